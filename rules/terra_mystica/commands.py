"""One function per command: the rules of building, upgrading, transforming, passing, and the rest."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import RuleError
from . import boats, economy, leech, merchants, reach, scoring, towns, turns
from .actions import (
    GAIN_PRIEST,
    Adjust,
    Advance,
    Bridge,
    Build,
    Burn,
    Choose,
    ChooseFaction,
    Command,
    Connect,
    Convert,
    Decline,
    Dig,
    Done,
    DropFaction,
    GainFor,
    Leech,
    Pass,
    PickColor,
    PlaceBoat,
    PlaceHarbour,
    Sail,
    SendPriest,
    Trade,
    Transform,
    UnlockTerrain,
    Upgrade,
    UseAction,
    Wait,
)
from .board import ICE, TERRAIN_WHEEL, VOLCANO
from .context import Ctx
from .data.buildings import DWELLING, SHIPYARD, TRADING_HOUSE
from .data.factions import (
    BASE_EXCHANGE,
    FACTIONS,
    FIRE_ICE_OPTION,
    UPGRADES_FROM,
    VARIABLE_VERSIONS,
    spec_for,
)
from .data.merchants import MOVE_ACTION, PLACE_ACTION, PLACE_ACTIONS
from .data.tiles import ACTIONS, CULT_SPACES, CULTS, FAVOR_TILES, TOWN_TILES
from .state import CULT_INDEX, PENDING, Faction, GameState, without_key

# Every terrain a hex may be turned into.
_TERRAINS = frozenset((*TERRAIN_WHEEL, ICE, VOLCANO))
# The power actions (ACT1...ACT9): anyone may take them; the others belong to a tile or a faction.
POWER_ACTIONS = frozenset(name for name in ACTIONS if name[3:].isdigit() and name.startswith("ACT"))

# What a player may give up with `-X`; everything else can only be gained by the rules.
_DECLINABLE = frozenset({*(name for name, may in PENDING.items() if may), "C", "W", "P", "PW", "VP"})


def explicit(ctx: Ctx, f: Faction, c: Command) -> Command:
    """`c` with what the engine would choose for the player written out, so that the stored
    notation replays anywhere: `transform E5` becomes `transform E5 to yellow`."""
    if (
        isinstance(c, Transform)
        and c.terrain is None
        and c.hex in ctx.board.land
        and (f.owes("SPADE") or f.owes("FREE_TF") or f.owes("VOLCANO_TF"))
    ):
        return Transform(c.hex, reach.default_color(f, ctx.g.terrain[c.hex]))
    return c


def run(ctx: Ctx, f: Faction, c: Command) -> None:
    try:
        handler = _HANDLERS[type(c)]
    except KeyError:
        raise RuleError("tm-unknown-command", command=type(c).__name__) from None
    handler(ctx, f, c)


def _leech(ctx: Ctx, f: Faction, c: Leech) -> None:
    _check_source(ctx, c.source)
    leech.accept(ctx, f, c.power, c.source)


def _decline(ctx: Ctx, f: Faction, c: Decline) -> None:
    _check_source(ctx, c.source)
    if not leech.offers_for(ctx, f):
        raise RuleError("tm-no-power-offer-to-decline")
    leech.decline(ctx, f, c.power, c.source)


def _connect(ctx: Ctx, f: Faction, c: Connect) -> None:
    _require_active(ctx, f)
    towns.connect_across_river(ctx, f, c.river)


def _advance(ctx: Ctx, f: Faction, c: Advance) -> None:
    turns.require_subaction(ctx, f, "advance", {})
    economy.advance_track(ctx, f, c.track)


def _place_boat(ctx: Ctx, f: Faction, c: PlaceBoat) -> None:
    merchants.place_boat(ctx, f, c.hex)


def _sail(ctx: Ctx, f: Faction, c: Sail) -> None:
    _require_active(ctx, f)
    merchants.sail(ctx, f, c.path)


def _trade(ctx: Ctx, f: Faction, c: Trade) -> None:
    _require_active(ctx, f)
    merchants.trade(ctx, f, c.hex, c.choice)


def _done(ctx: Ctx, f: Faction, c: Done) -> None:
    if f.allowed_actions and not ctx.option("loose-done"):
        raise RuleError("tm-action-not-taken")
    f.allowed_actions = 0
    f.allowed_sub = {}


def _drop(ctx: Ctx, f: Faction, c: DropFaction) -> None:
    if c.faction and c.faction != f.name:
        raise RuleError("tm-drop-only-yours")
    drop_faction(ctx, f)


def _choose(ctx: Ctx, f: Faction, c: ChooseFaction) -> None:
    raise RuleError("tm-factions-chosen-at-start")


def _check_source(ctx: Ctx, source: str | None) -> None:
    if source is not None and source not in FACTIONS:
        raise RuleError("tm-not-a-faction", faction=source, factions=", ".join(sorted(FACTIONS)))


def _require_active(ctx: Ctx, f: Faction) -> None:
    g = ctx.g
    if g.active != f.name and g.round > 0 and not g.finished:
        raise RuleError("tm-not-your-turn", faction=g.active) if g.active else RuleError("tm-not-your-turn-now")


def _setup_step(ctx: Ctx, f: Faction, kind: str) -> None:
    g = ctx.g
    if not g.setup_order:
        raise RuleError("tm-setup-over")
    who, what = g.setup_order[0]
    if who != f.name or what != kind:
        if who == f.name:
            raise RuleError("tm-setup-now", step=merchants.setup_step(g, who, what))
        raise RuleError("tm-setup-turn-of", faction=who, step=merchants.setup_step(g, who, what))


def build(ctx: Ctx, f: Faction, hex_id: str, by_boat: bool = False, river: str | None = None) -> None:
    g, b = ctx.g, ctx.board
    if hex_id not in b.land:
        raise RuleError("tm-not-land", hex=hex_id)
    if hex_id in g.buildings:
        owner, btype = g.buildings[hex_id]
        raise RuleError("tm-hex-occupied", hex=hex_id, faction=owner, building=btype)
    if g.round == 0:
        _setup_step(ctx, f, "dwelling")
        start = f.secondary or f.terrain
        if g.terrain[hex_id] != start and not f.builds_on(g.terrain[hex_id]):
            raise RuleError("tm-start-on-home", terrain=start, hex=hex_id, found=g.terrain[hex_id])
        if not f.spec.direct_adjacency and not boats.rivers_next_to(ctx, hex_id):
            raise RuleError("tm-start-by-river", faction=f.name, hex=hex_id)
        if g.terrain[hex_id] == f.secondary:
            g.terrain = {**g.terrain, hex_id: f.terrain}  # the ice and volcano factions' start needs no spade
    else:
        _require_active(ctx, f)
        if f.move_dwellings >= 0 and merchants.built_in_move(f):
            raise RuleError("tm-one-dwelling-per-move")
    free = g.round == 0
    if f.owes("FREE_D"):
        free = True
        f.owe("FREE_D", -1)
    terrain = g.terrain[hex_id]
    tf_needed = terrain != f.terrain and terrain not in f.unlocked  # not f.builds_on(terrain)
    # After transforming, the action's dwelling goes on one of the hexes just transformed.
    if (
        (not tf_needed or not f.allowed_sub.get("transform"))
        and f.allowed_build_locations
        and hex_id not in f.allowed_build_locations
    ):
        f.allowed_sub = without_key(f.allowed_sub, "build")
    if g.round:
        turns.require_subaction(ctx, f, "build", {"transform": 1 if tf_needed else 0})
    if f.owes("TELEPORT_NO_TF"):
        f.owe("TELEPORT_NO_TF", -1)
        if tf_needed:
            raise RuleError("tm-ride-on-home", terrain=f.terrain, hex=hex_id, found=g.terrain[hex_id])
    elif tf_needed:
        transform(ctx, f, hex_id, f.terrain)
    else:
        how = reach.check_reachable(ctx, f, hex_id)
        if how.teleport:
            f.teleport_to = hex_id
        if how.cost:
            economy.pay(ctx, f, how.cost)
        if how.gain:
            economy.gain(ctx, f, how.gain)
        g.terrain = {**g.terrain, hex_id: f.terrain}  # a terrain the Riverwalkers unlocked takes their colour
    if f.owes("SPADE") > 0:
        raise RuleError("tm-spades-left", left=f.owes("SPADE"))
    if by_boat:
        if g.round == 0 or not boats.on(ctx):
            raise RuleError("tm-boat-build-merchants-only")
        merchants.use_boat_for_dwelling(ctx, f, hex_id, river)
        free = True
    elif f.owes("SANDSTORM_BY_BOAT"):
        raise RuleError("tm-sandstorm-by-boat")
    if g.round == 0:
        g.setup_order = g.setup_order[1:]
    leech.offer_power(ctx, f, hex_id)
    economy.add_building(ctx, f, DWELLING, free)
    if g.round:
        scoring.score_building(ctx, f, DWELLING)
    g.buildings = {**g.buildings, hex_id: (f.name, DWELLING)}
    f.locations += (hex_id,)
    if g.round and boats.on(ctx):
        merchants.harbour_on_first_river_dwelling(ctx, f, hex_id)
        merchants.automatic_trades(ctx, f, hex_id)
    towns.detect_towns_from(ctx, f, hex_id)


def upgrade(ctx: Ctx, f: Faction, hex_id: str, btype: str) -> None:
    g = ctx.g
    if g.round == 0:
        raise RuleError("tm-no-upgrade-in-setup")
    _require_active(ctx, f)
    turns.require_subaction(ctx, f, "upgrade", {})
    current = g.buildings.get(hex_id)
    if current is None or current[0] != f.name:
        raise RuleError("tm-not-your-building", hex=hex_id)
    old = current[1]
    wanted = UPGRADES_FROM.get(btype)
    if wanted is None:
        raise RuleError("tm-nothing-upgrades-to", building=btype)
    if old != wanted:
        raise RuleError("tm-upgrade-from", hex=hex_id, building=old, wanted=btype, base=wanted)
    if btype == SHIPYARD:
        merchants.check_shipyard(ctx, f, hex_id)
    neighbours = leech.offer_power(ctx, f, hex_id)
    free = False
    if btype == TRADING_HOUSE:
        if f.owes("FREE_TP"):
            free = True
            f.owe("FREE_TP", -1)
        elif not neighbours:
            # A trading house with no neighbour costs twice the coins.
            economy.adjust(ctx, f, "C", -f.spec.buildings[TRADING_HOUSE].cost.get("C", 0))
    subactions = f.spec.buildings[btype].subactions if btype in f.spec.buildings else None
    if subactions is not None:
        f.allowed_sub = dict(subactions)
    f.levels = {**f.levels, old: f.levels[old] - 1}
    g.buildings = {**g.buildings, hex_id: (f.name, btype)}
    if btype == SHIPYARD:
        merchants.build_shipyard(ctx, f)
        economy.adjust(ctx, f, PLACE_ACTION, 1)  # SY-7: the shipyard card's second action
    else:
        economy.add_building(ctx, f, btype, free)
    scoring.score_building(ctx, f, btype)
    towns.detect_towns_from(ctx, f, hex_id)


def transform(ctx: Ctx, f: Faction, hex_id: str, terrain: str | None) -> None:
    g, b = ctx.g, ctx.board
    if hex_id not in b.land:
        raise RuleError("tm-not-land", hex=hex_id)
    current = g.terrain[hex_id]
    if terrain is None:
        if not f.owes("SPADE") and not f.owes("FREE_TF"):
            raise RuleError("tm-no-spades")
        terrain = reach.default_color(f, current)
    if terrain not in _TERRAINS:
        raise RuleError("tm-not-a-terrain", terrain=terrain, terrains=", ".join((*TERRAIN_WHEEL, ICE, VOLCANO)))
    how, cost, spades = reach.transform_cost(ctx, f, hex_id, terrain)
    if current == terrain:
        raise RuleError("tm-already-terrain", hex=hex_id, terrain=terrain)
    if hex_id in g.buildings:
        raise RuleError("tm-transform-built", hex=hex_id)
    if current == "red" and f.no_wasteland and f.owes("SPADE"):
        raise RuleError("tm-trade-spade-wasteland")
    if spades:
        if not f.passed:
            turns.require_subaction(
                ctx,
                f,
                "transform",
                {"transform": f.allowed_sub.get("transform", 1) - 1, "build": f.allowed_sub.get("build", 0)},
            )
        if f.require_home_terrain_tf and terrain != f.terrain and not ctx.option("loose-multi-spade"):
            raise RuleError("tm-one-foreign-terrain")
    if cost.get("SPADE", 0) > f.owes("SPADE"):
        raise RuleError(
            "tm-transform-spades", hex=hex_id, found=current, terrain=terrain, need=cost["SPADE"], have=f.owes("SPADE")
        )
    if cost.get("VOLCANO_TF", 0) > f.owes("VOLCANO_TF"):
        raise RuleError("tm-volcano-needs-dig")
    if how.teleport:
        f.teleport_to = hex_id
    owed_steps = cost.pop("LOSE_CULT", 0)
    economy.pay(ctx, f, cost)
    if how.gain:
        economy.gain(ctx, f, how.gain)
    if owed_steps:
        economy.adjust(ctx, f, "LOSE_CULT", owed_steps)  # the Acolytes give them up next (-3FIRE)
    f.require_home_terrain_tf = False
    if not f.owes("SPADE"):
        f.allowed_sub = without_key(f.allowed_sub, "transform")
    elif terrain != f.terrain and not f.passed:
        f.require_home_terrain_tf = True
        if not f.allowed_sub.get("transform") and not ctx.option("loose-dig"):
            raise RuleError("tm-spades-to-home", left=f.owes("SPADE"))
    if terrain == f.terrain:
        f.allowed_build_locations |= {hex_id}
    g.terrain = {**g.terrain, hex_id: terrain}  # no town to detect: the hex holds no building


def refuse_unusable_dug_spades(ctx: Ctx, f: Faction) -> None:
    """After a turn's commands: dug spades left over with no transform to come can't be given up
    either (tm-spades-must-be-used), so the turn could never end. The reference site takes such a
    turn and then waits for good for a transform it refuses, until the player undoes it; refused
    here, so that nothing is changed."""
    if (
        f.owes("SPADE")
        and f.disable_spade_decline
        and not f.passed
        and not _transform_may_follow(ctx, f)
        and not ctx.option("loose-dig")
    ):
        raise RuleError("tm-dug-spades-left", left=f.owes("SPADE"))


def _transform_may_follow(ctx: Ctx, f: Faction) -> bool:
    """Whether a transform could still come, as turns.require_subaction allows one: a step of the
    action in progress, an action not yet taken (the Chaos Magicians' double turn), or the next
    action of the last faction still in the round."""
    if f.allowed_sub.get("transform", 0) > 0 or f.allowed_actions > 0:
        return True
    unpassed = [x for x in ctx.factions_in_order() if not x.passed and not x.dropped]
    return len(unpassed) == 1 and unpassed[0] is f


def dig(ctx: Ctx, f: Faction, spades: int) -> None:
    _require_active(ctx, f)
    spec = f.spec.digging
    if spec is None:
        raise RuleError("tm-cannot-dig", faction=f.name)
    if spades < 1:
        raise RuleError("tm-dig-at-least-one")
    cost = spec.spade_cost[f.dig]
    turns.require_subaction(ctx, f, "dig", {"transform": 1, "build": 1, "dig": 1})
    if spec.spade_gain is None:
        economy.adjust(ctx, f, "SPADE", spades)
    for _ in range(spades):
        economy.pay(ctx, f, cost)
    if spec.spade_gain is not None:
        for _ in range(spades):
            economy.gain(ctx, f, spec.spade_gain)
    f.disable_spade_decline = True


def send_priest(ctx: Ctx, f: Faction, cult: str, steps: int | None) -> None:
    _require_active(ctx, f)
    turns.require_subaction(ctx, f, "send", {})
    if cult not in CULTS:
        raise RuleError("tm-not-a-cult", cult=cult, cults=", ".join(CULTS))
    if f.P < 1:
        raise RuleError("tm-no-priest")
    spaces = ctx.g.cult_spaces[cult]
    gained = 1
    for i, occupant in enumerate(spaces):
        if occupant is None:
            if steps and CULT_SPACES[i] != steps:
                continue
            gained = CULT_SPACES[i]
            ctx.g.cult_spaces = {**ctx.g.cult_spaces, cult: (*spaces[:i], f.name, *spaces[i + 1 :])}
            f.MAX_P -= 1
            f.CULT_P += 1
            break
    if steps and gained != steps:
        raise RuleError("tm-no-cult-space", steps=steps, cult=cult)
    economy.gain(ctx, f, {cult: gained + f.PRIEST_CULT_BONUS})  # Acolytes' stronghold: +1
    economy.adjust(ctx, f, "P", -1)


def convert(ctx: Ctx, f: Faction, count: int, res: str, to_count: int, to_res: str) -> None:
    _require_active(ctx, f)
    g = ctx.g
    if g.phase not in ("play", "finished"):
        raise RuleError("tm-convert-in-turn")
    if count < 1 or to_count < 1:
        raise RuleError("tm-convert-at-least-one")
    leech.taint_for_conversion(ctx, f)
    rate = f.spec.exchange.get((res, to_res), BASE_EXCHANGE.get((res, to_res)))
    if f.owes("CONVERT_W_TO_P"):
        # The Darklings' stronghold exchange ends with the next conversion, whatever it converts
        # (as on the reference site): at most 3 of anything then.
        if to_count > f.owes("CONVERT_W_TO_P"):
            raise RuleError("tm-stronghold-conversion", max=f.owes("CONVERT_W_TO_P"))
        if (res, to_res) == ("W", "P"):
            rate = 1
        f.set_owed("CONVERT_W_TO_P", 0)
    if rate is None:
        raise RuleError("tm-cannot-convert", resource=res, to=to_res)
    if to_count * rate != count:
        raise RuleError("tm-conversion-rate", count=to_count, to=to_res, cost=to_count * rate, resource=res, paid=count)
    economy.adjust(ctx, f, res, -count)
    economy.adjust(ctx, f, to_res, to_count)


def burn(ctx: Ctx, f: Faction, count: int) -> None:
    _require_active(ctx, f)
    if count < 1:
        raise RuleError("tm-burn-at-least-one")
    if 2 * count > f.P2:
        raise RuleError("tm-burn-needs", power=count, need=2 * count, have=f.P2)
    f.P2 -= 2 * count
    f.P3 += count
    f.burned += count


def bridge(ctx: Ctx, f: Faction, a: str, b: str) -> None:
    _require_active(ctx, f)
    if not f.owes("BRIDGE"):
        raise RuleError("tm-no-bridge")
    touches = ctx.owns(f, a) or ctx.owns(f, b)
    if not touches and not ctx.option("loose-bridge-adjacency"):
        raise RuleError("tm-bridge-not-yours")
    turns.require_subaction(ctx, f, "bridge", {"bridge": f.owes("BRIDGE") - 1})
    if f.bridges_left == 0:
        raise RuleError("tm-bridges-used")
    if b not in ctx.board.bridgeable.get(a, ()):
        raise RuleError("tm-bridge-not-possible", a=a, b=b)
    g = ctx.g
    if any({a, b} == {x, y} for x, y, _ in g.bridges):
        raise RuleError("tm-bridge-exists", a=a, b=b)
    f.bridges_left -= 1
    g.bridge_adjacent = {
        **g.bridge_adjacent,
        a: (*g.bridge_adjacent.get(a, ()), b),
        b: (*g.bridge_adjacent.get(b, ()), a),
    }
    f.owe("BRIDGE", -1)
    g.bridges += ((a, b, f.name),)
    towns.detect_towns_from(ctx, f, a)
    towns.detect_towns_from(ctx, f, b)


def pass_turn(ctx: Ctx, f: Faction, bonus: str | None) -> None:
    g = ctx.g
    if g.round == 0:
        _setup_step(ctx, f, "bonus")
        if not bonus:
            raise RuleError("tm-pick-bonus-card", available=", ".join(economy.available_bonus_cards(ctx)))
    else:
        _require_active(ctx, f)
        strict_cm = ctx.option("strict-chaosmagician-sh")
        if strict_cm and f.allowed_actions > 1:
            f.allowed_actions = 1
        turns.require_subaction(ctx, f, "pass", {})
        if strict_cm and f.passed:
            raise RuleError("tm-already-passed")
        for x in g.factions.values():
            if x.passed:
                break
        else:  # the first to pass starts the next round
            for x in g.factions.values():
                x.start_player = False
            f.start_player = True
        if ctx.option("variable-turn-order"):
            g.new_order = (*(n for n in (g.new_order or g.order) if n != f.name), f.name)
    f.passed = True
    discard = f.bonus
    f.VP += scoring.pass_vp(ctx, f)
    if bonus:
        if g.round == 0:
            g.setup_order = g.setup_order[1:]
        if g.round != 6:
            economy.adjust(ctx, f, bonus, 1)
    elif g.round != 6:
        raise RuleError("tm-pass-with-bonus-card", available=", ".join(economy.available_bonus_cards(ctx)))
    if discard:
        economy.adjust(ctx, f, discard, -1)


def use_action(ctx: Ctx, f: Faction, name: str) -> None:
    _require_active(ctx, f)
    space = ACTIONS.get(name)
    if space is None:
        raise RuleError("tm-not-an-action", action=name)
    power_action = name in POWER_ACTIONS
    if name in ("ACT7", "ACT8", "ACT9") and not boats.on(ctx):
        raise RuleError("tm-merchants-action", action=name)
    owned = power_action or f.bonus == name or name in f.favors or name in f.special
    if not owned:
        raise RuleError("tm-action-not-yours", action=name)
    spec = f.spec
    if name in spec.forbidden_actions:
        raise RuleError("tm-action-forbidden", faction=f.name, action=name)
    key = name if power_action else f"{name}/{f.name}"
    if key in ctx.g.used_actions and not space.reusable and not _may_reuse(ctx, f, name):
        raise RuleError("tm-action-taken", action=name)
    if name in PLACE_ACTIONS:
        if boats.room(f) < 1:
            raise RuleError("tm-no-boat-in-supply", piece=boats.piece(f))
        if not boats.sites(ctx, f):
            raise RuleError("tm-no-boat-site")
    # The volcano factions' spade actions bring tokens or cult steps, nothing to transform.
    turns.require_subaction(ctx, f, "action", {} if name in spec.no_subactions else dict(space.subactions))
    cost = space.cost
    if power_action and spec.power_action_discount:
        cost = {**cost, "PW": cost["PW"] - spec.power_action_discount}  # Yetis
    economy.pay(ctx, f, cost)
    if name == PLACE_ACTION:
        economy.pay(ctx, f, f.spec.buildings[DWELLING].cost)  # section 17: the dwelling's cost
    economy.gain(ctx, f, space.gain)
    if not space.reusable and key not in ctx.g.used_actions:
        ctx.g.used_actions.append(key)


def _may_reuse(ctx: Ctx, f: Faction, name: str) -> bool:
    """The Yetis' stronghold: a power action already taken may be taken again (with Merchants of
    the Seas, its new ones only once the shipyard stands too: Appendix VII)."""
    if not f.REUSE_POWER_ACTIONS or name not in POWER_ACTIONS:
        return False
    return int(name[3:]) <= 6 or bool(f.levels.get(SHIPYARD))


def adjust(ctx: Ctx, f: Faction, delta: int, res: str) -> None:  # noqa: C901 - every `+X` case
    checked = False
    if res in CULT_INDEX:
        i = CULT_INDEX[res]
        if delta > f.owes("CULT"):
            if f.cult[i] == 10 or (res in f.cult_blocked and f.KEY):
                checked = True
        elif delta < 0 and f.owes("LOSE_CULT"):
            # The Acolytes pay a volcano with steps on one track, all at once.
            if -delta != f.owes("LOSE_CULT"):
                raise RuleError("tm-lose-cult-one-track", steps=f.owes("LOSE_CULT"), cult=res)
            if f.cult[i] < -delta:
                raise RuleError("tm-lose-cult-too-low", level=f.cult[i], cult=res, steps=-delta)
            f.set_owed("LOSE_CULT", 0)
            checked = True
        elif delta < 0:
            old = f.cult[i]
            if old == 10 or old + delta < 7:
                raise RuleError("tm-cult-give-up")
        elif delta < f.owes("CULT") and f.owes("CULTS_ON_SAME_TRACK"):
            raise RuleError("tm-cult-same-track", steps=f.owes("CULT"), cult=res)
        else:
            f.owe("CULT", -delta)
            f.set_owed("CULTS_ON_SAME_TRACK", 0)
            checked = True
    elif f.owes("LOSE_CULT") and not ctx.option("loose-lose-cult"):
        raise RuleError("tm-lose-cult-first", steps=f.owes("LOSE_CULT"))
    if res in FAVOR_TILES:
        if delta > 0:
            if delta > f.owes("GAIN_FAVOR"):
                raise RuleError("tm-no-favor-to-take")
            f.owe("GAIN_FAVOR", -delta)
            checked = True
    elif res in TOWN_TILES:
        if delta > 0:
            if delta > f.owes("GAIN_TW"):
                raise RuleError("tm-town-tiles-to-take", count=f.owes("GAIN_TW"))
            f.owe("GAIN_TW", -delta)
            checked = True
    elif res == "VP" and ctx.g.finished:
        checked = True
    elif res == "SPADE" and delta < 0:
        if not f.passed and f.disable_spade_decline and not ctx.option("loose-dig"):
            raise RuleError("tm-spades-must-be-used")
        checked = True
    if delta > 0 and not checked and not ctx.option("loose-adjust-resource"):
        if res in CULT_INDEX:
            raise RuleError("tm-no-cult-step", taken="yes" if not f.owes("CULT") else "no")
        raise RuleError("tm-cannot-take", resource=res)
    if delta < 0 and res not in CULT_INDEX and (res not in _DECLINABLE or (res == "PICK_COLOR" and not ctx.g.round)):
        raise RuleError("tm-cannot-give-up", resource=res)
    economy.adjust(ctx, f, res, delta)
    if res == "FREE_TF" and not f.owes("FREE_TF"):
        f.set_owed("TF_NEED_HEX_ADJACENCY", 0)
    if res == "FREE_D" and not f.owes("FREE_D"):
        f.set_owed("TELEPORT_NO_TF", 0)


def drop_faction(ctx: Ctx, f: Faction) -> None:
    g = ctx.g
    f.dropped = True
    f.allowed_actions = 0
    f.allowed_sub = {}
    g.leech_offers = [o for o in g.leech_offers if o.recipient != f.name]
    if f.bonus:
        economy.adjust(ctx, f, f.bonus, -1)
    g.setup_order = tuple((n, k) for n, k in g.setup_order if n != f.name)
    if g.active == f.name:
        turns.end_turn_if_complete(ctx, f)
        if g.active == f.name:
            g.active = None
    ctx.emit("drop", f, f"{f.display} dropped from the game")


def faction_available(name: str, options: frozenset[str]) -> bool:
    """Fire & Ice's factions play only with their option (a `fire-and-ice-factions/...` set)."""
    option = FIRE_ICE_OPTION.get(name)
    if option is None:
        return True
    if option == FIRE_ICE_OPTION["riverwalkers"]:
        return any(f"fire-and-ice-factions/{v}" in options for v in VARIABLE_VERSIONS)
    return option in options


