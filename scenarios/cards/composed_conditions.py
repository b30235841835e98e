"""Conditions on objects and players said as one composed sentence (issue 30, gram84): a
quantified subject and a predicate, each slot read on its own and put together, never a
pattern per sentence.

Subjects:
- "I" / "me": the bearer itself, wherever it is (2.1.d; ``Counted.ME``);
- "a / an / one / another / each / every / no [object]": the objects the description names
  (the reader's object language, :func:`~scenarios.cards.grammar.evaluate.conditions.grammar_count`:
  "card in your Reserve", "Character an opponent controls", "Landmark you control" …);
- "each opponent" / "no opponent" / "each player": the players of a two-player game
  (1.2.1.b) — "each opponent" is the one opponent, "each player" both players, each
  condition evaluated for that player (1.4.7.b).

Predicates on an object: "has N / at least N / N or more / N or fewer / exactly N / no / a
[boosts | <name> counters]" (2.5.1, 2.5.a), "has a base statistic of N" (a printed statistic,
2.2.11.b), "has a statistic of N [or more | or less]" (as it is now, boosts included,
2.2.11.c, 2.5.1.b), "is / isn't [status]" (2.4), "is / isn't a token" (2.1.e), "is / isn't a
[type | sub-type]" (2.2.1, 2.2.2). Players' predicates are the reader's own ("has N cards in
their Reserve", "controls N [objects]", "controls more [objects] than you"), asked of each
player the subject names. "You played me from [zone]" is how the object in play was played,
which it keeps while it stays in play (5.1.2.d; ``ConditionKind.I_WAS_PLAYED_FROM``).

What a slot cannot say exactly (an "each" whose predicate has no negation in the filter
language, a "base statistic of N or more", "has the same name as …") is refused: ``None``,
and the card leaves the condition to the judge (6.5.d)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from engine import CardType, Terrain
from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.conditions import Whose
from engine.state.records import replace
from scenarios.cards.card_words import (
    CHARACTER_SUBTYPES,
    NO_COUNTER_NAMES,
    NUMBER_WORDS,
    PERMANENT_SUBTYPES,
    SPELL_SUBTYPES,
    STATUSES,
)
from scenarios.cards.grammar.evaluate.quantified_objects import (
    Quantified,
    opposite_range,
    quantified,
)

_NUMBER = r"(?:\d+|" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + ")"
_AMOUNT = re.compile(
    rf"^(?:(?P<exactly>exactly )?(?P<n>{_NUMBER})(?P<bound> or more| or fewer| or less|\+)?"
    rf"|at least (?P<least>{_NUMBER})|at most (?P<most>{_NUMBER})|(?P<no>no)|(?P<a>an?|any))$"
)
_HAS_COUNTERS = re.compile(
    r"^has (?P<amount>.+?) (?:(?P<boosts>boosts?)|(?P<name>[a-z]+) counters?)$"
)
_BASE_STATISTIC = re.compile(rf"^has a base statistic of (?P<n>{_NUMBER})$")
_STATISTIC = re.compile(
    rf"^has a (?:current )?statistic of (?P<n>{_NUMBER})(?P<bound> or more| or fewer| or less)?$"
)
_NOT_NAMES = NO_COUNTER_NAMES | {"less", "no", "boost"}
"""Words before "counters" that are no counter's name."""
_IS = re.compile(r"^(?:is|am)(?P<neg> not|n't)? (?P<what>.+)$")
_QUANTIFIED = re.compile(r"^(?P<q>an?|one|another|each|every|no) (?P<rest>.+)$")
_VERB = re.compile(r" (?=(?:has|is|isn't|is not) )")
_SUBTYPES = CHARACTER_SUBTYPES | PERMANENT_SUBTYPES | SPELL_SUBTYPES
_TYPES = {t.value.lower(): t for t in CardType}


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word]


def _bounds(amount: str) -> tuple[int | None, int | None] | None:
    """(at least, at most) of an amount: "2 or more", "at least two", "exactly 1", "no", "a"
    ("has a boost": one or more); a bare number other than one is left unread (it may mean
    "exactly" or "at least")."""
    m = _AMOUNT.match(amount)
    if m is None:
        return None
    if m["no"]:
        return None, 0
    if m["a"]:
        return 1, None
    if m["least"]:
        return _number(m["least"]), None
    if m["most"]:
        return None, _number(m["most"])
    n = _number(m["n"])
    if m["exactly"]:
        return n, n
    if m["bound"] in (" or more", "+"):
        return n, None
    if m["bound"]:
        return None, n
    return (1, None) if n == 1 else None


