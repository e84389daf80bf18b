"""Setup, turn order, passing and income (rulebook: Preparação, Fases da rodada)."""

import pytest

from rules.core import RuleError
from rules.terra_mystica.engine import TerraMysticaEngine, new_state, play, to_decide
from rules.terra_mystica.notation import parse_turn

from .table import Table


def test_factions_are_chosen_in_seat_order_and_terrains_are_unique():
    g = new_state(3, "s")
    with pytest.raises(RuleError, match="^tm-seat-chooses-now"):
        play(g, 1, parse_turn("setup witches"))
    play(g, 0, parse_turn("setup witches"))
    with pytest.raises(RuleError, match="^tm-terrain-taken"):
        play(g, 1, parse_turn("setup auren"))  # also forest
    play(g, 1, parse_turn("setup nomads"))
    play(g, 2, parse_turn("setup chaosmagicians"))
    assert g.phase == "initial-dwellings"


def test_setup_order_snake_then_nomads_third_then_chaos_magicians_then_bonus_in_reverse():
    g = new_state(3, "s")
    for seat, name in enumerate(["witches", "nomads", "chaosmagicians"]):
        play(g, seat, parse_turn(f"setup {name}"))
    assert list(g.setup_order) == [
        ("witches", "dwelling"),
        ("nomads", "dwelling"),
        ("nomads", "dwelling"),
        ("witches", "dwelling"),
        ("nomads", "dwelling"),
        ("chaosmagicians", "dwelling"),
        ("chaosmagicians", "bonus"),
        ("nomads", "bonus"),
        ("witches", "bonus"),
    ]


def test_starting_dwellings_go_on_home_terrain_in_turn():
    g = new_state(2, "s", bonus_cards=["BON1", "BON2", "BON3", "BON4", "BON5"])
    play(g, 0, parse_turn("setup witches"))
    play(g, 1, parse_turn("setup engineers"))
    with pytest.raises(RuleError, match="^tm-setup-turn-of .*faction=witches, step=dwelling"):
        play(g, 1, parse_turn("build E7"))
    with pytest.raises(RuleError, match="^tm-start-on-home .*terrain=green"):
        play(g, 0, parse_turn("build E7"))
    play(g, 0, parse_turn("build F4"))
    assert g.factions["witches"].levels["D"] == 1
    assert g.factions["witches"].C == 15  # starting dwellings are free


def test_round_one_starts_with_income_and_the_first_seat():
    t = Table(
        ["witches", "engineers"],
        {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]},
        bonus={"witches": "BON3", "engineers": "BON5"},
    )
    g = t.g
    assert g.round == 1 and g.phase == "play"
    assert g.active == "witches"
    w, e = t.f("witches"), t.f("engineers")
    # witches: 1 worker base + 2 dwellings, 6 coins from BON3
    assert (w.C, w.W) == (15 + 6, 3 + 3)
    # engineers: dwellings give 0,1,2: 2 workers; BON5: 3 power and a worker
    assert (e.C, e.W) == (10, 2 + 2 + 1)
    assert (e.P1, e.P2, e.P3) == (0, 12, 0)
    # bonus cards not taken gain a coin at the start of each round
    assert g.bonus_coins["BON1"] == 1 and "BON3" not in [b for b, n in g.pool.items() if n]


def test_an_action_out_of_turn_is_refused_and_changes_nothing():
    t = Table(["witches", "engineers"], {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]})
    assert t.refusal("engineers", "action ACT3") == ("tm-not-your-turn", {"faction": "witches"})


def test_a_second_action_in_one_turn_is_refused():
    t = Table(["witches", "engineers"], {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]})
    t.give("witches", P3=10, P1=0, P2=2)
    assert t.refuse("witches", "action ACT3. action ACT4").code == "tm-second-action"


def test_passing_swaps_bonus_cards_and_the_first_to_pass_starts_next_round():
    t = Table(
        ["witches", "engineers", "nomads"],
        {"witches": ["F4", "C3"], "engineers": ["E7", "C2"], "nomads": ["F3", "D3", "G4"]},
        bonus={"witches": "BON3", "engineers": "BON5", "nomads": "BON6"},
    )
    t.do("witches", "burn 3. action ACT2")
    assert t.f("witches").P == 1 and t.g.active == "engineers"
    t.do("engineers", "pass BON1")
    assert t.f("engineers").bonus == "BON1"
    assert t.g.pool["BON5"] == 1 and t.g.bonus_coins["BON5"] == 0
    assert t.f("engineers").start_player
    t.do("nomads", "pass BON5")
    t.do("witches", "pass BON6")
    # variable turn order: next round's order is the order of passing
    assert t.g.round == 2
    assert t.g.order == ("engineers", "nomads", "witches")
    assert t.g.active == "engineers"


def test_pass_needs_an_available_bonus_card():
    t = Table(
        ["witches", "engineers"],
        {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]},
        bonus={"witches": "BON3", "engineers": "BON5"},
    )
    assert t.refuse("witches", "pass BON5").code == "tm-bonus-card-unavailable"
    assert t.refuse("witches", "pass").code == "tm-pass-with-bonus-card"


def test_to_decide_lists_the_active_player_and_pending_power_offers():
    t = Table(["witches", "engineers"], {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]})
    t.give("witches", W=10, C=20)
    t.do("witches", "upgrade F4 to TP")
    # engineers (E7) neighbour F4: they must decide on the offer, and they are also to move
    assert to_decide(t.g) == [t.f("engineers").seat]
    assert TerraMysticaEngine().to_decide(t.g) == [1]


def test_income_pays_buildings_favors_and_the_bonus_card():
    t = Table(
        ["witches", "engineers"],
        {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]},
        bonus={"witches": "BON9", "engineers": "BON4"},
    )
    w = t.f("witches")
    w.favors += ("FAV9",)  # +3 coins income
    before = (w.C, w.W, w.P)
    t.do("witches", "pass BON3")
    t.do("engineers", "pass BON1")
    # the coin that lay on BON3 when taken; then income: BON3 6 coins, FAV9 3 coins, 2 dwellings 3 workers
    w = t.f("witches")
    assert (w.C - before[0], w.W - before[1]) == (1 + 6 + 3, 3)


def test_commands_that_need_the_turn_name_whose_turn_it_is():
    t = Table(["witches", "engineers"], {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]})
    for text in ("transform D4 to gray", "advance ship", "dig 1. build D4", "send p to FIRE"):
        assert t.refuse("engineers", text).code == "tm-not-your-turn", text
