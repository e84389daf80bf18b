"""Merchants of the Seas: the seven worked examples of the rulebook and the rules they rest on.

Rule ids (HAR-3, MOVE-4, ...) are those of reference/terra-mystica/merchants-of-the-seas.md.
"""

from __future__ import annotations

import re

import pytest

from rules.core import RuleError
from rules.terra_mystica.actions import PlaceBoat
from rules.terra_mystica.board import BOARD_ALIASES, BOARD_IDS, board
from rules.terra_mystica.data.merchants import CANALS, OPTION, PROVISIONAL, shipyard_bonus, shipyard_cost
from rules.terra_mystica.data.start_vp import starting_vp
from rules.terra_mystica.data.tiles import BONUS_CARDS, SCORING_TILES
from rules.terra_mystica.engine import DEFAULT_OPTIONS, new_state, play
from rules.terra_mystica.notation import format_command, parse_command, parse_turn
from rules.terra_mystica.simulate import play_random_game

from .table import ENGINE, Table, place

MOTS = [*DEFAULT_OPTIONS, OPTION]
TILES = ["SCORE20", "SCORE13", "SCORE15", "SCORE19", "SCORE11", "SCORE17"]  # no trade, no large building
BONUS = [f"BON{i}" for i in (1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14)]


def table(factions: list[str], dwellings: dict[str, list[str]], **kw: object) -> Table:
    kw.setdefault("options", MOTS)
    kw.setdefault("score_tiles", TILES)
    kw.setdefault("bonus_cards", BONUS)
    return Table(factions, dwellings, **kw)  # type: ignore[arg-type]


def offers(t: Table, name: str) -> list[tuple[str, int, bool]]:
    return [(o.source, o.amount, o.trade) for o in t.g.leech_offers if o.recipient == name]


# --- Scenario 1: harbour placement (SET-11, HAR-1..6) ------------------------------------------


def test_scenario_1_harbour_placement() -> None:
    """SET-11 in turn order after every starting dwelling; HAR-2 one option or a choice; HAR-3 the
    first dwelling by a river later; HAR-5 no boats without it; HAR-1/GEN-1 one token each."""
    t = Table(
        ["chaosmagicians", "swarmlings", "auren", "halflings"],
        {"chaosmagicians": ["D4"], "swarmlings": ["E11", "D5"], "auren": ["C4", "E9"], "halflings": ["E2", "F7"]},
        options=MOTS,
        score_tiles=TILES,
        bonus_cards=BONUS,
        harbours={"auren": "E9"},
    )
    g = t.g
    assert g.factions["chaosmagicians"].harbour == "D4"  # their only dwelling
    assert g.factions["swarmlings"].harbour == "D5"  # the only one by a river
    assert g.factions["auren"].harbour == "E9"  # chosen between C4 and E9
    assert g.factions["halflings"].harbour is None  # no dwelling by a river (HAR-3)
    # HAR-5: without a harbour token no boat can be received.
    t.play_until("halflings")
    t.give("halflings", P3=6)
    assert t.refuse("halflings", "action ACT8").code == "tm-no-boat-site"
    # HAR-3: the first dwelling next to a river takes the token, mandatorily.
    t.do("halflings", "action ACT6. build D2")
    assert g is not t.g and t.f("halflings").harbour == "D2"
    # HAR-4/HAR-6: the token is no structure and never moves; it stays when D2 is upgraded.
    assert t.g.buildings["D2"] == ("halflings", "D")


def test_harbour_choice_is_refused_elsewhere() -> None:
    """HAR-2: the token goes on one of the faction's own structures next to a river."""
    t = table(
        ["auren", "halflings"],
        {"auren": ["C4", "E9"], "halflings": ["A7", "B2"]},
        harbours={"auren": "C4", "halflings": "B2"},
    )
    assert t.f("auren").harbour == "C4" and t.f("halflings").harbour == "B2"
    g = new_state(2, 1, options=MOTS, score_tiles=TILES, bonus_cards=BONUS)
    dwellings = {"auren": ["C4", "E9"], "halflings": ["A7", "B2"]}
    for seat, name in enumerate(dwellings):
        play(g, seat, parse_turn(f"setup {name}"))
    while g.setup_order[0][1] == "dwelling":
        name = g.setup_order[0][0]
        play(g, g.factions[name].seat, parse_turn(f"build {dwellings[name].pop(0)}"))
    assert g.setup_order[0] == ("auren", "harbour")
    with pytest.raises(RuleError, match="^tm-harbour-site"):
        play(g.copy(), 0, parse_turn("harbour A7"))
    with pytest.raises(RuleError, match="^tm-setup-turn-of .*step=harbour"):
        play(g.copy(), 1, parse_turn("harbour A7"))  # not the Halflings' turn yet


# --- Scenario 2: the Cultists move boats (MOVE-1..9, CAN-2, TRADE-8, TRADE-13, BUILD-1, BUILD-3) -


def _scenario_2() -> Table:
    t = table(["cultists", "nomads"], {"cultists": ["E6", "H3"], "nomads": ["G4", "E8", "A5"]})
    place(t, "nomads", "B4", "TE")
    place(t, "nomads", "C3", "SH")
    t.g.trade_markers = {**t.g.trade_markers, "C3": ("cultists",)}
    cult = t.f("cultists")
    cult.markers = 14
    cult.ship = 3
    cult.boats = ("r2", "r9")
    t.g.terrain = {**t.g.terrain, "G1": "brown"}  # an empty Plains hex next to r28
    t.play_until("cultists")
    t.give("cultists", P1=3, P2=0, P3=5)
    return t


