"""Board geometry: hex ids, terrain, adjacency, river distances and bridge spans.

Hex ids follow the notation players know: a row letter plus the running count of land hexes in
that row (`E5`); river hexes are `r0`, `r1`, ... numbered row-major. Geometry is computed once per
board and shared by every game on it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

TERRAIN_WHEEL: tuple[str, ...] = ("yellow", "brown", "black", "blue", "green", "gray", "red")
# Fire & Ice's terrains, off the wheel: turned into by their factions, never turned back.
ICE = "ice"
VOLCANO = "volcano"
WHEEL_INDEX: dict[str, int] = {t: i for i, t in enumerate(TERRAIN_WHEEL)}
TERRAIN_CODES: dict[str, str] = {
    "U": "brown",
    "S": "gray",
    "G": "green",
    "B": "blue",
    "Y": "yellow",
    "R": "red",
    "K": "black",
    "I": "river",
}
TERRAIN_ALIASES: dict[str, str] = {
    "grey": "gray",
    "desert": "yellow",
    "plains": "brown",
    "swamp": "black",
    "lakes": "blue",
    "lake": "blue",
    "forest": "green",
    "mountains": "gray",
    "mountain": "gray",
    "wasteland": "red",
}
RIVER = "river"
# How far the precomputed distances reach: shipping 5 (+1 with the bonus card), carpets 4.
MAX_SHIP_RANGE = 6
MAX_SKIP_RANGE = 4


def wheel_distance(a: str, b: str) -> int:
    """Spades needed to turn terrain `a` into `b` the short way round the wheel."""
    d = abs(WHEEL_INDEX[a] - WHEEL_INDEX[b])
    return min(d, 7 - d)


def _step(a: str, b: str) -> int:
    d = WHEEL_INDEX[b] - WHEEL_INDEX[a]
    if d > 3:
        d -= 7
    elif d < -3:
        d += 7
    return d


# wheel_step's answers, by `b` then `a` (looked up in the order the arithmetic read them).
_STEPS: dict[str, dict[str, int]] = {b: {a: _step(a, b) for a in TERRAIN_WHEEL} for b in TERRAIN_WHEEL}


def wheel_step(a: str, b: str) -> int:
    """Signed shortest step count from `a` to `b` (-3..3); legal actions ask it thousands of times."""
    return _STEPS[b][a]


@dataclass(frozen=True)
class Board:
    id: str
    name: str
    hexes: tuple[str, ...]  # land and river, row-major
    land: frozenset[str]
    terrain: dict[str, str]  # starting terrain of land hexes
    position: dict[str, tuple[int, int]]  # (row, column) in the offset grid
    adjacent: dict[str, frozenset[str]]
    # land -> {land hex: rivers crossed} for hexes reachable through rivers only (shipping)
    river_distance: dict[str, dict[str, int]]
    # land -> {hex: hexes skipped} (tunnelling and carpet flights; 0 = adjacent)
    skip_distance: dict[str, dict[str, int]]
    bridgeable: dict[str, frozenset[str]]
    edge: frozenset[str]
    rows: int

    @cached_property
    def land_in_order(self) -> tuple[str, ...]:
        """The land hexes sorted by id, as legal moves list them (found once per board)."""
        return tuple(sorted(self.land))

    @cached_property
    def rivers_next_to(self) -> dict[str, tuple[str, ...]]:
        """The river hexes next to each hex, in number order (found once per board: boats and
        trades ask it of every hex a faction might reach)."""
        return {
            h: tuple(sorted((a for a in near if a not in self.land), key=lambda r: int(r[1:])))
            for h, near in self.adjacent.items()
        }

    def is_river(self, hex_id: str) -> bool:
        return hex_id in self.position and hex_id not in self.land

    def row_letter(self, row: int) -> str:
        return chr(ord("A") + row)


_MAPS_FILE = os.path.join(os.path.dirname(__file__), "data", "maps.json")


@cache
def _load_maps() -> dict[str, Any]:
    with open(_MAPS_FILE, encoding="utf-8") as fh:
        return json.load(fh)["maps"]


BOARD_IDS: tuple[str, ...] = tuple(_load_maps())
DEFAULT_BOARD = "base"
# Short names for the boards Merchants of the Seas plays on (the Lakes and the Fjords are the maps
# named Loon Lakes v1.6 and Fjords v2.1).
BOARD_ALIASES: dict[str, str] = {
    "base": "base",
    "revised": "revised_base_fire_and_ice_side2",
    "fire-ice": "fire_and_ice_side1",
    "lakes": "loon_lakes_v1_6",
    "fjords": "fjords_v2_1",
}


@cache
def board(board_id: str = DEFAULT_BOARD) -> Board:
    maps = _load_maps()
    if board_id not in maps:
        raise KeyError(f"unknown board {board_id!r}; boards: {', '.join(maps)}")
    spec = maps[board_id]
    rows = [r.split(",") for r in spec["rows"]]
    # Short first row: keep the parity of the long-first layout by starting at row B.
    offset = 1 if spec.get("layout") == "B" else 0
    grid: dict[tuple[int, int], str] = {}
    terrain: dict[str, str] = {}
    hexes: list[str] = []
    land: set[str] = set()
    river_no = 0
    for r, cells in enumerate(rows):
        row = r + offset
        land_no = 0
        for c, code in enumerate(cells):
            code = code.strip()
            if not code or code == "N":
                continue
            if code == "I":
                hex_id = f"r{river_no}"
                river_no += 1
            else:
                land_no += 1
                hex_id = f"{chr(ord('A') + row)}{land_no}"
                terrain[hex_id] = TERRAIN_CODES[code]
                land.add(hex_id)
            grid[row, c] = hex_id
            hexes.append(hex_id)
    position = {h: rc for rc, h in grid.items()}

    def neighbours(row: int, col: int) -> list[str]:
        # Odd rows sit half a hex to the right of even rows.
        shift = 0 if row % 2 else -1
        cand = [(row, col - 1), (row, col + 1)]
        for dr in (-1, 1):
            cand += [(row + dr, col + shift), (row + dr, col + shift + 1)]
        return [grid[p] for p in cand if p in grid]

    adjacent = {h: frozenset(neighbours(*position[h])) for h in hexes}

    def bfs(start: str, rivers_only: bool, limit: int) -> dict[str, int]:
        # Distances in the reference site's sense: neighbours 0 (crow) or rivers crossed (ship).
        dist: dict[str, int] = {start: -1}
        frontier = [start]
        for level in range(limit + 1):
            nxt = []
            for h in frontier:
                if rivers_only and level > 0 and h in land:
                    continue
                for a in adjacent[h]:
                    if rivers_only and level == 0 and a in land:
                        continue
                    if a not in dist:
                        dist[a] = level
                        nxt.append(a)
            frontier = nxt
        del dist[start]
        return dist

    river_distance = {h: {k: v for k, v in bfs(h, True, MAX_SHIP_RANGE).items() if k in land} for h in land}
    skip_distance = {h: bfs(h, False, MAX_SKIP_RANGE) for h in land}

    bridge: dict[str, set[str]] = {h: set() for h in land}

    def span(a: str, b: str | None) -> None:
        if b and b in land and river_distance[a].get(b) == 1:
            bridge[a].add(b)
            bridge[b].add(a)

    for h in land:
        row, col = position[h]
        shift = 0 if row % 2 else -1
        below_left = grid.get((row + 1, col + shift))
        below_right = grid.get((row + 1, col + shift + 1))
        # Straight down across the river: both hexes between are river (or one is off the board).
        between = [x for x in (below_left, below_right) if x]
        if between and all(x not in land for x in between):
            span(h, grid.get((row + 2, col)))
        # Down-left and down-right diagonals across a river.
        left = grid.get((row, col - 1))
        if left and left not in land and below_left and below_left not in land:
            span(h, grid.get((row + 1, col + shift - 1)))
        right = grid.get((row, col + 1))
        if right and right not in land and below_right and below_right not in land:
            span(h, grid.get((row + 1, col + shift + 2)))

    edge: set[str] = set()
    row_numbers = sorted({p[0] for p in grid})
    for row in row_numbers:
        cols = sorted(c for (r, c) in grid if r == row)
        for c in cols:
            if c in (cols[0], cols[-1]) or row in (row_numbers[0], row_numbers[-1]):
                edge.add(grid[row, c])

    return Board(
        id=board_id,
        name=str(spec.get("name", board_id)),
        hexes=tuple(hexes),
        land=frozenset(land),
        terrain=terrain,
        position=position,
        adjacent=adjacent,
        river_distance=river_distance,
        skip_distance=skip_distance,
        bridgeable={h: frozenset(v) for h, v in bridge.items()},
        edge=frozenset(edge),
        rows=max(row_numbers) + 1,
    )


def hex_distance(b: Board, h1: str, h2: str) -> int:
    """Plain hex distance between two hexes (used by the Fire & Ice final scorings)."""
    (r1, c1), (r2, c2) = b.position[h1], b.position[h2]

    def cube(r: int, c: int) -> tuple[int, int]:
        # Offset rows (odd rows shifted right) to axial coordinates.
        q = c - (r - (r & 1)) // 2
        return q, r

    q1, s1 = cube(r1, c1)
    q2, s2 = cube(r2, c2)
    dq, dr = q1 - q2, s1 - s2
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2
