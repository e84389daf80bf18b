"""What using a tile does: producing, exchanging, taking contracts, transport and upgrades in your
own village, extensions; and where gained items go.

Choices where the reference is open (⚠): an upgrade pays exact resources first, then for an "any"
cost the resource the tile has most of (gold last), and gold for what is missing; a contract
gained without saying which is drawn face down; extensions pay workers and skills like upgrades.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..core import RuleError
from .actions import Choose, Extend, Move, TakeContract, Upgrade, Use
from .data.components import EXTENSIONS
from .data.items import (
    ANY_RESOURCE,
    ANY_SKILL,
    ANY_WORKER,
    BAG_COLOURS,
    BASIC_RESOURCES,
    CABIN,
    CONTRACT,
    RANDOM_SKILL,
    RANDOM_WORKER,
    RESOURCES,
    SKILLS,
    WORKER_COLOURS,
)
from .data.tiles import HOMES, TILES, Exchange, Produce, TileSpec, Transport
from .state import Counts, GameState, Player, Tile, add, spend
from .village import HOME, Position, distances

BOAT_EDGES = "WGGWGG"  # ⚠ boat tiles' edges are not in the reference: a river through, like the summer boats


def spec_of(tile: Tile) -> TileSpec | None:
    if tile.kind == "home":
        return HOMES[int(tile.name.split()[1])]
    return TILES.get(tile.name)


def edges_of(tile: Tile) -> str:
    spec = spec_of(tile)
    if spec is not None:
        return spec.edges
    if tile.kind == "order":
        from .data.components import order_tiles

        return order_tiles(5)[int(tile.name.split()[1]) - 1].edges
    return BOAT_EDGES


def effect_of(tile: Tile) -> object:
    spec = spec_of(tile)
    if spec is None:
        return None
    return spec.b if tile.upgraded else spec.a


def summer_boat(g: GameState, p: Player, ability: str) -> bool:
    """Whether the player's village holds the summer boat side `ability` (e.g. '2b')."""
    number, side = ability[0], ability[1]
    return any(t.name == f"Summer Boat {number}" and t.side == side for t in p.village.values())


def home_tile(p: Player) -> Tile:
    return p.village[HOME]


def give_items(g: GameState, p: Player, tile: Tile | None, gains: Mapping[str, int], from_bag_hidden: bool) -> None:
    """Gains into the player's hands: resources onto `tile` (or the home tile), workers and skills
    behind the screen (Variant B: in front, except workers drawn from the bag)."""
    shown = "B" in g.variants
    for item, n in gains.items():
        if item in RESOURCES:
            got = min(n, g.supply.get(item, 0))
            add(g.supply, item, -got)
            add((tile or home_tile(p)).resources, item, got)
        elif item in BAG_COLOURS:
            got = min(n, g.bag.get(item, 0))
            add(g.bag, item, -got)
            add(p.shown_workers if shown else p.workers, item, got)
        elif item == "green":
            got = min(n, g.green)
            g.green -= got
            add(p.shown_workers if shown else p.workers, "green", got)
        elif item in SKILLS:
            got = min(n, g.skill_pool.get(item, 0))
            add(g.skill_pool, item, -got)
            add(p.shown_skills if shown else p.skills, item, got)
        elif item == RANDOM_WORKER:
            for colour, k in g.draw_workers(n).items():
                add(p.shown_workers if shown and not from_bag_hidden else p.workers, colour, k)
        elif item == RANDOM_SKILL:
            for skill, k in g.draw_skills(n).items():
                add(p.shown_skills if shown else p.skills, skill, k)
        elif item == CABIN:
            home_tile(p).cabins += n
        else:
            raise AssertionError(f"unknown gain {item}")


def take_contract(g: GameState, p: Player, choice: int | None) -> None:
    from .setup import refill_contracts

    if choice is None:
        drawn = g.draw_contract()
        if drawn is None:
            raise RuleError("No contract is left to draw")
        p.contracts.append(drawn)
        return
    if choice not in g.face_up:
        raise RuleError(f"Contract {choice} is not face up; face up: {', '.join(map(str, g.face_up)) or 'none'}")
    g.face_up.remove(choice)
    p.contracts.append(choice)
    refill_contracts(g)


