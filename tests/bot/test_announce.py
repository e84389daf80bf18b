"""Every stored move is announced once: claims, leases, retries of unannounced moves, resigning."""

import asyncio
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.service import AlreadyStored, GameService, ServiceError
from bot.sqlite_db import MIGRATIONS
from bot.sqlite_db import statements as _statements
from bot.store import Store
from tests.bot.test_service import two_player_game

ROOT = Path(__file__).parents[2]


async def unannounced_moves(store: Store, game: int, count: int) -> list[int]:
    """`count` moves appended to a game's log, not announced (the ones before are); their numbers."""
    await store.mark_announced(game, [m.seq for m in await store.moves(game)])
    row = await store.game(game)
    assert row is not None and row.state is not None
    _, last = await store.append_moves(
        game, row.version, [(0, "u", f"wait {i}") for i in range(count)], row.state, "active"
    )
    return list(range(last - count + 1, last + 1))


async def test_two_connections_racing_claim_each_move_once(database_url, clock):
    path = database_url
    first, second = await Store.open(path, clock=clock), await Store.open(path, clock=clock)
    game = await two_player_game(GameService(first, clock=clock))
    for seq in await unannounced_moves(first, game, 40):
        a, b = await asyncio.gather(
            first.claim_announcement(game, seq, seq, 60), second.claim_announcement(game, seq, seq, 60)
        )
        assert len(a) + len(b) == 1, (seq, a, b)
    await first.close()
    await second.close()


CLAIMER = """
import asyncio, json, random, sys
from bot.store import Store

async def main(path, game, first, last, seed):
    store = await Store.open(path)
    seqs = list(range(first, last + 1))
    random.Random(seed).shuffle(seqs)
    mine = []
    for seq in seqs:
        claimed = await store.claim_announcement(game, seq, seq, 60)
        await store.mark_announced(game, [m.seq for m in claimed])
        mine += [m.seq for m in claimed]
    await store.close()
    print(json.dumps(mine))

asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])))
"""


async def test_two_processes_never_announce_the_same_move_twice(database_url, clock):
    path = database_url
    store = await Store.open(path, clock=clock)
    game = await two_player_game(GameService(store, clock=clock))
    seqs = await unannounced_moves(store, game, 150)
    await store.close()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    args = [str(path), str(game), str(seqs[0]), str(seqs[-1])]
    runs = [
        subprocess.Popen([sys.executable, "-c", CLAIMER, *args, str(seed)], cwd=ROOT, env=env, stdout=subprocess.PIPE)
        for seed in (1, 2)
    ]
    claimed = [json.loads(run.communicate(timeout=120)[0]) for run in runs]
    assert sorted(claimed[0] + claimed[1]) == seqs  # every move once, by one process or the other
    store = await Store.open(path, clock=clock)
    assert await store.db.fetch("SELECT COUNT(*) FROM moves WHERE announced_at IS NULL") == [(0,)]
    await store.close()


async def test_a_claim_is_held_until_its_lease_ends_or_it_is_given_back(database_url, clock):
    path = database_url
    store, other = await Store.open(path, clock=clock), await Store.open(path, clock=clock)  # two processes
    game = await two_player_game(GameService(store, clock=clock))
    seqs = await unannounced_moves(store, game, 2)
    assert [m.seq for m in await store.claim_announcement(game, seqs[0], seqs[-1], 60)] == seqs
    assert await other.claim_announcement(game, seqs[0], seqs[-1], 60) == []  # held by the first
    assert len(await store.claim_announcement(game, seqs[0], seqs[-1], 60)) == 2  # which may renew it
    assert await other.unannounced() == {}  # nobody else should take them now
    clock.now += 61  # the first stopped: its lease ran out
    assert [m.seq for m in (await other.unannounced())[game]] == seqs
    taken = await other.claim_announcement(game, seqs[0], seqs[-1], 60)
    assert len(taken) == 2 and await store.claim_announcement(game, seqs[0], seqs[-1], 60) == []
    await store.release_announcement(game, seqs)  # the first's late failure gives back only its own claims
    assert await store.claim_announcement(game, seqs[0], seqs[-1], 60) == []  # the other's still hold
    await other.release_announcement(game, [m.seq for m in taken])  # posting failed: at once for the next
    assert len(await store.claim_announcement(game, seqs[0], seqs[-1], 60)) == 2
    if store.shared:
        await other.forget_claims()  # other processes are alive: only claims of its own name are given back
        assert await other.claim_announcement(game, seqs[0], seqs[-1], 60) == []
        other.owner = store.owner  # the first process, started again for the same shards
    await other.forget_claims()  # the start of a process that is the only one (or the same one again)
    claimed = await other.claim_announcement(game, seqs[0], seqs[-1], 60)
    await other.mark_announced(game, [m.seq for m in claimed])
    assert await store.claim_announcement(game, seqs[0], seqs[-1], 60) == []
    assert await store.unannounced() == {} and await store.last_unannounced(game) == []
    await store.close()
    await other.close()


