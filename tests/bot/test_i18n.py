"""Both languages everywhere: the catalogue, the command picker, and every refusal."""

from __future__ import annotations

import random
import re

import pytest

from bot.i18n import locale_of, say
from bot.i18n.terra_mystica import (
    action_label,
    describe_command,
    describe_turn,
    faction_status,
    suggest_turn,
    tile_summary,
)
from bot.service import ServiceError
from locales import LOCALES, catalogue
from locales import ROOT as CATALOGUES
from rules.core import RuleError
from rules.terra_mystica.actions import Done, Wait
from rules.terra_mystica.engine import DEFAULT_OPTIONS, TerraMysticaEngine
from rules.terra_mystica.legal import candidates
from tests.rules.terra_mystica.test_notation import ONE_OF_EACH

NAME = re.compile(r"^[-_\w]{1,32}$")
MALFORMED = [
    "build Z99",
    "build A1",
    "upgrade A1 to XX",
    "upgrade E5 to SH",
    "send p to MOON",
    "send p to FIRE for 3",
    "convert 9W to 9P",
    "convert 1C to 1P",
    "convert 2PW to 1C",
    "burn 20",
    "burn 0",
    "pass BON99",
    "pass",
    "action ACT9",
    "action ACTA",
    "action ACT1",
    "transform A1 to purple",
    "transform A1 to green",
    "transform E5",
    "advance boat",
    "advance ship",
    "setup unicorns",
    "setup witches",
    "+FAV99",
    "+FAV1",
    "+TW99",
    "+TW1",
    "+FIRE",
    "-FIRE",
    "-TW1",
    "+SPADE",
    "bridge A1:A2",
    "bridge E5:F6",
    "connect r99",
    "connect C4:D5",
    "dig 5",
    "dig 0",
    "leech 3 from witches",
    "decline 3 from nobody",
    "fly me to the moon",
    "",
    "drop-faction witches",
]


def test_locales() -> None:
    assert locale_of("pt-BR") == "pt-BR" and locale_of("en-US") == "en" and locale_of(None) == "en"
    assert say("pt-BR", "host-yes") == "sim" and say("en", "host-yes") == "yes"


async def test_every_command_text_is_translated_and_fits() -> None:
    from bot.config import Settings
    from bot.discord.client import GameBot

    bot = GameBot(Settings(_env_file=None))  # type: ignore[call-arg]
    await bot.install()
    translator = bot.tree.translator
    assert translator is not None
    payload = [await c.get_translated_payload(bot.tree, translator) for c in bot.tree.get_commands()]
    await bot.close()

    def check(node: dict, depth: int = 0) -> None:
        assert NAME.match(node["name"]) and node["name"] == node["name"].lower(), node["name"]
        assert 1 <= len(node["description"]) <= 100, node["description"]
        pt_name = node["name_localizations"]["pt-BR"]
        assert NAME.match(pt_name) and pt_name == pt_name.lower(), pt_name
        assert len(node["description_localizations"]["pt-BR"]) <= 100
        options = node.get("options", [])
        assert len(options) <= 25
        for choice in node.get("choices", []):
            assert "pt-BR" in choice["name_localizations"], choice
        for option in options:
            check(option, depth + 1)

    for command in payload:
        check(command)
    tm = next(c for c in payload if c["name"] == "tm")
    assert {o["name"] for o in tm["options"]} >= {
        "new", "join", "leave", "start", "move", "build", "upgrade", "transform", "send", "action",
        "convert", "burn", "pass", "advance", "board", "status", "log", "undo", "resign", "games", "settings",
    }  # fmt: skip
    move = next(o for o in tm["options"] if o["name"] == "move")
    assert move["options"][0]["autocomplete"] is True


