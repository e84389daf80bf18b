"""Keyflower's adapter: the lobby's options, decisions (the secret ones in private), words for
every kind of move in both languages, the shortcuts' moves, the resigned seat's decisions, the
move log's round trip."""

from __future__ import annotations

import random

import pytest

from bot.games import adapters
from bot.games.keyflower import SHORTCUTS, KeyflowerAdapter, _outbid_moves
from rules.core import RuleError
from rules.keyflower.simulate import _random_legal
from rules.keyflower.state import Tile
from tests.bot.test_local_keyflower import simulated

ADAPTER = KeyflowerAdapter()
ENGINE = ADAPTER.engine


def test_it_is_registered() -> None:
    assert adapters()["keyflower"].prefix == "kf"


@pytest.mark.parametrize(
    ("answers", "options"),
    [
        ({}, {"merchants": False}),
        ({"merchants": True}, {"merchants": True}),
        ({"variant": "A"}, {"merchants": True, "variants": ["A"]}),  # a variant of The Merchants plays it
        (
            {"merchants": True, "variant": "bc", "green_for": "2, 3"},
            {"merchants": True, "variants": ["B", "C"], "green_for": [1, 2]},
        ),
    ],
)
def test_lobby_options(answers: dict[str, object], options: dict[str, object]) -> None:
    assert ADAPTER.game_options(answers) == options
    ENGINE.new_game(options, 3, "lobby")  # the engine takes them


@pytest.mark.parametrize(
    ("answers", "code"),
    [
        ({"variant": "D"}, "kf-unknown-variant"),
        ({"variant": "C"}, "kf-variant-c-seats-needed"),
        ({"variant": "A", "green_for": "2"}, "kf-variant-c-seat"),
        ({"variant": "C", "green_for": "seven"}, "kf-variant-c-seat"),
    ],
)
def test_impossible_lobby_options_are_refused_by_code(answers: dict[str, object], code: str) -> None:
    with pytest.raises(RuleError) as refused:
        ADAPTER.game_options(answers)
    assert refused.value.code == code


def test_describe_options() -> None:
    options = ADAPTER.game_options({"variant": "AC", "green_for": "3"})
    assert (
        ADAPTER.describe_options(options, "en")
        == "with The Merchants, variants A, C; an extra green worker for seats 3"
    )
    assert ADAPTER.describe_options({"merchants": False}, "pt-BR") == ""


@pytest.mark.parametrize(
    ("move", "en", "pt"),
    [
        ("bid 3 red on Keywood", "bid 3 red workers on Keywood", "ofertou 3 trabalhadores vermelhos por Keywood"),
        (
            "use Tavern with 1 blue paying red",
            "used Tavern with 1 blue worker, paying 1 red worker",
            "usou Tavern com 1 trabalhador azul, pagando 1 trabalhador vermelho",
        ),
        (
            "use Stable with 1 red: move 2 wood Keywood>Home, upgrade Keywood",
            "used Stable with 1 red worker: moved 2 wood from Keywood to Home, upgraded Keywood",
            "usou Stable com 1 trabalhador vermelho: levou 2 madeira de Keywood para Home, atualizou Keywood",
        ),
        ("offer ?", "chose their winter tiles in secret", "escolheu em segredo os seus hexágonos de inverno"),
        ("place Keywood N of Home", "placed Keywood north of Home", "colocou Keywood ao norte de Home"),
        ("contract random", "took a face-down contract", "pegou um contrato com a face para baixo"),
        (
            "trade contract 14 for pickaxe. pass",
            "traded contract #14 for 1 pickaxe; passed",
            "trocou o contrato nº 14 por 1 picareta; passou",
        ),
        ("allocate ?", "adjusted their allocation", "ajustou a sua alocação"),
        ("allocate done", "confirmed their allocation", "confirmou a sua alocação"),
        ("boat Flipper", "took the boat Flipper", "pegou o barco Flipper"),
    ],
)
def test_moves_in_words(move: str, en: str, pt: str) -> None:
    assert ADAPTER.describe(move, "en") == en
    assert ADAPTER.describe(move, "pt-BR") == pt


