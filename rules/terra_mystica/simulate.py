"""Random legal games to the end, with invariants checked after every action.

    python -m rules.terra_mystica.simulate --players N --games K --seed S [--jobs J]
        [--board {base,revised,fire-ice,lakes,fjords}] [--merchants] [--fire-ice]

Prints one JSON line `{"games", "finished", "errors", "actions", "actions_per_s", "trades",
"boats_placed", "shipyards", "fire_ice"}`, then one line per failed game with its seed and the
actions that reproduce it (`--only SEED` replays one game). `--merchants` plays Merchants of the
Seas; `--fire-ice` adds Fire & Ice's six factions (picked half of the time when one can join) and
counts in `fire_ice` how often each of their special moves was played.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from multiprocessing import Pool
from operator import attrgetter
from typing import Any

from .actions import (
    GAIN_PRIEST,
    Adjust,
    Bridge,
    Build,
    Burn,
    ChooseFaction,
    Convert,
    Decline,
    Dig,
    GainFor,
    Leech,
    Move,
    Pass,
    PickColor,
    Sail,
    Transform,
    UnlockTerrain,
    Upgrade,
    UseAction,
)
from .board import BOARD_ALIASES, ICE, VOLCANO, board
from .data.buildings import SHIPYARD
from .data.factions import BUILDING_LIMITS, FACTIONS
from .data.merchants import BOATS, MERCHANT_FACTIONS, TRADE_MARKERS
from .data.merchants import OPTION as MERCHANTS
from .data.tiles import CULTS
from .engine import DEFAULT_OPTIONS, FIRE_AND_ICE_PUBLISHED, new_state, play, to_decide
from .legal import accepted, candidate_moves, written
from .notation import format_turn
from .state import OWED, GameState

MAX_ACTIONS = 5000


@dataclass
class GameResult:
    seed: str
    finished: bool = False
    actions: int = 0
    error: str | None = None
    history: list[tuple[int, str]] = field(default_factory=list)
    vp: dict[str, int] = field(default_factory=dict)
    trades: int = 0
    boats_placed: int = 0
    shipyards: int = 0
    fire_ice: dict[str, int] = field(default_factory=dict)


# Counters no faction may ever have below zero.
_COUNTERS = ("VP", "C", "W", "P", "P1", "P2", "P3", "KEY", "ALLOW_SHAPESHIFT")
_counters = attrgetter(*_COUNTERS)


def check_invariants(g: GameState, round_trip: bool = True) -> list[str]:  # noqa: C901 - one check a line
    """What is wrong with `g`: pieces, resources and tracks out of their bounds or disagreeing with
    each other; with `round_trip`, also a state that doesn't come back the same from its JSON."""
    problems = []
    counts: dict[tuple[str, str], int] = {}
    located: dict[str, list[str]] = {name: [] for name in g.factions}
    for h, (owner, btype) in g.buildings.items():
        counts[owner, btype] = counts.get((owner, btype), 0) + 1
        located[owner].append(h)
        if g.terrain[h] != g.factions[owner].terrain:
            problems.append(f"{owner}'s building at {h} stands on {g.terrain[h]}")
    at_ten = [0, 0, 0, 0]  # factions at 10 on each cult track
    on_cults: dict[str | None, int] = {}  # priests by faction on the cult spaces (None: free)
    for spaces in g.cult_spaces.values():
        for s in spaces:
            on_cults[s] = on_cults.get(s, 0) + 1
    for f in g.factions.values():
        counters = _counters(f)
        if min(counters) < 0:
            problems += [f"{f.name} has {n} {res}" for res, n in zip(_COUNTERS, counters, strict=True) if n < 0]
        problems += [f"{f.name} owes {n} {res}" for res, n in f.owed.items() if n <= 0 or res not in OWED]
        start = f.spec.start
        tokens = start.get("P1", 0) + start.get("P2", 0) + start.get("P3", 0) + f.tokens_added
        if tokens - f.burned != f.tokens():
            problems.append(f"{f.name} power tokens {f.P1}+{f.P2}+{f.P3} != {tokens} - {f.burned} burned")
        priests_on_cults = on_cults.get(f.name, 0)
        # The Riverwalkers' priests: one at the start, one more for each terrain unlocked.
        supply = f.spec.max_priests + max(0, len(f.unlocked) - 1)
        if f.P > f.MAX_P or f.P + priests_on_cults > 7 or supply - priests_on_cults != f.MAX_P:
            problems.append(f"{f.name} priests {f.P} (max {f.MAX_P}, {priests_on_cults} on cult spaces)")
        for btype, level in f.levels.items():
            if counts.get((f.name, btype), 0) != level or level > BUILDING_LIMITS[btype]:
                problems.append(f"{f.name} {btype}: board {counts.get((f.name, btype), 0)}, faction {level}")
        if sorted(f.locations) != sorted(located[f.name]):
            problems.append(f"{f.name} locations disagree with the board")
        for i, v in enumerate(f.cult):
            if not 0 <= v <= 10:
                problems.append(f"{f.name} cult {i} at {v}")
            if v == 10:
                at_ten[i] += 1
    # (Each list of problems built only when there is one: this runs after every action.)
    if max(at_ten) > 1:
        problems += [f"{n} factions at 10 on cult {c}" for c, n in enumerate(at_ten) if n > 1]
    problems += _merchants_invariants(g)
    if min(g.pool.values(), default=0) < 0:
        problems += [f"pool {k} = {v}" for k, v in g.pool.items() if v < 0]
    if round_trip:
        stored = g.to_json()
        if GameState.from_json(json.loads(json.dumps(stored))).to_json() != stored:
            problems.append("state does not survive a JSON round trip")
    return problems


