"""Bad input never breaks a game: random text and random commands thrown at random positions are
either legal and applied, or refused with a RuleError that leaves the state exactly as it was."""

import json
import random
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core import RuleError
from rules.terra_mystica.engine import TerraMysticaEngine
from rules.terra_mystica.legal import candidates, is_legal
from rules.terra_mystica.notation import format_turn
from rules.terra_mystica.simulate import play_random_game
from rules.terra_mystica.state import GameState

from .test_notation import commands

ENGINE = TerraMysticaEngine()


@cache
def positions() -> list[GameState]:
    """States from random games at several points: setup, early rounds, late rounds, the end."""
    states = []
    for seed, players in (("robust-a", 2), ("robust-b", 3), ("robust-c", 4), ("robust-d", 5)):
        result = play_random_game(seed, players)
        assert result.finished
        g = ENGINE.new_game({}, players, seed)
        rng = random.Random(seed)
        cut_points = sorted(rng.sample(range(len(result.history)), 4))
        for i, (seat, text) in enumerate(result.history):
            if i in cut_points:
                states.append(g)
            g = ENGINE.apply(g, seat, text).state
        states.append(g)
    return states


def snapshot(g: GameState) -> str:
    return json.dumps(g.to_json(), sort_keys=True)


def check(g: GameState, seat: int, text: str) -> None:
    before = snapshot(g)
    try:
        outcome = ENGINE.apply(g, seat, text)
    except RuleError as e:
        assert e.code.startswith("tm-")
    else:
        assert outcome.state is not g
    assert snapshot(g) == before  # the state given to apply is never changed


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_random_commands_at_random_positions(data):
    states = positions()
    g = data.draw(st.sampled_from(states))
    seat = data.draw(st.integers(min_value=-1, max_value=len(g.seats)))
    turn = data.draw(st.lists(commands, min_size=1, max_size=4))
    check(g, seat, format_turn(turn))


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_random_text_at_random_positions(data):
    g = data.draw(st.sampled_from(positions()))
    seat = data.draw(st.integers(min_value=0, max_value=len(g.seats) - 1))
    text = data.draw(st.text(max_size=30) | st.sampled_from(["build", "pass BON99", "dig -1", "burn 0. burn 0"]))
    check(g, seat, text)


def test_a_finished_game_refuses_everything():
    g = positions()[4]
    assert g.finished
    check(g, 0, "pass")


def test_legal_actions_are_all_accepted_and_change_the_state():
    for g in positions()[:6]:
        for seat in ENGINE.to_decide(g):
            legal = ENGINE.legal_actions(g, seat)
            assert legal, f"no legal action for seat {seat}"
            for text in legal[:40]:
                outcome = ENGINE.apply(g, seat, text)
                assert snapshot(outcome.state) != snapshot(g) or text.startswith(("wait", "done"))


def test_legal_actions_are_the_candidates_the_engine_accepts_each_on_its_own():
    """legal_actions skips turns that begin like one already refused: the list is still exactly
    the candidates each accepted when tried alone on a fresh copy."""
    for g in positions():
        for seat in ENGINE.to_decide(g):
            plain = [text for text in candidates(g, seat) if is_legal(g, seat, text)]
            assert ENGINE.legal_actions(g, seat) == plain
