"""The whole state of a Terra Mystica game, with a cheap copy and a JSON round trip."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

from .data.factions import FACTIONS, SPECS, FactionSpec

CULT_INDEX: dict[str, int] = {"FIRE": 0, "WATER": 1, "EARTH": 2, "AIR": 3}


# Effects gained now and used (or declined) before the turn ends: plain counters on the faction,
# each with whether a player may give it up (`-SPADE`; the others only the rules take away).
# PICK_COLOR is declined in the rounds only: the Shapeshifters' free change with their shipyard.
PENDING: dict[str, bool] = {
    "SPADE": True,
    "FREE_TF": True,
    "TF_NEED_HEX_ADJACENCY": False,
    "FREE_D": True,
    "TELEPORT_NO_TF": False,
    "FREE_TP": True,
    "GAIN_FAVOR": False,
    "GAIN_TW": False,
    "CULT": True,
    "CULTS_ON_SAME_TRACK": False,
    "BRIDGE": True,
    "CONVERT_W_TO_P": True,
    "TOWN_SIZE": False,
    # Merchants of the Seas: boats to receive (BOAT-7: must / may; SY-5: next to the shipyard),
    # NF1's choice, and the Nomads' sandstorm next to a boat (which must then build by that boat).
    "BOAT": False,
    "MAY_BOAT": True,
    "SY_BOAT": False,
    "NF1": False,
    "SANDSTORM_BY_BOAT": False,
    # Fire & Ice: a colour to pick, terrains to unlock (Riverwalkers), volcano transformations
    # from `dig`, cult steps a volcano costs (Acolytes), power tokens offered for VP
    # (Shapeshifters' leech: not owed within the turn, but before the round ends).
    "PICK_COLOR": True,
    "UNLOCK_TERRAIN": False,
    "VOLCANO_TF": True,
    "LOSE_CULT": False,
    "GAIN_P3_FOR_VP": True,
}


# Slots added after games were first stored, with their starting values.
NEW_SLOTS: dict[str, Any] = {
    "boats": list,
    "harbour": None,
    "markers": 15,
    "reach": 1,
    "sailing": 0,
    "sailed": list,
    "trading": list,
    "move_dwellings": -1,
    "no_wasteland": 0,
    "boats_placed": 0,
    "secondary": None,
    "unlocked": list,
    "tokens_added": 0,
    "PRIEST_CULT_BONUS": 0,
    "ALLOW_SHAPESHIFT": 0,
    "REUSE_POWER_ACTIONS": 0,
    "paths": list,
    "final_vp": dict,
}


class Faction:
    """One faction's resources, buildings, tiles and the state of its current turn."""

    __slots__ = (
        "name",
        "seat",
        "spec_id",  # which version of the faction (data.factions.SPECS)
        "spec",  # SPECS[spec_id], kept at hand (not stored: it follows from spec_id)
        "terrain",  # the terrain it builds on: home, ice, volcano, or the colour picked
        "secondary",  # ice and volcano factions: the colour picked (their wheel position)
        "unlocked",  # Riverwalkers: the terrains unlocked (the colour picked first)
        "VP",
        "C",
        "W",
        "P",
        "P1",
        "P2",
        "P3",
        "cult",
        "max_cult",
        "KEY",
        "MAX_P",
        "CULT_P",
        "levels",
        "ship",
        "dig",
        "teleport",
        "carpet_range",
        "favors",
        "towns",
        "bonus",
        "special",
        *PENDING,
        "bridges_left",
        # the turn in progress
        "allowed_actions",
        "allowed_sub",
        "allowed_build_locations",
        "require_home_terrain_tf",
        "teleport_to",
        "cult_blocked",
        "disable_spade_decline",
        "passed",
        "dropped",
        "income_taken",
        "start_player",
        "locations",
        # leech offers made by this faction (for the Cultists' reaction)
        "leech_not_rejected",
        "leech_rejected",
        "leech_cult_gained",
        "burned",
        "network",
        # Merchants of the Seas
        "boats",  # where the boats (merchants) on the board are: river hexes (land hexes)
        "harbour",  # the harbour token's (depot's) hex
        "markers",  # trade markers left
        "reach",  # Fakirs' and Dwarves' reach track, 1..4
        "sailing",  # a move action is in progress (MOVE-2)
        "sailed",  # where the boats moved in this action ended (each moves once)
        "move_dwellings",  # dwellings when the move action began (-1: none under way; TRADE-10)
        "no_wasteland",  # the spade of a trade with the Giants' stronghold (section 14)
        "trading",  # structures reached in this action, trades still to resolve (TRADE-2)
        "boats_placed",
        "tokens_added",  # power tokens gained (Dragonlords, Shapeshifters) less tokens removed
        "PRIEST_CULT_BONUS",  # Acolytes' stronghold: a step more for each priest sent
        "ALLOW_SHAPESHIFT",  # Shapeshifters' colour changes left (older versions)
        "REUSE_POWER_ACTIONS",  # Yetis' stronghold: power actions taken may be taken again
        "paths",  # the paths of the boats (merchants) moved in the faction's last move action
        "final_vp",  # the final scoring, by what scored (a cult, network, a final tile, resources)
    )

    name: str
    spec_id: str
    spec: FactionSpec
    terrain: str
    secondary: str | None
    unlocked: list[str]
    tokens_added: int
    PRIEST_CULT_BONUS: int
    ALLOW_SHAPESHIFT: int
    REUSE_POWER_ACTIONS: int
    paths: list[list[str]]
    final_vp: dict[str, int]
    PICK_COLOR: int
    UNLOCK_TERRAIN: int
    VOLCANO_TF: int
    LOSE_CULT: int
    GAIN_P3_FOR_VP: int
    seat: int
    SPADE: int
    FREE_TF: int
    TF_NEED_HEX_ADJACENCY: int
    FREE_D: int
    TELEPORT_NO_TF: int
    FREE_TP: int
    GAIN_FAVOR: int
    GAIN_TW: int
    CULT: int
    CULTS_ON_SAME_TRACK: int
    BRIDGE: int
    CONVERT_W_TO_P: int
    TOWN_SIZE: int
    cult: list[int]
    max_cult: list[int]
    levels: dict[str, int]
    favors: list[str]
    towns: list[str]
    bonus: str | None
    special: list[str]
    allowed_sub: dict[str, int]
    allowed_build_locations: set[str]
    teleport_to: str | None
    cult_blocked: list[str]
    locations: list[str]
    leech_not_rejected: dict[int, int]
    leech_rejected: dict[int, int]
    leech_cult_gained: list[int]
    BOAT: int
    MAY_BOAT: int
    SY_BOAT: int
    NF1: int
    SANDSTORM_BY_BOAT: int
    boats: list[str]
    harbour: str | None
    markers: int
    reach: int
    sailing: int
    sailed: list[str]
    trading: list[str]
    move_dwellings: int
    no_wasteland: int
    boats_placed: int

    def __init__(self, name: str, seat: int, start_vp: int = 20, spec_id: str | None = None) -> None:
        self.spec_id = spec_id or name
        self.spec = spec = SPECS[self.spec_id]
        self.name = name
        self.seat = seat
        self.terrain = spec.terrain
        self.VP = start_vp
        self.C = spec.start.get("C", 0)
        self.W = spec.start.get("W", 0)
        self.P = spec.start.get("P", 0)
        self.P1 = spec.start.get("P1", 0)
        self.P2 = spec.start.get("P2", 0)
        self.P3 = spec.start.get("P3", 0)
        self.cult = list(spec.cults)
        self.max_cult = [10, 10, 10, 10]
        self.KEY = 0
        self.MAX_P = spec.max_priests
        self.CULT_P = 0
        self.levels = {"D": 0, "TP": 0, "TE": 0, "SH": 0, "SA": 0}
        self.ship = spec.shipping.start if spec.shipping else 0
        self.dig = 0
        self.teleport = 0
        self.carpet_range = spec.teleport.range if spec.teleport and spec.teleport.kind == "carpet" else 0
        self.favors = []
        self.towns = []
        self.bonus = None
        self.special = list(spec.start_actions)
        for name in PENDING:
            setattr(self, name, 0)
        self.TOWN_SIZE = 7  # the power a town needs
        self.bridges_left = 3
        self.allowed_actions = 0
        self.allowed_sub = {}
        self.allowed_build_locations = set()
        self.require_home_terrain_tf = False
        self.teleport_to = None
        self.cult_blocked = []
        self.disable_spade_decline = False
        self.passed = False
        self.dropped = False
        self.income_taken = 0
        self.start_player = False
        self.locations = []
        self.leech_not_rejected = {}
        self.leech_rejected = {}
        self.leech_cult_gained = []
        self.burned = 0
        self.network = 0
        for slot, value in NEW_SLOTS.items():
            setattr(self, slot, value() if callable(value) else value)
        self.ALLOW_SHAPESHIFT = spec.shapeshifts

    @property
    def display(self) -> str:
        return FACTIONS[self.name].display

    def builds_on(self, terrain: str) -> bool:
        """Whether the faction's dwellings go on `terrain` as it is (its own or one unlocked)."""
        return terrain == self.terrain or terrain in self.unlocked

    def home_color(self) -> str:
        """Where the faction sits on the terrain wheel (ice factions: the colour they picked)."""
        return self.secondary or self.terrain

    def tokens(self) -> int:
        return self.P1 + self.P2 + self.P3

    def power_of(self, btype: str) -> int:
        """A building's power for leeching and towns (the Yetis' stronghold and sanctuary: 4)."""
        return self.spec.power[btype]

    def teleport_range(self) -> int:
        """Hexes a tunnel or carpet flight may skip (0 for factions without one)."""
        spec = self.spec.teleport
        if spec is None:
            return 0
        return self.carpet_range if spec.kind == "carpet" else spec.range

    def power_capacity(self) -> int:
        """How much power the bowls can still take (bowl I counts twice)."""
        return 2 * self.P1 + self.P2

    def copy(self) -> Faction:
        return _copy_faction(self)

    def resources(self) -> dict[str, int]:
        """The figures a ledger row shows: VP, coins, workers, priests, bowls and cults."""
        return {
            "VP": self.VP,
            "C": self.C,
            "W": self.W,
            "P": self.P,
            "P1": self.P1,
            "P2": self.P2,
            "P3": self.P3,
            "FIRE": self.cult[0],
            "WATER": self.cult[1],
            "EARTH": self.cult[2],
            "AIR": self.cult[3],
        }

    def to_json(self) -> dict[str, Any]:
        out = dict(zip(_STORED_SLOTS, _stored_values(self), strict=True))
        # The one set, and the tables keyed by offer ids (JSON keys are strings).
        out["allowed_build_locations"] = sorted(self.allowed_build_locations)
        out["leech_not_rejected"] = {str(k): v for k, v in self.leech_not_rejected.items()}
        out["leech_rejected"] = {str(k): v for k, v in self.leech_rejected.items()}
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Faction:
        new = object.__new__(cls)
        for slot in _STORED_SLOTS:
            if slot in data:
                setattr(new, slot, data[slot])
            elif slot == "spec_id":  # a game stored before Fire & Ice
                new.spec_id = data["name"]
            elif slot == "terrain":
                new.terrain = FACTIONS[data["name"]].terrain
            else:  # a game stored before the slot existed
                default = NEW_SLOTS.get(slot, 0)
                setattr(new, slot, default() if callable(default) else default)
        new.allowed_build_locations = set(data["allowed_build_locations"])
        new.leech_not_rejected = {int(k): v for k, v in data["leech_not_rejected"].items()}
        new.leech_rejected = {int(k): v for k, v in data["leech_rejected"].items()}
        new.cult = list(data["cult"])
        new.max_cult = list(data["max_cult"])
        new.spec = SPECS[new.spec_id]
        return new


