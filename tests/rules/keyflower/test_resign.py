"""Resigning: a host's move, not a rule of the game. The seat stays with what it holds and is
marked as resigned, at any moment (not only on its turn); the host then decides for it."""

import pytest

from rules.core import RuleError
from rules.keyflower.engine import KeyflowerEngine
from rules.keyflower.state import GameState

ENGINE = KeyflowerEngine()


def test_a_seat_resigns_out_of_turn_and_keeps_what_it_holds() -> None:
    g = ENGINE.new_game({}, 3, "resign")
    seat = next(s for s in range(3) if s not in ENGINE.to_decide(g))
    outcome = ENGINE.apply(g, seat, "resign")
    after = outcome.state
    assert outcome.notation == "resign"
    assert after.players[seat].resigned and not g.players[seat].resigned
    assert after.players[seat].workers == g.players[seat].workers
    assert ENGINE.to_decide(after) == ENGINE.to_decide(g)
    assert ENGINE.view(after, None)["players"][seat]["resigned"] is True
    assert GameState.from_json(after.to_json()).players[seat].resigned


def test_resigning_is_a_move_of_its_own_and_not_after_the_end() -> None:
    g = ENGINE.new_game({}, 2, "resign-2")
    seat = ENGINE.to_decide(g)[0]
    with pytest.raises(RuleError) as refused:
        ENGINE.apply(g, seat, "resign. pass")
    assert refused.value.code == "kf-resign-alone"
    g.phase = "finished"
    with pytest.raises(RuleError) as over:
        ENGINE.apply(g, seat, "resign")
    assert over.value.code == "kf-game-over"
