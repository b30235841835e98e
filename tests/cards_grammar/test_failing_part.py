"""A by-hand reason names the part actually not read (issue 30): a Reaction "[trigger] —
[output]" whose trigger is read and whose output is not blames the output — in "If
[condition], [step]" the condition when the step alone is read — and one whose trigger is
not read blames the trigger, on composed sentences and through the reader as shipped (the
grammar, then the sentence patterns)."""

from __future__ import annotations

import itertools

import pytest

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.printed import PrintedCard, read_printed

READ_TRIGGERS = (
    "When another Character you control leaves play",
    "When a Character joins the Expedition facing me",
    "When you play a Spell",
    "When you create a token",
    "When you receive a Gift",
)
UNREAD_CONDITIONS = ("if it has more boosts than I do", "if a Spell was discarded this way")
READ_STEPS = ("draw a card", "I gain 1 boost")
UNREAD_TRIGGERS = ("When a Character blorps", "When you flarp a Spell")
READ_OUTPUTS = ("Draw a card.", "I gain 1 boost.")


def _reason(text: str) -> tuple[str, str]:
    card = PrintedCard(
        "Probe",
        "Character",
        rarity=None,
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )
    (ability,) = read_printed(card).abilities  # grammar first, then the patterns
    return ability.reason, ability.clause


@pytest.mark.parametrize(
    ("trigger", "condition", "step"),
    list(itertools.product(READ_TRIGGERS, UNREAD_CONDITIONS, READ_STEPS)),
)
def test_an_unread_condition_is_blamed_not_the_trigger(
    trigger: str, condition: str, step: str
) -> None:
    reason, clause = _reason(f"{trigger} \u2014 {condition[0].upper()}{condition[1:]}, {step}.")
    assert "trigger" not in reason, reason
    # the grammar's "the condition … is not read yet", or the patterns' "condition … is not
    # evaluated by the engine yet" (they keep a condition as its words): the condition named
    assert f"condition '{condition.lower()}'" in reason.lower(), reason
    assert condition.lower().split()[1] in clause


@pytest.mark.parametrize(
    ("trigger", "output"), list(itertools.product(UNREAD_TRIGGERS, READ_OUTPUTS))
)
def test_an_unread_trigger_is_blamed(trigger: str, output: str) -> None:
    reason, _ = _reason(f"{trigger} \u2014 {output}")
    assert f"the trigger '{trigger}'" in reason, reason


@pytest.mark.parametrize("trigger", READ_TRIGGERS)
def test_an_unread_step_after_a_read_trigger_names_the_step(trigger: str) -> None:
    reason, _ = _reason(f"{trigger} \u2014 Draw a card. Flarp target Character.")
    assert "trigger" not in reason, reason
    assert "flarp" in reason.lower(), reason


# The sentence patterns' reason quotes a span; when the grammar read the start of that span
# (or all of it) and stopped further on, the grammar's reason names the words not read.
READ_VERBS = ("Exhaust", "Take control of", "Ready")
READ_OBJECTS = ("target Permanent an opponent controls", "target exhausted Character")
UNREAD_TAILS = ("until end of turn", "unless they discard two cards from their Reserve")


@pytest.mark.parametrize(
    ("verb", "target", "tail"),
    [  # control taken "until end of turn" is read (semantics/control_for_a_time.py)
        (v, o, t)
        for v, o, t in itertools.product(READ_VERBS, READ_OBJECTS, UNREAD_TAILS)
        if (v, t) != ("Take control of", "until end of turn")
    ],
)
def test_an_unread_tail_is_blamed_not_the_object_read(verb: str, target: str, tail: str) -> None:
    reason, _ = _reason(f"{{J}} {verb} {target} {tail}.")
    assert "not an object" not in reason, reason
    # the words blamed are the tail's — all of it, or what follows the part of it read
    # ("unless they" is read as "unless [player] [step]": its step is blamed)
    blamed = reason.split("'")[1]
    assert blamed and tail.endswith(blamed), reason
    assert target.split()[-1] not in reason.split("after")[0], reason


@pytest.mark.parametrize("output", ["Draw a card, otherwise I gain 1 boost.", "I gain 1 boost."])
@pytest.mark.parametrize(
    "trigger",
    [
        "Each time an opponent's Expedition overtakes mine",
        "Each time I flarp but can't",
    ],
)
def test_a_unique_s_unread_trigger_is_blamed_not_called_a_cost(trigger: str, output: str) -> None:
    reason, _ = _reason(f"{trigger} \u2014 If I have 3 or more boosts: {output}")
    assert "cost" not in reason, reason
    assert f"the trigger '{trigger}'" in reason, reason


@pytest.mark.parametrize("low", [2, 4, 5])
def test_a_die_s_result_with_a_colon_is_read_as_the_roll_s_results(low: int) -> None:
    """Unread before gram44 (the colon), "If the result is N or more: X, otherwise Y" after a
    roll is now its results (7.3.33.b), as the comma shape is (RESULT_AFTER_ROLL)."""
    text = (
        f"{{J}} Roll a die. If the result is {low} or more: Draw a card, otherwise I gain 1 boost."
    )
    (roll,) = read_ability(text)["reaction"]["effect"]
    assert [(o["low"], o["high"]) for o in roll["outcomes"]] == [(low, 6), (1, low - 1)]


def test_a_reason_that_explains_a_rule_is_kept() -> None:
    reason, _ = _reason("{R} I gain [[Anchored]] this Day.")
    assert "2.4.1.e" in reason, reason
