"""The reader's semantics of the conditions of the section "triggers and conditions" of
``altered.lark`` (issue 30) over the board and its history: "if there is an [[Asleep]]
Character in play" (3.1.4.a: objects in play, whoever controls them), "if it's the first
token you created this Day" (7.3.5.a, 4.1). Kept as their words, as every condition (the
engine's reading is ``evaluate/in_play_conditions.py``)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition

_IN_PLAY_NOUNS = frozenset(
    {"character", "characters", "permanent", "permanents", "token", "tokens"}
)
"""What is in play: Characters and Permanents, tokens among them (3.1.4.a, 2.1.e)."""


class InPlayConditionSemantics(SemanticsBase):
    """ "there is / are [count] [description] [in play]" (3.1.4.a)."""

    @v_args(meta=True)
    def there_are_in_play_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "there is an [[Asleep]] Character in play": one or more such objects in play,
        any player's (3.1.4.a) — a Spell, a card, a Landmark are not said this way here."""
        said = self._span(meta)
        words = said.lower().split()
        noun = words[-3] if words[-2:] == ["in", "play"] else words[-1]
        if noun not in _IN_PLAY_NOUNS and not _subtype_noun(noun):
            raise NotRead(said, f"'{noun}' in play is not counted here", "there_are_in_play_cond")
        return Condition(said)

    @v_args(meta=True)
    def it_was_a_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "it was a Spell": kept as its words; printed characteristics — a type,
        sub-types, printed costs (2.2.1.i: the type wherever it is; 2.2.2, 2.2.7-2.2.8) —
        or what the object was as it last existed: a token, [not] a status (6.3.j, 6.3.k;
        gram52: "Send target Character you control to Reserve. If it was a token, …")."""
        printed_only(items, self._span(meta))
        return Condition(self._span(meta).lower())

    @v_args(meta=True)
    def it_versus_your_expeditions_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it is ahead of both your Expeditions" (7.5.2.a-b): kept as its words."""
        return Condition(self._span(meta).lower().replace("it is ", "it's ", 1))

    @v_args(meta=True)
    def it_first_created_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's the first token / one you created this Day / turn" (7.3.5.a): kept as
        its words, "it is" said "it's"."""
        return Condition(self._span(meta).lower().replace("it is ", "it's ", 1))


_AS_IT_WAS = frozenset({"token", "non_token", "statuses"})
"""What "it was a" may say of the object as it last was, noted before the event or step
that changed it (6.3.j, 6.3.k): a token ceases to exist out of play (2.1.e), a status is lost
(2.4.1.f) — the engine looks at the object before (engine.pipeline.past_conditions)."""

_PRINTED = frozenset(
    {
        "types",
        "subtypes",
        "all_subtypes",
        "without_subtypes",
        "or_types",
        "hand_cost_max",
        "hand_cost_min",
        "reserve_cost_max",
        "reserve_cost_min",
        "permanent_zone",
    }
)
"""What a description of a card's printed characteristics says (2.2): the same in every
zone, so "it was" and "it is" agree (2.2.1.i) — the zone type of a Permanent too (2.2.3:
"it was a Landmark", the engine reading a card out of play by its printed zone type)."""


def printed_only(items: list[Any], said: str) -> bool:
    """Whether the description after "it was a" says printed characteristics only (the same
    wherever the object is, 2.2.1.i); else it says what the object was as it last existed
    (:data:`_AS_IT_WAS`, a past condition); :class:`NotRead` for anything else: a
    controller or a place change as the object moves."""
    from scenarios.cards.grammar.tree import Description

    printed = True
    for d in (i for i in items if isinstance(i, Description)):
        told = [k for k, v in vars(d).items() if v and k not in _PRINTED]
        printed = printed and not told
        told = [k for k in told if k not in _AS_IT_WAS]
        if told or "Landmark" in d.types:
            raise NotRead(
                said,
                "'it was' with more than a type, sub-type or printed cost is not read yet",
                "it_was_a_cond",
            )
    return printed


def _subtype_noun(word: str) -> bool:
    """A sub-type said as the noun ("there is a Robot in play")."""
    from scenarios.cards.grammar import lexicon as lx

    return word in lx.SUBTYPES or lx.plural_subtype(word) is not None