# How each container slot of a faction is copied (the others are numbers, strings or None).
_CONTAINER_COPIES: dict[str, str] = {
    **{slot: "old.{}[:]" for slot in ("cult", "max_cult", "favors", "towns", "special", "cult_blocked", "locations")},
    **{slot: "old.{}[:]" for slot in ("leech_cult_gained", "boats", "sailed", "trading", "unlocked")},
    **{slot: "old.{}.copy()" for slot in ("levels", "allowed_sub", "leech_not_rejected", "leech_rejected")},
    **{slot: "old.{}.copy()" for slot in ("allowed_build_locations", "final_vp")},
    "paths": "[p[:] for p in old.paths] if old.paths else []",
}


def slot_function(
    name: str,
    params: str,
    cls: type,
    value_of: Callable[[str], str],
    namespace: dict[str, Any],
    before: Sequence[str] = (),
    after: Sequence[str] = (),
) -> Any:
    """A function `name(params)` making a new `cls`: the lines `before`, one assignment a slot
    (`new.slot = value_of(slot)`, an expression over the parameters and `namespace`), the lines
    `after`. Copying states is the hot path of legal moves (each candidate is tried on a copy);
    plain assignments, as dataclasses generate them, run several times faster than
    getattr/setattr over the names."""
    lines = [f"def {name}({params}):", "    new = new_object(cls)", *before]
    lines += [f"    new.{slot} = {value_of(slot)}" for slot in cls.__dict__["__slots__"]]
    lines += [*after, "    return new"]
    scope = {"new_object": object.__new__, "cls": cls, **namespace}
    exec("\n".join(lines), scope)  # noqa: S102 - the code is built from the class's own slot names
    return scope[name]


