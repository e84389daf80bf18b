"""Keyflower (and The Merchants) for the host: the lobby's options, decisions (the secret ones
answered in private), the /kf shortcuts with every argument completed from the typing player's
legal moves, words and images from views only, and the move log's export and import.

Keyflower hides information (screens, face-down contracts, winter tiles in hand, the secret winter
choice): everything shown to the table is made from the engine's public view, a player's own
answers from that seat's view.

The host hands the legal moves over as text (their notation); the completers and shortcuts read
them as the engine's values (rules.keyflower.actions), each text parsed once by the notation.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any

from locales import say
from rules.core import RuleError
from rules.keyflower.actions import (
    Action,
    Bid,
    ConfirmAllocation,
    Extend,
    Move,
    Pass,
    PickContract,
    Place,
    Resign,
    TradeContract,
    Upgrade,
    Use,
)
from rules.keyflower.engine import KeyflowerEngine
from rules.keyflower.notation import format_workers, is_number, notation, parse, place_where, use_choice
from rules.keyflower.state import GameState

from ..i18n import keyflower as words
from ..suggest import best_matches, move_label
from . import BaseAdapter, Decision, ImportedGame, Option, Setting, Shortcut, View

VARIANTS = ("A", "B", "C", "AB", "AC", "BC", "ABC")
Choices = list[tuple[str, str]]
MAX_CHOICES = 25
MOVES_KEPT = 8192  # legal texts read as values: those of the positions being played


# What the legal moves hold, for the completers


@lru_cache(maxsize=MOVES_KEPT)
def _action(text: str) -> Action | None:
    """The one action of a legal move (every legal move is one), or None for a text that is not."""
    try:
        turn = parse(text)
    except RuleError:
        return None
    return turn[0] if len(turn) == 1 else None


def _actions(legal: Sequence[str]) -> list[tuple[str, Action]]:
    return [(text, a) for text in legal if (a := _action(text)) is not None]


def _bids(legal: Sequence[str]) -> list[tuple[str, Bid]]:
    return [(text, a) for text, a in _actions(legal) if isinstance(a, Bid)]


def _uses(legal: Sequence[str]) -> list[tuple[str, Use]]:
    return [(text, a) for text, a in _actions(legal) if isinstance(a, Use)]


def _plain_uses(legal: Sequence[str], given: Mapping[str, Any] | None = None) -> list[tuple[str, Use]]:
    """Uses with workers from behind the screen (outbid groups move with /kf outbid), on the tile
    and with the workers given, if they are."""
    given = given or {}
    return [
        (text, u)
        for text, u in _uses(legal)
        if not u.sources
        and (not given.get("tile") or _same(given["tile"], u.tile))
        and (not given.get("workers") or _same(given["workers"], format_workers(u.workers)))
    ]


def _transports(legal: Sequence[str], given: Mapping[str, Any] | None = None) -> list[tuple[str, Use]]:
    """Plain uses whose steps move resources, upgrade or extend (a transport action's)."""
    return [
        (text, u)
        for text, u in _plain_uses(legal, given)
        if u.steps and isinstance(u.steps[0], Move | Upgrade | Extend)
    ]


def _same(a: Any, b: str) -> bool:
    return str(a or "").strip().lower() == b.lower()


def _labelled(options: Iterable[str], typed: str, label: Callable[[str], str]) -> Choices:
    pairs = [(label(o)[:100], o) for o in dict.fromkeys(options)]
    return _best(pairs, typed) if typed.strip() else pairs[:MAX_CHOICES]


def _best(pairs: Sequence[tuple[str, str]], typed: str, spread: bool = False) -> Choices:
    """The (label, value) pairs that match what is typed, in notation or in the words of the
    label ('vermelho' finds '1 red'), best first; with nothing typed, in their own order or
    (`spread`) every kind of move early."""
    if not typed.strip() and not spread:
        return list(pairs[:MAX_CHOICES])
    keyed: dict[str, tuple[str, str]] = {}
    for label, value in pairs:  # each value once, under its first label
        keyed.setdefault(value if not typed.strip() else f"{value} {label}", (label, value))
    return [keyed[k] for k in best_matches(list(keyed), typed)]


def _move_label(action: str, locale: str) -> str:
    return move_label(action, _legal_words(action, locale))


def _tile_label(locale: str) -> Callable[[str], str]:
    """A tile's name in a menu with what it does: 'Keywood — +1 wood; ↑ saw: +3 wood, 3 VP'."""

    def label(tile: str) -> str:
        brief = words.tile_brief(tile, locale)
        return move_label(tile, brief) if brief else tile

    return label


def _moves_labelled(moves: Iterable[str], typed: str, locale: str) -> Choices:
    return _best([(_move_label(a, locale), a) for a in moves], typed, True)


def _bid_tiles(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    return _labelled([b.tile for _, b in _bids(legal) if not b.sources], typed, _tile_label(locale))


def _bid_workers(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    found = {
        format_workers(((b.count, b.colour),)): words.item(locale, b.colour, b.count)
        for _, b in _bids(legal)
        if not b.sources and (not given.get("tile") or _same(given["tile"], b.tile))
    }
    return _labelled(found, typed, lambda w: f"{found[w]} ({w})")


def _use_tiles(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    return _labelled([u.tile for _, u in _plain_uses(legal)], typed, _tile_label(locale))


def _use_workers(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    return _labelled(
        [format_workers(u.workers) for _, u in _plain_uses(legal, {"tile": given.get("tile")})], typed, str
    )


def _use_then(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    found = [(text, u) for text, u in _plain_uses(legal, given) if use_choice(u)]
    return _best(_one_per_choice(found, locale), typed)


def _one_per_choice(found: Sequence[tuple[str, Use]], locale: str) -> Choices:
    """A use's choices (what follows its workers) once each, labelled with the first move that
    makes it."""
    first: dict[str, str] = {}
    for text, u in found:
        first.setdefault(use_choice(u), text)
    return [(_move_label(text, locale)[:100], choice) for choice, text in first.items()]


def _transport_tiles(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    return _labelled([u.tile for _, u in _transports(legal)], typed, str)


def _transport_workers(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    found = _transports(legal, {"tile": given.get("tile")})
    return _labelled([format_workers(u.workers) for _, u in found], typed, str)


def _transport_steps(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    return _best(_one_per_choice(_transports(legal, given), locale), typed)


def _upgrades(a: Action) -> list[Upgrade]:
    """The upgrades a move makes: the free one, or a transport's."""
    steps = a.steps if isinstance(a, Use) else (a,)
    return [s for s in steps if isinstance(s, Upgrade)]


def _extensions(a: Action) -> list[Extend]:
    steps = a.steps if isinstance(a, Use) else (a,)
    return [s for s in steps if isinstance(s, Extend)]


Steps = Callable[[Action], Sequence[Upgrade | Extend]]


def _step_tiles(steps: Steps) -> Any:
    """A completer of the tiles a kind of step (an upgrade, an extension) may be made on."""

    def complete(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
        return _labelled([s.tile for _, a in _actions(legal) for s in steps(a)], typed, str)

    return complete


def _step_moves(steps: Steps) -> Any:
    """A completer of the whole moves that make that step on the tile given: by which transport
    (or the boats' free one), and how the cost is paid."""

    def complete(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
        return _moves_labelled(_making(steps, legal, given.get("tile")), typed, locale)

    return complete


def _making(steps: Steps, legal: Sequence[str], tile: Any) -> list[str]:
    return [text for text, a in _actions(legal) if any(not tile or _same(tile, s.tile) for s in steps(a))]


def _sources(a: Action) -> str:
    """The outbid groups a move moves, as named after `from`."""
    return ", ".join(a.sources) if isinstance(a, Bid | Use) else ""


def _outbid_groups(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    return _labelled([_sources(a) for _, a in _actions(legal) if _sources(a)], typed, str)


def _moving(legal: Sequence[str], group: Any) -> list[tuple[str, Action]]:
    """The moves that move an outbid group (the one named, if one is)."""
    named = str(group or "").strip().lower()
    return [(text, a) for text, a in _actions(legal) if _sources(a) and _sources(a).lower().startswith(named)]


def _outbid_moves(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    return _moves_labelled([text for text, _ in _moving(legal, given.get("group"))], typed, locale)


def _contracts(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    found = [text for text, a in _actions(legal) if isinstance(a, PickContract | TradeContract)]
    return _moves_labelled(found, typed, locale)


def _placings(legal: Sequence[str]) -> list[tuple[str, Place]]:
    return [(text, a) for text, a in _actions(legal) if isinstance(a, Place)]


def _won_tiles(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    return _labelled([a.tile for _, a in _placings(legal)], typed, str)


def _places(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    wanted = given.get("tile")
    labels: dict[str, str] = {}
    for text, a in _placings(legal):
        if not wanted or _same(wanted, a.tile):
            labels[place_where(a)] = _move_label(text, locale)
    return _best([(label[:100], where) for where, label in labels.items()], typed)


# The shortcuts: the move each makes of its options (several: the player is asked which). What
# no legal move fits is written from the options as given, for the engine to say why it refuses.


def _one_of(found: list[str], fallback: str) -> str | list[str]:
    """One move is played; several are offered to the player; none leaves `fallback` to the
    engine (which says why it is refused)."""
    return found if len(found) > 1 else (found[0] if found else fallback)


def _option(given: Mapping[str, Any], name: str) -> str:
    return str(given.get(name) or "").strip()


def _bid(given: Mapping[str, Any], legal: Sequence[str]) -> str:
    tile, workers = _option(given, "tile"), _option(given, "workers")
    found = [
        text
        for text, b in _bids(legal)
        if not b.sources and _same(tile, b.tile) and _same(workers, format_workers(((b.count, b.colour),)))
    ]
    return found[0] if found else f"bid {workers} on {tile}"


def _use(given: Mapping[str, Any], legal: Sequence[str]) -> str | list[str]:
    """The use of the tile with the workers given; without `then` the one that asks nothing of
    the tile, else every choice it offers."""
    tile, workers, then = _option(given, "tile"), _option(given, "workers"), _option(given, "then")
    found = _plain_uses(legal, given)
    if then:
        chosen = [text for text, u in found if _same(then, use_choice(u))]
        return (
            chosen[0]
            if chosen
            else f"use {tile} with {workers}" + (f" {then}" if then.startswith("paying ") else f": {then}")
        )
    plain = [text for text, u in found if not use_choice(u)]
    return plain[0] if plain else _one_of([text for text, _ in found], f"use {tile} with {workers}")


def _transport(given: Mapping[str, Any], legal: Sequence[str]) -> str | list[str]:
    tile, workers, steps = _option(given, "tile"), _option(given, "workers"), _option(given, "steps")
    found = _transports(legal, given)
    if steps:
        chosen = [text for text, u in found if _same(steps, use_choice(u))]
        return chosen[0] if chosen else f"use {tile} with {workers}: {steps}"
    return [text for text, _ in found] or f"use {tile} with {workers}"  # what to move or upgrade: the player is asked


def _outbid(given: Mapping[str, Any], legal: Sequence[str]) -> str | list[str]:
    chosen = _option(given, "move")
    if chosen:
        return chosen
    group = _option(given, "group")
    found = _moving(legal, group)
    if len(found) > MAX_CHOICES:  # a menu holds 25: each place once, with the fewest workers
        found = list({_destination(a): (text, a) for text, a in reversed(found)}.values())[::-1]
    return _one_of([text for text, _ in found], f"bid 1 red on {group}")


def _destination(a: Action) -> object:
    """Where an outbid group goes and what it takes there, whatever its count."""
    if isinstance(a, Bid):
        return ("bid", a.tile)
    if isinstance(a, Use):
        return replace(a, workers=())
    return a


def _contract(given: Mapping[str, Any], legal: Sequence[str]) -> str:
    return _option(given, "choice")


def _step(steps: Steps, word: str) -> Any:
    """The move of /kf upgrade or /kf extension: the one chosen, or those that make that step on
    the tile (several: the player is asked which)."""

    def action(given: Mapping[str, Any], legal: Sequence[str]) -> str | list[str]:
        chosen, tile = _option(given, "how"), _option(given, "tile")
        return chosen or _one_of(_making(steps, legal, tile), f"{word} {tile}")

    return action


def _place(given: Mapping[str, Any], legal: Sequence[str]) -> str:
    tile, where = _option(given, "tile"), _option(given, "where")
    found = [text for text, a in _placings(legal) if _same(tile, a.tile) and _same(where, place_where(a))]
    return found[0] if found else f"place {tile} {where}"


SHORTCUTS: tuple[Shortcut, ...] = (
    Shortcut(
        "bid",
        (Option("tile", required=True, complete=_bid_tiles), Option("workers", required=True, complete=_bid_workers)),
        _bid,
    ),
    Shortcut(
        "use",
        (
            Option("tile", required=True, complete=_use_tiles),
            Option("workers", required=True, complete=_use_workers),
            Option("then", complete=_use_then),
        ),
        _use,
    ),
    Shortcut(
        "outbid",
        (Option("group", required=True, complete=_outbid_groups), Option("move", complete=_outbid_moves)),
        _outbid,
    ),
    Shortcut(
        "transport",
        (
            Option("tile", required=True, complete=_transport_tiles),
            Option("workers", required=True, complete=_transport_workers),
            Option("steps", complete=_transport_steps),
        ),
        _transport,
    ),
    Shortcut(
        "upgrade",
        (
            Option("tile", required=True, complete=_step_tiles(_upgrades)),
            Option("how", complete=_step_moves(_upgrades)),
        ),
        _step(_upgrades, "upgrade"),
    ),
    Shortcut(
        "extension",
        (
            Option("tile", required=True, complete=_step_tiles(_extensions)),
            Option("how", complete=_step_moves(_extensions)),
        ),
        _step(_extensions, "extension 0 on"),
    ),
    Shortcut("contract", (Option("choice", required=True, complete=_contracts),), _contract),
    Shortcut("pass", (), lambda given, legal: notation((Pass(),))),
    Shortcut(
        "place",
        (Option("tile", required=True, complete=_won_tiles), Option("where", required=True, complete=_places)),
        _place,
    ),
)


class KeyflowerAdapter(BaseAdapter[GameState]):
    name = "keyflower"
    prefix = "kf"
    title = "Keyflower"
    min_seats = 2
    max_seats = 6
    example_move = "bid 1 red on Keywood"
    lobby: tuple[Option, ...] = (
        Option("merchants", kind=bool, default=False),
        Option("variant", choices=VARIANTS, asked=lambda answers: bool(answers.get("merchants"))),
        Option("green_for", asked=lambda answers: "C" in str(answers.get("variant") or "").upper()),
    )
    settings: tuple[Setting, ...] = (Setting("kf_accept_allocation", "accept_allocation"),)
    shortcuts: tuple[Shortcut, ...] = SHORTCUTS
    hidden_information = True

    def __init__(self) -> None:
        self._engine = KeyflowerEngine()

    @property
    def engine(self) -> KeyflowerEngine:
        return self._engine

    # The lobby

    def game_options(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        """The Merchants, its variants (choosing one plays the expansion: they are its variants)
        and Variant C's seats with an extra green worker ('2,3': seats counted from 1)."""
        variant = str(answers.get("variant") or "").upper().replace("+", "").replace(",", "").replace(" ", "")
        unknown = sorted(set(variant) - set("ABC"))
        if unknown:
            raise RuleError("kf-unknown-variant", variants=", ".join(unknown))
        variants = sorted(set(variant))
        options: dict[str, Any] = {"merchants": bool(answers.get("merchants")) or bool(variants)}
        if variants:
            options["variants"] = variants
        seats = str(answers.get("green_for") or "").replace(",", " ").split()
        if seats and "C" not in variants:
            raise RuleError("kf-variant-c-seat")
        if "C" in variants and not seats:
            raise RuleError("kf-variant-c-seats-needed")
        if seats:
            if not all(is_number(s) and 1 <= int(s) <= self.max_seats for s in seats):  # ASCII digits: not '²'
                raise RuleError("kf-variant-c-seat")
            options["green_for"] = sorted({int(s) - 1 for s in seats})
        return options

    def describe_options(self, options: Mapping[str, Any], locale: str) -> str:
        if not options.get("merchants"):
            return ""
        text = say(locale, "kf-lobby-merchants")
        if options.get("variants"):
            text += say(locale, "kf-lobby-variants", variants=", ".join(options["variants"]))
        if options.get("green_for"):
            text += say(locale, "kf-lobby-green", seats=", ".join(str(s + 1) for s in options["green_for"]))
        return text

    # Playing

    def standing_decision(self, state: GameState, seat: int, settings: Mapping[str, Any]) -> str | None:
        """A resigned seat's decisions (it passes; otherwise the engine's default or the first legal
        answer), and, for a player who asked for it, accepting the proposed allocation."""
        if state.phase == "finished" or seat not in self.engine.to_decide(state):
            return None
        if state.players[seat].resigned:
            if state.phase == "main" and state.pending is None:
                return notation((Pass(),))
            default = self.engine.default_action(state, seat)
            if default is not None:
                return default
            legal = self.legal_actions(state, seat)
            return legal[0] if legal else None
        if state.phase == "allocation" and settings.get("kf_accept_allocation"):
            return notation((ConfirmAllocation(),))
        return None

    def decisions(self, state: GameState) -> list[Decision]:
        """Every question but a plain turn: a contract still to choose, the winter offer, a boat,
        Sea Bastion II's swap, where won tiles go, the free upgrade or extension, the allocation.
        Each is asked in private, to its player alone: the winter offer and the allocation are
        secret, and the others are that player's own choices (however many decide at once)."""
        engine = self.engine
        found: list[Decision] = []
        for seat in engine.to_decide(state):
            phase = state.phase
            if phase == "main" and state.pending is None:
                continue
            legal = self.legal_actions(state, seat)
            if phase == "main":
                answers = [text for text, a in _actions(legal) if isinstance(a, PickContract)]
                found.append(Decision(seat, "contract", answers, menu=len(answers) > 5, secret=True))
            elif phase in ("boats", "swap"):
                kind = "boat" if phase == "boats" else "swap"
                found.append(Decision(seat, kind, legal, menu=len(legal) > 5, secret=True))
            else:
                kind = {"winter-offer": "winter", "placement": "place", "final": "free"}.get(phase, phase)
                if phase == "placement" and len(legal) > MAX_CHOICES:
                    legal = _first_tile_places(state, seat, legal)
                found.append(Decision(seat, kind, legal, menu=True, secret=True))
        return found

    def public_move(self, text: str) -> str:
        return self.engine.public_move(text)

    def resigns(self, notation: str) -> bool:
        return any(isinstance(a, Resign) for a in parse(notation))

    # Words

    def describe(self, text: str, locale: str) -> str:
        return _words(text, locale)

    def suggest(self, text: str, locale: str) -> str:
        return words.suggest(text, locale)

    def legal_words(self, action: str, locale: str) -> str:
        return _legal_words(action, locale)

    def tiles(self) -> list[str]:
        return words.tile_names()

    def tile_card(self, name: str, locale: str) -> list[str] | None:
        return words.tile_card(name, locale)

    def tile_image(self, name: str, locale: str) -> bytes | None:
        from rendering.keyflower import tile

        card = words.tile_card(name, locale)
        if card is None:
            return None
        return tile.render(name, card[0].replace("**", ""), card[1:], locale)

    def answer_label(self, action: str, locale: str) -> str:
        return _label(action, locale)

    def answer_description(self, action: str, locale: str) -> str | None:
        return _answer_description(action, locale)

    def seat_label(self, view: View, seat: int, locale: str) -> str:
        return words.seat_label(seat, locale)

    def seat_aliases(self, view: View) -> dict[str, int]:
        names: dict[str, int] = {}
        for seat in range(len(view.get("players") or [])):
            names[str(seat + 1)] = seat
            names[f"seat {seat + 1}"] = seat
            names[f"seat{seat + 1}"] = seat
        return names

    def status(self, view: View, seat: int, locale: str) -> str:
        return words.status(view, seat, locale)

    def headlines(self, before: View | None, view: View, locale: str) -> list[str]:
        return words.headlines(before, view, locale)

    def summary(self, view: View, locale: str = "en") -> str:
        """The position in a few lines (the terminal's and the logs'), public only."""
        return words.summary(view, locale)

    def vp(self, view: View) -> dict[str, int]:
        return {f"seat {p['seat'] + 1}": int(p["vp"]) for p in view.get("players") or []}

    def render(self, view: View, before: View | None = None, locale: str = "en", names: Sequence[str] = ()) -> bytes:
        from rendering.keyflower import render

        return render(view, before, locale, names)

    def render_move(
        self, view: View, before: View, seat: int | None, locale: str = "en", names: Sequence[str] = ()
    ) -> bytes:
        from rendering.keyflower import render_move

        return render_move(view, before, seat, locale, names)

    # Records

    def import_record(self, text: str, name: str) -> ImportedGame:
        """A move log as export_log writes it: `options {...}`, `seed ...`, `player N name` lines,
        then `N: move` a move a line (N the seat, from 1); '#' starts a comment."""
        options: dict[str, Any] | None = None
        seed: str | None = None
        players: dict[int, str] = {}
        moves: list[tuple[int, str]] = []
        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.split("#", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
            if not line:
                continue
            head, _, rest = line.partition(" ")
            if head == "game":
                if rest.strip() != self.name:
                    raise ValueError(f"line {number}: a {rest.strip()} game, not {self.name}")
            elif head == "options":
                try:
                    options = dict(json.loads(rest))
                except (ValueError, TypeError) as e:
                    raise ValueError(f"line {number}: the options are not JSON ({e})") from e
            elif head == "seed":
                seed = rest.strip()
            elif head == "player":
                seat, _, player = rest.strip().partition(" ")
                if re.fullmatch(r"[0-9]{1,2}", seat) is None:  # str.isdigit takes '²', which int() refuses
                    raise ValueError(f"line {number}: 'player N name' expected")
                players[int(seat) - 1] = player.strip()
            elif (m := re.match(r"^([0-9]{1,2}):\s*(.+)$", line)) is not None:
                moves.append((int(m[1]) - 1, m[2].strip()))
            else:
                raise ValueError(f"line {number}: not understood: {line[:40]}")
        if options is None or seed is None or not players:
            raise ValueError("a Keyflower log starts with its options, seed and players")
        seats = max(players) + 1
        if sorted(players) != list(range(seats)) or any(not 0 <= s < seats for s, _ in moves):
            raise ValueError("the players are numbered 1 to N, and every move is one of theirs")
        return ImportedGame(options, seats, seed, [players[s] for s in range(seats)], moves)

    def export_log(
        self, options: dict[str, Any], seed: str, seat_names: list[str], moves: list[tuple[int, str]]
    ) -> str:
        """The whole game, secret moves and seed included (so it replays the same): for a game
        that is over, or for the players at one terminal."""
        lines = [
            "# Keyflower: a move log (python -m bot.local import FILE --game keyflower)",
            f"game {self.name}",
            f"options {json.dumps(options, sort_keys=True)}",
            f"seed {seed}",
        ]
        lines += [f"player {i} {' '.join(name.split()) or f'Player {i}'}" for i, name in enumerate(seat_names, start=1)]
        lines += [f"{seat + 1}: {text}" for seat, text in moves]
        return "\n".join(lines) + "\n"


def _first_tile_places(state: GameState, seat: int, legal: list[str]) -> list[str]:
    """Where the first of a seat's won tiles may go: a menu holds 25 answers, and the places of
    all its tiles may not fit (the next tile is asked once this one is placed)."""
    for tile in state.players[seat].won:
        places = [text for text, a in _placings(legal) if a.tile == tile.name]
        if places:
            return places
    return legal


# The words of an action depend on the action and the language alone; the same actions come back
# move after move (answers' buttons and menus, the move just played, autocomplete): kept.
WORDS_KEPT = 8192
_words = lru_cache(maxsize=WORDS_KEPT)(words.describe)
_label = lru_cache(maxsize=WORDS_KEPT)(words.answer_label)
_answer_description = lru_cache(maxsize=WORDS_KEPT)(words.answer_description)
_legal_words = lru_cache(maxsize=WORDS_KEPT)(words.legal_words)
