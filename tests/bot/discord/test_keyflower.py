"""Keyflower through the real discord.py client: a whole game with The Merchants in Portuguese,
decisions answered with buttons and menus (the secret ones in private), nothing hidden in public,
every image drawn from the public view; the shortcuts and their autocomplete."""

from __future__ import annotations

import random

from bot.games.keyflower import KeyflowerAdapter
from rendering.keyflower import render_move
from rules.keyflower.engine import public_view
from rules.keyflower.simulate import _hide
from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB, CAROL, Harness
from tests.bot.discord.keyflower_play import (
    GROUP,
    hidden_words,
    last_board,
    leaks,
    mentioned,
    move_by_mention,
    public_posts,
)
from tests.bot.discord.test_play import PNG

SEATS = {0: ALICE, 1: BOB, 2: CAROL}
PT = "pt-BR"


async def open_game(h: Harness, locale: str = PT, **options: object) -> list[fd.Sent]:
    sent = await h.slash(ALICE, "new", locale, group=GROUP, players=3, **options)
    assert sent[0].callback_type == 4 and "Keyflower" in sent[0].content
    await h.click(BOB, sent[0].message, "tm:join:1", locale=locale)
    await h.click(CAROL, sent[0].message, "tm:join:1", locale=locale)
    return await h.slash(ALICE, "start", locale, group=GROUP)


async def answer_decisions(
    h: Harness, post: fd.Sent, rng: random.Random, kinds: set[str] | None = None
) -> list[fd.Sent] | None:
    """A decision in the last post, answered as its player would: a private button opens the
    answers to them alone (a menu), a public button or menu is answered directly. `kinds`
    collects what was asked."""
    for custom_id in post.answers:
        kind, game, seat = custom_id.split(":")[1:4]
        user = SEATS[int(seat)]
        if kind == "p":
            others = [u for u in SEATS.values() if u != user]
            refused = await h.click(rng.choice(others), post.message, custom_id, locale=PT)
            assert refused[0].ephemeral and not refused[0].custom_ids
            shown = await h.click(user, post.message, custom_id, locale=PT)
            assert shown[0].ephemeral and shown[0].custom_ids, shown[0].content
            if kinds is not None:
                kinds |= {_kind(c) for c in shown[0].custom_ids}
            menu = shown[0].data["components"][0]["components"][0]
            values = [o["value"] for o in menu.get("options", [])] or [menu["custom_id"]]
            if menu["type"] == 3:
                return await h.click(user, shown[0].message, menu["custom_id"], values=[rng.choice(values)], locale=PT)
            return await h.click(user, shown[0].message, menu["custom_id"], locale=PT)
        if kind == "s":
            row = next(r for r in post.data["components"] if r["components"][0]["custom_id"] == custom_id)
            values = [o["value"] for o in row["components"][0]["options"]]
            return await h.click(user, post.message, custom_id, values=[rng.choice(values)], locale=PT)
        if kind == "a":
            return await h.click(user, post.message, custom_id, locale=PT)
    return None


async def test_a_whole_game_with_the_merchants_in_portuguese(harness: Harness) -> None:
    h = harness
    started = await open_game(h, merchants=True)
    assert started[-1].png().startswith(PNG) and "O jogo #1 começou" in started[-1].content
    service = h.bot.service
    adapter = KeyflowerAdapter()
    rng = random.Random(7)
    shown: set[int] = set()
    previous = (await service.view(1)).state
    posted = len(await service.store.moves(1))
    kinds: set[str] = set()
    for _ in range(400):
        post = last_board(h)
        loaded = await service.view(1)
        g = loaded.state
        shown |= {*g.face_up, *g.discarded}
        kinds |= {_kind(c) for c in post.answers}
        if g.phase == "finished":
            break
        sent = await answer_decisions(h, post, rng, kinds)
        if sent is None:
            _, _, sent = await move_by_mention(h, rng)
        new = (await service.view(1)).state
        assert not leaks(public_posts(sent), hidden_words(new, shown | {*new.face_up, *new.discarded}))
        board = [s for s in sent if s.png() and not s.ephemeral]
        moves = await service.store.moves(1)
        if board and new.phase != "finished":
            names = [s.user_name for s in (await service.view(1)).seats]
            mover = moves[posted].seat  # the first move the post announces: the image of what it changed
            expected = render_move(public_view(_hide(new), None), public_view(_hide(previous), None), mover, PT, names)
            assert board[-1].png() == expected, "a public image differs from the public view's"
        if board:
            previous, posted = new, len(moves)
    else:
        raise AssertionError("the game did not end")
    final = last_board(h)
    assert "Fim de jogo" in final.content or "fim de jogo" in final.content.lower()
    for vp in adapter.engine.scores((await service.view(1)).state).values():
        assert f"{vp} PV" in final.content
    assert (await service.rebuild(1)).to_json() == (await service.view(1)).state.to_json()
    assert {"secret", "boat", "winter", "place", "allocation"} <= kinds, kinds
    # once the game is over the whole log, secret moves and seed included, is everyone's
    log = await h.slash(BOB, "log", PT, group=GROUP)
    assert log[0].ephemeral and log[0].files and log[0].files[0][1].startswith(b"# Keyflower")


