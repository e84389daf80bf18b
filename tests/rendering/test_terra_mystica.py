"""Board images: geometry, every building drawn, the last move marked, same state same bytes."""

import io
import math
from functools import cache
from pathlib import Path

from PIL import Image

from rendering.terra_mystica import __main__ as cli
from rendering.terra_mystica import changed_hexes, render, style
from rendering.terra_mystica.board import layout
from rules.terra_mystica.ledger import parse_record
from rules.terra_mystica.replay import replay_record

GAME = Path(__file__).parents[1] / "data" / "terra_mystica" / "4pLeague_S60_D1L1_G1.txt"


@cache
def position(upto: int):
    record = parse_record(GAME.read_text())
    record.rows = [r for r in record.rows if r.line <= upto]
    return replay_record(record, GAME.name).state


def colours_in(region: Image.Image) -> set:
    return {colour for _, colour in region.getcolors(1 << 20)}


def image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def test_hex_centres_follow_the_offset_rows():
    lay = layout("base")
    (ax, ay), (bx, by) = lay.centre("A1"), lay.centre("A2")
    assert math.isclose(bx - ax, math.sqrt(3) * style.HEX_RADIUS) and by == ay
    # B1 sits half a hex to the right of A1, one and a half radii lower (the river r0 lies between)
    b1x, b1y = lay.centre("B1")
    assert math.isclose(b1x - ax, math.sqrt(3) * style.HEX_RADIUS / 2)
    assert math.isclose(b1y - ay, 1.5 * style.HEX_RADIUS)
    # neighbours on the map are neighbours on the picture
    for h, near in lay.board.adjacent.items():
        for n in near:
            (x1, y1), (x2, y2) = lay.centre(h), lay.centre(n)
            assert math.isclose(math.hypot(x2 - x1, y2 - y1), math.sqrt(3) * style.HEX_RADIUS, rel_tol=1e-6)


def test_terrain_colours_and_coordinate_labels():
    g = position(45)
    picture = image(render(g))
    lay = layout("base")
    for hex_id in ("A3", "E11", "I12"):  # empty hexes
        cx, cy = lay.centre(hex_id)
        assert picture.getpixel((int(cx), int(cy - 10))) == style.TERRAIN[g.terrain[hex_id]]
        # the label: dark or light ink under the centre, on the terrain colour
        region = picture.crop(
            (int(cx - 14), int(cy + 0.4 * style.HEX_RADIUS), int(cx + 14), int(cy + 0.7 * style.HEX_RADIUS))
        )
        assert len(colours_in(region)) > 2
    river = picture.getpixel(tuple(int(v) for v in lay.centre("r0")))
    assert river == style.TERRAIN["river"]


def test_every_building_is_drawn():
    g = position(286)
    picture = image(render(g))
    lay = layout("base")
    assert len(g.buildings) >= 40
    for hex_id in g.buildings:
        cx, cy = lay.centre(hex_id)
        terrain = style.TERRAIN[g.terrain[hex_id]]
        region = picture.crop((int(cx - 20), int(cy - 30), int(cx + 20), int(cy + 8)))
        colours = colours_in(region)
        # the faction's colour with its outline and letters in the contrasting ink
        assert terrain in colours and len(colours) >= 2, hex_id
    for hex_id in lay.board.land - set(g.buildings):
        cx, cy = lay.centre(hex_id)
        region = picture.crop((int(cx - 12), int(cy - 30), int(cx + 12), int(cy - 4)))
        assert colours_in(region) == {style.TERRAIN[g.terrain[hex_id]]}, hex_id


def test_the_last_move_is_outlined():
    before, after = position(285), position(286)  # the Darklings upgrade F5
    assert changed_hexes(before, after) == {"F5"}
    picture = image(render(after, before))
    lay = layout("base")
    ring = [(int(x), int(y)) for x, y in lay.corners("F5", 0.93)]
    assert sum(1 for p in ring if picture.getpixel(p) == style.HIGHLIGHT) >= 4


