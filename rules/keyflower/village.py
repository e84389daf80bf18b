"""A village's geometry: where tiles may go, which edges join, roads for transport, road loops and
river chains.

Tiles are hexagons with a flat top, placed upright (never rotated: the printed text stays level).
Edges are numbered from the bottom one clockwise: 0 S, 1 SW, 2 NW, 3 N, 4 NE, 5 SE. Positions are
axial coordinates (q, r) with the home tile at (0, 0). A side is R (road), G (field) or W (river);
a boat's sides are in lower case (g, w): "boat tiles do not have to be placed so that the water
sides connect", so they meet any side but a road.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping

Position = tuple[int, int]

DIRECTIONS: tuple[str, ...] = ("S", "SW", "NW", "N", "NE", "SE")
# Neighbour offset across each edge, in axial coordinates of flat-topped hexes.
STEPS: tuple[Position, ...] = ((0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (1, 0))
HOME: Position = (0, 0)


def opposite(edge: int) -> int:
    return (edge + 3) % 6


def neighbour(pos: Position, edge: int) -> Position:
    dq, dr = STEPS[edge]
    return pos[0] + dq, pos[1] + dr


def neighbours(pos: Position) -> list[tuple[int, Position]]:
    """(edge, position) for the six positions around `pos`."""
    return [(edge, neighbour(pos, edge)) for edge in range(6)]


def sides_match(a: str, b: str) -> bool:
    """Two sides that may meet: the same kind; next to a boat, anything but a road."""
    if a.islower() or b.islower():
        return "R" not in (a, b)
    return a == b


def fits(edges_of: Mapping[Position, str], pos: Position, edges: str, match: bool = True) -> bool:
    """Whether a tile with `edges` may go at `pos`: an empty place next to the village whose every
    shared edge matches (road to road, field to field, river to river) unless `match` is off."""
    if pos in edges_of:
        return False
    touching = False
    for edge, other in neighbours(pos):
        there = edges_of.get(other)
        if there is None:
            continue
        touching = True
        if match and not sides_match(there[opposite(edge)], edges[edge]):
            return False
    return touching


def free_places(edges_of: Mapping[Position, str]) -> list[Position]:
    """Empty places next to the village, in a stable order."""
    found = {p for pos in edges_of for _, p in neighbours(pos) if p not in edges_of}
    return sorted(found, key=lambda p: (p[1] + p[0] / 2, p[0]))


def places_for(edges_of: Mapping[Position, str], edges: str, match: bool = True) -> list[Position]:
    return [p for p in free_places(edges_of) if fits(edges_of, p, edges, match)]


def joined(edges_of: Mapping[Position, str], pos: Position, kinds: str = "R") -> list[Position]:
    """Neighbours of `pos` joined to it by sides that are both of `kinds` ("R": a road; "RG":
    roads or fields, Summer Boat 2a; "Ww": a river)."""
    here = edges_of[pos]
    out = []
    for edge, other in neighbours(pos):
        there = edges_of.get(other)
        if there is not None and here[edge] in kinds and there[opposite(edge)] in kinds:
            out.append(other)
    return out


def distances(edges_of: Mapping[Position, str], start: Position, kinds: str = "R") -> dict[Position, int]:
    """Road distance (edges crossed) from `start` to every tile it reaches."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        pos = queue.popleft()
        for other in joined(edges_of, pos, kinds):
            if other not in seen:
                seen[other] = seen[pos] + 1
                queue.append(other)
    return seen


def road_segments(edges_of: Mapping[Position, str]) -> set[frozenset[Position]]:
    """Every road joining two tiles, as the pair of tiles."""
    return {frozenset((pos, other)) for pos in edges_of for other in joined(edges_of, pos, "R")}


def road_loop_tiles(edges_of: Mapping[Position, str]) -> int:
    """The tiles that are part of a road loop (Sea Bastion: "1 point for each tile which is
    connected by roads as part of a loop which connects back to the starting point without the
    traveler having to travel along the same route twice"): the tiles at either end of a road
    segment that lies on a cycle, i.e. one whose tiles stay joined without it."""
    segments = road_segments(edges_of)
    cyclic = [s for s in segments if _connected(*_ends(s), segments - {s})]
    return len({p for s in cyclic for p in s})


def _ends(segment: frozenset[Position]) -> tuple[Position, Position]:
    a, b = tuple(segment)
    return a, b


def _connected(a: Position, b: Position, segments: Iterable[frozenset[Position]]) -> bool:
    links: dict[Position, list[Position]] = {}
    for segment in segments:
        x, y = tuple(segment)
        links.setdefault(x, []).append(y)
        links.setdefault(y, []).append(x)
    seen = {a}
    stack = [a]
    while stack:
        pos = stack.pop()
        if pos == b:
            return True
        for other in links.get(pos, ()):
            if other not in seen:
                seen.add(other)
                stack.append(other)
    return False


def river_chain(edges_of: Mapping[Position, str], boats: set[Position]) -> int:
    """How many boat tiles are joined by rivers, one after another, to the home tile's river."""
    chain = {p for p in distances(edges_of, HOME, "Ww") if p != HOME and p in boats}
    # Only boats count, and only through boats: walk the river from home over boats alone.
    reached: set[Position] = set()
    frontier = [p for p in joined(edges_of, HOME, "Ww") if p in chain]
    while frontier:
        pos = frontier.pop()
        if pos in reached:
            continue
        reached.add(pos)
        frontier += [p for p in joined(edges_of, pos, "Ww") if p in chain and p not in reached]
    return len(reached)


def parse_direction(word: str) -> int:
    try:
        return DIRECTIONS.index(word.upper())
    except ValueError:
        raise ValueError(f"'{word}' is not a direction; directions are {', '.join(DIRECTIONS)}") from None
