"""Deadlines in local play: `bot.local new --deadline`, and the sweep told in the terminal (a fake
clock, both databases), in English and Portuguese."""

import io
import re
from pathlib import Path

import pytest

from bot.deadlines import HOUR, DeadlineError, Deadlines, LobbyDeadline, Notice, deadline_words, time_words
from bot.local import LOCAL_USER, Terminal, _new, parser_of
from locales import LOCALES, catalogue


async def local_game(service, *flags: str) -> int:
    args = parser_of(service.games).parse_args(["new", "--factions", "witches,engineers", "--seed", "s", *flags])
    return await _new(service, args)


async def test_new_takes_the_deadline_and_what_happens_at_it(service):
    game = await local_game(service, "--deadline", "48h", "--on-deadline", "ai", "--vacation-days", "3")
    settings = await Deadlines(service).settings(game)
    assert (settings["hours"], settings["on_deadline"], settings["vacation_days"]) == (48, "ai", 3)
    plain = await local_game(service)
    assert (await Deadlines(service).settings(plain))["hours"] is None


@pytest.mark.parametrize(
    "flags, code",
    [
        (["--deadline", "5h"], "deadline-unknown"),
        (["--on-deadline", "sleep"], "deadline-on-unknown"),
        (["--vacation-days", "31"], "vacation-days-range"),
    ],
)
def test_a_bad_choice_is_refused_with_a_code(flags, code):
    values = {"--deadline": None, "--on-deadline": None, "--vacation-days": None}
    values[flags[0]] = flags[1]
    with pytest.raises(DeadlineError) as refused:
        LobbyDeadline.chosen(
            values["--deadline"],
            values["--on-deadline"],
            float(values["--vacation-days"]) if values["--vacation-days"] else None,
        )
    assert refused.value.code == code


async def test_the_terminal_tells_the_reminder_then_the_drop(service, clock):
    game = await local_game(service, "--deadline", "12h")
    await service.act(game, LOCAL_USER, "build F4", seat=0)
    out = io.StringIO()
    terminal = Terminal(service, None, out=out)
    terminal.locale = "en"
    clock.now += 7 * HOUR
    await terminal.sweep_deadlines()
    assert f"⏰ Engineers, game #{game} waits for you: 5 h left before the deadline." in out.getvalue()
    terminal.locale = "pt-BR"
    clock.now += 6 * HOUR
    await terminal.sweep_deadlines()
    assert f"prazo do jogo #{game}: o lugar 2 foi eliminado" in out.getvalue()
    moves = await service.store.moves(game)
    assert moves[-1].text.startswith("drop-faction") and moves[-1].seat == 1
    await terminal.sweep_deadlines()
    assert out.getvalue().count("⌛") == 1  # told once


def test_notices_and_the_lobby_in_both_languages():
    notice = Notice(4, "c", "deadline-ai", ["u1"], [2])
    assert notice.text("en", lambda u: f"<@{u}>") == (
        "⌛ <@u1> let the deadline of game #4 pass: an AI plays seat 3 now. `/claim` takes it back."
    )
    assert "`/retomar`" in notice.text("pt-BR")
    reminder = Notice(4, "c", "deadline-reminder", ["u1"], [0], left=26 * HOUR)
    assert "1 d 2 h left" in reminder.text("en") and "faltam 1 d 2 h" in reminder.text("pt-BR")
    assert deadline_words(24, "drop", 7, "en") == "deadline 24 hours, then the seat is dropped; 7 vacation days each"
    assert deadline_words(168, "ai", 3, "pt-BR") == (
        "prazo de 1 semana, depois uma IA joga no lugar; 3 dias de férias para cada um"
    )
    assert deadline_words(None, "drop", 7, "en") == "no deadline"


async def test_time_taken_in_status_and_the_final_results_words(service, clock):
    game = await local_game(service)
    clock.now += 100
    await service.act(game, LOCAL_USER, "build F4", seat=0)
    clock.now += 600
    loaded = await service.view(game)
    build = next(m for m in loaded.adapter.legal_actions(loaded.state, 1) if m.startswith("build"))
    await service.act(game, LOCAL_USER, build, seat=1)
    # counted from the factions chosen at the start; those, made for the players, count nothing
    assert await Deadlines(service).time_taken(game) == {0: (100, 100, 1), 1: (600, 600, 1)}
    labels = {0: "Witches", 1: "Engineers"}
    words = time_words({0: (7200.0, 3600.0, 2), 1: (0.0, 0.0, 0)}, labels, "en")
    assert words == "⏱️ Time taken: Witches: 2 h (2 moves, 1 h a move, median) · Engineers: no move timed"
    assert time_words({0: (90.0, 90.0, 1)}, {0: "Bruxas"}, "pt-BR") == "⏱️ Tempo gasto: Bruxas: 1 min (1 jogada)"


def test_every_deadline_refusal_and_notice_has_words_in_both_languages():
    root = Path(__file__).parents[2] / "bot"
    source = (root / "deadlines.py").read_text() + (root / "discord" / "deadline_commands.py").read_text()
    codes = set(re.findall(r'DeadlineError\(\s*"([a-z0-9-]+)"', source))
    codes |= set(re.findall(r'"(deadline-[a-z]+)"', source))
    assert {"vacation-too-long", "claim-nothing", "deadline-dropped", "deadline-reminder"} <= codes
    for locale in LOCALES:
        missing = [c for c in sorted(codes) if not catalogue(locale).has(c)]
        assert not missing, (locale, missing)
