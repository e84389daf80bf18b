"""Legal actions try turns on states sharing the factions a turn leaves alone (trial.py): nothing a
try does may reach the state it was made from, and the answer is the plain definition's."""

from __future__ import annotations

import json
import threading
from functools import cache
from pathlib import Path

import pytest

from rules.terra_mystica import trial
from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.engine import DEFAULT_OPTIONS, FIRE_AND_ICE_PUBLISHED, TerraMysticaEngine, new_state, play
from rules.terra_mystica.legal import candidates, is_legal, legal_actions, legal_among
from rules.terra_mystica.notation import parse_turn
from rules.terra_mystica.simulate import play_random_game
from rules.terra_mystica.state import CONTAINER_SLOTS, Faction, GameState
from rules.terra_mystica.trial import Sharing, Touched

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


def test_legal_actions_are_the_plain_definition_and_change_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    touched: list[str] = []  # factions turns wrote or read the containers of, being shared
    init = Touched.__init__

    def note(self: Touched, name: str) -> None:
        touched.append(name)
        init(self, name)

    monkeypatch.setattr(Touched, "__init__", note)
    for g in positions():
        before = snapshot(g)
        for seat in ENGINE.to_decide(g):
            assert legal_actions(g, seat) == plain(g, seat)
            assert snapshot(g) == before
            assert all(type(f) is Faction for f in g.factions.values())
    assert len(touched) > 20  # the engine's own writes to other factions met the guard


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


def late_state() -> GameState:
    g = next(g for g in reversed(positions()) if g.phase == "play" and len(g.factions) >= 4)
    return g


def test_a_write_to_a_shared_faction_is_refused_and_tried_again_on_a_copy() -> None:
    g = late_state()
    before = snapshot(g)
    first, other = list(g.factions)[:2]
    seen: list[int] = []

    def write(t: GameState) -> None:
        t.factions[other].VP += 7
        seen.append(t.factions[other].VP)

    own = {first}
    with Sharing(g, own) as sharing:
        sharing.run(write, [])
    assert seen == [g.factions[other].VP + 7]  # the second run, on a copy: the first never wrote
    assert own == {first, other}
    assert snapshot(g) == before


@pytest.mark.parametrize("slot", CONTAINER_SLOTS)
def test_a_container_of_a_shared_faction_is_never_handed_to_a_try(slot: str) -> None:
    g = late_state()
    before = snapshot(g)
    first, other = list(g.factions)[:2]
    original = getattr(g.factions[other], slot)
    got: list[object] = []

    def mutate(t: GameState) -> None:
        value = getattr(t.factions[other], slot)
        got.append(value)
        value.clear()

    with Sharing(g, {first}) as sharing:
        sharing.run(mutate, [])
    assert len(got) == 1 and got[0] is not original
    assert snapshot(g) == before


def test_shared_factions_are_refused_only_in_the_trying_thread() -> None:
    """The host draws and stores a state in one thread while its decisions are found in another:
    that other thread reads (and would write) the shared factions as usual."""
    g = late_state()
    first, other = list(g.factions)[:2]
    shared = g.factions[other]
    seen: dict[str, object] = {}

    def elsewhere() -> None:
        seen["json"] = snapshot(g)
        seen["cult"] = list(shared.cult)

    def look(t: GameState) -> None:
        thread = threading.Thread(target=elsewhere)
        thread.start()
        thread.join()
        with pytest.raises(Touched):
            shared.cult  # noqa: B018 - the read is the test
        with pytest.raises(Touched):
            shared.VP = 0

    before = snapshot(g)
    with Sharing(g, {first}) as sharing:
        sharing.run(look, [])
    assert seen == {"json": before, "cult": list(g.factions[other].cult)}
    assert type(shared) is Faction and snapshot(g) == before


def test_legal_actions_while_another_thread_serialises_the_state() -> None:
    g = late_state()
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


def test_tries_do_not_nest() -> None:
    g = late_state()
    names = list(g.factions)
    with Sharing(g, {names[0]}), pytest.raises(RuntimeError):
        Sharing(g, {names[0]}).__enter__()
    assert all(type(f) is Faction for f in g.factions.values())


def test_the_containers_guarded_are_every_mutable_value_of_a_faction() -> None:
    """A value a write could go through but not guarded would reach the original state."""
    immutable = (int, str, bool, type(None))
    for g in positions():
        for f in g.factions.values():
            for slot in Faction.__slots__:
                value = getattr(f, slot)
                if slot == "spec":
                    assert type(value).__dataclass_params__.frozen  # type: ignore[attr-defined]
                elif slot not in CONTAINER_SLOTS:
                    assert isinstance(value, immutable), (slot, value)


def test_the_engine_writes_attributes_only_the_way_the_guard_sees() -> None:
    """`object.__setattr__` (or a slot's own `__set__`) would pass by a shared faction's guard:
    only state.py (building new objects) and trial.py (the guard) may use them."""
    package = Path(trial.__file__).parent
    for path in package.glob("*.py"):
        if path.name in ("state.py", "trial.py"):
            continue
        text = path.read_text()
        assert "object.__setattr__" not in text and ".__set__(" not in text, path.name
