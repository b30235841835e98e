"""The event slot's die and play forms played on a board (issue 30, gram44): a Reaction to
a die's result said as faces one after another ("When you roll a 5 or a 6", 7.3.33.a, 6.3.b),
a roll's results said in words ("On a 4, 5 or 6", "If the result is 3 or more: …, otherwise
…", 7.3.33.b), "You may exhaust me ({T}) to add 1 to the result" as the modifier of the roll
it is (7.3.33.c), and "If I was played from Reserve" read from how the object was played
(5.1.2.d)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import ActionKind, DecisionKind, GameBuilder, Step, answer, find, play_card, request
from engine.state.enums import BOOST, Status
from engine.state.game_state import GameState

from ..engine.helpers import rules_of, until_decision
from .grammar_cards import ROLLER, grammar_fields, roll_watched
from .sentences_die_results import (
    ADD_EXHAUSTING,
    JOINED_ALONE,
    JOINED_WITH_TOKEN,
    ON_FACES_LISTED,
    ON_FIVE_OR_SIX,
    PLAYED_FROM_RESERVE,
    RESULT_COLON_OTHERWISE,
    WHEN_DIE_AND_RESULT,
    WHEN_FIVE_OR_SIX,
)


@pytest.mark.parametrize(
    ("text", "result", "drawn"),
    [
        (WHEN_FIVE_OR_SIX, 5, 1),
        (WHEN_FIVE_OR_SIX, 6, 1),
        (WHEN_FIVE_OR_SIX, 4, 0),
        (WHEN_DIE_AND_RESULT, 6, 1),
        (WHEN_DIE_AND_RESULT, 5, 0),
    ],
    ids=["5-or-6-rolled-5", "5-or-6-rolled-6", "5-or-6-rolled-4", "and-6-rolled-6", "and-6-5"],
)
def test_7_3_33_a_a_reaction_to_faces_said_one_after_another(
    text: str, result: int, drawn: int
) -> None:
    _, hand, cited = roll_watched(text, "p1", result)
    assert hand == drawn - 1  # p1 played the Roller from their hand
    assert ("6.3.g" in cited) is bool(drawn)  # a Reaction to that die only (6.3.g, 7.3.33.a)


@pytest.mark.parametrize(
    ("text", "result", "boosts"),
    [
        (ON_FACES_LISTED, 4, 2),
        (ON_FACES_LISTED, 3, 0),
        (ON_FIVE_OR_SIX, 5, 2),
        (ON_FIVE_OR_SIX, 4, 1),
        (RESULT_COLON_OTHERWISE, 3, 2),
        (RESULT_COLON_OTHERWISE, 2, 1),
    ],
)
def test_7_3_33_b_results_said_in_words(text: str, result: int, boosts: int) -> None:
    state, _, cited = roll_watched("Fleeting.", "p1", result, roller=text)
    assert state.objects[find(state, "Roller")].counters.get(BOOST, 0) == boosts
    assert "7.3.33.b" in cited


def test_7_3_33_c_exhaust_me_to_add_1_to_the_result() -> None:
    """The Roller's "On a 4+, I gain 2 boosts. On a 1-3, I gain 1 boost." rolls a 3: the
    watcher's controller, having seen the die, adds 1 by exhausting the watcher (7.3.33.c):
    the result is 4."""
    state, _, cited = roll_watched(ADD_EXHAUSTING, "p1", 3)
    assert state.objects[find(state, "Roller")].counters.get(BOOST, 0) == 2
    assert Status.EXHAUSTED in state.objects[find(state, "Watcher")].statuses
    assert {"7.3.33.c", "7.3.16.b"} <= cited


def test_7_3_16_b_an_exhausted_source_adds_nothing() -> None:
    """The watcher already exhausted cannot pay: the roller is not asked, the 3 stays a 3
    (7.3.16.b, 7.3.33.c) — and the trace says so, with 6.1.g (issue 31)."""
    b = GameBuilder().in_hand("p1", "Roller", **grammar_fields(ROLLER, "Roller", unique=False))
    b = b.in_expedition(
        "p1", "hero", "Watcher", **grammar_fields(ADD_EXHAUSTING, "Watcher", unique=False)
    )
    state = b.mana("p1", 4).deck_of("p1", 2).deck_of("p2", 2).at_afternoon().build()
    watcher = find(state, "Watcher")
    tired = replace(state.objects[watcher], statuses=frozenset({Status.EXHAUSTED}))
    state = replace(state, objects={**state.objects, watcher: tired})
    state, _ = until_decision(state)
    state, _ = play_card(state, "p1", find(state, "Roller"), "hero")
    state, _ = until_decision(state)
    state, kinds, cited = _answered(state, "3")
    assert DecisionKind.MODIFY_ROLL not in kinds
    assert state.objects[find(state, "Roller")].counters.get(BOOST, 0) == 1
    assert {"7.3.16.b", "6.1.g"} <= cited


def _answered(state: GameState, result: str) -> tuple[GameState, list[str], set[str]]:
    """Each decision answered (the die showing ``result``, else the first option) until a
    turn: the state then, the kinds of decisions asked, the rules the trace cited."""
    kinds: list[str] = []
    cited: set[str] = set()
    for _ in range(8):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        kinds.append(d.kind)
        pick = (result,) if d.kind == DecisionKind.ROLL_DIE else d.option_ids()[:1]
        state, entry = answer(state, d.id, tuple(pick))
        state, entries = until_decision(state)
        cited |= rules_of((entry, *entries))
    return state, kinds, cited


@pytest.mark.parametrize(("zone", "boosts"), [("reserve", 2), ("hand", 0)])
def test_5_1_2_d_if_i_was_played_from_reserve(zone: str, boosts: int) -> None:
    """ "{J} If I was played from Reserve, I gain 2 boosts.": true of the Character played
    from its owner's Reserve only (5.1.2.d), read from the object in play (6.5.d)."""
    card = grammar_fields(PLAYED_FROM_RESERVE, "Rewinder", unique=False)
    b = GameBuilder()
    b = (
        b.in_reserve("p1", "Rewinder", **card)
        if zone == "reserve"
        else b.in_hand("p1", "Rewinder", **card)
    )
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 2).deck_of("p2", 2).at_afternoon().build()
    )
    state, _ = play_card(state, "p1", find(state, "Rewinder"), "hero")
    state, _ = until_decision(state)
    state, _, cited = _answered(state, "1")
    assert state.objects[find(state, "Rewinder")].counters.get(BOOST, 0) == boosts
    assert "6.5.d" in cited


