""" "each / all Characters controlled by target player" (Lyra Cloth Dancer, Ride the
Bifröst): either player may be the target (1.2.6.c); their Characters are found as the
step happens (6.1.g) and each does the step."""

from __future__ import annotations

from engine import GameBuilder, Status, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read, steps

DANCER = "{H} #Each Character controlled by target player# gains [[Fleeting]]."
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_characters_controlled_by_target_player_is_a_group_of_a_target() -> None:
    assert steps(executed(read(DANCER))) == [
        {"action": "gain_status", "subject": "characters_of_target_player", "status": "Fleeting"}
    ]
    bifrost = "All Characters controlled by target player switch Expeditions."
    assert steps(executed(read(bifrost, type="Spell"))) == [
        {"action": "switch_expeditions", "subject": "characters_of_target_player"}
    ]
    (step,) = steps(
        executed(read("{J} Each exhausted Character controlled by target player gains 1 boost."))
    )
    assert step["filter"] == {"statuses": ("Exhausted",)}


def _dancer(target: str) -> GameState:
    b = GameBuilder().in_hand("p1", "Dancer", **fields(executed(read(DANCER, name="Dancer"))))
    b = b.in_expedition("p1", "hero", "Mine", **ALLY).in_expedition("p2", "hero", "Theirs", **ALLY)
    b = b.in_expedition("p2", "companion", "Theirs too", **ALLY)
    state, _ = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2), "Dancer")
    d = state.pending
    assert d is not None and d.kind == "target"
    assert sorted(d.option_ids()) == ["p1", "p2"]  # either player (1.2.6.c)
    state, _ = answer(state, d.id, [target])
    state, _ = until_decision(state)
    return state


def _fleeting(state: GameState, name: str) -> bool:
    return state.objects[find(state, name)].has(Status.FLEETING)


def test_1_2_6_c_the_opponent_targeted_all_their_characters_gain_it() -> None:
    state = _dancer("p2")
    assert _fleeting(state, "Theirs") and _fleeting(state, "Theirs too")
    assert not _fleeting(state, "Mine") and not _fleeting(state, "Dancer")


def test_1_2_6_c_targeting_yourself_your_characters_gain_it() -> None:
    state = _dancer("p1")
    assert _fleeting(state, "Mine") and _fleeting(state, "Dancer")
    assert not _fleeting(state, "Theirs")


def test_1_4_7_b_target_player_sacrifices_a_character_of_their_choice() -> None:
    text = "{H} Target player sacrifices a Character."
    assert steps(executed(read(text))) == [
        {"action": "sacrifice", "subject": "a_character_target_player_controls"}
    ]
    b = GameBuilder().in_hand("p1", "Nova", **fields(executed(read(text, name="Nova"))))
    b = b.in_expedition("p2", "hero", "Theirs", **ALLY).in_expedition(
        "p2", "companion", "Other", **ALLY
    )
    state, _ = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2), "Nova")
    d = state.pending
    assert d is not None and d.kind == "target" and sorted(d.option_ids()) == ["p1", "p2"]
    state, _ = answer(state, d.id, ["p2"])
    state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.kind == "choose" and d.player == "p2"  # they choose (6.1.h)
    assert sorted(o.label for o in d.options) == ["Other", "Theirs"]
    state, _ = answer(state, d.id, [o.id for o in d.options if o.label == "Other"])
    state, _ = until_decision(state)
    assert [state.name(o) for o in state.zone("discard:p2")] == ["Other"]
