""" "Can't" keyed by who controls the effect, in the active voice, read and played on boards
(issue 30): "Effects your opponents control can't send me to Reserve or discard me." — a set
keyword's reminder ([Heatproof]) on the card, or given to a group ("Characters in my
Expedition are [Heatproof].", "Character tokens you control are [Heatproof]."). An
opponent's effect can still target the object (6.5.b) and its step is ignored for it (6.5.h,
1.4.1.a); its controller's own effects are not restricted. A token that can't be sent to
Reserve stays in play."""

from __future__ import annotations

import pytest

from engine import GameBuilder
from engine.state.game_state import GameState
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.set_lexicon import using_keywords

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields

HEATPROOF_ME = "Effects your opponents control can't send me to Reserve or discard me."
HEATPROOF_THEM = "Effects your opponents control can't send them to Reserve or discard them."
ON_THE_CARD = f"[Heatproof]. ({HEATPROOF_ME})"
MY_EXPEDITION = f"Characters in my Expedition are [Heatproof]. ({HEATPROOF_THEM})"
MY_TOKENS = "Character tokens you control are [Heatproof]."
SEND = "{J} Send target Character to Reserve."
DISCARD = "{J} Discard target Character."
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


@pytest.mark.parametrize(
    ("text", "actions"),
    [
        (HEATPROOF_ME, ["go_to_reserve_by_opponent", "discard_by_opponent"]),
        (
            "Effects an opponent controls can't sacrifice me or discard me.",
            ["sacrifice_by_opponent", "discard_by_opponent"],
        ),
    ],
    ids=["send-or-discard", "an-opponent-sacrifice"],
)
def test_1_4_1_a_the_source_said_first_is_every_verb_s(text: str, actions: list[str]) -> None:
    assert read_ability(text) == {"passive": {"cant_be": {"actions": actions}}}


def test_them_with_nothing_it_names_is_resolved_by_hand() -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(HEATPROOF_THEM)
    assert "who 'them' are" in str(refused.value)


def _board(p2_text: str, effect: str, pick: str, *, token: bool = False) -> GameState:
    """p2's "Warden" printing ``p2_text`` beside its Character "Foe" (a token with
    ``token``), p1's Character "Mine" printing the definition; p1 plays a Unique printing
    ``effect`` picking ``pick``: the state after it resolves."""
    with using_keywords({"heatproof": HEATPROOF_ME}):
        warden = grammar_fields(p2_text, "Warden") if p2_text else dict(ALLY)
        mine = grammar_fields(ON_THE_CARD, "Mine")
        unique = grammar_fields(effect, "Unique")
    b = GameBuilder().in_expedition("p2", "hero", "Warden", **warden)
    b = b.in_expedition("p2", "hero", "Foe", is_token=token, **ALLY)
    b = b.in_expedition("p1", "hero", "Mine", **mine)
    b = b.in_hand("p1", "Unique", **unique)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, tuple(entries), (pick,))
    return state


@pytest.mark.parametrize("effect", [SEND, DISCARD], ids=["sent", "discarded"])
def test_6_5_h_an_opponent_s_effect_targets_the_bearer_and_is_ignored_for_it(effect: str) -> None:
    state = _board(ON_THE_CARD, effect, "Warden")
    assert "Warden" in names(state, "expedition:p2:hero")
    assert "Warden" not in names(state, "reserve:p2") + names(state, "discard:p2")


@pytest.mark.parametrize(
    ("effect", "zone"), [(SEND, "reserve:p1"), (DISCARD, "discard:p1")], ids=["sent", "discarded"]
)
def test_1_4_1_a_the_controller_s_own_effect_is_not_restricted(effect: str, zone: str) -> None:
    state = _board("", effect, "Mine")
    assert "Mine" in names(state, zone)


def test_2_3_1_a_a_group_given_the_keyword_stays_in_play() -> None:
    state = _board(MY_EXPEDITION, SEND, "Foe")
    assert "Foe" in names(state, "expedition:p2:hero")
    assert "Foe" not in names(state, "reserve:p2")


def test_without_the_keyword_the_same_character_is_sent() -> None:
    state = _board("", SEND, "Foe")
    assert "Foe" in names(state, "reserve:p2")


@pytest.mark.parametrize(
    ("text", "stays"), [(MY_TOKENS, True), ("", False)], ids=["heatproof", "plain"]
)
def test_a_token_that_can_t_be_sent_to_reserve_stays_in_play(text: str, stays: bool) -> None:
    state = _board(text, SEND, "Foe", token=True)
    assert ("Foe" in names(state, "expedition:p2:hero")) is stays
    assert "Foe" not in names(state, "reserve:p2")  # a token sent there ceases to exist
