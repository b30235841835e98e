"""The actor slot played on boards (gram43, issue 30; the audit is
benchmarks/actor_slot_audit.py): another player named by a card chooses among their own
(6.1.h) — in their Reserve, in their hand, in play — and the step on what they chose is the
effect's controller's (1.4.7.c); the new actor forms ("Your opponent(s)", "All players") do
any step as its own (1.4.7.b); "Your opponents can't target …" keeps objects from being an
opponent's target (6.5.b)."""

from __future__ import annotations

from engine import GameBuilder, answer, find
from engine.state.enums import Status

from ..cards_text.helpers import names, play, read
from ..engine.helpers import until_decision
from .test_board_chosen_outputs import _answer_all, _fields, _rules


def _reserve_board(text: str) -> GameBuilder:
    return (
        GameBuilder()
        .in_hand("p1", "Order", **_fields(text))
        .in_reserve("p1", "Own Spare")
        .in_reserve("p2", "Spare")
        .in_reserve("p2", "Other Spare")
        .mana("p1", 3)
    )


def test_1_4_7_c_target_opponent_chooses_a_card_in_their_reserve_you_exhaust_it() -> None:
    text = "Target opponent chooses a card in their Reserve. Exhaust it."
    state, first = play(_reserve_board(text), "Order", dest="spell")
    state, trace, asked = _answer_all(state, prefer="Other Spare")
    trace += list(first)
    assert ("p2", "choose") in asked  # the opponent chooses among their own (6.1.h)
    # one opponent alone chooses (6.1.g "unless specified otherwise", 7.5.6.c): not 6.1.h
    assert {"6.1.g", "7.5.6.c"} <= _rules(trace) and "6.1.h" not in _rules(trace)
    assert Status.EXHAUSTED in state.objects[find(state, "Other Spare")].statuses
    assert Status.EXHAUSTED not in state.objects[find(state, "Spare")].statuses
    assert Status.EXHAUSTED not in state.objects[find(state, "Own Spare")].statuses


def test_1_4_7_c_each_opponent_chooses_a_card_from_their_hand_you_discard_it() -> None:
    text = "Each opponent chooses a card from their hand. Discard it."
    b = (
        GameBuilder()
        .in_hand("p1", "Order", **_fields(text))
        .in_hand("p1", "Kept Letter")
        .in_hand("p2", "Plan A")
        .in_hand("p2", "Plan B")
        .mana("p1", 2)
    )
    state, first = play(b, "Order", dest="spell")
    state, trace, asked = _answer_all(state, prefer="Plan B")
    trace += list(first)
    assert ("p2", "choose") in asked
    assert "7.5.6.c" in _rules(trace)  # they chose, the effect's controller discards
    assert names(state, "hand:p2") == ["Plan A"]
    assert "Plan B" in names(state, "discard:p2")
    assert names(state, "hand:p1") == ["Kept Letter"]


def test_6_5_f_you_may_pay_then_the_opponent_chooses_and_you_exhaust_it() -> None:
    text = "You may pay {1}: Target opponent chooses a card in their Reserve. Exhaust it."
    state, _ = play(_reserve_board(text), "Order", dest="spell")
    state, _, asked = _answer_all(state, prefer="Spare")
    assert asked[0][0] == "p1"  # the effect's controller decides the cost first (6.5.f)
    assert ("p2", "choose") in asked  # then the opponent chooses (6.1.h)
    assert Status.EXHAUSTED in state.objects[find(state, "Spare")].statuses


def test_6_1_h_a_players_may_before_their_choice_is_refused() -> None:
    # "Target opponent may choose …. Exhaust it.": their "may" (6.5.c) on your step — whose
    # decision the engine would ask is not theirs: refused, never read as yours
    reading = read("Target opponent may choose a Character they control. Exhaust it.", "Spell")
    assert reading.abilities[0].status != "executed"


def test_1_4_7_b_your_opponent_exhausts_a_character_they_control() -> None:
    text = "Your opponent exhausts a Character they control."
    b = (
        GameBuilder()
        .in_hand("p1", "Order", **_fields(text))
        .in_expedition("p1", "hero", "Mine")
        .in_expedition("p2", "hero", "Guard")
        .mana("p1", 2)
    )
    state, first = play(b, "Order", dest="spell")
    state, trace, _ = _answer_all(state)
    trace += list(first)
    assert "7.5.6.b" in _rules(trace)
    assert Status.EXHAUSTED in state.objects[find(state, "Guard")].statuses
    assert Status.EXHAUSTED not in state.objects[find(state, "Mine")].statuses