@pytest.mark.parametrize(
    "move,en,pt",
    [
        ("pass", "pass", "passe"),
        ("bid 3 red on Keywood", "bid 3 red workers on Keywood", "oferte 3 trabalhadores vermelhos por Keywood"),
        (
            "use Stable with 1 red: move 2 wood Keywood>Home, upgrade Keywood",
            "use Stable with 1 red worker: move 2 wood from Keywood to Home, upgrade Keywood",
            "use Stable com 1 trabalhador vermelho: leve 2 madeira de Keywood para Home, atualize Keywood",
        ),
        (
            "use Tavern with 1 blue paying red",
            "use Tavern with 1 blue worker, paying 1 red worker",
            "use Tavern com 1 trabalhador azul, pagando 1 trabalhador vermelho",
        ),
        ("place Keywood N of Home", "place Keywood north of Home", "coloque Keywood ao norte de Home"),
        (
            "trade contract 14 for pickaxe. pass",
            "trade contract #14 for 1 pickaxe; pass",
            "troque o contrato nº 14 por 1 picareta; passe",
        ),
        ("allocate done", "confirm your allocation", "confirme a sua alocação"),
    ],
)
def test_a_move_suggested_says_what_to_do(move: str, en: str, pt: str) -> None:
    """A hint's move, where test_moves_in_words is a move made."""
    assert ADAPTER.suggest(move, "en") == en
    assert ADAPTER.suggest(move, "pt-BR") == pt


def test_the_public_form_of_a_secret_move_names_nothing() -> None:
    public = ADAPTER.public_move("offer Keythedral, Scholar")
    assert public == "offer ?" and "Keythedral" not in ADAPTER.describe(public, "en")


def test_how_many_winter_tiles_a_player_offers_stays_secret_until_all_have_chosen() -> None:
    """Base rulebook, winter: "The numbers of tiles selected are then revealed simultaneously":
    one player's choice, told to the table, says nothing of how many tiles they offered."""
    one, two = ADAPTER.public_move("offer Keythedral"), ADAPTER.public_move("offer Keythedral, Scholar")
    assert one == two
    for locale in ("en", "pt-BR"):
        assert ADAPTER.describe(one, locale) == ADAPTER.describe(two, locale)
        assert not any(ch.isdigit() for ch in ADAPTER.describe(two, locale))


def test_every_legal_move_of_a_game_is_told_and_every_answer_fits_a_button() -> None:
    rng = random.Random(5)
    g = ENGINE.new_game({"merchants": True}, 4, "words")
    seen: set[str] = set()
    while not ENGINE.is_finished(g):
        for decision in ADAPTER.decisions(g):
            seen.add(decision.kind)
            assert decision.secret  # asked in private, to its player alone
            for action in decision.actions:
                for locale in ("en", "pt-BR"):
                    assert 0 < len(ADAPTER.answer_label(action, locale)) <= 80
        seat = rng.choice(ENGINE.to_decide(g))
        for action in ENGINE.legal_actions(g, seat):
            for locale in ("en", "pt-BR"):
                words = ADAPTER.describe(action, locale)
                assert words and words != action, action
        g = ENGINE.apply(g, seat, _random_legal(g, seat, rng)).state
    assert {"winter", "boat", "place", "allocation"} <= seen


def test_a_resigned_seat_is_decided_for_and_a_standing_allocation_is_taken() -> None:
    g = ENGINE.new_game({}, 2, "resigned")
    seat = ENGINE.to_decide(g)[0]
    g = ENGINE.apply(g, seat, "resign").state
    assert ADAPTER.standing_decision(g, seat, {}) == "pass"
    assert ADAPTER.standing_decision(g, 1 - seat, {}) is None
    rng = random.Random(1)
    while g.phase != "allocation":
        who = rng.choice(ENGINE.to_decide(g))
        move = ADAPTER.standing_decision(g, who, {}) or _random_legal(g, who, rng)
        g = ENGINE.apply(g, who, move).state
    assert ADAPTER.standing_decision(g, seat, {}) == "allocate done"
    assert ADAPTER.standing_decision(g, 1 - seat, {"kf_accept_allocation": True}) == "allocate done"
    assert ADAPTER.standing_decision(g, 1 - seat, {}) is None


def shortcut(name: str):  # type: ignore[no-untyped-def]
    return next(s for s in SHORTCUTS if s.name == name)


