"""/tm log and /kf log: the ledger (bot/ledger.py), a page at a time, privately.

/tm log [page]      each move with what it changed; by default the last page (the latest
                    moves); the whole log as a file when nothing in it is secret
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord

from ..games import GameAdapter
from ..i18n import say
from ..ledger import ledger, pages
from .replies import send
from .text import MAX_CONTENT, clip

if TYPE_CHECKING:
    from .table import Table


async def show_log(
    table: Table, interaction: discord.Interaction[Any], adapter: GameAdapter[Any], page: int | None
) -> None:
    locale = await table.locale(interaction)
    row = await table.game_here(interaction, adapter, finished=True)
    entries = await ledger(table.service, row.id, locale)
    book = pages(entries)
    if not book:
        head, body = say(locale, "host-ledger-empty", game=row.id), say(locale, "host-no-moves")
    else:
        number = len(book) if page is None else page
        if not 1 <= number <= len(book):
            from .table import Refusal  # here: the table imports the commands, which import this

            raise Refusal("host-ledger-no-page", page=number, pages=len(book))
        shown = book[number - 1]
        head = say(
            locale,
            "host-ledger-head",
            game=row.id,
            first=shown[0].number,
            last=shown[-1].number,
            total=len(entries),
            page=number,
            pages=len(book),
        )
        body = "\n".join(line for entry in shown for line in entry.lines())
    text = f"{head}\n```\n{clip(body, MAX_CONTENT - len(head) - 10)}\n```"
    kwargs: dict[str, Any] = {}
    if not adapter.hidden_information or row.status == "finished":
        export = await table.service.export(row.id)  # the whole log: only when nothing in it is secret
        kwargs["file"] = discord.File(io.BytesIO(export.encode()), filename=f"game-{row.id}.txt")
    await send(interaction, text, private=True, **kwargs)
