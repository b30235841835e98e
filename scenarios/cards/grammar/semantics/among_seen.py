"""id (session 38, issue 30): "one of them" / "[a Character] among them" needs a group seen
before it. The engine's choice among "them" (``a_card_among_them``, ``characters_among_them``)
is a choice among the cards the step before looked at or revealed (6.1.g: the options of the
choice are those cards); after any other step ("Draw a card. Put one of them in your hand.",
"Resupply. Put one of them …", "Target Character gains 1 boost. Put one of them …") "them"
names no cards anyone saw — a drawn card is in a hidden zone (3.1.3.f) — and the reading
would mean nothing. Such a text is refused, naming the words and the rule."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead

_AMONG = frozenset({"a_card_among_them", "characters_among_them"})
"""The engine's choices among the cards a step before saw (6.1.g)."""
_SEEING = frozenset({"look", "reveal"})
"""The steps whose cards "them" may name: looked at or revealed (3.1.3.f, 6.1.g)."""
_NOT_STEPS = frozenset({"effect", "modes"})
"""Keys whose lists are an effect's or a mode's steps, not steps that follow one step."""


def among_seen(found: Any, owner: dict[str, Any] | None = None) -> None:
    """Refuse a choice among "them" in ``found`` (a reading) whose steps follow no step that
    looked at or revealed cards (its ``then`` or other follow-ups: ``owner``)."""
    if isinstance(found, list):
        for value in found:
            among_seen(value, owner)
        return
    if not isinstance(found, dict):
        return
    if found.get("subject") in _AMONG and str((owner or {}).get("action")) not in _SEEING:
        raise NotRead(
            "of them",
            "'them' names no cards the step before looked at or revealed, so the choice "
            "among them has nothing to choose from (6.1.g; a drawn card is hidden, 3.1.3.f)",
            "among_seen",
        )
    for key, value in found.items():
        if isinstance(value, list):
            among_seen(value, owner if key in _NOT_STEPS else found)
        elif isinstance(value, dict):
            among_seen(value, owner)
