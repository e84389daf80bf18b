"""/tm plan moves: the player tries moves on a private copy of the game and sees the board and
their resources after them, alone; nothing is stored and nobody else is told."""

from __future__ import annotations

import io

from PIL import Image

from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB, CAROL, Harness

PNG = b"\x89PNG\r\n\x1a\n"


async def round_one(h: Harness) -> None:
    """A 2-player game (Witches, Nomads) played until the Witches' first turn of round 1."""
    sent = await h.slash(ALICE, "new", players=2, faction="witches")
    await h.slash(BOB, "join", faction="nomads")
    assert sent[0].callback_type == 4
    await h.slash(ALICE, "start")
    service = h.bot.service
    for _ in range(20):
        loaded = await service.view(1)
        g = loaded.state
        if g.round == 1 and g.active == "witches":
            return
        seat = loaded.adapter.engine.to_decide(g)[0]
        user = str(ALICE if seat == 0 else BOB)
        move = loaded.adapter.engine.legal_actions(g, seat)[0]
        await service.act(1, user, move, seat=seat)
    raise AssertionError("round 1 did not start")


def first(moves: list[str], start: str) -> str:
    found = [m for m in moves if m.startswith(start)]
    assert found, moves
    return found[0]


def only_private(sent: list[fd.Sent]) -> None:
    """Everything sent answers the interaction privately: no channel message, nothing public."""
    assert sent and all(s.kind in ("callback", "followup") for s in sent), [s.kind for s in sent]
    assert all(s.ephemeral for s in sent), [(s.kind, s.content) for s in sent]


async def test_a_plan_is_private_and_changes_nothing(harness: Harness) -> None:
    h = harness
    await round_one(h)
    service = h.bot.service
    before = await service.view(1)
    moves_before = await service.store.moves(1)
    adapter, engine = before.adapter, before.adapter.engine
    upgrade = first(engine.legal_actions(before.state, 0), "upgrade ")
    left = engine.apply(before.state, 0, upgrade).state.factions["witches"]
    assert left.C < before.state.factions["witches"].C
    sent = await h.slash(ALICE, "plan", moves=upgrade)
    only_private(sent)
    assert sent[0].callback_type == 5  # deferred, privately
    reply = sent[-1]
    assert reply.kind == "followup" and reply.png() is not None and reply.png().startswith(PNG)
    assert "Your plan (Witches)" in reply.content and adapter.describe(upgrade, "en") in reply.content
    # the resources the plan leaves
    assert f"{left.C} coins" in reply.content and f"{left.W} workers" in reply.content, reply.content
    picture = Image.open(io.BytesIO(reply.png())).convert("RGB")
    assert max(picture.getpixel((5, 5))) < 60  # the dark banner above the board: not played
    # nothing stored, nothing changed
    after = await service.view(1)
    assert after.row.version == before.row.version and await service.store.moves(1) == moves_before
    assert after.state.to_json() == before.state.to_json()


async def test_a_plan_goes_on_over_turns_and_stops_at_a_refused_move(harness: Harness) -> None:
    h = harness
    await round_one(h)
    service = h.bot.service
    loaded = await service.view(1)
    engine = loaded.adapter.engine
    build = first(engine.legal_actions(loaded.state, 0), "dig 1. build ")
    after_build = engine.apply(loaded.state, 0, build).state
    seat = engine.to_decide(after_build)[0]
    theirs = engine.legal_actions(after_build, seat)[0]
    name = after_build.seats[seat]
    sent = await h.slash(ALICE, "plan", moves=f"{build}; {name}: {theirs}; build Z99")
    only_private(sent)
    reply = sent[-1].content
    assert "**Witches** " + loaded.adapter.describe(build, "en") in reply
    assert f"(`{engine.apply(after_build, seat, theirs).notation or theirs}`)" in reply
    assert "The plan stops at `build Z99`" in reply and "Z99" in reply
    assert await service.store.moves(1) == await service.store.moves(1)  # read twice: no write in between
    assert (await service.view(1)).row.version == loaded.row.version


async def test_a_plan_refused_at_once_is_told_privately(harness: Harness) -> None:
    h = harness
    await round_one(h)
    version = (await h.bot.service.view(1)).row.version
    sent = await h.slash(ALICE, "plan", moves="build Z99")
    only_private(sent)
    assert sent[-1].png() is None and "Z99" in sent[-1].content
    sent = await h.slash(ALICE, "plan", moves=" ; ")
    only_private(sent)
    assert "Type the moves to try" in sent[-1].content
    sent = await h.slash(CAROL, "plan", moves="pass")
    only_private(sent)
    assert "not playing" in sent[-1].content
    assert (await h.bot.service.view(1)).row.version == version


async def test_a_plan_in_portuguese_and_its_autocomplete(harness: Harness) -> None:
    h = harness
    await round_one(h)
    loaded = await h.bot.service.view(1)
    build = first(loaded.adapter.engine.legal_actions(loaded.state, 0), "dig 1. build ")
    sent = await h.slash(ALICE, "plan", locale="pt-BR", moves=build)
    only_private(sent)
    assert "Seu plano (Bruxas)" in sent[-1].content and "construiu uma Habitação" in sent[-1].content
    # the move being typed is completed from the legal moves, after those typed before it
    choices = await h.choices(ALICE, "plan", "moves", f"{build}; bur")
    assert choices and all(c.startswith(f"{build}; ") for c in choices)
    assert f"{build}; burn 1" in choices


async def test_plans_need_a_game_under_way(harness: Harness) -> None:
    h = harness
    await h.slash(ALICE, "new", players=2)
    sent = await h.slash(ALICE, "plan", moves="pass")
    only_private(sent)
    assert "has not started" in sent[-1].content


async def test_a_misspelt_move_is_answered_with_the_nearest_legal_moves(harness: Harness) -> None:
    h = harness
    await round_one(h)
    loaded = await h.bot.service.view(1)
    upgrade = first(loaded.adapter.engine.legal_actions(loaded.state, 0), "upgrade ")
    misspelt = upgrade.replace("upgrade", "upgrad")
    sent = await h.slash(ALICE, "move", action=misspelt)
    only_private(sent)
    assert "Nearest legal moves:" in sent[-1].content and f"`{upgrade}`" in sent[-1].content
    assert (await h.bot.service.view(1)).row.version == loaded.row.version
