"""Keyflower in words, in English and Brazilian Portuguese: moves as players read them, the answers
to decisions, a player's own screen (private), what a change starts. Everything here is made from a
move's text or from a view, never from a whole state: it shows only what that view shows."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from locales import catalogue, say
from rendering.keyflower.panels import allocation_words, boat_winter_text, contract_text, score_line
from rendering.keyflower.words import cost_text, effect_text, item, items_text, season_name, word
from rules.core import RuleError
from rules.keyflower.actions import (
    Action,
    Allocate,
    Bid,
    Choose,
    ChooseBoat,
    ConfirmAllocation,
    Extend,
    Move,
    OfferWinter,
    Pass,
    PickContract,
    Place,
    Resign,
    Step,
    SwapBoat,
    TakeContract,
    TradeContract,
    Upgrade,
    Use,
)
from rules.keyflower.data.components import BOATS, EXTENSIONS, MIN_PLAYERS
from rules.keyflower.data.items import RESOURCES
from rules.keyflower.data.tiles import HOMES, TILES, Passive, Scoring
from rules.keyflower.notation import parse_turn
from rules.keyflower.village import DIRECTIONS

View = Mapping[str, Any]
Say = Callable[..., str]  # locales.say, or a stand-in that words a message otherwise (suggested)
HIDDEN_OFFER = re.compile(r"^offer \?(?:, \?)*$")
# Before a season's auction is over: who won its start-player tile is not known yet (the engine
# keeps the last season's winner until then).
MID_SEASON = ("winter-offer", "main")


def seat_label(seat: int, locale: str) -> str:
    return say(locale, "host-seat", seat=seat + 1)


def direction(locale: str, d: int) -> str:
    return say(locale, "kf-words-direction", direction=DIRECTIONS[d])


def _step(locale: str, step: Step, say: Say = say) -> str:
    match step:
        case Move(count=n, resource=r, source=s, target=t):
            return say(locale, "kf-words-move", items=item(locale, r, n), source=s, target=t)
        case Upgrade(tile=t, paying=paying):
            return say(locale, "kf-words-upgrade", tile=t) + _paying(locale, paying)
        case Extend(extension=e, tile=t, source=src, paying=paying):
            text = say(locale, "kf-words-extension", extension=e, tile=t)
            if src:
                text += say(locale, "kf-words-from-group", tile=src)
            return text + _paying(locale, paying)
        case TakeContract(contract=c):
            return _contract(locale, c, say)
        case Choose(item=i):
            return say(locale, "kf-words-choose", item=item(locale, i, 1))
    return ""


def _paying(locale: str, paying: Sequence[str]) -> str:
    if not paying:
        return ""
    counts: dict[str, int] = {}
    for thing in paying:
        counts[thing] = counts.get(thing, 0) + 1
    return say(locale, "kf-words-paying", items=items_text(locale, counts, " + "))


def _contract(locale: str, contract: int | None, say: Say = say) -> str:
    if contract is None:
        return say(locale, "kf-words-contract-random")
    return say(locale, "kf-words-contract", contract=contract)


def describe_action(locale: str, a: Action, say: Say = say) -> str:  # noqa: C901 - one branch per action
    """What an action did ('used Keywood with 1 red worker'); with `say=suggested`, what to do
    ('use Keywood with 1 red worker')."""
    match a:
        case Pass():
            return say(locale, "kf-words-pass")
        case Bid(count=n, colour=c, tile=t, sources=s):
            text = say(locale, "kf-words-bid", workers=item(locale, c, n), tile=t)
            return text + (say(locale, "kf-words-from-groups", tiles=", ".join(s)) if s else "")
        case Use(tile=t, workers=pairs, sources=s, paying=p, steps=steps, paying_source=ps):
            text = say(locale, "kf-words-use", tile=t, workers=" + ".join(item(locale, c, n) for n, c in pairs))
            if s:
                text += say(locale, "kf-words-from-groups", tiles=", ".join(s))
            if p:
                text += say(locale, "kf-words-paying", items=item(locale, p, 1))
                if ps:
                    text += say(locale, "kf-words-from-group", tile=ps)
            if steps:
                text += ": " + ", ".join(_step(locale, x, say) for x in steps)
            return text
        case PickContract(contract=c):
            return _contract(locale, c, say)
        case TradeContract(contract=c, item=i):
            return say(locale, "kf-words-trade", contract=c, item=item(locale, i, 1))
        case OfferWinter(tiles=ts):
            return say(locale, "kf-words-offer-tiles", tiles=", ".join(ts), n=len(ts))
        case ChooseBoat(boat=b):
            return say(locale, "kf-words-boat", boat=b)
        case SwapBoat(boat=b):
            return say(locale, "kf-words-swap", boat=b)
        case Place(tile=t, direction=d, anchor=x):
            return say(locale, "kf-words-place", tile=t, direction=direction(locale, d), anchor=x)
        case Upgrade() | Extend():
            return _step(locale, a, say) + say(locale, "kf-words-free")
        case Allocate(use=u, choice=c):
            return say(locale, "kf-words-allocate", use=score_line(locale, u), choice=_allocation_choice(locale, c))
        case ConfirmAllocation():
            return say(locale, "kf-words-allocation-done")
        case Resign():
            return say(locale, "kf-words-resign")
    return ""


def _allocation_choice(locale: str, choice: str) -> str:
    if choice.isdigit():
        return say(locale, "kf-words-at-most", n=int(choice))
    if choice in ("skip", "auto"):
        return say(locale, f"kf-words-allocation-{choice}")
    return word(locale, choice)


def describe(text: str, locale: str) -> str:
    """A move in words, without its subject: 'bid 3 red workers on Keywood'. Public forms of
    secret moves ('offer ?', 'allocate ?') say only what everyone may know."""
    parts = [p.strip() for p in text.replace(";", ".").split(". ") if p.strip()]
    out = []
    for part in parts:
        if HIDDEN_OFFER.match(part):
            out.append(say(locale, "kf-words-offer"))
        elif part == "allocate ?":
            out.append(say(locale, "kf-words-allocation-choice"))
        else:
            try:
                actions = parse_turn(part)
            except RuleError:
                return text
            out += [describe_action(locale, a) for a in actions]
    return "; ".join(out)


def suggested(locale: str, message: str, **params: Any) -> str:
    """A move's words as a suggestion: kf-do-<what> where a kf-words-<what> says what was done
    (the words without a verb, 'south-west', ', paying 1 wood', stay as they are)."""
    do = message.replace("kf-words-", "kf-do-", 1)
    return say(locale, do if catalogue(locale).has(do) else message, **params)


def suggest(text: str, locale: str) -> str:
    """A move suggested to the player, without its subject: 'use Keywood with 1 red worker' (a
    hint's move, one of the asker's legal moves: nothing in it is hidden from them)."""
    try:
        actions = [a for part in text.replace(";", ".").split(". ") if part.strip() for a in parse_turn(part.strip())]
    except RuleError:
        return text
    return "; ".join(describe_action(locale, a, suggested) for a in actions)


# Answers on buttons and in menus


def answer_label(action: str, locale: str) -> str:
    """A decision's answer in a few words (at most 80 characters)."""
    if action.startswith("contract "):
        which = action.split()[1]
        if which == "random":
            return say(locale, "kf-words-contract-random-label")
        return f"#{which}: {contract_text(locale, int(which))}"[:80]
    if action.startswith(("boat ", "swap ")):
        return action.split(" ", 1)[1]
    if action.startswith("offer "):
        return " + ".join(action[len("offer ") :].split(", "))[:80]
    if action == "allocate done":
        return say(locale, "kf-words-allocation-done-label")
    return _fit(describe(action, locale), LABEL) or action[:LABEL]


