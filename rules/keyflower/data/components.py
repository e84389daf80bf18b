"""Boats, turn-order tiles, the supply, setup by player count, and The Merchants' contracts and
extensions."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from .items import ANY_RESOURCE, ANY_SKILL, ANY_WORKER, Items, items
from .tiles import Scoring

# The supply ([KFW-srv], [KFW]; [LEHI] agrees on resources and skills).
BAG: Items = items(blue=40, red=40, yellow=40)
GREEN_SUPPLY = 20
SKILL_POOL: Items = items(saw=16, pickaxe=16, anvil=16)
RESOURCE_SUPPLY: Items = items(wood=24, stone=24, iron=24, gold=48)
START_WORKERS = 8  # drawn from the bag, behind the screen
CABINS = 6
MIN_PLAYERS, MAX_PLAYERS = 2, 6


@dataclass(frozen=True)
class Load:
    """What a boat brings in one season: random workers from the bag, random skills, and the
    Merchants' extras."""

    workers: int
    skills: int
    gold: int = 0
    green: int = 0
    cabins: int = 0
    contracts: int = 0  # face down


@dataclass(frozen=True)
class BoatSpec:
    name: str
    slot: str  # the base boat's name: a "II" boat takes its slot
    min_players: int
    loads: Mapping[str, Load]  # spring, summer, autumn
    winter: Scoring | None  # how the boat scores once in a village
    before_scoring: str | None = None  # free_upgrade, free_extension, gain_gold
    contract_vp: int | None = None  # White Wind II: completed contracts score this
    merchants: bool = False


def _loads(spring: Load, summer: Load, autumn: Load) -> Mapping[str, Load]:
    return MappingProxyType({"spring": spring, "summer": summer, "autumn": autumn})


BOATS: Mapping[str, BoatSpec] = MappingProxyType(
    {
        "Keyflower": BoatSpec(
            "Keyflower",
            "Keyflower",
            2,
            _loads(Load(7, 1), Load(7, 1), Load(3, 2)),
            Scoring("transport_points", 1),
        ),
        "Sea Bastion": BoatSpec(
            "Sea Bastion", "Sea Bastion", 2, _loads(Load(6, 2), Load(6, 2), Load(6, 2)), Scoring("road_loop", 1)
        ),
        # River chain: 1/2/3/4/5 boats joined to the home tile's river edge score 2/4/8/16/32.
        "Sea Breese": BoatSpec(
            "Sea Breese", "Sea Breese", 3, _loads(Load(6, 1), Load(4, 1), Load(4, 1)), Scoring("river_chain", 2)
        ),
        "Flipper": BoatSpec(
            "Flipper",
            "Flipper",
            4,
            _loads(Load(5, 2), Load(5, 2), Load(2, 2)),
            Scoring("flat", 2),
            before_scoring="free_upgrade",
        ),
        "Ianvincible": BoatSpec(
            "Ianvincible", "Ianvincible", 5, _loads(Load(7, 1), Load(7, 1), Load(3, 1)), Scoring("flat", 5)
        ),
        "White Wind": BoatSpec(
            "White Wind",
            "White Wind",
            6,
            _loads(Load(4, 2), Load(4, 2), Load(4, 1)),
            Scoring("per_item", 1, items(**{ANY_WORKER: 1})),
        ),
        # The Merchants ([KFW]; the loads are not checked against printed tiles)
        "Keyflower II": BoatSpec(
            "Keyflower II",
            "Keyflower",
            2,
            _loads(Load(7, 0, gold=1), Load(4, 1, gold=1), Load(4, 1, gold=1)),
            None,
            before_scoring="gain_gold",
            merchants=True,
        ),
        "Sea Bastion II": BoatSpec(
            "Sea Bastion II",
            "Sea Bastion",
            2,
            _loads(Load(6, 1, cabins=1), Load(6, 1, cabins=1), Load(4, 1, cabins=1)),
            None,  # swapped for another boat at the end of autumn
            merchants=True,
        ),
        "Sea Breese II": BoatSpec(
            "Sea Breese II",
            "Sea Breese",
            3,
            _loads(Load(5, 1, contracts=1), Load(5, 1, contracts=1), Load(5, 1, contracts=1)),
            Scoring("winter_tiles", 2),
            merchants=True,
        ),
        "Flipper II": BoatSpec(
            "Flipper II",
            "Flipper",
            4,
            _loads(Load(4, 2, green=1), Load(2, 2, green=1), Load(2, 2, green=1)),
            None,
            before_scoring="free_extension",
            merchants=True,
        ),
        "Ianvincible II": BoatSpec(
            "Ianvincible II",
            "Ianvincible",
            5,
            _loads(Load(5, 1, cabins=1), Load(5, 1, cabins=1), Load(5, 1, cabins=1)),
            Scoring("upgrade_icons", 2),
            merchants=True,
        ),
        "White Wind II": BoatSpec(
            "White Wind II",
            "White Wind",
            6,
            _loads(Load(5, 2, contracts=1), Load(3, 2, contracts=1), Load(3, 2, contracts=1)),
            None,
            contract_vp=10,
            merchants=True,
        ),
    }
)
BOAT_SLOTS: tuple[str, ...] = ("Keyflower", "Sea Bastion", "Sea Breese", "Flipper", "Ianvincible", "White Wind")
KEYFLOWER_II_GOLD = 3  # gained before the final scoring


