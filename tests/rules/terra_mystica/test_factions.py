"""Each faction's special abilities, strongholds and actions (the faction boards)."""

from rules.terra_mystica.context import Ctx
from rules.terra_mystica.economy import income_parts

from .table import ENGINE, Table, place


def duo(faction: str, dwellings: list[str], other: str = "engineers", other_dwellings: tuple = ("E7", "C2")) -> Table:
    t = Table([faction, other], {faction: dwellings, other: list(other_dwellings)})
    t.give(faction, W=20, C=20, P=3, P1=0, P2=4, P3=8)
    return t


# Fakirs: carpet flights, no shipping


def test_fakirs_fly_over_one_hex_for_a_priest_and_score_4_vp():
    t = duo("fakirs", ["F3", "G4"])
    assert t.refuse("fakirs", "dig 1. build B1").code == "tm-out-of-reach"
    t.do("fakirs", "dig 1. build D4")  # D4 is 2 hexes from F3: one hex is flown over
    f = t.f("fakirs")
    assert t.g.buildings["D4"] == ("fakirs", "D")
    assert (f.P, f.VP, f.W, f.C) == (2, 24, 20 - 3 - 1, 18)
    # a neighbouring hex needs no flight
    t.play_until("fakirs")
    t.do("fakirs", "dig 1. transform G2 to yellow")
    assert t.f("fakirs").P == 2 and t.f("fakirs").VP == 24


def test_fakirs_fly_once_a_turn_and_not_further_than_their_range():
    t = duo("fakirs", ["F3", "G4"])
    error = t.refuse("fakirs", "dig 2. transform D4 to yellow. transform G1 to red")
    assert error.code == "tm-one-teleport-per-turn" and error.params["kind"] == "carpet"
    assert t.refuse("fakirs", "build D3").code == "tm-out-of-reach"  # D3 is 3 hexes away


def test_fakirs_stronghold_and_the_shipping_town_tile_extend_the_carpet():
    t = duo("fakirs", ["F3", "G4"])
    place(t, "fakirs", "G4", "TP")
    t.give("fakirs", W=20, C=20)
    t.do("fakirs", "upgrade G4 to SH")
    assert t.f("fakirs").carpet_range == 2 and t.f("fakirs").teleport == 1
    t.play_until("fakirs")
    t.do("fakirs", "build D3")  # 3 hexes from F3: within range 2
    assert t.f("fakirs").VP == 20 + 4
    t.f("fakirs").set_owed("GAIN_TW", 1)
    t.do("fakirs", "+TW7")
    assert t.f("fakirs").carpet_range == 3 and t.f("fakirs").ship == 0


def test_fakirs_cannot_ship_and_dig_only_once():
    t = duo("fakirs", ["F3", "G4"])
    assert t.refusal("fakirs", "advance ship") == ("tm-cannot-advance", {"faction": "fakirs", "track": "ship"})
    t.do("fakirs", "advance dig")
    t.play_until("fakirs")
    assert t.refuse("fakirs", "advance dig").code == "tm-track-at-maximum"


def test_fakirs_stronghold_gives_a_priest_income():
    t = duo("fakirs", ["F3", "G4"])
    place(t, "fakirs", "G4", "SH")
    parts = income_parts(Ctx(t.g), t.f("fakirs"))
    assert parts[2]["P"] == 1  # the buildings' part of the income


# Dwarves: tunnelling


def test_dwarves_tunnel_for_workers_and_score_4_vp():
    t = duo("dwarves", ["E7", "C2"], "witches", ("F4", "C3"))
    t.do("dwarves", "dig 1. build G2")  # G2 lies 2 hexes from E7
    d = t.f("dwarves")
    assert (d.W, d.VP) == (20 - 2 - 3 - 1, 24)
    place(t, "dwarves", "C2", "TP")
    t.play_until("dwarves")
    t.do("dwarves", "upgrade C2 to SH")
    t.play_until("dwarves")
    before = t.f("dwarves").W
    t.do("dwarves", "dig 1. build D4")  # adjacent to E7: no tunnel
    assert before - t.f("dwarves").W == 3 + 1
    t.play_until("dwarves")
    t.give("dwarves", W=20)
    t.do("dwarves", "dig 3. build E5")  # 2 hexes from E7: the tunnel now costs 1 worker
    assert t.f("dwarves").W == 20 - 1 - 9 - 1


