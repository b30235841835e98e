"""The writer beside the reader, for the keyword-actions section (issue 30): random readings of its
steps — an Expedition phrase moving or ascending (7.3.3, 7.3.24, 7.3.25), an object returned
or sent to its owner's zone (7.3.27.b), every object of a kind in play acted on (3.1.4.a) —
alone or after other steps, under a trigger, written in the cards' own style and read back
are the same readings."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .round_trip_reactions import reactions_of

STATUSES = ["Anchored", "Asleep", "Exhausted", "Boosted"]


@st.composite
def in_play_filters(draw: st.DrawFn) -> dict[str, Any]:
    """The filter of "each [kind] …" read as every object in play (3.1.4.a): not a group
    another reading names ("each Character you control" is the controller's Characters)."""
    kind = draw(st.sampled_from(["Character", "Permanent"]))
    flt: dict[str, Any] = {"types": [kind]}
    controllers = ["opponent", None] if kind == "Character" else ["opponent", "you", None]
    controller = draw(st.sampled_from(controllers))
    if controller:
        flt["controller"] = controller
    if draw(st.booleans()):
        flt["statuses"] = [draw(st.sampled_from(STATUSES))]
    if kind == "Permanent" and draw(st.booleans()):
        flt["in_my_expedition"] = True
    if controller == "you" and draw(st.booleans()):
        flt["another"] = True
    return flt


@st.composite
def kw_steps(draw: st.DrawFn) -> list[dict[str, Any]]:
    """One sentence's step of the keyword-actions section."""
    kind = draw(st.sampled_from(["expedition", "zone", "in_play"]))
    if kind == "expedition":
        action = draw(st.sampled_from(["move_forward", "move_backwards", "ascend"]))
        subjects = ["your_other_expedition", "your_hero_expedition", "each_my_expedition"]
        if action == "ascend":
            subjects.append("the_expedition_facing_me")
        return [{"action": action, "subject": draw(st.sampled_from(subjects))}]
    if kind == "zone":
        action = draw(st.sampled_from(["return", "send"]))
        zones = ["mana", "reserve"] if action == "return" else ["mana", "hand"]
        target: dict[str, Any] = {
            "subject": draw(st.sampled_from(["target_character", "target_permanent"]))
        }
        if target["subject"] == "target_character" and draw(st.booleans()):
            target["up_to"] = draw(st.integers(2, 3))
        # "to its owner's [zone]" / "to their owners' [zone]": named as the owner's (1.1.3.d)
        return [{"action": action, "to": draw(st.sampled_from(zones)), "to_owner": True, **target}]
    verb = draw(st.sampled_from(["exhaust", "ready", "discard", "gain_status", "give_boost"]))
    step: dict[str, Any] = {"action": verb}
    if verb == "gain_status":
        step["status"] = draw(st.sampled_from(["Anchored", "Asleep", "Fleeting"]))
    if verb == "give_boost":
        step["amount"] = draw(st.integers(1, 3))
    return [{**step, "subject": "objects_in_play", "filter": draw(in_play_filters())}]


@settings(max_examples=200, deadline=None)
@given(reactions_of(kw_steps()))
def test_a_written_gram_kw_reading_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text
