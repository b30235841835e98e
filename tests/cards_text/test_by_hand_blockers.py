"""A by-hand reason names the part that actually blocks the ability (issue 30): a condition
the engine does not evaluate before a target only the card grammar reads is named as the
condition — the target reads with no condition —; two blockers are both named, in the order
a judge resolves them (trigger, condition, target, step); a reason naming the blocker stands.
The located reasons stay in a judge's words: no grammar rule names, no internal ids."""

from __future__ import annotations

import re

import pytest

from scenarios.cards.printed import PrintedCard, read_printed
from scenarios.cards.printed.blockers import (
    CONDITION,
    EFFECT,
    OBJECT,
    TRIGGER,
    blocking_reason,
    named_part,
    neutral,
)
from scenarios.cards.printed.reader import first_reasons

UNEVALUATED = "If a player passed this turn"
UNREAD_TRIGGER = (
    "When a Character leaves the Expedition with the most Characters"  # no CR rule breaks a tie
)
UNREAD_OBJECT = "target Character with the highest Power"  # "Power" is no CR word (2.2.x)


def _card(text: str, type: str = "Character") -> PrintedCard:
    return PrintedCard(
        name="Blocker Test",
        type=type,
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )


def _reason(text: str, type: str = "Character") -> str:
    (ability,) = read_printed(_card(text, type)).abilities
    assert ability.status == "not executed"
    return ability.reason


@pytest.mark.parametrize(
    "step",
    [
        "exhaust target Landmark you control.",
        "target Landmark you control gains 1 boost.",
        "return target Landmark you control to its owner's hand.",
    ],
)
def test_an_unevaluated_condition_is_named_not_the_target_the_grammar_reads(step: str) -> None:
    text = f"{{J}} {UNEVALUATED}, {step}"
    # the target alone reads: the condition is what blocks
    alone = read_printed(_card(f"{{J}} {step[0].upper()}{step[1:]}")).abilities
    assert alone[0].status == "executed"
    with first_reasons():  # the reader that stopped first blamed the target
        assert "'target landmark you control'" in _reason(text)
    said = _reason(text)
    assert said.startswith("condition 'if a player passed this turn'")
    assert "target landmark" not in said


def test_the_same_on_a_spell() -> None:
    said = _reason(f"{UNEVALUATED}, exhaust target Landmark you control.", "Spell")
    assert said.startswith("condition 'if a player passed this turn'")


def test_two_blockers_are_both_named_condition_before_target() -> None:
    said = _reason(f"{{J}} {UNEVALUATED}, exhaust {UNREAD_OBJECT}.")
    condition, _, target = said.partition("; and ")
    assert condition.startswith("condition 'if a player passed this turn'")
    assert target.startswith(f"'{UNREAD_OBJECT.lower()}' is not an object")


def test_three_blockers_in_the_order_a_judge_resolves_them() -> None:
    said = _reason(f"{UNREAD_TRIGGER} \u2014 {UNEVALUATED}, exhaust {UNREAD_OBJECT}.")
    parts = said.split("; and ")
    assert len(parts) == 3
    assert parts[0].startswith(f"the trigger '{UNREAD_TRIGGER}'")
    assert parts[1].startswith("condition 'if a player passed this turn'")
    assert parts[2].startswith(f"'{UNREAD_OBJECT.lower()}'")


def test_a_reason_naming_the_blocker_stands() -> None:
    text = f"{UNREAD_TRIGGER} \u2014 Exhaust target Character you control."
    with first_reasons():
        first = _reason(text)
    assert _reason(text) == first
    assert first.startswith(f"the trigger '{UNREAD_TRIGGER}'")


def test_a_trigger_and_its_it_the_neutral_trigger_names_an_object() -> None:
    text = f"{UNREAD_TRIGGER} \u2014 It gains 1 boost."
    part = named_part(text, _reason(text))
    assert part is not None and part.kind == TRIGGER
    replaced = neutral(text, part)
    assert replaced.startswith("When a Character joins my Expedition \u2014 It gains")
    assert read_printed(_card(replaced)).abilities[0].status == "executed"


