"""A set's own keywords as words of the grammar's lexicon (issue 30, gram54).

A real set defines a keyword action once, by the reminder text printed with it ("[Kindle].
(Target Character you control gains 1 Ember counter.)", 2.2.12.c), and then prints its name
bare wherever a step stands: "{T} : [Kindle].", "Draw a card and [Kindle].", "You may
sacrifice a token to [Kindle].", "…, otherwise [Kindle].", "[Kindle] twice.". The
definitions the imported pool prints (every print, learned by
:func:`scenarios.cards.printed.reminded_keywords.defined_keywords`) are read with
(:func:`using_keywords`); while they are, the word lexer (:mod:`.lexer`) gives a defined
keyword action's name the word class ``SET_ACTION`` (a keyword ability's, ``SET_KEYWORD``:
a keyword wherever a rules keyword stands, gram61), which the grammar accepts in every
slot a step of the controller fills (``set_action_step``), read as its definition's steps
(:mod:`.semantics.set_actions`). A definition that is an ability (a trigger's dash, a
cost's colon: a keyword ability, 7.4) is no step and no ``SET_ACTION``; a word defined
nowhere stays ``WORD``, which the reader refuses naming the word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from types import MappingProxyType

_NO_DEFINITIONS: Mapping[str, str] = MappingProxyType({})
_SET_KEYWORDS: ContextVar[Mapping[str, str]] = ContextVar("set_keywords", default=_NO_DEFINITIONS)
"""The set's keywords being read with (:func:`using_keywords`): lower-case name -> reminder."""

_ABILITY = re.compile(
    r"\u2014|:|^\s*(?:When|Whenever|At|After|As long as|While|Each time)\b"
    r"|^\s*(?:I|My [A-Za-z]+)\s+(?:can't|cannot|can|am|have|cost|costs|don't|do not|is|are)\b"
    r"|^\s*(?:During|If [^,.]*?\bwould|I'm not|I stay|I keep)\b"
    r"|^\s*(?:Your )?[Oo]pponents can't\b"
    r"|^\s*(?:Effects|Abilities) (?:(?:your )?opponents control|an opponent controls) can't\b"
    r"|^\s*(?:Your |An |Each )?[Oo]pponents? must\b|^\s*In order to choose me\b"
    r"|^\s*You may play me\b|^\s*As an additional cost\b"
    r"|^\s*I enter play with\b"  # gn: "(I enter play with 2 Wisdom counters.)", 5.2.d
)
"""A definition that is an ability, not steps: a trigger's dash or word, a cost's colon
(5.1.2, 7.4), a passive said of the bearer ("I can't be sent to Reserve.", "I have …",
"My statistics can't be decreased.", "My statistics are increased by 1 …" (ie),
"Opponents can't target me.", "Effects your opponents control can't send me to Reserve.":
2.3, gram61), a step's
or a move's own rule ("During Rest, I'm not sent to Reserve.", "If I would go … to Reserve, I
keep my boosts.", "I stay …": a keyword ability's reminder, 7.4, gram67; any replacing
modifier "If [anyone] would …", 6.2.b, as [Loyal]'s "If an opponent would take control of
me, …", gram112; Tough's rule,
"Opponents must pay {2} to target me.", 7.4.7.c, gram77; a cost of playing the bearer, "You may
play me from hand for {1} less by also …", 5.1.2.c, gram89) — no
step starts so (a step of "I" is a verb of an action: "I gain 1 boost.", 7.3)."""


@contextmanager
def using_keywords(defined: Mapping[str, str]) -> Iterator[None]:
    """Read with ``defined`` (lower-case name -> reminder text) as the set's keywords: a
    print naming one without its reminder reads it by the set's reminder (2.2.12.c)."""
    reset = _SET_KEYWORDS.set(MappingProxyType(dict(defined)))
    try:
        yield
    finally:
        _SET_KEYWORDS.reset(reset)


def set_keywords() -> Mapping[str, str]:
    """The set's keywords read with now (:func:`using_keywords`); empty outside."""
    return _SET_KEYWORDS.get()


_MODES_COLON = re.compile(
    r"\bchooses?\s+(?:one|two|three|one or (?:more|both)|up to \w+|any number)\s*:", re.I
)
"""The colon of a choice of modes ("Target opponent chooses one: they …, or you …", 6.5.g;
gram107): steps, not a cost's colon."""


def defines_ability(definition: str) -> bool:
    """Whether a keyword's definition is an ability (a keyword ability, 7.4), not steps —
    a choice of modes' colon is no cost's (6.5.g)."""
    return bool(_ABILITY.search(_MODES_COLON.sub("choose", definition)))


def keyword_action(word: str) -> str | None:
    """The definition of the set's keyword action ``word`` (any case), if the set being read
    with defines one: its reminder text, steps said in the card language (7.3)."""
    definition = _SET_KEYWORDS.get().get(word.lower().strip())
    if definition is None or defines_ability(definition):
        return None
    return definition


def keyword_action_third_person(word: str) -> str | None:
    """ha: the set's keyword action whose third person ``word`` is ("Kindles", "Pushes",
    "Carries": "When an opponent [Kindles] —"), its name in lower case; ``None`` if it is
    none — or if the word is itself a name the set defines."""
    low = word.lower().strip()
    if low in _SET_KEYWORDS.get() or not low.endswith("s"):
        return None
    bases = [
        low[:-1],
        low[:-2] if low.endswith("es") else "",
        low[:-3] + "y" if low.endswith("ies") else "",
    ]
    return next((b for b in bases if keyword_action(b) is not None), None)


def keyword_ability(word: str) -> str | None:
    """The definition of the set's keyword ABILITY ``word`` (any case), if the set being read
    with defines one: its reminder text, an ability said in the card language (7.4, gram61)."""
    definition = _SET_KEYWORDS.get().get(word.lower().strip())
    if definition is None or not defines_ability(definition):
        return None
    return definition


__all__ = [
    "defines_ability",
    "keyword_ability",
    "keyword_action",
    "keyword_action_third_person",
    "set_keywords",
    "using_keywords",
]
