"""The kinds benchmarks/moment_citation_audit.py reads a line as (issue 31, cite34): a
"can't" that forbids (1.4.1.a), a played-card Reaction that does not activate (5.1.2.l), an
order of modifiers (6.2.h), the next Reaction chosen after one was played (4.4.c) — and the
lines that only look like them."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture(scope="module")
def audit() -> ModuleType:
    if str(BENCHMARKS) not in sys.path:
        sys.path.insert(0, str(BENCHMARKS))
    return __import__("moment_citation_audit")


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Merry Reunion: Tomoe Gozen can't be played now: its “I can't be played if you have "
            "less than seven Mana Orbs” holds — … and a “can't” beats a “can”, so p1 is not "
            "asked whether to play it",
            "can't",
        ),
        (
            "Audit Spell: a “can't” makes it impossible, so p1 is not asked whether to do it",
            "can't",
        ),
        (
            "Off You Go! is discarded [Staff Clerk's “When an opponent plays a card from Reserve "
            "— Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition” does not "
            "activate: …]",
            "played card not seen",
        ),
        (
            "Send Away goes to p1's Reserve [Spell Sentry's Reaction does not activate for Send "
            "Away: its condition “you control 2 or more characters” is false after the event]",
            "played card not seen",
        ),
        (
            "Rest: Mighty Jinn is sent to p1's Mana zone [several modifiers apply at once: p1 "
            "(first in initiative order, as the step has no controller) would choose …]",
            "modifier order",
        ),
    ],
)
def test_a_line_of_each_kind_is_read_as_it(audit: ModuleType, text: str, kind: str) -> None:
    assert kind in audit.kinds_of(text, "", frozenset({"Spell Sentry"}))


def test_a_reaction_of_another_trigger_is_not_a_played_card_one(audit: ModuleType) -> None:
    line = (
        "Vanilla 2/2/2 enters p1's hero Expedition [Fleeting Watch's Reaction does not activate "
        "for Vanilla 2/2/2: its condition “it is Fleeting” is false after the event]"
    )
    assert audit.kinds_of(line, "", frozenset({"Spell Sentry"})) == []
    assert audit.kinds_of(line, "", frozenset({"Fleeting Watch"})) == ["played card not seen"]


@pytest.mark.parametrize(
    "text",
    [
        # a step's condition, not a "can't" forbidding (6.1.g, 6.5.d)
        "Altar: Sacrifice a Robot or Permanent. If you can't, sacrifice me: p1 sacrifices Altar",
        # a Reaction's printed text naming a "can't" it gives, not one holding here
        "p1 must play the Reaction of Dusk Fog: At Dusk — Expeditions can't move forward",
        # a replacing modifier applied before an additive one: 6.2.g's order, not 6.2.h's
        "Rallying Banner adds nothing: a replacing modifier applied first and the action is no "
        "longer one it watches",
    ],
)
def test_look_alikes_are_no_kind(audit: ModuleType, text: str) -> None:
    assert audit.kinds_of(text, "") == []


def test_the_next_reaction_is_checked_again_only_after_one_was_played(audit: ModuleType) -> None:
    line = "p2 must play the Reaction of Ordis Carrier (p2's Landmarks): At Noon — …"
    done = "p1's Reaction of Ordis Carrier — “…” — is done resolving: it ceases to exist"
    assert audit.kinds_of(line, done) == ["checked again"]
    assert audit.kinds_of(line, "Reaction-activating step: Ordis Carrier (2 Reactions)") == []
