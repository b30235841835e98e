"""The engine's "You may Rush to [do X]" (7.3.34.b), tokens received as Gifts (7.3.30.a,
7.3.29.a, 7.3.22.a), and tokens received "in one of your Expeditions" (6.1.g, 7.4.4.h)."""

from __future__ import annotations

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    DecisionKind,
    EffectStep,
    GameBuilder,
    Status,
    Step,
    Subject,
    Task,
    TaskKind,
    TokenSpec,
    TriggerKind,
    ZoneKind,
    answer,
    find,
    from_dict,
    request,
    to_dict,
)
from engine.pipeline.reactions import gifts
from engine.state.game_state import GameState, evolve

from .helpers import cast, choose, pending, rules_of, spell, texts, until_decision, with_energy_bars

DRAW = EffectStep(ActionKind.DRAW, Subject.CONTROLLER)
RUSH_TO_DRAW = EffectStep(
    ActionKind.RUSH, Subject.A_CARD_FROM_HAND_OR_RESERVE, optional=True, then=(DRAW,)
)
SHEEP = TokenSpec("Sheep", 1, 1, 1, ("Animal",))


def _reaction(trigger: TriggerKind, *effect: EffectStep) -> tuple[Ability, ...]:
    return (Ability(AbilityKind.REACTION, trigger=trigger, effect=effect),)


def _say(state: GameState, *ids: str) -> tuple[GameState, tuple[str, ...], set[str]]:
    """Answer the pending decision and run on: the state, trace texts and rules cited."""
    state, first = answer(state, pending(state).id, ids)
    state, entries = until_decision(state)
    return state, (*texts((first,)), *texts(entries)), {*first.rules, *rules_of(entries)}


def _hand(state: GameState, player: str = "p1") -> list[str]:
    return [state.name(o) for o in state.zone(f"hand:{player}")]


# --------------------------------------------------------------------------- 7.3.34.b
def _sprint(*extra: tuple[str, dict[str, object]], effect: EffectStep = RUSH_TO_DRAW) -> GameState:
    """p1 casts Sprint: "You may Rush to draw a card." Their Deck holds one card, Drawn."""
    b = GameBuilder().in_hand("p1", "Sprint", **spell(effect)).in_deck("p1", "Drawn")
    for name, card in extra:
        b = b.in_hand("p1", name, **card)
    return cast(b, "Sprint")


def test_7_3_34_b_may_rush_to_draw_draws_after_the_card_is_played() -> None:
    state = _sprint(("Quick", {"hand_cost": 0}))
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.OPTIONAL_STEP, "p1")  # "may" (6.5.c)
    state = choose(state, "yes")
    state = choose(state, find(state, "Quick"))
    state, lines, rules = _say(state, "hero")
    assert state.objects[find(state, "Quick")].zone == "expedition:p1:hero"
    assert _hand(state) == ["Drawn"]
    assert {"7.3.34.b", "7.5.12.a", "5.2.b"} <= rules
    # The draw follows the card's whole playing process (5.2.b): it is played first.
    entered = next(i for i, t in enumerate(lines) if "Quick enters" in t)
    drawn = next(i for i, t in enumerate(lines) if "draw" in t and "Drawn" in t)
    assert entered < drawn


def test_7_3_34_b_declining_to_rush_does_not_draw() -> None:
    state = _sprint(("Quick", {"hand_cost": 0}))
    state, _, _ = _say(state, "no")
    assert _hand(state) == ["Quick"]
    assert state.name(state.zone("reserve:p1")[-1]) == "Sprint"


def test_7_3_34_b_no_card_to_rush_means_no_draw() -> None:
    state = _sprint()  # Sprint was the only card in Hand, the Reserve is empty
    state, lines, rules = _say(state, "yes")
    assert _hand(state) == []
    assert "7.3.34.b" in rules
    assert any("no card was played due to Rush" in t for t in lines)


