"""Fire & Ice's six factions, as the reference site plays them (jsnell/terra-mystica:
src/Game/Factions/*.pm, commands.pm, acting.pm, map.pm, resources.pm). No recorded game with these
factions is public, so each test follows one of the site's code paths with numbers worked out by
hand from its faction tables."""

import pytest

from rules.core import RuleError
from rules.terra_mystica.context import Ctx
from rules.terra_mystica.economy import income_parts
from rules.terra_mystica.engine import DEFAULT_OPTIONS, new_state, play, to_decide
from rules.terra_mystica.notation import parse_turn
from rules.terra_mystica.state import GameState, replace_at

from .table import ENGINE, Table, place

ICE = [*DEFAULT_OPTIONS, "fire-and-ice-factions/ice"]
VOLCANO = [*DEFAULT_OPTIONS, "fire-and-ice-factions/volcano"]
VARIABLE = [*DEFAULT_OPTIONS, "fire-and-ice-factions/variable_v5"]
ALL = [*DEFAULT_OPTIONS, "fire-and-ice-factions"]


def refused(g: GameState, seat: int, text: str) -> tuple[str, dict[str, object]]:
    """The code and parameters of the refusal of `text`."""
    with pytest.raises(RuleError) as info:
        play(g.copy(), seat, parse_turn(text))
    return info.value.code, info.value.params


# --- choosing factions and colours (Factions.pm factions_conflict, commands.pm pick-color) -----


def test_fire_and_ice_factions_need_their_option():
    g = new_state(3, "s")
    assert refused(g, 0, "setup icemaidens") == (
        "tm-fire-ice-option",
        {"faction": "icemaidens", "option": "fire-and-ice-factions/ice"},
    )
    assert refused(new_state(3, "s", options=ICE), 0, "setup riverwalkers")[0] == "tm-fire-ice-option"
    # the bare option stands for the published sets
    assert {"fire-and-ice-factions/ice", "fire-and-ice-factions/volcano", "fire-and-ice-factions/variable_v5"} <= (
        new_state(3, "s", options=ALL).options
    )


def test_ice_maidens_pick_a_colour_and_a_favor_tile_before_the_next_faction_is_chosen():
    g = new_state(3, "s", options=ICE)
    play(g, 0, parse_turn("setup icemaidens"))
    assert to_decide(g) == [0]
    assert refused(g, 1, "setup witches") == ("tm-selection-pending", {"faction": "icemaidens", "choice": "color"})
    assert refused(g, 0, "pick-color ice")[0] == "tm-pick-a-color"
    assert set(ENGINE.legal_actions(g, 0)) >= {"pick-color green", "+FAV10", "+FAV1"}
    play(g, 0, parse_turn("pick-color green"))
    play(g, 0, parse_turn("+FAV10"))  # Water 1 -> 2
    im = g.factions["icemaidens"]
    assert (im.secondary, im.terrain, im.cult, im.favors) == ("green", "ice", (0, 2, 0, 1), ("FAV10",))
    assert (im.C, im.W, im.P1, im.P2, im.VP) == (15, 3, 6, 6, 20)
    # one faction per terrain: the colour picked counts, and so does ice
    assert refused(g, 1, "setup witches") == ("tm-terrain-taken", {"faction": "icemaidens", "terrain": "green"})
    assert refused(g, 1, "setup yetis") == ("tm-terrain-taken", {"faction": "icemaidens", "terrain": "ice"})
    assert "setup witches" not in ENGINE.legal_actions(g, 1) and "setup yetis" not in ENGINE.legal_actions(g, 1)
    play(g, 1, parse_turn("setup engineers"))
    play(g, 2, parse_turn("setup nomads"))
    assert g.phase == "initial-dwellings"
    play(g, 0, parse_turn("build E9"))  # green: the Ice Maidens' colour becomes ice
    assert g.terrain["E9"] == "ice" and g.buildings["E9"] == ("icemaidens", "D")
    assert refused(g, 1, "build E10") == ("tm-start-on-home", {"terrain": "gray", "hex": "E10", "found": "black"})


def test_the_volcano_factions_pick_after_everyone_and_not_a_colour_taken():
    g = new_state(3, "s", options=[*ICE, "fire-and-ice-factions/volcano"])
    play(g, 0, parse_turn("setup dragonlords"))
    assert to_decide(g) == [1]  # no choice yet: the volcano factions pick after the others
    assert refused(g, 1, "setup acolytes") == ("tm-terrain-taken", {"faction": "dragonlords", "terrain": "volcano"})
    play(g, 1, parse_turn("setup witches"))
    play(g, 2, parse_turn("setup icemaidens"))
    play(g, 2, parse_turn("pick-color gray. +FAV11"))
    assert g.phase == "select-factions" and to_decide(g) == [0]
    taken = {"terrain": "green", "faction": "witches", "mine": "no"}
    assert refused(g, 0, "pick-color green") == ("tm-color-taken", taken)
    picked = {"terrain": "gray", "faction": "icemaidens", "mine": "no"}
    assert refused(g, 0, "pick-color gray") == ("tm-color-taken", picked)  # during setup
    play(g, 0, parse_turn("pick-color red"))
    assert g.phase == "initial-dwellings"
    play(g, 0, parse_turn("build D4"))
    assert g.terrain["D4"] == "volcano"


