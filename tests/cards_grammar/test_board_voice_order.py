"""The same ability in other words (issue 30, gram56): the passive of "give" as a form of
"gain" (7.3.17.a; verbs.py ``GIVEN_AS``), a limit on how often said before the effect
("Once per Day, …", 1.4.6.c), a condition and a duration said before their step — each read
by the grammar alone as the house wording reads, and played on a board."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find
from engine.reading.gigantic_presence import present_in_expeditions
from engine.reading.passives import is_gigantic
from scenarios.cards.grammar.reader import NotRead, read_ability

from ..cards_text.helpers import play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .test_board_effects import ALLY

PASSIVE_WATCHER = "When a Character is given a boost \u2014 Draw a card."
ACTIVE_WATCHER = "When a Character gains a boost \u2014 Draw a card."
ACTIVE_WATCHER_ME = "When I gain one or more boosts \u2014 Draw a card."


def _drawn(watcher: str, bearer: str) -> int:
    """p1 plays "Bearer" (``bearer``) beside "Watcher" (``watcher``): the cards p1 drew."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(bearer, "Bearer", unique=False))
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(watcher, "Watcher", unique=False))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    before = len(b.at_afternoon().build().zone("hand:p1"))
    state, _ = play(b, "Bearer")
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: max(d.min_choices, 1)])
        state, _ = until_decision(state)
    return len(state.zone("hand:p1")) - (before - 1)


def test_7_3_17_a_a_passive_trigger_is_the_gain_it_says() -> None:
    """'When a Character is given a boost' reads as 'gains a boost' and triggers on it."""
    assert read_ability(PASSIVE_WATCHER) == read_ability(ACTIVE_WATCHER)
    assert _drawn(PASSIVE_WATCHER, "{H} I am given 1 boost.") == 1


def test_7_3_17_a_the_passive_step_gives_the_boosts() -> None:
    """'I am given 2 boosts' is 'I gain 2 boosts': the watcher sees one gain of boosts."""
    assert read_ability("{H} I am given 2 boosts.") == read_ability("{H} I gain 2 boosts.")
    assert _drawn(ACTIVE_WATCHER, "{H} I am given 2 boosts.") == 1


@pytest.mark.parametrize(
    "watcher",
    [
        "When a Character is given a boost \u2014 Once per Day, draw a card.",
        "When a Character gains a boost \u2014 Draw a card. (Once per Day.)",
    ],
    ids=["limit-first", "limit-after"],
)
def test_1_4_6_c_a_limit_said_first_limits_the_reaction(watcher: str) -> None:
    """Three gains in one effect: the Reaction activates once that Day, the limit said before
    its effect or after it (1.4.6.c)."""
    bearer = "{H} I gain 1 boost. I am given 1 boost. I gain 1 boost."
    assert _drawn(watcher, bearer) == 1


@pytest.mark.parametrize(
    ("text", "drawn"),
    [
        ("{H} If you control two or more Characters, draw two cards.", 2),
        ("{H} Draw two cards if you control two or more Characters.", 2),
        ("{H} If you control three or more Characters, draw two cards.", 0),
        ("{H} Draw two cards if you control three or more Characters.", 0),
    ],
)
def test_6_5_d_a_condition_before_or_after_its_step(text: str, drawn: int) -> None:
    """p1 controls Watcher and, once played, Bearer: two Characters (6.5.d, checked as the
    step happens, 6.5.i)."""
    assert _drawn("{H} I gain 1 boost.", text) == drawn


@pytest.mark.parametrize(
    "text",
    [
        "{J} This turn, target Character gains Gigantic.",
        "{J} Target Character gains Gigantic this turn.",
        "{J} Until end of turn, target Character gains Gigantic.",
    ],
)
def test_7_4_4_p_a_duration_before_or_after_its_step(text: str) -> None:
    """The Ally targeted is Gigantic for the turn, whichever side of the step the duration is
    said on, and is no more when the turn ends (7.4.4.o-p)."""
    assert read_ability(text) == read_ability("{J} Target Character gains Gigantic this turn.")
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "companion", "Ally", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    state, entries = play(b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    state, entries = answer_picking(state, entries, ("Ally",))
    ally = find(state, "Ally")
    assert not is_gigantic(state, ally)
    assert ally not in present_in_expeditions(state, ("p1:hero",))
    assert {"7.4.4.o", "7.4.4.p"} <= rules_of(entries)


@pytest.mark.parametrize(
    "text",
    [
        "{J} Draw a card. Once per Day, I gain 1 boost.",
        "{T}: Draw a card. Once per turn, I gain 1 boost.",
        "Once per Day, Characters you control gain 1 boost.",
    ],
)
def test_1_4_6_a_limit_said_before_a_later_step_is_not_read(text: str) -> None:
    """A limit counts an ability's plays or activations (1.4.6.b-c): said before a later
    step it would limit that step alone — refused, not read as the ability's limit."""
    with pytest.raises(NotRead):
        read_ability(text)


@pytest.mark.parametrize(
    ("passive", "active"),
    [
        (
            "{J} [[Anchored]] is gained by target Character.",
            "{J} Target Character gains [[Anchored]].",
        ),
        ("{J} [[Asleep]] is lost by target Character.", "{J} Target Character loses [[Asleep]]."),
        (
            "When [[Asleep]] is lost by a Character you control \u2014 Draw a card.",
            "When a Character you control loses [[Asleep]] \u2014 Draw a card.",
        ),
        (
            "[[Asleep]] can't be gained by Characters in my Expedition.",
            "Characters in my Expedition can't gain [[Asleep]].",
        ),
        (
            "[[Fleeting]] cannot be given to Characters in my Expedition.",
            "Characters in my Expedition can't gain [[Fleeting]].",
        ),
        ("When I am given one or more boosts \u2014 Draw a card.", ACTIVE_WATCHER_ME),
    ],
)
def test_7_3_16_a_the_status_said_first_is_the_same_gain(passive: str, active: str) -> None:
    """The passive with its agent ("is gained / lost by", "can't be given to") reads as the
    active sentence (7.3.16.a, 7.3.21.a, 1.4.1.a)."""
    assert read_ability(passive) == read_ability(active)