def _refusals(
    seed: int, games: int = 2, options: dict[str, object] | None = None
) -> set[tuple[str, tuple[tuple[str, object], ...]]]:
    engine = TerraMysticaEngine()
    rng = random.Random(seed)
    found: set[tuple[str, tuple[tuple[str, object], ...]]] = set()
    for g in range(games):
        state = engine.new_game(options or {}, 2 + g % 4, f"i18n-{seed}-{g}")
        for step in range(400):
            deciding = engine.to_decide(state)
            if not deciding:
                break
            if step % 7 == 0:
                for seat in range(len(state.seats)):
                    texts = MALFORMED + (candidates(state, seat) if step % 21 == 0 else [])
                    for text in texts:
                        try:
                            engine.apply(state, seat, text)
                        except RuleError as e:
                            found.add((e.code, tuple(sorted(e.params.items()))))
            seat = deciding[0]
            legal = engine.legal_actions(state, seat)
            state = engine.apply(state, seat, rng.choice(legal)).state
    return found


def test_every_refusal_seen_in_play_is_worded_in_both_languages() -> None:
    merchants = {"options": [*DEFAULT_OPTIONS, "merchants-of-the-seas"], "board": "lakes"}
    refusals = _refusals(7) | _refusals(8, games=4) | _refusals(9, games=4, options=merchants)
    assert len({code for code, _ in refusals}) > 40
    for code, params in refusals:
        for locale in LOCALES:
            text, errors = catalogue(locale).check(code, **dict(params))
            assert not errors and text != code and "{" not in text, (locale, code, params, text, errors)


@pytest.mark.parametrize(
    ("error", "english", "portuguese"),
    [
        (
            RuleError("tm-not-your-turn", faction="witches"),
            "It's not your turn: the Witches are to move",
            "Não é a sua vez: agora jogam as Bruxas",
        ),
        (
            ServiceError("host-only-host", what="start"),
            "Only the host can start the game",
            "Só o anfitrião pode iniciar o jogo",
        ),
        (
            RuleError("tm-not-enough", resource="C", have=2, need=5),
            "Not enough coins: you have 2, this needs 5",
            "Insuficiente — Moedas: você tem 2, isto exige 5",
        ),
        (
            RuleError("tm-out-of-reach", hex="E5", reach="ship", range=1),
            "E5 is out of your reach: it is not next to your buildings nor within shipping 1",
            "E5 está fora do seu alcance: não é vizinho das suas Estruturas nem ao alcance da sua Remessa 1",
        ),
        (
            RuleError("tm-setup-turn-of", faction="witches", step="dwelling"),
            "It's the turn of the Witches to place a dwelling",
            "É a vez das Bruxas de colocar uma Habitação",
        ),
        (
            ServiceError("host-waiting-for-players", joined=1, total=2),
            "Waiting for players: 1 of 2",
            "Aguardando jogadores: 1 de 2",
        ),
        (
            ServiceError("host-import-refused", move="build Z9", reason=RuleError("tm-not-land", hex="Z9")),
            "Can't import: 'build Z9' is refused: Z9 is not a land hex on this board",
            "Não foi possível importar: 'build Z9' é recusada: Z9 não é um hexágono de terra neste mapa",
        ),
    ],
)
def test_refusals_in_both_languages(error: RuleError | ServiceError, english: str, portuguese: str) -> None:
    assert say("en", error.code, **error.params) == english
    assert say("pt-BR", error.code, **error.params) == portuguese


def test_plural_forms() -> None:
    assert say("en", "tm-transform-spades", hex="E5", found="red", terrain="green", need=1, have=0).endswith(
        "takes 1 spade; you have 0"
    )
    assert "exige 2 Pás" in say("pt-BR", "tm-transform-spades", hex="E5", found="red", terrain="green", need=2, have=0)
    assert say("pt-BR", "tm-town-tiles-to-take", count=0) == "Você não tem Ficha de Cidade para pegar"
    assert say("en", "tm-town-tiles-to-take", count=2) == "You may take 2 town tiles"


def test_numbers_are_not_grouped() -> None:
    assert say("en", "host-board-of", game=12345) == "Game #12345"


