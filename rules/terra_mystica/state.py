"""The whole state of a Terra Mystica game: its fields, declared once, give its copy and its JSON
round trip (rules/declared.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple, TypeVar

from ..declared import Declared
from .data.buildings import DWELLING, SANCTUARY, STRONGHOLD, TEMPLE, TRADING_HOUSE
from .data.factions import FACTIONS, SPECS, FactionSpec

CULT_INDEX: dict[str, int] = {"FIRE": 0, "WATER": 1, "EARTH": 2, "AIR": 3}
T = TypeVar("T")


def without(items: tuple[T, ...], item: T) -> tuple[T, ...]:
    """`items` without the first `item` (ValueError if it is not there, as list.remove): the
    faction's tuples are replaced when they change, so copies share them."""
    i = items.index(item)
    return items[:i] + items[i + 1 :]


def replace_at(items: tuple[T, ...], i: int, item: T) -> tuple[T, ...]:
    """`items` with `item` at position `i` instead."""
    return items[:i] + (item,) + items[i + 1 :]


def without_key(table: Mapping[str, int], key: str) -> Mapping[str, int]:
    """`table` without `key` (the same table if it has none): the faction's tables are replaced
    when they change, so copies share them."""
    if key not in table:
        return table
    rest = dict(table)
    del rest[key]
    return rest


class Owing(NamedTuple):
    """When a thing owed must be settled ("turn": the turn does not end before it is used or
    declined; "round": before the round ends; "offer": never, it lapses with the turn;
    "modifier": never, it qualifies the turn's other gains), and whether a player may give it up
    (`-SPADE`; the others only the rules take away)."""

    until: str
    declinable: bool


# What a faction can gain and still have to use, by the name the notation and the data tables give
# it (`+SPADE`, `-FREE_TF`, a favor tile's GAIN_FAVOR): kept in Faction.owed, apart from what the
# faction holds.
OWED: dict[str, Owing] = {
    "SPADE": Owing("turn", True),
    "FREE_TF": Owing("turn", True),
    "TF_NEED_HEX_ADJACENCY": Owing("modifier", False),
    "FREE_D": Owing("turn", True),
    "TELEPORT_NO_TF": Owing("modifier", False),
    "FREE_TP": Owing("turn", True),
    "GAIN_FAVOR": Owing("turn", False),
    "GAIN_TW": Owing("turn", False),
    "CULT": Owing("turn", True),
    "CULTS_ON_SAME_TRACK": Owing("modifier", False),
    "BRIDGE": Owing("turn", True),
    # The Darklings' stronghold exchange: offered until the turn ends (owed, now or never, with
    # strict-darkling-sh: turns.detect_incomplete).
    "CONVERT_W_TO_P": Owing("offer", True),
    # Merchants of the Seas: boats to receive (BOAT-7: must / may; SY-5: next to the shipyard),
    # NF1's choice, and the Nomads' sandstorm next to a boat (which must then build by that boat).
    "BOAT": Owing("turn", False),
    "MAY_BOAT": Owing("turn", True),
    "SY_BOAT": Owing("turn", False),
    "NF1": Owing("turn", False),
    "SANDSTORM_BY_BOAT": Owing("turn", False),
    # Fire & Ice: a colour to pick (declined in the rounds only: the Shapeshifters' free change
    # with their shipyard), terrains to unlock (Riverwalkers), volcano transformations from
    # `dig`, cult steps a volcano costs (Acolytes), power tokens offered for VP (Shapeshifters'
    # leech: owed before the round ends).
    "PICK_COLOR": Owing("turn", True),
    "UNLOCK_TERRAIN": Owing("turn", False),
    "VOLCANO_TF": Owing("turn", True),
    "LOSE_CULT": Owing("turn", False),
    "GAIN_P3_FOR_VP": Owing("round", True),
}
# Whether a player may decline each, and those without which the turn may not end.
PENDING: dict[str, bool] = {name: owing.declinable for name, owing in OWED.items()}
OWED_IN_TURN: frozenset[str] = frozenset(name for name, owing in OWED.items() if owing.until == "turn")