def _kind(custom_id: str) -> str:
    """What a button or menu answers: a secret question, or the move's first word."""
    parts = custom_id.split(":")
    if parts[1] == "p":
        return "secret"
    return parts[4].split()[0] if parts[1] == "a" else parts[4]


async def test_secret_choices_go_only_to_their_player(harness: Harness) -> None:
    """The winter offer: every player is mentioned, each gets a private button; /kf move offers
    the choice only to a player who must still make it, and /kf status shows the hand privately."""
    h = harness
    await open_game(h)
    rng = random.Random(3)
    service = h.bot.service
    for _ in range(300):
        if (await service.view(1)).state.phase == "winter-offer":
            break
        await move_by_mention(h, rng)
    g = (await service.view(1)).state
    assert g.phase == "winter-offer"
    post = last_board(h)
    assert set(mentioned(post)) == {ALICE, BOB, CAROL}
    assert sorted(c for c in post.custom_ids if c.startswith("tm:p:")) == ["tm:p:1:0", "tm:p:1:1", "tm:p:1:2"]
    hand = g.players[0].winter_hand
    status = await h.slash(ALICE, "status", PT, group=GROUP)
    assert status[0].ephemeral and all(tile in status[0].content for tile in hand)
    assert "Atrás da sua casinha escudo" in status[0].content
    offers = await h.choices(ALICE, "move", "action", "offer", group=GROUP, locale=PT)
    assert offers and all(o.startswith("offer ") for o in offers)
    sent = await h.slash(ALICE, "move", PT, group=GROUP, action=offers[0])
    assert not leaks(public_posts(sent), set(hand))
    assert "escolheu em segredo os seus hexágonos de inverno" in sent[-1].content
    assert f"{len(offers[0].split(', '))} hexágono" not in sent[-1].content  # how many shows once all have chosen
    assert await h.choices(ALICE, "move", "action", "", group=GROUP, locale=PT) == []  # chosen already
    log = await h.slash(BOB, "log", PT, group=GROUP)
    assert "offer ?" in log[0].content and not log[0].files  # no log file while anything is secret
    assert not [t for t in hand if t in log[0].content]
    board = await h.slash(BOB, "board", PT, group=GROUP)
    assert board[-1].ephemeral and board[-1].png()
    assert set(mentioned(last_board(h))) == {BOB, CAROL}