LABEL = 80  # Discord's most for a button's label


def _fit(text: str, most: int) -> str:
    """The text, or as much of it as fits cut after a whole word, marked '…'."""
    if len(text) <= most:
        return text
    cut = text[: most - 1].rsplit(" ", 1)[0].rstrip(",;:")
    return cut + "…"


def answer_description(action: str, locale: str) -> str | None:
    """More about an answer: what a boat scores, what an extension costs, the move's notation."""
    if action.startswith("boat "):
        return boat_winter_text(locale, action.split(" ", 1)[1])[:100] or None
    m = re.search(r"extension (\d+) on", action)
    if m:
        extension = EXTENSIONS[int(m[1])]
        return f"{word(locale, extension.colour)}: {cost_text(locale, extension.cost)}"[:100]
    if action.startswith(("place ", "allocate ", "upgrade ")) or len(describe(action, locale)) > LABEL:
        return action[:100]  # the whole move, where its label is cut short
    return None


# A player's own screen


def _counts(locale: str, counts: Mapping[str, int]) -> str:
    return items_text(locale, {k: n for k, n in counts.items() if n}, ", ") or say(locale, "kf-words-none")


def status(view: View, seat: int, locale: str) -> str:
    """The seat's position from its own view: the screen (workers by colour, skills), contracts
    with what they ask, winter tiles in hand, resources and gold in the village, what is still to
    place, and at the end the proposed allocation and score."""
    p = view["players"][seat]
    lines = [
        say(locale, "kf-status-head", seat=seat_label(seat, locale), season=season_name(locale, view["season_name"]))
    ]
    if isinstance(p.get("workers"), dict):
        lines.append(say(locale, "kf-status-workers", workers=_counts(locale, p["workers"])))
        lines.append(say(locale, "kf-status-skills", skills=_counts(locale, p["skills"])))
    if p.get("shown_workers") or p.get("shown_skills"):
        front = {**p.get("shown_workers", {}), **p.get("shown_skills", {})}
        lines.append(say(locale, "kf-status-in-front", items=_counts(locale, front)))
    contracts = [*(p.get("contracts") if isinstance(p.get("contracts"), list) else []), *p.get("shown_contracts", [])]
    if contracts or view.get("merchants"):
        listed = "; ".join(f"#{c} ({contract_text(locale, c)})" for c in contracts) or say(locale, "kf-words-none")
        lines.append(say(locale, "kf-status-contracts", contracts=listed))
    hand = p.get("winter_hand")
    if isinstance(hand, list) and hand:
        lines.append(say(locale, "kf-status-winter-hand", tiles=", ".join(hand)))
    if isinstance(p.get("winter_offer"), list):
        lines.append(say(locale, "kf-status-winter-offer", tiles=", ".join(p["winter_offer"])))
    resources: dict[str, int] = {}
    on_tiles = []
    for tile in p["village"].values():
        here = {r: n for r, n in (tile.get("resources") or {}).items() if r in RESOURCES and n}
        for r, n in here.items():
            resources[r] = resources.get(r, 0) + n
        if here:
            on_tiles.append(f"{tile['name']}: {items_text(locale, here, ', ')}")
    if on_tiles:
        lines.append(say(locale, "kf-status-resources", total=_counts(locale, resources), tiles="; ".join(on_tiles)))
    else:
        lines.append(say(locale, "kf-status-no-resources"))
    if p.get("won"):
        lines.append(say(locale, "kf-status-to-place", tiles=", ".join(t["name"] for t in p["won"])))
    if view["purple_winner"] == seat and view["season_name"] == "winter" and view["phase"] not in MID_SEASON:
        lines.append(say(locale, "kf-status-keyple"))
    if "proposal" in p:
        total = sum(p["proposal"].values())
        allocation = p.get("allocation") or {}
        parts = []
        for key, vp in sorted(p["proposal"].items(), key=lambda kv: -kv[1]):
            got = f" ({allocation_words(locale, allocation[key])})" if key in allocation else ""
            parts.append(f"{score_line(locale, key)}{got}: {vp}")
        lines.append(say(locale, "kf-status-proposal", vp=total, lines="; ".join(parts)))
    lines += projection(view, seat, locale)
    return "\n".join(lines)


