"""Legal actions try candidates by their beginnings on plain copies (legal.py): the answer is the
plain definition's (each candidate alone on a copy of its own), in any order of the candidates,
and the state asked about is never changed."""

from __future__ import annotations

import json
import threading
from functools import cache

from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.engine import DEFAULT_OPTIONS, FIRE_AND_ICE_PUBLISHED, TerraMysticaEngine, new_state, play
from rules.terra_mystica.legal import candidates, is_legal, legal_actions, legal_among
from rules.terra_mystica.notation import parse_turn
from rules.terra_mystica.simulate import play_random_game
from rules.terra_mystica.state import GameState

ENGINE = TerraMysticaEngine()
GAMES = (  # seed, players, board, Merchants of the Seas, Fire & Ice
    ("trial-a", 2, "base", False, False),
    ("trial-b", 4, "base", False, False),
    ("trial-c", 5, "lakes", True, False),
    ("trial-d", 3, "base", False, True),
)


@cache
def positions() -> list[GameState]:
    """Every ninth position of random games: setup, every round, leech offers, the last turns."""
    out = []
    for seed, players, board, merchants, fire_ice in GAMES:
        result = play_random_game(seed, players, board=board, merchants=merchants, fire_ice=fire_ice)
        assert result.finished, result.error
        options = [*DEFAULT_OPTIONS, *([MERCHANTS] if merchants else []), *(FIRE_AND_ICE_PUBLISHED if fire_ice else [])]
        g = new_state(players, seed, board=board, options=options)
        for i, (seat, text) in enumerate(result.history):
            if i % 9 == 4:
                out.append(g.copy())
            play(g, seat, parse_turn(text))
    return out


def snapshot(g: GameState) -> str:
    return json.dumps(g.to_json(), sort_keys=True)


def plain(g: GameState, seat: int) -> list[str]:
    """The definition: each candidate alone, on a full copy of its own."""
    return [text for text in candidates(g, seat) if is_legal(g, seat, text)]


def test_legal_actions_are_the_plain_definition_and_change_nothing() -> None:
    shared = 0  # calls where candidates shared a beginning that was accepted
    for g in positions():
        before = snapshot(g)
        for seat in ENGINE.to_decide(g):
            legal = legal_actions(g, seat)
            assert legal == plain(g, seat)
            assert snapshot(g) == before
            beginnings = [t.rsplit(". ", 1)[0] for t in legal if ". " in t]
            shared += len(beginnings) > len(set(beginnings))
    assert shared > 20  # the states after shared beginnings were used


def test_the_order_of_the_candidates_changes_nothing_but_the_order_of_the_answer() -> None:
    """The state after a shared beginning is made by whichever candidate comes first."""
    for g in positions()[::2]:
        for seat in ENGINE.to_decide(g):
            backwards = candidates(g, seat)[::-1]
            assert legal_among(g, seat, backwards) == legal_actions(g, seat)[::-1]


def test_each_turn_tried_alone_leaves_the_state_as_it_was() -> None:
    """A try of every candidate on its own (what autocomplete does): the state's serialised form
    is the same after each, and the answer is whether the engine accepts it on a full copy."""
    for g in positions()[::3]:
        before = snapshot(g)
        for seat in ENGINE.to_decide(g):
            for text in candidates(g, seat):
                assert legal_among(g, seat, [text]) == ([text] if is_legal(g, seat, text) else [])
                assert snapshot(g) == before, text


def test_the_first_legal_ones_only_are_tried_when_a_limit_is_given() -> None:
    for g in positions()[::5]:
        for seat in ENGINE.to_decide(g):
            every = legal_actions(g, seat)
            assert legal_among(g, seat, candidates(g, seat), 3) == every[:3]
            assert legal_among(g, seat, candidates(g, seat), 0) == []


def test_legal_actions_while_another_thread_serialises_the_state() -> None:
    g = next(g for g in reversed(positions()) if g.phase == "play" and len(g.factions) >= 4)
    before = snapshot(g)
    expected = {seat: plain(g, seat) for seat in ENGINE.to_decide(g)}
    stop = threading.Event()
    differed: list[str] = []

    def serialise() -> None:
        while not stop.is_set():
            now = snapshot(g)
            if now != before:
                differed.append(now)

    reader = threading.Thread(target=serialise)
    reader.start()
    try:
        for _ in range(5):
            for seat, legal in expected.items():
                assert legal_actions(g, seat) == legal
    finally:
        stop.set()
        reader.join()
    assert not differed