async def test_shortcuts_complete_from_the_legal_moves_and_ask_when_a_choice_is_open(harness: Harness) -> None:
    h = harness
    h.bot.service.seeds = lambda: "kf-shortcuts-1"  # spring offers Workshop; seat 1 starts with 6 blue
    await open_game(h)
    service = h.bot.service
    # /kf use: the tile, then the workers, from the legal moves; Workshop asks what it gives
    tiles = await h.choices(ALICE, "use", "tile", "work", group=GROUP, locale=PT)
    assert tiles[0] == "Workshop"
    workers = await h.choices(ALICE, "use", "workers", "", group=GROUP, locale=PT, tile="Workshop")
    assert "1 blue" in workers and "2 blue" in workers and all(w[0].isdigit() for w in workers)
    then = await h.choices(ALICE, "use", "then", "", group=GROUP, locale=PT, tile="Workshop", workers="1 blue")
    assert sorted(then) == ["iron", "stone", "wood"]
    version = (await service.view(1)).row.version
    asked = await h.slash(ALICE, "use", PT, group=GROUP, tile="Workshop", workers="1 blue")
    assert asked[0].ephemeral and "Isso serve para 3 jogadas" in asked[0].content
    assert (await service.view(1)).row.version == version  # nothing played yet
    buttons = [c for c in asked[0].custom_ids if c.startswith("tm:a:1:0:use Workshop")]
    assert len(buttons) == 3
    refused = await h.click(BOB, asked[0].message, buttons[0], locale=PT)
    assert refused[0].ephemeral and (await service.view(1)).row.version == version
    played = await h.click(ALICE, asked[0].message, buttons[1], locale=PT)
    assert played[-1].png() and "usou Workshop com 1 trabalhador azul: ficando com" in played[-1].content
    # /kf bid: the tiles up for auction and the bids each takes
    tiles = await h.choices(BOB, "bid", "tile", "", group=GROUP, locale=PT)
    assert "Keywood" in tiles and "Order 1" in tiles
    bids = await h.choices(BOB, "bid", "workers", "", group=GROUP, locale=PT, tile="Keywood")
    assert bids[:3] == ["1 blue", "1 red", "1 yellow"] and "2 red" in bids
    sent = await h.slash(BOB, "bid", PT, group=GROUP, tile="Keywood", workers="1 red")
    assert "ofertou 1 trabalhador vermelho por Keywood" in sent[-1].content
    assert "<@103>" in sent[-1].content
    # a bid the rules refuse: told privately, in Portuguese, nothing changes
    version = (await service.view(1)).row.version
    refused = await h.slash(CAROL, "bid", PT, group=GROUP, tile="Keywood", workers="1 blue")
    assert len(refused) == 1 and refused[0].ephemeral and "Keywood" in refused[0].content
    assert (await service.view(1)).row.version == version
    sent = await h.slash(CAROL, "pass", PT, group=GROUP)
    assert "**Player103** (Lugar 3) passou" in sent[-1].content
    # only the player sees their screen
    status = await h.slash(ALICE, "status", PT, group=GROUP)
    assert status[0].ephemeral and "Atrás da sua casinha escudo: 5 trabalhadores azuis" in status[0].content
    assert "Recursos na sua aldeia: 1" in status[0].content


async def test_undo_with_consent_and_a_standing_allocation(harness: Harness) -> None:
    """/kf undo by a player takes effect once those it affects agree (a secret move is named only
    as everyone may read it); a player who accepts the proposed allocation in their settings is
    not asked for it."""
    h = harness
    await open_game(h)
    service = h.bot.service
    await h.slash(CAROL, "settings", PT, group=GROUP, accept_allocation=True)
    rng = random.Random(4)
    for _ in range(300):
        if (await service.view(1)).state.phase == "winter-offer":
            break
        await move_by_mention(h, rng)
    offer = (await h.choices(BOB, "move", "action", "offer", group=GROUP, locale=PT))[0]
    await h.slash(BOB, "move", PT, group=GROUP, action=offer)
    version = (await service.view(1)).row.version
    asked = await h.slash(BOB, "undo", PT, group=GROUP)  # not the host: the others must agree
    assert asked[0].callback_type == 4 and "tm:undo:1" in asked[0].custom_ids
    assert "offer ?" in asked[0].content and not any(t in asked[0].content for t in offer[6:].split(", "))
    assert "<@101>" in asked[0].content and "<@103>" in asked[0].content
    await h.click(ALICE, asked[0].message, "tm:undo:1", locale=PT)
    assert (await service.view(1)).row.version == version  # still waiting for Carol
    undone = await h.click(CAROL, asked[0].message, "tm:undo:1", locale=PT)
    assert "desfez `offer ?" in undone[-1].content and undone[-1].png()
    assert (await service.view(1)).state.players[1].winter_offer is None
    for _ in range(300):
        g = (await service.view(1)).state
        if g.phase in ("allocation", "finished"):
            break
        await move_by_mention(h, rng)
    g = (await service.view(1)).state
    assert g.phase == "finished" or (g.players[2].allocated and CAROL not in mentioned(last_board(h)))
    assert "(decisão automática)" in "\n".join(s.content for s in h.discord.sent if not s.ephemeral)
