"""The effects' second round (issue 30), read by the grammar alone and
played on boards: a choice among a list of statuses gives the one chosen, and only it
(7.3.16, 6.1.g)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Status, find

from ..cards_text.helpers import names, play
from ..engine.helpers import choose, pending, until_decision
from .grammar_cards import grammar_fields
from .sentences_effect_phrases import READINGS_EFFECTS2
from .test_board_effects import ALLY, _board, _card, _resolved


@pytest.mark.parametrize(
    ("chosen", "status"),
    [("Fleeting", Status.FLEETING), ("Anchored", Status.ANCHORED), ("Asleep", Status.ASLEEP)],
)
def test_7_3_16_a_choice_among_three_statuses_gives_the_one_chosen(
    chosen: str, status: Status
) -> None:
    text = "{J} Target Character gains Fleeting, Anchored or Asleep."
    assert text in READINGS_EFFECTS2
    state = _resolved(_board(text), {"target": "Ally", "choose_status": chosen})
    ally = state.objects[find(state, "Ally")].statuses
    assert status in ally
    assert {Status.FLEETING, Status.ANCHORED, Status.ASLEEP} & set(ally) == {status}


def test_6_5_f_sabotage_then_its_owner_exhausted_resupplies_only_if_discarded() -> None:
    """ "Sabotage. If you discarded a card this way, its owner Exhausted Resupplies": the
    owner of the card discarded (p2's) puts their top card in Reserve, exhausted (7.3.35.a,
    7.3.13)."""
    text = "{J} Sabotage. If you discarded a card this way, its owner Exhausted Resupplies."
    assert text in READINGS_EFFECTS2
    b = _board(text).in_reserve("p2", "Theirs", **ALLY)
    state = _resolved(b, {"target": "Theirs"})
    assert "Theirs" in names(state, "discard:p2")
    reserve = names(state, "reserve:p2")
    assert len(reserve) == 1 and "Theirs" not in reserve
    assert Status.EXHAUSTED in state.objects[find(state, reserve[0])].statuses
    assert names(state, "reserve:p1") == ["Kept"]


def test_6_5_f_its_owner_is_the_discarded_cards_owner() -> None:
    """My own Reserve card discarded: I (its owner) Exhausted Resupply, not my opponent."""
    text = "{J} Sabotage. If you discarded a card this way, its owner Exhausted Resupplies."
    state = _resolved(_board(text), {"target": "Kept"})
    assert "Kept" in names(state, "discard:p1")
    reserve = names(state, "reserve:p1")
    assert len(reserve) == 1 and "Kept" not in reserve
    assert names(state, "reserve:p2") == []


def test_6_5_f_nothing_discarded_nothing_resupplied() -> None:
    """No card in any Reserve: nothing is discarded, so no one Exhausted Resupplies."""
    text = "{J} Sabotage. If you discarded a card this way, its owner Exhausted Resupplies."
    b = GameBuilder().in_hand("p1", "Unique", **_card(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).mana("p1", 6)
    state = _resolved(b.deck_of("p1", 6).deck_of("p2", 6))
    assert names(state, "reserve:p1") == [] and names(state, "reserve:p2") == []


def test_6_5_i_do_the_following_x_plus_one_times_by_the_grammar() -> None:
    """Read by the grammar alone: with 2 Arcane counters on the Spell, X+1 = 3 instances,
    a target chosen for each (6.5.i)."""
    text = (
        "Do the following X+1 times, where X is my number of Arcane counters: "
        "• Target Character gains 1 boost."
    )
    assert text in READINGS_EFFECTS2
    spell = grammar_fields(text, "Infusion", unique=False, type="Spell")
    b = GameBuilder().in_reserve("p1", "Infusion", counters={"Arcane": 2}, **spell)
    b = b.mana("p1", 1).in_expedition("p1", "hero", "Ally").in_expedition("p2", "hero", "Foe")
    state, _ = play(b, "Infusion", dest="spell")
    for name in ("Ally", "Foe", "Ally"):
        assert pending(state).kind == "target"
        state = choose(state, find(state, name))
        state, _ = until_decision(state)
    assert pending(state).kind == "turn"  # no fourth instance
    boosts = [state.objects[find(state, n)].counters.get("boost", 0) for n in ("Ally", "Foe")]
    assert boosts == [2, 1]


def test_6_5_g_choose_x_plus_one_modes_by_the_grammar() -> None:
    """Read by the grammar alone: 1 Arcane counter, X+1 = 2 modes, "Draw a card" chosen
    twice (the same option again, 6.5.g)."""
    text = (
        "Choose X+1, where X is my number of Arcane counters. You may pick the same option "
        "multiple times: • Draw a card. • Sabotage."
    )
    assert text in READINGS_EFFECTS2
    spell = grammar_fields(text, "Feast", unique=False, type="Spell")
    b = GameBuilder().in_reserve("p1", "Feast", counters={"Arcane": 1}, **spell)
    state, _ = play(b.mana("p1", 1).deck_of("p1", 3), "Feast", dest="spell")
    for _ in range(2):
        assert pending(state).kind == "choose_mode"
        state = choose(state, "0")
        state, _ = until_decision(state)
    assert pending(state).kind == "turn"
    assert len(names(state, "hand:p1")) == 2


@pytest.mark.parametrize("result", [1, 4, 6])
def test_7_3_33_b_x_is_the_result_by_the_grammar(result: int) -> None:
    """Read by the grammar alone: the die shows ``result``; the target, chosen after the
    roll, gains that many boosts."""
    text = "Roll a die. Target Character gains X boosts, where X is the result."
    assert text in READINGS_EFFECTS2
    spell = grammar_fields(text, "Gamble", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Gamble", **spell).mana("p1", 1)
    state, _ = play(b.in_expedition("p1", "hero", "Lucky"), "Gamble", dest="spell")
    assert pending(state).kind == "roll_die"
    state = choose(state, str(result))
    state, _ = until_decision(state)
    state = choose(state, find(state, "Lucky"))
    state, _ = until_decision(state)
    assert state.objects[find(state, "Lucky")].counters.get("boost", 0) == result


@pytest.mark.parametrize("result", [1, 3])
def test_3_2_2_c_sent_to_the_xth_position_where_x_is_the_result(result: int) -> None:
    """Read by the grammar alone: the die shows ``result``; the target goes to that
    position of its owner's deck (the first: its top; the third: two cards above it)."""
    text = (
        "Roll a die. Send target Character to the Xth position of its owner's deck, where X "
        "is the result."
    )
    assert text in READINGS_EFFECTS2
    spell = grammar_fields(text, "Drift", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Drift", **spell).mana("p1", 1)
    b = b.in_expedition("p2", "hero", "Foe").deck_of("p2", 5)
    state, _ = play(b, "Drift", dest="spell")
    before = names(state, "deck:p2")
    state = choose(state, str(result))
    state, _ = until_decision(state)
    state = choose(state, find(state, "Foe"))
    state, _ = until_decision(state)
    after = names(state, "deck:p2")
    assert after == [*before[: result - 1], "Foe", *before[result - 1 :]]


_ROLL_AROUND = (
    "{H} Target a Character you control, then roll a die. On a: • 4+, it gains 2 boosts. "
    "• 1-3, I gain 1 boost."
)


@pytest.mark.parametrize(("result", "ally", "me"), [(5, 2, 0), (2, 0, 1)])
def test_7_3_33_b_target_chosen_before_the_roll_is_it_in_the_results(
    result: int, ally: int, me: int
) -> None:
    """Read by the grammar alone: the target (Ally) is chosen, then the die shows
    ``result``; "it" in the results is that target (6.5.b)."""
    assert _ROLL_AROUND in READINGS_EFFECTS2
    state, _ = play(_board(_ROLL_AROUND), "Unique")
    assert pending(state).kind == "target"
    state = choose(state, find(state, "Ally"))
    state, _ = until_decision(state)
    assert pending(state).kind == "roll_die"
    state = choose(state, str(result))
    state, _ = until_decision(state)
    boosts = [state.objects[find(state, n)].counters.get("boost", 0) for n in ("Ally", "Unique")]
    assert boosts == [ally, me]


def test_7_3_7_each_player_discards_hand_and_reserve_then_draws() -> None:
    """Read by the grammar alone: my hand (Spare) and Reserve (Kept) are discarded, the
    opponent's Reserve card too, then each player draws three."""
    text = "{H} Each player discards their hand and their Reserve, then draws three cards."
    assert text in READINGS_EFFECTS2
    state = _resolved(_board(text).in_reserve("p2", "Theirs", **ALLY))
    assert {"Spare", "Kept"} <= set(names(state, "discard:p1"))
    assert "Theirs" in names(state, "discard:p2")
    assert names(state, "reserve:p1") == [] and names(state, "reserve:p2") == []
    assert len(names(state, "hand:p1")) == 3 and len(names(state, "hand:p2")) == 3
