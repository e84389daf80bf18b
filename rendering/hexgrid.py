"""Pointy-top hex geometry for boards laid out in offset rows (odd rows shifted half a hex right)."""

from __future__ import annotations

import math
from dataclasses import dataclass

SQRT3 = math.sqrt(3)


@dataclass(frozen=True)
class HexGrid:
    radius: float  # centre to corner
    x0: float  # left edge of column 0 (even rows)
    y0: float  # top edge of the first row drawn
    first_row: int = 0

    @property
    def width(self) -> float:
        """Flat-to-flat width of a hex (the horizontal step between neighbours)."""
        return SQRT3 * self.radius

    def centre(self, row: int, col: int) -> tuple[float, float]:
        x = self.x0 + self.width * (col + 0.5 + (0.5 if row % 2 else 0.0))
        y = self.y0 + self.radius + 1.5 * self.radius * (row - self.first_row)
        return x, y

    def corners(self, row: int, col: int, scale: float = 1.0) -> list[tuple[float, float]]:
        cx, cy = self.centre(row, col)
        r = self.radius * scale
        return [
            (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
            for a in (-90, -30, 30, 90, 150, 210)
        ]

    def size(self, rows: int, cols: int) -> tuple[float, float]:
        """Width and height of a board of `rows` rows and `cols` hexes in its long rows."""
        return self.width * (cols + 0.5), self.radius * (2 + 1.5 * (rows - 1))