def test_scenario_2_cultists_move_boats() -> None:
    t = _scenario_2()
    # TRADE-8: the Nomads' stronghold already carries a Cultists marker.
    assert t.refuse("cultists", "action ACTMB. sail r2-C3").code == "tm-already-traded"
    # MOVE-4: one paid step at most (shipping 3 + 1).
    assert t.refusal("cultists", "action ACTMB. sail r9-r15-r14-r21-r28-r32") == (
        "tm-sail-too-far",
        {"piece": "boat", "limit": 3, "paid": 4, "steps": 5},
    )
    vp = t.f("cultists").VP
    t.do("cultists", "action ACTMB. sail r2-r3-r10-B4. sail r9-r15-r14-r21-r28. trade B4 PW")
    c = t.f("cultists")
    # Boat B's 4th step (through the canal r14-r21, CAN-2) cost 1 power; the trade gave 3.
    assert (c.P1, c.P2, c.P3) == (1, 3, 4)
    assert c.VP == vp + 1  # TRADE-3: a temple gives 1 VP + 3 power (or 1 cult step)
    assert c.boats == ("r28",) and c.trading == ()  # TRADE-6: Boat A back in supply
    assert t.g.trade_markers["B4"] == ("cultists",) and c.markers == 13
    assert offers(t, "nomads") == [("cultists", 2, True)]  # TRADE-5: the temple's 2 power
    cults_before = c.cult
    t.do("nomads", "leech 2 from cultists")
    assert t.f("nomads").VP == t.g.start_vp.get("nomads", 20) - 1
    assert t.f("cultists").cult == cults_before  # TRADE-13: no cult step for a trade
    # BUILD-1, BUILD-3: later, a dwelling on the Plains next to Boat B, returning the boat.
    t.play_until("cultists")
    before = (t.f("cultists").W, t.f("cultists").C)
    t.do("cultists", "build G1 by boat")
    assert (t.f("cultists").W, t.f("cultists").C) == before
    assert t.f("cultists").boats == ()


def test_move_rules_refusals() -> None:
    """MOVE-5 steps, MOVE-6 own structures, MOVE-7 one boat per structure, MOVE-9 no move after a
    trade, MOVE-2 each boat once, MOVE-1 only in a move action."""
    t = _scenario_2()
    assert t.refuse("cultists", "sail r2-r3").code == "tm-sail-in-move-action"
    assert t.refuse("cultists", "action ACTMB. sail r2-r10").code == "tm-boat-step"
    assert t.refuse("cultists", "action ACTMB. sail r9-r15-E6").code == "tm-boat-own-structure"
    t.f("cultists").boats = ("r3", "r10")
    assert t.refuse("cultists", "action ACTMB. sail r3-B4. sail r10-B4").code == "tm-sail-same-target"
    assert t.refuse("cultists", "action ACTMB. sail r3-r2. sail r2-r9").code == "tm-no-unmoved-boat"
    assert (
        t.refuse("cultists", "action ACTMB. sail r3-B4. trade B4 FIRE. sail r10-r16").code == "tm-sail-in-move-action"
    )
    # MOVE-8 / TRADE-7: no marker left, no trade.
    t.f("cultists").markers = 0
    assert t.refuse("cultists", "action ACTMB. sail r3-B4").code == "tm-no-trade-marker"


# --- Scenario 3: the Chaos Magicians trade twice (TRADE-2, TRADE-9, TRADE-10) ------------------


def test_scenario_3_chaos_magicians_two_trades() -> None:
    t = table(
        ["chaosmagicians", "witches", "halflings"],
        {"chaosmagicians": ["A9"], "witches": ["F4", "A10"], "halflings": ["F7", "E2"]},
    )
    place(t, "halflings", "F3", "SH")
    t.g.terrain = {**t.g.terrain, "I6": "red"}
    cm = t.f("chaosmagicians")
    cm.ship = 1
    cm.boats = ("r22", "r20", "r31")
    t.play_until("chaosmagicians")
    t.give("chaosmagicians", P1=0, P2=0, P3=4, W=5, C=10)
    before = (cm.VP, t.f("chaosmagicians").W, t.f("chaosmagicians").C)
    t.do(
        "chaosmagicians",
        "action ACTMB. sail r22-F4. sail r20-r21-F3. sail r31-r32-r33. trade F4. trade F3. "
        "transform I7 to red. build I7",
    )
    cm = t.f("chaosmagicians")
    assert (cm.VP - before[0], cm.W - before[1], cm.C - before[2]) == (3, 0, 0)
    assert (cm.P1, cm.P3) == (2, 2)  # two paid steps
    assert sorted(t.g.trade_markers) == ["F3", "F4"] and cm.markers == 13
    assert cm.boats == ("r33",)
    assert offers(t, "witches") == [("chaosmagicians", 1, True)]
    assert offers(t, "halflings") == [("chaosmagicians", 3, True)]
    t.do("witches", "leech 1 from chaosmagicians")
    assert t.f("witches").VP == t.g.start_vp.get("witches", 20)  # 1 power for 0 VP
    hal = t.f("halflings")
    vp, power = hal.VP, (hal.P1, hal.P2, hal.P3)
    t.do("halflings", "decline 3 from chaosmagicians")
    assert (hal.VP, (hal.P1, hal.P2, hal.P3)) == (vp, power)
    # Later: the Wasteland left of Boat 3, built by returning it (BUILD-3).
    t.play_until("chaosmagicians")
    w, c = t.f("chaosmagicians").W, t.f("chaosmagicians").C
    t.do("chaosmagicians", "build I6 by boat")
    assert (t.f("chaosmagicians").W, t.f("chaosmagicians").C) == (w, c)


def test_one_dwelling_per_move_action_and_spades_in_order() -> None:
    """TRADE-10 (i): one dwelling however many strongholds; TRADE-9: the spade is used at once."""
    t = table(
        ["chaosmagicians", "halflings", "witches"],
        {"chaosmagicians": ["A9"], "halflings": ["F7", "E2"], "witches": ["A3", "A10"]},
    )
    place(t, "halflings", "F3", "SH")
    place(t, "witches", "G3", "SH")
    cm = t.f("chaosmagicians")
    cm.ship = 2
    cm.boats = ("r21", "r29", "r33")
    t.g.terrain = {**t.g.terrain, "I6": "yellow"}
    t.play_until("chaosmagicians")
    t.give("chaosmagicians", W=9, C=20)
    error = t.refuse(
        "chaosmagicians",
        "action ACTMB. sail r21-F3. sail r29-G3. trade F3. transform I7 to red. build I7. trade G3. "
        "transform I6 to red. build I6",
    )
    assert error.code == "tm-one-dwelling-per-move"
    error = t.refuse("chaosmagicians", "action ACTMB. sail r21-F3. sail r29-G3. trade F3. trade G3")
    assert error.code == "tm-trade-spade-first"
    t.do(
        "chaosmagicians",
        "action ACTMB. sail r21-F3. sail r29-G3. trade F3. transform I7 to red. build I7. trade G3. "
        "transform I6 to red",
    )
    assert t.g.terrain["I6"] == "red" and "I6" not in t.g.buildings


