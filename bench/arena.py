"""An arena for game-playing agents, the same for every game: seats rotated, setups paired.

A game plugs in as a `Game` (a new game from a setup seed, whose turn, what a seat sees, apply a
notation, scores; EngineGame gives all but the first from the game's engine); an agent is a function
`(view, seat, seed) -> notation`. Each setup (the game's seed: factions, seats, tiles, whatever the
game draws from it) is played once with each rotation of the agents over the seats, so every agent
meets the same setups from every seat. Decision times are CPU times (time.process_time) of the
agent's call alone. One agent in every seat plays each setup once.

Games call `main(argv, make_game, make_agent)` from their own bench script, which adds the game's
options; see bench/tm_ai.py. The figures, per agent name (seats played by agents of one name are
pooled): games, mean score, mean rank, win rate with its 95 % Wilson interval, decision time
p50/p95/max, errors and refusals; then one JSON line with the same figures.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from multiprocessing import Pool
from typing import Any, Protocol

from rules.core import RuleError

Agent = Callable[[Any, int, int], str]  # (what the seat sees, seat, seed) -> the move's notation


class Refused(Exception):
    """The game refused an agent's move (a Game's `apply` raises it, with the game's reason)."""


class Game(Protocol):
    """One game as the arena plays it."""

    def new(self, seed: int, players: int) -> Any:
        """A new game: everything random (factions, tiles, seats' order) drawn from `seed`."""
        ...

    def to_move(self, state: Any) -> int | None:
        """The seat to decide now (None once the game is finished)."""
        ...

    def view(self, state: Any, seat: int) -> Any:
        """What `seat`'s agent is given (the state itself when nothing is hidden)."""
        ...

    def apply(self, state: Any, seat: int, notation: str) -> Any:
        """The state after `seat` plays `notation` (raises Refused when the rules refuse it)."""
        ...

    def scores(self, state: Any) -> list[float]:
        """The final score of each seat, in seat order."""
        ...


class EngineGame:
    """A Game played through a rules engine's host contract (rules.core.GameEngine): whose turn,
    a move applied (a refusal raised as Refused) and the scores come from the engine; a game's
    bench script adds `new`, and `view` where a seat sees less than the whole state."""

    def __init__(self, engine: Any) -> None:
        self.engine = engine

    def to_move(self, state: Any) -> int | None:
        seats = self.engine.to_decide(state)
        return None if self.engine.is_finished(state) or not seats else seats[0]

    def view(self, state: Any, seat: int) -> Any:
        return state

    def apply(self, state: Any, seat: int, notation: str) -> Any:
        try:
            return self.engine.apply(state, seat, notation).state
        except RuleError as e:
            raise Refused(e.message) from e

    def scores(self, state: Any) -> list[float]:
        by_seat = self.engine.scores(state)
        return [float(by_seat.get(seat, 0)) for seat in range(max(by_seat, default=-1) + 1)]


MAX_DECISIONS = 10_000  # a game still running after this many decisions counts as an error


@dataclass
class GameRecord:
    """One game played: who sat where, the scores, each seat's decision times, what went wrong."""

    setup: int
    rotation: int
    agents: list[str]
    scores: list[float] = field(default_factory=list)
    times: list[list[float]] = field(default_factory=list)  # per seat, CPU seconds a decision
    error: str | None = None  # the game was abandoned: an agent failed or a move was refused
    error_seat: int | None = None
    refused: bool = False


def setup_seed(seed: int, index: int) -> int:
    """The game seed of the `index`-th setup of a run seeded `seed`."""
    return seed * 100_000 + index


def decision_seed(setup: int, rotation: int, decision: int) -> int:
    """The seed an agent is given for one decision: the same game gives the same seeds."""
    return zlib.crc32(f"{setup}:{rotation}:{decision}".encode())


def seating(agents: Sequence[str], rotation: int) -> list[str]:
    """Who sits where in the `rotation`-th game of a setup: the agents shifted by one seat a
    rotation, so over len(agents) rotations each agent plays each seat once."""
    n = len(agents)
    return [agents[(seat - rotation) % n] for seat in range(n)]


