"""The grammar and the sentence patterns read a zone named by ownership alike (1.1.3.d).

"Send / Put / Return [object] to its owner's [zone]" names the zone by ownership: the step
carries ``to_owner`` (the trace cites 1.1.3.d, not the redirect of 1.4.3.a). Both readers
must say so, or the citation depends on which reader took the sentence — the grammar bench's
"read differently" count.
"""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.first import grammar_effects
from scenarios.cards.printed.effects import read_effect

SENTENCES = (
    "Send target Character to its owner's Reserve.",
    "Put target Character in its owner's Reserve.",
    "Send target Character to its owner's hand.",
    "Return target Character to its owner's hand.",
    "Return target Permanent to its owner's hand.",
    "Put target Character in its owner's Mana zone.",
    "Put target Character in its owner's hand.",
    "Put me in my owner's Reserve.",
    "Return target Character to the top of its owner's deck.",
    "Send target Character to the bottom of its owner's Deck.",
    "Put target Permanent at the bottom of its owner's deck.",
)


@pytest.mark.parametrize("sentence", SENTENCES)
def test_both_readers_name_the_owners_zone(sentence: str) -> None:
    steps, _ = grammar_effects([sentence])
    assert steps is not None, sentence
    patterns = list(read_effect(sentence))
    assert [s.get("to_owner") for s in steps] == [True]
    assert [s.get("to_owner") for s in patterns] == [True]
    assert patterns == steps


@pytest.mark.parametrize(
    "sentence",
    (
        "Send target Character to Reserve.",
        "Send target Character to your Reserve.",
        "Put target Character in Reserve.",
        "Return target Character to your hand.",
    ),
)
def test_a_zone_not_named_by_its_owner_carries_no_owner_mark(sentence: str) -> None:
    steps, _ = grammar_effects([sentence])
    readings = [list(read_effect(sentence)), *([steps] if steps is not None else [])]
    assert all("to_owner" not in s for reading in readings for s in reading)
