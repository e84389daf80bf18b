"""The Keyflower AI decides from its seat's view alone: the same view and seed give the same move,
whatever the others hide; and the move it gives is legal at every kind of decision."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.keyflower import ai
from rules.keyflower.ai import evaluate, search
from rules.keyflower.ai.sample import determinize
from rules.keyflower.engine import KeyflowerEngine, public_view, to_decide
from rules.keyflower.legal import legal_moves
from rules.keyflower.scoring import score_player
from rules.keyflower.simulate import check_invariants, random_states
from rules.keyflower.state import GameState, add

ENGINE = KeyflowerEngine()
CONFIGS = [(2, False, ()), (3, True, ()), (4, True, ("A", "B")), (5, False, ()), (6, True, ("C",)), (3, True, ("B",))]


def _positions(players: int, merchants: bool, variants: tuple[str, ...], seed: str) -> list[GameState]:
    return random_states(players, seed, merchants=merchants, variants=variants)


def _swap_hidden(g: GameState, seat: int, rng: random.Random) -> GameState:
    """`g` with a worker of another seat's screen swapped with one of a different colour in the
    bag, another seed, and the decks and the others' winter hands shuffled: the same view for `seat`."""
    h = g.copy()
    h.seed = "elsewhere"
    others = [p for p in h.players if p.seat != seat]
    for p in others:
        for colour in sorted(p.workers):
            other = next((c for c in sorted(h.bag) if c != colour), None)
            if other is not None:
                add(p.workers, colour, -1)
                add(p.workers, other)
                add(h.bag, other, -1)
                add(h.bag, colour)
                break
    hands = [p.winter_hand for p in others if p.winter_offer is None]
    pooled = [t for hand in hands for t in hand]
    rng.shuffle(pooled)
    for p in others:
        if p.winter_offer is None:
            n = len(p.winter_hand)
            p.winter_hand, pooled = sorted(pooled[:n]), pooled[n:]
    h.decks = {s: list(reversed(tiles)) for s, tiles in h.decks.items()}
    h.contract_deck = list(reversed(h.contract_deck))
    return h


def test_a_sample_is_a_whole_game_with_the_same_view() -> None:
    rng = random.Random(1)
    for players, merchants, variants in CONFIGS:
        for g in _positions(players, merchants, variants, f"sample-{players}")[::9]:
            for seat in range(players):
                view = public_view(g, seat)
                s = determinize(view, seat, rng)
                assert public_view(s, seat) == view
                check_invariants(s, ENGINE)


def test_the_same_view_gives_the_same_decision_whatever_the_others_hide() -> None:
    rng = random.Random(2)
    tried = Counter[str]()
    for players, merchants, variants in CONFIGS:
        states = _positions(players, merchants, variants, f"same-{players}")
        for g in rng.sample(states, 6):
            seat = to_decide(g)[0]
            view = public_view(g, seat)
            alternatives = [_swap_hidden(g, seat, rng), determinize(view, seat, random.Random(7))]
            for level in ("greedy", "easy", "normal"):
                move = ai.choose(view, seat, level, seed=11)
                for h in alternatives:
                    seen = public_view(h, seat)
                    assert seen == view
                    assert ai.choose(seen, seat, level, seed=11) == move
            tried[g.phase] += 1
    assert tried["main"] > 0


def test_every_kind_of_decision_gets_a_legal_move() -> None:
    rng = random.Random(3)
    phases = Counter[str]()
    for players, merchants, variants in CONFIGS:
        states = _positions(players, merchants, variants, f"legal-{players}-{''.join(variants)}")
        by_phase: dict[str, list[GameState]] = {}
        for g in states:
            key = "pending" if g.pending is not None else g.phase
            by_phase.setdefault(key, []).append(g)
        for key, found in sorted(by_phase.items()):
            for g in rng.sample(found, min(2, len(found))):
                for seat in to_decide(g):
                    level = rng.choice(["random", "greedy", "easy", "normal", "hard"])
                    move = ai.choose(public_view(g, seat), seat, level, seed=rng.randrange(1000))
                    ENGINE.apply(g, seat, move)  # raises RuleError if refused
                    phases[key] += 1
    assert {"main", "pending", "winter-offer", "boats", "placement", "allocation"} <= set(phases)


def test_ranked_gives_three_moves_best_first_with_reasons() -> None:
    for i in (10, 30, 60):
        g = _positions(3, True, (), "ranked")[i]
        seat = to_decide(g)[0]
        view = public_view(g, seat)
        moves = ai.ranked(view, seat, "normal", seed=1)
        assert len(moves) == min(3, len(legal_moves(g, seat)))
        assert [r.value for r in moves] == sorted((r.value for r in moves), reverse=True)
        assert ai.choose(view, seat, "normal", seed=1) == moves[0].move
        for r in moves:
            ENGINE.apply(g.copy(), seat, r.move)
            for part in r.reason.parts:
                assert set(part.params) == {"vp", *ai.CODES[part.code]}
                assert part.text
        assert str(moves[0].reason) == moves[0].reason.text


