"""Outputs as composed language, read by the grammar alone and played on boards (issue 30):
a delayed step as its own sentence on "them" (2.2.2.m, 6.3.i), a card put in the Mana zone
"exhausted" (3.2.9.b), a token created with keyword abilities (7.3.5.a, 7.4) or that gains
boosts, "Double the counters of" every counter name (7.3.8.a-b), "loses all its statuses
and all its boosts" (7.3.21.a-b, 2.5.g)."""

from __future__ import annotations

from engine import GameBuilder, answer, find
from engine.reading.passives import has_keyword
from engine.state import zones as z
from engine.state.decisions import Decision, DecisionKind
from engine.state.enums import BOOST, Keyword, Status, ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_outputs_language import (
    AT_DUSK_SEND_THEM,
    BOARD_SENTENCES_OUTPUTS_LANGUAGE,
    BOOSTS_UP_TO_THREE,
    DOUBLE_COUNTERS_OF,
    DOUBLE_EACH_KIND_ON,
    DOUBLE_NUMBER_ON_ME,
    DRAW_MY_HAND_COST,
    DRAW_X_PLUS_ONE,
    EACH_OF_THEM_ANCHORED,
    GROUP_CANT_GAIN_THEN_GAIN,
    LOOK_PUT_UP_TO_TWO,
    LOSES_STATUSES_AND_BOOSTS,
    PUT_THEM_IN_RESERVE,
    READINGS_OUTPUTS_LANGUAGE,
    SACRIFICED_DRAW_MY_COST,
    SEND_ALL_TO_RESERVES,
    TOKEN_FLEETING_FIRST,
    TOKEN_THAT_GAINS,
    TOKEN_WITH_ETERNAL,
    TOP_CARD_MANA_EXHAUSTED,
    YOURS_AND_TARGET_EXCHANGE,
)
from .sibling_checks import assert_reading_written_back


def test_every_board_sentence_is_played_here() -> None:
    assert set(BOARD_SENTENCES_OUTPUTS_LANGUAGE) == {
        BOOSTS_UP_TO_THREE,
        LOOK_PUT_UP_TO_TWO,
        SEND_ALL_TO_RESERVES,
        YOURS_AND_TARGET_EXCHANGE,
        EACH_OF_THEM_ANCHORED,
        DRAW_MY_HAND_COST,
        SACRIFICED_DRAW_MY_COST,
        PUT_THEM_IN_RESERVE,
        DRAW_X_PLUS_ONE,
        GROUP_CANT_GAIN_THEN_GAIN,
        AT_DUSK_SEND_THEM,
        TOP_CARD_MANA_EXHAUSTED,
        TOKEN_WITH_ETERNAL,
        TOKEN_FLEETING_FIRST,
        TOKEN_THAT_GAINS,
        DOUBLE_COUNTERS_OF,
        LOSES_STATUSES_AND_BOOSTS,
    }


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


def _play_bearer(b: GameBuilder, text: str, picks: tuple[str, ...] = ()) -> GameState:
    """p1 plays a Character printing ``text`` ({J}) and answers its choices with ``picks``."""
    b = b.in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, _ = answer_picking(state, entries, picks)
    return state


