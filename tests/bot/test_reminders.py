"""Reminders: each due one sent by one process, the sweep reading only the games that wait."""

import asyncio

from bot.service import GameService
from bot.store import Store
from tests.bot.test_service import two_player_game

HOUR = 3600


async def test_two_processes_sweeping_at_once_claim_each_reminder_once(database_url, clock):
    first, second = await Store.open(database_url, clock=clock), await Store.open(database_url, clock=clock)
    services = [GameService(s, clock=clock, reminder_hours=[12, 24]) for s in (first, second)]
    games = [await two_player_game(services[0], f"chan-{i}") for i in range(4)]
    clock.now += 13 * HOUR
    a, b = await asyncio.gather(services[0].due_reminders(), services[1].due_reminders())
    assert sorted((r.game_id, r.user_id, r.step) for r in a + b) == [(g, "bob", 1) for g in games]
    assert await services[1].due_reminders() == []
    # one step of one wait, claimed by both at the same moment: one gets it
    clock.now += 12 * HOUR
    for _ in range(2):
        idle = [g for g in await first.idle_games(clock(), [12, 24]) if g.id == games[0]]
        if idle:
            results = await asyncio.gather(first.claim_reminder(idle[0], 2), second.claim_reminder(idle[0], 2))
            assert sorted(results) == [False, True]
    assert await first.idle_games(clock(), [12, 24]) != []  # the other games' second step is still to send
    await first.close()
    await second.close()


async def test_the_sweep_reads_the_waiting_games_only(service, clock, monkeypatch):
    games = [await two_player_game(service, f"chan-{i}") for i in range(3)]
    clock.now += HOUR
    await service.act(games[2], "bob", "pass BON3")  # its wait starts an hour later
    clock.now += 11 * HOUR + 60

    async def no_decoding(game_id):
        raise AssertionError(f"game {game_id}'s state was read")

    monkeypatch.setattr(service, "_load", no_decoding)  # who is waited for is in the games' rows
    due = await service.due_reminders()
    assert sorted((r.game_id, r.user_id) for r in due) == [(games[0], "bob"), (games[1], "bob")]


async def test_a_game_waiting_from_before_the_index_is_read_once(service, clock):
    game = await two_player_game(service)
    await service.store.db.execute("UPDATE games SET waiting = NULL")  # as migration 6 leaves it
    clock.now += 13 * HOUR
    assert [(r.user_id, r.step) for r in await service.due_reminders()] == [("bob", 1)]
    assert (await service.store.idle_games(clock() + 12 * HOUR, [12, 24]))[0].waiting == [("bob", 1)]
    assert await service.idle(game)