def activate(g: GameState, p: Player, owner: int | None, tile: Tile, a: Use) -> None:
    effect = effect_of(tile)
    target = tile if owner == p.seat else None  # resources stay on a tile of your own village
    if isinstance(effect, Produce):
        _produce(g, p, target, effect, a)
    elif isinstance(effect, Exchange):
        _pay_extra(g, p, effect.pay, a.paying, a.paying_source)
        give_items(g, p, target, effect.gain, from_bag_hidden=True)
        _no_steps(a)
    elif isinstance(effect, Transport):
        transport(g, p, effect, a.steps, extra_upgrades=tile.cabins)
    else:
        raise RuleError(f"{tile.name} has no action to use")


def _no_steps(a: Use) -> None:
    if a.steps:
        raise RuleError(f"{a.tile} takes no choices after ':'")


def _produce(g: GameState, p: Player, target: Tile | None, effect: Produce, a: Use) -> None:
    gains = dict(effect.gain)
    contracts_wanted = gains.pop(CONTRACT, 0)
    chosen = [s for s in a.steps if isinstance(s, Choose)]
    picks = [s for s in a.steps if isinstance(s, TakeContract)]
    if len(chosen) + len(picks) != len(a.steps):
        raise RuleError(f"{a.tile} produces; it moves and upgrades nothing")
    if effect.choose_one:
        options = [*gains, *([CONTRACT] if contracts_wanted else [])]
        if len(chosen) + len(picks) != 1:
            raise RuleError(f"Choose one of: {', '.join(options)} (e.g. 'use {a.tile} with ...: {options[0]}')")
        if picks:
            gains = {}
            contracts_wanted = 1
        else:
            item = chosen[0].item
            if item not in gains:
                raise RuleError(f"{a.tile} gives one of: {', '.join(options)}")
            gains = {item: gains[item]}
            contracts_wanted = 0
    elif chosen:
        raise RuleError(f"{a.tile} gives {', '.join(gains)}: there is nothing to choose")
    if len(picks) > contracts_wanted:
        raise RuleError(f"{a.tile} gives {contracts_wanted} contract{'s' if contracts_wanted != 1 else ''}")
    give_items(g, p, target, gains, from_bag_hidden=True)
    for k in range(contracts_wanted):
        take_contract(g, p, picks[k].contract if k < len(picks) else None)


def pay_with_outbid_group(g: GameState, p: Player, source: str, colour: str | None, count: int) -> None:
    """Workers of an outbid group pay a worker cost (all of the group: it stays together, even
    when it is more than the cost, as The Merchants' rulebook allows) and go into the bag."""
    from .turns import _outbid_group

    tile, group = _outbid_group(g, p.seat, source)
    if colour is not None and group.colour != colour:
        raise RuleError(f"Your outbid workers on {tile.name} are {group.colour}, not {colour}")
    if group.count < count:
        raise RuleError(f"Your outbid group on {tile.name} has {group.count} workers; this costs {count}")
    tile.groups.remove(group)
    g.to_bag(group.colour, group.count)


def _pay_extra(g: GameState, p: Player, pay: Mapping[str, int], paying: str | None, source: str | None = None) -> None:
    from .turns import take_workers

    for item, n in pay.items():
        if item in (ANY_WORKER, *WORKER_COLOURS) and source is not None:
            pay_with_outbid_group(g, p, source, None if item == ANY_WORKER else item, n)
            continue
        if item in (ANY_WORKER, *WORKER_COLOURS):
            colour = item if item != ANY_WORKER else paying
            if colour is None or colour not in WORKER_COLOURS:
                raise RuleError("Say which worker you give, e.g. 'paying red'")
            if item != ANY_WORKER and paying not in (None, item):
                raise RuleError(f"This tile takes a {item} worker")
            take_workers(p, colour, n)
            g.to_bag(colour, n)
        elif item in (ANY_SKILL, *SKILLS):
            skill = item if item != ANY_SKILL else paying
            if skill is None or skill not in SKILLS:
                raise RuleError("Say which skill you give, e.g. 'paying saw'")
            if item != ANY_SKILL and paying not in (None, item):
                raise RuleError(f"This tile takes a {item}")
            _take_skill(p, skill, n)
            add(g.skill_pool, skill, n)
        else:
            raise AssertionError(item)


