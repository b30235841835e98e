"""The triggers the engine recognises (6.3.b): what a Reaction watches — an event, whose
event it is (1.2.2) — and their groupings: "I" entering a visible zone (6.3.c), a player's
action (the player named by a player word, 1.2.2, 7.2.3.a).

Split from :mod:`engine.state.kinds`; :mod:`engine.state.cards` re-exports its
names.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType


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
    # gr: "At the start of your / your opponent's next turn, [steps]": a delayed effect's
    # Reaction, activated as that player starts their next turn (4.2.3.e: "starts a new
    # turn"), before they choose its first turn effect (4.2.3.d; engine.day.afternoon).
    AT_START_OF_TURN = "at_start_of_turn"
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
    # gk: "When I join an Expedition" — the bearer's own join, a self-move Reaction (6.3.c):
    # played, put or created in an Expedition, or switching to the other (7.5.10.a-c).
    I_JOIN_AN_EXPEDITION = "i_join_an_expedition"
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
    # gi (session 33): "When one or more [name] counters are removed from [object]": the event
    # takes at least ``trigger_amount`` counters of the name ``trigger_counter`` (boosts when
    # none is said, 2.5.1.a) from an object in play that stays there — removed (2.5.g) or spent
    # (7.3.38.a: spending removes them); one leaving play loses its counters as it becomes
    # another (2.5.j), no removal from this one.
    COUNTERS_REMOVED = "counters_removed"
    # gi: "When you spend one or more [name] counters": counters of that name spent (2.5.h,
    # 7.3.38.a) from an object the filter names ("you": one its controller controls).
    COUNTERS_SPENT = "counters_spent"
    # gy: "When I spend my last [name] counter / boost": a spend (2.5.h, 7.3.38.a) that leaves
    # the object none of that name — as LOSES_LAST_BOOST, by spending only.
    SPENDS_LAST_COUNTER = "spends_last_counter"
    # gy: "When one or more counters are removed from me", "When you spend a counter": as
    # COUNTERS_REMOVED / COUNTERS_SPENT, counters of any name (2.5.c; boosts too, 2.5.1.a).
    ANY_COUNTERS_REMOVED = "any_counters_removed"
    ANY_COUNTERS_SPENT = "any_counters_spent"
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
    # "When I defect" / "When a Character you control defects" (7.3.6.a): the object moved
    # to the Expedition facing it, the same object now controlled by that Expedition's
    # player (7.5.5.b); ``trigger_filter`` says which, as it was before; "it" is the object.
    OBJECT_DEFECTS = "object_defects"
    # "When I change controller" / "When a Character changes controller" (7.5.5.b): any
    # event after which the same object in play has another controller — defecting, control
    # taken (7.3.40.a-b) or given back (2.2.15.c); the owner never changes (1.1.3.d).
    OBJECT_CHANGES_CONTROLLER = "object_changes_controller"
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
    # ga (session 33): "When a [Character] leaves the Expedition facing me": a Character in
    # the Expedition(s) facing the bearer's before the event and in none of them after
    # (7.5.11.a, c; 1.2.3.c; a Gigantic bearer faces both, as one subset, 7.4.4.g, 7.4.4.j).
    CHARACTER_LEAVES_THE_EXPEDITION_FACING_ME = "character_leaves_the_expedition_facing_me"
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
    # "When you put a card in your Mana zone" (gram95): a card arriving in the controller's own
    # Mana zone from another zone (3.2.9.a, 4.2.1.e Expand or an effect), once per card.
    CARD_JOINS_YOUR_MANA_ZONE = "card_joins_your_mana_zone"
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
    # "When you / an opponent / a player shuffle(s) their deck" (gram104): a player's Deck put
    # in a random order (3.2.2.b, 6.5.j) — "Shuffle your deck", or a Discard pile shuffled
    # into an empty Deck (4.2.1.f, 7.3.9.c, 7.3.31.c); once per shuffle (6.3.g).
    PLAYER_SHUFFLES_DECK = "player_shuffles_deck"
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
    # ha (session 37): "When you [Kindle] —", "When an opponent [Sabotages] —": a keyword
    # action (7.3) the player carried out, once per step (an event, 1.2.7.c) — a set's own
    # action named by its definition's step (2.2.12.c), a rules' one by its atomic actions;
    # ``Ability.trigger_action`` names it, ``trigger_player`` whose (engine.pipeline.
    # keyword_action_triggers).
    PLAYER_DOES_KEYWORD_ACTION = "player_does_keyword_action"


SELF_MOVE_TRIGGERS = frozenset(
    {
        TriggerKind.ENTERS_PLAY,
        TriggerKind.PLAYED_FROM_HAND,
        TriggerKind.PLAYED_FROM_RESERVE,
        TriggerKind.GOES_TO_RESERVE_FROM_HAND,
        TriggerKind.GOES_TO_RESERVE_FROM_ANYWHERE,
        TriggerKind.I_JOIN_AN_EXPEDITION,  # gk: entering a subset of the Expedition zone
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
        TriggerKind.PLAYER_SHUFFLES_DECK,
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