def test_2_2_2_m_at_dusk_send_them_to_reserve() -> None:
    """Both Characters the Spell boosted go to Reserve as Dusk begins (4.2.b): "them" is
    each object the step acted on (6.3.i) — the Expedition, empty then, does not move
    forward (4.2.4.f); the Character not chosen stays."""
    fields = grammar_fields(AT_DUSK_SEND_THEM, "Boon", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Boon", **fields)
    b = b.in_expedition("p1", "hero", "Ann").in_expedition("p1", "hero", "Bo")
    b = b.in_expedition("p1", "companion", "Cy")
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Boon", "spell")
    state, _ = answer_picking(state, entries, ("Ann", "Bo"))
    assert (_boosts(state, "Ann"), _boosts(state, "Bo"), _boosts(state, "Cy")) == (1, 1, 0)
    while state.pending is not None and state.pending.kind == DecisionKind.TURN:
        state, _ = answer(state, state.pending.id, ("pass",))
        state, _ = until_decision(state)
    reserve = names(state, "reserve:p1")
    assert "Ann" in reserve and "Bo" in reserve
    assert state.positions["p1:hero"] == 0  # sent before Progress (4.2.4.f)


def test_3_2_9_b_put_the_top_card_in_your_mana_zone_exhausted() -> None:
    """The top card of the Deck becomes a Mana Orb, exhausted (3.2.9.b)."""
    b = GameBuilder()
    state = _play_bearer(b, TOP_CARD_MANA_EXHAUSTED)
    mana = state.zone(z.personal(ZoneKind.MANA, "p1"))
    assert len(mana) == 5  # 4 Orbs, and the new one
    new = [o for o in mana if "orb" not in getattr(state.card(o), "name", "orb")]
    assert len(new) == 1 and Status.EXHAUSTED in state.objects[new[0]].statuses


def test_7_3_5_a_token_created_with_eternal() -> None:
    """The token has the keyword ability it was created with (7.3.5.a, 7.4.3)."""
    state = _play_bearer(GameBuilder(), TOKEN_WITH_ETERNAL)
    token = find(state, "Ordis Recruit")
    assert has_keyword(state, token, Keyword.ETERNAL)


def test_2_4_7_token_created_with_fleeting_has_the_status() -> None:
    """ "Create a token with [[Fleeting]] in my Expedition": the token has the status Fleeting
    (2.4.1.a, 2.4.7), not a keyword that only a card played would turn into it."""
    state = _play_bearer(GameBuilder(), TOKEN_FLEETING_FIRST)
    token = find(state, "Ordis Recruit")
    assert Status.FLEETING in state.objects[token].statuses


def test_7_3_17_a_token_that_gains_two_boosts() -> None:
    """The token created gains the boosts: "that" is the token (6.1.e)."""
    state = _play_bearer(GameBuilder(), TOKEN_THAT_GAINS)
    assert _boosts(state, "Ordis Recruit") == 2
    assert _boosts(state, "Bearer") == 0


def test_7_3_8_a_double_the_counters_of_each_name() -> None:
    """Each counter name the target has is doubled (7.3.8.a); a name it has none of is not
    (7.3.8.b)."""
    b = GameBuilder().in_expedition("p1", "hero", "Ann", counters={BOOST: 2, "Arcane": 1})
    state = _play_bearer(b, DOUBLE_COUNTERS_OF, ("Ann",))
    counters = state.objects[find(state, "Ann")].counters
    assert {k: v for k, v in counters.items() if v} == {BOOST: 4, "Arcane": 2}


def test_7_3_8_a_double_the_counters_of_each_kind_doubles_each_count() -> None:
    """ "Double the counters of each kind on …" (gram42): each count doubled, by its name
    (7.3.8.a); the bearer ("another") is no choice."""
    b = GameBuilder().in_expedition("p1", "hero", "Ann", counters={BOOST: 1, "Arcane": 3})
    state = _play_bearer(b, DOUBLE_EACH_KIND_ON, ("Ann",))
    counters = state.objects[find(state, "Ann")].counters
    assert {k: v for k, v in counters.items() if v} == {BOOST: 2, "Arcane": 6}
    assert not any(state.objects[find(state, "Bearer")].counters.values())


def test_the_writer_says_every_count_doubled_as_read() -> None:
    """Each "double the counters" reading of every name written back reads the same."""
    for text in (DOUBLE_EACH_KIND_ON, DOUBLE_COUNTERS_OF, DOUBLE_NUMBER_ON_ME):
        reading = READINGS_OUTPUTS_LANGUAGE[text]
        assert_reading_written_back(reading, text)


def test_7_3_21_a_loses_all_its_statuses_and_all_its_boosts() -> None:
    """The target loses each status it has (7.3.21.a) and every boost (2.5.g)."""
    statuses = (Status.ANCHORED, Status.ASLEEP, Status.EXHAUSTED)
    b = GameBuilder().in_expedition("p2", "hero", "Foe", statuses=statuses, counters={BOOST: 3})
    state = _play_bearer(b, LOSES_STATUSES_AND_BOOSTS, ("Foe",))
    foe = state.objects[find(state, "Foe")]
    assert foe.statuses == frozenset() and foe.counters.get(BOOST, 0) == 0


def test_7_3_21_b_no_status_to_lose_the_boosts_still_go() -> None:
    """A target without statuses loses none (7.3.21.b), and still loses its boosts: the
    second verb acts on the target whatever the first did."""
    b = GameBuilder().in_expedition("p2", "hero", "Foe", counters={BOOST: 2})
    state = _play_bearer(b, LOSES_STATUSES_AND_BOOSTS, ("Foe",))
    assert _boosts(state, "Foe") == 0


def test_1_4_1_a_characters_in_target_expedition_cant_gain_boosts() -> None:
    """The Emblem-Ongoing makes gaining boosts impossible for the Characters in the targeted
    Expedition as it is created (1.4.1.a, 2.2.15.b): those of the other Expedition gain
    theirs."""
    fields = grammar_fields(GROUP_CANT_GAIN_THEN_GAIN, "Curfew", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Curfew", **fields)
    b = b.in_expedition("p1", "hero", "Ann").in_expedition("p1", "companion", "Cy")
    state, entries = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Curfew", "spell")
    state, _ = answer_picking(state, entries, ("hero",))
    assert (_boosts(state, "Ann"), _boosts(state, "Cy")) == (0, 1)


def test_6_5_i_draw_x_where_x_is_the_number_of_cards_in_your_hand_plus_one() -> None:
    """Two cards in hand as the step happens: X is 2, plus one — three cards drawn."""
    b = GameBuilder().in_hand("p1", "Spare A").in_hand("p1", "Spare B")
    state = _play_bearer(b, DRAW_X_PLUS_ONE)
    assert len(state.zone(z.personal(ZoneKind.HAND, "p1"))) == 2 + 3


def test_7_3_27_a_put_them_in_reserve() -> None:
    """Both targets the step boosted are put in Reserve, "them" (6.5.b); the third stays."""
    b = GameBuilder().in_expedition("p1", "hero", "Ann").in_expedition("p1", "hero", "Bo")
    b = b.in_expedition("p1", "companion", "Cy")
    state = _play_bearer(b, PUT_THEM_IN_RESERVE, ("Ann", "Bo"))
    reserve = names(state, "reserve:p1")
    assert "Ann" in reserve and "Bo" in reserve and "Cy" not in reserve


def _hand(state: GameState) -> int:
    return len(state.zone(z.personal(ZoneKind.HAND, "p1")))


def test_2_2_7_a_draw_cards_equal_to_my_hand_cost() -> None:
    """The Bearer's printed Hand Cost is 3: three cards drawn (2.2.7.a, 6.5.i)."""
    fields = grammar_fields(DRAW_MY_HAND_COST, "Bearer", unique=False, hand_cost=3)
    b = GameBuilder().in_hand("p1", "Bearer", **fields)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 4), "Bearer")
    assert _hand(state) == 3


