"""Reveal counts and superlatives (issue 30): every sibling of sentences_revealed_counts.py reads to
what it means — the step after a reveal counted once per card it showed of that kind (6.5.i,
1.2.7.d) — and the near-misses stay refused (3.1.3.f a look, 3.1.3.d a noun only objects in play
are)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.first import grammar_ability

from .sentences_revealed_counts import REFUSED_SIBLINGS, SIBLINGS


def test_the_siblings_are_many() -> None:
    assert len(SIBLINGS) >= 40
    assert len(REFUSED_SIBLINGS) >= 10


@pytest.mark.parametrize("text", sorted(SIBLINGS))
def test_each_sibling_counts_the_cards_its_reveal_showed(text: str) -> None:
    subject, action, per = SIBLINGS[text]
    ability, stop = grammar_ability(text, support=text.startswith("{D}"))
    assert ability is not None, stop.reason if stop else text
    effect = (ability.get("reaction") or ability["quick_action"])["effect"]  # {D}: 2.2.12
    assert len(effect) == 1
    reveal = effect[0]
    assert (reveal["action"], reveal["subject"]) == ("reveal", subject)
    (counted,) = reveal["then"]
    assert counted["action"] == action
    assert counted["per"] == per


@pytest.mark.parametrize("text", sorted(REFUSED_SIBLINGS))
def test_each_near_miss_is_refused(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None, REFUSED_SIBLINGS[text]
