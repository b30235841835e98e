"""A trigger's condition on standing: a Reaction's trigger condition on ahead / behind / tied ("At
Dusk, if my Expedition is behind, I gain 1 boost.", 6.3.b) is decided as a step's condition is: its
line says where the Expedition stands against the one facing it and cites the case (7.5.2.b behind,
7.5.2.c tied, 7.5.2.a ahead) — both when the Reaction activates and when it does not."""

from __future__ import annotations

import pytest

from engine import GameBuilder
from engine.state.enums import Phase

from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields

LAST = 7
DUSK_BEHIND = "At Dusk, if my Expedition is behind, I gain 1 boost."
DUSK_AHEAD = "At Dusk, if my Expedition is ahead, I gain 1 boost."


@pytest.mark.parametrize(
    ("text", "p1_hero", "p2_hero", "boosts", "rule", "case"),
    [
        (DUSK_BEHIND, 0, 1, 1, "7.5.2.b", "is behind: 0 regions"),
        (DUSK_BEHIND, 1, 1, 0, "7.5.2.c", "is tied: 1 region"),
        (DUSK_BEHIND, 2, 1, 0, "7.5.2.a", "is ahead: 2 regions"),
        (DUSK_AHEAD, 2, 1, 1, "7.5.2.a", "is ahead: 2 regions"),
        (DUSK_AHEAD, 0, 1, 0, "7.5.2.b", "is behind: 0 regions"),
    ],
)
def test_7_5_2_a_trigger_condition_cites_where_the_expedition_stands(
    text: str, p1_hero: int, p2_hero: int, boosts: int, rule: str, case: str
) -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Flyer", **grammar_fields(text))
    b = b.position("p1:hero", p1_hero).position("p2:hero", p2_hero)
    b = b.position("p1:companion", LAST).position("p2:companion", LAST)
    b = b.deck_of("p1", 4).deck_of("p2", 4).at_phase(Phase.DUSK)
    _, entries = until_decision(b.build())
    activated = [e for e in entries if e.text.startswith("Reaction-activating step: Flyer")]
    missed = [e for e in entries if "Flyer does not activate" in e.text]
    assert (len(activated), len(missed)) == ((1, 0) if boosts else (0, 1))
    gained = [e for e in entries if "Flyer" in e.text and "gains 1 boost" in e.text]
    assert len(gained) == boosts, [e.text for e in entries]
    assert rule in rules_of(entries)
    (line,) = activated or missed
    assert "p1's hero Expedition " + case in line.text
    assert rule in line.rules
