"""Buttons and select menus. Their custom ids carry the game (and seat, and answer), so they keep
working after a restart: discord.py rebuilds them from the id (DynamicItem), not from memory.

Ids start with `tm:`, the bot's namespace since its first release (messages already posted and
scripts that click buttons use it), for every game: the game is the one the id's number names.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any, cast

import discord

from locales import catalogue

from ..games import Decision, GameAdapter, View
from ..i18n import locale_of, say, say_attribute
from .board_button import full_board
from .replies import in_time, send

if TYPE_CHECKING:
    from .client import GameBot

MAX_ROWS = 5
MAX_BUTTONS = 5
MAX_OPTIONS = 25
MAX_VALUE = 100  # a custom id's or a menu value's length
NAMESPACE = "tm"


def _bot(interaction: discord.Interaction[Any]) -> GameBot:
    return cast("GameBot", interaction.client)


async def _safely(interaction: discord.Interaction[Any], work: Awaitable[None]) -> None:
    """Run a component's work, answered in time; a refusal or failure is told to the clicker
    (components have no command tree to do it)."""
    try:
        await in_time(interaction, work)
    except Exception as error:
        await _bot(interaction).table.report(interaction, error)


class AnswerButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=NAMESPACE + r":a:(?P<game>\d+):(?P<seat>\d+):(?P<action>.+)",
):
    """One answer to a decision, e.g. 'leech 2 from nomads', for one seat."""

    def __init__(self, game: int, seat: int, action: str, label: str = "", primary: bool = False) -> None:
        style = discord.ButtonStyle.primary if primary else discord.ButtonStyle.secondary
        custom_id = f"{NAMESPACE}:a:{game}:{seat}:{action}"[:100]
        super().__init__(discord.ui.Button(label=(label or action)[:80], style=style, custom_id=custom_id))
        self.game, self.seat, self.action = game, seat, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AnswerButton:
        label = getattr(item, "label", None) or ""
        return cls(int(match["game"]), int(match["seat"]), match["action"], label)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _safely(interaction, _bot(interaction).table.answer(interaction, self.game, self.seat, self.action))


class AnswerSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=NAMESPACE + r":s:(?P<game>\d+):(?P<seat>\d+):(?P<kind>\w+)",
):
    """A menu of answers (favor tiles, town tiles, factions, bonus cards) for one seat."""

    def __init__(
        self, game: int, seat: int, kind: str, options: list[discord.SelectOption] | None = None, placeholder: str = ""
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"{NAMESPACE}:s:{game}:{seat}:{kind}",
                options=options or [discord.SelectOption(label="-", value="-")],
                placeholder=placeholder[:150] or None,
            )
        )
        self.game, self.seat, self.kind = game, seat, kind

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AnswerSelect:
        options = list(getattr(item, "options", []) or [])
        return cls(int(match["game"]), int(match["seat"]), match["kind"], options)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = self.item.values
        if values:
            await _safely(interaction, _bot(interaction).table.answer(interaction, self.game, self.seat, values[0]))


class SecretButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=NAMESPACE + r":p:(?P<game>\d+):(?P<seat>\d+)"
):
    """A seat's secret question: its player presses it to see the answers, privately."""

    def __init__(self, game: int, seat: int, label: str = "") -> None:
        custom_id = f"{NAMESPACE}:p:{game}:{seat}"
        style = discord.ButtonStyle.primary
        super().__init__(discord.ui.Button(label=(label or "…")[:80], style=style, custom_id=custom_id))
        self.game, self.seat = game, seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> SecretButton:
        return cls(int(match["game"]), int(match["seat"]), getattr(item, "label", None) or "")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _safely(interaction, _bot(interaction).table.show_secret(interaction, self.game, self.seat))


class GameButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=NAMESPACE + r":(?P<kind>join|undo|resign|board):(?P<game>\d+)",
):
    """A button about a whole game: join it, agree to an undo, confirm resigning, see the whole
    board (under the compact image posted after a move)."""

    STYLES = {
        "join": discord.ButtonStyle.success,
        "undo": discord.ButtonStyle.primary,
        "resign": discord.ButtonStyle.danger,
        "board": discord.ButtonStyle.secondary,
    }

    def __init__(self, kind: str, game: int, label: str) -> None:
        custom_id = f"{NAMESPACE}:{kind}:{game}"
        super().__init__(discord.ui.Button(label=label, style=self.STYLES[kind], custom_id=custom_id))
        self.kind, self.game = kind, game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> GameButton:
        return cls(match["kind"], int(match["game"]), getattr(item, "label", None) or match["kind"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _safely(interaction, game_button_work(interaction, self.kind, self.game))


class AgainButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=NAMESPACE + r":again:(?P<game>\d+):(?P<seq>\d+)"
):
    """Play once more a move its player made that was stored but not announced (they mean it twice)."""

    def __init__(self, game: int, seq: int, label: str = "") -> None:
        custom_id = f"{NAMESPACE}:again:{game}:{seq}"
        style = discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=(label or "↻")[:80], style=style, custom_id=custom_id))
        self.game, self.seq = game, seq

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AgainButton:
        return cls(int(match["game"]), int(match["seq"]), getattr(item, "label", None) or "")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _safely(interaction, _bot(interaction).table.again(interaction, self.game, self.seq))


def game_button_work(interaction: discord.Interaction[Any], kind: str, game: int) -> Awaitable[None]:
    table = _bot(interaction).table
    if kind == "join":
        return table.join(interaction, None, game, None)
    if kind == "undo":
        return table.agree_undo(interaction, game)
    if kind == "board":
        return full_board(table, interaction, game)
    return table.resign(interaction, game)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    AnswerButton,
    AnswerSelect,
    SecretButton,
    GameButton,
    AgainButton,
)


