"""Static passive abilities that change a rule (2.2.12.m), read from printed text: what
can't move forward or be played (1.4.1.a), keywords, costs, statistics and terrains changed
for a while (the Reserve's rules changed: ``test_static_reserve_rules.py``). One compiler test
per printed sentence and a board test asserting what the text does (see
``test_static_passives.py``)."""

from __future__ import annotations

from engine import (
    CardType,
    GameBuilder,
    Keyword,
    Phase,
    Status,
    Terrain,
    find,
    play_card,
)
from engine.pipeline.possible import impossible_reason
from engine.pipeline.statics import cant_move_forward
from engine.play.costs import card_cost
from engine.reading.passives import statistics, tough_amount
from engine.reading.terrain import terrains_at
from engine.state.actions import ActionKind
from engine.state.cards import Ability, AbilityKind, StatModifier
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.state.steps import AtomicAction
from engine.why.trace import TraceEntry

from ..engine.helpers import pending, rules_of, until_decision
from .helpers import executed, fields, passive_of, play, read, steps

# ------------------------------------------------------------- rules changed (2.2.12.m)


def _progress(b: GameBuilder) -> tuple[GameState, tuple[TraceEntry, ...]]:
    return until_decision(b.at_phase(Phase.DUSK).build())


def test_7_4_2_b_if_my_expedition_is_behind_defenders_dont_prevent_it_from_moving() -> None:
    text = "If my Expedition is behind, [Defender] Characters don't prevent it from moving forward."
    assert passive_of(text) == {
        "static": "defender characters don't prevent my expedition from moving forward",
        "if": "my expedition is behind",
    }
    sunisa = fields(read(text, name="Sunisa"))
    for facing_at, moved in ((1, True), (0, False)):
        b = (
            GameBuilder()
            .in_expedition("p1", "hero", "Sunisa", **sunisa)
            .in_expedition("p1", "hero", "Wall", forest=5, keywords=frozenset({Keyword.DEFENDER}))
            .position("p2:hero", facing_at)
        )
        state, entries = _progress(b)
        assert (state.positions["p1:hero"] == 1) is moved
        assert ("7.4.2.b" in rules_of(entries)) and (("2.2.12.m" in rules_of(entries)) is moved)


def test_1_4_1_a_your_other_expedition_and_the_expedition_facing_it_cant_move_forward() -> None:
    text = "Your other Expedition and the Expedition facing it can't move forward."
    assert passive_of(text) == {"cant": text.lower().rstrip(".")}
    issitoq = fields(read(text, name="Issitoq", forest=3))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Issitoq", **issitoq)
        .in_expedition("p1", "companion", "Mine", forest=3)
        .in_expedition("p2", "companion", "Theirs", forest=5)
    )
    state, entries = _progress(b)
    assert state.positions["p1:hero"] == 1  # its own Expedition moves
    assert state.positions["p1:companion"] == 7 and state.positions["p2:companion"] == 7
    assert "1.4.1.a" in rules_of(entries)


def test_1_4_1_a_i_cant_be_played_if_you_have_less_than_seven_mana_orbs() -> None:
    text = "I can't be played if you have less than seven Mana Orbs."
    assert passive_of(text) == {
        "static": "i can't be played",
        "if": "you have less than 7 mana orbs",
    }
    tomoe = fields(read(text, name="Tomoe", hand_cost=3))
    for orbs, playable in ((6, False), (7, True)):
        b = GameBuilder().in_hand("p1", "Tomoe", **tomoe).mana("p1", orbs)
        state, _ = until_decision(b.at_afternoon().build())
        offered = [o.label for o in pending(state).options if "Tomoe" in o.label]
        assert bool(offered) is playable
    convergence = "I can't be played, but I can be used as a Mana Orb."
    assert passive_of(convergence) == {"static": "i can't be played"}


