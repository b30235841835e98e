"""A card played into a place its type cannot go is refused with the rule of its type:
a Character 5.2.1.a, an Expedition Permanent 5.2.2.a, a Landmark Permanent 5.2.3.a (it
enters the Landmarks), a Spell 5.2.4.b (it does not enter play)."""

from __future__ import annotations

import pytest

from engine import CardType, GameBuilder, IllegalAction, find, play_card
from engine.state.enums import PermanentZone

from .helpers import until_decision


@pytest.mark.parametrize(
    ("card", "dest", "rule"),
    [
        ({"type": CardType.CHARACTER}, "landmark", "5.2.1.a"),
        (
            {"type": CardType.PERMANENT, "permanent_zone": PermanentZone.EXPEDITION},
            "landmark",
            "5.2.2.a",
        ),
        (
            {"type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK},
            "hero",
            "5.2.3.a",
        ),
        ({"type": CardType.SPELL}, "hero", "5.2.4.b"),
    ],
)
def test_a_card_played_into_the_wrong_place_is_refused_with_its_types_rule(
    card: dict[str, object], dest: str, rule: str
) -> None:
    b = GameBuilder().in_hand("p1", "Misplaced", hand_cost=1, **card).mana("p1", 1)
    state, _ = until_decision(b.at_afternoon().build())
    with pytest.raises(IllegalAction) as refused:
        play_card(state, "p1", find(state, "Misplaced"), dest)
    assert refused.value.rule == rule
