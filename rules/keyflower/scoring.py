"""The final scoring, in the order The Merchants' rulebook lists it, and the allocation of workers,
skills and resources to the tiles and contracts that score them.

Each item scores once. The engine proposes the allocation worth the most VP for the player:
choices per scoring use (how many items or sets, which type for a choice tile, whether a contract
is fulfilled), kept only when the items suffice (exact types first, then the "or gold" of Mercer's
Guild, then the "any" wildcards of each group, and the purple keyple for one missing item),
searched with bounds. Each player may steer it (`allocate ...`) and then confirms it.

The purple keyple counts only for the player who won the start-player turn-order tile in winter
("the player who successfully bid for it"): as one resource (on a yard or the barn too), skill or
worker of any colour, or for the start-player contract.

Choices where the rulebooks are open (⚠): with Summer Boat 3b every resource may stand for any
other, gold included (so each leftover resource scores as gold); the purple keyple stands for one
item but never for gold left over; when nobody won the start-player tile in winter, nobody
declares the keyple.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..core import RuleError
from .data.components import BOATS, CONTRACT_VP, CONTRACTS, KEYFLOWER_II_GOLD
from .data.items import ANY_RESOURCE, ANY_SKILL, ANY_WORKER, BASIC_RESOURCES, RESOURCES, SKILLS, WORKER_COLOURS
from .data.tiles import TILES, Scoring, Transport
from .effects import capacity, effect_of, is_boat, spec_of, summer_boat, village_edges
from .notation import is_number
from .state import Counts, GameState, Player, add
from .village import neighbours, river_chain, road_loop_tiles

GROUPS: Mapping[str, tuple[str, ...]] = {ANY_RESOURCE: RESOURCES, ANY_SKILL: SKILLS, ANY_WORKER: WORKER_COLOURS}
# Mercer's Guild: "gold can be used in substitution of any of the other types of resource".
OR_GOLD: Mapping[str, str] = {f"{r}_or_gold": r for r in BASIC_RESOURCES}
SEA_BREESE_VP = (0, 2, 4, 8, 16, 32)
PURPLE = "purple"


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
    """Keyflower II's gold arrives; Flipper and Flipper II owners then decide (phase "final"), and
    every player confirms their allocation (phase "allocation")."""
    for p in g.players:
        for tile in p.village.values():
            if tile.kind == "boat" and BOATS[tile.name].before_scoring == "gain_gold":
                gold = min(KEYFLOWER_II_GOLD, g.supply.get("gold", 0))
                add(g.supply, "gold", -gold)
                p.village[(0, 0)].add("gold", gold)  # on the home tile: no yard counts it
    g.phase = "final"
    if not pending_free_actions(g):
        start_allocation(g)


def start_allocation(g: GameState) -> None:
    g.phase = "allocation"
    for p in g.players:
        p.allocated = False


def confirm(g: GameState, p: Player) -> None:
    """The player accepts their allocation; the game is scored once everybody has."""
    p.allocated = True
    if all(q.allocated for q in g.players):
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
        start_allocation(g)


def _ahead(g: GameState, a: int, b: int) -> bool:
    """Whether seat `a` finishes ahead of seat `b`: more VP; with The Merchants, on a tie, the one
    who chose their winter boat first. The base game leaves a tie a tie."""
    pa, pb = g.players[a], g.players[b]
    if pa.vp != pb.vp:
        return pa.vp > pb.vp
    return g.merchants and (pa.boat_rank if pa.boat_rank is not None else 99) < (
        pb.boat_rank if pb.boat_rank is not None else 99
    )


def places(g: GameState) -> list[int]:
    """Each seat's place, 1 the winner; tied players share a place."""
    seats = range(len(g.players))
    return [1 + sum(1 for other in seats if _ahead(g, other, seat)) for seat in seats]


def ranking(g: GameState) -> list[int]:
    """Seats from first to last (tied seats in seat order)."""
    place = places(g)
    return sorted(range(len(g.players)), key=lambda s: (place[s], s))


def score_all(g: GameState) -> None:
    for p in g.players:
        p.score = score_player(g, p)
        p.vp = sum(p.score.values())
    g.phase = "finished"


def score_player(g: GameState, p: Player) -> dict[str, int]:
    lines: dict[str, int] = {}
    wild_end = summer_boat(g, p, "3b")
    resources: Counts = {}
    yards: list[tuple[str, int]] = []
    for tile in p.village.values():
        effect = effect_of(tile)
        if isinstance(effect, Scoring) and effect.kind == "on_tile":
            counted = _on_tile_count(tile.resources, effect, wild_end)
            if counted:
                lines[tile.name] = effect.vp * counted
            yards.append((tile.name, effect.vp))
            continue  # what lies on a yard or the barn scores there or nowhere
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
    allocation = allocate(g, p, resources, wild_end, yards)
    for use, demand in allocation.chosen.items():
        if demand.vp:
            lines[use] = lines.get(use, 0) + demand.vp
    if allocation.gold_left:
        lines["gold"] = allocation.gold_left
    return lines


