"""Benchmark: Terra Mystica's AI players against each other, in bench/arena.py, and against
the moves of the recorded tournament games.

    python bench/tm_ai.py --agents hard,greedy,greedy,greedy --games 200 [--seed 1] [--jobs 1]
        [--board base|revised|fire-ice|lakes|fjords|any] [--merchants] [--fire-ice] [--pick]
    python bench/tm_ai.py --experts normal,hard [--games-from 0 --games-to 49] [--every 1]

Arena: agents random, greedy, easy, normal, hard (rules.terra_mystica.ai.choose's levels and
baselines). Each setup (seed: scoring tiles, bonus cards, and the factions, drawn at random from
the base game's unless `--pick` lets the agents choose them, or `--fire-ice` adds Fire & Ice's)
is played once with each rotation of the agents over the seats. Prints per agent: games, mean
VP, mean rank, win rate with its 95 % interval, CPU time a decision p50/p95/max, errors and
refused moves; then one JSON line with the same figures.

Experts: at each turn of the recorded 4-player league games (tests/data/terra_mystica, sorted by
name; `--games-from/--games-to` select a slice, so that tuning and reporting use different
games), how often the level's best turn is the player's (top-1) or among its three best
(top-3). Turns are compared by what they do on the board (conversions and the spades dug are
left out: `burn 3. action ACT2` is `action ACT2`); power offers and `wait` are not counted.
Prints one JSON line a level.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import arena  # noqa: E402
from rules.terra_mystica.actions import Adjust, Build, Burn, Convert, Decline, Dig, Leech, Transform, Wait  # noqa: E402
from rules.terra_mystica.ai import choose, evaluate, players, search  # noqa: E402
from rules.terra_mystica.board import BOARD_ALIASES, BOARD_IDS  # noqa: E402
from rules.terra_mystica.data.factions import FACTIONS  # noqa: E402
from rules.terra_mystica.data.merchants import OPTION as MERCHANTS  # noqa: E402
from rules.terra_mystica.engine import (  # noqa: E402
    DEFAULT_OPTIONS,
    FIRE_AND_ICE_PUBLISHED,
    TerraMysticaEngine,
    new_state,
)
from rules.terra_mystica.ledger import parse_record  # noqa: E402
from rules.terra_mystica.notation import format_turn, parse_turn  # noqa: E402
from rules.terra_mystica.replay import replay_record  # noqa: E402

ENGINE = TerraMysticaEngine()


def base_factions(rng: random.Random, players: int) -> list[str]:
    """Base-game factions of different terrains, at random."""
    names = sorted(n for n, spec in FACTIONS.items() if not spec.expansion)
    rng.shuffle(names)
    chosen: list[str] = []
    for name in names:
        if all(FACTIONS[name].terrain != FACTIONS[c].terrain for c in chosen):
            chosen.append(name)
    return chosen[:players]


class TerraMystica(arena.EngineGame):
    """Terra Mystica as the arena plays it (no hidden information: a seat sees the state)."""

    def __init__(self, board: str = "base", merchants: bool = False, fire_ice: bool = False, pick: bool = False):
        super().__init__(ENGINE)
        self.board = board
        self.options = [
            *DEFAULT_OPTIONS,
            *([MERCHANTS] if merchants else []),
            *(FIRE_AND_ICE_PUBLISHED if fire_ice else []),
        ]
        # With Fire & Ice's factions in play the agents choose them (colours and all).
        self.pick = pick or fire_ice

    def new(self, seed: int, players: int) -> Any:
        board = random.Random(f"board:{seed}").choice(BOARD_IDS) if self.board == "any" else self.board
        g = new_state(players, seed, board=board, options=self.options)
        if not self.pick:
            for seat, name in enumerate(base_factions(random.Random(f"factions:{seed}"), players)):
                g = ENGINE.apply(g, seat, f"setup {name}").state
        return g


def _agent(
    level: str, weights: list[float] | None, settings: Any, temperature: float | None, view: Any, seat: int, seed: int
) -> str:
    before = evaluate.use(weights) if weights is not None else None
    searched = search.use(settings) if settings is not None else None
    slips = players.EASY_TEMPERATURE[0]
    if temperature is not None:
        players.EASY_TEMPERATURE[0] = temperature
    try:
        return choose(view, seat, level=level, seed=seed)
    finally:
        if before is not None:
            evaluate.use(before)
        if searched is not None:
            search.use(searched)
        players.EASY_TEMPERATURE[0] = slips


def make_agent(name: str) -> arena.Agent:
    """A level by name, to compare variants side by side: `LEVEL@FILE` weighs with the weights
    in FILE (a JSON object by feature name, as --tune prints them under "weights");
    `hard:width=12:rounds=2` searches with those settings; `easy:temperature=3` slips more
    (players.EASY_TEMPERATURE)."""
    name, _, path = name.partition("@")
    level, *changes = name.split(":")
    weights = None
    if path:
        data = json.loads(Path(path).read_text())
        weights = evaluate.vector(data.get("weights", data))
    fields = dict(c.split("=") for c in changes)
    temperature = float(fields.pop("temperature")) if "temperature" in fields else None
    steps: dict[str, Any] = {k: int(v) for k, v in fields.items()}
    settings = dataclasses.replace(search.HARD, **steps) if fields else None
    return functools.partial(_agent, level, weights, settings, temperature)


GAMES = sorted((ROOT / "tests" / "data" / "terra_mystica").glob("4pLeague_*.txt"))
_IGNORED = (Burn, Convert, Dig, Wait, Leech, Decline, Adjust)


def turn_key(text: str) -> frozenset[str]:
    """What a turn does on the board, as the comparison with experts reads it: no conversions,
    spades dug nor tiles taken, and a transformation only when nothing is built."""
    kept = [c for c in parse_turn(text) if not isinstance(c, _IGNORED)]
    builds = any(isinstance(c, Build) for c in kept)
    return frozenset(
        f"transform {c.hex}" if isinstance(c, Transform) else format_turn([c])
        for c in kept
        if not (builds and isinstance(c, Transform))
    )


def expert_positions(paths: list[Path], every: int = 1) -> list[tuple[str, Any, int, str]]:
    """(game, state before, seat, the player's turn) for the turns of the recorded games worth
    comparing (not power offers, waits, choices of faction or starting dwellings)."""
    out = []
    for path in paths:
        result = replay_record(parse_record(path.read_text()), path.name)
        setup = result.setup
        g = ENGINE.new_game(setup["options"], setup["seats"], setup["seed"])
        for i, (seat, text) in enumerate(result.applied):
            if g.phase == "play" and turn_key(text) and i % every == 0:
                out.append((path.name, g, seat, text))
            g = ENGINE.apply(g, seat, text).state
    return out


def experts(levels: list[str], paths: list[Path], every: int) -> int:
    import time

    from rules.terra_mystica.ai import ranked

    positions = expert_positions(paths, every)
    for level in levels:
        top1 = top3 = 0
        times = []
        for n, (_, g, seat, text) in enumerate(positions):
            start = time.process_time()
            ranking = ranked(g, seat, level=level, seed=n)
            times.append(time.process_time() - start)
            want = turn_key(text)
            keys = [turn_key(r.move) for r in ranking]
            top1 += keys[:1] == [want]
            top3 += want in keys
        line = {
            "level": level,
            "games": len(paths),
            "turns": len(positions),
            "top1": round(top1 / len(positions), 4),
            "top3": round(top3 / len(positions), 4),
            "time_p50_ms": round(arena.percentile(times, 50) * 1000, 1),
        }
        print(json.dumps(line), flush=True)
    return 0


def expert_choices(positions: list[tuple[str, Any, int, str]]) -> tuple[Any, Any, Any, int]:
    """For each expert turn found among the AI's options: every option's figures (column 0: VP
    and the final scoring as it stands; then features.NAMES), which options are the expert's,
    and where each turn's options begin. Also the number of turns whose move wasn't found."""
    import numpy as np

    from rules.terra_mystica.ai import moves
    from rules.terra_mystica.ai.evaluate import value
    from rules.terra_mystica.ai.features import features, final_now
    from rules.terra_mystica.context import Ctx

    rows: list[list[float]] = []
    match: list[bool] = []
    starts: list[int] = []
    missing = 0
    for _, g, seat, text in positions:
        opts = moves.options(g, seat, settle=value)
        want = turn_key(text)
        keys = [turn_key(o.text) for o in opts]
        if want not in keys or len(opts) < 2:
            missing += want not in keys
            continue
        starts.append(len(rows))
        for o, key in zip(opts, keys, strict=True):
            f = o.state.faction_at(seat)
            assert f is not None
            fixed = float(f.VP) if o.state.finished else f.VP + final_now(Ctx(o.state), f)
            rows.append([fixed, *features(o.state, f)])
            match.append(key == want)
    return np.array(rows), np.array(match), np.array(starts), missing


def fit(x: Any, match: Any, starts: Any, prior: list[float], strength: float, steps: int = 3000) -> tuple[Any, float]:
    """The weights making the experts' turns likeliest (a conditional logit over each turn's
    options: P(option) ~ exp((fixed + w . features) / t)), held near `prior`; returns w and t."""
    import numpy as np

    scale = x.std(axis=0) + 1e-9
    z = x / scale
    theta = np.array([1.0, *prior]) * scale  # in scaled units, with t = 1 to begin with
    prior_s = np.array([0.0, *prior]) * scale
    m = np.zeros_like(theta)
    v = np.zeros_like(theta)
    n = len(starts)
    ends = np.append(starts[1:], len(z))
    seg = np.repeat(np.arange(n), ends - starts)
    for step in range(1, steps + 1):
        u = z @ theta
        top = np.maximum.reduceat(u, starts)
        e = np.exp(u - top[seg])
        total = np.add.reduceat(e, starts)
        em = e * match
        matched = np.add.reduceat(em, starts)
        p = e / total[seg]
        q = em / matched[seg]
        grad = z.T @ (p - q) / n
        diff = theta - (theta[0] / scale[0]) * prior_s
        diff[0] = 0.0
        grad += strength * 2 * diff
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        theta -= 0.02 * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8)
    w = theta / scale
    t = 1.0 / w[0]
    return w[1:] * t, t


def agreement(x: Any, match: Any, starts: Any, weights: Any) -> tuple[float, float]:
    """Top-1 and top-3 agreement of the ranking by `fixed + weights . features`."""
    import numpy as np

    u = x[:, 0] + x[:, 1:] @ weights
    ends = np.append(starts[1:], len(x))
    top1 = top3 = 0
    for a, b in zip(starts, ends, strict=True):
        order = np.argsort(-u[a:b], kind="stable")
        top1 += bool(match[a:b][order[0]])
        top3 += bool(match[a:b][order[:3]].any())
    return top1 / len(starts), top3 / len(starts)


def tune(train: list[Path], held_out: list[Path], every: int, strength: float) -> int:
    """Fit the evaluation's weights on `train`'s expert turns; report agreement on both sets."""
    import numpy as np

    from rules.terra_mystica.ai.evaluate import DEFAULT
    from rules.terra_mystica.ai.features import NAMES

    sets = {}
    for label, paths in (("train", train), ("held_out", held_out)):
        sets[label] = expert_choices(expert_positions(paths, every))
        print(f"{label}: {len(sets[label][2])} turns, {sets[label][3]} not among the options", file=sys.stderr)
    prior = list(DEFAULT)
    w, t = fit(*sets["train"][:3], prior=prior, strength=strength)
    for label, (x, match, starts, _) in sets.items():
        before = agreement(x, match, starts, np.array(prior))
        after = agreement(x, match, starts, w)
        print(json.dumps({"set": label, "top1_before": round(before[0], 4), "top3_before": round(before[1], 4),
                          "top1_after": round(after[0], 4), "top3_after": round(after[1], 4)}))  # fmt: skip
    print(
        json.dumps(
            {"temperature": round(t, 3), "weights": {n: round(float(x), 3) for n, x in zip(NAMES, w, strict=True)}}
        )
    )
    return 0


def outcome_samples(paths: list[Path]) -> tuple[Any, Any, Any]:
    """At every position of the recorded games, for every faction: its figures (column 0: VP and
    the final scoring as it stands; then features.NAMES), the VP it ended the game with, and
    the faction with the share of the game left to it (its action phases left / 6)."""
    import numpy as np

    from rules.terra_mystica.ai.features import features, final_now, phases
    from rules.terra_mystica.context import Ctx

    rows, finals, games = [], [], []
    for path in paths:
        result = replay_record(parse_record(path.read_text()), path.name)
        setup = result.setup
        g = ENGINE.new_game(setup["options"], setup["seats"], setup["seed"])
        game_rows = []
        for seat, text in result.applied:
            g = ENGINE.apply(g, seat, text).state
            if g.phase != "play" or g.finished:
                continue
            ctx = Ctx(g)
            for f in g.factions.values():
                left = phases(g, f)[0] / 6
                game_rows.append((f.name, left, [f.VP + final_now(ctx, f), *features(g, f, ctx)]))
        final = {f.name: f.VP for f in g.factions.values()}
        for name, left, row in game_rows:
            rows.append(row)
            finals.append(final[name])
            games.append((name, left))
    return np.array(rows), np.array(finals, dtype=float), games


def fit_values(train: list[Path], held_out: list[Path], strength: float) -> int:
    """Weights predicting the final score from a position (least squares on the rest of the
    score, held near today's weights, none below 0), from the recorded games' outcomes. Each
    faction's own pace (its VP to come beyond what the figures say, by the rounds left) is
    fitted beside them and left out of the weights: it is the same whatever the faction plays."""
    import numpy as np

    from rules.terra_mystica.ai.evaluate import DEFAULT
    from rules.terra_mystica.ai.features import NAMES

    factions = sorted(FACTIONS)

    def design(paths: list[Path]) -> tuple[Any, Any, Any]:
        x, y, who = outcome_samples(paths)
        pace = np.zeros((len(x), len(factions)))
        for i, (name, left) in enumerate(who):
            pace[i, factions.index(name)] = left
        return x, y, np.hstack([x[:, 1:], pace])

    x, y, phi = design(train)
    xh, yh, phih = design(held_out)
    rest = y - x[:, 0]
    k = len(NAMES)
    scale = phi.std(axis=0) + 1e-9
    z = phi / scale
    n = len(z)
    prior = np.append(np.array(DEFAULT), np.zeros(len(factions))) * scale
    gram = z.T @ z / n + strength * np.eye(len(scale))
    target = z.T @ rest / n + strength * prior
    b = prior.copy()
    step = 1 / np.linalg.norm(gram, 2)
    for _ in range(20000):  # projected gradient on a convex quadratic: the weights >= 0
        b -= (gram @ b - target) * step
        b[:k] = np.maximum(0.0, b[:k])
    full = b / scale
    w = full[:k]
    print(json.dumps({"pace": {f: round(float(v), 1) for f, v in zip(factions, full[k:], strict=True) if v}}))
    for label, (xx, yy, pp) in (("train", (x, y, phi)), ("held_out", (xh, yh, phih))):
        for name, weights in (("before", np.append(np.array(DEFAULT), np.zeros(len(factions)))), ("after", full)):
            pred = xx[:, 0] + pp @ weights
            err = yy - pred
            print(json.dumps({"set": label, "weights": name, "rmse": round(float(np.sqrt((err**2).mean())), 2),
                              "bias": round(float(err.mean()), 2)}))  # fmt: skip
    print(json.dumps({"weights": {n: round(float(v), 3) for n, v in zip(NAMES, w, strict=True)}}))
    return 0


def main(argv: list[str] | None = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    if "--experts" in argv:
        p = argparse.ArgumentParser(prog="bench/tm_ai.py --experts")
        p.add_argument("--experts", required=True, help="levels, comma-separated")
        p.add_argument("--games-from", type=int, default=0)
        p.add_argument("--games-to", type=int, default=len(GAMES))
        p.add_argument("--every", type=int, default=1, help="every n-th turn only")
        p.add_argument("--tune", type=int, metavar="HELD_OUT_FROM", help="fit the weights on the games before this one")
        p.add_argument("--strength", type=float, default=0.01, help="how near the fit stays to today's weights")
        p.add_argument("--values", type=int, metavar="HELD_OUT_FROM", help="fit the weights to the games' outcomes")
        a = p.parse_args(argv)
        games = GAMES[a.games_from : a.games_to]
        if a.values is not None:
            k = a.values - a.games_from
            return fit_values(games[:k], games[k:], a.strength)
        if a.tune is not None:
            k = a.tune - a.games_from
            return tune(games[:k], games[k:], a.every, a.strength)
        return experts(a.experts.split(","), games, a.every)
    parser = arena.parser("bench/tm_ai.py")
    parser.add_argument("--board", default="base", choices=[*sorted(BOARD_ALIASES), "any"], help="any: one a setup")
    parser.add_argument("--merchants", action="store_true", help="play Merchants of the Seas")
    parser.add_argument("--fire-ice", action="store_true", help="Fire & Ice's factions too (agents choose)")
    parser.add_argument("--pick", action="store_true", help="the agents choose their factions")
    args = parser.parse_args(argv)
    make_game = functools.partial(TerraMystica, args.board, args.merchants, args.fire_ice, args.pick)
    return arena.main(args, make_game, make_agent)


if __name__ == "__main__":
    sys.exit(main())