def test_a_suggested_move_says_what_to_do() -> None:
    """A hint's move reads as what to do, where an announced move says what was done."""
    assert suggest_turn("dig 1. build E5", "en") == "dig 1 spade and build a dwelling on E5"
    assert suggest_turn("dig 1. build E5", "pt-BR") == "cave 1 Pá e construa uma Habitação em E5"
    assert suggest_turn("upgrade F3 to TP", "pt-BR") == "aprimore F3 para Casa de Comércio"
    assert (
        suggest_turn("convert 3PW to 3C. pass BON3", "en")
        == "convert 3 power to 3 coins and pass, taking BON3 (income +6 coins)"
    )
    assert suggest_turn("+FAV11", "pt-BR").startswith("pegue FAV11 (")
    assert suggest_turn("-SPADE", "en") == "give up the remaining spades"
    assert suggest_turn("no such move", "en") == "no such move"


@pytest.mark.parametrize("locale", LOCALES)
def test_every_move_told_done_can_be_suggested(locale: str) -> None:
    english = (CATALOGUES / "en" / "terra_mystica.ftl").read_text(encoding="utf-8")
    done = re.findall(r"^(tm-did-[a-z0-9-]+) =", english, re.MULTILINE)
    assert len(done) > 40
    missing = [m for m in done if not catalogue(locale).has(m.replace("tm-did-", "tm-do-", 1))]
    assert not missing, missing


@pytest.mark.parametrize("locale", LOCALES)
def test_every_command_type_has_words_done_and_to_do(locale: str) -> None:
    """A command type's words (what was done, what to do) are its own: one missing fails here."""
    wrong: list[Exception] = []

    def checked(loc: str, message_id: str, **params: object) -> str:
        text, errors = catalogue(loc).check(message_id, **params)
        wrong.extend(errors)
        return text

    def to_do(loc: str, message_id: str, **params: object) -> str:
        return checked(loc, message_id.replace("tm-did-", "tm-do-", 1), **params)

    for c in ONE_OF_EACH:
        for words in (checked, to_do):
            said = describe_command(c, locale, words)
            assert (said is None) == isinstance(c, Wait | Done), c  # (these two say nothing)
    assert not wrong, wrong


def test_each_keyflower_suggestion_words_a_move_told_done() -> None:
    """A kf-do-<what> is used in place of its kf-words-<what>: one without it would never be."""
    english = (CATALOGUES / "en" / "keyflower_play.ftl").read_text(encoding="utf-8")
    suggestions = re.findall(r"^kf-do-([a-z0-9-]+) =", english, re.MULTILINE)
    assert len(suggestions) > 10
    assert all(catalogue("en").has(f"kf-words-{what}") for what in suggestions)


def test_moves_and_tiles_in_words() -> None:
    assert describe_turn("dig 1. build E5", "en") == "dug 1 spade and built a dwelling on E5"
    assert describe_turn("dig 1. build E5", "pt-BR") == "cavou 1 Pá e construiu uma Habitação em E5"
    assert describe_turn("upgrade F3 to TP", "pt-BR") == "aprimorou F3 para Casa de Comércio"
    assert (
        describe_turn("convert 3PW to 3C. pass BON3", "en")
        == "converted 3 power to 3 coins and passed, taking BON3 (income +6 coins)"
    )
    assert describe_turn("+FAV11", "en").startswith("took FAV11 (+1 Earth")
    assert action_label("leech 3 from nomads", "en") == "Take 3 power (−2 VP) · Nomads"
    assert action_label("leech 1 from nomads", "pt-BR") == "Aceitar 1 de Poder · Nômades"
    assert tile_summary("BON4", "pt-BR") == "renda +3 de Poder; +1 Remessa" or "Remessa" in tile_summary(
        "BON4", "pt-BR"
    )
    engine = TerraMysticaEngine()
    state = engine.new_game({"factions": ["witches", "nomads"]}, 2, "words")
    assert faction_status(state, 0, "pt-BR").startswith("**Bruxas** — 20 PV")


