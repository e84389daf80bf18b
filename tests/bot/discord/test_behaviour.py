"""Refusals, buttons across a restart, reminders, standing settings, Portuguese, autocomplete."""

from __future__ import annotations

import random

from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB, CAROL, Harness, open_bot
from tests.bot.discord.test_play import PNG, last_post, lobby, step

SEATS = {0: ALICE, 1: BOB}


async def started(h: Harness, locale: str = "en-US") -> list[fd.Sent]:
    await h.slash(ALICE, "new", locale, players=2, faction="witches")
    await h.slash(BOB, "join", locale, faction="nomads")
    return await h.slash(ALICE, "start", locale)


async def until_power_offer(h: Harness) -> tuple[fd.Sent, str]:
    await lobby(h)
    await h.slash(ALICE, "start")
    rng = random.Random(13)
    for _ in range(200):
        await step(h, rng)
        post = last_post(h)
        offers = [c for c in post.custom_ids if c.startswith("tm:a:") and ":leech " in c]
        if offers:
            return post, offers[0]
    raise AssertionError("no power offer came")


async def version(h: Harness) -> int:
    return (await h.bot.service.view(1)).row.version


async def test_refusals_are_private_and_change_nothing(harness: Harness) -> None:
    h = harness
    await started(h)
    before = await version(h)
    # a move the rules refuse
    sent = await h.slash(ALICE, "move", action="build A1")
    assert len(sent) == 1 and sent[0].callback_type == 4 and sent[0].ephemeral
    assert "Starting dwellings go on green" in sent[0].content
    # a move out of turn
    sent = await h.slash(BOB, "move", action="build A2")
    assert sent[0].ephemeral and "turn of the Witches" in sent[0].content
    # someone not seated
    sent = await h.slash(CAROL, "move", action="build A2")
    assert sent[0].ephemeral and "not playing in this game" in sent[0].content
    # not understood
    sent = await h.slash(ALICE, "move", action="fly to the moon")
    assert sent[0].ephemeral and "I don't understand" in sent[0].content
    # the host's commands
    sent = await h.slash(BOB, "abandon")
    assert sent[0].ephemeral and "Only the host" in sent[0].content
    assert await version(h) == before
    assert not [s for s in h.discord.sent[-5:] if not s.ephemeral]


async def test_no_game_in_the_channel(harness: Harness) -> None:
    sent = await harness.slash(ALICE, "move", action="build E5")
    assert sent[0].ephemeral and "/tm new" in sent[0].content
    assert await harness.choices(ALICE, "move", "action", "") == []


async def test_power_offer_button_refused_to_others_and_kept_across_a_restart(tmp_path, clock) -> None:
    db = tmp_path / "games.sqlite3"
    h = await open_bot(db, clock)
    post, custom_id = await until_power_offer(h)
    seat = int(custom_id.split(":")[3])
    before = await version(h)
    sent = await h.click(SEATS[1 - seat], post.message, custom_id)
    assert len(sent) == 1 and sent[0].ephemeral and "belongs to the" in sent[0].content
    assert await version(h) == before
    discord = h.discord
    await h.close()

    # a new process on the same database: the button still works
    h = await open_bot(db, clock, discord)
    try:
        sent = await h.click(SEATS[seat], post.message, custom_id)
        assert sent[0].callback_type == 4 and len(sent) == 1  # the board is the answer: a new message pings
        assert sent[-1].png().startswith(PNG)
        assert "took" in sent[-1].content and "power" in sent[-1].content
        assert await version(h) == before + 1
        # the same click again is refused: the offer is gone
        sent = await h.click(SEATS[seat], post.message, custom_id)
        assert sent[0].ephemeral
    finally:
        await h.close()


async def test_reminders_follow_the_schedule(harness: Harness, clock) -> None:
    h = harness
    await started(h)
    assert await h.bot.send_reminders() == 0
    clock.now += 13 * 3600
    assert await h.bot.send_reminders() == 1
    ping = h.discord.sent[-1]
    assert ping.kind == "message" and ping.path == f"/channels/{fd.CHANNEL_ID}/messages"
    assert "<@101>" in ping.content and "13 hours" in ping.content
    assert await h.bot.send_reminders() == 0  # once per step
    clock.now += 12 * 3600
    assert await h.bot.send_reminders() == 1
    # a move resets the clock
    choices = await h.choices(ALICE, "build", "hex", "")
    await h.slash(ALICE, "build", hex=choices[0])
    assert await h.bot.send_reminders() == 0


