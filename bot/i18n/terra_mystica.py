"""Terra Mystica in words: moves, tiles and a player's position, in the reader's language.

Moves are told from the commands the notation parses to, so every move the engine accepts can be
told; tiles are summarised from the data tables. The words themselves are in the catalogues
(locales/*/terra_mystica.ftl).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from locales import catalogue, say
from rules.core import RuleError
from rules.terra_mystica import actions as a
from rules.terra_mystica.commands import selection_pending
from rules.terra_mystica.context import Ctx
from rules.terra_mystica.data.merchants import MERCHANT_FACTIONS, TRADE_MARKERS
from rules.terra_mystica.data.merchants import OPTION as MERCHANTS
from rules.terra_mystica.data.tiles import BONUS_CARDS, CULTS, FAVOR_TILES, SCORING_TILES, TOWN_TILES
from rules.terra_mystica.engine import to_decide
from rules.terra_mystica.notation import parse_turn
from rules.terra_mystica.reach import teleport_range
from rules.terra_mystica.scoring import final_scoring
from rules.terra_mystica.state import Faction, GameState

Say = Callable[..., str]  # locales.say, or a stand-in that words a message otherwise (suggested)
# What Merchants of the Seas' tiles do beyond their gains and incomes (the rules count these).
TILE_NOTES = frozenset({"FAV13", "FAV15", "FAV16", "BON11", "BON12"})
# Gains a tile lists, in the order of its data.
_GAINS = frozenset({"C", "W", "P", "PW", "VP", "SPADE", "BOAT", "MAY_BOAT", "GAIN_SHIP", *CULTS})


def _term(locale: str, kind: str, value: str, case: str = "nom") -> str:
    return catalogue(locale).term(f"tm-{kind}-{value}", case) or value


def faction_name(name: str, locale: str) -> str:
    return _term(locale, "faction", name)


def building_name(code: str, locale: str) -> str:
    return _term(locale, "building", code)


def terrain_name(terrain: str, locale: str) -> str:
    return _term(locale, "terrain", terrain)


def cult_name(cult: str, locale: str) -> str:
    return _term(locale, "cult", cult.upper())


def gains(gain: Mapping[str, int], locale: str) -> str:
    """'+6 coins, +5 VP, key' for a tile's gain."""
    parts = []
    for code, n in gain.items():
        if code == "KEY":
            parts.append(say(locale, "tm-gain-keys", n=n))
        elif code in _GAINS:
            parts.append(say(locale, "tm-gain", n=n, resource=code))
    return ", ".join(parts)


def tile_summary(tile: str, locale: str) -> str:
    """A short description of a favor tile, town tile or bonus card."""
    base = _tile_summary(tile, locale)
    return f"{base}; {say(locale, f'tm-tile-note-{tile}')}" if tile in TILE_NOTES else base


def _tile_summary(tile: str, locale: str) -> str:
    if tile in FAVOR_TILES:
        fav = FAVOR_TILES[tile]
        parts = [gains(fav.gain, locale)]
        if fav.gain.get("TOWN_SIZE"):
            parts.append(say(locale, "tm-tile-town-power-6"))
        if fav.income:
            parts.append(say(locale, "tm-tile-income", gains=gains(fav.income, locale)))
        for b, vp in fav.build_vp.items():
            parts.append(say(locale, "tm-tile-build-vp", vp=vp, building=b))
        if fav.pass_vp:
            parts.append(_pass_vp(fav.pass_vp, locale))
        if fav.action:
            parts.append(say(locale, "tm-tile-cult-action"))
        return "; ".join(p for p in parts if p)
    if tile in TOWN_TILES:
        return gains(TOWN_TILES[tile].gain, locale)
    if tile in BONUS_CARDS:
        bon = BONUS_CARDS[tile]
        parts = [say(locale, "tm-tile-income", gains=gains(bon.income, locale))]
        if bon.action:
            parts.append(_term(locale, "action", bon.action))
        if bon.shipping:
            parts.append(say(locale, "tm-tile-shipping"))
        if bon.pass_vp:
            parts.append(_pass_vp(bon.pass_vp, locale))
        return "; ".join(parts)
    return tile


