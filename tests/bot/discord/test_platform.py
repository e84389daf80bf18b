"""Discord's own rules, as the fake Discord enforces them: who a message pings, what a command
may be called, what may be answered and when, and channels the bot can no longer post in."""

from __future__ import annotations

import asyncio
import logging
import re
from typing import Any

from bot.discord import commands, replies
from bot.discord.components import decisions_view
from bot.discord.text import plain
from bot.games import Decision
from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB, CAROL, Harness
from tests.bot.discord.test_behaviour import started
from tests.bot.discord.test_plan import round_one

ROLE = fd.GUILD_ID + 7  # a role of the server
# Display names are the players' own: a name may look like a mention or be full of markdown.
NAMES = {ALICE: "@everyone **boss**", BOB: f"<@{CAROL}> <@&{ROLE}> _x_ @here"}


def named(payload: dict[str, Any], user_id: int) -> dict[str, Any]:
    """The interaction as sent by a member whose server nickname is NAMES[user_id]."""
    if user_id in NAMES and "member" in payload:
        payload["member"]["nick"] = NAMES[user_id]
    return payload


async def slash(h: Harness, user_id: int, sub: str, **values: Any) -> list[fd.Sent]:
    return await h.inject(named(fd.slash(user_id, sub, **values), user_id))


def public(h: Harness) -> list[fd.Sent]:
    return [s for s in h.discord.sent if s.message is not None and not s.ephemeral]


async def test_commands_register_as_discord_accepts_them(harness: Harness) -> None:
    h = harness
    sent = await h.inject(fd.slash(fd.OWNER_ID, "tm-sync", group=None))
    assert sent[-1].content.startswith("11 "), sent[-1].content
    assert not h.discord.refused
    assert {c["name"] for c in h.discord.commands} == {
        *("tm", "kf", "tm-sync", "ratings", "stats"),
        *("vacation", "claim", "open", "games", "tile"),
        "hint",
    }
    for command in h.discord.commands:
        # in servers and the bot's direct messages, for a bot added to servers (not user installs)
        assert command["contexts"] == [0, 1] and command["integration_types"] == [0], command["name"]
    # every name, description and choice of the tree in Portuguese too (commands_broken checked their limits)
    untranslated: list[str] = []

    def walk(node: dict[str, Any], where: str) -> None:
        for key in ("name", "description"):
            if "pt-BR" not in (node.get(f"{key}_localizations") or {}):
                untranslated.append(f"{where}: {key}")
        for choice in node.get("choices") or []:
            if "pt-BR" not in (choice.get("name_localizations") or {}):
                untranslated.append(f"{where}: choice {choice['name']}")
        for option in node.get("options") or []:
            walk(option, f"{where} {option['name']}")

    for command in h.discord.commands:
        walk(command, "/" + command["name"])
    assert not untranslated, untranslated


async def test_names_ping_nobody_and_keep_their_characters(harness: Harness) -> None:
    h = harness
    opened = await slash(h, ALICE, "new", players=2, faction="witches")
    assert r"\*\*boss\*\*" in opened[0].content  # shown as typed, not as bold
    await h.inject(named(fd.component(BOB, opened[0].message, "tm:join:1"), BOB))
    await slash(h, ALICE, "start")
    for _ in range(4):  # setup: whoever is asked plays the first legal move
        loaded = await h.bot.service.view(1)
        seat = loaded.adapter.engine.to_decide(loaded.state)[0]
        user = ALICE if seat == 0 else BOB
        await slash(h, user, "move", action=(await h.choices(user, "move", "action", ""))[0])
    await slash(h, BOB, "undo")
    await slash(h, ALICE, "games")
    posts = public(h)
    assert len(posts) >= 6
    for post in posts:
        assert not post.message["mention_everyone"] and not post.message["mention_roles"], post.content
        assert CAROL not in post.pinged, post.content  # named in Bob's name, not a player
        assert post.pinged <= {ALICE, BOB}
    assert any(post.pinged for post in posts)  # who must act is still pinged
    moved = [p for p in posts if "_x_" in p.content or r"\_x\_" in p.content]
    assert moved and all(r"\_x\_" in p.content for p in moved)


