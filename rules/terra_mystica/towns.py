"""Towns (connected buildings of power 7 or more, at least 4 of them) and networks."""

from __future__ import annotations

from ..core import RuleError
from .context import Ctx
from .data.buildings import SANCTUARY
from .data.merchants import OPTION as MERCHANTS
from .data.merchants import teleport_skip_at
from .state import Faction


def own_neighbours(ctx: Ctx, f: Faction, hex_id: str) -> list[str]:
    """Directly adjacent hexes (bridges included) holding one of the faction's buildings."""
    g = ctx.g
    buildings = g.buildings
    name = f.name
    out = []
    # ctx.adjacent's hexes, then the Mermaids' river links, without building their list.
    for near in (
        ctx.board.adjacent[hex_id],
        g.bridge_adjacent.get(hex_id) or (),
        (g.skip.get(hex_id) or ()) if name == "mermaids" else (),
    ):
        for a in near:
            b = buildings.get(a)
            if b is not None and b[0] == name:
                out.append(a)
    return out


def _add_to_town(ctx: Ctx, f: Faction, hex_id: str, town: int) -> None:
    stack = [hex_id]
    while stack:
        h = stack.pop()
        if h in ctx.g.town_of:
            continue
        ctx.g.town_of = {**ctx.g.town_of, h: town}
        stack.extend(a for a in own_neighbours(ctx, f, h) if a not in ctx.g.town_of)


def detect_towns_from(ctx: Ctx, f: Faction, hex_id: str) -> bool:
    """Found a town if what just happened at `hex_id` completes one; True when one was founded."""
    g = ctx.g
    if hex_id in g.town_of:
        return False
    b = g.buildings.get(hex_id)
    if b is None or b[0] != f.name:
        return False
    neighbours = own_neighbours(ctx, f, hex_id)
    if not neighbours:
        return False  # a town needs 4 linked buildings (a lone sanctuary counts only 2)
    for a in neighbours:
        if a in g.town_of:
            # Joining an existing town: the building (and what it links) becomes part of it.
            _add_to_town(ctx, f, hex_id, g.town_of[a])
    if hex_id in g.town_of:
        return False
    powers = f.spec.power
    btype = b[1]
    reached = {hex_id}
    power = powers[btype]
    count = 2 if btype == SANCTUARY else 1  # the sanctuary counts as two buildings
    stack = neighbours  # hex_id's, found above
    while stack:
        h = stack.pop()
        if h in reached:
            continue
        reached.add(h)
        btype = g.buildings[h][1]
        power += powers[btype]
        count += 2 if btype == SANCTUARY else 1  # the sanctuary counts as two buildings
        stack.extend(own_neighbours(ctx, f, h))
    if power >= f.TOWN_SIZE and count >= 4 and any(n > 0 for t, n in g.pool.items() if t.startswith("TW")):
        town = max(g.town_of.values(), default=0) + 1
        g.town_of = {**g.town_of, **dict.fromkeys(reached, town)}
        f.owe("GAIN_TW", 1)  # a town tile to take
        return True
    return False


def connect_across_river(ctx: Ctx, f: Faction, target: str) -> None:
    """Mermaids: a river hex may join their buildings on both banks into a town.

    `target` is the river hex (`r10`) or the buildings to join (`C4:D5`); for the latter, the river
    hexes next to all of them are tried in turn.
    """
    if f.name != "mermaids":
        raise RuleError("tm-connect-mermaids-only")
    b = ctx.board
    if ":" in target:
        hexes = target.upper().split(":")
        for h in hexes:
            if h not in b.land:
                raise RuleError("tm-not-land", hex=h)
        rivers = sorted(
            set.intersection(*({a for a in b.adjacent[h] if a not in b.land} for h in hexes)),
            key=lambda r: int(r[1:]),
        )
        if not rivers:
            raise RuleError("tm-no-common-river", hexes=", ".join(hexes))
    else:
        if target not in b.position or target in b.land:
            raise RuleError("tm-not-river", hex=target)
        rivers = [target]
        hexes = sorted(b.adjacent[target])
    g = ctx.g
    for river in rivers:
        saved = (dict(g.skip), g.river_towns[:], dict(g.town_of), f.owes("GAIN_TW"))
        banks = [a for a in b.adjacent[river] if a in b.land]
        for a in banks:
            joined = list(g.skip.get(a, ()))
            for other in banks:
                if other != a and other not in joined:
                    joined.append(other)
            g.skip = {**g.skip, a: tuple(joined)}
        g.river_towns += (river,)
        founded = False
        for h in hexes:
            founded = detect_towns_from(ctx, f, h) or founded
        if founded:
            return
        g.skip, g.river_towns, g.town_of, gain_tw = saved
        f.set_owed("GAIN_TW", gain_tw)
    raise RuleError("tm-connect-no-town", rivers=", ".join(rivers))


def network_groups(ctx: Ctx, f: Faction, indirect: bool = True) -> dict[str, int]:
    """The faction's buildings by group: linked directly (and, `indirect`, by shipping, tunnels or
    carpets); each building's group is the index of the first building found in it."""
    g, b = ctx.g, ctx.board
    locations = f.locations
    spec = f.spec
    if spec.teleport:
        # With Merchants of the Seas the reach track gives the range (FD-6; not the shipping card).
        reach = teleport_skip_at(f.reach) if MERCHANTS in g.options else f.teleport_range()
        distance = b.skip_distance
    else:
        reach, distance = f.ship, b.river_distance
    if not indirect:
        reach = 0
    skip = g.skip if f.name == "mermaids" else {}
    group: dict[str, int] = {}
    for gid, start in enumerate(locations):
        if start in group:
            continue
        stack = [start]
        while stack:
            h = stack.pop()
            if h in group:
                continue
            group[h] = gid
            near = distance[h]
            adjacent = ctx.adjacent(h)
            for other in locations:
                if other in group or other == h:
                    continue
                if other in adjacent or other in skip.get(h, ()) or (reach and near.get(other, 99) <= reach):
                    stack.append(other)
    return group


def network_size(ctx: Ctx, f: Faction) -> int:
    """Largest group of the faction's buildings linked directly, by shipping, tunnels or carpets."""
    groups = network_groups(ctx, f)
    if not groups:
        return 0
    sizes: dict[int, int] = {}
    for gid in groups.values():
        sizes[gid] = sizes.get(gid, 0) + 1
    return max(sizes.values())
