"""Merchants of the Seas: the numbers of the expansion's components.

Rule ids (BOAT-5, TRADE-3, ...) are those of the rules specification
(`reference/terra-mystica/merchants-of-the-seas.md`). Values the rulebook's text does not give are in
`PROVISIONAL` (section 17 of the specification): one table, so a printed card can correct them.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .factions import Gain, _m

OPTION = "merchants-of-the-seas"

BOATS = 3  # BOAT-1
TRADE_MARKERS = 15  # TRADE-7
# GEN-1: Fakirs and Dwarves have Merchants (moving over land), a Depot and a Market.
MERCHANT_FACTIONS = frozenset({"fakirs", "dwarves"})

# TRADE-3: what the trader receives for each kind of structure; `choice` lists the alternatives
# written after the hex (`trade E5 FIRE`): a cult, PW (power), P (a priest), a river hex or MOVE.
TRADE_BONUS: Mapping[str, Gain] = MappingProxyType(
    {
        "D": _m(VP=1, W=1),
        "TP": _m(VP=1, C=1, PW=2),
        "TE": _m(VP=1),  # + 3 power or 1 cult step
        "SA": _m(VP=1),  # + 2 steps on one cult or 1 priest
        "SH": _m(VP=2, C=2),  # + a Transform and Build action with 1 free spade (TRADE-9)
        "SY": _m(VP=2),  # + the trading boat back on the board or the move action again (TRADE-11)
    }
)
# TRADE-12: VP per trade from NF3 (by the structure traded with), NB1 and NS1 (round tile).
NF3_VP: Mapping[str, int] = MappingProxyType({"D": 1, "TP": 1, "TE": 1, "SH": 2, "SA": 2, "SY": 2})
NB1_TRADE_VP = 1

# NF4: VP when passing by trade markers placed (1-3, 4-6, 7-9, 10+).
NF4_PASS_VP: tuple[tuple[int, int], ...] = ((10, 5), (7, 4), (4, 3), (1, 2))

# FAV-1: the two favor tiles giving 1 step on each cult (a faction may own only one of each pair
# in games of 2 or 3 players; FAV-2).
ONE_STEP_FAVORS: Mapping[str, tuple[str, str]] = MappingProxyType(
    {"FIRE": ("FAV9", "FAV13"), "WATER": ("FAV10", "FAV14"), "EARTH": ("FAV11", "FAV15"), "AIR": ("FAV12", "FAV16")}
)
# The rulebook's ids for the new pieces, and the names they take in the notation here.
RULEBOOK_IDS: Mapping[str, str] = MappingProxyType(
    {
        "ACT7": "NP1",
        "ACT8": "NP2",
        "ACT9": "NP3",
        "FAV13": "NF1",
        "FAV14": "NF2",
        "FAV15": "NF3",
        "FAV16": "NF4",
        "BON11": "NB1",
        "BON12": "NB2",
        "BON13": "NB3",
        "BON14": "NB4",
        "TW9": "NT1",
        "TW10": "NT2",
    }
)
# The shipyard card's two special actions (MOVE-1 a, SY-7).
MOVE_ACTION = "ACTMB"
PLACE_ACTION = "ACTPB"
# The actions that move boats (MOVE-1): the shipyard card, NP1, NB3.
MOVE_ACTIONS = frozenset({MOVE_ACTION, "ACT7", "BON13"})
# The actions that place one boat (SY-7, NP2, NB1).
PLACE_ACTIONS = frozenset({PLACE_ACTION, "ACT8", "BON11"})

# CAN-1: canals per board, as pairs of river hexes. Each runs along the border of two land hexes
# that both touch both rivers (CAN-3: those stay adjacent). Placed where the rulebook's text puts
# them, so that every river body is connected (section 17 item 7; the base board's is PR #44's
# `D4:F4` read over all hexes of a row).
CANALS: Mapping[str, tuple[tuple[str, str], ...]] = MappingProxyType(
    {
        "base": (("r14", "r21"),),  # left half, upper arm to lower arm (along E4|E5)
        "revised_base_fire_and_ice_side2": (("r14", "r21"),),  # the same place
        "fire_and_ice_side1": (("r3", "r8"),),  # joins the two rivers in the upper part (C5|D3)
        "fjords_v2_1": (("r14", "r17"),),  # across the half-island on the left (D1|E4)
        # Seven canals joining the six lakes (every lake reaches every other).
        "loon_lakes_v1_6": (
            ("r0", "r4"),
            ("r14", "r19"),
            ("r15", "r19"),
            ("r21", "r25"),
            ("r21", "r29"),
            ("r25", "r29"),
            ("r27", "r32"),
        ),
        "arrow": (),
    }
)

# Section 17: values not in the rulebook's text, all in one place. Every entry is provisional.
_MOST_COST = _m(W=4, C=6)
SHIPYARD_COST: Mapping[str, Gain] = MappingProxyType(
    {"engineers": _m(W=3, C=6), "giants": _m(W=3, C=6), "swarmlings": _m(W=5, C=8)}
)
# What building the shipyard (market) gives at once (SY-5): boats next to it, shipping (reach)
# advances, cult steps on one track (Auren).
SHIPYARD_BONUS: Mapping[str, Gain] = MappingProxyType(
    {
        "cultists": _m(GAIN_SHIP=1),
        "darklings": _m(GAIN_SHIP=1),
        "engineers": _m(SY_BOAT=1),
        "auren": _m(SY_BOAT=1, GAIN_SHIP=1, CULT=2, CULTS_ON_SAME_TRACK=1),
        "fakirs": _m(SY_BOAT=1, GAIN_SHIP=1),  # the market: 1 merchant + 1 reach advance
        "dwarves": _m(SY_BOAT=1, GAIN_SHIP=1),
        # Appendix VII: the Shapeshifters may also change their home terrain once, for nothing.
        "shapeshifters": _m(SY_BOAT=1, GAIN_SHIP=1, PICK_COLOR=1),
    }
)
# Appendix VII: what a stronghold trade gives in place of its spade (the Dragonlords a power token
# in bowl I, the Acolytes 2 steps on one cult track).
TRADE_SPADE_INSTEAD: Mapping[str, Gain] = MappingProxyType(
    {"dragonlords": _m(P1=1), "acolytes": _m(CULT=2, CULTS_ON_SAME_TRACK=1)}
)
# Appendix VII: steps the Riverwalkers' boats may add for 1 power (others: 1, MOVE-4).
PAID_STEPS: Mapping[str, int] = MappingProxyType({"riverwalkers": 3})
_MOST_BONUS = _m(SY_BOAT=1, GAIN_SHIP=1)
# Reach track (FD-5, FD-8): merchant range and carpet/tunnel range (in hexes from a structure)
# by level 1..4.
REACH_MERCHANT_RANGE: tuple[int, ...] = (1, 2, 3, 4)
REACH_TELEPORT_RANGE: tuple[int, ...] = (2, 2, 3, 4)
REACH_MAX = len(REACH_MERCHANT_RANGE)


def teleport_skip_at(level: int) -> int:
    """FD-6, FD-11: hexes a tunnel or carpet may skip at a reach level (range 2: the next hex but one)."""
    return REACH_TELEPORT_RANGE[min(REACH_MAX, level) - 1] - 1


PROVISIONAL: Mapping[str, str] = MappingProxyType(
    {
        "shipyard cost": "4 W + 6 C; Engineers and Giants 3 W + 6 C; Swarmlings 5 W + 8 C; the market 4 W + 6 C",
        "shipyard bonus": "1 boat (next to the shipyard) + 1 shipping advance; Cultists and Darklings the "
        "advance only; Engineers the boat only; Auren also 2 steps on one cult; the market 1 merchant + "
        "1 reach advance",
        "place-a-boat action": "the faction's dwelling cost (Engineers 1 W + 1 C, Swarmlings 2 W + 3 C, others "
        "1 W + 2 C)",
        "shipyard income": "1 boat (merchant) in each income phase after the round it was built",
        "shipyard in a town": "power 3, one building",
        "reach track": "levels 1 to 4; merchant range 1, 2, 3, 4; carpet/tunnel range 2, 2, 3, 4",
        "canals": "base and revised r14-r21; Fire & Ice r3-r8; Fjords r14-r17; Lakes r0-r4, r14-r19, "
        "r15-r19, r21-r25, r21-r29, r25-r29, r27-r32",
        "round tiles": "SCORE10-SCORE21 as listed in docs/rulings-terra-mystica.md",
        "new favor tiles": "FAV13 (NF1) Fire, FAV14 (NF2) Water, FAV15 (NF3) Earth, FAV16 (NF4) Air",
        "new town tiles": "one key each",
        "+1 shipping bonus card": "also lengthens boat moves",
        "trade partner": "gains what fits, pays (gained - 1) VP, or declines",
        "trade marker": "stays when the structure is upgraded",
        "boat kept after a shipyard trade": "goes on a river hex next to that shipyard",
        "bridges": "do not affect boats or merchants",
        "Auren's extra key": "is not a town",
        "trade-marker scoring": "a faction with no marker takes no place",
        "merchant with no trade marker left": "an automatic trade does not happen; the merchant goes back",
        "Swarmlings' paid step": "taken from bowl II when it has power, else bowl III",
    }
)


def shipyard_cost(faction: str) -> Gain:
    return SHIPYARD_COST.get(faction, _MOST_COST)


def shipyard_bonus(faction: str) -> Gain:
    return SHIPYARD_BONUS.get(faction, _MOST_BONUS)
