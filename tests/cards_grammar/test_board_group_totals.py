"""Board tests of the grammar's block "gram35" (issue 30): several targets limited by their
total (6.5.b: only groups that fit are offered), objects in an Expedition by its standing
(7.5.2.a-d: tied is neither ahead nor behind), "When I go to your Discard pile or your
Reserve" (7.3.7.a, 7.3.36.a, 6.3.g) and "When you create a Robot token" (7.3.5.a, 2.2.2);
the refusals of the block's words that would read wrong."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer
from engine.state.enums import Status
from engine.state.game_state import GameState
from scenarios.cards.grammar.first import grammar_ability

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .sentences_group_totals import (
    CREATE_ROBOT_TOKEN,
    GO_TO_DISCARD_OR_RESERVE,
    IN_EXPEDITION_BEHIND,
    REFUSED_GROUP_TOTALS,
    THIRD_BOOST,
    TWO_TARGETS_RESERVE_TOTAL,
)


def _exhausted(state: GameState, name: str) -> bool:
    found = [o for o in state.objects.values() if state.name(o.id) == name]
    assert len(found) == 1, name
    return found[0].has(Status.EXHAUSTED)


def _answer(state: GameState, labels: list[str]) -> tuple[GameState, list[list[str]]]:
    """Answer each pending decision with the option labelled by the next of ``labels``
    (the first option once they run out); the labels offered, in order."""
    offered: list[list[str]] = []
    for _ in range(10):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            break
        offered.append([o.label for o in d.options])
        wanted = labels[len(offered) - 1] if len(offered) <= len(labels) else None
        pick = next((o.id for o in d.options if o.label == wanted), d.option_ids()[0])
        state, _ = answer(state, d.id, (pick,))
        state, _ = until_decision(state)
    return state, offered


def test_6_5_b_two_targets_with_a_combined_reserve_cost_offer_only_what_fits() -> None:
    """Reserve Costs 1, 2 and 3 against a combined 3 or less: all three fit at first; once
    the 2 is chosen only the 1 still fits (the 3 would make 5), so the group chosen is
    legal — the 3 stays ready (6.5.b, 2.2.8.a)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(TWO_TARGETS_RESERVE_TOTAL))
    for name, cost in (("One", 1), ("Two", 2), ("Three", 3)):
        b = b.in_expedition("p2", "hero", name, hand_cost=cost, reserve_cost=cost)
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Unique")
    state, offered = _answer(state, ["Two", "One"])
    first = {label.split(" (")[0] for label in offered[0]}
    second = {label.split(" (")[0] for label in offered[1]}
    assert {"One", "Two", "Three"} <= first, first
    # p1's Unique (Reserve Cost 1) fits too; the 2 is chosen, the 3 no longer fits
    assert second == {"One", "Unique"}, second
    assert _exhausted(state, "One") and _exhausted(state, "Two")
    assert not _exhausted(state, "Three")


