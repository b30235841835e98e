""" "I had": "me" as it was just before it left play (2.1.h, 6.3.j; gram106).

"When I leave the Expedition zone — Draw a card for each boost I had", "… — If I had a
Secret counter, draw a card": the Reaction's object left play, and "I" is read as it was
just before (the engine's ``engine.reading.as_it_was``) — the past tense says so. The
words are "I have …" / "[counters] on me" said of that moment: :func:`i_had_condition`
and :func:`i_had_count` read them as those, marked ``past``.

In a step of any other ability "I had" would ask what "I" had before some event the engine
does not note for "me" (6.3.k): :func:`refuse_i_had` refuses it by name rather than read
"me" as it is now. A Reaction's own condition ("When I gain a boost, if I had no boosts")
is checked as the event happens, on the state before it (6.3.k), and is read everywhere.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator

from engine.state.abilities import Ability
from engine.state.cards import Condition, Counted
from engine.state.kinds import AbilityKind
from engine.state.records import replace
from engine.state.triggers import TriggerKind
from scenarios.cards.errors import NotExecutable

LEFT_PLAY: frozenset[TriggerKind] = frozenset(
    {
        TriggerKind.LEAVES_EXPEDITION_ZONE,
        TriggerKind.LEAVES_LANDMARK_ZONE,
        TriggerKind.LEAVES_PLAY,
        TriggerKind.LEAVES_EXPEDITION_ZONE_PER_BOOST,
        TriggerKind.SACRIFICED,
        TriggerKind.DISCARDED,
        TriggerKind.RETURNED_TO_HAND,
        TriggerKind.GOES_TO_RESERVE_FROM_EXPEDITION_ZONE,
        TriggerKind.DISCARDED_FROM_EXPEDITION_ZONE,
    }
)
"""Triggers on "me" leaving play (7.3.20.a): their effect reads "I" as it was (6.3.j)."""

_HAD = re.compile(r"^i had (?P<rest>.+)$")
_COUNTED_HAD = re.compile(r"^(?P<counters>.+) i had$")


def i_had_condition(
    key: str, text: str, read: Callable[[str], Condition | None]
) -> Condition | None:
    """ "i had 2 or more boosts", "i had a secret counter", "i had no boosts": the counters
    "I have" (``read`` of "i have …"), marked past; ``None`` for other words."""
    m = _HAD.match(key)
    if m is None:
        return None
    found = read(f"i have {m['rest']}")
    if found is None or found.counted != Counted.MY_COUNTERS:
        return None
    return replace(found, past=True, text=text)


def i_had_count(key: str, text: str, read: Callable[[str], Condition | None]) -> Condition | None:
    """ "boost i had", "secret counter i had" (after "for each"): the counters on "me",
    marked past; ``None`` for other words."""
    m = _COUNTED_HAD.match(key)
    if m is None:
        return None
    found = read(f"{m['counters']} on me")
    if found is None or found.counted != Counted.MY_COUNTERS:
        return None
    return replace(found, past=True, text=text)


def conditions_in(value: object) -> Iterator[Condition]:
    """Every condition and count inside ``value`` (steps, their follow-ups, modes…)."""
    if isinstance(value, Condition):
        yield value
        for part in value.parts:
            yield from conditions_in(part)
        return
    if isinstance(value, tuple):
        for v in value:
            yield from conditions_in(v)
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from conditions_in(getattr(value, f.name))


def _says_i_had(c: Condition) -> bool:
    return c.past and c.counted == Counted.MY_COUNTERS


def refuse_i_had(ability: Ability | None, effect: tuple[object, ...] = ()) -> None:
    """Refuse "I had …" in a step of an ability that is not a Reaction to "me" leaving play
    (or in a Spell's ``effect``): what "I" had before an event is noted only for that."""
    steps: tuple[object, ...] = effect
    if ability is not None:
        reaction = ability.kind is AbilityKind.REACTION
        if reaction and ability.trigger in LEFT_PLAY:
            return
        # a Reaction's own condition is checked on the state before its event (6.3.k)
        steps = tuple(
            getattr(ability, f.name)
            for f in dataclasses.fields(ability)
            if not (reaction and f.name == "condition")
        )
    if any(_says_i_had(c) for c in conditions_in(steps)):
        raise NotExecutable(
            "'I had …' in a step is read only in a Reaction to my leaving play (6.3.j): "
            "what I had before another event is not evaluated yet"
        )
