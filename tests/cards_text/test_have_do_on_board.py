"""'Have [object] do' (7.3.18.a) keeps what the printed sentence puts around it: the cost
of "You may pay {1} to have me ..." is paid (6.1.d, 1.2.5.c) and "If you do, ..." follows
what was had done (6.5.f). Found by a review: both were once dropped on the board."""

from __future__ import annotations

from engine import GameBuilder, Status, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _answer(state: GameState, label: str) -> GameState:
    d = state.pending
    assert d is not None
    picked = [o.id for o in d.options if label in o.label]
    assert picked, [o.label for o in d.options]
    state, _ = answer(state, d.id, picked[: max(1, d.min_choices)])
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind == "pay_mana":
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, _ = until_decision(state)
    return state


def _rabbit(choice: str) -> GameState:
    text = (
        "{H} You may have me gain [[Fleeting]]. If you do, another target Character gains 1 boost."
    )
    card = fields(executed(read(text, name="Rabbit")))
    b = GameBuilder().in_hand("p1", "Rabbit", **card).in_expedition("p1", "hero", "Ally", **ALLY)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 2).deck_of("p2", 2), "Rabbit")
    state = _answer(state, choice)
    if choice == "do it":
        state = _answer(state, "Ally")
    return state


def test_6_5_f_if_you_do_after_having_me_gain_a_status_follows_it() -> None:
    state = _rabbit("do it")
    assert Status.FLEETING in state.objects[find(state, "Rabbit")].statuses
    assert state.objects[find(state, "Ally")].boosts == 1


def test_6_5_f_if_you_do_does_not_follow_a_refusal() -> None:
    state = _rabbit("do not")
    assert Status.FLEETING not in state.objects[find(state, "Rabbit")].statuses
    assert state.objects[find(state, "Ally")].boosts == 0


def test_6_1_d_you_may_pay_to_have_me_gain_a_status_pays_the_cost() -> None:
    card = fields(executed(read("{J} You may pay {1} to have me gain [[Anchored]].", name="Aloe")))
    b = GameBuilder().in_hand("p1", "Aloe", **card).mana("p1", 4).deck_of("p1", 2)
    state, _ = play(b.deck_of("p2", 2), "Aloe")
    state = _answer(state, "do it")
    assert Status.ANCHORED in state.objects[find(state, "Aloe")].statuses
    exhausted = [o for o in state.zone("mana:p1") if state.objects[o].has(Status.EXHAUSTED)]
    assert len(exhausted) == 2  # 1 to play it, 1 for Anchored