def test_6_1_g_a_card_that_cannot_be_played_is_no_option_for_rush() -> None:
    # 5.1.2.g: Costly cannot be played (no Mana Orbs to pay 5): it is an impossible
    # option and cannot be chosen (6.1.g); Quick (cost 0) can.
    state = _sprint(("Costly", {"hand_cost": 5}), ("Quick", {"hand_cost": 0}))
    state = choose(state, "yes")
    d = pending(state)
    assert [o.id for o in d.options] == [find(state, "Quick")]


def test_6_1_g_rush_for_free_offers_a_card_whatever_its_cost() -> None:
    rush_free = EffectStep(ActionKind.RUSH, Subject.A_CARD_FROM_HAND_OR_RESERVE, free=True)
    state = _sprint(("Costly", {"hand_cost": 5}), effect=rush_free)
    assert [o.id for o in pending(state).options] == [find(state, "Costly")]


def test_7_3_34_b_no_playable_card_means_no_card_played_and_no_draw() -> None:
    # Every option is impossible: no card is played due to Rush (6.1.g), so the draw
    # does not happen (7.3.34.b).
    state = _sprint(("Costly", {"hand_cost": 5}))
    state, lines, rules = _say(state, "yes")
    assert _hand(state) == ["Costly"]
    assert {"6.1.g", "7.3.34.b"} <= rules
    assert any("no card was played due to Rush" in t for t in lines)


def test_7_3_34_b_it_is_the_card_played_found_again_in_play() -> None:
    boost_it = EffectStep(ActionKind.GIVE_BOOST, Subject.IT)
    rush = EffectStep(
        ActionKind.RUSH, Subject.A_CARD_FROM_HAND_OR_RESERVE, optional=True, then=(boost_it,)
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Sprint", **spell(rush))
        .in_reserve("p1", "Runner", reserve_cost=0)
    )
    state = cast(b, "Sprint")
    state = choose(state, "yes")
    state = choose(state, find(state, "Runner"))
    state, _, rules = _say(state, "companion")
    runner = state.objects[find(state, "Runner")]
    # Played from Reserve it is Fleeting (5.2.1.b); the boost reaches the new object (2.1.g).
    assert runner.zone == "expedition:p1:companion" and runner.boosts == 1
    assert runner.has(Status.FLEETING)
    assert "2.1.g" in rules


def test_7_3_34_b_a_spell_rushed_resolves_fully_before_what_the_rush_was_to() -> None:
    inner = EffectStep(ActionKind.GIVE_BOOST, Subject.A_CHARACTER_YOU_CONTROL)
    b = (
        GameBuilder()
        .in_hand("p1", "Sprint", **spell(RUSH_TO_DRAW))
        .in_hand("p1", "Pep", **spell(inner))
        .in_expedition("p1", "hero", "Scout")
        .in_deck("p1", "Drawn")
    )
    state = cast(b, "Sprint")
    state = choose(state, "yes")
    state = choose(state, find(state, "Pep"))
    assert _hand(state) == []  # Pep's own effect waits for its choice: no draw yet
    state, lines, _ = _say(state, find(state, "Scout"))
    assert _hand(state) == ["Drawn"]
    pep_done = next(i for i, t in enumerate(lines) if "Pep goes to p1's Reserve" in t)
    drawn = next(i for i, t in enumerate(lines) if "draw" in t and "Drawn" in t)
    assert pep_done < drawn  # a Spell is played when it leaves Limbo (7.5.12.a)


def test_7_3_34_b_a_state_waiting_inside_the_rush_round_trips() -> None:
    state = _sprint(("Quick", {"hand_cost": 0}))
    state = choose(state, "yes")
    state = choose(state, find(state, "Quick"))
    assert pending(state).kind == DecisionKind.PLAY_DESTINATION
    assert any(t.kind == TaskKind.AFTER_PLAY_IN_EFFECT for t in state.agenda)
    again = from_dict(GameState, to_dict(state))
    assert again == state
    again = choose(again, "hero")
    assert _hand(again) == ["Drawn"]


