"""An additional cost of playing a card: "As an additional cost to play me, sacrifice a
Character" / "discard a card from your Reserve" (written for these tests).

The additional cost is declared with the other costs (5.1.2.c) — the player chooses the
object it moves, never none — and paid with the mana, in the one step of the costs
(5.1.2.i, 1.2.5.d). A card whose additional cost cannot be paid in full cannot be played
(5.1.2.g, 1.2.5.c): it is not offered, and the refusal says why.
"""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, IllegalAction, answer, find, play_card
from engine.play.legality import check_play
from engine.play.not_playable import why_not_playable
from engine.play.playing import play_options
from engine.state.enums import Status
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_grammar.sentences_additional_costs import (
    DISCARD_FROM_RESERVE as DISCARD,
)
from ..cards_grammar.sentences_additional_costs import (
    EXHAUST_A_CHARACTER as EXHAUST,
)
from ..cards_grammar.sentences_additional_costs import (
    PAY_MANA,
    SACRIFICE_TWO,
    SPEND_BOOSTS,
)
from ..cards_grammar.sentences_additional_costs import (
    SACRIFICE_A_CHARACTER as SACRIFICE,
)
from ..engine.helpers import until_decision
from .helpers import executed, fields, names, not_executed, read


def _pact(text: str = SACRIFICE) -> dict[str, object]:
    reading = executed(read(text, name="Grave Pact", hand_cost=2, reserve_cost=2))
    return fields(reading)


def _board(text: str = SACRIFICE, fodder: int = 1, reserve: int = 0) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Grave Pact", **_pact(text)).mana("p1", 3)
    for i in range(fodder):
        b = b.in_expedition("p1", "hero", f"Fodder {i}")
    for i in range(reserve):
        b = b.in_reserve("p1", f"Kept {i}")
    return b


def _start(b: GameBuilder) -> GameState:
    state, _ = until_decision(b.at_afternoon().build())
    return state


def _finish(state: GameState) -> tuple[GameState, list[TraceEntry]]:
    """Answer the rest of the play (the first Mana Orbs) up to the next turn decision."""
    entries: list[TraceEntry] = []
    state, more = until_decision(state)
    entries.extend(more)
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        state, entry = answer(state, d.id, d.option_ids()[: d.min_choices])
        entries.append(entry)
        state, more = until_decision(state)
        entries.extend(more)
    return state, entries


def test_the_printed_sentence_is_an_additional_cost_of_the_cards_own_play() -> None:
    r = executed(read(SACRIFICE, hand_cost=2, reserve_cost=2))
    [ability] = r.model.abilities
    assert ability.passive is not None and ability.passive.cost is not None
    cost = ability.passive.cost
    assert cost.additional and cost.change == 0 and cost.applies_to == "me"
    assert [(s.action, s.subject) for s in cost.optional] == [
        ("sacrifice", "a_character_you_control")
    ]


def test_5_1_2_c_the_player_must_choose_what_pays_it_then_pays_it_with_the_mana() -> None:
    state = _start(_board(fodder=2))
    offered = [o.label for o in play_options(state, "p1") if "Grave Pact" in o.label]
    assert offered and all("additional cost (sacrifice one)" in label for label in offered)
    state, _ = play_card(state, "p1", find(state, "Grave Pact"), "hero")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.OPTIONAL_COST
    assert d.min_choices == 1 and d.max_choices == 1  # an additional cost is not optional
    assert sorted(o.label for o in d.options) == ["Fodder 0", "Fodder 1"]
    assert "5.1.2.c" in d.rules
    state, chosen = answer(state, d.id, (find(state, "Fodder 1"),))
    assert "additional cost with Fodder 1" in chosen.text
    state, entries = _finish(state)
    # 5.1.2.i, 1.2.5.d: Fodder 1 sacrificed with the 2 Mana Orbs, in the one step of costs.
    paid = next(e for e in entries if "pays 2 mana and Fodder 1" in e.text)
    assert {"5.1.2.i"} <= set(paid.rules)
    exhausted = [o for o in state.zone("mana:p1") if state.objects[o].has(Status.EXHAUSTED)]
    assert len(exhausted) == 2  # the cost itself is not changed
    assert names(state, "discard:p1") == ["Fodder 1"]
    assert sorted(names(state, "expedition:p1:hero")) == ["Fodder 0", "Grave Pact"]


def test_5_1_2_g_with_nothing_to_sacrifice_the_card_is_not_offered_and_says_why() -> None:
    state = _start(_board(fodder=0))
    assert not [o for o in play_options(state, "p1") if "Grave Pact" in o.label]
    [reason] = why_not_playable(state, find(state, "Grave Pact"))
    assert "additional cost" in reason.text and "nothing to sacrifice" in reason.text
    assert reason.rule == "5.1.2.g"
    with pytest.raises(IllegalAction):
        play_card(state, "p1", find(state, "Grave Pact"), "hero")


