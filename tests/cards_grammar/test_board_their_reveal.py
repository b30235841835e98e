# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Their reveal (issue 30) played on boards: "Target opponent reveals their hand. [step] for each
[noun] revealed this way / among them" — the opponent targeted reveals their own hand (1.4.7.b,
6.5.b; every card of it shown to every player, 1.2.7.d, 3.1.3.f) and the effect's controller does
the counted step once per card shown that is such a card (6.5.i, 6.5.f)."""

from __future__ import annotations

from engine import CardType, GameBuilder, find

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved


def _board(text: str) -> GameBuilder:
    """Unique to play by p1; in p2's hand two Characters and a Spell, in p1's one Spell;
    six cards in each deck."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_hand("p2", "Theirs", **ALLY).in_hand("p2", "Theirs2", **ALLY)
    b = b.in_hand("p2", "Their Bolt", type=CardType.SPELL, hand_cost=1, reserve_cost=1)
    b = b.in_hand("p1", "My Bolt", type=CardType.SPELL, hand_cost=1, reserve_cost=1)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def test_6_5_i_the_opponents_characters_shown_make_me_draw_two() -> None:
    """p2 shows Theirs, Theirs2 and Their Bolt: two Characters, so p1 (the effect's
    controller) draws two; p2's hand is kept whole and p2 draws nothing (1.2.7.d)."""
    text = (
        "{J} Target opponent reveals their hand. Draw a card for each Character revealed this way."
    )
    state, entries = _resolved(_board(text))
    assert len(names(state, "hand:p1")) == 1 + 2
    assert sorted(names(state, "hand:p2")) == ["Their Bolt", "Theirs", "Theirs2"]
    assert {"6.5.i", "1.2.7.d"} <= set(rules_of(entries))


def test_6_5_i_the_opponents_one_spell_gives_me_one_boost() -> None:
    """Their Bolt is the one Spell p2 shows (p1's own Spell is not counted): one boost."""
    text = "{J} Target opponent reveals their hand. I gain 1 boost for each Spell among them."
    state, entries = _resolved(_board(text))
    assert state.objects[find(state, "Unique")].boosts == 1
    assert "6.5.i" in rules_of(entries)


def test_6_5_i_no_permanent_shown_draws_nothing() -> None:
    """No Permanent in p2's hand: nothing drawn by anyone."""
    text = "{J} Target opponent reveals their hand. Draw two cards for each Permanent revealed this way."
    state, _ = _resolved(_board(text))
    assert len(names(state, "hand:p1")) == 1
    assert len(names(state, "hand:p2")) == 3


def test_6_5_i_every_card_shown_counts_for_card() -> None:
    """Three cards shown: three cards drawn by p1."""
    text = "{J} Each opponent reveals their hand. Draw a card for each card revealed this way."
    state, _ = _resolved(_board(text))
    assert len(names(state, "hand:p1")) == 1 + 3
    assert len(names(state, "hand:p2")) == 3


def test_6_5_f_a_target_character_in_the_counted_step_is_mine_to_choose() -> None:
    """The counted step is the effect's controller's (6.5.f): p1 targets its Ally (the first
    option), which gains a boost per Character p2 showed — two."""
    text = (
        "{J} Target opponent reveals their hand."
        " Target Character gains 1 boost for each Character revealed this way."
    )
    state, entries = _resolved(_board(text))
    boosts = {n: state.objects[find(state, n)].boosts for n in ("Ally", "Foe", "Unique")}
    assert boosts == {"Ally": 2, "Foe": 0, "Unique": 0}
    assert any(e.text == "p1 targets Ally" for e in entries)  # not p2 (6.5.b)
    assert {"6.5.b", "6.5.i"} <= set(rules_of(entries))
