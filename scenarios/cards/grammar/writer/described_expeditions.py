"""Words for a target Expedition described by its controller and terrain (7.5.5.a,
7.5.8.b): "Target Expedition you control moves forward one region", "Target Expedition an
opponent controls ascends", "Characters in target Expedition you control gain 1 boost" —
the readings of ``semantics/described_expeditions.py``, written back."""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]

_WHOSE = {"you": "you control", "opponent": "an opponent controls"}
_ICONS = {"forest": "{V}", "mountain": "{M}", "water": "{O}"}


def described_expedition(flt: dict[str, Any]) -> str | None:
    """ "target Expedition you control [in {V}]", or ``None`` when ``flt`` says other
    things than the Expedition's controller and terrain."""
    if set(flt) - {"expedition_controller", "in_terrain"} or "expedition_controller" not in flt:
        return None
    where = f" in {_ICONS[flt['in_terrain']]}" if flt.get("in_terrain") else ""
    return f"target Expedition {_WHOSE[flt['expedition_controller']]}{where}"


def described_expedition_words(step: Step) -> str | None:
    """A move (7.3.24, 7.3.25), Ascend (7.3.3.a) or boosts given to the Characters of a
    described target Expedition, or ``None``."""
    action, subject, flt = step["action"], step.get("subject"), step.get("filter")
    if not isinstance(flt, dict) or "expedition_controller" not in flt:
        return None
    if subject == "target_expedition" and set(step) == {"action", "subject", "filter"}:
        said = described_expedition(flt)
        if said is None:
            return None
        if action in ("move_forward", "move_backwards"):
            return f"T{said[1:]} moves {action.removeprefix('move_')} one region"
        if action == "ascend":
            return f"T{said[1:]} ascends"
        return None
    if subject == "characters_in_target_expedition" and action == "give_boost":
        said = described_expedition(flt)
        if said is None or set(step) != {"action", "subject", "filter", "amount"}:
            return None
        n = step["amount"]
        return f"Characters in {said} gain {n} boost{'s' if n != 1 else ''}"
    return None
