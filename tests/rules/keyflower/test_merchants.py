"""The Merchants' rulebook, paragraph by paragraph (setup, boats, cabins, contracts, extensions,
the end of a season and of the game, the variants)."""

from __future__ import annotations

from rules.keyflower import scoring
from rules.keyflower.data.components import BOATS, CONTRACTS, EXTENSIONS, winter_tiles_dealt
from rules.keyflower.data.tiles import TILES
from rules.keyflower.engine import KeyflowerEngine, public_view, to_decide
from rules.keyflower.seasons import end_season
from rules.keyflower.setup import start_season
from rules.keyflower.state import Boat, GameState, Tile

from .scenario import act, finish_boats, hand, put, refused
from .scenario import game as scenario_game

ENGINE = KeyflowerEngine()


def game(players: int = 3, **options: object) -> GameState:
    return ENGINE.new_game({"merchants": True, **options}, players, "merchants")


def test_setup_one_boat_of_each_pair_and_four_winter_tiles_for_three() -> None:
    g = game(3)
    assert [BOATS[b.name].slot for b in g.boats] == ["Keyflower", "Sea Bastion", "Sea Breese"]
    assert all(len(p.winter_hand) == winter_tiles_dealt(3, True) == 4 for p in g.players)
    assert len(g.face_up) == 3 and len(g.extensions) == 18 and g.cabins + sum(b.cabins for b in g.boats) == 6


def test_variant_a_uses_the_second_boats_and_every_merchants_tile() -> None:
    g = game(4, variants=["A"])
    assert all(b.name.endswith(" II") for b in g.boats)
    drawn = [t.name for t in g.offer] + [n for season in g.decks.values() for n in season]
    assert {"Assayer", "Bookkeeper", "Merchant"} <= set(drawn)
    winter = [n for p in g.players for n in p.winter_hand]
    assert {"Artisan", "Builder", "Muleteer"} <= set(winter)


def test_boats_bring_cabins_and_gold_to_the_home_and_contracts_behind_the_screen() -> None:
    g = game(2)
    g.boats = [Boat("Sea Bastion II"), Boat("Keyflower II")]
    for boat in g.boats:
        from rules.keyflower.setup import load_boat

        load_boat(g, boat, "spring")
    end_season(g)
    first = g.boat_queue[0]
    g = ENGINE.apply(g, first, "boat Sea Bastion II").state
    assert g.players[first].village[(0, 0)].cabins == 1
    second = g.boat_queue[0]
    g = ENGINE.apply(g, second, "boat Keyflower II").state
    assert g.players[second].village[(0, 0)].resources.get("gold", 0) == 1


def test_a_cabin_is_an_extra_upgrade_on_the_home_for_whoever_uses_it() -> None:
    g = game(2)
    me = g.current
    p = g.players[me]
    p.workers = {"red": 2}
    p.village[(0, 0)].cabins = 1
    p.village[(0, -1)] = Tile("Keywood", "village")
    p.village[(1, 0)] = Tile("Key Mine", "village")
    p.skills = {"saw": 1, "anvil": 1}
    g = ENGINE.apply(g, me, "use Home with 1 red: upgrade Keywood, upgrade Key Mine").state
    assert g.players[me].village[(0, -1)].upgraded and g.players[me].village[(1, 0)].upgraded


def test_sea_bastion_ii_is_swapped_for_winter() -> None:
    g = game(2)
    g.season = 2  # autumn
    g.boats = [Boat("Sea Bastion II"), Boat("Keyflower")]
    g.spare_boats = ["Sea Bastion", "Keyflower II"]
    end_season(g)
    first = g.boat_queue[0]
    g = ENGINE.apply(g, first, "boat Sea Bastion II").state
    assert g.phase == "swap" and to_decide(g) == [first]
    refused(g, "swap Keyflower", "kf-swap-for-a-spare-boat", seat=first, boats="Sea Bastion, Keyflower II")
    g = ENGINE.apply(g, first, "swap Keyflower II").state
    assert [b.name for b in g.boats] == ["Keyflower II", "Keyflower"] and "Sea Bastion II" in g.spare_boats


