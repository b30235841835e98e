"""Issue 32: a card's text worded as a rule says effects are written invokes that one rule.

:class:`WrittenForms` reads CR 5.0's own templates ("They are written “[Do X]; if you did,
[do Y]”", 6.5.f) and finds them in a card's printed text; :class:`Principles` turns the
template's name back into its rule, which a question about the card then invokes (and which
joins the candidates). The card texts here are invented, worded as cards are.
"""

from __future__ import annotations

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.editions import NEW_EDITION
from rules_corpus.search.impossible import PAID_COST
from rules_corpus.search.interaction import Principles
from rules_corpus.search.mentions import CardMention
from rules_corpus.search.written_forms import COST_ALTERED, MODAL, WrittenForms, asked_of


@pytest.fixture(scope="module")
def written(corpus: Corpus) -> WrittenForms:
    return WrittenForms(corpus.document(NEW_EDITION))


def _rules(written: WrittenForms, text: str) -> set[str | None]:
    return {written.rule(name) for name in written(text)}


def test_the_templates_are_read_from_the_rules_with_enough_words_of_their_own(
    written: WrittenForms,
) -> None:
    rules = {form.rule for form in written.forms}
    # "if you did" (6.5.f), "If you don't" (6.2.e), "for each" (6.5.i)
    assert {"6.5.f", "6.2.e", "6.5.i"} <= rules
    # "If [condition], [do step]" alone (6.5.d) is any "if"; "Trigger – Effect" (6.3.a) is only
    # placeholders; "You may [do step]" (6.5.c) is also what optional replacing modifiers are
    # written with (6.2.d); 1.2.6.e is the informal summary's: none singles out a rule.
    assert not {"6.5.d", "6.3.a", "6.5.c", "1.2.6.e"} & rules


def test_a_cards_if_you_do_is_the_past_tense_template_of_6_5_f(written: WrittenForms) -> None:
    text = "Sacrifice a Character. If you do, draw two cards."
    assert "6.5.f" in _rules(written, text)
    assert "6.5.f" not in _rules(written, "Sacrifice a Character. Draw two cards.")


def test_the_templates_words_must_come_in_order(written: WrittenForms) -> None:
    # 6.5.e: "If [condition], [do step one]. Otherwise [do step two]"
    assert "6.5.e" in _rules(written, "If you control a Plant, draw a card. Otherwise, resupply.")
    assert "6.5.e" not in _rules(
        written, "Otherwise draw a card. If you control a Plant, resupply."
    )
    assert "6.5.i" in _rules(written, "For each Character you control, I gain 1 boost.")


def test_a_card_worded_so_invokes_the_rule_even_when_asked_nothing_else(corpus: Corpus) -> None:
    written = WrittenForms(corpus.document(NEW_EDITION))
    principles = Principles(corpus, NEW_EDITION)
    question = f"Can I still discard the target if I have nothing to sacrifice with {'X' * 5}?"
    start = question.index("X" * 5)
    words = ("Spell", *written("Sacrifice a Character. If you do, discard target Permanent."))
    boom = CardMention("X" * 5, start, start + 5, words, "Spell")
    invoked = principles.invoked(question, [boom])
    assert "6.5.f" in invoked.written
    assert "6.5.f" in invoked.by_cards
    assert "6.5.f" in invoked.stating


def test_a_question_writing_if_and_do_is_no_effects_wording(library: object) -> None:
    index = library.index  # type: ignore[attr-defined]
    # read in cards' texts only: "If I play it, do I draw?" is a question, not a template
    assert "“if you do”" in index.card_terms("Sacrifice a Character. If you do, draw a card.")
    assert not [t for t in index.defined_terms("If I sacrifice, do I draw?") if "“" in t]


def test_a_triggers_condition_in_the_past_tense_invokes_the_rule_saying_what_it_looks_at(
    written: WrittenForms,
) -> None:
    # 6.3.k: a condition in the past tense looks at the game state before the event
    assert _rules(written, "When I'm sacrificed, if I was not Fleeting — Put me in Reserve.") == {
        "6.3.k"
    }
    assert "6.3.k" not in _rules(written, "When I'm sacrificed, if I am Boosted — Draw a card.")
    assert "6.3.k" not in _rules(written, "If I was played from Reserve, draw a card.")


def test_a_cost_alteration_invokes_how_alterations_combine_when_a_cost_is_asked(
    written: WrittenForms,
) -> None:
    # "costs {1} less", "for {1} less" (the cost's symbol taken out or not): 5.1.2.f, found by
    # its wording "cost alterations apply".
    for text in (
        "The next Permanent you play this turn costs {1} less.",
        "you may play other Characters from your Reserve for  less, down to a minimum of .",
        "This action costs {1} more if you are not the first player.",
    ):
        assert COST_ALTERED in written(text), text
        assert written.rule(COST_ALTERED) == "5.1.2.f"
    assert COST_ALTERED not in written("Draw a card. Then discard more than one card.")
    # Weighed against the question: only a question about a cost turns on it.
    assert asked_of(COST_ALTERED, "do I pay 0 for the robot?")
    assert not asked_of(COST_ALTERED, "does it still count at Dusk?")
    assert asked_of("“if you do”", "does it still count at Dusk?")


def test_an_ability_with_a_cost_invokes_paying_in_full_when_something_is_missing(
    written: WrittenForms,
) -> None:
    # "Cost: Effect" (the cost's symbols taken out, as the app reads a card's text), "You may
    # exhaust me to …": 6.4.c, found by its wording "pay it in full".
    for text in (
        " , Discard a card from your Reserve: the next Character you play gains Anchored.",
        "Draw a card.   , Sacrifice a Character: After You.",
        "  : Resupply.",
        "You may discard a card from your Reserve to draw a card.",
    ):
        assert PAID_COST in written(text), text
        assert written.rule(PAID_COST) == "6.4.c"
    for text in (
        "Choose one: • Discard target Character.",
        "Sacrifice a Character. If you do, draw.",
    ):
        assert PAID_COST not in written(text), text
    assert asked_of(PAID_COST, "with an empty reserve, can I still exhaust him?")
    assert not asked_of(PAID_COST, "can I exhaust him twice?")


def test_a_modal_card_invokes_the_rule_on_modes(written: WrittenForms) -> None:
    # "Choose one: • … • …": 6.5.g, found by its wording "called modes".
    text = "Choose one:  • Discard target Character.  • Discard target Permanent."
    assert MODAL in written(text)
    assert written.rule(MODAL) == "6.5.g"
    assert MODAL not in written("Each player chooses a Character they control.")
