"""Hidden Hands: a small game with hidden information, to test that the host shows no secret.

Each seat is dealt two secret words and, in seat order, keeps one of them (`keep <word>`): a
seat's hand is in its own view only, the public view says only who has kept a word. The score is
the kept word's length. Its adapter records every view it is asked to draw.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from bot.games import BaseAdapter, Decision, Option, Shortcut, View
from rules.core import Outcome, RuleError, seeded_rng, shuffled

WORDS = ("quasar", "obsidian", "marmalade", "zeppelin", "juniper", "halcyon", "tundra", "wombat", "saffron")


@dataclass
class HiddenState:
    hands: list[list[str]]
    kept: list[str | None]
    turn: int = 0

    @property
    def finished(self) -> bool:
        return self.turn >= len(self.hands)


class HiddenEngine:
    name = "hidden_hands"

    def new_game(self, options: Mapping[str, Any], seats: int, seed: int | str) -> HiddenState:
        deck = shuffled(WORDS, seeded_rng(seed, "hidden-hands"))
        return HiddenState([deck[2 * s : 2 * s + 2] for s in range(seats)], [None] * seats)

    def apply(self, state: HiddenState, seat: int, action: str) -> Outcome[HiddenState]:
        verb, _, word = action.partition(" ")
        if verb != "keep" or not word:
            raise RuleError("hh-not-understood")
        if state.finished or seat != state.turn:
            raise RuleError("hh-not-your-turn")
        if word not in state.hands[seat]:
            raise RuleError("hh-not-in-hand")
        kept = list(state.kept)
        kept[seat] = word
        return Outcome(HiddenState([list(h) for h in state.hands], kept, state.turn + 1), [], action)

    def to_decide(self, state: HiddenState) -> list[int]:
        return [] if state.finished else [state.turn]

    def legal_actions(self, state: HiddenState, seat: int) -> list[str]:
        return [f"keep {w}" for w in state.hands[seat]] if seat == state.turn and not state.finished else []

    def view(self, state: HiddenState, seat: int | None) -> dict[str, Any]:
        public: dict[str, Any] = {
            "seats": len(state.hands),
            "turn": state.turn,
            "kept": [k is not None for k in state.kept],
        }
        if seat is not None:
            public |= {"hand": list(state.hands[seat]), "kept_word": state.kept[seat]}
        return public

    def is_finished(self, state: HiddenState) -> bool:
        return state.finished

    def scores(self, state: HiddenState) -> dict[int, int]:
        return {s: len(k or "") for s, k in enumerate(state.kept)}

    def to_json(self, state: HiddenState) -> dict[str, Any]:
        return {"hands": state.hands, "kept": state.kept, "turn": state.turn}

    def from_json(self, data: Mapping[str, Any]) -> HiddenState:
        return HiddenState([list(h) for h in data["hands"]], list(data["kept"]), int(data["turn"]))


def _words(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
    return [(a[5:], a[5:]) for a in legal if a.startswith("keep ")]


@dataclass
class HiddenAdapter(BaseAdapter[HiddenState]):
    name: str = "hidden_hands"
    prefix: str = "hh"
    title: str = "Hidden Hands"
    min_seats: int = 2
    max_seats: int = 4
    example_move: str = "keep <word>"
    shortcuts: tuple[Shortcut, ...] = (
        Shortcut(
            "keep", (Option("word", required=True, complete=_words),), lambda given, legal: f"keep {given['word']}"
        ),
    )
    hidden_information: bool = True
    drawn: list[View] = field(default_factory=list)  # every view render was given

    def __post_init__(self) -> None:
        self._engine = HiddenEngine()

    @property
    def engine(self) -> HiddenEngine:
        return self._engine

    def decisions(self, state: HiddenState) -> list[Decision]:
        return [
            Decision(s, "keep", self.engine.legal_actions(state, s), menu=True, secret=True)
            for s in self.engine.to_decide(state)
        ]

    def public_move(self, text: str) -> str:
        return text.split()[0]  # which word was kept is secret

    def describe(self, text: str, locale: str) -> str:
        return "kept a word" if text == "keep" else text

    def status(self, view: View, seat: int, locale: str) -> str:
        return f"Your hand: {', '.join(view['hand'])}"

    def summary(self, view: View, locale: str = "en") -> str:
        return f"turn {view['turn']}, kept {view['kept']}"

    def render(self, view: View, before: View | None = None, locale: str = "en", names: Sequence[str] = ()) -> bytes:
        self.drawn.append(dict(view))
        out = io.BytesIO()
        Image.new("RGB", (8, 8), (200, 200, 200)).save(out, "PNG")
        return out.getvalue()
