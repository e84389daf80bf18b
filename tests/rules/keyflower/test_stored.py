"""Games stored before load: states as the engine of main 7d2705a (1 December 2026) stored them
(to_json: the first position of each phase of three random games, and the busiest of an autumn),
with a digest of their legal actions then."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from rules.keyflower.engine import KeyflowerEngine
from rules.keyflower.state import GameState, Group, Tile

ENGINE = KeyflowerEngine()
STORED: list[dict[str, Any]] = json.loads(
    (Path(__file__).parents[2] / "data" / "keyflower" / "stored-states-v1.json").read_text()
)


@pytest.mark.parametrize("stored", STORED, ids=[f"{s['game']}-{s['move']}" for s in STORED])
def test_a_stored_state_loads_the_same_and_plays_on_the_same(stored: dict[str, Any]) -> None:
    g = ENGINE.from_json(stored["state"])
    assert ENGINE.to_json(g) == stored["state"]
    for seat, legal in stored["legal"].items():
        texts = ENGINE.legal_actions(g, int(seat))
        assert len(texts) == legal["count"]
        assert hashlib.sha256("\n".join(texts).encode()).hexdigest() == legal["sha256"]


def test_a_state_stored_before_its_later_fields_takes_their_defaults() -> None:
    data = json.loads(json.dumps(STORED[3]["state"]))
    for p in data["players"]:
        for later in ("pins", "shown_contracts", "winter_offered", "allocated", "resigned"):
            del p[later]
    del data["purple_winner"], data["pending"]
    rows = [t["groups"] for t in data["offer"] if t.get("groups")]
    assert rows
    for groups in rows:
        groups[:] = [row[:4] for row in groups]  # before lying bids and numbered uses
    g = GameState.from_json(data)
    assert all(p.pins == {} and not p.resigned and p.winter_offered is None for p in g.players)
    assert g.pending is None and g.purple_winner is None
    assert all(not grp.lying and grp.use == 0 for t in g.offer for grp in t.groups)


def test_what_is_stored_is_a_copy() -> None:
    tile = Tile("Keywood", "village", resources={"wood": 1}, groups=(Group(0, "red", 1, "bid"),))
    data = tile.to_json()
    assert data == {
        "name": "Keywood",
        "kind": "village",
        "resources": {"wood": 1},
        "groups": [[0, "red", 1, "bid", False, 0]],
    }
    data["resources"]["wood"] = 5
    data["groups"].clear()
    assert tile.resources == {"wood": 1} and len(tile.groups) == 1
    assert Tile.from_json(tile.to_json()) == tile
