"""Legal moves: candidate moves made from the state, each confirmed by the engine itself.

Candidates are made as values (actions.py's commands, a move a tuple of them) from the state:
hexes in reach, buildings to upgrade, actions on offer, decisions owed. Each is then tried on a
copy: only what the engine accepts is legal, so the list can never disagree with the rules. The
host gets them in the notation, written once (`legal_actions`); a search gets the values
(`legal_moves`).

Many candidates begin alike (`action ACT6. dig 1. build E5`, `action ACT6. build F3`, ...). The
commands of a move run one after the other, so a beginning several candidates share is played
once for all of them (its continuations start from a copy of the state after it), and when a
command is refused, every candidate that begins with the same commands is refused at the same
command, and is not tried again.

Read from the top: what the host and a search ask for (legal_moves, legal_actions, candidates,
legal_among), how candidates are tried (_Tries, _Refused), how they are made (candidate_moves:
setup, the decisions a faction owes, then the turn of the faction playing), and last what the
engine certainly refuses, left out before trying (`prune`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from itertools import islice
from operator import attrgetter

from ..core import RuleError
from . import boats, commands, economy, merchants, reach
from .actions import (
    GAIN_PRIEST,
    Adjust,
    Advance,
    Bridge,
    Build,
    Burn,
    Choose,
    ChooseFaction,
    Command,
    Connect,
    Convert,
    Decline,
    Dig,
    Done,
    DropFaction,
    GainFor,
    Leech,
    Move,
    Pass,
    PickColor,
    PlaceBoat,
    PlaceHarbour,
    Sail,
    SendPriest,
    Trade,
    Transform,
    UnlockTerrain,
    Upgrade,
    UseAction,
)
from .board import TERRAIN_WHEEL, VOLCANO, WHEEL_INDEX
from .context import Ctx
from .data.buildings import DWELLING, SHIPYARD, TRADING_HOUSE
from .data.factions import BUILDING_LIMITS, FACTIONS, UPGRADES_FROM
from .data.merchants import PLACE_ACTIONS
from .data.tiles import ACTIONS, CULTS, FAVOR_TILES, TOWN_TILES
from .notation import format_turn, parse_turn
from .playing import OWN_TURN_ONLY, check_may_act, close_try, give, play, to_decide
from .state import Faction, GameState


def legal_moves(g: GameState, seat: int) -> list[Move]:
    """Every candidate move for `seat` that the engine accepts, in the order they are made."""
    moves = candidate_moves(g, seat)
    return [moves[i] for i in _accepted_indices(g, seat, moves)]


def legal_actions(g: GameState, seat: int) -> list[str]:
    """legal_moves in the notation."""
    return written(g, seat, legal_moves(g, seat))


def candidates(g: GameState, seat: int, prune: bool = True) -> list[str]:
    """candidate_moves in the notation."""
    return written(g, seat, candidate_moves(g, seat, prune))


def written(g: GameState, seat: int, moves: Iterable[Move]) -> list[str]:
    """`moves` of `seat` in the notation, a boat named as the seat's faction calls it."""
    f = g.faction_at(seat)
    boat = boats.piece(f) if f is not None else "boat"
    return [format_turn(move, boat) for move in moves]


def legal_among(g: GameState, seat: int, texts: Iterable[str], limit: int | None = None) -> list[str]:
    """The moves among `texts` (in the notation) that the engine accepts for `seat`, in their
    order (the first `limit` of them: no more are tried). `g` is not changed."""
    read = [(text, move) for text in texts if (move := _readable(text)) is not None]
    return [read[i][0] for i in islice(_accepted_indices(g, seat, [move for _, move in read]), limit)]


@lru_cache(maxsize=8192)
def _parsed(text: str) -> Move:
    """A move's commands (the same texts recur from position to position)."""
    return tuple(parse_turn(text))


def _readable(text: str) -> Move | None:
    """`text`'s commands; None when it isn't a move."""
    try:
        return _parsed(text)
    except RuleError:
        return None


def is_legal(g: GameState, seat: int, text: str) -> bool:
    """Whether the engine accepts the move `text` alone, tried on a plain copy (bench/tm_legal.py
    checks the lists above against it)."""
    return _plays(g, seat, tuple(parse_turn(text)))


# How candidates are tried.


