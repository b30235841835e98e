"""The grammar section "who decides and what follows a decision" (issue 30, gram33), read by
the grammar alone and played on boards: the player a step names is asked (6.1.h, 1.4.7) —
the opponent for "Target opponent may …" and "… unless target opponent …", the target's
controller for "Its controller may …", the controller for "You may [cost]: …" — and each
answer leads to its branch: "If they do", "If they don't", "Otherwise" (6.5.c, 6.5.e, 6.5.f)."""

from __future__ import annotations

import pytest

from engine import BOOST, DecisionKind, GameBuilder, Status, answer
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_decisions import (
    BOARD_SENTENCES_DECISIONS,
    DISCARD_DO_OTHERWISE,
    EXHAUST_ME_COLON,
    IF_OTHERWISE_AFTER,
    ITS_CONTROLLER_MAY,
    ITS_CONTROLLER_PAYS,
    MAY_OTHERWISE,
    PAY_AND_DISCARD_COLON,
    READINGS_DECISIONS,
    SACRIFICE_DONT_OTHERWISE,
    TARGET_OPPONENT_CHOOSES,
    THEY_CHOOSE_MODE,
    THEY_EXHAUST_OR_ME,
    UNLESS_THEY_DISCARD,
    UNLESS_THEY_SACRIFICE_FIRST,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _board(text: str, *, landmark: bool = False) -> GameBuilder:
    """p1 plays "Unique" (``text``) with a "Spare" in hand; p2 has "Foe" in their hero
    Expedition and a "Secret" in hand; p1 has a "Tower" Landmark when ``landmark``."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_hand("p1", "Spare", **ALLY).in_hand("p2", "Secret", **ALLY)
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    if landmark:
        b = b.in_landmarks("p1", "Tower")
    return b.mana("p1", 5).mana("p2", 3).deck_of("p1", 6).deck_of("p2", 6)


def _asked(b: GameBuilder, who: str) -> GameState:
    """Played up to the question "may", which ``who`` is asked (6.1.h), the target chosen on
    the way."""
    state, _ = play(b, "Unique")
    for _ in range(5):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.OPTIONAL_STEP:
            assert d.player == who, (d.player, d.prompt)
            return state
        ids = [o for o in d.option_ids() if "Foe" in d.options[d.option_ids().index(o)].label]
        state, _ = answer(state, d.id, tuple(ids[:1]) or d.option_ids()[: max(1, d.min_choices)])
        state, _ = until_decision(state)
    raise AssertionError("no optional step was asked")


def _answered(state: GameState, choice: str) -> tuple[GameState, list[str]]:
    d = state.pending
    assert d is not None
    state, first = answer(state, d.id, (choice,))
    state, more = until_decision(state)
    state, rest = answer_picking(state, (first, *more), ())
    return state, [f"{e.text} {' '.join(e.rules)}" for e in (first, *more, *rest)]


def _boosts(state: GameState) -> int:
    unique = next(o for o in state.objects if state.name(o) == "Unique")
    return state.objects[unique].counters.get(BOOST, 0)


def _hand(state: GameState, player: str) -> list[str]:
    return names(state, z.personal(ZoneKind.HAND, player))


def _cards_in_hand(state: GameState, player: str) -> int:
    return len(_hand(state, player))


@pytest.mark.parametrize("text", BOARD_SENTENCES_DECISIONS)
def test_a_sentence_of_the_section_resolves_on_a_board(text: str) -> None:
    assert text in READINGS_DECISIONS
    state, entries = play(_board(text, landmark=True), "Unique")
    answer_picking(state, entries, ())


@pytest.mark.parametrize(
    ("choice", "boosts", "drawn", "secret_kept"),
    [("yes", 2, 0, False), ("no", 0, 1, True)],
    ids=["discards", "declines"],
)
def test_6_5_e_if_they_do_otherwise(
    choice: str, boosts: int, drawn: int, secret_kept: bool
) -> None:
    """p2 (not p1) is asked; discarding, the Unique gains 2 boosts ("If they do"); declining,
    p1 draws ("Otherwise": the branch not said, 6.5.e)."""
    state, trace = _answered(_asked(_board(DISCARD_DO_OTHERWISE), "p2"), choice)
    assert _boosts(state) == boosts
    assert _cards_in_hand(state, "p1") == 1 + drawn  # "Spare" kept
    assert ("Secret" in _hand(state, "p2")) is secret_kept
    assert any("6.1.h" in t or "6.5.c" in t for t in trace), trace


@pytest.mark.parametrize(
    ("choice", "boosts", "drawn", "foe_left"),
    [("yes", 2, 0, True), ("no", 0, 1, False)],
    ids=["sacrifices", "declines"],
)
def test_6_5_e_if_they_dont_otherwise(choice: str, boosts: int, drawn: int, foe_left: bool) -> None:
    """p2 sacrifices Foe: "Otherwise" (they did) gives the Unique 2 boosts; p2 declines: p1
    draws ("If they don't")."""
    state, _ = _answered(_asked(_board(SACRIFICE_DONT_OTHERWISE), "p2"), choice)
    assert _boosts(state) == boosts
    assert _cards_in_hand(state, "p1") == 1 + drawn
    in_play = names(state, z.expedition("p2", "hero"))
    assert ("Foe" not in in_play) is foe_left


@pytest.mark.parametrize(("choice", "boosts"), [("yes", 0), ("no", 2)], ids=["pays", "declines"])
def test_6_5_d_unless_their_step(choice: str, boosts: int) -> None:
    """ "I gain 2 boosts unless target opponent discards a card from their hand": p2 decides;
    discarding prevents the boosts, declining lets them happen (6.5.d, 6.5.c)."""
    state, trace = _answered(_asked(_board(UNLESS_THEY_DISCARD), "p2"), choice)
    assert _boosts(state) == boosts
    assert ("Secret" in _hand(state, "p2")) is (choice == "no")
    if choice == "no":
        assert any("6.5.c" in t or "6.5.f" in t for t in trace), trace


@pytest.mark.parametrize(("choice", "drawn"), [("yes", 0), ("no", 2)], ids=["does", "declines"])
def test_6_5_d_unless_their_step_said_first(choice: str, drawn: int) -> None:
    state, _ = _answered(_asked(_board(UNLESS_THEY_SACRIFICE_FIRST), "p2"), choice)
    assert _cards_in_hand(state, "p1") == 1 + drawn
    assert ("Foe" in names(state, z.expedition("p2", "hero"))) is (choice == "no")


@pytest.mark.parametrize(
    ("choice", "exhausted", "drawn"), [("yes", True, 1), ("no", False, 0)], ids=["pays", "not"]
)
def test_6_5_f_you_may_cost_colon(choice: str, exhausted: bool, drawn: int) -> None:
    """ "{J} You may exhaust me: Draw a card." — p1 decides; the draw only if I was exhausted."""
    state, _ = _answered(_asked(_board(EXHAUST_ME_COLON), "p1"), choice)
    unique = next(o for o in state.objects if state.name(o) == "Unique")
    assert state.objects[unique].has(Status.EXHAUSTED) is exhausted
    assert _cards_in_hand(state, "p1") == 1 + drawn


def test_1_2_5_c_pay_and_discard_one_cost() -> None:
    """ "You may pay {1} and discard a card from your hand: Draw two cards." — paid, p1's
    Spare is discarded, one more Mana Orb exhausted, two cards drawn."""
    state, _ = play(_board(PAY_AND_DISCARD_COLON), "Unique")
    before = _ready(state, "p1")
    state, _ = answer_picking(state, (), ("yes", "Spare"))
    assert "Spare" not in _hand(state, "p1")
    assert _cards_in_hand(state, "p1") == 2
    assert _ready(state, "p1") == before - 1


def _ready(state: GameState, player: str) -> int:
    orbs = state.zone(z.personal(ZoneKind.MANA, player))
    return sum(not state.objects[o].has(Status.EXHAUSTED) for o in orbs)


def test_otherwise_after_you_may() -> None:
    """ "You may sacrifice a Character. Otherwise, I gain 2 boosts." declined: the boosts."""
    state, _ = _answered(_asked(_board(MAY_OTHERWISE), "p1"), "no")
    assert _boosts(state) == 2
    assert "Ally" in names(state, z.expedition("p1", "hero"))


@pytest.mark.parametrize(("landmark", "drawn", "boosts"), [(True, 1, 0), (False, 0, 1)])
def test_6_5_e_step_if_condition_otherwise(landmark: bool, drawn: int, boosts: int) -> None:
    """ "Draw a card if you control a Landmark, otherwise I gain 1 boost"."""
    state, entries = play(_board(IF_OTHERWISE_AFTER, landmark=landmark), "Unique")
    state, _ = answer_picking(state, entries, ())
    assert _cards_in_hand(state, "p1") == 1 + drawn
    assert _boosts(state) == boosts


@pytest.mark.parametrize(("choice", "boosts"), [("yes", 0), ("no", 2)], ids=["draws", "declines"])
def test_1_4_7_its_controller_is_asked(choice: str, boosts: int) -> None:
    """ "Exhaust target Character. Its controller may draw a card. If they don't, …": Foe
    targeted, its controller p2 is asked (not p1); declining, the Unique gains 2 boosts."""
    b = _board(ITS_CONTROLLER_MAY)
    state, _ = _answered(_asked(b, "p2"), choice)
    assert _boosts(state) == boosts
    assert _cards_in_hand(state, "p2") == 1 + (choice == "yes")


@pytest.mark.parametrize(("choice", "boosts"), [("yes", 0), ("no", 2)], ids=["pays", "declines"])
def test_1_2_5_c_its_controller_pays(choice: str, boosts: int) -> None:
    """ "Exhaust target Character. Its controller may pay {1}. If they don't, …": Foe's
    controller p2 is asked (1.4.7.b, 6.1.h) and pays with one of their Mana Orbs (1.2.5.e);
    declining, the Unique gains 2 boosts."""
    state, _ = _answered(_asked(_board(ITS_CONTROLLER_PAYS), "p2"), choice)
    assert _boosts(state) == boosts
    assert _ready(state, "p2") == (2 if choice == "yes" else 3)


@pytest.mark.parametrize("text", [TARGET_OPPONENT_CHOOSES, THEY_CHOOSE_MODE])
@pytest.mark.parametrize(("mode", "foe_left", "drawn"), [(0, False, 0), (1, True, 2)])
def test_6_5_b_target_opponent_chooses_the_mode(
    text: str, mode: int, foe_left: bool, drawn: int
) -> None:
    """ "Target opponent chooses one: • They sacrifice a Character. • You draw two cards.":
    p2 (the opponent targeted, 6.5.b, 1.2.1.b) chooses, not p1: the target is declared on
    its own line before the mode is asked (6.5.b), the mode asked of p2 cites 6.5.g (hd)."""
    state, seen = play(_board(text), "Unique")
    seen = list(seen)
    for _ in range(5):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.CHOOSE_MODE:
            break
        state, _ = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        state, more = until_decision(state)
        seen.extend(more)
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE_MODE
    assert d.player == "p2"
    assert "6.5.g" in d.rules, d.rules
    declared = [e for e in seen if "targets p2" in e.text]
    assert declared and "6.5.b" in declared[-1].rules, [e.text for e in seen]
    state, first = answer(state, d.id, (d.option_ids()[mode],))
    state, more = until_decision(state)
    state, _ = answer_picking(state, (first, *more), ("Foe",))
    assert ("Foe" in names(state, z.expedition("p2", "hero"))) is foe_left
    assert _cards_in_hand(state, "p1") == 1 + drawn


@pytest.mark.parametrize("spell", [False, True], ids=["reaction", "spell"])
def test_6_5_b_they_in_the_chosen_mode_is_the_opponent_targeted_not_asked_again(
    spell: bool,
) -> None:
    """cite14 (a sandbox bug): after "Target opponent chooses one:" declared p2 the target
    with no question (6.5.b, 1.2.1.b) and p2 chose "They sacrifice a Character", p1 was asked
    to target the opponent again. "They" is the opponent targeted: p2 is asked only what to
    sacrifice, and the line says why no target is asked."""
    if spell:
        card = grammar_fields(TARGET_OPPONENT_CHOOSES.removeprefix("{J} "), "Gambit", type="Spell")
        b = GameBuilder().in_hand("p1", "Gambit", **card).in_hand("p2", "Secret", **ALLY)
        b = b.in_expedition("p2", "hero", "Foe", **ALLY)
        state, seen = play(b.mana("p1", 5).deck_of("p1", 6).deck_of("p2", 6), "Gambit", "spell")
    else:
        state, seen = play(_board(TARGET_OPPONENT_CHOOSES), "Unique")
    seen, asked = list(seen), []
    for _ in range(8):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        asked.append((d.kind, d.player))
        pick = [o.id for o in d.options if "sacrifice" in o.label or o.label == "Foe"]
        state, entry = answer(state, d.id, tuple(pick[:1] or d.option_ids()[:1]))
        state, more = until_decision(state)
        seen.extend((entry, *more))
    assert asked == [(DecisionKind.CHOOSE_MODE, "p2"), (DecisionKind.CHOOSE, "p2")], asked
    assert "Foe" not in names(state, z.expedition("p2", "hero"))
    bound = [e for e in seen if "not targeted again" in e.text]
    assert bound and "6.5.b" in bound[0].rules, [e.text for e in seen]


@pytest.mark.parametrize(("choice", "boosts"), [("yes", 0), ("no", 2)], ids=["does", "declines"])
def test_6_1_h_their_step_in_turn_then_me(choice: str, boosts: int) -> None:
    """ "Target opponent may exhaust a Character they control. If they don't, I gain 2
    boosts": p2 decides and exhausts their own Foe (1.4.7.b); declining, the Unique — "me",
    whoever does the step — gains the boosts (6.5.c, 6.5.f)."""
    state, _ = _answered(_asked(_board(THEY_EXHAUST_OR_ME), "p2"), choice)
    foe = next(o for o in state.objects if state.name(o) == "Foe")
    assert state.objects[foe].has(Status.EXHAUSTED) is (choice == "yes")
    assert _boosts(state) == boosts
    assert _cards_in_hand(state, "p1") == 1