def test_a_discard_from_reserve_is_paid_as_the_card_is_played() -> None:
    state = _start(_board(DISCARD, fodder=0, reserve=1))
    state, _ = play_card(state, "p1", find(state, "Grave Pact"), "hero")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.OPTIONAL_COST and d.min_choices == 1
    state, _ = answer(state, d.id, (find(state, "Kept 0"),))
    state, _ = _finish(state)
    assert names(state, "discard:p1") == ["Kept 0"]
    assert names(state, "reserve:p1") == []
    assert names(state, "expedition:p1:hero") == ["Grave Pact"]


def test_an_empty_reserve_refuses_the_discard_cost() -> None:
    state = _start(_board(DISCARD, fodder=0, reserve=0))
    [reason] = why_not_playable(state, find(state, "Grave Pact"))
    assert "nothing to discard" in reason.text


def test_an_additional_cost_the_engine_does_not_pay_is_refused_naming_the_rule() -> None:
    reason = not_executed(read(SPEND_BOOSTS, hand_cost=2, reserve_cost=2))
    assert "additional cost" in reason and "5.1.2.c" in reason


def test_5_1_2_f_remark_played_for_free_its_additional_cost_is_not_paid() -> None:
    # "When playing a card for free, payment of costs is skipped": nothing to sacrifice does
    # not stop an effect playing it for free, and nothing is asked.
    state = _start(_board(fodder=0))
    pact = find(state, "Grave Pact")
    assert check_play(state, "p1", pact, "hero", in_effect=True, free=True) == 0
    with pytest.raises(IllegalAction) as refused:
        check_play(state, "p1", pact, "hero", in_effect=True)
    assert refused.value.rule == "5.1.2.g"


# ----------------------------------------------------------------- every cost step of its kind


def test_7_3_13_a_an_exhaust_cost_is_paid_with_a_ready_character_chosen() -> None:
    # "exhaust a Character you control": only a ready one pays it (2.4.1.f, 6.4.c) and it
    # stays in play, exhausted, paid with the mana (5.1.2.i).
    b = _board(EXHAUST, fodder=1).in_expedition("p1", "hero", "Tired", statuses=(Status.EXHAUSTED,))
    state = _start(b)
    state, _ = play_card(state, "p1", find(state, "Grave Pact"), "hero")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.OPTIONAL_COST
    assert [o.label for o in d.options] == ["Fodder 0"]  # not the exhausted one
    state, _ = answer(state, d.id, (find(state, "Fodder 0"),))
    state, entries = _finish(state)
    assert any("pays 2 mana and Fodder 0" in e.text for e in entries)
    assert state.objects[find(state, "Fodder 0")].has(Status.EXHAUSTED)
    assert sorted(names(state, "expedition:p1:hero")) == ["Fodder 0", "Grave Pact", "Tired"]
    assert names(state, "discard:p1") == []


def test_5_1_2_g_with_only_exhausted_characters_the_exhaust_cost_refuses_the_card() -> None:
    b = _board(EXHAUST, fodder=0).in_expedition("p1", "hero", "Tired", statuses=(Status.EXHAUSTED,))
    state = _start(b)
    [reason] = why_not_playable(state, find(state, "Grave Pact"))
    assert "nothing to exhaust" in reason.text and reason.rule == "5.1.2.g"


def test_6_1_g_sacrifice_two_asks_for_two_and_sacrifices_both_with_the_mana() -> None:
    state = _start(_board(SACRIFICE_TWO, fodder=3))
    offered = [o.label for o in play_options(state, "p1") if "Grave Pact" in o.label]
    assert offered and all("additional cost (sacrifice two)" in label for label in offered)
    state, _ = play_card(state, "p1", find(state, "Grave Pact"), "hero")
    d = state.pending
    assert d is not None and d.min_choices == 2 and d.max_choices == 2
    state, _ = answer(state, d.id, (find(state, "Fodder 0"), find(state, "Fodder 2")))
    state, _ = _finish(state)
    assert sorted(names(state, "discard:p1")) == ["Fodder 0", "Fodder 2"]
    assert sorted(names(state, "expedition:p1:hero")) == ["Fodder 1", "Grave Pact"]


def test_6_4_c_one_character_cannot_pay_sacrifice_two() -> None:
    state = _start(_board(SACRIFICE_TWO, fodder=1))
    [reason] = why_not_playable(state, find(state, "Grave Pact"))
    assert "sacrifice two" in reason.text and "only 1" in reason.text
    assert reason.rule == "5.1.2.g"


def test_1_2_5_d_more_mana_as_an_additional_cost_is_paid_with_the_rest() -> None:
    # "As an additional cost to play me, {2}": the Hand Cost 2 card takes 4 Mana Orbs.
    state = _start(_board(PAY_MANA, fodder=0))
    assert not [o for o in play_options(state, "p1") if "Grave Pact" in o.label]  # 3 orbs
    b = GameBuilder().in_hand("p1", "Grave Pact", **_pact(PAY_MANA)).mana("p1", 4)
    state = _start(b)
    assert check_play(state, "p1", find(state, "Grave Pact"), "hero") == 4
    assert check_play(state, "p1", find(state, "Grave Pact"), "hero", free=True) == 0
