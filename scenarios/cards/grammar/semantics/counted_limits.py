"""Counted limits on what players do each period (issue 30, gram82): "Each player can't play
more than two Characters each Afternoon" and its siblings — whose plays (every player,
"Players", your opponents, each opponent, you), how many, which cards (cards, Spells,
Characters, Permanents), over which period (each Afternoon 4.2.3, each Day 4.2, each turn
4.2.3.d). A "can't" passive ability beats any "can" (1.4.1.a): the card format's ``cant``
in the words ``scenarios.cards.counted_limits`` compiles, which the engine checks as each
play is declared, counting the player's plays of the period (engine/play/counted_limits.py).

The same limit on another action ("can't draw more than two cards each Day", "Characters
can't gain more than 3 boosts each Afternoon", "Expeditions can't move forward more than
once each Day") is refused by name: the desk keeps no count that would make the action
beyond the limit impossible — never read as a limit on plays.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.counted_limits import limit_text
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase

Passive = dict[str, Any]


class CountedLimitSemantics(SemanticsBase):
    """Semantic functions of the block "gram82: counted limits on what players do"."""

    def limited_any_player(self, _: list[Any]) -> str:
        return "any"

    def limited_opponents(self, _: list[Any]) -> str:
        return "opponents"

    def limited_you(self, _: list[Any]) -> str:
        return "you"

    def limited_cards(self, _: list[Any]) -> str:
        return "card"

    def limited_spells(self, _: list[Any]) -> str:
        return "spell"

    def limited_characters(self, _: list[Any]) -> str:
        return "character"

    def limited_permanents(self, _: list[Any]) -> str:
        return "permanent"

    def limit_each_day(self, _: list[Any]) -> str:
        return "day"

    def limit_each_turn(self, _: list[Any]) -> str:
        return "turn"

    def limit_each_phase(self, items: list[Any]) -> str:
        """ "each Afternoon" (4.2.3): the phase cards are played in by turn effects; another
        phase is refused (a limit on plays in the Morning or at Dusk is not read)."""
        phase = str(next(i for i in items if isinstance(i, Token))).lower()
        if phase != "afternoon":
            raise NotRead(
                phase, f"a limit on plays each {phase.capitalize()} is not read", "limit_each_phase"
            )
        return "afternoon"

    def cant_play_more_than(self, items: list[Any]) -> Passive:
        """ "[players] can't play more than [N] [cards] each [period]" (1.4.1.a)."""
        who, n, kind, period = (i for i in items if not isinstance(i, Token) or i.type != "PHASE")
        if not isinstance(n, int) or n < 1:
            raise NotRead(
                str(n), "a limit of no number of plays is not read", "cant_play_more_than"
            )
        return {"cant": limit_text(who, n, kind, period)}

    def opponents_cant_play_more_than(self, items: list[Any]) -> Passive:
        """ "Your opponents can't play more than [N] [cards] each [period]" (1.4.1.a)."""
        return self.cant_play_more_than(["opponents", *items])

    def limited_amount(self, _: list[Any]) -> None:
        return None

    @v_args(meta=True)
    def limit_not_kept(self, meta: Meta, _: list[Any]) -> Passive:
        """ "can't draw more than two cards each Day" and the like: refused by name (the
        desk counts no such limit, 1.4.1.a)."""
        said = self._printed(meta).strip().rstrip(".")
        raise NotRead(
            said,
            "a limit on how many times a player or an object does this each period is not one "
            "the desk counts yet (only plays are counted, 1.4.1.a)",
            "limit_not_kept",
        )
