"""Terra Mystica's results and which games the ratings count, as the reference site decides (the
facts of its Analyze/RatingData.pm and its finished-games query).

The site rates a game that finished (in round 6) with three players or more, each a different
person, none of them playing the Riverwalkers or Shapeshifters in a version it set aside (the
first ones and v4 of the Riverwalkers; the first ones, v2, v3 and v4 of the Shapeshifters): a
variable faction is named with its version (`shapeshifters_v5`). A seat that never took a faction
is left out. Each faction is rated on its board: `darklings base`, `icemaidens fire_and_ice_side1`.

Beside the site's table: the same algorithm on the 2-player games (the site rates none), and on
the games with an AI seat, where the AI is a player like any other; those two stay apart from the
site's table, so its numbers are the site's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.state import GameState

from ..store import GameRow, SeatRow
from . import elo
from .results import GameResult, game_result, places

LAST_ROUND = 6
# Factions in the versions the site leaves out of its ratings: a game with one is not rated.
EXCLUDED_FACTIONS = frozenset(
    {
        "riverwalkers",
        "riverwalkers_v4",
        "shapeshifters",
        "shapeshifters_v2",
        "shapeshifters_v3",
        "shapeshifters_v4",
    }
)
# Which versions among a game's options name a variable faction (every one found, in option order).
_VERSIONS = {
    "shapeshifters": re.compile(r"variable_(v2|v3|v4|v5)"),
    "riverwalkers": re.compile(r"variable_(v4|v5)"),
}

SITE = "main"  # the reference site's table: 3 players or more, no AI seat
TWO_PLAYERS = "two"
WITH_AI = "ai"
TABLES = (SITE, TWO_PLAYERS, WITH_AI)


def rated_faction(name: str, options: Iterable[str]) -> str:
    """The faction as the site's ratings name it: a variable faction with its version(s)."""
    pattern = _VERSIONS.get(name)
    if pattern is None:
        return name
    versions = [v for option in sorted(options) for v in pattern.findall(option)]
    return f"{name}_{' '.join(versions)}" if versions else name


def board_of(state: GameState) -> str:
    """The board a faction is rated on: the map, apart with Merchants of the Seas (its factions
    play otherwise)."""
    return f"{state.board}+merchants" if MERCHANTS in state.options else state.board


def read(row: GameRow, seats: Sequence[SeatRow], state: GameState) -> GameResult:
    """The result of a finished game."""
    taken = [(seat, name) for seat, name in enumerate(state.seats) if name is not None]
    vps = [state.factions[name].VP for _, name in taken]
    place = places(vps)
    per_seat = [
        {
            "seat": seat,
            "faction": rated_faction(name, state.options),
            "vp": vp,
            "place": p,
            "dropped": state.factions[name].dropped,
        }
        for (seat, name), vp, p in zip(taken, vps, place, strict=True)
    ]
    counted = state.finished and state.round == LAST_ROUND
    return game_result(row, seats, board_of(state), counted, per_seat)


def table_of(result: GameResult) -> str | None:
    """Which table rates the game, if any."""
    if not result.counted or len(result.seats) < 2:
        return None
    if result.with_ai:
        return WITH_AI
    return SITE if len(result.seats) >= 3 else TWO_PLAYERS


def rated_game(result: GameResult) -> elo.Game | None:
    """The game as the ratings see it, or None if they leave it out: a faction in a version set
    aside, a person in two seats."""
    if any(s.faction in EXCLUDED_FACTIONS for s in result.seats):
        return None
    players = [s.player for s in result.seats]
    if len(set(players)) != len(players):
        return None
    entries = tuple(elo.Entry(s.player, f"{s.faction} {result.board}", s.vp, s.dropped) for s in result.seats)
    return elo.Game(result.game_id, entries)


def rated_games(results: Iterable[GameResult], table: str) -> list[elo.Game]:
    """The games of one table, in the order given (the order they finished)."""
    games = (rated_game(r) for r in results if table_of(r) == table)
    return [g for g in games if g is not None]


def ratings(results: Iterable[GameResult], table: str = SITE) -> elo.Ratings:
    return elo.rate(rated_games(results, table))
