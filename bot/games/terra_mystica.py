"""Terra Mystica for the host: names, summaries, images, import and export of recorded games."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from rules.core import RuleError
from rules.terra_mystica.commands import faction_available, selection_pending
from rules.terra_mystica.data.factions import FACTIONS, FIRE_ICE_OPTION
from rules.terra_mystica.data.merchants import MERCHANT_FACTIONS, TRADE_MARKERS
from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.data.tiles import BONUS_CARDS
from rules.terra_mystica.engine import DEFAULT_OPTIONS, TerraMysticaEngine, game_options, to_decide
from rules.terra_mystica.ledger import SITE_MAP_IDS, LedgerError, parse_record
from rules.terra_mystica.replay import replay_record
from rules.terra_mystica.state import GameState

from ..i18n.terra_mystica import describe_turn, faction_name, faction_status
from . import Decision, ImportedGame

# Decisions offered as buttons or menus, by the start of their answers.
# (kind, answers' starts, offered as a menu rather than buttons)
DECISION_KINDS: tuple[tuple[str, tuple[str, ...], bool], ...] = (
    ("power", ("leech ", "decline "), False),
    ("favor", ("+FAV",), True),
    ("town", ("+TW",), True),
    ("cult", ("+FIRE", "+WATER", "+EARTH", "+AIR", "+2FIRE", "+2WATER", "+2EARTH", "+2AIR"), False),
    ("spade", ("-SPADE",), False),
    # Merchants of the Seas
    ("trade", ("trade ",), True),
    ("boat", ("boat ", "merchant ", "-MAY_BOAT"), True),
    ("nf1", ("choose ",), True),
    ("harbour", ("harbour ",), True),
    # Fire & Ice
    ("color", ("pick-color ", "-PICK_COLOR"), True),
    ("unlock", ("unlock-terrain ",), True),
    ("token", ("gain P3 for VP", "-GAIN_P3_FOR_VP"), False),
    ("volcano", tuple(f"-{n}{cult}" for n in (3, 4) for cult in ("FIRE", "WATER", "EARTH", "AIR")), False),
)
_EXCHANGE = re.compile(r"convert (\d)W to \1P$")


class TerraMysticaAdapter:
    name = "terra_mystica"
    prefix = "tm"
    title = "Terra Mystica"
    min_seats = 2
    max_seats = 5

    def __init__(self) -> None:
        self._engine = TerraMysticaEngine()

    @property
    def engine(self) -> TerraMysticaEngine:
        return self._engine

    def choose_faction(self, faction: str) -> str:
        return f"setup {faction}"

    def factions(self) -> list[str]:
        return sorted(FACTIONS)

    def faction_conflict(self, taken: list[str], faction: str, options: Mapping[str, Any]) -> RuleError | None:
        """As the engine refuses a choice, before the game starts: Fire & Ice's factions only with
        their option, one faction per terrain (ice, volcano), one of the two variable factions.
        (The colours the expansion's factions pick are not known yet: the engine checks them.)"""
        if not faction_available(faction, game_options(options.get("options", DEFAULT_OPTIONS))):
            return RuleError("tm-fire-ice-option", faction=faction, option=FIRE_ICE_OPTION[faction])
        spec = FACTIONS[faction]
        for other in taken:
            if other == faction:
                return RuleError("tm-faction-taken", faction=faction)
            theirs = FACTIONS[other]
            if theirs.terrain == spec.terrain and spec.terrain != "variable":
                return RuleError("tm-terrain-taken", faction=other, terrain=spec.terrain)
            if spec.board_tag and spec.board_tag == theirs.board_tag:
                return RuleError("tm-variable-taken", faction=other)
        return None

    def choosing_faction(self, state: GameState) -> bool:
        return state.phase == "select-factions"

    def standing_decision(self, state: GameState, seat: int, settings: dict[str, Any]) -> str | None:
        f = state.faction_at(seat)
        if f is None or f.dropped:
            return None
        offer = next((o for o in state.leech_offers if o.recipient == f.name), None)
        if offer is None:
            return None
        gain = min(offer.amount, f.power_capacity())
        if gain <= 1 and settings.get("auto_leech_one"):
            return f"leech {offer.amount} from {offer.source}"
        if gain > 1 and settings.get("auto_decline_costly"):
            return f"decline {offer.amount} from {offer.source}"
        return None

    def decisions(self, state: GameState) -> list[Decision]:
        if state.finished:
            return []
        found: list[Decision] = []
        for seat in to_decide(state):
            legal = self.engine.legal_actions(state, seat)
            if state.phase == "select-factions" and selection_pending(state) is None:
                found.append(Decision(seat, "faction", legal, menu=True))
                continue
            if state.phase == "initial-bonus":
                found.append(Decision(seat, "bonus", legal, menu=True))
                continue
            for kind, starts, menu in DECISION_KINDS:
                answers = [text for text in legal if text.startswith(starts)]
                if answers:
                    found.append(Decision(seat, kind, answers, menu))
            f = state.faction_at(seat)
            if f is not None and f.CONVERT_W_TO_P and f.name == state.active:
                # The Darklings' stronghold exchange: workers to priests now, or not at all.
                answers = [t for t in legal if _EXCHANGE.match(t) or t.endswith("CONVERT_W_TO_P")]
                found.append(Decision(seat, "exchange", answers, False))
        return found

    def describe(self, text: str, locale: str) -> str:
        return describe_turn(text, locale)

    def seat_label(self, state: GameState, seat: int, locale: str) -> str:
        f = state.faction_at(seat)
        if f is not None:
            return faction_name(f.name, locale)
        return f"Lugar {seat + 1}" if locale == "pt-BR" else f"Seat {seat + 1}"

    def status(self, state: GameState, seat: int, locale: str) -> str:
        return faction_status(state, seat, locale)

    def resign_action(self) -> str:
        return "drop-faction"

    def seat_name(self, state: GameState, seat: int) -> str:
        f = state.faction_at(seat)
        return f.display if f else f"Seat {seat + 1}"

    def vp(self, state: GameState) -> dict[str, int]:
        return {f.name: f.VP for f in state.factions.values()}

    def summary(self, state: GameState) -> str:
        g = state
        if g.finished:
            head = "Game over. " + ", ".join(
                f"{f.display} {f.VP}" for f in sorted(g.factions.values(), key=lambda f: -f.VP)
            )
        elif g.phase == "select-factions" and (chooser := selection_pending(g)) is not None:
            what = "pick a colour" if chooser.PICK_COLOR else "take a favor tile"
            head = f"Choosing factions: {chooser.display} to {what}"
        elif g.phase == "select-factions":
            head = f"Choosing factions: seat {to_decide(g)[0] + 1} to choose"
        elif g.round == 0 and g.setup_order:
            who, what = g.setup_order[0]
            if what == "dwelling":
                head = f"Setup: {g.factions[who].display} to place a dwelling"
            elif what == "harbour":
                token = "depot" if who in MERCHANT_FACTIONS else "harbour token"
                head = f"Setup: {g.factions[who].display} to place the {token}"
            else:
                cards = ", ".join(b for b, n in g.pool.items() if b.startswith("BON") and n)
                head = f"Setup: {g.factions[who].display} to pick a bonus card ({cards})"
        elif g.active is None:
            # Between rounds (income: boats, spades, terrains to unlock) or waiting on decisions.
            deciding = [f.display for f in (g.faction_at(s) for s in to_decide(g)) if f is not None]
            head = f"Round {g.round + 1} income: {', '.join(deciding) or 'nobody'} to decide"
            if g.phase == "play":
                head = f"Round {g.round}, turn {g.turn}: {', '.join(deciding) or 'nobody'} to decide"
        else:
            head = f"Round {g.round}, turn {g.turn}: {g.factions[g.active].display} to move"
        lines = [head]
        for name in g.order:
            f = g.factions[name]
            cults = " ".join(f"{c[0]}{v}" for c, v in zip("FWEA", f.cult, strict=True))
            if MERCHANTS in g.options and f.spec.teleport:
                reach = f"reach {f.reach}"  # Fakirs' and Dwarves' reach track gives both ranges
            elif f.spec.teleport:
                reach = f"{f.spec.teleport.kind} {f.teleport_range()}"
            else:
                reach = f"ship {f.ship}"
            if MERCHANTS in g.options:
                reach += f" boats {len(f.boats)} trades {TRADE_MARKERS - f.markers}"
            flags = " (passed)" if f.passed and not g.finished else ""
            flags += " (out)" if f.dropped else ""
            lines.append(
                f"  {f.display:<15} {f.VP:>3} VP  {f.C:>2} C {f.W:>2} W {f.P} P  "
                f"power {f.P1}/{f.P2}/{f.P3}  cults {cults}  {reach} dig {f.dig}{flags}"
            )
        waiting = []
        for o in g.leech_offers:
            waiting.append(f"{g.factions[o.recipient].display}: {o.amount} power from {g.factions[o.source].display}")
        if waiting:
            lines.append("  Power offers: " + "; ".join(waiting))
        return "\n".join(lines)

    def render(self, state: GameState, previous: GameState | None = None, locale: str = "en") -> bytes:
        from rendering.terra_mystica import render

        return render(state, previous, locale)

    def import_record(self, text: str, name: str) -> ImportedGame:
        try:
            record = parse_record(text)
        except LedgerError as e:
            raise ValueError(str(e)) from e
        result = replay_record(record, name)
        if result.first_mismatch is not None:
            m = result.first_mismatch
            raise ValueError(f"line {m.get('row')}: {m.get('reason') or m}")
        setup = result.setup
        names = list(record.players)
        factions: list[str] = setup["factions"]
        if len(names) != len(factions):
            names = [FACTIONS[f].display for f in factions]
        return ImportedGame(
            options=setup["options"],
            seats=setup["seats"],
            seed=setup["seed"],
            seat_names=names,
            moves=list(result.applied),
            final_vp=result.final_vp,
        )

    def export_log(
        self, options: dict[str, Any], seed: str, seat_names: list[str], moves: list[tuple[int, str]]
    ) -> str:
        """The game as the reference site's commands: its setup (options, map, round tiles, bonus
        cards removed, players, factions), then `faction: commands` a turn a line."""
        g = self.engine.new_game(options, len(seat_names), seed)
        lines = [f"option {o}" for o in sorted(g.options)]
        if g.board != "base":
            lines.append(f"map {SITE_MAP_IDS.get(g.board, g.board)}")
        lines.append("score " + ",".join(tile.lower() for tile in g.score_tiles))
        lines += [f"final-scoring {tile}" for tile in g.final_scoring[2:]]
        in_play = {b for b in g.pool if b.startswith("BON")}
        for card, info in BONUS_CARDS.items():
            if card not in in_play and (not info.option or info.option in g.options):
                lines.append(f"delete {card.lower()}")
        lines += [f"player {'_'.join(n.split()) or f'player{i}'}" for i, n in enumerate(seat_names, start=1)]
        faction_of: dict[int, str] = {}
        for seat, text in moves:
            if text.startswith("setup "):
                faction_of[seat] = text.split()[1]
                lines.append(text)
                continue
            faction = faction_of.get(seat, f"seat{seat + 1}")
            if text.strip().lower() in ("drop-faction", "resign"):
                text = f"drop-faction {faction}"  # the site drops a named faction
            lines.append(f"{faction}: {text}")
        return "\n".join(lines) + "\n"
