"""The keyword actions the CR vocabulary audit found unread (issue 30),
read by the grammar alone and played on boards: every object of a kind in play (3.1.4.a),
any Expedition phrase moving or ascending (7.3.3, 7.3.24, 7.3.25, 7.5), objects moved to
their owners' zones (7.3.27, 7.3.32, 7.3.37, 3.1.2.c), counters doubled on a group (7.3.8),
control taken of up to N targets (7.3.40) and a keyword given to up to N targets (7.4)."""

from __future__ import annotations

from engine import (
    CardType,
    DecisionKind,
    GameBuilder,
    Keyword,
    PermanentZone,
    Status,
    TraceEntry,
    answer,
    find,
)
from engine.reading.gigantic_presence import present_in_expeditions
from engine.reading.passives import has_keyword, is_gigantic, tough_amount
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_keyword_actions import READINGS_GRAM_KW

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
LANDMARK = {"hand_cost": 1, "reserve_cost": 1}


def _board(text: str) -> GameBuilder:
    """p1 plays "Unique" (``text``) from Hand beside "Ally"; p2 has "Foe" and "Foe 2"."""
    assert text in READINGS_GRAM_KW
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_expedition("p2", "companion", "Foe 2", **ALLY)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def _resolved(
    b: GameBuilder, picks: tuple[str, ...] = ()
) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """Play "Unique" from Hand; each decision is answered with the options whose labels hold
    a word of ``picks`` (as many as it takes), else its first options; until a turn."""
    state, entries = play(b, "Unique")
    return answer_picking(state, entries, picks)


# ----------------------------------------------------------------- every object in play (3.1.4.a)
def test_3_1_4_a_each_character_an_opponent_controls_is_exhausted() -> None:
    state, entries = _resolved(_board("{J} Exhaust each Character an opponent controls."))
    for name, exhausted in (("Foe", True), ("Foe 2", True), ("Ally", False), ("Unique", False)):
        assert (Status.EXHAUSTED in state.objects[find(state, name)].statuses) is exhausted
    assert "3.1.4.a" in rules_of(entries)


def test_3_1_4_a_each_permanent_an_opponent_controls_goes_to_its_owners_hand() -> None:
    text = "{J} Return each Permanent an opponent controls to their owners' hands."
    b = _board(text).in_landmarks("p1", "Mine", **LANDMARK).in_landmarks("p2", "Theirs", **LANDMARK)
    state, entries = _resolved(b)
    assert "Theirs" in names(state, "hand:p2")
    assert "Mine" in names(state, "landmark:p1")
    assert "Foe" in names(state, "expedition:p2:hero")  # a Character is not a Permanent
    assert "3.1.4.a" in rules_of(entries)


def test_3_1_4_a_all_characters_gain_a_status_mine_too() -> None:
    state, _ = _resolved(_board("{J} All Characters gain Asleep."))
    for name in ("Foe", "Foe 2", "Ally", "Unique"):
        assert Status.ASLEEP in state.objects[find(state, name)].statuses


# ----------------------------------------------------------------- Expeditions (7.3.3, 7.3.24/25)
def test_7_3_25_your_other_expedition_moves_forward_not_mine() -> None:
    b = _board("{J} Your other Expedition moves forward one region.")
    before = b.build().positions
    state, _ = _resolved(b)  # Unique is played into p1's Hero Expedition (play's default)
    assert state.positions["p1:hero"] == before["p1:hero"]
    moved = state.positions["p1:companion"] - before["p1:companion"]
    assert moved == -1  # a Companion Expedition goes towards the Hero region (7.3.25.a)
    assert state.positions["p2:hero"] == before["p2:hero"]


def test_7_3_24_both_of_your_expeditions_move_backwards() -> None:
    b = _board("{J} Both of your Expeditions move backwards one region.")
    b = b.position("p1:hero", 3).position("p1:companion", 5)
    state, _ = _resolved(b)
    assert (state.positions["p1:hero"], state.positions["p1:companion"]) == (2, 6)


def test_7_3_3_a_your_hero_expedition_ascends_not_the_companion() -> None:
    state, _ = _resolved(_board("{J} Your Hero Expedition ascends."))
    assert Status.ASCENDED in state.expedition_statuses.get("p1:hero", frozenset())
    assert Status.ASCENDED not in state.expedition_statuses.get("p1:companion", frozenset())