def test_6_5_f_play_a_card_if_you_did_follows_the_play() -> None:
    play_then = EffectStep(ActionKind.PLAY, Subject.A_CHARACTER_FROM_HAND_OR_RESERVE, then=(DRAW,))
    state = _sprint(("Quick", {"hand_cost": 0}), effect=play_then)
    state = choose(state, find(state, "Quick"))
    state, _, rules = _say(state, "hero")
    assert _hand(state) == ["Drawn"] and "6.5.f" in rules
    assert "7.3.34.b" not in rules


# --------------------------------------------------------------------------- 7.3.30.a gifts
def _giver(b: GameBuilder) -> GameBuilder:
    """p1's Hero: "When you make a Gift — Draw a card"; p1's Deck holds two cards."""
    return b.hero("p1", "Giver", abilities=_reaction(TriggerKind.YOU_MAKE_A_GIFT, DRAW)).deck_of(
        "p1", 2
    )


def test_7_3_30_a_a_token_received_in_another_players_turn_is_a_gift() -> None:
    woolly = EffectStep(
        ActionKind.RECEIVE_TOKEN, Subject.TARGET_OPPONENT_COMPANION_EXPEDITION, token=SHEEP
    )
    state = cast(_giver(GameBuilder().in_hand("p1", "Woolly", **spell(woolly))), "Woolly")
    state, _, rules = _say(state, "p2")
    assert [state.name(o) for o in state.zone("expedition:p2:companion")] == ["Sheep"]
    assert len(state.zone("hand:p1")) == 1  # p1 made a Gift (7.3.22.a)
    assert {"7.3.22.a", "7.3.29.a", "7.3.30.a"} <= rules


def test_7_3_29_a_remark_each_token_received_is_its_own_gift() -> None:
    two = EffectStep(
        ActionKind.RECEIVE_TOKEN,
        Subject.TARGET_OPPONENT_COMPANION_EXPEDITION,
        token=SHEEP,
        amount=2,
    )
    state = cast(_giver(GameBuilder().in_hand("p1", "Flock", **spell(two))), "Flock")
    state, _, _ = _say(state, "p2")
    assert len(state.zone("expedition:p2:companion")) == 2
    d = pending(state)  # two Gifts: Giver's Reaction activated twice (6.3.g)
    assert d.kind == DecisionKind.CHOOSE_REACTION and len(d.options) == 2
    state = choose(state, d.option_ids()[0])
    assert len(state.zone("hand:p1")) == 2  # two Gifts, two draws


def test_7_3_22_a_a_token_received_in_ones_own_turn_is_no_gift() -> None:
    mine = EffectStep(ActionKind.RECEIVE_TOKEN, Subject.YOUR_COMPANION_EXPEDITION, token=SHEEP)
    b = _giver(GameBuilder().in_hand("p1", "Pet", **spell(mine)))
    # p2 too would "make a Gift" — but it is not p2's turn (7.3.22.a).
    b = b.hero("p2", "Other", abilities=_reaction(TriggerKind.YOU_MAKE_A_GIFT, DRAW)).deck_of(
        "p2", 1
    )
    state = cast(b, "Pet")
    assert [state.name(o) for o in state.zone("expedition:p1:companion")] == ["Sheep"]
    assert state.zone("hand:p1") == () and state.zone("hand:p2") == ()


def test_7_3_29_a_a_token_received_outside_any_players_turn_is_no_gift() -> None:
    state = _giver(GameBuilder()).build()
    receive = Step(ActionKind.RECEIVE_TOKEN, controller="p1", expeditions=("p2:hero",), token=SHEEP)
    assert state.turn_player is None
    quiet, entry = request(state, receive)
    assert gifts(state, quiet, entry.events) == [] and quiet.agenda == ()
    during = evolve(state, turn_player="p1")
    gifted, entry = request(during, receive)
    assert gifts(during, gifted, entry.events) == [("p1", entry.events[0])]
    (task,) = gifted.agenda
    assert task.kind == TaskKind.ACTIVATE_REACTIONS
    assert task.activations[0].source_name == "Giver"


