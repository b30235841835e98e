"""Object unions (issue 30, session 39): "or" between objects and between places, played on boards —
the grammar's reading of the Bearer's text, p1 playing it. One object of either description
is offered (both kinds offered, a third kind not: 6.5.b a target, 6.1.g a choice), each
description with its own qualifiers; a card of the controller's own zones said with "or" is
chosen among those zones only (3.1.2.b, 6.1.g)."""

from __future__ import annotations

from engine import CardType, GameBuilder, Status, find
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from .board_play import bearer
from .board_play import bearer_played as _played
from .board_play import cited as _rules
from .board_play import offered as _offered

STATS = {"reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
SPELL = {"type": CardType.SPELL, "reserve_cost": 1}

NO_KELON_OR_TOKEN = "{J} Exhaust target Character with no Kelon counters or target token."
CHEAP_OR_TOKEN = (
    "{J} Return target Character with Hand Cost {2} or less or a token to its owner's hand."
)
BUREAUCRAT_OR_SPELL = "{J} Return a Bureaucrat or a Spell from your Reserve to your hand."
DEAR_OR_LANDMARK = "{J} Sacrifice a Character with Hand Cost {3} or more or a Landmark."
HAND_OR_RESERVE = "{J} Discard a card from your hand or Reserve."
RESERVE_OR_DISCARD = "{J} Return a Character from your Reserve or discard pile to your hand."
HAND_OR_DISCARD = "{J} Put a card from your hand or your discard pile in your Reserve."


def _bearer(text: str, hand_cost: int = 1) -> GameBuilder:
    return bearer(text, hand_cost=hand_cost)


def _zone(state: GameState, name: str) -> str:
    return state.objects[find(state, name)].zone


def test_6_5_b_a_target_of_either_description_each_with_its_own_words() -> None:
    b = _bearer(NO_KELON_OR_TOKEN)
    b = b.in_expedition("p2", "hero", "Plain", **STATS)
    b = b.in_expedition("p2", "hero", "Marked", counters={"Kelon": 1}, **STATS)
    b = b.in_expedition("p2", "companion", "Wisp", is_token=True, counters={"Kelon": 1}, **STATS)
    b = b.in_landmarks("p2", "Tower", reserve_cost=1)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Wisp",))
    # a Character without Kelon counters, or a token whatever its counters
    assert _offered(asked, "Plain") and _offered(asked, "Wisp"), asked
    assert not _offered(asked, "Marked")  # a Character with a Kelon counter, no token
    assert not _offered(asked, "Tower")  # a Permanent that is no token: a third kind
    assert state.objects[find(state, "Wisp")].has(Status.EXHAUSTED)
    assert not state.objects[find(state, "Plain")].has(Status.EXHAUSTED)
    assert "6.5.b" in _rules(trace), _rules(trace)


def test_6_5_b_the_cost_is_the_characters_only_a_token_of_any_cost() -> None:
    b = _bearer(CHEAP_OR_TOKEN)
    b = b.in_expedition("p2", "hero", "Cheap", hand_cost=2, **STATS)
    b = b.in_expedition("p2", "hero", "Dear", hand_cost=5, **STATS)
    b = b.in_expedition("p2", "companion", "Titan", hand_cost=5, is_token=True, **STATS)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Cheap",))
    assert _offered(asked, "Cheap") and _offered(asked, "Titan"), asked
    assert not _offered(asked, "Dear")
    assert _zone(state, "Cheap") == z.personal(ZoneKind.HAND, "p2")  # its owner's hand
    assert "6.5.b" in _rules(trace), _rules(trace)


def test_6_1_g_a_bureaucrat_or_a_spell_from_your_reserve() -> None:
    b = _bearer(BUREAUCRAT_OR_SPELL)
    b = b.in_reserve("p1", "Clerk", subtypes=("Bureaucrat",), hand_cost=2, **STATS)
    b = b.in_reserve("p1", "Bolt", hand_cost=2, **SPELL)
    b = b.in_reserve("p1", "Brute", hand_cost=2, **STATS)
    b = b.in_reserve("p2", "Theirs", hand_cost=2, **SPELL)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Bolt",))
    assert _offered(asked, "Clerk") and _offered(asked, "Bolt"), asked
    assert not _offered(asked, "Brute")  # a Character of no such sub-type
    assert not _offered(asked, "Theirs")  # another player's Reserve (3.1.2.b)
    assert _zone(state, "Bolt") == z.personal(ZoneKind.HAND, "p1")
    assert _zone(state, "Clerk") == z.personal(ZoneKind.RESERVE, "p1")
    assert "6.1.g" in _rules(trace), _rules(trace)


def test_7_3_36_a_sacrifice_a_dear_character_or_a_landmark() -> None:
    b = _bearer(DEAR_OR_LANDMARK)
    b = b.in_expedition("p1", "companion", "Big", hand_cost=4, **STATS)
    b = b.in_expedition("p1", "companion", "Small", hand_cost=1, **STATS)
    b = b.in_landmarks("p1", "Tower", reserve_cost=1)
    b = b.in_expedition("p2", "hero", "Foe", hand_cost=6, **STATS)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Tower",))
    assert _offered(asked, "Big") and _offered(asked, "Tower"), asked
    assert not _offered(asked, "Small") and not _offered(asked, "Foe")  # cost; not mine
    assert _zone(state, "Tower") == z.personal(ZoneKind.DISCARD, "p1")
    assert "7.3.36.a" in _rules(trace), _rules(trace)


def test_3_1_2_b_a_card_from_your_hand_or_reserve() -> None:
    b = _bearer(HAND_OR_RESERVE)
    b = b.in_hand("p1", "Held", hand_cost=1, **STATS)
    b = b.in_reserve("p1", "Kept", hand_cost=1, **STATS)
    b = b.in_discard("p1", "Gone", hand_cost=1, **STATS)
    b = b.in_reserve("p2", "Theirs", hand_cost=1, **STATS)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Kept",))
    assert _offered(asked, "Held") and _offered(asked, "Kept"), asked
    assert not _offered(asked, "Gone")  # a third zone
    assert not _offered(asked, "Theirs")  # another player's Reserve
    assert _zone(state, "Kept") == z.personal(ZoneKind.DISCARD, "p1")
    assert _zone(state, "Held") == z.personal(ZoneKind.HAND, "p1")
    assert "6.1.g" in _rules(trace), _rules(trace)


def test_3_1_2_b_a_character_from_your_reserve_or_discard_pile() -> None:
    b = _bearer(RESERVE_OR_DISCARD)
    b = b.in_reserve("p1", "Kept", hand_cost=1, **STATS)
    b = b.in_reserve("p1", "Bolt", hand_cost=1, **SPELL)
    b = b.in_discard("p1", "Fallen", hand_cost=1, **STATS)
    b = b.in_hand("p1", "Held", hand_cost=1, **STATS)
    b = b.in_discard("p2", "Theirs", hand_cost=1, **STATS)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Fallen",))
    assert _offered(asked, "Kept") and _offered(asked, "Fallen"), asked
    assert not _offered(asked, "Bolt")  # a Spell: not a Character
    assert not _offered(asked, "Held") and not _offered(asked, "Theirs")
    assert _zone(state, "Fallen") == z.personal(ZoneKind.HAND, "p1")
    assert "6.1.g" in _rules(trace), _rules(trace)


def test_3_1_2_b_a_card_from_your_hand_or_discard_pile_put_in_reserve() -> None:
    b = _bearer(HAND_OR_DISCARD)
    b = b.in_hand("p1", "Held", hand_cost=1, **STATS)
    b = b.in_discard("p1", "Fallen", hand_cost=1, **STATS)
    b = b.in_reserve("p1", "Kept", hand_cost=1, **STATS)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Held",))
    assert _offered(asked, "Held") and _offered(asked, "Fallen"), asked
    assert not _offered(asked, "Kept")  # already in the Reserve: a third zone
    assert _zone(state, "Held") == z.personal(ZoneKind.RESERVE, "p1")
    assert _zone(state, "Fallen") == z.personal(ZoneKind.DISCARD, "p1")
    assert "6.1.g" in _rules(trace), _rules(trace)


def test_3_1_3_f_a_card_chosen_from_the_hand_is_not_named_before_it_is_seen() -> None:
    """The choice's line tells the table "a card from p1's Hand" (3.1.3.f, 3.2.5.b); the
    card is named once it is in the Discard pile, a visible zone (3.1.3.a)."""
    b = _bearer(HAND_OR_RESERVE)
    b = b.in_hand("p1", "Held", hand_cost=1, **STATS)
    b = b.in_reserve("p1", "Kept", hand_cost=1, **STATS)
    state, asked, trace = _played(b.at_afternoon(first="p1").build(), ("Held",))
    assert asked == [["Held", "Kept"]]  # the chooser sees their own hand (6.1.h)
    chosen = next(e for e in trace if "a card from p1's Hand" in e.text)
    assert "Held" not in chosen.text and "3.1.3.f" in chosen.rules, chosen
    assert _zone(state, "Held") == z.personal(ZoneKind.DISCARD, "p1")
