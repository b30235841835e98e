"""The session-23 review's siblings of gram60's constructions played on a board (issue 30): "You may
draw a card for each Landmark you control" is done once per Landmark, one after the other,
the "may" asked each time (6.5.i; its Example: "may … twice" is done once, twice or not at
all) — not asked once for every card; "once for each" on a target chooses a target each
time; "Each Character loses N boosts" removes N from each (2.5.g, 6.1.e); "otherwise create
one in [place]" makes the token named before, there (7.3.5.a)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import Decision, DecisionKind, GameBuilder, answer, find, play_card
from engine.state.game_state import GameState

from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields
from .sentences_repeat_near_misses import (
    EACH_LOSES_ONE_THIS_WAY,
    EACH_LOSES_TWO_THIS_WAY,
    MAY_DRAW_PER,
    REMOVE_FROM_TWO_TARGETS,
    RESULT_CREATE_ONE_THERE,
    TARGET_ONCE_PER,
)
from .test_board_results_repeated import _played

Picker = Callable[[Decision], "tuple[str, ...] | None"]
"""Which options to answer a decision with; ``None``: its first ones."""


def _resolved(b: GameBuilder, text: str, pick: Picker) -> tuple[GameState, int, set[str]]:
    """p1 plays a Bearer printing ``text`` from their hand into their hero Expedition on the
    board ``b``; each decision answered by ``pick`` (no counter removal may be asked): the
    state at the next turn, how many cards p1's hand gained, the rules the trace cited."""
    b = b.in_hand("p1", "Bearer", **grammar_fields(text, "Bearer"))
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 9).deck_of("p2", 2).at_afternoon().build()
    )
    hand = len(state.zone("hand:p1"))
    state, _ = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    cited = rules_of(entries)
    for _ in range(10):
        d = state.pending
        assert d is not None and d.kind != DecisionKind.REMOVE_COUNTERS, d.prompt if d else ""
        if d.kind == DecisionKind.TURN:
            break
        chosen = pick(d) or tuple(d.option_ids()[: max(1, d.min_choices)])
        state, entry = answer(state, d.id, chosen)
        state, entries = until_decision(state)
        cited |= rules_of((entry, *entries))
    return state, len(state.zone("hand:p1")) - hand, cited


def _labelled(*labels: str) -> Picker:
    """Target the objects labelled ``labels``, one decision after another if one each."""
    left = list(labels)

    def pick(d: Decision) -> tuple[str, ...] | None:
        if d.kind != DecisionKind.TARGET:
            return None
        wanted = left if d.max_choices > 1 else [left.pop(0)]
        return tuple(o.id for o in d.options if o.label in wanted)

    return pick


def _boosts(state: GameState) -> dict[str, int]:
    return {state.name(o): b for o in state.objects if (b := state.objects[o].boosts)}


def test_6_5_i_you_may_draw_a_card_for_each_landmark_asked_at_each_instance() -> None:
    """Two Landmarks: two instances, each asked; done the first time and declined the
    second, one card is drawn (the played card left the hand: -1 +1)."""
    asked: list[str] = []

    def first_only(d: Decision) -> tuple[str, ...] | None:
        if d.kind != DecisionKind.OPTIONAL_STEP:
            return None
        asked.append(d.prompt)
        done, declined = d.option_ids()[:2]
        return (done if len(asked) == 1 else declined,)

    b = GameBuilder().in_landmarks("p1", "Land A").in_landmarks("p1", "Land B")
    _, hand, cited = _resolved(b, MAY_DRAW_PER, first_only)
    assert len(asked) == 2 and all("draw 1 card" in p for p in asked), asked
    assert hand == 0 and "6.5.i" in cited


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


def _boosted() -> GameBuilder:
    """A (p1's) with 2 boosts, B (p2's) with 3, C (p1's) with none."""
    b = GameBuilder().in_expedition("p1", "hero", "A", counters={"boost": 2})
    b = b.in_expedition("p2", "hero", "B", counters={"boost": 3})
    return b.in_expedition("p1", "companion", "C")


@pytest.mark.parametrize(
    ("text", "left", "drawn"),
    [(EACH_LOSES_ONE_THIS_WAY, {"A": 1, "B": 2}, 2), (EACH_LOSES_TWO_THIS_WAY, {"B": 1}, 4)],
)
def test_2_5_g_each_character_loses_n_boosts_from_each(
    text: str, left: dict[str, int], drawn: int
) -> None:
    """'Each Character loses N boosts': N from each Character (2.5.g, one atomic action per
    object, 6.1.e), not N in all chosen among them; then a card for each boost lost this way
    (the played card left the hand: -1)."""
    state, hand, cited = _resolved(_boosted(), text, lambda d: None)
    assert _boosts(state) == left
    assert hand == drawn - 1
    assert {"2.5.g", "6.1.e"} <= cited


def test_2_5_g_remove_1_boost_from_up_to_two_target_characters_from_each() -> None:
    """Two targets chosen (6.5.b), 1 boost removed from each (2.5.g, 6.1.e) — A had 2, B 3."""
    state, _, _ = _resolved(_boosted(), REMOVE_FROM_TWO_TARGETS, _labelled("A", "B"))
    assert _boosts(state) == {"A": 1, "B": 2}


def test_6_5_i_target_character_gains_1_boost_once_for_each_landmark() -> None:
    """Two Landmarks: two instances, each choosing its own target (6.5.i and its Example) —
    one boost on each of two Characters."""
    b = GameBuilder().in_landmarks("p1", "Land A").in_landmarks("p1", "Land B")
    b = b.in_expedition("p1", "hero", "Ally")
    pick = _labelled("Ally", "Bearer")
    state, _, _ = _resolved(b, TARGET_ONCE_PER, pick)
    assert _boosts(state) == {"Ally": 1, "Bearer": 1}
