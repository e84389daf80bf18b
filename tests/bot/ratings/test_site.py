"""Terra Mystica's ratings of the recorded tournament games are the reference site's: its own code
(Analyze::RatingData and Analyze::ELO, run by site_ratings.pl on its engine's replays) gave the
numbers in data/site-ratings.json, for the games in several orders; ours must be the same to the
last bit a double holds. Then through the host: games imported as `bot.local import` imports
them, rated from the database (`bot.local ratings --json`), recomputed with the same result."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from bot.ratings import terra_mystica
from bot.ratings.book import RatingBook
from bot.ratings.cli import as_json
from bot.ratings.results import GameResult
from bot.service import GameService
from bot.store import GameRow, SeatRow, Store
from rules.terra_mystica.ledger import parse_record
from rules.terra_mystica.replay import replay_record

ROOT = Path(__file__).parents[3]
GAMES = ROOT / "tests" / "data" / "terra_mystica"
CASES = json.loads((Path(__file__).parent / "data" / "site-ratings.json").read_text())["cases"]
SITE = Path(__file__).parent / "site_ratings.pl"
PEER = ROOT.parent / "shared" / "peer" / "terra-mystica-perl"


@cache
def result_of(name: str, order: int) -> GameResult:
    """A recorded game replayed to its end and read as the ratings read a finished game."""
    record = parse_record((GAMES / name).read_text())
    replay = replay_record(record, name)
    assert replay.state is not None and replay.finished
    row = GameRow(
        order,
        "terra_mystica",
        {},
        "",
        len(record.players),
        None,
        None,
        "local",
        "finished",
        1,
        0,
        0.0,
        float(order),
        float(order),
    )
    seats = [SeatRow(seat, "local", player, None) for seat, player in enumerate(record.players)]
    return terra_mystica.read(row, seats, replay.state)


def by_name(ratings: terra_mystica.elo.Ratings, results: list[GameResult]) -> dict[str, dict[str, float]]:
    names = {s.player: s.name for r in results for s in r.seats}
    return {
        "players": {names[p]: r.score for p, r in ratings.shown_players().items()},
        "factions": {f: r.score for f, r in ratings.factions.items()},
    }


def site(case: dict) -> dict[str, dict[str, float]]:
    return {kind: {k: float(v) for k, v in found.items()} for kind, found in case["ratings"].items()}


@pytest.mark.parametrize("case", CASES, ids=[c["case"] for c in CASES])
def test_the_recorded_games_are_rated_as_the_site_rates_them(case):
    results = [result_of(name, i) for i, name in enumerate(case["games"])]
    assert by_name(terra_mystica.ratings(results), results) == site(case)


def test_the_cases_rate_dropped_players_tied_players_and_shadows():
    everything = CASES[0]["games"]
    results = [result_of(name, i) for i, name in enumerate(everything)]
    assert sum(s.dropped for r in results for s in r.seats) == 7
    assert any(len({s.vp for s in r.seats}) < len(r.seats) for r in results)  # VP tied
    rated = terra_mystica.ratings(results)
    assert rated.shown_players() and len(rated.players) > len(rated.shown_players())
    first20 = [result_of(name, i) for i, name in enumerate(CASES[2]["games"])]
    assert len(terra_mystica.ratings(first20).shown_players()) < len(rated.shown_players())


def _perl_ready() -> bool:
    if shutil.which("perl") is None or not (PEER / "replay.pl").exists():
        return False
    probe = subprocess.run(
        ["perl", "-MMoose", "-MTie::IxHash", "-MMethod::Signatures::Simple", "-MExporter::Easy", "-e", "1"],
        capture_output=True,
    )
    return probe.returncode == 0


@pytest.mark.skipif(not _perl_ready(), reason="the site's Perl code or its Debian packages are not on this machine")
def test_the_sites_own_code_rates_two_seasons_as_we_do():
    """site_ratings.pl run now (not only when the data was made), on 14 games."""
    names = sorted(p.name for p in GAMES.glob("4pLeague_S6[34]_*.txt"))
    made = subprocess.run(
        ["perl", str(SITE), "--peer", str(PEER), *(str(GAMES / n) for n in names)],
        capture_output=True,
        text=True,
        check=True,
    )
    theirs = site({"ratings": json.loads(made.stdout)})
    results = [result_of(name, i + 100) for i, name in enumerate(names)]
    assert theirs["players"] and by_name(terra_mystica.ratings(results), results) == theirs


async def import_all(service: GameService, names: list[str]) -> None:
    for name in names:
        await service.import_game((GAMES / name).read_text(), "local", "Me", name=name, game_type="terra_mystica")


async def test_imported_games_keep_their_players_names_and_are_rated_as_the_site_rates_them(database_url, clock):
    case = CASES[0]
    store = await Store.open(database_url, clock=clock)
    try:
        service = GameService(store, clock=clock)
        for name in case["games"]:  # one after the other, as imports come
            clock.now += 60
            await import_all(service, [name])
        seats = await store.seats(1)
        record = parse_record((GAMES / case["games"][0]).read_text())
        assert [s.user_name for s in seats] == record.players
        book = RatingBook(service)
        board = await book.board("terra_mystica")
        assert as_json(board) == site(case)
        assert await RatingBook(service).recompute() == len(case["games"])
        assert as_json(await RatingBook(service).board("terra_mystica")) == site(case)
    finally:
        await store.close()


async def test_the_terminal_prints_the_sites_ratings_of_the_database_and_recompute_changes_nothing(tmp_path):
    case = CASES[3]  # every other game, imported in that order
    db = tmp_path / "games.sqlite3"
    store = await Store.open(db)
    try:
        await import_all(GameService(store), case["games"])
    finally:
        await store.close()
    env = {**os.environ, "BOT_CONFIG": str(tmp_path / "none.env")}

    def run(*args: str) -> str:
        done = subprocess.run([sys.executable, *args], capture_output=True, text=True, env=env, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        return done.stdout

    printed = run("-m", "bot.local", "--db", str(db), "ratings", "--game", "terra_mystica", "--json")
    assert printed.count("\n") == 1
    assert json.loads(printed) == site(case)
    assert f"read {len(case['games'])} finished games again" in run("-m", "bot.ratings", "--db", str(db), "recompute")
    assert json.loads(run("-m", "bot.local", "ratings", "--json", "--db", str(db))) == site(case)
