"""Effect constructs of 6.5: "If [condition], [do step one]. Otherwise [do step two]"
(6.5.e) and modal effects "Choose X: ● ... ● ..." (6.5.g)."""

from __future__ import annotations

from engine import (
    ActionKind,
    CardType,
    DecisionKind,
    EffectStep,
    GameBuilder,
    Status,
    Subject,
    TokenSpec,
    answer,
    find,
    play_card,
)
from engine.state.cards import Condition, ConditionKind, Mode, modal
from engine.state.game_state import GameState
from engine.state.serialization import from_dict, to_dict
from engine.why.trace import TraceEntry

from .helpers import choose, enters, pending, rules_of, texts, until_decision

DRAW = EffectStep(ActionKind.DRAW, Subject.CONTROLLER)
BUG = EffectStep(ActionKind.CREATE, Subject.MY_EXPEDITION, token=TokenSpec("Bug", 1, 1, 1))
FLEETING = EffectStep(ActionKind.GAIN_STATUS, Subject.SELF, status=Status.FLEETING)
ALONE = Condition(ConditionKind.ONLY_CHARACTER)


def _play(b: GameBuilder, name: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, name), "hero")
    state, entries = until_decision(state)
    return state, (first, *entries)


def _names(state: GameState, zone: str) -> list[str]:
    return [state.name(o) for o in state.zone(zone)]


# ----------------------------------------------------------------------------- 6.5.e
def _scout(*others: str, otherwise: tuple[EffectStep, ...] = (DRAW,)) -> GameBuilder:
    """ "If I am the only Character in my Expedition, create a Bug token in my Expedition.
    Otherwise, draw a card." — step one makes the condition false."""
    alone = EffectStep(
        ActionKind.CREATE,
        Subject.MY_EXPEDITION,
        token=TokenSpec("Bug", 1, 1, 1),
        condition=ALONE,
        otherwise=otherwise,
    )
    b = GameBuilder().in_hand("p1", "Scout", hand_cost=0, abilities=enters(alone)).deck_of("p1", 3)
    for name in others:
        b = b.in_expedition("p1", "hero", name)
    return b


def test_6_5_e_otherwise_branch_runs_when_the_condition_is_false() -> None:
    state, entries = _play(_scout("Old Guard"), "Scout")
    assert len(state.zone("hand:p1")) == 1  # the otherwise step: a card drawn
    assert "Bug" not in _names(state, "expedition:p1:hero")  # step one ignored
    assert {"6.5.d", "6.5.e"} <= rules_of(entries)


def test_6_5_e_step_one_making_the_condition_false_does_not_run_step_two() -> None:
    state, entries = _play(_scout(), "Scout")
    assert _names(state, "expedition:p1:hero") == ["Scout", "Bug"]  # step one happened
    assert state.zone("hand:p1") == ()  # no longer alone, yet nothing drawn
    assert "6.5.e" in rules_of(entries)


def test_6_5_e_the_otherwise_steps_all_happen_in_order() -> None:
    state, entries = _play(_scout("Old Guard", otherwise=(DRAW, FLEETING)), "Scout")
    assert len(state.zone("hand:p1")) == 1
    assert state.objects[find(state, "Scout")].has(Status.FLEETING)
    lines = texts(entries)
    drew = next(i for i, t in enumerate(lines) if " is drawn in p1's Hand" in t)
    fleeting = next(i for i, t in enumerate(lines) if t.endswith(" gains Fleeting"))
    assert drew < fleeting


def test_6_5_d_a_false_condition_without_otherwise_is_still_ignored() -> None:
    state, entries = _play(_scout("Old Guard", otherwise=()), "Scout")
    assert state.zone("hand:p1") == ()
    assert "Bug" not in _names(state, "expedition:p1:hero")
    assert "6.5.e" not in rules_of(entries)