def test_7_3_29_a_a_gift_reaction_that_does_not_activate_says_why() -> None:
    state = _giver(GameBuilder()).build()
    receive = Step(ActionKind.RECEIVE_TOKEN, controller="p1", expeditions=("p2:hero",), token=SHEEP)
    _, entry = request(state, receive)  # outside any player's turn
    assert "Giver's Reaction does not activate: no Gift outside a player's turn" in entry.text
    assert "7.3.29.a" in entry.rules
    own = Step(ActionKind.RECEIVE_TOKEN, controller="p1", expeditions=("p1:hero",), token=SHEEP)
    _, entry = request(evolve(state, turn_player="p1"), own)
    assert "what p1 receives during their own turn is no Gift" in entry.text
    gift = evolve(state, turn_player="p1")
    _, entry = request(gift, receive)  # a real Gift: nothing to explain
    assert "does not activate" not in entry.text


def test_7_3_22_a_a_token_a_player_receives_by_their_own_effect_in_anothers_turn() -> None:
    # p2's Haunt: "When I leave the Expedition zone — Receive a Sheep token in one of your
    # Expeditions". p1 sends Haunt to Reserve during p1's turn: p2 receives the Sheep, so
    # p1, whose turn it is, makes a Gift (7.3.22.a).
    mine = EffectStep(ActionKind.RECEIVE_TOKEN, Subject.ONE_OF_YOUR_EXPEDITIONS, token=SHEEP)
    send = EffectStep(ActionKind.SEND, Subject.TARGET_CHARACTER, to_zone=ZoneKind.RESERVE)
    b = _giver(GameBuilder().in_hand("p1", "Banish", **spell(send))).in_expedition(
        "p2", "hero", "Haunt", abilities=_reaction(TriggerKind.LEAVES_EXPEDITION_ZONE, mine)
    )
    state = cast(b, "Banish")
    state = choose(state, find(state, "Haunt"))
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.PLACE, "p2")
    state, _, rules = _say(state, "p2:companion")
    assert [state.name(o) for o in state.zone("expedition:p2:companion")] == ["Sheep"]
    assert len(state.zone("hand:p1")) == 1 and "7.3.22.a" in rules


def test_7_3_30_a_a_token_moving_into_another_players_expedition_is_received() -> None:
    b = _giver(GameBuilder()).in_expedition("p1", "hero", "Bug", is_token=True)
    state = evolve(b.build(), turn_player="p1")
    defect = Step(ActionKind.DEFECT, controller="p1", objects=(find(state, "Bug"),))
    after, entry = request(state, defect)
    assert after.objects[find(after, "Bug")].zone == "expedition:p2:hero"
    assert gifts(state, after, entry.events) == [("p1", entry.events[0])]
    # Switching between one player's Expeditions joins none of theirs anew: no Gift.
    b = _giver(GameBuilder()).in_expedition("p2", "hero", "Bug", is_token=True)
    state = evolve(b.build(), turn_player="p1")
    switch = Step(ActionKind.SWITCH_EXPEDITIONS, objects=(find(state, "Bug"),))
    after, entry = request(state, switch)
    assert gifts(state, after, entry.events) == [] and after.agenda == ()


def test_7_3_29_b_also_receiving_a_received_token_creates_it_where_you_choose() -> None:
    also = EffectStep(ActionKind.RECEIVE_GIFT, Subject.CONTROLLER)
    woolly = EffectStep(
        ActionKind.RECEIVE_TOKEN, Subject.TARGET_OPPONENT_COMPANION_EXPEDITION, token=SHEEP
    )
    b = (
        GameBuilder()
        .hero("p1", "Turuun", abilities=_reaction(TriggerKind.YOU_MAKE_A_GIFT, also))
        .in_hand("p1", "Woolly", **spell(woolly))
    )
    state = cast(b, "Woolly")
    state = choose(state, "p2")
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.PLACE, "p1")
    state, _, rules = _say(state, "p1:hero")  # not necessarily the companion Expedition
    assert [state.name(o) for o in state.zone("expedition:p1:hero")] == ["Sheep"]
    assert [state.name(o) for o in state.zone("expedition:p2:companion")] == ["Sheep"]
    assert "7.3.29.b" in rules


