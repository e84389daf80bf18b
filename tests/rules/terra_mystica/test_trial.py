"""Legal actions try turns on states whose factions the turn leaves alone are stand-ins reading the
originals (trial.py): nothing a try does may reach the state it was made from, and the answer is
the plain definition's."""

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
from rules.terra_mystica.trial import GAME_CONTAINERS, NESTED, READ_ONLY, WRITES, GameSlot, Touched, Trials, shared

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
    Trials(g, own).run(write, [])
    assert seen == [g.factions[other].VP + 7]  # the second run, on a copy: the first never wrote
    assert own == {first, other}
    assert snapshot(g) == before


@pytest.mark.parametrize("slot", CONTAINER_SLOTS)
def test_a_container_of_a_shared_faction_is_never_handed_to_a_try(slot: str) -> None:
    """A try reads a read-only copy (or nothing, for one holding containers); changing it runs the
    try again on a copy of the faction."""
    g = late_state()
    before = snapshot(g)
    first, other = list(g.factions)[:2]
    original = getattr(g.factions[other], slot)
    got: list[object] = []

    def mutate(t: GameState) -> None:
        value = getattr(t.factions[other], slot)
        got.append(value)
        value.clear()

    own = {first}
    Trials(g, own).run(mutate, [])
    assert got and all(value is not original for value in got)
    assert got[-1] == type(original)() and own == {first, other}
    assert snapshot(g) == before


def test_a_shared_faction_reads_the_original_and_refuses_every_change() -> None:
    g = late_state()
    before = snapshot(g)
    for f in g.factions.values():
        stand_in = shared(f)
        assert isinstance(stand_in, Faction) and stand_in is not f
        for slot in Faction.__slots__:
            if slot in NESTED:
                with pytest.raises(Touched):
                    getattr(stand_in, slot)
            elif slot in CONTAINER_SLOTS:
                value, original = getattr(stand_in, slot), getattr(f, slot)
                assert value == original and value is not original and isinstance(value, type(original))
                for name in WRITES[type(original)]:
                    with pytest.raises(Touched):
                        getattr(value, name)(*([original] if name in ("__init__", "update", "extend") else []))
                assert value == original
            else:
                assert getattr(stand_in, slot) is getattr(f, slot)
                setattr(stand_in, slot, getattr(f, slot))  # the value it holds: nothing changes
            with pytest.raises(Touched):
                setattr(stand_in, slot, object())
            with pytest.raises(Touched):
                delattr(stand_in, slot)
        assert stand_in.tokens() == f.tokens() and stand_in.power_capacity() == f.power_capacity()
        assert stand_in.builds_on(f.terrain) and stand_in.teleport_range() == f.teleport_range()
        with pytest.raises(Touched):
            stand_in.passed = int(f.passed)  # equal, but not the same kind of value
    assert snapshot(g) == before


def test_read_only_copies_refuse_every_change_their_type_has() -> None:
    """The methods of list, dict and set, each either reading or in WRITES: a method a later
    Python adds fails here until it is sorted."""
    reading = {
        list: {"__add__", "__contains__", "__eq__", "__ge__", "__getitem__", "__gt__", "__iter__", "__le__"}
        | {"__len__", "__lt__", "__mul__", "__ne__", "__reversed__", "__rmul__", "copy", "count", "index"},
        dict: {"__contains__", "__eq__", "__getitem__", "__iter__", "__len__", "__ne__", "__or__", "__reversed__"}
        | {"__ge__", "__gt__", "__le__", "__lt__", "__ror__", "copy", "fromkeys", "get", "items", "keys", "values"},
        set: {"__and__", "__contains__", "__eq__", "__ge__", "__gt__", "__iter__", "__le__", "__len__", "__lt__"}
        | {"__ne__", "__or__", "__rand__", "__ror__", "__rsub__", "__rxor__", "__sub__", "__xor__", "copy"}
        | {"difference", "intersection", "isdisjoint", "issubset", "issuperset", "symmetric_difference", "union"},
    }
    for kind, names in WRITES.items():
        own = {n for n, v in vars(kind).items() if callable(v) or isinstance(v, classmethod | staticmethod)}
        general = {
            "__new__",
            "__repr__",
            "__hash__",
            "__getattribute__",
            "__sizeof__",
            "__class_getitem__",
            "__reduce__",
        }
        assert own - general == reading[kind] | set(names), kind
        assert all(vars(READ_ONLY[kind])[name] is not vars(kind)[name] for name in names)


