"""Hands and players (session 40): a card discarded with no zone named, and an object chosen (not
targeted), played on boards — "Discard a card.", "Target opponent discards a card [at random].",
"Choose a Character you control. Sacrifice it.", "Choose one of your Characters. It gains 2
boosts.".

A card is in a hidden zone (3.1.3.d): the discarder's Hand, whose cards they can look at
(3.2.5.b) — chosen by that player (6.1.g, the one the effect names, 7.5.6.b) or drawn at random
(3.2.5.c, 6.5.j). A choice is made by the effect's controller as the step happens (6.1.g),
never as the card is played: it is no target (6.5.b)."""

from __future__ import annotations

from engine import GameBuilder, GameState, TraceEntry, find
from engine.state.decisions import DecisionKind

from ..cards_text.helpers import play
from ..engine.helpers import answer, rules_of, until_decision
from .grammar_cards import grammar_fields
from .test_board_keyword_action_triggers import ALLY


def _board() -> GameBuilder:
    """p1 with "Mine" in hand and "Ally" in their hero Expedition; p2 with "Theirs" and
    "Other" in hand and "Foe" in theirs."""
    b = GameBuilder().in_hand("p1", "Mine", **ALLY)
    b = b.in_hand("p2", "Theirs", **ALLY).in_hand("p2", "Other", **ALLY)
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    return b.mana("p1", 4).mana("p2", 4).deck_of("p1", 6).deck_of("p2", 6)


def _played(
    text: str, picks: tuple[str, ...] = ()
) -> tuple[GameState, tuple[TraceEntry, ...], list[tuple[str, str, list[str]]]]:
    """p1 plays the Spell "Probe" printing ``text``: the state, the trace, and each decision
    asked after it was played (who, the prompt, the options)."""
    b = _board().in_hand("p1", "Probe", **grammar_fields(text, "Probe", type="Spell"))
    state, entries = play(b, "Probe", "spell")
    asked: list[tuple[str, str, list[str]]] = []
    for _ in range(20):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        asked.append((decision.player, decision.prompt, [o.label for o in decision.options]))
        wanted = [o.id for o in decision.options if any(p in o.label for p in picks)]
        ids = wanted[: max(1, decision.max_choices)] or list(
            decision.option_ids()[: max(1, decision.min_choices)]
        )
        state, first = answer(state, decision.id, tuple(ids))
        state, more = until_decision(state)
        entries = (*entries, first, *more)
    return state, tuple(entries), asked


def _zone(state: GameState, zone: str) -> list[str]:
    return [state.name(o) for o in state.zone(zone)]


# ---------------------------------------------------------------- a card, no zone named
def test_3_1_3_d_discard_a_card_is_one_of_your_hand() -> None:
    state, entries, asked = _played("Discard a card.")
    assert [(who, options) for who, _, options in asked] == [("p1", ["Mine"])]
    assert _zone(state, "discard:p1") == ["Mine"] and _zone(state, "hand:p1") == []
    assert "7.3.7.a" not in {r for e in entries for r in e.rules if "zone" in e.text}
    assert "6.1.g" in rules_of(entries)


def test_7_5_6_b_target_opponent_discards_a_card_of_their_hand_of_their_choice() -> None:
    state, entries, asked = _played("Target opponent discards a card.", ("Other",))
    # the opponent targeted (6.5.b), then they choose among their own Hand (6.1.h)
    assert [(who, options) for who, _, options in asked] == [
        ("p1", ["p2"]),
        ("p2", ["Theirs", "Other"]),
    ]
    assert _zone(state, "discard:p2") == ["Other"] and _zone(state, "hand:p2") == ["Theirs"]
    assert _zone(state, "hand:p1") == ["Mine"]
    assert {"6.5.b", "7.5.6.b", "3.2.5.b"} <= rules_of(entries)  # their own Hand, they choose


def test_6_5_j_target_opponent_discards_a_card_at_random() -> None:
    state, entries, asked = _played("Target opponent discards a card at random.", ("Theirs",))
    assert asked[0] == ("p1", "choose a target to discard for Probe", ["p2"])  # 6.5.b
    (_, prompt, options) = asked[1]
    assert "random" in prompt and options == ["Theirs", "Other"]  # drawn, not chosen (6.5.j)
    assert _zone(state, "discard:p2") == ["Theirs"] and _zone(state, "hand:p2") == ["Other"]
    assert "6.5.j" in rules_of(entries)


def test_6_1_h_each_opponent_discards_two_cards_of_their_hand() -> None:
    state, _, asked = _played("Each opponent discards two cards.")
    assert [who for who, _, _ in asked] == ["p2"]
    assert sorted(_zone(state, "discard:p2")) == ["Other", "Theirs"]
    assert _zone(state, "hand:p1") == ["Mine"]


# ---------------------------------------------------------------- a choice, not a target
def test_6_1_g_choose_a_character_you_control_sacrifice_it_as_the_step_happens() -> None:
    state, entries, asked = _played("Choose a Character you control. Sacrifice it.")
    # asked as the step happens, among p1's own Characters only: no target (6.5.b)
    assert [(who, options) for who, _, options in asked] == [("p1", ["Ally"])]
    assert "target" not in asked[0][1]
    assert _zone(state, "discard:p1") == ["Ally"] and find(state, "Foe") in state.zone(
        "expedition:p2:hero"
    )
    assert "6.1.g" in rules_of(entries) and "6.5.b" not in rules_of(entries)


def test_3_2_4_b_one_of_your_characters_gains_2_boosts() -> None:
    state, entries, asked = _played("Choose one of your Characters. It gains 2 boosts.")
    assert [(who, options) for who, _, options in asked] == [("p1", ["Ally"])]
    assert state.objects[find(state, "Ally")].boosts == 2
    assert state.objects[find(state, "Foe")].boosts == 0
    assert "6.1.g" in rules_of(entries)
