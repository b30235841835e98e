"""A target in an opponent's Reserve: "Exhaust target card in an opponent's Reserve",
"Discard target Character in an opponent's Reserve". A card in a Reserve is an object its
owner controls (3.2.10, 1.2.2), so it is the target card in a Reserve (6.5.b) that an
opponent controls. "in an opponent's Reserve" is otherwise read in counts only ("for each
card in an opponent's Reserve"); only a target is read here."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from scenarios.cards.grammar.tree import Object, described

_OPPONENTS_RESERVE = "in an opponent's reserve"


def opponents_reserve_target(obj: Object) -> dict[str, Any] | None:
    """The step fields of "target [card] in an opponent's Reserve"; ``None`` for any other
    object phrase."""
    from scenarios.cards.grammar.semantics.object_subjects import _subject

    d = obj.description
    if obj.kind != "target" or d.counted_only != _OPPONENTS_RESERVE or d.controller:
        return None
    found = _subject(replace(obj, description=replace(d, counted_only="", in_reserve=True)))
    if found.get("subject") != "target_reserve_card":
        return None
    return {**found, "filter": {**found.get("filter", {}), "controller": "opponent"}}


def origin_kept(obj: Object) -> Object:
    """``obj`` whose destination's words a step has read, its place said before them put
    back ("Put target card from an opponent's Reserve at the bottom of its owner's deck":
    a target in an opponent's Reserve, 3.2.10, 6.5.b), for :func:`opponents_reserve_target`."""
    if obj.description.from_discard_pile:  # g4: a Discard pile's card (3.2.3.a)
        return described(obj, counted_only=obj.description.from_discard_pile, from_discard_pile="")
    if not obj.description.from_opponents_reserve:
        return obj
    return described(obj, counted_only=_OPPONENTS_RESERVE, from_opponents_reserve=False)