def test_same_state_same_bytes_and_a_palette_png():
    g = position(286)
    first, second = render(g), render(g)
    assert first == second
    picture = Image.open(io.BytesIO(first))
    assert picture.mode == "P" and 1200 <= picture.width <= 2400
    assert len(first) < 600 * 1024


def test_every_state_of_a_game_renders(tmp_path):
    record = parse_record(GAME.read_text())
    lines = sorted({r.line for r in record.rows})
    for upto in lines[:: len(lines) // 12]:
        render(position(upto))


def test_command_line_writes_the_board(tmp_path):
    out = tmp_path / "board.png"
    assert cli.main([str(GAME), "--upto", "120", "-o", str(out)]) == 0
    picture = Image.open(out)
    assert picture.size[0] == style.WIDTH
    assert cli.main([str(tmp_path / "missing.txt"), "-o", str(out)]) == 2


def test_the_image_speaks_portuguese_with_its_accents() -> None:
    """Every word the image can show is drawn by the font (no empty boxes, no stripped accents)."""
    from locales import LOCALES, catalogue
    from rendering.canvas import has_glyphs
    from rendering.terra_mystica import render
    from rules.terra_mystica.engine import TerraMysticaEngine

    assert has_glyphs("Água · Ações · Cartas de Bônus · Nômades · Anões · → …")
    assert not has_glyphs("\u2654")  # a chess king: not in the font, so the check can fail
    for locale in LOCALES:
        for message_id in catalogue(locale).ids("tm-image-"):
            text, _ = catalogue(locale).check(message_id)
            assert has_glyphs(text), (locale, message_id, text)
        for name in catalogue(locale).terms:
            assert has_glyphs(catalogue(locale).term(name) or ""), name
    g = TerraMysticaEngine().new_game({"factions": ["witches", "nomads"]}, 2, "pt")
    assert render(g, None, "pt-BR") != render(g, None, "en")


# What a player reads off the image (issue 15): only what is in the game, income, turn order,
# tiles with their effects, power bowls and tracks, Merchants of the Seas' pieces, nothing cut.


@cache
def game_states(seed: str, players: int, merchants: bool = False, board: str = "base") -> tuple:
    """Every position of a random game (each a copy), from the first faction chosen to the end."""
    from rules.terra_mystica.data.merchants import OPTION
    from rules.terra_mystica.engine import DEFAULT_OPTIONS, new_state, play
    from rules.terra_mystica.notation import parse_turn
    from rules.terra_mystica.simulate import play_random_game

    game = play_random_game(seed, players, board=board, merchants=merchants)
    assert game.finished, game.error
    g = new_state(players, seed, board=board, options=[*DEFAULT_OPTIONS, *([OPTION] if merchants else [])])
    states = []
    for seat, text in game.history:
        play(g, seat, parse_turn(text))
        states.append(g.copy())
    return tuple(states)


def test_canals_only_with_merchants_of_the_seas():
    from rules.terra_mystica.data.merchants import CANALS

    base = image(render(position(45)))
    merchants = image(render(game_states("canals", 2, merchants=True)[5]))
    lay = layout("base")
    for a, b in CANALS["base"]:
        (ax, ay), (bx, by) = lay.centre(a), lay.centre(b)
        middle = (int((ax + bx) / 2), int((ay + by) / 2))  # on the border of two land hexes
        assert merchants.getpixel(middle) == style.TERRAIN["river"]
        assert base.getpixel(middle) != style.TERRAIN["river"]


def test_only_the_tiles_of_the_game_are_offered(monkeypatch):
    from rendering.canvas import forget_areas
    from rendering.terra_mystica import effects

    shown: list[str] = []
    real = effects.favor
    monkeypatch.setattr(effects, "favor", lambda name, locale: shown.append(name) or real(name, locale))
    forget_areas()  # every tile painted, none pasted from an image before
    render(position(45))
    assert "FAV12" in shown and not {"FAV13", "FAV14", "FAV15", "FAV16"} & set(shown)
    shown.clear()
    forget_areas()
    render(game_states("canals", 2, merchants=True)[5])
    assert {"FAV13", "FAV16"} <= set(shown)


def test_the_coming_income_is_what_the_next_income_phase_pays():
    """Before the last faction passes, every other faction has passed (its bonus card is known):
    the income shown is what the round's end then pays, coin by coin, worker by worker."""
    from rendering.terra_mystica.factions import coming_income

    states = game_states("income-1", 3)  # a game whose rounds end with the others passed
    checked = 0
    for before, after in zip(states, states[1:], strict=False):
        if not (before.phase == "play" and after.round == before.round + 1 and before.round < 6):
            continue
        for name, f in before.factions.items():
            if not f.passed:
                continue  # the one passing now: its card is chosen with the move
            income = coming_income(before, f)
            assert income is not None
            g = after.factions[name]
            assert (g.C - f.C, g.W - f.W) == (income.get("C", 0), income.get("W", 0)), (name, before.round)
            assert g.P - f.P == min(income.get("P", 0), f.MAX_P - f.P), (name, before.round)
            checked += 1
    assert checked >= 8
    assert coming_income(states[-1], next(iter(states[-1].factions.values()))) is None  # the game is over


def test_the_next_turn_order_is_the_order_of_passing():
    from rendering.terra_mystica.panels import next_turn_order

    states = game_states("order", 4)
    checked = 0
    for k, g in enumerate(states):
        predicted = next_turn_order(g)
        if predicted is None or not any(predicted):
            continue
        following = next(s for s in states[k:] if s.round == g.round + 1 and s.phase == "play")
        known = [n for n in predicted if n]
        assert list(following.order[: len(known)]) == known
        assert predicted[len(known) :] == [None] * (len(predicted) - len(known))
        checked += 1
    assert checked > 20
    assert next_turn_order(states[-1]) is None


def test_the_final_scoring_is_told_by_what_scored():
    from rules.terra_mystica.engine import TerraMysticaEngine
    from rules.terra_mystica.state import GameState

    states = game_states("final", 3)
    end, before = states[-1], states[-2]
    assert end.finished and not before.finished
    for f in end.factions.values():
        assert set(f.final_vp) <= {"FIRE", "WATER", "EARTH", "AIR", "network", "resources"}
        assert "resources" in f.final_vp
    # The network's 18 VP went to the largest network, the parts add up to the VP the end gave.
    best = max(end.factions.values(), key=lambda f: f.network)
    assert best.final_vp.get("network", 0) >= 6
    engine = TerraMysticaEngine()
    data = engine.to_json(end)
    assert GameState.from_json(data).factions[best.name].final_vp == best.final_vp  # stored with the game
    picture = render(end, before)
    assert picture == render(engine.from_json(data), before)


def test_boats_paths_of_the_last_move_are_drawn():
    from rendering.terra_mystica import moved_paths

    states = game_states("paths", 3, merchants=True)
    k = next(
        k
        for k in range(1, len(states))
        if any(f.paths and f.paths != states[k - 1].factions[n].paths for n, f in states[k].factions.items())
    )
    before, after = states[k - 1], states[k]
    moved = moved_paths(before, after)
    assert moved and all(len(path) >= 2 for _, path in moved)
    assert moved_paths(after, after) == []  # nothing moved: nothing drawn
    with_paths, without = image(render(after, before)), image(render(after))
    lay = layout(after.board)
    f, path = moved[0]
    (ax, ay), (bx, by) = lay.centre(path[0]), lay.centre(path[1])
    halfway = (int((ax + bx) / 2), int((ay + by) / 2))
    near = with_paths.crop((halfway[0] - 4, halfway[1] - 4, halfway[0] + 5, halfway[1] + 5))
    assert style.PATH in colours_in(near) and style.PATH not in colours_in(
        without.crop((halfway[0] - 4, halfway[1] - 4, halfway[0] + 5, halfway[1] + 5))
    )


def test_merchants_pieces_trade_markers_and_pieces_in_a_trade():
    """Trade markers on a white ring (seen on any terrain); a merchant on its own hex in its middle;
    a boat at a structure it is trading with, ringed."""
    states = game_states("pieces-2", 4, merchants=True)  # a game with trade markers
    g = next(s for s in reversed(states) if s.trade_markers)
    picture = image(render(g))
    lay = layout(g.board)
    hex_id, traders = next(iter(g.trade_markers.items()))
    cx, cy = lay.centre(hex_id)
    x, y = cx + 0.62 * style.HEX_RADIUS, cy - 0.42 * style.HEX_RADIUS
    colours = colours_in(picture.crop((int(x - 15), int(y - 11), int(x + 16), int(y + 12))))
    assert (250, 250, 250) in colours and style.TERRAIN[g.factions[traders[0]].terrain] in colours

    states = game_states("merchants-9", 3, merchants=True)  # the Dwarves walk; boats trade
    g = next(s for s in states if "dwarves" in s.factions and set(s.factions["dwarves"].boats) - set(s.buildings))
    walker = next(h for h in g.factions["dwarves"].boats if h not in g.buildings)
    cx, cy = lay_of(g).centre(walker)
    middle = image(render(g)).crop((int(cx - 10), int(cy - 22), int(cx + 10), int(cy)))
    assert len(colours_in(middle)) > 2  # a figure where the hex alone would be one colour

    g = next(s for s in states if any(f.trading for f in s.factions.values()))
    trader = next(f for f in g.factions.values() if f.trading)
    cx, cy = lay_of(g).centre(trader.trading[0])
    picture = image(render(g))
    r = 0.8 * style.HEX_RADIUS
    ring = [(int(cx + r * math.cos(a / 10)), int(cy + r * math.sin(a / 10))) for a in range(63)]
    assert sum(1 for p in ring if picture.getpixel(p) == style.GOLD) > 20


def lay_of(g):
    return layout(g.board)


def test_nothing_is_cut_with_five_players(monkeypatch):
    """Five panels are narrow: every line wraps instead of ending in '…', in both languages."""
    import rendering.canvas as canvas
    from rendering.terra_mystica import factions, panels

    cut: list[str] = []
    real = canvas.fit

    def fit(text: str, width: int, size: int, bold: bool = False) -> str:
        shown = real(text, width, size, bold)
        if shown != text:
            cut.append(text)
        return shown

    for module in (canvas, factions, panels):
        monkeypatch.setattr(module, "fit", fit)
    states = game_states("five", 5, merchants=True)
    for g in (states[len(states) // 2], states[-1]):
        for locale in ("en", "pt-BR"):
            canvas.forget_areas()  # every part painted (fitted), none pasted
            render(g, None, locale)
    assert not cut, cut


def test_power_actions_are_named_in_words():
    from rendering.terra_mystica.effects import power_action

    assert power_action("ACT5", "en") == "1 spade" and power_action("ACT6", "en") == "2 spades"
    assert power_action("ACT5", "pt-BR") == "1 Pá" and power_action("ACT6", "pt-BR") == "2 Pás"


def test_kept_parts_give_the_pixels_of_painting_them(monkeypatch):
    """Parts of images (tiles on offer, rows of the factions' panels) are kept by what they show
    and pasted into later images: two games drawn alternately in one process, with a store so
    small that parts come and go, give the pixels of each image drawn with nothing kept. With
    CHECK_AREAS every part pasted is also painted and compared, and no part paints outside itself."""
    import rendering.canvas as canvas

    four = game_states("kept", 4)
    five = game_states("kept", 5, merchants=True, board="loon_lakes_v1_6")
    picks = []
    for k in range(6):
        for states, locale in ((four, "en"), (five, "pt-BR")):
            at = (len(states) - 1) * (k + 1) // 6
            picks.append((states[at], states[at - 1], locale))
    alone = []
    for g, before, locale in picks:
        canvas.forget_areas()
        alone.append(image(render(g, before, locale)).tobytes())
    monkeypatch.setattr(canvas, "AREA_BYTES", 300_000)
    for check in (True, False):
        monkeypatch.setattr(canvas, "CHECK_AREAS", check)
        canvas.forget_areas()
        for _ in range(2):
            for (g, before, locale), expected in zip(picks, alone, strict=True):
                assert image(render(g, before, locale)).tobytes() == expected
                assert canvas._area_bytes <= canvas.AREA_BYTES
    assert len(canvas._areas) > 10  # parts were kept (and pasted: the second round)


def test_kept_parts_are_shared_by_threads(monkeypatch):
    """Without render workers the host draws boards in threads: they share the kept parts (a
    store small enough that parts come and go under them) and each gets its own image."""
    from concurrent.futures import ThreadPoolExecutor

    import rendering.canvas as canvas

    states = game_states("kept", 4)
    picks = [(states[k], states[k - 1]) for k in range(20, len(states), len(states) // 12)]
    canvas.forget_areas()
    alone = [render(g, before) for g, before in picks]
    monkeypatch.setattr(canvas, "AREA_BYTES", 200_000)
    with ThreadPoolExecutor(4) as pool:
        drawn = list(pool.map(lambda pair: render(*pair), picks * 3))
    assert [image(png).tobytes() for png in drawn] == [image(png).tobytes() for png in alone * 3]


def test_a_changed_hex_is_pasted_as_painted():
    """A hex of another terrain is painted once and pasted through the pixels it covers: the same
    pixels as painting it, neighbours changed too, in either order, on a board with canals."""
    from rendering.canvas import palette_draw
    from rendering.terra_mystica import static_map
    from rendering.terra_mystica.board import _changed_hex, _hex

    for board_id, canals in (("base", False), ("loon_lakes_v1_6", True)):
        lay = layout(board_id)
        land = sorted(lay.board.land)[:40:3]
        terrains = ["yellow", "ice", "volcano", "black", "gray"]
        painted, pasted = static_map(board_id, canals).copy(), static_map(board_id, canals).copy()
        for k, hex_id in enumerate(land):
            terrain = terrains[k % len(terrains)]
            _hex(palette_draw(painted, style.PALETTE), lay, hex_id, terrain)
            _changed_hex(palette_draw(pasted, style.PALETTE), board_id, hex_id, terrain)
        assert pasted.tobytes() == painted.tobytes()


def test_the_cult_power_rewards_stand_clear_of_the_air_track() -> None:
    """The power beside levels 3, 5, 7 and 10 (+1, +2, +2, +3) lies right of the last track, on
    the panel: none of it is cut by the Air column, on the whole board and the compact one."""
    from rendering.canvas import text_width
    from rendering.terra_mystica import Layout, panels
    from rendering.terra_mystica.compact import INNER

    for box in (Layout("base", 2, True).cults, (16, 0, 16 + INNER, 420)):
        track_w, _, _, _ = panels._cult_geometry(box)
        air_right = box[0] + panels.LEVELS_W + 4 * track_w - 6
        widest = max(text_width(f"+{power}", style.SMALL, True) for _, power in panels.CULT_POWER)
        assert air_right + 4 <= box[2] - 8 - widest
    g = position(286)
    picture = image(render(g))
    x0, y0, x1, y1 = Layout(g.board, 2, True).cults
    track_w, top, _, level_h = panels._cult_geometry((x0, y0, x1, y1))
    air_right = x0 + panels.LEVELS_W + 4 * track_w - 6
    for level, power in panels.CULT_POWER:  # between the track and the reward: the bare panel
        y = int(top + (10 - level) * level_h + level_h / 2)
        text_left = x1 - 8 - text_width(f"+{power}", style.SMALL, True)
        assert colours_in(picture.crop((int(air_right) + 2, y - 6, int(text_left) - 1, y + 6))) == {style.PANEL}
