"""A later step's condition in the past tense on what an earlier step of the same effect moved
("Discard target Permanent. If it had a Spark counter, draw a card."): the card discarded is a
new object (2.1.d), so "it had" is the information the Permanent had just before it ceased to
exist — 2.1.h is the rule a judge cites for a Spell's effect. 6.3.k / 6.3.j are a Reaction's
rules (its trigger condition, the objects its effect is bound to) and a Reaction's later step
keeps citing them (tests/cards_grammar/test_board_steps_referring_back.py)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, answer

from ..cards_text.helpers import executed, fields, play, read
from .helpers import rules_of, until_decision

SPELL = "Discard target Permanent. If it had a Spark counter, draw a card."


def _cast(sparks: int):  # type: ignore[no-untyped-def]
    spell = fields(executed(read(SPELL, type="Spell", name="Scorch")))
    b = (
        GameBuilder()
        .in_hand("p1", "Scorch", **spell)
        .mana("p1", 3)
        .deck_of("p1", 3)
        .in_landmarks("p2", "Old Kiln", counters={"Spark": sparks} if sparks else {})
    )
    state, entries = play(b, "Scorch", dest="spell")
    d = state.pending
    assert d is not None
    target = next(o.id for o in d.options if o.label == "Old Kiln")
    state, entry = answer(state, d.id, [target])
    state, more = until_decision(state)
    return state, (*entries, entry, *more)


@pytest.mark.parametrize("sparks", [1, 0])
def test_2_1_h_it_had_is_the_discarded_permanent_as_it_last_was(sparks: int) -> None:
    state, entries = _cast(sparks)
    assert len(state.zone("hand:p1")) == (1 if sparks else 0)
    condition_lines = [e for e in entries if "condition" in e.text and "spark" in e.text.lower()]
    assert condition_lines, [e.text for e in entries]
    cited = rules_of(tuple(condition_lines))
    assert "2.1.h" in cited and "6.5.d" in cited
    assert "6.3.k" not in cited  # a Reaction's rule, not a Spell's
