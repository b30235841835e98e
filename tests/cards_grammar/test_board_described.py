"""Descriptions in every slot, read by the grammar alone and played on boards (issue 30):
"target Expedition you control / an opponent controls" offers only that player's
Expeditions, as a player controls their own (7.5.5.a, 6.5.b) — in a move (7.3.25, 7.3.24)
and for "Characters in target Expedition …"; "without boosts" is not Boosted (2.4.5.a);
"from a Reserve" is a card in any player's Reserve (3.2.10)."""

from __future__ import annotations

import pytest

from engine import (
    ActionKind,
    DecisionKind,
    GameBuilder,
    GameState,
    Phase,
    Status,
    Step,
    ZoneKind,
    answer,
    find,
)
from engine.core import play_card
from engine.state.enums import BOOST, CardType, PermanentZone
from scenarios.cards.grammar.reader import NotRead, read_ability

from ..cards_text.helpers import from_phase
from ..engine.helpers import until_decision
from .grammar_cards import after_judge_step, answer_picking, grammar_fields
from .sentences_described import (
    BOARD_SENTENCES_DESCRIBED,
    CHARACTERS_IN_MINE,
    FOR_EACH_OF_YOUR_BOOSTED,
    FOR_EACH_OF_YOURS_QUALIFIED,
    FROM_A_RESERVE,
    LANDMARK_ALONE,
    LEAVES_ALONE,
    MINE_MOVES_FORWARD,
    OPPONENT_DISCARDS_OF_THEIR_CHOICE,
    OPPONENT_DISCARDS_OF_YOUR_CHOICE,
    PUT_THEN_EXHAUST_THEM,
    PUT_TOP_IF_PLANT,
    PUT_TOP_IN_MANA_IF_PLANT,
    TARGET_ALONE,
    THEIRS_MOVES_BACKWARD,
    TOKEN_IN_THEIRS,
    TOKENS_WHERE_AHEAD,
    TOKENS_WHERE_NO_OTHER,
    WITHOUT_BOOSTS,
)
from .test_board_composed_descriptions import ALLY, _bearer, _paid


def _offered(state: GameState) -> set[str]:
    assert state.pending is not None
    return set(state.pending.option_ids())


def _choose(state: GameState, option: str) -> GameState:
    assert state.pending is not None
    state, _ = answer(state, state.pending.id, (option,))
    return until_decision(state)[0]


def _board(text: str) -> GameBuilder:
    b = _bearer(text).in_expedition("p1", "companion", "Ally", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY).in_expedition(
        "p2", "companion", "Rival", **ALLY
    )
    for e in ("p1:hero", "p1:companion", "p2:hero", "p2:companion"):
        b = b.position(e, 3 if e.startswith("p1") else 4)
    return b


def test_7_5_5_a_target_expedition_you_control_offers_only_yours() -> None:
    state, _ = _paid(_board(MINE_MOVES_FORWARD).at_afternoon(first="p1").build())
    assert _offered(state) == {"p1:hero", "p1:companion"}
    state = _choose(state, "p1:hero")
    assert state.positions["p1:hero"] == 4  # moved forward one region (7.3.25)
    assert state.positions["p1:companion"] == 3
    assert state.positions["p2:hero"] == 4 and state.positions["p2:companion"] == 4


def test_7_5_5_a_target_expedition_an_opponent_controls_offers_only_theirs() -> None:
    state, _ = _paid(_board(THEIRS_MOVES_BACKWARD).at_afternoon(first="p1").build())
    assert _offered(state) == {"p2:hero", "p2:companion"}


def test_7_5_5_b_characters_in_target_expedition_you_control() -> None:
    state, _ = _paid(_board(CHARACTERS_IN_MINE).at_afternoon(first="p1").build())
    assert _offered(state) == {"p1:hero", "p1:companion"}
    state = _choose(state, "p1:companion")
    boosts = {n: state.objects[find(state, n)].boosts for n in ("Ally", "Foe", "Rival")}
    assert boosts == {"Ally": 1, "Foe": 0, "Rival": 0}


