"""The final scoring, in the order The Merchants' rulebook lists it, and the allocation of workers,
skills and resources to the tiles and contracts that score them.

Each item scores once. The engine finds the allocation worth the most VP for the player:
choices per scoring use (how many items or sets, which type for a choice tile, whether a contract
is fulfilled), kept only when the items suffice (exact types first, then the "any" wildcards of
each group, and the purple keyple for one missing item), searched with bounds.

Choices where the reference is open (⚠): with Summer Boat 3b every resource may stand for any
other, gold included (so each leftover resource scores as gold); the purple keyple stands for one
item but never for gold left over.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .data.components import BOATS, CONTRACT_VP, CONTRACTS
from .data.items import ANY_RESOURCE, ANY_SKILL, ANY_WORKER, RESOURCES, SKILLS, WORKER_COLOURS
from .data.tiles import TILES, Scoring, Transport
from .effects import capacity, effect_of, spec_of, summer_boat, village_edges
from .state import Counts, GameState, Player, add
from .village import neighbours, river_chain, road_loop_tiles

GROUPS: Mapping[str, tuple[str, ...]] = {ANY_RESOURCE: RESOURCES, ANY_SKILL: SKILLS, ANY_WORKER: WORKER_COLOURS}
SEA_BREESE_VP = (0, 2, 4, 8, 16, 32)


@dataclass(frozen=True)
class Demand:
    """What one choice of one scoring use takes, and what it is worth."""

    take: Mapping[str, int]  # exact types and wildcards (any_res, any_skill, any_worker) and purple
    vp: int
    label: str


@dataclass
class ScoringUse:
    name: str
    options: list[Demand] = field(default_factory=list)  # the first is "nothing" (0 VP)


@dataclass
class Allocation:
    vp: int
    chosen: dict[str, Demand]
    gold_left: int


def before_scoring(g: GameState) -> None:
    """Keyflower II's gold arrives; Flipper and Flipper II owners then decide (see engine)."""
    for p in g.players:
        for tile in p.village.values():
            if tile.kind == "boat" and BOATS[tile.name].before_scoring == "gain_gold":
                from .data.components import KEYFLOWER_II_GOLD

                gold = min(KEYFLOWER_II_GOLD, g.supply.get("gold", 0))
                add(g.supply, "gold", -gold)
                add(p.village[(0, 0)].resources, "gold", gold)  # on the home tile: no yard counts it
    if not pending_free_actions(g):
        score_all(g)


def pending_free_actions(g: GameState) -> list[tuple[int, str]]:
    """(seat, "free_upgrade" or "free_extension") still to be decided before the scoring."""
    out = []
    for p in g.players:
        for tile in p.village.values():
            if tile.kind == "boat" and not tile.upgraded:
                what = BOATS[tile.name].before_scoring
                if what in ("free_upgrade", "free_extension") and _free_action_possible(g, p, what):
                    out.append((p.seat, what))
    return out


def _free_action_possible(g: GameState, p: Player, what: str) -> bool:
    if what == "free_upgrade":
        return any(not t.upgraded and (s := spec_of(t)) is not None and s.upgradable for t in p.village.values())
    return bool(g.extensions) and any(
        t.upgraded and t.extension is None and t.kind in ("village", "home") for t in p.village.values()
    )


def free_action_done(g: GameState, p: Player, what: str) -> None:
    for tile in p.village.values():
        if tile.kind == "boat" and BOATS[tile.name].before_scoring == what:
            tile.upgraded = True  # marks the boat's free action as used
            break
    if not pending_free_actions(g):
        score_all(g)


def score_all(g: GameState) -> None:
    for p in g.players:
        p.score = score_player(g, p)
        p.vp = sum(p.score.values())
    g.phase = "finished"


def score_player(g: GameState, p: Player) -> dict[str, int]:
    lines: dict[str, int] = {}
    wild_end = summer_boat(g, p, "3b")
    resources: Counts = {}
    for tile in p.village.values():
        effect = effect_of(tile)
        if isinstance(effect, Scoring) and effect.kind == "on_tile":
            counted = _on_tile_count(tile.resources, effect, wild_end)
            if counted:
                lines[tile.name] = effect.vp * counted
            continue
        for res, n in tile.resources.items():
            add(resources, res, n)
    fixed = 0
    for tile in p.village.values():
        spec = spec_of(tile)
        if spec is None:
            continue
        vp = spec.vp[1 if tile.upgraded else 0]
        if tile.extension is not None:
            vp *= 2
        fixed += vp
    if fixed:
        lines["fixed VP"] = fixed
    lines.update(_village_scoring(g, p))
    allocation = allocate(g, p, resources, wild_end)
    for use, demand in allocation.chosen.items():
        if demand.vp:
            lines[use] = lines.get(use, 0) + demand.vp
    if allocation.gold_left:
        lines["gold"] = allocation.gold_left
    return lines


