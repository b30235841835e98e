"""The writer beside the reader, for the costs-and-choosers section (issue 30): random readings of
its
steps — Sabotage by the opponent (1.4.7.b), an exchange (7.3.12.a), a distribution among
targets chosen first (6.5.b), counters moved (2.5.g), a Terrain Marker targeted (7.3.23),
the top cards of the deck discarded (7.3.7), a cost of two parts (6.4.a), "If you put a
[kind] in Reserve this way" (6.5.f), what follows the number of counters removed (6.5.d) —
alone or after
other steps, under a trigger, written in the cards' own style and read back are the same
readings."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .round_trip_reactions import reactions_of

_TARGETS = [
    {"subject": "target_character"},
    {"subject": "target_character", "filter": {"controller": "you"}},
    {"subject": "target_character", "filter": {"controller": "opponent"}},
]
_HOW_MANY = [{"up_to": 2}, {"up_to": 3}, {"targets": 2}, {"targets": 3}, {"any_number": True}]
_CHOSEN = ["a_card_from_your_hand", "a_card_from_your_reserve", "a_character_you_control"]


def _counter(draw: st.DrawFn) -> str:
    return draw(st.sampled_from(["boost", "Kelon", "Arcane"]))


@st.composite
def gfx5_steps(draw: st.DrawFn) -> list[dict[str, Any]]:
    """One sentence's step of the costs-and-choosers section."""
    kind = draw(
        st.sampled_from(
            [
                "sabotage",
                "exchange",
                "distribute",
                "move",
                "marker",
                "top",
                "cost",
                "this_way",
                "depending",
            ]
        )
    )
    if kind == "sabotage":
        return [{"action": "sabotage", "subject": "target_reserve_card", "opponent_does": True}]
    if kind == "exchange":
        first = draw(st.sampled_from([{"subject": "self"}, *_TARGETS]))
        other = draw(st.sampled_from(_CHOSEN))
        narrowed: dict[str, Any] = {}
        if other != "a_character_you_control" and draw(st.booleans()):
            # "… with a [statuses] Character / Permanent in your Reserve / from your hand"
            kind = draw(st.sampled_from(["Character", "Permanent"]))
            asleep = {"statuses": ["Asleep"]} if draw(st.booleans()) else {}
            narrowed = {"with_filter": {**asleep, "types": [kind]}}
        return [{"action": "exchange", **first, "with": other, **narrowed}]
    if kind == "distribute":
        counter = _counter(draw)
        step: dict[str, Any] = {
            "action": "give_boost" if counter == "boost" else "gain_counters",
            "amount": draw(st.integers(2, 4)),
            **({} if counter == "boost" else {"counter": counter}),
            **draw(st.sampled_from(_TARGETS)),
            **draw(
                st.sampled_from(
                    [
                        {"up_to": 2},
                        {"up_to": 3},
                        {"targets": 2},
                        {"targets": 3},
                        {"any_number": True},
                    ]
                )
            ),
            "distribute": True,
        }
        return [step]
    if kind == "this_way":
        follow = draw(st.sampled_from([{"action": "put", "to": "hand"}, {"action": "exhaust"}]))
        said = draw(st.sampled_from(["a character", "a plant", "a permanent"]))
        may = {"may": True} if draw(st.booleans()) else {}
        return [
            {
                "action": "resupply",
                "then": [{**follow, "subject": "it", **may, "if": f"it's {said}"}],
            }
        ]
    if kind == "depending":
        counter = _counter(draw)
        ranges = [
            {"low": 1, "high": 2, "effect": [{"action": "draw", "amount": 1}]},
            {"low": 3, "effect": [{"action": "give_boost", "amount": 3, "subject": "self"}]},
        ]
        return [
            {
                "action": "remove_counters",
                "counter": counter,
                "all_counters": True,
                **draw(
                    st.sampled_from([{"subject": "self"}, {"subject": "characters_you_control"}])
                ),
                "removed_outcomes": ranges[: draw(st.integers(1, 2))],
            }
        ]
    if kind == "move":
        counter = _counter(draw)
        n = draw(st.integers(1, 3))
        first = draw(st.sampled_from([{"subject": "self"}, *_TARGETS]))
        another = first["subject"] != "self" and draw(st.booleans())
        if another:
            second = {**first, "filter": {**first.get("filter", {}), "other_than_it": True}}
        else:
            second = draw(st.sampled_from(_TARGETS))
            if first["subject"] != "self":  # ia39: two targets of one step: two objects (6.5.b)
                second = {**second, "filter": {**second.get("filter", {}), "other_than_it": True}}
        gain = (
            {"action": "give_boost"}
            if counter == "boost"
            else {
                "action": "gain_counters",
                "counter": counter,
            }
        )
        outcomes = [
            {"low": k, "high": k, "effect": [{**gain, "amount": k, **second}]}
            for k in range(1, n + 1)
        ]
        return [
            {
                "action": "remove_counters",
                "amount": n,
                "counter": counter,
                **first,
                "removed_outcomes": outcomes,
            }
        ]
    if kind == "marker":
        region = draw(st.sampled_from(["target_region", "my_region"]))
        return [
            {"action": "move_terrain_marker", "subject": "target_terrain_marker", "region": region}
        ]
    if kind == "top":
        n = draw(st.integers(1, 3))
        return [{"action": "discard", "subject": "top_cards_of_your_deck", "amount": n}]
    counter = _counter(draw)
    spend = {"action": "spend_counters", "amount": draw(st.integers(1, 3)), "counter": counter}
    # "… to draw a card" or "…. If you do, draw a card": the printed wording kept (6.5.f)
    said = {"said_if_you_do": True} if draw(st.booleans()) else {}
    return [
        {
            "action": "exhaust",
            "subject": "self",
            "may": True,
            "then": [{"action": "draw", "amount": draw(st.integers(1, 2))}],
            "cost_with": [spend],
            **said,
        }
    ]


@settings(max_examples=200, deadline=None)
@given(reactions_of(gfx5_steps()))
def test_a_written_gfx5_reading_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text
