"""A damaged database: the move log is the source of truth; what can't be read is said plainly."""

import json
import logging
import sqlite3
from pathlib import Path

import pytest

from bot.service import GameDamaged, GameService
from bot.store import Damaged, Store
from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, open_bot
from tests.bot.test_service import snapshot, two_player_game


async def played_game(path: Path, clock) -> tuple[int, str]:
    """A game some moves in, stored at `path` (closed: the WAL folded into the file)."""
    store = await Store.open(path, clock=clock)
    service = GameService(store, clock=clock)
    game = await two_player_game(service, str(fd.CHANNEL_ID))
    await service.act(game, "bob", "pass BON3")
    expected = await snapshot(service, game)
    await store.close()
    return game, expected


def damage_page(path: Path, table: str) -> None:
    """Overwrite the first page of `table` with garbage."""
    with sqlite3.connect(path) as db:
        page = db.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()[0]
        size = db.execute("PRAGMA page_size").fetchone()[0]
    with path.open("r+b") as f:
        f.seek((page - 1) * size + 8)
        f.write(b"\xa5" * (size - 8))


async def test_a_damaged_state_is_rebuilt_from_the_move_log_and_stored_back(tmp_path, clock, caplog):
    path = tmp_path / "games.sqlite3"
    game, expected = await played_game(path, clock)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET state = ? WHERE id = ?", (b"\x78\x01garbage", game))
        db.execute("UPDATE snapshots SET state = ? WHERE game_id = ?", (b"not zlib", game))
    store = await Store.open(path, clock=clock)
    service = GameService(store, clock=clock)
    with caplog.at_level(logging.WARNING, logger="bot.host"):
        assert await snapshot(service, game) == expected
    assert "rebuilt from its move log" in caplog.text  # said in the log
    row = await store.game(game)
    assert json.dumps(row.state, sort_keys=True) == expected  # put back in the store
    await service.act(game, "alice", "pass BON4")  # and the game goes on
    await store.close()


async def test_a_state_the_engine_cant_read_is_rebuilt_too(tmp_path, clock):
    path = tmp_path / "games.sqlite3"
    game, expected = await played_game(path, clock)
    store = await Store.open(path, clock=clock)
    row = await store.game(game)
    await store.repair_state(game, row.version, {"not": "a terra mystica state"})
    service = GameService(store, clock=clock)
    assert await snapshot(service, game) == expected
    await store.close()


async def test_a_damaged_page_is_one_clear_refusal(tmp_path, clock):
    path = tmp_path / "games.sqlite3"
    game, _ = await played_game(path, clock)
    damage_page(path, "games")
    store = await Store.open(path, clock=clock)
    service = GameService(store, clock=clock)
    here = str(fd.CHANNEL_ID)
    for attempt in (service.view(game), service.act(game, "alice", "pass BON4"), service.game_in_channel(here)):
        with pytest.raises(GameDamaged) as info:
            await attempt
        assert info.value.code in ("host-game-damaged", "host-channel-game-damaged")
    with pytest.raises(Damaged):  # the reminder sweep says so in one line of the log
        await service.due_reminders(clock() + 10**6)
    await store.close()


async def test_when_the_log_cant_rebuild_a_damaged_state_the_game_is_damaged(tmp_path, clock):
    path = tmp_path / "games.sqlite3"
    game, _ = await played_game(path, clock)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET state = ? WHERE id = ?", (b"garbage", game))
    damage_page(path, "moves")
    store = await Store.open(path, clock=clock)
    with pytest.raises(GameDamaged):
        await GameService(store, clock=clock).view(game)
    await store.close()


async def test_discord_tells_the_channel_once_then_privately(tmp_path, clock):
    path = tmp_path / "games.sqlite3"
    await played_game(path, clock)
    damage_page(path, "games")
    h = await open_bot(path, clock)
    try:
        first = await h.slash(ALICE, "board")
        second = await h.slash(ALICE, "status")
    finally:
        await h.close()
    assert "damaged" in first[-1].content and not first[-1].ephemeral
    assert "damaged" in second[-1].content and second[-1].ephemeral
