"""The Terra Mystica engine: the rules/core contract over the modules of this package.

A new game is set up here (`new_state`: the board, the options, the scoring tiles and bonus
cards drawn from the seed). A move goes from text to state in three steps (`apply`):

1. text -> values: notation.parse_turn reads `dig 1. build E3` as a move, a tuple of commands
   (actions.py: `(Dig(1), Build("E3"))`), or refuses it with a RuleError;
2. values -> state: playing.play checks that the seat may act now, gives each command to its
   rule (commands.run finds it by the command's type: `dig`, `build`, in commands.py), then
   moves the game on (turns.py: the end of the turn, the next player, income, a new round);
3. values -> text: notation.format_turn writes the commands as they ran, with what the engine
   chose for the player spelled out (`transform E5` -> `transform E5 to yellow`): the text the
   move log keeps.

Legal moves (legal.py) are made as values from the state and tried with the same `play` on
copies, so they can never disagree with it. The host gets texts (`apply`, `legal_actions`); a
search gets the values (`legal_moves`, `play`, `copy`: rules.core.SearchEngine) and writes
text only for the move it chooses.

A new type of command is its value (actions.py, and the `Command` union), its words (notation.py
reads and writes it; bot/i18n/terra_mystica.py and the catalogues tell players what it does),
its rule (commands.py's handler), and, if players are to be offered it, the legal move made of
it (legal.py). tests/rules/terra_mystica/test_notation.py and tests/bot/test_i18n.py fail for
a type one of these lacks.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..core import Event, Outcome, RuleError, quote, seeded_rng
from .actions import ChooseFaction, Command, Move
from .board import BOARD_ALIASES, BOARD_IDS, DEFAULT_BOARD
from .data.factions import VARIABLE_VERSIONS
from .data.merchants import OPTION as MERCHANTS
from .data.tiles import BONUS_CARDS, CULTS, FAVOR_TILES, FINAL_TILES, SCORING_TILES, TOWN_TILES
from .legal import candidate_moves, candidates, legal_actions, legal_among, legal_moves
from .notation import format_turn, parse_turn
from .playing import play, to_decide
from .state import GameState

FIRE_AND_ICE = "fire-and-ice-factions"
FIRE_AND_ICE_SETS: tuple[str, ...] = (
    f"{FIRE_AND_ICE}/ice",
    f"{FIRE_AND_ICE}/volcano",
    *(f"{FIRE_AND_ICE}/{v}" for v in VARIABLE_VERSIONS),
)
# The sets the bare option stands for: the published versions.
FIRE_AND_ICE_PUBLISHED: tuple[str, ...] = (
    f"{FIRE_AND_ICE}/ice",
    f"{FIRE_AND_ICE}/volcano",
    f"{FIRE_AND_ICE}/variable_v5",
)
# What a new game on this site plays with unless told otherwise (the tournament settings).
DEFAULT_OPTIONS: tuple[str, ...] = (
    "strict-leech",
    "strict-darkling-sh",
    "strict-chaosmagician-sh",
    "errata-cultist-power",
    "mini-expansion-1",
    "shipping-bonus",
    "temple-scoring-tile",
    "variable-turn-order",
)
# Every rule option found in recorded games; `email-notify` and `maintain-player-order` (how the
# site seated players) change no rule, the `loose-*` ones relax checks for early games.
KNOWN_OPTIONS: frozenset[str] = frozenset(DEFAULT_OPTIONS) | {
    "maintain-player-order",
    "email-notify",
    "merge-income-phases",
    "loose-done",
    "loose-dig",
    "loose-multi-spade",
    "loose-bridge-adjacency",
    "loose-cultist-ordering",
    "loose-adjust-resource",
    "loose-engineer-bridge",
    "loose-lose-cult",
    "manual-fav5",
    # Merchants of the Seas' Appendix VIII: starting VP by board and faction instead of 20 each.
    # The expansion always plays with it (SET-10); a base game only when asked (SET-14 merely
    # recommends it, and the reference site has no such option, so its logs would not replay there).
    "start-vp-table",
    # Fire & Ice: one more final scoring tile (which one is the game's final_tile).
    "fire-and-ice-final-scoring",
    # The expansion Merchants of the Seas (rules/terra_mystica/merchants.py), and its trial
    # variant (SET-12: two of NB1-NB3 among the base cards, the trade-marker final tile).
    MERCHANTS,
    "merchants-trial",
    # Fire & Ice's factions, as the site's options name their sets: the ice factions, the volcano
    # factions, and the variable factions in their five versions (data.factions). The bare
    # option stands for the published sets (ice, volcano, variable_v5).
    FIRE_AND_ICE,
    *FIRE_AND_ICE_SETS,
}

# What a game started here uses unless the players say otherwise: the reference site's tournament
# settings, so a base game starts at 20 VP each and its exported log replays on the site.
NEW_GAME_OPTIONS: tuple[str, ...] = DEFAULT_OPTIONS


def new_state(
    seats: int,
    seed: int | str,
    *,
    board: str = DEFAULT_BOARD,
    options: Sequence[str] = DEFAULT_OPTIONS,
    score_tiles: Sequence[str] | None = None,
    bonus_cards: Sequence[str] | None = None,
    start_vp: Mapping[str, int] | None = None,
    final_tile: str | None = None,
) -> GameState:
    """A game waiting for its factions. Scoring tiles and bonus cards are drawn from `seed`
    unless given (an imported game gives them)."""
    if not 2 <= seats <= 5:
        raise RuleError("tm-seats", min=2, max=5)
    unknown = set(options) - KNOWN_OPTIONS
    if unknown:
        raise RuleError("tm-unknown-options", options=quote(", ".join(sorted(unknown)), 200))
    board = BOARD_ALIASES.get(board, board)
    if board not in BOARD_IDS:
        raise RuleError("tm-unknown-board", board=quote(board), boards=", ".join([*BOARD_ALIASES, *BOARD_IDS]))
    opts = game_options(options)
    rng = seeded_rng(seed, "terra_mystica", "setup")
    all_tiles = [t for t, s in SCORING_TILES.items() if _in_game(s.option, s.without, opts)]
    if score_tiles is None and MERCHANTS in opts:
        score_tiles = _draw_merchants_tiles(rng, all_tiles)
    elif score_tiles is None:
        while True:
            drawn = rng.sample(all_tiles, 6)
            # A tile rewarding spades can't be in round 5 or 6 (its reward would come too late).
            if "SCORE1" not in drawn[4:]:
                break
        score_tiles = drawn
    else:
        score_tiles = [t.upper() for t in score_tiles]
        bad = [t for t in score_tiles if t not in SCORING_TILES]
        if len(score_tiles) != 6 or bad:
            raise RuleError("tm-six-score-tiles")
    all_bonus = [b for b, c in BONUS_CARDS.items() if _in_game(c.option, c.without, opts)]
    if bonus_cards is None and "merchants-trial" in opts:
        if MERCHANTS not in opts:
            raise RuleError("tm-trial-needs-merchants")
        new = rng.sample(["BON11", "BON12", "BON13"], 2)
        old = [b for b, c in BONUS_CARDS.items() if _in_game(c.option, None, opts - {MERCHANTS})]
        bonus_cards = sorted(new + rng.sample(old, seats + 1), key=lambda b: int(b[3:]))
        final_tile = final_tile or "trade-markers"
    elif bonus_cards is None:
        bonus_cards = sorted(rng.sample(all_bonus, seats + 3), key=lambda b: int(b[3:]))
    else:
        bonus_cards = [b.upper() for b in bonus_cards]
        if any(b not in BONUS_CARDS for b in bonus_cards):
            raise RuleError("tm-unknown-bonus-cards")
    pool: dict[str, int] = {b: 1 for b in bonus_cards}
    for name, fav in FAVOR_TILES.items():
        if _in_game(fav.option, None, opts):
            pool[name] = fav.copies
    for name, tw in TOWN_TILES.items():
        if _in_game(tw.option, tw.without, opts):
            pool[name] = tw.copies
    # SET-10: the expansion plays with the table; SET-14: it is recommended for every game.
    if start_vp is None and ("start-vp-table" in opts or MERCHANTS in opts):
        from .data.start_vp import starting_vp

        start_vp = starting_vp(board)
    from .board import board as get_board

    g = GameState(
        board=board,
        options=opts,
        seed=str(seed),
        seats=(None,) * seats,
        score_tiles=tuple(score_tiles),
        pool=pool,
        bonus_coins={b: 0 for b in bonus_cards},
        terrain=dict(get_board(board).terrain),
        cult_spaces={c: (None, None, None, None) for c in CULTS},
        start_vp=dict(start_vp or {}),
    )
    if final_tile is None and MERCHANTS in opts:
        # FIN-1: shuffled with Fire & Ice's tiles when those are played; FIN-2: else added.
        with_fire_and_ice = "fire-and-ice-final-scoring" in opts
        final_tile = rng.choice(sorted(FINAL_TILES)) if with_fire_and_ice else "trade-markers"
    elif final_tile is None and "fire-and-ice-final-scoring" in opts:
        # As the site's setup draws one of Fire & Ice's tiles for a game with this option (the
        # exported log then names it: `final-scoring ...`).
        final_tile = rng.choice(sorted(t for t in FINAL_TILES if t != "trade-markers"))
    if final_tile is not None:
        if final_tile not in FINAL_TILES:
            raise RuleError("tm-unknown-final-tile", tile=quote(final_tile), tiles=", ".join(FINAL_TILES))
        g.final_scoring += (final_tile,)
    return g


def game_options(options: Sequence[str]) -> frozenset[str]:
    """The options a game plays with: the bare fire-and-ice-factions brings the published sets."""
    opts = frozenset(options)
    if FIRE_AND_ICE in opts and not opts & set(FIRE_AND_ICE_SETS):
        opts |= set(FIRE_AND_ICE_PUBLISHED)
    return opts


def _in_game(option: str | None, without: str | None, opts: frozenset[str]) -> bool:
    return (not option or option in opts) and not (without and without in opts)


def _draw_merchants_tiles(rng: random.Random, tiles: list[str]) -> list[str]:
    """SCO-4: no spade tile in round 5 or 6; SCO-5: rounds 1-5 hold at most two tiles with a
    bonus for one cult (a round-6 tile is always kept). Tiles drawn against these are set aside."""
    while True:
        deck = tiles[:]
        rng.shuffle(deck)
        drawn: list[str] = []
        while deck and len(drawn) < 6:
            tile = deck.pop()
            spec = SCORING_TILES[tile]
            if len(drawn) >= 4 and "SPADE" in spec.vp:
                continue
            if len(drawn) < 5 and sum(SCORING_TILES[t].cult == spec.cult for t in drawn) >= 2:
                continue
            drawn.append(tile)
        if len(drawn) == 6:
            return drawn


class TerraMysticaEngine:
    """rules.core.GameEngine (text, for the host) and rules.core.SearchEngine (typed moves, for
    searches) for Terra Mystica."""

    name = "terra_mystica"

    def new_game(self, options: Mapping[str, Any], seats: int, seed: int | str) -> GameState:
        g = new_state(
            seats,
            seed,
            board=options.get("board", DEFAULT_BOARD),
            options=options.get("options", DEFAULT_OPTIONS),
            score_tiles=options.get("score_tiles"),
            bonus_cards=options.get("bonus_cards"),
            start_vp=options.get("start_vp"),
            final_tile=options.get("final_tile"),
        )
        factions = options.get("factions")
        if factions:
            for seat, name in enumerate(factions):
                play(g, seat, [ChooseFaction(name)])
        return g

    def apply(self, state: GameState, seat: int, action: str) -> Outcome[GameState]:
        """The move `action` of `seat` played on a copy (`state` is not changed): text -> values
        -> state -> the text the log keeps (the three steps of this module's docstring)."""
        parsed = parse_turn(action)
        g = state.copy()
        events: list[Event] = []
        applied: list[Command] = []
        play(g, seat, parsed, events, applied=applied)
        return Outcome(g, events, format_turn(applied))

    def to_decide(self, state: GameState) -> list[int]:
        return to_decide(state)

    def legal_actions(self, state: GameState, seat: int) -> list[str]:
        return legal_actions(state, seat)

    def candidates(self, state: GameState, seat: int) -> list[str]:
        """Plausible turns for `seat`, legal or not: legal_actions is those the engine accepts."""
        return candidates(state, seat)

    def legal_among(self, state: GameState, seat: int, texts: Iterable[str], limit: int) -> list[str]:
        """The first `limit` of `texts` that are legal for `seat`, in their order (only as many
        are tried as it takes)."""
        return legal_among(state, seat, texts, limit)

    # The typed side (rules.core.SearchEngine).

    def legal_moves(self, state: GameState, seat: int) -> list[Move]:
        return legal_moves(state, seat)

    def candidate_moves(self, state: GameState, seat: int) -> list[Move]:
        """candidates as values: the moves legal_moves tries (a superset of the legal ones)."""
        return candidate_moves(state, seat)

    def play(self, state: GameState, seat: int, move: Move) -> None:
        """Play `move` on `state` in place; a refused move raises RuleError and leaves `state`
        undefined (half played): copy first when a refusal is possible."""
        play(state, seat, move)

    def copy(self, state: GameState) -> GameState:
        return state.copy()

    def notation(self, move: Move) -> str:
        return format_turn(move)

    def parse(self, text: str) -> Move:
        return tuple(parse_turn(text))

    def view(self, state: GameState, seat: int | None) -> dict[str, Any]:
        # Terra Mystica has no hidden information: every seat sees the whole table.
        return state.to_json()

    def is_finished(self, state: GameState) -> bool:
        return state.finished

    def scores(self, state: GameState) -> dict[int, int]:
        return {f.seat: f.VP for f in state.factions.values()}

    def to_json(self, state: GameState) -> dict[str, Any]:
        return state.to_json()

    def from_json(self, data: Mapping[str, Any]) -> GameState:
        return GameState.from_json(dict(data), share_words=True)
