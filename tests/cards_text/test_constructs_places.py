"""The printed-text grammar's constructs of places (see ``test_constructs.py``): an
Expedition that fails to move forward (Progress, 4.2.4), cards put in a Mana zone (3.2.9),
terrains (7.5.8), and the constructs played on a board after them (the next Permanent's
cost, a creation paid for, each player's choice, "it" after a creation)."""

from __future__ import annotations

from engine import CardType, GameBuilder, PermanentZone, Phase, Status, Terrain, find, play_card

from ..engine.helpers import choose, rules_of, until_decision
from .helpers import executed, exhausted_mana, fields, names, play, read, steps


# ----------------------------------------------------------------------------- Progress (4.2.4)
def test_4_2_4_i_when_my_expedition_fails_to_move_forward_during_dusk() -> None:
    text = "When my Expedition fails to move forward during Dusk \u2014 Draw a card."
    r = executed(read(text))
    reaction = r.model.abilities[0].reaction
    assert reaction is not None and reaction.trigger == "my_expedition_fails_to_move_forward"
    assert steps(r) == [{"action": "draw"}]
    hands = {}
    for stat in (0, 9):  # 0: p1's hero Expedition stays; 9: it moves forward
        b = (
            GameBuilder()
            .in_expedition(
                "p1", "hero", "Stuck", **fields(read(text, forest=stat, mountain=stat, water=stat))
            )
            .deck_of("p1", 6)
        )
        state, entries = until_decision(b.at_phase(Phase.DUSK).build())
        hands[stat] = (len(state.zone("hand:p1")), "4.2.4.i" in rules_of(entries))
    assert hands[0][0] == hands[9][0] + 1  # the Reaction's draw, only when it failed
    assert hands[0][1] and not hands[9][1]


# ----------------------------------------------------------------------------- Mana zone (3.2.9)


def test_7_3_27_a_put_the_top_cards_of_your_deck_in_your_mana_zone_exhausted() -> None:
    text = "Put the top two cards of your deck in your Mana zone (as exhausted Mana Orbs)."
    r = executed(read(text, type="Spell"))
    assert steps(r) == [
        {"action": "put", "subject": "top_cards_of_your_deck", "amount": 2, "to": "mana"}
    ]
    b = GameBuilder().in_hand("p1", "Growth", **fields(r)).mana("p1", 1).deck_of("p1", 5)
    state, entries = play(b, "Growth", dest="spell")
    assert len(state.zone("deck:p1")) == 3
    assert exhausted_mana(state, "p1") == [True, True, True]  # paid one, put two (3.2.9.b)
    assert "3.2.9.b" in rules_of(entries)  # cards enter the Mana zone exhausted


def test_7_3_27_a_put_target_character_in_its_owners_mana_zone() -> None:
    r = executed(read("Put target Character or Permanent in its owner's Mana zone.", type="Spell"))
    b = (
        GameBuilder()
        .in_hand("p1", "Compost", **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "hero", "Victim")
    )
    state, _ = play(b, "Compost", dest="spell")
    state = choose(state, find(state, "Victim"))
    assert names(state, "expedition:p2:hero") == []
    assert exhausted_mana(state, "p2") == [True]  # the owner's Mana zone (3.1.2.c)


def test_a_spell_that_puts_me_in_your_mana_zone_ends_there() -> None:
    text = (
        "Return target Character or Permanent to its owner's hand, then put me in your Mana zone."
    )
    r = executed(read(text, type="Spell"))
    b = (
        GameBuilder()
        .in_hand("p1", "Recall", **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "hero", "Victim")
    )
    state, _ = play(b, "Recall", dest="spell")
    state = choose(state, find(state, "Victim"))
    assert names(state, "hand:p2") == ["Victim"]
    assert len(state.zone("mana:p1")) == 2 and "Recall" not in names(state, "discard:p1")
    assert "Recall" not in names(state, "reserve:p1")


