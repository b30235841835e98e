"""Issue 32: a question naming cards reaches the general rules its form and its cards invoke.

The grammar of interaction questions (:func:`forms`) names the principles a question's form
asks about; :class:`Principles` finds those sections by title in CR 5.0; :func:`rerank` ranks
the best candidates again with them, and the rules invoked join the candidates even when the
question's words miss them. The cards here are invented or named only (plain records, as the
app hands them over).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.editions import NEW_EDITION
from rules_corpus.model import Kind
from rules_corpus.search.impossible import COST_UNPAID, EFFECT_UNDONE, IMPOSSIBLE, PAID_COST
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.interaction import Invoked, Principles
from rules_corpus.search.mentions import PLAYED_FROM, SELF_MOVE, CardMention
from rules_corpus.search.question_forms import (
    ACTIVATION,
    CONFLICT,
    CONTROL,
    COUNTERS_KEPT,
    DESTINATION,
    IS_OF_TYPE,
    MODIFIERS,
    PASSIVES,
    PUT_NOT_PLAYED,
    REACTIONS_ORDER,
    RESPONDING,
    RETURNED,
    SELF_MOVED,
    STATUS_AGAIN,
    TYPE_IN_ZONE,
    WHO_DECIDES,
    WHO_DID,
    ZONE_TYPE,
    asks_of_reactions,
    form_groups,
    forms,
)
from rules_corpus.search.question_text import NAMED, named_text, under, unknown_names
from rules_corpus.search.ranking import Candidate
from rules_corpus.search.rerank import DEPTH, RerankWeights, rerank
from rules_corpus.search.sentence_rules import PHASE_REACTIONS
from rules_corpus.search.units import SearchUnit


def card(question: str, typed: str, *words: str, kind: str = "Character") -> CardMention:
    start = question.index(typed)
    return CardMention(typed, start, start + len(typed), (kind, *words), kind)


# -- the grammar of interaction questions ------------------------------------------------------


def test_an_order_asked_of_reacting_cards_is_the_order_of_reactions() -> None:
    q = "Zorblax and Quimby both trigger at Noon, which one resolves first?"
    cards = (card(q, "Zorblax", "Reaction"), card(q, "Quimby", "Reaction"))
    found = forms(q, cards)
    assert set(REACTIONS_ORDER) <= set(found)
    assert not set(MODIFIERS) & set(found)


def test_when_asked_of_a_reacting_card_is_the_order_of_reactions() -> None:
    # "When does A gain its boost?": when its Reaction resolves (4.4) ...
    q = "Zorblax rolls a die when it enters, when does Quimby gain its boost?"
    cards = (card(q, "Zorblax", "Reaction"), card(q, "Quimby", "Reaction"))
    assert set(REACTIONS_ORDER) <= set(forms(named_text(q, cards), cards))
    # ... not of a card that does not react, nor a passive's condition looked at (2.3.1).
    cards = (card(q, "Zorblax"), card(q, "Quimby"))
    assert set(REACTIONS_ORDER).isdisjoint(forms(named_text(q, cards), cards))
    q = "Quimby Defender unless two Plants, when is it checked?"
    cards = (card(q, "Quimby", "Reaction"),)
    found = forms(named_text(q, cards), cards)
    assert set(PASSIVES) <= set(found) and set(REACTIONS_ORDER).isdisjoint(found)


def test_an_order_asked_of_replacements_is_the_modifiers_order() -> None:
    q = "Zorblax and Quimby both say instead, which applies first?"
    found = forms(q, (card(q, "Zorblax"), card(q, "Quimby")))
    assert set(MODIFIERS) <= set(found)
    assert not set(REACTIONS_ORDER) & set(found)


def test_versus_and_cant_are_a_conflict_of_two_cards() -> None:
    q = "Zorblax vs Quimby: which wins?"
    assert set(CONFLICT) <= set(forms(q, (card(q, "Zorblax"), card(q, "Quimby"))))
    q = "Zorblax says I can't draw, can Quimby make me draw?"
    assert set(CONFLICT) <= set(forms(q, (card(q, "Zorblax"), card(q, "Quimby"))))
    # One card and "vs" against a rules word is no conflict of cards.
    q = "Zorblax vs the rules of Dusk"
    assert not set(CONFLICT) & set(forms(q, (card(q, "Zorblax"),)))


def test_does_a_trigger_when_b_is_a_reactions_activation() -> None:
    q = "does Zorblax trigger when Quimby leaves?"
    assert set(ACTIVATION) <= set(forms(q, (card(q, "Zorblax", "Reaction"), card(q, "Quimby"))))


def test_whose_zone_is_control_and_ownership() -> None:
    q = "Zorblax on my opponent's Character: whose Reserve does it go to?"
    assert set(CONTROL) <= set(forms(q, (card(q, "Zorblax", kind="Spell"),)))


def test_whether_cards_in_a_reserve_count_is_control() -> None:
    # 7.5.5.a: nobody controls a Reserve, whoever's it is
    q = "Zorblax: do the characters in my opponent's reserve count?"
    assert set(CONTROL) <= set(forms(q, (card(q, "Zorblax"),)))
    q = "Zorblax: does my reserve count?"
    assert set(CONTROL) <= set(forms(q, (card(q, "Zorblax"),)))


def test_a_card_that_comes_back_is_a_new_object() -> None:
    for q in (
        "Zorblax returns it, if they replay it does it keep the boosts?",
        "when Zorblax re-enters play, is it still exhausted?",
        "Zorblax comes back to play, what does it remember?",
    ):
        assert set(RETURNED) <= set(forms(q, (card(q, "Zorblax"),))), q
    q = "Zorblax: can I use its ability again?"
    assert set(RETURNED).isdisjoint(forms(q, (card(q, "Zorblax"),)))


def test_where_does_it_go_is_the_destination_of_a_move() -> None:
    for q in (
        "Zorblax on my opponent's Quimby token, where does it go?",
        "Zorblax hits my boosted Quimby: which zone does it end in?",
        "Zorblax steals Quimby and sacrifices it, whose discard pile?",
    ):
        cards = (card(q, "Zorblax", kind="Spell"), card(q, "Quimby"))
        assert set(DESTINATION) <= set(forms(named_text(q, cards), cards)), q
    q = "where is Zorblax's ability written on the card?"
    assert not set(DESTINATION) & set(forms(q, (card(q, "Zorblax"),)))
    # "returns it to hand, what happens to the token?": where the moved card ends up
    q = "Zorblax returns my opponent's token to hand, what happens to the token?"
    assert set(DESTINATION) <= set(forms(q, (card(q, "Zorblax"),)))
    q = "Zorblax is out, what happens to the token at Night?"
    assert set(DESTINATION).isdisjoint(forms(q, (card(q, "Zorblax"),)))
    # "does it go to my opponent's hand?": whether the moving card ends up there
    q = "Zorblax on my Quimby token - does it go to my opponent's hand?"
    assert set(DESTINATION) <= set(forms(q, (card(q, "Zorblax"),)))
    # ... not a replacing modifier's "does it go to mana instead?"
    q = "Zorblax is boosted and gets discarded, does it go to mana instead?"
    assert set(DESTINATION).isdisjoint(forms(q, (card(q, "Zorblax"),)))
    q = "Zorblax: does it go first or second?"
    assert set(DESTINATION).isdisjoint(forms(q, (card(q, "Zorblax"),)))


def test_a_card_that_does_the_action_asks_who_did_it() -> None:
    q = "does Zorblax get boosts when Quimby sacrifices a character?"
    cards = (card(q, "Zorblax", "Reaction"), card(q, "Quimby"))
    found = forms(named_text(q, cards), cards)
    assert set(ACTIVATION) <= set(found) and set(WHO_DID) <= set(found)
    # The card the event happens to is no actor: whether it activates, not who did it.
    q = "does Zorblax get boosts when Quimby is sacrificed?"
    cards = (card(q, "Zorblax", "Reaction"), card(q, "Quimby"))
    found = forms(named_text(q, cards), cards)
    assert set(ACTIVATION) <= set(found) and not set(WHO_DID) & set(found)
    # Nobody reacts: no activation asked.
    q = "does Zorblax cost less when Quimby sacrifices a character?"
    cards = (card(q, "Zorblax"), card(q, "Quimby"))
    assert not set(ACTIVATION) & set(forms(named_text(q, cards), cards))


def test_a_changing_condition_is_the_passives_reevaluation() -> None:
    q = "Zorblax has Defender unless I control a Plant, when is it checked?"
    assert set(PASSIVES) <= set(forms(q, (card(q, "Zorblax", "Defender"),)))
    # what a condition gave, asked again once it is lost
    q = "Zorblax loses his last boost at Night, does he still stay out during Rest?"
    assert set(PASSIVES) <= set(forms(q, (card(q, "Zorblax", "Eternal"),)))
    q = "Zorblax loses a boost, how many does it have?"
    assert set(PASSIVES).isdisjoint(forms(q, (card(q, "Zorblax"),)))


def test_what_a_reacting_card_gets_from_an_event_is_who_did_it() -> None:
    q = "Zorblax makes everyone draw, does my opponent's Quimby get a boost from me drawing?"
    cards = (card(q, "Zorblax", "Reaction"), card(q, "Quimby", "Reaction"))
    found = set(forms(named_text(q, cards), cards))
    assert set(ACTIVATION) | set(WHO_DID) <= found
    q = "I play Zorblax on my opponent, does my Quimby count that as my opponent resupplying?"
    cards = (card(q, "Zorblax", "Reaction"), card(q, "Quimby", "Reaction"))
    assert set(ACTIVATION) | set(WHO_DID) <= set(forms(named_text(q, cards), cards))


def test_a_card_set_against_what_the_rules_say_is_specific_beats_general() -> None:
    q = "Zorblax says draw only one card in the Morning, but the rules say two??"
    assert "Specific Beats General" in forms(q, (card(q, "Zorblax"),))


def test_a_status_had_already_is_gaining_it_again() -> None:
    q = "Zorblax gains Anchored but it is already anchored, do I get the boosts?"
    assert set(STATUS_AGAIN) <= set(forms(q, (card(q, "Zorblax", "Anchored"),)))
    q = "Zorblax already gained a boost, does it gain another?"  # no status named
    assert set(STATUS_AGAIN).isdisjoint(forms(q, (card(q, "Zorblax"),)))


def test_keeping_boosts_asks_whether_counters_stay() -> None:
    q = "Zorblax returns a boosted card to my hand, does it keep its boosts?"
    assert set(COUNTERS_KEPT) <= set(forms(q, (card(q, "Zorblax"),)))
    # The boosts named before the verb that asks, or said to be gone.
    for q in (
        "Zorblax got boosts in my reserve, I play it - does it keep them?",
        "Zorblax was sent to reserve, when I replay him are his 3 boosts gone?",
    ):
        assert set(COUNTERS_KEPT) <= set(forms(q, (card(q, "Zorblax"),))), q
    # A condition lost is looked at again (2.3.1), not a counter kept on a move.
    q = "Zorblax is Defender while boosted, what if it loses the boost?"
    assert set(COUNTERS_KEPT).isdisjoint(forms(q, (card(q, "Zorblax"),)))


def test_whether_an_ability_works_is_its_reactions_activation() -> None:
    q = "Zorblax puts Quimby in my Reserve, does her ability work from hand?"
    cards = (card(q, "Zorblax"), card(q, "Quimby"))
    assert set(ACTIVATION) <= set(forms(named_text(q, cards), cards))


def test_a_reacting_card_moved_by_another_asks_its_reactions_activation() -> None:
    # A self-move Reaction (6.3.c, 6.3.e): whether being put in play by another card activates it.
    q = "Zorblax puts Quimby in play, does Quimby still roll?"
    cards = (card(q, "Zorblax", kind="Spell"), card(q, "Quimby", "Reaction"))
    assert set(ACTIVATION) <= set(forms(named_text(q, cards), cards))
    # A card whose own entering play it reacts to (a self-move Reaction): 6.3.c–f asked too.
    assert set(SELF_MOVED).isdisjoint(forms(named_text(q, cards), cards))
    moved = (card(q, "Zorblax", kind="Spell"), card(q, "Quimby", "Reaction", SELF_MOVE))
    assert set(SELF_MOVED) <= set(forms(named_text(q, moved), moved))
    # The moved card does not react: nothing of 6.3 is asked.
    cards = (card(q, "Zorblax", kind="Spell"), card(q, "Quimby"))
    assert set(ACTIVATION).isdisjoint(forms(named_text(q, cards), cards))
    # Returned to a hidden zone (the hand), it is no self-move (6.3.c: a visible zone).
    q = "Zorblax returns Quimby to hand, do I get the tokens?"
    cards = (card(q, "Zorblax"), card(q, "Quimby", "Reaction"))
    assert set(ACTIVATION).isdisjoint(forms(named_text(q, cards), cards))


def test_a_type_in_a_zone_other_than_play_asks_what_a_type_refers_to(corpus: Corpus) -> None:
    # "a Character" is one in play unless a zone is named (2.2.1.h).
    q = "Zorblax: can I give Anchored to a character in my reserve?"
    assert set(TYPE_IN_ZONE) <= set(forms(q, (card(q, "Zorblax", "Anchored"),)))
    q = "Zorblax: can I give Anchored to a character in my expedition?"
    assert set(TYPE_IN_ZONE).isdisjoint(forms(q, (card(q, "Zorblax", "Anchored"),)))
    assert Principles(corpus, NEW_EDITION).sections(TYPE_IN_ZONE) == {"2.2.1"}


def test_responding_asks_when_a_player_may_play_at_all(corpus: Corpus) -> None:
    # There is no responding: a card or quick action is played on one's own turn (5.1.1.b).
    q = "My opponent casts Zorblax, can I respond with Quimby?"
    cards = (card(q, "Zorblax", kind="Spell"), card(q, "Quimby"))
    assert set(RESPONDING) <= set(forms(named_text(q, cards), cards))
    q = "Can I use Quimby's ability during my opponent's turn?"
    assert set(RESPONDING) <= set(forms(q, (card(q, "Quimby"),)))
    q = "Can I use Quimby's ability during my turn twice?"
    assert set(RESPONDING).isdisjoint(forms(q, (card(q, "Quimby"),)))
    sections = Principles(corpus, NEW_EDITION).sections(RESPONDING)
    assert {"5.1.1", "4.2.3"} <= sections


def test_who_decides_asks_the_rules_that_say_who_takes_a_decision(corpus: Corpus) -> None:
    q = "Zorblax hits my opponent's Quimby, who decides if it goes to the mana zone instead?"
    cards = (card(q, "Zorblax", kind="Spell"), card(q, "Quimby"))
    found = forms(named_text(q, cards), cards)
    assert set(WHO_DECIDES) <= set(found) and set(MODIFIERS) <= set(found)
    # Found by the sentences' form: decisions "made by" someone, a modifier's controller who
    # "must state whether", the player with initiative who "must decide first".
    sections = Principles(corpus, NEW_EDITION).sections(WHO_DECIDES[:1])
    assert {"6.1.g", "6.2.d", "1.4.5.a"} <= sections
    assert "6.2.b" not in sections


def test_whether_an_object_counts_as_a_type_asks_the_type_rules(corpus: Corpus) -> None:
    q = "Zorblax, does a token joining my expedition count as a Permanent?"
    assert set(IS_OF_TYPE) <= set(forms(q, (card(q, "Zorblax", "Reaction"),)))
    q = "Zorblax makes my next Permanent cheaper, does Quimby count?"
    cards = (card(q, "Zorblax"), card(q, "Quimby", kind="Expedition Permanent"))
    found = forms(named_text(q, cards), cards)
    assert set(IS_OF_TYPE) <= set(found) and set(ZONE_TYPE) <= set(found)
    # What a Reserve holds counting is control's question (7.5.5), not a type's.
    q = "Zorblax: do the characters in my opponent's reserve count?"
    assert set(IS_OF_TYPE).isdisjoint(forms(q, (card(q, "Zorblax", "Reaction"),)))
    assert Principles(corpus, NEW_EDITION).sections(ZONE_TYPE) == {"2.2.3"}


def test_before_or_after_asked_of_a_reacting_card_is_when_reactions_are_played(
    corpus: Corpus,
) -> None:
    q = "Zorblax at Dusk, do I win before the expeditions move?"
    found = forms(q, (card(q, "Zorblax", "Reaction"),))
    assert set(REACTIONS_ORDER[:1]) <= set(found)
    # No players decide at once here: initiative order (1.4.5) is not asked.
    assert REACTIONS_ORDER[1] not in found
    # The rule that plays "at [that phase]" Reactions as the phase begins (4.2.b).
    assert PHASE_REACTIONS in found
    assert Principles(corpus, NEW_EDITION).sections((PHASE_REACTIONS,)) == {"4.2.b"}
    # Of a card that does not react, "before" asks nothing of Reactions.
    assert set(REACTIONS_ORDER).isdisjoint(forms(q, (card(q, "Zorblax"),)))
    # "can I give the boost before the token is made?": which Reaction its controller plays
    # first (4.4.b).
    q = "Zorblax and Quimby both trigger, can I give the boost before the token is made?"
    cards = (card(q, "Zorblax", "Reaction"), card(q, "Quimby", "Reaction"))
    assert set(REACTIONS_ORDER[:1]) <= set(forms(named_text(q, cards), cards))


def test_something_missing_asks_what_cannot_be_done(corpus: Corpus) -> None:
    # A cost that cannot be paid in full is not paid (1.2.5.c, 6.4.c, 1.4.1.b); the part of an
    # effect that cannot happen is ignored (1.2.6.f, 1.4.1.c): found by their sentences.
    principles = Principles(corpus, NEW_EDITION)
    assert principles.sections((COST_UNPAID,)) == {"1.2.5.c", "1.4.1.b", "6.4.c"}
    assert principles.sections((EFFECT_UNDONE,)) == {"1.2.6.f", "1.4.1.c"}
    for q in (
        "Zorblax with an empty reserve - can I still exhaust him?",
        "Zorblax: can I use it if I have no character to sacrifice?",
        "Zorblax with every reserve empty, do I still get the resupply?",
    ):
        # A card whose ability has a cost: whether it can be paid; with none, whether the
        # effect still happens; a card nobody knows (no words): either.
        paying = card(q, "Zorblax", PAID_COST)
        assert (COST_UNPAID, PAID_COST) in form_groups(q.lower(), (paying,)), q
        assert (EFFECT_UNDONE,) in form_groups(q.lower(), (card(q, "Zorblax"),)), q
        unknown = CardMention("Zorblax", 0, 7)
        assert IMPOSSIBLE in form_groups(q.lower(), (unknown,)), q
    # Nothing missing, or nothing asked of it: no such form.
    for q in ("Zorblax: can I still play it at Dusk?", "Zorblax with an empty reserve."):
        found = forms(q.lower(), (card(q, "Zorblax"),))
        assert not set(IMPOSSIBLE) & set(found), q
    # A card worded "[Do X]; if you do, [do Y]" brings its template's rule into the same form.
    q = "Zorblax but I have no character to sacrifice, can I still discard the target?"
    worded = card(q, "Zorblax", "“if you do”", kind="Spell")
    assert (EFFECT_UNDONE, "“if you do”") in form_groups(q.lower(), (worded,))


def test_a_played_from_reaction_put_in_play_asks_whether_being_put_is_being_played(
    corpus: Corpus,
) -> None:
    q = "Zorblax puts Quimby into my expedition, does anyone draw?"
    moved = (card(q, "Zorblax", kind="Spell"), card(q, "Quimby", "Reaction", PLAYED_FROM))
    assert set(PUT_NOT_PLAYED) <= set(forms(named_text(q, moved), moved))
    # Played from hand with Scout, its "when I am played from Reserve" Reaction is asked so too.
    q = "Quimby played from hand with Scout, does his R boost trigger?"
    assert set(PUT_NOT_PLAYED) <= set(forms(q, (card(q, "Quimby", "Reaction", PLAYED_FROM),)))
    # A Reaction of another kind, or a card that is not moved: not asked.
    q = "Zorblax puts Quimby into my expedition, does anyone draw?"
    other = (card(q, "Zorblax", kind="Spell"), card(q, "Quimby", "Reaction", SELF_MOVE))
    assert set(PUT_NOT_PLAYED).isdisjoint(forms(named_text(q, other), other))
    assert Principles(corpus, NEW_EDITION).sections(PUT_NOT_PLAYED) == {"7.1.1", "7.5.12"}


def test_the_verb_that_moves_a_card_is_no_term_asked_about(corpus: Corpus) -> None:
    # "puts" is the event asked about; what "put" means (7.3.27) is not the question.
    q = "Zorblax puts Quimby into my expedition, does anyone draw?"
    moved = (card(q, "Zorblax", "Put", kind="Spell"), card(q, "Quimby", "Reaction", PLAYED_FROM))
    principles = Principles(corpus, NEW_EDITION)
    invoked = principles.invoked(named_text(q, moved), moved, ["Put", "Draw"])
    assert not any(under(s, frozenset({"7.3.27"})) for s in invoked.by_words | invoked.by_cards)
    assert "7.3.9" in invoked.by_words


def test_two_reacting_cards_bring_the_order_of_reactions_only_when_it_may_be_asked() -> None:
    q = "Zorblax and Quimby both trigger at Noon, which one resolves first?"
    cards = (card(q, "Zorblax", "Reaction"), card(q, "Quimby", "Reaction"))
    assert asks_of_reactions(form_groups(q.lower(), cards))
    # No principle asked: the Reactions may be what matters.
    assert asks_of_reactions(())
    q = "Zorblax makes my next Permanent cheaper, does Quimby count?"
    cards = (card(q, "Zorblax", "Reaction"), card(q, "Quimby", "Reaction", kind="Permanent"))
    assert not asks_of_reactions(form_groups(named_text(q, cards).lower(), cards))


def test_a_plain_question_about_one_card_asks_no_principle() -> None:
    q = "how many mana does Zorblax cost?"
    assert forms(q, (card(q, "Zorblax"),)) == ()


# -- the sections, by title in the rules -------------------------------------------------------


def test_the_self_move_rules_are_found_by_the_term_they_write(corpus: Corpus) -> None:
    sections = Principles(corpus, NEW_EDITION).sections(SELF_MOVED)
    assert {"6.3.c", "6.3.d", "6.3.e"} <= sections
    assert "6.3.a" not in sections


def test_the_principles_are_found_by_title_in_cr_5(corpus: Corpus) -> None:
    principles = Principles(corpus, NEW_EDITION)
    assert principles.sections(REACTIONS_ORDER) == {"4.4", "1.4.5"}
    assert principles.sections(CONFLICT) == {"1.4.1", "1.4.2"}
    # A term a rule defines ("are called replacing modifiers", 6.2.b) names its section.
    assert principles.sections(["replacing modifiers"]) == {"6.2"}
    assert principles.sections(["No Such Title"]) == frozenset()


def test_gaining_a_status_again_and_counters_are_found_by_title(corpus: Corpus) -> None:
    principles = Principles(corpus, NEW_EDITION)
    assert principles.sections(STATUS_AGAIN) == {"7.3.16"}
    assert principles.sections(COUNTERS_KEPT) == {"2.5", "1.4.4"}


def test_the_rules_that_send_a_moving_card_elsewhere_are_found_by_their_form(
    corpus: Corpus,
) -> None:
    found = Principles(corpus, NEW_EDITION).sections(DESTINATION)
    # Its owner's zone (1.4.3.a, 3.1.2.c), a token ceasing to exist (2.1.e), Fleeting (2.4.7.d).
    assert {"1.4.3", "1.4.3.a", "3.1.2.c", "2.1.e", "2.4.7.d"} <= found
    # An Expedition moving forward farther than it can is no card's destination.
    assert not {"7.3.25.d", "7.3.24.c"} & found


def test_the_terms_a_question_writes_invoke_their_sections(corpus: Corpus) -> None:
    principles = Principles(corpus, NEW_EDITION)
    q = "Zorblax: is it still a sacrifice if it goes to Mana instead?"
    invoked = principles.invoked(q, (card(q, "Zorblax"),), ["Sacrifice"])
    assert "7.3.36" in invoked.by_words and invoked
    assert not principles.invoked(q, (card(q, "Zorblax"),), []).by_words
    # "Do" titles a descriptor (7.5.6), but in "what does it do?" it only asks.
    q = "what does Zorblax do?"
    assert not principles.invoked(q, (card(q, "Zorblax"),), ["Do"])


def test_a_procedure_the_question_names_by_a_rare_title_is_invoked(corpus: Corpus) -> None:
    principles = Principles(corpus, NEW_EDITION)
    q = "Zorblax during the tiebreaker, does anything happen?"
    assert "4.3" in principles.invoked(q, (card(q, "Zorblax"),)).by_words  # 4.3 Tiebreakers
    q = "Zorblax out but my landmark limit is 2, what happens at night?"
    assert {"2.2.14", "4.2.5"} <= principles.invoked(q, (card(q, "Zorblax"),)).by_words
    # A title the rules write everywhere only sets the scene ("Reserve", "Costs"), and a
    # pronoun's section ("You") is no procedure.
    q = "can you put Zorblax in my reserve for its cost?"
    assert not principles.invoked(q, (card(q, "Zorblax"),)).by_words


def test_a_cards_rules_words_invoke_their_sections_but_not_its_type(corpus: Corpus) -> None:
    principles = Principles(corpus, NEW_EDITION)
    q = "Zorblax and Quimby in the same expedition?"
    cards = (card(q, "Zorblax", "Gigantic", "Tough", "Reaction"), card(q, "Quimby"))
    invoked = principles.invoked(q, cards)
    assert {"7.4.4", "7.4.7"} <= invoked.by_cards
    assert "5.2.1" not in invoked.by_cards  # "Character" is its type, not a rule it invokes
    assert invoked.doc == NEW_EDITION


def test_one_card_and_no_interaction_asked_invokes_nothing(corpus: Corpus) -> None:
    principles = Principles(corpus, NEW_EDITION)
    q = "what does Zorblax do?"
    assert not principles.invoked(q, (card(q, "Zorblax", "Gigantic", "Tough"),))
    q = "Zorblax and Quimby: which one resolves first?"
    assert principles.invoked(q, (card(q, "Zorblax", "Reaction"),)).by_form


def test_a_unit_is_under_its_section_and_its_parents() -> None:
    assert under("4.4.b", frozenset({"4.4"}))
    assert under("4.4", frozenset({"4.4"}))
    assert not under("4.4.b", frozenset({"4.3"}))
    assert not under("14.4.b", frozenset({"4.4"}))
    assert not under("Tough", frozenset({"7.4.7"}))  # a glossary entry is filed under none


# -- ranking again -----------------------------------------------------------------------------


def _unit(unit_id: str, kind: Kind = Kind.RULE, doc: str = NEW_EDITION) -> SearchUnit:
    key = f"{doc}|{kind.value}|{unit_id}"
    return SearchUnit(key, doc, "altered", unit_id, kind, "", "", "", "")


def _ranked(units: list[SearchUnit]) -> list[tuple[float, Candidate]]:
    return [
        (10.0 - n * 0.1, Candidate(u.key, u.kind.value, 1.0, 0.5, 0, 0, False, 1, 10, n, n))
        for n, u in enumerate(units)
    ]


def test_rerank_brings_the_invoked_rules_forward_and_examples_back() -> None:
    units = [_unit("3.1.1.a"), _unit("5.2.1.a", Kind.EXAMPLE), _unit("2.2.1.a")]
    units += [_unit(f"3.2.{n}.a") for n in range(DEPTH)]
    units.append(_unit("4.4.b"))  # beyond the first DEPTH: it joined for the question
    by_key = {u.key: u for u in units}
    ranked = _ranked(units)
    again = rerank(ranked, by_key, Invoked(frozenset({"4.4"}), frozenset(), NEW_EDITION))
    ids = [by_key[c.key].id for _, c in again]
    assert ids[0] == "4.4.b"
    assert ids.index("5.2.1.a") > ids.index("2.2.1.a")  # the Example goes back
    assert sorted(ids) == sorted(u.id for u in units)  # nothing lost, nothing repeated
    scores = [s for s, _ in again]
    assert scores == sorted(scores, reverse=True)


def test_rerank_leaves_a_question_invoking_nothing_and_other_editions_alone() -> None:
    units = [_unit("1.1.1.a"), _unit("4.4.b", doc="altered-cr-4.0"), _unit("4.4.c")]
    by_key = {u.key: u for u in units}
    ranked = _ranked(units)
    assert rerank(ranked, by_key, Invoked()) == ranked
    again = rerank(ranked, by_key, Invoked(frozenset({"4.4"}), frozenset(), NEW_EDITION))
    ids = [(by_key[c.key].doc, by_key[c.key].id) for _, c in again]
    assert ids[0] == (NEW_EDITION, "4.4.c")
    assert ids.index(("altered-cr-4.0", "4.4.b")) > ids.index((NEW_EDITION, "1.1.1.a"))
    no_weights = RerankWeights(0.0, 0.0, 0.0)
    same = rerank(ranked, by_key, Invoked(frozenset({"4.4"}), frozenset(), NEW_EDITION), no_weights)
    assert [c.key for _, c in same] == [c.key for _, c in ranked]


# -- through the search ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def semantic_index(corpus: Corpus) -> Iterator[RulesIndex]:
    index = RulesIndex.open_or_build(corpus, "interaction-questions", None)
    assert index.load_semantic(None) is None
    yield index
    index.close()


def _top(index: RulesIndex, question: str, cards: tuple[CardMention, ...]) -> list[str]:
    hits = index.search(question, limit=30, cards=cards).hits[:5]
    return [h.id for h in hits if h.doc == NEW_EDITION]


def test_an_order_of_two_reacting_cards_reaches_4_4_and_initiative(
    semantic_index: RulesIndex,
) -> None:
    q = "Zorblax and Quimby both trigger at Noon, which one resolves first?"
    cards = (card(q, "Zorblax", "Reaction"), card(q, "Quimby", "Reaction"))
    top = _top(semantic_index, q, cards)
    assert {"4.4.b", "1.4.5.a"} & set(top[:3]), top


def test_a_replacement_question_reaches_the_modifiers(semantic_index: RulesIndex) -> None:
    q = "Zorblax is hit by Quimby, can I put it in my Mana zone instead of Reserve?"
    cards = (card(q, "Zorblax"), card(q, "Quimby", kind="Spell"))
    top = _top(semantic_index, q, cards)
    assert any(i.startswith("6.2.") for i in top), top


def test_whose_zone_reaches_my_cards_my_zones(semantic_index: RulesIndex) -> None:
    q = "Zorblax on my opponent's Character: whose Mana zone does it go to?"
    top = _top(semantic_index, q, (card(q, "Zorblax", kind="Spell"),))
    assert {"1.4.3.a", "3.1.2.c", "1.4.3"} & set(top), top


# -- cards nobody knows (no card data imported) ------------------------------------------------


def test_unknown_names_are_capitalised_runs_the_rules_do_not_know() -> None:
    known = {"if", "i", "what", "does", "reserve", "character", "noon"}.__contains__

    def names(q: str) -> list[str]:
        return [m.name for m in unknown_names(q, lambda w: known(w.lower()))]

    q = "If I play Zorblax while my opponent controls Quimby Tower, what happens first?"
    assert names(q) == ["Zorblax", "Quimby Tower"]
    assert names("Does a Character in Reserve count? What about Noon") == []
    found = unknown_names(q, lambda w: known(w.lower()))
    assert [q[m.start : m.end] for m in found] == ["Zorblax", "Quimby Tower"]
    assert all(m.words == () for m in found)


def test_an_order_asked_of_cards_nobody_knows_is_the_reactions_order(
    semantic_index: RulesIndex,
) -> None:
    q = "If I play Zorblax while my opponent controls Quimbytower, what happens first?"
    invoked = semantic_index.unnamed_invoked(q)
    assert invoked is not None and {"4.4", "1.4.5"} <= invoked.by_form
    top = _top(semantic_index, q, ())
    assert {"4.4.b", "1.4.5.a"} & set(top[:3]), top
    # A question naming no card, or asking nothing of them, is searched as before.
    assert semantic_index.unnamed_invoked("what happens first at Noon?") is None
    assert semantic_index.unnamed_invoked("what does Zorblax do?") is None
    # A term the question writes names its section, cards known or not.
    invoked = semantic_index.unnamed_invoked("Zorblax is Eternal, does it go to Reserve?")
    assert invoked is not None and "7.4.3" in invoked.by_words


def test_the_pool_searched_is_what_the_search_ranks_with_its_cards(
    semantic_index: RulesIndex,
) -> None:
    # The pool the search ranks with the cards recognised holds every rule the question's form
    # invokes (the words as typed do not reach them all), and the cards' names are not among
    # the words searched.
    q = "Zorblax and Quimby both trigger at Noon, which one resolves first?"
    cards = (card(q, "Zorblax", "Reaction"), card(q, "Quimby", "Reaction"))
    words, _, units = semantic_index.ranking_candidates(q, None)
    searched, _, _ = semantic_index.ranking_candidates(q, None, cards)

    def ids(pool: list[Candidate]) -> set[str]:
        return {units[c.key].id for c in pool if units[c.key].doc == NEW_EDITION}

    assert "4.4.b" in ids(searched)
    asked = f"{NAMED} and {NAMED} both trigger at Noon, which one resolves first?"
    invoked = semantic_index.principles().invoked(asked, cards)
    joined = set(semantic_index.invoked_keys(invoked))
    assert joined <= {c.key for c in searched}
    assert not joined <= {c.key for c in words}
    reading = semantic_index.card_reading(q, cards)
    assert reading is not None and "Zorblax" not in reading.searched
    assert reading.names == ("Zorblax", "Quimby")
