"""Local play in a terminal: a whole 2-player game typed on stdin, and the scriptable commands."""

import json
import os
import subprocess
import sys
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
    assert any(f.MAY_BOAT for f in g.factions.values())
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
