"""Statistics said one by one, "of their choice" and "they" after a group, read by the
grammar alone and played on boards (issue 30): "+1 {V} and +1 {O}" changes those two
statistics only (2.2.11.b, 2.3.1.a), of the objects the passive describes; "[player]
sacrifices a [X] of their choice": that player chooses among their own [X] (6.1.h,
1.1.3); "[group] gain 1 boost. They gain Anchored": every object of the group gets both
(6.1.e)."""

from __future__ import annotations

from engine import GameBuilder, GameState, Status, answer, find
from engine.reading.passives import has_keyword, statistics, tough_amount
from engine.state import zones as z
from engine.state.enums import (
    BOOST,
    CardType,
    ExpeditionKind,
    Keyword,
    PermanentZone,
    Terrain,
    ZoneKind,
)
from scenarios.cards.printed import PrintedCard, read_printed

from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_referred import (
    ANCHORED_GET_TWO,
    BOARD_SENTENCES_REFERRED,
    EITHER_TERRAIN_EXPEDITION,
    EXPEDITION_THEN_LOSE,
    EXPEDITION_THEN_TOKEN,
    GROUP_THEN_THEY,
    I_GET_AND_LOSE_IF,
    LOSE_DEFENDER_IF,
    LOSE_TOUGH,
    MOVED_TARGET_IN_THAT,
    MOVED_TOKEN_IN_IT,
    NO_BOOSTS_TOUGH_AND_MOUNTAIN,
    OPPONENT_SACRIFICES_PERMANENT,
    TARGET_SACRIFICES_CHEAP,
    YOURS_IN_EITHER_MOVES,
    YOURS_IN_TARGET_EXPEDITION,
)
from .test_board_composed_descriptions import ALLY, _bearer, _paid


def test_every_board_sentence_is_played_here() -> None:
    assert set(BOARD_SENTENCES_REFERRED) == {
        ANCHORED_GET_TWO,
        OPPONENT_SACRIFICES_PERMANENT,
        TARGET_SACRIFICES_CHEAP,
        GROUP_THEN_THEY,
        EXPEDITION_THEN_LOSE,
        EXPEDITION_THEN_TOKEN,
        LOSE_DEFENDER_IF,
        NO_BOOSTS_TOUGH_AND_MOUNTAIN,
        I_GET_AND_LOSE_IF,
        EITHER_TERRAIN_EXPEDITION,
        YOURS_IN_EITHER_MOVES,
        MOVED_TOKEN_IN_IT,
        MOVED_TARGET_IN_THAT,
        YOURS_IN_TARGET_EXPEDITION,
    }


def _stats(state: GameState, name: str) -> tuple[int, int, int]:
    s = statistics(state, find(state, name))
    return s[Terrain.FOREST], s[Terrain.MOUNTAIN], s[Terrain.WATER]


