"""The main phase of a season: bidding, using tiles, passing, and trading contracts.

Choices where the reference is open (⚠):
- The n-th use of a tile in a season takes exactly n workers (at most 3 uses), as [BGA] says.
- A player has at most one bid on a tile; adding workers to it keeps its colour.
- Summer Boat 4a lets its owner bid with another colour (not green) against a blue, red or yellow
  lock; 4b lets its owner use (not bid on) a tile with workers already there in any colour, an
  extension's tile too (as The Merchants' rulebook says).
- Workers spent come first from those shown in front of the screen (Variant B), then from behind it.
"""

from __future__ import annotations

from ..core import RuleError
from .actions import Bid, Pass, TradeContract, Use
from .data.components import CONTRACTS
from .data.items import RESOURCES, SKILLS, WILDCARDS, WORKER_COLOURS
from .effects import activate, give_items, summer_boat
from .state import GameState, Group, Player, Tile, spend

MAX_USES = 3


def find_tile(g: GameState, name: str, seat: int) -> tuple[int | None, Tile]:
    """A tile that can take workers this season: (owner or None if auctioned, tile)."""
    if name == "Home":
        name = f"Home {g.players[seat].home}"
    for owner, tile in g.all_tiles_in_play():
        if tile.name == name:
            return owner, tile
    raise RuleError(f"{name} is not on the table this season")


def _allowed_colour(g: GameState, p: Player, tile: Tile, colour: str, bidding: bool) -> None:
    if colour not in WORKER_COLOURS:
        raise RuleError(f"'{colour}' is not a worker colour")
    lock = tile.colour
    if lock is None or lock == colour:
        return
    if bidding and summer_boat(g, p, "4a") and lock != "green" and colour != "green":
        return
    if not bidding and summer_boat(g, p, "4b"):
        return  # the rulebook: 4b's owner may also ignore an extension's colour
    raise RuleError(f"{tile.name} takes {lock} workers this season")


def take_workers(p: Player, colour: str, count: int) -> None:
    """Spend workers of a colour from in front of the screen first, then from behind it."""
    have = spend(p.shown_workers, p.workers, colour, count)
    if have < count:
        raise RuleError(f"You have {have} {colour} worker{'s' if have != 1 else ''}, not {count}")


def _outbid_group(g: GameState, seat: int, source: str) -> tuple[Tile, Group]:
    owner, tile = find_tile(g, source, seat)
    mine = [grp for grp in tile.bids() if grp.seat == seat]
    if owner is not None or not mine:
        raise RuleError(f"You have no bid on {source} to move")
    best = tile.best_bid()
    if best is mine[0]:
        raise RuleError(f"Your bid on {source} is winning; only outbid workers may move")
    return tile, mine[0]


def bid(g: GameState, seat: int, a: Bid) -> None:
    p = g.players[seat]
    owner, tile = find_tile(g, a.tile, seat)
    if owner is not None:
        raise RuleError(f"{tile.name} is in a village; bids go on the tiles up for auction")
    _allowed_colour(g, p, tile, a.colour, bidding=True)
    mine = next((grp for grp in tile.bids() if grp.seat == seat), None)
    if mine is not None and mine.colour != a.colour:
        raise RuleError(f"Your bid on {tile.name} is {mine.colour}; add {mine.colour} workers to it")
    others = max((grp.count for grp in tile.bids() if grp.seat != seat), default=0)
    if a.source is not None:
        if a.source == a.tile:
            raise RuleError("To add to your own bid, bid more workers from behind your screen")
        source_tile, group = _outbid_group(g, seat, a.source)
        if group.colour != a.colour or group.count != a.count:
            raise RuleError(f"An outbid group moves whole: {group.count} {group.colour} from {source_tile.name}")
        new_total = a.count + (mine.count if mine else 0)
        if new_total <= others:
            raise RuleError(f"A bid must beat the highest bid on {tile.name} ({others})")
        source_tile.groups.remove(group)
    else:
        new_total = a.count + (mine.count if mine else 0)
        if new_total <= others:
            raise RuleError(f"A bid must beat the highest bid on {tile.name} ({others})")
        take_workers(p, a.colour, a.count)
    if mine is not None:
        mine.count = new_total
    else:
        tile.groups.append(Group(seat, a.colour, a.count, "bid"))
    if tile.colour is None:
        tile.colour = a.colour
    _acted(g)


def use(g: GameState, seat: int, a: Use) -> None:
    p = g.players[seat]
    owner, tile = find_tile(g, a.tile, seat)
    if tile.kind == "order":
        raise RuleError("Turn-order tiles are bid on, not used")
    uses = len(tile.uses())
    if uses >= MAX_USES:
        raise RuleError(f"{tile.name} has been used {MAX_USES} times this season")
    if a.count != uses + 1:
        raise RuleError(f"Using {tile.name} now takes {uses + 1} worker{'s' if uses else ''}")
    _allowed_colour(g, p, tile, a.colour, bidding=False)
    # A refusal halfway leaves `g` half changed: the engine works on a copy that it then drops.
    if a.source is not None:
        source_tile, group = _outbid_group(g, seat, a.source)
        if group.colour != a.colour or group.count != a.count:
            raise RuleError(f"An outbid group moves whole: {group.count} {group.colour} from {source_tile.name}")
        source_tile.groups.remove(group)
    else:
        take_workers(p, a.colour, a.count)
    tile.groups.append(Group(seat, a.colour, a.count, "use"))
    if tile.colour is None:
        tile.colour = a.colour
    activate(g, p, owner, tile, a)
    _acted(g)


def pass_turn(g: GameState, seat: int, a: Pass) -> bool:
    """True when every player has now passed in succession: the season ends."""
    g.passes += 1
    if g.passes >= len(g.players):
        return True
    g.current = (g.current + 1) % len(g.players)
    return False


def _acted(g: GameState) -> None:
    g.passes = 0
    g.current = (g.current + 1) % len(g.players)


def trade_contract(g: GameState, seat: int, a: TradeContract) -> None:
    """The Merchants: a contract for one specific item shown on it, as a free action."""
    p = g.players[seat]
    if a.contract not in p.contracts:
        raise RuleError(f"You have no contract {a.contract}")
    wanted = CONTRACTS[a.contract]
    if "purple" in wanted and a.item in (*WORKER_COLOURS, *SKILLS, *RESOURCES):
        wanted = {a.item: 1}  # the start-player contract trades for any item but the keyple itself
    if a.item not in wanted or a.item in WILDCARDS:
        shown = ", ".join(i for i in wanted if i not in WILDCARDS and i != "purple") or "nothing specific"
        raise RuleError(f"Contract {a.contract} can be traded for: {shown}")
    if a.item == "purple":
        raise RuleError("The start-player keyple is not traded for")
    if a.item in WORKER_COLOURS and (g.green if a.item == "green" else g.bag.get(a.item, 0)) <= 0:
        raise RuleError(f"No {a.item} worker is left to take")
    if a.item in SKILLS and g.skill_pool.get(a.item, 0) <= 0:
        raise RuleError(f"No {a.item} is left to take")
    p.contracts.remove(a.contract)
    g.discarded.append(a.contract)
    give_items(g, p, None, {a.item: 1}, from_bag_hidden=False)
