"""What an effect step acts on (6.1): its subjects — the object bearing the ability (7.2.1.a),
players (1.2.2), targets (6.5.b), objects chosen just before the step (6.1.g, 6.1.h), groups
found as the step happens, Expeditions (7.2.3) — and their groupings.

Split from :mod:`engine.state.kinds`; :mod:`engine.state.cards` re-exports its
names.
"""

from __future__ import annotations

from enum import StrEnum


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
    # "target card from any Discard pile / in an opponent's Discard pile" (g4): a card in any
    # player's Discard pile — a personal, visible zone (3.2.3.a, 3.1.3.a), so targetable;
    # whose, the filter's ``owner`` (the pile is its owner's, 1.4.3.a)
    TARGET_DISCARD_CARD = "target_discard_card"
    TARGET_CARD_IN_PLAY_OR_RESERVE = "target_card_in_play_or_reserve"
    # ic40: "target Character card in your Reserve or discard pile": one object of the
    # controller's own visible personal zones the filter's ``in_your_zones`` names — a card
    # in a Reserve or a Discard pile is an object (3.2.10.a, 3.2.3.a, 3.1.3.a), so it may be
    # targeted (6.5.b); a hand is hidden and holds no objects (3.1.3.d), never named here.
    TARGET_CARD_IN_YOUR_ZONES = "target_card_in_your_zones"
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
    # hc: "each Character in the Expedition facing it", "it" an Expedition (1.2.3.c)
    CHARACTERS_FACING_IT = "characters_facing_it"
    # hc: "each Character in target Character's Expedition": the Character targeted (6.5.b)
    CHARACTERS_IN_TARGET_CHARACTERS_EXPEDITION = "characters_in_target_characters_expedition"
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
    # ic39: "Discard a card from your hand or Reserve", "Return a Character from your Reserve
    # or discard pile to your hand": one card of the controller's own personal zones the
    # filter's ``in_your_zones`` names (3.1.2.b), chosen as the step happens (6.1.g).
    A_CARD_FROM_YOUR_ZONES = "a_card_from_your_zones"
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
    # ib39: "Target opponent / An opponent chooses a Character you control. Sacrifice it.",
    # "… chooses a card in your Reserve. Discard it.": the effect's controller's own objects,
    # chosen by the opponent the effect names ("unless specified otherwise", 6.1.g; the
    # target first, 6.5.b; each opponent in initiative order, 6.1.h); the effect's controller
    # then does the step on what was chosen (1.4.7.c).
    A_CHARACTER_YOU_CONTROL_TARGET_OPPONENT_CHOOSES = (
        "a_character_you_control_target_opponent_chooses"
    )
    A_CHARACTER_YOU_CONTROL_EACH_OPPONENT_CHOOSES = "a_character_you_control_each_opponent_chooses"
    A_CHARACTER_OR_PERMANENT_YOU_CONTROL_TARGET_OPPONENT_CHOOSES = (
        "a_character_or_permanent_you_control_target_opponent_chooses"
    )
    A_CHARACTER_OR_PERMANENT_YOU_CONTROL_EACH_OPPONENT_CHOOSES = (
        "a_character_or_permanent_you_control_each_opponent_chooses"
    )
    A_CARD_FROM_YOUR_RESERVE_TARGET_OPPONENT_CHOOSES = (
        "a_card_from_your_reserve_target_opponent_chooses"
    )
    A_CARD_FROM_YOUR_RESERVE_EACH_OPPONENT_CHOOSES = (
        "a_card_from_your_reserve_each_opponent_chooses"
    )
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
    # "each Expedition that is behind / with no Characters": every player's Expeditions the
    # filter describes, found as the step happens (6.1.g; 7.5.2, 3.2.4.b)
    EACH_EXPEDITION_DESCRIBED = "each_expedition_described"
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
    # ib40: "Look at target opponent's hand": an opponent is the target (6.5.b); the cards of
    # their Hand are found as the step happens, seen by the effect's controller (3.1.3.f).
    CARDS_IN_TARGET_OPPONENTS_HAND = "cards_in_target_opponents_hand"


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
        Subject.TARGET_DISCARD_CARD,
        Subject.TARGET_CARD_IN_PLAY_OR_RESERVE,
        Subject.TARGET_CARD_IN_YOUR_ZONES,  # ic40 (6.5.b, 3.1.3.a)
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
        Subject.CHARACTERS_IN_TARGET_CHARACTERS_EXPEDITION,  # hc: a Character targeted
        Subject.CARDS_IN_TARGET_OPPONENTS_HAND,  # ib40: the opponent targeted (6.5.b)
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

