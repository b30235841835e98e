"""The grammar reads first: what it reads (and the engine can run) is the reading; what
it does not read falls back to the sentence patterns of :mod:`scenarios.cards.printed`.

When neither reads an ability, the reason given names the part actually not read: the
grammar's when it read the ability's shape (a Unique's "[condition]:" included) and
stopped after it, or when it read the whole text and only the engine refuses it; the
pattern reader's otherwise (its reasons are worded for the sentences it knows).
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.failing_part import (
    blames_read_trigger,
    blames_read_words,
    locate,
    refused_by_rule,
)
from scenarios.cards.grammar.printed_words import words
from scenarios.cards.grammar.reader import NotRead, read_ability, read_spell_effect
from scenarios.cards.grammar.unique import SHAPE, read_unique


def grammar_ability(
    text: str, *, support: bool, patterns: bool = True
) -> tuple[dict[str, Any] | None, NotRead | None]:
    """``text`` (a cleaned ability) read by the grammar as the printed reader's
    ``read_ability`` would give it (with ``text``, ``support``); or why not. A keyword
    list is ``{"keywords": [...]}``. Without ``patterns``, a Unique's parts are read by
    the grammar alone too."""
    try:
        found = read_ability(text)
    except NotRead as exc:
        if exc.rule == "set_keyword":  # a set keyword ability read, refused by name (gram61)
            return None, exc
        try:  # a Unique's "[trigger] [condition]: [output]" read part by part
            unique = read_unique(text, support=support, patterns=patterns)
        except NotRead as part_exc:
            return None, part_exc
        return (unique, None) if unique is not None else (None, locate(text, exc))
    if "keywords" in found:
        return found, None
    ability: dict[str, Any] = {"text": text}
    if support or found.pop("support", False):
        ability["support"] = True
    more = found.pop(
        "_more", []
    )  # one sentence, several passive abilities (semantics_numbers_and_distribution)
    ability.update(found)
    if more:
        head = {k: v for k, v in ability.items() if k in ("text", "support")}
        ability["_more"] = [{**head, **m} for m in more]
    return ability, None


def grammar_effect(text: str) -> tuple[list[dict[str, Any]] | None, NotRead | None]:
    """A Spell's effect read by the grammar, or why not."""
    try:
        return read_spell_effect(text), None
    except NotRead as exc:
        return None, exc


def grammar_effects(texts: list[str]) -> tuple[list[dict[str, Any]] | None, NotRead | None]:
    """A Spell's effect printed as several abilities (``texts``), read by the grammar: as
    one text, unless an ability before the last has modes ("Choose one: • … • …") — the
    grammar would take the next ability's sentences as the last mode's, so each is read
    alone and their steps follow one another (6.1.c)."""
    if not any("\u2022" in t for t in texts[:-1]):
        return grammar_effect(" ".join(texts))
    steps: list[dict[str, Any]] = []
    for text in texts:
        read, stop = grammar_effect(text)
        if read is None:
            return None, stop
        steps.extend(read)
    return steps, None


def prefer_grammar_reason(
    text: str, exc: NotRead | None, pattern_clause: str, pattern_reason: str = ""
) -> bool:
    """Whether the grammar's reason names the part not read better than the patterns':
    the ability has a Unique's shape "[trigger] If [condition]: [output]", which only the
    grammar reads (its reason names the part of that shape not read); or the grammar read
    "[cost]:" and stopped after the colon while the patterns stopped before it; or the
    patterns' reason blames words the grammar read (``pattern_reason``, failing_part), or
    only says words are not understood where the grammar names the rule it refused them by
    (``refused_by_rule``: a refused trigger keeps its named reason); or
    the grammar refused a set keyword ability by name (semantics/set_keywords.py) or a
    Reaction at one of the Night's daily effects (semantics/timed_abilities.py, gram77)."""
    # gu: a sacrifice outside play (7.3.36.a), "the Expedition with the most …" (no tie rule)
    # are refused by the grammar naming the rule
    if exc is not None and exc.rule in (
        "set_keyword",
        "daily_effect_trigger",
        "gu_sacrifice_outside_play",
        "gk_expedition_with_most",
        "gu_expedition_with_most_place",
        "gu_former_not_after_leaving",
        "gx_union_groups",  # gx: a union's words of unprinted scope, across zones (6.1.g)
        "gx_target_players_group",  # gx: a targeted player's group with another player
    ):
        return True
    if exc is not None and blames_read_trigger(text, pattern_clause):
        return True  # the patterns blame a trigger the grammar reads (failing_part)
    if blames_read_words(text, exc, pattern_reason):
        return True
    if refused_by_rule(exc, pattern_reason):
        return True  # the grammar refused the words by a rule it names (failing_part)
    if exc is None or ":" not in text:
        return False
    if SHAPE.match(text):
        return True
    printed = words(text)
    if ":" not in printed or exc.at <= printed.index(":"):
        return False
    before = text[: text.index(":")].lower()
    clause = pattern_clause.lower().strip()
    return bool(clause) and clause in before and clause not in text[text.index(":") :].lower()
