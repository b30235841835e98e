"""Object descriptions -> the card structures' filters (2.1, 6.5.b): the parts of a
description folded into one :class:`~scenarios.cards.grammar.tree.Description`, and the
filter a step, a trigger or a condition says of the objects it names."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.referred_parts import (
    no_doer_choice,
    no_expedition_named,
)
from scenarios.cards.grammar.tree import Description

ALL_OF_PARTS = "all_of_parts"
"""The key of parts of a description joined by "and" ("exhausted and Boosted"), each
taken as if said alone (semantics/joined_descriptions.py)."""


COST_X = "_hand_cost_max_x"
"""A filter's mark: its Hand Cost maximum is the X a "where X is …" after the step says."""


def _describe(items: list[Any]) -> Description:
    d = Description()
    named: list[str] = []  # sub-types said one after the other: each one holds (2.2.2)
    items = [p for i in items for p in (i[1] if i[0] == ALL_OF_PARTS else [i])]
    for key, value in items:
        if key == "status":
            d.statuses.append(value)
        elif key in ("subtype", "subtype_noun"):
            named.append(value)
        elif key == "subtypes_or":  # "a Song or Artist": one of these sub-types (2.2.2)
            if d.subtypes or named:
                raise NotRead("or", "sub-types with 'or' after another are not read yet")
            d.subtypes.extend(value)
        elif key == "subtype_or_type":  # "a Robot or Permanent" (2.2.2, 2.2.1)
            if d.subtypes or named or d.types:
                raise NotRead("or", "a sub-type or type after another is not read yet")
            d.subtypes.append(value[0])
            d.types.append("Character or Permanent")  # what a sub-type in play names
            d.or_types = [value[1]]
        elif key == "type":
            d.types.append(value)
        elif key == "non_token":
            d.non_token = True
        elif key == "without_subtype":
            d.without_subtypes.append(value)
        elif key == "counted_only" and value == "in the expedition facing me":
            d.facing_me = True  # an object's place, not only a count's (1.2.3.c)
        elif key == "token":
            d.token = True
        elif key == "each_expedition":  # "a Character in each of your Expeditions" (gram55)
            d.each_expedition = value
        elif key == "names":  # "Ember Wisp tokens" (2.2.b; semantics/token_card_nouns.py)
            if d.names and value not in d.names:
                raise NotRead(value, "two token names said of one object are not read")
            d.names.append(value)
        elif key == "keyword":  # "with Defender", "Gigantic Characters" (7.4)
            d.keywords.append(value)
        elif key == "permanent_zone":  # "Landmark Permanent": a Permanent, where (2.2.3)
            d.types.append("Permanent")
            d.permanent_zone = value
        elif key == "other":
            d.other = True
        elif key == "without_status":  # "with no boosts": not Boosted (2.4.5.a)
            d.without_statuses.append(value)
        elif key == "without_keyword":  # "without Defender" (negated_descriptions.py)
            d.without_keywords.append(value)
        elif key == "set_keyword":  # "with [Tether]" (2.2.12.c; keyword_qualifiers.py)
            d.set_keywords.append(value)
        elif key == "without_set_keyword":  # "without [Tether]" (2.2.12.c)
            d.without_set_keywords.append(value)
        elif key == "none_of":  # "not in my Expedition": fits none of these (6.5.b)
            d.none_of.extend(value)
        elif key == "kinds_or":  # "a token or a Permanent": one of these (object_language.py)
            if d.types or d.token or d.subtypes or named or d.any_of:
                raise NotRead("or", "kinds with 'or' after another kind are not read yet")
            d.types.append("Character or Permanent")  # what is in play (2.2.1.h, 3.1.4.a)
            d.any_of.extend(value)
        elif key == "terrains_either":  # "in {V} or {O}" (referred_parts.py)
            d.in_terrain, d.or_terrain = value
        elif key == "named_counters":  # "with 2 or more Ember counters": (name, min, max)
            if d.counter and d.counter != value[0]:
                raise NotRead("counters", "two kinds of counters said of one object")
            d.counter, d.counters_min, d.counters_max = value
        elif key == "stat_compared":  # "with {V} 3 or more": (terrain, min, max)
            d.stat_of, d.stat_min, d.stat_max = value
        elif key == "cost_said":  # "that costs {3} or less": (field, bound) — see _filter
            d.cost_said = True
            setattr(d, value[0], value[1])
        elif key == "hand_cost_max_counted":  # "less than the number of …" (compared_counts.py)
            d.hand_cost_max_count, d.hand_cost_max_plus = value
        elif key == "cost_between":  # "with Hand Cost {2}": at least and at most
            kind, low, high = value
            setattr(d, f"{kind}_min", low)
            setattr(d, f"{kind}_max", high)
        elif key == "counted_only" and d.counted_only and d.counted_only != value:
            d.counted_only = _second_place(d, value)  # (gram96) never a place overwritten
        elif key == "controller" and d.controller and d.controller != value:
            raise NotRead("controls", "two different controllers are said of one object")
        else:
            setattr(d, key, value)
    if named and d.subtypes:
        raise NotRead("or", "sub-types with 'or' after another are not read yet")
    if len(named) > 1:  # "a Plant Robot": both (2.2.2), not one of them
        d.all_subtypes = named
    else:
        d.subtypes.extend(named)
    return d