def test_7_3_27_a_each_player_puts_the_top_card_of_their_deck_in_their_mana_zone() -> None:
    text = (
        "{H} Each player puts the top card of their deck in their Mana zone "
        "(as an exhausted Mana Orb)."
    )
    r = executed(read(text))
    assert steps(r) == [
        {"action": "put", "subject": "top_cards_of_each_players_deck", "to": "mana"}
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Harvest", **fields(r))
        .mana("p1", 1)
        .deck_of("p1", 4)
        .deck_of("p2", 3)
    )
    state, entries = play(b, "Harvest")
    assert (len(state.zone("deck:p1")), len(state.zone("deck:p2"))) == (3, 2)
    assert exhausted_mana(state, "p1") == [True, True]  # paid one, put one
    assert exhausted_mana(state, "p2") == [True]  # each to its owner's Mana zone (3.1.2.c)
    assert "3.2.9.b" in rules_of(entries)


# ----------------------------------------------------------------------------- terrain (7.5.8)
def test_7_5_8_c_if_im_in_a_terrain() -> None:
    r = executed(read("{J} If I'm in {O}, draw a card.", name="Diver"))
    drawn = {}
    for terrain in (Terrain.WATER, Terrain.FOREST):
        b = (
            GameBuilder()
            .region(0, terrain)  # p1's hero Expedition starts in region 0
            .in_hand("p1", "Diver", **fields(r))
            .mana("p1", 1)
            .deck_of("p1", 3)
        )
        state, entries = play(b, "Diver")
        drawn[terrain] = len(state.zone("hand:p1"))
        assert "7.5.8.c" in rules_of(entries)
    assert drawn == {Terrain.WATER: 1, Terrain.FOREST: 0}


def test_7_5_8_c_when_you_play_a_character_if_its_in_a_terrain() -> None:
    text = "When you play a Character \u2014 If it's in {V}, I gain 1 Trial counter."
    r = executed(read(text, name="Judge"))
    assert steps(r) == [
        {"action": "gain_counters", "subject": "self", "counter": "Trial", "if": "it's in {v}"}
    ]
    trials = {}
    for dest in ("hero", "companion"):  # region 0 is Forest, region 7 Water
        b = (
            GameBuilder()
            .region(0, Terrain.FOREST)
            .region(7, Terrain.WATER)
            .in_expedition("p1", "hero", "Judge", **fields(r))
            .in_hand("p1", "Walker")
            .mana("p1", 1)
        )
        state, _ = play(b, "Walker", dest=dest)
        trials[dest] = state.objects[find(state, "Judge")].counters.get("Trial", 0)
    assert trials == {"hero": 1, "companion": 0}


def test_6_5_d_unless_im_in_a_terrain_i_gain_fleeting() -> None:
    r = executed(read("{J} Unless I'm in {O}, I gain [[Fleeting]].", name="Drifter"))
    fleeting = {}
    for terrain in (Terrain.WATER, Terrain.MOUNTAIN):
        b = GameBuilder().region(0, terrain).in_hand("p1", "Drifter", **fields(r)).mana("p1", 1)
        state, _ = play(b, "Drifter")
        fleeting[terrain] = state.objects[find(state, "Drifter")].has(Status.FLEETING)
    assert fleeting == {Terrain.WATER: False, Terrain.MOUNTAIN: True}


def test_5_1_2_f_reduce_the_cost_of_the_next_permanent_you_play() -> None:
    text = "Reduce the cost of the next Permanent you play this Afternoon by {2}."
    r = executed(read(text, type="Spell"))
    assert steps(r)[0]["ongoing"] == {
        "duration": "this Afternoon",
        "next_played": {"card_type": "Permanent", "cost_change": -2},
    }
    b = (
        GameBuilder()
        .in_hand("p1", "Discount", **fields(r))
        .in_hand(
            "p1",
            "Tower",
            type=CardType.PERMANENT,
            permanent_zone=PermanentZone.LANDMARK,
            hand_cost=3,
            reserve_cost=3,
        )
        .mana("p1", 2)
    )
    state, _ = play(b, "Discount", dest="spell")
    state = choose(state, "pass")  # p2's turn
    state, _ = until_decision(state)
    state, declared = play_card(state, "p1", find(state, "Tower"), "landmark")
    assert "paying 1" in declared.text  # 3 - 2 (5.1.2.f)
    assert "5.1.2.f" in declared.rules
    state, _ = until_decision(state)
    assert names(state, "landmark:p1") == ["Tower"]


