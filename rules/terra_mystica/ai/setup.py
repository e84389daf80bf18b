"""The decisions before the first round: a faction, a colour, the starting dwellings (and the
Merchants of the Seas' harbour), the first bonus card.

A starting dwelling is judged by the land around it: hexes of the faction's terrain a dwelling
can follow on, land one spade away, the river for shipping, a neighbour to leech from, and its
distance to the faction's other dwellings (close enough to join, not so close as to crowd).
"""

from __future__ import annotations

import random

from ..board import TERRAIN_WHEEL, WHEEL_INDEX, hex_distance
from ..board import board as board_of
from ..reach import spades_needed
from . import game, moves
from .evaluate import value
from .game import Faction, GameState

# How the factions fare in tournament play, best first (a rough order, in VP a game above the
# weakest): the first pick takes the strongest faction left that the board and tiles suit.
FACTION_STRENGTH: dict[str, float] = {
    "darklings": 10,
    "cultists": 9,
    "halflings": 8,
    "nomads": 8,
    "witches": 8,
    "engineers": 7,
    "chaosmagicians": 7,
    "swarmlings": 6,
    "mermaids": 6,
    "dwarves": 5,
    "giants": 5,
    "alchemists": 4,
    "auren": 3,
    "fakirs": 1,
    "icemaidens": 7,
    "yetis": 6,
    "dragonlords": 6,
    "acolytes": 5,
    "shapeshifters": 5,
    "riverwalkers": 5,
}


def is_setup(g: GameState) -> bool:
    return g.phase in ("select-factions", "initial-dwellings")


def choose(g: GameState, seat: int, rng: random.Random, careful: bool) -> str:
    """A setup decision for `seat`: with `careful`, the best by the rules of thumb above; without,
    one of the better ones at random."""
    opts = game.turns(g, seat)
    f = game.faction(g, seat)
    if f is None:  # a faction to choose
        scored = [(_faction_score(t.split()[-1], rng), t) for t in opts]
    elif g.phase == "select-factions":  # a colour, or the Ice Maidens' favor tile
        return _by_value(g, seat, opts, rng, careful)
    else:
        scored = [(_dwelling_score(g, f, t.split()[-1]) + rng.random() * 0.01, t) for t in opts]
    scored.sort(reverse=True)
    legal = [t for _, t in scored if game.after(g, seat, t) is not None][: 1 if careful else 3]
    return rng.choice(legal) if legal else opts[0]


def _by_value(g: GameState, seat: int, opts: list[str], rng: random.Random, careful: bool) -> str:
    options = moves.options(g, seat, fund=False)
    f = game.faction(g, seat)
    if f is not None and f.PICK_COLOR:
        b = board_of(g.board)
        taken = {x.terrain for x in g.factions.values()} | {x.secondary for x in g.factions.values()}
        counts = {c: sum(1 for h in b.land if g.terrain[h] == c and h not in g.buildings) for c in TERRAIN_WHEEL}
        scored = [(counts.get(o.text.split()[-1], 0) + rng.random() * 0.01, o.text) for o in options]
        scored = [(s, t) for s, t in scored if t.split()[-1] not in taken] or scored
        return max(scored)[1]
    best = max(options, key=lambda o: value(o.state, seat) + rng.random() * (0.01 if careful else 2.0))
    return best.text


def _faction_score(name: str, rng: random.Random) -> float:
    return FACTION_STRENGTH.get(name, 4) + rng.random() * 2


def _dwelling_score(g: GameState, f: Faction, h: str) -> float:
    """Rules of thumb for a starting dwelling at `h`."""
    b = board_of(g.board)
    if h not in b.land:
        return 0.0
    home = f.terrain if f.terrain in WHEEL_INDEX else (f.secondary or f.terrain)
    score = 0.0
    own = [x for x, (owner, _) in g.buildings.items() if owner == f.name]
    for a in b.adjacent[h]:
        if a not in b.land:
            score += 0.6 if f.spec.can_ship else 0.2  # the river: shipping, towns across it
            continue
        building = g.buildings.get(a)
        if building is not None:
            score += 1.5 if building[0] != f.name else -2.0  # power to leech; crowding oneself
            continue
        t = g.terrain[a]
        if f.builds_on(t) or t == home:
            score += 2.0
        elif t in WHEEL_INDEX and spades_needed(f, t, f.terrain) == 1:
            score += 1.0
    for x in own:
        d = hex_distance(b, h, x)
        score += {2: 2.5, 3: 1.5, 4: 0.5}.get(d, -1.0 if d <= 1 else 0.0)
    # Opponents' dwellings close by will take the land around.
    for x, (owner, _) in g.buildings.items():
        if owner != f.name and hex_distance(b, h, x) == 2:
            score -= 0.5
    return score
