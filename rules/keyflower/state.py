"""The state of a Keyflower game, and its JSON round trip.

Everything random is drawn with the game's seed and a draw counter, so a game replays the same
from its log. Hidden things (what stands behind a screen, face-down contracts, winter tiles in
hand and the secret winter choice) live in the player's part of the state; views filter them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..core import RuleError, seeded_rng
from ..declared import Declared
from .data.components import EXTENSIONS
from .village import Position

Counts = dict[str, int]


def add(counts: Counts, item: str, n: int = 1) -> None:
    counts[item] = counts.get(item, 0) + n
    if not counts[item]:
        del counts[item]


def added(counts: Mapping[str, int], item: str, n: int) -> dict[str, int]:
    """`counts` with `n` more of `item`, as a new dict (for counts replaced, never changed)."""
    new = dict(counts)
    add(new, item, n)
    return new


def without(groups: tuple[Group, ...], group: Group) -> tuple[Group, ...]:
    """`groups` without `group` (ValueError if it is not there, as list.remove)."""
    i = groups.index(group)
    return groups[:i] + groups[i + 1 :]


def spend(front: Counts, behind: Counts, item: str, n: int) -> int:
    """Take `n` of `item`, from in front of the screen first (Variant B), then from behind it.
    Returns how many there were; nothing is taken when that is fewer than `n`."""
    have = front.get(item, 0) + behind.get(item, 0)
    if have >= n:
        shown = min(n, front.get(item, 0))
        add(front, item, -shown)
        add(behind, item, -(n - shown))
    return have


class Group(NamedTuple):
    """Workers of one colour that one seat placed on or around a tile this season: a value (a
    change makes a new group), stored as the row of its fields.

    A bid is one group per player and tile. A use is one group, or (Summer Boat 4b) one group per
    colour sharing the same `use` number. `lying`: placed against the tile's colour (Summer Boats
    4a and 4b), so it does not set the colour others must follow.
    """

    seat: int
    colour: str
    count: int  # type: ignore[assignment]  # the rulebook's word; it hides tuple.count, never called
    kind: str  # "bid" or "use"
    lying: bool = False
    use: int = 0  # uses: the 1st, 2nd, ... use of the tile this season; bids: 0


@dataclass
class Tile(Declared):
    """A tile on the table: up for auction, or in a village."""

    SPARSE = True  # most of a tile's fields are empty: stored without them

    name: str  # a TILES name, "Home N", a boat's name, or "Order N"
    kind: str  # village, home, boat, order
    side: str = ""  # summer boats: "a" or "b"
    upgraded: bool = False
    # The resources and the groups are replaced when they change, never changed in place: the
    # copies a search makes share them (and the rest of a tile is numbers and words).
    resources: Mapping[str, int] = field(default_factory=dict)
    extension: int | None = None
    cabins: int = 0
    groups: tuple[Group, ...] = ()  # this season's bids and uses

    def add(self, resource: str, n: int) -> None:
        self.resources = added(self.resources, resource, n)

    def bids(self) -> list[Group]:
        return [g for g in self.groups if g.kind == "bid"]

    def uses(self) -> list[Group]:
        return [g for g in self.groups if g.kind == "use"]

    def best_bid(self) -> Group | None:
        """The winning bid: the highest (bids are always raised, so it is unique)."""
        bids = self.bids()
        return max(bids, key=lambda g: g.count) if bids else None

    def use_count(self) -> int:
        """How many times the tile has been used this season."""
        return max((g.use for g in self.uses()), default=0)

    def last_use(self) -> int:
        """Workers placed by the latest use this season (0 if unused)."""
        last = self.use_count()
        return sum(g.count for g in self.uses() if g.use == last) if last else 0

    def workers_on(self) -> int:
        """Workers placed on the tile to use it this season (bids stand around it)."""
        return sum(g.count for g in self.uses())

    def colour(self) -> str | None:
        """The colour workers must have here now: an extension's for good (The Merchants), else
        that of the workers standing on or around the tile this season, else none yet."""
        if self.extension is not None:
            return EXTENSIONS[self.extension].colour
        return next((g.colour for g in self.groups if not g.lying), None)


@dataclass
class Boat(Declared):
    """A boat in play this season and what it carries."""

    name: str
    workers: Counts = field(default_factory=dict)
    skills: Counts = field(default_factory=dict)
    gold: int = 0
    cabins: int = 0
    contracts: list[int] = field(default_factory=list)  # face down
    taken_by: int | None = None


@dataclass
class Player(Declared):
    """One seat: the screen (workers and skills behind it; Variant B: some in front of it), the
    contracts, the village, and what is still to place or decide."""

    seat: int
    home: int
    workers: Counts = field(default_factory=dict)  # behind the screen, by colour
    skills: Counts = field(default_factory=dict)  # behind the screen (Variant B: face down in front)
    shown_workers: Counts = field(default_factory=dict)  # Variant B: in front of the screen
    shown_skills: Counts = field(default_factory=dict)  # Variant B: face up in front of the screen
    contracts: list[int] = field(default_factory=list)  # behind the screen (Variant B: face down in front)
    shown_contracts: list[int] = field(default_factory=list)  # Variant B: face up in front
    village: dict[Position, Tile] = field(default_factory=dict)
    won: list[Tile] = field(default_factory=list)  # to be placed in the village
    winter_hand: list[str] = field(default_factory=list)
    winter_offer: list[str] | None = None  # the secret choice, until every player has chosen
    winter_offered: int | None = None  # how many winter tiles the player put up (public once revealed)
    boat_rank: int | None = None  # the order in which the winter boat was chosen (tie-break)
    vp: int = 0
    score: dict[str, int] = field(default_factory=dict)  # the final score, line by line
    pins: dict[str, str] = field(default_factory=dict)  # the player's own allocation choices
    allocated: bool = False  # the player confirmed their final allocation
    resigned: bool = False  # the player left the game under way; the host decides for the seat

    def all_workers(self) -> Counts:
        out = dict(self.workers)
        for colour, n in self.shown_workers.items():
            add(out, colour, n)
        return out

    def all_skills(self) -> Counts:
        out = dict(self.skills)
        for skill, n in self.shown_skills.items():
            add(out, skill, n)
        return out

    def all_contracts(self) -> list[int]:
        return [*self.contracts, *self.shown_contracts]

    def tile(self, name: str) -> tuple[Position, Tile] | None:
        for pos, tile in self.village.items():
            if tile.name == name:
                return pos, tile
        return None

    def copy_sharing(self, tile: str) -> Player:
        """A copy whose village shares its tiles with this one's, but the one named `tile` (see
        GameState.copy_for_turn)."""
        return self.copy_with(village={pos: t.copy() if t.name == tile else t for pos, t in self.village.items()})


@dataclass
class Pending(Declared):
    """Contracts a player still chooses in the middle of their turn (Assayer, Bookkeeper, Merchant):
    one at a time, after seeing what came before (the skill drawn, the first contract)."""

    seat: int
    tile: str
    contracts: int


@dataclass
class GameState(Declared):
    seed: str
    merchants: bool
    variants: list[str]  # "A", "B", "C" (The Merchants' variants)
    players: list[Player]
    season: int = 0  # 0 spring .. 3 winter
    phase: str = "main"  # main, winter-offer, boats, swap, placement, final, allocation, finished
    current: int = 0  # the seat to act in the main phase
    passes: int = 0  # passes in succession
    start_player: int = 0  # holds the purple keyple
    offer: list[Tile] = field(default_factory=list)  # this season's tiles up for auction
    orders: list[Tile] = field(default_factory=list)  # turn-order tiles up for auction
    boats: list[Boat] = field(default_factory=list)
    boat_queue: list[int] = field(default_factory=list)  # seats still to choose a boat, in order
    spare_boats: list[str] = field(default_factory=list)  # boats not in play (Sea Bastion II's swap)
    bag: Counts = field(default_factory=dict)  # blue, red, yellow; green too once used
    green: int = 0  # the green supply beside the bag
    skill_pool: Counts = field(default_factory=dict)
    supply: Counts = field(default_factory=dict)
    decks: dict[str, list[str]] = field(default_factory=dict)  # season -> tiles still to draw
    contract_deck: list[int] = field(default_factory=list)
    face_up: list[int] = field(default_factory=list)
    discarded: list[int] = field(default_factory=list)
    extensions: list[int] = field(default_factory=list)  # still available
    cabins: int = 0
    draws: int = 0  # random draws made so far
    pending: Pending | None = None  # contracts the current player still chooses this turn
    purple_winner: int | None = None  # who won the start-player tile in winter: may declare the keyple

    # Randomness

    def rng_pick(self, weights: Mapping[str, int]) -> str | None:
        """One item drawn at random, weighted by how many of each there are (None if none)."""
        pool = [(k, n) for k, n in sorted(weights.items()) if n > 0]
        if not pool:
            return None
        self.draws += 1
        rng = seeded_rng(self.seed, "draw", self.draws)
        roll = rng.randrange(sum(n for _, n in pool))
        for item, n in pool:
            if roll < n:
                return item
            roll -= n
        raise AssertionError("unreachable")

    def rng_shuffle(self, items: Iterable[Any]) -> list[Any]:
        self.draws += 1
        out = list(items)
        seeded_rng(self.seed, "shuffle", self.draws).shuffle(out)
        return out

    def to_bag(self, colour: str, n: int) -> None:
        """Workers into the bag: spent, won with, or left on unwanted tiles; green ones too (the
        rulebook: "including green workers"), to be drawn again like any other."""
        add(self.bag, colour, n)

    def draw_workers(self, n: int) -> Counts:
        """Up to `n` workers from the bag."""
        out: Counts = {}
        for _ in range(n):
            colour = self.rng_pick(self.bag)
            if colour is None:
                break
            add(self.bag, colour, -1)
            add(out, colour)
        return out

    def draw_skills(self, n: int) -> Counts:
        out: Counts = {}
        for _ in range(n):
            skill = self.rng_pick(self.skill_pool)
            if skill is None:
                break
            add(self.skill_pool, skill, -1)
            add(out, skill)
        return out

    def draw_contract(self) -> int | None:
        if not self.contract_deck:
            if not self.discarded:
                return None
            self.contract_deck = self.rng_shuffle(self.discarded)
            self.discarded = []
        return self.contract_deck.pop()

    # Reading

    @property
    def season_name(self) -> str:
        return ("spring", "summer", "autumn", "winter")[self.season]

    def find_tile(self, name: str, seat: int) -> tuple[int | None, Tile]:
        """A tile that can take workers this season, named as `seat` names it ("Home": their own):
        (its owner, or None if auctioned; the tile)."""
        if name == "Home":
            name = f"Home {self.players[seat].home}"
        for owner, tile in self.all_tiles_in_play():
            if tile.name == name:
                return owner, tile
        raise RuleError("kf-tile-not-in-play", tile=name)

    def all_tiles_in_play(self) -> list[tuple[int | None, Tile]]:
        """Every tile that may take workers this season: (owner, tile); None for auctioned ones."""
        out: list[tuple[int | None, Tile]] = [(None, t) for t in self.offer]
        out += [(None, t) for t in self.orders]
        for p in self.players:
            out += [(p.seat, t) for t in p.village.values()]
        return out

    def copy_for_turn(self, seat: int, tile: str) -> GameState:
        """A copy good for playing one bid or use of `seat` on `tile` in the main phase (no pass:
        the season's end changes every village): the other players are shared, but the one whose
        village has that tile, itself copied (the rest of that village shared). Such a turn
        changes nothing else of theirs: a bid goes on an auctioned tile, outbid groups come from
        auctioned tiles, and the tile's action works on the acting player's own village
        (turns.py, effects.py). Legal moves try many candidates on copies of one state: copying
        every village for each would be most of their time."""
        return self.copy_with(
            players=[
                p.copy() if p.seat == seat else p.copy_sharing(tile) if p.tile(tile) is not None else p
                for p in self.players
            ]
        )
