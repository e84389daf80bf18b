"""The command notation of terra.snellman.org: parsing, formatting, and their round trip."""

from typing import get_args

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.core import RuleError
from rules.terra_mystica import commands as rule_commands
from rules.terra_mystica import notation
from rules.terra_mystica.actions import (
    GAIN_PRIEST,
    Adjust,
    Advance,
    Bridge,
    Build,
    Burn,
    Choose,
    ChooseFaction,
    Command,
    Connect,
    Convert,
    Decline,
    Dig,
    Done,
    DropFaction,
    GainFor,
    Leech,
    Pass,
    PickColor,
    PlaceBoat,
    PlaceHarbour,
    Sail,
    SendPriest,
    Trade,
    Transform,
    UnlockTerrain,
    Upgrade,
    UseAction,
    Wait,
)
from rules.terra_mystica.board import TERRAIN_WHEEL, board
from rules.terra_mystica.data.factions import FACTIONS
from rules.terra_mystica.notation import format_command, format_turn, merge_repeats, parse_command, parse_turn

EXAMPLES = {
    "build E5": Build("E5"),
    "Build e10": Build("E10"),
    "upgrade F3 to TP": Upgrade("F3", "TP"),
    "Upgrade d2 to te": Upgrade("D2", "TE"),
    "upgrade F3 to stronghold": Upgrade("F3", "SH"),
    "send p to WATER": SendPriest("WATER"),
    "Send p to fire": SendPriest("FIRE"),
    "send priest to earth for 2": SendPriest("EARTH", 2),
    "convert 3PW to 3C": Convert(3, "PW", 3, "C"),
    "convert pw to c": Convert(1, "PW", 1, "C"),
    "convert 1 w to 1 c": Convert(1, "W", 1, "C"),
    "convert 1VP to 1C": Convert(1, "VP", 1, "C"),
    "convert 3W to 3P": Convert(3, "W", 3, "P"),
    "burn 4": Burn(4),
    "Leech 2 from nomads": Leech(2, "nomads"),
    "leech 1": Leech(1),
    "Decline 4 from engineers": Decline(4, "engineers"),
    "decline": Decline(),
    "dig 1": Dig(1),
    "Dig 1": Dig(1),
    "transform I11 to black": Transform("I11", "black"),
    "transform G2 to grey": Transform("G2", "gray"),
    "transform E4": Transform("E4"),
    "bridge E5:F6": Bridge("E5", "F6"),
    "connect r1": Connect("r1"),
    "connect c4:d5": Connect("C4:D5"),
    "action ACT6": UseAction("ACT6"),
    "Action bon1": UseAction("BON1"),
    "action ACTW": UseAction("ACTW"),
    "pass BON3": Pass("BON3"),
    "Pass bon1": Pass("BON1"),
    "pass": Pass(),
    "advance ship": Advance("ship"),
    "Advance digging": Advance("dig"),
    "advance shipping": Advance("ship"),
    "+FAV11": Adjust(1, "FAV11"),
    "+TW5": Adjust(1, "TW5"),
    "+2TW3": Adjust(2, "TW3"),
    "+2FIRE": Adjust(2, "FIRE"),
    "+EARTH": Adjust(1, "EARTH"),
    "-water": Adjust(-1, "WATER"),
    "-SPADE": Adjust(-1, "SPADE"),
    "wait": Wait(),
    "done": Done(),
    "setup witches": ChooseFaction("witches"),
    "drop-faction": DropFaction(),
    "resign": DropFaction(),
}


@pytest.mark.parametrize("text", EXAMPLES)
def test_the_notation_players_know(text):
    assert parse_command(text) == EXAMPLES[text]


def test_a_turn_is_commands_separated_by_dots():
    assert parse_turn("burn 3. action ACT6. transform F2 to blue. build C3") == [
        Burn(3),
        UseAction("ACT6"),
        Transform("F2", "blue"),
        Build("C3"),
    ]
    assert format_turn(parse_turn("dig 1. build E3")) == "dig 1. build E3"
    # Auren's two steps on one track may be written twice
    assert parse_turn("action ACTA. +FIRE. +FIRE") == [UseAction("ACTA"), Adjust(2, "FIRE")]


