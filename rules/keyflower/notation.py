"""Keyflower's notation, short to type and plain to read:

    bid 3 red on Keywood              bid 4 red on Keywood from Woodcutter (an outbid group of 3
                                      moves whole, 1 more from behind the screen)
    bid 5 red on Keywood from Woodcutter, Miner      (two outbid groups, topped up to 5)
    use Woodcutter with 1 yellow      use Woodcutter with 2 yellow (a first use may take more)
    use Woodcutter with 2 red + 1 blue                (several colours: Summer Boat 4b)
    use Workshop with 2 red: stone    use Tavern with 1 blue paying red
    use Fair with 1 yellow paying red from Keywood   (an outbid group pays the extra worker)
    use Assayer with 1 red: contract 14 (or: contract random; with no contract named, it is
                                      chosen afterwards: contract 14 / contract random)
    use Stable with 1 red: move 2 wood Keywood>Home, upgrade Keywood, extension 7 on Keywood
    use Home with 1 red: upgrade Well paying wood+stone+gold, extension 8 on Stable paying wood+iron
    trade contract 14 for pickaxe. pass     use Assayer with 1 red: contract 3. trade contract 3 for stone
    offer Keythedral, Scholar         boat Flipper        swap Keyflower
    place Keywood N of Home           upgrade Stable      extension 3 on Stable
    allocate Watermill: stone         allocate Key Market: 2   allocate contract 14: skip
    allocate done

A text joins free actions (contract trades, allocation choices) and one action with ". ". Tile
names are matched without regard to case; "Home" is your own home tile, "Home 3" anybody's.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ..core import RuleError, quote
from .actions import (
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
    Turn,
    Upgrade,
    Use,
)
from .data.components import BOATS
from .data.items import RANDOM_SKILL, RESOURCES, SKILLS, WORKER_COLOURS
from .data.tiles import TILES
from .village import DIRECTIONS

ITEMS: tuple[str, ...] = (*RESOURCES, *SKILLS, *WORKER_COLOURS)
CHOICES: tuple[str, ...] = (*ITEMS, RANDOM_SKILL)  # what a tile may offer to choose from
EXAMPLES = "bid 3 red on Keywood · use Woodcutter with 1 yellow · pass · place Keywood N of Home"


# Names as the rulebooks spell them, read as the tables' names.
ALIASES: dict[str, str] = {
    "Craftsman's Guild": "Craftsmen's Guild",  # the base rulebook
    "Ale House": "Alehouse",  # The Merchants' rulebook
    "Invincible II": "Ianvincible II",  # The Merchants' rulebook, once
}


@cache
def tile_names() -> tuple[str, ...]:
    names = [*TILES, *BOATS, "Home", *(f"Home {n}" for n in range(1, 7)), *(f"Order {n}" for n in range(1, 5))]
    return tuple(sorted(names, key=lambda n: -len(n.split())))


@cache
def _names_by_first_word() -> dict[str, list[tuple[list[str], str]]]:
    """Tile names (and their aliases) by their first word (lower case), longest first: parsing
    looks up one list."""
    out: dict[str, list[tuple[list[str], str]]] = {}
    for spelled, name in sorted(
        [*((n, n) for n in tile_names()), *ALIASES.items()], key=lambda pair: -len(pair[0].split())
    ):
        parts = spelled.lower().split()
        out.setdefault(parts[0], []).append((parts, name))
    return out


def _not_understood(text: str) -> RuleError:
    return RuleError("kf-not-understood", text=quote(text), examples=EXAMPLES)


def _tokens(text: str) -> list[str]:
    """Words, with "," and "+" as words of their own."""
    return text.replace(",", " , ").replace("+", " + ").split()


def _tile(words: list[str], text: str) -> tuple[str, list[str]]:
    """The tile named at the start of `words`, and the words after it."""
    low = [w.lower() for w in words[:4]]
    for parts, name in _names_by_first_word().get(low[0] if low else "", ()):
        if low[: len(parts)] == parts:
            return name, words[len(parts) :]
    raise RuleError("kf-not-a-tile", words=quote(" ".join(words) or text))


def _tiles(words: list[str], text: str) -> tuple[tuple[str, ...], list[str]]:
    """Tile names separated by commas, and the words after them."""
    names = []
    while True:
        name, words = _tile(words, text)
        names.append(name)
        if not words or words[0] != ",":
            return tuple(names), words
        words = words[1:]


MAX_DIGITS = 6  # no count of the game comes near


def is_number(word: str) -> bool:
    """Digits 0-9 as typed, short enough for any count of the game (other scripts' digits, '²'
    or '٣', and numbers of thousands of digits are not numbers here)."""
    return word.isascii() and word.isdigit() and len(word) <= MAX_DIGITS


def _count(word: str, text: str) -> int:
    if not is_number(word) or int(word) < 1:
        raise _not_understood(text)
    return int(word)


def _number(word: str, text: str) -> int:
    if not is_number(word):
        raise _not_understood(text)
    return int(word)


def _item(word: str, allowed: tuple[str, ...]) -> str:
    w = word.lower()
    if w not in allowed:
        raise RuleError("kf-not-one-of", word=quote(word), options=", ".join(allowed))
    return w


def _paying(words: list[str], text: str) -> tuple[tuple[str, ...], list[str]]:
    """`paying wood + gold`: the items, and the words after them."""
    items = [_item(words[0], ITEMS)] if words else []
    words = words[1:]
    while len(words) >= 2 and words[0] == "+":
        items.append(_item(words[1], ITEMS))
        words = words[2:]
    if not items:
        raise _not_understood(text)
    return tuple(items), words


def _step(part: str, whole: str) -> Step:
    words = _tokens(part)
    head = words[0].lower()
    if head == "move" and len(words) >= 4 and ">" in part:
        count = _count(words[1], whole)
        resource = _item(words[2], RESOURCES)
        source_text, target_text = " ".join(words[3:]).split(">", 1)
        source, rest = _tile(source_text.split(), whole)
        target, rest2 = _tile(target_text.split(), whole)
        if rest or rest2:
            raise _not_understood(whole)
        return Move(count, resource, source, target)
    if head == "upgrade" and len(words) >= 2:
        tile, rest = _tile(words[1:], whole)
        paying: tuple[str, ...] = ()
        if rest and rest[0].lower() == "paying":
            paying, rest = _paying(rest[1:], whole)
        if rest:
            raise _not_understood(whole)
        return Upgrade(tile, paying)
    if head == "extension" and len(words) >= 4 and words[2].lower() == "on":
        tile, rest = _tile(words[3:], whole)
        group: str | None = None
        paying = ()
        if rest and rest[0].lower() == "from" and len(rest) >= 2:
            group, rest = _tile(rest[1:], whole)
        if rest and rest[0].lower() == "paying":
            paying, rest = _paying(rest[1:], whole)
        if rest:
            raise _not_understood(whole)
        return Extend(_number(words[1], whole), tile, group, paying)
    if head == "contract" and len(words) == 2:
        return TakeContract(None if words[1].lower() == "random" else _number(words[1], whole))
    if len(words) == 1 and head in CHOICES:
        return Choose(head)
    raise _not_understood(whole)


def _steps(text: str, whole: str) -> tuple[Step, ...]:
    return tuple(_step(part.strip(), whole) for part in text.split(",") if part.strip())


def _parse_use(words: list[str], text: str) -> Use:
    head, _, tail = " ".join(words).partition(":")
    tile, rest = _tile(_tokens(head), text)
    if len(rest) < 3 or rest[0].lower() != "with":
        raise _not_understood(text)
    workers = [(_count(rest[1], text), _item(rest[2], WORKER_COLOURS))]
    rest = rest[3:]
    while len(rest) >= 3 and rest[0] == "+":
        workers.append((_count(rest[1], text), _item(rest[2], WORKER_COLOURS)))
        rest = rest[3:]
    sources: tuple[str, ...] = ()
    paying = paying_source = None
    if rest and rest[0].lower() == "from":
        sources, rest = _tiles(rest[1:], text)
    if len(rest) >= 2 and rest[0].lower() == "paying":
        paying = _item(rest[1], (*WORKER_COLOURS, *SKILLS))
        rest = rest[2:]
        if len(rest) >= 2 and rest[0].lower() == "from":  # "paying red from Miner": an outbid group pays
            paying_source, rest = _tile(rest[1:], text)
    if rest:
        raise _not_understood(text)
    steps = _steps(tail, text) if tail.strip() else ()
    return Use(tile, tuple(workers), sources, paying, steps, paying_source)


def parse_command(text: str) -> Action:  # noqa: C901 - one branch per command
    words = text.split()
    if not words:
        raise RuleError("kf-nothing-to-do", examples=EXAMPLES)
    head = words[0].lower()
    if head == "pass" and len(words) == 1:
        return Pass()
    if head == "resign" and len(words) == 1:
        return Resign()
    if head == "bid" and len(words) >= 5 and words[3].lower() == "on":
        count = _count(words[1], text)
        colour = _item(words[2], WORKER_COLOURS)
        tile, rest = _tile(_tokens(" ".join(words[4:])), text)
        sources: tuple[str, ...] = ()
        if rest:
            if rest[0].lower() != "from" or len(rest) < 2:
                raise _not_understood(text)
            sources, more = _tiles(rest[1:], text)
            if more:
                raise _not_understood(text)
        return Bid(count, colour, tile, sources)
    if head == "use" and len(words) >= 2:
        return _parse_use(words[1:], text)
    if head == "contract" and len(words) == 2:
        return PickContract(None if words[1].lower() == "random" else _number(words[1], text))
    if head == "trade" and len(words) == 5 and words[1].lower() == "contract" and words[3].lower() == "for":
        return TradeContract(_number(words[2], text), _item(words[4], (*ITEMS, "purple")))
    if head == "offer" and len(words) >= 2:
        names, rest = _tiles(_tokens(" ".join(words[1:])), text)
        if rest:
            raise _not_understood(text)
        return OfferWinter(names)
    if head in ("boat", "swap") and len(words) >= 2:
        boat, rest = _tile(words[1:], text)
        if rest or boat not in BOATS:
            raise RuleError("kf-not-a-boat", words=quote(" ".join(words[1:])))
        return ChooseBoat(boat) if head == "boat" else SwapBoat(boat)
    if head == "place" and len(words) >= 4:
        tile, rest = _tile(words[1:], text)
        if len(rest) < 3 or rest[1].lower() != "of" or rest[0].upper() not in DIRECTIONS:
            raise _not_understood(text)
        anchor, more = _tile(rest[2:], text)
        if more:
            raise _not_understood(text)
        return Place(tile, DIRECTIONS.index(rest[0].upper()), anchor)
    if head == "allocate" and len(words) == 2 and words[1].lower() == "done":
        return ConfirmAllocation()
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
        return Allocate(use, str(int(choice)) if is_number(choice) else choice)  # "02" is 2
    if head in ("upgrade", "extension"):
        step = _step(text, text)
        if isinstance(step, Upgrade | Extend):
            return step
    raise _not_understood(text)


def parse_turn(text: str) -> list[Action]:
    parts = [p.strip() for p in text.replace(";", ".").split(". ") if p.strip()]
    parts = [p[:-1] if p.endswith(".") else p for p in parts]
    if not parts:
        raise RuleError("kf-nothing-to-do", examples=EXAMPLES)
    return [parse_command(p) for p in parts]


def _format_paying(paying: tuple[str, ...]) -> str:
    return " paying " + "+".join(paying) if paying else ""


def format_step(step: Step) -> str:
    match step:
        case Move(count=n, resource=r, source=s, target=t):
            return f"move {n} {r} {s}>{t}"
        case Upgrade(tile=t, paying=paying):
            return f"upgrade {t}" + _format_paying(paying)
        case Extend(extension=e, tile=t, source=src, paying=paying):
            return f"extension {e} on {t}" + (f" from {src}" if src else "") + _format_paying(paying)
        case TakeContract(contract=c):
            return f"contract {'random' if c is None else c}"
        case Choose(item=i):
            return i
    raise TypeError(step)


def format_workers(workers: tuple[tuple[int, str], ...]) -> str:
    """A placement's workers as written after `with` (`2 red + 1 blue`) or in a bid (`3 red`)."""
    return " + ".join(f"{n} {c}" for n, c in workers)


