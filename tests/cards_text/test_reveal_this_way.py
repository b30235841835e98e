""" "When you reveal a card this way — ..." (*The Wayfarer*): a Reaction to the cards the
bearer's own "also reveal the top card of your deck" revealed (6.3.f, 6.2.c); "it" is the card
revealed (6.3.i), "the die's result" the roll the reveal was added to (7.3.33.a), and "draw it"
draws that card while it is the top card of the Deck (7.3.9.a)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Status, answer

from ..engine.helpers import rules_of, until_decision
from .helpers import executed, fields, names, not_executed, play, read

ALSO = "If you would roll one or more dice, also reveal the top card of your deck."
DRAW_IT = (
    "When you reveal a card this way \u2014 If its Hand Cost is equal to the die's result, draw it."
)
PLAY_IT = (
    "When you reveal a card this way \u2014 If its Hand Cost is equal to the die's result, "
    "you may exhaust me ({T}) to play it for free. (Don't activate any {h} abilities.)"
)
ROLL = "Roll a die. On a 4+, [Resupply]. On a 1-3, I gain 1 boost."


def test_6_3_f_when_you_reveal_a_card_this_way_reads_with_it_and_the_die_result() -> None:
    reading = executed(read(f"{ALSO}  {DRAW_IT}", name="The Wayfarer"))
    reaction = reading.model.abilities[1].reaction
    assert reaction is not None and reaction.trigger == "you_reveal_a_card_this_way"
    assert reaction.model_dump(exclude_defaults=True)["effect"] == (
        {
            "action": "draw",
            "subject": "it",
            "condition": "its hand cost is equal to the die's result",
        },
    )


def test_6_3_f_the_rare_wayfarer_you_may_exhaust_me_to_play_it_for_free() -> None:
    reading = executed(read(f"{ALSO}  {PLAY_IT}", name="The Wayfarer"))
    assert reading.model.abilities[1].reaction.model_dump(exclude_defaults=True)["effect"] == (  # type: ignore[union-attr]
        {
            "action": "exhaust",
            "subject": "self",
            "may": True,
            "condition": "its hand cost is equal to the die's result",
            "then": ({"action": "play_for_free", "subject": "it"},),
            "to_pay": True,  # "exhaust me" is the cost the play is paid with (6.1.d)
        },
    )


@pytest.mark.parametrize(
    "text",
    [
        "{J} Draw it.",  # "it" names nothing revealed
        "Target Character gains 1 boost. Draw it.",
        "When you play a Spell \u2014 Draw it.",
    ],
)
def test_7_3_9_a_draw_it_is_read_only_of_a_card_revealed_in_the_deck(text: str) -> None:
    assert not_executed(read(text))


def _board(die: int, top_cost: int, wayfarer: str = DRAW_IT) -> GameBuilder:
    b = (
        GameBuilder()
        .in_hand("p1", "Dice", **fields(executed(read(ROLL, type="Spell", name="Dice"))))
        .in_expedition(
            "p1",
            "hero",
            "Wayfarer",
            **fields(executed(read(f"{ALSO}  {wayfarer}", name="Wayfarer"))),
        )
        .mana("p1", 2)
        .in_deck(
            "p1", "Top card", hand_cost=top_cost, reserve_cost=1, forest=1, mountain=1, water=1
        )
        .in_deck("p1", "Second card", hand_cost=1, reserve_cost=1, forest=1, mountain=1, water=1)
    )
    return b


def _roll(b: GameBuilder, die: int):  # type: ignore[no-untyped-def]
    state, entries = play(b, "Dice", dest="spell")
    state, rolled = answer(state, state.pending.id, [str(die)])
    state, more = until_decision(state)
    return state, (*entries, rolled, *more)


def test_6_3_f_the_card_revealed_this_way_is_drawn_when_its_hand_cost_is_the_result() -> None:
    state, entries = _roll(_board(die=2, top_cost=2), die=2)
    assert "Top card" in names(state, "hand:p1")
    assert names(state, "deck:p1") == ["Second card"]
    rules = rules_of(entries)
    assert {"6.3.f", "6.2.c", "6.3.i", "7.3.9.a"} <= rules


def test_6_5_d_a_card_whose_hand_cost_is_not_the_result_stays_in_the_deck() -> None:
    state, entries = _roll(_board(die=2, top_cost=3), die=2)
    assert "Top card" not in names(state, "hand:p1")
    assert names(state, "deck:p1") == ["Top card", "Second card"]
    assert "6.3.f" in rules_of(entries)  # it activated; its condition was false (6.5.d)


def test_7_3_9_a_a_card_no_longer_on_top_of_the_deck_is_not_drawn() -> None:
    # On a 4+ the roll's own effect Resupplies: the revealed card goes to Reserve before the
    # Reaction resolves, so "it" is no longer the top card of the Deck — nothing is drawn.
    state, _ = _roll(_board(die=4, top_cost=4), die=4)
    assert "Top card" not in names(state, "hand:p1")
    assert names(state, "hand:p1") == []
    assert names(state, "deck:p1") == ["Second card"]


def test_6_3_f_an_opponents_reveal_is_not_this_way() -> None:
    b = _board(die=2, top_cost=2)
    b.in_expedition("p2", "hero", "Other", **fields(executed(read(ALSO, name="Other"))))
    state, _ = _roll(b, die=2)
    assert "Top card" in names(state, "hand:p1")  # only Wayfarer's own reveal activates it


def test_6_5_f_the_rare_wayfarer_exhausts_to_play_the_revealed_card_for_free() -> None:
    state, _ = _roll(_board(die=2, top_cost=2, wayfarer=PLAY_IT), die=2)
    state, _ = answer(state, state.pending.id, ["yes"])  # you may exhaust me (6.5.c)
    state, _ = until_decision(state)
    state, _ = answer(state, state.pending.id, ["hero"])  # played from the Deck (5.2.b)
    state, _ = until_decision(state)
    assert "Top card" in names(state, "expedition:p1:hero")
    assert "Top card" not in names(state, "deck:p1")
    wayfarer = next(o for o in state.objects.values() if state.name(o.id) == "Wayfarer")
    assert wayfarer.has(Status.EXHAUSTED)


def test_6_5_c_declining_to_exhaust_leaves_the_revealed_card_in_the_deck() -> None:
    state, _ = _roll(_board(die=2, top_cost=2, wayfarer=PLAY_IT), die=2)
    state, _ = answer(state, state.pending.id, ["no"])
    state, _ = until_decision(state)
    assert names(state, "deck:p1") == ["Top card", "Second card"]


def test_6_3_j_a_revealed_card_that_moved_keeps_the_hand_cost_it_had() -> None:
    # On a 4+ the roll's own effect Resupplies the revealed card (Hand Cost 4) into Reserve
    # before the Reaction resolves: its Hand Cost is still the one it had (6.3.j), so the
    # condition holds and the exhaustion is offered — but it can no longer be played from
    # the Deck (1.4.4.a): it stays in Reserve.
    state, _ = _roll(_board(die=4, top_cost=4, wayfarer=PLAY_IT), die=4)
    assert state.pending is not None and state.pending.kind == "optional_step"
    state, _ = answer(state, state.pending.id, ["yes"])
    state, _ = until_decision(state)
    assert "Top card" in names(state, "reserve:p1")
    assert "Top card" not in names(state, "expedition:p1:hero")
