"""A Draw or Resupply done instead of more than one card: "If I would be discarded, draw two
cards instead", "[Resupply] twice instead" — that many atomic actions in the replacing step,
each taking the top card of the Deck as it is performed (6.2.b, 7.3.9.a, 7.3.31.a); with
fewer cards left, the draws beyond them do nothing (7.3.9.a)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, answer

from ..engine.helpers import rules_of, until_decision
from .helpers import executed, fields, names, play, read


@pytest.mark.parametrize(
    ("event", "result", "action", "amount"),
    [
        (e, r, a, n)
        for e in ("be discarded", "be sacrificed", "leave the Expedition zone")
        for r, a, n in (
            ("draw two cards", "draw", 2),
            ("draw three cards", "draw", 3),
            ("[Resupply] twice", "resupply", 2),
            ("[Exhausted Resupply] twice", "exhausted_resupply", 2),
        )
    ],
)
def test_6_2_b_variants_of_several_cards_instead(
    event: str, result: str, action: str, amount: int
) -> None:
    passive = executed(read(f"If I would {event}, {result} instead.")).model.abilities[0].passive
    assert passive is not None and passive.replace is not None
    assert (passive.replace.instead_action, passive.replace.instead_amount) == (action, amount)


def _discard_keeper(text: str, deck: int):  # type: ignore[no-untyped-def]
    zap = fields(executed(read("Discard target Character.", type="Spell", name="Zap")))
    b = (
        GameBuilder()
        .in_hand("p1", "Zap", **zap)
        .in_expedition("p1", "hero", "Keeper", **fields(executed(read(text, name="Keeper"))))
        .mana("p1", 2)
        .deck_of("p1", deck)
    )
    state, entries = play(b, "Zap", dest="spell")
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        state, entry = answer(state, d.id, [d.options[0].id])
        state, more = until_decision(state)
        entries = (*entries, entry, *more)
    return state, entries


def test_6_2_b_draw_two_cards_instead_draws_the_top_two() -> None:
    state, entries = _discard_keeper("If I would be discarded, draw two cards instead.", 5)
    assert names(state, "hand:p1") == ["p1 card 1", "p1 card 2"]
    assert "Keeper" in names(state, "expedition:p1:hero")  # the discard did not happen (6.2.m)
    assert {"6.2.b", "6.2.m"} <= rules_of(entries)


def test_7_3_9_a_draws_beyond_the_cards_left_do_nothing() -> None:
    state, _ = _discard_keeper("If I would be discarded, draw three cards instead.", 2)
    assert names(state, "hand:p1") == ["p1 card 1", "p1 card 2"]
    assert state.zone("deck:p1") == ()


def test_7_3_31_a_resupply_twice_instead_puts_the_top_two_in_reserve() -> None:
    state, _ = _discard_keeper("If I would be discarded, [Resupply] twice instead.", 4)
    assert names(state, "reserve:p1")[:2] == ["p1 card 1", "p1 card 2"]
    assert len(state.zone("deck:p1")) == 2


def _draw_with_scholar(text: str, deck: int):  # type: ignore[no-untyped-def]
    """p1 plays "Draw a card." with Scholar's replacing modifier of a player's own draw."""
    study = fields(executed(read("Draw a card.", type="Spell", name="Study")))
    b = (
        GameBuilder()
        .in_hand("p1", "Study", **study)
        .in_expedition("p1", "hero", "Scholar", **fields(executed(read(text, name="Scholar"))))
        .mana("p1", 2)
        .deck_of("p1", deck)
    )
    return play(b, "Study", dest="spell")


def test_6_2_b_a_players_draw_replaced_by_two_draws_draws_two() -> None:
    state, entries = _draw_with_scholar("If you would draw a card, draw two cards instead.", 5)
    assert names(state, "hand:p1") == ["p1 card 1", "p1 card 2"]
    assert len(state.zone("deck:p1")) == 3
    assert {"6.2.b", "6.2.k"} <= rules_of(entries)  # drawn twice, and not replaced again


def test_6_2_b_a_players_draw_replaced_by_three_draws_stops_at_the_cards_left() -> None:
    state, _ = _draw_with_scholar("If you would draw a card, draw three cards instead.", 2)
    assert names(state, "hand:p1") == ["p1 card 1", "p1 card 2"]
    assert state.zone("deck:p1") == ()


def test_6_2_b_a_players_draw_replaced_by_resupplying_twice() -> None:
    state, _ = _draw_with_scholar("If you would draw a card, [Resupply] twice instead.", 4)
    assert names(state, "hand:p1") == []
    assert names(state, "reserve:p1")[:2] == ["p1 card 1", "p1 card 2"]
    assert len(state.zone("deck:p1")) == 2


def test_6_2_b_a_players_resupply_replaced_by_two_draws_draws_two() -> None:
    resupply = fields(executed(read("[Resupply].", type="Spell", name="Study")))
    text = "If you would Resupply, draw two cards instead."
    b = (
        GameBuilder()
        .in_hand("p1", "Study", **resupply)
        .in_expedition("p1", "hero", "Scholar", **fields(executed(read(text, name="Scholar"))))
        .mana("p1", 2)
        .deck_of("p1", 5)
    )
    state, entries = play(b, "Study", dest="spell")
    assert names(state, "hand:p1") == ["p1 card 1", "p1 card 2"]
    assert names(state, "reserve:p1") == ["Study"]  # nothing Resupplied (6.2.b)
    assert {"6.2.b", "6.2.k"} <= rules_of(entries)
