"""What using a tile does: producing, exchanges, taking contracts, transport and upgrades in your
own village, extensions; where gained items go, and how costs are paid.

Costs: resources come from the tile being upgraded (or extended), skills and workers from the
player; each must be of the type printed, except where the cost says "any" (the player names the
items, or the engine picks: the resource the tile has most of, gold last; the skill or colour the
player has most of) and with Summer Boat 3a, where any resource may stand for any other. Gold
stands in for nothing else when paying: the base rulebook lets it stand in only at the final
scoring (Mercer's Guild, the yards and the barn).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..core import RuleError
from .actions import Choose, Extend, Move, TakeContract, Upgrade, Use
from .data.components import EXTENSIONS, order_tiles
from .data.items import (
    ANY_RESOURCE,
    ANY_SKILL,
    ANY_WORKER,
    BAG_COLOURS,
    CABIN,
    CONTRACT,
    RANDOM_SKILL,
    RANDOM_WORKER,
    RESOURCES,
    SKILLS,
    WORKER_COLOURS,
)
from .data.tiles import HOMES, TILES, Exchange, Produce, TileSpec, Transport
from .setup import refill_contracts
from .state import Counts, GameState, Group, Player, Tile, add, spend, without
from .village import HOME, Position, distances

BOAT_EDGES = "WGGWGG"  # ⚠ boat tiles' edges are not in the reference: a river through, like the summer boats


def spec_of(tile: Tile) -> TileSpec | None:
    if tile.kind == "home":
        return HOMES[int(tile.name.split()[1])]
    return TILES.get(tile.name)


def edges_of(tile: Tile) -> str:
    """The tile's six sides; a boat's in lower case (its sides need not match, roads apart)."""
    spec = spec_of(tile)
    if tile.kind == "order":
        return order_tiles(5)[int(tile.name.split()[1]) - 1].edges
    edges = spec.edges if spec is not None else BOAT_EDGES
    return edges.lower() if is_boat(tile) else edges


def is_boat(tile: Tile) -> bool:
    """Boat tiles and summer boats: "boat tiles (including the four summer boats) do not have to be
    placed so that the water sides connect"."""
    return tile.kind == "boat" or tile.name.startswith("Summer Boat")


def effect_of(tile: Tile) -> object:
    spec = spec_of(tile)
    if spec is None:
        return None
    return spec.b if tile.upgraded else spec.a


def has_action(tile: Tile) -> bool:
    """Whether workers may be placed on the tile to use it (not winter tiles, summer boats, tiles
    that only score, boats or turn-order tiles)."""
    return isinstance(effect_of(tile), Produce | Exchange | Transport)


def summer_boat(g: GameState, p: Player, ability: str) -> bool:
    """Whether the player owns the summer boat side `ability` (e.g. '2b'): in the village, or won
    this season and still to place (Boat 1 pays at the end of the summer it was won in)."""
    number, side = ability[0], ability[1]
    name = f"Summer Boat {number}"
    return any(t.name == name and t.side == side for t in [*p.village.values(), *p.won])


def home_tile(p: Player) -> Tile:
    return p.village[HOME]


def give_items(g: GameState, p: Player, tile: Tile | None, gains: Mapping[str, int]) -> None:
    """Gains into the player's hands, as far as the supply has them: resources onto `tile` (or the
    home tile), workers and skills behind the screen. Variant B: workers taken out of the bag stay
    behind it ("assim como os trabalhadores retirados da bolsa"), a colour named in a contract
    trade too; green workers from the supply and chosen skills go in front, face up; skills drawn
    at random go in front face down (kept in `skills`, whose types others never see)."""
    shown = "B" in g.variants
    for item, n in gains.items():
        if item in RESOURCES:
            got = min(n, g.supply.get(item, 0))
            add(g.supply, item, -got)
            (tile or home_tile(p)).add(item, got)
        elif item in BAG_COLOURS:
            got = min(n, g.bag.get(item, 0))
            add(g.bag, item, -got)
            add(p.workers, item, got)
        elif item == "green":
            got = min(n, g.green)  # from the supply only: nobody searches the bag for green
            g.green -= got
            add(p.shown_workers if shown else p.workers, "green", got)
        elif item in SKILLS:
            got = min(n, g.skill_pool.get(item, 0))
            add(g.skill_pool, item, -got)
            add(p.shown_skills if shown else p.skills, item, got)
        elif item == RANDOM_WORKER:
            for colour, k in g.draw_workers(n).items():
                add(p.workers, colour, k)
        elif item == RANDOM_SKILL:
            for skill, k in g.draw_skills(n).items():
                add(p.skills, skill, k)
        elif item == CABIN:
            home_tile(p).cabins += n
        else:
            raise AssertionError(f"unknown gain {item}")