# --- Scenario 4: the Alchemists build the shipyard (SY-1..10, BOAT-6) --------------------------


def test_scenario_4_alchemists_shipyard() -> None:
    t = table(["alchemists", "witches"], {"alchemists": ["E5", "A8"], "witches": ["A3", "A10"]})
    place(t, "alchemists", "E5", "TP")
    alc = t.f("alchemists")
    alc.ship = 1
    t.play_until("alchemists")
    assert "ACTPB" not in alc.special  # SY-7: not before the shipyard
    assert t.refuse("alchemists", "action ACTPB").code == "tm-action-not-yours"
    t.give("alchemists", W=6, C=10)
    vp = alc.VP
    t.do("alchemists", "upgrade E5 to SY. boat r21")
    alc = t.f("alchemists")
    assert (alc.W, alc.C) == (6 - 4, 10 - 6)  # section 17: 4 W + 6 C
    assert alc.ship == 2 and alc.VP == vp + 3  # SY-5: the advance scores its 3 VP
    assert alc.boats == ("r21",) and alc.levels["SY"] == 1
    assert "ACTPB" in alc.special
    # SY-5 / BOAT-6: the shipyard's own boat goes next to the shipyard, not the harbour.
    t2 = table(["alchemists", "witches"], {"alchemists": ["E5", "A8"], "witches": ["A3", "A10"]})
    place(t2, "alchemists", "E5", "TP")
    t2.f("alchemists").harbour = "A8"
    t2.play_until("alchemists")
    t2.give("alchemists", W=6, C=10)
    assert t2.refuse("alchemists", "upgrade E5 to SY. boat r3").code == "tm-boat-site"
    # SY-7: the place-a-boat action costs the dwelling's 1 W + 2 C, once per round.
    t.play_until("alchemists")
    t.give("alchemists", W=3, C=5)
    t.do("alchemists", "action ACTPB. boat r3" if "r3" in _sites(t, "alchemists") else "action ACTPB. boat r14")
    assert (t.f("alchemists").W, t.f("alchemists").C) == (2, 3)
    assert len(t.f("alchemists").boats) == 2


def _sites(t: Table, name: str) -> list[str]:
    from rules.terra_mystica.boats import sites
    from rules.terra_mystica.context import Ctx

    return sites(Ctx(t.g), t.f(name))


def test_shipyard_needs_a_river_and_is_built_once() -> None:
    """SY-1: a trading house next to a river (the market: anywhere, FD-3); SY-2: one shipyard."""
    t = table(["alchemists", "witches"], {"alchemists": ["E5", "E10"], "witches": ["A3", "A10"]})
    place(t, "alchemists", "E10", "TP")
    t.play_until("alchemists")
    t.give("alchemists", W=9, C=20)
    assert t.refuse("alchemists", "upgrade E10 to SY").code == "tm-shipyard-river"
    base = table(
        ["alchemists", "witches"], {"alchemists": ["E5", "E10"], "witches": ["A3", "A10"]}, options=DEFAULT_OPTIONS
    )
    place(base, "alchemists", "E5", "TP")
    base.play_until("alchemists")
    base.give("alchemists", W=9, C=20)
    assert base.refuse("alchemists", "upgrade E5 to SY").code == "tm-shipyard-merchants-only"


def test_shipyard_income_and_place_limit() -> None:
    """SY-6: a boat in each later income phase; BOAT-3: none beyond three; BOAT-8 sources;
    BOAT-1 three boats, all in the supply at the start; BOAT-2 on a river or in the supply;
    BOAT-5 next to the harbour or shipyard; BOAT-7 receiving is mandatory (BOAT), placing by
    NF2/NB3 optional (MAY_BOAT); BOAT-4 any number on one river hex."""
    t = table(["alchemists", "witches"], {"alchemists": ["E5", "A8"], "witches": ["A3", "A10"]})
    place(t, "alchemists", "E5", "SY")
    alc = t.f("alchemists")
    alc.levels = {**alc.levels, "SY": 1}
    alc.levels = {**alc.levels, "TP": 0}
    alc.boats = ("r14", "r14")
    t.play_until("alchemists")
    t.do("alchemists", "pass BON3")
    t.do("witches", "pass BON5")
    assert t.g.phase.startswith("income")  # the shipyard's boat is placed before round 2
    assert t.f("alchemists").owes("BOAT") == 1
    assert t.f("alchemists").owes("MAY_BOAT") == 0
    t.do("alchemists", "boat r14")
    assert t.g.round == 2 and t.f("alchemists").boats == ("r14", "r14", "r14")
    t.play_until("alchemists")
    assert t.refuse("alchemists", "action ACT8").code == "tm-no-boat-in-supply"


# --- Scenarios 5 and 6: the Dwarves' merchants and reach track (FD-1..20) ----------------------


def _scenario_5() -> Table:
    t = table(
        ["dwarves", "halflings"], {"dwarves": ["C2", "C5"], "halflings": ["A7", "B2"]}, harbours={"dwarves": "C2"}
    )
    place(t, "dwarves", "D4")
    place(t, "dwarves", "F4", "SY")
    dw = t.f("dwarves")
    dw.harbour = "D4"
    dw.reach = 2
    dw.boats = ("F4", "F4", "D4")
    place(t, "halflings", "E6", "TP")
    place(t, "halflings", "E5", "SH")
    place(t, "halflings", "G2", "TE")
    place(t, "halflings", "E7", "TP")
    t.g.terrain = {**t.g.terrain, "F3": "red"}
    t.g.terrain = {**t.g.terrain, "G3": "green"}
    t.play_until("dwarves")
    t.give("dwarves", P1=0, P2=0, P3=3)
    return t


