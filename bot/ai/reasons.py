"""The AIs' reasons and evaluations in the reader's language: each part of a reason is a code with
parameters (rules/<game>/ai/reasons.py CODES), worded by `ai-reason-<prefix>-<code>`; counts of
things (coins, workers, buildings...) by `ai-count-<prefix>-<thing>`, signed (+2 coins, -1 worker)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from locales import catalogue, say

# The parameters of a part that are counts of things, by game prefix and code, listed together.
COUNTED: dict[str, dict[str, tuple[str, ...]]] = {
    "tm": {
        "resources": ("C", "W", "P", "PW"),
        "income": ("C", "W", "P", "PW"),
        "cult_income": ("C", "W", "P", "PW", "SPADE"),
        "buildings": ("D", "TP", "TE", "SH", "SA"),
        "range": ("ship", "dig", "range"),
    },
}


def signed(n: float, locale: str) -> str:
    """+2, -1.5 (with the language's decimal mark)."""
    text = f"{n:+g}" if n else "0"
    return text.replace(".", ",") if locale.startswith("pt") else text


def _params(params: Mapping[str, Any], locale: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in params.items():
        if isinstance(value, bool):
            value = int(value)
        if isinstance(value, int | float):
            out[key] = abs(value)  # plural forms choose by the size
            out[f"{key}_s"] = signed(round(float(value), 1), locale)
        else:
            out[key] = value or "none"  # a select's key: '' chooses nothing
    return out


def part_words(prefix: str, code: str, params: Mapping[str, Any], locale: str) -> str:
    """One part of a reason, worded; '' when the catalogue has no words for it."""
    message = f"ai-reason-{prefix}-{code}"
    if not catalogue(locale).has(message):
        return ""
    words = _params(params, locale)
    counted = COUNTED.get(prefix, {}).get(code, ())
    counts = [
        say(locale, f"ai-count-{prefix}-{key}", n=abs(float(params[key])), n_s=signed(float(params[key]), locale))
        for key in counted
        if isinstance(params.get(key), int | float) and params[key]
    ]
    words["counts"] = ", ".join(counts)
    words["counted"] = "yes" if counts else "no"
    return say(locale, message, **words)


def reason_words(prefix: str, reason: Any, locale: str) -> str:
    """A reason (its parts, each a code with parameters), worded: '' when there is none."""
    parts = getattr(reason, "parts", None)
    if parts is None:
        parts = [reason] if getattr(reason, "code", None) else []
    said = [part_words(prefix, p.code, getattr(p, "params", {}) or {}, locale) for p in parts]
    return "; ".join(s for s in said if s)


def standing_words(standing: Any, locale: str) -> str:
    """How a seat stands (an AI's Evaluation: vp, projected, place, players), worded."""
    return say(
        locale,
        "ai-hint-standing",
        vp=standing.vp,
        projected=round(float(standing.projected)),
        place=standing.place,
        players=standing.players,
    )
