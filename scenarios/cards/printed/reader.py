"""``read_printed``: a printed card -> its :class:`Reading`.

Each printed ability is read by the grammar (:mod:`.abilities`, :mod:`.effects`) into the
card language, validated by the card file's own models and compiled by the same compiler
as the hand-written library (:func:`scenarios.cards.compile.compile_card`). An ability that
is not understood, does not validate, or that the engine cannot execute is "not executed"
with its reason and left out of the model — never run half-way.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from collections.abc import Set as AbstractSet
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace
from functools import partial
from typing import Any

from pydantic import ValidationError

from scenarios.cards import vocabulary as v
from scenarios.cards.card_words import data_subtypes, using_subtypes
from scenarios.cards.compile import compile_card
from scenarios.cards.grammar.failing_part import refused_by_rule
from scenarios.cards.grammar.first import grammar_ability, grammar_effects, prefer_grammar_reason
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.references import one_named_of_several
from scenarios.cards.grammar.semantics.joined_targets import judged_refusal
from scenarios.cards.grammar.semantics.them_objects import GONE
from scenarios.cards.models import CardModel
from scenarios.cards.printed.abilities import (
    read_ability,
    read_keyword,
    read_passive,
    read_trigger,
)
from scenarios.cards.printed.action_costs import split_action_cost
from scenarios.cards.printed.blockers import blocking_reason
from scenarios.cards.printed.card import AbilityReading, PrintedCard, Reading
from scenarios.cards.printed.clauses import NotUnderstood, pattern_of
from scenarios.cards.printed.effects import read_effect, starts_with_it
from scenarios.cards.printed.reminded_keywords import (
    defined_keywords,
    reminded_notes,
    set_keyword_abilities_named,
    set_keywords,
    undefined_keywords,
    unread_action_reminder,
    unread_reminder,
    using_keywords,
)
from scenarios.cards.printed.text import clean, split_abilities
from scenarios.cards.printed.token_names import by_hand_token_notes, pool_tokens
from scenarios.limits import MAX_ABILITIES, MAX_ABILITY_CHARS

_KNOWN_TYPES = {"Character", "Spell", "Permanent", "Hero", "Mana Orb"}


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    return str(err.get("msg", "invalid")).removeprefix("Value error, ")


def _unfit(exc: ValidationError) -> str:
    """Why a reading does not fit the card language, in a judge's words: a check of the card
    language says its own; the validation library's ("Extra inputs are not permitted")
    speaks of fields a judge never sees, so it is said as a part with no place there."""
    if exc.errors()[0].get("type") != "value_error":
        return "the reading does not fit the card language: a part of it has no place there yet"
    return f"the reading does not fit the card language: {_first_error(exc)}"


def characteristics(card: PrintedCard) -> tuple[dict[str, Any], list[str]]:
    """The printed characteristics as a card file would give them; sub-types neither the
    rules nor the card data being read list are left out, with a note (2.2.2)."""
    notes: list[str] = []
    allowed: AbstractSet[str] = {
        "Character": v.CHARACTER_SUBTYPES,
        "Permanent": v.PERMANENT_SUBTYPES,
        "Spell": v.SPELL_SUBTYPES,
    }.get(card.type, frozenset())
    subtypes = tuple(s for s in card.subtypes if s in allowed)
    for s in card.subtypes:
        if s not in allowed:
            notes.append(f"sub-type '{s}' is not one of the rules' {card.type} sub-types (2.2.2)")
    is_character = card.type == "Character"
    return (
        {
            "name": card.name,
            "type": card.type if card.type in _KNOWN_TYPES else "Character",
            "subtypes": subtypes,
            "zone_type": card.zone_type if card.type == "Permanent" else None,
            "faction": card.faction,
            "rarity": card.rarity,
            "hand_cost": card.hand_cost,
            "reserve_cost": card.reserve_cost,
            "forest": card.forest if is_character else None,
            "mountain": card.mountain if is_character else None,
            "water": card.water if is_character else None,
            "reserve_limit": card.reserve_limit if card.type == "Hero" else None,
            "landmark_limit": card.landmark_limit if card.type == "Hero" else None,
            "text": "  ".join(t for t in (card.main_text, card.support_text) if t),
            "token": card.token,
        },
        notes,
    )


def _check_ability(base: dict[str, Any], ability: dict[str, Any]) -> str:
    """Validate and compile one ability alone; the reason it cannot run, or ""."""
    try:
        model = CardModel.model_validate({**base, "abilities": [ability]})
    except ValidationError as exc:
        return _unfit(exc)
    gaps = compile_card(model).gaps
    return gaps[0].reason if gaps else ""


def _check_effect(base: dict[str, Any], effect: list[dict[str, Any]]) -> str:
    try:
        model = CardModel.model_validate({**base, "effect": effect})
    except ValidationError as exc:
        return _unfit(exc)
    gaps = compile_card(model).gaps
    return gaps[0].reason if gaps else ""


def _check_keyword(base: dict[str, Any], keyword: str) -> str:
    try:
        model = CardModel.model_validate({**base, "keywords": [keyword]})
    except ValidationError as exc:
        return _first_error(exc)
    gaps = compile_card(model).gaps
    return gaps[0].reason if gaps else ""


def _final(stop: NotRead) -> bool:
    """Whether the grammar's refusal ``stop`` is final: the sentence patterns must not read
    again what the grammar read whole and refused by name (a set keyword, gram61; "one of
    them" said of objects gone to another zone, 1.4.4.a; "it" said of one of several, 6.5.b)."""
    if stop.rule == "set_keyword" or stop.reason == GONE or judged_refusal(stop):
        return True  # judged_refusal: which of two targets / which "another" (g2, 6.5.b)
    return one_named_of_several(stop.reason)


def read_printed(card: PrintedCard, *, patterns: bool = True) -> Reading:
    """Compile ``card``'s printed text. Never raises for text it does not understand: such
    an ability is returned as "not executed" with its reason, and left out of ``model``.

    The card grammar (:mod:`scenarios.cards.grammar`) reads first; with ``patterns`` the
    sentence patterns of this package read what it does not (without: the grammar alone,
    to measure it). The card's own printed sub-types are sub-types while it is read, beside
    those of the pool being read (:func:`~scenarios.cards.card_words.using_subtypes`, 2.2.2);
    the reading keeps them, to be compiled with them."""
    # the set's keywords defined on this card too (a reminder on one ability, 2.2.12.c)
    pool = set_keywords()
    own = defined_keywords([(card.main_text, card.name), (card.support_text, card.name)])
    # a keyword the set defines twice otherwise stays refused on every print (gram89)
    defined = {**pool, **{k: d for k, d in own.items() if not getattr(pool.get(k), "conflict", "")}}
    with using_subtypes({card.type: card.subtypes}), using_keywords(defined):
        reading = _read_printed(card, patterns)
        if patterns and not _LOCATING.get():
            reading = replace(reading, abilities=_blockers_named(card, reading.abilities))
        return replace(reading, subtypes=data_subtypes(), tokens=pool_tokens())


_LOCATING: ContextVar[bool] = ContextVar("locating_blockers", default=False)
"""Set while an ability's parts are read again to locate its blocker (never recursively)."""


@contextmanager
def first_reasons() -> Iterator[None]:
    """Within it, reasons are given as the reader that stopped first gave them, their
    blocker not located (to measure the location, benchmarks/by_hand_reason_audit.py)."""
    token = _LOCATING.set(True)
    try:
        yield
    finally:
        _LOCATING.reset(token)


def ability_reason(card: PrintedCard, text: str, *, support: bool = False) -> str:
    """Why ``text`` alone, printed on ``card`` (its main or its ``support`` text), is left to
    the judge as the reader that stopped first says it; "" when it runs. Read within the
    card's reading context (the set's keywords, tokens, sub-types)."""
    alone = replace(card, main_text="" if support else text, support_text=text if support else "")
    with first_reasons():
        found = _read_printed(alone, True).abilities
    return next((a.reason or "not read" for a in found if a.status != "executed"), "")


def _blockers_named(
    card: PrintedCard, readings: tuple[AbilityReading, ...]
) -> tuple[AbilityReading, ...]:
    """Each by-hand reading's reason naming the part that actually blocks it (blockers.py,
    issue 30): the part it names replaced by a neutral one and read again."""
    out: list[AbilityReading] = []
    for reading in readings:
        if reading.status == "executed" or not reading.reason:
            out.append(reading)
            continue

        read = partial(ability_reason, card, support=reading.support)
        said = blocking_reason(reading.text, reading.reason, read)
        out.append(reading if said == reading.reason else replace(reading, reason=said))
    return tuple(out)


def _read_printed(card: PrintedCard, patterns: bool) -> Reading:
    base, notes = characteristics(card)
    if card.type not in _KNOWN_TYPES:
        notes.append(f"card type '{card.type}' is read as a Character")
    try:
        CardModel.model_validate(base)
    except ValidationError as exc:  # characteristics the card language refuses
        notes.append(f"characteristics: {_first_error(exc)}")
        base = {"name": card.name, "type": "Character", "text": base["text"]}
    readings: list[AbilityReading] = []
    keywords: list[str] = []
    abilities: list[dict[str, Any]] = []
    effect: list[dict[str, Any]] = []
    spell = base["type"] == "Spell"
    effect_texts: list[str] = []
    this_way: list[tuple[int, dict[str, Any], str, str, bool]] = []
    for number, (printed, support) in enumerate(
        (
            *((t, False) for t in split_abilities(card.main_text)),
            *((t, True) for t in split_abilities(card.support_text)),
        )
    ):
        beyond = _beyond_bounds(printed, number)
        if beyond:  # read in bounded time: a real card is far below (scenarios.limits)
            readings.append(_reading(printed, beyond, ""))
            continue
        notes.extend(reminded_notes(printed))  # a new keyword read by its reminder (2.2.12.c)
        text = clean(printed)
        if not text:
            continue  # reminder text only (a token's "(If I leave ...)")
        grammar_read, grammar_stop = grammar_ability(text, support=support, patterns=patterns)
        if grammar_read is not None and "keywords" in grammar_read and not support:
            # "Gigantic, Tough 1.": a keyword list (7.4), each keyword checked alone.
            reasons = [_check_keyword(base, k) for k in grammar_read["keywords"]]
            # "Gigantic, [Homeward].": a set keyword ability of the list, its definition
            # read as the bearer's own ability (7.4, 2.2.12.c; grammar/semantics/set_keywords.py)
            own = grammar_read.get("_abilities", [])
            reasons += [_check_ability(base, a) for a in own]
            reason = next((r for r in reasons if r), "")
            if not reason:
                keywords.extend(grammar_read["keywords"])
                abilities.extend(own)
            readings.append(_reading(printed, reason, text))
            continue
        keyword = read_keyword(text)
        if keyword is not None and not support:
            reason = _check_keyword(base, keyword.name)
            if not reason:
                keywords.append(keyword.name)
            readings.append(_reading(printed, reason, text))
            continue
        if spell and not support and not _is_passive(text, spell=True):
            effect_texts.append(text)
            continue
        # "... This action costs {1} more if ...": a cost change of its own (5.1.2.f).
        action_text, action_cost = split_action_cost(text)
        known = (grammar_read, grammar_stop) if action_text == text else None
        ability, reason = _grammar_first(base, action_text, support, action_cost, patterns, known)
        if ability is None and grammar_stop is not None and _final(grammar_stop):
            # a set keyword ability the grammar read and refused by name (gram61): the
            # patterns would read its name as words of their own; a reference the grammar
            # refused by its meaning (review27), which the patterns would read without it
            readings.append(
                _reading(printed, grammar_stop.reason, grammar_stop.part, text, support)
            )
            continue
        if ability is None and not patterns:
            said = reason or (grammar_stop.reason if grammar_stop else "not read")
            clause = grammar_stop.part if grammar_stop and not reason else text
            readings.append(_reading(printed, said, clause, text, support))
            continue
        if ability is not None:
            reason = ""  # checked by _grammar_first
        else:
            try:
                ability = read_ability(action_text, support=support)
            except NotUnderstood as exc:
                if reason or prefer_grammar_reason(action_text, grammar_stop, exc.clause, str(exc)):
                    # the grammar read it whole (the engine refuses it), or read its shape
                    said = reason or (grammar_stop.reason if grammar_stop else str(exc))
                    clause = grammar_stop.part if grammar_stop and not reason else text
                    readings.append(_reading(printed, said, clause, text, support))
                else:
                    readings.append(_reading(printed, str(exc), exc.clause, text, support))
                continue
            reason = _check_ability(base, ability)
            if not reason and action_cost is not None:
                reason = _check_ability(base, action_cost)
        if not reason:
            more = ability.pop("_more", [])  # several passives said in one sentence
            abilities.extend((ability, *more, *((action_cost,) if action_cost is not None else ())))
            if _revealed_this_way(ability):
                this_way.append((len(readings), ability, printed, text, support))
        readings.append(_reading(printed, reason, text, text, support))
    if this_way and not any(_reveals_also(a) for a in abilities):
        this_way = _onto_own_reveal(base, abilities, this_way)
    if this_way and not any(_reveals_also(a) for a in abilities):
        # "When you reveal a card this way" names the card's own "also reveal ..." (6.2.c);
        # without one the engine reads, it would never activate: left to the judge.
        for index, ability, printed, text, support in this_way:
            abilities.remove(ability)
            reason = "'this way' names a reveal of this card the engine does not read"
            readings[index] = _reading(printed, reason, text, text, support)
    effect_reason = ""
    if effect_texts:
        joined = " ".join(effect_texts)
        steps_read, effect_stop = grammar_effects(effect_texts)
        effect_reason = _check_effect(base, steps_read) if steps_read is not None else ""
        if steps_read is not None and not effect_reason:
            effect = steps_read
            readings.append(_reading(joined, "", joined))
            effect_texts = []
        elif not patterns or judged_refusal(effect_stop):
            # g2: a refusal the grammar judged (the card does not say which object) is not
            # left to the patterns, which would read the words without that judgement
            said = effect_reason or (effect_stop.reason if effect_stop else "not read")
            readings.append(_reading(joined, said, effect_stop.part if effect_stop else joined))
            effect_texts = []
    if effect_texts:
        joined = " ".join(effect_texts)
        try:
            steps = [s for t in effect_texts for s in read_effect(t)]
            if starts_with_it(steps):
                raise NotUnderstood(
                    joined.lower(), "'it' does not refer to anything named before it"
                )
            reason = _check_effect(base, steps)
        except NotUnderstood as exc:
            # the grammar read the effect whole and the engine refused it, or refused words
            # by a rule it names: its reason names what is not run better than the
            # patterns' "not understood" (refused_by_rule)
            named = effect_stop if refused_by_rule(effect_stop, str(exc)) else None
            steps, reason = [], effect_reason or (named.reason if named else str(exc))
            clause = joined if effect_reason else (named.part if named else exc.clause)
            readings.append(_reading(joined, reason, clause))
        else:
            if not reason:
                effect = steps
            readings.append(_reading(joined, reason, joined))
    notes.extend(by_hand_token_notes(abilities, effect))  # 2.1.e: a token's unread abilities
    model = CardModel.model_validate(
        {**base, "keywords": keywords, "abilities": abilities, "effect": effect}
    )
    return Reading(model, tuple(readings), tuple(notes))


def _grammar_first(
    base: dict[str, Any],
    text: str,
    support: bool,
    action_cost: dict[str, Any] | None,
    patterns: bool,
    known: tuple[dict[str, Any] | None, Any] | None = None,
) -> tuple[dict[str, Any] | None, str]:
    """The grammar's reading of ``text`` when it reads it and the engine runs it (with
    the ability's own cost change); else ``None`` and, if the grammar read it whole, the
    engine's reason for refusing it."""
    ability, _ = known or grammar_ability(text, support=support, patterns=patterns)
    if ability is None or "keywords" in ability:
        return None, ""
    # one sentence, several passive abilities ("If [c], I am Gigantic and Tough 1"): each
    # must run (``_more``, the grammar's numbers-and-distribution section)
    main = {k: v for k, v in ability.items() if k != "_more"}
    reason = _check_ability(base, main)
    for more in ability.get("_more", []):
        reason = reason or _check_ability(base, more)
    if not reason and action_cost is not None:
        reason = _check_ability(base, action_cost)
    return (ability, "") if not reason else (None, reason)


def _revealed_this_way(ability: dict[str, Any]) -> bool:
    reaction = ability.get("reaction") or {}
    return bool(reaction.get("trigger") == "you_reveal_a_card_this_way")


def _onto_own_reveal(
    base: dict[str, Any],
    abilities: list[dict[str, Any]],
    this_way: list[tuple[int, dict[str, Any], str, str, bool]],
) -> list[tuple[int, dict[str, Any], str, str, bool]]:
    """ "Roll a die and reveal the top card of your deck.  When you reveal a card this way —
    [X]": "this way" names the card's own reveal step — the Reaction rides on that step
    (``reveal_reactions``: an Emblem-Reaction per card it reveals, 6.3.h) instead of being
    an ability of its own. Returns the "this way" abilities it could not place."""
    hosts = [a for a in abilities if _reveal_steps(a)]
    if len(hosts) != 1 or len(this_way) != 1:
        return this_way
    (host,) = hosts
    (_, reaction, _, _, _) = this_way[0]
    effect = (reaction.get("reaction") or {}).get("effect")
    if reaction.get("reaction", {}).get("condition") or not effect:
        return this_way
    for step in _reveal_steps(host):
        step["reveal_reactions"] = list(effect)
    if _check_ability(base, host):
        for step in _reveal_steps(host):
            del step["reveal_reactions"]
        return this_way
    abilities.remove(reaction)
    return []


def _reveal_steps(ability: dict[str, Any]) -> list[dict[str, Any]]:
    """The steps of ``ability``'s effect (and of its die outcomes) revealing the top card
    of your Deck."""
    part = ability.get("reaction") or ability.get("quick_action") or {}
    found: list[dict[str, Any]] = []
    todo = list(part.get("effect") or [])
    while todo:
        step = todo.pop(0)
        if step.get("action") == "reveal" and step.get("subject") == "top_cards_of_your_deck":
            found.append(step)
        todo.extend(s for o in step.get("outcomes") or [] for s in o["effect"])
    return found


def _reveals_also(ability: dict[str, Any]) -> bool:
    """Whether ``ability`` is "also reveal the top card of your deck" (6.2.c)."""
    also = (ability.get("passive") or {}).get("also") or {}
    return bool(also.get("add") == "reveal")


_GAIN_VERB = re.compile(r"\bgains?\b", re.IGNORECASE)
"""The verb of an instruction ("Your Characters gain [[Tough 1]]"): on a Spell its effect."""


def _restricts_objects(passive: Any) -> bool:
    """Whether ``passive`` is a "can't" said of objects in play, not of the card itself
    ("Characters you control can't be sacrificed [as long as …]"): on a Spell, which is in
    play never (2.2.1.h) and in Limbo only while it resolves (5.2.4), that is its effect — a
    "can't" that outlasts the resolution only as an Emblem-Ongoing's, for a duration
    (2.2.2.m, 2.2.15.b), read or refused as the effect's steps are."""
    cant = passive.get("cant_be") if isinstance(passive, dict) else None
    return (isinstance(cant, dict) and bool(cant.get("filter"))) or _grants_others(passive)


def _grants_others(passive: Any) -> bool:
    """Whether ``passive`` gives a keyword to objects other than the card ("Characters you
    control are [Defender] [as long as …]", 2.3.1.a): on a Spell, as a "can't" of objects,
    that is its effect — a keyword held past the resolution only by an Emblem-Ongoing, for a
    duration (2.2.2.m, 2.2.15.b), so "as long as" on it is refused, not read as a passive
    that never applies (gram100)."""
    grant = passive.get("grant") if isinstance(passive, dict) else None
    return isinstance(grant, dict) and "keyword" in grant and bool(grant.get("to"))


def _is_passive(text: str, *, spell: bool = False) -> bool:
    """Whether ``text`` has a passive ability's form (read or not: a replacing modifier
    the grammar does not fully read is still one, 6.2.b): the card grammar's passive
    abilities first, then the sentence patterns'. On a ``spell``, a group's keyword or
    statistics said with "gain(s)" is the Spell's effect, not a passive ability (a Spell
    performs its effect as it resolves, 5.1.2.j, 1.2.6.a): "gain" reads as "have" only
    on an object in play (2.2.12.m)."""
    from scenarios.cards.grammar.reader import NotRead as GrammarNotRead
    from scenarios.cards.grammar.reader import read_ability as grammar_read

    try:
        passive = grammar_read(text).get("passive")
        if passive is not None:
            granted = isinstance(passive, dict) and ("grant" in passive or "stats" in passive)
            if spell and _restricts_objects(passive):
                return False
            return not (spell and granted and _GAIN_VERB.search(text))
    except GrammarNotRead:
        pass
    try:
        return read_passive(text) is not None
    except NotUnderstood:
        return True


def _beyond_bounds(printed: str, number: int) -> str:
    """Why an ability is not read at all (too long, or one too many), or ``""``. The
    longest ability printed so far has under 400 characters and a card at most four."""
    if number >= MAX_ABILITIES:
        return f"more than {MAX_ABILITIES} abilities on one card: the rest are not read"
    if len(printed) > MAX_ABILITY_CHARS:
        return (
            f"too long to read ({len(printed):,} characters; an ability has at most "
            f"{MAX_ABILITY_CHARS:,})"
        )
    return ""


def _reading(
    text: str, reason: str, clause: str, cleaned: str = "", support: bool = False
) -> AbilityReading:
    """One ability's reading; a not-executed one keeps the trigger the grammar could read
    from ``cleaned`` (so the trace names it when it would apply) and whether it is a
    support ability (2.2.12.d)."""
    if not reason:
        return AbilityReading(text, "executed")
    undefined = [n for n in undefined_keywords(text) if f"[{n}]" not in reason]
    if undefined:  # "[Quillon]." with no reminder anywhere: named by hand (gram61)
        named = ", ".join(f"[{n}]" for n in undefined)
        reason = (
            f"{named}: not a keyword of the rules, and the set prints no reminder text for it"
            f" on any card read — read by hand ({reason})"
        )
    abilities_named = set_keyword_abilities_named(text)
    # a keyword ability whose reminder is not read: said again by the reminder as the set
    # prints it and the slot that gives it (prec34), never its words rewritten with a number
    unread = next((r for r in (unread_reminder(n, text) for n in abilities_named) if r), "")
    own = [n for n in abilities_named if f"[{n}]" not in reason]
    unread = unread or unread_action_reminder(text)  # a keyword action's reminder (gram89)
    if unread:  # its reminder not read: refused wherever it stands, naming the words
        reason = unread
    elif own:  # "each Homeward Character": the set's keyword ability in a slot not read
        named = ", ".join(f"[{n}]" for n in own)
        reason = (
            f"{named}: the set's keyword ability (read by its reminder, 2.2.12.c) is not read"
            f" in this place yet — resolve by hand ({reason})"
        )
    trigger = read_trigger(cleaned) if cleaned else None
    return AbilityReading(
        text,
        "not executed",
        reason,
        pattern_of(clause),
        trigger=trigger.trigger if trigger is not None else None,
        phase=trigger.phase if trigger is not None else None,
        support=support or (trigger is not None and trigger.support),
        reaction=trigger.reaction if trigger is not None else None,
    )
