"""The AI's one door to the engine: who decides, the moves a seat may play, and playing them on
copies, through the engine's typed side (rules.core.SearchEngine's `copy`, `play` and
`notation`, and Terra Mystica's `candidate_moves`). Moves are values here (a tuple of commands:
`(Upgrade("E4", "TP"),)`); notation is written once, for the move chosen.

The AI starts from the engine's `candidate_moves` (every move it would consider, a superset of
the legal ones) and plays each on a copy itself: it keeps the state after each move, which
`legal_moves` would find and throw away.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from ...core import RuleError
from ..actions import Burn, ChooseFaction, Command, Convert, Move, Pass, PickColor, Transform, UseAction
from ..context import Ctx
from ..data.tiles import ACTIONS
from ..engine import TerraMysticaEngine
from ..state import Faction, GameState
from ..turns import detect_incomplete, start_full_move

ENGINE = TerraMysticaEngine()

__all__ = ["Command", "Faction", "GameState", "Move"]


def deciding(g: GameState) -> list[int]:
    """The seats that must decide something now, the first to be asked first."""
    return ENGINE.to_decide(g)


def faction(g: GameState, seat: int) -> Faction | None:
    return g.faction_at(seat)


def notation(move: Move) -> str:
    return ENGINE.notation(move)


def moves(g: GameState, seat: int) -> list[Move]:
    """Every move the engine would consider for `seat` now (a superset of the legal ones)."""
    return ENGINE.candidate_moves(g, seat)


def tried(g: GameState, seat: int, candidates: Iterable[Move]) -> Iterator[tuple[Move, GameState]]:
    """The moves among `candidates` the engine accepts, each with the state after it (`g` is
    not changed)."""
    for move in candidates:
        new = ENGINE.copy(g)
        try:
            ENGINE.play(new, seat, move)
        except RuleError:
            continue
        yield move, new


def after(g: GameState, seat: int, move: Move) -> GameState | None:
    """The state after `seat` plays `move`, on a copy (None when the engine refuses it)."""
    found = next(tried(g, seat, [move]), None)
    return found[1] if found else None


@dataclass(frozen=True, slots=True)
class Shape:
    """What a move is made of, as the AI sorts moves."""

    free_only: bool  # only burning and converting
    converts_w_to_p: bool  # the Darklings' stronghold exchange (`convert 2W to 2P`)
    transform_to: tuple[str, ...]  # the terrains its transformations name
    passes: bool
    actions: tuple[str, ...]  # the actions it takes (ACT1-ACT9, BON1, ACTW...)


@lru_cache(maxsize=32768)
def shape(move: Move) -> Shape:
    return Shape(
        free_only=all(isinstance(c, Burn | Convert) for c in move),
        converts_w_to_p=any(isinstance(c, Convert) and (c.from_res, c.to_res) == ("W", "P") for c in move),
        transform_to=tuple(c.terrain for c in move if isinstance(c, Transform) and c.terrain),
        passes=any(isinstance(c, Pass) for c in move),
        actions=tuple(c.name for c in move if isinstance(c, UseAction)),
    )


def where(move: Move) -> str | None:
    """The hex a move builds, upgrades or places on first (None for one naming no hex)."""
    for c in move:
        hex_id = getattr(c, "hex", None)
        if isinstance(hex_id, str):
            return hex_id
    return None


def chosen_faction(move: Move) -> str | None:
    return next((c.faction for c in move if isinstance(c, ChooseFaction)), None)


def picked_color(move: Move) -> str | None:
    return next((c.color for c in move if isinstance(c, PickColor)), None)


def burn(count: int) -> Command:
    return Burn(count)


def convert(count: int, res: str, to_count: int, to_res: str) -> Command:
    return Convert(count, res, to_count, to_res)


def random_move(g: GameState, seat: int, rng: random.Random) -> Move:
    """The simulator's random player's move (rules/terra_mystica/simulate.py): decisions first,
    passing likelier as the round goes on; a faction or its colour at random."""
    if g.faction_at(seat) is None or g.phase == "select-factions":
        return rng.choice([m for m, _ in tried(g, seat, moves(g, seat))])
    from ..simulate import pick  # (the simulator's command line is not imported with the AI)

    picked = pick(rng, g, seat)
    if picked is None:
        raise ValueError(f"no legal move for seat {seat}")
    return picked[0]


def owes(g: GameState, seat: int) -> bool:
    """Whether `seat` must still settle something of the move just played (a favor or town
    tile, cult steps, spades, a bridge...) before its turn is over."""
    f = g.faction_at(seat)
    if f is None or g.phase != "play" or seat not in ENGINE.to_decide(g):
        return False
    return detect_incomplete(Ctx(g), f)


def rich(g: GameState, seat: int) -> GameState:
    """A copy where `seat`'s faction has coins, workers, priests and power to spare: the moves
    it could play once it converts what it has (what they cost is what a copy loses)."""
    new = ENGINE.copy(g)
    f = new.factions[new.seats[seat] or ""]
    f.C += 40
    f.W += 20
    f.P += 4
    f.P3 += 12
    return new


# The power actions others take first when they can (the most wanted first).
_CONTESTED = ("ACT6", "ACT5", "ACT3", "ACT4", "ACT2", "ACT1")


def sit_out(g: GameState, seat: int, contest: bool = True) -> GameState:
    """A copy where the other factions have passed and it is `seat`'s turn: the rest of the
    round as `seat` could play it alone (a search's cheap model of the opponents: they sit
    still). With `contest`, each other faction still in the round first takes the most wanted
    power action its power pays for (as they do before `seat` plays again)."""
    new = ENGINE.copy(g)
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
