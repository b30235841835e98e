"""The triggers of the section "triggers and statics: receiving, Ascending, entering play",
read by the grammar alone and played on boards: "When you receive a Gift" only during
another player's turn (7.3.29.a), "When you receive a token" in any turn (7.3.30.a), "When
my Expedition / one of your Expeditions Ascends" (7.3.3.a), and "When another Character you
control enters play" (7.3.10.a)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, TraceEntry, answer, find, play_card
from engine.state.enums import BOOST, CardType, PermanentZone
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from ..engine.helpers import choose, texts, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_received_events import (
    CANT_BY_OPPONENTS_SPELLS,
    CANT_BY_SPELLS,
    USE_ONLY_IF_IN_CONTACT,
    WHEN_ANOTHER_ENTERS_PLAY,
    WHEN_I_BECOME_IN_CONTACT,
    WHEN_MY_EXPEDITION_ASCENDS,
    WHEN_MY_EXPEDITION_IN_CONTACT,
    WHEN_ONE_OF_YOURS_ASCENDS,
    WHEN_PERMANENT_JOINS_LANDMARKS,
    WHEN_SECOND_SPELL_EACH_TURN,
    WHEN_SECOND_SPELL_THIS_DAY,
    WHEN_YOU_RECEIVE_A_GIFT,
    WHEN_YOU_RECEIVE_A_TOKEN,
    WHEN_YOU_RECEIVE_A_TOKEN_IT,
    WHEN_YOURS_IN_CONTACT,
)


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


def _activated(entries: tuple[TraceEntry, ...], watcher: str) -> tuple[str, ...]:
    """The rules cited by the step that created the watcher's Emblem-Reaction (6.3.h)."""
    for t, e in zip(texts(entries), entries, strict=True):
        if t.startswith("Reaction-activating step") and watcher in t and "6.3.h" in e.rules:
            return e.rules
    return ()


