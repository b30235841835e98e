"""The writer's words for the reader's section "gram35" (semantics/group_totals.py,
semantics/standing_places.py): "two / any number of target [objects] [with a total …]"
(6.5.b) and "[object] in an Expedition that's behind / tied / ahead" (7.5.2.a-c)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]

_NUMBERS = {2: "two", 3: "three", 4: "four", 5: "five"}
_ICONS = {"forest": "{V}", "mountain": "{M}", "water": "{O}"}


def total_words(step: Step) -> str:
    """ "with a total Hand Cost {6} or less", "with a total Reserve Cost {4} or less", "with
    a total {V} of 4 or less" (6.5.b), or "" where no total is said."""
    # id40: targets that go together (6.5.b), said before any total, never dropped
    together = _TOGETHER[step["together"]] if "together" in step else ""
    total = step.get("total")
    if not total:
        return together
    return together + _total_words(total)


_TOGETHER = {
    "expedition": " in the same Expedition",
    "controller": " controlled by the same player",
    "names": " with different names",
}
"""id40: "Up to two target Characters in the same Expedition", "… controlled by the same
player", "Two target Characters with different names" (6.5.b: each target fits those
chosen before it) — the reader's ``together`` (semantics/pairs_and_possessives.py)."""


def _total_words(total: dict[str, Any]) -> str:
    if total["of"] == "hand_cost":
        return f" with a total Hand Cost {{{total['at_most']}}} or less"
    if total["of"] == "reserve_cost":
        return f" with a total Reserve Cost {{{total['at_most']}}} or less"
    return f" with a total {_ICONS[total['of']]} of {total['at_most']} or less"


def counted_object_words(step: Step, obj: Callable[[Step], str]) -> str | None:
    """ "two target Characters [with a total …]", "any number of target Landmark Permanents
    with a total Hand Cost {4} or less" (6.5.b): written as "up to two" would be, then the
    number said; ``None`` for other steps."""
    n = step.get("targets", 0)
    if not (n > 1 or (step.get("total") and not step.get("up_to"))):
        return None  # a total with neither count is "any number of" (total_targets.py)
    if not str(step.get("subject", "")).startswith("target_") or step.get("up_to"):
        return None
    rest = {k: v for k, v in step.items() if k not in ("targets", "any_number")}
    said = obj({**rest, "up_to": 2})
    if not said.startswith("up to two target "):
        return None
    many = _NUMBERS.get(n, str(n)) if n else "any number of"
    return f"{many} target {said.removeprefix('up to two target ')}"


FILTER_KEYS = frozenset(
    {"expedition_ahead", "expedition_standing", "expedition_in_contact", "expedition_race"}
)
"""The filter keys :func:`filter_words` says of objects."""


def filter_words(flt: dict[str, Any]) -> list[str]:
    """ "in an Expedition that's ahead / behind / tied" (7.5.2.a-c); "in an Expedition that
    is ahead of each opponent's Expedition" (the race, gram87)."""
    if flt.get("expedition_race"):
        from scenarios.cards.grammar.writer.conditions import race_words

        r = flt["expedition_race"]
        said = race_words(tuple(r["positions"]), r["in_contact"], r["against"], r["against_each"])
        return [f"in an Expedition that is {said.removeprefix('the ')}"]
    if flt.get("expedition_ahead"):
        return ["in an Expedition that's ahead"]
    if flt.get("expedition_standing"):
        return [f"in an Expedition that's {flt['expedition_standing']}"]
    if flt.get("expedition_in_contact"):  # in one of the Expeditions In Contact (7.5.9.a),
        # as after "If one of your Expeditions is In Contact" "in that Expedition" reads
        return ["in an Expedition In Contact"]
    return []
