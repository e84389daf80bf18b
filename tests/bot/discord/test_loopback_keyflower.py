"""Keyflower through the unmodified `python -m bot` process, against a fake Discord on loopback:
two whole 3-player games in Portuguese (the base game, then The Merchants), every move found by
the players the last board mentions in their `/kf move` autocomplete. No public message holds a
hidden word of the position it was sent in, and every public image is exactly the image of the
public view of a position whose hidden parts were all changed (so it was drawn from nothing hidden).
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

from bot.store import unpack
from rendering.keyflower import render_move
from rules.keyflower.engine import KeyflowerEngine, public_view
from rules.keyflower.simulate import _hide
from rules.keyflower.state import GameState
from tests.bot.discord.conftest import ALICE, BOB, CAROL
from tests.bot.discord.keyflower_play import GROUP, hidden_words, leaks, move_by_mention, public_posts
from tests.loopback import LoopbackDiscord, LoopbackHarness, start_bot

PT = "pt-BR"
ENGINE = KeyflowerEngine()


def stored(db: Path, game: int) -> tuple[GameState, list[str], str]:
    """The game as the bot stored it: its state, its players' names, its status."""
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
        blob, status = conn.execute("SELECT state, status FROM games WHERE id = ?", (game,)).fetchone()
        names = [n for (n,) in conn.execute("SELECT user_name FROM seats WHERE game_id = ? ORDER BY seat", (game,))]
    return GameState.from_json(unpack(blob)), names, status


def seats_moved(db: Path, game: int) -> list[int]:
    """The seat of each move that stands, in order."""
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
        query = "SELECT seat FROM moves WHERE game_id = ? AND undone = 0 ORDER BY seq"
        return [seat for (seat,) in conn.execute(query, (game,))]


async def play_a_game(h: LoopbackHarness, db: Path, game: int, options: dict[str, Any], seed: int) -> GameState:
    sent = await h.slash(ALICE, "new", PT, group=GROUP, players=3, **options)
    assert f"Keyflower #{game}" in sent[0].content, sent[0].content
    for user in (BOB, CAROL):
        joined = await h.slash(user, "join", PT, group=GROUP)
        assert f"entrou no jogo #{game}" in joined[0].content
    started = await h.slash(ALICE, "start", PT, group=GROUP)
    assert started[-1].png() and f"O jogo #{game} começou" in started[-1].content
    rng = random.Random(seed)
    before, names, _ = stored(db, game)
    posted = len(seats_moved(db, game))
    shown: set[int] = {*before.face_up, *before.discarded}
    for _ in range(500):
        _, _, sent = await move_by_mention(h, rng, PT)
        g, names, status = stored(db, game)
        shown |= {*g.face_up, *g.discarded}
        found = leaks(public_posts(sent), hidden_words(g, shown))
        assert not found, found
        board = [s for s in sent if s.png() and not s.ephemeral]
        assert board, [s.content for s in sent]
        if status == "finished":
            assert "Fim de jogo" in board[-1].content
            return g
        moved = seats_moved(db, game)
        # the post's image: what its first move changed (the moves since the last post)
        drawn = render_move(public_view(_hide(g), None), public_view(_hide(before), None), moved[posted], PT, names)
        assert board[-1].png() == drawn, "a public image differs from the image of the public view"
        before, posted = g, len(moved)
    raise AssertionError("the game did not end")


async def test_two_whole_games_through_the_bot_process_in_portuguese(tmp_path: Path) -> None:
    server = LoopbackDiscord()
    await server.start()
    process = None
    try:
        process = await start_bot(server, tmp_path)
        h = LoopbackHarness(server)
        db = tmp_path / "games.sqlite3"
        base = await play_a_game(h, db, 1, {}, seed=11)
        merchants = await play_a_game(h, db, 2, {"merchants": True}, seed=12)
        assert process.returncode is None
    finally:
        if process is not None and process.returncode is None:
            process.terminate()
            await process.wait()
        await server.stop()
    assert not base.merchants and merchants.merchants and merchants.contract_deck is not None
    for g in (base, merchants):
        assert ENGINE.is_finished(g) and all(p.village for p in g.players)
    log = (tmp_path / "bot.log").read_text(errors="replace")
    assert "Traceback" not in log, log
