"""Object descriptions -> the card structures' subjects and filters (2.1, 6.5.b, 6.1.g),
and the checks of what "it" names (6.3.i): helpers of the semantic functions."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.landmark_objects import landmark_as_permanent
from scenarios.cards.grammar.semantics.referred_parts import (
    characters_in_it,
    doer_chooses,
    no_doer_choice,
    no_expedition_named,
    target_in_it,
)
from scenarios.cards.grammar.semantics.them_objects import THEM
from scenarios.cards.grammar.tree import Description, Object

Step = dict[str, Any]


ALL_OF_PARTS = "all_of_parts"
"""The key of parts of a description joined by "and" ("exhausted and Boosted"), each
taken as if said alone (semantics/joined_descriptions.py)."""


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
        elif key == "keyword":  # "with Defender", "Gigantic Characters" (7.4)
            d.keywords.append(value)
        elif key == "permanent_zone":  # "Landmark Permanent": a Permanent, where (2.2.3)
            d.types.append("Permanent")
            d.permanent_zone = value
        elif key == "other":
            d.other = True
        elif key == "without_status":  # "with no boosts": not Boosted (2.4.5.a)
            d.without_statuses.append(value)
        elif key == "terrains_either":  # "in {V} or {O}" (referred_parts.py)
            d.in_terrain, d.or_terrain = value
        elif key == "stat_compared":  # "with {V} 3 or more": (terrain, min, max)
            d.stat_of, d.stat_min, d.stat_max = value
        elif key == "cost_between":  # "with Hand Cost {2}": at least and at most
            kind, low, high = value
            setattr(d, f"{kind}_min", low)
            setattr(d, f"{kind}_max", high)
        else:
            setattr(d, key, value)
    if named and d.subtypes:
        raise NotRead("or", "sub-types with 'or' after another are not read yet")
    if len(named) > 1:  # "a Plant Robot": both (2.2.2), not one of them
        d.all_subtypes = named
    else:
        d.subtypes.extend(named)
    return d


def _played_filter(d: Description, another: bool) -> dict[str, Any]:
    """The filter of "When you play [a card]" (5.1.2.l)."""
    if (
        d.token
        or d.in_my_expedition
        or d.in_your_reserve
        or d.from_your_hand
        or d.controller
        or d.played
        or d.in_terrain  # "a Character in {V}": played into it — not read here yet
    ):
        raise NotRead("you play", "this kind of card played is not read yet", "ev_you_play")
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
    if d.base_stat is not None:
        flt["base_stat"] = d.base_stat
    if d.stat_of:  # "with {V} 3 or more" (2.2.11)
        flt["stat_of"] = d.stat_of
        for key in ("stat_min", "stat_max"):
            if getattr(d, key) is not None:
                flt[key] = getattr(d, key)
    if d.extreme:  # "with the lowest Hand Cost" (semantics/superlatives.py)
        flt["extreme"], flt["extreme_of"] = d.extreme
    if d.other:
        flt["another"] = True
    return flt


def _not_counted_only(d: Description) -> None:
    """Words only a count reads ("in your hand", "Mana Orbs") name no object here."""
    if d.counted_only:
        raise NotRead(d.counted_only, f"'{d.counted_only}' is read in counts only", "object_desc")


def _up_to(obj: Object) -> dict[str, Any]:
    return {"up_to": obj.up_to} if obj.up_to else {}


def _chooses(step: Step) -> bool:
    """Whether ``step`` chooses its object (a target or a choice): "it" after it is that."""
    subject = str(step.get("subject", ""))
    if step.get("action") == "sabotage":  # up to one target card in a Reserve (7.3.35.a)
        return True
    if step.get("action") == "create":  # "Create … in each of your Expeditions. They gain …"
        return True  # the tokens the step made (7.3.5.a), wherever they were put
    if step.get("action") in ("resupply", "exhausted_resupply"):  # the card put
        return True  # "Resupply. If you put a Spell in Reserve this way, [X it]" (7.3.31)
    if subject == "top_cards_of_your_deck":  # "Reveal the top card(s) of your deck. [X it]"
        # "Put the top card of your deck in your Reserve. If it's a Plant, …": the one card
        # put, found where it went (2.1.f) — not in a Mana zone, where it is a Mana Orb
        # (3.2.9.c) and "it's a Plant" would ask of the card what the Orb no longer says.
        put_one = step.get("action") == "put" and step.get("amount") == 1
        return step.get("action") in ("reveal", "look") or (
            put_one and step.get("to") in ("reserve", "hand")
        )
    if not subject and step.get("amount", 1) == 1 and step.get("action") in _MOVES_ONE:
        # "Draw a card. If it's a Spell, …", "Resupply. If it's a Character, …": "it" is the
        # one card the step moved (7.3.9.a, 7.3.31.a), as "it" after a choice is (6.1.c)
        return set(step) <= {"action", "amount", "then"}
    if subject in GROUPS_NAMED_AGAIN:  # "[group] gain 1 boost. They …" (them_objects.py)
        return True
    return subject.startswith(("target_", "a_")) and subject not in _PLAYERS


GROUPS_NAMED_AGAIN = frozenset(
    {
        "characters_you_control",
        "objects_in_play",
        "characters_in_target_expedition",
        "characters_of_target_player",
    }
)
"""Groups whose objects a later step names again, said "they" / "them" (never "it": one
object, :func:`.them_objects.check_them`): the engine keeps them as the step's objects."""
_PLAYERS = frozenset({"target_opponent", "target_player"})
_MOVES_ONE = frozenset({"draw", "resupply"})
"""Steps of the player that move one card they do not choose: "it" after them is that card."""


