"""Static passive abilities read from printed text (2.2.12.m): keywords given to groups or,
under a condition, to "me" (2.3.1.a, 2.3.2.f), cost alterations of groups of cards
(5.1.2.f), "can't activate" (7.3.1.e) and the conditions they use. One compiler test per
printed sentence and a board test asserting what the text does."""

from __future__ import annotations

from typing import Any

from engine import (
    CardType,
    DecisionKind,
    GameBuilder,
    Keyword,
    Phase,
    Status,
    Terrain,
    answer,
    find,
    play_card,
)
from engine.pipeline.possible import impossible_reason
from engine.pipeline.statics import cant_move_forward, reserve_limit
from engine.play.costs import card_cost
from engine.reading.conditions import holds
from engine.reading.passives import has_keyword, is_gigantic, statistics, tough_amount
from engine.reading.terrain import terrains_at
from engine.state.actions import ActionKind
from engine.state.cards import (
    Ability,
    AbilityKind,
    ConditionKind,
    Counted,
    GrantScope,
    StatModifier,
)
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.state.steps import AtomicAction
from engine.why.trace import TraceEntry

from ..engine.helpers import choose, pending, rules_of, until_decision
from .helpers import executed, fields, names, not_executed, play, read, steps


def _passive(text: str, **chars: object) -> dict[str, object]:
    r = executed(read(text, **chars))
    passive = r.model.abilities[0].passive
    assert passive is not None
    return passive.model_dump(exclude_defaults=True, by_alias=True)


# ------------------------------------------------------------- keywords given to groups
SPINDLE = "Characters you control are [Tough 2]. (Opponents must pay {2} to target them.)"


def test_2_3_1_a_characters_you_control_are_tough_2_is_a_group_grant() -> None:
    assert _passive(SPINDLE, type="Permanent") == {
        "grant": {"to": "characters you control", "keyword": "Tough 2"}
    }
    (ability,) = fields(read(SPINDLE, type="Permanent"))["abilities"]
    assert ability.grant.scope == GrantScope.GROUP and ability.grant.amount == 2
    assert ability.grant.filter.controller == "you"


def test_7_4_7_c_granted_tough_2_makes_an_opponent_pay_2_to_target_my_characters() -> None:
    spindle = fields(read(SPINDLE, type="Permanent", name="Spindle"))
    lullaby = fields(
        executed(read("Target Character gains [[Asleep]].", type="Spell", name="Lullaby"))
    )
    b = (
        GameBuilder()
        .in_landmarks("p2", "Spindle", **spindle)
        .in_expedition("p2", "hero", "Guarded")
        .in_reserve("p2", "Resting")
        .in_expedition("p1", "hero", "Mine")
        .in_hand("p1", "Lullaby", **lullaby)
        .mana("p1", 3)
    )
    state, _ = play(b, "Lullaby", dest="spell")
    labels = {o.label for o in pending(state).options}
    assert labels == {"Guarded (Tough 2: pay 2)", "Mine"}
    assert tough_amount(state, find(state, "Resting")) == 0  # not controlled (2.2.1.h)


def test_2_3_1_a_characters_in_my_expedition_are_seasoned() -> None:
    text = "Characters in my Expedition are [Seasoned]. (They keep their boosts.)"
    assert _passive(text, type="Permanent", zone_type="Expedition") == {
        "grant": {"to": "characters in my expedition", "keyword": "Seasoned"}
    }
    stew = fields(read(text, type="Permanent", zone_type="Expedition", name="Stew"))
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Stew", **stew)
        .in_expedition("p1", "hero", "Cook")
        .in_expedition("p1", "companion", "Far")
        .in_expedition("p2", "hero", "Facing")
        .build()
    )
    assert has_keyword(state, find(state, "Cook"), Keyword.SEASONED)
    assert not has_keyword(state, find(state, "Far"), Keyword.SEASONED)
    assert not has_keyword(state, find(state, "Facing"), Keyword.SEASONED)


