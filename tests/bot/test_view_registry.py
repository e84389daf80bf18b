"""The registry of view memos keeps only the adapters used last (adapters are made anew often)."""

from __future__ import annotations

from bot.games import _VIEW_ADAPTERS, _VIEWS, views
from bot.games.terra_mystica import TerraMysticaAdapter


def test_the_registry_of_view_memos_stays_bounded() -> None:
    made = [TerraMysticaAdapter() for _ in range(3 * _VIEW_ADAPTERS)]
    memos = [views(a) for a in made]
    assert len(_VIEWS) <= _VIEW_ADAPTERS
    assert views(made[-1]) is memos[-1]  # the adapter used last keeps its memo
    assert all(entry[0] in made[-_VIEW_ADAPTERS:] for entry in _VIEWS.values())