def test_6_1_d_you_may_pay_and_put_a_card_from_your_hand_in_reserve_to_create() -> None:
    text = (
        "At Noon \u2014 You may pay {1} and put a card from your hand in Reserve to create a "
        "[Brassbug 2/2/2] Robot token in target Expedition."
    )
    r = executed(read(text, name="Forge"))
    assert steps(r) == [
        {
            "action": "put",
            "subject": "a_card_from_your_hand",
            "to": "reserve",
            "may": True,
            "pay": 1,
            "then": (
                {
                    "action": "create",
                    "subject": "target_expedition",
                    "token": "Brassbug 2/2/2 Robot",
                },
            ),
        }
    ]
    for hand in (["Junk"], []):
        b = GameBuilder().in_expedition("p1", "hero", "Forge", **fields(r)).mana("p1", 1)
        for name in hand:
            b = b.in_hand("p1", name)
        state, _ = until_decision(b.at_phase(Phase.NOON).build())
        while state.pending is not None and state.pending.kind != "turn":
            d = state.pending
            state = choose(state, d.option_ids()[0])  # yes; the card; p1's hero Expedition
            state, _ = until_decision(state)
        made = "Brassbug" in names(state, "expedition:p1:hero")
        paid = all(state.objects[o].has(Status.EXHAUSTED) for o in state.zone("mana:p1"))
        assert names(state, "reserve:p1") == hand
        assert made is paid is bool(hand)  # no card to put: nothing paid, no token (6.5.f)


def test_6_1_h_each_player_chooses_a_character_they_control_it_gains_asleep() -> None:
    text = "Each player chooses a Character they control. It gains [[Asleep]]."
    r = executed(read(text, type="Spell"))
    assert steps(r) == [
        {
            "action": "gain_status",
            "subject": "a_character_each_player_controls",
            "status": Status.ASLEEP,
        }
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Lullaby", **fields(r))
        .mana("p1", 1)
        .in_expedition("p1", "hero", "Mine")
        .in_expedition("p1", "companion", "Spare")
        .in_expedition("p2", "hero", "Theirs")
        .in_expedition("p2", "companion", "Awake")
    )
    state, _ = play(b, "Lullaby", dest="spell")
    choosers = []
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        choosers.append(d.player)
        state = choose(state, find(state, "Mine" if d.player == "p1" else "Theirs"))
        state, _ = until_decision(state)
    assert choosers == ["p1", "p2"]  # in initiative order (6.1.h)
    asleep = {
        n: state.objects[find(state, n)].has(Status.ASLEEP)
        for n in ("Mine", "Spare", "Theirs", "Awake")
    }
    assert asleep == {"Mine": True, "Spare": False, "Theirs": True, "Awake": False}


def test_7_3_5_a_it_after_creating_a_token_is_the_token_not_the_card_sacrificed() -> None:
    """ "... create a [Dragon Shade] token in target Expedition, then it gains Anchored":
    "it" is the token created, not the card sacrificed before (on the board:
    tests/cards_text/test_it_after_create.py)."""
    text = (
        "When I gain my third Trial counter — Sacrifice me. If you do, create a [Dragon Shade "
        "5/5/5] Illusion token in target Expedition, then it gains [[Anchored]]."
    )
    (sacrifice,) = steps(executed(read(text, type="Permanent")))
    (create,) = sacrifice["then"]
    assert create["action"] == "create"
    assert [dict(t) for t in create["then"]] == [
        {"action": "gain_status", "subject": "it", "status": "Anchored"}
    ]
