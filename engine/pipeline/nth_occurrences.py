"""A trigger "for the first / second / Nth time this Day / this turn" said of the bearer's
own events (issue 30): "When I gain [[Anchored]] for the first time this turn —", "When I
become exhausted for the second time this Day —", "{I} When I gain 1 or more boosts for the
third time this turn —" (a Day 4.2.a, a turn 4.2.3.b).

The count is the number of times the trigger's event, with its subject and filters, has
happened in the period — kept as plain data with the Reaction counts of the Day
(``GameState.reaction_counts``, 6.3.l), under a key of the Reaction's object and ability
of its own: cleared with the Day's counts at each Morning (``day_counts_cleared``) and, for
"this turn", with the turn's counts as each turn starts (``turn_counts_cleared``, 4.2.3.e).
Each match of the trigger in the period counts, whether it activated the Reaction or not —
the Nth match activates it (6.3.g: once per matching atomic action), none other.

Events before the Reaction existed (precision, CR 5.0): the trigger's subject here is the
bearer ("I", the filter ``only_me``) other than by moving — and an object that changes zones
is a new object with no memory of the old one (2.1.d), so every event of "I" in the period
happened while this object, and its printed Reaction, existed: counting the Reaction's own
matches counts all of them. Said of a group ("a Character you control", "an opponent") the
count could include events before the card was in play and whether each is counted apart or
all together is not said — the reader refuses those (scenarios.cards.grammar.semantics
.nth_occurrences); a self-move ("I go to Reserve", 6.3.c) ends the object (2.1.d) — the
reader refuses those too. An ability granted during the period (2.3.1.a) counts from when it
was gained: the events of the object before it had the Reaction are not counted (a limit
the trace does not say).

A trigger counted elsewhere by player or Expedition (cards played, drawn, discarded, dice,
Gifts, keyword actions, an Expedition's moves: engine.pipeline.counted_events) is not one of
these: its filter is no ``only_me``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from engine.reading.ignoring import effective_abilities
from engine.state.agenda import Activation
from engine.state.cards import Ability, AbilityKind, TriggerKind
from engine.state.game_state import GameState, evolve
from engine.why.table import why

__all__ = [
    "OWN_STATE_EVENTS",
    "counted_by_occurrence",
    "matches_key",
    "noted_occurrences",
    "nth_occurrences",
]

OWN_STATE_EVENTS = frozenset(
    {
        TriggerKind.GAINS_STATUS,  # "When I gain [[Anchored]]" (7.3.16)
        TriggerKind.GAINS_A_STATUS,
        TriggerKind.BECOMES_STATUS,  # "When I become exhausted"
        TriggerKind.LOSES_STATUS,  # "When I become ready", "When I lose [[Asleep]]"
        TriggerKind.GAINS_BOOSTS,  # "When I gain 1 or more boosts" (7.3.17.a)
        TriggerKind.LOSES_LAST_BOOST,
        TriggerKind.GAINS_COUNTERS,
        TriggerKind.COUNTERS_REMOVED,
        TriggerKind.COUNTERS_SPENT,
        TriggerKind.SPENDS_LAST_COUNTER,
        TriggerKind.ANY_COUNTERS_REMOVED,
        TriggerKind.ANY_COUNTERS_SPENT,
        TriggerKind.OBJECT_SWITCHES_EXPEDITIONS,  # within the Expedition zone (7.3.39.a)
        TriggerKind.OBJECT_DEFECTS,
        TriggerKind.OBJECT_CHANGES_CONTROLLER,  # no zone change (7.5.5.b)
        TriggerKind.I_BECOME_IN_CONTACT,
    }
)
"""The events of an object that leave it the same object — no zone change (2.1.d): said
of "I", each one of them in a period happened to this object (the bearer's moves between
zones, 6.3.c, end it and are not here)."""

_MATCHED = ":matched"
_PER_TURN = ":per_turn"  # the suffix engine.pipeline.turn_limits clears at each turn


def counted_by_occurrence(ab: Ability) -> bool:
    """Whether ``ab``'s trigger is "[an event of mine] for the Nth time [period]": an
    ordinal on a trigger whose subject is the bearer and whose event leaves it the same
    object (:data:`OWN_STATE_EVENTS`)."""
    flt = ab.trigger_filter
    return (
        ab.kind is AbilityKind.REACTION
        and bool(ab.trigger_ordinal)
        and flt is not None
        and flt.only_me
        and ab.trigger in OWN_STATE_EVENTS
    )


def matches_key(source_object: str, ability_index: int, per: str) -> str:
    """The key of a Reaction's matches in the period ``per`` ("turn" or "day") in the
    Reaction counts (the turn's ends as engine.pipeline.turn_limits clears them)."""
    key = f"{source_object}:{ability_index}{_MATCHED}"
    return key + _PER_TURN if per == "turn" else key


def nth_occurrences(
    before: GameState, activations: Iterable[Activation]
) -> tuple[list[Activation], dict[str, int]]:
    """The activations kept — each Reaction counted by occurrence kept only for the match
    its ordinal names, the period's matches before the step then the step's in order
    (4.2.a, 4.2.3.b; "this turn" outside a turn matches nothing, 4.2.3.b) — and the step's
    matches by key, to note (:func:`noted_occurrences`)."""
    acts = list(activations)
    if not acts:
        return acts, {}
    counted = {
        (src, index): ab
        for src, index, ab in effective_abilities(before)
        if counted_by_occurrence(ab)
    }
    if not counted:
        return acts, {}
    kept: list[Activation] = []
    seen: dict[str, int] = {}
    for act in acts:
        ab = counted.get((act.source_object, act.ability_index))
        if ab is None:
            kept.append(act)
            continue
        per = ab.trigger_per or "turn"
        if per == "turn" and before.turn_player is None:
            continue  # no turn is being taken: no "this turn" (4.2.3.b)
        key = matches_key(act.source_object, act.ability_index, per)
        seen[key] = seen.get(key, 0) + 1
        if before.reaction_counts.get(key, 0) + seen[key] == ab.trigger_ordinal:
            kept.append(replace(act, rules=(*act.rules, *why("reaction.nth_occurrence"))))
    return kept, seen


def noted_occurrences(after: GameState, seen: Mapping[str, int]) -> GameState:
    """``after`` with the step's matches added to the Reaction counts."""
    if not seen:
        return after
    counts = dict(after.reaction_counts)
    for key, n in seen.items():
        counts[key] = counts.get(key, 0) + n
    return evolve(after, reaction_counts=counts)