def _no_only_if(effect: list[Step]) -> None:
    if any("_only_if" in s for s in effect):
        raise NotRead("you can only activate this", "only a quick action is activated", "only_if")


def names_it(step: Step) -> bool:
    """Whether ``step`` acts on "it" or its condition speaks of "it" ("If it's a Spell,
    draw a card"): either way it needs what "it" names (6.3.i, 6.5.f)."""
    from scenarios.cards.printed.it_refs import WHOSE_TURN

    words = WHOSE_TURN.sub("", str(step.get("if", ""))).split()  # "it's your turn": no object
    named = step.get("subject") in IT_SUBJECTS  # "in its Expedition", "its owner" too
    named = named or bool((step.get("filter") or {}).get("in_its_expedition"))  # "… in it"
    return named or bool({"it", "it's", "its"} & set(words))


IT_SUBJECTS = frozenset(
    {
        "it",
        "its_owner",
        "its_controller",
        "its_expedition",
        "a_card_among_them",
        "characters_in_it",
    }
)
"""Subjects that need what "it" names: it, its owner / controller (1.2.6), its Expedition,
one of the cards a step revealed or looked at ("Put one in your hand")."""


def _it_named(effect: list[Step], trigger: str | None, chosen: bool = False) -> None:
    """ "It" names the objects the trigger names (6.3.i) or what the step it follows
    chose ("[X target], then [Y it]"); "it" naming nothing is not read (precision first).
    Steps inside steps (follow-ups, alternatives, results, modes) are checked too."""
    from scenarios.cards.grammar.semantics.referred_parts import in_the_moved_expedition
    from scenarios.cards.printed.abilities import IT_TRIGGERS

    named = trigger is not None and trigger in IT_TRIGGERS
    for step in effect:
        moved = in_the_moved_expedition(step, trigger)  # "When one of your Expeditions moves"
        if names_it(step) and not (named or chosen or moved):
            raise NotRead("it", "'it' does not refer to anything the trigger or effect names", "it")
        follows = _chooses(step)
        seen = step.get("subject") == "top_cards_of_your_deck" and step.get("amount") != 1
        if seen and step.get("then") and step["then"][0].get("subject") == "it":
            # "Look at the top two cards … Put it …": "it" is one card, and several were seen
            raise NotRead("it", "'it' after several cards seen is not read", "it")
        _it_named(list(step.get("then") or ()), trigger, follows)
        # "otherwise" speaks of this step's "it" too ("If it's a Spell, X. Otherwise, Y it")
        _it_named(list(step.get("otherwise") or ()), trigger, chosen)
        for key in ("if_cant", "if_not_done", "also"):
            _it_named(list(step.get(key) or ()), trigger)
        if step.get("do"):
            _it_named([step["do"]], trigger)
        for part in step.get("outcomes") or ():
            # a roll around a target chosen before it: "it" in the results is that target
            # (6.5.b, 7.3.33.b)
            _it_named(list(part["effect"]), trigger, follows)
        for part in step.get("modes") or ():
            _it_named(list(part["effect"]), trigger)


