"""The reader's semantics of other players' choices (6.5.c, 6.1.h, 1.4.7) — the grammar
section "conditions and choices" of ``altered.lark``: "[player] may [step]" and the "If they
do / don't, [step]" after it.

"Target opponent may draw a card" is the step "Target opponent draws a card", which that
player may decline: the engine asks the players a step names whether they do it, in
initiative order (``engine.steps.may_steps.ask_may``, 6.1.h). The step is read by the same
rules as the player's step said in full (the first verb in the third person), so every
step a player is read doing can be one they may do; several steps after "may" are not read
(whose is the second, the player's or "you"?), nor a step the player's words do not reach.
"""

from __future__ import annotations

import re
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Sentence

_ANY_IT = "object_leaves_play"
"""A trigger naming an object (``IT_TRIGGERS``): the step re-read alone is not refused for
its "it" ("Its owner may Resupply"), which the effect it belongs to checks."""

_MAY = re.compile(r"^(?P<who>.+?)\s+may\s+(?P<verb>[A-Za-z]+)(?P<rest>.*)$", re.DOTALL)


def third_person(verb: str) -> str:
    """``verb`` said of one player (English third person singular): "draw" -> "draws",
    "resupply" -> "resupplies", "discard" -> "discards", "have" -> "has"."""
    low = verb.lower()
    if low == "have":
        said = "has"
    elif low.endswith("y") and len(low) > 1 and low[-2] not in "aeiou":
        said = low[:-1] + "ies"
    elif low.endswith(("s", "sh", "ch", "x", "z", "o")):
        said = low + "es"
    else:
        said = low + "s"
    return said.capitalize() if verb[:1].isupper() else said


class OtherPlayersChoiceSemantics(SemanticsBase):
    """ "[player] may [step]", "If they do / don't, [step]"."""

    @v_args(meta=True)
    def player_may_clause(self, meta: Meta, items: list[Any]) -> Sentence:
        """ "[player] may [step]": that player's step, which they may decline (6.5.c); the
        players decide, not the ability's controller (6.1.h, 1.4.7)."""
        from scenarios.cards.grammar.reader import read_spell_effect

        steps = items[-1]
        said = self._printed(meta)
        if isinstance(steps, list) and len(steps) != 1:
            raise NotRead(said, "what a player may do over several steps is not read yet")
        m = _MAY.match(said)
        if m is None:  # pragma: no cover - the rule's words always match
            raise NotRead(said, "this player's choice is not read", "player_may_clause")
        whole = f"{m['who']} {third_person(m['verb'])}{m['rest']}."
        try:  # what "its owner" names is checked with the whole effect, not here (6.3.i)
            read = read_spell_effect(whole, it_trigger=_ANY_IT)
        except NotRead as exc:
            raise NotRead(
                said, f"what {m['who'].lower()} may do is not read yet", "player_may_clause"
            ) from exc
        if len(read) != 1 or read[0].get("may") or not _a_players(read[0]):
            raise NotRead(said, f"what {m['who'].lower()} may do is not read yet")
        return Sentence([{**read[0], "may": True}])

    def if_they_do(self, items: list[Any]) -> Sentence:
        """ "If they do, [step]" after "[player] may [X]": only if X was done (6.5.f)."""
        return Sentence(items[0], "if_you_do", "if_they_do")

    def if_they_dont(self, items: list[Any]) -> Sentence:
        """ "If they don't, [step]": when X was declined (6.5.c, 6.5.f)."""
        return Sentence(items[0], "if_you_dont", "if_they_dont")


def _a_players(step: dict[str, Any]) -> bool:
    """Whether ``step`` is done by a player other than "you" (its subject names them): the
    players who may decline it are then the ones it names, never the controller alone."""
    if step.get("players_do"):
        # the step read in the third person for the players the actor slot names: any step
        # the grammar reads for "you", theirs (1.4.7.b) — as "[players] may [step]" reads it
        # through the lexer's PERSON clause (players_may_do; gram43)
        return True
    subject = str(step.get("subject", ""))
    return bool(subject) and subject not in ("controller", "self")