def play_game(game: Game, agents: dict[str, Agent], seated: list[str], setup: int, rotation: int) -> GameRecord:
    """Play one game to its end (or to the first failure, which abandons it)."""
    record = GameRecord(setup, rotation, seated, times=[[] for _ in seated])
    state = game.new(setup, len(seated))
    for decision in range(MAX_DECISIONS):
        seat = game.to_move(state)
        if seat is None:
            record.scores = list(game.scores(state))
            return record
        name = seated[seat]
        view = game.view(state, seat)
        start = time.process_time()
        try:
            move = agents[name](view, seat, decision_seed(setup, rotation, decision))
        except Exception as e:  # an agent that fails is a finding, reported with its setup
            record.error, record.error_seat = f"{name} failed: {type(e).__name__}: {e}", seat
            return record
        finally:
            record.times[seat].append(time.process_time() - start)
        try:
            state = game.apply(state, seat, move)
        except Refused as e:
            record.error, record.error_seat, record.refused = f"{name} played {move!r}: refused: {e}", seat, True
            return record
    record.error = f"no end after {MAX_DECISIONS} decisions"
    return record


def ranks(scores: Sequence[float]) -> list[float]:
    """Each seat's rank, 1 the best; tied seats share the mean of the ranks they span."""
    out = []
    for s in scores:
        above = sum(1 for t in scores if t > s)
        tied = sum(1 for t in scores if t == s)
        out.append(above + (tied + 1) / 2)
    return out


def wins(scores: Sequence[float]) -> list[float]:
    """Each seat's share of the win: 1 for the single best, 1/k each for k tied at the top."""
    best = max(scores)
    tied = sum(1 for s in scores if s == best)
    return [1 / tied if s == best else 0.0 for s in scores]


def wilson(successes: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion (successes may be fractional: shared wins)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100) by the nearest rank; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = max(0, math.ceil(q / 100 * len(ordered)) - 1)
    return ordered[k]