def test_a_try_is_never_handed_an_original_faction() -> None:
    g = late_state()
    originals = {name: f for name, f in g.factions.items()}
    met: list[bool] = []

    def look(t: GameState) -> None:
        met.extend(t.factions[name] is f for name, f in originals.items())

    Trials(g, {next(iter(originals))}).run(look, [])
    assert met and not any(met)
    assert all(type(f) is Faction for f in g.factions.values())


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


def test_the_containers_guarded_are_every_mutable_value_of_a_faction() -> None:
    """A value a write could go through but not guarded would reach the original state: the
    slots not guarded hold numbers, words or the frozen spec, the containers handed out as
    read-only copies hold numbers and words (their keys too)."""
    immutable = (int, str, bool, type(None))
    for g in positions():
        for f in g.factions.values():
            for slot in Faction.__slots__:
                value = getattr(f, slot)
                if slot == "spec":
                    assert type(value).__dataclass_params__.frozen  # type: ignore[attr-defined]
                elif slot not in CONTAINER_SLOTS:
                    assert isinstance(value, immutable), (slot, value)
                elif slot not in NESTED:
                    assert type(value) in READ_ONLY, (slot, value)
                    items = [*value.keys(), *value.values()] if isinstance(value, dict) else list(value)
                    assert all(isinstance(x, immutable) for x in items), (slot, value)


def test_the_engine_writes_attributes_only_the_way_the_guard_sees() -> None:
    """`object.__setattr__` (or a slot's own `__set__`) would pass by a shared faction's guard
    (writing the stand-in's slots, never the original's): only state.py (building new objects) and
    trial.py (making the stand-ins) may use them."""
    package = Path(trial.__file__).parent
    for path in package.glob("*.py"):
        if path.name in ("state.py", "trial.py"):
            continue
        text = path.read_text()
        assert "object.__setattr__" not in text and ".__set__(" not in text, path.name


def _immutable(value: object) -> bool:
    if isinstance(value, tuple | frozenset):
        return all(_immutable(x) for x in value)
    return isinstance(value, int | str | bool | type(None))


def test_the_game_containers_guarded_are_every_mutable_value_of_the_game() -> None:
    """The game's own lists, dicts and sets are handed to tries as read-only copies: whatever else
    a state holds is a number, word or frozen value (shared as it is), but for the factions and
    the power offers (copied for every try); the containers hold nothing changeable either."""
    for g in positions():
        for slot in GameState.__slots__:
            value = getattr(g, slot)
            if slot in ("factions", "leech_offers"):
                continue
            if slot not in GAME_CONTAINERS:
                assert _immutable(value), (slot, value)
            elif value is not None:
                assert type(value) in READ_ONLY, (slot, value)
                items = [*value.keys(), *value.values()] if isinstance(value, dict) else list(value)
                assert all(_immutable(x) for x in items), (slot, value)


@pytest.mark.parametrize("slot", [s for s in GAME_CONTAINERS if s != "new_order"])
@pytest.mark.parametrize("kind", [None, "a kind of its own"])
def test_a_write_to_a_game_container_is_refused_and_tried_again_with_it_copied(slot: str, kind: str | None) -> None:
    g = late_state()
    before = snapshot(g)
    original = getattr(g, slot)
    got: list[object] = []

    def mutate(t: GameState) -> None:
        value = getattr(t, slot)
        got.append(value)
        value.clear()

    kind_of_this_test = (kind, slot) if kind else None
    Trials(g, set()).run(mutate, [], kind_of_this_test)
    assert len(got) == 2 and all(value is not original for value in got)
    assert type(got[0]) is READ_ONLY[type(original)] and type(got[1]) is type(original) and got[1] == type(original)()
    assert snapshot(g) == before
    if kind_of_this_test is not None:  # later tries of the kind copy it from the start
        got.clear()
        Trials(g, set()).run(mutate, [], kind_of_this_test)
        assert len(got) == 1 and type(got[0]) is type(original)
    with pytest.raises(Touched) as refused:
        getattr(Trials(g, set()).shared, slot).clear()
    assert type(refused.value.name) is GameSlot and refused.value.name == slot
