"""Where a status a step decides from comes from, when an effect gave it (issue 31): "Vanilla
2/2/2 stays in play (Anchored: Frozen Lake (a Spell) gave it Anchored on Day 1, in the
Afternoon)".

A judge asked "why did my Character stay in play at Rest?" names the status (2.4.2) and the
effect that gave it: an object's statuses change only when an effect causes them to
(2.4.1.e), and "some costs and effects make an object exhausted" (2.4.6.a). The status's
own rule stays cited where it decides; these words and rule say why the object has it. The
origin is kept on the object as the status is gained (:mod:`engine.pipeline.status_origins`,
:class:`engine.state.objects.StatusOrigin`). A status a rule or a cost gave is said with
that rule: "it gained Fleeting as it was played from Reserve on Day 1, in the Afternoon"
(2.4.7.a), "it was exhausted by its Cooldown as it went to Reserve …" (7.4.1.b); one the
judge's set-up gave has none, and nothing is said.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.state.enums import Phase, Status
from engine.state.game_state import GameState
from engine.state.objects import StatusOrigin
from engine.why.table import why

__all__ = [
    "named_with_origins",
    "origin_suffix",
    "origin_words",
    "status_origin_note",
    "status_origins_note",
]

_WHEN = {
    Phase.SETUP: "during set-up",
    Phase.MORNING: "in the Morning",
    Phase.NOON: "at Noon",
    Phase.AFTERNOON: "in the Afternoon",
    Phase.DUSK: "at Dusk",
    Phase.NIGHT: "at Night",
}
"""When in its Day a status was given, said as a judge says the phase (4.2.a)."""


ONGOING_WORDS = "the Emblem-Ongoing of "
"""How a status origin names an Emblem-Ongoing (engine.pipeline.status_origins)."""


def origin_words(origin: StatusOrigin, subject: str = "it") -> str:
    """ "Frozen Lake (a Spell) gave it Anchored on Day 1, in the Afternoon"; "Freeze (a Spell)
    exhausted it on Day 2, in the Afternoon"."""
    when = f"on Day {origin.day}, {_WHEN[origin.phase]}"
    if origin.rules:  # a rule or a cost gave it: "it gained Fleeting as it was played …"
        if origin.status is Status.EXHAUSTED:
            return f"{subject} was exhausted {origin.source} {when}"
        return f"{subject} gained {origin.status.value} {origin.source} {when}"
    if origin.status is Status.EXHAUSTED:
        did = f"exhausted {subject}"
    else:
        did = f"gave {subject} {origin.status.value}"
    return f"{origin.source} {did} {when}"


def _rules(origin: StatusOrigin) -> tuple[str, ...]:
    if origin.rules:
        return origin.rules  # the rule or cost that gave it (2.4.7.a, 7.4.1.b, 2.4.6.a …)
    # an Emblem-Ongoing's, through the Emblem-Reaction made for the card played (5.2.d):
    # the Emblem and its rules named beside the effect's (2.2.2.m)
    emblem = why("status.by_emblem_ongoing") if origin.source.startswith(ONGOING_WORDS) else ()
    if origin.status is Status.EXHAUSTED:
        return (*why("value.exhausted_by_effect"), *emblem)
    return (*why("value.status_given"), *emblem)


def status_origin_note(
    state: GameState, object_id: str, status: Status, subject: str = "it"
) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)``: "Frozen Lake (a Spell) gave it Anchored on Day 1, in the
    Afternoon" with 2.4.1.e (2.4.6.a for exhausted), for an object an effect gave
    ``status``; ``("", ())`` for one that does not have it or that no effect gave it."""
    o = state.objects.get(object_id)
    origin = o.origin(status) if o is not None else None
    if origin is None:
        return "", ()
    return origin_words(origin, subject), _rules(origin)


def status_origins_note(
    state: GameState, object_ids: Iterable[str], status: Status
) -> tuple[str, tuple[str, ...]]:
    """:func:`status_origin_note` for several objects, each named: "Frozen Lake (a Spell)
    gave Vanilla 2/2/2 Anchored on Day 1, in the Afternoon; …" ("it" for a lone object) —
    ``("", ())`` when no effect gave any of them ``status``."""
    said: list[str] = []
    rules: list[str] = []
    ids = tuple(dict.fromkeys(object_ids))
    for oid in ids:
        subject = "it" if len(ids) == 1 else state.name(oid)
        words, found = status_origin_note(state, oid, status, subject)
        if words:
            said.append(words)
            rules.extend(found)
    if not said:
        return "", ()
    return "; ".join(said), tuple(dict.fromkeys(rules))


def origin_suffix(state: GameState, object_id: str, status: Status) -> tuple[str, tuple[str, ...]]:
    """``(" (Weariness (a Spell) exhausted it on Day 1, in the Afternoon)", rules)`` to follow
    an object's name where ``status`` decides; ``("", ())`` when no effect gave it."""
    words, rules = status_origin_note(state, object_id, status)
    return (f" ({words})", rules) if words else ("", ())


def named_with_origins(
    state: GameState, object_ids: Iterable[str], status: Status
) -> tuple[str, tuple[str, ...]]:
    """``("Vanilla 1/1/1 (Weariness (a Spell) exhausted it on Day 1, in the Afternoon),
    Vanilla 2/2/2", rules)``: the objects named, each with the effect that gave it
    ``status`` when one did (2.4.1.e, 2.4.6.a)."""
    names: list[str] = []
    rules: list[str] = []
    for oid in object_ids:
        suffix, found = origin_suffix(state, oid, status)
        names.append(f"{state.name(oid)}{suffix}")
        rules.extend(found)
    return ", ".join(names), tuple(dict.fromkeys(rules))
