"""The printed-text grammar's constructs the engine gained for the real pool, played on a
board (see ``test_constructs.py``): Reactions to a gain, a play, a draw or an exhaust, a play
for less then a gain, Gigantic, tokens in an Expedition, the Reserve's exchanges and choices,
targets narrowed by statuses or by an Expedition."""

from __future__ import annotations

from engine import CardType, GameBuilder, Phase, Status, find

from ..engine.helpers import choose, pending, until_decision
from .helpers import executed, fields, names, play, read, steps


# ----------------------------------------------------------------------------- gains
def test_6_3_b_when_a_character_you_control_gains_fleeting() -> None:
    r = executed(read("When a Character you control gains [[Fleeting]] — I gain 1 Trial counter."))
    watcher = fields(r)
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Judge", **watcher)
        .in_reserve("p1", "Runner", hand_cost=1, reserve_cost=0)
    )
    state, _ = play(b, "Runner")  # from Reserve: it gains Fleeting as it enters (5.2.1.c)
    assert state.objects[find(state, "Judge")].counters.get("Trial") == 1
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Judge", **watcher)
        .in_hand("p1", "Walker", hand_cost=0)
    )
    state, _ = play(b, "Walker")
    assert state.objects[find(state, "Judge")].counters.get("Trial", 0) == 0


def test_when_i_gain_my_third_counter_only_as_the_third_arrives() -> None:
    text = "When I gain my third Trial counter — Draw a card.  {J} I gain 1 Trial counter."
    f = fields(executed(read(text, name="Trialist")))
    for had, drawn in ((1, 0), (2, 1), (3, 0)):
        b = GameBuilder().in_hand("p1", "Trialist", **f).mana("p1", 1).deck_of("p1", 2)
        state, _ = play(b, "Trialist")
        # the counters it had before do not follow it from Hand: put them on it in play
        assert state.objects[find(state, "Trialist")].counters.get("Trial") == 1
        b = (
            GameBuilder()
            .in_expedition("p1", "hero", "Trialist", counters={"Trial": had}, **f)
            .in_hand(
                "p1",
                "Booster",
                **fields(
                    executed(read("{J} Target Character gains 1 Trial counter.", name="Booster"))
                ),
            )
            .mana("p1", 1)
            .deck_of("p1", 2)
        )
        state, _ = play(b, "Booster", dest="companion")
        state = choose(state, find(state, "Trialist"))
        assert len(state.zone("hand:p1")) == drawn


def test_when_i_gain_one_or_more_boosts() -> None:
    r = executed(read("When I gain 1 or more boosts — Draw a card."))
    f = fields(r)
    spell = fields(executed(read("Target Character gains 2 boosts.", type="Spell", name="Cheer")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Glutton", **f)
        .in_expedition("p1", "hero", "Other")
        .in_hand("p1", "Cheer", **spell)
        .mana("p1", 1)
        .deck_of("p1", 2)
    )
    state, _ = play(b, "Cheer", dest="spell")
    state = choose(state, find(state, "Other"))
    assert len(state.zone("hand:p1")) == 0  # another Character gained them
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Glutton", **f)
        .in_hand("p1", "Cheer", **spell)
        .mana("p1", 1)
        .deck_of("p1", 2)
    )
    state, _ = play(b, "Cheer", dest="spell")
    state = choose(state, find(state, "Glutton"))
    assert len(state.zone("hand:p1")) == 1


def test_5_1_2_l_when_you_play_a_character_with_a_base_statistic_of_0() -> None:
    r = executed(
        read(
            "",
            support="{I} When you play another Character with a base statistic of 0 — "
            "I gain 1 boost, up to a max of 2.",
        )
    )
    f = fields(r)
    for stats, boosts in (((1, 0, 2), 1), ((1, 1, 2), 0)):
        forest, mountain, water = stats
        b = (
            GameBuilder()
            .in_reserve("p1", "Fan", **f)
            .in_hand("p1", "Odd", hand_cost=0, forest=forest, mountain=mountain, water=water)
        )
        state, _ = play(b, "Odd")
        assert state.objects[find(state, "Fan")].boosts == boosts


