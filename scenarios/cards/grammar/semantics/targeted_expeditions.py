"""The semantic functions of the grammar's block "hc" of ``altered.lark`` (issue 30, session
37): an Expedition named by a target — "Each Character in target Character's Expedition gains 1
boost".

The Character is the step's target, chosen before the step (6.5.b); the step acts on every
Character in its Expedition, the target among them, an atomic action for each (6.1.e; a
Gigantic target is in both of its controller's Expeditions, 7.4.4.b) — the engine's subject
``characters_in_target_characters_expedition`` (engine/steps/target_characters_place.py).
Only "each Character" there is read: another object ("target Character in target Character's
Expedition": two targets), "other", a controller or any other word of the description is
refused (which Characters is then not what the engine finds)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Description, Object

HC_PLACE = "in_target_characters_expedition"
"""The Description's field (and the refusal's rule) of the qualifier."""

_REFUSED = (
    "'in target Character's Expedition' is read of 'each Character' only: another object or "
    "other words there are read by hand (6.5.b)"
)


_SAID_ONLY = frozenset({"plural", "words"})
"""Description fields that say how the words were printed, not which objects."""


class TargetExpeditionSemantics(SemanticsBase):
    """ "in target Character's Expedition" (6.5.b, 6.1.e)."""

    def hc_in_target_characters_expedition(self, _: list[Any]) -> tuple[str, bool]:
        return (HC_PLACE, True)


def target_characters_group(obj: Object) -> dict[str, Any] | None:
    """ "Each Character in target Character's Expedition": the step's subject; ``None`` when
    the object does not say it; refused for any other object or words said with it."""
    d = obj.description
    if not getattr(d, HC_PLACE, False):
        return None
    plain = Description(types=["Character"], in_target_characters_expedition=True)
    said = {k: v for k, v in vars(d).items() if k not in _SAID_ONLY and v != vars(plain)[k]}
    if obj.kind != "each" or obj.another or said:
        raise NotRead("target character's expedition", _REFUSED, HC_PLACE)
    return {"subject": "characters_in_target_characters_expedition"}


def no_target_characters_place(d: Description) -> None:
    """Refuse the qualifier in a description no group step reads (a filter's words)."""
    if getattr(d, HC_PLACE, False):
        raise NotRead("target character's expedition", _REFUSED, HC_PLACE)
