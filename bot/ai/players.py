"""What each game's AI is given and asked, run in a worker process (bot/ai/worker.py): the one place
a game with an AI player adds its lines.

Terra Mystica hides nothing, so its AI reads the whole state; Keyflower's reads the seat's own view
only (engine.view(state, seat)), as a person at the table sees it."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

# The most CPU time a decision may take before the search is cut short: past hard's 2 s a decision,
# a guard against a position the search finds unusually wide (then the move depends on the time).
THINK_SECONDS = 8.0


@dataclass(frozen=True)
class AiGame:
    sees_view: bool  # the AI is given the seat's view (hidden information), else the state's JSON
    value_kind: str  # what its values measure: "final" (the seat's projected final score), "worth" (a move's gain)
    choose: Callable[[Any, int, str, int], str]  # (state or view, seat, level, seed) -> notation
    ranked: Callable[[Any, int, str, int], list[tuple[str, float, Any]]]  # best first: (notation, value, reason)


def _tm_state(data: Mapping[str, Any]) -> Any:
    from rules.terra_mystica.engine import TerraMysticaEngine

    return TerraMysticaEngine().from_json(data)


def _deadline() -> Callable[[], bool]:
    end = time.process_time() + THINK_SECONDS
    return lambda: time.process_time() > end


def _tm_choose(data: Any, seat: int, level: str, seed: int) -> str:
    from rules.terra_mystica import ai

    return ai.choose(_tm_state(data), seat, level, seed, _deadline())


def _tm_ranked(data: Any, seat: int, level: str, seed: int) -> list[tuple[str, float, Any]]:
    from rules.terra_mystica import ai

    return [(text, value, None) for text, value in ai.ranked(_tm_state(data), seat, level, seed, _deadline())]


def _kf_choose(view: Any, seat: int, level: str, seed: int) -> str:
    from rules.keyflower import ai

    return ai.choose(view, seat, level, seed)


def _kf_ranked(view: Any, seat: int, level: str, seed: int) -> list[tuple[str, float, Any]]:
    from rules.keyflower import ai

    return [
        (text, value, None) for text, value, _ in ai.ranked(view, seat, level, seed)
    ]  # its English words: not shown


GAMES: dict[str, AiGame] = {
    "terra_mystica": AiGame(sees_view=False, value_kind="final", choose=_tm_choose, ranked=_tm_ranked),
    "keyflower": AiGame(sees_view=True, value_kind="worth", choose=_kf_choose, ranked=_kf_ranked),
}
