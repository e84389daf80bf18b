"""Deciding over samples: each sample is a whole game the seat's view could stand for
(sample.determinize); every legal move is played on each and the position after it valued
(evaluate.value); the move worth most on average is chosen.

The levels differ in their table of worths, in how many samples they take and in how they pick:
`greedy` (the baseline) values one sample with the fixed table; `easy` picks at random among the
moves within a margin of its best; `normal` and `hard` take more samples, valuing on each further
sample only the better half of the moves still in the running, within a count of positions valued
(the same decision under any load).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...core import RuleError
from ..actions import ConfirmAllocation, OfferWinter, Pass, Place, Turn
from ..legal import legal_moves
from ..moves import play
from ..state import GameState, Tile
from . import reasons
from .evaluate import FIXED, GROUPS, TUNED, Weights, counts, parts, points, tile_worth, value
from .reasons import Evaluation, Reason
from .sample import determinize


@dataclass(frozen=True)
class Level:
    weights: Weights
    samples: int  # at most so many samples a decision
    budget: int  # at most so many positions valued a decision, every sample counted (the first
    # sample values every candidate move; each further one the better half of those before it);
    # counted, not timed, so that a decision is the same under any load
    keep: int  # the fewest moves valued again on each further sample
    margin: float  # easy: any move within this many VP of the best may be picked


LEVELS: Mapping[str, Level] = {
    "greedy": Level(FIXED, 1, 0, 0, 0.0),
    "easy": Level(TUNED, 1, 0, 0, 3.0),
    "normal": Level(TUNED, 3, 300, 6, 0.0),
    "hard": Level(TUNED, 8, 1000, 8, 0.0),
}


@dataclass(frozen=True)
class Scored:
    """A move as a level values it over its samples."""

    move: Turn
    value: float  # the mean worth after the move, in VP
    gain: float  # how much more the move is worth than the seat's position before it
    gains: dict[str, float]  # the gain by group (evaluate.GROUPS), in VP
    changes: dict[str, int]  # the change of the seat's counts (evaluate.counts), on the first sample
    samples: int  # on how many samples it was valued


@dataclass
class _Tally:
    parts: dict[str, float]  # summed over the samples
    changes: dict[str, int]
    samples: int = 0


def ranked_moves(view: Mapping[str, Any], seat: int, level: str, seed: int) -> list[Scored]:
    """The legal moves best first, as `level` values them over its samples: every candidate on the
    first sample; then, sample after sample while the budget of positions lasts, the better half
    of the moves still in the running (by their mean worth so far; fewer when the budget must
    last; at least `keep`), so that the samples go to the moves that could be best. Moves valued
    on more samples rank above those valued on fewer, each group by its mean worth."""
    spec = LEVELS[level]
    rng = random.Random(f"kf-ai|{seed}|{level}")
    g = determinize(view, seat, rng)
    moves = legal_moves(g, seat)
    if not moves:
        return []
    tallies: dict[Turn, _Tally] = {}
    bases = [_value_moves(g, seat, _worth_trying(g, seat, moves), spec.weights, tallies)]  # per sample
    left = spec.budget - len(tallies)
    candidates = sorted(tallies, key=lambda m: -sum(tallies[m].parts.values()))  # stable: ties keep the engine's order
    candidates = candidates[: _kept(len(candidates), left, spec.samples - 1, spec.keep)]
    while len(bases) < spec.samples and len(candidates) > 1 and left >= len(candidates):
        bases.append(_value_moves(determinize(view, seat, rng), seat, candidates, spec.weights, tallies))
        left -= len(candidates)
        candidates.sort(key=lambda m: -sum(tallies[m].parts.values()) / tallies[m].samples)  # stable, as above
        candidates = candidates[: _kept(len(candidates), left, spec.samples - len(bases), spec.keep)]
    out = []
    for move, t in tallies.items():
        base = {k: sum(b[k] for b in bases[: t.samples]) / t.samples for k in GROUPS}
        gains = {k: t.parts[k] / t.samples - base[k] for k in GROUPS}
        worth = sum(t.parts.values()) / t.samples
        out.append(Scored(move, worth, sum(gains.values()), gains, t.changes, t.samples))
    out.sort(key=lambda r: (-r.samples, -r.value))  # stable: equal worths keep the engine's order
    return out


def _kept(running: int, left: int, samples_left: int, keep: int) -> int:
    """How many of the moves still in the running the next sample values: the better half, or
    fewer if the budget left must last the samples still to take; never fewer than `keep`."""
    return max(keep, min((running + 1) // 2, left // max(1, samples_left)))


def _value_moves(
    g: GameState, seat: int, moves: list[Turn], weights: Weights, tallies: dict[Turn, _Tally]
) -> dict[str, float]:
    """Play each of `moves` on the sample `g` and add its worth after, by group, to `tallies`
    (and on a move's first sample, the change of the seat's counts); the worth of the sample
    before any move, by group."""
    before = counts(g, seat)
    for move in moves:
        after = g.copy()
        try:
            play(after, seat, move)
        except RuleError:  # legal in another sample only (it never happens: legality is the seat's own)
            continue
        worth = parts(after, seat, weights)
        t = tallies.get(move)
        if t is None:
            now = counts(after, seat)
            t = tallies[move] = _Tally(dict.fromkeys(GROUPS, 0.0), {k: now[k] - before[k] for k in now})
        for k, v in worth.items():
            t.parts[k] += v
        t.samples += 1
    return parts(g, seat, weights)


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


def reason(r: Scored) -> Reason:
    """Why `r` is worth what it is, from its gains by group."""
    action = r.move[0]
    if isinstance(action, Pass):
        return reasons.reason("pass", r.gains, r.changes)
    if isinstance(action, OfferWinter):
        return reasons.reason("offer", r.gains, r.changes, len(action.tiles))
    if isinstance(action, Place):  # the tile won goes into the village: its worth moves, not lost
        return reasons.reason("move", {**r.gains, "won": max(0.0, r.gains["won"])}, r.changes)
    return reasons.reason("move", r.gains, r.changes)


def evaluation(view: Mapping[str, Any], seat: int, level: str, seed: int, samples: int = 4) -> Evaluation:
    """How the seat stands, from its view: its points now, its worth (as `level` values it) over
    a few samples, and its place by that worth among the players' (the others' valued on the
    same samples, from what the seat sees of them)."""
    spec = LEVELS[level]
    rng = random.Random(f"kf-ai-evaluation|{seed}|{level}")
    g = determinize(view, seat, rng)
    now = points(g, seat)
    worths = [0.0] * len(g.players)
    for k in range(samples):
        if k:
            g = determinize(view, seat, rng)
        for q in range(len(g.players)):
            worths[q] += value(g, q, spec.weights) / samples
    place = 1 + sum(1 for q, w in enumerate(worths) if q != seat and w > worths[seat])
    return Evaluation(now, worths[seat], place, len(g.players))
