"""Reactions whose trigger's subject is a batch: "When one or more Characters join your
Expeditions", "Whenever two or more of your Characters are sacrificed" (gram48).

Each trigger module finds one activation per atomic action its trigger matches (6.3.g). A
trigger said of "one or more [objects]" is activated by the EVENT instead — a step is one
event (1.2.7.c), and a single Reaction-activating step follows it (6.3.h) — so the matches of
one such Reaction in one step make one activation; "N or more" counts them and activates only
when they are N or more. "it" names no one object of a batch (the reader refuses it); "they"
names them all: the activation is bound to every object of the event its trigger matched
(6.3.i).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from engine.state.agenda import Activation
from engine.why.table import why


def one_per_event(found: list[Activation]) -> list[Activation]:
    """``found`` with the activations of each batched Reaction (``per_event_at_least``)
    made one, kept only when its matches are at least that many (1.2.7.c, 6.3.g)."""
    counts = Counter(_key(a) for a in found if a.per_event_at_least)
    if not counts:
        return found
    them: dict[tuple[str, int], tuple[str, ...]] = {}
    for act in found:  # "they": every object of the event the trigger matched (6.3.i)
        if act.per_event_at_least:
            them[_key(act)] = (*them.get(_key(act), ()), *act.it)
    kept: list[Activation] = []
    seen: set[tuple[str, int]] = set()
    for act in found:
        if not act.per_event_at_least:
            kept.append(act)
            continue
        key = _key(act)
        if key in seen or counts[key] < act.per_event_at_least:
            continue
        seen.add(key)
        point = "reaction.once_per_event" if act.per_event_at_least == 1 else "reaction.at_least"
        it = tuple(dict.fromkeys(them[key]))
        kept.append(replace(act, it=it, rules=_cited(act.rules, why(point))))
    return kept


def _key(act: Activation) -> tuple[str, int]:
    return act.source_object, act.ability_index


def _cited(rules: tuple[str, ...], more: tuple[str, ...]) -> tuple[str, ...]:
    return (*rules, *(r for r in more if r not in rules))
