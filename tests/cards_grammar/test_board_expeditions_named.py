"""An Expedition named (issue 30, session 37) by the trigger or by a target, played on
boards — the grammar's reading of each sentence on a built board, an Expedition moved forward
by a judge's step, the Reaction it activates resolved (decisions answered by name):

- "When one of your Expeditions moves forward — You may exhaust me to give 1 Ember counter to
  target Character in that Expedition." — "that Expedition" is the one that moved (6.3.i),
  still after the cost paid on me (6.5.f); a Character of the other Expedition is no
  suitable target (6.5.b).
- "… each Character in the Expedition facing it …": the Expedition facing the one that moved
  (1.2.3.c).
- "Each Character in target Character's Expedition gains 1 boost.": the target chosen first
  (6.5.b), the step acting on every Character where it is (6.1.e)."""

from __future__ import annotations

from engine import (
    ActionKind,
    DecisionKind,
    GameBuilder,
    Status,
    Step,
    TraceEntry,
    answer,
    find,
    request,
)
from engine.state.game_state import GameState

from ..engine.helpers import rules_of, until_decision
from .grammar_cards import answer_picking, grammar_fields

EXHAUST_TO_GIVE = (
    "When one of your Expeditions moves forward \u2014 You may exhaust me to give 1 Ember "
    "counter to target Character in that Expedition."
)


def _watcher(text: str) -> GameBuilder:
    b = GameBuilder().in_expedition("p1", "companion", "Watcher", **grammar_fields(text, "Watcher"))
    return b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon()


def _moved(
    state: GameState, expedition: str, picks: tuple[str, ...]
) -> tuple[GameState, tuple[TraceEntry, ...], list[list[str]]]:
    """``expedition`` moves forward one region (a judge's step); the Reaction it activates
    played, each decision answered with the options naming ``picks``: the state after, the
    trace and each decision's option labels."""
    step = Step(ActionKind.MOVE_FORWARD, controller="p1", expeditions=(expedition,), amount=1)
    state, entry = request(state, step)
    state, more = until_decision(state)
    entries: tuple[TraceEntry, ...] = (entry, *more)
    asked: list[list[str]] = []
    for _ in range(12):
        d = state.pending
        if d is None or (d.kind == DecisionKind.TURN and not state.zone("limbo")):
            break
        if d.kind == DecisionKind.TURN:
            state, passed = answer(state, d.id, ("pass",))
            state, more = until_decision(state)
            entries = (*entries, passed, *more)
            continue
        asked.append([o.label for o in d.options])
        state, entries = answer_picking(state, entries, picks, rounds=1)
    return state, entries, asked


def _of(state: GameState, name: str):  # type: ignore[no-untyped-def]
    return state.objects[find(state, name)]


def test_6_3_i_that_expedition_is_the_one_that_moved_after_the_cost() -> None:
    b = _watcher(EXHAUST_TO_GIVE).in_expedition("p1", "hero", "Ally")
    state = b.in_expedition("p1", "companion", "Far").build()
    state, entries, asked = _moved(state, "p1:hero", ("Ally", "yes", "Yes", "exhaust"))
    assert _of(state, "Watcher").has(Status.EXHAUSTED)  # the cost paid (6.5.f)
    assert _of(state, "Ally").counters.get("Ember") == 1, asked
    assert not _of(state, "Far").counters.get("Ember")
    assert not any("Far" in label for labels in asked for label in labels), asked  # 6.5.b
    assert "6.5.b" in rules_of(entries)


FACING_IT = (
    "When one of your Expeditions moves forward \u2014 Each Character in the Expedition facing "
    "it loses 1 boost."
)
EXHAUST_FACING_IT = (
    "When one of your Expeditions moves forward \u2014 You may exhaust me to give 1 boost to "
    "each Character in the Expedition facing it."
)


def _facing_board(text: str) -> GameState:
    b = _watcher(text).in_expedition("p1", "hero", "Ally", counters={"boost": 1})
    b = b.in_expedition("p2", "hero", "Foe", counters={"boost": 2})
    return b.in_expedition("p2", "companion", "Far", counters={"boost": 2}).build()


