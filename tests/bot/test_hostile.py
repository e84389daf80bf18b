"""The host against hostile and unlucky input, for every game: texts no engine should have to
read, requests delivered twice, moves by the wrong seat. Each is a refusal in words that changes
nothing, or is applied once."""

from __future__ import annotations

import json
import subprocess
from typing import Any

import pytest

from bot.service import AlreadyStored, GameService, ServiceError
from locales import say
from tests.bot.test_service import two_player_game

USERS = ("alice", "bob", "carol")


async def keyflower_game(service: GameService, channel: str = "kf-1") -> int:
    adapter = service.games["keyflower"]
    row = await service.create_game(
        "alice", "Alice", game_type="keyflower", seats=3, channel_id=channel, seed="hostile",
        options=adapter.game_options({"merchants": True}),
    )  # fmt: skip
    for user in USERS[1:]:
        await service.join(row.id, user, user.title())
    await service.start(row.id, "alice")
    return row.id


async def fingerprint(service: GameService, game: int) -> tuple[str, int, int]:
    loaded = await service.view(game)
    state = json.dumps(loaded.adapter.engine.to_json(loaded.state), sort_keys=True)
    return state, loaded.row.version, loaded.row.moves


async def to_move(service: GameService, game: int) -> str:
    loaded = await service.view(game)
    seat = loaded.adapter.engine.to_decide(loaded.state)[0]
    return next(s.user_id for s in loaded.seats if s.seat == seat)


@pytest.mark.parametrize("game_type", ["terra_mystica", "keyflower"])
async def test_huge_texts_are_refused_in_words(service, game_type):
    game = await (two_player_game(service) if game_type == "terra_mystica" else keyflower_game(service))
    user = await to_move(service, game)
    before = await fingerprint(service, game)
    huge = "9" * 5000  # more digits than Python reads into a number
    for text in (f"burn {huge}", f"convert {huge}PW to 1C", f"+{huge}FIRE", f"bid {huge} red on Keywood", "é" * 9000):
        with pytest.raises(ServiceError) as info:
            await service.act(game, user, text)
        for locale in ("en", "pt-BR"):
            assert 0 < len(say(locale, info.value.code, **info.value.params)) < 2000
    with pytest.raises(ServiceError):
        await service.plan(game, user, f"burn {huge}")
    assert await fingerprint(service, game) == before


async def test_bad_arguments_of_a_local_keyflower_game_are_one_line_and_store_nothing(tmp_path, capfd, monkeypatch):
    from tests.bot.test_local import in_process as run_local
    from tests.bot.test_local import one_line_error

    async def in_process(*args: Any) -> subprocess.CompletedProcess[str]:
        try:
            return await run_local(*args)
        except SystemExit as e:  # argparse's refusal, as the command line gets it
            out, err = capfd.readouterr()
            return subprocess.CompletedProcess(list(args[2:]), e.code, out, err)

    db = str(tmp_path / "g.sqlite3")
    for bad in (
        ["--players", "7"], ["--players", "0"], ["--players", "abc"], ["--players", "-1"], ["--variant", "Z"],
        ["--merchants", "--variant", "C"], ["--factions", "witches,nomads"], ["--board", "lakes"],
        ["--final-tile", "SCORE-FIRE"], ["--fire-ice"], ["--options", "+shipping-bonus"], ["--option", "nonsense"],
        ["--green-for", "2"], ["--variant"],
    ):  # fmt: skip
        run = await in_process(capfd, monkeypatch, "--db", db, "--no-image", "new", "--game", "keyflower", *bad)
        one_line_error(run)
        assert "New game" not in run.stdout and "Spring" not in run.stdout, bad
    for bad in (["--variant", "B"], ["--green-for", "2"]):  # Keyflower's, not Terra Mystica's
        one_line_error(await in_process(capfd, monkeypatch, "--db", db, "--no-image", "new", *bad))
    listed = await in_process(capfd, monkeypatch, "--db", db, "list")
    assert "#" not in listed.stdout and "1" not in listed.stdout, listed.stdout  # nothing stored


async def test_a_retry_of_an_unannounced_move_the_rules_now_refuse_is_told_it_was_stored(service):
    """The player saw no board after their move (stored, never announced) and sends it again: the
    rules refuse it now (no longer their turn), but what they need to hear is that it was stored."""
    game = await keyflower_game(service)
    user = await to_move(service, game)
    await service.act(game, user, "pass", guard_repeat=True)
    with pytest.raises(AlreadyStored) as info:
        await service.act(game, user, "Pass.", guard_repeat=True)
    assert info.value.params["move"] == "pass"
    with pytest.raises(ServiceError) as refused:  # another move of theirs is refused as before
        await service.act(game, user, "bid 1 red on Keywood", guard_repeat=True)
    assert refused.value.code == "kf-not-your-turn"


@pytest.mark.parametrize("game_type", ["terra_mystica", "keyflower"])
async def test_a_started_game_whose_state_is_missing_is_rebuilt_from_its_log(tmp_path, clock, game_type):
    """A state gone (NULL) while the move log is intact is damage, not a new game: played from
    the start again, the moves would be silently lost."""
    import sqlite3

    from bot.store import Store

    path = tmp_path / "games.sqlite3"
    store = await Store.open(path, clock=clock)
    service = GameService(store, clock=clock)
    game = await (two_player_game(service) if game_type == "terra_mystica" else keyflower_game(service))
    user = await to_move(service, game)
    await service.act(game, user, "pass BON3" if game_type == "terra_mystica" else "pass")
    expected = await fingerprint(service, game)
    await store.close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET state = NULL WHERE id = ?", (game,))
    store = await Store.open(path, clock=clock)
    try:
        assert await fingerprint(GameService(store, clock=clock), game) == expected
    finally:
        await store.close()


async def test_games_in_direct_messages_of_someone_in_no_game(tmp_path, clock):
    from tests import fakediscord as fd
    from tests.bot.discord.conftest import open_bot

    h = await open_bot(tmp_path / "games.sqlite3", clock)
    try:
        await h.slash(101, "new", group="kf", players=3)
        for locale, said in (("en-US", "You sit in no game right now."), ("pt-BR", "Você não está em nenhum jogo")):
            sent = await h.inject(fd.slash(104, "games", locale, group="kf", channel_id=fd.DM_CHANNEL_ID))
            assert sent[0].ephemeral and said in sent[0].content and "#1" not in sent[0].content
    finally:
        await h.close()


async def test_an_imported_keyflower_log_with_impossible_options_or_players_is_refused(service):
    head = "game keyflower\nseed abc\n"
    players = "".join(f"player {i} P{i}\n" for i in range(1, 10))
    for text, code in (
        (head + 'options {"merchants": false}\n' + players, "kf-player-count"),
        (head + 'options {"merchants": true, "variants": ["Q"]}\nplayer 1 A\nplayer 2 B\n', "kf-unknown-variant"),
    ):
        with pytest.raises(ServiceError) as info:
            await service.import_game(text, "alice", "Alice", game_type="keyflower")
        assert info.value.code == code
    assert await service.list_games() == []
