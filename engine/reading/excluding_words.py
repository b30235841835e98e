"""Which words of a description exclude an object: each word tried on its own, the words
without which the object would pass being the ones that exclude it — each with the decision
point of the rule that decides whether an object has it: a status (2.4.5.a, 2.4.6.b, …),
who controls it (7.5.5.b, 7.2.3.a), a Hand or Reserve Cost (2.2.7.a, 2.2.8.a), a statistic
(2.2.11.b), boosts (2.5.1.a), a sub-type (2.2.2.n), a terrain (7.5.8.c), a place (the
Expedition facing me 1.2.3.c, your other Expedition 7.2.3.a, ahead or behind 7.5.2).

Read for a refused target (:mod:`engine.steps.refused_targets`, 6.5.b) and for a Reaction
whose trigger's object does not match (:mod:`engine.pipeline.qualifier_misses`, 6.3.b).
"""

from __future__ import annotations

from dataclasses import fields

from engine.reading.characteristic_values import field_value
from engine.reading.filters import matches
from engine.reading.my_counters import my_counters_refusal
from engine.reading.passives import subtypes_of
from engine.reading.set_keywords_had import has_set_keyword
from engine.state.conditions import ObjectFilter
from engine.state.enums import Keyword, Status
from engine.state.game_state import GameState
from engine.state.records import replace

_STATUS_POINTS: dict[Status, str] = {
    Status.BOOSTED: "refused.target.boosted",
    Status.EXHAUSTED: "refused.target.exhausted",
    Status.ANCHORED: "refused.target.anchored",
    Status.ASLEEP: "refused.target.asleep",
    Status.FLEETING: "refused.target.fleeting",
}
"""A status a filter asks for (or excludes) -> the decision point of its own rule; another
status is answered by what the statuses are (2.4.1.a)."""

_FIELD_POINTS: dict[str, str] = {
    "controller": "refused.target.controller",
    "hand_cost_max": "compare.hand_cost",
    "hand_cost_min": "compare.hand_cost",
    "hand_cost_max_from": "compare.hand_cost",
    "hand_cost_max_count": "compare.hand_cost",
    "hand_cost_min_my_counters": "compare.hand_cost",
    "hand_cost_max_my_counters": "compare.hand_cost",
    "reserve_cost_max": "compare.reserve_cost",
    "reserve_cost_min": "compare.reserve_cost",
    "base_cost_max": "target.base_cost",
    "base_cost_min": "target.base_cost",
    "stat_of": "refused.target.statistic",
    "stat_min": "refused.target.statistic",
    "stat_max": "refused.target.statistic",
    "stats_max": "refused.target.statistic",
    "base_stat": "refused.target.statistic",
    "boosts_min": "refused.target.boosts",
    "boosts_max": "refused.target.boosts",
    "boosts_than": "refused.target.boosts",
    "parity": "refused.target.parity",  # ge
    "as_me": "refused.target.as_me",  # ge
    "stat_than": "refused.target.compared_stat",  # ic
    "counter": "refused.target.counters",  # its bounds are tried with it, not apart
    "subtypes": "refused.target.subtype",
    "without_subtypes": "refused.target.subtype",
    "all_subtypes": "refused.target.subtype",
    "types": "target.in_play",
    "or_types": "target.in_play",
    "in_terrain": "target.in_terrain",
    "in_my_expedition": "refused.target.my_expedition",
    "in_its_expedition": "refused.target.my_expedition",
    "facing_me": "effect.facing_me",
    "in_your_expedition": "refused.target.your_expedition",
    "in_your_other_expedition": "refused.target.your_expedition",
    "alone_in_expedition": "group.no_other_characters",
    "expedition_ahead": "target.ahead",
    "expedition_standing": "group.behind_or_tied",
    "expedition_in_contact": "effect.in_contact",
    "another": "refused.target.another",
    "other_than_it": "refused.target.another",
    "owner": "refused.target.owner",
    "permanents_in_expeditions": "refused.target.expedition_permanent",
    "permanents_in_landmarks": "refused.target.landmark_permanent",
}
"""A filter word (a field of :class:`ObjectFilter`) -> the decision point whose rule
decides whether an object has it; a word not listed is answered by 6.5.b alone."""

_TRIED_WITH_ANOTHER = frozenset({"text", "counters_min", "counters_max"})
"""Fields not tried on their own: the text, and a named counter's bounds (tried as the
counter's name is, which without its name asks for nothing)."""

_SUBTYPE_FIELDS = frozenset({"subtypes", "without_subtypes", "all_subtypes"})
"""Fields asking for sub-types: the object's own are said beside the words (2.2.2)."""

_PLURAL = frozenset({"its statistics", "its sub-types", "its characteristics"})
"""Words said with "do not match"."""

