"""Keyflower in the terminal, hot seat: a whole game with The Merchants typed on stdin, the screen
passed between players (each one's hidden position shown only once it is theirs), undo and the
log; then export, import of the export, and the same scores."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from bot.games.keyflower import KeyflowerAdapter
from rules.keyflower.engine import KeyflowerEngine
from tests.bot.test_local import local

ENGINE = KeyflowerEngine()


def simulated(seed: str, options: dict[str, object], players: int = 3) -> tuple[list[tuple[int, str]], dict[int, int]]:
    """A short random game (players pass often): its moves in order, and its scores."""
    rng = random.Random(seed)
    g = ENGINE.new_game(options, players, seed)
    moves = []
    while not ENGINE.is_finished(g):
        seat = rng.choice(ENGINE.to_decide(g))
        legal = ENGINE.legal_actions(g, seat)
        move = "pass" if "pass" in legal and rng.random() < 0.6 else rng.choice(legal)
        g = ENGINE.apply(g, seat, move).state
        moves.append((seat, move))
    return moves, ENGINE.scores(g)


def test_a_hot_seat_game_with_the_merchants_then_export_and_import(tmp_path: Path) -> None:
    seed = "terminal-kf"
    options = KeyflowerAdapter().game_options({"merchants": True, "variant": "A"})
    moves, scores = simulated(seed, options)
    lines = [f"{seat + 1}: {move}" for seat, move in moves]
    lines[4:4] = ["log", "undo", lines[3]]  # take the fourth move back and play it again
    db = str(tmp_path / "g.sqlite3")
    image = tmp_path / "board.png"
    run = local(
        "--db", db, "--image", str(image),
        "new", "--game", "keyflower", "--players", "3", "--merchants", "--variant", "A", "--seed", seed,
        stdin="\n".join(lines) + "\n",
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    out = run.stdout
    assert "The game is over" in out and " ! " not in out, out[-3000:]
    assert "  undone: " in out and image.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # each player's own position comes right after the screen is passed to them, never before
    passes = re.findall(r"Pass the screen to Seat (\d) \(.*\), then press Enter", out)
    assert {"1", "2", "3"} <= set(passes)
    for block in out.split("── Pass the screen to Seat ")[1:]:
        seat = block[0]
        private = [line for line in block.splitlines() if line.startswith("Seat ") and "only you see this" in line]
        assert private and all(line.startswith(f"Seat {seat} ·") for line in private), block[:400]
    assert "**" not in out  # Discord's bold marks are not for the terminal
    vp = {f"seat {s + 1}": v for s, v in scores.items()}
    shown = json.loads(local("--db", db, "show", "1").stdout)
    assert shown == {"game_id": 1, "vp": vp, "finished": True}
    # export, import the export: the same game, the same scores
    exported = local("--db", db, "export", "1")
    assert exported.returncode == 0 and exported.stdout.startswith("# Keyflower")
    log = tmp_path / "game.kf.txt"
    log.write_text(exported.stdout, encoding="utf-8")
    imported = local("--db", str(tmp_path / "other.sqlite3"), "import", str(log), "--game", "keyflower")
    assert imported.returncode == 0, imported.stderr
    assert json.loads(imported.stdout) == {"game_id": 1, "vp": vp, "finished": True}


def test_a_damaged_log_is_refused_in_one_line(tmp_path: Path) -> None:
    moves, _ = simulated("terminal-kf-2", {})
    adapter = KeyflowerAdapter()
    text = adapter.export_log({}, "terminal-kf-2", ["Ana", "Bia", "Caio"], moves[:10])
    bad = tmp_path / "bad.txt"
    bad.write_text(text.replace(moves[5][1], "bid 99 red on Nowhere"), encoding="utf-8")
    run = local("--db", str(tmp_path / "g.sqlite3"), "import", str(bad), "--game", "keyflower")
    assert run.returncode == 1 and run.stderr.startswith("error: ") and "Traceback" not in run.stderr
    partial = tmp_path / "partial.txt"
    partial.write_text(text, encoding="utf-8")
    db = str(tmp_path / "g.sqlite3")
    ok = local("--db", db, "import", str(partial), "--game", "keyflower")
    assert json.loads(ok.stdout)["finished"] is False
    seat, move = moves[10]  # the imported game goes on from where the log stops
    resumed = local("--db", db, "--no-image", "play", "1", stdin=f"{seat + 1}: {move}\nquit\n")
    assert resumed.returncode == 0 and " ! " not in resumed.stdout, resumed.stdout
    assert local("--db", db, "export", "1").stdout.splitlines()[-1] == f"{seat + 1}: {move}"


async def test_a_portuguese_terminal_tells_the_position_in_portuguese(tmp_path: Path, capfd, monkeypatch) -> None:
    from tests.bot.test_local import in_process

    monkeypatch.setenv("LANG", "pt_BR.UTF-8")
    db = str(tmp_path / "g.sqlite3")
    args = ("--db", db, "--no-image", "new", "--game", "keyflower", "--players", "3", "--seed", "pt")
    run = await in_process(capfd, monkeypatch, *args, stdin="pass\nquit\n")
    assert run.returncode == 0, run.stderr
    assert "Primavera: vez do Lugar" in run.stdout and "  Em oferta: " in run.stdout
    assert "(jogador inicial)" in run.stdout and "Spring" not in run.stdout and "to act" not in run.stdout
