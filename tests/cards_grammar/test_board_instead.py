"""Choosers and instead (issue 30, session 38): "instead" played on boards read by the grammar — "If
[c], instead [X']" (said first) and "If it has a Boost counter, … instead" (2.5.1.a: boosts are
Boost counters). A replacing modifier changes what the step before does (6.2.b): when the condition
holds the replacing step happens and the replaced one does not; when it fails the step happens as
printed. The condition is checked once, as the step would happen (6.5.e), or — on the object the
step chose — once it is chosen (6.5.d, 6.5.b). Each line's outcome and cited rule."""

from __future__ import annotations

import pytest

from engine import BOOST, GameBuilder, Status, TraceEntry, find
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
DRAW_INSTEAD_FIRST = "{J} Draw a card. If you control a Landmark, instead draw two cards."
STATUS_IF_BOOST = (
    "{J} Target Character gains [[Anchored]]. If it has a Boost counter, instead it gains "
    "[[Asleep]]."
)
DISCARD_IF_BOOST = (
    "{J} Send target Character to Reserve. If it has a Boost counter, discard it instead."
)


def _played(
    text: str, *, landmark: bool = False, boosted: bool = False
) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """p1 plays "Unique" (``text``) with "Ally" in its companion Expedition (one Boost
    counter on it when ``boosted``) and a Landmark when ``landmark``: answered, Ally the
    target of any step."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    counters = {BOOST: 1} if boosted else None
    b = b.in_expedition("p1", "companion", "Ally", counters=counters, **ALLY)
    if landmark:
        b = b.in_landmarks("p1", "Tower")
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, seen = play(b, "Unique")
    return answer_picking(state, seen, ("Ally",))


def _rules(entries: tuple[TraceEntry, ...], words: str) -> set[str]:
    return {r for e in entries if words in e.text for r in e.rules}


@pytest.mark.parametrize(("landmark", "drawn"), [(True, 2), (False, 1)])
def test_6_2_b_said_first_the_replacing_step_happens_alone(landmark: bool, drawn: int) -> None:
    """With a Landmark: two cards, not three (the replaced draw does not happen, 6.2.b);
    without: the one card printed. The condition line cites 6.5.d and 6.5.e (checked once)."""
    state, entries = _played(DRAW_INSTEAD_FIRST, landmark=landmark)
    assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == drawn
    assert {"6.5.d", "6.5.e"} <= _rules(entries, "the condition")


@pytest.mark.parametrize(("boosted", "status"), [(True, Status.ASLEEP), (False, Status.ANCHORED)])
def test_2_5_1_a_a_boost_counter_decides_the_status_instead(boosted: bool, status: Status) -> None:
    """Ally with a boost (a Boost counter, 2.5.1.a) gains Asleep and not Anchored; without,
    Anchored as printed. The target is chosen first (6.5.b), then what happens to it depends
    on it (6.2.b, 6.5.d)."""
    state, entries = _played(STATUS_IF_BOOST, boosted=boosted)
    ally = state.objects[find(state, "Ally")]
    other = Status.ANCHORED if status is Status.ASLEEP else Status.ASLEEP
    assert ally.has(status) and not ally.has(other)
    assert {"6.2.b", "6.5.d"} <= _rules(entries, "depends on it")
    assert "6.5.b" in _rules(entries, "targets Ally")


@pytest.mark.parametrize(("boosted", "zone"), [(True, ZoneKind.DISCARD), (False, ZoneKind.RESERVE)])
def test_6_2_b_discarded_instead_of_sent_to_reserve(boosted: bool, zone: ZoneKind) -> None:
    """Ally with a Boost counter is discarded instead (6.2.b: the move to Reserve does not
    happen); without one it goes to its owner's Reserve as printed."""
    state, entries = _played(DISCARD_IF_BOOST, boosted=boosted)
    assert names(state, z.personal(zone, "p1")) == ["Ally"]
    other = ZoneKind.RESERVE if zone is ZoneKind.DISCARD else ZoneKind.DISCARD
    assert names(state, z.personal(other, "p1")) == []
    assert {"6.2.b", "6.5.d"} <= _rules(entries, "depends on it")
