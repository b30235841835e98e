"""A card named by its type, "a Permanent card" / "Character cards" (2.2.1), in the object
slot of a step that moves a card outside play (issue 30): the same object as "a Permanent",
so "Put a Permanent card from your discard pile in your Reserve" moves a Permanent of the
discard pile (3.2.3, 3.2.10) and never the Character beside it."""

from __future__ import annotations

from engine import GameBuilder
from engine.state.enums import CardType, PermanentZone
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields

PUT = "{J} You may put a Permanent card from your discard pile in your Reserve."


def _names(state: GameState, zone: str) -> list[str]:
    return sorted(state.name(o) for o in state.zone(zone))


def _played(text: str, tempting: str) -> GameState:
    """p1 plays "Unique" (``text``) with a Character and a Permanent in its discard pile,
    picking ``tempting`` (the card the type leaves out) whenever it is offered."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_discard("p1", "Old Troop", **grammar_fields("{J} Draw a card.", "Old Troop"))
    relic = grammar_fields("{R} Draw a card.", "Old Relic", unique=False, type="Permanent")
    relic = {**relic, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    b = b.in_discard("p1", "Old Relic", **relic).mana("p1", 4).deck_of("p1", 4)
    state, entries = play(b, "Unique")
    return answer_picking(state, entries, (tempting, "Yes", "yes"))[0]


def test_3_2_3_a_permanent_card_from_the_discard_pile_goes_to_reserve() -> None:
    """Only the Permanent can be chosen: Old Relic goes to Reserve, Old Troop stays."""
    state = _played(PUT, "Old Troop")
    assert _names(state, "reserve:p1") == ["Old Relic"]
    assert _names(state, "discard:p1") == ["Old Troop"]


def test_2_2_1_a_character_card_is_a_character() -> None:
    """ "Character card" chooses the Character: Old Troop goes to Reserve."""
    state = _played(
        "{J} You may put a Character card from your discard pile in your Reserve.", "Old Relic"
    )
    assert _names(state, "reserve:p1") == ["Old Troop"]
    assert _names(state, "discard:p1") == ["Old Relic"]


def test_7_3_27_a_send_a_character_card_from_the_discard_pile_to_reserve() -> None:
    """ "Send" moves a card as "put" does (7.3.27.a): the Character, not the Permanent."""
    state = _played(
        "{J} Send a Character card from your discard pile to your Reserve.", "Old Relic"
    )
    assert _names(state, "reserve:p1") == ["Old Troop"]
    assert _names(state, "discard:p1") == ["Old Relic"]
