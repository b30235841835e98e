"""The writer beside the reader for the section "durations, zones and triggers": random
readings of a keyword lost for a time (2.2.15.a, 7.4) — by me, a target or a group, for
each duration, after any trigger, with or without a condition — written in the cards' own
style and read back are the same readings."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

SUBJECTS = [
    {"subject": "self"},
    {"subject": "target_character"},
    {"subject": "target_character", "filter": {"controller": "opponent"}},
    {"subject": "characters_you_control"},
]


@st.composite
def reactions(draw: st.DrawFn) -> dict[str, Any]:
    step: dict[str, Any] = {"action": "ongoing", **draw(st.sampled_from(SUBJECTS))}
    step["ongoing"] = {
        "duration": draw(st.sampled_from(["this turn", "this Afternoon", "this Day"])),
        "lose_keyword": draw(st.sampled_from(["Defender", "Eternal", "Seasoned"])),
    }
    condition = draw(st.sampled_from([None, "my expedition is behind", "i'm boosted"]))
    if condition is not None:
        step["if"] = condition
    trigger = draw(st.sampled_from(["enters_play", "played_from_hand", "at_noon", "at_dusk"]))
    return {"reaction": {"trigger": trigger, "effect": [step]}}


@settings(max_examples=80, deadline=None)
@given(reactions())
def test_keyword_lost_for_a_time_round_trip(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["card", "character", "permanent", "spell"]),
    st.sampled_from(["reserve", "hand"]),
    st.sampled_from(["turn", "afternoon", "day"]),
    st.sampled_from([-2, -1, 1, 2]),
)
def test_first_played_from_a_zone_round_trip(noun: str, zone: str, period: str, n: int) -> None:
    """ "The first [card] you play from Reserve / Hand each [period] costs {N} less/more"."""
    said = f"the first {noun} you play from {zone} each {period}"
    played: dict[str, Any] = {"from_zone": zone, "period": period}
    if noun != "card":
        played["card_type"] = noun.capitalize()
    ability = {"passive": {"cost": {"change": n, "applies_to": said, "played": played}}}
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from([None, "Spell", "Character", "Permanent"]),
    st.sampled_from([None, "Morning", "Afternoon", "Dusk"]),
    st.sampled_from([None, "i'm boosted"]),
)
def test_card_leaves_your_discard_pile_round_trip(
    kind: str | None, during: str | None, condition: str | None
) -> None:
    """ "When a [card] leaves your discard pile [during the Phase][, if c] —"."""
    reaction: dict[str, Any] = {"trigger": "card_leaves_your_discard_pile"}
    if kind is not None:
        reaction["filter"] = {"types": [kind]}
    if during is not None:
        reaction["during"] = during
    if condition is not None:
        reaction["if"] = condition
    reaction["effect"] = [{"action": "draw", "amount": 1}]
    text = write_ability({"reaction": reaction})
    assert read_ability(text) == {"reaction": reaction}, text


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(
        [
            {"trigger": "player_resupplies", "player": "you"},
            {"trigger": "player_draws_a_card", "player": "opponent"},
            {"trigger": "player_passes", "player": "you"},
            {"trigger": "my_expedition_moves_forward"},
            {"trigger": "card_leaves_your_discard_pile", "filter": {"types": ["Spell"]}},
        ]
    ),
    st.sampled_from(["Morning", "Noon", "Afternoon", "Dusk", "Night"]),
    st.sampled_from([None, "i'm boosted"]),
)
def test_event_during_a_phase_round_trip(
    event: dict[str, Any], phase: str, condition: str | None
) -> None:
    """ "When [event] during [the] [Phase][, if c] —"."""
    reaction: dict[str, Any] = {**event, "during": phase}
    if condition is not None:
        reaction["if"] = condition
    reaction["effect"] = [{"action": "draw", "amount": 1}]
    text = write_ability({"reaction": reaction})
    assert read_ability(text) == {"reaction": reaction}, text


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(
        [
            "character_joins_your_expeditions",
            "character_joins_my_expedition",
            "character_joins_one_of_your_expeditions",
        ]
    ),
    st.booleans(),
    st.sampled_from([None, "i'm boosted"]),
)
def test_token_joins_round_trip(trigger: str, another: bool, condition: str | None) -> None:
    """ "When [another] token joins your Expeditions / my Expedition / … —"."""
    flt: dict[str, Any] = {"another": True, "tokens": True} if another else {"tokens": True}
    reaction: dict[str, Any] = {"trigger": trigger, "filter": flt}
    if condition is not None:
        reaction["if"] = condition
    reaction["effect"] = [{"action": "draw", "amount": 1}]
    text = write_ability({"reaction": reaction})
    assert read_ability(text) == {"reaction": reaction}, text


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(
        [
            "your_hero_expedition_fails_to_move_forward",
            "your_companion_expedition_fails_to_move_forward",
            "your_expedition_fails_to_move_forward",
        ]
    ),
    st.sampled_from([None, "i'm boosted"]),
)
def test_your_expedition_fails_round_trip(trigger: str, condition: str | None) -> None:
    """ "When your Hero / Companion Expedition / one of your Expeditions fails to move
    forward —"."""
    reaction: dict[str, Any] = {"trigger": trigger}
    if condition is not None:
        reaction["if"] = condition
    reaction["effect"] = [{"action": "draw", "amount": 1}]
    text = write_ability({"reaction": reaction})
    assert read_ability(text) == {"reaction": reaction}, text


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(
        ["my_expedition_attempts_to_move_forward", "your_expedition_attempts_to_move_forward"]
    ),
    st.sampled_from([None, "Dusk", "Afternoon"]),
    st.sampled_from([None, "i'm boosted"]),
)
def test_attempts_to_move_forward_round_trip(
    trigger: str, during: str | None, condition: str | None
) -> None:
    """ "When my Expedition / one of your Expeditions attempts to move forward [during
    Phase] and can't —"."""
    reaction: dict[str, Any] = {"trigger": trigger}
    if during is not None:
        reaction["during"] = during
    if condition is not None:
        reaction["if"] = condition
    reaction["effect"] = [{"action": "draw", "amount": 1}]
    text = write_ability({"reaction": reaction})
    assert read_ability(text) == {"reaction": reaction}, text
