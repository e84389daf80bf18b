"""What the host keeps of the states it holds: their legal actions, views and JSON, each found once.

A state is never changed once the host holds it (a move makes a new state), and the same state
object is asked the same questions several times around a move: its JSON is stored, its public
view told in words and drawn, its decisions shown under the board, its legal actions offered by
autocomplete while the next player types. Each answer is kept with the state object it is for.
"""

from __future__ import annotations

import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any

from rules.core import GameEngine

from ..suggest import SHOWN, best_matches

# States whose legal actions are kept (LegalMemo): those of the games moved last.
LEGAL_MEMO_STATES = 256
# States whose views and JSON are kept (ViewMemo): those of the moves being stored and announced
# now (a move's new state is stored, then told and drawn, a few round trips later).
VIEW_MEMO_STATES = 64


class StateMemo:
    """What was found for the states used last, by state object and key. The object itself is
    kept with its answers, so its id names no other state meanwhile. What is kept is shared:
    callers read it and never change it."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._kept: OrderedDict[int, tuple[Any, dict[Any, Any]]] = OrderedDict()
        self._lock = threading.Lock()  # answers are computed and read in worker threads too

    def known(self, state: Any, key: Any, touch: bool = False) -> Any | None:
        """What is kept for (state, key), if anything; `touch` marks the state as used last."""
        with self._lock:
            entry = self._kept.get(id(state))
            if entry is None or entry[0] is not state:
                return None
            if touch:
                self._kept.move_to_end(id(state))
            return entry[1].get(key)

    def found(self, state: Any, key: Any, make: Callable[[], Any]) -> Any:
        """What is kept for (state, key), made (outside the lock) and kept when it isn't."""
        value = self.known(state, key, touch=True)
        if value is not None:
            return value
        value = make()
        with self._lock:
            entry = self._kept.get(id(state))
            if entry is None or entry[0] is not state:
                entry = self._kept[id(state)] = (state, {})
                while len(self._kept) > self._size:
                    self._kept.popitem(last=False)
            entry[1][key] = value
        return value

    def forget(self) -> None:
        with self._lock:
            self._kept.clear()


class LegalMemo(StateMemo):
    """An engine's legal actions, by state and seat. The decisions shown with the board after a
    move and autocomplete's suggestions for the next one come from the same state object (the
    host's cache keeps it): they are found once."""

    def __init__(self, engine: GameEngine[Any], size: int = LEGAL_MEMO_STATES) -> None:
        super().__init__(size)
        self._engine = engine

    def __call__(self, state: Any, seat: int) -> list[str]:
        # The same texts recur from state to state and game to game: kept once in memory.
        found: list[str] = self.found(
            state, seat, lambda: [sys.intern(text) for text in self._engine.legal_actions(state, seat)]
        )
        return found

    def matching(self, state: Any, seat: int, typed: str) -> list[str]:
        """best_matches(legal actions, typed). When they are not known yet and the engine can
        try candidates (`legal_among`), the candidates matching what was typed are tried best
        first, until autocomplete's 25 are found: the same list, with far fewer turns tried."""
        known = self.known(state, seat)
        among = getattr(self._engine, "legal_among", None)
        if known is not None or among is None or not typed.strip():
            return best_matches(known if known is not None else self(state, seat), typed)
        ranked = best_matches(self._engine.candidates(state, seat), typed, limit=None)  # type: ignore[attr-defined]
        return [sys.intern(text) for text in among(state, seat, ranked, SHOWN)]


class ViewMemo(StateMemo):
    """An engine's views and JSON, by state (and seat). `view_is_json`: the engine's view of any
    seat is its JSON (a game without hidden information), found once for both."""

    def __init__(self, engine: GameEngine[Any], view_is_json: bool = False, size: int = VIEW_MEMO_STATES) -> None:
        super().__init__(size)
        self._engine = engine
        self._view_is_json = view_is_json

    def view(self, state: Any, seat: int | None) -> Mapping[str, Any]:
        if self._view_is_json:
            return self.json(state)
        view: Mapping[str, Any] = self.found(state, seat, lambda: self._engine.view(state, seat))
        return view

    def json(self, state: Any) -> dict[str, Any]:
        found: dict[str, Any] = self.found(state, "json", lambda: self._engine.to_json(state))
        return found