def test_the_variable_factions_exclude_each_other_and_their_colour_is_their_terrain():
    g = new_state(3, "s", options=VARIABLE)
    play(g, 0, parse_turn("setup riverwalkers. pick-color yellow"))
    rw = g.factions["riverwalkers"]
    assert (rw.terrain, rw.unlocked, rw.MAX_P) == ("yellow", ("yellow",), 1)
    assert refused(g, 1, "setup shapeshifters") == ("tm-variable-taken", {"faction": "riverwalkers"})
    assert refused(g, 1, "setup nomads") == ("tm-terrain-taken", {"faction": "riverwalkers", "terrain": "yellow"})
    play(g, 1, parse_turn("setup witches"))
    play(g, 2, parse_turn("setup engineers"))
    assert refused(g, 0, "build A5") == ("tm-start-by-river", {"faction": "riverwalkers", "hex": "A5"})
    play(g, 0, parse_turn("build B1"))


# --- ice (Icemaidens.pm, Yetis.pm; map.pm transform_cost) ---------------------------------------


def ice_table() -> Table:
    t = Table(
        ["icemaidens", "engineers"],
        {"icemaidens": ["E9", "F4"], "engineers": ["E7", "C2"]},
        options=ICE,
        colors={"icemaidens": "green"},
        favors={"icemaidens": "FAV10"},
    )
    t.give("icemaidens", W=20, C=20, P=3)
    return t


def test_ice_costs_the_spades_to_the_colour_picked_and_one_from_that_colour():
    t = ice_table()
    assert t.g.terrain["E9"] == "ice" and t.g.terrain["F4"] == "ice"
    t.do("icemaidens", "dig 2. build E10")  # black -> (green) ice: 2 spades
    im = t.f("icemaidens")
    assert (im.W, im.C, t.g.terrain["E10"]) == (20 - 6 - 1, 20 - 2, "ice")
    t.play_until("icemaidens")
    t.f("icemaidens").ship = 1
    t.do("icemaidens", "dig 1. build G3")  # green itself -> ice: 1 spade
    assert (t.f("icemaidens").W, t.g.terrain["G3"]) == (13 - 3 - 1, "ice")
    t.play_until("icemaidens")
    refusal = t.refusal("icemaidens", "dig 1. transform E10 to green")
    assert refusal == ("tm-ice-volcano-fixed", {"hex": "E10", "terrain": "ice"})
    witches = Table(["witches", "engineers"], {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]})
    witches.give("witches", W=20)
    assert witches.refusal("witches", "dig 3. transform F3 to ice") == ("tm-ice-factions-only", {})


def test_ice_maidens_advance_digging_for_one_worker_less_and_score_temples_when_passing():
    t = ice_table()
    t.do("icemaidens", "advance dig")
    im = t.f("icemaidens")
    assert (im.W, im.C, im.P, im.VP, im.dig) == (19, 15, 2, 26, 1)
    place(t, "icemaidens", "E9", "SH")
    place(t, "icemaidens", "F4", "TE")
    t.play_until("icemaidens")
    vp = t.f("icemaidens").VP
    t.do("icemaidens", "pass BON4")
    assert t.f("icemaidens").VP == vp + 3  # 3 VP a temple with the stronghold
    im = t.f("icemaidens")
    im.levels = {**im.levels, "D": 8}
    assert income_parts(Ctx(t.g), im)[2]["W"] == 9  # the eighth dwelling gives a worker


def test_yetis_pay_one_power_less_and_reuse_power_actions_with_their_stronghold():
    t = Table(
        ["yetis", "engineers"],
        {"yetis": ["E9", "F4"], "engineers": ["E7", "C2"]},
        options=ICE,
        colors={"yetis": "green"},
    )
    y = t.f("yetis")
    assert (y.P1, y.P2, y.P3, y.cult) == (0, 12, 0, (0, 0, 1, 1))
    t.give("yetis", P2=4, P3=8, W=10, C=20)
    t.do("yetis", "action ACT4")  # 3 power, not 4
    assert (t.f("yetis").P3, t.f("yetis").C) == (5, 27)
    t.give("engineers", P3=6)
    t.do("engineers", "action ACT3")
    assert t.refusal("yetis", "action ACT3") == ("tm-action-taken", {"action": "ACT3"})
    place(t, "yetis", "E9", "SH")
    t.f("yetis").REUSE_POWER_ACTIONS = 1  # what building the stronghold gives
    t.do("yetis", "action ACT3")  # 3 power (not 4), though the Engineers took it
    assert (t.f("yetis").P3, t.f("yetis").W) == (2, 12)


