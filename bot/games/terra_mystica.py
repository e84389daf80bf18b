"""Terra Mystica for the host: lobby options, the faction as a seat preference, decisions, the
/tm shortcuts, words and images from the public view, import and export of recorded games.

Terra Mystica has no hidden information: every seat's view is the whole state (as JSON), which
this adapter reads back into a GameState to tell and draw it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from locales import say
from rules.core import RuleError
from rules.terra_mystica.actions import (
    Adjust,
    Advance,
    Build,
    Burn,
    Choose,
    ChooseFaction,
    Command,
    Convert,
    Decline,
    Dig,
    DropFaction,
    GainFor,
    Leech,
    Move,
    Pass,
    PickColor,
    PlaceBoat,
    PlaceHarbour,
    SendPriest,
    Trade,
    Transform,
    UnlockTerrain,
    Upgrade,
    UseAction,
)
from rules.terra_mystica.board import BOARD_IDS
from rules.terra_mystica.commands import faction_available, selection_pending
from rules.terra_mystica.data.factions import FACTIONS, FIRE_ICE_OPTION
from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.data.tiles import BONUS_CARDS, CULTS, FAVOR_TILES, FINAL_TILES, TOWN_TILES
from rules.terra_mystica.engine import (
    DEFAULT_OPTIONS,
    FIRE_AND_ICE_PUBLISHED,
    NEW_GAME_OPTIONS,
    TerraMysticaEngine,
    to_decide,
)
from rules.terra_mystica.engine import game_options as rule_options
from rules.terra_mystica.ledger import SITE_MAP_IDS, LedgerError, parse_record
from rules.terra_mystica.replay import replay_record
from rules.terra_mystica.state import GameState

from ..i18n.terra_mystica import (
    action_label,
    describe_turn,
    faction_name,
    faction_status,
    ledger_changes,
    suggest_turn,
    summary,
    terrain_name,
    tile_card,
    tile_names,
    tile_summary,
)
from ..suggest import best_matches
from . import BaseAdapter, Decision, ImportedGame, Option, Setting, Shortcut, View

MAX_CHOICES = 25
WORDS_KEPT = 8192  # actions' words kept, of both languages (a few hundred bytes each)
FIRE_AND_ICE_FINAL = "fire-and-ice-final-scoring"


# What the shortcuts and decisions read of a legal move: its commands, as the engine parses them
# (the same texts come back from keystroke to keystroke).
_ENGINE = TerraMysticaEngine()


@lru_cache(maxsize=WORDS_KEPT)
def _move(text: str) -> Move:
    return _ENGINE.parse(text)


def _build_of(text: str) -> tuple[str, int] | None:
    """A dwelling paid on a hex, digging first or not (`dig 1. build E5`): (hex, spades dug)."""
    match _move(text):
        case (Build(h, boat=False),):
            return h, 0
        case (Dig(spades), Build(h, boat=False)):
            return h, spades
    return None


def _upgrade_of(text: str) -> tuple[str, str] | None:
    """An upgrade alone (`upgrade E5 to TP`): (hex, building)."""
    match _move(text):
        case (Upgrade(h, building),):
            return h, building
    return None


def _transform_of(text: str) -> Transform | None:
    """A transformation, digging first or not (`dig 1. transform E5 to yellow`)."""
    match _move(text):
        case (Transform() as transform,) | (Dig(), Transform() as transform):
            return transform
    return None


def _exchange(text: str) -> bool:
    """The Darklings' stronghold exchange: workers to priests one for one (`convert 2W to 2P`),
    or declining it (`-3CONVERT_W_TO_P`)."""
    match _move(text):
        case (Convert(n, "W", m, "P"),):
            return n == m
        case (Adjust(resource="CONVERT_W_TO_P"),):
            return True
    return False


# The questions a seat answers besides playing its turn, in the order they are asked: (kind,
# offered as a menu rather than buttons). `_question` tells which one a legal move answers.
DECISION_KINDS: tuple[tuple[str, bool], ...] = (
    ("power", False),
    ("favor", True),
    ("town", True),
    ("cult", False),
    ("spade", False),
    # Merchants of the Seas
    ("trade", True),
    ("boat", True),
    ("nf1", True),
    ("harbour", True),
    # Fire & Ice
    ("color", True),
    ("unlock", True),
    ("token", False),
    ("volcano", False),
)


def _question(text: str) -> str | None:  # noqa: C901 - one case a kind of question
    """The kind of question (DECISION_KINDS) a legal move answers by its first command; None for
    the moves of a turn."""
    match _move(text)[0]:
        case Leech() | Decline():
            return "power"
        case Adjust(delta, res) if delta > 0 and res in FAVOR_TILES:
            return "favor"
        case Adjust(delta, res) if delta > 0 and res in TOWN_TILES:
            return "town"
        case Adjust(delta, res) if delta > 0 and res in CULTS:
            return "cult"
        case Adjust(delta, "SPADE") if delta < 0:
            return "spade"
        case Trade():
            return "trade"
        case PlaceBoat() | Adjust(resource="MAY_BOAT"):
            return "boat"
        case Choose():
            return "nf1"
        case PlaceHarbour():
            return "harbour"
        case PickColor() | Adjust(resource="PICK_COLOR"):
            return "color"
        case UnlockTerrain():
            return "unlock"
        case GainFor() | Adjust(resource="GAIN_P3_FOR_VP"):
            return "token"
        case Adjust(delta, res) if delta < 0 and res in CULTS:
            return "volcano"  # the Acolytes' cult steps for a volcano (`-3FIRE`)
    return None


def _tile(text: str) -> str | None:
    """The tile or card a move takes, passes for or uses last (`+FAV11`, `pass BON3`, `action BON1`)."""
    try:
        last = _move(text)[-1]
    except RuleError:
        return None
    match last:
        case Adjust(delta, name) if delta > 0:
            pass
        case Pass(bonus=str() as name) | UseAction(name):
            pass
        case _:
            return None
    return name if name in FAVOR_TILES or name in TOWN_TILES or name in BONUS_CARDS else None


def _notation(*commands: Command) -> str:
    return _ENGINE.notation(commands)


def state_of(view: View) -> GameState:
    """The state a view shows (all of it: Terra Mystica hides nothing)."""
    return GameState.from_json(dict(view))


def move_label(action: str, locale: str) -> str:
    """An autocomplete entry: the notation, and what it does in words."""
    words = describe_turn(action, locale)
    label = f"{action} — {words}" if words != action else action
    return label if len(label) <= 100 else action[:100]


# Completers: the options of the shortcuts, from the typing player's legal actions.


def _factions(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
    return [(f"{faction_name(n, locale)} ({n})", n) for n in best_matches(sorted(FACTIONS), typed)]


def _build_hexes(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
    labels: dict[str, str] = {}
    for a in legal:
        built = _build_of(a)
        if built and built[0] not in labels:
            h, dig = built
            labels[h] = f"{h} (dig {dig})" if dig else h
    return [(labels[h], h) for h in best_matches(list(labels), typed)]


def _upgrade_hexes(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
    wanted = given.get("building")
    targets: dict[str, list[str]] = {}
    for a in legal:
        upgrade = _upgrade_of(a)
        if upgrade and (not wanted or upgrade[1] == wanted):
            targets.setdefault(upgrade[0], []).append(upgrade[1])
    return [(f"{h} → {'/'.join(targets[h])}", h) for h in best_matches(list(targets), typed)]


def _transform_hexes(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
    hexes = list(dict.fromkeys(t.hex for a in legal if (t := _transform_of(a))))
    return [(h, h) for h in best_matches(hexes, typed)]


def _terrains(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
    wanted = str(given.get("hex") or "").upper()
    found = [t.terrain for a in legal if (t := _transform_of(a)) and t.terrain and (not wanted or t.hex == wanted)]
    return [(f"{t} — {terrain_name(t, locale)}", t) for t in best_matches(list(dict.fromkeys(found)), typed)]


def _actions(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
    actions = [a for a in legal if isinstance(_move(a)[0], UseAction)]
    typed = typed if typed.lower().startswith("action") else f"action {typed}".strip()
    return [(move_label(a, locale), a) for a in best_matches(actions, typed)]


def _conversions(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
    options = [a[len("convert ") :] for a in legal if isinstance(_move(a)[0], Convert)]
    return [(f"{o} — {describe_turn('convert ' + o, locale)}", o) for o in best_matches(options, typed)]


def _bonus_cards(legal: Sequence[str], typed: str, given: Mapping[str, Any], locale: str) -> list[tuple[str, str]]:
    cards = [move[0].bonus for a in legal if len(move := _move(a)) == 1 and isinstance(move[0], Pass) and move[0].bonus]
    return [(f"{c}: {tile_summary(c, locale)}", c) for c in best_matches(cards, typed)]


# Shortcuts: the move each makes of its options.


def _build(given: Mapping[str, Any], legal: Sequence[str]) -> str:
    wanted = str(given["hex"]).strip().upper()
    found = [a for a in legal if (built := _build_of(a)) and built[0] == wanted]
    return found[0] if found else _notation(Build(wanted))


def _transform(given: Mapping[str, Any], legal: Sequence[str]) -> str:
    wanted, terrain = str(given["hex"]).strip().upper(), given.get("terrain")
    for a in legal:
        t = _transform_of(a)
        if t and t.hex == wanted and terrain in (None, t.terrain):
            return a
    return _notation(Transform(wanted, terrain or None))


def _prefixed(word: str, value: str) -> str:
    text = value.strip()
    return text if text.lower().startswith(word) else f"{word} {text}"


SHORTCUTS: tuple[Shortcut, ...] = (
    Shortcut("build", (Option("hex", required=True, complete=_build_hexes),), _build),
    Shortcut(
        "upgrade",
        (
            Option("hex", required=True, complete=_upgrade_hexes),
            Option("building", required=True, choices=("TP", "TE", "SH", "SA", "SY")),
        ),
        lambda given, legal: _notation(Upgrade(str(given["hex"]).strip().upper(), given["building"])),
    ),
    Shortcut(
        "transform",
        (Option("hex", required=True, complete=_transform_hexes), Option("terrain", complete=_terrains)),
        _transform,
    ),
    Shortcut(
        "send",
        (Option("cult", required=True, choices=CULTS), Option("steps", kind=int, min_value=1, max_value=3)),
        lambda given, legal: _notation(SendPriest(given["cult"], given.get("steps") or None)),
    ),
    Shortcut(
        "action",
        (Option("name", required=True, complete=_actions),),
        lambda given, legal: _prefixed("action", str(given["name"])),
    ),
    Shortcut(
        "convert",
        (Option("what", required=True, complete=_conversions),),
        lambda given, legal: _prefixed("convert", str(given["what"])),
    ),
    Shortcut(
        "burn",
        (Option("amount", kind=int, required=True, min_value=1, max_value=12),),
        lambda given, legal: _notation(Burn(given["amount"])),
    ),
    Shortcut(
        "pass",
        (Option("bonus", complete=_bonus_cards),),
        lambda given, legal: _notation(Pass(str(given["bonus"]).strip().upper() if given.get("bonus") else None)),
    ),
    Shortcut(
        "advance",
        (Option("track", required=True, choices=("ship", "dig")),),
        lambda given, legal: _notation(Advance(given["track"])),
    ),
)


class TerraMysticaAdapter(BaseAdapter[GameState]):
    name = "terra_mystica"
    prefix = "tm"
    title = "Terra Mystica"
    min_seats = 2
    max_seats = 5
    example_move = "build E5"
    lobby: tuple[Option, ...] = (
        Option("board", choices=BOARD_IDS, default="base"),
        Option("options"),
        Option("final_tile", choices=tuple(FINAL_TILES)),
        Option("merchants", kind=bool, default=False),
        Option("fire_ice", kind=bool, default=False),
    )
    preference: Option | None = Option("faction", complete=_factions)
    settings: tuple[Setting, ...] = (
        Setting("auto_leech_one", "accept_one_power"),
        Setting("auto_decline_costly", "decline_costly_power"),
    )
    shortcuts: tuple[Shortcut, ...] = SHORTCUTS
    resign_action = "drop-faction"

    view_is_json = True  # every seat sees the whole table: engine.view is the state's JSON (ViewMemo)

    def __init__(self) -> None:
        self._engine = TerraMysticaEngine()

    @property
    def engine(self) -> TerraMysticaEngine:
        return self._engine

    # The lobby

    def game_options(self, answers: Mapping[str, Any]) -> dict[str, Any]:
        """Rule options '+x, -y, z' change the usual ones (x and z added, y removed); `option`, a
        list from the command line, replaces them. Merchants of the Seas, or its trade-marker
        final tile, adds the expansion; another final tile adds Fire & Ice's final scoring;
        fire_ice adds Fire & Ice's factions."""
        chosen = list(answers.get("option") or NEW_GAME_OPTIONS)
        for word in str(answers.get("options") or "").replace(",", " ").split():
            name = word.lstrip("+-").lower()
            if word.startswith("-"):
                chosen = [o for o in chosen if o != name]
            elif name not in chosen:
                chosen.append(name)
        final_tile = answers.get("final_tile")
        if (answers.get("merchants") or final_tile == "trade-markers") and MERCHANTS not in chosen:
            chosen.append(MERCHANTS)
        if final_tile and final_tile != "trade-markers" and FIRE_AND_ICE_FINAL not in chosen:
            chosen.append(FIRE_AND_ICE_FINAL)
        if answers.get("fire_ice"):
            # The site's own sets, named one by one so an exported game replays there.
            chosen += [o for o in FIRE_AND_ICE_PUBLISHED if o not in chosen]
        options: dict[str, Any] = {"board": answers.get("board") or "base", "options": chosen}
        if final_tile:
            options["final_tile"] = final_tile
        return options

    def describe_options(self, options: Mapping[str, Any], locale: str) -> str:
        board = str(options.get("board", "base"))
        name = say(locale, f"cmd-tm-new-board-{board}") if board in BOARD_IDS else board
        merchants = MERCHANTS in options.get("options", ())
        return say(locale, "tm-lobby-options", board=name, merchants=str(merchants).lower())

    def preference_choices(self) -> list[str]:
        return sorted(FACTIONS)

    def preference_conflict(self, taken: Sequence[str], wanted: str, options: Mapping[str, Any]) -> RuleError | None:
        """As the engine refuses a choice, before the game starts: Fire & Ice's factions only with
        their option, one faction per terrain (ice, volcano), one of the two variable factions.
        (The colours the expansion's factions pick are not known yet: the engine checks them.)"""
        if not faction_available(wanted, rule_options(options.get("options", DEFAULT_OPTIONS))):
            return RuleError("tm-fire-ice-option", faction=wanted, option=FIRE_ICE_OPTION[wanted])
        spec = FACTIONS[wanted]
        for other in taken:
            if other == wanted:
                return RuleError("tm-faction-taken", faction=wanted)
            theirs = FACTIONS[other]
            if theirs.terrain == spec.terrain and spec.terrain != "variable":
                return RuleError("tm-terrain-taken", faction=other, terrain=spec.terrain)
            if spec.board_tag and spec.board_tag == theirs.board_tag:
                return RuleError("tm-variable-taken", faction=other)
        return None

    def preferred_action(self, state: GameState, wanted: str) -> str | None:
        return _notation(ChooseFaction(wanted)) if state.phase == "select-factions" else None

    def preference_label(self, value: str, locale: str) -> str:
        return faction_name(value, locale)

    # Playing

    def standing_decision(self, state: GameState, seat: int, settings: Mapping[str, Any]) -> str | None:
        f = state.faction_at(seat)
        if f is None or f.dropped:
            return None
        offer = next((o for o in state.leech_offers if o.recipient == f.name), None)
        if offer is None:
            return None
        gain = min(offer.amount, f.power_capacity())
        if gain <= 1 and settings.get("auto_leech_one"):
            return _notation(Leech(offer.amount, offer.source))
        if gain > 1 and settings.get("auto_decline_costly"):
            return _notation(Decline(offer.amount, offer.source))
        return None

    def decisions(self, state: GameState) -> list[Decision]:
        if state.finished:
            return []
        found: list[Decision] = []
        for seat in to_decide(state):
            legal = self.legal_actions(state, seat)
            if state.phase == "select-factions" and selection_pending(state) is None:
                found.append(Decision(seat, "faction", legal, menu=True))
                continue
            if state.phase == "initial-bonus":
                found.append(Decision(seat, "bonus", legal, menu=True))
                continue
            questions = [_question(text) for text in legal]
            for kind, menu in DECISION_KINDS:
                answers = [text for text, asked in zip(legal, questions, strict=True) if asked == kind]
                if answers:
                    found.append(Decision(seat, kind, answers, menu))
            f = state.faction_at(seat)
            if f is not None and f.owes("CONVERT_W_TO_P") and f.name == state.active:
                # The Darklings' stronghold exchange: workers to priests now, or not at all.
                answers = [t for t in legal if _exchange(t)]
                found.append(Decision(seat, "exchange", answers, False))
        return found

    def resigns(self, notation: str) -> bool:
        return any(isinstance(c, DropFaction) for c in _move(notation))

    # Words

    def describe(self, text: str, locale: str) -> str:
        return _words(text, locale)

    def suggest(self, text: str, locale: str) -> str:
        return suggest_turn(text, locale)

    def legal_words(self, action: str, locale: str) -> str:
        return _words(action, locale)  # a tile's words are in the move's ('took FAV11 (+1 Earth; ...)')

    def ledger_changes(self, before: View, after: View, locale: str) -> list[str]:
        return [*self.headlines(before, after, locale), *ledger_changes(before, after, locale)]

    def tiles(self) -> list[str]:
        return tile_names()

    def tile_card(self, name: str, locale: str) -> list[str] | None:
        return tile_card(name.upper(), locale)

    def tile_image(self, name: str, locale: str) -> bytes | None:
        from rendering.terra_mystica import tile

        try:
            return tile.render(name.upper(), locale)
        except KeyError:
            return None

    def answer_label(self, action: str, locale: str) -> str:
        return _label(action, locale)

    def answer_description(self, action: str, locale: str) -> str | None:
        return _answer_description(action, locale)

    def seat_label(self, view: View, seat: int, locale: str) -> str:
        seats = view.get("seats") or []
        name = seats[seat] if seat < len(seats) else None
        return faction_name(name, locale) if name else say(locale, "host-seat", seat=seat + 1)

    def seat_term(self, view: View, seat: int) -> str | None:
        seats = view.get("seats") or []
        return seats[seat] if seat < len(seats) and seats[seat] else None

    def seat_aliases(self, view: View) -> dict[str, int]:
        names: dict[str, int] = {}
        for seat, name in enumerate(view.get("seats") or []):
            if name:
                names[name] = seat
                names[FACTIONS[name].display.lower()] = seat
        return names

    def status(self, view: View, seat: int, locale: str) -> str:
        return faction_status(state_of(view), seat, locale)

    def headlines(self, before: View | None, view: View, locale: str) -> list[str]:
        old, new = (before or {}).get("round"), view.get("round")
        if old is not None and new is not None and new > old and new > 0:
            return [say(locale, "tm-round-begins", round=new)]
        return []

    def summary(self, view: View, locale: str = "en") -> str:
        return summary(state_of(view), locale)

    def vp(self, view: View) -> dict[str, int]:
        return {name: int(f["VP"]) for name, f in (view.get("factions") or {}).items()}

    def render(self, view: View, before: View | None = None, locale: str = "en", names: Sequence[str] = ()) -> bytes:
        from rendering.terra_mystica import render

        return render(state_of(view), state_of(before) if before is not None else None, locale)

    def render_move(
        self, view: View, before: View, seat: int | None, locale: str = "en", names: Sequence[str] = ()
    ) -> bytes:
        from rendering.terra_mystica import render_move

        return render_move(state_of(view), state_of(before), seat, locale)

    # Records

    def import_record(self, text: str, name: str) -> ImportedGame:
        try:
            record = parse_record(text)
        except LedgerError as e:
            raise ValueError(str(e)) from e
        result = replay_record(record, name)
        if result.first_mismatch is not None:
            m = result.first_mismatch
            raise ValueError(f"line {m.get('row')}: {m.get('reason') or m}")
        setup = result.setup
        names = list(record.players)
        factions: list[str] = setup["factions"]
        if len(names) != len(factions):
            names = [FACTIONS[f].display for f in factions]
        return ImportedGame(
            options=setup["options"],
            seats=setup["seats"],
            seed=setup["seed"],
            seat_names=names,
            moves=list(result.applied),
            final_vp=result.final_vp,
        )

    def export_log(
        self, options: dict[str, Any], seed: str, seat_names: list[str], moves: list[tuple[int, str]]
    ) -> str:
        """The game as the reference site's commands: its setup (options, map, round tiles, bonus
        cards removed, players, factions), then `faction: commands` a turn a line."""
        g = self.engine.new_game(options, len(seat_names), seed)
        lines = [f"option {o}" for o in sorted(g.options)]
        if g.board != "base":
            lines.append(f"map {SITE_MAP_IDS.get(g.board, g.board)}")
        lines.append("score " + ",".join(tile.lower() for tile in g.score_tiles))
        lines += [f"final-scoring {tile}" for tile in g.final_scoring[2:]]
        in_play = {b for b in g.pool if b.startswith("BON")}
        for card, info in BONUS_CARDS.items():
            if card not in in_play and (not info.option or info.option in g.options):
                lines.append(f"delete {card.lower()}")
        lines += [f"player {'_'.join(n.split()) or f'player{i}'}" for i, n in enumerate(seat_names, start=1)]
        faction_of: dict[int, str] = {}
        for seat, text in moves:
            if text.startswith("setup "):
                # The site reads a setup line alone: the choices typed with it (a colour, the Ice
                # Maidens' favor tile) go on the faction's own line after it.
                choice, _, rest = text.partition(". ")
                faction_of[seat] = choice.split()[1]
                lines.append(choice)
                if rest:
                    lines.append(f"{faction_of[seat]}: {rest}")
                continue
            faction = faction_of.get(seat, f"seat{seat + 1}")
            if text.strip().lower() in ("drop-faction", "resign"):
                text = f"drop-faction {faction}"  # the site drops a named faction
            lines.append(f"{faction}: {text}")
        return "\n".join(lines) + "\n"


# The words of an action depend on the action and the language alone; the same actions come back
# move after move (answers' buttons and menus, the move just played, autocomplete): kept.
@lru_cache(maxsize=WORDS_KEPT)
def _words(text: str, locale: str) -> str:
    return describe_turn(text, locale)


@lru_cache(maxsize=WORDS_KEPT)
def _label(action: str, locale: str) -> str:
    return action_label(action, locale)


@lru_cache(maxsize=WORDS_KEPT)
def _answer_description(action: str, locale: str) -> str | None:
    tile = _tile(action)
    if tile is not None:
        return tile_summary(tile, locale)[:100] or None
    try:
        move = _move(action)
    except RuleError:
        return None
    match move:
        case (ChooseFaction(name),) if name in FACTIONS:
            return terrain_name(FACTIONS[name].terrain, locale)
    return None
