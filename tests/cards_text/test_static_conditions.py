"""Static passive abilities under conditions and counts, read from printed text: "if its
Expedition is behind", "if it's in a terrain", "per Character your opponent controls", Tough X
(see ``test_static_passives.py``)."""

from __future__ import annotations

from typing import Any

from engine import DecisionKind, GameBuilder, Status, Terrain, answer, find
from engine.play.costs import card_cost
from engine.reading.passives import tough_amount

from ..engine.helpers import choose, pending, until_decision
from .helpers import at_night, executed, fields, not_executed, play, read, steps


# ------------------------------------------------------------- conditions and counts
def test_7_5_2_b_when_you_play_a_character_if_its_expedition_is_behind() -> None:
    text = "When you play a Character — If its Expedition is behind, I gain 1 Trial counter."
    lake = fields(executed(read(text, type="Permanent", name="Lake")))
    for facing_at, trials in ((1, 1), (0, 0)):
        b = (
            GameBuilder()
            .in_landmarks("p1", "Lake", **lake)
            .in_hand("p1", "Walker", hand_cost=0)
            .position("p2:hero", facing_at)
        )
        state, _ = play(b, "Walker")
        assert state.objects[find(state, "Lake")].counters.get("Trial", 0) == trials


def test_7_5_8_c_if_its_in_a_terrain_where_its_base_statistic_is_0() -> None:
    text = (
        "When you play a Character — If it's in a terrain where its base statistic is 0, "
        "I gain 1 Trial counter."
    )
    tundra = fields(executed(read(text, type="Permanent", name="Tundra")))
    for forest, trials in ((0, 1), (1, 0)):
        b = (
            GameBuilder()
            .region(0, Terrain.FOREST)
            .in_landmarks("p1", "Tundra", **tundra)
            .in_hand("p1", "Walker", hand_cost=0, forest=forest, mountain=0, water=0)
        )
        state, _ = play(b, "Walker")
        assert state.objects[find(state, "Tundra")].counters.get("Trial", 0) == trials


def test_6_5_d_if_you_control_a_token() -> None:
    scribe = fields(executed(read("{H} If you control a token, [Resupply].", name="Scribe")))
    for token, resupplied in ((True, 1), (False, 0)):
        b = GameBuilder().in_hand("p1", "Scribe", **scribe).mana("p1", 1).deck_of("p1", 2)
        if token:
            b = b.in_expedition("p1", "companion", "Recruit", is_token=True)
        state, _ = play(b, "Scribe")
        assert len(state.zone("reserve:p1")) == resupplied


def opponent_has_two_characters(pasiphae: dict[str, Any]) -> GameBuilder:
    """A board for "per Character [the] opponent controls": "Pas" in p1's Hand with ``pasiphae``'s
    fields, two Characters and a Landmark (not counted) on p2's side, one Character on p1's."""
    return (
        GameBuilder()
        .in_hand("p1", "Pas", **pasiphae)
        .in_expedition("p2", "hero", "A")
        .in_expedition("p2", "companion", "B")
        .in_landmarks("p2", "Tower")
        .in_expedition("p1", "hero", "Mine")
        .mana("p1", 1)
    )


def test_6_5_b_per_character_target_opponent_controls_targets_the_opponent_first() -> None:
    # Pasiphaë: the opponent is targeted (a decision, 6.5.b), then their Characters counted.
    pasiphae = fields(
        executed(read("{J} I gain 1 boost per Character target opponent controls.", name="Pas"))
    )
    b = opponent_has_two_characters(pasiphae)
    state, _ = play(b, "Pas")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TARGET
    assert [o.id for o in d.options] == ["p2"]
    state, chosen = answer(state, d.id, ["p2"])
    state, _ = until_decision(state)
    assert "6.5.b" in chosen.rules
    assert state.objects[find(state, "Pas")].counters.get("boost") == 2


def test_6_5_b_a_player_targeted_beside_a_player_s_own_step_is_left_to_the_judge() -> None:
    # the opponent would be the one who draws: not read
    assert not_executed(read("{J} Draw a card per Character target opponent controls."))


def test_6_5_b_a_target_character_then_the_counted_opponent_are_both_chosen() -> None:
    # Issue 17: the step's own target first, then the player whose Characters it counts.
    text = "{J} Target Character gains 1 boost per Character target opponent controls."
    b = opponent_has_two_characters(fields(executed(read(text, name="Pas"))))
    state, _ = play(b, "Pas")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TARGET and find(state, "Mine") in d.option_ids()
    state, _ = answer(state, d.id, [find(state, "Mine")])
    state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TARGET and d.option_ids() == ("p2",)
    state, _ = answer(state, d.id, ["p2"])
    state, _ = until_decision(state)
    assert state.objects[find(state, "Mine")].counters.get("boost") == 2


