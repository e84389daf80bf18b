"""What the AI reads of a position for one faction: the final scoring as it stands, and the figures
that say what is still to come (income for the rounds left, cult rewards of the tiles to come,
land in reach, towns in the making, power from neighbours).

This module and game.py are the only ones that read the engine's state.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..board import WHEEL_INDEX
from ..context import Ctx
from ..data.factions import BUILDING_LIMITS
from ..data.tiles import BONUS_CARDS, CULTS, FAVOR_TILES, FINAL_CULT_VP, FINAL_NETWORK_VP, SCORING_TILES
from ..reach import reached, spades_needed
from ..scoring import final_tile_value, pass_vp
from ..state import Faction, GameState
from ..towns import network_size

ROUNDS = 6
INCOME_OTHER = 14  # turns.INCOME_OTHER: the income of buildings, favors and the bonus card
INCOME_CULT = 1  # turns.INCOME_CULT: the round tile's cult reward

# The figures `features` returns, in order (the evaluation's weights follow the same names).
NAMES: tuple[str, ...] = (
    # resources in hand: beyond what they give at the end, worth more while rounds are left
    "C_left", "W_left", "P_left", "P3_left", "P2_left", "P1_left",
    # income a round times the income phases to come
    "incC", "incW", "incP", "incPW",
    # the cult rewards of the round tiles to come, at today's cult positions
    "tileC", "tileW", "tileP", "tilePW", "tileSPADE",
    # what is on the board, weighted by the rounds left
    "D", "TP", "TE", "SH", "SA",
    "ship", "dig", "teleport",
    # room to grow: home land in reach (no spade), land one and two spades away
    "land0", "land1", "land2",
    "town_near",  # how near the best cluster of buildings not yet a town is to being one
    "keys",  # keys not yet used for a tenth cult space
    "neighbours",  # opponents' buildings next to ours: power to leech
    "cult_steps",  # steps on the cult tracks (later majorities, power)
    "pass_vp",  # VP of the next pass, and of the passes after it from tiles that stay
    "build_vp",  # FAV10/FAV11: VP for trading houses and dwellings still to build
    "card",  # the value of the bonus card's action for the round it is held
    "spades",  # spades owed to be used now
    "no_pass",  # 1 while the round goes on for this faction (the turns it still has)
    "specials",  # the faction's own actions (its stronghold's, FAV6's) for the rounds left
)  # fmt: skip
INDEX = {name: i for i, name in enumerate(NAMES)}

# The round-end cult rewards are resources like income; spades count as spades.
_TILE_RESOURCES = {"C": "tileC", "W": "tileW", "P": "tileP", "PW": "tilePW", "SPADE": "tileSPADE"}
# What a bonus card's printed action or shipping is worth for the round (VP): spade, cult step, shipping.
_CARD_ACTION = {"BON1": 1.0, "BON2": 1.0, "BON4": 1.0, "BON11": 0.5, "BON13": 0.5}
# What a round's use of a faction's own action is worth, roughly (VP): a free dwelling, a free
# trading house, spades, cult steps, a second action, a bridge.
_SPECIAL_ACTION = {
    "ACTW": 4.0, "ACTS": 4.0, "ACTN": 3.0, "ACTG": 3.0, "ACTC": 3.0, "ACTA": 2.0, "ACTE": 1.0, "FAV6": 1.0,
}  # fmt: skip


def faction_of(g: GameState, seat: int) -> Faction | None:
    return g.faction_at(seat)


def phases(g: GameState, f: Faction) -> tuple[int, int, int]:
    """The action phases left to `f` (this one while it hasn't passed), the income phases still
    to come, and the rounds whose tile will still pay its cult reward."""
    r = g.round
    if g.finished:
        return 0, 0, 0
    if r == 0:
        taken = f.income_taken & INCOME_OTHER and g.phase != "select-factions"
        return ROUNDS, ROUNDS - (1 if taken else 0), 5
    actions = ROUNDS - r + (0 if f.passed else 1)
    income = ROUNDS - r - (1 if g.phase.startswith("income") and f.income_taken & INCOME_OTHER else 0)
    cult_rounds = 5 - r + (0 if g.phase.startswith("income") and f.income_taken & INCOME_CULT else 1)
    return actions, max(0, income), max(0, cult_rounds)


def income(f: Faction) -> dict[str, int]:
    """What `f` gains in every income phase from its buildings and favors."""
    out: dict[str, int] = {}
    for btype, level in f.levels.items():
        if btype == "SY":
            continue
        for res, table in f.spec.buildings[btype].income.items():
            if table[level]:
                out[res] = out.get(res, 0) + table[level]
    for fav in f.favors:
        for res, amount in FAVOR_TILES[fav].income.items():
            out[res] = out.get(res, 0) + amount
    return out


def tile_rewards(g: GameState, f: Faction, rounds: int) -> dict[str, int]:
    """The cult rewards of the last `rounds` tiles of rounds 1-5, at `f`'s cult positions now."""
    out: dict[str, int] = {}
    for r in range(6 - rounds, 6):
        tile = SCORING_TILES[g.score_tiles[r - 1]]
        count = f.CULT_P if tile.cult == "CULT_P" else f.cult[CULTS.index(tile.cult)]
        times = count // tile.per
        for res, amount in tile.reward.items():
            out[res] = out.get(res, 0) + amount * times
    return out


def ranked_share(values: list[int], mine: int, points: tuple[int, ...]) -> float:
    """`mine`'s share of `points` for the best values (scoring.rank_and_award's rule: ties share
    the points of the places they cover; nothing for 0)."""
    if not mine:
        return 0.0
    levels = sorted(values, reverse=True)
    pool = sum(points[i] for i, v in enumerate(levels) if i < len(points) and v == mine)
    return pool / levels.count(mine)


_NETWORKS: dict[tuple[object, ...], int] = {}


def network(ctx: Ctx, f: Faction) -> int:
    """towns.network_size, remembered: a search asks it of the same buildings many times."""
    g = ctx.g
    key = (g.board, f.name, tuple(f.locations), f.ship, f.reach, f.carpet_range, len(g.bridges), len(g.skip))
    size = _NETWORKS.get(key)
    if size is None:
        if len(_NETWORKS) > 50_000:
            _NETWORKS.clear()
        size = _NETWORKS[key] = network_size(ctx, f)
    return size


def final_now(ctx: Ctx, f: Faction) -> float:
    """The final scoring if the game ended now: cult majorities, the network, a final tile, and
    resources turned into VP."""
    return final_majorities(ctx, f) + leftovers(f)


def leftovers(f: Faction) -> int:
    """The VP the resources in hand would turn into at the end."""
    coins = f.C + f.P + f.W + f.P3 + f.P2 // 2
    return coins // f.spec.exchange.get(("C", "VP"), 3)


def final_majorities(ctx: Ctx, f: Faction) -> float:
    """The final scoring's majorities if the game ended now: cults, the network, a final tile."""
    g = ctx.g
    others = list(g.factions.values())
    vp = 0.0
    for i in range(4):
        vp += ranked_share([x.cult[i] for x in others], f.cult[i], FINAL_CULT_VP)
    sizes = [network(ctx, x) for x in others]
    vp += ranked_share(sizes, network(ctx, f), FINAL_NETWORK_VP)
    for tile in g.final_scoring[2:]:
        values = [final_tile_value(ctx, x, tile) for x in others]
        vp += ranked_share(values, final_tile_value(ctx, f, tile), FINAL_NETWORK_VP)
    return vp


def _land(ctx: Ctx, f: Faction) -> tuple[int, int, int]:
    """Empty land in reach: on the faction's own terrain, and one or two spades from it."""
    g = ctx.g
    near = reached(ctx, f)
    if near is None or not f.locations:
        return 0, 0, 0
    counts = [0, 0, 0]
    terrain, buildings = g.terrain, g.buildings
    spades: dict[str, int] = {}
    for h in near:
        if h in buildings:
            continue
        t = terrain[h]
        if f.builds_on(t):
            counts[0] += 1
            continue
        if t not in WHEEL_INDEX:
            continue
        n = spades.get(t)
        if n is None:
            n = spades[t] = spades_needed(f, t, f.terrain)
        if 1 <= n <= 2:
            counts[n] += 1
    return counts[0], counts[1], counts[2]


def _town_near(ctx: Ctx, f: Faction) -> float:
    """How near the best cluster of `f`'s buildings outside towns is to being one: its share of
    the power a town needs times its share of the four buildings (each at most 1), squared (the
    last steps matter most)."""
    g = ctx.g
    buildings, town_of = g.buildings, g.town_of
    adjacent = ctx.board.adjacent
    power = f.spec.power
    seen: set[str] = set()
    best = 0.0
    name = f.name
    for start in f.locations:
        if start in seen or start in town_of:
            continue
        stack, total, count = [start], 0, 0
        while stack:
            h = stack.pop()
            if h in seen:
                continue
            seen.add(h)
            btype = buildings[h][1]
            total += power[btype]
            count += 2 if btype == "SA" else 1
            for near in (adjacent[h], g.bridge_adjacent.get(h) or ()):
                for a in near:
                    b = buildings.get(a)
                    if b is not None and b[0] == name and a not in seen and a not in town_of:
                        stack.append(a)
        best = max(best, min(1.0, total / max(1, f.TOWN_SIZE)) * min(1.0, count / 4))
    return best * best


def _neighbours(ctx: Ctx, f: Faction) -> int:
    """Opponents' buildings next to `f`'s (each counted once)."""
    buildings = ctx.g.buildings
    adjacent = ctx.board.adjacent
    name = f.name
    found: set[str] = set()
    for h in f.locations:
        for a in adjacent[h]:
            b = buildings.get(a)
            if b is not None and b[0] != name:
                found.add(a)
    return len(found)


def features(g: GameState, f: Faction, ctx: Ctx | None = None) -> list[float]:
    """The figures of NAMES for `f` in `g`."""
    ctx = ctx or Ctx(g)
    out = [0.0] * len(NAMES)
    actions, incomes, cult_rounds = phases(g, f)
    if actions == 0 and incomes == 0:
        return out
    a = actions / ROUNDS
    out[0:6] = [f.C * a, f.W * a, f.P * a, f.P3 * a, f.P2 * a, f.P1 * a]
    inc = income(f)
    # The bonus card held once passed pays at the next income only.
    card = BONUS_CARDS[f.bonus].income if f.bonus and f.passed and incomes else {}
    for i, res in enumerate(("C", "W", "P", "PW")):
        out[6 + i] = inc.get(res, 0) * incomes + card.get(res, 0)
    for res, amount in tile_rewards(g, f, cult_rounds).items():
        name = _TILE_RESOURCES.get(res)
        if name:
            out[INDEX[name]] = amount
    levels = f.levels
    out[15:20] = [levels["D"] * a, levels["TP"] * a, levels["TE"] * a, levels["SH"] * a, levels.get("SA", 0) * a]
    out[20] = f.ship * a
    out[21] = f.dig * a
    out[22] = (f.teleport + (f.reach - 1)) * a
    land = _land(ctx, f)
    out[23] = min(land[0], 6) * a
    out[24] = min(land[1], 6) * a
    out[25] = min(land[2], 6) * a
    out[26] = _town_near(ctx, f)  # (a town is worth as much in the last round as in the first)
    out[27] = max(0, f.KEY - sum(1 for c in f.cult if c == 10)) * a
    out[28] = min(_neighbours(ctx, f), 10) * a
    out[29] = sum(f.cult) * a
    passes = actions  # the passes still to come
    if passes:
        vp_now = pass_vp(ctx, f)
        card_rows: Mapping[str, tuple[int, ...]] = BONUS_CARDS[f.bonus].pass_vp if f.bonus else {}
        card_vp = sum(
            row[min(len(row) - 1, f.ship if what == "ship" else levels.get(what, 0))] for what, row in card_rows.items()
        )
        out[30] = vp_now + (vp_now - card_vp) * (passes - 1)
    d_left = BUILDING_LIMITS["D"] - levels["D"]
    build_vp = 0.0
    if "FAV11" in f.favors:
        build_vp += 2 * min(d_left, 1.5 * actions)
    if "FAV10" in f.favors:
        build_vp += 3 * min(BUILDING_LIMITS["TP"] - levels["TP"], 0.7 * actions)
    out[31] = build_vp
    if f.bonus and actions:
        out[32] = _CARD_ACTION.get(f.bonus, 0.0) * (
            1 if f.passed else (0 if f"{f.bonus}/{f.name}" in g.used_actions else 1)
        )
    out[33] = f.owes("SPADE")
    out[34] = 0.0 if f.passed else 1.0
    specials = 0.0
    for name in (*f.special, *f.favors):
        worth = _SPECIAL_ACTION.get(name)
        if worth:
            used = f"{name}/{f.name}" in g.used_actions and not f.passed
            specials += worth * (actions - used)
    out[35] = specials
    return out
