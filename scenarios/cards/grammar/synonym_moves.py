"""Put, return and send as one action (gram40, issue 30): "Put", "return" and "send" are
synonyms rules-wise (7.3.27.b, 7.3.32.c, 7.3.37.b) — each moves an object to a zone (7.3.27.a,
7.3.32.a, 7.3.37.a). The grammar reads some moves with one verb only ("Send [object] to
Reserve", "Return me to your hand", "Put [object] in its owner's Mana zone"); a designer
prints any of the three. A move printed with a verb the grammar does not read there is read
with a synonym, with the preposition that verb takes ("in" / "into" / "on top of" / "at the
bottom of" for put, "to" / "to the top of" / "to the bottom of" for return and send):
:func:`synonym_texts` gives those texts, and the reader (:mod:`reader`) reads the first one
the grammar reads when the printed text is not read. The object, the zone and its owner are
the printed ones: the move is the same, only the verb is the synonym the grammar reads it
with (and the rule cited for the move is that verb's, a synonym's, 7.3.37.b)."""

from __future__ import annotations

import re
from typing import Any

__all__ = ["printed_verb", "said_with", "synonym_texts", "synonym_variants"]

_VERBS = ("put", "return", "send")

_MOVE = re.compile(
    r"\b(?P<verb>[Pp]uts?|[Rr]eturns?|[Ss]ends?)\b"
    r"(?P<object>[^.,;:\u2014]*)\s"
    r"(?P<prep>on top of|on the top of|at the bottom of|on the bottom of|to the top of|"
    r"to the bottom of|into|in|to)\s"
    r"(?=(?:(?:its|their|my|your|the|an?) (?:owner's |owners'? |controller's |opponent's )?)?"
    r"(?:Reserves?|hands?|Mana zones?|Discard piles?|deck|Deck)\b)"
)
"""One move: its verb, the object moved (within its clause, up to the last preposition), and
the preposition before the zone it goes to (the zone itself is not changed)."""

_PLACES: dict[str, dict[str, tuple[str, ...]]] = {
    "top": {"put": ("on top of",), "return": ("to the top of",), "send": ("to the top of",)},
    "bottom": {
        "put": ("at the bottom of", "on the bottom of"),
        "return": ("to the bottom of",),
        "send": ("to the bottom of",),
    },
    "zone": {"put": ("in", "into"), "return": ("to",), "send": ("to",)},
}
"""The prepositions each verb takes, by where in the zone the object goes (7.3.27.a)."""


def _place(prep: str) -> str:
    return "top" if "top" in prep else "bottom" if "bottom" in prep else "zone"


def _verb(word: str) -> str:
    return word.lower().removesuffix("s")


def synonym_texts(text: str) -> list[str]:
    """``text`` with each move said with the other verbs (7.3.37.b): one move changed at a
    time, in the order of the text, then every move said with one verb; ``[]`` when it
    prints no move."""
    return [said for said, _, _ in synonym_variants(text)]


def synonym_variants(text: str) -> list[tuple[str, str, str]]:
    """(text, printed verb, verb said) for each text of :func:`synonym_texts`: the printed
    verb is ``""`` when the moves said with one verb were printed with several."""
    found: dict[str, tuple[str, str]] = {}
    printed_verbs = {_verb(m.group("verb")) for m in _MOVE.finditer(text)}
    for m in _MOVE.finditer(text):
        printed, verb = m.group("verb"), _verb(m.group("verb"))
        third = printed.lower() in ("puts", "returns", "sends")  # "each player returns"
        for other in _VERBS:
            if other == verb:
                continue
            word = other + ("s" if third else "")
            word = word[:1].upper() + word[1:] if printed[:1].isupper() else word
            for prep in _PLACES[_place(m.group("prep"))][other]:
                said = f"{word}{m.group('object')} {prep} "
                variant = text[: m.start()] + said + text[m.end() :]
                if variant != text and variant not in found and other not in printed_verbs:
                    found[variant] = (verb, other)
                elif variant != text and variant not in found:
                    found[variant] = ("", other)  # the verb said is printed elsewhere too
    for other in _VERBS:  # every move of the text said with one verb ("If you put …, put …")
        variant = said_with(text, other)
        if variant != text and variant not in found:
            one = next(iter(printed_verbs)) if len(printed_verbs) == 1 else ""
            found[variant] = (one, other)
    return [(said, printed, other) for said, (printed, other) in found.items()]


def printed_verb(reading: Any, said: str, printed: str) -> Any:
    """``reading`` (read from a text with a move said with ``said``) with the move's verb as
    printed (``printed``): the reading keeps the card's words, the move is the same
    (7.3.37.b). A move step is one with a zone it goes to (``to``)."""
    if isinstance(reading, dict):
        out = {k: printed_verb(v, said, printed) for k, v in reading.items()}
        if printed and out.get("action") == said and "to" in out:
            out["action"] = printed
        return out
    if isinstance(reading, list):
        return [printed_verb(v, said, printed) for v in reading]
    return reading


def said_with(text: str, verb: str) -> str:
    """``text`` with every move said with ``verb`` ("put", "return" or "send") and the first
    preposition it takes (7.3.37.b): the writer's voice of a move (``writer/voices.py``)."""

    def said(m: re.Match[str]) -> str:
        printed = m.group("verb")
        word = verb + ("s" if printed.lower() in ("puts", "returns", "sends") else "")
        word = word[:1].upper() + word[1:] if printed[:1].isupper() else word
        prep = _PLACES[_place(m.group("prep"))][verb][0]
        return f"{word}{m.group('object')} {prep} "

    return _MOVE.sub(said, text)
