"""Reactions to a roll the effect makes (7.3.33, 6.3.h): Snowball Commando, "{H} You may
exhaust target card in an opponent's Reserve, then roll a die. When you roll a 1-3 this way
— That opponent targets a card in your Reserve. Exhaust it." — the roll happens only if the
card was exhausted (6.5.f); on a 1-3 an Emblem-Reaction is created (not a step of the
effect) and the opponent chooses its target (6.5.b, 1.4.2.a)."""

from __future__ import annotations

from engine import GameBuilder, Status, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read, steps

SNOWBALL = (
    "{H} You may exhaust ({T}) target card in an opponent's Reserve, then roll a die. When "
    "you roll a 1-3 this way — That opponent targets a card in your Reserve. Exhaust it."
)
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_when_you_roll_this_way_is_read_as_a_reaction_to_the_roll() -> None:
    assert steps(executed(read(SNOWBALL))) == [
        {
            "action": "exhaust",
            "subject": "target_reserve_card",
            "filter": {"controller": "opponent"},
            "may": True,
            "then": (
                {
                    "action": "roll_die",
                    "roll_reactions": (
                        {
                            "low": 1,
                            "high": 3,
                            "effect": (
                                {
                                    "action": "exhaust",
                                    "subject": "target_card_in_your_reserve",
                                    "opponent_targets": True,
                                },
                            ),
                        },
                    ),
                },
            ),
        }
    ]
    (roll,) = steps(executed(read("{J} Roll a die. When you roll a 6 this way — Draw a card.")))
    assert roll["roll_reactions"][0]["low"] == roll["roll_reactions"][0]["high"] == 6


def _snowball(result: int) -> tuple[GameState, list[str], list[str]]:
    b = GameBuilder().in_hand("p1", "Snowball", **fields(executed(read(SNOWBALL, name="Snowball"))))
    b = b.in_reserve("p1", "Mine", **ALLY).in_reserve("p2", "Theirs", **ALLY)
    state, _ = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2), "Snowball")
    deciders, rules = [], []
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        deciders.append(f"{d.kind}:{d.player}")
        rules += list(d.rules)
        if d.kind == "optional_step":
            pick = ["yes"]
        elif d.kind == "roll_die":
            pick = [str(result)]
        else:
            pick = d.option_ids()[: max(1, d.min_choices)]
        state, entry = answer(state, d.id, pick)
        state, more = until_decision(state)
        rules += [r for e in (entry, *more) for r in e.rules]
    return state, deciders, rules


def _exhausted(state: GameState, name: str) -> bool:
    return state.objects[find(state, name)].has(Status.EXHAUSTED)


def test_6_3_h_on_a_1_to_3_the_opponent_targets_one_of_your_cards() -> None:
    state, deciders, rules = _snowball(2)
    assert _exhausted(state, "Theirs") and _exhausted(state, "Mine")
    assert "target:p2" in deciders  # the opponent chooses the target (1.4.2.a)
    assert "6.3.h" in rules and "1.4.2.a" in rules


def test_7_3_33_b_on_a_4_nothing_more_happens() -> None:
    state, deciders, _ = _snowball(4)
    assert _exhausted(state, "Theirs") and not _exhausted(state, "Mine")
    assert "target:p2" not in deciders