_KEYWORD_POINTS: dict[Keyword, str] = {
    Keyword.COOLDOWN: "refused.target.cooldown",
    Keyword.DEFENDER: "refused.target.defender",
    Keyword.ETERNAL: "refused.target.eternal",
    Keyword.FLEETING: "refused.target.fleeting",
    Keyword.GIGANTIC: "refused.target.gigantic",
    Keyword.SCOUT: "refused.target.scout",
    Keyword.SEASONED: "refused.target.seasoned",
    Keyword.TOUGH: "refused.target.tough",
}
"""A keyword ability a filter asks for (or excludes) -> the decision point of its section
(7.4.1.a Cooldown … 7.4.7.a Tough; Fleeting, 2.4.7.b)."""

WORDS: dict[str, str] = {
    "compare.hand_cost": "its Hand Cost",
    "compare.reserve_cost": "its Reserve Cost",
    "target.base_cost": "its Base Cost",
    "refused.target.statistic": "its statistics",
    "refused.target.boosts": "its number of boosts",
    "refused.target.counters": "its number of counters",
    "refused.target.subtype": "its sub-types",
    "target.in_play": "its type",
    "target.in_terrain": "the terrain of its Expedition",
    "refused.target.my_expedition": "its Expedition",
    "effect.facing_me": "its Expedition",
    "refused.target.your_expedition": "its Expedition",
    "group.no_other_characters": "its Expedition",
    "target.ahead": "its Expedition",
    "refused.target.another": "it",
    "refused.target.owner": "its owner",
}


SAID: dict[str, str] = {
    "effect.facing_me": "it is not in the Expedition facing me",
    "refused.target.your_expedition": "it is not in the Expedition the text names",
    "refused.target.my_expedition": "it is not in my Expedition",
    "target.ahead": "its Expedition is not ahead",
    "group.behind_or_tied": "its Expedition is not where the words say (ahead, behind or tied)",
    "group.no_other_characters": "it is not alone in its Expedition",
    "refused.target.expedition_permanent": "it is not an Expedition Permanent",
    "refused.target.landmark_permanent": "it is not a Landmark Permanent",
}
"""Where an object is, said whole: the words of a place it is not in."""


def excluding_words(
    state: GameState,
    chosen: str,
    wanted: ObjectFilter,
    controller: str,
    me: str | None,
    me_card: str | None = None,
) -> list[tuple[str, str]]:
    """``(decision point, words)`` for the filter words without which ``chosen`` would
    pass — each word tried on its own, set back to its empty value."""
    empty = ObjectFilter()
    o = state.objects[chosen]
    out: list[tuple[str, str]] = []
    for f in fields(ObjectFilter):
        if f.name in _TRIED_WITH_ANOTHER or getattr(wanted, f.name) == getattr(empty, f.name):
            continue
        loosened = replace(wanted, **{f.name: getattr(empty, f.name)})
        if not matches(state, chosen, loosened, controller, me, me_card):
            continue
        if f.name in ("statuses", "without", "any_statuses"):
            statuses: frozenset[Status] = getattr(wanted, f.name)
            for st in sorted(statuses, key=lambda x: x.value):
                had = st in o.statuses
                if (f.name == "without") is not had:
                    continue
                words = f"it is {'' if had else 'not '}{st.value}"
                out.append((_STATUS_POINTS.get(st, "refused.target.status"), words))
        elif f.name == "controller":
            out.append(("refused.target.controller", f"{o.controller} controls it"))
        elif f.name == "owner":  # "a Character you own": who owns it, whoever controls it
            out.append(("refused.target.owner", f"{o.owner} owns it"))
        elif f.name in ("keywords", "without_keywords"):
            kws: frozenset[Keyword] = getattr(wanted, f.name)
            for kw in sorted(kws, key=lambda x: x.value):
                has = matches(state, chosen, ObjectFilter(keywords=frozenset({kw})), controller, me)
                if (f.name == "without_keywords") is not has:
                    continue
                said = f"it has {kw.value}" if has else f"it does not have {kw.value}"
                out.append((_KEYWORD_POINTS[kw], said))
        elif f.name in ("set_keywords", "without_set_keywords"):
            # "with [Tether]": the set's own keyword, by its printed name (2.2.12.c)
            names: frozenset[str] = getattr(wanted, f.name)
            for name in sorted(names):
                has = has_set_keyword(state, chosen, name)
                if (f.name == "without_set_keywords") is not has:
                    continue
                said = f"it has [{name}]" if has else f"it does not have [{name}]"
                out.append(("target.set_keyword", said))
        elif f.name in ("hand_cost_max_my_counters", "hand_cost_min_my_counters"):
            # "Hand Cost {X}+{2} or less, where X is my number of Arcane counters": the
            # bound X makes and why X is what it is (2.5.b), not only "does not match".
            out.extend(my_counters_refusal(state, chosen, wanted, me))
        elif f.name == "none_of":
            # "not in my Expedition", "with Hand Cost other than {3}": the description it
            # fits excludes it — each word of it decided by its own rule, not by 6.5.b.
            for denied in wanted.none_of:
                if matches(state, chosen, denied, controller, me, me_card):
                    out.extend(_fitting(state, chosen, denied, me))
        else:
            point = _FIELD_POINTS.get(f.name, "target.choose")
            if point in SAID:
                out.append((point, SAID[point]))
                continue
            words = WORDS.get(point, "its characteristics")
            verb = "do" if words in _PLURAL else "does"
            # the value compared and where it comes from: "its Hand Cost does not match:
            # Hand Cost 5 (printed)" (2.2.7.b), a token's (2.2.7.c), boosts (2.5.1.b)
            value, value_points = field_value(state, chosen, wanted, f.name)
            if f.name in _SUBTYPE_FIELDS:  # what it is: "its sub-types do not match: Illusion"
                value = ", ".join(subtypes_of(state, chosen)) or "it has none"
            said = f"{words} {verb} not match" + (f": {value}" if value else "")
            out.extend((p, said) for p in (point, *value_points))
    return out


