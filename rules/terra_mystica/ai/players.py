"""The AI's players, weakest first: the simulator's random player, a greedy player looking one
action ahead at VP and a fixed value of resources, and the levels: easy, normal and hard.

Each is `(state, seat, rng, deadline) -> notation`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from . import game, moves, search, setup
from .evaluate import value
from .game import GameState

Deadline = Callable[[], bool]

# Greedy's fixed values (VP a unit): what it adds to its points to compare turns.
GREEDY_VALUES: dict[str, float] = {"C": 0.33, "W": 1.0, "P": 1.5, "P1": 0.0, "P2": 0.1, "P3": 0.2}
GREEDY_BUILDINGS: dict[str, float] = {"D": 5.0, "TP": 8.0, "TE": 10.0, "SH": 14.0, "SA": 14.0, "SY": 8.0}
GREEDY_TRACKS: dict[str, float] = {"ship": 3.0, "dig": 3.0, "cult": 0.5, "favor": 2.0}


def random_player(g: GameState, seat: int, rng: random.Random, deadline: Deadline | None = None) -> str:
    """The simulator's player: a random legal turn, decisions first, passing likelier as a round
    goes on."""
    return game.random_turn(g, seat, rng)


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


def greedy_player(g: GameState, seat: int, rng: random.Random, deadline: Deadline | None = None) -> str:
    """One action ahead: the turn after which VP plus a fixed value of resources, buildings and
    tracks is highest (ties broken at random)."""
    if setup.is_setup(g):
        return setup.choose(g, seat, rng, careful=False)
    opts = moves.options(g, seat)
    best = max(greedy_value(o.state, seat) + rng.random() * 1e-6 for o in opts)
    return next(o.text for o in opts if greedy_value(o.state, seat) + 1e-6 >= best)


def easy_player(g: GameState, seat: int, rng: random.Random, deadline: Deadline | None = None) -> str:
    """The evaluation one turn ahead, without conversions planned, picking among the good turns
    at random with odds falling with their value (a player who sometimes misses the best one)."""
    if setup.is_setup(g):
        return setup.choose(g, seat, rng, careful=False)
    opts = moves.options(g, seat, fund=False)
    values = [value(o.state, seat) for o in opts]
    return opts[_softmax_pick(values, 2.0, rng)].text


def normal_player(g: GameState, seat: int, rng: random.Random, deadline: Deadline | None = None) -> str:
    """The evaluation one turn ahead, conversions planned, the best turn."""
    if setup.is_setup(g):
        return setup.choose(g, seat, rng, careful=True)
    opts = moves.options(g, seat)
    values = [value(o.state, seat) for o in opts]
    return opts[max(range(len(opts)), key=values.__getitem__)].text


def hard_player(g: GameState, seat: int, rng: random.Random, deadline: Deadline | None = None) -> str:
    """The evaluation at the end of a search over the rest of the faction's round."""
    if setup.is_setup(g):
        return setup.choose(g, seat, rng, careful=True)
    return search.best(g, seat, rng, deadline)


def _softmax_pick(values: list[float], temperature: float, rng: random.Random) -> int:
    top = max(values)
    weights = [math.exp((v - top) / temperature) for v in values]
    return rng.choices(range(len(values)), weights)[0]


PLAYERS: dict[str, Callable[[GameState, int, random.Random, Deadline | None], str]] = {
    "random": random_player,
    "greedy": greedy_player,
    "easy": easy_player,
    "normal": normal_player,
    "hard": hard_player,
}