def test_2_3_1_a_tokens_you_control_are_gigantic() -> None:
    text = "Tokens you control are [Gigantic]."
    assert _passive(text) == {"grant": {"to": "tokens you control", "keyword": "Gigantic"}}
    atlas = fields(read(text, name="Atlas"))
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Atlas", **atlas)
        .in_expedition("p1", "hero", "Recruit", is_token=True)
        .in_expedition("p1", "hero", "Card")
        .in_expedition("p2", "hero", "Their Recruit", is_token=True)
        .build()
    )
    assert is_gigantic(state, find(state, "Recruit"))
    assert not is_gigantic(state, find(state, "Card"))
    assert not is_gigantic(state, find(state, "Their Recruit"))


GULRANG = (
    "If you have less than eight Mana Orbs, [[Boosted]] tokens you control are [Defender]. "
    "(Their Expeditions can't move forward during Dusk.)"
)


def test_2_3_2_f_a_group_grant_under_a_mana_orb_condition() -> None:
    assert _passive(GULRANG, type="Hero") == {
        "grant": {"to": "boosted tokens you control", "keyword": "Defender"},
        "if": "you have less than eight mana orbs",
    }
    (ability,) = fields(read(GULRANG, type="Hero"))["abilities"]
    assert ability.condition.counted == Counted.YOUR_MANA and ability.condition.at_most == 7
    gulrang = fields(read(GULRANG, type="Hero", name="Gulrang"))
    for orbs, defender in ((7, True), (8, False)):
        state = (
            GameBuilder()
            .hero("p1", "Gulrang", **gulrang)
            .in_expedition("p1", "hero", "Boosted", is_token=True, counters={"boost": 1})
            .in_expedition("p1", "hero", "Plain", is_token=True)
            .in_expedition("p1", "hero", "Card", counters={"boost": 1})
            .mana("p1", orbs)
            .build()
        )
        assert has_keyword(state, find(state, "Boosted"), Keyword.DEFENDER) is defender
        assert not has_keyword(state, find(state, "Plain"), Keyword.DEFENDER)
        assert not has_keyword(state, find(state, "Card"), Keyword.DEFENDER)


# ------------------------------------------------------------- "I am [keyword]" if / unless
def test_2_3_2_f_if_im_in_forest_i_am_eternal() -> None:
    text = "If I'm in {V}, I am [Eternal]. (During Rest, I don't go to Reserve.)"
    assert _passive(text) == {"keyword": "Eternal", "if": "i'm in {v}"}
    demeter = fields(read(text, name="Demeter"))
    for terrains, eternal in (((Terrain.FOREST,), True), ((Terrain.WATER,), False)):
        state = (
            GameBuilder()
            .region(0, *terrains)
            .in_expedition("p1", "hero", "Demeter", **demeter)
            .build()
        )
        assert has_keyword(state, find(state, "Demeter"), Keyword.ETERNAL) is eternal


def test_2_3_2_f_unless_you_have_eight_or_more_mana_orbs_i_am_defender() -> None:
    text = "Unless you have eight or more Mana Orbs, I am [Defender]."
    assert _passive(text) == {
        "keyword": "Defender",
        "if": "unless you have eight or more mana orbs",
    }
    valemon = fields(read(text, name="Valemon"))
    for orbs, defender in ((7, True), (8, False)):
        b = GameBuilder().in_expedition("p1", "hero", "Valemon", **valemon).mana("p1", orbs)
        state = b.build()
        assert has_keyword(state, find(state, "Valemon"), Keyword.DEFENDER) is defender


def test_2_3_2_f_i_am_defender_unless_you_control_two_or_more_other_plants() -> None:
    text = "I am [Defender] unless you control two or more other Plants."
    assert _passive(text) == {
        "keyword": "Defender",
        "if": "unless you control two or more other plants",
    }
    back = fields(read(text, name="Verdantback", subtypes=("Plant",)))
    for plants, defender in ((1, True), (2, False)):
        b = GameBuilder().in_expedition("p1", "hero", "Verdantback", **back)
        for i in range(plants):
            b = b.in_expedition("p1", "companion", f"Plant {i}", subtypes=("Plant",))
        state = b.build()
        assert has_keyword(state, find(state, "Verdantback"), Keyword.DEFENDER) is defender


