"""Keyflower's ratings: openskill's Plackett-Luce on the engine's finishing places, games with an
AI seat apart, abandoned games never; the same after a recompute."""

from __future__ import annotations

import random
from dataclasses import replace

from bot.ratings import keyflower
from bot.ratings.book import RatingBook
from bot.ratings.results import GameResult, SeatResult
from bot.service import GameService
from bot.store import GameRow, SeatRow
from rules.keyflower.simulate import _random_legal


def result(game_id: int, places: list[int], players: list[str] | None = None, ai: int | None = None) -> GameResult:
    players = players or [f"user:{i}" for i in range(len(places))]
    seats = tuple(
        SeatResult(i, p, p, None, 100 - 10 * place, place, ai=i == ai)
        for i, (p, place) in enumerate(zip(players, places, strict=True))
    )
    return GameResult(game_id, "keyflower", None, float(game_id), 1, None, True, seats)


def test_places_not_points_decide_so_the_rulebooks_tie_break_counts():
    # The Merchants: on a tie in points the one who chose their winter boat first is ahead; the
    # engine's places say so, and the ratings read the places.
    row = GameRow(1, "keyflower", {}, "", 2, None, None, "a", "finished", 3, 0, 0.0, 1.0, 1.0)
    seats = [SeatRow(0, "a", "Ana", None), SeatRow(1, "b", "Bia", None)]
    view = {"players": [{"vp": 50}, {"vp": 50}], "places": [2, 1]}
    read = keyflower.read(row, seats, view)
    assert [(s.player, s.vp, s.place) for s in read.seats] == [("user:a", 50, 2), ("user:b", 50, 1)]
    rated = keyflower.ratings([read])
    assert rated.players["user:b"].rating > rated.players["user:a"].rating


def test_a_tie_left_a_tie_rates_both_alike_and_the_winner_above():
    rated = keyflower.ratings([result(1, [2, 1, 2])])
    assert rated.players["user:0"].rating == rated.players["user:2"].rating < rated.players["user:1"].rating
    assert rated.players["user:1"].games == 1


def test_ratings_follow_the_order_games_finished_in_and_sharpen_with_games():
    games = [result(i, [1, 2, 3]) for i in range(1, 6)]
    rated = keyflower.ratings(games)
    winner = rated.players["user:0"]
    assert winner.games == 5 and winner.sigma < 25 / 3
    after = [rated.after[(g.game_id, "user:0")] for g in games]
    assert after == sorted(after)  # winning again and again: higher each time
    assert keyflower.ratings(games[::-1]).after != rated.after


def test_games_with_an_ai_seat_are_rated_in_their_own_table():
    people, with_ai = result(1, [1, 2]), result(2, [1, 2], ["user:0", "ai:Hard AI"], ai=1)
    assert keyflower.table_of(people) == keyflower.PEOPLE and keyflower.table_of(with_ai) == keyflower.WITH_AI
    assert set(keyflower.ratings([people, with_ai]).players) == {"user:0", "user:1"}
    assert set(keyflower.ratings([people, with_ai], keyflower.WITH_AI).players) == {"user:0", "ai:Hard AI"}


def test_a_game_that_does_not_count_is_not_rated():
    assert keyflower.ratings([replace(result(1, [1, 2]), counted=False)]).players == {}
    assert keyflower.ratings([result(1, [1, 2], ["user:0", "user:0"])]).players == {}


async def play(service: GameService, users: list[str], channel: str, seed: str, until: int | None = None) -> int:
    """A random legal Keyflower game through the host, each seat its own player."""
    row = await service.create_game(
        users[0],
        users[0].title(),
        game_type="keyflower",
        seats=len(users),
        channel_id=channel,
        seed=seed,
        options={"merchants": True},
    )
    for user in users[1:]:
        await service.join(row.id, user, user.title())
    await service.start(row.id, users[0])
    rng = random.Random(seed)
    for moves in range(2000):
        loaded = await service.view(row.id)
        if loaded.row.status != "active" or moves == until:
            break
        seat = rng.choice(list(loaded.adapter.engine.to_decide(loaded.state)))
        await service.act(row.id, users[seat], _random_legal(loaded.state, seat, rng), seat=seat)
    return row.id


async def test_finished_games_are_rated_from_the_database_and_abandoned_ones_never(service):
    first = await play(service, ["ana", "bia", "caio"], "c1", "kf-1")
    second = await play(service, ["bia", "caio", "ana"], "c2", "kf-2")
    abandoned = await play(service, ["ana", "bia"], "c3", "kf-3", until=20)
    await service.abandon(abandoned, "ana")
    book = RatingBook(service)
    board = await book.board("keyflower")
    assert board.games == 2
    assert {s.name for s in board.players} == {"Ana", "Bia", "Caio"} and all(s.games == 2 for s in board.players)
    results = await book.results("keyflower")
    assert [r.game_id for r in results] == [first, second]
    view = (await service.view(first)).view()
    assert [s.place for s in results[0].seats] == view["places"]
    assert await book.recompute() == 2
    assert await RatingBook(service).board("keyflower") == board