def ours(custom_id: str) -> bool:
    return custom_id.startswith(f"{NAMESPACE}:")


def known(custom_id: str) -> bool:
    """Whether a component of ours is one this version of the bot answers (a message posted by an
    older one may hold others)."""
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in DYNAMIC_ITEMS)


async def answer_outdated(interaction: discord.Interaction[Any]) -> None:
    """A component this version no longer has: said to the clicker, rather than Discord's
    "This interaction failed"."""
    await send(interaction, say(locale_of(interaction.locale), "host-button-outdated"), private=True)


async def answer_without_message(interaction: discord.Interaction[Any], custom_id: str) -> bool:
    """Handle one of our components when the interaction carries no message to rebuild it from
    (discord.py needs the message's components for DynamicItem dispatch). True if handled."""
    table = _bot(interaction).table
    data: dict[str, Any] = dict(interaction.data or {})  # type: ignore[arg-type]
    values = [str(v) for v in data.get("values") or []]
    work: Awaitable[None]
    if m := AnswerButton.__discord_ui_compiled_template__.fullmatch(custom_id):
        work = table.answer(interaction, int(m["game"]), int(m["seat"]), m["action"])
    elif (m := AnswerSelect.__discord_ui_compiled_template__.fullmatch(custom_id)) and values:
        work = table.answer(interaction, int(m["game"]), int(m["seat"]), values[0])
    elif m := SecretButton.__discord_ui_compiled_template__.fullmatch(custom_id):
        work = table.show_secret(interaction, int(m["game"]), int(m["seat"]))
    elif m := GameButton.__discord_ui_compiled_template__.fullmatch(custom_id):
        work = game_button_work(interaction, m["kind"], int(m["game"]))
    elif m := AgainButton.__discord_ui_compiled_template__.fullmatch(custom_id):
        work = table.again(interaction, int(m["game"]), int(m["seq"]))
    else:
        return False
    await _safely(interaction, work)
    return True


def in_message(interaction: discord.Interaction[Any], custom_id: str) -> bool:
    """Whether the clicked component is in the interaction's message (so discord.py dispatches it)."""
    message = interaction.message
    if message is None:
        return False
    view = discord.ui.View.from_message(message, timeout=None)
    return any(getattr(item, "custom_id", None) == custom_id for item in view.walk_children())


def decisions_view(
    game: int, decisions: list[Decision], adapter: GameAdapter[Any], view: View, locale: str, board: bool = False
) -> discord.ui.View | None:
    """One row for each seat's question: buttons for few answers, a menu for tiles and factions, a
    button showing the answers privately for a secret question; with `board` (the post shows the
    compact image of a move), a last row with the "Full board" button. `view` is what the
    message's readers may see (the public view for a public message). Discord refuses a message
    with two components of one custom id: a seat has one secret button however many secret
    questions it has, an answer is offered once."""
    out = discord.ui.View(timeout=None)
    used: set[str] = set()
    row = 0
    secret_row, in_secret_row = -1, MAX_BUTTONS  # secret questions' buttons share rows
    for decision in decisions:
        who = adapter.seat_label(view, decision.seat, locale)
        if decision.secret:
            secret = SecretButton(game, decision.seat, say(locale, "host-secret-button", seat=who))
            if secret.custom_id in used:
                continue
            if in_secret_row == MAX_BUTTONS:
                if row == MAX_ROWS:
                    continue
                secret_row, in_secret_row, row = row, 0, row + 1
            secret.row = secret_row
            out.add_item(secret)
            used.add(secret.custom_id)
            in_secret_row += 1
            continue
        if row == MAX_ROWS:
            continue
        prefix = len(f"{NAMESPACE}:a:{game}:{decision.seat}:")
        actions = list(dict.fromkeys(decision.actions))
        # An answer is carried whole in its id (buttons) or value (menus), or not offered here:
        # /move still plays it.
        if decision.menu or len(actions) > MAX_BUTTONS:  # more answers than a row of buttons holds
            answers = [a for a in actions if len(a) <= MAX_VALUE][:MAX_OPTIONS]
            options = [
                discord.SelectOption(
                    label=adapter.answer_label(a, locale)[:100] or a[:100],
                    value=a,
                    description=(adapter.answer_description(a, locale) or "")[:100] or None,
                )
                for a in answers
            ]
            prompt = say_attribute(locale, decision_key(adapter, decision.kind, locale), "prompt")
            menu = AnswerSelect(game, decision.seat, decision.kind, options, f"{who}: {prompt}")
            if not options or menu.custom_id in used:
                continue
            menu.row = row
            out.add_item(menu)
            used.add(menu.custom_id)
        else:
            buttons = [
                AnswerButton(game, decision.seat, a, f"{who}: {adapter.answer_label(a, locale)}")
                for a in actions
                if prefix + len(a) <= MAX_VALUE
            ]
            buttons = [b for b in buttons if b.custom_id not in used][:MAX_BUTTONS]
            if not buttons:
                continue
            for i, button in enumerate(buttons):
                button.item.style = discord.ButtonStyle.primary if i == 0 else discord.ButtonStyle.secondary
                button.row = row
                out.add_item(button)
                used.add(button.custom_id)
        row += 1
    if board and row < MAX_ROWS:  # else every row holds a question: /board still shows it
        whole = GameButton("board", game, say(locale, "host-full-board-button"))
        whole.row = row
        out.add_item(whole)
    return out if out.children else None


def decision_key(adapter: GameAdapter[Any], kind: str, locale: str) -> str:
    """The catalogue's words for a kind of question: the game's, else the host's."""
    key = f"{adapter.prefix}-decision-{kind}"
    return key if catalogue(locale).has(key) else f"host-decision-{kind}"