@dataclass(frozen=True)
class _Predicate:
    """What an object must be (a filter's parts) and, if the filter language has it, what it
    must be instead for the predicate not to hold (``negation``, for "each")."""

    fits: ObjectFilter
    negation: ObjectFilter | None
    statistic: tuple[int | None, int | None] | None = None  # "a statistic of N+": any terrain


def _predicate(words: str) -> _Predicate | None:
    """A predicate's filter parts: counters, base / current statistic, status, token, type or
    sub-type (see the module's docstring); ``None`` when the words are not one of these."""
    m = _HAS_COUNTERS.match(words)
    if m is not None:
        bounds = _bounds(m["amount"])
        if bounds is None:
            return None
        low, high = bounds
        if m["name"] in _NOT_NAMES:
            return None  # "has 2 or more counters" (any kind), "has no other counters"
        if m["boosts"]:  # 2.5.1
            fits = ObjectFilter(boosts_min=low, boosts_max=high)
            neg = _negated_range(low, high, "boosts_min", "boosts_max", ObjectFilter())
        else:  # 2.5.a: counters of that name
            base = ObjectFilter(counter=m["name"].capitalize())
            fits = replace(base, counters_min=low, counters_max=high)
            neg = _negated_range(low, high, "counters_min", "counters_max", base)
        return _Predicate(fits, neg)
    m = _BASE_STATISTIC.match(words)
    if m is not None:  # 2.2.11.b: one of its printed statistics is N
        return _Predicate(ObjectFilter(base_stat=_number(m["n"])), None)
    m = _STATISTIC.match(words)
    if m is not None:  # 2.2.11.c: as it is now, boosts included (2.5.1.b)
        n = _number(m["n"])
        stat = (n, None) if m["bound"] == " or more" else (None, n) if m["bound"] else (n, n)
        return _Predicate(ObjectFilter(), None, statistic=stat)
    m = _IS.match(words)
    if m is None:
        return None
    what, negated = m["what"], bool(m["neg"])
    no: ObjectFilter | None
    status = STATUSES.get(what)
    if status is not None:  # 2.4
        yes, no = (
            ObjectFilter(statuses=frozenset({status})),
            ObjectFilter(without=frozenset({status})),
        )
    elif what in ("a token", "token"):  # 2.1.e
        yes, no = ObjectFilter(tokens=True), ObjectFilter(non_token=True)
    else:
        a = re.match(r"^an? (\w+)$", what)
        noun = a[1] if a else ""
        if noun.capitalize() in _SUBTYPES:  # 2.2.2
            subtype = frozenset({noun.capitalize()})
            yes, no = ObjectFilter(subtypes=subtype), ObjectFilter(without_subtypes=subtype)
        elif noun in _TYPES:  # 2.2.1: no "non-[type]" in the filter language
            yes, no = ObjectFilter(types=frozenset({_TYPES[noun]})), None
        else:
            return None
    if negated:
        return _Predicate(no, yes) if no is not None else None
    return _Predicate(yes, no)


def _negated_range(
    low: int | None, high: int | None, least: str, most: str, base: ObjectFilter
) -> ObjectFilter | None:
    """The filter of "not between ``low`` and ``high``", when it is one range."""
    bounds = opposite_range(low, high)
    if bounds is None:
        return None
    changes: dict[str, Any] = {least: bounds[0], most: bounds[1]}
    return replace(base, **changes)


def _merged(base: ObjectFilter | None, part: ObjectFilter) -> ObjectFilter:
    """A description's filter narrowed by a predicate's parts (sets joined)."""
    base = base or ObjectFilter()
    changes: dict[str, Any] = {}
    for name in (
        "boosts_min",
        "boosts_max",
        "counter",
        "counters_min",
        "counters_max",
        "base_stat",
    ):
        value = getattr(part, name)
        if value not in (None, ""):
            if getattr(base, name) not in (None, "") and getattr(base, name) != value:
                raise _Unread
            changes[name] = value
    for name in ("statuses", "without", "subtypes", "without_subtypes", "types"):
        value = getattr(part, name)
        if value:
            if name == "types" and base.types and not value & base.types:
                raise _Unread  # "a Spell in your Reserve is a Character": never so
            changes[name] = (
                (value & base.types)
                if name == "types" and base.types
                else (getattr(base, name) | value)
            )
    for name in ("tokens", "non_token"):
        if getattr(part, name):
            changes[name] = True
    return replace(base, **changes)


