"""The section "conditions and choices" (issue 30), read by the grammar alone and played on
boards: a condition joined by "or" holds when either part does (6.5.d); "Target opponent
may [X]" is asked of that opponent, "Each player may" of each in initiative order (6.5.c,
6.1.h), and "If they do / don't" follows their answer (6.5.f); "N times" and "for each"
count as the step happens (6.5.i); the cards played this turn (5.1.2.k) and whose turn it
is (4.2.3.b) are looked at as the condition is checked."""

from __future__ import annotations

import pytest

from engine import BOOST, CardType, DecisionKind, GameBuilder, Status, answer, find, play_card
from engine.state import zones as z
from engine.state.enums import ExpeditionKind, ZoneKind
from engine.state.game_state import GameState, evolve

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_conditions_and_choices import (
    BOARD_SENTENCES_CONDITIONS_AND_CHOICES,
    BOTH_STATUSES,
    COST_AND_NO_BOOSTS,
    CREATE_EACH,
    DRAW_IF_AFTER,
    DRAW_UNLESS_AFTER,
    EACH_MAY,
    HERO_ASCENDED_AND,
    ITS_OWNER_MAY,
    LEFT_AFTER,
    LEFT_YOURS,
    NO_OPPONENT,
    NOT_THEIRS,
    OPPONENT_MAY,
    OPPONENT_MAY_NOT,
    OPPONENT_TWO_PER,
    PLAYED_SPELL,
    PLAYED_TWO,
    READINGS_CONDITIONS_AND_CHOICES,
    RESUPPLY_EACH,
    THEIR_HAND,
    THERES_A_TOKEN,
    THEY_MAY_DISCARD,
    THREE_TIMES,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
EITHER = "{J} If you have no cards in your Reserve or your hand is empty, draw a card."


def _board(
    text: str, *, reserve: bool = True, hand: bool = False, ally: bool = True
) -> GameBuilder:
    """p1 plays "Unique" (``text``) from Hand beside "Ally", a Plant; p2 has "Foe"."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    if ally:
        b = b.in_expedition("p1", "hero", "Ally", subtypes=("Plant",), **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    if reserve:
        b = b.in_reserve("p1", "Kept", **ALLY)
    if hand:
        b = b.in_hand("p1", "Held", **ALLY)
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def _hand(state: GameState, player: str) -> int:
    return len(names(state, z.personal(ZoneKind.HAND, player)))


@pytest.mark.parametrize("text", BOARD_SENTENCES_CONDITIONS_AND_CHOICES)
def test_a_sentence_of_the_section_resolves_on_a_board(text: str) -> None:
    assert text in READINGS_CONDITIONS_AND_CHOICES
    state, entries = play(_board(text), "Unique")
    answer_picking(state, entries, ())


@pytest.mark.parametrize(
    ("reserve", "hand", "drawn"),
    [(True, False, 1), (False, True, 1), (True, True, 0), (False, False, 1)],
    ids=["second holds", "first holds", "neither holds", "both hold"],
)
def test_6_5_d_either_condition_holds(reserve: bool, hand: bool, drawn: int) -> None:
    """ "If [c1] or [c2]": the card is drawn when at least one holds, not when neither."""
    state, entries = play(_board(EITHER, reserve=reserve, hand=hand), "Unique")
    state, _ = answer_picking(state, entries, ())
    assert _hand(state, "p1") == drawn + (1 if hand else 0)


def _asked(text: str) -> tuple[GameState, str]:
    """The Unique played up to the question "may"; the player asked."""
    state, _ = play(_board(text), "Unique")
    for _ in range(5):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.OPTIONAL_STEP:
            return state, d.player
        state, _ = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        state, _ = until_decision(state)
    raise AssertionError("no optional step was asked")


def _answered(state: GameState, choice: str) -> tuple[GameState, list[str]]:
    d = state.pending
    assert d is not None
    state, first = answer(state, d.id, (choice,))
    state, more = until_decision(state)
    state, rest = answer_picking(state, (first, *more), ())
    return state, [e.text for e in rest]


@pytest.mark.parametrize(("choice", "drawn"), [("yes", 1), ("no", 0)])
def test_6_1_h_target_opponent_decides_and_if_they_do_follows(choice: str, drawn: int) -> None:
    """p2, the target opponent, is asked (not p1); p1 draws only if p2 did."""
    state, who = _asked(OPPONENT_MAY)
    assert who == "p2"
    state, trace = _answered(state, choice)
    assert (_hand(state, "p1"), _hand(state, "p2")) == (drawn, drawn)
    if choice == "no":
        assert any("p2 declines" in t for t in trace), trace


@pytest.mark.parametrize(("choice", "boosts"), [("no", 2), ("yes", 0)])
def test_6_5_c_if_they_dont_follows_their_refusal(choice: str, boosts: int) -> None:
    """p2 declines to sacrifice: the Unique gains 2 boosts; p2 sacrifices Foe: none."""
    state, who = _asked(OPPONENT_MAY_NOT)
    assert who == "p2"
    state, _ = _answered(state, choice)
    assert state.objects[find(state, "Unique")].counters.get(BOOST, 0) == boosts
    foe_there = "Foe" in names(state, z.expedition("p2", ExpeditionKind.HERO))
    assert foe_there is (choice == "no")


def test_6_1_h_each_player_decides_in_initiative_order() -> None:
    """ "Each player may Resupply": p1 (first player) is asked, then p2."""
    state, who = _asked(EACH_MAY)
    assert who == "p1"
    d = state.pending
    assert d is not None
    state, _ = answer(state, d.id, ("yes",))
    state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.kind == DecisionKind.OPTIONAL_STEP and d.player == "p2"


def test_6_5_i_resupply_three_times() -> None:
    state, entries = play(_board(THREE_TIMES), "Unique")
    state, _ = answer_picking(state, entries, ())
    assert len(names(state, z.personal(ZoneKind.RESERVE, "p1"))) == 1 + 3


@pytest.mark.parametrize("plants", [1, 2])
def test_6_5_i_a_token_for_each_plant(plants: int) -> None:
    b = _board(CREATE_EACH)
    if plants == 2:
        b = b.in_expedition("p1", "companion", "Fern", subtypes=("Plant",), **ALLY)
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, entries, ())
    made = names(state, z.expedition("p1", ExpeditionKind.HERO)).count("Brassbug")
    assert made == plants


def test_6_5_i_two_cards_per_character_the_controller_controls() -> None:
    """p1 controls Unique and Ally: p2 draws four."""
    state, entries = play(_board(OPPONENT_TWO_PER), "Unique")
    state, _ = answer_picking(state, entries, ())
    assert (_hand(state, "p1"), _hand(state, "p2")) == (0, 4)


def _played_after(text: str, played: tuple[CardType, ...]) -> GameState:
    """p1 plays the Unique in a turn in which it played cards of ``played`` types before."""
    b = _board(text)
    for i, kind in enumerate(played):
        b = b.in_discard("p1", f"Played {i}", type=kind, **ALLY)
    state, _ = until_decision(b.at_afternoon().build())
    before = tuple(
        ("p1", state.objects[find(state, f"Played {i}")].card_id) for i in range(len(played))
    )
    state = evolve(state, plays_this_turn=before)
    state, first = play_card(state, "p1", find(state, "Unique"), "hero")
    state, more = until_decision(state)
    return answer_picking(state, (first, *more), ())[0]


@pytest.mark.parametrize(
    ("played", "drawn"),
    [((CardType.SPELL,), 1), ((), 0), ((CardType.PERMANENT,), 0)],
    ids=["a Spell before", "nothing before", "a Permanent before"],
)
def test_5_1_2_k_a_spell_played_this_turn(played: tuple[CardType, ...], drawn: int) -> None:
    assert _hand(_played_after(PLAYED_SPELL, played), "p1") == drawn


@pytest.mark.parametrize(("before", "boosts"), [(0, 0), (1, 1)])
def test_5_1_2_k_two_characters_played_this_turn_counts_the_one_played(
    before: int, boosts: int
) -> None:
    """The Unique is a Character played this turn: one more before it makes two."""
    state = _played_after(PLAYED_TWO, (CardType.CHARACTER,) * before)
    assert state.objects[find(state, "Unique")].counters.get(BOOST, 0) == boosts


def test_4_2_3_b_it_is_not_the_opponents_turn_while_p1_plays() -> None:
    """p1 plays the Unique in its own Afternoon turn: it's not p2's turn, so it gains 1."""
    state, entries = play(_board(NOT_THEIRS), "Unique")
    state, _ = answer_picking(state, entries, ())
    assert state.objects[find(state, "Unique")].counters.get(BOOST, 0) == 1


@pytest.mark.parametrize(("ally", "boosts"), [(True, 2), (False, 0)])
def test_7_3_20_a_a_character_sacrificed_before_left_play_this_turn(
    ally: bool, boosts: int
) -> None:
    """The Unique sacrifices Ally, then checks: a Character left play this turn (2 boosts);
    with no other Character nothing is sacrificed, and nothing left play."""
    state, entries = play(_board(LEFT_AFTER, ally=ally), "Unique")
    state, _ = answer_picking(state, entries, ("Ally",))
    assert "Ally" not in names(state, z.expedition("p1", ExpeditionKind.HERO))
    assert state.objects[find(state, "Unique")].counters.get(BOOST, 0) == boosts


@pytest.mark.parametrize(
    ("gone", "drawn"),
    [(("p1", "p1"), 1), (("p1",), 0), (("p2", "p2"), 0)],
    ids=["two of p1's", "one of p1's", "two of p2's"],
)
def test_7_3_20_a_two_characters_you_control_left_play(gone: tuple[str, ...], drawn: int) -> None:
    """Only the Characters p1 controlled when they left count ("you control")."""
    b = _board(LEFT_YOURS)
    for i, who in enumerate(gone):
        b = b.in_discard(who, f"Gone {i}", **ALLY)
    state, _ = until_decision(b.at_afternoon().build())
    left = tuple(
        (who, state.objects[find(state, f"Gone {i}")].card_id) for i, who in enumerate(gone)
    )
    state = evolve(state, left_play_this_turn=left)
    state, first = play_card(state, "p1", find(state, "Unique"), "hero")
    state, more = until_decision(state)
    state, _ = answer_picking(state, (first, *more), ())
    assert _hand(state, "p1") == drawn


def test_7_3_20_a_nothing_is_kept_from_one_turn_to_the_next() -> None:
    """A new turn starts with nothing left play (4.2.3.b): p2's turn after p1's."""
    state, entries = play(_board(LEFT_AFTER), "Unique")
    state, _ = answer_picking(state, entries, ("Ally",))
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TURN and d.player == "p2"
    assert state.left_play_this_turn == ()


def test_6_1_h_its_controller_decides_what_they_may_do() -> None:
    """Foe (p2's) exhausted: p2, its controller, is asked whether to draw."""
    state, _ = play(_board(ITS_OWNER_MAY), "Unique")
    for _ in range(5):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.OPTIONAL_STEP:
            break
        wanted = [o.id for o in d.options if "Foe" in o.label] or list(d.option_ids()[:1])
        state, _ = answer(state, d.id, tuple(wanted[:1]))
        state, _ = until_decision(state)
    assert d.player == "p2"
    state, _ = _answered(state, "yes")
    assert (_hand(state, "p1"), _hand(state, "p2")) == (0, 1)


@pytest.mark.parametrize(("held", "drawn"), [(0, 1), (1, 0)])
def test_3_2_an_opponent_with_no_cards_in_hand(held: int, drawn: int) -> None:
    """ "in hand" is their hand: p1 draws only while p2 holds none."""
    b = _board(THEIR_HAND)
    for i in range(held):
        b = b.in_hand("p2", f"Held {i}", **ALLY)
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, entries, ())
    assert _hand(state, "p1") == drawn


def test_2_4_exhausted_and_boosted_both_hold() -> None:
    """Only Foe, exhausted and boosted, gains Fleeting; Ally (exhausted only) does not."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(BOTH_STATUSES))
    b = b.in_expedition("p1", "hero", "Ally", statuses=(Status.EXHAUSTED,), **ALLY)
    b = b.in_expedition(
        "p2", "hero", "Foe", statuses=(Status.EXHAUSTED,), counters={BOOST: 1}, **ALLY
    )
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    state, _ = answer_picking(state, entries, ())
    assert state.objects[find(state, "Foe")].has(Status.FLEETING)
    assert not state.objects[find(state, "Ally")].has(Status.FLEETING)


def test_6_5_b_a_target_with_hand_cost_and_no_boosts() -> None:
    """Foe has a boost: not a legal target; Ally (no boosts, Hand Cost 1) is."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(COST_AND_NO_BOOSTS))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", counters={BOOST: 1}, **ALLY)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    d = state.pending
    assert d is not None
    labels = " ".join(o.label for o in d.options)
    assert "Ally" in labels and "Foe" not in labels