def projection(view: View, seat: int, locale: str) -> list[str]:
    """What the seat would score if the game ended now, line by line, and the others from what
    everyone sees of them (their villages; nothing behind their screens)."""
    players = view["players"]
    if "projection" not in players[seat]:
        return []
    mine = players[seat]["projection"]
    parts = "; ".join(f"{score_line(locale, k)}: {vp}" for k, vp in sorted(mine.items(), key=lambda kv: -kv[1]))
    out = [say(locale, "kf-status-projection", vp=sum(mine.values()), lines=parts or say(locale, "kf-words-none"))]
    others = [
        say(locale, "kf-status-projection-seat", seat=seat_label(p["seat"], locale), vp=sum(p["projection"].values()))
        for p in players
        if p["seat"] != seat and "projection" in p
    ]
    if others:
        out.append(say(locale, "kf-status-projection-others", seats=", ".join(others)))
    return out


def headlines(before: View | None, view: View, locale: str) -> list[str]:
    """What a change started that everyone should notice: a season, the winter tiles revealed,
    the boats, the placement of won tiles, the final scoring."""
    if before is None:
        return []
    old, new = before["phase"], view["phase"]
    out = []
    if view["season"] != before["season"] and new == "main":
        out.append(
            say(locale, "kf-season-begins", season=season_name(locale, view["season_name"]), n=len(view["offer"]))
        )
    if new == "winter-offer" and old != new:
        out.append(say(locale, "kf-winter-begins"))
    if old == "winter-offer" and new == "main":
        counts = ", ".join(f"{seat_label(p['seat'], locale)}: {p.get('winter_offered') or 0}" for p in view["players"])
        out.append(say(locale, "kf-winter-revealed", tiles=", ".join(t["name"] for t in view["offer"]), counts=counts))
    out += outbid(before, view, locale)
    if new == "boats" and old == "main":
        out.append(say(locale, "kf-season-ends", season=season_name(locale, view["season_name"])))
    out += tiles_won(before, view, locale)
    if new == "allocation" and old != new:
        out.append(say(locale, "kf-allocation-begins"))
    return out


