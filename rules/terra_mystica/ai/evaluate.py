"""How good a position is for one faction, in victory points: the points it has, the final scoring
as it stands, and what its economy is worth for the rounds left (features.py's figures, weighed).

At the end of the game the value is the final score; before, it is a projection of it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..context import Ctx
from ..state import GameState
from .features import NAMES, features, final_now

# VP a unit of each figure is worth (the resources in hand: beyond their final conversion, with a
# whole game left; income and tile rewards: a unit received in a later round). Hand-set from the
# game's exchange rates and tuned on expert moves (see docs/ai-terra-mystica.md).
WEIGHTS: Mapping[str, float] = {
    "C_left": 0.35,
    "W_left": 1.2,
    "P_left": 2.5,
    "P3_left": 0.35,
    "P2_left": 0.15,
    "P1_left": 0.05,
    "incC": 0.5,
    "incW": 1.3,
    "incP": 2.5,
    "incPW": 0.3,
    "tileC": 0.5,
    "tileW": 1.3,
    "tileP": 2.5,
    "tilePW": 0.3,
    "tileSPADE": 2.0,
    "D": 1.0,
    "TP": 4.0,
    "TE": 5.0,
    "SH": 8.0,
    "SA": 6.0,
    "ship": 3.0,
    "dig": 4.0,
    "teleport": 2.0,
    "land0": 1.0,
    "land1": 0.4,
    "land2": 0.15,
    "town_near": 8.0,
    "keys": 1.0,
    "neighbours": 0.5,
    "cult_steps": 0.2,
    "pass_vp": 1.0,
    "build_vp": 0.8,
    "card": 1.5,
    "spades": 2.0,
    "no_pass": 1.0,
    "specials": 1.0,
}


def vector(weights: Mapping[str, float]) -> list[float]:
    return [weights.get(name, 0.0) for name in NAMES]


DEFAULT = vector(WEIGHTS)
# What `value` weighs with: DEFAULT, unless a tuning run or a benchmark says otherwise.
_current: list[Sequence[float]] = [DEFAULT]


def use(weights: Sequence[float]) -> Sequence[float]:
    """Weigh with `weights` from now on (in this process); returns the weights used before."""
    before = _current[0]
    _current[0] = weights
    return before


def weights_now() -> Sequence[float]:
    """The weights `value` weighs with now."""
    return _current[0]


def value(g: GameState, seat: int, weights: Sequence[float] | None = None) -> float:
    """The projected final score of `seat`'s faction in `g`."""
    weights = weights or _current[0]
    f = g.faction_at(seat)
    if f is None:
        return 0.0
    if g.finished:
        return float(f.VP)
    ctx = Ctx(g)
    total = f.VP + final_now(ctx, f)
    for w, x in zip(weights, features(g, f, ctx), strict=True):
        total += w * x
    return total
