"""The layers hold: the rules do no I/O and know nothing of the bot, the images or the words; the
host, the terminal and the Discord client name no game (a game is reached through the registry,
bot.games.adapters, the one place a new game adds a line)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("terra_mystica", "keyflower")
# What the rules never import: I/O (network, database, processes, clocks, images) and the layers above.
NOT_IN_RULES = {
    "asyncio", "socket", "ssl", "http", "urllib", "sqlite3", "aiosqlite", "discord", "PIL", "subprocess",
    "multiprocessing", "threading", "time", "sys", "argparse", "bot", "rendering", "locales", "fluent",
}  # fmt: skip
# The rules' command-line tools do their I/O in main(), at the edge.
RULES_TOOLS = ("simulate.py", "replay.py")
NOT_IN_TOOLS = {"discord", "aiosqlite", "sqlite3", "PIL", "bot", "rendering", "locales", "fluent"}
GENERIC = [
    "bot/__main__.py",
    "bot/config.py",
    "bot/drawing.py",
    "bot/local.py",
    "bot/service.py",
    *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "bot" / "host").glob("*.py")),
    "bot/store.py",
    "bot/suggest.py",
    "bot/games/__init__.py",
    "bot/i18n/__init__.py",
    *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "bot" / "discord").glob("*.py")),
    "locales/__init__.py",
    "rendering/canvas.py",
    "rendering/hexgrid.py",
]


def imports(path: Path, skip_function: str | None = None) -> set[str]:
    """Every module `path` imports (relative ones resolved), but those inside `skip_function`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    skipped = {
        id(node)
        for fn in ast.walk(tree)
        if isinstance(fn, ast.FunctionDef) and fn.name == skip_function
        for node in ast.walk(fn)
    }
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            found.add(module)
            found |= {f"{module}.{alias.name}" for alias in node.names}
    return found


def test_the_rules_do_no_io_and_know_no_other_layer() -> None:
    wrong = {}
    for path in sorted((ROOT / "rules").rglob("*.py")):
        forbidden = NOT_IN_TOOLS if path.name in RULES_TOOLS else NOT_IN_RULES
        bad = sorted(m for m in imports(path) if m.split(".")[0] in forbidden)
        if bad:
            wrong[str(path.relative_to(ROOT))] = bad
    assert not wrong, wrong


def test_generic_modules_import_no_game() -> None:
    wrong = {}
    for name in GENERIC:
        path = ROOT / name
        found = imports(path, skip_function="adapters" if name == "bot/games/__init__.py" else None)
        bad = sorted(m for m in found if any(part in GAMES for part in m.split(".")))
        if bad:
            wrong[name] = bad
    assert not wrong, wrong


def test_the_checks_see_imports() -> None:
    """The two checks above would notice: relative imports resolve, the registry's are skipped."""
    registry = imports(ROOT / "bot/games/__init__.py")
    assert "bot.games.terra_mystica.TerraMysticaAdapter" in registry
    assert not any("terra_mystica" in m for m in imports(ROOT / "bot/games/__init__.py", "adapters"))
    assert "rules.terra_mystica.engine" in imports(ROOT / "bot/games/terra_mystica.py")
