"""Thirty cards of the real pool whose printed text the reader executes, drawn at random
(seed 17) from the executable definitions of the three shared English sets, each played
on a board to check that the engine does what the text says.

The texts are the project's own fixture copies of just these cards' printed text (icons,
brackets, reminders and Rare marks as the card data prints them); the data files
themselves are never part of the project.
"""

from __future__ import annotations

from typing import Any

from engine import (
    CardType,
    GameBuilder,
    Keyword,
    PermanentZone,
    Phase,
    Status,
    find,
    play_quick_action,
)
from engine.state.game_state import GameState

from ..engine.helpers import choose, pending, until_decision
from .helpers import executed, fields, names, play, read


def _card(text: str, support: str = "", **chars: Any) -> dict[str, Any]:
    return fields(executed(read(text, support=support, **chars)))


def _at(phase: Phase, b: GameBuilder) -> GameState:
    """Run ``phase`` (its Reactions) up to the next decision."""
    state, _ = until_decision(b.at_phase(phase).build())
    return state


def _answer_all(state: GameState, pick: int = 0) -> GameState:
    """Answer pending non-turn decisions with the option at ``pick`` (yes / first)."""
    for _ in range(20):
        d = state.pending
        if d is None or d.kind == "turn":
            return state
        ids = d.option_ids()
        state = choose(state, *ids[pick % len(ids) : pick % len(ids) + max(1, d.min_choices)])
    return state


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].boosts


def _quick(b: GameBuilder, name: str) -> GameState:
    """Play ``name``'s first quick action as p1's turn effect."""
    state, _ = until_decision(b.at_afternoon().build())
    oid = find(state, name)
    card = state.card(oid)
    assert card is not None
    index = next(i for i, a in enumerate(card.abilities) if a.cost is not None)
    state, _ = play_quick_action(state, "p1", oid, index)
    state, _ = until_decision(state)
    return state


OVERSEER = "{J} If my Expedition is behind, create an [Ordis Recruit 1/1/1] Soldier token in my Expedition."
OVERSEER_D = "{D} : Create an [Ordis Recruit 1/1/1] Soldier token in target Expedition. (Discard me from Reserve to do this.)"


def test_ordis_overseer_creates_a_recruit_only_when_behind() -> None:
    f = _card(OVERSEER, OVERSEER_D, name="Ordis Overseer")
    b = GameBuilder().in_hand("p1", "Ordis Overseer", **f).mana("p1", 1)
    state, _ = play(b, "Ordis Overseer")
    assert names(state, "expedition:p1:hero") == ["Ordis Overseer"]  # level: not behind
    b = GameBuilder().in_hand("p1", "Ordis Overseer", **f).mana("p1", 1).position("p2:hero", 2)
    state, _ = play(b, "Ordis Overseer")
    assert names(state, "expedition:p1:hero") == ["Ordis Overseer", "Ordis Recruit"]


def test_ordis_overseer_support_discards_itself_for_a_recruit() -> None:
    f = _card(OVERSEER, OVERSEER_D, name="Ordis Overseer")
    b = GameBuilder().in_reserve("p1", "Ordis Overseer", **f)
    state = _quick(b, "Ordis Overseer")
    state = choose(state, "p2:companion")
    assert names(state, "expedition:p2:companion") == ["Ordis Recruit"]
    assert names(state, "discard:p1") == ["Ordis Overseer"]


def test_kadigiran_alchemist_gains_two_boosts_from_hand() -> None:
    f = _card("{H} I gain 2 boosts[]. (A boost is a +1/+1/+1 counter.)", name="Kadigiran Alchemist")
    state, _ = play(
        GameBuilder().in_hand("p1", "Kadigiran Alchemist", **f).mana("p1", 1), "Kadigiran Alchemist"
    )
    assert _boosts(state, "Kadigiran Alchemist") == 2


def test_kadigiran_alchemist_from_reserve_gains_nothing() -> None:
    f = _card("{H} I gain 2 boosts[].", name="Kadigiran Alchemist")
    b = GameBuilder().in_reserve("p1", "Kadigiran Alchemist", **f).mana("p1", 1)
    state, _ = play(b, "Kadigiran Alchemist")
    assert _boosts(state, "Kadigiran Alchemist") == 0


def test_inari_draws_at_noon() -> None:
    f = _card("#At Noon\u00a0— Draw a card.#", name="Inari")
    b = GameBuilder().in_expedition("p1", "hero", "Inari", **f).deck_of("p1", 3)
    state = _at(Phase.NOON, b)
    assert len(state.zone("hand:p1")) == 1