@dataclass(frozen=True)
class OrderTile:
    position: int  # the boat choice it gives (1 first)
    start_player: bool  # its winner takes the purple keyple
    edges: str


_ORDER_EDGES = ("GGGRGG", "RGGRGG", "GRGRGR", "GRRGRR")


def order_tiles(players: int) -> list[OrderTile]:
    """The turn-order tiles in play: one fewer than the players (at most 4); the last one carries
    the start player."""
    count = min(players - 1, 4)
    return [OrderTile(i + 1, i + 1 == count, _ORDER_EDGES[i]) for i in range(count)]


def season_tile_count(players: int) -> int:
    """Village tiles drawn for spring, summer and autumn: 6 for 2 players, one more per player."""
    return players + 4


def winter_tiles_dealt(players: int, merchants: bool) -> int:
    if merchants:
        return {2: 4, 3: 4, 4: 3, 5: 3, 6: 2}[players]
    return {2: 3, 3: 3, 4: 3, 5: 2, 6: 2}[players]


def boat_slots(players: int) -> list[str]:
    return [slot for slot in BOAT_SLOTS if BOATS[slot].min_players <= players]


@dataclass(frozen=True)
class Extension:
    colour: str  # the worker colour its tile is locked to
    cost: Items


EXTENSIONS: tuple[Extension, ...] = tuple(
    Extension(colour, cost)
    for colour, resource, skill in (("blue", "iron", "anvil"), ("red", "wood", "saw"), ("yellow", "stone", "pickaxe"))
    for cost in (
        items(**{colour: 1}),
        items(**{ANY_WORKER: 1}),
        items(**{resource: 1}),
        items(**{resource: 1, ANY_RESOURCE: 1}),
        items(**{skill: 1}),
    )
) + (
    Extension("green", items(green=1)),
    Extension("green", items(gold=1)),
    Extension("green", items(gold=1, **{ANY_RESOURCE: 1})),
)

CONTRACTS: tuple[Items, ...] = (
    # workers
    items(blue=4),
    items(red=4),
    items(yellow=4),
    items(green=2),
    items(blue=2, **{ANY_WORKER: 4}),
    items(red=2, **{ANY_WORKER: 4}),
    items(yellow=2, **{ANY_WORKER: 4}),
    items(green=1, **{ANY_WORKER: 4}),
    items(blue=2, red=2, **{ANY_WORKER: 1}),
    items(red=2, yellow=2, **{ANY_WORKER: 1}),
    items(yellow=2, blue=2, **{ANY_WORKER: 1}),
    items(blue=1, red=1, yellow=1, green=1),
    items(purple=1),  # the start-player keyple
    # skills
    items(saw=1, wood=1),
    items(pickaxe=1, stone=1),
    items(anvil=1, iron=1),
    items(saw=1, **{ANY_RESOURCE: 2}),
    items(pickaxe=1, **{ANY_RESOURCE: 2}),
    items(anvil=1, **{ANY_RESOURCE: 2}),
    items(saw=1, **{ANY_SKILL: 1}),
    items(pickaxe=1, **{ANY_SKILL: 1}),
    items(anvil=1, **{ANY_SKILL: 1}),
    items(saw=1, pickaxe=1, anvil=1),
    # resources
    items(wood=3),
    items(stone=3),
    items(iron=3),
    items(gold=2),
    items(wood=2, stone=2),
    items(wood=2, iron=2),
    items(stone=2, iron=2),
    items(wood=2, **{ANY_RESOURCE: 2}),
    items(stone=2, **{ANY_RESOURCE: 2}),
    items(iron=2, **{ANY_RESOURCE: 2}),
    items(gold=1, **{ANY_RESOURCE: 2}),
    items(wood=1, stone=1, iron=1),
    items(gold=1, **{ANY_SKILL: 1}),
)
CONTRACT_VP = 7  # a completed contract (White Wind II: its contract_vp)
