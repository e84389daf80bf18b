"""The lobby through Discord: a game opened, joined, left, started or abandoned; the host's changes of seats."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

import discord

from ...ai.names import change_line, is_ai, player_name
from ...deadlines import LobbyDeadline, deadline_words
from ...games import GameAdapter
from ...i18n import say
from ..components import GameButton
from ..replies import send
from ..text import pinging, plain
from .announcements import Announcements
from .core import Refusal, as_service_error, asker_name, command_name


class Lobby(Announcements):
    """Opening, filling and starting games, and the host replacing or dropping a seat."""

    async def new(
        self,
        interaction: discord.Interaction[Any],
        adapter: GameAdapter[Any],
        players: int,
        answers: Mapping[str, Any],
        preference: str | None,
        deadline: LobbyDeadline | None = None,
        ai_seats: Sequence[tuple[str, str | None]] = (),
        hints: bool | None = None,
    ) -> None:
        """Open a game in this channel, the host seated first, then the AI seats asked for: (level,
        faction or None) each; everything is refused before the game is opened. `hints`: whether
        its players may ask the AI for hints (None: the host's default)."""
        locale = await self.locale(interaction)
        deadline = deadline or LobbyDeadline()
        if interaction.channel_id is None or interaction.guild_id is None:
            raise Refusal("host-no-channel")  # not in direct messages, where nobody else could join
        try:
            options = adapter.game_options(answers)
        except Exception as e:  # the rules' refusal of an option (RuleError) is told like any other
            raise as_service_error(e) from e
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
            ai_seats=ai_seats,
        )
        if preference:
            await self.service.prefer(row.id, str(user.id), preference)
        if hints is not None:
            await self.service.set_hints(row.id, str(user.id), hints)
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
        if ai_seats:
            text += "\n" + await self._ai_lines(row.id, players, locale)
        view = discord.ui.View(timeout=None)
        view.add_item(GameButton("join", row.id, say(locale, "host-join-button")))
        await send(interaction, text, private=False, view=view)

    async def _ai_lines(self, game_id: int, players: int, locale: str) -> str:
        """The AI seats of a new game, one line each, with the faction each will play."""
        loaded = await self.service.view(game_id)
        lines = []
        for seat in loaded.seats:
            if is_ai(seat):
                line = say(
                    locale, "ai-added", ai=player_name(seat, locale), game=game_id, n=seat.seat + 1, total=players
                )
                if seat.preference:
                    line += " " + say(
                        locale, "host-ai-plays", choice=loaded.adapter.preference_label(seat.preference, locale)
                    )
                lines.append(line)
        return "\n".join(lines)

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
        await send(interaction, say(locale, "host-left", user=asker_name(interaction), game=row.id), private=False)

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
        self,
        interaction: discord.Interaction[Any],
        adapter: GameAdapter[Any],
        seat: int,
        user: discord.abc.User | None,
        level: str | None = None,
    ) -> None:
        """The host puts another player in a seat (one who left, or a recorded game's seats), hands
        it to an AI of `level`, or gives an AI's seat back to a person."""
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter)
        if (user is None) == (level is None):
            raise Refusal("host-replace-who")
        host, request = str(interaction.user.id), str(interaction.id)
        if level is not None:
            change = await self.service.seat_to_ai(row.id, seat, level, by=host, request_id=request)
        else:
            assert user is not None
            seats = await self.service.store.seats(row.id)
            if not any(s.seat == seat and is_ai(s) for s in seats):
                await self._replace_person(interaction, adapter, row.id, seat, user, locale)
                return
            change = await self.service.seat_to_human(
                row.id, seat, str(user.id), user.display_name, by=host, request_id=request
            )
        loaded = await self.service.view(row.id)
        label = adapter.seat_label(loaded.view(), seat, locale)
        people = [] if is_ai(change.after) else [change.after.user_id]
        after = (
            dataclasses.replace(change.after, user_name=f"<@{change.after.user_id}>") if people else change.after
        )  # pinged
        text = change_line(row.id, change.before, after, label, locale)
        await send(interaction, text, private=False, allowed_mentions=pinging(people))

    async def _replace_person(
        self,
        interaction: discord.Interaction[Any],
        adapter: GameAdapter[Any],
        game_id: int,
        seat: int,
        user: discord.abc.User,
        locale: str,
    ) -> None:
        await self.service.replace(
            game_id, str(interaction.user.id), seat, str(user.id), user.display_name, request_id=str(interaction.id)
        )
        loaded = await self.service.view(game_id)
        label = adapter.seat_label(loaded.view(), seat, locale)
        text = say(locale, "host-replaced", user=f"<@{user.id}>", seat=label, game=game_id)
        await send(interaction, text, private=False, allowed_mentions=pinging([user.id]))

    async def drop(self, interaction: discord.Interaction[Any], adapter: GameAdapter[Any], seat: int) -> None:
        """The host takes out of the game a seat whose player has gone."""
        locale = await self.locale(interaction)
        row = await self.game_here(interaction, adapter)
        result = await self.service.drop(row.id, str(interaction.user.id), seat, request_id=str(interaction.id))
        loaded = await self.service.view(row.id)
        who = adapter.seat_label(loaded.view(), result.seat, locale)
        line = say(locale, "host-resigned", seat=who, user=asker_name(interaction))
        await self.announce(interaction, row.id, [line], locale, result, loaded)
