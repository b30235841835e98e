"""Counted statistic changes for a time (g3, issue 30): "Target Character gets +1 {V} until
end of turn for each card in your hand", "Until end of turn, Characters you control get
+1/+1/+1 for each Landmark you control".

The step that creates the Emblem-Ongoing is done once per thing counted (6.5.i: "[Do step]
for each [quantity]" is performed that many times), so the change it gives is the change
times the count, counted once as the step happens — not again while the Emblem lasts
(2.2.2.m, 2.2.15.a: the Emblem-Ongoing keeps the passive the step made). The count's words
are the effect controller's ("your hand": the controller of the effect, 1.4.7.b), counted as
any "[step] for each [counted]" is (engine.pipeline.numbers_counted); the engine scales the
change it puts in the Emblem by that number (engine.pipeline.atomic).

A change that is not a plain addition (statistics set, exchanged, copied), a timed change
with other parts, or one already counted, is not read here (``per_step`` refuses it)."""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]

_PLAIN_CHANGE = frozenset({"scope", "forest", "mountain", "water"})
"""What a timed change adding to the statistics says (2.3.1.a): nothing set or exchanged."""
_ONGOING_STEP = frozenset({"action", "subject", "filter", "up_to", "ongoing"})
"""What a timed change's step says, nothing more: a target, up to N, a group (6.5.b)."""


def counted_stats_for_a_time(step: Step, counted: str) -> Step | None:
    """``step`` "[object] gets +N {V} [for a time]" with its change counted once per
    ``counted`` as the step happens (6.5.i) — or None when ``step`` is not such a change."""
    if step.get("action") != "ongoing" or set(step) - _ONGOING_STEP:
        return None
    ongoing = step.get("ongoing") or {}
    abilities = ongoing.get("abilities") or []
    if len(abilities) != 1 or set(ongoing) - {"duration", "abilities"}:
        return None
    stats = (abilities[0].get("passive") or {}).get("stats")
    if (
        not isinstance(stats, dict)
        or set(stats) - _PLAIN_CHANGE
        or set(abilities[0])
        != {
            "text",
            "passive",
        }
    ):
        return None
    return {**step, "amount": 1, "per": counted}


class CountedStatisticSemantics:
    """Semantic functions of the g3 block of ``altered.lark`` read here: "twice that many" —
    the number the step before made or acted on, times two (6.5.i)."""

    def g3_twice_that_many(self, _: list[Any]) -> Any:
        """ "twice that many": two per thing the step before counted (6.5.i)."""
        from scenarios.cards.grammar.semantics.numbers_and_distribution import ThatMany

        return ThatMany(2)


def no_target_counted(counted: Any) -> None:
    """Refuse a passive's count naming a target ("I get +1/+1/+1 for each Character target
    opponent controls"): targets are chosen for an effect's steps as they resolve (6.5.b), and
    a passive ability resolves no step (2.3.1.a) — no player is ever targeted (g3)."""
    from scenarios.cards.grammar.parser import NotRead

    if "target" in str(counted).lower().split():
        raise NotRead(
            "target",
            "a passive ability's count names a target, and a passive ability chooses no "
            "target (6.5.b, 2.3.1.a)",
            "counted_statistics",
        )