# ------------------------------------------------------------- cost alterations (5.1.2.f)
def test_5_1_2_f_characters_your_opponents_play_cant_cost_less_than_2() -> None:
    text = "Characters your opponents play can't cost less than {2}."
    assert _passive(text) == {
        "cost": {"applies_to": "characters your opponents play", "at_least": 2}
    }
    robin = fields(read(text, name="Robin"))
    state = (
        GameBuilder()
        .in_expedition("p2", "hero", "Robin", **robin)
        .in_hand("p1", "Cheap", hand_cost=0)
        .in_hand("p2", "Own Cheap", hand_cost=0)
        .build()
    )
    assert card_cost(state, "p1", find(state, "Cheap")).amount == 2
    assert card_cost(state, "p2", find(state, "Own Cheap")).amount == 0


def test_5_1_2_f_cards_played_from_reserve_cost_1_more_or_1_less_down_to_1() -> None:
    more = "Cards played from Reserve cost {1} more."
    less = "Cards played from Reserve cost {1} less, down to a minimum of {1}."
    assert _passive(more) == {"cost": {"change": 1, "applies_to": "cards played from reserve"}}
    assert _passive(less) == {
        "cost": {"change": -1, "applies_to": "cards played from reserve", "minimum": 1}
    }
    for text, costs in ((more, (4, 2, 2)), (less, (2, 1, 2))):
        scrooge = fields(read(text, name="Scrooge"))
        state = (
            GameBuilder()
            .in_expedition("p2", "hero", "Scrooge", **scrooge)
            .in_reserve("p1", "Three", reserve_cost=3)
            .in_reserve("p1", "One", reserve_cost=1)
            .in_hand("p1", "Handed", hand_cost=2)
            .build()
        )
        got = tuple(
            card_cost(state, "p1", find(state, n)).amount for n in ("Three", "One", "Handed")
        )
        assert got == costs


# ------------------------------------------------------------- can't activate (7.3.1.e)
def test_7_3_1_e_the_j_h_r_abilities_of_characters_facing_me_cant_activate() -> None:
    text = "The {j}, {h} and {r} abilities of Characters facing me can't activate."
    assert _passive(text, type="Permanent", zone_type="Expedition") == {
        "cant": "The {J}, {H} and {R} triggers of Characters facing me don't activate"
    }
    council = fields(read(text, type="Permanent", zone_type="Expedition", name="Council"))
    drawer = fields(executed(read("{J} Draw a card.", name="Drawer")))
    for where, drawn in (("hero", 0), ("companion", 1)):
        b = (
            GameBuilder()
            .in_expedition("p2", "hero", "Council", **council)
            .in_hand("p1", "Drawer", **drawer)
            .mana("p1", 1)
            .deck_of("p1", 2)
        )
        state, _ = play(b, "Drawer", dest=where)
        assert len(state.zone("hand:p1")) == drawn


# ------------------------------------------------------------- base statistics (2.2.11.b)
def test_2_2_11_b_three_or_more_base_statistics_of_0_among_characters_you_control() -> None:
    text = (
        "{J} If you have three or more base statistics of 0 among Characters you control, "
        "I gain 1 boost."
    )
    r = executed(read(text, name="Thespian"))
    reaction = r.model.abilities[0].reaction
    assert reaction is not None
    (step,) = reaction.effect
    condition = step.condition
    assert condition == "you have three or more base statistics of 0 among characters you control"
    thespian = fields(r)
    for zeros, boosted in (((0, 2, 0), False), ((0, 0, 0), True)):
        f, m, w = zeros
        b = (
            GameBuilder()
            .in_expedition("p1", "hero", "Zero", forest=f, mountain=m, water=w)
            .in_reserve("p1", "Not Controlled", forest=0, mountain=0, water=0)
            .in_hand("p1", "Thespian", **thespian)
            .mana("p1", 1)
        )
        state, _ = play(b, "Thespian")
        assert state.objects[find(state, "Thespian")].counters.get("boost", 0) == int(boosted)


def test_base_statistics_count_each_statistic_once() -> None:
    from scenarios.cards.vocabulary import condition_of

    cond = condition_of("there are three or more base statistics of 0 among Characters you control")
    assert cond is not None and cond.kind == ConditionKind.COUNT
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "A", forest=0, mountain=1, water=0, counters={"boost": 2})
        .in_expedition("p1", "companion", "B", forest=2, mountain=1, water=3)
        .in_expedition("p2", "hero", "Theirs", forest=0, mountain=0, water=0)
        .build()
    )
    assert not holds(cond, state, "p1")  # two printed 0s (boosts change no base statistic)
    assert holds(cond, state, "p2")  # one Character, three 0s