def test_the_dwarves_status_names_their_tunnels_and_the_reach_tracks_range():
    from bot.i18n.terra_mystica import faction_status
    from rules.terra_mystica.engine import DEFAULT_OPTIONS, TerraMysticaEngine

    engine = TerraMysticaEngine()
    g = engine.new_game({"factions": ["dwarves", "witches"]}, 2, "s")
    assert "tunnels 1" in faction_status(g, 0, "en") and "carpet" not in faction_status(g, 0, "en")
    assert "Túneis 1" in faction_status(g, 0, "pt-BR")
    options = {"options": [*DEFAULT_OPTIONS, "merchants-of-the-seas"], "factions": ["dwarves", "witches"]}
    g = engine.new_game(options, 2, "s")
    g.factions["dwarves"].reach = 4
    assert "tunnels 3" in faction_status(g, 0, "en")  # FD-6: the reach track's range


def test_fire_and_ice_moves_and_answers_in_words():
    from bot.i18n.terra_mystica import action_label, describe_turn

    assert describe_turn("pick-color green", "en") == "picked green (forest)"
    assert describe_turn("unlock-terrain gray", "pt-BR") == "desbloqueou cinza (montanhas)"
    assert describe_turn("unlock-terrain gain-priest", "en") == "kept the priest instead of unlocking a terrain"
    assert describe_turn("dig 1. transform E5 to volcano", "pt-BR").endswith("transformou E5 em vulcão")
    assert action_label("gain P3 for VP", "en") == "Token for 1 VP"
    assert action_label("-GAIN_P3_FOR_VP", "pt-BR") == "Sem marcador"
    assert action_label("-3FIRE", "en") == "Fire −3"
    assert action_label("pick-color blue", "pt-BR") == "azul (lagos)"
    assert action_label("-3CONVERT_W_TO_P", "en") == "No exchange"


def test_an_ice_factions_status_names_the_colour_it_picked():
    from bot.i18n.terra_mystica import faction_status
    from rules.terra_mystica.engine import DEFAULT_OPTIONS, TerraMysticaEngine

    engine = TerraMysticaEngine()
    g = engine.new_game({"options": [*DEFAULT_OPTIONS, "fire-and-ice-factions"]}, 2, "s")
    g = engine.apply(g, 0, "setup icemaidens. pick-color green. +FAV11").state
    assert "Terrain: ice (picked green (forest))" in faction_status(g, 0, "en")


def test_portuguese_says_what_the_brazilian_rulebooks_say() -> None:
    """Carta de Bônus, Marcador de Favor, aprimorar, the trilha de Troca (the spades' exchange
    track; trades are negociações), Fogo & Gelo, Poder and Culto as the rulebooks write them."""
    from locales import ROOT, catalogue

    text = "\n".join(
        p.read_text(encoding="utf-8") for p in (ROOT / "pt-BR").glob("*.ftl") if not p.name.startswith("keyflower")
    )
    for wrong in ("Cartão de Bônus", "Ficha de Favor", "Fichas de Favor", "melhor", "Escavação", "Fogo e Gelo"):
        assert wrong not in text, wrong
    pt = catalogue("pt-BR")
    assert pt.value("cmd-tm-upgrade") == "aprimorar" and pt.value("cmd-tm-advance-track-dig") == "Troca"
    assert pt.value("tm-label-trade", hex="E5") == "Negociação E5"
    assert describe_turn("advance dig", "pt-BR") == "avançou na trilha de Troca"
    assert "Marcador de Favor" in pt.say("tm-decision-favor")