def test_7_3_3_a_the_expedition_facing_me_ascends() -> None:
    state, _ = _resolved(_board("{J} The Expedition facing me ascends."))
    assert Status.ASCENDED in state.expedition_statuses.get("p2:hero", frozenset())
    assert Status.ASCENDED not in state.expedition_statuses.get("p1:hero", frozenset())


# ----------------------------------------------------------------- zones (7.3.27, 3.1.2.c)
def test_7_3_32_return_a_target_to_its_owners_mana_zone() -> None:
    state, _ = _resolved(_board("{J} Return target Character to its owner's Mana zone."), ("Foe",))
    foe = find(state, "Foe")
    assert foe in state.zone("mana:p2") and foe not in state.zone("mana:p1")


def test_7_3_7_a_put_in_its_owners_discard_pile_is_discarded() -> None:
    state, _ = _resolved(_board("{J} Put target Character in its owner's Discard pile."), ("Foe",))
    assert "Foe" in names(state, "discard:p2")


def test_7_3_37_send_up_to_two_targets_to_their_owners_hands() -> None:
    text = "{J} Send up to two target Characters to their owners' hands."
    state, _ = _resolved(_board(text), ("Foe",))
    assert {"Foe", "Foe 2"} <= set(names(state, "hand:p2"))
    assert "Ally" in names(state, "expedition:p1:hero")


def test_7_3_27_a_put_me_in_my_owners_hand() -> None:
    state, _ = _resolved(_board("{J} Put me in my owner's hand."))
    assert "Unique" in names(state, "hand:p1")


# ----------------------------------------------------------------- counters, control, keywords
def test_7_3_8_a_double_the_boosts_on_each_character_you_control() -> None:
    text = "{J} Double the boosts on each Character you control."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", counters={"boost": 2}, **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", counters={"boost": 1}, **ALLY)
    state, _ = _resolved(b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6))
    assert state.objects[find(state, "Ally")].boosts == 4
    assert state.objects[find(state, "Foe")].boosts == 1


def test_7_3_40_a_take_control_of_up_to_two_targets() -> None:
    state, _ = _resolved(_board("{J} Take control of up to two target Characters."), ("Foe",))
    mine = (*state.zone("expedition:p1:hero"), *state.zone("expedition:p1:companion"))
    for name in ("Foe", "Foe 2"):
        assert state.objects[find(state, name)].controller == "p1"
        assert find(state, name) in mine


def test_7_4_up_to_two_targets_gain_defender_this_day() -> None:
    text = "{J} Up to two target Characters gain Defender this Day."
    state, _ = _resolved(_board(text), ("Ally", "Foe 2"))
    assert has_keyword(state, find(state, "Ally"), Keyword.DEFENDER)
    assert has_keyword(state, find(state, "Foe 2"), Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Foe"), Keyword.DEFENDER)


# ------------------------------------------------------------- keywords given to groups (2.3.1.a)
def _in_play(text: str) -> GameState:
    """The bearer of ``text`` in p1's Hero Expedition beside "Ally"; p2's "Foe" faces it."""
    assert text in READINGS_GRAM_KW
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(text))
    b = b.in_expedition("p1", "companion", "Ally", **ALLY)
    return b.in_expedition("p2", "hero", "Foe", **ALLY).build()


def test_3_1_4_a_all_characters_have_defender_whoever_controls_them() -> None:
    state = _in_play("All Characters have Defender.")
    for name in ("Bearer", "Ally", "Foe"):
        assert has_keyword(state, find(state, name), Keyword.DEFENDER)


def test_7_5_5_characters_an_opponent_controls_have_defender() -> None:
    state = _in_play("Characters an opponent controls have Defender.")
    assert has_keyword(state, find(state, "Foe"), Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Ally"), Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Bearer"), Keyword.DEFENDER)


def test_7_2_1_a_your_other_characters_are_tough_not_me() -> None:
    state = _in_play("Your other Characters have Tough 2.")
    assert tough_amount(state, find(state, "Ally")) == 2
    assert tough_amount(state, find(state, "Bearer")) == 0
    assert tough_amount(state, find(state, "Foe")) == 0


# ------------------------------------------------------------- more object phrases (6.5.b)
def test_6_5_b_up_to_two_targets_characters_or_permanents() -> None:
    text = "{J} Discard up to two targets, Characters or Permanents."
    b = _board(text).in_landmarks("p2", "Theirs", **LANDMARK)
    state, _ = _resolved(b, ("Foe 2", "Theirs"))
    assert {"Foe 2", "Theirs"} <= set(names(state, "discard:p2"))
    assert "Foe" in names(state, "expedition:p2:hero")


