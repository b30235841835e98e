"""When a Reaction is played, asked against a step of another effect or a phase (issue 32):
the rules on when Reactions are checked (4.2.b, 4.2.d, 4.2.g, 4.4.a, 4.4.c, 5.1.1.c, 6.3.h) and,
when a phase or a daily effect is named, the at-phase Reactions' rule (4.2.b) and the rule
listing that phase's daily effects (4.2.1.a–4.2.5.a) — each found by its sentence."""

from __future__ import annotations

import re

import pytest

from rules_corpus.corpus import parse_corpus
from rules_corpus.search.mentions import REACTION, CardMention
from rules_corpus.search.moment_forms import DAILY_EFFECT_PHASE, reaction_moment
from rules_corpus.search.question_forms import TOKEN_LEAVING, form_groups
from rules_corpus.search.question_text import NAMED
from rules_corpus.search.sentence_rules import (
    AFTER_DAILY_EFFECT,
    PHASE_REACTIONS,
    PHASES,
    REACTIONS_CHECKED,
    daily_effects,
    rules_by_sentence,
)

_RULES = parse_corpus().document("altered-cr-5.0")


def test_the_rules_are_found_by_their_sentence() -> None:
    found = rules_by_sentence(_RULES)
    # Not the phases' own checks (4.2.b at a phase's beginning, 4.2.d after a daily effect).
    assert found[REACTIONS_CHECKED] == frozenset({"4.2.g", "4.4.a", "4.4.c", "5.1.1.c", "6.3.h"})
    assert found[AFTER_DAILY_EFFECT] == frozenset({"4.2.d"})
    assert {p: found[daily_effects(p)] for p in PHASES} == {
        "Morning": {"4.2.1.a"},
        "Noon": {"4.2.2.a"},
        "Afternoon": {"4.2.3.a"},
        "Dusk": {"4.2.4.a"},
        "Night": {"4.2.5.a"},
    }


def test_each_daily_effect_is_listed_by_its_phase_rule() -> None:
    """The table of daily effects is the rules' own lists (4.2.1.a, 4.2.4.a, 4.2.5.a): each
    named daily effect (the Expeditions moving is Progress, 4.2.4) is in its phase's rule."""
    found = rules_by_sentence(_RULES)
    text = {r.id: r.text.lower() for r in _RULES.rules}
    for effect, phase in DAILY_EFFECT_PHASE.items():
        (rule,) = found[daily_effects(phase)]
        word = "progress" if "move" in effect else effect.replace("cleanup", "clean-up")
        assert re.search(rf"\b{word}\b", text[rule]), (effect, phase)


def _reacting(name: str = "Kitsune") -> CardMention:
    return CardMention(name, 0, len(name), words=(REACTION,))


@pytest.mark.parametrize(
    "question",
    [
        # Within another effect's resolution, the Reaction's doing named or a card that reacts.
        f"does {NAMED}'s token come in the middle of {NAMED}'s effect or after?",
        f"does the hive reaction resolve in the middle of {NAMED}'s effect?",
        f"{NAMED} triggers when I draw — does it happen during the effect or after?",
        f"does my {NAMED} trigger mid-resolution?",
        f"does {NAMED} get its boost before the draw part of my spell?",
        f"{NAMED} ETB: does its boost come before or after the spell resolves?",
    ],
)
def test_a_reactions_moment_within_an_effect(question: str) -> None:
    """The rules on when Reactions are checked — or, asked "before or after" of a card that
    reacts, the section Checking Reactions (4.4) the grammar asks already."""
    groups = form_groups(question.lower(), [_reacting()])
    assert (REACTIONS_CHECKED,) in groups or ("Checking Reactions",) in groups


@pytest.mark.parametrize(
    ("question", "phase"),
    [
        # Against a phase's daily effect, in the players' words and the rules'.
        (
            "red says at dusk if I have 3 boosts draw a card. before or after the expeditions"
            " move?",
            "Dusk",
        ),
        ("'at dusk if you control three characters you win' - checked before progress?", "Dusk"),
        (f"at night {NAMED} loses a boost - before or after rest?", "Night"),
        (f"{NAMED} says sabotage after rest - so when exactly?", "Night"),
        (f"does {NAMED}'s at noon trigger happen before the morning's prepare?", "Noon"),
        (f"is {NAMED}'s reaction played before or after clean-up?", "Night"),
    ],
)
def test_a_reactions_moment_against_a_phase(question: str, phase: str) -> None:
    groups = form_groups(question.lower(), [_reacting()])
    assert (PHASE_REACTIONS,) in groups
    assert any(daily_effects(phase) in g for g in groups)


@pytest.mark.parametrize(
    ("question", "after"),
    [
        # A Reaction that triggers after a daily effect: it is played when Reactions are
        # checked after it (4.2.d).
        (f"{NAMED} says sabotage after rest - so when exactly?", True),
        (f"{NAMED} sabotage 'after rest' - does it happen before clean-up?", True),
        # "after" said as the moment asked: an at-phase Reaction is played as the phase begins.
        (f"at night {NAMED} loses a boost - before or after rest?", False),
        (f"{NAMED} at dusk: is it after progress?", False),
    ],
)
def test_a_reaction_after_a_daily_effect(question: str, after: bool) -> None:
    assert ((AFTER_DAILY_EFFECT,) in reaction_moment(question.lower(), True)) is after


def test_the_words_stand_for_the_reaction_when_no_card_reacts() -> None:
    """No card recognised: the question's words say a Reaction's doing is timed."""
    assert reaction_moment("does the hive reaction resolve in the middle of the effect?", False)
    assert reaction_moment("red says at dusk i draw. before or after the expeditions move?", False)
    assert reaction_moment("its etb: before or after the spell resolves?", False)


@pytest.mark.parametrize(
    "question",
    [
        # When a player may play: no Reaction's doing timed.
        "can i play a card before the expeditions move?",
        # No moment asked.
        "does the token come in ready or exhausted?",
        "does the hive reaction trigger when a robot joins?",
        # "the rest of the effect" is no daily effect, and no Reaction is timed.
        "i sacrifice a character, does the rest of the effect still happen?",
        # "Right away" of what is no Reaction's doing: a passive's condition, a limit checked.
        "does my hero lose its boost, do my other characters' stats go back right away?",
        "a third landmark with a limit of 2 - do i sacrifice one right away or at night?",
        # A daily effect timed against another, or an order of one step's actions.
        "does my hero untap next morning before i draw?",
        "both my expeditions win at dusk. do i draw twice, one after the other?",
        # A sentence stating a moment, asking none.
        "after rest my character goes to reserve. what does that mean for its boosts?",
    ],
)
def test_no_reactions_moment(question: str) -> None:
    assert not reaction_moment(question, False)
    assert not reaction_moment(question.replace("my hero", NAMED), True)


def test_the_rest_of_an_effect_is_no_daily_effect() -> None:
    groups = form_groups(f"{NAMED} triggers: is the rest of the effect before or after it?", [])
    assert (REACTIONS_CHECKED,) in groups
    assert not [g for g in groups for t in g if t.startswith(daily_effects(""))]


def test_a_token_whose_arrival_is_timed_is_not_leaving_play() -> None:
    """ "Does my recruit token come before the mana part?" asks when a Reaction's token is made,
    not where a token moved out of play goes (2.1.e)."""
    question = (
        f"{NAMED} on my side, {NAMED} puts cards in mana. does my recruit token come before the"
        " mana part?"
    )
    groups = form_groups(question.lower(), [_reacting(), _reacting("Sustenance")])
    assert TOKEN_LEAVING not in groups
    assert (REACTIONS_CHECKED,) in groups