def use_choice(a: Use) -> str:
    """What a use asks of its tile, as written after its workers and outbid groups: how the extra
    worker or skill is paid (`paying red`), or its steps (`wood`, `contract 14`, `upgrade
    Keywood, move 1 wood Home>Keywood`); empty when it asks nothing."""
    paid = (f"paying {a.paying}" if a.paying else "", f"from {a.paying_source}" if a.paying_source else "")
    text = " ".join(part for part in paid if part)
    if a.steps:
        text += (": " if text else "") + ", ".join(format_step(x) for x in a.steps)
    return text


def place_where(a: Place) -> str:
    """Where a won tile goes, as written after its name: `N of Home`."""
    return f"{DIRECTIONS[a.direction]} of {a.anchor}"


def format_command(a: Action) -> str:  # noqa: C901 - one branch per command
    match a:
        case Pass():
            return "pass"
        case Bid(count=n, colour=c, tile=t, sources=s):
            return f"bid {format_workers(((n, c),))} on {t}" + (" from " + ", ".join(s) if s else "")
        case Use(tile=t, workers=workers, sources=s):
            text = f"use {t} with {format_workers(workers)}" + (" from " + ", ".join(s) if s else "")
            choice = use_choice(a)
            return text + (" " if a.paying or a.paying_source else ": ") + choice if choice else text
        case PickContract(contract=c):
            return f"contract {'random' if c is None else c}"
        case TradeContract(contract=c, item=i):
            return f"trade contract {c} for {i}"
        case OfferWinter(tiles=ts):
            return "offer " + ", ".join(ts)
        case ChooseBoat(boat=b):
            return f"boat {b}"
        case SwapBoat(boat=b):
            return f"swap {b}"
        case Place(tile=t):
            return f"place {t} {place_where(a)}"
        case Upgrade() | Extend():
            return format_step(a)
        case Allocate(use=u, choice=c):
            return f"allocate {u}: {c}"
        case ConfirmAllocation():
            return "allocate done"
        case Resign():
            return "resign"
    raise TypeError(a)


def format_turn(actions: Sequence[Action]) -> str:
    return ". ".join(format_command(a) for a in actions)


def parse(text: str) -> Turn:
    """The turn a text writes (refused with a RuleError naming what was not understood)."""
    return tuple(parse_turn(text))


def notation(turn: Turn) -> str:
    """A turn's text in the canonical notation: `parse(notation(t)) == t`."""
    return format_turn(turn)


def public_move(text: str) -> str:
    """The move as every player may read it: the winter offer only that it was made (`offer ?`:
    how many tiles each offered is revealed for all at once, when everyone has chosen), an
    allocation choice only that one was made (`allocate ?`); all else as written."""
    try:
        actions = parse_turn(text)
    except RuleError:
        return text
    parts = []
    for action in actions:
        if isinstance(action, OfferWinter):
            parts.append("offer ?")
        elif isinstance(action, Allocate):
            parts.append("allocate ?")
        else:
            parts.append(format_command(action))
    return ". ".join(parts)