def _pass_vp(table: Mapping[str, tuple[int, ...]], locale: str) -> str:
    """'when passing, 2 VP per trading house', or by how many there are ('2/3/3/4 VP for 1-4
    trading houses')."""
    parts = []
    for what, row in table.items():
        if all(v == i * row[1] for i, v in enumerate(row)):
            parts.append(say(locale, "tm-tile-pass-each", vp=row[1], what=what))
        else:
            parts.append(say(locale, "tm-tile-pass-levels", vp="/".join(str(v) for v in row[1:]), what=what))
    return say(locale, "tm-tile-pass-vp", vp=", ".join(parts))


TILE_KINDS = (("favor", FAVOR_TILES), ("town", TOWN_TILES), ("bonus", BONUS_CARDS), ("scoring", SCORING_TILES))


def tile_names() -> list[str]:
    """Every favor tile, town tile, bonus card and round scoring tile, by kind (/tile)."""
    return [name for _, table in TILE_KINDS for name in table]


def tile_line(tile: str, locale: str) -> str:
    """What a tile does in a line: its summary, a round scoring tile's scoring and reward."""
    if tile not in SCORING_TILES:
        return tile_summary(tile, locale)
    scoring = SCORING_TILES[tile]
    what, vp = scoring.label.split(" >> ")
    head = say(locale, "tm-image-scoring", what=what.replace("/", "-"), label=what, vp=int(vp))
    if scoring.cult == "CULT_P":
        per = say(locale, "tm-image-per-priest", per=scoring.per)
    else:
        per = say(locale, "tm-image-per-cult", per=scoring.per, cult=scoring.cult)
    return say(locale, "tm-tile-scoring", scoring=head, gains=gains(scoring.reward, locale), per=per)


def tile_card(tile: str, locale: str) -> list[str] | None:
    """A tile's card for /tile: its code and kind, what it does, its VP, how many copies there are
    and the option that puts it in the game (None: no such tile)."""
    found = next(((kind, table) for kind, table in TILE_KINDS if tile in table), None)
    if found is None:
        return None
    kind, table = found
    data: Any = table[tile]
    lines = [say(locale, "tm-tile-head", tile=tile, kind=kind), tile_line(tile, locale)]
    facts = []
    copies = getattr(data, "copies", 1)
    if copies > 1:
        facts.append(say(locale, "tm-tile-copies", n=copies))
    if data.option:
        facts.append(say(locale, "tm-tile-option", option=data.option))
    if getattr(data, "without", None):
        facts.append(say(locale, "tm-tile-without", option=data.without))
    if facts:
        lines.append(" · ".join(facts))
    return lines


