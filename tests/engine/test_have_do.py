"""Have (an object) do, the keyword action of 7.3.18: having a Character gain Fleeting is the
Character gaining it (7.3.18.a) — only what an object can do, and the player may decline."""

from __future__ import annotations

import pytest

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    DecisionKind,
    EffectStep,
    GameBuilder,
    IllegalAction,
    NotImplementedRule,
    Status,
    Step,
    Subject,
    TriggerKind,
    answer,
    find,
    from_dict,
    request,
    to_dict,
)
from engine.pipeline.atomic import propose
from engine.state.game_state import GameState

from .helpers import cast, choose, pending, until_decision

LYRA = EffectStep(
    ActionKind.HAVE_DO,
    Subject.TARGET_CHARACTER,
    optional=True,
    does=EffectStep(ActionKind.GAIN_STATUS, status=Status.FLEETING),
)


def _lyra_board(effect: EffectStep = LYRA) -> GameBuilder:
    enters = Ability(AbilityKind.REACTION, trigger=TriggerKind.ENTERS_PLAY, effect=(effect,))
    return (
        GameBuilder()
        .in_hand("p1", "Lyra", hand_cost=0, abilities=(enters,))
        .in_expedition("p2", "companion", "Vanilla")
    )


def test_7_3_18_a_having_a_character_gain_fleeting_is_it_gaining_fleeting() -> None:
    state = cast(_lyra_board(), "Lyra", "hero")
    state = choose(state, find(state, "Vanilla"))  # the target (6.5.b)
    assert pending(state).kind == DecisionKind.OPTIONAL_STEP  # then "may" (6.5.c)
    state, _ = answer(state, pending(state).id, "yes")
    state, entries = until_decision(state)
    assert state.objects[find(state, "Vanilla")].has(Status.FLEETING)
    assert not state.objects[find(state, "Lyra")].has(Status.FLEETING)
    done = next(e for e in entries if any(ev.kind is ActionKind.GAIN_STATUS for ev in e.events))
    assert "7.3.18.a" in done.rules  # the event is the object's own gaining of the status


def test_7_3_18_a_the_player_may_decline_to_have_it_done() -> None:
    state = cast(_lyra_board(), "Lyra", "hero")
    state = choose(state, find(state, "Vanilla"))
    state = choose(state, "no")
    assert not state.objects[find(state, "Vanilla")].has(Status.FLEETING)


def test_7_3_18_a_what_the_object_cannot_do_it_cannot_be_had_do() -> None:
    state = GameBuilder().in_expedition("p2", "hero", "Tired", statuses=(Status.EXHAUSTED,)).build()
    step = Step(
        ActionKind.HAVE_DO,
        controller="p1",
        objects=(find(state, "Tired"),),
        does=ActionKind.EXHAUST,
    )
    with pytest.raises(IllegalAction) as exc:
        request(state, step)
    assert exc.value.rule == "7.3.16.b"


def test_7_3_18_a_objects_are_only_had_do_what_objects_do() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Abe").build()
    step = Step(
        ActionKind.HAVE_DO, controller="p1", objects=(find(state, "Abe"),), does=ActionKind.DRAW
    )
    with pytest.raises(NotImplementedRule):
        propose(state, step)


def test_7_3_18_a_a_have_do_step_waiting_for_its_target_round_trips_through_json() -> None:
    midway = cast(_lyra_board(), "Lyra", "hero")
    waiting = pending(midway).resume.step
    assert waiting is not None and waiting.does is ActionKind.GAIN_STATUS
    assert from_dict(GameState, to_dict(midway)) == midway


@pytest.mark.parametrize("status", [Status.FLEETING, Status.ASLEEP, Status.ANCHORED])
@pytest.mark.parametrize("decides", ["yes", "no"])
def test_7_3_18_a_the_may_of_having_it_gain_a_status_cites_have_and_gain(
    status: Status, decides: str
) -> None:
    """ "You may have target Character gain [status]": asked and answered under the may
    (6.5.c), having it do so is it doing so (7.3.18.a), and gaining a status is 7.3.16.a —
    for every status (issue 31: the line named Fleeting and cited only 6.5.c)."""
    lyra = EffectStep(
        ActionKind.HAVE_DO,
        Subject.TARGET_CHARACTER,
        optional=True,
        does=EffectStep(ActionKind.GAIN_STATUS, status=status),
    )
    state = cast(_lyra_board(lyra), "Lyra", "hero")
    state = choose(state, find(state, "Vanilla"))
    asked = pending(state)
    assert asked.kind == DecisionKind.OPTIONAL_STEP
    assert asked.rules == ("6.5.c", "7.3.18.a", "7.3.16.a")
    state, said = answer(state, asked.id, decides)
    assert ("chooses to" if decides == "yes" else "declines to") in said.text
    assert said.rules == ("6.5.c", "7.3.18.a", "7.3.16.a")
