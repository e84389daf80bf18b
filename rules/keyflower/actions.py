"""Typed Keyflower actions. A turn is one of Bid, Use, Pass (with free contract trades before it),
or a decision outside the main phase (winter offer, boat, placement, final upgrade)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Move:
    """Move resources along roads in your village (part of a transport action)."""

    count: int
    resource: str
    source: str
    target: str


@dataclass(frozen=True, slots=True)
class Upgrade:
    """Flip a tile of your village (part of a transport action, or Flipper's free upgrade)."""

    tile: str


@dataclass(frozen=True, slots=True)
class Extend:
    """Build an extension on an upgraded tile (1 upgrade point; Flipper II's is free)."""

    extension: int
    tile: str
    source: str | None = None  # an outbid group (on this tile) pays its worker cost


@dataclass(frozen=True, slots=True)
class TakeContract:
    """Take a face-up contract (its id), or a random face-down one (None)."""

    contract: int | None


@dataclass(frozen=True, slots=True)
class Choose:
    """Which item to gain where a tile offers one of several."""

    item: str


Step = Move | Upgrade | Extend | TakeContract | Choose


@dataclass(frozen=True, slots=True)
class Bid:
    count: int
    colour: str
    tile: str
    source: str | None = None  # move an outbid group from this tile instead of taking workers from the screen


@dataclass(frozen=True, slots=True)
class Use:
    tile: str
    count: int
    colour: str
    source: str | None = None
    paying: str | None = None  # the extra worker colour or skill some tiles ask for
    steps: tuple[Step, ...] = ()
    paying_source: str | None = None  # an outbid group (on this tile) pays the extra worker


@dataclass(frozen=True, slots=True)
class Pass:
    pass


@dataclass(frozen=True, slots=True)
class TradeContract:
    """The Merchants: give up a contract for one specific item shown on it (a free action)."""

    contract: int
    item: str


@dataclass(frozen=True, slots=True)
class OfferWinter:
    tiles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ChooseBoat:
    boat: str


@dataclass(frozen=True, slots=True)
class SwapBoat:
    """Sea Bastion II: the boat that replaces it for winter."""

    boat: str


@dataclass(frozen=True, slots=True)
class Place:
    """Place a won tile next to a tile of your village, across that tile's edge `direction`."""

    tile: str
    direction: int
    anchor: str


@dataclass(frozen=True, slots=True)
class Allocate:
    """The player's own say in the final allocation (a free action): for a choice tile the type
    (`stone`), for other scoring tiles the most items or sets to give it (`2`), for a contract
    `skip`; `auto` leaves it to the engine again."""

    use: str
    choice: str


Action = Bid | Use | Pass | TradeContract | OfferWinter | ChooseBoat | SwapBoat | Place | Upgrade | Extend | Allocate