# --------------------------------------------------------------------------- where received
def test_6_1_g_a_token_received_in_one_of_your_expeditions_goes_where_chosen() -> None:
    two = EffectStep(
        ActionKind.RECEIVE_TOKEN, Subject.ONE_OF_YOUR_EXPEDITIONS, token=SHEEP, amount=2
    )
    state = cast(GameBuilder().in_hand("p1", "Pair", **spell(two)), "Pair")
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.PLACE, "p1")
    assert set(d.option_ids()) == {"p1:hero", "p1:companion"}
    state = choose(state, "p1:companion")
    state, _, rules = _say(state, "p1:companion")
    assert [state.name(o) for o in state.zone("expedition:p1:companion")] == ["Sheep", "Sheep"]
    assert state.zone("expedition:p1:hero") == ()  # not one in every Expedition
    assert {"6.1.g", "7.3.30.a"} <= rules


def test_7_4_4_h_a_token_received_in_a_gigantic_characters_expedition_is_placed_once() -> None:
    receive = EffectStep(ActionKind.RECEIVE_TOKEN, Subject.MY_EXPEDITION, token=SHEEP)
    b = with_energy_bars(GameBuilder()).in_hand(
        "p1", "Giant", hand_cost=0, abilities=_reaction(TriggerKind.ENTERS_PLAY, receive)
    )
    state = cast(b, "Giant", "hero")
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.PLACE, "p1")
    state, _, rules = _say(state, "p1:companion")
    sheep = [o for o in state.objects if state.name(o) == "Sheep"]
    assert len(sheep) == 1 and state.objects[sheep[0]].zone == "expedition:p1:companion"
    assert "7.4.4.h" in rules


def test_7_4_4_h_the_player_receiving_the_token_places_it() -> None:
    # p2 controls an effect whose "I" is the Gigantic Titan, now controlled by p1 (p1 took
    # control of the source of p2's Reaction before it resolved): "my Expedition" is both
    # of p1's (7.4.4.f), and p1, who receives the token (7.3.30.a), is the player
    # performing the action who picks where it goes (7.4.4.h).
    b = with_energy_bars(GameBuilder()).in_expedition("p1", "hero", "Titan")
    titan = find(b.build(), "Titan")
    receive = Step(
        ActionKind.RECEIVE_TOKEN,
        controller="p2",
        subject=Subject.MY_EXPEDITION,
        me=titan,
        token=SHEEP,
        label="Titan: receive_token",
    )
    state, _ = until_decision(b.with_agenda(Task(TaskKind.STEP, step=receive)).build())
    d = pending(state)
    assert (d.kind, d.player) == (DecisionKind.PLACE, "p1")
    assert set(d.option_ids()) == {"p1:hero", "p1:companion"}
    state = choose(state, "p1:companion")
    assert [state.name(o) for o in state.zone("expedition:p1:companion")] == ["Sheep"]


def test_1_1_7_b_a_token_is_owned_by_the_player_who_created_it() -> None:
    """A token p1's effect creates in p2's Expedition is owned by p1 (1.1.7.b) and
    controlled by p2, whose Expedition it is in (7.5.5.b)."""
    spec = TokenSpec(name="Woollyback", forest=1, mountain=1, water=1)
    state, entry = request(
        GameBuilder().build(),
        Step(ActionKind.CREATE, controller="p1", expeditions=("p2:hero",), token=spec),
    )
    (ev,) = entry.events
    assert ev.new_object_id is not None
    token = state.objects[ev.new_object_id]
    assert (token.owner, token.controller, token.zone) == ("p1", "p2", "expedition:p2:hero")
    # the creation is performed by the effect's controller (1.4.7.c), not the token's
    # controller: "p2 did it" would make p2's "When you create a token" read as met
    assert ev.player == "p1"
