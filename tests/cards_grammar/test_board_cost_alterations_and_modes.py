"""Readings of the grammar's "costs and modes" section played on boards (issue 30): a cost
alteration said of where the card is played from changes that cost only (5.1.2.d,
5.1.2.f), a restriction on the final cost applies last (5.1.2.f), a quick action's cost in
words is paid as its symbol (7.1.4), and "Choose up to two / any number / one or both"
lets the controller stop choosing past the fewest (6.5.g)."""

from __future__ import annotations

import pytest

from engine import (
    DecisionKind,
    GameBuilder,
    IllegalAction,
    Keyword,
    answer,
    find,
    play_quick_action,
)
from engine.play.costs import play_cost
from engine.state.cards import CardType
from engine.state.decisions import Option
from engine.state.enums import Status
from engine.state.game_state import GameState
from engine.state.records import replace

from ..cards_text.helpers import names, play
from ..engine.helpers import pending, rules_of, until_decision
from .grammar_cards import grammar_fields
from .sentences_cost_alterations_and_modes import (
    _ANY_NUMBER,
    _EACH_PLAYERS,
    _EXHAUST_ALLY,
    _EXHAUST_ME,
    _FIRST_DAY,
    _FOR_A_TIME,
    _FROM_RESERVE,
    _ONE_OR_BOTH,
    _PAY,
    _PLAY_GIGANTIC,
    _SACRIFICE_ME,
    _SACRIFICE_TWO,
    _TOP_READY,
    _UP_TO_TWO,
    _YOURS_BOUNDED,
    BOARD_SENTENCES_COSTS_AND_MODES,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_the_sentences_counted_are_those_played_here() -> None:
    costs = {_FROM_RESERVE, _YOURS_BOUNDED, _EACH_PLAYERS, _FOR_A_TIME, _PLAY_GIGANTIC, _TOP_READY}
    costs |= {_FIRST_DAY}
    quick = {_EXHAUST_ME, _PAY, _SACRIFICE_ME, _EXHAUST_ALLY, _SACRIFICE_TWO}
    modes = {_UP_TO_TWO, _ANY_NUMBER, _ONE_OR_BOTH}
    assert set(BOARD_SENTENCES_COSTS_AND_MODES) == costs | quick | modes


def _decks(b: GameBuilder) -> GameBuilder:
    return b.deck_of("p1", 3).deck_of("p2", 3)


def _ready_orbs(state: GameState, player: str = "p1") -> int:
    return sum(
        Status.EXHAUSTED not in state.objects[o].statuses for o in state.zone(f"mana:{player}")
    )


def _costly(text: str, hand_cost: int, reserve_cost: int) -> dict[str, object]:
    return {**grammar_fields(text, "Costly"), "hand_cost": hand_cost, "reserve_cost": reserve_cost}


@pytest.mark.parametrize(("where", "paid"), [("reserve", 2), ("hand", 4)])
def test_5_1_2_d_a_cost_changed_from_reserve_changes_only_the_reserve_cost(
    where: str, paid: int
) -> None:
    """ "I cost {1} less to play from Reserve": from Reserve its Reserve Cost {3} less 1;
    from Hand its Hand Cost {4}, unchanged."""
    card = _costly(_FROM_RESERVE, hand_cost=4, reserve_cost=3)
    b = GameBuilder()
    b = (
        b.in_reserve("p1", "Costly", **card)
        if where == "reserve"
        else b.in_hand("p1", "Costly", **card)
    )
    state, _ = play(b.mana("p1", 5).deck_of("p1", 3).deck_of("p2", 3), "Costly")
    assert "Costly" in names(state, "expedition:p1:hero")
    assert _ready_orbs(state) == 5 - paid


def _spell_cost(text: str, player: str, hand_cost: int) -> tuple[int, tuple[str, ...]]:
    """The cost ``player`` pays for a Spell in their Hand, with p1's Bearer printing
    ``text`` in play (5.1.2.d, 5.1.2.f), and the alterations noted."""
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(text))
    spell = {"type": CardType.SPELL, "hand_cost": hand_cost, "reserve_cost": 1}
    state = b.in_hand(player, "Spell", **spell).build()
    cost = play_cost(state, find(state, "Spell"), 0, False)
    return cost.amount, cost.notes


@pytest.mark.parametrize(("hand_cost", "paid"), [(2, 1), (4, 2), (1, 1)])
def test_5_1_2_f_a_restriction_on_the_final_cost_applies_after_the_decrease(
    hand_cost: int, paid: int
) -> None:
    """ "Your Spells cost {2} less, but can't cost less than {1}": {2} costs {1}, not {0};
    {4} costs {2}; {1} stays {1}."""
    assert _spell_cost(_YOURS_BOUNDED, "p1", hand_cost)[0] == paid


