"""Colours and sizes of the Keyflower images."""

from __future__ import annotations

from ..canvas import RGB, build_palette, hex_rgb

# Tiles by season, as the printed tiles' backgrounds; upgraded (back) sides a shade darker.
SEASON: dict[str, RGB] = {
    "spring": hex_rgb("#CDE7B0"),
    "summer": hex_rgb("#F5E3A0"),
    "autumn": hex_rgb("#F1C49C"),
    "winter": hex_rgb("#D3E5F3"),
    "home": hex_rgb("#E6D8C2"),
    "boat": hex_rgb("#B7D7EE"),
    "order": hex_rgb("#DCCFEA"),
}
UPGRADED: dict[str, RGB] = {
    "spring": hex_rgb("#A9D486"),
    "summer": hex_rgb("#EACB62"),
    "autumn": hex_rgb("#E2A36E"),
    "winter": hex_rgb("#B4D1EA"),
    "home": hex_rgb("#CDB794"),
    "boat": hex_rgb("#8DC0E4"),
    "order": hex_rgb("#C3AEDB"),
}
WORKER: dict[str, RGB] = {
    "blue": hex_rgb("#2F6FD0"),
    "red": hex_rgb("#D2382B"),
    "yellow": hex_rgb("#F2C418"),
    "green": hex_rgb("#3E9B3E"),
    "purple": hex_rgb("#7B3FA0"),  # the start-player keyple
}
RESOURCE: dict[str, RGB] = {
    "wood": hex_rgb("#8B5A2B"),
    "stone": hex_rgb("#9A9A9A"),
    "iron": hex_rgb("#46525C"),
    "gold": hex_rgb("#E6B422"),
}
# Skills are diamonds (resources squares), in colours none of the resources has.
SKILL: dict[str, RGB] = {
    "saw": hex_rgb("#D98C3A"),
    "pickaxe": hex_rgb("#B58FD0"),
    "anvil": hex_rgb("#3F8C8A"),
}
# Each seat's badge (its number on this colour): none is a worker's colour.
SEATS: tuple[RGB, ...] = tuple(hex_rgb(c) for c in ("#00897B", "#A0522D", "#5E35B1", "#C2185B", "#455A64", "#827717"))
ROAD = hex_rgb("#7A6248")
RIVER = hex_rgb("#2E86C9")
CABIN = hex_rgb("#2B2B2B")
GOLD_EDGE = hex_rgb("#9C7A00")  # an upgraded tile's outline
CONTRACT = hex_rgb("#E9DDB5")  # contracts face down

BACKGROUND = hex_rgb("#F4EFE3")
PANEL = hex_rgb("#FFFDF8")
PANEL_EDGE = hex_rgb("#CFC6B2")
INK = hex_rgb("#1E1E1E")
MUTED = hex_rgb("#67625A")
FADED = hex_rgb("#E2DCCD")
HEX_EDGE = hex_rgb("#5B5346")
HIGHLIGHT = hex_rgb("#E5007D")  # what the last move changed
TURN = hex_rgb("#1F9D55")  # who is to act

PALETTE = build_palette(
    [
        *SEASON.values(),
        *UPGRADED.values(),
        *WORKER.values(),
        *RESOURCE.values(),
        *SKILL.values(),
        *SEATS,
        ROAD,
        RIVER,
        CABIN,
        GOLD_EDGE,
        CONTRACT,
        BACKGROUND,
        PANEL,
        PANEL_EDGE,
        INK,
        MUTED,
        FADED,
        HEX_EDGE,
        HIGHLIGHT,
        TURN,
        (250, 250, 250),
        (20, 20, 20),
    ]
)

# Sizes (pixels). The smallest text is 14 px.
WIDTH = 1600
MARGIN = 16
GAP = 12
TITLE_HEIGHT = 52
SMALL = 14
NORMAL = 16
LARGE = 20
TITLE = 26