def test_grand_endeavor_moves_target_expedition_forward_at_noon() -> None:
    f = _card(
        "At Noon — Target Expedition moves forward one region.",
        type="Permanent",
        name="Grand Endeavor",
    )
    state = _at(Phase.NOON, GameBuilder().in_landmarks("p1", "Grand Endeavor", **f))
    state = choose(state, "p1:hero")
    assert state.positions["p1:hero"] == 1


def test_spindle_harvesters_anchored_and_resupply_with_two_boosts() -> None:
    text = "{J} I gain [[Anchored]]. (During Rest, I don't go to Reserve.)  #At Noon\u00a0— If I have 2 or more boosts,\u00a0[Resupply].#"
    f = _card(text, name="Spindle Harvesters")
    state, _ = play(
        GameBuilder().in_hand("p1", "Spindle Harvesters", **f).mana("p1", 1), "Spindle Harvesters"
    )
    assert state.objects[find(state, "Spindle Harvesters")].has(Status.ANCHORED)
    for boosts, resupplied in ((1, 0), (2, 1)):
        b = (
            GameBuilder()
            .in_expedition("p1", "hero", "Spindle Harvesters", counters={"boost": boosts}, **f)
            .deck_of("p1", 3)
        )
        state = _at(Phase.NOON, b)
        assert len(state.zone("reserve:p1")) == resupplied


def test_ouroboros_trickster_rolls_for_its_boosts() -> None:
    f = _card(
        "{J} Roll a die. On a 4+, I gain 2 boosts. On a 1-3, I gain 1 boost.",
        name="Ouroboros Trickster",
    )
    for result in range(1, 7):
        b = GameBuilder().in_hand("p1", "Ouroboros Trickster", **f).mana("p1", 2)
        state, _ = play(b, "Ouroboros Trickster")
        assert pending(state).kind == "roll_die"  # 7.3.33.a: what did the die show?
        state = choose(state, str(result))
        assert _boosts(state, "Ouroboros Trickster") == (2 if result >= 4 else 1)


def test_chrysalis_defender_and_mana_moth_when_leaving() -> None:
    text = "[Defender]. (My Expedition can't move forward during Dusk.)  When I leave the Expedition zone\u00a0— Create a [Mana Moth 2/2/2] Illusion token in my Expedition."
    f = _card(text, name="Chrysalis")
    assert Keyword.DEFENDER in f["keywords"]
    spell = _card("Send target Character to Reserve.", type="Spell", name="Push")
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Chrysalis", **f)
        .in_hand("p1", "Push", **spell)
        .mana("p1", 1)
    )
    state, _ = play(b, "Push", dest="spell")
    state = _answer_all(choose(state, find(state, "Chrysalis")))
    assert names(state, "expedition:p1:hero") == ["Mana Moth"]
    assert names(state, "reserve:p1")[0] == "Chrysalis"


def test_sylas_draws_from_hand_then_boosts_per_card_in_hand() -> None:
    f = _card("{H} Draw a card.  #{J} I gain 1 boost per card in your hand.#", name="Sylas")
    b = (
        GameBuilder()
        .in_hand("p1", "Sylas", **f)
        .in_hand("p1", "Other")
        .mana("p1", 4)
        .deck_of("p1", 3)
    )
    state, _ = play(b, "Sylas")
    state = _answer_all(state)  # the order of the two Reactions
    assert len(state.zone("hand:p1")) == 2
    assert _boosts(state, "Sylas") in (1, 2)  # 1 before the draw, 2 after: the player's order


def test_sylas_support_boost_when_another_character_joins_up_to_two() -> None:
    f = _card(
        "",
        "{I} When #another Character joins your Expeditions#\u00a0— I gain 1 boost, up to a max of 2.",
        name="Sylas",
    )
    b = (
        GameBuilder()
        .in_reserve("p1", "Sylas", counters={"boost": 1}, **f)
        .in_hand("p1", "Friend", hand_cost=0)
    )
    state, _ = play(b, "Friend")
    assert _boosts(state, "Sylas") == 2
    b = (
        GameBuilder()
        .in_reserve("p1", "Sylas", counters={"boost": 2}, **f)
        .in_hand("p1", "Friend", hand_cost=0)
    )
    state, _ = play(b, "Friend")
    assert _boosts(state, "Sylas") == 2  # already at the maximum


