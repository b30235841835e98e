"""A die's result used as a number by the steps after the roll (issue 30, session 43;
semantics/roll_results_as_numbers.py): "that many" after a roll is its result (7.3.33.a-b) in
every slot "that many" takes, "Roll two dice and choose one result" keeps one result once both
are seen (7.3.33.c), and a number the words do not tie to one roll is refused naming it.
Sentences invented here; boards under the rule's name assert outcome and citation."""

from __future__ import annotations

from typing import Any

import pytest

from engine import DecisionKind, GameBuilder, answer, find, play_card
from engine.state.enums import BOOST
from engine.state.game_state import GameState
from scenarios.cards.grammar.first import grammar_ability

from ..engine.helpers import rules_of, until_decision
from .grammar_cards import assert_round_trip, grammar_fields, grammar_meaning


def _outcomes(text: str) -> list[dict[str, Any]]:
    """The outcomes of the one roll step the grammar reads ``text`` to."""
    (roll,) = grammar_meaning(text)["reaction"]["effect"]
    assert roll["action"] == "roll_die"
    return list(roll["outcomes"])


def _refused(text: str) -> str:
    ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None
    return stop.reason


# ---- reading: "that many" after a roll, in each slot, is the face rolled (7.3.33.b)

_SLOTS = [
    ("{J} Roll a die. Target Character gains that many boosts.", "amount", 1),
    ("{J} Roll a die. I gain that many Spark counters.", "amount", 1),
    ("{J} Roll a die. Draw that many cards.", "amount", 1),
    ("{J} Roll a die. Target Character loses that many boosts.", "amount", 1),
    ("{J} Roll a die. Each Character you control gains that many boosts.", "amount", 1),
    ("{J} Roll a die. Create that many Bug 1/1/1 tokens in my Expedition.", "amount", 1),
    ("{J} Roll a die. Draw twice that many cards.", "amount", 2),
    ("{J} Roll a die, then draw that many cards.", "amount", 1),
    ("{J} Roll a die. You may draw that many cards.", "amount", 1),
    ("{J} Roll a die. Spend that many boosts from me.", "amount", 1),
    ("{J} Roll a die. Sacrifice that many Characters.", "choose_count", 1),
    ("{J} Roll a die. Each opponent sacrifices that many Characters.", "choose_count", 1),
    ("{J} Roll a die. Discard that many cards from your hand.", "choose_count", 1),
    # a card discarded with no zone named is one of the discarder's Hand (hand_discard_words)
    ("{J} Roll a die. Discard that many cards.", "choose_count", 1),
    ("{J} Roll a die. Target opponent discards that many cards.", "choose_count", 1),
    ("{J} Roll a die. Each player discards twice that many cards.", "choose_count", 2),
]


@pytest.mark.parametrize(("text", "key", "each"), _SLOTS)
def test_that_many_after_a_roll_is_one_outcome_per_face(text: str, key: str, each: int) -> None:
    outcomes = _outcomes(text)
    assert [(o["low"], o["high"]) for o in outcomes] == [(n, n) for n in range(1, 7)]
    for o in outcomes:
        (step,) = o["effect"]
        n = o["low"] * each
        # a number of objects chosen: one is the default (none said), N said as N
        assert step.get(key, 1) == n
        assert "x_chooses" not in step


def test_a_cap_stays_the_steps_own() -> None:
    """ "I gain that many Spark counters, up to a max of 3": each face's number, the cap on
    the bearer kept as the same words with a number say it."""
    for o in _outcomes("{J} Roll a die. I gain that many Spark counters, up to a max of 3."):
        (step,) = o["effect"]
        assert (step["amount"], step["max_total"]) == (o["low"], 3)


def test_a_table_and_a_number_of_one_roll() -> None:
    """ "On a 4+, draw a card. On a 1-3, I gain that many boosts.": the range that uses no
    number stays whole; the one using it is one outcome per face."""
    outcomes = _outcomes("{J} Roll a die. On a 5+, draw a card. On a 1-4, I gain that many boosts.")
    ranges = {(o["low"], o["high"]): o["effect"][0] for o in outcomes}
    assert ranges[(5, 6)] == {"action": "draw", "amount": 1}
    assert [ranges[(n, n)]["amount"] for n in range(1, 5)] == [1, 2, 3, 4]


