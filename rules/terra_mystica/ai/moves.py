"""The moves the AI weighs: the legal ones, less the few no player means (a free conversion on
its own, turning land into a terrain nobody asked for), plus the actions a player can afford
once it converts power, priests or workers first, made one move with the conversions first
(`burn 2. convert 3PW to 1W. upgrade E4 to TP`), as players play them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import game
from .game import Command, Faction, GameState, Move


@dataclass(frozen=True, slots=True)
class Option:
    """A move and the state after it."""

    move: Move
    state: GameState
    funded: bool = False  # conversions come first in the move

    @property
    def text(self) -> str:
        return game.notation(self.move)


def _wanted(f: Faction, move: Move) -> bool:
    shape = game.shape(move)
    if shape.free_only:
        return f.owes("CONVERT_W_TO_P") > 0 and shape.converts_w_to_p  # the Darklings' stronghold exchange
    return all(t == f.terrain for t in shape.transform_to)


def options(
    g: GameState, seat: int, fund: bool = True, settle: Callable[[GameState, int], float] | None = None
) -> list[Option]:
    """The turns worth weighing for `seat` now, each with the state after it (at least one
    whenever the seat has a legal turn). With `settle`, a turn that leaves the seat something
    to settle (a favor or town tile, cult steps, spades) goes on with the settling `settle`
    values most (`upgrade F6 to TE. +FAV11`), as a player writes it in one line."""
    f = game.faction(g, seat)
    candidates = game.moves(g, seat)
    if f is None:  # choosing a faction
        return [Option(m, s) for m, s in game.tried(g, seat, candidates)]
    kept = [m for m in candidates if _wanted(f, m)]
    found = [Option(m, s) for m, s in game.tried(g, seat, kept)]
    if fund and g.phase == "play" and g.active == f.name and f.allowed_actions and not f.passed:
        seen = {o.move for o in found}
        found += _funded(g, seat, f, seen)
    if not found:  # only what was left out is legal
        found = [Option(m, s) for m, s in game.tried(g, seat, candidates)]
    if settle is not None:
        found = [_settled(o, seat, settle) for o in found]
        # A turn its settling can't finish (a spade dug with no land left to turn) leaves the
        # seat owing with nothing legal to play: never choose one while another exists.
        found = [o for o in found if not game.owes(o.state, seat)] or found
    return found


def _settled(o: Option, seat: int, settle: Callable[[GameState, int], float], depth: int = 4) -> Option:
    while depth and game.owes(o.state, seat):
        then = options(o.state, seat, fund=False)
        if not then:
            break
        best = max(then, key=lambda x: settle(x.state, seat))
        o = Option(o.move + best.move, best.state, o.funded)
        depth -= 1
    return o


_RESOURCES = ("C", "W", "P", "P3")


def _funded(g: GameState, seat: int, f: Faction, seen: set[Move]) -> list[Option]:
    """Actions affordable after converting: found among the moves of a copy with resources to
    spare, their cost read off that copy, the conversions planned and the whole move tried."""
    rich = game.rich(g, seat)
    rf = rich.factions[f.name]
    before = [getattr(rf, r) for r in _RESOURCES]
    out: list[Option] = []
    candidates = [
        m
        for m in game.moves(rich, seat)
        if m not in seen and _wanted(f, m) and not game.shape(m).free_only and not game.shape(m).passes
    ]
    for move, after in game.tried(rich, seat, candidates):
        af = after.factions[f.name]
        cost = {r: max(0, b - getattr(af, r)) for r, b in zip(_RESOURCES, before, strict=True)}
        for plan in {p for p in (_plan(f, cost, power_first=True), _plan(f, cost, power_first=False)) if p}:
            funded = plan + move
            if funded in seen:
                continue
            seen.add(funded)
            state = game.after(g, seat, funded)
            if state is not None:
                out.append(Option(funded, state, funded=True))
    return out


def _plan(f: Faction, cost: dict[str, int], power_first: bool) -> tuple[Command, ...] | None:
    """The conversions paying `cost` (coins, workers, priests, power from bowl III) with what `f`
    has, power first or workers and priests first; None when it can't or nothing is needed."""
    c, w, p = f.C, f.W, f.P
    power = f.P3 + f.P2 // 2  # what burning could make ready
    need_pw = cost["P3"]
    steps: list[Command] = []
    short_p = cost["P"] - p
    if short_p > 0:
        steps.append(game.convert(5 * short_p, "PW", short_p, "P"))
        need_pw += 5 * short_p
        p += short_p
    spare_p = p - cost["P"]
    short_w = cost["W"] - w
    if short_w > 0:
        if power_first:
            by_power = min(short_w, max(0, power - need_pw) // 3)
            by_priest = short_w - by_power
        else:
            by_priest = min(short_w, spare_p)
            by_power = short_w - by_priest
        if by_priest > spare_p:
            return None
        if by_power:
            steps.append(game.convert(3 * by_power, "PW", by_power, "W"))
            need_pw += 3 * by_power
        if by_priest:
            steps.append(game.convert(by_priest, "P", by_priest, "W"))
            spare_p -= by_priest
        w += short_w
    spare_w = w - cost["W"]
    short_c = cost["C"] - c
    if short_c > 0:
        if power_first:
            by_power = min(short_c, max(0, power - need_pw))
            by_worker = min(short_c - by_power, spare_w)
            by_priest = short_c - by_power - by_worker
        else:
            by_worker = min(short_c, spare_w)
            by_priest = min(short_c - by_worker, spare_p)
            by_power = short_c - by_worker - by_priest
        if by_priest > spare_p:
            return None
        if by_power:
            steps.append(game.convert(by_power, "PW", by_power, "C"))
            need_pw += by_power
        if by_worker:
            steps.append(game.convert(by_worker, "W", by_worker, "C"))
        if by_priest:
            steps.append(game.convert(by_priest, "P", by_priest, "C"))
    if need_pw > power:
        return None
    burn = max(0, need_pw - f.P3)
    if burn:
        steps.insert(0, game.burn(burn))
    return tuple(steps) if steps else None
