"""gram97 (issue 30): a "can't" for a time said of a group, "it" or a target — the siblings of
:mod:`.sentences_timed_group_cant` read to what they mean (or refused, never read as
something else), and "Characters target opponent controls can't be sacrificed this Day"
played on a board: the Emblem-Ongoing's "can't" binds the Characters that player controls as
it is created (1.4.1.a, 2.2.2.m), not the caster's."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine import GameBuilder, find
from engine.pipeline.objects_cant import cant_be
from engine.state.actions import ActionKind
from engine.state.steps import AtomicAction

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields
from .sentences_timed_group_cant import SIBLINGS

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from durations_delays_siblings import judge, written

WARD = "Characters target opponent controls can't be sacrificed this Day."


def test_the_siblings_cross_every_slot() -> None:
    assert len(SIBLINGS) >= 40
    assert sum(m is None for m in SIBLINGS.values()) >= 4  # refusals are judged too


@pytest.mark.parametrize("sentence", sorted(SIBLINGS))
def test_a_sibling_means_what_it_says(sentence: str) -> None:
    assert judge(sentence, SIBLINGS[sentence]) == "right", written(sentence)


def test_1_4_1_a_the_targeted_opponents_characters_cant_be_sacrificed_this_turn() -> None:
    spell = grammar_fields(WARD, "Ward", unique=False, type="Spell", hand_cost=1)
    b = GameBuilder().in_hand("p1", "Ward", **spell).mana("p1", 2).deck_of("p1", 4)
    b = b.in_expedition("p1", "hero", "Ally").in_expedition("p2", "hero", "Foe").deck_of("p2", 4)
    state, entries = play(b, "Ward", dest="spell")
    state, _ = answer_picking(state, entries, ("p2",))
    foe, ally = find(state, "Foe"), find(state, "Ally")
    assert cant_be(state, AtomicAction(ActionKind.SACRIFICE, object_id=foe))
    assert not cant_be(state, AtomicAction(ActionKind.SACRIFICE, object_id=ally))


def test_2_2_15_a_a_this_turn_cant_ends_with_the_turn_the_spell_was_played_in() -> None:
    """Playing the Spell ends p1's turn (4.2.3.e): its "this turn" Emblem-Ongoing is over
    then (2.2.15.c), and the Characters may be sacrificed again on p2's turn."""
    text = WARD.replace("this Day", "this turn")
    spell = grammar_fields(text, "Ward", unique=False, type="Spell", hand_cost=1)
    b = GameBuilder().in_hand("p1", "Ward", **spell).mana("p1", 2).deck_of("p1", 4)
    b = b.in_expedition("p2", "hero", "Foe").deck_of("p2", 4)
    state, entries = play(b, "Ward", dest="spell")
    state, _ = answer_picking(state, entries, ("p2",))
    assert state.turn_player == "p2"
    assert not cant_be(state, AtomicAction(ActionKind.SACRIFICE, object_id=find(state, "Foe")))
