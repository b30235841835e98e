"""Statistics set, swapped and changed for a time, and sub-types given to a group, read by
the grammar alone and played on boards (issue 30, gram111): the base statistics a change
sets are what boosts and other changes add to (2.3.1.d, 2.5.1.b); an exchange of two
statistics applies to them as they are after the additions (2.3.2.f, 2.3.3.a); the
Emblem-Ongoing lasts the duration said (2.2.15.a); the Expedition comparison at Dusk
(4.2.4.b) and the value shown to the judge use the changed statistics."""

from __future__ import annotations

import pytest

from engine import GameBuilder, answer, find, play_card
from engine.day.dusk import moves_forward
from engine.reading.characteristic_values import statistic_value
from engine.reading.passives import statistics, subtypes_of
from engine.state.enums import BOOST, Terrain
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_statistics import BASE_FACING, SUBTYPES_GIVEN, SWAP_TARGET

BASE_FACING_DAY = BASE_FACING.replace("the turn", "the Day")
SWAP_SPELL_DAY = "Until the end of the Day, target Character's {V} and {O} are swapped."
F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER


def _stats(state: GameState, name: str) -> tuple[int, int, int]:
    s = statistics(state, find(state, name))
    return s[F], s[M], s[W]


def _played(b: GameBuilder, name: str, dest: str, picks: tuple[str, ...] = ()) -> GameState:
    """p1 plays ``name`` from Hand (a Spell as a Spell); decisions answered with the options
    naming ``picks``, else their first, until a turn."""
    state, entries = play(b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6), name, dest)
    state, _ = answer_picking(state, entries, picks)
    return state


def _facing_board(text: str) -> GameBuilder:
    """p1's Hero Expedition (a 3/3/3 Ally) faces p2's (Big, 5/5/5 with a boost) in a Forest
    region; p1 has ``text`` printed on Masker (1/1/1) in hand."""
    b = GameBuilder().region(0, F).region(1, F)
    b = b.in_expedition("p1", "hero", "Ally", forest=3, mountain=3, water=3)
    b = b.in_expedition("p2", "hero", "Big", forest=5, mountain=5, water=5, counters={BOOST: 1})
    return b.in_hand("p1", "Masker", **grammar_fields(text, "Masker", unique=False))


def test_2_3_1_d_base_statistics_set_for_the_day_decide_dusk() -> None:
    """Before Masker, Big (6 in Forest) moves p2's Expedition forward and p1's (3) does not;
    Masker sets the base statistics of each Character facing it to 1/1/1 for the Day: Big's
    boost still adds (2/2/2, 2.5.1.b), and at Dusk p1's Expedition (3 + 1) moves forward,
    p2's does not (4.2.4.b)."""
    b = _facing_board(BASE_FACING_DAY)
    before = b.build()
    assert moves_forward(before, "p2:hero") and not moves_forward(before, "p1:hero")
    state = _played(b, "Masker", "hero")
    assert _stats(state, "Big") == (2, 2, 2)
    assert _stats(state, "Ally") == (3, 3, 3)  # not facing Masker: unchanged
    assert moves_forward(state, "p1:hero") and not moves_forward(state, "p2:hero")
    words, _ = statistic_value(state, find(state, "Big"), F)
    assert words == "Forest 2 (base 1 set by an effect, printed 5, +1 boost)"


def test_2_2_15_a_base_statistics_set_until_the_end_of_the_turn_are_over_next_turn() -> None:
    """ "Until the end of the turn": once p1's turn is over (p2 to act), Big is 6/6/6 again."""
    state = _played(_facing_board(BASE_FACING), "Masker", "hero")
    d = state.pending
    assert d is not None and d.player == "p2"  # p1's turn ended (4.2.3.d)
    assert _stats(state, "Big") == (6, 6, 6)


@pytest.mark.parametrize(
    ("printed", "boosts", "swapped"),
    [((5, 0, 1), 0, (1, 0, 5)), ((3, 0, 0), 1, (1, 1, 4))],
    ids=["printed", "boosts-first"],
)
def test_2_3_2_f_statistics_swapped_after_the_additions(
    printed: tuple[int, int, int], boosts: int, swapped: tuple[int, int, int]
) -> None:
    """{V} and {O} of p2's Target are exchanged for the Day as they are, boosts included
    (the exchange depends on the additions, 2.3.2.f): 3/0/0 with a boost is 4/1/1, then
    1/1/4. At Dusk in Forest, p1's Ally (2) now beats Target's {V}."""
    bolt = grammar_fields(SWAP_SPELL_DAY, "Bolt", unique=False, type="Spell")
    f, m, o = printed
    b = GameBuilder().region(0, F).region(1, F)
    b = b.in_expedition("p1", "hero", "Ally", forest=2, mountain=0, water=0)
    b = b.in_expedition("p2", "hero", "Target", forest=f, mountain=m, water=o,
                        counters={BOOST: boosts} if boosts else {})  # fmt: skip
    state = _played(b.in_hand("p1", "Bolt", **bolt), "Bolt", "spell", ("Target",))
    assert _stats(state, "Target") == swapped
    assert moves_forward(state, "p1:hero") and not moves_forward(state, "p2:hero")
    words, _ = statistic_value(state, find(state, "Target"), F)
    assert "then set or swapped by an effect" in words


def test_the_swap_quick_action_reads_and_is_over_with_the_turn() -> None:
    """The dev form "{T} : Until the end of the turn, target Character's {V} and {O} are
    swapped." compiles to a quick action whose Emblem-Ongoing lasts the turn (2.2.15.a)."""
    fields = grammar_fields(SWAP_TARGET, "Swapper", unique=False)
    (ability,) = fields["abilities"]  # type: ignore[misc]
    (step,) = ability.effect
    assert step.ongoing is not None and step.ongoing.duration == "turn"


def test_2_3_1_b_sub_types_given_to_the_characters_you_control() -> None:
    """Giver makes the Characters p1 controls Animals in addition to their sub-types
    (2.3.1.a), only while in play and only theirs (2.3.1.b): p2's Character is not one."""
    giver = grammar_fields(SUBTYPES_GIVEN, "Giver", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Ally", subtypes=("Soldier",))
    b = b.in_expedition("p2", "hero", "Foe", subtypes=("Mage",))
    state = _played(b.in_hand("p1", "Giver", **giver), "Giver", "hero")
    assert subtypes_of(state, find(state, "Ally")) == ("Soldier", "Animal")
    assert subtypes_of(state, find(state, "Giver")) == ("Animal",)
    assert subtypes_of(state, find(state, "Foe")) == ("Mage",)


def test_an_addition_for_a_time_after_the_base_set() -> None:
    """A base set (2.3.1.d) and, on p1's next turn, "+2/+0/+0 this Day" (2.3.1.a) on Big:
    1 + 1 boost + 2 in Forest; its other statistics stay 2."""
    bolt = grammar_fields(
        "Target Character gets +2/+0/+0 until the end of the Day.", "Bolt", type="Spell"
    )
    state = _played(_facing_board(BASE_FACING_DAY).in_hand("p1", "Bolt", **bolt), "Masker", "hero")
    d = state.pending
    assert d is not None and d.player == "p2"
    state, _ = answer(state, d.id, ("pass",))  # p2 passes: p1's turn again (4.2.3.d)
    state, _ = until_decision(state)
    state, first = play_card(state, "p1", find(state, "Bolt"), "spell")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("Big",))
    assert _stats(state, "Big") == (4, 2, 2)
