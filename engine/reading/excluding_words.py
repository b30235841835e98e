"""Which words of a description exclude an object: each word tried on its own, the words
without which the object would pass being the ones that exclude it — each with the decision
point of the rule that decides whether an object has it: a status (2.4.5.a, 2.4.6.b, …),
who controls it (7.5.5.b, 7.2.3.a), a Hand or Reserve Cost (2.2.7.a, 2.2.8.a), a statistic
(2.2.11.b), boosts (2.5.1.a), a sub-type (2.2.2.n), a terrain (7.5.8.c), a place (the
Expedition facing me 1.2.3.c, your other Expedition 3.2.4.b, my Expedition 7.2.1.a, ahead or
behind 7.5.2).

Read for a refused target (:mod:`engine.steps.refused_targets`, 6.5.b) and for a Reaction
whose trigger's object does not match (:mod:`engine.pipeline.qualifier_misses`, 6.3.b).
"""

from __future__ import annotations

from dataclasses import fields

from engine.reading.filters import matches
from engine.state.conditions import ObjectFilter
from engine.state.enums import Status
from engine.state.game_state import GameState
from engine.state.records import replace

_STATUS_POINTS: dict[Status, str] = {
    Status.BOOSTED: "refused.target.boosted",
    Status.EXHAUSTED: "refused.target.exhausted",
    Status.ANCHORED: "refused.target.anchored",
    Status.ASLEEP: "refused.target.asleep",
}
"""A status a filter asks for (or excludes) -> the decision point of its own rule; another
status is answered by what the statuses are (2.4.1.a)."""

_FIELD_POINTS: dict[str, str] = {
    "controller": "refused.target.controller",
    "hand_cost_max": "compare.hand_cost",
    "hand_cost_min": "compare.hand_cost",
    "hand_cost_max_from": "compare.hand_cost",
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
    "subtypes": "refused.target.subtype",
    "without_subtypes": "refused.target.subtype",
    "types": "target.in_play",
    "or_types": "target.in_play",
    "in_terrain": "target.in_terrain",
    "facing_me": "effect.facing_me",
    "in_your_other_expedition": "place.other_expedition",
    "in_my_expedition": "place.my_expedition",
    "expedition_ahead": "group.ahead",
    "expedition_standing": "group.behind_or_tied",
    "alone_in_expedition": "group.no_other_characters",
}
"""A filter word (a field of :class:`ObjectFilter`) -> the decision point whose rule
decides whether an object has it; a word not listed is answered by 6.5.b alone."""

_PLURAL = frozenset({"its statistics", "its sub-types", "its characteristics"})
"""Words said with "do not match"."""

WORDS: dict[str, str] = {
    "compare.hand_cost": "its Hand Cost",
    "compare.reserve_cost": "its Reserve Cost",
    "target.base_cost": "its Base Cost",
    "refused.target.statistic": "its statistics",
    "refused.target.boosts": "its number of boosts",
    "refused.target.subtype": "its sub-types",
    "target.in_play": "its type",
    "target.in_terrain": "the terrain of its Expedition",
}


SAID: dict[str, str] = {
    "effect.facing_me": "it is not in the Expedition facing me",
    "place.other_expedition": "it is not in your other Expedition",
    "place.my_expedition": "it is not in my Expedition",
    "group.ahead": "its Expedition is not ahead",
    "group.behind_or_tied": "its Expedition is not where the words say (ahead, behind or tied)",
    "group.no_other_characters": "it is not alone in its Expedition",
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
        if f.name == "text" or getattr(wanted, f.name) == getattr(empty, f.name):
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
        else:
            point = _FIELD_POINTS.get(f.name, "target.choose")
            if point in SAID:
                out.append((point, SAID[point]))
                continue
            words = WORDS.get(point, "its characteristics")
            verb = "do" if words in _PLURAL else "does"
            out.append((point, f"{words} {verb} not match"))
    return out
