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
from .game import Faction, GameState, Move

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


def choose(g: GameState, seat: int, rng: random.Random, careful: bool) -> Move:
    """A setup decision for `seat`: with `careful`, the best by the rules of thumb above; without,
    one of the better ones at random."""
    return ranking(g, seat, rng, careful)[0]


def ranking(g: GameState, seat: int, rng: random.Random, careful: bool) -> list[Move]:
    """`seat`'s setup moves, the one `choose` plays first, then the others best first by the
    rules of thumb above (for /hint: the three best)."""
    f = game.faction(g, seat)
    if f is not None and g.phase == "select-factions":  # a colour, or the Ice Maidens' favor tile
        return _by_value(g, seat, rng, careful)
    candidates = game.moves(g, seat)
    if f is None:  # a faction to choose
        scored = [(_faction_score(game.chosen_faction(m) or "", rng), i) for i, m in enumerate(candidates)]
    else:  # a starting dwelling, or the harbour
        scored = [
            (_dwelling_score(g, f, game.where(m) or "") + rng.random() * 0.01, i) for i, m in enumerate(candidates)
        ]
    scored.sort(reverse=True)
    ordered = [candidates[i] for _, i in scored]
    legal = [m for m, _ in game.tried(g, seat, ordered)]
    if not legal:
        return candidates[:1]
    chosen = rng.choice(legal[: 1 if careful else 3])
    return [chosen, *(m for m in legal if m != chosen)]


def _by_value(g: GameState, seat: int, rng: random.Random, careful: bool) -> list[Move]:
    options = moves.options(g, seat, fund=False)
    f = game.faction(g, seat)
    if f is not None and f.owes("PICK_COLOR"):
        b = board_of(g.board)
        taken = {x.terrain for x in g.factions.values()} | {x.secondary for x in g.factions.values()}
        counts = {c: sum(1 for h in b.land if g.terrain[h] == c and h not in g.buildings) for c in TERRAIN_WHEEL}
        colors = [(game.picked_color(o.move), i) for i, o in enumerate(options)]
        scored = [(counts.get(c or "", 0) + rng.random() * 0.01, i) for c, i in colors if c not in taken]
        scored = scored or [(0.0, i) for _, i in colors]
        return [options[i].move for _, i in sorted(scored, reverse=True)]
    noise = 0.01 if careful else 2.0
    worth = [value(o.state, seat) + rng.random() * noise for o in options]
    return [options[i].move for i in sorted(range(len(options)), key=lambda i: -worth[i])]


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
