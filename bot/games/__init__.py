"""One adapter per game: what the game-neutral host, terminal and Discord client need to know of a
game beyond its engine (rules.core.GameEngine).

A game is its engine (rules/<game>/), its renderer (rendering/<game>/), its words
(locales/<locale>/<game>.ftl) and an adapter (bot/games/<game>.py) registered in adapters() below. The
host, the store, the terminal and the Discord client are the same for every game; docs/architecture.md
tells how to add one.

Everything an adapter shows the public is made from the engine's public view
(`engine.view(state, None)`), and a player's private answer from that seat's view: methods that
take a `view` never see hidden information they should not show.
"""

from __future__ import annotations

import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from rules.core import GameEngine, RuleError

from ..suggest import SHOWN, best_matches

StateT = TypeVar("StateT")
View = Mapping[str, Any]  # what engine.view returns: JSON, safe to show to whom it was made for

# Autocomplete of an option from the typing player's legal actions:
# (legal actions, what was typed, the other options given so far, locale) -> (label, value), best first.
# States whose legal actions an adapter keeps (LegalMemo): those of the games moved last.
LEGAL_MEMO_STATES = 256
# States whose views and JSON an adapter keeps (ViewMemo): those of the moves being stored and
# announced now (a move's new state is stored, then told and drawn, a few round trips later).
VIEW_MEMO_STATES = 64

Completer = Callable[[Sequence[str], str, Mapping[str, Any], str], list[tuple[str, str]]]


@dataclass(frozen=True)
class Option:
    """An option of a command: of the lobby (`/tm new board:`), of a shortcut (`/tm build hex:`) or a
    seat preference (`faction:`). `name` is its name in Discord and on the command line (a contract,
    English, lower case); its description, Portuguese name and choices' names are catalogue
    messages `cmd-<prefix>-<command>-<name>` (choices: `...-<name>-<value>`)."""

    name: str
    kind: type = str  # str, int or bool
    required: bool = False
    default: Any = None
    choices: tuple[str, ...] = ()
    min_value: int | None = None
    max_value: int | None = None
    complete: Completer | None = None
    # A lobby option only some games need: whether the terminal's `new` asks for it, given the
    # answers before it (None: always).
    asked: Callable[[Mapping[str, Any]], bool] | None = None


@dataclass(frozen=True)
class Shortcut:
    """A command for a common move (`/tm build hex:E5`): its options, and the move's notation from
    the options given and the player's legal actions (so `build E5` becomes `dig 1. build E5`).
    Where the options fit several legal moves that differ in a choice still open (what a tile
    gives, how an "any" cost is paid), `action` returns them all: the player is asked which, in
    private, with buttons or a menu."""

    name: str
    options: tuple[Option, ...]
    action: Callable[[Mapping[str, Any], Sequence[str]], str | list[str]]


@dataclass(frozen=True)
class Setting:
    """A standing decision a player may take for every game (`/tm settings accept_one_power:`):
    `key` in the user's stored settings, `name` the option's name."""

    key: str
    name: str


@dataclass
class ImportedGame:
    """A recorded game read for the host: how to set it up and the moves, seat by seat."""

    options: dict[str, Any]
    seats: int
    seed: str
    seat_names: list[str]
    moves: list[tuple[int, str]]
    final_vp: dict[str, int] = field(default_factory=dict)


@dataclass
class Decision:
    """A question a seat must answer, offered as buttons (few answers) or a select menu.

    `kind` names the question in the game's catalogue: `<prefix>-decision-<kind>` says what the
    seat must do ("to take a favor tile"), its `.prompt` is a menu's placeholder; `actions` are the
    answers in notation, best first. A `secret` question's answers are shown only to the seat that
    must answer it (the public message gets a button that shows them to that player alone); so is
    best asked a question several seats answer at once, each with answers of its own. A question
    the game has no words for is worded by the host's `host-decision-<kind>` (e.g. `choose`).
    """

    seat: int
    kind: str
    actions: list[str]
    menu: bool = False
    secret: bool = False


