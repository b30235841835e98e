"""The block "amounts and references: the cost of the object the step before acted on"
(issue 30), read by the grammar alone and played on boards: "If you do, target Character
gains boosts equal to the sacrificed Character's Hand Cost" gives as many boosts as the
printed cost of the card sacrificed (2.2.7.a, 6.5.f), a token's 0 (2.2.7.c); the same words
after a cost or a choice of several objects are not read."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.state.decisions import Decision
from scenarios.cards.grammar.reader import NotRead, read_ability

from ..engine.helpers import rules_of
from .grammar_cards import grammar_fields
from .sentences_acted_costs import SACRIFICE_IF_YOU_DO_BOOSTS, SACRIFICE_WHERE_X
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved


def _board(text: str) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Big", **{**ALLY, "hand_cost": 4, "reserve_cost": 3})
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def _pick(sacrificed: str, target: str):  # type: ignore[no-untyped-def]
    def pick(d: Decision) -> list[str]:
        labels = [o.label for o in d.options]
        wanted = (
            sacrificed
            if any("Big" in label for label in labels) and "Foe" not in str(labels)
            else target
        )
        found = [o.id for o in d.options if wanted in o.label]
        return found[:1] or list(d.option_ids()[:1])

    return pick


@pytest.mark.parametrize(
    ("text", "boosts"), [(SACRIFICE_IF_YOU_DO_BOOSTS, 4), (SACRIFICE_WHERE_X, 3)]
)
def test_2_2_7_a_boosts_equal_to_the_sacrificed_characters_cost(text: str, boosts: int) -> None:
    state, entries = _resolved(_board(text), _pick("Big", "Ally"))
    assert find(state, "Big") not in [
        o for o in state.objects if state.objects[o].zone.startswith("exp")
    ]
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
