"""A set's own keyword ABILITIES, words of the language where a rules keyword stands
(issue 30, gram61).

A set defines a keyword ability once, by the reminder text printed with it ("[Homeward].
(When I go from the Expedition zone to Reserve — [Resupply].)", "[Stonewall]. (I can't be
sent to Reserve.)"): reminder text only reminds (2.2.12.c), and offline it is the only
statement of what the keyword does, so the keyword IS its definition read as an ability — a
Reaction (6.3, triggered as any Reaction is) or a passive (2.3). The lexicon
(:mod:`scenarios.cards.grammar.set_lexicon`) gives the name the word class ``SET_KEYWORD``,
which the grammar accepts wherever a rules keyword (7.4) stands (``keyword``: a keyword
line, a keyword list, "I have [X]", a group given it; and the description, condition and
for-a-time slots). Read here:

- a keyword line or list ("[Homeward].", "Gigantic, [Homeward].", "I have [Homeward].")
  gives the bearer the definition's ability (a keyword ability is an ability of its
  bearer's own, 7.4), beside the rules keywords of the list;
- a definition that is a replacing or additive modifier of its bearer ("If I would be
  discarded from an Expedition, I go to Reserve instead.", 6.2.b) or a paid stay is given as
  that passive ability to a group that has the keyword (2.3.1.a) and, gained for a time, to
  the step's objects by an Emblem-Ongoing (2.2.15.a; gram78) — "I" the object that has it;
- anywhere else (a Reaction given to a group or for a time; lost; "with [X]", "if I have
  [X]", counted, under a condition) the engine does not run a set-defined keyword yet:
  refused, the by-hand reason naming the keyword as printed ("[Homeward]");
- a definition that does not read refuses the keyword wherever it is used, naming the
  reminder's unread words.
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead

_DEFINING: ContextVar[frozenset[str]] = ContextVar("defining_keyword", default=frozenset())


class SetKeyword(str):
    """A set keyword ability named where a keyword stands: its printed name, and its
    definition read as an ability (``ability``)."""

    ability: dict[str, Any]
    definition: str


def _shown(name: str) -> str:
    return f"[{name[:1].upper()}{name[1:]}]"


def number_unsure(name: str, definition: str) -> str:
    """Why the set keyword ``name`` is refused wherever it is printed, when the print that
    defines it says its number more than once in its reminder, or as a die's face ("" when
    not): which of them the keyword's number stands for is not printed (review28)."""
    unsure = getattr(definition, "number_unsure", "")
    if not unsure:
        return ""
    return (
        f'the set\'s reminder of {_shown(f"{name} {unsure}")} ("{definition.strip()}") says'
        f" {unsure} more than once or as a die's result: which of them the keyword's number"
        " stands for is not printed (2.2.12.c) — resolve by hand"
    )


def numbered(name: str, definition: str, number: Any) -> str:
    """The definition of the set keyword ``name`` printed with ``number`` ("[Barter 2]"):
    the definition's X said as the number (its reminder defines "[Barter X]", gram89). A
    keyword the set defines twice otherwise, a number where the definition says no X, or a
    definition with an X printed without a number, is refused naming the keyword."""
    from scenarios.cards.printed.reminded_keywords import conflict_reason

    conflict = conflict_reason(name, definition)
    if conflict:
        raise NotRead(name, conflict, "set_keyword")
    unsure = number_unsure(name, definition)
    if unsure:
        raise NotRead(name if number is None else f"{name} {number}", unsure, "set_keyword")
    from scenarios.cards.printed.keyword_numbers import has_parameter, said_with

    has_x = has_parameter(definition)
    if number is None:
        if has_x:
            raise NotRead(
                name,
                f"{_shown(name)} is printed without the number its reminder's X stands for",
                "set_keyword",
            )
        return definition
    if not has_x:
        raise NotRead(
            f"{name} {number}",
            f"the set's {_shown(name)} says no number in its reminder for the {number} printed",
            "set_keyword",
        )
    return re.sub(r"\bX\b", str(number), said_with(definition, str(number)))


def reading_definition() -> bool:
    """Whether a set keyword's reminder is being read as its definition (2.2.12.c): there
    "them" are the objects that have the keyword (semantics/opponents_effects_cant.py)."""
    return bool(_DEFINING.get())


def definition_ability(name: str, definition: str) -> dict[str, Any]:
    """The set's keyword ability ``name`` read from its ``definition`` (the reminder, an
    ability: a Reaction or a passive, 2.2.12.c, 7.4)."""
    from scenarios.cards.grammar.reader import read_ability
    from scenarios.cards.printed.text import clean

    low = name.lower()
    if low in _DEFINING.get():
        raise NotRead(
            name, f"the set's keyword ability {_shown(name)} is defined by itself", "set_keyword"
        )
    reset = _DEFINING.set(_DEFINING.get() | {low})
    try:
        read = read_ability(clean(definition))
    except NotRead as exc:
        raise NotRead(
            name,
            f"{_shown(name)} is the set's keyword ability, read by the reminder the set prints"
            f' with it ("{definition.strip()}", 2.2.12.c), and that reminder is not read:'
            f" {exc.reason}",
            "set_keyword",
        ) from None
    finally:
        _DEFINING.reset(reset)
    if "keywords" in read or not read:
        raise NotRead(name, f"{_shown(name)}: its reminder is no ability", "set_keyword")
    return read


