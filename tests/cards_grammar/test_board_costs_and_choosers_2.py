"""the costs-and-choosers section, round 2 (issue 30), played on boards: exchanges across zones (a
card in
Hand with a card in Reserve, 7.3.12.a) ask their choices and really swap the cards, and do
nothing when one of them cannot be determined (7.3.12.b)."""

from __future__ import annotations

import pytest

from engine import BOOST, DecisionKind, GameBuilder, find, play_card
from engine.state.game_state import evolve
from scenarios.cards.printed import PrintedCard, read_printed

from ..cards_text.helpers import names
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields
from .test_board_costs_and_choosers import _labels, _resolved
from .test_board_effects import ALLY

_HAND_RESERVE = [
    "{J} Exchange a card from your hand with target card in your Reserve.",
    "{J} Exchange target card in your Reserve with a card from your hand.",
]


def _hand_and_reserve(text: str, *, spare: bool = True) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    if spare:
        b = b.in_hand("p1", "Spare", **ALLY)
    b = b.in_reserve("p1", "Kept", **ALLY).in_reserve("p2", "Theirs", **ALLY)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


@pytest.mark.parametrize("text", _HAND_RESERVE)
def test_7_3_12_a_a_card_in_hand_and_a_card_in_reserve_swap(text: str) -> None:
    """The target in p1's Reserve (Kept, not p2's Theirs) is chosen first (6.5.b), then the
    card from the hand (Spare): Kept ends in p1's hand and Spare in p1's Reserve."""
    state, entries, asked = _resolved(_hand_and_reserve(text), _labels("Kept", "Spare"))
    kinds = [d.kind for d in asked]
    assert kinds[:2] == [DecisionKind.TARGET, DecisionKind.CHOOSE]
    assert {o.label for o in asked[0].options} == {"Kept"}
    assert {o.label for o in asked[1].options} == {"Spare"}
    assert names(state, "hand:p1") == ["Kept"]
    assert names(state, "reserve:p1") == ["Spare"]
    assert names(state, "reserve:p2") == ["Theirs"]
    assert "7.3.12.a" in rules_of(entries)


@pytest.mark.parametrize("text", _HAND_RESERVE)
def test_7_3_12_b_an_empty_hand_no_exchange(text: str) -> None:
    """No card left in p1's hand once Unique is played: the second card cannot be
    determined, so Kept stays in the Reserve (7.3.12.b, the rule's own example)."""
    state, entries, _ = _resolved(_hand_and_reserve(text, spare=False), _labels("Kept"))
    assert "Kept" in names(state, "reserve:p1") and names(state, "hand:p1") == []
    assert "7.3.12.b" in rules_of(entries)


@pytest.mark.parametrize(
    ("text", "patterns"),
    [
        ("{J} Exchange target card in your Reserve with a card from your Reserve.", False),
        ("{J} Exchange target card in your Reserve with a card from your Reserve.", True),
        ("{J} Exchange target Character in your Reserve with a Character in your Reserve.", False),
    ],
)
def test_7_3_12_a_two_cards_in_reserves_refused(text: str, patterns: bool) -> None:
    """Each card would go to its owner's Reserve (1.4.3.a): nothing would move, so neither
    the grammar nor the full reader calls it executable — the reason names the zone."""
    card = PrintedCard("Unique", "Character", hand_cost=1, reserve_cost=1, main_text=text)
    reading = read_printed(card, patterns=patterns)
    assert not reading.executable
    assert any("Reserve" in a.reason and "nothing" in a.reason for a in reading.abilities)


