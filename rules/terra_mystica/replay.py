"""Replay recorded games, optionally checking every faction row against the engine.

    python -m rules.terra_mystica.replay [--check] FILE...

For each file prints one JSON line `{"file", "final_vp", "rows_checked", "first_mismatch"}`.
With --check every faction row's VP, coins, workers, priests, power bowls and cult positions are
compared with the engine's; the first divergence is reported as
`{"row", "faction", "field", "expected", "actual", "command"}`, and a command the engine refuses as
`{"row", "faction", "command", "reason"}`. Exit status 0 only if every file replays to the end with
no mismatch.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..core import Event, RuleError, quote
from .actions import ChooseFaction, Command, Decline, DropFaction, Leech, Pass
from .data.tiles import BONUS_CARDS
from .engine import KNOWN_OPTIONS, new_state, play
from .ledger import STATE_FIELDS, LedgerError, Record, Row, infer_factions, parse_record
from .notation import format_turn, merge_repeats, parse_command, split_turn
from .state import GameState


@dataclass
class ReplayResult:
    file: str
    final_vp: dict[str, int] = field(default_factory=dict)
    rows_checked: int = 0
    first_mismatch: dict[str, Any] | None = None
    finished: bool = False
    state: GameState | None = None
    actions: int = 0
    # What was played, as the engine read it: (seat, commands) a line, faction choices included.
    turns: list[tuple[int, list[Command]]] = field(default_factory=list)
    # How the game was set up: the engine's new_game options (board, options, tiles), seats, seed.
    setup: dict[str, Any] = field(default_factory=dict)

    @property
    def applied(self) -> list[tuple[int, str]]:
        """The turns played as text, (seat, turn) a line: written only when asked for (an import
        into the host), not for every replay."""
        return [(seat, format_turn(commands)) for seat, commands in self.turns]

    def line(self) -> dict[str, Any]:
        return {
            "file": self.file,
            "final_vp": self.final_vp,
            "rows_checked": self.rows_checked,
            "first_mismatch": self.first_mismatch,
        }


_NOTHING = re.compile(r"burn\s+0+", re.I)


def row_commands(row: Row) -> list[Command]:
    """A row's commands; `burn 0`, which the site let through as doing nothing, is left out."""
    return list(_turn_commands(row.text))


@lru_cache(maxsize=4096)  # the same turns come back from row to row and from game to game
def _turn_commands(text: str) -> tuple[Command, ...]:
    return tuple(merge_repeats([parse_command(part) for part in split_turn(text) if not _NOTHING.fullmatch(part)]))


def leech_first(commands: list[Command]) -> list[Command] | None:
    """The order the site gives a typed line: decisions on power offers first (None if unchanged)."""
    decisions = [c for c in commands if isinstance(c, Leech | Decline)]
    others = [c for c in commands if not isinstance(c, Leech | Decline)]
    reordered = decisions + others
    return reordered if reordered != commands else None


_AWARD = re.compile(r"^\+(\d+)vp for", re.I)
# Commands after which the site starts a new ledger row (and hands the turn on).
_ROW_ENDERS = (Leech, Decline, Pass)


@dataclass
class TypedLine:
    """A line of a plain command log already played, kept to re-read it with the next one."""

    faction: str
    commands: list[Command]
    before: GameState  # the state before the line


