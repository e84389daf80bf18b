"""bench/tmai_bridge.py: our games as logs tmai reads, tmai's actions as our notation (no tmai
needed: its answers here are written out by hand in the bridge's JSON)."""

from __future__ import annotations

import pytest

from bench import tmai_bridge as tb
from rules.terra_mystica.engine import new_state
from rules.terra_mystica.notation import parse_turn


def act(type_: str, **fields: object) -> dict[str, object]:
    return {"type": type_, **fields}


def test_games_tmai_can_follow_have_neither_the_temple_tile_nor_variable_turn_order():
    g = new_state(4, 3, options=tb.TMAI_OPTIONS, score_tiles=None)
    assert "temple-scoring-tile" not in g.options and "variable-turn-order" not in g.options
    assert set(g.score_tiles) <= set(tb.TMAI_SCORE_TILES)


def test_the_log_has_the_lines_tmais_loader_looks_for():
    text = tb.log_text(
        ["errata-cultist-power", "mini-expansion-1"],
        ["SCORE5", "SCORE8", "SCORE4", "SCORE2", "SCORE6", "SCORE3"],
        ["BON10", "BON3", "BON4"],
        ["darklings", "nomads", "mermaids", "engineers"],
        [("darklings", "setup darklings"), ("darklings", "build G5"), ("auren", "action ACTA. +2FIRE")],
    ).lower()
    lines = text.splitlines()
    # The scoring tile's number is read 22 characters after the start of 'round N scoring: score'.
    pos = text.index("round 2 scoring: score")
    assert text[pos + 22] == "8"
    assert [ln for ln in lines if ln.startswith("removing tile")] == [
        "removing tile bon3",
        "removing tile bon4",
        "removing tile bon10",
    ]
    incomes = [ln.split()[0] for ln in lines if "income_for_faction" in ln]
    assert incomes == ["darklings", "nomads", "mermaids", "engineers"]
    assert "darklings: build g5" in lines and not any("setup" in ln for ln in lines)
    # Auren's two steps survive the loader's stripping of ' +<digits>' deltas.
    assert "auren: action acta.+2fire" in lines


@pytest.mark.parametrize(
    ("actions", "expected"),
    [
        (
            [act("spade"), act("spade"), act("transformcw", co="e3", to="yellow"), act("build", co="e3")],
            "dig 2. transform E3 to yellow. build E3",
        ),
        ([act("burn"), act("burn"), act("burn"), act("pow1p")], "burn 3. action ACT2"),
        ([act("1pwto1c"), act("1pwto1c"), act("pass", bontile="bon7")], "convert 2PW to 2C. pass BON7"),
        (
            [act("3pwto1w"), act("upgradete", co="F6", favtiles=["fav11"])],
            "convert 3PW to 1W. upgrade F6 to TE. +FAV11",
        ),
        ([act("upgradetp", co="D7", twtiles=["tw5"])], "upgrade D7 to TP. +TW5"),
        ([act("cult2", cult="water")], "send p to WATER for 2"),
        ([act("boncult", cult="earth")], "action BON2. +EARTH"),
        ([act("aurencult2", cult="fire")], "action ACTA. +2FIRE"),
        ([act("powbridge"), act("placebridge", cos=["F4", "G3"])], "action ACT1. bridge F4:G3"),
        (
            [act("powspade"), act("transformccw", co="C4", to="grey"), act("transformccw", co="C4", to="green")],
            "action ACT5. transform C4 to green",
        ),
        ([act("advshipping")], "advance ship"),
        ([act("watertown", co="R12"), act("pass")], "connect r12. pass"),
    ],
)
def test_tmais_turns_become_our_notation(actions, expected):
    assert tb.actions_notation(actions) == expected
    parse_turn(expected)  # our engine's parser understands every part


def test_the_other_decisions_become_our_notation():
    assert tb.to_notation({"kind": "dwelling", "co": "e7"}) == "build E7"
    assert tb.to_notation({"kind": "bonus", "tile": "bon3"}) == "pass BON3"
    assert tb.to_notation({"kind": "cultists", "cult": "air"}) == "+AIR"
    offer = "leech 3 from witches"
    assert tb.to_notation({"kind": "leech", "accept": True}, offer) == offer
    assert tb.to_notation({"kind": "leech", "accept": False}, offer) == "decline 3 from witches"
    for text in ("build E7", "pass BON3", "+AIR", "decline 3 from witches"):
        parse_turn(text)


@pytest.mark.parametrize(
    "decision",
    [
        {"kind": "action", "actions": []},
        {"kind": "action", "actions": [act("build")]},
        {"kind": "action", "actions": [act("transformcw", co="E3")]},
        {"kind": "action", "actions": [act("cheatc")]},
        {"kind": "bonus", "tile": "fav3"},
        {"kind": "cultists", "cult": "mud"},
        {"kind": "leech", "accept": True},
        {"kind": "rest"},
    ],
)
def test_what_cannot_be_said_is_refused_by_name(decision):
    with pytest.raises(tb.Untranslatable):
        tb.to_notation(decision)