def _highest_bid(tile: Mapping[str, Any] | None) -> tuple[int, int] | None:
    """(workers, seat) of the highest bid on a tile, if any."""
    bids = [(int(g[2]), int(g[0])) for g in (tile or {}).get("groups") or [] if g[3] == "bid"]
    return max(bids) if bids else None


def outbid(before: View, view: View, locale: str) -> list[str]:
    """Bids that led on a tile and lead no more: 'Seat 1's 2 on Keywood: outbid by Seat 2 (3)'."""
    old = {t["name"]: t for t in [*before["offer"], *before["orders"]]}
    out = []
    for tile in [*view["offer"], *view["orders"]]:
        was, now = _highest_bid(old.get(tile["name"])), _highest_bid(tile)
        if was is not None and now is not None and now[1] != was[1] and now[0] > was[0]:
            out.append(
                say(
                    locale,
                    "kf-outbid",
                    seat=seat_label(was[1], locale),
                    n=was[0],
                    tile=tile["name"],
                    by=seat_label(now[1], locale),
                    bid=now[0],
                )
            )
    return out


def tiles_won(before: View, view: View, locale: str) -> list[str]:
    """Who won which tiles (they wait to be placed): 'Seat 2 won Keywood and Miner'."""
    out = []
    for p, q in zip(view["players"], before["players"], strict=False):
        had = {t["name"] for t in q["won"]}
        new = [t["name"] for t in p["won"] if t["name"] not in had]
        if new:
            out.append(say(locale, "kf-tiles-won", seat=seat_label(p["seat"], locale), tiles=_and(new, locale)))
    return out


def _and(words: list[str], locale: str) -> str:
    if len(words) <= 1:
        return "".join(words)
    return say(locale, "host-and", first=", ".join(words[:-1]), last=words[-1])


# The position in a few lines (the terminal's), public only


def summary(view: View, locale: str) -> str:
    """Whose turn or decision it is, the tiles on offer with their highest bids, and each
    village's tiles (upgraded ones starred), all from the public view."""
    phase, season = view["phase"], season_name(locale, view["season_name"])
    seats = ", ".join(seat_label(s, locale) for s in view["to_decide"]) or say(locale, "kf-summary-nobody")
    if phase == "finished":
        order = view.get("ranking") or range(len(view["players"]))
        ranking = ", ".join(f"{seat_label(s, locale)} {view['players'][s]['vp']}" for s in order)
        lines = [say(locale, "kf-summary-over", ranking=ranking)]
    elif phase == "main":
        lines = [say(locale, "kf-summary-turn", season=season, seats=seats, n=len(view["to_decide"]))]
    else:
        lines = [say(locale, "kf-summary-decide", season=season, phase=phase, seats=seats)]
    if phase == "main" and view["offer"]:
        lines.append(
            "  " + say(locale, "kf-summary-offer", tiles=", ".join(_offer_line(t, locale) for t in view["offer"]))
        )
        lines.append(
            "  " + say(locale, "kf-summary-orders", tiles=", ".join(_offer_line(t, locale) for t in view["orders"]))
        )
    for p in view["players"]:
        notes = []
        if phase == "finished":
            notes.append(say(locale, "kf-summary-vp", vp=p["vp"]))
        if p.get("resigned"):
            notes.append(say(locale, "kf-summary-resigned"))
        if view["start_player"] == p["seat"]:
            notes.append(say(locale, "kf-summary-start-player"))
        tiles = ", ".join(t["name"] + ("*" if t.get("upgraded") else "") for t in p["village"].values())
        won = say(locale, "kf-summary-to-place", tiles=", ".join(t["name"] for t in p["won"])) if p["won"] else ""
        head = " ".join([seat_label(p["seat"], locale), *notes])
        lines.append(f"  {head}: {tiles}{won}")
    return "\n".join(lines)