def test_1_2_3_c_each_character_in_the_expedition_facing_the_one_that_moved() -> None:
    state, entries, _ = _moved(_facing_board(FACING_IT), "p1:hero", ())
    assert _of(state, "Foe").boosts == 1  # p2's Hero Expedition faces p1's (1.2.3.c)
    assert _of(state, "Far").boosts == 2  # p2's Companion Expedition faces the other one
    assert _of(state, "Ally").boosts == 1  # in the one that moved, not facing it
    assert "1.2.3.c" in rules_of(entries)


def test_1_2_3_c_the_other_expedition_moving_faces_the_other_one() -> None:
    state, _, _ = _moved(_facing_board(FACING_IT), "p1:companion", ())
    assert _of(state, "Far").boosts == 1 and _of(state, "Foe").boosts == 2


def test_6_5_f_after_the_cost_on_me_it_is_still_the_expedition_that_moved() -> None:
    state, entries, _ = _moved(_facing_board(EXHAUST_FACING_IT), "p1:hero", ("yes", "Yes"))
    assert _of(state, "Watcher").has(Status.EXHAUSTED)
    assert _of(state, "Foe").boosts == 3 and _of(state, "Far").boosts == 2
    assert _of(state, "Ally").boosts == 1
    assert "1.2.3.c" in rules_of(entries)


PLACED = "{J} Each Character in target Character's Expedition gains 1 boost."
PLACED_GIVE = "{J} Give 2 boosts to each Character in target Character's Expedition."


def _placed_board(text: str, **rival: object) -> GameState:
    from .test_board_composed_descriptions import ALLY, _bearer

    b = _bearer(text).in_expedition("p2", "hero", "Rival", **{**ALLY, **rival})
    b = b.in_expedition("p2", "hero", "Mate", **ALLY).in_expedition("p2", "companion", "Far")
    return b.in_expedition("p1", "companion", "Ally", **ALLY).at_afternoon(first="p1").build()


def test_6_5_b_the_target_is_a_character_and_its_expedition_gains() -> None:
    from .test_board_each_member_follow_up import _played

    state, asked, trace = _played(_placed_board(PLACED), ("Rival",))
    assert any("Rival" in label for label in asked[-1]) and any("Ally" in x for x in asked[-1])
    assert not any("Expedition" in label for label in asked[-1]), asked  # a Character (6.5.b)
    boosts = {n: _of(state, n).boosts for n in ("Rival", "Mate", "Far", "Ally", "Bearer")}
    assert boosts == {"Rival": 1, "Mate": 1, "Far": 0, "Ally": 0, "Bearer": 0}, boosts
    assert {"6.5.b", "6.1.e"} <= rules_of(trace), rules_of(trace)


def test_6_1_e_give_boosts_to_each_character_in_my_own_characters_expedition() -> None:
    from .test_board_each_member_follow_up import _played

    state, _, _ = _played(_placed_board(PLACED_GIVE), ("Ally",))
    boosts = {n: _of(state, n).boosts for n in ("Rival", "Mate", "Far", "Ally", "Bearer")}
    assert boosts == {"Rival": 0, "Mate": 0, "Far": 0, "Ally": 2, "Bearer": 0}, boosts


def test_7_4_4_b_a_gigantic_target_is_in_both_expeditions() -> None:
    from engine import Keyword

    from .test_board_each_member_follow_up import _played

    board = _placed_board(PLACED, keywords=frozenset({Keyword.GIGANTIC}))
    state, _, trace = _played(board, ("Rival",))
    boosts = {n: _of(state, n).boosts for n in ("Rival", "Mate", "Far", "Ally", "Bearer")}
    assert boosts == {"Rival": 1, "Mate": 1, "Far": 1, "Ally": 0, "Bearer": 0}, boosts
    assert "7.4.4.b" in rules_of(trace)
