"""The village tiles: spring, summer, autumn and winter tiles, home tiles and their effects.

Each side of a tile has an effect (what using it does, or how it scores) and fixed VP. Edges run
from edge 0 (bottom) clockwise: R road, G field, W river; a new tile must match every shared edge.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .items import ANY_RESOURCE, ANY_SKILL, ANY_WORKER, CONTRACT, RANDOM_SKILL, RANDOM_WORKER, Items, items

SEASONS: tuple[str, ...] = ("spring", "summer", "autumn", "winter")


@dataclass(frozen=True)
class Produce:
    """Gain items: resources go onto the used tile in your own village (else onto your home tile),
    workers and skills behind your screen. `choose_one`: gain one of the listed items."""

    gain: Items
    choose_one: bool = False


@dataclass(frozen=True)
class Exchange:
    """Pay `pay` on top of the workers that use the tile, and gain `gain`."""

    pay: Items
    gain: Items


@dataclass(frozen=True)
class Transport:
    """Move resources along roads (1 point per resource per edge) and upgrade tiles of your village."""

    moves: int
    upgrades: int


@dataclass(frozen=True)
class Scoring:
    """How a tile scores at the end of the game instead of acting.

    kind:
      on_tile       `vp` per resource on this tile of type `of` (any_res: any type)
      per_item      `vp` per item of type `of` allocated to the tile
      per_set       `vp` per set `of` (e.g. blue+red+yellow, or 5 any_res) allocated to the tile
      choose_type   `vp` per item of one type the player chooses within group `of`
      flat          `vp`
      adjacent      `vp` per tile next to it in the village
      upgraded      `vp` per upgraded tile in the village
      extensions    `vp` per extension in the village
      incomplete    `vp` per incomplete contract

    `gold_wild`: gold may stand in for any resource of a set (Mercer's Guild's text).
    """

    kind: str
    vp: int
    of: Items = field(default_factory=lambda: MappingProxyType({}))
    gold_wild: bool = False


@dataclass(frozen=True)
class Passive:
    """A summer boat's lasting ability for its owner (`ability` names it; rules in code)."""

    ability: str


Effect = Produce | Exchange | Transport | Scoring | Passive | None


@dataclass(frozen=True)
class TileSpec:
    name: str
    season: str  # spring, summer, autumn, winter, home
    cost: Items | None  # upgrade cost (resources on the tile, skills behind the screen); None: never upgraded
    a: Effect  # front side
    b: Effect  # back (upgraded) side
    vp: tuple[int, int]  # fixed VP on each side
    edges: str  # six letters from edge 0, clockwise
    merchants: bool = False  # from The Merchants

    @property
    def upgradable(self) -> bool:
        return self.cost is not None


def _produce(**gain: int) -> Produce:
    return Produce(items(**gain))


def _either(**gain: int) -> Produce:
    return Produce(items(**gain), choose_one=True)


def _swap(pay: Items, **gain: int) -> Exchange:
    return Exchange(pay, items(**gain))


def _scoring(kind: str, vp: int, **of: int) -> Scoring:
    return Scoring(kind, vp, items(**of))


c = items  # costs read like the tables: c(wood=1, iron=1)