def test_5_2_b_immediately_play_a_character_for_less_then_it_gains() -> None:
    r = executed(read("{J} You may immediately play a Character for {3} less. It gains 2 boosts."))
    (step,) = steps(r)
    assert (step["action"], step["subject"], step["cost_change"]) == (
        "play",
        "a_character_from_hand_or_reserve",
        -3,
    )
    assert step["then"] == ({"action": "give_boost", "subject": "it", "amount": 2},)
    b = (
        GameBuilder()
        .in_hand("p1", "Caller", **fields(r))
        .in_hand("p1", "Giant", hand_cost=3)
        .mana("p1", 1)
    )
    state, _ = play(b, "Caller")
    state = choose(state, "yes")
    state = choose(state, find(state, "Giant"))
    while state.pending is not None and state.pending.kind != "turn":
        state = choose(state, pending(state).option_ids()[0])
    assert state.objects[find(state, "Giant")].boosts == 2  # played for 0 (3 less)


def test_2_3_1_a_the_only_character_in_my_expedition_is_gigantic() -> None:
    r = executed(
        read(
            "If there is only one Character in my Expedition, it is [Gigantic].",
            type="Permanent",
            zone_type="Expedition",
        )
    )
    passive = r.model.abilities[0].passive
    assert passive is not None and passive.grant is not None
    assert not isinstance(passive.grant, str)
    assert (passive.grant.to, passive.grant.keyword) == (
        "the only Character in my Expedition",
        "Gigantic",
    )


def test_when_an_opponent_draws_or_resupplies_once_per_step() -> None:
    r = executed(read("When an opponent draws one or more cards or [Resupplies] — I gain 1 boost."))
    f = fields(r)
    gift = fields(executed(read("Target opponent draws two cards.", type="Spell", name="Gift")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Watcher", **f)
        .in_hand("p1", "Gift", **gift)
        .mana("p1", 1)
        .deck_of("p2", 3)
    )
    state, _ = play(b, "Gift", dest="spell")
    state = choose(state, "p2")
    assert state.objects[find(state, "Watcher")].boosts == 1  # two cards, one step
    mine = fields(executed(read("Draw two cards.", type="Spell", name="Study")))
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **f).in_hand("p1", "Study", **mine)
    state, _ = play(b.mana("p1", 1).deck_of("p1", 3), "Study", dest="spell")
    assert state.objects[find(state, "Watcher")].boosts == 0  # I drew, not an opponent


