"""Issue 17: "Target an Expedition. Create X [Ordis Recruit 1/1/1] Soldier tokens in it, where
X is the number of cards in target player's Reserve." (*Conscription*'s shape): the step has
two targets, the Expedition and the player whose Reserve it counts — either player (1.2.6.c)
— both chosen before it happens (6.5.b); X is counted as it happens (6.5.i)."""

from __future__ import annotations

from engine import GameBuilder, find

from ..engine.helpers import choose, pending, rules_of, until_decision
from .helpers import executed, fields, not_executed, play, read, steps

MUSTER = (
    "Target an Expedition. Create X [Ordis Recruit 1/1/1] Soldier tokens in it, where X is "
    "the number of cards in target player's Reserve."
)


def _board() -> GameBuilder:
    r = executed(read(MUSTER, type="Spell", name="Muster"))
    return (
        GameBuilder()
        .in_hand("p1", "Muster", **fields(r))
        .mana("p1", 1)
        .in_reserve("p1", "Mine")
        .in_reserve("p2", "Theirs 1")
        .in_reserve("p2", "Theirs 2")
    )


def test_the_reading_targets_the_expedition_and_counts_the_target_player_s_reserve() -> None:
    (step,) = steps(executed(read(MUSTER, type="Spell")))
    assert step["action"] == "create" and step["subject"] == "target_expedition"
    assert step["per"] == "card in target player's reserve"


def test_6_5_b_the_expedition_then_the_player_are_chosen_and_x_counts_their_reserve() -> None:
    for player, made in (("p2", 2), ("p1", 1)):
        state, entries = play(_board(), "Muster", dest="spell")
        d = pending(state)
        assert d.kind == "target" and "p1:hero" in d.option_ids()
        state = choose(state, "p1:hero")
        d = pending(state)
        assert d.kind == "target" and set(d.option_ids()) == {"p1", "p2"}  # either player
        assert d.prompt.endswith("(the player whose cards it counts)")
        state = choose(state, player)
        state, _ = until_decision(state)
        tokens = [o for o in state.zone("expedition:p1:hero") if state.name(o) == "Ordis Recruit"]
        assert len(tokens) == made
    assert "6.5.b" in rules_of(entries)


def test_the_hand_of_the_target_player_is_counted_too() -> None:
    # the player targeted for a count is who does a player's step: left to the judge
    draw = "Draw X cards, where X is the number of cards in target player's hand."
    assert "player targeted" in not_executed(read(draw, type="Spell"))
    text = (
        "Target Character gains X boosts, where X is the number of cards in target player's hand."
    )
    (step,) = steps(executed(read(text, type="Spell")))
    assert step["per"] == "card in target player's hand"
    b = (
        GameBuilder()
        .in_hand("p1", "Count", **fields(executed(read(text, type="Spell", name="Count"))))
        .mana("p1", 1)
        .in_hand("p2", "A")
        .in_hand("p2", "B")
        .in_expedition("p1", "hero", "Mine")
    )
    state, _ = play(b, "Count", dest="spell")
    state = choose(state, find(state, "Mine"))
    state = choose(state, "p2")
    state, _ = until_decision(state)
    assert state.objects[find(state, "Mine")].counters.get("boost") == 2
