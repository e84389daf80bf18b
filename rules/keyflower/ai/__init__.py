"""Keyflower's AI players: a seat decides from its own view alone (engine.view(state, seat)),
as a person at the table does, over samples of what the view hides.

    choose(view, seat, level="hard", seed=0) -> str    the move's notation
    ranked(view, seat, level="hard", seed=0, top=3)    the best moves first: Ranked(move, value, reason)
    evaluation(view, seat, level="hard", seed=0)       how the seat stands: Evaluation(vp, projected, ...)

Reasons and evaluations are codes with parameters (reasons.CODES) and an English `.text`.

Levels: easy, normal, hard; and the arena's baselines random and greedy.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..notation import notation
from .reasons import CODES, Evaluation, Ranked, Reason
from .search import LEVELS, pick, ranked_moves, reason
from .search import evaluation as _evaluation

LEVEL_NAMES = ("easy", "normal", "hard")
BASELINES = ("random", "greedy")

__all__ = ["BASELINES", "CODES", "LEVEL_NAMES", "Evaluation", "Ranked", "Reason", "choose", "evaluation", "ranked"]


def _check(level: str) -> None:
    if level not in LEVELS and level != "random":
        raise ValueError(f"unknown Keyflower AI level {level!r}: one of {', '.join((*LEVEL_NAMES, *BASELINES))}")


def choose(view: Mapping[str, Any], seat: int, level: str = "hard", seed: int = 0) -> str:
    """The move `level` plays for `seat`, given what the seat sees (its notation)."""
    _check(level)
    return notation(pick(view, seat, level, seed))


def ranked(view: Mapping[str, Any], seat: int, level: str = "hard", seed: int = 0, top: int = 3) -> list[Ranked]:
    """The `top` moves as `level` ranks them, best first: each its notation, its worth in VP (the
    points as the game stands plus what the seat holds for the seasons left, after the move) and
    why. `choose` with the same arguments plays the first (easy: one of those near it)."""
    _check(level)
    if level == "random":
        level = "greedy"
    return [Ranked(notation(r.move), round(r.value, 1), reason(r)) for r in ranked_moves(view, seat, level, seed)[:top]]


def evaluation(view: Mapping[str, Any], seat: int, level: str = "hard", seed: int = 0) -> Evaluation:
    """How the seat stands, from its view alone: VP now, projected, its place by projection."""
    _check(level)
    return _evaluation(view, seat, "greedy" if level == "random" else level, seed)