def allocation_of(g: GameState, p: Player) -> dict[str, str]:
    """What each scoring use gets in the player's allocation, in words ("2 × 3", "stone", ...)."""
    resources: Counts = {}
    yards: list[tuple[str, int]] = []
    for tile in p.village.values():
        effect = effect_of(tile)
        if isinstance(effect, Scoring) and effect.kind == "on_tile":
            yards.append((tile.name, effect.vp))
            continue
        for res, n in tile.resources.items():
            add(resources, res, n)
    chosen = allocate(g, p, resources, summer_boat(g, p, "3b"), yards).chosen
    return {use: demand.label for use, demand in chosen.items() if demand.take}


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
                boats = {q for q, t in p.village.items() if is_boat(t)}
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


def scoring_uses(
    g: GameState, p: Player, have: Mapping[str, int], yards: Sequence[tuple[str, int]] = ()
) -> list[ScoringUse]:
    """Every use items can be allocated to, each with its options (most valuable first)."""
    uses: list[ScoringUse] = []
    muleteer = any(t.name == "Muleteer" for t in p.village.values())
    contract_vp = CONTRACT_VP
    for tile in p.village.values():
        if tile.kind == "boat" and BOATS[tile.name].contract_vp:
            contract_vp = BOATS[tile.name].contract_vp or CONTRACT_VP
    uses += [contract_use(c, contract_vp, 3 if muleteer else 0) for c in p.all_contracts()]
    for tile in p.village.values():
        effect = BOATS[tile.name].winter if tile.kind == "boat" else effect_of(tile)
        if isinstance(effect, Scoring) and effect.kind in ALLOCATED:
            uses.append(tile_use(tile.name, effect, have))
    if have.get(PURPLE):  # the keyple declared as one more resource on a yard or the barn
        uses += [ScoringUse(name, [Demand({PURPLE: 1}, vp, "keyple"), Demand({}, 0, "nothing")]) for name, vp in yards]
    for use in uses:
        use.options = _pinned(use, p.pins.get(use.name))
    return uses


ALLOCATED = ("per_item", "per_set", "choose_type")  # the scoring kinds that take items


def tile_use(name: str, effect: Scoring, have: Mapping[str, int]) -> ScoringUse:
    """A tile's options at the allocation: every type and count for a choice tile, every number of
    items or sets for the others (up to what `have` could give), most valuable first."""
    use = ScoringUse(name)
    if effect.kind == "choose_type":
        ((group, _),) = effect.of.items()
        for item in GROUPS[group]:
            for k in range(_available(have, {item: 1}), 0, -1):
                use.options.append(Demand({item: k}, effect.vp * k, f"{k} {item}"))
    else:
        unit = {(f"{item}_or_gold" if effect.gold_wild else item): n for item, n in effect.of.items()}
        size = sum(unit.values())
        for k in range(_available(have, unit), 0, -1):
            use.options.append(Demand({item: n * k for item, n in unit.items()}, effect.vp * k, f"{k} × {size}"))
    use.options.append(Demand({}, 0, "nothing"))
    return use


def contract_use(contract: int, done_vp: int = CONTRACT_VP, undone_vp: int = 0) -> ScoringUse:
    return ScoringUse(
        f"contract {contract}",
        [Demand(dict(CONTRACTS[contract]), done_vp, "completed"), Demand({}, undone_vp, "incomplete")],
    )


def _pinned(use: ScoringUse, choice: str | None) -> list[Demand]:
    """The options a player's own choice leaves: a type, at most so many, or a skipped contract."""
    if choice is None:
        return use.options
    if use.name.startswith("contract"):
        return [d for d in use.options if not d.take] if choice == "skip" else use.options
    if is_number(choice):
        cap = int(choice)
        return [d for d in use.options if not d.take or int(d.label.split()[0]) <= cap]
    return [d for d in use.options if not d.take or choice in d.take]


