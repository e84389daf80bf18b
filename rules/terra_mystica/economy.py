"""Resources: gaining and paying, the power bowls, cult tracks and keys, tiles, tracks and income."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..core import RuleError
from . import boats, scoring, towns
from .context import Ctx
from .data.buildings import SHIPYARD, STRONGHOLD
from .data.factions import BUILDING_LIMITS, DiggingTrack, ShippingTrack
from .data.merchants import ONE_STEP_FAVORS
from .data.merchants import OPTION as MERCHANTS
from .data.tiles import ACTIONS, BONUS_CARDS, CULT_POWER, CULTS, FAVOR_TILES, SCORING_TILES, TOWN_TILES
from .state import CULT_INDEX, OWED, Faction, replace_at, without

# Plain counters on the faction: add, then refuse a negative result (what it owes: OWED).
_COUNTERS = frozenset(
    {
        "VP",
        "C",
        "W",
        "KEY",
        "carpet_range",
        "MAX_P",
        "PRIEST_CULT_BONUS",
        "ALLOW_SHAPESHIFT",
        "REUSE_POWER_ACTIONS",
        "TOWN_SIZE",
    }
)
# Power tokens in a bowl: gaining one adds a token to the faction's power (Dragonlords, Shapeshifters).
_BOWLS = frozenset({"P1", "P2", "P3"})


def not_enough(res: str, have: int, need: int) -> RuleError:
    return RuleError("tm-not-enough", resource=res, have=have, need=need)


def gain_power(f: Faction, count: int) -> int:
    """Move power tokens clockwise (I to II, then II to III); returns the power actually gained."""
    from_one = min(count, f.P1)
    f.P1 -= from_one
    f.P2 += from_one
    rest = count - from_one
    from_two = min(rest, f.P2)
    f.P2 -= from_two
    f.P3 += from_two
    return from_one + from_two


def gain(ctx: Ctx, f: Faction, gains: Mapping[str, int]) -> None:
    if "KEY" not in gains:
        for res, amount in gains.items():
            if amount:
                adjust(ctx, f, res, amount)
        return
    # A key comes first, so cult steps in the same gain may use it to reach 10.
    adjust(ctx, f, "KEY", gains["KEY"])
    contested = _contested(ctx, f, gains)
    for res, amount in gains.items():
        if res == "KEY" or not amount:
            continue
        if res in contested:
            # More tracks would reach 10 than there are keys: they stop at 9 and the player
            # chooses which go on (`+FIRE`), as a blocked track goes on with a key.
            _advance_cult(ctx, f, res, 9 - f.cult[CULT_INDEX[res]])
            if res not in f.cult_blocked:
                f.cult_blocked += (res,)
            continue
        adjust(ctx, f, res, amount)


def _contested(ctx: Ctx, f: Faction, gains: Mapping[str, int]) -> set[str]:
    """The tracks a gain of several cult steps (a town tile) takes to 10 when the keys don't
    reach for all of them (none when they do)."""
    if ctx.option("manual-fav5"):
        return set()
    reaching = {
        cult
        for cult, i in CULT_INDEX.items()
        if gains.get(cult, 0) > 0 and f.cult[i] < 10 <= f.cult[i] + gains[cult] and f.max_cult[i] == 10
    }
    return reaching if len(reaching) > f.KEY else set()


def key_choice(f: Faction) -> bool:
    """Whether the faction holds a key and must choose the track at 9 it takes to 10."""
    return bool(f.KEY) and any(f.cult[CULT_INDEX[c]] == 9 and f.max_cult[CULT_INDEX[c]] == 10 for c in f.cult_blocked)


def pay(ctx: Ctx, f: Faction, cost: Mapping[str, int]) -> None:
    """Pay `cost` (a negative amount is a gain), refusing what the faction doesn't have."""
    for res, amount in cost.items():
        if amount:
            adjust(ctx, f, res, -amount)