def _accepted_indices(g: GameState, seat: int, moves: Sequence[Move]) -> Iterator[int]:
    """The indices of the moves in `moves` that the engine accepts for `seat`, in order, each
    found when asked for. `g` is not changed."""
    if g.phase == "select-factions":  # a faction's choices, a few, played by another branch of `play`
        yield from (i for i, move in enumerate(moves) if _plays(g, seat, move))
        return
    playing = g.faction_at(seat)
    if g.finished or playing is None or playing.dropped:
        return  # play refuses every move of this seat (the game is over, no faction, left)
    tries = _Tries(g, playing, moves)
    yield from (i for i, move in enumerate(moves) if tries.accepts(move))


def _plays(g: GameState, seat: int, move: Move) -> bool:
    """Whether `play` accepts `move` on a copy of `g`."""
    try:
        play(g.copy(), seat, move)
    except RuleError:
        return False
    return True


def accepted(g: GameState, seat: int, moves: Iterable[Move]) -> Iterator[tuple[Move, GameState]]:
    """The moves among `moves` that the engine accepts for `seat`, in their order, each with the
    state after it (played on a copy: `g` is not changed). Each move is played whole by `play`,
    the game moved on after it, as its caller (the simulator) goes on from that state; _Tries,
    whose states are thrown away, stops where nothing more could refuse the move."""
    if g.phase == "select-factions":  # a faction's choices, a few, played by another branch of `play`
        for move in moves:
            new = g.copy()
            try:
                play(new, seat, move)
            except RuleError:
                continue
            yield move, new
        return
    deciding = to_decide(g)
    refused = _Refused()
    for move in moves:
        if refused.cut(move):
            continue
        new = g.copy()
        ran: list[Command] = []
        try:
            play(new, seat, move, applied=ran, deciding=deciding)
        except RuleError:
            refused.note(move, len(ran))
            continue
        yield move, new


class _Tries:
    """Moves of one faction tried on copies of `g`, by their beginnings. The commands of a move
    run one after the other, so the state after a beginning several moves share is made once for
    all of them, and a beginning refused refuses every move that starts with it."""

    __slots__ = ("g", "name", "deciding", "acting", "shared", "after", "refused", "ctx")

    def __init__(self, g: GameState, f: Faction, moves: Iterable[Move]) -> None:
        self.g = g
        self.name = f.name
        self.deciding = to_decide(g)
        # Whether the faction whose turn it is acts, which may give any commands (check_may_act).
        self.acting = f.seat in self.deciding and g.active == f.name
        counts = Counter(move[:n] for move in moves for n in range(1, len(move)))
        self.shared = {beginning for beginning, n in counts.items() if n > 1}
        self.after: dict[Move, GameState] = {}  # the state after each shared beginning played
        self.refused = _Refused()
        self.ctx = Ctx(g)  # one context for every try (without events: of no use)

    def accepts(self, move: Move) -> bool:
        """Whether `play` accepts `move` on a copy of `g`."""
        g = self.g
        if self.refused.cut(move):
            return False
        if not self.acting:
            try:
                check_may_act(g, g.factions[self.name], move, self.deciding)
            except RuleError:
                self.refused.note(move, 0)
                return False
        done = next((n for n in range(len(move) - 1, 0, -1) if move[:n] in self.after), 0)
        new = (self.after[move[:done]] if done else g).copy()
        ctx = self.ctx
        ctx.g = new
        f = new.factions[self.name]
        try:
            for n in range(done, len(move)):
                if n and move[:n] in self.shared and move[:n] not in self.after:
                    self.after[move[:n]] = new.copy()
                try:
                    give(ctx, f, move[n])
                except RuleError:
                    self.refused.note(move, n)
                    raise
            close_try(ctx, f)
        except RuleError:
            return False
        return True


class _Refused:
    """The beginnings of moves known to be refused. Before its commands run, a move is checked as
    a whole by the kinds of command in it (resigning, free actions: check_may_act), so a
    beginning is refused alike only within one such kind."""

    __slots__ = ("beginnings",)

    def __init__(self) -> None:
        self.beginnings: set[tuple[tuple[bool, bool], Move]] = set()

    def cut(self, move: Move) -> bool:
        """Whether `move` begins like a move refused at a command."""
        if not self.beginnings:
            return False
        kind = _kind(move)
        return any((kind, move[:n]) in self.beginnings for n in range(1, len(move) + 1))

    def note(self, move: Move, ran: int) -> None:
        """`move` was refused after running `ran` of its commands."""
        if ran < len(move):  # refused at a command (or before any), not at the move's end
            self.beginnings.add((_kind(move), move[: ran + 1]))