def test_face_up_contracts_are_replaced_at_the_end_of_each_season() -> None:
    g = game(2)
    before = list(g.face_up)
    g.players[0].won = g.players[1].won = []
    end_season(g)
    while g.phase == "boats":
        g = ENGINE.apply(g, g.boat_queue[0], f"boat {next(b.name for b in g.boats if b.taken_by is None)}").state
    while g.phase == "placement":
        seat = to_decide(g)[0]
        g = ENGINE.apply(g, seat, ENGINE.legal_actions(g, seat)[0]).state
    assert g.season == 1 and set(g.face_up).isdisjoint(before) and set(before) <= set(g.discarded)


def test_the_contract_piles_are_reshuffled_when_empty() -> None:
    g = game(2)
    g.discarded = g.contract_deck
    g.contract_deck = []
    assert g.draw_contract() is not None and not g.discarded


def test_flipper_ii_adds_a_free_extension_before_the_scoring() -> None:
    g = game(2)
    p = g.players[0]
    p.village[(0, -1)] = Tile("Keywood", "village", upgraded=True)
    p.village[(1, -1)] = Tile("Flipper II", "boat")
    g.season, g.phase = 3, "final"
    assert scoring.pending_free_actions(g) == [(0, "free_extension")]
    refused(g, "extension 4 on Keywood paying saw", "kf-free-costs-nothing", seat=0)
    g = ENGINE.apply(g, 0, "extension 4 on Keywood").state
    assert g.players[0].village[(0, -1)].extension == 4 and g.phase == "allocation"
    g = ENGINE.apply(g, 0, "allocate done").state
    g = ENGINE.apply(g, 1, "allocate done").state
    assert g.phase == "finished" and g.players[0].score["fixed VP"] == 3 * 2


def test_flipper_upgrades_one_tile_for_free() -> None:
    g = game(2)
    p = g.players[0]
    p.village[(0, -1)] = Tile("Sawmill", "village")
    p.village[(1, -1)] = Tile("Flipper", "boat")
    g.season, g.phase = 3, "final"
    g = ENGINE.apply(g, 0, "upgrade Sawmill").state
    assert g.phase == "allocation" and to_decide(g) == [0, 1]
    g = ENGINE.apply(g, 1, "allocate done").state
    assert to_decide(g) == [0]
    g = ENGINE.apply(g, 0, "allocate done").state
    assert g.players[0].score["fixed VP"] == 10 and g.players[0].score["Flipper"] == 2


def test_sea_breese_ii_scores_winter_tiles_and_artisan_builder_muleteer() -> None:
    g = game(2)
    p = g.players[0]
    p.village[(0, -1)] = Tile("Sea Breese II", "boat")
    p.village[(1, -1)] = Tile("Artisan", "village")
    p.village[(1, 0)] = Tile("Muleteer", "village")
    p.contracts = [0, 1]
    lines = scoring.score_player(g, p)
    assert lines["Sea Breese II"] == 2 * 2 and lines["Artisan"] == 0
    assert lines["contract 0"] == 3 and lines["contract 1"] == 3
    assert TILES["Builder"].a is not None


def test_the_start_player_contract_needs_the_purple_keyple() -> None:
    g = game(2)
    p = g.players[0]
    p.contracts = [12]
    g.phase = "finished"
    g.start_player = 0  # holding the keyple is not enough: it must have been won in winter
    assert "contract 12" not in scoring.score_player(g, p)
    g.purple_winner = 0
    assert scoring.score_player(g, p)["contract 12"] == 7


def test_start_season_keeps_an_extensions_colour() -> None:
    g = game(2)
    g.players[0].village[(0, -1)] = Tile("Keywood", "village", upgraded=True, extension=5)
    start_season(g)
    assert g.players[0].village[(0, -1)].colour() == "red"


