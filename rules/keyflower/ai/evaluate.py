"""What a position is worth to one seat: the points it would score if the game ended now, plus
what it holds for the seasons left (workers, skills, resources, the tiles it is winning or has won
and not placed yet, the uses its village's tiles still have), each at a weight a table gives.

Weights are per season where the worth changes as the game runs out: a worker in spring buys tiles
and uses for three seasons more, in winter only the last bids and the final scoring.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..data.components import BOATS
from ..data.tiles import TILES, Exchange, Passive, Produce, Scoring, Transport
from ..effects import effect_of, spec_of
from ..scoring import score_player
from ..state import GameState, Player, Tile

FAR = (99, 99)  # where a tile is put to price it: next to nothing, so only its own scoring counts


@dataclass(frozen=True)
class Weights:
    """The worth of each holding in VP; per-season tuples are indexed spring..winter."""

    worker: tuple[float, float, float, float]
    skill: tuple[float, float, float, float]
    resource: tuple[float, float, float, float]  # beyond what the final scoring counts now
    action: float  # a village tile's action, each season it can still be used
    upgrade: float  # the share of an upgradable tile's upgraded VP counted before it is upgraded
    lead: float  # the share of a tile's worth counted while the seat's bid leads
    order: float  # a turn-order tile led (the boats' first choice, the start player's keyple)
    passive: float  # a summer boat's lasting ability
    contract: float  # a contract held, not yet fulfilled (The Merchants)
    contested: tuple[float, float, float, float]  # the share of a lead kept when the others
    # could outbid it, a season
    defended: float  # of the share lost when contested, what comes back when the seat holds
    # more of the bid's colour than any other could bid (it can raise again, and win)


# The baseline's table: the points now and a fixed worth of workers, resources and skills.
FIXED = Weights(
    worker=(1.0, 1.0, 1.0, 1.0),
    skill=(1.0, 1.0, 1.0, 1.0),
    resource=(0.5, 0.5, 0.5, 0.5),
    action=0.0,
    upgrade=0.0,
    lead=1.0,
    order=0.5,
    passive=0.0,
    contract=0.0,
    contested=(1.0, 1.0, 1.0, 1.0),
    defended=0.0,
)

# In winter a worker left over scores nothing (bar the tiles that count workers, which the points
# hold) and a lead still standing when the season ends is a tile won: so in the last season
# workers weigh little and a lead counts whole however many workers the others hold.
TUNED = Weights(
    worker=(1.2, 1.1, 0.9, 0.1),
    skill=(1.6, 1.5, 1.2, 0.6),
    resource=(0.9, 0.8, 0.6, 0.3),
    action=1.2,
    upgrade=0.5,
    lead=0.9,
    order=1.0,
    passive=3.0,
    contract=2.0,
    contested=(0.6, 0.6, 0.6, 1.0),
    defended=0.7,
)


# The groups a position's worth is the sum of (the reasons for /hint are read off them): the
# points as the game stands, then what the seat holds for the seasons left.
GROUPS = ("points", "workers", "skills", "resources", "actions", "upgrades", "won", "leads", "order", "contracts")


def value(g: GameState, seat: int, w: Weights) -> float:
    """The seat's worth in `g`, in VP."""
    return sum(parts(g, seat, w).values())


def parts(g: GameState, seat: int, w: Weights) -> dict[str, float]:
    """The seat's worth in `g` by group (GROUPS), in VP."""
    p = g.players[seat]
    out = dict.fromkeys(GROUPS, 0.0)
    now = points(g, seat)
    out["points"] = float(now)
    if g.phase == "finished":
        return out
    season = min(g.season, 3)
    left = 3 - g.season  # seasons still to come after this one
    out["workers"] = w.worker[season] * (sum(p.all_workers().values()) + _returning(g, p))
    out["skills"] = w.skill[season] * sum(p.all_skills().values())
    out["resources"] = w.resource[season] * resources(p)
    out["contracts"] = w.contract * len(p.all_contracts())
    for tile in p.village.values():
        spec = spec_of(tile)
        if spec is None:
            continue
        if isinstance(effect_of(tile), Produce | Exchange | Transport):
            out["actions"] += w.action * left
        if spec.upgradable and not tile.upgraded:
            out["upgrades"] += w.upgrade * (spec.vp[1] - spec.vp[0])
    for tile in p.won:
        out["won"] += tile_worth(g, p, tile, w, left, now)
    for tile in g.offer:
        best = tile.best_bid()
        if best is not None and best.seat == seat:
            if _safe(g, seat, tile, best.count):
                share = w.lead
            else:
                contested = w.contested[season]
                share = w.lead * contested
                if w.defended and _defensible(g, seat, tile):
                    share += w.lead * (1 - contested) * w.defended
            out["leads"] += share * tile_worth(g, p, tile, w, left, now)
    for tile in g.orders:
        best = tile.best_bid()
        if best is not None and best.seat == seat:
            out["order"] += w.order
    return out