def test_7_3_13_a_when_you_exhaust_a_card_in_reserve() -> None:
    r = executed(read("When you exhaust a card in Reserve — I gain 1 Trial counter."))
    f = fields(r)
    frost = fields(executed(read("Exhaust target card in Reserve.", type="Spell", name="Frost")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Warden", **f)
        .in_hand("p1", "Frost", **frost)
        .in_reserve("p2", "Stash")
        .mana("p1", 1)
    )
    state, _ = play(b, "Frost", dest="spell")
    state = choose(state, find(state, "Stash"))
    assert state.objects[find(state, "Warden")].counters.get("Trial") == 1


def test_3_2_1_e_my_region_is_forest_in_addition() -> None:
    r = executed(read("My region is {V} in addition to its other terrains."))
    passive = r.model.abilities[0].passive
    assert passive is not None and passive.region_gains is not None
    assert [t.value for t in passive.region_gains] == ["forest"]


def test_a_token_in_your_hero_expedition() -> None:
    r = executed(
        read(
            "At Noon — Create an [Ordis Recruit 1/1/1] Soldier token in your Hero Expedition.",
            type="Hero",
        )
    )
    state = until_decision(
        GameBuilder().hero("p1", "Sigismar", **fields(r)).at_phase(Phase.NOON).build()
    )[0]
    assert names(state, "expedition:p1:hero") == ["Ordis Recruit"]


def test_7_3_12_a_exchange_a_reserve_card_with_a_card_from_hand() -> None:
    r = executed(read("{J} Exchange target card from your Reserve with a card from your hand."))
    assert steps(r) == [
        {
            "action": "exchange",
            "subject": "target_card_in_your_reserve",
            "with": "a_card_from_your_hand",
        }
    ]


def test_a_token_in_your_other_expedition() -> None:
    r = executed(
        read("{J} Create an [Ordis Recruit 1/1/1] Soldier token in your other Expedition.")
    )
    b = GameBuilder().in_hand("p1", "Herald", **fields(r)).mana("p1", 1)
    state, _ = play(b, "Herald", dest="companion")
    assert names(state, "expedition:p1:hero") == ["Ordis Recruit"]
    assert names(state, "expedition:p1:companion") == ["Herald"]


def test_ready_all_cards_in_your_reserve() -> None:
    r = executed(read("{J} Ready all cards in your Reserve."))
    b = (
        GameBuilder()
        .in_hand("p1", "Waker", **fields(r))
        .in_reserve("p1", "Tired", statuses=(Status.EXHAUSTED,))
        .in_reserve("p1", "Fresh")
        .in_reserve("p2", "Theirs", statuses=(Status.EXHAUSTED,))
        .mana("p1", 1)
    )
    state, _ = play(b, "Waker")
    assert not state.objects[find(state, "Tired")].has(Status.EXHAUSTED)
    assert state.objects[find(state, "Theirs")].has(Status.EXHAUSTED)  # not my Reserve


def test_6_1_g_a_spell_from_your_reserve_is_a_narrowed_choice() -> None:
    r = executed(read("{J} Discard a Spell from your Reserve. If you do, draw a card."))
    b = (
        GameBuilder()
        .in_hand("p1", "Sifter", **fields(r))
        .in_reserve("p1", "Unit")
        .in_reserve("p1", "Bolt", type=CardType.SPELL)
        .mana("p1", 1)
        .deck_of("p1", 2)
    )
    state, _ = play(b, "Sifter")
    assert [o.label for o in pending(state).options] == ["Bolt"]


def test_5_1_2_g_a_quick_action_only_if_you_are_the_first_player() -> None:
    r = executed(
        read(
            "{T} : [After You]. You can only activate this if you are the first player.",
            type="Hero",
        )
    )
    qa = r.model.abilities[0].quick_action
    assert qa is not None and qa.condition == "you are the first player"
    for first, offered in (("p1", True), ("p2", False)):
        b = GameBuilder().hero("p1", "Captain", **fields(r)).hero("p2", "Rival")
        state, _ = until_decision(b.at_afternoon(first=first).build())
        if state.pending is not None and state.pending.player == "p2":
            state = choose(state, next(i for i in pending(state).option_ids() if i == "pass"))
        ids = pending(state).option_ids()
        assert any(i.startswith("quick:") for i in ids) is offered


def test_7_3_5_a_when_you_create_a_token_character_it_gains_a_boost() -> None:
    r = executed(read("When you create a token Character — It gains 1 boost."))
    maker = fields(
        executed(
            read(
                "{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.", name="Maker"
            )
        )
    )
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Drillmaster", **fields(r))
        .in_hand("p1", "Maker", **maker)
        .mana("p1", 1)
    )
    state, _ = play(b, "Maker")
    assert state.objects[find(state, "Ordis Recruit")].boosts == 1
    b = (
        GameBuilder()
        .in_expedition("p2", "hero", "Drillmaster", **fields(r))
        .in_hand("p1", "Maker", **maker)
        .mana("p1", 1)
    )
    state, _ = play(b, "Maker")
    assert state.objects[find(state, "Ordis Recruit")].boosts == 0  # p1 created it, not p2


def test_6_5_b_target_with_any_of_several_statuses() -> None:
    r = executed(read("Discard target Fleeting, Anchored or Asleep Character.", type="Spell"))
    b = (
        GameBuilder()
        .in_hand("p1", "Purge", **fields(r))
        .in_expedition("p2", "hero", "Sleeper", statuses=(Status.ASLEEP,))
        .in_expedition("p2", "hero", "Plain")
        .mana("p1", 1)
    )
    state, _ = play(b, "Purge", dest="spell")
    assert [o.label for o in pending(state).options] == ["Sleeper"]


def test_6_5_b_each_character_from_target_expedition_then_exhaust_them() -> None:
    text = (
        "[[Fleeting]].  Send to Reserve each Character from target Expedition, then exhaust them."
    )
    r = executed(read(text, type="Spell"))
    b = (
        GameBuilder()
        .in_hand("p1", "Blizzard", **fields(r))
        .in_expedition("p2", "hero", "Scout")
        .in_expedition("p2", "hero", "Guard")
        .in_expedition("p2", "companion", "Pet")
        .mana("p1", 1)
    )
    state, _ = play(b, "Blizzard", dest="spell")
    state = choose(state, "p2:hero")
    assert sorted(names(state, "reserve:p2")) == ["Guard", "Scout"]
    assert all(state.objects[o].has(Status.EXHAUSTED) for o in state.zone("reserve:p2"))
    assert names(state, "expedition:p2:companion") == ["Pet"]
