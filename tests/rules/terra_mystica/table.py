"""A test table: a game set up with chosen factions and starting dwellings, played through the engine."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest

from rules.core import Event, RuleError
from rules.terra_mystica.commands import selection_pending
from rules.terra_mystica.engine import DEFAULT_OPTIONS, TerraMysticaEngine, new_state, play
from rules.terra_mystica.notation import parse_turn
from rules.terra_mystica.state import OWED, Faction, GameState

ENGINE = TerraMysticaEngine()
# Round 1 scores temples only, so most scenarios score no VP from the round tile.
QUIET_TILES = ["SCORE9", "SCORE4", "SCORE7", "SCORE3", "SCORE5", "SCORE6"]
ALL_BONUS = [f"BON{i}" for i in range(1, 11)]


class Table:
    def __init__(
        self,
        factions: Sequence[str],
        dwellings: dict[str, Sequence[str]],
        bonus: dict[str, str] | None = None,
        score_tiles: Sequence[str] = QUIET_TILES,
        options: Sequence[str] = DEFAULT_OPTIONS,
        bonus_cards: Sequence[str] = ALL_BONUS,
        board: str = "base",
        harbours: dict[str, str] | None = None,
        final_tile: str | None = None,
        colors: dict[str, str] | None = None,
        favors: dict[str, str] | None = None,
    ) -> None:
        g = new_state(
            len(factions),
            "table",
            options=options,
            score_tiles=score_tiles,
            bonus_cards=bonus_cards,
            board=board,
            final_tile=final_tile,
        )
        for seat, name in enumerate(factions):
            play(g, seat, parse_turn(f"setup {name}"))
            # Fire & Ice: colours and the Ice Maidens' favor tile, as soon as they are owed.
            while (waiting := selection_pending(g)) is not None:
                choice = f"pick-color {(colors or {})[waiting.name]}" if waiting.owes("PICK_COLOR") else None
                play(g, waiting.seat, parse_turn(choice or f"+{(favors or {}).get(waiting.name, 'FAV11')}"))
        placed = {name: list(hexes) for name, hexes in dwellings.items()}
        free = iter(b for b in bonus_cards if b not in (bonus or {}).values())
        while g.setup_order:
            name, kind = g.setup_order[0]
            seat = g.factions[name].seat
            if kind == "dwelling":
                play(g, seat, parse_turn(f"build {placed[name].pop(0)}"))
            elif kind == "harbour":
                from rules.terra_mystica.context import Ctx
                from rules.terra_mystica.merchants import harbour_options

                spot = (harbours or {}).get(name) or harbour_options(Ctx(g), g.factions[name])[0]
                play(g, seat, parse_turn(f"harbour {spot}"))
            else:
                card = (bonus or {}).get(name) or next(free)
                play(g, seat, parse_turn(f"pass {card}"))
        self.g = g
        self.events: list[Event] = []

    def f(self, name: str) -> Faction:
        return self.g.factions[name]

    def do(self, name: str, text: str) -> list[Event]:
        outcome = ENGINE.apply(self.g, self.f(name).seat, text)
        self.g = outcome.state
        self.events = outcome.events
        return outcome.events

    def refuse(self, name: str, text: str) -> RuleError:
        """The engine refuses `text`, and the state is exactly as before."""
        before = json.dumps(self.g.to_json(), sort_keys=True)
        with pytest.raises(RuleError) as info:
            ENGINE.apply(self.g, self.f(name).seat, text)
        assert json.dumps(self.g.to_json(), sort_keys=True) == before
        return info.value

    def refusal(self, name: str, text: str) -> tuple[str, dict[str, Any]]:
        """The code and parameters of the refusal of `text` (the state is exactly as before)."""
        error = self.refuse(name, text)
        return error.code, error.params

    def give(self, name: str, **resources: int) -> None:
        """Scenario setup: set a faction's resources (and what it owes, OWED) directly."""
        f = self.f(name)
        for key, value in resources.items():
            if key in OWED:
                f.set_owed(key, value)
            else:
                assert hasattr(f, key), key
                setattr(f, key, value)

    def active(self) -> str | None:
        return self.g.active

    def play_until(self, name: str) -> None:
        """Everyone else passes until `name` is to move (a test shortcut for turn order)."""
        guard = 0
        while self.g.active != name:
            other = self.g.active
            assert other is not None
            cards = [b for b, n in self.g.pool.items() if b.startswith("BON") and n]
            self.do(other, f"pass {cards[0]}" if self.g.round < 6 else "pass")
            guard += 1
            assert guard < 10

    @property
    def state(self) -> GameState:
        return self.g


def place(t: Table, name: str, hex_id: str, btype: str = "D") -> None:
    """Scenario setup: put a building straight on the map (terrain made the faction's home)."""
    g = t.g
    f = g.factions[name]
    g.terrain = {**g.terrain, hex_id: f.terrain}
    if hex_id in g.buildings:
        old = g.buildings[hex_id][1]
        f.levels = {**f.levels, old: f.levels[old] - 1}
    else:
        f.locations += (hex_id,)
    g.buildings = {**g.buildings, hex_id: (name, btype)}
    f.levels = {**f.levels, btype: f.levels[btype] + 1}
