"""AI seats play on their own: each move thought out in a worker process and played through the
host against the version it was thought for (a person's move or undo meanwhile: dropped, thought
again), a game played to its end with three AI seats, a restart mid-game, a person's undo taking
back the AIs' replies too. The real store, SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from bot.ai.driver import AiDriver, move_seed
from bot.ai.worker import Workers
from bot.service import ActResult, GameService
from bot.store import Store


@pytest.fixture
async def workers() -> AsyncIterator[Workers]:
    pool = Workers(1)  # real worker processes
    yield pool
    pool.close()


def in_thread() -> Workers:
    """The same thinking in a thread of this process: for the tests about the host's side."""
    return Workers(executor=ThreadPoolExecutor(1))


async def ai_game(service: GameService, game_type: str = "terra_mystica", ais: int = 3, seed: str = "ai-1") -> int:
    row = await service.create_game(
        "h", "Hana", game_type=game_type, seats=ais + 1, seed=seed, ai_seats=[("easy", None)] * ais
    )
    await service.start(row.id, "h")
    return row.id


async def persons_turn(service: GameService, driver: AiDriver, game: int) -> Any:
    """Wait for the AI seats, then the game as it stands: the person's turn, or its end."""
    await driver.idle(game)
    loaded = await service.view(game)
    assert loaded.row.status == "finished" or 0 in loaded.adapter.engine.to_decide(loaded.state)
    return loaded


async def test_a_game_with_three_ai_seats_is_played_to_its_end(database_url: str, workers: Workers) -> None:
    store = await Store.open(database_url)
    try:
        service = GameService(store)
        posted: list[ActResult] = []
        batches: list[int] = []

        async def announce(results: list[ActResult]) -> None:
            posted.extend(results)
            for result in results:
                await service.announced(result.game_id, result.held)
            batches.append(len(results))

        driver = AiDriver(service, workers, announce)
        game = await ai_game(service)
        for _ in range(400):
            loaded = await persons_turn(service, driver, game)
            if loaded.row.status == "finished":
                break
            await service.act(game, "h", loaded.adapter.legal_actions(loaded.state, 0)[0], seat=0)
        assert loaded.row.status == "finished"
        assert not driver.refused
        moves = await store.moves(game)
        assert {m.seat for m in moves if m.user_id == "ai"} == {1, 2, 3}
        assert all(m.user_id == ("h" if m.seat == 0 else "ai") for m in moves)
        assert posted and all(r.users in ([], ["h"]) for r in posted)  # nobody pinged for an AI
        assert max(batches) > 1 and max(batches) <= 3  # AI moves in a row told together, a move a seat at most
        assert not await store.last_unannounced(game)  # every AI move was posted and marked
        assert len(loaded.adapter.engine.scores(loaded.state)) == 4
        await driver.close()
    finally:
        await store.close()


async def test_keyflower_ai_seats_decide_from_their_view(database_url: str) -> None:
    store = await Store.open(database_url)
    try:
        service = GameService(store)
        driver = AiDriver(service, in_thread())
        game = await ai_game(service, "keyflower", ais=2)
        for _ in range(8):
            loaded = await persons_turn(service, driver, game)
            await service.act(game, "h", loaded.adapter.legal_actions(loaded.state, 0)[0], seat=0)
        await driver.idle(game)
        assert {m.seat for m in await store.moves(game) if m.user_id == "ai"} == {1, 2}
        assert not driver.refused
        await driver.close()
    finally:
        await store.close()


async def test_a_restart_mid_game_takes_up_the_ai_turns(database_url: str) -> None:
    store = await Store.open(database_url)
    try:
        service = GameService(store)  # no driver: the process "dies" with an AI to move
        game = await ai_game(service, ais=1, seed="restart")
        await service.act(game, "h", "setup witches", seat=0)
        assert 1 in (await service.view(game)).adapter.engine.to_decide(await service.state(game))
    finally:
        await store.close()
    store = await Store.open(database_url)
    try:
        service = GameService(store)
        driver = AiDriver(service, in_thread())
        assert await driver.resume() == 1
        await driver.idle(game)
        moves = await store.moves(game)
        assert moves[-1].user_id == "ai" and moves[-1].seat == 1
        # the same game played without a restart: the same AI move (seeded by game and move number)
        other = await ai_game(service, ais=1, seed="restart")
        await service.act(other, "h", "setup witches", seat=0)
        await driver.idle(other)
        assert [m.text for m in await store.moves(other)] == [m.text for m in moves]
        await driver.close()
    finally:
        await store.close()
    assert move_seed("restart", 1, 1) != move_seed("restart", 2, 1)


