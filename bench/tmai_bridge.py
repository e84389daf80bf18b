"""Translation between our Terra Mystica games and lvandeve/tmai (an outside JavaScript program,
never part of this repository), for a bench of our `hard` against tmai's strongest AI.

The game is played in our engine only. For each decision of a tmai seat, tmai is given the game
so far as a move log in the reference site's notation (`log_text`: tmai reads such logs; its
loader needs the header lines written here) and answers with its chosen actions as JSON
(`to_notation` turns them into our notation, checked against our engine by the caller).

What tmai knows limits the games: the base map, the base factions, scoring tiles SCORE1..SCORE8
(it has no temple tile) and the fixed turn order of the printed rules (no variable turn order).
`TMAI_OPTIONS` are our default options less those two.

tmai's actions (its JSON, one object an action): `type` (tmai's action code name, e.g. `build`,
`upgradete`, `pow1p`, `cult2`), `co` (a hex in our notation, e.g. `E7`, or None), `cos` (hexes,
for a bridge), `cult` (`fire`..`air` or None), `favtiles`, `twtiles` (`fav5`, `tw3`), `bontile`
(`bon4` or None), `to` (the terrain a transform leaves, e.g. `yellow`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rules.terra_mystica.engine import DEFAULT_OPTIONS

# tmai has neither the temple scoring tile nor the turn order that follows passing.
TMAI_OPTIONS: tuple[str, ...] = tuple(
    o for o in DEFAULT_OPTIONS if o not in ("temple-scoring-tile", "variable-turn-order")
)
TMAI_SCORE_TILES: tuple[str, ...] = tuple(f"SCORE{i}" for i in range(1, 9))
BASE_BONUS_CARDS: tuple[str, ...] = tuple(f"BON{i}" for i in range(1, 11))

# tmai's action code name -> the action space it takes in our notation.
ACTION_SPACES: Mapping[str, str] = {
    "powbridge": "ACT1",
    "pow1p": "ACT2",
    "pow2w": "ACT3",
    "pow7c": "ACT4",
    "powspade": "ACT5",
    "pow2spade": "ACT6",
    "bonspade": "BON1",
    "boncult": "BON2",
    "favcult": "FAV6",
    "sandstorm": "ACTN",
    "witchesride": "ACTW",
    "aurencult2": "ACTA",
    "swarmlingstp": "ACTS",
    "chaosdouble": "ACTC",
    "giants2spade": "ACTG",
    "engbridge": "ACTE",
}
# tmai's conversions: (what is paid, what is got), one unit of the conversion.
CONVERSIONS: Mapping[str, tuple[tuple[int, str], tuple[int, str]]] = {
    "1pwto1c": ((1, "PW"), (1, "C")),
    "3pwto1w": ((3, "PW"), (1, "W")),
    "5pwto1p": ((5, "PW"), (1, "P")),
    "1pto1w": ((1, "P"), (1, "W")),
    "1wto1c": ((1, "W"), (1, "C")),
    "1vpto1c": ((1, "VP"), (1, "C")),
    "1wto1p": ((1, "W"), (1, "P")),
}
UPGRADES: Mapping[str, str] = {"upgradetp": "TP", "upgradete": "TE", "upgradesh": "SH", "upgradesa": "SA"}
PRIEST_STEPS: Mapping[str, int] = {"cult3": 3, "cult2": 2, "cult1": 1}
TRANSFORMS: frozenset[str] = frozenset({"transformcw", "transformccw", "giantstransform"})
# Taken by our engine without a word of their own (a tunnel or carpet is part of the build or transform).
SILENT: frozenset[str] = frozenset({"tunnel", "carpet", "none"})


class Untranslatable(ValueError):
    """tmai answered with something this bridge cannot say in our notation."""


def log_text(
    options: Iterable[str],
    score_tiles: Sequence[str],
    removed_bonus_cards: Iterable[str],
    factions: Sequence[str],
    moves: Iterable[tuple[str, str]],
) -> str:
    """The game so far as a log tmai's loader reads: `factions` in seat order (the first player
    first), `moves` the (faction, notation) of each move played after the factions were set."""
    lines = [f"option {o}" for o in options]
    lines += [f"Round {i} scoring: {tile}" for i, tile in enumerate(score_tiles, start=1)]
    lines += [f"Removing tile {card}" for card in sorted(removed_bonus_cards, key=_card_number)]
    lines += [f"Player {i}: {f}" for i, f in enumerate(factions, start=1)]
    # tmai finds the factions and their order in the first block of income lines.
    lines += [f"{f} income_for_faction" for f in factions]
    lines += [f"{faction}: {_for_tmai(move)}" for faction, move in moves if not move.lower().startswith("setup")]
    return "\n".join(lines) + "\n"


def _card_number(card: str) -> int:
    return int(card[3:])


def _for_tmai(move: str) -> str:
    # tmai's loader strips every ' +<digits>' as a ledger delta, which would cut Auren's
    # '+2FIRE' to 'FIRE'; written without the space before it, the step survives.
    return move.replace(". +2", ".+2")


def to_notation(decision: Mapping[str, Any], offer: str | None = None) -> str:
    """tmai's answer to one decision, in our notation. `decision["kind"]`: `action` (a turn, its
    `actions`), `dwelling` (`co`), `bonus` (`tile`), `cultists` (`cult`), `spades` (a round's
    spades, its `actions`), `leech` (`accept`, with `offer` our move for taking it, e.g. `leech 3
    from witches`, which is declined by the same words with `decline`)."""
    kind = decision.get("kind")
    if kind == "dwelling":
        return f"build {_hex(decision.get('co'))}"
    if kind == "bonus":
        return f"pass {_card(decision.get('tile'), 'bon')}"
    if kind == "cultists":
        return f"+{_cult(decision.get('cult'))}"
    if kind == "leech":
        if offer is None or not offer.lower().startswith("leech "):
            raise Untranslatable(f"a power offer answered without our offer to take: {offer!r}")
        return offer if decision.get("accept") else "decline" + offer[len("leech") :]
    if kind in ("action", "spades"):
        return actions_notation(decision.get("actions") or [])
    raise Untranslatable(f"unknown decision kind {kind!r}")


def actions_notation(actions: Sequence[Mapping[str, Any]]) -> str:
    """A turn of tmai's actions as our notation, its parts joined by '. '."""
    parts: list[str] = []
    i = 0
    while i < len(actions):
        a = actions[i]
        kind = str(a.get("type"))
        # Repeated units are counted into one part: 'burn 3', 'convert 3PW to 3C', 'dig 2'.
        same = 1
        while (
            i + same < len(actions)
            and actions[i + same].get("type") == kind
            and kind in ("burn", "spade", *CONVERSIONS)
        ):
            same += 1
        if kind == "burn":
            parts.append(f"burn {same}")
        elif kind == "spade":
            parts.append(f"dig {same}")
        elif kind in CONVERSIONS:
            (pay, paid), (get, got) = CONVERSIONS[kind]
            parts.append(f"convert {pay * same}{paid} to {get * same}{got}")
        elif kind in TRANSFORMS:
            # A hex turned step by step is said once, with the terrain its last step leaves.
            co = _hex(a.get("co"))
            j = i
            while (
                j + 1 < len(actions)
                and actions[j + 1].get("type") in TRANSFORMS
                and actions[j + 1].get("co") == a.get("co")
            ):
                j += 1
            to = actions[j].get("to")
            if not to:
                raise Untranslatable(f"a transform of {co} without the terrain it leaves")
            parts.append(f"transform {co} to {to}")
            same = j - i + 1
        else:
            parts.extend(_one(a, kind))
        parts.extend(_tiles(a))
        i += same
    if not parts:
        raise Untranslatable("an empty turn")
    return ". ".join(parts)