def _kind(move: Move) -> tuple[bool, bool]:
    """What check_may_act looks at in a move: whether it only resigns, whether it has free actions."""
    return all(isinstance(c, DropFaction) for c in move), any(isinstance(c, OWN_TURN_ONLY) for c in move)


# How candidates are made.


class _Looking(Ctx):
    """The context candidates are made in: what a faction reaches, owns and may bridge is found
    once (several actions dig on the same hexes, upgrade the same buildings)."""

    __slots__ = ("prune", "buildable", "transformable", "by_boat", "own", "bridgeable", "closed")

    def __init__(self, g: GameState, prune: bool = True) -> None:
        super().__init__(g)
        self.prune = prune  # leave out what the engine certainly refuses (see _closed_actions)
        self.buildable: dict[tuple[str, bool], list[str]] = {}
        self.transformable: dict[str, list[tuple[str, int]]] = {}  # faction -> (hex, spades to home)
        self.by_boat: dict[tuple[str, str], bool] = {}
        self.own: dict[str, dict[str, list[str]]] = {}  # faction -> building type -> hexes
        self.bridgeable: dict[str, list[Bridge]] = {}  # faction -> the bridges open to it
        self.closed: set[str] = set()  # the actions of the faction's turn refused for certain


def candidate_moves(g: GameState, seat: int, prune: bool = True) -> list[Move]:
    """Plausible moves for `seat`, legal or not (a superset the engine filters). `prune`: without
    the moves the engine certainly refuses (the legal ones are the same either way)."""
    if g.finished:
        return []
    if g.phase == "select-factions":
        waiting = commands.selection_pending(g)
        if waiting is not None:
            return list(_decisions(_Looking(g, prune), waiting)) if waiting.seat == seat else []
        return [
            (ChooseFaction(name),)
            for name in sorted(FACTIONS)
            if name not in g.factions and commands.faction_available(name, g.options) and not commands.conflict(g, name)
        ]
    f = g.faction_at(seat)
    if f is None or f.dropped:
        return []
    ctx = _Looking(g, prune)
    out: list[Move] = []
    if g.phase == "initial-dwellings" and g.setup_order and g.setup_order[0][1] == "harbour":
        return [(PlaceHarbour(h),) for h in merchants.harbour_options(ctx, f)]
    if g.phase == "initial-dwellings":
        start = f.secondary or f.terrain
        return [(Build(h),) for h in sorted(ctx.board.land) if h not in g.buildings and g.terrain[h] == start]
    if g.phase == "initial-bonus":
        return [(Pass(b),) for b in economy.available_bonus_cards(ctx)]
    out += list(_decisions(ctx, f))
    if g.active == f.name:
        ctx.closed = closed = _closed_actions(ctx, f)
        out += list(_turn(ctx, f))
        if closed:  # what the generators above still made of them
            out = [m for m in out if not (isinstance(m[0], UseAction) and m[0].name in closed)]
    return list(dict.fromkeys(out))


