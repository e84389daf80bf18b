"""Local play in a terminal: a whole 2-player game typed on stdin, and the scriptable commands."""

import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from rules.terra_mystica.engine import DEFAULT_OPTIONS
from rules.terra_mystica.simulate import play_random_game

ROOT = Path(__file__).parents[2]
GAME = ROOT / "tests" / "data" / "terra_mystica" / "4pLeague_S60_D1L1_G1.txt"
EXPECTED = {g["file"]: g["final_vp"] for g in json.loads((GAME.parent / "expected-final-vp.json").read_text())["games"]}


def local(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.local", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "LANG": "C.UTF-8"},
    )


def test_a_two_player_game_to_the_end_from_stdin(tmp_path):
    game = play_random_game("local-cli", 2)
    assert game.finished
    factions = [text.split()[1] for _, text in game.history[:2]]
    lines = []
    for seat, text in game.history[2:]:
        lines.append(f"{factions[seat]}: {text}")
    db = str(tmp_path / "g.sqlite3")
    image = tmp_path / "board.png"
    run = local(
        "--db",
        db,
        "--image",
        str(image),
        "new",
        "--factions",
        ",".join(factions),
        "--seed",
        "local-cli",
        *[arg for option in DEFAULT_OPTIONS for arg in ("--option", option)],  # start at 20, as simulated
        stdin="\n".join(lines) + "\n",
    )
    assert run.returncode == 0, run.stderr
    assert "The game is over" in run.stdout
    assert " ! " not in run.stdout  # no move was refused
    assert image.exists() and image.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    shown = local("--db", db, "show", "1")
    assert json.loads(shown.stdout) == {"game_id": 1, "vp": game.vp, "finished": True}


def test_refused_moves_are_explained_and_change_nothing(tmp_path):
    db = str(tmp_path / "g.sqlite3")
    run = local(
        "--db",
        db,
        "--no-image",
        "new",
        "--factions",
        "witches,engineers",
        "--seed",
        "s",
        stdin="build A1\nbuild F4\nnonsense\nquit\n",
    )
    assert "! Starting dwellings go on green (forest); A1 is" in run.stdout
    assert "! I don't understand 'nonsense'" in run.stdout
    log = local("--db", db, "export", "1")
    assert log.stdout.splitlines()[-1] == "witches: build F4"


def test_import_and_show_print_one_json_line(tmp_path):
    db = str(tmp_path / "g.sqlite3")
    imported = local("--db", db, "import", str(GAME))
    assert imported.returncode == 0, imported.stderr
    line = json.loads(imported.stdout)
    assert line == {"game_id": 1, "vp": EXPECTED[GAME.name], "finished": True}
    assert json.loads(local("--db", db, "show", "1").stdout) == line
    missing = local("--db", db, "import", str(tmp_path / "nope.txt"))
    assert missing.returncode == 1 and "error" in missing.stderr


def test_a_boat_owed_when_round_one_begins_neither_crashes_nor_blocks_resuming(tmp_path):
    """NB3 taken during setup: its boat is offered in the first income, with nobody's turn and no
    setup step left; the terminal shows the game, and the game can be resumed."""
    from rules.terra_mystica.engine import NEW_GAME_OPTIONS, TerraMysticaEngine

    engine = TerraMysticaEngine()
    options = {"board": "base", "options": [*NEW_GAME_OPTIONS, "merchants-of-the-seas"]}
    seed = next(s for s in (f"nb3-{i}" for i in range(100)) if "BON13" in engine.new_game(options, 2, s).pool)
    g = engine.new_game({**options, "factions": ["witches", "nomads"]}, 2, seed)
    lines = []
    while g.round == 0 and g.phase != "income-spades":
        seat = engine.to_decide(g)[0]
        legal = engine.legal_actions(g, seat)
        move = "pass BON13" if "pass BON13" in legal else legal[0]
        lines.append(f"{g.faction_at(seat).name}: {move}")
        g = engine.apply(g, seat, move).state
    assert any(f.owes("MAY_BOAT") for f in g.factions.values())
    db = str(tmp_path / "g.sqlite3")
    run = local(
        "--db",
        db,
        "--no-image",
        "new",
        "--factions",
        "witches,nomads",
        "--seed",
        seed,
        "--merchants",
        stdin="\n".join(lines) + "\nquit\n",
    )
    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    assert "income" in run.stdout.lower()
    resumed = local("--db", db, "--no-image", "play", "1", stdin="quit\n")
    assert resumed.returncode == 0 and "Traceback" not in resumed.stderr, resumed.stderr


