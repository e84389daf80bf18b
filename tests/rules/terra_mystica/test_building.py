"""Building, transforming, upgrading, shipping and bridges (rulebook: Ações 1 to 4)."""

from .table import Table, place


def witches_and_engineers(**kw) -> Table:
    t = Table(["witches", "engineers"], {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]}, **kw)
    t.give("witches", W=20, C=20, P=2)
    return t


def test_build_a_dwelling_on_home_terrain_next_to_your_building():
    t = witches_and_engineers()
    t.do("witches", "dig 3. build E6")  # brown -> green is 3 steps on the wheel, 3 workers a spade
    w = t.f("witches")
    assert (w.W, w.C) == (20 - 9 - 1, 20 - 2)
    assert t.g.terrain["E6"] == "green" and t.g.buildings["E6"] == ("witches", "D")
    # E6 touches the Engineers' dwelling at E7: they are offered 1 power
    assert [(o.recipient, o.amount) for o in t.g.leech_offers] == [("engineers", 1)]


def test_building_needs_the_terrain_turned_home_first():
    t = witches_and_engineers()
    error = t.refuse("witches", "dig 2. build E6")
    assert error.code == "tm-transform-spades" and (error.params["need"], error.params["have"]) == (3, 2)


def test_building_out_of_reach_is_refused():
    t = witches_and_engineers()
    # across a river, witches have no shipping
    assert t.refusal("witches", "build C4") == ("tm-out-of-reach", {"hex": "C4", "reach": "none", "range": 0})


def test_occupied_and_unknown_hexes_are_refused():
    t = witches_and_engineers()
    assert t.refuse("witches", "build E7").code == "tm-hex-occupied"
    assert t.refuse("witches", "build Z9").code == "tm-not-land"
    assert t.refuse("witches", "build A14").code == "tm-not-land"


def test_the_home_terrain_may_not_be_crossed_on_the_way_to_another_terrain():
    t = witches_and_engineers()
    # red -> blue the short way passes green (home): it takes the long way, 4 spades
    assert t.refusal("witches", "dig 3. transform G2 to blue") == (
        "tm-transform-spades",
        {"hex": "G2", "found": "red", "terrain": "blue", "need": 4, "have": 3},
    )
    t.do("witches", "dig 4. transform G2 to blue")
    assert t.g.terrain["G2"] == "blue" and t.f("witches").W == 20 - 12


def test_dug_spades_must_all_be_used():
    t = witches_and_engineers()
    assert t.refuse("witches", "dig 3. transform G2 to gray").code == "tm-spades-to-home"  # 1 spade used, 2 left
    assert t.refuse("witches", "dig 3. build G2").code == "tm-spades-left"  # red->green is 2, 1 left


def test_dug_spades_no_transform_is_left_to_use_are_refused():
    # Dug spades can't be given up (-SPADE), and the action's one transform is spent: a spade dug
    # beyond what it needs could never be used. The reference site takes such a turn, then waits
    # for good for a transform it refuses; refused here, the game as before.
    t = witches_and_engineers()
    assert t.refusal("witches", "dig 2. transform D5") == ("tm-dug-spades-left", {"left": 1})  # blue->green is 1
    assert t.refusal("witches", "dig 3. transform D4") == ("tm-dug-spades-left", {"left": 1})  # red->green is 2
    t.give("witches", P1=0, P2=0, P3=12)
    assert t.refusal("witches", "action ACT5. dig 1. transform D5") == ("tm-dug-spades-left", {"left": 1})
    t.do("witches", "action ACT5. dig 1. transform D4")
    assert t.g.terrain["D4"] == "green" and t.f("witches").owes("SPADE") == 0 and t.active() == "engineers"


def test_the_last_in_the_round_may_keep_a_dug_spade_for_its_next_action():
    # Its next command begins a new turn at once, as on the reference site, where the spade is used.
    t = witches_and_engineers()
    t.do("witches", "dig 1. transform D5")
    t.play_until("witches")
    t.do("witches", "dig 3. transform D4")
    w = t.f("witches")
    assert w.owes("SPADE") == 1 and t.active() == "witches"
    t.do("witches", "dig 1. transform G2")
    assert t.g.terrain["G2"] == "green" and t.f("witches").owes("SPADE") == 0


def test_digging_level_makes_spades_cheaper():
    t = witches_and_engineers()
    t.do("witches", "advance dig")
    w = t.f("witches")
    assert (w.dig, w.W, w.C, w.P, w.VP) == (1, 18, 15, 1, 20 + 6)
    t.play_until("witches")
    before = t.f("witches").W
    t.do("witches", "dig 3. build E6")
    assert before - t.f("witches").W == 3 * 2 + 1


