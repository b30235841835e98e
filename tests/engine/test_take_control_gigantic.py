"""Take control (7.3.40) of a Gigantic Character (7.4.4) and of Landmarks beyond the
landmark limit (3.2.7.c, 4.2.5.c)."""

from __future__ import annotations

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    DecisionKind,
    EffectStep,
    GameBuilder,
    Keyword,
    PermanentZone,
    Phase,
    Step,
    Subject,
    TriggerKind,
    ZoneKind,
    answer,
    find,
    request,
)
from engine.invariants import violations
from engine.reading.passives import expedition_statistics, expeditions_of
from engine.state.enums import Terrain
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from .helpers import cast, choose, pending, rules_of, spell, texts, until_decision

STEAL = EffectStep(ActionKind.TAKE_CONTROL, Subject.TARGET_CHARACTER)
STEAL_TO = EffectStep(
    ActionKind.TAKE_CONTROL, Subject.TARGET_CHARACTER, to_zone=ZoneKind.EXPEDITION
)
STEAL_LANDMARK = EffectStep(ActionKind.TAKE_CONTROL, Subject.TARGET_PERMANENT)
GIANT = {"keywords": frozenset({Keyword.GIGANTIC}), "forest": 3, "mountain": 2, "water": 1}


def _answer(state: GameState, option: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    state, first = answer(state, pending(state).id, (option,))
    state, rest = until_decision(state)
    return state, (first, *rest)


def _giant_stolen(b: GameBuilder, effect: EffectStep = STEAL) -> GameState:
    b = b.in_hand("p1", "Steal", **spell(effect)).in_expedition("p2", "hero", "Giant", **GIANT)
    state = cast(b, "Steal")
    return choose(state, find(state, "Giant"))  # the target (6.5.b)


# ----------------------------------------------------------------------------- Gigantic
def test_7_3_40_a_7_4_4_h_the_player_taking_control_chooses_where_a_gigantic_card_goes() -> None:
    state = _giant_stolen(GameBuilder())
    d = pending(state)
    # 7.4.4.b: it is in both of p2's Expeditions, so "the same kind" is two Expeditions;
    # the player performing the action picks one (7.4.4.h, 7.3.40.a).
    assert (d.kind, d.player) == (DecisionKind.PLACE, "p1")
    assert set(d.option_ids()) == {"hero", "companion"}
    assert {"7.3.40.a", "7.4.4.h", "7.4.4.b"} <= set(d.rules)
    state, entries = _answer(state, "companion")
    giant = state.objects[find(state, "Giant")]
    assert (giant.zone, giant.controller, giant.owner) == ("expedition:p1:companion", "p1", "p2")
    assert {"7.3.40.a", "7.4.4.b"} <= rules_of(entries)
    assert violations(state) == []


def test_7_4_4_b_a_gigantic_taken_control_of_is_in_both_expeditions_of_its_new_controller() -> None:
    state = _giant_stolen(GameBuilder())
    state, _ = _answer(state, "hero")
    giant = find(state, "Giant")
    assert state.objects[giant].zone == "expedition:p1:hero"  # the card: one Expedition
    assert expeditions_of(state, giant) == {"p1:hero", "p1:companion"}
    # 7.4.4.e: its statistics count in each of its (new) controller's Expeditions only.
    for expedition in ("p1:hero", "p1:companion"):
        assert expedition_statistics(state, expedition)[Terrain.FOREST] == 3
    for expedition in ("p2:hero", "p2:companion"):
        assert expedition_statistics(state, expedition)[Terrain.FOREST] == 0


def test_7_3_40_a_a_character_that_is_not_gigantic_goes_to_the_same_kind_without_a_choice() -> None:
    b = GameBuilder().in_hand("p1", "Steal", **spell(STEAL))
    b = b.in_expedition("p2", "companion", "Turncoat")
    state = cast(b, "Steal")
    state = choose(state, find(state, "Turncoat"))
    assert state.pending is None or state.pending.kind is not DecisionKind.PLACE
    assert state.objects[find(state, "Turncoat")].zone == "expedition:p1:companion"


def test_7_3_40_a_an_effect_naming_your_expeditions_asks_once_for_a_gigantic_card() -> None:
    state = _giant_stolen(GameBuilder(), STEAL_TO)
    assert pending(state).kind is DecisionKind.PLACE
    state, _ = _answer(state, "companion")
    assert state.pending is None or state.pending.kind is not DecisionKind.PLACE
    giant = find(state, "Giant")
    assert state.objects[giant].zone == "expedition:p1:companion"
    assert expeditions_of(state, giant) == {"p1:hero", "p1:companion"}


def test_7_4_4_j_a_gigantic_taken_control_of_joins_the_expedition_its_card_is_not_in() -> None:
    """ "When another Character joins my Expedition" in p1's Hero Expedition sees the Giant
    join although its card goes to the Companion Expedition: it is present in both."""
    watch = Ability(
        AbilityKind.REACTION,
        trigger=TriggerKind.ANOTHER_CHARACTER_JOINS_MY_EXPEDITION,
        effect=(EffectStep(ActionKind.GIVE_BOOST, Subject.IT),),
    )
    state = _giant_stolen(GameBuilder().in_expedition("p1", "hero", "Watcher", abilities=(watch,)))
    state, entries = _answer(state, "companion")
    assert state.objects[find(state, "Giant")].boosts == 1
    assert "6.3.f" in rules_of(entries)


def test_7_4_4_b_the_sandbox_step_cites_gigantic() -> None:
    state = GameBuilder().in_expedition("p2", "companion", "Giant", **GIANT).build()
    step = Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(find(state, "Giant"),))
    state, entry = request(state, step)
    giant = find(state, "Giant")
    assert expeditions_of(state, giant) == {"p1:hero", "p1:companion"}
    assert {"7.3.40.a", "7.4.4.b"} <= set(entry.rules)


