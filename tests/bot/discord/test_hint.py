"""/hint through Discord: privately, the AI's best moves for the asker's decision; the host's switch;
off by default in a game among people only; both languages."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from bot.ai.worker import Workers
from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB, Harness


def hint(user: int, locale: str = "en-US", **values: object) -> dict:
    return fd.slash(user, "hint", locale, group=None, **values)


def thinking_in_a_thread(h: Harness) -> None:
    h.bot.service.use_ai_workers(Workers(executor=ThreadPoolExecutor(1)))
    if h.bot.ai_seats is not None:
        h.bot.ai_seats.workers = h.bot.service.ai_workers()


async def test_a_hint_is_private_and_names_the_best_moves(harness: Harness) -> None:
    h = harness
    thinking_in_a_thread(h)
    await h.slash(ALICE, "new", players=2, ai=1, level="easy")
    await h.slash(ALICE, "start")
    sent = await h.inject(hint(ALICE))
    assert all(s.ephemeral for s in sent), sent
    text = sent[-1].content
    assert "The AI's best moves" in text and "only you see this" in text, text
    moves = [line for line in text.split("\n") if line[:1].isdigit()]
    assert 1 <= len(moves) <= 3 and all(m.startswith(f"{n}. ") and "(`" in m for n, m in enumerate(moves, 1)), text
    sent = await h.inject(hint(ALICE, "pt-BR"))
    assert "1. " in sent[-1].content and "VP" not in sent[-1].content, sent[-1].content
    sent = await h.inject(hint(BOB))
    assert sent[-1].ephemeral and "You are not playing in this game" in sent[-1].content


async def test_the_host_switches_hints_and_all_human_games_start_without(harness: Harness) -> None:
    h = harness
    thinking_in_a_thread(h)
    await h.slash(ALICE, "new", players=2, faction="witches")
    await h.slash(BOB, "join", faction="nomads")
    await h.slash(ALICE, "start")
    sent = await h.inject(hint(ALICE))
    assert sent[-1].ephemeral and "switched hints off" in sent[-1].content, sent[-1].content
    sent = await h.inject(hint(BOB, allow=True))
    assert sent[-1].ephemeral and "Only the host" in sent[-1].content
    sent = await h.inject(hint(ALICE, "pt-BR", allow=True))
    assert not sent[-1].ephemeral and "As dicas agora estão permitidas no jogo #1" in sent[-1].content
    sent = await h.inject(hint(BOB, game=1))
    assert sent[-1].ephemeral and "not waiting for you" in sent[-1].content, sent[-1].content  # Alice's turn
    sent = await h.inject(hint(ALICE))
    assert "1. " in sent[-1].content, sent[-1].content


async def test_hints_chosen_in_the_lobby(harness: Harness) -> None:
    h = harness
    await h.slash(ALICE, "new", players=2, ai=1, hints=False)
    await h.slash(ALICE, "start")
    sent = await h.inject(hint(ALICE))
    assert "switched hints off" in sent[-1].content


async def test_which_game_when_asked_elsewhere(harness: Harness) -> None:
    h = harness
    sent = await h.inject(fd.slash(ALICE, "hint", channel_id=fd.DM_CHANNEL_ID, group=None))
    assert sent[-1].ephemeral and "You sit in no game right now" in sent[-1].content, sent[-1].content