@pytest.mark.parametrize("plants", [0, 1, 2])
def test_6_5_i_resupply_for_each_plant(plants: int) -> None:
    """Resupply once per Plant p1 controls, counted as the step begins (X = plants)."""
    b = _board(RESUPPLY_EACH, ally=plants > 0)
    if plants == 2:
        b = b.in_expedition("p1", "companion", "Fern", subtypes=("Plant",), **ALLY)
    state, entries = play(b, "Unique")
    state, trace = answer_picking(state, entries, ())
    assert len(names(state, z.personal(ZoneKind.RESERVE, "p1"))) == 1 + plants
    assert any(f"X = {plants}" in e.text for e in trace)


@pytest.mark.parametrize(("choice", "drawn"), [("yes", 0), ("no", 1)])
def test_6_1_h_each_opponent_may_discard_from_their_hand(choice: str, drawn: int) -> None:
    """p2 is asked; discarding empties p2's hand, declining lets p1 draw."""
    b = _board(THEY_MAY_DISCARD).in_hand("p2", "Held", **ALLY)
    state, _ = play(b, "Unique")
    for _ in range(5):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.OPTIONAL_STEP:
            break
        state, _ = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        state, _ = until_decision(state)
    assert d.player == "p2"
    state, _ = _answered(state, choice)
    assert (_hand(state, "p1"), _hand(state, "p2")) == (drawn, 1 if choice == "no" else 0)


