"""Recorded games: the ledgers of terra.snellman.org and its plain command logs, read into rows.

Three shapes are read:
- a ledger: comment rows of one column, and faction rows of 15 TAB-separated columns (the faction,
  the VP, coins, workers, priests, power and cult columns with their deltas, a leech column, and
  the commands), each carrying the faction's whole state after the row;
- the same ledger with every state column empty (only the commands count);
- a plain command log: `faction: cmd. cmd` a turn a line, with setup lines (`round 1 scoring: score8`,
  `removing tile bon3`, `player 1: name`, `option strict-leech`).

Rows the site writes itself (`setup`, `cult_income_for_faction`, `+8vp for FIRE`,
`[opponent accepted power]`, ...) are checkpoints: they carry a state to compare, not a move.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from .data.factions import FACTIONS

STATE_FIELDS = ("VP", "C", "W", "P", "P1", "P2", "P3", "FIRE", "WATER", "EARTH", "AIR")


@dataclass(slots=True)
class Row:
    line: int  # 1-based line in the file
    faction: str
    text: str  # the commands, or the checkpoint's text
    kind: str  # "move", "setup", "checkpoint", "drop"
    checkpoint: tuple[str, str] | None = None  # (event kind, label) for checkpoints
    # The state columns as written (TAB-separated), split only when a check asks for them.
    columns: str | None = None
    block: int = 0  # rows under the same comment heading share a block

    @property
    def state(self) -> dict[str, int] | None:
        """The faction's VP, coins, workers, priests, bowls and cults after the row, if recorded."""
        return _state(self.columns.split("\t")) if self.columns is not None else None


@dataclass
class Record:
    options: list[str] = field(default_factory=list)
    board: str = "base"
    score_tiles: list[str] = field(default_factory=list)
    removed_bonus: list[str] = field(default_factory=list)
    players: list[str] = field(default_factory=list)
    factions: list[str] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
    has_state: bool = False
    plain_log: bool = False  # rows came as "faction: commands" lines
    block: int = 0
    headings: dict[int, tuple[str, str]] = field(default_factory=dict)
    final_tile: str | None = None  # Fire & Ice's final scoring tile, e.g. "connected-clusters"


class LedgerError(ValueError):
    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.message = message


_CHECKPOINTS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^cult_income_for_faction$", re.I), "cult-income"),
    (re.compile(r"^(?:other_|all_)?income_for_faction$", re.I), "income"),
    (re.compile(r"^(?:\+(\d+))?\s*vp for ([\w-]+)$", re.I), "final-score"),
    (re.compile(r"^score_resources$", re.I), "final-resources"),
    (re.compile(r"^\[opponent accepted power\]$", re.I), "leech-effect:taken"),
    (re.compile(r"^\[all opponents declined power\]$", re.I), "leech-effect:declined"),
]
_DROP = re.compile(r"^(drop-faction|resign)$", re.I)
_FACTION_LINE = re.compile(r"^([a-z]+)\s*:?\s+(.*)$|^([a-z]+)\s*:\s*(.*)$")
_MAYBE_CHECKPOINT = re.compile(r"income_for_faction|vp for|score_resources|^\[", re.I)
# Comment rows that change nothing (headings the site writes).
_IGNORED = re.compile(
    r"^(default game options|randomize setup|round \d+ income|round \d+, turn \d+|start round \d+|"
    r"scoring .*|converting resources to vps|show history|(?:network|distance|sa-sh-distance|edge|clusters)\s+18/12/6|"
    r"randomize v\d seed .*|admin email .*|player-count \d+|order .*|start|income|finish)$",
    re.I,
)
_MAP_IDS = {
    "126fe960806d587c78546b30f1a90853b1ada468": "base",
    "91645cdb135773c2a7a50e5ca9cb18af54c664c4": "base",
    "95a66999127893f5925a5f591d54f8bcb9a670e6": "fire_and_ice_side1",
    "be8f6ebf549404d015547152d5f2a1906ae8dd90": "revised_base_fire_and_ice_side2",
    "fdb13a13cd48b7a3c3525f27e4628ff6905aa5b1": "loon_lakes_v1_6",
    "2afadc63f4d81e850b7c16fb21a1dcd29658c392": "fjords_v2_1",
}
# The site's id of each board here (its `map ID` command; the base board is its default).
SITE_MAP_IDS = {board: map_id for map_id, board in _MAP_IDS.items() if board != "base"}


def _checkpoint(text: str) -> tuple[str, str] | None:
    if not _MAYBE_CHECKPOINT.search(text):
        return None
    for pattern, kind in _CHECKPOINTS:
        m = pattern.match(text.strip())
        if m:
            if kind == "final-score":
                label = m.group(2)
                return kind, label.upper() if label.upper() in (
                    "FIRE",
                    "WATER",
                    "EARTH",
                    "AIR",
                ) else label.lower()
            if kind.startswith("leech-effect"):
                return "leech-effect", kind.split(":")[1]
            return kind, ""
    return None