@pytest.mark.parametrize(
    ("when", "boosted"),
    [("Afternoon", 1), ("Day", 0), ("turn", 1)],
)
def test_5_2_d_the_first_card_of_the_day_counts_plays_before_the_afternoon(
    when: str, boosted: int
) -> None:
    """p1 played a card earlier this Day, before the Afternoon (as part of an effect, 5.2.b):
    "the first Character you play each Day" is not the Recruit played now (4.1), while
    "each Afternoon" and "each turn" count from the Afternoon and the turn."""
    text = f"The first Character you play each {when} gains 1 boost."
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(text, "Bearer"))
    b = b.in_hand("p1", "Recruit", **{**ALLY, "hand_cost": 0}).in_discard("p1", "Earlier", **ALLY)
    state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build())
    earlier = state.objects[find(state, "Earlier")].card_id
    state = evolve(state, plays_this_day=(("p1", earlier),))
    state, _ = play_card(state, "p1", find(state, "Recruit"), "hero")
    state, _ = until_decision(state)
    assert state.objects[find(state, "Recruit")].boosts == boosted


def test_7_3_8_a_doubling_the_number_of_boosts_on_each_character_you_control() -> None:
    """ "Double the number of boosts on each Character you control": Ally (2 boosts) gains 2,
    Pal (none) gains none (7.3.8.b), p2's Foe is not p1's and keeps its 3."""
    text = "{J} Double the number of boosts on each Character you control."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", counters={BOOST: 2}, **ALLY)
    b = b.in_expedition("p1", "companion", "Pal", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", counters={BOOST: 3}, **ALLY)
    state, entries, _ = _resolved(b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6))
    boosts = {n: state.objects[find(state, n)].boosts for n in ("Ally", "Pal", "Foe")}
    assert boosts == {"Ally": 4, "Pal": 0, "Foe": 3}
    assert "7.3.8.a" in rules_of(entries)


@pytest.mark.parametrize(("mode", "boosts"), [("I gain 2 boosts", 2), ("I lose Asleep", 0)])
def test_6_5_g_gain_or_lose_is_a_choice_of_one_change(mode: str, boosts: int) -> None:
    """ "I gain 2 boosts or lose Asleep": p1 is asked which (a mode of two, 6.5.g); only
    the chosen change happens."""
    text = "{J} I gain 2 boosts or lose Asleep."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text)).mana("p1", 6)
    state, entries, asked = _resolved(b.deck_of("p1", 6).deck_of("p2", 6), _labels(mode))
    modes = [d for d in asked if d.kind == DecisionKind.CHOOSE_MODE]
    assert modes and {o.label for o in modes[0].options} == {"I gain 2 boosts", "I lose Asleep"}
    assert state.objects[find(state, "Unique")].boosts == boosts
    assert "6.5.g" in rules_of(entries)


@pytest.mark.parametrize(
    ("text", "rule"),
    [("{J} Each player sabotages.", "6.1.h"), ("{J} Target player sabotages.", "7.5.6.b")],
)
def test_1_4_7_b_a_sabotage_the_engine_cannot_ask_the_right_player_is_refused(
    text: str, rule: str
) -> None:
    """Each player (in initiative order) or a target player would choose what they
    sabotage; the engine asks only the controller or their opponent, so the grammar
    refuses, naming the rule — not a reading where the wrong player chooses."""
    card = PrintedCard("Unique", "Character", hand_cost=1, reserve_cost=1, main_text=text)
    reading = read_printed(card, patterns=False)
    assert not reading.executable
    assert any(rule in a.reason and "Sabotage" in a.reason for a in reading.abilities)


def test_send_them_all_sends_the_counted_characters() -> None:
    """ "I gain 1 boost per other Character in my Expedition, then send them all to
    Reserve": Unique counts Ally (Pal is in the other Expedition, Foe is p2's) and gains 1
    boost; then Ally — "them" — goes to Reserve, and only Ally."""
    text = "{J} I gain 1 boost per other Character in my Expedition, then send them all to Reserve."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition(
        "p1", "companion", "Pal", **ALLY
    )
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    state, entries, _ = _resolved(b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6))
    assert state.objects[find(state, "Unique")].boosts == 1
    assert names(state, "reserve:p1") == ["Ally"]
    assert "Pal" in names(state, "expedition:p1:companion")
    assert "Foe" in names(state, "expedition:p2:hero")
    assert "7.5.5.b" in rules_of(entries)  # "my Expedition": its controller's
