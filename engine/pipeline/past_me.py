""" "If I was [status]" in a Reaction's effect, noted as the Reaction activates (6.3.k).

"When I gain a boost — If I was boosted, draw a card": the past tense looks at the game
state before the event (6.3.k), and a step's condition is checked only as the step would
happen (6.5.d) — by then the event is applied: "I" gained the boost, and "am" boosted. Read
then, "was" would mean "am". So, as the Reaction activates, the engine notes whether each
past status of "me" in its effect held just before the event (``Condition.known``), on the
object "I" was then, and the steps read the note — for a Reaction whose object stays in play
as for one whose object left it (then the same information as 2.1.h / 6.3.j).

A past status of "me" in an ability with no event (an activated or passive ability, a Spell)
has nothing to be "before": the reader refuses it by name (``scenarios.cards.i_was``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from enum import Enum
from typing import Any

from engine.reading.conditions import holds
from engine.state.abilities import EffectStep
from engine.state.agenda import Activation
from engine.state.cards import Condition, ConditionKind
from engine.state.game_state import GameState
from engine.state.records import replace


def is_past_status_of_me(c: Condition) -> bool:
    """Whether ``c`` is "I was [not] [status]" not yet noted."""
    return c.kind == ConditionKind.STATUS and c.past and c.known is None


def noted_past_me(before: GameState, after: GameState, act: Activation) -> Activation:
    """``act`` with every "I was [status]" of its effect noted as it held in ``before``, on
    the object "I" was then (6.3.k); unchanged when there is none, or "I" was no object."""
    effect = act.effect
    if effect is None and act.source_card is not None and act.source_card in before.cards:
        abilities = before.cards[act.source_card].abilities
        effect = abilities[act.ability_index].effect if act.ability_index < len(abilities) else None
    if not effect or not _says_i_was(effect):
        return act
    me = _me_before(before, after, act.source_object)
    if me is None:
        return act

    def note(c: Condition) -> Condition:
        if c.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF):
            return replace(c, parts=tuple(note(p) for p in c.parts))
        if not is_past_status_of_me(c):
            return c
        held = holds(replace(c, negated=False), before, act.controller, me=me)
        return replace(c, known=held)

    noted = _each_condition(effect, note)
    return act if noted == effect else replace(act, effect=noted)


_SAID: dict[int, tuple[tuple[EffectStep, ...], bool]] = {}
"""Whether an effect says "I was [status]", by the effect's identity (effects are frozen,
and a card's stays the same object from one activation to the next)."""


def _says_i_was(effect: tuple[EffectStep, ...]) -> bool:
    """Whether ``effect`` has an "I was [status]" not yet noted; looked at once per effect."""
    seen = _SAID.get(id(effect))
    if seen is not None and seen[0] is effect:
        return seen[1]
    found: list[Condition] = []

    def spot(c: Condition) -> Condition:
        if c.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF):
            for p in c.parts:
                spot(p)
        elif is_past_status_of_me(c):
            found.append(c)
        return c

    _each_condition(effect, spot)
    if len(_SAID) > 4096:
        _SAID.clear()
    _SAID[id(effect)] = (effect, bool(found))
    return bool(found)


def _me_before(before: GameState, after: GameState, me: str) -> str | None:
    """The object "I" was before the event: ``me`` itself, or the object its card was then
    (a card that moved is a new object, 2.1.d); ``None`` if "I" was no object then."""
    if me in before.objects:
        return me
    now = after.objects.get(me)
    if now is None or now.card_id is None:
        return None
    return before.card_objects.get(now.card_id)


def _each_condition(value: Any, note: Callable[[Condition], Condition]) -> Any:
    """``value`` (steps, their follow-ups, modes…) with each condition ``c`` in it replaced
    by ``note(c)``; the very same object where nothing changed."""
    if isinstance(value, Condition):
        return note(value)
    if isinstance(value, tuple):
        if not value:
            return value
        items = tuple(_each_condition(v, note) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    names = _field_names(type(value))
    if not names:
        return value
    changes = {}
    for name in names:
        old = getattr(value, name)
        if old is None or isinstance(old, _PLAIN):
            continue
        new = _each_condition(old, note)
        if new is not old:
            changes[name] = new
    return replace(value, **changes) if changes else value


_PLAIN = (str, int, float, bool, Enum)
"""Values no condition is inside."""


_FIELDS: dict[type, tuple[str, ...]] = {}
"""The field names of each class met, looked up once (none for a class not a dataclass)."""


def _field_names(cls: type) -> tuple[str, ...]:
    """The fields of a dataclass ``cls`` (none for any other class), looked up once."""
    names = _FIELDS.get(cls)
    if names is None:
        names = (
            tuple(f.name for f in dataclasses.fields(cls)) if dataclasses.is_dataclass(cls) else ()
        )
        _FIELDS[cls] = names
    return names