def test_scenario_5_dwarves_merchants() -> None:
    t = _scenario_5()
    dw = t.f("dwarves")
    vp, c, w = dw.VP, dw.C, dw.W
    t.do(
        "dwarves",
        "action ACTMB. walk D4-E6-E5. walk F4-G2-F3. walk F4-E7-r22-G3. trade E5. "
        "transform F3 to gray. build F3 by merchant",
    )
    dw = t.f("dwarves")
    assert dw.VP == vp + 2 and dw.C == c + 2 and dw.W == w  # the dwelling was free (FD-17)
    assert t.g.trade_markers == {"E5": ("dwarves",)} and dw.markers == 14
    assert dw.boats == ("G3",)  # Merchant C on the forest; A and B back in supply
    assert dw.P3 == 2 and dw.P1 == 1  # one paid step in all
    assert t.g.buildings["F3"] == ("dwarves", "D")
    hal = t.f("halflings")
    assert [o for o in offers(t, "halflings") if o[2]] == [("dwarves", 3, True)]  # and 7 for the dwelling
    vp = hal.VP
    t.do("halflings", "leech 3 from dwarves")
    assert t.f("halflings").VP == vp - 2


def test_merchant_moves() -> None:
    """FD-14 (a) no move ending on a river; FD-15 passing a structure does not trade; FD-16 a later
    dwelling on the merchant's hex; FD-4 merchants placed on the depot's hex."""
    t = _scenario_5()
    assert t.refuse("dwarves", "action ACTMB. walk F4-E7-r22").code == "tm-merchant-ends-on-river"
    assert t.refusal("dwarves", "action ACTMB. walk F4-E7-r22-G3-H4") == (
        "tm-sail-too-far",
        {"piece": "merchant", "limit": 2, "paid": 3, "steps": 4},
    )
    t.do("dwarves", "action ACTMB. walk F4-E7-r22-G3")
    assert t.g.trade_markers == {}
    t.play_until("dwarves")
    t.give("dwarves", W=9, C=9)
    t.do("dwarves", "dig 1. build G3")  # FD-17: paid, the merchant stays
    assert "G3" in t.f("dwarves").boats


def test_automatic_trade() -> None:
    """FD-19: another faction builds on a merchant's hex: the merchant trades with the dwelling."""
    t = _scenario_5()
    t.do("dwarves", "action ACTMB. walk F4-E7-r22-G3")
    t.play_until("halflings")
    dw = t.f("dwarves")
    vp, w = dw.VP, dw.W
    t.give("halflings", W=9, C=9, P3=6)
    t.f("halflings").ship = 1
    t.do("halflings", "action ACT6. dig 1. build G3")
    dw = t.f("dwarves")
    assert (dw.VP, dw.W) == (vp + 1, w + 1)  # 1 VP + 1 W (round 1 scores temples, not trades)
    assert t.g.trade_markers["G3"] == ("dwarves",) and "G3" not in dw.boats
    assert ("dwarves", 1, True) in offers(t, "halflings")


def test_scenario_6_reach_track() -> None:
    """FD-5, FD-6, FD-8: merchant range 1 and tunnel range 2 at the start; FD-9 a town's shipping
    advance moves the reach marker (range 2, tunnels 2), the next one tunnels 3; FD-7 4 VP."""
    from rules.terra_mystica.context import Ctx
    from rules.terra_mystica.merchants import move_range, teleport_skip

    t = table(
        ["dwarves", "halflings"], {"dwarves": ["C2", "C5"], "halflings": ["A7", "B2"]}, harbours={"dwarves": "C2"}
    )
    dw = t.f("dwarves")
    ctx = Ctx(t.g)
    assert (dw.reach, move_range(dw), teleport_skip(ctx, dw) + 1) == (1, 1, 2)
    t.play_until("dwarves")
    dw.set_owed("GAIN_TW", 1)
    t.do("dwarves", "+TW9")  # NT1: 4 VP and a shipping advance, for the Dwarves a reach advance
    dw = t.f("dwarves")
    assert (dw.reach, move_range(dw), teleport_skip(ctx, dw) + 1) == (2, 2, 2)
    assert dw.KEY == 1  # TW-2: one key
    dw.set_owed("GAIN_TW", 0)
    dw.reach = 3
    assert teleport_skip(ctx, dw) + 1 == 3
    # A tunnel to a hex 3 away scores 4 VP (FD-7) and costs the usual workers.
    t.give("dwarves", W=9, C=9)
    vp = dw.VP
    t.g.terrain = {**t.g.terrain, "E9": "gray"}
    t.do("dwarves", "build E9")
    assert (t.f("dwarves").VP, t.f("dwarves").W) == (vp + 4, 9 - 2 - 1)  # 4 VP; 2 W the tunnel, 1 W the dwelling


def test_fakirs_stronghold_and_shipping_card() -> None:
    """FD-10: the Fakirs' stronghold moves the reach marker; FD-11: BON4 lends the next space;
    FD-12: BON10 scores 3 VP per reach value; FD-9: no VP for a reach advance."""
    from rules.terra_mystica.context import Ctx
    from rules.terra_mystica.merchants import move_range

    t = table(
        ["fakirs", "witches"],
        {"fakirs": ["A5", "B1"], "witches": ["A3", "A10"]},
        harbours={"fakirs": "A5"},
        bonus={"fakirs": "BON4"},
    )
    place(t, "fakirs", "B1", "TP")
    t.play_until("fakirs")
    t.give("fakirs", W=9, C=20)
    vp = t.f("fakirs").VP
    t.do("fakirs", "upgrade B1 to SH")
    fk = t.f("fakirs")
    assert fk.reach == 2 and fk.VP == vp
    assert move_range(fk) == 3  # BON4 held: the next space's merchant range
    from rules.terra_mystica.scoring import pass_vp

    fk.bonus = "BON10"
    assert pass_vp(Ctx(t.g), fk) == 3 * 2