def test_a_bid_is_explained_by_the_tile_it_leads_and_the_workers_it_costs() -> None:
    g = _positions(3, True, (), "ranked")[10]
    seat = to_decide(g)[0]
    bid = next(r for r in ai.ranked(public_view(g, seat), seat, "normal", seed=1) if r.move.startswith("bid"))
    codes = [p.code for p in bid.reason.parts]
    assert codes[0] in ("leads", "order") and "workers" in codes
    workers = next(p for p in bid.reason.parts if p.code == "workers")
    assert float(workers.params["workers"]) < 0 and workers.vp < 0


def test_the_evaluation_is_the_seats_own_view() -> None:
    g = _positions(4, True, ("A",), "evaluation")[40]
    seat = to_decide(g)[0]
    view = public_view(g, seat)
    e = ai.evaluation(view, seat, "hard", seed=3)
    assert e.vp == sum(score_player(g, g.players[seat]).values())
    assert 1 <= e.place <= e.players == 4
    assert e.projected >= 0 and "VP" in e.text
    h = _swap_hidden(g, seat, random.Random(5))
    assert ai.evaluation(public_view(h, seat), seat, "hard", seed=3) == e


def test_an_unknown_level_is_refused() -> None:
    g = ENGINE.new_game({}, 2, "levels")
    try:
        ai.choose(public_view(g, 0), 0, "grandmaster")
    except ValueError as e:
        assert "grandmaster" in str(e)
    else:
        raise AssertionError("an unknown level was accepted")


def test_a_decision_values_no_more_positions_than_its_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted, not timed: every sample counts, the first too (each sample also values the
    position before any move, once)."""
    calls = Counter[str]()
    real = search.parts

    def counted(g: GameState, seat: int, w: search.Weights) -> dict[str, float]:
        calls["parts"] += 1
        return real(g, seat, w)

    monkeypatch.setattr(search, "parts", counted)
    for players in (3, 6):
        for g in [s for s in _positions(players, True, (), f"budget-{players}") if s.phase == "main"][::25]:
            seat = to_decide(g)[0]
            view = public_view(g, seat)
            n = len(legal_moves(g, seat))
            for level in ("normal", "hard"):
                spec = search.LEVELS[level]
                calls.clear()
                ranked = search.ranked_moves(view, seat, level, seed=4)
                samples = max(r.samples for r in ranked)
                assert calls["parts"] - samples <= max(spec.budget, n)
                assert samples == spec.samples or n == 1 or calls["parts"] - samples > spec.budget - spec.keep


def test_hard_too_decides_the_same_whatever_the_others_hide() -> None:
    rng = random.Random(6)
    for players, merchants, variants in CONFIGS[1:4]:
        g = rng.choice([s for s in _positions(players, merchants, variants, f"hard-{players}") if s.phase == "main"])
        seat = to_decide(g)[0]
        view = public_view(g, seat)
        h = _swap_hidden(g, seat, rng)
        assert public_view(h, seat) == view
        assert ai.choose(public_view(h, seat), seat, "hard", seed=5) == ai.choose(view, seat, "hard", seed=5)


def test_the_kept_scores_are_the_final_scorings() -> None:
    # evaluate.score keeps each total by all it depends on: over the positions of several games
    # (every player's, and with each of their won tiles put into the village as tile_worth puts
    # it), a kept total that another position's inputs mapped to would show here.
    evaluate._SCORES.clear()
    for players, merchants, variants in CONFIGS:
        for g in _positions(players, merchants, variants, f"kept-{players}")[::3]:
            for p in g.players:
                assert evaluate.score(g, p) == sum(score_player(g, p).values())
                for tile in [*p.won, *g.offer]:
                    p.village[evaluate.FAR] = tile
                    try:
                        assert evaluate.score(g, p) == sum(score_player(g, p).values())
                    finally:
                        del p.village[evaluate.FAR]


def test_a_lead_the_seat_can_raise_past_everyone_is_defensible() -> None:
    g = next(
        s
        for s in _positions(3, True, (), "defend")
        if s.phase == "main" and any((b := t.best_bid()) is not None and not b.lying for t in s.offer)
    )
    tile = next(t for t in g.offer if (b := t.best_bid()) is not None and not b.lying)
    best = tile.best_bid()
    assert best is not None
    colour = tile.colour()
    assert colour is not None
    h = g.copy()
    for p in h.players:
        p.workers = {colour: 20} if p.seat == best.seat else {colour: 1}
        p.shown_workers = {}
    assert evaluate._defensible(h, best.seat, h.offer[g.offer.index(tile)])
    other = next(p for p in h.players if p.seat != best.seat)
    other.workers = {colour: 20 + best.count}
    assert not evaluate._defensible(h, best.seat, h.offer[g.offer.index(tile)])