OPPONENTS_RESERVE = "in an opponent's reserve"


def _second_place(d: Description, value: str) -> str:
    """The words kept when a description says two places ("target card from an opponent's
    Reserve at the bottom of its owner's deck"): where the card is (an opponent's Reserve,
    3.2.10) is kept apart, the other words kept — never overwritten, which read it as a
    target in play; any other pair keeps the last words, as before."""
    if d.counted_only == OPPONENTS_RESERVE:
        d.from_opponents_reserve = True
        return value
    if value == OPPONENTS_RESERVE:
        d.from_opponents_reserve = True
        return d.counted_only
    from scenarios.cards.grammar.semantics.discard_pile_places import DISCARD_PLACES

    if d.counted_only in DISCARD_PLACES:  # g4: a Discard pile's card (3.2.3.a), kept apart
        d.from_discard_pile = d.counted_only
        return value
    if value in DISCARD_PLACES:
        d.from_discard_pile = value
        return d.counted_only
    return value  # as before: a count's words said twice ("Mana Orbs in your Mana zone")


def _a_character(d: Description) -> bool:
    """ha: whether ``d`` names Characters only ("a Character", "a Plant": a sub-type alone
    names its type, 2.2.2)."""
    from scenarios.cards.grammar.semantics.object_subjects import _noun

    return d.types == ["Character"] or (not d.types and _noun(d) == "Character")


