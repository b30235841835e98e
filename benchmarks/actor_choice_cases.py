"""The actor slot's choosers, payers and restricted players (gram55, issue 30): cases of
``actor_slot_audit.py`` for every actor in three constructions a designer uses with another
player —

1. "[actor] can't play [cards] [for a time]": the restriction keeps its quantity and target
   (every opponent, or only the player targeted, 6.5.b, 1.2.6.c; 1.4.1.a);
2. "[actor] chooses [N objects / one in each of their Expeditions] and [step] them": the
   choice is the actor's (1.4.7.b, 6.1.g, 6.1.h), of that many (6.5.h) or one per
   Expedition;
3. "[actor] may [pay {N} / step]. If they do / don't, [X], otherwise [Y]": the actor decides
   (6.5.c), each branch where it belongs (6.5.e, 6.5.f).

A case is *read right* when its reading keeps the actor, the quantity and the branches;
*read wrong* when it runs as something else (another player, one object, a branch
swapped); *not read* when refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Step = dict[str, Any]


@dataclass(frozen=True)
class Restricted:
    """A player kept from playing: as printed, and what the reading must say."""

    label: str
    subject: str
    step_subject: str  # "" for every opponent
    cant: str  # how the reading's "can't" begins


RESTRICTED_PLAYERS = (
    Restricted("target opponent", "Target opponent", "target_opponent", "Target opponent"),
    Restricted("target player", "Target player", "target_player", "Target player"),
    Restricted("each opponent", "Each opponent", "", "Your opponents"),
    Restricted("your opponents", "Your opponents", "", "Your opponents"),
)
PLAYED = ("Spells", "Characters", "Permanents", "cards")
LASTING = ("this turn", "this Afternoon", "until the end of the turn", "this Day")


def restriction_said(who: Restricted, kind: str, lasting: str) -> str:
    return f"{{J}} {who.subject} can't play {kind} {lasting}."


def restriction_right(who: Restricted, steps: list[Step]) -> bool:
    """The one step is the Emblem-Ongoing of the restriction, bound to the target (or to
    every opponent), its "can't" naming the same players."""
    if len(steps) != 1 or steps[0].get("action") != "ongoing":
        return False
    step = steps[0]
    cant = str((step.get("ongoing") or {}).get("cant", ""))
    return step.get("subject", "") == who.step_subject and cant.startswith(who.cant)


CHOICES = (
    ("two cards in {their} Reserve and {discard} them", "discard", "count"),
    ("two cards from {their} hand and {discard} them", "discard", "count"),
    ("two Characters {they} control and {sacrifice} them", "sacrifice", "count"),
    ("two Characters {they} control and {exhaust} them", "exhaust", "count"),
    ("two Characters {they} control and {send} them to Reserve", "send", "count"),
    (
        "a Character {they} control in each of {their} Expeditions and {sacrifice} them",
        "sacrifice",
        "per_expedition",
    ),
    ("a Character in each of {their} Expeditions and {exhaust} them", "exhaust", "per_expedition"),
    (
        "a Character {they} control in each of {their} Expeditions and {send} them to Reserve",
        "send",
        "per_expedition",
    ),
)
"""What a player chooses among their own, several at once, and the step on "them"."""

STEPS_IN_EACH = (
    ("{sacrifice} a Character {they} control in each of {their} Expeditions", "sacrifice"),
    ("{exhaust} a Character in each of {their} Expeditions", "exhaust"),
    ("{send} a Character {they} control in each of {their} Expeditions to Reserve", "send"),
)
"""The step said of one object "in each of their Expeditions", no "choose" before it: one
per Expedition too (6.1.g) — read as one object only, a quantity lost (read wrong)."""


def chosen_right(action: str, quantity: str, step: Step) -> bool:
    """The step is the choice's action, with its quantity: two, or one per Expedition."""
    if step.get("action") != action:
        return False
    if quantity == "count":
        return step.get("choose_count") == 2 and not step.get("per_expedition")
    return bool(step.get("per_expedition")) and not step.get("choose_count")


DECISIONS = (
    ("pay {1}", "If {they} don't, draw a card.", ("", "draw")),
    ("pay {1}", "If {they} do, draw a card, otherwise exhaust me.", ("draw", "exhaust")),
    (
        "pay {2}",
        "If {they} don't, draw a card, otherwise I gain 1 boost.",
        ("give_boost", "draw"),
    ),
    (
        "sacrifice a Character",
        "If {they} do, draw a card, otherwise exhaust me.",
        ("draw", "exhaust"),
    ),
    (
        "discard a card from {their} hand",
        "If {they} don't, I gain 1 boost, otherwise draw a card.",
        ("draw", "give_boost"),
    ),
    (
        "exhaust a Character {they} control",
        "If {they} do, draw two cards. Otherwise, exhaust me.",
        ("draw", "exhaust"),
    ),
)
"""An optional step and what follows it: (then's action, if-not-done's action), "" none."""


def decision_right(branches: tuple[str, str], step: Step) -> bool:
    """The optional step's follow-ups are where the words put them (6.5.e, 6.5.f)."""
    if not step.get("may"):
        return False
    then, not_done = step.get("then") or [], step.get("if_not_done") or []
    done_action = then[0].get("action", "") if then else ""
    if step.get("pay") and not then:  # "You may pay {N}. If you do, X": X paid for (6.5.f)
        done_action = str(step.get("action", ""))
    not_action = not_done[0].get("action", "") if not_done else ""
    return (done_action, not_action) == branches