def test_5_2_4_a_spells_you_play_with_hand_cost_1_or_less_have_fleeting() -> None:
    text = "Spells you play with Hand Cost {1} or less have [[Fleeting]]."
    assert passive_of(text, type="Hero") == {
        "grant": {"to": "spells you play with hand cost {1} or less", "keyword": "Fleeting"}
    }
    afanas = fields(read(text, type="Hero", name="Afanas"))
    draw = executed(read("Draw a card.", type="Spell", name="Quick Study"))
    for cost, where in ((1, "discard:p1"), (2, "reserve:p1")):
        b = (
            GameBuilder()
            .hero("p1", "Afanas", **afanas)
            .in_hand("p1", "Quick Study", **{**fields(draw), "hand_cost": cost})
            .mana("p1", 2)
            .deck_of("p1", 2)
        )
        state, entries = play(b, "Quick Study", dest="spell")
        assert state.objects[find(state, "Quick Study")].zone == where
        # the passive's own rule (2.3.1.a) only where it gives Fleeting; 5.2.4.a either way:
        # it says too that a Spell from Hand without Fleeting does not gain it
        assert ("2.3.1.a" in rules_of(entries)) is (cost == 1)
        assert "5.2.4.a" in rules_of(entries)
        fleeting = "it gains Fleeting" if cost == 1 else "it does not gain Fleeting"
        assert any(fleeting in e.text for e in entries)
    theirs = (
        GameBuilder()
        .hero("p2", "Afanas", **afanas)
        .in_hand("p1", "Quick Study", **fields(draw))
        .mana("p1", 1)
        .deck_of("p1", 2)
    )
    state, _ = play(theirs, "Quick Study", dest="spell")  # only its controller's Spells
    assert state.objects[find(state, "Quick Study")].zone == "reserve:p1"


def test_5_2_d_the_first_character_you_play_each_afternoon_gains_1_boost() -> None:
    text = "The first Character you play each Afternoon gains 1 boost[]. (A boost is ...)"
    assert passive_of(text, type="Hero") == {
        "played_gains": {"amount": 1, "first_each": "afternoon"}
    }
    teija = fields(read(text, type="Hero", name="Teija"))
    b = (
        GameBuilder()
        .hero("p1", "Teija", **teija)
        .in_hand("p1", "Newcomer")
        .in_discard("p1", "Earlier Character")
        .in_discard("p1", "Earlier Spell", type=CardType.SPELL)
        .mana("p1", 1)
    )
    for earlier, boosts in ((None, 1), ("Earlier Spell", 1), ("Earlier Character", 0)):
        state, _ = until_decision(b.at_afternoon().build())
        if earlier is not None:
            card = state.objects[find(state, earlier)].card_id
            assert card is not None
            state = evolve(state, plays_this_afternoon=(("p1", card),))
        state, _ = play_card(state, "p1", find(state, "Newcomer"), "hero")
        state, entries = until_decision(state)
        assert state.objects[find(state, "Newcomer")].counters.get("boost", 0) == boosts
        assert ("5.2.d" in rules_of(entries)) is bool(boosts)


def test_6_5_d_if_you_have_less_cards_in_reserve_than_your_opponent() -> None:
    text = "{J} If you have less cards in Reserve than your opponent, draw a card."
    r = executed(read(text, name="Simurgh"))
    assert steps(r) == [
        {"action": "draw", "if": "you have less cards in reserve than your opponent"}
    ]
    simurgh = fields(r)
    for mine, theirs, drawn in ((1, 2, 1), (2, 2, 0), (2, 1, 0)):
        b = GameBuilder().in_hand("p1", "Simurgh", **simurgh).mana("p1", 1).deck_of("p1", 2)
        for i in range(mine):
            b = b.in_reserve("p1", f"Mine {i}")
        for i in range(theirs):
            b = b.in_reserve("p2", f"Theirs {i}")
        state, _ = play(b, "Simurgh")
        assert len(state.zone("hand:p1")) == drawn


def test_7_1_1_c_your_characters_have_r_i_gain_1_boost() -> None:
    text = 'Your Characters have: " {R} I gain 1 boost[]." (A boost is a +1/+1/+1 counter.)'
    granted = passive_of(text, type="Permanent")["grant"]
    assert isinstance(granted, dict) and granted["to"] == "characters you play from reserve"
    haven = fields(read(text, type="Permanent", name="Haven"))
    for owner, zone, boosts in (("p1", "reserve", 1), ("p1", "hand", 0), ("p2", "reserve", 0)):
        b = GameBuilder().in_landmarks(owner, "Haven", **haven).mana("p1", 1)
        b = b.in_reserve("p1", "Returner") if zone == "reserve" else b.in_hand("p1", "Returner")
        state, _ = play(b, "Returner")
        assert state.objects[find(state, "Returner")].counters.get("boost", 0) == boosts