def test_yetis_stronghold_and_sanctuary_count_four_power():
    t = Table(
        ["yetis", "engineers"],
        {"yetis": ["E9", "F4"], "engineers": ["E7", "C2"]},
        options=ICE,
        colors={"yetis": "green"},
    )
    place(t, "yetis", "F4", "SH")
    t.give("engineers", W=10, C=10)
    t.play_until("engineers")
    t.do("engineers", "upgrade E7 to TP")
    assert [(o.recipient, o.amount) for o in t.g.leech_offers] == [("yetis", 4)]
    # a town of power 7: stronghold (4) and three dwellings
    t2 = Table(
        ["yetis", "engineers"],
        {"yetis": ["E9", "F4"], "engineers": ["E7", "C2"]},
        options=ICE,
        colors={"yetis": "green"},
    )
    for h, btype in (("D7", "D"), ("E10", "SH")):
        place(t2, "yetis", h, btype)
    t2.give("yetis", W=10, C=10)
    t2.do("yetis", "dig 3. build F5")  # brown -> (green) ice: 3 spades; next to E9
    assert t2.f("yetis").owes("GAIN_TW") == 1  # 4 + 1 + 1 + 1 = 7 power: a town (3 would make 6)
    assert income_parts(Ctx(t2.g), t2.f("yetis"))[2].get("PW") == 4


# --- volcano (Dragonlords.pm, Acolytes.pm; map.pm transform_cost volcano) ----------------------


def volcano_table(faction: str, **kw: object) -> Table:
    return Table(
        [faction, "engineers", "witches"],
        {faction: ["E11", "D5"], "engineers": ["E7", "C2"], "witches": ["F4", "C3"]},
        options=VOLCANO,
        colors={faction: "blue"},
        **kw,  # type: ignore[arg-type]
    )


def test_dragonlords_pay_power_tokens_for_a_volcano_two_on_another_factions_home():
    t = volcano_table("dragonlords")
    assert t.g.terrain["E11"] == "volcano" and t.g.terrain["D5"] == "volcano"
    d = t.f("dragonlords")
    assert (d.P1, d.P2, d.P3, d.tokens_added) == (4, 4, 0, 0)
    assert t.refusal("dragonlords", "build E10") == ("tm-volcano-needs-dig", {})
    w, c = d.W, d.C
    t.do("dragonlords", "dig 1. build E10")  # black: no faction's home -> 1 token, from bowl I
    d = t.f("dragonlords")
    assert (d.P1, d.tokens(), d.W, d.C, t.g.terrain["E10"]) == (3, 7, w - 1, c - 2, "volcano")
    t.play_until("dragonlords")
    t.do("dragonlords", "dig 1. build E9")  # green: the Witches' home -> 2 tokens
    assert (t.f("dragonlords").P1, t.f("dragonlords").tokens()) == (1, 5)


def test_a_volcano_dug_for_is_made_or_given_up_before_anyone_else_answers():
    """After `dig 1`, a row of another faction makes the site record the volcano owed ('transform');
    `-VOLCANO_TF` never clears that record (commands.pm clears 'transform' for -SPADE only), so the
    round would never end: the volcano is settled first, as the Acolytes' steps are."""
    from rules.terra_mystica.state import LeechOffer

    t = volcano_table("dragonlords")
    t.g.leech_offers.append(LeechOffer("witches", "engineers", 1, 1, 99))  # left from an earlier turn
    t.do("dragonlords", "dig 1")
    d = t.f("dragonlords")
    assert d.owes("VOLCANO_TF") == 1 and to_decide(t.g) == [d.seat]
    assert t.refusal("witches", "leech 1 from engineers") == ("tm-not-your-turn", {"faction": "dragonlords"})
    t.do("dragonlords", "-VOLCANO_TF")
    assert t.f("witches").seat in to_decide(t.g)
    t.do("witches", "leech 1 from engineers")
    # the last faction in the round settles it before another action, for the same reason
    while t.active() != "dragonlords":
        t.do(t.active(), "pass " + next(b for b, n in t.g.pool.items() if b.startswith("BON") and n))
    t.do("dragonlords", "dig 1")
    assert t.refusal("dragonlords", "pass BON5") == ("tm-volcano-first", {})


def test_dragonlords_spade_actions_give_a_power_token_and_their_stronghold_one_per_player():
    t = volcano_table("dragonlords", score_tiles=["SCORE1", "SCORE4", "SCORE7", "SCORE3", "SCORE5", "SCORE6"])
    t.give("dragonlords", P1=0, P2=0, P3=6, W=10, C=20)
    vp = t.f("dragonlords").VP
    t.do("dragonlords", "action ACT5")  # the round's tile scores the spade, then it becomes a token
    d = t.f("dragonlords")
    assert (d.P1, d.P3, d.owes("SPADE"), d.VP, d.tokens_added) == (5, 2, 0, vp + 2, 1)  # 4 paid back + 1 new
    assert t.active() == "engineers"
    t2 = volcano_table("dragonlords")
    t2.give("dragonlords", P3=6)
    t2.refuse("dragonlords", "action ACT5. build E10")  # no spade to build with
    place(t2, "dragonlords", "E11", "TP")
    t2.give("dragonlords", W=10, C=10)
    t2.do("dragonlords", "upgrade E11 to SH")
    assert (t2.f("dragonlords").P1, t2.f("dragonlords").tokens_added) == (4 + 3, 3)  # 3 players
    parts = income_parts(Ctx(t2.g), t2.f("dragonlords"))
    assert parts[2]["W"] == 1 and parts[2]["PW"] == 2  # one dwelling left: 0, 1; stronghold 2 power