def adjust(ctx: Ctx, f: Faction, res: str, delta: int) -> None:  # noqa: C901 - one resource a branch
    """Change `f`'s `res` by `delta`: a resource, power, an owed step, a cult track, or a tile
    or action taken or given back; refused (RuleError) below zero."""
    if res == "C":
        if f.C + delta < 0:
            raise not_enough("C", f.C, -delta)
        f.C += delta
        return
    if res == "W":
        if f.W + delta < 0:
            raise not_enough("W", f.W, -delta)
        f.W += delta
        return
    if res == "VP":
        if f.VP + delta < 0:
            raise not_enough("VP", f.VP, -delta)
        f.VP += delta
        return
    if res == "PW":
        if delta > 0:
            gain_power(f, delta)
        else:
            if -delta > f.P3:
                raise not_enough("PW", f.P3, -delta)
            f.P3 += delta
            f.P1 -= delta
        return
    if delta > 0 and res in f.spec.replace:
        # Riverwalkers: a spade gained is lost, a priest becomes a terrain to unlock, one by one.
        for _ in range(delta):
            gain(ctx, f, f.spec.replace[res])
        return
    if res == "SPADE":
        if f.owes("SPADE") + delta < 0:
            raise not_enough("SPADE", f.owes("SPADE"), -delta)
        f.owe("SPADE", delta)
        special = "SPADE" in f.spec.on_gain
        for _ in range(delta):
            scoring.score_tile_gain(ctx, f, "SPADE")
            if special:
                _faction_special(ctx, f, "SPADE")
        return
    if res == "P":
        value = f.P + delta
        if value < 0:
            raise not_enough("P", f.P, -delta)
        f.P = min(value, f.MAX_P)
        return
    if res == "SAIL" or (res in ("BOAT", "MAY_BOAT", "SY_BOAT") and delta > 0):
        if res == "SAIL":
            boats.start_move(ctx, f)
        else:
            boats.grant(ctx, f, res, delta)
        return
    if res in OWED:
        owed = f.owes(res)
        if owed + delta < 0:
            raise not_enough(res, owed, -delta)
        f.owe(res, delta)
        return
    if res in _COUNTERS:
        value = getattr(f, res) + delta
        if value < 0:
            raise not_enough(res, value - delta, -delta)
        setattr(f, res, value)
        if delta > 0 and res == "KEY" and f.cult_blocked and len(f.cult_blocked) <= f.KEY:
            # Steps stopped at 9 earlier in this turn for want of a key now reach 10.
            blocked, f.cult_blocked = f.cult_blocked, ()
            for cult in blocked:
                adjust(ctx, f, cult, 1)
        return
    if res in CULT_INDEX:
        _advance_cult(ctx, f, res, delta)
        return
    if res in _BOWLS:
        value = getattr(f, res) + delta
        if value < 0:
            raise not_enough(res, value - delta, -delta)
        setattr(f, res, value)
        f.tokens_added += delta
        return
    if res in ("PW_TOKEN", "LOSE_PW_TOKEN"):
        _lose_tokens(f, abs(delta))
        return
    if res == "TOKENS_PER_PLAYER":
        adjust(ctx, f, "P1", delta * len(ctx.g.factions))  # Dragonlords' stronghold
        return
    if res in ("SHAPESHIFTS_PER_PLAYER", "SHAPESHIFTS_PER_OPPONENT"):
        players = len(ctx.g.factions) - (res == "SHAPESHIFTS_PER_OPPONENT")
        adjust(ctx, f, "ALLOW_SHAPESHIFT", delta * players)
        return
    take = _TAKE.get(res)
    if take is not None:
        take(ctx, f, res, delta)
        return
    if res in ("GAIN_SHIP", "GAIN_TELEPORT"):
        for _ in range(delta):
            free_track_advance(ctx, f, "ship" if res == "GAIN_SHIP" else "teleport")
        return
    if res == "GAIN_ACTION":
        f.allowed_actions += delta
        return
    raise RuleError("tm-not-a-resource", resource=res)


def _take_action(ctx: Ctx, f: Faction, name: str, delta: int) -> None:
    """An action of the faction's own gained (a stronghold's) or lost (the Shapeshifters' old one)."""
    if delta > 0 and name not in f.special:
        f.special += (name,)
    elif delta < 0 and name in f.special:
        f.special = without(f.special, name)


def _lose_tokens(f: Faction, count: int) -> None:
    """Power tokens leave the game: from bowl I first, then II, then III."""
    if count > f.tokens():
        raise not_enough("PW_TOKEN", f.tokens(), count)
    for _ in range(count):
        if f.P1:
            f.P1 -= 1
        elif f.P2:
            f.P2 -= 1
        else:
            f.P3 -= 1
    f.tokens_added -= count


def _faction_special(ctx: Ctx, f: Faction, res: str) -> None:
    spec = f.spec
    extra = spec.on_gain.get(res)
    if extra and (not spec.on_gain_needs_stronghold or f.levels[STRONGHOLD]):
        gain(ctx, f, extra)


