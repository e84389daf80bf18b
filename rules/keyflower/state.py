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
from .village import Position

Counts = dict[str, int]


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
    """Workers of one colour that one seat placed on or around a tile this season."""

    seat: int
    colour: str
    count: int
    kind: str  # "bid" or "use"

    def to_json(self) -> list[Any]:
        return [self.seat, self.colour, self.count, self.kind]

    @classmethod
    def from_json(cls, data: list[Any]) -> Group:
        return cls(int(data[0]), str(data[1]), int(data[2]), str(data[3]))


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
    colour: str | None = None  # the colour workers must have here this season

    def bids(self) -> list[Group]:
        return [g for g in self.groups if g.kind == "bid"]

    def uses(self) -> list[Group]:
        return [g for g in self.groups if g.kind == "use"]

    def best_bid(self) -> Group | None:
        """The winning bid: the highest (bids are always raised, so it is unique)."""
        bids = self.bids()
        return max(bids, key=lambda g: g.count) if bids else None

    def copy(self) -> Tile:
        return Tile(
            self.name,
            self.kind,
            self.side,
            self.upgraded,
            dict(self.resources),
            self.extension,
            self.cabins,
            [Group(g.seat, g.colour, g.count, g.kind) for g in self.groups],
            self.colour,
        )

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
        if self.colour:
            data["colour"] = self.colour
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
            colour=data.get("colour"),
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
        return Boat(
            self.name,
            dict(self.workers),
            dict(self.skills),
            self.gold,
            self.cabins,
            list(self.contracts),
            self.taken_by,
        )

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
    seat: int
    home: int
    workers: Counts = field(default_factory=dict)  # behind the screen, by colour
    skills: Counts = field(default_factory=dict)  # behind the screen
    shown_workers: Counts = field(default_factory=dict)  # variant B: in front of the screen
    shown_skills: Counts = field(default_factory=dict)
    contracts: list[int] = field(default_factory=list)
    village: dict[Position, Tile] = field(default_factory=dict)
    won: list[Tile] = field(default_factory=list)  # to be placed in the village
    winter_hand: list[str] = field(default_factory=list)
    winter_offer: list[str] | None = None  # the secret choice, until every player has chosen
    boat_rank: int | None = None  # the order in which the winter boat was chosen (tie-break)
    vp: int = 0
    score: dict[str, int] = field(default_factory=dict)  # the final score, line by line
    pins: dict[str, str] = field(default_factory=dict)  # the player's own allocation choices

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

    def tile(self, name: str) -> tuple[Position, Tile] | None:
        for pos, tile in self.village.items():
            if tile.name == name:
                return pos, tile
        return None

    def copy(self) -> Player:
        return Player(
            self.seat,
            self.home,
            dict(self.workers),
            dict(self.skills),
            dict(self.shown_workers),
            dict(self.shown_skills),
            list(self.contracts),
            {pos: t.copy() for pos, t in self.village.items()},
            [t.copy() for t in self.won],
            list(self.winter_hand),
            None if self.winter_offer is None else list(self.winter_offer),
            self.boat_rank,
            self.vp,
            dict(self.score),
            dict(self.pins),
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
            "village": {_pos_key(p): t.to_json() for p, t in self.village.items()},
            "won": [t.to_json() for t in self.won],
            "winter_hand": list(self.winter_hand),
            "winter_offer": None if self.winter_offer is None else list(self.winter_offer),
            "boat_rank": self.boat_rank,
            "vp": self.vp,
            "score": dict(self.score),
            "pins": dict(self.pins),
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
        )


@dataclass
class GameState:
    seed: str
    merchants: bool
    variants: list[str]  # "A", "B", "C" (The Merchants' variants)
    players: list[Player]
    season: int = 0  # 0 spring .. 3 winter
    phase: str = "main"  # main, winter-offer, boats, placement, final, finished
    current: int = 0  # the seat to act in the main phase
    passes: int = 0  # passes in succession
    start_player: int = 0  # holds the purple keyple
    offer: list[Tile] = field(default_factory=list)  # this season's tiles up for auction
    orders: list[Tile] = field(default_factory=list)  # turn-order tiles up for auction
    boats: list[Boat] = field(default_factory=list)
    boat_queue: list[int] = field(default_factory=list)  # seats still to choose a boat, in order
    spare_boats: list[str] = field(default_factory=list)  # boats not in play (Sea Bastion II's swap)
    bag: Counts = field(default_factory=dict)
    green: int = 0
    skill_pool: Counts = field(default_factory=dict)
    supply: Counts = field(default_factory=dict)
    decks: dict[str, list[str]] = field(default_factory=dict)  # season -> tiles still to draw
    contract_deck: list[int] = field(default_factory=list)
    face_up: list[int] = field(default_factory=list)
    discarded: list[int] = field(default_factory=list)
    extensions: list[int] = field(default_factory=list)  # still available
    cabins: int = 0
    draws: int = 0  # random draws made so far

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
        """Workers back to where they come from: the bag, or the green supply."""
        if colour == "green":
            self.green += n
        else:
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
        return GameState(
            self.seed,
            self.merchants,
            list(self.variants),
            [p.copy() for p in self.players],
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
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameState:
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
        )
