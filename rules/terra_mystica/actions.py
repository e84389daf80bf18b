"""Typed Terra Mystica commands. A turn is a sequence of them (`dig 1. build E3`)."""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any


class _Command:
    """A command: its fields are its slots, set once when it is made and never changed, so that
    commands can be shared and kept in sets; two are equal when of one kind with equal fields.

    Plain classes rather than frozen dataclasses: defining 27 of those took a fifth of the start
    of `python -m rules.terra_mystica.replay` (each dataclass compiles its methods at import)."""

    __slots__ = ()
    __match_args__: tuple[str, ...] = ()
    _fields: Callable[[Any], Any]  # the fields' values, to compare and hash

    def __init_subclass__(cls) -> None:
        names = cls.__match_args__
        cls._fields = staticmethod(attrgetter(*names) if names else lambda _: ())

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._fields(self) == self._fields(other)

    def __hash__(self) -> int:
        return hash(self._fields(self))

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__match_args__)
        return f"{type(self).__name__}({fields})"


class Build(_Command):
    __slots__ = __match_args__ = ("hex", "boat", "river")

    def __init__(self, hex: str, boat: bool = False, river: str | None = None) -> None:
        self.hex = hex
        self.boat = boat  # return a boat (merchant) instead of paying (BUILD-3, FD-17)
        self.river = river  # which boat, when boats stand on several rivers next to the hex


class Upgrade(_Command):
    __slots__ = __match_args__ = ("hex", "building")

    def __init__(self, hex: str, building: str) -> None:
        self.hex = hex
        self.building = building  # TP, TE, SH, SA


class Transform(_Command):
    __slots__ = __match_args__ = ("hex", "terrain")

    def __init__(self, hex: str, terrain: str | None = None) -> None:
        self.hex = hex
        self.terrain = terrain  # None: the best terrain the spades reach


class Dig(_Command):
    __slots__ = __match_args__ = ("spades",)

    def __init__(self, spades: int) -> None:
        self.spades = spades


class SendPriest(_Command):
    __slots__ = __match_args__ = ("cult", "steps")

    def __init__(self, cult: str, steps: int | None = None) -> None:
        self.cult = cult
        self.steps = steps  # ask for a particular space (3, 2) or 1 for no space


class Convert(_Command):
    __slots__ = __match_args__ = ("from_count", "from_res", "to_count", "to_res")

    def __init__(self, from_count: int, from_res: str, to_count: int, to_res: str) -> None:
        self.from_count = from_count
        self.from_res = from_res
        self.to_count = to_count
        self.to_res = to_res


class Burn(_Command):
    __slots__ = __match_args__ = ("count",)

    def __init__(self, count: int) -> None:
        self.count = count


class Leech(_Command):
    __slots__ = __match_args__ = ("power", "source")

    def __init__(self, power: int, source: str | None = None) -> None:
        self.power = power
        self.source = source


class Decline(_Command):
    __slots__ = __match_args__ = ("power", "source")

    def __init__(self, power: int | None = None, source: str | None = None) -> None:
        self.power = power  # None: decline every offer
        self.source = source


class Bridge(_Command):
    __slots__ = __match_args__ = ("a", "b")

    def __init__(self, a: str, b: str) -> None:
        self.a = a
        self.b = b


class Connect(_Command):
    """Mermaids found a town across a river hex (`r10`), or between buildings (`C4:D5`)."""

    __slots__ = __match_args__ = ("river",)

    def __init__(self, river: str) -> None:
        self.river = river


class UseAction(_Command):
    __slots__ = __match_args__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name  # ACT1..ACT6, BON1, BON2, FAV6, ACTA, ACTC, ACTE, ACTG, ACTN, ACTS, ACTW


class Pass(_Command):
    __slots__ = __match_args__ = ("bonus",)

    def __init__(self, bonus: str | None = None) -> None:
        self.bonus = bonus


class Advance(_Command):
    __slots__ = __match_args__ = ("track",)

    def __init__(self, track: str) -> None:
        self.track = track  # ship | dig


class Adjust(_Command):
    """Taking a pending tile or step (`+FAV11`, `+TW5`, `+2FIRE`) or giving one up (`-WATER`)."""

    __slots__ = __match_args__ = ("delta", "resource")

    def __init__(self, delta: int, resource: str) -> None:
        self.delta = delta
        self.resource = resource


class Wait(_Command):
    __slots__ = __match_args__ = ()


class Done(_Command):
    __slots__ = __match_args__ = ()


class ChooseFaction(_Command):
    __slots__ = __match_args__ = ("faction",)

    def __init__(self, faction: str) -> None:
        self.faction = faction


class DropFaction(_Command):
    __slots__ = __match_args__ = ("faction",)

    def __init__(self, faction: str | None = None) -> None:
        self.faction = faction


class PlaceHarbour(_Command):
    """Merchants of the Seas' setup step SET-11: the harbour token (depot) on a structure."""

    __slots__ = __match_args__ = ("hex",)

    def __init__(self, hex: str) -> None:
        self.hex = hex


class PlaceBoat(_Command):
    """Put a received boat on a river hex (a merchant on the depot's or market's hex)."""

    __slots__ = __match_args__ = ("hex",)

    def __init__(self, hex: str) -> None:
        self.hex = hex


class Sail(_Command):
    """Move one boat (merchant) along a path, from where it stands (`sail r3-r4-E5`)."""

    __slots__ = __match_args__ = ("path",)

    def __init__(self, path: tuple[str, ...]) -> None:
        self.path = path


class Trade(_Command):
    """Resolve the trade with the structure at `hex`, with the bonus's choice if it has one."""

    __slots__ = __match_args__ = ("hex", "choice")

    def __init__(self, hex: str, choice: str | None = None) -> None:
        self.hex = hex
        self.choice = choice  # a cult, PW, P, a river hex or MOVE


class Choose(_Command):
    """NF1's choice: SHIP, a cult (one step) or PRIEST with a cult."""

    __slots__ = __match_args__ = ("what", "cult")

    def __init__(self, what: str, cult: str | None = None) -> None:
        self.what = what
        self.cult = cult


class PickColor(_Command):
    """Fire & Ice: the colour a faction picks (`pick-color green`): its terrain (Riverwalkers,
    Shapeshifters) or where its starting dwellings go, turning into ice or volcano."""

    __slots__ = __match_args__ = ("color",)

    def __init__(self, color: str) -> None:
        self.color = color


class UnlockTerrain(_Command):
    """The Riverwalkers unlock a terrain with a priest gained, or keep the priest
    (`unlock-terrain green`, `unlock-terrain gain-priest`)."""

    __slots__ = __match_args__ = ("terrain",)

    def __init__(self, terrain: str) -> None:
        self.terrain = terrain


GAIN_PRIEST = "gain-priest"


class GainFor(_Command):
    """Take what is on offer for a price (`gain P3 for VP`: the Shapeshifters' power token)."""

    __slots__ = __match_args__ = ("resource", "price")

    def __init__(self, resource: str, price: str) -> None:
        self.resource = resource
        self.price = price


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
