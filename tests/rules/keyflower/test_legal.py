"""legal_moves (pruned, with lighter copies) against the plain definition: every candidate tried
alone on its own full copy of the state, at many positions of random games; legal_actions is
their notation."""

from __future__ import annotations

import pytest

from rules.keyflower.engine import to_decide
from rules.keyflower.legal import candidates, is_legal, legal_actions, legal_moves
from rules.keyflower.notation import notation
from rules.keyflower.simulate import random_states

GAMES = [
    (2, False, ()),
    (3, False, ()),
    (4, True, ()),
    (5, True, ("A", "C")),
    (6, True, ("B",)),
    (6, False, ()),
]


@pytest.mark.parametrize(("players", "merchants", "variants"), GAMES)
def test_legal_actions_are_the_candidates_the_engine_accepts(
    players: int, merchants: bool, variants: tuple[str, ...]
) -> None:
    states = random_states(players, f"legal-{players}-{merchants}-{''.join(variants)}", merchants, variants)
    checked = 0
    for g in states[::3]:
        before = g.to_json()
        for seat in to_decide(g):
            plain = [turn for turn in candidates(g, seat) if is_legal(g, seat, turn)]
            assert legal_moves(g, seat) == plain, (g.season, g.phase, seat)
            assert legal_actions(g, seat) == [notation(turn) for turn in plain]
            checked += 1
        assert g.to_json() == before, "trying the candidates changed the state"
    assert checked > 20
