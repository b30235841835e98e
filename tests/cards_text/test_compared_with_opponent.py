"""Conditions comparing a count of yours with the other player's: "If you have less cards in
Reserve than target opponent, draw a card" (Simurgh) and the family an unseen set may print —
fewer/more, cards in hand, Mana Orbs, Characters you control, "an"/"your"/"target" opponent.

"Target opponent" is a target (1.2.6.c): chosen by the effect's controller before the step
resolves (6.5.b), the condition then evaluated against that player just before the step
would happen (6.5.d). "An opponent" / "your opponent" is the opponent of a two-player game
(1.2.1.b), not targeted.
"""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find
from engine.state.cards import ConditionKind, Counted
from scenarios.cards import vocabulary as v

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, not_executed, play, read

SIMURGH = "{J} If you have less cards in Reserve than target opponent, draw a card."


def _board(mine: int, theirs: int, text: str = SIMURGH) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Simurgh", **fields(executed(read(text, name="Simurgh"))))
    for i in range(mine):
        b = b.in_reserve("p1", f"Mine {i}")
    for i in range(theirs):
        b = b.in_reserve("p2", f"Theirs {i}")
    return b.mana("p1", 1).deck_of("p1", 3)


def test_simurgh_printed_sentence_is_read_as_a_step_condition_naming_a_target() -> None:
    reading = executed(read(SIMURGH, name="Simurgh"))
    assert [a.status for a in reading.abilities] == ["executed"]
    c = v.condition_of("you have less cards in Reserve than target opponent")
    assert c is not None and c.kind == ConditionKind.COUNT
    assert c.counted == Counted.LEAD and c.lead_of == Counted.YOUR_RESERVE
    assert c.against_target and c.at_most == -1 and c.at_least is None


@pytest.mark.parametrize(("mine", "theirs", "drawn"), [(1, 3, 1), (3, 3, 0), (4, 2, 0)])
def test_6_5_b_target_opponent_is_chosen_then_6_5_d_the_condition_compares_reserves(
    mine: int, theirs: int, drawn: int
) -> None:
    state, _ = play(_board(mine, theirs), "Simurgh")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TARGET  # a real decision (6.5.b)
    assert [o.id for o in d.options] == ["p2"]
    hand_before = len(state.zone("hand:p1"))
    state, chosen = answer(state, d.id, ["p2"])
    assert "6.5.b" in chosen.rules
    state, entries = until_decision(state)
    assert "6.5.d" in {r for e in entries for r in e.rules}
    assert len(state.zone("hand:p1")) == hand_before + drawn
    # The draw is yours: the targeted opponent draws nothing.
    assert names(state, "hand:p2") == []


def test_the_targeted_opponent_does_not_draw_and_the_reserve_is_counted_as_it_resolves() -> None:
    # 6.5.d: "just before that step would happen" — Simurgh itself is in play, not in
    # Reserve, so 2 cards against 3 is "less".
    state, _ = play(_board(2, 3), "Simurgh")
    d = state.pending
    assert d is not None
    deck_before = len(state.zone("deck:p1"))
    state, _ = answer(state, d.id, ["p2"])
    state, _ = until_decision(state)
    assert len(state.zone("deck:p1")) == deck_before - 1


@pytest.mark.parametrize(
    ("text", "mine", "theirs", "drawn"),
    [
        # "fewer" and "more", other zones, other counts
        ("{J} If you have fewer cards in Reserve than target opponent, draw a card.", 0, 1, 1),
        ("{J} If you have more cards in Reserve than target opponent, draw a card.", 2, 1, 1),
        ("{J} If you have more cards in Reserve than target opponent, draw a card.", 1, 1, 0),
        (
            "{J} If you have less cards in your Reserve than target opponent, draw two cards.",
            0,
            2,
            2,
        ),
        # not targeted: the opponent of a two-player game (1.2.1.b), no decision
        ("{J} If you have less cards in Reserve than an opponent, draw a card.", 0, 1, 1),
        ("{J} If you have fewer cards in Reserve than your opponent, draw a card.", 1, 1, 0),
    ],
)
def test_variants_of_the_reserve_comparison(text: str, mine: int, theirs: int, drawn: int) -> None:
    state, _ = play(_board(mine, theirs, text), "Simurgh")
    if "target" in text:
        d = state.pending
        assert d is not None and d.kind == DecisionKind.TARGET
        state, _ = answer(state, d.id, ["p2"])
        state, _ = until_decision(state)
    assert state.pending is None or state.pending.kind != DecisionKind.TARGET
    assert len(state.zone("hand:p1")) == drawn