def _run(
    bearer: str, watcher: str, owner: str, where: str = "hero"
) -> tuple[GameState, tuple[str, ...]]:
    """p1 plays a Bearer printing ``bearer`` to its hero Expedition while ``owner`` has a
    Watcher printing ``watcher`` in their ``where`` Expedition; answered until the next turn."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(bearer, "Bearer", unique=False))
    b = b.in_expedition(owner, where, "Watcher", **grammar_fields(watcher, "Watcher", unique=False))
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, entries = answer_picking(state, entries, ())
    return state, _activated(entries, "Watcher")


@pytest.mark.parametrize(
    ("owner", "boosts"),
    [("p2", 1), ("p1", 0)],
    ids=["another-players-turn", "own-turn-no-gift"],
)
def test_7_3_29_a_when_you_receive_a_gift(owner: str, boosts: int) -> None:
    state, cited = _run("{H} Each player draws a card.", WHEN_YOU_RECEIVE_A_GIFT, owner)
    assert _boosts(state, "Watcher") == boosts
    assert ("7.3.29.a" in cited) is bool(boosts)


@pytest.mark.parametrize(("owner", "boosts"), [("p1", 1), ("p2", 0)], ids=["mine", "not-theirs"])
def test_7_3_30_a_when_you_receive_a_token(owner: str, boosts: int) -> None:
    created = "{H} Create an [Ordis Recruit 1/1/1] Soldier token in your Companion Expedition."
    state, cited = _run(created, WHEN_YOU_RECEIVE_A_TOKEN, owner)
    assert _boosts(state, "Watcher") == boosts  # in its owner's own turn too: no Gift needed
    assert ("7.3.30.a" in cited) is bool(boosts)


@pytest.mark.parametrize(
    ("watcher", "where", "boosts"),
    [
        (WHEN_MY_EXPEDITION_ASCENDS, "hero", 1),
        (WHEN_MY_EXPEDITION_ASCENDS, "companion", 0),  # the other Expedition Ascended
        (WHEN_ONE_OF_YOURS_ASCENDS, "companion", 1),
    ],
    ids=["my-expedition", "not-my-expedition", "one-of-yours"],
)
def test_7_3_3_a_when_an_expedition_ascends(watcher: str, where: str, boosts: int) -> None:
    state, cited = _run("{H} My Expedition ascends.", watcher, "p1", where)
    assert _boosts(state, "Watcher") == boosts
    assert ("7.3.3.a" in cited) is bool(boosts)


@pytest.mark.parametrize(("owner", "boosts"), [("p1", 1), ("p2", 0)], ids=["mine", "not-theirs"])
def test_7_3_10_a_when_another_character_you_control_enters_play(owner: str, boosts: int) -> None:
    state, _ = _run("{H} Draw a card.", WHEN_ANOTHER_ENTERS_PLAY, owner)
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("position", "offered"), [(0, True), (1, False)], ids=["in-contact", "not"]
)
def test_5_1_2_g_use_this_only_if_im_in_contact(position: int, offered: bool) -> None:
    """ "Use this only if I'm In Contact" restricts the quick action as "You can only
    activate this if …" does (5.1.2.g): offered only while my Expedition is in the region
    of one of the opponent's (7.5.9.a, 7.5.9.b)."""
    qa = grammar_fields(USE_ONLY_IF_IN_CONTACT, "Scout", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Scout", **qa).deck_of("p1", 2)
    b = b.position("p1:hero", position).position("p1:companion", position)
    state, _ = until_decision(b.at_afternoon().build())
    assert state.pending is not None
    assert any(i.startswith("quick:") for i in state.pending.option_ids()) is offered


@pytest.mark.parametrize(
    ("ward", "owner", "bolt", "offered"),
    [
        (CANT_BY_SPELLS, "p1", "Spell", False),
        (CANT_BY_SPELLS, "p1", "Character", True),  # a Character's {H}: no Spell
        (CANT_BY_OPPONENTS_SPELLS, "p2", "Spell", False),  # p1 is p2's opponent
        (CANT_BY_OPPONENTS_SPELLS, "p1", "Spell", True),  # its controller's own Spell
    ],
    ids=["spell", "not-a-spell", "opponents-spell", "own-spell"],
)
def test_6_5_b_cant_be_targeted_by_spells(ward: str, owner: str, bolt: str, offered: bool) -> None:
    """ "Can't be targeted by Spells [your opponents play]": the Ward is no suitable target
    of a Spell's effect (of an opponent's Spell's; 1.4.1.a, 6.5.b, 5.1.2.j)."""
    spell = bolt == "Spell"
    text = ("" if spell else "{H} ") + "Target Character gains 1 boost."
    bolt_card = grammar_fields(text, "Bolt", unique=False, type=bolt)
    b = GameBuilder().in_hand("p1", "Bolt", **bolt_card)
    b = b.in_expedition(owner, "hero", "Ward", **grammar_fields(ward, "Ward", unique=False))
    b = b.in_expedition("p2", "companion", "Plain")
    b = b.mana("p1", 4).deck_of("p1", 2).deck_of("p2", 2)
    state, _ = play(b, "Bolt", "spell" if spell else "hero")
    assert state.pending is not None
    labels = [o.label for o in state.pending.options]
    assert any("Plain" in label for label in labels), labels
    assert any("Ward" in label for label in labels) is offered, labels


@pytest.mark.parametrize(
    ("watcher", "where", "p2_hero", "boosts"),
    [
        (WHEN_MY_EXPEDITION_IN_CONTACT, "hero", 1, 1),  # p1's hero Expedition joins p2's
        (WHEN_MY_EXPEDITION_IN_CONTACT, "companion", 1, 0),  # not the one that moved
        (WHEN_YOURS_IN_CONTACT, "companion", 1, 1),
        (WHEN_I_BECOME_IN_CONTACT, "hero", 1, 1),
        (WHEN_MY_EXPEDITION_IN_CONTACT, "hero", 0, 0),  # In Contact before: it leaves it
    ],
    ids=["my-expedition", "not-mine", "one-of-yours", "i-become", "was-in-contact"],
)
def test_7_5_9_a_when_an_expedition_becomes_in_contact(
    watcher: str, where: str, p2_hero: int, boosts: int
) -> None:
    """p1's hero Expedition moves forward from region 0 to region 1; p2's hero Expedition is
    on ``p2_hero``, p2's companion far away (3) and p1's companion stays on 0: becoming In
    Contact is being In Contact after the move and not before (7.5.9.a, 7.5.9.b)."""
    bearer = grammar_fields("{H} My Expedition moves forward one region.", "Bearer", unique=False)
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_expedition("p1", where, "Watcher", **grammar_fields(watcher, "Watcher", unique=False))
    b = b.position("p2:hero", p2_hero).position("p2:companion", 3)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 2).deck_of("p2", 2), "Bearer")
    state, entries = answer_picking(state, entries, ())
    assert state.positions.get("p1:hero") == 1
    assert _boosts(state, "Watcher") == boosts
    assert ("7.5.9.a" in _activated(entries, "Watcher")) is bool(boosts)


