"""The words a new player reads (issue 29, points 12-13), in both languages: the terminal's Terra
Mystica summary in the player's language, Portuguese agreement, one verb for upgrading in each
game's Portuguese (its rulebook's), no 'Witches chose the Witches', the favor tile owed after a
temple told as the next thing to do."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.games import adapters
from bot.i18n.terra_mystica import summary
from locales import catalogue
from rules.terra_mystica.engine import TerraMysticaEngine
from tests.bot.test_local import local
from tests.rendering.test_terra_mystica import position

LOCALES = Path(__file__).parents[2] / "locales"


def test_the_terra_mystica_summary_speaks_the_players_language() -> None:
    g = position(150)
    english, portuguese = summary(g, "en"), summary(g, "pt-BR")
    assert english.startswith("Round 3 income") or english.startswith("Round 3, turn")
    assert "VP" in english and "power" in english and "cults" in english
    assert portuguese.startswith("Renda da rodada 3") or portuguese.startswith("Rodada 3, turno")
    assert "PV" in portuguese and "poder" in portuguese and "cultos" in portuguese and "Sereias" in portuguese
    for word in ("power", "cults", " to ", "VP", "dig ", "Mermaids"):
        assert word not in portuguese, word
    tm = adapters()["terra_mystica"]
    assert tm.summary(TerraMysticaEngine().to_json(g), "pt-BR") == portuguese


def test_after_a_temple_the_favor_tile_owed_is_the_next_thing_to_do() -> None:
    """`upgrade F6 to TE` alone: the Engineers owe a favor tile before anyone moves on."""
    engine = TerraMysticaEngine()
    g = engine.apply(position(61), engine.to_decide(position(61))[0], "upgrade F6 to TE").state
    head = summary(g, "en").splitlines()[0]
    assert "Engineers to take a favor tile" in head and "to move" not in head
    assert "vez dos Engenheiros de pegar um Marcador de Favor" in summary(g, "pt-BR").splitlines()[0]


def test_a_faction_chosen_is_not_told_as_choosing_itself(tmp_path) -> None:
    run = local(
        "--db", str(tmp_path / "g.sqlite3"), "--no-image", "new", "--players", "2",
        stdin="setup witches\nsetup nomads\nquit\n",
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert "Seat 1 chose the Witches." in run.stdout
    assert "Witches chose the Witches" not in run.stdout


def test_portuguese_agreement_with_seats_and_names() -> None:
    pt = catalogue("pt-BR")
    assert pt.say("host-pass-screen", seat="Lugar 2", user="Bia").startswith("── Passe a tela para o Lugar 2")
    assert pt.say("kf-image-title-main", season="Verão", seat="Lugar 2", named="no").endswith("vez do Lugar 2")
    assert pt.say("kf-image-title-main", season="Verão", seat="Ana", named="yes").endswith("vez de Ana")
    assert pt.say("kf-summary-turn", season="Verão", seats="Lugar 2", n=1) == "Verão: vez do Lugar 2"
    assert "vez de Lugar" not in pt.say("kf-summary-turn", season="Verão", seats="Lugar 1, Lugar 2", n=2)
    assert "pilhas" not in pt.say("kf-image-contract-pile", pile=20, discards=3)
    assert pt.say("kf-tiles-won", seat="Lugar 3", tiles="Stable") == "O Lugar 3 ganhou Stable."


def test_the_portuguese_menu_takes_ajuda_and_sair(tmp_path) -> None:
    run = local("--db", str(tmp_path / "g.sqlite3"), "--no-image", stdin="ajuda\nlista\nsair\n")
    run_pt = local("--db", str(tmp_path / "g.sqlite3"), "--no-image", stdin="ajuda\nsair\nnever read\n")
    assert run.returncode == 0 and "resume N: go on with game N" in run.stdout
    assert run_pt.returncode == 0 and "never read" not in run_pt.stdout


@pytest.mark.parametrize(
    ("files", "verb", "others"),
    [
        (("terra_mystica.ftl",), "aprimor", ("atualiz", "melhor", "evolu", "promov")),
        (("keyflower.ftl", "keyflower_play.ftl"), "atualiz", ("aprimor", "melhora", "melhore", "evolu", "promov")),
    ],
)
def test_one_verb_for_upgrading_in_each_games_portuguese(files: tuple[str, ...], verb: str, others: tuple[str, ...]):
    """Each game's Portuguese says 'upgrade' with its Brazilian rulebook's verb alone: Terra
    Mystica's 'aprimorar' ("Aprimorando uma Estrutura"), Keyflower's 'atualizar' ("hexágono
    atualizado")."""
    text = "\n".join((LOCALES / "pt-BR" / name).read_text() for name in files)
    values = "\n".join(line.split("=", 1)[1] for line in text.splitlines() if "=" in line and not line.startswith("#"))
    assert verb in values.lower()
    for other in others:
        assert not re.search(rf"\b{other}", values.lower()), other
