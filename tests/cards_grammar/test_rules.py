"""One reader test per rule of the card grammar (issue 30): each rule has printed
sentences that exercise it, read to the expected card structures, which the engine's
compiler accepts; and every rule of ``altered.lark`` has such a sentence."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.coverage import rule_names, rules_used
from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.grammar.parser import grammar
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.printed import PrintedCard, read_printed

from .sentences import READINGS, REFUSED, RULE_SENTENCES, SET_KEYWORDS


@pytest.fixture(autouse=True)
def _set_keywords() -> Iterator[None]:
    """The sentences are read with a pool defining the set's keyword actions they name
    (:data:`SET_KEYWORDS`, as an import gives them; set_lexicon.py, gram54)."""
    with using_keywords(SET_KEYWORDS):
        yield


CASES = [(rule, text) for rule, texts in sorted(RULE_SENTENCES.items()) for text in texts]


def test_every_grammar_rule_has_a_reader_sentence() -> None:
    assert sorted(rule_names() - set(RULE_SENTENCES)) == []


@pytest.mark.parametrize(("rule", "text"), CASES, ids=[f"{r}: {t}" for r, t in CASES])
def test_the_rule_reads_its_sentence(rule: str, text: str) -> None:
    assert rule in rules_used([text])
    if text in REFUSED:  # read, and refused with a judge's reason naming the words
        ability, stop = grammar_ability(text, support=False)
        assert ability is None and stop is not None
        assert REFUSED[text] in stop.reason
        return
    if "effect" in READINGS[text]:  # a Spell's effect
        steps, stop = grammar_effect(text)
        assert steps is not None, stop.reason if stop else ""
        assert {"effect": steps} == READINGS[text]
        return
    ability, stop = grammar_ability(text, support=False)
    assert ability is not None, stop.reason if stop else ""
    ability.pop("text", None)
    assert ability == READINGS[text]


@pytest.mark.parametrize("text", sorted(READINGS))
def test_each_reading_runs_on_the_engine(text: str) -> None:
    if "effect" in READINGS[text]:  # a Spell's effect
        card = PrintedCard("Fixture", "Spell", hand_cost=2, reserve_cost=1, main_text=text)
    else:
        card = PrintedCard(
            "Fixture",
            "Character",
            hand_cost=2,
            reserve_cost=1,
            forest=1,
            mountain=1,
            water=1,
            main_text=text,
        )
    # a Unique's parts the grammar does not read are read by the patterns (unique.py)
    parts = text in RULE_SENTENCES["trigger_only"]
    reading = read_printed(card, patterns=parts)
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]


def test_no_word_of_the_lexicon_is_also_a_quoted_word_of_the_grammar() -> None:
    """A word the grammar quotes is lexed as itself: were it also a status, keyword or
    sub-type, that class would not accept it ("Exhausted" once was "Exhausted Resupply"
    only). "one" is both a number and a quoted word; the number rule accepts both."""
    quoted = {t.pattern.value for t in grammar().terminals if t.pattern.type == "str"}
    classes = (lx.STATUSES, lx.KEYWORDS, lx.NUMBERED_KEYWORDS, lx.SUBTYPES, lx.PHASES)
    assert [w for c in classes for w in c if w in quoted] == []
    assert set(lx.NUMBERS) & quoted == {"one"}
