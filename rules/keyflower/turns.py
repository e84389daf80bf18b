"""The main phase of a season: bidding, using tiles, passing, choosing contracts, trading them.

As the base rulebook says: on a turn a player places workers into one location, to bid for a tile
or to use one. Workers come from behind the screen or from an outbid group, which moves whole
("must remain together") and may be topped up from the screen or with other outbid groups. Every
worker placed on or around a tile follows the colour of those already there; Summer Boat 4a's
counter-bid and Summer Boat 4b's uses may break it, lying down. A bid must beat the highest
other bid. Each use of a tile takes at least one more worker than the previous use of it this
season, and at most 6 workers are placed on a tile in a season. The Merchants: contracts owed by
the tile just used are chosen one at a time, after seeing what came before; contracts are traded
for an item shown on them at any moment of the player's own turn, before or after the action.

Workers spent come first from those in front of the screen (Variant B), then from behind it.
"""

from __future__ import annotations

from ..core import RuleError
from .actions import Bid, PickContract, TradeContract, Use
from .data.components import CONTRACTS
from .data.items import BAG_COLOURS, RESOURCES, SKILLS, WILDCARDS, WORKER_COLOURS
from .effects import (
    activate,
    contracts_left,
    give_items,
    has_action,
    outbid_group,
    stand_up,
    summer_boat,
    take_contract,
    take_workers,
)
from .state import Counts, GameState, Group, Pending, Player, Tile, add, without

MAX_WORKERS_ON_TILE = 6  # "No more than six workers may be placed on a tile in one season."


def _check_colour(colour: str) -> None:
    if colour not in WORKER_COLOURS:
        raise RuleError("kf-not-a-colour", colour=colour)


def _sources(g: GameState, seat: int, sources: tuple[str, ...]) -> list[tuple[Tile, Group]]:
    """The outbid groups named to move into a placement."""
    if len(set(sources)) != len(sources):
        raise RuleError("kf-group-named-twice")
    return [outbid_group(g, seat, source) for source in sources]


def _place(p: Player, wanted: Counts, groups: list[tuple[Tile, Group]]) -> None:
    """Take the workers of a placement: the named outbid groups whole, the rest from the screen.
    The caller lets lying bids stand up on the tiles left (`_settle`) once the workers are placed:
    a group moving from around a tile onto it still stands by the tile."""
    moved: Counts = {}
    for tile, group in groups:
        if group.colour not in wanted:
            raise RuleError("kf-outbid-group-colour", tile=tile.name, colour=group.colour, wanted="/".join(wanted))
        add(moved, group.colour, group.count)
    for colour, n in moved.items():
        if n > wanted[colour]:
            tile, group = next((t, grp) for t, grp in groups if grp.colour == colour)
            raise RuleError("kf-outbid-group-whole", tile=tile.name, count=group.count, colour=colour)
    have = p.all_workers()
    for colour, n in wanted.items():
        extra = n - moved.get(colour, 0)
        if extra > have.get(colour, 0):
            raise RuleError("kf-too-few-workers", colour=colour, needed=extra, have=have.get(colour, 0))
    for tile, group in groups:
        tile.groups = without(tile.groups, group)
    for colour, n in wanted.items():
        if n - moved.get(colour, 0):
            take_workers(p, colour, n - moved.get(colour, 0))


def _bid_lies(g: GameState, p: Player, tile: Tile, colour: str, mine: Group | None) -> bool:
    """Whether a bid of `colour` may go on the tile, and lies down (Summer Boat 4a)."""
    if mine is not None:
        if colour != mine.colour:
            raise RuleError("kf-bid-keeps-colour", tile=tile.name, colour=mine.colour)
        return mine.lying
    lock = tile.colour()
    if lock is None or lock == colour:
        return False
    against = [grp for grp in tile.bids() if grp.seat != p.seat and not grp.lying]
    if summer_boat(g, p, "4a") and lock in BAG_COLOURS and any(grp.colour in BAG_COLOURS for grp in against):
        return True  # a counter-bid in another colour (green too), lying down
    raise RuleError("kf-wrong-colour", tile=tile.name, colour=lock)


def bid(g: GameState, seat: int, a: Bid) -> None:
    p = g.players[seat]
    owner, tile = g.find_tile(a.tile, seat)
    if owner is not None:
        raise RuleError("kf-bid-on-offer-only", tile=tile.name)
    _check_colour(a.colour)
    if a.tile in a.sources:
        raise RuleError("kf-add-to-own-bid", tile=tile.name)
    mine = next((grp for grp in tile.bids() if grp.seat == seat), None)
    lying = _bid_lies(g, p, tile, a.colour, mine)
    highest = max((grp.count for grp in tile.bids() if grp.seat != seat), default=0)
    total = a.count + (mine.count if mine else 0)
    if total <= highest:
        raise RuleError("kf-bid-too-low", tile=tile.name, highest=highest)
    sources = _sources(g, seat, a.sources)
    _place(p, {a.colour: a.count}, sources)
    if mine is not None:
        tile.groups = tuple(grp._replace(count=total) if grp is mine else grp for grp in tile.groups)
    else:
        tile.groups = (*tile.groups, Group(seat, a.colour, a.count, "bid", lying))
    _settle(sources)
    _acted(g)


