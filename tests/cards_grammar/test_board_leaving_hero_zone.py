"""The trigger "When a card leaves your Hero zone" (section "triggers, permissions and
control"), read by the grammar alone and played on a board: a card of the controller's Hero
zone (3.2.6) moving to another zone activates it, once per card (6.3.g); a card leaving
another player's Hero zone does not."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import BOOST, ZoneKind
from engine.state.steps import Step

from .grammar_cards import after_judge_step, grammar_fields

WHEN_A_CARD_LEAVES_YOUR_HERO_ZONE = "When a card leaves your Hero zone \u2014 I gain 1 boost."


@pytest.mark.parametrize(("hero_of", "boosts"), [("p1", 1), ("p2", 0)], ids=["mine", "theirs"])
def test_3_2_6_when_a_card_leaves_your_hero_zone(hero_of: str, boosts: int) -> None:
    fields = grammar_fields(WHEN_A_CARD_LEAVES_YOUR_HERO_ZONE, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    # a card other than a Hero (a Hero stays in its Hero zone, 3.2.6.b), put there as some
    # later sets' cards do
    state = b.add(hero_of, z.personal(ZoneKind.HERO, hero_of), "Relic").build()
    discard = Step(ActionKind.DISCARD, objects=(find(state, "Relic"),))
    state, cited = after_judge_step(state, discard)
    assert not state.zone(f"hero:{hero_of}")  # the card left the Hero zone
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == boosts
    assert ("6.3.g" in cited) is bool(boosts)