def _played_filter(d: Description, another: bool) -> dict[str, Any]:
    """The filter of "When you play [a card]" (5.1.2.l); "a Landmark" is "a Landmark
    Permanent" (2.2.3.c, semantics/landmark_objects.py)."""
    if d.types == ["Landmark"]:  # the card's zone type, wherever it is played from
        d = replace(d, types=["Permanent"], permanent_zone="landmark")
    # ---- ha (session 37): "When you play a Character in {V}": played into an Expedition in
    # that terrain — one of its Expeditions is (7.5.8.b-c), asked of the card where it went
    # as its play ends (5.1.2.l; engine ``placed_in``). Only a Character: 7.5.8.c says a
    # Character or Gear is in a terrain — a Spell or a Landmark Permanent never is, and which
    # Permanents "a Permanent in {V}" names is not said (refused below).
    if d.in_terrain and _a_character(d):
        flt = _played_filter(replace(d, in_terrain=""), another)
        return {**flt, "in_terrain": d.in_terrain}
    if d.in_terrain and not d.or_terrain and not d.in_my_expedition and not d.token:
        raise NotRead(
            "in",
            "only a Character or Gear is in a terrain (7.5.8.c): which of these cards played"
            " 'in [terrain]' names is not said — read by hand",
            "ev_you_play",
        )
    # ---- end ha
    if (
        d.token
        or d.in_my_expedition
        or d.in_your_reserve
        or d.from_your_hand
        or d.controller
        or d.played
        or d.in_terrain  # "a Character in {V}": played into it — not read here yet
        or d.in_expedition_ahead  # "in an Expedition that's ahead": played into it — nor this
        or d.in_expedition_standing  # nor "… that's behind / tied" (standing_places.py)
        or d.in_expedition_in_contact  # nor one In Contact (expedition_it.py)
        or d.in_expedition_race  # nor one ahead of / behind others named (expedition_race.py)
    ):
        raise NotRead("you play", "this kind of card played is not read yet", "ev_you_play")
    if d.cost_said:  # from Hand its Hand Cost, from Reserve its Reserve Cost (5.1.2.d)
        raise NotRead(
            "costs",
            "what a played card 'costs' depends on where it is played from (5.1.2.d): "
            "say its Hand Cost or Reserve Cost",
            "ev_you_play",
        )
    if d.types == ["Character or Permanent"]:
        raise NotRead(
            "you play", "'a Character or Permanent' played is not read yet", "ev_you_play"
        )
    zone_type = d.permanent_zone  # "a Landmark Permanent": the card's zone type (2.2.3)
    if zone_type:
        d = replace(d, permanent_zone="")
    flt = _filter(d, types=[t for t in d.types if t != "card"], where=True)
    if another:
        flt["another"] = True
    if zone_type:  # the Reaction takes it out as its ``zone_type`` (all_rules.reaction)
        flt[PLAYED_ZONE_TYPE] = zone_type
    return flt


PLAYED_ZONE_TYPE = "_zone_type"
"""The filter key of a played card's zone type, taken out by the Reaction."""


