"""How long Terra Mystica's ratings (the site's three passes over every game) and Keyflower's
(openskill, one pass) take for many finished games, in CPU seconds; the best of `--repeat` runs.

    python bench/ratings.py [--games 10000] [--players 200] [--repeat 3]

Prints one JSON line: {"games", "tm_s", "tm_history_s", "kf_s"} (tm_history_s: a player's rating
after each of their last 10 games, as /stats shows it).
"""

from __future__ import annotations

import argparse
import json
import random
import time

from bot.ratings import book, keyflower, terra_mystica
from bot.ratings.results import GameResult, SeatResult

FACTIONS = ["witches", "nomads", "darklings", "giants", "engineers", "mermaids", "halflings", "cultists"]


def synthetic(game_type: str, games: int, players: int, seed: int = 1) -> list[GameResult]:
    rng = random.Random(seed)
    out = []
    for gid in range(1, games + 1):
        who = rng.sample(range(players), 4)
        factions = rng.sample(FACTIONS, 4)
        vps = [rng.randint(80, 180) for _ in who]
        seats = tuple(
            SeatResult(
                i, f"user:{p}", f"P{p}", f if game_type == "terra_mystica" else None, vp, 1 + sum(v > vp for v in vps)
            )
            for i, (p, f, vp) in enumerate(zip(who, factions, vps, strict=True))
        )
        out.append(GameResult(gid, game_type, None, float(gid), 1, "base", True, seats))
    return out


def best(repeat: int, work) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        work()
        times.append(time.process_time() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    tm = synthetic("terra_mystica", args.games, args.players)
    kf = synthetic("keyflower", args.games, args.players)
    figures = {
        "games": args.games,
        "tm_s": round(best(args.repeat, lambda: terra_mystica.ratings(tm)), 3),
        "tm_history_s": round(best(1, lambda: book.history("terra_mystica", "main", tm, "user:0")), 3),
        "kf_s": round(best(args.repeat, lambda: keyflower.ratings(kf)), 3),
    }
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
