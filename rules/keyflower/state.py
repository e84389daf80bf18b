"""The state of a Keyflower game, and its JSON round trip.

Everything random is drawn with the game's seed and a draw counter, so a game replays the same
from its log. Hidden things (what stands behind a screen, face-down contracts, winter tiles in
hand and the secret winter choice) live in the player's part of the state; views filter them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core import seeded_rng
from .data.components import EXTENSIONS
from .village import Position

Counts = dict[str, int]
_new = object.__new__  # a dataclass instance without its __init__, for copies


def add(counts: Counts, item: str, n: int = 1) -> None:
    counts[item] = counts.get(item, 0) + n
    if not counts[item]:
        del counts[item]


def spend(front: Counts, behind: Counts, item: str, n: int) -> int:
    """Take `n` of `item`, from in front of the screen first (Variant B), then from behind it.
    Returns how many there were; nothing is taken when that is fewer than `n`."""
    have = front.get(item, 0) + behind.get(item, 0)
    if have >= n:
        shown = min(n, front.get(item, 0))
        add(front, item, -shown)
        add(behind, item, -(n - shown))
    return have


@dataclass
class Group:
    """Workers of one colour that one seat placed on or around a tile this season.

    A bid is one group per player and tile. A use is one group, or (Summer Boat 4b) one group per
    colour sharing the same `use` number. `lying`: placed against the tile's colour (Summer Boats
    4a and 4b), so it does not set the colour others must follow.
    """

    seat: int
    colour: str
    count: int
    kind: str  # "bid" or "use"
    lying: bool = False
    use: int = 0  # uses: the 1st, 2nd, ... use of the tile this season; bids: 0

    def copy(self) -> Group:
        clone = _new(Group)  # the fields are immutable values: a copy of __dict__ is a copy
        clone.__dict__.update(self.__dict__)
        return clone

    def to_json(self) -> list[Any]:
        return [self.seat, self.colour, self.count, self.kind, self.lying, self.use]

    @classmethod
    def from_json(cls, data: list[Any]) -> Group:
        lying = bool(data[4]) if len(data) > 4 else False
        use = int(data[5]) if len(data) > 5 else 0
        return cls(int(data[0]), str(data[1]), int(data[2]), str(data[3]), lying, use)


@dataclass
class Tile:
    """A tile on the table: up for auction, or in a village."""

    name: str  # a TILES name, "Home N", a boat's name, or "Order N"
    kind: str  # village, home, boat, order
    side: str = ""  # summer boats: "a" or "b"
    upgraded: bool = False
    resources: Counts = field(default_factory=dict)
    extension: int | None = None
    cabins: int = 0
    groups: list[Group] = field(default_factory=list)  # this season's bids and uses

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

    def copy(self) -> Tile:
        # Legal actions copy every tile of the table for each candidate: __dict__ then the
        # mutable fields, a third faster than the constructor.
        clone = _new(Tile)
        fields = clone.__dict__
        fields.update(self.__dict__)
        fields["resources"] = dict(self.resources)
        fields["groups"] = [g.copy() for g in self.groups] if self.groups else []
        return clone

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.side:
            data["side"] = self.side
        if self.upgraded:
            data["upgraded"] = True
        if self.resources:
            data["resources"] = dict(self.resources)
        if self.extension is not None:
            data["extension"] = self.extension
        if self.cabins:
            data["cabins"] = self.cabins
        if self.groups:
            data["groups"] = [g.to_json() for g in self.groups]
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Tile:
        return cls(
            name=data["name"],
            kind=data["kind"],
            side=data.get("side", ""),
            upgraded=bool(data.get("upgraded", False)),
            resources=dict(data.get("resources", {})),
            extension=data.get("extension"),
            cabins=int(data.get("cabins", 0)),
            groups=[Group.from_json(g) for g in data.get("groups", [])],
        )


@dataclass
class Boat:
    """A boat in play this season and what it carries."""

    name: str
    workers: Counts = field(default_factory=dict)
    skills: Counts = field(default_factory=dict)
    gold: int = 0
    cabins: int = 0
    contracts: list[int] = field(default_factory=list)  # face down
    taken_by: int | None = None

    def copy(self) -> Boat:
        clone = _new(Boat)  # as Tile.copy
        fields = clone.__dict__
        fields.update(self.__dict__)
        fields["workers"] = dict(self.workers)
        fields["skills"] = dict(self.skills)
        fields["contracts"] = list(self.contracts)
        return clone

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "workers": dict(self.workers),
            "skills": dict(self.skills),
            "gold": self.gold,
            "cabins": self.cabins,
            "contracts": list(self.contracts),
            "taken_by": self.taken_by,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Boat:
        return cls(
            data["name"],
            dict(data["workers"]),
            dict(data["skills"]),
            int(data["gold"]),
            int(data["cabins"]),
            list(data["contracts"]),
            data.get("taken_by"),
        )


def _pos_key(pos: Position) -> str:
    return f"{pos[0]},{pos[1]}"


def _pos(key: str) -> Position:
    q, r = key.split(",")
    return int(q), int(r)


@dataclass
class Player:
    """One seat: the screen (workers and skills behind it; Variant B: some in front of it), the
    contracts, the village, and what is still to place or decide."""

    seat: int
    home: int
    workers: Counts = field(default_factory=dict)  # behind the screen, by colour
    skills: Counts = field(default_factory=dict)  # behind the screen (Variant B: face down in front)
    shown_workers: Counts = field(default_factory=dict)  # Variant B: in front of the screen
    shown_skills: Counts = field(default_factory=dict)  # Variant B: face up in front of the screen
    contracts: list[int] = field(default_factory=list)  # behind the screen (Variant B: face down in front)
    village: dict[Position, Tile] = field(default_factory=dict)
    won: list[Tile] = field(default_factory=list)  # to be placed in the village
    winter_hand: list[str] = field(default_factory=list)
    winter_offer: list[str] | None = None  # the secret choice, until every player has chosen
    boat_rank: int | None = None  # the order in which the winter boat was chosen (tie-break)
    vp: int = 0
    score: dict[str, int] = field(default_factory=dict)  # the final score, line by line
    pins: dict[str, str] = field(default_factory=dict)  # the player's own allocation choices
    shown_contracts: list[int] = field(default_factory=list)  # Variant B: face up in front
    winter_offered: int | None = None  # how many winter tiles the player put up (public once revealed)
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

    def copy(self, sharing: str | None = None) -> Player:
        """A copy; with `sharing`, the village tiles are shared but the one of that name (see
        GameState.copy_for_turn)."""
        village = self.village
        return Player(
            self.seat,
            self.home,
            dict(self.workers),
            dict(self.skills),
            dict(self.shown_workers),
            dict(self.shown_skills),
            list(self.contracts),
            (
                {pos: t.copy() for pos, t in village.items()}
                if sharing is None
                else {pos: t.copy() if t.name == sharing else t for pos, t in village.items()}
            ),
            [t.copy() for t in self.won],
            list(self.winter_hand),
            None if self.winter_offer is None else list(self.winter_offer),
            self.boat_rank,
            self.vp,
            dict(self.score),
            dict(self.pins),
            list(self.shown_contracts),
            self.winter_offered,
            self.allocated,
            self.resigned,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "home": self.home,
            "workers": dict(self.workers),
            "skills": dict(self.skills),
            "shown_workers": dict(self.shown_workers),
            "shown_skills": dict(self.shown_skills),
            "contracts": list(self.contracts),
            "shown_contracts": list(self.shown_contracts),
            "village": {_pos_key(p): t.to_json() for p, t in self.village.items()},
            "won": [t.to_json() for t in self.won],
            "winter_hand": list(self.winter_hand),
            "winter_offer": None if self.winter_offer is None else list(self.winter_offer),
            "winter_offered": self.winter_offered,
            "boat_rank": self.boat_rank,
            "vp": self.vp,
            "score": dict(self.score),
            "pins": dict(self.pins),
            "allocated": self.allocated,
            "resigned": self.resigned,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Player:
        return cls(
            seat=int(data["seat"]),
            home=int(data["home"]),
            workers=dict(data["workers"]),
            skills=dict(data["skills"]),
            shown_workers=dict(data["shown_workers"]),
            shown_skills=dict(data["shown_skills"]),
            contracts=list(data["contracts"]),
            village={_pos(k): Tile.from_json(t) for k, t in data["village"].items()},
            won=[Tile.from_json(t) for t in data["won"]],
            winter_hand=list(data["winter_hand"]),
            winter_offer=None if data["winter_offer"] is None else list(data["winter_offer"]),
            boat_rank=data["boat_rank"],
            vp=int(data["vp"]),
            score=dict(data["score"]),
            pins=dict(data.get("pins", {})),
            shown_contracts=list(data.get("shown_contracts", [])),
            winter_offered=data.get("winter_offered"),
            allocated=bool(data.get("allocated", False)),
            resigned=bool(data.get("resigned", False)),
        )


@dataclass
class Pending:
    """Contracts a player still chooses in the middle of their turn (Assayer, Bookkeeper, Merchant):
    one at a time, after seeing what came before (the skill drawn, the first contract)."""

    seat: int
    tile: str
    contracts: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "tile": self.tile, "contracts": self.contracts}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Pending:
        return cls(int(data["seat"]), str(data["tile"]), int(data["contracts"]))


@dataclass
class GameState:
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

    def all_tiles_in_play(self) -> list[tuple[int | None, Tile]]:
        """Every tile that may take workers this season: (owner, tile); None for auctioned ones."""
        out: list[tuple[int | None, Tile]] = [(None, t) for t in self.offer]
        out += [(None, t) for t in self.orders]
        for p in self.players:
            out += [(p.seat, t) for t in p.village.values()]
        return out

    def copy(self) -> GameState:
        return self._copy([p.copy() for p in self.players])

    def copy_for_turn(self, seat: int, tile: str) -> GameState:
        """A copy good for playing one bid or use of `seat` on `tile` in the main phase (no pass:
        the season's end changes every village): the other players are shared, but the one whose
        village has that tile, itself copied (the rest of that village shared). Such a turn
        changes nothing else of theirs: a bid goes on an auctioned tile, outbid groups come from
        auctioned tiles, and the tile's action works on the acting player's own village
        (turns.py, effects.py). Legal actions try many candidates on copies of one state, where
        copying every tile was most of the time."""
        return self._copy(
            [
                p.copy() if p.seat == seat else p.copy(sharing=tile) if p.tile(tile) is not None else p
                for p in self.players
            ]
        )

    def _copy(self, players: list[Player]) -> GameState:
        return GameState(
            self.seed,
            self.merchants,
            list(self.variants),
            players,
            self.season,
            self.phase,
            self.current,
            self.passes,
            self.start_player,
            [t.copy() for t in self.offer],
            [t.copy() for t in self.orders],
            [b.copy() for b in self.boats],
            list(self.boat_queue),
            list(self.spare_boats),
            dict(self.bag),
            self.green,
            dict(self.skill_pool),
            dict(self.supply),
            {k: list(v) for k, v in self.decks.items()},
            list(self.contract_deck),
            list(self.face_up),
            list(self.discarded),
            list(self.extensions),
            self.cabins,
            self.draws,
            None if self.pending is None else Pending(self.pending.seat, self.pending.tile, self.pending.contracts),
            self.purple_winner,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "merchants": self.merchants,
            "variants": list(self.variants),
            "players": [p.to_json() for p in self.players],
            "season": self.season,
            "phase": self.phase,
            "current": self.current,
            "passes": self.passes,
            "start_player": self.start_player,
            "offer": [t.to_json() for t in self.offer],
            "orders": [t.to_json() for t in self.orders],
            "boats": [b.to_json() for b in self.boats],
            "boat_queue": list(self.boat_queue),
            "spare_boats": list(self.spare_boats),
            "bag": dict(self.bag),
            "green": self.green,
            "skill_pool": dict(self.skill_pool),
            "supply": dict(self.supply),
            "decks": {k: list(v) for k, v in self.decks.items()},
            "contract_deck": list(self.contract_deck),
            "face_up": list(self.face_up),
            "discarded": list(self.discarded),
            "extensions": list(self.extensions),
            "cabins": self.cabins,
            "draws": self.draws,
            "pending": None if self.pending is None else self.pending.to_json(),
            "purple_winner": self.purple_winner,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameState:
        pending = data.get("pending")
        return cls(
            seed=str(data["seed"]),
            merchants=bool(data["merchants"]),
            variants=list(data["variants"]),
            players=[Player.from_json(p) for p in data["players"]],
            season=int(data["season"]),
            phase=str(data["phase"]),
            current=int(data["current"]),
            passes=int(data["passes"]),
            start_player=int(data["start_player"]),
            offer=[Tile.from_json(t) for t in data["offer"]],
            orders=[Tile.from_json(t) for t in data["orders"]],
            boats=[Boat.from_json(b) for b in data["boats"]],
            boat_queue=list(data["boat_queue"]),
            spare_boats=list(data["spare_boats"]),
            bag=dict(data["bag"]),
            green=int(data["green"]),
            skill_pool=dict(data["skill_pool"]),
            supply=dict(data["supply"]),
            decks={k: list(v) for k, v in data["decks"].items()},
            contract_deck=list(data["contract_deck"]),
            face_up=list(data["face_up"]),
            discarded=list(data["discarded"]),
            extensions=list(data["extensions"]),
            cabins=int(data["cabins"]),
            draws=int(data["draws"]),
            pending=None if pending is None else Pending.from_json(pending),
            purple_winner=data.get("purple_winner"),
        )
