"""Which engine ability each PRINTED ability of a card became (ie40).

A scenario names a quick action by its printed place on the card (``quick_action: {card,
ability: N}``, docs/scenarios.md): the N-th ability the card sheet lists, from 0 — keyword
lines and abilities left to the judge counted — so a reader change that reads an earlier
ability does not move it. The engine numbers only what it runs (``CardDef.abilities``); this
module keeps, for each printed ability, its text and the index of the engine ability read
from it (-1: a keyword line, or one left to the judge), on ``CardDef.printed``."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from engine.state.cards import Ability
from scenarios.cards.printed.card import AbilityReading
from scenarios.cards.printed.text import in_words

NOT_AN_ABILITY = -1
"""The engine index of a printed ability the engine has no ability for: a keyword line (the
card's keywords, 7.4) or one left to the judge (``CardDef.by_hand``)."""


def _key(text: str) -> str:
    """A text as compared: reminders in brackets, punctuation, Rare marks and spacing
    dropped, icons as words ("{T} : Draw a card." is "{T}: Draw a card.")."""
    return re.sub(r"[^a-z0-9]", "", re.sub(r"\([^)]*\)", "", in_words(text)).lower())


def printed_abilities(
    readings: Iterable[AbilityReading], abilities: Sequence[Ability]
) -> tuple[tuple[str, int], ...]:
    """``(printed text, engine ability index)`` for each printed ability in printed order:
    the index of the first engine ability, not yet claimed, whose text is the printed one
    (a read ability keeps its printed text); ``NOT_AN_ABILITY`` when none is."""
    keys = [_key(a.text) for a in abilities]
    claimed: set[int] = set()
    out: list[tuple[str, int]] = []
    for reading in readings:
        text = reading.text
        found = NOT_AN_ABILITY
        if reading.status == "executed":
            key = _key(text.removeprefix("{I} "))
            found = next(
                (i for i, k in enumerate(keys) if k == key and i not in claimed), NOT_AN_ABILITY
            )
            if found == NOT_AN_ABILITY and not keyword_line(text):
                # said otherwise by the engine: the next one not claimed, in printed order
                after = max(claimed, default=-1)
                found = next(
                    (i for i in range(after + 1, len(keys)) if i not in claimed), NOT_AN_ABILITY
                )
            if found != NOT_AN_ABILITY:
                claimed.add(found)
        out.append((text, found))
    return tuple(out)


def keyword_line(text: str) -> bool:
    """Whether a printed ability is a line of rules keywords only ("Defender.", "Gigantic,
    Tough 1."): the card's keywords (7.4), no engine ability."""
    from scenarios.cards import vocabulary as v

    words = [w.strip() for w in re.sub(r"[\[\].]", "", text).split(",")]
    try:
        return bool(words) and all(v.keyword_parts(w)[0] in v.KEYWORD_ABILITIES for w in words)
    except ValueError:  # not a rules keyword: an ability
        return False
