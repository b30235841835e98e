"""A by-hand reason names the part actually not read (issue 30): where the grammar refuses
words by a rule it names — a trigger refused by name, as "When I return to your hand from
your Reserve" on an ability that works in play only (2.2.12.g, 2.2.12.i), or a move between
zones the engine does not watch (6.3.f) — the printed reader keeps that reason, with the
sentence patterns on, rather than the patterns' "the trigger '…' is not understood yet".
The sentences are siblings written for these tests in the cards' printing style."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.failing_part import names_rule, refused_by_rule
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.printed import PrintedCard, read_printed

REFUSED_BY_RULE: dict[str, str] = {
    "When I return to your hand from your Reserve \u2014 Draw a card.": "2.2.12.g",
    "When I go to your hand from your Reserve \u2014 I gain 1 boost.": "2.2.12.g",
    "When I return to your hand from your Reserve \u2014 Target Character you control gains 1 "
    "boost.": "2.2.12.g",
    "When I return to your hand from your Reserve, target Character gains 1 boost.": "2.2.12.g",
    "When a card goes from your Reserve to your Mana zone \u2014 Draw a card.": "6.3.f",
    "When a Character goes from your hand to your Mana zone \u2014 I gain 1 boost.": "6.3.f",
    "When a Permanent goes from your Reserve to Limbo \u2014 Draw a card.": "6.3.f",
    "When a Landmark goes to your Discard pile from Limbo \u2014 Draw a card.": "5.2.4.b",
}
"""Each sibling with the rule its refusal names."""


def _card(text: str) -> PrintedCard:
    return PrintedCard(
        "Scout",
        "Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )


@pytest.mark.parametrize("text", sorted(REFUSED_BY_RULE))
def test_a_trigger_refused_by_a_named_rule_keeps_that_reason(text: str) -> None:
    reading = read_printed(_card(text))  # the grammar, then the sentence patterns
    assert not reading.executable
    (ability,) = reading.abilities
    assert REFUSED_BY_RULE[text] in ability.reason, ability.reason
    assert "not understood yet" not in ability.reason


def test_only_a_reason_citing_a_rule_replaces_a_plain_not_understood() -> None:
    named = NotRead("x", "a Reaction works in play only (2.2.12.g)", "r")
    plain = NotRead("x", "'x' after 'y' is not read by the card grammar", "r", at=3)
    assert names_rule(named.reason) and not names_rule(plain.reason)
    assert refused_by_rule(named, "the trigger 'When x' is not understood yet")
    assert not refused_by_rule(plain, "the trigger 'When x' is not understood yet")
    # the patterns' own reason explaining a rule is never replaced
    assert not refused_by_rule(named, "'x' is not understood yet (6.3.f)")
    assert not refused_by_rule(None, "'x' is not understood yet")