def describe_command(c: a.Command, locale: str, say: Say = say) -> str | None:  # noqa: C901 - one branch per command
    """What a command did ('built a dwelling on E5'); with `say=suggested`, what to do ('build a
    dwelling on E5')."""
    match c:
        case a.Build(hex=h, boat=boat, river=river):
            if boat:
                if river:
                    return say(locale, "tm-did-build-by-boat-from", hex=h, river=river)
                return say(locale, "tm-did-build-by-boat", hex=h)
            return say(locale, "tm-did-build", hex=h)
        case a.Upgrade(hex=h, building=b):
            return say(locale, "tm-did-upgrade", hex=h, building=b)
        case a.Transform(hex=h, terrain=terrain):
            if terrain is None:
                return say(locale, "tm-did-transform", hex=h)
            return say(locale, "tm-did-transform-to", hex=h, terrain=terrain)
        case a.Dig(spades=n):
            return say(locale, "tm-did-dig", spades=n)
        case a.SendPriest(cult=cult):
            return say(locale, "tm-did-send", cult=cult)
        case a.Convert(from_count=fc, from_res=fr, to_count=tc, to_res=tr):
            paid = say(locale, "tm-amount", n=fc, resource=fr)
            got = say(locale, "tm-amount", n=tc, resource=tr)
            return say(locale, "tm-did-convert", paid=paid, got=got)
        case a.Burn(count=n):
            return say(locale, "tm-did-burn", power=n)
        case a.Leech(power=n, source=source):
            if source:
                return say(locale, "tm-did-leech", power=n, faction=source)
            return say(locale, "tm-did-leech-any", power=n)
        case a.Decline(power=n, source=source):
            if source:
                return say(locale, "tm-did-decline-from", power=n or 0, faction=source)
            return say(locale, "tm-did-decline", power=n or 0)
        case a.Bridge(a=x, b=y):
            return say(locale, "tm-did-bridge", a=x, b=y)
        case a.Connect(river=r):
            return say(locale, "tm-did-connect", river=r)
        case a.UseAction(name=name):
            return say(locale, "tm-did-action", action=name)
        case a.Pass(bonus=bonus):
            if bonus:
                return say(locale, "tm-did-pass-bonus", bonus=bonus, summary=tile_summary(bonus, locale))
            return say(locale, "tm-did-pass")
        case a.Advance(track=track):
            return say(locale, "tm-did-advance", track=track)
        case a.Adjust(delta=d, resource=res):
            return _describe_adjust(d, res, locale, say)
        case a.ChooseFaction(faction=name):
            return say(locale, "tm-did-choose-faction", faction=name)
        case a.PlaceHarbour(hex=h):
            return say(locale, "tm-did-harbour", hex=h)
        case a.PlaceBoat(hex=h):
            return say(locale, "tm-did-boat", hex=h)
        case a.Sail(path=path):
            return say(locale, "tm-did-sail", route=" → ".join(path))
        case a.Trade(hex=h, choice=choice):
            if choice:
                return say(locale, "tm-did-trade-choice", hex=h, choice=choice)
            return say(locale, "tm-did-trade", hex=h)
        case a.Choose(what=what, cult=cult):
            if what == "SHIP":
                return say(locale, "tm-did-nf1-ship")
            if what == "PRIEST":
                return say(locale, "tm-did-nf1-priest", cult=cult or "")
            return say(locale, "tm-did-nf1-step", cult=cult or "")
        case a.DropFaction():
            return say(locale, "tm-did-drop")
        case a.PickColor(color=color):
            return say(locale, "tm-did-pick-color", terrain=color)
        case a.UnlockTerrain(terrain=terrain):
            if terrain == a.GAIN_PRIEST:
                return say(locale, "tm-did-unlock-priest")
            return say(locale, "tm-did-unlock", terrain=terrain)
        case a.GainFor():
            return say(locale, "tm-did-gain-token")
    return None  # Wait and Done say nothing


def _describe_adjust(delta: int, res: str, locale: str, say: Say = say) -> str:
    if res.startswith(("FAV", "TW")) and delta > 0:
        return say(locale, "tm-did-take-tile", tile=res, summary=tile_summary(res, locale))
    if res in CULTS:
        if delta > 0:
            return say(locale, "tm-did-cult-up", steps=delta, cult=res)
        return say(locale, "tm-did-cult-down", steps=-delta, cult=res)
    if res == "SPADE" and delta < 0:
        return say(locale, "tm-did-give-up-spades")
    if res == "MAY_BOAT" and delta < 0:
        return say(locale, "tm-did-give-up-boat")
    if res == "GAIN_P3_FOR_VP" and delta < 0:
        return say(locale, "tm-did-decline-token")
    if res == "PICK_COLOR" and delta < 0:
        return say(locale, "tm-did-keep-terrain")
    if res == "CONVERT_W_TO_P" and delta < 0:
        return say(locale, "tm-did-no-exchange")
    return say(locale, "tm-did-adjust", amount=f"{delta:+d} {_term(locale, 'unit', res)}")


def _join(parts: list[str], locale: str) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return say(locale, "host-and", first=", ".join(parts[:-1]), last=parts[-1])


def describe_turn(text: str, locale: str) -> str:
    """What a turn did, in a sentence without its subject: 'built a dwelling on E5 and ...'."""
    try:
        commands = parse_turn(text)
    except RuleError:
        return text
    parts = [d for d in (describe_command(c, locale) for c in commands) if d]
    return _join(parts, locale) or text


def suggested(locale: str, message: str, **params: Any) -> str:
    """A move's words as a suggestion: tm-do-<what> for the tm-did-<what> of a move made."""
    return say(locale, message.replace("tm-did-", "tm-do-", 1), **params)


def suggest_turn(text: str, locale: str) -> str:
    """A turn suggested to the player, in a sentence without its subject: 'dig 1 spade and build a
    dwelling on E5' (a hint's move)."""
    try:
        commands = parse_turn(text)
    except RuleError:
        return text
    parts = [d for d in (describe_command(c, locale, suggested) for c in commands) if d]
    return _join(parts, locale) or text


