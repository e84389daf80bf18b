"""The AI's players, weakest first: the simulator's random player, a greedy player looking one
turn ahead at VP and a fixed value of resources, and the levels easy, normal and hard.

Each ranks the turns it weighs (`rank`: best first, with its value of each) and picks one
(`pick`: the first, but for easy, who sometimes misses it, and random).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from . import game, moves, search, setup
from .evaluate import value
from .game import GameState, Move

Deadline = Callable[[], bool]
Ranking = list[tuple[Move, float]]

# Greedy's fixed values (VP a unit): what it adds to its points to compare turns.
GREEDY_VALUES: dict[str, float] = {"C": 0.33, "W": 1.0, "P": 1.5, "P1": 0.0, "P2": 0.1, "P3": 0.2}
GREEDY_BUILDINGS: dict[str, float] = {"D": 5.0, "TP": 8.0, "TE": 10.0, "SH": 14.0, "SA": 14.0, "SY": 8.0}
GREEDY_TRACKS: dict[str, float] = {"ship": 3.0, "dig": 3.0, "cult": 0.5, "favor": 2.0}


def greedy_value(g: GameState, seat: int) -> float:
    f = game.faction(g, seat)
    if f is None:
        return 0.0
    total = float(f.VP)
    for res, v in GREEDY_VALUES.items():
        total += v * getattr(f, res)
    for btype, n in f.levels.items():
        total += GREEDY_BUILDINGS.get(btype, 0.0) * n
    total += GREEDY_TRACKS["ship"] * f.ship + GREEDY_TRACKS["dig"] * f.dig
    total += GREEDY_TRACKS["cult"] * sum(f.cult) + GREEDY_TRACKS["favor"] * len(f.favors)
    return total


def _one_ahead(
    g: GameState, seat: int, rng: random.Random, judge: Callable[[GameState, int], float], fund: bool
) -> Ranking:
    opts = moves.options(g, seat, fund=fund, settle=judge)
    scored = [(o.move, judge(o.state, seat) + rng.random() * 1e-6) for o in opts]
    return sorted(scored, key=lambda x: -x[1])


# Setup moves are ranked by rules of thumb, not valued: the one chosen comes first and the others
# (listed for /hint) far below it, so that no picker takes them instead.
_LISTED_ONLY = -1000.0


def _setup_ranking(g: GameState, seat: int, rng: random.Random, careful: bool) -> Ranking:
    chosen, *others = setup.ranking(g, seat, rng, careful)
    return [(chosen, 0.0), *((m, _LISTED_ONLY - i) for i, m in enumerate(others))]


def rank_random(g: GameState, seat: int, rng: random.Random, deadline: Deadline | None) -> Ranking:
    """The simulator's player: a random legal turn, decisions first, passing likelier as a round
    goes on."""
    return [(game.random_move(g, seat, rng), 0.0)]


def rank_greedy(g: GameState, seat: int, rng: random.Random, deadline: Deadline | None) -> Ranking:
    """One turn ahead: VP plus a fixed value of resources, buildings and tracks."""
    if setup.is_setup(g):
        return _setup_ranking(g, seat, rng, careful=False)
    return _one_ahead(g, seat, rng, greedy_value, fund=True)


def rank_easy(g: GameState, seat: int, rng: random.Random, deadline: Deadline | None) -> Ranking:
    """The evaluation one turn ahead, without conversions planned."""
    if setup.is_setup(g):
        return _setup_ranking(g, seat, rng, careful=False)
    return _one_ahead(g, seat, rng, value, fund=False)


def rank_normal(g: GameState, seat: int, rng: random.Random, deadline: Deadline | None) -> Ranking:
    """The evaluation one turn ahead, conversions planned."""
    if setup.is_setup(g):
        return _setup_ranking(g, seat, rng, careful=True)
    return _one_ahead(g, seat, rng, value, fund=True)


def rank_hard(g: GameState, seat: int, rng: random.Random, deadline: Deadline | None) -> Ranking:
    """The evaluation at the end of a search over the rest of the faction's round."""
    if setup.is_setup(g):
        return _setup_ranking(g, seat, rng, careful=True)
    return search.ranked(g, seat, rng, deadline)


def pick_first(ranking: Ranking, rng: random.Random) -> Move:
    return ranking[0][0]


# Easy's slips: a turn worth this many VP less than its best is e times less likely.
EASY_TEMPERATURE = [2.5]


def pick_easy(ranking: Ranking, rng: random.Random) -> Move:
    """A good turn, not always the best: odds falling with the value lost."""
    top = ranking[0][1]
    weights = [math.exp((v - top) / EASY_TEMPERATURE[0]) for _, v in ranking]
    return rng.choices([m for m, _ in ranking], weights)[0]


RANKERS: dict[str, Callable[[GameState, int, random.Random, Deadline | None], Ranking]] = {
    "random": rank_random,
    "greedy": rank_greedy,
    "easy": rank_easy,
    "normal": rank_normal,
    "hard": rank_hard,
}
PICKERS: dict[str, Callable[[Ranking, random.Random], Move]] = {"easy": pick_easy}
