"""Abilities lost or ignored for a time, read by the grammar alone and played on boards
(issue 30, gram39): "[object] loses all its abilities [for a time]" — an Emblem-Ongoing
removing them, so they do not exist (2.3.2.d Example), keyword abilities included, unlike
ignored ones (7.3.19.b) — said of a set's own Landmark Permanent token just created (its
token card an invented one, 2.1.e), and "Ignore its abilities [for a time]" (7.3.19.a)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder, Keyword, answer, find
from engine.reading.ignoring import ignored_abilities, lost_abilities
from engine.reading.passives import has_keyword
from engine.state import zones as z
from scenarios.cards.compile import compile_card
from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.printed import PrintedCard, Reading, read_printed
from scenarios.cards.printed.token_names import using_tokens

from ..cards_text.helpers import play
from ..engine.helpers import choose, pending, until_decision
from .token_card_fixtures import TOKENS


def _reading(text: str, name: str) -> Reading:
    card = PrintedCard(
        name,
        "Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )
    with using_tokens(TOKENS):
        reading = read_printed(card, patterns=False)  # the grammar alone
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    return reading


def _fields(reading: Reading) -> dict[str, Any]:
    with using_tokens(reading.tokens):
        compiled = compile_card(reading.model)
    assert compiled.gaps == ()
    return compiled.fields


def test_2_3_2_d_a_landmark_token_created_loses_its_abilities_this_day() -> None:
    keeper = _reading("{J} Create a Beacon Pyre token. It loses all its abilities this Day.", "K")
    b = GameBuilder().in_hand("p1", "K", **_fields(keeper)).mana("p1", 2)
    state, trace = play(b.deck_of("p1", 3).deck_of("p2", 3), "K")
    [pyre] = [o for o in state.zone(z.landmarks("p1")) if state.name(o) == "Beacon Pyre"]
    card = state.card(pyre)
    assert card is not None and card.is_token and card.abilities  # its token card's At Noon
    assert lost_abilities(state, pyre)
    [lost] = [e for e in trace if "Beacon Pyre loses all its abilities this Day" in e.text]
    assert {"2.3.2.d", "2.2.2.m"} <= set(lost.rules) and "7.3.19.a" not in lost.rules


def test_7_3_19_a_its_abilities_ignored_exist_but_are_not_lost() -> None:
    keeper = _reading("{J} Create a Beacon Pyre token. Ignore its abilities this Day.", "K")
    b = GameBuilder().in_hand("p1", "K", **_fields(keeper)).mana("p1", 2)
    state, trace = play(b.deck_of("p1", 3).deck_of("p2", 3), "K")
    [pyre] = [o for o in state.zone(z.landmarks("p1")) if state.name(o) == "Beacon Pyre"]
    assert (pyre, 0) in ignored_abilities(state) and not lost_abilities(state, pyre)
    assert any("Beacon Pyre's abilities are ignored this Day" in e.text for e in trace)


@pytest.mark.parametrize(
    "text",
    [
        "{J} Target Character loses all its abilities this Afternoon.",
        "{J} Target Character has no abilities until the end of the Day.",
        "{J} Target Character an opponent controls loses all abilities this Day.",
    ],
)
def test_2_3_2_d_a_target_loses_its_printed_keyword_abilities(text: str) -> None:
    muter = _reading(text, "Muter")
    b = (
        GameBuilder()
        .in_hand("p1", "Muter", **_fields(muter))
        .mana("p1", 2)
        .in_expedition("p2", "hero", "Wall", keywords=frozenset({Keyword.DEFENDER}))
    )
    state, _ = play(b.deck_of("p1", 3).deck_of("p2", 3), "Muter")
    wall = find(state, "Wall")
    assert has_keyword(state, wall, Keyword.DEFENDER)
    options = pending(state).option_ids()
    state = choose(state, next(o for o in options if wall in o))
    # the period lasts into p2's turn, deciding now (2.2.15.a)
    assert lost_abilities(state, wall) and not has_keyword(state, wall, Keyword.DEFENDER)


def test_2_2_15_c_a_loss_this_turn_is_over_as_the_turn_ends() -> None:
    muter = _reading("{J} Target Character loses all its abilities this turn.", "Muter")
    b = (
        GameBuilder()
        .in_hand("p1", "Muter", **_fields(muter))
        .mana("p1", 2)
        .in_expedition("p2", "hero", "Wall", keywords=frozenset({Keyword.DEFENDER}))
    )
    state, _ = play(b.deck_of("p1", 3).deck_of("p2", 3), "Muter")
    wall = find(state, "Wall")
    state, said = answer(state, pending(state).id, (wall,))
    assert said.text == "p1 targets Wall"
    state, trace = until_decision(state)
    [lost] = [e for e in trace if "Wall loses all its abilities this turn" in e.text]
    assert {"2.3.2.d", "2.2.2.m"} <= set(lost.rules)
    assert any(e.text.startswith("duration over (Emblem-Ongoing of Muter") for e in trace)
    assert has_keyword(state, wall, Keyword.DEFENDER)  # p2's turn: the loss is over


def test_2_3_2_d_a_loss_for_no_period_said_is_refused() -> None:
    ability, stop = grammar_ability("{J} Target Character loses all its abilities.", support=False)
    assert ability is None and stop is not None and "how long" in stop.reason


def _bearer(text: str) -> dict[str, Any]:
    return _fields(_reading(text, "Silencer"))


def test_2_3_2_d_a_group_described_loses_its_abilities_while_the_passive_works() -> None:
    state = (
        GameBuilder()
        .in_expedition(
            "p1",
            "hero",
            "Silencer",
            **_bearer("Characters your opponents control lose their abilities."),
        )
        .in_expedition("p1", "companion", "Friend", keywords=frozenset({Keyword.DEFENDER}))
        .in_expedition("p2", "hero", "Wall", keywords=frozenset({Keyword.DEFENDER}))
        .build()
    )
    wall, friend = find(state, "Wall"), find(state, "Friend")
    assert lost_abilities(state, wall) and not has_keyword(state, wall, Keyword.DEFENDER)
    assert not lost_abilities(state, friend) and has_keyword(state, friend, Keyword.DEFENDER)


def test_7_3_19_a_the_abilities_of_a_set_s_tokens_are_ignored_not_lost() -> None:
    state = (
        GameBuilder()
        .in_expedition(
            "p1", "hero", "Silencer", **_bearer("Ignore the abilities of Ember Wisp tokens.")
        )
        .in_expedition(
            "p2", "hero", "Ember Wisp", is_token=True, keywords=frozenset({Keyword.DEFENDER})
        )
        .in_expedition(
            "p2", "companion", "Gearling", is_token=True, keywords=frozenset({Keyword.DEFENDER})
        )
        .build()
    )
    wisp, gear = find(state, "Ember Wisp"), find(state, "Gearling")
    assert not has_keyword(state, wisp, Keyword.DEFENDER) and not lost_abilities(state, wisp)
    assert has_keyword(state, gear, Keyword.DEFENDER)


def test_7_4_a_group_loses_a_keyword_others_keep() -> None:
    state = (
        GameBuilder()
        .in_expedition(
            "p1",
            "hero",
            "Silencer",
            **_bearer("Characters your opponents control lose [[Defender]]."),
        )
        .in_expedition("p1", "companion", "Friend", keywords=frozenset({Keyword.DEFENDER}))
        .in_expedition("p2", "hero", "Wall", keywords=frozenset({Keyword.DEFENDER}))
        .build()
    )
    assert not has_keyword(state, find(state, "Wall"), Keyword.DEFENDER)
    assert has_keyword(state, find(state, "Friend"), Keyword.DEFENDER)


def test_2_3_2_e_a_group_described_by_what_abilities_change_is_not_applied() -> None:
    card = PrintedCard(
        "S",
        "Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text="Exhausted Characters your opponents control lose their abilities.",
    )
    [ability] = read_printed(card, patterns=False).abilities
    assert ability.status != "executed" and "2.3.2.e" in (ability.reason or "")