def test_2_1_d_my_hand_cost_after_i_am_sacrificed() -> None:
    """Sacrificed, the Bearer is a new object in the Discard pile (2.1.d) with the same
    printed Hand Cost, 2: two cards drawn."""
    fields = grammar_fields(SACRIFICED_DRAW_MY_COST, "Bearer", unique=False, hand_cost=2)
    killer = grammar_fields("{H} Sacrifice a Character.", "Killer", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **fields)
    b = b.in_hand("p1", "Killer", **killer).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 4)
    state, entries = play(b, "Killer")
    state, _ = answer_picking(state, entries, ("Bearer",))
    assert "Bearer" in names(state, "discard:p1")
    assert _hand(state) == 2


def test_6_1_e_each_of_them_gains_anchored() -> None:
    """Each of the two targets the step boosted gains Anchored; the third does not."""
    b = GameBuilder().in_expedition("p1", "hero", "Ann").in_expedition("p1", "hero", "Bo")
    b = b.in_expedition("p1", "companion", "Cy")
    state = _play_bearer(b, EACH_OF_THEM_ANCHORED, ("Ann", "Bo"))
    anchored = [
        n for n in ("Ann", "Bo", "Cy") if Status.ANCHORED in state.objects[find(state, n)].statuses
    ]
    assert anchored == ["Ann", "Bo"]


