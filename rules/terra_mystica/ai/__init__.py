"""Terra Mystica's AI players.

    choose(state, seat, level="hard", seed=0, deadline=None) -> str

gives the move `seat` makes now, in the notation `engine.apply` takes, for every decision the
game asks (a faction, its colour, starting dwellings, turns, power offers, tiles, cult steps,
bonus cards, passing, Fire & Ice's and Merchants of the Seas' choices). The same state, seed and
level give the same move. `deadline`, a function saying whether time is up, lets the caller cut
hard's search short (then the move may depend on the time taken).

Levels: `easy` (instant, sometimes misses the best turn), `normal` (the evaluation one turn
ahead), `hard` (the evaluation at the end of a search over the rest of the round); and the
baselines `random` (the simulator's player) and `greedy` (one turn ahead, VP and a fixed value
of resources).

    ranked(state, seat, level="hard", seed=0, deadline=None, limit=3) -> list[Ranked]
    evaluation(state, seat) -> Evaluation

give /hint its best moves with a reason each (codes in reasons.CODES, words in the host's
catalogues; explain.py reads them off the evaluation) and how the seat stands.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .reasons import CODES, Evaluation, Part, Ranked, Reason

__all__ = ["BASELINES", "CODES", "LEVELS", "Evaluation", "Part", "Ranked", "Reason", "choose", "evaluation", "ranked"]

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
BASELINES: tuple[str, ...] = ("random", "greedy")


def choose(
    state: Any, seat: int, level: str = "hard", seed: int = 0, deadline: Callable[[], bool] | None = None
) -> str:
    """The move `seat` makes in `state` (a Terra Mystica GameState), as notation."""
    from .game import notation
    from .players import PICKERS, pick_first

    rng = random.Random(f"{seed}:{seat}")
    return notation(PICKERS.get(level, pick_first)(_rank(state, seat, level, rng, deadline), rng))


def ranked(
    state: Any,
    seat: int,
    level: str = "hard",
    seed: int = 0,
    deadline: Callable[[], bool] | None = None,
    limit: int | None = 3,
) -> list[Ranked]:
    """`seat`'s best `limit` moves (None: all it weighs) by `level`'s judgement, best first, each
    with its value (the projected final score of `seat` after it, in VP; hard: where its round
    ends) and a reason (reasons.CODES; `.text` in English). For /hint."""
    from .explain import COMPARED, explained
    from .setup import is_setup

    ranking = _rank(state, seat, level, random.Random(f"{seed}:{seat}"), deadline)
    shown = len(ranking) if limit is None else limit
    # Only hard's values look past the move; the others' are one turn ahead (greedy's its own).
    planned = level == "hard" and not is_setup(state)
    return explained(state, seat, ranking[: max(shown, COMPARED)], planned)[:shown]


def evaluation(state: Any, seat: int) -> Evaluation:
    """How `seat` stands in `state`: VP now, the projected final score, its place by projection."""
    from .explain import evaluation as evaluate

    return evaluate(state, seat)


def _rank(state: Any, seat: int, level: str, rng: random.Random, deadline: Callable[[], bool] | None) -> list[Any]:
    from .players import RANKERS  # (imported on first use: the host imports this package at start)

    rank = RANKERS.get(level)
    if rank is None:
        raise ValueError(f"unknown level {level!r}: one of {', '.join((*LEVELS, *BASELINES))}")
    return rank(state, seat, rng, deadline)
