"""The condition texts the engine evaluates: ``if:`` and "unless", counts, die results.

:func:`condition_of` turns an ability's ``if:`` text ("if I was Fleeting", "if you control two
or more Landmarks", "if the result is 6+", "unless …") into the engine's
:class:`~engine.state.cards.Condition`: past tense looks before the event (6.3.k), "unless"
negates the condition (6.5.d), a die result is that of the roll which activated the Reaction
(7.3.33.a). :func:`count_of` reads what "per [...]" / "for each [...]" counts. ``None`` means
the engine cannot evaluate the text yet, and the card says so instead of guessing. Texts not
read here are tried by :mod:`scenarios.cards.counts`, :mod:`scenarios.cards.it_conditions`
and :mod:`scenarios.cards.more_conditions`; :mod:`scenarios.cards.vocabulary` re-exports both
functions.
"""

from __future__ import annotations

import re

from engine import CardType, Status, Terrain
from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.records import replace
from scenarios.cards.board_conditions import board_condition
from scenarios.cards.card_words import (
    CHARACTER_SUBTYPES,
    NO_COUNTER_NAMES,
    NUMBER_WORDS,
    PERMANENT_SUBTYPES,
    SPELL_SUBTYPES,
    STATUSES,
)
from scenarios.cards.counts import more_counts, you_have
from scenarios.cards.distinct_conditions import distinct_condition
from scenarios.cards.i_had import i_had_condition, i_had_count
from scenarios.cards.it_conditions import it_condition
from scenarios.cards.nth_played_conditions import nth_played_condition
from scenarios.cards.result_conditions import cost_vs_result
from scenarios.cards.terrain_alternatives import terrain_alternatives
from scenarios.cards.them_conditions import them_condition

_CONDITIONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^i (?P<tense>was|am)(?P<neg> not)? (?P<status>\w+)$"), ConditionKind.STATUS),
    (re.compile(r"^you are(?P<neg> not)? the first player$"), ConditionKind.FIRST_PLAYER),
    # gt: "it's a Mana Orb" — the one type of two words (2.2.1.a)
    (re.compile(r"^it(?:'s| is) an? (?P<type>mana orb|\w+)$"), ConditionKind.IT_IS_TYPE),
    # gt: "it's not a Hero": the types no card in a deck, hand or Reserve has (2.2.1.a) —
    # "it's not a Spell" is it_conditions.py's, as before
    (
        re.compile(r"^it(?:'s| is) (?P<neg>not )an? (?P<type>mana orb|emblem|hero|region)$"),
        ConditionKind.IT_IS_TYPE,
    ),
    (
        re.compile(r"^there is only one character in my expedition$"),
        ConditionKind.ONLY_CHARACTER,
    ),
    (re.compile(r"^my expedition is behind$"), ConditionKind.EXPEDITION_BEHIND),
    (re.compile(r"^i am(?P<neg> not)? in \{(?P<terrain>[vmo])\}$"), ConditionKind.I_AM_IN_TERRAIN),
    (
        re.compile(r"^it(?:'s| is)(?P<neg> not)? in \{(?P<terrain>[vmo])\}$"),
        ConditionKind.IT_IS_IN_TERRAIN,
    ),
    (  # "If it wasn't in {V}": where it was before the step moved it (2.1.h, 7.5.8.c)
        re.compile(r"^it (?P<tense>was)(?P<neg>n't| not)? in \{(?P<terrain>[vmo])\}$"),
        ConditionKind.IT_IS_IN_TERRAIN,
    ),
    (
        re.compile(r"^i am(?P<neg> not)? in (?P<terrain>forest|mountain|water)$"),
        ConditionKind.I_AM_IN_TERRAIN,
    ),
    (re.compile(r"^its expedition is behind$"), ConditionKind.ITS_EXPEDITION_BEHIND),
    (
        re.compile(r"^there are no characters in the expedition facing me$"),
        ConditionKind.NO_CHARACTER_FACING_ME,
    ),
    (
        re.compile(r"^it(?:'s| is) in a terrain where its base statistic is (?P<base>\d+)$"),
        ConditionKind.IT_IN_TERRAIN_WITH_BASE_STAT,
    ),
)
"""The condition texts the engine evaluates ("if I was Fleeting", "if you are the first
player", "if it's a Permanent", ...): past tense looks before the event (6.3.k)."""
_NUMBER_WORDS = {"no": 0, **NUMBER_WORDS}
_QUANTITY = r"(?P<n>\d+|" + "|".join(_NUMBER_WORDS) + ")"
_COUNT_CONDITIONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            r"^i have (?:(?P<less>less than|fewer than) )?"
            + _QUANTITY
            + r"(?P<more> or more)? (?:(?P<counter>[a-z]+) counters?|boosts?)(?P<orless> or less)?$"
        ),
        Counted.MY_COUNTERS,
    ),
    (
        re.compile(
            r"^you control (?:(?P<less>less than|fewer than) )?"
            + _QUANTITY
            + r"(?P<more> or more)?(?P<other> other)?(?P<adj>(?: [a-z]+)*?) (?P<noun>[a-z]+?)s?$"
        ),
        Counted.YOU_CONTROL,
    ),
    (re.compile(r"^your (?P<zone>hand|reserve) is empty$"), "empty"),
    (
        re.compile(
            r"^there (?:are|is) "
            + _QUANTITY
            + r"(?P<more> or more)?(?P<adj>(?: [a-z]+)*?) cards? in reserve$"
        ),
        Counted.RESERVES,
    ),
)
"""Count conditions: "if I have 2 or more boosts", "if you control two or more
Landmarks", "if you control three or more other Characters", "if your hand is empty",
"if there are two or more exhausted cards in Reserve"."""