def _number(cell: str) -> int:
    return int(cell.split()[0])


def _state(cells: list[str]) -> dict[str, int] | None:
    # cells: ΔVP, VP, ΔC, C, ΔW, W, ΔP, P, ΔPW, PW, ΔCULT, CULT, leech
    if len(cells) < 12 or not cells[1].strip():
        return None
    bowls = [int(x) for x in cells[9].split()[0].split("/")]
    cults = [int(x) for x in cells[11].split()[0].split("/")]
    return {
        "VP": _number(cells[1]),
        "C": _number(cells[3]),
        "W": _number(cells[5]),
        "P": _number(cells[7]),
        "P1": bowls[0],
        "P2": bowls[1],
        "P3": bowls[2],
        "FIRE": cults[0],
        "WATER": cults[1],
        "EARTH": cults[2],
        "AIR": cults[3],
    }


def _faction_name(word: str) -> str | None:
    name = word if word in FACTIONS else word.strip().lower()
    if name == "dragonmasters":
        name = "dragonlords"
    return name if name in FACTIONS else None


def parse_record(text: str) -> Record:
    rec = Record()
    for lineno, line in enumerate(text.splitlines(), start=1):
        if "istory" in line and "\t" in line:
            # Rows copied from the site's page may end with a "show history" link.
            rest, _, last = line.rpartition("\t")
            if last.strip().lower() == "show history":
                line = rest
        if "\t" in line:
            word, _, rest = line.partition("\t")
            faction = word if word in FACTIONS else _faction_name(word)
            if faction is not None:
                # The state columns are kept as written, split only if a check reads them: 12
                # or more (ΔVP, VP, ..., the leech column), with the VP written.
                columns, _, commands = rest.rpartition("\t")
                state = columns if columns.count("\t") >= 11 and columns.split("\t", 2)[1].strip() else None
                if state is not None:
                    rec.has_state = True
                _add_faction_row(rec, lineno, faction, commands.strip(), state)
                continue
            line = " ".join(c.strip() for c in line.split("\t"))
        line = line.strip()
        if line:
            rec.block += 1
            _comment_or_command(rec, lineno, line)
    _resolve_blank_rows(rec)
    return rec


def _add_faction_row(rec: Record, lineno: int, faction: str, commands: str, state: str | None) -> None:
    if "#" in commands:  # a comment, not a command
        commands = commands.split("#", 1)[0].strip()
    low = commands.lower()
    if low == "setup":
        if faction not in rec.factions:
            rec.factions.append(faction)
        rec.rows.append(Row(lineno, faction, commands, "setup", ("setup", ""), state, rec.block))
        return
    if "." in commands:
        parts = [p for p in (q.strip() for q in commands.split(".")) if p]
    else:  # most rows hold one command
        parts = [commands] if commands else []
    if not parts:
        # A dropped faction's rows show no commands: what they check is found from their block.
        if state is not None:
            rec.rows.append(Row(lineno, faction, "", "checkpoint", None, state, rec.block))
        return
    checkpoint = None
    moves = parts
    # Only a row naming a checkpoint (`_`, `vp for`, `[...]`) needs each part looked at.
    if ("_" in commands or "vp for" in low or "[" in commands) and any(
        "_" in p or "vp for" in p.lower() or p[0] == "[" for p in parts
    ):
        kinds = [_checkpoint(p) for p in parts]
        found = [cp for cp in kinds if cp is not None]
        if found:
            checkpoint = found[-1]
            moves = [p for p, cp in zip(parts, kinds, strict=True) if cp is None]
    if not moves:
        rec.rows.append(Row(lineno, faction, commands, "checkpoint", checkpoint, state, rec.block))
        return
    text = moves[0] if len(moves) == 1 else ". ".join(moves)
    if _DROP.match(text):
        rec.rows.append(Row(lineno, faction, "drop-faction", "drop", None, state, rec.block))
        return
    # Moves followed by what the site did next (`transform E10 to brown. other_income_for_faction`)
    # are checked against the state after that.
    rec.rows.append(Row(lineno, faction, text, "move", checkpoint, state, rec.block))


def _resolve_blank_rows(rec: Record) -> None:
    """Give a command-less row the checkpoint of the rows beside it under the same heading."""
    by_block: dict[int, tuple[str, str]] = {}
    for row in rec.rows:
        if row.checkpoint is not None and row.kind == "checkpoint":
            by_block.setdefault(row.block, row.checkpoint)
    for row in rec.rows:
        if row.kind == "checkpoint" and row.checkpoint is None:
            row.checkpoint = by_block.get(row.block) or rec.headings.get(row.block) or ("none", "")


def _set_score_tile(rec: Record, m: re.Match[str], text: str) -> None:
    idx = int(m.group(1)) - 1
    while len(rec.score_tiles) <= idx:
        rec.score_tiles.append("")
    rec.score_tiles[idx] = m.group(2).upper()