def test_acolytes_pay_cult_steps_for_a_volcano_before_the_turn_ends():
    t = volcano_table("acolytes")
    a = t.f("acolytes")
    assert (a.cult, a.P1, a.P2) == ((3, 3, 3, 3), 6, 6)
    t.do("acolytes", "dig 1. build E10")  # no faction's home: 3 steps
    a = t.f("acolytes")
    assert a.owes("LOSE_CULT") == 3 and t.active() == "acolytes" and to_decide(t.g) == [a.seat]
    assert {"-3FIRE", "-3WATER", "-3EARTH", "-3AIR"} <= set(ENGINE.legal_actions(t.g, a.seat))
    t.refuse("acolytes", "pass BON1")  # the turn is over but for the steps
    assert t.refusal("acolytes", "+FAV1") == ("tm-lose-cult-first", {"steps": 3})
    assert t.refusal("acolytes", "-2FIRE") == ("tm-lose-cult-one-track", {"steps": 3, "cult": "FIRE"})
    t.do("acolytes", "-3WATER")
    assert t.f("acolytes").cult == (3, 0, 3, 3) and t.active() == "engineers"
    t.play_until("acolytes")
    # green is the Witches' home: 4 steps
    assert t.refusal("acolytes", "dig 1. build E9") == ("tm-volcano-steps", {"terrain": "green", "steps": 4})


def test_the_steps_owed_for_a_volcano_are_given_up_before_the_neighbours_answer():
    t = volcano_table("acolytes")
    t.do("acolytes", "dig 1. build D4")  # red, next to the Witches (C3) and the Engineers (E7)
    assert {o.recipient for o in t.g.leech_offers} == {"witches", "engineers"}
    # the site never clears an owed 'lose-cult' once another faction's row comes between
    assert to_decide(t.g) == [t.f("acolytes").seat]
    assert t.refusal("witches", "leech 1 from acolytes") == ("tm-not-your-turn", {"faction": "acolytes"})
    t.do("acolytes", "-3FIRE")
    assert to_decide(t.g) == [t.f("engineers").seat, t.f("witches").seat]
    t.do("witches", "leech 1 from acolytes")


def test_the_last_acolytes_in_the_round_give_up_the_steps_before_another_action():
    """The last faction still playing may act again at once (acting.pm require_subaction), but the
    site first runs detect_incomplete_turn, which records the owed steps as a 'lose-cult' action
    that `-3FIRE` never dismisses (only 'cult' is): the round would never end. So the steps come
    first, as the site needs them."""
    t = volcano_table("acolytes")
    t.give("acolytes", W=20, C=20, P=3)
    t.do("acolytes", "advance ship")
    while t.active() != "acolytes":
        t.do(t.active(), "pass " + next(b for b, n in t.g.pool.items() if b.startswith("BON") and n))
    t.do("acolytes", "dig 1. build E10")
    a = t.f("acolytes")
    assert a.owes("LOSE_CULT") == 3 and t.f("engineers").passed and t.f("witches").passed
    assert t.refusal("acolytes", "pass BON5") == ("tm-lose-cult-first", {"steps": 3})
    assert t.refusal("acolytes", "send p to FIRE") == ("tm-lose-cult-first", {"steps": 3})
    legal = ENGINE.legal_actions(t.g, a.seat)
    assert "-3FIRE" in legal and not any(x.startswith(("pass", "send", "build", "upgrade")) for x in legal)
    t.do("acolytes", "-3FIRE")
    t.do("acolytes", "pass BON5")  # then turn after turn as before: the round ends
    assert t.f("acolytes").bonus == "BON5" and t.g.round == 2


def test_acolytes_leaving_ten_frees_the_space_and_their_stronghold_adds_a_step_per_priest():
    t = volcano_table("acolytes")
    a = t.f("acolytes")
    a.cult, a.KEY = replace_at(a.cult, 0, 10), 0
    for f in t.g.factions.values():
        if f is not a:
            f.max_cult = (9, *f.max_cult[1:])
    t.do("acolytes", "dig 1. build E10. -3FIRE")
    assert (t.f("acolytes").cult[0], t.f("acolytes").KEY, t.f("witches").max_cult[0]) == (7, 1, 10)
    place(t, "acolytes", "E11", "SH")
    t.f("acolytes").PRIEST_CULT_BONUS = 1
    t.give("acolytes", P=1)
    t.play_until("acolytes")
    t.do("acolytes", "send p to AIR")
    assert t.f("acolytes").cult[3] == 3 + 3 + 1


def test_acolytes_spades_become_cult_steps():
    t = volcano_table("acolytes")
    t.give("acolytes", P3=6)
    t.do("acolytes", "action ACT6")
    assert t.f("acolytes").owes("CULT") == 2 and t.active() == "acolytes"
    t.do("acolytes", "+2EARTH")
    assert t.f("acolytes").cult[2] == 5 and t.active() == "engineers"


# --- Riverwalkers (Riverwalkers.pm riverwalkers_v5) ----------------------------------------------


def river_table(options: list[str] = VARIABLE) -> Table:
    t = Table(
        ["riverwalkers", "engineers", "witches"],
        {"riverwalkers": ["B1", "F3"], "engineers": ["E7", "C2"], "witches": ["F4", "C3"]},
        options=options,
        colors={"riverwalkers": "yellow"},
    )
    t.give("riverwalkers", W=10, C=10, P3=15)
    return t


