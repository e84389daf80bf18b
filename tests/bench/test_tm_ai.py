"""bench/tm_ai.py: Terra Mystica in the arena, with both expansions, and the comparison with
the recorded games' moves."""

from __future__ import annotations

import functools

from bench import arena, tm_ai


def test_games_with_both_expansions_end_with_no_error_nor_refused_move():
    make_game = functools.partial(tm_ai.TerraMystica, "any", True, True, False)
    records = arena.run(make_game, tm_ai.make_agent, ["easy", "normal", "easy"], games=3, seed=4)
    assert [r.error for r in records] == [None, None, None]
    assert all(len(r.scores) == 3 and min(r.scores) > 0 for r in records)


def test_random_base_factions_are_the_same_for_a_setup():
    game = tm_ai.TerraMystica()
    one, two = game.new(7, 4), game.new(7, 4)
    assert [f.name for f in one.factions.values()] == [f.name for f in two.factions.values()]
    assert len({f.terrain for f in one.factions.values()}) == 4


def test_turns_are_compared_by_what_they_do_on_the_board():
    key = tm_ai.turn_key
    assert key("burn 3. action ACT2") == key("action act2")
    assert key("burn 5. action ACT6. transform F2 to blue. build C3") == key("action ACT6. build C3")
    assert key("upgrade F6 to TE. +FAV11") == key("upgrade F6 to TE")
    assert key("dig 1. transform G2 to yellow") == key("dig 1. transform G2")
    assert key("upgrade F6 to TE") != key("upgrade F6 to SH")


def test_expert_positions_are_turns_of_the_recorded_games():
    positions = tm_ai.expert_positions(tm_ai.GAMES[:1], every=10)
    assert len(positions) > 5
    for _, g, seat, text in positions:
        tm_ai.ENGINE.apply(g, seat, text)
