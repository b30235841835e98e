""" "A Landmark" as an object: a Permanent whose zone type is Landmark (2.2.3.b-c), in play
in its controller's Landmarks (2.2.3.e, 3.2.7.b) — the object "a Landmark Permanent" names.

"Exhaust target Landmark", "each Landmark your opponents control", "You may sacrifice a
Landmark" and "target exhausted Landmark you control" say the noun without "Permanent"; a
description of one is read as the one with "Permanent" said, so every slot that takes a
Landmark Permanent takes a Landmark. A Landmark said in another zone ("a Landmark in your
Reserve") is not in Landmarks: not read here (precision first). Counts keep their own
reading of "Landmarks you control" (evaluate/conditions.py).
"""

from __future__ import annotations

from dataclasses import replace

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.tree import Description, Object


def _place_said(d: Description) -> bool:
    """Whether ``d`` says a place other than the controller's Landmarks (a Reserve, a hand,
    an Expedition, a region …): "Landmark" is then no "Landmark Permanent" (2.2.3.c)."""
    return any(
        (
            d.in_your_reserve,
            d.in_reserve,
            d.in_play_or_reserve,
            d.from_your_hand,
            d.from_zone,
            d.counted_only,
            d.in_my_expedition,
            d.in_your_other_expedition,
            d.in_expeditions,
            d.in_target_expedition,
            d.facing_me,
            d.in_terrain,
        )
    )


def landmark_as_permanent(obj: Object) -> Object:
    """``obj`` with "Landmark" said as "Landmark Permanent" (2.2.3.c); other objects as
    they are."""
    d = obj.description
    if d.types != ["Landmark"]:
        return obj
    if _place_said(d):
        raise NotRead(
            "landmark",
            "a Landmark is in its controller's Landmarks, not in the place said (2.2.3.e)",
            "object_desc",
        )
    return replace(obj, description=replace(d, types=["Permanent"], permanent_zone="landmark"))


def landmark_said_as_permanent(d: Description) -> Description:
    """``d`` with "Landmark" said as "Landmark Permanent" (2.2.3.c) when no place is said
    with it; any other description as it is."""
    if d.types != ["Landmark"]:
        return d
    if _place_said(d):
        return d
    return replace(d, types=["Permanent"], permanent_zone="landmark")
