"""ia (session 38): a set's keyword action done by another player — "Target opponent
[Barters].", "Its controller [Barters].", "Each player [Barters].", "Your opponent [Ladens 2]."
(the grammar's block "ia" at the end of ``altered.lark``; "they [Barter]" and "Target opponent
may [Barter]" are read by ``players_do`` as any step, the lexer giving the name its class).

The set's keyword action is its definition (the reminder text, 2.2.12.c), said for "you"; done
by the players the subject names, its "you" / "your" are each of them (1.4.7.b: the effect
says who does the action; 6.1.h: several players in initiative order), its "I" still the card.
A definition of one step (with what follows it, "If you do, …": the same player's, 6.5.f) is
that player's step; a definition of SEVERAL steps done by another player is refused: the
engine has each player do one step in turn, not a whole action of several (6.1.h) — read by
hand.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.keyword_action_events import _name
from scenarios.cards.grammar.semantics.players_in_turn import players_acting

_RULE = "ia_players_do_set_action"


class PlayersDoSetActionSemantics:
    """The semantic functions of the grammar's block "ia"."""

    @v_args(meta=True)
    def ia_players_do_set_action(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "Target opponent [Barters]": the set's keyword action (its X the number after
        it, "[Ladens 2]") done by those players as their own (2.2.12.c, 1.4.7.b)."""
        players = str(items[0])
        word: Token = next(i for i in items if isinstance(i, Token) and i.type == "SET_ACTIONS")
        number = [i for i in items if isinstance(i, Token) and i.type == "NUMBER"]
        said = " ".join(self._span(meta).split())  # type: ignore[attr-defined]
        name = _name(word)
        step = self.set_action_step([Token("SET_ACTION", name), *number])  # type: ignore[attr-defined]
        if isinstance(step, list) and len(step) == 1:
            step = dict(step[0])  # one step and what follows it ("If you do, …", 6.5.f)
        if isinstance(step, list):
            raise NotRead(
                said,
                f"'{said}': '{name}' is done by several steps, and the engine has another"
                " player do one step, not a whole keyword action of several (6.1.h)"
                " — read by hand",
                _RULE,
            )
        # each of them does the whole step, what follows it theirs too ("If you do, draw a
        # card": the same player's, 6.5.f) — never the one step in which a player only
        # chooses for the effect's controller (in_turn)
        return players_acting(said, players, step, may=False, in_turn=True)
