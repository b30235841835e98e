"""Object phrases -> the card structures' subjects (6.5.b targets, 6.1.g choices, every
object of a kind, "me" 7.2.1.a): which objects a step acts on, with the filter of their
description (:mod:`.object_filters`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.references import REF, mark
from scenarios.cards.grammar.semantics.group_totals import counted_subject, total_subject
from scenarios.cards.grammar.semantics.landmark_objects import landmark_as_permanent
from scenarios.cards.grammar.semantics.object_filters import _filter, _not_counted_only
from scenarios.cards.grammar.semantics.object_language import types_of_targeted_group
from scenarios.cards.grammar.semantics.object_phrases import card_in_play
from scenarios.cards.grammar.semantics.per_expedition_choices import per_expedition_subject
from scenarios.cards.grammar.semantics.referred_parts import (
    characters_facing_it,
    characters_in_it,
    doer_chooses,
    target_in_it,
)
from scenarios.cards.grammar.semantics.subset_steps import THOSE, narrowed_object
from scenarios.cards.grammar.semantics.them_objects import THEM
from scenarios.cards.grammar.tree import Description, Object

Step = dict[str, Any]


def _up_to(obj: Object) -> dict[str, Any]:
    return {"up_to": obj.up_to} if obj.up_to else {}


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
    characters = bool(named) and all(s in v.CHARACTER_SUBTYPES for s in named)
    if characters and all(s in v.PERMANENT_SUBTYPES for s in named):
        # a sub-type the data prints on Permanents too: "a Plant" is any object in play that
        # has it (2.2.2.n), whatever its type (2.2.2.c)
        return "Character or Permanent"
    if characters:
        return "Character"
    if named and all(s in v.PERMANENT_SUBTYPES for s in named):
        return "Permanent"
    raise NotRead("object", "an object of this kind is not read yet", "object_desc")


def _expedition_group(obj: Object) -> dict[str, Any] | None:
    """ "[All] Characters in target Expedition": every Character of the Expedition
    targeted (6.5.b); "[All] Characters in my Expedition": mine there (1.2.2). ``None``
    for other objects."""
    d = obj.description
    others = (d.in_your_reserve, d.from_your_hand, d.in_reserve, d.in_play_or_reserve)
    from scenarios.cards.grammar.semantics.targeted_expeditions import target_characters_group

    placed = target_characters_group(obj)  # hc: "in target Character's Expedition" (6.5.b)
    if placed is not None:
        return placed
    if d.facing_it_step and obj.kind == "each" and d.types == ["Character"]:
        # hc: "[Characters] in the Expedition facing it" (referred_parts.py, 1.2.3.c)
        return characters_facing_it(d, bool(any(others) or d.in_my_expedition))
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


def one_referred(obj: Object, rule: str) -> dict[str, Any]:
    """The subject of a step that acts on one object named back (the reference slot: "play
    it / that card"): several ("them", "those cards") are refused, naming the words — the
    step plays one card (7.3.26, 5.2.b)."""
    if obj.kind != "it":
        raise NotRead(obj.kind, "only a card named before ('it', 'that card') is read here", rule)
    if obj.plural:
        raise NotRead("them", "several cards named back are not played at once here", rule)
    return _subject(obj)


AND_ME = "_and_me_each"
"""Mark of a step said of "[object] and I each" (split by ``compound_steps.split_and_me``)."""


def _subject(obj: Object) -> dict[str, Any]:
    """An object phrase -> the step's ``subject`` (and ``filter``, ``up_to``): a target
    (6.5.b), a choice (6.1.g), every object of a kind, or "me" (7.2.1.a)."""
    if obj.joined is not None:  # g2: a second target in the step (joined_targets.py, 6.5.b)
        from scenarios.cards.grammar.semantics.joined_targets import JOINED

        return {**_subject(replace(obj, joined=None)), JOINED: _subject(obj.joined)}
    if obj.and_me:  # "[object] and I each [step]" (compound_steps.py, 6.1.e)
        return {**_subject(replace(obj, and_me=False)), AND_ME: True}
    if obj.kind == "me":
        return {"subject": "self"}
    from scenarios.cards.grammar.semantics.object_unions import your_zones_subject

    in_zones = your_zones_subject(obj)  # ic39: "a card from your hand or Reserve" (3.1.2.b)
    if in_zones is not None:
        return in_zones
    obj, those = narrowed_object(obj)  # "those in {V}": the group before (subset_steps.py)
    if those:
        return {**_subject(obj), THOSE: True}
    if obj.description.each_expedition and obj.kind not in ("each", "it"):
        return per_expedition_subject(obj, _subject)  # "a Character in each of your …"
    obj = doer_chooses(obj)  # "a card of your choice": the doer's choice (6.1.g, 6.1.h)
    obj = target_in_it(obj)  # "target Character in it" (6.5.b)
    if obj.description.in_its_own:  # "in its Expedition" (semantics/counted_things.py)
        from scenarios.cards.grammar.semantics.counted_things import its_own_subject

        return its_own_subject(obj, _subject)
    if obj.description.together:  # several targets that go together (gram103)
        from scenarios.cards.grammar.semantics.pairs_and_possessives import together_subject

        return together_subject(obj, _subject)
    totalled = total_subject(obj, _subject)  # several targets' total (group_totals.py)
    if totalled is not None:
        return totalled
    if obj.count:  # "two target Characters": exactly that many (group_totals.py, 6.5.b)
        return counted_subject(obj, _subject)
    if obj.description.in_target_players_reserve:  # gx: semantics/targeted_players_groups.py
        from scenarios.cards.grammar.semantics.targeted_players_groups import (
            targeted_reserve_subject,
        )

        return targeted_reserve_subject(obj, _subject)
    if (theirs := _opponents_reserve_target(obj)) is not None:  # semantics/opponents_reserve.py
        return theirs
    if obj.description.from_opponents_reserve:  # a place no step put back (gram96)
        raise NotRead(
            "from an opponent's reserve", "this object from an opponent's Reserve is not read yet"
        )
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
        # a noun said ("that Landmark"): checked by grammar/references.py, then removed
        said = {REF: mark(obj.refers, obj.plural)} if obj.refers else {}
        return {"subject": "it", **({THEM: True} if obj.plural else {}), **said}
    obj = landmark_as_permanent(obj)  # semantics/landmark_objects.py
    obj = card_in_play(obj)  # "target card you control" (semantics/object_phrases.py)
    d = obj.description
    if d.token and obj.kind in ("target", "chosen", "another", "each"):
        return _token_subject(obj)
    if d.from_discard_pile:  # g4: a Discard pile's card no step put back (3.2.3.a)
        raise NotRead(d.from_discard_pile, "this card in a Discard pile is not read here")
    if d.counted_only == FROM_YOUR_DISCARD_PILE and obj.kind == "target":
        return _target_in_discard_pile(obj)
    if (piled := _discard_pile_target(obj)) is not None:  # semantics/discard_pile_places.py
        return piled
    if d.counted_only == "in play and in reserve" and obj.kind == "each":
        # "all [other] cards / Characters in play and in Reserve": every one in play and in
        # every Reserve (3.1.4.a, 3.2.10), found as the step happens
        d = replace(d, counted_only="")
        noun = _noun(d)
        if noun not in ("card", "Character", "Permanent") or d.controller:
            raise NotRead("in play", "these objects in play and in Reserve are not read yet")
        flt = _filter(d, types=[] if noun == "card" else [noun])
        return {"subject": "cards_in_play_and_reserve", **({"filter": flt} if flt else {})}
    if d.counted_only.lower() == TARGET_OPPONENT_CONTROLS and obj.kind == "each":
        # "each Character target opponent controls": the opponent targeted (6.5.b), their
        # Characters found as the step happens — a Character only, nothing else said
        d = replace(d, counted_only="")
        noun = _noun(d)
        if d.controller or d.in_reserve or d.in_my_expedition:
            raise NotRead("target opponent", "these objects of a target opponent are not read yet")
        # "all Permanents / Landmarks / tokens target opponent controls": the types said, for
        # the engine to find every object in play of theirs (semantics/object_language.py)
        flt = _filter(d, types=types_of_targeted_group(noun))
        return {"subject": "characters_of_target_opponent", **({"filter": flt} if flt else {})}
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
        elif noun == "Permanent":
            if d.controller == "you" and not d.in_my_expedition:
                subject, flt = "target_permanent_you_control", _filter(d, controller=False)
            else:  # "in my Expedition": one there, an Expedition Permanent (2.2.3.d, 7.5.5.b)
                subject, flt = "target_permanent", _filter(d, where=True)
        elif noun == "Character or Permanent":
            subject, flt = "target_character_or_permanent", _filter(d, where=True)
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
        elif noun in _IN_PLAY_KINDS and d.controller != "you" and not any(where[1:]):
            # "Exhaust a Character", "a Landmark an opponent controls", "a Permanent in my
            # Expedition": one in play the effect's controller chooses, any player's unless
            # said (6.1.g, 3.1.4.a)
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
    if obj.kind == "chosen" and obj.description.counted_only == FROM_YOUR_DISCARD_PILE:
        # "Send / Return a Character card from your discard pile to your Reserve / hand"
        fields = _chosen_in_discard_pile(obj)
        if owner not in (None, "your"):
            raise NotRead(str(owner), f"'{owner} {zone}' of my discard pile's card", action)
        return {"action": action, "to": zone, **fields}
    # a card in my Reserve or hand is mine (3.1.2.c), chosen or targeted (6.5.b)
    own = obj.kind in ("chosen", "another", "target") and (
        obj.description.in_your_reserve
        or obj.description.from_your_hand
        or obj.description.counted_only == FROM_YOUR_DISCARD_PILE  # my Discard pile (3.2.3)
    )
    if owner == "your" and obj.kind != "me" and not own and zone not in _PERSONAL_ZONES:
        raise NotRead("your", f"'your {zone}' for another's card is not read yet", action)
    # g4: "your [hand / Reserve / Discard pile / deck / Mana zone]" for a card another player
    # may own: a personal zone, each player's own (3.1.2.b) — a card owned by another player
    # goes to its owner's instead (1.4.3.a), which the engine does and cites.
    if owner == "owner":  # "its owner's [zone]": the owner's by ownership (1.1.3.d)
        return {"action": action, "to": zone, "to_owner": True, **_subject(obj)}
    return {"action": action, "to": zone, **_subject(obj)}


_PERSONAL_ZONES = frozenset({"hand", "reserve", "discard", "deck", "mana"})
"""The personal zones a move names (3.1.2.b): "your" one is the owner's for another's card
(3.1.2.c)."""


def _chosen_in_discard_pile(obj: Object) -> dict[str, Any]:
    """ "a [type] card from your discard pile" moved by a step: one of the controller's
    discard pile, chosen as the step happens (3.2.3: its cards are public; 6.1.g), of that
    type (2.2.1); moving steps only (a card there is not in play, 3.1.4.a)."""
    d = replace(obj.description, counted_only="")
    noun = _noun(d)
    if noun not in ("card", "Character", "Permanent", "Spell") or obj.up_to or d.controller:
        raise NotRead("discard pile", f"a {noun} from your discard pile here is not read yet")
    flt = _filter(d, types=[] if noun == "card" else [noun])
    if obj.another:
        flt["another"] = True
    return {"subject": "a_card_from_your_discard_pile", **({"filter": flt} if flt else {})}


TARGET_OPPONENT_CONTROLS = "target opponent controls"
"""The qualifier of "each Character target opponent controls" (kept in ``counted_only``: a
count reads it too, "for each Character target opponent controls")."""

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
    if obj.another:  # "another target card": not the card bearing the ability (7.2.1.a)
        flt["another"] = True
    subject = {"subject": "target_card_in_your_discard_pile", **({"filter": flt} if flt else {})}
    return {**subject, **_up_to(obj)}


def _discard_pile_target(obj: Object) -> dict[str, Any] | None:
    from scenarios.cards.grammar.semantics.discard_pile_places import discard_pile_target

    return discard_pile_target(obj)


def _opponents_reserve_target(obj: Object) -> dict[str, Any] | None:
    from scenarios.cards.grammar.semantics.opponents_reserve import opponents_reserve_target

    return opponents_reserve_target(obj)