def take_contract(g: GameState, p: Player, choice: int | None) -> None:
    """A face-up contract (refilled at once) or one drawn face down. Variant B: a face-up one stays
    face up in front of the screen."""
    if choice is None:
        drawn = g.draw_contract()
        if drawn is None:
            raise RuleError("kf-no-contract-left")
        p.contracts.append(drawn)
        return
    if choice not in g.face_up:
        raise RuleError("kf-contract-not-face-up", contract=choice, face_up=", ".join(map(str, g.face_up)) or "-")
    g.face_up.remove(choice)
    (p.shown_contracts if "B" in g.variants else p.contracts).append(choice)
    refill_contracts(g)


def activate(g: GameState, p: Player, owner: int | None, tile: Tile, a: Use) -> int:
    """The tile's benefit for the player; returns the contracts still to choose (a decision)."""
    effect = effect_of(tile)
    target = tile if owner == p.seat else None  # resources stay on a tile of your own village
    if isinstance(effect, Produce):
        return _produce(g, p, target, effect, a)
    if isinstance(effect, Exchange):
        _no_steps(a)
        _exchange(g, p, target, effect, a)
    elif isinstance(effect, Transport):
        transport(g, p, effect, a.steps, tile.name, extra_upgrades=tile.cabins)
    else:  # pragma: no cover - use() refuses tiles without an action first
        raise RuleError("kf-tile-has-no-action", tile=tile.name)
    return 0


def _no_steps(a: Use) -> None:
    if a.steps:
        raise RuleError("kf-nothing-to-choose", tile=a.tile)


def _produce(g: GameState, p: Player, target: Tile | None, effect: Produce, a: Use) -> int:
    gains = dict(effect.gain)
    contracts = gains.pop(CONTRACT, 0)
    chosen = [s for s in a.steps if isinstance(s, Choose)]
    picks = [s for s in a.steps if isinstance(s, TakeContract)]
    if len(chosen) + len(picks) != len(a.steps):
        raise RuleError("kf-produces-only", tile=a.tile)
    if effect.choose_one:
        options = [*gains, *([CONTRACT] if contracts else [])]
        if len(chosen) + len(picks) != 1:
            raise RuleError("kf-choose-one", tile=a.tile, options=", ".join(options))
        if picks:
            gains, contracts = {}, 1
        elif chosen[0].item in gains:
            gains, contracts = {chosen[0].item: gains[chosen[0].item]}, 0
        else:
            raise RuleError("kf-choose-one", tile=a.tile, options=", ".join(options))
    elif chosen:
        raise RuleError("kf-nothing-to-choose", tile=a.tile)
    if len(picks) > contracts:
        raise RuleError("kf-too-many-contracts", tile=a.tile, contracts=contracts)
    # The other items first: Bookkeeper's skill is seen before its contract is chosen.
    give_items(g, p, target, gains)
    for pick in picks:
        take_contract(g, p, pick.contract)
    return min(contracts - len(picks), contracts_left(g))  # "if available"


def contracts_left(g: GameState) -> int:
    """Contracts still to be had: face up, in the piles, or in the discards (reshuffled)."""
    return len(g.face_up) + len(g.contract_deck) + len(g.discarded)