# ------------------------------------------------------------- rules changed (2.2.12.m)
def _night(b: GameBuilder) -> GameState:
    state, _ = until_decision(b.at_phase(Phase.NIGHT).build())
    return state


def test_3_2_10_b_your_reserve_limit_is_increased_by_one() -> None:
    text = "Your Reserve limit is increased by one."
    assert _passive(text, type="Permanent") == {"static": "your reserve limit is increased by one"}
    lab = fields(read(text, type="Permanent", name="Tech Lab"))
    b = GameBuilder().in_landmarks("p1", "Tech Lab", **lab)
    for i in range(3):
        b = b.in_reserve("p1", f"R{i}").in_reserve("p2", f"Their R{i}")
    state = _night(b)
    assert reserve_limit(state, "p1") == 3 and reserve_limit(state, "p2") == 2
    d = pending(state)  # p2 chooses; p1 keeps its three (4.2.5.c)
    assert (d.kind, d.player) == (DecisionKind.CLEANUP_RESERVE, "p2")
    assert len(state.zone("reserve:p1")) == 3


def test_3_2_10_b_all_reserve_limits_are_reduced_by_one_as_a_support_ability() -> None:
    r = executed(read("", support="{I} All Reserve limits are reduced by one.", name="Simurgh"))
    simurgh = fields(r)
    state = GameBuilder().in_reserve("p2", "Simurgh", **simurgh).build()
    assert (reserve_limit(state, "p1"), reserve_limit(state, "p2")) == (1, 1)
    exhausted = GameBuilder().in_reserve("p2", "Simurgh", statuses={Status.EXHAUSTED}, **simurgh)
    state = exhausted.build()  # exhausted: no support ability (2.2.12.j)
    assert (reserve_limit(state, "p1"), reserve_limit(state, "p2")) == (2, 2)


def test_2_3_2_f_if_there_are_spells_in_your_reserve_your_reserve_limit_is_increased() -> None:
    text = (
        "If there are one or more Spells in your Reserve, your Reserve limit is increased by one."
    )
    assert _passive(text, type="Permanent") == {
        "static": "your reserve limit is increased by one",
        "if": "there are one or more spells in your reserve",
    }
    vault = fields(read(text, type="Permanent", name="Vault"))
    for spell, limit in ((True, 3), (False, 2)):
        b = GameBuilder().in_landmarks("p1", "Vault", **vault)
        if spell:
            b = b.in_reserve("p1", "Old Spell", type=CardType.SPELL)
        assert reserve_limit(b.build(), "p1") == limit


def test_4_2_5_c_i_dont_count_towards_your_reserve_limit() -> None:
    text = "{I} I don't count towards your Reserve limit."
    r = executed(read("", support=text, name="Contortionist"))
    assert r.model.abilities[0].passive is not None and r.model.abilities[0].support
    contortionist = fields(r)
    b = (
        GameBuilder()
        .in_reserve("p1", "Contortionist", **contortionist)
        .in_reserve("p1", "R1")
        .in_reserve("p1", "R2")
    )
    state = _night(b)
    assert state.pending is None or state.pending.kind != DecisionKind.CLEANUP_RESERVE
    assert len(state.zone("reserve:p1")) == 3  # two counted, within the limit; it stays
    b = (
        GameBuilder()
        .in_reserve("p1", "Contortionist", statuses={Status.EXHAUSTED}, **contortionist)
        .in_reserve("p1", "R1")
        .in_reserve("p1", "R2")
    )
    d = pending(_night(b))  # exhausted, its support ability does not work (2.2.12.j)
    assert d.kind == DecisionKind.CLEANUP_RESERVE and len(d.options) == 3