# ----------------------------------------------------------------------------- landmark limit
def _landmark(b: GameBuilder, player: str, name: str) -> GameBuilder:
    return b.in_landmarks(player, name, permanent_zone=PermanentZone.LANDMARK)


def _steal_tower(mine: int, limit: int | None = None) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Steal", **spell(STEAL_LANDMARK))
    if limit is not None:
        b = b.hero("p1", "Hero", landmark_limit=limit)
    for i in range(mine):
        b = _landmark(b, "p1", f"Mine {i + 1}")
    return _landmark(b, "p2", "Tower")


def test_3_2_7_c_taking_control_beyond_the_landmark_limit_keeps_every_landmark() -> None:
    state = cast(_steal_tower(2), "Steal")  # default landmark limit 2 (3.2.7.c)
    state, entries = _answer(state, find(state, "Tower"))
    assert [state.name(o) for o in state.zone("landmark:p1")] == ["Mine 1", "Mine 2", "Tower"]
    # Nothing is chosen or sacrificed now (3.2.7.c Remark): the turn simply goes on.
    assert state.pending is not None and state.pending.kind is DecisionKind.TURN
    assert state.zone("discard:p1") == () and state.zone("discard:p2") == ()
    assert {"3.2.7.c", "4.2.5.c"} <= rules_of(entries)
    assert any("landmark limit (2)" in t for t in texts(entries))


def test_3_2_7_c_within_the_landmark_limit_there_is_nothing_to_note() -> None:
    state = cast(_steal_tower(2, limit=3), "Steal")  # the Hero's landmark limit (3.2.7.c)
    state, entries = _answer(state, find(state, "Tower"))
    assert len(state.zone("landmark:p1")) == 3
    assert "3.2.7.c" not in rules_of(entries)


def test_3_2_7_c_the_sandbox_step_cites_the_landmark_limit_only_when_exceeded() -> None:
    b = _landmark(_landmark(GameBuilder(), "p1", "Mine"), "p2", "Tower")
    state = b.build()
    step = Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(find(state, "Tower"),))
    _, entry = request(state, step)
    assert "3.2.7.c" not in entry.rules  # two Landmarks: the limit, not beyond it
    state = _landmark(b, "p2", "Keep").build()
    both = (find(state, "Tower"), find(state, "Keep"))
    state, entry = request(state, Step(ActionKind.TAKE_CONTROL, controller="p1", objects=both))
    assert "3.2.7.c" in entry.rules and len(state.zone("landmark:p1")) == 3


def test_4_2_5_c_the_excess_landmark_is_sacrificed_at_clean_up() -> None:
    b = _landmark(_landmark(GameBuilder(), "p1", "Mine 1"), "p1", "Mine 2")
    b = _landmark(b, "p2", "Tower")
    state = b.at_phase(Phase.NIGHT).build()
    step = Step(ActionKind.TAKE_CONTROL, controller="p1", objects=(find(state, "Tower"),))
    state, _ = request(state, step)
    state, _ = until_decision(state)
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.CLEANUP_LANDMARKS, "p1")
    assert (d.min_choices, d.max_choices) == (2, 2)
    state = choose(state, find(state, "Mine 1"), find(state, "Tower"))
    assert [state.name(o) for o in state.zone("landmark:p1")] == ["Mine 1", "Tower"]
    assert [state.name(o) for o in state.zone("discard:p1")] == ["Mine 2"]


def test_7_4_4_i_a_gigantic_character_that_defects_goes_facing_and_cites_it() -> None:
    state = (
        GameBuilder()
        .in_expedition("p2", "companion", "Titan", keywords=frozenset({Keyword.GIGANTIC}))
        .in_expedition("p2", "hero", "Small")
        .build()
    )
    titan, small = find(state, "Titan"), find(state, "Small")
    state, entry = request(state, Step(ActionKind.DEFECT, controller="p1", objects=(titan,)))
    assert state.objects[titan].zone == "expedition:p1:companion"
    assert "7.4.4.i" in rules_of((entry,))
    state, entry = request(state, Step(ActionKind.DEFECT, controller="p1", objects=(small,)))
    assert "7.4.4.i" not in rules_of((entry,))