class _Unread(Exception):
    """A slot's words the composition cannot say exactly."""


def _counts(
    counted: Condition, predicate: _Predicate, quantifier: str, text: str
) -> Condition | None:
    """The condition of "[quantifier] [description] [predicate]" on the count the description
    reads (``counted``), as :func:`quantified` decides it: "a" / "another" — one or more
    fit; "no" — none fits; "each" / "every" — none fits the predicate's negation, or, where
    the filter language has no negation of it, no more are described than fit (true when
    there are none, as "each" says of no object)."""
    q = quantified(quantifier)
    if predicate.statistic is not None:
        if q.opposite:
            return None
        parts = tuple(
            _count_of(counted, _statistic(counted.filter, t, predicate.statistic), q)
            for t in Terrain
        )
        joined = ConditionKind.ALL_OF if q.at_most == 0 else ConditionKind.ANY_OF
        return Condition(joined, parts=parts, text=text)
    if q.opposite and predicate.negation is None:
        # "each card in your Reserve is a Spell": not more of them than of those that are
        # (6.5.d; true when there are none, as "each" says of no object)
        whole = replace(counted, at_least=None, at_most=None)
        fitting = replace(whole, filter=_merged(counted.filter, predicate.fits))
        return Condition(
            ConditionKind.COUNTS_COMPARED, parts=(whole, fitting), negated=True, text=text
        )
    part = predicate.negation if q.opposite else predicate.fits
    if part is None:
        return None
    return replace(_count_of(counted, _merged(counted.filter, part), q), text=text)


def _statistic(
    base: ObjectFilter | None, terrain: Terrain, bounds: tuple[int | None, int | None]
) -> ObjectFilter:
    if base is not None and base.stat_of is not None:
        raise _Unread
    return replace(base or ObjectFilter(), stat_of=terrain, stat_min=bounds[0], stat_max=bounds[1])


def _count_of(counted: Condition, flt: ObjectFilter, q: Quantified) -> Condition:
    return replace(counted, filter=flt, at_least=q.at_least, at_most=q.at_most)


def _object_condition(key: str, text: str) -> Condition | None:
    """ "a card in your Reserve has an Omen counter", "each Character you control is
    Asleep", "no Landmark you control has an Omen counter", "I have a base statistic of 0"."""
    from scenarios.cards.grammar.evaluate.conditions import grammar_count

    me = re.match(r"^i (?P<rest>(?:have|am) .+)$", key)
    if me is not None:
        rest = re.sub(r"^have ", "has ", me["rest"])
        predicate = _predicate(rest)
        if predicate is None:
            return None
        bearer = Condition(ConditionKind.COUNT, counted=Counted.ME, text=text)
        return _counts(bearer, predicate, "a", text)
    m = _QUANTIFIED.match(key)
    if m is None:
        return None
    split = _VERB.split(m["rest"], maxsplit=1)
    if len(split) != 2:
        return None
    described, said = split
    predicate = _predicate(said)
    if predicate is None:
        return None
    quantifier = m["q"]
    if quantifier == "another":
        described = f"other {described}"
    counted = grammar_count(described, text)
    if (
        counted is None
        or counted.kind != ConditionKind.COUNT
        or counted.counted
        in (
            Counted.MY_COUNTERS,
            Counted.LEAD,
        )
    ):
        return None
    return _counts(counted, predicate, quantifier, text)


_PLAYERS = re.compile(
    r"^(?P<who>each opponent|no opponent|each player|target opponent) "
    r"(?P<neg>doesn't |does not )?(?P<verb>has|have|controls|control) (?P<rest>.+)$"
)


