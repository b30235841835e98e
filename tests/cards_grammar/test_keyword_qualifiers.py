"""A set's own keyword ability as a qualifier (issue 30, session 41; sentences in
:mod:`.sentences_keyword_qualifiers`): "each Character you control with [Tether]",
"target Character without [Tether]" — the objects that have the keyword, printed with its
reminder or given (2.2.12.c, 2.3.1.a). Read (a reader test per rule), written back and read
again, and played on boards: a step's group, a count, a condition, a passive's group, a
keyword given for a time, and a keyword kept by a card out of play."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engine import CardType, GameBuilder, find
from engine.state.enums import PermanentZone
from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed
from scenarios.cards.printed.text import clean

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields
from .probe import probe_card
from .sentences_keyword_qualifiers import CONDITIONS, EXECUTABLE, READ, REFUSED, SET_KEYWORDS


def _meaning(text: str) -> dict[str, Any]:
    with using_keywords(SET_KEYWORDS):
        ability, why = grammar_ability(clean(text), support=False)
    assert ability is not None, why.reason if why else text
    return {k: v for k, v in ability.items() if k != "text"}


def _filters(o: Any) -> Iterator[dict[str, Any]]:
    if isinstance(o, dict):
        for key, value in o.items():
            if key in ("filter", "trigger_filter") and isinstance(value, dict):
                yield value
            yield from _filters(value)
    elif isinstance(o, list):
        for value in o:
            yield from _filters(value)


@pytest.mark.parametrize("text", list(READ))
def test_2_2_12_c_a_set_keyword_qualifies_an_object(text: str) -> None:
    said = [f for f in _filters(_meaning(text)) if set(READ[text]) & set(f)]
    assert said and all(f[k] == v for f in said for k, v in READ[text].items())


@pytest.mark.parametrize("text", [*READ, *EXECUTABLE, *CONDITIONS])
def test_the_reading_runs(text: str) -> None:
    with using_keywords(SET_KEYWORDS):
        reading = read_printed(probe_card(text), patterns=False)
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize("text", [*READ, *EXECUTABLE, *CONDITIONS])
def test_the_writer_writes_the_qualifier_back(text: str) -> None:
    read = _meaning(text)
    with using_keywords(SET_KEYWORDS):
        written = write_ability(read)
    assert _meaning(written) == read, written


@pytest.mark.parametrize("text", list(REFUSED))
def test_a_near_miss_is_refused_by_name(text: str) -> None:
    with using_keywords(SET_KEYWORDS):
        reading = read_printed(probe_card(text), patterns=False)
    assert not reading.executable
    assert any(REFUSED[text] in (a.reason or "") for a in reading.abilities)


# ------------------------------------------------------------------ boards
def _fields(text: str, name: str, type: str = "Spell") -> dict[str, Any]:
    with using_keywords(SET_KEYWORDS):
        found = grammar_fields(text, name, unique=False, type=type)
    kind = {"Spell": CardType.SPELL, "Permanent": CardType.PERMANENT}.get(type)
    return {**found, "type": kind} if kind else found


def _board(
    spell: str, landmark: str = "", in_reserve: bool = False, bound_text: str = "[Tether]."
) -> GameBuilder:
    """p1: a Spell printing ``spell`` in Hand; "Bound" (printing ``bound_text``, [Tether]
    unless told) and "Loose" (no keyword) in the Hero Expedition — or "Bound" in Reserve; a
    Landmark printing ``landmark``; decks of 4."""
    b = GameBuilder().in_hand("p1", "Order", **_fields(spell, "Order"))
    bound = _fields(bound_text, "Bound", type="Character")
    stats = {"forest": 1, "mountain": 1, "water": 1}
    if in_reserve:
        b = b.in_reserve("p1", "Bound", **{**stats, **bound})
    else:
        b = b.in_expedition("p1", "hero", "Bound", **{**stats, **bound})
    b = b.in_expedition("p1", "hero", "Loose", **stats)
    if landmark:
        fields = _fields(landmark, "Beacon", type="Permanent")
        b = b.in_landmarks("p1", "Beacon", **{**fields, "permanent_zone": PermanentZone.LANDMARK})
    return b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)


def _run(spell: str, landmark: str = "", in_reserve: bool = False) -> Any:
    state, _ = play(_board(spell, landmark, in_reserve), "Order", "spell")
    state, _ = answer_picking(state, (), ("Bound",))
    return state


def _boosts(state: Any, name: str) -> int:
    return int(state.objects[find(state, name)].boosts)


def test_2_2_12_c_each_character_with_the_set_keyword_gains_a_boost() -> None:
    state = _run("Each Character you control with [Tether] gains 1 boost.")
    assert (_boosts(state, "Bound"), _boosts(state, "Loose")) == (1, 0)


@pytest.mark.parametrize(
    "text",
    [
        "Each [Tether] Character you control gains 1 boost.",
        "[Tether] Characters you control gain 1 boost.",
    ],
)
def test_7_4_the_set_keyword_as_an_adjective_is_the_description_with_it(text: str) -> None:
    """ "each [Tether] Character" as "each Gigantic Character" (7.4, 2.2.12.c)."""
    state = _run(text)
    assert (_boosts(state, "Bound"), _boosts(state, "Loose")) == (1, 0)


def test_2_2_12_c_each_character_without_the_set_keyword_gains_a_boost() -> None:
    state = _run("Each Character you control without [Tether] gains 1 boost.")
    assert (_boosts(state, "Bound"), _boosts(state, "Loose")) == (0, 1)


def test_6_5_i_a_count_of_characters_with_the_set_keyword() -> None:
    state = _run("Draw a card for each Character you control with [Tether].")
    assert len(state.zone("hand:p1")) == 1  # Bound only: one card drawn


@pytest.mark.parametrize(("in_reserve", "drawn"), [(False, 1), (True, 0)])
def test_6_5_d_a_condition_on_controlling_one_with_the_set_keyword(
    in_reserve: bool, drawn: int
) -> None:
    state = _run("If you control a Character with [Tether], draw a card.", in_reserve=in_reserve)
    assert len(state.zone("hand:p1")) == drawn


def test_2_3_1_a_a_set_keyword_given_by_a_passive_is_had() -> None:
    # the Landmark gives [Tether] to every Character p1 controls: Loose has it too
    state = _run(
        "Each Character you control with [Tether] gains 1 boost.",
        landmark="Characters you control have [Stonewall].",
    )
    assert (_boosts(state, "Bound"), _boosts(state, "Loose")) == (1, 0)
    state = _run(
        "Each Character you control with [Stonewall] gains 1 boost.",
        landmark="Characters you control have [Stonewall].",
    )
    assert (_boosts(state, "Bound"), _boosts(state, "Loose")) == (1, 1)


def test_2_2_12_b_a_card_in_reserve_has_its_printed_set_keyword() -> None:
    # "a Character card in your Reserve with [Tether]": printed abilities are among a card's
    # characteristics out of play (2.2.12.b, 1.2.4.d)
    from engine.reading.set_keywords_had import has_set_keyword

    state, _ = play(_board("Draw a card.", in_reserve=True), "Order", "spell")
    assert has_set_keyword(state, find(state, "Bound"), "Tether")
    assert not has_set_keyword(state, find(state, "Loose"), "Tether")


def test_2_3_1_a_a_passives_group_with_the_set_keyword() -> None:
    from engine.reading.passives import statistics
    from engine.state.enums import Terrain

    state, _ = play(
        _board("Draw a card.", landmark="Characters you control with [Tether] have +1 forest."),
        "Order",
        "spell",
    )
    forest = {n: statistics(state, find(state, n))[Terrain.FOREST] for n in ("Bound", "Loose")}
    assert forest == {"Bound": 2, "Loose": 1}


@pytest.mark.parametrize(
    ("printed", "drawn"),
    [
        ("[Tether].  {H} If I have [Tether], draw a card.", 1),
        ("{H} If I have [Tether], draw a card.", 0),
        ("[Tether].  {H} If I don't have [Tether], draw a card.", 0),
        ("{H} If I don't have [Tether], draw a card.", 1),
    ],
)
def test_6_5_d_if_i_have_the_set_keyword(printed: str, drawn: int) -> None:
    b = GameBuilder().in_hand("p1", "Holder", **_fields(printed, "Holder", type="Character"))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Holder")
    state, _ = answer_picking(state, (), ())
    assert len(state.zone("hand:p1")) == drawn
