"""Thousands of move texts, typed well, badly and at random, through the host: each is a refusal
that changes nothing, or a legal move stored in canonical notation that replays to the state
stored; and every reply, in either language, fits in a Discord message."""

from __future__ import annotations

import asyncio
import json
import random
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.discord.table import refusal_text
from bot.service import GameService, ServiceError
from bot.store import Store
from rules.terra_mystica.notation import format_turn, parse_turn
from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, Harness, open_bot
from tests.bot.test_service import two_player_game

USERS = ("alice", "bob", "carol")  # carol sits in no seat
WORDS = [
    "build", "upgrade", "to", "TP", "SH", "send", "p", "priest", "WATER", "fire", "convert", "PW", "C", "W",
    "burn", "dig", "transform", "black", "bridge", "action", "ACT6", "BON1", "pass", "BON3", "advance", "ship",
    "leech", "decline", "from", "witches", "engineers", "+FAV11", "+TW5", "+FIRE", "-SPADE", "setup", "resign",
    "drop-faction", "done", "wait", "E5", "F4", "C3", "A1", "Z99", "r12", "0", "1", "2", "07", "99999999999",
    ".", "..", "²", "Ⅻ", "é", "\t", "\n", "#", ":", "-", "E5:F6",
]  # fmt: skip


def sloppy(text: str, rng: random.Random) -> str:
    """`text` as a player might type it: any case, stray dots."""
    letters = "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in text)
    return rng.choice(["", ".", " . "]) + letters + rng.choice(["", ".", ". ", " .."])


# Every example draws the same things, whatever the game's position (hypothesis replays examples):
# which kind of text, and the material for each; the position only decides which legal move.
drafts = st.tuples(
    st.integers(0, 5),
    st.integers(0, 2**32),
    st.lists(st.sampled_from(WORDS), min_size=1, max_size=8),
    st.text(alphabet=string.printable, max_size=60),
    st.text(max_size=20),
    st.integers(1, 400),
)


def move_text(draft: tuple[int, int, list[str], str, str, int], legal: list[str]) -> str:
    kind, seed, words, printable, piece, times = draft
    if kind < 3 and legal:
        rng = random.Random(seed)
        return sloppy(legal[seed % len(legal)], rng)
    if kind == 3:
        return " ".join(words)
    if kind == 4:
        return printable
    return piece * times  # long, even very long


def test_any_move_text_is_refused_and_changes_nothing_or_is_stored_canonically(tmp_path):
    loop = asyncio.new_event_loop()
    run = loop.run_until_complete
    store = run(Store.open(tmp_path / "games.sqlite3"))
    service = GameService(store)
    engine = service.games["terra_mystica"].engine
    games = [run(two_player_game(service, "chan-0"))]  # a new one when a game ends
    seen = {"refused": 0, "stored": 0}
    known: dict[tuple[int, int], list[str]] = {}  # legal moves by game and version

    async def one(user: str, text: str) -> None:
        game = games[-1]
        loaded = await service.view(game)
        before = (json.dumps(engine.to_json(loaded.state), sort_keys=True), loaded.row.version, loaded.row.moves)
        moves = loaded.row.moves
        try:
            result = await service.act(game, user, text)
        except ServiceError as e:
            seen["refused"] += 1
            after = await service.view(game)
            assert (
                json.dumps(engine.to_json(after.state), sort_keys=True),
                after.row.version,
                after.row.moves,
            ) == before
            for locale in ("en", "pt-BR"):
                worded = refusal_text(locale, e)
                assert 0 < len(worded) <= fd.MAX_CONTENT and "{???}" not in worded, (text, worded)
            return
        seen["stored"] += 1
        stored = (await store.moves(game))[moves].text
        assert stored == result.text == format_turn(parse_turn(stored)), (text, stored)  # canonical
        assert len(stored) <= 400
        # the stored text means what was typed: replayed, it leads to the same state
        typed = engine.apply(loaded.state, result.seat, text).state
        assert engine.to_json(engine.apply(loaded.state, result.seat, stored).state) == engine.to_json(typed)
        if result.finished:
            games.append(await two_player_game(service, f"chan-{len(games)}"))

    # derandomize: the same examples on every run, so the counts below are the same too
    @settings(max_examples=2000, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
    @given(drafts)
    def check(draft: tuple[int, int, list[str], str, str, int]) -> None:
        loaded = run(service.view(games[-1]))
        deciding = engine.to_decide(loaded.state)
        to_move = next((s.user_id for s in loaded.seats if deciding and s.seat == deciding[0]), "alice")
        user = [*USERS, to_move, to_move, to_move][draft[1] // 7 % 6]  # mostly whoever must decide
        legal: list[str] = []
        if deciding and draft[0] < 3:
            key = (games[-1], loaded.row.version)
            legal = known.get(key) or known.setdefault(key, engine.legal_actions(loaded.state, deciding[0]))
        run(one(user, move_text(draft, legal)))

    try:
        check()
        for game in games:  # and each game's whole log replays to the state stored
            rebuilt = engine.to_json(run(service.rebuild(game)))
            assert rebuilt == engine.to_json(run(service.state(game)))
    finally:
        run(store.close())
        loop.close()
    assert seen["refused"] > 1000 and seen["stored"] > 100, seen


async def test_move_texts_through_discord_get_an_answer_within_its_limits(tmp_path, clock):
    h: Harness = await open_bot(tmp_path / "games.sqlite3", clock)
    try:
        await h.slash(ALICE, "new", players=2, faction="witches")
        await h.slash(102, "join", faction="nomads")
        await h.slash(ALICE, "start")
        texts = ["x" * 1999, "é" * 5000, "build E5 " * 300, "PASS bon3." * 100, "burn 0", "+0FIRE", "\n" * 50]
        texts += ["".join(chr(c) for c in range(0x2600, 0x2600 + 700)), "setup witches. " * 200, "#" * 3000]
        for text in texts:
            sent = await h.slash(ALICE, "move", action=text)
            assert sent and sent[-1].content and len(sent[-1].content) <= fd.MAX_CONTENT, text[:30]
    finally:
        await h.close()
    assert not h.discord.refused, h.discord.refused
