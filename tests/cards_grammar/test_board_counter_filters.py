# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Counter filters (issue 30, session 35) played on boards: counters of every name as a filter
(2.5.a, 2.5.c; a boost is a counter, 2.5.1.a) in a target, a group, a count and a condition; "If it
had two or more / none, …" after a removal, on the counters it had just before it (6.3.k, 2.5.g);
"for each counter removed this way" (6.5.i) — the outcome and the rules cited."""

from __future__ import annotations

import pytest

from engine import BOOST, GameBuilder, find
from engine.state import zones as z
from engine.state.enums import ExpeditionKind, Status, ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _board(text: str, counters: dict[str, dict[str, int]]) -> GameBuilder:
    """p1 plays "Unique" (``text``) beside Goat and Sheep; p2's Yak faces them — each with
    the ``counters`` given by name."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Goat", **ALLY, counters=dict(counters.get("Goat", {})))
    b = b.in_expedition(
        "p1", "companion", "Sheep", **ALLY, counters=dict(counters.get("Sheep", {}))
    )
    b = b.in_expedition("p2", "hero", "Yak", **ALLY, counters=dict(counters.get("Yak", {})))
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def _played(
    text: str, counters: dict[str, dict[str, int]], picks: tuple[str, ...] = ()
) -> tuple[GameState, set[str], list[str]]:
    """The state after Unique's {H} resolved (``picks`` answering its choices), the rules
    cited and the labels of the first decision's options."""
    state, entries = play(_board(text, counters), "Unique")
    offered = [o.label for o in state.pending.options] if state.pending is not None else []
    state, entries = answer_picking(state, entries, picks)
    return state, rules_of(entries), offered


def _hand(state: GameState) -> int:
    return len(names(state, z.personal(ZoneKind.HAND, "p1")))


def _counters(state: GameState, name: str) -> dict[str, int]:
    return dict(state.objects[find(state, name)].counters)


_MIXED = {"Goat": {"Kelon": 1}, "Sheep": {}, "Yak": {BOOST: 1}}
"""Goat has a Kelon counter, Yak a boost (a counter too, 2.5.1.a), Sheep none."""


def test_2_5_a_a_target_with_no_counters_is_one_without_any_name() -> None:
    """Goat (a Kelon counter) and Yak (a boost) are not offered; Sheep is, and gains 2."""
    text = "{H} Target Character with no counters gains 2 boosts."
    state, cited, offered = _played(text, _MIXED, ("Sheep",))
    assert any("Sheep" in o for o in offered)
    assert not any("Goat" in o or "Yak" in o for o in offered)
    assert _counters(state, "Sheep") == {BOOST: 2}
    assert {"6.5.b", "7.3.15.a"} <= cited  # the target (6.5.b), the boosts given (7.3.15.a)


@pytest.mark.parametrize(
    ("counters", "anchored"),
    [
        (
            {"Goat": {"Kelon": 1, BOOST: 1}, "Sheep": {"Kelon": 1}, "Yak": {BOOST: 3}},
            {"Goat", "Yak"},
        ),
        ({"Goat": {"Ember": 2}, "Sheep": {}, "Yak": {"Kelon": 1}}, {"Goat"}),
    ],
    ids=["names-summed", "one-name"],
)
def test_2_5_a_each_character_with_two_or_more_counters(
    counters: dict[str, dict[str, int]], anchored: set[str]
) -> None:
    """Counters of every name summed on each (a boost and a Kelon counter are two, 2.5.1.a)."""
    state, _, _ = _played("{H} Each Character with two or more counters gains Anchored.", counters)
    got = {
        n
        for n in ("Goat", "Sheep", "Yak")
        if Status.ANCHORED in state.objects[find(state, n)].statuses
    }
    assert got == anchored


def test_6_5_i_a_card_for_each_character_you_control_with_counters() -> None:
    """Goat (Kelon) and Sheep (a boost) count; p2's Yak (2 counters) is not p1's; the
    played Unique has none: 2 cards."""
    counters = {"Goat": {"Kelon": 1}, "Sheep": {BOOST: 1}, "Yak": {"Kelon": 2}}
    before = _hand(play(_board("{H} Draw a card.", {}), "Unique")[0]) - 1
    state, _, _ = _played("{H} Draw a card for each Character you control with counters.", counters)
    assert _hand(state) == before + 2


