"""A whole game through the real discord.py client: slash commands, autocomplete, buttons, menus."""

from __future__ import annotations

import random
import re

from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB, CAROL, Harness

PNG = b"\x89PNG\r\n\x1a\n"
MENTION = re.compile(r"<@(\d+)>")


def last_post(h: Harness) -> fd.Sent:
    return fd.boards(h.discord.sent)[-1]


async def lobby(h: Harness, players: int = 2) -> None:
    sent = await h.slash(ALICE, "new", players=players)
    assert sent[0].callback_type == 4 and "tm:join:1" in sent[0].custom_ids
    # Bob joins with the button under the announcement
    joined = await h.click(BOB, sent[0].message, "tm:join:1")
    assert joined[0].callback_type == 4 and "Player102 joined game #1 (2/2)" in joined[0].content


async def step(h: Harness, rng: random.Random) -> list[fd.Sent]:
    """One decision, found the way a player finds it: buttons and menus first, else the mention
    and the /tm move autocomplete."""
    post = last_post(h)
    seats = {0: ALICE, 1: BOB, 2: CAROL}
    for custom_id in post.answers:
        game, seat = custom_id.split(":")[2:4]
        if custom_id.startswith("tm:a:"):
            return await h.click(seats[int(seat)], post.message, custom_id)
        if custom_id.startswith("tm:s:"):
            row = next(r for r in post.data["components"] if r["components"][0]["custom_id"] == custom_id)
            values = [o["value"] for o in row["components"][0]["options"]]
            return await h.click(seats[int(seat)], post.message, custom_id, values=[rng.choice(values)])
    next_line = post.content.split("Next:")[-1]
    user = int(MENTION.findall(next_line)[0])
    choices = await h.choices(user, "move", "action", "")
    assert 0 < len(choices) <= 25
    plain = [c for c in choices if not c.startswith(("convert", "burn"))] or choices
    return await h.slash(user, "move", action=rng.choice(plain))


async def test_a_whole_game_in_discord(harness: Harness) -> None:
    h = harness
    await lobby(h)
    started = await h.slash(ALICE, "start")
    assert started[0].callback_type == 4  # the board is the answer (a new message: its mention pings)
    post = started[0]
    assert post.png().startswith(PNG) and post.pinged == {ALICE}
    assert "<@101>" in post.content and post.custom_ids == ["tm:s:1:0:faction"]
    rng = random.Random(13)  # a game with power offers, a favor tile and a town
    rounds_seen: set[str] = set()
    leech_buttons = 0
    menus: set[str] = set()
    for _ in range(400):
        sent = await step(h, rng)
        replies = [s for s in sent if s.kind == "callback"]
        # the board is the answer (or, drawn slowly, follows a private acknowledgement)
        assert replies and replies[0].callback_type in (4, 5), [s.content for s in sent]
        post = sent[-1]
        assert post in fd.boards(sent) and post.png().startswith(PNG), post.content
        leech_buttons += sum(1 for c in post.custom_ids if c.startswith("tm:a:1:") and "leech" in c)
        menus |= {c.split(":")[-1] for c in post.custom_ids if c.startswith("tm:s:")}
        rounds_seen |= set(re.findall(r"Round (\d)", post.content))
        if "Game over" in post.content:
            break
    else:
        raise AssertionError("the game did not end")
    assert rounds_seen >= {"1", "2", "3", "4", "5", "6"}
    assert leech_buttons > 0
    assert menus >= {"faction", "bonus", "favor", "town"}
    loaded = await h.bot.service.view(1)
    assert loaded.row.status == "finished"
    scores = loaded.adapter.engine.scores(loaded.state)
    for vp in scores.values():
        assert f"{vp} VP" in post.content
    # the log replays to the same result
    assert (await h.bot.service.rebuild(1)).to_json() == loaded.state.to_json()


