"""A keyword printed WITHOUT brackets before its reminder (issue 30, gram77): read as the
bracketed form is — a set's keyword by its reminder (2.2.12.c), a rules keyword as itself —
and never a sentence followed by a parenthesis. The reminders are written for these tests."""

from __future__ import annotations

import pytest

from scenarios.cards.printed import read_printed
from scenarios.cards.printed.reminded_keywords import (
    bracketed,
    defined_keywords,
    reminded_notes,
    using_keywords,
)

from .probe import probe_card


def _said(text: str, pool: dict[str, str] | None = None) -> tuple[bool, list[object]]:
    with using_keywords(pool or {}):
        reading = read_printed(probe_card(text))
    executed = bool(reading.abilities) and all(a.status == "executed" for a in reading.abilities)
    said = [a.model_dump(mode="json", exclude_defaults=True) for a in reading.model.abilities]
    for a in said:
        a.pop("text", None)
    return executed, said


@pytest.mark.parametrize(
    ("printed", "meant"),
    [
        (
            "Buoyant. (During Rest, I'm not sent to Reserve.)",
            "[Buoyant]. (During Rest, I'm not sent to Reserve.)",
        ),
        (
            "Wayfare (When I leave play, draw a card.)",
            "[Wayfare] (When I leave play, draw a card.)",
        ),
        ("{J} Glow. (I gain 1 boost.)", "{J} [Glow]. (I gain 1 boost.)"),
        (
            "{J} Draw a card. Tide Walker. (I gain 1 boost.)",
            "{J} Draw a card. [Tide Walker]. (I gain 1 boost.)",
        ),
        (  # "Then" starts a sentence, not the keyword's name
            "{J} Draw a card. Then Glow. (I gain 1 boost.)",
            "{J} Draw a card. Then [Glow]. (I gain 1 boost.)",
        ),
        (
            "Hardy 2 (Opponents must pay {2} to target me.)",
            "[Hardy 2] (Opponents must pay {2} to target me.)",
        ),
    ],
)
def test_a_set_keyword_without_brackets_is_given_them(printed: str, meant: str) -> None:
    assert bracketed(printed) == meant


@pytest.mark.parametrize(
    "printed",
    [
        "Tough 1. (Opponents must pay {1} to target me.)",  # a rules keyword: read as printed
        "Gigantic. (I am present in both of your Expeditions.)",
        "{J} Draw a card. (You draw one card.)",  # a sentence, lower-case words
        "{J} Sabotage. (Discard up to one target card from a Reserve.)",
        "At Noon \u2014 Draw a card. (Once each Noon.)",
        "Buoyant. No reminder.",
    ],
)
def test_what_is_not_a_set_keyword_line_is_left_as_printed(printed: str) -> None:
    assert bracketed(printed) == printed


def test_the_unbracketed_line_reads_as_the_bracketed_one() -> None:
    for reminder in (
        "During Rest, I'm not sent to Reserve.",  # Eternal's rule (7.4.3.b)
        "When I leave play, draw a card.",
        "I am present in both of your Expeditions.",  # Gigantic's rule (7.4.4.b)
    ):
        plain, square = _said(f"Buoyant. ({reminder})"), _said(f"[Buoyant]. ({reminder})")
        assert plain[0] and plain == square


def test_the_restated_rules_keywords_read_as_those_keywords() -> None:
    assert _said("Buoyant. (I am present in both of your Expeditions.)") == (
        True,
        [{"passive": {"keyword": "Gigantic"}}],
    )
    assert _said("Hardy. (Opponents must pay {2} to target me.)") == (
        True,
        [{"passive": {"keyword": "Tough 2"}}],
    )


def test_an_unbracketed_print_defines_the_keyword_for_the_pool() -> None:
    pool = defined_keywords(["{J} Glow. (I gain 1 boost.)"])
    assert pool == {"glow": "I gain 1 boost."}
    executed, said = _said("{R} [Glow].", pool)
    assert executed
    # ha: the step Glow's definition is carries its name (2.2.12.c), what "When you [Glow]"
    # watches; otherwise the reading is the definition written out
    [step] = said[0]["reaction"]["effect"]  # type: ignore[index]
    assert step.pop("keyword_action") == "Glow"
    assert said == _said("{R} I gain 1 boost.")[1]


def test_the_card_sheet_says_the_reading_rests_on_the_reminder() -> None:
    [note] = reminded_notes("Buoyant. (During Rest, I'm not sent to Reserve.)")
    assert note.startswith("[Buoyant] is not a keyword of the rules")


@pytest.mark.parametrize("phase", ["Morning", "Noon", "Afternoon", "Dusk", "Night"])
def test_each_phase_is_the_phase_reaction(phase: str) -> None:
    """ "Each Noon, …" reads as "At Noon — …" (4.2.a, 7.2.3; gram77)."""
    at = _said(f"At {phase} \u2014 Draw a card.")
    assert at[0]
    assert _said(f"Each {phase}, draw a card.") == at
    assert _said(f"Each {phase} \u2014 Draw a card.") == at


@pytest.mark.parametrize(
    ("printed", "named"),
    [
        ("During Clean-up, draw a card.", "Clean-up (4.2.5.c)"),
        ("At the start of Clean-up \u2014 Draw a card.", "Clean-up (4.2.5.c)"),
        ("At Rest \u2014 I gain 1 boost.", "Rest (4.2.5.b)"),
        ("During Check Victory, I gain 1 boost.", "Check Victory (4.2.5.d)"),
    ],
)
def test_a_reaction_at_a_daily_effect_is_refused_by_name(printed: str, named: str) -> None:
    reading = read_printed(probe_card(printed))
    [ability] = reading.abilities
    assert ability.status == "not executed"
    assert named in str(ability.reason)
    assert "not activated by the engine" in str(ability.reason)


def test_a_card_sheet_says_a_keyword_read_by_its_reminder_as_a_note() -> None:
    """A set keyword read by its reminder WAS read: the sheet's line says "Note", not "Not
    read" (what the reader left out keeps "Not read")."""
    from scenarios.cards.printed.reminded_keywords import reminded_notes, says_what_was_read

    notes = reminded_notes("[Burrow]. (I gain 1 boost.)")
    assert notes and all(says_what_was_read(n) for n in notes)
    assert not says_what_was_read("the sub-type “Giant” is not one the rules list (2.2.2)")
