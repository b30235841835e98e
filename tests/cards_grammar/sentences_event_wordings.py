"""Printed sentences of the grammar's block "triggers: the wordings of each event dimension"
(issue 30; written for these tests, in the cards' style, from the CR's words): where a card
is played from said with any possessive or both zones (5.1.2.d, 5.2.a), moves said with
any of their verbs (7.3.37.b), the daily effect Rest as a period (4.2.5.b), any player
(1.2.2) and a list of terrains (4.2.4.j). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

DRAW = [{"action": "draw", "amount": 1}]

PLAY_ROBOT_FROM_YOUR_RESERVE = "When you play a Robot from your Reserve \u2014 Draw a card."
OPPONENT_SPELL_FROM_THEIR_RESERVE = (
    "When an opponent plays a Spell from their Reserve \u2014 Draw a card."
)
PLAYER_CHARACTER_FROM_THE_RESERVE = (
    "When a player plays a Character from the Reserve \u2014 Draw a card."
)
OPPONENT_SPELL_FROM_THEIR_HAND = (
    "When an opponent plays a Spell from their hand \u2014 Draw a card."
)
PLAY_ROBOT_FROM_HAND_OR_RESERVE = (
    "When you play a Robot from your hand or from your Reserve \u2014 Draw a card."
)
OPPONENT_SPELL_FROM_HAND_OR_RESERVE = (
    "When an opponent plays a Spell from their hand or from Reserve \u2014 Draw a card."
)
ANY_PLAYER_FROM_RESERVE_OR_HAND = (
    "When any player plays a card from their Reserve or hand \u2014 Draw a card."
)
PLAY_SPELL_FROM_HAND_OR_RESERVE = "When you play a Spell from hand or Reserve \u2014 Draw a card."
FLEETING_SPELL_GOES_TO_DISCARD = (
    "When a [[Fleeting]] Spell you control goes to your discard pile \u2014 Draw a card."
)
CHARACTER_PUT_IN_DISCARD = "When a Character is put in your discard pile \u2014 Draw a card."
CHARACTER_PUT_IN_RESERVE = "When a Character you control is put in Reserve \u2014 Draw a card."
I_GO_TO_RESERVE_DURING_REST = "When I go to Reserve during Rest \u2014 Draw a card."
I_AM_PUT_IN_YOUR_RESERVE = "When I'm put in your Reserve \u2014 Draw a card."
ANY_PLAYER_DRAWS = "When any player draws a card \u2014 I gain 1 boost."
A_PLAYER_ROLLS = "When a player rolls a die \u2014 Draw a card."
ANY_PLAYER_CREATES_TOKEN = "When any player creates a token \u2014 Draw a card."
ONE_OF_YOURS_DUE_TO_EITHER = (
    "When one of your Expeditions moves forward due to {O} or {V} \u2014 Draw a card."
)
YOU_CREATE_TOKENS = "When you create one or more tokens \u2014 Draw a card."
OPPONENT_CREATES_TOKENS = "When an opponent creates one or more tokens \u2014 Draw a card."
YOU_TAKE_CONTROL_OF_AN_OBJECT = "When you take control of an object \u2014 Draw a card."
OPPONENT_TAKES_CONTROL_OF_A_CHARACTER = (
    "When an opponent takes control of a Character \u2014 Draw a card."
)
MINE_DUE_TO_ANY = "When my Expedition moves forward due to {V}, {M} or {O} \u2014 Draw a card."


def _on(trigger: str, effect: list[dict[str, Any]] = DRAW, **fields: Any) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, **fields, "effect": effect}}


READINGS_EVENT_WORDINGS: dict[str, dict[str, Any]] = {
    PLAY_ROBOT_FROM_YOUR_RESERVE: _on(
        "you_play_a_card", filter={"subtypes": ["Robot"]}, played_from="reserve"
    ),
    OPPONENT_SPELL_FROM_THEIR_RESERVE: _on(
        "opponent_plays_a_card", filter={"types": ["Spell"]}, played_from="reserve"
    ),
    PLAYER_CHARACTER_FROM_THE_RESERVE: _on(
        "you_play_a_card", filter={"types": ["Character"]}, played_from="reserve", player="any"
    ),
    OPPONENT_SPELL_FROM_THEIR_HAND: _on(
        "opponent_plays_a_card", filter={"types": ["Spell"]}, played_from="hand"
    ),
    PLAY_ROBOT_FROM_HAND_OR_RESERVE: _on(
        "you_play_a_card", filter={"subtypes": ["Robot"]}, played_from="hand_or_reserve"
    ),
    OPPONENT_SPELL_FROM_HAND_OR_RESERVE: _on(
        "opponent_plays_a_card", filter={"types": ["Spell"]}, played_from="hand_or_reserve"
    ),
    ANY_PLAYER_FROM_RESERVE_OR_HAND: _on(
        "you_play_a_card", played_from="hand_or_reserve", player="any"
    ),
    PLAY_SPELL_FROM_HAND_OR_RESERVE: _on(
        "you_play_a_card", filter={"types": ["Spell"]}, played_from="hand_or_reserve"
    ),
    FLEETING_SPELL_GOES_TO_DISCARD: _on(
        "card_joins_your_discard_pile", filter={"statuses": ["Fleeting"], "types": ["Spell"]}
    ),
    CHARACTER_PUT_IN_DISCARD: _on("card_joins_your_discard_pile", filter={"types": ["Character"]}),
    CHARACTER_PUT_IN_RESERVE: _on(
        "object_goes_to_reserve", filter={"types": ["Character"], "controller": "you"}
    ),
    I_GO_TO_RESERVE_DURING_REST: _on("goes_to_reserve_from_anywhere", during="Rest"),
    I_AM_PUT_IN_YOUR_RESERVE: _on("goes_to_reserve_from_anywhere"),
    ANY_PLAYER_DRAWS: _on(
        "player_draws_a_card", [{"action": "give_boost", "amount": 1, "subject": "self"}]
    ),
    A_PLAYER_ROLLS: _on("you_roll_a_die", player="any"),
    ANY_PLAYER_CREATES_TOKEN: _on("you_create_a_token", player="any"),
    ONE_OF_YOURS_DUE_TO_EITHER: _on(
        "one_of_your_expeditions_moves_forward", terrain="water", or_terrains=["forest"]
    ),
    YOU_CREATE_TOKENS: _on("you_create_tokens"),
    OPPONENT_CREATES_TOKENS: _on("you_create_tokens", player="opponent"),
    YOU_TAKE_CONTROL_OF_AN_OBJECT: _on("you_take_control"),
    OPPONENT_TAKES_CONTROL_OF_A_CHARACTER: _on(
        "you_take_control", player="opponent", filter={"types": ["Character"]}
    ),
    MINE_DUE_TO_ANY: _on(
        "my_expedition_moves_forward", terrain="forest", or_terrains=["mountain", "water"]
    ),
}

RULE_SENTENCES_EVENT_WORDINGS: dict[str, tuple[str, ...]] = {
    "from_whose_reserve": (OPPONENT_SPELL_FROM_THEIR_RESERVE, PLAYER_CHARACTER_FROM_THE_RESERVE),
    "from_whose_hand": (OPPONENT_SPELL_FROM_THEIR_HAND,),
    "from_hand_or_reserve_said": (
        PLAY_ROBOT_FROM_HAND_OR_RESERVE,
        OPPONENT_SPELL_FROM_HAND_OR_RESERVE,
        ANY_PLAYER_FROM_RESERVE_OR_HAND,
        PLAY_SPELL_FROM_HAND_OR_RESERVE,
    ),
    "ev_joins_your_discard_pile_said": (FLEETING_SPELL_GOES_TO_DISCARD, CHARACTER_PUT_IN_DISCARD),
    "ev_object_put_in_reserve": (CHARACTER_PUT_IN_RESERVE,),
    "event_during_rest_trigger": (I_GO_TO_RESERVE_DURING_REST,),
    "ev_go_reserve": (I_AM_PUT_IN_YOUR_RESERVE,),
    "ev_any_player_acts": (ANY_PLAYER_DRAWS, A_PLAYER_ROLLS, ANY_PLAYER_CREATES_TOKEN),
    "ev_one_of_your_expeditions_forward_due_to_any": (ONE_OF_YOURS_DUE_TO_EITHER,),
    "ev_my_expedition_forward_due_to_any": (MINE_DUE_TO_ANY,),
    "terrain_list": (ONE_OF_YOURS_DUE_TO_EITHER, MINE_DUE_TO_ANY),
    "ev_create_tokens": (YOU_CREATE_TOKENS, OPPONENT_CREATES_TOKENS),
    "ev_take_control": (YOU_TAKE_CONTROL_OF_AN_OBJECT, OPPONENT_TAKES_CONTROL_OF_A_CHARACTER),
}

# Refused, with the words of the reason (each sentence exercises the rule it is listed under)
THEIR_ZONE_FOR_YOU = "When you play a Spell from their Reserve \u2014 Draw a card."
YOUR_ZONE_FOR_OPPONENT = "When an opponent plays a Spell from your Reserve \u2014 Draw a card."
LEAVES_PLAY_DURING_REST = "When a Character leaves play during Rest \u2014 Draw a card."
TERRAIN_TWICE = "When my Expedition moves forward due to {V} or {V} \u2014 Draw a card."
PLAY_FROM_THEIR_HAND = "{J} Play a Spell from their hand for free."

BOARD_SENTENCES_EVENT_WORDINGS: tuple[str, ...] = (
    PLAY_ROBOT_FROM_HAND_OR_RESERVE,
    I_GO_TO_RESERVE_DURING_REST,
    A_PLAYER_ROLLS,
)

REFUSED_EVENT_WORDINGS: dict[str, str] = {
    # the zone's possessive names another player than the one who plays (1.2.2)
    THEIR_ZONE_FOR_YOU: "'their' zone",
    YOUR_ZONE_FOR_OPPONENT: "'your' zone",
    # Rest moves Characters to Reserve (4.2.5.b); other events during it are not read
    LEAVES_PLAY_DURING_REST: "during Rest",
    TERRAIN_TWICE: "said twice",
    # the zone words of a play trigger, read nowhere else
    PLAY_FROM_THEIR_HAND: "not read",
}

RULE_SENTENCES_EVENT_WORDINGS_REFUSED: dict[str, tuple[str, ...]] = {
    "from_whose_reserve": (THEIR_ZONE_FOR_YOU,),
    "ev_opponent_plays": (YOUR_ZONE_FOR_OPPONENT,),
    "event_during_rest_trigger": (LEAVES_PLAY_DURING_REST,),
    "terrain_list": (TERRAIN_TWICE,),
    "from_whose_hand": (PLAY_FROM_THEIR_HAND,),
}