def test_dwarves_cannot_ship():
    t = duo("dwarves", ["E7", "C2"], "witches", ("F4", "C3"))
    assert t.refusal("dwarves", "advance ship") == ("tm-cannot-advance", {"faction": "dwarves", "track": "ship"})


# Giants: every transformation takes two spades


def test_giants_transform_with_exactly_two_spades():
    t = duo("giants", ["D4", "G2"])
    t.do("giants", "dig 2. build D5")  # blue to red is 3 steps; Giants need 2
    assert t.f("giants").W == 20 - 6 - 1
    t.play_until("giants")
    assert t.refusal("giants", "dig 1. build E6") == (
        "tm-transform-spades",
        {"hex": "E6", "found": "brown", "terrain": "red", "need": 2, "have": 1},
    )  # brown to red: still 2


def test_giants_stronghold_gives_two_free_spades():
    t = duo("giants", ["D4", "G2"])
    place(t, "giants", "G2", "SH")
    t.f("giants").special += ("ACTG",)
    t.do("giants", "action ACTG. build D5")
    assert t.g.buildings["D5"] == ("giants", "D") and t.f("giants").W == 19
    t.play_until("giants")
    assert t.refuse("giants", "action ACTG. build E6").code == "tm-action-taken"


# Auren


def test_auren_stronghold_favor_and_two_steps_on_one_track():
    t = duo("auren", ["F4", "C3"])
    place(t, "auren", "F4", "TP")
    t.do("auren", "upgrade F4 to SH")
    assert t.f("auren").owes("GAIN_FAVOR") == 1 and "ACTA" in t.f("auren").special
    t.do("auren", "+FAV11")
    t.play_until("auren")
    assert t.refuse("auren", "action ACTA. +FIRE. +WATER").code == "tm-cult-same-track"
    t.do("auren", "action ACTA. +FIRE. +FIRE")  # the same as +2FIRE
    assert t.f("auren").cult[0] == 2


# Chaos Magicians


def test_chaos_magicians_take_two_actions_and_two_favors_per_temple():
    t = duo("chaosmagicians", ["D4"])
    place(t, "chaosmagicians", "D4", "SH")
    t.f("chaosmagicians").special += ("ACTC",)
    t.do("chaosmagicians", "action ACTC. send p to FIRE. send p to WATER")
    c = t.f("chaosmagicians")
    assert (c.cult[0], c.cult[1], c.P) == (2 + 3, 3, 1)
    assert t.g.active != "chaosmagicians"
    t.play_until("chaosmagicians")
    place(t, "chaosmagicians", "D4", "TP")
    t.give("chaosmagicians", W=10, C=10)
    t.do("chaosmagicians", "upgrade D4 to TE")
    assert t.f("chaosmagicians").owes("GAIN_FAVOR") == 2
    t.do("chaosmagicians", "+FAV11. +FAV10")


def test_chaos_magicians_pass_as_their_second_action():
    t = duo("chaosmagicians", ["D4"])
    place(t, "chaosmagicians", "D4", "SH")
    t.f("chaosmagicians").special += ("ACTC",)
    t.do("chaosmagicians", "action ACTC. send p to FIRE. pass BON9")
    assert t.f("chaosmagicians").passed


# Darklings


def test_darklings_dig_with_priests_for_2_vp_a_spade():
    t = duo("darklings", ["E5", "B3"])
    t.do("darklings", "dig 1. build E4")  # blue -> black: 1 spade
    d = t.f("darklings")
    assert (d.P, d.VP, d.W) == (2, 22, 19)
    assert duo("darklings", ["E5", "B3"]).refusal("darklings", "advance dig") == (
        "tm-cannot-advance",
        {"faction": "darklings", "track": "dig"},
    )


