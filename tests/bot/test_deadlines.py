"""Deadlines: reminders at half and a quarter left, the seat dropped at the deadline, once across
processes, vacations stopping the clock (a fake clock, both databases)."""

import asyncio

from bot.deadlines import Deadlines, Vacation, counted, deadline_hours
from bot.service import GameService
from bot.store import Store

HOUR = 3600


async def game_with_deadline(service: GameService, hours: float, channel: str = "chan-1") -> int:
    row = await service.create_game(
        "alice",
        "Alice",
        game_type="terra_mystica",
        seats=2,
        channel_id=channel,
        seed="fixed",
        options={},
        deadline_hours=hours,
    )
    await service.join(row.id, "bob", "Bob")
    await service.prefer(row.id, "alice", "witches")
    await service.prefer(row.id, "bob", "engineers")
    await service.start(row.id, "alice")
    await service.act(row.id, "alice", "build F4")
    return row.id


def test_lobby_choices():
    assert deadline_hours("24h") == 24 and deadline_hours("1 week") == 168 and deadline_hours("none") is None


def test_vacations_stop_the_clock_counted_once_when_they_overlap():
    vacations = [Vacation("a", 10, 20), Vacation("a", 15, 30)]
    assert counted(0, 40, vacations) == 20


async def test_reminders_then_the_seat_is_dropped_once_by_two_processes(database_url, clock):
    first, second = await Store.open(database_url, clock=clock), await Store.open(database_url, clock=clock)
    services = [GameService(s, clock=clock, reminder_hours=[]) for s in (first, second)]
    game = await game_with_deadline(services[0], 24)
    sweeps = [Deadlines(s) for s in services]
    clock.now += 11 * HOUR
    assert await sweeps[0].due() == []
    clock.now += 2 * HOUR
    a, b = await asyncio.gather(sweeps[0].due(), sweeps[1].due())
    assert [(e.kind, e.waiting) for e in a + b] == [("reminder", [("bob", 1)])]
    clock.now += 6 * HOUR  # 19 h: a quarter left passed
    assert [e.kind for e in await sweeps[1].due()] == ["reminder"]
    clock.now += 6 * HOUR  # past the deadline
    a, b = await asyncio.gather(sweeps[0].due(), sweeps[1].due())
    assert [(e.kind, e.waiting) for e in a + b] == [("expired", [("bob", 1)])]
    handled = await sweeps[0].expire((a + b)[0])
    assert handled.how == "dropped" and handled.seats == [("bob", 1)]
    moves = await first.moves(game)
    assert moves[-1].text.startswith("drop-faction")
    assert [
        e for e in await sweeps[1].due(clock.now + 3 * 24 * HOUR) if e.game_id == game and e.waiting == [("bob", 1)]
    ] == []
    await first.close()
    await second.close()


async def test_a_deadline_passed_while_down_is_handled_once_after_a_restart(database_url, clock):
    store = await Store.open(database_url, clock=clock)
    game = await game_with_deadline(GameService(store, clock=clock, reminder_hours=[]), 12)
    await store.close()
    clock.now += 30 * HOUR  # the bot was down past the deadline
    store = await Store.open(database_url, clock=clock)
    sweep = Deadlines(GameService(store, clock=clock, reminder_hours=[]))
    events = await sweep.due()
    assert [(e.game_id, e.kind) for e in events] == [(game, "expired")]  # no stale reminders first
    assert await sweep.due() == []
    await store.close()


async def test_a_vacation_stops_the_deadline(service, clock):
    game = await game_with_deadline(service, 24)
    sweep = Deadlines(service)
    await sweep.take_vacation(game, "bob", 2)
    clock.now += 25 * HOUR
    assert await sweep.due() == []
    clock.now += 2 * 24 * HOUR
    assert [e.kind for e in await sweep.due()] == ["expired"]


async def test_a_keyflower_seat_past_its_deadline_resigns_and_passes_from_then_on(service, clock):
    row = await service.create_game(
        "alice", "Alice", game_type="keyflower", seats=3, channel_id="kf", seed="kf-deadline", deadline_hours=12
    )
    await service.join(row.id, "bob", "Bob")
    await service.join(row.id, "carol", "Carol")
    await service.start(row.id, "alice")
    loaded = await service.view(row.id)
    waited = service._waiting(loaded.adapter, loaded.state, loaded.seats, "active")
    clock.now += 13 * HOUR
    notices = await Deadlines(service).sweep()
    assert [(n.key, n.users) for n in notices] == [("deadline-dropped", [u for u, _ in waited])]
    loaded = await service.view(row.id)
    assert all(loaded.state.players[s].resigned for _, s in waited)
    assert loaded.row.status == "active"
    still = service._waiting(loaded.adapter, loaded.state, loaded.seats, "active")
    assert still and not {s for _, s in still} & {s for _, s in waited}  # the game goes on without them