def _on_tile_count(on_tile: Mapping[str, int], effect: Scoring, wild: bool) -> int:
    """Resources a yard, the barn or the blacksmith counts (gold counts as the named resource)."""
    counted = {r: n for r, n in on_tile.items() if r in RESOURCES}
    if ANY_RESOURCE in effect.of or wild:
        return sum(counted.values())
    (named,) = tuple(effect.of)
    return counted.get(named, 0) + counted.get("gold", 0)


def _village_scoring(g: GameState, p: Player) -> dict[str, int]:
    """What winter tiles, boats and turn-order tiles score from the village itself."""
    lines: dict[str, int] = {}
    edges = village_edges(p)
    for pos, tile in p.village.items():
        effect = effect_of(tile)
        if tile.kind == "order":
            lines[tile.name] = sum(1 for _, other in neighbours(pos) if other in edges)
            continue
        if tile.kind == "boat":
            effect = BOATS[tile.name].winter
        if not isinstance(effect, Scoring):
            continue
        vp = 0
        match effect.kind:
            case "flat":
                vp = effect.vp
            case "upgraded":
                vp = effect.vp * sum(1 for t in p.village.values() if t.upgraded and t.kind in ("village", "home"))
            case "extensions":
                vp = effect.vp * sum(1 for t in p.village.values() if t.extension is not None)
            case "transport_points":
                vp = effect.vp * _transport_points(g, p)
            case "road_loop":
                vp = effect.vp * road_loop_tiles(edges)
            case "river_chain":
                boats = {q for q, t in p.village.items() if t.kind == "boat" or t.name.startswith("Summer Boat")}
                vp = SEA_BREESE_VP[min(5, river_chain(edges, boats))]
            case "winter_tiles":
                vp = effect.vp * sum(1 for t in p.village.values() if _is_winter_tile(t.name))
            case "upgrade_icons":
                factor = 2 if summer_boat(g, p, "2b") else 1
                vp = effect.vp * factor * _upgrade_icons(p)
            case _:
                continue  # allocation uses: scored by allocate()
        lines[tile.name] = vp
    return lines


def _is_winter_tile(name: str) -> bool:
    spec = TILES.get(name)
    return spec is not None and spec.season == "winter"


def _transport_points(g: GameState, p: Player) -> int:
    points = 0
    for tile in p.village.values():
        effect = effect_of(tile)
        if isinstance(effect, Transport):
            points += capacity(g, p, effect)[0]
    return points


def _upgrade_icons(p: Player) -> int:
    icons = 0
    for tile in p.village.values():
        effect = effect_of(tile)
        if isinstance(effect, Transport):
            icons += effect.upgrades
        icons += tile.cabins
    return icons


# The allocation


def scoring_uses(g: GameState, p: Player, have: Mapping[str, int]) -> list[ScoringUse]:
    """Every use items can be allocated to, each with its options (most valuable first)."""
    uses: list[ScoringUse] = []
    muleteer = any(t.name == "Muleteer" for t in p.village.values())
    contract_vp = CONTRACT_VP
    for tile in p.village.values():
        if tile.kind == "boat" and BOATS[tile.name].contract_vp:
            contract_vp = BOATS[tile.name].contract_vp or CONTRACT_VP
    for contract in p.contracts:
        use = ScoringUse(f"contract {contract}")
        use.options.append(Demand(dict(CONTRACTS[contract]), contract_vp, "completed"))
        use.options.append(Demand({}, 3 if muleteer else 0, "incomplete"))
        uses.append(use)
    for tile in p.village.values():
        effect = BOATS[tile.name].winter if tile.kind == "boat" else effect_of(tile)
        if not isinstance(effect, Scoring) or effect.kind not in ("per_item", "per_set", "choose_type"):
            continue
        use = ScoringUse(tile.name)
        if effect.kind == "choose_type":
            ((group, _),) = effect.of.items()
            for item in GROUPS[group]:
                for k in range(_available(have, {item: 1}), 0, -1):
                    use.options.append(Demand({item: k}, effect.vp * k, f"{k} {item}"))
        else:
            size = sum(effect.of.values())
            for k in range(_available(have, effect.of), 0, -1):
                use.options.append(
                    Demand({item: n * k for item, n in effect.of.items()}, effect.vp * k, f"{k} × {size}")
                )
        use.options.append(Demand({}, 0, "nothing"))
        uses.append(use)
    return uses


