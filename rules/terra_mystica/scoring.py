"""Victory points: round scoring tiles, favor tiles, passing, and the final scoring."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from . import towns
from .context import Ctx
from .data.buildings import SANCTUARY, STRONGHOLD
from .data.merchants import MERCHANT_FACTIONS, NF4_PASS_VP, OPTION, TRADE_MARKERS
from .data.tiles import BONUS_CARDS, CULTS, FAVOR_TILES, FINAL_CULT_VP, FINAL_NETWORK_VP, SCORING_TILES
from .state import Faction

# What each round scoring tile gives VP for gaining (a spade, a town), by tile: every spade asks.
_GAIN_VP = {name: tile.vp if tile.mode == "gain" else {} for name, tile in SCORING_TILES.items()}
# The favor tiles giving VP for a building (FAV10, FAV11), by building: fewer than a faction holds.
_FAVOR_BUILD_VP: dict[str, list[tuple[str, int]]] = {}
for _fav, _tile in FAVOR_TILES.items():
    for _btype, _vp in _tile.build_vp.items():
        _FAVOR_BUILD_VP.setdefault(_btype, []).append((_fav, _vp))


def current_tile(ctx: Ctx) -> str | None:
    r = ctx.g.round
    return ctx.g.score_tiles[r - 1] if 1 <= r <= 6 else None


def score_tile_gain(ctx: Ctx, f: Faction, what: str) -> None:
    """VP the round's tile gives for gaining `what` (a spade, a town)."""
    r = ctx.g.round
    name = ctx.g.score_tiles[r - 1] if 1 <= r <= 6 else None  # current_tile, inline
    if name:
        vp = _GAIN_VP[name].get(what)
        if vp:
            f.VP += vp


def score_building(ctx: Ctx, f: Faction, btype: str) -> None:
    """VP for building or upgrading to `btype`: the round's tile and favor tiles (FAV10, FAV11)."""
    for fav, vp in _FAVOR_BUILD_VP.get(btype, ()):
        if vp and fav in f.favors:
            f.VP += vp
    r = ctx.g.round
    name = ctx.g.score_tiles[r - 1] if 1 <= r <= 6 else None  # current_tile, inline: every building
    if name:
        tile = SCORING_TILES[name]
        if tile.mode == "build" and btype in tile.vp:
            f.VP += tile.vp[btype]


def _level(ctx: Ctx, f: Faction, what: str) -> int:
    if what == "ship" and f.name in MERCHANT_FACTIONS and OPTION in ctx.g.options:
        return f.reach  # FD-12: the value of the reach marker's space
    return f.ship if what == "ship" else f.levels.get(what, 0)


def pass_vp(ctx: Ctx, f: Faction) -> int:
    """VP for passing: the bonus card held, FAV12, the Ice Maidens' and the Engineers' strongholds."""
    vp = 0
    tables = []
    if f.bonus:
        tables.append(BONUS_CARDS[f.bonus].pass_vp)
    for fav in f.favors:
        tables.append(FAVOR_TILES[fav].pass_vp)
    if f.levels[STRONGHOLD]:
        tables.append(f.spec.sh_pass_vp)  # Ice Maidens: 3 VP a temple
    for table in tables:
        for what, row in table.items():
            vp += row[_level(ctx, f, what)]
    if "FAV16" in f.favors:
        placed = TRADE_MARKERS - f.markers
        vp += next((v for at_least, v in NF4_PASS_VP if placed >= at_least), 0)  # NF4, FAV-4
    if f.bonus == "BON12":
        vp += 3 * len(f.boats)  # NB2, BON-3
    if f.name == "engineers" and f.levels[STRONGHOLD]:
        for a, b, owner in ctx.g.bridges:
            if owner == f.name and ctx.owns(f, a) and ctx.owns(f, b):
                vp += 3
    return vp


