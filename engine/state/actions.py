"""The kinds of atomic actions (6.1.e): every keyword action of section 7.3, plus rule
actions — the vocabulary steps, events and cards are written in.

What the pipeline makes of them (the rule defining each, which it performs) is
:mod:`engine.pipeline.keywords`.
"""

from __future__ import annotations

from enum import StrEnum


class ActionKind(StrEnum):
    """Atomic action kinds (6.1.e). Keyword actions first, in the order of section 7.3."""

    ACTIVATE = "activate"
    AFTER_YOU = "after_you"
    ASCEND = "ascend"
    AUGMENT = "augment"
    CREATE = "create"
    DEFECT = "defect"
    DISCARD = "discard"
    DOUBLE_COUNTERS = "double_counters"
    DRAW = "draw"
    ENTER_PLAY = "enter_play"
    EXCHANGE_BOOSTS = "exchange_boosts"
    EXCHANGE = "exchange"
    EXHAUST = "exhaust"
    EXHAUSTED_RESUPPLY = "exhausted_resupply"
    GAIN_COUNTERS = "gain_counters"
    GAIN_STATUS = "gain_status"
    GIVE_BOOST = "give_boost"
    HAVE_DO = "have_do"
    IGNORE = "ignore"
    LEAVE_PLAY = "leave_play"
    LOSE_STATUS = "lose_status"
    MAKE_GIFT = "make_gift"
    MOVE_TERRAIN_MARKER = "move_terrain_marker"
    MOVE_BACKWARDS = "move_backwards"
    MOVE_FORWARD = "move_forward"
    PLAY_FOR_FREE = "play_for_free"
    PUT = "put"
    READY = "ready"
    RECEIVE_GIFT = "receive_gift"
    RECEIVE_TOKEN = "receive_token"
    RESUPPLY = "resupply"
    RETURN = "return"
    ROLL_DIE = "roll_die"
    RUSH = "rush"
    SABOTAGE = "sabotage"
    SACRIFICE = "sacrifice"
    SEND = "send"
    SPEND_COUNTERS = "spend_counters"
    SWITCH_EXPEDITIONS = "switch_expeditions"
    TAKE_CONTROL = "take_control"
    # Rule actions: atomic actions the rules perform that are not keywords.
    MOVE = "move"
    PAY_MANA = "pay_mana"
    CREATE_EMBLEM = "create_emblem"
    CEASE_TO_EXIST = "cease_to_exist"
    SHUFFLE = "shuffle"
    BECOME_FIRST_PLAYER = "become_first_player"
    PASS = "pass"
    CREATE_ONGOING = "create_ongoing"
    PLAY = "play"
    REVEAL = "reveal"
    PLACE_TERRAIN_MARKER = "place_terrain_marker"
    CHOOSE_MODES = "choose_modes"  # the choosing step of a modal effect (6.5.g)
    REMOVE_COUNTERS = "remove_counters"  # "remove [X] [name] counters" from an object (2.5.g)
    WIN_GAME = "win_game"  # "You win the game": a card lets a player win now (1.4.2.a)
    LOOK = "look"  # "Look at the top four cards of your deck": seen by that player (3.1.3.f)
