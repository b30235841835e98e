"""Issue 31: a step of an effect said as a sentence in the keyword actions' verbs (7.3) —
what a player is asked ("you may …"), answers, and chooses how many of — never the action's
internal name after a colon ("you may: Bugfix: spend counters")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.builder import GameBuilder
from engine.state.actions import ActionKind
from engine.state.enums import ANY_COUNTER, Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.steps import Step
from engine.why.step_words import VERBS, asked, bare, doing, how_many, to_do, whose, will_do


def _board() -> tuple[GameState, str]:
    state = GameBuilder().in_expedition("p1", "hero", "Kelon Cylinder").build()
    oid = next(o for o in state.objects if state.name(o) == "Kelon Cylinder")
    return state, oid


def test_every_atomic_action_has_its_words() -> None:
    assert set(VERBS) == set(ActionKind)
    for kind, (imperative, third) in VERBS.items():
        assert "_" not in imperative and "_" not in third, kind


@pytest.mark.parametrize(
    ("step", "said"),
    [
        (Step(ActionKind.SPEND_COUNTERS, counter="Kelon", amount=1), "spend 1 Kelon counter"),
        (Step(ActionKind.REMOVE_COUNTERS, amounts=(0, 1, 2)), "remove up to 2 counters"),
        (Step(ActionKind.SPEND_COUNTERS, counter="boost", amount=1), "spend 1 boost"),
        # a counter of any name ("Spend 1 counter from a card you control"), never "1 any counter"
        (Step(ActionKind.SPEND_COUNTERS, counter=ANY_COUNTER, amount=1), "spend 1 counter"),
        (Step(ActionKind.GIVE_BOOST, amount=2), "give 2 boosts"),
        (Step(ActionKind.DRAW, amount=1), "draw 1 card"),
        (Step(ActionKind.GAIN_STATUS, status=Status.ASLEEP), "gain Asleep"),
        (Step(ActionKind.PLAY_FOR_FREE), "play for free"),
        (Step(ActionKind.SWITCH_EXPEDITIONS), "switch the Expeditions of"),
    ],
)
def test_a_step_without_objects_is_said_in_the_imperative(step: Step, said: str) -> None:
    state, _ = _board()
    assert doing(state, step) == said


def test_the_objects_go_where_the_verb_puts_them() -> None:
    state, oid = _board()
    name = "Kelon Cylinder"
    spend = Step(ActionKind.SPEND_COUNTERS, counter="Kelon", amount=2, objects=(oid,))
    assert doing(state, spend) == f"spend 2 Kelon counters from {name}"
    boost = Step(ActionKind.GIVE_BOOST, objects=(oid,))
    assert doing(state, boost) == f"give 1 boost to {name}"
    free = Step(ActionKind.PLAY_FOR_FREE, objects=(oid,))
    assert doing(state, free) == f"play {name} for free"
    status = Step(ActionKind.GAIN_STATUS, status=Status.FLEETING, objects=(oid,))
    assert doing(state, status) == f"have {name} gain Fleeting"
    put = Step(ActionKind.PUT, to_zone=ZoneKind.RESERVE, objects=(oid,))
    assert doing(state, put) == f"put {name} in Reserve"


def test_a_prompt_and_an_answer_read_as_sentences_after_their_source() -> None:
    state, _ = _board()
    step = Step(
        ActionKind.SPEND_COUNTERS,
        source="Bugfix",
        label="Bugfix: spend counters",
        counter="Kelon",
        amount=1,
    )
    assert asked(state, step, "you may") == "Bugfix: you may spend 1 Kelon counter"
    assert asked(state, step, "p1 chooses to") == "Bugfix: p1 chooses to spend 1 Kelon counter"
    # a step with a label of its own keeps it
    rest = Step(ActionKind.LOSE_STATUS, label="Rest: lose Asleep", status=Status.ASLEEP)
    assert asked(state, rest, "you may") == "you may: Rest: lose Asleep"
    modes = replace(step, kind=ActionKind.CHOOSE_MODES, label="Bugfix: choose 1")
    assert asked(state, modes, "you may") == "Bugfix: you may choose 1"
    assert asked(state, modes, "p1 chooses to") == "Bugfix: p1 chooses 1"


def test_how_many_and_for_whom_a_choice_is() -> None:
    remove = Step(
        ActionKind.REMOVE_COUNTERS,
        source="Qorgan Informant",
        label="Qorgan Informant: remove counters",
        amounts=(0, 1, 2),
    )
    assert how_many(remove) == "choose how many counters to remove for Qorgan Informant"
    assert to_do(remove) == "to remove counters for Qorgan Informant"
    assert whose(remove) == "Qorgan Informant"
    own = Step(ActionKind.DRAW, label="Draw (p1: only one card)")
    assert to_do(own) == "for Draw (p1: only one card)"
    assert how_many(own) == "choose how many for Draw (p1: only one card)"


def test_what_an_action_named_will_do_to_its_objects() -> None:
    assert will_do("spend counters", "Kelon Cylinder") == "will spend counters from Kelon Cylinder"
    assert will_do("sacrifice", "itself") == "will sacrifice itself"
    assert will_do("resupply", "Owl") == ""  # no objects: the caller keeps its words
    assert will_do("judge request", "Owl") == ""  # no action's name
    assert bare(ActionKind.LEAVE_PLAY) == "leave play"
    assert bare(ActionKind.GIVE_BOOST) == "give a boost"
