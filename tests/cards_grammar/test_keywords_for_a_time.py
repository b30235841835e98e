"""gram100 (issue 30): a keyword held for a time said "is / are / I'm [keyword]", the duration
after or first — the siblings of :mod:`.sentences_keywords_for_a_time` read to what they mean
(or refused, never read as something else), and played on boards: the Emblem-Ongoing gives
the keyword to the objects the step acted on (2.3.1.a, 7.4) and ends with its duration
(2.2.15.a, 2.2.15.c)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine import GameBuilder, Keyword, find
from engine.day.dusk import moves_forward
from engine.reading.passives import has_keyword
from engine.state.enums import Terrain

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields
from .sentences_keywords_for_a_time import SIBLINGS

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from durations_delays_siblings import judge, written

HOLD = "Until the end of the Day, Characters you control are [Defender]."


def test_the_siblings_cross_every_slot() -> None:
    assert len(SIBLINGS) >= 60
    assert sum(m is None for m in SIBLINGS.values()) >= 10  # refusals are judged too


@pytest.mark.parametrize("sentence", sorted(SIBLINGS))
def test_a_sibling_means_what_it_says(sentence: str) -> None:
    assert judge(sentence, SIBLINGS[sentence]) == "right", written(sentence)


def _cast(text: str):  # type: ignore[no-untyped-def]
    """p1 plays the Spell printing ``text`` with an Ally (5 in Forest) in its Hero Expedition
    and p2's Foe in theirs; the play ends p1's turn (4.2.3.e)."""
    spell = grammar_fields(text, "Hold", unique=False, type="Spell", hand_cost=1)
    b = GameBuilder().region(0, Terrain.FOREST).region(1, Terrain.FOREST)
    b = b.in_hand("p1", "Hold", **spell).mana("p1", 2).deck_of("p1", 4).deck_of("p2", 4)
    b = b.in_expedition("p1", "hero", "Ally", forest=5).in_expedition("p2", "hero", "Foe")
    state, entries = play(b, "Hold", dest="spell")
    state, _ = answer_picking(state, entries, ())
    return state


def test_7_4_2_b_characters_you_control_are_defender_until_the_end_of_the_day() -> None:
    """The Emblem-Ongoing lasts the Day (2.2.15.a): on p2's turn the Ally is still a
    Defender, so its Expedition does not move forward at Dusk (7.4.2.b); p2's Foe is not."""
    state = _cast(HOLD)
    assert state.turn_player == "p2"
    assert has_keyword(state, find(state, "Ally"), Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Foe"), Keyword.DEFENDER)
    assert not moves_forward(state, "p1:hero")


def test_2_2_15_c_until_the_end_of_the_turn_it_is_over_on_the_next_turn() -> None:
    """Said "until the end of the turn", the keyword is gone once p1's turn has ended."""
    state = _cast(HOLD.replace("Until the end of the Day", "Until the end of the turn"))
    assert state.turn_player == "p2"
    assert not has_keyword(state, find(state, "Ally"), Keyword.DEFENDER)


def test_2_3_1_a_im_gigantic_until_the_end_of_the_day() -> None:
    """ "{J} I'm [Gigantic] until the end of the Day.": the card itself gains Gigantic."""
    me = grammar_fields("{J} I'm [Gigantic] until the end of the Day.", "Giant", unique=False)
    b = GameBuilder().in_hand("p1", "Giant", **me).mana("p1", 3).deck_of("p1", 4)
    state, entries = play(b.deck_of("p2", 4), "Giant", dest="hero")
    state, _ = answer_picking(state, entries, ())
    assert has_keyword(state, find(state, "Giant"), Keyword.GIGANTIC)