def test_7_3_30_a_it_is_the_token_received() -> None:
    """ "When you receive a token — It gains 1 boost": "it" is the token (6.3.i)."""
    created = "{H} Create an [Ordis Recruit 1/1/1] Soldier token in your Companion Expedition."
    state, cited = _run(created, WHEN_YOU_RECEIVE_A_TOKEN_IT, "p1")
    assert _boosts(state, "Ordis Recruit") == 1
    assert _boosts(state, "Watcher") == 0
    assert "7.3.30.a" in cited


@pytest.mark.parametrize(
    ("owner", "drawn"), [("p1", 1), ("p2", 0)], ids=["your-landmarks", "not-theirs"]
)
def test_7_5_10_a_when_a_permanent_joins_your_landmarks(owner: str, drawn: int) -> None:
    """p1 plays a Landmark Permanent: it joins p1's Landmarks (7.5.10.a), not p2's."""
    watcher = grammar_fields(WHEN_PERMANENT_JOINS_LANDMARKS, "Watcher", unique=False)
    b = GameBuilder().in_expedition(owner, "hero", "Watcher", **watcher)
    b = b.in_hand(
        "p1",
        "Tower",
        type=CardType.PERMANENT,
        permanent_zone=PermanentZone.LANDMARK,
        hand_cost=1,
        reserve_cost=1,
    )
    b = b.mana("p1", 2).deck_of("p1", 3).deck_of("p2", 3)
    state, entries = play(b, "Tower", "landmark")
    state, entries = answer_picking(state, entries, ())
    hands = len(state.zone(f"hand:{owner}"))
    assert hands == drawn
    assert ("7.5.10.a" in _activated(entries, "Watcher")) is bool(drawn)


@pytest.mark.parametrize(
    ("watcher", "boosts"),
    [(WHEN_SECOND_SPELL_THIS_DAY, (0, 1)), (WHEN_SECOND_SPELL_EACH_TURN, (0, 0))],
    ids=["this-day", "each-turn"],
)
def test_4_1_when_you_play_your_second_spell(watcher: str, boosts: tuple[int, int]) -> None:
    """p1 plays a Spell, p2 passes, p1 plays another: p1's second Spell this Day (4.1), but
    each is the first of its turn (a card played ends the turn, 4.2.3.d)."""
    spell = grammar_fields("Draw a card.", "Bolt", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Bolt", **spell).in_hand("p1", "Flash", **spell)
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(watcher, "Watcher", unique=False))
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, entries = play(b, "Bolt", "spell")
    state, entries = answer_picking(state, entries, ())
    assert _boosts(state, "Watcher") == boosts[0]
    if state.pending is not None and state.pending.player == "p2":
        state, _ = until_decision(choose(state, "pass"))
    state, _ = play_card(state, "p1", find(state, "Flash"), "spell")
    state, entries = until_decision(state)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, entries = until_decision(state)
    state, entries = answer_picking(state, entries, ())
    assert _boosts(state, "Watcher") == boosts[1]
