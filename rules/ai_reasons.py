"""What the games' AIs share to say why a move (for /hint): a reason is parts, each one group of
the evaluation's share of the move's worth, as a code with parameters that the host words in each
language. Each game's `ai/reasons.py` lists its codes and words them in English; its `Part`
subclasses this one with those words, so that `.text` is that game's English line."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field

Params = Mapping[str, float | int | str]


@dataclass(frozen=True)
class Part(ABC):
    """One group's share of a move's worth."""

    code: str
    params: Params = field(default_factory=dict)

    @property
    def vp(self) -> float:
        return float(self.params.get("vp", 0.0))

    @staticmethod
    @abstractmethod
    def words(code: str, params: Params, /) -> str:
        """The game's English line for a part: each game's subclass gives its own."""

    @property
    def text(self) -> str:
        return self.words(self.code, self.params)


@dataclass(frozen=True)
class Reason:
    """Why a move: the groups it gains most in, the first the main one (code and params are its)."""

    parts: tuple[Part, ...]

    @property
    def code(self) -> str:
        return self.parts[0].code

    @property
    def params(self) -> Params:
        return self.parts[0].params

    @property
    def text(self) -> str:
        return "; ".join(p.text for p in self.parts)

    def __str__(self) -> str:
        return self.text


# --- English helpers both games word their parts with ---------------------------------------------


def signed(n: float) -> str:
    """+2, -1.5, 0."""
    return f"+{n:g}" if n > 0 else f"{n:g}"


def count(p: Params, key: str, one: str, many: str) -> str:
    """The signed count p[key] of a thing: '+1 worker', '-2 workers'."""
    n = float(p.get(key, 0))
    return f"{signed(n)} {one if abs(n) == 1 else many}"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th... 11th."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"
