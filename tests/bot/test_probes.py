"""What held-out probes of the bot found (issue 30), at the host: a retry recognised however it is
typed, numbers too large for the rules, waits that postpone nothing, Keyflower's lobby numbers
and Variant C's seats, allocation choices that name nothing. Each is refused in words, in both
languages, and the stored game is exactly as before."""

from __future__ import annotations

import random

import pytest

from bot.discord.table import refusal_text
from bot.games import adapters
from bot.service import AlreadyStored, GameService, ServiceError
from rules.core import RuleError
from rules.keyflower.simulate import _random_legal
from tests.bot.test_hostile import fingerprint, keyflower_game, to_move
from tests.bot.test_service import two_player_game

LOCALES = ("en", "pt-BR")


def worded(error: ServiceError) -> None:
    """The refusal reads as a sentence in each language (not its code, nothing left to fill)."""
    for locale in LOCALES:
        text = refusal_text(locale, error)
        assert 0 < len(text) < 2000 and error.code not in text and "{" not in text, text


async def round_one(service: GameService) -> int:
    """A two-player Terra Mystica game in its first round: the Witches (alice) move first."""
    game = await two_player_game(service)
    await service.act(game, "bob", "pass BON3")
    await service.act(game, "alice", "pass BON4")
    return game


async def test_a_retry_after_a_crash_is_recognised_however_it_was_typed(service):
    game = await round_one(service)
    first = await service.act(game, "alice", "dig 1. transform A6", guard_repeat=True)  # never announced
    assert first.text == "dig 1. transform A6 to gray"  # stored as the engine reads it
    await service.act(game, "bob", "pass BON5", guard_repeat=True)  # the Witches play alone now
    before = await fingerprint(service, game)
    # the same move sent again: the rules would take it (A6 is one spade nearer forest now)
    legal = service.games["terra_mystica"].legal_actions(await service.state(game), 0)
    assert "dig 1. transform A6" in legal
    for typed in ("dig 1. transform A6", "Dig 1. Transform a6.", "dig 1. transform A6 to gray"):
        with pytest.raises(AlreadyStored) as info:
            await service.act(game, "alice", typed, guard_repeat=True)
        assert info.value.stored.seq == first.moves[0] and info.value.params["move"] == first.text
    assert await fingerprint(service, game) == before
    again = await service.act(game, "alice", "dig 1. transform A6", guard_repeat=False)  # meant twice
    assert again.text != first.text  # another transformation from where A6 stands now


async def test_a_different_move_after_an_unannounced_one_is_played(service):
    game = await round_one(service)
    await service.act(game, "alice", "dig 1. transform A6", guard_repeat=True)
    await service.act(game, "bob", "pass BON5", guard_repeat=True)
    played = await service.act(game, "alice", "dig 1. transform A7", guard_repeat=True)
    assert played.text == "dig 1. transform A7 to black"


TM_NUMBERS = (
    "burn {n}", "convert {n}PW to 1C", "convert 1PW to {n}C", "dig {n}. transform A6", "send p to WATER for {n}",
    "leech {n}", "decline {n}", "+{n}VP", "-{n}C", "+{n}SPADE", "+{n}FIRE", "build r{n}", "boat r{n}",
)  # fmt: skip
KF_NUMBERS = ("bid {n} red on Keywood", "allocate contract {n}: skip", "allocate Keywood: {n}", "place Keywood {n}")


@pytest.mark.parametrize("game_type", ["terra_mystica", "keyflower"])
@pytest.mark.parametrize("digits", [7, 29, 40, 900])
async def test_numbers_too_large_for_the_rules_are_refused_in_words(service, game_type, digits):
    game = await (round_one(service) if game_type == "terra_mystica" else keyflower_game(service))
    user = await to_move(service, game)
    before = await fingerprint(service, game)
    for pattern in TM_NUMBERS if game_type == "terra_mystica" else KF_NUMBERS:
        with pytest.raises(ServiceError) as info:
            await service.act(game, user, pattern.format(n="9" * digits))
        worded(info.value)
    assert await fingerprint(service, game) == before


async def test_a_count_beyond_the_rules_is_refused_before_they_count_with_it(service):
    game = await round_one(service)
    for text in ("dig 1000. transform A6", "+1000SPADE", "burn 0001000"):
        with pytest.raises(ServiceError) as info:
            await service.act(game, "alice", text)
        assert info.value.code == "tm-number-too-large" and info.value.params["max"] == 999
    with pytest.raises(ServiceError) as burn:
        await service.act(game, "alice", "burn 999")  # a number the rules read: refused by them
    assert burn.value.code == "tm-burn-needs"


async def test_a_number_no_decimal_holds_is_still_worded():
    huge = ServiceError("tm-burn-needs", power=10**40, need=2 * 10**40, have=10)
    worded(huge)
    assert str(10**40) in refusal_text("en", huge)


async def test_wait_is_refused_where_it_would_postpone_nothing(service):
    row = await service.create_game("alice", "Alice", game_type="terra_mystica", seats=2, channel_id="c", seed="w")
    await service.join(row.id, "bob", "Bob")
    await service.start(row.id, "alice")
    await service.act(row.id, "alice", "setup witches")
    await service.act(row.id, "bob", "setup engineers")
    before = await fingerprint(service, row.id)
    with pytest.raises(ServiceError) as info:  # setup: the Witches' first dwelling, nobody else asked
        await service.act(row.id, "alice", "wait")
    assert info.value.code == "tm-wait-for-nothing"
    worded(info.value)
    assert await fingerprint(service, row.id) == before
    game = await round_one(service)
    before = await fingerprint(service, game)
    with pytest.raises(ServiceError) as info:  # the Witches' turn, nobody else has anything to decide
        await service.act(game, "alice", "wait")
    assert info.value.code == "tm-wait-for-nothing"
    assert await fingerprint(service, game) == before