# --- Scenario 7 and the tiles (FAV-1..5, PA-1, PA-2, NF1..NF4, NB1..NB4, NT1, NT2, NS1..NS6) ---


@pytest.mark.parametrize("players, allowed", [(2, False), (3, False), (4, True), (5, True)])
def test_scenario_7_one_favor_per_cult(players: int, allowed: bool) -> None:
    """FAV-1 below 4 players; FAV-2 not with 4 or 5; PA-1 also by NP3."""
    names = ["giants", "witches", "nomads", "mermaids", "engineers"][:players]
    homes = {
        "giants": ["A6", "D4"],
        "witches": ["A3", "A10"],
        "nomads": ["A5", "B1", "G7"],
        "mermaids": ["A4", "A11"],
        "engineers": ["A2", "C2"],
    }
    t = table(names, {n: homes[n] for n in names})
    t.f("giants").favors += ("FAV11",)
    t.g.pool = {**t.g.pool, "FAV11": t.g.pool["FAV11"] - 1}
    t.play_until("giants")
    t.give("giants", P=1, P3=5)
    if allowed:
        t.do("giants", "action ACT9. +FAV15")
        assert "FAV15" in t.f("giants").favors
    else:
        assert t.refuse("giants", "action ACT9. +FAV15").code == "tm-one-step-favor-taken"


def test_np3_and_power_actions_once_per_round() -> None:
    """NP3 (PA-1): 5 power and a priest for one favor tile, even for the Chaos Magicians; PA-2 once
    per round; NP1/NP2 cost 4 power."""
    t = table(["chaosmagicians", "witches"], {"chaosmagicians": ["A9"], "witches": ["A3", "A10"]})
    t.play_until("chaosmagicians")
    t.give("chaosmagicians", P=1, P3=5)
    t.do("chaosmagicians", "action ACT9. +FAV13. choose ship")
    cm = t.f("chaosmagicians")
    assert cm.favors == ("FAV13",) and cm.owes("GAIN_FAVOR") == 0 and cm.P == 0
    assert cm.ship == 1 and cm.W >= 1  # NF1 (b): a free shipping advance and 1 W
    t.play_until("witches")
    t.give("witches", P=1, P3=5)
    assert t.refuse("witches", "action ACT9. +FAV14").code == "tm-action-taken"


def test_nf1_priest_from_supply() -> None:
    """NF1 (a) / FAV-5: a priest from the supply onto a cult's order space, and 4 C."""
    t = table(["witches", "nomads"], {"witches": ["A3", "A10"], "nomads": ["A5", "B1", "G7"]})
    w = t.f("witches")
    w.set_owed("GAIN_FAVOR", 1)
    t.play_until("witches")
    c = w.C
    t.do("witches", "+FAV13. choose priest WATER")
    w = t.f("witches")
    assert t.g.cult_spaces["WATER"][0] == "witches" and w.cult[1] == 3 and w.C == c + 4 and w.MAX_P == 6


def test_nf2_nf3_nf4_nb1_nb2_nb3_nb4() -> None:
    """BON-1: NB1's and NB3's actions once per round (as base special actions); NF2 and NB3 may
    place a boat in income; NF3, NB1 (+1) and NS1 (+2) VP per trade (TRADE-12); NF4 (FAV-4) and
    NB2 (BON-3) / NB4 VP when passing (BON-2)."""
    from rules.terra_mystica.context import Ctx
    from rules.terra_mystica.scoring import pass_vp

    t = table(
        ["witches", "nomads"],
        {"witches": ["A3", "A10"], "nomads": ["A5", "B1", "G7"]},
        score_tiles=["SCORE18", "SCORE13", "SCORE15", "SCORE19", "SCORE11", "SCORE17"],
        bonus={"witches": "BON11"},
        harbours={"witches": "A3"},
    )
    w = t.f("witches")
    w.favors += ("FAV15", "FAV16", "FAV14")
    w.boats = ("r3",)
    w.ship = 1
    t.play_until("witches")
    t.do("witches", "action BON11. boat r1")  # NB1's special action
    t.play_until("witches")
    assert t.refuse("witches", "action BON11").code == "tm-action-taken"
    vp = t.f("witches").VP
    place(t, "nomads", "A4")
    t.g.terrain = {**t.g.terrain, "A4": "yellow"}
    t.do("witches", "action ACTMB. sail r1-A4. trade A4")
    w = t.f("witches")
    assert w.VP == vp + 1 + 1 + 1 + 2  # the dwelling's 1, NF3 1, NB1 1, NS1 2
    ctx = Ctx(t.g)
    assert pass_vp(ctx, w) == 2  # NF4: 1 marker placed
    w.bonus = "BON12"
    assert pass_vp(ctx, w) == 2 + 3 * len(w.boats)
    w.bonus = "BON14"
    w.levels = {**w.levels, "SY": 1}
    assert pass_vp(ctx, w) == 2 + 4
    # NF2 / NB3: in income, the boat may be placed (MAY_BOAT) or given up.
    assert BONUS_CARDS["BON13"].income == {"MAY_BOAT": 1}


def test_trade_bonuses_by_structure() -> None:
    """TRADE-3 per structure, TRADE-4 choices, TRADE-11 (a) and (b), TRADE-1 on arrival."""
    t = table(["witches", "nomads"], {"witches": ["A3", "A10"], "nomads": ["A5", "B1", "G7"]})
    for hex_id, btype in (("A4", "TP"), ("B4", "SA"), ("C3", "SY"), ("A8", "TE")):
        place(t, "nomads", hex_id, btype)
    w = t.f("witches")
    w.ship = 2
    w.boats = ("r1", "r3", "r2")
    t.play_until("witches")
    t.give("witches", P1=5, P2=0, P3=0, P=0)
    before = (w.VP, w.C, w.P, w.cult)
    assert t.refuse("witches", "action ACTMB. sail r1-A4. sail r3-B4. sail r2-C3. trade B4").code == "tm-trade-choice"
    t.do("witches", "action ACTMB. sail r1-A4. sail r3-B4. sail r2-C3. trade A4. trade B4 P. trade C3 r9")
    w = t.f("witches")
    assert w.VP == before[0] + 1 + 1 + 2 and w.C == before[1] + 1 and w.P == 1
    assert w.P2 == 2  # the trading house's 2 power
    assert w.boats == ("r9",)  # TRADE-11 (a): the boat stays, next to the shipyard
    t.play_until("witches")
    w = t.f("witches")
    w.boats = ("r9", "r10")
    t.give("witches", P3=4)
    t.do("witches", "action ACT7. sail r10-r3-A8. trade A8 EARTH")  # NP1: the same move action
    assert t.f("witches").cult[2] == before[3][2] + 1
    assert "ACTMB/witches" in t.g.used_actions


