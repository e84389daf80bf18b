"""Cult tracks, towns, leeching power and the final scoring (rulebook: Culto, Cidades, Poder, Fim de jogo)."""

import pytest

from rules.core import RuleError
from rules.terra_mystica import scoring
from rules.terra_mystica.context import Ctx
from rules.terra_mystica.state import replace_at

from .table import ENGINE, Table, place


def table() -> Table:
    t = Table(["witches", "engineers"], {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]})
    t.give("witches", W=20, C=20, P=3)
    t.give("engineers", W=20, C=20, P=3)
    return t


# Cult tracks


def test_a_priest_takes_the_first_free_space_of_a_track():
    t = table()
    t.do("witches", "send p to FIRE")
    w = t.f("witches")
    assert w.cult[0] == 3 and w.P == 2 and w.MAX_P == 6 and w.CULT_P == 1
    assert t.g.cult_spaces["FIRE"] == ("witches", None, None, None)
    assert (w.P1, w.P2) == (4, 8)  # passing 3 on a track gives 1 power
    t.do("engineers", "send p to FIRE")
    assert t.f("engineers").cult[0] == 2  # the 3-step space is taken: 2 steps


def test_a_priest_may_go_for_a_single_step_and_return_to_the_supply():
    t = table()
    t.do("witches", "send p to WATER for 1")
    w = t.f("witches")
    assert w.cult[1] == 1 and w.MAX_P == 7 and t.g.cult_spaces["WATER"] == (None,) * 4
    t.play_until("witches")
    assert table_with_full_space().refusal("witches", "send p to WATER for 3") == (
        "tm-no-cult-space",
        {"steps": 3, "cult": "WATER"},
    )


def table_with_full_space() -> Table:
    t = table()
    t.g.cult_spaces = {**t.g.cult_spaces, "WATER": ("engineers", None, None, None)}
    return t


def test_power_for_passing_3_5_and_7():
    t = table()
    t.give("witches", P1=5, P2=7, P3=0)
    t.f("witches").cult = replace_at(t.f("witches").cult, 0, 2)
    t.do("witches", "send p to FIRE")  # 2 -> 5: crosses 3 (+1) and 5 (+2)
    assert (t.f("witches").P1, t.f("witches").P2) == (2, 10)


def test_the_last_space_needs_a_key():
    t = table()
    t.f("witches").cult = replace_at(t.f("witches").cult, 0, 8)
    t.do("witches", "send p to FIRE")  # 3 steps, but no key: stops at 9
    assert t.f("witches").cult[0] == 9
    t2 = table()
    t2.f("witches").cult = replace_at(t2.f("witches").cult, 0, 8)
    t2.give("witches", KEY=1, P1=0, P2=12, P3=0)
    t2.do("witches", "send p to FIRE")
    w = t2.f("witches")
    assert w.cult[0] == 10 and w.KEY == 0 and (w.P2, w.P3) == (9, 3)
    # only one faction can stand on 10
    assert t2.f("engineers").max_cult[0] == 9


# Towns


def test_a_town_needs_four_buildings_of_power_seven_and_the_sanctuary_counts_twice():
    t = table()
    place(t, "witches", "F4", "SA")
    place(t, "witches", "F3", "SH")  # power 6 in 3 buildings (the sanctuary counts as two)
    t.do("witches", "dig 2. build G2")
    w = t.f("witches")
    assert w.owes("GAIN_TW") == 1 and t.g.active == "witches"
    assert {t.g.town_of[h] for h in ("F4", "F3", "G2")} == {1}
    assert t.refuse("engineers", "+TW1").code == "tm-not-your-turn"
    t.do("witches", "+TW1")
    w = t.f("witches")
    # TW1: a key, 5 VP and 6 coins; the Witches score 5 more for every town
    assert (w.KEY, w.VP, w.owes("GAIN_TW")) == (1, 20 + 5 + 5, 0)
    assert t.g.pool["TW1"] == 1 and t.g.active == "engineers"


def test_a_town_of_power_six_with_favor_five():
    t = table()
    place(t, "witches", "F4", "TP")
    place(t, "witches", "F3", "TP")  # power 4 in 2
    place(t, "witches", "E6", "D")
    t.f("witches").favors += ("FAV5",)
    t.f("witches").TOWN_SIZE = 6
    t.do("witches", "dig 2. build G2")  # power 6, 4 buildings
    assert t.f("witches").owes("GAIN_TW") == 1