def test_riverwalkers_reach_land_by_river_only_and_never_use_spades():
    t = river_table()
    rw = t.f("riverwalkers")
    assert (rw.P1, rw.P2, rw.cult, rw.ship) == (10, 2, (1, 0, 0, 1), 1)
    assert t.refusal("riverwalkers", "action ACT5") == (
        "tm-action-forbidden",
        {"faction": "riverwalkers", "action": "ACT5"},
    )
    assert t.refusal("riverwalkers", "advance dig")[0] == "tm-cannot-advance"
    assert t.refusal("riverwalkers", "advance ship") == ("tm-track-at-maximum", {"track": "ship", "max": 1})
    rw.unlocked += ("brown", "gray")  # scenario: brown and gray unlocked
    # next to B1, but across no river
    assert t.refusal("riverwalkers", "build A1") == ("tm-out-of-river-reach", {"hex": "A1", "range": 1})
    t.do("riverwalkers", "build A2")  # across r0 from B1
    assert t.g.terrain["A2"] == "yellow"  # their buildings show their colour


def test_riverwalkers_turn_priests_into_terrains_unlocked_for_coins():
    t = river_table()
    t.do("riverwalkers", "action ACT2")  # a priest: a terrain to unlock instead
    rw = t.f("riverwalkers")
    assert (rw.P, rw.owes("UNLOCK_TERRAIN"), t.active()) == (0, 1, "riverwalkers")
    legal = set(ENGINE.legal_actions(t.g, rw.seat))
    assert {"unlock-terrain gray", "unlock-terrain brown", "unlock-terrain gain-priest"} <= legal
    assert "unlock-terrain yellow" not in legal
    t.do("riverwalkers", "unlock-terrain gray")  # the Engineers' home: 2 coins
    rw = t.f("riverwalkers")
    assert (rw.C, rw.MAX_P, rw.unlocked, t.active()) == (8, 2, ("yellow", "gray"), "engineers")
    t.play_until("riverwalkers")
    t.do("riverwalkers", "convert 5PW to 1P. unlock-terrain black")  # no faction's home: 1 coin
    assert (t.f("riverwalkers").C, t.f("riverwalkers").MAX_P, t.active()) == (7, 3, "riverwalkers")
    t.do("riverwalkers", "convert 5PW to 1P. unlock-terrain gain-priest")
    assert (t.f("riverwalkers").P, t.f("riverwalkers").owes("UNLOCK_TERRAIN")) == (1, 0)


def end_round(t: Table, cards: dict[str, str] | None = None) -> None:
    """Everyone passes (with the given bonus cards, or the first left)."""
    while t.active() is not None:
        name = t.active()
        assert name is not None
        card = (cards or {}).get(name) or next(b for b, n in t.g.pool.items() if b.startswith("BON") and n)
        t.do(name, f"pass {card}")


def test_riverwalkers_unlock_during_income_before_the_round_starts():
    t = river_table()
    place(t, "riverwalkers", "F3", "TE")
    end_round(t, {"riverwalkers": "BON8"})  # a priest a round, from the bonus card too
    rw = t.f("riverwalkers")
    assert rw.owes("UNLOCK_TERRAIN") == 2 and rw.P == 0 and t.g.round == 1  # temple and card: two unlocks
    assert to_decide(t.g) == [rw.seat]
    t.do("riverwalkers", "unlock-terrain gain-priest")
    assert t.g.round == 1
    t.do("riverwalkers", "unlock-terrain green")  # the Witches' home: 2 coins
    assert t.g.round == 2 and t.f("riverwalkers").P == 1


def test_riverwalkers_stronghold_places_two_bridges():
    t = river_table()
    place(t, "riverwalkers", "B1", "TP")
    t.do("riverwalkers", "upgrade B1 to SH")
    rw = t.f("riverwalkers")
    assert (rw.owes("BRIDGE"), t.active()) == (2, "riverwalkers")
    assert {"bridge B1:C1", "bridge B1:D1", "-BRIDGE"} <= set(ENGINE.legal_actions(t.g, rw.seat))
    t.do("riverwalkers", "bridge B1:C1. bridge B1:D1")
    assert t.f("riverwalkers").bridges_left == 1 and t.active() == "engineers"
    te = income_parts(Ctx(t.g), t.f("riverwalkers"))[2]
    assert te.get("PW") == 2  # the stronghold's 2 power


def test_riverwalkers_second_temple_gives_five_power_instead_of_a_priest():
    t = river_table()
    rw = t.f("riverwalkers")
    rw.levels = {**rw.levels, "TE": 2}
    part = income_parts(Ctx(t.g), rw)[2]
    assert (part["P"], part["PW"]) == (1, 5)
    rw.levels = {**rw.levels, "D": 3}
    assert income_parts(Ctx(t.g), rw)[2]["W"] == 3  # 1, 2, 3, 3: the third dwelling gives none


# --- Shapeshifters (Shapeshifters.pm shapeshifters_v5; commands.pm leech, gain, pick-color) -----