def test_cards_in_hand_compared_with_target_opponent() -> None:
    text = "{J} If you have fewer cards in hand than target opponent, I gain 2 boosts."
    for theirs, boosts in ((2, 2), (0, 0)):
        b = GameBuilder().in_hand("p1", "Cmp", **fields(executed(read(text, name="Cmp"))))
        b = b.in_hand("p1", "Kept").mana("p1", 1)
        for i in range(theirs):
            b = b.in_hand("p2", f"Theirs {i}")
        state, _ = play(b, "Cmp")
        d = state.pending
        assert d is not None and d.kind == DecisionKind.TARGET
        state, _ = answer(state, d.id, ["p2"])
        state, _ = until_decision(state)
        assert state.objects[find(state, "Cmp")].counters.get("boost", 0) == boosts


def test_characters_you_control_compared_with_your_opponent() -> None:
    # 2.2.1.h: what a player controls is in play; Characters only (2.2.1).
    text = "{J} If you control fewer Characters than your opponent, draw a card."
    b = GameBuilder().in_hand("p1", "Cmp", **fields(executed(read(text, name="Cmp"))))
    b = b.in_expedition("p2", "hero", "A").in_expedition("p2", "companion", "B")
    b = b.in_landmarks("p1", "Tower").in_landmarks("p1", "Tower 2")
    state, _ = play(b.mana("p1", 1).deck_of("p1", 2), "Cmp")
    # Cmp itself is a Character p1 controls: 1 against 2.
    assert len(state.zone("hand:p1")) == 1


def test_mana_orbs_compared_with_an_opponent() -> None:
    text = "{J} If you have fewer Mana Orbs than an opponent, draw a card."
    c = v.condition_of("you have fewer Mana Orbs than an opponent")
    assert c is not None and c.lead_of == Counted.YOUR_MANA and not c.against_target
    b = GameBuilder().in_hand("p1", "Cmp", **fields(executed(read(text, name="Cmp"))))
    state, _ = play(b.mana("p1", 1).mana("p2", 3).deck_of("p1", 2), "Cmp")
    assert len(state.zone("hand:p1")) == 1


@pytest.mark.parametrize(
    "text",
    [
        # a trigger's or passive ability's condition has no step to choose the target
        "At Noon, if you have less cards in Reserve than target opponent — Draw a card.",
        "If you have more cards in Reserve than target opponent, I am [Defender].",
        # a step targeting a player too: which opponent is which is not said (a step
        # targeting one object chooses it, then the opponent: tests/cards_grammar/
        # test_board_leaving_play.py)
        "{J} If you have less cards in Reserve than target opponent, target opponent draws a card.",
        # what is not a count of the player's
        "{J} If you have less boosts in Reserve than target opponent, draw a card.",
        "{J} If you control fewer cards in Reserve than target opponent, draw a card.",
    ],
)
def test_comparisons_not_read_are_left_to_the_judge(text: str) -> None:
    assert not_executed(read(text))


@pytest.mark.parametrize(
    ("text", "mine", "theirs", "drawn"),
    [
        # said from the opponent's side
        ("{J} If target opponent has more cards in Reserve than you, draw a card.", 0, 1, 1),
        ("{J} If target opponent has more cards in Reserve than you, draw a card.", 1, 1, 0),
        (
            "{J} If your opponent has fewer cards in their Reserve than you do, draw a card.",
            2,
            1,
            1,
        ),
        ("{J} If an opponent has less cards in Reserve than you, draw a card.", 1, 1, 0),
    ],
)
def test_the_comparison_said_from_the_opponents_side(
    text: str, mine: int, theirs: int, drawn: int
) -> None:
    state, _ = play(_board(mine, theirs, text), "Simurgh")
    if "target" in text:
        d = state.pending
        assert d is not None and d.kind == DecisionKind.TARGET
        state, _ = answer(state, d.id, ["p2"])
        state, _ = until_decision(state)
    assert len(state.zone("hand:p1")) == drawn
