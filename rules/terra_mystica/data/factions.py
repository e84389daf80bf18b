"""The 14 factions of the base game, as printed on their faction boards.

Numbers are facts of the game (cross-checked with the reference implementation behind
terra.snellman.org). Rules code reads these tables; it never hard-codes a faction's numbers.

Income tables are cumulative: `income["W"][n]` is the worker income with `n` buildings of that type
on the map (index 0 is the faction board's own income).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

Gain = Mapping[str, int]


def _m(**kv: int) -> Gain:
    return MappingProxyType(dict(kv))


@dataclass(frozen=True)
class BuildingSpec:
    cost: Gain
    income: Mapping[str, tuple[int, ...]]
    # What building the n-th one of this type gives at once (index = how many were built before).
    gain: tuple[Gain, ...] = ()
    # Sub-actions the building grants within the same turn (Halflings' stronghold: 3 spades).
    subactions: Mapping[str, int] | None = None


@dataclass(frozen=True)
class ShippingTrack:
    start: int
    max: int
    cost: Gain = field(default_factory=lambda: _m(C=4, P=1))
    # VP for reaching level start+1, start+2, ... (indexed by the level advanced from)
    vp: tuple[int, ...] = (2, 3, 4)


@dataclass(frozen=True)
class DiggingTrack:
    max: int
    # What one spade costs at digging level 0, 1, 2.
    spade_cost: tuple[Gain, ...] = (_m(W=3), _m(W=2), _m(W=1))
    cost: Gain = field(default_factory=lambda: _m(W=2, C=5, P=1))
    vp: tuple[int, ...] = (6, 6)
    # Extra gain per spade dug (Darklings score 2 VP per spade bought with a priest).
    spade_gain: Gain | None = None


@dataclass(frozen=True)
class Teleport:
    """Dwarves' tunnelling and Fakirs' carpet flight: skip hexes, pay per use, score 4 VP."""

    kind: str  # "tunnel" | "carpet"
    cost: tuple[Gain, ...]  # per level (level 1 after the stronghold)
    gain: tuple[Gain, ...]
    range: int  # hexes skipped at the start


@dataclass(frozen=True)
class FactionSpec:
    name: str
    display: str
    terrain: str
    start: Gain
    cults: tuple[int, int, int, int]  # FIRE, WATER, EARTH, AIR
    buildings: Mapping[str, BuildingSpec]
    shipping: ShippingTrack | None
    digging: DiggingTrack | None
    teleport: Teleport | None = None
    # Gains whenever the faction receives one of a resource (Halflings: 1 VP per spade).
    on_gain: Mapping[str, Gain] = field(default_factory=dict)
    on_gain_needs_stronghold: bool = False
    exchange: Mapping[tuple[str, str], int] = field(default_factory=dict)
    # Cultists: a cult step when an opponent takes power from them, 1 power when all decline.
    leech_taken: Gain | None = None
    leech_declined: Gain | None = None
    start_actions: tuple[str, ...] = ()

    @property
    def can_ship(self) -> bool:
        return self.shipping is not None and self.shipping.max > 0


BASE_EXCHANGE: Mapping[tuple[str, str], int] = MappingProxyType(
    {
        ("PW", "C"): 1,
        ("PW", "W"): 3,
        ("PW", "P"): 5,
        ("W", "C"): 1,
        ("P", "C"): 1,
        ("P", "W"): 1,
        ("C", "VP"): 3,
    }
)

_D_INCOME = (1, 2, 3, 4, 5, 6, 7, 8, 8)
_TP = (0, 2, 4, 6, 8)
_TP_PW = (0, 1, 2, 4, 6)
_TE_P = (0, 1, 2, 3)
_FAVOR = _m(GAIN_FAVOR=1)
_TEMPLE_FAVORS = (_FAVOR, _FAVOR, _FAVOR)


def _buildings(
    *,
    d: Gain = _m(W=1, C=2),
    tp: Gain = _m(W=2, C=3),
    te: Gain = _m(W=2, C=5),
    sh: Gain = _m(W=4, C=6),
    sa: Gain = _m(W=4, C=6),
    d_income: tuple[int, ...] = _D_INCOME,
    tp_income: Mapping[str, tuple[int, ...]] | None = None,
    te_income: Mapping[str, tuple[int, ...]] | None = None,
    sh_income: Mapping[str, tuple[int, ...]] = MappingProxyType({"PW": (0, 2)}),
    sa_income: Mapping[str, tuple[int, ...]] = MappingProxyType({"P": (0, 1)}),
    sh_gain: Gain = _m(),
    te_gain: tuple[Gain, ...] = _TEMPLE_FAVORS,
    sa_gain: Gain = _FAVOR,
    sh_subactions: Mapping[str, int] | None = None,
) -> Mapping[str, BuildingSpec]:
    return MappingProxyType(
        {
            "D": BuildingSpec(d, MappingProxyType({"W": d_income})),
            "TP": BuildingSpec(tp, tp_income or MappingProxyType({"C": _TP, "PW": _TP_PW})),
            "TE": BuildingSpec(te, te_income or MappingProxyType({"P": _TE_P}), te_gain),
            "SH": BuildingSpec(sh, sh_income, (sh_gain,), sh_subactions),
            "SA": BuildingSpec(sa, sa_income, (sa_gain,)),
        }
    )


_SHIP = ShippingTrack(start=0, max=3)
_DIG = DiggingTrack(max=2)
_START = _m(C=15, W=3, P=0, P1=5, P2=7)


FACTIONS: Mapping[str, FactionSpec] = MappingProxyType(
    {
        spec.name: spec
        for spec in (
            FactionSpec(
                name="alchemists",
                display="Alchemists",
                terrain="black",
                start=_START,
                cults=(1, 1, 0, 0),
                buildings=_buildings(
                    tp_income=MappingProxyType({"C": (0, 2, 4, 7, 11), "PW": (0, 1, 2, 3, 4)}),
                    sh_income=MappingProxyType({"C": (0, 6)}),
                    sh_gain=_m(PW=12),
                ),
                shipping=_SHIP,
                digging=_DIG,
                on_gain={"SPADE": _m(PW=2)},
                on_gain_needs_stronghold=True,
                exchange={("C", "VP"): 2, ("VP", "C"): 1},
            ),
            FactionSpec(
                name="auren",
                display="Auren",
                terrain="green",
                start=_START,
                cults=(0, 1, 0, 1),
                buildings=_buildings(sa=_m(W=4, C=8), sh_gain=_m(ACTA=1, GAIN_FAVOR=1)),
                shipping=_SHIP,
                digging=_DIG,
            ),
            FactionSpec(
                name="chaosmagicians",
                display="Chaos Magicians",
                terrain="red",
                start=_m(C=15, W=4, P=0, P1=5, P2=7),
                cults=(2, 0, 0, 0),
                buildings=_buildings(
                    sh=_m(W=4, C=4),
                    sa=_m(W=4, C=8),
                    sh_income=MappingProxyType({"W": (0, 2)}),
                    sh_gain=_m(ACTC=1),
                    te_gain=(_m(GAIN_FAVOR=2),) * 3,
                    sa_gain=_m(GAIN_FAVOR=2),
                ),
                shipping=_SHIP,
                digging=_DIG,
            ),
            FactionSpec(
                name="cultists",
                display="Cultists",
                terrain="brown",
                start=_START,
                cults=(1, 0, 1, 0),
                buildings=_buildings(sh=_m(W=4, C=8), sa=_m(W=4, C=8), sh_gain=_m(VP=7)),
                shipping=_SHIP,
                digging=_DIG,
                leech_taken=_m(CULT=1),
                leech_declined=_m(PW=1),
            ),
            FactionSpec(
                name="darklings",
                display="Darklings",
                terrain="black",
                start=_m(C=15, W=1, P=1, P1=5, P2=7),
                cults=(0, 1, 1, 0),
                buildings=_buildings(
                    sa=_m(W=4, C=10),
                    sa_income=MappingProxyType({"P": (0, 2)}),
                    sh_gain=_m(CONVERT_W_TO_P=3),
                ),
                shipping=_SHIP,
                digging=DiggingTrack(max=0, spade_cost=(_m(P=1),), spade_gain=_m(SPADE=1, VP=2)),
            ),
            FactionSpec(
                name="dwarves",
                display="Dwarves",
                terrain="gray",
                start=_START,
                cults=(0, 0, 2, 0),
                buildings=_buildings(
                    tp_income=MappingProxyType({"C": (0, 3, 5, 7, 10), "PW": _TP_PW}),
                    sh_gain=_m(GAIN_TELEPORT=1),
                ),
                shipping=None,
                digging=_DIG,
                teleport=Teleport(kind="tunnel", cost=(_m(W=2), _m(W=1)), gain=(_m(VP=4), _m(VP=4)), range=1),
            ),
            FactionSpec(
                name="engineers",
                display="Engineers",
                terrain="gray",
                start=_m(C=10, W=2, P=0, P1=3, P2=9),
                cults=(0, 0, 0, 0),
                buildings=_buildings(
                    d=_m(W=1, C=1),
                    tp=_m(W=1, C=2),
                    te=_m(W=1, C=4),
                    sh=_m(W=3, C=6),
                    sa=_m(W=3, C=6),
                    d_income=(0, 1, 2, 2, 3, 4, 4, 5, 6),
                    te_income=MappingProxyType({"P": (0, 1, 1, 2), "PW": (0, 0, 5, 5)}),
                ),
                shipping=_SHIP,
                digging=_DIG,
                start_actions=("ACTE",),
            ),
            FactionSpec(
                name="fakirs",
                display="Fakirs",
                terrain="yellow",
                start=_m(C=15, W=3, P=0, P1=7, P2=5),
                cults=(1, 0, 0, 1),
                buildings=_buildings(
                    sh=_m(W=4, C=10),
                    sh_income=MappingProxyType({"P": (0, 1)}),
                    sh_gain=_m(GAIN_TELEPORT=1),
                ),
                shipping=None,
                digging=DiggingTrack(max=1, spade_cost=(_m(W=3), _m(W=2)), vp=(6,)),
                teleport=Teleport(kind="carpet", cost=(_m(P=1), _m(P=1)), gain=(_m(VP=4), _m(VP=4)), range=1),
            ),
            FactionSpec(
                name="giants",
                display="Giants",
                terrain="red",
                start=_START,
                cults=(1, 0, 0, 1),
                buildings=_buildings(sh_income=MappingProxyType({"PW": (0, 4)}), sh_gain=_m(ACTG=1)),
                shipping=_SHIP,
                digging=_DIG,
            ),
            FactionSpec(
                name="halflings",
                display="Halflings",
                terrain="brown",
                start=_m(C=15, W=3, P=0, P1=3, P2=9),
                cults=(0, 0, 1, 1),
                buildings=_buildings(
                    sh=_m(W=4, C=8),
                    sh_gain=_m(SPADE=3),
                    sh_subactions=MappingProxyType({"transform": 3, "build": 1}),
                ),
                shipping=_SHIP,
                digging=DiggingTrack(max=2, cost=_m(W=2, C=1, P=1)),
                on_gain={"SPADE": _m(VP=1)},
            ),
            FactionSpec(
                name="mermaids",
                display="Mermaids",
                terrain="blue",
                start=_m(C=15, W=3, P=0, P1=3, P2=9),
                cults=(0, 2, 0, 0),
                buildings=_buildings(
                    sa=_m(W=4, C=8),
                    sh_income=MappingProxyType({"PW": (0, 4)}),
                    sh_gain=_m(GAIN_SHIP=1),
                ),
                shipping=ShippingTrack(start=1, max=5, vp=(0, 2, 3, 4, 5)),
                digging=_DIG,
            ),
            FactionSpec(
                name="nomads",
                display="Nomads",
                terrain="yellow",
                start=_m(C=15, W=2, P=0, P1=5, P2=7),
                cults=(1, 0, 1, 0),
                buildings=_buildings(
                    sh=_m(W=4, C=8),
                    tp_income=MappingProxyType({"C": (0, 2, 4, 7, 11), "PW": (0, 1, 2, 3, 4)}),
                    sh_gain=_m(ACTN=1),
                ),
                shipping=_SHIP,
                digging=_DIG,
            ),
            FactionSpec(
                name="swarmlings",
                display="Swarmlings",
                terrain="blue",
                start=_m(C=20, W=8, P=0, P1=3, P2=9),
                cults=(1, 1, 1, 1),
                buildings=_buildings(
                    d=_m(W=2, C=3),
                    tp=_m(W=3, C=4),
                    te=_m(W=3, C=6),
                    sh=_m(W=5, C=8),
                    sa=_m(W=5, C=8),
                    d_income=(2, 3, 4, 5, 6, 7, 8, 9, 9),
                    tp_income=MappingProxyType({"C": (0, 2, 4, 6, 9), "PW": (0, 2, 4, 6, 8)}),
                    sh_income=MappingProxyType({"PW": (0, 4)}),
                    sa_income=MappingProxyType({"P": (0, 2)}),
                    sh_gain=_m(ACTS=1),
                ),
                shipping=_SHIP,
                digging=_DIG,
                on_gain={f"TW{i}": _m(W=3) for i in range(1, 9)},
            ),
            FactionSpec(
                name="witches",
                display="Witches",
                terrain="green",
                start=_START,
                cults=(0, 0, 0, 2),
                buildings=_buildings(sh_gain=_m(ACTW=1)),
                shipping=_SHIP,
                digging=_DIG,
                on_gain={f"TW{i}": _m(VP=5) for i in range(1, 9)},
            ),
        )
    }
)

# Building limits: 8 dwellings, 4 trading houses, 3 temples, 1 stronghold, 1 sanctuary, and
# Merchants of the Seas' shipyard (the Fakirs' and Dwarves' market; SY-2).
BUILDING_LIMITS: Mapping[str, int] = MappingProxyType({"D": 8, "TP": 4, "TE": 3, "SH": 1, "SA": 1, "SY": 1})
# Power value of a building (for leeching and for towns; SY-4).
BUILDING_POWER: Mapping[str, int] = MappingProxyType({"D": 1, "TP": 2, "TE": 2, "SH": 3, "SA": 3, "SY": 3})
BUILDING_NAMES: Mapping[str, str] = MappingProxyType(
    {
        "D": "dwelling",
        "TP": "trading house",
        "TE": "temple",
        "SH": "stronghold",
        "SA": "sanctuary",
        "SY": "shipyard",
    }
)
# What each building is upgraded from.
UPGRADES_FROM: Mapping[str, str] = MappingProxyType({"TP": "D", "TE": "TP", "SH": "TP", "SA": "TE", "SY": "TP"})
