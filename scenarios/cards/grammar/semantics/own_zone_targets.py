"""ic40 (issue 30, session 40): a TARGET among the controller's own zones said with "or" —
"target Character card in your Reserve or discard pile", "target Spell in your discard pile
or Reserve".

What a target outside play may be (6.5.b): an object. A Reserve and a Discard pile are
visible zones (3.2.10.a, 3.2.3.a) and a visible zone holds objects (3.1.3.a), so a card in
either may be targeted; a hand is hidden and holds cards, not objects (3.1.3.d), so "target
card in your hand or Reserve" is refused (:data:`HAND_TARGET`). "Your" names the controller's
own zones (3.1.2.b). Read to the engine's ``target_card_in_your_zones`` with the zones in the
filter's ``in_your_zones``; several targets, a target also said elsewhere ("you control"),
and a kind the engine has no card type for stay refused with their reasons.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.tree import Object

TARGET_SUBJECT = "target_card_in_your_zones"
TARGET_KINDS = ("card", "Character", "Permanent", "Spell")
"""The kinds of card a target in a Reserve or Discard pile is read as (2.2.1)."""
HAND_TARGET = (
    "a card in a hand is not targeted: a hand is a hidden zone holding cards, not objects, and "
    "a target is an object (3.1.3.d, 6.5.b)"
)
SEVERAL = "several targets among these zones are not read yet: resolve by hand"
TWO_PLACES = "a target said in two places here is not read: resolve by hand"


def target_in_your_zones(obj: Object, zones: tuple[str, ...]) -> dict[str, Any]:
    """The step part of ``obj``, a target in the controller's ``zones`` said with "or"
    ("reserve", "discard"; 6.5.b, 3.1.3.a, 3.1.2.b) — refused when a hand is among them
    (3.1.3.d) or when the words say more than one plain target there."""
    from scenarios.cards.grammar.semantics.object_filters import _filter
    from scenarios.cards.grammar.semantics.object_subjects import _noun

    if "hand" in zones:
        raise NotRead("target", HAND_TARGET, "target_object")
    if obj.up_to or obj.count or obj.any_number or obj.joined or obj.and_me:
        raise NotRead("or", SEVERAL, "target_object")
    d = obj.description
    rest = replace(d, your_zones=(), from_hand_or_reserve=False)
    if rest.controller or rest.in_your_reserve or rest.from_your_hand or rest.in_my_expedition:
        raise NotRead("or", TWO_PLACES, "target_object")
    noun = _noun(rest)
    if noun not in TARGET_KINDS:
        said = " or ".join(zones)
        raise NotRead("or", f"a target {noun} in your {said} is not read yet", "target_object")
    flt = _filter(rest, types=[] if noun == "card" else [noun])
    flt["in_your_zones"] = list(zones)
    if obj.another:
        flt["another"] = True
    return {"subject": TARGET_SUBJECT, "filter": flt}
