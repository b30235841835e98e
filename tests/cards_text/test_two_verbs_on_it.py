"""Two steps on one object: Rallying Call, "Target Character gains 1 boost. If it is Asleep,
it gains Anchored and loses Asleep." — one condition checked before each step (6.5.d), the
same for both as the first cannot change it; Bravos Vanguard, "You may have another target
Character lose Fleeting and gain 1 boost." — the target chosen once (6.5.b), having it do
both is it doing both (7.3.18.a)."""

from __future__ import annotations

from engine import GameBuilder, Status, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, not_executed, play, read, steps

RALLY = "Target Character gains 1 boost. If it is Asleep, it gains Anchored and loses Asleep.."
VANGUARD = "{J} You may have another target Character lose [[Fleeting]] #and gain 1 boost.#"
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_one_condition_over_two_steps_that_keep_it_is_read() -> None:
    (boost,) = steps(executed(read(RALLY, type="Spell")))
    assert [dict(t) for t in boost["then"]] == [
        {"action": "gain_status", "subject": "it", "status": "Anchored", "if": "it is asleep"},
        {"action": "lose_status", "subject": "it", "status": "Asleep", "if": "it is asleep"},
    ]
    # Losing Asleep first would change the condition for the second step: not read.
    changed = RALLY.replace("gains Anchored and loses Asleep", "loses Asleep and gains Anchored")
    assert "a condition over several steps" in not_executed(read(changed, type="Spell"))


def test_have_target_do_two_things_is_read() -> None:
    (step,) = steps(executed(read(VANGUARD)))
    assert (step["action"], step["subject"], step["may"]) == (
        "lose_status",
        "target_character",
        True,
    )
    assert step["filter"] == {"another": True} and step["it_follows"] is True
    assert [dict(t) for t in step["then"]] == [{"action": "give_boost", "subject": "it"}]


def _rally(asleep: bool) -> GameState:
    b = GameBuilder().in_hand(
        "p1", "Rally", **fields(executed(read(RALLY, type="Spell", name="Rally")))
    )
    b = b.in_expedition(
        "p1", "hero", "Sleeper", statuses=(Status.ASLEEP,) if asleep else (), **ALLY
    )
    state, _ = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2), "Rally", "spell")
    d = state.pending
    assert d is not None and d.kind == "target"
    state, _ = answer(state, d.id, [o.id for o in d.options if o.label == "Sleeper"])
    state, _ = until_decision(state)
    return state


def test_6_5_d_asleep_it_gains_anchored_and_loses_asleep() -> None:
    o = _rally(asleep=True)
    sleeper = o.objects[find(o, "Sleeper")]
    assert sleeper.has(Status.ANCHORED) and not sleeper.has(Status.ASLEEP) and sleeper.boosts == 1


def test_6_5_d_awake_it_only_gains_the_boost() -> None:
    o = _rally(asleep=False)
    sleeper = o.objects[find(o, "Sleeper")]
    assert not sleeper.has(Status.ANCHORED) and sleeper.boosts == 1
