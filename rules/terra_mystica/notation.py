"""The command notation players know from terra.snellman.org, parsed into typed commands and back.

A turn is written as commands separated by dots: `burn 3. action ACT6. transform F2 to blue. build C3`.
Parsing is case-insensitive and forgiving about spaces; formatting gives one canonical spelling, and
`parse_command(format_command(c)) == c` for every command. Where two words name one command
(`boat D4`, `merchant D4`), the canonical one is written unless the caller asks for the other: the
legal moves name a boat as its faction calls it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from ..core import RuleError, quote
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
    Wait,
)
from .board import ICE, TERRAIN_ALIASES, TERRAIN_WHEEL, VOLCANO
from .data.buildings import DWELLING
from .data.factions import FACTIONS
from .data.tiles import BONUS_CARDS, CULTS, FAVOR_TILES, TOWN_TILES

BUILDING_ALIASES: dict[str, str] = {
    "D": "D",
    "DWELLING": "D",
    "TP": "TP",
    "TH": "TP",
    "TRADINGPOST": "TP",
    "TRADINGHOUSE": "TP",
    "TE": "TE",
    "TEMPLE": "TE",
    "SH": "SH",
    "STRONGHOLD": "SH",
    "SA": "SA",
    "SANCTUARY": "SA",
    "SY": "SY",
    "SHIPYARD": "SY",
    "MARKET": "SY",
}
RESOURCE_ALIASES: dict[str, str] = {
    "PRIEST": "P",
    "PRIESTS": "P",
    "POWER": "PW",
    "WORKER": "W",
    "WORKERS": "W",
    "COIN": "C",
    "COINS": "C",
}
TRACK_ALIASES: dict[str, str] = {"ship": "ship", "shipping": "ship", "dig": "dig", "digging": "dig"}

# Moves of the base game every game has, to show how moves are typed (where the legal moves are
# known, the host offers the nearest of those instead).
EXAMPLES = "build E5 · upgrade F3 to TP · send p to WATER · action ACT6 · pass BON3"


# More than any count of the game: a faction holds tens of coins, twelve power tokens, ten steps of
# a cult. A larger number is refused before the rules count with it (a dig of 10**30 spades would
# be as many steps of scoring) or a sentence has to print it.
MAX_COUNT = 999


def _digits(word: str) -> bool:
    """Plain digits 0-9 (not the other characters Unicode counts as digits, like ²)."""
    return word.isascii() and word.isdigit()


def _count(digits: str, text: str) -> int:
    """A count written in plain digits, refused beyond MAX_COUNT."""
    if len(digits.lstrip("0")) > len(str(MAX_COUNT)) or int(digits) > MAX_COUNT:
        raise RuleError("tm-number-too-large", text=quote(text), max=MAX_COUNT)
    return int(digits)


def _terrain(word: str, extra: tuple[str, ...] = (ICE, VOLCANO)) -> str:
    t = TERRAIN_ALIASES.get(word.lower(), word.lower())
    if t not in TERRAIN_WHEEL and t not in extra:
        raise RuleError("tm-not-a-terrain", terrain=quote(word), terrains=", ".join((*TERRAIN_WHEEL, *extra)))
    return t


def _parse_unlock(w: list[str], text: str) -> UnlockTerrain:
    word = _exactly_one(w, text)
    if word.lower() == GAIN_PRIEST:
        return UnlockTerrain(GAIN_PRIEST)
    return UnlockTerrain(_terrain(word, ()))


def _parse_gain(w: list[str], text: str) -> GainFor:
    if len(w) != 3 or w[1].lower() != "for":
        raise _not_understood(text)
    return GainFor(_resource(w[0]), _resource(w[2]))


def _resource(word: str) -> str:
    w = word.upper()
    return RESOURCE_ALIASES.get(w, w)


def _faction(word: str | None) -> str | None:
    if word is None:
        return None
    name = word.lower()
    if name == "dragonmasters":
        name = "dragonlords"
    return name


_SPACES = re.compile(r"\s+")
_SPACE_AFTER_SYMBOL = re.compile(r"(\W)\s(\w)")
_SPACE_BEFORE_SYMBOL = re.compile(r"(\w)\s(\W)")


def normalize(text: str) -> str:
    """Collapse whitespace the way the reference site does (`+ 2 FIRE` is `+2 FIRE`)."""
    text = _SPACES.sub(" ", text).strip()
    text = _SPACE_AFTER_SYMBOL.sub(r"\1\2", text)
    return _SPACE_BEFORE_SYMBOL.sub(r"\1\2", text)


def _not_understood(text: str) -> RuleError:
    return RuleError("tm-not-understood", text=quote(text))


def _number(word: str, text: str) -> int:
    if not _digits(word):
        raise _not_understood(text)
    return _count(word, text)


def _positive(word: str, text: str) -> int:
    """A count of at least one (`burn 0` or `for 0` does nothing, so it is no command)."""
    number = _number(word, text)
    if number < 1:
        raise RuleError("tm-counts-nothing", text=quote(text))
    return number


def _land(word: str, text: str) -> str:
    """A land hex id: a row letter and a number (`E5`)."""
    if not (2 <= len(word) <= 3 and word[0].isalpha() and _digits(word[1:])):
        raise _not_understood(text)
    return word.upper()


def _hex(word: str, text: str) -> str:
    """A land hex (`E5`) or a river hex (`r12`)."""
    if 2 <= len(word) <= 4 and word[0] in "rR" and _digits(word[1:]):
        return "r" + str(int(word[1:]))
    return _land(word, text)


def _parse_build(w: list[str], text: str) -> Build:
    if len(w) in (3, 4) and w[1].lower() == "by" and w[2].lower() in ("boat", "merchant"):
        river = _hex(w[3], text) if len(w) == 4 else None
        if river is not None and not river.startswith("r"):
            raise _not_understood(text)
        return Build(_land(w[0], text), boat=True, river=river)
    return Build(_land(_exactly_one(w, text), text))


def _parse_sail(w: list[str], text: str) -> Sail:
    path = tuple(_hex(h, text) for h in "".join(w).split("-"))
    if len(path) < 2:
        raise _not_understood(text)
    return Sail(path)


def _parse_trade(w: list[str], text: str) -> Trade:
    if not 1 <= len(w) <= 2:
        raise _not_understood(text)
    choice = None
    if len(w) == 2:
        word = w[1]
        choice = _hex(word, text) if word[0] in "rR" and _digits(word[1:]) else _resource(word)
    return Trade(_land(w[0], text), choice)


def _parse_choose(w: list[str], text: str) -> Choose:
    words = [x.upper() for x in w]
    if words == ["SHIP"] or words == ["SHIPPING"]:
        return Choose("SHIP")
    if len(words) == 1 and words[0] in CULTS:
        return Choose("STEP", words[0])
    if len(words) == 2 and words[0] == "PRIEST" and words[1] in CULTS:
        return Choose("PRIEST", words[1])
    raise _not_understood(text)


def _amount(words: list[str], text: str) -> tuple[int, str]:
    """`3PW`, `3 PW` or `PW` (one): a count and a resource."""
    joined = "".join(words)
    digits = len(joined) - len(joined.lstrip("0123456789"))
    name = joined[digits:]
    if not name.isalpha():
        raise _not_understood(text)
    return (_count(joined[:digits], text) if digits else 1), _resource(name)


@lru_cache(maxsize=8192)
def parse_command(text: str) -> Command:
    """One command, e.g. `upgrade F3 to TP`. (Commands are immutable, so parses are shared.)"""
    words = normalize(text).split(" ")
    head = words[0].lower()
    if head[:1] in ("+", "-"):
        return _parse_adjust(words, text)
    parse = _PARSERS.get(head)
    if parse is None:
        raise _not_understood(text)
    try:
        return parse(words[1:], text)
    except IndexError:
        raise _not_understood(text) from None


def _parse_adjust(words: list[str], text: str) -> Adjust:
    joined = "".join(words)
    sign, rest = joined[0], joined[1:]
    digits = len(rest) - len(rest.lstrip("0123456789"))
    name = rest[digits:]
    if not name or not name.replace("_", "").isalnum() or not name[0].isalpha():
        raise _not_understood(text)
    count = _count(rest[:digits], text) if digits else 1
    if count < 1:
        raise RuleError("tm-counts-nothing", text=quote(text))
    resource = _resource(name)
    for prefix, table, code in _TILE_NAMES:
        if resource.startswith(prefix) and resource not in table:
            raise RuleError(code, tile=resource)
    return Adjust(count if sign == "+" else -count, resource)


# Names read as a tile's or a card's: one missing from its table is refused in those words.
_TILE_NAMES = (
    ("FAV", FAVOR_TILES, "tm-not-a-favor-tile"),
    ("TW", TOWN_TILES, "tm-town-not-in-game"),
    ("BON", BONUS_CARDS, "tm-not-a-bonus-card"),
)


def _parse_upgrade(w: list[str], text: str) -> Upgrade:
    if len(w) < 3 or w[1].lower() != "to":
        raise _not_understood(text)
    name = "".join(w[2:]).upper()
    if BUILDING_ALIASES.get(name, DWELLING) == DWELLING:
        raise RuleError("tm-not-an-upgrade", building=quote(" ".join(w[2:])))
    return Upgrade(_land(w[0], text), BUILDING_ALIASES[name])


def _parse_send(w: list[str], text: str) -> SendPriest:
    if len(w) not in (3, 5) or w[0].lower() not in ("p", "priest") or w[1].lower() != "to":
        raise _not_understood(text)
    cult = w[2].upper()
    if cult not in CULTS:
        raise RuleError("tm-not-a-cult", cult=quote(w[2]), cults=", ".join(CULTS))
    if len(w) == 5:
        if w[3].lower() != "for":
            raise _not_understood(text)
        return SendPriest(cult, _positive(w[4], text))
    return SendPriest(cult)


def _parse_convert(w: list[str], text: str) -> Convert:
    low = [x.lower() for x in w]
    if low.count("to") != 1:
        raise _not_understood(text)
    i = low.index("to")
    count, res = _amount(w[:i], text)
    to_count, to_res = _amount(w[i + 1 :], text)
    return Convert(count, res, to_count, to_res)


def _parse_offer(w: list[str], text: str) -> tuple[int | None, str | None]:
    """`N`, `N from faction`, or nothing (to decline every offer)."""
    if not w:
        return None, None
    power = _positive(w[0], text)
    if len(w) == 1:
        return power, None
    if len(w) != 3 or w[1].lower() != "from":
        raise _not_understood(text)
    return power, _faction(w[2])


def _parse_leech(w: list[str], text: str) -> Leech:
    power, source = _parse_offer(w, text)
    if power is None:
        raise _not_understood(text)
    return Leech(power, source)


def _parse_transform(w: list[str], text: str) -> Transform:
    if len(w) == 1:
        return Transform(_land(w[0], text))
    if len(w) != 3 or w[1].lower() != "to":
        raise _not_understood(text)
    return Transform(_land(w[0], text), _terrain(w[2]))


def _parse_bridge(w: list[str], text: str) -> Bridge:
    ends = _exactly_one(w, text).split(":")
    if len(ends) != 2:
        raise _not_understood(text)
    return Bridge(_land(ends[0], text), _land(ends[1], text))


def _parse_connect(w: list[str], text: str) -> Connect:
    target = _exactly_one(w, text)
    if target[0] in "rR" and _digits(target[1:]):
        return Connect(target.lower())
    hexes = target.split(":")
    if not 2 <= len(hexes) <= 3:
        raise _not_understood(text)
    return Connect(":".join(_land(h, text) for h in hexes))


def _parse_pass(w: list[str], text: str) -> Pass:
    if not w:
        return Pass()
    card = _exactly_one(w, text).upper()
    if not card.startswith("BON") or not _digits(card[3:]):
        raise _not_understood(text)
    if card not in BONUS_CARDS:
        raise RuleError("tm-not-a-bonus-card", tile=card)
    return Pass(card)


def _parse_advance(w: list[str], text: str) -> Advance:
    track = TRACK_ALIASES.get(w[0].lower()) if len(w) == 1 else None
    if track is None:
        raise RuleError("tm-not-a-track", track=quote(" ".join(w)))
    return Advance(track)


def _parse_setup(w: list[str], text: str) -> ChooseFaction:
    name = _faction(w[0]) if len(w) == 1 else None
    if name not in FACTIONS:
        raise RuleError("tm-not-a-faction", faction=quote(" ".join(w)), factions=", ".join(sorted(FACTIONS)))
    return ChooseFaction(name)  # type: ignore[arg-type]


def _parse_drop(w: list[str], text: str) -> DropFaction:
    if len(w) > 1:
        raise _not_understood(text)
    return DropFaction(_faction(w[0]) if w else None)


def _single(command: Command) -> Callable[[list[str], str], Command]:
    def parse(w: list[str], text: str) -> Command:
        if w:
            raise _not_understood(text)
        return command

    return parse


def _exactly_one(w: list[str], text: str) -> str:
    if len(w) != 1:
        raise _not_understood(text)
    return w[0]


# Each command's first word and how to read the rest.
_PARSERS: dict[str, Callable[[list[str], str], Command]] = {
    "build": _parse_build,
    "harbour": lambda w, t: PlaceHarbour(_land(_exactly_one(w, t), t)),
    "harbor": lambda w, t: PlaceHarbour(_land(_exactly_one(w, t), t)),
    "depot": lambda w, t: PlaceHarbour(_land(_exactly_one(w, t), t)),
    "boat": lambda w, t: PlaceBoat(_hex(_exactly_one(w, t), t)),
    "merchant": lambda w, t: PlaceBoat(_hex(_exactly_one(w, t), t)),
    "sail": _parse_sail,
    "walk": _parse_sail,
    "trade": _parse_trade,
    "choose": _parse_choose,
    "upgrade": _parse_upgrade,
    "send": _parse_send,
    "convert": _parse_convert,
    "burn": lambda w, t: Burn(_positive(_exactly_one(w, t), t)),
    "leech": _parse_leech,
    "decline": lambda w, t: Decline(*_parse_offer(w, t)),
    "dig": lambda w, t: Dig(_positive(_exactly_one(w, t), t)),
    "transform": _parse_transform,
    "bridge": _parse_bridge,
    "connect": _parse_connect,
    "action": lambda w, t: UseAction(_exactly_one(w, t).upper()),
    "pass": _parse_pass,
    "advance": _parse_advance,
    "wait": _single(Wait()),
    "done": _single(Done()),
    "setup": _parse_setup,
    "drop-faction": _parse_drop,
    "resign": _parse_drop,
    "pick-color": lambda w, t: PickColor(_terrain(_exactly_one(w, t), (ICE,))),
    "unlock-terrain": _parse_unlock,
    "gain": _parse_gain,
}


def format_command(c: Command, boat: str = "boat") -> str:
    """`c` in the notation; `boat`: the word for a boat placed (`merchant` for the Fakirs and
    Dwarves, whose boats are merchants)."""
    write = _WRITERS.get(c.__class__)
    if write is None:
        raise TypeError(f"not a command: {c!r}")
    return write(c, boat)


def _build(c: Build) -> str:
    if not c.boat:
        return f"build {c.hex}"
    return f"build {c.hex} by boat {c.river}" if c.river else f"build {c.hex} by boat"


def _choose(c: Choose) -> str:
    if c.what == "SHIP":
        return "choose ship"
    return f"choose priest {c.cult}" if c.what == "PRIEST" else f"choose {c.cult}"


def _adjust(c: Adjust) -> str:
    sign = "+" if c.delta > 0 else "-"
    count = "" if abs(c.delta) == 1 else str(abs(c.delta))
    return f"{sign}{count}{c.resource}"


def _decline(c: Decline) -> str:
    if c.power is None:
        return "decline"
    return f"decline {c.power} from {c.source}" if c.source else f"decline {c.power}"


# How each command is written (with the word for a boat, which only PlaceBoat uses).
_WRITERS: dict[type, Callable[[Any, str], str]] = {
    Build: lambda c, boat: _build(c),
    PlaceHarbour: lambda c, boat: f"harbour {c.hex}",
    PlaceBoat: lambda c, boat: f"{boat} {c.hex}",
    Sail: lambda c, boat: "sail " + "-".join(c.path),
    Trade: lambda c, boat: f"trade {c.hex} {c.choice}" if c.choice else f"trade {c.hex}",
    Choose: lambda c, boat: _choose(c),
    Upgrade: lambda c, boat: f"upgrade {c.hex} to {c.building}",
    Transform: lambda c, boat: f"transform {c.hex} to {c.terrain}" if c.terrain else f"transform {c.hex}",
    Dig: lambda c, boat: f"dig {c.spades}",
    SendPriest: lambda c, boat: f"send p to {c.cult}" + (f" for {c.steps}" if c.steps else ""),
    Convert: lambda c, boat: f"convert {c.from_count}{c.from_res} to {c.to_count}{c.to_res}",
    Burn: lambda c, boat: f"burn {c.count}",
    Leech: lambda c, boat: f"leech {c.power} from {c.source}" if c.source else f"leech {c.power}",
    Decline: lambda c, boat: _decline(c),
    Bridge: lambda c, boat: f"bridge {c.a}:{c.b}",
    Connect: lambda c, boat: f"connect {c.river}",
    UseAction: lambda c, boat: f"action {c.name}",
    Pass: lambda c, boat: f"pass {c.bonus}" if c.bonus else "pass",
    Advance: lambda c, boat: f"advance {c.track}",
    Adjust: lambda c, boat: _adjust(c),
    Wait: lambda c, boat: "wait",
    Done: lambda c, boat: "done",
    ChooseFaction: lambda c, boat: f"setup {c.faction}",
    DropFaction: lambda c, boat: f"drop-faction {c.faction}" if c.faction else "drop-faction",
    PickColor: lambda c, boat: f"pick-color {c.color}",
    UnlockTerrain: lambda c, boat: f"unlock-terrain {c.terrain}",
    GainFor: lambda c, boat: f"gain {c.resource} for {c.price}",
}


def split_turn(text: str) -> list[str]:
    """The commands of one turn: `dig 1. build E3` -> ['dig 1', 'build E3']."""
    return [part.strip() for part in text.split(".") if part.strip()]


def parse_turn(text: str) -> list[Command]:
    commands = [parse_command(part) for part in split_turn(text)]
    if not commands:
        raise RuleError("tm-nothing-to-do", examples=EXAMPLES)
    return merge_repeats(commands)


def merge_repeats(commands: list[Command]) -> list[Command]:
    """`+FIRE. +FIRE` is one gain of two steps (Auren's stronghold action needs them together);
    `burn 1. burn 2` is `burn 3`, one way to write one thing. Gains (or losses) of one thing in a
    row add up whatever their sizes, so the sum is written once and reads back the same."""
    out: list[Command] = []
    for c in commands:
        last = out[-1] if out else None
        if (
            isinstance(c, Adjust)
            and isinstance(last, Adjust)
            and last.resource == c.resource
            and (last.delta > 0) == (c.delta > 0)
        ):
            out[-1] = Adjust(last.delta + c.delta, c.resource)
        elif isinstance(c, Burn) and isinstance(last, Burn):
            out[-1] = Burn(last.count + c.count)
        else:
            out.append(c)
    return out


def format_turn(commands: Sequence[Command], boat: str = "boat") -> str:
    """A turn in the notation (`dig 1. build E3`); `boat` as format_command's."""
    try:
        return ". ".join([_WRITERS[c.__class__](c, boat) for c in commands])
    except KeyError:
        raise TypeError(f"not a turn: {commands!r}") from None