def test_shortcuts_make_moves_and_ask_when_a_choice_is_open() -> None:
    legal = [
        "pass",
        "bid 1 red on Keywood",
        "use Workshop with 1 red: wood",
        "use Workshop with 1 red: stone",
        "use Woodcutter with 1 red",
        "use Tavern with 1 blue paying red",
        "use Tavern with 1 blue paying yellow",
        "use Home with 1 red",
        "use Home with 1 red: upgrade Keywood",
        "use Home with 1 red: move 1 wood Keywood>Home",
        "bid 2 red on Order 1 from Keywood",
    ]
    assert shortcut("bid").action({"tile": "Keywood", "workers": "1 red"}, legal) == "bid 1 red on Keywood"
    assert shortcut("use").action({"tile": "Woodcutter", "workers": "1 red"}, legal) == "use Woodcutter with 1 red"
    assert shortcut("use").action({"tile": "Workshop", "workers": "1 red"}, legal) == [
        "use Workshop with 1 red: wood",
        "use Workshop with 1 red: stone",
    ]
    assert shortcut("use").action({"tile": "Tavern", "workers": "1 blue"}, legal) == [
        "use Tavern with 1 blue paying red",
        "use Tavern with 1 blue paying yellow",
    ]
    made = shortcut("use").action({"tile": "Tavern", "workers": "1 blue", "then": "paying red"}, legal)
    assert made == "use Tavern with 1 blue paying red"
    transport = shortcut("transport").action({"tile": "Home", "workers": "1 red"}, legal)
    assert transport == ["use Home with 1 red: upgrade Keywood", "use Home with 1 red: move 1 wood Keywood>Home"]
    assert shortcut("upgrade").action({"tile": "Keywood"}, legal) == "use Home with 1 red: upgrade Keywood"
    assert shortcut("outbid").action({"group": "Keywood"}, legal) == "bid 2 red on Order 1 from Keywood"
    assert shortcut("pass").action({}, legal) == "pass"
    # what the rules would refuse is left to them, to be told why
    assert shortcut("bid").action({"tile": "Nowhere", "workers": "9 red"}, legal) == "bid 9 red on Nowhere"


def test_the_move_log_round_trips_and_refuses_what_it_cannot_read() -> None:
    moves, _ = simulated("log", {"merchants": True})
    text = ADAPTER.export_log({"merchants": True}, "log", ["Ana Maria", "Bia", ""], moves)
    back = ADAPTER.import_record(text, "log.txt")
    assert (back.options, back.seed, back.seat_names, back.moves) == (
        {"merchants": True},
        "log",
        ["Ana Maria", "Bia", "Player 3"],
        moves,
    )
    for broken in ("", "game terra_mystica\n", text.replace("seed log\n", ""), text + "what is this\n"):
        with pytest.raises(ValueError):
            ADAPTER.import_record(broken, "broken.txt")
    # digits of other scripts are no seat numbers: said in words, not Python's "invalid literal"
    with pytest.raises(ValueError, match="'player N name' expected"):
        ADAPTER.import_record(text.replace("player 1 ", "player \u00b2 "), "broken.txt")
    with pytest.raises(ValueError, match="not understood"):
        ADAPTER.import_record(text + "\u0661: pass\n", "broken.txt")


def test_the_winter_reveal_tells_how_many_tiles_each_player_offered() -> None:
    """Once everyone has chosen, the numbers are revealed together, with the tiles laid out."""
    g = ENGINE.new_game({}, 3, "reveal")
    g.season, g.phase, g.offer = 3, "winter-offer", []
    hands = [list(p.winter_hand) for p in g.players]
    before = ENGINE.view(g, None)
    for seat, n in ((0, 1), (1, 2), (2, 1)):
        g = ENGINE.apply(g, seat, "offer " + ", ".join(hands[seat][:n])).state
    news = ADAPTER.headlines(before, ENGINE.view(g, None), "pt-BR")
    assert any("Lugar 1: 1, Lugar 2: 2, Lugar 3: 1" in line for line in news), news


def test_a_placement_that_does_not_fit_one_menu_asks_for_one_tile_at_a_time() -> None:
    """Discord's menu holds 25 answers: a player with many won tiles is asked where the first
    goes, every place for it offered (the next tile is asked after it), not 25 of them all."""
    g = ENGINE.new_game({}, 3, "place")
    won = ["Keywood", "Woodcutter", "Miner", "Keystone Quarry", "Workshop", "Stable", "Alehouse", "Gold Mine"]
    g.players[0].won = [Tile(name, "village") for name in won]
    g.phase = "placement"
    assert ENGINE.to_decide(g) == [0] and len(ENGINE.legal_actions(g, 0)) > 25
    (decision,) = ADAPTER.decisions(g)
    wanted = [a for a in ENGINE.legal_actions(g, 0) if a.startswith("place Keywood ")]
    assert decision.actions == wanted and 0 < len(wanted) <= 25


