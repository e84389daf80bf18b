"""AI seats at the terminal: `new --players 4 --ai 3 [--level]`, `new --game keyflower --ai 2`, the
AI seats moving by themselves after each person's move, `hint`, in English and Portuguese."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[3]


def local(*args: str, stdin: str = "", lang: str = "C.UTF-8") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.local", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "LANG": lang},
    )


def test_three_ai_seats_move_after_the_persons_move_and_a_hint_is_given(tmp_path: Path) -> None:
    db = str(tmp_path / "g.sqlite3")
    new = ["--db", db, "--no-image", "new", "--players", "4", "--ai", "3", "--level", "easy", "--seed", "t1"]
    run = local(*new, stdin="setup witches\nhint\nquit\n")
    assert run.returncode == 0, run.stderr
    out = run.stdout
    assert out.count("(🤖 Easy AI) chose the") == 3  # after the person's choice, each AI seat chose by itself
    assert "💡 The AI's best moves for Witches" in out and "1. " in out
    assert " ! " not in out
    again = local("--db", db, "--no-image", "play", "1", stdin="dica\nstatus\n", lang="pt_BR.UTF-8")
    assert again.returncode == 0, again.stderr
    assert "💡 As jogadas mais fortes da IA para" in again.stdout


def test_refusals_of_ai_seats_are_told_in_the_players_words(tmp_path: Path) -> None:
    db = str(tmp_path / "g.sqlite3")
    run = local("--db", db, "--no-image", "new", "--players", "2", "--ai", "2")
    assert run.returncode == 1 and "At least one person must play" in run.stderr
    run = local("--db", db, "--no-image", "new", "--players", "2", "--ai", "1", "--level", "genius")
    assert run.returncode != 0 and "genius" in run.stderr


def test_keyflower_with_two_ai_seats(tmp_path: Path) -> None:
    db = str(tmp_path / "g.sqlite3")
    run = local("--db", db, "--no-image", "new", "--game", "keyflower", "--ai", "2", "--level", "easy",
                "--players", "3", "--seed", "k1", stdin="hint\nlog\nquit\n")  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert "💡 The AI's best moves for" in run.stdout
    assert " ! " not in run.stdout