def _advance_cult(ctx: Ctx, f: Faction, cult: str, delta: int) -> None:
    i = CULT_INDEX[cult]
    old = f.cult[i]
    new = old + delta
    if new < 0:
        raise not_enough(cult, old, -delta)
    new = min(new, f.max_cult[i])
    f.cult = replace_at(f.cult, i, new)
    for threshold, power in CULT_POWER[:3]:
        if old < threshold <= new:
            gain_power(f, power)
    if old < 10 <= new:
        if f.KEY < 1:
            # Without a key the marker stops at 9 (a key later this turn still lifts it).
            f.cult = replace_at(f.cult, i, 9)
            if cult not in f.cult_blocked and not ctx.option("manual-fav5"):
                f.cult_blocked += (cult,)
            return
        if f.name != "cultists" and not ctx.option("loose-cultist-ordering") and _should_wait_for_cultists(ctx, cult):
            raise RuleError("tm-cultists-may-reach-10", cult=cult)
        f.KEY -= 1
        if cult in f.cult_blocked:
            f.cult_blocked = without(f.cult_blocked, cult)
        gain_power(f, CULT_POWER[3][1])
        for other in ctx.factions_in_order():
            if other is not f:
                other.max_cult = (*other.max_cult[:i], 9, *other.max_cult[i + 1 :])
    elif old == 10 and new < 10:
        f.KEY += 1
        for other in ctx.factions_in_order():
            other.max_cult = (*other.max_cult[:i], 10, *other.max_cult[i + 1 :])


def _should_wait_for_cultists(ctx: Ctx, cult: str) -> bool:
    cultists = ctx.g.factions.get("cultists")
    if cultists is None or not cultists.KEY:
        return False
    pending_ids = {
        o.leech_id
        for o in ctx.g.leech_offers
        if o.source == "cultists" and o.leech_id not in cultists.leech_cult_gained
    }
    return cultists.cult[CULT_INDEX[cult]] + cultists.owes("CULT") + len(pending_ids) >= 10


def _take_favor(ctx: Ctx, f: Faction, name: str, delta: int) -> None:
    tile = FAVOR_TILES.get(name)
    if tile is None:
        raise RuleError("tm-not-a-favor-tile", tile=name)
    if delta < 0:
        if name not in f.favors:
            raise RuleError("tm-tile-not-yours", tile=name)
        f.favors = without(f.favors, name)
        ctx.g.pool = {**ctx.g.pool, name: ctx.g.pool.get(name, 0) + 1}
        return
    if delta != 1 or name in f.favors:
        raise RuleError("tm-favor-twice", tile=name)
    if tile.option and not ctx.option(tile.option):
        raise RuleError("tm-favor-not-in-game", tile=name)
    _one_per_cult(ctx, f, name)
    if ctx.g.pool.get(name, 0) < 1:
        raise RuleError("tm-tile-gone", tile=name)
    ctx.g.pool = {**ctx.g.pool, name: ctx.g.pool[name] - 1}
    f.favors += (name,)
    gain(ctx, f, tile.gain)
    if tile.gain.get("TOWN_SIZE"):
        # A smaller town size may complete towns among buildings already on the map.
        for loc in f.locations:
            towns.detect_towns_from(ctx, f, loc)


def _one_per_cult(ctx: Ctx, f: Faction, name: str) -> None:
    """FAV-1, FAV-2: with 2 or 3 players, only one of the two 1-step tiles of each cult."""
    if MERCHANTS not in ctx.g.options or len(ctx.g.factions) >= 4:
        return
    for cult, pair in ONE_STEP_FAVORS.items():
        if name in pair:
            other = pair[1] if name == pair[0] else pair[0]
            if other in f.favors:
                raise RuleError("tm-one-step-favor-taken", tile=other, cult=cult)


def _take_town(ctx: Ctx, f: Faction, name: str, delta: int) -> None:
    tile = TOWN_TILES.get(name)
    if tile is None or (tile.option and not ctx.option(tile.option)) or (tile.without and ctx.option(tile.without)):
        raise RuleError("tm-town-not-in-game", tile=name)
    if delta < 0:
        raise RuleError("tm-town-given-back")
    if ctx.g.pool.get(name, 0) < delta:
        raise RuleError("tm-town-tiles-left", tile=name, left=ctx.g.pool.get(name, 0))
    ctx.g.pool = {**ctx.g.pool, name: ctx.g.pool[name] - delta}
    for _ in range(delta):
        f.towns += (name,)
        gain(ctx, f, tile.gain)
        scoring.score_tile_gain(ctx, f, name)
        _faction_special(ctx, f, name)


def _take_bonus(ctx: Ctx, f: Faction, name: str, delta: int) -> None:
    card = BONUS_CARDS.get(name)
    if card is None:
        raise RuleError("tm-not-a-bonus-card", tile=name)
    if delta < 0:
        if f.bonus == name:
            f.bonus = None
        ctx.g.pool = {**ctx.g.pool, name: 1}
        return
    if ctx.g.pool.get(name, 0) < 1:
        raise RuleError("tm-bonus-card-unavailable", tile=name, available=", ".join(available_bonus_cards(ctx)))
    ctx.g.pool = {**ctx.g.pool, name: 0}
    f.bonus = name
    f.C += ctx.g.bonus_coins.get(name, 0)
    ctx.g.bonus_coins = {**ctx.g.bonus_coins, name: 0}