_COUNT_NOUNS = {
    "character": ("Character",),
    "permanent": ("Permanent",),
    "card": (),
}


def _count_filter(adj: str, other: bool) -> ObjectFilter | None:
    """Status and sub-type adjectives of a counted noun ("Boosted", "Plant")."""
    statuses: set[Status] = set()
    subtypes: set[str] = set()
    for word in adj.split():
        if word in STATUSES:
            statuses.add(STATUSES[word])
        else:
            return None
    return ObjectFilter(statuses=frozenset(statuses), subtypes=frozenset(subtypes), another=other)


def _count_condition(key: str, text: str) -> Condition | None:
    for pattern, counted in _COUNT_CONDITIONS:
        m = pattern.match(key)
        if m is None:
            continue
        g = m.groupdict()
        if counted == "empty":
            where = Counted.YOUR_HAND if g["zone"] == "hand" else Counted.YOUR_RESERVE
            return Condition(ConditionKind.COUNT, counted=where, at_most=0, text=text)
        raw = g.get("n") or ""
        n = int(raw) if raw.isdigit() else _NUMBER_WORDS[raw]
        at_least: int | None = n
        at_most: int | None = None
        if g.get("less"):
            at_least, at_most = None, n - 1
        elif g.get("orless"):
            at_least, at_most = None, n
        elif not g.get("more") and n == 0:
            at_least, at_most = None, 0
        elif not g.get("more") and raw not in ("a", "an"):
            # A bare number is that count exactly: "if I have 3 boosts" holds with 3, not
            # with 2 or 4 ("3 or more" / "3 or less" say the open ones). "a"/"an" is one or
            # more ("if I have a boost").
            at_most = n
        if counted == Counted.MY_COUNTERS:
            counter = (g.get("counter") or "").capitalize() or "boost"
            if counter.lower() in NO_COUNTER_NAMES:
                return None  # "2 or more different counters": no counter's name (2.5.c)
            return Condition(
                ConditionKind.COUNT,
                counted=counted,
                counter=counter,
                at_least=at_least,
                at_most=at_most,
                text=text,
            )
        flt = _count_filter(g.get("adj") or "", bool(g.get("other")))
        if flt is None:
            return None
        if counted == Counted.YOU_CONTROL:
            noun = g["noun"]
            if noun == "landmark":
                counted = Counted.YOUR_LANDMARKS
            elif noun in _COUNT_NOUNS and noun != "card":
                types = frozenset(CardType(t) for t in _COUNT_NOUNS[noun])
                flt = ObjectFilter(statuses=flt.statuses, types=types, another=flt.another)
            elif noun.capitalize() in CHARACTER_SUBTYPES | PERMANENT_SUBTYPES:
                flt = ObjectFilter(
                    statuses=flt.statuses,
                    subtypes=frozenset({noun.capitalize()}),
                    another=flt.another,
                )
            else:
                return None
        return Condition(
            ConditionKind.COUNT,
            counted=counted,
            filter=flt,
            at_least=at_least,
            at_most=at_most,
            text=text,
        )
    return None


_PER_ZONES = {
    "card in your hand": (Counted.YOUR_HAND, ()),
    "card in your reserve": (Counted.YOUR_RESERVE, ()),
    "card in each player's reserve": (Counted.RESERVES, ()),
    "card in reserve": (Counted.RESERVES, ()),
    "mana orb in your mana zone": (Counted.YOUR_MANA, ()),
    # 3.2.9.c: every object in the Mana zone is a Mana Orb, so its cards are its Mana Orbs
    "card in your mana zone": (Counted.YOUR_MANA, ()),
}
_PER = re.compile(
    r"^(?P<other>other )?(?P<adj>(?:[a-z]+ )*?)(?P<noun>[a-z]+?)s? "
    r"(?P<where>you control|in my expedition|in reserve)$"
)


