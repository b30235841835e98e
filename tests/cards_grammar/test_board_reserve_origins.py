"""Reserve origins (session 38): a card going to Reserve FROM a zone said, read by the grammar alone
and played on boards — "When a Spell you control goes to Reserve after it resolves —" (Limbo, its
resolution done: 5.2.4.b, 3.2.8.a), "When a card is sent to your Reserve from your hand —"
(3.2.5.a), "When one of your Characters goes to Reserve from an Expedition —" (3.2.4.a).

A Reaction to the move activates once per card (6.3.g) that arrives in a Reserve (3.2.10.a)
from the zone it names; a card coming from another zone is no such event (6.3.b)."""

from __future__ import annotations

from engine import GameBuilder, GameState, TraceEntry

from ..cards_text.helpers import play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields
from .test_board_keyword_action_triggers import ALLY

D = "\u2014"
_SEEN: list[tuple[TraceEntry, ...]] = []


def _board(watcher: str, *, owner: str = "p1") -> GameBuilder:
    """p1 with "Ally" in play; ``owner`` has "Watcher" printing ``watcher`` in play; both
    Decks of 6 cards."""
    b = GameBuilder().in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_expedition(owner, "hero", "Watcher", **grammar_fields(watcher, "Watcher"))
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def _played(b: GameBuilder, text: str, picks: tuple[str, ...] = ()) -> GameState:
    """p1 plays the Spell "Probe" printing ``text`` from hand, choosing ``picks``."""
    b = b.in_hand("p1", "Probe", **grammar_fields(text, "Probe", type="Spell", unique=False))
    state, entries = play(b, "Probe", "spell")
    state, entries = answer_picking(state, tuple(entries), picks)
    _SEEN.append(entries)
    return state


def _names(state: GameState, zone: str) -> list[str]:
    return [state.name(o) for o in state.zone(zone)]


AFTER = f"When a Spell you control goes to Reserve after it resolves {D} Draw a card."
FROM_HAND = f"When a card is sent to your Reserve from your hand {D} Draw a card."
FROM_EXPEDITION = f"When one of your Characters goes to Reserve from an Expedition {D} Draw a card."


def test_5_2_4_b_a_spell_going_to_reserve_after_it_resolves() -> None:
    state = _played(_board(AFTER), "Target Character gains 1 boost.", ("Ally",))
    assert "Probe" in _names(state, "reserve:p1")  # its resolution done (5.2.4.b)
    assert len(_names(state, "hand:p1")) == 1  # the Reaction drew
    assert {"5.2.4.b", "3.2.10.a", "6.3.f"} <= rules_of(_SEEN[-1])


def test_5_2_4_b_a_fleeting_spell_goes_to_the_discard_pile_not_to_reserve() -> None:
    state = _played(_board(AFTER), "Fleeting.  Target Character gains 1 boost.", ("Ally",))
    assert "Probe" in _names(state, "discard:p1")
    assert _names(state, "hand:p1") == []


def test_6_3_b_a_spell_put_in_reserve_from_hand_did_not_resolve_into_it() -> None:
    # a second Spell, Spare, put in Reserve from the hand by Probe: not "after it resolves";
    # Probe itself then goes there after its resolution: one activation only
    b = _board(AFTER).in_hand(
        "p1", "Spare", **grammar_fields("Draw a card.", "Spare", type="Spell", unique=False)
    )
    state = _played(b, "Put a card from your hand in your Reserve.", ("Spare",))
    assert {"Spare", "Probe"} <= set(_names(state, "reserve:p1"))
    assert len(_names(state, "hand:p1")) == 1


def test_3_2_5_a_a_card_sent_to_your_reserve_from_your_hand() -> None:
    b = _board(FROM_HAND).in_hand("p1", "Spare", **ALLY)
    state = _played(b, "Put a card from your hand in your Reserve.", ("Spare",))
    assert "Spare" in _names(state, "reserve:p1")
    # Spare from the hand: one draw; Probe from Limbo after it resolves: none
    assert len(_names(state, "hand:p1")) == 1
    assert {"3.2.5.a", "7.5.10.a"} <= rules_of(_SEEN[-1])


def test_6_3_b_a_character_sent_to_reserve_from_play_is_not_from_your_hand() -> None:
    state = _played(_board(FROM_HAND), "Send target Character to Reserve.", ("Ally",))
    assert "Ally" in _names(state, "reserve:p1")
    assert _names(state, "hand:p1") == []


def test_3_2_4_a_one_of_your_characters_going_to_reserve_from_an_expedition() -> None:
    state = _played(_board(FROM_EXPEDITION), "Send target Character to Reserve.", ("Ally",))
    assert "Ally" in _names(state, "reserve:p1")
    assert len(_names(state, "hand:p1")) == 1
    assert {"3.2.4.a", "3.2.10.a"} <= rules_of(_SEEN[-1])


def test_6_3_b_a_character_card_put_in_reserve_from_hand_is_not_from_an_expedition() -> None:
    b = _board(FROM_EXPEDITION).in_hand("p1", "Spare", **ALLY)
    state = _played(b, "Put a card from your hand in your Reserve.", ("Spare",))
    assert "Spare" in _names(state, "reserve:p1")
    assert _names(state, "hand:p1") == []


def test_7_2_3_a_an_opponents_character_is_not_one_of_yours() -> None:
    b = _board(FROM_EXPEDITION).in_expedition("p2", "hero", "Foe", **ALLY)
    state = _played(b, "Send target Character to Reserve.", ("Foe",))
    assert "Foe" in _names(state, "reserve:p2")
    assert _names(state, "hand:p1") == []
