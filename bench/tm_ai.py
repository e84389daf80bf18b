"""Benchmark: Terra Mystica's AI players against each other, in bench/arena.py.

    python bench/tm_ai.py --agents hard,greedy,greedy,greedy --games 200 [--seed 1] [--jobs 1]
        [--board base] [--merchants] [--fire-ice] [--pick]

Agents: random, greedy, easy, normal, hard (rules.terra_mystica.ai.choose's levels and
baselines). Each setup (seed: scoring tiles, bonus cards, and the factions, drawn at random from
the base game's unless `--pick` lets the agents choose them, or `--fire-ice` adds Fire & Ice's)
is played once with each rotation of the agents over the seats. Prints per agent: games, mean
VP, mean rank, win rate with its 95 % interval, CPU time a decision p50/p95/max, errors and
refused moves; then one JSON line with the same figures.
"""

from __future__ import annotations

import functools
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import arena  # noqa: E402
from rules.core import RuleError  # noqa: E402
from rules.terra_mystica.ai import choose  # noqa: E402
from rules.terra_mystica.board import BOARD_ALIASES  # noqa: E402
from rules.terra_mystica.data.factions import FACTIONS  # noqa: E402
from rules.terra_mystica.data.merchants import OPTION as MERCHANTS  # noqa: E402
from rules.terra_mystica.engine import (  # noqa: E402
    DEFAULT_OPTIONS,
    FIRE_AND_ICE_PUBLISHED,
    TerraMysticaEngine,
    new_state,
)

ENGINE = TerraMysticaEngine()


def base_factions(rng: random.Random, players: int) -> list[str]:
    """Base-game factions of different terrains, at random."""
    names = sorted(n for n, spec in FACTIONS.items() if not spec.expansion)
    rng.shuffle(names)
    chosen: list[str] = []
    for name in names:
        if all(FACTIONS[name].terrain != FACTIONS[c].terrain for c in chosen):
            chosen.append(name)
    return chosen[:players]


class TerraMystica:
    """Terra Mystica as the arena plays it."""

    def __init__(self, board: str = "base", merchants: bool = False, fire_ice: bool = False, pick: bool = False):
        self.board = board
        self.options = [
            *DEFAULT_OPTIONS,
            *([MERCHANTS] if merchants else []),
            *(FIRE_AND_ICE_PUBLISHED if fire_ice else []),
        ]
        # With Fire & Ice's factions in play the agents choose them (colours and all).
        self.pick = pick or fire_ice

    def new(self, seed: int, players: int) -> Any:
        g = new_state(players, seed, board=self.board, options=self.options)
        if not self.pick:
            for seat, name in enumerate(base_factions(random.Random(f"factions:{seed}"), players)):
                g = ENGINE.apply(g, seat, f"setup {name}").state
        return g

    def to_move(self, state: Any) -> int | None:
        seats = ENGINE.to_decide(state)
        return None if state.finished or not seats else seats[0]

    def view(self, state: Any, seat: int) -> Any:
        return state  # no hidden information

    def apply(self, state: Any, seat: int, notation: str) -> Any:
        try:
            return ENGINE.apply(state, seat, notation).state
        except RuleError as e:
            raise arena.Refused(e.message) from e

    def scores(self, state: Any) -> list[float]:
        by_seat = ENGINE.scores(state)
        return [float(by_seat.get(seat, 0)) for seat in range(len(state.seats))]


def _agent(level: str, view: Any, seat: int, seed: int) -> str:
    return choose(view, seat, level=level, seed=seed)


def make_agent(name: str) -> arena.Agent:
    return functools.partial(_agent, name)


def main(argv: list[str] | None = None) -> int:
    parser = arena.parser("bench/tm_ai.py")
    parser.add_argument("--board", default="base", choices=sorted(BOARD_ALIASES))
    parser.add_argument("--merchants", action="store_true", help="play Merchants of the Seas")
    parser.add_argument("--fire-ice", action="store_true", help="Fire & Ice's factions too (agents choose)")
    parser.add_argument("--pick", action="store_true", help="the agents choose their factions")
    args = parser.parse_args(argv)
    make_game = functools.partial(TerraMystica, args.board, args.merchants, args.fire_ice, args.pick)
    return arena.main(args, make_game, make_agent)


if __name__ == "__main__":
    sys.exit(main())
