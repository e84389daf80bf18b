"""python -m bot.migrate: every game copied between SQLite and PostgreSQL, checked, continued."""

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest

from bot.migrate import MigrationError, migrate
from bot.service import GameService
from bot.store import TABLES, Store, UndoRequest
from tests.bot.test_service import GAME, snapshot, two_player_game

ROOT = Path(__file__).parents[2]


async def games_of_every_kind(url: str, clock) -> dict[str, int]:
    """A database holding a lobby, an active game with an undone move, a move not yet announced,
    an undo request, a reminder sent and settings, an abandoned game and a finished recorded game."""
    store = await Store.open(url, clock=clock)
    service = GameService(store, clock=clock, reminder_hours=[12, 24])
    lobby = await service.create_game("carol", "Carol", game_type="terra_mystica", seats=3, channel_id="c-lobby")
    active = await two_player_game(service, "c-active")
    await service.act(active, "bob", "pass BON3", request_id="interaction-1")
    assert (await service.request_undo(active, "alice")).undone  # the host undoes at once
    await service.act(active, "bob", "pass BON4", request_id="interaction-2")
    moves = await service.claim_announcement(active, 1, 1000)
    await service.announced(active, moves[:-1])  # the last one is still to be announced
    await store.save_undo_request(active, UndoRequest(moves[-1].seq, "bob", ["alice"], clock()))
    await service.update_user_settings("alice", locale="pt-BR", request_id="interaction-3")
    clock.now += 13 * 3600
    for reminder in await service.due_reminders():
        await service.reminded(reminder)
    abandoned = await two_player_game(service, "c-abandoned")
    await service.abandon(abandoned, "alice")
    finished = await service.import_game(GAME.read_text(), "host", "Host", GAME.name, game_type="terra_mystica")
    await store.close()
    return {"lobby": lobby.id, "active": active, "abandoned": abandoned, "finished": finished.id}


async def test_every_game_is_copied_to_the_other_database_and_back(tmp_path, postgres_url, clock):
    source = str(tmp_path / "games.sqlite3")
    games = await games_of_every_kind(source, clock)
    done = await migrate(source, postgres_url)
    back = f"sqlite:///{tmp_path / 'back.sqlite3'}"
    assert (await migrate(postgres_url, back))["copied"] == done["copied"]
    assert done["copied"]["games"] == 4 and done["games_checked"] == 4
    assert done["copied"]["moves"] > 250 and all(
        done["copied"][t] for t in TABLES if t != "vacations"
    )  # none taken here
    stores = [await Store.open(url, clock=clock) for url in (source, postgres_url, back)]
    try:
        services = [GameService(s, clock=clock, reminder_hours=[12, 24]) for s in stores]
        for service in services:
            for game in (games["active"], games["abandoned"], games["finished"]):
                assert await snapshot(service, game) == await snapshot(services[0], game)
                assert await service.store.moves(game, include_undone=True) == await stores[0].moves(
                    game, include_undone=True
                )
            assert await service.store.counts() == await stores[0].counts()
            assert await service.store.user_settings(["alice"]) == {"alice": {"locale": "pt-BR"}}
            assert [m.text for ms in (await service.store.unannounced()).values() for m in ms] == ["pass BON4"]
            assert await service.store.request_seen(None, "interaction-3")
            assert (await service.store.undo_request(games["active"])) is not None
        copy = services[1]
        assert await copy.due_reminders() == []  # the reminder sent is known there
        # the copy goes on: a repeated request is still refused, a new game takes a new id
        with pytest.raises(Exception, match="duplicate"):
            await copy.act(games["active"], "alice", "pass BON5", request_id="interaction-2")
        await copy.act(games["active"], "alice", "pass BON5")
        new = await copy.create_game("dave", "Dave", game_type="terra_mystica", seats=2, channel_id="c-new")
        assert new.id == max(games.values()) + 1
    finally:
        for store in stores:
            await store.close()


