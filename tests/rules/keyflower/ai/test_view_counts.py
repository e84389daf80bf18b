"""What a seat may count of the others' screens: how many workers, skills and contracts each holds
hidden (as anyone at the table can, watching them come and go), never which."""

from __future__ import annotations

import random

from rules.keyflower.engine import KeyflowerEngine, public_view
from rules.keyflower.simulate import _hide, random_states

ENGINE = KeyflowerEngine()


def test_every_seat_sees_how_many_each_screen_holds() -> None:
    for variants in ((), ("B",)):
        for g in random_states(3, f"counts-{''.join(variants)}", merchants=True, variants=variants)[::7]:
            for seat in (None, 0, 1, 2):
                view = public_view(g, seat)
                for p, seen in zip(g.players, view["players"], strict=True):
                    assert seen["screen"] == {
                        "workers": sum(p.workers.values()),
                        "skills": sum(p.skills.values()),
                        "contracts": len(p.contracts),
                    }


def test_the_counts_show_nothing_else_behind_a_screen() -> None:
    rng = random.Random(3)
    for variants in ((), ("B",)):
        states = random_states(4, f"hidden-{''.join(variants)}", merchants=True, variants=variants)
        for g in rng.sample(states[:-1], 12):
            hidden = _hide(g)  # other colours, types and contracts behind every screen, the same numbers
            assert public_view(g, None) == public_view(hidden, None)
            for seat in range(4):
                mine = _hide(g)
                mine.players[seat] = g.players[seat].copy()
                assert public_view(g, seat) == public_view(mine, seat)
