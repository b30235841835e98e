"""``read_ability``: one cleaned printed ability -> the card structures, by the grammar.

:class:`NotRead` (with the words not read and the grammar rule) when the grammar does not
read it; the printed reader (:mod:`scenarios.cards.printed`) then tries its patterns.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.limit_wordings import limit_texts
from scenarios.cards.grammar.parser import NotRead, parse
from scenarios.cards.grammar.semantics.all_rules import transform
from scenarios.cards.grammar.synonym_moves import printed_verb, synonym_variants
from scenarios.cards.grammar.them_group_words import them_said_as_group

__all__ = ["NotRead", "read_ability", "read_spell_effect"]


def read_ability(text: str) -> dict[str, Any]:
    """The ability (``AbilityModel`` dict, without ``text``) or keyword list
    (``{"keywords": [...]}``) that ``text`` is."""
    return _read_or_synonym(text, lambda said: transform(parse(said), said))


def read_spell_effect(text: str, *, it_trigger: str | None = None) -> list[dict[str, Any]]:
    """A Spell's effect (5.1.2.j) as its steps; with ``it_trigger``, an effect read apart
    from that trigger (a Unique's output), whose "it" names what the trigger names (6.3.i)."""
    parsed = _read_or_synonym(
        text, lambda said: transform(parse(said, spell=True), said, it_trigger=it_trigger)
    )
    effect: list[dict[str, Any]] = parsed["effect"]
    return effect


def _read_or_synonym(text: str, read: Callable[[str], dict[str, Any]]) -> dict[str, Any]:
    """``read(text)``; when the grammar does not read it, the first text it reads among
    those with a move said with a synonym verb ("put", "return" and "send" are synonyms
    rules-wise, 7.3.37.b; :mod:`synonym_moves`; the reading keeps the printed verb) and
    those with a limit on how often said in the house words (1.4.6.b-c, 5.1.2.g;
    :mod:`limit_wordings`), else the printed text's :class:`NotRead`. "If you control N or
    more of them" after a group is said of that group first (ie39, :mod:`them_group_words`)."""
    text = them_said_as_group(text)
    try:
        return read(text)
    except NotRead as first:
        limits = limit_texts(text)
        # a move the grammar read whole and refused (by-hand reason) stays refused: only where
        # it stopped at a word is a synonym tried
        moves = synonym_variants(text) if first.at >= 0 else []
        others: list[tuple[str, str, str]] = [
            *moves,
            *((t, "", "") for t in limits),
            *(v for t in limits for v in synonym_variants(t)),
        ]
        for said, printed, verb in others:
            try:
                return printed_verb(read(said), verb, printed)  # type: ignore[no-any-return]
            except NotRead:
                continue
        raise first from None
