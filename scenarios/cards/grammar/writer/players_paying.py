"""The writer's words for another player paying Mana (6.1.h, 1.2.5.e) — the grammar block
"conditions, amounts and choices: another player paying": a ``pay_mana`` step done by the
player its subject names is "[Player] pays {N}", which the writer of other players' choices
turns into "[Player] may pay {N}" (:mod:`.writer_other_players_choices`)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.writer.objects import Unwritable

_PAYERS = {
    "target_opponent": "Target opponent",
    "target_player": "Target player",
    "opponent": "Each opponent",
}


def paying_words(step: dict[str, Any]) -> str:
    """ "Target opponent pays {1}"; :class:`Unwritable` for a payer the reader does not read."""
    who = _PAYERS.get(str(step.get("subject", "")))
    if who is None:
        raise Unwritable("this payment")
    return f"{who} pays {{{step['amount']}}}"
