"""The writer beside the reader for the gram35 block (issue 30): random readings of totals of
several targets (6.5.b; "N", "up to N" and any number of targets, Hand Cost, Reserve Cost or
a statistic), objects in an Expedition by standing (7.5.2.a-c, with their controller,
7.5.5.b), destinations joined by "or" (6.3.b, 6.3.g) and tokens of a sub-type created
(7.3.5.a, 2.2.2) — written in the cards' own style and read back the same."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

_ACTIONS = [
    {"action": "exhaust"},
    {"action": "ready"},
    {"action": "send", "to": "reserve"},
    {"action": "return", "to": "hand", "to_owner": True},
]


def _on_arrival(step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


@st.composite
def totals(draw: st.DrawFn) -> dict[str, Any]:
    of = draw(st.sampled_from(["hand_cost", "reserve_cost", "forest", "mountain", "water"]))
    step: dict[str, Any] = {
        **draw(st.sampled_from(_ACTIONS)),
        "subject": "target_character",
        "total": {"of": of, "at_most": draw(st.integers(1, 9))},
    }
    many = draw(st.sampled_from(["targets", "up_to", "any"]))
    if many != "any":
        step[many] = draw(st.integers(2, 4))
    return _on_arrival(step)


@st.composite
def standings(draw: st.DrawFn) -> dict[str, Any]:
    standing = draw(st.sampled_from(["behind", "tied", "ahead"]))
    flt: dict[str, Any] = (
        {"expedition_ahead": True} if standing == "ahead" else {"expedition_standing": standing}
    )
    controller = draw(st.sampled_from([None, "you", "opponent"]))
    if controller:
        flt["controller"] = controller
    step = {"action": "exhaust", "subject": "target_character", "filter": flt}
    if draw(st.booleans()):
        step["up_to"] = draw(st.integers(2, 3))
    return _on_arrival(step)


_DRAW = [{"action": "draw", "amount": 1}]


@st.composite
def created(draw: st.DrawFn) -> dict[str, Any]:
    subtype = draw(st.sampled_from(["robot", "plant", "animal", "spirit"]))
    article = "an" if subtype[0] in "aeiou" else "a"
    reaction: dict[str, Any] = {"trigger": "you_create_a_token"}
    player = draw(st.sampled_from([None, "opponent", "any"]))
    if player:
        reaction["player"] = player
    return {"reaction": {**reaction, "if": f"it's {article} {subtype}", "effect": _DRAW}}


@st.composite
def ordinals(draw: st.DrawFn) -> dict[str, Any]:
    counter = draw(st.sampled_from(["boost", "Sap", "Arcane"]))
    reaction = {"trigger": "counter_reaches", "amount": draw(st.integers(1, 6))}
    return {
        "reaction": {**reaction, "counter": counter, "filter": {"only_me": True}, "effect": _DRAW}
    }


@settings(max_examples=150, deadline=None)
@given(st.one_of(totals(), standings(), created(), ordinals()))
def test_a_written_description_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text


def test_destinations_joined_by_or_read_back_the_same() -> None:
    """ "When I'm discarded or go to Reserve" written from the two Reactions (6.3.g)."""
    text = "When I go to your Discard pile or your Reserve \u2014 Draw a card."
    reading = read_ability(text)
    written = write_ability(reading)
    again = read_ability(written)
    for one in (again, reading):
        one.pop("text", None)
        for more in one.get("_more", []):
            more.pop("text", None)
    assert again == reading, written