@pytest.mark.parametrize(
    ("counters", "drawn"),
    [({"Goat": {"Kelon": 1}, "Sheep": {BOOST: 2}}, 0), ({"Goat": {"Kelon": 1}}, 1)],
    ids=["all-have-counters", "sheep-has-none"],
)
def test_6_5_d_if_you_control_a_character_with_no_counters(
    counters: dict[str, dict[str, int]], drawn: int
) -> None:
    """The Unique played is in play with no counters as its {H} resolves: Sheep must be the
    only other — so the Unique's own counters decide nothing here: it is counted too."""
    text = "{H} If you control a Character other than me with no counters, draw a card."
    base = _hand(play(_board("{H} Exhaust me.", {}), "Unique")[0])
    state, _, _ = _played(text, counters)
    assert _hand(state) == base + drawn


@pytest.mark.parametrize(
    ("kelon", "drawn"), [(2, 1), (3, 1), (1, 0)], ids=["had-two", "had-three", "had-one"]
)
def test_6_3_k_if_it_had_two_or_more_after_all_were_removed(kelon: int, drawn: int) -> None:
    """All removed (2.5.g): "it had" is the count just before the removal (6.3.k)."""
    text = (
        "{H} Remove all Kelon counters from target Character. If it had two or more, draw a card."
    )
    base = _hand(play(_board("{H} Exhaust me.", {}), "Unique")[0])
    state, cited, _ = _played(text, {"Goat": {"Kelon": kelon}}, ("Goat",))
    assert _counters(state, "Goat").get("Kelon", 0) == 0
    assert _hand(state) == base + drawn
    assert "2.5.g" in cited


@pytest.mark.parametrize(("kelon", "drawn"), [(1, 1), (0, 0)], ids=["had-one", "had-none"])
def test_6_3_k_if_it_had_any(kelon: int, drawn: int) -> None:
    """ "any" is one or more, before the removal (6.3.k); with none there is nothing to
    remove (2.5.g) and nothing drawn either way."""
    text = "{H} Remove all Kelon counters from target Character. If it had any, draw a card."
    base = _hand(play(_board("{H} Exhaust me.", {}), "Unique")[0])
    state, _, _ = _played(text, {"Goat": {"Kelon": kelon}}, ("Goat",))
    assert _counters(state, "Goat").get("Kelon", 0) == 0
    assert _hand(state) == base + drawn


def test_6_3_k_two_removed_of_three_it_had() -> None:
    """2 of 3 Ember counters removed (one left, 2.5.g); it had 3: Anchored."""
    text = "{H} Remove two Ember counters from target Character. If it had 3 or more, it gains Anchored."
    state, _, _ = _played(text, {"Goat": {"Ember": 3}}, ("Goat",))
    goat = state.objects[find(state, "Goat")]
    assert goat.counters.get("Ember", 0) == 1
    assert Status.ANCHORED in goat.statuses


@pytest.mark.parametrize(("kelon", "drawn"), [(3, 3), (0, 0)], ids=["three", "none"])
def test_6_5_i_a_card_for_each_counter_removed_this_way(kelon: int, drawn: int) -> None:
    text = "{H} Remove all Kelon counters from target Character. Draw a card for each counter removed this way."
    base = _hand(play(_board("{H} Exhaust me.", {}), "Unique")[0])
    state, _, _ = _played(text, {"Goat": {"Kelon": kelon, BOOST: 1}}, ("Goat",))
    left = _counters(state, "Goat")
    assert (left.get(BOOST, 0), left.get("Kelon", 0)) == (1, 0)  # a boost is no Kelon (2.5.c)
    assert _hand(state) == base + drawn


@pytest.mark.parametrize(
    ("counters", "boosts"), [({"Kelon": 1}, 1), ({}, 0)], ids=["had-a-counter", "had-none"]
)
def test_6_3_j_a_trigger_object_with_counters_as_it_left_play(
    counters: dict[str, int], boosts: int
) -> None:
    """Leaving play it loses its counters (2.5.j): the Watcher's trigger sees it as it was
    just before (6.3.j) — a Goat with a Kelon counter sacrificed activates it."""
    watcher = grammar_fields(
        "When a Character with counters leaves play \u2014 I gain 1 boost.", "Watcher", unique=False
    )
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields("{H} Sacrifice target Character."))
    b = b.in_expedition("p1", "hero", "Watcher", **watcher)
    b = b.in_expedition("p1", "companion", "Goat", **ALLY, counters=dict(counters))
    state, entries = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    state, entries = answer_picking(state, entries, ("Goat",))
    assert "Goat" not in names(state, z.expedition_id("p1", ExpeditionKind.COMPANION))
    assert _counters(state, "Watcher").get(BOOST, 0) == boosts
