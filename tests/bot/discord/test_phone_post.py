"""The image posted after a move reads in a phone's chat (issue 29, point 1): it is the compact image
of what the move changed (800 pixels wide, its smallest words 14 pixels: 7 at a phone's 400, see
tests/rendering/test_phone.py), and the whole board is one tap away under it."""

from __future__ import annotations

import io

from PIL import Image

from rendering.keyflower import compact as kf_compact
from rendering.terra_mystica import compact as tm_compact
from rendering.terra_mystica import style as tm_style
from tests import fakediscord as fd
from tests.bot.discord.conftest import ALICE, BOB, Harness
from tests.bot.discord.test_play import last_post

PHONE = 400


def width(sent: fd.Sent) -> int:
    png = sent.png()
    assert png is not None
    return Image.open(io.BytesIO(png)).width


async def test_a_move_posts_the_compact_image_and_the_full_board_button(harness: Harness) -> None:
    h = harness
    await h.slash(ALICE, "new", players=2, faction="witches")
    await h.slash(BOB, "join", faction="nomads")
    await h.slash(ALICE, "start")
    assert width(last_post(h)) == tm_style.WIDTH  # no move yet: the whole board
    await h.slash(ALICE, "move", action="build F4")
    post = last_post(h)
    assert width(post) == tm_compact.WIDTH and tm_compact.WIDTH / 2 == PHONE  # words shown at half size
    assert "tm:board:1" in post.custom_ids
    shown = await h.click(BOB, post.message, "tm:board:1", locale="pt-BR")
    answer = [s for s in shown if s.png()]
    assert answer and answer[-1].ephemeral and width(answer[-1]) == tm_style.WIDTH
    assert answer[-1].content == "Jogo #1"
    labels = [c.get("label") for row in post.data.get("components") or [] for c in row.get("components", [])]
    assert "Full board" in labels


async def test_a_keyflower_move_posts_its_compact_image(harness: Harness) -> None:
    h = harness
    await h.inject(fd.slash(ALICE, "new", group="kf", players=2))
    await h.inject(fd.slash(BOB, "join", group="kf"))
    await h.inject(fd.slash(ALICE, "start", group="kf"))
    seat_user = {0: ALICE, 1: BOB}
    g = (await h.bot.service.view(1)).state
    (seat,) = h.bot.games["keyflower"].engine.to_decide(g)
    await h.inject(fd.slash(seat_user[seat], "move", group="kf", action="pass"))
    post = last_post(h)
    assert width(post) == kf_compact.WIDTH and "tm:board:1" in post.custom_ids
