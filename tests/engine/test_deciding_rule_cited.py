"""Where the outcome is decided by a definition or an exception, the trace cites it there:
the Hand Cost a filter compares, not the mana paid (2.2.7.a, 2.2.7.c); a "one or more"
trigger activating once for several atomic actions (6.3.g); what a count of controlled
objects counted — not the Reserve (7.5.5.a), a Gigantic Character once (7.4.4.b-c); the
boosts an object had as it left (2.1.h); a later step finding what the effect moved
(2.1.f); a Mana Orb chosen in its owner's Mana zone (3.2.9.b, 3.2.9.d) — and only where
that rule decides."""

from __future__ import annotations

from typing import Any

from engine import GameBuilder, Keyword, Phase, answer, find, play_card
from engine.state.enums import BOOST
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import executed, fields, from_phase, play, read
from .helpers import pending, until_decision


def _card(
    text: str, type: str = "Character", name: str = "Test", **chars: Any
) -> dict[str, object]:
    return {**fields(executed(read(text, type=type, name=name, **chars))), **chars}


def _line(entries: tuple[TraceEntry, ...], words: str) -> TraceEntry:
    return next(e for e in entries if words in e.text)


# ------------------------------------------------------------------ 2.2.7.a / 2.2.7.c
def _watchtower(trigger: str) -> GameBuilder:
    tower = _card(f"{trigger} — Draw a card.", type="Permanent", name="Watchtower")
    return (
        GameBuilder()
        .in_landmarks("p1", "Watchtower", **tower)
        .in_hand("p1", "Tall Stranger", hand_cost=0, reserve_cost=0)
        .deck_of("p1", 3)
    )


def test_2_2_7_a_a_trigger_comparing_the_hand_cost_cites_it() -> None:
    b = _watchtower("When you play a Character with Hand Cost {0} or less")
    _, entries = play(b, "Tall Stranger")
    assert "2.2.7.a" in _line(entries, "Reaction-activating step").rules


def test_2_2_7_a_a_trigger_comparing_no_cost_does_not_cite_it() -> None:
    _, entries = play(_watchtower("When you play a Character"), "Tall Stranger")
    assert "2.2.7.a" not in _line(entries, "Reaction-activating step").rules


def test_2_2_7_c_a_total_hand_cost_with_a_token_cites_both() -> None:
    wrath = _card(
        "Send up to two target Characters with total Hand Cost {3} or less to Reserve.",
        type="Spell",
        name="Wrath",
        hand_cost=0,
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Wrath", **wrath)
        .in_expedition("p2", "hero", "Recruit", is_token=True, hand_cost=5)
        .in_expedition("p2", "hero", "Costly", hand_cost=2)
    )
    state, _ = play(b, "Wrath", dest="spell")
    decision = pending(state)
    assert {"2.2.7.a", "2.2.7.c"} <= set(decision.rules)


# ------------------------------------------------------------------ 6.3.g
def _draws(text: str) -> tuple[TraceEntry, ...]:
    watcher = _card("When an opponent draws one or more cards — I gain 1 boost.", name="Watcher")
    study = _card(text, type="Spell", name="Study", hand_cost=0)
    b = (
        GameBuilder()
        .in_hand("p1", "Study", **study)
        .in_expedition("p2", "hero", "Watcher", **watcher)
        .deck_of("p1", 4)
    )
    state, entries = play(b, "Study", dest="spell")
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == 1  # once
    return entries


def test_6_3_g_two_cards_drawn_in_one_step_activate_one_or_more_once_and_cite_it() -> None:
    assert "6.3.g" in _line(_draws("Draw two cards."), "Reaction-activating step").rules


def test_6_3_g_one_card_drawn_does_not_cite_it() -> None:
    assert "6.3.g" not in _line(_draws("Draw a card."), "Reaction-activating step").rules


# ------------------------------------------------------------------ 7.5.5.a, 7.4.4.b-c
def _census(b: GameBuilder) -> tuple[GameState, tuple[TraceEntry, ...]]:
    text = "{J} If you control two or more other Characters, draw a card."
    taker = _card(text, name="Taker", hand_cost=0)
    return play(b.in_hand("p1", "Taker", **taker).deck_of("p1", 3), "Taker")


