"""The section "Uniques compose" played on boards (issue 30): the conditions and triggers a
Unique prints — read by the grammar alone — do what the text says. "you control A or B"
holds with either (6.5.d); "A and B" needs both (two objects, 7.2.1.a); "When an Expedition
moves forward" activates for any player's Expedition (7.3.25.a, 6.3.g); "When a Spell you
control joins your discard pile" for the controller's Spell resolving into it (3.2.3,
5.2.4.b); "it's In Contact" looks at the region of the Character that joined (7.5.9.a-b);
"another Character" played this turn is not the bearer's own card (7.2.1.a, 5.1.2.k); "it
has 2 or more counters" counts boosts and named counters alike (2.5.1.a)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder, GameState, Phase, Terrain, find
from engine.core import play_card
from engine.reading.conditions import holds
from engine.state.enums import CardType, PermanentZone, Status
from engine.state.records import replace
from scenarios.cards.condition_texts import condition_of
from scenarios.cards.printed import PrintedCard, read_printed

from ..cards_text.helpers import from_phase, play
from ..engine.helpers import pay_mana_asked, until_decision
from .grammar_cards import grammar_fields, roll_watched
from .sentences_unique_composition import (
    AN_EXPEDITION_FORWARD,
    BOTH_MAY_BE_ONE,
    BOTH_PERMANENTS,
    EITHER_PERMANENT,
    FIRST_EACH_TURN_DIE,
    IT_HAS_COUNTERS,
    IT_IN_CONTACT,
    MOVED_INTO_WATER_OR_FOREST,
    ONCE_PER_DAY_AFTER_COLON,
    OPPONENT_PLAYS_EITHER,
    PLAYED_ANOTHER,
    RESULT_AFTER_ROLL,
    ROLLED_FIVE_OR_SIX,
    SPELL_JOINS_YOUR_DISCARD,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
PERMANENT = {"type": CardType.PERMANENT, "hand_cost": 1, "reserve_cost": 1}


def _hand(state: GameState) -> int:
    return len(state.zone("hand:p1"))


def _with_permanents(b: GameBuilder, landmark: bool, expedition: bool) -> GameBuilder:
    if landmark:
        b = b.in_landmarks("p1", "Mill", permanent_zone=PermanentZone.LANDMARK, **PERMANENT)
    if expedition:
        b = b.in_expedition(
            "p1", "companion", "Flag", permanent_zone=PermanentZone.EXPEDITION, **PERMANENT
        )
    return b


@pytest.mark.parametrize(
    ("landmark", "expedition", "draws"),
    [(True, False, 1), (False, True, 1), (False, False, 0)],
)
def test_6_5_d_you_control_a_or_b_holds_with_either(
    landmark: bool, expedition: bool, draws: int
) -> None:
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(EITHER_PERMANENT, "Bearer"))
    b = _with_permanents(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), landmark, expedition)
    hand = len(b.build().zone("hand:p1"))
    state, _ = play(b, "Bearer")
    assert _hand(state) == hand - 1 + draws  # Bearer left the hand


@pytest.mark.parametrize(
    ("landmark", "expedition", "draws"),
    [(True, True, 1), (True, False, 0), (False, True, 0)],
)
def test_6_5_d_you_control_a_and_b_needs_both(landmark: bool, expedition: bool, draws: int) -> None:
    f = grammar_fields(BOTH_PERMANENTS, "Bearer")
    b = GameBuilder().in_reserve("p1", "Bearer", **f).mana("p1", 4).deck_of("p1", 6)
    b = _with_permanents(b.deck_of("p2", 6), landmark, expedition)
    state, _ = until_decision(b.at_afternoon().build())
    hand = _hand(state)
    state, _ = play_card(state, "p1", find(state, "Bearer"), "hero")  # {R}: from Reserve
    state, _ = until_decision(state)
    state = _paid_all(state)
    assert _hand(state) == hand + draws


def test_7_2_1_a_and_of_two_descriptions_one_object_fits_is_not_run() -> None:
    """One Boosted Character fits "a Character" and "a Boosted Character": the condition
    would count it twice, so the reading is refused with the condition named."""
    card = PrintedCard(
        "Fixture",
        "Character",
        hand_cost=2,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=BOTH_MAY_BE_ONE,
    )
    reading = read_printed(card, patterns=False)
    assert not reading.executable
    assert "you control a character and a boosted character" in reading.abilities[0].reason


def _activations(entries: tuple[object, ...], name: str) -> int:
    texts = [getattr(e, "text", "") for e in entries]
    return sum(t.count(name) for t in texts if t.startswith("Reaction-activating step"))


def test_7_3_25_a_an_expedition_moving_forward_is_any_players() -> None:
    """Only p2's Hero Expedition moves forward at Progress (4.2.4): the Reaction of p1's
    Landmark activates for it, an opponent's (as "one of your Expeditions" would not)."""
    f = grammar_fields(AN_EXPEDITION_FORWARD, "Lookout")
    f = {**f, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    for stat in ("forest", "mountain", "water"):
        f.pop(stat, None)
    b = GameBuilder().in_landmarks("p1", "Lookout", **f)
    b = b.in_expedition("p2", "hero", "Runner", forest=3, mountain=0, water=0)
    state, entries = from_phase(b, Phase.DUSK)
    assert state.positions["p2:hero"] == 1
    assert state.positions["p1:hero"] == 0 and state.positions["p1:companion"] == 7
    assert _activations(entries, "Lookout") == 1


@pytest.mark.parametrize(("whose", "boosts"), [("p1", 1), ("p2", 0)])
def test_5_2_4_b_spell_you_control_joins_your_discard_pile(whose: str, boosts: int) -> None:
    """A Fleeting Spell (played from Reserve) resolved moves to its owner's Discard pile
    (5.2.4.b): p1's joins p1's and the bearer gains a boost; p2's joins p2's, not "your"."""
    spell = grammar_fields("Draw a card.", "Spark", type="Spell")
    b = GameBuilder().in_expedition(
        "p1", "hero", "Keeper", **grammar_fields(SPELL_JOINS_YOUR_DISCARD, "Keeper")
    )
    b = b.in_reserve(whose, "Spark", **spell).mana(whose, 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = until_decision(b.at_afternoon(first=whose).build())
    state, _ = play_card(state, whose, find(state, "Spark"), "spell")
    state, _ = until_decision(state)
    state = _paid_all(state)
    assert find(state, "Spark") in state.zone(f"discard:{whose}")
    assert state.objects[find(state, "Keeper")].boosts == boosts


def _paid_all(state: GameState) -> GameState:

    state = pay_mana_asked(state)
    return state


@pytest.mark.parametrize(("region", "draws"), [(0, 1), (5, 0)])
def test_7_5_9_b_it_is_in_contact_when_its_expedition_shares_a_region(
    region: int, draws: int
) -> None:
    """The Character played into p1's Hero Expedition (region 0) is In Contact when p2's
    Companion Expedition is in region 0 too (7.5.9.a-b); p2's Hero Expedition is away, in
    region 3."""
    b = GameBuilder().in_expedition(
        "p1", "hero", "Sentry", **grammar_fields(IT_IN_CONTACT, "Sentry")
    )
    b = b.in_hand("p1", "Ally", **ALLY).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    b = b.position("p2:hero", 3).position("p2:companion", region)
    hand = len(b.build().zone("hand:p1"))
    state, _ = play(b, "Ally")
    assert _hand(state) == hand - 1 + draws


@pytest.mark.parametrize(("before", "draws"), [(False, 0), (True, 1)])
def test_7_2_1_a_another_character_played_this_turn_is_not_me(before: bool, draws: int) -> None:
    """The bearer is itself a Character played this turn (5.1.2.k); only another one that
    p1 played this turn makes the condition hold."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(PLAYED_ANOTHER, "Bearer"))
    b = b.in_discard("p1", "Earlier", **ALLY).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = until_decision(b.at_afternoon().build())
    if before:  # Earlier was played this turn and has gone since (the game keeps it)
        earlier = state.objects[find(state, "Earlier")].card_id
        assert earlier is not None
        state = replace(state, plays_this_turn=(("p1", earlier),))
    hand = _hand(state)
    state, _ = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, _ = until_decision(state)
    state = _paid_all(state)
    assert _hand(state) == hand - 1 + draws


@pytest.mark.parametrize(
    ("counters", "result"),
    [({"boost": 1, "Charge": 1}, True), ({"Charge": 2}, True), ({"boost": 1}, False)],
)
def test_2_5_1_a_it_has_counters_counts_boosts_and_named_counters(
    counters: dict[str, Any], result: bool
) -> None:
    reading = read_printed(
        PrintedCard(
            "Fixture",
            "Character",
            hand_cost=2,
            reserve_cost=1,
            forest=1,
            mountain=1,
            water=1,
            main_text=IT_HAS_COUNTERS,
        ),
        patterns=False,
    )
    assert reading.executable
    condition = condition_of("it has 2 or more counters")
    assert condition is not None
    b = GameBuilder().in_expedition("p1", "hero", "Ally", counters=counters, **ALLY)
    state = b.at_afternoon().build()
    assert holds(condition, state, "p1", it=(find(state, "Ally"),)) is result


@pytest.mark.parametrize(
    ("rolls", "draws"),
    [((("p1", 6),), 1), ((("p1", 2), ("p1", 5)), 1), ((("p1", 4),), 0), ((("p2", 6),), 0)],
)
def test_7_3_33_a_a_die_you_rolled_this_day_showed_one_of_the_results(
    rolls: tuple[tuple[str, int], ...], draws: int
) -> None:
    """The results noted this Day (4.1): only p1's, only a 5 or a 6."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(ROLLED_FIVE_OR_SIX, "Bearer"))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = until_decision(b.at_afternoon().build())
    state = replace(state, rolls_this_day=rolls)
    hand = _hand(state)
    state, _ = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, _ = until_decision(state)
    state = _paid_all(state)
    assert _hand(state) == hand - 1 + draws


def test_7_3_33_a_each_die_rolled_is_noted_for_the_day() -> None:
    """ "{J} Roll a die." answered 6: the result is noted as p1's (7.3.33.a)."""
    from engine import DecisionKind, answer

    b = GameBuilder().in_hand("p1", "Thrower", **grammar_fields("{J} Roll a die.", "Thrower"))
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6).at_afternoon().build()
    )
    state, _ = play_card(state, "p1", find(state, "Thrower"), "hero")
    state, _ = until_decision(state)
    state = _paid_all(state)
    assert state.pending is not None and state.pending.kind == DecisionKind.ROLL_DIE
    state, _ = answer(state, state.pending.id, "6")
    state, _ = until_decision(state)
    assert state.rolls_this_day == (("p1", 6),)