_CHARACTER_SUBTYPES = {s.lower() for s in lx.SUBTYPES.values()}


def _noun(d: Description) -> str:
    """The kind of object: Character, Permanent, Spell, card, or "Character or
    Permanent"; a sub-type alone names the type it is a sub-type of (2.2.2)."""
    from scenarios.cards import vocabulary as v

    _not_counted_only(d)
    if len(d.types) > 1:
        raise NotRead("or", "an object of several kinds is not read yet", "object_desc")
    if d.types:
        return d.types[0]
    if d.token:
        return "token"
    named = d.subtypes or d.all_subtypes
    if named and all(s in v.CHARACTER_SUBTYPES for s in named):
        return "Character"
    if named and all(s in v.PERMANENT_SUBTYPES for s in named):
        return "Permanent"
    raise NotRead("object", "an object of this kind is not read yet", "object_desc")


"""The qualifier "in target Expedition", kept in ``counted_only`` (refused everywhere) but
for every Character in it (:func:`_expedition_group`)."""


def _expedition_group(obj: Object) -> dict[str, Any] | None:
    """ "[All] Characters in target Expedition": every Character of the Expedition
    targeted (6.5.b); "[All] Characters in my Expedition": mine there (1.2.2). ``None``
    for other objects."""
    d = obj.description
    others = (d.in_your_reserve, d.from_your_hand, d.in_reserve, d.in_play_or_reserve)
    if d.in_it_step and obj.kind == "each" and d.types == ["Character"]:
        # "[Characters you control] in it" (referred_parts.py)
        return characters_in_it(d, bool(any(others) or d.in_my_expedition))
    if obj.kind != "each" or d.types != ["Character"] or d.controller not in (None, "you"):
        return None
    if d.in_target_expedition:  # "[Characters you control] in target Expedition" (7.5.5.b)
        if any(others) or d.in_my_expedition or d.in_your_other_expedition:
            raise NotRead("in target expedition", "these Characters in it are not read yet")
        flt = _filter(Description(**{**vars(d), "in_target_expedition": False}), types=[])
        return {"subject": "characters_in_target_expedition", **({"filter": flt} if flt else {})}
    if d.in_my_expedition and not any(others) and not d.counted_only:
        flt = _filter(d, types=[], controller=False, where=True)
        return {"subject": "characters_you_control", "filter": flt}
    return None


