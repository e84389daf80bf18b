"""The 14 factions of the base game and the 6 of Fire & Ice, as printed on their faction boards.

Numbers are facts of the game (cross-checked with the reference implementation behind
terra.snellman.org). Rules code reads these tables; it never hard-codes a faction's numbers.

Income tables are cumulative: `income["W"][n]` is the worker income with `n` buildings of that type
on the map (index 0 is the faction board's own income).

Fire & Ice's factions come in the versions the reference site plays, selected by its options:
`fire-and-ice-factions/ice` (Ice Maidens, Yetis), `fire-and-ice-factions/volcano` (Dragonlords,
Acolytes) and `fire-and-ice-factions/variable` to `/variable_v5` (Riverwalkers and Shapeshifters in
their five published revisions; v5 is the current one). `FACTIONS` holds the current versions;
`VARIANT_SPECS` the older ones, under the names `spec_for` gives them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .buildings import DWELLING, SANCTUARY, SHIPYARD, STRONGHOLD, TEMPLE, TRADING_HOUSE

Gain = Mapping[str, int]


# Power value of a building (for leeching and for towns; SY-4).
BUILDING_POWER: Mapping[str, int] = MappingProxyType(
    {DWELLING: 1, TRADING_HOUSE: 2, TEMPLE: 2, STRONGHOLD: 3, SANCTUARY: 3, SHIPYARD: 3}
)


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
class VolcanoCost:
    """What turning a hex into volcano costs beyond the transformation itself: more on a terrain
    that is some faction's home (`home`) than on any other (`not_home`)."""

    home: Gain
    not_home: Gain


@dataclass(frozen=True)
class TerrainUnlock:
    """The Riverwalkers' locked terrains: a priest gained unlocks one (coins by home status), or
    is taken as a priest after all (`unlock-terrain gain-priest`)."""

    home: Gain
    not_home: Gain
    gain: Gain = field(default_factory=lambda: _m(MAX_P=1))


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
    # --- Fire & Ice ---
    # When the faction picks a colour: "selection" (right after choosing the faction, before the
    # next player chooses) or "setup" (once every faction is chosen); "" for none. The colour is
    # the faction's terrain (`pick_terrain`: Riverwalkers, Shapeshifters) or the one its starting
    # dwellings stand on, which becomes its own terrain (ice, volcano).
    pick_color: str = ""
    pick_terrain: bool = False
    # Tags that keep two factions out of one game besides the terrain (Riverwalkers, Shapeshifters).
    board_tag: str | None = None
    start_gain: Gain = field(default_factory=_m)  # taken at once when chosen (Ice Maidens' favor)
    max_priests: int = 7
    building_power: Mapping[str, int] = field(default_factory=dict)  # Yetis' SH and SA: 4
    power_action_discount: int = 0  # power less for ACT1-ACT6 (Yetis)
    # Gains that become something else (Riverwalkers: spades vanish, priests unlock terrains).
    replace: Mapping[str, Gain] = field(default_factory=dict)
    volcano: VolcanoCost | None = None
    unlock: TerrainUnlock | None = None
    # Actions whose usual follow-ups (transform, build) the faction doesn't get, or can't take.
    no_subactions: frozenset[str] = frozenset()
    forbidden_actions: frozenset[str] = frozenset()
    direct_adjacency: bool = True  # False: reach only by river (Riverwalkers)
    # VP when passing with the stronghold built: {what is counted: VP per level} (Ice Maidens).
    sh_pass_vp: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    shapeshifts: int = 0  # colour changes allowed at the start (Shapeshifters' older versions)
    # Every building's power for this faction (BUILDING_POWER with `building_power` over it).
    power: Mapping[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "power", MappingProxyType({**BUILDING_POWER, **self.building_power}))

    @property
    def can_ship(self) -> bool:
        return self.shipping is not None and self.shipping.max > 0

    @property
    def expansion(self) -> bool:
        """A Fire & Ice faction."""
        return self.name in FIRE_ICE_OPTION


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


