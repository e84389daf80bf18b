"""What the host keeps of the states it holds (bot/host/memos.py): each answer found once a state,
the states used longest ago forgotten beyond the memo's size, each host with memos of its own."""

from __future__ import annotations

from typing import Any

from bot.games.terra_mystica import TerraMysticaAdapter
from bot.host.memos import LegalMemo, StateMemo, ViewMemo
from bot.service import GameService


class Counting:
    """An engine that counts what it is asked."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, Any]] = []

    def legal_actions(self, state: Any, seat: int) -> list[str]:
        self.asked.append(("legal", seat))
        return [f"move {seat}"]

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        self.asked.append(("view", seat))
        return {"seat": seat}

    def to_json(self, state: Any) -> dict[str, Any]:
        self.asked.append(("json", None))
        return {"json": True}


class State:
    pass


def test_each_answer_is_found_once_a_state_and_seat() -> None:
    engine = Counting()
    legal, views = LegalMemo(engine), ViewMemo(engine)  # type: ignore[arg-type]
    state = State()
    assert legal(state, 0) == legal(state, 0) == ["move 0"] and legal(state, 1) == ["move 1"]
    assert legal.matching(state, 0, "mo") == ["move 0"]  # from what is kept
    assert views.view(state, None) == {"seat": None} and views.view(state, None) is views.view(state, None)
    views.json(state)
    views.json(state)
    assert engine.asked == [("legal", 0), ("legal", 1), ("view", None), ("json", None)]
    assert legal(State(), 0) == ["move 0"] and len(engine.asked) == 5  # another state: asked again


def test_a_game_without_hidden_information_has_one_answer_for_its_views_and_json() -> None:
    engine = Counting()
    views = ViewMemo(engine, view_is_json=True)  # type: ignore[arg-type]
    state = State()
    assert views.view(state, 0) is views.view(state, None) is views.json(state)
    assert engine.asked == [("json", None)]


def test_the_states_used_longest_ago_are_forgotten_beyond_the_size() -> None:
    memo = StateMemo(2)
    states = [State() for _ in range(3)]
    for i, state in enumerate(states):
        memo.found(state, "k", lambda i=i: i)
    assert memo.known(states[0], "k") is None
    assert [memo.known(s, "k") for s in states[1:]] == [1, 2]
    memo.found(states[1], "k", lambda: -1)  # used again: kept when the next comes
    memo.found(State(), "k", lambda: 3)
    assert memo.known(states[1], "k") == 1 and memo.known(states[2], "k") is None


async def test_each_host_keeps_its_own_views(store) -> None:
    adapter = TerraMysticaAdapter()
    one, other = GameService(store, games={adapter.name: adapter}), GameService(store, games={adapter.name: adapter})
    assert one.views(adapter) is one.views(adapter)
    assert one.views(adapter) is not other.views(adapter)