def test_5_1_2_f_you_may_play_characters_with_hand_cost_7_or_more_for_1_less() -> None:
    text = "You may play Characters with Hand Cost {7} or more for {1} less."
    assert passive_of(text, type="Permanent") == {
        "cost": {"change": -1, "applies_to": "characters you play with hand cost {7} or more"}
    }
    vault = fields(read(text, type="Permanent", name="Vault"))
    state = (
        GameBuilder()
        .in_landmarks("p1", "Vault", **vault)
        .in_hand("p1", "Giant", hand_cost=7)
        .in_reserve("p1", "Giant in Reserve", hand_cost=8, reserve_cost=5)
        .in_hand("p1", "Six", hand_cost=6)
        .in_hand("p1", "Big Spell", type=CardType.SPELL, hand_cost=7)
        .in_hand("p2", "Their Giant", hand_cost=7)
        .build()
    )
    costs = {
        name: card_cost(state, owner, find(state, name)).amount
        for owner, name in (
            ("p1", "Giant"),
            ("p1", "Giant in Reserve"),
            ("p1", "Six"),
            ("p1", "Big Spell"),
            ("p2", "Their Giant"),
        )
    }
    assert costs == {
        "Giant": 6,
        "Giant in Reserve": 4,
        "Six": 6,
        "Big Spell": 7,
        "Their Giant": 7,
    }


def test_5_1_2_f_i_cost_2_less_to_play_in_an_expedition_with_no_characters() -> None:
    text = "I cost {2} less to play in an Expedition with no Characters."
    assert passive_of(text) == {
        "cost": {
            "change": -2,
            "applies_to": "me",
            "if": "i am played in an expedition with no characters",
        }
    }
    amarok = fields(read(text, name="Amarok", hand_cost=4))
    b = (
        GameBuilder()
        .in_hand("p1", "Amarok", **amarok)
        .in_expedition("p1", "companion", "Settler")
        .in_expedition("p2", "hero", "Facing")
        .mana("p1", 4)
    )
    state, _ = until_decision(b.at_afternoon().build())
    labels = sorted(o.label for o in pending(state).options if "Amarok" in o.label)
    assert labels == [
        "play Amarok from hand for 2 in hero Expedition",
        "play Amarok from hand for 4 in companion Expedition",
    ]
    state, entries = play(b, "Amarok", dest="hero")
    orbs = state.zone("mana:p1")
    assert sum(1 for o in orbs if state.objects[o].has(Status.EXHAUSTED)) == 2
    assert "5.1.2.f" in rules_of(entries)


def test_7_4_7_c_tough_x_where_x_is_the_number_of_plants_you_control() -> None:
    text = "[Tough X], where X is the number of plants you control. (Opponents must pay {X}.)"
    assert passive_of(text) == {"static": "tough x, where x is the number of plants you control"}
    hydra = fields(read(text, name="Hydra", subtypes=("Plant",)))
    for others, pay in ((0, 1), (2, 3)):
        b = GameBuilder().in_expedition("p2", "hero", "Hydra", **hydra)
        for i in range(others):
            b = b.in_expedition("p2", "companion", f"Plant {i}", subtypes=("Plant",))
        b = b.in_expedition("p1", "hero", "Their Plant", subtypes=("Plant",))
        state = b.build()
        assert tough_amount(state, find(state, "Hydra")) == pay
    # an opponent's Deck is counted for the opponent (1.2.2) ...
    deep = fields(read("[Tough X], where X is the number of cards in your opponent's Deck."))
    state = GameBuilder().in_expedition("p2", "hero", "Deep", **deep).deck_of("p1", 3).build()
    assert tough_amount(state, find(state, "Deep")) == 3
    # ... and each opponent's the same in a game of two (the one opponent, 1.2.1.b; ic40)
    each = fields(read("[Tough X], where X is the number of cards in each opponent's Deck."))
    state = GameBuilder().in_expedition("p2", "hero", "Deep", **each).deck_of("p1", 3).build()
    assert tough_amount(state, find(state, "Deep")) == 3


