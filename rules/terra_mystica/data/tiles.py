"""Bonus cards, favor tiles, town tiles, round scoring tiles and the action spaces."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .factions import Gain, _m
from .merchants import OPTION as MERCHANTS

_TOWNS: Mapping[str, int] = {f"TW{i}": 5 for i in range(1, 11)}
_LARGE: Mapping[str, int] = {"SA": 5, "SH": 5, "SY": 5}

CULTS: tuple[str, ...] = ("FIRE", "WATER", "EARTH", "AIR")


@dataclass(frozen=True)
class BonusCard:
    income: Gain
    # VP when passing: {what is counted: VP per level}, levels from the building count or track.
    pass_vp: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    action: str | None = None  # the special action printed on the card
    shipping: int = 0  # +1 shipping for the round
    option: str | None = None  # only in games with this option
    without: str | None = None  # not in games with this option


@dataclass(frozen=True)
class FavorTile:
    gain: Gain
    income: Gain = field(default_factory=_m)
    build_vp: Mapping[str, int] = field(default_factory=dict)  # VP when building/upgrading to this
    pass_vp: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    action: str | None = None
    copies: int = 3
    option: str | None = None


@dataclass(frozen=True)
class TownTile:
    gain: Gain  # KEY first: a key gained with cult steps may let them reach 10
    copies: int = 2
    option: str | None = None
    without: str | None = None


@dataclass(frozen=True)
class ScoringTile:
    vp: Mapping[str, int]  # VP for each building of a type built / each spade or town gained
    mode: str  # "build" (building or upgrading to the type) or "gain" (gaining spades or towns)
    label: str
    cult: str  # the track counted for the round-end reward (CULT_P: priests sent to cult spaces)
    per: int  # reward for every `per` steps
    reward: Gain
    option: str | None = None
    without: str | None = None


BONUS_CARDS: Mapping[str, BonusCard] = MappingProxyType(
    {
        "BON1": BonusCard(_m(C=2), action="BON1"),
        "BON2": BonusCard(_m(C=4), action="BON2"),
        "BON3": BonusCard(_m(C=6)),
        "BON4": BonusCard(_m(PW=3), shipping=1),
        "BON5": BonusCard(_m(PW=3, W=1)),
        "BON6": BonusCard(_m(W=2), pass_vp={"SA": (0, 4), "SH": (0, 4)}, without=MERCHANTS),
        "BON7": BonusCard(_m(W=1), pass_vp={"TP": (0, 2, 4, 6, 8)}),
        "BON8": BonusCard(_m(P=1)),
        "BON9": BonusCard(_m(C=2), pass_vp={"D": (0, 1, 2, 3, 4, 5, 6, 7, 8)}),
        "BON10": BonusCard(_m(PW=3), pass_vp={"ship": (0, 3, 6, 9, 12, 15)}, option="shipping-bonus"),
        # Merchants of the Seas' NB1-NB4 (NB4 replaces BON6, SET-6). NB2's VP per boat on the board
        # when passing is counted in scoring.pass_vp.
        "BON11": BonusCard(_m(), action="BON11", option=MERCHANTS),
        "BON12": BonusCard(_m(C=1, W=1), option=MERCHANTS),
        "BON13": BonusCard(_m(MAY_BOAT=1), action="BON13", option=MERCHANTS),
        "BON14": BonusCard(_m(W=2), pass_vp={"SA": (0, 4), "SH": (0, 4), "SY": (0, 4)}, option=MERCHANTS),
    }
)

FAVOR_TILES: Mapping[str, FavorTile] = MappingProxyType(
    {
        "FAV1": FavorTile(_m(FIRE=3), copies=1),
        "FAV2": FavorTile(_m(WATER=3), copies=1),
        "FAV3": FavorTile(_m(EARTH=3), copies=1),
        "FAV4": FavorTile(_m(AIR=3), copies=1),
        "FAV5": FavorTile(_m(FIRE=2, TOWN_SIZE=-1)),
        "FAV6": FavorTile(_m(WATER=2), action="FAV6"),
        "FAV7": FavorTile(_m(EARTH=2), income=_m(W=1, PW=1)),
        "FAV8": FavorTile(_m(AIR=2), income=_m(PW=4)),
        "FAV9": FavorTile(_m(FIRE=1), income=_m(C=3)),
        "FAV10": FavorTile(_m(WATER=1), build_vp={"TP": 3}),
        "FAV11": FavorTile(_m(EARTH=1), build_vp={"D": 2}),
        "FAV12": FavorTile(_m(AIR=1), pass_vp={"TP": (0, 2, 3, 3, 4)}),
        # NF1-NF4 (only in games with Merchants of the Seas: see available_favors). NF1's choice is a
        # pending NF1; NF3's VP per trade and NF4's VP when passing are counted by the rules.
        "FAV13": FavorTile(_m(FIRE=1, NF1=1), option=MERCHANTS),
        "FAV14": FavorTile(_m(WATER=1), income=_m(MAY_BOAT=1), option=MERCHANTS),
        "FAV15": FavorTile(_m(EARTH=1), option=MERCHANTS),
        "FAV16": FavorTile(_m(AIR=1), option=MERCHANTS),
    }
)

TOWN_TILES: Mapping[str, TownTile] = MappingProxyType(
    {
        "TW1": TownTile(_m(KEY=1, VP=5, C=6)),
        "TW2": TownTile(_m(KEY=1, VP=7, W=2)),
        "TW3": TownTile(_m(KEY=1, VP=9, P=1)),
        "TW4": TownTile(_m(KEY=1, VP=6, PW=8)),
        "TW5": TownTile(_m(KEY=1, VP=8, FIRE=1, WATER=1, EARTH=1, AIR=1)),
        "TW6": TownTile(_m(KEY=2, VP=2, FIRE=2, WATER=2, EARTH=2, AIR=2), copies=1, option="mini-expansion-1"),
        # TW-1: with Merchants of the Seas the mini-expansion's two "shipping +1" tiles stay out.
        "TW7": TownTile(_m(KEY=1, VP=4, GAIN_SHIP=1, carpet_range=1), option="mini-expansion-1", without=MERCHANTS),
        "TW8": TownTile(_m(KEY=1, VP=11), copies=1, option="mini-expansion-1"),
        "TW9": TownTile(_m(KEY=1, VP=4, GAIN_SHIP=1), option=MERCHANTS),  # NT1
        "TW10": TownTile(_m(KEY=1, VP=3, MAY_BOAT=2), option=MERCHANTS),  # NT2
    }
)

SCORING_TILES: Mapping[str, ScoringTile] = MappingProxyType(
    {
        "SCORE1": ScoringTile({"SPADE": 2}, "gain", "SPADE >> 2", "EARTH", 1, _m(C=1), without=MERCHANTS),
        "SCORE2": ScoringTile(_TOWNS, "gain", "TOWN >> 5", "EARTH", 4, _m(SPADE=1), without=MERCHANTS),
        "SCORE3": ScoringTile({"D": 2}, "build", "D >> 2", "WATER", 4, _m(P=1), without=MERCHANTS),
        "SCORE4": ScoringTile({"SA": 5, "SH": 5}, "build", "SA/SH >> 5", "FIRE", 2, _m(W=1), without=MERCHANTS),
        "SCORE5": ScoringTile({"D": 2}, "build", "D >> 2", "FIRE", 4, _m(PW=4), without=MERCHANTS),
        "SCORE6": ScoringTile({"TP": 3}, "build", "TP >> 3", "WATER", 4, _m(SPADE=1), without=MERCHANTS),
        "SCORE7": ScoringTile({"SA": 5, "SH": 5}, "build", "SA/SH >> 5", "AIR", 2, _m(W=1), without=MERCHANTS),
        "SCORE8": ScoringTile({"TP": 3}, "build", "TP >> 3", "AIR", 4, _m(SPADE=1), without=MERCHANTS),
        "SCORE9": ScoringTile(
            {"TE": 4}, "build", "TE >> 4", "CULT_P", 1, _m(C=2), option="temple-scoring-tile", without=MERCHANTS
        ),
        # Merchants of the Seas' twelve tiles (SET-7, SCO-1; section 17 item 14, provisional):
        # NS1 = TRADE, NS2 = ADVANCE (shipping, digging or reach), NS3 = SH/SA/SY, NS4 = TE,
        # NS5 = a shipping advance per 5 Earth, NS6 = a boat per 4 Water.
        "SCORE10": ScoringTile(_TOWNS, "gain", "TOWN >> 5", "FIRE", 1, _m(C=1), option=MERCHANTS),
        "SCORE11": ScoringTile({"ADVANCE": 2}, "gain", "SHIP/DIG >> 2", "WATER", 2, _m(C=2), option=MERCHANTS),
        "SCORE12": ScoringTile(_LARGE, "build", "SA/SH/SY >> 5", "EARTH", 2, _m(W=1), option=MERCHANTS),
        "SCORE13": ScoringTile({"D": 2}, "build", "D >> 2", "AIR", 1, _m(PW=1), option=MERCHANTS),
        "SCORE14": ScoringTile(_LARGE, "build", "SA/SH/SY >> 5", "FIRE", 4, _m(SPADE=1), option=MERCHANTS),
        "SCORE15": ScoringTile({"TP": 3}, "build", "TP >> 3", "WATER", 2, _m(W=1), option=MERCHANTS),
        "SCORE16": ScoringTile({"SPADE": 2}, "gain", "SPADE >> 2", "EARTH", 3, _m(PW=3), option=MERCHANTS),
        "SCORE17": ScoringTile({"TP": 3}, "build", "TP >> 3", "AIR", 4, _m(MAY_BOAT=1), option=MERCHANTS),
        "SCORE18": ScoringTile({"TRADE": 2}, "gain", "TRADE >> 2", "FIRE", 4, _m(P=1), option=MERCHANTS),
        "SCORE19": ScoringTile({"D": 2}, "build", "D >> 2", "WATER", 4, _m(MAY_BOAT=1), option=MERCHANTS),
        "SCORE20": ScoringTile({"TE": 4}, "build", "TE >> 4", "EARTH", 5, _m(GAIN_SHIP=1), option=MERCHANTS),
        "SCORE21": ScoringTile({"TRADE": 2}, "gain", "TRADE >> 2", "AIR", 4, _m(SPADE=1), option=MERCHANTS),
    }
)


@dataclass(frozen=True)
class ActionSpace:
    cost: Gain
    gain: Gain
    # What may follow within the same action (spades to use, a dwelling to build, ...).
    subactions: Mapping[str, int] = field(default_factory=dict)
    # True for actions a faction may use any number of times per round (Engineers' bridge).
    reusable: bool = False


ACTIONS: Mapping[str, ActionSpace] = MappingProxyType(
    {
        "ACT1": ActionSpace(_m(PW=3), _m(BRIDGE=1), {"bridge": 1}),
        "ACT2": ActionSpace(_m(PW=3), _m(P=1)),
        "ACT3": ActionSpace(_m(PW=4), _m(W=2)),
        "ACT4": ActionSpace(_m(PW=4), _m(C=7)),
        "ACT5": ActionSpace(_m(PW=4), _m(SPADE=1), {"dig": 1, "transform": 1, "build": 1}),
        "ACT6": ActionSpace(_m(PW=6), _m(SPADE=2), {"dig": 1, "transform": 2, "build": 1}),
        "ACTA": ActionSpace(_m(), _m(CULT=2, CULTS_ON_SAME_TRACK=1)),
        "ACTE": ActionSpace(_m(W=2), _m(BRIDGE=1), {"bridge": 1}, reusable=True),
        "ACTG": ActionSpace(_m(), _m(SPADE=2), {"dig": 1, "transform": 1, "build": 1}),
        "ACTS": ActionSpace(_m(), _m(FREE_TP=1), {"upgrade": 1}),
        "ACTN": ActionSpace(_m(), _m(FREE_TF=1, TF_NEED_HEX_ADJACENCY=1), {"dig": 1, "transform": 1, "build": 1}),
        "ACTW": ActionSpace(_m(), _m(FREE_D=1, TELEPORT_NO_TF=1), {"build": 1}),
        "ACTC": ActionSpace(_m(), _m(GAIN_ACTION=2)),
        "BON1": ActionSpace(_m(), _m(SPADE=1), {"dig": 1, "transform": 1, "build": 1}),
        "BON2": ActionSpace(_m(), _m(CULT=1)),
        "FAV6": ActionSpace(_m(), _m(CULT=1)),
        # Merchants of the Seas: NP1-NP3, the shipyard card's two actions, NB1 and NB3. SAIL opens a
        # move action (MOVE-1); ACTPB's cost is the faction's dwelling cost (paid by the rules).
        "ACT7": ActionSpace(_m(PW=4), _m(SAIL=1)),
        "ACT8": ActionSpace(_m(PW=4), _m(BOAT=1)),
        "ACT9": ActionSpace(_m(PW=5, P=1), _m(GAIN_FAVOR=1)),
        "ACTMB": ActionSpace(_m(), _m(SAIL=1)),
        "ACTPB": ActionSpace(_m(), _m(BOAT=1)),
        "BON11": ActionSpace(_m(), _m(BOAT=1)),
        "BON13": ActionSpace(_m(), _m(SAIL=1)),
        # Fire & Ice: the Shapeshifters' stronghold changes their terrain, as often as they pay:
        # for power or for power tokens (PW_TOKEN: tokens leaving the game), by version of the
        # faction (ACTH1/2 the first three, from a stock of changes, 2 VP each; ACTH3/4 the
        # fourth; ACTH5/6 the current one).
        "ACTH1": ActionSpace(_m(PW=3, ALLOW_SHAPESHIFT=1), _m(PICK_COLOR=1, VP=2), reusable=True),
        "ACTH2": ActionSpace(_m(PW_TOKEN=3, ALLOW_SHAPESHIFT=1), _m(PICK_COLOR=1, VP=2), reusable=True),
        "ACTH3": ActionSpace(_m(PW=4), _m(PICK_COLOR=1), reusable=True),
        "ACTH4": ActionSpace(_m(PW_TOKEN=4), _m(PICK_COLOR=1), reusable=True),
        "ACTH5": ActionSpace(_m(PW=5), _m(PICK_COLOR=1), reusable=True),
        "ACTH6": ActionSpace(_m(PW_TOKEN=5), _m(PICK_COLOR=1), reusable=True),
    }
)


# Priest spaces on each cult track: the first gives 3 steps, the other three 2.
CULT_SPACES: tuple[int, ...] = (3, 2, 2, 2)
# Power for passing these cult positions (3, 5, 7; 10 needs a key).
CULT_POWER: tuple[tuple[int, int], ...] = ((3, 1), (5, 2), (7, 2), (10, 3))

FINAL_NETWORK_VP: tuple[int, ...] = (18, 12, 6)
# Fire & Ice's final scoring tiles (18/12/6 like the network), as the reference site names them:
# what each counts, within one network of the faction's buildings.
FINAL_TILES: Mapping[str, str] = MappingProxyType(
    {
        "connected-distance": "the largest distance between two buildings of one network",
        "connected-sa-sh-distance": "the distance between the sanctuary and the stronghold, in one network",
        "building-on-edge": "the most buildings on the edge of the map in one network",
        "connected-clusters": "the most clusters of directly connected buildings in one network",
        # Merchants of the Seas (FIN-4): not connected; a faction with no marker takes no place.
        "trade-markers": "the most trade markers placed",
    }
)
FINAL_CULT_VP: tuple[int, ...] = (8, 4, 2)