# A function copying a faction: one assignment a slot, containers copied.
_copy_faction = slot_function(
    "_copy_faction", "old", Faction, lambda slot: _CONTAINER_COPIES.get(slot, "old.{}").format(slot), {}
)
# The slots whose values a write could go through (the others hold numbers, words, None, or the
# faction's frozen spec): what a faction shared with a state being tried on guards (trial.py).
CONTAINER_SLOTS: tuple[str, ...] = tuple(_CONTAINER_COPIES)
_STORED_SLOTS = tuple(slot for slot in Faction.__slots__ if slot != "spec")
_stored_values = attrgetter(*_STORED_SLOTS)


@dataclass(slots=True)
class LeechOffer:
    """Power offered to `recipient` because `source` built next to it."""

    recipient: str
    source: str
    amount: int
    actual: int  # what the recipient's bowls can still take
    leech_id: int
    tainted: str = ""  # the later decision that skipped over this offer (strict leech order)
    trade: bool = False  # offered because `source` traded with the recipient's structure (TRADE-5)

    def copy(self) -> LeechOffer:
        return LeechOffer(
            self.recipient, self.source, self.amount, self.actual, self.leech_id, self.tainted, self.trade
        )


class GameState:
    __slots__ = (
        "board",
        "options",
        "seed",
        "seats",
        "factions",
        "order",
        "new_order",
        "phase",
        "round",
        "turn",
        "active",
        "setup_order",
        "income_state",
        "score_tiles",
        "pool",
        "bonus_coins",
        "terrain",
        "buildings",
        "bridges",
        "bridge_adjacent",
        "skip",
        "river_towns",
        "town_of",
        "cult_spaces",
        "used_actions",
        "leech_offers",
        "leech_id",
        "start_vp",
        "finished",
        "final_scoring",
        "trade_markers",
    )

    board: str
    options: frozenset[str]
    seed: str
    seats: list[str | None]  # seat -> faction
    factions: dict[str, Faction]
    order: list[str]  # table order (changes when passing with variable turn order)
    new_order: list[str] | None
    phase: str  # select-factions, initial-dwellings, initial-bonus, income, play, finished
    round: int
    turn: int
    active: str | None
    setup_order: list[tuple[str, str]]
    income_state: str
    score_tiles: list[str]
    pool: dict[str, int]
    bonus_coins: dict[str, int]
    terrain: dict[str, str]
    buildings: dict[str, tuple[str, str]]  # hex -> (faction, building type)
    bridges: list[tuple[str, str, str]]  # (hex, hex, faction)
    # The tables of several words a key hold tuples: a change replaces the key's tuple, so a copy
    # of the table shares them (copying states is legal actions' hot path).
    bridge_adjacent: dict[str, tuple[str, ...]]
    skip: dict[str, tuple[str, ...]]  # Mermaids: land hexes joined across a river hex
    river_towns: list[str]
    town_of: dict[str, int]
    cult_spaces: dict[str, tuple[str | None, ...]]
    used_actions: list[str]
    leech_offers: list[LeechOffer]
    leech_id: int
    start_vp: dict[str, int]
    finished: bool
    final_scoring: list[str]
    trade_markers: dict[str, tuple[str, ...]]  # hex -> factions whose trade marker is there (TRADE-6)

    def copy(self, factions: dict[str, Faction] | None = None) -> GameState:
        """A copy sharing nothing with this state; with `factions`, holding those instead of
        copies of its own (trial.py: trying a turn without copying every faction)."""
        new = object.__new__(GameState)
        new.board = self.board
        new.options = self.options
        new.seed = self.seed
        new.seats = self.seats[:]
        new.factions = {k: f.copy() for k, f in self.factions.items()} if factions is None else factions
        new.order = self.order[:]
        new.new_order = self.new_order[:] if self.new_order is not None else None
        new.phase = self.phase
        new.round = self.round
        new.turn = self.turn
        new.active = self.active
        new.setup_order = self.setup_order[:]
        new.income_state = self.income_state
        new.score_tiles = self.score_tiles[:]
        new.pool = self.pool.copy()
        new.bonus_coins = self.bonus_coins.copy()
        new.terrain = self.terrain.copy()
        new.buildings = self.buildings.copy()
        new.bridges = self.bridges[:]
        new.bridge_adjacent = self.bridge_adjacent.copy()
        new.skip = self.skip.copy()
        new.river_towns = self.river_towns[:]
        new.town_of = self.town_of.copy()
        new.cult_spaces = self.cult_spaces.copy()
        new.used_actions = self.used_actions[:]
        new.leech_offers = [o.copy() for o in self.leech_offers] if self.leech_offers else []
        new.leech_id = self.leech_id
        new.start_vp = self.start_vp.copy()
        new.finished = self.finished
        new.final_scoring = self.final_scoring[:]
        new.trade_markers = self.trade_markers.copy()
        return new

    def faction_at(self, seat: int) -> Faction | None:
        name = self.seats[seat] if 0 <= seat < len(self.seats) else None
        return self.factions.get(name) if name else None

    def to_json(self) -> dict[str, Any]:
        return {
            "game": "terra_mystica",
            "board": self.board,
            "options": sorted(self.options),
            "seed": self.seed,
            "seats": self.seats,
            "factions": {k: f.to_json() for k, f in self.factions.items()},
            "order": self.order,
            "new_order": self.new_order,
            "phase": self.phase,
            "round": self.round,
            "turn": self.turn,
            "active": self.active,
            "setup_order": [list(x) for x in self.setup_order],
            "income_state": self.income_state,
            "score_tiles": self.score_tiles,
            "pool": self.pool,
            "bonus_coins": self.bonus_coins,
            "terrain": self.terrain,
            "buildings": {k: list(v) for k, v in self.buildings.items()},
            "bridges": [list(b) for b in self.bridges],
            "bridge_adjacent": {k: list(v) for k, v in self.bridge_adjacent.items()},
            "skip": {k: list(v) for k, v in self.skip.items()},
            "river_towns": self.river_towns,
            "town_of": self.town_of,
            "cult_spaces": {k: list(v) for k, v in self.cult_spaces.items()},
            "used_actions": self.used_actions,
            "leech_offers": [
                [o.recipient, o.source, o.amount, o.actual, o.leech_id, o.tainted, *([True] if o.trade else [])]
                for o in self.leech_offers
            ],
            "leech_id": self.leech_id,
            "start_vp": self.start_vp,
            "finished": self.finished,
            "final_scoring": self.final_scoring,
            "trade_markers": {k: list(v) for k, v in self.trade_markers.items()},
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], share_words: bool = False) -> GameState:
        """The state `to_json` wrote; with `share_words`, holding one copy of each word (for
        states kept in memory a long time, as the host's)."""
        seed = data["seed"]  # each game's own: not a word to keep
        if share_words:
            data = _interned({k: v for k, v in data.items() if k != "seed"})
        new = object.__new__(cls)
        new.board = data["board"]
        new.options = frozenset(data["options"])
        new.seed = seed
        new.seats = list(data["seats"])
        new.factions = {k: Faction.from_json(v) for k, v in data["factions"].items()}
        new.order = list(data["order"])
        new.new_order = list(data["new_order"]) if data["new_order"] is not None else None
        new.phase = data["phase"]
        new.round = data["round"]
        new.turn = data["turn"]
        new.active = data["active"]
        new.setup_order = [(a, b) for a, b in data["setup_order"]]
        new.income_state = data["income_state"]
        new.score_tiles = list(data["score_tiles"])
        new.pool = dict(data["pool"])
        new.bonus_coins = dict(data["bonus_coins"])
        new.terrain = dict(data["terrain"])
        new.buildings = {k: (v[0], v[1]) for k, v in data["buildings"].items()}
        new.bridges = [(a, b, c) for a, b, c in data["bridges"]]
        new.bridge_adjacent = {k: tuple(v) for k, v in data["bridge_adjacent"].items()}
        new.skip = {k: tuple(v) for k, v in data["skip"].items()}
        new.river_towns = list(data["river_towns"])
        new.town_of = dict(data["town_of"])
        new.cult_spaces = {k: tuple(v) for k, v in data["cult_spaces"].items()}
        new.used_actions = list(data["used_actions"])
        new.leech_offers = [LeechOffer(*o) for o in data["leech_offers"]]
        new.leech_id = data["leech_id"]
        new.start_vp = dict(data["start_vp"])
        new.finished = data["finished"]
        new.final_scoring = list(data["final_scoring"])
        new.trade_markers = {k: tuple(v) for k, v in data.get("trade_markers", {}).items()}
        return new


# One copy of each word decoded states use (the rules keep no I/O and no sys: this is the
# interpreter's intern table in small); bounded, in case stored states hold free text.
_WORDS: dict[str, str] = {}
_MAX_WORDS = 20_000


def _word(text: str) -> str:
    found = _WORDS.get(text)
    if found is not None:
        return found
    if len(_WORDS) < _MAX_WORDS:
        _WORDS[text] = text
    return text


def _interned(value: Any) -> Any:
    """The decoded JSON with one copy of each word: hexes, terrains, faction and tile names are
    the same few hundred words in every game, and a host keeps many games decoded (a late game's
    state takes a third less memory)."""
    if isinstance(value, str):
        return _word(value)
    if isinstance(value, list):
        return [_interned(v) for v in value]
    if isinstance(value, dict):
        return {_word(k) if isinstance(k, str) else k: _interned(v) for k, v in value.items()}
    return value
