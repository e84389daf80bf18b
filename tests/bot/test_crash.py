"""Killed mid-stream, the host loses no acknowledged move and leaves no half-written one."""

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from bot.games.terra_mystica import TerraMysticaAdapter
from bot.service import GameService
from bot.store import Store

ROOT = Path(__file__).parents[2]
GAME = ROOT / "tests" / "data" / "terra_mystica" / "4pLeague_S60_D1L1_G1.txt"


def stream_and_kill(db: Path | str, record: Path, game: str, after: int) -> int:
    """Stream a game's moves into the host in another process and kill it (SIGKILL) once it has
    acknowledged `after` of them; how many it acknowledged."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    worker = subprocess.Popen(
        [sys.executable, "-m", "tests.bot.crash_worker", str(db), str(record), game],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    acked = 0
    assert worker.stdout is not None
    for line in worker.stdout:
        if line.startswith("ack "):
            acked = int(line.split()[1])
            if acked >= after:
                break
    worker.send_signal(signal.SIGKILL)
    worker.wait()
    # On a busy machine the worker runs ahead of this reader: every ack it wrote before it died
    # (still in the pipe) was for a stored move.
    for line in worker.stdout:
        if line.startswith("ack "):
            acked = int(line.split()[1])
    return acked


async def test_sigkill_in_the_middle_of_a_stream_of_moves(database_url):
    db = database_url  # a SQLite file, or a PostgreSQL database
    acked = stream_and_kill(db, GAME, "terra_mystica", 120)
    assert acked >= 120

    store = await Store.open(db)
    service = GameService(store)
    imported = TerraMysticaAdapter().import_record(GAME.read_text(), GAME.name)
    played = [(m.seat, m.text) for m in await store.moves(1)]
    # every acknowledged move is there; at most the one in flight got stored besides
    assert acked <= len(played) <= acked + 1
    assert played == imported.moves[: len(played)]
    # the stored state is exactly the state of the stored moves: nothing half-written
    engine = service.games["terra_mystica"].engine
    stored = engine.to_json(await service.state(1))
    assert json.dumps(stored, sort_keys=True) == json.dumps(engine.to_json(await service.rebuild(1)), sort_keys=True)
    await service.act(1, "host", imported.moves[len(played)][1], seat=imported.moves[len(played)][0])
    await store.close()


async def test_keyflower_loses_no_stored_move_when_killed(tmp_path):
    """The same for Keyflower, hidden information and all: the stored state is the state of the
    stored moves, and the game goes on from there."""
    from bot.games.keyflower import KeyflowerAdapter
    from tests.bot.test_local_keyflower import simulated

    adapter = KeyflowerAdapter()
    options = adapter.game_options({"merchants": True})
    moves, _ = simulated("crash-kf", options)
    record = tmp_path / "game.kf.txt"
    record.write_text(adapter.export_log(options, "crash-kf", ["A", "B", "C"], moves), encoding="utf-8")
    db = tmp_path / "games.sqlite3"
    acked = stream_and_kill(db, record, "keyflower", 40)
    assert acked >= 40
    store = await Store.open(db)
    service = GameService(store)
    played = [(m.seat, m.text) for m in await store.moves(1)]
    assert acked <= len(played) <= acked + 1
    assert played == moves[: len(played)]
    engine = service.games["keyflower"].engine
    stored = engine.to_json(await service.state(1))
    assert json.dumps(stored, sort_keys=True) == json.dumps(engine.to_json(await service.rebuild(1)), sort_keys=True)
    seat, move = moves[len(played)]
    await service.act(1, "host", move, seat=seat)
    await store.close()