def _subject(obj: Object) -> dict[str, Any]:
    """An object phrase -> the step's ``subject`` (and ``filter``, ``up_to``): a target
    (6.5.b), a choice (6.1.g), every object of a kind, or "me" (7.2.1.a)."""
    if obj.kind == "me":
        return {"subject": "self"}
    obj = doer_chooses(obj)  # "a card of your choice": the doer's choice (6.1.g, 6.1.h)
    obj = target_in_it(obj)  # "target Character in it" (6.5.b)
    if (theirs := _opponents_reserve_target(obj)) is not None:  # semantics/opponents_reserve.py
        return theirs
    if obj.any_number:  # "any number of [objects]": a choice or targets, none to all (6.5.i)
        chosen = _subject(replace(obj, any_number=False))
        if set(chosen) - {"subject", "filter"} or not str(chosen["subject"]).startswith(
            ("a_", "target_")
        ):
            raise NotRead("any number", "'any number of' these objects is not read yet", "object")
        return {**chosen, "any_number": True}
    if obj.description.played or obj.description.from_zone:
        raise NotRead("you play", "'[card] you play' here is not read yet", "object_desc")
    if obj.kind == "it":  # checked against what the trigger or a step names
        return {"subject": "it", **({THEM: True} if obj.plural else {})}
    obj = landmark_as_permanent(obj)  # semantics/landmark_objects.py
    d = obj.description
    if d.token and obj.kind in ("target", "chosen", "another", "each"):
        return _token_subject(obj)
    if d.counted_only == FROM_YOUR_DISCARD_PILE and obj.kind == "target":
        return _target_in_discard_pile(obj)
    if d.counted_only == "in play and in reserve" and obj.kind == "each":
        # "all [other] cards / Characters in play and in Reserve": every one in play and in
        # every Reserve (3.1.4.a, 3.2.10), found as the step happens
        d.counted_only = ""
        noun = _noun(d)
        if noun not in ("card", "Character", "Permanent") or d.controller:
            raise NotRead("in play", "these objects in play and in Reserve are not read yet")
        flt = _filter(d, types=[] if noun == "card" else [noun])
        return {"subject": "cards_in_play_and_reserve", **({"filter": flt} if flt else {})}
    group = _expedition_group(obj)  # "Characters in target Expedition / in my Expedition"
    if group is not None:
        return group
    noun = _noun(d)
    where = (d.in_my_expedition, d.in_your_reserve, d.from_your_hand)
    fields: dict[str, Any] = {}
    if obj.kind == "target" and (d.in_reserve or d.in_play_or_reserve):
        if d.in_reserve and noun == "card" and not (d.in_play_or_reserve or d.controller):
            subject, flt = "target_reserve_card", _filter(d)
        elif d.in_reserve and noun in ("Character", "Permanent") and not d.controller:
            # "target Character in Reserve": a card of that type in a Reserve (6.5.b)
            if d.in_play_or_reserve:
                raise NotRead(
                    "in reserve", "this target in Reserve is not read yet", "target_object"
                )
            subject, flt = "target_reserve_card", _filter(d, types=[noun])
        elif d.in_play_or_reserve and not d.in_reserve and noun in ("card", "Character"):
            types = [] if noun == "card" else [noun]
            subject, flt = "target_card_in_play_or_reserve", _filter(d, types=types)
        else:
            raise NotRead("in reserve", "this target in Reserve is not read yet", "target_object")
        if obj.another:
            flt["another"] = True
        return {"subject": subject, **({"filter": flt} if flt else {}), **_up_to(obj)}
    if d.in_reserve or d.in_play_or_reserve:
        raise NotRead("in reserve", "this object in Reserve is not read yet", "object_desc")
    if obj.kind == "target" and d.total is not None:
        # "up to four target Characters with a total Hand Cost {6} or less" (6.5.b)
        total, d.total = d.total, None
        if obj.up_to < 2 or noun != "Character":
            raise NotRead("total", "a total of one target is not read", "target_object")
        return {**_subject(obj), "total": total}
    if obj.kind == "target":
        if d.token:
            raise NotRead("token", "a target token is not read yet", "target_object")
        if d.from_your_hand:
            raise NotRead("from your hand", "a target in a hand is not read yet", "target_object")
        if d.in_your_reserve:
            subject = "target_card_in_your_reserve"
            types = [] if noun == "card" else [noun]
            if noun == "Character or Permanent":
                raise NotRead(
                    "in your reserve", "this target in Reserve is not read yet", "target_object"
                )
            flt = _filter(d, types=types, controller=False)
        elif noun == "Character":
            subject = (
                "target_character_in_my_expedition" if d.in_my_expedition else "target_character"
            )
            flt = _filter(d)
        elif noun == "Permanent" and not d.in_my_expedition:
            if d.controller == "you":
                subject, flt = "target_permanent_you_control", _filter(d, controller=False)
            else:
                subject, flt = "target_permanent", _filter(d)
        elif noun == "Character or Permanent" and not d.in_my_expedition:
            subject, flt = "target_character_or_permanent", _filter(d)
        else:
            raise NotRead("target", f"a target {noun} here is not read yet", "target_object")
        if obj.another:
            flt["another"] = True
        fields["subject"] = subject
        if flt:
            fields["filter"] = flt
        if obj.up_to:
            fields["up_to"] = obj.up_to
        return fields
    if obj.kind in ("chosen", "another"):
        kinds = ("card", "Character", "Permanent", "Spell")
        types = [] if noun == "card" else [noun]
        one_zone = sum((d.in_my_expedition, d.in_your_reserve, d.from_your_hand)) == 1
        if noun in kinds and d.from_your_hand and one_zone:
            subject, flt = "a_card_from_your_hand", _filter(d, types=types)
        elif noun in kinds and d.in_your_reserve and one_zone:
            subject, flt = "a_card_from_your_reserve", _filter(d, types=types)
        elif noun == "Character" and d.controller == "you" and not any(where):
            subject, flt = "a_character_you_control", _filter(d, controller=False)
        elif (
            noun == "Character" and d.controller in ("you", None) and where == (True, False, False)
        ):
            # "a Character in my Expedition": the bearer's controller controls it (1.2.2)
            subject, flt = "a_character_you_control", _filter(d, controller=False, where=True)
        elif noun in ("Permanent", "Character or Permanent") and d.controller == "you":
            if any(where):
                raise NotRead("a", f"a chosen {noun} here is not read yet", "chosen_object")
            # "a Permanent you control": one in play the controller chooses (6.1.g, 3.1.4.a)
            subject = "a_character_or_permanent_you_control"
            flt = _filter(d, types=_IN_PLAY_KINDS[noun], controller=False)
        elif noun in _IN_PLAY_KINDS and d.controller != "you" and not any(where):
            # "Exhaust a Character", "a Landmark an opponent controls": one in play the
            # effect's controller chooses, any player's unless said (6.1.g, 3.1.4.a)
            subject = "a_character_or_permanent_in_play"
            flt = _filter(d, types=_IN_PLAY_KINDS[noun], where=True)
        else:
            raise NotRead("a", f"a chosen {noun} here is not read yet", "chosen_object")
        if obj.another:
            flt["another"] = True
        fields["subject"] = subject
        if flt:
            fields["filter"] = flt
        return {**fields, **({"up_to": obj.up_to} if obj.up_to else {})}  # "up to N", 6.1.g
    # each / all / plural
    if d.of_target_player:
        if noun != "Character" or d.controller or any(where) or d.in_reserve:
            raise NotRead("target player", "these objects of a target player are not read yet")
        flt = _filter(d, types=[])
        return {"subject": "characters_of_target_player", **({"filter": flt} if flt else {})}
    if d.in_target_expedition:  # "each Character in target Expedition" (6.5.b)
        if noun != "Character" or d.controller or any(where):
            raise NotRead("in target expedition", "these objects are not read yet", "each_object")
        d.in_target_expedition = False
        flt = _filter(d, types=[])
        return {"subject": "characters_in_target_expedition", **({"filter": flt} if flt else {})}
    kinds = ("card", "Character", "Permanent", "Spell")
    if noun == "Character" and d.controller in ("you", None) and where == (True, False, False):
        # "each Character in my Expedition": my controller controls them (7.5.5.b)
        flt = _filter(d, controller=False, where=True)
        return {"subject": "characters_you_control", "filter": flt}
    if noun in kinds and d.in_your_reserve and not (d.controller or d.in_my_expedition):
        flt = _filter(d, types=[] if noun == "card" else [noun])
        return {"subject": "cards_in_your_reserve", **({"filter": flt} if flt else {})}
    if noun == "Character" and d.controller == "you" and not any(where):
        fields["subject"] = "characters_you_control"
        flt = _filter(d, controller=False)
        if flt:
            fields["filter"] = flt
        return fields
    if noun == "Character" and d.in_your_other_expedition and d.controller in ("you", None):
        # "each Character in your other Expedition": the controller's (7.5.5.b)
        flt = _filter(d, controller=False, types=[])
        return {"subject": "characters_you_control", "filter": flt}
    if noun in _IN_PLAY_KINDS and not (d.in_your_reserve or d.from_your_hand or d.token):
        # "each Character", "all Permanents", "each Character an opponent controls", "each
        # Permanent in my Expedition": every object in play of that kind (3.1.4.a, 2.2.1.h),
        # its controller (7.5.5) and its Expedition a filter
        flt = _filter(d, types=_IN_PLAY_KINDS[noun], where=True)
        return {"subject": "objects_in_play", "filter": flt}
    raise NotRead("each", f"every {noun} of this kind is not read yet", "each_object")


