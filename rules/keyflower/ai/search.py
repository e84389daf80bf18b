"""Deciding over samples: each sample is a whole game the seat's view could stand for
(sample.determinize); every legal move is played on each and the position after it valued
(evaluate.value); the move worth most on average is chosen.

The levels differ in their table of worths, in how many samples they take and in how they pick:
`greedy` (the baseline) values one sample with the fixed table; `easy` picks at random among the
moves within a margin of its best; `normal` and `hard` take more samples, valuing on each further
sample only the first sample's best moves, within a count of positions valued (the same decision
under any load; hard: about a second on one core).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...core import RuleError
from ..actions import Allocate, Bid, ChooseBoat, ConfirmAllocation, OfferWinter, Pass, Place, Turn, Use
from ..legal import legal_moves
from ..moves import play
from ..state import GameState, Tile
from .evaluate import FIXED, TUNED, Weights, points, tile_worth, value
from .sample import determinize


@dataclass(frozen=True)
class Level:
    weights: Weights
    samples: int  # at most so many samples a decision
    budget: int  # at most so many positions valued a decision, every sample counted (the first
    # sample values every candidate move; the others only the best `keep` of it); counted, not
    # timed, so that a decision is the same under any load
    keep: int  # the fewest of the first sample's best moves valued again on the others
    margin: float  # easy: any move within this many VP of the best may be picked


LEVELS: Mapping[str, Level] = {
    "greedy": Level(FIXED, 1, 0, 0, 0.0),
    "easy": Level(TUNED, 1, 0, 0, 3.0),
    "normal": Level(TUNED, 3, 300, 6, 0.0),
    "hard": Level(TUNED, 8, 1000, 8, 0.0),
}


@dataclass(frozen=True)
class Ranked:
    move: Turn
    value: float  # the mean worth after the move, in VP
    gain: float  # how much more the move is worth than the seat's position before it
    points: float  # how many points it scores now (the final score as it stands), on average
    samples: int  # on how many samples it was valued


def ranked_moves(view: Mapping[str, Any], seat: int, level: str, seed: int) -> list[Ranked]:
    """The legal moves best first, as `level` values them over its samples: every candidate on the
    first sample, then the first sample's best (as many as the budget of positions allows, at
    least `keep`) on each further sample while the budget lasts. Moves valued on more samples rank
    above those valued on fewer, each group by its mean worth."""
    spec = LEVELS[level]
    rng = random.Random(f"kf-ai|{seed}|{level}")
    g = determinize(view, seat, rng)
    moves = legal_moves(g, seat)
    if not moves:
        return []
    totals: dict[Turn, list[float]] = {}  # per move: sum of worths, sum of points scored, samples
    base_total = _value_moves(g, seat, _worth_trying(g, seat, moves), spec.weights, totals)
    taken = 1
    work = len(totals)
    first = sorted(totals, key=lambda m: -totals[m][0])  # stable: equal worths keep the engine's order
    left = spec.budget - work
    keep = min(len(first), max(spec.keep, left // max(1, spec.samples - 1)))
    candidates = first[:keep]
    while taken < spec.samples and len(candidates) > 1 and left >= len(candidates):
        g = determinize(view, seat, rng)
        base_total += _value_moves(g, seat, candidates, spec.weights, totals)
        taken += 1
        left -= len(candidates)
    base = base_total / taken
    out = [Ranked(move, total / n, total / n - base, scored / n, int(n)) for move, (total, scored, n) in totals.items()]
    out.sort(key=lambda r: (-r.samples, -r.value))  # stable: equal worths keep the engine's order
    return out


def _value_moves(
    g: GameState, seat: int, moves: list[Turn], weights: Weights, totals: dict[Turn, list[float]]
) -> float:
    """Play each of `moves` on the sample `g` and add its worth after to `totals`; the worth of
    the sample before any move."""
    before = points(g, seat)
    for move in moves:
        after = g.copy()
        try:
            play(after, seat, move)
        except RuleError:  # legal in another sample only (it never happens: legality is the seat's own)
            continue
        sums = totals.setdefault(move, [0.0, 0.0, 0.0])
        sums[0] += value(after, seat, weights)
        sums[1] += points(after, seat) - before
        sums[2] += 1
    return value(g, seat, weights)


def _worth_trying(g: GameState, seat: int, moves: list[Turn]) -> list[Turn]:
    """The moves valued: all of them, but the decisions a position's worth can't tell apart,
    which are settled by rule of thumb (the winter offer: see _winter_offer)."""
    if g.phase == "winter-offer":
        return [_winter_offer(g, seat, moves)]
    if g.phase == "allocation":
        confirm = [m for m in moves if isinstance(m[0], ConfirmAllocation)]
        return confirm or moves
    return moves


def _winter_offer(g: GameState, seat: int, moves: list[Turn]) -> Turn:
    """Offer the winter tiles worth most to the seat (within 60 % of its best): a tile not offered
    is lost, one offered may be won by anyone, so the tiles that score little for the seat are
    kept back."""
    p = g.players[seat]
    worth = {}
    for name in p.winter_hand:
        worth[name] = tile_worth(g, p, Tile(name, "village"), TUNED, 0)
    best = max(worth.values(), default=0.0)
    wanted = tuple(sorted(n for n, v in worth.items() if v >= 0.6 * best or v == best))
    for move in moves:
        if isinstance(move[0], OfferWinter) and tuple(sorted(move[0].tiles)) == wanted:
            return move
    return moves[0]


def pick(view: Mapping[str, Any], seat: int, level: str, seed: int) -> Turn:
    """The move `level` plays."""
    if level == "random":
        g = determinize(view, seat, random.Random(f"kf-ai|{seed}|random"))
        moves = legal_moves(g, seat)
        if not moves:
            raise _not_to_decide(view)
        return random.Random(seed).choice(moves)
    ranking = ranked_moves(view, seat, level, seed)
    if not ranking:
        raise _not_to_decide(view)
    margin = LEVELS[level].margin
    if margin:
        good = [r for r in ranking if r.value >= ranking[0].value - margin]
        return random.Random(seed).choice(good).move
    return ranking[0].move


def _not_to_decide(view: Mapping[str, Any]) -> RuleError:
    """The engine's own refusal: the seat has nothing to decide now."""
    return RuleError("kf-not-your-turn", seats=", ".join(str(s + 1) for s in view["to_decide"]))


def reason(r: Ranked) -> str:
    """One line on why a move is worth what it is (English: the hint's words are the host's)."""
    action = r.move[0]
    kind = {
        Bid: "bid",
        Use: "use",
        Pass: "pass",
        ChooseBoat: "boat",
        Place: "placement",
        OfferWinter: "winter offer",
        Allocate: "allocation",
        ConfirmAllocation: "allocation",
    }.get(type(action), "decision")
    return f"{kind}: worth {r.gain:+.1f} VP to the position, {r.points:+.1f} VP scored now"