async def test_a_game_is_opened_in_a_server_channel_not_in_direct_messages(harness: Harness) -> None:
    h = harness
    sent = await h.inject(fd.slash(ALICE, "new", channel_id=fd.DM_CHANNEL_ID, players=2))
    assert len(sent) == 1 and sent[0].ephemeral and "server channel" in sent[0].content
    assert await h.bot.service.list_games(user_id=str(ALICE)) == []
    sent = await h.inject(fd.slash(ALICE, "status", channel_id=fd.DM_CHANNEL_ID))
    assert sent[0].ephemeral and "server channel" in sent[0].content


class _Words:
    """The few words decisions_view asks a game for."""

    prefix = "tm"

    def seat_label(self, view: Any, seat: int, locale: str) -> str:
        return f"Seat {seat + 1}"

    def answer_label(self, action: str, locale: str) -> str:
        return action

    def answer_description(self, action: str, locale: str) -> str | None:
        return None


def test_one_custom_id_per_component_of_a_message() -> None:
    decisions = [
        Decision(0, "winter", ["keep a", "keep b"], secret=True),
        Decision(0, "boat", ["boat 1", "boat 2"], secret=True),  # the same seat asked twice in secret
        Decision(1, "choose", ["pass", "pass", "bid x"]),  # an answer listed twice
        Decision(1, "choose", ["pass"]),  # and asked again
        Decision(2, "choose", ["a", "a", "b"], menu=True),
    ]
    view = decisions_view(1, decisions, _Words(), {}, "en")  # type: ignore[arg-type]
    assert view is not None
    payload = view.to_components()
    assert not fd.limits_broken({"components": payload}), payload


async def test_autocomplete_offers_whole_moves_only(harness: Harness) -> None:
    h = harness
    await round_one(h)
    typed = "burn 1; " * 11  # a long plan: some moves still fit in Discord's 100 characters, some not
    sent = await h.inject(fd.autocomplete(ALICE, "plan", "moves", typed))
    assert sent[0].callback_type == 8 and not h.discord.refused
    loaded = await h.bot.service.view(1)
    legal = set(loaded.adapter.engine.legal_actions(loaded.state, 0))
    assert sent[0].choices
    for choice in sent[0].choices:
        assert len(choice["value"]) <= 100
        assert choice["value"].rpartition(";")[2].strip() in legal, choice  # never a move cut short