_FIT_WORDS: dict[str, str] = {
    "refused.target.my_expedition": "it is in my Expedition",
    "effect.facing_me": "it is in the Expedition facing me",
    "refused.target.your_expedition": "it is in the Expedition the text names",
    "group.no_other_characters": "it is alone in its Expedition",
    "target.ahead": "its Expedition is ahead",
    "target.not_type": "it is of the card type the text denies",
    "target.in_terrain": "its Expedition is in the terrain the text denies",
}
"""A denied word's point -> what the object is, said when it fits the denied words."""


def keyword_points(keywords: frozenset[Keyword]) -> list[str]:
    """The decision points of keyword abilities a description names (7.4.1.a … 7.4.7.a)."""
    return [_KEYWORD_POINTS[kw] for kw in sorted(keywords, key=lambda k: k.value)]


def denied_points(denied: ObjectFilter) -> list[str]:
    """The decision points of the words of a denied description (``none_of``): the rule
    of each predicate it names (a status 2.4.2 …, a keyword 7.4.2 …, an Expedition 7.2.1.a,
    a cost 2.2.7.a …); 6.5.b only for words no rule of their own decides."""
    empty = ObjectFilter()
    points: list[str] = []
    for f in fields(ObjectFilter):
        if f.name == "text" or getattr(denied, f.name) == getattr(empty, f.name):
            continue
        if f.name in ("statuses", "any_statuses"):
            statuses: frozenset[Status] = getattr(denied, f.name)
            points += [_STATUS_POINTS.get(st, "refused.target.status") for st in statuses]
        elif f.name == "keywords":
            keywords: frozenset[Keyword] = denied.keywords
            points += [_KEYWORD_POINTS[kw] for kw in keywords]
        elif f.name == "types":
            points.append("target.not_type")
        elif f.name in ("set_keywords", "without_set_keywords"):
            points.append("target.set_keyword")
        else:
            points.append(_FIELD_POINTS.get(f.name, "target.denied"))
    return list(dict.fromkeys(points)) or ["target.denied"]


def _fitting(
    state: GameState, chosen: str, denied: ObjectFilter, me: str | None
) -> list[tuple[str, str]]:
    """``(decision point, words)`` for ``chosen``, which fits the denied description."""
    out: list[tuple[str, str]] = []
    bearer = state.name(me) if me is not None and me in state.objects else "its bearer"
    for point in denied_points(denied):
        if point == "refused.target.my_expedition":
            words = f"it is in {bearer}'s Expedition"
        elif point == "effect.facing_me":
            words = f"it is in the Expedition facing {bearer}"
        elif point == "target.not_type":
            words = f"it is a {state.type_of(chosen).value}"
        elif point in _FIT_WORDS:
            words = _FIT_WORDS[point]
        elif point in WORDS:
            words = f"{WORDS[point]} is what the text denies"
            value = _denied_value(state, chosen, denied)  # "…: Hand Cost 1 (printed)"
            words += f": {value}" if value else ""
        else:
            words = "it fits the description the text denies"
        out.append((point, words))
    return out


def _denied_value(state: GameState, chosen: str, denied: ObjectFilter) -> str:
    """The value of ``chosen`` a denied description compares ("with Hand Cost other than
    {1}": "Hand Cost 1 (printed)", 2.2.7.b), or ``""``."""
    empty = ObjectFilter()
    for f in fields(ObjectFilter):
        if getattr(denied, f.name) != getattr(empty, f.name):
            value, _ = field_value(state, chosen, denied, f.name)
            if value:
                return value
    return ""
