"""A Reaction's printed text in the trace's words: its trigger as printed, and the whole
ability with its trigger icon said as the rules say it (CR 5.0 1.1.6: ``{J}`` When I enter
play, 1.1.6.e; ``{H}`` When I am played from Hand, 1.1.6.f; ``{R}`` When I am played from
Reserve, 1.1.6.g) — so the command line and the report read as the window does (one
vocabulary for both, engine/why/icon_words.py)."""

from __future__ import annotations

from engine.why.icon_words import icons_said


def printed_trigger(text: str) -> str:
    """The trigger words of a Reaction's printed text ("When I'm sacrificed"): before its
    dash, without a leading icon or a Rare's ``#`` marks; "" when nothing precedes the
    dash but the whole text (an icon-only trigger)."""
    trigger = text.strip().strip("#").split(" — ", 1)[0].split("—", 1)[0].strip().strip("#")
    if trigger.startswith("{") and "} " in trigger:
        trigger = trigger.split("} ", 1)[1]
    return trigger


def ability_words(text: str) -> str:
    """A whole ability as the trace quotes it: spaces as one, a Rare's ``#`` marks left out,
    its icons said in words ("[When I am played from Hand] Send me to Reserve.")."""
    said = " ".join(text.replace("#", "").split())
    return icons_said(said)
