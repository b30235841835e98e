"""gram60's readings played on a board (issue 30): "Roll two dice. [step] for each die that
shows [result]" — each die a roll of its own, the step done for each die in the range
(7.3.33.a-b, 6.5.i); a roll's result both ways ("If the result is 4 or more, [X], otherwise
[Y]", 7.3.33.b, 6.5.e); a step repeated "once for each [counted]" (6.5.i). Dice are scripted:
each roll decision is answered with the next result of a list (the table decides a die,
engine/steps/dice.py)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find, play_card
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields
from .sentences_results_repeated import (
    DRAW_ONCE_PER,
    DRAW_THEN_DISCARD,
    LOST_THAT_MANY,
    LOST_THIS_WAY,
    PLAY_TARGET_FREE,
    RESULT_CREATE_ONE,
    THREE_DICE_BOOST,
    TWO_DICE_DRAW,
)

RESULT_BOTH_WAYS = (
    "{J} Roll a die. If the result is 4 or more, I gain 2 boosts, otherwise I gain 1 boost."
)
RESUPPLY_ONCE_PER_OTHER = "{J} Resupply once for each other Character you control."


def _played(
    text: str, results: tuple[int, ...], others: int = 0
) -> tuple[GameState, int, set[str], int]:
    """p1 plays a Character printing ``text`` from their hand into their hero Expedition,
    where ``others`` Characters of theirs already are; each die it rolls shows the next of
    ``results``. The state at the next turn, the cards p1's hand gained, the rules cited and
    how many dice were asked."""
    b = GameBuilder().in_hand("p1", "Roller", **grammar_fields(text, "Roller", unique=False))
    for i in range(others):
        b = b.in_expedition(
            "p1", "hero", f"Friend {i}", **grammar_fields("Fleeting.", f"Friend {i}", unique=False)
        )
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 2)
    state, _ = until_decision(b.at_afternoon().build())
    hand = len(state.zone("hand:p1"))
    state, _ = play_card(state, "p1", find(state, "Roller"), "hero")
    state, entries = until_decision(state)
    cited = rules_of(entries)
    left = list(results)
    asked = 0
    for _ in range(12):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            break
        if d.kind == DecisionKind.ROLL_DIE:
            asked += 1
            pick: tuple[str, ...] = (str(left.pop(0)),)
        else:
            pick = tuple(d.option_ids()[: max(1, d.min_choices)])
        state, entry = answer(state, d.id, pick)
        state, entries = until_decision(state)
        cited |= rules_of((entry, *entries))
    return state, len(state.zone("hand:p1")) - hand, cited, asked


@pytest.mark.parametrize(
    ("results", "drawn"), [((5, 2), 1), ((6, 4), 2), ((1, 3), 0)], ids=["one", "both", "none"]
)
def test_7_3_33_b_two_dice_a_card_for_each_die_that_shows_4_or_more(
    results: tuple[int, int], drawn: int
) -> None:
    """Two rolls, one per die (7.3.33.a), one after the other (6.5.i): a card drawn for each
    die whose result is 4 or more (7.3.33.b); the played card left the hand (-1)."""
    _, hand, cited, asked = _played(TWO_DICE_DRAW, results)
    assert asked == 2
    assert hand == drawn - 1
    assert {"7.3.33.b", "6.5.i"} <= cited


def test_7_3_33_b_three_dice_a_boost_for_each_die_showing_5_or_more() -> None:
    state, _, cited, asked = _played(THREE_DICE_BOOST, (5, 1, 6))
    assert asked == 3
    assert state.objects[find(state, "Roller")].counters.get(BOOST, 0) == 2
    assert "7.3.33.b" in cited


@pytest.mark.parametrize(("result", "boosts"), [(4, 2), (3, 1)], ids=["4-or-more", "otherwise"])
def test_6_5_e_a_die_result_both_ways(result: int, boosts: int) -> None:
    """ "If the result is 4 or more, [X], otherwise [Y]": one of the two, by the result the
    roll noted (7.3.33.b)."""
    state, _, cited, asked = _played(RESULT_BOTH_WAYS, (result,))
    assert asked == 1
    assert state.objects[find(state, "Roller")].counters.get(BOOST, 0) == boosts
    assert "7.3.33.b" in cited


@pytest.mark.parametrize("others", [0, 2])
def test_6_5_i_resupply_once_for_each_other_character(others: int) -> None:
    """ "Resupply once for each other Character you control": as many Resupplies (7.3.31)
    as there are other Characters of p1 in play, one after the other (6.5.i)."""
    state, _, cited, _ = _played(RESUPPLY_ONCE_PER_OTHER, (), others)
    assert len(state.zone("reserve:p1")) == others
    if others:
        assert "6.5.i" in cited  # the Resupplies one after the other


@pytest.mark.parametrize("others", [1, 3])
def test_6_5_i_draw_a_card_once_for_each_other_character(others: int) -> None:
    _, hand, _, _ = _played(DRAW_ONCE_PER, (), others)
    assert hand == others - 1


_ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


@pytest.mark.parametrize("take", [True, False], ids=["played", "declined"])
def test_7_3_26_a_play_target_character_in_your_reserve_with_hand_cost_2_or_less(
    take: bool,
) -> None:
    """ "You may play target Character in your Reserve with Hand Cost {2} or less for free":
    of Cheap ({2}) and Dear ({3}) in p1's Reserve and Handy ({1}) in p1's hand only Cheap may
    be targeted (6.5.b); played, it enters an Expedition without its {2} paid (7.3.26.a)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(PLAY_TARGET_FREE))
    b = b.in_reserve("p1", "Cheap", **{**_ALLY, "hand_cost": 2, "reserve_cost": 2})
    b = b.in_reserve("p1", "Dear", **{**_ALLY, "hand_cost": 3, "reserve_cost": 3})
    b = b.in_hand("p1", "Handy", **_ALLY).mana("p1", 1).deck_of("p1", 3).deck_of("p2", 3)
    state, entries = play(b, "Unique")
    offered: list[set[str]] = []
    for _ in range(8):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        labels = {o.label for o in d.options}
        if any(w in label for label in labels for w in ("Cheap", "Dear", "Handy")):
            offered.append(labels)
        wanted = [
            o.id for o in d.options if o.label == "Cheap" or o.id == ("yes" if take else "no")
        ]
        state, said = answer(state, d.id, tuple(wanted[:1] or d.option_ids()[: d.min_choices]))
        state, more = until_decision(state)
        entries = (*entries, said, *more)
    in_play = names(state, "expedition:p1:hero") + names(state, "expedition:p1:companion")
    assert ("Cheap" in in_play) is take
    assert "Dear" not in in_play and "Handy" not in in_play
    assert all(not any(w in label for label in o for w in ("Dear", "Handy")) for o in offered)
    if take:
        assert offered
        assert {"7.3.26.a", "6.5.b"} <= rules_of(entries)


