"""ia (session 38): a set's keyword action done by another player — "Target opponent
[Barters].", "Its controller [Barters].", "Each player [Barters].", "Your opponent [Ladens 2]."
(the grammar's block "ia" at the end of ``altered.lark``; "they [Barter]" and "Target opponent
may [Barter]" are read by ``players_do`` as any step, the lexer giving the name its class).

The set's keyword action is its definition (the reminder text, 2.2.12.c), said for "you"; done
by the players the subject names, its "you" / "your" are each of them (1.4.7.b: the effect
says who does the action; 6.1.h: several players in initiative order), its "I" still the card.
A definition of one step (with what follows it, "If you do, …": the same player's, 6.5.f) is
that player's step. ib39 (session 39): a definition of SEVERAL steps done by ONE player the
effect names ("Target opponent / Target player / Your opponent / Its controller [Stows]") is
that player's first step with each later step nested after it, whatever it did
(``it_follows``, as "Target opponent draws a card. They …" reads: the same player, targeted
once, 6.5.b, doing every step as its own, 1.4.7.b, in printed order, 6.5.a) — its choices and
"may"s theirs (6.1.g: "unless specified otherwise"), its draws from their Deck. Refused: done
by several players ("Each player [Stows]": whether each does the whole action before the next
starts or every player does each step in turn is not said, 6.1.h), and a step with a follow-up
of its own ("If you do, …") before a later step (what "then" follows is not said).
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.keyword_action_events import _name
from scenarios.cards.grammar.semantics.players_in_turn import players_acting

_RULE = "ia_players_do_set_action"

_ONE_PLAYER = frozenset({"target_opponent", "target_player", "its_controller", "its_owner"})
"""The players words name as ONE player, targeted or found once (6.5.b, 1.4.7.b): who can do
a whole keyword action of several steps as their own (ib39)."""

_IN_TURN = frozenset({"each_player", "each_opponent"})
"""ib40: several players who each do a whole keyword action of several steps — each in turn,
in initiative order (6.1.h, 1.4.5.a), every step of it as their own (1.4.7.b), the action
being one action each does (7.3: a keyword action is done by a player), not one step of it
done by all before the next."""

_FOLLOWED = ("then", "otherwise", "also", "if_not_done", "if_cant", "it_follows")
"""A step's own follow-ups: a step holding one cannot be followed by a later step of the
action (which step the later one follows would not be said)."""


def several_steps_theirs(
    said: str, name: str, players: str, steps: list[dict[str, Any]]
) -> dict[str, Any]:
    """ib39: a set's keyword action of several steps done by ONE player the effect names —
    its first step, each later step nested after the one before, done whatever it did
    (``it_follows``: the rest resolves as normal, 6.5.h), all that player's (1.4.7.b); the
    first step keeps the action's name (carried out once it is, 6.5.f). Refused, naming the
    words and rule, where who does which step or what follows what is not said."""
    if players not in _ONE_PLAYER and players not in _IN_TURN:
        raise NotRead(
            said,
            f"'{said}': '{name}' is done by several steps and the words name several players"
            " — whether each does the whole action before the next starts, or each step in"
            " turn, is not said (6.1.h) — read by hand",
            _RULE,
        )
    if any(set(s) & set(_FOLLOWED) for s in steps[:-1]):
        raise NotRead(
            said,
            f"'{said}': a step of '{name}' has a follow-up of its own ('If you do, …') before"
            " a later step: what the later step follows is not said (6.5.f) — read by hand",
            _RULE,
        )
    if any(s.get("players_do") or s.get("follow_ups_yours") for s in steps):
        raise NotRead(said, f"'{said}': a step of '{name}' names its own player (7.5.6.b)", _RULE)
    nested = dict(steps[-1])
    for before in reversed(steps[:-1]):
        nested = {**before, "then": [nested], "it_follows": True}
    return nested


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
            step = several_steps_theirs(said, name, players, step)  # ib39
        # each of them does the whole step, what follows it theirs too ("If you do, draw a
        # card": the same player's, 6.5.f) — never the one step in which a player only
        # chooses for the effect's controller (in_turn)
        return players_acting(said, players, step, may=False, in_turn=True)
