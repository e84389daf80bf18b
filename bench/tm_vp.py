"""Benchmark: where a Terra Mystica player's VP come from, the recorded tournament games beside
games the AI plays among itself.

    python bench/tm_vp.py [--games-from 0 --games-to 49] [--ai hard --ai-games 4 --seed 110]

Replays each game's moves with the engine's VP-awarding functions watched, and splits each
faction's final score into its sources: the 20 it starts with, the round scoring tiles, favor
tiles (FAV10, FAV11 at building), towns, passing (bonus cards, FAV12, strongholds), shipping and
digging advanced, power taken from neighbours (its VP cost), the final cult majorities, the
network, a final tile, resources left, and the rest (exchanges, faction specials; `unaccounted`
is 0 when the sources add up to the score). Beside them, how the economy grew: dwellings,
trading houses and temples standing at the end of rounds 2, 4 and 6, the share of strongholds
and sanctuaries built by round 3 and at all, power taken from offers, tokens burnt, towns.
Prints a table of means a player (experts, then the AI) and one JSON line.

The AI's games are played first (`--ai LEVEL`, every seat, base factions drawn as bench/tm_ai.py
draws them, setups `--seed`), then replayed like the recorded ones, so the same code counts both.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import arena  # noqa: E402
from bench.tm_ai import GAMES, TerraMystica  # noqa: E402
from rules.terra_mystica import scoring  # noqa: E402
from rules.terra_mystica.actions import Advance, Leech  # noqa: E402
from rules.terra_mystica.ai import choose  # noqa: E402
from rules.terra_mystica.data.tiles import TOWN_TILES  # noqa: E402
from rules.terra_mystica.engine import TerraMysticaEngine  # noqa: E402
from rules.terra_mystica.ledger import parse_record  # noqa: E402
from rules.terra_mystica.notation import parse_turn  # noqa: E402
from rules.terra_mystica.replay import replay_record  # noqa: E402

ENGINE = TerraMysticaEngine()
SOURCES = (
    "start", "round tiles", "favors", "towns", "passing", "advances", "leech", "other",
    "final cults", "final network", "final tile", "final resources",
)  # fmt: skip
CULT_LABELS = ("FIRE", "WATER", "EARTH", "AIR")

# What the watched functions have given in the move being replayed: faction -> source -> VP.
_given: dict[str, Counter[str]] = {}
_nested = [0]  # VP given by watched calls inside the one running (counted there, not twice)
_watching = [False]  # only the replay's own moves are counted, never an agent's search copies


def _watch(fn: Callable[..., Any], split: Callable[..., dict[str, int]]) -> Callable[..., Any]:
    def watched(ctx: Any, f: Any, *args: Any) -> Any:
        if not _watching[0]:
            return fn(ctx, f, *args)
        before, outer = f.VP, _nested[0]
        _nested[0] = 0
        out = fn(ctx, f, *args)
        gained = f.VP - before
        own = gained - _nested[0]
        for source, vp in split(f, own, *args).items():
            _given.setdefault(f.name, Counter())[source] += vp
        _nested[0] = outer + gained
        return out

    return watched


def _building_split(f: Any, vp: int, btype: str) -> dict[str, int]:
    favors = sum(v for fav, v in scoring._FAVOR_BUILD_VP.get(btype, ()) if fav in f.favors)
    return {"favors": favors, "round tiles": vp - favors}


scoring.score_building = _watch(scoring.score_building, _building_split)  # type: ignore[assignment]
scoring.score_tile_gain = _watch(scoring.score_tile_gain, lambda f, vp, *a: {"round tiles": vp})  # type: ignore[assignment]
_pass_vp = scoring.pass_vp


def _passing(ctx: Any, f: Any) -> int:
    vp = _pass_vp(ctx, f)
    if _watching[0]:
        _given.setdefault(f.name, Counter())["passing"] += vp
    return vp


scoring.pass_vp = _passing  # type: ignore[assignment]


def _power(f: Any) -> int:
    return f.P2 + 2 * f.P3


def ledger(g: Any, moves: list[tuple[int, str]]) -> dict[str, dict[str, float]]:
    """Each faction's VP by source and its economy's figures, replaying `moves` from `g`."""
    out: dict[str, dict[str, float]] = {}
    sources: dict[str, Counter[str]] = {}
    built: dict[str, Counter[str]] = {}
    for i, (seat, text) in enumerate(moves):
        if g.factions and not sources:
            sources = {name: Counter({"start": f.VP}) for name, f in g.factions.items()}
        before = {name: (f.VP, _power(f), len(f.towns)) for name, f in g.factions.items()}
        round_before = g.round
        _given.clear()
        _watching[0] = True
        try:
            g = ENGINE.apply(g, seat, text).state
        finally:
            _watching[0] = False
        if not sources:
            continue
        commands = parse_turn(text)
        leeching = any(isinstance(c, Leech) for c in commands)
        advancing = any(isinstance(c, Advance) for c in commands)
        for name, f in g.factions.items():
            if name not in sources:
                sources[name] = Counter({"start": f.VP})
                continue
            vp0, power0, towns0 = before.get(name, (f.VP, _power(f), len(f.towns)))
            given = _given.get(name, Counter())
            # A town tile's own VP (its tile-scoring VP were counted as round tiles).
            given["towns"] += sum(TOWN_TILES[t].gain.get("VP", 0) for t in f.towns[towns0:])
            gained = f.VP - vp0 - sum(given.values())
            sources[name].update(given)
            if g.finished and i == len(moves) - 1:
                gained -= sum(f.final_vp.values())
            if gained:
                mine = f.seat == seat
                sources[name]["leech" if leeching and mine else "advances" if advancing and mine else "other"] += gained
            if leeching and f.seat == seat:
                built.setdefault(name, Counter())["power taken"] += max(0, _power(f) - power0)
                built[name]["offers taken"] += 1
        if g.round != round_before and round_before in (2, 4, 6) or g.finished and i == len(moves) - 1:
            r = 6 if g.finished else round_before
            for name, f in g.factions.items():
                stats = built.setdefault(name, Counter())
                stats[f"D+TP+TE r{r}"] = f.levels["D"] + f.levels["TP"] + f.levels["TE"]
        for name, f in g.factions.items():
            stats = built.setdefault(name, Counter())
            for btype in ("SH", "SA"):
                if f.levels.get(btype) and f"{btype} round" not in stats:
                    stats[f"{btype} round"] = max(1, g.round)
    for name, f in g.factions.items():
        row = {s: float(sources[name].get(s, 0)) for s in SOURCES}
        final = f.final_vp
        row["final cults"] = float(sum(final.get(c, 0) for c in CULT_LABELS))
        row["final network"] = float(final.get("network", 0))
        row["final resources"] = float(final.get("resources", 0))
        row["final tile"] = float(sum(v for k, v in final.items() if k not in (*CULT_LABELS, "network", "resources")))
        row["total"] = float(f.VP)
        row["unaccounted"] = row["total"] - sum(row[s] for s in SOURCES)  # 0 unless a source is missed
        stats = built.get(name, Counter())
        for key in ("D+TP+TE r2", "D+TP+TE r4", "D+TP+TE r6", "offers taken", "power taken"):
            row[key] = float(stats.get(key, 0))
        for btype in ("SH", "SA"):
            built_in = stats.get(f"{btype} round", 7)  # 7: never
            row[f"{btype} by r3"] = float(built_in <= 3)
            row[f"{btype} built"] = float(built_in <= 6)
        row["tokens burnt"] = float(f.burned)
        row["towns founded"] = float(len(f.towns))
        row["shipping+digging"] = float(f.ship + f.dig)
        out[name] = row
    return out


def recorded(path: Path) -> dict[str, dict[str, float]]:
    result = replay_record(parse_record(path.read_text()), path.name)
    setup = result.setup
    g = ENGINE.new_game(setup["options"], setup["seats"], setup["seed"])
    return ledger(g, list(result.applied))


def played(level: str, setup: int, players: int = 4) -> dict[str, dict[str, float]]:
    """A game with `level` in every seat, played as bench/tm_ai.py's arena plays it."""
    tm = TerraMystica()
    g = start = tm.new(setup, players)
    moves: list[tuple[int, str]] = []
    for decision in range(20_000):
        seat = tm.to_move(g)
        if seat is None:
            break
        move = choose(g, seat, level=level, seed=arena.decision_seed(setup, 0, decision))
        g = ENGINE.apply(g, seat, move).state
        moves.append((seat, move))
    return ledger(start, moves)


