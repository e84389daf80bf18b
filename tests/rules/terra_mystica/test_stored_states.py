"""Games stored by earlier versions load and play on: players' databases hold states as JSON.

stored-states-2026-12.json holds three random games (base, Merchants of the Seas, Fire & Ice),
each with its moves and its state as main's code wrote it before issue 25 declared the state's
fields once (12:40 UTC, 2 Dec 2026), at a third and two thirds of the game. Main wrote the same
JSON until a faction's owed counters moved into its `owed` (16:40 UTC, 2 Dec 2026): one field
each before, read into `owed` when such a state loads.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rules.terra_mystica.engine import TerraMysticaEngine, new_state, play
from rules.terra_mystica.notation import parse_turn
from rules.terra_mystica.state import GameState

STORED = json.loads(
    (Path(__file__).parents[2] / "data" / "terra_mystica" / "stored-states-2026-12.json").read_text(encoding="utf-8")
)
CASES = [(game, int(at)) for game in STORED for at in game["stored"]]


def _replayed(game: dict[str, Any], upto: int) -> GameState:
    g = new_state(game["players"], game["seed"], board=game["board"], options=game["options"])
    for seat, text in game["moves"][:upto]:
        play(g, seat, parse_turn(text))
    return g


@pytest.mark.parametrize(("game", "at"), CASES, ids=[f"{g['seed']}@{at}" for g, at in CASES])
def test_an_old_stored_state_loads_as_the_replay_and_plays_on_identically(game: dict[str, Any], at: int) -> None:
    engine = TerraMysticaEngine()
    loaded = engine.from_json(json.loads(json.dumps(game["stored"][str(at)])))
    assert loaded.to_json() == _replayed(game, at).to_json()
    for seat, text in game["moves"][at:]:
        play(loaded, seat, parse_turn(text))
    assert loaded.finished
    assert loaded.to_json() == _replayed(game, len(game["moves"])).to_json()
