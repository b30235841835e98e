"""A set's own keyword ability whose reminder is an optional cost of playing the card, with a
number (gram89): "[Barter 2]. (You may play me from hand for {2} less by also putting a card
from your hand in your Reserve.)" — the set defines "[Barter X]" by the reminder printed with
its number (2.2.12.c), and the card is played from Hand for {2} less when its player puts a
card from their hand in their Reserve with the mana (5.1.2.c, 5.1.2.f, 1.2.5.d); played from
Reserve, its cost is not lowered and nothing is asked (5.2.a)."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, answer, find, play_card
from engine.state.enums import Status
from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, not_executed, read

REMINDER = (
    "(You may play me from hand for {1} less by also putting a card from your hand in your"
    " Reserve.)"
)
SET = defined_keywords([(f"[Barter 1]. {REMINDER}", "Scalewright")])


def _trader(text: str = "[Barter 2].") -> dict[str, object]:
    with using_keywords(SET):
        return fields(executed(read(text, name="Trader", hand_cost=4, reserve_cost=4)))


def _board(where: str) -> GameBuilder:
    b = GameBuilder()
    b = (
        b.in_hand("p1", "Trader", **_trader())
        if where == "hand"
        else b.in_reserve("p1", "Trader", **_trader())
    )
    return b.in_hand("p1", "Spare").in_hand("p1", "Other").mana("p1", 4).deck_of("p1", 2)


def _exhausted(state) -> int:  # type: ignore[no-untyped-def]
    return sum(1 for o in state.zone("mana:p1") if state.objects[o].has(Status.EXHAUSTED))


def _finish(state):  # type: ignore[no-untyped-def]
    """Answer the rest of the play (the first Mana Orbs) up to the next turn decision."""
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: max(d.min_choices, 1)])
        state, _ = until_decision(state)
    return state


def test_the_number_is_the_reminders_x_on_another_print() -> None:
    with using_keywords(SET):
        r = executed(read("[Barter 2].", hand_cost=4, reserve_cost=4))
    [ability] = r.model.abilities
    assert ability.passive is not None and ability.passive.cost is not None
    cost = ability.passive.cost
    assert cost.change == -2 and cost.applies_to == "me from hand"
    assert [(s.action, s.subject, s.to) for s in cost.optional] == [
        ("put", "a_card_from_your_hand", "reserve")
    ]
    assert any("read from the reminder on Scalewright" in n for n in r.notes)


def test_5_1_2_f_played_from_hand_with_the_cost_paid_it_costs_2_less() -> None:
    state, _ = until_decision(_board("hand").at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Trader"), "hero")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.OPTIONAL_COST
    assert d.min_choices == 0  # never forced (1.2.5.b)
    assert sorted(o.label for o in d.options) == ["Other", "Spare"]
    state, chosen = answer(state, d.id, [find(state, "Spare")])
    assert "5.1.2.c" in chosen.rules
    state = _finish(state)
    assert _exhausted(state) == 2  # 4 - 2 (5.1.2.f)
    assert names(state, "reserve:p1") == ["Spare"]  # put with the mana (1.2.5.d)
    assert "Other" in names(state, "hand:p1")


def test_1_2_5_b_not_paid_it_costs_its_full_cost() -> None:
    state, _ = until_decision(_board("hand").at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Trader"), "hero")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.OPTIONAL_COST
    state, _ = answer(state, d.id, [])
    state = _finish(state)
    assert _exhausted(state) == 4
    assert names(state, "reserve:p1") == []


def test_5_2_a_played_from_reserve_nothing_is_asked_and_nothing_lowered() -> None:
    state, _ = until_decision(_board("reserve").at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Trader"), "hero")
    assert state.pending is None or state.pending.kind != DecisionKind.OPTIONAL_COST
    state = _finish(state)
    assert _exhausted(state) == 4


def test_printed_without_its_number_it_is_refused_by_name() -> None:
    with using_keywords(SET):
        reason = not_executed(read("[Barter].", hand_cost=4, reserve_cost=4))
    assert "[Barter]" in reason and "number" in reason


def test_a_keyword_the_set_defines_twice_otherwise_is_refused_naming_both() -> None:
    twice = defined_keywords(
        [
            (f"[Barter 1]. {REMINDER}", "Scalewright"),
            ("[Barter 1]. (You may play me for {1} less by also discarding a card.)", "Haggler"),
        ]
    )
    with using_keywords(twice):
        reason = not_executed(read("[Barter 2].", hand_cost=4, reserve_cost=4))
    assert "[Barter] is defined twice" in reason
    assert "on Scalewright" in reason and "on Haggler" in reason
