""" "Look at the top N cards of your deck. Put one in [zone] and the other / the rest at the
bottom of your deck": the cards seen and not put before are put one at a time, their player
choosing the order (6.1.g, 7.3.27.a). With ONE card left there is nothing to choose — "the
other" names it — so no decision is asked and it is put; a card put at an end of a Deck is
its top / bottom card (3.2.2.b)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer

from ..engine.helpers import rules_of, until_decision
from .helpers import executed, fields, names, play, read

_TO_RESERVE = (
    "{J} Look at the top two cards of your deck. Put one in your hand and the other in Reserve."
)
_SIBLINGS = [
    # (text, where the card chosen goes); the others go to the bottom of the Deck
    (
        "{J} Look at the top two cards of your deck. Put one in Reserve and the other at "
        "the bottom of your deck.",
        "reserve:p1",
    ),
    (
        "{J} Look at the top two cards of your deck. Put one in your hand and the other at "
        "the bottom of your deck.",
        "hand:p1",
    ),
    (
        "{J} Reveal the top two cards of your deck. Put one in your hand and the other at "
        "the bottom of your deck.",
        "hand:p1",
    ),
    (
        "{J} Look at the top two cards of your deck. Put one of them in Reserve and the "
        "other at the bottom of your deck.",
        "reserve:p1",
    ),
    (
        "{J} Look at the top three cards of your deck. Put one in your hand and the rest at "
        "the bottom of your deck in any order.",
        "hand:p1",
    ),
    (
        "{J} Look at the top three cards of your deck. Put one in Reserve and the others "
        "at the bottom of your deck in any order.",
        "reserve:p1",
    ),
    (
        "{J} Look at the top four cards of your deck. Put one in your hand and the rest at "
        "the bottom of your deck in any order.",
        "hand:p1",
    ),
]


def _seen(text: str) -> int:
    return {"two": 2, "three": 3, "four": 4}[text.split("top ")[1].split()[0]]


def _played(text: str, deck: int):  # type: ignore[no-untyped-def]
    b = (
        GameBuilder()
        .in_hand("p1", "Stargazer", **fields(executed(read(text, name="Stargazer"))))
        .mana("p1", 1)
        .deck_of("p1", deck)
    )
    return play(b, "Stargazer")


@pytest.mark.parametrize(("text", "kept"), _SIBLINGS)
def test_6_1_g_the_last_card_seen_is_put_without_a_choice(text: str, kept: str) -> None:
    seen = _seen(text)
    state, entries = _played(text, seen + 1)
    # the one kept: a choice among the cards seen (6.1.g)
    d = state.pending
    assert d is not None and d.kind is DecisionKind.CHOOSE and len(d.options) == seen
    state, entry = answer(state, d.id, [d.options[-1].id])
    state, more = until_decision(state)
    entries = (*entries, entry, *more)
    # each later instance chooses among those left; the last one left is no choice
    while state.pending is not None and state.pending.kind is DecisionKind.CHOOSE:
        d = state.pending
        assert len(d.options) > 1, d.prompt
        state, entry = answer(state, d.id, [d.options[0].id])
        state, more = until_decision(state)
        entries = (*entries, entry, *more)
    assert state.pending is not None and state.pending.kind is not DecisionKind.CHOOSE
    assert names(state, kept)[-1] == f"p1 card {seen}"
    deck = names(state, "deck:p1")
    assert deck[0] == f"p1 card {seen + 1}"  # the card not seen is now the top card
    assert len(deck) == seen  # every other card seen went to the bottom
    assert {"6.1.g", "3.2.2.b"} <= rules_of(entries)
    assert any("the only card seen left" in e.text for e in entries)


def test_the_other_of_a_short_deck_is_no_card() -> None:
    text = _SIBLINGS[0][0]
    state, _ = _played(text, 1)  # one card seen (3.2.2.e)
    d = state.pending
    assert d is not None and d.kind is DecisionKind.CHOOSE and len(d.options) == 1
    state, _ = answer(state, d.id, [d.options[0].id])
    state, _ = until_decision(state)
    assert names(state, "reserve:p1") == ["p1 card 1"]
    assert names(state, "deck:p1") == []
    assert state.pending is not None and state.pending.kind is not DecisionKind.CHOOSE


def test_6_1_g_the_other_put_in_reserve_is_no_choice() -> None:
    state, entries = _played(_TO_RESERVE, 3)
    d = state.pending
    assert d is not None and d.kind is DecisionKind.CHOOSE and len(d.options) == 2
    state, entry = answer(state, d.id, [d.options[0].id])
    state, more = until_decision(state)
    assert state.pending is not None and state.pending.kind is not DecisionKind.CHOOSE
    assert names(state, "hand:p1") == ["p1 card 1"]
    assert names(state, "reserve:p1") == ["p1 card 2"]
    assert names(state, "deck:p1") == ["p1 card 3"]
    assert "6.1.g" in rules_of((*entries, entry, *more))
