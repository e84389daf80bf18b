"""Keyflower for the host: the rules.core contract (new game, apply, who decides, legal actions,
per-seat views, JSON), plus what a host needs besides: the default of a decision, and a move's
text as everyone may read it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import Event, Outcome, RuleError
from . import effects, scoring, seasons, turns
from .actions import (
    FREE_ACTIONS,
    Action,
    Allocate,
    Bid,
    ChooseBoat,
    ConfirmAllocation,
    Extend,
    OfferWinter,
    Pass,
    PickContract,
    Place,
    Resign,
    SwapBoat,
    TradeContract,
    Turn,
    Upgrade,
    Use,
)
from .notation import format_turn, notation, parse, parse_turn, public_move
from .setup import new_state
from .state import GameState, Player, Tile


def to_decide(g: GameState) -> list[int]:
    if g.phase == "main":
        return [g.pending.seat] if g.pending is not None else [g.current]
    if g.phase == "winter-offer":
        return [p.seat for p in g.players if p.winter_offer is None]
    if g.phase in ("boats", "swap"):
        return g.boat_queue[:1]
    if g.phase == "placement":
        return [p.seat for p in g.players if p.won]
    if g.phase == "final":
        return list(dict.fromkeys(seat for seat, _ in scoring.pending_free_actions(g)))
    if g.phase == "allocation":
        return [p.seat for p in g.players if not p.allocated]
    return []


def play(g: GameState, seat: int, actions: Sequence[Action], events: list[Event] | None = None) -> None:
    """Apply one text's actions to `g` (a copy the caller owns): free actions (contract trades,
    allocation choices) before or after at most one action or decision. On a RuleError `g` is
    left part way (an action may have been applied before the one refused): callers drop it."""
    if g.phase == "finished":
        raise RuleError("kf-game-over")
    if not 0 <= seat < len(g.players):
        raise RuleError("kf-no-such-seat", seat=seat + 1)
    if len(actions) == 1 and isinstance(actions[0], Resign):  # at any moment, whoever is to decide
        g.players[seat].resigned = True
        return
    deciding = to_decide(g)
    if seat not in deciding:
        raise RuleError("kf-not-your-turn", seats=", ".join(str(s + 1) for s in deciding))
    decided = season_over = False
    for action in actions:
        if not isinstance(action, FREE_ACTIONS):
            if decided:
                raise RuleError("kf-one-action")
            decided = True
        season_over |= _apply(g, seat, action)
    if season_over:  # after the trades written behind the pass
        seasons.end_season(g)
    if events is not None and g.phase == "finished":
        events.append(Event("final-score", None, "Final scores", {str(p.seat): p.vp for p in g.players}))


def _apply(g: GameState, seat: int, action: Action) -> bool:  # noqa: C901 - one branch per action
    """Apply one action; True when it was the last pass of the season."""
    phase = g.phase
    p = g.players[seat]
    if isinstance(action, Allocate):
        scoring.pin(g, p, action.use, action.choice)
    elif isinstance(action, TradeContract):
        if phase != "main":
            raise RuleError("kf-trade-on-your-turn")
        turns.trade_contract(g, seat, action)
    elif isinstance(action, PickContract):
        if phase != "main":
            raise _wrong_phase(g)
        turns.pick_contract(g, seat, action)
    elif isinstance(action, Bid | Use | Pass):
        if phase != "main":
            raise _wrong_phase(g)
        if g.pending is not None:
            raise RuleError("kf-choose-contract-first", tile=g.pending.tile, contracts=g.pending.contracts)
        if isinstance(action, Bid):
            turns.bid(g, seat, action)
        elif isinstance(action, Use):
            turns.use(g, seat, action)
        else:
            return turns.pass_turn(g, seat)
    elif isinstance(action, OfferWinter):
        if phase != "winter-offer":
            raise _wrong_phase(g)
        seasons.offer_winter(g, seat, action)
    elif isinstance(action, ChooseBoat):
        if phase != "boats":
            raise _wrong_phase(g)
        seasons.choose_boat(g, seat, action)
    elif isinstance(action, SwapBoat):
        if phase != "swap":
            raise _wrong_phase(g)
        seasons.swap_boat(g, seat, action)
    elif isinstance(action, Place):
        if phase != "placement":
            raise _wrong_phase(g)
        seasons.place(g, seat, action)
    elif isinstance(action, Upgrade | Extend):
        wanted = "free_upgrade" if isinstance(action, Upgrade) else "free_extension"
        if phase != "final" or (seat, wanted) not in scoring.pending_free_actions(g):
            raise RuleError("kf-upgrades-in-transport")
        if isinstance(action, Upgrade):
            effects.upgrade_tile(g, p, action.tile, free=True, paying=action.paying)
        else:
            effects.build_extension(g, p, action.extension, action.tile, True, action.source, action.paying)
        scoring.free_action_done(g, p, wanted)
    elif isinstance(action, ConfirmAllocation):
        if phase != "allocation":
            raise _wrong_phase(g)
        scoring.confirm(g, p)
    elif isinstance(action, Resign):
        raise RuleError("kf-resign-alone")
    else:  # pragma: no cover - every action is handled above
        raise AssertionError(action)
    return False


def _wrong_phase(g: GameState) -> RuleError:
    """The refusal of an action out of its phase: what is to be decided now."""
    if g.phase == "main":
        return RuleError("kf-now-main")
    if g.phase == "winter-offer":
        return RuleError("kf-now-winter-offer")
    if g.phase == "boats":
        return RuleError("kf-now-boats")
    if g.phase == "swap":
        return RuleError("kf-now-swap")
    if g.phase == "placement":
        return RuleError("kf-now-placement")
    if g.phase == "final":
        return RuleError("kf-now-final")
    if g.phase == "allocation":
        return RuleError("kf-now-allocation")
    return RuleError("kf-game-over")


def default_move(g: GameState, seat: int) -> Turn | None:
    """The engine's own pick for a decision the player may simply accept: the contract still owed
    (drawn face down, or the first face-up one when none is left to draw) and the final allocation
    as proposed. None where there is no default."""
    if seat not in to_decide(g):
        return None
    if g.phase == "main" and g.pending is not None:
        return (PickContract(None if g.contract_deck or g.discarded else g.face_up[0]),)
    if g.phase == "allocation":
        return (ConfirmAllocation(),)
    return None


# Views


def public_view(g: GameState, seat: int | None) -> dict[str, Any]:
    """The state as `seat` may see it (None: a spectator). Left out: the seed and the order of
    everything still to be drawn; the colours in the bag and the skills in the pile (only their
    numbers are known); what other players keep hidden (workers, skills, contracts behind the
    screen, and with Variant B the face-down skills and contracts in front of it: only how many
    of each), their winter tiles in hand and their secret winter choice; and, as the tiles are
    shuffled, who offered which winter tile. Once the game is over the screens are lifted."""
    over = g.phase == "finished"
    data: dict[str, Any] = {
        "game": "keyflower",
        "merchants": g.merchants,
        "variants": list(g.variants),
        "season": g.season,
        "season_name": g.season_name,
        "phase": g.phase,
        "current": g.current,
        "to_decide": to_decide(g),
        "passes": g.passes,
        "start_player": g.start_player,
        "purple_winner": g.purple_winner,
        "pending": None if g.pending is None else g.pending.to_json(),
        "offer": [_tile_view(t) for t in g.offer],
        "orders": [_tile_view(t) for t in g.orders],
        "boats": [
            {**b.to_json(), "contracts": len(b.contracts)}  # face down
            for b in g.boats
        ],
        "boat_queue": list(g.boat_queue),
        "spare_boats": list(g.spare_boats),
        "bag": sum(g.bag.values()),
        "green": g.green,
        "skill_pool": sum(g.skill_pool.values()),
        "supply": dict(g.supply),
        "decks": {season: len(tiles) for season, tiles in g.decks.items()},
        "contract_deck": len(g.contract_deck),
        "face_up": list(g.face_up),
        "discarded": list(g.discarded),
        "extensions": list(g.extensions),
        "cabins": g.cabins,
        "players": [_player_view(g, p, mine=over or p.seat == seat) for p in g.players],
    }
    if over:
        data["places"] = scoring.places(g)
        data["ranking"] = scoring.ranking(g)
    return data


def _tile_view(tile: Tile) -> dict[str, Any]:
    return {**tile.to_json(), "colour": tile.colour()}


def _player_view(g: GameState, p: Player, mine: bool) -> dict[str, Any]:
    data: dict[str, Any] = {
        "seat": p.seat,
        "home": p.home,
        "shown_workers": dict(p.shown_workers),
        "shown_skills": dict(p.shown_skills),
        "shown_contracts": list(p.shown_contracts),
        "village": {f"{q},{r}": _tile_view(t) for (q, r), t in p.village.items()},
        "won": [_tile_view(t) for t in p.won],
        "winter_offered": p.winter_offered,
        "boat_rank": p.boat_rank,
        "allocated": p.allocated,
        "resigned": p.resigned,
        "vp": p.vp,
        "score": dict(p.score),
        # How many of each the others cannot see (behind the screen; with Variant B, skills and
        # contracts face down in front of it): anyone at the table can count them as they come
        # and go, though not their colours or types.
        "screen": {"workers": sum(p.workers.values()), "skills": sum(p.skills.values()), "contracts": len(p.contracts)},
    }
    if mine:
        data |= {
            "workers": dict(p.workers),
            "skills": dict(p.skills),
            "contracts": list(p.contracts),
            "winter_hand": list(p.winter_hand),
            "winter_offer": None if p.winter_offer is None else list(p.winter_offer),
            "pins": dict(p.pins),
        }
        if g.phase in ("final", "allocation", "finished"):
            data["proposal"] = p.score if g.phase == "finished" else scoring.score_player(g, p)
            data["allocation"] = scoring.allocation_of(g, p)
        return data
    data |= {
        "workers": "hidden",
        "skills": "hidden",
        "contracts": "hidden",
        "winter_hand": len(p.winter_hand),
        "winter_offer": None if p.winter_offer is None else "chosen",
    }
    if "B" in g.variants:  # face down in front of the screen: their number shows
        data["face_down_skills"] = sum(p.skills.values())
        data["face_down_contracts"] = len(p.contracts)
    return data


class KeyflowerEngine:
    """rules.core.GameEngine for Keyflower (with The Merchants as the option `merchants`), and the
    typed methods a search uses: legal_moves, play, copy, notation and parse (the host keeps to
    the text methods, apply and legal_actions)."""

    name = "keyflower"

    def new_game(self, options: Mapping[str, Any], seats: int, seed: int | str) -> GameState:
        return new_state(seats, seed, options)

    def apply(self, state: GameState, seat: int, action: str) -> Outcome[GameState]:
        actions = parse_turn(action)
        g = state.copy()
        events: list[Event] = []
        play(g, seat, actions, events)
        return Outcome(g, events, format_turn(actions))

    def to_decide(self, state: GameState) -> list[int]:
        return to_decide(state)

    def legal_actions(self, state: GameState, seat: int) -> list[str]:
        from .legal import legal_actions

        return legal_actions(state, seat)

    def legal_moves(self, state: GameState, seat: int) -> list[Turn]:
        """The turns `seat` may play now (each of one action), in the order of legal_actions."""
        from .legal import legal_moves

        return legal_moves(state, seat)

    def play(self, state: GameState, seat: int, move: Turn) -> None:
        """Play `move` for `seat` on `state` itself (as python-chess's push): callers `copy` first
        when they still need the position. On a RuleError `state` is left part way: drop it."""
        play(state, seat, move)

    def copy(self, state: GameState) -> GameState:
        """A state that shares nothing that `play` changes with `state`."""
        return state.copy()

    def notation(self, move: Turn) -> str:
        return notation(move)

    def parse(self, text: str) -> Turn:
        return parse(text)

    def default_action(self, state: GameState, seat: int) -> str | None:
        move = default_move(state, seat)
        return None if move is None else notation(move)

    def public_move(self, action: str) -> str:
        return public_move(action)

    def view(self, state: GameState, seat: int | None) -> dict[str, Any]:
        return public_view(state, seat)

    def is_finished(self, state: GameState) -> bool:
        return state.phase == "finished"

    def scores(self, state: GameState) -> dict[int, int]:
        return {p.seat: p.vp for p in state.players}

    def to_json(self, state: GameState) -> dict[str, Any]:
        return state.to_json()

    def from_json(self, data: Mapping[str, Any]) -> GameState:
        return GameState.from_json(data)