def play_typed_line(
    g: GameState,
    seat: int,
    commands: list[Command],
    events: list[Event],
    previous: TypedLine | None,
    snapshot: bool = True,
) -> tuple[GameState, dict[str, int] | None, TypedLine]:
    """Apply one line of a plain command log as the site would have read it.

    The site puts decisions on power offers first in a typed line, and reads consecutive lines of
    one faction as one turn (until a leech, decline or pass ends the row). A line is tried as
    written, then in those readings; the state is restored between tries.
    """
    name = g.seats[seat]
    assert name is not None
    tries = [commands]
    reordered = leech_first(commands)
    if reordered is not None:
        tries.append(reordered)
    before = g.copy()
    error: RuleError | None = None
    for attempt in tries:
        try:
            after = play(g, seat, attempt, events, snapshot=snapshot)
            return g, after, TypedLine(name, attempt, before)
        except RuleError as e:
            error = error or e
            g = before.copy()
    if previous is not None and previous.faction == name and not isinstance(previous.commands[-1], _ROW_ENDERS):
        # Not a turn of its own but the rest of the faction's previous line: play both together.
        joined = previous.commands + commands
        g = previous.before.copy()
        try:
            after = play(g, seat, joined, events, snapshot=snapshot)
            return g, after, TypedLine(name, joined, previous.before)
        except RuleError:
            pass
    assert error is not None
    raise error


def new_game_for(rec: Record, name: str) -> tuple[GameState, list[str]]:
    factions = infer_factions(rec)
    unknown = [o for o in rec.options if o not in KNOWN_OPTIONS]
    if unknown:
        raise RuleError("tm-unknown-options", options=quote(", ".join(unknown), 200))
    options = list(dict.fromkeys(rec.options))
    cards = [b for b, c in BONUS_CARDS.items() if (not c.option or c.option in options) and b not in rec.removed_bonus]
    g = new_state(
        len(factions),
        name,
        board=rec.board,
        options=options,
        score_tiles=rec.score_tiles if rec.score_tiles else None,
        bonus_cards=cards if rec.removed_bonus else None,
        final_tile=rec.final_tile,
    )
    return g, factions


def _diff(expected: dict[str, int], actual: dict[str, int]) -> tuple[str, int, int] | None:
    for key in STATE_FIELDS:
        if expected[key] != actual[key]:
            return key, expected[key], actual[key]
    return None


