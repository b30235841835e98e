"""Non-events explained (issue 18, item 2): when something a judge might expect does not
happen, the trace says so with the rule that decides it."""

from __future__ import annotations

from engine import GameBuilder, Keyword, Phase, Status, Terrain, TraceEntry

from .helpers import until_decision

F = Terrain.FOREST


def _dusk_line(b: GameBuilder) -> TraceEntry:
    _, entries = until_decision(b.at_phase(Phase.DUSK).build())
    return next(e for e in entries if e.text.startswith("Progress"))


def _rest_line(b: GameBuilder) -> TraceEntry:
    _, entries = until_decision(b.at_phase(Phase.NIGHT).build())
    return next(e for e in entries if e.text.startswith("Rest"))


def test_4_2_4_e_a_tie_that_does_not_move_forward_is_explained() -> None:
    line = _dusk_line(
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "A", forest=2)
        .in_expedition("p2", "hero", "B", forest=2)
    )
    assert "p1's hero Expedition does not move forward: tied in forest" in line.text
    assert "4.2.4.e" in line.rules


def test_4_2_4_f_a_zero_that_would_have_been_greater_is_explained() -> None:
    line = _dusk_line(
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "Nothing", mountain=3)
        .in_expedition("p2", "hero", "Weakened", forest=-1)
    )
    assert "p1's hero Expedition does not move forward: its forest is 0" in line.text
    assert "4.2.4.f" in line.rules


def test_7_4_2_b_an_expedition_with_a_defender_does_not_move_and_says_why() -> None:
    line = _dusk_line(
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "Guard", forest=5, keywords=frozenset({Keyword.DEFENDER}))
    )
    assert "does not move forward: Guard has Defender" in line.text
    assert "7.4.2.b" in line.rules


def test_2_4_4_an_asleep_characters_statistics_not_counted_is_said() -> None:
    line = _dusk_line(
        GameBuilder()
        .region(0, F)
        .in_expedition("p1", "hero", "Dozer", forest=5, statuses=(Status.ASLEEP,))
    )
    assert "Dozer Asleep: not counted in p1's hero Expedition" in line.text
    assert "2.4.4" in line.rules


def test_4_2_4_b_an_expedition_that_moves_gets_no_excuse() -> None:
    line = _dusk_line(GameBuilder().region(0, F).in_expedition("p1", "hero", "Strong", forest=3))
    assert "does not move forward" not in line.text
    assert not {"4.2.4.e", "4.2.4.f", "7.4.2.b"} & set(line.rules)


def test_2_4_2_and_7_4_3_b_characters_that_stay_in_play_at_rest_are_named() -> None:
    line = _rest_line(
        GameBuilder()
        .in_expedition("p1", "hero", "Anchor", statuses=(Status.ANCHORED,))
        .in_expedition("p1", "companion", "Forever", keywords=frozenset({Keyword.ETERNAL}))
        .in_expedition("p2", "hero", "Tired")
    )
    assert "Anchor stays in play (Anchored)" in line.text
    assert "Forever stays in play (Eternal)" in line.text
    assert "Tired" in line.text and "Tired stays" not in line.text
    assert {"2.4.2", "7.4.3.b"} <= set(line.rules)
