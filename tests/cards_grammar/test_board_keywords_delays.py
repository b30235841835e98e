"""The session-28 review's adversarial boards (issue 30): the new readings of this stop played where
a near miss could tell them apart — a Gigantic Character counted in each Expedition of its
controller (7.4.4.b) when two Expeditions' Characters are compared (6.5.d), an Expedition that holds
only an Expedition Permanent (not empty, 3.2.4.b), a Character that left play and came back before a
delayed "if it's still in play" (a new object, 2.1.d), and a set keyword action done N times with a
target chosen for each instance (6.5.i)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.state.enums import CardType, Keyword, PermanentZone
from engine.state.game_state import GameState

from ..cards_text.helpers import executed, fields, names, read
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .sentences_durations_delays_rules import AT_NIGHT_STILL
from .sentences_expedition_places import FACING_EMPTY, FACING_HAS_MORE
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved

GIANT = {**ALLY, "keywords": frozenset({Keyword.GIGANTIC})}


def _spell(text: str) -> dict[str, object]:
    return fields(executed(read(text, type="Spell")))


def _resolve(b: GameBuilder) -> GameState:
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6))
    return state


@pytest.mark.parametrize(
    ("giant_in", "draws"),
    [
        ("companion", 1),  # its card in the Companion Expedition, it is facing me too: 2 > 1
        ("hero", 1),  # its card facing me: 2 against my 1
    ],
)
def test_7_4_4_b_a_gigantic_character_facing_me_counts_in_the_expedition_facing_me(
    giant_in: str, draws: int
) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(FACING_HAS_MORE))
    b = b.in_expedition("p2", giant_in, "Giant", **GIANT)
    b = b.in_expedition("p2", "hero", "Facing", **ALLY)
    state = _resolve(b)
    assert len(names(state, "hand:p1")) == draws


def test_7_4_4_b_my_own_gigantic_character_counts_in_mine() -> None:
    # mine: the Unique and my Giant (its card in my Companion Expedition) = 2; facing: 2
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(FACING_HAS_MORE))
    b = b.in_expedition("p1", "companion", "My Giant", **GIANT)
    b = b.in_expedition("p2", "hero", "Facing 1", **ALLY).in_expedition("p2", "hero", "F2", **ALLY)
    state = _resolve(b)
    assert len(names(state, "hand:p1")) == 0  # 2 against 2: not more


def test_3_2_4_b_an_expedition_with_only_an_expedition_permanent_is_not_empty() -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(FACING_EMPTY))
    b = b.in_expedition(
        "p2", "hero", "Boots", type=CardType.PERMANENT, permanent_zone=PermanentZone.EXPEDITION
    )
    state = _resolve(b)
    assert len(names(state, "hand:p1")) == 0
    assert find(state, "Boots")


# ---------------------------------------------------------------- "if it's still in play"
def _delayed_board() -> GameBuilder:
    from .test_board_durations_delays import _board

    return (
        _board(AT_NIGHT_STILL)
        .in_hand("p1", "Away", **_spell("Send target Character to Reserve."))
        .in_hand("p1", "Across", **_spell("Target Character switches Expeditions."))
        .mana("p1", 6)
    )


def test_2_1_d_sent_to_reserve_and_played_back_it_is_a_new_object_it_no_longer_names() -> None:
    from .test_board_durations_delays import _cast, _texts, _to_night

    state, _ = until_decision(_delayed_board().build())
    state, _ = _cast(state, "Doubling", "Runner")
    state, _ = _cast(state, "Away", "Runner")
    assert state.objects[find(state, "Runner")].zone == "reserve:p1"
    state, _ = _cast(state, "Runner", "Runner", dest="hero")  # back in play from Reserve
    assert state.objects[find(state, "Runner")].zone == "expedition:p1:hero"
    state, night = _to_night(state)
    text = _texts(night)
    assert "Runner loses" not in text  # the Runner now in play is not the one "it" named
    assert "the condition \u201cit's in play\u201d is not met" in text


def test_3_1_4_a_moved_to_its_other_expedition_it_is_still_in_play() -> None:
    from .test_board_durations_delays import _cast, _texts, _to_night

    state, _ = until_decision(_delayed_board().build())
    state, _ = _cast(state, "Doubling", "Runner")
    state, _ = _cast(state, "Across", "Runner")
    assert state.objects[find(state, "Runner")].zone == "expedition:p1:companion"
    state, night = _to_night(state)
    assert _texts(night).count("Runner loses") == 1


# ------------------------------------------------------------- a set keyword action N times
def test_6_5_i_a_set_keyword_action_two_times_chooses_a_target_each_time() -> None:
    from engine import answer, play_card
    from engine.state.enums import BOOST
    from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

    from .read_with_definition import DEFINED_BY
    from .sentences_keywords_delays_near_misses import PLUCK_TWICE

    definition, _, sentence = PLUCK_TWICE.rpartition(DEFINED_BY)
    with using_keywords(defined_keywords([(definition, "Definer")])):
        twice = _spell(sentence.removeprefix("SPELL "))
    b = (
        GameBuilder()
        .deck_of("p1", 6)
        .deck_of("p2", 6)
        .in_hand("p1", "Twice", **twice)
        .mana("p1", 4)
        .add("p1", "expedition:p1:hero", "First")
        .add("p1", "expedition:p1:hero", "Second")
        .at_afternoon()
    )
    state, _ = until_decision(b.build())
    if state.pending is not None and state.pending.player == "p2":
        state, _ = answer(state, state.pending.id, ["pass"])
        state, _ = until_decision(state)
    state, _ = play_card(state, "p1", find(state, "Twice"), "spell")
    state, _ = until_decision(state)
    targets = iter(("First", "Second"))
    asked = 0
    for _ in range(10):
        d = state.pending
        if d is None or d.kind not in ("pay_mana", "target"):
            break
        if d.kind == "target":
            asked += 1
            ids = [find(state, next(targets))]
        else:
            ids = d.option_ids()[: d.min_choices]
        state, _ = answer(state, d.id, ids)
        state, _ = until_decision(state)
    assert asked == 2  # each instance its own choice (6.5.i)
    for name in ("First", "Second"):
        assert state.objects[find(state, name)].counters.get(BOOST, 0) == 1


# ------------------------------------------------- a player filter comparing with "you"
@pytest.mark.parametrize(
    ("mine", "left"),
    [
        (0, 1),  # mine: the Unique alone (1) against their 2: they sacrifice one
        (1, 2),  # 2 against 2: not more, nothing sacrificed
        (3, 2),  # 4 against 2: not more
    ],
)
def test_6_5_d_each_opponent_who_controls_more_characters_than_you(mine: int, left: int) -> None:
    text = "{J} Each opponent who controls more Characters than you sacrifices a Character."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for i in range(mine):
        b = b.in_expedition("p1", "hero", f"Mine {i}", **ALLY)
    for i in range(2):
        b = b.in_expedition("p2", "hero", f"Theirs {i}", **ALLY)
    state = _resolve(b)
    theirs = [n for n in names(state, "expedition:p2:hero") if n.startswith("Theirs")]
    assert len(theirs) == left


# ---------------------------------------------------- cards in an Expedition, not tokens
@pytest.mark.parametrize(
    ("facing", "draws"),
    [
        ({"Card": {}, "Token": {"is_token": True}}, 0),  # one card against mine (the Unique)
        ({"Card": {}, "Other card": {}}, 1),  # two cards against one
    ],
)
def test_1_1_7_b_a_token_facing_me_is_no_card(
    facing: dict[str, dict[str, bool]], draws: int
) -> None:
    text = "{J} If the Expedition facing me has more cards than mine, draw a card."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for name, extra in facing.items():
        b = b.in_expedition("p2", "hero", name, **extra, **ALLY)
    state = _resolve(b)
    assert len(names(state, "hand:p1")) == draws


def test_1_1_7_b_for_each_card_in_my_expedition_tokens_are_not_counted() -> None:
    text = "{J} Draw a card for each card in my Expedition."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Token", is_token=True, **ALLY)
    b = b.in_expedition("p1", "hero", "Card", **ALLY)
    state = _resolve(b)
    assert len(names(state, "hand:p1")) == 2  # the Unique and Card; the token is no card