@dataclass
class AgentFigures:
    games: int = 0
    score: float = 0.0
    rank: float = 0.0
    wins: float = 0.0
    times: list[float] = field(default_factory=list)
    errors: int = 0
    refusals: int = 0

    def summary(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        n = max(1, self.games)
        return {
            "games": self.games,
            "mean_score": round(self.score / n, 2),
            "mean_rank": round(self.rank / n, 3),
            "win_rate": round(self.wins / n, 4),
            "win_low": round(low, 4),
            "win_high": round(high, 4),
            "decisions": len(self.times),
            "time_p50_ms": round(percentile(self.times, 50) * 1000, 2),
            "time_p95_ms": round(percentile(self.times, 95) * 1000, 2),
            "time_max_ms": round(max(self.times, default=0.0) * 1000, 2),
            "errors": self.errors,
            "refusals": self.refusals,
        }


def tally(records: Sequence[GameRecord]) -> dict[str, AgentFigures]:
    """The figures by agent name. Abandoned games give no scores (their times still count) and
    count one error or refusal against the agent that caused it."""
    out: dict[str, AgentFigures] = {}
    for r in records:
        for name in r.agents:
            out.setdefault(name, AgentFigures())
        for seat, name in enumerate(r.agents):
            out[name].times.extend(r.times[seat] if r.times else [])
        if r.error is not None:
            if r.error_seat is not None:
                figures = out[r.agents[r.error_seat]]
                if r.refused:
                    figures.refusals += 1
                else:
                    figures.errors += 1
            continue
        for name, score, rank, win in zip(r.agents, r.scores, ranks(r.scores), wins(r.scores), strict=True):
            figures = out[name]
            figures.games += 1
            figures.score += score
            figures.rank += rank
            figures.wins += win
    return out


# For a pool of worker processes, the game and the agents are made in each worker from these
# (module-level functions, or functools.partial of them, so that they pickle).
GameMaker = Callable[[], Game]
AgentMaker = Callable[[str], Agent]


def _games(names: Sequence[str], games: int, seed: int) -> Iterator[tuple[int, int, list[str]]]:
    # Seats played by one agent all round need no rotation: its games would be the same setup
    # again (only the decision seeds differ), so every game gets a setup of its own.
    rotations = len(names) if len(set(names)) > 1 else 1
    setups = math.ceil(games / rotations)
    for i in range(setups):
        for r in range(rotations):
            yield setup_seed(seed, i), r, seating(names, r)


_worker: tuple[Game, dict[str, Agent]] | None = None


def _start_worker(make_game: GameMaker, make_agent: AgentMaker, names: Sequence[str]) -> None:
    global _worker
    _worker = (make_game(), {n: make_agent(n) for n in set(names)})


def _play_in_worker(job: tuple[int, int, list[str]]) -> GameRecord:
    assert _worker is not None
    game, agents = _worker
    setup, rotation, seated = job
    return play_game(game, agents, seated, setup, rotation)


def run(
    make_game: GameMaker,
    make_agent: AgentMaker,
    names: Sequence[str],
    games: int,
    seed: int = 1,
    jobs: int = 1,
    progress: Callable[[GameRecord], None] | None = None,
) -> list[GameRecord]:
    """Play `games` games (rounded up to whole sets of rotations) between the agents `names`,
    one a seat, and return their records in order."""
    work = list(_games(names, games, seed))
    records: list[GameRecord] = []
    if jobs <= 1:
        _start_worker(make_game, make_agent, names)
        results: Iterator[GameRecord] = map(_play_in_worker, work)
        for record in results:
            records.append(record)
            if progress:
                progress(record)
        return records
    with Pool(jobs, initializer=_start_worker, initargs=(make_game, make_agent, names)) as pool:
        for record in pool.imap(_play_in_worker, work):
            records.append(record)
            if progress:
                progress(record)
    return records


def report(records: Sequence[GameRecord], out: Any = sys.stdout) -> dict[str, Any]:
    """Print the table of figures and the JSON line; return the JSON's object."""
    figures = {name: f.summary() for name, f in tally(records).items()}
    header = (
        f"{'agent':<12}{'games':>6}{'score':>8}{'rank':>7}{'win':>7}  {'95% interval':<15}"
        f"{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}{'errors':>7}{'refused':>8}"
    )
    print(header, file=out)
    for name, s in figures.items():
        interval = f"[{s['win_low']:.1%}, {s['win_high']:.1%}]"
        print(
            f"{name:<12}{s['games']:>6}{s['mean_score']:>8.1f}{s['mean_rank']:>7.2f}{s['win_rate']:>7.1%}  "
            f"{interval:<15}{s['time_p50_ms']:>9.1f}{s['time_p95_ms']:>9.1f}{s['time_max_ms']:>9.1f}"
            f"{s['errors']:>7}{s['refusals']:>8}",
            file=out,
        )
    for r in records:
        if r.error:
            print(f"setup {r.setup} rotation {r.rotation} {r.agents}: {r.error}", file=out)
    summary = {
        "games": len(records),
        "abandoned": sum(1 for r in records if r.error),
        "agents": figures,
    }
    print(json.dumps(summary), file=out, flush=True)
    return summary


def parser(prog: str) -> argparse.ArgumentParser:
    """The arena's options; a game's bench script adds its own."""
    p = argparse.ArgumentParser(prog=prog)
    p.add_argument("--agents", required=True, help="one agent name a seat, comma-separated: hard,greedy,greedy,greedy")
    p.add_argument("--games", type=int, default=20, help="games to play (rounded up to whole rotations)")
    p.add_argument("--seed", type=int, default=1, help="the run's seed: setups are drawn from it")
    p.add_argument("--players", type=int, help="players a game (default: one a named agent)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (times stay per-process CPU)")
    p.add_argument("--quiet", action="store_true", help="no line per game")
    return p


def agent_names(args: argparse.Namespace) -> list[str]:
    names = [n.strip() for n in args.agents.split(",") if n.strip()]
    players = args.players or len(names)
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise SystemExit(f"{len(names)} agents named for {players} players")
    return names


def main(args: argparse.Namespace, make_game: GameMaker, make_agent: AgentMaker) -> int:
    """Run the arena as `args` (from `parser`) say; 0 when no game was abandoned."""
    names = agent_names(args)

    def line(r: GameRecord) -> None:
        if not args.quiet:
            result = r.error or " ".join(f"{n}={s:g}" for n, s in zip(r.agents, r.scores, strict=True))
            print(f"setup {r.setup} rotation {r.rotation}: {result}", file=sys.stderr, flush=True)

    records = run(make_game, make_agent, names, args.games, args.seed, args.jobs, line)
    summary = report(records)
    return 0 if summary["abandoned"] == 0 else 1
