"""Counts of what an earlier step of the same effect did, done by another actor, and groups a
second step acts on again (issue 30, session 42; sentences written for these tests).

- "for each [noun] [participle] this way" / "that many" after a step of the effect, whoever
  does the counted step ("Target opponent discards a card for each Character sacrificed this
  way", "Each player draws a card for each token sacrificed this way"): one per object the
  earlier step acted on (6.5.i; 2.1.h: the count is of the earlier step's results), the
  counted step done by the player it names (6.1.h).
- "[X on a group] and / then [Y them]", "[X on a group], then [Y] for each of them": the group
  is found once, when X is done (6.1.e), and Y acts on (or counts) those same objects.
- "up to N cards" a player discards: from their hand, as "N cards" is (3.1.3.d); "that many"
  after it is how many were discarded (6.5.i).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder

from ..cards_text.helpers import executed, not_executed, read, steps
from .board_play import cited, spell_played, zone_names
from .test_board_effects import ALLY


def _spell(text: str) -> list[dict[str, Any]]:
    return steps(executed(read(text, type="Spell")))


def _refused(text: str) -> str:
    return not_executed(read(text, type="Spell"))


# ---------------------------------------------------------------- counts with another actor
COUNTED_BY_ANOTHER = [
    (
        "Each opponent sacrifices a Character. Target opponent discards a card for each "
        "Character sacrificed this way.",
        "discard",
        "a_card_from_target_opponents_hand",
    ),
    (
        "Each player sacrifices a Character. Each opponent discards a card for each "
        "Character sacrificed this way.",
        "discard",
        "a_card_from_each_opponents_hand",
    ),
    (
        "Sacrifice all tokens you control. Each player draws a card for each token "
        "sacrificed this way.",
        "draw",
        "each_player",
    ),
    (
        "Sacrifice all tokens you control. Target opponent draws a card for each token "
        "sacrificed this way.",
        "draw",
        "target_opponent",
    ),
    (
        "Sacrifice each token you control. Each opponent draws a card for each token "
        "sacrificed this way.",
        "draw",
        "opponent",
    ),
    (
        "Sacrifice all token Characters you control. Each player draws a card for each "
        "Character sacrificed this way.",
        "draw",
        "each_player",
    ),
    (
        "Sacrifice all Characters you control, then draw a card for each Character "
        "sacrificed this way.",
        "draw",
        "",
    ),
    (
        "Sacrifice all tokens you control, then each player draws a card for each token "
        "sacrificed this way.",
        "draw",
        "each_player",
    ),
    (
        "You may discard up to three cards. Target opponent discards a card for each card "
        "discarded this way.",
        "discard",
        "a_card_from_target_opponents_hand",
    ),
]


@pytest.mark.parametrize(("text", "action", "subject"), COUNTED_BY_ANOTHER)
def test_a_later_step_of_another_actor_counts_what_the_earlier_step_did(
    text: str, action: str, subject: str
) -> None:
    first, *rest = _spell(text)
    assert not rest
    follow = first["then"][-1]
    assert follow["action"] == action and follow.get("subject", "") == subject
    # counted once per object the earlier step acted on (6.5.i): "that many" as data
    said = str(follow.get("per") or follow.get("x_is"))
    assert said == "that many", follow


COUNTS_SOME_ONLY = [
    # the noun names only part of what the earlier step acted on: refused (6.5.i)
    "Sacrifice all Characters you control. Each player draws a card for each token "
    "sacrificed this way.",
    "Sacrifice all tokens you control, then draw a card for each Character sacrificed this way.",
    # "for each of them" after a step that moves no object: what "them" names is unsaid
    "Target Character gains 2 boosts, then draw a card for each of them.",
    # two steps before "for each", the last of another verb: which one it counts is unsaid
    "Draw a card and create a Mana Moth token in my Expedition for each Character "
    "sacrificed this way.",
]


@pytest.mark.parametrize("text", COUNTS_SOME_ONLY)
def test_a_count_of_part_of_what_a_step_did_is_refused(text: str) -> None:
    assert _refused(text)


def test_board_target_opponent_discards_one_card_per_character_they_sacrificed() -> None:
    text = COUNTED_BY_ANOTHER[0][0]
    b = (
        GameBuilder()
        .in_expedition("p2", "hero", "Foe", **ALLY)
        .in_hand("p2", "Kept A")
        .in_hand("p2", "Kept B")
        .mana("p1", 6)
        .deck_of("p1", 6)
        .deck_of("p2", 6)
    )
    state, entries, asked = spell_played(b, text, ("Foe", "Kept A", "p2"))
    assert zone_names(state, "discard:p2") == ["Foe", "Kept A"]
    assert zone_names(state, "hand:p2") == ["Kept B"]
    # the opponent chooses the card they discard, in their hand (6.1.h, 3.2.5.b)
    assert any(who == "p2" and "Kept A" in " ".join(labels) for who, labels in asked)
    assert "6.5.i" in cited(entries)


def test_board_each_player_draws_one_card_per_token_sacrificed() -> None:
    text = COUNTED_BY_ANOTHER[2][0]
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Wisp", is_token=True, **ALLY)
        .in_expedition("p1", "companion", "Gear", is_token=True, **ALLY)
        .in_expedition("p1", "hero", "Ally", **ALLY)
        .in_expedition("p2", "hero", "Rival Wisp", is_token=True, **ALLY)
        .mana("p1", 6)
        .deck_of("p1", 6)
        .deck_of("p2", 6)
    )
    state, entries, _ = spell_played(b, text, ("p1",))
    assert zone_names(state, "expedition:p1:hero") == ["Ally"]
    assert zone_names(state, "expedition:p2:hero") == ["Rival Wisp"]
    assert len(state.zone("hand:p1")) == 2 and len(state.zone("hand:p2")) == 2
    assert "6.5.i" in cited(entries)


# ---------------------------------------------------------------- groups with a second verb
GROUP_THEN_THEM = [
    ("Exhaust each Character with no boosts and send them to Reserve.", "send"),
    ("Exhaust all Characters with no boosts and return them to their owners' hands.", "return"),
    ("Exhaust each Character with a boost and send them to Reserve.", "send"),
    ("Exhaust each Character you control with no boosts and send them to Reserve.", "send"),
    ("Exhaust each exhausted Character and send them to Reserve.", "send"),
    ("Exhaust each Character with no boosts, then send them to Reserve.", "send"),
    ("Exhaust each Character with no boosts. Send them to Reserve.", "send"),
    ("Exhaust each Character with no boosts and sacrifice them.", "sacrifice"),
]


@pytest.mark.parametrize(("text", "action"), GROUP_THEN_THEM)
def test_a_second_verb_acts_on_the_group_the_first_found(text: str, action: str) -> None:
    first, *rest = _spell(text)
    assert not rest and first["action"] == "exhaust"
    assert list(first["then"]) == [{**first["then"][0], "action": action, "subject": "it"}]


def test_with_no_boosts_and_a_cost_is_still_one_description() -> None:
    # the "and" of "with no boosts and Hand Cost {3} or less" stays the description's (6.5.b)
    (step,) = _spell("Exhaust target Character with no boosts and Hand Cost {3} or less.")
    assert list(step["filter"]["without"]) == ["Boosted"] and step["filter"]["hand_cost_max"] == 3
    (step,) = _spell("Send target Character with a boost and Reserve Cost {2} or more to Reserve.")
    assert list(step["filter"]["statuses"]) == ["Boosted"]
    assert step["filter"]["reserve_cost_min"] == 2


FOR_EACH_OF_THEM = [
    "Sacrifice all tokens you control, then draw a card for each of them.",
    "Sacrifice all Characters you control. Draw a card for each of them.",
    "Sacrifice each token you control, then draw a card for each of them.",
    "Sacrifice all tokens you control, then each player draws a card for each of them.",
    "Sacrifice all tokens you control, then target opponent draws a card for each of them.",
    "Send all Characters you control to Reserve, then draw a card for each of them.",
    "Return each Character you control to its owner's hand, then draw a card for each of them.",
    "You may discard up to two cards. Draw a card for each of them.",
]


@pytest.mark.parametrize("text", FOR_EACH_OF_THEM)
def test_for_each_of_them_counts_every_object_the_step_acted_on(text: str) -> None:
    first, *rest = _spell(text)
    assert not rest and first["action"] in ("sacrifice", "send", "return", "discard")
    (follow,) = first["then"]
    assert follow["action"] == "draw" and follow["per"] == "that many"


def test_board_the_group_is_fixed_once_and_sent_to_reserve() -> None:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Plain", **ALLY)
        .in_expedition("p2", "hero", "Bare", **ALLY)
        .in_expedition("p2", "companion", "Boosted One", counters={"boost": 1}, **ALLY)
        .mana("p1", 6)
        .deck_of("p1", 6)
        .deck_of("p2", 6)
    )
    state, _, _ = spell_played(b, GROUP_THEN_THEM[0][0], ())
    assert "Plain" in zone_names(state, "reserve:p1")
    assert "Bare" in zone_names(state, "reserve:p2")
    assert zone_names(state, "expedition:p2:companion") == ["Boosted One"]


def test_board_tokens_sacrificed_then_a_card_drawn_for_each_of_them() -> None:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Wisp", is_token=True, **ALLY)
        .in_expedition("p1", "companion", "Gear", is_token=True, **ALLY)
        .in_expedition("p1", "hero", "Ally", **ALLY)
        .mana("p1", 6)
        .deck_of("p1", 6)
        .deck_of("p2", 6)
    )
    state, entries, _ = spell_played(b, FOR_EACH_OF_THEM[0], ())
    assert zone_names(state, "expedition:p1:hero") == ["Ally"]
    assert len(state.zone("hand:p1")) == 2
    assert "6.5.i" in cited(entries)


# ---------------------------------------------------------------- "up to N" cards discarded
UP_TO_DISCARDS = [
    ("Discard up to two cards, then draw that many cards.", 2),
    ("Discard up to three cards. Draw a card for each card discarded this way.", 3),
    ("You may discard up to two cards, then draw that many cards.", 2),
    ("Discard up to four cards, then draw that many cards.", 4),
    ("Discard up to two cards.", 2),
    ("Target opponent discards up to two cards.", 2),
    ("Each opponent discards up to two cards.", 2),
    ("You may discard up to two cards. If you do, draw that many cards.", 2),
    ("Discard up to two Spell cards, then draw that many cards.", 2),
]


@pytest.mark.parametrize(("text", "most"), UP_TO_DISCARDS)
def test_up_to_n_cards_discarded_are_from_the_hand(text: str, most: int) -> None:
    first = _spell(text)[0]
    assert first["action"] == "discard" and first["up_to"] == most
    assert str(first["subject"]).endswith("_hand")


def test_up_to_n_cards_with_a_zone_said_keep_it() -> None:
    first = _spell("Discard up to two cards from your Reserve, then draw that many cards.")[0]
    assert first["up_to"] == 2 and "reserve" in str(first["subject"])


def test_board_up_to_two_cards_discarded_then_that_many_drawn() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Old A")
        .in_hand("p1", "Old B")
        .in_hand("p1", "Old C")
        .mana("p1", 6)
        .deck_of("p1", 6)
        .deck_of("p2", 6)
    )
    state, entries, _ = spell_played(b, UP_TO_DISCARDS[0][0], ("Old A", "Old B"))
    assert sorted(zone_names(state, "discard:p1")) == ["Old A", "Old B"]
    hand = zone_names(state, "hand:p1")
    assert "Old C" in hand and len(hand) == 3
    assert "6.5.i" in cited(entries)