def test_7_5_2_c_a_tied_expedition_is_neither_behind_nor_ahead() -> None:
    """p1's Hero Expedition behind (0 against 2), the Companion Expeditions tied (1 and 1):
    "each Character in an Expedition that's behind" exhausts p1's Hero Expedition's only —
    neither the tied ones' nor the one ahead (7.5.2.a-c)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(IN_EXPEDITION_BEHIND))
    b = b.in_expedition("p1", "hero", "Behind").in_expedition("p1", "companion", "Tied Mine")
    b = b.in_expedition("p2", "hero", "Ahead").in_expedition("p2", "companion", "Tied Theirs")
    for expedition, at in (("p1:hero", 0), ("p2:hero", 2), ("p1:companion", 1)):
        b = b.position(expedition, at)
    b = b.position("p2:companion", 1).mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Unique", "companion")
    state, _ = _answer(state, [])
    assert _exhausted(state, "Behind")
    assert not _exhausted(state, "Ahead")
    assert not _exhausted(state, "Tied Mine") and not _exhausted(state, "Tied Theirs")


def _moved(effect: str) -> tuple[GameState, int]:
    """p1's "Watcher" (printing the destinations' trigger) is the target of ``effect``,
    played by p1: the state after, and how many cards p1 drew meanwhile."""
    b = GameBuilder().in_expedition(
        "p1", "hero", "Watcher", **grammar_fields(GO_TO_DISCARD_OR_RESERVE, "Watcher")
    )
    b = b.in_hand("p1", "Unique", **grammar_fields(effect))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 4)
    state, _ = play(b, "Unique")  # p1's hand is empty once the Unique is played
    state, _ = _answer(state, ["Watcher"])
    hand = names(state, "hand:p1")
    return state, len([n for n in hand if n != "Watcher"])


@pytest.mark.parametrize(
    ("effect", "zone"),
    [
        ("{J} Send target Character to Reserve.", "reserve:p1"),
        ("{J} Sacrifice target Character you control.", "discard:p1"),
    ],
)
def test_6_3_g_either_destination_activates_the_reaction_once(effect: str, zone: str) -> None:
    """Sent to Reserve (7.3.37) or sacrificed — a move to the Discard pile (7.3.36.a): one
    of the two destinations, one Reaction activated, one card drawn (6.3.g)."""
    state, drawn = _moved(effect)
    assert "Watcher" in names(state, zone)
    assert drawn == 1


def test_6_3_b_another_destination_activates_nothing() -> None:
    """Returned to its owner's hand (7.3.32.a): neither destination, no card drawn."""
    state, drawn = _moved("{J} Return target Character to its owner's hand.")
    assert "Watcher" in names(state, "hand:p1")
    assert drawn == 0


def _created(effect: str) -> int:
    """Cards p1 drew as "Maker" (printing the Robot token trigger) watched ``effect``."""
    b = GameBuilder().in_expedition(
        "p1", "hero", "Maker", **grammar_fields(CREATE_ROBOT_TOKEN, "Maker")
    )
    b = b.in_hand("p1", "Unique", **grammar_fields(effect))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 4)
    state, _ = play(b, "Unique")  # p1's hand is empty once the Unique is played
    state, _ = _answer(state, [])
    assert any(n in ("Clanker", "Sprout") for n in names(state, "expedition:p1:hero"))
    return len(names(state, "hand:p1"))


def test_7_3_5_a_a_robot_token_created_activates_the_reaction() -> None:
    assert _created("{J} Create a [Clanker 1/1/1] Robot token in my Expedition.") == 1


def test_2_2_2_a_token_of_another_sub_type_activates_nothing() -> None:
    assert _created("{J} Create a [Sprout 1/1/1] Plant token in my Expedition.") == 0


@pytest.mark.parametrize(
    ("had", "given", "drawn"), [(1, 1, 0), (2, 1, 1), (1, 2, 1), (3, 1, 0), (0, 2, 0)]
)
def test_2_5_1_a_the_third_boost_not_the_second_nor_the_fourth(
    had: int, given: int, drawn: int
) -> None:
    """ "When I gain my third boost": the gain taking the bearer's boosts from fewer than 3
    to 3 or more activates it (2.5.1.a, 7.3.17); one to 2 (the second), 3 to 4 (the fourth)
    or none to 2 does not."""
    b = GameBuilder().in_expedition(
        "p1",
        "hero",
        "Climber",
        counters={"boost": had} if had else None,
        **grammar_fields(THIRD_BOOST, "Climber"),
    )
    gift = (
        "{J} Target Character gains 1 boost."
        if given == 1
        else "{J} Target Character gains 2 boosts."
    )
    b = b.in_hand("p1", "Unique", **grammar_fields(gift))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 4)
    state, _ = play(b, "Unique")  # p1's hand is empty once the Unique is played
    state, _ = _answer(state, ["Climber"])
    climber = next(o for o in state.objects.values() if state.name(o.id) == "Climber")
    assert climber.counters.get("boost", 0) == had + given
    assert len(names(state, "hand:p1")) == drawn


@pytest.mark.parametrize(("text", "word"), sorted(REFUSED_GROUP_TOTALS.items()))
def test_words_that_would_read_wrong_are_refused_naming_them(text: str, word: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None
    assert word in stop.reason.lower() or word in str(stop).lower(), stop.reason
