"""Telling the channel what changed: the board after a change, its moves in words and whoever must act
next; moves stored but never announced (a stop, a refused post) announced late, found again in the
channel's history by their images' names."""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from locales import catalogue

from ...ai.names import AI_USER, DEFAULT_LEVEL, ai_name, is_ai, mention, player_name
from ...games import Decision, GameAdapter, View
from ...i18n import say
from ...service import ActResult, Loaded
from ...store import MoveRow, SeatRow
from ..components import decision_key, decisions_view
from ..deadline_commands import time_lines
from ..replies import send
from ..text import fit, mentioned, pinging, plain
from .core import TableCore, command_name, player_names

log = logging.getLogger(__name__)

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


class Announcements(TableCore):
    """Posting a change: claimed, drawn, sent as the reply or in the channel, noted as announced."""

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
        seats = {s.seat: s for s in loaded.seats}
        users = [m.user_id for m in moves if m.user_id and m.user_id != AI_USER]  # an AI has no language
        locale = (await self.service.user_settings_of(users[:1]))[users[0]].get("locale", "en") if users else "en"
        at = moves[0].at
        header = say(
            locale,
            "host-late-restart" if after_restart else "host-late",
            time=time.strftime("%H:%M", time.gmtime(at)),
            ts=int(at),
        )
        lines = [header]
        lines += [self._move_line(loaded, m.seat, m.text, locale, self._mover(seats, m, locale)) for m in moves]
        return await self._post(game_id, lines, locale, None, loaded, moves)

    @staticmethod
    def _mover(seats: Mapping[int, SeatRow], move: MoveRow, locale: str) -> str:
        """Who made a stored move, by name: an AI as its seat's AI (or one of that level, the seat
        since given back), a person by the name their seat had."""
        seat = seats.get(move.seat)
        if move.user_id == AI_USER:
            return ai_name(seat.level if seat is not None and is_ai(seat) and seat.level else DEFAULT_LEVEL, locale)
        return plain(seat.user_name) if seat is not None and seat.user_id == move.user_id else ""

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
        # After a move, the image of what it changed, made to be read in a phone's chat; the whole
        # board is a button away. With no move (the start, a late post), the whole board.
        compact = before is not None
        seat = moves[0].seat if moves else None
        png, decisions = await asyncio.gather(
            self.png(adapter, public, before, locale, player_names(loaded, locale), compact, seat),
            asyncio.to_thread(adapter.decisions, state),
        )
        lines = [*lines, *adapter.headlines(before, public, locale)]
        lines.append(self._next_line(loaded, state, public, decisions, locale))
        if adapter.engine.is_finished(state):  # the final results: each seat's time taken too
            lines += await time_lines(self.service, loaded, locale, finished=True)
        # The image's name says which moves the message announces, all of them: found again in
        # the channel's history, it shows those were posted (and no others).
        name = image_name(adapter.prefix, game_id, [m.seq for m in moves]) if moves else "board.png"
        view = decisions_view(game_id, decisions, adapter, public, locale, board=compact)
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
            names = {s.seat: player_name(s, locale) for s in loaded.seats}
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
        users = {s.seat: s for s in loaded.seats}
        asked = {d.seat: d.kind for d in decisions}
        parts = []
        for seat in engine.to_decide(state):
            if seat not in users:
                continue
            what = say(locale, decision_key(adapter, asked.get(seat, "move"), locale))
            parts.append(self._who_decides(adapter, public, seat, mention(users[seat], locale), what, locale))
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