def means(rows: list[dict[str, float]]) -> dict[str, float]:
    return {k: round(statistics.fmean(r[k] for r in rows), 1) for k in rows[0]}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="tm_vp.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--games-from", type=int, default=0)
    p.add_argument("--games-to", type=int, default=len(GAMES))
    p.add_argument("--ai", default="", help="a level to play among itself too (hard, normal...)")
    p.add_argument("--ai-games", type=int, default=4)
    p.add_argument("--seed", type=int, default=110)
    args = p.parse_args(argv)
    columns: dict[str, dict[str, float]] = {}
    experts = [row for path in GAMES[args.games_from : args.games_to] for row in recorded(path).values()]
    columns["experts"] = means(experts)
    if args.ai:
        start = time.process_time()
        rows = [row for i in range(args.ai_games) for row in played(args.ai, arena.setup_seed(args.seed, i)).values()]
        columns[f"all-{args.ai}"] = means(rows)
        print(f"# {args.ai_games} all-{args.ai} games, seed {args.seed}: {time.process_time() - start:.0f} s CPU")
    names = list(columns)
    print(f"{'a player':<18}" + "".join(f"{n:>12}" for n in names))
    for key in columns["experts"]:
        print(f"{key:<18}" + "".join(f"{columns[n][key]:>12.1f}" for n in names))
    print(json.dumps({"players": {n: len(experts) if n == "experts" else 4 * args.ai_games for n in names}, **columns}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