def pin(g: GameState, p: Player, use: str, choice: str) -> None:
    """Record the player's own allocation choice for a use (checked against what the use takes);
    `auto` gives a choice back to the engine."""
    if use.startswith("contract "):
        if int(use.split()[1]) not in p.all_contracts():
            raise RuleError("kf-no-such-contract", contract=int(use.split()[1]))
        if choice not in ("skip", "auto"):
            raise RuleError("kf-contract-allocation")
    else:
        if not any(t.name == use for t in p.village.values()):
            raise RuleError("kf-not-in-your-village", tile=use)
        spec = TILES.get(use)
        effect = BOATS[use].winter if use in BOATS else spec.a if spec else None
        if not isinstance(effect, Scoring) or effect.kind not in ALLOCATED:
            raise RuleError("kf-takes-no-items", use=use)
        if choice != "auto" and effect.kind == "choose_type":
            ((group, _),) = effect.of.items()
            if choice not in GROUPS[group]:
                raise RuleError("kf-counts-one-of", use=use, options=", ".join(GROUPS[group]))
        elif choice != "auto" and not is_number(choice):
            raise RuleError("kf-say-how-many", use=use)
    if choice == "auto":
        if use not in p.pins:  # nothing to give back: it would change nothing
            raise RuleError("kf-allocation-automatic", use=use)
        del p.pins[use]
        return
    p.pins[use] = choice


def _unit_pool(have: Mapping[str, int], item: str) -> int:
    """How many items of `have` could stand for `item`."""
    if item in GROUPS:
        return sum(have.get(t, 0) for t in GROUPS[item])
    if item in OR_GOLD:
        return have.get(OR_GOLD[item], 0) + have.get("gold", 0)
    return have.get(item, 0)


