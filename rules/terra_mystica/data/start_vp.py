"""Starting VP per board and faction (Merchants of the Seas, Appendix VIII).

The rulebook recommends them for every game, with or without the expansion, instead of 20 for
everyone (not with the Fire & Ice faction auction). The publisher may revise them: data, not code.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

# Columns: the base board, the revised base board (Fire & Ice's reverse), the Fire & Ice board,
# the Lakes (Loon Lakes v1.6), the Fjords (Fjords v2.1).
BOARDS: tuple[str, ...] = (
    "base",
    "revised_base_fire_and_ice_side2",
    "fire_and_ice_side1",
    "loon_lakes_v1_6",
    "fjords_v2_1",
)
_TABLE: dict[str, tuple[int, int, int, int, int]] = {
    "witches": (20, 20, 20, 20, 15),
    "auren": (25, 25, 25, 20, 25),
    "alchemists": (25, 30, 25, 20, 25),
    "darklings": (15, 15, 15, 15, 15),
    "halflings": (20, 20, 25, 20, 25),
    "cultists": (15, 20, 15, 15, 15),
    "engineers": (15, 20, 20, 15, 20),
    "dwarves": (20, 20, 30, 30, 20),
    "mermaids": (20, 15, 15, 20, 20),
    "swarmlings": (20, 20, 25, 25, 20),
    "chaosmagicians": (20, 20, 15, 20, 20),
    "giants": (30, 25, 25, 25, 25),
    "fakirs": (30, 25, 25, 25, 25),
    "nomads": (20, 15, 20, 15, 15),
    # Fire & Ice's factions
    "icemaidens": (20, 25, 25, 20, 20),
    "yetis": (20, 25, 25, 25, 20),
    "acolytes": (25, 25, 25, 20, 25),
    "dragonlords": (20, 20, 20, 20, 20),
    "shapeshifters": (20, 20, 25, 20, 25),
    "riverwalkers": (20, 20, 20, 15, 25),
}


def starting_vp(board: str) -> Mapping[str, int]:
    """Each faction's starting VP on `board` (20 for boards the table does not cover)."""
    if board not in BOARDS:
        return MappingProxyType({})
    column = BOARDS.index(board)
    return MappingProxyType({faction: row[column] for faction, row in _TABLE.items()})
