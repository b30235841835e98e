"""The object slot (issue 30, gram41): one object description wherever an object stands —
read by the grammar alone, written back by the writer to the same reading, and played on
boards. Three forms newly read in every slot:

- places said as a list with "or": "cards you control or in your Reserve" (in play under
  your control, 1.2.2 and 3.1.4.a, or in your Reserve, 3.2.10 and 3.1.2.b);
- a token card's name with its type words: "a [Beacon Pyre] Landmark Permanent token",
  "an Ember Wisp Character" (2.2.b, 2.2.1, 2.2.3; the token card's, 2.1.e);
- a described group in a restriction that was kept as words: "[group] can't gain
  counters" (1.4.1.a, 2.3.1.b; boosts are counters, 2.5.1.a).

The token cards are the invented ones of :mod:`.token_card_fixtures`.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import CardType, GameBuilder, answer, find
from engine.state import zones as z
from engine.state.enums import PermanentZone, Status
from scenarios.cards.compile import compile_card
from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.coverage import round_trip
from scenarios.cards.printed import PrintedCard, Reading, read_printed
from scenarios.cards.printed.token_names import using_tokens

from ..cards_text.helpers import boosts_of, play
from ..engine.helpers import until_decision
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


def _read(text: str) -> dict[str, Any]:
    with using_tokens(TOKENS):
        ability, stop = grammar_ability(text, support=False)
    assert ability is not None, stop.reason if stop else ""
    ability.pop("text", None)
    return ability


def _refused(text: str) -> str:
    with using_tokens(TOKENS):
        ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None
    return stop.reason


# ----------------------------------------------------------------- places said as a list


@pytest.mark.parametrize("verb", ["Exhaust {}.", "Ready {}.", "[[Augment]] {}.", "Sacrifice {}."])
def test_3_1_a_cards_you_control_or_in_your_reserve_in_every_verb(verb: str) -> None:
    text = "{J} " + verb.format("up to two target cards you control or in your Reserve")
    try:
        [step] = read_ability(text)["reaction"]["effect"]
    except Exception as exc:  # a verb that refuses any target in Reserve says why
        assert "Reserve" in str(exc) or "reserve" in str(exc), exc
        return
    assert step["subject"] == "target_card_in_play_or_reserve"
    assert step["filter"] == {"controller": "you"} and step["up_to"] == 2


def test_3_1_a_the_list_is_read_in_a_characters_description_and_written_back() -> None:
    text = "{J} Exhaust target Character you control or in your Reserve."
    reading = read_ability(text)
    [step] = reading["reaction"]["effect"]
    assert step["filter"] == {"types": ["Character"], "controller": "you"}
    assert round_trip(text, reading) == ""


@pytest.mark.parametrize(
    "text",
    [
        "{J} Exhaust target card an opponent controls or in your Reserve.",
        "{J} Exhaust target Character you control or in my Expedition.",
    ],
)
def test_3_1_a_two_places_the_structures_cannot_say_together_are_refused(text: str) -> None:
    with pytest.raises(Exception, match="not read"):
        read_ability(text)


def test_3_1_a_a_board_targets_only_cards_you_control_or_in_your_reserve() -> None:
    keeper = _reading(
        "{J} Exhaust up to two target cards you control or in your Reserve.", "Keeper"
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Keeper", **_fields(keeper))
        .mana("p1", 2)
        .in_expedition("p1", "hero", "Ally", type=CardType.CHARACTER)
        .in_reserve("p1", "Kept", type=CardType.CHARACTER)
        .in_expedition("p2", "hero", "Foe", type=CardType.CHARACTER)
        .in_reserve("p2", "Theirs", type=CardType.CHARACTER)
    )
    state, _ = play(b.deck_of("p1", 3).deck_of("p2", 3), "Keeper")
    decision = state.pending
    assert decision is not None
    offered = set(decision.option_ids())
    ally, kept, foe, theirs = (find(state, n) for n in ("Ally", "Kept", "Foe", "Theirs"))
    assert {ally, kept} <= offered and not {foe, theirs} & offered
    state, _ = answer(state, decision.id, (ally, kept))
    state, _ = until_decision(state)
    assert Status.EXHAUSTED in state.objects[ally].statuses
    assert Status.EXHAUSTED in state.objects[kept].statuses
    assert Status.EXHAUSTED not in state.objects[foe].statuses


# ----------------------------------------------------------------- a token's type words


def test_2_2_3_a_token_created_with_its_type_words_is_the_same_token() -> None:
    said = _read("{J} Create a [Beacon Pyre] Landmark Permanent token in your Landmarks.")
    assert said == _read("{J} Create a [BEACON_PYRE] token.")
    assert _read("{J} Create an Ember Wisp Character token in my Expedition.") == _read(
        "{J} Create an Ember Wisp token in my Expedition."
    )


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("{J} Create an Ember Wisp Landmark Permanent token.", "not a Landmark Permanent"),
        ("{J} Create a Beacon Pyre Character token.", "not a Character"),
        ("{J} Exhaust an Ember Wisp Permanent.", "not a Permanent"),
    ],
)
def test_2_1_e_type_words_not_the_token_cards_are_refused(text: str, said: str) -> None:
    assert said in _refused(text)


@pytest.mark.parametrize(
    "text",
    [
        "{J} Sacrifice a Beacon Pyre Landmark Permanent.",
        "{J} Sacrifice a Beacon Pyre Permanent.",
    ],
)
def test_2_2_b_a_token_name_with_its_type_words_is_the_bare_name(text: str) -> None:
    assert _read(text) == _read("{J} Sacrifice a Beacon Pyre.")


def test_2_2_3_e_a_board_creates_the_landmark_token_named_with_its_type_words() -> None:
    keeper = _reading(
        "{J} Create a [Beacon Pyre] Landmark Permanent token in your Landmarks.", "Keeper"
    )
    b = GameBuilder().in_hand("p1", "Keeper", **_fields(keeper)).mana("p1", 2)
    state, trace = play(b.deck_of("p1", 3).deck_of("p2", 3), "Keeper")
    [pyre] = [o for o in state.zone(z.landmarks("p1")) if state.name(o) == "Beacon Pyre"]
    made = state.card(pyre)
    assert made is not None and made.is_token
    assert (made.type, made.permanent_zone) == (CardType.PERMANENT, PermanentZone.LANDMARK)
    [created] = [e for e in trace if "Beacon Pyre is created" in e.text]
    assert "2.2.3.e" in created.rules  # a Landmark Permanent joins the Landmarks


# ----------------------------------------------------------------- a group in a restriction


@pytest.mark.parametrize(
    ("text", "flt"),
    [
        (
            "Permanents your opponents control can't gain counters.",
            {"types": ["Permanent"], "controller": "opponent"},
        ),
        ("Characters facing me can't gain counters.", {"types": ["Character"], "facing_me": True}),
    ],
)
def test_1_4_1_a_a_group_that_cant_gain_counters_is_read_and_written_back(
    text: str, flt: dict[str, Any]
) -> None:
    reading = read_ability(text)
    assert reading["passive"]["cant_be"] == {"actions": ["gain_counters"], "filter": flt}
    assert round_trip(text, reading) == ""


def test_2_5_a_group_out_of_play_is_kept_as_its_words() -> None:
    text = "Cards in your opponent's Reserve can't gain counters."
    assert read_ability(text) == {"passive": {"cant": text.lower().rstrip(".")}}


def test_2_5_1_a_a_board_the_opponents_characters_gain_no_boosts() -> None:
    warden = _reading("Characters your opponents control can't gain counters.", "Warden")
    booster = _reading("{J} Each Character gains 1 boost.", "Booster")
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Warden", **_fields(warden))
        .in_hand("p1", "Booster", **_fields(booster))
        .mana("p1", 2)
        .in_expedition("p2", "hero", "Foe", type=CardType.CHARACTER)
    )
    state, trace = play(b.deck_of("p1", 3).deck_of("p2", 3), "Booster")
    assert boosts_of(state, "Foe") == 0  # boosts are counters (2.5.1.a): it can't gain them
    assert boosts_of(state, "Warden") == 1 and boosts_of(state, "Booster") == 1
    assert any("Foe" in e.text and "1.4.1.a" in e.rules for e in trace)


# ----------------------------------------------------------------- two kinds, each with "a"


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        ("{J} Sacrifice a Character or a Permanent.", "{J} Sacrifice a Character or Permanent."),
        ("{J} Sacrifice a Permanent or a Character.", "{J} Sacrifice a Character or Permanent."),
        ("{J} Exhaust target Animal or an Artist.", "{J} Exhaust target Animal or Artist."),
    ],
)
def test_2_2_1_two_kinds_each_with_its_article_are_one_object_of_either(
    said: str, plain: str
) -> None:
    assert read_ability(said) == read_ability(plain)


@pytest.mark.parametrize(
    "text",
    [
        "You may play Characters with no boosts for {1} less.",
        "You may play Characters in the Expedition facing me for {1} less.",
    ],
)
def test_5_1_2_f_a_played_group_is_not_read_without_its_words(text: str) -> None:
    """Found by the slot matrix: the played cards' scope kept the words before the first
    qualifier and dropped the rest, so "with no boosts" read as every Character."""
    with pytest.raises(Exception, match="these cards played are not read yet"):
        read_ability(text)


# ----------------------------------------------------------------- Expeditions described


def test_7_5_8_b_your_expeditions_in_a_terrain_cant_move_backward() -> None:
    """ "Your Expeditions in {V} can't move backwards": the hero Expedition, on a Forest
    region, stays; the companion one, on a Water region, moves back (7.3.24.a)."""
    from engine.state.enums import Terrain

    from ..engine.helpers import rules_of
    from .grammar_cards import grammar_fields

    warden = grammar_fields("Your Expeditions in {V} can't move backwards.", "Warden")
    mover = grammar_fields("{J} Both of your Expeditions move backwards one region.", "Mover")
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Warden", **warden)
        .in_hand("p1", "Mover", **mover)
        .region(3, Terrain.FOREST)
        .region(4, Terrain.WATER)
        .position("p1:hero", 3)
        .position("p1:companion", 4)
        .mana("p1", 4)
    )
    state, trace = play(b.deck_of("p1", 6).deck_of("p2", 6), "Mover")
    assert state.positions["p1:hero"] == 3  # in {V}: it can't (1.4.1.a)
    assert state.positions["p1:companion"] == 5  # in {O}: back toward its origin
    assert "1.4.1.a" in set(rules_of(trace))


def test_5_2_a_cards_you_play_from_your_reserve_keep_where_they_are_played_from() -> None:
    """Found by the slot matrix: "you play from your Reserve" read as "you play"."""
    said = read_ability("You may play Characters you play from your Reserve for {1} less.")
    assert said["passive"]["cost"]["applies_to"] == "characters you play from reserve"