@pytest.mark.parametrize(
    "text, reason",
    [
        ("build", "tm-not-understood"),
        ("fly to the moon", "tm-not-understood"),
        ("upgrade E5 to castle", "tm-not-an-upgrade"),
        ("send p to SPACE", "tm-not-a-cult"),
        ("transform E5 to purple", "tm-not-a-terrain"),
        ("advance swimming", "tm-not-a-track"),
        ("setup elves", "tm-not-a-faction"),
        ("+FAV99", "tm-not-a-favor-tile"),
        ("+TW11", "tm-town-not-in-game"),
        ("+BON99", "tm-not-a-bonus-card"),
        ("pass BON99", "tm-not-a-bonus-card"),
        ("", "tm-nothing-to-do"),
        (" . . ", "tm-nothing-to-do"),
    ],
)
def test_bad_notation_is_refused_with_a_reason(text, reason):
    with pytest.raises(RuleError) as info:
        parse_turn(text)
    assert info.value.code == reason


LAND = sorted(board().land)
RIVERS = sorted(h for h in board().hexes if h not in board().land)
small = st.integers(min_value=1, max_value=20)
cults = st.sampled_from(["FIRE", "WATER", "EARTH", "AIR"])
factions = st.sampled_from(sorted(FACTIONS))
resources = st.sampled_from(["C", "W", "P", "PW", "VP"])
commands = st.one_of(
    st.builds(Build, st.sampled_from(LAND)),
    st.builds(Upgrade, st.sampled_from(LAND), st.sampled_from(["TP", "TE", "SH", "SA", "SY"])),
    # Merchants of the Seas
    st.builds(Build, st.sampled_from(LAND), st.booleans()),
    st.builds(lambda h, r: Build(h, True, r), st.sampled_from(LAND), st.sampled_from(RIVERS)),
    st.builds(PlaceHarbour, st.sampled_from(LAND)),
    st.builds(PlaceBoat, st.sampled_from(LAND + RIVERS)),
    st.builds(lambda p: Sail(tuple(p)), st.lists(st.sampled_from(LAND + RIVERS), min_size=2, max_size=6)),
    st.builds(Trade, st.sampled_from(LAND), st.none() | cults | st.sampled_from(["PW", "P", "MOVE", *RIVERS])),
    st.one_of(st.just(Choose("SHIP")), st.builds(Choose, st.sampled_from(["STEP", "PRIEST"]), cults)),
    st.builds(Transform, st.sampled_from(LAND), st.none() | st.sampled_from(TERRAIN_WHEEL)),
    st.builds(Dig, small),
    st.builds(SendPriest, cults, st.none() | st.sampled_from([1, 2, 3])),
    st.builds(Convert, small, resources, small, resources),
    st.builds(Burn, small),
    st.builds(Leech, small, st.none() | factions),
    st.one_of(st.just(Decline()), st.builds(Decline, small, factions)),
    st.builds(Bridge, st.sampled_from(LAND), st.sampled_from(LAND)),
    st.builds(Connect, st.sampled_from(RIVERS)),
    st.builds(lambda a, b: Connect(f"{a}:{b}"), st.sampled_from(LAND), st.sampled_from(LAND)),
    st.builds(UseAction, st.sampled_from(["ACT1", "ACT6", "BON1", "FAV6", "ACTA", "ACTC", "ACTW", "ACT9", "ACTMB"])),
    st.builds(Pass, st.none() | st.sampled_from([f"BON{i}" for i in range(1, 11)])),
    st.builds(Advance, st.sampled_from(["ship", "dig"])),
    st.builds(
        Adjust,
        st.integers(min_value=-3, max_value=3).filter(bool),
        st.sampled_from(["FAV5", "TW7", "FIRE", "AIR", "SPADE", "W", "FAV13", "TW10", "MAY_BOAT"]),
    ),
    st.just(Wait()),
    st.just(Done()),
    st.builds(ChooseFaction, factions),
    st.builds(DropFaction, st.none() | factions),
    # Fire & Ice
    st.builds(PickColor, st.sampled_from([*TERRAIN_WHEEL, "ice"])),
    st.builds(UnlockTerrain, st.sampled_from([*TERRAIN_WHEEL, GAIN_PRIEST])),
    st.just(GainFor("P3", "VP")),
)