def shape_table(options: list[str] = VARIABLE) -> Table:
    t = Table(
        ["shapeshifters", "engineers", "witches"],
        {"shapeshifters": ["F3", "G4"], "engineers": ["E7", "C2"], "witches": ["F4", "C3"]},
        options=options,
        colors={"shapeshifters": "yellow"},
    )
    t.give("shapeshifters", W=10, C=20)
    return t


def test_shapeshifters_buy_the_power_token_a_leech_offers_them_for_a_vp():
    t = shape_table()
    s = t.f("shapeshifters")
    assert (s.P1, s.P2, s.cult) == (4, 4, (1, 1, 0, 0))
    t.do("shapeshifters", "upgrade F3 to TP")
    t.do("witches", "leech 1 from shapeshifters")
    assert [e.kind for e in t.events] == ["leech-effect"]
    s = t.f("shapeshifters")
    assert s.owes("GAIN_P3_FOR_VP") == 1 and t.f("shapeshifters").seat in to_decide(t.g)
    assert {"gain P3 for VP", "-GAIN_P3_FOR_VP"} <= set(ENGINE.legal_actions(t.g, s.seat))
    vp, tokens = s.VP, s.tokens()
    t.do("shapeshifters", "gain P3 for VP")
    s = t.f("shapeshifters")
    assert (s.VP, s.P3, s.tokens(), s.owes("GAIN_P3_FOR_VP")) == (vp - 1, 1, tokens + 1, 0)
    assert t.refusal("shapeshifters", "gain P3 for VP")[0] == "tm-not-your-turn"  # nothing to decide now


def test_shapeshifters_token_on_offer_holds_up_the_round_not_their_turn():
    t = shape_table()
    t.do("shapeshifters", "upgrade F3 to TP")
    t.do("witches", "leech 1 from shapeshifters")
    assert t.active() == "engineers"  # their turn ended all the same
    end_round(t)
    assert t.g.round == 1 and to_decide(t.g) == [t.f("shapeshifters").seat]
    t.do("shapeshifters", "-GAIN_P3_FOR_VP")
    assert t.g.round == 2


def test_shapeshifters_gain_a_power_when_every_neighbour_declines():
    t = shape_table()
    t.do("shapeshifters", "upgrade F3 to TP")
    before = t.f("shapeshifters").P2
    t.do("witches", "decline")
    assert t.f("shapeshifters").P2 == before + 1


def test_shapeshifters_stronghold_changes_their_terrain_for_five_power_or_five_tokens():
    t = shape_table()
    place(t, "shapeshifters", "F3", "TP")
    t.do("shapeshifters", "upgrade F3 to SH")
    s = t.f("shapeshifters")
    assert (s.W, s.C) == (10 - 3, 20 - 6) and {"ACTH5", "ACTH6"} <= set(s.special)
    t.play_until("shapeshifters")
    t.give("shapeshifters", P1=4, P2=4, P3=5)
    witches = {"terrain": "green", "faction": "witches", "mine": "no"}
    assert t.refusal("shapeshifters", "action ACTH5. pick-color green") == ("tm-color-taken", witches)
    own = {"terrain": "yellow", "faction": "shapeshifters", "mine": "yes"}
    assert t.refusal("shapeshifters", "action ACTH5. pick-color yellow") == ("tm-color-taken", own)
    t.do("shapeshifters", "action ACTH5")
    assert t.active() == "shapeshifters" and "pick-color red" in ENGINE.legal_actions(t.g, t.f("shapeshifters").seat)
    assert "pick-color green" not in ENGINE.legal_actions(t.g, t.f("shapeshifters").seat)
    t.do("shapeshifters", "pick-color red")
    s = t.f("shapeshifters")
    assert (s.terrain, s.P3, s.P1, t.g.terrain["F3"], t.g.terrain["G4"]) == ("red", 0, 9, "red", "red")
    t.play_until("shapeshifters")
    t.do("shapeshifters", "action ACTH6. pick-color blue")  # five tokens leave, bowl I first
    s = t.f("shapeshifters")
    assert (s.terrain, s.P1, s.P2, s.tokens_added) == ("blue", 4, 4, -5)


def test_the_last_shapeshifters_in_the_round_pick_their_colour_before_another_action():
    """As for the Acolytes' steps: a 'pick-color' action recorded by a new action is never
    dismissed by pick-color (commands.pm), so the colour comes first."""
    t = shape_table()
    place(t, "shapeshifters", "F3", "SH")
    t.f("shapeshifters").special += ("ACTH5", "ACTH6")
    t.give("shapeshifters", P=1)
    t.do("shapeshifters", "advance ship")
    while t.active() != "shapeshifters":
        t.do(t.active(), "pass " + next(b for b, n in t.g.pool.items() if b.startswith("BON") and n))
    t.give("shapeshifters", P1=0, P2=0, P3=6)
    t.do("shapeshifters", "action ACTH5")
    pending = ("tm-selection-pending", {"faction": "shapeshifters", "choice": "color"})
    assert t.refusal("shapeshifters", "pass BON5") == pending
    assert t.refusal("shapeshifters", "action ACTH5") == pending
    t.do("shapeshifters", "pick-color red")
    t.do("shapeshifters", "pass BON5")
    assert t.f("shapeshifters").terrain == "red" and t.g.round == 2


