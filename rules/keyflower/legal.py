"""Legal moves: candidate turns, each confirmed by the engine on a copy.

Candidates cover every kind of action and decision with its simple forms: bids just above the
highest (and one more), outbid groups moved and topped up, first uses of one or two more workers
than needed, each way of paying an "any" cost and of choosing what a tile offers, single moves
and upgrades of transport actions, contract trades, every contract still to choose, the winter
offers, boats, places, free upgrades and extensions, allocation choices. The engine's default of
a decision (see default_move) comes first. Each candidate is one action; more elaborate turns
are typed by players and checked the same way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from itertools import combinations, combinations_with_replacement

from ..core import RuleError
from .actions import (
    Action,
    Allocate,
    Bid,
    Choose,
    ChooseBoat,
    Extend,
    Move,
    OfferWinter,
    Pass,
    PickContract,
    Place,
    Step,
    SwapBoat,
    TakeContract,
    TradeContract,
    Turn,
    Upgrade,
    Use,
)
from .data.components import BOATS, EXTENSIONS
from .data.items import ANY_RESOURCE, ANY_SKILL, ANY_WORKER, CONTRACT, RESOURCES, SKILLS, WORKER_COLOURS
from .data.tiles import Exchange, Produce, Scoring, Transport
from .effects import capacity, effect_of, has_action, road_kinds, spec_of, summer_boat, village_edges
from .moves import default_move, play, to_decide
from .notation import notation
from .scoring import ALLOCATED, GROUPS, pending_free_actions, scoring_uses
from .seasons import boat_names, placements
from .state import GameState, Group, Player, Tile
from .turns import MAX_WORKERS_ON_TILE, place_use, placed_use_acts, tradeable
from .village import distances

BID_STEPS = 2  # bids offered: just above the highest, and one more
PAYMENTS = 6  # at most so many ways of paying one "any" cost

Paying = tuple[str, ...]
Tail = tuple[str | None, tuple[Step, ...]]  # what a use asks beyond its workers: (paying, steps)


def legal_moves(g: GameState, seat: int) -> list[Turn]:
    """The candidates the engine accepts: the same answer as `is_legal` on each, faster. A use
    first places its workers, then its tile acts; the placement reads only the tile, the workers
    and their sources (turns.place_use). So the candidates placing the same workers on the same
    tile from the same sources share one placement, tried once: if it is refused, they all are,
    whatever they ask of the tile; if not, each has its tile act on a copy of the placed state."""
    turns = candidates(g, seat)
    direct = g.phase == "main" and g.pending is None  # a use goes straight to turns.use
    keys = [_placement(turn) if direct else None for turn in turns]
    shared = Counter(keys)
    placed: dict[_Placement, GameState | None] = {}
    out = []
    for turn, key in zip(turns, keys, strict=True):
        if key is not None and shared[key] > 1:
            if key not in placed:
                placed[key] = _place(g, seat, key)
            state = placed[key]
            if state is not None and _acts(state, seat, turn[0]):
                out.append(turn)
        elif _plays(g, seat, turn, direct):
            out.append(turn)
    return out


def legal_actions(g: GameState, seat: int) -> list[str]:
    """The legal moves in notation, for the host."""
    return [notation(turn) for turn in legal_moves(g, seat)]


def is_legal(g: GameState, seat: int, turn: Turn) -> bool:
    """The plain definition: the turn played alone on its own copy of the state."""
    try:
        play(g.copy(), seat, turn)
    except RuleError:
        return False
    return True


_Placement = tuple[str, tuple[tuple[int, str], ...], tuple[str, ...]]


def _placement(turn: Turn) -> _Placement | None:
    """What a lone use places, and where: all that decides whether the placement is refused."""
    if len(turn) != 1 or not isinstance(turn[0], Use):
        return None
    a = turn[0]
    return a.tile, a.workers, a.sources


def _place(g: GameState, seat: int, key: _Placement) -> GameState | None:
    """A copy of the state with the workers of a use placed (None if they can't be)."""
    tile, workers, sources = key
    trial = g.copy_for_turn(seat, _tile_name(g, seat, tile))
    try:
        place_use(trial, seat, Use(tile, workers, sources))
    except RuleError:
        return None
    return trial


def _acts(placed: GameState, seat: int, use: Action) -> bool:
    assert isinstance(use, Use)
    trial = placed.copy_for_turn(seat, _tile_name(placed, seat, use.tile))
    try:
        placed_use_acts(trial, seat, use)
    except RuleError:
        return False
    return True


def _tile_name(g: GameState, seat: int, name: str) -> str:
    return f"Home {g.players[seat].home}" if name == "Home" else name


def _plays(g: GameState, seat: int, turn: Turn, direct: bool) -> bool:
    lone = turn[0] if len(turn) == 1 else None
    if direct and isinstance(lone, Bid | Use):
        trial = g.copy_for_turn(seat, _tile_name(g, seat, lone.tile))
    else:
        trial = g.copy()
    try:
        play(trial, seat, turn)
    except RuleError:
        return False
    return True


def candidates(g: GameState, seat: int) -> list[Turn]:
    if seat not in to_decide(g):
        return []
    p = g.players[seat]
    first = default_move(g, seat)
    out: list[Action] = list(first) if first else []
    if g.phase == "main":
        out += _pending(g, p) if g.pending is not None else _main(g, p)
    elif g.phase == "winter-offer":
        hand = p.winter_hand
        out += [OfferWinter(c) for k in range(1, len(hand) + 1) for c in combinations(hand, k)]
    elif g.phase == "boats":
        out += [ChooseBoat(b) for b in boat_names(g)]
    elif g.phase == "swap":
        out += [SwapBoat(b) for b in g.spare_boats if b != "Sea Bastion II"]
    elif g.phase == "placement":
        out += [Place(t.name, e, _short(p, a)) for t in p.won for e, a in placements(g, p, t)]
    elif g.phase == "final":
        out += _free_actions(g, p)
    elif g.phase == "allocation":
        out += _allocation(g, p)
    return [(a,) for a in dict.fromkeys(out)]


def _short(p: Player, name: str) -> str:
    return "Home" if name == f"Home {p.home}" else name


def _colours(p: Player, need: int) -> list[str]:
    have = p.all_workers()
    return [c for c in WORKER_COLOURS if have.get(c, 0) >= need]


def _trades(p: Player) -> Iterator[Action]:
    for contract in p.all_contracts():
        for item in tradeable(contract):
            yield TradeContract(contract, item)


def _pending(g: GameState, p: Player) -> Iterator[Action]:
    yield from (PickContract(c) for c in g.face_up)
    yield PickContract(None)
    yield from _trades(p)


def _main(g: GameState, p: Player) -> Iterator[Action]:
    yield Pass()
    yield from _trades(p)
    outbid = _outbid_groups(g, p)
    for tile in [*g.offer, *g.orders]:
        others = max((grp.count for grp in tile.bids() if grp.seat != p.seat), default=0)
        mine = next((grp for grp in tile.bids() if grp.seat == p.seat), None)
        need = max(1, others + 1 - (mine.count if mine else 0))
        for extra in range(need, need + BID_STEPS):
            for colour in _colours(p, extra):
                yield Bid(extra, colour, tile.name)
        for source, group in outbid:
            if source is not tile:
                least = max(group.count, need)  # topped up from the screen when the group is short
                for count in range(least, least + BID_STEPS):
                    yield Bid(count, group.colour, tile.name, (source.name,))
    # What a use may ask of a tile depends on its effect alone: found once an effect (every home
    # has the same transport, and finding a transport's steps walks the whole village).
    tails_of: dict[object, list[Tail]] = {}
    for owner, tile in g.all_tiles_in_play():
        if not has_action(tile):
            continue
        need = tile.last_use() + 1
        room = MAX_WORKERS_ON_TILE - tile.workers_on()
        name = _short(p, tile.name) if owner == p.seat else tile.name
        effect = effect_of(tile)
        key = effect if isinstance(effect, Transport) else id(effect)  # every home's is Transport(1, 1)
        if key not in tails_of:
            tails_of[key] = _use_tails(g, p, tile)
        tails = tails_of[key]
        for count in range(need, min(room, need + 1) + 1):
            for colour in _colours(p, count):
                for paying, steps in tails:
                    yield Use(name, ((count, colour),), (), paying, steps)
        for source, group in outbid:
            least = max(group.count, need)
            for count in range(least, min(room, least + 1) + 1):
                for paying, steps in tails:
                    yield Use(name, ((count, group.colour),), (source.name,), paying, steps)
        lock = tile.colour()
        if need >= 2 and lock is not None and summer_boat(g, p, "4b"):
            paying, steps = tails[0]
            for colour in _colours(p, 1):
                if colour != lock and p.all_workers().get(lock, 0) >= need - 1:
                    yield Use(name, ((need - 1, lock), (1, colour)), (), paying, steps)


def _outbid_groups(g: GameState, p: Player) -> list[tuple[Tile, Group]]:
    out: list[tuple[Tile, Group]] = []
    for tile in [*g.offer, *g.orders]:
        best = tile.best_bid()
        out += [(tile, grp) for grp in tile.bids() if grp.seat == p.seat and grp is not best]
    return out


def _use_tails(g: GameState, p: Player, tile: Tile) -> list[Tail]:
    """What the uses of a tile may ask of it, beyond their workers: nothing, what to choose, how
    to pay the extra worker or skill, a transport's single steps."""
    effect = effect_of(tile)
    if isinstance(effect, Produce):
        options = [k for k in effect.gain if k != CONTRACT]
        picks = [TakeContract(c) for c in [*g.face_up, None]] if effect.gain.get(CONTRACT, 0) else []
        if effect.choose_one:
            return [(None, (Choose(o),)) for o in options] + [(None, (c,)) for c in picks]
        return [(None, ())] + [(None, (c,)) for c in picks]  # no contract named: chosen afterwards
    if isinstance(effect, Exchange):
        tails: list[Tail] = []
        for item in effect.pay:
            if item == ANY_WORKER:
                tails += [(c, ()) for c in WORKER_COLOURS if p.all_workers().get(c, 0)]
            elif item == ANY_SKILL:
                tails += [(s, ()) for s in SKILLS if p.all_skills().get(s, 0)]
            else:
                tails.append((None, ()))
        return tails or [(None, ())]
    if isinstance(effect, Transport):
        return [(None, ())] + [(None, (step,)) for step in _transport_steps(g, p, effect)]
    return [(None, ())]


def payments(g: GameState, p: Player, tile: Tile, cost: Mapping[str, int]) -> list[Paying]:
    """Ways of naming the items of a cost with an "any" part (or any cost, with Summer Boat 3a),
    as `paying wood+gold` names them. The first candidate of every upgrade names none (the
    engine's pick)."""
    wild = summer_boat(g, p, "3a")
    resources = sum(n for item, n in cost.items() if item in (*RESOURCES, ANY_RESOURCE))
    if not (ANY_RESOURCE in cost or ANY_SKILL in cost or ANY_WORKER in cost or (wild and resources)):
        return []
    on_tile = [r for r in RESOURCES if tile.resources.get(r, 0)]
    exact = [item for item, n in cost.items() if item in RESOURCES for _ in range(n)]
    resource_ways: list[Paying] = []
    if wild:
        resource_ways = list(combinations_with_replacement(on_tile, resources))
    else:
        free = cost.get(ANY_RESOURCE, 0)
        resource_ways = [tuple(exact) + combo for combo in combinations_with_replacement(on_tile, free)]
    skill_ways: list[Paying] = [tuple(s for s in SKILLS for _ in range(cost.get(s, 0)))]
    if cost.get(ANY_SKILL):
        have = [s for s in SKILLS if p.all_skills().get(s, 0)]
        skill_ways = [skill_ways[0] + combo for combo in combinations_with_replacement(have, cost[ANY_SKILL])]
    worker_ways: list[Paying] = [tuple(c for c in WORKER_COLOURS for _ in range(cost.get(c, 0)))]
    if cost.get(ANY_WORKER):
        have = [c for c in WORKER_COLOURS if p.all_workers().get(c, 0)]
        worker_ways = [worker_ways[0] + combo for combo in combinations_with_replacement(have, cost[ANY_WORKER])]
    out = [r + s + w for r in resource_ways or [()] for s in skill_ways for w in worker_ways if r + s + w]
    return out[:PAYMENTS]


def _transport_steps(g: GameState, p: Player, effect: Transport) -> list[Step]:
    moves, upgrades = capacity(g, p, effect)
    out: list[Step] = []
    if upgrades:
        for tile in p.village.values():
            name = _short(p, tile.name)
            spec = spec_of(tile)
            if spec is not None and spec.cost is not None and not tile.upgraded:
                out.append(Upgrade(name))
                out += [Upgrade(name, way) for way in payments(g, p, tile, spec.cost)]
            if g.merchants and tile.upgraded and tile.extension is None and tile.kind in ("village", "home"):
                for e in g.extensions[:3]:
                    out.append(Extend(e, name))
                    out += [Extend(e, name, None, way) for way in payments(g, p, tile, EXTENSIONS[e].cost)[:2]]
    if moves:
        kinds = road_kinds(g, p)
        edges = village_edges(p)
        for pos, tile in p.village.items():
            here = [r for r in RESOURCES if tile.resources.get(r, 0)]
            if not here:
                continue
            reach = distances(edges, pos, kinds)
            for other_pos, far in reach.items():
                if other_pos == pos or far > moves:
                    continue
                target = p.village[other_pos]
                out += [Move(1, r, _short(p, tile.name), _short(p, target.name)) for r in here]
    return out


def _free_actions(g: GameState, p: Player) -> list[Action]:
    out: list[Action] = []
    for who, what in pending_free_actions(g):
        if who != p.seat:
            continue
        for tile in p.village.values():
            name = _short(p, tile.name)
            if what == "free_upgrade" and not tile.upgraded and (s := spec_of(tile)) and s.upgradable:
                out.append(Upgrade(name))
            if what == "free_extension" and tile.upgraded and tile.extension is None:
                out += [Extend(e, name) for e in g.extensions[:6]]
    return out


def _allocation(g: GameState, p: Player) -> list[Action]:
    """The allocation's choices: each type a choice tile may count, how many items or sets a
    scoring tile gets (up to what could be given), contracts left aside, and back to automatic."""
    out: list[Action] = []
    have: dict[str, int] = {**p.all_workers(), **p.all_skills()}
    for tile in p.village.values():
        for r, n in tile.resources.items():
            have[r] = have.get(r, 0) + n
    for use in scoring_uses(g, p, have):
        if use.name in p.pins:
            out.append(Allocate(use.name, "auto"))
        if use.name.startswith("contract "):
            out.append(Allocate(use.name, "skip"))
            continue
        effect = next(
            (e for t in p.village.values() if t.name == use.name for e in [_scoring_effect(t)] if e is not None), None
        )
        if effect is None or effect.kind not in ALLOCATED:
            continue
        if effect.kind == "choose_type":
            ((group, _),) = effect.of.items()
            out += [Allocate(use.name, item) for item in GROUPS[group]]
        else:
            most = max((int(d.label.split()[0]) for d in use.options if d.take), default=0)
            out += [Allocate(use.name, str(k)) for k in range(most)]
    return out


def _scoring_effect(tile: Tile) -> Scoring | None:
    effect = BOATS[tile.name].winter if tile.kind == "boat" else effect_of(tile)
    return effect if isinstance(effect, Scoring) else None