def test_2_2_15_a_expeditions_cant_move_forward_this_day() -> None:
    text = "[[Fleeting]]. (Send me to Discard.)  #Expeditions# can't move forward this Day."
    r = executed(read(text, type="Spell", name="Celebration"))
    assert steps(r) == [
        {
            "action": "ongoing",
            "ongoing": {"duration": "this Day", "cant": "Expeditions can't move forward"},
        }
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Celebration", **fields(r))
        .in_expedition("p1", "hero", "Strong", forest=9)
        .mana("p1", 1)
    )
    state, _ = play(b, "Celebration", dest="spell")
    assert cant_move_forward(state, "p1:hero") and cant_move_forward(state, "p2:companion")
    (emblem,) = (o for o in state.zone("limbo") if state.objects[o].emblem is not None)
    assert state.objects[emblem].emblem.duration == "day"  # ends as the next day begins


def test_5_1_2_f_if_im_boosted_you_may_play_robots_from_your_reserve_for_1_less() -> None:
    text = (
        "If I'm [[Boosted]], you may play #Robots# from your Reserve for {1} less, down to a "
        "minimum of {1}. (Other effects may still reduce it further.)"
    )
    assert passive_of(text) == {
        "cost": {
            "change": -1,
            "applies_to": "robots you play from reserve",
            "minimum": 1,
            "if": "i'm boosted",
        }
    }
    drummer = fields(read(text, name="Drummer"))
    for boosts, costs in ((1, (2, 1, 3, 3)), (0, (3, 1, 3, 3))):
        state = (
            GameBuilder()
            .in_expedition("p1", "hero", "Drummer", counters={"boost": boosts}, **drummer)
            .in_reserve("p1", "Robot", subtypes=("Robot",), reserve_cost=3)
            .in_reserve("p1", "Cheap Robot", subtypes=("Robot",), reserve_cost=1)
            .in_reserve("p1", "Other", reserve_cost=3)
            .in_hand("p1", "Robot in Hand", subtypes=("Robot",), hand_cost=3)
            .build()
        )
        names = ("Robot", "Cheap Robot", "Other", "Robot in Hand")
        assert tuple(card_cost(state, "p1", find(state, n)).amount for n in names) == costs


def test_2_3_2_f_statistics_equal_to_their_highest_after_the_additions() -> None:
    text = (
        "The {V}, {M} and {O} of Characters in my Expedition are equal to their highest statistic."
    )
    kw = {"type": "Permanent", "zone_type": "Expedition"}
    assert passive_of(text, **kw) == {"static": text.lower().rstrip(".")}
    outfits = fields(read(text, name="Outfits", **kw))
    plus = Ability(AbilityKind.PASSIVE, "+3 {V}", stats=StatModifier("my_characters", forest=3))
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Outfits", **outfits)
        .in_expedition("p1", "hero", "Dressed", forest=1, mountain=2, water=0)
        .in_expedition("p1", "companion", "Far", forest=1, mountain=2, water=0)
        .in_landmarks("p1", "Coach", abilities=(plus,))
        .build()
    )
    # 1/2/0 plus 3 Forest is 4/2/0 (the addition changes what it does, so it comes
    # first, 2.3.2.f and 2.3.3.a); then all three are 4.
    assert set(statistics(state, find(state, "Dressed")).values()) == {4}
    assert statistics(state, find(state, "Far")) == {
        Terrain.FOREST: 4,
        Terrain.MOUNTAIN: 2,
        Terrain.WATER: 0,
    }


def test_2_3_2_f_if_im_boosted_other_characters_you_control_equal_their_highest() -> None:
    text = (
        "#If I'm [[Boosted]], the {V}, {M}, and {O} of other Characters you control are equal "
        "to their highest statistic.#"
    )
    assert passive_of(text) == {
        "static": "the {v}, {m}, and {o} of other characters you control are equal to their "
        "highest statistic",
        "if": "i'm boosted",
    }
    bassist = fields(read(text, name="Bassist", forest=0, mountain=1, water=0))
    for boosts, other in ((1, {3}), (0, {0, 3, 1})):
        state = (
            GameBuilder()
            .in_expedition("p1", "hero", "Bassist", counters={"boost": boosts}, **bassist)
            .in_expedition("p1", "companion", "Band", forest=0, mountain=3, water=1)
            .in_expedition("p2", "hero", "Theirs", forest=0, mountain=3, water=1)
            .build()
        )
        assert set(statistics(state, find(state, "Band")).values()) == other
        assert set(statistics(state, find(state, "Theirs")).values()) == {0, 3, 1}
        assert statistics(state, find(state, "Bassist"))[Terrain.FOREST] == boosts  # not itself