def test_2_3_1_a_plus_one_forest_and_water_to_anchored_characters_you_control() -> None:
    """Only the Anchored Characters of the passive's controller get +1 {V} and +1 {O}; their
    {M} and every other Character's statistics are as printed (2.2.11.b, 2.3.1.b)."""
    f = grammar_fields(ANCHORED_GET_TWO, "Banner", unique=False, type="Permanent")
    f = {**f, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    anchored = {**ALLY, "statuses": (Status.ANCHORED,)}
    b = GameBuilder().in_landmarks("p1", "Banner", **f)
    b = b.in_expedition("p1", "hero", "Held", **anchored)
    b = b.in_expedition("p1", "companion", "Loose", **ALLY)
    b = b.in_expedition("p2", "hero", "Theirs", **anchored)
    state = b.at_afternoon(first="p1").build()
    assert _stats(state, "Held") == (2, 1, 2)
    assert _stats(state, "Loose") == (1, 1, 1)
    assert _stats(state, "Theirs") == (1, 1, 1)


def _sacrifice_board(text: str) -> GameState:
    b = _bearer(text).in_expedition("p2", "hero", "Cheap", **ALLY)
    b = b.in_expedition("p2", "hero", "Dear", **{**ALLY, "hand_cost": 5})
    land = {"hand_cost": 1, "reserve_cost": 1, "type": CardType.PERMANENT}
    b = b.in_landmarks("p2", "Tower", **{**land, "permanent_zone": PermanentZone.LANDMARK})
    b = b.in_landmarks("p1", "Mine", **{**land, "permanent_zone": PermanentZone.LANDMARK})
    state, _ = _paid(b.at_afternoon(first="p1").build())
    return state


def _labels(state: GameState) -> set[str]:
    assert state.pending is not None
    return {o.label for o in state.pending.options}


def test_6_1_h_each_opponent_sacrifices_a_permanent_of_their_choice() -> None:
    """p2 chooses, among their own Permanents only (not p1's, not a Character), 6.1.h."""
    state = _sacrifice_board(OPPONENT_SACRIFICES_PERMANENT)
    assert state.pending is not None and state.pending.player == "p2"
    assert {w for label in _labels(state) for w in label.split()} & {"Tower"}
    assert not {w for label in _labels(state) for w in label.split()} & {"Mine", "Cheap", "Dear"}
    state, _ = answer(state, state.pending.id, state.pending.option_ids()[:1])
    state, _ = until_decision(state)
    where = {n: state.objects[find(state, n)].zone for n in ("Tower", "Mine", "Cheap", "Dear")}
    assert where["Tower"] == z.personal(ZoneKind.DISCARD, "p2")  # sacrificed (7.3.36.a)
    assert where["Mine"] == z.landmarks("p1")
    assert {where["Cheap"], where["Dear"]} == {z.expedition("p2", ExpeditionKind.HERO)}


def test_6_1_h_target_opponent_sacrifices_a_cheap_character_of_their_choice() -> None:
    """Once the opponent is targeted (6.5.b), they choose one of their Characters with Hand
    Cost 3 or less (6.1.h): "Dear" (5) is no option."""
    state = _sacrifice_board(TARGET_SACRIFICES_CHEAP)
    while state.pending is not None and state.pending.player == "p1":
        state, _ = answer(state, state.pending.id, state.pending.option_ids()[:1])
        state, _ = until_decision(state)
    assert state.pending is not None and state.pending.player == "p2"
    words = {w for label in _labels(state) for w in label.split()}
    assert "Cheap" in words and "Dear" not in words and "Tower" not in words


def test_6_1_e_characters_you_control_gain_a_boost_then_they_gain_anchored() -> None:
    """Every Character p1 controls — the bearer too — gains 1 boost, then Anchored; p2's
    Character neither (6.1.e: "they" are the group's objects)."""
    b = _bearer(GROUP_THEN_THEY).in_expedition("p1", "companion", "Ally", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    state, entries = _paid(b.at_afternoon(first="p1").build())
    state, _ = answer_picking(state, entries, ())
    for name in ("Bearer", "Ally"):
        o = state.objects[find(state, name)]
        assert o.counters.get(BOOST, 0) == 1 and Status.ANCHORED in o.statuses, name
    foe = state.objects[find(state, "Foe")]
    assert foe.counters.get(BOOST, 0) == 0 and Status.ANCHORED not in foe.statuses


def _expedition_board(text: str) -> GameState:
    """p1 (Bearer in the Hero Expedition) with a Boosted Character in each Expedition, p2
    with one; p1's Expeditions in position 3, p2's in 4. The state at the target's choice."""
    boosted = {**ALLY, "counters": {BOOST: 2}}
    b = _bearer(text).in_expedition("p1", "hero", "Here", **boosted)
    b = b.in_expedition("p1", "companion", "There", **boosted)
    b = b.in_expedition("p2", "companion", "Foe", **boosted)
    for e in ("p1:hero", "p1:companion", "p2:hero", "p2:companion"):
        b = b.position(e, 3 if e.startswith("p1") else 4)
    state, _ = _paid(b.at_afternoon(first="p1").build())
    assert state.pending is not None
    assert set(state.pending.option_ids()) == {"p1:hero", "p1:companion"}  # yours (7.5.5.a)
    return state


def test_6_5_b_characters_in_it_are_those_of_the_expedition_that_moved() -> None:
    """The targeted Companion Expedition moves forward, then its Characters — only them —
    lose all their boosts (7.3.25.a, 6.5.b): the Hero Expedition's and p2's keep theirs."""
    state = _expedition_board(EXPEDITION_THEN_LOSE)
    state, _ = answer(state, state.pending.id, ("p1:companion",))  # type: ignore[union-attr]
    state, _ = until_decision(state)
    # a Companion Expedition moves forward towards the Hero region (7.3.25.a)
    assert state.positions["p1:companion"] == 2 and state.positions["p1:hero"] == 3
    boosts = {n: state.objects[find(state, n)].boosts for n in ("Here", "There", "Foe")}
    assert boosts == {"Here": 2, "There": 0, "Foe": 2}


def test_7_3_5_a_token_created_in_the_expedition_that_moved() -> None:
    """The targeted Hero Expedition moves backward, then the token is created in it — not
    in the other Expedition (7.3.5.a)."""
    state = _expedition_board(EXPEDITION_THEN_TOKEN)
    state, _ = answer(state, state.pending.id, ("p1:hero",))  # type: ignore[union-attr]
    state, _ = until_decision(state)
    assert state.positions["p1:hero"] == 2 and state.positions["p1:companion"] == 3
    hero = {state.name(o) for o in state.zone(z.expedition("p1", ExpeditionKind.HERO))}
    companion = {state.name(o) for o in state.zone(z.expedition("p1", ExpeditionKind.COMPANION))}
    assert any("Ember Sprite" in n for n in hero), hero
    assert not any("Ember Sprite" in n for n in companion), companion


def test_2_3_1_a_i_lose_defender_while_i_have_two_boosts() -> None:
    """A Defender Character printing "If I have 2 or more boosts, I lose [[Defender]]": with
    one boost it is Defender, with two it is not (2.3.2.f: the passive works while its
    condition holds); another Defender Character keeps its own (7.4)."""
    f = {
        **grammar_fields(LOSE_DEFENDER_IF, "Wall", unique=False),
        "keywords": frozenset({Keyword.DEFENDER}),
    }
    for boosts, defender in ((1, True), (2, False)):
        b = GameBuilder().in_expedition("p1", "hero", "Wall", **f, counters={BOOST: boosts})
        b = b.in_expedition(
            "p1", "hero", "Guard", **{**ALLY, "keywords": frozenset({Keyword.DEFENDER})}
        )
        state = b.at_afternoon(first="p1").build()
        assert has_keyword(state, find(state, "Wall"), Keyword.DEFENDER) is defender, boosts
        assert has_keyword(state, find(state, "Guard"), Keyword.DEFENDER)


def test_7_4_losing_tough_is_said_not_applied() -> None:
    """ "I lose [[Tough 1]]" is read but not executable: the reason names the keyword."""
    card = PrintedCard(
        "Fixture",
        "Character",
        hand_cost=2,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=LOSE_TOUGH,
    )
    reading = read_printed(card, patterns=False)
    assert not reading.executable
    assert any("losing 'Tough 1'" in (a.reason or "") for a in reading.abilities)


def test_2_3_1_a_characters_with_no_boosts_have_tough_and_plus_one_mountain() -> None:
    """One sentence, two passive abilities of the same objects: p1's Characters with no
    boosts are Tough 1 and get +1 {M}; a Boosted one and p2's neither (2.3.1.a-b, 2.4.5.a)."""
    f = grammar_fields(NO_BOOSTS_TOUGH_AND_MOUNTAIN, "Banner", unique=False, type="Permanent")
    f = {**f, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    b = GameBuilder().in_landmarks("p1", "Banner", **f)
    b = b.in_expedition("p1", "hero", "Bare", **ALLY)
    b = b.in_expedition("p1", "hero", "Boosted", **{**ALLY, "counters": {BOOST: 1}})
    b = b.in_expedition("p2", "hero", "Theirs", **ALLY)
    state = b.at_afternoon(first="p1").build()
    assert _stats(state, "Bare") == (1, 2, 1) and tough_amount(state, find(state, "Bare")) == 1
    assert _stats(state, "Boosted") == (2, 2, 2)  # its boost only (2.5.1.b)
    assert tough_amount(state, find(state, "Boosted")) == 0
    assert _stats(state, "Theirs") == (1, 1, 1) and tough_amount(state, find(state, "Theirs")) == 0


def test_2_3_2_f_with_two_boosts_i_get_plus_one_mountain_and_lose_defender() -> None:
    """Both parts hold while the condition does: with one boost the Character keeps its
    printed Defender and its {M}; with two it gets +1 {M} and is no longer Defender."""
    f = {
        **grammar_fields(I_GET_AND_LOSE_IF, "Wall", unique=False),
        "keywords": frozenset({Keyword.DEFENDER}),
    }
    for boosts, defender, mountain in ((1, True, 2), (2, False, 4)):
        b = GameBuilder().in_expedition("p1", "hero", "Wall", **f, counters={BOOST: boosts})
        state = b.at_afternoon(first="p1").build()
        assert has_keyword(state, find(state, "Wall"), Keyword.DEFENDER) is defender, boosts
        assert _stats(state, "Wall")[1] == mountain, boosts


def _terrain_board(text: str) -> GameState:
    """p1's Hero Expedition in a Forest region, p1's Companion in Mountain, p2's Hero in
    Water and p2's Companion in Mountain; a Character in each. At the target's choice."""
    b = _bearer(text).in_expedition("p1", "companion", "Ally", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY).in_expedition(
        "p2", "companion", "Rival", **ALLY
    )
    b = b.region(1, Terrain.FOREST).region(2, Terrain.WATER).region(5, Terrain.MOUNTAIN)
    b = b.position("p1:hero", 1).position("p2:hero", 2)
    b = b.position("p1:companion", 5).position("p2:companion", 5)
    state, _ = _paid(b.at_afternoon(first="p1").build())
    assert state.pending is not None
    return state


def test_7_5_8_b_characters_in_target_expedition_in_forest_or_water() -> None:
    """Only the Expeditions in a Forest or Water region are offered (6.5.b, 7.5.8.b) — not
    the two in Mountain; the Characters of the one chosen gain the boost."""
    state = _terrain_board(EITHER_TERRAIN_EXPEDITION)
    assert set(state.pending.option_ids()) == {"p1:hero", "p2:hero"}  # type: ignore[union-attr]
    state, _ = answer(state, state.pending.id, ("p2:hero",))  # type: ignore[union-attr]
    state, _ = until_decision(state)
    boosts = {n: state.objects[find(state, n)].boosts for n in ("Bearer", "Ally", "Foe", "Rival")}
    assert boosts == {"Bearer": 0, "Ally": 0, "Foe": 1, "Rival": 0}


def test_7_5_5_a_target_expedition_you_control_in_forest_or_water() -> None:
    """Yours (7.5.5.a) and in either terrain (7.5.8.b): only p1's Hero Expedition."""
    state = _terrain_board(YOURS_IN_EITHER_MOVES)
    assert set(state.pending.option_ids()) == {"p1:hero"}  # type: ignore[union-attr]


def test_6_3_i_token_created_in_the_expedition_that_moved_forward() -> None:
    """p1's Landmark watches p1's Expeditions: the Companion one moves forward (an effect),
    so the token is created in it — not in the Hero Expedition (6.3.i, 7.3.5.a)."""
    f = grammar_fields(MOVED_TOKEN_IN_IT, "Watch", unique=False, type="Permanent")
    f = {**f, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    b = _bearer(EXPEDITION_THEN_LOSE).in_landmarks("p1", "Watch", **f)
    for e in ("p1:hero", "p1:companion", "p2:hero", "p2:companion"):
        b = b.position(e, 3 if e.startswith("p1") else 4)
    state, _ = _paid(b.at_afternoon(first="p1").build())
    state, entries = answer(state, state.pending.id, ("p1:companion",))  # type: ignore[union-attr]
    state, more = until_decision(state)
    state, _ = answer_picking(state, (entries, *more), ())
    hero = {state.name(o) for o in state.zone(z.expedition("p1", ExpeditionKind.HERO))}
    companion = {state.name(o) for o in state.zone(z.expedition("p1", ExpeditionKind.COMPANION))}
    assert any("Sapling" in n for n in companion), companion
    assert not any("Sapling" in n for n in hero), hero


def test_6_5_b_target_character_in_the_expedition_that_moved() -> None:
    """The Companion Expedition moves forward: only the Characters in it are suitable targets
    (6.5.b) — not the bearer in the Hero Expedition, nor p2's; the one chosen gains 1 boost."""
    f = grammar_fields(MOVED_TARGET_IN_THAT, "Watch", unique=False, type="Permanent")
    f = {**f, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    b = _bearer(EXPEDITION_THEN_LOSE).in_landmarks("p1", "Watch", **f)
    b = b.in_expedition("p1", "companion", "Left", **ALLY)
    b = b.in_expedition("p1", "companion", "Right", **ALLY)
    b = b.in_expedition("p2", "companion", "Foe", **ALLY)
    for e in ("p1:hero", "p1:companion", "p2:hero", "p2:companion"):
        b = b.position(e, 3 if e.startswith("p1") else 4)
    state, _ = _paid(b.at_afternoon(first="p1").build())
    state, _ = answer(state, state.pending.id, ("p1:companion",))  # type: ignore[union-attr]
    state, _ = until_decision(state)
    while state.pending is not None and "Left" not in {o.label for o in state.pending.options}:
        state, _ = answer(state, state.pending.id, state.pending.option_ids()[:1])
        state, _ = until_decision(state)
    assert state.pending is not None
    assert {o.label for o in state.pending.options} == {"Left", "Right"}
    state, _ = answer(state, state.pending.id, (find(state, "Right"),))
    state, _ = until_decision(state)
    boosts = {n: state.objects[find(state, n)].boosts for n in ("Bearer", "Left", "Right", "Foe")}
    assert boosts == {"Bearer": 0, "Left": 0, "Right": 1, "Foe": 0}


def test_7_5_5_b_characters_you_control_in_target_expedition() -> None:
    """Any Expedition may be targeted (6.5.b); the Characters p1 controls in it gain the
    boost — in p1's Companion Expedition, Ally; Bearer in the Hero one and p2's do not."""
    state = _terrain_board(YOURS_IN_TARGET_EXPEDITION)
    assert len(state.pending.option_ids()) == 4  # type: ignore[union-attr]
    state, _ = answer(state, state.pending.id, ("p1:companion",))  # type: ignore[union-attr]
    state, _ = until_decision(state)
    boosts = {n: state.objects[find(state, n)].boosts for n in ("Bearer", "Ally", "Foe", "Rival")}
    assert boosts == {"Bearer": 0, "Ally": 1, "Foe": 0, "Rival": 0}
