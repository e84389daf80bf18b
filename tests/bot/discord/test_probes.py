"""What held-out probes of the bot found (issue 30), through the real discord.py client: numbers
too large for the rules and Keyflower's lobby numbers get an answer in words; an interaction
delivered twice while it is handled keeps its one answer for the board; an answer another one
took the place of is posted in the channel."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.discord.table import announced_by, image_name
from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB, CAROL, Harness, _view_timer
from tests.bot.discord.test_behaviour import started

KF = "kf"


async def twice(h: Harness, payload: dict[str, Any]) -> list[fd.Sent]:
    """The same interaction delivered twice back to back (a gateway session resumed), both
    handled at once: everything the bot sent for them."""
    start = len(h.discord.sent)
    h.transport.channel_of[payload["token"]] = int(payload["channel_id"])
    h.discord.kinds[payload["id"]] = int(payload["type"])
    before = asyncio.all_tasks()
    h.bot._connection.parse_interaction_create(payload)
    h.bot._connection.parse_interaction_create(payload)
    while new := {t for t in asyncio.all_tasks() - before - {asyncio.current_task()} if not _view_timer(t)}:
        done, pending = await asyncio.wait(new, timeout=30)
        assert not pending, "an interaction handler hung"
        before |= done
    return h.discord.sent[start:]


def answered_once(sent: list[fd.Sent]) -> fd.Sent:
    """The one first answer among what was sent: it is the public one, and nothing private was said."""
    answers = [s for s in sent if s.kind == "callback"]
    assert len(answers) == 1 and not [s for s in sent if s.ephemeral], [(s.kind, s.content[:60]) for s in sent]
    assert not answers[0].ephemeral, answers[0].content
    return answers[0]


async def test_numbers_too_large_for_the_rules_get_an_answer_in_words(harness: Harness) -> None:
    h = harness
    await started(h)
    stored = (await h.bot.service.view(1)).row.moves
    huge = "9" * 30
    for locale, words in (("en-US", "more than the game ever counts"), ("pt-BR", "maior do que qualquer contagem")):
        for move in (f"burn {huge}", f"dig {huge}. transform A6", f"convert {huge}PW to 1C", f"leech {huge}"):
            sent = await h.slash(ALICE, "move", locale, action=move)
            assert len(sent) == 1 and sent[0].ephemeral and words in sent[0].content, (move, sent)
    # Discord takes no integer option outside its range; one forged past it is answered, not dropped
    sent = await h.slash(ALICE, "burn", amount=10**30)
    assert len(sent) == 1 and sent[0].ephemeral and sent[0].content, sent
    assert (await h.bot.service.view(1)).row.moves == stored


@pytest.mark.parametrize("green_for", ["²", "①", "1,²", "1" * 30])
async def test_keyflower_lobby_numbers_are_ascii_digits(harness: Harness, green_for: str) -> None:
    sent = await harness.slash(ALICE, "new", group=KF, variant="C", green_for=green_for)
    assert len(sent) == 1 and sent[0].ephemeral, sent
    assert "Variant C's extra green worker goes to seats of this game" in sent[0].content, sent[0].content
    assert await harness.bot.service.list_games() == []


async def test_variant_c_for_a_seat_nobody_took_refuses_the_start_in_words(harness: Harness) -> None:
    h = harness
    opened = await h.slash(ALICE, "new", group=KF, variant="C", green_for="5")  # 6 players by default
    await h.click(BOB, opened[0].message, "tm:join:1")
    for locale, words in (("en-US", "can't start with 2 players"), ("pt-BR", "não pode começar com 2 jogadores")):
        sent = await h.slash(ALICE, "start", locale, group=KF)
        assert len(sent) == 1 and sent[0].ephemeral and words in sent[0].content, sent[0].content
    status = await h.slash(ALICE, "status", group=KF)
    assert status[0].ephemeral and "damaged" not in status[0].content and "2/6" in status[0].content
    joined = await h.click(CAROL, opened[0].message, "tm:join:1")
    assert "joined game #1 (3/6)" in joined[0].content


async def test_a_move_delivered_twice_while_it_is_handled_is_announced_once(harness: Harness) -> None:
    h = harness
    await started(h)
    sent = await twice(h, fd.slash(ALICE, "move", action="build F4"))
    board = answered_once(sent)
    assert board.png() and board.pinged == {BOB} and "Next: <@102>" in board.content
    assert [m.text for m in await h.bot.service.store.moves(1)][-1] == "build F4"
    assert all(m.announced_at is not None for m in await h.bot.service.store.moves(1))


async def test_every_command_delivered_twice_while_it_is_handled_answers_once(harness: Harness) -> None:
    h = harness
    opened = answered_once(await twice(h, fd.slash(ALICE, "new", group=KF, players=3)))
    answered_once(await twice(h, fd.component(BOB, opened.message, "tm:join:1")))
    answered_once(await twice(h, fd.slash(CAROL, "join", group=KF)))
    board = answered_once(await twice(h, fd.slash(ALICE, "start", group=KF)))
    assert board.png() and board.pinged
    user = int(board.content.split("Next:")[-1].split("<@")[1].split(">")[0])
    board = answered_once(await twice(h, fd.slash(user, "move", group=KF, action="pass")))
    assert board.png() and board.pinged
    undone = answered_once(await twice(h, fd.slash(ALICE, "undo", group=KF)))  # the host's: at once
    assert undone.png() and "took back `pass`" in undone.content
    confirm = await h.slash(BOB, "resign", group=KF)
    resigned = answered_once(await twice(h, fd.component(BOB, confirm[0].message, "tm:resign:1")))
    assert resigned.png() and "left the game" in resigned.content
    moves = await h.bot.service.store.moves(1)
    assert moves[0].text == "resign" and all(m.announced_at is not None for m in moves)


async def test_a_board_whose_answer_another_took_is_posted_in_the_channel(harness: Harness) -> None:
    h = harness
    await started(h)
    h.discord.taken.append("/interactions/")  # another answer came first (40060 for the board's)
    sent = await h.slash(ALICE, "move", action="build F4")
    posts = [s for s in sent if s.kind == "message"]
    assert len(posts) == 1 and posts[0].png() and posts[0].pinged == {ALICE, BOB}, [s.content for s in sent]
    assert "your move is stored" in posts[0].content and "Next: <@102>" in posts[0].content
    assert all(m.announced_at is not None for m in await h.bot.service.store.moves(1))
    # a refusal whose answer another took: said in private after it
    h.discord.taken.append("/interactions/")
    sent = await h.slash(BOB, "move", action="fly to the moon")
    assert [s.kind for s in sent] == ["callback", "followup"] and all(s.ephemeral for s in sent)
    assert "I don't understand" in sent[1].content


def test_a_boards_image_names_every_move_it_announces() -> None:
    name = image_name("kf", 4, [14, 12, 13, 16])
    assert name == "kf-game4-moves12-14_16.png"
    assert announced_by(name, 4, set(range(10, 20))) == {12, 13, 14, 16}
    assert announced_by(name, 5, {12}) == set()  # another game's
    assert announced_by("tm-game4-move13.png", 4, {12, 13}) == {13}  # an earlier version's: its last move
    assert announced_by("board.png", 4, {1}) == set()