def test_5_1_2_f_your_spells_are_not_an_opponents() -> None:
    amount, notes = _spell_cost(_YOURS_BOUNDED, "p2", 2)
    assert (amount, notes) == (2, ())


@pytest.mark.parametrize("player", ["p1", "p2"])
def test_5_1_2_f_each_players_cards_cost_more_whoever_plays_them(player: str) -> None:
    """ "Each player's Spells cost {1} more": p1's and p2's Spells alike."""
    assert _spell_cost(_EACH_PLAYERS, player, 1)[0] == 2


@pytest.mark.parametrize(("text", "mana"), [(_EXHAUST_ME, 0), (_PAY, 2)])
def test_7_1_4_a_cost_in_words_is_paid_as_its_symbol(text: str, mana: int) -> None:
    """ "Exhaust me:" is {T} (7.1.4.a), "Pay {2}" is {2} (7.1.4.c): the bearer is exhausted
    and the mana paid; an exhausted bearer cannot pay it again."""
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(text))
    b = b.mana("p1", 2).deck_of("p1", 3).deck_of("p2", 3)
    state, _ = until_decision(b.at_afternoon().build())
    hand = len(names(state, "hand:p1"))
    state, first = play_quick_action(state, "p1", find(state, "Bearer"), 0)
    state, entries = until_decision(state)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, paid = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        entries = (*entries, paid, *more)
    assert Status.EXHAUSTED in state.objects[find(state, "Bearer")].statuses
    assert _ready_orbs(state) == 2 - mana
    if text == _EXHAUST_ME:
        assert state.objects[find(state, "Bearer")].boosts == 1
    else:
        assert len(names(state, "hand:p1")) == hand + 1
    assert "6.4.a" in rules_of((first, *entries))  # the cost paid as one event
    assert not any(i.startswith("quick:") for i in pending(state).option_ids())


def test_7_3_36_a_sacrifice_me_is_paid_by_discarding_the_bearer_from_play() -> None:
    """ "{1}, Sacrifice me: Draw a card": the Bearer goes to its owner's discard pile with
    the mana, as one step (6.4.a); the card is drawn all the same (5.3.c)."""
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(_SACRIFICE_ME))
    state, _ = until_decision(
        b.mana("p1", 1).deck_of("p1", 3).deck_of("p2", 3).at_afternoon().build()
    )
    state, first = play_quick_action(state, "p1", find(state, "Bearer"), 0)
    state, entries = until_decision(state)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, paid = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        entries = (*entries, paid, *more)
    assert names(state, "discard:p1") == ["Bearer"]
    assert len(names(state, "hand:p1")) == 1
    assert {"7.3.36.a", "6.4.a"} <= rules_of((first, *entries))


def test_7_3_36_a_sacrifice_me_is_not_offered_outside_play() -> None:
    """A Bearer in Reserve is not in play: "Sacrifice me" cannot be paid (7.3.36.a)."""
    b = GameBuilder().in_reserve("p1", "Bearer", **grammar_fields(_SACRIFICE_ME))
    state, _ = until_decision(
        b.mana("p1", 1).deck_of("p1", 3).deck_of("p2", 3).at_afternoon().build()
    )
    with pytest.raises(IllegalAction):
        play_quick_action(state, "p1", find(state, "Bearer"), 0)


def test_2_2_15_a_a_cost_alteration_for_a_time_applies_after_its_effect() -> None:
    """ "{J} Your Spells cost {1} less this Day": once the Unique entered play, p1's {3}
    Spell costs {2} — on p2's turn too, the Day not over —; p2's Spell does not change
    (5.1.2.f; the Emblem-Ongoing's controller)."""
    spell = {"type": CardType.SPELL, "hand_cost": 3, "reserve_cost": 1}
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(_FOR_A_TIME))
    b = b.in_hand("p1", "Mine", **spell).in_hand("p2", "Theirs", **spell).mana("p1", 2)
    before = b.build()
    assert play_cost(before, find(before, "Mine"), 0, False).amount == 3
    state, _ = play(_decks(b), "Unique")
    assert "Unique" in names(state, "expedition:p1:hero")
    assert play_cost(state, find(state, "Mine"), 0, False).amount == 2
    assert play_cost(state, find(state, "Theirs"), 0, False).amount == 3