def available_bonus_cards(ctx: Ctx) -> list[str]:
    return sorted((b for b, n in ctx.g.pool.items() if b.startswith("BON") and n), key=lambda b: int(b[3:]))


def free_track_advance(ctx: Ctx, f: Faction, track: str) -> None:
    """A free step on shipping (Mermaids' stronghold, TW7) or tunnels/carpets (stronghold)."""
    spec = f.spec
    expansion = boats.on(ctx) and boats.has_merchants(f)
    if expansion and (track == "ship" or f.name == "fakirs"):
        # FD-9: shipping advances move the reach marker; FD-10: so does the Fakirs' stronghold,
        # in place of its carpet range ("Isso substitui a recompensa original").
        boats.reach_advance(ctx, f)
        return
    if track == "ship":
        if spec.shipping and f.ship < spec.shipping.max:
            gain(ctx, f, {"VP": spec.shipping.vp[f.ship]})
            f.ship += 1
            scoring.score_tile_gain(ctx, f, "ADVANCE")
    elif spec.teleport and f.teleport < 1:
        if spec.teleport.kind == "carpet":
            f.carpet_range += 1
        f.teleport += 1


def advance_track(ctx: Ctx, f: Faction, track: str) -> None:
    """Pay for the next step of shipping or digging and score its VP."""
    spec = f.spec
    steps: ShippingTrack | DiggingTrack | None = spec.shipping if track == "ship" else spec.digging
    level = f.ship if track == "ship" else f.dig
    if steps is None or steps.max == 0:
        raise RuleError("tm-cannot-advance", faction=f.name, track=track)
    if level >= steps.max:
        raise RuleError("tm-track-at-maximum", track=track, max=steps.max)
    pay(ctx, f, steps.cost)
    gain(ctx, f, {"VP": steps.vp[level]})
    setattr(f, track, level + 1)
    scoring.score_tile_gain(ctx, f, "ADVANCE")


def add_building(ctx: Ctx, f: Faction, btype: str, free: bool) -> None:
    """Take the next building of a type from the faction board: pay it and get what it reveals."""
    level = f.levels[btype]
    if level >= BUILDING_LIMITS[btype]:
        raise RuleError("tm-no-building-left", building=btype)
    bspec = f.spec.buildings[btype]
    if not free:
        pay(ctx, f, bspec.cost)
    if level < len(bspec.gain) and bspec.gain[level]:
        gain(ctx, f, bspec.gain[level])
    f.levels = {**f.levels, btype: level + 1}


def income_parts(ctx: Ctx, f: Faction) -> list[dict[str, int]]:
    """Income in the order it is paid: cult reward of the round's tile, bonus card, buildings, favors."""
    g = ctx.g
    scoring_part: dict[str, int] = {}
    if 1 <= g.round <= 5:
        tile = SCORING_TILES[g.score_tiles[g.round - 1]]
        count = f.CULT_P if tile.cult == "CULT_P" else f.cult[CULT_INDEX[tile.cult]]
        times = count // tile.per
        if times:
            scoring_part = {k: v * times for k, v in tile.reward.items()}
    bonus_part: dict[str, int] = {}
    if f.bonus and f.passed:
        bonus_part = dict(BONUS_CARDS[f.bonus].income)
    building_part: dict[str, int] = {}
    for btype, level in f.levels.items():
        if btype == SHIPYARD:
            if level:
                building_part["BOAT"] = 1  # SY-6
            continue
        for res, table in f.spec.buildings[btype].income.items():
            if table[level]:
                building_part[res] = building_part.get(res, 0) + table[level]
    favor_part: dict[str, int] = {}
    for fav in f.favors:
        for res, amount in FAVOR_TILES[fav].income.items():
            favor_part[res] = favor_part.get(res, 0) + amount
    return [scoring_part, bonus_part, building_part, favor_part]


def take_income(ctx: Ctx, f: Faction, mask: int) -> None:
    if f.income_taken & mask:
        raise RuleError("tm-income-taken", faction=f.name)
    if ctx.g.round == 0:
        f.passed = True
    bit = 1
    for part in income_parts(ctx, f):
        if mask & bit:
            gain(ctx, f, part)
        bit <<= 1
    f.income_taken |= mask


def cult_name(i: int) -> str:
    return CULTS[i]


# Taking (or giving back) a tile, a card or an action, by the table its name is in (the cards'
# own actions, BON1 or FAV6, are the cards').
_TAKE: Mapping[str, Callable[[Ctx, Faction, str, int], None]] = {
    **dict.fromkeys(ACTIONS, _take_action),
    **dict.fromkeys(BONUS_CARDS, _take_bonus),
    **dict.fromkeys(FAVOR_TILES, _take_favor),
    **dict.fromkeys(TOWN_TILES, _take_town),
}