def replay_record(rec: Record, name: str, check: bool = False) -> ReplayResult:  # noqa: C901
    result = ReplayResult(name)
    try:
        g, factions = new_game_for(rec, name)
    except RuleError as e:
        result.first_mismatch = {"row": 0, "faction": None, "command": None, "reason": e.message}
        return result
    result.state = g
    result.setup = {
        "options": {
            "board": g.board,
            "options": sorted(g.options),
            "score_tiles": list(g.score_tiles),
            "bonus_cards": sorted((b for b in g.pool if b.startswith("BON")), key=lambda b: int(b[3:])),
            **({"final_tile": g.final_scoring[2]} if len(g.final_scoring) > 2 else {}),
        },
        "seats": len(factions),
        "seed": name,
        "factions": factions,
    }
    seat = {f: i for i, f in enumerate(factions)}
    events: list[Event] = []
    deferred: list[Row] = []
    plain_log = rec.plain_log
    previous: TypedLine | None = None  # the last line of a plain log
    has_setup_rows = any(r.kind == "setup" for r in rec.rows)
    if not has_setup_rows:
        for f in factions:
            choice: list[Command] = [ChooseFaction(f)]
            play(g, seat[f], choice, events)
            result.turns.append((seat[f], choice))

    def compare(row: Row, actual: dict[str, int]) -> bool:
        if not check:
            return True
        expected = row.state
        if expected is None:
            return True
        result.rows_checked += 1
        d = _diff(expected, actual)
        if d is None:
            return True
        result.first_mismatch = {
            "row": row.line,
            "faction": row.faction,
            "field": d[0],
            "expected": d[1],
            "actual": d[2],
            "command": row.text,
        }
        return False

    def match(row: Row) -> bool | None:
        """Compare a checkpoint with the engine's event; None if the event hasn't happened yet."""
        assert row.checkpoint is not None
        kind, label = row.checkpoint
        if kind == "none":
            return compare(row, g.factions[row.faction].resources())
        for i, ev in enumerate(events):
            if ev.data.get("faction") != row.faction or ev.kind != kind:
                continue
            if kind == "final-score" and ev.data.get("label") != label:
                continue
            if kind == "leech-effect" and ev.data.get("effect") != label:
                continue
            del events[i]
            if check and kind == "final-score":
                # "+8vp for FIRE": the points themselves can be checked even without state columns
                m = _AWARD.match(row.text)
                if m and int(m.group(1)) != ev.data.get("vp"):
                    result.first_mismatch = {
                        "row": row.line,
                        "faction": row.faction,
                        "field": f"VP for {label}",
                        "expected": int(m.group(1)),
                        "actual": ev.data.get("vp"),
                        "command": row.text,
                    }
                    return False
            return compare(row, dict(ev.data["resources"]))
        return None

    def flush_deferred() -> bool:
        for row in list(deferred):
            ok = match(row)
            if ok is None:
                continue
            deferred.remove(row)
            if not ok:
                return False
        return True

    for row in rec.rows:
        if row.faction not in seat:
            result.first_mismatch = {
                "row": row.line,
                "faction": row.faction,
                "command": row.text,
                "reason": f"{row.faction} is not a faction of this game",
            }
            break
        try:
            if row.kind == "setup":
                if has_setup_rows:
                    choice = [ChooseFaction(row.faction)]
                    play(g, seat[row.faction], choice, events)
                    result.turns.append((seat[row.faction], choice))
                ok = match(row)
                if ok is False:
                    break
                continue
            if row.kind == "checkpoint":
                ok = match(row)
                if ok is None:
                    deferred.append(row)
                elif not ok:
                    break
                continue
            if row.kind == "drop":
                drop: list[Command] = [DropFaction(row.faction)]
                after = play(g, seat[row.faction], drop, events, snapshot=check)
                result.turns.append((seat[row.faction], drop))
            else:
                commands = row_commands(row)
                if plain_log:
                    earlier = previous
                    g, after, previous = play_typed_line(g, seat[row.faction], commands, events, previous, check)
                    result.state = g
                    if earlier is not None and previous.before is earlier.before:
                        result.turns.pop()  # read together with the line before
                    result.turns.append((seat[row.faction], previous.commands))
                else:
                    after = play(g, seat[row.faction], commands, events, snapshot=check)
                    result.turns.append((seat[row.faction], commands))
                result.actions += 1
        except RuleError as e:
            result.first_mismatch = {
                "row": row.line,
                "faction": row.faction,
                "command": row.text,
                "reason": e.message,
            }
            break
        if row.checkpoint is not None:
            ok = match(row)
            if ok is None:
                deferred.append(row)
            elif not ok:
                break
        elif after is not None and not compare(row, after):
            break
        if deferred and not flush_deferred():
            break
        # Events nobody will ask about again need not pile up.
        if len(events) > 64:
            del events[:32]
    else:
        if deferred and check and result.first_mismatch is None:
            row = deferred[0]
            result.first_mismatch = {
                "row": row.line,
                "faction": row.faction,
                "field": row.checkpoint[0] if row.checkpoint else None,
                "expected": "happens",
                "actual": "never happened",
                "command": row.text,
            }
    result.final_vp = {f: g.factions[f].VP for f in factions if f in g.factions}
    result.finished = g.finished
    return result


def replay_file(path: str | os.PathLike[str], check: bool = False) -> ReplayResult:
    name = os.path.basename(path)
    try:
        with open(path, encoding="utf-8") as fh:
            rec = parse_record(fh.read())
    except LedgerError as e:
        r = ReplayResult(name)
        r.first_mismatch = {"row": e.line, "faction": None, "command": None, "reason": e.message}
        return r
    return replay_record(rec, name, check)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.terra_mystica.replay", description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="compare every faction row with the engine")
    parser.add_argument("files", nargs="+", help="ledgers or command logs")
    args = parser.parse_args(argv)
    ok = True
    for name in args.files:
        result = replay_file(name, check=args.check)
        line = result.line()
        line["file"] = name
        print(json.dumps(line), flush=True)
        if result.first_mismatch is not None:
            ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