def test_2_2_12_b_a_card_in_reserve_has_the_keywords_printed_on_it() -> None:
    """ "You may play a Character with Gigantic from your Reserve for free": of Giant
    (Gigantic printed) and Small in p1's Reserve only Giant is offered, and played without
    paying its {5} (7.3.26.a); a Gigantic card in Hand is not offered (5.2.a: from Reserve)."""
    giant = {**ALLY, "hand_cost": 5, "reserve_cost": 5, "keywords": frozenset({Keyword.GIGANTIC})}
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(_PLAY_GIGANTIC))
    b = b.in_reserve("p1", "Giant", **giant).in_reserve("p1", "Small", **ALLY)
    b = b.in_hand("p1", "Other Giant", **giant).mana("p1", 1)
    state, entries = play(_decks(b), "Unique")
    offered: list[set[str]] = []
    for _ in range(8):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        labels = {o.label for o in d.options}
        if any("Giant" in label for label in labels):
            offered.append(labels)
        wanted = [o.id for o in d.options if o.label == "Giant" or o.id == "yes"]
        state, said = answer(state, d.id, tuple(wanted[:1] or d.option_ids()[: d.min_choices]))
        state, more = until_decision(state)
        entries = (*entries, said, *more)
    assert offered and all(not any("Small" in label for label in o) for o in offered)
    assert all("Other Giant" not in o for o in offered)
    assert "Giant" in names(state, "expedition:p1:hero") + names(state, "expedition:p1:companion")
    assert _ready_orbs(state) == 0  # the Unique's {1} only


def test_3_2_9_b_the_top_card_put_as_a_ready_mana_orb_is_ready() -> None:
    """ "Put the top card of your deck in your Mana zone as a ready Mana Orb": the orb the
    Unique's cost exhausted stays so, the new one is ready (a Mana Orb enters exhausted
    unless said otherwise, 3.2.9.b)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(_TOP_READY)).mana("p1", 1)
    state, _ = play(_decks(b), "Unique")
    orbs = [Status.EXHAUSTED in state.objects[o].statuses for o in state.zone("mana:p1")]
    assert orbs == [True, False]


@pytest.mark.parametrize("tapped", [False, True])
def test_1_2_5_a_exhaust_a_character_you_control_is_chosen_ready_and_paid(tapped: bool) -> None:
    """ "{1}, Exhaust a Character you control: Draw a card": only a ready Character p1
    controls is offered (2.4.6.a) — Ally, not the exhausted Tired nor p2's Foe; it is
    exhausted with the mana (1.2.5.d). With Ally exhausted too, only the Bearer is left."""
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(_EXHAUST_ALLY))
    ally = [Status.EXHAUSTED] if tapped else []
    b = b.in_expedition("p1", "hero", "Ally", statuses=ally, **ALLY)
    b = b.in_expedition("p1", "companion", "Tired", statuses=[Status.EXHAUSTED], **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    state, _ = until_decision(_decks(b.mana("p1", 1)).at_afternoon().build())
    state, first = play_quick_action(state, "p1", find(state, "Bearer"), 0)
    state, entries = until_decision(state)
    d = pending(state)
    assert d.kind == DecisionKind.COST_CHOICE
    assert {o.label for o in d.options} == ({"Bearer"} if tapped else {"Bearer", "Ally"})
    pick = "Bearer" if tapped else "Ally"
    state, said = answer(state, d.id, tuple(o.id for o in d.options if o.label == pick))
    state, more = until_decision(state)
    entries = (*entries, said, *more)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, paid = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        entries = (*entries, paid, *more)
    assert Status.EXHAUSTED in state.objects[find(state, pick)].statuses
    assert len(names(state, "hand:p1")) == 1
    assert "7.3.13.a" in rules_of((first, *entries))


@pytest.mark.parametrize(
    ("played_before", "paid"),
    [((), 1), (("p1", "Spell"), 1), (("p1", "Other"), 2), (("p2", "Other"), 1)],
)
def test_5_1_2_k_the_first_character_you_play_each_day_costs_less(
    played_before: tuple[str, ...], paid: int
) -> None:
    """ "The first Character you play each Day costs {1} less": a {2} Character costs {1}
    unless p1 already played a Character this Day (5.1.2.k) — a Spell before it, or p2's
    Character, does not count."""
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(_FIRST_DAY))
    b = b.in_hand("p1", "Costly", **{**ALLY, "hand_cost": 2})
    b = b.in_discard("p1", "Other", **ALLY).in_discard("p2", "Other", **ALLY)
    b = b.in_discard("p1", "Spell", type=CardType.SPELL, hand_cost=1, reserve_cost=1)
    state = b.build()
    if played_before:
        who, name = played_before
        card = state.objects[find(state, name, f"discard:{who}")].card_id
        state = replace(state, plays_this_day=((who, card),))
    assert play_cost(state, find(state, "Costly"), 0, False).amount == paid


@pytest.mark.parametrize("allies", [0, 1, 2])
def test_6_4_c_sacrifice_two_characters_is_two_choices_of_different_characters(allies: int) -> None:
    """ "Sacrifice two Characters: Draw three cards": offered only with two Characters p1
    controls (the Bearer counts); each chosen in the declaration, a different one each
    (1.2.5.a, 6.4.c), sacrificed with the rest of the cost."""
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(_SACRIFICE_TWO))
    for i in range(allies):
        b = b.in_expedition("p1", "companion", f"Ally {i}", **ALLY)
    state, _ = until_decision(_decks(b).at_afternoon().build())
    if allies == 0:
        with pytest.raises(IllegalAction):
            play_quick_action(state, "p1", find(state, "Bearer"), 0)
        return
    state, first = play_quick_action(state, "p1", find(state, "Bearer"), 0)
    state, entries = until_decision(state)
    asked: list[set[str]] = []
    while state.pending is not None and state.pending.kind == DecisionKind.COST_CHOICE:
        d = state.pending
        asked.append({o.label for o in d.options})
        state, said = answer(state, d.id, _one_not_the_bearer(d.options))
        state, more = until_decision(state)
        entries = (*entries, said, *more)
    assert len(asked) == 2 and "Ally 0" not in asked[1]
    assert len(names(state, "discard:p1")) == 2
    assert len(names(state, "hand:p1")) == 3
    assert "7.3.36.a" in rules_of((first, *entries))


def _one_not_the_bearer(options: tuple[Option, ...]) -> tuple[str, ...]:
    others = [o.id for o in options if o.label != "Bearer"]
    return tuple((others or [o.id for o in options])[:1])


def test_6_5_g_modes_marked_as_the_cr_marks_them_are_modes() -> None:
    """ "Choose one: ● Draw a card. ● I gain 2 boosts.": the CR's ● (6.5.g) is the cards'
    bullet — the same two modes."""
    bullets = grammar_fields("{J} Choose one: \u2022 Draw a card. \u2022 I gain 2 boosts.")
    marks = grammar_fields("{J} Choose one: \u25cf Draw a card. \u25cf I gain 2 boosts.")
    assert marks["abilities"][0].effect == bullets["abilities"][0].effect  # type: ignore[index]


def _modes_chosen(text: str, labels: list[str]) -> tuple[GameState, list[int]]:
    """The Unique printing ``text`` played; each mode asked for answered with the next of
    ``labels`` — none ("no more") once they run out. Returns the state and the least number
    of choices each mode decision required."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).mana("p1", 3).deck_of("p1", 4)
    state, entries = play(b.deck_of("p2", 4), "Unique")
    required: list[int] = []
    left = list(labels)
    for _ in range(10):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        if d.kind == DecisionKind.CHOOSE_MODE:
            required.append(d.min_choices)
            wanted = tuple(o.id for o in d.options if left and o.label == left[0])[:1]
            if wanted:
                left.pop(0)
        else:
            wanted = tuple(d.option_ids()[: max(d.min_choices, 1)])
        state, said = answer(state, d.id, wanted)
        state, more = until_decision(state)
        entries = (*entries, said, *more)
    assert "6.5.g" in rules_of(entries)
    return state, required


