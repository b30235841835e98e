"""Phrase classes CR 5.0's Examples print, read by the card grammar's "CR example texts
(session 3)" section (issue 31): each as a class — any list of trigger icons, any count a
card's own cost is played for, the singular verb after a plural group — not as the one
sentence an Example prints."""

from __future__ import annotations

import pytest

from engine import TriggerKind
from scenarios.cards.grammar.printed_words import words
from scenarios.cards.ongoing import restriction

from .helpers import executed, fields, not_executed, read


def _passive(text: str, type: str = "Character") -> dict[str, object]:
    ability = executed(read(text, type=type)).model.abilities[0]
    assert ability.passive is not None
    return ability.passive.model_dump(exclude_defaults=True)


@pytest.mark.parametrize(
    ("text", "triggers"),
    [
        (
            "The →, ✎, and ☞ triggers of Characters facing me don't activate.",
            {"enters_play", "played_from_hand", "played_from_reserve"},
        ),
        (
            "The {J}, {H} and {R} triggers of Characters facing me don't activate.",
            {"enters_play", "played_from_hand", "played_from_reserve"},
        ),
        ("The ✎ triggers of Characters facing me don't activate.", {"played_from_hand"}),
        (
            "The {R} and {J} abilities of Characters facing me can't activate.",
            {"enters_play", "played_from_reserve"},
        ),
    ],
)
def test_triggers_facing_me_that_dont_activate_any_icons(text: str, triggers: set[str]) -> None:
    cant = _passive(text)["cant"]
    assert isinstance(cant, str)
    assert restriction(cant).triggers == frozenset(TriggerKind(t) for t in triggers)


def test_triggers_of_a_group_the_engine_does_not_limit_are_not_read() -> None:
    assert (
        "spells"
        in not_executed(read("The {J} triggers of Spells facing me don't activate.")).lower()
    )


@pytest.mark.parametrize(
    ("played", "written"),
    [
        (
            "Play me for 1 less per other card you played this turn.",
            "I cost 1 less per other card you played this turn.",
        ),
        ("Play me for 2 less.", "I cost 2 less."),
        (
            "Play me for 1 more per Character you control.",
            "I cost 1 more per Character you control.",
        ),
    ],
)
def test_play_me_for_less_is_my_own_cost(played: str, written: str) -> None:
    assert _passive(played) == _passive(written)
    [mine] = fields(read(played))["abilities"]
    [same] = fields(read(written))["abilities"]
    assert mine.cost_change == same.cost_change


def test_a_plural_group_with_a_singular_verb_is_the_same_ability() -> None:
    assert _passive("All other characters loses their abilities.") == _passive(
        "All other characters lose their abilities."
    )


def test_also_receive_it_receives_the_gift_once_i_am_exhausted() -> None:
    reading = executed(
        read("When you make a Gift – You may exhaust me ({T}) to also receive it.", type="Hero")
    )
    reaction = reading.model.abilities[0].reaction
    assert reaction is not None
    [step] = reaction.effect
    assert (step.action, step.may) == ("exhaust", True)
    assert [(s.action, s.subject) for s in step.then] == [("receive_gift", "controller")]


def test_an_action_cost_after_a_quoted_token_ability() -> None:
    text = (
        '{T}: Create a Maw 0/0/0 Companion token in your companion Expedition with "When you '
        'sacrifice a Character – I gain two boosts." This action costs 1 more if you are not '
        "the first player."
    )
    reading = executed(read(text, type="Hero"))
    cost = reading.model.abilities[1].passive
    assert cost is not None and cost.cost is not None
    assert (cost.cost.change, cost.cost.applies_to) == (1, "my quick actions")


def test_a_slash_between_words_separates_die_results_not_statistics() -> None:
    assert "/" in words("Roll a die: On a 4+, draw a card / On a 1-3, I gain 1 boost.")
    assert "/" not in words("A boost is a +1/+1/+1 counter. Create a [Maw 0/0/0] token.")


def test_the_cr_die_results_read_as_the_bullets() -> None:
    target = "{J} Target another Character in play or in Reserve"
    cr = f"{target}. Then roll a die: On a 4+, we both gain 1 boost / On a 1-3, it gains 1 boost."
    bullets = (
        f"{target}, then roll a die. On a: • 4+, we both gain 1 boost. • 1-3, it gains 1 boost."
    )
    assert fields(executed(read(cr)))["abilities"][0].effect == (
        fields(executed(read(bullets)))["abilities"][0].effect
    )