async def test_wait_lets_others_decide_first_where_they_have_something_to(service):
    row = await service.create_game("alice", "Alice", game_type="terra_mystica", seats=3, channel_id="c", seed="w")
    for user in ("bob", "carol"):
        await service.join(row.id, user, user.title())
    for user, faction in (("alice", "witches"), ("bob", "engineers"), ("carol", "nomads")):
        await service.prefer(row.id, user, faction)
    await service.start(row.id, "alice")
    for user, move in (
        ("alice", "build F4"), ("bob", "build E7"), ("carol", "build F3"), ("carol", "build D3"),
        ("bob", "build C2"), ("alice", "build C3"), ("carol", "build G4"),
        ("carol", "pass BON5"), ("bob", "pass BON3"), ("alice", "pass BON4"),
        ("alice", "upgrade F4 to TP"),  # power for the Nomads (F3), and the Engineers' turn
    ):  # fmt: skip
        await service.act(row.id, user, move)
    assert sorted(service.games["terra_mystica"].engine.to_decide(await service.state(row.id))) == [1, 2]
    played = await service.act(row.id, "bob", "wait")  # the Engineers let the Nomads answer first
    assert played.text == "wait"


@pytest.mark.parametrize("green_for", ["²", "①", "1,²", "٣", "1" * 40])
def test_lobby_numbers_are_ascii_digits(green_for):
    keyflower = adapters()["keyflower"]
    with pytest.raises(RuleError) as info:
        keyflower.game_options({"variant": "C", "green_for": green_for})
    assert info.value.code == "kf-variant-c-seat"
    worded(ServiceError.refused(info.value))


async def test_variant_c_for_a_seat_nobody_took_refuses_the_start_and_keeps_the_lobby(service):
    keyflower = service.games["keyflower"]
    options = keyflower.game_options({"variant": "C", "green_for": "5"})
    row = await service.create_game("alice", "Alice", game_type="keyflower", seats=6, channel_id="c", options=options)
    await service.join(row.id, "bob", "Bob")
    before = await service.store.game(row.id, with_state=False)
    with pytest.raises(ServiceError) as info:
        await service.start(row.id, "alice", with_fewer=True)
    assert info.value.code == "host-cannot-start" and info.value.params["players"] == 2
    assert info.value.params["reason"].code == "kf-variant-c-seat"
    worded(info.value)
    after = await service.store.game(row.id, with_state=False)
    assert (after.seat_count, after.status, after.version) == (6, "lobby", before.version)
    await service.join(row.id, "carol", "Carol")  # the lobby goes on as it was: not "full"
    assert (await service.view(row.id)).row.status == "lobby"  # and it reads (not "damaged")


async def allocating(service: GameService) -> tuple[int, int, str]:
    """A stored Keyflower game at its final allocation (played at random, then imported): its id,
    a seat that must allocate, and a choice of its own that seat may take."""
    keyflower = service.games["keyflower"]
    engine = keyflower.engine
    for seed in range(50):
        state = engine.new_game({"merchants": True}, 2, "allocation")
        rng, moves = random.Random(seed), []
        while state.phase != "allocation":
            seat = rng.choice(engine.to_decide(state))
            move = _random_legal(state, seat, rng)
            state = engine.apply(state, seat, move).state
            moves.append((seat, move))
        for seat in engine.to_decide(state):
            choices = [a for a in keyflower.legal_actions(state, seat) if a.startswith("allocate ") and ": " in a]
            if choices:
                log = keyflower.export_log({"merchants": True}, "allocation", ["A", "B"], moves)
                row = await service.import_game(log, "alice", "Alice", game_type="keyflower", channel_id="kf")
                return row.id, seat, choices[0]
    raise AssertionError("no game came to an allocation with a choice in it")


async def test_an_allocation_choice_that_names_nothing_allocatable_is_refused(service):
    game, seat, choice = await allocating(service)
    loaded = await service.view(game)
    player = loaded.state.players[seat]
    home = next(t.name for t in player.village.values() if t.name.startswith("Home"))
    before = await fingerprint(service, game)
    use = choice.removeprefix("allocate ").split(":")[0]
    for text, code in (
        ("allocate contract 999: auto", {"kf-no-such-contract"}),
        (f"allocate {home}: auto", {"kf-takes-no-items"}),
        ("allocate Keythedral: auto", {"kf-not-in-your-village", "kf-takes-no-items"}),
        (f"allocate {use}: auto", {"kf-allocation-automatic"}),  # left to the engine already
    ):
        with pytest.raises(ServiceError) as info:
            await service.act(game, "alice", text, seat=seat)
        assert info.value.code in code, text
        worded(info.value)
    assert await fingerprint(service, game) == before
    await service.act(game, "alice", choice, seat=seat)  # a choice of one's own
    back = await service.act(game, "alice", f"allocate {use}: auto", seat=seat)  # and back to the engine
    assert back.text == f"allocate {use}: auto"
