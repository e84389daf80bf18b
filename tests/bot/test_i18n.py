"""Both languages everywhere: the catalogue, the command picker, and every refusal."""

from __future__ import annotations

import random
import re
import string

import pytest

from bot.i18n import locale_of, t
from bot.i18n.commands import COMMANDS_PT
from bot.i18n.errors import translate_error, translation
from bot.i18n.messages import MESSAGES
from bot.i18n.terra_mystica import action_label, describe_turn, faction_status, tile_summary
from rules.core import RuleError
from rules.terra_mystica.engine import DEFAULT_OPTIONS, TerraMysticaEngine
from rules.terra_mystica.legal import candidates

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


def test_catalogue_has_both_languages_with_the_same_placeholders() -> None:
    fields = string.Formatter()
    for key, (en, pt) in MESSAGES.items():
        assert en and pt, key
        assert {f for _, f, _, _ in fields.parse(en) if f} == {f for _, f, _, _ in fields.parse(pt) if f}, key


def test_locales() -> None:
    assert locale_of("pt-BR") == "pt-BR" and locale_of("en-US") == "en" and locale_of(None) == "en"
    assert t("pt-BR", "yes") == "sim" and t("en", "yes") == "yes"


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
    assert all(len(v) <= 100 for v in COMMANDS_PT.values())


def _refusals(seed: int, games: int = 2, options: dict[str, object] | None = None) -> set[str]:
    engine = TerraMysticaEngine()
    rng = random.Random(seed)
    found: set[str] = set()
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
                            found.add(e.message)
            seat = deciding[0]
            legal = engine.legal_actions(state, seat)
            state = engine.apply(state, seat, rng.choice(legal)).state
    return found


def test_every_refusal_seen_in_play_has_a_portuguese_translation() -> None:
    merchants = {"options": [*DEFAULT_OPTIONS, "merchants-of-the-seas"], "board": "lakes"}
    messages = _refusals(7) | _refusals(8, games=4) | _refusals(9, games=4, options=merchants)
    assert len(messages) > 40
    missing = sorted(m for m in messages if translation(m) is None)
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize(
    ("english", "portuguese"),
    [
        ("It's not your turn: Witches are to move", "Não é a sua vez: agora jogam Bruxas"),
        ("Only the host can start the game", "Só o anfitrião pode iniciar o jogo"),
        ("Not enough coins: you have 2, this needs 5", "Insuficiente — Moedas: você tem 2, isto exige 5"),
        (
            "E5 is out of your reach: it is not next to your buildings nor within shipping 1",
            "E5 está fora do seu alcance: não é vizinho dos seus edifícios nem ao alcance da sua Remessa 1",
        ),
        ("Waiting for players: 1 of 2", "Aguardando jogadores: 1 de 2"),
    ],
)
def test_refusals_in_portuguese(english: str, portuguese: str) -> None:
    assert translate_error(english, "pt-BR") == portuguese
    assert translate_error(english, "en") == english


def test_moves_and_tiles_in_words() -> None:
    assert describe_turn("dig 1. build E5", "en") == "dug 1 spade and built a dwelling on E5"
    assert describe_turn("dig 1. build E5", "pt-BR") == "cavou 1 Pá e construiu uma Habitação em E5"
    assert describe_turn("upgrade F3 to TP", "pt-BR") == "melhorou F3 para Casa de Comércio"
    assert describe_turn("convert 3PW to 3C. pass BON3", "en") == "converted 3 power to 3 coins and passed, taking BON3"
    assert describe_turn("+FAV11", "en").startswith("took FAV11 (+1 Earth")
    assert action_label("leech 3 from nomads", "en") == "Take 3 power (−2 VP) · Nomads"
    assert action_label("leech 1 from nomads", "pt-BR") == "Aceitar 1 de poder · Nômades"
    assert tile_summary("BON4", "pt-BR") == "renda +3 de Poder; +1 Remessa" or "Remessa" in tile_summary(
        "BON4", "pt-BR"
    )
    engine = TerraMysticaEngine()
    state = engine.new_game({"factions": ["witches", "nomads"]}, 2, "words")
    assert faction_status(state, 0, "pt-BR").startswith("**Bruxas** — 20 PV")
