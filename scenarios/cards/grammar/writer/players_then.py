"""The steps after a step each of several players does (gz, session 36): a ``players_do``
step's ``then`` (without ``follow_ups_yours``) is done by the same players, each after their
own step (1.4.7.b, 6.1.h) — never "If you do, …", which is the effect's controller's step on a
condition (6.5.f) and another meaning.

Written: "[Players] reveal(s) the top card of their deck and draw(s) it" (3.1.3.f, 7.3.9.a:
the card revealed is the one drawn), the only such reading the reader gives. Any other
``then`` after a step several players do is Unwritable: the writer never prints a reading
with another meaning."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.objects import Unwritable
from scenarios.cards.grammar.writer.players_in_turn import players_words

Step = dict[str, Any]

_DRAW_IT = {"action": "draw", "amount": 1}
"""The draw of "… and draw(s) it" after a reveal of the top card: one card, the one revealed."""


def players_then_words(step: Step, clause: Callable[[Step], str]) -> list[str] | None:
    """The sentences of a ``players_do`` step with its ``then`` done by the same players,
    or ``None`` when ``step`` is not one."""
    players, then = step.get("players_do"), step.get("then")
    if not players or not then or step.get("follow_ups_yours") or step.get("it_follows"):
        return None
    if step.get("may"):
        return None  # "[Players] may X. If they do, Y." (who_decided, gram33)
    own = {k: v for k, v in step.items() if k not in ("then", "players_do")}
    top = own.get("action") == "reveal" and own.get("subject") == "top_cards_of_your_deck"
    if (
        top
        and own.get("amount") == 1
        and then == [_DRAW_IT]
        and set(own)
        <= {
            "action",
            "subject",
            "amount",
        }
    ):
        said = players_words(clause(own), str(players), False)
        return [f"{said} and draws it"]  # "Each player", "Target opponent": one each
    raise Unwritable("the steps after a step each player does, done by the same players")
