"""Condition forms (issue 30, session 39): "[X'] instead if [c]" played on boards read by the
grammar. A replacing modifier changes what the step before does (6.2.b): when the condition holds
the replacing step happens and the replaced one does not; when it fails the step happens as printed.
The condition is checked once, as the step would happen (6.5.e), or — on the object the step chose —
once it is chosen (6.5.d, 6.5.b). "Return target Character to its owner's hand. Sacrifice it instead
if it's a token": one sacrifices only an object one controls (7.3.36.a) — an opponent's token is not
sacrificed, and, the return replaced, it stays in play: the impossible part is ignored (6.5.h). Each
line's outcome and cited rule."""

from __future__ import annotations

import pytest

from engine import BOOST, GameBuilder, Status, TraceEntry, find
from engine.state import zones as z
from engine.state.enums import ExpeditionKind, ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields
from .sentences_condition_forms import (
    BOARD_DRAW_INSTEAD_IF,
    BOARD_RETURN_OR_SACRIFICE,
    BOARD_STATUS_INSTEAD_IF,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _played(
    text: str, *, owner: str = "p1", token: bool = False, boosted: bool = False
) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """p1 plays "Unique" (``text``); "Target" (``owner``'s, a token when ``token``, with a
    Boost counter when ``boosted``) in its owner's companion Expedition, the target of any
    step; p1 controls a Landmark when ``owner`` is p1 and ``token`` is False."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    counters = {BOOST: 1} if boosted else None
    b = b.in_expedition(owner, "companion", "Target", counters=counters, is_token=token, **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, seen = play(b, "Unique")
    return answer_picking(state, seen, ("Target",))


def _rules(entries: tuple[TraceEntry, ...], words: str) -> set[str]:
    return {r for e in entries if words in e.text for r in e.rules}


@pytest.mark.parametrize(("landmark", "drawn"), [(True, 2), (False, 1)])
def test_6_2_b_said_after_the_replacing_step_happens_alone(landmark: bool, drawn: int) -> None:
    """With a Landmark: two cards, not three (the replaced draw does not happen, 6.2.b);
    without: the one card printed. The condition line cites 6.5.d and 6.5.e (checked once)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(BOARD_DRAW_INSTEAD_IF))
    if landmark:
        b = b.in_landmarks("p1", "Tower")
    state, entries = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == drawn
    assert {"6.5.d", "6.5.e"} <= _rules(entries, "the condition")


@pytest.mark.parametrize(("boosted", "status"), [(True, Status.ASLEEP), (False, Status.ANCHORED)])
def test_6_5_d_a_boost_counter_on_the_target_decides_the_status(
    boosted: bool, status: Status
) -> None:
    """Target with a Boost counter (2.5.1.a) gains Asleep and not Anchored; without, Anchored
    as printed — the target chosen first (6.5.b), then the condition checked on it (6.5.d)."""
    state, entries = _played(BOARD_STATUS_INSTEAD_IF, boosted=boosted)
    target = state.objects[find(state, "Target")]
    other = Status.ANCHORED if status is Status.ASLEEP else Status.ASLEEP
    assert target.has(status) and not target.has(other)
    assert {"6.2.b", "6.5.d"} <= _rules(entries, "depends on it")
    assert "6.5.b" in _rules(entries, "targets Target")


def test_7_3_36_a_my_token_is_sacrificed_instead_of_returned() -> None:
    """p1's own token: sacrificed (7.3.36.a), and so ceases to exist (2.1.e, still a
    sacrifice 7.3.36.b) — never returned to a hand."""
    state, entries = _played(BOARD_RETURN_OR_SACRIFICE, owner="p1", token=True)
    assert "Target" not in names(state, z.expedition("p1", ExpeditionKind.COMPANION))
    assert "Target" not in names(state, z.personal(ZoneKind.HAND, "p1"))
    assert {"2.1.e", "7.3.36.b"} <= _rules(entries, "is sacrificed")


def test_7_3_36_a_an_opponents_token_is_neither_sacrificed_nor_returned() -> None:
    """p2's token: p1 cannot sacrifice what p1 does not control (7.3.36.a); that part is
    ignored (6.5.h), and the return it replaced does not happen (6.2.b): the token stays in
    p2's Expedition."""
    state, entries = _played(BOARD_RETURN_OR_SACRIFICE, owner="p2", token=True)
    assert names(state, z.expedition("p2", ExpeditionKind.COMPANION)) == ["Target"]
    assert {"7.3.36.a", "6.5.h"} <= _rules(entries, "would sacrifice")
    assert "6.5.d" in _rules(entries, "is met")


def test_7_3_32_a_a_character_that_is_no_token_returns_to_its_owners_hand() -> None:
    """p2's Character that is no token: the condition fails (6.5.d), it returns to its
    owner's hand as printed (7.3.32)."""
    state, entries = _played(BOARD_RETURN_OR_SACRIFICE, owner="p2", token=False)
    assert names(state, z.personal(ZoneKind.HAND, "p2")) == ["Target"]
    assert "7.3.32.b" in _rules(entries, "returns to p2's Hand")
    assert "6.5.d" in _rules(entries, "is not met")