def _exchange(g: GameState, p: Player, target: Tile | None, effect: Exchange, a: Use) -> None:
    """Pay the extra worker or skill, gain, and only then does the payment go back to the bag or
    the skill pile: Tavern's discarded worker and Hiring Fair's skill cannot be drawn again."""
    ((item, n),) = effect.pay.items()
    if item in (ANY_WORKER, *WORKER_COLOURS):
        wanted = None if item == ANY_WORKER else item
        if a.paying is not None and a.paying not in WORKER_COLOURS:
            raise RuleError("kf-pay-a-worker", tile=a.tile)
        if wanted is not None and a.paying not in (None, wanted):
            raise RuleError("kf-pay-this-colour", tile=a.tile, colour=wanted)
        colour = wanted or a.paying
        if a.paying_source is not None:
            group = take_outbid_group(g, p, a.paying_source, colour, n)
            paid: Counts = {group.colour: group.count}
        else:
            if colour is None:
                raise RuleError("kf-say-which-worker", tile=a.tile)
            take_workers(p, colour, n)
            paid = {colour: n}
        give_items(g, p, target, effect.gain)
        for c, k in paid.items():
            g.to_bag(c, k)
        return
    if a.paying_source is not None:
        raise RuleError("kf-costs-no-worker", tile=a.tile)
    wanted = None if item == ANY_SKILL else item
    if a.paying is not None and a.paying not in SKILLS:
        raise RuleError("kf-pay-a-skill", tile=a.tile)
    if wanted is not None and a.paying not in (None, wanted):
        raise RuleError("kf-pay-this-skill", tile=a.tile, skill=wanted)
    skill = wanted or a.paying
    if skill is None:
        raise RuleError("kf-say-which-skill", tile=a.tile)
    take_skill(p, skill, n)
    give_items(g, p, target, effect.gain)
    add(g.skill_pool, skill, n)


def take_workers(p: Player, colour: str, count: int) -> None:
    """Spend workers of a colour: from in front of the screen first (Variant B), then behind it."""
    have = spend(p.shown_workers, p.workers, colour, count)
    if have < count:
        raise RuleError("kf-too-few-workers", colour=colour, needed=count, have=have)


def take_skill(p: Player, skill: str, n: int) -> None:
    have = spend(p.shown_skills, p.skills, skill, n)
    if have < n:
        raise RuleError("kf-too-few-skills", skill=skill, needed=n, have=have)


def outbid_group(g: GameState, seat: int, source: str) -> tuple[Tile, Group]:
    """The player's bid on an auctioned tile that another bid has beaten (it may move)."""
    owner, tile = g.find_tile(source, seat)
    mine = next((grp for grp in tile.bids() if grp.seat == seat), None)
    if owner is not None or mine is None:
        raise RuleError("kf-no-bid-to-move", tile=tile.name)
    if tile.best_bid() is mine:
        raise RuleError("kf-winning-bid-stays", tile=tile.name)
    return tile, mine


def remove_group(tile: Tile, group: Group) -> None:
    """Take a group off a tile (it pays a cost)."""
    tile.groups = without(tile.groups, group)
    stand_up(tile)


def stand_up(tile: Tile) -> None:
    """Summer Boat 4a: once no standing worker is left on or around the tile, the lying bid
    stands up and its colour becomes the tile's."""
    if tile.groups and all(grp.lying and grp.kind == "bid" for grp in tile.groups):
        tile.groups = tuple(grp._replace(lying=False) for grp in tile.groups)


def take_outbid_group(g: GameState, p: Player, source: str, colour: str | None, count: int) -> Group:
    """An outbid group pays a worker cost: all of it (it stays together, even when it is more than
    the cost, as The Merchants' rulebook allows). The caller puts it into the bag."""
    tile, group = outbid_group(g, p.seat, source)
    if colour is not None and group.colour != colour:
        raise RuleError("kf-outbid-group-colour", tile=tile.name, colour=group.colour, wanted=colour)
    if group.count < count:
        raise RuleError("kf-outbid-group-too-small", tile=tile.name, count=group.count, needed=count)
    remove_group(tile, group)
    return group


# Transport and upgrades, in the player's own village


def village_edges(p: Player) -> dict[Position, str]:
    return {pos: edges_of(t) for pos, t in p.village.items()}


def village_tile(p: Player, name: str) -> tuple[Position, Tile]:
    if name == "Home":
        name = f"Home {p.home}"
    found = p.tile(name)
    if found is None:
        raise RuleError("kf-not-in-your-village", tile=name)
    return found


def capacity(g: GameState, p: Player, effect: Transport) -> tuple[int, int]:
    """Move points and upgrades of a transport action (Summer Boat 2b doubles both)."""
    factor = 2 if summer_boat(g, p, "2b") else 1
    return effect.moves * factor, effect.upgrades * factor


def road_kinds(g: GameState, p: Player) -> str:
    """The edges resources cross: roads; with Summer Boat 2a fields too (and mismatched sides)."""
    return "RG" if summer_boat(g, p, "2a") else "R"