def test_the_result_as_a_number_and_as_a_condition() -> None:
    """ "Target Character gains that many boosts. If the result is 6, draw a card.": both
    steps use the one result — on a 6 both happen, on another face the gain alone."""
    outcomes = _outcomes(
        "{J} Roll a die. Target Character gains that many boosts. If the result is 6, draw a card."
    )
    by_face = {o["low"]: o["effect"] for o in outcomes if o["low"] == o["high"]}
    assert [s["action"] for s in by_face[6]] == ["give_boost", "draw"]
    assert by_face[6][0]["amount"] == 6
    assert [s["action"] for s in by_face[3]] == ["give_boost"]


@pytest.mark.parametrize(
    "said", ["choose one result", "keep one of them", "choose one of the results", "choose one"]
)
def test_roll_two_dice_and_choose_one_result(said: str) -> None:
    """7.3.33.c: two dice, one result kept — the roll step says how many dice."""
    (roll,) = grammar_meaning(f"{{J}} Roll two dice and {said}. Draw that many cards.")["reaction"][
        "effect"
    ]
    assert roll["dice_count"] == 2
    assert [o["effect"][0]["amount"] for o in roll["outcomes"]] == [1, 2, 3, 4, 5, 6]


# ---- precision: a number the words do not tie to one roll is refused, naming it


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("{J} Roll two dice. Draw that many cards.", "which die's result, or their total"),
        ("{J} Roll a die. Draw a card. I gain that many boosts.", "(draw)"),
        ("{J} Roll a die. Sacrifice a Character. Draw that many cards.", "(sacrifice)"),
    ],
)
def test_a_number_of_no_one_roll_is_refused_naming_it(text: str, named: str) -> None:
    assert named in _refused(text)


def test_that_many_of_a_step_after_the_roll_counts_that_step() -> None:
    """ "You may discard any number of cards to draw that many cards" after a roll: "that
    many" is said in the discard's own sentence, so it counts the cards discarded (6.5.i),
    not the die's result — the draw is the discard's follow-up, counted from it."""
    (roll, discard) = grammar_meaning(
        "{J} Roll a die. You may discard any number of cards from your hand to draw that many "
        "cards."
    )["reaction"]["effect"]
    assert roll["action"] == "roll_die" and not roll["outcomes"]
    assert discard["then"] == [{"action": "draw", "amount": 1, "per": "that many"}]


@pytest.mark.parametrize(
    "text",
    [
        "{J} Roll a die. On a 4+, discard up to two cards, then draw that many cards.",
        "{J} Roll a die. Discard up to two cards, then draw that many cards.",
    ],
)
def test_that_many_after_a_discard_is_never_the_die_result(text: str) -> None:
    """Read wrong at first (the draw took the face rolled): a "that many" with a step between
    it and the roll is not the result — refused, or the count of that step."""
    ability, _ = grammar_ability(text, support=False)
    if ability is None:
        return
    for roll in ability["reaction"]["effect"]:
        for o in roll.get("outcomes", ()):
            for step in o["effect"]:
                assert not (step["action"] == "draw" and step.get("amount") == o["low"] > 1)


def test_that_many_after_a_choice_of_that_many_is_refused() -> None:
    """ "Sacrifice that many Characters. Draw that many cards.": the die's result, or the
    Characters sacrificed (fewer if there were fewer, 6.5.h)? Refused naming the step."""
    assert "(sacrifice)" in _refused(
        "{J} Roll a die. Sacrifice that many Characters. Draw that many cards."
    )


def test_twice_that_many_objects_chosen_is_refused_not_halved() -> None:
    """ "Discard up to two cards from your hand. Target opponent discards twice that many cards
    from their hand": X chosen is one per card discarded — "twice" was dropped, reading it as
    "that many" (read wrong); refused until a chosen X can be doubled."""
    text = (
        "{J} Discard up to two cards from your hand. Target opponent discards twice that many "
        "cards from their hand."
    )
    assert "twice that many" in _refused(text)


def test_the_top_that_many_cards_is_refused_not_a_crash() -> None:
    """ "Look at the top that many cards": a slot taking a fixed number only — refused with
    its words (it raised a TypeError before)."""
    assert "that many" in _refused("{J} Roll a die. Look at the top that many cards of your deck.")