def _one(a: Mapping[str, Any], kind: str) -> list[str]:
    if kind == "pass":
        bon = a.get("bontile")
        return [f"pass {_card(bon, 'bon')}" if bon else "pass"]
    if kind in ACTION_SPACES:
        out = [f"action {ACTION_SPACES[kind]}"]
        if kind in ("boncult", "favcult"):
            out.append(f"+{_cult(a.get('cult'))}")
        elif kind == "aurencult2":
            out.append(f"+2{_cult(a.get('cult'))}")
        elif kind in ("sandstorm", "witchesride") and a.get("co"):
            out.append(f"{'transform' if kind == 'sandstorm' else 'build'} {_hex(a.get('co'))}")
        return out
    if kind == "build":
        return [f"build {_hex(a.get('co'))}"]
    if kind in UPGRADES:
        return [f"upgrade {_hex(a.get('co'))} to {UPGRADES[kind]}"]
    if kind in PRIEST_STEPS:
        return [f"send p to {_cult(a.get('cult'))} for {PRIEST_STEPS[kind]}"]
    if kind == "advshipping":
        return ["advance ship"]
    if kind == "advdigging":
        return ["advance dig"]
    if kind == "placebridge":
        cos = a.get("cos") or []
        if len(cos) != 2:
            raise Untranslatable(f"a bridge with ends {cos!r}")
        return [f"bridge {_hex(cos[0])}:{_hex(cos[1])}"]
    if kind == "watertown":
        return [f"connect {str(a.get('co') or '').lower()}"]
    if kind in SILENT:
        return []
    raise Untranslatable(f"tmai's action {kind!r}")


def _tiles(a: Mapping[str, Any]) -> list[str]:
    return [f"+{_card(t, 'fav')}" for t in a.get("favtiles") or []] + [
        f"+{_card(t, 'tw')}" for t in a.get("twtiles") or []
    ]


def _hex(co: Any) -> str:
    if not isinstance(co, str) or not co:
        raise Untranslatable(f"no hex in tmai's answer ({co!r})")
    return co.upper()


def _card(tile: Any, prefix: str) -> str:
    if not isinstance(tile, str) or not tile.lower().startswith(prefix) or not tile[len(prefix) :].isdigit():
        raise Untranslatable(f"not a {prefix} tile: {tile!r}")
    return tile.upper()


def _cult(cult: Any) -> str:
    if cult not in ("fire", "water", "earth", "air"):
        raise Untranslatable(f"not a cult track: {cult!r}")
    return str(cult).upper()