@pytest.mark.parametrize(
    ("text", "reason", "kind", "words"),
    [
        (
            "{J} If you are behind in both Expeditions, draw a card.",
            "condition 'if you are behind in both expeditions' is not evaluated by the engine yet",
            CONDITION,
            "If you are behind in both Expeditions, ",
        ),
        (
            "{J} Draw a card if you are behind in both Expeditions.",
            "the condition 'if you are behind in both expeditions' is not read yet (x)",
            CONDITION,
            " if you are behind in both Expeditions",
        ),
        (
            "{J} Exhaust up to two target Mana Orbs.",
            "'up to two target mana orbs' is not an object the reader understands yet",
            OBJECT,
            "up to two target Mana Orbs",
        ),
        (
            "{J} Choose one:  \u2022 Draw a card.  \u2022 Create a [Campfire] Landmark token.",
            "'create a campfire landmark token' is not understood yet",
            EFFECT,
            "Create a [Campfire] Landmark token.",
        ),
        (
            "{J} Ready target Character. For each Animal you control, ready one more.",
            "'.' after 'ready one more' is not read by the card grammar",
            EFFECT,
            "For each Animal you control, ready one more.",
        ),
        (
            "{I} {D} : Create a [Sailor 1/1/1] Spirit token in your Expedition that is behind.",
            "creating a token in 'your expedition that is behind' is not understood yet",
            EFFECT,
            "Create a [Sailor 1/1/1] Spirit token in your Expedition that is behind.",
        ),
        (
            "{J} Look at the top card of target player's deck.",
            "'target player's deck' after 'top card of' is not read by the card grammar",
            EFFECT,
            "Look at the top card of target player's deck.",
        ),
    ],
)
def test_the_part_a_reason_names(text: str, reason: str, kind: str, words: str) -> None:
    part = named_part(text, reason)
    assert part is not None
    assert (part.kind, part.words(text)) == (kind, words)


def test_a_reason_naming_no_part_is_kept_as_it_is() -> None:
    reason = "'buoyant' is not a keyword ability (7.4)"
    assert named_part("Target Character gains Buoyant.", reason) is None
    assert blocking_reason("Target Character gains Buoyant.", reason, lambda _: "x") == reason


def test_a_blocker_found_by_reading_again() -> None:
    # a stand-in reader: only the condition and the object block, each alone
    text = "{J} If you are sad, exhaust target Foo."

    def read(t: str) -> str:
        if "If you are sad" in t:
            return "condition 'if you are sad' is not evaluated by the engine yet"
        if "target Foo" in t:
            return "'target foo' is not an object the reader understands yet"
        return ""

    first = "'target foo' is not an object the reader understands yet"
    assert blocking_reason(text, first, read) == (
        "condition 'if you are sad' is not evaluated by the engine yet; and "
        "'target foo' is not an object the reader understands yet"
    )

    def only_condition(t: str) -> str:
        return "condition 'if you are sad' is not evaluated by the engine yet" * (
            "If you are sad" in t
        )

    assert blocking_reason(text, first, only_condition).startswith("condition 'if you are sad'")


def test_located_reasons_speak_a_judges_words() -> None:
    said = _reason(f"{UNREAD_TRIGGER} \u2014 {UNEVALUATED}, exhaust {UNREAD_OBJECT}.")
    assert not re.search(r"\b[a-z]+_[a-z_]+\b", said)  # no grammar rule names or ids


def test_a_reason_blaming_the_neutral_phrase_put_in_is_never_given() -> None:
    # read again, the ability is blamed for words of the replacement, not printed ones
    text = "{J} Exhaust target Character. Ready up to two target Foos."
    first = "'up to two target foos' is not an object the reader understands yet"

    def read(t: str) -> str:  # blames whatever now stands second: the neutral phrase
        return "'ready target character' is not understood yet" if t.count("target") == 2 else ""

    assert blocking_reason(text, first, read) == first