async def test_a_target_holding_anything_is_refused_and_left_as_it_was(tmp_path, postgres_url, clock):
    source = str(tmp_path / "games.sqlite3")
    store = await Store.open(source, clock=clock)
    await two_player_game(GameService(store, clock=clock))
    await store.close()
    target = await Store.open(postgres_url, clock=clock)
    await target.save_user_settings("zed", {"locale": "en"})
    await target.close()
    with pytest.raises(Exception, match="not empty"):
        await migrate(source, postgres_url)
    target = await Store.open(postgres_url, clock=clock)
    assert (await target.counts())["games"] == 0
    await target.close()


async def test_a_copy_whose_moves_dont_lead_to_the_stored_state_is_reported(tmp_path, clock):
    source = str(tmp_path / "games.sqlite3")
    store = await Store.open(source, clock=clock)
    service = GameService(store, clock=clock)
    first, second = await two_player_game(service, "c1"), await two_player_game(service, "c2")
    await service.act(second, "bob", "pass BON3")
    other = await store.game(second)
    row = await store.game(first)
    assert other is not None and row is not None and other.state is not None
    await store.repair_state(first, row.version, other.state)  # game 1's row holds game 2's state
    await store.close()
    with pytest.raises(MigrationError, match=f"game {first}: its moves replayed don't lead to its stored state"):
        await migrate(source, str(tmp_path / "copy.sqlite3"))


def test_the_command_prints_one_line(tmp_path):
    source, target = tmp_path / "games.sqlite3", tmp_path / "copy.sqlite3"
    command = [sys.executable, "-m", "bot.migrate", "--from", f"sqlite:///{source}", "--to", f"sqlite:///{target}"]
    source.write_bytes(b"")
    failed = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert failed.returncode == 1 and failed.stderr.count("\n") == 1 and failed.stderr.startswith("error: ")
    source.unlink()
    # a source that isn't there (a mistyped name) is refused, not made into an empty database
    missing = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert missing.returncode == 1
    assert missing.stderr == f"error: No games database at {source}: there is no such file\n"
    assert not source.exists() and not target.exists()
    asyncio.run(empty_database(source))
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["copied"]["games"] == 0
    again = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert again.returncode == 0  # an empty games database is an empty target


async def empty_database(url: str | Path) -> None:
    await (await Store.open(url)).close()


@pytest.mark.parametrize(
    ("source", "target", "said"),
    [
        ("{dir}/missing.sqlite3", "{dir}/copy.sqlite3", "No games database at"),
        ("{pg}", "{dir}/copy.sqlite3", "holds no games database (it is empty)"),
        ("{dir}/missing.sqlite3", "mysql://bot:secret@db/games", "Unknown database URL scheme 'mysql://'"),
        ("{dir}/missing.sqlite3", "postgresql://bot:secret@127.0.0.1:9/games", "No games database at"),
        ("{dir}/games.sqlite3", "postgresql://bot:secret@127.0.0.1:9/games", "Can't reach the database"),
        ("{dir}/games.sqlite3", "sqlite://copy.sqlite3", "sqlite:///relative/path"),
    ],
)
def test_a_copy_that_cant_be_made_is_one_line_and_writes_nothing(tmp_path, postgres_url, source, target, said):
    folder = tmp_path / "dir"
    folder.mkdir()
    asyncio.run(empty_database(folder / "games.sqlite3"))
    before = sorted(p.name for p in folder.iterdir())
    source, target = (u.format(dir=folder, pg=postgres_url) for u in (source, target))
    done = subprocess.run(
        [sys.executable, "-m", "bot.migrate", "--from", source, "--to", target],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1 and done.stderr.count("\n") == 1 and said in done.stderr, done.stderr
    assert "Traceback" not in done.stderr and "secret" not in done.stderr
    assert sorted(p.name for p in folder.iterdir()) == before  # no file made, none changed in name

    async def tables() -> int:
        conn = await asyncpg.connect(postgres_url)
        try:
            query = "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'public'"
            return int(await conn.fetchval(query))
        finally:
            await conn.close()

    assert asyncio.run(tables()) == 0  # the empty PostgreSQL database is left empty
