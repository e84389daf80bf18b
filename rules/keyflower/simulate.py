"""Random legal games to the end, checking invariants after every action.

    python -m rules.keyflower.simulate --players N --games K --seed S [--merchants]

Prints one JSON line: {"games", "finished", "errors", "actions", "actions_per_s"}. After every
action: workers, skills, resources, contracts and extensions are conserved across the bag, the
supply, screens, boats and tiles; the public view shows nothing hidden; the state survives a JSON
round trip.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
import traceback
from typing import Any

from .data import components as kc
from .engine import KeyflowerEngine, public_view, to_decide
from .legal import candidates, is_legal
from .state import Counts, GameState, add


def _workers(g: GameState) -> Counts:
    out: Counts = dict(g.bag)
    add(out, "green", g.green)
    for p in g.players:
        for colour, n in p.all_workers().items():
            add(out, colour, n)
    for _, tile in g.all_tiles_in_play():
        for group in tile.groups:
            add(out, group.colour, group.count)
    for boat in g.boats:
        for colour, n in boat.workers.items():
            add(out, colour, n)
    return out


def check_invariants(g: GameState, engine: KeyflowerEngine) -> None:
    workers = _workers(g)
    expected = dict(kc.BAG)
    expected["green"] = kc.GREEN_SUPPLY
    assert workers == expected, f"workers {workers} != {expected}"
    skills: Counts = dict(g.skill_pool)
    for p in g.players:
        for s, n in p.all_skills().items():
            add(skills, s, n)
    for boat in g.boats:
        for s, n in boat.skills.items():
            add(skills, s, n)
    assert skills == dict(kc.SKILL_POOL), f"skills {skills}"
    resources: Counts = dict(g.supply)
    tiles = [t for p in g.players for t in [*p.village.values(), *p.won]] + [*g.offer]
    for tile in tiles:
        for r, n in tile.resources.items():
            add(resources, r, n)
    for boat in g.boats:
        add(resources, "gold", boat.gold)
    assert resources == dict(kc.RESOURCE_SUPPLY), f"resources {resources}"
    if g.merchants:
        contracts = [*g.contract_deck, *g.face_up, *g.discarded]
        contracts += [c for p in g.players for c in p.contracts] + [c for b in g.boats for c in b.contracts]
        assert sorted(contracts) == list(range(len(kc.CONTRACTS))), "contracts not conserved"
        built = [t.extension for t in tiles if t.extension is not None]
        assert sorted([*g.extensions, *built]) == list(range(len(kc.EXTENSIONS))), "extensions not conserved"
    public = json.dumps(public_view(g, None))
    assert '"seed"' not in public and '"draws"' not in public
    for p in g.players:
        view = public_view(g, None)["players"][p.seat]
        assert view["workers"] == "hidden" and view["skills"] == "hidden"
        assert isinstance(view["contracts"], int) and isinstance(view["winter_hand"], int)
    assert GameState.from_json(json.loads(json.dumps(g.to_json()))).to_json() == g.to_json()


def _random_legal(g: GameState, seat: int, rng: random.Random) -> str:
    """A legal action chosen uniformly: candidates in random order, the first the engine accepts
    (the same distribution as picking from the whole legal list, without checking all of it)."""
    options = candidates(g, seat)
    rng.shuffle(options)
    for text in options:
        if is_legal(g, seat, text):
            return text
    raise AssertionError(f"seat {seat} has no legal action in phase {g.phase}")


def play_one(players: int, seed: str, merchants: bool, rng: random.Random, check: bool = True) -> tuple[int, bool]:
    engine = KeyflowerEngine()
    options: dict[str, Any] = {"merchants": merchants}
    g = engine.new_game(options, players, seed)
    actions = 0
    for _ in range(20000):
        if engine.is_finished(g):
            return actions, True
        deciding = to_decide(g)
        seat = rng.choice(deciding)
        text = _random_legal(g, seat, rng)
        g = engine.apply(g, seat, text).state
        actions += 1
        if check:
            check_invariants(g, engine)
    return actions, False


def _one(players: int, seed: str, merchants: bool, check: bool) -> tuple[int, bool, bool]:
    """One game: (actions, finished, failed); a failure's traceback goes to stderr."""
    try:
        actions, done = play_one(players, seed, merchants, random.Random(seed), check)
        return actions, done, False
    except Exception:
        traceback.print_exc(file=sys.stderr)
        return 0, False, True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.keyflower.simulate", description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", default="2026")
    parser.add_argument("--merchants", action="store_true")
    parser.add_argument("--no-check", action="store_true", help="skip the invariants (faster)")
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    work = [(args.players, f"{args.seed}-{i}", args.merchants, not args.no_check) for i in range(args.games)]
    if args.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            results = pool.starmap(_one, work)
    else:
        results = [_one(*w) for w in work]
    finished = sum(1 for _, done, error in results if done and not error)
    errors = sum(1 for _, _, error in results if error)
    actions = sum(n for n, _, _ in results)
    elapsed = time.perf_counter() - start
    print(
        json.dumps(
            {
                "games": args.games,
                "finished": finished,
                "errors": errors,
                "actions": actions,
                "actions_per_s": round(actions / elapsed, 1) if elapsed else 0.0,
            }
        )
    )
    return 0 if errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
