"""AI seats at the Discord table: added with /tm new and /kf new, named as AIs in both languages,
never mentioned for their own turn, and handed over with /tm replace (to an AI and back)."""

from __future__ import annotations

from typing import Any

from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB, CAROL, Harness
from tests.bot.discord.test_hint import thinking_in_a_thread


def mentioned_users(sent: fd.Sent) -> list[str]:
    return [str(u) for u in (sent.data.get("allowed_mentions") or {}).get("users") or []]


def replace_with_user(user_id: int, seat: int, person: int, locale: str = "en-US") -> dict[str, Any]:
    """/tm replace seat: user:@person, with the user resolved as Discord sends it."""
    payload = fd.slash(user_id, "replace", locale, seat=seat)
    sub = payload["data"]["options"][0]
    sub["options"].append({"name": "user", "type": 6, "value": str(person)})
    payload["data"]["resolved"] = {"users": {str(person): fd.user(person)}}
    return payload


async def test_new_adds_ai_seats_with_their_factions(harness: Harness) -> None:
    h = harness
    sent = await h.slash(ALICE, "new", players=3, faction="witches", ai=2, level="hard", ai_factions="giants, nomads")
    text = sent[0].content
    assert "🤖 Hard AI joined game #1 (2/3). It will play Giants." in text, text
    assert "🤖 Hard AI joined game #1 (3/3). It will play Nomads." in text, text
    seats = await h.bot.service.store.seats(1)
    assert [(s.kind, s.level, s.preference) for s in seats] == [
        ("human", None, "witches"),
        ("ai", "hard", "giants"),
        ("ai", "hard", "nomads"),
    ]


async def test_ai_seats_in_portuguese(harness: Harness) -> None:
    h = harness
    sent = await h.slash(ALICE, "new", "pt-BR", players=3, ai=2, level="easy", ai_factions="giants")
    text = sent[0].content
    assert "A 🤖 IA fácil entrou no jogo #1 (2/3). Ela vai jogar com Gigantes." in text, text
    assert "A 🤖 IA fácil entrou no jogo #1 (3/3)." in text, text
    sent = await h.slash(BOB, "status", "pt-BR")
    assert "🤖 IA fácil" in sent[0].content and "Hard" not in sent[0].content


async def test_a_game_of_ais_only_and_too_many_factions_are_refused(harness: Harness) -> None:
    h = harness
    sent = await h.slash(ALICE, "new", players=3, ai=3)
    assert sent[0].ephemeral and "At least one person must play" in sent[0].content
    sent = await h.slash(ALICE, "new", players=3, ai=1, ai_factions="giants, nomads")
    assert sent[0].ephemeral and "2 choices for one AI seat" in sent[0].content
    sent = await h.slash(ALICE, "new", "pt-BR", players=3, ai=1, ai_factions="giants, nomads")
    assert "2 escolhas para um lugar de IA" in sent[0].content
    assert await h.bot.service.game_in_channel(str(fd.CHANNEL_ID)) is None  # nothing opened


async def test_the_ai_factions_are_autocompleted_one_after_another(harness: Harness) -> None:
    h = harness
    sent = await h.inject(fd.autocomplete(ALICE, "new", "ai_factions", "giants, nom", ai=2))
    values = [c["value"] for c in sent[0].choices]
    assert values[0] == "giants, nomads", values


async def test_an_ais_turn_mentions_nobody_and_is_never_reminded(harness: Harness, clock) -> None:
    h = harness
    h.bot.service._listeners.clear()  # no driver: the AI's turn stays to be taken
    await h.slash(ALICE, "new", players=2, faction="witches", ai=1, ai_factions="nomads")
    sent = await h.slash(ALICE, "start")
    hexes = await h.choices(ALICE, "build", "hex", "")
    await h.slash(ALICE, "build", hex=hexes[0])  # the witches' first dwelling: the AI's turn next
    post = fd.boards(h.discord.sent)[-1]
    assert "🤖 Hard AI" in post.content and "<@" not in post.content.split("\n")[-1], post.content
    assert mentioned_users(post) == [], post.data
    assert sent  # the start was announced
    before = len(h.discord.sent)
    clock.now += 30 * 3600  # past both reminders' times: nobody is waited for but the AI
    await h.bot.send_reminders()
    assert h.discord.sent[before:] == []


async def test_replace_hands_a_seat_to_an_ai_and_back(harness: Harness) -> None:
    h = harness
    await h.slash(ALICE, "new", players=2, faction="witches")
    await h.slash(BOB, "join", faction="nomads")
    await h.slash(ALICE, "start")
    sent = await h.slash(BOB, "replace", seat=2, ai="easy")
    assert sent[0].ephemeral  # only the host hands seats over
    sent = await h.slash(ALICE, "replace", seat=2, ai="easy")
    assert not sent[0].ephemeral
    assert "is now played by 🤖 Easy AI, in place of Player102, who may take it back" in sent[0].content
    seat = (await h.bot.service.store.seats(1))[1]
    assert (seat.kind, seat.level) == ("ai", "easy")
    sent = await h.inject(replace_with_user(ALICE, 2, CAROL, "pt-BR"))
    assert "<@103> agora joga com" in sent[0].content and "no lugar da 🤖 IA fácil" in sent[0].content
    assert mentioned_users(sent[0]) == [str(CAROL)]
    seat = (await h.bot.service.store.seats(1))[1]
    assert (seat.kind, seat.user_id) == ("human", str(CAROL))


async def test_replace_needs_exactly_one_taker(harness: Harness) -> None:
    h = harness
    await h.slash(ALICE, "new", players=2, faction="witches")
    await h.slash(BOB, "join", faction="nomads")
    await h.slash(ALICE, "start")
    sent = await h.slash(ALICE, "replace", seat=2)
    assert sent[0].ephemeral and "a person, with `user:`, or an AI, with `ai:`" in sent[0].content


async def test_keyflower_ai_seats(harness: Harness) -> None:
    h = harness
    sent = await h.inject(fd.slash(ALICE, "new", group="kf", players=3, ai=1, level="normal"))
    assert "🤖 Normal AI joined game #1 (2/3)." in sent[0].content, sent[0].content
    sent = await h.inject(fd.slash(ALICE, "new", "pt-BR", group="kf", players=3, ai=1))
    assert sent[0].ephemeral  # this channel has its game already


async def test_undo_takes_back_the_ai_replies_too(harness: Harness) -> None:
    h = harness
    thinking_in_a_thread(h)
    await h.slash(ALICE, "new", players=2, faction="witches", ai=1, level="easy", ai_factions="nomads")
    await h.slash(ALICE, "start")
    hexes = await h.choices(ALICE, "build", "hex", "")
    await h.slash(ALICE, "build", hex=hexes[0])
    assert h.bot.ai_seats is not None
    await h.bot.ai_seats.idle(1)  # the AI places both its dwellings; the witches' second is next
    sent = await h.slash(ALICE, "undo")
    assert f"took back `build {hexes[0]}` and the 2 AI moves after it." in sent[-1].content, sent[-1].content