TILES: Mapping[str, TileSpec] = MappingProxyType(
    {
        # Spring
        "Keywood": TileSpec("Keywood", "spring", c(saw=1), _produce(wood=1), _produce(wood=3), (0, 3), "RRGRRG"),
        "Keystone Quarry": TileSpec(
            "Keystone Quarry", "spring", c(pickaxe=1), _produce(stone=1), _produce(stone=3), (0, 3), "RGRRRG"
        ),
        "Workshop": TileSpec(
            "Workshop",
            "spring",
            c(**{ANY_RESOURCE: 2}),
            _either(wood=1, stone=1, iron=1),
            _produce(wood=1, stone=1, iron=1),
            (0, 3),
            "RGGRRR",
        ),
        "Woodcutter": TileSpec(
            "Woodcutter", "spring", c(saw=1), _produce(wood=2), _produce(wood=1, gold=1), (0, 3), "RRRRGG"
        ),
        "Stable": TileSpec("Stable", "spring", c(wood=1, iron=1), Transport(2, 1), Transport(4, 2), (0, 5), "RRGRGR"),
        "Peddler": TileSpec(
            "Peddler", "spring", c(gold=1), _swap(c(yellow=1), green=1), _swap(c(yellow=1), green=2), (0, 0), "RGRRRG"
        ),
        "Key Mine": TileSpec("Key Mine", "spring", c(anvil=1), _produce(iron=1), _produce(iron=3), (0, 3), "RGGRRR"),
        "Gold Mine": TileSpec(
            "Gold Mine", "spring", c(stone=1, iron=1), _produce(gold=1), _produce(gold=2), (0, 3), "RGRRGR"
        ),
        "Apprentice Hall": TileSpec(
            "Apprentice Hall",
            "spring",
            c(wood=1, stone=1),
            _produce(**{RANDOM_SKILL: 1}),
            _produce(**{RANDOM_SKILL: 2}),
            (0, 3),
            "RRGRRG",
        ),
        "Alehouse": TileSpec(
            "Alehouse",
            "spring",
            c(wood=1, stone=1, iron=1),
            _produce(**{RANDOM_WORKER: 1}),
            _produce(**{RANDOM_WORKER: 2}),
            (0, 0),
            "RRRRGG",
        ),
        "Quarryman": TileSpec(
            "Quarryman", "spring", c(pickaxe=1), _produce(stone=2), _produce(stone=1, gold=1), (0, 3), "RGRRGR"
        ),
        "Miner": TileSpec("Miner", "spring", c(anvil=1), _produce(iron=2), _produce(iron=1, gold=1), (0, 3), "RRGRGR"),
        # Summer (the summer boats are in boats.py)
        "Store": TileSpec(
            "Store", "summer", c(gold=1), _swap(c(blue=1), green=1), _swap(c(blue=1), green=2), (0, 3), "RGGRGR"
        ),
        "Mason": TileSpec(
            "Mason", "summer", c(stone=3), _swap(c(pickaxe=1), stone=3), _swap(c(pickaxe=1), gold=3), (0, 7), "GRRGGR"
        ),
        "Tavern": TileSpec(
            "Tavern",
            "summer",
            c(wood=1, stone=1, iron=1),
            _swap(c(**{ANY_WORKER: 1}), **{RANDOM_WORKER: 2}),
            _swap(c(**{ANY_WORKER: 1}), **{RANDOM_WORKER: 3}),
            (0, 0),
            "GRGGRR",
        ),
        "Hiring Fair": TileSpec(
            "Hiring Fair",
            "summer",
            c(wood=1, iron=1),
            _swap(c(**{ANY_SKILL: 1}), **{RANDOM_SKILL: 2}),
            _swap(c(**{ANY_SKILL: 1}), **{RANDOM_SKILL: 3}),
            (0, 5),
            "GGRRGR",
        ),
        "Farrier": TileSpec(
            "Farrier", "summer", c(**{ANY_RESOURCE: 2}), Transport(3, 1), Transport(5, 2), (0, 5), "RGRGGR"
        ),
        "Carpenter": TileSpec(
            "Carpenter", "summer", c(wood=3), _swap(c(saw=1), wood=3), _swap(c(saw=1), gold=3), (0, 7), "GRGRRG"
        ),
        "Smelter": TileSpec(
            "Smelter", "summer", c(iron=3), _swap(c(anvil=1), iron=3), _swap(c(anvil=1), gold=3), (0, 7), "RRGRGG"
        ),
        "Brewer": TileSpec(
            "Brewer",
            "summer",
            c(stone=1, iron=1),
            _swap(c(**{ANY_SKILL: 1}), **{RANDOM_WORKER: 2}),
            _swap(c(**{ANY_SKILL: 1}), **{RANDOM_WORKER: 3}),
            (0, 3),
            "GRRGRG",
        ),
        # The summer boats: the side (a or b) is drawn at random when the tile is drawn
        **{
            f"Summer Boat {n}": TileSpec(
                f"Summer Boat {n}", "summer", None, Passive(f"{n}a"), Passive(f"{n}b"), (0, 0), "WGGWGG"
            )
            for n in range(1, 5)
        },
        # Autumn
        "Timber Yard": TileSpec(
            "Timber Yard",
            "autumn",
            c(saw=1),
            _scoring("on_tile", 2, wood=1),
            _scoring("on_tile", 3, wood=1),
            (0, 0),
            "GRGGGR",
        ),
        "Stone Yard": TileSpec(
            "Stone Yard",
            "autumn",
            c(pickaxe=1),
            _scoring("on_tile", 2, stone=1),
            _scoring("on_tile", 3, stone=1),
            (0, 0),
            "GRGRGG",
        ),
        "Wainwright": TileSpec(
            "Wainwright", "autumn", c(**{ANY_RESOURCE: 2}), Transport(4, 2), Transport(6, 2), (0, 5), "GGRGRG"
        ),
        "Barn": TileSpec(
            "Barn",
            "autumn",
            c(**{ANY_SKILL: 1}),
            _scoring("on_tile", 1, **{ANY_RESOURCE: 1}),
            _scoring("on_tile", 2, **{ANY_RESOURCE: 1}),
            (0, 0),
            "RRGGGG",
        ),
        "Sawmill": TileSpec("Sawmill", "autumn", c(wood=3), None, None, (3, 10), "RGGRGG"),
        "Goldsmith": TileSpec("Goldsmith", "autumn", c(gold=2), None, None, (0, 7), "GRGGRG"),
        "Forge": TileSpec("Forge", "autumn", c(iron=3), None, None, (3, 10), "RGRGGG"),
        "Fair": TileSpec(
            "Fair", "autumn", c(gold=1), _swap(c(red=1), green=1), _swap(c(red=1), green=2), (0, 5), "GGGGRR"
        ),
        "Blacksmith": TileSpec(
            "Blacksmith",
            "autumn",
            c(anvil=1),
            _scoring("on_tile", 2, iron=1),
            _scoring("on_tile", 3, iron=1),
            (0, 0),
            "GGRRGG",
        ),
        "Sculptor": TileSpec("Sculptor", "autumn", c(stone=3), None, None, (3, 10), "GGRGGR"),
        "Well": TileSpec("Well", "autumn", c(**{ANY_RESOURCE: 3}), None, None, (3, 7), "GGGRGR"),
        "Inn": TileSpec(
            "Inn",
            "autumn",
            c(**{ANY_RESOURCE: 1, ANY_SKILL: 1}),
            _produce(**{RANDOM_WORKER: 1}),
            _produce(**{RANDOM_WORKER: 3}),
            (0, 0),
            "RGGGRG",
        ),
        # Winter: single-sided, never upgraded, they score
        "Jeweller": TileSpec("Jeweller", "winter", None, _scoring("per_item", 2, gold=1), None, (0, 0), "GGGGGR"),
        "Craftsmen's Guild": TileSpec(
            "Craftsmen's Guild",
            "winter",
            None,
            _scoring("per_set", 3, blue=1, red=1, yellow=1),
            None,
            (0, 0),
            "GRGGGG",
        ),
        "Watermill": TileSpec(
            "Watermill", "winter", None, _scoring("choose_type", 1, **{ANY_RESOURCE: 1}), None, (0, 0), "GGGGRG"
        ),
        "Mercer's Guild": TileSpec(
            "Mercer's Guild",
            "winter",
            None,
            Scoring("per_set", 5, items(wood=1, stone=1, iron=1), gold_wild=True),
            None,
            (0, 0),
            "RGGGGG",
        ),
        "Keythedral": TileSpec("Keythedral", "winter", None, _scoring("flat", 12), None, (0, 0), "GGGGGR"),
        "Windmill": TileSpec(
            "Windmill", "winter", None, _scoring("per_set", 5, **{ANY_RESOURCE: 5}), None, (0, 0), "RGGGGG"
        ),
        "Scribes": TileSpec(
            "Scribes", "winter", None, _scoring("per_set", 10, saw=1, pickaxe=1, anvil=1), None, (0, 0), "GGRGGG"
        ),
        "Scholar": TileSpec(
            "Scholar", "winter", None, _scoring("choose_type", 3, **{ANY_SKILL: 1}), None, (0, 0), "GGGRGG"
        ),
        "Village Hall": TileSpec(
            "Village Hall", "winter", None, _scoring("choose_type", 1, **{ANY_WORKER: 1}), None, (0, 0), "GGGRGG"
        ),
        "Key Market": TileSpec("Key Market", "winter", None, _scoring("per_item", 2, green=1), None, (0, 0), "GGRGGG"),
        "Key Guild": TileSpec(
            "Key Guild", "winter", None, _scoring("per_set", 10, **{ANY_SKILL: 5}), None, (0, 0), "GGGGRG"
        ),
        "Apothecary": TileSpec(
            "Apothecary", "winter", None, _scoring("per_set", 3, **{ANY_WORKER: 5}), None, (0, 0), "GRGGGG"
        ),
        # The Merchants
        "Assayer": TileSpec(
            "Assayer",
            "spring",
            c(pickaxe=1),
            _either(**{CONTRACT: 1}, stone=1, iron=1),
            _produce(**{CONTRACT: 1}, stone=1, iron=1),
            (0, 3),
            "GGRRRR",
            merchants=True,
        ),
        "Bookkeeper": TileSpec(
            "Bookkeeper",
            "summer",
            c(iron=1, **{ANY_RESOURCE: 1}),
            _either(**{CONTRACT: 1, RANDOM_SKILL: 1}),
            _produce(**{CONTRACT: 1, RANDOM_SKILL: 1}),
            (0, 3),
            "RRGGRG",
            merchants=True,
        ),
        "Merchant": TileSpec(
            "Merchant",
            "autumn",
            c(stone=1, **{ANY_RESOURCE: 1}),
            _produce(**{CONTRACT: 1}),
            _produce(**{CONTRACT: 2}),
            (0, 3),
            "RGGGGR",
            merchants=True,
        ),
        "Artisan": TileSpec("Artisan", "winter", None, _scoring("upgraded", 2), None, (0, 0), "GRGGGG", merchants=True),
        "Builder": TileSpec(
            "Builder", "winter", None, _scoring("extensions", 3), None, (0, 0), "GGGRGG", merchants=True
        ),
        "Muleteer": TileSpec(
            "Muleteer", "winter", None, _scoring("incomplete", 3), None, (0, 0), "GGGGGR", merchants=True
        ),
    }
)