def transport(
    g: GameState, p: Player, effect: Transport, steps: tuple[object, ...], name: str, extra_upgrades: int = 0
) -> None:
    """Moves and upgrades in the player's own village, wherever the tile used lies; cabins on a
    home tile add an upgrade each to its action (doubled by the user's Summer Boat 2b too)."""
    moves, upgrades = capacity(g, p, effect)
    upgrades += extra_upgrades * (2 if summer_boat(g, p, "2b") else 1)
    if any(isinstance(s, Choose | TakeContract) for s in steps):
        raise RuleError("kf-transport-only", tile=name)
    kinds = road_kinds(g, p)
    edges = village_edges(p)
    for step in steps:
        if isinstance(step, Move):
            (src_pos, src), (dst_pos, dst) = village_tile(p, step.source), village_tile(p, step.target)
            have = src.resources.get(step.resource, 0)
            if have < step.count:
                raise RuleError("kf-not-enough-to-move", tile=src.name, resource=step.resource, have=have)
            far = distances(edges, src_pos, kinds).get(dst_pos)
            if far is None:
                raise RuleError("kf-no-road", source=src.name, target=dst.name)
            cost = far * step.count
            if cost > moves:
                raise RuleError("kf-too-far", resource=step.resource, target=dst.name, cost=cost, left=moves)
            moves -= cost
            src.add(step.resource, -step.count)
            dst.add(step.resource, step.count)
        elif isinstance(step, Upgrade):
            if upgrades < 1:
                raise RuleError("kf-no-upgrade-left")
            upgrades -= 1
            upgrade_tile(g, p, step.tile, free=False, paying=step.paying)
        elif isinstance(step, Extend):
            if not g.merchants:
                raise RuleError("kf-extensions-are-merchants")
            if upgrades < 1:
                raise RuleError("kf-no-upgrade-left")
            upgrades -= 1
            build_extension(g, p, step.extension, step.tile, False, step.source, step.paying)


def upgrade_tile(g: GameState, p: Player, name: str, free: bool, paying: tuple[str, ...] = ()) -> None:
    _, tile = village_tile(p, name)
    spec = spec_of(tile)
    if spec is None or spec.cost is None:
        raise RuleError("kf-cannot-upgrade", tile=tile.name)
    if tile.upgraded:
        raise RuleError("kf-upgraded-already", tile=tile.name)
    if not free:
        pay_cost(g, p, tile, spec.cost, paying)
    elif paying:
        raise RuleError("kf-free-costs-nothing")
    tile.upgraded = True


def pay_cost(
    g: GameState,
    p: Player,
    tile: Tile,
    cost: Mapping[str, int],
    paying: tuple[str, ...] = (),
    workers_from: str | None = None,
) -> None:
    """Pay an upgrade's or extension's cost: resources from the tile, skills and workers from the
    player (or, for workers, an outbid group named by `workers_from`)."""
    wild = summer_boat(g, p, "3a")
    if workers_from is not None:
        worker_cost = {k: n for k, n in cost.items() if k in (ANY_WORKER, *WORKER_COLOURS)}
        if not worker_cost:
            raise RuleError("kf-costs-no-worker", tile=tile.name)
        cost = {k: n for k, n in cost.items() if k not in worker_cost}
        paying = tuple(i for i in paying if i not in WORKER_COLOURS)
    plan = _check_payment(cost, paying, wild, tile.name) if paying else default_payment(g, p, tile, cost, wild)
    for item, n in plan.items():
        if item in RESOURCES and tile.resources.get(item, 0) < n:
            raise RuleError("kf-tile-lacks", tile=tile.name, resource=item, needed=n, have=tile.resources.get(item, 0))
        if item in SKILLS and p.all_skills().get(item, 0) < n:
            raise RuleError("kf-too-few-skills", skill=item, needed=n, have=p.all_skills().get(item, 0))
        if item in WORKER_COLOURS and p.all_workers().get(item, 0) < n:
            raise RuleError("kf-too-few-workers", colour=item, needed=n, have=p.all_workers().get(item, 0))
    if workers_from is not None:
        ((item, n),) = worker_cost.items()
        group = take_outbid_group(g, p, workers_from, None if item == ANY_WORKER else item, n)
        g.to_bag(group.colour, group.count)
    for item, n in plan.items():
        if item in RESOURCES:
            tile.add(item, -n)
            add(g.supply, item, n)
        elif item in SKILLS:
            take_skill(p, item, n)
            add(g.skill_pool, item, n)
        else:
            take_workers(p, item, n)
            g.to_bag(item, n)