def test_taking_favor_five_completes_a_town_already_standing():
    t = table()
    place(t, "witches", "F4", "TP")
    place(t, "witches", "F3", "TP")
    place(t, "witches", "E6", "D")
    place(t, "witches", "G2", "D")  # power 6, 4 buildings: no town at size 7
    place(t, "witches", "C3", "TP")
    t.do("witches", "upgrade C3 to TE. +FAV5")
    assert t.f("witches").owes("GAIN_TW") == 1
    t.do("witches", "+TW2")
    assert t.f("witches").W == 20 - 2 + 2


def test_a_town_tile_with_cult_steps_uses_its_key_at_once():
    t = table()
    w = t.f("witches")
    w.cult = (9, 2, 2, 2)
    place(t, "witches", "F4", "SA")
    place(t, "witches", "F3", "SH")
    t.do("witches", "dig 2. build G2. +TW5")
    assert t.f("witches").cult == (10, 3, 3, 3) and t.f("witches").KEY == 0


# Leeching power


def test_neighbours_are_offered_power_and_pay_vp_for_it():
    t = table()
    place(t, "engineers", "E6", "TP")  # next to the Witches at F4
    t.do("witches", "upgrade F4 to TP")
    # The Engineers have a dwelling (E7) and a trading house (E6) next to F4: 3 power offered
    assert [(o.recipient, o.source, o.amount) for o in t.g.leech_offers] == [("engineers", "witches", 3)]
    before = t.f("engineers")
    vp, bowls = before.VP, (before.P1, before.P2, before.P3)
    t.do("engineers", "leech 3 from witches")
    e = t.f("engineers")
    assert vp - 2 == e.VP and (bowls[0] - 3, bowls[1] + 3, bowls[2]) == (e.P1, e.P2, e.P3)
    assert not t.g.leech_offers


def test_power_taken_is_capped_by_the_bowls_and_by_the_vp_a_player_has():
    t = table()
    t.give("engineers", P1=0, P2=1, P3=11)
    place(t, "engineers", "E6", "TP")
    t.do("witches", "upgrade F4 to TP")
    assert t.g.leech_offers[0].actual == 1
    t.do("engineers", "leech 3 from witches")  # only 1 fits: free
    assert (t.f("engineers").VP, t.f("engineers").P3) == (20, 12)
    t2 = table()
    t2.give("engineers", VP=1)
    place(t2, "engineers", "E6", "TP")
    t2.do("witches", "upgrade F4 to TP")
    e = t2.f("engineers")
    bowls = (e.P1, e.P2)
    t2.do("engineers", "leech 3 from witches")  # 1 VP pays for 2 power at most
    e = t2.f("engineers")
    assert e.VP == 0 and (bowls[0] - 2, bowls[1] + 2) == (e.P1, e.P2)


def test_declining_power_changes_nothing_but_the_offer():
    t = table()
    t.do("witches", "upgrade F4 to TP")
    e = t.f("engineers")
    before = (e.VP, e.P1, e.P2, e.P3)
    t.do("engineers", "decline 1 from witches")
    e = t.f("engineers")
    assert before == (e.VP, e.P1, e.P2, e.P3) and not t.g.leech_offers
    assert t.refuse("engineers", "leech 1 from witches").code == "tm-no-power-offer"


def test_taking_an_action_declines_open_offers():
    t = table()
    t.do("witches", "upgrade F4 to TP")
    e = t.f("engineers")
    bowls = (e.P1, e.P2, e.P3)
    t.do("engineers", "advance dig")
    assert not t.g.leech_offers
    e = t.f("engineers")
    assert bowls == (e.P1, e.P2, e.P3)  # the offered power was not taken


def test_strict_leech_takes_offers_in_the_order_they_were_made():
    t = Table(
        ["witches", "engineers", "nomads"],
        {"witches": ["F4", "C3"], "engineers": ["E7", "C2"], "nomads": ["F3", "D3", "G4"]},
    )
    t.give("witches", W=20, C=20)
    t.give("engineers", W=20, C=20)
    place(t, "engineers", "E6", "D")  # next to the Nomads' F3
    t.do("witches", "upgrade F4 to TP")  # offers to the engineers (E6, E7) and the nomads (F3)
    t.do("engineers", "upgrade E6 to TP")  # acting declines the engineers' offer; new offers
    assert [o.source for o in t.g.leech_offers if o.recipient == "nomads"] == ["witches", "engineers"]
    t.do("nomads", "leech 1 from engineers")  # out of order: skips the earlier offer
    error = t.refuse("nomads", "leech 1 from witches")
    assert error.code == "tm-leech-out-of-order" and error.params["faction"] == "witches"
    t.do("nomads", "decline 1 from witches")  # declining stays possible
    assert not [o for o in t.g.leech_offers if o.recipient == "nomads"]