async def test_moves_are_held_by_the_process_that_stored_them(database_url, clock):
    path = database_url
    store, other = await Store.open(path, clock=clock), await Store.open(path, clock=clock)
    game = await two_player_game(GameService(store, clock=clock))
    result = await GameService(store, clock=clock).act(game, "bob", "pass BON3")
    first, last = result.moves
    assert game not in await other.unannounced()
    assert await other.claim_announcement(game, first, last, 60) == []  # the storing process announces it
    assert [m.seq for m in await store.claim_announcement(game, first, last, 60)] == [first]
    await store.close()
    await other.close()


async def test_moves_stored_before_announcements_were_recorded_count_as_announced(tmp_path):
    path = tmp_path / "games.sqlite3"
    with sqlite3.connect(path, isolation_level=None) as db:
        db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        db.execute("INSERT INTO schema_version VALUES (4)")
        for script in MIGRATIONS[:4]:
            for statement in _statements(script):
                db.execute(statement)
        db.execute(
            "INSERT INTO games (id, game_type, options, seed, seat_count, channel_id, host_user, status, "
            "created_at, updated_at) VALUES (1, 'terra_mystica', '{}', 's', 2, 'c', 'h', 'active', 1, 1)"
        )
        db.execute(
            "INSERT INTO moves (game_id, seq, seat, user_id, text, at) VALUES (1, 1, 0, 'h', 'setup witches', 5)"
        )
    store = await Store.open(path)
    assert [m.announced_at for m in await store.moves(1)] == [5]
    assert await store.unannounced() == {}
    await store.close()


async def test_a_retry_of_an_unannounced_move_is_refused_unless_said_again(service):
    game = await two_player_game(service)
    await service.act(game, "bob", "pass BON3")
    await service.act(game, "alice", "pass BON4")
    state = await service.state(game)
    assert state.active == "engineers" or state.active == "witches"
    user = "alice" if state.active == "witches" else "bob"
    first = await service.act(game, user, "burn 1", guard_repeat=True)  # stored; its board never reached anyone
    before = len(await service.store.moves(game))
    with pytest.raises(AlreadyStored) as info:
        await service.act(game, user, "BURN 1.", guard_repeat=True)  # the player's retry, as they typed it
    assert info.value.code == "host-already-stored" and info.value.params["move"] == "burn 1"
    assert len(await service.store.moves(game)) == before
    again = await service.again(game, user, first.moves[1])  # they mean it twice
    assert again.text == "burn 1" and len(await service.store.moves(game)) == before + 1
    # once the moves are announced, the same move is just a move
    moves = await service.claim_announcement(game, 1, again.moves[1])
    await service.announced(game, moves)
    await service.act(game, user, "burn 1", guard_repeat=True)


async def test_a_typed_resignation_waits_for_a_confirmation(service):
    game = await two_player_game(service)
    for typed in ("resign", "drop-faction", "Drop-Faction."):
        with pytest.raises(ServiceError) as info:
            await service.act(game, "bob", typed)
        assert info.value.code == "host-confirm-resign"
    assert not (await service.state(game)).factions["engineers"].dropped
    await service.resign(game, "bob")  # the confirmation
    assert (await service.state(game)).factions["engineers"].dropped