def test_2_4_5_a_characters_without_boosts_gain_one_at_dusk() -> None:
    """At Dusk, only the Characters of my Expedition with no boost gain one (2.4.5.a):
    not the Boosted one, nor those in the other Expedition or the opponent's."""
    f = grammar_fields(WITHOUT_BOOSTS, "Lantern")
    f = {**f, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.EXPEDITION}
    b = GameBuilder().in_expedition("p1", "hero", "Lantern", **f)
    kept = {**ALLY, "statuses": (Status.ANCHORED,)}  # not sent to Reserve at Rest (2.4.2)
    b = b.in_expedition("p1", "hero", "Bare", **kept)
    b = b.in_expedition("p1", "hero", "Kept", **kept, counters={BOOST: 2})
    b = b.in_expedition("p1", "companion", "Away", **kept)
    b = b.in_expedition("p2", "hero", "Foe", **kept)
    state, entries = from_phase(b, Phase.DUSK)
    state, _ = answer_picking(state, entries, ())
    boosts = {n: state.objects[find(state, n)].boosts for n in ("Bare", "Kept", "Away", "Foe")}
    assert boosts == {"Bare": 1, "Kept": 2, "Away": 0, "Foe": 0}


def test_3_2_10_target_card_from_a_reserve_is_in_any_players_reserve() -> None:
    """The cards of both Reserves with Hand Cost 3 or less are offered, not a dearer one."""
    b = _bearer(FROM_A_RESERVE).in_reserve("p1", "Mine", **ALLY)
    b = b.in_reserve("p2", "Theirs", **ALLY).in_reserve("p2", "Dear", **{**ALLY, "hand_cost": 5})
    state, _ = _paid(b.at_afternoon(first="p1").build())
    labels = {o.label for o in state.pending.options} if state.pending else set()
    assert {"Mine", "Theirs"} <= {w for label in labels for w in label.split()}
    assert not any("Dear" in label for label in labels)
    state, _ = answer_picking(state, (), ("Theirs",))
    assert state.objects[find(state, "Theirs")].zone == "discard:p2"  # its owner's (7.3.7)


def test_6_3_i_them_is_every_card_the_step_before_put() -> None:
    """Both Spells put in the Reserve are exhausted there; the one left in the discard pile
    and the card already in the Reserve are not."""
    spell = {"type": "Spell", "hand_cost": 1, "reserve_cost": 1}
    b = _bearer(PUT_THEN_EXHAUST_THEM).in_discard("p1", "Hex", **spell)
    b = b.in_discard("p1", "Jinx", **spell).in_discard("p1", "Left", **spell)
    b = b.in_reserve("p1", "Already", **ALLY)
    state, entries = _paid(b.at_afternoon(first="p1").build())
    state, _ = answer_picking(state, entries, ("Hex", "Jinx"))
    for name in ("Hex", "Jinx"):
        o = state.objects[find(state, name)]
        assert o.zone == "reserve:p1" and o.has(Status.EXHAUSTED), name
    assert state.objects[find(state, "Left")].zone == "discard:p1"
    assert not state.objects[find(state, "Already")].has(Status.EXHAUSTED)


@pytest.mark.parametrize(("subtype", "draws"), [("Plant", 1), ("Animal", 0)])
def test_2_1_f_if_its_a_plant_is_the_card_put_from_the_top_of_the_deck(
    subtype: str, draws: int
) -> None:
    """The card put in the Reserve is the one "it" names there (2.1.f): a Plant draws."""
    fields = grammar_fields(PUT_TOP_IF_PLANT, "Bearer", unique=False)
    b = GameBuilder().in_hand("p1", "Bearer", **fields).mana("p1", 4)
    b = b.in_deck("p1", "Top", **{**ALLY, "subtypes": (subtype,)}).deck_of("p1", 5)
    state, entries = _paid(b.deck_of("p2", 6).at_afternoon(first="p1").build())
    state, _ = answer_picking(state, entries, ())
    assert state.objects[find(state, "Top")].zone == "reserve:p1"
    hand = state.zone("hand:p1")
    assert len(hand) == draws  # Bearer was played; the draw, if any, is the only card


