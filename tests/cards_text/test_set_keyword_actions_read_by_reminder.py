"""A set keyword ACTION read by its reminder (gram89): done N times whole ("[Foresee] 2
times", 6.5.i), and, when its reminder's own sentence does not read, left to the judge with
THAT sentence's reason wherever its name stands — in a mode too (2.2.12.c)."""

from __future__ import annotations

from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

from .helpers import executed, not_executed, read

FORESEE = (
    "{J} [Foresee]. (Reveal the top card of your deck. If it's a Spell, put it in your Reserve."
    " Otherwise, put it at the bottom of your deck.)"
)
QUIBBLE = "{J} [Quibble]. (Draw a card, then discard a Spell.)"
SET = defined_keywords([(FORESEE, "Seer"), (QUIBBLE, "Quibbler")])


def test_6_5_i_n_times_repeats_the_whole_keyword_action() -> None:
    with using_keywords(SET):
        twice = executed(read("{J} [Foresee] 2 times.")).model.abilities[0]
        once = executed(read("{J} [Foresee].")).model.abilities[0]
    assert twice.reaction is not None and once.reaction is not None
    assert len(once.reaction.effect) == 1
    assert [s.action for s in twice.reaction.effect] == [once.reaction.effect[0].action] * 2


def test_an_unread_reminder_gives_its_own_reason_in_a_mode() -> None:
    with using_keywords(SET):
        reason = not_executed(read("{J} Choose one: \u2022 [Quibble]. \u2022 Draw a card."))
    assert "[Quibble] is the set's keyword" in reason
    assert '("Draw a card, then discard a Spell." on Quibbler' in reason  # as printed
    # the reason the same words get in every slot (prec34): which zone is not said
    # (a Spell is an object of any zone, 1.2.2.c; "discard a card" reads: the Hand, ib40)
    assert "'discard a spell' does not say from which zone" in reason.lower()
    assert "7.3.7.a" in reason
