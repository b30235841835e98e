"""Where a Reaction works, said by its mark and its trigger (issue 30; 2.2.12.g-j).

A Reaction printed without a mark works only while its object is in play (2.2.12.g); one
marked {I} is a support ability, which works only in Reserve (2.2.12.i, 2.2.12.e), and not
once that card is exhausted (2.2.12.j). Two crossings of mark and trigger are refused here,
whatever read the words:

- a SUPPORT Reaction whose trigger names the bearer's own place in play — "my Expedition",
  "the Expedition facing me", "your other Expedition" (the one I am not in): a card in
  Reserve is in no Expedition (3.2.10, 7.5.5.a), so the words name none (7.2.1.a) and the
  Reaction could never activate; the designer may have meant "your Expedition", which is
  for the judge;
- a Reaction WITHOUT the mark whose trigger is the bearer leaving its owner's Reserve for the
  hand ("When I return to your hand from your Reserve"): a hand is a hidden zone, so this is
  no self-move Reaction (6.3.c), and it must work before the event (6.3.f) — in Reserve,
  where only support abilities work (2.2.12.g, 2.2.12.i). Marked {I}, it works there and is
  read.
"""

from __future__ import annotations

from engine.state.triggers import TriggerKind
from scenarios.cards.errors import NotExecutable

BEARERS_PLACE_TRIGGERS = frozenset(
    {
        TriggerKind.CHARACTER_JOINS_MY_EXPEDITION,
        TriggerKind.ANOTHER_CHARACTER_JOINS_MY_EXPEDITION,
        TriggerKind.MY_EXPEDITION_MOVES_FORWARD,
        TriggerKind.MY_EXPEDITION_FAILS_TO_MOVE_FORWARD,
        TriggerKind.MY_EXPEDITION_MOVES_BACKWARD,
        TriggerKind.THE_EXPEDITION_FACING_ME_MOVES_FORWARD,
        TriggerKind.THE_EXPEDITION_FACING_ME_MOVES_BACKWARD,
        TriggerKind.YOUR_OTHER_EXPEDITION_MOVES_FORWARD,
        TriggerKind.YOUR_OTHER_EXPEDITION_MOVES_BACKWARD,
        TriggerKind.CHARACTER_LEAVES_MY_EXPEDITION,
        TriggerKind.CHARACTER_LEAVES_THE_EXPEDITION_FACING_ME,
        TriggerKind.MY_EXPEDITION_ATTEMPTS_TO_MOVE_FORWARD,
        TriggerKind.MY_EXPEDITION_ATTEMPTS_TO_ASCEND,
        TriggerKind.MY_EXPEDITION_ASCENDS,
        TriggerKind.MY_EXPEDITION_BECOMES_IN_CONTACT,
    }
)
"""Triggers whose words name the bearer's own Expedition, or one placed by it (1.2.3.c,
7.5.5.a): they watch nothing of an object in no Expedition."""

SUPPORT_PLACE_REASON = (
    "a support ability works only in Reserve (2.2.12.i), where a card is in no Expedition "
    "(3.2.10): its “my Expedition” (or one facing it, or your other one) names none "
    "(7.2.1.a), so as printed it never activates — whether “your Expedition” is meant is for "
    "the judge — resolve by hand"
)
"""Why a support Reaction on the bearer's own Expedition is left to the judge."""

FROM_RESERVE_NOT_SUPPORT_REASON = (
    "a Reaction that is not a support ability works in play only (2.2.12.g, 2.2.12.i), and "
    "leaving your Reserve for your hand (a hidden zone) is no self-move (6.3.c): it would have "
    "to work in Reserve before the event (6.3.f) — whether its trigger says otherwise is for "
    "the judge — resolve by hand"
)
"""Why "When I return to your hand from your Reserve" without {I} is left to the judge."""


def support_trigger_checked(
    kind: TriggerKind, support: bool, *, only_me: bool, trigger_from: str
) -> None:
    """Refuse, with the judge's reason, a Reaction whose mark and trigger cannot work
    together: a support one on the bearer's own Expedition, or an unmarked one on the bearer
    leaving its Reserve for the hand (2.2.12.g, 2.2.12.i, 6.3.f)."""
    if support and kind in BEARERS_PLACE_TRIGGERS:
        raise NotExecutable(SUPPORT_PLACE_REASON)
    own_from_reserve = (
        kind is TriggerKind.OBJECT_RETURNED_TO_YOUR_HAND and only_me and trigger_from == "reserve"
    )
    if own_from_reserve and not support:
        raise NotExecutable(FROM_RESERVE_NOT_SUPPORT_REASON)


__all__ = [
    "BEARERS_PLACE_TRIGGERS",
    "FROM_RESERVE_NOT_SUPPORT_REASON",
    "SUPPORT_PLACE_REASON",
    "support_trigger_checked",
]
