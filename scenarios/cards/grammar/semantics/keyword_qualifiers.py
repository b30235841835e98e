"""A set's own keyword ability as a qualifier of an object description (issue 30, session
41): "each Character you control with [Tether]", "target Character without [Tether]",
"a Character that has [Tether]", "for each Character with [Tether] you control".

A set defines a keyword ability by the reminder text it prints with it (2.2.12.c); the
lexicon gives its name the word class ``SET_KEYWORD`` (set_lexicon.py). Wherever a rules
keyword (7.4) qualifies an object ("with Defender", "without Gigantic", "that has Tough"), a
set keyword does too: the objects that have it — printed with its reminder, or given by a
passive or an Emblem-Ongoing — and not once it is lost (2.3.1.a, 2.3.2.d; the engine's
``ObjectFilter.set_keywords``, read by engine/reading/set_keywords_had.py, by the name the
reader gives the abilities read from its reminder, semantics/set_keywords.py).

The same keyword asked of the bearer or of what "it" names is a condition (6.5.d): "If I
have [Tether], …", "if it doesn't have [Tether]" (evaluated by
evaluate/set_keyword_conditions.py as the engine's count of the bearer / "it" matching).

A reminder that only says a rules keyword's own rule ("During Rest, I'm not sent to Reserve."
— Eternal, 7.4.3.b) is that rules keyword: the qualifier is the rules keyword's. A reminder
that does not read refuses the description, naming the reminder's unread words. A numbered
set keyword with a bound ("with [Tether 1] or more") is refused by name: which number a
given keyword has is not kept by the engine.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.tree import Condition

Part = tuple[str, Any]


def set_keyword_had(items: list[Any]) -> tuple[str, str | None]:
    """The set keyword named in ``items`` (its printed name, first letter capitalised), and
    the rules keyword its reminder restates, if it does (``None`` otherwise)."""
    from scenarios.cards.grammar.semantics.set_keywords import (
        definition_ability,
        numbered,
        rules_keyword_of,
    )
    from scenarios.cards.grammar.set_lexicon import keyword_ability
    from scenarios.cards.printed.keyword_numbers import has_parameter

    word = next(i for i in items if isinstance(i, Token) and i.type == "SET_KEYWORD")
    name = str(word)
    definition = keyword_ability(name)
    if definition is None:
        raise NotRead(name, f"[{name}] is defined nowhere in the set", "set_keyword")
    # a numbered keyword named without its number ("with [Ebb]" where the set prints [Ebb 1],
    # [Ebb 2]): the keyword whatever its number — every print of it has it (2.2.12.c). Its
    # reminder is read with a number only to know it reads, and what it restates.
    number = WHATEVER_NUMBER if has_parameter(definition) else None
    ability = definition_ability(name, numbered(name, definition, number))
    return name[:1].upper() + name[1:], rules_keyword_of(ability)


WHATEVER_NUMBER = 1
"""The number a numbered set keyword's reminder is read with where the keyword is named
without one as a qualifier or a condition ("with [Ebb]"): the keyword whatever its number,
so any number reads the same words."""


class KeywordQualifierSemantics:
    """Semantic functions of the set-keyword qualifiers of altered.lark's gram61 block."""

    def with_set_keyword(self, items: list[Any]) -> Part:
        """ "with [Tether]", "that has [Tether]": objects that have it (2.2.12.c, 2.3.1.a)."""
        name, rules = set_keyword_had(items)
        return ("keyword", rules) if rules is not None else ("set_keyword", name)

    def without_set_keyword(self, items: list[Any]) -> Part:
        """ "without [Tether]", "with no [Tether]", "that doesn't have [Tether]": objects
        that have none of it (2.2.12.c)."""
        name, rules = set_keyword_had(items)
        return ("without_keyword", rules) if rules is not None else ("without_set_keyword", name)

    @v_args(meta=True)
    def i_set_keyword_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "if I have [Tether]", "if I don't have [Tether]": the condition's words, the
        keyword checked defined and read (evaluate/set_keyword_conditions.py evaluates it)."""
        set_keyword_had(items)
        return Condition(self._span(meta))  # type: ignore[attr-defined]

    @v_args(meta=True)
    def it_set_keyword_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "if it has [Tether]", "if it doesn't have [Tether]": as ``i_set_keyword_cond``."""
        set_keyword_had(items)
        return Condition(self._span(meta))  # type: ignore[attr-defined]

    def set_keyword_bounded(self, items: list[Any]) -> Part:
        """ "with [Tether 1] or more": refused, naming it — the engine keeps no number of a
        set keyword an object has."""
        word = next(i for i in items if isinstance(i, Token) and i.type == "SET_KEYWORD")
        raise NotRead(
            str(word),
            f"[{word}] is the set's keyword ability (by its reminder, 2.2.12.c); which number"
            " an object's has is not kept by the engine yet — resolve by hand",
            "set_keyword",
        )


__all__ = ["KeywordQualifierSemantics", "set_keyword_had"]
