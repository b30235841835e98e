"""Reactions an event would have activated but for a qualifier of their trigger's object —
"When you play another Character with a base statistic of 0" seeing a Vanilla 1/1/1
played —, said at the moment they did not activate, with the words the object fails and the
rule that decides whether it has them (6.3.b: a trigger specifies what must happen in the
event; 2.2.11.b statistics, 2.2.7.a Hand Cost, 2.4 statuses, 2.2.2.n sub-types, …).

The same mechanism as the trigger conditions (:mod:`engine.pipeline.condition_misses`) and
the control words (:mod:`engine.pipeline.control_misses`): the step's activations are
found a second time with the qualifiers of the triggers' descriptions taken as met
(:func:`engine.pipeline.activation.qualifiers_taken_as_met`, read by
:func:`engine.pipeline.activation.trigger_matches`), and each activation found only then
is a Reaction whose object is of the kind its trigger watches but does not match its
description. The second search runs only when some Reaction in the game qualifies its
trigger's object.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.activation import (
    has_qualifiers,
    has_zone_words,
    qualifiers_taken_as_met,
    without_zone_words,
    zone_words_of,
)
from engine.pipeline.condition_misses import Finder, found_only_when, say_once
from engine.reading.excluding_words import excluding_words
from engine.reading.filters import matches
from engine.reading.passives import abilities_of_object
from engine.state.agenda import Activation
from engine.state.cards import AbilityKind
from engine.state.conditions import ObjectFilter
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.why.printed_words import printed_trigger
from engine.why.table import why


def _qualifies_an_object(state: GameState) -> bool:
    return any(
        ab.kind is AbilityKind.REACTION and has_qualifiers(ab.trigger_filter)
        for oid in state.objects
        for ab in abilities_of_object(state, oid)
    )


def _trigger_words(text: str, described: str) -> str:
    """The trigger as printed — "“When you play another Character with a base statistic of
    0”" (the words before the dash, without the symbol) — or the description read."""
    trigger = printed_trigger(text)
    if trigger and trigger != text.strip().strip("#"):
        return f"“{trigger}”"
    return f"“{described}”" if described else "the object of its trigger"


_ON_THE_OBJECT: dict[str, str] = {"refused.target.subtype": "reaction.subtype_of_object"}
"""A word's decision point for a target (an object in play, 2.2.2.n) -> its point when a
trigger asks it of the one object of its event, wherever that object is (2.2.2.o)."""


def _event_objects(events: Iterable[Event], source: str) -> tuple[str, ...]:
    """The objects the events acted on, as they were before them (2.1.d): where the
    trigger's object is looked for when the activation names none."""
    ids = (ev.object_id for ev in events if ev.object_id and ev.object_id != source)
    return tuple(dict.fromkeys(ids))


def _excluding(
    before: GameState,
    after: GameState,
    tried: tuple[str, ...],
    wanted: ObjectFilter,
    act: Activation,
) -> tuple[list[tuple[str, str]], str, bool]:
    """``(words, name, gone)`` for the first of ``tried`` some word of ``wanted`` excludes,
    asked of it as it is now or, failing that, as it was: ``gone`` when it no longer
    exists (a token that ceased to exist, 2.1.e). The first one's name when none is."""
    name = ""
    for whom in tried:
        for state in (after, before):
            if whom not in state.objects:
                continue
            name = name or state.name(whom)
            me = act.source_object if act.source_object in state.objects else None
            words = excluding_words(state, whom, wanted, act.controller, me)
            if words:
                gone = state is before and _ceased(before, after, whom)
                return words, state.name(whom), gone
    return [], name, False


def _in_another_players_zone(
    before: GameState, after: GameState, whom: str, wanted: ObjectFilter, act: Activation
) -> bool:
    """Whether ``whom`` fits the description but for "your [zone]" being another player's
    ("in your Hero Expedition" seeing an opponent's Hero Expedition): said by
    :func:`engine.pipeline.control_misses.missed_by_zone_word` (7.2.3.a), not here."""
    if not has_zone_words(wanted):
        return False
    where = zone_words_of(wanted)
    for state in (after, before):
        if whom in state.objects:
            me = act.source_object if act.source_object in state.objects else None
            others = (p for p in state.players if p != act.controller)
            rest = without_zone_words(wanted)
            return any(matches(state, whom, where, p, me) for p in others) and matches(
                state, whom, rest, act.controller, me
            )
    return False


def _ceased(before: GameState, after: GameState, whom: str) -> bool:
    """Whether ``whom`` is a token that ceased to exist as it left the Expedition zone
    (2.1.e): no longer an object, and no new object of it anywhere."""
    card = before.card(whom)
    return whom not in after.objects and card is not None and card.is_token


def missed_by_qualifier(
    before: GameState,
    after: GameState,
    events: Iterable[Event],
    found: Iterable[Activation],
    find: Finder,
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each Reaction the events activate only when the qualifiers
    of the triggers' descriptions are taken as met: "p1's BLISS Bassist's Reaction does not
    activate: Vanilla 1/1/1 does not match “another Character with a base statistic of 0”
    — its statistics does not match" (6.3.b, and the rule of the word it fails).
    ``found`` are the activations (and blocked ones) the step really made; ``find`` finds
    them (:func:`engine.pipeline.reactions.split_activations`)."""
    if not (_qualifies_an_object(before) or _qualifies_an_object(after)):
        return ()
    out: list[tuple[str, tuple[str, ...]]] = []
    for act, ability in found_only_when(
        qualifiers_taken_as_met(), before, after, tuple(events), found, find
    ):
        wanted = ability.trigger_filter
        if wanted is None:
            continue
        whom = next((o for o in act.it if o != act.source_object), None)
        # "it" is the object where it went (2.1.d): a token that ceased to exist is nowhere
        # (2.1.e), so the object is looked for among the events' objects as they were
        tried = (whom,) if whom is not None else _event_objects(events, act.source_object)
        if any(_in_another_players_zone(before, after, w, wanted, act) for w in tried):
            continue  # "your" names the Reaction's controller's zone: said as a zone word
        words, name, gone = _excluding(before, after, tried, wanted, act)
        what = name or "the object"
        said = "; ".join(dict.fromkeys(w for _, w in words))
        if gone and words:  # 2.1.h: the information true just before it ceased to exist
            said += f" ({name} ceased to exist: its characteristics as they last were)"
        line = (
            f"{act.controller}'s {possessive(act.source_name)} Reaction does not activate: {what} "
            f"is not what its trigger describes ({_trigger_words(ability.text, wanted.text)})"
            + (f" — {said}" if said else "")
        )
        points = [_ON_THE_OBJECT.get(p, p) for p, _ in words]
        rules = dict.fromkeys(
            (
                *why("reaction.qualifier_false"),
                *(r for p in points for r in why(p)),
                *(why("reaction.vanished_object") if gone and words else ()),
            )
        )
        say_once(out, line, tuple(rules))
    return tuple(out)
