"""/ratings and /stats through the real discord.py client and the fake Discord, in both languages."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB, CAROL, Harness

GAMES = Path(__file__).parents[2] / "data" / "terra_mystica"
# Two seasons of recorded games (14): Alice is put in the first seat of each, Bob in the second
# (the others keep the log's names, and have too few games to be listed).
RECORDED = sorted(p.name for p in GAMES.glob("4pLeague_S6[01]_*.txt"))


async def recorded_games(h: Harness, guild: int = fd.GUILD_ID) -> list[int]:
    service = h.bot.service
    ids = []
    for name in RECORDED:
        row = await service.import_game(
            (GAMES / name).read_text(), "host", "Host", name=name, game_type="terra_mystica", guild_id=str(guild)
        )
        await service.replace(row.id, "host", 0, str(ALICE), "Alice")
        await service.replace(row.id, "host", 1, str(BOB), "Bob")
        ids.append(row.id)
    return ids


def ratings(user: int, locale: str = "en-US", channel: int = fd.CHANNEL_ID, **values: Any) -> dict[str, Any]:
    return fd.slash(user, "ratings", locale, channel_id=channel, group=None, **values)


def stats(user: int, locale: str = "en-US", channel: int = fd.CHANNEL_ID, of: int | None = None, **values: Any):
    payload = fd.slash(user, "stats", locale, channel_id=channel, group=None, **values)
    if of is not None:  # a user option: its id, and the user in the interaction's resolved data
        payload["data"]["options"].append({"name": "user", "type": 6, "value": str(of)})
        payload["data"]["resolved"] = {"users": {str(of): fd.user(of)}}
    return payload


def answer(sent: list[fd.Sent]) -> fd.Sent:
    replies = [s for s in sent if s.content]
    assert replies, sent
    assert all(s.ephemeral for s in replies)  # only the asker sees it
    return replies[-1]


async def test_the_leaderboard_lists_the_best_players_and_your_place(harness: Harness):
    h = harness
    await recorded_games(h)
    reply = answer(await h.inject(ratings(ALICE, game="terra_mystica"))).content
    lines = reply.splitlines()
    assert lines[0] == (
        "**Terra Mystica ratings** · this server · 3 or more players, rated as terra.snellman.org rates them"
    )
    assert [line.split("**")[1] for line in lines[1:3]] == sorted(["Alice", "Bob"], key=lambda n: n not in lines[1])
    assert lines[1].startswith("1. **") and lines[2].startswith("2. **") and lines[1].endswith(" · 14 games")
    assert any(
        line.startswith("You: ") and line.endswith(" of 2 · " + line.split(" · ")[1] + " · 14 games") for line in lines
    )
    assert lines[-1].startswith("Best factions: ") and "(Base game)" in lines[-1]
    assert int(lines[-1].split(", ")[0].rsplit(" ", 1)[1]) > 1000  # the best faction won points
    # Carol has played nothing
    assert "You have no rated game here yet." in answer(await h.inject(ratings(CAROL))).content


async def test_the_leaderboard_in_portuguese(harness: Harness):
    h = harness
    await recorded_games(h)
    reply = answer(await h.inject(ratings(ALICE, "pt-BR"))).content
    assert reply.startswith("**Classificação de Terra Mystica** · este servidor · 3 ou mais jogadores")
    assert "Você: " in reply and "º de 2 · " in reply and "14 partidas" in reply
    assert "Facções no topo: " in reply and "(Jogo base)" in reply


async def test_another_servers_games_count_for_all_servers_only(harness: Harness):
    h = harness
    await recorded_games(h, guild=fd.GUILD2_ID)
    assert "No rated game here yet." in answer(await h.inject(ratings(ALICE))).content
    everywhere = answer(await h.inject(ratings(ALICE, scope="all"))).content
    assert "all servers" in everywhere and "You: " in everywhere
    in_dm = answer(await h.inject(ratings(ALICE, channel=fd.DM_CHANNEL_ID))).content
    assert "all servers" in in_dm and "You: " in in_dm
    refused = answer(await h.inject(ratings(ALICE, channel=fd.DM_CHANNEL_ID, scope="server"))).content
    assert refused.startswith("Here there is no server")


async def test_a_players_statistics(harness: Harness):
    h = harness
    await recorded_games(h)
    reply = answer(await h.inject(stats(BOB, of=ALICE))).content
    lines = reply.splitlines()
    assert lines[0] == "**Alice** · Terra Mystica · this server"
    assert lines[1].startswith("14 games · ") and "VP on average" in lines[1]
    assert any(line.startswith("Rating ") and " of 2 (3 or more players" in line for line in lines)
    assert any(line.startswith("Rating after each of the last 10 games: ") and line.count("→") == 9 for line in lines)
    played = lines[lines.index("Factions played:") + 1 :]
    assert played and sum(int(line.split(": ")[1].split(" ")[0]) for line in played) == 14
    mine = answer(await h.inject(stats(ALICE, "pt-BR"))).content
    assert mine.startswith("**Alice** · Terra Mystica · este servidor\n14 partidas · ")
    assert "Facções jogadas:" in mine and "PV em média" in mine
    nobody = answer(await h.inject(stats(ALICE, of=CAROL))).content
    assert "has no finished Terra Mystica game in this server" in nobody


async def test_the_factions_statistics(harness: Harness):
    h = harness
    await recorded_games(h)
    reply = answer(await h.inject(stats(ALICE, factions=True))).content
    lines = reply.splitlines()
    assert lines[0] == "**Factions** · Terra Mystica · this server"
    assert lines[1] == "**Base game**, 4 players (14 games):"
    assert all(" won, " in line and "VP on average" in line for line in lines[2:])
    pt = answer(await h.inject(stats(ALICE, "pt-BR", factions=True))).content
    assert "**Facções** · Terra Mystica · este servidor" in pt and "4 jogadores (14 partidas):" in pt


@pytest.mark.parametrize(
    ("command", "values", "words"),
    [
        (stats, {"game": "keyflower", "factions": True}, "Keyflower has no factions"),
        (ratings, {"game": "keyflower", "table": "two"}, 'Keyflower has no table "two"'),
    ],
)
async def test_questions_without_an_answer_are_refused_in_words(harness: Harness, command, values, words):
    assert answer(await harness.inject(command(ALICE, **values))).content.startswith(words)


async def test_a_keyflower_channel_shows_keyflower_by_default(harness: Harness):
    h = harness
    row = await h.bot.service.create_game(
        str(ALICE), "Alice", game_type="keyflower", seats=2, channel_id=str(fd.CHANNEL_ID), guild_id=str(fd.GUILD_ID)
    )
    assert row.id
    reply = answer(await h.inject(ratings(ALICE))).content
    assert reply.startswith("**Keyflower ratings** · this server · games without an AI seat")