# One command of each type (actions.Command).
ONE_OF_EACH: list[Command] = [
    Build("E5"), Upgrade("E5", "TP"), Transform("E5", "green"), Dig(1), SendPriest("FIRE"),
    Convert(1, "P", 1, "W"), Burn(2), Leech(2, "witches"), Decline(), Bridge("E5", "F6"), Connect("r10"),
    UseAction("ACT6"), Pass("BON3"), Advance("ship"), Adjust(1, "FAV5"), Wait(), Done(),
    ChooseFaction("witches"), DropFaction(), PlaceHarbour("E5"), PlaceBoat("r3"), Sail(("r3", "E5")),
    Trade("E5"), Choose("SHIP"), PickColor("green"), UnlockTerrain(GAIN_PRIEST), GainFor("P3", "VP"),
]  # fmt: skip


def test_every_command_type_is_read_written_and_run() -> None:
    """A command type is its value (actions.py), its words (notation.py reads and writes it) and
    its rule (commands.py runs it): a type added without one of them fails here, not in a game."""
    types = set(get_args(Command))
    assert {type(c) for c in ONE_OF_EACH} == types
    assert all(parse_command(format_command(c)) == c for c in ONE_OF_EACH)
    assert set(notation._WRITERS) == types
    assert set(rule_commands._HANDLERS) == types


@given(commands)
def test_parse_of_format_is_the_command(command):
    assert parse_command(format_command(command)) == command


@given(st.lists(commands, min_size=1, max_size=5))
def test_a_formatted_turn_parses_back(turn):
    # equal, except that a gain written twice in a row is one gain of twice as much
    assert parse_turn(format_turn(turn)) == merge_repeats(turn)


@given(st.text(max_size=40))
def test_any_text_parses_or_is_refused_with_a_rule_error(text):
    try:
        parse_turn(text)
    except RuleError as e:
        assert e.code.startswith("tm-")


def _sloppy(text: str, data: st.DataObject) -> str:
    """`text` as a player might type it: any case, spaces around words, stray dots."""
    letters = "".join(c.upper() if data.draw(st.booleans()) else c.lower() for c in text)
    words = letters.split(" ")
    joined = "".join(w + data.draw(st.sampled_from([" ", "  ", " \t "])) for w in words).strip()
    return data.draw(st.sampled_from(["", ".", ". ", " . "])) + joined + data.draw(st.sampled_from(["", ".", " .."]))


@given(st.lists(commands, min_size=1, max_size=4), st.data())
def test_what_the_parser_accepts_has_one_canonical_spelling(turn, data):
    """Parse then format: a spelling that parses to the same commands and formats to itself."""
    text = _sloppy(format_turn(turn), data)
    try:
        parsed = parse_turn(text)
    except RuleError:
        return  # case matters for a few words (rivers are r12, not R12 in a sail path...)
    canonical = format_turn(parsed)
    assert parse_turn(canonical) == parsed
    assert format_turn(parse_turn(canonical)) == canonical


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("pass BON3.", "pass BON3"),
        (".pass BON3", "pass BON3"),
        ("PASS bon3", "pass BON3"),
        ("SETUP ALCHEMISTS", "setup alchemists"),
        ("burn 1. burn 1", "burn 2"),
        ("+FAV5. +FAV5. +FAV5. +FAV5", "+4FAV5"),
        ("+FIRE. +2FIRE", "+3FIRE"),
        ("burn 1.", "burn 1"),
        ("Convert 3 pw TO 3 c", "convert 3PW to 3C"),
        ("send priest to water for 02", "send p to WATER for 2"),
    ],
)
def test_sloppy_spellings_have_their_canonical_form(text, canonical):
    assert format_turn(parse_turn(text)) == canonical


@pytest.mark.parametrize(
    "text", ["burn 0", "dig 0", "+0FIRE", "-0W", "send p to FIRE for 0", "leech 0 from witches", "burn ²", "sail r²-E5"]
)
def test_counts_of_nothing_and_other_digits_are_refused(text):
    with pytest.raises(RuleError):
        parse_turn(text)


def test_a_refusal_quotes_only_the_start_of_a_long_input():
    with pytest.raises(RuleError) as info:
        parse_turn("x" * 5000)
    assert info.value.code == "tm-not-understood" and info.value.params["text"] == "x" * 39 + "…"
