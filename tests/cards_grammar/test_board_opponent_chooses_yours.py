"""Hidden zones and choices (session 39): another player chooses among YOUR objects, played on
boards — "Target opponent chooses a Character you control. Sacrifice it.", "An opponent chooses a
card in your Reserve. Discard it.", "Each opponent chooses a Character you control. Return it to its
owner's hand.".

WHO is asked each decision: the opponent the effect names chooses (6.1.g "unless specified
otherwise"; targeted first, 6.5.b; the one opponent, 1.2.1.b; each in initiative order,
6.1.h) among the effect's controller's objects; the effect's controller does the step on what
was chosen (1.4.7.c, 7.5.6.c). Nothing to choose: the step does nothing (6.1.g, 6.5.h)."""

from __future__ import annotations

from engine import GameBuilder, GameState

from ..engine.helpers import rules_of
from .board_play import spell_played as _played
from .board_play import zone_names as _zone
from .test_board_keyword_action_triggers import ALLY


def _board(*, mine: int = 2, reserve: int = 0) -> GameBuilder:
    """p1 (the effect's controller) with ``mine`` Characters "Mine0".. in play and
    ``reserve`` cards "Kept0".. in Reserve; p2 with a Character "Theirs" in play."""
    b = GameBuilder().in_expedition("p2", "hero", "Theirs", **ALLY)
    for i in range(mine):
        b = b.in_expedition("p1", "hero", f"Mine{i}", **ALLY)
    for i in range(reserve):
        b = b.in_reserve("p1", f"Kept{i}", **ALLY)
    return b.mana("p1", 4).mana("p2", 4).deck_of("p1", 6).deck_of("p2", 6)


def _in_play(state: GameState, player: str) -> list[str]:
    return sorted(
        state.name(o)
        for o in state.objects
        if state.objects[o].controller == player
        and any(o in state.zone(k) for k in state.zones if k.startswith("expedition"))
    )


def test_6_1_g_target_opponent_chooses_which_of_your_characters_you_sacrifice() -> None:
    text = "Target opponent chooses a Character you control. Sacrifice it."
    state, entries, asked = _played(_board(), text, ("Mine1",))
    # p1 targets the opponent (6.5.b); p2 is asked, offered p1's Characters only (not
    # their own "Theirs")
    assert [who for who, _ in asked] == ["p1", "p2"]
    assert asked[0][1] == ("p2",)
    assert set(asked[1][1]) == {"Mine0", "Mine1"}, asked
    assert "Mine1" in _zone(state, "discard:p1")  # p1 sacrificed it (1.4.7.c, 7.3.36.a)
    assert "Mine0" not in _zone(state, "discard:p1")
    assert "Theirs" not in _zone(state, "discard:p2")
    assert {"6.1.g", "6.1.h", "6.5.b", "7.5.6.c"} <= rules_of(entries)


def test_6_1_g_an_opponent_chooses_a_card_in_your_reserve_you_discard() -> None:
    text = "An opponent chooses a card in your Reserve. Discard it."
    state, entries, asked = _played(_board(reserve=2), text, ("Kept0",))
    assert [who for who, _ in asked] == ["p2"]
    assert set(asked[0][1]) == {"Kept0", "Kept1"}, asked
    assert "Kept0" in _zone(state, "discard:p1") and "Kept1" in _zone(state, "reserve:p1")
    assert {"6.1.g", "6.1.h", "7.5.6.c"} <= rules_of(entries)


def test_6_1_h_each_opponent_chooses_a_character_you_control_you_return_it() -> None:
    text = "Each opponent chooses a Character you control. Return it to its owner's hand."
    state, _, asked = _played(_board(), text, ("Mine0",))
    assert [who for who, _ in asked] == ["p2"]
    assert "Mine0" in _zone(state, "hand:p1") and "Mine1" not in _zone(state, "hand:p1")


def test_6_5_h_nothing_of_yours_to_choose_the_step_does_nothing() -> None:
    text = "Target opponent chooses a Character you control. Sacrifice it."
    state, entries, asked = _played(_board(mine=0), text, ())
    assert asked == [("p1", ("p2",))]  # targeted; nothing to choose among p1's Characters
    assert "Theirs" not in _zone(state, "discard:p2")  # never one of theirs
    assert _zone(state, "discard:p1") == []
    assert "6.5.h" in rules_of(entries) or "6.1.g" in rules_of(entries)


def test_6_1_g_an_empty_reserve_the_discard_does_nothing() -> None:
    text = "An opponent chooses a card in your Reserve. Discard it."
    state, _, asked = _played(_board(reserve=0), text, ())
    assert asked == []
    assert _zone(state, "discard:p1") == []
