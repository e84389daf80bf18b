"""Several host processes on one PostgreSQL database: each sees the others' changes at once."""

import asyncio

import pytest

from bot.service import GameService, ServiceError
from bot.store import Store
from tests.bot.test_service import snapshot, two_player_game


@pytest.fixture
async def two(postgres_url, clock):
    stores = [await Store.open(postgres_url, clock=clock), await Store.open(postgres_url, clock=clock)]
    yield [GameService(s, clock=clock, reminder_hours=[12, 24]) for s in stores]
    for store in stores:
        await store.close()


async def test_a_state_cached_in_one_process_is_never_served_after_another_moved(two):
    a, b = two
    game = await two_player_game(a)
    before = await snapshot(a, game)  # cached in a
    await b.act(game, "bob", "pass BON3")
    assert await snapshot(a, game) == await snapshot(b, game) != before
    await a.act(game, "alice", "pass BON5")  # and a plays on from the state b left
    assert await snapshot(b, game) == await snapshot(a, game)


async def test_the_same_move_sent_to_two_processes_at_once_is_applied_once(two):
    a, b = two
    game = await two_player_game(a)
    moves = len(await a.store.moves(game))
    results = await asyncio.gather(
        a.act(game, "bob", "pass BON3", request_id="i-1"),
        b.act(game, "bob", "pass BON3", request_id="i-2"),
        return_exceptions=True,
    )
    stored = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, ServiceError)]
    assert len(stored) == 1 and len(refused) == 1, results  # the second, tried again after the first, is not legal
    assert len(await a.store.moves(game)) == moves + 1


async def test_moves_of_one_game_from_two_processes_are_both_stored_in_turn(two):
    a, b = two
    game = await two_player_game(a)
    await a.act(game, "bob", "pass BON3")
    # alice's move reaches one process while bob's settings change in the other
    await asyncio.gather(a.act(game, "alice", "pass BON5"), b.update_user_settings("bob", locale="pt-BR"))
    assert (await a.user_settings_of(["bob"]))["bob"] == {"locale": "pt-BR"}  # read from the database


async def test_a_request_delivered_to_both_processes_is_applied_once(two):
    a, b = two
    game = await two_player_game(a)
    results = await asyncio.gather(
        a.act(game, "bob", "pass BON3", request_id="same"),
        b.act(game, "bob", "pass BON3", request_id="same"),
        return_exceptions=True,
    )
    codes = sorted(getattr(r, "code", "stored") for r in results)
    assert codes[-1] == "stored" and codes[0] in ("host-duplicate-request", "host-game-changed"), results