def test_sun_wukong_from_reserve_gives_target_two_boosts() -> None:
    f = _card("{R} #Target Character# gains 2 boosts.", name="Sun Wukong")
    b = (
        GameBuilder()
        .in_reserve("p1", "Sun Wukong", **f)
        .in_expedition("p1", "hero", "Ally")
        .mana("p1", 1)
    )
    state, _ = play(b, "Sun Wukong", dest="companion")
    state = choose(state, find(state, "Ally"))
    assert _boosts(state, "Ally") == 2


def test_sierra_and_oddball_brassbug_for_a_costly_permanent() -> None:
    text = "When you play a Permanent with Hand Cost {3} or more\u00a0— You may exhaust me ({T}) to create a [Brassbug 2/2/2] Robot token in target Expedition."
    f = _card(text, type="Hero", name="Sierra & Oddball")
    for cost, bugs in ((2, 0), (3, 1)):
        b = (
            GameBuilder()
            .hero("p1", "Sierra & Oddball", **f)
            .in_hand(
                "p1",
                "Gadget",
                type=CardType.PERMANENT,
                permanent_zone=PermanentZone.LANDMARK,
                hand_cost=cost,
            )
            .mana("p1", 3)
        )
        state, _ = play(b, "Gadget", dest="landmark")
        state = _answer_all(state)
        assert names(state, "expedition:p1:hero").count("Brassbug") == bugs


def test_tinker_bell_sabotages_from_reserve() -> None:
    f = _card("{R} [Sabotage]. (Discard up to one target card from a Reserve.)", name="Tinker Bell")
    b = GameBuilder().in_reserve("p1", "Tinker Bell", **f).in_reserve("p2", "Stash").mana("p1", 1)
    state, _ = play(b, "Tinker Bell")
    state = choose(state, find(state, "Stash"))  # "up to one" (7.3.35.a): this one
    assert names(state, "discard:p2") == ["Stash"]


def test_kodama_falls_asleep_from_hand() -> None:
    f = _card("{H} I gain [[Asleep]]. (During Dusk, ignore my statistics.)", name="Kodama")
    state, _ = play(GameBuilder().in_hand("p1", "Kodama", **f).mana("p1", 2), "Kodama")
    assert state.objects[find(state, "Kodama")].has(Status.ASLEEP)


def test_kodama_support_anchors_a_cheap_character_only() -> None:
    f = _card(
        "",
        "#{D} : Target Character with Hand Cost\u00a0{3} or less gains [[Anchored]].#",
        name="Kodama",
    )
    b = (
        GameBuilder()
        .in_reserve("p1", "Kodama", **f)
        .in_expedition("p1", "hero", "Cheap", hand_cost=3)
        .in_expedition("p1", "hero", "Dear", hand_cost=4)
    )
    state = _quick(b, "Kodama")
    assert [o.label for o in pending(state).options] == ["Cheap"]
    state = choose(state, find(state, "Cheap"))
    assert state.objects[find(state, "Cheap")].has(Status.ANCHORED)


def test_waru_and_mack_put_a_played_bureaucrat_to_sleep() -> None:
    f = _card("When you play a Bureaucrat — It gains [[Asleep]].", type="Hero", name="Waru & Mack")
    b = (
        GameBuilder()
        .hero("p1", "Waru & Mack", **f)
        .in_hand("p1", "Clerk", subtypes=("Bureaucrat",), hand_cost=0)
    )
    state, _ = play(b, "Clerk")
    assert state.objects[find(state, "Clerk")].has(Status.ASLEEP)
    b = (
        GameBuilder()
        .hero("p1", "Waru & Mack", **f)
        .in_hand("p1", "Guard", subtypes=("Soldier",), hand_cost=0)
    )
    state, _ = play(b, "Guard")
    assert not state.objects[find(state, "Guard")].has(Status.ASLEEP)


def test_alice_support_ends_the_turn() -> None:
    f = _card("", "{D} : [After You]. (Discard me from Reserve to end your turn.)", name="Alice")
    state = _quick(GameBuilder().in_reserve("p1", "Alice", **f), "Alice")
    assert state.pending is not None and state.pending.player == "p2"  # 7.3.2.a


def test_coniferal_coneman_anchored_on_entering() -> None:
    f = _card("{J} I gain [[Anchored]].", name="Coniferal Coneman")
    state, _ = play(
        GameBuilder().in_hand("p1", "Coniferal Coneman", **f).mana("p1", 4), "Coniferal Coneman"
    )
    assert state.objects[find(state, "Coniferal Coneman")].has(Status.ANCHORED)


