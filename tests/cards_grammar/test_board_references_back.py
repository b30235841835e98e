"""References back across sentences (issue 30, grammar/references.py), read by the grammar
alone and played on boards: "those [nouns]" are the objects the step before chose (6.5.b),
"that card" the card a step drew (7.3.9.a), "there" the Expedition a step moved (7.3.5),
"They / That player" the player a step before named — targeted once (6.5.b), doing the next
step as its own (1.4.7.b) whatever the first step did (6.1.c) — and a noun that does not
name what the step before introduced is refused, not played."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Status, find
from engine.state.game_state import GameState
from scenarios.cards.printed import AbilityReading, PrintedCard, read_printed

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _labelled, _resolved


def _board(text: str, *, foe: bool = True) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p1", "hero", "Friend", **ALLY)
    if foe:
        b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].boosts


def test_6_5_b_those_characters_are_the_targets_chosen_before() -> None:
    text = (
        "{J} Up to two target Characters you control gain 1 boost. Then exhaust those Characters."
    )
    state, _ = _resolved(_board(text), _labelled("Ally", "Friend"))
    for name in ("Ally", "Friend"):
        obj = state.objects[find(state, name)]
        assert obj.boosts == 1 and Status.EXHAUSTED in obj.statuses, name
    assert Status.EXHAUSTED not in state.objects[find(state, "Foe")].statuses


def test_7_3_9_a_that_card_is_the_card_drawn() -> None:
    text = "{J} Draw a card. Then put that card in your Reserve."
    b = _board(text)
    state, _ = _resolved(b)
    assert len(names(state, "reserve:p1")) == 1
    assert names(state, "hand:p1") == []


def test_7_3_5_there_is_the_expedition_the_step_moved() -> None:
    text = "{J} Target Expedition moves forward one region. Create an Ordis Recruit token there."
    state, entries = _resolved(_board(text), _labelled("p2"))
    theirs, mine = names(state, "expedition:p2:hero"), names(state, "expedition:p1:hero")
    assert [n for n in theirs if "Recruit" in n] and not [n for n in mine if "Recruit" in n], (
        theirs,
        mine,
        [e.text for e in entries],
    )


@pytest.mark.parametrize("has_character", [True, False])
def test_6_5_b_they_is_the_opponent_targeted_once_whatever_the_first_step_did(
    has_character: bool,
) -> None:
    """The opponent sacrifices if they can, and draws either way: "They draw a card" is
    their next step (6.1.c), not "if they did" (6.5.f)."""
    text = "{J} Target opponent sacrifices a Character. They draw a card."
    state, entries = _resolved(_board(text, foe=has_character))
    assert len(names(state, "hand:p2")) == 1
    assert names(state, "hand:p1") == []
    assert ("Foe" in names(state, "discard:p2")) == has_character
    assert {"6.5.b", "7.5.6.b", "6.1.c"} <= rules_of(entries)
    assert any("'they' in the next step is p2 too" in e.text for e in entries)


def test_1_4_7_b_that_player_does_the_next_step_as_its_own() -> None:
    text = "{J} Target player draws a card. That player draws a card."
    state, _ = _resolved(_board(text), _labelled("p2"))
    assert len(names(state, "hand:p2")) == 2
    assert names(state, "hand:p1") == []


def _first_ability(text: str) -> AbilityReading:
    """The first ability of a 1/1/1 Character printing ``text``, as the reader reads it."""
    card = PrintedCard(
        name="U",
        type="Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )
    return read_printed(card, patterns=False).abilities[0]


def test_2_1_a_it_with_several_targets_is_refused() -> None:
    """ "That Character" after up to two targets: which one is not said (refused by hand)."""
    text = "{J} Up to two target Characters gain 1 boost. Then that Character gains Anchored."
    ability = _first_ability(text)
    assert ability.status != "executed"
    assert "number" in ability.reason


@pytest.mark.parametrize(
    "text",
    [
        "{J} Target Character gains 1 boost. That Landmark gains Anchored.",
        "{J} Draw a card. Then discard that Character.",
        "{J} Target Character gains 1 boost, then ready that token.",
    ],
)
def test_a_noun_naming_something_else_is_refused(text: str) -> None:
    ability = _first_ability(text)
    assert ability.status != "executed"
    assert "does not name" in ability.reason


def test_6_1_c_the_trace_names_what_that_character_is() -> None:
    """ "Then exhaust that Character": the target chosen for the first step, named on the line
    that chose it, with the rule that the step after is a step of its own acting on it (6.1.c:
    a reference back is no new target choice, which 6.5.b would allow)."""
    text = "{J} Target Character gains 1 boost. Then exhaust that Character."
    state, entries = _resolved(_board(text), _labelled("Foe"))
    foe = state.objects[find(state, "Foe")]
    assert foe.boosts == 1 and Status.EXHAUSTED in foe.statuses
    assert Status.EXHAUSTED not in state.objects[find(state, "Ally")].statuses
    line = [e for e in entries if "the step after refers back to Foe" in e.text]
    assert line and "6.1.c" in line[0].rules and "6.5.b" not in line[0].rules
    # the card says "that Character": no pronoun it does not say is quoted; 6.1.c once
    assert "'it'" not in line[0].text
    assert line[0].rules.count("6.1.c") == 1


@pytest.mark.parametrize(("had", "drawn"), [(1, 1), (0, 0)])
def test_6_5_d_it_in_a_condition_is_the_target_that_gained_the_boosts(had: int, drawn: int) -> None:
    """ "If it has 3 or more boosts" asks of the Character the step before targeted, after
    its 2 boosts (6.5.d evaluated as the step comes, 6.5.b the target chosen once)."""
    text = (
        "{J} Target Character you control gains 2 boosts. If it has 3 or more boosts, draw a card."
    )
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", counters={"boost": had} if had else None, **ALLY)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = _resolved(b, _labelled("Ally"))
    assert _boosts(state, "Ally") == had + 2
    assert len(names(state, "hand:p1")) == drawn
