"""Keyflower (and The Merchants) for the host: the lobby's options, decisions (the secret ones
answered in private), the /kf shortcuts with every argument completed from the typing player's
legal moves, words and images from views only, and the move log's export and import.

Keyflower hides information (screens, face-down contracts, winter tiles in hand, the secret winter
choice): everything shown to the table is made from the engine's public view, a player's own
answers from that seat's view.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from locales import say
from rules.core import RuleError
from rules.keyflower.actions import Resign
from rules.keyflower.engine import KeyflowerEngine
from rules.keyflower.notation import parse_turn
from rules.keyflower.state import GameState

from ..i18n import keyflower as words
from ..suggest import best_matches, move_label
from . import Decision, ImportedGame, KeepsLegal, LegalMemo, Option, Setting, Shortcut, View

VARIANTS = ("A", "B", "C", "AB", "AC", "BC", "ABC")
# The parts of the legal moves the shortcuts complete (the engine's canonical notation).
BID = re.compile(r"^bid (?P<n>\d+) (?P<colour>\w+) on (?P<tile>.+?)(?: from (?P<source>.+))?$")
USE = re.compile(r"^use (?P<tile>.+?) with (?P<workers>\d+ \w+(?: \+ \d+ \w+)*)(?P<rest>.*)$")
TRANSPORT_STEP = re.compile(r"^(?:move|upgrade|extension) ")
Choices = list[tuple[str, str]]
MAX_CHOICES = 25


# What the legal moves hold, for the completers


def _uses(legal: Sequence[str]) -> list[tuple[str, str, str, str]]:
    """(move, tile, workers, rest) of every use: rest is '', ' from ...', ' paying ...' or ': ...'."""
    return [(a, m["tile"], m["workers"], m["rest"]) for a in legal if (m := USE.match(a))]


def _tail(rest: str) -> str:
    """A use's choice as typed in the `then` option: 'paying red', 'wood', 'contract 14'."""
    return rest.strip()[1:].strip() if rest.startswith(":") else rest.strip()


def _plain_uses(legal: Sequence[str]) -> list[tuple[str, str, str, str]]:
    """Uses with workers from behind the screen (outbid groups move with /kf outbid)."""
    return [u for u in _uses(legal) if not u[3].startswith(" from ")]


def _same(a: Any, b: str) -> bool:
    return str(a or "").strip().lower() == b.lower()


def _labelled(options: Sequence[str], typed: str, label: Any) -> Choices:
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
    return move_label(action, words.describe(action, locale))