def rank_and_award(ctx: Ctx, value: Callable[[Faction], int], points: tuple[int, ...], label: str) -> None:
    """Award `points` to the best values; ties share the points of the places they cover."""
    fs = ctx.factions_in_order()
    levels = sorted((value(f) for f in fs), reverse=True)
    pool: dict[int, int] = {}
    for i, pts in enumerate(points):
        if i < len(levels):
            pool[levels[i]] = pool.get(levels[i], 0) + pts
    for f in fs:
        v = value(f)
        if not v or v not in pool:
            continue
        vp = pool[v] // levels.count(v)
        if vp:
            f.VP += vp
            f.final_vp = {**f.final_vp, label: f.final_vp.get(label, 0) + vp}
            ctx.emit("final-score", f, f"{f.display} score {vp} VP for {label}", label=label, vp=vp)


def _cult_position(i: int, f: Faction) -> int:
    return f.cult[i]


def hex_distance(ctx: Ctx, a: str, b: str) -> int:
    """Hexes between two hexes of the map, counted across land and river alike."""
    (ra, ca), (rb, cb) = ctx.board.position[a], ctx.board.position[b]
    # Odd rows sit half a hex to the right: to axial coordinates, then the hex distance.
    qa, qb = ca - (ra - (ra & 1)) // 2, cb - (rb - (rb & 1)) // 2
    dq, dr = qa - qb, ra - rb
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def final_tile_value(ctx: Ctx, f: Faction, tile: str) -> int:
    """What Fire & Ice's final scoring tile counts for a faction (see data.tiles.FINAL_TILES)."""
    if tile == "trade-markers":
        return TRADE_MARKERS - f.markers  # FIN-4: the markers placed, connected or not
    groups = towns.network_groups(ctx, f)
    building = ctx.g.buildings
    members: dict[int, list[str]] = {}
    for h, gid in groups.items():
        members.setdefault(gid, []).append(h)
    best = 0
    for hexes in members.values():
        if tile == "connected-distance":
            value = max((hex_distance(ctx, a, b) for a in hexes for b in hexes), default=0)
        elif tile == "connected-sa-sh-distance":
            sa = [h for h in hexes if building[h][1] == SANCTUARY]
            sh = [h for h in hexes if building[h][1] == STRONGHOLD]
            value = max((hex_distance(ctx, a, b) for a in sa for b in sh), default=0)
        elif tile == "building-on-edge":
            value = sum(1 for h in hexes if h in ctx.board.edge)
        elif tile == "connected-clusters":
            direct = towns.network_groups(ctx, f, indirect=False)
            value = len({direct[h] for h in hexes})
        else:  # pragma: no cover - new_state checks the tile
            raise ValueError(tile)
        best = max(best, value)
    return best


def _looked_up(values: dict[str, int], f: Faction) -> int:
    return values[f.name]


def final_scoring(ctx: Ctx) -> None:
    for f in ctx.factions_in_order():
        f.network = towns.network_size(ctx, f)
    for tile in ctx.g.final_scoring[2:]:
        values = {f.name: final_tile_value(ctx, f, tile) for f in ctx.factions_in_order()}
        rank_and_award(ctx, partial(_looked_up, values), FINAL_NETWORK_VP, tile)
    for i, cult in enumerate(CULTS):
        rank_and_award(ctx, partial(_cult_position, i), FINAL_CULT_VP, cult)
    rank_and_award(ctx, lambda f: f.network, FINAL_NETWORK_VP, "network")
    for f in ctx.factions_in_order():
        score_resources(ctx, f)


def score_resources(ctx: Ctx, f: Faction) -> None:
    """Leftover resources to VP: burn what can be burnt, everything to coins, coins to VP."""
    burn = f.P2 // 2
    f.P2 -= 2 * burn
    f.P3 += burn
    f.burned += burn
    f.C += f.P3
    f.P1 += f.P3
    f.P3 = 0
    f.C += f.P + f.W
    f.P = 0
    f.W = 0
    rate = f.spec.exchange.get(("C", "VP"), 3)
    vp = f.C // rate
    f.C -= vp * rate
    f.VP += vp
    f.final_vp = {**f.final_vp, "resources": vp}
    ctx.emit("final-resources", f, f"{f.display} turn leftover resources into {vp} VP", vp=vp)


def final_value(ctx: Ctx, f: Faction) -> int:
    """Coins a faction's leftover resources are worth (for projections)."""
    return f.C + f.P + f.W + f.P3 + f.P2 // 2