async def test_slow_storage_is_acknowledged_in_time(harness: Harness, monkeypatch) -> None:
    h = harness
    monkeypatch.setattr(replies, "ACK_WITHIN", 0.2)
    h.discord.deadline = 1.0  # Discord's 3 seconds, shortened
    create = h.bot.service.create_game

    async def slow_create(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(1.5)  # the database busy
        return await create(*args, **kwargs)

    monkeypatch.setattr(h.bot.service, "create_game", slow_create)
    sent = await h.slash(ALICE, "new", players=2)
    assert sent[0].callback_type == 5, sent
    lobby = [s for s in sent if "tm:join:1" in s.custom_ids]
    assert lobby and not lobby[0].ephemeral, [(s.kind, s.content, s.ephemeral) for s in sent]
    # a refusal that comes late stays private
    sent = await h.slash(BOB, "new", players=2)
    assert sent[0].callback_type == 5 and all(s.ephemeral for s in sent), [(s.content, s.ephemeral) for s in sent]


async def test_autocomplete_answers_in_time_even_when_slow(harness: Harness, monkeypatch) -> None:
    h = harness
    await started(h)
    monkeypatch.setattr(commands, "AUTOCOMPLETE_WITHIN", 0.2)
    h.discord.deadline = 1.0
    legal = h.bot.table.legal

    async def slow_legal(*args: Any) -> list[str]:
        await asyncio.sleep(1.5)
        return await legal(*args)

    monkeypatch.setattr(h.bot.table, "legal", slow_legal)
    sent = await h.inject(fd.autocomplete(ALICE, "move", "action", ""))
    assert sent and sent[0].callback_type == 8, sent


async def test_a_long_announcement_keeps_who_is_next(harness: Harness, monkeypatch) -> None:
    h = harness
    await started(h)
    adapter = h.bot.games["terra_mystica"]
    monkeypatch.setattr(adapter, "headlines", lambda before, after, locale: ["x" * 1500, "y" * 1500])
    sent = await h.slash(ALICE, "move", action="build F4")
    post = sent[-1]
    assert len(post.content) <= fd.MAX_CONTENT and "Next:" in post.content, post.content[-200:]
    assert post.pinged == {BOB}


async def test_a_long_log_keeps_its_frame(harness: Harness, monkeypatch) -> None:
    h = harness
    await started(h)
    from bot.discord import log_commands
    from bot.ledger import Entry

    async def long_log(service: Any, game_id: int, locale: str = "en") -> Any:
        move = "convert " + "1PW to 1C. " * 14
        return [Entry(i, "Witches", move, move, ("Witches: +1 coin (3)",) * i) for i in range(1, 30)]

    monkeypatch.setattr(log_commands, "ledger", long_log)
    for page in (None, 1, 5):
        sent = await h.slash(ALICE, "log", **({"page": page} if page else {}))
        assert len(sent[0].content) <= fd.MAX_CONTENT and sent[0].content.rstrip().endswith("```"), sent[0].content
        assert sent[0].content.count("```") == 2


async def test_a_channel_gone_is_not_tried_again_and_again(harness: Harness, clock, monkeypatch, caplog) -> None:
    h = harness
    monkeypatch.setattr(h.bot, "announce_late_soon", lambda delay=None: None)  # the test sweeps itself
    await started(h)
    h.discord.gone.add(fd.CHANNEL_ID)  # the channel deleted
    h.discord.fail_next.append(("/interactions/", 500))  # and the answer to the move fails: the channel it is
    with caplog.at_level(logging.WARNING):
        await h.slash(ALICE, "move", action="build F4")
        for _ in range(3):  # the sweeps that follow
            await h.bot.table.announce_late()
    posts = [f for f in h.discord.failed if f[:2] == ("POST", f"/channels/{fd.CHANNEL_ID}/messages")]
    assert len(posts) == 1, h.discord.failed  # not every sweep, each a refused request
    said = [r.getMessage() for r in caplog.records if str(fd.CHANNEL_ID) in r.getMessage()]
    assert said and "Unknown Channel" in said[0], said
    clock.now += 24 * 3600  # much later: tried again
    await h.bot.table.announce_late()
    assert len([f for f in h.discord.failed if f[:2] == ("POST", f"/channels/{fd.CHANNEL_ID}/messages")]) == 2
    # a reminder for a game whose channel is gone: tried once, told in the log, the loop goes on
    clock.now += 13 * 3600
    assert await h.bot.send_reminders() == 0
    assert await h.bot.send_reminders() == 0
    assert len([f for f in h.discord.failed if f[:2] == ("POST", f"/channels/{fd.CHANNEL_ID}/messages")]) == 3


async def test_a_game_in_a_thread_reopens_it_when_archived(harness: Harness, clock) -> None:
    h = harness
    thread = fd.THREAD_ID
    await h.inject(fd.slash(ALICE, "new", channel_id=thread, players=2, faction="witches"))
    await h.inject(fd.slash(BOB, "join", channel_id=thread, faction="nomads"))
    sent = await h.inject(fd.slash(ALICE, "start", channel_id=thread))
    assert "Next:" in sent[-1].content
    h.discord.archived.add(thread)  # nobody wrote for a day: Discord archived the thread
    clock.now += 13 * 3600
    assert await h.bot.send_reminders() == 1
    reminder = h.discord.sent[-1]
    assert reminder.path == f"/channels/{thread}/messages" and reminder.pinged == {ALICE}
    assert thread not in h.discord.archived
    # a thread a moderator locked stays closed: one try, no error
    h.discord.archived.add(thread)
    h.discord.locked.add(thread)
    clock.now += 12 * 3600
    assert await h.bot.send_reminders() == 0


def logged(caplog, level: int = logging.WARNING) -> list[str]:
    return [
        f"{r.levelname} {r.getMessage()}" for r in caplog.records if r.levelno >= level and r.name.startswith("bot")
    ]


async def test_an_interaction_discord_forgot_is_answered_in_the_channel(harness: Harness, caplog) -> None:
    h = harness
    h.discord.deadline = -1.0  # every interaction is past Discord's 3 seconds when answered (10062)
    with caplog.at_level(logging.WARNING):
        await h.slash(ALICE, "new", players=2, faction="witches")
        await h.slash(ALICE, "board")  # a refusal (no game started): only the log hears it
    lobby = [s for s in h.discord.sent if s.kind == "message" and "tm:join:1" in s.custom_ids]
    assert len(lobby) == 1 and not lobby[0].ephemeral  # the lobby, its button, posted in the channel
    assert not [line for line in logged(caplog) if line.startswith("ERROR")], logged(caplog)
    assert any("forgot" in line and "/tm new" in line for line in logged(caplog)), logged(caplog)
    assert any("forgot" in line and "/tm board" in line for line in logged(caplog)), logged(caplog)
    h.discord.deadline = None
    joined = await h.click(BOB, lobby[0].message, "tm:join:1")
    assert joined[0].callback_type == 4 and "joined" in joined[0].content


async def test_an_answer_discord_had_already_is_not_lost(harness: Harness, caplog) -> None:
    h = harness
    await started(h)
    # the answer reaches Discord, its reply does not reach the bot: tried again, Discord says 40060
    h.discord.lost_answers.append(("/interactions/", 400, 40060))
    with caplog.at_level(logging.WARNING):
        sent = await h.slash(ALICE, "move", action="build F4")
    assert [s.kind for s in sent] == ["callback"], [(s.kind, s.content[:40]) for s in sent]  # shown once
    assert sent[0].png() and "Next:" in sent[0].content and not sent[0].ephemeral
    assert all(m.announced_at is not None for m in await h.bot.service.store.moves(1))
    # a deferral Discord had already: its "thinking..." message is filled, not left spinning
    h.discord.lost_answers.append(("/interactions/", 400, 40060))
    with caplog.at_level(logging.WARNING):
        sent = await h.slash(BOB, "board", public=True)
    assert [s.kind for s in sent] == ["callback", "followup"], [(s.kind, s.content[:40]) for s in sent]
    assert sent[0].callback_type == 5 and sent[1].edit and sent[1].png()
    assert not logged(caplog), logged(caplog)


async def test_a_button_of_an_earlier_version_is_answered(harness: Harness) -> None:
    h = harness
    opened = await h.slash(ALICE, "new", players=2)
    for custom_id in ("tm:vote:1:yes", "tm:a:1"):  # ids this version does not make
        sent = await h.click(BOB, opened[0].message, custom_id, locale="pt-BR")
        assert len(sent) == 1 and sent[0].callback_type == 4 and sent[0].ephemeral, sent
        assert "versão anterior" in sent[0].content
    # the buttons of a message whose game is no more (the database started afresh) say so
    for custom_id in ("tm:join:99", "tm:a:99:0:pass", "tm:p:99:0", "tm:resign:99"):
        sent = await h.click(BOB, opened[0].message, custom_id)
        assert len(sent) == 1 and sent[0].ephemeral and sent[0].content == "There is no game 99", sent


def test_more_answers_than_a_row_holds_come_in_a_menu() -> None:
    spades = [f"transform {hex_}" for hex_ in ("A1", "A2", "B3", "C4", "D5", "E6", "F7")]
    view = decisions_view(1, [Decision(0, "spade", spades)], _Words(), {}, "en")  # type: ignore[arg-type]
    assert view is not None
    payload = view.to_components()
    assert not fd.limits_broken({"components": payload}), payload
    (menu,) = [item for row in payload for item in row["components"]]
    assert menu["type"] == 3 and [o["value"] for o in menu["options"]] == spades  # every answer offered


async def test_an_autocomplete_discord_forgot_is_one_line(harness: Harness, caplog) -> None:
    h = harness
    await started(h)
    h.discord.deadline = -1.0  # the player typed on: Discord dropped this one (10062)
    with caplog.at_level(logging.INFO):
        await h.inject(fd.autocomplete(ALICE, "move", "action", "bu"))
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING or r.exc_info], caplog.text
    assert any("forgotten" in r.getMessage() for r in caplog.records)


