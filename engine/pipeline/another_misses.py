"""Reactions "When another Character joins my Expedition / your Expeditions" whose event
happened to the object bearing them — said where they did not activate, with the rule.

A Reaction is activated by an event its trigger matches (6.3.f); "another" in a trigger
means an object other than the one bearing the ability (7.2.1.a, "I" being that object).
So Amarok ("When another Character joins my Expedition – Sacrifice it"), switched into its
player's other Expedition, joins that Expedition itself (7.5.10.c) — a join happened, but
not of another Character: its Reaction does not activate. A judge is asked exactly this
("Amarok joined the Expedition with my Vanilla, so why is nothing sacrificed?"), so the
trace says it on the step of the join. A Gigantic bearer whose card switches joins nothing
(7.4.4.n, said by :mod:`engine.pipeline.expedition_changes`), so it is not said here.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.zone_triggers import (
    ANOTHER_TRIGGERS,
    characters_entering_expeditions,
    was_in,
)
from engine.reading.passives import effective_abilities, expeditions_of
from engine.state import zones as z
from engine.state.cards import AbilityKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive, zone_words
from engine.why.printed_words import printed_trigger
from engine.why.table import why


def missed_by_another(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each working "When another Character joins …" Reaction whose
    bearer is the Character that joined an Expedition it was not in (6.3.f, 7.2.1.a)."""
    watchers = [
        (src, ab)
        for src, _, ab in effective_abilities(before)
        if ab.kind is AbilityKind.REACTION and ab.trigger in ANOTHER_TRIGGERS
    ]
    if not watchers:
        return ()
    out: list[tuple[str, tuple[str, ...]]] = []
    for ev, new in characters_entering_expeditions(after, events):
        joined = expeditions_of(after, new) - was_in(before, ev)
        if not joined:
            continue  # a Gigantic Character's card switching joins nothing (7.4.4.n)
        for src, ab in watchers:
            bearer = before.objects[src]
            if after.objects[new].card_id != bearer.card_id:
                continue
            name = after.name(new)
            where = " and ".join(zone_words(z.zone_of_expedition(e)) for e in sorted(joined))
            trigger = printed_trigger(ab.text) or "its trigger"
            line = (
                f"{bearer.controller}'s {possessive(name)} Reaction does not activate: "
                f"“{trigger}” — the Character that joined {where} is {name} itself, not "
                "another Character"
            )
            out.append((line, why("reaction.another_itself")))
    return tuple(dict.fromkeys(out))
