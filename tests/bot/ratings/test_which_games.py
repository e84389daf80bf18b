"""Which Terra Mystica games the ratings count, and in which table, as the reference site decides;
and what the host's changes to a finished game (undo, a seat handed on, abandoning) do to them."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from bot.ratings import terra_mystica as tm
from bot.ratings.book import RatingBook
from bot.ratings.results import GameResult, SeatResult, identities
from bot.store import SeatRow
from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.engine import new_state

GAMES = Path(__file__).parents[2] / "data" / "terra_mystica"


def game(
    factions: list[str], players: list[str] | None = None, board: str = "base", ai: int | None = None, gid: int = 1
) -> GameResult:
    players = players or [f"user:{i}" for i in range(len(factions))]
    seats = tuple(
        SeatResult(i, p, p, f, 100 + i, len(factions) - i, ai=i == ai)
        for i, (p, f) in enumerate(zip(players, factions, strict=True))
    )
    return GameResult(gid, "terra_mystica", None, float(gid), 1, board, True, seats)


def test_variable_factions_are_named_with_their_version_and_old_versions_set_aside():
    assert tm.rated_faction("shapeshifters", {"fire-and-ice-factions/variable_v5", "shipping-bonus"}) == (
        "shapeshifters_v5"
    )
    assert tm.rated_faction("riverwalkers", {"fire-and-ice-factions/variable_v4"}) == "riverwalkers_v4"
    assert tm.rated_faction("riverwalkers", {"fire-and-ice-factions/variable_v3"}) == "riverwalkers"
    assert tm.rated_faction("shapeshifters", {"fire-and-ice-factions/variable"}) == "shapeshifters"
    assert tm.rated_faction("icemaidens", {"fire-and-ice-factions/variable_v5"}) == "icemaidens"
    for old in (
        "shapeshifters",
        "shapeshifters_v2",
        "shapeshifters_v3",
        "shapeshifters_v4",
        "riverwalkers",
        "riverwalkers_v4",
    ):
        assert tm.rated_game(game(["witches", "nomads", old])) is None
    for counted in ("shapeshifters_v5", "riverwalkers_v5", "icemaidens", "dragonlords"):
        assert tm.rated_game(game(["witches", "nomads", counted])) is not None


def test_factions_are_rated_on_their_board():
    rated = tm.rated_game(game(["witches", "nomads", "giants"], board="fire_and_ice_side1"))
    assert rated is not None and [e.faction for e in rated.entries] == [
        "witches fire_and_ice_side1",
        "nomads fire_and_ice_side1",
        "giants fire_and_ice_side1",
    ]


def test_merchants_of_the_seas_factions_are_rated_apart_from_the_same_map_without_it():
    plain = new_state(3, 1, board="base")
    merchants = new_state(3, 1, board="base", options=[*plain.options, MERCHANTS])
    assert tm.board_of(plain) == "base"
    assert tm.board_of(merchants) == "base+merchants"
    rated = tm.rated_game(game(["witches", "nomads", "giants"], board=tm.board_of(merchants)))
    assert rated is not None and {e.faction for e in rated.entries} == {
        "witches base+merchants",
        "nomads base+merchants",
        "giants base+merchants",
    }


def test_the_tables_three_players_or_more_two_players_and_ai_seats_apart():
    three, two = game(["witches", "nomads", "giants"]), game(["witches", "nomads"])
    with_ai = game(["witches", "nomads", "giants"], ["user:0", "user:1", "ai:Hard AI"], ai=2)
    assert [tm.table_of(g) for g in (three, two, with_ai)] == [tm.SITE, tm.TWO_PLAYERS, tm.WITH_AI]
    assert tm.table_of(replace(three, counted=False)) is None  # not finished in round 6
    assert tm.table_of(game(["witches"])) is None
    assert set(tm.ratings([three, two, with_ai]).players) == {"user:0", "user:1", "user:2"}
    assert tm.ratings([three, two, with_ai], tm.TWO_PLAYERS).players.keys() == {"user:0", "user:1"}
    assert "ai:Hard AI" in tm.ratings([three, two, with_ai], tm.WITH_AI).players


def test_one_person_in_two_seats_is_not_a_contest():
    assert tm.rated_game(game(["witches", "nomads", "giants"], ["user:0", "user:0", "user:1"])) is None


def test_who_a_seat_is():
    discord_game = [SeatRow(0, "11", "Ana", None), SeatRow(1, "12", "Bia", None)]
    assert identities(discord_game) == {0: ("user:11", "Ana"), 1: ("user:12", "Bia")}
    imported = [SeatRow(0, "host", "qlip21", None), SeatRow(1, "host", "RA", None), SeatRow(2, "13", "Caio", None)]
    assert identities(imported) == {0: ("name:qlip21", "qlip21"), 1: ("name:RA", "RA"), 2: ("user:13", "Caio")}


async def test_undo_reopens_a_finished_game_and_it_counts_again_once_finished_again(service, clock):
    names = sorted(p.name for p in GAMES.glob("4pLeague_S61_*.txt"))
    for name in names:
        await service.import_game((GAMES / name).read_text(), "host", "Host", name=name, game_type="terra_mystica")
    book = RatingBook(service)
    before = await book.board("terra_mystica")
    assert before.games == len(names)
    last = (await service.store.moves(1))[-1]
    assert (await service.request_undo(1, "host")).undone
    reopened = await book.board("terra_mystica")
    assert reopened.games == len(names) - 1 and reopened != before
    clock.now += 3600
    await service.act(1, "host", last.text, seat=last.seat)
    assert (await book.board("terra_mystica")).games == len(names)
    assert [r.game_id for r in await book.results("terra_mystica")][-1] == 1  # it finished last now


async def test_a_seat_handed_on_after_the_end_is_its_new_player_and_abandoned_games_never_count(service):
    name = sorted(GAMES.glob("4pLeague_S61_*.txt"))[0]
    row = await service.import_game(name.read_text(), "host", "Host", name=name.name, game_type="terra_mystica")
    book = RatingBook(service)
    first = (await book.results("terra_mystica"))[0]
    assert first.seats[0].player.startswith("name:")
    await service.replace(row.id, "host", 0, "42", "Zed")
    again = (await book.results("terra_mystica"))[0]
    assert (again.seats[0].player, again.seats[0].name) == ("user:42", "Zed") and again.seats[1:] == first.seats[1:]
    lobby = await service.create_game("ana", "Ana", game_type="terra_mystica", seats=2, channel_id="c")
    await service.abandon(lobby.id, "ana")
    assert [r.game_id for r in await book.results("terra_mystica")] == [row.id]