def conflict(g: GameState, name: str) -> tuple[Faction, str] | None:
    """The faction already in the game that keeps `name` out, and on what, as the reference site
    checks it: one faction per terrain (ice and volcano count as terrains, and so does a colour an
    ice or volcano faction picked), and one of the two variable factions."""
    spec = FACTIONS[name]
    tags = {t for t in (spec.terrain, spec.board_tag) if t}
    for other in g.factions.values():
        if other.dropped:
            continue
        shared = tags & {other.terrain, other.secondary, other.spec.board_tag}
        if shared:
            return other, shared.pop()
    return None


def choose_faction(ctx: Ctx, seat: int, name: str) -> Faction:
    g = ctx.g
    if g.phase != "select-factions":
        raise RuleError("tm-factions-chosen-at-start")
    waiting = selection_pending(g)
    if waiting is not None:
        raise RuleError("tm-selection-pending", faction=waiting.name, choice=pending_choice(waiting))
    expected = sum(1 for s in g.seats if s is not None)
    if seat != expected:
        raise RuleError("tm-seat-chooses-now", seat=expected + 1)
    if name not in FACTIONS:
        raise RuleError("tm-not-a-faction", faction=name, factions=", ".join(sorted(FACTIONS)))
    if name in g.factions:
        raise RuleError("tm-faction-taken", faction=name)
    if not faction_available(name, g.options):
        raise RuleError("tm-fire-ice-option", faction=name, option=FIRE_ICE_OPTION[name])
    clash = conflict(g, name)
    if clash is not None:
        other, tag = clash
        if tag == "variable":
            raise RuleError("tm-variable-taken", faction=other.name)
        raise RuleError("tm-terrain-taken", faction=other.name, terrain=tag)
    f = Faction.new(name, seat, g.start_vp.get(name, 20), spec_for(name, g.options))
    if boats.on(ctx):
        f.levels = {**f.levels, SHIPYARD: 0}
        f.special += (MOVE_ACTION,)  # MOVE-1 (a): from the start, with or without the shipyard
        if name == "auren":
            f.KEY += 1  # section 14: one more key, not a town
    g.factions[name] = f
    g.order += (name,)
    g.seats = (*g.seats[:seat], name, *g.seats[seat + 1 :])
    if len(g.order) == 1:
        f.start_player = True
    ctx.emit("setup", f, f"{f.display} join the game")
    economy.gain(ctx, f, f.spec.start_gain)  # the Ice Maidens' favor tile, taken at once
    if f.spec.pick_color == "selection":
        f.set_owed("PICK_COLOR", 1)
    finish_selection(ctx)
    return f