def test_2_4_6_d_you_may_play_exhausted_cards_from_your_reserve() -> None:
    text = "You may play exhausted cards from your Reserve."
    assert _passive(text) == {"static": "you may play exhausted cards from your reserve"}
    vaike = fields(read(text, name="Vaike"))
    for with_vaike in (True, False):
        b = (
            GameBuilder()
            .in_reserve("p1", "Tired", statuses={Status.EXHAUSTED}, reserve_cost=1)
            .mana("p1", 1)
        )
        if with_vaike:
            b = b.in_expedition("p1", "hero", "Vaike", **vaike)
        state, _ = until_decision(b.at_afternoon().build())
        offered = [o.label for o in pending(state).options if "Tired" in o.label]
        assert bool(offered) is with_vaike
    state, entries = play(b.in_expedition("p1", "hero", "Vaike", **vaike), "Tired")
    assert find(state, "Tired") in state.zone("expedition:p1:hero")
    assert not state.objects[find(state, "Tired")].has(Status.EXHAUSTED)  # ruling: ready
    assert "2.4.6.d" in rules_of(entries)


def _progress(b: GameBuilder) -> tuple[GameState, tuple[TraceEntry, ...]]:
    return until_decision(b.at_phase(Phase.DUSK).build())


def test_7_4_2_b_if_my_expedition_is_behind_defenders_dont_prevent_it_from_moving() -> None:
    text = "If my Expedition is behind, [Defender] Characters don't prevent it from moving forward."
    assert _passive(text) == {
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
    assert _passive(text) == {"cant": text.lower().rstrip(".")}
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
    assert _passive(text) == {
        "static": "i can't be played",
        "if": "you have less than seven mana orbs",
    }
    tomoe = fields(read(text, name="Tomoe", hand_cost=3))
    for orbs, playable in ((6, False), (7, True)):
        b = GameBuilder().in_hand("p1", "Tomoe", **tomoe).mana("p1", orbs)
        state, _ = until_decision(b.at_afternoon().build())
        offered = [o.label for o in pending(state).options if "Tomoe" in o.label]
        assert bool(offered) is playable
    convergence = "I can't be played, but I can be used as a Mana Orb."
    assert _passive(convergence) == {"static": "i can't be played"}


def test_5_2_4_a_spells_you_play_with_hand_cost_1_or_less_have_fleeting() -> None:
    text = "Spells you play with Hand Cost {1} or less have [[Fleeting]]."
    assert _passive(text, type="Hero") == {
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
        assert ("5.2.4.a" in rules_of(entries)) is (cost == 1)
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
    assert _passive(text, type="Hero") == {
        "static": "the first character you play each afternoon gains 1 boost"
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
    granted = _passive(text, type="Permanent")["grant"]
    assert isinstance(granted, dict) and granted["to"] == "characters you play from reserve"
    haven = fields(read(text, type="Permanent", name="Haven"))
    for owner, zone, boosts in (("p1", "reserve", 1), ("p1", "hand", 0), ("p2", "reserve", 0)):
        b = GameBuilder().in_landmarks(owner, "Haven", **haven).mana("p1", 1)
        b = b.in_reserve("p1", "Returner") if zone == "reserve" else b.in_hand("p1", "Returner")
        state, _ = play(b, "Returner")
        assert state.objects[find(state, "Returner")].counters.get("boost", 0) == boosts


def test_5_1_2_f_you_may_play_characters_with_hand_cost_7_or_more_for_1_less() -> None:
    text = "You may play Characters with Hand Cost {7} or more for {1} less."
    assert _passive(text, type="Permanent") == {
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
    assert _passive(text) == {
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


def test_2_4_6_d_you_may_play_exhausted_characters_from_your_reserve_in_my_expedition() -> None:
    text = "You may play exhausted Characters from your Reserve in my Expedition."
    kw = {"type": "Permanent", "zone_type": "Expedition"}
    assert _passive(text, **kw) == {"static": text.lower().rstrip(".")}
    heater = fields(read(text, name="Heater", **kw))
    tired = {"statuses": {Status.EXHAUSTED}, "reserve_cost": 1}
    b = (
        GameBuilder()
        .in_expedition("p1", "companion", "Heater", **heater)
        .in_reserve("p1", "Frozen", **tired)
        .in_reserve("p1", "Frozen Spell", type=CardType.SPELL, **tired)
        .mana("p1", 2)
    )
    state, _ = until_decision(b.at_afternoon().build())
    labels = [o.label for o in pending(state).options if "Frozen" in o.label]
    assert labels == ["play Frozen from reserve for 1 in companion Expedition"]


def test_1_4_1_a_exhausted_characters_in_reserve_remain_exhausted_during_morning() -> None:
    text = "Exhausted Characters in Reserve remain exhausted during Morning."
    assert _passive(text) == {"static": text.lower().rstrip(".")}
    queen = fields(read(text, name="Queen"))
    tired = {"statuses": {Status.EXHAUSTED}}
    b = (
        GameBuilder()
        .in_expedition("p2", "hero", "Queen", **queen)
        .in_reserve("p1", "Cold Character", **tired)
        .in_reserve("p1", "Cold Spell", type=CardType.SPELL, **tired)
        .in_expedition("p1", "hero", "Tired in play", **tired)
        .deck_of("p1", 3)
        .deck_of("p2", 3)
    )
    state, entries = until_decision(b.at_phase(Phase.MORNING).build())
    exhausted = {
        n: state.objects[find(state, n)].has(Status.EXHAUSTED)
        for n in ("Cold Character", "Cold Spell", "Tired in play")
    }
    assert exhausted == {"Cold Character": True, "Cold Spell": False, "Tired in play": False}
    assert "1.4.1.a" in rules_of(entries)


def test_7_4_7_c_tough_x_where_x_is_the_number_of_plants_you_control() -> None:
    text = "[Tough X], where X is the number of plants you control. (Opponents must pay {X}.)"
    assert _passive(text) == {"static": "tough x, where x is the number of plants you control"}
    hydra = fields(read(text, name="Hydra", subtypes=("Plant",)))
    for others, pay in ((0, 1), (2, 3)):
        b = GameBuilder().in_expedition("p2", "hero", "Hydra", **hydra)
        for i in range(others):
            b = b.in_expedition("p2", "companion", f"Plant {i}", subtypes=("Plant",))
        b = b.in_expedition("p1", "hero", "Their Plant", subtypes=("Plant",))
        state = b.build()
        assert tough_amount(state, find(state, "Hydra")) == pay
    # an opponent's Deck is counted for the opponent (1.2.2; gram_ev round 2) ...
    deep = fields(read("[Tough X], where X is the number of cards in your opponent's Deck."))
    state = GameBuilder().in_expedition("p2", "hero", "Deep", **deep).deck_of("p1", 3).build()
    assert tough_amount(state, find(state, "Deep")) == 3
    # ... but each opponent's, a sum over several players, is not read
    assert "counting" in not_executed(
        read("[Tough X], where X is the number of cards in each opponent's Deck.")
    )


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
    assert _passive(text) == {
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
    assert _passive(text, **kw) == {"static": text.lower().rstrip(".")}
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
    assert _passive(text) == {
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


def test_1_4_1_a_cards_in_your_opponents_reserve_cant_gain_counters() -> None:
    text = "Cards in your opponent's Reserve can't gain counters."
    assert _passive(text) == {"cant": text.lower().rstrip(".")}
    inspector = fields(read(text, name="Inspector"))
    cheer = executed(
        read("Target Character in play or in Reserve gains 1 boost.", type="Spell", name="Cheer")
    )
    for target, boosts in (("Mine", 0), ("Theirs", 1)):
        b = (
            GameBuilder()
            .in_expedition("p2", "hero", "Inspector", **inspector)
            .in_reserve("p1", "Mine")
            .in_reserve("p2", "Theirs")
            .in_hand("p1", "Cheer", **fields(cheer))
            .mana("p1", 1)
        )
        state, _ = play(b, "Cheer", dest="spell")
        state, chosen = answer(state, pending(state).id, (find(state, target),))
        state, entries = until_decision(state)
        assert state.objects[find(state, target)].counters.get("boost", 0) == boosts
        assert ("1.4.1.a" in rules_of((chosen, *entries))) is (boosts == 0)


def test_4_2_5_c_you_may_keep_one_more_card_in_reserve_if_its_exhausted() -> None:
    text = "You may keep one more card in Reserve during Night if it's exhausted."
    assert _passive(text, type="Permanent") == {"static": text.lower().rstrip(".")}
    frozen = fields(read(text, type="Permanent", name="Frozen"))
    cold = {"statuses": {Status.EXHAUSTED}}
    b = (
        GameBuilder()
        .in_landmarks("p1", "Frozen", **frozen)
        .in_reserve("p1", "R1")
        .in_reserve("p1", "R2")
        .in_reserve("p1", "Cold", **cold)
        .in_reserve("p1", "Colder", **cold)
    )
    state = _night(b)
    state = choose(state, find(state, "R1"), find(state, "R2"))
    d = pending(state)
    assert (d.kind, d.min_choices, d.max_choices) == (DecisionKind.CLEANUP_RESERVE, 0, 1)
    assert sorted(o.label for o in d.options) == ["Cold", "Colder"]
    state = choose(state, find(state, "Cold"))
    assert names(state, "reserve:p1") == ["R1", "R2", "Cold"]
    assert names(state, "discard:p1") == ["Colder"]
    state = _night(
        GameBuilder().in_reserve("p1", "R1").in_reserve("p1", "R2").in_reserve("p1", "Cold", **cold)
    )
    state = choose(state, find(state, "R1"), find(state, "R2"))  # no Frozen: no more
    assert names(state, "discard:p1") == ["Cold"]


def test_4_2_4_d_an_expedition_facing_me_in_water_moves_forward_only_due_to_water() -> None:
    text = (
        "If an Expedition facing me is in {O}, it can't move forward during Dusk except due to {O}."
    )
    assert _passive(text) == {"static": text.lower().rstrip(".")}
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
    assert _passive(text) == {"static": text.lower().rstrip(".")}
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


def test_1_4_1_a_cards_in_play_or_in_reserve_with_counters_cant_gain_counters() -> None:
    text = "#Cards in play or in Reserve with counters# can't gain counters. (Not Hero cards.)"
    assert _passive(text) == {
        "cant": "cards in play or in reserve with counters can't gain counters"
    }
    inspector = fields(read(text, name="Inspector"))
    cheer = executed(
        read("Target Character in play or in Reserve gains 1 boost.", type="Spell", name="Cheer")
    )
    # Boosted has a boost and Trial counters already: neither gains; Plain gains its boost.
    for target, boosts in (("Boosted", 1), ("Trial", 0), ("Plain", 1)):
        b = (
            GameBuilder()
            .in_expedition("p2", "hero", "Inspector", **inspector)
            .in_expedition("p1", "hero", "Boosted", counters={"boost": 1})
            .in_reserve("p1", "Trial", counters={"Trial": 2})
            .in_expedition("p1", "hero", "Plain")
            .in_hand("p1", "Cheer", **fields(cheer))
            .mana("p1", 1)
        )
        state, _ = play(b, "Cheer", dest="spell")
        state, _ = answer(state, pending(state).id, (find(state, target),))
        state, _ = until_decision(state)
        assert state.objects[find(state, target)].counters.get("boost", 0) == boosts


def test_the_boost_icons_mark_after_boost_is_not_text() -> None:
    text = "The first Character you play each Afternoon gains 1 boost[BB]."
    assert _passive(text, type="Hero") == {
        "static": "the first character you play each afternoon gains 1 boost"
    }


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
    d = pending(_night(b))
    assert (d.player, d.min_choices) == ("p1", 3)
    assert {"3.2.10.b", "2.2.12.m"} <= set(d.rules)
    plain = GameBuilder()
    for i in range(3):
        plain = plain.in_reserve("p1", f"R{i}")
    # Without a passive, the choice still cites the reserve limit that decides it (3.2.10.b,
    # issue 18), but nothing about a limit changed by a passive ability.
    assert "2.2.12.m" not in pending(_night(plain)).rules


def test_7_4_7_c_two_spindles_give_tough_4_as_the_official_ruling_says() -> None:
    spindle = fields(read(SPINDLE, type="Permanent", name="Spindle"))
    state = (
        GameBuilder()
        .in_landmarks("p2", "Spindle", **spindle)
        .in_landmarks("p2", "Spindle", **spindle)
        .in_expedition("p2", "hero", "Guarded", keywords=frozenset({Keyword.TOUGH}), tough=1)
        .in_expedition("p2", "hero", "Plain")
        .build()
    )
    assert tough_amount(state, find(state, "Plain")) == 4  # "The effects stack!"
    assert tough_amount(state, find(state, "Guarded")) == 5  # and its own Tough 1


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