def test_trade_with_shipyard_renews_move_action() -> None:
    t = table(["witches", "nomads"], {"witches": ["A3", "A10"], "nomads": ["A5", "B1", "G7"]})
    place(t, "nomads", "C3", "SY")
    t.f("witches").boats = ("r2",)
    t.f("witches").ship = 1
    t.play_until("witches")
    t.do("witches", "action ACTMB. sail r2-C3. trade C3 MOVE")
    assert "ACTMB/witches" not in t.g.used_actions  # TRADE-11 (b)


def test_building_via_boats() -> None:
    """BUILD-1 adjacency (not for towns or the network, BUILD-2), BUILD-6 boats at structures
    count for nothing, Halflings' worker for a boat-built dwelling (section 14)."""
    t = table(["halflings", "witches"], {"halflings": ["A7", "B2"], "witches": ["A3", "A10"]})
    t.f("halflings").boats = ("r28",)
    t.f("halflings").harbour = "B2"
    t.g.terrain = {**t.g.terrain, "G2": "brown"}
    t.play_until("halflings")
    w = t.f("halflings").W
    t.do("halflings", "build G2 by boat")
    assert t.f("halflings").W == w + 1 and t.f("halflings").boats == ()
    t.play_until("halflings")
    t.give("halflings", P3=4)
    t.f("halflings").trading = ("F7",)  # a boat standing at a structure while trading (BUILD-6)
    assert t.refuse("halflings", "action ACT5. transform G1 to brown").code == "tm-out-of-reach"


def test_which_boat_pays_for_the_dwelling() -> None:
    """BUILD-3: with boats on two rivers next to the hex, the player says which one goes back (the
    lowest-numbered river when not said); a boat elsewhere is refused."""
    t = table(["halflings", "witches"], {"halflings": ["A7", "B2"], "witches": ["A3", "A10"]})
    t.g.terrain = {**t.g.terrain, "G2": "brown"}
    t.f("halflings").boats = ("r28", "r33", "r5")
    t.play_until("halflings")
    assert t.refusal("halflings", "build G2 by boat r5") == ("tm-no-boat-at", {"river": "r5", "hex": "G2"})
    t.do("halflings", "build G2 by boat r33")
    assert t.f("halflings").boats == ("r28", "r5")
    t2 = table(["halflings", "witches"], {"halflings": ["A7", "B2"], "witches": ["A3", "A10"]})
    t2.g.terrain = {**t2.g.terrain, "G2": "brown"}
    t2.f("halflings").boats = ("r33", "r28")
    t2.play_until("halflings")
    t2.do("halflings", "build G2 by boat")
    assert t2.f("halflings").boats == ("r33",)


def test_nomads_sandstorm_by_boat() -> None:
    """BUILD-4: a boat pays for dwellings of any Phase II action; section 14: the sandstorm next to
    a boat only when building there by returning that boat."""
    t = table(["nomads", "witches"], {"nomads": ["A5", "B1", "G7"], "witches": ["A3", "A10"]})
    place(t, "nomads", "B4", "SH")
    nm = t.f("nomads")
    if "ACTN" not in nm.special:
        nm.special += ("ACTN",)
    nm.boats = ("r28",)
    t.play_until("nomads")
    assert t.refuse("nomads", "action ACTN. build G2").code == "tm-sandstorm-by-boat"
    t.do("nomads", "action ACTN. build G2 by boat")
    assert t.g.buildings["G2"] == ("nomads", "D") and t.f("nomads").boats == ()


# --- setup, tiles, canals, final scoring (SET-*, SCO-*, CAN-*, TW-*, FIN-*) ----------------------


def test_round_tiles_drawn_with_restrictions() -> None:
    """SET-7 / SCO-1: only the 12 new tiles; SCO-4 no spade tile in rounds 5-6; SCO-5 at most two
    tiles with a bonus for one cult in rounds 1-5 (SCO-2/SCO-3 follow the base rules)."""
    for seed in range(300):
        g = new_state(3, seed, options=MOTS)
        assert all(SCORING_TILES[t].option == OPTION for t in g.score_tiles)
        assert not any("SPADE" in SCORING_TILES[t].vp for t in g.score_tiles[4:])
        cults = [SCORING_TILES[t].cult for t in g.score_tiles[:5]]
        assert max(cults.count(c) for c in set(cults)) <= 2
        assert len(set(g.score_tiles)) == 6


def test_setup_cards_and_town_tiles() -> None:
    """SET-6: BON6 out, NB1-NB4 in; SET-5 / TW-1: NT1, NT2 in and the mini-expansion's TW7 out;
    SET-4 the 12 new favor tiles; SET-3 NP1-NP3 on offer; SET-1/SET-2 shipyard card and markers."""
    g = new_state(5, 1, options=MOTS)
    pool = g.pool
    assert "BON6" not in pool and all(pool.get(f"FAV{n}") == 3 for n in (13, 14, 15, 16))
    assert pool.get("TW9") == 2 and pool.get("TW10") == 2 and "TW7" not in pool
    assert set(g.bonus_coins) <= {b for b, c in BONUS_CARDS.items() if b != "BON6"}
    base = new_state(5, 1)
    assert "FAV13" not in base.pool and "TW9" not in base.pool and "trade-markers" not in base.final_scoring
    t = table(["witches", "nomads"], {"witches": ["A3", "A10"], "nomads": ["A5", "B1", "G7"]})
    w = t.f("witches")
    assert w.markers == 15 and "ACTMB" in w.special and w.levels["SY"] == 0 and len(w.boats) == 0


