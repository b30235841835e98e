"""A trigger's marks and qualifiers on boards (issue 30): an Expedition's Nth move of a
period (7.3.25.a; a Day 4.2.a), a support Reaction on the bearer leaving its Reserve for the
hand (2.2.12.i, 6.3.f), and the cells refused with the rule that governs them — an icon
before another trigger (2.2.12.l, 7.1.1), a support Reaction on "my Expedition" (2.2.12.i).
Every sentence here is invented for the test."""

from __future__ import annotations

from engine import GameBuilder, answer, find

from ..engine.helpers import choose, pending, rules_of, until_decision
from .helpers import executed, fields, not_executed, play, reaction_of, read

_RUNNER = "{J} My Expedition moves forward twice."


def _drawn_after_two_moves(trigger: str) -> tuple[int, set[str]]:
    """p1 plays a Character that moves its Expedition forward twice as it enters play, with
    ``trigger`` — Draw a card: how many cards p1 drew, and the rules the activations cite."""
    text = f"{_RUNNER}  {trigger} \u2014 Draw a card."
    f = fields(executed(read(text, name="Runner")))
    b = GameBuilder().in_hand("p1", "Runner", **f).mana("p1", 1).deck_of("p1", 6)
    state, entries = play(b, "Runner")
    while state.pending is not None and state.pending.kind == "choose_reaction":
        state = choose(state, pending(state).option_ids()[0])  # either order: both draw
        state, more = until_decision(state)
        entries = (*entries, *more)
    hand = len(state.zone("hand:p1"))
    activations = tuple(e for e in entries if e.text.startswith("Reaction-activating"))
    return hand, rules_of(activations)


def test_7_3_25_a_my_expedition_moves_forward_for_the_nth_time_this_day() -> None:
    said = "When my Expedition moves forward for the second time this Day"
    assert reaction_of(f"{said} \u2014 Draw a card.") == {
        "trigger": "my_expedition_moves_forward",
        "ordinal": 2,
        "per": "day",
        "effect": reaction_of(f"{said} \u2014 Draw a card.")["effect"],
    }
    every, _ = _drawn_after_two_moves("When my Expedition moves forward")
    first, _ = _drawn_after_two_moves(
        "When my Expedition moves forward for the first time this Day"
    )
    second, rules = _drawn_after_two_moves(said)
    third, _ = _drawn_after_two_moves(
        "When my Expedition moves forward for the third time this Day"
    )
    # two moves: every move draws twice; the first and the second once each; no third
    assert (every - third, first - third, second - third) == (2, 1, 1)
    assert {"4.2.a", "7.3.25.a"} <= rules


def test_nth_move_of_a_group_of_expeditions_is_refused_by_name() -> None:
    for subject in ("your Expedition", "one of your Expeditions", "an opponent's Expedition"):
        text = f"When {subject} moves forward for the second time this Day \u2014 Draw a card."
        assert "counted apart or all of them together" in not_executed(read(text))


def test_2_2_12_l_an_icon_before_another_trigger_is_refused_citing_7_1_1() -> None:
    for icon, rule in (("{J}", "7.1.1.a"), ("{H}", "7.1.1.b"), ("{R}", "7.1.1.c")):
        for trigger in ("When my Expedition moves forward", "At Noon", "When you play a Spell"):
            reason = not_executed(read(f"{icon} {trigger} \u2014 Draw a card."))
            assert "2.2.12.l" in reason and rule in reason, reason


def test_your_expedition_as_a_subject_is_one_of_yours() -> None:
    for mark in ("", "{I} "):
        for event, trigger in (
            ("moves forward", "one_of_your_expeditions_moves_forward"),
            ("moves backward", "one_of_your_expeditions_moves_backward"),
            ("fails to move forward", "your_expedition_fails_to_move_forward"),
        ):
            r = executed(read(f"{mark}When your Expedition {event} \u2014 I gain 1 boost."))
            ability = r.model.abilities[0]
            assert ability.reaction is not None and ability.reaction.trigger == trigger
            assert ability.support == bool(mark)


def test_2_2_12_i_a_support_reaction_on_my_expedition_is_refused() -> None:
    for trigger in (
        "When my Expedition moves forward",
        "When a Character joins my Expedition",
        "When the Expedition facing me moves backward",
        "When my Expedition fails to move forward",
    ):
        reason = not_executed(read(f"{{I}} {trigger} \u2014 I gain 1 boost."))
        assert "2.2.12.i" in reason and "no Expedition" in reason, reason
        executed(read(f"{trigger} \u2014 I gain 1 boost."))  # unmarked, it works in play


def test_6_3_f_i_return_to_your_hand_from_your_reserve_works_as_support_only() -> None:
    text = "When I return to your hand from your Reserve \u2014 Draw a card."
    assert "6.3.f" in not_executed(read(text))
    f = fields(executed(read(f"{{I}} {text}", name="Homing")))
    back = fields(
        executed(
            read("Return target card in your Reserve to your hand.", type="Spell", name="Call")
        )
    )
    b = (
        GameBuilder()
        .in_reserve("p1", "Homing", **f)
        .in_hand("p1", "Call", **back)
        .mana("p1", 1)
        .deck_of("p1", 6)
    )
    state, _ = play(b, "Call", dest="spell")
    if state.pending is not None and state.pending.player == "p1":
        homing = [o.id for o in pending(state).options if o.label == "Homing"]
        if homing:
            state, _ = answer(state, pending(state).id, (homing[0],))
            state, _ = until_decision(state)
    assert find(state, "Homing") in state.zone("hand:p1")
    # Call left for Reserve; Homing came back and its support Reaction drew a card
    assert len(state.zone("hand:p1")) == 2
