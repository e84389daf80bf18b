"""Suggestions for what a player is typing: the legal actions that match it best, first."""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Callable, Sequence


def _subsequence(needle: str, hay: str) -> bool:
    it = iter(hay)
    return all(ch in it for ch in needle)


def _rank(option: str, typed: str, words: list[str]) -> int | None:
    low = option.lower()
    if low.startswith(typed):
        return 0
    option_words = low.replace(".", " ").split()
    if all(any(w.startswith(t) for w in option_words) for t in words):
        return 1
    if all(t in low for t in words):
        return 2
    if _subsequence(typed.replace(" ", ""), low.replace(" ", "")):
        return 3
    return None


def spread(options: Sequence[str]) -> list[str]:
    """The options reordered so that every kind of action (first word, and the action taken)
    shows up early: with nothing typed yet, the first 25 show what can be done, not 25 builds."""
    groups: dict[str, list[str]] = {}
    for option in options:
        words = option.split()
        key = " ".join(words[:2]) if words and words[0] == "action" else (words[0] if words else "")
        groups.setdefault(key, []).append(option)
    out: list[str] = []
    queues = list(groups.values())
    depth = 0
    while len(out) < len(options):
        for queue in queues:
            if depth < len(queue):
                out.append(queue[depth])
        depth += 1
    return out


SHOWN = 25  # the most choices Discord's autocomplete shows


def best_matches(options: Sequence[str], typed: str, limit: int | None = SHOWN) -> list[str]:
    """Up to `limit` options (all with None) matching `typed`: whole prefixes first, then word
    starts, then substrings, then letters in order; each group in the given order."""
    typed = " ".join(typed.lower().split())
    if not typed:
        return spread(options)[:limit]
    words = typed.split()
    ranked = []
    for i, option in enumerate(options):
        rank = _rank(option, typed, words)
        if rank is not None:
            ranked.append((rank, i, option))
    ranked.sort()
    return [option for _, _, option in ranked[:limit]]


MAX_TYPED = 200


def nearest(options: Sequence[str], typed: str, limit: int = 3) -> list[str]:
    """The options nearest to what was typed, for a move that was refused: those that match it as
    `best_matches` finds them, then the most alike letter by letter (a misspelt word)."""
    typed = " ".join(typed.lower().split())
    if not typed or len(typed) > MAX_TYPED:
        return []  # nothing typed, or far longer than any move: nothing is near it
    found = [o for o in best_matches(options, typed, limit) if _rank(o, typed, typed.split()) != 3]
    if len(found) < limit:
        lowered = {o.lower(): o for o in options}
        alike = difflib.get_close_matches(typed, list(lowered), n=limit, cutoff=0.6)
        found += [lowered[a] for a in alike if lowered[a] not in found]
    return found[:limit]


def _plain(text: str) -> str:
    """Lower case without accents: 'transformação' is found by 'transformacao' too."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def word_matches(options: Sequence[str], words: Callable[[str], str], typed: str, limit: int = SHOWN) -> list[str]:
    """Up to `limit` options whose words (`words(option)`: the move said in the player's language)
    hold what was typed, as whole prefixes, word starts or substrings, accents aside: a player
    who types 'vermelho' or 'construir' finds the moves said so, not only those written so."""
    typed = " ".join(_plain(typed).split())
    if not typed or len(typed) > MAX_TYPED:
        return []
    parts = typed.split()
    ranked = []
    for i, option in enumerate(options):
        rank = _rank(_plain(words(option)), typed, parts)
        if rank is not None and rank < 3:  # letters scattered through a sentence match too much
            ranked.append((rank, i, option))
    ranked.sort()
    return [option for _, _, option in ranked[:limit]]


LABEL = 100  # Discord's most for a choice's name


def move_label(action: str, words: str) -> str:
    """A suggestion's name: the move and its words ('build F4 — builds a dwelling on F4'), the
    words cut short ('…') where the two pass Discord's 100 characters, or the move alone when its
    words add nothing or no room is left for them."""
    label = f"{action} — {words}" if words != action else action
    if len(label) <= LABEL:
        return label
    room = LABEL - len(action) - len(" — …")
    if room < 12:  # a few letters of words say nothing
        return action[:LABEL]
    cut = words[:room].rsplit(" ", 1)[0] if " " in words[:room] else words[:room]
    return f"{action} — {cut.rstrip(' ,;(')}…"
