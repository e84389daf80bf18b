"""Deadlines through the real discord.py client and the fake Discord: the sweep's reminders and
drops in the game's channel (the players' languages), a restart across a deadline, and /vacation,
/claim, /open and /games in both languages."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.deadlines import HOUR
from bot.store import SeatRow
from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB, CAROL, Harness, open_bot
from tests.bot.discord.test_play import PNG
from tests.bot.hidden.game import HiddenAdapter


def top(user: int, name: str, locale: str = "en-US", channel: int = fd.CHANNEL_ID, **values: Any) -> dict[str, Any]:
    return fd.slash(user, name, locale, channel_id=channel, group=None, **values)


def answer(sent: list[fd.Sent]) -> fd.Sent:
    replies = [s for s in sent if s.content]
    assert replies, sent
    return replies[-1]


async def deadline_game(h: Harness, hours: float = 24, on_deadline: str = "drop", channel: int = fd.CHANNEL_ID) -> int:
    """Alice (Witches) and Bob (Engineers), a deadline, Alice has built: Bob is waited for."""
    service = h.bot.service
    row = await service.create_game(
        str(ALICE),
        "Alice",
        game_type="terra_mystica",
        seats=2,
        channel_id=str(channel),
        guild_id=str(fd.GUILD_ID),
        seed="deadline",
        deadline_hours=hours,
        on_deadline=on_deadline,
    )
    await service.join(row.id, str(BOB), "Bob")
    await service.prefer(row.id, str(ALICE), "witches")
    await service.prefer(row.id, str(BOB), "engineers")
    await service.start(row.id, str(ALICE))
    await service.act(row.id, str(ALICE), "build F4")
    return row.id


def posts(h: Harness) -> list[fd.Sent]:
    return [s for s in h.discord.sent if s.kind == "message"]


async def test_reminders_then_the_drop_are_told_in_the_channel_once(harness: Harness):
    h = harness
    game = await deadline_game(h)
    await h.bot.service.update_user_settings(str(BOB), locale="pt-BR")
    h.clock.now += 13 * HOUR
    assert await h.bot.deadlines.sweep() == 1
    reminder = posts(h)[-1]
    assert reminder.content == f"⏰ <@{BOB}>, o jogo #{game} espera por você: faltam 11 h para o prazo."
    assert reminder.pinged == {BOB}
    assert await h.bot.deadlines.sweep() == 0  # sent once
    h.clock.now += 12 * HOUR
    assert await h.bot.deadlines.sweep() == 1
    drop = posts(h)[-1]
    assert drop.content.startswith(f"⌛ <@{BOB}> deixou passar o prazo do jogo #{game}: o lugar 2 foi eliminado")
    assert drop.png().startswith(PNG)  # the board after the drop, with who is next
    dropped = (await h.bot.service.store.moves(game))[-1]
    assert dropped.text.startswith("drop-faction") and dropped.announced_at is not None
    assert await h.bot.deadlines.sweep() == 0


async def test_a_deadline_passed_while_the_bot_was_down_is_handled_when_it_comes_back(tmp_path, clock):
    h = await open_bot(tmp_path / "g.sqlite3", clock)
    game = await deadline_game(h, hours=12)
    await h.close()
    clock.now += 30 * HOUR
    h = await open_bot(tmp_path / "g.sqlite3", clock, discord=h.discord)
    try:
        for _ in range(100):  # the first sweep runs as soon as the bot is ready
            if any("let the deadline" in p.content for p in posts(h)):
                break
            await asyncio.sleep(0.05)
        told = [p for p in posts(h) if "deadline" in p.content]
        assert [p.content.split(":")[0] for p in told] == [f"⌛ <@{BOB}> let the deadline of game #{game} pass"]
        assert "seat 2 is dropped" in told[0].content
        assert await h.bot.deadlines.sweep() == 0
    finally:
        await h.close()


async def test_vacation_is_announced_and_stops_the_clock(harness: Harness):
    h = harness
    game = await deadline_game(h)
    sent = answer(await h.inject(top(BOB, "vacation", days=2)))
    assert not sent.ephemeral and sent.content.startswith(f"🏖️ <@{BOB}> is on vacation from game #{game} for 2 days")
    assert sent.content.endswith("Vacation days left in this game: 5.")
    h.clock.now += 30 * HOUR
    assert await h.bot.deadlines.sweep() == 0  # on vacation: 0 of 24 hours counted yet
    refused = answer(await h.inject(top(BOB, "vacation", "pt-BR", days=3)))
    assert refused.ephemeral and refused.content == "Você já está de férias neste jogo (faltam 18 h)."
    h.clock.now += 20 * HOUR
    refused = answer(await h.inject(top(BOB, "vacation", "pt-BR", days=6)))
    assert refused.content == "6 dias é mais do que lhe resta neste jogo: 5 de 7."
    refused = answer(await h.inject(top(CAROL, "vacation", days=1)))
    assert refused.ephemeral and refused.content == "You sit in no game right now."
    h.clock.now += 11 * HOUR  # 61 hours, 2 days of them on vacation: 13 counted, past half the time
    assert await h.bot.deadlines.sweep() == 1 and "faltam 11 h para o prazo" in posts(h)[-1].content


async def test_open_lists_this_servers_lobbies_with_a_join_button(harness: Harness):
    h = harness
    opened = answer(await h.slash(ALICE, "new", players=3, faction="witches", deadline="48h", on_deadline="ai"))
    assert opened.content.endswith("\n⏱️ deadline 48 hours, then an AI plays the seat; 7 vacation days each")
    sent = answer(await h.inject(top(BOB, "open")))
    assert sent.ephemeral
    lines = sent.content.splitlines()
    assert lines[0] == "**Games looking for players in this server**"
    assert lines[1].startswith(f"#1 Terra Mystica <#{fd.CHANNEL_ID}> · host Player101 · 2 seats free of 3 · map: ")
    assert lines[1].endswith("deadline 48 hours, then an AI plays the seat; 7 vacation days each")
    assert sent.custom_ids == ["tm:join:1"]
    joined = await h.click(BOB, sent.message, "tm:join:1")
    assert answer(joined).content == "Player102 joined game #1 (2/3)."
    pt = answer(await h.inject(top(CAROL, "open", "pt-BR", game="keyflower")))
    assert pt.content.startswith("Nenhum jogo neste servidor procura jogadores.")


async def test_games_lists_your_games_with_whose_turn_and_the_time_left(harness: Harness):
    h = harness
    game = await deadline_game(h)
    h.clock.now += 2 * HOUR
    mine = answer(await h.inject(top(BOB, "games", channel=fd.DM_CHANNEL_ID)))
    assert mine.ephemeral
    assert mine.content.splitlines() == [
        "**Your games**",
        f"#{game} Terra Mystica <#{fd.CHANNEL_ID}> · **your turn** · 22 h left",
    ]
    theirs = answer(await h.inject(top(ALICE, "games", "pt-BR", channel=fd.DM_CHANNEL_ID)))
    assert theirs.content.splitlines()[1] == f"#{game} Terra Mystica <#{fd.CHANNEL_ID}> · esperando Bob · faltam 22 h"
    assert answer(await h.inject(top(CAROL, "games"))).content == "You sit in no game right now."


async def test_claim_takes_the_seat_back_from_the_ai(harness: Harness):
    h = harness
    game = await deadline_game(h, on_deadline="ai")
    assert answer(await h.inject(top(BOB, "claim"))).content == (
        "No AI plays a seat of yours: there is nothing to claim back."
    )
    store = h.bot.service.store
    row = await store.game(game, with_state=False)
    ai = SeatRow(1, "ai:normal", "AI", "engineers", "ai", "normal", True, str(BOB), "Bob")
    await store.set_seat(game, row.version, ai)
    assert await h.bot.deadlines.deadlines.claimable(str(BOB)) == [(game, 1)]
    sent = answer(await h.inject(top(BOB, "claim", "pt-BR")))
    if not hasattr(h.bot.service, "seat_to_human"):
        pytest.skip("GameService.seat_to_human (helper aiseats) is not on this branch yet")
    assert not sent.ephemeral
    assert sent.content == f"↩️ <@{BOB}> retoma o lugar 2 do jogo #{game} da IA e continua jogando."
    seats = await store.seats(game)
    assert seats[1].user_id == str(BOB) and seats[1].kind == "human"


async def test_the_lobby_options_in_portuguese_and_a_bad_one_refused(harness: Harness):
    h = harness
    refused = answer(await h.slash(ALICE, "new", "pt-BR", players=2, vacation_days=30, on_deadline="ai"))
    assert not refused.ephemeral  # a game with no deadline, an AI named for nothing: allowed
    assert "⏱️" not in refused.content
    await h.slash(ALICE, "abandon")
    opened = answer(await h.slash(ALICE, "new", "pt-BR", players=2, deadline="1week", vacation_days=3))
    assert opened.content.endswith("\n⏱️ prazo de 1 semana, depois o lugar é eliminado; 3 dias de férias para cada um")
    settings = await h.bot.deadlines.deadlines.settings(2)
    assert (settings["hours"], settings["on_deadline"], settings["vacation_days"]) == (168, "drop", 3)
    status = answer(await h.slash(BOB, "status", "pt-BR"))
    assert status.content.endswith("⏱️ prazo de 1 semana, depois o lugar é eliminado; 3 dias de férias para cada um")


async def test_status_and_the_final_results_say_the_time_each_seat_took(tmp_path, clock):
    game = HiddenAdapter()
    h = await open_bot(tmp_path / "games.sqlite3", clock, games={game.name: game})
    try:
        await h.slash(ALICE, "new", group="hh", players=2, deadline="12h")
        await h.slash(BOB, "join", group="hh")
        await h.slash(ALICE, "start", group="hh")
        clock.now += 3 * HOUR
        loaded = await h.bot.service.view(1)
        await h.slash(ALICE, "move", group="hh", action=game.legal_actions(loaded.state, 0)[0])
        clock.now += 20 * 60
        status = answer(await h.slash(BOB, "status", group="hh")).content.splitlines()
        assert status[-3] == "⏱️ deadline 12 hours, then the seat is dropped; 7 vacation days each · 11 h 40 min left"
        # the game's first move has no move before it to count from (the store keeps no start time)
        assert status[-1] == "⏱️ Time taken: Seat 1: no move timed · Seat 2: no move timed"
        loaded = await h.bot.service.view(1)
        sent = await h.slash(BOB, "move", group="hh", action=game.legal_actions(loaded.state, 1)[0])
        final = sent[-1].content
        assert "Game over" in final and final.endswith("⏱️ Time taken: Seat 1: no move timed · Seat 2: 20 min (1 move)")
    finally:
        await h.close()


async def test_a_game_with_a_deadline_gets_the_deadline_reminders_not_the_idle_ones(harness: Harness):
    h = harness
    await deadline_game(h, hours=48)
    h.clock.now += 25 * HOUR  # past the host's 12- and 24-hour idle reminders and half the deadline
    assert await h.bot.send_reminders() == 0
    assert await h.bot.deadlines.sweep() == 1
    assert [p.content for p in posts(h)] == [f"⏰ <@{BOB}>, game #1 waits for you: 23 h left before the deadline."]


async def test_vacation_and_claim_complete_the_game_with_yours(harness: Harness):
    h = harness
    game = await deadline_game(h)

    def completing(name: str) -> dict[str, Any]:
        payload = top(BOB, name)
        payload["type"] = 4
        payload["data"]["options"] = [{"name": "game", "type": 4, "value": "", "focused": True}]
        return payload

    sent = await h.inject(completing("vacation"))
    assert [(c["name"], c["value"]) for c in sent[0].choices] == [(f"#{game} Terra Mystica", game)]
    assert (await h.inject(completing("claim")))[0].choices == []  # no AI plays a seat of Bob's


async def test_at_the_deadline_an_ai_takes_the_seat_and_its_player_claims_it_back(harness: Harness):
    h = harness
    if not hasattr(h.bot.service, "seat_to_ai"):
        pytest.skip("GameService.seat_to_ai (helper aiseats) is not on this branch yet")
    game = await deadline_game(h, on_deadline="ai")
    h.clock.now += 25 * HOUR
    await h.bot.deadlines.sweep()
    told = posts(h)[-1].content
    assert told == f"⌛ <@{BOB}> let the deadline of game #{game} pass: an AI plays seat 2 now. `/claim` takes it back."
    seats = await h.bot.service.store.seats(game)
    assert seats[1].kind == "ai" and seats[1].previous_user == str(BOB)
    sent = answer(await h.inject(top(BOB, "claim")))
    assert sent.content == f"↩️ <@{BOB}> takes seat 2 of game #{game} back from the AI and plays on."
    assert (await h.bot.service.store.seats(game))[1].user_id == str(BOB)


async def test_no_vacation_where_there_is_no_deadline(harness: Harness):
    h = harness
    row = await h.bot.service.create_game(
        str(ALICE), "Alice", game_type="terra_mystica", seats=2, channel_id=str(fd.CHANNEL_ID), seed="x"
    )
    await h.bot.service.join(row.id, str(BOB), "Bob")
    await h.bot.service.start(row.id, str(ALICE))
    refused = answer(await h.inject(top(BOB, "vacation", "pt-BR", days=2)))
    assert refused.ephemeral and refused.content == f"O jogo #{row.id} não tem prazo: não há relógio para parar."
    assert await h.bot.deadlines.deadlines.vacations(row.id) == []
