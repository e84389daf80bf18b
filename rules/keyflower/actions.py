"""Typed Keyflower actions. A turn is one of Bid, Use, Pass, with free contract trades before or
after it; or a decision: a contract still to choose, the winter offer, a boat, a won tile's place,
a free upgrade or extension, the final allocation. A `Turn` holds what one player plays at once:
the engine's typed move (notation.py reads and writes its text)."""

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
    """Flip a tile of your village (part of a transport action, or Flipper's free upgrade).
    `paying`: the items that pay the cost, one by one (the player's choice where the cost says
    "any", or with Summer Boat 3a); empty: the engine's pick."""

    tile: str
    paying: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Extend:
    """Build an extension on an upgraded tile (1 upgrade point; Flipper II's is free)."""

    extension: int
    tile: str
    source: str | None = None  # an outbid group pays its worker cost
    paying: tuple[str, ...] = ()


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
    """`count` workers of `colour` bid on a tile (added to your bid there, if you have one). The
    outbid groups named in `sources` move whole into it; the rest comes from behind the screen."""

    count: int
    colour: str
    tile: str
    sources: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Use:
    """Workers placed on a tile to use it: (count, colour) pairs, several colours only with Summer
    Boat 4b. Outbid groups named in `sources` move whole onto it; the rest comes from the screen."""

    tile: str
    workers: tuple[tuple[int, str], ...]
    sources: tuple[str, ...] = ()
    paying: str | None = None  # the extra worker colour or skill some tiles ask for
    steps: tuple[Step, ...] = ()
    paying_source: str | None = None  # an outbid group pays the extra worker

    @property
    def count(self) -> int:
        return sum(n for n, _ in self.workers)


@dataclass(frozen=True, slots=True)
class Pass:
    pass


@dataclass(frozen=True, slots=True)
class PickContract:
    """A contract still owed by the tile just used (Assayer, Bookkeeper, Merchant), chosen after
    seeing what came before: a face-up one (its id) or a face-down one (None)."""

    contract: int | None


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
    `skip` or `done`; `auto` leaves it to the engine again."""

    use: str
    choice: str


@dataclass(frozen=True, slots=True)
class ConfirmAllocation:
    """The player accepts the allocation shown (the engine's best, with their own choices)."""


@dataclass(frozen=True, slots=True)
class Resign:
    """The player leaves the game under way (the rulebooks have no such rule: it is the host's).
    Their seat stays, with what it holds; the host then takes its decisions for it."""


MAIN_ACTIONS = (Bid, Use, Pass)
FREE_ACTIONS = (TradeContract, Allocate)

Action = (
    Bid
    | Use
    | Pass
    | PickContract
    | TradeContract
    | OfferWinter
    | ChooseBoat
    | SwapBoat
    | Place
    | Upgrade
    | Extend
    | Allocate
    | ConfirmAllocation
    | Resign
)


Turn = tuple[Action, ...]
"""What a player plays at once, the engine's typed move: free actions (contract trades, allocation
choices) before or after at most one action or decision (a trade written behind a pass is still
that player's). A legal move is a turn of one action; a text may join several with ". "."""
