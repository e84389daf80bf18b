"""A whole game state made from one seat's view: what the view shows is kept, what it hides is
drawn at random among what it may be (a determinization, as ISMCTS samples one).

The view shows how many workers, skills and contracts each screen holds, how many are in the bag,
the skill pile, the contract deck and on the boats, and how many tiles each season's deck and each
winter hand hold; everything the seat can see is subtracted from the game's full set of each, and
what is left is dealt out at random to those hidden places, in those numbers. So every sample is a
position the game could be in, given what this seat has seen, and a sample depends on the view and
the seed alone: the seat's decision cannot depend on anything it was not shown.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any

from ..data import components as kc
from ..data.tiles import TILES, season_tiles
from ..state import Counts, GameState, add

SEASONS_DRAWN = ("spring", "summer", "autumn")


def _counts_minus(total: Mapping[str, int], seen: Iterable[Mapping[str, int]]) -> Counts:
    left = dict(total)
    for counts in seen:
        for item, n in counts.items():
            left[item] = left.get(item, 0) - n
    return {k: n for k, n in sorted(left.items()) if n > 0}


def _deal(pool: Counts, sizes: list[int], rng: random.Random) -> list[Counts]:
    """`pool` dealt at random into heaps of `sizes` (the last heaps come short if it runs out)."""
    items = [item for item, n in sorted(pool.items()) for _ in range(n)]
    rng.shuffle(items)
    out: list[Counts] = []
    for size in sizes:
        heap: Counts = {}
        for item in items[:size]:
            add(heap, item)
        items = items[size:]
        out.append(heap)
    return out


def _take(pool: list[Any], n: int) -> list[Any]:
    out, pool[:] = pool[:n], pool[n:]
    return out


def determinize(view: Mapping[str, Any], seat: int, rng: random.Random) -> GameState:
    """A game state whose view for `seat` is `view`, the hidden rest drawn with `rng`."""
    players = [dict(p) for p in view["players"]]
    me = players[seat]
    tiles_on_table = [*view["offer"], *view["orders"]]
    for p in players:
        tiles_on_table += list(p["village"].values())

    # Workers: the full set less what is in sight; the rest behind the others' screens and in the bag.
    total: Counts = dict(kc.BAG)
    total["green"] = kc.GREEN_SUPPLY
    seen: list[Mapping[str, int]] = [me["workers"], {"green": view["green"]}]
    seen += [p["shown_workers"] for p in players]
    seen += [b["workers"] for b in view["boats"]]
    for tile in tiles_on_table:
        for group in tile.get("groups", ()):
            seen.append({group[1]: group[2]})
    others = [p for p in players if p["seat"] != seat]
    heaps = _deal(_counts_minus(total, seen), [p["screen"]["workers"] for p in others] + [view["bag"]], rng)
    for p, heap in zip(others, heaps, strict=False):
        p["workers"] = heap
    bag = heaps[-1]

    # Skills: the same, between the others' screens (or face down, Variant B) and the pile.
    seen = [me["skills"], *(p["shown_skills"] for p in players), *(b["skills"] for b in view["boats"])]
    heaps = _deal(
        _counts_minus(kc.SKILL_POOL, seen), [p["screen"]["skills"] for p in others] + [view["skill_pool"]], rng
    )
    for p, heap in zip(others, heaps, strict=False):
        p["skills"] = heap
    skill_pool = heaps[-1]

    # Contracts (The Merchants): the unseen ones to screens, boats (face down) and the deck.
    boats = [dict(b) for b in view["boats"]]
    contract_deck: list[int] = []
    if view["merchants"]:
        known = {*view["face_up"], *view["discarded"], *me["contracts"]}
        known |= {c for p in players for c in p["shown_contracts"]}
        unseen = [c for c in range(len(kc.CONTRACTS)) if c not in known]
        rng.shuffle(unseen)
        for p in others:
            p["contracts"] = _take(unseen, p["screen"]["contracts"])
        for b in boats:
            b["contracts"] = _take(unseen, b["contracts"])
        contract_deck = _take(unseen, view["contract_deck"])
    else:
        for p in others:
            p["contracts"] = []
        for b in boats:
            b["contracts"] = []

    # Tiles: the decks still to draw and the others' winter hands, from the tiles not in sight.
    in_sight = {t["name"] for t in tiles_on_table} | set(me["winter_hand"])
    for p in players:
        in_sight |= {t["name"] for t in p["won"]}
    variant_a = "A" in view["variants"]
    decks: dict[str, list[str]] = {}
    for season in SEASONS_DRAWN:
        if season in view["decks"]:
            decks[season] = _tiles(season, view["decks"][season], in_sight, view["merchants"], variant_a, rng)
    winter_sizes = [p["winter_hand"] for p in others]
    winter = _tiles("winter", sum(winter_sizes), in_sight, view["merchants"], variant_a, rng)
    for p in others:
        p["winter_hand"] = sorted(_take(winter, p["winter_hand"]))
        if p["winter_offer"] == "chosen":  # their secret offer: some of the hand
            hand = list(p["winter_hand"])
            rng.shuffle(hand)
            p["winter_offer"] = sorted(hand[: rng.randint(1, len(hand))]) if hand else []
        p["pins"] = {}

    data: dict[str, Any] = {k: v for k, v in view.items() if k not in ("players", "boats", "to_decide")}
    data |= {
        "seed": f"sample-{rng.getrandbits(48)}",
        "draws": 0,
        "players": players,
        "boats": boats,
        "bag": bag,
        "skill_pool": skill_pool,
        "contract_deck": contract_deck,
        "decks": decks,
    }
    return GameState.from_json(data)


def _tiles(season: str, n: int, in_sight: set[str], merchants: bool, variant_a: bool, rng: random.Random) -> list[str]:
    """`n` tiles of a season that are not in sight (Variant A: The Merchants' own ones first)."""
    pool = [t for t in season_tiles(season, merchants) if t not in in_sight]
    rng.shuffle(pool)
    if variant_a:
        pool.sort(key=lambda t: not TILES[t].merchants)  # stable: still shuffled within each kind
    out = pool[:n]
    rng.shuffle(out)
    return out