def action_label(text: str, locale: str) -> str:
    """A short button label for a decision (≤ 80 characters)."""
    try:
        commands = parse_turn(text)
    except RuleError:
        return text[:80]
    if len(commands) == 1:
        match commands[0]:
            case a.Leech(power=n, source=source):
                return say(locale, "tm-label-leech", power=n, cost=max(n - 1, 0), faction=source or "")[:80]
            case a.Decline(power=n, source=source):
                label = say(locale, "tm-label-decline", power=n or 0)
                return label + (f" · {faction_name(source, locale)}" if source else "")
            case a.Adjust(delta=d, resource=res) if res in CULTS and d < 0:
                return say(locale, "tm-label-lose-cult", cult=res, steps=-d)
            case a.Adjust(delta=d, resource=res) if res in CULTS:
                return f"{cult_name(res, locale)} +{d}"
            case a.PickColor(color=color):
                return terrain_name(color, locale)
            case a.UnlockTerrain(terrain=terrain):
                if terrain == a.GAIN_PRIEST:
                    return say(locale, "tm-label-unlock-priest")
                return say(locale, "tm-label-unlock", terrain=terrain)
            case a.GainFor():
                return say(locale, "tm-label-token")
            case a.Adjust(resource="GAIN_P3_FOR_VP"):
                return say(locale, "tm-label-no-token")
            case a.Adjust(resource="PICK_COLOR"):
                return say(locale, "tm-label-keep-terrain")
            case a.Adjust(resource="CONVERT_W_TO_P"):
                return say(locale, "tm-label-no-exchange")
            case a.Adjust(resource=res) if res.startswith(("FAV", "TW")):
                return res
            case a.Adjust(resource="SPADE"):
                return say(locale, "tm-label-give-up-spades")
            case a.ChooseFaction(faction=name):
                return faction_name(name, locale)
            case a.Pass(bonus=bonus) if bonus:
                return bonus
            case a.Trade(hex=h, choice=choice):
                if choice:
                    return say(locale, "tm-label-trade-choice", hex=h, choice=_trade_choice(choice, locale))
                return say(locale, "tm-label-trade", hex=h)
            case a.PlaceBoat(hex=h):
                return say(locale, "tm-label-boat", hex=h)
            case a.PlaceHarbour(hex=h):
                return say(locale, "tm-label-harbour", hex=h)
            case a.Adjust(resource="MAY_BOAT"):
                return say(locale, "tm-label-no-boat")
            case a.Choose(what=what, cult=cult):
                if what == "SHIP":
                    return say(locale, "tm-label-nf1-ship")
                kind = "priest" if what == "PRIEST" else "step"
                return say(locale, f"tm-label-nf1-{kind}", cult=cult or "")
    return describe_turn(text, locale)[:80]


def _trade_choice(choice: str, locale: str) -> str:
    if choice in CULTS:
        return cult_name(choice, locale)
    words = {"PW": "tm-trade-power", "P": "tm-trade-priest", "MOVE": "tm-trade-move"}
    if choice in words:
        return say(locale, words[choice])
    return say(locale, "tm-trade-boat-stays", hex=choice)


def faction_status(g: GameState, seat: int, locale: str) -> str:
    """A player's own position, for a private reply: resources, power, cults, tiles."""
    f = g.faction_at(seat)
    if f is None:
        return say(locale, "tm-status-choosing", seat=seat + 1)
    cults = ", ".join(f"{cult_name(c, locale)} {v}" for c, v in zip(CULTS, f.cult, strict=True))
    buildings = ", ".join(f"{building_name(b, locale)} {n}" for b, n in f.levels.items() if n)
    if f.spec.teleport:
        reach = say(locale, "tm-status-range", kind=f.spec.teleport.kind, n=teleport_range(Ctx(g), f))
    else:
        reach = say(locale, "tm-status-shipping", n=f.ship)
    tiles = " ".join([*([f.bonus] if f.bonus else []), *f.favors, *f.towns]) or "-"
    lines = [
        say(locale, "tm-status-head", faction=f.name, vp=f.VP),
        say(locale, "tm-status-resources", coins=f.C, workers=f.W, priests=f.P, p1=f.P1, p2=f.P2, p3=f.P3),
        say(locale, "tm-status-cults", cults=cults),
        say(locale, "tm-status-buildings", buildings=buildings or "-", reach=reach, dig=f.dig),
        say(locale, "tm-status-tiles", tiles=tiles),
    ]
    if f.secondary:  # ice and volcano: the colour picked, their place on the terrain wheel
        lines.append(say(locale, "tm-status-picked", terrain=f.terrain, picked=f.secondary))
    elif f.spec.unlock is not None:
        unlocked = ", ".join(terrain_name(t, locale) for t in f.unlocked) or "-"
        lines.append(say(locale, "tm-status-unlocked", terrains=unlocked))
    if f.passed and not g.finished:
        lines.append(say(locale, "tm-status-passed"))
    if MERCHANTS in g.options:
        lines.append(_merchants_status(f, locale))
    for o in g.leech_offers:
        if o.recipient == f.name:
            lines.append(say(locale, "tm-status-offer", power=o.amount, faction=o.source))
    if g.phase == "play" and not g.finished and g.round >= 1:
        lines.append(projected_line(g, f, locale))
    return "\n".join(lines)


