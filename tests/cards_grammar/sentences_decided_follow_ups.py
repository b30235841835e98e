"""Sibling sentences of "who acts after another player's decision" (gram64, issue 30): the
actor slot ("target opponent", "each opponent", "your opponent", "target player", "its
controller", "they") × the atomic action decided (7.3: pay, draw, discard, sacrifice,
exhaust, ready, send to Reserve, return to hand, roll, Resupply) × what follows ("If they do",
"If they don't", "Otherwise", "they [step]" back to the decider). Measured before → after
by ``test_decided_follow_ups.py``; the ones marked for a board are played in
``test_board_decided_follow_ups.py`` with the OTHER player answering.

``SIBLINGS`` maps each sentence to what it must be: ``"read"`` (read, the follow-up done by
the player it names) or ``"refused"`` (the engine cannot let that player decide it yet, or
who acts is not said: refused by name — precision first)."""

from __future__ import annotations

EXHAUST_OR_DRAW = (
    "{J} Target opponent may exhaust a Character they control. If they don't, draw a card."
)
SEND_THEN_DRAW = (
    "{J} Target opponent may send a Character they control to Reserve. If they do, draw a card."
)
PAY_OR_THEY_DISCARD = (
    "{J} Target opponent may pay {1}. If they don't, they discard a card from their hand."
)
PAY_OR_THEY_SACRIFICE = "{J} Each opponent may pay {1}. If they don't, they sacrifice a Character."
PAY_THEN_THEY_DRAW = "{J} Target opponent may pay {1}. If they do, they draw a card."
EXHAUST_THEN_THEY_DRAW = (
    "{J} Target opponent may exhaust a Character they control. If they do, they draw a card."
)

BOARD_SENTENCES_DECIDED = (
    EXHAUST_OR_DRAW,
    SEND_THEN_DRAW,
    PAY_OR_THEY_DISCARD,
    PAY_OR_THEY_SACRIFICE,
    PAY_THEN_THEY_DRAW,
    EXHAUST_THEN_THEY_DRAW,
)
