"""The compound effect read by the grammar alone and played on boards (issue 30, gram109):
the steps happen in printed order as atomic actions (6.1.c, 6.1.e), a keyword beside
boosts on the same object (7.4, 2.5.1), every thing of a list lost (2.5.g, 2.4), "[object]
and I each" a step for each, "[Do X]. If you do, [Y], otherwise [Z]" — Y if X was started,
Z if it could not be (6.5.f, 6.5.e) — and "then you may [Y] to [Z]" (6.5.c, 6.5.f)."""

from __future__ import annotations

from engine import DecisionKind, GameState, Keyword, Status, TraceEntry, answer, find
from engine.core import play_card
from engine.reading.passives import has_keyword
from engine.state.enums import CardType, PermanentZone

from ..engine.helpers import until_decision
from .grammar_cards import answer_picking
from .sentences_compound_steps import (
    DISCARD_OTHERWISE,
    KEYWORD_AND_BOOSTS,
    LOSES_BOOSTS_AND_STATUSES,
    SACRIFICE_OTHERWISE_APART,
    TARGET_AND_ME_EACH,
    TARGET_KEYWORD_AND_BOOSTS,
    THEN_MAY_TO,
)
from .test_board_composed_descriptions import ALLY, _bearer, _paid, _played


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].boosts


def _has(state: GameState, name: str, status: Status) -> bool:
    return state.objects[find(state, name)].has(status)


def _rules(entries: tuple[TraceEntry, ...]) -> set[str]:
    return {r for e in entries for r in e.rules}


def test_7_4_i_gain_the_keyword_and_the_boosts() -> None:
    state = _played(_bearer(KEYWORD_AND_BOOSTS).at_afternoon(first="p1").build())
    assert has_keyword(state, find(state, "Bearer"), Keyword.TOUGH)
    assert _boosts(state, "Bearer") == 2


def test_2_5_g_the_target_loses_its_boosts_then_each_status() -> None:
    both = {Status.ANCHORED, Status.FLEETING}
    b = _bearer(LOSES_BOOSTS_AND_STATUSES).in_expedition(
        "p2", "hero", "Rival", statuses=both, counters={"boost": 3}, **ALLY
    )
    state = _played(b.at_afternoon(first="p1").build(), ("Rival",))
    assert _boosts(state, "Rival") == 0
    assert not _has(state, "Rival", Status.ANCHORED)
    assert not _has(state, "Rival", Status.FLEETING)


def test_6_1_e_the_target_and_i_each_gain_a_boost() -> None:
    b = _bearer(TARGET_AND_ME_EACH).in_expedition("p1", "companion", "Ally", **ALLY)
    state = _played(b.at_afternoon(first="p1").build(), ("Ally",))
    assert _boosts(state, "Ally") == 1 and _boosts(state, "Bearer") == 1


def _hand_after(
    text: str, cards_in_hand: int, landmark: bool = False
) -> tuple[int, GameState, tuple[TraceEntry, ...]]:
    """Cards in p1's hand after Bearer is played from a hand holding ``cards_in_hand``
    other cards (with a Landmark Permanent in play: ``landmark``), the state and trace."""
    b = _bearer(text)
    for n in range(cards_in_hand):
        b = b.in_hand("p1", f"Spare {n}", **ALLY)
    if landmark:
        permanent = {"type": CardType.PERMANENT, "hand_cost": 1, "reserve_cost": 1}
        b = b.in_landmarks("p1", "Tower", permanent_zone=PermanentZone.LANDMARK, **permanent)
    state, entries = _played_traced(b.at_afternoon(first="p1").build())
    return len(state.zone("hand:p1")), state, entries


def _played_traced(state: GameState) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """p1 plays Bearer in the Afternoon, pays, and answers each later decision with its
    first options until the next turn's choice: the state and the whole trace."""
    state, _ = until_decision(state)
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    trace = [first, *entries]
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, paid = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        trace += [paid, *more]
    state, more = answer_picking(state, tuple(trace), ())
    return state, more


def test_6_5_f_if_you_do_when_the_discard_was_done() -> None:
    """A card to discard: it is discarded, then 2 boosts (not the other branch)."""
    hand, state, _ = _hand_after(DISCARD_OTHERWISE, cards_in_hand=1)
    assert hand == 0 and _boosts(state, "Bearer") == 2


def test_6_5_e_otherwise_when_nothing_could_be_discarded() -> None:
    """An empty hand: the discard could not start, so "otherwise" happens (6.5.f, 6.5.e)."""
    hand, state, entries = _hand_after(DISCARD_OTHERWISE, cards_in_hand=0)
    assert hand == 0 and _boosts(state, "Bearer") == 1
    assert {"6.5.f", "6.5.e"} <= _rules(entries), _rules(entries)


def test_6_5_f_otherwise_said_in_a_sentence_of_its_own() -> None:
    """ "Sacrifice a Permanent. If you do, draw two cards. Otherwise, draw a card.": a
    Landmark Permanent to sacrifice — two cards; none (Bearer is a Character, not a
    Permanent card, 2.2.1) — one card."""
    hand, state, _ = _hand_after(SACRIFICE_OTHERWISE_APART, cards_in_hand=0, landmark=True)
    assert hand == 2 and "Tower" not in [state.name(o) for o in state.zone("landmarks:p1")]
    hand, _, _ = _hand_after(SACRIFICE_OTHERWISE_APART, cards_in_hand=0)
    assert hand == 1


def test_6_5_c_then_you_may_exhaust_me_to_draw() -> None:
    state, _ = _paid(_bearer(THEN_MAY_TO).at_afternoon(first="p1").build())
    for _ in range(6):
        pending = state.pending
        if pending is None or pending.kind == DecisionKind.TURN:
            break
        yes = [o.id for o in pending.options if "exhaust" in o.label.lower() or o.label == "Yes"]
        state, _ = answer(state, pending.id, tuple(yes[:1] or pending.option_ids()[:1]))
        state, _ = until_decision(state)
    assert _boosts(state, "Bearer") == 1
    assert _has(state, "Bearer", Status.EXHAUSTED)
    assert len(state.zone("hand:p1")) == 1


def test_6_5_b_the_target_gains_the_keyword_then_the_boosts() -> None:
    """ "Target Character gains [[Defender]] and 2 boosts": the target chosen once gets both."""
    b = _bearer(TARGET_KEYWORD_AND_BOOSTS).in_expedition("p1", "companion", "Ally", **ALLY)
    state = _played(b.at_afternoon(first="p1").build(), ("Ally",))
    assert has_keyword(state, find(state, "Ally"), Keyword.DEFENDER)
    assert _boosts(state, "Ally") == 2
    assert not has_keyword(state, find(state, "Bearer"), Keyword.DEFENDER)