def _merchants_invariants(g: GameState) -> list[str]:
    """Boats, merchants and trade markers are conserved (BOAT-1, TRADE-7)."""
    problems = []
    land = board(g.board).land
    for f in g.factions.values():
        on_board = len(f.boats) + len(f.trading)
        pending = f.owes("BOAT") + f.owes("MAY_BOAT") + f.owes("SY_BOAT")
        if on_board + pending > BOATS:
            problems.append(f"{f.name} has {on_board} boats out and {pending} to place")
        merchant = f.name in MERCHANT_FACTIONS
        if f.boats and any((h in land) != merchant for h in f.boats):
            problems.append(f"{f.name} boats at {f.boats}")
        placed = sum(names.count(f.name) for names in g.trade_markers.values()) if g.trade_markers else 0
        if placed != TRADE_MARKERS - f.markers or f.markers < 0:
            problems.append(f"{f.name} trade markers: {placed} placed, {f.markers} left")
    for h, names in g.trade_markers.items():
        if h not in g.buildings or len(set(names)) != len(names):
            problems.append(f"trade markers at {h}: {names}")
    return problems


def _choose_factions(rng: random.Random, players: int) -> list[str]:
    names = sorted(n for n, spec in FACTIONS.items() if not spec.expansion)
    rng.shuffle(names)
    chosen: list[str] = []
    for name in names:
        if all(FACTIONS[name].terrain != FACTIONS[c].terrain for c in chosen):
            chosen.append(name)
        if len(chosen) == players:
            break
    return chosen


def _select_with_fire_ice(rng: random.Random, g: GameState, result: GameResult) -> None:
    """Faction selection with Fire & Ice: a faction of the expansion half of the time when one
    can join, and its choices (colour, favor tile) made at random before the next one."""
    while g.phase == "select-factions":
        seat = to_decide(g)[0]
        options = candidate_moves(g, seat)
        if g.faction_at(seat) is None:
            fire_ice = [m for m in options if isinstance(m[0], ChooseFaction) and FACTIONS[m[0].faction].expansion]
            if fire_ice and rng.random() < 0.5:
                options = fire_ice
        move = rng.choice(options)
        play(g, seat, move)
        result.history.append((seat, format_turn(move)))


def _expansion(move: Move) -> bool:
    """Whether a move plays a part of an expansion: boats, shipyards and their actions, Fire &
    Ice's actions, terrains and unlocking."""
    for c in move:
        match c:
            case Sail() | Build(boat=True) | UnlockTerrain():
                return True
            case Upgrade(building=building) if building == SHIPYARD:
                return True
            case UseAction(name) if name in ("ACT7", "ACT8", "ACT9", "ACTPB", "BON11", "BON13"):
                return True
            case UseAction(name) if name.startswith("ACTH"):
                return True
            case Pass(bonus) if bonus in ("BON11", "BON13"):
                return True
            case Transform(terrain=terrain) if terrain in (VOLCANO, ICE):
                return True
    return False