_BEYOND = re.compile(r"^(?P<counted>.+) beyond the (?P<nth>first|second|third|fourth|fifth|sixth)$")
_NTH = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
_NOT_BY_COUNT = frozenset(
    {
        Counted.MY_HAND_COST,
        Counted.MY_RESERVE_COST,
        Counted.ITS_HAND_COST,
        Counted.ITS_RESERVE_COST,
        Counted.COUNTERS_THIS_WAY,
        Counted.THAT_MANY,
    }
)
"""What a step counts without the engine's count of things (a printed cost, the step
before's result): "beyond the Nth" of it is not read (gram63)."""


def count_of(text: str) -> Condition | None:
    """What "per [...]" / "for each [...]" counts (:func:`_pattern_count`), or else what the
    card grammar reads the same words as (issue 30); ``None`` if the engine cannot count it.
    "[counted] beyond the second" is that count less the first two, never below none
    (6.5.i; ``beyond``, gram63) — in every slot a count goes, as the count is one part."""
    key = " ".join(text.strip().rstrip(".").lower().split())
    beyond = _BEYOND.match(key)
    if beyond is not None:
        whole = count_of(beyond["counted"])
        if whole is None or whole.beyond or whole.counted in _NOT_BY_COUNT:
            return None
        return replace(whole, beyond=_NTH[beyond["nth"]], text=text)
    found = _pattern_count(text) or i_had_count(key, text, count_of)  # "boost I had" (6.3.j)
    if found is not None:
        return found
    from scenarios.cards.grammar.evaluate.conditions import grammar_count  # it imports this
    from scenarios.cards.kinds_counts import kinds_count

    return grammar_count(key, text) or kinds_count(key, text, count_of)


def _pattern_count(text: str) -> Condition | None:
    """What "per [...]" / "for each [...]" counts, as a count condition without bounds:
    "Character you control", "[[Boosted]] Character you control", "card in your hand",
    "Mana Orb in your Mana zone", "other Character in my Expedition", "exhausted card in
    Reserve"; ``None`` if the engine cannot count it yet."""
    key = " ".join(text.strip().rstrip(".").lower().split())
    from scenarios.cards.more_conditions import counters_on_group  # it reads NUMBER_WORDS

    on_group = counters_on_group(key, text)
    if on_group is not None:
        return on_group
    if key in _PER_ZONES:
        counted, _ = _PER_ZONES[key]
        return Condition(ConditionKind.COUNT, counted=counted, text=text)
    m = _PER.match(key)
    if m is None:
        found = more_counts(key, text)
        if found is not None:
            return found
        from scenarios.cards.more_conditions import more_count  # it reads NUMBER_WORDS

        return more_count(key, text)
    flt = _count_filter(m["adj"], bool(m["other"]))
    if flt is None:
        return None
    noun = m["noun"]
    types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    if noun in ("character", "permanent"):
        types = frozenset({CardType(noun.capitalize())})
    elif noun.capitalize() in CHARACTER_SUBTYPES | PERMANENT_SUBTYPES:
        subtypes = frozenset({noun.capitalize()})
    elif noun != "card":
        return None
    where = {
        "you control": Counted.YOU_CONTROL,
        "in my expedition": Counted.MY_EXPEDITION,
        "in reserve": Counted.RESERVES,
    }[m["where"]]
    if where == Counted.RESERVES and noun != "card":
        return None
    flt = ObjectFilter(
        statuses=flt.statuses,
        types=types,
        subtypes=subtypes,
        another=flt.another,
        # a token is no card (1.1.7.b): the cards in my Expedition are its non-token objects
        non_token=noun == "card" and where == Counted.MY_EXPEDITION,
    )
    return Condition(ConditionKind.COUNT, counted=where, filter=flt, text=text)


_DIE_RESULT = re.compile(
    r"^the (?:die's )?result is (?P<low>[1-6])(?:(?P<plus>\+)|-(?P<high>[1-6]))?$"
)


def _die_condition(key: str, text: str) -> Condition | None:
    """ "If the result is 6+" / "1-3" / "4": the result of the roll that activated the
    Reaction ("When you roll one or more dice", 7.3.33.a), in that range."""
    m = _DIE_RESULT.match(key)
    if m is None:
        return cost_vs_result(key, text)  # "If its Hand Cost is equal to the die's result"
    low = int(m["low"])
    high = None if m["plus"] else int(m["high"] or low)
    return Condition(ConditionKind.DIE_RESULT, at_least=low, at_most=high, text=text)


