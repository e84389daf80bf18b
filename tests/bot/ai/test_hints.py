"""Hints: the AI's three best moves for the asker's seat, legal, with the position's evaluation,
worded in the asker's language; refused where the host switched them off, off by default in a
channel game among people only."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from bot.ai.driver import AiDriver
from bot.ai.reasons import part_words
from bot.ai.worker import Workers
from bot.service import GameService, ServiceError


@pytest.fixture
def hinting(service: GameService) -> GameService:
    service.use_ai_workers(Workers(executor=ThreadPoolExecutor(1)))
    return service


async def refused(code: str, call) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ServiceError) as e:
        await call
    assert e.value.code == code


async def test_a_hint_gives_three_legal_moves_best_first_in_the_askers_words(hinting: GameService) -> None:
    service = hinting
    row = await service.create_game(
        "h", "Hana", game_type="terra_mystica", seats=2, seed="hint", channel_id="c", ai_seats=[("easy", "nomads")]
    )
    await refused("host-not-started", service.hint(row.id, "h"))
    await service.start(row.id, "h")
    await service.act(row.id, "h", "setup witches")
    await refused("host-not-playing", service.hint(row.id, "zed"))
    driver = AiDriver(service)  # the AI seat plays its turns
    for _ in range(12):  # the setup's dwellings are one obvious choice each: on to the first turns
        await driver.idle(row.id)
        hint = await service.hint(row.id, "h")
        if len(hint.moves) == 3:
            break
        await service.act(row.id, "h", hint.moves[0].notation)
    loaded = await service.view(row.id)
    legal = loaded.adapter.legal_actions(loaded.state, 0)
    assert hint.seat == 0 and len(hint.moves) == 3
    assert all(m.notation in legal for m in hint.moves)
    assert [m.value for m in hint.moves] == sorted((m.value for m in hint.moves), reverse=True)
    # the evaluation: the AI's projection of the seat's final score as things stand
    assert hint.standing is None or hint.evaluation == hint.standing.projected
    assert hint.standing is not None or hint.evaluation == hint.moves[0].value
    english = hint.words(loaded.adapter, "Witches", "en")
    portuguese = hint.words(loaded.adapter, "Bruxas", "pt-BR")
    assert "VP at the end with it" in english and "only you see this" in english
    assert "PV no final com ela" in portuguese and "só você vê isto" in portuguese
    assert all(m.notation in english for m in hint.moves)
    # each move as what to do ('build a dwelling on E5'), not as a move made ('built ...')
    assert all(loaded.adapter.suggest(m.notation, "en") in english for m in hint.moves)
    assert not any(loaded.adapter.describe(m.notation, "en") in english for m in hint.moves)
    assert all(loaded.adapter.suggest(m.notation, "pt-BR") in portuguese for m in hint.moves)
    await driver.close()
    await service.act(row.id, "h", hint.moves[0].notation)
    if 0 not in (await service.view(row.id)).adapter.engine.to_decide(await service.state(row.id)):
        await refused("host-hint-not-deciding", service.hint(row.id, "h"))  # the AI's turn is awaited
    await refused("host-hints-only-host", service.set_hints(row.id, "zed", False))
    await service.set_hints(row.id, "h", False)
    await refused("host-hints-off", service.hint(row.id, "h"))


async def test_hints_are_off_by_default_among_people_in_a_channel(hinting: GameService) -> None:
    service = hinting
    row = await service.create_game("h", "Hana", game_type="terra_mystica", seats=2, seed="p", channel_id="c")
    await service.join(row.id, "b", "Bo")
    await service.start(row.id, "h")
    await refused("host-hints-off", service.hint(row.id, "h"))
    await service.set_hints(row.id, "h", True)
    assert (await service.hint(row.id, "h")).moves  # the faction to pick


async def test_a_keyflower_hint_is_made_from_the_askers_view(hinting: GameService) -> None:
    service = hinting
    row = await service.create_game(
        "h", "Hana", game_type="keyflower", seats=3, seed="kf", ai_seats=[("easy", None), ("easy", None)]
    )
    driver = AiDriver(service)
    await service.start(row.id, "h")
    await driver.idle(row.id)  # the AI seats decide until the person must
    await driver.close()
    loaded = await service.view(row.id)
    assert 0 in loaded.adapter.engine.to_decide(loaded.state)
    hint = await service.hint(row.id, "h")
    legal = loaded.adapter.legal_actions(loaded.state, 0)
    assert 1 <= len(hint.moves) <= 3 and all(m.notation in legal for m in hint.moves)
    bids = [m.notation.split(" on ")[-1] for m in hint.moves if m.notation.startswith("bid")]
    assert len(bids) == len(set(bids))  # three decisions, not one bid in three colours
    english = hint.words(loaded.adapter, "Green", "en")
    assert "VP at the end" in english
    assert all(loaded.adapter.suggest(m.notation, "en") in english for m in hint.moves)


@pytest.mark.parametrize("locale", ["en", "pt-BR"])
def test_every_reason_code_of_the_ais_has_words(locale: str) -> None:
    from locales import catalogue
    from rules.keyflower import ai as keyflower_ai
    from rules.terra_mystica import ai as terra_mystica_ai

    for prefix, module in (("tm", terra_mystica_ai), ("kf", keyflower_ai)):
        codes = getattr(module, "CODES", None)
        if codes is None:  # an AI without reason codes: its moves are told without a reason
            continue
        missing = [c for c in codes if c != "evaluation" and not catalogue(locale).has(f"ai-reason-{prefix}-{c}")]
        assert not missing, (prefix, missing)
        for code, params in codes.items():
            if code == "evaluation":
                continue
            words = part_words(
                prefix, code, {"vp": 1.5, **{p: (1 if p not in ("card",) else "BON3") for p in params}}, locale
            )
            assert words and "{" not in words and "ai-" not in words, (code, words)