def test_trial_variant() -> None:
    """SET-12: two of NB1-NB3 among the base cards, and the trade-marker final tile."""
    g = new_state(3, 5, options=[*MOTS, "merchants-trial"])
    assert len([b for b in g.bonus_coins if b in ("BON11", "BON12", "BON13")]) == 2
    assert len(g.bonus_coins) == 6 and g.final_scoring[-1] == "trade-markers"


def test_final_scoring_by_trade_markers() -> None:
    """FIN-2: the tile is added without Fire & Ice; FIN-1 shuffled with theirs; FIN-3 besides the
    network; FIN-4 unconnected markers; FIN-5 18/12/6 with ties split; no marker, no place."""
    from rules.terra_mystica.context import Ctx

    assert new_state(3, 1, options=MOTS).final_scoring == ("network", "cults", "trade-markers")
    drawn = {new_state(3, s, options=[*MOTS, "fire-and-ice-final-scoring"]).final_scoring[-1] for s in range(40)}
    assert "trade-markers" in drawn and len(drawn) > 2
    t = table(
        ["witches", "nomads", "giants"],
        {"witches": ["A3", "A10"], "nomads": ["A5", "B1", "G7"], "giants": ["A6", "D4"]},
    )
    t.f("witches").markers, t.f("nomads").markers, t.f("giants").markers = 12, 12, 15
    before = {n: t.f(n).VP for n in ("witches", "nomads", "giants")}
    ctx = Ctx(t.g)
    from rules.terra_mystica.scoring import final_tile_value, rank_and_award

    values = {n: final_tile_value(ctx, t.f(n), "trade-markers") for n in before}
    assert values == {"witches": 3, "nomads": 3, "giants": 0}
    rank_and_award(ctx, lambda f: values[f.name], (18, 12, 6), "trade-markers")
    assert {n: t.f(n).VP - before[n] for n in before} == {"witches": 15, "nomads": 15, "giants": 0}


def test_canals_join_every_river() -> None:
    """CAN-1 one canal per board, seven on the Lakes; CAN-2 river to river; CAN-3 along two land
    hexes that stay adjacent; CAN-4 canals don't change shipping (river_distance ignores them)."""
    counts = {"base": 1, "revised": 1, "fire-ice": 1, "fjords": 1, "lakes": 7}
    for alias, count in counts.items():
        b = board(BOARD_ALIASES[alias])
        canals = CANALS[b.id]
        assert len(canals) == count
        rivers = [h for h in b.hexes if h not in b.land]
        seen = {rivers[0]}
        stack = [rivers[0]]
        while stack:
            h = stack.pop()
            nxt = [a for a in b.adjacent[h] if a not in b.land]
            nxt += [y for x, y in canals if x == h] + [x for x, y in canals if y == h]
            for a in nxt:
                if a not in seen:
                    seen.add(a)
                    stack.append(a)
        assert seen == set(rivers), alias
        for x, y in canals:
            assert b.is_river(x) is not False and b.is_river(y)
            common = [h for h in b.adjacent[x] if h in b.land and h in b.adjacent[y]]
            assert len(common) == 2 and common[1] in b.adjacent[common[0]]


def test_boards_and_start_vp() -> None:
    """SET-9 / SET-13: every board playable with or without the expansion; SET-10 / SET-14 the
    starting VP table by board (20 each when the option is off)."""
    for alias, board_id in BOARD_ALIASES.items():
        assert board_id in BOARD_IDS
        g = new_state(2, 1, board=alias, options=[*DEFAULT_OPTIONS, "start-vp-table"])
        assert g.board == board_id and g.start_vp == starting_vp(board_id)
    assert new_state(2, 1).start_vp == {}
    assert new_state(2, 1, board="fjords", options=MOTS).start_vp == starting_vp("fjords_v2_1")


def test_provisional_values_in_one_table() -> None:
    """Section 17: the values the text does not give, kept as data (GEN-1: the market is the shipyard)."""
    assert shipyard_cost("engineers") == {"W": 3, "C": 6} and shipyard_cost("swarmlings") == {"W": 5, "C": 8}
    assert shipyard_cost("dwarves") == {"W": 4, "C": 6}
    assert shipyard_bonus("cultists") == {"GAIN_SHIP": 1} and shipyard_bonus("engineers") == {"SY_BOAT": 1}
    assert "shipyard cost" in PROVISIONAL and "reach track" in PROVISIONAL


@pytest.mark.parametrize(
    "text",
    [
        "harbour E5",
        "boat r12",
        "sail r3-r4-E5",
        "trade E5",
        "trade E5 FIRE",
        "trade E5 PW",
        "trade E5 r9",
        "trade E5 MOVE",
        "choose ship",
        "choose WATER",
        "choose priest AIR",
        "build E5 by boat",
        "build E5 by boat r12",
        "action ACTMB",
    ],
)
def test_notation_round_trip(text: str) -> None:
    command = parse_command(text)
    assert format_command(command) == text and parse_command(format_command(command)) == command


@pytest.mark.parametrize("alias", sorted(BOARD_ALIASES))
def test_random_games_on_every_board(alias: str) -> None:
    """GEN-2: the expansion on the base game, on every board, to the end (invariants each action)."""
    for i in range(2):
        result = play_random_game(f"mots-{alias}-{i}", 3 + i, board=BOARD_ALIASES[alias], merchants=True)
        assert result.error is None and result.finished, result.error