def test_3_2_10_all_characters_in_play_and_in_reserve_are_exhausted() -> None:
    text = "{J} Exhaust all other Characters in play and in Reserve."
    b = _board(text).in_reserve("p2", "Rested", **ALLY).in_landmarks("p1", "Mine", **LANDMARK)
    state, _ = _resolved(b)
    for name, exhausted in (("Rested", True), ("Foe", True), ("Ally", True), ("Unique", False)):
        assert (Status.EXHAUSTED in state.objects[find(state, name)].statuses) is exhausted
    assert Status.EXHAUSTED not in state.objects[find(state, "Mine")].statuses


def test_7_3_18_a_have_a_target_switch_expeditions() -> None:
    state, _ = _resolved(_board("{J} Have target Character switch Expeditions."), ("Foe 2",))
    assert "Foe 2" in names(state, "expedition:p2:hero")  # from p2's Companion one (7.3.39.a)
    assert "Foe" in names(state, "expedition:p2:hero")


# ------------------------------------------------------------- Gigantic for a time (7.4.4.o-p)
def _gigantic_for_a_time(text: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """p1's "Ally" in the Companion Expedition is the target of ``text``."""
    assert text in READINGS_GRAM_KW
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "companion", "Ally", **ALLY).in_expedition(
        "p2", "hero", "Foe", **ALLY
    )
    return _resolved(b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6), ("Ally",))


def test_7_4_4_o_gigantic_this_day_joins_the_other_expedition() -> None:
    state, entries = _gigantic_for_a_time("{J} Target Character gains Gigantic this Day.")
    ally = find(state, "Ally")
    assert is_gigantic(state, ally)
    assert ally in present_in_expeditions(state, ("p1:hero",))
    assert ally in state.zone("expedition:p1:companion")  # its card stays (7.4.4.o)
    assert "7.4.4.o" in rules_of(entries)


def test_7_4_4_p_gigantic_this_turn_leaves_it_when_the_turn_ends() -> None:
    state, entries = _gigantic_for_a_time("{J} Target Character gains Gigantic this turn.")
    ally = find(state, "Ally")
    assert not is_gigantic(state, ally)
    assert ally not in present_in_expeditions(state, ("p1:hero",))
    assert ally in state.zone("expedition:p1:companion")
    assert {"7.4.4.o", "7.4.4.p"} <= rules_of(entries)


def test_3_1_4_a_each_permanent_in_my_expedition_not_in_my_landmarks() -> None:
    cart = {"type": CardType.PERMANENT, "permanent_zone": PermanentZone.EXPEDITION, **LANDMARK}
    b = _board("{J} Exhaust each Permanent in my Expedition.").in_landmarks(
        "p1", "Mine", **LANDMARK
    )
    b = b.in_expedition("p1", "hero", "Cart", **cart).in_expedition(
        "p1", "companion", "Far", **cart
    )
    state, _ = _resolved(b)
    for name, exhausted in (("Cart", True), ("Far", False), ("Mine", False), ("Ally", False)):
        assert (Status.EXHAUSTED in state.objects[find(state, name)].statuses) is exhausted


# ------------------------------------------------------------- keywords as filters (7.4)
def _keyworded(text: str) -> GameBuilder:
    """p1 plays "Unique" (``text``); p2 has "Wall" (Defender) and "Foe"; p1 has "Ally"."""
    assert text in READINGS_GRAM_KW
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_expedition("p2", "companion", "Wall", keywords=frozenset({Keyword.DEFENDER}), **ALLY)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def test_7_4_2_only_a_character_with_defender_may_be_the_target() -> None:
    state, _ = play(_keyworded("{J} Exhaust target Character with Defender."), "Unique")
    decision = state.pending
    assert decision is not None and decision.kind == DecisionKind.TARGET
    labels = " ".join(o.label for o in decision.options)
    assert "Wall" in labels and "Foe" not in labels and "Ally" not in labels


def test_7_4_4_each_gigantic_character_gains_a_boost_once() -> None:
    """Only the Gigantic one, once though it is in both Expeditions (7.4.4.b, 7.4.4.c)."""
    b = _keyworded("{J} Each Gigantic Character gains 1 boost.")
    b = b.in_expedition("p2", "hero", "Giant", keywords=frozenset({Keyword.GIGANTIC}), **ALLY)
    state, _ = _resolved(b)
    assert state.objects[find(state, "Giant")].boosts == 1
    assert all(state.objects[find(state, n)].boosts == 0 for n in ("Ally", "Foe", "Wall"))


