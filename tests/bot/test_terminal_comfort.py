"""What a new player meets first in the terminal (issue 29, points 7-11), driving
`python -m bot.local` as a subprocess: hints they can type, `new` asking in words and checking each
answer, the hot seat telling what happened since a player last looked, seat names, factions."""

from __future__ import annotations

import os
import pty
import re
import select
import subprocess
import sys
import time

from tests.bot.test_local import ROOT, local


def env_without_user() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in ("USER", "LOGNAME")} | {"LANG": "C.UTF-8"}


def test_the_hints_are_commands_this_set_up_runs(tmp_path):
    """The resume hint names this Python as the user can type it (.venv/bin/python when it runs
    from the README's venv, not activated) and keeps --db: run as printed, it resumes the game.
    `resume` works on the command line as in the menu."""
    db = str(tmp_path / "g.sqlite3")
    first = local("--db", db, "--no-image", "new", "--players", "2", "--factions", "witches,nomads", stdin="quit\n")
    assert first.returncode == 0, first.stderr
    hint = re.search(r"resume it with: (.+)$", first.stdout, re.MULTILINE)
    assert hint is not None and f"--db {db}" in hint[1]
    assert hint[1].split()[0] in ("python", "python3", os.path.relpath(sys.executable, ROOT), sys.executable)
    again = subprocess.run(
        hint[1] + " --no-image", shell=True, cwd=ROOT, input="quit\n", capture_output=True, text=True, timeout=300
    )
    assert again.returncode == 0, again.stderr
    assert "Setup: Witches to place a dwelling" in again.stdout
    resumed = local("--db", db, "--no-image", "resume", "1", stdin="quit\n")
    assert resumed.returncode == 0 and "Setup: Witches" in resumed.stdout, resumed.stderr
    bare = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"} | {"DATABASE_URL": f"sqlite:///{db}"},
        stdin=subprocess.DEVNULL,
    )
    typed = hint[1].split()[0]
    assert f"    {typed} -m bot.local" in bare.stderr and f"{typed} -m bot --sync" in bare.stderr


def test_new_asks_in_words_checks_each_answer_and_keeps_the_others(tmp_path):
    """A bad answer is asked again with why and the choices; the answers before it stay; the
    default is shown; Keyflower's variants are asked only with The Merchants."""
    db = str(tmp_path / "g.sqlite3")
    answers = "\n".join(
        [
            "new",
            "keyflower",
            "seven",  # not a number: asked again
            "3",
            "perhaps",  # not yes or no: asked again
            "no",  # no Merchants: no variant, no seats for Variant C
            "quit",  # in the game
            "quit",
        ]
    )
    run = local("--db", db, "--no-image", stdin=answers + "\n")
    assert run.returncode == 0, run.stderr
    out = run.stdout
    assert "How many players? (2 to 6) [2] > seven" in out and "'seven' is not a number of players from 2 to 6" in out
    assert "Play the expansion The Merchants" in out and "(yes/no) [no] > perhaps" in out
    assert "'perhaps' is neither yes nor no" in out
    assert "variants" not in out and "Variant C" not in out
    assert re.search(r"Seat \d \(Player \d\)|Seat \d \(\w+ ?\d?\)", out)
    assert "New game 1" in out
    with_c = "\n".join(["new", "keyflower", "3", "yes", "D", "C", "9", "2", "quit", "quit"])
    run = local("--db", db, "--no-image", stdin=with_c + "\n")
    assert run.returncode == 0, run.stderr
    out = run.stdout
    assert "The Merchants' variants" in out and "(A, B, C, AB, AC, BC, ABC) > D" in out
    assert "Variant C: the seats with an extra green worker" in out
    assert "New game 2" in out
    shown = local("--db", db, "export", "2").stdout
    assert '"green_for": [1]' in shown and '"variants": ["C"]' in shown
    board = local("--db", db, "--no-image", stdin="new\n\n2\nlakes\n+nonsense\n\n\n\n\n\nquit\nquit\n")
    assert "Unknown option(s): nonsense" in board.stdout  # the game's own words, then asked again
    assert "New game 3" in board.stdout
    assert "map fdb13a13" in local("--db", db, "export", "3").stdout  # the Lakes, answered before, stay


def test_a_seat_is_never_a_bare_player(tmp_path):
    db = str(tmp_path / "g.sqlite3")
    run = subprocess.run(
        [sys.executable, "-m", "bot.local", "--db", db, "--no-image", "new", "--game", "keyflower", "--players", "3"],
        cwd=ROOT,
        input="quit\n",
        capture_output=True,
        text=True,
        timeout=300,
        env=env_without_user(),
    )
    assert run.returncode == 0, run.stderr
    assert re.search(r"Pass the screen to Seat \d \(Player \d\)", run.stdout)
    assert "(Player)" not in run.stdout


def test_misspelt_factions_are_matched_among_those_the_options_allow(tmp_path):
    db = str(tmp_path / "g.sqlite3")
    run = local("--db", db, "--no-image", "new", "--players", "2", "--factions", "witchs,nomads")
    assert run.returncode == 1
    assert "'witchs'" in run.stderr and "nearest: witches" in run.stderr
    assert "icemaidens" not in run.stderr  # Fire & Ice's factions need its option
    run = local("--db", db, "--no-image", "new", "--players", "2", "--fire-ice", "--factions", "icemaiden,nomads")
    assert run.returncode == 1 and "nearest: icemaidens" in run.stderr