def test_a_player_may_override_the_allocation() -> None:
    g = game(2)
    me = g.current
    p = g.players[me]
    p.village[(0, -1)] = Tile("Watermill", "village")
    p.village[(0, 0)].resources = {"wood": 3, "stone": 1}
    assert scoring.score_player(g, p)["Watermill"] == 3  # the engine's choice: wood
    refused(g, "allocate Watermill: saw", "kf-counts-one-of", use="Watermill")
    g = ENGINE.apply(g, me, "allocate Watermill: stone. pass").state
    p = g.players[me]
    assert p.pins == {"Watermill": "stone"} and scoring.score_player(g, p)["Watermill"] == 1
    p.contracts = [23]
    p.pins["contract 23"] = "skip"
    assert "contract 23" not in scoring.score_player(g, p)


def test_outbid_workers_may_pay_an_extension_or_an_exchange() -> None:
    g = game(2)
    me, other = g.current, 1 - g.current
    p = g.players[me]
    p.workers = {"red": 3, "yellow": 2}
    g.players[other].workers = {"red": 5}
    p.village[(0, -1)] = Tile("Keywood", "village", upgraded=True)
    target = g.offer[1].name
    g = ENGINE.apply(g, me, f"bid 2 red on {target}").state
    g = ENGINE.apply(g, other, f"bid 3 red on {target}").state
    red_worker = 5  # the red extension paid with a red worker
    g2 = ENGINE.apply(g, me, f"use Home with 1 red: extension {red_worker} on Keywood from {target}").state
    assert g2.players[me].village[(0, -1)].extension == red_worker
    assert g2.players[me].workers == {"yellow": 2}
    assert not [grp for grp in g2.offer[1].bids() if grp.seat == me]  # the whole group paid
    g.offer[0] = Tile("Fair", "village")
    refused(g, f"use Fair with 1 yellow paying red from {g.offer[0].name}", "kf-no-bid-to-move", seat=me, tile="Fair")
    g3 = ENGINE.apply(g, me, f"use Fair with 1 yellow paying red from {target}").state
    assert g3.players[me].workers.get("green", 0) == 1


def test_variant_b_shows_what_did_not_come_from_the_bag() -> None:
    g = game(2, variants=["B"])
    assert all(not p.shown_workers for p in g.players)  # the start workers are drawn: hidden
    end_season(g)
    first = g.boat_queue[0]
    boat = next(b for b in g.boats if b.taken_by is None)
    load = dict(boat.workers)
    g = ENGINE.apply(g, first, f"boat {boat.name}").state
    from rules.keyflower.engine import public_view

    seen = public_view(g, 1 - first)["players"][first]
    assert seen["workers"] == "hidden" and seen["shown_workers"] == load


def test_gold_left_over_scores_one_each() -> None:
    g = game(2)
    p = g.players[0]
    p.village[(0, 0)].resources = {"gold": 4, "wood": 2}
    assert scoring.score_player(g, p)["gold"] == 4


# Contracts chosen one at a time, traded before or after the action


def test_bookkeeper_upgraded_shows_its_skill_before_the_contract_is_chosen() -> None:
    """Bookkeeper: "Se este hexagono foi atualizado, um jogador coloca um trabalhador nele e, em
    seguida, leva um contrato e um token de habilidade [...] O jogador pode olhar o token de
    habilidade antes de decidir qual contrato comprar.\""""
    g = scenario_game(merchants=True)
    me = g.current
    g.offer[0] = Tile("Bookkeeper", "village", upgraded=True)
    hand(g, me, red=1)
    g = act(g, "use Bookkeeper with 1 red")
    assert sum(g.players[me].skills.values()) == 1 and g.players[me].contracts == []
    assert g.pending is not None and to_decide(g) == [me] and g.current == me
    assert ENGINE.default_action(g, me) == "contract random"
    options = ENGINE.legal_actions(g, me)
    assert options[0] == "contract random" and {f"contract {c}" for c in g.face_up} <= set(options)
    refused(g, "pass", "kf-choose-contract-first", seat=me, tile="Bookkeeper", contracts=1)
    refused(g, "contract 99", "kf-contract-not-face-up", seat=me, contract=99)
    chosen = g.face_up[1]
    g = act(g, f"contract {chosen}", me)
    assert g.players[me].contracts == [chosen] and g.pending is None and g.current != me


