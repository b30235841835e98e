"""A set's own keyword ability lost for a time (issue 30, session 41): "Target Character
loses [Tether] this turn", "Each Character you control loses [Tether] until end of turn".

A set defines a keyword ability by its reminder text (2.2.12.c); the reader gives the
abilities read from that reminder the keyword's name (semantics/set_keywords.py). Losing the
keyword for a time is an Emblem-Ongoing (2.2.2.m, 2.2.15.a) whose passive removes those
abilities from the step's objects — they do not exist meanwhile (2.3.2.d), printed or given
before the loss (2.3.3.b) — and no other ability of theirs: the card format's ``ignore`` step
with ``lose_abilities`` and ``lose_set_keyword`` (engine IgnoreSpec.set_keyword).

A reminder that restates a rules keyword's own rule ("During Rest, I'm not sent to
Reserve." — Eternal, 7.4.3.b) is that rules keyword, lost as a rules keyword is
(``lose_keyword``). A loss with no time said is not read (how long is not printed): the
grammar has no rule for it, so the reader names the words.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.object_subjects import _on_object
from scenarios.cards.grammar.tree import Object

Step = dict[str, Any]


class SetKeywordLossSemantics:
    """Semantic functions of "[object] loses [set keyword] [for a time]" (gram61 block)."""

    def lose_set_keyword_for_a_time(self, items: list[Any]) -> Step:
        """ "[object] loses [Tether] this turn": an Emblem-Ongoing removing that set keyword's
        abilities from the step's objects for the duration (2.2.12.c, 2.3.2.d, 2.2.15.a)."""
        from scenarios.cards.grammar.semantics.set_keywords import (
            definition_ability,
            numbered,
            rules_keyword_of,
        )
        from scenarios.cards.grammar.set_lexicon import keyword_ability

        obj = items[0]
        word = next(i for i in items if isinstance(i, Token) and i.type == "SET_KEYWORD")
        duration = items[-1]
        name = str(word)
        definition = keyword_ability(name)
        if definition is None:
            raise NotRead(name, f"[{name}] is defined nowhere in the set", "set_keyword")
        ability = definition_ability(name, numbered(name, definition, None))
        if not isinstance(obj, Object) or not isinstance(duration, str):
            raise NotRead("loses", "a set keyword lost by these objects is not read yet")
        rules = rules_keyword_of(ability)
        if rules is not None:  # "[Warden]" is Eternal (7.4.3.b): lost as Eternal is
            step = _on_object("ongoing", obj)
            step["ongoing"] = {"duration": duration, "lose_keyword": rules}
            return step
        step = _on_object("ignore", obj)
        step["ongoing"] = {
            "duration": duration,
            "lose_abilities": True,
            "lose_set_keyword": name[:1].upper() + name[1:],
        }
        return step


__all__ = ["SetKeywordLossSemantics"]