def test_cultists_gain_a_cult_step_when_an_opponent_takes_power():
    t = Table(["cultists", "engineers"], {"cultists": ["E6", "F5"], "engineers": ["E7", "C2"]})
    t.give("cultists", W=20, C=20)
    events = t.do("cultists", "upgrade E6 to TP")
    assert not [e for e in events if e.kind == "leech-effect"]
    events = t.do("engineers", "leech 1 from cultists")
    assert [e.data["effect"] for e in events if e.kind == "leech-effect"] == ["taken"]
    assert t.f("cultists").owes("CULT") == 1
    t.do("cultists", "+EARTH")
    assert t.f("cultists").cult[2] == 2


def test_cultists_gain_a_power_when_every_opponent_declines():
    t = Table(["cultists", "engineers"], {"cultists": ["E6", "F5"], "engineers": ["E7", "C2"]})
    t.give("cultists", W=20, C=20)
    t.do("cultists", "upgrade E6 to TP")
    p = t.f("cultists")
    before = (p.P1, p.P2)
    events = t.do("engineers", "decline 1 from cultists")
    assert [e.data["effect"] for e in events if e.kind == "leech-effect"] == ["declined"]
    c = t.f("cultists")
    assert (before[0] - 1, before[1] + 1) == (c.P1, c.P2)


# The final scoring


def test_final_scoring_cults_networks_and_resources_with_ties_shared():
    t = Table(
        ["witches", "engineers", "nomads"],
        {"witches": ["F4", "C3"], "engineers": ["E7", "C2"], "nomads": ["F3", "D3", "G4"]},
    )
    place(t, "nomads", "E4")
    place(t, "nomads", "E5")  # D3-E4-E5-F3: a network of 4
    place(t, "engineers", "E6")  # E6-E7: 2; the witches' buildings stand apart: 1
    g = t.g
    for name, cults in (("witches", [5, 5, 0, 3]), ("engineers", [5, 2, 0, 3]), ("nomads", [1, 2, 0, 3])):
        t.f(name).cult = tuple(cults)
    for f in g.factions.values():
        f.VP = 0
        f.C = f.W = f.P = f.P1 = f.P2 = f.P3 = 0
    t.give("nomads", C=7, W=1, P=1, P2=3, P3=1)  # burn 1, then 7 + 2 + 1 + 1 = 11 coins: 3 VP
    scoring.final_scoring(Ctx(g))
    assert {f.name: f.network for f in g.factions.values()} == {"witches": 1, "engineers": 2, "nomads": 4}
    # FIRE: witches and engineers share first and second, (8 + 4) / 2; nomads third, 2
    # WATER: witches 8; engineers and nomads share second and third, (4 + 2) / 2
    # EARTH: nobody scores at 0.  AIR: all tie, (8 + 4 + 2) / 3 rounded down
    # Network: nomads 18, engineers 12, witches 6
    assert {f.name: f.VP for f in g.factions.values()} == {
        "witches": 6 + 8 + 4 + 6,
        "engineers": 6 + 3 + 4 + 12,
        "nomads": 2 + 3 + 4 + 18 + 3,
    }
    assert (t.f("nomads").C, t.f("nomads").P1, t.f("nomads").P2) == (2, 2, 1)


# Fire & Ice's final scoring tiles


def fire_and_ice_table() -> Table:
    t = Table(["witches", "nomads"], {"witches": ["F4", "C3"], "nomads": ["F3", "D3", "G4"]})
    place(t, "nomads", "E4")
    place(t, "nomads", "E5")
    place(t, "nomads", "E6", "SH")
    place(t, "nomads", "D3", "SA")
    return t


def test_final_tiles_count_within_one_network() -> None:
    from rules.terra_mystica.scoring import final_tile_value, hex_distance

    t = fire_and_ice_table()
    ctx = Ctx(t.g)
    assert hex_distance(ctx, "E4", "E5") == 1 and hex_distance(ctx, "A1", "A4") == 3
    assert hex_distance(ctx, "E4", "E4") == 0
    # on the grid, the distance is the number of steps from hex to hex (land and river alike)
    steps = {"E4": 0}
    frontier = ["E4"]
    while frontier:
        nxt = []
        for h in frontier:
            for other in ctx.board.adjacent[h]:
                if other not in steps:
                    steps[other] = steps[h] + 1
                    nxt.append(other)
        frontier = nxt
    assert all(hex_distance(ctx, "E4", h) == n for h, n in steps.items())
    network = [h for h in ("D3", "E4", "E5", "E6", "F3")]
    far = max(hex_distance(ctx, a, b) for a in network for b in network)
    assert final_tile_value(ctx, t.f("nomads"), "connected-distance") == far
    assert final_tile_value(ctx, t.f("nomads"), "connected-sa-sh-distance") == hex_distance(ctx, "D3", "E6")
    assert final_tile_value(ctx, t.f("witches"), "connected-sa-sh-distance") == 0
    # the witches' two dwellings are not linked: each is a network of one cluster
    assert final_tile_value(ctx, t.f("witches"), "connected-clusters") == 1
    # one river away, F2 is a second cluster of the nomads' network once they can ship 1
    assert final_tile_value(ctx, t.f("nomads"), "connected-clusters") == 1
    place(t, "nomads", "F2")
    t.f("nomads").ship = 0
    assert final_tile_value(ctx, t.f("nomads"), "connected-clusters") == 1
    t.f("nomads").ship = 1
    assert final_tile_value(ctx, t.f("nomads"), "connected-clusters") == 2
    edge = sum(1 for h in ("D3", "E4", "E5", "E6", "F3", "F2") if h in ctx.board.edge)
    assert final_tile_value(ctx, t.f("nomads"), "building-on-edge") == edge