class Held(Workers):
    """Thinking that waits to be let go: a person moves meanwhile."""

    def __init__(self) -> None:
        super().__init__(executor=ThreadPoolExecutor(1))
        self.go = asyncio.Event()
        self.thinking = asyncio.Event()
        self.thought = 0

    async def think(self, game_type: str, seen: Any, seat: int, level: str, seed: int) -> str:
        self.thinking.set()
        await self.go.wait()
        self.thought += 1
        return await super().think(game_type, seen, seat, level, seed)


async def test_a_move_thought_for_an_old_position_is_dropped_and_thought_again(service: GameService) -> None:
    workers = Held()
    driver = AiDriver(service, workers)
    game = await ai_game(service, ais=1, seed="stale")
    await service.act(game, "h", "setup witches", seat=0)
    await workers.thinking.wait()  # the AI thinks about its faction
    await service.request_undo(game, "h")  # the host takes the move back meanwhile
    await service.act(game, "h", "setup nomads", seat=0)
    workers.go.set()
    await driver.idle(game)
    moves = await service.store.moves(game)
    assert [m.text for m in moves][0] == "setup nomads"
    assert moves[1].user_id == "ai" and len(moves) == 2  # one AI move, for the position as it is
    assert workers.thought >= 2 and not driver.refused
    await driver.close()


async def test_a_persons_undo_takes_back_the_ai_replies_after_their_move(service: GameService) -> None:
    driver = AiDriver(service, in_thread())
    row = await service.create_game(
        "h", "Hana", game_type="terra_mystica", seats=3, seed="undo", channel_id="c", ai_seats=[("easy", None)] * 2
    )
    await service.start(row.id, "h")
    game = row.id
    await service.act(game, "h", "setup witches", seat=0)
    await driver.idle(game)
    before = await service.store.moves(game)
    assert [m.user_id for m in before] == ["h", "ai", "ai"]
    outcome = await service.request_undo(game, "h")
    assert outcome.undone and outcome.text == "setup witches" and outcome.ai_moves == 2
    assert await service.store.moves(game) == []
    loaded = await service.view(game)
    assert loaded.row.moves == 0 and list(loaded.adapter.engine.to_decide(loaded.state)) == [0]
    await service.act(game, "h", "setup witches", seat=0)
    await driver.idle(game)
    again = await service.store.moves(game)
    assert [m.text for m in again] == [m.text for m in before]  # the same seeds: the same replies
    await driver.close()


class Recording(Workers):
    """The thinking as it is, noting what each decision was given."""

    def __init__(self) -> None:
        super().__init__(executor=ThreadPoolExecutor(1))
        self.given: list[tuple[Any, int]] = []

    async def think(self, game_type: str, seen: Any, seat: int, level: str, seed: int) -> str:
        self.given.append((seen, seat))
        return await super().think(game_type, seen, seat, level, seed)


async def test_a_keyflower_ai_seat_is_given_its_own_view_only(service: GameService) -> None:
    workers = Recording()
    driver = AiDriver(service, workers)
    game = await ai_game(service, "keyflower", ais=2, seed="view")
    await driver.idle(game)
    for _ in range(3):
        loaded = await persons_turn(service, driver, game)
        before = len(workers.given)
        state = loaded.state
        await service.act(game, "h", loaded.adapter.legal_actions(state, 0)[0], seat=0)
        await driver.idle(game)
        assert len(workers.given) > before
    moves = await service.store.moves(game)
    engine = loaded.adapter.engine
    for seen, seat in workers.given:
        assert seat in (1, 2)
        # what it was given is exactly a seat's view of a position of the game, never the state itself
        assert set(seen) == set(engine.view(await service.state(game), seat))
        assert seen != engine.to_json(await service.state(game))
    assert {m.seat for m in moves if m.user_id == "ai"} == {1, 2}
    await driver.close()
