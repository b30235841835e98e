"""ANOTHER player's top card revealed, and what the effect's controller does on what it is
(gt, issue 30, session 35): "Target opponent reveals the top card of their deck. If it's a
Spell, draw a card. Otherwise, target Character gains 1 boost."

There is no keyword action "reveal" in 7.3: to reveal a card is an event that only gives
information to the players (1.2.7.d) — the card is shown to every player and stays where it
was (3.1.3.f: a card in a hidden zone is seen only where the text says; the top card of a
Deck is hidden, 3.2.2.b). The player the effect names reveals their own top card (1.4.7.b,
engine/steps/players_in_turn.py); the sentences after it say, of "it" (that card, 6.3.i),
only in their condition, a step of the effect's controller's ("draw", "target Character",
"you" and "I" are the effect's, 6.5.f, 7.2.1) — marked ``follow_ups_yours``, so the engine
makes the effect's controller that step's controller. The condition is evaluated on the
revealed card as it is on top of its owner's Deck (6.5.d).

Read only where ONE player reveals ("target opponent", "target player", "each opponent" — one
player in the engine's two-player games, 1.2.1.b) exactly one card, not optionally, and each
follow-up is conditioned on "it" alone (no "you", "your", "control" in the condition, which
would ask whose), acts on no "it" (the revealed card is another player's: "draw it", "put it
in your hand" take a card from another player's Deck — refused) and names no other player.
"""

from __future__ import annotations

import re

from scenarios.cards.grammar.semantics.base import Step

_ONE_REVEALS = frozenset({"target_opponent", "target_player", "each_opponent"})
"""Players a reveal is said of who are one player in a two-player game (1.2.1.b, 6.5.b)."""

_PLAYER_WORDS = re.compile(r"\b(opponents?|players?|they|their|them|its_controller|its_owner)\b")
"""Words of a follow-up naming another player (or "them"): not the effect's own step."""

_WHOSE_WORDS = re.compile(r"\b(you|your|yours|control|controls|they|their)\b")
"""Words of a condition asking whose: the revealed card is another player's, refused."""

_NESTED = ("then", "otherwise", "if_not_done", "if_cant", "also")


def their_top_card_yours(step: Step, follow: list[Step]) -> bool:
    """Whether ``step`` is one player's reveal of their own top card followed only by steps
    conditioned on what "it" is that the effect's controller does (6.5.d, 6.5.f): marked
    ``follow_ups_yours`` then, True."""
    seen = step.get("action") == "reveal" and step.get("subject") == "top_cards_of_your_deck"
    one = step.get("players_do") in _ONE_REVEALS and step.get("amount") == 1
    if not (seen and one and follow) or set(step) & {"may", "if", "per", "times", "it_follows"}:
        return False
    if len(follow) != len(step.get("then") or ()):
        return False  # "If they don't" / "If they can't": not said of the card
    if not all(_on_what_it_is(t) for t in follow):
        return False
    step["follow_ups_yours"] = True
    return True


def _on_what_it_is(step: Step) -> bool:
    """A follow-up conditioned on "it" alone, acting as the effect's controller's own."""
    condition = str(step.get("if", ""))
    if not re.match(r"it(?:'s| is) ", condition) or _WHOSE_WORDS.search(condition):
        return False
    return _yours(step)


def _yours(step: Step) -> bool:
    """A step (and what it nests) that names no player, no "it" and no "may" of another."""
    if step.get("players_do") or step.get("may") or step.get("it_follows"):
        return False
    subject = str(step.get("subject") or "")
    if subject in ("it", "them") or _PLAYER_WORDS.search(subject.replace("_", " ")):
        return False
    if "it" in str(step.get("to") or "").split("_"):
        return False
    nested = [t for key in _NESTED for t in step.get(key) or []]
    return all(_yours(t) for t in nested)
