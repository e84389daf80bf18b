"""Hints: privately, the AI's three best moves for the asker's seat now, a reason each, and the
position's evaluation, in the asker's language. Worked out in a worker process, from what the
asker's seat may see only (Keyflower: its own view). The host may switch them off for a game; by
default they are off in games among people only played in a channel (rated), on elsewhere."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from locales import say

from ..games import GameAdapter
from ..host.core import HostCore, ServiceError
from ..store import GameRow, SeatRow
from .driver import move_seed
from .names import AI_GAMES, is_ai
from .players import GAMES
from .reasons import reason_words, standing_words
from .worker import Workers

HINT_LEVEL = "hard"
HINT_MOVES = 3


@dataclass
class HintMove:
    notation: str
    value: float  # in VP: the seat's projected final score after the move
    reason: Any = None  # the AI's reason: parts, each a code with parameters (bot/ai/reasons.py words them)


@dataclass
class Hint:
    game_id: int
    game_type: str
    seat: int
    moves: list[HintMove]
    evaluation: float  # the seat's projected final score in VP, as `value` is measured
    standing: Any = None  # the AI's Evaluation (vp, projected, place, players), if it gives one

    def words(self, adapter: GameAdapter[Any], seat_label: str, locale: str) -> str:
        """The private reply: a head with how the seat stands, then a line a move (best first)."""
        head = say(locale, "ai-hint-head", seat=seat_label)
        if self.standing is not None and self.standing.projected > 0:  # (nothing to project before the start)
            head += " " + standing_words(self.standing, locale)
        elif self.standing is None and self.evaluation > 0:
            head += " " + say(locale, "ai-hint-projected", vp=round(self.evaluation))
        lines = [head]
        best = self.moves[0].value if self.moves else 0.0
        for n, move in enumerate(self.moves, start=1):
            behind = round(best - move.value, 1)
            why = reason_words(adapter.prefix, move.reason, locale)
            lines.append(
                say(
                    locale,
                    "ai-hint-move",
                    n=n,
                    words=adapter.suggest(move.notation, locale),
                    move=move.notation,
                    value=say(locale, "ai-hint-value", vp=round(move.value, 1)),
                    behind=", " + say(locale, "ai-hint-behind", vp=behind) if behind > 0 else "",
                    why=": " + why if why else "",
                )
            )
        return "\n".join(lines)


def hints_allowed(row: GameRow, seats: Sequence[SeatRow]) -> bool:
    """The host's choice if made; else on where an AI plays or played, or at one terminal, and off
    in a channel game among people only (a rated game: a hint would be an AI playing for them)."""
    if row.hints is not None:
        return row.hints
    return row.channel_id is None or any(is_ai(s) or s.ai_played for s in seats)


class Hints(HostCore):
    """The hint service and its switch."""

    _ai_workers: Workers | None = None

    def ai_workers(self) -> Workers:
        """The worker processes the AI thinks in (shared by the AI seats' driver and the hints)."""
        if self._ai_workers is None:
            self._ai_workers = Workers()
        return self._ai_workers

    def use_ai_workers(self, workers: Workers) -> None:
        self._ai_workers = workers

    async def set_hints(self, game_id: int, host_user: str, on: bool | None) -> None:
        """The host switches a game's hints on or off (None: back to the default)."""
        row = await self._row(game_id)
        if row.host_user != host_user:
            raise ServiceError("host-hints-only-host")
        await self.store.set_hints(game_id, on)

    async def hint(self, game_id: int, user_id: str, seat: int | None = None) -> Hint:
        """The AI's three best moves for the user's seat that must decide now, and its evaluation."""
        loaded = await self._load(game_id)
        row, seats, adapter, state = loaded.row, loaded.seats, loaded.adapter, loaded.state
        if row.game_type not in AI_GAMES:
            raise ServiceError("host-ai-not-for-game", title=adapter.title)
        if row.status == "lobby":
            raise ServiceError("host-not-started")
        if row.status != "active":
            raise ServiceError("host-game-over")
        if not hints_allowed(row, seats):
            raise ServiceError("host-hints-off")
        mine = [s.seat for s in seats if s.user_id == user_id and not is_ai(s)]
        if not mine:
            raise ServiceError("host-not-playing")
        deciding = [s for s in adapter.engine.to_decide(state) if s in mine]
        if seat is not None and seat not in mine:
            raise ServiceError("host-seat-not-yours", seat=seat + 1)
        chosen = seat if seat is not None else (deciding[0] if deciding else None)
        if chosen is None or chosen not in deciding:
            raise ServiceError("host-hint-not-deciding")
        ai = GAMES[row.game_type]
        seen = loaded.view(chosen) if ai.sees_view else adapter.engine.to_json(state)
        ranked, standing = await self.ai_workers().advise(
            row.game_type, seen, chosen, HINT_LEVEL, move_seed(row.seed, row.moves, chosen)
        )
        moves = [HintMove(text, value, why) for text, value, why in ranked[:HINT_MOVES]]
        if not moves:
            raise ServiceError("host-hint-not-deciding")
        evaluation = float(standing.projected) if standing is not None else moves[0].value
        return Hint(game_id, row.game_type, chosen, moves, evaluation, standing)