def _available(have: Mapping[str, int], unit: Mapping[str, int]) -> int:
    """An upper bound of how many times `unit` fits in `have` (wildcards by their group's total)."""
    best = 10**6
    for item, n in unit.items():
        best = min(best, (_unit_pool(have, item) + have.get(PURPLE, 0)) // n)
    return 0 if best == 10**6 else best


ITEM_GROUP: Mapping[str, str] = {
    **{item: group for group, members in GROUPS.items() for item in (group, *members)},
    **{key: ANY_RESOURCE for key in OR_GOLD},
}


def _item_group(item: str) -> str | None:
    return ITEM_GROUP.get(item)


def _group_of(take: Mapping[str, int]) -> str | None:
    """The one item group (workers, skills or resources) a demand draws on, if it is one."""
    found = {group for item in take if (group := _item_group(item)) is not None}
    return found.pop() if len(found) == 1 else None


def _group_feasible(have: Mapping[str, int], need: Mapping[str, int], group: str, wild: int) -> tuple[bool, int]:
    """Whether one group's demand can be paid (with up to `wild` purple keyples standing in), and
    the gold left over for the resources group. Exact types take their own items; Mercer's "wood
    or gold" takes wood, then gold; wildcards take what is left, gold last; a keyple left spare
    stands in for a gold."""
    members = GROUPS[group]
    spare = {t: have.get(t, 0) for t in members}
    short = 0
    for t in members:
        used = min(need.get(t, 0), spare[t])
        spare[t] -= used
        short += need.get(t, 0) - used
    if group == ANY_RESOURCE:
        for key, t in OR_GOLD.items():
            n = need.get(key, 0)
            if not n:
                continue
            used = min(n, spare[t])
            spare[t] -= used
            gold = min(n - used, spare["gold"])
            spare["gold"] -= gold
            short += n - used - gold
    any_need = need.get(group, 0)
    others = sum(n for t, n in spare.items() if t != "gold")
    gold_spare = spare.get("gold", 0)
    short += max(0, any_need - others - gold_spare)
    if short > wild:
        return False, 0
    if group != ANY_RESOURCE:
        return True, 0
    left = gold_spare - min(gold_spare, max(0, any_need - others))
    used = have.get("gold", 0) - left
    return True, left + min(used, wild - short)


def allocate(
    g: GameState, p: Player, resources: Mapping[str, int], wild_end: bool = False, yards: Sequence[tuple[str, int]] = ()
) -> Allocation:
    have: Counts = dict(p.all_workers())
    for skill, n in p.all_skills().items():
        add(have, skill, n)
    for res, n in resources.items():
        add(have, res, n)
    if g.purple_winner == p.seat and g.phase in ("final", "allocation", "finished"):
        have[PURPLE] = 1
    if wild_end:
        have = _all_resources_as_gold(have)
    uses = scoring_uses(g, p, have, yards)
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
        key = ANY_RESOURCE if item in RESOURCES or item in OR_GOLD else item
        out[key] = out.get(key, 0) + n
    return out


def best_allocation(have: Mapping[str, int], uses: list[ScoringUse]) -> Allocation:
    """The allocation worth the most VP (gold left over scoring 1 each).

    Winter tiles and boats each draw on one group of items (workers, skills or resources); only
    contracts mix groups. So: every way of fulfilling the contracts, and for each, where the
    purple keyple stands in (if it is free), then each group's own uses searched on their own,
    their options most valuable first and pruned by what the rest could add at best."""
    contracts = [u for u in uses if _group_of_use(u) is None]
    by_group: dict[str, list[ScoringUse]] = {g: [] for g in GROUPS}
    for use in uses:
        group = _group_of_use(use)
        if group is not None:
            by_group[group].append(use)
    memo: dict[tuple[str, tuple[tuple[str, int], ...], int], tuple[int, dict[str, Demand], int] | None] = {}

    def group_best(group: str, need: Mapping[str, int], wild: int) -> tuple[int, dict[str, Demand], int] | None:
        key = (group, tuple(sorted((k, v) for k, v in need.items() if _in_group(k, group))), wild)
        if key not in memo:
            memo[key] = _search_group(have, group, by_group[group], dict(key[1]), wild)
        return memo[key]

    best: Allocation | None = None
    for combo in itertools.product(*(u.options for u in contracts)):
        need: dict[str, int] = {}
        for demand in combo:
            for item, n in demand.take.items():
                need[item] = need.get(item, 0) + n
        free = have.get("purple", 0) - need.get("purple", 0)
        if free < 0:
            continue
        base = sum(d.vp for d in combo)
        for wild_group in [None, *GROUPS] if free else [None]:
            total, chosen, gold = base, {u.name: d for u, d in zip(contracts, combo, strict=True)}, 0
            for group in GROUPS:
                found = group_best(group, need, 1 if group == wild_group else 0)
                if found is None:
                    break
                vp, picks, left = found
                total += vp + left
                chosen.update(picks)
                gold += left
            else:
                if best is None or total > best.vp:
                    best = Allocation(total, chosen, gold)
    assert best is not None, "leaving every contract incomplete is always possible"
    return best


def _in_group(item: str, group: str) -> bool:
    return _item_group(item) == group


def _group_of_use(use: ScoringUse) -> str | None:
    groups = {_group_of(d.take) for d in use.options if d.take}
    if len(groups) == 1:
        return groups.pop()
    return None if groups else ANY_WORKER  # a use with nothing to take belongs anywhere


def _search_group(
    have: Mapping[str, int], group: str, uses: list[ScoringUse], need: dict[str, int], wild: int
) -> tuple[int, dict[str, Demand], int] | None:
    """The best choice of this group's uses on top of `need` (the contracts' part): (VP of the
    uses, the choices, gold left over), or None if `need` itself cannot be paid."""
    ok, gold0 = _group_feasible(have, need, group, wild)
    if not ok:
        return None
    # Bounds for pruning: what the remaining uses could add at most, and what each item could
    # be worth at most in them (so the items left cap it too).
    best_rest = [0] * (len(uses) + 1)
    rate_rest = [0.0] * (len(uses) + 1)
    for i in range(len(uses) - 1, -1, -1):
        best_rest[i] = best_rest[i + 1] + max((o.vp for o in uses[i].options), default=0)
        rates = [o.vp / sum(o.take.values()) for o in uses[i].options if o.take]
        rate_rest[i] = max(rate_rest[i + 1], max(rates, default=0.0))
    members = GROUPS[group]
    items = sum(have.get(t, 0) for t in members) + wild
    gold = have.get("gold", 0) if group == ANY_RESOURCE else 0
    best: tuple[int, dict[str, Demand], int] = (0, {u.name: u.options[-1] for u in uses}, gold0)

    def bound(i: int, taken: Mapping[str, int], vp: int) -> float:
        left = items - sum(n for k, n in taken.items() if _in_group(k, group))
        gold_left = min(gold, max(0, left))
        by_items = (left - gold_left) * rate_rest[i] + gold_left * max(1.0, rate_rest[i])
        return vp + min(best_rest[i] + gold_left, by_items)

    def search(i: int, taken: dict[str, int], vp: int, chosen: dict[str, Demand]) -> None:
        nonlocal best
        if bound(i, taken, vp) <= best[0] + best[2]:
            return
        if i == len(uses):
            ok, left = _group_feasible(have, taken, group, wild)
            if ok and vp + left > best[0] + best[2]:
                best = (vp, dict(chosen), left)
            return
        for option in uses[i].options:
            trial = dict(taken)
            for item, n in option.take.items():
                trial[item] = trial.get(item, 0) + n
            if option.take and not _group_feasible(have, trial, group, wild)[0]:
                continue
            chosen[uses[i].name] = option
            search(i + 1, trial, vp + option.vp, chosen)
        chosen.pop(uses[i].name, None)

    search(0, dict(need), 0, {})
    return best
