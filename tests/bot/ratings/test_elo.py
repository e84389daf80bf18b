"""The reference site's Elo (bot/ratings/elo.py): small cases worked out by hand, and properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.ratings.elo import Entry, Game, matches, rate


def expected(diff: float) -> float:
    """The Elo expectation of a player `diff` points above the other."""
    return 1 / (1 + 10 ** (-diff / 400))


def test_three_newcomers_in_one_game_move_only_each_other_and_no_faction():
    # One pass, a pot of 16. A (120 VP) beats B and C (100 each, tied: B first, in seat order).
    # A-B: both at 1000 + 1000 (faction): 8 points to A.  A = 1008, B = 992.
    # A-C: A stands 8 higher: A wins 16 (1 - E(8)) = 7.8158..., C loses as much.
    # B-C: a tie, B 992 + 1000 against C 992.18... + 1000: B gains 16 (0.5 - E(-0.1757...)).
    # Nobody has 5 games: all shadows, so they move each other and the factions stay at 1000.
    a_c = 16 * (1 - expected(8))
    b_c = 16 * (0.5 - expected(992 - (1000 - a_c)))
    assert a_c == pytest.approx(7.815825740515333, abs=1e-12)
    game = Game(1, (Entry("A", "fa base", 120), Entry("B", "fb base", 100), Entry("C", "fc base", 100)))
    ratings = rate([game], passes=1)
    assert ratings.players["A"].score == pytest.approx(1015.8158257405154, abs=1e-9)
    assert ratings.players["B"].score == pytest.approx(992.0042407686468, abs=1e-9)
    assert ratings.players["C"].score == pytest.approx(992.1799334908378, abs=1e-9)
    assert ratings.players["B"].score == pytest.approx(992 + b_c, abs=1e-9)
    assert all(f.score == 1000 for f in ratings.factions.values())
    assert {p: r.games for p, r in ratings.players.items()} == {"A": 1, "B": 1, "C": 1}
    assert ratings.shown_players() == {}  # the site lists players from their fifth game


def test_rated_players_move_their_factions_and_a_dropped_player_leaves_them_still():
    # Every player rated (min_games=1), one pass. Game 1: A (fa) beats B (fb): +8 / -8 to both
    # players and factions. Game 2: B beats A, B + fb = 1984 against A + fa = 2016.
    # Game 3: A dropped: the factions stand aside (players alone, 1000.73... against 999.27...)
    # and stay where they are.
    def two(game: int, x: tuple[str, str, int], y: tuple[str, str, int], dropped: str = "") -> Game:
        return Game(game, tuple(Entry(p, f, vp, dropped == p) for p, f, vp in (x, y)))

    games = [
        two(1, ("A", "fa", 100), ("B", "fb", 90)),
        two(2, ("B", "fb", 100), ("A", "fa", 90)),
        two(3, ("B", "fb", 80), ("A", "fa", 50), dropped="A"),
    ]
    after_two = 16 * (1 - expected(1984 - 2016))
    ratings = rate(games, passes=1, min_games=1)
    assert ratings.factions["fb"].score == pytest.approx(992 + after_two, abs=1e-9)
    assert ratings.factions["fb"].score == pytest.approx(1000.7347507644878, abs=1e-9)
    assert ratings.factions["fa"].score == pytest.approx(999.2652492355122, abs=1e-9)
    b_before = 992 + after_two
    a_before = 2000 - b_before
    assert ratings.players["B"].score == pytest.approx(b_before + 16 * (1 - expected(b_before - a_before)), abs=1e-9)
    assert ratings.players["B"].score == pytest.approx(1008.7009144431086, abs=1e-9)
    assert ratings.players["A"].score == pytest.approx(991.2990855568914, abs=1e-9)


def test_a_newcomer_against_a_rated_player_moves_alone():
    # V and W play each other 5 times; N plays V once, first: N's result moves N only (8 points,
    # even against V + x at 2000), not V nor V's faction.
    vw = [Game(i, (Entry("V", "x b", 100 if i % 2 else 90), Entry("W", "y b", 90 if i % 2 else 100))) for i in range(5)]
    without = rate(vw, passes=1)
    with_newcomer = rate([Game(9, (Entry("N", "z b", 150), Entry("V", "x b", 100))), *vw], passes=1)
    assert with_newcomer.players["V"].score == without.players["V"].score
    assert with_newcomer.players["N"].score == 1008
    assert with_newcomer.factions["x b"].score == without.factions["x b"].score


def test_three_passes_with_a_pot_of_16_then_4_then_16_ninths():
    game = Game(1, (Entry("A", "f b", 2), Entry("B", "g b", 1)))
    one = rate([game], passes=1).players["A"].score
    assert one == 1008
    second = 16 / 4 * (1 - expected(16))  # A stands 16 above B now
    third_start = one + second
    third = 16 / 9 * (1 - expected(2 * (third_start - 1000)))
    assert rate([game]).players["A"].score == pytest.approx(third_start + third, abs=1e-9)


def test_matches_are_pairs_ranked_by_vp_ties_in_seat_order():
    game = Game(1, (Entry("s0", "a", 10), Entry("s1", "b", 30), Entry("s2", "c", 10), Entry("s3", "d", 20)))
    pairs = [(m.a.player, m.b.player) for m in matches(game)]
    assert pairs == [("s1", "s3"), ("s1", "s0"), ("s1", "s2"), ("s3", "s0"), ("s3", "s2"), ("s0", "s2")]


# Properties, on random sets of games

PLAYERS = [f"p{i}" for i in range(7)]
FACTIONS = ["witches base", "nomads base", "darklings base", "giants base", "witches lakes"]


@st.composite
def games(draw: st.DrawFn, size: int = 3) -> list[Game]:
    out = []
    for gid in range(draw(st.integers(1, 12))):
        players = draw(st.lists(st.sampled_from(PLAYERS), min_size=size, max_size=5, unique=True))
        factions = draw(st.lists(st.sampled_from(FACTIONS), min_size=len(players), max_size=len(players), unique=True))
        entries = tuple(
            Entry(p, f, draw(st.integers(40, 200)), draw(st.booleans()) and draw(st.booleans()))
            for p, f in zip(players, factions, strict=True)
        )
        out.append(Game(gid, entries))
    return out


@settings(max_examples=40)
@given(games())
def test_nothing_is_created_or_lost_among_rated_players_and_factions(played):
    """With everyone rated and nobody dropped, every match moves as many points one way as the
    other: the players' total and the factions' total stay at 1000 each."""
    clean = [Game(g.id, tuple(Entry(e.player, e.faction, e.vp) for e in g.entries)) for g in played]
    ratings = rate(clean, min_games=0)
    assert sum(r.score for r in ratings.players.values()) == pytest.approx(1000 * len(ratings.players), abs=1e-6)
    assert sum(r.score for r in ratings.factions.values()) == pytest.approx(1000 * len(ratings.factions), abs=1e-6)


@settings(max_examples=40)
@given(games())
def test_a_player_with_fewer_than_five_games_moves_no_rated_player_and_no_faction(played):
    counts: dict[str, int] = {}
    for g in played:
        for e in g.entries:
            counts[e.player] = counts.get(e.player, 0) + 1
    newcomers = {p for p, n in counts.items() if n < 5}
    if not newcomers:
        return
    shadow = sorted(newcomers)[0]
    others = rate([Game(g.id, tuple(e for e in g.entries if e.player != shadow)) for g in played])
    everyone = rate(played)
    for player, rating in others.players.items():
        if counts[player] >= 5:
            assert everyone.players[player].score == rating.score
    for faction, rating in others.factions.items():
        assert everyone.factions[faction].score == rating.score


@settings(max_examples=40)
@given(games())
def test_dropped_players_never_move_a_faction(played):
    everyone_dropped = [Game(g.id, tuple(Entry(e.player, e.faction, e.vp, True) for e in g.entries)) for g in played]
    assert all(r.score == 1000 for r in rate(everyone_dropped, min_games=0).factions.values())


@settings(max_examples=40)
@given(games(), st.randoms())
def test_the_seats_of_players_with_different_vp_do_not_matter(played, rng):
    distinct = [g for g in played if len({e.vp for e in g.entries}) == len(g.entries)]
    shuffled = []
    for g in distinct:
        entries = list(g.entries)
        rng.shuffle(entries)
        shuffled.append(Game(g.id, tuple(entries)))
    assert rate(shuffled) == rate(distinct)


@given(st.lists(st.integers(0, 300), min_size=3, max_size=5, unique=True))
def test_in_one_game_of_newcomers_more_vp_means_a_higher_rating(vps):
    game = Game(1, tuple(Entry(f"p{i}", f"f{i} base", vp) for i, vp in enumerate(vps)))
    ratings = rate([game])
    by_vp = sorted(range(len(vps)), key=lambda i: vps[i])
    scores = [ratings.players[f"p{i}"].score for i in by_vp]
    assert scores == sorted(scores) and len(set(scores)) == len(scores)
