"""Static passive abilities read from printed text (2.2.12.m): keywords given to groups or,
under a condition, to "me" (2.3.1.a, 2.3.2.f), cost alterations of groups of cards
(5.1.2.f), "can't activate" (7.3.1.e) and the conditions they use. One compiler test per
printed sentence and a board test asserting what the text does. The passives that change a
rule are in ``test_static_rules_changed.py`` and ``test_static_reserve_rules.py``, those
under conditions and counts in ``test_static_conditions.py``."""

from __future__ import annotations

from engine import GameBuilder, Keyword, Terrain, find
from engine.play.costs import card_cost
from engine.reading.conditions import holds
from engine.reading.passives import has_keyword, is_gigantic, tough_amount
from engine.state.cards import ConditionKind, Counted, GrantScope

from ..engine.helpers import pending
from .helpers import executed, fields, passive_of, play, read

# ------------------------------------------------------------- keywords given to groups
SPINDLE = "Characters you control are [Tough 2]. (Opponents must pay {2} to target them.)"


def test_2_3_1_a_characters_you_control_are_tough_2_is_a_group_grant() -> None:
    assert passive_of(SPINDLE, type="Permanent") == {
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
    assert passive_of(text, type="Permanent", zone_type="Expedition") == {
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
    assert passive_of(text) == {"grant": {"to": "tokens you control", "keyword": "Gigantic"}}
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
    assert passive_of(GULRANG, type="Hero") == {
        "grant": {"to": "boosted tokens you control", "keyword": "Defender"},
        "if": "you have less than 8 mana orbs",
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


# ------------------------------------------------------------- "I am [keyword]" if / unless
def test_2_3_2_f_if_im_in_forest_i_am_eternal() -> None:
    text = "If I'm in {V}, I am [Eternal]. (During Rest, I don't go to Reserve.)"
    assert passive_of(text) == {"keyword": "Eternal", "if": "i'm in {v}"}
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
    assert passive_of(text) == {
        "keyword": "Defender",
        "if": "unless you have 8 or more mana orbs",
    }
    valemon = fields(read(text, name="Valemon"))
    for orbs, defender in ((7, True), (8, False)):
        b = GameBuilder().in_expedition("p1", "hero", "Valemon", **valemon).mana("p1", orbs)
        state = b.build()
        assert has_keyword(state, find(state, "Valemon"), Keyword.DEFENDER) is defender


def test_2_3_2_f_i_am_defender_unless_you_control_two_or_more_other_plants() -> None:
    text = "I am [Defender] unless you control two or more other Plants."
    assert passive_of(text) == {
        "keyword": "Defender",
        "if": "unless you control 2 or more other plants",
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
    assert passive_of(text) == {
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
    assert passive_of(more) == {"cost": {"change": 1, "applies_to": "cards played from reserve"}}
    assert passive_of(less) == {
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
    assert passive_of(text, type="Permanent", zone_type="Expedition") == {
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
    assert condition == "you have 3 or more base statistics of 0 among characters you control"
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
