"""The whole board one tap away: the image posted after a move is the compact one, made for a
phone's chat (render_move); its "Full board" button shows the whole board, privately, to whoever
presses it (the same image as /tm board)."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord

from ..i18n import say
from .replies import acknowledge, send

if TYPE_CHECKING:
    from .table import Table


async def full_board(table: Table, interaction: discord.Interaction[Any], game_id: int) -> None:
    locale = await table.locale(interaction)
    await acknowledge(interaction, ephemeral=True)  # drawing the whole board takes a moment
    loaded = await table.service.view(game_id)
    by_seat = {s.seat: s.user_name for s in loaded.seats}
    names = [by_seat.get(seat, "") for seat in range(loaded.row.seat_count)]
    png = await table.png(loaded.adapter, loaded.view(), None, locale, names)
    file = discord.File(io.BytesIO(png), filename="board.png")
    await send(interaction, say(locale, "host-board-of", game=game_id), private=True, file=file)