def test_trading_house_costs_double_coins_without_a_neighbour():
    t = witches_and_engineers()
    t.do("witches", "upgrade F4 to TP")  # the Engineers' dwelling at E7 is next to F4
    assert (t.f("witches").W, t.f("witches").C) == (18, 17)
    t.do("engineers", "decline")
    t.play_until("witches")
    t.give("witches", W=20, C=20)
    t.do("witches", "upgrade C3 to TP")  # nobody next to C3
    assert (t.f("witches").W, t.f("witches").C) == (18, 14)


def test_temple_and_sanctuary_give_favor_tiles_stronghold_gives_its_ability():
    t = witches_and_engineers()
    place(t, "witches", "F4", "TP")
    t.do("witches", "upgrade F4 to TE")
    assert t.f("witches").owes("GAIN_FAVOR") == 1
    assert t.g.active == "witches"  # the turn isn't over until the tile is taken
    assert t.refuse("engineers", "+FAV1").code == "tm-no-favor-to-take"
    t.do("witches", "+FAV11")
    assert "FAV11" in t.f("witches").favors and t.f("witches").cult[2] == 1
    assert t.g.active == "engineers"


def test_upgrade_paths_are_enforced():
    t = witches_and_engineers()
    assert t.refuse("witches", "upgrade F4 to TE").code == "tm-upgrade-from"
    assert t.refuse("witches", "upgrade E7 to TP").code == "tm-not-your-building"


def test_shipping_extends_reach_across_rivers():
    t = witches_and_engineers()
    t.do("witches", "advance ship")
    w = t.f("witches")
    assert (w.ship, w.C, w.P, w.VP) == (1, 16, 1, 22)
    t.play_until("witches")
    t.do("witches", "build C4")  # one river hex away from C3


def test_bonus_card_shipping_counts_only_while_playing_the_round():
    t = witches_and_engineers(bonus={"witches": "BON4", "engineers": "BON1"})
    t.do("witches", "build C4")  # shipping 0 + 1 from the card


def test_bridge_joins_hexes_across_a_river():
    t = witches_and_engineers()
    t.give("witches", P1=0, P2=2, P3=10)
    assert t.refuse("witches", "action ACT1. bridge E9:D6").code == "tm-bridge-not-yours"
    t.do("witches", "action ACT1. bridge F4:G3")
    assert ("F4", "G3", "witches") in t.g.bridges
    assert "G3" in t.g.bridge_adjacent["F4"]
    assert t.f("witches").bridges_left == 2
    t.play_until("witches")
    t.do("witches", "build G3")  # reached over the bridge


def test_a_bridge_must_span_a_river():
    t = witches_and_engineers()
    t.give("witches", P1=0, P2=2, P3=10)
    assert t.refuse("witches", "action ACT1. bridge F4:E6").code == "tm-bridge-not-possible"
    assert t.refuse("witches", "bridge F4:G3").code == "tm-no-bridge"


def test_power_actions_are_taken_once_a_round():
    t = witches_and_engineers()
    t.give("witches", P1=0, P2=0, P3=12)
    t.give("engineers", P1=0, P2=0, P3=12)
    t.do("witches", "action ACT4")
    assert t.f("witches").C == 27 and (t.f("witches").P1, t.f("witches").P3) == (4, 8)
    assert t.refuse("engineers", "action ACT4").code == "tm-action-taken"
    t.do("engineers", "action ACT3")
    assert t.f("engineers").W == 2 + 2 + 2  # 2 at the start, 2 dwellings' income, 2 from the action


def test_burning_power_and_conversions():
    t = witches_and_engineers()
    t.give("witches", P1=0, P2=7, P3=1, P=1)
    assert t.refusal("witches", "burn 4") == ("tm-burn-needs", {"power": 4, "need": 8, "have": 7})
    t.do("witches", "burn 3. convert 4PW to 4C. convert 1P to 1W. convert 1W to 1C")
    w = t.f("witches")
    assert (w.P1, w.P2, w.P3, w.C, w.P, w.W, w.burned) == (4, 1, 0, 25, 0, 20, 3)
    assert t.refusal("witches", "convert 2PW to 1W") == (
        "tm-conversion-rate",
        {"count": 1, "to": "W", "cost": 3, "resource": "PW", "paid": 2},
    )
    assert t.refuse("witches", "convert 1C to 1W").code == "tm-cannot-convert"


def test_the_range_refusal_names_the_shipping_the_bonus_card_gives():
    t = Table(["witches", "engineers"], {"witches": ["F4", "C3"], "engineers": ["E7", "C2"]}, bonus={"witches": "BON4"})
    t.give("witches", W=9, C=9)
    code, params = t.refusal("witches", "build I6")
    assert code == "tm-out-of-reach" and params["reach"] == "ship" and params["range"] == 1  # 0 + the card's 1
