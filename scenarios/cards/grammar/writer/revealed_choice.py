"""ib39 (session 39): the writer's words for a card chosen from another player's revealed
hand — "Target opponent reveals their hand. Choose a Spell from it. They discard it." — as
semantics/opponent_chooses.py reads it (the reveal's one follow-up, the effect's
controller's choice among the cards shown, done by their owner: ``its_controller_does``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]

_NOUNS = {(): "card", ("Spell",): "Spell", ("Character",): "Character", ("Permanent",): "Permanent"}
"""The types chosen among, as the choice says them."""

_ON_DECK = {"bottom": "at the bottom of their deck", "top": "on top of their deck"}


def revealed_choice_sentences(step: Step, sentence: Callable[[Step], str]) -> list[str] | None:
    """The sentences of such a reveal, or ``None`` for another step."""
    follow = step.get("then") or []
    if not (
        step.get("action") == "reveal"
        and step.get("subject") == "cards_in_your_hand"
        and step.get("players_do") in ("target_opponent", "target_player")
        and step.get("follow_ups_yours")
        and len(follow) == 1
        and follow[0].get("its_controller_does")
        and follow[0].get("subject") == "a_card_among_them"
    ):
        return None
    if set(step) - {"action", "subject", "players_do", "then", "follow_ups_yours"}:
        return None
    chosen = follow[0]
    noun = _NOUNS.get(tuple((chosen.get("filter") or {}).get("types", [])))
    if noun is None or set(chosen.get("filter") or {}) - {"types"}:
        return None
    may = "You may choose" if chosen.get("may") else "Choose"
    acted = {
        k: v
        for k, v in chosen.items()
        if k not in ("subject", "filter", "its_controller_does", "may")
    }
    if acted.get("action") == "put" and acted.get("to") == "deck" and acted.get("to_owner"):
        where = _ON_DECK.get(str(acted.get("position")))
        if where is None or set(acted) - {"action", "to", "position", "to_owner"}:
            return None
        theirs = f"They put it {where}"
    else:
        said = sentence({**acted, "subject": "it"})
        theirs = f"They {said[:1].lower()}{said[1:]}"
    who = "Target opponent" if step["players_do"] == "target_opponent" else "Target player"
    article = "an" if noun[0] in "AEIOU" else "a"
    return [f"{who} reveals their hand", f"{may} {article} {noun} from it", theirs]
