"""bench/kf_ai.py: Keyflower in the arena, each seat given its own view, and the sweep."""

from __future__ import annotations

import functools

from bench import arena, kf_ai


def test_games_with_the_merchants_end_with_no_error_nor_refused_move():
    make_game = functools.partial(kf_ai.Keyflower, True, "AB")
    records = arena.run(make_game, kf_ai.make_agent, ["easy", "greedy"], games=2, seed=4)
    assert [r.error for r in records] == [None, None]
    assert all(len(r.scores) == 2 for r in records)


def test_an_agent_is_given_its_seat_s_view():
    game = kf_ai.Keyflower()
    g = game.new(3, 3)
    view = game.view(g, 1)
    assert view["players"][1]["workers"] == g.players[1].workers
    assert view["players"][0]["workers"] == "hidden"


def test_the_sweep_counts_what_went_wrong():
    figures = kf_ai.sweep(2, ["random"], seed=5)
    assert figures["games"] == 2 and figures["finished"] == 2
    assert figures["errors"] == figures["refused"] == 0 and figures["decisions"] > 0
