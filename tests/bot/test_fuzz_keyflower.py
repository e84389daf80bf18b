"""Thousands of Keyflower move texts, typed well, badly and at random, through the host: each is a
refusal in words that changes nothing, or a legal move stored in canonical notation that replays
to the state stored; every refusal fits in a Discord message, in either language."""

from __future__ import annotations

import asyncio
import json
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.discord.table import refusal_text
from bot.service import GameService, ServiceError
from bot.store import Store
from rules.keyflower.notation import format_turn, parse_turn
from tests import fakediscord as fd
from tests.bot.test_fuzz import move_text
from tests.bot.test_hostile import keyflower_game

WORDS = [
    "bid", "use", "with", "on", "from", "paying", "pass", "offer", "boat", "swap", "place", "of", "N", "SE", "allocate",
    "done", "skip", "auto", "contract", "random", "trade", "for", "upgrade", "extension", "move", "Keywood", "Home",
    "Home 3", "Woodcutter", "Keythedral", "Workshop", "Key Market", "Flipper", "red", "RED", "blue", "yellow",
    "green", "wood", "stone", "gold", "iron", "saw", "purple", "1", "2", "0", "07", "²", "٣", "9999999", ",", "+",
    ":", ">", ".", "..", ";", "resign", "é", "\t", "Order 1", "Home>Keywood",
]  # fmt: skip

drafts = st.tuples(
    st.integers(0, 5),
    st.integers(0, 2**32),
    st.lists(st.sampled_from(WORDS), min_size=1, max_size=9),
    st.text(alphabet=string.printable, max_size=60),
    st.text(max_size=20),
    st.integers(1, 400),
)


def test_any_keyflower_move_text_is_refused_and_changes_nothing_or_is_stored_canonically(tmp_path):
    loop = asyncio.new_event_loop()
    run = loop.run_until_complete
    store = run(Store.open(tmp_path / "games.sqlite3"))
    service = GameService(store, seeds=iter(f"fuzz-{i}" for i in range(10**6)).__next__)
    engine = service.games["keyflower"].engine
    games = [run(keyflower_game(service, "kf-0"))]
    seen = {"refused": 0, "stored": 0}
    known: dict[tuple[int, int, int], list[str]] = {}

    def legal_of(game: int, version: int, state: object, seat: int) -> list[str]:
        key = (game, version, seat)
        if key not in known:
            known[key] = [m for m in engine.legal_actions(state, seat) if m != "resign"]
        return known[key]

    async def one(user: str, seat: int | None, text: str) -> None:
        game = games[-1]
        loaded = await service.view(game)
        before = (json.dumps(engine.to_json(loaded.state), sort_keys=True), loaded.row.version, loaded.row.moves)
        try:
            result = await service.act(game, user, text, seat=seat, guard_repeat=True)
        except ServiceError as e:
            seen["refused"] += 1
            after = await service.view(game)
            now = (json.dumps(engine.to_json(after.state), sort_keys=True), after.row.version, after.row.moves)
            assert now == before, text
            for locale in ("en", "pt-BR"):
                worded = refusal_text(locale, e)
                assert 0 < len(worded) <= fd.MAX_CONTENT and "{???}" not in worded, (text, worded)
            return
        seen["stored"] += 1
        moves = await store.moves(game)
        assert moves[-1 - len(result.automatic)].text == result.text == format_turn(parse_turn(result.text)), text
        replayed = engine.apply(loaded.state, result.seat, result.text).state
        typed = engine.apply(loaded.state, result.seat, text).state
        assert engine.to_json(replayed) == engine.to_json(typed)
        moves_made = [m for m in moves if m.announced_at is None]
        if moves_made:  # as the bot does once a move is posted: a later same move is no retry
            await service.announced(game, moves_made)
        if result.finished:
            games.append(await keyflower_game(service, f"kf-{len(games)}"))

    @settings(max_examples=1500, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
    @given(drafts)
    def check(draft: tuple[int, int, list[str], str, str, int]) -> None:
        loaded = run(service.view(games[-1]))
        deciding = engine.to_decide(loaded.state)
        pick = draft[1] // 7 % 6
        seat = deciding[pick % len(deciding)] if deciding and pick < 4 else pick % 3
        user = next(s.user_id for s in loaded.seats if s.seat == seat) if pick != 5 else "dave"  # dave sits nowhere
        legal = legal_of(games[-1], loaded.row.version, loaded.state, seat) if draft[0] < 3 else []
        run(one(user, None if user == "dave" else seat, move_text(draft, legal)))

    try:
        check()
        for game in games:
            rebuilt = engine.to_json(run(service.rebuild(game)))
            assert rebuilt == engine.to_json(run(service.state(game)))
    finally:
        run(store.close())
        loop.close()
    assert seen["refused"] > 500 and seen["stored"] > 100, seen
