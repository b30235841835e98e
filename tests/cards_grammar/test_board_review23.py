"""review23's siblings of gram60's constructions played on a board (issue 30): "You may
draw a card for each Landmark you control" is done once per Landmark, one after the other,
the "may" asked each time (6.5.i; its Example: "may … twice" is done once, twice or not at
all) — not asked once for every card."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find, play_card

from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields
from .sentences_review23 import (
    EACH_LOSES_ONE_THIS_WAY,
    EACH_LOSES_TWO_THIS_WAY,
    MAY_DRAW_PER,
    REMOVE_FROM_TWO_TARGETS,
    RESULT_CREATE_ONE_THERE,
    TARGET_ONCE_PER,
)
from .test_board_results_repeated import _played


def test_6_5_i_you_may_draw_a_card_for_each_landmark_asked_at_each_instance() -> None:
    """Two Landmarks: two instances, each asked; done the first time and declined the
    second, one card is drawn (the played card left the hand: -1 +1)."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(MAY_DRAW_PER, "Bearer"))
    b = b.in_landmarks("p1", "Land A").in_landmarks("p1", "Land B")
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 2)
    state, _ = until_decision(b.at_afternoon().build())
    hand = len(state.zone("hand:p1"))
    state, _ = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    cited = rules_of(entries)
    asked: list[str] = []
    for _ in range(10):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            break
        if d.kind == DecisionKind.OPTIONAL_STEP:
            asked.append(d.prompt)
            done, declined = d.option_ids()[:2]
            pick: tuple[str, ...] = (done if len(asked) == 1 else declined,)
        else:
            pick = tuple(d.option_ids()[: max(1, d.min_choices)])
        state, entry = answer(state, d.id, pick)
        state, entries = until_decision(state)
        cited |= rules_of((entry, *entries))
    assert len(asked) == 2 and all("draw 1 card" in p for p in asked), asked
    assert len(state.zone("hand:p1")) - hand == 0
    assert "6.5.i" in cited


@pytest.mark.parametrize(("result", "hero", "companion"), [(5, 2, 0), (2, 0, 1)])
def test_7_3_33_b_otherwise_create_one_in_another_expedition(
    result: int, hero: int, companion: int
) -> None:
    """'create one in your companion Expedition' after a result that created two Ordis
    Recruits: one Ordis Recruit, made there (7.3.5.a) — not a refusal naming the card
    language's own words."""
    state, _, _, asked = _played(RESULT_CREATE_ONE_THERE, (result,))
    made = [
        sum(state.name(o) == "Ordis Recruit" for o in state.zone(f"expedition:p1:{where}"))
        for where in ("hero", "companion")
    ]
    assert asked == 1 and made == [hero, companion]


@pytest.mark.parametrize(
    ("text", "left", "drawn"),
    [(EACH_LOSES_ONE_THIS_WAY, {"A": 1, "B": 2}, 2), (EACH_LOSES_TWO_THIS_WAY, {"B": 1}, 4)],
)
def test_2_5_g_each_character_loses_n_boosts_from_each(
    text: str, left: dict[str, int], drawn: int
) -> None:
    """'Each Character loses N boosts': N from each Character (2.5.g, one atomic action per
    object, 6.1.e), not N in all chosen among them — A had 2 boosts, B 3, C none; then a card
    for each boost lost this way (the played card left the hand: -1)."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer"))
    b = b.in_expedition("p1", "hero", "A", counters={"boost": 2})
    b = b.in_expedition("p2", "hero", "B", counters={"boost": 3})
    b = b.in_expedition("p1", "companion", "C").mana("p1", 2).deck_of("p1", 9).deck_of("p2", 2)
    state, _ = until_decision(b.at_afternoon().build())
    hand = len(state.zone("hand:p1"))
    state, _ = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    cited = rules_of(entries)
    for _ in range(6):
        d = state.pending
        assert d is not None and d.kind != DecisionKind.REMOVE_COUNTERS, d.prompt if d else ""
        if d.kind == DecisionKind.TURN:
            break
        state, entry = answer(state, d.id, tuple(d.option_ids()[: max(1, d.min_choices)]))
        state, entries = until_decision(state)
        cited |= rules_of((entry, *entries))
    boosts = {state.name(o): b for o in state.objects if (b := state.objects[o].boosts)}
    assert boosts == left
    assert len(state.zone("hand:p1")) - hand == drawn - 1
    assert {"2.5.g", "6.1.e"} <= cited


def test_6_5_i_target_character_gains_1_boost_once_for_each_landmark() -> None:
    """Two Landmarks: two instances, each choosing its own target (6.5.i and its Example) —
    one boost on each of two Characters."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(TARGET_ONCE_PER, "Bearer"))
    b = b.in_landmarks("p1", "Land A").in_landmarks("p1", "Land B")
    b = b.in_expedition("p1", "hero", "Ally").mana("p1", 4).deck_of("p1", 4).deck_of("p2", 2)
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, _ = until_decision(state)
    targets = ["Ally", "Bearer"]
    for _ in range(6):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            break
        if d.kind == DecisionKind.TARGET:
            wanted = targets.pop(0)
            pick = tuple(o.id for o in d.options if o.label == wanted)
        else:
            pick = tuple(d.option_ids()[: max(1, d.min_choices)])
        state, _ = answer(state, d.id, pick)
        state, _ = until_decision(state)
    assert targets == []
    boosts = {state.name(o): b for o in state.objects if (b := state.objects[o].boosts)}
    assert boosts == {"Ally": 1, "Bearer": 1}


def test_2_5_g_remove_1_boost_from_up_to_two_target_characters_from_each() -> None:
    """Two targets chosen (6.5.b), 1 boost removed from each (2.5.g, 6.1.e) — A had 2, B 3."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(REMOVE_FROM_TWO_TARGETS, "Bearer"))
    b = b.in_expedition("p1", "hero", "A", counters={"boost": 2})
    b = b.in_expedition("p2", "hero", "B", counters={"boost": 3})
    b = b.mana("p1", 2).deck_of("p1", 4).deck_of("p2", 2)
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, _ = until_decision(state)
    for _ in range(6):
        d = state.pending
        assert d is not None and d.kind != DecisionKind.REMOVE_COUNTERS, d.prompt if d else ""
        if d.kind == DecisionKind.TURN:
            break
        if d.kind == DecisionKind.TARGET:
            pick = tuple(o.id for o in d.options if o.label in ("A", "B"))
        else:
            pick = tuple(d.option_ids()[: max(1, d.min_choices)])
        state, _ = answer(state, d.id, pick)
        state, _ = until_decision(state)
    boosts = {state.name(o): b for o in state.objects if (b := state.objects[o].boosts)}
    assert boosts == {"A": 1, "B": 2}
