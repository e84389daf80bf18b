"""What players do at the table through Discord: each slash command and button ends up here.

Every change goes to the host (GameService) first; only once it is stored does the bot answer.
A refusal is a private reply and leaves the game as it was. A move is acknowledged at once
(deferred), then the board is drawn off the event loop and posted with whoever must act next.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections import OrderedDict
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from rules.core import quote
from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.engine import FIRE_AND_ICE_PUBLISHED

from ..games import GameAdapter
from ..i18n import locale_of, say
from ..service import ActResult, GameDamaged, GameService, Loaded, ServiceError
from ..store import GameRow
from .components import GameButton, decisions_view

if TYPE_CHECKING:
    from .client import GameBot

log = logging.getLogger(__name__)

# A move that takes longer than this to be stored is acknowledged privately first (Discord
# wants an answer to every interaction within 3 seconds).
ACK_WITHIN = 2.0
LEGAL_CACHE = 512
LOG_LINES = 20
MAX_CONTENT = 2000  # Discord's limit for a message's text
MAX_PARAM = 400  # the longest parameter put in a refusal (a list of choices, a quoted input)
MENTIONS = discord.AllowedMentions(everyone=False, roles=False, users=True)


class Refusal(Exception):
    """A request the bot itself refuses (before asking the host); `key` names the text."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class Table:
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self._legal: OrderedDict[tuple[int, int, int], list[str]] = OrderedDict()
        self._damage_reported: set[str] = set()

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
            await self.service.update_user_settings(user, locale=locale)
        return locale

    async def game_here(self, interaction: discord.Interaction[Any]) -> GameRow:
        if interaction.channel_id is None:
            raise Refusal("host-no-game-here")
        row = await self.service.game_in_channel(str(interaction.channel_id))
        if row is None:
            raise Refusal("host-no-game-here")
        return row

    # The lobby

    async def new(
        self,
        interaction: discord.Interaction[Any],
        players: int,
        board: str,
        options: str | None,
        faction: str | None,
        final_tile: str | None = None,
        merchants: bool = False,
        fire_ice: bool = False,
    ) -> None:
        locale = await self.locale(interaction)
        if interaction.channel_id is None:
            raise Refusal("host-no-channel")
        game_options: dict[str, Any] = {"board": board, "options": parse_options(options or "")}
        chosen = game_options["options"]
        if (merchants or final_tile == "trade-markers") and MERCHANTS not in chosen:
            chosen.append(MERCHANTS)
        if fire_ice:
            # The site's own sets, named one by one so an exported game replays there.
            chosen += [o for o in FIRE_AND_ICE_PUBLISHED if o not in chosen]
        if final_tile:
            game_options["final_tile"] = final_tile
            if final_tile != "trade-markers":
                chosen.append("fire-and-ice-final-scoring")
        user = interaction.user
        row = await self.service.create_game(
            str(user.id),
            user.display_name,
            seats=players,
            options=game_options,
            channel_id=str(interaction.channel_id),
            guild_id=str(interaction.guild_id) if interaction.guild_id else None,
            factions=[faction] if faction else (),  # refused before the game is opened, not after
        )
        if faction:
            await self.service.choose_faction(row.id, str(user.id), faction)
        text = say(locale, "host-game-opened", host=user.display_name, game=row.id, players=players, board=board)
        view = discord.ui.View(timeout=None)
        view.add_item(GameButton("join", row.id, say(locale, "host-join-button")))
        await interaction.response.send_message(text, view=view, allowed_mentions=MENTIONS)

    async def join(self, interaction: discord.Interaction[Any], game_id: int | None, faction: str | None) -> None:
        locale = await self.locale(interaction)
        row = await self.service.store.game(game_id, with_state=False) if game_id else await self.game_here(interaction)
        if row is None:
            raise Refusal("host-no-game-here")
        user = interaction.user
        await self.service.join(row.id, str(user.id), user.display_name, faction)
        loaded = await self.service.view(row.id)
        text = say(
            locale, "host-joined", user=user.display_name, game=row.id, n=len(loaded.seats), total=loaded.row.seat_count
        )
        if faction:
            text += " " + say(locale, "host-wants-faction", faction=faction)
        await interaction.response.send_message(text, allowed_mentions=discord.AllowedMentions.none())

    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction)
        await self.service.leave(row.id, str(interaction.user.id))
        await interaction.response.send_message(
            say(locale, "host-left", user=interaction.user.display_name, game=row.id),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def start(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction)
        result = await self.service.start(row.id, str(interaction.user.id), with_fewer=True)
        await interaction.response.defer(thinking=True)
        await self.announce(interaction, result.game_id, [say(locale, "host-started", game=row.id)], locale, result)

    async def abandon(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction)
        await self.service.abandon(row.id, str(interaction.user.id))
        await interaction.response.send_message(say(locale, "host-abandoned", game=row.id))

    # Playing

    async def play(
        self, interaction: discord.Interaction[Any], text: str, game_id: int | None = None, seat: int | None = None
    ) -> None:
        locale = await self.locale(interaction)
        if game_id is None:
            game_id = (await self.game_here(interaction)).id
        text = " ".join(text.split())
        if not text:
            raise Refusal("host-empty-move")
        acting = asyncio.ensure_future(
            self.service.act(game_id, str(interaction.user.id), text, seat=seat, request_id=str(interaction.id))
        )
        done, _ = await asyncio.wait({acting}, timeout=ACK_WITHIN)
        if not done:
            # Storing is slow right now: answer privately in time, post the board when it is stored.
            await interaction.response.defer(ephemeral=True, thinking=True)
            result = await acting
            await interaction.followup.send(say(locale, "host-move-received"), ephemeral=True)
        else:
            result = acting.result()
            await interaction.response.defer(thinking=True)
        loaded = await self.service.view(game_id)
        lines = [self._move_line(loaded, result.seat, result.text, locale, interaction.user.display_name)]
        lines += [
            self._move_line(loaded, seat_, move, locale, None, automatic=True) for seat_, move in result.automatic
        ]
        await self.announce(interaction, game_id, lines, locale, result, loaded)

    async def answer(self, interaction: discord.Interaction[Any], game_id: int, seat: int, action: str) -> None:
        """A button or menu answering a decision of one seat."""
        locale = await self.locale(interaction)
        loaded = await self.service.view(game_id)
        owner = next((s for s in loaded.seats if s.seat == seat), None)
        if owner is None or owner.user_id != str(interaction.user.id):
            label = loaded.adapter.seat_label(loaded.state, seat, locale)
            if not any(s.user_id == str(interaction.user.id) for s in loaded.seats):
                raise Refusal("host-not-seated-button", seat=label)
            raise Refusal("host-not-your-button", seat=label)
        await self.play(interaction, action, game_id=game_id, seat=seat)

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
        The change is stored already: if posting fails, the player is told so, not that it failed."""
        try:
            await self._announce(interaction, game_id, lines, locale, result, loaded)
        except Exception:
            log.exception("Posting game %s after a stored change failed", game_id)
            with contextlib.suppress(discord.HTTPException):
                await interaction.followup.send(say(locale, "host-stored-not-posted"), ephemeral=True)

    async def _announce(
        self,
        interaction: discord.Interaction[Any],
        game_id: int,
        lines: list[str],
        locale: str,
        result: ActResult | None,
        loaded: Loaded | None,
    ) -> None:
        loaded = loaded or await self.service.view(game_id)
        adapter = loaded.adapter
        state = result.state if result is not None else loaded.state
        previous = result.previous if result is not None else None

        png, decisions = await asyncio.gather(
            self.png(adapter, state, previous, locale), asyncio.to_thread(adapter.decisions, state)
        )
        lines = [*lines, *self._round_lines(previous, state, locale)]
        lines.append(self._next_line(loaded, state, decisions, locale))
        view = decisions_view(game_id, decisions, adapter, state, locale)
        kwargs: dict[str, Any] = {
            "content": "\n".join(line for line in lines if line)[:2000],
            "file": discord.File(io.BytesIO(png), filename="board.png"),
            "allowed_mentions": MENTIONS,
        }
        if view is not None:
            kwargs["view"] = view
        await interaction.followup.send(**kwargs)

    def _move_line(
        self, loaded: Loaded, seat: int, text: str, locale: str, user_name: str | None, automatic: bool = False
    ) -> str:
        adapter = loaded.adapter
        who = adapter.seat_label(loaded.state, seat, locale)
        words = adapter.describe(text, locale)
        if automatic:
            return say(locale, "host-moved-automatically", seat=who, words=words)
        return say(locale, "host-moved", seat=who, user=user_name or "", words=words, move=text)

    def _round_lines(self, previous: Any, state: Any, locale: str) -> list[str]:
        before, after = getattr(previous, "round", None), getattr(state, "round", None)
        if before is not None and after is not None and after > before and after > 0:
            return [say(locale, "host-round-begins", round=after)]
        return []

    def _next_line(self, loaded: Loaded, state: Any, decisions: Sequence[Any], locale: str) -> str:
        adapter, engine = loaded.adapter, loaded.adapter.engine
        if engine.is_finished(state):
            scores = engine.scores(state)
            ranking = sorted(scores.items(), key=lambda kv: -kv[1])
            names = {s.seat: s.user_name for s in loaded.seats}
            places = [
                say(locale, "host-place", n=i, seat=adapter.seat_label(state, seat, locale), vp=vp, user=names[seat])
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
            what = say(locale, f"{adapter.prefix}-decision-{asked.get(seat, 'move')}")
            parts.append(f"<@{users[seat]}> ({adapter.seat_label(state, seat, locale)}) {what}")
        return say(locale, "host-next", who=" · ".join(parts)) if parts else ""

    async def legal(self, interaction: discord.Interaction[Any]) -> list[str]:
        """The legal actions of the user typing, in the game of this channel (none if not seated)."""
        if interaction.channel_id is None:
            return []
        row = await self.service.game_in_channel(str(interaction.channel_id))
        if row is None or row.status != "active":
            return []
        loaded = await self.service.view(row.id)
        mine = [s.seat for s in loaded.seats if s.user_id == str(interaction.user.id)]
        if not mine:
            return []
        engine = loaded.adapter.engine
        deciding = [s for s in engine.to_decide(loaded.state) if s in mine]
        seat = deciding[0] if deciding else mine[0]
        key = (row.id, loaded.row.version, seat)
        found = self._legal.get(key)
        if found is None:
            found = engine.legal_actions(loaded.state, seat)
            self._legal[key] = found
            if len(self._legal) > LEGAL_CACHE:
                self._legal.popitem(last=False)
        return found

    async def png(self, adapter: GameAdapter, state: Any, previous: Any | None, locale: str) -> bytes:
        painter = self.bot.painter
        if painter is None:
            return await asyncio.to_thread(adapter.render, state, previous, locale)
        return await painter.png(adapter, state, previous, locale)

    # Looking at the game

    async def board(self, interaction: discord.Interaction[Any], public: bool) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction)
        await interaction.response.defer(ephemeral=not public, thinking=True)
        loaded = await self.service.view(row.id)
        png = await self.png(loaded.adapter, loaded.state, None, locale)
        text = self._next_line(loaded, loaded.state, [], locale) if row.status == "active" else ""
        await interaction.followup.send(
            say(locale, "host-board-of", game=row.id) + ("\n" + text if text else ""),
            file=discord.File(io.BytesIO(png), filename="board.png"),
            ephemeral=not public,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def status(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction)
        loaded = await self.service.view(row.id)
        mine = [s.seat for s in loaded.seats if s.user_id == str(interaction.user.id)]
        if row.status == "lobby":
            names = ", ".join(s.user_name for s in loaded.seats)
            text = say(locale, "host-lobby-status", game=row.id, n=len(loaded.seats), total=row.seat_count, names=names)
        elif not mine:
            raise Refusal("host-not-seated")
        else:
            text = "\n\n".join(loaded.adapter.status(loaded.state, seat, locale) for seat in mine)
        await interaction.response.send_message(text[:2000], ephemeral=True)

    async def log(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction)
        moves = await self.service.log(row.id)
        loaded = await self.service.view(row.id)
        shown = moves[-LOG_LINES:]
        lines = [f"{m.seq:>4} {loaded.adapter.seat_label(loaded.state, m.seat, locale)}: {m.text}" for m, _ in shown]
        body = "\n".join(lines) or say(locale, "host-no-moves")
        text = say(locale, "host-log-head", game=row.id, shown=len(shown), total=len(moves)) + f"\n```\n{body}\n```"
        export = await self.service.export(row.id)
        await interaction.response.send_message(
            text[:2000], file=discord.File(io.BytesIO(export.encode()), filename=f"game-{row.id}.txt"), ephemeral=True
        )

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
            players = ", ".join(s.user_name for s in loaded.seats)
            where = f"<#{row.channel_id}>" if row.channel_id else "-"
            lines.append(
                say(
                    locale,
                    "host-game-line",
                    game=row.id,
                    where=where,
                    status=say(locale, f"host-status-{row.status}"),
                    players=players,
                )
            )
        text = "\n".join(lines) if lines else say(locale, "host-no-games")
        await interaction.response.send_message(
            text[:2000], ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )

    async def settings(
        self, interaction: discord.Interaction[Any], auto_leech_one: bool | None, auto_decline_costly: bool | None
    ) -> None:
        locale = await self.locale(interaction)
        current = await self.service.update_user_settings(
            str(interaction.user.id), auto_leech_one=auto_leech_one, auto_decline_costly=auto_decline_costly
        )
        yes, no = say(locale, "host-yes"), say(locale, "host-no")
        text = say(
            locale,
            "host-settings-now",
            leech=yes if current.get("auto_leech_one") else no,
            decline=yes if current.get("auto_decline_costly") else no,
        )
        await interaction.response.send_message(text, ephemeral=True)

    # Undo and resigning

    async def undo(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction)
        outcome = await self.service.request_undo(row.id, str(interaction.user.id))
        if outcome.undone:
            await interaction.response.defer(thinking=True)
            line = say(locale, "host-undone", user=interaction.user.display_name, move=outcome.text)
            await self.announce(interaction, row.id, [line], locale)
            return
        waiting = " ".join(f"<@{u}>" for u in outcome.waiting_for)
        view = discord.ui.View(timeout=None)
        view.add_item(GameButton("undo", row.id, say(locale, "host-agree-button")))
        await interaction.response.send_message(
            say(locale, "host-undo-asked", user=interaction.user.display_name, move=outcome.text, waiting=waiting),
            view=view,
            allowed_mentions=MENTIONS,
        )

    async def agree_undo(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        locale = await self.locale(interaction)
        outcome = await self.service.approve_undo(game_id, str(interaction.user.id))
        if outcome.undone:
            await interaction.response.defer(thinking=True)
            line = say(locale, "host-undone", user=interaction.user.display_name, move=outcome.text)
            await self.announce(interaction, game_id, [line], locale)
            return
        waiting = " ".join(f"<@{u}>" for u in outcome.waiting_for)
        await interaction.response.send_message(
            say(locale, "host-undo-still-waiting", waiting=waiting), allowed_mentions=MENTIONS
        )

    async def ask_resign(self, interaction: discord.Interaction[Any]) -> None:
        locale = await self.locale(interaction)
        row = await self.game_here(interaction)
        loaded = await self.service.view(row.id)
        if not any(s.user_id == str(interaction.user.id) for s in loaded.seats):
            raise Refusal("host-not-seated")
        view = discord.ui.View(timeout=None)
        view.add_item(GameButton("resign", row.id, say(locale, "host-resign-button")))
        await interaction.response.send_message(say(locale, "host-resign-confirm"), view=view, ephemeral=True)

    async def resign(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        locale = await self.locale(interaction)
        result = await self.service.resign(game_id, str(interaction.user.id))
        await interaction.response.defer(thinking=True)
        loaded = await self.service.view(game_id)
        who = loaded.adapter.seat_label(loaded.state, result.seat, locale)
        line = say(locale, "host-resigned", seat=who, user=interaction.user.display_name)
        await self.announce(interaction, game_id, [line], locale, result, loaded)

    # Replies

    async def report(self, interaction: discord.Interaction[Any], error: BaseException) -> None:
        """The one place refusals and failures are told: privately, to the person who asked."""
        original = getattr(error, "original", error)
        locale = locale_of(interaction.locale)
        if isinstance(original, Refusal):
            text = say(locale, original.key, **original.params)
        elif isinstance(original, ServiceError):
            # However long a parameter, the sentence stays short enough to be sent (and to be formatted).
            params = {k: quote(v, MAX_PARAM) if isinstance(v, str) else v for k, v in original.params.items()}
            text = say(locale, original.code, **params)
        elif isinstance(original, app_commands.CheckFailure):
            text = say(locale, "host-not-allowed")
        else:
            log.error("Unexpected error in %s", interaction.data, exc_info=original)
            text = say(locale, "host-internal-error")
        # A damaged game is told to the whole channel once, then privately to whoever tries it.
        private = not (isinstance(original, GameDamaged) and self._first_damage_report(interaction, original))
        text = text[:MAX_CONTENT]
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=private)
            else:
                await interaction.response.send_message(text, ephemeral=private)
        except discord.HTTPException:
            log.warning("Could not tell %s: %s", interaction.user, text)

    def _first_damage_report(self, interaction: discord.Interaction[Any], error: GameDamaged) -> bool:
        where = f"game {error.game_id}" if error.game_id is not None else f"channel {interaction.channel_id}"
        if where in self._damage_reported:
            return False
        self._damage_reported.add(where)
        return True


def parse_options(text: str) -> list[str]:
    """Rule options from '+x, -y, z': those of a new game, with x and z added and y removed."""
    from rules.terra_mystica.engine import NEW_GAME_OPTIONS

    chosen = list(NEW_GAME_OPTIONS)
    for word in text.replace(",", " ").split():
        name = word.lstrip("+-").lower()
        if word.startswith("-"):
            chosen = [o for o in chosen if o != name]
        elif name not in chosen:
            chosen.append(name)
    return chosen