def test_the_hot_seat_tells_what_happened_since_a_player_last_looked(tmp_path):
    """Keyflower, three seats: each player, on taking the screen, first hears the moves the others
    made since, who was outbid and, at a season's end, who won which tile."""
    db = str(tmp_path / "g.sqlite3")
    args = ("--db", db, "--no-image", "new", "--game", "keyflower", "--players", "3", "--seed", "s1")
    moves = ["bid 2 red on Stable", "bid 3 red on Stable", "pass", "pass", "pass", "quit"]
    run = local(*args, stdin="\n".join(moves) + "\n")
    assert run.returncode == 0, run.stderr
    looks = run.stdout.split("Pass the screen to ")
    assert "Since you last looked" not in looks[1]  # nothing happened before the first look
    assert "Seat 2 bid 2 red workers on Stable." in looks[2]
    third = looks[3]
    assert "Seat 2 bid 2 red workers on Stable." in third and "Seat 3 bid 3 red workers on Stable." in third
    back = looks[4]  # Seat 2 again: outbid
    assert "Seat 2's 2 on Stable is outbid: Seat 3 bid 3." in back
    assert "Seat 2 bid 2 red" not in back  # its own move is not told back
    assert "Seat 3 won Stable." in run.stdout


def test_the_opening_summary_is_not_wiped(tmp_path):
    """Interactively the screen is cleared only once a player's own position was shown: the
    game's summary, printed first, stays for the first player to read."""
    db = str(tmp_path / "g.sqlite3")
    local("--db", db, "--no-image", "new", "--game", "keyflower", "--players", "2", "--seed", "s1", stdin="quit\n")
    primary, secondary = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "bot.local", "--db", db, "--no-image", "play", "1"],
        cwd=ROOT,
        stdin=secondary,
        stdout=secondary,
        stderr=secondary,
        env={**os.environ, "LANG": "C.UTF-8", "TERM": "dumb"},
    )
    os.close(secondary)
    out = b""

    def read_until(text: bytes, seconds: float = 120) -> None:
        nonlocal out
        end = time.monotonic() + seconds
        while text not in out and time.monotonic() < end:
            ready, _, _ = select.select([primary], [], [], 1)
            if ready:
                try:
                    out += os.read(primary, 65536)
                except OSError:
                    return

    try:
        read_until(b"then press Enter")
        os.write(primary, b"\n")
        read_until(b"> ")
        os.write(primary, b"pass\n")
        read_until(b"then press Enter", 60)
        os.write(primary, b"\n")
        read_until(b"Since you last looked", 60)
        os.write(primary, b"quit\n")
        process.wait(60)
        read_until(b"is stored", 5)
    finally:
        process.kill()
        os.close(primary)
    text = out.decode(errors="replace")
    first_status = text.index("only you see this")
    assert "Spring: Seat" in text[:first_status]
    assert "\x1b[2J" not in text[:first_status]  # the summary was not wiped
    assert text.count("\x1b[2J") == 1  # the first player's screen was, when the screen passed


def test_legal_tells_each_move_in_words_with_what_its_tile_gives(tmp_path):
    """`legal` lists 'move — words'; a Keyflower bid says what the tile does (issue 29, point 5)."""
    db = str(tmp_path / "g.sqlite3")
    run = local(
        "--db", db, "--no-image", "new", "--game", "keyflower", "--players", "2", "--seed", "s1",
        stdin="\nlegal\nquit\n",
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    bid = "bid 1 blue on Gold Mine — bid 1 blue worker on Gold Mine (+1 gold; ↑ stone+iron: +2 gold, 3 VP)"
    assert bid in run.stdout
    assert "\npass — passed\n" in run.stdout
    tm = local("--db", str(tmp_path / "t.sqlite3"), "--no-image", "new", "--players", "2",
               "--factions", "witches,nomads", stdin="legal\nquit\n")  # fmt: skip
    assert "build A10 — built a dwelling on A10" in tm.stdout, tm.stdout[-2000:]


def test_log_is_the_ledger_numbered_without_the_move_undone(tmp_path):
    """`log` shows each move with what it changed, numbered 1, 2, 3... over the moves that stand."""
    moves = ["build F4", "build E7", "build C2", "build C3", "pass BON3", "pass BON5", "upgrade F4 to TP", "undo"]
    run = local(
        "--db", str(tmp_path / "g.sqlite3"), "--no-image", "new", "--players", "2", "--factions", "witches,engineers",
        "--seed", "fixed", stdin="\n".join([*moves, "upgrade F4 to TP", "log", "quit"]) + "\n",
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    log = run.stdout[run.stdout.rindex("   1. Witches: setup witches") :]
    passed = "   8. Witches: pass BON5 — passed, taking BON5 (income +3 power, +1 worker)"
    assert f"{passed}\n        Round 1 begins.\n" in log
    assert "        Engineers: +6 coins (16), +2 workers (4)\n" in log
    upgraded = "   9. Witches: upgrade F4 to TP — upgraded F4 to a trading house"
    assert f"{upgraded}\n        Witches: −3 coins (12), −2 workers (5)" in log
    assert "  10. " not in log
