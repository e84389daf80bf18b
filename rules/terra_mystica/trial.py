"""Trying a turn on a state without copying the factions it leaves alone (legal actions' hot path).

Legal actions try every candidate turn on a copy of the state, and copying five factions of 85
attributes each was half of the time. A try here copies the game's own containers and the
factions the turn is expected to change (the one playing, at first); every other faction is the
original object, shared, and guarded while the turn runs: in the trying thread, writing any of
its attributes or reading any of its containers (the lists, dicts and sets a write could go
through) raises `Touched` before anything changes. The try is then thrown away and run again with
that faction copied too, and later tries of the same call copy it from the start. So nothing a
try does can reach the original state, and the answer is the engine's own, as on a full copy.

Other threads read the shared factions as usual while a try runs (the host draws and stores
states while decisions are computed in a worker thread); one try runs at a time in the process.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from .state import CONTAINER_SLOTS, Faction, GameState

_lock = threading.Lock()
_trying = [0]  # the id of the thread running a try (0: none)
_get_ident = threading.get_ident
_set = object.__setattr__


class Touched(BaseException):
    """A try reached a faction it shares with the original state. A BaseException: no `except
    Exception` in the engine may swallow it."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def _refuse_write(self: Faction, name: str, value: Any) -> None:
    if _get_ident() == _trying[0]:
        raise Touched(self.name)
    _set(self, name, value)


def _refuse_delete(self: Faction, name: str) -> None:
    if _get_ident() == _trying[0]:
        raise Touched(self.name)
    object.__delattr__(self, name)


def _guarded_container(slot: str) -> property:
    descriptor = Faction.__dict__[slot]
    get, put = descriptor.__get__, descriptor.__set__

    def read(self: Faction) -> Any:
        if _get_ident() == _trying[0]:
            raise Touched(self.name)
        return get(self)

    return property(read, put)


# A faction shared with a state being tried on: the same slots (so an object's class can be
# switched to it and back), reads of numbers and words as fast as ever, the rest guarded.
_Shared: type[Faction] = type(
    "SharedFaction",
    (Faction,),
    {
        "__slots__": (),
        "__setattr__": _refuse_write,
        "__delattr__": _refuse_delete,
        **{slot: _guarded_container(slot) for slot in CONTAINER_SLOTS},
    },
)


class Sharing:
    """Tries of turns on states sharing `g`'s factions, in a `with` block: while it is open, the
    factions not named in `own` are guarded (one block at a time in the process; the thread that
    opened it must run nothing but tries in it, as any read of a shared faction's containers in
    that thread is refused)."""

    def __init__(self, g: GameState, own: set[str]) -> None:
        self.factions = dict(g.factions)
        self.g = g
        self.own = own  # the factions a try copies: those named at first, then those touched

    def __enter__(self) -> Sharing:
        if _trying[0] == _get_ident():
            raise RuntimeError("tries of turns may not nest")
        _lock.acquire()
        _trying[0] = _get_ident()
        for name, f in self.factions.items():
            if name not in self.own:
                _set(f, "__class__", _Shared)
        return self

    def __exit__(self, *exc: object) -> None:
        for f in self.factions.values():
            _set(f, "__class__", Faction)
        _trying[0] = 0
        _lock.release()

    def run(self, play_turn: Callable[[GameState], object], applied: list[Any]) -> None:
        """Call `play_turn` on a state equal to a copy of `g` (a RuleError from it propagates),
        again with the faction it touched copied if it touches one. `applied`, the commands run
        so far, is emptied before each run."""
        while True:
            mixed = self.factions.copy()
            for name in self.own:
                mixed[name] = mixed[name].copy()
            applied.clear()
            try:
                play_turn(self.g.copy(factions=mixed))
                return
            except Touched as touched:
                self.own.add(touched.name)
                _set(self.factions[touched.name], "__class__", Faction)