class GameAdapter(Protocol[StateT]):
    name: str  # the engine's name and the registry's key, e.g. "terra_mystica"
    prefix: str  # its slash-command group and the prefix of its catalogue ids, e.g. "tm"
    title: str  # the game's name, the same in every language, e.g. "Terra Mystica"
    min_seats: int
    max_seats: int
    example_move: str  # a move in notation, to show how moves are typed: "build E5"
    lobby: tuple[Option, ...]  # /<prefix> new's options besides the players and the preference
    preference: Option | None  # what a player may ask for in the lobby (a faction), if anything
    settings: tuple[Setting, ...]
    shortcuts: tuple[Shortcut, ...]
    resign_action: str  # the action with which a seat leaves a game under way
    hidden_information: bool  # whether some of a game's state is not for everyone (then no export mid-game)

    @property
    def engine(self) -> GameEngine[StateT]: ...

    # The lobby

    def game_options(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        """The engine's options from the lobby's answers (keyed by option name; `option`: a list of
        rule option names given on the command line). Raises RuleError for impossible ones."""
        ...

    def describe_options(self, options: Mapping[str, Any], locale: str) -> str:
        """A short description of a new game's options ('map: The Lakes'), or ''."""
        ...

    def preference_choices(self) -> list[str]: ...

    def preference_conflict(self, taken: Sequence[str], wanted: str, options: Mapping[str, Any]) -> RuleError | None:
        """Why `wanted` can't join the preferences `taken` by others in a game with these (engine)
        options (None if it can)."""
        ...

    def preferred_action(self, state: StateT, wanted: str) -> str | None:
        """The action that takes a seat's preference, if the game asks for it now."""
        ...

    def preference_label(self, value: str, locale: str) -> str: ...

    # Playing

    def standing_decision(self, state: StateT, seat: int, settings: Mapping[str, Any]) -> str | None:
        """The action a seat's standing settings take for it now, if any (e.g. accepting 1 power)."""
        ...

    def legal_actions(self, state: StateT, seat: int) -> list[str]:
        """The engine's legal actions of `seat` (kept for the states used last, see LegalMemo)."""
        ...

    def legal_matching(self, state: StateT, seat: int, typed: str) -> list[str]:
        """The legal actions autocomplete offers for what was typed: best_matches of
        legal_actions, finding no more of them than it shows when they aren't known yet."""
        ...

    def decisions(self, state: StateT) -> list[Decision]:
        """The questions seats must answer now besides playing their turn."""
        ...

    def public_move(self, text: str) -> str:
        """A stored move as everyone may see it (a secret choice without what was chosen)."""
        ...

    def resigns(self, notation: str) -> bool:
        """Whether a move (in the engine's canonical notation) leaves the game: asked to confirm."""
        ...

    # Words: from views only

    def describe(self, text: str, locale: str) -> str:
        """A public move told in words ('built a dwelling on E5'), without its subject."""
        ...

    def answer_label(self, action: str, locale: str) -> str:
        """A decision's answer on a button or in a menu (at most 80 characters)."""
        ...

    def answer_description(self, action: str, locale: str) -> str | None:
        """More about an answer, under it in a menu (a tile's effect), if anything."""
        ...

    def seat_label(self, view: View, seat: int, locale: str) -> str:
        """A seat's name in a language (its faction's, once chosen)."""
        ...

    def seat_term(self, view: View, seat: int) -> str | None:
        """A seat's name as the game's catalogue has it as a term (Terra Mystica: its faction,
        'witches' for `-tm-faction-witches`), for sentences that decline it ('das Bruxas'); None
        when it has none (yet)."""
        ...

    def seat_aliases(self, view: View) -> dict[str, int]:
        """Names a player at a terminal may prefix a move with to play for a seat ('nomads: ...')."""
        ...

    def status(self, view: View, seat: int, locale: str) -> str:
        """A seat's own position, from that seat's view, for a private reply."""
        ...

    def headlines(self, before: View | None, view: View, locale: str) -> list[str]:
        """What the last change started that everyone should notice ('Round 3 begins')."""
        ...

    def summary(self, view: View, locale: str = "en") -> str:
        """A few lines of text describing the position (for the terminal and for logs), in
        `locale` where the game has the words for it."""
        ...

    def vp(self, view: View) -> dict[str, int]:
        """Victory points by the names the game gives its seats."""
        ...

    def render(self, view: View, before: View | None = None, locale: str = "en", names: Sequence[str] = ()) -> bytes:
        """The board as a PNG, its words in `locale`; `before` marks what the last move changed;
        `names` are the players' names by seat (who sits where is public), for games whose seats
        have no name of their own."""
        ...

    # Records

    def import_record(self, text: str, name: str) -> ImportedGame:
        """A recorded game (any format the game's replay reads); raises ValueError if unreadable."""
        ...

    def export_log(
        self, options: dict[str, Any], seed: str, seat_names: list[str], moves: list[tuple[int, str]]
    ) -> str:
        """The move log in the game's community notation."""
        ...


def adapters() -> dict[str, GameAdapter[Any]]:
    """Every game the bot hosts, by name: the one registry a new game adds a line to."""
    from .keyflower import KeyflowerAdapter
    from .terra_mystica import TerraMysticaAdapter

    found: list[GameAdapter[Any]] = [TerraMysticaAdapter(), KeyflowerAdapter()]
    return {a.name: a for a in found}


class StateMemo:
    """What was found for the states used last, by state object and key. A state is never changed
    once the host holds it (moves make new states), so what is kept for an object stays true; the
    object itself is kept with its answers, so its id names no other state meanwhile. What is kept
    is shared: callers read it and never change it."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._kept: OrderedDict[int, tuple[Any, dict[Any, Any]]] = OrderedDict()
        self._lock = threading.Lock()  # answers are computed and read in worker threads too

    def known(self, state: Any, key: Any, touch: bool = False) -> Any | None:
        """What is kept for (state, key), if anything; `touch` marks the state as used last."""
        with self._lock:
            entry = self._kept.get(id(state))
            if entry is None or entry[0] is not state:
                return None
            if touch:
                self._kept.move_to_end(id(state))
            return entry[1].get(key)

    def found(self, state: Any, key: Any, make: Callable[[], Any]) -> Any:
        """What is kept for (state, key), made (outside the lock) and kept when it isn't."""
        value = self.known(state, key, touch=True)
        if value is not None:
            return value
        value = make()
        with self._lock:
            entry = self._kept.get(id(state))
            if entry is None or entry[0] is not state:
                entry = self._kept[id(state)] = (state, {})
                while len(self._kept) > self._size:
                    self._kept.popitem(last=False)
            entry[1][key] = value
        return value

    def forget(self) -> None:
        with self._lock:
            self._kept.clear()


class LegalMemo(StateMemo):
    """An engine's legal actions, kept for the states asked about last. The decisions shown with
    the board after a move and autocomplete's suggestions for the next one come from the same
    state object (the host's cache keeps it): they are computed once."""

    def __init__(self, engine: GameEngine[Any], size: int = LEGAL_MEMO_STATES) -> None:
        super().__init__(size)
        self._engine = engine

    def __call__(self, state: Any, seat: int) -> list[str]:
        # The same texts recur from state to state and game to game: kept once.
        found: list[str] = self.found(
            state, seat, lambda: [sys.intern(text) for text in self._engine.legal_actions(state, seat)]
        )
        return found

    def matching(self, state: Any, seat: int, typed: str) -> list[str]:
        """best_matches(legal actions, typed). When they are not known yet and the engine can
        try candidates, the candidates matching what was typed are tried best first, until
        autocomplete's 25 are found: the same list, with far fewer turns tried."""
        known = self.known(state, seat)
        among = getattr(self._engine, "legal_among", None)
        if known is not None or among is None or not typed.strip():
            return best_matches(known if known is not None else self(state, seat), typed)
        ranked = best_matches(self._engine.candidates(state, seat), typed, limit=None)  # type: ignore[attr-defined]
        return [sys.intern(text) for text in among(state, seat, ranked, SHOWN)]


class KeepsLegal:
    """The adapter's side of LegalMemo: its engine's legal actions, kept (`self._legal`)."""

    _legal: LegalMemo

    def legal_actions(self, state: Any, seat: int) -> list[str]:
        return self._legal(state, seat)

    def legal_matching(self, state: Any, seat: int, typed: str) -> list[str]:
        return self._legal.matching(state, seat, typed)

    def forget_legal(self) -> None:
        self._legal.forget()


class ViewMemo(StateMemo):
    """An engine's views and JSON of the states used last. A move's new state is stored (its
    JSON), then told in words and drawn (its public view) by the same process a few round trips
    later: each is computed once. `view_is_json`: the engine's view of any seat is its JSON (a
    game without hidden information, whose adapter says so with `view_is_json = True`)."""

    def __init__(self, engine: GameEngine[Any], view_is_json: bool = False, size: int = VIEW_MEMO_STATES) -> None:
        super().__init__(size)
        self._engine = engine
        self._view_is_json = view_is_json

    def view(self, state: Any, seat: int | None) -> View:
        if self._view_is_json:
            return self.json(state)
        view: View = self.found(state, seat, lambda: self._engine.view(state, seat))
        return view

    def json(self, state: Any) -> dict[str, Any]:
        found: dict[str, Any] = self.found(state, "json", lambda: self._engine.to_json(state))
        return found


_VIEWS: dict[int, tuple[GameAdapter[Any], ViewMemo]] = {}
# Adapters are made anew by each `adapters()` call (a test session makes hundreds): the memos of
# the ones made last are kept, so the registry can't grow without end.
_VIEW_ADAPTERS = 16


def views(adapter: GameAdapter[Any]) -> ViewMemo:
    """The views and JSON of `adapter`'s engine, kept for the states used last (ViewMemo)."""
    found = _VIEWS.get(id(adapter))
    if found is None or found[0] is not adapter:
        memo = ViewMemo(adapter.engine, view_is_json=getattr(adapter, "view_is_json", False))
        _VIEWS.pop(id(adapter), None)
        while len(_VIEWS) >= _VIEW_ADAPTERS:
            del _VIEWS[next(iter(_VIEWS))]
        found = _VIEWS[id(adapter)] = (adapter, memo)
    return found[1]