def test_7_5_5_a_a_count_condition_names_what_is_not_controlled() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Ally").in_reserve("p1", "Resting")
    _, entries = _census(b)
    line = _line(entries, "is not met")
    assert "p1 controls 1: Ally" in line.text
    assert "Resting in p1's Reserve is not controlled" in line.text
    assert "7.5.5.a" in line.rules


def test_7_4_4_b_a_count_condition_counts_a_gigantic_character_once() -> None:
    b = GameBuilder().in_expedition(
        "p1", "hero", "Colossus", keywords=frozenset({Keyword.GIGANTIC})
    )
    _, entries = _census(b)
    line = _line(entries, "is not met")
    assert "p1 controls 1: Colossus" in line.text
    assert {"7.4.4.b", "7.4.4.c"} <= set(line.rules)


def test_a_count_condition_met_without_a_gigantic_character_cites_control_only() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Ally").in_expedition("p1", "hero", "Friend")
    _, entries = _census(b)
    line = _line(entries, "is met")
    assert "7.5.5.a" in line.rules
    assert "7.4.4.b" not in line.rules


def test_7_5_5_a_a_defender_by_its_own_condition_says_what_it_counted() -> None:
    warden = _card(
        "I am [Defender] unless you control two or more other Characters.",
        name="Warden",
        forest=4,
        mountain=4,
        water=4,
    )
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Warden", **warden)
        .in_expedition("p1", "hero", "Ally")
        .in_reserve("p1", "Resting")
    )
    state, entries = from_phase(b, Phase.DUSK)
    line = _line(entries, "Progress")
    assert "Warden has Defender" in line.text
    assert "Resting in p1's Reserve is not controlled" in line.text
    assert {"7.4.2.b", "7.5.5.a"} <= set(line.rules)
    assert state.positions["p1:hero"] == 0


# ------------------------------------------------------------------ 2.1.h, 2.1.f
def test_2_1_h_for_each_of_my_boosts_as_it_left_cites_last_known_information() -> None:
    digger = _card("When I leave the Expedition zone, for each of my boosts — Draw a card.")
    recall = _card("Send target Character to Reserve.", type="Spell", name="Recall", hand_cost=0)
    b = (
        GameBuilder()
        .in_hand("p1", "Recall", **recall)
        .in_expedition("p1", "hero", "Digger", counters={BOOST: 2}, **digger)
        .deck_of("p1", 3)
    )
    state, _ = play(b, "Recall", dest="spell")
    state, _ = answer(state, pending(state).id, (find(state, "Digger"),))
    state, entries = until_decision(state)
    line = _line(entries, "Reaction-activating step")
    assert "Digger (2 Reactions)" in line.text  # the two boosts it had, though it has none now
    assert "2.1.h" in line.rules


def test_2_1_f_then_exhaust_it_after_a_move_to_reserve_cites_it() -> None:
    bind = _card(
        "Send target Character to Reserve, then exhaust it.", type="Spell", name="Bind", hand_cost=0
    )
    b = GameBuilder().in_hand("p1", "Bind", **bind).in_expedition("p2", "hero", "Foe")
    state, _ = play(b, "Bind", dest="spell")
    state, _ = answer(state, pending(state).id, (find(state, "Foe"),))
    state, entries = until_decision(state)
    line = _line(entries, "is exhausted")
    assert "2.1.f" in line.rules
    assert "reserve:p2" in state.objects[find(state, "Foe")].zone


# ------------------------------------------------------------------ 3.2.9.b, 3.2.9.d
def test_3_2_9_d_a_mana_orb_chosen_cites_the_mana_zone_not_the_hand() -> None:
    burn = _card(
        "Discard one of your Mana Orbs. If you do, draw a card.",
        type="Spell",
        name="Burn",
        hand_cost=0,
    )
    b = GameBuilder().in_hand("p1", "Burn", **burn).mana("p1", 2).deck_of("p1", 2)
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Burn"), "spell")
    state, _ = until_decision(state)
    state, said = answer(state, pending(state).id, (pending(state).option_ids()[0],))
    assert {"3.2.9.b", "3.2.9.d"} <= set(said.rules)
    assert "3.2.5.b" not in said.rules
