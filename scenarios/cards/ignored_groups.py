"""Passive abilities that ignore or remove the abilities of a described group (issue 30,
gram39): "Characters your opponents control lose their abilities" (the 2.3.2.d Example's
form, any group), "Ignore the abilities of Ember Wisp tokens" (7.3.19.a, while the passive
works) — compiled into the engine's :class:`~engine.state.cards.IgnoreSpec` of scope
``group``. The group is read as the card grammar reads "each / all [words]"; a group saying
more than printed characteristics and control (engine.reading.ignored_groups) is not
compiled: whose abilities are removed would depend on abilities it removes (2.3.2.e)."""

from __future__ import annotations

from dataclasses import fields

from engine.reading.ignored_groups import STEADY_FIELDS
from engine.state.cards import IgnoreScope, IgnoreSpec
from engine.state.conditions import ObjectFilter
from scenarios.cards.errors import NotExecutable


def group_ignore(words: str, *, lose: bool) -> IgnoreSpec:
    """The passive's spec for the objects ``words`` describe (``lose``: they lose their
    abilities, 2.3.2.d; else they are ignored, 7.3.19.a)."""
    from scenarios.cards.grammar.evaluate.groups import grammar_group

    group = grammar_group(words)
    if group is None:
        raise NotExecutable(f"the abilities of '{words}' are not read as a group yet")
    default = ObjectFilter()
    said = [f.name for f in fields(group) if getattr(group, f.name) != getattr(default, f.name)]
    unsteady = sorted(set(said) - STEADY_FIELDS)
    if unsteady:
        raise NotExecutable(
            f"the abilities of '{words}' depend on what abilities change ({', '.join(unsteady)}):"
            " not applied yet (2.3.2.e)"
        )
    return IgnoreSpec(IgnoreScope.GROUP, lose=lose, group=group)
