"""What a finished game leaves for the ratings and the statistics: each seat's player, faction,
VP, place, whether they dropped out or were an AI; read once from the game's final state.

Who a player is: a seat whose user sits nowhere else in the game is that user (`user:ID`: a
Discord account, whatever it is called later); seats one user holds together (a recorded game
imported and not handed to its players, a game played hot seat at one terminal) are the names
they carry (`name:NAME`, the names of the log's `Player N:` lines for an import). An AI seat is
its AI (`ai:NAME`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..store import GameRow, SeatRow

AI_KIND = "ai"


@dataclass(frozen=True)
class SeatResult:
    seat: int
    player: str  # who: user:ID, name:NAME or ai:NAME
    name: str  # as shown
    faction: str | None  # the game's faction (Terra Mystica: as the reference site names it for ratings)
    vp: int
    place: int  # 1 the winner; tied players share a place
    dropped: bool = False
    ai: bool = False


@dataclass(frozen=True)
class GameResult:
    game_id: int
    game_type: str
    guild_id: str | None
    finished_at: float  # games count in this order (then by id)
    version: int  # the game's version when read: read again if the game changes
    board: str | None  # Terra Mystica: the board, "+merchants" with Merchants of the Seas
    counted: bool  # whether the game's rules let it count for ratings at all
    seats: tuple[SeatResult, ...]

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def with_ai(self) -> bool:
        return any(s.ai for s in self.seats)


def is_ai(seat: SeatRow) -> bool:
    """Whether an AI plays the seat (the host marks such a seat's kind)."""
    return getattr(seat, "kind", None) == AI_KIND


def identities(seats: Sequence[SeatRow]) -> dict[int, tuple[str, str]]:
    """Each seat's (player key, name)."""
    held = Counter(s.user_id for s in seats)
    found: dict[int, tuple[str, str]] = {}
    for s in seats:
        if is_ai(s):
            found[s.seat] = (f"ai:{s.user_name}", s.user_name)
        elif held[s.user_id] == 1:
            found[s.seat] = (f"user:{s.user_id}", s.user_name)
        else:
            found[s.seat] = (f"name:{s.user_name}", s.user_name)
    return found


def places(vps: Sequence[int]) -> list[int]:
    """Places by VP alone: 1 for the most, tied players sharing a place."""
    return [1 + sum(1 for other in vps if other > vp) for vp in vps]


def game_result(
    row: GameRow, seats: Sequence[SeatRow], board: str | None, counted: bool, per_seat: Sequence[dict[str, Any]]
) -> GameResult:
    """The result of a finished game from what its game read of each seat (seat, faction, vp,
    place, dropped)."""
    who = identities(seats)
    ai = {s.seat for s in seats if is_ai(s) or getattr(s, "ai_played", False)}  # handed back: still played by an AI
    return GameResult(
        game_id=row.id,
        game_type=row.game_type,
        guild_id=row.guild_id,
        finished_at=row.last_move_at if row.last_move_at is not None else row.updated_at,
        version=row.version,
        board=board,
        counted=counted,
        seats=tuple(
            SeatResult(
                seat=s["seat"],
                player=who[s["seat"]][0] if s["seat"] in who else f"name:seat {s['seat'] + 1}",
                name=who[s["seat"]][1] if s["seat"] in who else f"seat {s['seat'] + 1}",
                faction=s.get("faction"),
                vp=int(s["vp"]),
                place=int(s["place"]),
                dropped=bool(s.get("dropped")),
                ai=s["seat"] in ai,
            )
            for s in per_seat
        ),
    )
