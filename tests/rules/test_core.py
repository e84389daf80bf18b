"""The game-agnostic engine contract, exercised through Terra Mystica."""

import json

import pytest

from rules.core import RuleError, seeded_rng
from rules.terra_mystica.engine import TerraMysticaEngine

ENGINE = TerraMysticaEngine()


def test_same_seed_same_game_and_different_seeds_differ():
    a = ENGINE.new_game({}, 4, "seed-1")
    b = ENGINE.new_game({}, 4, "seed-1")
    c = ENGINE.new_game({}, 4, "seed-2")
    assert ENGINE.to_json(a) == ENGINE.to_json(b)
    assert (a.score_tiles, sorted(a.pool)) != (c.score_tiles, sorted(c.pool))
    assert seeded_rng("x").random() == seeded_rng("x").random()


def test_factions_are_chosen_by_seat_through_actions():
    g = ENGINE.new_game({}, 2, 7)
    assert ENGINE.to_decide(g) == [0]
    assert "setup witches" in ENGINE.legal_actions(g, 0)
    g = ENGINE.apply(g, 0, "setup witches").state
    assert ENGINE.to_decide(g) == [1]
    assert "setup auren" not in ENGINE.legal_actions(g, 1)  # forest is taken
    g = ENGINE.apply(g, 1, "setup engineers").state
    assert ENGINE.to_decide(g) == [0]  # the first dwelling


def test_apply_returns_a_new_state_and_leaves_the_old_one_alone():
    g = ENGINE.new_game({"factions": ["witches", "engineers"]}, 2, 7)
    before = json.dumps(ENGINE.to_json(g), sort_keys=True)
    outcome = ENGINE.apply(g, 0, "build F4")
    assert json.dumps(ENGINE.to_json(g), sort_keys=True) == before
    assert outcome.state.buildings["F4"] == ("witches", "D")


def test_refusal_names_the_reason_and_changes_nothing():
    g = ENGINE.new_game({"factions": ["witches", "engineers"]}, 2, 7)
    before = json.dumps(ENGINE.to_json(g), sort_keys=True)
    with pytest.raises(RuleError) as info:
        ENGINE.apply(g, 0, "build E7")
    assert info.value.code == "tm-start-on-home" and info.value.params["terrain"] == "green"
    assert json.dumps(ENGINE.to_json(g), sort_keys=True) == before


def test_json_round_trip_of_a_game_in_progress():
    g = ENGINE.new_game({"factions": ["witches", "engineers", "nomads"]}, 3, 11)
    for seat, text in [(0, "build F4"), (1, "build E7"), (2, "build F3"), (2, "build D3")]:
        g = ENGINE.apply(g, seat, text).state
    data = json.loads(json.dumps(ENGINE.to_json(g)))
    again = ENGINE.from_json(data)
    assert ENGINE.to_json(again) == ENGINE.to_json(g)
    assert ENGINE.view(again, None) == ENGINE.view(g, 0)  # no hidden information in Terra Mystica


def test_options_and_seat_counts_are_checked():
    with pytest.raises(RuleError, match="^tm-seats"):
        ENGINE.new_game({}, 6, 1)
    with pytest.raises(RuleError, match="^tm-unknown-options"):
        ENGINE.new_game({"options": ["no-such-rule"]}, 3, 1)
    with pytest.raises(RuleError, match="^tm-unknown-board"):
        ENGINE.new_game({"board": "atlantis"}, 3, 1)


def test_scores_and_finish():
    g = ENGINE.new_game({"factions": ["witches", "engineers"]}, 2, 3)
    assert ENGINE.scores(g) == {0: 20, 1: 20}
    assert not ENGINE.is_finished(g)