def _decisions(ctx: _Looking, f: Faction) -> Iterator[Move]:
    g = ctx.g
    offers = [o for o in g.leech_offers if o.recipient == f.name]
    if offers:
        first = offers[0]
        yield (Leech(first.amount, first.source),)
        for o in offers:
            yield (Decline(o.amount, o.source),)
    if f.cult_blocked and economy.key_choice(f):
        # A key for one of several tracks at 9: the player picks which reaches 10.
        yield from ((Adjust(1, c),) for c in f.cult_blocked if f.cult[CULTS.index(c)] == 9)
    if f.owes("CULT"):
        steps = f.owes("CULT") if f.owes("CULTS_ON_SAME_TRACK") else 1
        for cult in CULTS:
            yield (Adjust(steps, cult),)
    if f.owes("GAIN_FAVOR"):
        for fav in FAVOR_TILES:
            if g.pool.get(fav, 0) and fav not in f.favors:
                yield (Adjust(1, fav),)
    if f.owes("GAIN_TW"):
        for tw, n in g.pool.items():
            if tw in TOWN_TILES and n:
                yield (Adjust(1, tw),)
    if f.owes("SPADE"):
        yield from ((t,) for t in _transforms(ctx, f, f.owes("SPADE"), within=True))
        if not f.disable_spade_decline or f.passed:
            yield (Adjust(-1, "SPADE"),)
    if f.owes("BRIDGE"):
        yield from _bridges(ctx, f, ())
        yield (Adjust(-1, "BRIDGE"),)  # no place left for it (the Riverwalkers' second bridge, say)
    if f.owes("FREE_TP"):
        yield from ((Upgrade(h, TRADING_HOUSE),) for h in _own(ctx, f, DWELLING))
    if f.owes("FREE_D") or f.allowed_sub.get("build"):
        yield from ((Build(h),) for h in _buildable(ctx, f, home_only=True))
    if f.owes("CONVERT_W_TO_P"):
        for n in range(1, min(f.owes("CONVERT_W_TO_P"), f.W) + 1):
            yield (Convert(n, "W", n, "P"),)
        if ctx.option("strict-darkling-sh"):
            yield (Adjust(-f.owes("CONVERT_W_TO_P"), "CONVERT_W_TO_P"),)  # as the site writes the decline
    yield from _fire_ice_decisions(ctx, f)
    yield from _merchants_decisions(ctx, f)


def _fire_ice_decisions(ctx: _Looking, f: Faction) -> Iterator[Move]:
    """Fire & Ice: a colour to pick, a terrain to unlock, cult steps a volcano costs, a power
    token on offer, a volcano transformation to use."""
    if f.owes("PICK_COLOR"):
        yield from ((PickColor(c),) for c in available_colors(ctx.g))
        if ctx.g.round:
            yield (Adjust(-1, "PICK_COLOR"),)  # keep the terrain (the Shapeshifters' change with the shipyard)
    if f.owes("UNLOCK_TERRAIN"):
        yield from ((UnlockTerrain(t),) for t in TERRAIN_WHEEL if t not in f.unlocked)
        yield (UnlockTerrain(GAIN_PRIEST),)
    if f.owes("LOSE_CULT"):
        yield from (
            (Adjust(-f.owes("LOSE_CULT"), cult),) for i, cult in enumerate(CULTS) if f.cult[i] >= f.owes("LOSE_CULT")
        )
    if f.owes("GAIN_P3_FOR_VP"):
        yield (GainFor("P3", "VP"),)
        yield (Adjust(-1, "GAIN_P3_FOR_VP"),)
    if f.owes("VOLCANO_TF"):
        yield from ((Transform(h, VOLCANO),) for h in _transformable(ctx, f))


def available_colors(g: GameState) -> list[str]:
    """The colours a faction may pick now (none another faction plays, nor one an ice or volcano
    faction picked, during setup)."""
    taken = {x.terrain for x in g.factions.values()}
    if g.round == 0:
        taken |= {x.secondary for x in g.factions.values() if x.secondary}
    return [c for c in TERRAIN_WHEEL if c not in taken]


def _merchants_decisions(ctx: _Looking, f: Faction) -> Iterator[Move]:
    """Merchants of the Seas: trades to resolve, boats to place or move, NF1's choice."""
    for h in f.trading:
        for choice in merchants.trade_choices(ctx, f, h):
            yield (Trade(h, choice),)
    if f.owes("SY_BOAT") or f.owes("BOAT") or f.owes("MAY_BOAT"):
        for site in boats.sites(ctx, f, only_shipyard=bool(f.owes("SY_BOAT"))):
            yield (PlaceBoat(site),)
        if f.owes("MAY_BOAT") and not (f.owes("SY_BOAT") or f.owes("BOAT")):
            yield (Adjust(-1, "MAY_BOAT"),)
    if f.owes("NF1"):
        yield (Choose("SHIP"),)
        for cult in CULTS:
            yield (Choose("STEP", cult),)
            yield (Choose("PRIEST", cult),)
    if f.sailing:
        yield from _sails(ctx, f, merchants.unmoved_starts(f), ())
    if f.allowed_sub.get("build") or f.owes("SANDSTORM_BY_BOAT"):
        yield from _boat_builds(ctx, f, ())


