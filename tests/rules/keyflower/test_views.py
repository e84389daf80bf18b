"""What each seat may see: screens, face-down contracts and skills, winter hands, the secret winter
choice and who offered which winter tile stay hidden (the rulebooks: workers drawn "secretly" and
kept "behind their screen"; winter tiles "should not show these to the other players"; "players do
not know which tiles were selected by which player")."""

from __future__ import annotations

import json
import random

from rules.keyflower.engine import public_view, to_decide
from rules.keyflower.simulate import _hide, _random_legal
from rules.keyflower.state import GameState

from .scenario import ENGINE, act, game


def _play_until(g: GameState, phase: str, rng: random.Random) -> GameState:
    while g.phase != phase:
        seat = rng.choice(to_decide(g))
        g = ENGINE.apply(g, seat, _random_legal(g, seat, rng)).state
    return g


def test_a_spectator_sees_numbers_not_contents() -> None:
    g = ENGINE.new_game({"merchants": True}, 4, "views")
    view = public_view(g, None)
    text = json.dumps(view)
    assert '"seed"' not in text and '"draws"' not in text
    assert view["bag"] == sum(g.bag.values()) and view["skill_pool"] == sum(g.skill_pool.values())
    assert view["contract_deck"] == len(g.contract_deck) and view["decks"]["summer"] == len(g.decks["summer"])
    assert all(isinstance(b["contracts"], int) for b in view["boats"])
    for p in view["players"]:
        assert p["workers"] == p["skills"] == p["contracts"] == "hidden"
        assert p["winter_hand"] == 3 and p["winter_offer"] is None and "pins" not in p
        assert "face_down_skills" not in p  # behind the screen, not even their number


def test_each_seat_sees_its_own_screen_only() -> None:
    g = ENGINE.new_game({"merchants": True}, 3, "views")
    for seat in range(3):
        view = public_view(g, seat)
        mine = view["players"][seat]
        assert mine["workers"] == g.players[seat].workers
        assert mine["winter_hand"] == g.players[seat].winter_hand
        others = [p for p in view["players"] if p["seat"] != seat]
        assert all(p["workers"] == "hidden" and p["winter_hand"] == 4 for p in others)


def test_nothing_hidden_reaches_the_public_view_at_any_phase() -> None:
    rng = random.Random(5)
    g = ENGINE.new_game({"merchants": True, "variants": ["B"]}, 3, "hidden")
    for phase in ("boats", "winter-offer", "placement", "allocation"):
        g = _play_until(g, phase, rng)
        assert public_view(g, None) == public_view(_hide(g), None), phase
        for seat in range(3):  # a seat's view depends only on its own hidden things
            hidden = _hide(g)
            hidden.players[seat] = g.players[seat].copy()
            assert public_view(g, seat) == public_view(hidden, seat), (phase, seat)


def test_the_secret_winter_choice() -> None:
    g = game(3)
    g.season, g.phase, g.offer = 3, "winter-offer", []
    chosen = g.players[1].winter_hand[:2]
    g = act(g, "offer " + ", ".join(chosen), 1)
    for seat in (None, 0, 2):
        assert public_view(g, seat)["players"][1]["winter_offer"] == "chosen"
        assert "Keythedral" not in json.dumps(public_view(g, seat)["players"][1])
    assert public_view(g, 1)["players"][1]["winter_offer"] == chosen
    assert ENGINE.public_move("offer " + ", ".join(chosen)) == "offer ?"


def test_once_over_the_screens_are_lifted() -> None:
    rng = random.Random(2)
    g = _play_until(ENGINE.new_game({}, 2, "end"), "finished", rng)
    view = public_view(g, None)
    assert [p["workers"] for p in view["players"]] == [p.workers for p in g.players]
    assert view["places"] and sorted(view["ranking"]) == [0, 1]
    assert all(p["score"] == g.players[p["seat"]].score for p in view["players"])
