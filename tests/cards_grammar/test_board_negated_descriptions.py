"""Descriptions by absence and negation played on boards (gram37, issue 30;
semantics/negated_descriptions.py): a description denied ("not in my Expedition", "with Hand
Cost other than {3}") leaves out the objects it fits (6.5.b), "without Defender" the objects on
which a Defender works (2.3.1.a), "you don't control" counts an opponent's objects (1.2.2,
7.5.5.b), "that isn't a token" a card (2.1.e) — each evaluated with the predicate's own rule,
cited where the choice is offered."""

from __future__ import annotations

from engine import GameBuilder, GameState, Status
from engine.state.decisions import DecisionKind
from engine.state.enums import Keyword

from ..cards_text.helpers import play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _board(text: str) -> GameBuilder:
    """p1 plays "Unique" (``text``) from Hand into its Hero Expedition."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    return b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)


def _exhausted(state: GameState, name: str) -> bool:
    o = next(o for o in state.objects.values() if state.name(o.id) == name)
    return Status.EXHAUSTED in o.statuses


def _offered(b: GameBuilder) -> tuple[list[str], set[str]]:
    """The names a target choice offers after "Unique" is played, and the rules it cites."""
    state, entries = play(b, "Unique", "hero")
    decision = state.pending
    assert decision is not None and decision.kind is not DecisionKind.TURN
    return sorted(o.label for o in decision.options), rules_of(entries)


def test_6_5_b_each_character_not_in_my_expedition() -> None:
    b = _board("{J} Exhaust each Character not in my Expedition.")
    b = b.in_expedition("p1", "hero", "Near", **ALLY).in_expedition(
        "p1", "companion", "Far", **ALLY
    )
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    state, entries = play(b, "Unique", "hero")
    state, _ = answer_picking(state, entries, ())
    assert _exhausted(state, "Far") and _exhausted(state, "Foe")
    assert not _exhausted(state, "Near") and not _exhausted(state, "Unique")


def test_2_3_1_a_target_without_defender_leaves_a_defender_out() -> None:
    b = _board("{J} Exhaust target Character without Defender.")
    b = b.in_expedition("p2", "hero", "Wall", keywords=frozenset({Keyword.DEFENDER}), **ALLY)
    b = b.in_expedition("p2", "companion", "Open", **ALLY)
    labels, cited = _offered(b)
    assert any("Open" in label for label in labels)
    assert not any("Wall" in label for label in labels)
    assert "2.3.1.a" in cited


def test_6_5_b_hand_cost_other_than_three() -> None:
    b = _board("{J} Exhaust target Character with Hand Cost other than {3}.")
    b = b.in_expedition("p2", "hero", "Three", **{**ALLY, "hand_cost": 3})
    b = b.in_expedition("p2", "companion", "Two", **{**ALLY, "hand_cost": 2})
    labels, cited = _offered(b)
    assert any("Two" in label for label in labels)
    assert not any("Three" in label for label in labels)
    assert {"6.5.b", "2.2.7.a"} <= cited


def test_2_2_1_h_token_that_isnt_a_character_is_no_option() -> None:
    b = _board("{J} Exhaust target Character that isn't a token.")
    b = b.in_expedition("p2", "hero", "Card", **ALLY)
    b = b.in_expedition("p2", "companion", "Copy", is_token=True, **ALLY)
    labels, _ = _offered(b)
    assert any("Card" in label for label in labels)
    assert not any("Copy" in label for label in labels)


def test_1_2_2_draw_for_each_character_you_dont_control() -> None:
    b = _board("{J} Draw a card for each Character you don't control.")
    b = b.in_expedition("p1", "companion", "Mine", **ALLY)
    b = b.in_expedition("p2", "hero", "A", **ALLY).in_expedition("p2", "companion", "B", **ALLY)
    state, entries = play(b, "Unique", "hero")  # Unique was p1's only card in Hand
    state, _ = answer_picking(state, entries, ())
    assert len(state.zone("hand:p1")) == 2  # A and B, not Mine nor Unique


def test_2_2_11_b_draw_cards_equal_to_my_forest_statistic() -> None:
    b = GameBuilder().in_hand(
        "p1", "Unique", **grammar_fields("{J} Draw cards equal to my {V}.", forest=3)
    )
    b = b.mana("p1", 4).deck_of("p1", 5).deck_of("p2", 4)
    state, entries = play(b, "Unique", "hero")  # Unique was p1's only card in Hand
    state, more = answer_picking(state, entries, ())
    assert len(state.zone("hand:p1")) == 3  # my {V} as it is now: 3 (2.2.11.b)
    assert {"2.2.11.b", "2.5.1.b"} <= rules_of(more)


def test_2_5_1_b_my_statistic_counts_my_boosts() -> None:
    text = "{J} I gain a boost. Target Character gains boosts equal to my {M}."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    state, entries = play(b, "Unique", "hero")
    state, _ = answer_picking(state, entries, ("Foe",))
    foe = next(o for o in state.objects.values() if state.name(o.id) == "Foe")
    assert foe.boosts == 2  # my {M}: 1 printed + 1 boost (2.5.1.b)


def _drawn(text: str, forest: int) -> int:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text, forest=forest))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 4)
    state, entries = play(b, "Unique", "hero")  # Unique was p1's only card in Hand
    state, _ = answer_picking(state, entries, ())
    return len(state.zone("hand:p1"))


def test_6_5_i_my_statistic_plus_one_up_to_a_maximum() -> None:
    text = "{J} Draw cards equal to my {V} plus one, up to a maximum of 3."
    assert _drawn(text, forest=1) == 2  # 1 + 1 (6.5.i)
    assert _drawn(text, forest=4) == 3  # 4 + 1, no more than 3