def test_a_name_shows_as_typed_and_is_read_as_nothing_else() -> None:
    # Discord's <...> forms: a user, a role, a channel, a timestamp, a command, a custom emoji
    tokens = re.compile(r"<(?:@[!&]?\d|#\d|t:\d|/[\w -]+:\d|a?:\w+:\d)")
    for name in ("<#700000000000000001>", "<t:0:R>", "</tm move:1>", "<:pog:123>", "<a:pog:1>", f"<@{CAROL}>"):
        assert tokens.search(name) and not tokens.search(plain(name)), plain(name)
        assert plain(name).replace("\u200b", "") == name  # the same characters on the screen
    assert plain("boss\\") == "boss\\\\"  # a trailing backslash escapes nothing after it
    assert "://" not in plain("https://example.com/x")  # no link, no preview of it


async def test_every_board_notifies_who_must_act_next(harness: Harness, monkeypatch) -> None:
    # Discord notifies the users a message mentions when it is made, not when it is edited: a
    # board filling a "thinking..." deferral would mention the next player without notifying them.
    h = harness
    sent = await started(h)
    for _ in range(6):
        (board,) = fd.boards(sent)
        waiting = {int(u) for u in fd.MENTION.findall(board.content.split("Next:")[-1])}
        assert waiting and board.pinged == waiting, (board.kind, board.edit, board.content[-80:])
        user = waiting.pop()
        sent = await h.slash(user, "move", action=(await h.choices(user, "move", "action", ""))[0])
    # slow: acknowledged privately first ("stored"), the board then comes as a new message
    monkeypatch.setattr(replies, "ACK_WITHIN", 0.0)
    (board,) = fd.boards(sent)
    user = int(fd.MENTION.findall(board.content.split("Next:")[-1])[0])
    sent = await h.slash(user, "move", action=(await h.choices(user, "move", "action", ""))[0])
    assert sent[0].callback_type == 5 and sent[0].ephemeral and "stored" in sent[1].content, sent
    (board,) = fd.boards(sent)
    assert board.kind == "followup" and not board.edit and board.pinged, board.content[-80:]


