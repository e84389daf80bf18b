"""The typed engine contract a search uses (rules.core.SearchEngine): legal moves as values, played
in place on copies, written and read in the notation."""

from __future__ import annotations

import pytest

from rules.core import RuleError, SearchEngine
from rules.terra_mystica.actions import Build, Dig, Move, UseAction
from rules.terra_mystica.data.merchants import OPTION
from rules.terra_mystica.engine import DEFAULT_OPTIONS, TerraMysticaEngine, to_decide
from rules.terra_mystica.simulate import play_random_game
from rules.terra_mystica.state import GameState

ENGINE = TerraMysticaEngine()


def test_the_engine_is_a_search_engine() -> None:
    engine: SearchEngine[GameState, Move] = ENGINE
    assert engine.parse("action ACT6. dig 1. build E5") == (UseAction("ACT6"), Dig(1), Build("E5"))


def test_moves_are_values() -> None:
    a = ENGINE.parse("dig 1. build E3")
    b = ENGINE.parse("Dig 1 .  build e3")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert ENGINE.notation(a) == "dig 1. build E3"
    with pytest.raises(RuleError):
        ENGINE.parse("build")


@pytest.mark.parametrize(("players", "board", "merchants"), [(3, "base", False), (5, "loon_lakes_v1_6", True)])
def test_legal_moves_are_legal_actions_as_values_and_play_as_apply_does(
    players: int, board: str, merchants: bool
) -> None:
    game = play_random_game("contract", players, board=board, merchants=merchants)
    assert game.finished, game.error
    options = [*DEFAULT_OPTIONS, *([OPTION] if merchants else [])]
    g = ENGINE.new_game({"board": board, "options": options}, players, "contract")
    for i, (seat, text) in enumerate(game.history):
        if i % 7 == 0:
            for s in to_decide(g):
                texts = ENGINE.legal_actions(g, s)
                moves = ENGINE.legal_moves(g, s)
                assert moves == [ENGINE.parse(t) for t in texts]
                # One spelling a move, but for the Fakirs' and Dwarves' boats: merchants.
                assert [ENGINE.notation(m) for m in moves] == [t.replace("merchant ", "boat ") for t in texts]
                before = ENGINE.to_json(g)
                for m in moves[:: max(1, len(moves) // 3)]:  # never refused, as apply plays it
                    mine = ENGINE.copy(g)
                    ENGINE.play(mine, s, m)
                    assert ENGINE.to_json(mine) == ENGINE.to_json(ENGINE.apply(g, s, ENGINE.notation(m)).state)
                assert ENGINE.to_json(g) == before
        move = ENGINE.parse(text)
        expected = ENGINE.apply(g, seat, text).state
        before = ENGINE.to_json(g)
        new = ENGINE.copy(g)
        ENGINE.play(new, seat, move)
        assert ENGINE.to_json(g) == before  # the copy shares nothing play changes
        assert ENGINE.to_json(new) == ENGINE.to_json(expected)
        g = new
    assert g.finished


def test_a_refused_move_raises() -> None:
    g = ENGINE.new_game({"factions": ["witches", "engineers"]}, 2, 7)
    with pytest.raises(RuleError) as info:
        ENGINE.play(ENGINE.copy(g), 0, ENGINE.parse("build E7"))
    assert info.value.code == "tm-start-on-home"
