"""The counter language (issue 30, gram94; :mod:`.sentences_counter_language`) played on
boards: counters of a set's own name lost (all, all but N, half rounded up / down, 2.5.g),
"can't gain [name] counters" (1.4.1.a, 2.5.a: counters of another name still gained),
counters "among" a group counted (2.5.c, 6.5.i), and counters put on an object as a
Reaction's event (7.3.15.a)."""

from __future__ import annotations

from engine import GameBuilder
from engine.builder import find
from engine.state import zones as z
from engine.state.enums import BOOST, CardType, ExpeditionKind, ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _resolved(b: GameBuilder) -> GameState:
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    state, _ = answer_picking(state, entries, ())
    return state


def _counters(state: GameState, name: str) -> dict[str, int]:
    return dict(state.objects[find(state, name)].counters)


def test_2_5_g_each_character_loses_all_its_debt_counters_only() -> None:
    text = "{J} Each Character you control loses all its Debt counters."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY, counters={"Debt": 3, BOOST: 2})
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, counters={"Debt": 1})
    state = _resolved(b)
    assert _counters(state, "Ally").get("Debt", 0) == 0
    assert _counters(state, "Ally").get(BOOST, 0) == 2  # another name stays (2.5.a)
    assert _counters(state, "Foe").get("Debt", 0) == 1  # not "you control"


def test_2_5_g_half_of_each_ones_boosts_rounded_up_and_down() -> None:
    for rounded, left in (
        ("up", {"Three": 1, "Four": 2, "One": 0}),
        ("down", {"Three": 2, "Four": 2, "One": 1}),
    ):
        text = f"{{J}} Each Character you control loses half of its boosts, rounded {rounded}."
        b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
        for name, n in (("Three", 3), ("Four", 4), ("One", 1)):
            b = b.in_expedition("p1", "hero", name, **ALLY, counters={BOOST: n})
        state = _resolved(b)
        assert {n: _counters(state, n).get(BOOST, 0) for n in left} == left, rounded


def test_2_5_g_all_but_one_of_its_debt_counters() -> None:
    text = "{J} Each Character you control loses all but one of its Debt counters."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Three", **ALLY, counters={"Debt": 3})
    b = b.in_expedition("p1", "hero", "One", **ALLY, counters={"Debt": 1})
    state = _resolved(b)
    assert _counters(state, "Three").get("Debt", 0) == 1
    assert _counters(state, "One").get("Debt", 0) == 1


def test_1_4_1_a_cant_gain_debt_counters_but_other_counters() -> None:
    guard = grammar_fields("Characters you control can't gain Debt counters.", "Guard")
    text = "{J} Each Character you control gains 1 Debt counter, 1 Ember counter and 1 boost."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Guard", **guard)
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    state = _resolved(b)
    for name in ("Guard", "Ally", "Unique"):
        held = _counters(state, name)
        assert held.get("Debt", 0) == 0, name
        assert (held.get("Ember", 0), held.get(BOOST, 0)) == (1, 1), name


def test_2_5_c_boosts_for_each_debt_counter_among_opponents_characters() -> None:
    text = "{J} I gain 1 boost for each Debt counter among Characters an opponent controls."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY, counters={"Debt": 5})
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, counters={"Debt": 2, BOOST: 4})
    b = b.in_expedition("p2", "companion", "Other", **ALLY, counters={"Debt": 1})
    state = _resolved(b)
    assert _counters(state, "Unique").get(BOOST, 0) == 3  # 2 + 1, not mine, not boosts


def test_7_3_15_a_debt_counters_put_on_an_opponents_character_trigger() -> None:
    watcher = grammar_fields(
        "When one or more Debt counters are put on a Character an opponent controls — Draw a card.",
        "Watcher",
    )
    text = "{J} Each Character an opponent controls gains 1 Debt counter."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Watcher", **watcher)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    state = _resolved(b)
    assert _counters(state, "Foe").get("Debt", 0) == 1
    assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == 1  # the Watcher drew


def test_7_3_15_a_boosts_put_on_mine_do_not_trigger_the_debt_watcher() -> None:
    watcher = grammar_fields(
        "When one or more Debt counters are put on a Character an opponent controls — Draw a card.",
        "Watcher",
    )
    text = "{J} Each Character an opponent controls gains 1 Ember counter."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Watcher", **watcher)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    state = _resolved(b)
    assert _counters(state, "Foe").get("Ember", 0) == 1
    assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == 0


def test_2_5_f_move_all_debt_counters_from_mine_to_an_opponents() -> None:
    text = (
        "{J} Move all Debt counters from target Character you control"
        " to target Character an opponent controls."
    )
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY, counters={"Debt": 3, BOOST: 1})
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, counters={"Debt": 1})
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    state, _ = answer_picking(state, entries, ("Ally", "Foe"))
    assert _counters(state, "Ally").get("Debt", 0) == 0
    assert _counters(state, "Ally").get(BOOST, 0) == 1  # another name stays (2.5.a)
    assert _counters(state, "Foe").get("Debt", 0) == 4  # 1 + the 3 moved


def test_7_3_5_a_create_another_one_of_the_token_named_before() -> None:
    text = (
        "{J} Create a [Hired Hand 1/1/1] Soldier token in your Hero Expedition."
        " If you control a Landmark, create another one in your Companion Expedition."
    )
    for landmark, made in ((True, 2), (False, 1)):
        b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
        if landmark:
            b = b.in_landmarks("p1", "Tower", type=CardType.PERMANENT, hand_cost=1, reserve_cost=1)
        state = _resolved(b)
        tokens = [
            n
            for n in names(state, z.expedition("p1", ExpeditionKind.HERO))
            + names(state, z.expedition("p1", ExpeditionKind.COMPANION))
            if "Hired Hand" in n
        ]
        assert len(tokens) == made, landmark
        if landmark:  # one in each Expedition
            assert any(
                "Hired Hand" in n
                for n in names(state, z.expedition("p1", ExpeditionKind.COMPANION))
            )


def test_2_5_g_remove_all_counters_of_every_name() -> None:
    text = "{J} Remove all counters from each Character you control."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY, counters={"Debt": 2, BOOST: 3})
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, counters={"Debt": 1})
    state = _resolved(b)
    assert {k: v for k, v in _counters(state, "Ally").items() if v} == {}
    assert _counters(state, "Foe").get("Debt", 0) == 1


def test_2_5_g_remove_all_my_counters_if_you_do_needs_one_removed() -> None:
    """ "Remove all my counters" removes every counter of every name on me (2.5.g); with none
    on me nothing is removed, so "If you do" does not happen, while a plain "Draw a card"
    does."""
    drawn: dict[str, int] = {}
    for text in (
        "{J} Remove all my counters. Draw a card.",
        "{J} Remove all my counters. If you do, draw a card.",
    ):
        b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
        state = _resolved(b)
        drawn[text] = len(state.zones[z.personal(ZoneKind.HAND, "p1")])
    assert list(drawn.values()) == [1, 0]