def test_portuguese_command_descriptions_are_all_in_the_imperative() -> None:
    from fluent.syntax import FluentParser, ast

    from locales import ROOT

    found = {}
    for path in (ROOT / "pt-BR").glob("*.ftl"):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.id.name.startswith("cmd-"):
                for attribute in entry.attributes:
                    if attribute.id.name == "description":
                        found[entry.id.name] = "".join(
                            e.value for e in attribute.value.elements if isinstance(e, ast.TextElement)
                        )
    # a command (not one of its options): `cmd-<name>` or a game's `cmd-<prefix>-<name>` with a name
    commands = {
        k: v for k, v in found.items() if k.count("-") <= 2 and not k.startswith(("cmd-tm-new-", "cmd-kf-new-"))
    }
    assert len(commands) > 30
    for key, words in commands.items():
        first = words.split()[0].strip(",.")
        if first[0].islower() or first in (
            "A",
            "O",
            "As",
            "Os",
            "No",
            "Só",
            "Um",
            "Uma",
            "Quanto",
            "Qual",
            "Quem",
            "Onde",
        ):
            continue  # an option's description: a noun phrase
        assert not first.lower().endswith(("ar", "er", "ir")), (key, words)  # not an infinitive
        assert first not in ("Mostra", "Desfaz", "Põe", "Tira", "Registra"), (key, words)  # not the 3rd person


def test_the_next_line_declines_the_faction_in_portuguese() -> None:
    from locales import say

    what = say("pt-BR", "tm-decision-favor")
    line = say("pt-BR", "tm-next-seat", user="<@1>", seat="Bruxas", name="witches", known="yes", what=what)
    assert line == "é a vez das Bruxas (<@1>) de pegar um Marcador de Favor"
    line = say(
        "pt-BR",
        "tm-next-seat",
        user="<@2>",
        seat="Lugar 2",
        name="",
        known="no",
        what=say("pt-BR", "tm-decision-faction"),
    )
    assert line == "é a vez do Lugar 2 (<@2>) de escolher uma facção"
    english = say(
        "en",
        "tm-next-seat",
        user="<@1>",
        seat="Witches",
        name="witches",
        known="yes",
        what=say("en", "tm-decision-favor"),
    )
    assert english == "<@1> (Witches) to take a favor tile"


def test_every_terra_mystica_tile_has_a_card_in_both_languages() -> None:
    from bot.i18n.terra_mystica import tile_card, tile_names
    from rendering.terra_mystica import tile

    names = tile_names()
    assert {"FAV1", "FAV16", "TW1", "TW10", "BON1", "BON14", "SCORE1", "SCORE21"} <= set(names)
    for name in names:
        for locale in LOCALES:
            card = tile_card(name, locale)
            assert card is not None and len(card) >= 2 and all(card), (name, locale)
            assert not re.search(r"tm-|\{|\}", " ".join(card)), card
    assert tile_card("FAV11", "en") == ["**FAV11** · favor tile", "+1 Earth; 2 VP per dwelling", "3 copies"]
    assert tile_card("BON7", "pt-BR")[1].endswith("ao passar: 2 PV por Casa de Comércio")
    assert tile_card("FAV99", "en") is None
    image = tile.render_image("SCORE1", "pt-BR")
    assert image.width == tile.WIDTH == 400 and tile.SIZE >= 7  # a phone shows it at its own size
    with pytest.raises(KeyError):
        tile.render("FAV99")


def test_a_gain_of_one_is_singular_in_both_languages() -> None:
    from bot.i18n.terra_mystica import gains

    assert gains({"W": 1, "C": 2}, "en") == "+1 worker, +2 coins"
    assert gains({"W": 1, "C": 2}, "pt-BR") == "+1 Trabalhador, +2 Moedas"
    assert gains({"P": 1, "SPADE": 2}, "en") == "+1 priest, +2 spades"
    assert gains({"P": 2, "SPADE": 1}, "pt-BR") == "+2 Clérigos, +1 Pá"
    assert describe_turn("convert 1PW to 1C", "en") == "converted 1 power to 1 coin"
    assert describe_turn("convert 1PW to 1C", "pt-BR") == "converteu 1 de Poder em 1 Moeda"