def test_7_3_11_a_a_character_you_control_and_target_exchange_their_boosts() -> None:
    """The one with the most boosts loses the difference, the other gains it (7.3.11.a)."""
    b = GameBuilder().in_expedition("p1", "hero", "Ann", counters={BOOST: 3})
    b = b.in_expedition("p2", "hero", "Foe", counters={BOOST: 1})
    state = _play_bearer(b, YOURS_AND_TARGET_EXCHANGE, ("Foe", "Ann"))
    assert (_boosts(state, "Ann"), _boosts(state, "Foe")) == (1, 3)


def test_1_4_3_a_send_all_characters_to_their_owners_reserves() -> None:
    """Each Character goes to its owner's Reserve (1.4.3.a), the Bearer too."""
    b = GameBuilder().in_expedition("p1", "hero", "Ann").in_expedition("p2", "hero", "Foe")
    state = _play_bearer(b, SEND_ALL_TO_RESERVES)
    assert {"Ann", "Bearer"} <= set(names(state, "reserve:p1"))
    assert "Foe" in names(state, "reserve:p2")


def _seen_board() -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(LOOK_PUT_UP_TO_TWO, "Bearer"))
    for name in ("D1", "D2", "D3", "D4"):  # D1 on top
        b = b.in_deck("p1", name, hand_cost=1, reserve_cost=1, forest=1, mountain=1, water=1)
    return b.mana("p1", 3).deck_of("p2", 4)


def _resolve(b: GameBuilder, pick: list[list[str]]) -> GameState:
    """Play the Bearer; each decision answered with the labels of ``pick`` in turn."""
    state, _ = play(b, "Bearer")
    for _ in range(10):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        wanted = pick.pop(0) if pick else []
        ids = [o.id for o in decision.options if o.label in wanted]
        state, _ = answer(state, decision.id, tuple(ids or _least(decision)))
        state, _ = until_decision(state)
    return state


def _least(decision: Decision) -> tuple[str, ...]:
    return tuple(decision.option_ids()[: decision.min_choices])


def test_6_1_g_put_up_to_two_of_them_the_one_left_at_the_bottom() -> None:
    """Two of the three cards seen go to Reserve; the one left goes to the bottom."""
    state = _resolve(_seen_board(), [["D1", "D3"], ["D2"]])
    assert {"D1", "D3"} <= set(names(state, "reserve:p1"))
    assert [state.name(o) for o in state.zone("deck:p1")] == ["D4", "D2"]


def test_6_1_g_put_none_of_them_all_three_at_the_bottom() -> None:
    """None put in Reserve (up to two: none is a choice): the three go to the bottom."""
    state = _resolve(_seen_board(), [[], ["D2"], ["D3"], ["D1"]])
    assert not {"D1", "D2", "D3"} & set(names(state, "reserve:p1"))
    assert [state.name(o) for o in state.zone("deck:p1")] == ["D4", "D2", "D3", "D1"]


def test_6_1_g_target_character_gains_up_to_three_boosts() -> None:
    """The player chooses how many, 0 to 3, as the step happens: two chosen, two gained."""
    b = GameBuilder().in_expedition("p2", "hero", "Foe")
    b = b.in_hand("p1", "Bearer", **grammar_fields(BOOSTS_UP_TO_THREE, "Bearer"))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    offered: list[str] = []
    for _ in range(5):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        if decision.kind == DecisionKind.CHOOSE_AMOUNT:
            offered = [o.label for o in decision.options]
            ids = tuple(o.id for o in decision.options if o.label == "2")
        else:
            ids = tuple(o.id for o in decision.options if "Foe" in o.label)[:1]
        state, _ = answer(state, decision.id, ids)
        state, _ = until_decision(state)
    assert offered == ["0", "1", "2", "3"]
    assert _boosts(state, "Foe") == 2
