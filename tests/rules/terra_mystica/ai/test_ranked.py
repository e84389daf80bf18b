"""ranked() and evaluation() for /hint: legal moves best first, reasons read off the evaluation."""

from __future__ import annotations

import pytest

from rules.terra_mystica.ai import CODES, Ranked, choose, evaluation, ranked
from rules.terra_mystica.ai import game as ai_game
from rules.terra_mystica.ai.evaluate import value
from rules.terra_mystica.ai.explain import parts, snapshot
from rules.terra_mystica.ai.reasons import Part, english
from rules.terra_mystica.engine import DEFAULT_OPTIONS, TerraMysticaEngine, new_state

from .test_choose import positions

ENGINE = TerraMysticaEngine()
GAME = positions("ai-5", 4, False, False)
PLAY = [(g, seat) for g, seat in GAME if g.phase == "play"]


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "greedy"])
def test_ranked_gives_legal_moves_with_stable_codes_and_one_line(level):
    for g, seat in GAME[::37]:
        found = ranked(g, seat, level=level, seed=2)
        assert 1 <= len(found) <= 3
        for r in found:
            assert isinstance(r, Ranked)
            ENGINE.apply(g, seat, r.move)  # raises if refused
            for part in r.reason.parts:
                assert part.code in CODES
                assert set(part.params) <= {"vp", *CODES[part.code]}
            assert r.reason.text and "\n" not in r.reason.text
            assert r.reason.code == r.reason.parts[0].code


def test_ranked_puts_first_the_move_choose_plays():
    for g, seat in PLAY[5::40]:
        for level in ("normal", "hard"):
            assert ranked(g, seat, level=level, seed=4)[0].move == choose(g, seat, level=level, seed=4)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_at_setup_ranked_gives_three_moves_the_chosen_first(level):
    g = new_state(4, "hint-setup", board="base", options=list(DEFAULT_OPTIONS))
    kinds = set()
    while g.phase in ("select-factions", "initial-dwellings"):
        seat = ENGINE.to_decide(g)[0]
        found = ranked(g, seat, level=level, seed=3)
        assert len(found) == 3
        assert len({r.move for r in found}) == 3
        assert found[0].move == choose(g, seat, level=level, seed=3)
        for r in found:
            ENGINE.apply(g, seat, r.move)  # raises if refused
        kinds.add(found[0].move.split()[0])
        g = ENGINE.apply(g, seat, found[0].move).state
    assert kinds == {"setup", "build"}  # factions, then the starting dwellings


def test_normal_ranks_by_value_best_first_and_limit_cuts():
    for g, seat in PLAY[3::50]:
        found = ranked(g, seat, level="normal", limit=None)
        values = [r.value for r in found]
        assert values == sorted(values, reverse=True)
        assert [r.move for r in ranked(g, seat, level="normal", limit=2)] == [r.move for r in found[:2]]


def test_the_groups_add_up_to_the_change_of_the_evaluation():
    checked = 0
    for g, seat in PLAY[::23]:
        f = g.faction_at(seat)
        for _, after in list(ai_game.tried(g, seat, ai_game.moves(g, seat)))[:6]:
            fa = after.faction_at(seat)
            total = sum(p.vp for p in parts(snapshot(g, f), snapshot(after, fa)))
            assert total == pytest.approx(value(after, seat) - value(g, seat), abs=0.06 * 16)
            checked += 1
    assert checked > 20


def test_a_dwelling_built_shows_in_the_buildings_and_its_vp_in_points():
    for g, seat in PLAY:
        f = g.faction_at(seat)
        tried = ai_game.tried(g, seat, ai_game.moves(g, seat))
        built = [(m, s) for m, s in tried if ai_game.notation(m).startswith("build")]
        if built:
            move, after = built[0]
            found = {p.code: p for p in parts(snapshot(g, f), snapshot(after, after.faction_at(seat)))}
            assert found["buildings"].params["D"] == 1
            assert found["points"].vp == after.faction_at(seat).VP - f.VP
            assert found["resources"].params["W"] < 0  # a dwelling costs a worker
            return
    pytest.fail("no dwelling built in the game")


def test_passing_leads_its_reason_with_the_card_taken():
    for g, seat in PLAY:
        passes = [r for r in ranked(g, seat, level="normal", limit=None) if r.move.startswith("pass")]
        if passes:
            assert passes[0].reason.code == "pass"
            assert passes[0].reason.params["card"] in passes[0].move
            return
    pytest.fail("no pass weighed")


def test_evaluation_places_the_seats_by_projection_and_ends_with_the_score():
    g, _ = PLAY[len(PLAY) // 2]
    places = sorted(evaluation(g, s).place for s in range(4))
    assert places[0] == 1 and all(1 <= p <= 4 for p in places)
    e = evaluation(g, 0)
    assert e.vp == g.faction_at(0).VP and e.players == 4 and "of 4" in e.text
    g, seat = GAME[-1]
    while not g.finished:
        g = ENGINE.apply(g, seat, choose(g, seat, level="easy")).state
        seat = ENGINE.to_decide(g)[0] if not g.finished else seat
    for s in range(4):
        assert evaluation(g, s).projected == g.faction_at(s).VP
    best = max(range(4), key=lambda s: g.faction_at(s).VP)
    assert evaluation(g, best).place == 1


def test_every_code_has_english():
    for code, keys in CODES.items():
        assert english(code, {"vp": 1.5, **{k: 1 for k in keys}})
        assert Part(code, {"vp": -1.0, **{k: 0 for k in keys}}).text
