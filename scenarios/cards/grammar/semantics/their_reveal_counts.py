"""Cards counted among those ANOTHER player's reveal showed (gq, issue 30, session 34):
"Target opponent reveals their hand. Draw a card for each Character revealed this way".

The player the effect names reveals their own hand (1.4.7.b, the step done in turn,
engine/steps/players_in_turn.py): every card of it is shown to every player (1.2.7.d) —
revealed, so public while revealed (3.1.3.f: a hidden zone's cards are looked at only where
the text says, and a reveal says so for everyone). The step after it counts the cards shown
that are such cards (6.5.i), as "Reveal your hand. Draw a card for each …" does (g7,
semantics/revealed_counts.py); it is the effect's controller's step ("draw", "I gain …":
"you" and "I" are the effect's, 6.5.f, 7.2.1) — marked ``follow_ups_yours``.

Read only where one player reveals ("target opponent", "target player"; "each opponent",
one player in the engine's two-player games, 1.2.1.b) and each follow-up is counted "among
them" and acts on the effect's own things (no player named, no "they"). "Each player reveals
their hand" (whose cards — every player's — are counted is not said), a follow-up without a
count, or one naming another player, stay refused (players_in_turn.py)."""

from __future__ import annotations

from scenarios.cards.grammar.semantics.base import Step

_ONE_REVEALS = frozenset({"target_opponent", "target_player", "each_opponent"})
"""Players a reveal is said of who are one player in a two-player game (1.2.1.b, 6.5.b)."""

_AMONG = " among them"

_PLAYER_WORDS = ("opponent", "player", "they", "their")
"""A follow-up's subject naming a player: not the effect's own step, refused."""


def their_hand_counted(step: Step, follow: list[Step]) -> bool:
    """Whether ``step`` is one player's reveal of their hand followed only by steps counted
    once per card it showed ("for each [noun] revealed this way / among them", 6.5.i) that
    the effect's controller does: marked ``follow_ups_yours`` then (6.5.f), True."""
    reveal = step.get("action") == "reveal" and step.get("subject") == "cards_in_your_hand"
    one = step.get("players_do") in _ONE_REVEALS
    if not (reveal and one and follow) or set(step) & {"may", "if", "times", "per"}:
        return False
    if len(follow) != len(step.get("then") or ()):
        return False  # an "If they don't" / "If they can't" follow-up: not a reveal's
    if not all(_counted_yours(t) for t in follow):
        return False
    step["follow_ups_yours"] = True
    return True


def _counted_yours(step: Step) -> bool:
    """A step counted among the cards shown, acting on the effect's own things."""
    per = step.get("per")
    if not (isinstance(per, str) and per.endswith(_AMONG)):
        return False
    if step.get("players_do") or set(step) & {"then", "if_not_done", "otherwise", "may"}:
        return False
    subject = str(step.get("subject") or "")
    return not any(w in subject for w in _PLAYER_WORDS)
