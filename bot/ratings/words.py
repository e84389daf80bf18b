"""Ratings and statistics in words, in the reader's language (the catalogues' `rating-...` and
`stats-...` messages): a leaderboard with the reader's place, a player's statistics, the
factions' statistics. Nothing here imports discord."""

from __future__ import annotations

import math
from collections.abc import Sequence

from locales import catalogue, say

from ..i18n.terra_mystica import faction_name
from .book import Board, Standing
from .elo import MIN_GAMES
from .results import GameResult
from .stats import PlayerStats, Setting, SettingStats, Tally

TOP = 10  # players on a leaderboard
FACTIONS_SHOWN = 5  # factions under a Terra Mystica leaderboard
MERCHANTS_BOARD = "+merchants"


def shown_rating(game_type: str, rating: float) -> float:
    """A rating as players see it: Terra Mystica's as the site shows them (whole points, rounded
    down), Keyflower's to a tenth."""
    return math.floor(rating) if game_type == "terra_mystica" else round(rating, 1)


def board_name(board: str | None, locale: str) -> str:
    if board is None:
        return ""
    base, merchants, _ = board.partition("+")
    words = catalogue(locale).value(f"cmd-tm-new-board-{base}") or catalogue("en").value(f"cmd-tm-new-board-{base}")
    named = words or base
    return say(locale, "rating-board-with-merchants", board=named) if merchants else named


def faction_words(faction: str, locale: str) -> str:
    """A faction as the ratings name it (`shapeshifters_v5`) in words: its name, and its version."""
    name, _, version = faction.partition("_")
    words = faction_name(name, locale)
    return say(locale, "rating-faction-version", faction=words, version=version) if version else words


def rating_faction_key(key: str, locale: str) -> str:
    """A faction rated on a board (`darklings base`) in words."""
    faction, _, board = key.partition(" ")
    return say(
        locale, "rating-faction-on-board", faction=faction_words(faction, locale), board=board_name(board, locale)
    )


def leaderboard(board: Board, title: str, scope: str, asker: str | None, locale: str, top: int = TOP) -> list[str]:
    """The table's best players, the asker's place, and (Terra Mystica) its best factions."""
    g = board.game_type
    lines = [
        say(
            locale,
            "rating-title",
            game=title,
            scope=say(locale, f"rating-scope-{scope}"),
            table=say(locale, f"rating-table-{board.table}", game=g),
        )
    ]
    if not board.players and not board.unlisted:
        return [*lines, say(locale, "rating-nobody")]
    lines += [_standing(i, s, g, locale) for i, s in enumerate(board.players[:top], start=1)]
    if asker is not None:
        lines.append(_your_place(board, asker, locale))
    if board.factions:
        best = ", ".join(
            say(
                locale, "rating-faction", faction=rating_faction_key(f.player, locale), rating=shown_rating(g, f.rating)
            )
            for f in board.factions[:FACTIONS_SHOWN]
        )
        lines.append(say(locale, "rating-factions", factions=best))
    return lines


def _standing(place: int, s: Standing, game_type: str, locale: str) -> str:
    return say(locale, "rating-line", place=place, name=s.name, rating=shown_rating(game_type, s.rating), games=s.games)


def _your_place(board: Board, asker: str, locale: str) -> str:
    place = board.place_of(asker)
    if place is not None:
        s = board.players[place - 1]
        rating = shown_rating(board.game_type, s.rating)
        return say(locale, "rating-you", place=place, of=len(board.players), rating=rating, games=s.games)
    if asker in board.unlisted:
        return say(locale, "rating-you-unlisted", games=board.unlisted[asker], needed=MIN_GAMES)
    return say(locale, "rating-you-none")


def player(
    stats: PlayerStats | None,
    key: str,
    name: str,
    title: str,
    game_type: str,
    scope: str,
    board: Board,
    history: Sequence[tuple[GameResult, float]],
    locale: str,
) -> list[str]:
    """A player's statistics: games, wins, mean VP, their rating and how it went, their factions."""
    scope_words = say(locale, f"rating-scope-{scope}")
    if stats is None:
        return [say(locale, "stats-none", name=name, game=title, scope=scope_words)]
    lines = [
        say(locale, "stats-title", name=stats.name, game=title, scope=scope_words),
        _tally("stats-overall", stats.overall, locale),
    ]
    table = say(locale, f"rating-table-{board.table}", game=game_type)
    place = board.place_of(key)
    if place is not None:
        s = board.players[place - 1]
        lines.append(
            say(
                locale,
                "stats-rating",
                rating=shown_rating(game_type, s.rating),
                place=place,
                of=len(board.players),
                table=table,
            )
        )
    elif key in board.unlisted:
        lines.append(say(locale, "stats-unlisted", table=table, games=board.unlisted[key], needed=MIN_GAMES))
    if history:
        points = " → ".join(str(shown_rating(game_type, rating)) for _, rating in history)
        lines.append(say(locale, "stats-history", points=points, games=len(history)))
    if stats.factions:
        lines.append(say(locale, "stats-factions"))
        ordered = sorted(stats.factions.items(), key=lambda kv: (-kv[1].games, kv[0]))
        lines += [_tally("stats-faction", t, locale, faction=faction_words(f, locale)) for f, t in ordered]
    return lines


def _tally(message: str, tally: Tally, locale: str, **more: object) -> str:
    return say(locale, message, games=tally.games, wins=tally.wins, rate=tally.win_rate, vp=tally.mean_vp, **more)


def factions(
    found: dict[Setting, SettingStats], ratings: dict[str, float], title: str, scope: str, locale: str
) -> list[str]:
    """Each faction's results on each board at each number of players (the settings with most
    games first, in each the factions winning most often first), with the faction's rating on
    that board."""
    lines = [say(locale, "stats-factions-title", game=title, scope=say(locale, f"rating-scope-{scope}"))]
    if not found:
        return [*lines, say(locale, "rating-nobody")]
    for setting in sorted(found, key=lambda s: (-found[s].games, s.board or "", s.players)):
        here = found[setting]
        lines.append(
            say(
                locale,
                "stats-setting",
                board=board_name(setting.board, locale),
                players=setting.players,
                games=here.games,
            )
        )
        ranked = sorted(here.factions.items(), key=lambda kv: (-kv[1].win_rate, -kv[1].mean_vp, kv[0]))
        for faction, tally in ranked:
            rating = ratings.get(f"{faction} {setting.board}")
            lines.append(
                _tally(
                    "stats-setting-faction",
                    tally,
                    locale,
                    faction=faction_words(faction, locale),
                    rating=math.floor(rating) if rating is not None else "none",
                )
            )
    return lines
