"""Keyflower's AI players: a seat decides from its own view alone (engine.view(state, seat)),
as a person at the table does, over samples of what the view hides.

    choose(view, seat, level="hard", seed=0) -> str    the move's notation
    ranked(view, seat, level="hard", seed=0, top=3)    the best moves first, with a reason each

Levels: easy, normal, hard; and the arena's baselines random and greedy.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..notation import notation
from .search import LEVELS, pick, ranked_moves, reason

LEVEL_NAMES = ("easy", "normal", "hard")
BASELINES = ("random", "greedy")

__all__ = ["BASELINES", "LEVEL_NAMES", "choose", "ranked"]


def _check(level: str) -> None:
    if level not in LEVELS and level != "random":
        raise ValueError(f"unknown Keyflower AI level {level!r}: one of {', '.join((*LEVEL_NAMES, *BASELINES))}")


def choose(view: Mapping[str, Any], seat: int, level: str = "hard", seed: int = 0) -> str:
    """The move `level` plays for `seat`, given what the seat sees (its notation)."""
    _check(level)
    return notation(pick(view, seat, level, seed))


def ranked(
    view: Mapping[str, Any], seat: int, level: str = "hard", seed: int = 0, top: int = 3
) -> list[tuple[str, float, str]]:
    """The `top` moves as `level` ranks them, best first: (notation, its worth in VP, why)."""
    _check(level)
    if level == "random":
        level = "greedy"
    return [(notation(r.move), round(r.value, 2), reason(r)) for r in ranked_moves(view, seat, level, seed)[:top]]
