"""Another player chooses to pay or to suffer (eng75, issue 30): "Each opponent sacrifices a
Permanent unless they pay {1}", "Target opponent discards a card from their hand unless they
exhaust a Character they control".

"[X] unless [condition]" (6.5.d) with the condition a step of the player who suffers X: that
player may do it — paying {N} is a cost they may decline (6.4.b), in full or not at all
(1.2.5.c, 3.2.9: their own Mana Orbs) —, and if they don't, they do X (6.5.c, 6.5.f). So it
is read as "[player] may pay {N}. If they don't, they [X]." / "[player] may [Y]. If they
don't, they [X]." — the player named decides and pays, the engine asks them (6.1.h).

Both steps are said for the acting player ("they" as "you", the lexer's PERSON clause), so
both must be on their own things (:meth:`PlayersInTurnSemantics._acting` refuses the others).
"Each player [X] unless they pay {N}" is refused by name: the engine lets one player pay a
step's Mana, not each player in turn."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.references import REFERRED_PLAYERS
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step

_PAYER = {"each_opponent": "opponent", "target_opponent": "target_opponent"}
"""Who pays, as a payment's subject, for the players a step names: the one opponent of a
two-player game (1.2.1.b), or the opponent targeted (6.5.b)."""


class SufferedUnlessSemantics(SemanticsBase):
    """ "[players] [X] unless they pay {N}" / "… unless they [Y]" (6.5.d, 6.5.c)."""

    if TYPE_CHECKING:  # the rule this builds on (players_in_turn.py)

        def _acting(self, meta: Meta, players: str, step: Any, *, may: bool) -> Step: ...

    @v_args(meta=True)
    def players_do_unless_they_pay(self, meta: Meta, items: list[Any]) -> Step:
        """ "[players] [X] unless they pay {N}": the player may pay; if not, they do X."""
        players, suffered, mana = items[0], items[-2], items[-1]
        self._alone(meta)
        own = self._own(meta, players, suffered)
        payer = _PAYER.get(players)
        if payer is None:
            raise NotRead(
                "unless they pay",
                "'unless they pay' for each of several players: each player paying in turn is "
                "not done by the engine (resolve it by hand)",
                "players_do_unless_they_pay",
            )
        amount = int(str(mana).strip("{}"))
        return {
            "action": "pay_mana",
            "subject": payer,
            "amount": amount,
            "may": True,
            "if_not_done": [{**own, "players_do": REFERRED_PLAYERS}],
        }

    @v_args(meta=True)
    def players_do_unless_they_do(self, meta: Meta, items: list[Any]) -> Step:
        """ "[players] [X] unless they [Y]": each may do Y; who doesn't does X (6.5.c)."""
        players, suffered, instead = items[0], items[-2], items[-1]
        self._alone(meta)
        own = self._own(meta, players, suffered)
        done = self._own(meta, players, instead)
        return {
            **done,
            "may": True,
            "players_do": players,
            "if_not_done": [{**own, "players_do": REFERRED_PLAYERS}],
        }

    def _alone(self, meta: Meta) -> None:
        """Refuse "[X] unless they pay {1} and [Y]" / "… unless they [Y], then [Z]": whether
        the words after "and" / "then" are part of what the player may do instead (6.5.d)
        or a step of the effect's controller is not said (review25: read before as the
        controller's step, a wrong reading)."""
        rest = self.text[meta.end_pos :].lstrip(" ,")
        if re.match(r"(?:and|or|then)\b", rest):
            raise NotRead(
                "unless they",
                "'unless they …' followed by 'and' / 'or' / 'then': whether the words after it "
                "are part of what the player may do instead is not said (resolve it by hand)",
                "players_do_unless_they_pay",
            )

    def _own(self, meta: Meta, players: str, step: Any) -> Step:
        """``step`` as the acting player's own ("you" its player), checked as "[players]
        [step]" is (their own things only, one step)."""
        if isinstance(step, list):
            if len(step) != 1:
                raise NotRead("unless they", "two steps after 'unless they' are not read yet")
            step = step[0]
        if not isinstance(step, dict) or step.get("may") or set(step) & {"then", "if_not_done"}:
            raise NotRead("unless they", "this step after 'unless they' is not read yet")
        self._acting(meta, players, step, may=False)  # refuses what is not their own
        from scenarios.cards.grammar.semantics.players_in_turn import first_person_action

        return first_person_action(dict(step))
