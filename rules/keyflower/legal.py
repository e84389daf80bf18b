"""Legal actions: candidate turns in notation, each confirmed by the engine on a copy.

Candidates cover every kind of action with its simplest forms (a bid just above the highest, each
use with each way of paying and choosing, single moves and upgrades of transport actions); more
elaborate turns are typed by players and checked the same way.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from ..core import RuleError
from .data.components import CONTRACTS
from .data.items import RESOURCES, SKILLS, WILDCARDS, WORKER_COLOURS
from .data.tiles import Exchange, Produce, Transport
from .effects import capacity, effect_of, spec_of, summer_boat, village_edges
from .engine import play, to_decide
from .notation import parse_turn
from .scoring import pending_free_actions
from .seasons import boat_names, placements
from .state import GameState, Group, Player, Tile
from .village import distances

BID_STEPS = 2  # bids offered: just above the highest, and one more


def legal_actions(g: GameState, seat: int) -> list[str]:
    return [text for text in candidates(g, seat) if is_legal(g, seat, text)]


def is_legal(g: GameState, seat: int, text: str) -> bool:
    try:
        play(g.copy(), seat, parse_turn(text))
    except RuleError:
        return False
    return True


def candidates(g: GameState, seat: int) -> list[str]:
    if seat not in to_decide(g):
        return []
    p = g.players[seat]
    if g.phase == "main":
        return list(dict.fromkeys(_main(g, p)))
    if g.phase == "winter-offer":
        hand = p.winter_hand
        return ["offer " + ", ".join(c) for k in range(1, len(hand) + 1) for c in combinations(hand, k)]
    if g.phase == "boats":
        return [f"boat {b}" for b in boat_names(g)]
    if g.phase == "swap":
        return [f"swap {b}" for b in g.spare_boats if b != "Sea Bastion II"]
    if g.phase == "placement":
        from .village import DIRECTIONS

        return [f"place {t.name} {DIRECTIONS[e]} of {_short(p, a)}" for t in p.won for e, a in placements(g, p, t)]
    if g.phase == "final":
        out = []
        for who, what in pending_free_actions(g):
            if who != seat:
                continue
            for tile in p.village.values():
                if what == "free_upgrade" and not tile.upgraded and (s := spec_of(tile)) and s.upgradable:
                    out.append(f"upgrade {_short(p, tile.name)}")
                if what == "free_extension" and tile.upgraded and tile.extension is None:
                    out += [f"extension {e} on {_short(p, tile.name)}" for e in g.extensions[:6]]
        return out
    return []


def _short(p: Player, name: str) -> str:
    return "Home" if name == f"Home {p.home}" else name


def _colours(p: Player, need: int) -> list[str]:
    have = p.all_workers()
    return [c for c in WORKER_COLOURS if have.get(c, 0) >= need]


def _main(g: GameState, p: Player) -> Iterator[str]:
    yield "pass"
    for contract in p.contracts:
        items = CONTRACTS[contract]
        tradeable = (*WORKER_COLOURS, *SKILLS, *RESOURCES) if "purple" in items else items
        for item in tradeable:
            if item not in WILDCARDS and item != "purple":
                yield f"trade contract {contract} for {item}. pass"
    outbid = _outbid_groups(g, p)
    for tile in [*g.offer, *g.orders]:
        others = max((grp.count for grp in tile.bids() if grp.seat != p.seat), default=0)
        mine = next((grp for grp in tile.bids() if grp.seat == p.seat), None)
        need = others + 1 - (mine.count if mine else 0)
        for extra in range(max(1, need), max(1, need) + BID_STEPS):
            for colour in _colours(p, extra):
                yield f"bid {extra} {colour} on {tile.name}"
        for source, group in outbid:
            if source.name != tile.name:
                yield f"bid {group.count} {group.colour} on {tile.name} from {source.name}"
    for owner, tile in g.all_tiles_in_play():
        if tile.kind == "order":
            continue
        need = len(tile.uses()) + 1
        name = _short(p, tile.name) if owner == p.seat else tile.name
        for colour in _colours(p, need):
            for tail in _use_tails(g, p, owner, tile):
                yield f"use {name} with {need} {colour}{tail}"
        for source, group in outbid:
            if group.count == need:
                for tail in _use_tails(g, p, owner, tile)[:1]:
                    yield f"use {name} with {need} {group.colour} from {source.name}{tail}"


def _outbid_groups(g: GameState, p: Player) -> list[tuple[Tile, Group]]:
    out: list[tuple[Tile, Group]] = []
    for tile in [*g.offer, *g.orders]:
        best = tile.best_bid()
        out += [(tile, grp) for grp in tile.bids() if grp.seat == p.seat and grp is not best]
    return out


def _use_tails(g: GameState, p: Player, owner: int | None, tile: Tile) -> list[str]:
    effect = effect_of(tile)
    if isinstance(effect, Produce):
        options = [k for k in effect.gain if k != "contract"]
        contract = effect.gain.get("contract", 0)
        picks = [f"contract {c}" for c in g.face_up] + ["contract random"] if contract else []
        if effect.choose_one:
            return [f": {o}" for o in options] + [f": {c}" for c in picks]
        return [f": {c}" for c in picks] if contract else [""]
    if isinstance(effect, Exchange):
        tails = []
        for item in effect.pay:
            if item == "any_worker":
                tails += [f" paying {c}" for c in WORKER_COLOURS if p.all_workers().get(c, 0)]
            elif item == "any_skill":
                tails += [f" paying {s}" for s in SKILLS if p.all_skills().get(s, 0)]
            else:
                tails.append("")
        return tails or [""]
    if isinstance(effect, Transport):
        return [""] + _transport_steps(g, p, effect)
    return []


def _transport_steps(g: GameState, p: Player, effect: Transport) -> list[str]:
    moves, upgrades = capacity(g, p, effect)
    out = []
    if upgrades:
        for tile in p.village.values():
            spec = spec_of(tile)
            if spec is not None and spec.upgradable and not tile.upgraded:
                out.append(f": upgrade {_short(p, tile.name)}")
            if g.merchants and tile.upgraded and tile.extension is None and tile.kind in ("village", "home"):
                out += [f": extension {e} on {_short(p, tile.name)}" for e in g.extensions[:3]]
    if moves:
        kinds = "RG" if summer_boat(g, p, "2a") else "R"
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
