"""The AI's one door to the engine: who decides, the turns a seat may play, and playing them on copies.

Everything else in the AI asks here, so that moving to the engine's typed moves (issue 25:
`legal_moves`, `play`, `copy`) changes this module only. Turns are the notation the host
stores (`upgrade E4 to TP`, `burn 2. action ACT6. build F3`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from ..actions import Burn, Convert, Pass, Transform, UseAction
from ..context import Ctx
from ..data.tiles import ACTIONS
from ..engine import to_decide
from ..legal import accepted, candidates
from ..notation import parse_turn
from ..state import Faction, GameState
from ..turns import detect_incomplete, start_full_move


def deciding(g: GameState) -> list[int]:
    """The seats that must decide something now, the first to be asked first."""
    return to_decide(g)


def faction(g: GameState, seat: int) -> Faction | None:
    return g.faction_at(seat)


def after(g: GameState, seat: int, text: str) -> GameState | None:
    """The state after `seat` plays `text`, on a copy (None when the engine refuses it)."""
    found = next(accepted(g, seat, [text]), None)
    return found[1] if found else None


def tried(g: GameState, seat: int, texts: Iterable[str]) -> Iterator[tuple[str, GameState]]:
    """The turns among `texts` the engine accepts, each with the state after it (`g` unchanged)."""
    return accepted(g, seat, texts)


def turns(g: GameState, seat: int) -> list[str]:
    """Every turn the engine would consider for `seat` now (a superset of the legal ones)."""
    return candidates(g, seat)


def rich(g: GameState, seat: int) -> GameState:
    """A copy where `seat`'s faction has coins, workers, priests and power to spare: the turns
    it could play once it converts what it has (what they cost is what a copy loses)."""
    new = g.copy()
    f = new.factions[new.seats[seat] or ""]
    f.C += 40
    f.W += 20
    f.P += 4
    f.P3 += 12
    return new


@dataclass(frozen=True, slots=True)
class Shape:
    """What a turn is made of, as the AI sorts turns."""

    free_only: bool  # only burning and converting
    converts_w_to_p: bool  # the Darklings' stronghold exchange (`convert 2W to 2P`)
    transform_to: tuple[str, ...]  # the terrains its transformations name
    passes: bool
    power_actions: tuple[str, ...]  # the actions it takes (ACT1-ACT9, BON1, ...)


@lru_cache(maxsize=16384)
def shape(text: str) -> Shape:
    turn = parse_turn(text)
    return Shape(
        free_only=all(isinstance(c, Burn | Convert) for c in turn),
        converts_w_to_p=any(isinstance(c, Convert) and (c.from_res, c.to_res) == ("W", "P") for c in turn),
        transform_to=tuple(c.terrain for c in turn if isinstance(c, Transform) and c.terrain),
        passes=any(isinstance(c, Pass) for c in turn),
        power_actions=tuple(c.name for c in turn if isinstance(c, UseAction)),
    )


def random_turn(g: GameState, seat: int, rng: random.Random) -> str:
    """The simulator's random player's turn (rules/terra_mystica/simulate.py): decisions first,
    passing likelier as the round goes on; a faction or its colour at random."""
    if g.faction_at(seat) is None or g.phase == "select-factions":
        return rng.choice([t for t, _ in accepted(g, seat, candidates(g, seat))])
    from ..simulate import _pick  # (the simulator's command line is not imported with the AI)

    picked = _pick(rng, g, seat)
    if picked is None:
        raise ValueError(f"no legal turn for seat {seat}")
    return picked[0]


# The power actions others take first when they can (the most wanted first).
_CONTESTED = ("ACT6", "ACT5", "ACT3", "ACT4", "ACT2", "ACT1")


def sit_out(g: GameState, seat: int, contest: bool = True) -> GameState:
    """A copy where the other factions have passed and it is `seat`'s turn: the rest of the
    round as `seat` could play it alone (a search's cheap model of the opponents: they sit
    still). With `contest`, each other faction still in the round first takes the most wanted
    power action its power pays for (as they do before `seat` plays again)."""
    new = g.copy()
    for f in new.factions.values():
        if f.seat == seat:
            continue
        if contest and not f.passed and new.phase == "play":
            power = f.P3 + f.P2 // 2
            for name in _CONTESTED:
                if name not in new.used_actions and ACTIONS[name].cost.get("PW", 0) <= power:
                    new.used_actions.append(name)
                    break
        f.passed = True
    me = new.faction_at(seat)
    if me is not None and new.phase == "play" and new.active != me.name and not me.passed:
        start_full_move(Ctx(new), me)
    return new


def owes(g: GameState, seat: int) -> bool:
    """Whether `seat` must still settle something of the turn just played (a favor or town
    tile, cult steps, spades, a bridge...) before it is over."""
    f = g.faction_at(seat)
    if f is None or g.phase != "play" or seat not in to_decide(g):
        return False
    return detect_incomplete(Ctx(g), f)
