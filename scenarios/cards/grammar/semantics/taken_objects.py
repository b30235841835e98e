"""Where a taken object goes (7.3.40): "Take control of target token an opponent controls",
"… of target Character or Permanent an opponent controls" — a target that may be a
Character, an Expedition Permanent or a Landmark Permanent. The taker moves one in the
Expedition zone to one of their Expeditions, which they choose (7.3.40.a), and one in the
Landmark zone to their Landmarks (7.3.40.b): the engine goes by the zone the object is in
as the step happens, as it does for "each token" (``semantics_keyword_actions``)."""

from __future__ import annotations

from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.tree import Object


class TakenObjectSemantics(SemanticsBase):
    """A target of either kind taken: where it goes, by its zone."""

    def take_control(self, items: list[Object]) -> Step:
        obj = items[0]
        if obj.kind == "target" and not obj.up_to:
            step: Step = {"action": "take_control", **_subject(obj)}
            if step["subject"] == "target_character_or_permanent":
                return {**step, "to": "expedition"}  # 7.3.40.a; in Landmarks, 7.3.40.b
        return super().take_control(items)  # type: ignore[misc, no-any-return]
