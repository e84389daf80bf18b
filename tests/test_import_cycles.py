"""No module of the rules imports itself through others: each package reads bottom to top, and a
module can be understood (and tested) knowing only what it imports. Imports inside functions count
too, since they hide a cycle rather than remove it; `if TYPE_CHECKING:` imports count as well, since
they are a dependency a reader follows the same way."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.test_layering import ROOT

RULES = ROOT / "rules"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path, modules: set[str]) -> set[str]:
    """The modules of `modules` that `path` imports. `from p import m` imports module p.m when there
    is one (a package's submodule, not the package: Python has run p's __init__ by then), else p."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join([*base, node.module] if node.module else base)
            else:
                source = node.module or ""
            for alias in node.names:
                found.add(f"{source}.{alias.name}" if f"{source}.{alias.name}" in modules else source)
    return found & modules


def import_graph(root: Path) -> dict[str, set[str]]:
    """Each module under `root` and the modules under `root` it imports."""
    paths = {module_name(p): p for p in root.rglob("*.py")}
    return {name: imported(path, set(paths)) - {name} for name, path in paths.items()}


def reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    """The modules `start` imports, directly or through others."""
    seen: set[str] = set()
    todo = list(graph[start])
    while todo:
        module = todo.pop()
        if module not in seen:
            seen.add(module)
            todo.extend(graph[module])
    return seen


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each group of modules that import one another, directly or through others."""
    reach = {module: reachable(graph, module) for module in graph}
    groups = {
        tuple(sorted(other for other in reach[module] if module in reach[other]))
        for module in graph
        if module in reach[module]
    }
    return sorted(list(group) for group in groups)


def test_the_rules_have_no_import_cycles() -> None:
    assert cycles(import_graph(RULES)) == []


def test_a_cycle_is_seen() -> None:
    """The check would notice: a cycle of three, and one through a package's __init__."""
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    graph = import_graph(RULES)
    assert "rules.core" in graph["rules.terra_mystica.engine"]
    assert "rules.terra_mystica.state" in graph["rules.terra_mystica.engine"]
