"""Official rulings checked against CR 5.0 (issue 35), on fixture rulings written for these
tests: a ruling resting on a rule that section 8 changed, given before CR 5.0, is marked
"given under an earlier version of the rules" with the change; one resting on unchanged rules,
or given after the change, is not."""

from __future__ import annotations

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.editions import build_edition_map
from rules_corpus.editions.currency import EARLIER, RulingCurrency

BEFORE_5 = "2025-11-20"  # under CR 4.0 (October 3, 2025)
AFTER_5 = "2026-03-10"  # under CR 5.0 (February 27, 2026)
UNDER_3 = "2024-06-01"  # before 4.0: under the rules the older edition translates


@pytest.fixture(scope="module")
def currency(parsed_corpus: Corpus) -> RulingCurrency:
    return RulingCurrency(parsed_corpus, build_edition_map(parsed_corpus))


def test_the_versions_and_dates_come_from_section_8(currency: RulingCurrency) -> None:
    assert (currency.previous_version, currency.previous_date) == ("4.0", "2025-10-03")
    assert (currency.current_version, currency.current_date) == ("5.0", "2026-02-27")


def test_a_ruling_on_control_given_before_5_0_is_marked(currency: RulingCurrency) -> None:
    question = "In 2vs2, can I give a boost to a Character my ally controls?"
    answer = "No. You only control Characters in your own Expeditions."
    found = currency.check(BEFORE_5, question, answer)
    assert found.earlier
    (change,) = found.changes
    assert change.rule == "7.5.5" and change.source == "section 8"
    assert change.why == "the term 'Controller'"
    assert "Section 7.5.5 (Control) was rewritten" in change.change
    assert found.summary().startswith(f"{EARLIER}: 7.5.5 (the term 'Controller') — A player")


def test_the_same_ruling_given_under_5_0_is_not_marked(currency: RulingCurrency) -> None:
    found = currency.check(AFTER_5, "Do I control my ally's Characters?", "No.")
    assert ("7.5.5", "the term 'Controller'") in found.rests_on
    assert not found.earlier and found.summary() == ""


def test_a_ruling_on_unchanged_rules_is_not_marked(currency: RulingCurrency) -> None:
    found = currency.check(
        BEFORE_5,
        "If a Spell has Fleeting, where does it go after it resolves?",
        "To the Discard pile, as any Fleeting card leaving the Expedition zone.",
    )
    assert ("2.4.7", "the term 'Fleeting'") in found.rests_on
    assert not found.earlier, found.changes


def test_a_cited_rule_section_8_removed(currency: RulingCurrency) -> None:
    found = currency.check(
        BEFORE_5, "Can this Reaction trigger twice?", "No, see 6.3.j.", ("6.3.j",)
    )
    (change,) = found.changes
    assert change.why == "cited" and "Former Rule 6.3.j was removed" in change.change


def test_a_cited_number_renumbered_since_the_older_edition(currency: RulingCurrency) -> None:
    found = currency.check(UNDER_3, "Does it gain the status twice?", "No (7.3.8).", ("7.3.8",))
    (change,) = found.changes
    assert change.source == "editions"
    assert change.change == "renumbered since the older edition: now 7.3.16"
    # given after 4.0, the number is read as the current rules' own
    later = currency.check(BEFORE_5, "Does it gain the status twice?", "No (7.3.8).", ("7.3.8",))
    assert all(c.source != "editions" for c in later.changes)