# ------------------------------------------------------------- tokens (2.1.e, 2.2.1.d)
def test_2_1_e_only_a_token_may_be_the_target() -> None:
    b = _board("{J} Target token gains 1 boost.")
    b = b.in_expedition("p2", "hero", "Recruit", is_token=True, **ALLY)
    state, _ = play(b, "Unique")
    decision = state.pending
    assert decision is not None and decision.kind == DecisionKind.TARGET
    labels = " ".join(o.label for o in decision.options)
    assert "Recruit" in labels and "Foe" not in labels and "Ally" not in labels


def test_7_3_36_a_sacrifice_a_token_one_of_mine() -> None:
    b = _board("{J} Sacrifice a token.").in_expedition("p1", "hero", "Mine", is_token=True, **ALLY)
    b = b.in_expedition("p2", "hero", "Theirs", is_token=True, **ALLY)
    state, _ = _resolved(b)
    assert "Mine" not in names(state, "expedition:p1:hero")  # a token sacrificed ceases to be
    assert "Ally" in names(state, "expedition:p1:hero")
    assert "Theirs" in names(state, "expedition:p2:hero")


# ------------------------------------------------------------- Permanents' zone types (2.2.3)
def test_2_2_3_a_landmark_permanent_target_is_not_an_expedition_permanent() -> None:
    cart = {"type": CardType.PERMANENT, "permanent_zone": PermanentZone.EXPEDITION, **LANDMARK}
    b = _board("{J} Return target Landmark Permanent to its owner's hand.")
    b = b.in_landmarks("p2", "Tower", **LANDMARK).in_expedition("p2", "hero", "Cart", **cart)
    state, _ = play(b, "Unique")
    decision = state.pending
    assert decision is not None and decision.kind == DecisionKind.TARGET
    labels = " ".join(o.label for o in decision.options)
    assert "Tower" in labels and "Cart" not in labels and "Foe" not in labels


def test_2_2_3_each_expedition_permanent_an_opponent_controls() -> None:
    cart = {"type": CardType.PERMANENT, "permanent_zone": PermanentZone.EXPEDITION, **LANDMARK}
    b = _board("{J} Exhaust each Expedition Permanent an opponent controls.")
    b = b.in_landmarks("p2", "Tower", **LANDMARK).in_expedition("p2", "hero", "Cart", **cart)
    state, _ = _resolved(b.in_expedition("p1", "hero", "Mine", **cart))
    for name, exhausted in (("Cart", True), ("Tower", False), ("Mine", False), ("Foe", False)):
        assert (Status.EXHAUSTED in state.objects[find(state, name)].statuses) is exhausted


# ------------------------------------------------------------- a target player (6.5.b, 1.2.6)
def test_7_3_9_a_target_player_draws_the_one_chosen() -> None:
    before = len(names(_board("{J} Target player draws a card.").build(), "hand:p2"))
    state, entries = _resolved(_board("{J} Target player draws a card."), ("p2",))
    assert len(names(state, "hand:p2")) == before + 1
    assert "6.5.b" in rules_of(entries)


def test_7_3_31_a_target_player_resupplies_the_one_chosen() -> None:
    state, _ = _resolved(_board("{J} Target player resupplies."), ("p2",))
    assert len(names(state, "reserve:p2")) == 1
    assert names(state, "reserve:p1") == []


def test_7_3_32_return_me_to_my_owners_hand() -> None:
    state, _ = _resolved(_board("{J} Return me to my owner's hand."))
    assert "Unique" in names(state, "hand:p1")
    assert "Unique" not in names(state, "expedition:p1:hero")


# ------------------------------------------------------- keyword actions, round 2: control (7.3.40)
def test_7_3_40_a_take_control_of_each_character_an_opponent_controls() -> None:
    text = "{J} Take control of each Character an opponent controls."
    state, entries = _resolved(_board(text))
    mine = (*state.zone("expedition:p1:hero"), *state.zone("expedition:p1:companion"))
    for name in ("Foe", "Foe 2"):
        assert state.objects[find(state, name)].controller == "p1"
        assert find(state, name) in mine
    assert "7.3.40.a" in rules_of(entries)


