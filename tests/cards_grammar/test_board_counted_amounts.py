"""The "effects: numbers in every slot of a counted step" section (issue 30), read by the
grammar alone and played on boards: "equal to the number of [objects]" is that count as the
step happens (6.5.i) whoever does the step, and "you" in what is counted is the ability's
controller, not the player drawing (7.2.3.a)."""

from __future__ import annotations

import pytest

from engine import BOOST, GameBuilder, answer, find, play_quick_action
from engine.state import zones as z
from engine.state.enums import ExpeditionKind, ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_counted_amounts import (
    _DISCARD_X,
    _EACH_SACRIFICES_AS_MANY,
    _ITS_CONTROLLER_DISCARDS_X,
    _OPPONENT_DISCARDS_X,
    _SACRIFICE_X,
    _SPEND_ALL,
    _SPEND_AS_MANY,
    _SPEND_X,
    _UP_TO_OPPONENT_DISCARDS_THAT_MANY,
    BOARD_SENTENCES_COUNTED_AMOUNTS,
    READINGS_COUNTED_AMOUNTS,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _board(text: str) -> GameBuilder:
    """p1 plays "Unique" (``text``) from Hand beside "Ally" (two Characters once it is in
    play) with one card in Reserve; p2 has "Foe" and two cards in Reserve."""
    assert text in READINGS_COUNTED_AMOUNTS
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_reserve("p1", "Kept", **ALLY)
    b = b.in_reserve("p2", "Theirs", **ALLY).in_reserve("p2", "Also theirs", **ALLY)
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def _resolved(text: str, picks: tuple[str, ...] = ()) -> GameState:
    state, entries = play(_board(text), "Unique")
    return answer_picking(state, entries, picks)[0]


def _hand(state: GameState, player: str) -> int:
    return len(names(state, z.personal(ZoneKind.HAND, player)))


@pytest.mark.parametrize("text", BOARD_SENTENCES_COUNTED_AMOUNTS)
def test_a_counted_amount_resolves_on_a_board(text: str) -> None:
    _resolved(text)


def test_6_5_i_cards_equal_to_the_number_of_characters_you_control() -> None:
    """Unique and Ally: two cards drawn."""
    state = _resolved("{J} Draw cards equal to the number of Characters you control.")
    assert _hand(state, "p1") == 2


def test_7_2_3_a_each_player_draws_per_character_the_controller_controls() -> None:
    """ "you" is p1, the ability's controller: each player draws two (p1's Unique and Ally),
    not p2 one for its Foe."""
    state = _resolved("{J} Each player draws a card for each Character you control.")
    assert (_hand(state, "p1"), _hand(state, "p2")) == (2, 2)


def test_7_2_3_a_target_opponent_draws_per_card_in_the_controllers_reserve() -> None:
    """p1's Reserve holds one card (p2's two are not "your Reserve"): p2 draws one."""
    state = _resolved(
        "{J} Target opponent draws cards equal to the number of cards in your Reserve."
    )
    assert (_hand(state, "p1"), _hand(state, "p2")) == (0, 1)


def test_6_5_i_boosts_equal_to_the_number_of_characters_on_the_target() -> None:
    """Foe chosen as the target gains two boosts (Unique and Ally are p1's two)."""
    text = "{J} Target Character gains boosts equal to the number of Characters you control."
    state = _resolved(text, ("Foe",))
    assert state.objects[find(state, "Foe")].counters.get(BOOST, 0) == 2


def _characters(state: GameState, player: str) -> list[str]:
    return names(state, z.expedition(player, ExpeditionKind.HERO))


def test_6_1_h_target_opponent_chooses_two_characters_they_sacrifice() -> None:
    """p2, not p1, chooses: two of Foe, Foe 2, Foe 3 are sacrificed; p1's stay."""
    b = _board("{J} Target opponent sacrifices two Characters.")
    b = b.in_expedition("p2", "hero", "Foe 2", **ALLY).in_expedition("p2", "hero", "Foe 3", **ALLY)
    state, _ = play(b, "Unique")
    target = state.pending  # p1 targets the opponent (6.5.b)
    assert target is not None and target.player == "p1"
    state, _ = answer(state, target.id, ("p2",))
    state, more = until_decision(state)
    chosen = state.pending  # then p2 chooses two of theirs (6.1.h)
    assert chosen is not None and chosen.player == "p2"
    assert (chosen.min_choices, chosen.max_choices) == (2, 2)
    state = answer_picking(state, more, ())[0]
    assert len(_characters(state, "p2")) == 1
    assert sorted(_characters(state, "p1")) == ["Ally", "Unique"]


def test_6_5_h_each_player_sacrifices_two_all_if_fewer() -> None:
    """p1 has Unique and Ally: both go; p2's only Foe goes (fewer than two: all, 6.5.h)."""
    state = _resolved("{J} Each player sacrifices two Characters.")
    assert (_characters(state, "p1"), _characters(state, "p2")) == ([], [])


def test_6_1_g_up_to_two_characters_a_choice_of_none_to_two() -> None:
    """p1 is asked for none to two of the Characters they control (not Foe, p2's), and
    sacrifices the one chosen."""
    state, entries = play(_board("{J} Sacrifice up to two Characters you control."), "Unique")
    asked = state.pending
    assert asked is not None and asked.player == "p1"
    assert (asked.min_choices, asked.max_choices) == (0, 2)
    assert sorted(o.label for o in asked.options) == ["Ally", "Unique"]
    state = answer_picking(state, entries, ("Ally",))[0]
    assert _characters(state, "p1") == ["Unique"]
    assert _characters(state, "p2") == ["Foe"]


def test_6_5_i_that_many_after_up_to_two_counts_those_sacrificed() -> None:
    """Only Ally is chosen of "up to two": one card drawn, not two."""
    text = "{J} Sacrifice up to two Characters you control. Draw that many cards."
    state = _resolved(text, ("Ally",))
    assert _characters(state, "p1") == ["Unique"]
    assert _hand(state, "p1") == 1


def test_6_5_i_that_many_after_two_counts_the_fewer_sacrificed() -> None:
    """p2 has only Foe: one sacrificed of "two" (6.5.h), so p1 draws one."""
    state = _resolved("{J} Target opponent sacrifices two Characters. Draw that many cards.")
    assert _characters(state, "p2") == []
    assert _hand(state, "p1") == 1


def test_6_1_h_each_player_discards_two_of_their_hand_all_if_fewer() -> None:
    """p1 (two cards) and p2 (one card) each discard from their own hand: p1 both, p2 its
    only one (6.5.h); no card of the other player's hand is offered."""
    b = _board("{J} Each player discards two cards from their hand.")
    b = b.in_hand("p1", "Mine 1", **ALLY).in_hand("p1", "Mine 2", **ALLY)
    state, entries = play(b.in_hand("p2", "Theirs in hand", **ALLY), "Unique")
    state = answer_picking(state, entries, ())[0]
    assert (_hand(state, "p1"), _hand(state, "p2")) == (0, 0)
    discard = names(state, z.personal(ZoneKind.DISCARD, "p1"))
    assert sorted(discard) == ["Mine 1", "Mine 2"]
    assert names(state, z.personal(ZoneKind.DISCARD, "p2")) == ["Theirs in hand"]


def test_6_5_h_discard_x_cards_one_step_choosing_x_counted_as_it_begins() -> None:
    """X = 2 (Unique and Ally): p1 is asked once for exactly two of their three cards in
    hand, both discarded by one step; the trace says X and cites 6.1.g and 6.1.e, not
    6.5.i (no repetition)."""
    b = _board(_DISCARD_X)
    b = b.in_hand("p1", "Mine 1", **ALLY).in_hand("p1", "Mine 2", **ALLY)
    state, entries = play(b.in_hand("p1", "Mine 3", **ALLY), "Unique")
    asked = state.pending
    assert asked is not None and asked.player == "p1"
    assert (asked.min_choices, asked.max_choices) == (2, 2)
    counted = [e for e in entries if "X = 2" in e.text]
    assert counted and {"6.1.g", "6.1.e", "6.5.h"} <= set(counted[0].rules)
    assert "6.5.i" not in counted[0].rules
    state, _ = answer(state, asked.id, (find(state, "Mine 1"), find(state, "Mine 3")))
    state, _ = until_decision(state)
    assert sorted(names(state, z.personal(ZoneKind.DISCARD, "p1"))) == ["Mine 1", "Mine 3"]
    assert names(state, z.personal(ZoneKind.HAND, "p1")) == ["Mine 2"]


def test_6_5_h_sacrifice_as_many_as_counted_all_if_fewer() -> None:
    """p1's Reserve holds one card: one of Unique and Ally is sacrificed, not both."""
    state, entries = play(
        _board("{J} Sacrifice as many Characters as there are cards in your Reserve."), "Unique"
    )
    asked = state.pending
    assert asked is not None and (asked.min_choices, asked.max_choices) == (1, 1)
    state = answer_picking(state, entries, ("Ally",))[0]
    assert _characters(state, "p1") == ["Unique"]
    assert _characters(state, "p2") == ["Foe"]


def test_6_5_h_discard_as_many_as_counted_all_if_fewer() -> None:
    """X = 2 but p1's Reserve holds one card: it alone is discarded (6.5.h, all if fewer)."""
    text = "{J} Discard as many cards from your Reserve as there are Characters you control."
    state = _resolved(text)
    assert names(state, z.personal(ZoneKind.RESERVE, "p1")) == []
    assert names(state, z.personal(ZoneKind.DISCARD, "p1")) == ["Kept"]


def test_7_2_3_a_target_opponent_discards_x_counted_by_the_controller() -> None:
    """X is p1's two Characters (not p2's one): p2, not p1, is asked once for exactly two
    of their three cards in hand, and discards them in one step."""
    b = _board(_OPPONENT_DISCARDS_X)
    for card in ("T1", "T2", "T3"):
        b = b.in_hand("p2", card, **ALLY)
    state, _ = play(b, "Unique")
    target = state.pending  # p1 targets the opponent (6.5.b)
    assert target is not None and target.player == "p1"
    state, _ = answer(state, target.id, ("p2",))
    state, _ = until_decision(state)
    asked = state.pending
    assert asked is not None and asked.player == "p2"
    assert (asked.min_choices, asked.max_choices) == (2, 2)
    state, _ = answer(state, asked.id, (find(state, "T1"), find(state, "T2")))
    state, _ = until_decision(state)
    assert sorted(names(state, z.personal(ZoneKind.DISCARD, "p2"))) == ["T1", "T2"]
    assert names(state, z.personal(ZoneKind.HAND, "p2")) == ["T3"]


def test_7_2_3_a_each_player_sacrifices_as_many_as_cards_in_the_controllers_reserve() -> None:
    """p1's Reserve holds one card (p2's two are not "your Reserve"): each player
    sacrifices one Character, p2 not two."""
    b = _board(_EACH_SACRIFICES_AS_MANY).in_expedition("p2", "hero", "Foe 2", **ALLY)
    state, entries = play(b, "Unique")
    state = answer_picking(state, entries, ("Ally", "Foe"))[0]
    assert _characters(state, "p1") == ["Unique"]
    assert _characters(state, "p2") == ["Foe 2"]


def test_6_5_i_opponent_discards_that_many_as_were_sacrificed_in_one_step() -> None:
    """Only Ally of "up to two" is sacrificed: p2 is asked for exactly one of their three
    cards in hand (not two), and discards it."""
    b = _board(_UP_TO_OPPONENT_DISCARDS_THAT_MANY)
    for card in ("T1", "T2", "T3"):
        b = b.in_hand("p2", card, **ALLY)
    state, _ = play(b, "Unique")
    for _ in range(5):  # p1 chooses Ally of up to two, then targets p2 (6.5.b)
        decision = state.pending
        if decision is None or decision.player == "p2":
            break
        picked = [o.id for o in decision.options if o.label in ("Ally", "p2")]
        state, _ = answer(state, decision.id, tuple(picked[:1]))
        state, _ = until_decision(state)
    asked = state.pending
    assert asked is not None and asked.player == "p2"
    assert (asked.min_choices, asked.max_choices) == (1, 1)
    state, _ = answer(state, asked.id, (find(state, "T2"),))
    state, _ = until_decision(state)
    assert names(state, z.personal(ZoneKind.DISCARD, "p2")) == ["T2"]
    assert _characters(state, "p1") == ["Unique"]


def test_6_5_i_x_counted_none_chooses_nothing() -> None:
    """An empty Reserve: X = 0, so no Character is asked for or sacrificed, and the trace
    says so citing 6.1.g."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(_SACRIFICE_X))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).mana("p1", 4).deck_of("p1", 6)
    state, entries = play(b.deck_of("p2", 6), "Unique")
    state, entries = answer_picking(state, entries, ())
    assert sorted(_characters(state, "p1")) == ["Ally", "Unique"]
    said = [e for e in entries if "X = 0" in e.text]
    assert said and "nothing is chosen" in said[0].text and "6.1.g" in said[0].rules


def test_7_2_3_a_its_controller_discards_x_counted_by_the_abilitys_controller() -> None:
    """Foe's controller, p2, controls three Characters and p1 two: X is p1's two ("you" is
    the ability's controller, 7.2.3.a), so p2 is asked for exactly two of three cards."""
    b = _board(_ITS_CONTROLLER_DISCARDS_X)
    b = b.in_expedition("p2", "hero", "Foe 2", **ALLY).in_expedition("p2", "hero", "Foe 3", **ALLY)
    for card in ("T1", "T2", "T3"):
        b = b.in_hand("p2", card, **ALLY)
    state, _ = play(b, "Unique")
    target = state.pending
    assert target is not None and target.player == "p1"
    state, _ = answer(state, target.id, (find(state, "Foe"),))
    state, entries = until_decision(state)
    asked = state.pending
    assert asked is not None and asked.player == "p2"
    assert (asked.min_choices, asked.max_choices) == (2, 2)
    counted = [e for e in entries if "X = 2" in e.text]
    assert counted and "7.2.3.a" in counted[0].rules
    state, _ = answer(state, asked.id, (find(state, "T1"), find(state, "T3")))
    state, _ = until_decision(state)
    assert names(state, z.personal(ZoneKind.HAND, "p2")) == ["T2"]


def _spent(text: str, counters: dict[str, int]) -> dict[str, int]:
    """p1's "Scribe" (beside Ally: two Characters p1 controls) with ``counters`` uses its
    quick action ``text``: the counters left on it."""
    fields = grammar_fields(text, "Scribe", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Scribe", counters=counters, **fields)
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).mana("p1", 4)
    b = b.deck_of("p1", 6).deck_of("p2", 6).at_afternoon(first="p1")
    state, _ = until_decision(b.build())
    state, entries = play_quick_action(state, "p1", find(state, "Scribe"), 0)
    state, _ = until_decision(state)
    state = answer_picking(state, (entries,), ())[0]
    return dict(state.objects[find(state, "Scribe")].counters)


def test_7_3_38_a_spend_all_my_boosts_spends_every_one_on_me() -> None:
    assert _spent(_SPEND_ALL, {BOOST: 3}) == {}


def test_7_3_38_a_spend_x_of_my_boosts_counted_as_the_step_happens() -> None:
    """X = 2 (Scribe and Ally): one of three boosts is left."""
    assert _spent(_SPEND_X, {BOOST: 3}) == {BOOST: 1}


def test_7_3_38_a_spend_as_many_sap_counters_as_counted() -> None:
    assert _spent(_SPEND_AS_MANY, {"Sap": 2, BOOST: 1}) == {BOOST: 1}
