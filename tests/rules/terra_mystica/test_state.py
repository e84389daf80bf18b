"""The state's declarations: what a faction's turn owes, and copies that share nothing changed in place."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest

from rules.terra_mystica.context import Ctx
from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.engine import DEFAULT_OPTIONS, FIRE_AND_ICE_PUBLISHED, new_state, play
from rules.terra_mystica.notation import parse_turn
from rules.terra_mystica.simulate import play_random_game
from rules.terra_mystica.state import OWED_IN_TURN, PENDING, Faction
from rules.terra_mystica.turns import detect_incomplete


def _owing(name: str, amount: int) -> tuple[Ctx, Faction]:
    g = new_state(2, "owed")
    f = Faction.new("witches", 0)
    g.factions = {f.name: f}
    setattr(f, name, amount)
    return Ctx(g), f


@pytest.mark.parametrize("name", list(PENDING))
def test_a_turn_is_incomplete_exactly_while_it_owes_a_counter_owed_in_the_turn(name: str) -> None:
    ctx, f = _owing(name, 1)
    # The Darklings' exchange is owed, now or never, with strict-darkling-sh (a default).
    strict = name == "CONVERT_W_TO_P" and "strict-darkling-sh" in ctx.g.options
    assert detect_incomplete(ctx, f) == (name in OWED_IN_TURN or strict)
    f.dropped = True
    assert not detect_incomplete(ctx, f)


def test_the_owed_counters_are_the_fields_marked_owed() -> None:
    marked = {f.name: f.metadata["owed"] for f in fields(Faction) if "owed" in f.metadata}
    assert list(marked) == list(PENDING)
    assert set(OWED_IN_TURN) == {name for name, until in marked.items() if until == "turn"}
    assert {name for name, until in marked.items() if until != "turn"} == {
        "TF_NEED_HEX_ADJACENCY", "TELEPORT_NO_TF", "CULTS_ON_SAME_TRACK", "CONVERT_W_TO_P", "GAIN_P3_FOR_VP"
    }  # fmt: skip


@pytest.mark.parametrize(("players", "merchants", "fire_ice"), [(4, False, False), (5, True, False), (3, False, True)])
def test_playing_on_a_copy_leaves_the_original_as_it_was(players: int, merchants: bool, fire_ice: bool) -> None:
    """A copy shares only values (numbers, words, tuples, frozensets, mappings replaced on
    change): the rest of a game played on copies of a position changes nothing of it."""
    seed = f"copies-{players}-{merchants}-{fire_ice}"
    game = play_random_game(seed, players, merchants=merchants, fire_ice=fire_ice)
    assert game.finished
    options = [*DEFAULT_OPTIONS, *([MERCHANTS] if merchants else []), *(FIRE_AND_ICE_PUBLISHED if fire_ice else [])]
    g = new_state(players, seed, options=options)
    kept = []
    for i, (seat, text) in enumerate(game.history):
        if i % 10 == 0:
            kept.append((g, json.dumps(g.to_json())))
            g = g.copy()
        play(g, seat, parse_turn(text))
    assert g.finished
    for position, stored in kept:
        assert json.dumps(position.to_json()) == stored
