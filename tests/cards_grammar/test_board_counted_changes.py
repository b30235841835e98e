"""The "counting" block played on boards (issue 30): a statistic change for a time counted
once as its step happens (6.5.i; the Emblem-Ongoing keeps it, 2.2.15.a), a passive's change by
its icons counted as the statistics are looked at (2.3.1.a, 2.2.11.c), "for each [noun]
sacrificed this way" counting what the step before acted on, and "twice that many" — each
with the rule that decides what is counted cited where it is counted (7.5.5.a-b control,
3.1.3.e a Hand's cards, 2.2.1.h a zone named)."""

from __future__ import annotations

from engine import find
from engine.reading.characteristic_values import statistics
from engine.state.decisions import Decision
from engine.state.enums import Terrain

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .sentences_counted_changes import (
    BOARD_SENTENCES_G3,
    SACRIFICE_COUNTS_ITS_NOUN,
    TIMED_GAINS_PER,
)
from .test_board_acted_costs import _board as _two_allies
from .test_board_numbers_and_distribution import _board, _labelled, _resolved


def _ally_first(d: Decision) -> list[str]:
    """The target "Ally"; anything else its first options."""
    found = [o.id for o in d.options if o.label.startswith("Ally")]
    return found[:1] or list(d.option_ids()[: max(1, d.min_choices)])


def test_6_5_i_a_timed_change_is_the_change_times_the_count_7_5_5_a() -> None:
    """Unique, Big and Ally: three Characters p1 controls — +2 {O} three times."""
    assert TIMED_GAINS_PER in BOARD_SENTENCES_G3
    state, entries = _resolved(_two_allies(TIMED_GAINS_PER), _ally_first)
    assert statistics(state, find(state, "Ally"))[Terrain.WATER] == 1 + 6
    assert statistics(state, find(state, "Big"))[Terrain.WATER] == 1  # not its target
    assert {"7.5.5.a", "2.2.15.a"} <= set(rules_of(entries))


def test_3_1_3_e_a_count_of_the_cards_in_your_hand_counts_them_hidden() -> None:
    """Spare is the one card in p1's Hand once Unique is played: +1 {V} once."""
    text = "{J} Target Character gets +1 {V} this Day for each card in your hand."
    state, entries = _resolved(_board(text), _ally_first)
    assert statistics(state, find(state, "Ally"))[Terrain.FOREST] == 1 + 1
    assert "3.1.3.e" in rules_of(entries)


def test_6_5_i_a_count_of_none_gives_no_change() -> None:
    """No Landmark: the step is done no time, no Emblem-Ongoing made (6.5.i)."""
    text = "{J} Target Character gets +3 {M} this Day for each Landmark you control."
    state, entries = _resolved(_board(text), _ally_first)
    assert statistics(state, find(state, "Ally"))[Terrain.MOUNTAIN] == 1
    assert "2.2.15.a" not in rules_of(entries)


def test_2_2_1_h_a_count_of_a_reserve_counts_the_cards_in_it() -> None:
    """Kept and Kept2 in p1's Reserve: +1 {V} and +1 {O} twice over."""
    text = "{J} Target Character gets +1 {V} and +1 {O} this Day for each card in your Reserve."
    state, entries = _resolved(_board(text), _ally_first)
    stats = statistics(state, find(state, "Ally"))
    assert (stats[Terrain.FOREST], stats[Terrain.MOUNTAIN], stats[Terrain.WATER]) == (3, 1, 3)
    assert "2.2.1.h" in rules_of(entries)


def test_2_3_1_a_a_passive_change_by_icons_counts_as_it_is_looked_at() -> None:
    """Unique, Big and Ally: Unique has +1 {O} three times while they are there."""
    text = "I get +1 {O} for each Character you control."
    state, _ = _resolved(_two_allies(text), _ally_first)
    assert statistics(state, find(state, "Unique"))[Terrain.WATER] == 1 + 3


def test_6_5_i_for_each_character_sacrificed_this_way_counts_them() -> None:
    assert SACRIFICE_COUNTS_ITS_NOUN in BOARD_SENTENCES_G3
    state, entries = _resolved(_two_allies(SACRIFICE_COUNTS_ITS_NOUN), _labelled("Big", "Ally"))
    assert {"Big", "Ally"} <= set(names(state, "discard:p1"))
    assert len(names(state, "hand:p1")) == 2
    assert "6.5.i" in rules_of(entries)


def test_6_5_i_twice_that_many_draws_two_per_card_discarded() -> None:
    text = "{J} Discard any number of cards from your Reserve. Draw twice that many cards."
    state, entries = _resolved(_board(text), _labelled("Kept"))
    assert sorted(names(state, "discard:p1")) == ["Kept", "Kept2"]
    assert len(names(state, "hand:p1")) == 1 + 4  # "Spare" and two per card discarded
    assert "6.5.i" in rules_of(entries)
