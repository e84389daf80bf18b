"""The terminal as a player meets it, through `python -m bot.local` as a subprocess: moves answered
in words, the final scores once, the menu, leaving with Ctrl-D and Ctrl-C, misspelt and huge
input, plans, the options before or after the command, and the documentation of every flag."""

from __future__ import annotations

import argparse
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

from bot.games import adapters
from bot.local import parser_of
from rules.terra_mystica.board import BOARD_ALIASES, BOARD_IDS
from rules.terra_mystica.engine import DEFAULT_OPTIONS
from rules.terra_mystica.simulate import play_random_game
from tests.bot.test_local import ROOT, local

FIXED = [arg for option in DEFAULT_OPTIONS for arg in ("--option", option)]  # as simulated


def new_game(db: str, stdin: str, *more: str) -> subprocess.CompletedProcess[str]:
    return local("--db", db, "--no-image", "new", "--factions", "witches,nomads", "--seed", "t", *more, stdin=stdin)


def test_each_move_is_answered_in_words(tmp_path):
    run = new_game(str(tmp_path / "g.sqlite3"), "build F4\nnomads: build F3\nquit\n")
    assert run.returncode == 0, run.stderr
    assert "Witches built a dwelling on F4." in run.stdout
    assert "Nomads built a dwelling on F3." in run.stdout


def test_the_final_scores_are_printed_once(tmp_path):
    game = play_random_game("local-end", 2)
    factions = [text.split()[1] for _, text in game.history[:2]]
    lines = [f"{factions[seat]}: {text}" for seat, text in game.history[2:]]
    db = str(tmp_path / "g.sqlite3")
    run = local(
        "--db", db, "--no-image", "new", "--factions", ",".join(factions), "--seed", "local-end", *FIXED,
        stdin="\n".join(lines) + "\n",
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert run.stdout.count("The game is over") == 1
    ranking = sorted(game.vp.items(), key=lambda kv: -kv[1])
    for place, (faction, vp) in enumerate(ranking, start=1):
        name = {"chaosmagicians": "Chaos Magicians", "icemaidens": "Ice Maidens"}.get(faction, faction.capitalize())
        assert run.stdout.count(f"{place}. {name} {vp} VP") == 1, (faction, run.stdout[-800:])
    assert "Game over." not in run.stdout  # not the summary's ranking again
    again = local("--db", db, "--no-image", "play", "1")
    assert again.returncode == 0 and again.stdout.count("The game is over") == 1, again.stdout


def test_the_menu_takes_help_any_case_and_says_what_it_did_not_understand(tmp_path):
    db = str(tmp_path / "g.sqlite3")
    menu = local("--db", db, "--no-image", stdin="HELP\nFly away\nresume\nLIST\nResume 9\nQ\n")
    assert menu.returncode == 0, menu.stderr
    out = menu.stdout
    assert "resume N: go on with game N" in out  # help
    assert "I didn't understand 'Fly away'" in out
    assert "Which game? Type resume and its number" in out
    assert "There is no game 9" in out  # Resume in capitals is resume


def test_ctrl_d_leaves_with_the_game_stored(tmp_path):
    db = str(tmp_path / "g.sqlite3")
    run = new_game(db, "build F4\n")  # then the input ends: Ctrl-D
    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    # the command as this set-up lets it be typed (the venv's Python), with the --db given
    said = re.search(r"Game 1 is stored; resume it with: (\S+) -m bot.local --db (\S+) play 1", run.stdout)
    assert said is not None and said[2] == db
    assert said[1] in ("python", "python3", os.path.relpath(sys.executable, ROOT), sys.executable)
    assert local("--db", db, "export", "1").stdout.splitlines()[-1] == "witches: build F4"


def test_ctrl_c_leaves_with_the_game_stored(tmp_path):
    db = str(tmp_path / "g.sqlite3")
    process = subprocess.Popen(
        [sys.executable, "-m", "bot.local", "--db", db, "--no-image", "new", "--factions", "witches,nomads"],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "LANG": "C.UTF-8"},
    )
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write("build F4\n")
    process.stdin.flush()
    for line in process.stdout:  # the move is answered: it is stored
        if "built a dwelling on F4" in line:
            break
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130 and "Traceback" not in err, err
    assert "Game 1 is stored; resume it with" in out
    assert local("--db", db, "export", "1").stdout.splitlines()[-1] == "witches: build F4"


def test_a_misspelt_move_gets_the_nearest_legal_moves(tmp_path):
    run = new_game(str(tmp_path / "g.sqlite3"), "biuld F4\nquit\n")
    assert "! I don't understand 'biuld F4'" in run.stdout
    nearest = next(line for line in run.stdout.splitlines() if "Nearest legal moves:" in line)
    assert "build F4" in nearest
    # the legal moves of this game, not examples of other expansions
    assert not re.search(r"sail|trade|boat|harbour", run.stdout)


