"""A set's own keyword ABILITIES as words of the language (issue 30, gram61), read by the
grammar alone and played on boards.

A keyword ability the pool defines by its reminder text (2.2.12.c: a Reaction or a passive)
is read as its definition wherever a rules keyword (7.4) gives it to an object: a keyword
line, a keyword list ("Defender, [Homeward]."), "I have [Homeward].". Given to a group
(2.3.1.a: no working ability of the engine is a group's granted one yet) or for a time, the
engine does not run it yet: refused, the reason naming the keyword (a description's "with
[Homeward]" and a condition's "If I have [Homeward]" are read since session 41:
test_keyword_qualifiers.py); a reminder that does not read refuses the keyword wherever it stands,
naming the reminder's unread words."""

from __future__ import annotations

import pytest

from engine import CardType, GameBuilder
from engine.state.enums import PermanentZone
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.printed import PrintedCard, read_printed

from ..cards_text.helpers import play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields

HOMEWARD = {
    "homeward": "When I go from the Expedition zone to Reserve \u2014 [Resupply].",
    "stonewall": "I can't be sent to Reserve.",
    "moonlit": "When the moon is full \u2014 I gain 1 boost.",
}
SEND = "Send target Character to Reserve."


def _sent(ally_text: str = "", beacon_text: str = "") -> tuple[int, list[str], set[str]]:
    """p1 plays a Spell sending its Character "Ally" (printing ``ally_text``) to Reserve,
    beside a Landmark "Beacon" printing ``beacon_text``: the cards in p1's Reserve, p1's deck
    left, the rules the trace cites."""
    with using_keywords(HOMEWARD):
        spell = grammar_fields(SEND, "Sender", unique=False, type="Spell")
        ally = grammar_fields(ally_text, "Ally", unique=False) if ally_text else {}
        beacon = (
            grammar_fields(beacon_text, "Beacon", unique=False, type="Permanent")
            if beacon_text
            else {}
        )
    spell = {**spell, "type": CardType.SPELL}
    b = GameBuilder().in_hand("p1", "Sender", **spell)
    b = b.in_expedition("p1", "hero", "Ally", **{"forest": 1, "mountain": 1, "water": 1, **ally})
    if beacon_text:
        beacon = {**beacon, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
        b = b.in_landmarks("p1", "Beacon", **beacon)
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, entries = play(b, "Sender", "spell")
    state, entries = answer_picking(state, tuple(entries), ("Ally",))
    reserve = [state.name(o) for o in state.zone("reserve:p1")]
    return len(state.zone("deck:p1")), reserve, rules_of(entries)


def test_7_4_a_bare_set_keyword_ability_triggers_as_its_reminder_says() -> None:
    deck, reserve, cited = _sent("[Homeward].")
    assert "Ally" in reserve and deck == 3  # Resupply: the deck's top card to Reserve
    # a Reaction triggered (6.3.d, 6.3.f) and played (7.2.1.d), as its reminder written out
    assert {"6.3.d", "6.3.f", "7.2.1.d"} <= cited
    assert _sent(HOMEWARD["homeward"]) == (deck, reserve, cited)


def test_7_4_a_set_keyword_ability_in_a_keyword_list_triggers() -> None:
    assert _sent("Defender, [Homeward].")[:2] == _sent("[Homeward].")[:2]


def test_a_passive_set_keyword_ability_is_a_passive() -> None:
    with using_keywords(HOMEWARD):
        fields = grammar_fields("Gigantic, [Stonewall].", "Ally", unique=False)
    assert {getattr(k, "value", k) for k in fields["keywords"]} == {"Gigantic"}
    assert "go_to_reserve" in str(fields["abilities"])


@pytest.mark.parametrize(
    "text",
    [
        # "with [Homeward]", "If I have [Homeward]" are read since session 41
        # (test_keyword_qualifiers.py)
        "{J} Target Character with [Homeward 1] or more gains 1 boost.",
    ],
)
def test_a_set_keyword_ability_the_engine_does_not_run_there_is_refused_by_name(
    text: str,
) -> None:
    card = PrintedCard("Probe", "Character", hand_cost=1, reserve_cost=1, main_text=text)
    with using_keywords(HOMEWARD):
        reading = read_printed(card, patterns=False)
    assert not reading.executable
    assert "[Homeward]" in " ".join(a.reason for a in reading.abilities)


@pytest.mark.parametrize("text", ["[Moonlit].", "Gigantic, [Moonlit].", "I have [Moonlit]."])
def test_an_unread_reminder_refuses_the_keyword_naming_its_words(text: str) -> None:
    card = PrintedCard("Probe", "Character", hand_cost=1, reserve_cost=1, main_text=text)
    with using_keywords(HOMEWARD):
        reading = read_printed(card)
    said = " ".join(a.reason for a in reading.abilities)
    assert not reading.executable and "[Moonlit]" in said and "the moon is full" in said


def test_a_keyword_defined_nowhere_is_named() -> None:
    card = PrintedCard("Probe", "Character", hand_cost=1, reserve_cost=1, main_text="[Quillon].")
    with using_keywords(HOMEWARD):
        reading = read_printed(card)
    assert not reading.executable and "[Quillon]" in reading.abilities[0].reason


@pytest.mark.parametrize(
    "text",
    ["{J} Target Character gains [Homeward] this turn.", "Characters you control have [Homeward]."],
)
def test_a_set_keyword_reaction_given_is_read_as_the_quoted_reaction(text: str) -> None:
    """g5: a Reaction's definition given to a group or for a time is given as the quoted
    Reaction would be (2.2.12.c, 2.3.1.a; test_board_bans_and_grants.py plays it)."""
    card = PrintedCard("Probe", "Character", hand_cost=1, reserve_cost=1, main_text=text)
    with using_keywords(HOMEWARD):
        reading = read_printed(card, patterns=False)
    assert reading.executable, [a.reason for a in reading.abilities]
