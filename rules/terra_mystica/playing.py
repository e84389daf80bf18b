"""Playing a turn: who must decide now, whether a faction may give its commands, and running them,
then moving the game on (the end of the turn, income, a new round)."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Event, RuleError
from . import commands, merchants, turns
from .actions import Adjust, Burn, ChooseFaction, Command, Convert, Done, DropFaction, PickColor, Transform, Wait
from .context import Ctx
from .state import Faction, GameState


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
) -> dict[str, int] | None:
    """The rest of `play` in the rounds, once `f` may give `commands_` (check_may_act): run them,
    then move the game on."""
    for c in commands_:
        c = give(ctx, f, c)
        if applied is not None:
            applied.append(c)
    commands.refuse_unusable_dug_spades(ctx, f)
    turns.end_turn_if_complete(ctx, f)
    after = f.resources() if snapshot else None
    turns.what_next(ctx)
    return after


def give(ctx: Ctx, f: Faction, c: Command) -> Command:
    """Run one of `f`'s commands; returns it as run, with what the engine chose for the player
    written out (the terrain of a bare `transform E5`)."""
    if c.__class__ is Transform and c.terrain is None:
        c = commands.explicit(ctx, f, c)
    elif c.__class__ is Wait and to_decide(ctx.g) == [f.seat]:
        # `wait` lets the others asked now decide first (a power offer before one's own
        # turn), as the site's does: with nobody else asked, it would postpone nothing.
        raise RuleError("tm-wait-for-nothing")
    commands.run(ctx, f, c)
    return c


def close_try(ctx: Ctx, f: Faction) -> None:
    """After the commands of a turn tried on a copy thrown away after: what follows them, as far
    as it could still refuse the turn. Once nothing could (turns.settled), the next player's turn
    isn't begun."""
    commands.refuse_unusable_dug_spades(ctx, f)
    if not turns.settled(ctx, f):
        turns.end_turn_if_complete(ctx, f)
        turns.what_next(ctx)


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
    owed = active.owed if active is not None else {}
    if active is not None and ("LOSE_CULT" in owed or "VOLCANO_TF" in owed or ("PICK_COLOR" in owed and g.round)):
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
            and (turns.detect_incomplete(ctx, f) or "GAIN_P3_FOR_VP" in f.owed)
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
    if g.active == f.name and g.phase == "play":
        return  # the faction whose turn it is: always among those to decide (to_decide)
    if all(isinstance(c, DropFaction) for c in commands_):
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
    if g.active != f.name and any(isinstance(c, OWN_TURN_ONLY) for c in commands_):
        raise RuleError("tm-free-action-own-turn")
