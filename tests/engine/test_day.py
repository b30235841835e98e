"""The day (4.1, 4.2): set-up, Morning, Dusk and Night."""

from __future__ import annotations

from engine import (
    BOOST,
    DecisionKind,
    GameBuilder,
    Keyword,
    Phase,
    Status,
    Terrain,
    find,
    new_game,
)

from .helpers import choose, pending, plain_decks, rules_of, texts, until_decision

F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER


def test_4_1_i_opening_three_ready_mana_orbs_and_4_1_j_first_morning_skipped() -> None:
    state, entries = until_decision(new_game(plain_decks(), seed=3))
    d = pending(state)
    assert d.kind == DecisionKind.INITIAL_MANA and d.min_choices == 3
    assert {"4.1.b", "4.1.c", "4.1.f", "4.1.g", "4.1.h"} <= rules_of(entries)
    first = state.first_player
    assert d.player == first  # 1.4.5.a: initiative order
    state = choose(state, *d.option_ids()[:3])
    state = choose(state, *pending(state).option_ids()[:3])
    for p in ("p1", "p2"):
        orbs = state.zone(f"mana:{p}")
        assert len(orbs) == 3 and not any(state.objects[o].has(Status.EXHAUSTED) for o in orbs)
        assert len(state.zone(f"hand:{p}")) == 3
    assert state.day == 1 and state.phase is Phase.AFTERNOON
    assert pending(state).kind == DecisionKind.TURN and pending(state).player == first


def test_4_1_c_tumult_regions_start_face_down() -> None:
    state, _ = until_decision(new_game(plain_decks(), seed=3))
    assert len(state.adventure) == 8
    assert all(not r.face_up and not r.terrains for r in state.adventure[1:7])
    assert state.positions == {"p1:hero": 0, "p1:companion": 7, "p2:hero": 0, "p2:companion": 7}


def _morning() -> GameBuilder:
    return (
        GameBuilder()
        .deck_of("p1", 5)
        .deck_of("p2", 5)
        .in_hand("p1", "Spare")
        .in_reserve("p1", "Tired Reserve", statuses=(Status.EXHAUSTED,))
        .in_expedition("p2", "hero", "Tired Char", statuses=(Status.EXHAUSTED,))
        .mana("p1", 0, exhausted=2)
        .at_phase(Phase.MORNING, first="p1")
    )


def test_4_2_1_b_succeed_4_2_1_c_prepare_4_2_1_d_draw() -> None:
    state, entries = until_decision(_morning().build())
    assert state.first_player == "p2"
    assert not state.objects[find(state, "Tired Reserve")].has(Status.EXHAUSTED)
    assert not state.objects[find(state, "Tired Char")].has(Status.EXHAUSTED)
    assert not any(state.objects[o].has(Status.EXHAUSTED) for o in state.zone("mana:p1"))
    assert len(state.zone("hand:p1")) == 3 and len(state.zone("hand:p2")) == 2
    assert {"4.2.1.b", "4.2.1.c", "4.2.1.d"} <= rules_of(entries)


def test_4_2_1_e_expand_puts_a_ready_mana_orb_in_turn_order() -> None:
    state, _ = until_decision(_morning().build())
    d = pending(state)
    assert d.kind == DecisionKind.EXPAND and d.player == "p2"  # new first player decides first
    state = choose(state, "none")
    spare = find(state, "Spare")
    state = choose(state, spare)
    orbs = state.zone("mana:p1")
    assert len(orbs) == 3
    new_orb = orbs[-1]
    assert not state.objects[new_orb].has(Status.EXHAUSTED)
    assert state.phase is Phase.AFTERNOON


def test_7_3_9_c_morning_draw_with_short_deck_offers_shuffle() -> None:
    b = (
        GameBuilder()
        .deck_of("p1", 1)
        .in_discard("p1", "Recycled")
        .deck_of("p2", 4)
        .at_phase(Phase.MORNING, first="p2")
    )
    state, _ = until_decision(b.build())
    d = pending(state)
    assert d.kind == DecisionKind.MORNING_SHUFFLE and d.player == "p1"
    state = choose(state, "yes")
    assert len(state.zone("hand:p1")) == 2
    assert state.objects[find(state, "Recycled")].zone == "hand:p1"


def _dusk(builder: GameBuilder) -> GameBuilder:
    return builder.at_phase(Phase.DUSK)


def _progress(builder: GameBuilder) -> dict[str, int]:
    state, _ = until_decision(_dusk(builder).build())
    return dict(state.positions)