def projection(g: GameState) -> dict[str, dict[str, int]]:
    """Each faction's final scoring if the game ended now, by part (the network, each cult, Fire &
    Ice's final tile, leftover resources), as the rules would score it on a copy of the game."""
    ended = g.copy()
    for f in ended.factions.values():
        f.final_vp = {}
    final_scoring(Ctx(ended))
    return {name: {**f.final_vp, "network size": f.network} for name, f in ended.factions.items()}


def projected_line(g: GameState, f: Faction, locale: str) -> str:
    """'If the game ended now: network 18 (12 buildings), Fire 8, ..., resources 4 → 131 VP'."""
    parts = projection(g)[f.name]
    network = parts.pop("network size")
    tiles = [t for t in parts if t not in (*CULTS, "network", "resources")]  # Fire & Ice's final tile
    order = ["network", *CULTS, *tiles, "resources"]
    words = [
        say(locale, "tm-projected-part", part=part, vp=parts[part], network=network)
        for part in dict.fromkeys(order)
        if parts.get(part)
    ]
    total = f.VP + sum(parts.values())
    return say(locale, "tm-projected", parts=", ".join(words) or "-", vp=total)


# The kinds of decision a faction owes, in the order the engine asks them (its fields).
_OWED = (
    ("LOSE_CULT", "volcano"),
    ("PICK_COLOR", "color"),
    ("UNLOCK_TERRAIN", "unlock"),
    ("GAIN_FAVOR", "favor"),
    ("GAIN_TW", "town"),
    ("CULT", "cult"),
    ("SPADE", "spade"),
    ("NF1", "nf1"),
    ("BOAT", "boat"),
    ("SY_BOAT", "boat"),
    ("MAY_BOAT", "boat"),
    ("GAIN_P3_FOR_VP", "token"),
)


def owed(g: GameState, f: Faction) -> str:
    """What a faction that must decide now is asked (a decision's kind, 'move' for its turn)."""
    if any(o.recipient == f.name for o in g.leech_offers):
        return "power"
    if f.trading:
        return "trade"
    for field, kind in _OWED:
        if f.owes(field):
            return kind
    if f.owes("CONVERT_W_TO_P") and f.name == g.active:
        return "exchange"
    return "move"


def summary(g: GameState, locale: str) -> str:
    """The position in a few lines, for the terminal: who must do what now (a favor tile owed
    before the next turn), then each faction's VP, resources, power, cults, reach and digging."""
    lines = [_head(g, locale)]
    for name in g.order:
        f = g.factions[name]
        cults = say(locale, "tm-summary-cults", **{c.lower(): v for c, v in zip(CULTS, f.cult, strict=True)})
        if MERCHANTS in g.options and f.spec.teleport:
            reach = say(locale, "tm-status-reach", n=f.reach)
        elif f.spec.teleport:
            reach = say(locale, "tm-status-range", kind=f.spec.teleport.kind, n=teleport_range(Ctx(g), f))
        else:
            reach = say(locale, "tm-status-shipping", n=f.ship)
        if MERCHANTS in g.options:
            reach += " · " + say(locale, "tm-summary-boats", boats=len(f.boats), trades=TRADE_MARKERS - f.markers)
        flags = say(locale, "tm-summary-passed") if f.passed and not g.finished else ""
        flags += say(locale, "tm-summary-out") if f.dropped else ""
        lines.append(
            "  "
            + say(
                locale,
                "tm-summary-faction",
                faction=f"{faction_name(name, locale):<15}",
                vp=f"{f.VP:>3}",
                coins=f"{f.C:>2}",
                workers=f"{f.W:>2}",
                priests=f.P,
                power=f"{f.P1}/{f.P2}/{f.P3}",
                cults=cults,
                reach=reach,
                dig=f.dig,
            )
            + flags
        )
    offers = [
        say(locale, "tm-summary-offer", faction=o.recipient, power=o.amount, source=o.source) for o in g.leech_offers
    ]
    if offers:
        lines.append("  " + say(locale, "tm-summary-offers", offers="; ".join(offers)))
    return "\n".join(lines)