def _alone_board(text: str) -> GameBuilder:
    """Bearer (played into p1's Hero Expedition, beside Pair); Solo alone in p1's Companion
    Expedition; Lone alone in p2's Hero Expedition; Duo and Trio together in p2's other."""
    b = _bearer(text).in_expedition("p1", "hero", "Pair", **ALLY)
    b = b.in_expedition("p1", "companion", "Solo", **ALLY)
    b = b.in_expedition("p2", "hero", "Lone", **ALLY)
    b = b.in_expedition("p2", "companion", "Duo", **ALLY)
    return b.in_expedition("p2", "companion", "Trio", **ALLY)


def test_3_2_4_b_target_character_with_no_other_characters_in_its_expedition() -> None:
    state, _ = _paid(_alone_board(TARGET_ALONE).at_afternoon(first="p1").build())
    labels = {o.label for o in state.pending.options} if state.pending else set()
    assert labels == {"Solo", "Lone"}


def test_3_2_4_b_leaving_play_alone_in_its_expedition_triggers() -> None:
    """Solo leaves play alone in its Expedition: the Reaction activates, the object as it
    was before the event (6.3.f, 7.3.20.a); Duo, with Trio beside it, does not."""
    fields = grammar_fields(LEAVES_ALONE, "Watcher", unique=False)
    fields = {**fields, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    b = GameBuilder().in_landmarks("p1", "Watcher", **fields)
    b = b.in_expedition("p1", "companion", "Solo", **ALLY)
    b = b.in_expedition("p2", "companion", "Duo", **ALLY).in_expedition(
        "p2", "companion", "Trio", **ALLY
    )
    state = b.deck_of("p1", 3).build()
    for name, drawn in (("Duo", 0), ("Solo", 1)):
        hand = len(state.zone("hand:p1"))
        gone = Step(ActionKind.DISCARD, objects=(find(state, name),), to_zone=ZoneKind.DISCARD)
        state, _ = after_judge_step(state, gone)
        assert len(state.zone("hand:p1")) - hand == drawn, name


def _recruits(state: GameState) -> list[str]:
    return sorted(
        o.zone for o in state.objects.values() if state.name(o.id).startswith("Ordis Recruit")
    )


@pytest.mark.parametrize(
    ("ally", "made"),
    [(True, ["expedition:p1:hero"]), (False, ["expedition:p1:companion", "expedition:p1:hero"])],
)
def test_3_2_4_b_tokens_in_each_of_your_expeditions_with_no_other_characters(
    ally: bool, made: list[str]
) -> None:
    """Bearer is played into its Hero Expedition, alone there: it is no "other" Character
    (7.2.1.a); the Companion Expedition gets one only without Ally (3.2.4.b)."""
    b = _bearer(TOKENS_WHERE_NO_OTHER).in_expedition("p2", "companion", "Foe", **ALLY)
    if ally:
        b = b.in_expedition("p1", "companion", "Ally", **ALLY)
    state, entries = _paid(b.at_afternoon(first="p1").build())
    state, _ = answer_picking(state, entries, ())
    assert _recruits(state) == made


def test_7_5_2_a_tokens_in_each_of_your_expeditions_that_is_ahead() -> None:
    """Only the Hero Expedition, farther from its start than the one facing it, is ahead;
    the Companion Expedition is tied (7.5.2.c)."""
    fields = grammar_fields(TOKENS_WHERE_AHEAD, "Bearer", unique=False)
    b = GameBuilder().in_reserve("p1", "Bearer", **fields).mana("p1", 4)
    b = b.position("p1:hero", 2).position("p2:hero", 1)
    b = b.position("p1:companion", 5).position("p2:companion", 5)
    state = b.deck_of("p1", 6).deck_of("p2", 6).at_afternoon(first="p1").build()
    state, _ = until_decision(state)
    state, _ = play_card(state, "p1", find(state, "Bearer"), "companion")
    state, entries = until_decision(state)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, entries = until_decision(state)
    state, _ = answer_picking(state, entries, ())
    assert _recruits(state) == ["expedition:p1:hero"]


def test_7_5_5_b_for_each_of_your_boosted_characters() -> None:
    """Two of p1's Characters are Boosted, one is not; p2's Boosted one is not p1's."""
    b = _bearer(FOR_EACH_OF_YOUR_BOOSTED)
    for player, name, boosts in (("p1", "A", 1), ("p1", "B", 2), ("p1", "C", 0), ("p2", "D", 1)):
        b = b.in_expedition(player, "companion", name, **ALLY, counters={BOOST: boosts})
    state, entries = _paid(b.at_afternoon(first="p1").build())
    state, _ = answer_picking(state, entries, ())
    assert len(state.zone("hand:p1")) == 2  # Bearer played: the two cards drawn


@pytest.mark.parametrize(
    "text",
    [
        PUT_TOP_IN_MANA_IF_PLANT,
        OPPONENT_DISCARDS_OF_YOUR_CHOICE,
        LANDMARK_ALONE,
        FOR_EACH_OF_YOURS_QUALIFIED,
    ],
)
def test_precision_first_these_are_not_read(text: str) -> None:
    """In a Mana zone the card is a Mana Orb (3.2.9.c); a card of your choice an opponent
    discards is chosen by you, which their step does not say (6.1.h)."""
    with pytest.raises(NotRead):
        read_ability(text)


def test_7_3_5_a_token_created_in_target_expedition_an_opponent_controls() -> None:
    state, _ = _paid(_board(TOKEN_IN_THEIRS).at_afternoon(first="p1").build())
    assert _offered(state) == {"p2:hero", "p2:companion"}
    state = _choose(state, "p2:companion")
    made = [o for o in state.objects.values() if state.name(o.id).startswith("Ordis Recruit")]
    assert [o.zone for o in made] == ["expedition:p2:companion"]


def test_7_3_7_a_target_opponent_discards_a_card_of_their_choice() -> None:
    """The opponent chooses which card of their Reserve is discarded (7.3.7.a, 6.1.h)."""
    b = _bearer(OPPONENT_DISCARDS_OF_THEIR_CHOICE).in_reserve("p2", "Kept", **ALLY)
    b = b.in_reserve("p2", "Lost", **ALLY).in_reserve("p1", "Mine", **ALLY)
    state, _ = _paid(b.at_afternoon(first="p1").build())
    for _ in range(4):  # the target opponent, then their choice
        if state.pending is None or state.pending.player == "p2":
            break
        state = _choose(state, state.pending.option_ids()[0])
    assert state.pending is not None and state.pending.player == "p2"
    assert {o.label for o in state.pending.options} == {"Kept", "Lost"}
    state = _choose(state, next(o.id for o in state.pending.options if o.label == "Lost"))
    assert state.objects[find(state, "Lost")].zone == "discard:p2"
    assert state.objects[find(state, "Kept")].zone == "reserve:p2"
    assert state.objects[find(state, "Mine")].zone == "reserve:p1"


def test_every_board_sentence_of_the_section_is_played_here() -> None:
    played = {MINE_MOVES_FORWARD, THEIRS_MOVES_BACKWARD, CHARACTERS_IN_MINE}
    played |= {WITHOUT_BOOSTS, FROM_A_RESERVE, PUT_THEN_EXHAUST_THEM, PUT_TOP_IF_PLANT}
    played |= {TOKEN_IN_THEIRS, OPPONENT_DISCARDS_OF_THEIR_CHOICE, TARGET_ALONE, LEAVES_ALONE}
    played |= {TOKENS_WHERE_NO_OTHER, TOKENS_WHERE_AHEAD, FOR_EACH_OF_YOUR_BOOSTED}
    assert set(BOARD_SENTENCES_DESCRIBED) == played
