"""The writer beside the reader for the steps that compose (issue 30): random readings of one
verb with several things gained or lost (6.1.c, 6.1.e) — statuses (2.4), boosts (2.5.1),
counters of a name (2.5) — on "I", a target (chosen once, 6.5.b) or a group no change moves
objects into or out of, under a trigger, written in the cards' style and read back."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .round_trip_reactions import reactions_of
from .sentences_composed_steps import READINGS_COMPOSED_STEPS

STATUSES = ["Anchored", "Asleep", "Fleeting", "Exhausted"]
WHO: list[dict[str, Any]] = [
    {"subject": "self"},
    {"subject": "target_character"},
    {"subject": "target_character", "filter": {"controller": "you"}, "up_to": 2},
    {"subject": "characters_you_control"},
    {"subject": "objects_in_play", "filter": {"facing_me": True, "types": ["Character"]}},
]


@st.composite
def things(draw: st.DrawFn, losing: bool) -> list[dict[str, Any]]:
    """Two or three different things gained, or statuses lost, each a step's change."""
    if losing:
        lost = draw(st.permutations(STATUSES))[: draw(st.integers(2, 3))]
        return [{"action": "lose_status", "status": s} for s in lost]
    found: list[dict[str, Any]] = []
    for status in draw(st.permutations(STATUSES))[: draw(st.integers(0, 2))]:
        found.append({"action": "gain_status", "status": status})
    if draw(st.booleans()) or len(found) < 2:
        found.append({"action": "give_boost", "amount": draw(st.integers(1, 3))})
    if len(found) < 2 or (len(found) < 3 and draw(st.booleans())):
        n = draw(st.integers(1, 3))
        found.append({"action": "gain_counters", "amount": n, "counter": "Kelon"})
    return draw(st.permutations(found))


@st.composite
def composed(draw: st.DrawFn) -> list[dict[str, Any]]:
    """One object's changes: "[object] gains X and Y [and Z]" / "loses X and Y"."""
    done = draw(things(draw(st.booleans())))
    who = draw(st.sampled_from(WHO))
    if who["subject"].startswith("target_"):
        return [{**done[0], **who, "then": [{**d, "subject": "it"} for d in done[1:]]}]
    return [{**d, **who} for d in done]


@settings(max_examples=150, deadline=None)
@given(reactions_of(composed()))
def test_composed_steps_read_back_as_written(reading: dict[str, Any]) -> None:
    text = write_ability(reading)
    assert read_ability(text) == reading, text


def test_the_printed_sentences_read_back_as_written() -> None:
    for text, reading in READINGS_COMPOSED_STEPS.items():
        assert read_ability(text) == reading, text
        assert read_ability(write_ability(reading)) == reading, text


@st.composite
def distributed(draw: st.DrawFn) -> list[dict[str, Any]]:
    """ "Augment [target] [N times]" (6.5.i) or "[up to N targets] each lose all their
    boosts" (6.1.e)."""
    if draw(st.booleans()):
        times = draw(st.integers(1, 3))
        step: dict[str, Any] = {"action": "augment", "subject": "target_permanent_you_control"}
        return [{**step, "times": times} if times > 1 else step]
    flt = draw(st.sampled_from([{}, {"filter": {"controller": "you"}}]))
    every = {"action": "remove_counters", "counter": "boost", "all_counters": True}
    return [{**every, "subject": "target_character", **flt, "up_to": draw(st.integers(2, 3))}]


@settings(max_examples=60, deadline=None)
@given(reactions_of(distributed()))
def test_distributed_and_repeated_steps_read_back_as_written(reading: dict[str, Any]) -> None:
    text = write_ability(reading)
    assert read_ability(text) == reading, text


def test_a_run_of_four_changes_is_written_as_one_list() -> None:
    """A step before the composed ones joins their run ("I gain 1 boost" then "I gain
    Anchored, Asleep and 1 Kelon counter"): the writer says the four things in one list, in
    order, and the text reads back to the same four steps (6.1.c)."""
    me = {"subject": "self"}
    reading = {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "give_boost", "amount": 1, **me},
                {"action": "gain_status", "status": "Anchored", **me},
                {"action": "gain_status", "status": "Asleep", **me},
                {"action": "gain_counters", "amount": 1, "counter": "Kelon", **me},
            ],
        }
    }
    text = write_ability(reading)
    assert text == "{J} I gain 1 boost, Anchored, Asleep and 1 Kelon counter."
    assert read_ability(text) == reading