def _result(state: GameState) -> tuple[int, int, int]:
    unique, ally = (state.objects[find(state, n)] for n in ("Unique", "Ally"))
    return len(names(state, "hand:p1")), unique.boosts, ally.boosts


@pytest.mark.parametrize(
    ("text", "labels", "result", "required"),
    [
        (_UP_TO_TWO, [], (0, 0, 0), [0]),
        (_UP_TO_TWO, ["Draw a card."], (1, 0, 0), [0, 0]),
        (_UP_TO_TWO, ["I gain 2 boosts.", "Draw a card."], (1, 2, 0), [0, 0]),
        (_ANY_NUMBER, ["Draw a card.", "I gain 2 boosts."], (1, 2, 0), [0, 0, 0]),
        (_ONE_OR_BOTH, ["I gain 2 boosts."], (0, 2, 0), [1, 0]),
        (_ONE_OR_BOTH, ["I gain 2 boosts.", "Draw a card."], (1, 2, 0), [1, 0]),
    ],
)
def test_6_5_g_up_to_n_modes_the_controller_may_stop_past_the_fewest(
    text: str, labels: list[str], result: tuple[int, int, int], required: list[int]
) -> None:
    """Up to two: none, one or two, never a third; any number: as many as wanted; one or
    both: the first is required, the second not. Each chosen mode resolves, in order."""
    state, asked = _modes_chosen(text, labels)
    assert _result(state) == result
    assert asked == required


def test_6_5_g_up_to_two_offers_no_third_mode() -> None:
    state, asked = _modes_chosen(
        _UP_TO_TWO, ["I gain 2 boosts.", "Draw a card.", "Target Character gains 1 boost."]
    )
    assert len(asked) == 2
    assert _result(state) == (1, 2, 0)