def _boat_builds(ctx: _Looking, f: Faction, before: Move, home: bool = True) -> Iterator[Move]:
    """Dwellings paid by returning a boat (naming the boat when several could go), after the
    commands `before`."""
    if not _dwelling_left(ctx, f):
        return
    for h in _buildable(ctx, f, home_only=home):
        if f.builds_on(ctx.g.terrain[h]) != home or not _boat_reach(ctx, f, h):
            continue
        yield from _by_boat(ctx, f, h, before)


def _by_boat(ctx: _Looking, f: Faction, h: str, before: Move) -> Iterator[Move]:
    yield (*before, Build(h, boat=True))
    rivers = [] if boats.has_merchants(f) else merchants.boat_rivers(ctx, f, h)
    if len(rivers) > 1:
        yield from ((*before, Build(h, boat=True, river=r)) for r in rivers)


def _action_name(before: Move) -> str | None:
    """The action a move begins with (`action ACT6. ...`), if it begins with one."""
    first = before[0] if before else None
    return first.name if isinstance(first, UseAction) else None


def _boat_spade_builds(ctx: _Looking, f: Faction, before: Move, free_spades: int) -> Iterator[Move]:
    """Transform and build next to a boat, the dwelling paid by the boat (BUILD-1, BUILD-3)."""
    name = _action_name(before)
    if name is not None and (name in f.spec.no_subactions or name in ctx.closed):
        return
    if not _dwelling_left(ctx, f):
        return
    volcano = f.terrain == VOLCANO
    may_dig: dict[int, bool] = {}
    for h, to_home in _to_transform(ctx, f):
        if not _boat_reach(ctx, f, h):
            continue
        dig = 1 if volcano else max(0, to_home - free_spades)
        ok = may_dig.get(dig)
        if ok is None:
            ok = may_dig[dig] = _may_dig(ctx, f, dig)
        if not ok:
            continue
        yield from _by_boat(ctx, f, h, (*before, Dig(dig)) if dig else before)


def _sails(ctx: _Looking, f: Faction, starts: list[str], before: Move) -> Iterator[Move]:
    for start in starts:
        for path in merchants.destinations(ctx, f, start).values():
            yield (*before, Sail(path))


def _own(ctx: _Looking, f: Faction, btype: str) -> list[str]:
    found = ctx.own.get(f.name)
    if found is None:
        found = {}
        name = f.name
        for h, (owner, t) in sorted(ctx.g.buildings.items()):
            if owner == name:
                found.setdefault(t, []).append(h)
        ctx.own[name] = found
    return found.get(btype, [])


def _buildable(ctx: _Looking, f: Faction, home_only: bool) -> list[str]:
    """The empty land hexes in reach (on the faction's own terrains, with `home_only`), in order."""
    found = ctx.buildable.get((f.name, home_only))
    if found is None:
        if home_only:
            terrain = ctx.g.terrain
            found = [h for h in _buildable(ctx, f, home_only=False) if f.builds_on(terrain[h])]
        else:
            found = _find_buildable(ctx, f)
        ctx.buildable[f.name, home_only] = found
    return found


def _find_buildable(ctx: _Looking, f: Faction) -> list[str]:
    buildings = ctx.g.buildings
    near = None if f.owes("TELEPORT_NO_TF") else reach.reached(ctx, f)
    if near is None:
        return [h for h in ctx.board.land_in_order if h not in buildings]
    return sorted(h for h in near if h not in buildings)


def _transformable(ctx: _Looking, f: Faction) -> list[str]:
    """Empty hexes in reach that aren't the faction's terrain (nor ice or volcano: those stay)."""
    return [h for h, _ in _to_transform(ctx, f)]


def _to_transform(ctx: _Looking, f: Faction) -> list[tuple[str, int]]:
    """The transformable hexes, each with the spades turning it into the faction's terrain."""
    found = ctx.transformable.get(f.name)
    if found is None:
        terrain = ctx.g.terrain
        to_home: dict[str, int] = {}  # a terrain -> spades to home, found once a terrain
        found = []
        for h in _buildable(ctx, f, home_only=False):
            t = terrain[h]
            spades = to_home.get(t)
            if spades is None:
                if f.builds_on(t) or t not in WHEEL_INDEX:
                    continue
                spades = to_home[t] = reach.spades_needed(f, t, f.terrain)
            found.append((h, spades))
        ctx.transformable[f.name] = found
    return found


