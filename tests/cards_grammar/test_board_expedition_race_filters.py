"""The Expedition race as a FILTER played on boards (issue 30, gram87): "target [opponent's]
Expedition that is ahead of both of your Expeditions" offers only the Expeditions so standing
as targets are chosen (6.5.b; distances from each one's starting region, 7.5.2.a-c); "Each
Character in an Expedition that is behind an opponent's Expedition" narrows the group as the
step happens (a Gigantic one, in either of its two, 7.4.4.b); "Those in an Expedition behind
an opponent's Expedition gain 2 boosts instead" gives the others 1 and those 2 (6.2.k). A
Hero Expedition starts at the first region, a Companion one at the last (1.2.3.c) — 8
regions on the builder's board."""

from __future__ import annotations

from engine import GameBuilder
from engine.state.game_state import GameState

from ..cards_text.helpers import boosts_of, play
from ..engine.helpers import pending
from .grammar_cards import grammar_fields
from .test_board_expedition_race import _board

OPPONENTS_AHEAD_OF_BOTH = (
    "{J} Target opponent's Expedition that is ahead of both of your Expeditions moves "
    "backwards one region."
)
BEHIND_AN_OPPONENTS = (
    "{J} Target Expedition that is behind an opponent's Expedition moves forward one region."
)
CONTACT_ONE_OF_YOURS = (
    "{J} Target Expedition that is in contact with one of your Expeditions moves backwards "
    "one region."
)
EACH_IN_BEHIND = (
    "{J} Each Character in an Expedition that is behind an opponent's Expedition gains 1 boost."
)
THOSE_INSTEAD = (
    "{J} Each Character you control gains 1 boost. Those in an Expedition behind an "
    "opponent's Expedition gain 2 boosts instead."
)


def _offered(text: str, positions: dict[str, int]) -> set[str]:
    """The Expeditions offered as targets when p1 plays a Unique printing ``text``."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for expedition, at in positions.items():
        b = b.position(expedition, at)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    return set(pending(state).option_ids())


def test_6_5_b_target_opponents_expedition_ahead_of_both_of_yours() -> None:
    # p1's Hero 1 out, Companion 2 out; p2's Hero 3 out (ahead of both), Companion 2 (tied
    # with p1's Companion: not ahead of both)
    assert _offered(OPPONENTS_AHEAD_OF_BOTH, _board(1, 2, 3, 2)) == {"p2:hero"}


def test_6_5_b_target_expedition_behind_an_opponents_any_player() -> None:
    # p1's Hero 1 out (behind p2's Hero 3), p1's Companion 4 out (behind none of p2's); "an
    # opponent's" is said for the controller (p1), so p2's Companion 2 out is behind p2's
    # Hero 3 out — an opponent's Expedition other than itself
    offered = _offered(BEHIND_AN_OPPONENTS, _board(1, 4, 3, 2))
    assert offered == {"p1:hero", "p2:companion"}


def test_7_5_9_a_target_expedition_in_contact_with_one_of_yours() -> None:
    # p1's Hero in region 3; p2's Companion in region 3 (4 out from the last): the same region
    offered = _offered(CONTACT_ONE_OF_YOURS, _board(3, 0, 0, 4))
    assert offered == {"p2:companion"}


def _each_boosted(text: str, positions: dict[str, int]) -> GameState:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Hero One", forest=1, mountain=1, water=1)
    b = b.in_expedition("p1", "companion", "Companion One", forest=1, mountain=1, water=1)
    b = b.in_expedition("p2", "hero", "Their Hero One", forest=1, mountain=1, water=1)
    for expedition, at in positions.items():
        b = b.position(expedition, at)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    return state


def test_7_5_2_each_character_in_an_expedition_behind_an_opponents() -> None:
    # p1's Hero 1 out (behind p2's Hero 3), p1's Companion 4 out (behind none of p2's)
    state = _each_boosted(EACH_IN_BEHIND, _board(1, 4, 3, 0))
    assert boosts_of(state, "Hero One") == 1
    assert boosts_of(state, "Unique") == 1  # played into p1's Hero Expedition
    assert boosts_of(state, "Companion One") == 0
    # "an opponent's Expedition" is said for the effect's controller (p1): p2's are compared
    # with p2's own, and none of p2's is behind another of p2's here (3 out and 0 out: the
    # Companion at its start is behind the Hero)
    assert boosts_of(state, "Their Hero One") == 0


def test_6_2_k_those_in_an_expedition_behind_gain_2_instead() -> None:
    state = _each_boosted(THOSE_INSTEAD, _board(1, 4, 3, 0))
    assert boosts_of(state, "Hero One") == 2
    assert boosts_of(state, "Unique") == 2
    assert boosts_of(state, "Companion One") == 1
    assert boosts_of(state, "Their Hero One") == 0  # not a Character p1 controls


def test_6_5_b_no_expedition_so_standing_is_no_suitable_target() -> None:
    # every Expedition at its start: all tied, none ahead of both of p1's — the step has no
    # target and the game goes on to p2's next choice (6.5.b)
    offered = _offered(OPPONENTS_AHEAD_OF_BOTH, _board(0, 0, 0, 0))
    assert not offered & {"p1:hero", "p1:companion", "p2:hero", "p2:companion"}