def test_a_screen_with_nothing_in_the_village_says_so_plainly() -> None:
    g = ENGINE.new_game({}, 3, "status")
    for p in g.players:
        for tile in p.village.values():
            tile.resources = {}
    for locale, line in (("en", "Resources in your village: none"), ("pt-BR", "Recursos na sua aldeia: nenhum")):
        text = ADAPTER.status(ENGINE.view(g, 0), 0, locale)
        assert line in text.splitlines() and "(-)" not in text


def test_kf_outbid_without_a_move_asks_where_the_group_goes_in_one_menu() -> None:
    """Moved topped up or not, with every choice of a tile: more moves than a menu holds, so the
    menu names each place once (with the fewest workers); the `move` option offers them all."""
    g = ENGINE.new_game({}, 3, "ob3")
    first = ENGINE.to_decide(g)[0]
    second, third = (first + 1) % 3, (first + 2) % 3
    g.players[first].workers["yellow"] = g.players[second].workers["yellow"] = 3
    for seat, move in ((first, "bid 1 yellow on Order 1"), (second, "bid 2 yellow on Order 1"), (third, "pass")):
        g = ENGINE.apply(g, seat, move).state
    legal = ENGINE.legal_actions(g, first)
    everything = [a for a in legal if " from Order 1" in a]
    asked = shortcut("outbid").action({"group": "Order 1"}, legal)
    assert len(everything) > 25 and isinstance(asked, list) and len(asked) <= 25
    assert "bid 1 yellow on Stable from Order 1" in asked and "bid 2 yellow on Stable from Order 1" not in asked
    assert {f"use Workshop with 1 yellow from Order 1: {r}" for r in ("wood", "stone", "iron")} <= set(asked)
    offered = [v for _, v in _outbid_moves(legal, "stable", {"group": "Order 1"}, "pt-BR")]
    assert "bid 2 yellow on Stable from Order 1" in offered


def test_an_answer_too_long_for_a_button_is_cut_after_a_word_and_described_whole() -> None:
    move = "bid 1 yellow on Keystone Quarry from Apprentice Hall"
    label = ADAPTER.answer_label(move, "pt-BR")
    whole = ADAPTER.describe(move, "pt-BR")
    assert len(whole) > 80 and len(label) <= 80 and label.endswith("…")
    assert whole.startswith(label[:-1]) and whole[len(label) - 1] in " ,"  # cut between words
    assert ADAPTER.answer_description(move, "pt-BR") == move
    assert ADAPTER.answer_label("pass", "pt-BR") == "passou" and ADAPTER.answer_description("pass", "pt-BR") is None


def test_the_purple_keyple_is_told_only_to_the_winner_of_winters_start_player_tile() -> None:
    """Base rulebook: the purple keyple scores for the player who wins the start-player tile in
    winter; the winner of an earlier season's is not told it counts for them."""
    g = ENGINE.new_game({}, 3, "keyple")
    g.purple_winner = 1
    keyple = "the purple keyple counts for you"
    for season, phase, told in (
        (0, "boats", False),
        (3, "winter-offer", False),
        (3, "main", False),
        (3, "boats", True),
    ):
        g.season, g.phase = season, phase
        assert (keyple in ADAPTER.status(ENGINE.view(g, 1), 1, "en")) is told, (season, phase)


def test_the_shortcuts_complete_what_a_player_types_in_portuguese_too() -> None:
    """A player reading the Brazilian rulebook types its words: 'vermelho' finds the red bids,
    'pedra' Workshop's stone; what is typed in notation still comes first."""
    g = ENGINE.new_game({}, 3, "ob3")  # Workshop on offer
    seat = ENGINE.to_decide(g)[0]
    g.players[seat].workers["red"] = 3
    legal = ENGINE.legal_actions(g, seat)

    def complete(command: str, option: str, typed: str, **given: str) -> list[str]:
        completer = next(o for o in shortcut(command).options if o.name == option).complete
        assert completer is not None
        return [value for _, value in completer(legal, typed, given, "pt-BR")]

    assert complete("bid", "workers", "vermelh", tile="Stable")[:2] == ["1 red", "2 red"]
    assert complete("bid", "workers", "2 r", tile="Stable")[0] == "2 red"
    assert complete("use", "then", "pedra", tile="Workshop", workers="1 red")[0] == "stone"
    assert complete("use", "then", "iron", tile="Workshop", workers="1 red")[0] == "iron"