def _check_payment(cost: Mapping[str, int], paying: tuple[str, ...], wild: bool, tile: str) -> Counts:
    """The items the player named, checked against the cost: each printed type by itself (any
    resource for any with Summer Boat 3a), each "any" by one of its group, nothing more or less."""
    left: Counts = {}
    for item in paying:
        if item not in (*RESOURCES, *SKILLS, *WORKER_COLOURS):
            raise RuleError("kf-not-an-item", item=item)
        add(left, item)
    plan = dict(left)
    groups = ((ANY_RESOURCE, RESOURCES), (ANY_SKILL, SKILLS), (ANY_WORKER, WORKER_COLOURS))
    for item, n in cost.items():
        if item in dict(groups):
            continue
        got = min(n, left.get(item, 0))
        add(left, item, -got)
        if got < n and wild and item in RESOURCES:
            for other in RESOURCES:
                more = min(n - got, left.get(other, 0))
                add(left, other, -more)
                got += more
        if got < n:
            raise RuleError("kf-payment-does-not-fit", tile=tile)
    for wildcard, members in groups:
        n = cost.get(wildcard, 0)
        for member in members:
            got = min(n, left.get(member, 0))
            add(left, member, -got)
            n -= got
        if n:
            raise RuleError("kf-payment-does-not-fit", tile=tile)
    if left:
        raise RuleError("kf-payment-does-not-fit", tile=tile)
    return plan


def default_payment(g: GameState, p: Player, tile: Tile, cost: Mapping[str, int], wild: bool) -> Counts:
    """The engine's pick when the player names nothing: the printed types; for "any" resource the
    one the tile has most of, gold last; for a missing resource with Summer Boat 3a the same; for
    "any" skill or worker the one the player has most of."""
    have = dict(tile.resources)
    skills, workers = p.all_skills(), p.all_workers()
    plan: Counts = {}

    def most(pool: Counts, members: tuple[str, ...]) -> str | None:
        options = [m for m in members if pool.get(m, 0) > 0]
        return max(options, key=lambda m: (m != "gold", pool[m]), default=None)

    for item, n in cost.items():
        if item not in RESOURCES:
            continue
        for _ in range(n):
            pick = item if have.get(item, 0) else most(have, RESOURCES) if wild else None
            if pick is None:
                raise RuleError(
                    "kf-tile-lacks", tile=tile.name, resource=item, needed=n, have=tile.resources.get(item, 0)
                )
            add(have, pick, -1)
            add(plan, pick)
    for _ in range(cost.get(ANY_RESOURCE, 0)):
        pick = most(have, RESOURCES)
        if pick is None:
            raise RuleError("kf-tile-lacks-resources", tile=tile.name)
        add(have, pick, -1)
        add(plan, pick)
    for wildcard, members, pool in ((ANY_SKILL, SKILLS, skills), (ANY_WORKER, WORKER_COLOURS, workers)):
        for exact in members:
            if cost.get(exact, 0):
                add(plan, exact, cost[exact])
                add(pool, exact, -cost[exact])
        for _ in range(cost.get(wildcard, 0)):
            pick = most(pool, members)
            if pick is None and wildcard == ANY_SKILL:
                raise RuleError("kf-no-skill-to-pay", tile=tile.name)
            if pick is None:
                raise RuleError("kf-no-worker-to-pay", tile=tile.name)
            add(pool, pick, -1)
            add(plan, pick)
    return plan


def build_extension(
    g: GameState,
    p: Player,
    extension: int,
    name: str,
    free: bool,
    workers_from: str | None = None,
    paying: tuple[str, ...] = (),
) -> None:
    _, tile = village_tile(p, name)
    if extension not in g.extensions:
        raise RuleError("kf-extension-not-available", extension=extension)
    if not tile.upgraded or tile.kind not in ("village", "home"):
        raise RuleError("kf-extension-needs-upgraded-tile", tile=tile.name)
    if tile.extension is not None:
        raise RuleError("kf-extension-there-already", tile=tile.name)
    colour = EXTENSIONS[extension].colour
    standing = tile.colour()
    if tile.groups and standing not in (None, colour):
        raise RuleError("kf-extension-colour", tile=tile.name, colour=standing)
    if free:
        if paying or workers_from:
            raise RuleError("kf-free-costs-nothing")
    else:
        pay_cost(g, p, tile, EXTENSIONS[extension].cost, paying, workers_from)
    g.extensions.remove(extension)
    tile.extension = extension