def test_a_final_tile_scores_18_12_6_like_the_network() -> None:
    from rules.terra_mystica.engine import new_state

    with pytest.raises(RuleError, match="^tm-unknown-final-tile"):
        new_state(2, "x", final_tile="longest-road")
    t = fire_and_ice_table()
    t.g.final_scoring += ("connected-sa-sh-distance",)
    for f in t.g.factions.values():
        f.VP = 0
        f.C = f.W = f.P = f.P1 = f.P2 = f.P3 = 0
        f.cult = (0, 0, 0, 0)
    scoring.final_scoring(Ctx(t.g))
    # nomads: network 18 and the tile 18; witches: network 12 and nothing for the tile (0)
    assert t.f("nomads").VP == 18 + 18 and t.f("witches").VP == 12


def test_the_fire_and_ice_final_scoring_option_brings_one_of_its_tiles() -> None:
    """With `fire-and-ice-final-scoring` the site's setup adds one of Fire & Ice's four tiles
    (commands.pm command_randomize: the tiles whose option is fire-and-ice-final-scoring, shuffled,
    the first added); a tile given (an imported game's) is kept."""
    from rules.terra_mystica.engine import DEFAULT_OPTIONS, new_state

    drawn = set()
    for seed in range(12):
        g = new_state(3, seed, options=[*DEFAULT_OPTIONS, "fire-and-ice-final-scoring"])
        assert len(g.final_scoring) == 3
        drawn.add(g.final_scoring[2])
    assert drawn <= {"connected-distance", "connected-sa-sh-distance", "building-on-edge", "connected-clusters"}
    assert len(drawn) > 1
    given = new_state(3, 1, options=[*DEFAULT_OPTIONS, "fire-and-ice-final-scoring"], final_tile="building-on-edge")
    assert given.final_scoring == ("network", "cults", "building-on-edge")
    assert new_state(3, 1).final_scoring == ("network", "cults")


def test_the_ledger_names_the_final_tile() -> None:
    from rules.terra_mystica.ledger import parse_record

    rec = parse_record(
        "option fire-and-ice-final-scoring\nclusters\t18/12/6\nAdded final scoring tile: connected-clusters\n"
    )
    assert rec.final_tile == "connected-clusters" and "fire-and-ice-final-scoring" in rec.options


def test_a_town_tiles_key_goes_to_the_track_the_player_chooses_when_several_reach_ten():
    """TW5 gives 1 key and a step on each track: with Fire and Water at 9, the player chooses
    which of them reaches 10 (the other stays at 9)."""
    t = Table(["witches", "engineers"], {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]})
    w = t.f("witches")
    w.cult = (9, 9, 3, 3)
    w.set_owed("GAIN_TW", 1)
    t.do("witches", "+TW5")
    w = t.f("witches")
    assert (w.cult, w.KEY, t.active()) == ((9, 9, 4, 4), 1, "witches")
    legal = ENGINE.legal_actions(t.g, w.seat)
    assert {"+FIRE", "+WATER"} <= set(legal)
    assert t.refusal("witches", "+EARTH")[0] == "tm-no-cult-step"
    p1 = w.P1
    t.do("witches", "+WATER")
    w = t.f("witches")
    assert (w.cult, w.KEY, p1 - w.P1) == ((9, 10, 4, 4), 0, 3)  # the 10th space's 3 power
    assert t.g.factions["engineers"].max_cult[1] == 9


def test_one_track_at_nine_takes_the_town_tiles_key_at_once():
    t = Table(["witches", "engineers"], {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]})
    w = t.f("witches")
    w.cult = (9, 5, 3, 3)
    w.set_owed("GAIN_TW", 1)
    t.do("witches", "+TW5")
    assert t.f("witches").cult == (10, 6, 4, 4) and t.f("witches").KEY == 0
