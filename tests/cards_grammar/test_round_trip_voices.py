"""The writer in every voice, the reader reading each (gram38, issue 30): a random reading,
a random realisation choice per construct (:mod:`scenarios.cards.grammar.writer.voices`),
written and read back — the same reading. A voice the reader does not read, or reads to
another meaning, fails here with the text it printed."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.count_words import one_wording
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.voiced import house_voice
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.grammar.writer.voices import DIMENSIONS, Voice, realise
from scenarios.cards.printed import PrintedCard, read_printed
from scenarios.cards.typed import compile_model
from tests.cards_grammar.test_round_trip import abilities


def _one_wording(value: Any) -> Any:
    """A reading with a condition's count in one wording (``count_words``): "two or more"
    and "2 or more" are one condition (6.5.i); a move's verb "put", "return" or "send" is one
    verb (synonyms rules-wise, 7.3.37.b: the voice ``move`` prints another of them)."""
    if isinstance(value, dict):
        return {
            k: "move" if k == "action" and v in ("put", "return", "send") else _one_wording(v)
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [_one_wording(v) for v in value]
    if isinstance(value, str):
        return one_wording(value)
    return value


@st.composite
def voices(draw: st.DrawFn) -> Voice:
    return Voice(**{name: draw(st.sampled_from(choices)) for name, choices in DIMENSIONS.items()})


@settings(max_examples=300, deadline=None)
@given(abilities(), voices(), st.booleans())
def test_a_reading_written_in_any_voice_reads_back_the_same(
    ability: dict[str, Any], voice: Voice, unique: bool
) -> None:
    text = realise(write_ability(ability, unique=unique), voice)
    assert _one_wording(read_ability(text)) == _one_wording(ability), text


VOICES = [
    # (house, another voice of it): each construct of voices.py, read as its house voice
    ("{J} Sacrifice two Characters.", "{J} Sacrifice 2 Characters."),
    (
        "{J} Up to one target Character gains 1 boost.",
        "{J} Up to 1 target Character gains 1 boost.",
    ),
    (
        "When you create one or more tokens — Draw a card.",
        "When you create 1 or more tokens — Draw a card.",
    ),
    (
        "{J} Exhaust target Character with {V} 3 or more.",
        "{J} Exhaust target Character with {V} three or more.",
    ),
    ("{H} Each player draws a card.", "{H} All players draw a card."),
    ("{H} Each opponent sacrifices a Character.", "{H} Your opponents each sacrifice a Character."),
    (
        "{J} I gain 1 boost per card in each player's Reserve.",
        "{J} I gain 1 boost per card in every player's Reserve.",
    ),
    (
        "{J} Exhaust target Character. If you do, its controller draws a card.",
        "{J} Exhaust target Character. If you do, the player who controls it draws a card.",
    ),
    (
        "At Noon — Create an [Ordis Recruit 1/1/1] Soldier token in your Hero Expedition.",
        "At Noon — Create an [Ordis Recruit 1/1/1] Soldier token in the Expedition of your Hero.",
    ),
    (
        "At Noon — Create an [Ordis Recruit 1/1/1] Soldier token in your Companion Expedition.",
        "At Noon — Create an [Ordis Recruit 1/1/1] Soldier token in your Companion's Expedition.",
    ),
    ("{J} Exhaust target Character.", "{J} Target Character is exhausted."),
    ("{J} Sacrifice me.", "{J} I am sacrificed."),
    (
        "The first card you play from reserve each day costs {2} less.",
        "The first card you play from reserve every day costs {2} less.",
    ),
    ("{J} Roll a die. On a 4+, draw a card.", "{J} Roll a die. On a 4 or more, draw a card."),
    ("{J} Roll a die. On a 4+, draw a card.", "{J} Roll a die. On 4+, draw a card."),
    (
        "{H} Roll a die. On a:  • 4+, I gain 1 boost.  • 1-3, I gain [[Fleeting]].",
        "{H} Roll a die. On a:  • 4 or higher, I gain 1 boost.  • 1 to 3, I gain [[Fleeting]].",
    ),
    (
        "{J} You may draw a card. If you do, I gain 1 boost.",
        "{J} You may draw a card. If so, I gain 1 boost.",
    ),
    ("{J} Draw a card. I gain 1 boost.", "{J} Draw a card; I gain 1 boost."),
    ("{J} Draw a card, then I gain 1 boost.", "{J} Draw a card; then I gain 1 boost."),
    ("{J} Sacrifice a Character you control.", "{J} Sacrifice a Character that you control."),
    (
        "{T}, Spend 1 of my Seed counters: Draw a card.",
        "{T}, Remove 1 Seed counter from me: Draw a card.",
    ),
    (
        "When I leave the Expedition zone — Draw a card.",
        "When I leave the Expedition zone, draw a card.",
    ),
    ("At Noon — Draw a card.", "At Noon, draw a card."),
    (
        "{J} Target Character with Hand Cost {3} or less gains 1 boost.",
        "{J} Target Character with Hand Cost 3 or less gains 1 boost.",
    ),
    (
        "{J} Target Character with Hand Cost {3} or less gains 1 boost.",
        "{J} Target Character with a Hand Cost of {3} or less gains 1 boost.",
    ),
    ("{J} Target Character gains 2 boosts.", "{J} Target Character gains 2 boost counters."),
    (
        "{J} Return target Character to its owner's hand.",
        "{J} Return target Character to the hand of its owner.",
    ),
    ("{J} Draw a card.", "[When I enter play] Draw a card."),
    ("{H} I gain 1 boost.", "[When played from Hand] I gain 1 boost."),
    ("{R} I gain 2 boosts.", "[When played from Reserve] I gain 2 boosts."),
    ("At Noon — Draw a card.", "At Noon - Draw a card."),
    (
        "{J} Create a [Brassbug 2/2/2] Robot token in target Expedition.",
        "{J} Create a Brassbug 2/2/2 Robot token in target Expedition.",
    ),
    (
        "{J} You may immediately play a Character for {5} less.",
        "{J} You may immediately play a Character for 5 less.",
    ),
    ("{J} You may pay {1} to draw a card.", "{J} You may pay 1 to draw a card."),
    (
        "Cards your opponents play can't cost less than {2}.",
        "Cards your opponents play can't cost less than 2.",
    ),
]


@pytest.mark.parametrize(("house", "voice"), VOICES)
def test_another_voice_is_read_as_the_house_voice(house: str, voice: str) -> None:
    assert house_voice(voice) == house_voice(house)
    assert read_ability(voice) == read_ability(house)


KEPT = [
    # said as printed: another meaning, or a bound the condition keeps in its own wording
    "{J} If every Character you control has no boosts, draw a card.",  # all of a group
    "{H} If you have 3 or more cards in your Mana zone, draw two cards.",  # count_words
    "{J} Draw a card for every two Characters you control.",  # a rate
    "{J} Return target Character to the hand of the player who controls them.",  # them
    "{J} Target Character is exhausted if you control a Plant.",  # a condition, no step
    "When a Character is exhausted — Draw a card.",  # an event, no step
    # the trigger's condition or the effect's? (6.3) — a comma would not say which
    "When you play a Character, if it's boosted — Draw a card.",
    "{J} Remove 2 Sap counters from me.",  # a step, not a cost: removed, not spent
    # a step whose effect goes on to a colon, not a cost: removed (2.5.g), not spent
    "{R} Remove two Kelon counters from me, then choose one: • Draw a card. • I gain 1 boost.",
    "{J} Roll a die. If the result is 4 or more, draw a card.",  # a condition, kept
    # who sacrifices? Only the controller can (7.3.36.a): not said as "Sacrifice [it]"
    "{J} Target Character is sacrificed.",
    "{J} Draw a card. It is sacrificed.",
]


@pytest.mark.parametrize("text", KEPT)
def test_what_could_mean_otherwise_is_kept_as_printed(text: str) -> None:
    assert house_voice(text) == text


def test_only_the_verbs_joined_after_all_players_are_said_for_each_player() -> None:
    """1.4.7.b: "all players" does the steps joined after it; a step joined before it is
    still the controller's ("return", not "returns")."""
    said = house_voice(
        "{J} You may draw a card and return a Character, then all players discard a card."
    )
    assert said == (
        "{J} You may draw a card and return a Character, then each player discards a card."
    )


