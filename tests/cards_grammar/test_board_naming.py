"""Reveal and naming (issue 30) played on boards: "Name a card type. Reveal the top card of your
deck. If it's the named type, draw it." — the controller names a type (a decision made immediately
before the steps, 6.1.g; the judge enters it), then the steps are done with what was named: the
revealed card (1.2.7.d) is drawn only if it is of that type (6.5.d, 7.3.9.a)."""

from __future__ import annotations

from engine import CardType, DecisionKind, GameBuilder, find
from engine.state.decisions import Decision

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _labelled, _resolved

_DRAW_IT = (
    "{J} Name a card type. Reveal the top card of your deck. If it's the named type, draw it."
    " Otherwise, I gain 1 boost."
)


def _board(text: str) -> GameBuilder:
    """Unique to play by p1; p1's top card is "Bolt", a Spell."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_deck("p1", "Bolt", type=CardType.SPELL, hand_cost=1, reserve_cost=1)
    return b.mana("p1", 6).deck_of("p1", 5).deck_of("p2", 6)


def test_6_1_g_the_named_spell_is_drawn() -> None:
    state, entries = _resolved(_board(_DRAW_IT), _labelled("Spell"))
    assert names(state, "hand:p1") == ["Bolt"]
    assert any(
        e.text.endswith("p1 names Spell: the steps after it are done with what was named")
        for e in entries
    )
    assert {"6.1.g", "1.2.7.d", "6.5.d"} <= rules_of(entries)
    assert "6.5.g" not in rules_of(entries)  # a value named, not modes of a modal effect


def test_6_5_e_another_type_named_the_card_stays_and_i_gain_a_boost() -> None:
    state, _ = _resolved(_board(_DRAW_IT), _labelled("Character"))
    assert names(state, "hand:p1") == []
    assert names(state, "deck:p1")[0] == "Bolt"  # revealed, it stays where it was (1.2.7.d)
    assert state.objects[find(state, "Unique")].boosts == 1


def test_6_1_g_every_type_of_2_2_1_a_is_offered_by_name() -> None:
    seen: list[Decision] = []

    def pick(d: Decision) -> list[str]:
        seen.append(d)
        return [d.options[0].id]

    _resolved(_board(_DRAW_IT), pick)
    (asked,) = [d for d in seen if d.kind == DecisionKind.CHOOSE_MODE]
    assert asked.prompt.startswith("name a card type for")
    assert [o.label for o in asked.options] == [
        "Character",
        "Emblem",
        "Hero",
        "Mana Orb",
        "Permanent",
        "Region",
        "Spell",
    ]


def test_6_1_g_not_the_named_type_after_their_reveal() -> None:
    """Naming, then another player's reveal (gt's other construction): p2's top card is a
    Character; "Spell" named, so it is not the named type and p1 draws."""
    text = (
        "{J} Name a card type. Target opponent reveals the top card of their deck."
        " If it's not the named type, draw a card."
    )
    state, _ = _resolved(_board(text), _labelled("Spell"))
    assert names(state, "hand:p1") == ["Bolt"]
    state, _ = _resolved(_board(text), _labelled("Character"))
    assert names(state, "hand:p1") == []