def _bid_tiles(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    tiles = [m["tile"] for a in legal if (m := BID.match(a)) and not m["source"]]
    return _labelled(tiles, typed, str)


def _bid_workers(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    found = [
        f"{m['n']} {m['colour']}"
        for a in legal
        if (m := BID.match(a)) and not m["source"] and (not given.get("tile") or _same(given["tile"], m["tile"]))
    ]
    return _labelled(found, typed, lambda w: words.item(locale, w.split()[1], int(w.split()[0])) + f" ({w})")


def _use_tiles(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    return _labelled([u[1] for u in _plain_uses(legal)], typed, str)


def _use_workers(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    found = [u[2] for u in _plain_uses(legal) if not given.get("tile") or _same(given["tile"], u[1])]
    return _labelled(found, typed, str)


def _use_then(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    found = [
        u
        for u in _plain_uses(legal)
        if u[3]
        and (not given.get("tile") or _same(given["tile"], u[1]))
        and (not given.get("workers") or _same(given["workers"], u[2]))
    ]
    return _best(_one_per_tail(found, locale), typed)


def _one_per_tail(found: Sequence[tuple[str, str, str, str]], locale: str) -> Choices:
    """A use's choices (what follows its workers) once each, labelled with the first move that
    makes it."""
    first = {_tail(u[3]): u for u in reversed(found)}
    return [(_move_label(first[t][0], locale)[:100], t) for t in dict.fromkeys(_tail(u[3]) for u in found)]


def _transport_tiles(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    tiles = [u[1] for u in _plain_uses(legal) if u[3].startswith(": ") and TRANSPORT_STEP.match(_tail(u[3]))]
    return _labelled(tiles, typed, str)


def _transport_workers(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    found = [
        u[2]
        for u in _plain_uses(legal)
        if u[3].startswith(": ")
        and TRANSPORT_STEP.match(_tail(u[3]))
        and (not given.get("tile") or _same(given["tile"], u[1]))
    ]
    return _labelled(found, typed, str)


def _transport_steps(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    found = [
        u
        for u in _plain_uses(legal)
        if u[3].startswith(": ")
        and TRANSPORT_STEP.match(_tail(u[3]))
        and (not given.get("tile") or _same(given["tile"], u[1]))
        and (not given.get("workers") or _same(given["workers"], u[2]))
    ]
    return _best(_one_per_tail(found, locale), typed)


def _moves_with(legal: Sequence[str], pattern: re.Pattern[str]) -> list[str]:
    return [a for a in legal if pattern.search(a)]


UPGRADE = re.compile(r"(?:^|: |, )upgrade (?P<tile>[^,]+?)(?P<paying> paying [\w+]+)?(?:,|$)")
EXTENSION = re.compile(r"(?:^|: |, )extension (?P<n>\d+) on (?P<tile>[^,]+?)(?P<rest> (?:from|paying) [^,]+)?(?:,|$)")


def _step_tiles(pattern: re.Pattern[str]) -> Any:
    """A completer of the tiles a kind of step (an upgrade, an extension) may be made on."""

    def complete(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
        return _labelled([m["tile"] for a in legal for m in pattern.finditer(a)], typed, str)

    return complete


def _step_moves(pattern: re.Pattern[str]) -> Any:
    """A completer of the whole moves that make that step on the tile given: by which transport
    (or the boats' free one), and how the cost is paid."""

    def complete(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
        return _best([(_move_label(a, locale), a) for a in _making(pattern, legal, given.get("tile"))], typed, True)

    return complete


def _making(pattern: re.Pattern[str], legal: Sequence[str], tile: Any) -> list[str]:
    return [a for a in legal if any(not tile or _same(tile, m["tile"]) for m in pattern.finditer(a))]


def _outbid_groups(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    groups = [m["source"] for a in legal if (m := BID.match(a)) and m["source"]]
    groups += [
        u[3].split(" from ", 1)[1].split(" paying")[0].split(":")[0] for u in _uses(legal) if u[3].startswith(" from ")
    ]
    return _labelled(groups, typed, str)


def _outbid_moves(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    group = str(given.get("group") or "").strip().lower()
    found = [a for a in legal if " from " in a and (not group or f" from {group}" in a.lower())]
    return _best([(_move_label(a, locale), a) for a in found], typed, True)


def _contracts(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    found = [a for a in legal if a.startswith(("contract ", "trade contract "))]
    return _best([(_move_label(a, locale), a) for a in found], typed, True)


def _won_tiles(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    return _labelled([_split_place(a[len("place ") :])[0] for a in legal if a.startswith("place ")], typed, str)


def _places(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> Choices:
    wanted = str(given.get("tile") or "").strip()
    found = []
    for a in legal:
        if a.startswith("place "):
            tile, where = _split_place(a[len("place ") :])
            if not wanted or _same(wanted, tile):
                found.append((where, a))
    labels = {where: _move_label(a, locale) for where, a in found}
    return _best([(label[:100], where) for where, label in labels.items()], typed)


def _split_place(body: str) -> tuple[str, str]:
    """'Keywood N of Home' -> ('Keywood', 'N of Home')."""
    m = re.match(r"^(?P<tile>.+?) (?P<where>(?:S|SW|NW|N|NE|SE) of .+)$", body)
    return (m["tile"], m["where"]) if m else (body, "")


# The shortcuts: the move each makes of its options (several: the player is asked which).


def _one_of(found: list[str], fallback: str) -> str | list[str]:
    """One move is played; several are offered to the player; none leaves `fallback` to the
    engine (which says why it is refused)."""
    return found if len(found) > 1 else (found[0] if found else fallback)


def _choose(prefix: str, legal: Sequence[str], fallback: str) -> str | list[str]:
    """The legal moves that complete `prefix` (its choices: what a tile gives, an "any" payment);
    one is played, several are offered to the player, none leaves the text to the engine."""
    found = [a for a in legal if a == prefix or (a.startswith(prefix) and a[len(prefix) :][:1] in (" ", ":"))]
    found = [a for a in found if not a[len(prefix) :].startswith(" from ")]
    if prefix in found:
        return prefix
    return _one_of(found, fallback)


def _bid(given: Mapping[str, Any], legal: Sequence[str]) -> str:
    return f"bid {str(given['workers']).strip()} on {str(given['tile']).strip()}"


def _use(given: Mapping[str, Any], legal: Sequence[str]) -> str | list[str]:
    prefix = f"use {str(given['tile']).strip()} with {str(given['workers']).strip()}"
    then = str(given.get("then") or "").strip()
    if then:
        return f"{prefix} {then}" if then.startswith("paying ") else f"{prefix}: {then}"
    matching = [a for a in legal if a.lower().startswith(prefix.lower())]
    return _choose(matching[0][: len(prefix)] if matching else prefix, legal, prefix)


def _transport(given: Mapping[str, Any], legal: Sequence[str]) -> str | list[str]:
    prefix = f"use {str(given['tile']).strip()} with {str(given['workers']).strip()}"
    steps = str(given.get("steps") or "").strip()
    if steps:
        return f"{prefix}: {steps}"
    found = [a for a in legal if a.lower().startswith(prefix.lower() + ": ")]
    return found if found else prefix  # what to move or upgrade: the player is asked


def _outbid(given: Mapping[str, Any], legal: Sequence[str]) -> str | list[str]:
    chosen = str(given.get("move") or "").strip()
    if chosen:
        return chosen
    group = str(given["group"]).strip()
    found = [a for a in legal if f" from {group.lower()}" in a.lower()]
    if len(found) > MAX_CHOICES:  # a menu holds 25: each place once, with the fewest workers
        found = list({_destination(a): a for a in reversed(found)}.values())[::-1]
    return _one_of(found, f"bid 1 red on {group}")


def _destination(move: str) -> tuple[str, ...]:
    """Where an outbid group goes and what it takes there, whatever its count."""
    if m := BID.match(move):
        return ("bid", m["tile"])
    if m := USE.match(move):
        return ("use", m["tile"], m["rest"])
    return (move,)


def _contract(given: Mapping[str, Any], legal: Sequence[str]) -> str:
    return str(given["choice"]).strip()


def _step(pattern: re.Pattern[str], word: str) -> Any:
    """The move of /kf upgrade or /kf extension: the one chosen, or those that make that step on
    the tile (several: the player is asked which)."""

    def action(given: Mapping[str, Any], legal: Sequence[str]) -> str | list[str]:
        chosen = str(given.get("how") or "").strip()
        tile = str(given["tile"]).strip()
        return chosen or _one_of(_making(pattern, legal, tile), f"{word} {tile}")

    return action


def _place(given: Mapping[str, Any], legal: Sequence[str]) -> str:
    return f"place {str(given['tile']).strip()} {str(given['where']).strip()}"


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
        (Option("tile", required=True, complete=_step_tiles(UPGRADE)), Option("how", complete=_step_moves(UPGRADE))),
        _step(UPGRADE, "upgrade"),
    ),
    Shortcut(
        "extension",
        (
            Option("tile", required=True, complete=_step_tiles(EXTENSION)),
            Option("how", complete=_step_moves(EXTENSION)),
        ),
        _step(EXTENSION, "extension 0 on"),
    ),
    Shortcut("contract", (Option("choice", required=True, complete=_contracts),), _contract),
    Shortcut("pass", (), lambda given, legal: "pass"),
    Shortcut(
        "place",
        (Option("tile", required=True, complete=_won_tiles), Option("where", required=True, complete=_places)),
        _place,
    ),
)


class KeyflowerAdapter(KeepsLegal):
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
    preference: Option | None = None
    settings: tuple[Setting, ...] = (Setting("kf_accept_allocation", "accept_allocation"),)
    shortcuts: tuple[Shortcut, ...] = SHORTCUTS
    resign_action = "resign"
    hidden_information = True

    def __init__(self) -> None:
        self._engine = KeyflowerEngine()
        self._legal = LegalMemo(self._engine)

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
            if not all(s.isdigit() and 1 <= int(s) <= self.max_seats for s in seats):
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

    def preference_choices(self) -> list[str]:
        return []

    def preference_conflict(self, taken: Sequence[str], wanted: str, options: Mapping[str, Any]) -> RuleError | None:
        return None

    def preferred_action(self, state: GameState, wanted: str) -> str | None:
        return None

    def preference_label(self, value: str, locale: str) -> str:
        return value

    # Playing

    def standing_decision(self, state: GameState, seat: int, settings: Mapping[str, Any]) -> str | None:
        """A resigned seat's decisions (it passes; otherwise the engine's default or the first legal
        answer), and, for a player who asked for it, accepting the proposed allocation."""
        if state.phase == "finished" or seat not in self.engine.to_decide(state):
            return None
        if state.players[seat].resigned:
            if state.phase == "main" and state.pending is None:
                return "pass"
            default = self.engine.default_action(state, seat)
            if default is not None:
                return default
            legal = self.legal_actions(state, seat)
            return legal[0] if legal else None
        if state.phase == "allocation" and settings.get("kf_accept_allocation"):
            return "allocate done"
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
                answers = [a for a in legal if a.startswith("contract ")]
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
        return any(isinstance(a, Resign) for a in parse_turn(notation))

    # Words

    def describe(self, text: str, locale: str) -> str:
        return _words(text, locale)

    def answer_label(self, action: str, locale: str) -> str:
        return _label(action, locale)

    def answer_description(self, action: str, locale: str) -> str | None:
        return _answer_description(action, locale)

    def seat_label(self, view: View, seat: int, locale: str) -> str:
        return words.seat_label(seat, locale)

    def seat_term(self, view: View, seat: int) -> str | None:
        return None  # seats are numbered, not named

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
        places = [a for a in legal if a.startswith(f"place {tile.name} ")]
        if places:
            return places
    return legal


# The words of an action depend on the action and the language alone; the same actions come back
# move after move (answers' buttons and menus, the move just played, autocomplete): kept.
WORDS_KEPT = 8192
_words = lru_cache(maxsize=WORDS_KEPT)(words.describe)
_label = lru_cache(maxsize=WORDS_KEPT)(words.answer_label)
_answer_description = lru_cache(maxsize=WORDS_KEPT)(words.answer_description)
