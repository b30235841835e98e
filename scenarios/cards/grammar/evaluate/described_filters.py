"""The engine filter of a described object (2.2.1, 2.4, 2.5, 7.4; the reader's
:class:`~scenarios.cards.grammar.tree.Description`): what a condition counts or what "it"
must fit. A description with a field the filter cannot say is refused (6.5.d: never counted
as if the word were absent — precision first)."""

from __future__ import annotations

from engine import CardType, Status, Terrain
from engine.state.cards import ObjectFilter
from engine.state.records import replace as record_replace
from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.object_filters import _describe
from scenarios.cards.grammar.tree import Description
from scenarios.cards.vocabulary import ENGINE_KEYWORDS

_TYPES = {
    "Character": CardType.CHARACTER,
    "Permanent": CardType.PERMANENT,
    "Spell": CardType.SPELL,
}


_MAPPED = frozenset(
    {
        "types",
        "subtypes",
        "all_subtypes",
        "without_subtypes",
        "statuses",
        "any_statuses",
        "without_statuses",
        "boosts_min",
        "boosts_max",
        "boosts_than",  # "with fewer boosts than me" (2.5.1; semantics/compared_boosts.py)
        "parity",  # "with an even Hand Cost" (ge; semantics/compared_likeness.py)
        "as_me",  # "with the same name as me" (ge; semantics/compared_likeness.py)
        "counter",  # "with Ember counters": how many of that name (2.5.c)
        "counters_min",
        "counters_max",
        "in_your_expedition",
        "non_token",
        "token",
        "controller",
        "hand_cost_max",
        "hand_cost_min",
        "reserve_cost_max",
        "reserve_cost_min",
        "in_my_expedition",
        "base_stat",
        "other",
        "in_your_other_expedition",
        "in_terrain",
        "plural",
        "words",
        "facing_me",
        "or_types",
        "stat_of",  # "with {V} 3 or more" (2.2.11)
        "stat_min",
        "stat_max",
        "keywords",  # "with Defender" (7.4)
        "permanent_zone",  # "Landmark / Expedition Permanent" (2.2.3)
        "owner",  # "you own" (1.1.3.c)
        "in_play",  # "in play": where the objects counted are by default (2.2.1.h)
        "in_expeditions",  # "in each Expedition": not in Landmarks (2.2.3.d-e)
        "alone_in_expedition",  # "with no other Characters in its Expedition" (3.2.4.b)
        "without_keywords",  # "without Defender" (7.4; semantics/negated_descriptions.py)
        "set_keywords",  # "with [Tether]": a set's own keyword (2.2.12.c)
        "without_set_keywords",  # "without [Tether]" (2.2.12.c)
        "none_of",  # "not in my Expedition": descriptions it fits none of (6.5.b)
        "names",  # "Ember Wisp tokens": a set's token by its token card's name (2.2.b, 2.1.e)
        "any_of",  # ia40: "a Character or a token": descriptions it fits one of (2.2.1, 6.5.i)
    }
)
"""The fields of a description the engine filter below says; a description with another
field set is refused, so a new word of the language is never counted as if absent."""


def object_filter(d: Description, another: bool) -> ObjectFilter:
    """The engine filter of a counted description; what it cannot say is refused."""
    unsaid = [k for k, v in vars(d).items() if v and k not in _MAPPED]
    if unsaid:
        raise NotRead(unsaid[0], "this description is not counted here")
    if (
        d.in_your_reserve
        or d.in_reserve
        or d.from_your_hand
        or d.in_play_or_reserve
        or d.played
        or d.counted_only
        or d.of_target_player
        or d.from_zone
        or d.in_target_expedition
        or (d.controller not in (None, "you"))
    ):
        raise NotRead("in", "this description is not counted here")
    types: set[CardType] = set()
    # "a Robot or Permanent": a Robot of any type, or a Permanent (the types said by or_types)
    for t in [] if d.or_types else d.types:
        if t == "Character or Permanent":  # ia40: an object of either kind in play (2.2.1)
            types |= {CardType.CHARACTER, CardType.PERMANENT}
        elif t in _TYPES:
            types.add(_TYPES[t])
        elif t not in ("card", "Landmark"):
            raise NotRead(t, f"'{t}' is not counted here")
    return ObjectFilter(
        statuses=frozenset(Status(lx.STATUSES[s.lower()]) for s in d.statuses),
        any_statuses=frozenset(Status(lx.STATUSES[s.lower()]) for s in d.any_statuses),
        without=frozenset(Status(lx.STATUSES[s.lower()]) for s in d.without_statuses),
        boosts_min=d.boosts_min,
        boosts_max=d.boosts_max,
        boosts_than=d.boosts_than,
        parity=d.parity,
        as_me=d.as_me,
        counter=d.counter,
        counters_min=d.counters_min,
        counters_max=d.counters_max,
        in_your_expedition=d.in_your_expedition,
        subtypes=frozenset(d.subtypes),
        all_subtypes=frozenset(d.all_subtypes),
        types=frozenset(types),
        another=another or d.other,
        hand_cost_max=d.hand_cost_max,
        hand_cost_min=d.hand_cost_min,
        reserve_cost_max=d.reserve_cost_max,
        reserve_cost_min=d.reserve_cost_min,
        base_stat=d.base_stat,
        in_my_expedition=d.in_my_expedition,
        in_your_other_expedition=d.in_your_other_expedition,
        non_token=d.non_token,
        tokens=d.token,
        names=frozenset(d.names),
        without_subtypes=frozenset(d.without_subtypes),
        in_terrain=Terrain(d.in_terrain) if d.in_terrain else None,
        facing_me=d.facing_me,
        or_types=frozenset(_TYPES[t] for t in d.or_types),
        stat_of=Terrain(d.stat_of) if d.stat_of else None,
        stat_min=d.stat_min,
        stat_max=d.stat_max,
        keywords=frozenset(ENGINE_KEYWORDS[k] for k in d.keywords),  # 7.4: it has them, working
        permanents_in_landmarks=d.permanent_zone == "landmark",  # 2.2.3
        permanents_in_expeditions=d.permanent_zone == "expedition" or d.in_expeditions,
        owner=d.owner or "",
        alone_in_expedition=d.alone_in_expedition,
        without_keywords=frozenset(ENGINE_KEYWORDS[k] for k in d.without_keywords),
        set_keywords=frozenset(d.set_keywords),  # 2.2.12.c: by the name its reminder reads as
        without_set_keywords=frozenset(d.without_set_keywords),
        none_of=tuple(object_filter(_describe(parts), False) for parts in d.none_of),
        # ia40: one of two descriptions, each said whole (semantics/object_unions.py)
        any_of=tuple(object_filter(_describe(parts), False) for parts in d.any_of),
    )


def it_filter(d: Description) -> ObjectFilter:
    """The filter "it" must fit. "If it's an opponent's Character / a Character you
    control": who controls what "it" names as the step is about to happen — in play, its
    controller (1.1.3.d); gone from play by this effect, the controller it had just before
    (2.1.h, the engine's ``engine.reading.last_known``); a card in a personal zone is its
    owner's (1.1.3.d)."""
    if "Landmark" in d.types:  # the filter would let any object through: never a guess
        raise NotRead("landmark", "whether what 'it' names is a Landmark is not evaluated yet")
    whose = d.controller
    if whose not in (None, "", "you", "opponent"):
        raise NotRead("control", "who controls what 'it' names is not evaluated here")
    d.controller = None  # said below, not as a counted zone
    return record_replace(object_filter(d, False), controller=whose or "")
