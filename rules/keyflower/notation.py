"""Keyflower's notation, short to type and plain to read:

    bid 3 red on Keywood              bid 2 red on Keywood from Woodcutter (an outbid group moves)
    use Woodcutter with 1 yellow      use Workshop with 2 red: stone
    use Tavern with 1 blue paying red use Assayer with 1 red: contract 14 (or: contract random)
    use Stable with 1 red: move 2 wood Keywood>Home, upgrade Keywood, extension 7 on Keywood
    trade contract 14 for pickaxe     pass
    offer Keythedral, Scholar         boat Flipper        swap Keyflower
    place Keywood N of Home           upgrade Stable      extension 3 on Stable
    allocate Watermill: stone         allocate Key Market: 2   allocate contract 14: skip

A turn may join free contract trades and one action with ". ". Tile names are matched without
regard to case; "Home" is your own home tile, "Home 3" anybody's.
"""

from __future__ import annotations

from functools import cache

from ..core import RuleError
from .actions import (
    Action,
    Allocate,
    Bid,
    Choose,
    ChooseBoat,
    Extend,
    Move,
    OfferWinter,
    Pass,
    Place,
    Step,
    SwapBoat,
    TakeContract,
    TradeContract,
    Upgrade,
    Use,
)
from .data.components import BOATS
from .data.items import RESOURCES, SKILLS, WORKER_COLOURS
from .data.tiles import TILES
from .village import DIRECTIONS

ITEMS: tuple[str, ...] = (*RESOURCES, *SKILLS, *WORKER_COLOURS)
EXAMPLES = "bid 3 red on Keywood · use Woodcutter with 1 yellow · pass · place Keywood N of Home"


@cache
def tile_names() -> tuple[str, ...]:
    names = [*TILES, *BOATS, "Home", *(f"Home {n}" for n in range(1, 7)), *(f"Order {n}" for n in range(1, 5))]
    return tuple(sorted(names, key=lambda n: -len(n.split())))


@cache
def _names_by_first_word() -> dict[str, list[tuple[list[str], str]]]:
    """Tile names by their first word (lower case), longest first: parsing looks up one list."""
    out: dict[str, list[tuple[list[str], str]]] = {}
    for name in tile_names():
        parts = name.lower().split()
        out.setdefault(parts[0], []).append((parts, name))
    return out


def _not_understood(text: str) -> RuleError:
    return RuleError(f"I don't understand '{text.strip()}'. Examples: {EXAMPLES}")


def _tile(words: list[str], text: str) -> tuple[str, list[str]]:
    """The tile named at the start of `words`, and the words after it."""
    low = [w.lower() for w in words[:4]]
    for parts, name in _names_by_first_word().get(low[0] if low else "", ()):
        if low[: len(parts)] == parts:
            return name, words[len(parts) :]
    raise RuleError(f"'{' '.join(words) or text}' does not start with a tile's name")


def _count(word: str, text: str) -> int:
    if not word.isdigit() or int(word) < 1:
        raise _not_understood(text)
    return int(word)


def _item(word: str, allowed: tuple[str, ...], text: str) -> str:
    w = word.lower()
    if w not in allowed:
        raise RuleError(f"'{word}' is not one of {', '.join(allowed)}")
    return w


def _steps(text: str, whole: str) -> tuple[Step, ...]:
    out: list[Step] = []
    for part in (p.strip() for p in text.split(",")):
        words = part.split()
        if not words:
            continue
        head = words[0].lower()
        if head == "move" and len(words) >= 4 and ">" in " ".join(words[3:]):
            count = _count(words[1], whole)
            resource = _item(words[2], RESOURCES, whole)
            source_text, target_text = " ".join(words[3:]).split(">", 1)
            source, rest = _tile(source_text.split(), whole)
            target, rest2 = _tile(target_text.split(), whole)
            if rest or rest2:
                raise _not_understood(whole)
            out.append(Move(count, resource, source, target))
        elif head == "upgrade" and len(words) >= 2:
            tile, rest = _tile(words[1:], whole)
            if rest:
                raise _not_understood(whole)
            out.append(Upgrade(tile))
        elif head == "extension" and len(words) >= 4 and words[2].lower() == "on":
            tile, rest = _tile(words[3:], whole)
            source = None
            if rest and rest[0].lower() == "from" and len(rest) >= 2:
                source, rest = _tile(rest[1:], whole)
            if rest:
                raise _not_understood(whole)
            out.append(Extend(_number(words[1], whole), tile, source))
        elif head == "contract" and len(words) == 2:
            out.append(TakeContract(None if words[1].lower() == "random" else _number(words[1], whole)))
        elif len(words) == 1 and words[0].lower() in ITEMS:
            out.append(Choose(words[0].lower()))
        else:
            raise _not_understood(whole)
    return tuple(out)


def _number(word: str, text: str) -> int:
    if not word.isdigit():
        raise _not_understood(text)
    return int(word)