async def test_portuguese(harness: Harness, clock) -> None:
    h = harness
    sent = await h.slash(ALICE, "new", "pt-BR", players=2, faction="witches")
    assert "abriu o jogo de Terra Mystica #1" in sent[0].content
    sent = await h.slash(BOB, "join", "pt-BR", faction="nomads")
    assert "entrou no jogo #1" in sent[0].content
    sent = await h.slash(ALICE, "start", "pt-BR")
    assert "O jogo #1 começou!" in sent[-1].content and "Agora:" in sent[-1].content
    sent = await h.slash(BOB, "move", "pt-BR", action="build A2")
    assert sent[0].ephemeral and sent[0].content.startswith("É a vez das Bruxas")
    sent = await h.slash(ALICE, "move", "pt-BR", action="build A1")
    assert "As Habitações iniciais vão em verde (floresta)" in sent[0].content
    choices = await h.choices(ALICE, "build", "hex", "")
    sent = await h.slash(ALICE, "build", "pt-BR", hex=choices[0])
    assert f"**Player101** (Bruxas) construiu uma Habitação em {choices[0]}." in sent[-1].content
    assert "Agora: é a vez dos Nômades (<@102>) de jogar" in sent[-1].content
    sent = await h.inject(fd.autocomplete(BOB, "move", "action", "", locale="pt-BR"))
    assert "construir uma" not in sent[0].choices[0]["name"] and "Habitação" in sent[0].choices[0]["name"]
    clock.now += 13 * 3600
    await h.bot.send_reminders()
    assert "o jogo #1 espera por você há 13 horas" in h.discord.sent[-1].content
    sent = await h.slash(BOB, "status", "pt-BR")
    assert sent[0].ephemeral and "**Nômades** — 20 PV" in sent[0].content


async def test_autocomplete_answers_legal_moves_best_first(harness: Harness) -> None:
    h = harness
    await started(h)
    service = h.bot.service
    legal = service.games["terra_mystica"].engine.legal_actions((await service.view(1)).state, 0)
    choices = await h.choices(ALICE, "move", "action", "")
    assert 0 < len(choices) <= 25 and set(choices) <= set(legal)
    typed = choices[-1][:8]
    choices = await h.choices(ALICE, "move", "action", typed)
    assert choices and all(c.lower().startswith(typed.lower()) for c in choices[:1])
    assert await h.choices(BOB, "move", "action", "") == []  # nothing to do out of turn
    assert await h.choices(CAROL, "move", "action", "") == []
    hexes = await h.choices(ALICE, "build", "hex", "")
    assert {f"build {x}" for x in hexes} <= set(legal)
    # through the setup to the bonus cards: /tm pass offers the cards in play
    for _ in range(5):  # two dwellings each, and the Nomads' third
        user = int(last_post(h).content.split("Next: <@")[1].split(">")[0])
        hexes = await h.choices(user, "build", "hex", "")
        sent = await h.slash(user, "build", hex=hexes[0])
        assert sent[0].callback_type == 4 and sent[0].png(), sent[0].content
    assert [c for c in last_post(h).custom_ids if c.endswith(":bonus")]
    picking = int(last_post(h).content.split("Next: <@")[1].split(">")[0])
    cards = await h.choices(picking, "pass", "bonus", "")
    assert cards and all(c.startswith("BON") for c in cards)
    sent = await h.slash(picking, "pass", bonus=cards[0])
    assert sent[-1].png() and f"passed, taking {cards[0]}" in sent[-1].content


async def test_standing_settings_answer_power_offers(tmp_path, clock) -> None:
    h = await open_bot(tmp_path / "games.sqlite3", clock)
    try:
        for user in (ALICE, BOB):
            sent = await h.slash(user, "settings", accept_one_power=True, decline_costly_power=True)
            assert sent[0].ephemeral and sent[0].content.count("**yes**") == 2
        await lobby(h)
        await h.slash(ALICE, "start")
        rng = random.Random(13)
        automatic = 0
        for _ in range(200):
            sent = await step(h, rng)
            post = sent[-1]
            assert not [c for c in post.custom_ids if c.startswith("tm:a:") and ":leech " in c]
            automatic += post.content.count("(standing setting)")
            if "Game over" in post.content:
                break
        assert automatic > 0
        texts = [m.text for m in await h.bot.service.log(1)]
        assert any(t.startswith(("leech", "decline")) for t in texts)
    finally:
        await h.close()