def selection_pending(g: GameState) -> Faction | None:
    """The faction whose choices (a colour, the Ice Maidens' favor tile) hold up faction selection."""
    for f in g.factions.values():
        if f.owes("PICK_COLOR") or f.owes("GAIN_FAVOR"):
            return f
    return None


def pending_choice(f: Faction) -> str:
    """What holds up faction selection, for tm-selection-pending: a colour or a favor tile."""
    return "color" if f.owes("PICK_COLOR") else "favor"


def finish_selection(ctx: Ctx) -> None:
    """Once every faction is chosen and its choices made: the volcano factions pick their colour
    (after everyone else), then the starting dwellings."""
    g = ctx.g
    if g.phase != "select-factions" or selection_pending(g) or not all(s is not None for s in g.seats):
        return
    for f in ctx.factions_in_order():
        if f.spec.pick_color == "setup" and f.secondary is None:
            f.set_owed("PICK_COLOR", 1)
    if selection_pending(g) is None:
        _begin_setup(ctx)


def pick_color(ctx: Ctx, f: Faction, color: str) -> None:
    """Fire & Ice: pick the faction's colour (its terrain, or the ice and volcano factions' start),
    or the Shapeshifters' new home terrain."""
    g = ctx.g
    if not f.owes("PICK_COLOR"):
        raise RuleError("tm-no-color-to-pick", faction=f.name)
    if color not in TERRAIN_WHEEL:
        raise RuleError("tm-pick-a-color", colors=", ".join(TERRAIN_WHEEL))
    for other in g.factions.values():
        if other.terrain == color or (g.round == 0 and other.secondary == color):
            raise RuleError("tm-color-taken", terrain=color, faction=other.name, mine="yes" if other is f else "no")
    f.set_owed("PICK_COLOR", 0)
    if f.spec.pick_terrain:
        g.terrain = {
            **g.terrain,
            **dict.fromkeys(f.locations, color),
        }  # the Shapeshifters' buildings change colour with them
        f.terrain = color
    else:
        f.secondary = color
    if f.spec.unlock is not None and color not in f.unlocked:
        f.unlocked += (color,)
    ctx.emit("pick-color", f, f"{f.display} pick {color}", color=color)
    finish_selection(ctx)
    if g.round:
        # The site closes the ledger row at a colour picked and hands the turn on if the action
        # is over: nothing of this turn may follow it (`... pick-color red. burn 1` is refused).
        turns.end_turn_if_complete(ctx, f)