# Fire & Ice's special moves, counted in random games (each should be played).
_FIRE_ICE_MOVES: dict[str, Callable[[Move], bool]] = {
    "pick-color": lambda m: any(isinstance(c, PickColor) for c in m),
    "shapeshift": lambda m: any(isinstance(c, UseAction) and c.name[:4] == "ACTH" and c.name[4:5].isdigit() for c in m),
    "unlock-terrain": lambda m: any(isinstance(c, UnlockTerrain) and c.terrain != GAIN_PRIEST for c in m),
    "unlock-gain-priest": lambda m: UnlockTerrain(GAIN_PRIEST) in m,
    "gain-token": lambda m: any(isinstance(c, GainFor) for c in m),
    "decline-token": lambda m: Adjust(-1, "GAIN_P3_FOR_VP") in m,
    "lose-cult": lambda m: (
        len(m) == 1 and isinstance(m[0], Adjust) and m[0].resource in CULTS and -9 <= m[0].delta <= -2
    ),
    "volcano": lambda m: _transforms_to(m, VOLCANO) or _digs_then(m, (Build, Transform), 1),
    "ice": lambda m: _transforms_to(m, ICE) or _digs_then(m, (Build,)),
    "bridge": lambda m: isinstance(m[0], Bridge),
}


def _transforms_to(move: Move, terrain: str) -> bool:
    return any(isinstance(c, Transform) and c.terrain == terrain for c in move)


def _digs_then(move: Move, then: tuple[type, ...], spades: int | None = None) -> bool:
    """Whether `move` digs (`spades`, or any number under 10) and then builds or transforms."""
    return any(
        isinstance(c, Dig) and (c.spades == spades if spades else c.spades < 10) and isinstance(nxt, then)
        for c, nxt in zip(move, move[1:], strict=False)
    )


def _count_fire_ice(counts: dict[str, int], move: Move) -> None:
    for name, played in _FIRE_ICE_MOVES.items():
        if played(move):
            counts[name] = counts.get(name, 0) + 1


def _trades(move: Move) -> bool:
    """Whether a move ends with a boat (merchant) sailing onto a structure, to trade there."""
    last = move[-1]
    return isinstance(last, Sail) and not last.path[-1].startswith("r")


def _kind(move: Move) -> str:
    match move[0]:
        case Burn() | Convert():
            return "convert"
        case Pass():
            return "pass"
        case Leech() | Decline() | GainFor() | PickColor() | UnlockTerrain() | Bridge() | Adjust():
            return "decision"
    return "main"


def pick(rng: random.Random, g: GameState, seat: int) -> tuple[Move, GameState] | None:
    """The random player's move for `seat`, with the state after it: decisions first, passing
    likelier as the round goes on, the expansions' moves often enough to be tested."""
    options = candidate_moves(g, seat)
    f = g.faction_at(seat)
    assert f is not None
    groups: dict[str, list[Move]] = {"decision": [], "convert": [], "pass": [], "main": [], "expansion": []}
    for move in options:
        groups[_kind(move)].append(move)
    # Merchants of the Seas' actions are few among many: play them often enough to be tested.
    if groups["main"] and rng.random() < 0.35:
        groups["expansion"] = [m for m in groups["main"] if _expansion(m)]
        rng.shuffle(groups["expansion"])
        # Trades (a move ending on a structure) first, half of the time.
        if rng.random() < 0.5:
            groups["expansion"].sort(key=lambda m: not _trades(m))
    for group in groups.values():
        rng.shuffle(group)
    if g.phase.startswith("initial"):
        order = groups["main"] + groups["pass"]
    elif g.active != f.name:
        order = groups["decision"] + groups["main"]
    else:
        turn_bias = min(0.9, 0.01 + 0.015 * g.turn)
        order = groups["decision"]
        if rng.random() < 0.15:
            order += groups["convert"][:3]
        order += groups["pass"][:1] if rng.random() < turn_bias else []
        order += groups["expansion"] + groups["main"] + groups["pass"] + groups["convert"]
    return next(accepted(g, seat, order), None)


