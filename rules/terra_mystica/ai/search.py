"""Hard's search: the faction's best turns by the evaluation, each followed by the rest of its
round played by the evaluation, the others sitting still, and judged where the round ends for it.

A turn's worth often shows only later in the round (the coins a power action brings pay for the
temple after it; passing early gives up turns); the others are modelled cheaply, as having
passed, which keeps the search within a couple of seconds a decision in Python.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from . import game, moves
from .evaluate import value
from .game import GameState, Move
from .moves import Option

Deadline = Callable[[], bool]


@dataclass(frozen=True)
class Settings:
    width: int = 12  # the turns followed to the end of the round: 12 beats 8 within 2 s a decision
    depth: int = 10  # the faction's turns in a rollout at most, a round
    fund: bool = True  # rollouts plan conversions too
    rounds: int = 1  # the rounds a rollout plays: this one, and more
    contest: int = 1  # in rollouts the others take the power actions they can first
    # The work a decision may take, in turns weighed: no more turns are followed once it is
    # spent (a bound on the time taken that doesn't depend on the clock).
    budget: int = 6000


HARD = Settings()
_current = [HARD]


def use(settings: Settings) -> Settings:
    """Search with `settings` from now on (in this process); returns those used before."""
    before = _current[0]
    _current[0] = settings
    return before


def ranked(
    g: GameState, seat: int, rng: random.Random, deadline: Deadline | None = None, settings: Settings | None = None
) -> list[tuple[Move, float]]:
    """`seat`'s moves, best first, with their values: the best `settings.width` by the value at
    the end of the faction's round, the others after them by the value right after the turn."""
    settings = settings or _current[0]
    opts = moves.options(g, seat, settle=value)
    base = [value(o.state, seat) + rng.random() * 1e-6 for o in opts]
    order = sorted(range(len(opts)), key=lambda i: -base[i])
    f = game.faction(g, seat)
    own_turn = f is not None and g.phase == "play" and g.active == f.name and f.allowed_actions > 0 and not f.passed
    if not own_turn or len(opts) == 1:
        return [(opts[i].move, base[i]) for i in order]
    followed = order[: settings.width]
    # Passing is always weighed against playing on (pass timing), by its best card.
    passing = next((i for i in order if game.shape(opts[i].move).passes), None)
    if passing is not None and passing not in followed:
        followed.append(passing)
    results: dict[int, float] = {}
    work = [len(opts)]
    for i in followed:
        if results and (work[0] >= settings.budget or (deadline is not None and deadline())):
            break
        results[i] = rollout(opts[i], seat, settings, work)
    best = sorted(results, key=lambda i: (-results[i], -base[i]))
    return [(opts[i].move, results[i]) for i in best] + [(opts[i].move, base[i]) for i in order if i not in results]


def rollout(start: Option, seat: int, settings: Settings, work: list[int]) -> float:
    """The value where the faction's round ends, playing on from `start` by the evaluation
    (`work` counts the turns weighed)."""
    s = start.state
    f = game.faction(s, seat)
    if f is None or s.finished or f.passed:
        return value(s, seat)
    last_round = s.round + settings.rounds - 1
    now = s.round
    s = game.sit_out(s, seat, bool(settings.contest))
    for _ in range(settings.depth * 3 * settings.rounds):
        f = game.faction(s, seat)
        if s.finished or f is None or s.round > last_round or (f.passed and s.round == last_round):
            break
        if s.round != now and s.phase == "play":  # a new round: the others sit still again
            now = s.round
            s = game.sit_out(s, seat, bool(settings.contest))
        who = game.deciding(s)
        if not who:
            break
        if who[0] != seat:  # a power offer to someone else: taken, the first answer
            answered = next(game.tried(s, who[0], game.moves(s, who[0])), None)
            if answered is None:
                break
            s = answered[1]
            continue
        opts = moves.options(s, seat, fund=settings.fund, settle=value)
        if not opts:
            break
        work[0] += len(opts)
        s = max(opts, key=lambda o: value(o.state, seat)).state
    return value(s, seat)