def test_rule_ids_cited() -> None:
    """Every rule id of the specification is cited by a test of this file."""
    import pathlib

    spec = pathlib.Path(__file__).parents[2] / "data" / "merchants-of-the-seas.md"
    ids = set(re.findall(r"\*\*([A-Z]{2,5}-\d+)\*\*", spec.read_text()))
    ids |= set(re.findall(r"\| (N[PFSBT]\d) \|", spec.read_text()))
    text = pathlib.Path(__file__).read_text()
    cited = set(re.findall(r"\b([A-Z]{2,5}-\d+|N[PFSBT]\d)\b", text))
    ranges = re.findall(r"\b([A-Z]{2,5})-(\d+)\.\.(\d+)\b", text)
    for prefix, low, high in ranges:
        cited |= {f"{prefix}-{n}" for n in range(int(low), int(high) + 1)}
    ranges = re.findall(r"\b(N[PFSBT])(\d)\.\.N[PFSBT](\d)\b", text)
    for prefix, low, high in ranges:
        cited |= {f"{prefix}{n}" for n in range(int(low), int(high) + 1)}
    assert ids and not sorted(ids - cited), sorted(ids - cited)


def test_fakirs_stronghold_advances_the_reach_track_in_place_of_the_carpet() -> None:
    """Appendix VII (FD-10): "Isso substitui a recompensa original": no +1 carpet range as well."""
    t = table(["fakirs", "witches"], {"fakirs": ["A5", "B1"], "witches": ["A3", "A10"]}, harbours={"fakirs": "A5"})
    place(t, "fakirs", "B1", "TP")
    t.play_until("fakirs")
    t.give("fakirs", W=9, C=20)
    t.do("fakirs", "upgrade B1 to SH")
    fk = t.f("fakirs")
    assert (fk.reach, fk.carpet_range, fk.teleport) == (2, 1, 0)


def test_network_and_final_tiles_use_the_reach_tracks_range() -> None:
    """FD-6, FD-11: with the expansion the Dwarves' tunnels and Fakirs' carpets reach as far as
    their reach track says, for the network too; the range refusal names that range."""
    from rules.terra_mystica.context import Ctx
    from rules.terra_mystica.towns import network_size

    t = table(
        ["dwarves", "halflings"], {"dwarves": ["C2", "C5"], "halflings": ["A7", "B2"]}, harbours={"dwarves": "C2"}
    )
    for hex_id in ("E9", "H6"):
        place(t, "dwarves", hex_id)
    dw = t.f("dwarves")
    dw.reach = 1  # tunnels skip 1 hex: C2, C5 and E9 are three apart at most
    ctx = Ctx(t.g)
    base_range = network_size(ctx, dw)
    dw.reach = 4  # tunnels skip 3 hexes
    assert network_size(Ctx(t.g), dw) > base_range
    dw.reach = 1
    t.play_until("dwarves")
    code, params = t.refusal("dwarves", "build I1")
    assert code == "tm-out-of-reach" and params["reach"] == "tunnel" and params["range"] == 1


def test_the_shipyards_income_boat_comes_before_the_bonus_cards_optional_one() -> None:
    """SY-6 (mandatory) and NB3 (optional, BOAT-7) in one income with one boat left in the supply:
    the shipyard's boat is received, the card's is not."""
    t = table(["alchemists", "witches"], {"alchemists": ["E5", "A8"], "witches": ["A3", "A10"]})
    place(t, "alchemists", "E5", "SY")
    alc = t.f("alchemists")
    alc.levels = {**alc.levels, "SY": 1}
    alc.levels = {**alc.levels, "TP": 0}
    alc.boats = ("r14", "r14")
    t.play_until("alchemists")
    t.do("alchemists", "pass BON13")
    t.do("witches", "pass BON5")
    alc = t.f("alchemists")
    assert (alc.owes("BOAT"), alc.owes("MAY_BOAT")) == (1, 0)
    assert "-MAY_BOAT" not in ENGINE.legal_actions(t.g, alc.seat)


def test_fakirs_and_dwarves_are_told_about_their_depot_and_merchants() -> None:
    """The setup step and the legal moves name the depot and merchants, not a harbour and boats."""
    from rules.terra_mystica.engine import new_state, play
    from rules.terra_mystica.notation import parse_turn

    g = new_state(2, "depot", options=MOTS)
    play(g, 0, parse_turn("setup dwarves"))
    play(g, 1, parse_turn("setup witches"))
    for seat, move in ((0, "build C2"), (1, "build A3"), (1, "build A10"), (0, "build C5")):
        play(g, seat, parse_turn(move))
    assert g.setup_order[0] == ("dwarves", "harbour")
    with pytest.raises(RuleError) as info:
        play(g, 1, parse_turn("harbour A3"))
    assert (info.value.code, info.value.params) == ("tm-setup-turn-of", {"faction": "dwarves", "step": "depot"})
    t = table(
        ["dwarves", "halflings"], {"dwarves": ["C2", "C5"], "halflings": ["A7", "B2"]}, harbours={"dwarves": "C2"}
    )
    t.f("dwarves").set_owed("MAY_BOAT", 1)
    legal = ENGINE.legal_actions(t.g, t.f("dwarves").seat)
    assert "merchant C2" in legal and not any(m.startswith("boat ") for m in legal)
    # The same move as a value: placing a boat, whatever its faction calls it.
    assert (PlaceBoat("C2"),) in ENGINE.legal_moves(t.g, t.f("dwarves").seat)
    assert ENGINE.parse("merchant C2") == ENGINE.parse("boat C2") == (PlaceBoat("C2"),)


def test_legal_moves_offer_transform_and_build_by_boat() -> None:
    """BUILD-1 and BUILD-3 with a transformation: `dig N. build X by boat`, and with a spade action."""
    t = table(["halflings", "witches"], {"halflings": ["A7", "B2"], "witches": ["A3", "A10"]})
    t.f("halflings").boats = ("r28",)
    t.play_until("halflings")
    t.give("halflings", W=9, C=9, P3=6)
    h = t.f("halflings")
    legal = ENGINE.legal_actions(t.g, h.seat)
    dug = [m for m in legal if m.startswith("dig ") and m.endswith("by boat")]
    assert dug, "dig N. build X by boat"
    assert any(m.startswith("action ACT6. ") and m.endswith("by boat") for m in legal)
    t.do("halflings", dug[0])
    assert not t.f("halflings").boats  # the boat paid for the dwelling
