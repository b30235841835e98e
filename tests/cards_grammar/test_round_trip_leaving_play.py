"""The writer beside the reader for the section "leaving play": random objects leaving
play, the Expedition zone or the Landmark zone (7.3.20.a, 3.2.4, 3.2.7) and cards going to
Reserve (3.2.10), written in the cards' own style and read back by the grammar to the same
readings."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .test_round_trip import filters

EFFECTS = [
    [{"action": "draw", "amount": 1}],
    [{"action": "give_boost", "amount": 1, "subject": "self"}],
]
_KINDS = {
    "object_leaves_play": ["Character", "Permanent", None],
    "object_leaves_expedition_zone": ["Character", "Permanent", None],
    "object_leaves_landmark_zone": ["Permanent", None],
    "object_goes_to_reserve": ["Character", "Permanent", "Spell", "card"],
}
"""The kinds each trigger reads (None: a token)."""


@st.composite
def reactions(draw: st.DrawFn) -> dict[str, Any]:
    trigger = draw(st.sampled_from(sorted(_KINDS)))
    flt = draw(filters())
    kind = draw(st.sampled_from(_KINDS[trigger]))
    if kind is None:
        flt.pop("non_token", None)
        flt.pop("subtypes", None)  # a sub-type names a Character or Permanent (2.2.2)
        flt["tokens"] = True
    elif kind != "card":
        flt["types"] = [kind]
    if kind == "Permanent" or kind == "card":
        flt.pop("subtypes", None)  # a Character's sub-types: not for every kind
    if trigger == "object_goes_to_reserve":
        flt.pop("non_token", None)  # a token never goes to Reserve (2.1.e)
    return {
        "reaction": {"trigger": trigger, "filter": flt, "effect": draw(st.sampled_from(EFFECTS))}
    }


def _canonical(ability: dict[str, Any]) -> dict[str, Any]:
    reaction = dict(ability["reaction"])
    reaction["filter"] = {
        k: v for k, v in reaction.get("filter", {}).items() if v not in ([], None)
    }
    return reaction


@settings(max_examples=150, deadline=None)
@given(reactions())
def test_objects_leaving_and_going_to_reserve_round_trip(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert _canonical(read_ability(text)) == _canonical(ability), text


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["you_roll_a_die", "you_roll_dice"]), st.sampled_from(EFFECTS))
def test_an_opponents_rolls_round_trip(trigger: str, effect: list[dict[str, Any]]) -> None:
    ability = {"reaction": {"trigger": trigger, "player": "opponent", "effect": effect}}
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@st.composite
def another_changes(draw: st.DrawFn) -> dict[str, Any]:
    """ "When another [Character] gains [status] / gains N or more boosts / becomes [status]
    / is exhausted —" (round 2): "another" on the older gains and becomes triggers (7.2.1.a),
    with an object description from the round trip's filters."""
    trigger = draw(st.sampled_from(["gains_status", "gains_boosts", "becomes_status"]))
    flt = {**draw(filters(another=False)), "types": ["Character"], "another": True}
    reaction: dict[str, Any] = {"trigger": trigger, "filter": flt}
    if trigger == "gains_boosts":
        reaction["amount"] = draw(st.integers(1, 3))
    else:
        statuses = ["Anchored", "Asleep", "Fleeting"]
        statuses += ["Exhausted"] if trigger == "becomes_status" else []
        reaction["status"] = draw(st.sampled_from(statuses))
    reaction["effect"] = draw(st.sampled_from(EFFECTS))
    return {"reaction": reaction}


@settings(max_examples=120, deadline=None)
@given(another_changes())
def test_another_on_gains_and_becomes_triggers_round_trip(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert text.startswith("When another "), text
    assert _canonical(read_ability(text)) == _canonical(ability), text


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["Character", "Spell", "Permanent"]),
    st.booleans(),
    st.sampled_from(EFFECTS),
)
def test_a_player_plays_round_trip(kind: str, reserve: bool, effect: list[dict[str, Any]]) -> None:
    """ "When a player plays a [card] [from Reserve]" (1.2.2): written and read back."""
    reaction: dict[str, Any] = {"trigger": "you_play_a_card", "filter": {"types": [kind]}}
    if reserve:
        reaction["played_from"] = "reserve"
    ability = {"reaction": {**reaction, "player": "any", "effect": effect}}
    text = write_ability(ability)
    assert text.startswith("When a player plays"), text
    assert read_ability(text) == ability, text