def test_darklings_stronghold_turns_up_to_3_workers_into_priests_at_once():
    t = duo("darklings", ["E5", "B3"])
    place(t, "darklings", "E5", "TP")
    t.give("darklings", P=0)
    t.do("darklings", "upgrade E5 to SH. convert 3W to 3P")
    assert t.f("darklings").P == 3


def test_strict_darklings_stronghold_keeps_the_turn_open_for_the_exchange():
    # strict-darkling-sh: the turn waits for the exchange, or its decline as the site writes it
    t = duo("darklings", ["E5", "B3"])
    place(t, "darklings", "E5", "TP")
    t.give("darklings", P=0)
    t.do("darklings", "upgrade E5 to SH")
    assert t.active() == "darklings" and t.g.factions["darklings"].owes("CONVERT_W_TO_P") == 3
    assert ENGINE.to_decide(t.g) == [t.f("darklings").seat]
    legal = ENGINE.legal_actions(t.g, t.f("darklings").seat)
    assert {"convert 1W to 1P", "convert 3W to 3P", "-3CONVERT_W_TO_P"} <= set(legal)
    assert "upgrade" not in " ".join(legal)  # the action is spent
    t.do("darklings", "convert 2W to 2P")
    assert t.f("darklings").P == 2 and t.active() == "engineers"
    # declined: the turn ends, and the exchange is gone for good
    t2 = duo("darklings", ["E5", "B3"])
    place(t2, "darklings", "E5", "TP")
    t2.do("darklings", "upgrade E5 to SH")
    t2.do("darklings", "-3CONVERT_W_TO_P")
    assert t2.active() == "engineers"
    t2.play_until("darklings")
    assert t2.refusal("darklings", "convert 1W to 1P") == ("tm-cannot-convert", {"resource": "W", "to": "P"})


def test_darklings_exchange_ends_with_any_conversion_as_on_the_site():
    t = duo("darklings", ["E5", "B3"])
    place(t, "darklings", "E5", "TP")
    t.do("darklings", "upgrade E5 to SH")
    assert t.refusal("darklings", "convert 4PW to 4C") == ("tm-stronghold-conversion", {"max": 3})
    t.do("darklings", "convert 1PW to 1C")  # the exchange is over: the turn ends
    assert t.f("darklings").owes("CONVERT_W_TO_P") == 0 and t.active() == "engineers"


# Engineers


def test_engineers_bridge_for_two_workers_any_number_of_times():
    t = duo("engineers", ["E7", "C2"], "witches", ("F4", "C3"))
    t.do("engineers", "action ACTE. bridge C2:D3")
    assert t.f("engineers").W == 18
    t.play_until("engineers")
    t.do("engineers", "action ACTE. bridge C2:E5")
    assert t.f("engineers").bridges_left == 1


def test_engineers_stronghold_scores_bridges_between_their_buildings_when_passing():
    t = duo("engineers", ["E7", "C2"], "witches", ("F4", "C3"))
    place(t, "engineers", "D3")
    t.do("engineers", "action ACTE. bridge C2:D3")
    place(t, "engineers", "E7", "SH")
    t.play_until("engineers")
    vp = t.f("engineers").VP
    t.do("engineers", "pass BON9")
    assert vp + 3 == t.f("engineers").VP


# Halflings


def test_halflings_score_a_vp_per_spade_and_their_stronghold_gives_three():
    t = duo("halflings", ["E6", "F5"])
    t.do("halflings", "dig 1. build E5")  # black -> brown: 1 spade
    assert t.f("halflings").VP == 21
    place(t, "halflings", "F5", "TP")
    t.play_until("halflings")
    t.give("halflings", W=20, C=20)
    t.do("halflings", "upgrade F5 to SH. transform D4 to brown. transform F6. build D4")
    h = t.f("halflings")
    assert h.VP == 21 + 3 and t.g.buildings["D4"] == ("halflings", "D") and h.owes("SPADE") == 0


# Mermaids


