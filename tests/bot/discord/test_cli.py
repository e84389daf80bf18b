"""`python -m bot`: without a token it explains; --list-commands prints what would be registered."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def run(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DISCORD_")}
    env["BOT_CONFIG"] = str(tmp_path / "none.env")
    env["DATABASE_PATH"] = str(tmp_path / "games.sqlite3")
    return subprocess.run(
        [sys.executable, "-m", "bot", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


def test_without_a_token_it_says_how_to_get_one_and_how_to_play_locally(tmp_path: Path) -> None:
    done = run(tmp_path=tmp_path)
    assert done.returncode == 2
    assert "DISCORD_TOKEN" in done.stderr and "discord.com/developers/applications" in done.stderr
    assert "python -m bot.local" in done.stderr
    assert not (tmp_path / "games.sqlite3").exists()


def test_list_commands_prints_the_commands_with_their_translations(tmp_path: Path) -> None:
    done = run("--list-commands", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    commands = json.loads(done.stdout)
    tm = next(c for c in commands if c["name"] == "tm")
    assert tm["name_localizations"] == {"pt-BR": "tm"}
    move = next(o for o in tm["options"] if o["name"] == "move")
    assert move["name_localizations"]["pt-BR"] == "jogada"
    assert move["options"][0]["autocomplete"] is True
    assert len(tm["options"]) <= 25
