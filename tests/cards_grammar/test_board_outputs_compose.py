"""The "outputs that compose" block read by the grammar alone and played on boards (issue 30):
a duration said first lasts as said last (2.2.15.a); a cost alteration for a time changes
the cost of the cards of the players it names (5.1.2.f, 2.2.2.m); "[X] unless its controller
pays {N}" asks the controller of the object X chose, who pays or lets X happen (6.5.d,
6.1.h, 1.2.5.c); "[X]. If [c], they [X'] instead" does X' once, not X and X' (6.2.b)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, Status, answer, find
from engine.play.costs import play_cost
from engine.state import zones as z
from engine.state.enums import BOOST, CardType, ZoneKind
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry
from scenarios.cards.grammar.reader import read_ability

from ..cards_text.helpers import names, play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_outputs_compose import (
    BOARD_SENTENCES_OUTPUTS_COMPOSE,
    COST_THEIRS_DAY_FIRST,
    IGNORE_FIRST,
    INSTEAD_NAMES_IT,
    INSTEAD_OTHER_STEP,
    INSTEAD_THEY,
    INSTEAD_TOKEN_DISCARD,
    KEYWORD_FIRST,
    LOSES_CANT_GAIN_FIRST,
    OPPONENTS_CANT_TARGET_ME,
    OTHERWISE_ONE_CARD,
    READINGS_OUTPUTS_COMPOSE,
    READY_UP_TO_ORBS,
    TARGET_GAINS_OR_LOSES,
    TAX_ITS_CONTROLLER,
    TAX_OPPONENT,
)
from .sibling_checks import assert_reading_written_back

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_the_sentences_counted_are_those_played_here() -> None:
    played = {COST_THEIRS_DAY_FIRST, KEYWORD_FIRST, TAX_ITS_CONTROLLER, TAX_OPPONENT}
    played |= {INSTEAD_THEY, INSTEAD_OTHER_STEP, OTHERWISE_ONE_CARD}
    played |= {INSTEAD_NAMES_IT, INSTEAD_TOKEN_DISCARD, TARGET_GAINS_OR_LOSES, READY_UP_TO_ORBS}
    played |= {OPPONENTS_CANT_TARGET_ME}
    assert set(BOARD_SENTENCES_OUTPUTS_COMPOSE) == played


_UNWRITTEN = {IGNORE_FIRST, LOSES_CANT_GAIN_FIRST}
"""Readings the writer does not write back yet, said first or last alike: "Ignore the
abilities of …" (no writer), "loses and can't gain [status]" (written in two verbs the reader
does not read)."""


@pytest.mark.parametrize("text", sorted(set(READINGS_OUTPUTS_COMPOSE) - _UNWRITTEN))
def test_the_writer_says_each_reading_back(text: str) -> None:
    """Written in the cards' style, each reading reads back the same (the duration said
    first is written last: one reading, 2.2.15.a). "Ignore the abilities of …" has no
    writer yet, said first or last alike."""
    assert_reading_written_back(read_ability(text), text)


def test_2_2_15_a_a_duration_said_first_is_the_duration_said_last() -> None:
    first = read_ability(COST_THEIRS_DAY_FIRST)
    last = read_ability(
        "{J} Characters your opponents play cost {1} more until the end of the Day."
    )
    assert {**first, "text": ""} == {**last, "text": ""}


def test_5_1_2_f_characters_your_opponents_play_cost_more_this_day() -> None:
    """ "{J} Until the end of the Day, Characters your opponents play cost {1} more": once
    the Unique entered play, p2's {2} Character costs {3}; p1's does not change, nor does
    p2's Spell (5.1.2.f: the cards the group names; the Emblem-Ongoing's controller p1)."""
    spell = {"type": CardType.SPELL, "hand_cost": 2, "reserve_cost": 1}
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(COST_THEIRS_DAY_FIRST))
    b = b.in_hand("p1", "Mine", **{**ALLY, "hand_cost": 2})
    b = b.in_hand("p2", "Theirs", **{**ALLY, "hand_cost": 2}).in_hand("p2", "Spell", **spell)
    b = b.mana("p1", 2).deck_of("p1", 3).deck_of("p2", 3)
    before = b.build()
    assert play_cost(before, find(before, "Theirs"), 0, False).amount == 2
    state, _entries = play(b, "Unique")
    assert "Unique" in names(state, "expedition:p1:hero")
    assert play_cost(state, find(state, "Theirs"), 0, False).amount == 3
    assert play_cost(state, find(state, "Mine"), 0, False).amount == 2
    assert play_cost(state, find(state, "Spell"), 0, False).amount == 2


def test_2_2_15_a_a_keyword_gained_until_the_end_of_the_day_said_first() -> None:
    """ "Until the end of the Day, target Character gains Tough 1": the target has Tough 1
    once the effect resolved, on the next player's turn too (an Emblem-Ongoing lasting
    the Day, 2.2.2.m, 2.2.15.a); the Unique does not."""
    from engine import Keyword

    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(KEYWORD_FIRST))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY).mana("p1", 2)
    state, entries = play(b.deck_of("p1", 3).deck_of("p2", 3), "Unique")
    state, _ = answer_picking(state, entries, ("Foe",))
    from engine.reading.passives import has_keyword

    assert has_keyword(state, find(state, "Foe"), Keyword.TOUGH)
    assert not has_keyword(state, find(state, "Unique"), Keyword.TOUGH)


def _taxed(p2_orbs: int, p2_exhausted: int = 0) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """p1 plays the taxing Unique and targets p2's Foe: up to p2's question, with the trace."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(TAX_ITS_CONTROLLER))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.mana("p1", 2).mana("p2", p2_orbs, p2_exhausted).deck_of("p1", 3).deck_of("p2", 3)
    state, trace = play(b, "Unique")
    for _ in range(4):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.OPTIONAL_STEP:
            assert d.player == "p2"  # the controller of the object chosen decides (6.1.h)
            return state, trace
        foe = [o.id for o in d.options if o.label == "Foe"]
        state, e = answer(state, d.id, tuple(foe) or d.option_ids()[: max(1, d.min_choices)])
        state, more = until_decision(state)
        trace = (*trace, e, *more)
    raise AssertionError("p2 was not asked whether to pay")