def play_random_game(
    seed: str, players: int, record: bool = True, board: str = "base", merchants: bool = False, fire_ice: bool = False
) -> GameResult:
    rng = random.Random(seed)
    result = GameResult(seed)
    options = [*DEFAULT_OPTIONS, *([MERCHANTS] if merchants else []), *(FIRE_AND_ICE_PUBLISHED if fire_ice else [])]
    g = new_state(players, seed, board=board, options=options)
    if fire_ice:
        _select_with_fire_ice(rng, g, result)
    else:
        for seat, name in enumerate(_choose_factions(rng, players)):
            play(g, seat, (ChooseFaction(name),))
            result.history.append((seat, format_turn((ChooseFaction(name),))))
    last_round = g.round
    while not g.finished:
        if result.actions >= MAX_ACTIONS:
            result.error = f"no end after {MAX_ACTIONS} actions"
            break
        seats = to_decide(g)
        if not seats:
            result.error = "nobody is to move but the game is not over"
            break
        seat = rng.choice(seats)
        picked = pick(rng, g, seat)
        if picked is None:
            f = g.faction_at(seat)
            result.error = f"no legal action for seat {seat} ({f.name if f else '?'}) in phase {g.phase}"
            break
        move, g = picked
        result.actions += 1
        if record:
            result.history.append((seat, written(g, seat, [move])[0]))
        if fire_ice:
            _count_fire_ice(result.fire_ice, move)
        # The JSON round trip (most of the checks' time) after every eighth action, each new round
        # and the end: over many games it still meets every kind of position.
        round_trip = result.actions % 8 == 0 or g.round != last_round or g.finished
        problems = check_invariants(g, round_trip)
        last_round = g.round
        if problems:
            result.error = "; ".join(problems)
            break
    result.finished = g.finished
    result.vp = {f.name: f.VP for f in g.factions.values()}
    result.trades = sum(len(names) for names in g.trade_markers.values())
    result.boats_placed = sum(f.boats_placed for f in g.factions.values())
    result.shipyards = sum(1 for _, btype in g.buildings.values() if btype == SHIPYARD)
    return result


def _run(args: tuple[str, int, str, bool, bool]) -> GameResult:
    seed, players, board, merchants, fire_ice = args
    try:
        return play_random_game(seed, players, board=board, merchants=merchants, fire_ice=fire_ice)
    except Exception as e:  # a crash is a finding, reported with its seed
        return GameResult(seed, error=f"{type(e).__name__}: {e}")


def run_games(
    seeds: Iterable[str], players: int, jobs: int, board: str = "base", merchants: bool = False, fire_ice: bool = False
) -> list[GameResult]:
    work = [(s, players, board, merchants, fire_ice) for s in seeds]
    if jobs <= 1:
        return [_run(w) for w in work]
    with Pool(jobs) as pool:
        return pool.map(_run, work, chunksize=4)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.terra_mystica.simulate")
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--only", help="play just the game with this seed (as printed for an error)")
    parser.add_argument("--board", default="base", choices=sorted(BOARD_ALIASES))
    parser.add_argument("--merchants", action="store_true", help="play Merchants of the Seas")
    parser.add_argument("--fire-ice", action="store_true", help="add Fire & Ice's six factions")
    args = parser.parse_args(argv)
    seeds = [args.only] if args.only else [f"{args.seed}:{args.players}:{i}" for i in range(args.games)]
    start = time.perf_counter()
    results = run_games(seeds, args.players, 1 if args.only else args.jobs, args.board, args.merchants, args.fire_ice)
    elapsed = time.perf_counter() - start
    errors = [r for r in results if r.error]
    actions = sum(r.actions for r in results)
    summary: dict[str, Any] = {
        "games": len(results),
        "finished": sum(r.finished for r in results),
        "errors": len(errors),
        "actions": actions,
        "actions_per_s": round(actions / elapsed, 1) if elapsed else None,
        "trades": sum(r.trades for r in results),
        "boats_placed": sum(r.boats_placed for r in results),
        "shipyards": sum(r.shipyards for r in results),
    }
    if args.fire_ice:
        moves: dict[str, int] = {}
        for r in results:
            for name, n in r.fire_ice.items():
                moves[name] = moves.get(name, 0) + n
        summary["fire_ice"] = dict(sorted(moves.items()))
    print(json.dumps(summary), flush=True)
    for r in errors:
        print(json.dumps({"seed": r.seed, "error": r.error, "actions": r.history}))
    return 0 if not errors and summary["finished"] == summary["games"] else 1


if __name__ == "__main__":
    sys.exit(main())