def test_joyride_discards_another_reserve_card_for_two_boosts() -> None:
    f = _card(
        "Discard another card from your Reserve. If you do, target Character gains 2 boosts.",
        type="Spell",
        name="Joyride",
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Joyride", **f)
        .in_reserve("p1", "Spare")
        .in_expedition("p1", "hero", "Rider")
        .mana("p1", 1)
    )
    state, _ = play(b, "Joyride", dest="spell")
    state = choose(state, find(state, "Spare"))
    state = choose(state, find(state, "Rider"))
    assert _boosts(state, "Rider") == 2 and "Spare" in names(state, "discard:p1")
    b = (
        GameBuilder()
        .in_hand("p1", "Joyride", **f)
        .in_expedition("p1", "hero", "Rider")
        .mana("p1", 1)
    )
    state, _ = play(b, "Joyride", dest="spell")
    assert _boosts(state, "Rider") == 0  # nothing to discard: no boosts (6.5.f)


def test_muna_merchant_resupplies_from_reserve() -> None:
    f = _card("{R} [Resupply]. (Put the top card of your deck in Reserve.)", name="Muna Merchant")
    b = GameBuilder().in_reserve("p1", "Muna Merchant", **f).mana("p1", 2).deck_of("p1", 2)
    state, _ = play(b, "Muna Merchant")
    assert len(state.zone("reserve:p1")) == 1


def test_requiem_discards_a_fleeting_character_with_hand_cost_four_or_less() -> None:
    text = "[[Fleeting]]. (Send me to Discard.)  Choose one:  • Discard target [[Fleeting]] Character with Hand Cost {4} or less.  • Discard target Permanent with Hand Cost {4} or less."
    f = _card(text, type="Spell", name="Requiem")
    b = (
        GameBuilder()
        .in_hand("p1", "Requiem", **f)
        .in_expedition("p2", "hero", "Ghost", hand_cost=2, statuses=(Status.FLEETING,))
        .in_expedition("p2", "hero", "Solid", hand_cost=2)
        .mana("p1", 2)
    )
    state, _ = play(b, "Requiem", dest="spell")
    state = choose(state, pending(state).option_ids()[0])  # the first mode
    assert [o.label for o in pending(state).options] == ["Ghost"]
    state = choose(state, find(state, "Ghost"))
    assert names(state, "discard:p2") == ["Ghost"] and names(state, "discard:p1") == ["Requiem"]


def test_sylas_support_boost_when_you_play_a_spell() -> None:
    f = _card(
        "", "{I} When you play a Spell\u00a0— I gain 1 boost, up to a max of 2.", name="Sylas"
    )
    spell = _card("Draw a card.", type="Spell", name="Insight")
    b = (
        GameBuilder()
        .in_reserve("p1", "Sylas", **f)
        .in_hand("p1", "Insight", **spell)
        .mana("p1", 1)
        .deck_of("p1", 2)
    )
    state, _ = play(b, "Insight", dest="spell")
    assert _boosts(state, "Sylas") == 1


def test_moonlight_jellyfish_sacrificed_goes_to_reserve_unless_fleeting() -> None:
    text = "When I'm sacrificed, if I was not [[Fleeting]]\u00a0— Put me in Reserve.  #When I'm sacrificed, if I was [[Fleeting]]\u00a0— Draw a card.#"
    f = _card(text, name="Moonlight Jellyfish")
    kuwat = _card("{J} Sacrifice a Character.", name="Kuwat")
    for fleeting in (False, True):
        b = (
            GameBuilder()
            .in_expedition(
                "p1",
                "hero",
                "Moonlight Jellyfish",
                statuses=(Status.FLEETING,) if fleeting else (),
                **f,
            )
            .in_hand("p1", "Kuwat", **kuwat)
            .mana("p1", 1)
            .deck_of("p1", 2)
        )
        state, _ = play(b, "Kuwat", dest="companion")
        state = _answer_all(choose(state, find(state, "Moonlight Jellyfish")))
        if fleeting:
            assert len(state.zone("hand:p1")) == 1
            assert "Moonlight Jellyfish" in names(state, "discard:p1")
        else:
            assert names(state, "reserve:p1") == ["Moonlight Jellyfish"]


def test_red_is_seasoned() -> None:
    f = _card("[Seasoned]. (I keep my boosts when I go to Reserve.)", name="Red")
    assert Keyword.SEASONED in f["keywords"]


