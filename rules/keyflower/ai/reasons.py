"""Why a move is good, and how a seat stands, in words a player can check (for /hint).

A position's worth is a sum of groups (evaluate.GROUPS: the points as the game stands, workers,
skills, resources, tiles won, bids leading...), so the change of each group between before and
after a move says where the move's worth comes from. A reason names the groups that gain most,
with the counts behind them ("+1 tile its bids lead (+4.2 VP)"), and the dearest cost ("-2
workers").

Reasons are codes with parameters, so that the host words them in each language; `.text` is the
English line. The codes (CODES) are stable: the catalogues key on them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import NamedTuple

from rules import ai_reasons
from rules.ai_reasons import Params, Reason, count, ordinal, signed

# Every code a reason's part may carry, with its parameters besides "vp" (the part's worth in VP,
# rounded to a tenth, which every part has; negative: a cost).
CODES: dict[str, tuple[str, ...]] = {
    "points": (),  # the points the seat would score if the game ended now
    "workers": ("workers",),  # workers held or coming back at the season's end (their change)
    "skills": ("skills",),  # skill tiles held
    "resources": ("resources",),  # resources on its village's tiles
    "actions": (),  # its village's actions (produce, exchange, transport) for the seasons left
    "upgrades": (),  # its tiles still to upgrade
    "won": ("tiles",),  # tiles won and not yet placed in its village
    "leads": ("tiles",),  # auctioned tiles its bids lead
    "order": (),  # leading for a turn-order tile (first choice of boats, the start player)
    "contracts": ("contracts",),  # contracts held, not yet fulfilled (The Merchants)
    "pass": (),  # the move passes
    "offer": ("tiles",),  # the winter offer: the tiles worth most to the seat, by rule of thumb
    "least_loss": (),  # no gain anywhere: the move that costs least
}

_COUNTED = {"workers": "workers", "skills": "skills", "resources": "resources", "won": "tiles", "leads": "tiles"}
_COUNTED["contracts"] = "contracts"


class Ranked(NamedTuple):
    """A move as a level ranks it: its notation, its worth (VP: the points as the game stands plus
    what the seat holds for the seasons left, after the move) and why."""

    move: str
    value: float
    reason: Reason


@dataclass(frozen=True)
class Evaluation:
    """How a seat stands, from its own view: VP now, its worth projected to the end (the same
    measure as a move's value), its place by that projection among the players."""

    vp: int
    projected: float
    place: int
    players: int

    @property
    def code(self) -> str:
        return "evaluation"

    @property
    def params(self) -> Params:
        return {"vp": self.vp, "projected": round(self.projected, 1), "place": self.place, "players": self.players}

    @property
    def text(self) -> str:
        return f"{self.vp} VP now, about {self.projected:.0f} VP projected: {ordinal(self.place)} of {self.players}"


def reason(kind: str, gains: Mapping[str, float], changes: Mapping[str, int], tiles_offered: int = 0) -> Reason:
    """The reason for a move of `kind` ("pass", "offer" or another) whose worth changed the
    position's groups by `gains` (VP) and the seat's counts by `changes`."""
    parts: list[Part] = []
    if kind == "pass":
        parts.append(Part("pass", {"vp": _tenth(sum(gains.values()))}))
    elif kind == "offer":
        parts.append(Part("offer", {"vp": _tenth(sum(gains.values())), "tiles": tiles_offered}))
    up = sorted((g for g, v in gains.items() if v >= 0.5), key=lambda g: -gains[g])[:2]
    down = sorted((g for g, v in gains.items() if v <= -0.5), key=lambda g: gains[g])[:1]
    for group in [*up, *down]:
        parts.append(_part(group, gains[group], changes))
    if not parts:
        parts.append(Part("least_loss", {"vp": _tenth(sum(gains.values()))}))
    return Reason(tuple(parts[:3]))


def _part(group: str, vp: float, changes: Mapping[str, int]) -> Part:
    params: dict[str, float | int | str] = {"vp": _tenth(vp)}
    if group in _COUNTED:
        params[_COUNTED[group]] = changes.get(group, 0)
    return Part(group, params)


def _tenth(x: float) -> float:
    return round(x, 1) + 0.0  # no -0.0


# --- English --------------------------------------------------------------------------------------


def _vp(p: Params) -> str:
    return f"{signed(float(p.get('vp', 0)))} VP"


def _with_count(p: Params, key: str, one: str, many: str, otherwise: str) -> str:
    if p.get(key):
        return f"{count(p, key, one, many)} ({_vp(p)})"
    return f"{_vp(p)} {otherwise}"


def english(code: str, p: Params) -> str:
    """A part's line in English."""
    vp = _vp(p)
    match code:
        case "points":
            return f"{vp} as the game stands"
        case "workers":
            return _with_count(p, "workers", "worker", "workers", "in workers")
        case "skills":
            return _with_count(p, "skills", "skill", "skills", "in skills")
        case "resources":
            return _with_count(p, "resources", "resource", "resources", "in resources")
        case "actions":
            return f"{vp} from its village's actions in the seasons left"
        case "upgrades":
            return f"{vp} from tiles still to upgrade"
        case "won":
            return _with_count(p, "tiles", "tile won", "tiles won", "in tiles won")
        case "leads":
            return _with_count(p, "tiles", "tile its bids lead", "tiles its bids lead", "in tiles its bids lead")
        case "order":
            return f"{vp} leading for a turn-order tile"
        case "contracts":
            return _with_count(p, "contracts", "contract", "contracts", "in contracts")
        case "pass":
            return "passes"
        case "offer":
            n = int(p.get("tiles", 0))
            return f"offers the {n} winter {'tile' if n == 1 else 'tiles'} worth most to it"
        case "least_loss":
            return f"costs least ({vp})"
    raise ValueError(f"unknown reason code {code!r}")


class Part(ai_reasons.Part):
    """One group's share of a move's worth, worded in English by `english`."""

    words = staticmethod(english)