# Home tiles: transport 1 / upgrade 1, upgraded transport 2 / upgrade 1, 0/5 VP; one river edge.
_HOME_COSTS = (
    c(wood=1, stone=1),
    c(stone=1, iron=1),
    c(wood=1, iron=1),
    c(wood=1, stone=1),
    c(stone=1, iron=1),
    c(wood=1, iron=1),
)
_HOME_RIVER_EDGE = (0, 1, 3, 2, 4, 5)


def _home_edges(river: int) -> str:
    return "".join("W" if i == river else "R" for i in range(6))


HOMES: Mapping[int, TileSpec] = MappingProxyType(
    {
        n: TileSpec(
            f"Home {n}", "home", _HOME_COSTS[n - 1], Transport(1, 1), Transport(2, 1), (0, 5), _home_edges(river)
        )
        for n, river in enumerate(_HOME_RIVER_EDGE, start=1)
    }
)


# What the summer boats' sides do (see rules.keyflower for where each applies).
SUMMER_BOAT_ABILITIES: Mapping[str, str] = MappingProxyType(
    {
        "1a": "once everybody has taken a boat (end of summer, autumn, winter): also draw 2 workers from the bag",
        "1b": "once everybody has taken a boat: also take 1 green worker from the supply, if any is left",
        "2a": "transport may cross fields too; new tiles need not match edges",
        "2b": "transport and upgrades count double (and the Keyflower and Ianvincible II boats' winter scoring)",
        "3a": "every resource may stand for any other when paying upgrades and extensions",
        "3b": "every resource may stand for any other in the final scoring",
        "4a": "you may outbid a blue, red or yellow bid with workers of another colour (green too), lying down",
        "4b": "using a tile already bid on or used, any colours (several at once) may be used, lying down",
    }
)


def season_tiles(season: str, merchants: bool) -> list[str]:
    """The names of the village tiles drawn for a season (boats and turn-order tiles apart)."""
    return [n for n, t in TILES.items() if t.season == season and (merchants or not t.merchants)]
