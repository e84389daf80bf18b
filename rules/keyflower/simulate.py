"""Random legal games to the end, checking invariants after every action.

    python -m rules.keyflower.simulate --players N --games K --seed S [--merchants] [--variants B]

Prints one JSON line: {"games", "finished", "errors", "actions", "actions_per_s"}. After every
action: workers, skills, resources, contracts and extensions are conserved across the bag, the
supply, screens, boats and tiles; each use of a tile takes more workers than the one before, at
most 6 on a tile, and the standing workers on and around a tile share one colour; the public view
is the same when everything hidden is changed (screens, hands, the bag's colours, the skill pile,
what is still to draw, the seed) and each seat to decide sees its own screen, not the others'; the state
survives a JSON round trip.
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

from .actions import Turn
from .data import components as kc
from .engine import KeyflowerEngine, public_view, to_decide
from .legal import candidates, is_legal
from .notation import notation
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


def _hide(g: GameState) -> GameState:
    """The same game with everything hidden changed: screens, hands, the secret winter choice,
    the bag's colours, the skill pile's types, the seed and what is still to be drawn (numbers a
    player may know are kept: how many workers, skills and contracts each screen holds)."""
    h = g.copy()
    h.seed, h.draws = "other", 0
    for p in h.players:
        p.workers = {"blue": sum(p.workers.values())} if p.workers else {}
        p.skills = {"anvil": sum(p.skills.values())} if p.skills else {}
        p.contracts = [99] * len(p.contracts)
        p.winter_hand = ["Keythedral"] * len(p.winter_hand)
        p.winter_offer = None if p.winter_offer is None else ["Scholar"]
        p.pins = {"Watermill": "gold"}
    h.bag = {"yellow": sum(h.bag.values())} if h.bag else {}
    h.skill_pool = {"pickaxe": sum(h.skill_pool.values())} if h.skill_pool else {}
    h.contract_deck = list(reversed(h.contract_deck))
    h.decks = {season: list(reversed(tiles)) for season, tiles in h.decks.items()}
    for boat in h.boats:
        boat.contracts = [97] * len(boat.contracts)
    return h


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
    for _, tile in g.all_tiles_in_play():
        uses = [sum(grp.count for grp in tile.uses() if grp.use == k) for k in range(1, tile.use_count() + 1)]
        assert all(b > a for a, b in zip(uses, uses[1:], strict=False)) and sum(uses) <= 6, f"{tile.name} uses {uses}"
        standing = {grp.colour for grp in tile.groups if not grp.lying}
        assert len(standing) <= 1, f"{tile.name} has standing workers of colours {standing}"
    if g.merchants:
        contracts = [*g.contract_deck, *g.face_up, *g.discarded]
        contracts += [c for p in g.players for c in p.all_contracts()] + [c for b in g.boats for c in b.contracts]
        assert sorted(contracts) == list(range(len(kc.CONTRACTS))), "contracts not conserved"
        built = [t.extension for t in tiles if t.extension is not None]
        assert sorted([*g.extensions, *built]) == list(range(len(kc.EXTENSIONS))), "extensions not conserved"
    public = public_view(g, None)
    if g.phase != "finished":
        assert public == public_view(_hide(g), None), "the public view shows something hidden"
        for p in (g.players[seat] for seat in to_decide(g)):
            mine = public_view(g, p.seat)
            assert mine["players"][p.seat]["workers"] == p.workers
            others = [q for q in mine["players"] if q["seat"] != p.seat]
            assert all(q["workers"] == "hidden" and q["skills"] == "hidden" for q in others)
    stored = g.to_json()
    assert GameState.from_json(json.loads(json.dumps(stored))).to_json() == stored


def random_move(g: GameState, seat: int, rng: random.Random) -> Turn:
    """A legal move chosen uniformly: candidates in random order, the first the engine accepts
    (the same distribution as picking from the whole legal list, without checking all of it)."""
    options = candidates(g, seat)
    rng.shuffle(options)
    for turn in options:
        if is_legal(g, seat, turn):
            return turn
    raise AssertionError(f"seat {seat} has no legal action in phase {g.phase}")


def _random_legal(g: GameState, seat: int, rng: random.Random) -> str:
    """random_move's notation (what the host plays)."""
    return notation(random_move(g, seat, rng))


def random_states(players: int, seed: str, merchants: bool = True, variants: tuple[str, ...] = ()) -> list[GameState]:
    """Every position of one random legal game, from the first to the last before the end."""
    engine = KeyflowerEngine()
    rng = random.Random(seed)
    g = engine.new_game({"merchants": merchants, "variants": list(variants)}, players, seed)
    out = []
    while not engine.is_finished(g):
        out.append(g)
        seat = rng.choice(to_decide(g))
        g = engine.apply(g, seat, _random_legal(g, seat, rng)).state
    return out


def play_one(
    players: int, seed: str, merchants: bool, rng: random.Random, check: bool = True, variants: tuple[str, ...] = ()
) -> tuple[int, bool]:
    engine = KeyflowerEngine()
    options: dict[str, Any] = {"merchants": merchants, "variants": list(variants)}
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


def _one(players: int, seed: str, merchants: bool, check: bool, variants: tuple[str, ...]) -> tuple[int, bool, bool]:
    """One game: (actions, finished, failed); a failure's traceback goes to stderr."""
    try:
        actions, done = play_one(players, seed, merchants, random.Random(seed), check, variants)
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
    parser.add_argument("--variants", default="", help="The Merchants' variants, e.g. AB (with --merchants)")
    parser.add_argument("--no-check", action="store_true", help="skip the invariants (faster)")
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    variants = tuple(args.variants.upper())
    work = [(args.players, f"{args.seed}-{i}", args.merchants, not args.no_check, variants) for i in range(args.games)]
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
