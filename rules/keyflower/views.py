"""What each seat may see of a game: the public view, and a player's own screen besides."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from . import scoring
from .moves import to_decide
from .state import GameState, Player, Tile


def public_view(g: GameState, seat: int | None) -> dict[str, Any]:
    """The state as `seat` may see it (None: a spectator). Left out: the seed and the order of
    everything still to be drawn; the colours in the bag and the skills in the pile (only their
    numbers are known); what other players keep hidden (workers, skills, contracts behind the
    screen, and with Variant B the face-down skills and contracts in front of it: only how many
    of each), their winter tiles in hand and their secret winter choice; and, as the tiles are
    shuffled, who offered which winter tile. Once the game is over the screens are lifted."""
    over = g.phase == "finished"
    data: dict[str, Any] = {
        "game": "keyflower",
        "merchants": g.merchants,
        "variants": list(g.variants),
        "season": g.season,
        "season_name": g.season_name,
        "phase": g.phase,
        "current": g.current,
        "to_decide": to_decide(g),
        "passes": g.passes,
        "start_player": g.start_player,
        "purple_winner": g.purple_winner,
        "pending": None if g.pending is None else g.pending.to_json(),
        "offer": [_tile_view(t) for t in g.offer],
        "orders": [_tile_view(t) for t in g.orders],
        "boats": [
            {**b.to_json(), "contracts": len(b.contracts)}  # face down
            for b in g.boats
        ],
        "boat_queue": list(g.boat_queue),
        "spare_boats": list(g.spare_boats),
        "bag": sum(g.bag.values()),
        "green": g.green,
        "skill_pool": sum(g.skill_pool.values()),
        "supply": dict(g.supply),
        "decks": {season: len(tiles) for season, tiles in g.decks.items()},
        "contract_deck": len(g.contract_deck),
        "face_up": list(g.face_up),
        "discarded": list(g.discarded),
        "extensions": list(g.extensions),
        "cabins": g.cabins,
        "players": [_player_view(g, p, mine=over or p.seat == seat) for p in g.players],
    }
    if over:
        data["places"] = scoring.places(g)
        data["ranking"] = scoring.ranking(g)
    return data


def _tile_view(tile: Tile) -> dict[str, Any]:
    return {**tile.to_json(), "colour": tile.colour()}


def _player_view(g: GameState, p: Player, mine: bool) -> dict[str, Any]:
    data: dict[str, Any] = {
        "seat": p.seat,
        "home": p.home,
        "shown_workers": dict(p.shown_workers),
        "shown_skills": dict(p.shown_skills),
        "shown_contracts": list(p.shown_contracts),
        "village": {f"{q},{r}": _tile_view(t) for (q, r), t in p.village.items()},
        "won": [_tile_view(t) for t in p.won],
        "winter_offered": p.winter_offered,
        "boat_rank": p.boat_rank,
        "allocated": p.allocated,
        "resigned": p.resigned,
        "vp": p.vp,
        "score": dict(p.score),
        # How many of each the others cannot see (behind the screen; with Variant B, skills and
        # contracts face down in front of it): anyone at the table can count them as they come
        # and go, though not their colours or types.
        "screen": {"workers": sum(p.workers.values()), "skills": sum(p.skills.values()), "contracts": len(p.contracts)},
    }
    if mine:
        data |= {
            "workers": dict(p.workers),
            "skills": dict(p.skills),
            "contracts": list(p.contracts),
            "winter_hand": list(p.winter_hand),
            "winter_offer": None if p.winter_offer is None else list(p.winter_offer),
            "pins": dict(p.pins),
        }
        if g.phase in ("final", "allocation", "finished"):
            data["proposal"] = p.score if g.phase == "finished" else scoring.score_player(g, p)
            data["allocation"] = scoring.allocation_of(g, p)
        else:  # what the seat would score if the game ended now (the allocation's best guess)
            data["projection"] = scoring.score_player(g, p)
        return data
    if g.phase not in ("final", "allocation", "finished"):
        # The same from what everyone sees: the village, and nothing behind the screen.
        data["projection"] = scoring.score_player(g, replace(p, workers={}, skills={}, contracts=[], pins={}))
    data |= {
        "workers": "hidden",
        "skills": "hidden",
        "contracts": "hidden",
        "winter_hand": len(p.winter_hand),
        "winter_offer": None if p.winter_offer is None else "chosen",
    }
    if "B" in g.variants:  # face down in front of the screen: their number shows
        data["face_down_skills"] = sum(p.skills.values())
        data["face_down_contracts"] = len(p.contracts)
    return data