def test_6_5_b_your_opponents_cant_target_characters_you_control() -> None:
    text = "Your opponents can't target Characters you control."
    passive = "Characters you control can't be targeted by your opponents."
    active = _fields(text, "Character")["abilities"][0]  # type: ignore[index]
    said = _fields(passive, "Character")["abilities"][0]  # type: ignore[index]
    assert active.restriction == said.restriction  # the passive's reading, said actively
    b = (
        GameBuilder()
        .in_hand("p1", "Order", **_fields("Send target Character to Reserve."))
        .in_expedition("p1", "hero", "Mine")
        .in_expedition("p2", "hero", "Warden", **_fields(text, "Character"))
        .in_expedition("p2", "hero", "Guard")
        .mana("p1", 2)
    )
    state, _ = play(b, "Order", dest="spell")
    d = state.pending
    assert d is not None and d.player == "p1"
    assert [o.label for o in d.options] == ["Mine"]  # not the opponent's (6.5.b)


def test_1_4_7_c_the_chosen_characters_are_what_each_opponent_chose() -> None:
    text = "Each opponent chooses a Character they control. Send the chosen Characters to Reserve."
    b = (
        GameBuilder()
        .in_hand("p1", "Order", **_fields(text))
        .in_expedition("p1", "hero", "Mine")
        .in_expedition("p2", "hero", "Guard")
        .in_expedition("p2", "hero", "Lookout")
        .mana("p1", 2)
    )
    state, first = play(b, "Order", dest="spell")
    state, trace, asked = _answer_all(state, prefer="Lookout")
    trace += list(first)
    assert ("p2", "choose") in asked
    assert "7.5.6.c" in _rules(trace)
    assert names(state, "reserve:p2") == ["Lookout"]
    assert names(state, "expedition:p1:hero") == ["Mine"]


def test_6_1_h_the_chosen_characters_after_one_players_choice_is_refused() -> None:
    # one Character chosen: "the chosen Characters" names several (the number disagrees)
    text = (
        "Target opponent chooses a Character they control. Send the chosen Characters to Reserve."
    )
    assert read(text, "Spell").abilities[0].status != "executed"


def test_6_5_c_target_opponent_may_do_any_step_read_for_you() -> None:
    # "may" and any step "Target opponent [verb]s" reads (1.4.7.b): they decide (6.5.c) —
    # a step with no object of theirs was refused before (gram43)
    text = "Target opponent may draw up to two cards."
    b = (
        GameBuilder()
        .in_hand("p1", "Order", **_fields(text))
        .in_deck("p1", "Own Card")
        .in_deck("p2", "Their Card")
        .in_deck("p2", "Their Other Card")
        .mana("p1", 2)
    )
    state, first = play(b, "Order", dest="spell")
    trace = list(first)
    for label in ("2", "do it"):  # how many (6.1.g), then whether they do it (6.5.c)
        d = state.pending
        assert d is not None and d.player == "p2"  # the opponent decides, not p1
        state, entry = answer(state, d.id, tuple(o.id for o in d.options if o.label == label))
        state, entries = until_decision(state)
        trace += [entry, *entries]
    assert "6.5.c" in _rules(trace)
    assert names(state, "hand:p1") == []
    assert sorted(names(state, "hand:p2")) == ["Their Card", "Their Other Card"]


def test_1_4_7_they_control_in_the_follow_up_is_the_deciding_opponents() -> None:
    # "If they don't, discard target Character they control": "they" is the opponent who
    # declined to pay (1.4.7, 6.5.c) — p1's own Character is no target (6.5.b)
    text = (
        "Target opponent may pay {2}. If they don't, discard target Character they control "
        "with Hand Cost {4} or less."
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Order", **_fields(text))
        .in_expedition("p1", "hero", "Mine", hand_cost=2, reserve_cost=2)
        .in_expedition("p2", "hero", "Guard", hand_cost=2, reserve_cost=2)
        .mana("p1", 2)
        .mana("p2", 2)  # able to pay: a payment they cannot make is not offered (1.2.5.c)
    )
    state, _ = play(b, "Order", dest="spell")
    asked: list[tuple[str, str, list[str]]] = []
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        labels = [o.label for o in d.options]
        asked.append((d.player, str(d.kind), labels))
        chosen = [o.id for o in d.options if o.label in ("do not", "Guard")] or d.option_ids()[:1]
        state, _ = answer(state, d.id, tuple(chosen[:1]))
        state, _ = until_decision(state)
    assert ("p2", "optional_step", ["do it", "do not"]) in asked  # they decide (6.5.c)
    assert not any("Mine" in labels for _, _, labels in asked)  # p1's own: no target (6.5.b)
    assert "Guard" in names(state, "discard:p2")
    assert names(state, "expedition:p1:hero") == ["Mine"]


def test_1_4_7_they_control_with_no_one_named_before_is_refused() -> None:
    reading = read("Exhaust target Character they control.", "Spell")
    assert reading.abilities[0].status != "executed"
    assert "they" in reading.abilities[0].reason
