"""Facing Expeditions (issue 30, session 33): Expeditions described and related, played on boards —
the grammar's reading of each sentence (grammar_fields) on a built board, one atomic action
requested, the Reactions it activates resolved: the outcome and the rule cited.

- "When a Character leaves the Expedition facing mine — Draw a card.": a Character leaving
  the Expedition facing the bearer's (7.5.11.a, 1.2.3.c), by switching too (7.5.11.c); not
  the other Expedition of that player; a Gigantic bearer faces both, one subset (7.4.4.g,
  7.4.4.j); a Gigantic Character switching leaves neither (7.4.4.n).
- "When an Expedition moves forward, if it is facing mine — Draw a card." (1.2.3.c).
- "When one of your Expeditions moves forward — If it is ahead, each Character in it gains 1
  boost." (7.5.2.a), "… if it is behind the Expedition facing it —" (7.5.2.b)."""

from __future__ import annotations

import pytest

from engine import (
    ActionKind,
    GameBuilder,
    Keyword,
    Step,
    ZoneKind,
    find,
)
from engine.state.game_state import GameState

from ..engine.helpers import rules_of
from .grammar_cards import after_step_and_limbo, grammar_fields

LEAVES = "When a Character leaves the Expedition facing mine — Draw a card."
FACING_MOVES = "When an Expedition moves forward, if it is facing mine — Draw a card."
AHEAD = (
    "When one of your Expeditions moves forward — If it is ahead, each Character in it "
    "gains 1 boost."
)
BEHIND = (
    "When an opponent's Expedition moves forward, if it is behind the Expedition facing it "
    "— Draw a card."
)
GIGANTIC = frozenset({Keyword.GIGANTIC})


def _watcher(text: str, where: str = "hero", gigantic: bool = False) -> GameBuilder:
    fields = grammar_fields(text, "Watcher")
    if gigantic:
        fields = {**fields, "keywords": GIGANTIC}
    b = GameBuilder().in_expedition("p1", where, "Watcher", **fields)
    return b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon()


def _drawn(state: GameState) -> int:
    return len(state.zone("hand:p1"))


def _sacrifice(state: GameState, name: str) -> Step:
    oid = find(state, name)
    return Step(ActionKind.SACRIFICE, controller="p2", objects=(oid,), to_zone=ZoneKind.DISCARD)


def _switch(state: GameState, name: str) -> Step:
    return Step(ActionKind.SWITCH_EXPEDITIONS, controller="p2", objects=(find(state, name),))


# ------------------------------------------------------------- leaving the one facing mine
@pytest.mark.parametrize(("where", "drawn"), [("hero", 1), ("companion", 0)])
def test_7_5_11_a_a_character_leaving_the_expedition_facing_mine(where: str, drawn: int) -> None:
    state = _watcher(LEAVES).in_expedition("p2", where, "Foe").build()
    state, entries = after_step_and_limbo(state, _sacrifice(state, "Foe"))
    assert _drawn(state) == drawn  # p2's Companion Expedition faces p1's Companion (1.2.3.c)
    assert ("7.5.11.a" in rules_of(entries)) is bool(drawn)


def test_7_5_11_c_switching_out_of_the_expedition_facing_mine_leaves_it() -> None:
    state = _watcher(LEAVES).in_expedition("p2", "hero", "Foe").build()
    state, entries = after_step_and_limbo(state, _switch(state, "Foe"))
    assert state.objects[find(state, "Foe")].zone == "expedition:p2:companion"
    assert _drawn(state) == 1
    assert {"7.5.11.a", "7.5.11.c"} <= set(rules_of(entries))


@pytest.mark.parametrize(("action", "drawn"), [("switch", 0), ("sacrifice", 1)])
def test_7_4_4_g_a_gigantic_bearer_faces_both_as_one_subset(action: str, drawn: int) -> None:
    state = _watcher(LEAVES, gigantic=True).in_expedition("p2", "companion", "Foe").build()
    step = _switch(state, "Foe") if action == "switch" else _sacrifice(state, "Foe")
    state, _ = after_step_and_limbo(state, step)
    # from p2's Companion to p2's Hero: still facing one of mine (7.4.4.j); leaving play:
    # gone from the Expeditions facing mine (7.4.4.g)
    assert _drawn(state) == drawn


def test_7_4_4_n_a_gigantic_character_switching_leaves_neither() -> None:
    b = _watcher(LEAVES).in_expedition("p2", "hero", "Atlas", keywords=GIGANTIC)
    state = b.build()
    state, _ = after_step_and_limbo(state, _switch(state, "Atlas"))
    assert state.objects[find(state, "Atlas")].zone == "expedition:p2:companion"
    assert _drawn(state) == 0


# ------------------------------------------------------------- conditions on the moving one
@pytest.mark.parametrize(("moved", "drawn"), [("p2:hero", 1), ("p2:companion", 0), ("p1:hero", 0)])
def test_1_2_3_c_it_is_facing_mine(moved: str, drawn: int) -> None:
    state = _watcher(FACING_MOVES).build()
    step = Step(ActionKind.MOVE_FORWARD, controller="p1", expeditions=(moved,), amount=1)
    state, _ = after_step_and_limbo(state, step)
    assert _drawn(state) == drawn


@pytest.mark.parametrize(("theirs", "boosted"), [(0, True), (2, False)])
def test_7_5_2_a_if_it_is_ahead_each_character_in_it(theirs: int, boosted: bool) -> None:
    b = _watcher(AHEAD).in_expedition("p1", "hero", "Ally").position("p2:hero", theirs)
    state = b.in_expedition("p1", "companion", "Far").build()
    step = Step(ActionKind.MOVE_FORWARD, controller="p1", expeditions=("p1:hero",), amount=1)
    state, entries = after_step_and_limbo(state, step)
    # p1's Hero Expedition at region 1 against p2's at ``theirs`` (7.5.2.a)
    assert (state.objects[find(state, "Ally")].boosts == 1) is boosted
    assert state.objects[find(state, "Far")].boosts == 0  # not in it (6.3.i)
    assert "7.5.2.a" in rules_of(entries)  # "it's ahead", met or not (6.5.d)


@pytest.mark.parametrize(("mine", "drawn"), [(3, 1), (1, 0)])
def test_7_5_2_b_if_it_is_behind_the_expedition_facing_it(mine: int, drawn: int) -> None:
    state = _watcher(BEHIND).position("p1:hero", mine).build()
    step = Step(ActionKind.MOVE_FORWARD, controller="p2", expeditions=("p2:hero",), amount=1)
    state, entries = after_step_and_limbo(state, step)
    assert _drawn(state) == drawn  # p2's Hero at region 1 against p1's at ``mine``
    assert "6.3.k" in rules_of(entries)  # the trigger's condition, after the event


TO_RESERVE = "When a Character is sent to Reserve from the Expedition facing mine — Draw a card."


@pytest.mark.parametrize(("where", "drawn"), [("hero", 1), ("companion", 0)])
def test_3_2_10_sent_to_reserve_from_the_expedition_facing_mine(where: str, drawn: int) -> None:
    state = _watcher(TO_RESERVE).in_expedition("p2", where, "Foe").build()
    foe = find(state, "Foe")
    step = Step(ActionKind.PUT, controller="p1", objects=(foe,), to_zone=ZoneKind.RESERVE)
    state, entries = after_step_and_limbo(state, step)
    assert state.objects[find(state, "Foe")].zone == "reserve:p2"
    assert _drawn(state) == drawn  # where it was before the event (6.3.f, 1.2.3.c)
    assert ("6.3.f" in rules_of(entries)) is bool(drawn)
