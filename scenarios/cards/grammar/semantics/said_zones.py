"""The zone a card is played from, as a description keeps it when the words said it with a
possessive ("from their Reserve", "from the Reserve", "from your hand or from your Reserve"):
``from_zone`` holds ``"said:<whose>:<zone>"`` so that a reader not made for it refuses it
rather than drop the possessive (5.2.a). :func:`zone_said` reads it back."""

from __future__ import annotations

from engine.state.triggers import HAND_OR_RESERVE

SAID = "said:"
"""The prefix of ``from_zone`` for zone words said with a possessive or none."""


_WORDS = {"reserve": "Reserve", "hand": "Hand", HAND_OR_RESERVE: "Hand or Reserve"}


def zone_said(from_zone: str) -> tuple[str, str]:
    """(zone, whose) of a ``from_zone``: ("reserve", "their") for "from their Reserve";
    a plain zone name comes back with no possessive."""
    if from_zone.startswith(SAID):
        whose, _, zone = from_zone.removeprefix(SAID).partition(":")
        return zone, whose
    return from_zone, ""


def zone_words(from_zone: str) -> str:
    """The zone as a judge reads it in a reason: "their Reserve", "Hand or Reserve"."""
    zone, whose = zone_said(from_zone)
    said = _WORDS.get(zone, zone)
    return f"{whose} {said}" if whose else said
