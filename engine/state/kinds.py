"""The vocabulary abilities are written in: the kinds of abilities (1.2.4.c), the triggers the
engine recognises (6.3.b) and the subjects effect steps act on, with their groupings.

Split from :mod:`engine.state.cards`, which re-exports every name.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType


class AbilityKind(StrEnum):
    """The four types of abilities (1.2.4.c)."""

    QUICK_ACTION = "quick_action"
    REACTION = "reaction"
    PASSIVE = "passive"
    EFFECT = "effect"


class TriggerPlayer(StrEnum):
    """Whose event a player's trigger watches (1.2.2): the Reaction's controller ("When you
    ...", 7.2.3.a), another player ("When an opponent ...", 1.2.1.b) or either player ("When
    a player ...")."""

    YOU = "you"
    OPPONENT = "opponent"
    ANY = "any"


HAND_OR_RESERVE = "hand_or_reserve"
"""How a card is played, said by "a card played from your hand or Reserve": either zone a card
is played from (5.2.a) — a trigger's ``trigger_from`` and a description's ``played_from``."""


class TriggerKind(StrEnum):
    """Triggers the engine recognises (6.3.b)."""

    ENTERS_PLAY = "enters_play"  # 7.1.1.a, self-move (6.3.e)
    PLAYED_FROM_HAND = "played_from_hand"  # 7.1.1.b, self-move
    PLAYED_FROM_RESERVE = "played_from_reserve"  # 7.1.1.c, self-move
    AT_PHASE = "at_phase"  # 4.2.b
    # "At the end of the Afternoon": the Afternoon ends once all players have passed
    # (4.2.3.e); these Reactions activate then, before Dusk begins (4.2.b, 4.2.e).
    AT_END_OF_AFTERNOON = "at_end_of_afternoon"
    # "At the end of the turn, [steps]": a delayed effect's Reaction, activated as the turn
    # in which its Emblem-Ongoing was created ends (4.2.3.e), before "this turn" durations
    # are over (2.2.15.c).
    AT_END_OF_TURN = "at_end_of_turn"
    LEAVES_EXPEDITION_ZONE = "leaves_expedition_zone"  # not self-move (6.3.f)
    LEAVES_LANDMARK_ZONE = "leaves_landmark_zone"  # not self-move (6.3.f)
    # "When I leave play": the union of the Expedition and Landmark zones (7.3.20.a)
    LEAVES_PLAY = "leaves_play"
    # "When I leave the Expedition zone, for each of my boosts": once per boost I had.
    LEAVES_EXPEDITION_ZONE_PER_BOOST = "leaves_expedition_zone_for_each_of_my_boosts"
    SACRIFICED = "sacrificed"  # "When I am sacrificed" (7.3.36.a), not self-move
    DISCARDED = "discarded"  # "When I'm discarded" from play (7.3.7.a, 7.3.36.a), not self-move
    # "When I'm returned to your Hand": moved from play to a Hand (7.3.32.a), not self-move
    RETURNED_TO_HAND = "returned_to_hand"
    GOES_TO_RESERVE_FROM_HAND = "goes_to_reserve_from_hand"  # self-move (6.3.c)
    GOES_TO_RESERVE_FROM_ANYWHERE = "goes_to_reserve_from_anywhere"  # self-move (6.3.c)
    GOES_TO_RESERVE_FROM_EXPEDITION_ZONE = "goes_to_reserve_from_expedition_zone"  # 6.3.d
    # "When I go to the Discard pile from an Expedition": moved from the Expedition zone to
    # the Discard pile (3.2.4, 7.3.7.a; a sacrifice too, 7.3.36.a), not self-move (6.3.d)
    DISCARDED_FROM_EXPEDITION_ZONE = "discarded_from_expedition_zone"
    CHARACTER_JOINS_MY_EXPEDITION = "character_joins_my_expedition"
    ANOTHER_CHARACTER_JOINS_MY_EXPEDITION = "another_character_joins_my_expedition"
    CHARACTER_JOINS_YOUR_EXPEDITIONS = "character_joins_your_expeditions"
    ANOTHER_CHARACTER_JOINS_YOUR_EXPEDITIONS = "another_character_joins_your_expeditions"
    # A join of one Expedition (7.5.10.a): of the controller's, any player's, or an
    # opponent's; switching Expeditions joins the new one (7.5.10.c).
    CHARACTER_JOINS_ONE_OF_YOUR_EXPEDITIONS = "character_joins_one_of_your_expeditions"
    CHARACTER_JOINS_AN_EXPEDITION = "character_joins_an_expedition"
    CHARACTER_JOINS_AN_OPPONENTS_EXPEDITION = "character_joins_an_opponents_expedition"
    MY_EXPEDITION_MOVES_FORWARD = "my_expedition_moves_forward"
    MY_EXPEDITION_FAILS_TO_MOVE_FORWARD = "my_expedition_fails_to_move_forward"  # 4.2.4.i
    # "When your Hero / Companion Expedition / one of your Expeditions fails to move forward"
    # (4.2.4.i): that Expedition of the controller's, once per Expedition (6.3.g).
    YOUR_HERO_EXPEDITION_FAILS_TO_MOVE_FORWARD = "your_hero_expedition_fails_to_move_forward"
    YOUR_COMPANION_EXPEDITION_FAILS_TO_MOVE_FORWARD = (
        "your_companion_expedition_fails_to_move_forward"
    )
    YOUR_EXPEDITION_FAILS_TO_MOVE_FORWARD = "your_expedition_fails_to_move_forward"
    YOU_SACRIFICE_A_CHARACTER = "you_sacrifice_a_character"
    YOU_MAKE_A_GIFT = "you_make_a_gift"  # 7.3.22.a
    # "When you play a [card]": the step where the card leaves Limbo at the end of its
    # resolution (5.1.2.l); which cards, by the Reaction's ``trigger_filter``.
    YOU_PLAY_A_CARD = "you_play_a_card"
    # "When [object] gains [status]" / "gains N or more boosts" / "When I gain my third
    # [name] counter": the object by ``trigger_filter``, what by ``trigger_status``,
    # ``trigger_amount`` and ``trigger_counter``.
    GAINS_STATUS = "gains_status"
    # "When [object] gains a status": a gain of any status (2.4.1.a, 7.3.16.a; exhausting is
    # gaining Exhausted, 7.3.13.a); Boosted is never gained directly (2.4.5.b).
    GAINS_A_STATUS = "gains_a_status"
    # "When [object] becomes [status]": it did not have the status before the event and
    # has it after (7.5.4.a) — a status gained again (2.4.1.g) is no "becoming".
    BECOMES_STATUS = "becomes_status"
    # "When [object] loses [status]": it had the status and the event takes it away (7.3.21.a;
    # one without it cannot lose it, 7.3.21.b) — readying is losing Exhausted (7.3.28.a).
    LOSES_STATUS = "loses_status"
    GAINS_BOOSTS = "gains_boosts"
    # "When [object] loses its last boost" / "When I lose my last boost": an object in play
    # that had boosts has none after the event — boosts removed, spent or exchanged away
    # (2.5.f, 2.5.g, 7.3.11.a), so it is no longer Boosted (2.4.5.b); an object leaving play
    # loses its counters as it becomes another (2.5.i), no loss of this one's.
    LOSES_LAST_BOOST = "loses_last_boost"
    # "When [object] gains N or more counters": counters of any name, boosts too (2.5.1.a,
    # 7.3.15.a), or of the one ``trigger_counter`` names; at least ``trigger_amount`` at once.
    GAINS_COUNTERS = "gains_counters"
    COUNTER_REACHES = "counter_reaches"
    # "When an opponent draws one or more cards or Resupplies": once per step and player
    # (an Exhausted Resupply is a Resupply, 7.3.14.a).
    OPPONENT_DRAWS_OR_RESUPPLIES = "opponent_draws_or_resupplies"
    # "When you exhaust a card in Reserve" (7.3.13.a; the card an Exhausted Resupply
    # exhausts too, 7.3.14.a).
    YOU_EXHAUST_A_RESERVE_CARD = "you_exhaust_a_reserve_card"
    # "When you create a token Character": a token created by the player (its owner,
    # 1.1.7.b) joins an Expedition (7.3.5.a).
    YOU_CREATE_A_TOKEN = "you_create_a_token"
    # "When you create one or more tokens": once per step that creates them (1.2.7.c)
    YOU_CREATE_TOKENS = "you_create_tokens"
    # "When you take control of [an object]" (7.3.40): 'player', 'filter'
    YOU_TAKE_CONTROL = "you_take_control"
    # "[effect] after Rest": the Reaction of the Emblem-Ongoing a delayed effect creates
    # (2.2.2.m), activated once Rest is over (4.2.d Remark).
    AFTER_REST = "after_rest"
    # "When an opponent plays a [card] [from Reserve]" (5.1.2.l): ``trigger_filter``,
    # ``trigger_from``.
    OPPONENT_PLAYS_A_CARD = "opponent_plays_a_card"
    # "When one of your Expeditions moves forward [due to {V}]": once per Expedition (4.2.4.j).
    ONE_OF_YOUR_EXPEDITIONS_MOVES_FORWARD = "one_of_your_expeditions_moves_forward"
    # "When an opponent's Expedition moves forward" (7.3.25.a, 1.2.2): an Expedition of a
    # player other than the controller, once per Expedition (6.3.g); "it" is that Expedition.
    AN_OPPONENTS_EXPEDITION_MOVES_FORWARD = "an_opponents_expedition_moves_forward"
    # "When an Expedition moves forward / backward" (7.3.25.a, 7.3.24.a): any player's
    # Expedition, once per Expedition (6.3.g); "it" is that Expedition.
    AN_EXPEDITION_MOVES_FORWARD = "an_expedition_moves_forward"
    AN_EXPEDITION_MOVES_BACKWARD = "an_expedition_moves_backward"
    # "When my Expedition / one of your Expeditions / an opponent's Expedition moves
    # backward(s)" (7.3.24.a): the counter moved toward its region of origin — an Expedition
    # that stayed (in its region of origin or the Arena, 7.3.24.b, 7.3.24.d) did not move.
    # "When I switch Expeditions" / "When a [Character] switches Expeditions" (7.3.39.a): the
    # object sent from one of its player's Expeditions to the other — the same object, which
    # neither leaves nor joins the Expedition zone (7.3.39.b); ``trigger_filter`` says which
    # ("only_me" for "I"); "it" is that object (6.3.i).
    OBJECT_SWITCHES_EXPEDITIONS = "object_switches_expeditions"
    MY_EXPEDITION_MOVES_BACKWARD = "my_expedition_moves_backward"
    # "When the Expedition facing me / your other / your Hero / your Companion Expedition
    # moves forward / backward" (7.3.25.a, 7.3.24.a): that one Expedition of the bearer's
    # (1.2.3.c, 7.5.5.a) or of its controller's (7.2.3.a) — gram81
    THE_EXPEDITION_FACING_ME_MOVES_FORWARD = "the_expedition_facing_me_moves_forward"
    THE_EXPEDITION_FACING_ME_MOVES_BACKWARD = "the_expedition_facing_me_moves_backward"
    YOUR_OTHER_EXPEDITION_MOVES_FORWARD = "your_other_expedition_moves_forward"
    YOUR_OTHER_EXPEDITION_MOVES_BACKWARD = "your_other_expedition_moves_backward"
    YOUR_HERO_EXPEDITION_MOVES_FORWARD = "your_hero_expedition_moves_forward"
    YOUR_HERO_EXPEDITION_MOVES_BACKWARD = "your_hero_expedition_moves_backward"
    YOUR_COMPANION_EXPEDITION_MOVES_FORWARD = "your_companion_expedition_moves_forward"
    YOUR_COMPANION_EXPEDITION_MOVES_BACKWARD = "your_companion_expedition_moves_backward"
    ONE_OF_YOUR_EXPEDITIONS_MOVES_BACKWARD = "one_of_your_expeditions_moves_backward"
    AN_OPPONENTS_EXPEDITION_MOVES_BACKWARD = "an_opponents_expedition_moves_backward"
    # Cards moving among a player's zones (6.3.f, once per card, 6.3.g): "When a card leaves
    # your Reserve", "When a card joins the discard pile", "When a card goes from your deck
    # or hand to Reserve", "When a Character leaves your Expeditions".
    CARD_LEAVES_YOUR_RESERVE = "card_leaves_your_reserve"
    # "When a [card] leaves your discard pile": a card of the controller's discard pile
    # (3.2.3) moving to another zone; "it" is the card where it went (6.3.i).
    CARD_LEAVES_YOUR_DISCARD_PILE = "card_leaves_your_discard_pile"
    CARD_LEAVES_YOUR_HERO_ZONE = "card_leaves_your_hero_zone"  # 3.2.6: the card moves elsewhere
    CARD_JOINS_A_DISCARD_PILE = "card_joins_a_discard_pile"
    # "When a [Spell] joins your discard pile": a card arriving in the controller's own
    # Discard pile (3.2.3), narrowed by ``trigger_filter``.
    CARD_JOINS_YOUR_DISCARD_PILE = "card_joins_your_discard_pile"
    CARD_GOES_TO_YOUR_RESERVE_FROM_DECK_OR_HAND = "card_goes_to_your_reserve_from_deck_or_hand"
    CHARACTER_LEAVES_YOUR_EXPEDITIONS = "character_leaves_your_expeditions"
    CHARACTER_LEAVES_MY_EXPEDITION = "character_leaves_my_expedition"
    # "When a [Character / Permanent / token] [you control] / another … leaves play": any
    # object in play leaving the union of the Expedition and Landmark zones (7.3.20.a), once
    # per object (6.3.g); which objects by ``trigger_filter`` ("another": not me, 7.2.1.a).
    OBJECT_LEAVES_PLAY = "object_leaves_play"
    # "When [object] leaves the Expedition zone / the Landmark zone" (3.2.4, 3.2.7): one of
    # the two zones of play only; "When [object] goes to Reserve" (3.2.10): a card arriving
    # in a Reserve from another zone. Once per object (6.3.g), by ``trigger_filter``.
    OBJECT_LEAVES_EXPEDITION_ZONE = "object_leaves_expedition_zone"
    OBJECT_LEAVES_LANDMARK_ZONE = "object_leaves_landmark_zone"
    OBJECT_GOES_TO_RESERVE = "object_goes_to_reserve"
    # "When a [card] joins / goes to your Reserve": a card arriving in the controller's own
    # Reserve from another zone (7.5.10.a, 3.2.10), once per card; ``trigger_filter``.
    CARD_JOINS_YOUR_RESERVE = "card_joins_your_reserve"
    # "When a [Character / Landmark] you control is returned to your hand" (gram29): an object
    # moved from play to the Reaction controller's Hand (7.3.32.a; put, return and send are
    # synonyms, 7.3.32.c), once per object (6.3.g), by ``trigger_filter``.
    OBJECT_RETURNED_TO_YOUR_HAND = "object_returned_to_your_hand"
    PERMANENT_JOINS_YOUR_EXPEDITIONS_OR_LANDMARKS = "permanent_joins_your_expeditions_or_landmarks"
    # "When you roll one or more dice": once per step in which the controller rolls
    # (7.3.33.a; a step is one event, 1.2.7.c).
    YOU_ROLL_DICE = "you_roll_dice"
    # "When you roll a die": once per die rolled, each roll an atomic action (6.3.g, 7.3.33.a)
    YOU_ROLL_A_DIE = "you_roll_a_die"
    # "When you reveal a card this way": a card revealed by the bearer's own additive
    # modifier ("also reveal the top card of your deck", 6.2.c); "it" is that card.
    YOU_REVEAL_A_CARD_THIS_WAY = "you_reveal_a_card_this_way"
    # "When my Expedition / one of your Expeditions attempts to Ascend": an effect says it
    # Ascends but it cannot (already Ascended, or a rule or effect forbids it, 7.5.3.a,
    # 7.3.3.a); not when a replacing modifier changed the Ascend (7.5.3 Remark).
    # "When my Expedition / one of your Expeditions attempts to move forward and can't": told
    # to move forward by an effect or by Progress, it cannot (7.5.3.a): a "can't move
    # forward", a Defender during Dusk (7.4.2.b).
    MY_EXPEDITION_ATTEMPTS_TO_MOVE_FORWARD = "my_expedition_attempts_to_move_forward"
    YOUR_EXPEDITION_ATTEMPTS_TO_MOVE_FORWARD = "your_expedition_attempts_to_move_forward"
    MY_EXPEDITION_ATTEMPTS_TO_ASCEND = "my_expedition_attempts_to_ascend"
    YOUR_EXPEDITION_ATTEMPTS_TO_ASCEND = "your_expedition_attempts_to_ascend"
    # Players' events (engine.pipeline.player_triggers), the player by ``trigger_player``
    # ("you", "opponent", or any player): "When a player passes" (4.2.3.d), "When you draw a
    # card" (once per card, 7.3.9.a, 6.3.g), "When an opponent draws one or more cards" (once
    # per step and player, 1.2.7.c), "When you discard a card" / "When a card in your Reserve
    # is discarded" (7.3.7.a; ``trigger_filter``, ``trigger_from`` the zone it left).
    PLAYER_PASSES = "player_passes"
    PLAYER_DRAWS_A_CARD = "player_draws_a_card"
    PLAYER_DRAWS_CARDS = "player_draws_cards"
    CARD_DISCARDED = "card_discarded"
    PLAYER_RESUPPLIES = "player_resupplies"  # "When you Resupply" (7.3.31.a, 7.3.14.a)
    # "When an opponent / a player sacrifices a Character" (7.3.36.a): "you" is
    # YOU_SACRIFICE_A_CHARACTER; ``trigger_filter`` narrows the Characters.
    PLAYER_SACRIFICES = "player_sacrifices"
    # "When you receive a Gift" (7.3.29.a: a card drawn or resupplied, or a token received,
    # during another player's turn; once per card or token, 7.3.29.a Remark) and "When you
    # receive a token" (7.3.30.a: a token joins your Expeditions, Landmarks or Reserve, in
    # any turn); "it" is the token or card (engine.pipeline.receive_triggers).
    YOU_RECEIVE_A_GIFT = "you_receive_a_gift"
    YOU_RECEIVE_A_TOKEN = "you_receive_a_token"
    # "When my Expedition / one of your Expeditions Ascends": it gains Ascended (7.3.3.a).
    MY_EXPEDITION_ASCENDS = "my_expedition_ascends"
    YOUR_EXPEDITION_ASCENDS = "your_expedition_ascends"
    # "When my Expedition / one of your Expeditions becomes In Contact", "When I become In
    # Contact": not In Contact before the event, In Contact after it (7.5.9.a, 7.5.9.b).
    MY_EXPEDITION_BECOMES_IN_CONTACT = "my_expedition_becomes_in_contact"
    YOUR_EXPEDITION_BECOMES_IN_CONTACT = "your_expedition_becomes_in_contact"
    I_BECOME_IN_CONTACT = "i_become_in_contact"
    # "When a Permanent joins your Landmarks": a Permanent (card or token) arrives in the
    # controller's Landmark zone from another zone (7.5.10.a, 3.2.7); "it" is that Permanent.
    PERMANENT_JOINS_YOUR_LANDMARKS = "permanent_joins_your_landmarks"


SELF_MOVE_TRIGGERS = frozenset(
    {
        TriggerKind.ENTERS_PLAY,
        TriggerKind.PLAYED_FROM_HAND,
        TriggerKind.PLAYED_FROM_RESERVE,
        TriggerKind.GOES_TO_RESERVE_FROM_HAND,
        TriggerKind.GOES_TO_RESERVE_FROM_ANYWHERE,
    }
)
"""Reactions whose trigger is "I" entering a visible zone (6.3.c); "When I go to Reserve
from the Expedition zone" is not one (6.3.d)."""


PLAYER_TRIGGERS = frozenset(
    {
        TriggerKind.PLAYER_PASSES,
        TriggerKind.PLAYER_DRAWS_A_CARD,
        TriggerKind.PLAYER_DRAWS_CARDS,
        TriggerKind.CARD_DISCARDED,
        TriggerKind.PLAYER_RESUPPLIES,
        TriggerKind.PLAYER_SACRIFICES,
    }
)
"""The triggers whose player ``trigger_player`` names, any player when it names none
(engine.pipeline.player_triggers)."""


PLAYER_WORD_TRIGGERS = PLAYER_TRIGGERS | frozenset(
    {
        TriggerKind.YOU_SACRIFICE_A_CHARACTER,
        TriggerKind.YOU_PLAY_A_CARD,
        TriggerKind.OPPONENT_PLAYS_A_CARD,
        TriggerKind.YOU_CREATE_A_TOKEN,
        TriggerKind.YOU_CREATE_TOKENS,
        TriggerKind.YOU_TAKE_CONTROL,
        TriggerKind.OPPONENT_DRAWS_OR_RESUPPLIES,
        TriggerKind.YOU_EXHAUST_A_RESERVE_CARD,
        TriggerKind.YOU_ROLL_DICE,
        TriggerKind.YOU_ROLL_A_DIE,
        TriggerKind.YOU_RECEIVE_A_GIFT,
        TriggerKind.YOU_RECEIVE_A_TOKEN,
        TriggerKind.YOU_MAKE_A_GIFT,
    }
)
"""The triggers whose event is a player's action, the player named by a player word ("When
you …", "When an opponent …", "When a player …"; 1.2.2): whose it is, is
:attr:`engine.state.abilities.Ability.watched_player`."""


WATCHED_BY_KIND: Mapping[TriggerKind, TriggerPlayer] = MappingProxyType(
    {
        TriggerKind.YOU_SACRIFICE_A_CHARACTER: TriggerPlayer.YOU,
        TriggerKind.YOU_MAKE_A_GIFT: TriggerPlayer.YOU,
        TriggerKind.YOU_PLAY_A_CARD: TriggerPlayer.YOU,
        TriggerKind.YOU_EXHAUST_A_RESERVE_CARD: TriggerPlayer.YOU,
        TriggerKind.YOU_CREATE_A_TOKEN: TriggerPlayer.YOU,
        TriggerKind.YOU_CREATE_TOKENS: TriggerPlayer.YOU,
        TriggerKind.YOU_TAKE_CONTROL: TriggerPlayer.YOU,
        TriggerKind.YOU_ROLL_DICE: TriggerPlayer.YOU,
        TriggerKind.YOU_ROLL_A_DIE: TriggerPlayer.YOU,
        TriggerKind.YOU_REVEAL_A_CARD_THIS_WAY: TriggerPlayer.YOU,
        TriggerKind.YOU_RECEIVE_A_GIFT: TriggerPlayer.YOU,
        TriggerKind.YOU_RECEIVE_A_TOKEN: TriggerPlayer.YOU,
        TriggerKind.OPPONENT_DRAWS_OR_RESUPPLIES: TriggerPlayer.OPPONENT,
        TriggerKind.OPPONENT_PLAYS_A_CARD: TriggerPlayer.OPPONENT,
    }
)
"""Whose event a trigger watches when its kind itself says the player ("When you roll a die":
the Reaction's controller, 7.2.3.a; "When an opponent plays a card": another player, 1.2.1.b);
a kind not here watches any player's unless ``trigger_player`` says one (1.2.2)."""


class Subject(StrEnum):
    """Who or what an effect step acts on."""

    SELF = "self"  # the object bearing the ability (7.2.1.a, for emblems 7.2.1.d)
    CONTROLLER = "controller"  # "you" (7.2.3.a)
    EACH_PLAYER = "each_player"
    OPPONENT = "opponent"
    TARGET_CHARACTER = "target_character"  # a target chosen as the step resolves (6.5.b)
    TARGET_RESERVE_CARD = "target_reserve_card"
    MY_EXPEDITION = "my_expedition"  # the Expedition of the object bearing the ability
    EACH_MY_EXPEDITION = "each_my_expedition"
    IT = "it"  # the objects named by the trigger (6.3.i)
    TARGET_PERMANENT = "target_permanent"  # in play (2.2.1.h)
    TARGET_CHARACTER_OR_PERMANENT = "target_character_or_permanent"
    TARGET_PERMANENT_YOU_CONTROL = "target_permanent_you_control"
    TARGET_CARD_IN_YOUR_RESERVE = "target_card_in_your_reserve"
    # "target card from your Discard pile": a card there (3.2.3; its cards are public, 3.1.3)
    TARGET_CARD_IN_YOUR_DISCARD_PILE = "target_card_in_your_discard_pile"
    TARGET_CARD_IN_PLAY_OR_RESERVE = "target_card_in_play_or_reserve"
    TARGET_CHARACTER_IN_MY_EXPEDITION = "target_character_in_my_expedition"
    TARGET_OPPONENT = "target_opponent"  # a player target (1.2.6.c)
    # "the number of cards in target player's Reserve": either player, targeted for what the
    # step counts beside the step's own target (6.5.b, 1.2.6.c) — never a step's subject.
    TARGET_PLAYER = "target_player"
    TARGET_EXPEDITION = "target_expedition"
    TARGET_OPPONENT_COMPANION_EXPEDITION = "target_opponent_companion_expedition"
    TARGET_OPPONENT_HERO_EXPEDITION = "target_opponent_hero_expedition"  # 7.2.3.a, 6.5.b
    YOUR_COMPANION_EXPEDITION = "your_companion_expedition"
    YOUR_HERO_EXPEDITION = "your_hero_expedition"
    YOUR_HERO = "your_hero"  # the controller's Hero, in their Hero zone (3.2.6.b, 7.2.3.a)
    YOUR_OTHER_EXPEDITION = "your_other_expedition"  # the one the bearer is not in
    CARDS_IN_YOUR_RESERVE = "cards_in_your_reserve"  # every one, when the step happens
    # "Discard your hand": every card in the controller's Hand when the step happens (3.2.4);
    # "Target opponent discards their hand": that player's, doing it as its controller (1.4.7.b)
    CARDS_IN_YOUR_HAND = "cards_in_your_hand"
    # "each Character from target Expedition": the Expedition is the target (6.5.b), its
    # Characters are found as the step happens.
    CHARACTERS_IN_TARGET_EXPEDITION = "characters_in_target_expedition"
    # "Target Expedition … moves forward. Characters in it …": the Characters in the
    # Expedition the step before acted on ("it", 6.5.b), found as the step happens
    CHARACTERS_IN_IT = "characters_in_it"
    # "each Character controlled by target player": the player is the target (1.2.6.c),
    # either player; their Characters are found as the step happens.
    CHARACTERS_OF_TARGET_PLAYER = "characters_of_target_player"
    # "each Character target opponent controls": an opponent is the target (6.5.b), their
    # Characters are found as the step happens.
    CHARACTERS_OF_TARGET_OPPONENT = "characters_of_target_opponent"
    CHARACTERS_YOU_CONTROL = "characters_you_control"  # every one, when the step happens
    A_CHARACTER_YOU_CONTROL = "a_character_you_control"  # a choice, not a target (6.1.g)
    A_CHARACTER_EACH_PLAYER_CONTROLS = "a_character_each_player_controls"  # 6.1.h
    A_CARD_FROM_YOUR_HAND = "a_card_from_your_hand"
    A_CHARACTER_FROM_HAND_OR_RESERVE = "a_character_from_hand_or_reserve"  # 5.2.a
    ONE_OF_YOUR_EXPEDITIONS = "one_of_your_expeditions"  # chosen for each object placed
    TOP_CARDS_OF_YOUR_DECK = "top_cards_of_your_deck"  # as many as the step's amount
    # "Each player puts the top card of their deck ...": that many from each player's Deck,
    # in initiative order (1.4.5.a); each goes to its owner's personal zone (3.1.2.c).
    TOP_CARDS_OF_EACH_PLAYERS_DECK = "top_cards_of_each_players_deck"
    # "Each player discards their hand [and their Reserve]": every card there, each player
    # doing it for their own (1.4.7.b).
    # "Create three tokens, distributed as you choose among any number of target
    # Expeditions": an Expedition chosen for each token, any player's (6.5.b, 7.3.5.a).
    TARGET_EXPEDITIONS_DISTRIBUTED = "target_expeditions_distributed"
    CARDS_IN_EACH_PLAYERS_HAND = "cards_in_each_players_hand"
    CARDS_IN_EACH_PLAYERS_HAND_AND_RESERVE = "cards_in_each_players_hand_and_reserve"
    CHARACTERS_AMONG_THEM = "characters_among_them"  # a choice among "it" (up to N)
    A_CARD_AMONG_THEM = "a_card_among_them"  # "put one in Reserve": one of "it" (6.1.g)
    A_CARD_FROM_HAND_OR_RESERVE = "a_card_from_hand_or_reserve"  # played by Rush, 5.2.a
    TARGET_REGION = "target_region"  # a visible region of the Adventure (3.2.1.d)
    MY_REGION = "my_region"  # the region of the Expedition of the object bearing the ability
    A_TERRAIN_MARKER = "a_terrain_marker"  # a choice among the Terrain Markers (3.2.1.d)
    TARGET_TERRAIN_MARKER = "target_terrain_marker"  # one on a visible region (3.2.1.d, 6.5.b)
    A_CARD_FROM_YOUR_RESERVE = "a_card_from_your_reserve"  # a choice, not a target (6.1.g)
    # "Put a card from your Discard pile / Mana zone in …": one of the controller's, chosen
    # (6.1.g; 3.2.3 Discard pile, 3.2.9 Mana zone).
    A_CARD_FROM_YOUR_DISCARD_PILE = "a_card_from_your_discard_pile"
    A_CARD_FROM_YOUR_MANA_ZONE = "a_card_from_your_mana_zone"
    A_CARD_IN_RESERVE = "a_card_in_reserve"  # in any player's Reserve, a choice (6.1.g)
    # "Target opponent discards a card from their hand": the opponent is targeted (6.5.b),
    # then chooses one of their cards (6.1.h) and does the step (1.4.7.b).
    A_CARD_FROM_TARGET_OPPONENTS_HAND = "a_card_from_target_opponents_hand"
    # "Target player sacrifices a Character": either player is targeted (1.2.6.c), then
    # chooses one of their Characters and does the step (6.1.h, 1.4.7.b).
    A_CHARACTER_TARGET_PLAYER_CONTROLS = "a_character_target_player_controls"
    # "Each player discards a card from their hand": each, in initiative order (6.1.h).
    A_CARD_FROM_EACH_PLAYERS_HAND = "a_card_from_each_players_hand"
    # "Each opponent sacrifices a Character" / "discards a card from their hand": each
    # opponent of the controller, in initiative order, chooses one of their own (6.1.h,
    # 7.3.36.a) and does the step (1.4.7.b).
    A_CHARACTER_EACH_OPPONENT_CONTROLS = "a_character_each_opponent_controls"
    A_CARD_FROM_EACH_OPPONENTS_HAND = "a_card_from_each_opponents_hand"
    # "Target opponent sacrifices a Character": the opponent is targeted (6.5.b), then
    # chooses one of their Characters (6.1.h, 7.3.36.a) and sacrifices it (1.4.7.b).
    A_CHARACTER_TARGET_OPPONENT_CONTROLS = "a_character_target_opponent_controls"
    # "Each player sacrifices a token", "Each opponent sacrifices a Permanent", "Target
    # opponent / Target player sacrifices a Robot or Permanent": as the Character choices
    # above, among the Characters and Permanents in play each of them controls, narrowed by
    # the step's filter (7.3.36.a, 6.1.h), each sacrificing what they chose (1.4.7.b).
    A_CHARACTER_OR_PERMANENT_EACH_PLAYER_CONTROLS = "a_character_or_permanent_each_player_controls"
    A_CHARACTER_OR_PERMANENT_EACH_OPPONENT_CONTROLS = (
        "a_character_or_permanent_each_opponent_controls"
    )
    A_CHARACTER_OR_PERMANENT_TARGET_OPPONENT_CONTROLS = (
        "a_character_or_permanent_target_opponent_controls"
    )
    A_CHARACTER_OR_PERMANENT_TARGET_PLAYER_CONTROLS = (
        "a_character_or_permanent_target_player_controls"
    )
    # "Each player / Each opponent / Target opponent discards a card from their Reserve":
    # each of them chooses a card in their own Reserve (6.1.h) and discards it (1.4.7.b).
    A_CARD_FROM_EACH_PLAYERS_RESERVE = "a_card_from_each_players_reserve"
    A_CARD_FROM_EACH_OPPONENTS_RESERVE = "a_card_from_each_opponents_reserve"
    A_CARD_FROM_TARGET_OPPONENTS_RESERVE = "a_card_from_target_opponents_reserve"
    # "Target player discards a card from their hand / Reserve": either player is targeted
    # (1.2.6.c), then chooses a card there (6.1.h) and discards it (1.4.7.b).
    A_CARD_FROM_TARGET_PLAYERS_HAND = "a_card_from_target_players_hand"
    A_CARD_FROM_TARGET_PLAYERS_RESERVE = "a_card_from_target_players_reserve"
    # "Ready two Mana Orbs": as many of your Mana Orbs as the step's amount, chosen (6.1.g).
    MANA_ORBS_YOU_CHOOSE = "mana_orbs_you_choose"
    # "Ready all your Mana Orbs": every object of the controller's Mana zone (3.2.9.c), as
    # the step happens.
    YOUR_MANA_ORBS = "your_mana_orbs"
    # "Spend 1 counter from a card you control or in your Reserve": a card (not a token) in
    # play or in the Hero zone that you control, or in your Reserve, chosen (6.1.g).
    A_CARD_YOU_CONTROL_OR_IN_YOUR_RESERVE = "a_card_you_control_or_in_your_reserve"
    # "Sacrifice a Permanent", "a Character or Permanent": one in play you control (6.1.g).
    A_CHARACTER_OR_PERMANENT_YOU_CONTROL = "a_character_or_permanent_you_control"
    # "Exhaust a Character", "Ready a Landmark an opponent controls": one in play, any
    # player's unless the filter says whose, the effect's controller chooses (6.1.g, 3.1.4.a).
    A_CHARACTER_OR_PERMANENT_IN_PLAY = "a_character_or_permanent_in_play"
    # "each of your Expeditions that's behind or tied": found as the step happens (7.5.2).
    EACH_MY_EXPEDITION_BEHIND_OR_TIED = "each_my_expedition_behind_or_tied"
    # "each of your Expeditions that's ahead / with no other Characters": those of the
    # controller's the filter describes, found as the step happens (7.5.2.b, 3.2.4.b).
    EACH_MY_EXPEDITION_DESCRIBED = "each_my_expedition_described"
    ITS_OWNER = "its_owner"  # the owner of what "it" is (1.1.3.c)
    # "its controller": of what "it" is — where it was, if this effect moved it (2.1.h)
    ITS_CONTROLLER = "its_controller"
    ITS_EXPEDITION = "its_expedition"  # where "it" is, or was before it moved (2.1.h)
    # "the Expedition facing me" (1.2.3.c): none for a Gigantic bearer, in both (7.4.4.l).
    THE_EXPEDITION_FACING_ME = "the_expedition_facing_me"
    # "all cards in Reserve": in every player's Reserve, found as the step happens.
    CARDS_IN_RESERVE = "cards_in_reserve"
    # "all other cards in play and in Reserve": in play (tokens too, which are cards of the
    # game) and in every Reserve, found as the step happens.
    CARDS_IN_PLAY_AND_RESERVE = "cards_in_play_and_reserve"
    # "each Character", "all Permanents", "each Character an opponent controls": every object
    # in play (3.1.4.a) the step's filter lets through (its types, its controller), found as
    # the step happens (6.1.e).
    OBJECTS_IN_PLAY = "objects_in_play"
    # "... from a card in your Reserve or Landmarks": a card in either zone, chosen (6.1.g).
    A_CARD_IN_YOUR_RESERVE_OR_LANDMARKS = "a_card_in_your_reserve_or_landmarks"
    # "Starting with you, each player may immediately play a card ... for free": each player in
    # turn, the controller first, decides, chooses from their own Hand or Reserve and plays it
    # (6.1.h, 5.2.b, 1.4.7.b) — one step each (engine.steps.each_player_plays).
    EACH_PLAYERS_CARD_STARTING_WITH_YOU = "each_players_card_starting_with_you"
    # "Create a [name] token" where the token is a Landmark Permanent: the Landmarks of the
    # effect's controller, the token's creator and owner (2.2.1.d, 2.2.3.e, 1.1.7.b).
    YOUR_LANDMARKS = "your_landmarks"


TARGET_SUBJECTS = frozenset(
    {
        Subject.TARGET_TERRAIN_MARKER,
        Subject.TARGET_CHARACTER,
        Subject.TARGET_RESERVE_CARD,
        Subject.TARGET_PERMANENT,
        Subject.TARGET_CHARACTER_OR_PERMANENT,
        Subject.TARGET_PERMANENT_YOU_CONTROL,
        Subject.TARGET_CARD_IN_YOUR_RESERVE,
        Subject.TARGET_CARD_IN_YOUR_DISCARD_PILE,
        Subject.TARGET_CARD_IN_PLAY_OR_RESERVE,
        Subject.TARGET_CHARACTER_IN_MY_EXPEDITION,
        Subject.TARGET_OPPONENT,
        Subject.TARGET_PLAYER,  # either player (1.2.6.c), who then does the step
        Subject.TARGET_EXPEDITION,
        Subject.TARGET_OPPONENT_COMPANION_EXPEDITION,
        Subject.TARGET_OPPONENT_HERO_EXPEDITION,
        Subject.TARGET_REGION,
        Subject.TARGET_TERRAIN_MARKER,  # on the Adventure, not a card or token (3.2.1.d)
        Subject.CHARACTERS_IN_TARGET_EXPEDITION,
        Subject.CHARACTERS_OF_TARGET_PLAYER,
        Subject.CHARACTERS_OF_TARGET_OPPONENT,
    }
)
"""Subjects chosen as targets by the controller of the effect as the step resolves (6.5.b)."""

THEIR_OWN_SUBJECTS = frozenset(
    {
        Subject.A_CARD_FROM_TARGET_OPPONENTS_HAND,
        Subject.A_CARD_FROM_EACH_PLAYERS_HAND,
        Subject.A_CHARACTER_TARGET_PLAYER_CONTROLS,
        Subject.A_CHARACTER_EACH_OPPONENT_CONTROLS,
        Subject.A_CARD_FROM_EACH_OPPONENTS_HAND,
        Subject.A_CHARACTER_TARGET_OPPONENT_CONTROLS,
        Subject.A_CHARACTER_OR_PERMANENT_EACH_PLAYER_CONTROLS,
        Subject.A_CHARACTER_OR_PERMANENT_EACH_OPPONENT_CONTROLS,
        Subject.A_CHARACTER_OR_PERMANENT_TARGET_OPPONENT_CONTROLS,
        Subject.A_CHARACTER_OR_PERMANENT_TARGET_PLAYER_CONTROLS,
        Subject.A_CARD_FROM_EACH_PLAYERS_RESERVE,
        Subject.A_CARD_FROM_EACH_OPPONENTS_RESERVE,
        Subject.A_CARD_FROM_TARGET_OPPONENTS_RESERVE,
        Subject.A_CARD_FROM_TARGET_PLAYERS_HAND,
        Subject.A_CARD_FROM_TARGET_PLAYERS_RESERVE,
    }
)
"""Subjects the players the step names choose among their own cards or objects — "each
opponent sacrifices a Permanent", "target player discards a card from their hand" (6.1.h)."""

CHOICE_SUBJECTS = THEIR_OWN_SUBJECTS | frozenset(
    {
        Subject.A_CHARACTER_YOU_CONTROL,
        Subject.A_CHARACTER_EACH_PLAYER_CONTROLS,
        Subject.A_CARD_FROM_YOUR_HAND,
        Subject.A_CHARACTER_FROM_HAND_OR_RESERVE,
        Subject.CHARACTERS_AMONG_THEM,
        Subject.A_CARD_AMONG_THEM,
        Subject.A_CARD_FROM_HAND_OR_RESERVE,
        Subject.A_TERRAIN_MARKER,
        Subject.A_CARD_FROM_YOUR_RESERVE,
        Subject.A_CARD_FROM_YOUR_DISCARD_PILE,
        Subject.A_CARD_FROM_YOUR_MANA_ZONE,
        Subject.MANA_ORBS_YOU_CHOOSE,
        Subject.A_CARD_YOU_CONTROL_OR_IN_YOUR_RESERVE,
        Subject.A_CHARACTER_OR_PERMANENT_YOU_CONTROL,
        Subject.A_CHARACTER_OR_PERMANENT_IN_PLAY,
        Subject.A_CARD_IN_RESERVE,
        Subject.A_CARD_IN_YOUR_RESERVE_OR_LANDMARKS,
        Subject.EACH_PLAYERS_CARD_STARTING_WITH_YOU,
    }
)
"""Subjects chosen (not targeted) just before the step (6.1.g), by each player concerned in
initiative order (6.1.h)."""

PLAYER_SUBJECTS = frozenset(
    {
        Subject.CONTROLLER,
        Subject.EACH_PLAYER,
        Subject.OPPONENT,
        Subject.TARGET_OPPONENT,
        Subject.TARGET_PLAYER,  # "Target player draws a card": the player chosen (6.5.b)
        Subject.ITS_OWNER,
        Subject.ITS_CONTROLLER,
    }
)
GROUP_SUBJECTS = frozenset(
    {
        Subject.CHARACTERS_YOU_CONTROL,
        Subject.CARDS_IN_YOUR_RESERVE,
        Subject.CARDS_IN_YOUR_HAND,
        Subject.YOUR_MANA_ORBS,
        Subject.CHARACTERS_IN_TARGET_EXPEDITION,
        Subject.CHARACTERS_IN_IT,
        Subject.CHARACTERS_OF_TARGET_PLAYER,
        Subject.CHARACTERS_OF_TARGET_OPPONENT,
        Subject.CARDS_IN_RESERVE,
        Subject.CARDS_IN_PLAY_AND_RESERVE,
        Subject.OBJECTS_IN_PLAY,
    }
)
"""Groups of objects found as the step happens, which a filter can narrow (6.1.g)."""

EXPEDITION_SUBJECTS = frozenset(
    {
        Subject.MY_EXPEDITION,
        Subject.EACH_MY_EXPEDITION,
        Subject.EACH_MY_EXPEDITION_BEHIND_OR_TIED,
        Subject.EACH_MY_EXPEDITION_DESCRIBED,
        Subject.THE_EXPEDITION_FACING_ME,
        Subject.ITS_EXPEDITION,
        Subject.TARGET_EXPEDITION,
        Subject.TARGET_OPPONENT_COMPANION_EXPEDITION,
        Subject.TARGET_OPPONENT_HERO_EXPEDITION,
        Subject.YOUR_COMPANION_EXPEDITION,
        Subject.YOUR_HERO_EXPEDITION,
        Subject.YOUR_OTHER_EXPEDITION,
        Subject.ONE_OF_YOUR_EXPEDITIONS,
        Subject.TARGET_EXPEDITIONS_DISTRIBUTED,
    }
)

OBJECT_TARGET_SUBJECTS = (
    TARGET_SUBJECTS
    - PLAYER_SUBJECTS
    - EXPEDITION_SUBJECTS
    - {
        Subject.TARGET_REGION,
        Subject.CHARACTERS_IN_TARGET_EXPEDITION,
        Subject.CHARACTERS_OF_TARGET_PLAYER,
        Subject.CHARACTERS_OF_TARGET_OPPONENT,
    }
)
"""Targets that are objects (cards or tokens), not players, Expeditions or regions (6.5.b)."""


BY_OPPONENT = "_by_opponent"
"""The suffix of a restricted action said "by your opponents / by effects your opponents
control" (``exhaust_by_opponent``): impossible only when the step's controller (who controls
the effect, 7.5.5.c) is an opponent of the restricting ability's controller (1.4.1.a). Written
by the card reader, read by the engine's "can't" checks."""