async def test_merchants_of_the_seas_in_discord(harness: Harness) -> None:
    """The expansion through the bot: the harbour, boat and trade menus, and boat moves offered
    by the /tm move autocomplete (typing `sail` or `action ACTMB`)."""
    h = harness
    sent = await h.slash(ALICE, "new", players=3, merchants=True, board="loon_lakes_v1_6")
    await h.click(BOB, sent[0].message, "tm:join:1")
    await h.click(CAROL, sent[0].message, "tm:join:1")
    await h.slash(ALICE, "start")
    rng = random.Random(5)
    menus: set[str] = set()
    sails = trades = 0
    for _ in range(500):
        post = last_post(h)
        menus |= {c.split(":")[-1] for c in post.custom_ids if c.startswith("tm:s:")}
        if "Game over" in post.content:
            break
        if post.answers:
            await step(h, rng)
            continue
        user = int(MENTION.findall(post.content.split("Next:")[-1])[0])
        moves = await h.choices(user, "move", "action", "action ACTMB. sail")
        to_trade = [m for m in moves if re.search(r"-[A-J]\d+$", m)]
        if to_trade and rng.random() < 0.7:
            sails += 1
            trades += 1
            await h.slash(user, "move", action=rng.choice(to_trade))
        elif moves and rng.random() < 0.3:
            sails += 1
            await h.slash(user, "move", action=rng.choice(moves))
        elif "action ACT8" in await h.choices(user, "move", "action", "action ACT8"):
            await h.slash(user, "move", action="action ACT8")
        else:
            await step(h, rng)
    else:
        raise AssertionError("the game did not end")
    loaded = await h.bot.service.view(1)
    g = loaded.state
    assert "merchants-of-the-seas" in g.options and g.board == "loon_lakes_v1_6"
    assert sails > 0 and trades > 0 and g.trade_markers
    assert "trade" in menus
    assert any(f.boats_placed for f in g.factions.values())


async def test_fire_and_ice_factions_in_discord(harness: Harness) -> None:
    """/tm new fire_ice: the Ice Maidens picked in the lobby, their colour and favor tile as menus,
    the Riverwalkers' colour, and moves in words, through the bot until the first round."""
    h = harness
    sent = await h.slash(ALICE, "new", players=3, fire_ice=True, faction="icemaidens")
    refused = await h.slash(BOB, "join", faction="yetis")
    assert refused and "already play on ice" in refused[-1].content
    await h.click(BOB, sent[0].message, "tm:join:1")
    await h.click(CAROL, sent[0].message, "tm:join:1")
    await h.slash(ALICE, "start")
    post = last_post(h)
    assert {"tm:s:1:0:color", "tm:s:1:0:favor"} <= set(post.custom_ids), post.custom_ids
    row = next(r for r in post.data["components"] if r["components"][0]["custom_id"] == "tm:s:1:0:color")
    labels = [o["label"] for o in row["components"][0]["options"]]
    assert "green (forest)" in labels
    await h.click(ALICE, post.message, "tm:s:1:0:color", values=["pick-color green"])
    post = last_post(h)
    await h.click(ALICE, post.message, "tm:s:1:0:favor", values=["+FAV11"])
    post = last_post(h)
    assert post.answers == ["tm:s:1:1:faction"]
    row = post.data["components"][0]["components"][0]
    offered = [o["value"] for o in row["options"]]
    assert "setup witches" not in offered and "setup yetis" not in offered  # green and ice are taken
    await h.click(BOB, post.message, "tm:s:1:1:faction", values=["setup riverwalkers"])
    post = last_post(h)
    assert "tm:s:1:1:color" in post.custom_ids
    await h.click(BOB, post.message, "tm:s:1:1:color", values=["pick-color yellow"])
    rng = random.Random(3)
    for _ in range(40):
        loaded = await h.bot.service.view(1)
        if loaded.state.round >= 1:
            break
        await step(h, rng)
    g = (await h.bot.service.view(1)).state
    assert g.factions["icemaidens"].secondary == "green" and g.factions["riverwalkers"].terrain == "yellow"
    assert g.round >= 1 and sum(t == "ice" for t in g.terrain.values()) >= 2