def unlock_terrain(ctx: Ctx, f: Faction, what: str) -> None:
    """The Riverwalkers' priest: a terrain unlocked (coins: more for a faction's home) or a priest."""
    spec = f.spec.unlock
    if spec is None or not f.owes("UNLOCK_TERRAIN"):
        raise RuleError("tm-no-unlock", faction=f.name)
    if what == GAIN_PRIEST:
        f.P = min(f.P + 1, f.MAX_P)  # a priest after all, not another unlock
    else:
        if what in f.unlocked:
            raise RuleError("tm-already-unlocked", terrain=what)
        economy.gain(ctx, f, spec.gain)
        economy.pay(ctx, f, spec.home if reach.home_status(ctx, what) == "home" else spec.not_home)
        f.unlocked += (what,)
    f.owe("UNLOCK_TERRAIN", -1)
    ctx.emit("unlock-terrain", f, f"{f.display} unlock {what}", terrain=what)


def gain_for(ctx: Ctx, f: Faction, res: str, price: str) -> None:
    """The Shapeshifters' leech reward: a power token into bowl III for 1 VP."""
    if (res, price) != ("P3", "VP"):
        raise RuleError("tm-nothing-for", resource=res, price=price)
    if not f.owes("GAIN_P3_FOR_VP"):
        raise RuleError("tm-no-token-offer")
    economy.adjust(ctx, f, "VP", -1)
    economy.adjust(ctx, f, "P3", 1)
    f.owe("GAIN_P3_FOR_VP", -1)