def test_a_colour_picked_in_the_rounds_ends_the_turn_as_on_the_site():
    """commands.pm: pick-color force-finishes the ledger row, and the turn passes on when the action
    is over, so a conversion after it on the same line is not the Shapeshifters' any more."""
    t = shape_table()
    place(t, "shapeshifters", "F3", "SH")
    t.f("shapeshifters").special += ("ACTH5", "ACTH6")
    t.give("shapeshifters", P1=0, P2=2, P3=6)
    assert t.refusal("shapeshifters", "action ACTH5. pick-color red. burn 1")[0] == "tm-not-your-turn"
    t.do("shapeshifters", "burn 1. action ACTH5. pick-color red")
    assert t.f("shapeshifters").terrain == "red" and t.active() == "engineers"


def test_shapeshifters_dig_for_three_workers_and_never_advance():
    t = shape_table()
    assert t.refusal("shapeshifters", "advance dig")[0] == "tm-cannot-advance"
    t.do("shapeshifters", "dig 1. build G2")  # red next to F3; yellow <- red: 1 spade
    assert t.f("shapeshifters").W == 10 - 3 - 1


# --- the older versions (fire-and-ice-factions/variable ... variable_v4) -----------------------


def test_first_variable_version_unlocks_for_nothing_and_shifts_for_three_power_and_two_vp():
    t = river_table([*DEFAULT_OPTIONS, "fire-and-ice-factions/variable"])
    t.do("riverwalkers", "action ACT2. unlock-terrain gray")
    assert t.f("riverwalkers").C == 10
    s = shape_table([*DEFAULT_OPTIONS, "fire-and-ice-factions/variable"])
    assert s.f("shapeshifters").ALLOW_SHAPESHIFT == 100
    s.do("shapeshifters", "upgrade F3 to TP")
    s.do("witches", "leech 1 from shapeshifters")
    assert (s.f("shapeshifters").P3, s.f("shapeshifters").owes("GAIN_P3_FOR_VP")) == (1, 0)  # the token at once
    place(s, "shapeshifters", "G4", "SH")
    s.f("shapeshifters").special += ("ACTH1", "ACTH2")
    s.give("shapeshifters", P3=3)
    vp = s.f("shapeshifters").VP
    s.play_until("shapeshifters")
    s.do("shapeshifters", "action ACTH1. pick-color red")
    assert (s.f("shapeshifters").VP, s.f("shapeshifters").ALLOW_SHAPESHIFT) == (vp + 2, 99)


def test_fourth_variable_version_costs_more_to_unlock_and_four_power_to_shift():
    t = river_table([*DEFAULT_OPTIONS, "fire-and-ice-factions/variable_v4"])
    t.do("riverwalkers", "action ACT2. unlock-terrain gray")  # home: 3 coins
    assert t.f("riverwalkers").C == 7
    s = shape_table([*DEFAULT_OPTIONS, "fire-and-ice-factions/variable_v4"])
    place(s, "shapeshifters", "F3", "TP")
    s.do("shapeshifters", "upgrade F3 to SH")
    assert {"ACTH3", "ACTH4"} <= set(s.f("shapeshifters").special)
    s.give("shapeshifters", P3=4)
    s.play_until("shapeshifters")
    s.do("shapeshifters", "action ACTH3. pick-color red")
    assert s.f("shapeshifters").P3 == 0


def test_second_and_third_versions_shift_once_per_player_or_opponent():
    for version, shifts in (("variable_v2", 3), ("variable_v3", 2)):
        s = shape_table([*DEFAULT_OPTIONS, f"fire-and-ice-factions/{version}"])
        assert s.f("shapeshifters").ALLOW_SHAPESHIFT == 0
        place(s, "shapeshifters", "F3", "TP")
        s.do("shapeshifters", "upgrade F3 to SH")
        assert s.f("shapeshifters").ALLOW_SHAPESHIFT == shifts


# --- with Merchants of the Seas (its rulebook's Appendix VII) -----------------------------------

MOTS = [*DEFAULT_OPTIONS, "merchants-of-the-seas", "fire-and-ice-factions"]
QUIET = ["SCORE20", "SCORE13", "SCORE15", "SCORE19", "SCORE11", "SCORE17"]
MOTS_BONUS = [f"BON{i}" for i in (1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14)]


def trade_table(faction: str) -> Table:
    """`faction` on green (A3, A10) with a boat next to the Nomads' stronghold at A4."""
    t = Table(
        [faction, "nomads"],
        {faction: ["A3", "A10"], "nomads": ["A5", "B1", "G7"]},
        options=MOTS,
        score_tiles=QUIET,
        bonus_cards=MOTS_BONUS,
        colors={faction: "green"},
    )
    place(t, "nomads", "A4", "SH")
    f = t.f(faction)
    f.boats = ("r1",)
    f.ship = 1
    t.play_until(faction)
    return t


def test_dragonlords_trading_with_a_stronghold_take_a_power_token_instead_of_the_spade():
    t = trade_table("dragonlords")
    d = t.f("dragonlords")
    before = (d.VP, d.C, d.P1, d.tokens())
    t.do("dragonlords", "action ACTMB. sail r1-A4. trade A4")
    d = t.f("dragonlords")
    assert (d.VP - before[0], d.C - before[1], d.P1 - before[2], d.tokens() - before[3]) == (2, 2, 1, 1)
    assert d.owes("SPADE") == 0 and d.allowed_sub.get("dig") == 1  # the Transform and Build action remains