def test_merchant_upgraded_takes_two_contracts_the_second_after_seeing_the_first() -> None:
    """Merchant: "Se este hexagono foi atualizado, um jogador leva dois contratos. Se o jogador
    escolher um contrato com a face para baixo, ele pode olhar este contrato antes de escolher seu
    segundo contrato. Se o jogador escolher um contrato virado para cima ele pode revelar o
    contrato substituto antes de selecionar seu segundo contrato.\""""
    g = scenario_game(merchants=True)
    me = g.current
    g.offer[0] = Tile("Merchant", "village", upgraded=True)
    hand(g, me, red=1)
    first = g.face_up[0]
    g = act(g, f"use Merchant with 1 red: contract {first}")
    assert g.players[me].contracts == [first] and len(g.face_up) == 3 and first not in g.face_up
    replacement = g.face_up[-1]
    assert g.pending is not None and g.pending.contracts == 1
    g = act(g, f"contract {replacement}", me)  # the replacement, seen before choosing
    assert g.players[me].contracts == [first, replacement] and g.pending is None
    # both at once, without looking
    h = scenario_game(merchants=True)
    h.offer[0] = Tile("Merchant", "village", upgraded=True)
    hand(h, h.current, red=1)
    h = act(h, f"use Merchant with 1 red: contract {h.face_up[2]}, contract random")
    assert len(h.players[1 - h.current].contracts) == 2 and h.pending is None


def test_assayer_gives_a_contract_or_stone_or_iron_and_all_three_upgraded() -> None:
    """Assayer: "leva um dos seguintes itens [...]: um contrato ou um recurso de ferro ou um recurso
    de pedra. Se este hexagono foi atualizado, [...] leva um contrato, um recurso ferro e um recurso
    de pedra [...] Qualquer recurso gerado na aldeia de outro jogador ou em um hexagono que está
    sendo ofertado é colocado no hexagono da casa do jogador.\""""
    g = scenario_game(merchants=True)
    me = g.current
    g.offer[0] = Tile("Assayer", "village")
    hand(g, me, red=2)
    g2 = act(g, "use Assayer with 1 red: iron")
    assert g2.players[me].village[(0, 0)].resources == {"iron": 1} and g2.players[me].contracts == []
    g.offer[0].upgraded = True
    g3 = act(g, "use Assayer with 1 red")
    assert g3.players[me].village[(0, 0)].resources == {"iron": 1, "stone": 1} and g3.pending is not None
    g3 = act(g3, "contract random", me)
    assert len(g3.players[me].contracts) == 1


def test_contracts_are_traded_before_or_after_the_action() -> None:
    """ "Um jogador pode, há qualquer momento na sua vez, trocar um contrato por um dos itens
    'específicos' mostrados no contrato [...] A negociação de um contrato para um dos itens do
    contrato é uma ação 'gratuita' e não constitui um turno do jogador. Se o contrato for negociado
    por um recurso, o recurso será colocado no hexagono da casa do jogador. Se o contrato for
    negociado por um trabalhador ou um token de habilidade, então eles serão colocados atrás da
    casinha escudo do jogador.\""""
    g = scenario_game(merchants=True)
    me = g.current
    g.offer[0] = Tile("Assayer", "village")
    hand(g, me, red=1)
    wanted = next(c for c in g.face_up if any(i in ("wood", "stone", "iron") for i in CONTRACTS[c]))
    item = next(i for i in CONTRACTS[wanted] if i in ("wood", "stone", "iron"))
    # after the action: the contract just taken is traded at once
    g2 = act(g, f"use Assayer with 1 red: contract {wanted}. trade contract {wanted} for {item}")
    assert g2.players[me].contracts == [] and wanted in g2.discarded
    assert g2.players[me].village[(0, 0)].resources == {item: 1} and g2.current != me
    # before the action, for a worker: the worker bids at once
    g.players[me].contracts = [1]  # 4 red workers
    g.contract_deck.remove(1) if 1 in g.contract_deck else g.face_up.remove(1)
    g3 = act(g, f"trade contract 1 for red. bid 2 red on {g.offer[1].name}")
    assert g3.offer[1].best_bid().count == 2 and g3.players[me].workers == {}
    # with the last pass of the season written after it, the trade still comes first
    g4 = act(g, "pass")
    g4.players[me].contracts = []
    g4.players[1 - me].contracts = [1]
    g4 = act(g4, "pass. trade contract 1 for red")
    assert g4.phase == "boats" and g4.players[1 - me].workers == {"red": 1}