def _ready(state: GameState, player: str) -> int:
    orbs = state.zone(z.personal(ZoneKind.MANA, player))
    return sum(not state.objects[o].has(Status.EXHAUSTED) for o in orbs)


def _answered(state: GameState, choice: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    d = state.pending
    assert d is not None
    state, first = answer(state, d.id, (choice,))
    state, more = until_decision(state)
    state, rest = answer_picking(state, (first, *more), ())
    return state, (first, *more, *rest)


@pytest.mark.parametrize(
    ("choice", "orbs_left", "where"),
    [("yes", 1, "expedition:p2:hero"), ("no", 3, "reserve:p2")],
    ids=["pays", "declines"],
)
def test_6_5_d_the_targets_controller_pays_or_the_step_happens(
    choice: str, orbs_left: int, where: str
) -> None:
    """ "Send to Reserve target Character unless its controller pays {2}": p2, whose Foe p1
    targeted, pays {2} (two of three Mana Orbs exhausted) and Foe stays; or declines and Foe
    goes to Reserve — once, with 6.5.d cited."""
    asked, before = _taxed(3)
    state, trace = _answered(asked, choice)
    assert _ready(state, "p2") == orbs_left
    assert "Foe" in names(state, where)
    assert {"6.5.d", "6.1.g"} <= rules_of((*before, *trace))  # its controller alone decides


def test_1_2_5_c_a_tax_not_payable_lets_the_step_happen() -> None:
    """With one ready Mana Orb p2 cannot pay {2} (1.2.5.c: in full or not at all), so paying
    is not offered (6.1.g; eng75 — before, p2 was asked and their "yes" failed): nothing is
    exhausted and Foe goes to Reserve, the line saying why."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(TAX_ITS_CONTROLLER))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.mana("p1", 2).mana("p2", 1, 2).deck_of("p1", 3).deck_of("p2", 3)
    state, entries = play(b, "Unique")
    state, rest = answer_picking(state, entries, ("Foe",))
    trace = (*entries, *rest)
    assert not any(e.text.startswith("Unique: p2 decides") for e in trace)
    assert _ready(state, "p2") == 1
    assert "Foe" in names(state, "reserve:p2")
    line = next(e for e in trace if "cannot pay 2" in e.text)
    assert "6.4.c" in line.rules


def test_6_1_h_a_player_named_pays_before_the_step() -> None:
    """ "Draw a card unless target opponent pays {1}": p2 is asked; declining, p1 draws."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(TAX_OPPONENT))
    b = b.mana("p1", 2).mana("p2", 2).deck_of("p1", 3).deck_of("p2", 3)
    state, _entries = play(b, "Unique")
    for _ in range(3):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.OPTIONAL_STEP:
            break
        state, _ = answer(state, d.id, d.option_ids()[:1])
        state, _ = until_decision(state)
    assert state.pending is not None and state.pending.player == "p2"
    hand = len(names(state, "hand:p1"))
    state, _ = _answered(state, "no")
    assert len(names(state, "hand:p1")) == hand + 1


@pytest.mark.parametrize(("allies", "each"), [(2, 2), (1, 1)], ids=["three", "two"])
def test_6_2_b_they_gain_two_boosts_instead_once(allies: int, each: int) -> None:
    """ "Characters you control gain 1 boost. If you control three or more Characters, they
    gain 2 boosts instead": with the Unique and two allies each has 2 boosts (not 3: the
    step replaced, 6.2.b); with one ally each has 1."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(INSTEAD_THEY))
    for i in range(allies):
        b = b.in_expedition("p1", "hero", f"Ally{i}", **ALLY)
    state, entries = play(b.mana("p1", 2).deck_of("p1", 3).deck_of("p2", 3), "Unique")
    state, _ = answer_picking(state, entries, ())
    mine = [o for o in state.objects.values() if o.controller == "p1" and o.zone.startswith("exp")]
    assert {o.counters.get(BOOST, 0) for o in mine} == {each}


@pytest.mark.parametrize(
    ("mage", "where"), [(True, "discard:p2"), (False, "reserve:p2")], ids=["mage", "none"]
)
def test_6_2_b_another_step_on_the_same_target_instead(mage: bool, where: str) -> None:
    """ "Send target Character to Reserve. If you control a Mage, discard it instead": with
    a Mage p1 controls, Foe is discarded (not sent to Reserve first); without, sent."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(INSTEAD_OTHER_STEP))
    if mage:
        b = b.in_expedition("p1", "hero", "Wizard", **{**ALLY, "subtypes": ("Mage",)})
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    state, entries = play(b.mana("p1", 2).deck_of("p1", 3).deck_of("p2", 3), "Unique")
    state, trace = answer_picking(state, entries, ("Foe",))
    assert names(state, where) == ["Foe"]
    assert "6.5.d" in rules_of((*entries, *trace))  # the condition, checked once
    assert "Foe" not in names(state, "reserve:p2" if mage else "discard:p2")


@pytest.mark.parametrize(("mage", "drawn"), [(True, 2), (False, 1)], ids=["mage", "none"])
def test_6_5_e_otherwise_an_amount_alone_is_the_same_step(mage: bool, drawn: int) -> None:
    """ "If you control a Mage, draw two cards, otherwise one": two cards with a Mage, one
    card without (the otherwise step is the draw with that amount, 6.5.e)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(OTHERWISE_ONE_CARD))
    if mage:
        b = b.in_expedition("p1", "hero", "Wizard", **{**ALLY, "subtypes": ("Mage",)})
    state, entries = play(b.mana("p1", 2).deck_of("p1", 5).deck_of("p2", 3), "Unique")
    state, trace = answer_picking(state, entries, ())
    assert len(names(state, "hand:p1")) == drawn
    assert "6.5.e" in rules_of((*entries, *trace)) or mage


@pytest.mark.parametrize(("subtype", "boosts"), [("Mage", 2), ("Robot", 1)])
def test_6_5_d_a_condition_on_the_target_is_checked_once_it_is_chosen(
    subtype: str, boosts: int
) -> None:
    """ "Target Character gains 1 boost. If it's a Mage, it gains 2 boosts instead": the
    target chosen first, then "it's a Mage" checked on it (6.1.g, 6.5.d): a Mage gains 2
    (not 3: the step replaced, 6.2.b), another Character 1."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(INSTEAD_NAMES_IT))
    b = b.in_expedition("p2", "hero", "Foe", **{**ALLY, "subtypes": (subtype,)})
    state, entries = play(b.mana("p1", 2).deck_of("p1", 3).deck_of("p2", 3), "Unique")
    state, trace = answer_picking(state, entries, ("Foe",))
    assert state.objects[find(state, "Foe")].counters.get(BOOST, 0) == boosts
    assert state.objects[find(state, "Unique")].counters.get(BOOST, 0) == 0
    assert {"6.2.b", "6.5.d"} <= rules_of((*entries, *trace))


@pytest.mark.parametrize(("token", "where"), [(True, "discard:p2"), (False, "reserve:p2")])
def test_6_2_b_a_token_target_is_discarded_instead(token: bool, where: str) -> None:
    """ "Send target Character to Reserve. If it's a token, discard it instead": the token
    Foe is discarded, not sent; a non-token Foe is sent to Reserve."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(INSTEAD_TOKEN_DISCARD))
    b = b.in_expedition("p2", "hero", "Foe", is_token=token, **ALLY)
    state, entries = play(b.mana("p1", 2).deck_of("p1", 3).deck_of("p2", 3), "Unique")
    state, _ = answer_picking(state, entries, ("Foe",))
    assert "Foe" not in names(state, "expedition:p2:hero")
    assert "Foe" not in names(state, "reserve:p2" if token else "discard:p2")
    if not token:  # a token leaving play ceases to exist (2.1.e): checked where it is not
        assert names(state, where) == ["Foe"]


@pytest.mark.parametrize(("pick", "boosts", "fleeting"), [("gains", 1, True), ("loses", 0, False)])
def test_6_1_g_one_change_of_two_on_the_target_chosen_first(
    pick: str, boosts: int, fleeting: bool
) -> None:
    """ "Target Character gains 1 boost or loses Fleeting": Foe is chosen, then p1 chooses
    the change on it (6.5.b, then 6.1.g): 1 boost and still Fleeting, or no boost and no
    longer Fleeting — never both."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(TARGET_GAINS_OR_LOSES))
    b = b.in_expedition("p2", "hero", "Foe", statuses=frozenset({Status.FLEETING}), **ALLY)
    state, entries = play(b.mana("p1", 2).deck_of("p1", 3).deck_of("p2", 3), "Unique")
    state, trace = answer_picking(state, entries, ("Foe", pick))
    foe = state.objects[find(state, "Foe")]
    assert foe.counters.get(BOOST, 0) == boosts
    assert foe.has(Status.FLEETING) is fleeting
    assert "6.5.g" in rules_of((*entries, *trace))


def test_3_2_9_up_to_two_mana_orbs_are_two_of_your_own() -> None:
    """ "Ready up to two Mana Orbs": p1 (one ready Orb, paying for the Unique, and three
    exhausted) readies two of their own (3.2.9, 6.1.g); p2's exhausted Orbs stay so."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(READY_UP_TO_ORBS))
    b = b.mana("p1", 1, 3).mana("p2", 0, 2).deck_of("p1", 3).deck_of("p2", 3)
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, entries, ("Mana Orb",))
    assert _ready(state, "p1") == 2
    assert _ready(state, "p2") == 0


def test_1_4_1_a_opponents_cant_target_me_until_the_end_of_the_day() -> None:
    """ "Until the end of the Day, opponents can't target me": once the Unique entered
    play, a step p2 controls offers every Character but the Unique (6.5.b: no suitable
    target for an opponent, 1.4.1.a), and p1's own step still offers it."""
    from engine import ActionKind
    from engine.state.cards import Subject
    from engine.steps.target_choices import legal_targets

    from ..engine.helpers import a_step

    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(OPPONENTS_CANT_TARGET_ME))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).mana("p1", 2)
    state, entries = play(b.deck_of("p1", 3).deck_of("p2", 3), "Unique")
    state, _ = answer_picking(state, entries, ())
    unique, ally = find(state, "Unique"), find(state, "Ally")
    theirs = a_step(ActionKind.EXHAUST, controller="p2", target=Subject.TARGET_CHARACTER)
    mine = a_step(ActionKind.EXHAUST, controller="p1", target=Subject.TARGET_CHARACTER)
    assert ally in legal_targets(state, theirs)
    assert unique not in legal_targets(state, theirs)
    assert unique in legal_targets(state, mine)
