"""Places as a language (issue 30, session 40), played on boards — the grammar's
reading of the Bearer's text, p1 playing it. A target among the controller's Reserve and
Discard pile is offered from those zones only (6.5.b, 3.1.3.a, 3.1.2.b); "Put [object] in
your hand / at the bottom of its owner's deck" moves it (7.3.27.a); a count and a condition
of "in play or in your Reserve" / "in your Expeditions or your Reserve" count both places
(6.5.i, 6.5.d); another player's possessive names their zone."""

from __future__ import annotations

import pytest

from engine import CardType, DecisionKind, GameBuilder, TraceEntry, answer, find
from engine.core import play_card
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields

STATS = {"reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
SPELL = {"type": CardType.SPELL, "reserve_cost": 1}

TARGET_UNION = "{J} Return target Character card in your Reserve or discard pile to your hand."
PUT_IN_HAND = "{J} Put target Character in your hand."
PUT_UNION_ON_TOP = "{J} Put target card in your discard pile or Reserve on top of your deck."
COUNT_IN_PLAY_OR_RESERVE = "{J} I gain 1 boost for each Character in play or in your Reserve."
CONDITION_YOURS = (
    "{J} If you have 3 or more Characters in your Expeditions or your Reserve, draw a card."
)
THEIR_PILE = (
    "{J} Put target card in target opponent's discard pile at the bottom of its owner's deck."
)
EACH_OPPONENTS = "{J} I gain 1 boost for each card in each opponent's Reserve."


def _bearer(text: str) -> GameBuilder:
    fields = grammar_fields(text, "Bearer", unique=False, hand_cost=1)
    b = GameBuilder().in_hand("p1", "Bearer", **fields)
    return b.mana("p1", 8).deck_of("p1", 6).deck_of("p2", 6)


def _played(
    state: GameState, picks: tuple[str, ...] = ()
) -> tuple[GameState, list[list[str]], tuple[TraceEntry, ...]]:
    """p1 plays Bearer and pays; each later decision answered with the first option whose
    label holds the next of ``picks`` (else its first option): the state after, each
    decision's option labels, and the trace."""
    state, _ = until_decision(state)
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    trace = [first, *entries]
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending  # 5.1.2.h: the first Mana Orbs offered, the entries kept
        state, paid = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        trace += [paid, *more]
    asked: list[list[str]] = []
    todo = list(picks)
    for _ in range(12):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        asked.append([o.label for o in d.options])
        wanted = [o.id for o in d.options if todo and todo[0] in o.label]
        if wanted:
            todo.pop(0)
        else:
            wanted = list(d.option_ids()[: max(1, d.min_choices)])
        state, entry = answer(state, d.id, tuple(wanted[:1]))
        state, more = until_decision(state)
        trace += [entry, *more]
    return state, asked, tuple(trace)


def _rules(entries: tuple[TraceEntry, ...]) -> set[str]:
    return {r for e in entries for r in e.rules}


def _offered(asked: list[list[str]], name: str) -> bool:
    return any(name in label for labels in asked for label in labels)


def _zone(state: GameState, name: str) -> str:
    return state.objects[find(state, name)].zone


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get("boost", 0)


def test_6_5_b_a_target_in_your_reserve_or_discard_pile_only() -> None:
    b = _bearer(TARGET_UNION)
    b = b.in_reserve("p1", "Kept", hand_cost=2, **STATS)
    b = b.in_discard("p1", "Fallen", hand_cost=2, **STATS)
    b = b.in_discard("p1", "Bolt", hand_cost=2, **SPELL)
    b = b.in_reserve("p2", "Theirs", hand_cost=2, **STATS)
    b = b.in_discard("p2", "Gone", hand_cost=2, **STATS)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Fallen",))
    assert _offered(asked, "Kept") and _offered(asked, "Fallen"), asked
    assert not _offered(asked, "Bolt")  # a Spell: not a Character card
    assert not _offered(asked, "Theirs") and not _offered(asked, "Gone")  # 3.1.2.b: not yours
    assert _zone(state, "Fallen") == z.personal(ZoneKind.HAND, "p1")
    assert _zone(state, "Kept") == z.personal(ZoneKind.RESERVE, "p1")
    assert "6.5.b" in _rules(trace), _rules(trace)


def test_3_1_3_d_no_card_of_a_hand_is_offered_as_a_target() -> None:
    """A hand holds no objects: "target card in your Reserve or discard pile" never offers
    one — nor is "in your hand or Reserve" read for a target (sentences_places_language.py)."""
    b = _bearer(PUT_UNION_ON_TOP)
    b = b.in_hand("p1", "Held", hand_cost=2, **STATS)
    b = b.in_reserve("p1", "Kept", hand_cost=2, **STATS)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Kept",))
    assert not _offered(asked, "Held"), asked
    assert _zone(state, "Held") == z.personal(ZoneKind.HAND, "p1")
    assert state.zone(z.personal(ZoneKind.DECK, "p1"))[0] == find(state, "Kept")  # on top
    assert "6.5.b" in _rules(trace), _rules(trace)


def test_3_1_2_c_put_in_your_hand_goes_to_its_owners_hand() -> None:
    """ "Put target Character in your hand": an opponent's Character goes to its owner's
    hand all the same (3.1.2.c)."""
    b = _bearer(PUT_IN_HAND)
    b = b.in_expedition("p2", "hero", "Raider", hand_cost=2, **STATS)
    state, _, trace = _played(b.at_afternoon(first="p1").build(), ("Raider",))
    assert _zone(state, "Raider") == z.personal(ZoneKind.HAND, "p2")
    assert "3.1.2.c" in _rules(trace), _rules(trace)  # another's personal zone: the owner's


def test_6_5_i_a_count_in_play_or_in_your_reserve() -> None:
    """Every Character in play (Bearer, the opponent's Raider) and those in p1's Reserve
    (two), not a Spell there nor the opponent's Reserve: 4."""
    b = _bearer(COUNT_IN_PLAY_OR_RESERVE)
    b = b.in_expedition("p2", "hero", "Raider", hand_cost=2, **STATS)
    b = b.in_reserve("p1", "Kept", hand_cost=2, **STATS)
    b = b.in_reserve("p1", "Spare", hand_cost=2, **STATS)
    b = b.in_reserve("p1", "Bolt", hand_cost=2, **SPELL)
    b = b.in_reserve("p2", "Theirs", hand_cost=2, **STATS)
    state, _, trace = _played(b.at_afternoon(first="p1").build())
    assert _boosts(state, "Bearer") == 4
    assert "6.5.i" in _rules(trace), _rules(trace)


def _hand_size(state: GameState) -> int:
    return len(state.zone(z.personal(ZoneKind.HAND, "p1")))


def test_6_5_d_a_condition_on_your_expeditions_or_your_reserve() -> None:
    """Bearer in p1's Expedition and two Characters in p1's Reserve: 3 — p1 draws; the
    opponent's Characters are not p1's (7.5.5.b)."""
    b = _bearer(CONDITION_YOURS)
    b = b.in_reserve("p1", "Kept", hand_cost=2, **STATS)
    b = b.in_reserve("p1", "Spare", hand_cost=2, **STATS)
    state, _, trace = _played(b.at_afternoon(first="p1").build())
    assert _hand_size(state) == 1
    assert "6.5.d" in _rules(trace), _rules(trace)


def test_6_5_d_another_players_characters_do_not_count_as_yours() -> None:
    b = _bearer(CONDITION_YOURS)
    b = b.in_reserve("p1", "Kept", hand_cost=2, **STATS)
    b = b.in_expedition("p2", "hero", "Raider", hand_cost=2, **STATS)
    b = b.in_reserve("p2", "Theirs", hand_cost=2, **STATS)
    state, _, trace = _played(b.at_afternoon(first="p1").build())
    assert _hand_size(state) == 0  # Bearer and Kept only: 2
    assert "6.5.d" in _rules(trace), _rules(trace)


def test_1_2_6_c_a_card_in_target_opponents_discard_pile() -> None:
    b = _bearer(THEIR_PILE)
    b = b.in_discard("p2", "Relic", hand_cost=2, **STATS)
    b = b.in_discard("p1", "Mine", hand_cost=2, **STATS)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Relic",))
    assert _offered(asked, "Relic") and not _offered(asked, "Mine"), asked
    assert state.zone(z.personal(ZoneKind.DECK, "p2"))[-1] == find(state, "Relic")
    assert "6.5.b" in _rules(trace), _rules(trace)


def test_1_2_1_b_each_opponents_reserve_counted() -> None:
    b = _bearer(EACH_OPPONENTS)
    b = b.in_reserve("p2", "Theirs", hand_cost=2, **STATS)
    b = b.in_reserve("p2", "Bolt", hand_cost=2, **SPELL)
    b = b.in_reserve("p1", "Kept", hand_cost=2, **STATS)
    state, _, trace = _played(b.at_afternoon(first="p1").build())
    assert _boosts(state, "Bearer") == 2
    assert "6.5.i" in _rules(trace), _rules(trace)


def test_3_1_2_b_another_players_reserve_card_is_refused_naming_the_rule() -> None:
    """Answering the opponent's Reserve card to "target Character card in your Reserve or
    discard pile": refused — "your" names the controller's own zones, each player having their
    own (3.1.2.b), beside the rule of targets (6.5.b)."""
    b = _bearer(TARGET_UNION)
    b = b.in_reserve("p1", "Kept", hand_cost=2, **STATS)
    b = b.in_reserve("p2", "Theirs", hand_cost=2, **STATS)
    state, _ = until_decision(b.at_afternoon(first="p1").build())
    state, _ = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, _ = until_decision(state)
    for _ in range(6):  # pay, then play the Reaction: up to the target's decision
        d = state.pending
        assert d is not None
        if d.kind in (DecisionKind.TARGET, DecisionKind.TARGET_ONE_MORE):
            break
        state, _ = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        state, _ = until_decision(state)
    assert state.pending is not None and state.pending.kind == DecisionKind.TARGET
    with pytest.raises(IllegalAction) as refused:
        answer(state, state.pending.id, find(state, "Theirs"))
    assert refused.value.rule == "3.1.2.b", refused.value
    assert "6.5.b" in refused.value.also
    assert "each player has their own" in str(refused.value)
