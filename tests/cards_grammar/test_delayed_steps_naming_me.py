"""Delayed steps naming "I" (issue 30, session 42; sentences written for these tests): "At the
end of the turn, send me to Reserve" — the Emblem-Ongoing's Reaction acts on the object which
created the Emblem (7.2.1.d), bound as its "it" as it is created (6.3.i); that object moved
since is a new object the Emblem does not find (2.1.d)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder, find
from engine.state.enums import BOOST

from ..cards_text.helpers import executed, not_executed, play, read, steps
from .grammar_cards import grammar_fields
from .test_board_durations_delays import _cast, _emblems, _spell, _texts, _until

BOUND = [
    ("{J} At the end of the turn, send me to Reserve.", "end of the turn", "send"),
    ("{J} At the end of the turn, sacrifice me.", "end of the turn", "sacrifice"),
    ("{J} At the end of the turn, return me to my owner's hand.", "end of the turn", "return"),
    ("{J} At the end of the Afternoon, send me to Reserve.", "end of the Afternoon", "send"),
    ("{J} At the start of the next Dusk, I gain 2 boosts.", "Dusk", "give_boost"),
    ("{J} At the start of the next Dusk, I gain Anchored.", "Dusk", "gain_status"),
    ("{J} At the start of the next Dusk, I lose all my boosts.", "Dusk", "remove_counters"),
    ("{J} At the start of your next turn, exhaust me.", "start of your next turn", "exhaust"),
    ("{J} At the next Noon, ready me.", "Noon", "ready"),
    ("{R} Draw a card. At the end of the turn, send me to Reserve.", "end of the turn", "send"),
    # refused before (review33's sibling): "I" the Emblem's creator, now bound (7.2.1.d)
    ("{J} At the end of this turn, I gain 1 boost.", "end of the turn", "give_boost"),
]


def _flat(found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for s in found:
        out += [s, *_flat(list(s.get("then") or ()))]
    return out


def _ongoing(text: str) -> dict[str, Any]:
    (step,) = [s for s in _flat(steps(executed(read(text)))) if s["action"] == "ongoing"]
    return step


@pytest.mark.parametrize(("text", "at", "action"), BOUND)
def test_i_in_a_delayed_step_is_the_emblems_creator_bound_as_it(
    text: str, at: str, action: str
) -> None:
    step = _ongoing(text)
    assert step["subject"] == "self" and step["ongoing"]["at"] == at
    (delayed,) = step["ongoing"]["delayed"]
    assert delayed["action"] == action and delayed["subject"] == "it"


ASKED_OF_ME = [
    # refused before (gw's near-miss, review28's sibling): read since session 42
    (
        "{J} I gain 2 Frost counters and 1 boost. At Dusk, if I have 3 or more Frost counters,"
        " send me to Reserve.",
        "send",
        "it has 3 or more frost counters",
    ),
    ("{J} At Night, if I'm still in play, draw a card.", "draw", "it's in play"),
    # a condition asked of "I": checked on the bound creator, as "if it's …" (6.5.d, 7.2.1.d)
    ("{J} At Dusk, if I'm still in play, draw a card.", "draw", "it's in play"),
    (
        "{J} At the end of the turn, if I'm still in play, I gain 2 boosts.",
        "give_boost",
        "it's in play",
    ),
    (
        "{H} At end of turn, if I'm still in play, return me to my owner's hand.",
        "return",
        "it's in play",
    ),
    ("{J} At the end of the turn, if I'm exhausted, send me to Reserve.", "send", "it's exhausted"),
    (
        "{J} At the end of the turn, if I have 2 or more boosts, send me to Reserve.",
        "send",
        "it has 2 or more boosts",
    ),
]


@pytest.mark.parametrize(("text", "action", "condition"), ASKED_OF_ME)
def test_a_condition_asked_of_i_is_asked_of_the_bound_creator(
    text: str, action: str, condition: str
) -> None:
    step = _ongoing(text)
    assert step["subject"] == "self"
    (delayed,) = step["ongoing"]["delayed"]
    assert delayed["action"] == action and delayed["if"] == condition


NOT_BOUND = [
    # a place or a count of the creator: not followed (7.2.1.d)
    "{J} At the start of the next Dusk, draw a card for each Character in my Expedition.",
    "{J} At the end of the turn, send target Character in my Expedition to Reserve.",
    "{J} At the end of the turn, if my Expedition is ahead, send me to Reserve.",
]


@pytest.mark.parametrize("text", NOT_BOUND)
def test_the_creators_places_and_conditions_stay_refused(text: str) -> None:
    assert "7.2.1.d" in not_executed(read(text))


def test_it_and_i_together_keep_it_the_steps_object() -> None:
    # "it" said: the Emblem is bound to what the step acted on; "I" there is not read
    text = "{J} Target Character gains 1 boost. At the end of the turn, send it to Reserve."
    assert _ongoing(text)["subject"] == "it"


def test_board_at_the_end_of_the_turn_i_am_sent_to_reserve() -> None:
    f = grammar_fields(BOUND[0][0], "Visitor", unique=False)
    b = GameBuilder().in_hand("p1", "Visitor", **f).mana("p1", 3).deck_of("p1", 6)
    state, entries = play(b.deck_of("p2", 6), "Visitor")
    text = _texts(list(entries))
    assert "Emblem-Ongoing of Visitor: Visitor is sent to p1's Reserve" in text
    assert [state.name(o) for o in state.zone("reserve:p1")] == ["Visitor"]
    assert _emblems(state) == 0  # its duration over as the turn ends (2.2.15.c)
    sent = next(e for e in entries if "Visitor is sent to p1's Reserve" in e.text)
    assert sent.text.startswith("Emblem-Ongoing of Visitor")


def test_board_at_the_next_dusk_i_gain_two_boosts_not_before() -> None:
    f = grammar_fields(BOUND[4][0], "Visitor", unique=False)
    b = GameBuilder().in_hand("p1", "Visitor", **f).mana("p1", 3).deck_of("p1", 6)
    state, _ = play(b.deck_of("p2", 6), "Visitor")
    assert state.objects[find(state, "Visitor")].counters.get(BOOST, 0) == 0
    state, out = _until(state, "Day 1: Night begins", 40, reached=True)
    text = [e.text for e in out]
    gained = text.index("Emblem-Ongoing of Visitor: Visitor gains 2 boosts")
    dusk = next(k for k, t in enumerate(text) if t.startswith("Day 1: Dusk begins"))
    night = next(k for k, t in enumerate(text) if t.startswith("Day 1: Night begins"))
    assert dusk < gained < night
    played = next(e for e in out if e.text == "p1 plays the Reaction of Emblem-Ongoing of Visitor")
    assert "7.2.1.d" in played.rules  # "I" of an Emblem: the object which created it


def test_board_2_1_d_moved_since_i_am_a_new_object_the_emblem_does_not_find() -> None:
    """The Visitor, played, then sent to Reserve by p1's own Spell before Dusk: at Dusk the
    Emblem's "it" names an object that no longer exists (2.1.d) — the Visitor in Reserve (a
    new object) gains nothing."""
    f = grammar_fields(BOUND[4][0], "Visitor", unique=False)
    exit_spell = _spell("Send target Character to Reserve.")
    b = (
        GameBuilder()
        .in_hand("p1", "Visitor", **f)
        .in_hand("p1", "Exit", **exit_spell)
        .mana("p1", 5)
        .deck_of("p1", 6)
        .deck_of("p2", 6)
    )
    state, _ = play(b, "Visitor")
    state, _ = _cast(state, "Exit", "Visitor")
    assert "Visitor" in [state.name(o) for o in state.zone("reserve:p1")]
    state, out = _until(state, "Day 1: Night begins", 40, reached=True)
    text = _texts(out)
    assert "for an object that no longer exists" in text
    assert "Visitor gains" not in text


@pytest.mark.parametrize("text", [BOUND[0][0], BOUND[2][0]])
def test_the_writer_says_the_creator_as_i_and_reads_back(text: str) -> None:
    from scenarios.cards.grammar.first import grammar_ability
    from scenarios.cards.grammar.writer.all_rules import write_ability

    ability, _ = grammar_ability(text, support=False)
    assert ability is not None
    ability.pop("text", None)
    assert write_ability(ability) == text


DUSK_IF_STILL = "{J} At Dusk, if I'm still in play, draw a card."


def _visitor_played(text: str, *, sent_first: bool) -> tuple[Any, str]:
    """p1 plays the Visitor printing ``text`` (and, with ``sent_first``, sends it to Reserve
    with a Spell before Dusk); the state at the next decision after Night begins, and the
    trace."""
    b = (
        GameBuilder()
        .in_hand("p1", "Visitor", **grammar_fields(text, "Visitor", unique=False))
        .in_hand("p1", "Exit", **_spell("Send target Character to Reserve."))
        .mana("p1", 5)
        .deck_of("p1", 6)
        .deck_of("p2", 6)
    )
    state, _ = play(b, "Visitor")
    if sent_first:
        state, _ = _cast(state, "Exit", "Visitor")
    state, out = _until(state, "Day 1: Night begins", 40, reached=True)
    return state, _texts(out)


def test_board_if_i_am_still_in_play_at_dusk_a_card_is_drawn() -> None:
    _, text = _visitor_played(DUSK_IF_STILL, sent_first=False)
    dusk = text[text.index("Day 1: Dusk begins") : text.index("Day 1: Night begins")]
    assert "Reaction of Emblem-Ongoing of Visitor" in dusk
    assert "a card is drawn in p1's Hand" in dusk


def test_board_2_1_d_if_i_am_still_in_play_moved_since_nothing_is_drawn() -> None:
    _, text = _visitor_played(DUSK_IF_STILL, sent_first=True)
    dusk = text[text.index("Day 1: Dusk begins") : text.index("Day 1: Night begins")]
    assert "a card is drawn in p1's Hand" not in dusk
