"""AI seats in the host: added in the lobby with a level and a faction as a player's, a seat handed
to an AI and back (its owner remembered), at least one person a game, named in the reader's
language, never reminded nor mentioned."""

from __future__ import annotations

import pytest

from bot.ai.names import change_line, mention, player_name
from bot.service import GameService, ServiceError


async def lobby(service: GameService, seats: int = 3) -> int:
    row = await service.create_game(
        "alice", "Alice", game_type="terra_mystica", seats=seats, channel_id="chan-1", seed="fixed", options={}
    )
    return row.id


async def refused(code: str, call) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ServiceError) as e:
        await call
    assert e.value.code == code


async def test_ai_seats_join_the_lobby_with_a_level_and_a_faction(service: GameService) -> None:
    game = await lobby(service)
    seat = await service.add_ai(game, "alice", "hard", "witches")
    assert (seat.seat, seat.kind, seat.level, seat.preference) == (1, "ai", "hard", "witches")
    await refused("host-ai-only-host", service.add_ai(game, "bob", "easy"))
    await refused("host-ai-unknown-level", service.add_ai(game, "alice", "genius"))
    await refused("tm-faction-taken", service.add_ai(game, "alice", "easy", "witches"))
    await service.add_ai(game, "alice", "easy", "engineers")
    await refused("host-game-full", service.add_ai(game, "alice", "easy"))
    await service.prefer(game, "alice", "nomads")
    result = await service.start(game, "alice")
    seats = await service.store.seats(game)
    assert [s.kind for s in seats] == ["human", "ai", "ai"]
    assert [s.level for s in seats] == [None, "hard", "easy"]
    # the AIs' factions were taken for them as a player's preference is
    assert [seat for seat, _ in result.automatic][:3] == [0, 1, 2]
    assert "witches" in result.automatic[1][1] and "engineers" in result.automatic[2][1]


async def test_every_game_keeps_a_person(service: GameService) -> None:
    row = await service.create_game(
        "alice", "Alice", game_type="terra_mystica", seats=2, seed="s", options={}, join=False, channel_id="c"
    )
    await service.add_ai(row.id, "alice", "hard")
    await refused("host-ai-needs-a-person", service.add_ai(row.id, "alice", "hard"))  # the last seat is a person's
    with pytest.raises(ServiceError) as e:
        await service.create_game(
            "bob", "Bob", game_type="terra_mystica", seats=2, seed="s", ai_seats=[("hard", None), ("easy", None)]
        )
    assert e.value.code == "host-ai-needs-a-person"
    made = await service.create_game(
        "bob", "Bob", game_type="terra_mystica", seats=3, seed="s", ai_seats=[("normal", "nomads"), ("easy", None)]
    )
    seats = await service.store.seats(made.id)
    assert [(s.user_name, s.kind, s.preference) for s in seats][:2] == [
        ("Bob", "human", None),
        ("🤖 Normal AI", "ai", "nomads"),
    ]
    await service.leave(made.id, "bob")
    await refused("host-ai-needs-a-person", service.start(made.id, "bob", with_fewer=True))
    assert (await service.store.seats(made.id))[0].kind == "ai"  # renumbered, still an AI seat


async def test_a_seat_goes_to_an_ai_and_back(service: GameService, clock) -> None:  # type: ignore[no-untyped-def]
    game = await lobby(service, 2)
    await service.join(game, "bob", "Bob")
    await service.start(game, "alice")
    version = (await service.store.game(game, with_state=False)).version  # type: ignore[union-attr]
    await refused("host-only-host", service.seat_to_ai(game, 1, "hard", by="bob"))
    change = await service.seat_to_ai(game, 1, "hard")
    assert change.version == version + 1
    bob = (await service.store.seats(game))[1]
    assert (bob.kind, bob.level, bob.previous_user, bob.previous_name, bob.ai_played) == (
        "ai",
        "hard",
        "bob",
        "Bob",
        True,
    )
    await refused("host-ai-needs-a-person", service.seat_to_ai(game, 0, "easy"))
    await refused("host-ai-already", service.seat_to_ai(game, 1, "hard"))
    await service.seat_to_ai(game, 1, "easy")  # another level
    assert (await service.store.seats(game))[1].level == "easy"
    # nobody is reminded of an AI's turn nor mentioned for it
    clock.now += 13 * 3600
    assert all(r.user_id != "ai" for r in await service.due_reminders())
    await refused("host-only-host", service.seat_to_human(game, 1, "carol", "Carol", by="carol"))
    await refused("host-already-seated", service.seat_to_human(game, 1, "alice", "Alice"))
    back = await service.seat_to_human(game, 1, "bob", "Bob", by="bob")  # its remembered owner takes it back
    assert (back.after.kind, back.after.user_id, back.after.ai_played) == ("human", "bob", True)
    await refused("host-ai-not-ai-seat", service.seat_to_human(game, 1, "carol", "Carol"))
    assert (await service.state(game)) is not None  # the seats changed, the game reads on


async def test_an_ai_seat_is_named_in_the_readers_language(service: GameService) -> None:
    game = await lobby(service, 2)
    await service.add_ai(game, "alice", "hard")
    ai = (await service.store.seats(game))[1]
    assert player_name(ai, "en") == "🤖 Hard AI"
    assert player_name(ai, "pt-BR") == "🤖 IA difícil"
    assert mention(ai, "en") == "🤖 Hard AI"  # never a mention
    person = (await service.store.seats(game))[0]
    assert mention(person, "en") == "<@alice>" and player_name(person, "pt-BR") == "Alice"
    line = change_line(game, person, ai, "Witches", "pt-BR")
    assert "IA difícil" in line and "Alice" in line
