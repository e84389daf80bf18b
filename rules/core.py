"""What every game shares: the engine contract the host relies on.

A game engine is pure and synchronous: it turns options, seats and a seed into a state, and a
(state, seat, action text) into a new state or a `RuleError`. The host never re-implements a rule;
it asks the engine who must decide, what is legal, and what each seat may see.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar


class RuleError(Exception):
    """An action the rules refuse, as a code and its parameters.

    The code is a message id of the game's catalogues (Fluent, one per language: `tm-not-reachable`,
    `kf-tile-not-in-play`); the parameters fill it in (`hex="E5"`, `shipping=2`), so each language
    words the refusal for the player who tried it. Until every raise site carries a code, a plain
    English sentence is accepted in its place (no parameters).
    """

    def __init__(self, code: str, /, **params: Any) -> None:
        # `args` is `(code,)` already (BaseException.__new__ keeps the positional arguments):
        # no call up, as the rules raise and catch many of these when trying candidate turns.
        self.code = code
        self.params = params

    @property
    def message(self) -> str:
        """The code with its parameters: for logs and for callers without a catalogue."""
        if not self.params:
            return self.code
        filled = ", ".join(f"{name}={value}" for name, value in self.params.items())
        return f"{self.code} ({filled})"

    def __str__(self) -> str:
        return self.message


QUOTED = 40  # at most this much of what a player typed is quoted back in a refusal


def quote(text: object, limit: int = QUOTED) -> str:
    """What a player typed, on one line and cut short, to be quoted in a refusal (a reply must
    stay within the chat's limits however long the input)."""
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


@dataclass(frozen=True, slots=True)
class Event:
    """Something the engine did on its own that players (and replays) may want to see.

    `kind` is a short machine name (`income`, `leech-effect`, `final-score`, ...); `seat` is the
    seat concerned, or None for the whole table; `text` is a one-line English description; `data`
    carries kind-specific details (for instance a faction's resources right after the event).
    """

    kind: str
    seat: int | None
    text: str
    data: Mapping[str, Any] = field(default_factory=dict)


StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT")
T = TypeVar("T")


@dataclass(slots=True)
class Outcome(Generic[StateT]):
    """The result of applying one action: the new state, what happened on the way, and the action
    in the game's canonical notation as the engine read it (what a host stores: replaying it gives
    the same state, and formatting it again changes nothing)."""

    state: StateT
    events: list[Event]
    notation: str = ""


class GameEngine(Protocol[StateT]):
    """The contract between one game's rules and the game-agnostic host."""

    name: str

    def new_game(self, options: Mapping[str, Any], seats: int, seed: int | str) -> StateT:
        """A new game for `seats` players; all randomness derives from `seed`."""
        ...

    def apply(self, state: StateT, seat: int, action: str) -> Outcome[StateT]:
        """Apply `action` (its notation text) for `seat`.

        Returns a new state; `state` itself is never modified. Raises RuleError, naming the
        reason, when the rules refuse the action.
        """
        ...

    def to_decide(self, state: StateT) -> list[int]:
        """The seats that must decide something now (several at once, e.g. leech offers)."""
        ...

    def legal_actions(self, state: StateT, seat: int) -> list[str]:
        """Legal actions for `seat` as notation strings, for autocomplete."""
        ...

    def view(self, state: StateT, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: the public view). Hidden information stays hidden."""
        ...

    def is_finished(self, state: StateT) -> bool: ...

    def scores(self, state: StateT) -> dict[int, int]:
        """Victory points per seat (final once the game is finished)."""
        ...

    def to_json(self, state: StateT) -> dict[str, Any]: ...

    def from_json(self, data: Mapping[str, Any]) -> StateT: ...


class SearchEngine(Protocol[StateT, MoveT]):
    """The typed side of an engine, for searches (OpenSpiel's clone/apply, python-chess's copy and
    push): moves are values, text only at the edges (`notation`, `parse`). A move is immutable,
    hashable and equal to the move parsed from its notation."""

    def legal_moves(self, state: StateT, seat: int) -> list[MoveT]:
        """Every move the rules accept for `seat` now, in the order `legal_actions` lists them."""
        ...

    def play(self, state: StateT, seat: int, move: MoveT) -> None:
        """Play `move` for `seat`, changing `state` in place (callers `copy` first when they need
        the position before). A move the rules refuse raises RuleError, and `state` is then
        undefined: only a copy thrown away after should be played on when refusal is possible
        (a move from `legal_moves` of the same state is never refused)."""
        ...

    def copy(self, state: StateT) -> StateT:
        """A copy sharing nothing that `play` changes with `state`."""
        ...

    def notation(self, move: MoveT) -> str:
        """The move in the game's notation (what `apply` takes and the move log stores)."""
        ...

    def parse(self, text: str) -> MoveT:
        """The move a notation text stands for; RuleError if it isn't one."""
        ...


def seeded_rng(seed: int | str, *salt: object) -> random.Random:
    """A random generator that gives the same sequence for the same seed on every machine."""
    material = "|".join([str(seed), *map(str, salt)]).encode()
    return random.Random(int.from_bytes(hashlib.sha256(material).digest()[:8], "big"))


def shuffled(items: Sequence[T], rng: random.Random) -> list[T]:
    out = list(items)
    rng.shuffle(out)
    return out