_BASE_FACTIONS: tuple[FactionSpec, ...] = (
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

_ICE_D_INCOME = (1, 2, 3, 4, 5, 6, 7, 8, 9)  # the eighth dwelling gives a worker too
_VOLCANO_D_INCOME = (0, 1, 2, 3, 3, 4, 5, 6, 6)  # no base worker, nothing from the fourth
_ICE_DIG = DiggingTrack(max=2, cost=_m(W=1, C=5, P=1))  # one worker less to advance
# Volcano factions: `dig` gives a volcano transformation instead of spades, for nothing.
_VOLCANO_DIG = DiggingTrack(max=0, spade_cost=(_m(),), spade_gain=_m(VOLCANO_TF=1))
_SPADE_ACTIONS = frozenset({"BON1", "ACT5", "ACT6"})
_TERRAIN_UNLOCK = TerrainUnlock(home=_m(C=2), not_home=_m(C=1))


def _riverwalkers(unlock: TerrainUnlock) -> FactionSpec:
    return FactionSpec(
        name="riverwalkers",
        display="Riverwalkers",
        terrain="variable",
        start=_m(C=15, W=3, P=0, P1=10, P2=2),
        cults=(1, 0, 0, 1),
        buildings=_buildings(
            d_income=(1, 2, 3, 3, 4, 5, 5, 6, 7),
            te_income=MappingProxyType({"P": (0, 1, 1, 2), "PW": (0, 0, 5, 5)}),
            sh_gain=_m(BRIDGE=2),
            sh_subactions=MappingProxyType({"bridge": 2}),
        ),
        shipping=ShippingTrack(start=1, max=1),
        digging=None,
        pick_color="selection",
        pick_terrain=True,
        board_tag="variable",
        max_priests=1,
        replace={"SPADE": _m(), "P": _m(UNLOCK_TERRAIN=1)},
        unlock=unlock,
        forbidden_actions=_SPADE_ACTIONS,
        direct_adjacency=False,
    )


def _shapeshifters(sh_gain: Gain, leech_taken: Gain = _m(GAIN_P3_FOR_VP=1), shapeshifts: int = 10000) -> FactionSpec:
    return FactionSpec(
        name="shapeshifters",
        display="Shapeshifters",
        terrain="variable",
        start=_m(C=15, W=3, P=0, P1=4, P2=4),
        cults=(1, 1, 0, 0),
        buildings=_buildings(
            sh=_m(W=3, C=6),
            d_income=_D_INCOME,
            sh_income=MappingProxyType({"PW": (0, 4)}),
            sh_gain=sh_gain,
        ),
        shipping=_SHIP,
        digging=DiggingTrack(max=0, spade_cost=(_m(W=3),)),
        leech_taken=leech_taken,
        leech_declined=_m(PW=1),
        pick_color="selection",
        pick_terrain=True,
        board_tag="variable",
        shapeshifts=shapeshifts,
    )


_FIRE_ICE_FACTIONS: tuple[FactionSpec, ...] = (
    FactionSpec(
        name="icemaidens",
        display="Ice Maidens",
        terrain="ice",
        start=_m(C=15, W=3, P=0, P1=6, P2=6),
        cults=(0, 1, 0, 1),
        buildings=_buildings(d_income=_ICE_D_INCOME, sh_income=MappingProxyType({"PW": (0, 4)})),
        shipping=_SHIP,
        digging=_ICE_DIG,
        pick_color="selection",
        start_gain=_m(GAIN_FAVOR=1),
        sh_pass_vp={"TE": (0, 3, 6, 9)},
    ),
    FactionSpec(
        name="yetis",
        display="Yetis",
        terrain="ice",
        start=_m(C=15, W=3, P=0, P1=0, P2=12),
        cults=(0, 0, 1, 1),
        buildings=_buildings(
            d_income=_ICE_D_INCOME,
            tp_income=MappingProxyType({"C": (0, 2, 4, 6, 8), "PW": (0, 2, 4, 6, 8)}),
            sh_income=MappingProxyType({"PW": (0, 4)}),
            sh_gain=_m(REUSE_POWER_ACTIONS=1),
        ),
        shipping=_SHIP,
        digging=_ICE_DIG,
        pick_color="selection",
        building_power={"SH": 4, "SA": 4, "SY": 4},
        power_action_discount=1,
    ),
    FactionSpec(
        name="dragonlords",
        display="Dragonlords",
        terrain="volcano",
        start=_m(C=15, W=3, P=0, P1=4, P2=4),
        cults=(2, 0, 0, 0),
        buildings=_buildings(
            sh=_m(W=4, C=8),
            sa=_m(W=4, C=8),
            d_income=_VOLCANO_D_INCOME,
            sh_gain=_m(TOKENS_PER_PLAYER=1),
        ),
        shipping=_SHIP,
        digging=_VOLCANO_DIG,
        on_gain={"SPADE": _m(SPADE=-1, P1=1)},
        pick_color="setup",
        volcano=VolcanoCost(home=_m(PW_TOKEN=2), not_home=_m(PW_TOKEN=1)),
        no_subactions=_SPADE_ACTIONS,
    ),
    FactionSpec(
        name="acolytes",
        display="Acolytes",
        terrain="volcano",
        start=_m(C=15, W=3, P=0, P1=6, P2=6),
        cults=(3, 3, 3, 3),
        buildings=_buildings(
            sh=_m(W=4, C=8),
            sa=_m(W=4, C=8),
            d_income=_VOLCANO_D_INCOME,
            sh_gain=_m(PRIEST_CULT_BONUS=1),
        ),
        shipping=_SHIP,
        digging=_VOLCANO_DIG,
        on_gain={"SPADE": _m(SPADE=-1, CULT=1)},
        pick_color="setup",
        volcano=VolcanoCost(home=_m(LOSE_CULT=4), not_home=_m(LOSE_CULT=3)),
        no_subactions=_SPADE_ACTIONS,
    ),
    _riverwalkers(_TERRAIN_UNLOCK),
    _shapeshifters(_m(ACTH5=1, ACTH6=1)),
)

FACTIONS: Mapping[str, FactionSpec] = MappingProxyType(
    {spec.name: spec for spec in (*_BASE_FACTIONS, *_FIRE_ICE_FACTIONS)}
)

# The options that bring each Fire & Ice faction into a game (the reference site's), and the
# older versions of the variable factions, in the order the site looks for them (the first
# option of a game that defines a faction gives its version).
FIRE_ICE_OPTION: Mapping[str, str] = MappingProxyType(
    {
        "icemaidens": "fire-and-ice-factions/ice",
        "yetis": "fire-and-ice-factions/ice",
        "dragonlords": "fire-and-ice-factions/volcano",
        "acolytes": "fire-and-ice-factions/volcano",
        "riverwalkers": "fire-and-ice-factions/variable_v5",
        "shapeshifters": "fire-and-ice-factions/variable_v5",
    }
)
VARIABLE_VERSIONS: tuple[str, ...] = ("variable", "variable_v2", "variable_v3", "variable_v4", "variable_v5")
VARIANT_SPECS: Mapping[str, FactionSpec] = MappingProxyType(
    {
        # The first published versions: terrains unlocked for nothing; colour changes (3 power or
        # 3 tokens, 2 VP each) from a supply of 100, and a power token for each leech taken.
        "riverwalkers@variable": _riverwalkers(TerrainUnlock(home=_m(), not_home=_m())),
        "shapeshifters@variable": _shapeshifters(_m(ACTH1=1, ACTH2=1), _m(P3=1), 100),
        # v2, v3: as many colour changes as players (opponents) once the stronghold stands, and a
        # leeched power token costs 1 VP.
        "shapeshifters@variable_v2": _shapeshifters(_m(ACTH1=1, ACTH2=1, SHAPESHIFTS_PER_PLAYER=1), shapeshifts=0),
        "shapeshifters@variable_v3": _shapeshifters(_m(ACTH1=1, ACTH2=1, SHAPESHIFTS_PER_OPPONENT=1), shapeshifts=0),
        # v4: unlocking costs 3 coins (2 for no faction's home); colour changes for 4 power.
        "riverwalkers@variable_v4": _riverwalkers(TerrainUnlock(home=_m(C=3), not_home=_m(C=2))),
        "shapeshifters@variable_v4": _shapeshifters(_m(ACTH3=1, ACTH4=1)),
    }
)


def spec_for(name: str, options: frozenset[str] | set[str]) -> str:
    """The key of the faction's version in a game with these options (FACTIONS or VARIANT_SPECS):
    the first variable version among the options that defines it, as the site reads them."""
    if FIRE_ICE_OPTION.get(name) != FIRE_ICE_OPTION["riverwalkers"]:
        return name
    for version in VARIABLE_VERSIONS:
        if f"fire-and-ice-factions/{version}" not in options:
            continue
        # v2 and v3 changed only the Shapeshifters: their Riverwalkers are the first version.
        first = "variable" if version in ("variable_v2", "variable_v3") else version
        for key in (f"{name}@{version}", f"{name}@{first}"):
            if key in VARIANT_SPECS:
                return key
        return name
    return name


# Every version by the key `spec_for` gives.
SPECS: Mapping[str, FactionSpec] = MappingProxyType({**FACTIONS, **VARIANT_SPECS})


# Building limits: 8 dwellings, 4 trading houses, 3 temples, 1 stronghold, 1 sanctuary, and
# Merchants of the Seas' shipyard (the Fakirs' and Dwarves' market; SY-2).
BUILDING_LIMITS: Mapping[str, int] = MappingProxyType(
    {DWELLING: 8, TRADING_HOUSE: 4, TEMPLE: 3, STRONGHOLD: 1, SANCTUARY: 1, SHIPYARD: 1}
)
BUILDING_NAMES: Mapping[str, str] = MappingProxyType(
    {
        DWELLING: "dwelling",
        TRADING_HOUSE: "trading house",
        TEMPLE: "temple",
        STRONGHOLD: "stronghold",
        SANCTUARY: "sanctuary",
        SHIPYARD: "shipyard",
    }
)
# What each building is upgraded from.
UPGRADES_FROM: Mapping[str, str] = MappingProxyType(
    {
        TRADING_HOUSE: DWELLING,
        TEMPLE: TRADING_HOUSE,
        STRONGHOLD: TRADING_HOUSE,
        SANCTUARY: TEMPLE,
        SHIPYARD: TRADING_HOUSE,
    }
)