def _take_skill(p: Player, skill: str, n: int) -> None:
    have = spend(p.shown_skills, p.skills, skill, n)
    if have < n:
        raise RuleError(f"You have {have} {skill}, not {n}")


# Transport and upgrades, in the player's own village


def village_edges(p: Player) -> dict[Position, str]:
    return {pos: edges_of(t) for pos, t in p.village.items()}


def _village_tile(p: Player, name: str) -> tuple[Position, Tile]:
    if name == "Home":
        name = f"Home {p.home}"
    found = p.tile(name)
    if found is None:
        raise RuleError(f"{name} is not in your village")
    return found


def capacity(g: GameState, p: Player, effect: Transport) -> tuple[int, int]:
    """Move points and upgrades of a transport action (Summer Boat 2b doubles both; cabins add
    upgrades to the home tile's action)."""
    factor = 2 if summer_boat(g, p, "2b") else 1
    return effect.moves * factor, effect.upgrades * factor


def transport(g: GameState, p: Player, effect: Transport, steps: tuple[object, ...], extra_upgrades: int = 0) -> None:
    """Moves and upgrades in the player's own village, wherever the tile used lies; cabins on a
    home tile add an upgrade each to its action."""
    moves, upgrades = capacity(g, p, effect)
    upgrades += extra_upgrades * (2 if summer_boat(g, p, "2b") else 1)  # 2b doubles cabins too
    if steps and any(isinstance(s, Choose | TakeContract) for s in steps):
        raise RuleError("A transport tile moves resources and upgrades tiles; it produces nothing")
    kinds = "RG" if summer_boat(g, p, "2a") else "R"
    edges = village_edges(p)
    for step in steps:
        if isinstance(step, Move):
            (src_pos, src), (dst_pos, dst) = _village_tile(p, step.source), _village_tile(p, step.target)
            if src.resources.get(step.resource, 0) < step.count:
                raise RuleError(f"{src.name} has {src.resources.get(step.resource, 0)} {step.resource}")
            far = distances(edges, src_pos, kinds).get(dst_pos)
            if far is None:
                raise RuleError(f"No road joins {src.name} and {dst.name}")
            cost = far * step.count
            if cost > moves:
                raise RuleError(f"Moving {step.count} {step.resource} to {dst.name} takes {cost} moves; {moves} left")
            moves -= cost
            add(src.resources, step.resource, -step.count)
            add(dst.resources, step.resource, step.count)
        elif isinstance(step, Upgrade):
            if upgrades < 1:
                raise RuleError("No upgrade left in this action")
            upgrades -= 1
            upgrade_tile(g, p, step.tile, free=False)
        elif isinstance(step, Extend):
            if not g.merchants:
                raise RuleError("Extensions belong to The Merchants")
            if upgrades < 1:
                raise RuleError("No upgrade left for an extension in this action")
            upgrades -= 1
            build_extension(g, p, step.extension, step.tile, free=False, workers_from=step.source)


def upgrade_tile(g: GameState, p: Player, name: str, free: bool) -> None:
    _, tile = _village_tile(p, name)
    spec = spec_of(tile)
    if spec is None or spec.cost is None:
        raise RuleError(f"{tile.name} cannot be upgraded")
    if tile.upgraded:
        raise RuleError(f"{tile.name} is upgraded already")
    if not free:
        pay_cost(g, p, tile, spec.cost)
    tile.upgraded = True