def test_4_2_4_d_an_expedition_facing_me_in_water_moves_forward_only_due_to_water() -> None:
    text = (
        "If an Expedition facing me is in {O}, it can't move forward during Dusk except due to {O}."
    )
    assert passive_of(text) == {"static": text.lower().rstrip(".")}
    wisp = fields(read(text, name="Wisp", forest=0, mountain=0, water=0))
    cases = (
        ((Terrain.FOREST, Terrain.WATER), (5, 0), False),  # wins Forest only: stays
        ((Terrain.FOREST, Terrain.WATER), (0, 3), True),  # wins Water: moves
        ((Terrain.FOREST,), (5, 0), True),  # not in Water: not limited
    )
    for terrains, (forest, water), moved in cases:
        b = (
            GameBuilder()
            .region(0, *terrains)
            .in_expedition("p1", "hero", "Wisp", **wisp)
            .in_expedition("p2", "hero", "Walker", forest=forest, mountain=0, water=water)
        )
        state, entries = _progress(b)
        assert (state.positions["p2:hero"] == 1) is moved
        assert ("4.2.4.d" in rules_of(entries)) is (Terrain.WATER in terrains)
    # It cannot move forward for other reasons than Progress during Dusk (4.2.4.d).
    state = evolve(b.region(0, Terrain.WATER).build(), phase=Phase.DUSK)
    other = AtomicAction(ActionKind.MOVE_FORWARD, expedition="p2:hero")
    assert impossible_reason(state, other) == "4.2.4.d"
    assert impossible_reason(state, replace(other, rules=("4.2.4.b",))) is None


def test_2_3_3_b_regions_are_forest_and_lose_their_other_terrains_in_timestamp_order() -> None:
    text = (
        "My region and the region of the Expedition facing me are {V} and lose their other "
        "terrains."
    )
    assert passive_of(text) == {"static": text.lower().rstrip(".")}
    beans = fields(read(text, name="Beans"))
    adds = fields(read("My region is {O} in addition to its other terrains.", name="Spring"))
    water = Terrain.WATER
    b = (
        GameBuilder()
        .region(0, Terrain.MOUNTAIN)
        .region(1, Terrain.MOUNTAIN)
        .in_expedition("p1", "hero", "Beans", **beans)  # region 0, facing p2:hero (region 1)
        .position("p2:hero", 1)
        .in_expedition("p1", "companion", "Far")
    )
    state = b.build()
    assert terrains_at(state, 0) == {Terrain.FOREST} and terrains_at(state, 1) == {Terrain.FOREST}
    assert terrains_at(state, 7) == set(Terrain)  # not my region nor the facing one
    later = b.in_expedition("p1", "hero", "Spring", **adds).build()  # later timestamp: adds
    assert terrains_at(later, 0) == {Terrain.FOREST, water}
    earlier = (
        GameBuilder()
        .region(0, Terrain.MOUNTAIN)
        .in_expedition("p1", "hero", "Spring", **adds)
        .in_expedition("p1", "hero", "Beans", **beans)
        .build()
    )
    assert terrains_at(earlier, 0) == {Terrain.FOREST}  # the later one sets it: Water lost
    kraken = fields(read("All regions are {O} and lose their other terrains.", name="Kraken"))
    state = GameBuilder().in_expedition("p2", "hero", "Kraken", **kraken).build()
    assert all(terrains_at(state, i) == {water} for i in range(len(state.adventure)))


def test_the_boost_icons_mark_after_boost_is_not_text() -> None:
    text = "The first Character you play each Afternoon gains 1 boost[BB]."
    assert passive_of(text, type="Hero") == {
        "played_gains": {"amount": 1, "first_each": "afternoon"}
    }