def _boat_reach(ctx: _Looking, f: Faction, h: str) -> bool:
    found = ctx.by_boat.get((f.name, h))
    if found is None:
        found = merchants.boat_reach(ctx, f, h)
        ctx.by_boat[f.name, h] = found
    return found


def _transforms(ctx: _Looking, f: Faction, spades: int, within: bool = False) -> Iterator[Transform]:
    """Transformations of the hexes in reach: home first, then any other terrain `spades` reach.
    `within`: the faction's spades are `spades` already, so a home it can't reach with them is
    left out (transform refuses a cost above the spades held: tm-transform-spades)."""
    skip_far_home = ctx.prune and within and not f.owes("FREE_TF") and f.terrain != VOLCANO
    terrain = ctx.g.terrain
    others: dict[str, list[str]] = {}  # a terrain -> the other terrains `spades` turn it into
    for h, to_home in _to_transform(ctx, f):
        current = terrain[h]
        if not (skip_far_home and to_home > spades):
            yield Transform(h, f.terrain)
        targets = others.get(current)
        if targets is None:
            targets = others[current] = [
                t
                for t in TERRAIN_WHEEL
                if t not in (current, f.terrain) and reach.spades_needed(f, current, t) <= spades
            ]
        for t in targets:
            yield Transform(h, t)


def _bridges(ctx: _Looking, f: Faction, before: Move) -> Iterator[Move]:
    found = ctx.bridgeable.get(f.name)
    if found is None:
        g, b = ctx.g, ctx.board
        own = sorted(h for h, (owner, _) in g.buildings.items() if owner == f.name)
        existing = {frozenset((x, y)) for x, y, _ in g.bridges}
        found = [
            Bridge(a, other)
            for a in own
            for other in sorted(b.bridgeable.get(a, ()))
            if not existing or frozenset((a, other)) not in existing
        ]
        ctx.bridgeable[f.name] = found
    return ((*before, bridge) for bridge in found)


def _spade_builds(ctx: _Looking, f: Faction, before: Move, free_spades: int) -> Iterator[Move]:
    """Build on a hex that needs transforming, digging what the action `before` doesn't give (the
    volcano factions dig once for any hex, their spade actions transform nothing)."""
    name = _action_name(before)
    if name is not None and (name in f.spec.no_subactions or name in ctx.closed):
        return
    volcano = f.terrain == VOLCANO
    may_dig = _may_dig(ctx, f)
    may_build: dict[int, bool] = {}  # spades dug -> whether the dwelling may follow
    for h, to_home in _to_transform(ctx, f):
        dig = 1 if volcano else max(0, to_home - free_spades)
        ok = may_build.get(dig)
        if ok is None:
            ok = may_build[dig] = _may_build(ctx, f, dig)
        if ok:
            yield (*before, Dig(dig), Build(h)) if dig else (*before, Build(h))
        if not free_spades and may_dig:
            yield (*before, Dig(1), Transform(h))


