"""Playing through Discord: a move typed or answered with a button, stored then announced; a shortcut
asked which of its moves; a secret question's answers shown to its player; the legal moves for
autocomplete; resigning, confirmed first."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any

import discord

from ...games import Decision, GameAdapter
from ...i18n import locale_of, say
from ...service import ActResult, AlreadyStored, Loaded, ServiceError
from ...suggest import SHOWN, word_matches
from ..components import AgainButton, GameButton, decision_key, decisions_view
from ..replies import say_when_filled, send
from .announcements import Announcements
from .core import Refusal, asker_name, playing_seat

MAX_BUTTONS = 5  # more answers than this come in a menu


class Play(Announcements):
    """Moves from commands and buttons, their refusals and confirmations, and the legal moves offered."""

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
        mover = asker_name(interaction)
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
        seat = playing_seat(loaded, str(interaction.user.id))
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
        seat = playing_seat(loaded, str(interaction.user.id))
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
        line = say(locale, "host-resigned", seat=who, user=asker_name(interaction))
        await self.announce(interaction, game_id, [line], locale, result, loaded)


def _revealed(decision: Decision) -> Decision:
    """A secret question as shown to its own player: its answers, in private."""
    return Decision(decision.seat, decision.kind, decision.actions, decision.menu, secret=False)
