"""What players do at the table through Discord: each slash command and button ends up here, the
same for every game (the command's group tells which game's adapter it speaks for).

Every change goes to the host (GameService) first; only once it is stored does the bot answer.
A refusal is a private reply and leaves the game as it was. A move is acknowledged at once
(deferred), then the board is drawn off the event loop and posted with whoever must act next.
Public messages and images are made from the engine's public view; a player's own position and
secret choices go only to that player.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import re
import time
from collections.abc import Awaitable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from locales import catalogue
from rendering.canvas import banner
from rules.core import RuleError, quote

from ..deadlines import LobbyDeadline, deadline_words
from ..games import Decision, GameAdapter, View
from ..i18n import locale_of, plan_lines, say
from ..service import ActResult, AlreadyStored, GameDamaged, GameService, Loaded, Planned, ServiceError
from ..store import GameRow, MoveRow, StoreError
from ..suggest import SHOWN, word_matches
from .channels import Channels
from .components import AgainButton, GameButton, decision_key, decisions_view
from .deadline_commands import time_lines
from .replies import ALREADY_ACKNOWLEDGED, acknowledge, expired, say_when_filled, send, what
from .text import MAX_CONTENT, clip, fit, mentioned, pinging, plain

if TYPE_CHECKING:
    from .client import GameBot

log = logging.getLogger(__name__)

# What discord.py raises for a command Discord knows in another form than this version's.
OUTDATED = (app_commands.CommandNotFound, app_commands.CommandSignatureMismatch, app_commands.TransformerError)
LOG_LINES = 20
MAX_PARAM = 400  # the longest parameter put in a refusal (a list of choices, a quoted input)
MAX_NUMBER = 10**15  # from here, a number in a refusal is put as its digits (Fluent's decimals hold 28)
MAX_BUTTONS = 5  # more answers than this come in a menu
HISTORY_LOOKED_AT = 50  # recent channel messages searched for an announcement posted before a stop


@dataclass
class Post:
    """An announcement: its lines, the board, the answers' buttons, where it goes."""

    lines: list[str]
    png: bytes
    filename: str
    view: discord.ui.View | None
    channel_id: str | None

    @property
    def content(self) -> str:
        return fit(self.lines)

    def message(self, header: str | None = None) -> dict[str, Any]:
        """The arguments of a send, with a fresh file each time (a sent file is consumed). Within
        Discord's 2,000 characters, the last line (who must act next) is always kept; it pings
        the users it mentions, nobody else (players' names in it mention nobody: `plain`)."""
        content = fit([header, *self.lines] if header else self.lines)
        kwargs: dict[str, Any] = {
            "content": content,
            "file": discord.File(io.BytesIO(self.png), filename=self.filename),
            "allowed_mentions": pinging(mentioned(content)),
        }
        if self.view is not None:
            kwargs["view"] = self.view
        return kwargs


class Refusal(Exception):
    """A request the bot itself refuses (before asking the host); `key` names the text."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


def command_name(locale: str, command: str) -> str:
    """A subcommand's name as the user sees it in the picker ('join' in English, 'entrar')."""
    return catalogue(locale).value(f"cmd-{command}") or command if locale != "en" else command