def counts(g: GameState, seat: int) -> dict[str, int]:
    """What the seat holds, counted (the figures a reason quotes): workers (those coming back at
    the season's end too), skills, resources, tiles won, tiles its bids lead, contracts."""
    p = g.players[seat]
    return {
        "workers": sum(p.all_workers().values()) + _returning(g, p),
        "skills": sum(p.all_skills().values()),
        "resources": resources(p),
        "won": len(p.won),
        "leads": sum(1 for t in [*g.offer, *g.orders] if (b := t.best_bid()) is not None and b.seat == seat),
        "contracts": len(p.all_contracts()),
    }


def resources(p: Player) -> int:
    return sum(n for t in p.village.values() for n in t.resources.values())


def points(g: GameState, seat: int) -> int:
    """The points the seat would score if the game ended now (its final score once it has)."""
    p = g.players[seat]
    return p.vp if g.phase == "finished" else score(g, p)


# A search values many positions whose scoring inputs are the same (bids and uses elsewhere leave
# the village and the screen as they were), and the final scoring's allocation search is most of a
# position's cost: so its total is kept by everything it reads (scoring.score_player: the village's
# tiles as they lie, the summer boats still to place, the workers, skills, contracts and pins, and
# the purple keyple once the game is at its end). The key is all the score depends on, so the
# cache changes no value, only how soon it is found.
_SCORES: dict[tuple[object, ...], int] = {}
_SCORES_KEPT = 200_000


def score(g: GameState, p: Player) -> int:
    """The player's points if the game ended now (scoring.score_player's total)."""
    key = (
        tuple(
            (pos, t.name, t.kind, t.side, t.upgraded, tuple(sorted(t.resources.items())), t.extension, t.cabins)
            for pos, t in p.village.items()
        ),
        tuple((t.name, t.side) for t in p.won),
        tuple(sorted(p.all_workers().items())),
        tuple(sorted(p.all_skills().items())),
        tuple(p.all_contracts()),
        tuple(sorted(p.pins.items())),
        g.purple_winner == p.seat and g.phase in ("final", "allocation", "finished"),
    )
    found = _SCORES.get(key)
    if found is None:
        if len(_SCORES) >= _SCORES_KEPT:
            _SCORES.clear()
        found = _SCORES[key] = sum(score_player(g, p).values())
    return found


def tile_worth(g: GameState, p: Player, tile: Tile, w: Weights, left: int, now: int | None = None) -> float:
    """What a tile not yet in the village would add to it: its scoring there (its VP, a winter
    tile's or a boat's points for what the seat holds now), its upgrade and its action's uses.
    `now`: the seat's points as the game stands, when known (scoring is the evaluation's cost)."""
    if tile.kind == "order":
        return w.order
    before = score(g, p) if now is None else now
    p.village[FAR] = tile
    try:
        after = score(g, p)
    finally:
        del p.village[FAR]
    worth = float(after - before)
    spec = TILES.get(tile.name)
    if spec is not None:
        effect = effect_of(tile)
        if isinstance(effect, Produce | Exchange | Transport):
            worth += w.action * left
        elif isinstance(effect, Passive):
            worth += w.passive
        elif isinstance(effect, Scoring) and spec.season != "winter":
            worth += w.action * left  # a yard or the barn fills over the seasons left
        if spec.upgradable and not tile.upgraded:
            worth += w.upgrade * (spec.vp[1] - spec.vp[0])
    elif tile.name in BOATS:
        worth += 0.0  # its winter scoring is counted above
    return worth


def _returning(g: GameState, p: Player) -> int:
    """Workers that come to the seat at the season's end: its bids outbid, everyone's uses of an
    auctioned tile it wins, and the uses of its own village's tiles (its own and the others')."""
    n = 0
    for tile in [*g.offer, *g.orders]:
        best = tile.best_bid()
        leads = best is not None and best.seat == p.seat
        for group in tile.groups:
            if group.kind == "bid" and group.seat == p.seat and group is not best or group.kind == "use" and leads:
                n += group.count
    for tile in p.village.values():
        n += sum(group.count for group in tile.groups)
    return n


def _safe(g: GameState, seat: int, tile: Tile, count: int) -> bool:
    """Whether nobody else holds enough workers of the bid's colour to outbid it (in this
    sample: the others' screens are drawn, so over samples this is a chance)."""
    colour = tile.colour()
    for q in g.players:
        if q.seat == seat:
            continue
        have = q.all_workers()
        mine = next((grp.count for grp in tile.bids() if grp.seat == q.seat), 0)
        if colour is not None and have.get(colour, 0) + mine > count:
            return False
    return True


def _defensible(g: GameState, seat: int, tile: Tile) -> bool:
    """Whether the seat could raise its bid on `tile` above anything another could bid there
    (its workers of the colour, bid and behind the screen, outnumber each other seat's)."""
    colour = tile.colour()
    if colour is None:
        return False
    mine = next((grp.count for grp in tile.bids() if grp.seat == seat), 0)
    mine += g.players[seat].all_workers().get(colour, 0)
    for q in g.players:
        if q.seat == seat:
            continue
        theirs = next((grp.count for grp in tile.bids() if grp.seat == q.seat), 0)
        if q.all_workers().get(colour, 0) + theirs >= mine:
            return False
    return True
