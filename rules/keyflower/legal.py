"""Legal actions: candidate texts in notation, each confirmed by the engine on a copy.

Candidates cover every kind of action and decision with its simple forms: bids just above the
highest (and one more), outbid groups moved and topped up, first uses of one or two more workers
than needed, each way of paying an "any" cost and of choosing what a tile offers, single moves
and upgrades of transport actions, contract trades, every contract still to choose, the winter
offers, boats, places, free upgrades and extensions, allocation choices. The engine's default of
a decision (see engine.default_action) comes first. More elaborate turns are typed by players
and checked the same way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from itertools import combinations, combinations_with_replacement

from ..core import RuleError
from .actions import Action, Bid, Turn, Use
from .data.components import EXTENSIONS
from .data.items import ANY_RESOURCE, ANY_SKILL, ANY_WORKER, RESOURCES, SKILLS, WORKER_COLOURS
from .data.tiles import Exchange, Produce, Scoring, Transport
from .effects import capacity, effect_of, has_action, road_kinds, spec_of, summer_boat, village_edges
from .engine import default_action, play, to_decide
from .notation import parse_turn
from .scoring import ALLOCATED, GROUPS, scoring_uses
from .seasons import boat_names, placements
from .state import GameState, Group, Player, Tile
from .turns import MAX_WORKERS_ON_TILE, place_use, placed_use_acts, tradeable
from .village import DIRECTIONS, distances

BID_STEPS = 2  # bids offered: just above the highest, and one more
PAYMENTS = 6  # at most so many ways of paying one "any" cost


def legal_moves(g: GameState, seat: int) -> list[Turn]:
    """The turns of `seat` the engine accepts now, each of one action (a free action leaves the
    seat to decide again), in the order of legal_actions."""
    return [tuple(actions) for _, actions in _accepted(g, seat)]


def legal_actions(g: GameState, seat: int) -> list[str]:
    """The candidates the engine accepts, as notation: the same answer as `is_legal` on each."""
    return [text for text, _ in _accepted(g, seat)]


def _accepted(g: GameState, seat: int) -> list[tuple[str, list[Action]]]:
    """The candidates the engine accepts, faster than trying each alone. A use first places its
    workers, then its tile acts; the placement reads only the tile, the workers and their sources
    (turns.place_use). So the candidates placing the same workers on the same tile from the same
    sources share one placement, tried once: if it is refused, they all are, whatever they ask of
    the tile; if not, each has its tile act on a copy of the placed state."""
    texts = candidates(g, seat)
    parsed = [_parsed(text) for text in texts]
    direct = g.phase == "main" and g.pending is None  # a use goes straight to turns.use
    keys = [_placement(actions) if direct else None for actions in parsed]
    shared = Counter(keys)
    placed: dict[_Placement, GameState | None] = {}
    out = []
    for text, actions, key in zip(texts, parsed, keys, strict=True):
        if actions is None:
            continue
        if key is not None and shared[key] > 1:
            if key not in placed:
                placed[key] = _place(g, seat, key)
            state = placed[key]
            if state is not None and _acts(state, seat, actions[0]):
                out.append((text, actions))
        elif _plays(g, seat, actions, direct):
            out.append((text, actions))
    return out


def is_legal(g: GameState, seat: int, text: str) -> bool:
    """The plain definition: the text played alone on its own copy of the state."""
    try:
        play(g.copy(), seat, parse_turn(text))
    except RuleError:
        return False
    return True


PARSED_KEPT = 50_000  # texts whose parse is kept (a text's actions never change)
_PARSED: dict[str, list[Action] | None] = {}
_Placement = tuple[str, tuple[tuple[int, str], ...], tuple[str, ...]]


def _parsed(text: str) -> list[Action] | None:
    """The actions of a text (None if it does not parse), parsed once."""
    if text in _PARSED:
        return _PARSED[text]
    if len(_PARSED) >= PARSED_KEPT:
        _PARSED.clear()
    try:
        actions: list[Action] | None = parse_turn(text)
    except RuleError:
        actions = None
    _PARSED[text] = actions
    return actions


def _placement(actions: list[Action] | None) -> _Placement | None:
    """What a lone use places, and where: all that decides whether the placement is refused."""
    if actions is None or len(actions) != 1 or not isinstance(actions[0], Use):
        return None
    a = actions[0]
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


def _plays(g: GameState, seat: int, actions: list[Action], direct: bool) -> bool:
    lone = actions[0] if len(actions) == 1 else None
    if direct and isinstance(lone, Bid | Use):
        trial = g.copy_for_turn(seat, _tile_name(g, seat, lone.tile))
    else:
        trial = g.copy()
    try:
        play(trial, seat, actions)
    except RuleError:
        return False
    return True


def candidates(g: GameState, seat: int) -> list[str]:
    if seat not in to_decide(g):
        return []
    p = g.players[seat]
    first = default_action(g, seat)
    out = [first] if first else []
    if g.phase == "main":
        out += _pending(g, p) if g.pending is not None else _main(g, p)
    elif g.phase == "winter-offer":
        hand = p.winter_hand
        out += ["offer " + ", ".join(c) for k in range(1, len(hand) + 1) for c in combinations(hand, k)]
    elif g.phase == "boats":
        out += [f"boat {b}" for b in boat_names(g)]
    elif g.phase == "swap":
        out += [f"swap {b}" for b in g.spare_boats if b != "Sea Bastion II"]
    elif g.phase == "placement":
        out += [f"place {t.name} {DIRECTIONS[e]} of {_short(p, a)}" for t in p.won for e, a in placements(g, p, t)]
    elif g.phase == "final":
        out += _free_actions(g, p)
    elif g.phase == "allocation":
        out += _allocation(g, p)
    return list(dict.fromkeys(out))


def _short(p: Player, name: str) -> str:
    return "Home" if name == f"Home {p.home}" else name


def _colours(p: Player, need: int) -> list[str]:
    have = p.all_workers()
    return [c for c in WORKER_COLOURS if have.get(c, 0) >= need]


def _trades(p: Player) -> Iterator[str]:
    for contract in p.all_contracts():
        for item in tradeable(contract):
            yield f"trade contract {contract} for {item}"


def _pending(g: GameState, p: Player) -> Iterator[str]:
    yield from (f"contract {c}" for c in g.face_up)
    yield "contract random"
    yield from _trades(p)


def _main(g: GameState, p: Player) -> Iterator[str]:
    yield "pass"
    yield from _trades(p)
    outbid = _outbid_groups(g, p)
    for tile in [*g.offer, *g.orders]:
        others = max((grp.count for grp in tile.bids() if grp.seat != p.seat), default=0)
        mine = next((grp for grp in tile.bids() if grp.seat == p.seat), None)
        need = max(1, others + 1 - (mine.count if mine else 0))
        for extra in range(need, need + BID_STEPS):
            for colour in _colours(p, extra):
                yield f"bid {extra} {colour} on {tile.name}"
        for source, group in outbid:
            if source is not tile:
                least = max(group.count, need)  # topped up from the screen when the group is short
                for count in range(least, least + BID_STEPS):
                    yield f"bid {count} {group.colour} on {tile.name} from {source.name}"
    tails_of: dict[object, list[str]] = {}  # what follows "use X with N colour" depends on the effect alone
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
                for tail in tails:
                    yield f"use {name} with {count} {colour}{tail}"
        for source, group in outbid:
            least = max(group.count, need)
            for count in range(least, min(room, least + 1) + 1):
                for tail in tails:
                    yield f"use {name} with {count} {group.colour} from {source.name}{tail}"
        lock = tile.colour()
        if need >= 2 and lock is not None and summer_boat(g, p, "4b"):
            for colour in _colours(p, 1):
                if colour != lock and p.all_workers().get(lock, 0) >= need - 1:
                    yield f"use {name} with {need - 1} {lock} + 1 {colour}{tails[0]}"


def _outbid_groups(g: GameState, p: Player) -> list[tuple[Tile, Group]]:
    out: list[tuple[Tile, Group]] = []
    for tile in [*g.offer, *g.orders]:
        best = tile.best_bid()
        out += [(tile, grp) for grp in tile.bids() if grp.seat == p.seat and grp is not best]
    return out


def _use_tails(g: GameState, p: Player, tile: Tile) -> list[str]:
    effect = effect_of(tile)
    if isinstance(effect, Produce):
        options = [k for k in effect.gain if k != "contract"]
        contract = effect.gain.get("contract", 0)
        picks = [f"contract {c}" for c in g.face_up] + ["contract random"] if contract else []
        if effect.choose_one:
            return [f": {o}" for o in options] + [f": {c}" for c in picks]
        return [""] + [f": {c}" for c in picks]  # no contract named: chosen afterwards
    if isinstance(effect, Exchange):
        tails = []
        for item in effect.pay:
            if item == ANY_WORKER:
                tails += [f" paying {c}" for c in WORKER_COLOURS if p.all_workers().get(c, 0)]
            elif item == ANY_SKILL:
                tails += [f" paying {s}" for s in SKILLS if p.all_skills().get(s, 0)]
            else:
                tails.append("")
        return tails or [""]
    if isinstance(effect, Transport):
        return [""] + _transport_steps(g, p, effect)
    return [""]


def payments(g: GameState, p: Player, tile: Tile, cost: Mapping[str, int]) -> list[str]:
    """Ways of naming the items of a cost with an "any" part (or any cost, with Summer Boat 3a):
    `paying wood+gold`. The first candidate of every upgrade names none (the engine's pick)."""
    wild = summer_boat(g, p, "3a")
    resources = sum(n for item, n in cost.items() if item in (*RESOURCES, ANY_RESOURCE))
    if not (ANY_RESOURCE in cost or ANY_SKILL in cost or ANY_WORKER in cost or (wild and resources)):
        return []
    on_tile = [r for r in RESOURCES if tile.resources.get(r, 0)]
    exact = [item for item, n in cost.items() if item in RESOURCES for _ in range(n)]
    resource_ways: list[tuple[str, ...]] = []
    if wild:
        resource_ways = list(combinations_with_replacement(on_tile, resources))
    else:
        free = cost.get(ANY_RESOURCE, 0)
        resource_ways = [tuple(exact) + combo for combo in combinations_with_replacement(on_tile, free)]
    skill_ways: list[tuple[str, ...]] = [tuple(s for s in SKILLS for _ in range(cost.get(s, 0)))]
    if cost.get(ANY_SKILL):
        have = [s for s in SKILLS if p.all_skills().get(s, 0)]
        skill_ways = [skill_ways[0] + combo for combo in combinations_with_replacement(have, cost[ANY_SKILL])]
    worker_ways: list[tuple[str, ...]] = [tuple(c for c in WORKER_COLOURS for _ in range(cost.get(c, 0)))]
    if cost.get(ANY_WORKER):
        have = [c for c in WORKER_COLOURS if p.all_workers().get(c, 0)]
        worker_ways = [worker_ways[0] + combo for combo in combinations_with_replacement(have, cost[ANY_WORKER])]
    out = []
    for r in resource_ways or [()]:
        for s in skill_ways:
            for w in worker_ways:
                if r + s + w:
                    out.append(" paying " + "+".join(r + s + w))
    return out[:PAYMENTS]


def _transport_steps(g: GameState, p: Player, effect: Transport) -> list[str]:
    moves, upgrades = capacity(g, p, effect)
    out = []
    if upgrades:
        for tile in p.village.values():
            spec = spec_of(tile)
            if spec is not None and spec.cost is not None and not tile.upgraded:
                name = _short(p, tile.name)
                out.append(f": upgrade {name}")
                out += [f": upgrade {name}{way}" for way in payments(g, p, tile, spec.cost)]
            if g.merchants and tile.upgraded and tile.extension is None and tile.kind in ("village", "home"):
                for e in g.extensions[:3]:
                    out.append(f": extension {e} on {_short(p, tile.name)}")
                    ways = payments(g, p, tile, EXTENSIONS[e].cost)
                    out += [f": extension {e} on {_short(p, tile.name)}{way}" for way in ways[:2]]
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
                for r in here:
                    out.append(f": move 1 {r} {_short(p, tile.name)}>{_short(p, target.name)}")
    return out


def _free_actions(g: GameState, p: Player) -> list[str]:
    from .scoring import pending_free_actions

    out = []
    for who, what in pending_free_actions(g):
        if who != p.seat:
            continue
        for tile in p.village.values():
            if what == "free_upgrade" and not tile.upgraded and (s := spec_of(tile)) and s.upgradable:
                out.append(f"upgrade {_short(p, tile.name)}")
            if what == "free_extension" and tile.upgraded and tile.extension is None:
                out += [f"extension {e} on {_short(p, tile.name)}" for e in g.extensions[:6]]
    return out


def _allocation(g: GameState, p: Player) -> list[str]:
    """The allocation's choices: each type a choice tile may count, how many items or sets a
    scoring tile gets (up to what could be given), contracts left aside, and back to automatic."""
    out = []
    have: dict[str, int] = {**p.all_workers(), **p.all_skills()}
    for tile in p.village.values():
        for r, n in tile.resources.items():
            have[r] = have.get(r, 0) + n
    for use in scoring_uses(g, p, have):
        if use.name in p.pins:
            out.append(f"allocate {use.name}: auto")
        if use.name.startswith("contract "):
            out.append(f"allocate {use.name}: skip")
            continue
        effect = next(
            (e for t in p.village.values() if t.name == use.name for e in [_scoring_effect(t)] if e is not None), None
        )
        if effect is None or effect.kind not in ALLOCATED:
            continue
        if effect.kind == "choose_type":
            ((group, _),) = effect.of.items()
            out += [f"allocate {use.name}: {item}" for item in GROUPS[group]]
        else:
            most = max((int(d.label.split()[0]) for d in use.options if d.take), default=0)
            out += [f"allocate {use.name}: {k}" for k in range(most)]
    return out


def _scoring_effect(tile: Tile) -> Scoring | None:
    from .data.components import BOATS

    effect = BOATS[tile.name].winter if tile.kind == "boat" else effect_of(tile)
    return effect if isinstance(effect, Scoring) else None
