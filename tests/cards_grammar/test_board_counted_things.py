"""The game's countable things and less-used objects in every slot (issue 30, gram53):
counters as an amount in a statistics passive (2.3.1.a, 2.5.c), read by the grammar alone
and played on a board."""

from __future__ import annotations

import pytest

from engine import BOOST, GameBuilder
from engine.builder import find
from engine.reading.passives import statistics
from engine.state.enums import Terrain
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _stats(state: GameState, name: str) -> tuple[int, int, int]:
    s = statistics(state, find(state, name))
    return (s[Terrain.FOREST], s[Terrain.MOUNTAIN], s[Terrain.WATER])


def _in_play(text: str, embers: int) -> GameState:
    """p1's "Unique" (``text``, printed 1/1/1) with ``embers`` Ember counters beside Ally (2
    Ember counters, 1 boost); p2's Foe has 5 Ember counters."""
    counters = {"Ember": embers} if embers else None
    b = GameBuilder().in_expedition(
        "p1", "hero", "Unique", counters=counters, **grammar_fields(text)
    )
    b = b.in_expedition("p1", "companion", "Ally", **ALLY, counters={"Ember": 2, BOOST: 1})
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, counters={"Ember": 5})
    return b.build()


def test_2_3_1_a_statistics_for_each_counter_on_me() -> None:
    """ "I have +1/+1/+1 for each Ember counter on me": 1/1/1 printed, +3/+3/+3 for three."""
    text = "I have +1/+1/+1 for each Ember counter on me."
    assert _stats(_in_play(text, 3), "Unique") == (4, 4, 4)
    assert _stats(_in_play(text, 0), "Unique") == (1, 1, 1)


def test_2_5_c_statistics_for_each_counter_on_a_group() -> None:
    """ "+1/+0/+0 for each Ember counter on Characters you control": Unique's 1 and Ally's 2
    (the Foe's 5 are not p1's) — counted as the statistics are looked at (2.2.11.c)."""
    text = "I get +1/+0/+0 for each Ember counter on Characters you control."
    assert _stats(_in_play(text, 1), "Unique") == (4, 1, 1)


def test_2_3_1_b_a_group_gets_statistics_for_each_thing_counted() -> None:
    """ "Characters you control get +0/+1/+0 for each Ember counter on me": the bearer's two
    counters, for each Character p1 controls (2.3.1.b), not the opponent's Foe."""
    text = "Characters you control get +0/+1/+0 for each Ember counter on me."
    state = _in_play(text, 2)
    assert _stats(state, "Ally") == (2, 4, 2)  # printed 1/1/1, 1 boost, +0/+2/+0
    assert _stats(state, "Foe") == (1, 1, 1)


# ----------------------------------------------------------------- the Nth counter (2.5)
_THIRD_EMBER = "When a Character you control gains its third Ember counter — It gains 1 boost."


@pytest.mark.parametrize(
    ("target", "had", "given", "boosted"),
    [
        ("Ally", 2, 1, True),  # 2 -> 3: its third
        ("Ally", 1, 2, True),  # 1 -> 3 in one gain
        ("Ally", 1, 1, False),  # 1 -> 2: its second
        ("Ally", 3, 1, False),  # 3 -> 4: its fourth
        ("Foe", 2, 1, False),  # not a Character p1 controls
    ],
)
def test_2_5_a_character_you_control_gains_its_third_counter(
    target: str, had: int, given: int, boosted: bool
) -> None:
    """ "When a Character you control gains its third Ember counter — It gains 1 boost": the
    gain taking that Character's Ember counters from fewer than 3 to 3 or more (2.5,
    7.3.15.a); "it" is that Character (6.3.i)."""
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(_THIRD_EMBER))
    b = b.in_expedition("p1", "companion", "Ally", **ALLY, counters={"Ember": had})
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, counters={"Ember": had})
    word = "1 Ember counter" if given == 1 else f"{given} Ember counters"
    b = b.in_hand("p1", "Kit", **grammar_fields(f"{{J}} Target Character gains {word}.", "Kit"))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Kit")
    state, _ = answer_picking(state, entries, (target,))
    got = state.objects[find(state, target)].counters
    assert got.get("Ember", 0) == had + given
    assert got.get(BOOST, 0) == (1 if boosted else 0)
