"""The effects section's readings (issue 30), read by the grammar alone,
played on boards: each {J}/{H} sentence resolves, and the new step kinds do what the text
says — an Expedition facing me moves (7.3.25), the top of the deck goes where it is put
(7.3.27), a target loses a status and then gains boosts (6.1.c, 6.5.b), the controller of
a targeted object draws (7.5.5), a choice of statuses gives one of them (7.3.16)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, Status, answer, find
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .sentences_effects import READINGS_EFFECTS

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}

PLAYED_EFFECTS = tuple(sorted(t for t in READINGS_EFFECTS if t.startswith(("{J}", "{H}"))))
"""The effects section's {J}/{H} sentences, each played on a board below."""


def _card(text: str) -> dict[str, object]:
    return grammar_fields(text)


def _board(text: str) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **_card(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_reserve("p1", "Kept", **ALLY).in_hand("p1", "Spare", **ALLY)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def _resolved(b: GameBuilder, picks: dict[str, str] | None = None) -> GameState:
    """Play "Unique" from Hand and answer its decisions (with the option whose label holds
    the word ``picks`` gives for a decision's kind, else the first) until play comes back
    to a turn."""
    state, _ = play(b, "Unique")
    for _ in range(20):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        ids = list(decision.option_ids()[: max(1, decision.min_choices)])
        word = (picks or {}).get(str(decision.kind))
        if word is not None:
            ids = [o.id for o in decision.options if word in o.label][:1] or ids
        state, _ = answer(state, decision.id, tuple(ids))
        state, _ = until_decision(state)
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
    return state


@pytest.mark.parametrize("text", PLAYED_EFFECTS)
def test_an_effects_reading_resolves_on_a_board(text: str) -> None:
    """Decisions answered with their first options: it resolves (4.2.3.d), the engine's
    invariants holding at every step (checked by ``until_decision``)."""
    _resolved(_board(text))


def test_7_3_25_the_expedition_facing_me_moves_not_mine() -> None:
    text = "{H} Your opponent's Expedition facing me moves forward one region."
    before = _board(text).build().positions
    after = _resolved(_board(text)).positions
    assert after["p1:hero"] == before["p1:hero"]
    assert after["p1:companion"] == before["p1:companion"]
    moved = [e for e in ("p2:hero", "p2:companion") if after[e] != before[e]]
    assert len(moved) == 1


def test_7_3_27_the_top_two_cards_of_the_deck_go_to_reserve() -> None:
    state = _resolved(_board("{H} Put the top two cards of your deck in Reserve."))
    assert len(names(state, "deck:p1")) == 4
    assert len(names(state, "reserve:p1")) == 3  # "Kept" and the two put there


def test_7_3_27_the_top_card_of_the_deck_goes_to_the_mana_zone() -> None:
    state = _resolved(_board("{J} Put the top card of your deck in your Mana zone."))
    assert len(names(state, "deck:p1")) == 5
    assert len(names(state, "mana:p1")) == 7  # the six Orbs and the card put there


def test_6_5_b_a_target_loses_a_status_then_gains_boosts() -> None:
    text = "{J} Target Character loses Fleeting and gains 2 boosts."
    b = _board(text).in_expedition("p1", "hero", "Runner", statuses=(Status.FLEETING,), **ALLY)
    state = _resolved(b, {"target": "Runner"})
    runner = state.objects[find(state, "Runner")]
    assert Status.FLEETING not in runner.statuses
    assert runner.boosts == 2


def test_7_5_5_its_controller_draws_not_me() -> None:
    text = "{H} Exhaust target Character. Its controller draws a card."
    state = _resolved(_board(text), {"target": "Foe"})
    assert Status.EXHAUSTED in state.objects[find(state, "Foe")].statuses
    assert len(names(state, "hand:p2")) == 1
    assert names(state, "hand:p1") == ["Spare"]


def test_7_3_16_a_choice_of_statuses_gives_the_one_chosen() -> None:
    text = "{H} Target Character gains Anchored or Asleep."
    state = _resolved(_board(text), {"target": "Ally", "choose_status": "Asleep"})
    ally = state.objects[find(state, "Ally")]
    assert Status.ASLEEP in ally.statuses and Status.ANCHORED not in ally.statuses


def test_every_effects_reading_played_is_counted_as_a_board_sentence() -> None:
    from .sentences import BOARD_SENTENCES

    assert set(PLAYED_EFFECTS) <= set(BOARD_SENTENCES)


def test_6_5_b_they_are_every_target_chosen() -> None:
    text = "{H} Up to two target Characters gain 1 boost. They gain Anchored."
    b = _board(text).in_expedition("p1", "hero", "Second", **ALLY)
    state, _ = play(b, "Unique")
    decision = state.pending
    assert decision is not None and str(decision.kind) == "target"
    picked = tuple(o.id for o in decision.options if o.label.startswith(("Ally", "Second")))
    state, _ = answer(state, decision.id, picked[:2])
    state = _resolved_from(state)
    for name in ("Ally", "Second"):
        obj = state.objects[find(state, name)]
        assert obj.boosts == 1 and Status.ANCHORED in obj.statuses, name


def _resolved_from(state: GameState) -> GameState:
    state, _ = until_decision(state)
    for _ in range(20):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        ids = tuple(decision.option_ids()[: max(1, decision.min_choices)])
        state, _ = answer(state, decision.id, ids)
        state, _ = until_decision(state)
    return state


OTHERWISE_AFTER_STEPS = (
    "{H} If your hand is empty: Draw a card, then I gain 1 boost, otherwise Resupply."
)


def _played_with_hand(spare: bool) -> GameState:
    b = GameBuilder().in_hand("p1", "Unique", **_card(OTHERWISE_AFTER_STEPS))
    if spare:
        b = b.in_hand("p1", "Spare", **ALLY)
    return _resolved_from(play(b.mana("p1", 3).deck_of("p1", 4).deck_of("p2", 4), "Unique")[0])


def test_6_5_e_a_condition_met_gives_every_step_before_otherwise() -> None:
    state = _played_with_hand(spare=False)
    assert len(names(state, "hand:p1")) == 1
    assert state.objects[find(state, "Unique")].boosts == 1
    assert names(state, "reserve:p1") == []


def test_6_5_e_a_condition_not_met_gives_only_the_otherwise_steps() -> None:
    state = _played_with_hand(spare=True)
    assert names(state, "hand:p1") == ["Spare"]
    assert state.objects[find(state, "Unique")].boosts == 0
    assert len(names(state, "reserve:p1")) == 1  # the card Resupply put there


def test_3_1_3_f_one_card_seen_is_kept_and_the_others_discarded() -> None:
    text = (
        "{J} Look at the top three cards of your deck. Put one in your hand and discard the others."
    )
    state = _resolved(_board(text))
    assert len(names(state, "deck:p1")) == 3  # six, three of them looked at
    assert len(names(state, "hand:p1")) == 2  # "Spare" and the one kept
    assert len(names(state, "discard:p1")) == 2


def test_7_3_40_a_a_character_taken_joins_one_of_my_expeditions() -> None:
    text = "{J} Take control of target Character with Hand Cost {2} or less."
    state = _resolved(_board(text), {"target": "Foe"})
    foe = find(state, "Foe")
    assert state.objects[foe].controller == "p1"
    assert foe in (*state.zone("expedition:p1:hero"), *state.zone("expedition:p1:companion"))


def test_6_5_b_a_target_character_in_reserve_gains_the_boosts() -> None:
    state = _resolved(_board("{H} Target Character in Reserve gains 2 boosts."), {"target": "Kept"})
    assert state.objects[find(state, "Kept")].boosts == 2
    assert state.objects[find(state, "Ally")].boosts == 0


def test_6_5_c_you_may_x_and_y_declined_does_neither() -> None:
    text = "{H} You may discard a card from your Reserve and draw a card."
    state = _resolved(_board(text), {"optional_step": "do not"})
    assert names(state, "reserve:p1") == ["Kept"]
    assert names(state, "hand:p1") == ["Spare"]


def test_6_5_f_you_may_x_and_y_accepted_does_both() -> None:
    text = "{H} You may discard a card from your Reserve and draw a card."
    state = _resolved(_board(text), {"optional_step": "do it"})
    assert names(state, "reserve:p1") == []
    assert len(names(state, "hand:p1")) == 2


def test_6_5_i_for_each_counted_the_step_is_done_that_many_times() -> None:
    text = "{H} For each Character you control, I gain 1 boost."
    b = _board(text).in_expedition("p1", "companion", "Other", **ALLY)
    state = _resolved(b)
    assert state.objects[find(state, "Unique")].boosts == 3  # Ally, Other and me


def test_7_3_31_resupply_twice_puts_two_cards_in_reserve() -> None:
    state = _resolved(_board("{J} Resupply twice."))
    assert len(names(state, "reserve:p1")) == 3  # "Kept" and two from the deck
    assert len(names(state, "deck:p1")) == 4