_IN_PLAY_KINDS = {
    "Character": ["Character"],
    "Permanent": ["Permanent"],
    "Character or Permanent": ["Character", "Permanent"],
}
"""The kinds "each [kind]" names among the objects in play (2.2.1.a, 3.1.4.a)."""


def _token_subject(obj: Object) -> dict[str, Any]:
    """ "target token", "a token you control", "each token": the object phrase of its type —
    a token is a Character unless its card says otherwise (2.2.1.d) — narrowed to tokens
    (2.1.e, 1.1.7.b)."""
    from dataclasses import replace

    d = obj.description
    types = d.types or ["Character or Permanent"]
    found = _subject(replace(obj, description=replace(d, token=False, types=list(types))))
    return {**found, "filter": {**found.get("filter", {}), "tokens": True}}


def _on_object(action: str, obj: Object) -> Step:
    return {"action": action, **_subject(obj)}


def _moved(action: str, zone: str, items: list[Any]) -> Step:
    """ "Send / Put / Return [object] to [its owner's] [zone]" (7.3.27.a): a card goes to
    its owner's zone whatever the words, so "your" is read only of my own cards."""
    obj = items[0]
    owner = items[1] if len(items) > 1 else None
    # a card in my Reserve or hand is mine (3.1.2.c), chosen or targeted (6.5.b)
    own = obj.kind in ("chosen", "another", "target") and (
        obj.description.in_your_reserve
        or obj.description.from_your_hand
        or obj.description.counted_only == FROM_YOUR_DISCARD_PILE  # my Discard pile (3.2.3)
    )
    if owner == "your" and obj.kind != "me" and not own:
        raise NotRead("your", f"'your {zone}' for another's card is not read yet", action)
    if owner == "owner":  # "its owner's [zone]": the owner's by ownership (1.1.3.d)
        return {"action": action, "to": zone, "to_owner": True, **_subject(obj)}
    return {"action": action, "to": zone, **_subject(obj)}


FROM_YOUR_DISCARD_PILE = "from your discard pile"
"""The qualifier of "target card from your Discard pile": read for a target
only; elsewhere refused as words of counts (``counted_only``)."""


def _target_in_discard_pile(obj: Object) -> dict[str, Any]:
    """ "target [Character / Permanent / Spell] card from your Discard pile": a card in the
    controller's Discard pile (3.2.3), public and so targetable (3.1.3, 6.5.b); "up to N
    target Characters from your Discard pile": none to N different ones (6.5.b)."""
    d = obj.description
    d.counted_only = ""
    noun = _noun(d)
    if d.controller or noun not in ("card", "Character", "Permanent", "Spell"):
        raise NotRead("discard pile", "this target in a Discard pile is not read yet", "object")
    flt = _filter(d, types=[] if noun == "card" else [noun], controller=False)
    subject = {"subject": "target_card_in_your_discard_pile", **({"filter": flt} if flt else {})}
    return {**subject, **_up_to(obj)}


def _opponents_reserve_target(obj: Object) -> dict[str, Any] | None:
    from scenarios.cards.grammar.semantics.opponents_reserve import opponents_reserve_target

    return opponents_reserve_target(obj)