def _turn(ctx: _Looking, f: Faction) -> Iterator[Move]:  # noqa: C901 - one kind of turn a block
    g = ctx.g
    spec = f.spec
    if _may_build(ctx, f, 0):
        yield from ((Build(h),) for h in _buildable(ctx, f, home_only=True))
    if spec.digging is not None:
        yield from _spade_builds(ctx, f, (), 0)
    for btype, old in UPGRADES_FROM.items():
        if btype in f.levels and f.levels[btype] < BUILDING_LIMITS[btype] and _may_upgrade(ctx, f, btype):
            yield from ((Upgrade(h, btype),) for h in _own(ctx, f, old))
    if f.P:
        yield from ((SendPriest(cult),) for cult in CULTS)
    for name in ("ACT2", "ACT3", "ACT4"):
        yield (UseAction(name),)
    yield from _bridges(ctx, f, (UseAction("ACT1"),))
    for name, spades in (("ACT5", 1), ("ACT6", 2)):
        action = UseAction(name)
        if name in spec.no_subactions:
            yield (action,)  # a power token or a cult step instead of spades
            continue
        yield from _spade_builds(ctx, f, (action,), spades)
        yield (action, next(_transforms(ctx, f, spades), Done()))
    if f.bonus == "BON1":
        yield from _spade_builds(ctx, f, (UseAction("BON1"),), 1)
        if "BON1" in spec.no_subactions:
            yield (UseAction("BON1"),)
    for name in ("BON2", "FAV6"):
        if f.bonus == name or name in f.favors:
            yield from ((UseAction(name), Adjust(1, cult)) for cult in CULTS)
    for name in f.special:
        action = UseAction(name)
        if name == "ACTA":
            yield from ((action, Adjust(2, cult)) for cult in CULTS)
        elif name == "ACTE":
            yield from _bridges(ctx, f, (action,))
        elif name == "ACTG":
            yield from _spade_builds(ctx, f, (action,), 2)
        elif name == "ACTN":
            for h in _buildable(ctx, f, home_only=False):
                if g.terrain[h] != f.terrain:
                    yield (action, Build(h))
        elif name == "ACTS":
            yield from ((action, Upgrade(h, TRADING_HOUSE)) for h in _own(ctx, f, DWELLING))
        elif name == "ACTW":
            yield from (
                (action, Build(h)) for h in sorted(ctx.board.land) if h not in g.buildings and g.terrain[h] == f.terrain
            )
        elif name == "ACTC":
            yield (action,)
        elif name.startswith("ACTH"):  # the Shapeshifters' new home terrain
            yield from ((action, PickColor(c)) for c in available_colors(g))
    if boats.on(ctx):
        yield from _merchants_turn(ctx, f)
    if f.name == "mermaids":
        rivers = {r for h in f.locations for r in ctx.board.adjacent[h] if r not in ctx.board.land}
        yield from ((Connect(r),) for r in sorted(rivers) if r not in g.river_towns)
    if _may_advance(ctx, f, "ship"):
        yield (Advance("ship"),)
    if _may_advance(ctx, f, "dig"):
        yield (Advance("dig"),)
    if g.round == 6:
        yield (Pass(),)
    else:
        yield from ((Pass(b),) for b in economy.available_bonus_cards(ctx))
    yield from ((c,) for c in _conversions(f))


def _merchants_turn(ctx: _Looking, f: Faction) -> Iterator[Move]:
    for name in ("ACT7", "ACT8", "ACT9", *f.special, f.bonus or ""):
        if name in ("ACT8", "ACT9", "ACTPB", "BON11"):
            yield (UseAction(name),)
        elif name in ("ACT7", "ACTMB", "BON13"):
            # The move action and the moves are one turn; more boats may follow (`. sail ...`).
            yield from _sails(ctx, f, sorted(set(f.boats)), (UseAction(name),))
    yield from _boat_builds(ctx, f, ())
    if not f.boats:
        return
    if f.spec.digging is not None:
        yield from _boat_spade_builds(ctx, f, (), 0)
    for name, spades in (("ACT5", 1), ("ACT6", 2)):
        yield from _boat_spade_builds(ctx, f, (UseAction(name),), spades)
    if f.bonus == "BON1":
        yield from _boat_spade_builds(ctx, f, (UseAction("BON1"),), 1)
    if "ACTG" in f.special:
        yield from _boat_spade_builds(ctx, f, (UseAction("ACTG"),), 2)
    if "ACTN" in f.special:
        yield from _boat_builds(ctx, f, (UseAction("ACTN"),), home=False)


