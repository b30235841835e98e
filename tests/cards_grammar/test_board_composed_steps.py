"""Steps that compose, read by the grammar alone and played on boards (issue 30): one verb
with several things gained or lost is a step per thing on the same object (6.1.c, 6.1.e) —
a target chosen once (6.5.b) that gets every thing even when one did nothing (a status it
already had, 2.4.1.f), and every object of a group; "that many" counts what a group step
acted on (6.5.i); "instead" replaces an amount (6.2.b); "[X] or [Y]" offers only the steps
that can be done (6.1.g)."""

from __future__ import annotations

from engine import DecisionKind, GameState, Status, find
from engine.state.enums import BOOST

from .grammar_cards import answer_picking
from .sentences_composed_steps import (
    BOOST_TWICE,
    CREATE_TWO_INSTEAD,
    DRAW_TWO_INSTEAD,
    EACH_LOSE_ALL,
    FACING_LOSE_TWO,
    PLAYERS_THEN_PUT,
    SACRIFICE_OR_SEND,
    SACRIFICED_GROUP_MAX,
    TARGET_LOSES_TWO,
    TARGET_STATUS_AND_BOOST,
    TOKENS_BOOST_AND_STATUS,
)
from .test_board_composed_descriptions import ALLY, _bearer, _paid, _played


def _has(state: GameState, name: str, status: Status) -> bool:
    return state.objects[find(state, name)].has(status)


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].boosts


def test_6_1_c_a_target_gains_a_status_and_a_boost() -> None:
    b = _bearer(TARGET_STATUS_AND_BOOST).in_expedition("p1", "hero", "Ally", **ALLY)
    state = _played(b.at_afternoon(first="p1").build(), ("Ally",))
    assert _has(state, "Ally", Status.ANCHORED) and _boosts(state, "Ally") == 1


def test_6_5_b_the_boost_still_comes_when_the_status_was_already_there() -> None:
    """Already Anchored: gaining Anchored does nothing (2.4.1.f), the target chosen once
    still gains the boost — the second thing is no "if you did" (6.5.f)."""
    b = _bearer(TARGET_STATUS_AND_BOOST).in_expedition(
        "p1", "hero", "Ally", statuses={Status.ANCHORED}, **ALLY
    )
    state = _played(b.at_afternoon(first="p1").build(), ("Ally",))
    assert _has(state, "Ally", Status.ANCHORED) and _boosts(state, "Ally") == 1


def test_6_1_c_a_target_loses_two_statuses() -> None:
    both = {Status.ANCHORED, Status.ASLEEP}
    b = _bearer(TARGET_LOSES_TWO).in_expedition("p1", "hero", "Ally", statuses=both, **ALLY)
    state = _played(b.at_afternoon(first="p1").build(), ("Ally",))
    assert not _has(state, "Ally", Status.ANCHORED)
    assert not _has(state, "Ally", Status.ASLEEP)


def test_6_1_e_every_token_gains_the_boost_and_the_status_the_other_cards_neither() -> None:
    b = _bearer(TOKENS_BOOST_AND_STATUS).in_expedition(
        "p1", "hero", "Recruit", is_token=True, **ALLY
    )
    b = b.in_expedition("p1", "companion", "Card", **ALLY)
    state = _played(b.at_afternoon(first="p1").build())
    assert _boosts(state, "Recruit") == 1 and _has(state, "Recruit", Status.ANCHORED)
    assert _boosts(state, "Card") == 0 and not _has(state, "Card", Status.ANCHORED)


def test_6_1_e_each_character_facing_me_loses_both_statuses() -> None:
    both = {Status.FLEETING, Status.EXHAUSTED}
    b = _bearer(FACING_LOSE_TWO).in_expedition("p2", "hero", "Facing", statuses=both, **ALLY)
    b = b.in_expedition("p2", "companion", "Elsewhere", statuses=both, **ALLY)
    state = _played(b.at_afternoon(first="p1").build())
    assert not _has(state, "Facing", Status.FLEETING)
    assert not _has(state, "Facing", Status.EXHAUSTED)
    assert _has(state, "Elsewhere", Status.FLEETING)  # in the other Expedition: not facing me


def test_6_5_i_one_card_per_character_of_the_group_sacrificed_up_to_the_max() -> None:
    """Three other Characters sacrificed (6.1.e: an atomic action each): "for each …
    sacrificed this way" counts three, "up to a max of 2" draws two."""
    b = _bearer(SACRIFICED_GROUP_MAX)
    for name in ("One", "Two", "Three"):
        b = b.in_expedition("p1", "hero", name, **ALLY)
    state = b.at_afternoon(first="p1").build()
    hand = len(state.zone("hand:p1"))
    state = _played(state)
    assert len(state.zone("discard:p1")) >= 3
    assert len(state.zone("hand:p1")) == hand - 1 + 2  # Bearer played, two drawn


def test_6_5_i_one_character_sacrificed_draws_one() -> None:
    b = _bearer(SACRIFICED_GROUP_MAX).in_expedition("p1", "hero", "One", **ALLY)
    state = b.at_afternoon(first="p1").build()
    hand = len(state.zone("hand:p1"))
    state = _played(state)
    assert len(state.zone("hand:p1")) == hand - 1 + 1


def _hand_after(text: str, soldier: bool) -> tuple[int, GameState]:
    b = _bearer(text)
    if soldier:
        b = b.in_expedition("p1", "companion", "Guard", subtypes=("Soldier",), **ALLY)
    state = b.at_afternoon(first="p1").build()
    hand = len(state.zone("hand:p1"))
    state = _played(state)
    return len(state.zone("hand:p1")) - (hand - 1), state