TRAILING = [
    # (condition before, the same condition after a step naming no object): "it" names what
    # the trigger named either way (6.3.i)
    (
        "When a Character joins my Expedition — If it's in contact, draw a card.",
        "When a Character joins my Expedition — Draw a card if it's in contact.",
    ),
    (
        "When you play a Character — If its Hand Cost is {3} or more, I gain 1 boost.",
        "When you play a Character — I gain 1 boost if its Hand Cost is {3} or more.",
    ),
    (
        "{H} If an opponent has no cards in their hand, draw a card.",
        "{H} Draw a card if an opponent has no cards in their hand.",
    ),
]


@pytest.mark.parametrize(("before", "after"), TRAILING)
def test_a_condition_after_a_step_naming_nothing_reads_as_before_it(
    before: str, after: str
) -> None:
    assert read_ability(after) == read_ability(before)


def test_a_condition_on_it_after_a_step_that_chooses_is_refused() -> None:
    """ "Target Character gains 1 boost if its Hand Cost is {3} or more": the target's cost,
    or the played Character's (6.3.i, 6.5.f)? Left to the judge."""
    with pytest.raises(NotRead, match="what 'it' names"):
        read_ability(
            "When you play a Character — Target Character gains 1 boost "
            "if its Hand Cost is {3} or more."
        )


