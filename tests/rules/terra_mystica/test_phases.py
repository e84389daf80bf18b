"""Round ends: cult rewards of the scoring tile, spades to use before the next round, dropping out,
and the last player taking turn after turn."""

from rules.terra_mystica.engine import to_decide
from rules.terra_mystica.state import replace_at

from .table import Table, place


def test_the_round_tile_rewards_cult_positions_with_spades_used_before_the_next_round():
    # Round 1 tile SCORE6: 1 spade for every 4 steps on WATER
    t = Table(
        ["witches", "engineers"],
        {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]},
        score_tiles=["SCORE6", "SCORE4", "SCORE7", "SCORE3", "SCORE5", "SCORE9"],
    )
    t.f("witches").cult = replace_at(t.f("witches").cult, 1, 4)
    t.do("witches", "pass BON9")
    t.do("engineers", "pass BON8")
    g = t.g
    assert g.phase == "income-spades" and g.round == 1
    assert t.f("witches").owes("SPADE") == 1
    assert to_decide(g) == [t.f("witches").seat]
    assert t.refuse("witches", "transform A1 to black").code == "tm-out-of-reach"
    t.do("witches", "transform G2 to gray")  # red -> gray: one spade, on a hex next to F4
    assert g is not t.g and t.g.round == 2 and t.g.phase == "play"
    assert t.g.terrain["G2"] == "gray"


def test_income_spades_may_be_given_up():
    t = Table(
        ["witches", "engineers"],
        {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]},
        score_tiles=["SCORE6", "SCORE4", "SCORE7", "SCORE3", "SCORE5", "SCORE9"],
    )
    t.f("witches").cult = replace_at(t.f("witches").cult, 1, 8)
    t.do("witches", "pass BON9")
    t.do("engineers", "pass BON8")
    assert t.f("witches").owes("SPADE") == 2
    t.do("witches", "-2SPADE")
    assert t.g.round == 2


def test_the_last_player_in_the_round_takes_turn_after_turn():
    t = Table(["witches", "engineers"], {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]})
    t.give("engineers", P=3, W=10, C=20)
    t.do("witches", "pass BON9")
    t.do("engineers", "send p to FIRE")
    assert t.g.active == "engineers"
    t.do("engineers", "send p to WATER. send p to EARTH")  # two turns in one line
    assert t.f("engineers").P == 0
    t.do("engineers", "pass BON8")
    assert t.g.round == 2


def test_a_dropped_faction_takes_no_turns_but_is_scored():
    t = Table(
        ["witches", "engineers", "nomads"],
        {"witches": ["F4", "C3"], "engineers": ["E7", "C2"], "nomads": ["F3", "D3", "G4"]},
        bonus={"witches": "BON9", "engineers": "BON8", "nomads": "BON7"},
    )
    t.do("witches", "drop-faction")
    assert t.f("witches").dropped and t.g.pool["BON9"] == 1 and t.f("witches").bonus is None
    assert t.g.active == "engineers"
    assert t.refuse("witches", "pass BON3").code == "tm-faction-left"
    t.do("engineers", "pass BON1")
    t.do("nomads", "pass BON2")
    assert t.g.round == 2
    assert t.g.active in ("engineers", "nomads")
    # the dropped faction still takes income and stays in the final scoring
    assert t.f("witches").W == 3 + 3 + 3  # start, round 1 and round 2 worker income


def test_chaos_magicians_strict_double_turn_may_end_with_a_pass():
    t = Table(["chaosmagicians", "engineers"], {"chaosmagicians": ["D4"], "engineers": ["E7", "C2"]})
    t.f("chaosmagicians").special += ("ACTC",)
    t.do("chaosmagicians", "action ACTC. pass BON9")
    assert t.f("chaosmagicians").passed and t.g.active == "engineers"


def test_the_darklings_conversion_waits_without_the_strict_option():
    options = ["strict-leech", "errata-cultist-power", "mini-expansion-1", "shipping-bonus"]
    t = Table(["darklings", "engineers"], {"darklings": ["E5", "B3"], "engineers": ["E7", "C2"]}, options=options)
    place(t, "darklings", "E5", "TP")
    t.give("darklings", W=20, C=20, P=0)
    t.do("darklings", "upgrade E5 to SH")
    t.play_until("darklings")
    priests = t.f("darklings").P
    t.do("darklings", "convert 2W to 2P")  # a later turn: the exchange was kept
    assert priests + 2 == t.f("darklings").P
    assert t.refusal("darklings", "convert 1W to 1P") == ("tm-cannot-convert", {"resource": "W", "to": "P"})


def test_merged_income_pays_everything_at_once_then_waits_for_the_spades():
    options = ["strict-leech", "mini-expansion-1", "shipping-bonus", "temple-scoring-tile", "merge-income-phases"]
    t = Table(
        ["witches", "engineers"],
        {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]},
        score_tiles=["SCORE6", "SCORE4", "SCORE7", "SCORE3", "SCORE5", "SCORE9"],
        options=options,
    )
    t.f("witches").cult = replace_at(t.f("witches").cult, 1, 4)
    workers = t.f("witches").W
    t.do("witches", "pass BON9")
    events = t.do("engineers", "pass BON8")
    assert [e.kind for e in events if e.kind.endswith("income")] == ["income", "income"]
    assert t.g.phase == "income-spades" and t.g.income_state == "all"
    assert t.f("witches").owes("SPADE") == 1 and t.f("witches").W == workers + 3
    t.do("witches", "transform G2 to gray")
    assert t.g.round == 2
