"""Typed Terra Mystica commands. A turn is a sequence of them (`dig 1. build E3`).

A command is an immutable value: set once when it is made, so that commands can be shared and
kept in sets; two are equal when of one kind with equal fields."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Build:
    hex: str
    boat: bool = False  # return a boat (merchant) instead of paying (BUILD-3, FD-17)
    river: str | None = None  # which boat, when boats stand on several rivers next to the hex


@dataclass(frozen=True, slots=True)
class Upgrade:
    hex: str
    building: str  # TP, TE, SH, SA


@dataclass(frozen=True, slots=True)
class Transform:
    hex: str
    terrain: str | None = None  # None: the best terrain the spades reach


@dataclass(frozen=True, slots=True)
class Dig:
    spades: int


@dataclass(frozen=True, slots=True)
class SendPriest:
    cult: str
    steps: int | None = None  # ask for a particular space (3, 2) or 1 for no space


@dataclass(frozen=True, slots=True)
class Convert:
    from_count: int
    from_res: str
    to_count: int
    to_res: str


@dataclass(frozen=True, slots=True)
class Burn:
    count: int


@dataclass(frozen=True, slots=True)
class Leech:
    power: int
    source: str | None = None


@dataclass(frozen=True, slots=True)
class Decline:
    power: int | None = None  # None: decline every offer
    source: str | None = None


@dataclass(frozen=True, slots=True)
class Bridge:
    a: str
    b: str


@dataclass(frozen=True, slots=True)
class Connect:
    """Mermaids found a town across a river hex (`r10`), or between buildings (`C4:D5`)."""

    river: str


@dataclass(frozen=True, slots=True)
class UseAction:
    name: str  # ACT1..ACT6, BON1, BON2, FAV6, ACTA, ACTC, ACTE, ACTG, ACTN, ACTS, ACTW


@dataclass(frozen=True, slots=True)
class Pass:
    bonus: str | None = None


@dataclass(frozen=True, slots=True)
class Advance:
    track: str  # ship | dig


@dataclass(frozen=True, slots=True)
class Adjust:
    """Taking a pending tile or step (`+FAV11`, `+TW5`, `+2FIRE`) or giving one up (`-WATER`)."""

    delta: int
    resource: str


@dataclass(frozen=True, slots=True)
class Wait:
    """Let the others asked now decide first (`wait`: a power offer before one's own turn)."""


@dataclass(frozen=True, slots=True)
class Done:
    """`done`: nothing more this turn (refused while an action granted is still to be taken)."""


@dataclass(frozen=True, slots=True)
class ChooseFaction:
    faction: str


@dataclass(frozen=True, slots=True)
class DropFaction:
    faction: str | None = None


@dataclass(frozen=True, slots=True)
class PlaceHarbour:
    """Merchants of the Seas' setup step SET-11: the harbour token (depot) on a structure."""

    hex: str


@dataclass(frozen=True, slots=True)
class PlaceBoat:
    """Put a received boat on a river hex (a merchant on the depot's or market's hex)."""

    hex: str


@dataclass(frozen=True, slots=True)
class Sail:
    """Move one boat (merchant) along a path, from where it stands (`sail r3-r4-E5`)."""

    path: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Trade:
    """Resolve the trade with the structure at `hex`, with the bonus's choice if it has one."""

    hex: str
    choice: str | None = None  # a cult, PW, P, a river hex or MOVE


@dataclass(frozen=True, slots=True)
class Choose:
    """NF1's choice: SHIP, a cult (one step) or PRIEST with a cult."""

    what: str
    cult: str | None = None


@dataclass(frozen=True, slots=True)
class PickColor:
    """Fire & Ice: the colour a faction picks (`pick-color green`): its terrain (Riverwalkers,
    Shapeshifters) or where its starting dwellings go, turning into ice or volcano."""

    color: str


@dataclass(frozen=True, slots=True)
class UnlockTerrain:
    """The Riverwalkers unlock a terrain with a priest gained, or keep the priest
    (`unlock-terrain green`, `unlock-terrain gain-priest`)."""

    terrain: str


GAIN_PRIEST = "gain-priest"


@dataclass(frozen=True, slots=True)
class GainFor:
    """Take what is on offer for a price (`gain P3 for VP`: the Shapeshifters' power token)."""

    resource: str
    price: str


Command = (
    Build
    | Upgrade
    | Transform
    | Dig
    | SendPriest
    | Convert
    | Burn
    | Leech
    | Decline
    | Bridge
    | Connect
    | UseAction
    | Pass
    | Advance
    | Adjust
    | Wait
    | Done
    | ChooseFaction
    | DropFaction
    | PlaceHarbour
    | PlaceBoat
    | Sail
    | Trade
    | Choose
    | PickColor
    | UnlockTerrain
    | GainFor
)

# A move: one turn, the commands a seat gives at once (`dig 1. build E3`), as a tuple — immutable,
# hashable, equal to the move parsed from its notation (engine.TerraMysticaEngine.parse).
Move = tuple[Command, ...]
