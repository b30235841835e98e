"""Printed abilities the engine does not execute, handed to the engine card as plain data.

The reader reports each ability it cannot compile as "not executed" (with the trigger it
could read, if any). :func:`by_hand_of` turns those readings into the engine's
:class:`~engine.ByHand` entries, so the trace says "Not executed — resolve by hand: …" at
the moment the ability would apply (the card enters play, 7.1.1.a; is played from Hand or
Reserve, 7.1.1.b-c; a phase begins, 4.2.b; the event of an event trigger the reader
understood, 6.3.f; else when it is played, 7.5.12.a) instead of ignoring it silently.
"""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import ValidationError

from engine import Ability, ByHand, Phase, TriggerKind
from scenarios.cards.compile import compile_card
from scenarios.cards.models import CardModel
from scenarios.cards.printed.card import AbilityReading
from scenarios.cards.printed.cost_changes import changes_cost
from scenarios.cards.printed.text import in_words
from scenarios.limits import shown_ability

SUPPORT_MARK = "{I} "

_PHASES = {p.value.lower(): p for p in Phase}


def by_hand_of(readings: Iterable[AbilityReading]) -> tuple[ByHand, ...]:
    """The not-executed readings as the engine keeps them: printed text (icons as words,
    Rare marks dropped), trigger and phase when read, support or not."""
    out: list[ByHand] = []
    for reading in readings:
        if reading.status == "executed":
            continue
        trigger = _trigger(reading.trigger)
        phase = _PHASES.get(reading.phase) if reading.phase else None
        if trigger is TriggerKind.AT_PHASE and phase is None:
            trigger = None  # a phase the engine does not know: named when played instead
        printed = reading.text.removeprefix(SUPPORT_MARK)  # ``support`` says it
        text = " ".join(in_words(printed).replace("#", "").split())
        watch = _watch(reading, text) if reading.reaction is not None else None
        if reading.reaction is not None and watch is None:
            trigger = None  # an event the engine cannot watch: named when played instead
        # a passive cost change (5.1.2.f) is said as the cost is determined, before payment
        cost = reading.trigger is None and reading.reaction is None and changes_cost(printed)
        shown = shown_ability(text)  # one too long to read is named by its start
        out.append(ByHand(shown, trigger, phase, reading.support, watch, cost))
    return tuple(out)


def _watch(reading: AbilityReading, text: str) -> Ability | None:
    """The event trigger of a not-executed ability as a Reaction with no effect, compiled
    like any other so the engine watches the same event (6.3.f); ``None`` if its filter or
    condition is not one the engine evaluates."""
    assert reading.reaction is not None
    ability: dict[str, object] = {"text": text, "reaction": {**reading.reaction, "effect": []}}
    if reading.support:
        ability["support"] = True
    try:
        model = CardModel.model_validate(
            {"name": "watch", "type": "Character", "abilities": [ability]}
        )
    except ValidationError:
        return None
    compiled = compile_card(model)
    abilities = compiled.fields.get("abilities", ())
    return abilities[0] if not compiled.gaps and abilities else None


def _trigger(name: str | None) -> TriggerKind | None:
    if name is None:
        return None
    try:
        return TriggerKind(name)
    except ValueError:
        return None