async def test_undo_needs_the_others_agreement(harness: Harness) -> None:
    h = harness
    await started(h)
    hexes = await h.choices(ALICE, "build", "hex", "")
    await h.slash(ALICE, "build", hex=hexes[0])
    # Bob asks to take back Alice's move: Alice must agree (the host could undo at once)
    sent = await h.slash(BOB, "undo")
    assert sent[0].callback_type == 4 and "<@101>" in sent[0].content and sent[0].custom_ids == ["tm:undo:1"]
    refused = await h.click(CAROL, sent[0].message, "tm:undo:1")
    assert refused[0].ephemeral
    agreed = await h.click(ALICE, sent[0].message, "tm:undo:1")
    assert agreed[0].callback_type == 4 and "took back" in agreed[-1].content and agreed[-1].png()
    assert [m.text for m in await h.bot.service.log(1)] == ["setup witches", "setup nomads"]


async def test_board_status_log_games(harness: Harness) -> None:
    h = harness
    await started(h)
    sent = await h.slash(BOB, "board")
    assert sent[0].callback_type == 5 and sent[-1].ephemeral and sent[-1].png().startswith(PNG)
    sent = await h.slash(ALICE, "status")
    assert sent[0].ephemeral and "**Witches** — 20 VP" in sent[0].content
    sent = await h.slash(ALICE, "log")
    assert sent[0].ephemeral and "setup witches" in sent[0].content
    assert any(name == "game-1.txt" for name, _ in sent[0].files)
    await h.slash(ALICE, "move", action="build F4")
    sent = await h.slash(BOB, "log", "pt-BR", page=1)
    assert sent[0].content.startswith("Jogo #1: jogadas 1–3 de 3 · página 1 de 1"), sent[0].content
    assert "   3. Bruxas: build F4 — construiu uma Habitação em F4" in sent[0].content
    sent = await h.slash(BOB, "log", page=2)
    assert sent[0].ephemeral and sent[0].content == "There is no page 2: the log has 1 page."
    sent = await h.slash(CAROL, "games")
    assert sent[0].ephemeral and "#1" in sent[0].content and "Player101" in sent[0].content


async def test_resign_asks_first(harness: Harness) -> None:
    h = harness
    await started(h)
    sent = await h.slash(BOB, "resign")
    assert sent[0].ephemeral and sent[0].custom_ids == ["tm:resign:1"]
    done = await h.click(BOB, sent[0].message, "tm:resign:1")
    assert done[-1].png() and "left the game" in done[-1].content


async def test_only_the_owner_registers_the_commands(harness: Harness) -> None:
    h = harness
    sent = await h.inject(fd.slash(ALICE, "tm-sync", group=None))
    assert sent[0].ephemeral and "not allowed" in sent[0].content
    assert h.discord.commands == []
    sent = await h.inject(fd.slash(fd.OWNER_ID, "tm-sync", group=None))
    assert sent[0].callback_type == 5 and sent[-1].content.startswith("11 ")
    assert {c["name"] for c in h.discord.commands} == {
        *("tm", "kf", "tm-sync", "ratings", "stats"),
        *("vacation", "claim", "open", "games", "tile"),
        "hint",
    }
    tm = next(c for c in h.discord.commands if c["name"] == "tm")
    assert tm["name_localizations"] == {"pt-BR": "tm"}


async def test_buttons_work_even_without_the_message(harness: Harness) -> None:
    """Discord-compatible servers may send a click without its message: the id says enough."""
    h = harness
    sent = await h.slash(ALICE, "new", players=2)
    payload = fd.component(BOB, sent[0].message, "tm:join:1")
    payload.pop("message")
    joined = await h.inject(payload)
    assert len(joined) == 1 and "Player102 joined game #1 (2/2)" in joined[0].content
    # a refusal from a button is told to the clicker, privately
    again = await h.click(BOB, sent[0].message, "tm:join:1")
    assert len(again) == 1 and again[0].ephemeral and "already in this game" in again[0].content


