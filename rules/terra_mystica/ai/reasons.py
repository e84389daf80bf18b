"""Why a move is good, and how a position stands, in words a player can check (for /hint): the
values explain.py makes, and their English.

A move's reason is read off the evaluation: the position's value is the sum of groups (points now,
the final scoring as it stands, income to come, buildings, land in reach...), so the change of each
group between before and after the move says where its worth comes from. The reason names the
groups that gain most, each with the figures behind it ("+4 VP now; income +2 workers for 4
rounds"); hard's search adds what the move leads to later in the round.

Reasons are codes with parameters, so that the host words them in each language; `.text` is the
English line. The codes (CODES) are stable: the catalogues key on them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules import ai_reasons
from rules.ai_reasons import Params, Reason, count, ordinal, signed

# The evaluation's groups: the features each sums (points and the final scoring are read apart).
GROUPS: dict[str, tuple[str, ...]] = {
    "resources": ("C_left", "W_left", "P_left", "P3_left", "P2_left", "P1_left"),
    "income": ("incC", "incW", "incP", "incPW"),
    "cult_income": ("tileC", "tileW", "tileP", "tilePW", "tileSPADE"),
    "buildings": ("D", "TP", "TE", "SH", "SA"),
    "range": ("ship", "dig", "teleport"),
    "land": ("land0", "land1", "land2"),
    "town": ("town_near",),
    "cults": ("cult_steps", "keys"),
    "leech": ("neighbours",),
    "pass_vp": ("pass_vp", "no_pass"),
    "build_vp": ("build_vp",),
    "card": ("card",),
    "spades": ("spades",),
    "specials": ("specials",),
}

# Every code a Reason part may carry, with its parameters (besides "vp", the part's worth in VP,
# which every part has). Resource parameters: C coins, W workers, P priests, PW power, SPADE spades.
CODES: dict[str, tuple[str, ...]] = {
    "points": (),  # VP scored by the move itself; vp is a whole number
    "final": (),  # the final scoring as it stands: cult majorities, network, final tile
    "resources": ("C", "W", "P", "PW"),  # resources in hand (negative: spent)
    "income": ("C", "W", "P", "PW", "rounds"),  # income a round, for so many income phases
    "cult_income": ("C", "W", "P", "PW", "SPADE"),  # the round tiles' cult rewards to come, in all
    "buildings": ("D", "TP", "TE", "SH", "SA"),  # buildings on the board (dwellings...sanctuaries)
    "range": ("ship", "dig", "range"),  # shipping, digging, tunnelling/carpet range steps
    "land": ("hexes",),  # free land in reach (own terrain, 1-2 spades away)
    "town": ("towns",),  # towns founded (0: a cluster nearer to being one)
    "cults": ("steps",),  # steps on the cult tracks
    "leech": ("neighbours",),  # opponents' buildings next to its own: power to take
    "pass_vp": (),  # VP at passing to come (bonus card, favor, stronghold)
    "build_vp": (),  # VP to come from favor tiles for building
    "card": (),  # the bonus card's own action
    "spades": ("spades",),  # spades to use now
    "specials": (),  # the faction's own actions (its stronghold's, a favor's) for the rounds left
    "pass": ("card",),  # the move passes, taking this bonus card ("" if none)
    "plan": (),  # hard's search: what the move sets up later in the round, beyond the other moves
    "setup": (),  # a decision before the first round, by rules of thumb (land, river, neighbours)
    "least_loss": (),  # no gain anywhere: the move that costs least
}


@dataclass(frozen=True)
class Ranked:
    """A move as a level ranks it: its notation, its value (the projected final VP after it) and why."""

    move: str
    value: float
    reason: Reason


@dataclass(frozen=True)
class Evaluation:
    """How a seat stands: VP now, the projected final score, its place by projection among the players."""

    vp: int
    projected: float
    place: int
    players: int

    @property
    def text(self) -> str:
        place = f"{ordinal(self.place)} of {self.players}"
        return f"{self.vp} VP now, {self.projected:.0f} VP projected at the end: {place}"


# --- English --------------------------------------------------------------------------------------

_WORDS = {
    "C": ("coin", "coins"), "W": ("worker", "workers"), "P": ("priest", "priests"), "PW": ("power", "power"),
    "SPADE": ("spade", "spades"), "D": ("dwelling", "dwellings"), "TP": ("trading house", "trading houses"),
    "TE": ("temple", "temples"), "SH": ("stronghold", "strongholds"), "SA": ("sanctuary", "sanctuaries"),
}  # fmt: skip


def _counts(params: Params, keys: Sequence[str]) -> str:
    out = []
    for k in keys:
        n = params.get(k, 0)
        if isinstance(n, int | float) and n:
            singular, plural = _WORDS[k]
            out.append(f"{signed(n)} {singular if abs(n) == 1 else plural}")
    return ", ".join(out)


def _vp(params: Params) -> str:
    return f"{signed(round(float(params.get('vp', 0)), 1))} VP"


def _plural(n: float | int | str, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


_RANGES = (("ship", "shipping"), ("dig", "digging"), ("range", "range"))


def english(code: str, p: Params) -> str:
    """A part's line in English."""
    vp = _vp(p)
    match code:
        case "points":
            return f"{vp} now"
        case "final":
            return f"{vp} in the final scoring as it stands"
        case "resources":
            return f"{_counts(p, ('C', 'W', 'P', 'PW')) or vp} in hand"
        case "income":
            return f"income {_counts(p, ('C', 'W', 'P', 'PW')) or vp} for {_plural(p['rounds'], 'round', 'rounds')}"
        case "cult_income":
            return f"{_counts(p, ('C', 'W', 'P', 'PW', 'SPADE')) or vp} from the round tiles' cult rewards"
        case "buildings":
            return f"{_counts(p, ('D', 'TP', 'TE', 'SH', 'SA')) or vp} on the board"
        case "range":
            steps = [f"{what} {signed(float(p[k]))}" for k, what in _RANGES if p.get(k)]
            return ", ".join(steps) or f"{vp} of reach"
        case "land":
            hexes = count(p, "hexes", "hex", "hexes") if p.get("hexes") else vp
            return f"{hexes} of land in reach"
        case "town":
            return "founds a town" if p.get("towns") else "nearer to a town"
        case "cults":
            return count(p, "steps", "cult step", "cult steps") if p.get("steps") else f"{vp} on the cult tracks"
        case "leech":
            return f"{count(p, 'neighbours', 'neighbour', 'neighbours')} to take power from"
        case "pass_vp":
            return f"{vp} at passing to come"
        case "build_vp":
            return f"{vp} to come for building (favor tile)"
        case "card":
            return f"{vp} from the bonus card's action"
        case "spades":
            return f"{count(p, 'spades', 'spade', 'spades')} to use"
        case "specials":
            return f"{vp} from its own actions in the rounds left"
        case "pass":
            return f"passes, taking {p['card']}" if p.get("card") else "passes"
        case "plan":
            return f"{vp} more than other moves set up later this round"
        case "setup":
            return "a good start by rules of thumb (land around, river, neighbours)"
        case "least_loss":
            return f"costs least ({vp})"
    raise ValueError(f"unknown reason code {code!r}")


class Part(ai_reasons.Part):
    """One group's share of a move's worth, worded in English by `english`."""

    words = staticmethod(english)