def not_run_here(name: str, said: str) -> NotRead:
    """The by-hand reason of a set keyword ability in a slot the engine does not run."""
    return NotRead(
        name,
        f"{_shown(name)} is the set's keyword ability (by its reminder, 2.2.12.c); {said} is"
        " not run by the engine yet — resolve by hand (7.4)",
        "set_keyword",
    )


class SetKeywordSemantics:
    """Semantic functions of the block "a set's own keyword abilities" of altered.lark."""

    def set_keyword(self, items: list[Any]) -> SetKeyword:
        """A set keyword ability where a keyword stands: its name, its definition read."""
        from scenarios.cards.grammar.set_lexicon import keyword_ability

        word: Token = items[0]
        definition = keyword_ability(str(word))
        if definition is None:
            raise NotRead(
                str(word), f"{_shown(str(word))} is defined nowhere in the set", "set_keyword"
            )
        definition = numbered(str(word), definition, items[1] if len(items) > 1 else None)
        found = SetKeyword(str(word)[:1].upper() + str(word)[1:])
        found.ability = definition_ability(str(word), definition)
        found.definition = definition
        return found

    def set_keyword_elsewhere(self, items: list[Any]) -> Any:
        """ "gains [X] this turn", "with [X]", "if I have [X]": a set keyword ability given
        for a time, described or asked of an object — refused, naming it."""
        from scenarios.cards.grammar.set_lexicon import keyword_ability

        word = next(i for i in items if isinstance(i, Token) and i.type == "SET_KEYWORD")
        definition = keyword_ability(str(word))
        if definition is not None:
            definition_ability(str(word), definition)  # an unread reminder is said first
        raise not_run_here(str(word), "given, taken or asked of an object there")

    def set_keyword_for_a_time(self, items: list[Any]) -> Any:
        """ "[object] gains [X] [for a time]": as a rules keyword is given for a time, an
        Emblem-Ongoing whose passive ability gives the objects the step acts on the keyword's
        definition — its reminder read as an ability (2.2.12.c, 2.2.15.a, 2.3.1.a). Only a
        passive ability of its bearer is given so (a replacement, 6.2.b); a Reaction given
        for a time is refused, naming the keyword."""
        from scenarios.cards.grammar.set_lexicon import keyword_ability

        word = next(i for i in items if isinstance(i, Token) and i.type == "SET_KEYWORD")
        definition = keyword_ability(str(word))
        if definition is None:
            raise NotRead(
                str(word), f"{_shown(str(word))} is defined nowhere in the set", "set_keyword"
            )
        ability = definition_ability(str(word), definition)
        if not givable(ability):  # g5: any one ability, as a quoted one is given for a time
            raise not_run_here(str(word), "given for a time")
        given = {"text": _shown(str(word)), **ability, "set_keyword": _name(str(word))}
        obj, duration = items[0], items[-1]
        return self.gain_abilities_for_a_time([obj, given, duration])  # type: ignore[attr-defined]


def set_keyword_gained(
    semantics: Any, obj: Any, keyword: SetKeyword, duration: str
) -> dict[str, Any]:
    """ "[object] gains [X]" for ``duration``: an Emblem-Ongoing giving the objects the step
    acts on the keyword's definition, its reminder read as an ability (2.2.12.c, 2.2.15.a,
    2.3.1.a); one not given so (``givable``) refused naming the keyword."""
    if not givable(keyword.ability):
        raise not_run_here(str(keyword), "given for a time")
    given = {"text": _shown(str(keyword)), **named_ability(keyword)}
    step: dict[str, Any] = semantics.gain_abilities_for_a_time([obj, given, duration])
    return step


def bearer_passive(ability: dict[str, Any]) -> bool:
    """Whether a set keyword's definition is a replacing or additive modifier of its bearer
    ("If I would be discarded from an Expedition, I go to Reserve instead.", 6.2.b, 6.2.c)
    and nothing more: a passive ability the engine gives any object in play (2.3.1.a), "I"
    the object that has it."""
    passive = ability.get("passive")
    if set(ability) != {"passive"} or not isinstance(passive, dict) or len(passive) != 1:
        return False
    modifier = passive.get("instead") or passive.get("also")
    return isinstance(modifier, dict) and modifier.get("scope") == "self"


