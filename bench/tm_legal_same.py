"""Check: Terra Mystica's legal actions are the same list, in the same order, as a former revision's.

    python bench/tm_legal_same.py [--rev main] [--every 3] [--games 2] [--whole]

Candidate generation (legal.py's `candidates`) may change — fewer hopeless turns, found faster —
but the legal actions it leads to may not: players see that list, the random games pick from it.
This loads `candidates` from rules/terra_mystica/legal.py as it was at git revision `--rev` (its
module beside today's, on today's engine) and compares, at many positions, today's
`legal_actions(g, seat)` with today's `legal_among(g, seat, <the revision's candidates>)`, for
every seat that must decide (setup, leech offers, spades, favors, towns, cult steps, turns):

- every `--every`th position of each recorded game in tests/data/terra_mystica/;
- every position of random games (`--games` each): base 2 to 5 players, Merchants of the Seas
  5 players on the Lakes, Fire & Ice factions 3 and 4 players (the random player picks among the
  candidates: `--former-games` has the revision's candidates play them, the positions it met).

A revision whose legal.py needs modules gone since (trial.py) can only be compared `--whole`.
With `--whole`, the revision's whole engine is the reference, not only its candidates (a change
in how turns are tried, say): the revision's tree (`git archive`) and today's each write, at the
same positions, `legal_actions`, `legal_among` of the candidates backwards with a limit of 5, and
the random games played (`simulate` picks among `accepted` turns), then the two are compared.

Prints one JSON line (positions, calls, median candidates then and now, differences) and exits 1
at the first difference, printing it.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# --root DIR (with --dump): the engine of another tree, a revision's (--whole runs this).
TREE = Path(sys.argv[sys.argv.index("--root") + 1]) if "--root" in sys.argv else ROOT
sys.path.insert(0, str(TREE))

from rules.terra_mystica import simulate  # noqa: E402
from rules.terra_mystica.data.merchants import OPTION  # noqa: E402
from rules.terra_mystica.engine import DEFAULT_OPTIONS, FIRE_AND_ICE_PUBLISHED, new_state, play, to_decide  # noqa: E402
from rules.terra_mystica.ledger import parse_record  # noqa: E402
from rules.terra_mystica.legal import candidates, legal_actions, legal_among  # noqa: E402
from rules.terra_mystica.notation import parse_turn  # noqa: E402
from rules.terra_mystica.replay import new_game_for, replay_record  # noqa: E402
from rules.terra_mystica.simulate import play_random_game  # noqa: E402
from rules.terra_mystica.state import GameState  # noqa: E402

GAMES = sorted((ROOT / "tests" / "data" / "terra_mystica").glob("*.txt"))
RANDOM = (  # players, board, Merchants of the Seas, Fire & Ice
    (2, "base", False, False),
    (3, "base", False, False),
    (4, "base", False, False),
    (5, "base", False, False),
    (5, "loon_lakes_v1_6", True, False),
    (3, "base", False, True),
    (4, "base", False, True),
)


def former_candidates(rev: str) -> Callable[[GameState, int], list[str]]:
    """`candidates` of legal.py at revision `rev`, loaded as a module of today's package."""
    text = subprocess.run(
        ["git", "show", f"{rev}:rules/terra_mystica/legal.py"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    path = Path(tempfile.mkdtemp()) / "legal_former.py"
    path.write_text(text)
    spec = importlib.util.spec_from_file_location("rules.terra_mystica._legal_former", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.candidates  # type: ignore[no-any-return]


def recorded(every: int) -> Iterator[tuple[str, GameState]]:
    """Every `every`th position of the recorded games (their turns played again from the start)."""
    for path in GAMES:
        record = parse_record(path.read_text())
        turns = replay_record(record, path.name).turns
        g, _ = new_game_for(record, path.name)
        for i, (seat, commands) in enumerate(turns):
            if i % every == 0 and not g.finished:
                yield f"{path.name}@{i}", g.copy()
            try:
                play(g, seat, commands)
            except Exception:  # a plain log's lines read together: the positions so far suffice
                break


def random_games(games: int) -> Iterator[tuple[str, GameState]]:
    """Every position of random games, `games` of each kind in RANDOM."""
    for players, board, merchants, fire_ice in RANDOM:
        for n in range(games):
            seed = f"same-{players}-{board}-{merchants}-{fire_ice}-{n}"
            result = play_random_game(seed, players, board=board, merchants=merchants, fire_ice=fire_ice)
            assert result.finished, result.error
            options = [
                *DEFAULT_OPTIONS,
                *([OPTION] if merchants else []),
                *(FIRE_AND_ICE_PUBLISHED if fire_ice else []),
            ]
            g = new_state(players, seed, board=board, options=options)
            for i, (seat, text) in enumerate(result.history):
                yield f"{seed}@{i}", g.copy()
                play(g, seat, parse_turn(text))


def dump(every: int, games: int, out: Path) -> None:
    """Write, at each position, what the engine of this process answers, a JSON line a call."""
    with out.open("w") as file:
        for where, g in [*recorded(every), *random_games(games)]:
            for seat in to_decide(g):
                texts = candidates(g, seat)
                found = {"legal": legal_actions(g, seat), "among": legal_among(g, seat, texts[::-1], 5)}
                file.write(json.dumps({"position": where, "seat": seat, **found}) + "\n")


def compare_whole(rev: str, every: int, games: int) -> int:
    """`dump` by the revision's tree and by today's, compared line by line."""
    with tempfile.TemporaryDirectory() as tmp:
        tree = Path(tmp) / "tree"
        tree.mkdir()
        archive = subprocess.run(["git", "archive", rev], cwd=ROOT, capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
        answers = []
        for root in (tree, ROOT):
            path = Path(tmp) / f"{root.name}.jsonl"
            command = [sys.executable, __file__, "--dump", str(path), "--root", str(root)]
            subprocess.run([*command, "--every", str(every), "--games", str(games)], check=True)
            answers.append(path.read_text().splitlines())
    then, now = answers
    for old, new in zip(then, now, strict=False):
        if old != new:
            print(json.dumps({"then": json.loads(old), "now": json.loads(new)}))
            return 1
    if len(then) != len(now):
        print(json.dumps({"calls_then": len(then), "calls_now": len(now)}))
        return 1
    positions = len({json.loads(line)["position"] for line in now})
    print(json.dumps({"rev": rev, "whole": True, "positions": positions, "calls": len(now), "differences": 0}))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rev", default="main", help="the git revision whose candidates are the reference")
    parser.add_argument("--every", type=int, default=3, help="every how many positions of a recorded game")
    parser.add_argument("--games", type=int, default=2, help="random games of each kind")
    parser.add_argument("--candidates", action="store_true", help="the candidates too must be the same")
    parser.add_argument(
        "--former-games", action="store_true", help="random games played by the revision's candidates (as it played)"
    )
    parser.add_argument("--whole", action="store_true", help="the revision's whole engine is the reference")
    parser.add_argument("--dump", type=Path, help=argparse.SUPPRESS)  # --whole's part in each tree
    parser.add_argument("--root", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.dump:
        dump(args.every, args.games, args.dump)
        return 0
    if args.whole:
        return compare_whole(args.rev, args.every, args.games)
    former = former_candidates(args.rev)
    if args.former_games:  # the random player picks among candidates: the revision's pick its games
        simulate.candidate_moves = lambda g, seat, prune=True: [tuple(parse_turn(t)) for t in former(g, seat)]
    positions = calls = 0
    then: list[int] = []
    now: list[int] = []
    for where, g in [*recorded(args.every), *random_games(args.games)]:
        positions += 1
        for seat in to_decide(g):
            calls += 1
            old = former(g, seat)
            expected = legal_among(g, seat, old)
            found = legal_actions(g, seat)
            then.append(len(old))
            mine = candidates(g, seat)
            now.append(len(mine))
            if args.candidates and mine != old:
                print(json.dumps({"position": where, "seat": seat, "candidates_then": old, "candidates_now": mine}))
                return 1
            if found != expected:
                missing = [t for t in expected if t not in found]
                extra = [t for t in found if t not in expected]
                print(
                    json.dumps(
                        {
                            "position": where,
                            "seat": seat,
                            "missing": missing,
                            "extra": extra,
                            "expected": expected,
                            "found": found,
                        }
                    )
                )
                return 1
    print(
        json.dumps(
            {
                "positions": positions,
                "calls": calls,
                "differences": 0,
                "median_candidates_then": statistics.median(then),
                "median_candidates_now": statistics.median(now),
                "candidates_then": sum(then),
                "candidates_now": sum(now),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
