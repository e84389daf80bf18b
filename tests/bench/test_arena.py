"""The arena's rotation, pairing and statistics, on a toy game."""

from __future__ import annotations

import io
import json
from dataclasses import dataclass, field
from typing import Any

import pytest

from bench import arena


@dataclass
class Counting:
    """Each seat in turn names 1, 2 or 3, three times; its score is the sum."""

    seed: int
    totals: list[int]
    turn: int = 0
    moves: list[tuple[int, str]] = field(default_factory=list)


class CountingGame:
    def new(self, seed: int, players: int) -> Counting:
        return Counting(seed, [0] * players)

    def to_move(self, state: Counting) -> int | None:
        n = len(state.totals)
        return None if state.turn >= 3 * n else state.turn % n

    def view(self, state: Counting, seat: int) -> Counting:
        return state

    def apply(self, state: Counting, seat: int, notation: str) -> Counting:
        if notation not in ("1", "2", "3"):
            raise arena.Refused(f"{notation} is not 1, 2 or 3")
        totals = list(state.totals)
        totals[seat] += int(notation)
        return Counting(state.seed, totals, state.turn + 1, [*state.moves, (seat, notation)])

    def scores(self, state: Counting) -> list[float]:
        return [float(t) for t in state.totals]


SEEN: list[tuple[str, int, int]] = []


def make_agent(name: str) -> arena.Agent:
    def agent(view: Any, seat: int, seed: int) -> str:
        SEEN.append((name, seat, seed))
        if name == "crash":
            raise ValueError("no idea")
        return {"high": "3", "low": "1", "mid": "2", "bad": "7", "crash": ""}[name]

    return agent


def test_each_agent_plays_each_seat_once_per_setup():
    records = arena.run(CountingGame, make_agent, ["high", "low", "mid"], games=6, seed=3)
    assert len(records) == 6
    by_setup: dict[int, list[list[str]]] = {}
    for r in records:
        by_setup.setdefault(r.setup, []).append(r.agents)
    assert len(by_setup) == 2  # two setups, each played in three rotations
    for seatings in by_setup.values():
        for seat in range(3):
            assert sorted(s[seat] for s in seatings) == ["high", "low", "mid"]


def test_games_round_up_to_whole_rotations():
    assert len(arena.run(CountingGame, make_agent, ["high", "low"], games=3)) == 4


def test_one_agent_in_every_seat_plays_a_setup_a_game():
    records = arena.run(CountingGame, make_agent, ["mid"] * 4, games=5, seed=3)
    assert len(records) == 5
    assert len({r.setup for r in records}) == 5


def test_figures_pool_the_seats_of_one_name():
    records = arena.run(CountingGame, make_agent, ["high", "low", "low", "low"], games=4)
    figures = arena.tally(records)
    assert figures["high"].games == 4 and figures["low"].games == 12
    assert figures["high"].wins == 4 and figures["low"].wins == 0
    assert figures["high"].score / 4 == 9 and figures["low"].score / 12 == 3
    assert figures["high"].rank / 4 == 1
    assert figures["low"].rank / 12 == 3  # three tied for ranks 2-4
    assert len(figures["high"].times) == 4 * 3  # three decisions a game


def test_ties_share_ranks_and_wins():
    assert arena.ranks([5, 9, 5, 1]) == [2.5, 1, 2.5, 4]
    assert arena.wins([7, 7, 3]) == [0.5, 0.5, 0.0]


def test_wilson_interval():
    low, high = arena.wilson(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-4) and high == pytest.approx(0.9433, abs=1e-4)
    low, high = arena.wilson(0, 20)
    assert low == 0 and high == pytest.approx(0.1611, abs=1e-4)
    assert arena.wilson(0, 0) == (0.0, 1.0)


def test_percentiles_by_nearest_rank():
    values = [float(v) for v in range(1, 101)]
    assert arena.percentile(values, 50) == 50 and arena.percentile(values, 95) == 95
    assert arena.percentile([], 95) == 0


def test_refusals_and_errors_abandon_the_game_and_count_against_their_agent():
    records = arena.run(CountingGame, make_agent, ["high", "bad"], games=2)
    assert all(r.refused and r.agents[r.error_seat or 0] == "bad" for r in records)
    figures = arena.tally(records)
    assert figures["bad"].refusals == 2 and figures["high"].refusals == 0
    assert figures["high"].games == 0  # abandoned games give no scores
    records = arena.run(CountingGame, make_agent, ["crash", "mid"], games=2)
    assert arena.tally(records)["crash"].errors == 2


def test_seeds_are_the_same_for_the_same_run():
    SEEN.clear()
    arena.run(CountingGame, make_agent, ["high", "low"], games=2, seed=5)
    first = list(SEEN)
    SEEN.clear()
    arena.run(CountingGame, make_agent, ["high", "low"], games=2, seed=5)
    assert SEEN == first
    assert len({seed for _, _, seed in first}) == len(first)  # a new seed every decision


def test_report_prints_one_json_line_last():
    out = io.StringIO()
    records = arena.run(CountingGame, make_agent, ["high", "low"], games=2)
    summary = arena.report(records, out)
    last = json.loads(out.getvalue().strip().splitlines()[-1])
    assert last == summary
    assert last["agents"]["high"]["win_rate"] == 1 and last["abandoned"] == 0


def test_worker_processes_give_the_same_records():
    one = arena.run(CountingGame, make_agent, ["high", "mid"], games=4, seed=2)
    two = arena.run(CountingGame, make_agent, ["high", "mid"], games=4, seed=2, jobs=2)
    assert [(r.setup, r.agents, r.scores) for r in one] == [(r.setup, r.agents, r.scores) for r in two]
