"""How two named cards' kinds of ability meet (issue 32, rules_corpus/search/ability_relations.py):
a prohibition against what it prohibits (CR 5.0 1.4.1), a replacement asked where it ends or
against another (6.2), a prohibition met by a replacement (1.4.1.d) — read from the cards' rules
words and the terms the question writes, the prohibiting and replacing terms from the rules."""

from __future__ import annotations

from functools import cache

import pytest

from rules_corpus.corpus import parse_corpus
from rules_corpus.editions import NEW_EDITION
from rules_corpus.search.ability_relations import (
    CANT_BEATS_CAN,
    MODIFIERS,
    REPLACING_WORD,
    WORKED_BEFORE,
    AbilityKinds,
)
from rules_corpus.search.interaction import Principles
from rules_corpus.search.mentions import CardMention


@cache
def kinds() -> AbilityKinds:
    return AbilityKinds(parse_corpus().document(NEW_EDITION))


def card(name: str, *words: str) -> CardMention:
    return CardMention(name, 0, 0, words, words[0] if words else "")


# Invented cards: one whose text says something can't happen, one that makes it happen, one that
# replaces an event ("… instead"), one that grants a keyword to others.
WALL = card("Stone Wall", "Spell", "Move Forward", CANT_BEATS_CAN)
PUSH = card("Tailwind", "Spell", "Move Forward")
FROG = card("Pond Frog", "Character", "Leave", REPLACING_WORD)
SPELL = card("Banish", "Spell", "Discard")
CAPTAIN = card("Harbour Captain", "Hero", "Defender", "Create")
TOKENS = card("Call the Watch", "Spell", "Create")


def test_the_rules_say_which_terms_prohibit_and_which_replace() -> None:
    assert {"defender", "exhausted"} <= kinds().prohibiting  # 7.4.2.b, 2.4.6.c "cannot"
    assert "fleeting" in kinds().replacing  # 2.4.7.d "would … instead"
    # Tough asks a payment, Scout an alternative cost: neither prohibits nor replaces.
    assert not {"tough", "scout"} & (kinds().prohibiting | kinds().replacing)


@pytest.mark.parametrize(
    "question",
    [
        "NAMED on my expedition, then I play NAMED on it. Does it move forward?",
        "NAMED is out and my opponent casts NAMED, will my expedition still advance?",
        "if NAMED resolves after NAMED, can it move?",
    ],
)
def test_a_prohibition_asked_whether_it_happens_is_cant_beats_can(question: str) -> None:
    assert (CANT_BEATS_CAN, "Specific Beats General") in kinds().forms(question, [WALL, PUSH])


def test_one_card_alone_or_a_keyword_only_granted_sets_no_conflict() -> None:
    assert kinds().forms("NAMED: does it move forward?", [WALL]) == ()
    # A Hero granting Defender to tokens, the question not writing Defender: no prohibition.
    asked = "my opponent's NAMED creates tokens, does my NAMED trigger?"
    assert kinds().forms(asked, [TOKENS, CAPTAIN]) == ()


def test_a_prohibiting_keyword_written_met_by_a_replacement() -> None:
    # "Defender" written (7.4.2.b: cannot move forward) and a card replacing the move: 1.4.1.d.
    asked = "NAMED is Defender, can I still use NAMED's instead when my expedition would move?"
    forms = kinds().forms(asked, [card("Old Guard", "Character", "Defender"), FROG], ["Defender"])
    assert (CANT_BEATS_CAN, MODIFIERS) in forms


@pytest.mark.parametrize(
    "question",
    [
        "my NAMED is hit by NAMED: does it go to the discard pile or to my mana zone?",
        "NAMED gets discarded by NAMED, where does it end up?",
    ],
)
def test_a_replacement_asked_where_it_ends_is_a_modifier(question: str) -> None:
    assert (MODIFIERS,) in kinds().forms(question, [FROG, SPELL])


def test_a_replacement_not_asked_where_or_which_is_no_form() -> None:
    assert kinds().forms("my NAMED is hit by NAMED, do I draw a card?", [FROG, SPELL]) == ()


def test_two_replacements_one_of_them_a_status_written() -> None:
    asked = "NAMED has Fleeting and goes to Reserve, Fleeting says discard — which one applies?"
    assert (MODIFIERS,) in kinds().forms(asked, [FROG], ["Fleeting"])


def test_principles_invoke_the_sections_of_the_relation() -> None:
    principles = Principles(parse_corpus(), NEW_EDITION)
    invoked = principles.invoked(
        "NAMED on my expedition, then I play NAMED on it. Does it move forward?", [WALL, PUSH]
    )
    assert "1.4.1" in invoked.by_form


def test_a_cost_asked_against_a_prohibition_is_the_cost_rules() -> None:
    # "Can't cost less than 2" against "for free": 5.1.2.f's order of alterations, not 1.4.1.
    floor = card("Toll Keeper", "Character", CANT_BEATS_CAN)
    free = card("Gift Horse", "Spell", "Play")
    assert (
        kinds().forms("NAMED is out and NAMED plays it for free, do I pay 2?", [floor, free]) == ()
    )


EXCAVATOR = card("Deep Miner", "Character", "Reaction", "Leave")
SELF_MOVER = card("Homing Pigeon", "Character", "Reaction", "self-move Reactions")


@pytest.mark.parametrize(
    "question",
    [
        "NAMED discards my NAMED. Does it still trigger from the discard pile?",
        "my NAMED is sacrificed to NAMED, does its reaction happen even though it left?",
        "NAMED returns NAMED to hand — do I get the boosts anyway?",
    ],
)
def test_a_reaction_of_the_card_leaving_asked_whether_it_still_activates(question: str) -> None:
    assert (WORKED_BEFORE,) in kinds().forms(question, [SPELL, EXCAVATOR])


def test_a_self_move_reaction_or_no_leaving_is_not_it() -> None:
    # A self-move Reaction is activated by what exists after the event (6.3.e): not 6.3.f's.
    asked = "NAMED sends NAMED to Reserve, does its reaction still trigger though it left?"
    assert (WORKED_BEFORE,) not in kinds().forms(asked, [SPELL, SELF_MOVER])
    assert (WORKED_BEFORE,) not in kinds().forms(
        "NAMED is in play, does NAMED still trigger?", [SPELL, EXCAVATOR]
    )


def test_the_rule_of_what_worked_before_is_found_by_its_sentence() -> None:
    principles = Principles(parse_corpus(), NEW_EDITION)
    assert principles.sections([WORKED_BEFORE]) == {"6.3.f"}
