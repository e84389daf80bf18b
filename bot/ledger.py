"""The ledger: every move of a game with what it changed, as the reference site's history shows it
(/tm log, /kf log, the terminal's `log`).

The moves are replayed from the start; after each one the game's adapter says in words what the
move changed in the public view (Terra Mystica: each faction's VP, coins, workers, priests, power
and cults, with what it has after; Keyflower: seasons, bids outbid, who won which tile). Moves
taken back are not in the log: the numbering runs 1, 2, 3... over the moves that stand.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .games import GameAdapter

if TYPE_CHECKING:
    from .service import GameService

PAGE_CHARS = 1700  # a page fits one Discord message (2,000 characters) with its heading and frame


@dataclass(frozen=True)
class Entry:
    number: int  # 1, 2, 3... over the moves that stand
    seat_label: str
    move: str  # the notation, as everyone may see it
    words: str  # the move in words
    changes: tuple[str, ...]  # what it changed, a line each

    def lines(self) -> list[str]:
        said = f"{self.move} — {self.words}" if self.words and self.words != self.move else self.move
        lines = [f"{self.number:>4}. {self.seat_label}: {said}", *(f"        {c}" for c in self.changes)]
        return [line.replace("**", "") for line in lines]  # in a code block and the terminal: no bold


def replay(
    adapter: GameAdapter[Any],
    options: dict[str, Any],
    seats: int,
    seed: str,
    moves: Sequence[tuple[int, str]],
    locale: str,
) -> list[Entry]:
    """The ledger of `moves` (seat, notation) played from a new game (synchronous: run it off the
    event loop)."""
    engine = adapter.engine
    state = engine.new_game(options, seats, seed)
    before = engine.view(state, None)
    played: list[tuple[int, str, Any, Any]] = []
    for seat, text in moves:
        state = engine.apply(state, seat, text).state
        after = engine.view(state, None)
        played.append((seat, text, before, after))
        before = after
    final = before  # seat labels as the game stands (factions chosen)
    entries = []
    for number, (seat, text, old, new) in enumerate(played, start=1):
        public = adapter.public_move(text)
        entries.append(
            Entry(
                number,
                adapter.seat_label(final, seat, locale),
                public,
                adapter.describe(public, locale),
                tuple(adapter.ledger_changes(old, new, locale)),
            )
        )
    return entries


async def ledger(service: GameService, game_id: int, locale: str) -> list[Entry]:
    """The ledger of a stored game (replayed in a thread)."""
    loaded = await service.view(game_id)
    row = loaded.row
    moves = [(m.seat, m.text) for m in await service.store.moves(game_id)]
    return await asyncio.to_thread(replay, loaded.adapter, row.options, row.seat_count, row.seed, moves, locale)


def pages(entries: Sequence[Entry], chars: int = PAGE_CHARS) -> list[list[Entry]]:
    """The entries cut into pages of at most `chars` characters each (an entry is never split; one
    longer than a page is a page alone)."""
    out: list[list[Entry]] = []
    size = 0
    for entry in entries:
        length = sum(len(line) + 1 for line in entry.lines())
        if not out or size + length > chars:
            out.append([])
            size = 0
        out[-1].append(entry)
        size += length
    return out