def test_4_2_4_b_greater_statistic_in_region_terrain_moves_forward() -> None:
    b = (
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "Strong", forest=3)
        .in_expedition("p2", "hero", "Weak", forest=2, mountain=9)
    )
    pos = _progress(b)
    assert pos["p1:hero"] == 1 and pos["p2:hero"] == 0


def test_4_2_4_e_tie_does_not_move_forward() -> None:
    b = (
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "A", forest=2)
        .in_expedition("p2", "hero", "B", forest=2)
    )
    pos = _progress(b)
    assert pos["p1:hero"] == 0 and pos["p2:hero"] == 0


def test_4_2_4_e_ascended_expedition_moves_forward_on_a_tie() -> None:
    b = (
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "A", forest=2)
        .in_expedition("p2", "hero", "B", forest=2)
        .ascended("p1:hero")
    )
    assert _progress(b)["p1:hero"] == 1


def test_4_2_4_f_zero_statistic_never_moves_forward() -> None:
    b = GameBuilder().region(0, F).in_expedition("p1", "hero", "Zero", mountain=3)
    assert _progress(b)["p1:hero"] == 0


def test_2_5_1_b_boosts_count_in_progress() -> None:
    b = (
        GameBuilder()
        .region(0, W)
        .in_expedition("p1", "hero", "Boosted", water=1, counters={BOOST: 2})
        .in_expedition("p2", "hero", "Plain", water=2)
    )
    assert _progress(b)["p1:hero"] == 1


def test_2_4_4_asleep_characters_do_not_count_in_progress() -> None:
    b = (
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "Dozer", forest=5, statuses=(Status.ASLEEP,))
    )
    assert _progress(b)["p1:hero"] == 0


def test_7_4_2_b_defender_prevents_moving_forward() -> None:
    b = (
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "Wall", forest=5, keywords=frozenset({Keyword.DEFENDER}))
    )
    assert _progress(b)["p1:hero"] == 0


def test_4_2_4_h_successful_expeditions_move_simultaneously() -> None:
    b = (
        GameBuilder()
        .region(0, F)
        .region(7, M)
        .in_expedition("p1", "hero", "H", forest=1)
        .in_expedition("p2", "companion", "C", mountain=1)
    )
    state, entries = until_decision(_dusk(b).build())
    progress = next(e for e in entries if e.text.startswith("Progress"))
    assert len(progress.events) == 2 and len({e.seq for e in progress.events}) == 1
    assert state.positions["p1:hero"] == 1 and state.positions["p2:companion"] == 6


def test_7_3_25_b_moving_into_face_down_tumult_flips_it() -> None:
    state, _ = until_decision(new_game(plain_decks(), seed=3))
    from engine import ActionKind, Step, request

    state, _ = request(state, Step(ActionKind.MOVE_FORWARD, expeditions=("p1:hero",)))
    region = state.adventure[1]
    assert region.face_up and region.terrains == region.hidden_terrains
    partner = [r for r in state.adventure if r.tumult_card == region.tumult_card]
    assert all(r.face_up for r in partner)


def test_7_3_25_c_and_7_3_24_b_expedition_limits() -> None:
    from engine import ActionKind, IllegalAction, Step, request

    state = GameBuilder().position("p1:hero", 7).build()
    try:
        request(state, Step(ActionKind.MOVE_FORWARD, expeditions=("p1:hero",)))
        raise AssertionError("should be impossible")
    except IllegalAction as exc:
        assert exc.rule == "7.3.25.c"
    try:
        request(state, Step(ActionKind.MOVE_BACKWARDS, expeditions=("p1:companion",)))
        raise AssertionError("should be impossible")
    except IllegalAction as exc:
        assert exc.rule == "7.3.24.b"


def _night(builder: GameBuilder) -> GameBuilder:
    return builder.at_phase(Phase.NIGHT)


def test_4_2_5_b_rest_sends_characters_to_reserve() -> None:
    b = _night(
        GameBuilder()
        .in_expedition("p1", "hero", "Tired Walker")
        .in_expedition("p1", "companion", "Fleeting Walker", statuses=(Status.FLEETING,))
        .in_expedition("p2", "hero", "Anchor", statuses=(Status.ANCHORED,))
        .in_expedition("p2", "hero", "Sleeper", statuses=(Status.ASLEEP,))
        .in_expedition("p2", "companion", "Eternal", keywords=frozenset({Keyword.ETERNAL}))
    )
    state, entries = until_decision(b.build())
    assert state.objects[find(state, "Tired Walker")].zone == "reserve:p1"
    assert state.objects[find(state, "Fleeting Walker")].zone == "discard:p1"  # 2.4.7.d
    anchor = state.objects[find(state, "Anchor")]
    sleeper = state.objects[find(state, "Sleeper")]
    assert anchor.zone == "expedition:p2:hero" and not anchor.statuses
    assert sleeper.zone == "expedition:p2:hero" and not sleeper.statuses
    assert state.objects[find(state, "Eternal")].zone == "expedition:p2:companion"
    assert {"4.2.5.b", "2.4.7.d"} <= rules_of(entries)