def _conversions(f: Faction) -> Iterator[Burn | Convert]:
    for n in range(1, f.P2 // 2 + 1):
        yield Burn(n)
    for n in range(1, f.P3 + 1):
        yield Convert(n, "PW", n, "C")
    if f.P3 >= 3:
        yield Convert(3, "PW", 1, "W")
    if f.P3 >= 5:
        yield Convert(5, "PW", 1, "P")
    if f.P:
        yield Convert(1, "P", 1, "W")
        yield Convert(1, "P", 1, "C")
    if f.W:
        yield Convert(1, "W", 1, "C")
    rate = f.spec.exchange.get(("C", "VP"))
    if rate:
        yield Convert(rate, "C", 1, "VP")
    if f.spec.exchange.get(("VP", "C")):
        yield Convert(1, "VP", 1, "C")


# What the engine certainly refuses, known before trying (`prune`): only conditions the engine
# checks before anything in the turn could change them, so that no legal turn is left out. A test
# asks for the candidates without pruning and checks that the legal actions are the same.

# A faction's resources that `economy.pay` refuses to take below zero, as they stand.
_HAVE: dict[str, Callable[[Faction], int]] = {
    "C": attrgetter("C"),
    "W": attrgetter("W"),
    "P": attrgetter("P"),
    "VP": attrgetter("VP"),
    "PW": attrgetter("P3"),  # power is spent from bowl III
}


def _short(f: Faction, cost: Mapping[str, int]) -> bool:
    """Whether `economy.pay` certainly refuses `cost` now (other resources: left to the engine)."""
    return any(res in _HAVE and _HAVE[res](f) < amount for res, amount in cost.items())


def _closed_actions(ctx: _Looking, f: Faction) -> set[str]:
    """The actions (power actions, the faction's own, its bonus card's and favors') that
    `commands.use_action` refuses before changing anything: taken this round (not reusable, and
    not the Yetis', whose stronghold may take power actions again), placing a boat with none in
    the supply, or their cost not in hand."""
    if not ctx.prune:
        return set()
    g, spec = ctx.g, f.spec
    names = [f"ACT{i}" for i in range(1, 10)] + [*f.special, *f.favors, f.bonus or ""]
    closed = set()
    for name in names:
        space = ACTIONS.get(name)
        if space is None:
            continue
        power_action = name in commands.POWER_ACTIONS
        key = name if power_action else f"{name}/{f.name}"
        cost = space.cost
        if power_action and spec.power_action_discount and "PW" in cost:
            cost = {**cost, "PW": cost["PW"] - spec.power_action_discount}
        taken = key in g.used_actions and not space.reusable and not f.REUSE_POWER_ACTIONS
        no_boat = name in PLACE_ACTIONS and boats.room(f) < 1
        if taken or no_boat or _short(f, cost):
            closed.add(name)
    return closed


def _dwelling_left(ctx: _Looking, f: Faction) -> bool:
    """Whether a dwelling is left to build (economy.add_building refuses one more, free or not)."""
    return not ctx.prune or f.levels[DWELLING] < BUILDING_LIMITS[DWELLING]


def _may_build(ctx: _Looking, f: Faction, spades: int) -> bool:
    """Whether a turn digging `spades` and building a dwelling (paid: no free dwelling owed, not
    by boat) may be legal: a dwelling is left, and the spades and the dwelling can be paid. Until
    the dwelling is paid, such a turn gains no coins, workers nor priests (points, power, spades
    and cult steps only: towns come with buildings), so what is in hand now must do."""
    if not ctx.prune:
        return True
    if not _dwelling_left(ctx, f):
        return False
    if f.owes("FREE_D") or not ctx.g.round:
        return True
    cost = dict(f.spec.buildings[DWELLING].cost)
    digging = f.spec.digging
    if spades and digging is not None:
        for res, amount in digging.spade_cost[f.dig].items():
            cost[res] = cost.get(res, 0) + amount * spades
    return not _short(f, cost)


def _may_dig(ctx: _Looking, f: Faction, spades: int = 1) -> bool:
    """Whether `commands.dig` may pay `spades` (it gains only points, power or spades before)."""
    if not ctx.prune:
        return True
    digging = f.spec.digging
    if digging is None:
        return True
    return not _short(f, {res: amount * spades for res, amount in digging.spade_cost[f.dig].items()})


def _may_upgrade(ctx: _Looking, f: Faction, btype: str) -> bool:
    """Whether upgrading to `btype` may be paid: `economy.add_building` pays the building's cost
    before anything is gained (a free trading house owed aside; shipyards are merchants.py's)."""
    if not ctx.prune:
        return True
    if btype == SHIPYARD or (btype == TRADING_HOUSE and f.owes("FREE_TP")) or btype not in f.spec.buildings:
        return True
    return not _short(f, f.spec.buildings[btype].cost)


def _may_advance(ctx: _Looking, f: Faction, track: str) -> bool:
    """Whether `economy.advance_track` may take a step: the faction has the track, isn't at its
    end, and has its cost in hand."""
    if not ctx.prune:
        return True
    steps = f.spec.shipping if track == "ship" else f.spec.digging
    if steps is None or steps.max == 0:
        return False
    level = f.ship if track == "ship" else f.dig
    return level < steps.max and not _short(f, steps.cost)
