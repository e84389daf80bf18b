"""Terra Mystica's ratings as the reference site (terra.snellman.org) computes them: the facts of
its Analyze/ELO.pm, in our own code.

Every game becomes pairwise matches between its players, ranked by VP (a tie is half a win
each). In a match a player stands as their own rating plus their faction's (the faction on that
board), against the other's; the two bet a pot of 16 points, shared by the usual Elo expectation
(400 points: ten to one). All games are gone through three times in the order they finished, the
pot shrinking to 16/n² on the n-th pass, everyone (player and faction) starting at 1000. A player
with fewer than 5 games in all is rated in the shadow: their own rating moves, nobody else's
(their opponents', their faction's) does. In a match with a dropped player the factions stand
aside: the match is between the players alone and no faction rating moves.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

START = 1000.0
POT = 16.0
PASSES = 3
DECAY = 2  # the pot of the n-th pass is POT / n**DECAY
MIN_GAMES = 5  # fewer games in all: a shadow rating, moving nobody else
SHOWN_FROM = 5  # players listed with at least this many games (factions always)
ELO_SCALE = 400.0


@dataclass(frozen=True)
class Entry:
    """One player's result in a game."""

    player: str
    faction: str  # the faction's key: its name and the board ("darklings base")
    vp: int
    dropped: bool = False


@dataclass(frozen=True)
class Game:
    """A finished game: its entries in seat order (players tied on VP meet in that order)."""

    id: object
    entries: tuple[Entry, ...]


@dataclass
class Rating:
    score: float = START
    games: int = 0


@dataclass
class Ratings:
    players: dict[str, Rating] = field(default_factory=dict)
    factions: dict[str, Rating] = field(default_factory=dict)

    def shown_players(self, at_least: int = SHOWN_FROM) -> dict[str, Rating]:
        """The players the site lists: those with at least `at_least` games."""
        return {p: r for p, r in self.players.items() if r.games >= at_least}


@dataclass(frozen=True)
class _Match:
    a: Entry
    b: Entry


def matches(game: Game) -> list[_Match]:
    """The game's pairwise matches: its entries by VP, highest first (ties in seat order), each
    against every one after it."""
    ranked = sorted(game.entries, key=lambda e: -e.vp)
    return [_Match(a, b) for i, a in enumerate(ranked) for b in ranked[i + 1 :]]


def rate(games: Iterable[Game], passes: int = PASSES, pot: float = POT, min_games: int = MIN_GAMES) -> Ratings:
    """The ratings of `games`, given in the order they finished."""
    ratings = Ratings()
    played: list[_Match] = []
    for game in games:
        for e in game.entries:
            ratings.players.setdefault(e.player, Rating()).games += 1
            ratings.factions.setdefault(e.faction, Rating()).games += 1
        played += matches(game)
    for n in range(1, passes + 1):
        _pass(played, ratings, pot / n**DECAY, min_games)
    return ratings


def _pass(played: Sequence[_Match], ratings: Ratings, pot: float, min_games: int) -> None:
    players, factions = ratings.players, ratings.factions
    for m in played:
        p1, p2 = players[m.a.player], players[m.b.player]
        f1, f2 = factions[m.a.faction], factions[m.b.faction]
        weight = 0.0 if m.a.dropped or m.b.dropped else 1.0
        diff = (p1.score + f1.score * weight) - (p2.score + f2.score * weight)
        expected1 = 1 / (1 + 10 ** (-diff / ELO_SCALE))
        expected2 = 1 / (1 + 10 ** (diff / ELO_SCALE))
        if m.a.vp == m.b.vp:
            actual1 = actual2 = 0.5
        else:
            actual1, actual2 = (1.0, 0.0) if m.a.vp > m.b.vp else (0.0, 1.0)
        delta1 = pot * (actual1 - expected1)
        delta2 = pot * (actual2 - expected2)
        rated1, rated2 = p1.games >= min_games, p2.games >= min_games
        # A newcomer's result moves their own rating only: against a rated player, or when both are new.
        if rated2 or not rated1:
            p1.score += delta1
        if rated1 or not rated2:
            p2.score += delta2
        if rated1 and rated2:
            f1.score += delta1 * weight
            f2.score += delta2 * weight