def pay_cost(g: GameState, p: Player, tile: Tile, cost: Mapping[str, int], workers_from: str | None = None) -> None:
    """Resources from the tile itself (gold for any missing wood, stone or iron; with Summer Boat 3a
    any resource for any), workers and skills from the player's hands."""
    from .turns import take_workers

    wild = summer_boat(g, p, "3a")
    plan: Counts = {}
    have = dict(tile.resources)
    for item, n in cost.items():
        if item in RESOURCES:
            for _ in range(n):
                pick = _resource_for(have, item, wild)
                if pick is None:
                    raise RuleError(f"{tile.name} lacks {item} to pay ({_describe(cost)} from the tile)")
                add(have, pick, -1)
                add(plan, pick)
    for item, n in cost.items():
        if item == ANY_RESOURCE:
            for _ in range(n):
                pick = max((r for r in RESOURCES if have.get(r, 0)), key=lambda r: (r != "gold", have[r]), default=None)
                if pick is None:
                    raise RuleError(f"{tile.name} lacks resources to pay ({_describe(cost)} from the tile)")
                add(have, pick, -1)
                add(plan, pick)
    skills = p.all_skills()
    workers = p.all_workers()
    for item, n in cost.items():
        if item in SKILLS and skills.get(item, 0) < n:
            raise RuleError(f"Paying {_describe(cost)} needs {n} {item}")
        if item == ANY_SKILL and sum(skills.values()) - sum(cost.get(s, 0) for s in SKILLS) < n:
            raise RuleError(f"Paying {_describe(cost)} needs {n} more skill")
        if workers_from is not None:
            continue
        if item in WORKER_COLOURS and workers.get(item, 0) < n:
            raise RuleError(f"Paying {_describe(cost)} needs {n} {item} worker")
        if item == ANY_WORKER and sum(workers.values()) < n:
            raise RuleError(f"Paying {_describe(cost)} needs a worker")
    for resource, n in plan.items():
        add(tile.resources, resource, -n)
        add(g.supply, resource, n)
    for item, n in cost.items():
        if item in SKILLS:
            _take_skill(p, item, n)
            add(g.skill_pool, item, n)
        elif item == ANY_SKILL:
            for _ in range(n):
                skill = max(SKILLS, key=lambda s: p.all_skills().get(s, 0))
                _take_skill(p, skill, 1)
                add(g.skill_pool, skill, 1)
        elif (item in WORKER_COLOURS or item == ANY_WORKER) and workers_from is not None:
            pay_with_outbid_group(g, p, workers_from, None if item == ANY_WORKER else item, n)
        elif item in WORKER_COLOURS or item == ANY_WORKER:
            colour = item if item != ANY_WORKER else max(WORKER_COLOURS, key=lambda c: p.all_workers().get(c, 0))
            take_workers(p, colour, n)
            g.to_bag(colour, n)


def _resource_for(have: Counts, item: str, wild: bool) -> str | None:
    if have.get(item, 0):
        return item
    if item in BASIC_RESOURCES and have.get("gold", 0):
        return "gold"
    if wild:
        return max((r for r in RESOURCES if have.get(r, 0)), key=lambda r: have[r], default=None)
    return None


def _describe(cost: Mapping[str, int]) -> str:
    return " + ".join(f"{n} {item.replace('_', ' ')}" for item, n in cost.items())


def build_extension(
    g: GameState, p: Player, extension: int, name: str, free: bool, workers_from: str | None = None
) -> None:
    _, tile = _village_tile(p, name)
    if extension not in g.extensions:
        raise RuleError(f"Extension {extension} is not available")
    if not tile.upgraded or tile.kind not in ("village", "home"):
        raise RuleError(f"{tile.name} is not an upgraded village tile: extensions go on upgraded tiles")
    if tile.extension is not None:
        raise RuleError(f"{tile.name} has an extension already")
    colour = EXTENSIONS[extension].colour
    if tile.groups and tile.colour not in (None, colour):
        raise RuleError(f"{tile.name} has {tile.colour} workers this season: its extension must be {tile.colour}")
    if workers_from is not None and not any(i in (ANY_WORKER, *WORKER_COLOURS) for i in EXTENSIONS[extension].cost):
        raise RuleError(f"Extension {extension} costs no worker")
    if not free:
        pay_cost(g, p, tile, EXTENSIONS[extension].cost, workers_from)
    g.extensions.remove(extension)
    tile.extension = extension
    tile.colour = EXTENSIONS[extension].colour
