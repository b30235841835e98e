"""The writer beside the reader for the section "time" (gram36): random past-tense
conditions — the action x what it was done to x who did it, in several voices x the period
x the sense (6.5.d, 4.1, 4.2.3) — written in the cards' style and read back are the same
readings, and the engine evaluates each as the count of what it says (``Counted.HAPPENED``,
engine/reading/happened.py); random durations in a designer's words (2.2.15.a) read as the
step said with the duration's own name."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.state.cards import Counted
from scenarios.cards.condition_texts import condition_of, count_of
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

# (event, past, participle, present)
VERBS = [
    ("discarded", "discarded", "discarded", "discard"),
    ("drawn", "drew", "drawn", "draw"),
    ("created", "created", "created", "create"),
    ("played", "played", "played", "play"),
    ("sacrificed", "sacrificed", "sacrificed", "sacrifice"),
]
# (words, at least, types, token): what each action may be done to
DONE_TO = {
    "discarded": [("a card", 1, set(), False), ("two or more spells", 2, {"Spell"}, False)],
    "drawn": [("a card", 1, set(), False), ("three or more cards", 3, set(), False)],
    "created": [("a token", 1, set(), True), ("two or more tokens", 2, set(), True)],
    "played": [("a spell", 1, {"Spell"}, False), ("a permanent", 1, {"Permanent"}, False)],
    "sacrificed": [("a permanent", 1, {"Permanent"}, False), ("a token", 1, set(), True)],
}
PERIODS = ["turn", "day", "afternoon"]


@st.composite
def past_conditions(draw: st.DrawFn) -> tuple[str, tuple[Any, ...]]:
    event, past, part, pres = draw(st.sampled_from(VERBS))
    words, low, types, token = draw(st.sampled_from(DONE_TO[event]))
    period = draw(st.sampled_from(PERIODS))
    voices = [
        (f"an opponent {past}", "opponent", False),
        (f"your opponents have {part}", "opponent", False),
        (f"an opponent hasn't {part}", "opponent", True),
        (f"your opponents didn't {pres}", "opponent", True),
    ]
    if event not in ("played", "sacrificed"):  # the older rules read "you played / sacrificed"
        voices += [
            (f"you {past}", "", False),
            (f"you've {part}", "", False),
            (f"you haven't {part}", "", True),
            (f"you did not {pres}", "", True),
        ]
        be = "were" if low > 1 else "was"
        voices.append((f"{words} {be} {part}", "any", False))  # the passive: by anyone
    said, by, negated = draw(st.sampled_from(voices))
    done_to = "" if by == "any" else f" {words}"  # the passive says it first
    text = f"{said}{done_to} this {period}"
    return text, (event, period, by, low, negated, types, token)


@settings(max_examples=60, deadline=None)
@given(past_conditions(), st.sampled_from(["played_from_hand", "enters_play", "at_dusk"]))
def test_past_tense_condition_round_trip_and_meaning(
    said: tuple[str, tuple[Any, ...]], trigger: str
) -> None:
    words, (event, period, by, low, negated, types, token) = said
    step = {"action": "draw", "amount": 1, "if": words}
    ability = {"reaction": {"trigger": trigger, "effect": [step]}}
    text = write_ability(ability)
    assert read_ability(text) == ability, text
    c = condition_of(words)
    assert c is not None, words
    assert c.counted == Counted.HAPPENED
    assert (c.event, c.period, c.by, c.at_least, c.negated) == (event, period, by, low, negated)
    assert c.filter is not None
    assert {t.value for t in c.filter.types} == types and c.filter.tokens is token


STEPS = [
    "Target Character gains Defender{T}.",
    "Characters you control lose Defender{T}.",
    "Target Character can't be sacrificed{T}.",
    "Take control of target Character{T}.",
    "Your Spells cost {1} more{T}.",
    "Target Expedition can't move forward{T}.",
    "Expeditions can't move backward{T}.",
]
SAID = {
    "this turn": ["until the end of this turn", "for the rest of the turn", "until end of turn"],
    "this Afternoon": ["until the end of this Afternoon", "for the rest of the Afternoon"],
    "this Day": [
        "until the end of this Day",
        "for the rest of this Day",
        "until the start of the next Day",
        "until the beginning of the next Day",
    ],
}


@settings(max_examples=50, deadline=None)
@given(st.sampled_from(STEPS), st.sampled_from(sorted(SAID)), st.data())
def test_a_duration_in_other_words_reads_as_its_name(step: str, name: str, data: Any) -> None:
    words = data.draw(st.sampled_from(SAID[name]))
    canonical = read_ability("{J} " + step.replace("{T}", f" {name}"))
    assert read_ability("{J} " + step.replace("{T}", f" {words}")) == canonical
    first = words[0].upper() + words[1:]
    if not step.startswith("Expeditions") and "move" not in step:  # said first, too
        lowered = step[0].lower() + step[1:]
        said_first = "{J} " + first + ", " + lowered.replace("{T}", "")
        assert read_ability(said_first) == canonical


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["card", "spell", "character", "token"]),
    st.sampled_from(["you", "an opponent", "your opponents"]),
    st.sampled_from(VERBS),
    st.sampled_from(PERIODS),
)
def test_a_count_of_what_was_done_round_trip(
    noun: str, who: str, verb: tuple[str, str, str, str], period: str
) -> None:
    """ "for each card you discarded this Day" (6.5.i): written, read back the same, and
    counted by the engine as what the player did in the period."""
    event, past, _, _ = verb
    if (event == "created") != (noun == "token") or (who == "you" and event == "played"):
        return  # only tokens are created; "you played" has the older count (same engine)
    per = f"{noun} {who} {past} this {period}"
    ability = {
        "reaction": {"trigger": "played_from_hand", "effect": [{"action": "draw", "per": per}]}
    }
    text = write_ability(ability)
    assert read_ability(text) == ability, text
    c = count_of(per)
    assert c is not None and c.counted == Counted.HAPPENED, per
    assert (c.event, c.period, c.by) == (event, period, "" if who == "you" else "opponent")


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(
        [
            ("my expedition has", "my"),
            ("your hero expedition", "your_hero"),
            ("your companion expedition has", "your_companion"),
            ("one of your expeditions", "one_of_yours"),
            ("both of your expeditions have", "each_yours"),
            ("the expedition facing me", "facing_me"),
        ]
    ),
    st.booleans(),
)
def test_an_expedition_moved_forward_round_trip(said: tuple[str, str], negated: bool) -> None:
    """ "if your Hero Expedition has moved forward this Day" (7.3.25.a, 4.1), negated for
    one Expedition: written, read back the same, evaluated on the Expeditions named."""
    subject, scope = said
    if negated and scope in ("one_of_yours", "each_yours", "my"):
        return  # "not" of several is refused; "my Expedition did not" is the older rule's
    verb = "didn't move forward" if negated else "moved forward"
    words = f"{subject.removesuffix(' has').removesuffix(' have')} {verb} this day"
    if not negated:
        words = f"{subject} moved forward this day"
    ability = {
        "reaction": {"trigger": "at_dusk", "effect": [{"action": "draw", "amount": 1, "if": words}]}
    }
    text = write_ability(ability)
    assert read_ability(text) == ability, text
    c = condition_of(words)
    assert c is not None and (c.scope, c.event, c.negated) == (scope, "moved_forward", negated)
