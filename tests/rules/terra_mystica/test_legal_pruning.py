"""Candidates the engine certainly refuses are left out before trying (legal.py: actions taken or
unaffordable, dwellings none left or unaffordable, upgrades and track steps unaffordable, ...):
with and without that pruning, the legal actions are the same list in the same order. The
conditions copy rules the engine enforces, so a change there shows here."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from rules.terra_mystica import legal
from rules.terra_mystica.engine import to_decide
from rules.terra_mystica.ledger import parse_record
from rules.terra_mystica.replay import replay_record
from rules.terra_mystica.state import GameState

from .test_legal import positions

DATA = Path(__file__).resolve().parents[2] / "data" / "terra_mystica"


@cache
def recorded_late() -> list[GameState]:
    """Positions in the last rounds of recorded games, where resources run short."""
    out = []
    for path in sorted(DATA.glob("4pLeague_*.txt"))[::7]:
        record = parse_record(path.read_text())
        rows = record.rows
        for share in (0.6, 0.75, 0.9):
            record.rows = rows[: int(len(rows) * share)]
            state = replay_record(record, path.name).state
            if state is not None and not state.finished:
                out.append(state)
    return out


def test_pruning_leaves_out_only_refused_turns() -> None:
    left_out = 0
    for g in [*recorded_late(), *positions()]:
        for seat in to_decide(g):
            pruned = legal.candidates(g, seat)
            found = legal.legal_among(g, seat, pruned)
            every = legal.candidates(g, seat, prune=False)
            assert legal.legal_among(g, seat, every) == found
            kept = iter(every)
            assert all(text in kept for text in pruned), "the pruned candidates keep their order"
            left_out += len(every) - len(pruned)
    assert left_out > 1000
