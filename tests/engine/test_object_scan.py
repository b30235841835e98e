"""``AnyObject``: a rare property of objects, updated after an event from the objects the
event changed only — the same answer as looking at every object."""

from __future__ import annotations

from engine import Ability, AbilityKind, GameBuilder, find
from engine.pipeline.object_scan import AnyObject
from engine.reading import lineage
from engine.state.game_state import evolve
from engine.state.records import replace

GAINED = Ability(AbilityKind.PASSIVE, "A gained ability.")


def test_a_property_gained_by_a_changed_object_is_seen_after_the_event() -> None:
    has_gained = AnyObject(lambda o: bool(o.gained))
    state = GameBuilder().in_expedition("p1", "hero", "A").in_expedition("p1", "hero", "B").build()
    assert has_gained(state) is False
    a = find(state, "A")
    objects = dict(state.objects)
    objects[a] = replace(objects[a], gained=(GAINED,))
    lineage.record(objects, state.objects, frozenset({a}))
    after = evolve(state, objects=objects)
    assert has_gained(after) is True
    # and back: losing it is seen too (a full look when something had it before)
    objects2 = dict(after.objects)
    objects2[a] = replace(objects2[a], gained=())
    lineage.record(objects2, after.objects, frozenset({a}))
    assert has_gained(evolve(after, objects=objects2)) is False


def test_an_unrecorded_state_is_looked_at_in_full() -> None:
    has_gained = AnyObject(lambda o: bool(o.gained))
    state = GameBuilder().in_expedition("p1", "hero", "A").build()
    assert has_gained(state) is False
    a = find(state, "A")
    objects = dict(state.objects)  # changed without a lineage record
    objects[a] = replace(objects[a], gained=(GAINED,))
    assert has_gained(evolve(state, objects=objects)) is True
