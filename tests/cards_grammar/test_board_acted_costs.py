"""The block "amounts and references: the cost of the object the step before acted on"
(issue 30), read by the grammar alone and played on boards: "If you do, target Character
gains boosts equal to the sacrificed Character's Hand Cost" gives as many boosts as the
printed cost of the card sacrificed (2.2.7.a, 6.5.f), a token's 0 (2.2.7.c); the same words
after a cost or a choice of several objects are not read."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import GameBuilder, find
from engine.state.decisions import Decision
from scenarios.cards.grammar.reader import NotRead, read_ability

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .grammar_cards import grammar_fields
from .sentences_acted_costs import (
    DISCARD_DRAW_PER_THIS_WAY,
    SACRIFICE_IF_YOU_DO_BOOSTS,
    SACRIFICE_WHERE_X,
)
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved


def _board(text: str) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Big", **{**ALLY, "hand_cost": 4, "reserve_cost": 3})
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def _pick(sacrificed: str, target: str) -> Callable[[Decision], list[str]]:
    """The sacrifice (of one's own Characters only) takes ``sacrificed``, the target
    ``target``."""

    def pick(d: Decision) -> list[str]:
        labels = " ".join(o.label for o in d.options)
        wanted = sacrificed if "Foe" not in labels else target
        found = [o.id for o in d.options if wanted in o.label]
        return found[:1] or list(d.option_ids()[:1])

    return pick


@pytest.mark.parametrize(
    ("text", "boosts"), [(SACRIFICE_IF_YOU_DO_BOOSTS, 4), (SACRIFICE_WHERE_X, 3)]
)
def test_2_2_7_a_boosts_equal_to_the_sacrificed_characters_cost(text: str, boosts: int) -> None:
    state, entries = _resolved(_board(text), _pick("Big", "Ally"))
    assert "Big" in names(state, "discard:p1")
    assert state.objects[find(state, "Ally")].boosts == boosts
    assert "2.2.7.a" in rules_of(entries)


@pytest.mark.parametrize(
    "text",
    [
        "{T}, Sacrifice another Character: Target Character gains X boosts, where X is the "
        "sacrificed Character's Hand Cost.",
        "{J} Target Character gains boosts equal to the sacrificed Character's Hand Cost.",
        "{J} Sacrifice any number of Characters. If you do, draw cards equal to the sacrificed "
        "Character's Hand Cost.",
        "{J} Discard a card from your Reserve. If you do, draw cards equal to the sacrificed "
        "Character's Hand Cost.",
    ],
)
def test_the_sacrificed_characters_cost_names_one_object_a_step_before_acted_on(text: str) -> None:
    with pytest.raises(NotRead):
        read_ability(text)


def test_6_5_i_a_card_for_each_card_discarded_this_way() -> None:
    """Two cards discarded from the Reserve: two drawn (one per object the step acted on)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(DISCARD_DRAW_PER_THIS_WAY))
    b = b.in_reserve("p1", "Kept", **ALLY).in_reserve("p1", "Kept2", **ALLY)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)

    def every(d: Decision) -> list[str]:
        return [o.id for o in d.options if "Kept" in o.label] or list(d.option_ids()[:1])

    state, entries = _resolved(b, every)
    assert sorted(names(state, "discard:p1")) == ["Kept", "Kept2"]
    assert len(names(state, "hand:p1")) == 2
    assert "6.5.i" in rules_of(entries)
