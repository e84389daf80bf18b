"""The data tables against the rulebook (../shared/rulebooks/terra-mystica-base.pt.txt)."""

from collections import Counter

from rules.terra_mystica.board import TERRAIN_WHEEL, board, wheel_distance
from rules.terra_mystica.data.factions import BUILDING_LIMITS, BUILDING_POWER, FACTIONS
from rules.terra_mystica.data.tiles import ACTIONS, BONUS_CARDS, CULT_SPACES, FAVOR_TILES, SCORING_TILES, TOWN_TILES
from rules.terra_mystica.engine import new_state


def test_fourteen_factions_two_for_each_terrain_and_six_of_fire_and_ice():
    # "liderar uma das 14 facções"; each colour of the terrain wheel has two faction boards
    base = [s for s in FACTIONS.values() if not s.expansion]
    assert len(base) == 14
    assert Counter(spec.terrain for spec in base) == {t: 2 for t in TERRAIN_WHEEL}
    # Fire & Ice: two on ice, two on volcano, two that pick their terrain (Appendix VII names them)
    fire_ice = [s for s in FACTIONS.values() if s.expansion]
    assert Counter(spec.terrain for spec in fire_ice) == {"ice": 2, "volcano": 2, "variable": 2}


def test_standard_costs_from_the_rulebook():
    # Habitação: 1 Trabalhador e 2 Moedas; Casa de Comércio: 2 Trabalhadores e 3 Moedas (6 sem vizinho);
    # Templo: 2 Trabalhadores e 5 Moedas ("pode variar por facção")
    standard = [s for s in FACTIONS.values() if s.name not in ("engineers", "swarmlings") and not s.expansion]
    for spec in standard:
        assert dict(spec.buildings["D"].cost) == {"W": 1, "C": 2}, spec.name
        assert dict(spec.buildings["TP"].cost) == {"W": 2, "C": 3}, spec.name
        assert dict(spec.buildings["TE"].cost) == {"W": 2, "C": 5}, spec.name


def test_shipping_and_digging_tracks():
    # Remessa: 1 Clérigo e 4 Moedas; Troca por Pás: 2 Trabalhadores, 5 Moedas e 1 Clérigo, 6 Pontos
    for spec in FACTIONS.values():
        if spec.can_ship:
            assert dict(spec.shipping.cost) == {"C": 4, "P": 1}
        if spec.digging and spec.digging.max:
            assert spec.digging.vp[0] == 6
            if spec.name not in ("halflings", "icemaidens", "yetis"):
                assert dict(spec.digging.cost) == {"W": 2, "C": 5, "P": 1}
            assert dict(spec.digging.spade_cost[0]) == {"W": 3}  # 3 Trabalhadores por 1 Pá


def test_building_power_and_limits():
    # Habitação: 1, Casa de Comércio/Templo: 2, Fortaleza/Santuário: 3; the expansion's shipyard 3 (SY-4)
    assert dict(BUILDING_POWER) == {"D": 1, "TP": 2, "TE": 2, "SH": 3, "SA": 3, "SY": 3}
    assert dict(BUILDING_LIMITS) == {"D": 8, "TP": 4, "TE": 3, "SH": 1, "SA": 1, "SY": 1}


def test_tiles_in_the_box():
    # 28 Marcadores de Favor; 10 Fichas de Cidade; 9 Cartas de Bônus; 8 Fichas de Pontuação
    assert sum(t.copies for t in FAVOR_TILES.values() if not t.option) == 28
    assert sum(t.copies for t in TOWN_TILES.values() if not t.option) == 10  # + 4 of the expansion (NT1, NT2)
    assert len([c for c in BONUS_CARDS.values() if not c.option]) == 9
    assert len([s for s in SCORING_TILES.values() if not s.option]) == 8
    # seis espaços de Ação de Poder; the expansion adds NP1-NP3 (ACT7-ACT9)
    assert len([a for a in ACTIONS if a.startswith("ACT") and a[3:].isdigit()]) == 6 + 3
    assert CULT_SPACES == (3, 2, 2, 2)


def test_bonus_cards_are_players_plus_three_and_no_spade_tile_in_the_last_rounds():
    # "5 para 2 jogadores, 6 para 3, 7 para 4, 8 para 5"; a tile with a spade can't be in space 5 or 6
    for players in range(2, 6):
        for seed in range(30):
            g = new_state(players, f"{players}-{seed}", options=["mini-expansion-1"])
            assert sum(1 for b in g.pool if b.startswith("BON")) == players + 3
            assert len(g.score_tiles) == 6 and len(set(g.score_tiles)) == 6
            assert "SCORE1" not in g.score_tiles[4:]


def test_the_terrain_wheel_needs_at_most_three_spades():
    # "máximo de 3 Pás"
    assert max(wheel_distance(a, b) for a in TERRAIN_WHEEL for b in TERRAIN_WHEEL) == 3


def test_the_base_board():
    b = board("base")
    assert len(b.land) == 77 and len(b.hexes) - len(b.land) == 36
    assert Counter(b.terrain.values()) == {t: 11 for t in TERRAIN_WHEEL}
    assert b.terrain["A1"] == "brown" and b.terrain["I12"] == "red"


def test_starting_vp_table_by_board() -> None:
    from rules.terra_mystica.data.start_vp import _TABLE, BOARDS, starting_vp
    from rules.terra_mystica.engine import NEW_GAME_OPTIONS, TerraMysticaEngine

    # the check sums printed under the table (Appendix VIII)
    assert [sum(row[i] for row in _TABLE.values()) for i in range(len(BOARDS))] == [420, 425, 440, 405, 420]
    assert starting_vp("base")["giants"] == 30 and starting_vp("fjords_v2_1")["witches"] == 15
    engine = TerraMysticaEngine()
    table = engine.new_game(
        {"options": [*NEW_GAME_OPTIONS, "start-vp-table"], "factions": ["giants", "darklings"]}, 2, "vp"
    )
    assert {f.name: f.VP for f in table.factions.values()} == {"giants": 30, "darklings": 15}
    plain = engine.new_game({"factions": ["giants", "darklings"]}, 2, "vp")
    assert {f.VP for f in plain.factions.values()} == {20}
    arrow = engine.new_game({"board": "arrow", "options": [*NEW_GAME_OPTIONS, "start-vp-table"]}, 2, "vp")
    assert arrow.start_vp == {}  # a board the table does not cover: 20 each