def _offer_line(tile: Mapping[str, Any], locale: str) -> str:
    """A tile up for auction, with its highest bid: 'Keywood (3 red, Seat 2)'."""
    bids = [g for g in tile.get("groups") or [] if g[3] == "bid"]
    best = max(bids, key=lambda g: g[2], default=None)
    if best is None:
        return str(tile["name"])
    return f"{tile['name']} ({item(locale, best[1], best[2])}, {seat_label(best[0], locale)})"


# Tiles alone (/tile, and the words of a legal move that names one)


def tile_names() -> list[str]:
    """Every tile a Keyflower game can hold: the season tiles (The Merchants' too), the home tiles and
    the boats a player may end with in the village."""
    return [*TILES, *(home.name for home in HOMES.values()), *BOATS]


def _side_line(locale: str, side: str, effect: object, vp: int, cost: Mapping[str, int] | None = None) -> str:
    what = effect_text(locale, effect) or say(locale, "kf-words-none")
    if cost is not None:
        return say(locale, "kf-tile-upgraded", cost=cost_text(locale, cost), effect=what, vp=vp)
    return say(locale, "kf-tile-side", side=side, effect=what, vp=vp)


def _boat_lines(name: str, locale: str) -> list[str]:
    boat = BOATS[name]
    lines = [say(locale, "kf-tile-head", tile=name, kind="boat", merchants=str(boat.merchants).lower())]
    for season, load in boat.loads.items():
        brought = {
            "worker": load.workers,
            "skill": load.skills,
            "gold": load.gold,
            "green": load.green,
            "cabin": load.cabins,
            "contract": load.contracts,
        }
        what = _and([item(locale, k, n) for k, n in brought.items() if n], locale)
        lines.append(say(locale, "kf-tile-boat-load", season=season_name(locale, season), what=what))
    lines.append(say(locale, "kf-tile-boat-winter", effect=boat_winter_text(locale, name)))
    if boat.min_players > MIN_PLAYERS:
        lines.append(say(locale, "kf-tile-boat-players", n=boat.min_players))
    return lines


def tile_card(name: str, locale: str) -> list[str] | None:
    """A tile's card for /tile: its name, season and expansion, what each side does and scores,
    what the upgrade costs (None: no such tile)."""
    if name in BOATS:
        return _boat_lines(name, locale)
    home = next((h for h in HOMES.values() if h.name == name), None)
    spec = TILES.get(name) or home
    if spec is None:
        return None
    kind = "home" if home is not None else spec.season
    lines = [say(locale, "kf-tile-head", tile=name, kind=kind, merchants=str(spec.merchants).lower())]
    a_vp, b_vp = spec.vp
    if isinstance(spec.a, Passive):  # a summer boat: one side is drawn and stays up
        lines += [
            say(locale, "kf-tile-boat-side", side=s, effect=effect_text(locale, Passive(f"{name[-1]}{s}")))
            for s in "ab"
        ]
        return lines
    lines.append(_side_line(locale, "a", spec.a, a_vp))
    if spec.cost is not None:
        lines.append(_side_line(locale, "b", spec.b, b_vp, spec.cost))
    else:
        lines.append(say(locale, "kf-tile-no-upgrade"))
    if isinstance(spec.a, Scoring):
        lines.append(say(locale, "kf-tile-winter"))
    return lines


def tile_brief(name: str, locale: str) -> str:
    """What a tile does in a few words, front side then upgraded: '+1 wood; ↑ saw: +3 wood, 3 VP'."""
    if name in BOATS:
        return boat_winter_text(locale, name)
    spec = TILES.get(name) or next((h for h in HOMES.values() if h.name == name), None)
    if spec is None:
        return ""
    if isinstance(spec.a, Passive):
        return " / ".join(effect_text(locale, Passive(f"{name[-1]}{s}")) for s in "ab")
    front = effect_text(locale, spec.a)
    if spec.cost is None:
        return front
    return say(
        locale,
        "kf-tile-brief",
        front=front,
        cost=cost_text(locale, spec.cost),
        back=effect_text(locale, spec.b),
        vp=spec.vp[1],
    )


def legal_words(text: str, locale: str) -> str:
    """A legal move in words with what the tile it bids on or uses does (autocomplete, `legal`)."""
    words = describe(text, locale)
    try:
        actions = parse_turn(text)
    except RuleError:
        return words
    named = [a.tile for a in actions if isinstance(a, Bid | Use)]
    briefs = [b for b in (tile_brief(t, locale) for t in dict.fromkeys(named)) if b]
    return say(locale, "kf-tile-with", words=words, tile="; ".join(briefs)) if briefs else words
