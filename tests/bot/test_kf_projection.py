"""Keyflower's /kf status (issue 29, point 6): what the seat would score if the game ended now, with
its screen allocated at best, and the others from what everyone sees of them."""

from __future__ import annotations

import copy

from bot.i18n.keyflower import status
from rules.keyflower import scoring
from rules.keyflower.engine import KeyflowerEngine
from tests.bot.test_local_keyflower import simulated

ENGINE = KeyflowerEngine()
OPTIONS = {"merchants": True}


def positions(seed: str):
    moves, _ = simulated(seed, OPTIONS)
    g = ENGINE.new_game(OPTIONS, 3, seed)
    for seat, move in moves:
        g = ENGINE.apply(g, seat, move).state
        if g.phase in ("final", "allocation", "finished"):
            return
        yield g


def test_the_projection_is_the_final_scoring_of_the_game_ended_now():
    seen_points = False
    for g in positions("projection"):
        ended = copy.deepcopy(g)
        scoring.score_all(ended)  # the final scoring, the game stopped here
        for p in g.players:
            mine = ENGINE.view(g, p.seat)["players"][p.seat]["projection"]
            assert sum(mine.values()) == ended.players[p.seat].vp
            seen_points |= sum(mine.values()) > 0
    assert seen_points


def test_the_others_projection_shows_nothing_behind_their_screens():
    for g in positions("screens"):
        other = copy.deepcopy(g)
        p = other.players[1]
        p.workers = {"blue": 9, "red": 9}  # Seat 2's screen changes: what Seat 1 sees doesn't
        p.skills = {"saw": 5}
        assert ENGINE.view(other, 0)["players"][1]["projection"] == ENGINE.view(g, 0)["players"][1]["projection"]


def test_status_tells_the_projection_in_both_languages():
    g = list(positions("projection"))[-1]
    view = ENGINE.view(g, 0)
    total = sum(view["players"][0]["projection"].values())
    en, pt = status(view, 0, "en"), status(view, 0, "pt-BR")
    assert f"If the game ended now: {total} VP" in en and "The others, from what everyone sees" in en
    assert "Seat 2: " in en and "Seat 3: " in en
    assert f"Se o jogo acabasse agora: {total} PV" in pt and "Lugar 2: " in pt
