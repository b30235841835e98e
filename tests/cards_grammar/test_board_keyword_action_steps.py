"""Keyword action events (session 38): a set's keyword action of SEVERAL steps as a trigger event,
played on boards — "When you [Barter] —" where [Barter] is "Discard a card from your Reserve. If you
do, draw a card." (one step and what follows it) or [Stow] is "Put a card from your hand in your
Reserve. Draw a card." (two steps).

The action is carried out once its FIRST step is (6.5.f: a player "did" it once they started
doing it): the Reaction activates once, after that step (6.3.h, 1.2.7.c); a later step
conditional and not done, or impossible, does not undo it (1.4.1.c); a first step that acts
on nothing (1.2.7.d) is no action done (6.3.b). "The first time you [X] each turn" counts the
player's steps that carried it out this turn (4.2.3.b, 1.2.7.c)."""

from __future__ import annotations

from engine import GameBuilder, GameState, TraceEntry, find
from scenarios.cards.grammar.set_lexicon import using_keywords

from ..cards_text.helpers import play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields
from .test_board_keyword_action_triggers import ALLY

D = "\u2014"
KEYWORDS = {
    "barter": "Discard a card from your Reserve. If you do, draw a card.",
    "stow": "Put a card from your hand in your Reserve. Draw a card.",
}
"""The set's keyword actions of several steps (invented)."""

_SEEN: list[tuple[TraceEntry, ...]] = []


def _fields(text: str, name: str, type: str = "Character") -> dict[str, object]:
    with using_keywords(KEYWORDS):
        return grammar_fields(text, name, type=type, unique=type == "Character")


def _board(
    watcher: str, *, owner: str = "p1", reserve: int = 1, deck: int = 6, support: bool = False
) -> GameBuilder:
    """p1 with ``reserve`` cards "Stash" in Reserve and a Deck of ``deck``; ``owner`` has
    "Watcher" printing ``watcher`` in play (in Reserve with ``support``)."""
    b = GameBuilder()
    for i in range(reserve):
        b = b.in_reserve("p1", f"Stash{i}", **ALLY)
    fields = _fields(watcher, "Watcher")
    if support:
        b = b.in_reserve(owner, "Watcher", **fields)
    else:
        b = b.in_expedition(owner, "hero", "Watcher", **fields)
    b = b.mana("p1", 4).mana("p2", 4).deck_of("p2", 6)
    return b.deck_of("p1", deck) if deck else b


def _played(b: GameBuilder, text: str, picks: tuple[str, ...] = ("Stash",), who: str = "p1"):
    """``who`` plays the Spell "Probe" printing ``text``; its Reactions done."""
    b = b.in_hand(who, "Probe", **_fields(text, "Probe", type="Spell"))
    state, entries = play(b, "Probe", "spell")
    state, entries = answer_picking(state, tuple(entries), picks)
    _SEEN.append(entries)
    return state


def _boosts(state: GameState, name: str = "Watcher") -> int:
    return state.objects[find(state, name)].boosts


def _zone(state: GameState, zone: str) -> list[str]:
    return [state.name(o) for o in state.zone(zone)]


def test_6_5_f_when_you_barter_activates_once_when_its_first_step_is_carried_out() -> None:
    state = _played(_board(f"When you [Barter] {D} I gain 1 boost."), "[Barter].")
    assert "Stash0" in _zone(state, "discard:p1")  # its first step
    assert len(_zone(state, "hand:p1")) == 1  # "If you do, draw a card" (6.5.f)
    assert _boosts(state) == 1  # one action, one activation (1.2.7.c)
    assert {"6.5.f", "2.2.12.c", "6.3.f", "6.1.c"} <= rules_of(_SEEN[-1])


def test_1_2_7_d_a_barter_with_nothing_to_discard_is_not_carried_out() -> None:
    # the Reserve is empty: the first step acts on nothing, its "If you do" does not happen
    state = _played(_board(f"When you [Barter] {D} I gain 1 boost.", reserve=0), "[Barter].", ())
    assert _zone(state, "hand:p1") == []
    assert _boosts(state) == 0


def test_1_4_1_c_a_later_step_that_cannot_happen_does_not_undo_the_action() -> None:
    # p1's Deck is empty: the draw draws nothing (3.2.2.e), the discard happened: Bartered
    state = _played(_board(f"When you [Barter] {D} I gain 1 boost.", deck=0), "[Barter].")
    assert "Stash0" in _zone(state, "discard:p1")
    assert _zone(state, "hand:p1") == []
    assert _boosts(state) == 1


def test_1_2_7_c_a_keyword_action_of_two_steps_activates_once_not_per_step() -> None:
    b = _board(f"When you [Stow] {D} I gain 1 boost.").in_hand("p1", "Spare", **ALLY)
    state = _played(b, "[Stow].", ("Spare",))
    assert "Spare" in _zone(state, "reserve:p1")
    assert len(_zone(state, "hand:p1")) == 1  # its second step drew a card
    assert _boosts(state) == 1