@pytest.mark.parametrize(("text", "boosts"), [(JOINED_WITH_TOKEN, 2), (JOINED_ALONE, 0)])
def test_7_5_10_a_characters_that_joined_your_expeditions_this_turn(text: str, boosts: int) -> None:
    """The Character played joined one of p1's Expeditions (7.5.10.a), and so did the token
    its effect created there (7.3.5.a): two joins this turn only with the token."""
    b = GameBuilder().in_hand("p1", "Joiner", **grammar_fields(text, "Joiner", unique=False))
    b = b.mana("p1", 4).deck_of("p1", 2).deck_of("p2", 2)
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Joiner"), "hero")
    state, _ = until_decision(state)
    state, _, cited = _answered(state, "1")
    assert state.objects[find(state, "Joiner")].counters.get(BOOST, 0) == boosts
    assert "6.5.d" in cited


@pytest.mark.parametrize(("switched", "boosts"), [(True, 2), (False, 0)])
def test_7_5_10_c_a_character_switching_expeditions_joined_one_of_yours(
    switched: bool, boosts: int
) -> None:
    """A Character that switched Expeditions earlier in the turn joined its new Expedition
    (7.5.10.c), one of "your Expeditions" as a "joins your Expeditions" Reaction reads them:
    with the Joiner played, two Characters joined p1's Expeditions this turn."""
    card = grammar_fields(JOINED_ALONE, "Joiner", unique=False)
    b = GameBuilder().in_hand("p1", "Joiner", **card).in_expedition("p1", "hero", "Walker")
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 2).deck_of("p2", 2).at_afternoon().build()
    )
    if switched:
        walker = find(state, "Walker")
        state, _ = request(state, Step(ActionKind.SWITCH_EXPEDITIONS, objects=(walker,)))
        assert state.objects[walker].zone == "expedition:p1:companion"
    state, _ = play_card(state, "p1", find(state, "Joiner"), "hero")
    state, _ = until_decision(state)
    state, _, _ = _answered(state, "1")
    assert state.objects[find(state, "Joiner")].counters.get(BOOST, 0) == boosts