class Table:
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self._damage_reported: set[str] = set()
        self.channels = Channels(bot)

    @property
    def service(self) -> GameService:
        return self.bot.service

    # Who, where, in which language

    async def locale(self, interaction: discord.Interaction[Any]) -> str:
        """The user's language; remembered for the reminders we send them later."""
        locale = locale_of(interaction.locale)
        user = str(interaction.user.id)
        known = (await self.service.user_settings_of([user]))[user]
        if known.get("locale") != locale:
            try:
                await self.service.update_user_settings(user, locale=locale)
            except StoreError as e:  # only a memo for reminders: the command itself goes on
                log.warning("Could not remember the language of %s: %s", user, e)
        return locale

    async def game_here(
        self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any], finished: bool = False
    ) -> GameRow:
        """The open game of this channel, if it is of the command's game; with `finished`, when
        none is open, the last one finished here (to look at it: its board, the log)."""
        locale = locale_of(interaction.locale)
        if interaction.guild_id is None:  # direct messages: games live in server channels
            raise Refusal("host-no-channel")
        if interaction.channel_id is None:
            raise Refusal("host-no-game-here", **self._where(adapter, locale))
        row = await self.service.game_in_channel(str(interaction.channel_id))
        if row is None and finished:
            row = await self._last_finished(interaction, adapter)
        if row is None:
            raise Refusal("host-no-game-here", **self._where(adapter, locale))
        if row.game_type != adapter.name:
            other = self.service.games[row.game_type]
            raise Refusal("host-other-game", title=other.title, group=other.prefix)
        return row

    async def _last_finished(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any]) -> GameRow | None:
        guild = str(interaction.guild_id) if interaction.guild_id is not None else None
        rows = await self.service.list_games(guild, statuses=["finished"])
        here = [r for r in rows if r.channel_id == str(interaction.channel_id) and r.game_type == adapter.name]
        return max(here, key=lambda r: r.id, default=None)

    @staticmethod
    def _where(adapter: GameAdapter[Any], locale: str) -> dict[str, str]:
        return {"title": adapter.title, "group": adapter.prefix, "new": command_name(locale, "new")}

    # The lobby

    async def new(
        self,
        interaction: discord.Interaction[Any],
        adapter: GameAdapter[Any],
        players: int,
        answers: Mapping[str, Any],
        preference: str | None,
        deadline: LobbyDeadline | None = None,
    ) -> None:
        locale = await self.locale(interaction)
        deadline = deadline or LobbyDeadline()
        if interaction.channel_id is None or interaction.guild_id is None:
            raise Refusal("host-no-channel")  # not in direct messages, where nobody else could join
        try:
            options = adapter.game_options(answers)
        except Exception as e:  # the rules' refusal of an option (RuleError) is told like any other
            raise _as_service_error(e) from e
        user = interaction.user
        row = await self.service.create_game(
            str(user.id),
            user.display_name,
            game_type=adapter.name,
            seats=players,
            options=options,
            channel_id=str(interaction.channel_id),
            guild_id=str(interaction.guild_id) if interaction.guild_id else None,
            preferences=[preference] if preference else (),  # refused before the game is opened, not after
            request_id=str(interaction.id),
            **deadline.create_kwargs(),
        )
        if preference:
            await self.service.prefer(row.id, str(user.id), preference)
        details = adapter.describe_options(options, locale)
        text = say(
            locale,
            "host-game-opened",
            host=plain(user.display_name),
            title=adapter.title,
            game=row.id,
            players=players,
            details=f" ({details})" if details else "",
            group=adapter.prefix,
            join=command_name(locale, "join"),
            start=command_name(locale, "start"),
        )
        if deadline.hours is not None:
            text += "\n⏱️ " + deadline_words(deadline.hours, deadline.on_deadline, deadline.vacation_days, locale)
        view = discord.ui.View(timeout=None)
        view.add_item(GameButton("join", row.id, say(locale, "host-join-button")))
        await send(interaction, text, private=False, view=view)

    async def join(
        self,
        interaction: discord.Interaction[Any],
        adapter: GameAdapter[Any] | None,
        game_id: int | None,
        preference: str | None,
    ) -> None:
        """Join this channel's game (a command) or game `game_id` (its Join button)."""
        locale = await self.locale(interaction)
        if game_id is not None:
            row = await self.service.store.game(game_id, with_state=False)
            if row is None:  # the button of a message older than the database (a game deleted)
                raise Refusal("host-no-game", game=game_id)
        else:
            assert adapter is not None
            row = await self.game_here(interaction, adapter)
        user = interaction.user
        await self.service.join(row.id, str(user.id), user.display_name, preference, request_id=str(interaction.id))
        loaded = await self.service.view(row.id)
        total = loaded.row.seat_count
        text = say(locale, "host-joined", user=plain(user.display_name), game=row.id, n=len(loaded.seats), total=total)
        if preference:
            text += " " + say(locale, "host-wants", choice=loaded.adapter.preference_label(preference, locale))
        await send(interaction, text, private=False)

    async def leave(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any]) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter)
        await self.service.leave(row.id, str(interaction.user.id), request_id=str(interaction.id))
        await send(interaction, say(locale, "host-left", user=_who(interaction), game=row.id), private=False)

    async def start(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any]) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter)
        result = await self.service.start(
            row.id, str(interaction.user.id), with_fewer=True, request_id=str(interaction.id)
        )
        lines = [say(locale, "host-started", game=row.id)]  # the preferences taken were announced in the lobby
        await self.announce(interaction, result.game_id, lines, locale, result)

    async def abandon(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any]) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter)
        await self.service.abandon(row.id, str(interaction.user.id), request_id=str(interaction.id))
        await send(interaction, say(locale, "host-abandoned", game=row.id), private=False)

    async def replace(
        self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any], seat: int, user: discord.abc.User
    ) -> None:
        """The host puts another player in a seat (one who left, or a recorded game's seats)."""
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter)
        await self.service.replace(
            row.id, str(interaction.user.id), seat, str(user.id), user.display_name, request_id=str(interaction.id)
        )
        loaded = await self.service.view(row.id)
        label = adapter.seat_label(loaded.view(), seat, locale)
        text = say(locale, "host-replaced", user=f"<@{user.id}>", seat=label, game=row.id)
        await send(interaction, text, private=False, allowed_mentions=pinging([user.id]))

    async def drop(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any], seat: int) -> None:
        """The host takes out of the game a seat whose player has gone."""
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter)
        result = await self.service.drop(row.id, str(interaction.user.id), seat, request_id=str(interaction.id))
        loaded = await self.service.view(row.id)
        who = adapter.seat_label(loaded.view(), result.seat, locale)
        line = say(locale, "host-resigned", seat=who, user=_who(interaction))
        await self.announce(interaction, row.id, [line], locale, result, loaded)

    # Playing

    async def play(
        self,
        interaction: discord.Interaction[Any],
        adapter: GameAdapter[Any] | None,
        text: str,
        game_id: int | None = None,
        seat: int | None = None,
    ) -> None:
        """A move: typed (this channel's game of `adapter`) or from a button (`game_id`, `seat`)."""
        locale = await self.locale(interaction)
        if game_id is None:
            assert adapter is not None
            game_id = (await self.game_here(interaction, adapter)).id
        text = " ".join(text.split())
        if not text:
            example = adapter.example_move if adapter is not None else ""
            raise Refusal("host-empty-move", example=example)
        user, request = str(interaction.user.id), str(interaction.id)
        acting = self.service.act(game_id, user, text, seat=seat, request_id=request, guard_repeat=True)
        await self._move(interaction, locale, game_id, acting)

    async def again(self, interaction: discord.Interaction[Any], game_id: int, seq: int) -> None:
        """The player confirms a move that repeats their own stored one (the Again button)."""
        locale = await self.locale(interaction)
        user = str(interaction.user.id)
        await self._move(interaction, locale, game_id, self.service.again(game_id, user, seq, str(interaction.id)))

    async def _move(
        self, interaction: discord.Interaction[Any], locale: str, game_id: int, acting: Awaitable[ActResult]
    ) -> None:
        """Store a move, then announce it: in the reply, or in the channel when Discord does not
        take the reply. (Storing slowly, the interaction is acknowledged privately meanwhile,
        replies.in_time: the player is told the move is stored, and the board follows.)"""
        say_when_filled(interaction, "host-move-received")
        try:
            result = await acting
        except AlreadyStored as e:
            await self._already_stored(interaction, locale, game_id, e)
            return
        except ServiceError as e:
            if e.code != "host-confirm-resign":
                raise
            await self._confirm_resign(interaction, locale, game_id)
            return
        loaded = result.loaded or await self.service.view(game_id)
        mover = _who(interaction)
        lines = [self._move_line(loaded, result.seat, result.text, locale, mover)]
        lines += [
            self._move_line(loaded, seat_, move, locale, None, automatic=True) for seat_, move in result.automatic
        ]
        await self.announce(interaction, game_id, lines, locale, result, loaded)

    async def _already_stored(
        self, interaction: discord.Interaction[Any], locale: str, game_id: int, error: AlreadyStored
    ) -> None:
        """The move repeats the player's own one that was stored but not announced (a retry):
        say so, with a button to play it a second time; and see that the first gets announced."""
        view = discord.ui.View(timeout=None)
        view.add_item(AgainButton(game_id, error.stored.seq, say(locale, "host-again-button")))
        text = say(locale, "host-already-stored", move=error.params["move"])
        await send(interaction, text, private=True, view=view)
        self.bot.announce_late_soon()

    async def _confirm_resign(self, interaction: discord.Interaction[Any], locale: str, game_id: int) -> None:
        """Leaving a game is asked to confirm however it is typed, as /resign asks."""
        view = discord.ui.View(timeout=None)
        view.add_item(GameButton("resign", game_id, say(locale, "host-resign-button")))
        await send(interaction, say(locale, "host-resign-confirm"), private=True, view=view)

    async def answer(self, interaction: discord.Interaction[Any], game_id: int, seat: int, action: str) -> None:
        """A button or menu answering a decision of one seat."""
        loaded = await self._owner_only(interaction, game_id, seat)
        await self.play(interaction, loaded.adapter, action, game_id=game_id, seat=seat)

    async def choose(
        self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any], actions: list[str]
    ) -> None:
        """A shortcut whose options fit several legal moves (what a tile gives, how an "any" cost
        is paid): which one, asked privately with buttons or a menu of those moves."""
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter)
        loaded = await self.service.view(row.id)
        seat = _playing_seat(loaded, str(interaction.user.id))
        if seat is None:
            raise Refusal("host-not-seated")
        decision = Decision(seat, "choose", actions, menu=len(actions) > MAX_BUTTONS)
        view = decisions_view(row.id, [decision], adapter, loaded.view(seat), locale)
        text = say(locale, "host-choose-one", n=len(actions))
        await send(interaction, text, private=True, view=view if view is not None else discord.utils.MISSING)

    async def show_secret(self, interaction: discord.Interaction[Any], game_id: int, seat: int) -> None:
        """The answers to a seat's secret question, shown to its player alone."""
        locale = await self.locale(interaction)
        loaded = await self._owner_only(interaction, game_id, seat)
        adapter = loaded.adapter
        decisions = [d for d in await asyncio.to_thread(adapter.decisions, loaded.state) if d.seat == seat]
        label = adapter.seat_label(loaded.view(), seat, locale)
        what = " · ".join(say(locale, decision_key(adapter, d.kind, locale)) for d in decisions)
        view = decisions_view(game_id, [_revealed(d) for d in decisions], adapter, loaded.view(seat), locale)
        text = say(locale, "host-secret-choices", seat=label, what=what)
        await send(interaction, text, private=True, view=view if view is not None else discord.utils.MISSING)

    async def _owner_only(self, interaction: discord.Interaction[Any], game_id: int, seat: int) -> Loaded:
        loaded = await self.service.view(game_id)
        owner = next((s for s in loaded.seats if s.seat == seat), None)
        if owner is None or owner.user_id != str(interaction.user.id):
            label = loaded.adapter.seat_label(loaded.view(), seat, locale_of(interaction.locale))
            if not any(s.user_id == str(interaction.user.id) for s in loaded.seats):
                raise Refusal("host-not-seated-button", seat=label)
            raise Refusal("host-not-your-button", seat=label)
        return loaded

    async def announce(
        self,
        interaction: discord.Interaction[Any],
        game_id: int,
        lines: list[str],
        locale: str,
        result: ActResult | None = None,
        loaded: Loaded | None = None,
    ) -> None:
        """The board after a change, what happened, and a mention of whoever must act next
        (`loaded`: the game as the caller already read it after the change).

        The moves `result` stored are claimed first (announced once, whichever process gets them),
        then posted as the answer to the interaction, a new message: Discord notifies the users a
        message mentions when it is made, not when it is edited, and filling a "thinking..."
        deferral is an edit, so the turn's ping would be lost in one. (When drawing is slow, the
        interaction is acknowledged privately meanwhile, replies.in_time, and the board comes as a
        new followup.) If Discord refuses the answer, it is posted as a message of the game's
        channel. What no post reaches is given back for the late announcer. The change is stored
        already: a failure is never told as one."""
        moves: list[MoveRow] = []
        if result is not None:
            # Moves this process stored are its to announce already (held since they were stored).
            moves = result.held or await self.service.claim_announcement(game_id, *result.moves)
            if result.moves[0] <= result.moves[1] and not moves:
                # another process is announcing them (or did)
                await send(interaction, say(locale, "host-move-received"), private=True)
                return
        try:
            post = await self._post(game_id, lines, locale, result, loaded, moves)
        except Exception:
            log.exception("Drawing game %s after a stored change failed", game_id)
            await self.service.not_announced(game_id, moves)
            self.bot.announce_late_soon()
            adapter = (loaded or await self.service.view(game_id)).adapter
            text = say(locale, "host-stored-not-posted", group=adapter.prefix, board=command_name(locale, "board"))
            with contextlib.suppress(discord.HTTPException):
                await send(interaction, text, private=True)
            return
        posted = False
        try:
            await send(interaction, private=False, posted_if_late=False, **post.message())
            posted = True
        except discord.HTTPException as e:
            log.warning("Discord refused the reply to a change of game %s (%s); posting in its channel", game_id, e)
        if not posted:
            header = say(locale, "host-reply-failed", user=f"<@{interaction.user.id}>")
            posted = await self._post_in_channel(game_id, post, header, moves)
        if posted:
            await self.service.announced(game_id, moves)
        else:
            await self.service.not_announced(game_id, moves)
            self.bot.announce_late_soon()

    async def announce_late(self, after_restart: bool = False) -> int:
        """Announce, in their channels, the moves stored but never announced that nobody is
        announcing (the bot stopped, or Discord refused every post). Returns how many posts."""
        posts = 0
        for game_id, pending in (await self.service.unannounced()).items():
            row = await self.service.store.game(game_id, with_state=False)
            if row is None or not self.channels.reachable(row.channel_id):
                continue  # its channel refused the last post: not drawn and posted again for now
            moves = await self.service.claim_announcement(game_id, pending[0].seq, pending[-1].seq)
            if not moves:
                continue
            rest = moves
            try:
                # Those a message in the channel announces were posted by a process that stopped
                # before noting it; the others are posted now.
                shown = await self._announced_in_channel(game_id, moves)
                rest = [m for m in moves if m.seq not in shown]
                if len(rest) < len(moves):
                    await self.service.announced(game_id, [m for m in moves if m.seq in shown])
                posted = True
                if rest:
                    post = await self._late_post(game_id, rest, after_restart)
                    posted = await self._post_in_channel(game_id, post, None, rest)
            except Exception:
                log.exception("Announcing game %s's late moves failed", game_id)
                posted = False
            if posted:
                await self.service.announced(game_id, rest)
                posts += 1
            else:
                await self.service.not_announced(game_id, rest)
        return posts

    async def _late_post(self, game_id: int, moves: list[MoveRow], after_restart: bool) -> Post:
        loaded = await self.service.view(game_id)
        names = {s.user_id: s.user_name for s in loaded.seats}
        users = [m.user_id for m in moves if m.user_id]
        locale = (await self.service.user_settings_of(users[:1]))[users[0]].get("locale", "en") if users else "en"
        at = moves[0].at
        header = say(
            locale,
            "host-late-restart" if after_restart else "host-late",
            time=time.strftime("%H:%M", time.gmtime(at)),
            ts=int(at),
        )
        lines = [header]
        lines += [self._move_line(loaded, m.seat, m.text, locale, plain(names.get(m.user_id or "", ""))) for m in moves]
        return await self._post(game_id, lines, locale, None, loaded, moves)

    async def _post(
        self,
        game_id: int,
        lines: list[str],
        locale: str,
        result: ActResult | None,
        loaded: Loaded | None,
        moves: Sequence[MoveRow],
    ) -> Post:
        loaded = loaded or await self.service.view(game_id)
        adapter = loaded.adapter
        state = result.state if result is not None else loaded.state
        public = loaded.views.view(state, None)
        before = (
            loaded.views.view(result.previous, None) if result is not None and result.previous is not None else None
        )
        png, decisions = await asyncio.gather(
            self.png(adapter, public, before, locale, _names(loaded)), asyncio.to_thread(adapter.decisions, state)
        )
        lines = [*lines, *adapter.headlines(before, public, locale)]
        lines.append(self._next_line(loaded, state, public, decisions, locale))
        if adapter.engine.is_finished(state):  # the final results: each seat's time taken too
            lines += await time_lines(self.service, loaded, locale, finished=True)
        # The image's name says which moves the message announces, all of them: found again in
        # the channel's history, it shows those were posted (and no others).
        name = image_name(adapter.prefix, game_id, [m.seq for m in moves]) if moves else "board.png"
        view = decisions_view(game_id, decisions, adapter, public, locale)
        return Post([line for line in lines if line], png, name, view, loaded.row.channel_id)

    async def _post_in_channel(self, game_id: int, post: Post, header: str | None, moves: Sequence[MoveRow]) -> bool:
        """Post as a message of the game's channel (with a nonce: Discord keeps one message per
        nonce for a few minutes, so a repeat does not show twice). True if Discord took it."""
        if post.channel_id is None:
            return False

        def message() -> dict[str, Any]:
            kwargs = post.message(header)
            if moves:
                kwargs["nonce"] = f"{game_id}m{moves[-1].seq}"
            return kwargs

        return await self.channels.send(post.channel_id, message, f"game {game_id}'s board")

    async def _announced_in_channel(self, game_id: int, moves: Sequence[MoveRow]) -> set[int]:
        """Which of these moves the channel's recent messages announce (by their images' names)."""
        row = (await self.service.view(game_id)).row
        if row.channel_id is None or not self.channels.reachable(row.channel_id):
            return set()
        found: set[int] = set()
        among = {m.seq for m in moves}
        channel = self.bot.get_partial_messageable(int(row.channel_id))
        try:
            async for message in channel.history(limit=HISTORY_LOOKED_AT):
                if message.author.id == getattr(self.bot.user, "id", None):
                    for attachment in message.attachments:
                        found |= announced_by(attachment.filename, game_id, among)
        except discord.HTTPException as e:  # can't read the history: post (a repeat beats a loss)
            log.info("Reading channel %s's history failed: %s", row.channel_id, e)
        return found

    def _move_line(
        self, loaded: Loaded, seat: int, text: str, locale: str, user_name: str | None, automatic: bool = False
    ) -> str:
        adapter = loaded.adapter
        who = adapter.seat_label(loaded.view(), seat, locale)
        public = adapter.public_move(text)
        words = adapter.describe(public, locale)
        if automatic:
            return say(locale, "host-moved-automatically", seat=who, words=words)
        return say(locale, "host-moved", seat=who, user=user_name or "", words=words, move=public)

    def _next_line(self, loaded: Loaded, state: Any, public: View, decisions: Sequence[Decision], locale: str) -> str:
        adapter, engine = loaded.adapter, loaded.adapter.engine
        if engine.is_finished(state):
            scores = engine.scores(state)
            ranking = sorted(scores.items(), key=lambda kv: -kv[1])
            names = {s.seat: s.user_name for s in loaded.seats}
            places = [
                say(
                    locale,
                    "host-place",
                    n=i,
                    seat=adapter.seat_label(public, seat, locale),
                    vp=vp,
                    user=plain(names[seat]),
                )
                for i, (seat, vp) in enumerate(ranking, start=1)
                if seat in names
            ]
            return say(locale, "host-ranking", ranking=" · ".join(places))
        users = {s.seat: s.user_id for s in loaded.seats}
        asked = {d.seat: d.kind for d in decisions}
        parts = []
        for seat in engine.to_decide(state):
            if seat not in users:
                continue
            what = say(locale, decision_key(adapter, asked.get(seat, "move"), locale))
            parts.append(self._who_decides(adapter, public, seat, f"<@{users[seat]}>", what, locale))
        return say(locale, "host-next", who=" · ".join(parts)) if parts else ""

    @staticmethod
    def _who_decides(adapter: GameAdapter[Any], public: View, seat: int, user: str, what: str, locale: str) -> str:
        """'@Ann (Witches) to take a favor tile': the host's words, or the game's own
        (`<prefix>-next-seat`) where its language declines the seat ('é a vez das Bruxas de ...')."""
        own = f"{adapter.prefix}-next-seat"
        key = own if catalogue(locale).has(own) else "host-next-seat"
        name = adapter.seat_term(public, seat)
        label = adapter.seat_label(public, seat, locale)
        return say(locale, key, user=user, seat=label, what=what, name=name or "", known="yes" if name else "no")

    async def legal(
        self,
        interaction: discord.Interaction[Any],
        adapter: GameAdapter[Any],
        typed: str | None = None,
        locale: str | None = None,
    ) -> list[str]:
        """The legal actions of the user typing, in the game of this channel (none if not seated);
        with `typed`, only those autocomplete shows for it (best_matches), then, when they are fewer
        than it shows, those whose words in `locale` match: a Portuguese player types 'vermelho',
        not 'red'."""
        if interaction.channel_id is None:
            return []
        row = await self.service.game_in_channel(str(interaction.channel_id))
        if row is None or row.status != "active" or row.game_type != adapter.name:
            return []
        loaded = await self.service.view(row.id)
        seat = _playing_seat(loaded, str(interaction.user.id))
        if seat is None:
            return []
        # The same state object as the one the decisions after the last move were found in: kept.
        if typed is None:
            return loaded.adapter.legal_actions(loaded.state, seat)
        found = loaded.adapter.legal_matching(loaded.state, seat, typed)
        if locale is None or not typed.strip() or len(found) >= SHOWN:
            return found
        shown = set(found)
        rest = [a for a in loaded.adapter.legal_actions(loaded.state, seat) if a not in shown]
        return found + word_matches(rest, lambda a: loaded.adapter.describe(a, locale), typed, SHOWN - len(found))

    async def png(
        self, adapter: GameAdapter[Any], view: View, before: View | None, locale: str, names: Sequence[str] = ()
    ) -> bytes:
        painter = self.bot.painter
        if painter is None:
            return await asyncio.to_thread(adapter.render, view, before, locale, names)
        return await painter.png(adapter, view, before, locale, names)

    # Looking at the game

    async def board(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any], public: bool) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter, finished=True)
        await acknowledge(interaction, ephemeral=not public)
        loaded = await self.service.view(row.id)
        view = loaded.view()
        png = await self.png(adapter, view, None, locale, _names(loaded))
        text = self._next_line(loaded, loaded.state, view, [], locale) if row.status == "active" else ""
        await send(
            interaction,
            fit([say(locale, "host-board-of", game=row.id), text]),
            private=not public,
            file=discord.File(io.BytesIO(png), filename="board.png"),
        )

    async def plan(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any], text: str) -> None:
        """Moves tried on a private copy of the game: the board and the player's position after
        them, for that player alone; nothing is stored and nobody else is told."""
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter)
        planned = await self.service.plan(row.id, str(interaction.user.id), text)
        await acknowledge(interaction, ephemeral=True)
        loaded = await self.service.view(row.id)
        lines, png = await self.planned(loaded, planned, locale)
        await send(
            interaction, clip("\n".join(lines)), private=True, file=discord.File(io.BytesIO(png), filename="plan.png")
        )

    async def planned(self, loaded: Loaded, planned: Planned, locale: str) -> tuple[list[str], bytes]:
        """A plan told (its moves in words, where it stopped, the player's position) and drawn."""
        adapter = loaded.adapter
        view, before = (
            loaded.views.view(planned.state, planned.seat),
            loaded.views.view(planned.before, planned.seat),
        )
        png = await self.png(adapter, view, before, locale, _names(loaded))
        return plan_lines(adapter, planned, view, locale), await asyncio.to_thread(
            banner, png, say(locale, "host-plan-banner", seat=adapter.seat_label(view, planned.seat, locale))
        )

    async def status(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any]) -> None:
        """The player's own position, from their seat's view, for them alone."""
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter, finished=True)
        loaded = await self.service.view(row.id)
        mine = [s.seat for s in loaded.seats if s.user_id == str(interaction.user.id)]
        if row.status == "lobby":
            names = ", ".join(plain(s.user_name) for s in loaded.seats)
            text = say(locale, "host-lobby-status", game=row.id, n=len(loaded.seats), total=row.seat_count, names=names)
        elif not mine:
            raise Refusal("host-not-seated")
        else:
            text = "\n\n".join(adapter.status(loaded.view(seat), seat, locale) for seat in mine)
        times = await time_lines(self.service, loaded, locale)  # the deadline, each seat's time taken
        await send(interaction, "\n\n".join([text, *times]) if times else text, private=True)

    async def log(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any]) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter, finished=True)
        moves = await self.service.log(row.id, locale)
        shown = moves[-LOG_LINES:]
        while True:  # the latest moves that fit in one message, the frame of the block kept whole
            lines = [f"{m.seq:>4} {m.seat_label}: {m.text}" for m in shown]
            body = "\n".join(lines) or say(locale, "host-no-moves")
            head = say(locale, "host-log-head", game=row.id, shown=len(shown), total=len(moves))
            text = f"{head}\n```\n{clip(body, MAX_CONTENT - len(head) - 10)}\n```"
            if len(text) <= MAX_CONTENT or len(shown) <= 1:
                break
            shown = shown[1:]
        kwargs: dict[str, Any] = {}
        if not adapter.hidden_information or row.status == "finished":
            export = await self.service.export(row.id)  # the whole log: only when nothing in it is secret
            kwargs["file"] = discord.File(io.BytesIO(export.encode()), filename=f"game-{row.id}.txt")
        await send(interaction, text, private=True, **kwargs)

    async def games(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.locale(interaction)
        # In a server: its games. Elsewhere (direct messages): only the games the asker sits in,
        # never other servers' games and their players' names.
        if interaction.guild_id is not None:
            rows = await self.service.list_games(str(interaction.guild_id), statuses=["lobby", "active"])
        else:
            rows = await self.service.list_games(statuses=["lobby", "active"], user_id=str(interaction.user.id))
        lines = []
        for row in rows[:20]:
            loaded = await self.service.view(row.id)
            players = ", ".join(plain(s.user_name) for s in loaded.seats)
            where = f"<#{row.channel_id}>" if row.channel_id else "-"
            status = say(locale, f"host-status-{row.status}")
            title = loaded.adapter.title
            line = say(locale, "host-game-line", game=row.id, title=title, where=where, status=status, players=players)
            lines.append(line)
        none = say(locale, "host-no-games" if interaction.guild_id is not None else "host-no-games-of-yours")
        await send(interaction, "\n".join(lines) or none, private=True)

    async def settings(
        self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any], changes: Mapping[str, bool | None]
    ) -> None:
        locale = await self.locale(interaction)
        current = await self.service.update_user_settings(
            str(interaction.user.id), changes, request_id=str(interaction.id)
        )
        yes, no = say(locale, "host-yes"), say(locale, "host-no")
        lines = [say(locale, "host-settings-now")]
        for setting in adapter.settings:
            words = catalogue(locale).attribute(f"cmd-{adapter.prefix}-settings-{setting.name}", "description")
            value = yes if current.get(setting.key) else no
            lines.append(say(locale, "host-setting-line", setting=words or setting.name, value=value))
        await send(interaction, "\n".join(lines), private=True)

    # Undo and resigning

    async def undo(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any]) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter)
        outcome = await self.service.request_undo(row.id, str(interaction.user.id), request_id=str(interaction.id))
        move = adapter.public_move(outcome.text)
        if outcome.undone:
            line = say(locale, "host-undone", user=_who(interaction), move=move)
            await self.announce(interaction, row.id, [line], locale)
            return
        waiting = " ".join(f"<@{u}>" for u in outcome.waiting_for)
        view = discord.ui.View(timeout=None)
        view.add_item(GameButton("undo", row.id, say(locale, "host-agree-button")))
        text = say(locale, "host-undo-asked", user=_who(interaction), move=move, waiting=waiting)
        await send(interaction, text, private=False, view=view, allowed_mentions=pinging(outcome.waiting_for))

    async def agree_undo(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        locale = await self.locale(interaction)
        outcome = await self.service.approve_undo(game_id, str(interaction.user.id), request_id=str(interaction.id))
        if outcome.undone:
            adapter = (await self.service.view(game_id)).adapter
            move = adapter.public_move(outcome.text)
            line = say(locale, "host-undone", user=_who(interaction), move=move)
            await self.announce(interaction, game_id, [line], locale)
            return
        waiting = " ".join(f"<@{u}>" for u in outcome.waiting_for)
        text = say(locale, "host-undo-still-waiting", waiting=waiting)
        await send(interaction, text, private=False, allowed_mentions=pinging(outcome.waiting_for))

    async def ask_resign(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any]) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter)
        loaded = await self.service.view(row.id)
        if not any(s.user_id == str(interaction.user.id) for s in loaded.seats):
            raise Refusal("host-not-seated")
        await self._confirm_resign(interaction, locale, row.id)

    async def resign(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        locale = await self.locale(interaction)
        result = await self.service.resign(game_id, str(interaction.user.id), request_id=str(interaction.id))
        loaded = await self.service.view(game_id)
        who = loaded.adapter.seat_label(loaded.view(), result.seat, locale)
        line = say(locale, "host-resigned", seat=who, user=_who(interaction))
        await self.announce(interaction, game_id, [line], locale, result, loaded)

    # Replies

    async def report(self, interaction: discord.Interaction[Any], error: BaseException) -> None:
        """The one place refusals and failures are told: privately, to the person who asked."""
        original = getattr(error, "original", error)
        locale = locale_of(interaction.locale)
        if expired(original) or getattr(original, "code", None) == ALREADY_ACKNOWLEDGED:
            # Nothing to tell it with: Discord no longer takes answers to this interaction.
            log.warning("Discord no longer takes answers to %s: %s", what(interaction), original)
            return
        if isinstance(original, Refusal):
            text = say(locale, original.key, **original.params)
        elif isinstance(original, ServiceError):
            text = refusal_text(locale, original)
        elif isinstance(original, app_commands.CheckFailure):
            text = say(locale, "host-not-allowed")
        elif isinstance(original, OUTDATED):
            # Discord's copy of the commands is not this version's (registered before an update,
            # or by a newer one): nothing is wrong with what the player did.
            log.warning(
                "A command Discord has registered differs from this version's: %s (%s)", original, what(interaction)
            )
            text = say(locale, "host-command-outdated")
        else:
            log.error("Unexpected error in %s", interaction.data, exc_info=original)
            text = say(locale, "host-internal-error")
        # A damaged game is told to the whole channel once, then privately to whoever tries it.
        private = not (isinstance(original, GameDamaged) and self._first_damage_report(interaction, original))
        # A request delivered again: worth saying only if its first delivery's answer was not.
        again = isinstance(original, ServiceError) and original.code == "host-duplicate-request"
        try:
            await send(interaction, text, private=private, unless_answered=again)
        except discord.HTTPException:
            log.warning("Could not tell %s: %s", interaction.user, text)

    def _first_damage_report(self, interaction: discord.Interaction[Any], error: GameDamaged) -> bool:
        where = f"game {error.game_id}" if error.game_id is not None else f"channel {interaction.channel_id}"
        if where in self._damage_reported:
            return False
        self._damage_reported.add(where)
        return True


def refusal_text(locale: str, error: ServiceError) -> str:
    """A refusal in words. However long a parameter (a quoted input), the sentence stays short
    enough to be sent, and to be formatted (Fluent gives up on a placeable past 2,500 characters,
    and on a number of more digits than Python's decimals hold: such a number is given as text)."""
    params = {k: _printable(v) for k, v in error.params.items()}
    text = say(locale, error.code, **params)
    if error.nearest:  # a refused move: the legal moves nearest to what was typed
        text += "\n" + say(locale, "host-nearest", moves=" · ".join(f"`{m}`" for m in error.nearest))
    return text


def _printable(value: Any) -> Any:
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= MAX_NUMBER:
        value = str(value)
    return quote(value, MAX_PARAM) if isinstance(value, str) else value


def image_name(prefix: str, game_id: int, seqs: Sequence[int]) -> str:
    """The name of a board's image announcing moves `seqs`: `tm-game4-moves12-14_16.png`."""
    runs: list[list[int]] = []
    for seq in sorted(seqs):
        if runs and seq == runs[-1][1] + 1:
            runs[-1][1] = seq
        else:
            runs.append([seq, seq])
    spans = "_".join(f"{a}-{b}" if a != b else f"{a}" for a, b in runs)
    return f"{prefix}-game{game_id}-moves{spans}.png"


_IMAGE_NAME = re.compile(r"-game(\d+)-moves([0-9_-]+)\.png$")
_OLD_IMAGE_NAME = re.compile(r"-game(\d+)-move(\d+)\.png$")  # posted by earlier versions: the last move only


def announced_by(filename: str, game_id: int, among: set[int]) -> set[int]:
    """The moves of `among` (of game `game_id`) an image of this name announces (image_name's
    inverse; an earlier version's name, `-move14`, named only the last move)."""
    if (old := _OLD_IMAGE_NAME.search(filename)) and int(old[1]) == game_id:
        return among & {int(old[2])}
    m = _IMAGE_NAME.search(filename)
    if m is None or int(m[1]) != game_id:
        return set()
    spans = [span.partition("-") for span in m[2].split("_")]
    bounds = [(int(a), int(b or a)) for a, _, b in spans if a and (b or a).isdigit()]
    return {seq for seq in among if any(a <= seq <= b for a, b in bounds)}


def _who(interaction: discord.Interaction[Any]) -> str:
    """The name of who asked, for a message (shown as typed, mentioning nobody)."""
    return plain(interaction.user.display_name)


def _names(loaded: Loaded) -> list[str]:
    """The players' names by seat (who sits where is public)."""
    by_seat = {s.seat: s.user_name for s in loaded.seats}
    return [by_seat.get(seat, "") for seat in range(loaded.row.seat_count)]


def _playing_seat(loaded: Loaded, user_id: str) -> int | None:
    """The seat a user plays now: the first of theirs that must decide, else their first."""
    mine = [s.seat for s in loaded.seats if s.user_id == user_id]
    if not mine:
        return None
    deciding = [s for s in loaded.adapter.engine.to_decide(loaded.state) if s in mine]
    return deciding[0] if deciding else mine[0]


def _revealed(decision: Decision) -> Decision:
    """A secret question as shown to its own player: its answers, in private."""
    return Decision(decision.seat, decision.kind, decision.actions, decision.menu, secret=False)


def _as_service_error(error: Exception) -> Exception:
    return ServiceError.refused(error) if isinstance(error, RuleError) else error
