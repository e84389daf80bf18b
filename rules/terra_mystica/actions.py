"""Typed Terra Mystica commands. A turn is a sequence of them (`dig 1. build E3`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Build:
    hex: str


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
    pass


@dataclass(frozen=True, slots=True)
class Done:
    pass


@dataclass(frozen=True, slots=True)
class ChooseFaction:
    faction: str


@dataclass(frozen=True, slots=True)
class DropFaction:
    faction: str | None = None


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
)
