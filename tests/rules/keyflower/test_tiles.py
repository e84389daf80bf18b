"""Every tile's action and scoring, side by side with the tables."""

from __future__ import annotations

import pytest

from rules.core import RuleError
from rules.keyflower import scoring
from rules.keyflower.data.components import BOATS
from rules.keyflower.data.items import ANY_SKILL, ANY_WORKER, RANDOM_SKILL, RANDOM_WORKER, RESOURCES, SKILLS
from rules.keyflower.data.tiles import HOMES, TILES, Exchange, Produce, Transport
from rules.keyflower.effects import edges_of
from rules.keyflower.engine import KeyflowerEngine
from rules.keyflower.state import GameState, Tile
from rules.keyflower.village import neighbour

ENGINE = KeyflowerEngine()
SIDES = [(name, side) for name, t in TILES.items() for side in ("a", "b") if getattr(t, side) is not None]


def setup(merchants: bool = True) -> tuple[GameState, int]:
    g = ENGINE.new_game({"merchants": merchants}, 2, "tiles")
    me = g.current
    g.players[me].workers = {"red": 3, "blue": 1, "yellow": 1}
    g.players[me].skills = {"saw": 1, "pickaxe": 1, "anvil": 1}
    return g, me


def totals(g: GameState, me: int) -> dict[str, int]:
    p = g.players[me]
    out = {"workers": sum(p.all_workers().values()), "skills": sum(p.all_skills().values())}
    out["contracts"] = len(p.contracts)
    for tile in p.village.values():
        for r, n in tile.resources.items():
            out[r] = out.get(r, 0) + n
    return out


@pytest.mark.parametrize(("name", "side"), [s for s in SIDES if isinstance(getattr(TILES[s[0]], s[1]), Produce)])
def test_producing_tiles_give_what_they_print(name: str, side: str) -> None:
    g, me = setup()
    effect = getattr(TILES[name], side)
    g.offer = [t for t in g.offer if t.name != name]  # tiles are unique: ours is in the village
    g.players[me].village[(0, -1)] = Tile(name, "village", upgraded=side == "b")
    g.players[me].village[(0, 0)].resources = {}
    before = totals(g, me)
    tail = ""
    if effect.choose_one:
        first = next(iter(effect.gain))
        tail = ": contract random" if first == "contract" else f": {first}"
    elif "contract" in effect.gain:
        tail = ": " + ", ".join(["contract random"] * effect.gain["contract"])
    target = "Home" if name == "Home" else name
    g = ENGINE.apply(g, me, f"use {target} with 1 red{tail}").state
    after = totals(g, me)
    gains = {next(iter(effect.gain)): next(iter(effect.gain.values()))} if effect.choose_one else dict(effect.gain)
    for item, n in gains.items():
        if item in RESOURCES:
            assert after.get(item, 0) - before.get(item, 0) == n
            assert g.players[me].village[(0, -1)].resources.get(item) == n  # onto the tile used, in my village
        elif item == RANDOM_WORKER:
            assert after["workers"] - (before["workers"] - 1) == n
        elif item == RANDOM_SKILL:
            assert after["skills"] - before["skills"] == n
        elif item == "contract":
            assert after["contracts"] - before["contracts"] == n


@pytest.mark.parametrize(("name", "side"), [s for s in SIDES if isinstance(getattr(TILES[s[0]], s[1]), Exchange)])
def test_exchanges_take_their_price_and_give_what_they_print(name: str, side: str) -> None:
    g, me = setup(merchants=False)
    effect = getattr(TILES[name], side)
    g.offer[0] = Tile(name, "village", upgraded=side == "b")
    ((pay, _),) = effect.pay.items()
    paying = {ANY_WORKER: " paying blue", ANY_SKILL: " paying saw"}.get(pay, "")
    activating = "yellow" if pay == "blue" else "blue" if pay == "yellow" else "yellow"
    g.players[me].workers = {"red": 1, "blue": 1, "yellow": 1}
    if pay in ("red",):
        g.players[me].workers["red"] = 1
        activating = "blue"
    before = totals(g, me)
    with pytest.raises(RuleError):
        bare = g.copy()
        bare.players[me].workers = {activating: 1}
        bare.players[me].skills = {}
        ENGINE.apply(bare, me, f"use {name} with 1 {activating}{paying}")
    g = ENGINE.apply(g, me, f"use {name} with 1 {activating}{paying}").state
    after = totals(g, me)
    ((item, n),) = effect.gain.items()
    if item in RESOURCES:
        assert after.get(item, 0) - before.get(item, 0) == n
    elif item == "green":
        assert g.players[me].all_workers().get("green", 0) == n
    elif item == RANDOM_WORKER:
        paid_worker = 1 if pay not in SKILLS and pay != ANY_SKILL else 0
        assert after["workers"] == before["workers"] - 1 - paid_worker + n
    elif item == RANDOM_SKILL:
        assert after["skills"] == before["skills"] - 1 + n
    if pay in SKILLS or pay == ANY_SKILL:
        assert after["skills"] == before["skills"] - 1 + (n if item == RANDOM_SKILL else 0)