@dataclass(eq=False)
class Faction(Declared):
    """One faction's resources, buildings and tiles, what it owes (`owed`) and the state of its
    current turn.

    A field named in capitals is a resource the notation, the ledgers and the data tables name so
    (`VP`, `C`, `P1`, `KEY`, `TOWN_SIZE`): economy.adjust changes it by that name. The others are
    in lower case (`carpet_range` too, though TW7 gains it by name).
    """

    name: str
    seat: int
    spec_id: str  # which version of the faction (data.factions.SPECS)
    terrain: str  # the terrain it builds on: home, ice, volcano, or the colour picked
    secondary: str | None = None  # ice and volcano factions: the colour picked (their wheel position)
    unlocked: tuple[str, ...] = ()  # Riverwalkers: the terrains unlocked (the colour picked first)
    VP: int = 20
    C: int = 0
    W: int = 0
    P: int = 0
    P1: int = 0
    P2: int = 0
    P3: int = 0
    cult: tuple[int, ...] = (0, 0, 0, 0)
    max_cult: tuple[int, ...] = (10, 10, 10, 10)
    KEY: int = 0
    MAX_P: int = 7
    CULT_P: int = 0
    # buildings on the map, by kind (the shipyard's joins with Merchants of the Seas)
    levels: Mapping[str, int] = field(
        default_factory=lambda: dict.fromkeys((DWELLING, TRADING_HOUSE, TEMPLE, STRONGHOLD, SANCTUARY), 0)
    )
    ship: int = 0
    dig: int = 0
    teleport: int = 0
    carpet_range: int = 0
    favors: tuple[str, ...] = ()
    towns: tuple[str, ...] = ()
    bonus: str | None = None
    special: tuple[str, ...] = ()  # the actions of its own (a stronghold's, a faction's)
    TOWN_SIZE: int = 7  # the power a town needs
    # What it gained and has still to use or decline, by name (OWED), only those above 0: a
    # value, replaced when it changes (`owe`), so copies share it.
    owed: Mapping[str, int] = field(default_factory=dict)
    bridges_left: int = 3
    # the turn in progress
    allowed_actions: int = 0
    allowed_sub: Mapping[str, int] = field(default_factory=dict)
    allowed_build_locations: frozenset[str] = frozenset()
    require_home_terrain_tf: bool = False
    teleport_to: str | None = None
    cult_blocked: tuple[str, ...] = ()
    disable_spade_decline: bool = False
    passed: bool = False
    dropped: bool = False
    income_taken: int = 0
    start_player: bool = False
    locations: tuple[str, ...] = ()
    # leech offers made by this faction (for the Cultists' reaction)
    leech_not_rejected: Mapping[int, int] = field(default_factory=dict)
    leech_rejected: Mapping[int, int] = field(default_factory=dict)
    leech_cult_gained: tuple[int, ...] = ()
    burned: int = 0
    network: int = 0
    # Merchants of the Seas
    boats: tuple[str, ...] = ()  # the boats (merchants) on the board: river (land) hexes
    harbour: str | None = None  # the harbour token's (depot's) hex
    markers: int = 15  # trade markers left
    reach: int = 1  # Fakirs' and Dwarves' reach track, 1..4
    sailing: int = 0  # a move action is in progress (MOVE-2)
    sailed: tuple[str, ...] = ()  # where the boats moved in this action ended (each moves once)
    move_dwellings: int = -1  # dwellings when the move action began (-1: none under way; TRADE-10)
    no_wasteland: int = 0  # the spade of a trade with the Giants' stronghold (section 14)
    trading: tuple[str, ...] = ()  # structures reached in this action, trades still to resolve (TRADE-2)
    boats_placed: int = 0
    tokens_added: int = 0  # power tokens gained (Dragonlords, Shapeshifters) less tokens removed
    PRIEST_CULT_BONUS: int = 0  # Acolytes' stronghold: a step more for each priest sent
    ALLOW_SHAPESHIFT: int = 0  # Shapeshifters' colour changes left (older versions)
    REUSE_POWER_ACTIONS: int = 0  # Yetis' stronghold: power actions taken may be taken again
    paths: tuple[tuple[str, ...], ...] = ()  # the paths of the boats moved in the faction's last move action
    # the final scoring, by what scored (a cult, network, a final tile, resources)
    final_vp: Mapping[str, int] = field(default_factory=dict)
    spec: FactionSpec = field(init=False, repr=False)  # SPECS[spec_id], kept at hand

    def __post_init__(self) -> None:
        self.spec = SPECS[self.spec_id]

    @classmethod
    def new(cls, name: str, seat: int, start_vp: int = 20, spec_id: str | None = None) -> Faction:
        """A faction as it joins the game, from its spec."""
        spec = SPECS[spec_id or name]
        return cls(
            name=name,
            seat=seat,
            spec_id=spec_id or name,
            terrain=spec.terrain,
            VP=start_vp,
            C=spec.start.get("C", 0),
            W=spec.start.get("W", 0),
            P=spec.start.get("P", 0),
            P1=spec.start.get("P1", 0),
            P2=spec.start.get("P2", 0),
            P3=spec.start.get("P3", 0),
            cult=tuple(spec.cults),
            MAX_P=spec.max_priests,
            ship=spec.shipping.start if spec.shipping else 0,
            carpet_range=spec.teleport.range if spec.teleport and spec.teleport.kind == "carpet" else 0,
            special=tuple(spec.start_actions),
            ALLOW_SHAPESHIFT=spec.shapeshifts,
        )

    @property
    def display(self) -> str:
        return FACTIONS[self.name].display

    def builds_on(self, terrain: str) -> bool:
        """Whether the faction's dwellings go on `terrain` as it is (its own or one unlocked)."""
        return terrain == self.terrain or terrain in self.unlocked

    def home_color(self) -> str:
        """Where the faction sits on the terrain wheel (ice factions: the colour they picked)."""
        return self.secondary or self.terrain

    def owes(self, name: str) -> int:
        """How many of `name` (OWED) it owes."""
        return self.owed.get(name, 0)

    def owe(self, name: str, delta: int) -> None:
        """Owe `delta` more of `name` (OWED); what is owed never goes below 0 (the rules refuse
        that first)."""
        self.set_owed(name, self.owed.get(name, 0) + delta)

    def set_owed(self, name: str, count: int) -> None:
        if name not in OWED or count < 0:
            raise ValueError(f"{self.name} cannot owe {count} {name}")
        owed = dict(self.owed)
        if count:
            owed[name] = count
        else:
            owed.pop(name, None)
        self.owed = owed

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

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Faction:
        if "spec_id" not in data or "terrain" not in data:  # a game stored before Fire & Ice
            data = {"spec_id": data["name"], "terrain": FACTIONS[data["name"]].terrain, **data}
        if "owed" not in data:  # stored before `owed`: a field of the faction each
            data = {**data, "owed": {name: data[name] for name in OWED if data.get(name)}}
        return super().from_json(data)