# Variant B: what lies in front of the screen


def test_variant_b_shows_face_up_items_and_only_the_number_of_face_down_ones() -> None:
    """Variant B: "Tokens de habilidade, tokens de trigo e contratos são também mantidos na frente
    da casinha escudo do jogador. Tanto os tokens de habilidade quanto os contratos podem ser
    mantidos com a face virada para baixo se forem recebidos dessa forma." The base rulebook:
    skills drawn "at random from the pile of facedown skill tiles"; The Merchants: skills on boats
    "com as faces viradas para cima", contracts on boats face down.\""""
    g = scenario_game(merchants=True, variants=["B"])
    me, other = g.current, 1 - g.current
    g.offer[0] = Tile("Apprentice Hall", "village", upgraded=True)
    g.offer[1] = Tile("Assayer", "village")
    hand(g, me, red=2)
    face_up = g.face_up[0]
    g = act(g, "use Apprentice Hall with 1 red")  # 2 skills drawn face down
    g = act(g, "pass")
    g = act(g, f"use Assayer with 1 red: contract {face_up}")
    p = g.players[me]
    assert sum(p.skills.values()) == 2 and p.shown_skills == {} and p.shown_contracts == [face_up]
    seen = public_view(g, other)["players"][me]
    assert seen["skills"] == "hidden" and seen["face_down_skills"] == 2
    assert seen["shown_contracts"] == [face_up] and seen["face_down_contracts"] == 0
    assert seen["workers"] == "hidden" and seen["contracts"] == "hidden"
    assert public_view(g, None)["players"][me] == seen
    mine = public_view(g, me)["players"][me]
    assert mine["skills"] == p.skills and "face_down_skills" not in mine
    # without Variant B nothing of the screen shows, not even how many
    base = scenario_game(merchants=True)
    assert "face_down_skills" not in public_view(base, None)["players"][0]


def test_variant_b_a_worker_traded_out_of_the_bag_stays_behind_the_screen() -> None:
    """Variant B: "Os trabalhadores que um jogador recebe no início do jogo são colocados atrás da
    casinha escudo como de costume, assim como os trabalhadores retirados da bolsa [...] Qualquer
    outro trabalhador: [...] ou qualquer trabalhador verde (não extraído do saco) são colocados na
    frente da casinha escudo do jogador." A red worker traded for comes out of the bag; a green one
    comes from the supply."""
    g = scenario_game(merchants=True, variants=["B"])
    me = g.current
    g.players[me].contracts = [11]  # 1 blue + 1 red + 1 yellow + 1 green
    g.contract_deck.remove(11) if 11 in g.contract_deck else g.face_up.remove(11)
    bag = dict(g.bag)
    red = act(g, "trade contract 11 for red").players[me]
    assert red.workers == {"red": 1} and red.shown_workers == {} and red.contracts == []
    green = act(g, "trade contract 11 for green")
    assert green.players[me].shown_workers == {"green": 1} and green.players[me].workers == {}
    assert green.green == g.green - 1 and green.bag == bag