def test_the_fake_refuses_what_discord_refuses_in_a_command() -> None:
    def sub(name: str, pt: str, description: str = "d") -> dict[str, Any]:
        return {"type": 1, "name": name, "description": description, "name_localizations": {"pt-BR": pt}}

    def group(*options: dict[str, Any]) -> list[dict[str, Any]]:
        return [{"name": "tm", "description": "d", "options": list(options)}]

    assert fd.commands_broken(group(sub("board", "tabuleiro"), sub("status", "situação"))) == []
    for broken in (
        group(sub("board", "tabuleiro"), sub("map", "tabuleiro")),  # one name in Portuguese
        group(sub("Board", "tabuleiro")),  # upper case
        group(sub("b" * 33, "b")),  # over 32 characters
        group(sub("two words", "b")),  # a space
        group(sub("board", "b", "x" * 101)),  # a description over 100
        group(*(sub(f"s{i}", f"s{i}") for i in range(26))),  # 26 subcommands
    ):
        assert fd.commands_broken(broken), broken


async def test_every_autocomplete_answers_within_discords_limits_in_both_languages(harness: Harness) -> None:
    """Each option that completes, in each game, for the player to act and for one who is not,
    in English and Portuguese: answered at once (never deferred), 25 choices at most, each
    named in 1 to 100 characters with a value of 100 at most (the fake refuses anything else)."""
    h = harness
    await h.inject(fd.slash(fd.OWNER_ID, "tm-sync", group=None))
    completing = {
        (command["name"], sub["name"], option["name"])
        for command in h.discord.commands
        for sub in command.get("options") or []
        for option in sub.get("options") or []
        if option.get("autocomplete")
    }
    assert {("tm", "move", "action"), ("kf", "move", "action"), ("tm", "plan", "moves")} <= completing
    await started(h)  # Terra Mystica in the channel, Keyflower in a thread of it
    await h.inject(fd.slash(ALICE, "new", channel_id=fd.THREAD_ID, group="kf", players=2))
    await h.inject(fd.slash(BOB, "join", channel_id=fd.THREAD_ID, group="kf"))
    await h.inject(fd.slash(ALICE, "start", channel_id=fd.THREAD_ID, group="kf"))
    where = {"tm": fd.CHANNEL_ID, "kf": fd.THREAD_ID}
    answered = 0
    for group, sub, option in sorted(completing):
        for locale in ("en-US", "pt-BR"):
            for user in (ALICE, BOB):
                for typed in ("", "a", "1", "x" * 200):
                    payload = fd.autocomplete(user, sub, option, typed, locale, where[group], group)
                    sent = await h.inject(payload)
                    assert [s.callback_type for s in sent] == [8], (group, sub, option, sent)
                    answered += bool(sent[0].choices)
    assert answered and not h.discord.refused, h.discord.refused


