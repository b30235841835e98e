"""The writer beside the reader, for the additional-costs section (5.1.2.c): random
additional costs — sacrificing one or more Characters (of a sub-type), discarding cards (of a
type) from Reserve or Hand, exhausting a Character you control — written in the cards' own
style and read back are the same readings."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

SUBJECTS = {
    "sacrifice": ["a_character_you_control"],
    "discard": ["a_card_from_your_reserve", "a_card_from_your_hand"],
    "exhaust": ["a_character_you_control"],
}
FILTERS: dict[str, list[dict[str, list[str]] | None]] = {
    "a_character_you_control": [None, {"subtypes": ["Plant"]}, {"subtypes": ["Robot"]}],
    "a_card_from_your_reserve": [None, {"types": ["Spell"]}, {"types": ["Character"]}],
    "a_card_from_your_hand": [None],
}


@st.composite
def additional_costs(draw: st.DrawFn) -> dict[str, Any]:
    action = draw(st.sampled_from(sorted(SUBJECTS)))
    subject = draw(st.sampled_from(SUBJECTS[action]))
    step: dict[str, Any] = {"action": action, "subject": subject}
    flt = draw(st.sampled_from(FILTERS[subject]))
    if flt is not None:
        step["filter"] = flt
    count = draw(st.sampled_from([1, 1, 2, 3]))
    if count > 1 and action != "exhaust" and subject != "a_card_from_your_hand":
        step["choose_count"] = count  # "sacrifice two Characters" (6.1.g)
    cost = {"change": 0, "applies_to": "me", "optional": [step], "additional": True}
    return {"passive": {"cost": cost}}


@settings(max_examples=60, deadline=None)
@given(additional_costs())
def test_a_written_additional_cost_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert text.startswith("As an additional cost to play me, ")
    assert read_ability(text) == ability, text
