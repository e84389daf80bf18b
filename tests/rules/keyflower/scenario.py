"""Helpers for Keyflower scenarios: a game with known hands, acting, and refusals that change nothing."""

from __future__ import annotations

import json

import pytest

from locales import LOCALES, catalogue
from rules.core import RuleError
from rules.keyflower.engine import KeyflowerEngine
from rules.keyflower.state import GameState, Tile, add

ENGINE = KeyflowerEngine()


def game(players: int = 2, merchants: bool = False, **options: object) -> GameState:
    """A new game whose screens are emptied back into the bag and the green supply, so that each
    scenario gives players exactly the workers it needs (`hand`)."""
    g = ENGINE.new_game({"merchants": merchants, **options}, players, "scenario")
    for p in g.players:
        for colour, n in p.workers.items():
            if colour == "green":
                g.green += n
            else:
                add(g.bag, colour, n)
        p.workers = {}
    return g


def hand(g: GameState, seat: int, **items: int) -> None:
    """Give a player workers (from the bag, green from the supply) and skills (from the pile)."""
    p = g.players[seat]
    for item, n in items.items():
        if item == "green":
            g.green -= n
            add(p.workers, item, n)
        elif item in ("blue", "red", "yellow"):
            add(g.bag, item, -n)
            add(p.workers, item, n)
        else:
            add(g.skill_pool, item, -n)
            add(p.skills, item, n)


def put(g: GameState, tile: Tile, **resources: int) -> Tile:
    """Resources from the supply onto a tile."""
    for r, n in resources.items():
        add(g.supply, r, -n)
        tile.add(r, n)
    return tile


def on_offer(g: GameState, *names: str, side: str = "") -> None:
    """This season's first tiles on offer are these."""
    for i, name in enumerate(names):
        g.offer[i] = Tile(name, "village", side=side if name.startswith("Summer Boat") else "")


def act(g: GameState, text: str, seat: int | None = None) -> GameState:
    return ENGINE.apply(g, g.current if seat is None else seat, text).state


def refused(g: GameState, text: str, code: str, seat: int | None = None, **params: object) -> RuleError:
    """The engine refuses `text` with `code` (and these parameters), and the game is unchanged."""
    before = json.dumps(g.to_json(), sort_keys=True)
    with pytest.raises(RuleError) as info:
        ENGINE.apply(g, g.current if seat is None else seat, text)
    assert info.value.code == code, info.value.message
    for name, value in params.items():
        assert info.value.params.get(name) == value, info.value.message
    assert json.dumps(g.to_json(), sort_keys=True) == before
    worded(info.value)
    return info.value


def worded(error: RuleError) -> dict[str, str]:
    """The refusal in every language, checked to have a message that Fluent fills without error."""
    out = {}
    for locale in LOCALES:
        text, errors = catalogue(locale).check(error.code, **error.params)
        assert not errors and error.code not in text, (locale, error.code, errors)
        out[locale] = text
    return out


def workers(g: GameState, seat: int) -> dict[str, int]:
    return g.players[seat].all_workers()


def finish_boats(g: GameState) -> GameState:
    """Every player in the queue takes the first boat left."""
    while g.phase == "boats":
        seat = g.boat_queue[0]
        g = act(g, f"boat {next(b.name for b in g.boats if b.taken_by is None)}", seat)
    return g


def beside_home(g: GameState, seat: int, tile: Tile, home_side: str, tile_side: str) -> tuple[int, int]:
    """Put `tile` next to the player's home where the home shows `home_side` (R, G, W) and the
    tile `tile_side`; returns its position."""
    from rules.keyflower.effects import edges_of
    from rules.keyflower.village import HOME, neighbour, opposite

    p = g.players[seat]
    home, edges = edges_of(p.village[HOME]), edges_of(tile)
    for edge in range(6):
        pos = neighbour(HOME, edge)
        if home[edge] == home_side and edges[opposite(edge)] == tile_side and pos not in p.village:
            p.village[pos] = tile
            return pos
    raise AssertionError(f"no place beside the home for {tile.name}")


def set_home(g: GameState, seat: int, number: int) -> None:
    """Give the player home tile `number` (swapping with whoever had it)."""
    from rules.keyflower.village import HOME

    other = next((p for p in g.players if p.home == number), None)
    p = g.players[seat]
    if other is not None and other is not p:
        other.home, other.village[HOME] = p.home, Tile(f"Home {p.home}", "home")
    p.home, p.village[HOME] = number, Tile(f"Home {number}", "home")