def _parse_use(words: list[str], text: str) -> Use:
    head, _, tail = " ".join(words).partition(":")
    w = head.split()
    tile, rest = _tile(w, text)
    if len(rest) < 3 or rest[0].lower() != "with":
        raise _not_understood(text)
    count = _count(rest[1], text)
    colour = _item(rest[2], WORKER_COLOURS, text)
    rest = rest[3:]
    source = paying = paying_source = None
    while rest:
        key = rest[0].lower()
        if key == "from" and len(rest) >= 2 and paying is None:
            source, rest = _tile(rest[1:], text)
        elif key == "from" and len(rest) >= 2:  # "paying red from Miner": an outbid group pays
            paying_source, rest = _tile(rest[1:], text)
        elif key == "paying" and len(rest) >= 2:
            paying = _item(rest[1], (*WORKER_COLOURS, *SKILLS), text)
            rest = rest[2:]
        else:
            raise _not_understood(text)
    steps = _steps(tail, text) if tail.strip() else ()
    return Use(tile, count, colour, source, paying, steps, paying_source)


def parse_command(text: str) -> Action:
    words = text.split()
    if not words:
        raise RuleError(f"Nothing to do: type an action. Examples: {EXAMPLES}")
    head = words[0].lower()
    if head == "pass" and len(words) == 1:
        return Pass()
    if head == "bid" and len(words) >= 5 and words[3].lower() == "on":
        count = _count(words[1], text)
        colour = _item(words[2], WORKER_COLOURS, text)
        tile, rest = _tile(words[4:], text)
        source = None
        if rest:
            if rest[0].lower() != "from" or len(rest) < 2:
                raise _not_understood(text)
            source, more = _tile(rest[1:], text)
            if more:
                raise _not_understood(text)
        return Bid(count, colour, tile, source)
    if head == "use" and len(words) >= 2:
        return _parse_use(words[1:], text)
    if head == "trade" and len(words) == 5 and words[1].lower() == "contract" and words[3].lower() == "for":
        return TradeContract(_number(words[2], text), _item(words[4], ITEMS, text))
    if head == "offer" and len(words) >= 2:
        names = []
        for part in " ".join(words[1:]).split(","):
            tile, rest = _tile(part.split(), text)
            if rest:
                raise _not_understood(text)
            names.append(tile)
        return OfferWinter(tuple(names))
    if head in ("boat", "swap") and len(words) >= 2:
        boat, rest = _tile(words[1:], text)
        if rest or boat not in BOATS:
            raise RuleError(f"'{' '.join(words[1:])}' is not a boat")
        return ChooseBoat(boat) if head == "boat" else SwapBoat(boat)
    if head == "place" and len(words) >= 4:
        tile, rest = _tile(words[1:], text)
        if len(rest) < 3 or rest[1].lower() != "of" or rest[0].upper() not in DIRECTIONS:
            raise _not_understood(text)
        anchor, more = _tile(rest[2:], text)
        if more:
            raise _not_understood(text)
        return Place(tile, DIRECTIONS.index(rest[0].upper()), anchor)
    if head == "allocate" and ":" in text:
        use, _, choice = " ".join(words[1:]).partition(":")
        use, choice = use.strip(), choice.strip().lower()
        if use.lower().startswith("contract "):
            use = f"contract {_number(use.split()[1], text)}"
        else:
            use, rest = _tile(use.split(), text)
            if rest:
                raise _not_understood(text)
        if not choice:
            raise _not_understood(text)
        return Allocate(use, choice)
    if head in ("upgrade", "extension"):
        steps = _steps(text, text)
        if len(steps) == 1 and isinstance(steps[0], Upgrade | Extend):
            return steps[0]
    raise _not_understood(text)


def parse_turn(text: str) -> list[Action]:
    parts = [p.strip() for p in text.replace(";", ".").split(". ") if p.strip()]
    parts = [p[:-1] if p.endswith(".") else p for p in parts]
    if not parts:
        raise RuleError(f"Nothing to do: type an action. Examples: {EXAMPLES}")
    return [parse_command(p) for p in parts]


def _format_step(step: Step) -> str:
    match step:
        case Move(count=n, resource=r, source=s, target=t):
            return f"move {n} {r} {s}>{t}"
        case Upgrade(tile=t):
            return f"upgrade {t}"
        case Extend(extension=e, tile=t, source=src):
            return f"extension {e} on {t}" + (f" from {src}" if src else "")
        case TakeContract(contract=c):
            return f"contract {'random' if c is None else c}"
        case Choose(item=i):
            return i
    raise TypeError(step)


def format_command(a: Action) -> str:
    match a:
        case Pass():
            return "pass"
        case Bid(count=n, colour=c, tile=t, source=s):
            return f"bid {n} {c} on {t}" + (f" from {s}" if s else "")
        case Use(tile=t, count=n, colour=c, source=s, paying=p, steps=steps, paying_source=ps):
            text = f"use {t} with {n} {c}" + (f" from {s}" if s else "") + (f" paying {p}" if p else "")
            text += f" from {ps}" if ps else ""
            return text + (": " + ", ".join(_format_step(x) for x in steps) if steps else "")
        case TradeContract(contract=c, item=i):
            return f"trade contract {c} for {i}"
        case OfferWinter(tiles=ts):
            return "offer " + ", ".join(ts)
        case ChooseBoat(boat=b):
            return f"boat {b}"
        case SwapBoat(boat=b):
            return f"swap {b}"
        case Place(tile=t, direction=d, anchor=x):
            return f"place {t} {DIRECTIONS[d]} of {x}"
        case Upgrade() | Extend():
            return _format_step(a)
        case Allocate(use=u, choice=c):
            return f"allocate {u}: {c}"
    raise TypeError(a)


def format_turn(actions: list[Action]) -> str:
    return ". ".join(format_command(a) for a in actions)
