"""A trigger's marks and subjects in every slot (issue 30; written for these tests; grammar
block "trigger marks", semantics/trigger_marks.py): one sentence per rule, its reading or its
refusal. Boards: tests/cards_text/test_trigger_marks_boards.py; the crossing of marks,
subjects, events and qualifiers: benchmarks/trigger_marks_audit.py."""

from __future__ import annotations

from typing import Any

ICON_BEFORE_WHEN = "{R} When my Expedition moves forward \u2014 Draw a card."
ICON_BEFORE_AT = "{J} At Noon \u2014 Draw a card."
YOURS_FORWARD = "When your Expedition moves forward \u2014 I gain 1 boost."
YOURS_BACKWARD = "When your Expedition moves backward \u2014 Draw a card."
YOURS_FAILS = "When your Expedition fails to move forward \u2014 Draw a card."

_DRAW = [{"action": "draw", "amount": 1}]

READINGS_TRIGGER_MARKS: dict[str, dict[str, Any]] = {
    # "your Expedition": one of your Expeditions, each one moving activating once (6.3.g)
    YOURS_FORWARD: {
        "reaction": {
            "trigger": "one_of_your_expeditions_moves_forward",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    YOURS_BACKWARD: {
        "reaction": {"trigger": "one_of_your_expeditions_moves_backward", "effect": _DRAW}
    },
    YOURS_FAILS: {
        "reaction": {"trigger": "your_expedition_fails_to_move_forward", "effect": _DRAW}
    },
}

RULE_SENTENCES_TRIGGER_MARKS: dict[str, tuple[str, ...]] = {
    "tm_icon_before_trigger": (ICON_BEFORE_WHEN,),
    "tm_phase_trigger_after_trigger": (ICON_BEFORE_AT,),
    "tm_your_expedition_forward": (YOURS_FORWARD,),
    "tm_your_expedition_backward": (YOURS_BACKWARD,),
    "tm_your_expedition_fails": (YOURS_FAILS,),
}

REFUSED_TRIGGER_MARKS: dict[str, str] = {
    # two triggers for one Reaction (2.2.12.l): the icon's own meaning by its rule (7.1.1)
    ICON_BEFORE_WHEN: "\u201cWhen I am played from Reserve \u2013\u201d (7.1.1.c)",
    ICON_BEFORE_AT: "\u201cWhen I enter play \u2013\u201d (7.1.1.a)",
}