def _set_board(rec: Record, m: re.Match[str], text: str) -> None:
    map_id = m.group(1)
    rec.board = _MAP_IDS.get(map_id, map_id if map_id != "original" else "base")


def _heading(kind: str, label: str = "") -> Callable[[Record, re.Match[str], str], None]:
    def set_heading(rec: Record, m: re.Match[str], text: str) -> None:
        rec.headings[rec.block] = (kind, (label or (m.group(1) if m.groups() else "")))

    return set_heading


# Setup and heading lines (lower-cased), most frequent first.
_SETUP_LINES: list[tuple[re.Pattern[str], Callable[[Record, re.Match[str], str], None] | None]] = [
    (re.compile(r"^round \d+, turn \d+$"), None),
    (re.compile(r"^round \d+ income$"), _heading("income")),
    (re.compile(r"^option (\S+)$"), lambda rec, m, text: rec.options.append(m.group(1))),
    (re.compile(r"^round (\d) scoring: (score\d+)"), _set_score_tile),
    (
        re.compile(r"^score ((?:score\d+,?){6})$"),
        lambda rec, m, text: setattr(rec, "score_tiles", [t.upper() for t in m.group(1).split(",") if t]),
    ),
    (
        re.compile(r"^(?:removing tile|delete) (bon\d+)$"),
        lambda rec, m, text: rec.removed_bonus.append(m.group(1).upper()),
    ),
    (
        re.compile(r"^player (?:\d+: )?(.*)$"),
        lambda rec, m, text: rec.players.append(text[m.start(1) : m.end(1)].strip()),
    ),
    (re.compile(r"^map (\S+)$"), _set_board),
    (
        re.compile(r"^(?:added final scoring tile:|final-scoring) (\S+)$"),
        lambda rec, m, text: setattr(rec, "final_tile", m.group(1)),
    ),
    (
        re.compile(r"^scoring (fire|water|earth|air) cult$"),
        lambda rec, m, text: _heading("final-score", m.group(1).upper())(rec, m, text),
    ),
    (re.compile(r"^scoring (\S+)$"), _heading("final-score")),
    (re.compile(r"^converting resources"), _heading("final-resources")),
    (_IGNORED, None),
]


def _comment_or_command(rec: Record, lineno: int, text: str) -> None:
    low = text.lower()
    written = text if len(text) == len(low) else low  # to take names as written
    if low.startswith("#"):
        return
    for pattern, handle in _SETUP_LINES[:2]:
        m = pattern.match(low)
        if m:
            if handle:
                handle(rec, m, written)
            return
    if m := _DROPPED.match(low):
        faction = _faction_name(m.group(1))
        if faction:
            rec.rows.append(Row(lineno, faction, "drop-faction", "drop", None, None, rec.block))
            return
    if m := _SETUP_FACTION.match(low):
        faction = _faction_name(m.group(1))
        if faction:
            if faction not in rec.factions:
                rec.factions.append(faction)
            rec.rows.append(Row(lineno, faction, "setup", "setup", ("setup", ""), None, rec.block))
            return
    # A plain command log: "faction: commands" (engine lines may lack the colon).
    m = _FACTION_LINE.match(low)
    word = m and (m.group(1) or m.group(3))
    faction = _faction_name(word) if m and word else None
    if m and faction:
        rest = m.group(2) if m.group(1) else m.group(4)
        body = text[low.index(rest) :] if rest else ""
        # Lines pasted from the site's table may keep its number columns before the commands.
        body = _LEADING_NUMBERS.sub("", body)
        rec.plain_log = True
        _add_faction_row(rec, lineno, faction, body.strip(), None)
        return
    for pattern, handle in _SETUP_LINES[2:]:
        m = pattern.match(low)
        if m:
            if handle:
                handle(rec, m, written)
            return
    raise LedgerError(lineno, f"unrecognised line: {text[:80]!r}")


_LEADING_NUMBERS = re.compile(r"^(?:[+-]?\d+\s+)+")
_DROPPED = re.compile(r"^(\w+) dropped from the game$")
_SETUP_FACTION = re.compile(r"^setup (\w+)")


def infer_factions(rec: Record) -> list[str]:
    """Seat order when a log has no setup rows: the bonus cards of the setup are picked in reverse
    seat order (the dwellings would not place the Chaos Magicians, who build last)."""
    if rec.factions:
        return rec.factions
    seen: list[str] = []
    for row in rec.rows:
        if row.kind == "move" and row.faction not in seen:
            seen.append(row.faction)
    picks: list[str] = []
    for row in rec.rows:
        if row.kind == "move" and _BONUS_PICK.match(row.text):
            if row.faction in picks:
                break
            picks.append(row.faction)
            if len(picks) == len(seen):
                return picks[::-1]
    return seen


_BONUS_PICK = re.compile(r"^pass bon\d+$", re.I)