async def test_a_command_discord_knows_in_another_form_is_answered(harness: Harness, caplog) -> None:
    # Discord's copy of the commands lags behind an update (or runs ahead of a rollback): a
    # subcommand or command this version lacks, a required option it does not send
    h = harness
    await started(h)
    with caplog.at_level(logging.WARNING):
        for payload in (
            fd.slash(ALICE, "frobnicate"),
            fd.slash(ALICE, "gone", group="xx", locale="pt-BR"),
            fd.slash(ALICE, "move"),
        ):
            sent = await h.inject(payload)
            assert len(sent) == 1 and sent[0].ephemeral, sent
            assert "/tm-sync" in sent[0].content and ("version" in sent[0].content or "versão" in sent[0].content)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text


async def test_sync_guild_registers_the_commands_on_one_server_at_once(tmp_path, clock) -> None:
    """`python -m bot --sync-guild ID` (issue 29, point 14): the commands go to that server (Discord
    shows them there at once), not to every server; `--sync` registers them globally."""
    from bot.config import Settings
    from bot.discord.client import GameBot

    for kwargs, path in (
        ({"sync_guild": fd.GUILD_ID}, f"/applications/{fd.APP_ID}/guilds/{fd.GUILD_ID}/commands"),
        ({"sync": True}, f"/applications/{fd.APP_ID}/commands"),
    ):
        settings = Settings(
            _env_file=None,  # type: ignore[call-arg]
            database_path=tmp_path / f"{len(path)}.sqlite3",
            discord_token="fake-token",
            render_processes=0,
        )
        bot = GameBot(settings, clock=clock, **kwargs)
        transport = fd.FakeTransport(fd.FakeDiscord())
        transport.install(bot)
        try:
            await bot.login("fake-token")  # setup_hook registers the commands
            assert transport.discord.synced == [path]
            assert {c["name"] for c in transport.discord.commands} >= {"tm", "kf", "tile"}
        finally:
            await bot.close()
            transport.uninstall()


def test_the_invite_link_asks_for_every_permission_the_bot_uses() -> None:
    """docs/running.md's invite (issue 29, point 14): Read Message History too, which the restart
    recovery needs to read what the bot had posted."""
    import re
    from pathlib import Path

    import discord

    docs = (Path(__file__).parents[3] / "docs" / "running.md").read_text()
    (asked,) = {int(n) for n in re.findall(r"oauth2/authorize\?client_id=APPLICATION_ID&[^`]*permissions=(\d+)", docs)}
    needed = discord.Permissions(
        view_channel=True,
        send_messages=True,
        send_messages_in_threads=True,
        attach_files=True,
        read_message_history=True,
    )
    assert asked == needed.value
    for name in ("View Channels", "Send Messages", "Send Messages in Threads", "Attach Files", "Read Message History"):
        assert f"| {name} |" in docs
    assert "--sync-guild" in docs
