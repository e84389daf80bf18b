"""/tile through the real discord.py client and the fake Discord: every tile of both games, in both
languages, its words and its picture; the name autocompleted in the asker's language."""

from __future__ import annotations

import io
import re
from typing import Any

from PIL import Image

from bot.discord.tile_commands import find_tile, tile_choices
from bot.games import adapters
from locales import LOCALES
from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, Harness

PNG = b"\x89PNG\r\n\x1a\n"


def tile(name: str, locale: str = "en-US", **values: Any) -> dict[str, Any]:
    return fd.slash(ALICE, "tile", locale, group=None, name=name, **values)


def typing(current: str, locale: str = "en-US", **values: Any) -> dict[str, Any]:
    options = fd.command_options({**values, "name": current}, "name")
    return fd._base(4, ALICE, locale, fd.CHANNEL_ID, {"id": "1", "name": "tile", "type": 1, "options": options})


def answer(sent: list[fd.Sent]) -> fd.Sent:
    replies = [s for s in sent if s.content]
    assert replies, sent
    assert all(s.ephemeral for s in replies)  # only the asker sees it
    return replies[-1]


async def test_a_terra_mystica_tile_in_words_and_picture(harness: Harness):
    reply = answer(await harness.inject(tile("fav11", game="terra_mystica")))
    assert reply.content.splitlines() == ["**FAV11** · favor tile", "+1 Earth; 2 VP per dwelling", "3 copies"]
    ((filename, png),) = reply.files
    assert filename == "tile.png" and png.startswith(PNG)
    assert Image.open(io.BytesIO(png)).width == 400  # as a phone shows it: never shrunk
    reply = answer(await harness.inject(tile("BON7", "pt-BR", game="terra_mystica")))
    assert reply.content.splitlines()[1] == "renda +1 Trabalhador; ao passar: 2 PV por Casa de Comércio"


async def test_a_keyflower_tile_with_both_sides(harness: Harness):
    reply = answer(await harness.inject(tile("keystone quarry", game="keyflower")))
    assert reply.content.splitlines() == [
        "**Keystone Quarry** · spring tile",
        "Front: +1 stone",
        "Upgraded (costs pickaxe): +3 stone · 3 VP",
    ]
    assert reply.files and reply.files[0][1].startswith(PNG)
    reply = answer(await harness.inject(tile("Artisan", "pt-BR", game="keyflower")))
    assert reply.content.splitlines()[:2] == [
        "**Artisan** · hexágono de inverno (The Merchants)",
        "Frente: 2 PV por hexágono atualizado",
    ]


async def test_the_game_defaults_to_terra_mystica_outside_a_game(harness: Harness):
    assert answer(await harness.inject(tile("TW3"))).content.startswith("**TW3** · town tile")


async def test_an_unknown_tile_is_refused_with_the_nearest_names(harness: Harness):
    reply = answer(await harness.inject(tile("FAV17", game="terra_mystica")))
    assert "Terra Mystica has no tile 'FAV17'" in reply.content and "FAV1" in reply.content
    reply = answer(await harness.inject(tile("Keywod", "pt-BR", game="keyflower")))
    assert 'Keyflower não tem a peça "Keywod"' in reply.content and "Keywood" in reply.content


async def test_the_name_is_completed_by_code_and_by_words_in_the_askers_language(harness: Harness):
    sent = await harness.inject(typing("fav1", game="terra_mystica"))
    assert sent[0].callback_type == 8
    choices = sent[0].choices
    assert choices[0] == {"name": "FAV1 — +3 Fire", "value": "FAV1"}
    assert [c["value"] for c in choices[:8]] == ["FAV1", "FAV10", "FAV11", "FAV12", "FAV13", "FAV14", "FAV15", "FAV16"]
    sent = await harness.inject(typing("madeira", "pt-BR", game="keyflower"))
    named = {c["value"]: c["name"] for c in sent[0].choices}
    assert named["Keywood"] == "Keywood — Frente: +1 madeira"
    assert all(len(c["name"]) <= 100 for c in sent[0].choices)


def test_every_tile_of_both_games_has_a_card_and_a_picture_in_both_languages():
    for adapter in adapters().values():
        names = adapter.tiles()
        assert len(names) == len(set(names)) > 40
        for name in names:
            assert find_tile(adapter, name.lower()) == name
            for locale in LOCALES:
                card = adapter.tile_card(name, locale)
                assert card and len(card) >= 2 and all(card), (name, locale)
                assert not re.search(r"\b(kf|tm)-|[{}]", " ".join(card)), (name, locale, card)
                png = adapter.tile_image(name, locale)
                assert png is not None and Image.open(io.BytesIO(png)).width == 400
        for locale in LOCALES:
            assert tile_choices(adapter, "", locale)[:1] and all(
                len(label) <= 100 for label, _ in tile_choices(adapter, "e", locale)
            )