def test_6_5_i_draw_for_each_then_discard_that_many() -> None:
    """ "Draw a card for each other Character you control, then discard that many cards
    from your hand": two others, two cards drawn (7.3.9.a), then two discarded in one step
    (6.5.h: "that many" is the number the draw drew)."""
    state, hand, cited, _ = _played(DRAW_THEN_DISCARD, (), 2)
    assert hand == -1  # the played card; two drawn, two discarded
    assert len(state.zone("discard:p1")) == 2
    assert {"7.3.9.a", "6.5.h"} <= cited  # the draw; that many chosen in one step


@pytest.mark.parametrize("had", [2, 0])
def test_6_5_i_i_gain_that_many_boosts_after_boosts_lost(had: int) -> None:
    """ "Target Character loses all its boosts. I gain that many boosts.": "that many" is the
    boosts Goat lost (6.5.i, 2.5.g), not the one Character it acted on."""
    b = GameBuilder().in_hand("p1", "Taker", **grammar_fields(LOST_THAT_MANY, "Taker"))
    b = b.in_expedition("p2", "hero", "Goat", counters={BOOST: had})
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 2)
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Taker"), "hero")
    state, _ = until_decision(state)
    for _ in range(8):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        goat = [o.id for o in d.options if "Goat" in o.label]
        pick = tuple(goat[:1] or d.option_ids()[: max(1, d.min_choices)])
        state, _ = answer(state, d.id, pick)
        state, _ = until_decision(state)
    assert state.objects[find(state, "Goat")].counters.get(BOOST, 0) == 0
    assert state.objects[find(state, "Taker")].counters.get(BOOST, 0) == had


@pytest.mark.parametrize("had", [3, 0])
def test_6_5_i_a_card_for_each_boost_lost_this_way(had: int) -> None:
    """ "Target Character loses all its boosts. Draw a card for each boost lost this way.":
    Goat, p2's, loses its ``had`` boosts (2.5.g); p1 draws that many (6.5.i) — none when it
    had none."""
    b = GameBuilder().in_hand("p1", "Taker", **grammar_fields(LOST_THIS_WAY, "Taker"))
    b = b.in_expedition("p2", "hero", "Goat", counters={BOOST: had})
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 2)
    state, _ = until_decision(b.at_afternoon().build())
    hand = len(state.zone("hand:p1"))
    state, _ = play_card(state, "p1", find(state, "Taker"), "hero")
    state, entries = until_decision(state)
    cited = rules_of(entries)
    for _ in range(8):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        goat = [o.id for o in d.options if "Goat" in o.label]
        state, entry = answer(
            state, d.id, tuple(goat[:1] or d.option_ids()[: max(1, d.min_choices)])
        )
        state, more = until_decision(state)
        cited |= rules_of((entry, *more))
    assert state.objects[find(state, "Goat")].counters.get(BOOST, 0) == 0
    assert len(state.zone("hand:p1")) - hand == had - 1
    if had:
        assert {"2.5.g", "6.5.i"} <= cited  # the boosts removed; that many counted


@pytest.mark.parametrize(("result", "made"), [(5, 2), (2, 1)], ids=["4-or-more", "otherwise"])
def test_7_3_5_a_a_result_both_ways_otherwise_create_one(result: int, made: int) -> None:
    """ "Roll a die. If the result is 4 or more, create two [Ordis Recruit] tokens in my
    Expedition, otherwise create one.": "one" is the token named, made in the same place
    (7.3.5.a) — two on a 5, one on a 2 (7.3.33.b, 6.5.e)."""
    state, _, cited, asked = _played(RESULT_CREATE_ONE, (result,))
    assert asked == 1
    recruits = [n for n in names(state, "expedition:p1:hero") if "Ordis Recruit" in n]
    assert len(recruits) == made
    assert "7.3.33.b" in cited
    assert any(r.startswith("7.3.5.") for r in cited)  # a token created (7.3.5)