@pytest.mark.parametrize(
    ("roller", "drawn"), [("{J} Roll a die. Roll a die.", 1), ("{J} Roll a die.", 1)]
)
def test_4_2_3_the_first_time_each_turn_said_before_the_event(roller: str, drawn: int) -> None:
    """ "The first time each turn you roll a die": the first die of the turn only, as "The
    first time you roll a die each turn" (4.2.3, 7.3.33.a)."""
    _, hand, _ = roll_watched(FIRST_EACH_TURN_DIE, "p1", 4, roller=roller)
    assert hand == drawn - 1  # p1 played the Roller from their hand


@pytest.mark.parametrize(
    ("terrain", "boosts"), [(Terrain.WATER, 1), (Terrain.FOREST, 1), (Terrain.MOUNTAIN, 0)]
)
def test_7_5_8_b_my_expedition_moved_into_one_of_two_terrains(
    terrain: Terrain, boosts: int
) -> None:
    """The Expedition that moved, after the move (6.3.k), is in {O} or in {V} (7.5.8.b)."""
    f = grammar_fields(MOVED_INTO_WATER_OR_FOREST, "Heron", forest=3)
    b = GameBuilder().in_expedition("p1", "hero", "Heron", statuses=(Status.ANCHORED,), **f)
    b = b.region(0, Terrain.FOREST).region(1, terrain)
    state, _ = from_phase(b, Phase.DUSK)
    assert state.positions["p1:hero"] == 1  # it moved forward due to Forest (4.2.4.b)
    assert state.objects[find(state, "Heron")].boosts == boosts


