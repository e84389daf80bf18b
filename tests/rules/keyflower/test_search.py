"""The typed methods a search uses (legal_moves, play, copy, notation, parse) against the host's
text methods (legal_actions, apply), at positions of random games."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import get_origin, get_type_hints

import pytest

from rules.core import RuleError, SearchEngine
from rules.declared import Declared
from rules.keyflower.actions import Bid, Pass, TradeContract, Turn
from rules.keyflower.engine import KeyflowerEngine, to_decide
from rules.keyflower.simulate import random_states
from rules.keyflower.state import GameState

ENGINE = KeyflowerEngine()
GAMES = [(2, False, ()), (4, True, ()), (5, True, ("A", "B", "C"))]


def test_the_engine_is_a_search_engine() -> None:
    engine: SearchEngine[GameState, Turn] = ENGINE
    assert engine.parse("bid 2 red on Keywood") == (Bid(2, "red", "Keywood"),)


@pytest.mark.parametrize(("players", "merchants", "variants"), GAMES)
def test_typed_moves_play_as_their_notation(players: int, merchants: bool, variants: tuple[str, ...]) -> None:
    rng = random.Random(players)
    states = random_states(players, f"search-{players}-{merchants}", merchants, variants)
    played = 0
    for g in states[::4]:
        before = g.to_json()
        for seat in to_decide(g):
            moves = ENGINE.legal_moves(g, seat)
            texts = [ENGINE.notation(m) for m in moves]
            assert texts == ENGINE.legal_actions(g, seat)
            assert [ENGINE.parse(t) for t in texts] == moves
            for move in rng.sample(moves, min(3, len(moves))):
                mine = ENGINE.copy(g)
                ENGINE.play(mine, seat, move)
                assert mine.to_json() == ENGINE.apply(g, seat, ENGINE.notation(move)).state.to_json()
                played += 1
        assert g.to_json() == before, "the original changed with its copy"
    assert played > 30


def test_a_whole_game_played_with_typed_moves_is_the_same_as_with_texts() -> None:
    rng = random.Random(7)
    g = ENGINE.new_game({"merchants": True}, 3, "typed-game")
    texts = ENGINE.copy(g)
    while not ENGINE.is_finished(g):
        seat = rng.choice(to_decide(g))
        move = rng.choice(ENGINE.legal_moves(g, seat))
        ENGINE.play(g, seat, move)
        texts = ENGINE.apply(texts, seat, ENGINE.notation(move)).state
        assert g.to_json() == texts.to_json()
    assert ENGINE.scores(g) == ENGINE.scores(texts)


def test_a_refused_move_raises_and_a_turn_is_a_value() -> None:
    g = ENGINE.new_game({"merchants": True}, 3, "typed-refusal")
    seat = to_decide(g)[0]
    other = (seat + 1) % 3
    with pytest.raises(RuleError) as refused:
        ENGINE.play(ENGINE.copy(g), other, (Pass(),))
    assert refused.value.code == "kf-not-your-turn"
    with pytest.raises(RuleError):
        ENGINE.play(ENGINE.copy(g), seat, (Bid(1, "purple", "Keywood"),))
    turn = ENGINE.parse("trade contract 3 for stone. pass")
    assert turn == (TradeContract(3, "stone"), Pass())
    assert hash(turn) == hash(ENGINE.parse(" Trade contract 3 for STONE. pass "))
    assert ENGINE.notation(turn) == "trade contract 3 for stone. pass"


def _changeable(value: object, found: dict[int, object]) -> dict[int, object]:
    """Every list, dict and state object reachable from `value` that a rule may change in place,
    by id: not tuples, nor what a field declared read-only (`Mapping`) holds."""
    if id(value) in found or not isinstance(value, list | dict | Declared):
        if isinstance(value, tuple):
            for item in value:
                _changeable(item, found)
        return found
    found[id(value)] = value
    if isinstance(value, Declared):
        hints = get_type_hints(type(value))
        items = [item for name, item in vars(value).items() if get_origin(hints[name]) is not Mapping]
    else:
        items = list(value.values() if isinstance(value, dict) else value)
    for item in items:
        _changeable(item, found)
    return found


def test_a_copy_shares_nothing_that_changes() -> None:
    for g in random_states(4, "copy-shares", True, ("B",))[::25]:
        mine, theirs = _changeable(g, {}), _changeable(ENGINE.copy(g), {})
        assert len(mine) == len(theirs) > 50 and not set(mine) & set(theirs)
        assert ENGINE.copy(g) == g