def _begin_setup(ctx: Ctx) -> None:
    g = ctx.g
    order = g.order
    first = [(n, "dwelling") for n in order if n != "chaosmagicians"]
    setup = first + first[::-1]
    if "nomads" in order:
        setup.append(("nomads", "dwelling"))
    if "chaosmagicians" in order:
        setup.append(("chaosmagicians", "dwelling"))
    if boats.on(ctx):
        setup += [(n, "harbour") for n in order]  # SET-11, in turn order
    setup += [(n, "bonus") for n in order[::-1]]
    g.setup_order = tuple(setup)
    g.phase = "initial-dwellings"


_HANDLERS: dict[type, Callable[[Ctx, Faction, Any], None]] = {
    Build: lambda ctx, f, c: build(ctx, f, c.hex, c.boat, c.river),
    PlaceHarbour: lambda ctx, f, c: merchants.place_harbour(ctx, f, c.hex),
    PlaceBoat: lambda ctx, f, c: _place_boat(ctx, f, c),
    Sail: lambda ctx, f, c: _sail(ctx, f, c),
    Trade: lambda ctx, f, c: _trade(ctx, f, c),
    Choose: lambda ctx, f, c: merchants.choose_nf1(ctx, f, c.what, c.cult),
    PickColor: lambda ctx, f, c: pick_color(ctx, f, c.color),
    UnlockTerrain: lambda ctx, f, c: unlock_terrain(ctx, f, c.terrain),
    GainFor: lambda ctx, f, c: gain_for(ctx, f, c.resource, c.price),
    Upgrade: lambda ctx, f, c: upgrade(ctx, f, c.hex, c.building),
    Transform: lambda ctx, f, c: transform(ctx, f, c.hex, c.terrain),
    Dig: lambda ctx, f, c: dig(ctx, f, c.spades),
    SendPriest: lambda ctx, f, c: send_priest(ctx, f, c.cult, c.steps),
    Convert: lambda ctx, f, c: convert(ctx, f, c.from_count, c.from_res, c.to_count, c.to_res),
    Burn: lambda ctx, f, c: burn(ctx, f, c.count),
    Leech: _leech,
    Decline: _decline,
    Bridge: lambda ctx, f, c: bridge(ctx, f, c.a, c.b),
    Connect: _connect,
    UseAction: lambda ctx, f, c: use_action(ctx, f, c.name),
    Pass: lambda ctx, f, c: pass_turn(ctx, f, c.bonus),
    Advance: _advance,
    Adjust: lambda ctx, f, c: adjust(ctx, f, c.delta, c.resource),
    Wait: lambda ctx, f, c: None,
    Done: _done,
    DropFaction: _drop,
    ChooseFaction: _choose,
}
