"""Seats record who plays them (a person or an AI, its level, whether an AI ever played there);
the store keeps them through the lobby, a hand-over and a copy."""

from __future__ import annotations

from pathlib import Path

from bot.ratings.results import game_result
from bot.store import SeatRow, Store


async def test_seat_kind_level_and_ai_played_are_kept(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "games.sqlite3")
    try:
        game = await store.create_game("terra_mystica", {}, "s", 2, "host")
        row = await store.game(game, with_state=False)
        assert row is not None and row.hints is None
        ai = SeatRow(1, "ai", "🤖 Hard AI", "witches", kind="ai", level="hard", ai_played=True)
        version = await store.update_lobby(game, row.version, [SeatRow(0, "host", "Ana", None), ai])
        assert (await store.seats(game))[1] == ai
        back = SeatRow(1, "u2", "Bia", "witches", ai_played=True, previous_user="ai", previous_name="🤖 Hard AI")
        await store.set_seat(game, version, back)
        seats = await store.seats(game)
        assert seats[1] == back and seats[1].kind == "human"
        await store.set_hints(game, False)
        row = await store.game(game, with_state=False)
        assert row is not None and row.hints is False
        result = game_result(
            row, seats, None, True, [{"seat": 0, "vp": 1, "place": 2}, {"seat": 1, "vp": 2, "place": 1}]
        )
        assert result.with_ai  # an AI played seat 1 before Bia took it back
        copy = await Store.open(tmp_path / "copy.sqlite3")
        try:
            await copy.copy_from(store)
            assert await copy.seats(game) == seats
        finally:
            await copy.close()
    finally:
        await store.close()
