"""The reader's semantics of another player paying Mana (6.1.h, 6.4.b, 1.2.5.c) — the grammar
block "conditions, amounts and choices: another player paying" of ``altered.lark``: "Target
opponent may pay {1}. If they don't, draw a card." The step is that player's payment
(``pay_mana`` done by the players the subject names), which they may decline (6.4.b: a cost
may always be declined) or cannot make (1.2.5.c: paid in full or not at all); "If they do /
don't" after it is read by :mod:`.semantics_other_players_choices`."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Sentence

_PAYERS = {
    "target_opponent": "target_opponent",
    "target_player": "target_player",
    "opponent_each": "opponent",
    "its_controller": "its_controller",
    "its_owner": "its_owner",
}
"""The players a payment is read for: one player — a target, or "each opponent" (the one
opponent of a two-player game, 1.2.1.b), or the controller / owner of the object a step
before named (7.5.6.b, gram33); several paying in turn is not read."""


class PlayersPayingSemantics(SemanticsBase):
    """ "[player] may pay {N}"."""

    def player_may_pay_otherwise(self, items: list[Any]) -> Sentence:
        """ "[player] may pay {N}, otherwise [Y]" (gram57): Y when they do not pay (6.5.c,
        6.1.h), as "[player] may pay {N}. Otherwise, [Y]." reads."""
        from scenarios.cards.grammar.semantics.decisions import (
            COMMA_DECLINED,
            otherwise_after_may,
        )

        *offer, otherwise = items
        sentence = self.player_may_pay(offer)
        if not otherwise_after_may(sentence.steps[0], otherwise):
            raise NotRead(
                "otherwise", "'otherwise' follows no optional step", "player_may_pay_otherwise"
            )
        sentence.steps[0][COMMA_DECLINED] = True
        return sentence

    def player_may_pay(self, items: list[Any]) -> Sentence:
        """ "[player] may pay {N}": each player named may pay N Mana (6.1.h, 6.4.b)."""
        who, mana = items[0], items[-1]
        if who not in _PAYERS or not isinstance(mana, Token):
            raise NotRead(str(who), "this player's payment is not read yet", "player_may_pay")
        amount = int(str(mana).strip("{}"))
        step = {"action": "pay_mana", "subject": _PAYERS[who], "amount": amount, "may": True}
        return Sentence([step])