_TERRAIN_ICONS = {"v": Terrain.FOREST, "m": Terrain.MOUNTAIN, "o": Terrain.WATER}
"""{V} Forest, {M} Mountain, {O} Water (7.1.2.c-e)."""


_PLAYED_FROM = re.compile(r"^i was(?P<neg> not)? played from (?P<zone>hand|reserve)$")


def _played_from_condition(key: str, text: str) -> Condition | None:
    """ "If I was [not] played from Reserve": how the object in play was played (5.1.2.d)."""
    m = _PLAYED_FROM.match(key)
    if m is None:
        return None
    return Condition(
        ConditionKind.I_WAS_PLAYED_FROM,
        event=f"played_from_{m['zone']}",
        negated=bool(m["neg"]),
        past=True,  # of the object before the event, should the event move it (6.3.k)
        text=text,
    )


_ONE_OF_THEM = re.compile(r"^(?:one|either|any) of them has (?P<rest>.+)$")
"""A condition on one of several objects a step acted on (altered.lark, gram85)."""


def condition_of(text: str) -> Condition | None:
    """The engine condition for an ``if:`` text, or ``None`` if the engine cannot evaluate
    it yet."""
    key = " ".join(text.strip().rstrip(".").lower().replace("i'm ", "i am ").split())
    from scenarios.cards.grammar.other_words import usual_condition  # the lexer's folds

    key = usual_condition(key)
    from scenarios.cards.grammar.relation_words import (  # gk
        each_expedition_words,
        same_expedition_words,
    )

    related = each_expedition_words(same_expedition_words(key))
    if related != key:  # Expedition relations said in the usual words (the printed text kept)
        found = condition_of(related)
        return replace(found, text=text) if found is not None else None
    # gm: "either / both / neither of them is a Plant" (them_conditions.py, 6.5.b, 6.5.d)
    of_them = them_condition(key, text, condition_of)
    if of_them is not None:
        return of_them
    one_of_them = _ONE_OF_THEM.match(key)
    if one_of_them is not None:
        # "If one of them has an Omen counter" (gram85): "it has …" of the objects the step
        # before acted on, true when one of them fits (the engine checks any of "it", 6.5.d)
        found = condition_of(f"it has {one_of_them['rest']}")
        return replace(found, text=text) if found is not None else None
    had = i_had_condition(key, text, condition_of)  # "I had": as I was (6.3.j, gram106)
    if had is not None:
        return had
    if key.startswith("unless "):
        # "Unless [condition]": the condition negated (6.5.d).
        positive = condition_of(key[len("unless ") :])
        if positive is None:
            return None
        return replace(positive, negated=not positive.negated, text=text)
    counted = (
        _count_condition(key, text)
        or _die_condition(key, text)
        or _played_from_condition(key, text)
        or terrain_alternatives(key, text)
        or nth_played_condition(key, text)  # id39: "it's your second Spell this turn"
    )
    if counted is not None:
        return counted
    for pattern, kind in _CONDITIONS:
        m = pattern.match(key)
        if m is None:
            continue
        groups = m.groupdict()
        status = None
        if groups.get("status"):
            if groups["status"] not in STATUSES:
                return None
            status = STATUSES[groups["status"]]
        card_type = None
        if groups.get("type"):
            types = {t.value.lower(): t for t in CardType}
            if groups["type"] not in types:
                # "If it's a Robot": a sub-type, not a type — read below (2.2.2.o).
                continue
            card_type = types[groups["type"]]
        word = groups.get("terrain")
        terrain = (_TERRAIN_ICONS.get(word) or Terrain(word)) if word else None
        return Condition(
            kind,
            status=status,
            card_type=card_type,
            terrain=terrain,
            base_stat=int(groups["base"]) if groups.get("base") else None,
            negated=bool(groups.get("neg")),
            past=groups.get("tense") == "was",
            text=text,
        )
    mine = you_have(key, text)
    if mine is not None:
        return mine
    subtypes = frozenset(CHARACTER_SUBTYPES | PERMANENT_SUBTYPES | SPELL_SUBTYPES)
    found = it_condition(key, text, subtypes) or distinct_condition(key, text, subtypes)
    if found is not None:
        return found
    from scenarios.cards.compared_conditions import compared_condition
    from scenarios.cards.more_conditions import more_condition  # it reads NUMBER_WORDS

    found = more_condition(key, text) or compared_condition(key, text)
    found = found or board_condition(key, text)
    if found is not None:
        return found
    # Then the card grammar's reading of the same words (issue 30; it imports this module)
    from scenarios.cards.grammar.evaluate.conditions import grammar_condition

    found = grammar_condition(key, text)
    if found is not None:
        return found
    # Last, a subject and a predicate composed (gram84)
    from scenarios.cards.composed_conditions import composed_condition

    return composed_condition(key, text)
