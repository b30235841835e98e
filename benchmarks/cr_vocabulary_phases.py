"""Triggers and phases as slots for ``cr_vocabulary_audit.py`` (issue 30): every event the
trigger forms compose (``cr_vocabulary_forms.EVENTS``) and the Expedition, counter and zone
events of 7.3 / 7.5 said "during [each phase of 4.2.a]"; "At the end of the Afternoon —";
delayed steps "At the start of the next [phase], [step]" and "At the end of the turn /
Afternoon, [step]" (2.2.2.m, 2.2.15.a) after a step that names "it"; "This ability triggers
only once / twice per Day" (1.4.6.c). What the CR gives no moment for ("At the end of the
Day", "the next Morning": another Day, past any duration) is composed and reported not read
with the reason.
"""

from __future__ import annotations

from collections.abc import Callable

from cr_vocabulary_forms import EVENTS

Add = Callable[[str, str, str], None]

MORE_EVENTS: dict[str, str] = {
    "my Expedition moves backward": "7.3.24.a",
    "one of your Expeditions moves backwards": "7.3.24.a",
    "an opponent's Expedition moves forward": "7.3.25.a",
    "I switch Expeditions": "7.3.39.a",
    "a Character you control switches Expeditions": "7.3.39.a",
    "a Permanent you control gains one or more counters": "7.3.15.a",
    "a Character gains one or more boosts": "7.3.15.a",
    "a Character you control is discarded from the Expedition zone": "7.3.7.a",
    "a Plant joins your Reserve": "7.5.10.a",
    "you play a Spell with Cooldown": "5.1.2.l",
    "you play a Landmark Permanent": "2.2.3",
    "you play your second Spell each Afternoon": "4.2.3",
}


def compose_phases(phases: tuple[str, ...], add: Add) -> None:
    """Add the compositions of this module's slots through ``add(kind, rule, text)``."""
    events = {**EVENTS, **MORE_EVENTS}
    for event, rule in events.items():
        add("event trigger", rule, f"When {event} \u2014 Draw a card.")
        for phase in phases:
            add("event during a phase", "4.2.a", f"When {event} during {phase} \u2014 Draw a card.")
        add(
            "triggers per Day",
            "6.3.l",
            f"When {event} \u2014 Draw a card. This ability triggers only once per Day.",
        )
    for end in ("the Afternoon", "the turn", "the Day"):
        add("end of a period", "4.2.3.e", f"At the end of {end} \u2014 Draw a card.")
        add(
            "delayed step",
            "2.2.2.m",
            f"{{J}} Target Character gains 2 boosts. At the end of {end}, send it to Reserve.",
        )
    for phase in phases:
        add(
            "delayed step",
            "2.2.15.a",
            f"{{J}} Target Character gains 2 boosts. At the start of the next {phase}, "
            "send it to Reserve.",
        )
