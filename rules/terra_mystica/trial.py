"""Trying a turn on a state without copying the factions it leaves alone (legal actions' hot path).

Legal actions try every candidate turn on a copy of the state, and copying five factions of 85
attributes each was half of the time. A try here copies the game's own containers and the
factions the turn is expected to change (the one playing, at first); every other faction is a
stand-in, made once a call, holding the original's numbers and words and read-only copies of its
lists, dicts and sets, and refusing any change: writing an attribute (but the value it holds), or
changing one of those copies, raises `Touched` before anything changes. The try is then thrown
away and run again with that faction copied, and later tries copy it from the start. The
original factions are never handed to a try nor changed in any way, so nothing a try does can
reach the original state (other threads may read it meanwhile), and the answer is the engine's
own, as on a full copy.

The game's own lists, dicts and sets are handled alike: a try gets read-only copies (made once a
call) of those its kind of turn isn't known to change, and fresh copies of the others; a change
to a read-only one runs the try again with that container copied, and tries of that kind (the
same commands; the same actions) copy it from then on, in every call (`_COPIED_BY_KIND`, kept
for the process: what is copied only decides how fast, never what is legal).

The guard sees changes made through the containers' own methods and operators; a change made by
calling the base type's method on one (`list.append(xs, x)`, `heapq.heappush(xs, x)`) would land
on the throw-away copy and be lost, so the rules change a faction's containers only through their
methods (a stand-in's answer could differ otherwise; the original is out of reach either way).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from .state import CONTAINER_SLOTS, Faction, GameState, slot_function


class Touched(BaseException):
    """A try reached a faction it doesn't copy. A BaseException: no `except Exception` in the
    engine may swallow it."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def _refuse(self: Any, *args: object, **kwargs: object) -> None:
    raise Touched(self.owner)


# Every method of a list, dict or set that changes it in place (`__init__` fills it again).
WRITES: dict[type, tuple[str, ...]] = {
    list: ("__init__", "__setitem__", "__delitem__", "__iadd__", "__imul__", "append", "extend", "insert")
    + ("pop", "remove", "clear", "sort", "reverse"),
    dict: ("__init__", "__setitem__", "__delitem__", "__ior__", "pop", "popitem", "clear", "update", "setdefault"),
    set: ("__init__", "__ior__", "__iand__", "__isub__", "__ixor__", "add", "discard", "remove", "pop", "clear")
    + ("update", "intersection_update", "difference_update", "symmetric_difference_update"),
}
# A copy of a container of a faction a try doesn't copy: equal to it, of its type (a subclass),
# refusing every change (`Touched`). Its copies, slices and sums are plain containers of its own.
READ_ONLY: dict[type, type] = {
    kind: type(f"ReadOnly{kind.__name__.title()}", (kind,), {"__slots__": ("owner",), **dict.fromkeys(names, _refuse)})
    for kind, names in WRITES.items()
}
# An empty one made, then filled past its refusals.
_EMPTY: dict[type, Callable[[type], Any]] = {list: list.__new__, dict: dict.__new__, set: set.__new__}
_FILL: dict[type, Callable[[Any, Any], None]] = {list: list.extend, dict: dict.update, set: set.update}
# The faction's containers holding containers (a boat's path): refused even to read.
NESTED: frozenset[str] = frozenset({"paths"})


def _read_only(value: Any, owner: str) -> Any:
    """A read-only copy of a list, dict or set, naming the faction it belongs to."""
    kind = type(value)
    copy = _EMPTY[kind](READ_ONLY[kind])
    _FILL[kind](copy, value)
    copy.owner = owner
    return copy


def _refused_read(slot: str) -> property:
    def read(self: Any) -> Any:
        raise Touched(self.name)

    return property(read)


_SLOT_GET = {slot: Faction.__dict__[slot].__get__ for slot in Faction.__slots__}


def _write(self: Any, name: str, value: object) -> None:
    """Writing what a number or word already is changes nothing (the first to pass writes
    `start_player = False` to every faction): let through. Anything else is refused."""
    if name not in CONTAINER_SLOTS and name in _SLOT_GET:
        current = _SLOT_GET[name](self)
        if type(current) is type(value) and current == value:
            return
    raise Touched(self.name)


def _delete(self: Any, name: str) -> None:
    raise Touched(self.name)


# A faction a try doesn't copy: a Faction (its methods work) holding the original's numbers and
# words and read-only copies of its containers, made once for all the tries of a call; it
# refuses every change. Its slots are the Faction's own (no property between a read and them).
_Shared: type[Faction] = type(
    "SharedFaction",
    (Faction,),
    {
        "__slots__": (),
        "__setattr__": _write,
        "__delattr__": _delete,
        **{slot: _refused_read(slot) for slot in NESTED},
    },
)


def _stand_in_value(slot: str) -> str:
    if slot in NESTED:
        return "None"
    return f"read_only(old.{slot}, owner)" if slot in CONTAINER_SLOTS else f"old.{slot}"


# Making a stand-in: one assignment a slot (as state.py copies a faction), on a plain Faction that
# then becomes a SharedFaction (the same slots: refusing starts there).
_make_stand_in: Callable[[Faction], Faction] = slot_function(
    "shared",
    "old",
    Faction,
    _stand_in_value,
    {"read_only": _read_only, "Shared": _Shared},
    before=["    owner = old.name"],
    after=["    new.__class__ = Shared"],
)


