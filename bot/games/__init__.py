"""The games the bot hosts: one adapter per game (bot/games/<game>.py), listed in `adapters()`.

A game is its engine (rules/<game>/), its renderer (rendering/<game>/), its words
(locales/<locale>/<game>.ftl) and an adapter, a `BaseAdapter` of the contract (contract.py),
registered below. The host, the store, the terminal and the Discord client are the same for every
game; docs/architecture.md tells how to add one.
"""

from __future__ import annotations

from typing import Any

from .contract import (
    BaseAdapter,
    Completer,
    Decision,
    GameAdapter,
    ImportedGame,
    Option,
    Setting,
    Shortcut,
    StateT,
    View,
)

__all__ = [
    "BaseAdapter", "Completer", "Decision", "GameAdapter", "ImportedGame", "Option", "Setting", "Shortcut", "StateT",
    "View", "adapters",
]  # fmt: skip


def adapters() -> dict[str, GameAdapter[Any]]:
    """Every game the bot hosts, by name: the one registry a new game adds a line to."""
    from .keyflower import KeyflowerAdapter
    from .terra_mystica import TerraMysticaAdapter

    found: list[GameAdapter[Any]] = [TerraMysticaAdapter(), KeyflowerAdapter()]
    return {a.name: a for a in found}