# Extensions


def test_an_extension_takes_an_upgrade_and_fixes_the_tiles_colour_for_good() -> None:
    """ "Cada ícone de atualização só pode ser usado uma vez por turno para atualizar um hexagono ou
    adquirir uma extensão." "Uma vez que uma extensão foi colocada em um hexagono, posteriormente,
    apenas trabalhadores da mesma cor poderão ser colocados naquele hexagono pelo resto do jogo.\""""
    g = scenario_game(merchants=True)
    me, other = g.current, 1 - g.current
    g.offer = [t for t in g.offer if t.name not in ("Keywood", "Key Mine")]  # each tile is unique
    p = g.players[me]
    p.village[(0, -1)] = put(g, Tile("Keywood", "village", upgraded=True), wood=1)
    p.village[(1, -1)] = Tile("Key Mine", "village")
    hand(g, me, blue=1, anvil=1)
    hand(g, other, blue=2, red=2)
    red_wood = 7
    assert EXTENSIONS[red_wood].colour == "red" and dict(EXTENSIONS[red_wood].cost) == {"wood": 1}
    refused(g, f"use Home with 1 blue: extension {red_wood} on Keywood, upgrade Key Mine", "kf-no-upgrade-left")
    g = act(g, f"use Home with 1 blue: extension {red_wood} on Keywood")
    assert g.players[me].village[(0, -1)].extension == red_wood and g.players[me].village[(0, -1)].resources == {}
    refused(g, "use Keywood with 1 blue", "kf-wrong-colour", tile="Keywood", colour="red")
    g = act(g, "use Keywood with 1 red")
    g = act(g, "pass")
    g = act(g, "pass")
    g = finish_boats(g)
    assert g.season == 1 and g.players[me].village[(0, -1)].colour() == "red"


def test_an_extension_paid_with_an_outbid_group_takes_it_all() -> None:
    """ "os trabalhadores que foram superados em ofertas podem ser usados (observe que os
    trabalhadores que fazem parte de uma oferta perdedora não podem ser separados). No entanto, se o
    custo da extensão for de menos trabalhadores, um jogador pode usar mais trabalhadores do que o
    necessário para cumprir esse custo.\""""
    g = scenario_game(merchants=True)
    me, other = g.current, 1 - g.current
    g.players[me].village[(0, -1)] = Tile("Keywood", "village", upgraded=True)
    hand(g, me, yellow=3, blue=1)
    hand(g, other, yellow=4)
    target = g.offer[0].name
    g = act(g, f"bid 3 yellow on {target}")
    g = act(g, f"bid 4 yellow on {target}")
    any_worker_yellow = 11
    assert dict(EXTENSIONS[any_worker_yellow].cost) == {"any_worker": 1}
    bag = g.bag.get("yellow", 0)
    g = act(g, f"use Home with 1 blue: extension {any_worker_yellow} on Keywood from {target}")
    assert g.bag.get("yellow", 0) == bag + 3 and g.players[me].workers == {}
    assert [grp.seat for grp in g.offer[0].bids()] == [other]


def test_no_contract_left_means_none_owed() -> None:
    """Assayer, Bookkeeper and Merchant give their items "se disponível" (if available)."""
    g = scenario_game(merchants=True)
    me = g.current
    g.offer[0] = Tile("Merchant", "village", upgraded=True)
    hand(g, me, red=1)
    g.players[1 - me].contracts = [*g.contract_deck, *g.face_up[1:]]
    g.contract_deck, g.face_up = [], g.face_up[:1]
    g = act(g, "use Merchant with 1 red")
    assert g.pending is not None and g.pending.contracts == 1
    refused(g, "contract random", "kf-no-contract-left", seat=me)
    assert ENGINE.default_action(g, me) == f"contract {g.face_up[0]}"
    g = act(g, f"contract {g.face_up[0]}", me)
    assert len(g.players[me].contracts) == 1 and g.pending is None and g.current != me