def shared(f: Faction) -> Faction:
    """A stand-in for `f` in a try: holds what `f` holds (its containers as read-only copies, those
    holding containers refused even to read), refuses to change anything (`Touched`)."""
    return _make_stand_in(f)


class GameSlot(str):
    """The name of one of the game's own containers, as a read-only one names its owner: a try
    changing it is run again with it copied."""


# The game's own lists, dicts and sets. What they hold is never changed in place (words, numbers,
# tuples): a read-only copy guards all of it. The power offers (objects changed in place) are
# copied for every try; the game's words, numbers and frozensets are shared as they are.
GAME_CONTAINERS: tuple[str, ...] = (
    *("seats", "order", "new_order", "setup_order", "score_tiles", "pool", "bonus_coins", "terrain"),
    *("buildings", "bridges", "bridge_adjacent", "skip", "river_towns", "town_of", "cult_spaces"),
    *("used_actions", "start_vp", "final_scoring", "trade_markers"),
)


def _try_value(slot: str) -> str:
    if slot == "factions":
        return "factions"
    if slot == "leech_offers":
        return "[o.copy() for o in g.leech_offers] if g.leech_offers else []"
    return f"shared.{slot}" if slot in GAME_CONTAINERS else f"g.{slot}"


# Making a try's state: the game's containers the read-only ones made for the call (held by
# `shared`), the factions given, the rest as in `g`; one assignment a slot.
_assemble: Callable[[GameState, GameState, dict[str, Faction]], GameState] = slot_function(
    "assemble", "g, shared, factions", GameState, _try_value, {}
)


@lru_cache(maxsize=256)
def _copier(copied: frozenset[str]) -> Callable[[GameState, GameState], None]:
    """A function giving a try's state copies of `g`'s containers named in `copied` (a few lines:
    compiled for each set the tries meet, it costs less than a loop a try)."""
    lines = ["def copy_into(g, new):", "    pass"]
    for slot in sorted(copied):
        value = f"g.{slot}.copy() if g.{slot} is not None else None" if slot == "new_order" else f"g.{slot}.copy()"
        lines.append(f"    new.{slot} = {value}")
    namespace: dict[str, Any] = {}
    exec("\n".join(lines), namespace)  # noqa: S102 - the code is built from the class's own slot names
    return namespace["copy_into"]  # type: ignore[no-any-return]


def _try_state(g: GameState, shared: GameState, factions: dict[str, Faction], copied: frozenset[str]) -> GameState:
    """A try's state: `_assemble`'s, with the containers named in `copied` copies of `g`'s."""
    new = _assemble(g, shared, factions)
    if copied:
        _copier(copied)(g, new)
    return new


# The game's containers each kind of turn changed when tried (in any call): copied for its tries
# from then on. Only how fast: a container not named is guarded, and a try changing it runs again.
_COPIED_BY_KIND: dict[object, frozenset[str]] = {}
_NONE: frozenset[str] = frozenset()


class Trials:
    """Tries of turns on states equal to copies of `g`, copying only the factions in `own` (those
    named at first), those tries of the same kind touched, and the game's containers the kind of
    turn changes. The stand-ins of the other factions and the read-only copies of the other containers
    hold nothing of a try's own (they refuse every change): the same ones serve every try."""

    __slots__ = ("g", "own", "stand_ins", "shared", "copied", "touched")

    def __init__(self, g: GameState, own: set[str]) -> None:
        self.g = g
        self.own = own
        self.stand_ins = {name: shared(f) for name, f in g.factions.items()}  # in the state's order
        # The game's containers as read-only copies, held in a state's slots (read the fastest).
        self.shared = object.__new__(GameState)
        for slot in GAME_CONTAINERS:
            value = getattr(g, slot)
            setattr(self.shared, slot, None if value is None else _read_only(value, GameSlot(slot)))
        self.copied = _NONE  # for tries of no kind
        # The other factions tries of a kind touched in this call (declining power touches the
        # builder, the first to pass the start player): copied for that kind only.
        self.touched: dict[object, set[str]] = {}

    def run(self, play_turn: Callable[[GameState], object], applied: list[Any], kind: object = None) -> None:
        """Call `play_turn` on a state equal to a copy of `g` (a RuleError from it propagates),
        again with the faction or container it touched copied if it touches one. `applied`, the
        commands run so far, is emptied before each run. `kind` names the kind of turn (tries of
        one kind change the same containers of the game, mostly): another faction it touches is
        copied for later tries of the kind; without a kind, for every later try."""
        factions = self.g.factions
        copied = self.copied if kind is None else _COPIED_BY_KIND.get(kind, _NONE)
        others = self.touched.get(kind) if kind is not None else None
        while True:
            mixed = self.stand_ins.copy()
            for name in self.own:
                mixed[name] = factions[name].copy()
            if others:
                for name in others:
                    mixed[name] = factions[name].copy()
            applied.clear()
            try:
                play_turn(_try_state(self.g, self.shared, mixed, copied))
                return
            except Touched as touched:
                if type(touched.name) is not GameSlot:
                    if kind is None:
                        self.own.add(touched.name)
                    else:
                        others = self.touched.setdefault(kind, set())
                        others.add(touched.name)
                    continue
                copied = copied | {str(touched.name)}
                if kind is None:
                    self.copied = copied
                else:
                    _COPIED_BY_KIND[kind] = _COPIED_BY_KIND.get(kind, _NONE) | copied