def _compiled(text: str) -> object:
    card = PrintedCard(
        name="Voice", type="Character", hand_cost=1, forest=1, mountain=1, water=1, main_text=text
    )
    read = read_printed(card)
    assert read.executable, text
    abilities = compile_model(read.model)[1].fields["abilities"]
    return tuple(replace(a, text="") for a in abilities)  # what the engine runs, not its words


def test_boost_counters_are_boosts_not_counters_named_boost() -> None:
    """7.3.4.a Remark: boosts are counters — "gain 1 boost counter" is a boost, in the
    printed reader's patterns as in the grammar (it was read as a counter named "Boost")."""
    said = "{J} You may pay {1} to have target Character gain 1 boost@ or lose [[Fleeting]]."
    assert _compiled(said.replace("@", " counter")) == _compiled(said.replace("@", ""))


def test_a_die_s_outcomes_in_either_order_are_one_table() -> None:
    """7.3.33.b: the result picks the one range holding it — the order the ranges are
    printed in is no part of what the engine runs."""
    one = "{H} Roll a die. On a:  • 4+, I gain 1 boost.  • 1-3, I gain [[Fleeting]]."
    other = "{H} Roll a die. On a:  • 1-3, I gain [[Fleeting]].  • 4+, I gain 1 boost."
    assert _compiled(one) == _compiled(other)
    lows = [o.low for o in _compiled(one)[0].effect[0].outcomes]  # type: ignore[index]
    assert lows == [1, 4]


def test_a_trigger_closed_by_a_comma_lowers_a_word_that_starts_with_i() -> None:
    """Only the pronoun "I" keeps its capital after the comma (6.3): "At Noon, Immediately
    play …" was written and not read back (a random failure of the round trip above)."""
    comma = replace(Voice(**{n: c[0] for n, c in DIMENSIONS.items()}), trigger="comma")
    said = realise("At Noon \u2014 Immediately play a Character for {1} less.", comma)
    assert said == "At Noon, immediately play a Character for {1} less."
    assert realise("At Noon \u2014 I gain 1 boost.", comma) == "At Noon, I gain 1 boost."
