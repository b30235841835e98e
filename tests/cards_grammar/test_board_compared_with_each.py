"""Comparisons with each opponent played on boards (issue 30): "If you control more
Characters than each opponent" draws only when the controller has more (1.2.2, 6.5.d);
"at least as many … as" when equal too; "Activate this only during your turn" is offered in
its controller's turn and plays (5.1.2.g); "If the result is even, [X]. Otherwise, [Y]"
does X on a 2, 4 or 6 and Y on a 1, 3 or 5 (7.3.33.b, 6.5.e)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find

from ..cards_text.helpers import names, play
from ..engine.helpers import choose, pending, until_decision
from .grammar_cards import grammar_fields
from .sentences_compared_with_each import (
    AS_MANY_CHARACTERS_AS_EACH,
    BOARD_SENTENCES_COMPARED_WITH_EACH,
    EVEN_DRAW_OTHERWISE_BOOST,
    MORE_CHARACTERS_THAN_EACH,
    ONLY_DURING_YOUR_TURN,
)
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved


def test_every_board_sentence_of_the_section_is_played_here() -> None:
    assert set(BOARD_SENTENCES_COMPARED_WITH_EACH) == {
        MORE_CHARACTERS_THAN_EACH,
        AS_MANY_CHARACTERS_AS_EACH,
        ONLY_DURING_YOUR_TURN,
        EVEN_DRAW_OTHERWISE_BOOST,
    }


@pytest.mark.parametrize(
    ("text", "theirs", "draws"),
    [
        (MORE_CHARACTERS_THAN_EACH, 1, 1),  # 2 (the Unique and an Ally) against 1
        (MORE_CHARACTERS_THAN_EACH, 2, 0),  # 2 against 2: not more
        (AS_MANY_CHARACTERS_AS_EACH, 2, 1),  # 2 against 2: as many
        (AS_MANY_CHARACTERS_AS_EACH, 3, 0),  # 2 against 3
    ],
)
def test_1_2_2_compared_with_each_opponent(text: str, theirs: int, draws: int) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    for i in range(theirs):
        b = b.in_expedition("p2", "hero", f"Rival {i}", **ALLY)
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6))
    assert len(names(state, "hand:p1")) == draws


def test_5_1_2_g_activate_this_only_during_your_turn() -> None:
    f = grammar_fields(ONLY_DURING_YOUR_TURN, "Sentry")
    b = GameBuilder().in_expedition("p1", "hero", "Sentry", **f).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = until_decision(b.at_afternoon(first="p1").build())
    quick = [i for i in pending(state).option_ids() if i.startswith("quick:")]
    assert pending(state).player == "p1" and len(quick) == 1
    state = choose(state, quick[0])
    while (
        state.pending is not None
        and state.pending.player == "p1"
        and not any(i.startswith("quick:") or i == "pass" for i in pending(state).option_ids())
    ):
        state = choose(state, pending(state).option_ids()[0])
    assert state.objects[find(state, "Sentry")].boosts == 1


@pytest.mark.parametrize("result", [1, 2, 3, 4, 5, 6])
def test_7_3_33_b_if_the_result_is_even_otherwise(result: int) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(EVEN_DRAW_OTHERWISE_BOOST))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    for _ in range(6):
        d = pending(state)
        if d.kind == DecisionKind.TURN:
            break
        pick = (str(result),) if d.kind == DecisionKind.ROLL_DIE else d.option_ids()[:1]
        state, _ = answer(state, d.id, tuple(pick))
        state, _ = until_decision(state)
    even = result % 2 == 0
    assert len(names(state, "hand:p1")) == (1 if even else 0)
    assert state.objects[find(state, "Unique")].boosts == (0 if even else 1)