def test_moth_to_a_flame_cooldown_and_mana_moth() -> None:
    text = "[Cooldown]. (If I go to Reserve after my effect resolves, exhaust me {T}.)  Create a [Mana Moth 2/2/2] Illusion token in target Expedition."
    f = _card(text, type="Spell", name="Moth to a Flame")
    state, _ = play(
        GameBuilder().in_hand("p1", "Moth to a Flame", **f).mana("p1", 3),
        "Moth to a Flame",
        dest="spell",
    )
    state = choose(state, "p1:companion")
    assert names(state, "expedition:p1:companion") == ["Mana Moth"]
    moth = state.objects[find(state, "Moth to a Flame")]
    assert moth.zone == "reserve:p1" and moth.has(Status.EXHAUSTED)  # 7.4.1.b


def test_kelon_burst_sends_a_cheap_character_to_reserve() -> None:
    text = "[[Fleeting]].  Choose one:  • Send to Reserve target Character with Hand Cost\u00a0{4} or less.  • Discard target Permanent with Hand Cost\u00a0{4} or less."
    f = _card(text, type="Spell", name="Kelon Burst")
    b = (
        GameBuilder()
        .in_hand("p1", "Kelon Burst", **f)
        .in_expedition("p2", "hero", "Scout", hand_cost=4)
        .mana("p1", 3)
    )
    state, _ = play(b, "Kelon Burst", dest="spell")
    state = choose(state, pending(state).option_ids()[0])
    state = choose(state, find(state, "Scout"))
    assert names(state, "reserve:p2") == ["Scout"]


def test_red_draws_at_dusk_with_three_boosts() -> None:
    f = _card("[Seasoned].  #At Dusk\u00a0— If I have 3 or more boosts, draw a card.#", name="Red")
    hands = {}
    for boosts in (2, 3):
        b = (
            GameBuilder()
            .in_expedition("p1", "hero", "Red", counters={"boost": boosts}, **f)
            .deck_of("p1", 6)
        )
        state = _at(Phase.DUSK, b)  # runs on to the next Morning's Expand, after its draws
        hands[boosts] = len(state.zone("hand:p1"))
    assert hands[3] == hands[2] + 1  # the Dusk draw, only with 3 or more boosts


def test_haven_bouncer_sabotage_from_hand_and_boost_from_reserve() -> None:
    text = "{H} [Sabotage]. (Discard up to one target card from a Reserve.)  {R} I gain 1 boost[]."
    f = _card(text, name="Haven Bouncer")
    b = GameBuilder().in_reserve("p1", "Haven Bouncer", **f).in_reserve("p2", "Stash").mana("p1", 3)
    state, _ = play(b, "Haven Bouncer")
    assert _boosts(state, "Haven Bouncer") == 1 and names(state, "reserve:p2") == ["Stash"]


def test_chrysalis_support_exhausts_a_card_in_reserve() -> None:
    f = _card(
        "[Defender].",
        "#{D} : Exhaust target card in Reserve.# (Discard me from Reserve to do this.)",
        name="Chrysalis",
    )
    state = _quick(
        GameBuilder().in_reserve("p1", "Chrysalis", **f).in_reserve("p2", "Stash"), "Chrysalis"
    )
    state = choose(state, find(state, "Stash"))
    assert state.objects[find(state, "Stash")].has(Status.EXHAUSTED)


def test_sap_sniffer_may_augment_a_card_with_counters() -> None:
    f = _card("#{J}# You may [Augment] target card in play or in Reserve.", name="Sap Sniffer")
    b = (
        GameBuilder()
        .in_hand("p1", "Sap Sniffer", **f)
        .in_landmarks("p1", "Hive", counters={"Kelon": 2})
        .mana("p1", 1)
    )
    state, _ = play(b, "Sap Sniffer")
    state = _answer_all(choose(state, find(state, "Hive")))  # then "yes" to the "may"
    assert state.objects[find(state, "Hive")].counters.get("Kelon") == 3


def test_yzmir_mothbreeder_scout_and_moth_from_hand() -> None:
    text = '[Scout] {2}. (You may play me from hand for\u00a0{2} with "{h} Send me to Reserve".)  {H} Create a [Mana Moth 2/2/2] Illusion token in target Expedition.'
    f = _card(text, name="Yzmir Mothbreeder")
    assert f["scout"] == 2
    state, _ = play(
        GameBuilder().in_hand("p1", "Yzmir Mothbreeder", **f).mana("p1", 3), "Yzmir Mothbreeder"
    )
    state = choose(state, "p1:companion")
    assert names(state, "expedition:p1:companion") == ["Mana Moth"]
