"""Counters on other objects in the amount slot (issue 30): "per / for each [name] counter on
[group]" sums the counters of that name on each object of the group as the step happens
(2.5.c, 6.5.i; boosts are counters, 2.5.1.a), read by the grammar alone and played on a
board; a group no counter can be on (cards in Reserve) is refused, not counted as 0."""

from __future__ import annotations

import pytest

from engine import BOOST, GameBuilder
from engine.state import zones as z
from engine.state.enums import ZoneKind

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _board(text: str) -> GameBuilder:
    """p1 plays "Unique" (``text``) beside Ally (2 Ember counters, 1 boost) and Lamp (1 Ember
    counter); p2's Foe has 5 Ember counters."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY, counters={"Ember": 2, BOOST: 1})
    b = b.in_expedition("p1", "companion", "Lamp", **ALLY, counters={"Ember": 1})
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, counters={"Ember": 5})
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def _drawn(text: str) -> int:
    state, _ = play(_board(text), "Unique")
    return len(names(state, z.personal(ZoneKind.HAND, "p1")))


def test_2_5_c_a_card_per_ember_counter_on_characters_you_control() -> None:
    """2 on Ally + 1 on Lamp (the Foe's 5 are not on Characters p1 controls): 3 cards."""
    assert _drawn("{J} Draw a card for each Ember counter on Characters you control.") == 3


def test_2_5_c_the_group_narrows_what_is_summed() -> None:
    """The Foe's 5 Ember counters only (an opponent's Characters)."""
    assert _drawn("{J} Draw a card per Ember counter on Characters an opponent controls.") == 5


def test_2_5_1_a_boosts_on_a_group_are_counted_as_counters() -> None:
    """Ally's one boost."""
    assert _drawn("{J} Draw a card for each boost on Characters you control.") == 1


def test_counters_on_cards_in_reserve_are_not_counted() -> None:
    """Cards in Reserve carry no counters (they are out of play): refused, not read as 0."""
    with pytest.raises(AssertionError, match="not supported"):
        grammar_fields("{J} Draw a card for each Ember counter on cards in your Reserve.")


def test_6_5_i_x_is_the_number_of_counters_on_a_group() -> None:
    """ "where X is the number of Ember counters on Characters you control": 2 + 1."""
    text = "{J} Draw X cards, where X is the number of Ember counters on Characters you control."
    assert _drawn(text) == 3


def test_7_3_38_a_spend_a_named_counter_from_a_card_you_control() -> None:
    """One Ember counter spent from one of p1's cards (3 → 2 in all), then a card drawn; the
    Foe's 5 are not p1's to spend."""
    b = _board("{J} You may spend 1 Ember counter from a card you control to draw a card.")
    state, entries = play(b, "Unique")
    state = answer_picking(state, entries, ("Foe", "Yes", "yes"))[0]
    embers = {state.name(o): state.objects[o].counters.get("Ember", 0) for o in state.objects}
    assert embers["Ally"] + embers["Lamp"] == 2
    assert embers["Foe"] == 5
    assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == 1


@pytest.mark.parametrize(("bound", "drawn"), [("3 or more", 1), ("at least four", 0)])
def test_6_5_d_you_have_n_or_more_counters_on_cards_you_control(bound: str, drawn: int) -> None:
    """p1 has 3 Ember counters on its cards (2 + 1; the Foe's are not on cards p1 controls)."""
    text = f"{{J}} If you have {bound} Ember counters on cards you control, draw a card."
    assert _drawn(text) == drawn
