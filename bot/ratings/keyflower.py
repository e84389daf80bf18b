"""Keyflower's results and ratings: openskill's Plackett-Luce model (Weng and Lin's Bayesian
approximation for games of many players) on finishing places, game after game in the order they
finished.

A place is the engine's: most points first; with The Merchants a tie goes to whoever chose their
winter boat first, while the base game leaves a tie a tie (its rulebook: "the players are
tied"), and tied players share the place. A rating is shown as openskill's ordinal (mu - 3 sigma:
what the player is at least worth, with 99.7 % confidence), 0 for a newcomer. Games with an AI
seat are rated in a table of their own, the AI a player there.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

from ..store import GameRow, SeatRow
from .results import GameResult, game_result

PEOPLE = "main"
WITH_AI = "ai"
TABLES = (PEOPLE, WITH_AI)


@dataclass
class Skill:
    mu: float
    sigma: float
    games: int = 0

    @property
    def rating(self) -> float:
        """What the player is at least worth (mu - 3 sigma)."""
        return self.mu - 3 * self.sigma


@dataclass
class Ratings:
    players: dict[str, Skill] = field(default_factory=dict)
    # After each game, each of its players' rating: (game id, player) -> rating.
    after: dict[tuple[int, str], float] = field(default_factory=dict)


def read(row: GameRow, seats: Sequence[SeatRow], view: Mapping[str, Any]) -> GameResult:
    """The result of a finished game, from its public view (the final one shows everything)."""
    players = view["players"]
    place = view["places"]
    per_seat = [{"seat": seat, "vp": p["vp"], "place": place[seat]} for seat, p in enumerate(players)]
    return game_result(row, seats, None, True, per_seat)


def table_of(result: GameResult) -> str | None:
    if not result.counted or len(result.seats) < 2:
        return None
    return WITH_AI if result.with_ai else PEOPLE


def ratings(results: Iterable[GameResult], table: str = PEOPLE) -> Ratings:
    """The ratings of a table's games, given in the order they finished."""
    model = PlackettLuce()
    out = Ratings()
    for result in results:
        if table_of(result) != table:
            continue
        players = [s.player for s in result.seats]
        if len(set(players)) != len(players):  # one person in two seats: not a contest
            continue
        skills = [out.players.setdefault(p, Skill(model.mu, model.sigma)) for p in players]
        teams = [[model.rating(mu=s.mu, sigma=s.sigma)] for s in skills]
        rated = model.rate(teams, ranks=[float(s.place) for s in result.seats])
        for skill, player, [new] in zip(skills, players, rated, strict=True):
            skill.mu, skill.sigma = new.mu, new.sigma
            skill.games += 1
            out.after[(result.game_id, player)] = skill.rating
    return out
