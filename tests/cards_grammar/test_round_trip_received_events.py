"""The writer beside the reader for the section "triggers and statics: receiving, Ascending,
entering play": random readings of its triggers (7.3.29.a, 7.3.30.a, 7.3.3.a), with or
without a condition, written in the cards' own style and read back are the same readings."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

EFFECTS = [
    [{"action": "draw", "amount": 1}],
    [{"action": "give_boost", "amount": 1, "subject": "self"}],
]
TRIGGERS = [
    "you_receive_a_gift",
    "you_receive_a_token",
    "my_expedition_ascends",
    "your_expedition_ascends",
    "my_expedition_becomes_in_contact",
    "your_expedition_becomes_in_contact",
    "i_become_in_contact",
    "permanent_joins_your_landmarks",
]


@st.composite
def reactions(draw: st.DrawFn) -> dict[str, Any]:
    fields: dict[str, Any] = {"trigger": draw(st.sampled_from(TRIGGERS))}
    condition = draw(st.sampled_from([None, "i'm boosted", "you control a token"]))
    if condition is not None:
        fields["if"] = condition
    fields["effect"] = draw(st.sampled_from(EFFECTS))
    return {"reaction": fields}


@settings(max_examples=60, deadline=None)
@given(reactions())
def test_received_events_round_trip(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.sampled_from(["target_by_spell", "target_by_opponents_spell", "sacrifice"]),
        min_size=1,
        max_size=2,
        unique=True,
    ),
    st.sampled_from([None, {"types": ["Character"], "controller": "you"}]),
    st.sampled_from([None, "i'm anchored"]),
)
def test_cant_be_targeted_by_spells_round_trip(
    actions: list[str], flt: dict[str, Any] | None, condition: str | None
) -> None:
    """ "[I / group] can't be targeted by Spells [your opponents play] [or sacrificed]"."""
    cant: dict[str, Any] = {"actions": actions}
    if flt is not None:
        cant["filter"] = flt
    passive: dict[str, Any] = {"cant_be": cant}
    if condition is not None:
        passive["if"] = condition
    text = write_ability({"passive": passive})
    assert read_ability(text) == {"passive": passive}, text


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from([1, 2, 3, 4]),
    st.sampled_from(["turn", "day"]),
    st.sampled_from([None, "Spell", "Character", "Permanent"]),
    st.sampled_from(EFFECTS),
)
def test_nth_card_played_round_trip(
    ordinal: int, per: str, kind: str | None, effect: list[dict[str, Any]]
) -> None:
    """ "When you play your second Spell each turn / this Day" (4.2.3, 4.1)."""
    reaction: dict[str, Any] = {"trigger": "you_play_a_card"}
    if kind is not None:
        reaction["filter"] = {"types": [kind]}
    reaction.update({"ordinal": ordinal, "per": per, "effect": effect})
    text = write_ability({"reaction": reaction})
    assert read_ability(text) == {"reaction": reaction}, text
