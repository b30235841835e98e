"""The token cards of the imported card data, for the printed text reader (2.1.e).

A card that creates a token by name ("Create a [MANA_MOTH] Illusion token …") makes the
token its token card defines. The pool's token prints (the data's ``TOKEN`` cards, and any
type read as a token, ``TOKEN_LANDMARK_PERMANENT``) are read once into
:class:`~scenarios.cards.printed.token_names.TokenCard` and handed to the reader with
:func:`~scenarios.cards.printed.token_names.using_tokens`; the library's tokens stay the
fallback. :func:`tokens_digest` identifies the set of token cards, so definitions read
with other token cards are read again.

The sub-types the pool's cards print (:func:`data_subtypes`; never words of a text) are
sub-types of their card type while its texts are read (2.2.2); :func:`subtypes_digest`
keys the kept readings by them too, so a text read with more sub-types is never served to a
pool that has fewer.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping

from scenarios.cards.printed import PrintedCard
from scenarios.cards.printed.token_names import TokenCard, token_key
from scenarios.pool.reading import read


def token_cards(cards: Iterable[PrintedCard]) -> dict[str, TokenCard]:
    """The token cards among ``cards`` (English prints first: the name looked up is the one
    the English text prints), by :func:`token_key`; the first of a name wins."""
    found: dict[str, TokenCard] = {}
    for card in cards:
        if not card.token or token_key(card.name) in found:
            continue
        reading = read(card)
        m = reading.model
        unread = tuple(
            f"ability “{a.text}”: {a.reason or 'not understood'}"
            for a in reading.abilities
            if a.status != "executed"
        )
        found[token_key(card.name)] = TokenCard(
            name=card.name,
            type=card.type,
            zone_type=card.zone_type,
            subtypes=tuple(card.subtypes),
            forest=card.forest or 0,
            mountain=card.mountain or 0,
            water=card.water or 0,
            abilities=tuple(a.model_dump(mode="json", exclude_defaults=True) for a in m.abilities),
            keywords=tuple(m.keywords),
            unread=unread,
            unread_texts=tuple(a.text for a in reading.abilities if a.status != "executed"),
        )
    return found


def data_subtypes(cards: Iterable[PrintedCard]) -> dict[str, frozenset[str]]:
    """Card type -> every sub-type the ``cards`` print for it (the data's ``subTypes``)."""
    found: dict[str, set[str]] = {}
    for card in cards:
        if card.subtypes:
            found.setdefault(card.type, set()).update(card.subtypes)
    return {k: frozenset(v) for k, v in sorted(found.items())}


def subtypes_digest(subtypes: Mapping[str, Iterable[str]]) -> str:
    """What identifies the sub-types a pool is read with (:func:`data_subtypes`)."""
    data = sorted((k, sorted(v)) for k, v in subtypes.items())
    return hashlib.sha1(json.dumps(data).encode("utf-8")).hexdigest()[:16]


def keywords_digest(keywords: Mapping[str, str]) -> str:
    """What identifies the set's keywords a pool is read with (their reminders, 2.2.12.c):
    a print naming one is read by it, so a reading made without it is not served."""
    if not keywords:
        return ""
    data = sorted(keywords.items())
    return hashlib.sha1(json.dumps(data).encode("utf-8")).hexdigest()[:16]


def tokens_digest(tokens: dict[str, TokenCard]) -> str:
    """What identifies a set of token cards (their characteristics and abilities)."""
    data = [
        [
            k,
            t.name,
            t.type,
            t.zone_type,
            t.subtypes,
            t.forest,
            t.mountain,
            t.water,
            t.abilities,
            t.keywords,
            t.unread,
        ]
        for k, t in sorted(tokens.items())
    ]
    return hashlib.sha1(json.dumps(data, default=str).encode("utf-8")).hexdigest()[:16]
