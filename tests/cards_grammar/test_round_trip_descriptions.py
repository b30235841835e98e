"""The writer beside the reader for the section "descriptions/triggers" (issue 30):
random descriptions composed from their parts — statuses, sub-types, a cost compared, the
controller's Expedition of a kind (7.2.3.a), and counters ("with a boost" is Boosted, 2.4.5.a;
"with no boosts"; "with N or more boosts", 2.5.1) — on a target, on each object in play, on
a joining Character (7.5.10) and counted ("Draw a card for each …", 6.5.i); conditions on
"your other Expedition" / "the Expedition facing me" and triggers' conditions said with
"unless"; "When [object] loses [status]" (7.3.21.a): written in the cards' own style and
read back, they are the same readings. Every rule of the section is written."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.state.cards import Condition
from engine.state.conditions import ExpeditionScope
from scenarios.cards.condition_texts import condition_of
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.grammar.writer.conditions import write_condition
from scenarios.cards.grammar.writer.coverage import section_rules, writer_coverage

from .expedition_conditions import expedition_states, meaning
from .sentences import READINGS, RULE_SENTENCES

STATUSES = ["Anchored", "Asleep", "Exhausted", "Fleeting"]
SUBTYPES = ["Plant", "Animal", "Robot", "Spirit"]


@st.composite
def description(draw: st.DrawFn) -> dict[str, Any]:
    """A filter with counters and up to three other parts."""
    flt: dict[str, Any] = {}
    counters = draw(st.sampled_from(["boosted", "none", "min"]))
    if counters == "none":
        flt["without"] = ["Boosted"]
    elif counters == "min":
        flt["boosts_min"] = draw(st.integers(2, 5))
    statuses = ["Boosted"] if counters == "boosted" else []
    if draw(st.booleans()):
        statuses.append(draw(st.sampled_from(STATUSES)))
    if statuses:
        flt["statuses"] = statuses
    if draw(st.booleans()):
        flt["subtypes"] = [draw(st.sampled_from(SUBTYPES))]
    if draw(st.booleans()):
        flt["hand_cost_max"] = draw(st.integers(1, 6))
    if draw(st.booleans()):  # "in your Hero / Companion Expedition" (7.2.3.a)
        flt["in_your_expedition"] = draw(st.sampled_from(["hero", "companion"]))
    return flt


def _j(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


@settings(max_examples=60, deadline=None)
@given(description(), st.sampled_from(["target", "each", "yours", "joins"]), st.booleans())
def test_descriptions_with_counters_round_trip(
    flt: dict[str, Any], where: str, opponent: bool
) -> None:
    if where == "target":
        ability = _j({"action": "exhaust", "subject": "target_character", "filter": flt})
    elif where == "each":
        flt = {**flt, "types": ["Character"]}
        if opponent:
            flt["controller"] = "opponent"
        ability = _j({"action": "exhaust", "subject": "objects_in_play", "filter": flt})
    elif where == "yours":
        ability = _j({"action": "exhaust", "subject": "characters_you_control", "filter": flt})
    else:
        trigger = "character_joins_your_expeditions"
        draw_one = [{"action": "draw", "amount": 1}]
        ability = {"reaction": {"trigger": trigger, "filter": flt, "effect": draw_one}}
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(SUBTYPES + STATUSES), st.integers(2, 4))
def test_draw_for_each_round_trip(word: str, n: int) -> None:
    ability = _j({"action": "draw", "per": f"{word.lower()} character with {n} or more boosts"})
    text = write_ability(ability)
    assert text.startswith("{J} Draw a card for each ") and f"{word} Character" in text
    assert read_ability(text) == ability, text


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from([*STATUSES, "Boosted"]),
    st.sampled_from(["me", "yours", "another", "theirs"]),
    st.booleans(),
)
def test_a_loss_of_a_status_round_trips(status: str, who: str, conditioned: bool) -> None:
    flt: dict[str, Any] = {"only_me": True} if who == "me" else {"types": ["Character"]}
    if who in ("yours", "theirs"):
        flt["controller"] = "you" if who == "yours" else "opponent"
    if who == "another":
        flt["another"] = True
    reaction: dict[str, Any] = {"trigger": "loses_status", "filter": flt, "status": status}
    if conditioned:
        reaction["if"] = "i'm exhausted"
    reaction["effect"] = [{"action": "draw", "amount": 1}]
    text = write_ability({"reaction": reaction})
    assert read_ability(text) == {"reaction": reaction}, text


def test_every_rule_of_the_section_is_written() -> None:
    rules = section_rules("descriptions/triggers: counters, Expeditions, players ====")
    assert {"with_a_boost", "with_no_boosts", "with_boosts_min", "placed_expedition_cond"} <= rules
    sentences = {r: RULE_SENTENCES[r] for r in rules}
    assert writer_coverage(sentences, READINGS).unwritten == {}


@st.composite
def other_expedition_conditions(draw: st.DrawFn) -> Condition:
    """A condition said of "your other Expedition" or "the Expedition facing me"."""
    scope = draw(st.sampled_from([ExpeditionScope.YOUR_OTHER, ExpeditionScope.FACING_ME]))
    return draw(expedition_states(scope))


@settings(max_examples=60, deadline=None)
@given(
    other_expedition_conditions(),
    st.sampled_from(["{{H}} If {c}, draw a card.", "At Noon, if {c} \u2014 Draw a card."]),
)
def test_other_expeditions_conditions_round_trip(condition: Condition, form: str) -> None:
    words = write_condition(condition)
    ability = read_ability(form.format(c=words))
    part = ability["reaction"]
    kept = part["if"] if "if" in part else part["effect"][0]["if"]
    assert kept == words.lower()
    found = condition_of(kept)
    assert found is not None, words
    assert meaning(found) == meaning(condition), words


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["at_noon", "at_dusk", "leaves_play", "sacrificed"]),
    st.sampled_from(["you control a plant", "i'm boosted", "my expedition is ahead"]),
)
def test_a_negated_trigger_condition_round_trips(trigger: str, said: str) -> None:
    reading = {
        "reaction": {
            "trigger": trigger,
            "if": f"unless {said}",
            "effect": [{"action": "draw", "amount": 1}],
        }
    }
    text = write_ability(reading)
    assert ", unless " in text
    assert read_ability(text) == reading, text
