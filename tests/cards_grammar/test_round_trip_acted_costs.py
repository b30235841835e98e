"""The writer beside the reader for the block "amounts and references: the cost of the object
the step before acted on" (issue 30): random steps on one object chosen (a sacrifice, a
discard, a return to hand) followed by a counted step (a draw by any player, boosts or
counters on an object) whose amount is that object's Hand or Reserve Cost (2.2.7.a, 2.2.8.a,
6.5.f), written in the cards' style and read back."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

FIRSTS: list[dict[str, Any]] = [
    {"action": "sacrifice", "subject": "a_character_you_control"},
    {
        "action": "sacrifice",
        "subject": "a_character_or_permanent_you_control",
        "filter": {"types": ["Permanent"]},
    },
    {"action": "discard", "subject": "a_card_from_your_reserve"},
    {"action": "discard", "subject": "a_card_from_your_hand"},
    {"action": "return", "to": "hand", "subject": "a_character_you_control"},
]
FOLLOWS: list[dict[str, Any]] = [
    {"action": "draw", "amount": 1},
    {"action": "draw", "amount": 1, "subject": "target_opponent"},
    {"action": "draw", "amount": 1, "subject": "each_player"},
    {"action": "give_boost", "amount": 1, "subject": "target_character"},
    {"action": "give_boost", "amount": 1, "subject": "self"},
    {"action": "gain_counters", "amount": 1, "subject": "self", "counter": "Sap"},
]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(FIRSTS),
    st.sampled_from(FOLLOWS),
    st.sampled_from(["its hand cost", "its reserve cost"]),
    st.sampled_from([("enters_play", "{J}"), ("played_from_hand", "{H}")]),
)
def test_a_cost_of_what_was_acted_on_is_written_and_read_back(
    first: dict[str, Any], follow: dict[str, Any], per: str, trigger: tuple[str, str]
) -> None:
    step = {**first, "then": [{**follow, "per": per}]}
    ability = {"reaction": {"trigger": trigger[0], "effect": [step]}}
    text = write_ability(ability)
    assert text.startswith(trigger[1])
    assert read_ability(text) == ability, text
