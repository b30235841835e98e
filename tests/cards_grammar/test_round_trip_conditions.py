"""The writer beside the reader for the conditions section (session 3): random engine
conditions said of Expeditions (7.5.2, 2.4.3, 7.5.8.b, 7.5.9) or of the controller's cards in
a zone, written in the cards' own style, read back by the grammar inside an ability, and
evaluated by the engine's condition reading, are the same conditions."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.state.cards import Condition, ConditionKind, Counted
from engine.state.conditions import ExpeditionScope
from scenarios.cards.condition_texts import condition_of
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.grammar.writer.conditions import write_condition

from .expedition_conditions import expedition_states, meaning, race_states, terrain_pairs
from .test_round_trip import STATUSES, SUBTYPES, filters

SCOPES = [
    ExpeditionScope.MY,
    ExpeditionScope.ONE_OF_YOURS,
    ExpeditionScope.EACH_YOURS,
    ExpeditionScope.ME,
]


@st.composite
def conditions(draw: st.DrawFn) -> Condition:
    if draw(st.booleans()):
        counted = draw(
            st.sampled_from([Counted.YOUR_MANA, Counted.YOUR_HAND, Counted.YOUR_RESERVE])
        )
        return Condition(ConditionKind.COUNT, counted=counted, at_least=draw(st.integers(1, 9)))
    other = draw(st.integers(0, 4))
    if other == 0:  # the Expedition race (gram83, gram87)
        return draw(race_states())
    if other == 1:  # two terrains, each or one of them (7.5.8.b)
        return draw(terrain_pairs())
    scope = draw(st.sampled_from(SCOPES))
    single = scope in (ExpeditionScope.MY, ExpeditionScope.ME)
    return draw(expedition_states(scope, negatable=single))


@settings(max_examples=150, deadline=None)
@given(conditions())
def test_a_written_condition_reads_back_to_the_same_condition(condition: Condition) -> None:
    words = write_condition(condition)
    ability = read_ability(f"{{H}} If {words}, draw a card.")
    kept = ability["reaction"]["effect"][0]["if"]
    assert kept == words.lower()
    found = condition_of(kept)
    assert found is not None, words
    assert meaning(found) == meaning(condition), words


@st.composite
def becoming(draw: st.DrawFn) -> dict[str, Any]:
    """ "When I become Asleep —", "When a Boosted Robot you control becomes Anchored, if
    [c] —" (7.5.4.a), with an object description from the round trip's filters."""
    status = draw(st.sampled_from(["Anchored", "Asleep", "Fleeting"]))
    if draw(st.booleans()):
        flt: dict[str, Any] = {"only_me": True}
    else:
        flt = {**draw(filters(another=False)), "types": ["Character"]}
    reaction: dict[str, Any] = {"trigger": "becomes_status", "filter": flt, "status": status}
    if draw(st.booleans()):
        reaction["if"] = write_condition(draw(conditions())).lower()
    reaction["effect"] = [{"action": "draw", "amount": 1}]
    return {"reaction": reaction}


@st.composite
def any_status_targets(draw: st.DrawFn) -> dict[str, Any]:
    """ "{J} Target Fleeting or Asleep Character gains 1 boost." (2.4: one of them)."""
    statuses = draw(st.lists(st.sampled_from(STATUSES), min_size=2, max_size=3, unique=True))
    flt = {"any_statuses": statuses, **draw(filters(another=False))}
    flt.pop("statuses", None)
    step = {"action": "give_boost", "amount": 1, "subject": "target_character", "filter": flt}
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


@st.composite
def both_subtypes_targets(draw: st.DrawFn) -> dict[str, Any]:
    """ "{J} Target Boosted Plant Robot Character you control gains 1 boost." (2.2.2: both)."""
    flt = {**draw(filters(another=False))}
    flt.pop("subtypes", None)
    flt["all_subtypes"] = draw(
        st.lists(st.sampled_from(SUBTYPES), min_size=2, max_size=2, unique=True)
    )
    step = {"action": "give_boost", "amount": 1, "subject": "target_character", "filter": flt}
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


@st.composite
def placed_objects(draw: st.DrawFn) -> dict[str, Any]:
    """Objects said by where they are and what they are not: "target non-Plant Character in
    {V}" (7.5.8.c, 2.2.2), "[other] Characters in my Expedition" (7.5.5.b), "Characters in
    target Expedition" (6.5.b)."""
    kind = draw(st.sampled_from(["target", "mine", "target expedition"]))
    flt: dict[str, Any] = {}
    if draw(st.booleans()):
        flt["statuses"] = [draw(st.sampled_from(STATUSES))]
    if draw(st.booleans()):
        flt["without_subtypes"] = [draw(st.sampled_from(SUBTYPES))]
    if kind == "target":
        if draw(st.booleans()):
            flt["in_terrain"] = draw(st.sampled_from(["forest", "mountain", "water"]))
        if draw(st.booleans()):
            flt["facing_me"] = True
        if draw(st.booleans()):
            side = draw(st.sampled_from(["min", "max"]))
            flt[f"hand_cost_{side}_my_counters"] = draw(st.sampled_from(["Sap", "Heroism"]))
        subject = "target_character"
    elif kind == "mine":
        flt["in_my_expedition"] = True
        if draw(st.booleans()):
            flt["another"] = True
        subject = "characters_you_control"
    else:
        subject = "characters_in_target_expedition"
    step: dict[str, Any] = {"action": "give_boost", "amount": 1, "subject": subject}
    if flt:
        step["filter"] = flt
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


@st.composite
def sacrificing(draw: st.DrawFn) -> dict[str, Any]:
    """ "When you sacrifice another Boosted Robot Character with Hand Cost {2} or less —"."""
    flt = draw(filters())
    flt.pop("controller", None)
    reaction = {"trigger": "you_sacrifice_a_character", "filter": flt}
    if not flt:
        reaction.pop("filter")
    reaction["effect"] = [{"action": "draw", "amount": 1}]
    return {"reaction": reaction}


@st.composite
def leaving(draw: st.DrawFn) -> dict[str, Any]:
    """ "When another [Boosted] Character leaves your Expeditions / my Expedition —"."""
    trigger = draw(
        st.sampled_from(["character_leaves_your_expeditions", "character_leaves_my_expedition"])
    )
    flt: dict[str, Any] = {}
    if draw(st.booleans()):
        flt["statuses"] = [draw(st.sampled_from(STATUSES))]
    flt["another"] = True
    return {
        "reaction": {"trigger": trigger, "filter": flt, "effect": [{"action": "draw", "amount": 1}]}
    }


@st.composite
def totalled_targets(draw: st.DrawFn) -> dict[str, Any]:
    """ "Up to three target Characters with a total {V} of 4 or less each gain 1 boost."."""
    of = draw(st.sampled_from(["hand_cost", "forest", "mountain", "water"]))
    step: dict[str, Any] = {"action": "give_boost", "amount": 1, "subject": "target_character"}
    step["up_to"] = draw(st.integers(2, 4))
    step["total"] = {"of": of, "at_most": draw(st.integers(0, 9))}
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


@settings(max_examples=250, deadline=None)
@given(
    st.one_of(
        becoming(),
        any_status_targets(),
        both_subtypes_targets(),
        placed_objects(),
        sacrificing(),
        totalled_targets(),
        leaving(),
    )
)
def test_a_written_trigger_or_description_reads_back(reading: dict[str, Any]) -> None:
    text = write_ability(reading)
    assert read_ability(text) == reading, text
