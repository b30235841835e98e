"""Hidden zones and choices (session 39): a card chosen from a revealed hand, played on boards —
"Target opponent reveals their hand. Choose a Spell from it. They discard it.", "… Choose a
Character card from among them. They put it at the bottom of their deck.", "Reveal your hand.
If it has no Character, draw a card.".

The reveal shows every card of that hand to every player (1.2.7.d: information only), listed
in the trace; "Choose" is the effect's controller's decision (6.1.g), among the cards shown
that fit; "they" is the player who revealed, the card's owner, who does the step (1.4.7.b,
7.5.6.b); nothing of that kind shown, the step does nothing (6.1.g, 6.5.h). "If it has …"
after "Reveal your hand" counts the hand revealed, still in its place (6.5.d, 1.2.7.d)."""

from __future__ import annotations

from engine import GameBuilder, TraceEntry

from ..engine.helpers import rules_of
from .board_play import spell_played as _played
from .board_play import zone_names as _zone
from .test_board_keyword_action_triggers import ALLY

SPELL = {"type": "Spell", "hand_cost": 1, "reserve_cost": 1}
"""A Spell card in a hand (2.2.1.c)."""


def _board(*, spells: int = 1, characters: int = 1, who: str = "p2") -> GameBuilder:
    """``who`` with ``spells`` Spells "Bolt0".. and ``characters`` Characters "Ally0".. in
    hand; both with a Deck of 6."""
    b = GameBuilder()
    for i in range(spells):
        b = b.in_hand(who, f"Bolt{i}", **SPELL)
    for i in range(characters):
        b = b.in_hand(who, f"Ally{i}", **ALLY)
    return b.mana("p1", 4).mana("p2", 4).deck_of("p1", 6).deck_of("p2", 6)


def _shown(entries: tuple[TraceEntry, ...]) -> str:
    """The trace's words where the reveal happened (1.2.7.d)."""
    return " ".join(e.text for e in entries if "1.2.7.d" in e.rules)


def test_6_1_g_you_choose_a_spell_from_their_revealed_hand_they_discard_it() -> None:
    text = "Target opponent reveals their hand. Choose a Spell from it. They discard it."
    state, entries, asked = _played(_board(spells=2), text, ("Bolt1",))
    shown = _shown(entries)
    assert all(n in shown for n in ("Bolt0", "Bolt1", "Ally0"))  # the judge sees the hand
    # p1 chooses (6.1.g), offered the Spells shown only
    assert [who for who, _ in asked] == ["p1"]
    assert set(asked[0][1]) == {"Bolt0", "Bolt1"}, asked
    assert _zone(state, "discard:p2") == ["Bolt1"]  # their discard pile (3.1.2.c)
    assert sorted(_zone(state, "hand:p2")) == ["Ally0", "Bolt0"]
    rules = rules_of(entries)
    assert {"1.2.7.d", "6.1.g", "7.5.6.b", "6.5.b"} <= rules  # reveal, choice, their step


def test_1_4_7_b_they_put_the_character_chosen_at_the_bottom_of_their_deck() -> None:
    text = (
        "Target opponent reveals their hand. Choose a Character card from among them. They put"
        " it at the bottom of their deck."
    )
    state, _, asked = _played(_board(characters=2), text, ("Ally0",))
    assert [who for who, _ in asked] == ["p1"]
    assert set(asked[0][1]) == {"Ally0", "Ally1"}
    assert _zone(state, "deck:p2")[-1] == "Ally0"  # the bottom of p2's own Deck
    assert len(state.zone("deck:p1")) == 6
    assert "Ally0" not in _zone(state, "hand:p2")


def test_6_1_g_no_spell_revealed_nothing_is_discarded() -> None:
    text = "Target opponent reveals their hand. Choose a Spell from it. They discard it."
    state, entries, asked = _played(_board(spells=0), text, ())
    assert "Ally0" in _shown(entries)  # the hand was shown all the same
    assert asked == []  # no Spell to choose: no decision (6.1.g)
    assert _zone(state, "discard:p2") == [] and _zone(state, "hand:p2") == ["Ally0"]
    assert "6.5.h" in rules_of(entries) or "6.1.g" in rules_of(entries)


def test_1_2_7_d_an_empty_hand_revealed_shows_nothing_and_nothing_is_chosen() -> None:
    text = "Target opponent reveals their hand. Choose a Spell from it. They discard it."
    state, _, asked = _played(_board(spells=0, characters=0), text, ())
    assert asked == [] and _zone(state, "discard:p2") == []


def test_6_5_d_reveal_your_hand_if_it_has_no_character_draw() -> None:
    text = "Reveal your hand. If it has no Character, draw a card."
    state, entries, _ = _played(_board(spells=1, characters=0, who="p1"), text, ())
    assert "Bolt0" in _shown(entries)
    assert len(_zone(state, "hand:p1")) == 2  # Bolt0 and the card drawn (no Character)
    state, entries, _ = _played(_board(spells=1, characters=1, who="p1"), text, ())
    assert len(_zone(state, "hand:p1")) == 2  # Bolt0, Ally0: a Character, no draw
    assert "6.5.d" in rules_of(entries)


def test_6_5_c_you_may_choose_the_controller_decides_then_chooses() -> None:
    text = "Target opponent reveals their hand. You may choose a Spell from it. They discard it."
    state, _, asked = _played(_board(spells=2), text, ("do it", "Bolt1"))
    assert [who for who, _ in asked] == ["p1", "p1"]  # decides (6.5.c), chooses (6.1.g)
    assert _zone(state, "discard:p2") == ["Bolt1"]
    state, _, asked = _played(_board(spells=2), text, ("do not",))
    assert [who for who, _ in asked] == ["p1"]
    assert _zone(state, "discard:p2") == []  # declined: nothing chosen, nothing discarded
