""" "Put", "return" and "send" as one action (gram40, issue 30): synonyms rules-wise
(7.3.27.b, 7.3.32.c, 7.3.37.b). Wherever the grammar reads a move with one of the verbs, it
reads it with the others (with the preposition each takes) as the same move — the same
object, zone, owner and place in the zone — and plays it on a board citing the move's rule;
the writer writes the reading back to a text read to the same reading (round trip)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import GameBuilder
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability, read_spell_effect
from scenarios.cards.grammar.synonym_moves import said_with, synonym_texts
from scenarios.cards.grammar.writer.all_rules import write_ability, write_effect

from ..cards_text.helpers import names, play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields

PREPOSITIONS = {"Put": "in", "Return": "to", "Send": "to"}
"""Each verb with the preposition it takes before a zone (7.3.27.a, 7.3.32.a, 7.3.37.a)."""

TARGETS = ("target Character", "target Character you control", "target Permanent")
ZONES = ("its owner's Reserve", "Reserve", "its owner's hand", "its owner's Mana zone")
ME_ZONES = (
    "Reserve",
    "your hand",
    "its owner's Reserve",
    "its owner's hand",
    "its owner's Mana zone",
)
"""(Not "your Reserve" / "your Mana zone": "Return me to your Reserve" is refused by a rule of
its own — 'your [zone]' for a card that may be another's — and a move the grammar reads
whole and refuses is not read again with a synonym: its reason stands.)"""

MY_ZONES = tuple(z for z in ME_ZONES if not z.startswith("its owner's"))


def _move(step: dict[str, Any]) -> dict[str, Any]:
    """A move step, the verb aside (the three are synonyms, 7.3.37.b)."""
    assert step["action"] in ("put", "return", "send"), step
    return {k: v for k, v in step.items() if k != "action"}


def _spell(verb: str, subject: str, zone: str) -> list[dict[str, Any]]:
    return read_spell_effect(f"{verb} {subject} {PREPOSITIONS[verb]} {zone}.")


def _me(verb: str, zone: str) -> dict[str, Any]:
    return read_ability(f"{{J}} {verb} me {PREPOSITIONS[verb]} {zone}.")


@pytest.mark.parametrize("zone", ZONES)
@pytest.mark.parametrize("subject", TARGETS)
def test_7_3_37_b_a_targeted_move_is_one_move_with_any_verb(subject: str, zone: str) -> None:
    moves = [_spell(verb, subject, zone) for verb in PREPOSITIONS]
    assert all(len(m) == 1 for m in moves)
    first = _move(moves[0][0])
    assert first["to"] in ("reserve", "hand", "mana")
    assert all(_move(m[0]) == first for m in moves[1:])


@pytest.mark.parametrize("zone", ME_ZONES)
def test_7_3_37_b_i_am_moved_with_any_verb(zone: str) -> None:
    moves = [_me(verb, zone)["reaction"]["effect"] for verb in PREPOSITIONS]
    assert all(_move(m[0]) == _move(moves[0][0]) for m in moves[1:])
    assert moves[0][0]["subject"] == "self"


@pytest.mark.parametrize(
    "text",
    [
        "Return target Character to the top of its owner's deck.",
        "Put target Character on top of its owner's deck.",
        "Send target Character to the top of its owner's deck.",
    ],
)
def test_7_3_37_b_the_top_of_the_deck_with_any_verb(text: str) -> None:
    (step,) = read_spell_effect(text)
    assert _move(step) == {
        "to": "deck",
        "position": "top",
        "to_owner": True,
        "subject": "target_character",
    }


def test_7_3_37_b_a_move_after_a_step_is_read_with_a_synonym() -> None:
    """'it' after another step: "put it in its owner's Mana zone" read as the grammar reads
    "return it to …", the printed verb kept."""
    ability = read_ability("{J} Draw a card, then return it to its owner's Mana zone.")
    read = read_ability("{J} Draw a card, then put it in its owner's Mana zone.")
    (step,) = read["reaction"]["effect"][0]["then"]
    assert step["action"] == "put"
    assert _move(step) == _move(ability["reaction"]["effect"][0]["then"][0])


@pytest.mark.parametrize(
    "text",
    [
        # a zone of a player other than the owner: not the owner's zone (3.1.2.c), refused
        "Return target Character to your opponent's hand.",
        "Put target Character in its controller's Mana zone.",
        # a zone no verb moves to here
        "Send target Character to its owner's Expedition.",
    ],
)
def test_a_move_no_verb_reads_is_still_refused(text: str) -> None:
    with pytest.raises(NotRead):
        read_spell_effect(text)


def test_synonym_texts_change_the_verb_and_its_preposition_only() -> None:
    said = synonym_texts("Return target Character in your Reserve to hand.")
    assert said[0] == "Put target Character in your Reserve in hand."
    assert "Send target Character in your Reserve to hand." in said
    assert synonym_texts("Draw a card.") == []
    assert (
        said_with("If you put a Character in Reserve this way, put it in your hand.", "send")
        == "If you send a Character to Reserve this way, send it to your hand."
    )
    assert said_with("Each player puts a card from their hand in Reserve.", "return") == (
        "Each player returns a card from their hand to Reserve."
    )


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(tuple(PREPOSITIONS)),
    st.sampled_from(TARGETS),
    st.sampled_from(ZONES),
)
def test_round_trip_a_move_said_with_any_verb(verb: str, subject: str, zone: str) -> None:
    """The writer writes the reading back (a move it does not write with its verb, with a
    synonym, 7.3.37.b); the text written reads to the same move."""
    effect = _spell(verb, subject, zone)
    (back,) = read_spell_effect(write_effect(effect))
    assert _move(back) == _move(effect[0])


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(tuple(PREPOSITIONS)), st.sampled_from(MY_ZONES))
def test_round_trip_i_am_moved_with_any_verb(verb: str, zone: str) -> None:
    """(The writer says "me" to "your" zone; "its owner's" is kept as a field of its own.)"""
    ability = _me(verb, zone)
    (back,) = read_ability(write_ability(dict(ability)))["reaction"]["effect"]
    assert _move(back) == _move(ability["reaction"]["effect"][0])


def _moved(effect: str) -> tuple[list[str], set[str]]:
    """p1 plays a Unique printing ``effect`` targeting p2's Foe: the names in p2's Reserve,
    the rules of the trace's line moving Foe, and all the rules cited."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(effect))
    b = b.in_expedition(
        "p2", "hero", "Foe", hand_cost=1, reserve_cost=1, forest=1, mountain=1, water=1
    )
    state, entries = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    state, entries = answer_picking(state, tuple(entries), ("Foe",))
    moved = [str(e.rules) for e in entries if "Foe" in e.text and "Reserve" in e.text]
    assert "Foe" in names(state, "reserve:p2")
    return moved, set(rules_of(entries))


