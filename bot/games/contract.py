"""The contract between the host and a game: what the game-neutral host, terminal and Discord client
need to know of a game beyond its engine (rules.core.GameEngine), and the data they exchange.

`GameAdapter` is the contract as the host sees it; `BaseAdapter` gives its defaults, for a game's
adapter to inherit and override what its game has. Everything an adapter shows the public is made
from the engine's public view (`engine.view(state, None)`), and a player's private answer from
that seat's view: methods that take a `view` never see hidden information they should not show.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Generic, Protocol, TypeVar

from locales import say
from rules.core import GameEngine, RuleError

from ..host.memos import LegalMemo

StateT = TypeVar("StateT")
View = Mapping[str, Any]  # what engine.view returns: JSON, safe to show to whom it was made for

# Autocomplete of an option from the typing player's legal actions:
# (legal actions, what was typed, the other options given so far, locale) -> (label, value), best first.
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
    view_is_json: bool  # whether engine.view of any seat is the state's JSON (then the host finds it once for both)

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
        """The engine's legal actions of `seat` (kept for the states used last: bot.host.memos)."""
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

    def suggest(self, text: str, locale: str) -> str:
        """A move suggested to a player (a hint) in words ('build a dwelling on E5'), without its
        subject."""
        ...

    def legal_words(self, action: str, locale: str) -> str:
        """A legal move told for a player choosing it (autocomplete, the terminal's `legal`): its
        words and what the tile it takes or uses gives."""
        ...

    def ledger_changes(self, before: View, after: View, locale: str) -> list[str]:
        """What a move changed between two public views, a line each, for the ledger (/tm log)."""
        ...

    def tiles(self) -> list[str]:
        """Every tile, card and boat of the game, by its printed name or code (/tile)."""
        ...

    def tile_card(self, name: str, locale: str) -> list[str] | None:
        """A tile in full, a line each: its name and kind, what it does, costs and scores (None:
        no such tile)."""
        ...

    def tile_image(self, name: str, locale: str) -> bytes | None:
        """The PNG of a tile alone, 400 pixels wide (None: no picture of it)."""
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

    def render_move(
        self, view: View, before: View, seat: int | None, locale: str = "en", names: Sequence[str] = ()
    ) -> bytes:
        """The PNG posted after a move, to be read in a phone's chat (about 400 pixels wide): what
        the move by `seat` changed; the whole board stays one tap away (render)."""
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


class BaseAdapter(Generic[StateT]):
    """GameAdapter's defaults: a game without lobby options, preferences, settings or shortcuts,
    asking no question besides the turn, its moves public and told as written, its seats named by
    number, reading no recorded games. A game's adapter inherits it and gives what every game has
    (its names, seats, example move, engine, a seat's status, its board) and what its game has
    beyond the defaults. Its legal actions are kept for the states asked about last (LegalMemo):
    the decisions after a move and autocomplete's suggestions for the next ask about one state."""

    name: str
    prefix: str
    title: str
    min_seats: int
    max_seats: int
    example_move: str
    lobby: tuple[Option, ...] = ()
    preference: Option | None = None
    settings: tuple[Setting, ...] = ()
    shortcuts: tuple[Shortcut, ...] = ()
    resign_action: str = "resign"
    hidden_information: bool = False
    view_is_json: bool = False

    @property
    def engine(self) -> GameEngine[StateT]:
        raise NotImplementedError

    def game_options(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        return {}

    def describe_options(self, options: Mapping[str, Any], locale: str) -> str:
        return ""

    def preference_choices(self) -> list[str]:
        return []

    def preference_conflict(self, taken: Sequence[str], wanted: str, options: Mapping[str, Any]) -> RuleError | None:
        return None

    def preferred_action(self, state: StateT, wanted: str) -> str | None:
        return None

    def preference_label(self, value: str, locale: str) -> str:
        return value

    def standing_decision(self, state: StateT, seat: int, settings: Mapping[str, Any]) -> str | None:
        return None

    @cached_property
    def _legal(self) -> LegalMemo:
        return LegalMemo(self.engine)

    def legal_actions(self, state: StateT, seat: int) -> list[str]:
        return self._legal(state, seat)

    def legal_matching(self, state: StateT, seat: int, typed: str) -> list[str]:
        return self._legal.matching(state, seat, typed)

    def forget_legal(self) -> None:
        """Forget the legal actions kept (for a measure of the memory games take)."""
        self._legal.forget()

    def decisions(self, state: StateT) -> list[Decision]:
        return []

    def public_move(self, text: str) -> str:
        return text

    def resigns(self, notation: str) -> bool:
        return notation == self.resign_action

    def describe(self, text: str, locale: str) -> str:
        return text

    def suggest(self, text: str, locale: str) -> str:
        return self.describe(text, locale)

    def legal_words(self, action: str, locale: str) -> str:
        return self.describe(action, locale)

    def ledger_changes(self, before: View, after: View, locale: str) -> list[str]:
        return self.headlines(before, after, locale)

    def tiles(self) -> list[str]:
        return []

    def tile_card(self, name: str, locale: str) -> list[str] | None:
        return None

    def tile_image(self, name: str, locale: str) -> bytes | None:
        return None

    def answer_label(self, action: str, locale: str) -> str:
        return action

    def answer_description(self, action: str, locale: str) -> str | None:
        return None

    def seat_label(self, view: View, seat: int, locale: str) -> str:
        return say(locale, "host-seat", seat=seat + 1)

    def seat_term(self, view: View, seat: int) -> str | None:
        return None

    def seat_aliases(self, view: View) -> dict[str, int]:
        return {}

    def status(self, view: View, seat: int, locale: str) -> str:
        raise NotImplementedError

    def headlines(self, before: View | None, view: View, locale: str) -> list[str]:
        return []

    def summary(self, view: View, locale: str = "en") -> str:
        return ""

    def vp(self, view: View) -> dict[str, int]:
        return {}

    def render(self, view: View, before: View | None = None, locale: str = "en", names: Sequence[str] = ()) -> bytes:
        raise NotImplementedError

    def render_move(
        self, view: View, before: View, seat: int | None, locale: str = "en", names: Sequence[str] = ()
    ) -> bytes:
        return self.render(view, before, locale, names)

    def import_record(self, text: str, name: str) -> ImportedGame:
        raise ValueError(f"{self.title} reads no recorded games")

    def export_log(
        self, options: dict[str, Any], seed: str, seat_names: list[str], moves: list[tuple[int, str]]
    ) -> str:
        return "".join(f"{seat + 1}: {text}\n" for seat, text in moves)