class LeechOffer(NamedTuple):
    """Power offered to `recipient` because `source` built next to it: a value (a change makes a
    new offer), stored as the row of its fields."""

    recipient: str
    source: str
    amount: int
    actual: int  # what the recipient's bowls can still take
    leech_id: int
    tainted: str = ""  # the later decision that skipped over this offer (strict leech order)
    trade: bool = False  # offered because `source` traded with the recipient's structure (TRADE-5)


@dataclass(eq=False)
class GameState(Declared):
    board: str
    options: frozenset[str]
    seed: str
    seats: tuple[str | None, ...]  # seat -> faction
    factions: dict[str, Faction] = field(default_factory=dict)
    order: tuple[str, ...] = ()  # table order (changes when passing with variable turn order)
    new_order: tuple[str, ...] | None = None
    phase: str = "select-factions"  # select-factions, initial-dwellings, initial-bonus, income, play, finished
    round: int = 0
    turn: int = 0
    active: str | None = None
    setup_order: tuple[tuple[str, str], ...] = ()  # (faction, what it places or takes)
    income_state: str = "other"
    score_tiles: tuple[str, ...] = ()
    pool: Mapping[str, int] = field(default_factory=dict)  # the tiles and cards left, by name
    bonus_coins: Mapping[str, int] = field(default_factory=dict)
    terrain: Mapping[str, str] = field(default_factory=dict)
    buildings: Mapping[str, tuple[str, str]] = field(default_factory=dict)  # hex -> (faction, building type)
    bridges: tuple[tuple[str, str, str], ...] = ()  # (hex, hex, faction)
    # The tables of several words a key hold tuples: a change replaces the key's tuple, so a copy
    # of the table shares them.
    bridge_adjacent: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    skip: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # Mermaids: land hexes joined across a river
    river_towns: tuple[str, ...] = ()
    town_of: Mapping[str, int] = field(default_factory=dict)
    cult_spaces: Mapping[str, tuple[str | None, ...]] = field(default_factory=dict)
    used_actions: list[str] = field(default_factory=list)
    leech_offers: list[LeechOffer] = field(default_factory=list)
    leech_id: int = 0
    start_vp: Mapping[str, int] = field(default_factory=dict)
    finished: bool = False
    final_scoring: tuple[str, ...] = ("network", "cults")
    # hex -> factions whose trade marker is there (TRADE-6)
    trade_markers: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def faction_at(self, seat: int) -> Faction | None:
        name = self.seats[seat] if 0 <= seat < len(self.seats) else None
        return self.factions.get(name) if name else None

    def to_json(self) -> dict[str, Any]:
        return {"game": "terra_mystica", **super().to_json()}

    @classmethod
    def from_json(cls, data: Mapping[str, Any], share_words: bool = False) -> GameState:
        """The state `to_json` wrote; with `share_words`, holding one copy of each word (for
        states kept in memory a long time, as the host's)."""
        if share_words:  # the seed is each game's own: not a word to keep
            data = {**_interned({k: v for k, v in data.items() if k != "seed"}), "seed": data["seed"]}
        return super().from_json(data)


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