def one_line_error(run: subprocess.CompletedProcess[str]) -> str:
    assert run.returncode != 0, run
    assert "Traceback" not in run.stderr and run.stderr.startswith("error: ") and run.stderr.count("\n") == 1, run
    return run.stderr


async def in_process(capfd, monkeypatch, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """`python -m bot.local ARGS` run in this process (quicker than starting one for each)."""
    from bot.local import run

    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = await run(list(args))
    out, err = capfd.readouterr()
    return subprocess.CompletedProcess(["bot.local", *args], code, out, err)


async def test_a_refused_new_game_is_one_line_and_stores_nothing(tmp_path, capfd, monkeypatch):
    db = str(tmp_path / "g.sqlite3")
    assert (
        await in_process(capfd, monkeypatch, "--db", db, "--no-image", "new", "--factions", "witches,nomads")
    ).returncode == 0
    before = (await in_process(capfd, monkeypatch, "--db", db, "list")).stdout
    for bad in (
        ["--players", "7"],
        ["--factions", "witches,unicorns"],
        ["--factions", "witches,auren"],  # both on forest
        ["--factions", "witches,nomads,giants", "--players", "2"],
        ["--board", "nowhere"],
        ["--option", "nonsense"],
    ):
        run = await in_process(capfd, monkeypatch, "--db", db, "--no-image", "new", *bad)
        one_line_error(run)
        assert "New game" not in run.stdout and "Round" not in run.stdout and "Setup" not in run.stdout, bad
    assert (await in_process(capfd, monkeypatch, "--db", db, "list")).stdout == before  # no lobby left behind


async def test_every_failure_is_one_line(tmp_path, capfd, monkeypatch):
    db = str(tmp_path / "g.sqlite3")

    async def local_here(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
        return await in_process(capfd, monkeypatch, *args, stdin=stdin)

    for command in (["play", "99"], ["export", "99"], ["show", "99"]):
        assert "no game 99" in one_line_error(await local_here("--db", db, *command))
    one_line_error(await local_here("--db", str(tmp_path), "list"))  # a folder
    one_line_error(await local_here("--db", db, "--image", str(tmp_path / "nowhere" / "b.png"), "list"))
    one_line_error(await local_here("--db", db, "--image", str(tmp_path), "list"))
    one_line_error(await local_here("--db", db, "import", str(tmp_path / "missing.txt")))
    # A bad answer to `new` is asked again; quit abandons the new game, back to the menu.
    stdin = "new\n\nabc\nquit\nresume 99\nnew\nchess\nquit\nquit\n"
    menu = await local_here("--db", db, "--no-image", stdin=stdin)
    assert menu.returncode == 0 and "Traceback" not in menu.stderr
    assert "'abc' is not a number of players" in menu.stdout and "There is no game 99" in menu.stdout
    assert "'chess' is not a game here" in menu.stdout
    # and as users start it, once
    assert "no game 99" in one_line_error(local("--db", db, "play", "99"))


def test_ctrl_c_at_a_prompt_leaves_quietly(tmp_path):
    db = str(tmp_path / "g.sqlite3")
    for args in ([], ["new", "--factions", "witches,nomads"]):
        process = subprocess.Popen(
            [sys.executable, "-m", "bot.local", "--db", db, "--no-image", *args],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert process.stdout is not None
        process.stdout.readline()  # it is up and waiting at its prompt
        time.sleep(0.3)
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=60)
        assert process.returncode == 130 and "Traceback" not in err, err
    assert "active" in local("--db", db, "list").stdout  # the game started is stored


async def test_a_typed_resignation_is_confirmed_first(tmp_path, capfd, monkeypatch):
    db = str(tmp_path / "g.sqlite3")
    kept = await in_process(
        capfd, monkeypatch, "--db", db, "--no-image", "new", "--factions", "witches,nomads", stdin="resign\nn\n"
    )
    assert "Really leave" in kept.stdout and "left the game" not in kept.stdout.lower()
    left = await in_process(capfd, monkeypatch, "--db", db, "--no-image", "play", "1", stdin="resign\ny\n")
    assert "Really leave" in left.stdout and " ! " not in left.stdout
    shown = await in_process(capfd, monkeypatch, "--db", db, "export", "1")
    assert "drop-faction" in shown.stdout