# ----------------------------------------------------------------------------- 6.5.g
def _oracle(choose_count: int, repeat: bool = False) -> GameState:
    """ "Choose two: ● Draw a card. ● Create a Bug token in my Expedition. ● I gain
    Fleeting." """
    step = modal(
        Mode((DRAW,), "Draw a card."),
        Mode((BUG,), "Create a Bug token."),
        Mode((FLEETING,), "I gain Fleeting."),
        choose=choose_count,
        repeat_modes=repeat,
    )
    b = GameBuilder().in_hand("p1", "Oracle", hand_cost=0, abilities=enters(step))
    b = b.deck_of("p1", 3)
    state, _ = _play(b, "Oracle")
    return state


def test_6_5_g_the_controller_chooses_modes_one_after_the_other() -> None:
    state = _oracle(2)
    d = pending(state)
    assert d.kind == DecisionKind.CHOOSE_MODE and d.player == "p1"
    assert [o.label for o in d.options] == [
        "Draw a card.",
        "Create a Bug token.",
        "I gain Fleeting.",
    ]
    assert "6.5.g" in d.rules
    state = choose(state, "1")
    d = pending(state)
    assert d.kind == DecisionKind.CHOOSE_MODE
    assert d.option_ids() == ("0", "2")  # each mode at most once


def test_6_5_g_the_chosen_modes_resolve_in_the_order_chosen_and_the_others_are_ignored() -> None:
    state = _oracle(2)
    state = choose(state, "2")
    state, entries = _answer_last(state, "0")
    lines = texts(entries)
    fleeting = next(i for i, t in enumerate(lines) if t.endswith(" gains Fleeting"))
    drew = next(i for i, t in enumerate(lines) if " is drawn in p1's Hand" in t)
    assert fleeting < drew  # chosen Fleeting first, then Draw
    assert state.objects[find(state, "Oracle")].has(Status.FLEETING)
    assert len(state.zone("hand:p1")) == 1
    assert "Bug" not in _names(state, "expedition:p1:hero")  # not chosen: ignored


def test_6_5_g_a_mode_may_be_chosen_again_when_the_effect_says_so() -> None:
    state = _oracle(2, repeat=True)
    state = choose(state, "0")
    assert pending(state).option_ids() == ("0", "1", "2")
    state = choose(state, "0")
    assert len(state.zone("hand:p1")) == 2


def test_6_5_g_choose_one_performs_only_that_mode() -> None:
    state = _oracle(1)
    state, entries = _answer_last(state, "1")
    assert _names(state, "expedition:p1:hero") == ["Oracle", "Bug"]
    assert state.zone("hand:p1") == ()
    assert not state.objects[find(state, "Oracle")].has(Status.FLEETING)
    assert "6.5.g" in rules_of(entries)


def test_6_5_g_a_modal_step_may_be_conditional() -> None:
    step = modal(Mode((DRAW,)), Mode((FLEETING,)))
    conditional = EffectStep(
        step.action,
        step.subject,
        modes=step.modes,
        condition=Condition(ConditionKind.IT_IS_TYPE, card_type=CardType.SPELL),
        otherwise=(BUG,),
    )
    b = GameBuilder().in_hand("p1", "Oracle", hand_cost=0, abilities=enters(conditional))
    state, entries = _play(b, "Oracle")
    assert state.pending is None or state.pending.kind != DecisionKind.CHOOSE_MODE
    assert _names(state, "expedition:p1:hero") == ["Oracle", "Bug"]
    assert "6.5.e" in rules_of(entries)


def _answer_last(state: GameState, option: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    state, first = answer(state, pending(state).id, (option,))
    state, rest = until_decision(state)
    return state, (first, *rest)


def test_6_5_g_a_pending_mode_choice_is_plain_data() -> None:
    state = choose(_oracle(2), "1")  # one mode chosen, the second asked
    assert from_dict(GameState, to_dict(state)) == state
    state = choose(from_dict(GameState, to_dict(state)), "0")
    assert _names(state, "expedition:p1:hero") == ["Oracle", "Bug"]
    assert len(state.zone("hand:p1")) == 1