def givable(ability: dict[str, Any]) -> bool:
    """Whether a set keyword's definition is one ability a passive gives a group as a quoted
    ability is given (g5, 2.3.1.a; semantics/given.py): a Reaction, a quick action or a
    passive ability of its bearer, "I" the object that has it — "Characters you control have
    [Homeward]." is 'Characters you control have "When I go to Reserve, draw a card."'
    (2.2.12.c: the reminder says what the keyword is). What the group would have and never
    use (a Reaction to its own arrival, a support ability) the card compiler refuses by
    name (scenarios/cards/given_abilities.py)."""
    if bearer_passive(ability):
        return True
    kinds = set(ability) & {"reaction", "quick_action", "passive"}
    return len(kinds) == 1 and not set(ability) - {"reaction", "quick_action", "passive", "text"}


def _name(word: str) -> str:
    return word[:1].upper() + word[1:]


def named_ability(keyword: SetKeyword) -> dict[str, Any]:
    """The keyword's definition read as an ability, named by the keyword (``set_keyword``):
    an object that has this ability has the set keyword (2.2.12.c) — "with [Tether]"
    finds it (semantics/keyword_qualifiers.py, engine/reading/set_keywords_had.py). A
    reminder restating a rules keyword's rule is that rules keyword (7.4.3.b), had as one:
    no name is given."""
    if rules_keyword_of(keyword.ability) is not None:
        return dict(keyword.ability)
    return {**keyword.ability, "set_keyword": _name(str(keyword))}


def _found(value: Any) -> SetKeyword | None:
    if isinstance(value, SetKeyword):
        return value
    if isinstance(value, dict):
        return next((f for v in value.values() if (f := _found(v)) is not None), None)
    if isinstance(value, (list, tuple)):
        return next((f for v in value if (f := _found(v)) is not None), None)
    return None


def rules_keyword_of(ability: dict[str, Any]) -> str | None:
    """The rules keyword ability (7.4) a set keyword's definition is, when its reminder says
    that keyword's own rule and nothing more ("During Rest, I'm not sent to Reserve." is
    Eternal, 7.4.3.b; semantics/restated_keywords.py); ``None`` otherwise."""
    passive = ability.get("passive")
    if set(ability) == {"passive"} and isinstance(passive, dict) and set(passive) == {"keyword"}:
        word = passive["keyword"]
        return word if isinstance(word, str) and not isinstance(word, SetKeyword) else None
    return None


def set_keywords_placed(found: dict[str, Any]) -> dict[str, Any]:
    """``found`` with each set keyword ability read where a keyword line or "I have [X]"
    names it; any other place refused naming the keyword."""
    if "keywords" in found and not set(found) - {"keywords"}:
        words = found["keywords"]
        own = [w for w in words if isinstance(w, SetKeyword)]
        if not own:
            return found
        rules = [w for w in words if not isinstance(w, SetKeyword)]
        first, *more = (named_ability(w) for w in own)
        if not rules:  # "[Homeward].": the bearer's own ability (7.4)
            return {**first, **({"_more": more} if more else {})}
        return {"keywords": rules, "_abilities": [first, *more]}
    passive = found.get("passive")
    if set(found) == {"passive"} and isinstance(passive, dict) and set(passive) == {"keyword"}:
        word = passive["keyword"]
        if isinstance(word, SetKeyword):  # "I have [Homeward]." / "I am [Homeward]."
            return named_ability(word)
    grant = passive.get("grant") if isinstance(passive, dict) else None
    if isinstance(grant, dict) and isinstance(grant.get("keyword"), SetKeyword):
        meant = rules_keyword_of(grant["keyword"].ability)
        if meant is not None and not grant.get("lose"):
            # "Robots you control have [Warden]." where [Warden]'s reminder is a rules
            # keyword ability's own rule (7.4.3.b Eternal, 7.4.6.b Seasoned): the group is
            # given that rules keyword (2.3.1.a), which the engine runs
            given = {**grant, "keyword": meant}
            return {**found, "passive": {**(passive or {}), "grant": given}}
        if givable(grant["keyword"].ability) and not grant.get("lose"):
            # "Your Characters have [Lingering]." where [Lingering]'s reminder is "During Rest,
            # you may [cost]. If you do, I don't go to Reserve." (restated_keywords.py), "Other
            # tokens you control have [Buoyant]." ("If I would be discarded from an Expedition,
            # I go to Reserve instead.", gram78): each object of the group is given that
            # passive ability (2.3.1.a), "I" its bearer
            given = {k: v for k, v in grant.items() if k != "keyword"}
            given["abilities"] = [
                {"text": str(grant["keyword"]), **named_ability(grant["keyword"])}
            ]
            return {**found, "passive": {**(passive or {}), "grant": given}}
        # "[group] lose [Homeward]": the keyword taken is not run by the engine yet
        said = "taken from" if grant.get("lose") else "given to"  # "[group] lose [Homeward]"
        raise not_run_here(str(grant["keyword"]), f"{said} a group by a passive ability")
    word = _found(found)
    if word is not None:
        raise not_run_here(str(word), "said there")
    return found
