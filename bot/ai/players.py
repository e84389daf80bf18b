"""What each game's AI is given and asked, run in a worker process (bot/ai/worker.py): the one place
a game with an AI player adds its lines.

Terra Mystica hides nothing, so its AI reads the whole state; Keyflower's reads the seat's own view
only (engine.view(state, seat)), as a person at the table sees it."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

# The most CPU time a decision may take before the search is cut short: past hard's 2 s a decision,
# a guard against a position the search finds unusually wide (then the move depends on the time).
THINK_SECONDS = 8.0


Advice = tuple[list[tuple[str, float, Any]], Any]  # the best moves (notation, value, reason), the seat's standing


@dataclass(frozen=True)
class AiGame:
    sees_view: bool  # the AI is given the seat's view (hidden information), else the state's JSON
    choose: Callable[[Any, int, str, int], str]  # (state or view, seat, level, seed) -> notation
    # -> the best moves, each (notation, its projected final VP, a reason: parts of codes with parameters),
    # and how the seat stands (an Evaluation: vp, projected, place, players; None if the AI has none)
    advise: Callable[[Any, int, str, int], Advice]


def _items(ranked: list[Any]) -> list[tuple[str, float, Any]]:
    """(notation, value, reason) of an AI's ranked moves; a reason that is English text only is left out."""
    out = []
    for r in ranked:
        move, value, reason = (r.move, r.value, r.reason) if hasattr(r, "move") else (r[0], r[1], None)
        out.append((str(move), float(value), None if isinstance(reason, str) else reason))
    return out


def _tm_state(data: Mapping[str, Any]) -> Any:
    from rules.terra_mystica.engine import TerraMysticaEngine

    return TerraMysticaEngine().from_json(data)


def _deadline() -> Callable[[], bool]:
    end = time.process_time() + THINK_SECONDS
    return lambda: time.process_time() > end


def _tm_choose(data: Any, seat: int, level: str, seed: int) -> str:
    from rules.terra_mystica import ai

    return ai.choose(_tm_state(data), seat, level, seed, _deadline())


def _tm_advise(data: Any, seat: int, level: str, seed: int) -> Advice:
    from rules.terra_mystica import ai

    state = _tm_state(data)
    moves = _items(list(ai.ranked(state, seat, level, seed, _deadline()))[:3])
    evaluation = getattr(ai, "evaluation", None)
    return moves, evaluation(state, seat) if evaluation is not None else None


def _kf_choose(view: Any, seat: int, level: str, seed: int) -> str:
    from rules.keyflower import ai

    return ai.choose(view, seat, level, seed)


def _kf_advise(view: Any, seat: int, level: str, seed: int) -> Advice:
    from rules.keyflower import ai

    moves = _kf_distinct(_items(list(ai.ranked(view, seat, level, seed, top=KF_WEIGHED))))[:3]
    evaluation = getattr(ai, "evaluation", None)
    return moves, evaluation(view, seat, level, seed) if evaluation is not None else None


# Keyflower moves weighed for a hint: enough that three different decisions are among them.
KF_WEIGHED = 15


def _kf_distinct(moves: list[tuple[str, float, Any]]) -> list[tuple[str, float, Any]]:
    """The best of each decision: a bid or a use of the same tile with other workers is the same
    decision told three times ('bid 1 blue/red/yellow on Workshop'); a hint shows different ones."""
    from rules.keyflower.actions import Bid, Use
    from rules.keyflower.notation import parse

    def decision(text: str) -> Any:
        try:
            turn = parse(text)
        except Exception:  # a text the parser does not read back: a decision of its own
            return text
        actions = turn if isinstance(turn, list | tuple) else [turn]
        # a bid or a use is told by its tile: how many workers and of which colour is the same choice
        return tuple((type(a).__name__, a.tile) if isinstance(a, Bid | Use) else a for a in actions)

    seen: set[Any] = set()
    out = []
    for move in moves:
        key = decision(move[0])
        if key not in seen:
            seen.add(key)
            out.append(move)
    return out


GAMES: dict[str, AiGame] = {
    "terra_mystica": AiGame(sees_view=False, choose=_tm_choose, advise=_tm_advise),
    "keyflower": AiGame(sees_view=True, choose=_kf_choose, advise=_kf_advise),
}