def test_a_huge_input_is_not_echoed_back_whole(tmp_path):
    huge = "build " + "F4" * 500_000  # a megabyte on one line
    run = new_game(str(tmp_path / "g.sqlite3"), f"{huge}\nbuild F4\nquit\n")
    assert run.returncode == 0, run.stderr[-500:]
    assert len(run.stdout) < 20_000
    assert "Witches built a dwelling on F4." in run.stdout  # and the game goes on


def test_a_plan_is_told_and_drawn_and_plays_nothing(tmp_path):
    db = str(tmp_path / "g.sqlite3")
    image = tmp_path / "board.png"
    run = local(
        "--db", db, "--image", str(image), "new", "--factions", "witches,nomads", "--seed", "t",
        stdin="plan build F4; nomads: build F3; build Z9\nplan\nquit\n",
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    out = run.stdout
    assert "Your plan (Witches): nothing is played" in out
    assert "• Witches built a dwelling on F4 ('build F4')" in out
    assert "• Nomads built a dwelling on F3 ('build F3')" in out
    assert "The plan stops at 'build Z9'" in out
    assert "Buildings: dwelling 1" in out  # the Witches' position the plan leaves
    assert "Type the moves to try after 'plan'" in out  # plan without moves
    assert (tmp_path / "board-plan.png").read_bytes()[:4] == b"\x89PNG"
    exported = local("--db", db, "export", "1").stdout
    assert "build F4" not in exported and "build F3" not in exported  # nothing was played


def test_the_options_go_before_or_after_the_command(tmp_path):
    db = str(tmp_path / "g.sqlite3")
    image = tmp_path / "after.png"
    run = local(
        "new", "--factions", "witches,nomads", "--db", db, "--image", str(image), "--seed", "t", stdin="build F4\n"
    )
    assert run.returncode == 0, run.stderr
    assert f"The board is written to {image.resolve()} after each move." in run.stdout
    assert image.read_bytes()[:4] == b"\x89PNG"
    before, after = local("--db", db, "list"), local("list", "--db", db)
    assert before.stdout == after.stdout and "1: terra_mystica active" in after.stdout
    assert local("show", "1", "--db", db).returncode == 0
    assert local("--db", db, "new", "--no-image", "--factions", "witches,nomads", stdin="").returncode == 0


def _flags() -> set[str]:
    parser = parser_of(adapters())
    flags = {o for a in parser._actions for o in a.option_strings}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                flags |= {o for a in sub._actions for o in a.option_strings}
    return flags - {"-h", "--help"}


def test_every_flag_and_board_is_documented():
    docs = (ROOT / "docs" / "running.md").read_text(encoding="utf-8")
    local_play = docs.split("## Local play")[1].split("\n## ")[0]
    missing = sorted(flag for flag in _flags() if f"`{flag}" not in local_play)
    assert not missing, missing
    boards = [*BOARD_IDS, *BOARD_ALIASES]
    assert not [b for b in boards if f"`{b}`" not in local_play]
    assert "board.png" in local_play and "current folder" in local_play
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/running.md#local-play" in readme and "board.png" in readme
    helped = local("new", "--help").stdout
    assert "--merchants" in helped and all(b in helped for b in BOARD_IDS)


def test_the_terminal_speaks_portuguese(tmp_path):
    run = subprocess.run(
        [sys.executable, "-m", "bot.local", "--db", str(tmp_path / "g.sqlite3"), "--no-image", "new",
         "--factions", "witches,nomads", "--seed", "t"],
        cwd=ROOT, input="build F4\nbiuld F6\nquit\n", capture_output=True, text=True, timeout=300,
        env={**os.environ, "LANG": "pt_BR.UTF-8"},
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert "Bruxas: construiu uma Habitação em F4." in run.stdout
    assert "Jogadas permitidas mais próximas:" in run.stdout
    assert "O jogo 1 está salvo" in run.stdout


def test_resuming_a_finished_game_in_the_menu_tells_the_scores(tmp_path):
    db = Path(tmp_path / "g.sqlite3")
    imported = local(
        "--db", str(db), "import", str(ROOT / "tests" / "data" / "terra_mystica" / "4pLeague_S60_D1L1_G1.txt")
    )
    assert imported.returncode == 0, imported.stderr
    menu = local("--db", str(db), "--no-image", stdin="resume 1\nquit\n")
    assert menu.stdout.count("The game is over. Final scores:") == 1


def test_help_offers_plans_only_where_a_game_has_them(tmp_path):
    tm = new_game(str(tmp_path / "tm.sqlite3"), "help\nquit\n")
    assert "'plan move; move' tries moves" in tm.stdout
    kf = local(
        "--db", str(tmp_path / "kf.sqlite3"), "--no-image", "new", "--game", "keyflower", "--players", "2",
        stdin="\nhelp\nquit\n",
    )  # fmt: skip
    assert kf.returncode == 0, kf.stderr
    assert "Commands: undo, legal, log, status, board, hint, help" in kf.stdout
    assert "'plan" not in kf.stdout  # Keyflower's secrets would show in a plan: it has none