EVERY_PLAYER_CHOOSES = frozenset(
    {
        Subject.A_CARD_FROM_EACH_PLAYERS_HAND,
        Subject.A_CHARACTER_EACH_PLAYER_CONTROLS,
        Subject.A_CHARACTER_OR_PERMANENT_EACH_PLAYER_CONTROLS,
        Subject.A_CARD_FROM_EACH_PLAYERS_RESERVE,
    }
)
"""Choices of their own made by every player ("each player sacrifices a Character"): more
than one player chooses, in initiative order (6.1.h)."""

EACH_OPPONENT_CHOOSES = frozenset(
    {
        Subject.A_CHARACTER_EACH_OPPONENT_CONTROLS,
        Subject.A_CARD_FROM_EACH_OPPONENTS_HAND,
        Subject.A_CHARACTER_OR_PERMANENT_EACH_OPPONENT_CONTROLS,
        Subject.A_CARD_FROM_EACH_OPPONENTS_RESERVE,
    }
)
"""Choices of their own made by each opponent: several players only with two opponents or
more (6.1.h); in a two-player game, the one opponent alone (1.2.1.b)."""
YOURS_OPPONENT_CHOOSES = frozenset(
    {
        Subject.A_CHARACTER_YOU_CONTROL_TARGET_OPPONENT_CHOOSES,
        Subject.A_CHARACTER_YOU_CONTROL_EACH_OPPONENT_CHOOSES,
        Subject.A_CHARACTER_OR_PERMANENT_YOU_CONTROL_TARGET_OPPONENT_CHOOSES,
        Subject.A_CHARACTER_OR_PERMANENT_YOU_CONTROL_EACH_OPPONENT_CHOOSES,
        Subject.A_CARD_FROM_YOUR_RESERVE_TARGET_OPPONENT_CHOOSES,
        Subject.A_CARD_FROM_YOUR_RESERVE_EACH_OPPONENT_CHOOSES,
    }
)
"""ib39: the effect's controller's objects, chosen by the opponent the effect names (6.1.g
"unless specified otherwise", 6.1.h) — the step on them the effect's controller's (1.4.7.c)."""

YOURS_TARGET_OPPONENT_CHOOSES = frozenset(
    s for s in YOURS_OPPONENT_CHOOSES if s.value.endswith("_target_opponent_chooses")
)
"""Those the opponent chooses once targeted (6.5.b)."""

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
        Subject.A_CARD_FROM_YOUR_ZONES,  # ic39
        Subject.MANA_ORBS_YOU_CHOOSE,
        Subject.A_CARD_YOU_CONTROL_OR_IN_YOUR_RESERVE,
        Subject.A_CHARACTER_OR_PERMANENT_YOU_CONTROL,
        Subject.A_CHARACTER_OR_PERMANENT_IN_PLAY,
        Subject.A_CARD_IN_RESERVE,
        Subject.A_CARD_IN_YOUR_RESERVE_OR_LANDMARKS,
        Subject.EACH_PLAYERS_CARD_STARTING_WITH_YOU,
        *YOURS_OPPONENT_CHOOSES,  # ib39
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
        Subject.CHARACTERS_FACING_IT,  # hc
        Subject.CHARACTERS_OF_TARGET_PLAYER,
        Subject.CHARACTERS_OF_TARGET_OPPONENT,
        Subject.CARDS_IN_RESERVE,
        Subject.CARDS_IN_PLAY_AND_RESERVE,
        Subject.OBJECTS_IN_PLAY,
        Subject.CARDS_IN_TARGET_OPPONENTS_HAND,  # ib40
    }
)
"""Groups of objects found as the step happens, which a filter can narrow (6.1.g)."""

EXPEDITION_SUBJECTS = frozenset(
    {
        Subject.MY_EXPEDITION,
        Subject.EACH_MY_EXPEDITION,
        Subject.EACH_MY_EXPEDITION_BEHIND_OR_TIED,
        Subject.EACH_MY_EXPEDITION_DESCRIBED,
        Subject.EACH_EXPEDITION_DESCRIBED,
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
        Subject.CARDS_IN_TARGET_OPPONENTS_HAND,  # ib40: a player targeted
    }
)
"""Targets that are objects (cards or tokens), not players, Expeditions or regions (6.5.b)."""
