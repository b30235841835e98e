"""The printed-text grammar's constructs that count (see ``test_constructs.py``): a die's
result (7.3.33), conditions on counts, and quantities "per" something."""

from __future__ import annotations

from engine import GameBuilder, Status, find

from ..engine.helpers import choose, pending, rules_of
from .helpers import answer_roll, executed, fields, names, play, read, steps

# ----------------------------------------------------------------------------- dice (7.3.33)


def test_7_3_33_b_the_step_after_the_roll_uses_its_result() -> None:
    r = executed(read("{J} Roll a die. On a 4+, I gain [[Anchored]]. On a 1-3, I gain 3 boosts[]."))
    (step,) = steps(r)
    assert [(o["low"], o["high"]) for o in step["outcomes"]] == [(4, 6), (1, 3)]
    for result in range(1, 7):
        b = GameBuilder().in_hand("p1", "Gambler", **fields(r)).mana("p1", 1)
        state, _ = play(b, "Gambler")
        assert pending(state).player == "p1"  # the player who rolls says what it showed
        state, entries = answer_roll(state, result)
        me = state.objects[find(state, "Gambler")]
        if result >= 4:
            assert me.has(Status.ANCHORED) and me.boosts == 0
        else:
            assert not me.has(Status.ANCHORED) and me.boosts == 3
        assert {"7.3.33.a", "7.3.33.b"} <= rules_of(entries)  # type: ignore[arg-type]


def test_7_3_33_b_outcomes_as_lines() -> None:
    r = executed(read("{H} Roll a die. On a:  • 4+, [Sabotage].  • 1-3, [Resupply]."))
    (step,) = steps(r)
    assert [o["effect"][0]["action"] for o in step["outcomes"]] == ["sabotage", "resupply"]


# ----------------------------------------------------------------------------- conditions
def test_6_5_d_count_condition_you_control_two_or_more_landmarks() -> None:
    r = executed(read("{J} If you control two or more Landmarks, draw a card."))
    f = fields(r)
    for landmarks, drawn in ((1, 0), (2, 1)):
        b = GameBuilder().in_hand("p1", "Surveyor", **f).mana("p1", 1).deck_of("p1", 3)
        for i in range(landmarks):
            b = b.in_landmarks("p1", f"Site {i}")
        state, _ = play(b, "Surveyor")
        assert len(state.zone("hand:p1")) == drawn


def test_6_3_b_count_condition_on_my_boosts() -> None:
    r = executed(read("At Dusk — If I have 2 or more boosts, draw a card."))
    reaction = r.model.abilities[0].reaction
    assert reaction is not None
    assert reaction.effect[0].condition == "i have 2 or more boosts"


def test_count_condition_other_characters_excludes_me() -> None:
    r = executed(read("{J} If you control two or more other Characters, I gain 2 boosts."))
    f = fields(r)
    for others, boosts in ((1, 0), (2, 2)):
        b = GameBuilder().in_hand("p1", "Captain", **f).mana("p1", 1)
        for i in range(others):
            b = b.in_expedition("p1", "companion", f"Mate {i}")
        state, _ = play(b, "Captain")
        assert state.objects[find(state, "Captain")].boosts == boosts


def test_count_condition_your_hand_is_empty() -> None:
    r = executed(read("{R} If your hand is empty, draw a card."))
    assert steps(r)[0]["if"] == "your hand is empty"


# ----------------------------------------------------------------------------- quantities
def test_per_character_you_control_counts_as_the_step_happens() -> None:
    r = executed(read("{J} I gain 1 boost per Character you control."))
    assert steps(r) == [{"action": "give_boost", "subject": "self", "per": "character you control"}]
    b = (
        GameBuilder()
        .in_hand("p1", "Leader", **fields(r))
        .in_expedition("p1", "hero", "A")
        .in_expedition("p1", "companion", "B")
        .in_expedition("p2", "hero", "Theirs")
        .mana("p1", 1)
    )
    state, _ = play(b, "Leader")
    assert state.objects[find(state, "Leader")].boosts == 3  # A, B and me


def test_per_card_in_your_hand_none_gives_nothing() -> None:
    r = executed(read("{J} I gain 1 boost per card in your hand."))
    b = GameBuilder().in_hand("p1", "Hoarder", **fields(r)).mana("p1", 1)
    state, _ = play(b, "Hoarder")
    assert state.objects[find(state, "Hoarder")].boosts == 0


def test_counters_per_group() -> None:
    r = executed(read("At Noon — I gain 1 Food counter per Character you control."))
    (step,) = steps(r)
    assert (step["action"], step["counter"], step["per"]) == (
        "gain_counters",
        "Food",
        "character you control",
    )


def test_7_1_4_a_a_mode_costing_exhaust_me() -> None:
    r = executed(
        read(
            "",
            support="{I} At Noon — Choose one:  • I gain 1 boost, up to a max of 3."
            "  • {T} : I gain 2 boosts, up to a max of 3.",
        )
    )
    modes = steps(r)[0]["modes"]
    assert modes[1]["effect"] == (
        {
            "action": "exhaust",
            "subject": "self",
            "then": ({"action": "give_boost", "subject": "self", "amount": 2, "max_total": 3},),
            "to_pay": True,  # "Cost: Effect" — {T} is the cost of what follows (2.2.12.k), cite14
        },
    )


def test_target_character_in_play_or_in_reserve() -> None:
    r = executed(read("{J} Target Character in play or in Reserve gains 1 boost."))
    assert steps(r)[0]["subject"] == "target_card_in_play_or_reserve"
    assert steps(r)[0]["filter"] == {"types": ("Character",)}


def test_5_1_2_f_i_cost_less_if() -> None:
    r = executed(read("I cost {1} less if you control two or more Landmarks."))
    passive = r.model.abilities[0].passive
    assert passive is not None and passive.cost is not None
    assert (passive.cost.change, passive.cost.applies_to, passive.cost.condition) == (
        -1,
        "me",
        "you control 2 or more landmarks",
    )


def test_another_is_not_me_even_after_i_moved() -> None:
    text = (
        "When I go to Reserve from the Expedition zone — "
        "You may return another card from your Reserve to your hand."
    )
    f = fields(executed(read(text, name="Inkcaster")))
    push = fields(executed(read("Send target Character to Reserve.", type="Spell", name="Push")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Inkcaster", **f)
        .in_reserve("p1", "Old Card")
        .in_hand("p1", "Push", **push)
        .mana("p1", 1)
    )
    state, _ = play(b, "Push", dest="spell")
    state = choose(state, find(state, "Inkcaster"))
    while state.pending is not None and state.pending.kind == "optional_step":
        state = choose(state, "yes")
    labels = [o.label for o in pending(state).options]
    assert "Inkcaster" in names(state, "reserve:p1")
    assert sorted(labels) == ["Old Card", "Push"]  # not Inkcaster, a new object there (2.1.d)