def test_6_2_b_the_amount_is_replaced_when_the_condition_holds() -> None:
    """ "Draw a card. If you control a Soldier, draw two cards instead": two, not three."""
    assert _hand_after(DRAW_TWO_INSTEAD, soldier=True)[0] == 2


def test_6_2_b_the_step_is_as_printed_when_the_condition_fails() -> None:
    assert _hand_after(DRAW_TWO_INSTEAD, soldier=False)[0] == 1


def test_7_3_5_a_two_tokens_of_the_same_kind_instead_of_one() -> None:
    _, state = _hand_after(CREATE_TWO_INSTEAD, soldier=True)
    recruits = [o for o in state.objects.values() if "Ordis Recruit" in state.name(o.id)]
    assert len(recruits) == 2
    _, state = _hand_after(CREATE_TWO_INSTEAD, soldier=False)
    recruits = [o for o in state.objects.values() if "Ordis Recruit" in state.name(o.id)]
    assert len(recruits) == 1


def _choice_at(text: str, token: bool) -> GameState:
    b = _bearer(text)
    if token:
        b = b.in_expedition("p1", "companion", "Recruit", is_token=True, **ALLY)
    state, _ = _paid(b.at_afternoon(first="p1").build())
    return state


def test_6_1_g_both_steps_are_offered_when_both_can_be_done() -> None:
    state = _choice_at(SACRIFICE_OR_SEND, token=True)
    assert state.pending is not None and state.pending.kind == DecisionKind.CHOOSE_MODE
    labels = [o.label for o in state.pending.options]
    assert labels == ["Sacrifice a token Character", "Send me to Reserve"], labels


def test_6_1_g_a_step_with_nothing_to_choose_is_not_offered() -> None:
    """No token Character to sacrifice: that option is impossible (6.1.g), so sending me
    to Reserve is the one option — and choosing it sends me there."""
    state = _choice_at(SACRIFICE_OR_SEND, token=False)
    assert state.pending is not None and state.pending.kind == DecisionKind.CHOOSE_MODE
    labels = [o.label for o in state.pending.options]
    assert labels == ["Send me to Reserve"], labels
    assert "6.1.g" in state.pending.rules or "6.5.h" in " ".join(state.pending.rules)
    state = answer_picking(state, (), ("Send",))[0]
    assert state.objects[find(state, "Bearer")].zone == "reserve:p1"


def test_6_1_g_the_sacrifice_chosen_is_done() -> None:
    state = _choice_at(SACRIFICE_OR_SEND, token=True)
    state = answer_picking(state, (), ("Sacrifice", "Recruit"))[0]
    assert not any(state.name(o) == "Recruit" for o in state.zone("expedition:p1:companion"))
    assert state.objects[find(state, "Bearer")].zone != "reserve:p1"


def test_6_5_b_the_second_status_is_lost_even_when_the_first_was_not_there() -> None:
    """Only Asleep: losing Anchored does nothing, the target still loses Asleep (6.1.c)."""
    b = _bearer(TARGET_LOSES_TWO).in_expedition(
        "p1", "hero", "Ally", statuses={Status.ASLEEP}, **ALLY
    )
    state = _played(b.at_afternoon(first="p1").build(), ("Ally",))
    assert not _has(state, "Ally", Status.ASLEEP)


def test_6_5_i_a_targeted_step_twice_is_two_instances_each_with_its_target() -> None:
    """ "Target Character gains 1 boost twice": two instances, a target chosen for each
    (6.5.i: the choice may differ) — the same one chosen twice gains two boosts."""
    b = _bearer(BOOST_TWICE).in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_expedition("p1", "companion", "Other", **ALLY)
    state = _played(b.at_afternoon(first="p1").build(), ("Ally",))
    assert _boosts(state, "Ally") == 2 and _boosts(state, "Other") == 0


def test_6_1_e_each_target_loses_all_its_boosts() -> None:
    b = _bearer(EACH_LOSE_ALL).in_expedition("p2", "hero", "Two", **ALLY, counters={BOOST: 2})
    b = b.in_expedition("p2", "companion", "Three", **ALLY, counters={BOOST: 3})
    b = b.in_expedition("p1", "companion", "Kept", **ALLY, counters={BOOST: 1})
    state = _played(b.at_afternoon(first="p1").build(), ("Two", "Three"))
    assert _boosts(state, "Two") == 0 and _boosts(state, "Three") == 0
    assert _boosts(state, "Kept") == 1


def test_6_1_c_each_player_draws_then_puts_a_card_of_their_hand_in_reserve() -> None:
    """Both players draw two cards, then each puts one card of their hand in Reserve: the
    same players do the second step (6.1.c, 6.1.h: each chooses their own card)."""
    state = _bearer(PLAYERS_THEN_PUT).at_afternoon(first="p1").build()
    hands = {p: len(state.zone(f"hand:{p}")) for p in ("p1", "p2")}
    reserves = {p: len(state.zone(f"reserve:{p}")) for p in ("p1", "p2")}
    state = _played(state)
    assert len(state.zone("hand:p1")) == hands["p1"] - 1 + 2 - 1  # Bearer played
    assert len(state.zone("hand:p2")) == hands["p2"] + 2 - 1
    assert len(state.zone("reserve:p1")) == reserves["p1"] + 1
    assert len(state.zone("reserve:p2")) == reserves["p2"] + 1
