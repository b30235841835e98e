"""A trigger's marks and subjects in every slot (issue 30; the grammar's block "trigger
marks", ``altered.lark``).

- A trigger icon printed before another trigger ("{R} When my Expedition moves forward —",
  "{J} At Noon —"): a Reaction is "Trigger – Effect" (2.2.12.l, 6.3.a), one trigger, and an
  icon is a trigger of its own (7.1.1.a-c) — the words say two, and which one activates the
  Reaction (or whether the second is a delayed trigger the first creates) is not said:
  refused by name, never read as either alone.
- "your Expedition" as the subject of a move: one of the controller's Expeditions (1.2.3.c,
  7.2.3.a), each that moves activating the Reaction once (6.3.g) — as "one of your
  Expeditions" and "joins your Expedition" read.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead

_RULE = "trigger_marks"

_ICON_MEANS = {
    "{j}": ("When I enter play", "7.1.1.a"),
    "{h}": ("When I am played from Hand", "7.1.1.b"),
    "{r}": ("When I am played from Reserve", "7.1.1.c"),
}
"""What each trigger icon means (7.1.1.a-c), and the rule that says it."""


def icon_before_trigger_reason(icon: str, second: str) -> str:
    """Why an icon printed before another trigger is left to the judge: both are triggers of
    one Reaction (2.2.12.l, 6.3.a), the icon's meaning by its rule (7.1.1)."""
    means, rule = _ICON_MEANS.get(icon.lower(), ("a trigger of its own", "7.1.1"))
    return (
        f"a Reaction has one trigger (2.2.12.l, 6.3.a), but {icon} is itself one — “{means} –”"
        f" ({rule}) — printed before “{second}”: whether either one activates it, or the "
        "second is a delayed trigger the first creates, is for the judge — resolve by hand"
    )


class TriggerMarkSemantics:
    """Semantic functions of the grammar's block "trigger marks"."""

    @v_args(meta=True)
    def tm_icon_before_trigger(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "{R} When [event] —" / "{J} At [phase] —": two triggers, refused by name."""
        icon = next(str(i) for i in items if isinstance(i, Token) and i.type == "ICON")
        said = " ".join(self._printed(meta).split())  # type: ignore[attr-defined]
        second = said.split(None, 1)[1].rstrip("—–- ").strip()
        raise NotRead(said, icon_before_trigger_reason(icon, second), _RULE)

    @v_args(meta=True)
    def tm_phase_trigger_after_trigger(self, meta: Meta, items: list[Any]) -> Any:
        """ "{J} At Noon — [X]": a phase's trigger (4.2.b) printed where the Reaction's
        output begins, after the icon's trigger — refused by name, as "{J} When …"."""
        printed = " ".join(self._printed(meta).split())  # type: ignore[attr-defined]
        second = printed.split("—")[0].split("–")[0].strip()
        ability = " ".join(str(self.text).split())  # type: ignore[attr-defined]
        icon = ability.split(None, 1)[0] if ability.lower()[:3] in _ICON_MEANS else ""
        if icon:
            raise NotRead(second, icon_before_trigger_reason(icon, second), _RULE)
        raise NotRead(
            second,
            f"“{second} –” is a trigger (6.3.a) printed after another trigger or a cost: a "
            "Reaction has one trigger (2.2.12.l) — which one activates it is for the judge — "
            "resolve by hand",
            _RULE,
        )

    def tm_your_expedition_forward(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "one_of_your_expeditions_moves_forward"}  # 7.3.25.a, 6.3.g

    def tm_your_expedition_backward(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "one_of_your_expeditions_moves_backward"}  # 7.3.24.a, 6.3.g

    def tm_your_expedition_fails(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "your_expedition_fails_to_move_forward"}  # 4.2.4.i, 6.3.g


__all__ = ["TriggerMarkSemantics", "icon_before_trigger_reason"]