def test_6_5_f_a_first_step_that_acts_on_nothing_is_no_action_done() -> None:
    # no card in p1's hand once Probe is played: the first step puts nothing; the draw of
    # its second step happens (1.4.1.c), yet the action was not started (6.5.f, 1.2.7.d)
    state = _played(_board(f"When you [Stow] {D} I gain 1 boost."), "[Stow].", ())
    assert len(_zone(state, "hand:p1")) == 1
    assert _boosts(state) == 0


def test_7_2_3_a_an_opponents_barter_is_not_when_you_barter() -> None:
    state = _played(_board(f"When you [Barter] {D} I gain 1 boost.", owner="p2"), "[Barter].")
    assert "Stash0" in _zone(state, "discard:p1")
    assert _boosts(state) == 0
    b = _board(f"When an opponent [Barters] {D} I gain 1 boost.", owner="p2")
    state = _played(b, "[Barter].")
    assert _boosts(state) == 1  # p1 is p2's opponent (1.2.1.b)


def test_2_2_12_d_a_support_ability_watches_a_barter_from_reserve() -> None:
    b = _board(f"{{I}} When a player [Barters] {D} Draw a card.", support=True)
    state = _played(b, "[Barter].")
    assert len(_zone(state, "hand:p1")) == 2  # Barter's draw and the Reaction's


def test_6_5_i_barter_twice_activates_twice() -> None:
    b = _board(f"When you [Barter] {D} I gain 1 boost.", reserve=2)
    state = _played(b, "[Barter] twice.")
    assert _boosts(state) == 2


def test_4_2_3_b_the_first_time_you_barter_each_turn_activates_once() -> None:
    b = _board(f"The first time you [Barter] each turn {D} I gain 1 boost.", reserve=2)
    state = _played(b, "[Barter] twice.")
    assert len(_zone(state, "discard:p1")) == 2  # both carried out
    assert _boosts(state) == 1  # only the first of the turn (4.2.3.b, 1.2.7.c)
    assert {"4.2.3.b", "6.5.f"} <= rules_of(_SEEN[-1])


def test_4_2_3_b_the_second_time_counts_the_turns_earlier_barters() -> None:
    b = _board(f"The second time you [Barter] each turn {D} I gain 1 boost.", reserve=2)
    state = _played(b, "[Barter] twice.")
    assert _boosts(state) == 1
    b = _board(f"The second time you [Barter] each turn {D} I gain 1 boost.", reserve=2)
    state = _played(b, "[Barter].")
    assert _boosts(state) == 0  # the first of the turn only


# ---------------------------------------------------------------- 2. another player does it
def _theirs_board(watcher: str, *, owner: str = "p1") -> GameBuilder:
    """p2 with one card "Hoard" in Reserve and a Deck of 6; p1 with a Deck of 6 and an
    empty Reserve; ``owner`` has "Watcher" printing ``watcher`` in play."""
    b = GameBuilder().in_reserve("p2", "Hoard", **ALLY)
    b = b.in_expedition(owner, "hero", "Watcher", **_fields(watcher, "Watcher"))
    return b.mana("p1", 4).mana("p2", 4).deck_of("p1", 6).deck_of("p2", 6)


def test_1_4_7_b_target_opponent_barters_from_their_reserve_and_draws() -> None:
    state = _played(
        _theirs_board(f"When you [Barter] {D} I gain 1 boost."),
        "Target opponent [Barters].",
        ("Hoard", "p2"),
    )
    assert "Hoard" in _zone(state, "discard:p2")  # their Reserve, "your" of the definition
    assert len(_zone(state, "hand:p2")) == 1  # they drew: "If you do" is theirs (6.5.f)
    assert _zone(state, "hand:p1") == []
    assert _boosts(state) == 0  # p2 Bartered, not Watcher's controller (7.2.3.a)


def test_1_4_7_b_an_opponents_barter_done_by_your_effect_is_theirs() -> None:
    b = _theirs_board(f"When an opponent [Barters] {D} I gain 1 boost.")
    state = _played(b, "Target opponent [Barters].", ("Hoard", "p2"))
    assert _boosts(state) == 1  # the effect says who does it (1.4.7.b): p2, p1's opponent
    assert {"6.5.f", "6.3.f"} <= rules_of(_SEEN[-1])


def test_6_1_h_each_player_barters_each_from_their_own_reserve() -> None:
    b = _theirs_board(f"When a player [Barters] {D} I gain 1 boost.").in_reserve(
        "p1", "Stash0", **ALLY
    )
    state = _played(b, "Each player [Barters].", ("Stash", "Hoard"))
    assert "Stash0" in _zone(state, "discard:p1") and "Hoard" in _zone(state, "discard:p2")
    assert len(_zone(state, "hand:p1")) == 1 and len(_zone(state, "hand:p2")) == 1
    assert _boosts(state) == 2  # two players did it, one activation each (1.2.7.c)