def test_acolytes_trading_with_a_stronghold_take_two_steps_on_one_cult_instead_of_the_spade():
    t = trade_table("acolytes")
    t.do("acolytes", "action ACTMB. sail r1-A4. trade A4")
    a = t.f("acolytes")
    assert (a.owes("SPADE"), a.owes("CULT"), a.owes("CULTS_ON_SAME_TRACK")) == (0, 2, 1)
    assert t.refusal("acolytes", "+FIRE")[0] == "tm-cult-same-track"
    t.do("acolytes", "+2FIRE")
    assert t.f("acolytes").cult[0] == 5


def test_riverwalkers_boats_go_up_to_three_steps_further_for_one_power():
    from rules.terra_mystica.merchants import destinations, move_range

    t = Table(
        ["riverwalkers", "halflings"],
        {"riverwalkers": ["B1", "F3"], "halflings": ["E2", "F7"]},
        options=MOTS,
        score_tiles=QUIET,
        bonus_cards=MOTS_BONUS,
        colors={"riverwalkers": "yellow"},
    )
    rw = t.f("riverwalkers")
    rw.boats = ("r0",)
    t.play_until("riverwalkers")
    assert move_range(rw) == 1
    far = {h: p for h, p in destinations(Ctx(t.g), rw, "r0").items() if len(p) == 5 and h.startswith("r")}
    assert far  # four steps: one plus three paid with 1 power
    path = next(iter(far.values()))
    t.give("riverwalkers", P3=1)
    t.do("riverwalkers", f"action ACTMB. sail {'-'.join(path)}")
    assert t.f("riverwalkers").P3 == 0 and t.f("riverwalkers").boats == (path[-1],)


def test_shapeshifters_shipyard_changes_their_terrain_once_for_nothing():
    t = Table(
        ["shapeshifters", "halflings"],
        {"shapeshifters": ["B1", "F3"], "halflings": ["E2", "F7"]},
        options=MOTS,
        score_tiles=QUIET,
        bonus_cards=MOTS_BONUS,
        colors={"shapeshifters": "yellow"},
    )
    place(t, "shapeshifters", "B1", "TP")
    t.give("shapeshifters", W=10, C=10)
    t.play_until("shapeshifters")
    t.do("shapeshifters", "upgrade B1 to SY")
    s = t.f("shapeshifters")
    assert s.owes("PICK_COLOR") == 1 and t.active() == "shapeshifters"
    assert "-PICK_COLOR" in ENGINE.legal_actions(t.g, s.seat)
    power = (s.P1, s.P2, s.P3)
    t.do("shapeshifters", "pick-color green")
    s = t.f("shapeshifters")
    assert (s.terrain, t.g.terrain["B1"], (s.P1, s.P2, s.P3)) == ("green", "green", power)


def test_yetis_reuse_the_new_power_actions_only_with_their_shipyard():
    t = Table(
        ["yetis", "nomads"],
        {"yetis": ["A3", "A10"], "nomads": ["A5", "B1", "G7"]},
        options=MOTS,
        score_tiles=QUIET,
        bonus_cards=MOTS_BONUS,
        colors={"yetis": "green"},
    )
    place(t, "yetis", "A3", "SH")
    t.f("yetis").REUSE_POWER_ACTIONS = 1
    t.g.used_actions += ["ACT8", "ACT3"]
    t.give("yetis", P1=0, P2=0, P3=12, W=5, C=5)
    t.play_until("yetis")
    assert t.refusal("yetis", "action ACT8")[0] == "tm-action-taken"
    t.do("yetis", "action ACT3")  # the base game's: reused, for 3 power
    assert t.f("yetis").P3 == 9
    t.f("yetis").levels = {**t.f("yetis").levels, "SY": 1}
    t.play_until("yetis")
    t.do("yetis", "action ACT8")  # with the shipyard: the new ones too, for 3 power
    assert t.f("yetis").P3 == 6


def test_appendix_viii_starting_vp_of_the_six_factions():
    from rules.terra_mystica.data.start_vp import starting_vp

    # Merchants of the Seas, Appendix VIII: base, revised base, Fire & Ice, Lakes, Fjords
    rows = {
        "icemaidens": (20, 25, 25, 20, 20),
        "yetis": (20, 25, 25, 25, 20),
        "acolytes": (25, 25, 25, 20, 25),
        "dragonlords": (20, 20, 20, 20, 20),
        "shapeshifters": (20, 20, 25, 20, 25),
        "riverwalkers": (20, 20, 20, 15, 25),
    }
    boards = ("base", "revised_base_fire_and_ice_side2", "fire_and_ice_side1", "loon_lakes_v1_6", "fjords_v2_1")
    for i, board in enumerate(boards):
        table = starting_vp(board)
        assert {name: table[name] for name in rows} == {name: row[i] for name, row in rows.items()}, board
    g = new_state(2, "s", options=[*ICE, "start-vp-table"], board="fire_and_ice_side1")
    play(g, 0, parse_turn("setup yetis. pick-color green"))
    assert g.factions["yetis"].VP == 25
