"""The rulebook's buildings, by the abbreviations the notation writes (`upgrade E5 to TP`), as the
reference site does: its trading house is the "trading post", TP."""

from __future__ import annotations

from typing import Final

DWELLING: Final = "D"
TRADING_HOUSE: Final = "TP"
TEMPLE: Final = "TE"
STRONGHOLD: Final = "SH"
SANCTUARY: Final = "SA"
SHIPYARD: Final = "SY"  # Merchants of the Seas (the Fakirs' and Dwarves' market)

BUILDINGS: Final = (DWELLING, TRADING_HOUSE, TEMPLE, STRONGHOLD, SANCTUARY, SHIPYARD)
