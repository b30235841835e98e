"""Modal effects (6.5.g) with optional steps ("you may", 6.5.c) and repeated steps ("X
times", 6.5.i): in a mode, and on the choosing step itself."""

from __future__ import annotations

from dataclasses import replace

from engine import (
    BOOST,
    Ability,
    AbilityKind,
    ActionKind,
    DecisionKind,
    EffectStep,
    GameBuilder,
    Status,
    Subject,
    TriggerKind,
    answer,
    find,
    play_card,
)
from engine.state.cards import Mode, modal
from engine.state.game_state import GameState
from engine.state.serialization import from_dict, to_dict
from engine.why.trace import TraceEntry

from .helpers import choose, pending, rules_of, texts, until_decision

DRAW = EffectStep(ActionKind.DRAW, Subject.CONTROLLER)
MAY_DRAW = replace(DRAW, optional=True)
DRAW_TWICE = replace(DRAW, times=2)
BOOST_TWICE = EffectStep(ActionKind.GIVE_BOOST, Subject.TARGET_CHARACTER, times=2)
FLEETING = EffectStep(ActionKind.GAIN_STATUS, Subject.SELF, status=Status.FLEETING)


def _oracle(step: EffectStep, *others: str) -> GameState:
    return _oracle_entries(step, *others)[0]


def _oracle_entries(step: EffectStep, *others: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    ability = Ability(AbilityKind.REACTION, trigger=TriggerKind.ENTERS_PLAY, effect=(step,))
    b = GameBuilder().in_hand("p1", "Oracle", hand_cost=0, abilities=(ability,)).deck_of("p1", 5)
    for name in others:
        b = b.in_expedition("p2", "hero", name)
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Oracle"), "hero")
    return until_decision(state)


def _answer(state: GameState, *option: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    state, first = answer(state, pending(state).id, option)
    state, rest = until_decision(state)
    return state, (first, *rest)


def _hand(state: GameState) -> int:
    return len(state.zone("hand:p1"))


def _in_a_mode() -> GameState:
    """ "Choose one: ● You may draw a card. ● Draw a card twice. ● Target Character gains
    1 boost, twice. ● I gain Fleeting." """
    return _oracle(
        modal(
            Mode((MAY_DRAW,), "You may draw a card."),
            Mode((DRAW_TWICE,), "Draw a card twice."),
            Mode((BOOST_TWICE,), "Target Character gains 1 boost, twice."),
            Mode((FLEETING,), "I gain Fleeting."),
        ),
        "Abe",
        "Bea",
    )


# ----------------------------------------------------------------------------- in a mode
def test_6_5_c_an_optional_step_of_a_chosen_mode_asks_may() -> None:
    state = choose(_in_a_mode(), "0")
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.OPTIONAL_STEP, "p1")
    assert "6.5.c" in d.rules
    declined, entries = _answer(state, "no")
    assert _hand(declined) == 0  # ignored, the effect continues (6.5.c)
    assert any("declines" in t for t in texts(entries))
    accepted, _ = _answer(state, "yes")
    assert _hand(accepted) == 1


def test_6_5_i_a_repeated_step_of_a_chosen_mode_happens_x_times() -> None:
    state, entries = _answer(_in_a_mode(), "1")
    assert _hand(state) == 2
    assert {"6.5.g", "6.5.i"} <= rules_of(entries)


def test_6_5_i_a_targeted_step_repeated_chooses_its_target_each_instance() -> None:
    """ "Target Character gains 1 boost, twice": the step happens twice, one instance after
    the other, and each instance chooses its own target (6.5.i: a choice may differ in two
    successive instances; its Example: "Lithium could choose two different target
    opponents"), the same one twice or two different ones."""
    state, entries = _answer(_in_a_mode(), "2")
    assert any("each choosing its own target" in t for t in texts(entries))
    assert "6.5.i" in rules_of(entries)
    d = pending(state)
    assert d.kind is DecisionKind.TARGET and "6.5.b" in d.rules
    abe, bea = find(state, "Abe"), find(state, "Bea")
    first, _ = _answer(state, abe)
    again = pending(first)  # the second instance asks again, both still legal
    assert again.kind is DecisionKind.TARGET and {abe, bea} <= set(again.option_ids())
    same, _ = _answer(first, abe)
    assert same.objects[abe].counters.get(BOOST) == 2
    assert same.objects[bea].counters.get(BOOST) is None
    split, _ = _answer(first, bea)
    assert split.objects[abe].counters.get(BOOST) == 1
    assert split.objects[bea].counters.get(BOOST) == 1


def test_6_5_g_a_mode_not_chosen_asks_nothing() -> None:
    state, _ = _answer(_in_a_mode(), "3")
    assert state.objects[find(state, "Oracle")].has(Status.FLEETING)
    assert _hand(state) == 0
    assert state.pending is None or state.pending.kind is DecisionKind.TURN


# ----------------------------------------------------------------------------- the choosing step
MODES = (Mode((DRAW,), "Draw a card."), Mode((FLEETING,), "I gain Fleeting."))


def test_6_5_c_you_may_choose_is_decided_before_the_modes() -> None:
    state = _oracle(replace(modal(*MODES), optional=True))
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.OPTIONAL_STEP, "p1")
    declined, _ = _answer(state, "no")
    assert declined.pending is not None and declined.pending.kind is DecisionKind.TURN
    assert _hand(declined) == 0
    accepted, _ = _answer(state, "yes")
    assert pending(accepted).kind is DecisionKind.CHOOSE_MODE
    accepted, _ = _answer(accepted, "0")
    assert _hand(accepted) == 1


def test_6_5_i_a_modal_step_x_times_chooses_its_modes_anew_each_time() -> None:
    state, entries = _oracle_entries(replace(modal(*MODES), times=2))
    assert {"6.5.i", "6.5.g"} <= rules_of(entries)
    assert pending(state).kind is DecisionKind.CHOOSE_MODE
    state, _ = _answer(state, "1")
    assert state.objects[find(state, "Oracle")].has(Status.FLEETING)
    d = pending(state)
    assert d.kind is DecisionKind.CHOOSE_MODE  # the second instance
    assert d.option_ids() == ("0", "1")  # "at most once" is per instance (6.5.g)
    state, _ = _answer(state, "1")  # the same mode again: a new instance
    state = _oracle(replace(modal(*MODES), times=2))
    state, _ = _answer(state, "0")
    state, _ = _answer(state, "0")
    assert _hand(state) == 2


def test_6_5_i_and_6_5_c_may_x_times_is_decided_anew_for_each_instance() -> None:
    state = _oracle(replace(modal(*MODES), optional=True, times=2))
    assert pending(state).kind is DecisionKind.OPTIONAL_STEP
    state, _ = _answer(state, "no")
    assert pending(state).kind is DecisionKind.OPTIONAL_STEP  # the second instance asks again
    state, _ = _answer(state, "yes")
    state, _ = _answer(state, "0")
    assert _hand(state) == 1


def test_6_5_i_a_repeated_modal_step_pending_is_plain_data() -> None:
    state = _oracle(replace(modal(*MODES), optional=True, times=2))
    state, _ = _answer(from_dict(GameState, to_dict(state)), "yes")
    assert from_dict(GameState, to_dict(state)) == state
    assert pending(state).kind is DecisionKind.CHOOSE_MODE