def _players_condition(key: str, text: str) -> Condition | None:
    """ "each opponent has at least two cards in their Reserve" (the one opponent, 1.2.1.b),
    "no opponent controls a Landmark" (that opponent does not), "each player has a card in
    their hand" (both players, each its own, 1.4.7.b)."""
    from scenarios.cards.condition_texts import condition_of

    m = _PLAYERS.match(key)
    if m is None:
        return None
    verb = {"have": "has", "control": "controls"}.get(m["verb"], m["verb"])
    if bool(m["neg"]) != (verb != m["verb"]) or (m["neg"] and m["who"] not in _ONE_OPPONENT):
        return None  # "target opponent have …", "each player doesn't have …"
    said = f"{verb} {m['rest']}"
    theirs = condition_of(f"an opponent {said}")
    if theirs is None:
        return None
    if m["neg"]:  # "target opponent doesn't control a Landmark" (6.5.d)
        theirs = replace(theirs, negated=not theirs.negated)
    if m["who"] == "target opponent":
        return targeted(theirs, text)
    if m["who"] == "each opponent":
        return replace(theirs, text=text)
    if m["who"] == "no opponent":
        return replace(theirs, negated=not theirs.negated, text=text)
    if " than " in m["rest"]:
        return None  # "each player controls more … than you": not a comparison of players
    own = re.sub(r"\btheir\b", "your", m["rest"])
    yours = condition_of(f"you {'have' if m['verb'] == 'has' else 'control'} {own}")
    if yours is None:
        return None
    return Condition(ConditionKind.ALL_OF, parts=(yours, theirs), text=text)


_ONE_OPPONENT = ("each opponent", "target opponent")
"""The subjects that name the one opponent of a two-player game (1.2.1.b), which "doesn't"
negates as a whole."""


def _about_the_opponent(c: Condition) -> bool:
    """Whether ``c`` is said of the opponent alone, so that the player a target names can
    stand in for them: a count of their cards or objects (1.2.2), a lead over them, or parts
    each of which is."""
    if c.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF):
        return bool(c.parts) and all(_about_the_opponent(p) for p in c.parts)
    return c.kind == ConditionKind.COUNT and (
        c.whose == Whose.OPPONENT
        or (not c.whose and c.counted in (Counted.OPPONENT_CONTROLS, Counted.LEAD))
    )


def targeted(c: Condition, text: str) -> Condition | None:
    """ "target opponent has …": the condition an opponent's words read, about the player the
    step chooses as its target before evaluating it (1.2.6.c, 6.5.b, 6.5.d;
    ``engine.steps.condition_targets``), each part too; ``None`` when it is not said of the
    opponent alone (a count of everyone's objects, a condition of "it")."""
    if not _about_the_opponent(c):
        return None
    return replace(_each_targeted(c), text=text)


def _each_targeted(c: Condition) -> Condition:
    return replace(c, parts=tuple(_each_targeted(p) for p in c.parts), against_target=True)


_PLAYED_ME = re.compile(
    r"^you(?P<neg> didn't play| did not play| played) me from (?:your )?"
    r"(?P<zone>hand|reserve)$"
)


def _played_me(key: str, text: str) -> Condition | None:
    """ "you played me from Reserve": how the object in play was played (5.1.2.d), which it
    keeps while in play (a new object once it leaves, 2.1.d); the controller played it."""
    m = _PLAYED_ME.match(key)
    if m is None:
        return None
    return Condition(
        ConditionKind.I_WAS_PLAYED_FROM,
        event=f"played_from_{m['zone']}",
        negated=m["neg"] != " played",
        past=True,  # of the object before the event, should the event move it (6.3.k)
        text=text,
    )


_EXACTLY = re.compile(rf"\bexactly (?P<n>{_NUMBER})\b")


def _exactly(key: str, text: str) -> Condition | None:
    """ "you have exactly one card in your Reserve": N or more and N or fewer, each read as
    the reader reads it."""
    from scenarios.cards.condition_texts import condition_of

    m = _EXACTLY.search(key)
    if m is None or len(_EXACTLY.findall(key)) != 1:
        return None
    n = m["n"]
    more = condition_of(key[: m.start()] + f"{n} or more" + key[m.end() :])
    fewer = condition_of(key[: m.start()] + f"{n} or fewer" + key[m.end() :])
    if more is None or fewer is None:
        return None
    return Condition(ConditionKind.ALL_OF, parts=(more, fewer), text=text)


def composed_condition(key: str, text: str) -> Condition | None:
    """The condition of ``key`` (lower case words) composed of a subject and a predicate;
    ``None`` when a slot is not read or the composition cannot say it exactly."""
    try:
        return (
            _played_me(key, text)
            or _players_condition(key, text)
            or _object_condition(key, text)
            or _exactly(key, text)
        )
    except _Unread:
        return None