@pytest.mark.parametrize(
    "name", [n for n, t in TILES.items() if isinstance(t.a, Transport)] + ["Home"]
)  # fmt: skip
def test_transport_tiles_allow_their_upgrades_and_no_more(name: str) -> None:
    g, me = setup()
    p = g.players[me]
    spec = HOMES[p.home] if name == "Home" else TILES[name]
    assert isinstance(spec.a, Transport)
    if name != "Home":
        g.offer[0] = Tile(name, "village")
    for pos in [(1, -1), (-1, 0), (1, 0)]:
        p.village[pos] = Tile("Keywood" if pos == (1, -1) else "Key Mine" if pos == (-1, 0) else "Miner", "village")
    ups = ["upgrade Keywood", "upgrade Key Mine", "upgrade Miner"]
    n = spec.a.upgrades
    ok = ENGINE.apply(g, me, f"use {name} with 1 red: " + ", ".join(ups[:n])).state
    assert sum(1 for t in ok.players[me].village.values() if t.upgraded) == n
    with pytest.raises(RuleError) as info:
        ENGINE.apply(g, me, f"use {name} with 1 red: " + ", ".join(ups[: n + 1]))
    assert info.value.code == "kf-no-upgrade-left"


def test_transport_moves_cost_one_point_per_edge() -> None:
    g, me = setup()
    p = g.players[me]
    home_edges = edges_of(p.village[(0, 0)])
    edge = home_edges.index("R")
    p.village[neighbour((0, 0), edge)] = Tile("Keywood", "village", resources={"wood": 2})
    g.supply["wood"] -= 2
    ok = ENGINE.apply(g, me, "use Home with 1 red: move 1 wood Keywood>Home").state
    assert ok.players[me].village[(0, 0)].resources == {"wood": 1}
    with pytest.raises(RuleError) as info:
        ENGINE.apply(g, me, "use Home with 1 red: move 2 wood Keywood>Home")
    assert info.value.code == "kf-too-far" and info.value.params["cost"] == 2


@pytest.mark.parametrize(
    ("name", "items", "vp"),
    [
        ("Jeweller", {"gold": 3}, 6),
        ("Craftsmen's Guild", {"blue": 2, "red": 2, "yellow": 1}, 3),
        ("Watermill", {"wood": 3, "stone": 1}, 3),
        ("Mercer's Guild", {"wood": 2, "stone": 2, "iron": 1}, 5),
        ("Keythedral", {}, 12),
        ("Windmill", {"wood": 3, "stone": 2, "iron": 1}, 5),
        ("Scribes", {"saw": 2, "pickaxe": 1, "anvil": 1}, 10),
        ("Scholar", {"saw": 3, "anvil": 1}, 9),
        ("Village Hall", {"red": 4, "blue": 2}, 4),
        ("Key Market", {"green": 3}, 6),
        ("Key Guild", {"saw": 2, "pickaxe": 2, "anvil": 1}, 10),
        ("Apothecary", {"red": 3, "blue": 2, "yellow": 1}, 3),
    ],
)
def test_winter_tiles_score_the_items_allocated(name: str, items: dict[str, int], vp: int) -> None:
    g, me = setup(merchants=False)
    p = g.players[me]
    p.workers = {k: v for k, v in items.items() if k in ("blue", "red", "yellow", "green")}
    p.skills = {k: v for k, v in items.items() if k in SKILLS}
    p.village[(0, 0)].resources = {k: v for k, v in items.items() if k in RESOURCES}
    p.village[(0, -1)] = Tile(name, "village")
    assert scoring.score_player(g, p).get(name, 0) == vp


@pytest.mark.parametrize(
    ("name", "vp_per"),
    [("Timber Yard", ("wood", 2)), ("Stone Yard", ("stone", 2)), ("Blacksmith", ("iron", 2)), ("Barn", ("iron", 1))],
)
def test_yards_score_what_lies_on_them(name: str, vp_per: tuple[str, int]) -> None:
    g, me = setup(merchants=False)
    p = g.players[me]
    resource, vp = vp_per
    p.village[(0, -1)] = Tile(name, "village", resources={resource: 3})
    assert scoring.score_player(g, p)[name] == 3 * vp
    p.village[(0, -1)].upgraded = True
    assert scoring.score_player(g, p)[name] == 3 * (vp + 1)


@pytest.mark.parametrize("name", [n for n, t in TILES.items() if t.vp != (0, 0)])
def test_fixed_vp_on_each_side(name: str) -> None:
    g, me = setup(merchants=False)
    p = g.players[me]
    p.village[(0, -1)] = Tile(name, "village")
    assert scoring.score_player(g, p).get("fixed VP", 0) == TILES[name].vp[0]
    p.village[(0, -1)].upgraded = True
    assert scoring.score_player(g, p).get("fixed VP", 0) == TILES[name].vp[1]


def test_village_wide_winter_tiles_and_boats() -> None:
    g, me = setup()
    p = g.players[me]
    p.village[(0, -1)] = Tile("Stable", "village", upgraded=True, extension=3)
    p.village[(1, -1)] = Tile("Artisan", "village")
    p.village[(1, 0)] = Tile("Builder", "village")
    p.village[(-1, 0)] = Tile("Keyflower", "boat")
    p.village[(-1, 1)] = Tile("Ianvincible II", "boat")
    p.village[(0, 0)].cabins = 2
    lines = scoring.score_player(g, p)
    assert lines["Artisan"] == 2 * 1  # the upgraded Stable
    assert lines["Builder"] == 3 * 1
    assert lines["Keyflower"] == 1 + 4  # home transport 1, Stable (upgraded) 4
    assert lines["Ianvincible II"] == 2 * (1 + 2 + 2)  # home 1, Stable 2, two cabins
    assert BOATS["Flipper"].before_scoring == "free_upgrade"