async def test_a_failed_post_still_keeps_the_move(harness: Harness) -> None:
    h = harness
    await started(h)
    before = await version(h)
    hexes = await h.choices(ALICE, "build", "hex", "")
    h.discord.fail_next.append(("/interactions/", 500))  # Discord fails the board's post
    sent = await h.slash(ALICE, "build", hex=hexes[0])
    assert await version(h) == before + 1
    # the channel hears it instead: the board, the move in words, the mover and who is next
    post = sent[-1]
    assert post.kind == "message" and post.png().startswith(PNG), post
    assert "<@101>" in post.content and "your move is stored" in post.content and "Next:" in post.content
    assert all(m.announced_at is not None for m in await h.bot.service.store.moves(1))


async def test_every_reply_stays_within_discords_limits(harness: Harness) -> None:
    h = harness
    long = "build " + "E5" * 3000
    for values in ({"faction": "x" * 3000}, {"options": "+" + "y" * 3000}):
        sent = await h.slash(ALICE, "new", players=2, **values)
        assert len(sent) == 1 and sent[0].ephemeral and "{" not in sent[0].content, sent[0].content
        assert "xxxxxxxx…" in sent[0].content or "yyyyyyyy…" in sent[0].content, sent[0].content
    assert await h.bot.service.game_in_channel(str(fd.CHANNEL_ID)) is None  # no game opened by a refusal
    await started(h)
    for user, sub, values in (
        (ALICE, "move", {"action": long}),
        (ALICE, "move", {"action": "x" * 6000}),
        (ALICE, "move", {"action": "pass BON3." * 500}),
        (BOB, "join", {"faction": "z" * 5000}),
        (ALICE, "action", {"name": "ACT" * 2000}),
        (ALICE, "convert", {"what": "PW to " * 1000}),
        (ALICE, "build", {"hex": "Q" * 4000}),
    ):
        sent = await h.slash(user, sub, **values)
        assert sent and sent[-1].content and len(sent[-1].content) <= fd.MAX_CONTENT, (sub, len(sent[-1].content))
    for sub, focused in (("move", "action"), ("build", "hex"), ("action", "name"), ("pass", "bonus")):
        choices = await h.choices(ALICE, sub, focused, "e" * 5000)
        assert len(choices) <= fd.MAX_CHOICES
    assert not h.discord.refused


async def test_games_in_direct_messages_lists_only_the_askers_games(harness: Harness) -> None:
    h = harness
    await started(h)  # Alice and Bob play game 1 in the server's channel
    dm = fd.DM_CHANNEL_ID
    sent = await h.inject(fd.slash(CAROL, "games", channel_id=dm))
    assert sent[0].ephemeral and "#1" not in sent[0].content and "Player101" not in sent[0].content
    sent = await h.inject(fd.slash(BOB, "games", channel_id=dm))
    assert sent[0].ephemeral and "#1" in sent[0].content


async def test_an_interaction_delivered_twice_changes_the_game_once(harness: Harness) -> None:
    h = harness
    await started(h)
    await h.slash(ALICE, "move", action="build F4")
    await h.slash(BOB, "move", action="build E7")
    moves = len(await h.bot.service.store.moves(1))
    undo = fd.slash(ALICE, "undo")  # the host takes back a move at once
    await h.inject(undo)
    again = await h.inject(dict(undo))  # the same interaction id, delivered again
    assert len(await h.bot.service.store.moves(1)) == moves - 1
    assert again == []  # and nothing posted again (Discord refuses a second answer to one interaction)


async def test_autocomplete_finds_moves_by_their_words_in_the_players_language(harness: Harness) -> None:
    h = harness
    await started(h, "pt-BR")
    legal = h.bot.service.games["terra_mystica"].engine.legal_actions((await h.bot.service.view(1)).state, 0)
    for typed in ("habitação", "habitacao"):  # the move's words, with or without the accent
        sent = await h.inject(fd.autocomplete(ALICE, "move", "action", typed, locale="pt-BR"))
        found = [c["value"] for c in sent[0].choices]
        assert found and set(found) <= set(legal) and all(v.startswith("build ") for v in found)
        assert all("Habitação" in c["name"] for c in sent[0].choices)
    sent = await h.inject(fd.autocomplete(ALICE, "move", "action", "build", locale="pt-BR"))
    assert sent[0].choices[0]["value"].startswith("build ")  # notation still first
    sent = await h.inject(fd.autocomplete(ALICE, "move", "action", "zzzz qqq", locale="pt-BR"))
    assert sent[0].choices == []