# ---- boards (7.3.33.a-c): what the die showed is the number the step after it uses


def _played(text: str, *answers: str) -> tuple[GameState, list[str], set[str]]:
    """p1 plays a Roller printing ``text`` beside a Friend in its hero Expedition; each roll
    asked is answered with the next of ``answers`` (the keep as well), any other decision with
    its first options (the Friend first as a target): the state at p2's turn, the trace's
    lines and the rules cited."""
    b = GameBuilder().in_hand("p1", "Roller", **grammar_fields(text, "Roller", unique=False))
    b = b.in_expedition(
        "p1", "hero", "Friend", **grammar_fields("Fleeting.", "Friend", unique=False)
    )
    b = b.mana("p1", 4).deck_of("p1", 8).deck_of("p2", 8)
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Roller"), "hero")
    state, entries = until_decision(state)
    lines, cited = [e.text for e in entries], rules_of(entries)
    rolls = list(answers)
    for _ in range(12):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            break
        if d.kind == DecisionKind.ROLL_DIE:
            pick: tuple[str, ...] = (rolls.pop(0),)
        else:
            pick = tuple(d.option_ids()[: max(1, d.min_choices)])
        state, entry = answer(state, d.id, pick)
        state, more = until_decision(state)
        lines += [entry.text, *(e.text for e in more)]
        cited |= rules_of((entry, *more))
    assert not rolls, "every stated result is rolled"
    return state, lines, cited


@pytest.mark.parametrize("result", [2, 5])
def test_7_3_33_b_that_many_boosts_is_the_result(result: int) -> None:
    state, lines, cited = _played(
        "{J} Roll a die. Target Character gains that many boosts.", str(result)
    )
    assert state.objects[find(state, "Friend")].counters.get(BOOST, 0) == result
    assert any(f"the die p1 rolled showed {result}" in line for line in lines)
    assert {"7.3.33.a", "7.3.33.b"} <= cited


def test_7_3_33_b_that_many_counters_up_to_a_max() -> None:
    """A 5 rolled: five counters, the bearer holding three at most."""
    state, _, cited = _played(
        "{J} Roll a die. I gain that many Spark counters, up to a max of 3.", "5"
    )
    assert state.objects[find(state, "Roller")].counters.get("Spark", 0) == 3
    assert "7.3.33.b" in cited


def test_7_3_33_b_that_many_cards_drawn() -> None:
    state, _, cited = _played("{J} Roll a die. Draw that many cards.", "3")
    assert len(state.zone("hand:p1")) == 3
    assert "7.3.33.b" in cited


def test_7_3_33_b_the_result_as_number_and_condition() -> None:
    """A 6: the Friend gains six boosts, then p1 draws a card (the result is 6)."""
    state, _, _ = _played(
        "{J} Roll a die. Target Character gains that many boosts. If the result is 6, draw a card.",
        "6",
    )
    assert state.objects[find(state, "Friend")].counters.get(BOOST, 0) == 6
    assert len(state.zone("hand:p1")) == 1


def test_7_3_33_c_two_dice_one_result_kept() -> None:
    """Two dice show 2 and 5; p1, having seen both, keeps 5: the Friend gains five boosts.
    The dice are the effect's own (7.3.33.c), not a passive's replacement (no 6.2.b)."""
    state, lines, cited = _played(
        "{J} Roll two dice and choose one result. Target Character gains that many boosts.",
        "2",
        "5",
        "5",
    )
    assert state.objects[find(state, "Friend")].counters.get(BOOST, 0) == 5
    assert any("keeps 5" in line for line in lines)
    assert {"7.3.33.c", "7.3.33.b"} <= cited
    assert "6.2.b" not in cited


@pytest.mark.parametrize(
    "text",
    [
        "{J} Roll two dice and choose one result. Draw that many cards.",
        "{J} Roll three dice and keep one of them. On a 6, draw a card. On a 1-5, I gain 1 boost.",
        "{J} Roll a die. Target Character gains that many boosts. If the result is 6, draw a card.",
    ],
)
def test_written_back_reads_the_same(text: str) -> None:
    """The writer says the dice kept ("Roll two dice and choose one result") — it wrote "Roll
    a die", dropping the second die, before."""
    assert_round_trip(text)