def test_per_character_your_opponent_controls_and_per_expedition_in_forest() -> None:
    pasiphae = fields(
        executed(read("{J} I gain 1 boost per Character your opponent controls.", name="Pas"))
    )
    b = opponent_has_two_characters(pasiphae)
    state, _ = play(b, "Pas")
    assert state.objects[find(state, "Pas")].counters.get("boost") == 2
    leshy = fields(executed(read("{J} I gain 1 boost per Expedition in {V}.", name="Leshy")))
    b = (
        GameBuilder()
        .region(0, Terrain.FOREST)
        .region(7, Terrain.MOUNTAIN)
        .in_hand("p1", "Leshy", **leshy)
        .mana("p1", 1)
    )
    state, _ = play(b, "Leshy")  # both Hero Expeditions are in region 0, both others in 7
    assert state.objects[find(state, "Leshy")].counters.get("boost") == 2


def test_7_4_7_c_tough_x_regions_between_your_hero_and_companion() -> None:
    text = "[Tough X], where X is the number of regions between your Hero and Companion."
    kaibara = fields(read(text, name="Kaibara"))
    for hero_at, companion_at, x in ((0, 7, 6), (3, 4, 0), (2, 5, 2)):
        state = (
            GameBuilder()
            .in_expedition("p2", "hero", "Kaibara", **kaibara)
            .position("p2:hero", hero_at)
            .position("p2:companion", companion_at)
            .build()
        )
        assert tough_amount(state, find(state, "Kaibara")) == x


def test_6_5_d_if_it_is_asleep_reads_what_the_step_chose() -> None:
    text = "Target Character gains 1 boost. If it is Asleep, it loses Asleep."
    call = fields(executed(read(text, type="Spell", name="Call")))
    for asleep in (True, False):
        b = (
            GameBuilder()
            .in_expedition("p1", "hero", "Sleeper", statuses={Status.ASLEEP} if asleep else ())
            .in_expedition("p1", "hero", "Other Sleeper", statuses={Status.ASLEEP})
            .in_hand("p1", "Call", **call)
            .mana("p1", 1)
        )
        state, _ = play(b, "Call", dest="spell")
        state = choose(state, find(state, "Sleeper"))
        sleeper = state.objects[find(state, "Sleeper")]
        assert sleeper.counters.get("boost") == 1 and not sleeper.has(Status.ASLEEP)
        assert state.objects[find(state, "Other Sleeper")].has(Status.ASLEEP)


def test_7_3_19_b_ignore_my_abilities_during_the_first_day() -> None:
    text = "Ignore my abilities during the first Day.  {J} Draw a card."
    late = fields(executed(read(text, name="Late Bloomer")))
    for day, drawn in ((1, 0), (2, 1)):
        b = GameBuilder().in_hand("p1", "Late Bloomer", **late).mana("p1", 1).deck_of("p1", 2)
        b.day = day
        state, _ = play(b, "Late Bloomer")
        assert len(state.zone("hand:p1")) == drawn


def test_3_2_10_b_a_clean_up_choice_cites_the_changed_reserve_limit() -> None:
    lab = fields(read("Your Reserve limit is increased by one.", type="Permanent", name="Lab"))
    b = GameBuilder().in_landmarks("p1", "Lab", **lab)
    for i in range(4):
        b = b.in_reserve("p1", f"R{i}")
    d = pending(at_night(b))
    assert (d.player, d.min_choices) == ("p1", 3)
    assert {"3.2.10.b", "2.2.12.m"} <= set(d.rules)
    plain = GameBuilder()
    for i in range(3):
        plain = plain.in_reserve("p1", f"R{i}")
    # Without a passive, the choice still cites the reserve limit that decides it (3.2.10.b,
    # issue 18), but nothing about a limit changed by a passive ability.
    assert "2.2.12.m" not in pending(at_night(plain)).rules


def test_5_1_2_f_i_cost_1_less_per_exhausted_card_in_reserve() -> None:
    text = "I cost {1} less per exhausted card in Reserve.  Draw a card."
    r = executed(read(text, type="Spell", name="Moths", hand_cost=3))
    passive = r.model.abilities[0].passive
    assert passive is not None and passive.cost is not None
    assert (passive.cost.change, passive.cost.per) == (-1, "exhausted card in reserve")
    assert steps(r) == [{"action": "draw"}]
    moths = fields(r)
    cold = {"statuses": {Status.EXHAUSTED}}
    state = (
        GameBuilder()
        .in_hand("p1", "Moths", **moths)
        .in_reserve("p1", "Mine", **cold)
        .in_reserve("p2", "Theirs", **cold)
        .in_reserve("p2", "Ready")
        .build()
    )
    assert card_cost(state, "p1", find(state, "Moths")).amount == 1  # 3 less 2
