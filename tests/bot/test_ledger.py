"""The ledger (issue 29, point 4): each move with what it changed, in words and numbers, in both
languages; numbered without gaps where a move was undone; cut into pages that fit a message."""

from __future__ import annotations

from pathlib import Path

from bot.games import adapters
from bot.ledger import PAGE_CHARS, ledger, pages, replay
from tests.bot.test_local_keyflower import simulated
from tests.bot.test_service import two_player_game

GAME = Path(__file__).parents[1] / "data" / "terra_mystica" / "4pLeague_S65_D1L1_G2.txt"
TM = adapters()["terra_mystica"]


def recorded(locale: str, upto: int | None = None):
    imported = TM.import_record(GAME.read_text(), GAME.name)
    moves = imported.moves[:upto] if upto else imported.moves
    return replay(TM, imported.options, imported.seats, imported.seed, moves, locale)


def test_each_move_says_what_it_changed_with_what_the_faction_has_after():
    entries = recorded("en")
    assert [e.number for e in entries] == list(range(1, len(entries) + 1))
    assert entries[64].lines() == [
        "  65. Darklings: dig 1. build G6 — dug 1 spade and built a dwelling on G6",
        "        Darklings: +6 VP (23), −2 coins (12), −1 worker (1), −1 priest (0)",
    ]
    assert entries[69].lines()[1] == "        Witches: +1 coin (7), −1 priest (0), power 1/0/7, Air +3 (7)"
    # the round's income comes with the move that ended the round, under the new round's heading
    income = entries[66].lines()
    assert income[1] == "        Round 2 begins."
    assert any(line.startswith("        Nomads: +8 coins (12)") for line in income)
    assert entries[0].lines() == ["   1. Cultists: setup cultists — chose the Cultists"]  # nothing changed


def test_the_ledger_in_portuguese():
    entries = recorded("pt-BR", upto=70)
    assert entries[64].lines()[1] == "        Darklings: +6 PV (23), −2 Moedas (12), −1 Trabalhador (1), −1 Clérigo (0)"
    assert entries[61].lines()[1] == "        Darklings: +7 Moedas (14), Poder 8/1/0"


def test_pages_fit_a_message_and_hold_every_move_once():
    entries = recorded("en")
    book = pages(entries)
    assert len(book) > 10 and [e for page in book for e in page] == entries
    for page in book:
        assert sum(len(line) + 1 for e in page for line in e.lines()) <= PAGE_CHARS or len(page) == 1


async def test_numbering_has_no_gap_where_a_move_was_undone(service):
    game = await two_player_game(service)
    await service.act(game, "bob", "pass BON3")
    await service.act(game, "alice", "pass BON5")
    await service.act(game, "alice", "upgrade F4 to TP")
    assert (await service.request_undo(game, "alice")).undone
    await service.act(game, "alice", "upgrade F4 to TP")
    entries = await ledger(service, game, "en")
    stored = [m.seq for m in await service.store.moves(game)]
    assert len(set(range(1, max(stored) + 1)) - set(stored)) == 1  # the log itself has the gap
    assert [e.number for e in entries] == list(range(1, len(entries) + 1))
    assert entries[-1].move == "upgrade F4 to TP" and entries[-1].changes[0].startswith("Witches: −3 coins")


def test_a_keyflower_ledger_says_per_season_who_won_which_tile():
    moves, _ = simulated("ledger", {})
    kf = adapters()["keyflower"]
    entries = replay(kf, kf.game_options({}), 3, "ledger", moves, "en")
    changes = [c.replace("**", "") for e in entries for c in e.changes]
    won = [c for c in changes if c.startswith("Seat ") and " won " in c]
    assert "Seat 1 won Stone Yard and Inn." in won and "Seat 2 won Keyflower." in won
    ends = [i for i, c in enumerate(changes) if c.startswith("End of Autumn")]
    assert ends and changes[ends[0] + 1] == "Seat 1 won Stone Yard and Inn."  # under its season's end
    assert any(c.startswith("Summer begins") for c in changes), changes[:20]
    pt = replay(kf, kf.game_options({}), 3, "ledger", moves, "pt-BR")
    assert any(" ganhou " in c or " venceu " in c for e in pt for c in e.changes), [c for e in pt for c in e.changes]
