"""A by-hand reason names the part actually not read (issue 30): a Reaction "[trigger] —
[output]" whose trigger is read and whose output is not blames the output — in "If
[condition], [step]" the condition when the step alone is read — and one whose trigger is
not read blames the trigger, on composed sentences and through the reader as shipped (the
grammar, then the sentence patterns)."""

from __future__ import annotations

import itertools

import pytest

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
