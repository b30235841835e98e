"""A delayed step whose moment cannot come while its Emblem-Ongoing exists.

"At the start of the next Dusk, [steps]" creates an Emblem-Ongoing lasting this Day
(2.2.15.a, 2.2.15.c) with the Reaction "At Dusk — [steps]" (2.2.2.m). Created while this
Day's Dusk is already under way — by a Reaction to an Expedition moving forward at Progress,
say — that Reaction never activates: the event that activates "at Dusk" Reactions happened
as Dusk began, and a Reaction ability appearing after it is not triggered (4.2.b and its
Remark); the next Dusk comes on another Day, after the Emblem has ceased to exist (2.2.15.c).
The same holds for "At the end of the Afternoon, [steps]" created at Dusk or Night (4.2.3.e).

Nothing is refused — the step that creates the Emblem happens — but nothing is dropped in
silence either: the trace says so as the Emblem is created (:func:`lapse_of`, kept on the
Emblem as ``lapsed``), again as it ceases to exist without its steps having happened
(:func:`lapsed_words`), and once more as that phase next begins, the moment the step would
have acted (:func:`lapsed_records`, kept by the state until then; :func:`lapsed_at`). That
third line is said for a phase's beginning ("the next Dusk / Night") only: an "end of the
Afternoon" step is said as it is created and as its Emblem ceases, not again at the next
Afternoon's end.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.state.actions import ActionKind
from engine.state.cards import Ability, AbilityKind, Duration, TriggerKind
from engine.state.enums import Phase
from engine.state.events import Event
from engine.state.game_state import GameState, evolve
from engine.why.table import why

_DAY = (Phase.MORNING, Phase.NOON, Phase.AFTERNOON, Phase.DUSK, Phase.NIGHT)
"""The phases of a Day in order (4.2.a)."""


def _moment(ab: Ability) -> tuple[str, str]:
    """The moment of a timed Reaction, and what has become of it this Day once passed."""
    if ab.trigger is TriggerKind.AT_END_OF_AFTERNOON:
        return "the end of the Afternoon", "this Day's Afternoon has already ended"
    phase = ab.phase.value if ab.phase is not None else "phase"
    return f"the start of the next {phase}", f"this Day's {phase} has already begun"


def _passed(ab: Ability, now: Phase) -> bool:
    """Whether this Day's moment of the timed Reaction ``ab`` has come already at ``now``
    (created during that phase counts: its beginning event is over, 4.2.b Remark)."""
    if now not in _DAY:
        return False
    if ab.trigger is TriggerKind.AT_PHASE and ab.phase in _DAY:
        return _DAY.index(ab.phase) <= _DAY.index(now)
    if ab.trigger is TriggerKind.AT_END_OF_AFTERNOON:
        return _DAY.index(now) > _DAY.index(Phase.AFTERNOON)
    return False


def lapse_of(abilities: Iterable[Ability], duration: str, now: Phase) -> str:
    """What an Emblem-Ongoing lasting ``duration`` created during ``now`` says of its timed
    Reaction whose moment this Day has passed (empty: none has): it never activates."""
    if duration != Duration.DAY:
        return ""
    for ab in abilities:
        if ab.kind is AbilityKind.REACTION and _passed(ab, now):
            moment, passed = _moment(ab)
            return (
                f"its Reaction at {moment} will never activate: {passed}, and the Emblem "
                f"lasts this Day, so it ceases to exist before {moment} comes again"
            )
    return ""


def lapse_notes(after: GameState, events: Iterable[Event]) -> list[tuple[str, tuple[str, ...]]]:
    """``(note, rules)`` for each Emblem-Ongoing these events created whose delayed step
    cannot happen (4.2.b and its Remark, 2.2.15.c)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for e in events:
        oid = e.new_object_id
        if e.kind is not ActionKind.CREATE_ONGOING or oid is None or oid not in after.objects:
            continue
        emblem = after.objects[oid].emblem
        if emblem is not None and emblem.lapsed:
            text = f"“{emblem.text}”" if emblem.text else "its delayed step"
            out.append(
                (
                    f"the Emblem-Ongoing of {emblem.source_name} ({text}): {emblem.lapsed}",
                    why("delayed.lapsed"),
                )
            )
    return out


def lapsed_words(state: GameState, emblem_ids: Iterable[str]) -> tuple[str, ...]:
    """What the end of the Emblems' duration says of those whose delayed step never
    happened (2.2.15.c): one phrase each."""
    out: list[str] = []
    for oid in emblem_ids:
        emblem = state.objects[oid].emblem if oid in state.objects else None
        if emblem is not None and emblem.lapsed:
            text = f"“{emblem.text}”" if emblem.text else "its delayed step"
            out.append(
                f"{text} of {emblem.source_name} never happened: its moment did not come "
                "while the Emblem existed"
            )
    return tuple(out)


def lapsed_records(state: GameState, emblem_ids: Iterable[str]) -> tuple[tuple[str, str], ...]:
    """For the Emblems ceasing to exist whose delayed step never happened: the phase at
    whose beginning that step would have acted, and what the trace says then."""
    out: list[tuple[str, str]] = []
    for oid in emblem_ids:
        emblem = state.objects[oid].emblem if oid in state.objects else None
        if emblem is None or not emblem.lapsed:
            continue
        for ab in emblem.abilities:
            if ab.kind is AbilityKind.REACTION and ab.trigger is TriggerKind.AT_PHASE and ab.phase:
                text = f"“{emblem.text}”" if emblem.text else "the delayed step"
                out.append(
                    (
                        ab.phase.value,
                        f"{text} of {emblem.source_name} does not happen: its Emblem-Ongoing, "
                        f"made on Day {state.day} after that Day's {ab.phase.value} had begun, "
                        "ceased to exist at the end of that Day",
                    )
                )
    return tuple(out)


def lapsed_at(
    state: GameState, phase: Phase
) -> tuple[list[tuple[str, tuple[str, ...]]], GameState]:
    """The ``(note, rules)`` said as ``phase`` begins for the delayed steps that would have
    acted then, and the state without them."""
    said = [(text, why("delayed.lapsed")) for p, text in state.lapsed_delayed if p == phase.value]
    if not said:
        return [], state
    rest = tuple(r for r in state.lapsed_delayed if r[0] != phase.value)
    return said, evolve(state, lapsed_delayed=rest)
