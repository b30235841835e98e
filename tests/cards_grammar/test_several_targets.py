"""Several targets in one step (issue 30, g2; :mod:`.sentences_several_targets`): each
sibling read by the grammar alone means what the CR says (6.5.b, 6.1.e) or is refused, never
read as something else; each one read is executable through the import's path, each one
refused is not; the refusals name the words and the rule."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from .probe import probe_card
from .sentences_several_targets import REFUSED_SEVERAL_TARGETS, SIBLINGS
from .several_targets_judge import read_steps, verdict


@pytest.mark.parametrize("text", sorted(SIBLINGS))
def test_a_sibling_means_what_the_cr_says_or_is_refused(text: str) -> None:
    assert verdict(text, SIBLINGS[text]) in ("right", "refused as expected"), read_steps(text)


@pytest.mark.parametrize("text", sorted(SIBLINGS))
def test_a_sibling_runs_when_read_and_not_when_refused(text: str) -> None:
    reading = read_printed(probe_card(text))
    assert reading.executable is (SIBLINGS[text] is not None), [
        (a.text, a.reason) for a in reading.abilities
    ]


@pytest.mark.parametrize("text", sorted(REFUSED_SEVERAL_TARGETS))
def test_a_refusal_names_its_reason(text: str) -> None:
    reading = read_printed(probe_card(text))
    reasons = " ".join(a.reason or "" for a in reading.abilities)
    assert REFUSED_SEVERAL_TARGETS[text] in reasons, reasons


_WRITTEN = sorted(t for t, m in SIBLINGS.items() if m is not None and not t.startswith("SPELL "))


@pytest.mark.parametrize("text", _WRITTEN)
def test_the_writer_s_words_read_back_to_the_same_reading(text: str) -> None:
    reading = read_ability(text)
    reading.pop("text", None)
    again = read_ability(write_ability(reading))
    again.pop("text", None)
    assert again == reading