def test_mermaids_found_a_town_across_a_river():
    t = duo("mermaids", ["E4", "D5"])
    place(t, "mermaids", "E4", "SA")
    place(t, "mermaids", "F2", "TP")  # E4 and F2 are joined by the river hex r20
    place(t, "mermaids", "E3", "D")  # power 3 + 2 + 1 in 4 buildings
    assert t.refuse("mermaids", "connect r20").code == "tm-connect-no-town"
    place(t, "mermaids", "E3", "TP")
    t.do("mermaids", "connect r20")
    assert t.f("mermaids").owes("GAIN_TW") == 1
    assert {t.g.town_of.get(h) for h in ("E4", "F2", "E3")} == {1}


def test_mermaids_may_name_the_buildings_the_river_joins():
    t = duo("mermaids", ["E4", "D5"])
    place(t, "mermaids", "E4", "SA")
    place(t, "mermaids", "F2", "TP")
    place(t, "mermaids", "E3", "TP")
    assert t.refuse("mermaids", "connect E4:D5").code == "tm-no-common-river"
    t.do("mermaids", "connect E4:F2")
    assert t.f("mermaids").owes("GAIN_TW") == 1 and t.g.river_towns == ("r20",)


def test_mermaids_ship_from_1_to_5():
    t = duo("mermaids", ["E4", "D5"])
    assert t.f("mermaids").ship == 1
    t.do("mermaids", "advance ship")
    assert (t.f("mermaids").ship, t.f("mermaids").VP) == (2, 22)


# Nomads


def test_nomads_sandstorm_turns_a_neighbouring_hex_into_desert():
    t = Table(["nomads", "engineers"], {"nomads": ["F3", "D3", "G4"], "engineers": ["E7", "C2"]})
    place(t, "nomads", "G4", "SH")
    t.f("nomads").special += ("ACTN",)
    t.give("nomads", W=10, C=10)
    assert t.refuse("nomads", "action ACTN. build A5").code == "tm-out-of-reach"
    t.do("nomads", "action ACTN. build E5")  # black -> yellow for free; the dwelling is paid
    n = t.f("nomads")
    assert t.g.terrain["E5"] == "yellow" and (n.W, n.C) == (9, 8)


# Swarmlings


def test_swarmlings_upgrade_to_a_trading_house_for_free_and_gain_3_workers_a_town():
    t = duo("swarmlings", ["E4", "D5"])
    place(t, "swarmlings", "D5", "SH")
    t.f("swarmlings").special += ("ACTS",)
    t.do("swarmlings", "action ACTS. upgrade E4 to TP")
    s = t.f("swarmlings")
    assert (s.W, s.C) == (20, 20) and t.g.buildings["E4"] == ("swarmlings", "TP")
    s.set_owed("GAIN_TW", 1)
    t.do("swarmlings", "+TW1")
    s = t.f("swarmlings")
    assert (s.W, s.C, s.VP) == (23, 26, 25)


# Witches


def test_witches_ride_builds_a_free_dwelling_on_any_forest():
    t = duo("witches", ["F4", "C3"])
    place(t, "witches", "C3", "SH")
    t.f("witches").special += ("ACTW",)
    t.do("witches", "action ACTW. build I6")  # far from any witch building
    w = t.f("witches")
    assert t.g.buildings["I6"] == ("witches", "D") and (w.W, w.C) == (20, 20)
    t.play_until("witches")
    assert t.refuse("witches", "action ACTW. build A10").code == "tm-action-taken"


# Alchemists


def test_alchemists_trade_vp_and_coins_and_their_stronghold_gives_power():
    t = duo("alchemists", ["E5", "B3"])
    t.do("alchemists", "convert 1VP to 1C. convert 2C to 1VP")
    a = t.f("alchemists")
    assert (a.VP, a.C) == (20, 19)
    place(t, "alchemists", "E5", "TP")
    t.give("alchemists", P1=12, P2=0, P3=0)
    t.do("alchemists", "upgrade E5 to SH")
    a = t.f("alchemists")
    assert (a.P1, a.P2, a.P3) == (0, 12, 0)
    t.play_until("alchemists")
    t.do("alchemists", "dig 1. build E4")  # after the stronghold a spade brings 2 power
    a = t.f("alchemists")
    assert (a.P2, a.P3) == (10, 2)