def _settle(sources: list[tuple[Tile, Group]]) -> None:
    for tile, _ in sources:
        stand_up(tile)


def _use_lying(g: GameState, p: Player, tile: Tile, wanted: Counts) -> set[str]:
    """The colours of a use that lie down (Summer Boat 4b); refuses colours the tile does not take."""
    lock = tile.colour()
    if lock is None:
        if len(wanted) > 1:
            raise RuleError("kf-one-colour", tile=tile.name)
        return set()
    if set(wanted) == {lock}:
        return set()
    if summer_boat(g, p, "4b"):  # an extension's colour too (The Merchants)
        return set(wanted) - {lock}
    if len(wanted) > 1:
        raise RuleError("kf-one-colour", tile=tile.name)
    raise RuleError("kf-wrong-colour", tile=tile.name, colour=lock)


def use(g: GameState, seat: int, a: Use) -> None:
    p, owner, tile = place_use(g, seat, a)
    _tile_acts(g, p, owner, tile, a)


def placed_use_acts(g: GameState, seat: int, a: Use) -> None:
    """The rest of `use` on a state where place_use has placed the same workers on the same tile
    from the same sources (legal.py tries many uses sharing one placement this way)."""
    owner, tile = g.find_tile(a.tile, seat)
    _tile_acts(g, g.players[seat], owner, tile, a)


def _tile_acts(g: GameState, p: Player, owner: int | None, tile: Tile, a: Use) -> None:
    owed = activate(g, p, owner, tile, a)
    if owed:
        g.pending = Pending(p.seat, tile.name, owed)
    else:
        _acted(g)


def place_use(g: GameState, seat: int, a: Use) -> tuple[Player, int | None, Tile]:
    """The workers of a use placed on its tile, before the tile acts. Reads only the tile, the
    workers and their sources (never what the tile is asked to do): legal.py relies on it."""
    p = g.players[seat]
    owner, tile = g.find_tile(a.tile, seat)
    if tile.kind == "order":
        raise RuleError("kf-order-tiles-are-bid-on", tile=tile.name)
    if not has_action(tile):
        raise RuleError("kf-tile-has-no-action", tile=tile.name)
    wanted: Counts = {}
    for n, colour in a.workers:
        _check_colour(colour)
        add(wanted, colour, n)
    room = MAX_WORKERS_ON_TILE - tile.workers_on()
    needed = tile.last_use() + 1
    if needed > room:
        raise RuleError("kf-tile-full", tile=tile.name)
    if a.count < needed:
        raise RuleError("kf-use-needs-more", tile=tile.name, needed=needed)
    if a.count > room:
        raise RuleError("kf-six-on-a-tile", tile=tile.name, room=room)
    lying = _use_lying(g, p, tile, wanted)
    sources = _sources(g, seat, a.sources)
    _place(p, wanted, sources)
    number = tile.use_count() + 1
    for colour, n in wanted.items():
        tile.groups = (*tile.groups, Group(seat, colour, n, "use", colour in lying, number))
    _settle(sources)
    return p, owner, tile


def pick_contract(g: GameState, seat: int, a: PickContract) -> None:
    """A contract still owed by the tile just used; the turn ends with the last one."""
    pending = g.pending
    if pending is None or pending.seat != seat:
        raise RuleError("kf-no-contract-to-choose")
    take_contract(g, g.players[seat], a.contract)
    pending.contracts = min(pending.contracts - 1, contracts_left(g))
    if not pending.contracts:
        g.pending = None
        _acted(g)


def pass_turn(g: GameState, seat: int) -> bool:
    """True when every player has now passed in succession: the season ends."""
    g.passes += 1
    if g.passes >= len(g.players):
        return True
    g.current = (g.current + 1) % len(g.players)
    return False


def _acted(g: GameState) -> None:
    g.passes = 0
    g.current = (g.current + 1) % len(g.players)


def tradeable(contract: int) -> list[str]:
    """The specific items a contract may be traded for (the start-player contract: any item the
    keyple could be declared as, never the keyple itself)."""
    items = CONTRACTS[contract]
    if "purple" in items:
        return [*WORKER_COLOURS, *SKILLS, *RESOURCES]
    return [item for item in items if item not in WILDCARDS]


def trade_contract(g: GameState, seat: int, a: TradeContract) -> None:
    """The Merchants: a contract for one specific item shown on it, if available, as a free action;
    the contract goes face up onto the discard pile."""
    p = g.players[seat]
    if a.contract not in p.all_contracts():
        raise RuleError("kf-no-such-contract", contract=a.contract)
    if a.item == "purple":
        raise RuleError("kf-keyple-not-traded")
    if a.item not in tradeable(a.contract):
        raise RuleError("kf-not-on-contract", contract=a.contract, item=a.item, items=", ".join(tradeable(a.contract)))
    if a.item in BAG_COLOURS:
        left = g.bag.get(a.item, 0)
    elif a.item == "green":
        left = g.green
    elif a.item in SKILLS:
        left = g.skill_pool.get(a.item, 0)
    else:
        left = g.supply.get(a.item, 0)
    if left <= 0:
        raise RuleError("kf-none-left", item=a.item)
    (p.contracts if a.contract in p.contracts else p.shown_contracts).remove(a.contract)
    g.discarded.append(a.contract)
    give_items(g, p, None, {a.item: 1})
