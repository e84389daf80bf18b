"""The Terra Mystica engine: the rules/core contract over the modules of this package."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..core import Event, Outcome, RuleError, quote, seeded_rng
from . import commands, merchants, turns
from .actions import (
    Adjust,
    Burn,
    ChooseFaction,
    Command,
    Convert,
    Done,
    DropFaction,
    Move,
    PickColor,
    Transform,
    Wait,
)
from .board import BOARD_ALIASES, BOARD_IDS, DEFAULT_BOARD
from .context import Ctx
from .data.factions import FACTIONS, VARIABLE_VERSIONS
from .data.merchants import OPTION as MERCHANTS
from .data.tiles import BONUS_CARDS, CULTS, FAVOR_TILES, FINAL_TILES, SCORING_TILES, TOWN_TILES
from .notation import format_turn, parse_turn
from .state import Faction, GameState

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
    g = object.__new__(GameState)
    g.board = board
    g.options = opts
    g.seed = str(seed)
    g.seats = [None] * seats
    g.factions = {}
    g.order = []
    g.new_order = None
    g.phase = "select-factions"
    g.round = 0
    g.turn = 0
    g.active = None
    g.setup_order = []
    g.income_state = "other"
    g.score_tiles = list(score_tiles)
    pool: dict[str, int] = {b: 1 for b in bonus_cards}
    for name, fav in FAVOR_TILES.items():
        if _in_game(fav.option, None, opts):
            pool[name] = fav.copies
    for name, tw in TOWN_TILES.items():
        if _in_game(tw.option, tw.without, opts):
            pool[name] = tw.copies
    g.pool = pool
    g.bonus_coins = {b: 0 for b in bonus_cards}
    from .board import board as get_board

    g.terrain = dict(get_board(board).terrain)
    g.buildings = {}
    g.bridges = []
    g.bridge_adjacent = {}
    g.skip = {}
    g.river_towns = []
    g.town_of = {}
    g.cult_spaces = {c: (None, None, None, None) for c in CULTS}
    g.used_actions = []
    g.leech_offers = []
    g.leech_id = 0
    # SET-10: the expansion plays with the table; SET-14: it is recommended for every game.
    if start_vp is None and ("start-vp-table" in g.options or MERCHANTS in g.options):
        from .data.start_vp import starting_vp

        start_vp = starting_vp(board)
    g.start_vp = dict(start_vp or {})
    g.finished = False
    g.final_scoring = ["network", "cults"]
    g.trade_markers = {}
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
        g.final_scoring.append(final_tile)
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


def play(
    g: GameState,
    seat: int,
    commands_: Sequence[Command],
    events: list[Event] | None = None,
    snapshot: bool = False,
    applied: list[Command] | None = None,
    deciding: list[int] | None = None,
) -> dict[str, int] | None:
    """Apply one turn's commands for `seat`, changing `g` in place (callers copy first if needed).

    With `snapshot`, returns the faction's resources right after its commands, before the game
    moves on by itself (income, a new round). `applied` receives the commands as run, with what
    the engine chose for the player written out (the terrain of a bare `transform E5`).
    `deciding` is `to_decide(g)` when the caller has it already (trying many turns on copies of
    one state)."""
    ctx = Ctx(g, events)
    if g.finished:
        raise RuleError("tm-game-over")
    if not 0 <= seat < len(g.seats):
        raise RuleError("tm-no-seat", seat=seat + 1)
    if g.phase == "select-factions":
        chooser = g.faction_at(seat)
        if chooser is not None and chooser is commands.selection_pending(g):
            # Fire & Ice: a colour to pick, the Ice Maidens' favor tile, before the next choice.
            for c in commands_:
                if not isinstance(c, PickColor | Adjust):
                    raise RuleError(
                        "tm-selection-pending", faction=chooser.name, choice=commands.pending_choice(chooser)
                    )
                commands.run(ctx, chooser, c)
                if applied is not None:
                    applied.append(c)
            commands.finish_selection(ctx)
            turns.what_next(ctx)
            return chooser.resources() if snapshot else None
        if not commands_ or not isinstance(commands_[0], ChooseFaction):
            raise RuleError("tm-choose-faction-first")
        chosen = commands.choose_faction(ctx, seat, commands_[0].faction)
        if applied is not None:
            applied.append(commands_[0])
        if commands_[1:]:  # its choices on the same line: `setup riverwalkers. pick-color yellow`
            return play(g, seat, commands_[1:], events, snapshot, applied)
        turns.what_next(ctx)
        return chosen.resources() if snapshot else None
    name = g.seats[seat]
    f = g.factions.get(name) if name else None
    if f is None:
        raise RuleError("tm-seat-without-faction")
    if f.dropped:
        raise RuleError("tm-faction-left", faction=f.name)
    if deciding is None or not commands_ or f.seat not in deciding or g.active != f.name:
        check_may_act(g, f, commands_, deciding)
    # (else nothing to check: the faction whose turn it is acts, as it must; resigning or not)
    return act(ctx, f, commands_, applied, snapshot)


def act(
    ctx: Ctx,
    f: Faction,
    commands_: Sequence[Command],
    applied: list[Command] | None = None,
    snapshot: bool = False,
    trying: bool = False,
) -> dict[str, int] | None:
    """The rest of `play` in the rounds, once `f` may give `commands_` (check_may_act): run them,
    then move the game on. Legal actions call it straight, having checked once what doesn't
    change from try to try; with `trying` (a copy thrown away after), it stops once nothing that
    follows the commands could refuse the turn (turns.settled): the next player's turn isn't begun."""
    run = commands.run
    for c in commands_:
        if c.__class__ is Transform and c.terrain is None:
            c = commands.explicit(ctx, f, c)
        elif c.__class__ is Wait and to_decide(ctx.g) == [f.seat]:
            # `wait` lets the others asked now decide first (a power offer before one's own
            # turn), as the site's does: with nobody else asked, it would postpone nothing.
            raise RuleError("tm-wait-for-nothing")
        run(ctx, f, c)
        if applied is not None:
            applied.append(c)
    if trying and turns.settled(ctx, f):
        return None
    turns.end_turn_if_complete(ctx, f)
    after = f.resources() if snapshot else None
    turns.what_next(ctx)
    return after


def to_decide(g: GameState) -> list[int]:
    """Seats that must decide something now: power offers and owed steps first, then the player
    whose turn it is."""
    if g.finished:
        return []
    if g.phase == "select-factions":
        waiting = commands.selection_pending(g)
        if waiting is not None:
            return [waiting.seat]
        return [sum(1 for s in g.seats if s is not None)]
    factions = g.factions
    if g.phase in ("initial-dwellings", "initial-bonus"):
        return [factions[g.setup_order[0][0]].seat] if g.setup_order else []
    active = factions[g.active] if g.active else None
    if active is not None and (active.LOSE_CULT or active.VOLCANO_TF or (active.PICK_COLOR and g.round)):
        # Cult steps the Acolytes owe for a volcano, a volcano dug for and not yet made, and the
        # Shapeshifters' colour change close the action that caused them, before anyone answers
        # it: the site keeps such a step pending for good once another faction's row comes
        # between (giving it up, `-VOLCANO_TF`, `-PICK_COLOR`, never clears it).
        return [active.seat]
    # Decisions on power offers and owed steps first: they come before the next turn.
    seats: list[int] = []
    for offer in g.leech_offers:
        seat = factions[offer.recipient].seat
        if seat not in seats:
            seats.append(seat)
    ctx = Ctx(g)
    for f in factions.values():
        if (
            f is not active
            and not f.dropped
            and (turns.detect_incomplete(ctx, f) or f.GAIN_P3_FOR_VP)
            and f.seat not in seats
        ):
            seats.append(f.seat)
    if active is not None and active.seat not in seats:
        seats.append(active.seat)
    return seats


# Taken only by the faction whose turn it is (never during setup, income or someone else's turn).
OWN_TURN_ONLY = (Burn, Convert, Done)


def check_may_act(g: GameState, f: Faction, commands_: Sequence[Command], deciding: list[int] | None = None) -> None:
    """Refuse commands the rules don't let `f` give now: only a seat that must decide something
    may act, and free actions belong to the turn of the faction playing it. Resigning is always
    possible."""
    # Loops rather than all()/any() over generators: this runs for every turn played or tried.
    for c in commands_:
        if not isinstance(c, DropFaction):
            break
    else:
        return  # only resigning
    if deciding is None:
        deciding = to_decide(g)
    if f.seat not in deciding:
        waiting = [g.faction_at(s) for s in deciding]
        names = [x.name for x in waiting if x is not None]
        if g.setup_order and names:
            who, what = g.setup_order[0]
            raise RuleError("tm-setup-turn-of", faction=who, step=merchants.setup_step(g, who, what))
        if g.active is not None and g.active != f.name and len(names) == 1:
            raise RuleError("tm-not-your-turn", faction=names[0])
        raise RuleError("tm-not-your-turn-now")
    if g.active != f.name:
        for c in commands_:
            if isinstance(c, OWN_TURN_ONLY):
                raise RuleError("tm-free-action-own-turn")


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
        parsed = parse_turn(action)
        g = state.copy()
        events: list[Event] = []
        applied: list[Command] = []
        play(g, seat, parsed, events, applied=applied)
        return Outcome(g, events, format_turn(applied))

    def to_decide(self, state: GameState) -> list[int]:
        return to_decide(state)

    def legal_actions(self, state: GameState, seat: int) -> list[str]:
        from .legal import legal_actions

        return legal_actions(state, seat)

    def candidates(self, state: GameState, seat: int) -> list[str]:
        """Plausible turns for `seat`, legal or not: legal_actions is those the engine accepts."""
        from .legal import candidates

        return candidates(state, seat)

    def legal_among(self, state: GameState, seat: int, texts: Iterable[str], limit: int) -> list[str]:
        """The first `limit` of `texts` that are legal for `seat`, in their order (only as many
        are tried as it takes)."""
        from .legal import legal_among

        return legal_among(state, seat, texts, limit)

    # The typed side (rules.core.SearchEngine).

    def legal_moves(self, state: GameState, seat: int) -> list[Move]:
        from .legal import legal_moves

        return legal_moves(state, seat)

    def play(self, state: GameState, seat: int, move: Move) -> None:
        """Play `move` on `state` in place; a refused move raises RuleError and leaves `state`
        undefined (half played): copy first when a refusal is possible."""
        play(state, seat, move)

    def copy(self, state: GameState) -> GameState:
        return state.copy()

    def notation(self, move: Move) -> str:
        return format_turn(list(move))

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


def faction_names() -> list[str]:
    return sorted(FACTIONS)