def _available(have: Mapping[str, int], unit: Mapping[str, int]) -> int:
    """An upper bound of how many times `unit` fits in `have` (wildcards by their group's total)."""
    best = 10**6
    for item, n in unit.items():
        pool = sum(have.get(t, 0) for t in GROUPS[item]) if item in GROUPS else have.get(item, 0)
        best = min(best, (pool + have.get("purple", 0)) // n)
    return 0 if best == 10**6 else best


def _feasible(have: Mapping[str, int], need: Mapping[str, int]) -> tuple[bool, int]:
    """Whether `need` can be paid from `have`, and the gold left over (wildcards take gold last)."""
    wild = have.get("purple", 0) - need.get("purple", 0)
    if wild < 0:
        return False, 0
    gold_used_by_wild = 0
    for group, members in GROUPS.items():
        short = sum(max(0, need.get(t, 0) - have.get(t, 0)) for t in members)
        spare = {t: max(0, have.get(t, 0) - need.get(t, 0)) for t in members}
        any_need = need.get(group, 0)
        others = sum(n for t, n in spare.items() if t != "gold")
        gold_spare = spare.get("gold", 0)
        short += max(0, any_need - others - gold_spare)
        if group == ANY_RESOURCE:
            gold_used_by_wild = min(gold_spare, max(0, any_need - others))
        wild -= short
        if wild < 0:
            return False, 0
    gold_left = max(0, have.get("gold", 0) - need.get("gold", 0) - gold_used_by_wild)
    return True, gold_left


def allocate(g: GameState, p: Player, resources: Mapping[str, int], wild_end: bool = False) -> Allocation:
    have: Counts = dict(p.all_workers())
    for skill, n in p.all_skills().items():
        add(have, skill, n)
    for res, n in resources.items():
        add(have, res, n)
    if g.start_player == p.seat and g.phase in ("final", "finished"):
        have["purple"] = 1
    if wild_end:
        have = _all_resources_as_gold(have)
    uses = scoring_uses(g, p, have)
    if wild_end:
        for use in uses:
            use.options = [Demand(_resources_wild(d.take), d.vp, d.label) for d in use.options]
    return best_allocation(have, uses)


def _all_resources_as_gold(have: Counts) -> Counts:
    out = {k: v for k, v in have.items() if k not in RESOURCES}
    out["gold"] = sum(have.get(r, 0) for r in RESOURCES)
    return out


def _resources_wild(take: Mapping[str, int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for item, n in take.items():
        key = ANY_RESOURCE if item in RESOURCES else item
        out[key] = out.get(key, 0) + n
    return out


def best_allocation(have: Mapping[str, int], uses: list[ScoringUse]) -> Allocation:
    """The allocation worth the most VP (gold left over scoring 1 each): depth-first over the uses'
    options, most valuable first, pruned by what the remaining uses could add at best."""
    best_rest = [0] * (len(uses) + 1)
    for i in range(len(uses) - 1, -1, -1):
        best_rest[i] = best_rest[i + 1] + max((o.vp for o in uses[i].options), default=0)
    gold_total = have.get("gold", 0)
    _, gold0 = _feasible(have, {})
    best = Allocation(
        sum(o.vp for o in (u.options[-1] for u in uses)) + gold0, {u.name: u.options[-1] for u in uses}, gold0
    )

    def search(i: int, need: dict[str, int], vp: int, chosen: dict[str, Demand]) -> None:
        nonlocal best
        if vp + best_rest[i] + gold_total <= best.vp:
            return
        if i == len(uses):
            ok, gold_left = _feasible(have, need)
            if ok and vp + gold_left > best.vp:
                best = Allocation(vp + gold_left, dict(chosen), gold_left)
            return
        for option in uses[i].options:
            trial = dict(need)
            for item, n in option.take.items():
                trial[item] = trial.get(item, 0) + n
            if option.take and not _feasible(have, trial)[0]:
                continue
            chosen[uses[i].name] = option
            search(i + 1, trial, vp + option.vp, chosen)
        chosen.pop(uses[i].name, None)

    search(0, {}, 0, {})
    return best
