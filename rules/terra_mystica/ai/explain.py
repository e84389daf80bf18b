"""The reasons of reasons.py read off the evaluation: each group's change between the position
before a move and after it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..actions import Pass
from ..context import Ctx
from . import game
from .evaluate import value as evaluate
from .evaluate import weights_now
from .features import INDEX, NAMES, features, final_majorities, income, leftovers, phases
from .game import Faction, GameState, Move
from .reasons import GROUPS, Evaluation, Part, Ranked, Reason

assert sorted(n for names in GROUPS.values() for n in names) == sorted(NAMES)

SHOWN = 2  # the gaining groups a reason names (besides passing)
NOTABLE = 0.3  # VP: below this a group's change is not worth naming


@dataclass(frozen=True)
class Snapshot:
    """What the reasons compare of one position for one faction."""

    vp: int
    groups: dict[str, float]  # VP by group (and "final" for the majorities)
    figures: dict[str, float]  # the raw counts the parameters are made of


def snapshot(g: GameState, f: Faction, weights: Sequence[float] | None = None) -> Snapshot:
    weights = weights if weights is not None else weights_now()
    ctx = Ctx(g)
    x = [0.0] * len(NAMES) if g.finished else features(g, f, ctx)
    groups = {name: sum(weights[INDEX[n]] * x[INDEX[n]] for n in names) for name, names in GROUPS.items()}
    final = 0.0 if g.finished else final_majorities(ctx, f)
    groups["final"] = final
    groups["resources"] += 0.0 if g.finished else leftovers(f)
    inc = income(f)
    share = max(1, phases(g, f)[0]) / 6  # the in-hand and on-board figures are weighed by it
    figures: dict[str, float] = {
        "C": f.C, "W": f.W, "P": f.P, "PW": f.P2 + 2 * f.P3,
        "incC": inc.get("C", 0), "incW": inc.get("W", 0), "incP": inc.get("P", 0), "incPW": inc.get("PW", 0),
        "rounds": phases(g, f)[1],
        "D": f.levels["D"], "TP": f.levels["TP"], "TE": f.levels["TE"], "SH": f.levels["SH"],
        "SA": f.levels.get("SA", 0),
        "ship": f.ship, "dig": f.dig, "range": f.teleport + f.reach,
        "hexes": sum(x[INDEX[n]] for n in GROUPS["land"]) / share,
        "towns": len(f.towns), "steps": sum(f.cult), "neighbours": x[INDEX["neighbours"]] / share,
        "spades": f.owes("SPADE"),
        **{f"tile{r}": x[INDEX[f"tile{r}"]] for r in ("C", "W", "P", "PW", "SPADE")},
        **{f"total_inc{r}": x[INDEX[f"inc{r}"]] for r in ("C", "W", "P", "PW")},
    }  # fmt: skip
    return Snapshot(f.VP, groups, figures)


def _delta(a: Snapshot, b: Snapshot, key: str) -> int:
    return round(b.figures[key] - a.figures[key])


def parts(before: Snapshot, after: Snapshot) -> list[Part]:
    """Every group's change from `before` to `after`, with its figures."""
    d = {k: after.groups[k] - before.groups[k] for k in after.groups}
    out = [Part("points", {"vp": after.vp - before.vp}), Part("final", {"vp": round(d["final"], 1)})]

    def add(code: str, **params: float | int | str) -> None:
        out.append(Part(code, {"vp": round(d[code], 1), **params}))

    power = _delta(before, after, "PW")
    add("resources", C=_delta(before, after, "C"), W=_delta(before, after, "W"), P=_delta(before, after, "P"),
        PW=power if power >= 0 else -((-power + 1) // 2))  # spent power moves two bowls a token  # fmt: skip
    per_round = {r: _delta(before, after, f"inc{r}") for r in ("C", "W", "P", "PW")}
    if any(per_round.values()):
        add("income", **per_round, rounds=round(after.figures["rounds"]))
    else:  # a bonus card's income, once
        add("income", **{r: _delta(before, after, f"total_inc{r}") for r in ("C", "W", "P", "PW")}, rounds=1)
    add("cult_income", **{r: _delta(before, after, f"tile{r}") for r in ("C", "W", "P", "PW", "SPADE")})
    add("buildings", **{b: _delta(before, after, b) for b in ("D", "TP", "TE", "SH", "SA")})
    add("range", ship=_delta(before, after, "ship"), dig=_delta(before, after, "dig"),
        range=_delta(before, after, "range"))  # fmt: skip
    add("land", hexes=_delta(before, after, "hexes"))
    add("town", towns=_delta(before, after, "towns"))
    add("cults", steps=_delta(before, after, "steps"))
    add("leech", neighbours=_delta(before, after, "neighbours"))
    for code in ("pass_vp", "build_vp", "card", "specials"):
        add(code)
    add("spades", spades=_delta(before, after, "spades"))
    return out


COMPARED = 6  # hard: the moves whose later worth a move's is compared with (their median)


def explained(g: GameState, seat: int, ranking: Sequence[tuple[Move, float]], planned: bool) -> list[Ranked]:
    """The moves of `ranking` (best first, with the level's values) with their reasons. With
    `planned` (a search's values, judged later in the round) the part of a move's value that
    comes after it is compared with the other moves' (the median of the first COMPARED):
    what it sets up more than they do."""
    afters = [game.after(g, seat, move) for move, _ in ranking]
    now = [evaluate(a, seat) if a is not None else worth for a, (_, worth) in zip(afters, ranking, strict=True)]
    values = [worth if planned else v for (_, worth), v in zip(ranking, now, strict=True)]
    later = sorted(v - n for v, n in zip(values[:COMPARED], now[:COMPARED], strict=True))
    baseline = later[len(later) // 2] if later else 0.0
    out = []
    for (move, _), after, value, n in zip(ranking, afters, values, now, strict=True):
        plan = value - n - baseline if planned else 0.0
        out.append(Ranked(game.notation(move), round(value, 2), reason(g, seat, move, after, value, plan)))
    return out


def reason(before: GameState, seat: int, move: Move, after: GameState | None, value: float, plan: float) -> Reason:
    """Why `seat` would play `move` in `before` (`after`: the position it leads to; `value`: what
    the level makes of it; `plan`: what it sets up later, beyond the other moves)."""
    f = game.faction(before, seat)
    if f is None or after is None or before.phase != "play":
        return Reason((Part("setup", {"vp": 0.0}),))
    fa = game.faction(after, seat)
    assert fa is not None
    every = parts(snapshot(before, f), snapshot(after, fa))
    if plan >= NOTABLE:
        every.append(Part("plan", {"vp": round(plan, 1)}))
    gains = sorted((p for p in every if p.vp >= NOTABLE), key=lambda p: -p.vp)[:SHOWN]
    lead = []
    if game.shape(move).passes:
        lead.append(Part("pass", {"vp": round(value - evaluate(before, seat), 1), "card": _card(move)}))
    if not gains and not lead:
        gains = [Part("least_loss", {"vp": round(value - evaluate(before, seat), 1)})]
    return Reason((*lead, *gains))


def _card(move: Move) -> str:
    return next((c.bonus or "" for c in move if isinstance(c, Pass)), "")


def evaluation(g: GameState, seat: int) -> Evaluation:
    f = game.faction(g, seat)
    seats = [s for s in range(len(g.seats)) if game.faction(g, s) is not None]
    projected = {s: evaluate(g, s) for s in seats}
    mine = projected.get(seat, 0.0)
    place = 1 + sum(1 for s, v in projected.items() if s != seat and v > mine)
    return Evaluation(f.VP if f else 0, round(mine, 1), place, len(g.seats))
