"""The command notation players know from terra.snellman.org, parsed into typed commands and back.

A turn is written as commands separated by dots: `burn 3. action ACT6. transform F2 to blue. build C3`.
Parsing is case-insensitive and forgiving about spaces; formatting gives one canonical spelling, and
`parse_command(format_command(c)) == c` for every command.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..core import RuleError
from .actions import (
    Adjust,
    Advance,
    Bridge,
    Build,
    Burn,
    ChooseFaction,
    Command,
    Connect,
    Convert,
    Decline,
    Dig,
    Done,
    DropFaction,
    Leech,
    Pass,
    SendPriest,
    Transform,
    Upgrade,
    UseAction,
    Wait,
)
from .board import TERRAIN_ALIASES, TERRAIN_WHEEL
from .data.factions import FACTIONS
from .data.tiles import CULTS

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

EXAMPLES = (
    "build E5 · upgrade F3 to TP · send p to WATER · convert 3PW to 3C · burn 2 · dig 1 · "
    "transform E5 to black · bridge E5:F6 · action ACT6 · pass BON3 · advance ship · "
    "leech 2 from nomads · decline · +FAV11 · +TW5 · +FIRE"
)

_HEX = r"([A-Za-z]\d{1,2}|r\d+)"
_LAND = r"([A-Za-z]\d{1,2})"
_PATTERNS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(rf"^build {_LAND}$", re.I), "build"),
    (re.compile(rf"^upgrade {_LAND} to ([a-z ]+)$", re.I), "upgrade"),
    (re.compile(r"^send (?:p|priest) to (\w+)(?: for (\d+))?$", re.I), "send"),
    (re.compile(r"^convert (\d+)?\s*([a-z]+) to (\d+)?\s*([a-z]+)$", re.I), "convert"),
    (re.compile(r"^burn (\d+)$", re.I), "burn"),
    (re.compile(r"^leech (\d+)(?: from (\w+))?$", re.I), "leech"),
    (re.compile(r"^decline(?: (\d+)(?: from (\w+))?)?$", re.I), "decline"),
    (re.compile(r"^dig (\d+)$", re.I), "dig"),
    (re.compile(rf"^transform {_LAND}(?: to (\w+))?$", re.I), "transform"),
    (re.compile(rf"^bridge {_LAND}:{_LAND}$", re.I), "bridge"),
    (re.compile(r"^connect (r\d+|[a-z]\d{1,2}(?::[a-z]\d{1,2}){1,2})$", re.I), "connect"),
    (re.compile(r"^action (\w+)$", re.I), "action"),
    (re.compile(r"^pass(?: (bon\d+))?$", re.I), "pass"),
    (re.compile(r"^advance (\w+)$", re.I), "advance"),
    (re.compile(r"^([+-])(\d*)\s*([a-z_]+\d*)$", re.I), "adjust"),
    (re.compile(r"^wait$", re.I), "wait"),
    (re.compile(r"^done$", re.I), "done"),
    (re.compile(r"^setup (\w+)$", re.I), "setup"),
    (re.compile(r"^(?:drop-faction|resign)(?: (\w+))?$", re.I), "drop"),
]
_ = _HEX


def _terrain(word: str) -> str:
    t = TERRAIN_ALIASES.get(word.lower(), word.lower())
    if t not in TERRAIN_WHEEL:
        raise RuleError(f"'{word}' is not a terrain; terrains are {', '.join(TERRAIN_WHEEL)}")
    return t


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


@lru_cache(maxsize=8192)
def parse_command(text: str) -> Command:
    """One command, e.g. `upgrade F3 to TP`. (Commands are immutable, so parses are shared.)"""
    normal = normalize(text)
    for pattern, kind in _PATTERNS:
        m = pattern.match(normal)
        if m:
            return _build(kind, m)
    raise RuleError(f"I don't understand '{text.strip()}'. Examples: {EXAMPLES}")


def _build(kind: str, m: re.Match[str]) -> Command:  # noqa: C901 - one branch per command
    g = m.groups()
    if kind == "build":
        return Build(g[0].upper())
    if kind == "upgrade":
        name = g[1].upper().replace(" ", "")
        if name not in BUILDING_ALIASES or BUILDING_ALIASES[name] == "D":
            raise RuleError(f"'{g[1]}' is not a building you can upgrade to (TP, TE, SH or SA)")
        return Upgrade(g[0].upper(), BUILDING_ALIASES[name])
    if kind == "send":
        cult = g[0].upper()
        if cult not in CULTS:
            raise RuleError(f"'{g[0]}' is not a cult track; tracks are {', '.join(CULTS)}")
        return SendPriest(cult, int(g[1]) if g[1] else None)
    if kind == "convert":
        return Convert(int(g[0] or 1), _resource(g[1]), int(g[2] or 1), _resource(g[3]))
    if kind == "burn":
        return Burn(int(g[0]))
    if kind == "leech":
        return Leech(int(g[0]), _faction(g[1]))
    if kind == "decline":
        return Decline(int(g[0]) if g[0] else None, _faction(g[1]))
    if kind == "dig":
        return Dig(int(g[0]))
    if kind == "transform":
        return Transform(g[0].upper(), _terrain(g[1]) if g[1] else None)
    if kind == "bridge":
        return Bridge(g[0].upper(), g[1].upper())
    if kind == "connect":
        target = g[0]
        return Connect(target.lower() if target[0] in "rR" and ":" not in target else target.upper())
    if kind == "action":
        return UseAction(g[0].upper())
    if kind == "pass":
        return Pass(g[0].upper() if g[0] else None)
    if kind == "advance":
        track = TRACK_ALIASES.get(g[0].lower())
        if not track:
            raise RuleError(f"'{g[0]}' is not a track; advance ship or advance dig")
        return Advance(track)
    if kind == "adjust":
        count = int(g[1]) if g[1] else 1
        return Adjust(count if g[0] == "+" else -count, _resource(g[2]))
    if kind == "wait":
        return Wait()
    if kind == "done":
        return Done()
    if kind == "setup":
        name = _faction(g[0])
        if name not in FACTIONS:
            raise RuleError(f"'{g[0]}' is not a faction; factions are {', '.join(sorted(FACTIONS))}")
        return ChooseFaction(name)  # type: ignore[arg-type]
    if kind == "drop":
        return DropFaction(_faction(g[0]))
    raise AssertionError(kind)


def format_command(c: Command) -> str:  # noqa: C901 - one branch per command
    match c:
        case Build(h):
            return f"build {h}"
        case Upgrade(h, b):
            return f"upgrade {h} to {b}"
        case Transform(h, t):
            return f"transform {h} to {t}" if t else f"transform {h}"
        case Dig(n):
            return f"dig {n}"
        case SendPriest(cult, steps):
            return f"send p to {cult}" + (f" for {steps}" if steps else "")
        case Convert(a, ra, b, rb):
            return f"convert {a}{ra} to {b}{rb}"
        case Burn(n):
            return f"burn {n}"
        case Leech(n, src):
            return f"leech {n} from {src}" if src else f"leech {n}"
        case Decline(n, src):
            if n is None:
                return "decline"
            return f"decline {n} from {src}" if src else f"decline {n}"
        case Bridge(a, b):
            return f"bridge {a}:{b}"
        case Connect(r):
            return f"connect {r}"
        case UseAction(name):
            return f"action {name}"
        case Pass(bonus):
            return f"pass {bonus}" if bonus else "pass"
        case Advance(track):
            return f"advance {track}"
        case Adjust(delta, res):
            sign = "+" if delta > 0 else "-"
            count = "" if abs(delta) == 1 else str(abs(delta))
            return f"{sign}{count}{res}"
        case Wait():
            return "wait"
        case Done():
            return "done"
        case ChooseFaction(name):
            return f"setup {name}"
        case DropFaction(name):
            return f"drop-faction {name}" if name else "drop-faction"
    raise TypeError(f"not a command: {c!r}")


def split_turn(text: str) -> list[str]:
    """The commands of one turn: `dig 1. build E3` -> ['dig 1', 'build E3']."""
    return [part.strip() for part in text.split(".") if part.strip()]


def parse_turn(text: str) -> list[Command]:
    commands = [parse_command(part) for part in split_turn(text)]
    if not commands:
        raise RuleError(f"Nothing to do: type a command. Examples: {EXAMPLES}")
    return merge_repeats(commands)


def merge_repeats(commands: list[Command]) -> list[Command]:
    """`+FIRE. +FIRE` is one gain of two steps (Auren's stronghold action needs them together)."""
    out: list[Command] = []
    for c in commands:
        if out and isinstance(c, Adjust) and out[-1] == c:
            out[-1] = Adjust(c.delta * 2, c.resource)
        else:
            out.append(c)
    return out


def format_turn(commands: list[Command]) -> str:
    return ". ".join(format_command(c) for c in commands)