def _filter(
    d: Description,
    *,
    types: list[str] | None = None,
    controller: bool = True,
    where: bool = False,
) -> dict[str, Any]:
    """The filter of a description; with ``where``, its zone words too ("in your Reserve",
    "in my Expedition") — zones a filter cannot say are not read (precision first)."""
    _not_counted_only(d)
    no_doer_choice(d)  # "of your choice": only where a player chooses (referred_parts.py)
    no_expedition_named(d)  # "in it": a group of Characters only (referred_parts.py)
    flt: dict[str, Any] = {}
    if d.of_target_player and types != []:
        raise NotRead(
            "target player", "objects of a target player are not read here", "object_desc"
        )
    if d.in_your_other_expedition:
        flt["in_your_other_expedition"] = True
    if d.from_zone or d.from_hand_or_reserve:
        raise NotRead("from", "'from [zone]' here is not read yet", "object_desc")
    if d.play_places:  # ic40: read in counts only (semantics/place_unions.py)
        from scenarios.cards.grammar.semantics.place_unions import refuse_play_places

        refuse_play_places(d)
    if d.your_zones:  # ic39: read by the choice of semantics/object_unions.py only
        raise NotRead("or", "an object in one of these zones is not read here yet", "object_desc")
    if d.cost_said and (d.in_your_reserve or d.in_reserve or d.in_play_or_reserve):
        raise NotRead(
            "costs",
            "what a card in Reserve 'costs' is its Reserve Cost when played from there "
            "(5.1.2.d): say its Hand Cost or Reserve Cost",
            "object_desc",
        )
    if where:
        if d.from_your_hand or d.in_reserve or d.in_play_or_reserve:
            raise NotRead("in", "an object in this zone is not read here yet", "object_desc")
        if d.in_your_reserve:
            flt["in_your_reserve"] = True
        if d.in_my_expedition:
            flt["in_my_expedition"] = True
    if d.statuses:
        flt["statuses"] = list(d.statuses)
    if d.any_statuses:
        flt["any_statuses"] = list(d.any_statuses)
    if d.without_statuses:  # "with no boosts" (2.4.5.a)
        flt["without"] = list(d.without_statuses)
    if d.boosts_min is not None:  # "with 2 or more boosts" (2.5.1)
        flt["boosts_min"] = d.boosts_min
    if d.boosts_max is not None:  # "with one or fewer boosts" (2.5.1)
        flt["boosts_max"] = d.boosts_max
    if d.boosts_than:  # "with fewer boosts than me" (2.5.1; compared_boosts.py)
        flt["boosts_than"] = d.boosts_than
    if d.parity:  # "with an even Hand Cost" (ge; compared_likeness.py)
        flt["parity"] = d.parity
    if d.as_me:  # "with the same name as me" (ge; compared_likeness.py)
        flt["as_me"] = d.as_me
    if d.stat_than:  # "with a lower Hand Cost than it" (ic; ic_compared_stats.py)
        flt["stat_than"] = d.stat_than
    if d.hand_cost_max_x:  # "Hand Cost X or less", X said after the step (counted_things.py)
        flt[COST_X] = True
    if d.hand_cost_max_count:  # "less than the number of [objects]" (compared_counts.py)
        flt["hand_cost_max_count"] = d.hand_cost_max_count
        if d.hand_cost_max_plus:
            flt["hand_cost_max_plus"] = d.hand_cost_max_plus
    if d.counter:  # "with an Ember counter", "without Kelon counters" (2.5.a)
        flt["counter"] = d.counter
        if d.counters_min is not None:
            flt["counters_min"] = d.counters_min
        if d.counters_max is not None:
            flt["counters_max"] = d.counters_max
    if d.in_your_expedition:  # "in your Hero Expedition" (7.2.3.a)
        flt["in_your_expedition"] = d.in_your_expedition
    if d.subtypes:
        flt["subtypes"] = list(d.subtypes)
    if d.all_subtypes:
        flt["all_subtypes"] = list(d.all_subtypes)
    if d.keywords:
        flt["keywords"] = list(d.keywords)
    if d.permanent_zone:  # "Landmark Permanent" / "Expedition Permanent" (2.2.3)
        flt[f"permanents_in_{d.permanent_zone}s"] = True
    if d.without_subtypes:
        flt["without_subtypes"] = list(d.without_subtypes)
    if d.in_terrain and d.played:  # "you play in {V}": where it is played into, not read here
        raise NotRead("in", "a card played into a terrain is not read here yet", "object_desc")
    if d.in_terrain:
        flt["in_terrain"] = d.in_terrain
    if d.in_its_expedition:  # "target Character in it" (referred_parts.py)
        flt["in_its_expedition"] = True
    if d.in_expedition_ahead:  # "in an Expedition that's ahead" (7.5.2, expedition_wordings)
        flt["expedition_ahead"] = True
    if d.in_expedition_standing:  # "in an Expedition that's behind / tied" (7.5.2.b-c)
        flt["expedition_standing"] = d.in_expedition_standing
    if d.in_expedition_in_contact:  # in one of the Expeditions In Contact (7.5.9.a)
        flt["expedition_in_contact"] = True
    if d.in_expedition_race:  # in one ahead of / behind others named (7.5.2, gram87)
        flt["expedition_race"] = d.in_expedition_race
    if d.or_terrain:  # "in {V} or {O}" of an object in play only (7.5.8.c)
        if d.played or not d.in_terrain:
            raise NotRead("or", "'in [terrain] or [terrain]' here is not read yet", "object_desc")
        flt["or_terrain"] = d.or_terrain
    if d.facing_me:
        flt["facing_me"] = True
    if d.alone_in_expedition:  # "with no other Characters in its Expedition" (3.2.4.b)
        if d.permanent_zone == "landmark":
            raise NotRead(
                "with no other characters in its expedition",
                "a Landmark Permanent is in no Expedition (2.2.3.e)",
                "object_desc",
            )
        flt["alone_in_expedition"] = True
    if d.expedition_controller:  # of the Expedition targeted (7.5.5.a): said with it only
        flt["expedition_controller"] = d.expedition_controller
    for key in ("hand_cost_min_my_counters", "hand_cost_max_my_counters", "hand_cost_max_from"):
        if getattr(d, key):
            flt[key] = getattr(d, key)
    if d.total is not None:  # of several targets together: said by the step (_subject)
        raise NotRead("total", "a total here is not read yet", "object_desc")
    if d.in_target_expedition:  # a group of that Expedition only (each_object)
        raise NotRead("in target expedition", "this object in target Expedition is not read yet")
    if types:
        flt["types"] = types
    if controller and d.controller:
        flt["controller"] = d.controller
    if d.owner:  # "you own" (1.1.3.c)
        flt["owner"] = d.owner
    if d.in_expeditions and d.permanent_zone == "landmark":
        raise NotRead("in", "a Landmark Permanent is not in an Expedition (2.2.3.e)", "object_desc")
    if d.in_expeditions and set(types or d.types) - {"Character"}:
        flt["permanents_in_expeditions"] = True  # not in Landmarks (2.2.3.d-e, 3.2.4)
    for key in (
        "hand_cost_max",
        "hand_cost_min",
        "reserve_cost_max",
        "reserve_cost_min",
        "base_cost_max",
        "base_cost_min",
    ):
        if getattr(d, key) is not None:
            flt[key] = getattr(d, key)
    if d.or_types:
        flt["or_types"] = list(d.or_types)
    if d.non_token:
        flt["non_token"] = True
    if d.token:  # "a Permanent token": never dropped where a filter says the object (2.1.e)
        flt["tokens"] = True
    if d.names:  # "Ember Wisp tokens": a set's token by its name (2.2.b, 2.1.e)
        flt["names"] = list(d.names)
    if d.base_stat is not None:
        flt["base_stat"] = d.base_stat
    if d.stat_of:  # "with {V} 3 or more" (2.2.11)
        flt["stat_of"] = d.stat_of
        for key in ("stat_min", "stat_max"):
            if getattr(d, key) is not None:
                flt[key] = getattr(d, key)
    if d.extreme:  # "with the lowest Hand Cost" (semantics/superlatives.py)
        flt["extreme"], flt["extreme_of"] = d.extreme
    if d.without_keywords:  # "without Defender" (7.4; negated_descriptions.py)
        flt["without_keywords"] = list(d.without_keywords)
    if d.set_keywords:  # "with [Tether]": a set's own keyword (2.2.12.c)
        flt["set_keywords"] = list(d.set_keywords)
    if d.without_set_keywords:  # "without [Tether]" (2.2.12.c)
        flt["without_set_keywords"] = list(d.without_set_keywords)
    if d.none_of:  # "not in my Expedition", "that isn't a Character" (6.5.b)
        flt["none_of"] = [_negated_filter(parts) for parts in d.none_of]
    if d.any_of:  # "a token or a Permanent": one of these kinds (2.2.1; object_language.py)
        flt["any_of"] = [_negated_filter(parts) for parts in d.any_of]
    if d.other:
        flt["another"] = True
    return flt


def _negated_filter(parts: list[tuple[str, Any]] | Description) -> dict[str, Any]:
    """The filter of one description the object must not fit (semantics/
    negated_descriptions.py): its parts read as if said alone, its card types kept (gx: a
    member of a union of groups is given already described, semantics/union_groups.py)."""
    d = parts if isinstance(parts, Description) else _describe(parts)
    flt = _filter(d, types=[t for t in d.types if t != "card"], where=True)
    if not flt:
        raise NotRead("not", "what is denied here narrows nothing", "object_desc")
    return flt


def _not_counted_only(d: Description) -> None:
    """Words only a count reads ("in your hand", "Mana Orbs") name no object here."""
    if d.counted_only:
        raise NotRead(d.counted_only, f"'{d.counted_only}' is read in counts only", "object_desc")
