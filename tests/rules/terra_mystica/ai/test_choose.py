"""The AI's moves are legal, the same for the same seed, and made for every kind of decision."""

from __future__ import annotations

import random
import zlib

import pytest

from rules.terra_mystica.ai import LEVELS, choose
from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.engine import DEFAULT_OPTIONS, FIRE_AND_ICE_PUBLISHED, TerraMysticaEngine, new_state
from rules.terra_mystica.simulate import play_random_game
from rules.terra_mystica.state import GameState

ENGINE = TerraMysticaEngine()
EXPANSIONS = [*DEFAULT_OPTIONS, MERCHANTS, *FIRE_AND_ICE_PUBLISHED]


def positions(
    seed: str, players: int, merchants: bool, fire_ice: bool, board: str = "base"
) -> list[tuple[GameState, int]]:
    """Every position of a random game with the seat that decides there."""
    result = play_random_game(seed, players, board=board, merchants=merchants, fire_ice=fire_ice)
    assert result.finished, result.error
    options = [*DEFAULT_OPTIONS, *([MERCHANTS] if merchants else []), *(FIRE_AND_ICE_PUBLISHED if fire_ice else [])]
    g = new_state(players, seed, board=board, options=options)
    out = []
    for seat, text in result.history:
        out.append((g, seat))
        g = ENGINE.apply(g, seat, text).state
    return out


def kind(g: GameState, seat: int) -> str:
    """The kind of decision `seat` faces (for the coverage check)."""
    legal = ENGINE.legal_actions(g, seat)
    heads = {t.split()[0] for t in legal}
    if g.phase == "select-factions":
        return "colour" if "pick-color" in heads else "favor" if any(t.startswith("+FAV") for t in legal) else "faction"
    for head, name in (
        ("leech", "leech"),
        ("harbour", "harbour"),
        ("unlock-terrain", "unlock"),
        ("trade", "trade"),
        ("choose", "merchants-choice"),
        ("gain", "token"),
        ("boat", "boat"),
        ("merchant", "boat"),
    ):
        if head in heads:
            return name
    if any(t.startswith("+FAV") for t in legal):
        return "favor"
    if any(t.startswith("+TW") for t in legal):
        return "town"
    if any(t.startswith("+") for t in legal):
        return "cult"
    if g.phase == "initial-dwellings":
        return "dwelling"
    if any(t == "-SPADE" for t in legal):
        return "spades"
    if all(t.startswith("pass") for t in legal):
        return "bonus"
    return "turn"


@pytest.mark.parametrize(
    ("seed", "players", "merchants", "fire_ice", "board"),
    [("ai-1", 4, False, False, "base"), ("ai-2", 3, True, True, "base"), ("ai-3", 5, True, True, "fjords"),
     ("ai-4", 2, False, True, "fire-ice")],
)  # fmt: skip
def test_every_level_plays_legal_moves_at_every_kind_of_decision(seed, players, merchants, fire_ice, board):
    seen: set[str] = set()
    rng = random.Random(seed)
    for i, (g, seat) in enumerate(positions(seed, players, merchants, fire_ice, board)):
        seen.add(kind(g, seat))
        levels = ["easy", "greedy", "random"] + (["normal", "hard"] if i % 7 == 0 else [])
        level = levels[rng.randrange(len(levels))]
        move = choose(g, seat, level=level, seed=i)
        ENGINE.apply(g, seat, move)  # raises RuleError if refused
    assert {"turn", "bonus", "dwelling"} <= seen


def test_the_kinds_of_decision_met_cover_the_game():
    seen: set[str] = set()
    for seed, players, merchants, fire_ice, board in [
        ("ai-1", 4, False, False, "base"), ("ai-2", 3, True, True, "base"), ("ai-3", 5, True, True, "fjords"),
    ]:  # fmt: skip
        seen |= {kind(g, seat) for g, seat in positions(seed, players, merchants, fire_ice, board)}
    expected = {"leech", "favor", "town", "cult", "bonus", "dwelling", "colour", "harbour", "turn", "spades"}
    assert expected | {"unlock", "boat", "trade", "merchants-choice"} <= seen


@pytest.mark.parametrize("level", [*LEVELS, "greedy", "random"])
def test_the_same_seed_gives_the_same_move(level):
    for g, seat in positions("ai-5", 4, False, False)[::25]:
        assert choose(g, seat, level=level, seed=3) == choose(g, seat, level=level, seed=3)


def test_an_unknown_level_is_refused():
    g, seat = positions("ai-5", 4, False, False)[30]
    with pytest.raises(ValueError, match="unknown level"):
        choose(g, seat, level="grandmaster")


def test_a_deadline_cuts_the_search_short_with_a_legal_move():
    for g, seat in positions("ai-6", 4, False, False)[20::30]:
        move = choose(g, seat, level="hard", seed=1, deadline=lambda: True)
        ENGINE.apply(g, seat, move)


@pytest.mark.parametrize(
    ("levels", "options", "board", "seed"),
    [(["easy", "normal", "greedy"], EXPANSIONS, "base", "g1"),
     (["normal", "easy", "easy", "greedy", "easy"], EXPANSIONS, "lakes", "g2"),
     (["hard", "easy"], DEFAULT_OPTIONS, "base", "g3")],
)  # fmt: skip
def test_whole_games_by_ai_seats_end_without_a_refused_move(levels, options, board, seed):
    g = new_state(len(levels), seed, board=board, options=options)
    for decision in range(3000):
        seats = ENGINE.to_decide(g)
        if g.finished:
            break
        seat = seats[0]
        g = ENGINE.apply(g, seat, choose(g, seat, level=levels[seat], seed=decision)).state
    assert g.finished
    assert all(f.VP > 0 for f in g.factions.values())


def test_a_turn_its_settling_cannot_finish_is_never_chosen() -> None:
    # bench/tm_ai.py --agents easy,normal,easy,normal --board any --merchants --fire-ice --seed 7,
    # its setup 700001: an easy Chaos Magicians seat once took a turn that dug a spade it had no
    # land left to turn with, and then had nothing legal to play; the game stopped there.
    g = new_state(4, 700001, board="fjords_v2_1", options=EXPANSIONS)
    levels = ["easy", "normal", "easy", "normal"]
    for decision in range(3000):
        seats = ENGINE.to_decide(g)
        if ENGINE.is_finished(g) or not seats:
            break
        seat = seats[0]
        assert ENGINE.legal_actions(g, seat), f"seat {seat} has nothing legal to play at decision {decision}"
        move = choose(g, seat, level=levels[seat], seed=zlib.crc32(f"700001:0:{decision}".encode()))
        g = ENGINE.apply(g, seat, move).state
    assert ENGINE.is_finished(g)