def test_7_3_40_b_take_control_of_all_permanents_moves_landmarks_only() -> None:
    b = _board("{J} Take control of all Permanents.").in_landmarks("p2", "Theirs", **LANDMARK)
    state, entries = _resolved(b)
    assert "Theirs" in names(state, "landmark:p1")
    assert state.objects[find(state, "Theirs")].controller == "p1"
    assert state.objects[find(state, "Foe")].controller == "p2"  # a Character, not taken
    assert "7.3.40.b" in rules_of(entries)


# --------------------------------------------------------- keyword actions, round 2: counts (6.5.i)
def test_2_5_c_draw_a_card_for_each_boost_on_me() -> None:
    state, _ = _resolved(_board("{J} I gain 2 boosts, then draw a card for each boost on me."))
    assert len(state.zone("hand:p1")) == 2  # Unique left the hand; two boosts, two cards
    assert len(state.zone("deck:p1")) == 4


def test_3_1_4_a_draw_a_card_for_each_exhausted_character_whoever_controls_it() -> None:
    b = _board("{J} Draw a card for each Exhausted Character.")
    b = b.in_expedition("p1", "companion", "Tired", statuses=(Status.EXHAUSTED,), **ALLY)
    b = b.in_expedition("p2", "hero", "Tired Foe", statuses=(Status.EXHAUSTED,), **ALLY)
    state, _ = _resolved(b)
    assert len(state.zone("hand:p1")) == 2  # one of mine, one of the opponent's
    assert len(state.zone("deck:p1")) == 4


# ---------------------------------------------------------- keyword actions, round 2: zones (3.2.3)
def test_3_2_3_return_target_character_from_your_discard_pile_to_your_hand() -> None:
    b = _board("{J} Return target Character from your Discard pile to your hand.")
    b = b.in_discard("p1", "Fallen", **ALLY).in_discard("p1", "Old Site", **LANDMARK)
    b = b.in_discard("p2", "Their Fallen", **ALLY)
    state, entries = _resolved(b, ("Fallen",))
    assert "Fallen" in names(state, "hand:p1")
    assert "Old Site" in names(state, "discard:p1")  # not a Character
    assert "Their Fallen" in names(state, "discard:p2")  # not in your Discard pile
    assert {"6.5.b", "7.3.32.b"} <= rules_of(entries)


# ------------------------------------------------------ keyword actions, round 2: Boosted (2.4.5.a)
BECOME_BOOSTED = "When I become Boosted — Draw a card."


def _boosting(boosts: int) -> GameBuilder:
    """p1's "Watcher" (``BECOME_BOOSTED``, with ``boosts``) in play; "Unique" in hand gives
    a target Character 1 boost."""
    gives = grammar_fields("{J} Target Character gains 1 boost.")
    b = GameBuilder().in_hand("p1", "Unique", **gives)
    b = b.in_expedition(
        "p1", "hero", "Watcher", counters={"boost": boosts}, **grammar_fields(BECOME_BOOSTED)
    )
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def test_2_4_5_a_when_i_become_boosted_from_no_boost() -> None:
    assert BECOME_BOOSTED in READINGS_GRAM_KW
    state, entries = _resolved(_boosting(0), ("Watcher",))
    assert state.objects[find(state, "Watcher")].boosts == 1
    assert len(state.zone("hand:p1")) == 1  # the card drawn
    assert "7.5.4.a" in rules_of(entries)


def test_2_4_5_a_a_boost_more_is_no_becoming_boosted() -> None:
    state, _ = _resolved(_boosting(1), ("Watcher",))
    assert state.objects[find(state, "Watcher")].boosts == 2
    assert len(state.zone("hand:p1")) == 0  # already Boosted: nothing drawn


# ------------------------------------------------------- keyword actions, round 2: rolls (7.3.33.a)
def _rollers(text: str) -> list[str]:
    """The players asked to roll a die, in order, as "Unique" (``text``) resolves."""
    state, _ = play(_board(text), "Unique")
    asked: list[str] = []
    for _ in range(20):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        if decision.kind == DecisionKind.ROLL_DIE:
            asked.append(decision.player)
        state, _ = answer(state, decision.id, decision.option_ids()[: max(1, decision.min_choices)])
        state, _ = until_decision(state)
    return asked


def test_7_3_33_a_target_opponent_rolls_a_die() -> None:
    assert _rollers("{J} Target opponent rolls a die.") == ["p2"]


def test_7_3_33_a_each_player_rolls_a_die_in_initiative_order() -> None:
    assert _rollers("{J} Each player rolls a die.") == ["p1", "p2"]
