"""The siblings of :mod:`.sentences_expedition_clauses` (issue 30, session 41): Expeditions
described by a clause (7.5.2, 7.5.9, 3.2.4.b), lists and "or" of objects (2.2.1, 6.5.b,
6.5.d), a token leaving an Expedition (2.1.e, 7.5.11.b). Each read sibling reads to the part
judged by meaning and runs; each refused one names the words not read; the printed siblings
stay read; the writer prints each read one back to the same reading. Boards:
test_board_expedition_clauses_and_lists.py."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.condition_texts import count_of
from scenarios.cards.grammar.evaluate.conditions import grammar_condition
from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.printed import read_printed

from .grammar_cards import assert_round_trip
from .probe import SPELL, effect_steps, probe_card
from .sentences_expedition_clauses import (
    COUNTED_EITHER,
    COUNTED_ORS,
    EXPEDITION_CLAUSES,
    EXPEDITION_CLAUSES_REFUSED,
    OBJECT_LISTS,
    OBJECT_LISTS_REFUSED,
    PRINTED_EXPEDITION_CLAUSES,
    PRINTED_OBJECT_LISTS,
    PRINTED_TOKEN_LEAVES,
    TOKEN_LEAVES,
    TOKEN_LEAVES_REFUSED,
)

READ = {**EXPEDITION_CLAUSES, **OBJECT_LISTS, **TOKEN_LEAVES}
REFUSED = {**EXPEDITION_CLAUSES_REFUSED, **OBJECT_LISTS_REFUSED, **TOKEN_LEAVES_REFUSED}
PRINTED = (*PRINTED_EXPEDITION_CLAUSES, *PRINTED_OBJECT_LISTS, *PRINTED_TOKEN_LEAVES)


def _holds(found: Any, part: Any) -> bool:
    """Whether ``found`` has every key of ``part`` with the same value (dicts compared the
    same way, one level in; lists whole)."""
    if isinstance(part, dict):
        return isinstance(found, dict) and all(_holds(found.get(k), v) for k, v in part.items())
    return bool(found == part)


def _reading(text: str) -> dict[str, Any]:
    """The part judged: a Reaction's fields for a trigger's sibling, else the first step."""
    if text.startswith("When"):
        ability, why = grammar_ability(text, support=False)
        assert ability is not None, why
        reaction: dict[str, Any] = ability["reaction"]
        return reaction
    return effect_steps(text)[0]


def _grammar_reason(text: str) -> str:
    """The grammar's reason for refusing ``text``; "" when it reads the words and a later
    stage (the condition's evaluation, the compiler) refuses them."""
    if text.startswith(SPELL):
        found, why = grammar_effect(text[len(SPELL) :])
    else:
        found, why = grammar_ability(text, support=False)
    return "" if found is not None else str(getattr(why, "reason", why))


@pytest.mark.parametrize("text", sorted(READ))
def test_a_sibling_reads_as_judged_and_runs(text: str) -> None:
    assert _holds(_reading(text), READ[text]), _reading(text)
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize("text", sorted(COUNTED_ORS))
def test_a_count_of_either_kind_is_one_count_between_bounds(text: str) -> None:
    """6.5.d: the condition checked on one count of the objects of either kind, an object
    of both counted once (2.2.1)."""
    steps = effect_steps(text)
    said = steps[0]["if"]
    found = grammar_condition(said, said)
    counted, low, high, members = COUNTED_ORS[text]
    assert found is not None and found.kind == "count", found
    assert (found.counted, found.at_least, found.at_most) == (counted, low, high)
    assert len(found.filter.any_of) == members
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(COUNTED_EITHER))
def test_a_count_of_one_kind_with_either_qualifier_counts_each_object_once(text: str) -> None:
    """6.5.i: "for each" counts objects — one fitting both qualifiers once (2.2.1)."""
    per = effect_steps(text)[0]["per"]
    counted = count_of(per)
    where, members = COUNTED_EITHER[text]
    assert counted is not None and counted.counted == where, counted
    assert len(counted.filter.any_of) == members
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED.items()))
def test_a_near_miss_stays_refused_naming_the_words(text: str, words: str) -> None:
    reading = read_printed(probe_card(text))
    assert not reading.executable
    said = " ".join(a.reason for a in reading.abilities) + " " + _grammar_reason(text)
    assert words.lower() in said.lower(), said


@pytest.mark.parametrize("text", PRINTED)
def test_a_printed_sibling_stays_read(text: str) -> None:
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


_WRITTEN = sorted(TOKEN_LEAVES) + [
    "{J} " + t.removeprefix(SPELL)
    for t in sorted({**OBJECT_LISTS, **EXPEDITION_CLAUSES})
    if t.startswith(SPELL)
]


@pytest.mark.parametrize("text", _WRITTEN)
def test_the_writer_prints_a_sibling_back_to_the_same_reading(text: str) -> None:
    """A Spell's sibling written as the effect of an entering Character ({J}, 6.3.b)."""
    assert_round_trip(text)


def test_or_before_a_verb_after_a_count_stays_two_conditions() -> None:
    """ "two or more Characters or a token left play this turn": the "or" opens a second
    condition with its own verb (6.5.d), never a count of either kind."""
    text = SPELL + "If you control two or more Characters or a token left play this turn, draw."
    steps, _ = grammar_effect(text[len(SPELL) :] + "")
    said = steps[0]["if"] if steps else ""
    found = grammar_condition(said, said) if said else None
    assert found is None or not found.filter.any_of
