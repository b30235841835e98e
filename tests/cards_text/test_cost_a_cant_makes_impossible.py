"""A cost a "can't" makes impossible is not offered (1.4.1.b: "An impossible cost cannot be
paid"; 1.4.1.a, 6.1.g): with "Characters can't be exhausted." in play, a Character's
"{T}: Draw a card." is not among the turn effects, the turn and the decision panel say why
with the rule, and playing it anyway is refused with that rule — not an engine error."""

from __future__ import annotations

import pytest

from engine import GameBuilder, IllegalAction, Status, find, play_quick_action
from engine.play.quick import quick_options, withheld_quick_actions
from engine.state.game_state import GameState
from judge_app.sandbox.not_offered import not_offered

from ..engine.helpers import until_decision
from .helpers import executed, fields, read

KEEPER = "{T}: Draw a card."


def _board(shrine: bool, keeper: str = KEEPER, mana: int = 0) -> GameState:
    b = GameBuilder().in_expedition(
        "p1", "hero", "Lamp Keeper", **fields(executed(read(keeper, name="Lamp Keeper")))
    )
    if shrine:
        text = "Characters can't be exhausted."
        b = b.in_landmarks(
            "p1", "Stillness Shrine", **fields(executed(read(text, type="Permanent")))
        )
    b = b.mana("p1", mana) if mana else b
    state, _ = until_decision(b.deck_of("p1", 3).deck_of("p2", 2).at_afternoon().build())
    return state


def test_without_the_cant_the_quick_action_is_offered() -> None:
    state = _board(shrine=False)
    assert [o.label for o in quick_options(state, "p1")] == ["Lamp Keeper: {T}: Draw a card."]
    assert withheld_quick_actions(state, "p1") == ()


def test_1_4_1_b_a_t_cost_of_a_character_that_cant_be_exhausted_is_not_offered() -> None:
    state = _board(shrine=True)
    assert quick_options(state, "p1") == ()
    assert state.pending is not None
    assert not [o for o in state.pending.options if o.id.startswith("quick:")]
    [(said, rules)] = withheld_quick_actions(state, "p1")
    assert said == (
        "Lamp Keeper's quick action is not offered: its cost cannot be paid: "
        "Lamp Keeper can't be exhausted"
    )
    # "can't" beats "can" (1.4.1.a): the cost cannot be paid in full (6.4.c)
    assert rules[0] == "1.4.1.a" and "6.4.c" in rules


def test_1_4_1_b_playing_it_anyway_is_refused_with_the_rule() -> None:
    state = _board(shrine=True)
    with pytest.raises(IllegalAction) as refused:
        play_quick_action(state, "p1", find(state, "Lamp Keeper"), 0)
    assert refused.value.rule == "1.4.1.a" and "6.4.c" in refused.value.also
    assert "can't be exhausted" in str(refused.value)


def test_the_decision_panel_says_the_quick_action_not_offered_with_the_rule() -> None:
    state = _board(shrine=True)
    assert state.pending is not None
    [line] = not_offered(state, state.pending)
    assert (line.name, line.zone) == ("Lamp Keeper", "quick action")
    [reason] = line.reasons
    assert (reason.text, reason.rule) == (
        "its cost cannot be paid: Lamp Keeper can't be exhausted",
        "1.4.1.a",
    )


def test_a_quick_action_without_t_is_still_offered_beside_the_cant() -> None:
    state = _board(shrine=True, keeper="{1}: Draw a card.", mana=1)
    assert [o.label for o in quick_options(state, "p1")] == ["Lamp Keeper: {1}: Draw a card."]
    assert withheld_quick_actions(state, "p1") == ()


def test_2_2_12_j_an_exhausted_cards_support_quick_action_is_refused_with_both_rules() -> None:
    """Not 5.3.b (whose quick actions may be played): the most specific rule is that an
    exhausted card in Reserve has no support abilities, which the CR says twice — of support
    abilities (2.2.12.j) and of the Exhausted status (2.4.6.e): both are cited."""
    helper = fields(executed(read("", name="Helper", support="{D}: Draw a card.")))
    index = next(i for i, ab in enumerate(helper["abilities"]) if ab.support)
    for exhausted, rule in ((True, "2.2.12.j"), (False, "")):
        statuses = (Status.EXHAUSTED,) if exhausted else ()
        b = GameBuilder().in_reserve("p1", "Helper", statuses=statuses, **helper)
        state, _ = until_decision(b.deck_of("p1", 3).deck_of("p2", 2).at_afternoon().build())
        if not rule:  # ready, it is played
            play_quick_action(state, "p1", find(state, "Helper"), index)
            continue
        with pytest.raises(IllegalAction) as refused:
            play_quick_action(state, "p1", find(state, "Helper"), index)
        assert refused.value.rule == rule and refused.value.also == ("2.4.6.e",)


def test_1_2_5_c_a_sacrifice_cost_with_nothing_to_sacrifice_is_withheld_and_said() -> None:
    """Nothing in play to sacrifice: the cost cannot be paid in full (1.2.5.c), so the quick
    action is not offered, and the turn says so with what may be sacrificed (7.3.36.a)."""
    text = "Sacrifice a Character: Draw a card."
    b = GameBuilder().in_landmarks(
        "p1", "Altar Stone", **fields(executed(read(text, name="Altar Stone", type="Permanent")))
    )
    state, _ = until_decision(b.deck_of("p1", 3).deck_of("p2", 2).at_afternoon().build())
    assert quick_options(state, "p1") == ()
    [(said, rules)] = withheld_quick_actions(state, "p1")
    assert said == (
        "Altar Stone's quick action is not offered: its cost cannot be paid: "
        "p1 has nothing to sacrifice for the cost of Altar Stone"
    )
    assert rules == ("6.4.c", "7.3.36.a")  # the cost unpayable (6.4.c), what may be sacrificed