@pytest.mark.parametrize(
    "printed",
    [
        "{J} Return target Character to Reserve.",
        "{J} Return target Character into Reserve.",
        "{J} Send target Character in Reserve.",
    ],
)
def test_7_3_37_b_a_move_printed_with_another_verb_plays_as_the_house_move(printed: str) -> None:
    """p1's Unique moves p2's Foe to Reserve: the move printed with "return" plays as the
    house's "Put target Character in Reserve" — the same rules on its trace line, Foe in its
    owner's Reserve (3.1.2.c: the move goes to the owner's zone, 1.4.3.a)."""
    house, rules = _moved("{J} Put target Character in Reserve.")
    assert house == ["('3.1.2.c',)"]
    moved, said = _moved(printed)
    # a move printed "return" cites also that where it was does not matter (7.3.32.b)
    returned = "Return" in printed
    assert moved == (["('3.1.2.c', '7.3.32.b')"] if returned else ["('3.1.2.c',)"])
    assert said - {"7.3.32.b"} == rules


def test_7_3_37_b_i_am_returned_to_my_owners_mana_zone_on_a_board() -> None:
    """ "Put me in its owner's Mana zone" (read with "return") plays: the Unique is an
    exhausted Mana Orb of p1 (3.2.9.b: a card put in the Mana zone enters it exhausted)."""
    b = GameBuilder().in_hand(
        "p1", "Unique", **grammar_fields("{J} Put me in its owner's Mana zone.")
    )
    state, entries = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    state, entries = answer_picking(state, tuple(entries), ())
    assert "Unique" in names(state, "mana:p1")
    assert "3.2.9.b" in set(rules_of(entries))