def test_4_2_5_b_rest_removes_ascended() -> None:
    state, _ = until_decision(_night(GameBuilder().ascended("p1:hero")).build())
    assert Status.ASCENDED not in state.expedition_statuses["p1:hero"]


def test_4_2_5_c_clean_up_discards_excess_reserve() -> None:
    b = _night(
        GameBuilder()
        .in_reserve("p1", "R1")
        .in_reserve("p1", "R2")
        .in_reserve("p1", "R3")
        .in_landmarks("p1", "L1")
    )
    state, _ = until_decision(b.build())
    d = pending(state)
    assert d.kind == DecisionKind.CLEANUP_RESERVE and d.min_choices == 2  # 3.2.10.b
    state = choose(state, find(state, "R1"), find(state, "R3"))
    assert state.objects[find(state, "R2")].zone == "discard:p1"
    assert state.objects[find(state, "R1")].zone == "reserve:p1"
    assert state.objects[find(state, "L1")].zone == "landmark:p1"


def test_4_2_5_c_clean_up_uses_hero_limits() -> None:
    b = _night(
        GameBuilder()
        .hero("p1", "Sierra", reserve_limit=3, landmark_limit=0)
        .in_reserve("p1", "R1")
        .in_reserve("p1", "R2")
        .in_reserve("p1", "R3")
        .in_landmarks("p1", "L1")
    )
    state, entries = until_decision(b.build())
    assert len(state.zone("reserve:p1")) == 3
    assert state.objects[find(state, "L1")].zone == "discard:p1"
    assert any("sacrifice" in t for t in texts(entries))


def test_3_2_10_b_and_3_2_7_c_clean_up_within_the_limits_names_them() -> None:
    b = _night(
        GameBuilder()
        .hero("p1", "Sierra", reserve_limit=3, landmark_limit=2)
        .in_reserve("p1", "R1")
        .in_reserve("p1", "R2")
        .in_reserve("p1", "R3")
    )
    state, entries = until_decision(b.build())
    assert len(state.zone("reserve:p1")) == 3
    line = next(e for e in entries if e.text.startswith("Clean-up"))
    assert "p1: Reserve 3 of 3, Landmarks 0 of 2; p2: Reserve 0 of 2" in line.text
    assert {"4.2.5.c", "3.2.10.b", "3.2.7.c"} <= set(line.rules)


def test_3_2_10_b_choosing_what_to_keep_cites_the_reserve_limit() -> None:
    b = _night(GameBuilder().in_reserve("p1", "R1").in_reserve("p1", "R2").in_reserve("p1", "R3"))
    state, _ = until_decision(b.build())
    d = pending(state)
    assert "your reserve limit is 2" in d.prompt
    assert "3.2.10.b" in d.rules and "3.2.7.c" not in d.rules


def test_4_2_5_d_check_victory_strictly_greater_sum_wins() -> None:
    b = _night(GameBuilder().position("p1:hero", 4).position("p1:companion", 4))
    state, entries = until_decision(b.build())
    assert state.game_over and state.winner == "p1"
    assert "4.2.5.d" in rules_of(entries)


def test_4_3_a_tie_at_seven_starts_tiebreakers() -> None:
    b = _night(
        GameBuilder()
        .position("p1:hero", 4)
        .position("p1:companion", 4)
        .position("p2:hero", 5)
        .position("p2:companion", 5)
    )
    state, entries = until_decision(b.build())
    assert not state.game_over and state.tiebreakers
    assert len(state.adventure) == 1 and state.adventure[0].terrains == frozenset(Terrain)
    assert "4.3.a" in rules_of(entries)


def test_4_3_e_tiebreaker_progress_wins_on_more_terrains() -> None:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Big", forest=2, mountain=2)
        .in_expedition("p2", "companion", "Small", water=1)
        .at_phase(Phase.DUSK)
    )
    state = b.build()
    from dataclasses import replace

    from engine import Region

    state = replace(
        state,
        tiebreakers=True,
        adventure=(Region("arena", "Arena", frozenset(Terrain)),),
        positions={e: 0 for e in state.positions},
    )
    state, _ = until_decision(state)
    assert state.winner == "p1"
