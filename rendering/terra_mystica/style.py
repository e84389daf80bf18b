"""Colours, names and sizes of the Terra Mystica images."""

from __future__ import annotations

from rules.terra_mystica.board import TERRAIN_WHEEL

from ..canvas import RGB, build_palette, hex_rgb

# Terrain as on the printed board; factions take the colour of their home terrain.
TERRAIN: dict[str, RGB] = {
    "yellow": hex_rgb("#E9C443"),
    "brown": hex_rgb("#8A5A32"),
    "black": hex_rgb("#34343A"),
    "blue": hex_rgb("#3A78C9"),
    "green": hex_rgb("#3C8C46"),
    "gray": hex_rgb("#9C9EA3"),
    "red": hex_rgb("#C43D2C"),
    "river": hex_rgb("#A8D6EC"),
    # Fire & Ice: ice and volcano hexes; the variable factions before they pick their terrain.
    "ice": hex_rgb("#E8F4FA"),
    "volcano": hex_rgb("#E2711D"),
    "variable": hex_rgb("#8C7BA6"),
}
# The marks that tell ice and volcano hexes apart without their colour.
ICE_MARK = hex_rgb("#6FA8C7")
VOLCANO_MARK = hex_rgb("#7A2A10")
CULT_COLOURS: dict[str, RGB] = {
    "FIRE": hex_rgb("#D6452E"),
    "WATER": hex_rgb("#2F76CF"),
    "EARTH": hex_rgb("#7E5631"),
    "AIR": hex_rgb("#C9D2DA"),
}
BACKGROUND = hex_rgb("#F4EFE3")
PANEL = hex_rgb("#FFFDF8")
PANEL_EDGE = hex_rgb("#CFC6B2")
INK = hex_rgb("#1E1E1E")
MUTED = hex_rgb("#67625A")
FADED = hex_rgb("#E2DCCD")
HIGHLIGHT = hex_rgb("#E5007D")  # the last move's hexes
TURN = hex_rgb("#1F9D55")  # who is to move
GOLD = hex_rgb("#F2BE22")
HEX_EDGE = hex_rgb("#5B5346")
POWER = hex_rgb("#7B4FA6")  # power tokens
BOWL = hex_rgb("#EFE6F6")
WORKER = hex_rgb("#C9C2B4")
PATH = hex_rgb("#0B5CAD")  # boats' paths of the last move

# Two letters a faction, so factions are told apart without colour.
ABBREVIATION: dict[str, str] = {
    "alchemists": "Al",
    "auren": "Au",
    "chaosmagicians": "CM",
    "cultists": "Cu",
    "darklings": "Da",
    "dwarves": "Dw",
    "engineers": "En",
    "fakirs": "Fa",
    "giants": "Gi",
    "halflings": "Ha",
    "mermaids": "Me",
    "nomads": "No",
    "swarmlings": "Sw",
    "witches": "Wi",
    "icemaidens": "IM",
    "yetis": "Ye",
    "dragonlords": "Dr",
    "acolytes": "Ac",
    "riverwalkers": "Rw",
    "shapeshifters": "Sh",
}

PALETTE = build_palette(
    [
        *(TERRAIN[t] for t in (*TERRAIN_WHEEL, "river", "ice", "volcano", "variable")),
        ICE_MARK,
        VOLCANO_MARK,
        *CULT_COLOURS.values(),
        BACKGROUND,
        PANEL,
        PANEL_EDGE,
        INK,
        MUTED,
        FADED,
        HIGHLIGHT,
        TURN,
        GOLD,
        HEX_EDGE,
        POWER,
        BOWL,
        WORKER,
        PATH,
        (250, 250, 250),
        (20, 20, 20),
    ]
)

# Sizes (pixels). The smallest text is 14 px.
WIDTH = 1600
HEX_RADIUS = 46
MARGIN = 16
TITLE_HEIGHT = 52
SMALL = 14
NORMAL = 16
LARGE = 20
TITLE = 26