def test_1_4_6_c_once_per_day_after_a_colon_limits_the_reaction() -> None:
    """Two dice rolled: the Reaction activates for the first only — the limit is the
    Reaction's, not a step the colon's condition governs (1.4.6.c, 6.5.d)."""
    _, hand, _ = roll_watched(
        ONCE_PER_DAY_AFTER_COLON, "p1", 4, roller="{J} Roll a die. Roll a die."
    )
    assert hand == 1 - 1  # one card drawn; p1 played the Roller from their hand


@pytest.mark.parametrize(
    ("kind", "draws"), [(CardType.PERMANENT, 1), (CardType.SPELL, 1), (CardType.CHARACTER, 0)]
)
def test_5_1_2_an_opponent_plays_a_card_of_one_of_two_types(kind: CardType, draws: int) -> None:
    """p2 plays a card: a Spell or a Permanent activates p1's Reaction, a Character not."""
    watcher = grammar_fields(OPPONENT_PLAYS_EITHER, "Watcher")
    card: dict[str, Any] = {"type": kind, "hand_cost": 1, "reserve_cost": 1}
    if kind is CardType.CHARACTER:
        card = {**ALLY}
    if kind is CardType.PERMANENT:
        card["permanent_zone"] = PermanentZone.LANDMARK
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **watcher)
    b = b.in_hand("p2", "Thing", **card).mana("p2", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = until_decision(b.at_afternoon(first="p2").build())
    hand = _hand(state)
    dest = {CardType.SPELL: "spell", CardType.PERMANENT: "landmark"}.get(kind, "hero")
    state, _ = play_card(state, "p2", find(state, "Thing"), dest)
    state, _ = until_decision(state)
    state = _paid_all(state)
    assert _hand(state) == hand + draws


@pytest.mark.parametrize(("face", "draws", "boosts"), [(5, 1, 0), (4, 1, 0), (3, 0, 1)])
def test_7_3_33_b_if_the_result_after_a_roll_is_one_of_its_results(
    face: int, draws: int, boosts: int
) -> None:
    """ "Roll a die. If the result is 4 or more, X, otherwise Y": the sentence uses the
    roll's result (7.3.33.b) — X on 4-6, Y on 1-3."""
    from engine import DecisionKind, answer

    b = GameBuilder().in_hand("p1", "Gambler", **grammar_fields(RESULT_AFTER_ROLL, "Gambler"))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = until_decision(b.at_afternoon().build())
    hand = _hand(state)
    state, _ = play_card(state, "p1", find(state, "Gambler"), "hero")
    state, _ = until_decision(state)
    state = _paid_all(state)
    assert state.pending is not None and state.pending.kind == DecisionKind.ROLL_DIE
    state, _ = answer(state, state.pending.id, str(face))
    state, _ = until_decision(state)
    assert _hand(state) == hand - 1 + draws
    assert state.objects[find(state, "Gambler")].boosts == boosts