def _head(g: GameState, locale: str) -> str:
    if g.finished:
        ranking = ", ".join(
            f"{faction_name(f.name, locale)} {f.VP}" for f in sorted(g.factions.values(), key=lambda f: -f.VP)
        )
        return say(locale, "tm-summary-over", ranking=ranking)
    if g.phase == "select-factions":
        chooser = selection_pending(g)
        if chooser is not None:
            what = say(locale, "tm-decision-color" if chooser.owes("PICK_COLOR") else "tm-decision-favor")
            return say(locale, "tm-summary-choosing", faction=chooser.name, what=what)
        return say(locale, "tm-summary-choosing-seat", seat=to_decide(g)[0] + 1)
    deciding = [f for f in (g.faction_at(s) for s in to_decide(g)) if f is not None]
    if g.round == 0 and g.setup_order:
        who, what = g.setup_order[0]
        cards = ", ".join(b for b, n in g.pool.items() if b.startswith("BON") and n)
        return say(locale, "tm-summary-setup", faction=who, step=what, cards=cards)
    parts = [
        say(locale, "tm-summary-who", faction=f.name, what=say(locale, f"tm-decision-{owed(g, f)}")) for f in deciding
    ]
    who = "; ".join(parts) or say(locale, "tm-summary-nobody")
    if g.phase == "play" and (g.active is not None or deciding):
        return say(locale, "tm-summary-turn", round=g.round, turn=g.turn, who=who)
    return say(locale, "tm-summary-income", round=g.round + 1, who=who)


def _merchants_status(f: Faction, locale: str) -> str:
    """Boats (merchants) on the board, trade markers, harbour and reach (Merchants of the Seas)."""
    merchants = f.name in MERCHANT_FACTIONS
    line = say(
        locale,
        "tm-status-boats",
        piece="merchant" if merchants else "boat",
        hexes=", ".join(f.boats) or "-",
        trades=TRADE_MARKERS - f.markers,
        markers=f.markers,
        harbour=f.harbour or "-",
    )
    return line + (" · " + say(locale, "tm-status-reach", n=f.reach) if merchants else "")


# The ledger: what each move changed, as the reference site's log shows it

LEDGER_RESOURCES = ("VP", "C", "W", "P")


def _delta(locale: str, resource: str, old: int, new: int) -> str:
    sign = "+" if new > old else "−"
    return say(locale, "tm-ledger-delta", sign=sign, n=abs(new - old), resource=resource, now=new)


def faction_changes(before: Mapping[str, Any], after: Mapping[str, Any], locale: str) -> str | None:
    """What a move changed for one faction: '+2 VP (22), −3 coins (12), power 3/9/0, Fire +1 (2)'
    (None: nothing)."""
    parts = [_delta(locale, r, int(before[r]), int(after[r])) for r in LEDGER_RESOURCES if before[r] != after[r]]
    bowls = ("P1", "P2", "P3")
    if any(before[b] != after[b] for b in bowls):
        parts.append(say(locale, "tm-ledger-power", bowls="/".join(str(after[b]) for b in bowls)))
    for cult, old, new in zip(CULTS, before["cult"], after["cult"], strict=True):
        if old != new:
            sign = "+" if new > old else "−"
            parts.append(say(locale, "tm-ledger-cult", cult=cult, sign=sign, n=abs(new - old), now=new))
    return ", ".join(parts) if parts else None


def ledger_changes(before: Mapping[str, Any], after: Mapping[str, Any], locale: str) -> list[str]:
    """Each faction a move changed, a line each ('Witches: +2 VP (22), −1 worker (2)'), those
    that joined the game in it left out."""
    old, new = before.get("factions") or {}, after.get("factions") or {}
    lines = []
    for name, faction in new.items():
        if name in old and (words := faction_changes(old[name], faction, locale)):
            lines.append(say(locale, "tm-ledger-faction", faction=name, changes=words))
    return lines
