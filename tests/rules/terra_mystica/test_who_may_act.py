"""Who may act now: only a seat the engine asks to decide, and free actions only in one's own turn."""

import pytest

from rules.core import RuleError
from rules.terra_mystica.engine import new_state, play, to_decide
from rules.terra_mystica.notation import parse_turn

from .table import ENGINE, Table


def witches_and_engineers() -> Table:
    t = Table(["witches", "engineers"], {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]})
    t.give("witches", W=20, C=20, P=2)
    t.give("engineers", P2=6)
    return t


def test_during_the_bonus_card_pick_only_the_picking_seat_acts():
    g = new_state(2, "s", bonus_cards=["BON1", "BON2", "BON3", "BON4", "BON5"])
    play(g, 0, parse_turn("setup witches"))
    play(g, 1, parse_turn("setup engineers"))
    for seat, hex_id in ((0, "F4"), (1, "E7"), (1, "C2"), (0, "C3")):
        play(g, seat, parse_turn(f"build {hex_id}"))
    assert g.phase == "initial-bonus" and to_decide(g) == [1]
    before = g.to_json()
    for text in ("burn 1", "decline", "convert 1PW to 1C", "pass BON3", "wait", "done"):
        with pytest.raises(RuleError, match="^tm-setup-turn-of .*faction=engineers, step=bonus"):
            ENGINE.apply(g, 0, text)
    # the picking seat can't burn power during setup either: setup is not a turn
    with pytest.raises(RuleError, match="^tm-free-action-own-turn"):
        ENGINE.apply(g, 1, "burn 1")
    assert g.to_json() == before


def test_free_actions_and_decisions_are_checked_against_whose_move_it_is():
    t = witches_and_engineers()
    assert t.g.active == "witches"
    for text in ("burn 1", "convert 1PW to 1C", "decline", "done", "+FAV1", "-W", "wait"):
        assert t.refuse("engineers", text).code == "tm-not-your-turn", text
    # resigning is always possible
    t.do("engineers", "drop-faction")
    assert t.f("engineers").dropped


def test_a_seat_asked_about_power_answers_it_but_takes_no_free_action():
    t = Table(
        ["witches", "engineers", "nomads"],
        {"witches": ["F4", "C3"], "engineers": ["E7", "C2"], "nomads": ["F3", "D3", "G4"]},
    )
    t.give("witches", W=20, C=20)
    t.give("nomads", P2=6)
    t.do("witches", "upgrade F4 to TP")  # offers power to the nomads (F3)
    assert t.g.active == "engineers"
    assert "nomads" in [t.g.seats[s] for s in to_decide(t.g)]
    assert t.refuse("nomads", "burn 1").code == "tm-free-action-own-turn"
    assert t.refuse("nomads", "convert 1PW to 1C").code == "tm-free-action-own-turn"
    assert t.refuse("nomads", "leech 1 from witches. burn 1").code == "tm-free-action-own-turn"
    t.do("nomads", "leech 1 from witches")
    assert not [o for o in t.g.leech_offers if o.recipient == "nomads"]
    assert t.refuse("nomads", "burn 1").code == "tm-not-your-turn"


def test_declining_without_an_offer_and_burning_nothing_are_refused():
    t = witches_and_engineers()
    assert t.refuse("witches", "decline").code == "tm-no-power-offer-to-decline"
    assert t.refuse("witches", "burn 0").code == "tm-counts-nothing"
