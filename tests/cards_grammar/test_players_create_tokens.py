"""A token created by the players a subject names (issue 30, session 41; sentences in
:mod:`.sentences_players_create`): "Target opponent creates a … token in their Hero
Expedition" is that opponent's step (7.5.6.b), the token created in their own Expedition
(7.3.5.a) and so under their control (7.5.5.b). Read, written back, and played on a board."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder

from ..cards_text.helpers import play
from .grammar_cards import assert_round_trip
from .probe import SPELL, audit_card, effect_steps
from .sentences_players_create import EVENTS, READ, REFUSED
from .test_board_chosen_outputs import _answer_all, _fields, _rules


def _create_step(text: str) -> dict[str, Any]:
    return next(s for s in effect_steps(text) if s.get("action") == "create")


@pytest.mark.parametrize("text", list(READ))
def test_7_5_6_b_the_named_players_create_the_token(text: str) -> None:
    step = _create_step(text)
    assert {k: step.get(k) for k in READ[text]} == READ[text]
    assert any(name in step["token"] for name in ("Ordis Recruit", "Mana Moth"))


@pytest.mark.parametrize("text", [t for t in READ if not t.startswith(SPELL)])
def test_the_writer_writes_the_players_creating_back(text: str) -> None:
    assert_round_trip(text)


@pytest.mark.parametrize("text", list(REFUSED))
def test_what_is_not_said_stays_refused(text: str) -> None:
    from scenarios.cards.printed import read_printed

    reading = read_printed(audit_card(text), patterns=False)
    assert not reading.executable
    assert any(REFUSED[text] in (a.reason or "") for a in reading.abilities)


@pytest.mark.parametrize("text", EVENTS)
def test_a_triggers_creating_subject_stays_an_event(text: str) -> None:
    from scenarios.cards.grammar.first import grammar_ability

    ability, why = grammar_ability(text, support=False)
    assert ability is not None, why
    assert "reaction" in ability and ability["reaction"]["trigger"] == "you_create_a_token"


def _tokens(text: str) -> tuple[list[tuple[str, str]], set[str]]:
    b = GameBuilder().in_hand("p1", "Order", **_fields(text)).mana("p1", 2)
    state, first = play(b, "Order", dest="spell")
    state, trace, _ = _answer_all(state)
    made = sorted(
        (o.zone, o.controller) for o in state.objects.values() if state.name(o.id) == "Mana Moth"
    )
    return made, _rules([*first, *trace])


def test_7_5_5_b_target_opponents_token_is_theirs_in_their_expedition() -> None:
    made, cited = _tokens("Target opponent creates a Mana Moth token in their Hero Expedition.")
    assert made == [("expedition:p2:hero", "p2")]
    assert {"7.3.5.b", "7.5.6.b"} <= cited


def test_7_5_6_b_each_player_creates_one_in_their_own_expedition() -> None:
    made, _ = _tokens("Each player creates a Mana Moth token in their Companion Expedition.")
    assert made == [("expedition:p1:companion", "p1"), ("expedition:p2:companion", "p2")]
