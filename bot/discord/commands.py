"""The /tm slash commands: arguments, choices and autocomplete. What they do is in table.py.

Every text shown in Discord's command picker is a locale_str, translated by translator.py.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.app_commands import locale_str as _
from discord.ext import commands

from rules.terra_mystica.board import BOARD_IDS
from rules.terra_mystica.data.factions import FACTIONS

from ..i18n import locale_of
from ..i18n.terra_mystica import describe_turn, faction_name, tile_summary
from ..suggest import best_matches

if TYPE_CHECKING:
    from .client import GameBot

MAX_CHOICES = 25
BUILD = re.compile(r"^(?:dig (?P<dig>\d+)\. )?build (?P<hex>\w+)$")
UPGRADE = re.compile(r"^upgrade (?P<hex>\w+) to (?P<building>\w+)$")
TRANSFORM = re.compile(r"^(?:dig (?P<dig>\d+)\. )?transform (?P<hex>\w+)(?: to (?P<terrain>\w+))?$")

BOARD_CHOICES = [
    Choice(name=_("Base game"), value="base"),
    Choice(name=_("Fire & Ice, side 1"), value="fire_and_ice_side1"),
    Choice(name=_("Revised base map (Fire & Ice side 2)"), value="revised_base_fire_and_ice_side2"),
    Choice(name=_("The Lakes (Loon Lakes)"), value="loon_lakes_v1_6"),
    Choice(name=_("The Fjords"), value="fjords_v2_1"),
    Choice(name=_("Arrow"), value="arrow"),
]
assert [c.value for c in BOARD_CHOICES] == list(BOARD_IDS)  # every board, once
BUILDING_CHOICES = [
    Choice(name=_("Trading house"), value="TP"),
    Choice(name=_("Temple"), value="TE"),
    Choice(name=_("Stronghold"), value="SH"),
    Choice(name=_("Sanctuary"), value="SA"),
    Choice(name=_("Shipyard (Merchants of the Seas)"), value="SY"),
]
CULT_CHOICES = [
    Choice(name=_("Fire"), value="FIRE"),
    Choice(name=_("Water"), value="WATER"),
    Choice(name=_("Earth"), value="EARTH"),
    Choice(name=_("Air"), value="AIR"),
]
FINAL_TILE_CHOICES = [
    Choice(name=_("Largest distance in one network"), value="connected-distance"),
    Choice(name=_("Stronghold to sanctuary distance"), value="connected-sa-sh-distance"),
    Choice(name=_("Buildings on the edge in one network"), value="building-on-edge"),
    Choice(name=_("Clusters in one network"), value="connected-clusters"),
    Choice(name=_("Most trade markers (Merchants of the Seas)"), value="trade-markers"),
]
TRACK_CHOICES = [Choice(name=_("Shipping"), value="ship"), Choice(name=_("Digging"), value="dig")]


def _choices(pairs: list[tuple[str, str]]) -> list[Choice[str]]:
    return [Choice(name=name[:100], value=value[:100]) for name, value in pairs[:MAX_CHOICES]]


class TerraMysticaCommands(commands.GroupCog, group_name=_("tm"), group_description=_("Play Terra Mystica")):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        super().__init__()

    @property
    def table(self) -> Any:
        return self.bot.table

    async def _legal(self, interaction: discord.Interaction[Any]) -> list[str]:
        return list(await self.table.legal(interaction))

    # The lobby

    @app_commands.command(name=_("new"), description=_("Open a Terra Mystica game in this channel"))
    @app_commands.rename(
        players=_("players"),
        board=_("board"),
        options=_("options"),
        faction=_("faction"),
        final_tile=_("final_tile"),
        merchants=_("merchants"),
        fire_ice=_("fire_ice"),
    )
    @app_commands.describe(
        players=_("At most this many players (2 to 5); the host may start with fewer"),
        board=_("The map to play on"),
        options=_("Rule options: +name adds one, -name removes one of the usual ones"),
        faction=_("The faction you would like to play"),
        final_tile=_("Fire & Ice's extra final scoring (18/12/6 VP)"),
        merchants=_("Play the expansion Merchants of the Seas (boats, trades, shipyards)"),
        fire_ice=_("Add Fire & Ice's six factions (ice, volcano, Riverwalkers, Shapeshifters)"),
    )
    @app_commands.choices(board=BOARD_CHOICES, final_tile=FINAL_TILE_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction[Any],
        players: app_commands.Range[int, 2, 5] = 5,
        board: str = "base",
        options: str | None = None,
        faction: str | None = None,
        final_tile: str | None = None,
        merchants: bool = False,
        fire_ice: bool = False,
    ) -> None:
        await self.table.new(interaction, players, board, options, faction, final_tile, merchants, fire_ice)

    @app_commands.command(name=_("join"), description=_("Take a seat in this channel's game"))
    @app_commands.rename(faction=_("faction"))
    @app_commands.describe(faction=_("The faction you would like to play"))
    async def join(self, interaction: discord.Interaction[Any], faction: str | None = None) -> None:
        await self.table.join(interaction, None, faction)

    @new.autocomplete("faction")
    @join.autocomplete("faction")
    async def faction_autocomplete(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        locale = locale_of(interaction.locale)
        names = best_matches(sorted(FACTIONS), current)
        return _choices([(f"{faction_name(n, locale)} ({n})", n) for n in names])

    @app_commands.command(name=_("leave"), description=_("Give up your seat before the game starts"))
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        await self.table.leave(interaction)

    @app_commands.command(name=_("start"), description=_("Start the game with the players seated (host only)"))
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        await self.table.start(interaction)

    @app_commands.command(name=_("abandon"), description=_("End this channel's game without a result (host only)"))
    async def abandon(self, interaction: discord.Interaction[Any]) -> None:
        await self.table.abandon(interaction)

    # Moves

    @app_commands.command(name=_("move"), description=_("Play any move in notation, e.g. 'build E5' or 'pass BON3'"))
    @app_commands.rename(action=_("action"))
    @app_commands.describe(action=_("Your move; start typing to see the legal ones"))
    async def move(self, interaction: discord.Interaction[Any], action: str) -> None:
        await self.table.play(interaction, action)

    @move.autocomplete("action")
    async def move_autocomplete(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        locale = locale_of(interaction.locale)
        found = best_matches(await self._legal(interaction), current)
        return _choices([(_labelled(a, locale), a) for a in found])

    @app_commands.command(name=_("build"), description=_("Build a dwelling (digging first if needed)"))
    @app_commands.rename(hex=_("hex"))
    @app_commands.describe(hex=_("Where, e.g. E5"))
    async def build(self, interaction: discord.Interaction[Any], hex: str) -> None:
        wanted = hex.strip().upper()
        legal = await self._legal(interaction)
        found = [a for a in legal if (m := BUILD.match(a)) and m["hex"] == wanted]
        await self.table.play(interaction, found[0] if found else f"build {wanted}")

    @build.autocomplete("hex")
    async def build_autocomplete(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        pairs: dict[str, str] = {}
        for a in await self._legal(interaction):
            m = BUILD.match(a)
            if m and m["hex"] not in pairs:
                pairs[m["hex"]] = f"{m['hex']} (dig {m['dig']})" if m["dig"] else m["hex"]
        hexes = best_matches(list(pairs), current)
        return _choices([(pairs[h], h) for h in hexes])

    @app_commands.command(name=_("upgrade"), description=_("Upgrade one of your buildings"))
    @app_commands.rename(hex=_("hex"), building=_("building"))
    @app_commands.describe(hex=_("The building to upgrade, e.g. E5"), building=_("What it becomes"))
    @app_commands.choices(building=BUILDING_CHOICES)
    async def upgrade(self, interaction: discord.Interaction[Any], hex: str, building: str) -> None:
        await self.table.play(interaction, f"upgrade {hex.strip().upper()} to {building}")

    @upgrade.autocomplete("hex")
    async def upgrade_autocomplete(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        wanted = getattr(interaction.namespace, "building", None)
        targets: dict[str, list[str]] = {}
        for a in await self._legal(interaction):
            m = UPGRADE.match(a)
            if m and (not wanted or m["building"] == wanted):
                targets.setdefault(m["hex"], []).append(m["building"])
        hexes = best_matches(list(targets), current)
        return _choices([(f"{h} → {'/'.join(targets[h])}", h) for h in hexes])

    @app_commands.command(name=_("transform"), description=_("Terraform a hex with spades"))
    @app_commands.rename(hex=_("hex"), terrain=_("terrain"))
    @app_commands.describe(hex=_("Which hex, e.g. E5"), terrain=_("Into which terrain (default: your home terrain)"))
    async def transform(self, interaction: discord.Interaction[Any], hex: str, terrain: str | None = None) -> None:
        wanted = hex.strip().upper()
        legal = await self._legal(interaction)
        for a in legal:
            m = TRANSFORM.match(a)
            if m and m["hex"] == wanted and terrain in (None, m["terrain"]):
                await self.table.play(interaction, a)
                return
        await self.table.play(interaction, f"transform {wanted}" + (f" to {terrain}" if terrain else ""))

    @transform.autocomplete("hex")
    async def transform_autocomplete(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        hexes = list(dict.fromkeys(m["hex"] for a in await self._legal(interaction) if (m := TRANSFORM.match(a))))
        return _choices([(h, h) for h in best_matches(hexes, current)])

    @transform.autocomplete("terrain")
    async def terrain_autocomplete(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        wanted = str(getattr(interaction.namespace, "hex", "") or "").upper()
        terrains = list(
            dict.fromkeys(
                m["terrain"]
                for a in await self._legal(interaction)
                if (m := TRANSFORM.match(a)) and m["terrain"] and (not wanted or m["hex"] == wanted)
            )
        )
        return _choices([(t, t) for t in best_matches(terrains, current)])

    @app_commands.command(name=_("send"), description=_("Send a priest to a cult track"))
    @app_commands.rename(cult=_("cult"), steps=_("steps"))
    @app_commands.describe(cult=_("Which cult track"), steps=_("A particular space: 3, 2, or 1 to step without one"))
    @app_commands.choices(cult=CULT_CHOICES)
    async def send(
        self, interaction: discord.Interaction[Any], cult: str, steps: app_commands.Range[int, 1, 3] | None = None
    ) -> None:
        await self.table.play(interaction, f"send p to {cult}" + (f" for {steps}" if steps else ""))

    @app_commands.command(name=_("action"), description=_("Take a power action or a special action"))
    @app_commands.rename(name=_("name"))
    @app_commands.describe(name=_("The action and what you do with it"))
    async def action(self, interaction: discord.Interaction[Any], name: str) -> None:
        text = name.strip()
        await self.table.play(interaction, text if text.lower().startswith("action") else f"action {text}")

    @action.autocomplete("name")
    async def action_autocomplete(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        locale = locale_of(interaction.locale)
        actions = [a for a in await self._legal(interaction) if a.startswith("action ")]
        typed = current if current.lower().startswith("action") else f"action {current}".strip()
        return _choices([(_labelled(a, locale), a) for a in best_matches(actions, typed)])

    @app_commands.command(name=_("convert"), description=_("Convert resources (power, priests, workers, coins)"))
    @app_commands.rename(what=_("what"))
    @app_commands.describe(what=_("e.g. 3PW to 3C, 1P to 1W"))
    async def convert(self, interaction: discord.Interaction[Any], what: str) -> None:
        text = what.strip()
        await self.table.play(interaction, text if text.lower().startswith("convert") else f"convert {text}")

    @convert.autocomplete("what")
    async def convert_autocomplete(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        locale = locale_of(interaction.locale)
        options = [a[len("convert ") :] for a in await self._legal(interaction) if a.startswith("convert ")]
        return _choices([(f"{o} — {describe_turn('convert ' + o, locale)}", o) for o in best_matches(options, current)])

    @app_commands.command(name=_("burn"), description=_("Burn power: move power from bowl II to bowl III"))
    @app_commands.rename(amount=_("amount"))
    @app_commands.describe(amount=_("How much power reaches bowl III"))
    async def burn(self, interaction: discord.Interaction[Any], amount: app_commands.Range[int, 1, 12]) -> None:
        await self.table.play(interaction, f"burn {amount}")

    @app_commands.command(name=_("pass"), description=_("Pass for this round, taking a bonus card"))
    @app_commands.rename(bonus=_("bonus"))
    @app_commands.describe(bonus=_("The bonus card for the next round (none in the last round)"))
    async def pass_(self, interaction: discord.Interaction[Any], bonus: str | None = None) -> None:
        await self.table.play(interaction, f"pass {bonus.strip().upper()}" if bonus else "pass")

    @pass_.autocomplete("bonus")
    async def bonus_autocomplete(self, interaction: discord.Interaction[Any], current: str) -> list[Choice[str]]:
        locale = locale_of(interaction.locale)
        cards = [a.split()[1] for a in await self._legal(interaction) if a.startswith("pass ") and len(a.split()) == 2]
        return _choices([(f"{c}: {tile_summary(c, locale)}", c) for c in best_matches(cards, current)])

    @app_commands.command(name=_("advance"), description=_("Advance on the shipping or digging track"))
    @app_commands.rename(track=_("track"))
    @app_commands.describe(track=_("Which track"))
    @app_commands.choices(track=TRACK_CHOICES)
    async def advance(self, interaction: discord.Interaction[Any], track: str) -> None:
        await self.table.play(interaction, f"advance {track}")

    # Looking

    @app_commands.command(name=_("board"), description=_("Show the board"))
    @app_commands.rename(public=_("public"))
    @app_commands.describe(public=_("Post it for everyone instead of only for you"))
    async def board(self, interaction: discord.Interaction[Any], public: bool = False) -> None:
        await self.table.board(interaction, public)

    @app_commands.command(name=_("status"), description=_("Your own resources and tiles (only you see it)"))
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        await self.table.status(interaction)

    @app_commands.command(name=_("log"), description=_("The moves played so far, and the whole log as a file"))
    async def log(self, interaction: discord.Interaction[Any]) -> None:
        await self.table.log(interaction)

    @app_commands.command(name=_("games"), description=_("The games being played in this server"))
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        await self.table.games(interaction)

    @app_commands.command(name=_("undo"), description=_("Take back the last move (others affected must agree)"))
    async def undo(self, interaction: discord.Interaction[Any]) -> None:
        await self.table.undo(interaction)

    @app_commands.command(name=_("resign"), description=_("Leave the game under way (asks to confirm)"))
    async def resign(self, interaction: discord.Interaction[Any]) -> None:
        await self.table.ask_resign(interaction)

    @app_commands.command(name=_("settings"), description=_("Your standing decisions, in every game"))
    @app_commands.rename(auto_leech_one=_("accept_one_power"), auto_decline_costly=_("decline_costly_power"))
    @app_commands.describe(
        auto_leech_one=_("Accept offers of 1 power (they cost no VP) without being asked"),
        auto_decline_costly=_("Decline offers of power that cost VP without being asked"),
    )
    async def settings(
        self,
        interaction: discord.Interaction[Any],
        auto_leech_one: bool | None = None,
        auto_decline_costly: bool | None = None,
    ) -> None:
        await self.table.settings(interaction, auto_leech_one, auto_decline_costly)


def _labelled(action: str, locale: str) -> str:
    """An autocomplete entry: the notation, and what it does in words."""
    words = describe_turn(action, locale)
    label = f"{action} — {words}" if words != action else action
    return label if len(label) <= 100 else action[:100]