@pytest.mark.parametrize(
    ("ally", "text", "drawn"),
    [
        (True, DRAW_IF_AFTER, 1),
        (False, DRAW_IF_AFTER, 0),
        (True, DRAW_UNLESS_AFTER, 0),
        (False, DRAW_UNLESS_AFTER, 1),
    ],
)
def test_6_5_d_a_condition_said_after_its_step(ally: bool, text: str, drawn: int) -> None:
    """ "Draw a card if / unless you control a Plant": Ally is p1's Plant."""
    state, entries = play(_board(text, ally=ally), "Unique")
    state, _ = answer_picking(state, entries, ())
    assert _hand(state, "p1") == drawn


@pytest.mark.parametrize(
    ("ascended", "boosted", "drawn"),
    [(True, True, 2), (True, False, 0), (False, True, 0)],
)
def test_6_5_d_your_hero_expedition_ascended_and_a_boosted_character(
    ascended: bool, boosted: bool, drawn: int
) -> None:
    """Both parts must hold: p1's Hero Expedition Ascended (2.4.3) and a Boosted Character."""
    b = _board(HERO_ASCENDED_AND, ally=False)
    b = b.in_expedition("p1", "companion", "Ally", counters={BOOST: 1} if boosted else None, **ALLY)
    if ascended:
        b = b.ascended(z.expedition_id("p1", ExpeditionKind.HERO))
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, entries, ())
    assert _hand(state, "p1") == drawn


@pytest.mark.parametrize(("boosted", "drawn"), [(True, 1), (False, 0)])
def test_6_5_d_theres_a_boosted_character_in_my_expedition(boosted: bool, drawn: int) -> None:
    """ "there's" is "there is": p1's Ally, boosted or not, in the Unique's Expedition."""
    b = _board(THERES_A_TOKEN, ally=False)
    b = b.in_expedition("p1", "hero", "Ally", counters={BOOST: 1} if boosted else None, **ALLY)
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, entries, ())
    assert _hand(state, "p1") == drawn


@pytest.mark.parametrize(("boosted", "drawn"), [(True, 0), (False, 1)])
def test_6_5_d_no_opponent_controls_a_boosted_character(boosted: bool, drawn: int) -> None:
    """p2's Rival, boosted or not: p1 draws only when p2 controls no Boosted Character."""
    b = _board(NO_OPPONENT)
    b = b.in_expedition(
        "p2", "companion", "Rival", counters={BOOST: 1} if boosted else None, **ALLY
    )
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, entries, ())
    assert _hand(state, "p1") == drawn
