"""The writer beside the reader for the "can't and rules changed" readings (issue 30):
random "can't" texts, rules changed under a condition, quick actions gained
under a condition and lasting "can't" steps, written in the cards' own style and read back
the same."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .test_round_trip import CONDITIONS

CANTS = [
    "your other expedition and the expedition facing it can't move forward",
    "cards in your opponent's reserve can't gain counters",
    "cards in play or in reserve with counters can't gain counters",
    "cards in your reserve can't gain counters",
]
RULES = [
    "defender characters don't prevent my expedition from moving forward",
    "exhausted characters in reserve remain exhausted during morning",
    "you may keep one more card in reserve during night if it's exhausted",
    "the support abilities of cards in reserve can give them 1 more counter than their maximum",
    "the support abilities of cards in reserve can give them counters beyond their maximum",
    "if an expedition facing me is in {o}, it can't move forward during dusk except due to {o}",
]
ICONS = ["{J}", "{H}", "{R}"]
DURATIONS = ["this turn", "this Afternoon", "this Noon", "this Day"]


@st.composite
def cants(draw: st.DrawFn) -> dict[str, Any]:
    if draw(st.booleans()):
        return {"passive": {"cant": draw(st.sampled_from(CANTS))}}
    chosen = draw(st.lists(st.sampled_from(ICONS), min_size=2, max_size=3, unique=True))
    icons = [i for i in ICONS if i in chosen]  # the reading lists them in written order
    listed = ", ".join(icons[:-1]) + " and " + icons[-1]
    return {"passive": {"cant": f"The {listed} triggers of Characters facing me don't activate"}}


@st.composite
def rules(draw: st.DrawFn) -> dict[str, Any]:
    passive: dict[str, Any] = {"static": draw(st.sampled_from(RULES))}
    condition = draw(st.sampled_from([None, *CONDITIONS]))
    if condition is not None:
        passive["if"] = condition
    return {"passive": passive}


@st.composite
def gained(draw: st.DrawFn) -> dict[str, Any]:
    effect = draw(
        st.sampled_from(
            [
                [{"action": "give_boost", "amount": 1, "subject": "self"}],
                [{"action": "draw", "amount": draw(st.integers(1, 3))}],
            ]
        )
    )
    cost = draw(st.sampled_from([{"mana": 0, "exhaust_me": True}, {"mana": 2}]))
    condition = draw(st.sampled_from([c for c in CONDITIONS if not c.startswith("unless")]))
    return {"quick_action": {"cost": cost, "effect": effect, "if": condition}}


@st.composite
def lasting(draw: st.DrawFn) -> dict[str, Any]:
    ongoing = {
        "duration": draw(st.sampled_from(DURATIONS)),
        "cant": "Expeditions can't move forward",
    }
    step: dict[str, Any] = {"action": "ongoing", "ongoing": ongoing}
    if draw(st.booleans()):
        step["subject"] = "target_expedition"
    trigger = draw(st.sampled_from(["enters_play", "played_from_hand"]))
    return {"reaction": {"trigger": trigger, "effect": [step]}}


@settings(max_examples=150, deadline=None)
@given(st.one_of(cants(), rules(), gained(), lasting()))
def test_a_written_static_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text
