"""A cost the player may pay inside an effect — "You may [X] to [Y]" — that cannot be paid
is not offered (6.1.g, 1.4.1.b), with why: an exhausted "me" to exhaust (the Remark of
2.4.6.a), nothing to choose for it (1.2.5.c), too little mana (1.2.5.c). "You may [X]. If
you do, [Y]" is no cost and is still asked (6.1.g Remark)."""

from __future__ import annotations

from engine import ActionKind, DecisionKind, GameBuilder, Status, Step, Subject, find, play_card
from engine.pipeline.objects_cant import payable_orbs
from engine.state.game_state import GameState
from engine.steps.optional_costs import unpayable_cost

from ..engine.helpers import pending, rules_of, until_decision
from .helpers import executed, fields, read, steps

TO = "When another Character joins your Expeditions — You may exhaust me to draw a card."
IF_YOU_DO = (
    "When another Character joins your Expeditions — You may exhaust me. If you do, draw a card."
)


def test_the_reader_marks_you_may_x_to_y_as_a_cost_and_not_if_you_do() -> None:
    assert steps(executed(read(TO)))[0].get("to_pay") is True
    assert not steps(executed(read(IF_YOU_DO)))[0].get("to_pay")


def _keeper(text: str, exhausted: bool) -> GameState:
    statuses = (Status.EXHAUSTED,) if exhausted else ()
    card = fields(executed(read(text)))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Keeper", statuses=statuses, **card)
        .in_hand("p1", "Walker", hand_cost=0)
        .deck_of("p1", 3)
    )
    state, _ = until_decision(b.at_afternoon().build())
    return state


def _play_walker(state: GameState) -> tuple[GameState, list[str], set[str]]:
    state, first = play_card(state, "p1", find(state, "Walker"), "hero")
    state, entries = until_decision(state)
    return state, [e.text for e in (first, *entries)], rules_of((first, *entries))


def test_7_3_16_b_exhaust_me_to_while_exhausted_is_not_asked_and_said() -> None:
    """An exhaust written in an effect is the atomic action: impossible on an exhausted
    object by its own rule (7.3.16.b) — not 2.4.6.a's Remark on a quick action's {T}."""
    state, said, rules = _play_walker(_keeper(TO, exhausted=True))
    assert pending(state).kind == DecisionKind.TURN  # not asked: the turn goes on
    assert len(state.zone("hand:p1")) == 0
    assert any("Keeper is already exhausted, so the cost cannot be paid" in s for s in said)
    assert {"7.3.16.b", "6.1.g"} <= rules
    assert "2.4.6.a" not in rules


def test_2_4_6_a_exhaust_me_to_while_ready_is_asked() -> None:
    state, _, _ = _play_walker(_keeper(TO, exhausted=False))
    assert pending(state).kind == DecisionKind.OPTIONAL_STEP


def test_6_1_g_remark_if_you_do_is_no_cost_and_is_still_asked() -> None:
    state, said, _ = _play_walker(_keeper(IF_YOU_DO, exhausted=True))
    assert pending(state).kind == DecisionKind.OPTIONAL_STEP
    assert not any("the cost cannot be paid" in s for s in said)


def test_1_2_5_c_a_cost_with_nothing_to_choose_cannot_be_paid() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Keeper").at_afternoon().build()
    step = Step(
        ActionKind.DISCARD,
        controller="p1",
        subject=Subject.A_CARD_FROM_YOUR_RESERVE,
        optional=True,
        to_pay=True,
    )
    found = unpayable_cost(state, step)
    assert found is not None and "nothing to discard" in found[0]
    assert "6.4.c" in found[1]


def test_1_2_5_c_a_mana_cost_beyond_the_orbs_that_can_be_exhausted_cannot_be_paid() -> None:
    state = GameBuilder().mana("p1", 1, exhausted=1).at_afternoon().build()
    assert len(payable_orbs(state, "p1")) == 1
    draw = Step(ActionKind.DRAW, controller="p1", players=("p1",), optional=True, pay=2)
    found = unpayable_cost(state, draw)
    assert found is not None and "cannot pay 2 mana (1 Mana Orb can be exhausted)" in found[0]
    assert (
        unpayable_cost(state, Step(ActionKind.DRAW, controller="p1", optional=True, pay=1)) is None
    )
