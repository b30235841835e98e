"""Printed sentences for the grammar's gram59 rules (issue 30; written for these tests, not
copied from card data): "the first / second … [card] [player] play(s) [from your Reserve]
each [period]" as the subject of a passive — its cost changed (5.1.2.f, 5.1.2.k) or boosts
given (5.2.d). Merged into :mod:`.sentences`; boards in ``test_board_nth_played.py``."""

from __future__ import annotations

from typing import Any

FIRST_SPELL_EACH_OPPONENT = "The first Spell each opponent plays each Afternoon costs {2} more."
SECOND_SPELL_YOU = "The second Spell you play each Afternoon costs {1} less."
FIRST_PERMANENT_OPPONENTS = "The first Permanent your opponents play each Day costs {1} more."
FIRST_CARD_EACH_PLAYER = "The first card each player plays each turn costs {1} more."
FIRST_AN_OPPONENT_IF = "The first Spell an opponent plays each turn costs {1} more if I am in {V}."
AS_LONG_AS_FIRST = (
    "As long as you control a Landmark, the third Character you play from your Reserve each "
    "Afternoon costs {1} less."
)
A_PLAYER_SECOND = "The second Character a player plays each Day costs {1} less."
FIRST_EACH_MORNING = "The first Spell you play each Morning costs {1} less."
"""Refused: only the Afternoon's plays are counted by a phase (5.2.b)."""
SECOND_GAINS = "The second Character you play each Afternoon gains 1 boost."
"""Refused: the engine gives boosts to the first card only."""
OPPONENT_GAINS = "The first Character each opponent plays each turn gains 1 boost."
"""Refused: the engine gives boosts to its controller's first card only."""
EACH_PLAYED_BEHIND = "Each Character you play in an Expedition that is behind gains 1 boost."
EACH_PLAYED_MINE = "Each Character you play in my Expedition gains 2 boosts."
PLAYED_AHEAD_GAIN = "Characters you play in an Expedition that is ahead gain 1 boost."
EACH_PLAYED_IF = (
    "If I am in {V}, each Character you play in one of your Expeditions that is tied gains one "
    "boost."
)
EACH_IN_PLAY_GAINS = "Each Character you control gains 1 boost."
"""Refused: a passive gives no counters to objects standing somewhere (boosts are gained)."""
THEIRS_PLAYED_GAINS = "Each Character your opponents play gains 1 boost."
"""Refused: only its controller's plays are given boosts by the engine."""
ALL_RESERVE_IS = "All Reserve limits are 3."
EACH_PLAYERS_LANDMARK_IS = "Each player's Landmark limit is 2."
OPPONENTS_RESERVE_REDUCED = "Your opponents' Reserve limits are reduced by one."
EACH_OPPONENTS_LANDMARK_IS = "As long as I am in {M}, each opponent's Landmark limit is 1."
SPELLS_BY_OPPONENTS = "Spells played by your opponents cost {1} more."
CHARACTERS_BY_YOU_FROM = "Characters played by you cost {1} less to play from your Reserve."
BY_AN_OPPONENT_FLOOR = "Permanents played by an opponent can't cost less than {2}."
ONCE_PER_DAY_DICE = (
    "Once per Day, if you would roll a die, you may roll two dice instead and choose one of the "
    "results."
)
"""Refused: a replacement with a limit on its uses."""
ONCE_PER_TURN_RESERVE = "Once per turn, if I would be sent to Reserve, I gain 1 boost instead."
"""Refused: a replacement with a limit on its uses."""
MAY_ROLL_TWO = "If you would roll a die, you may roll two dice instead and choose one."
UNTIL_END_CANT_PLAY = "Until end of turn, your opponents can't play Spells."
THIS_AFTERNOON_TARGET_CANT = "This Afternoon, target opponent can't play Characters."
EACH_OPPONENT_THIS_DAY = "{J} Until the end of the Day, each opponent can't play Permanents."
EACH_SPELL_FLEETING = "Each Spell you play gains [[Fleeting]]."


def _cost(change: int, words: str, condition: str | None = None, **played: Any) -> dict[str, Any]:
    cost: dict[str, Any] = {"change": change, "applies_to": words, "played": played}
    if condition is not None:
        cost["if"] = condition
    return {"passive": {"cost": cost}}


READINGS_NTH_PLAYED: dict[str, dict[str, Any]] = {
    FIRST_SPELL_EACH_OPPONENT: _cost(
        2,
        "the first spell each opponent plays each afternoon",
        card_type="Spell",
        players="opponents",
        period="afternoon",
    ),
    SECOND_SPELL_YOU: _cost(
        -1,
        "the second spell you play each afternoon",
        period="afternoon",
        ordinal=2,
        card_type="Spell",
    ),
    FIRST_PERMANENT_OPPONENTS: _cost(
        1,
        "the first permanent your opponents play each day",
        card_type="Permanent",
        players="opponents",
        together=True,
        period="day",
    ),
    FIRST_CARD_EACH_PLAYER: _cost(
        1, "the first card each player plays each turn", players="any", period="turn"
    ),
    FIRST_AN_OPPONENT_IF: _cost(
        1,
        "the first spell an opponent plays each turn",
        "i am in {v}",
        card_type="Spell",
        players="opponents",
        together=True,
        period="turn",
    ),
    AS_LONG_AS_FIRST: _cost(
        -1,
        "the third character you play from your reserve each afternoon",
        "you control a landmark",
        period="afternoon",
        ordinal=3,
        card_type="Character",
        from_zone="reserve",
    ),
    A_PLAYER_SECOND: _cost(
        -1,
        "the second character a player plays each day",
        period="day",
        ordinal=2,
        card_type="Character",
        players="any",
        together=True,
    ),
    EACH_PLAYED_BEHIND: {"passive": {"played_gains": {"amount": 1, "into": "behind"}}},
    EACH_PLAYED_MINE: {"passive": {"played_gains": {"amount": 2, "into": "my_expedition"}}},
    PLAYED_AHEAD_GAIN: {"passive": {"played_gains": {"amount": 1, "into": "ahead"}}},
    EACH_PLAYED_IF: {
        "passive": {"played_gains": {"amount": 1, "into": "tied"}, "if": "i am in {v}"}
    },
    ALL_RESERVE_IS: {"passive": {"limit": {"zone": "reserve", "to": 3, "players": "all"}}},
    EACH_PLAYERS_LANDMARK_IS: {
        "passive": {"limit": {"zone": "landmarks", "to": 2, "players": "all"}}
    },
    OPPONENTS_RESERVE_REDUCED: {
        "passive": {"limit": {"zone": "reserve", "by": -1, "players": "opponents"}}
    },
    EACH_OPPONENTS_LANDMARK_IS: {
        "passive": {
            "limit": {"zone": "landmarks", "to": 1, "players": "opponents"},
            "if": "i am in {m}",
        }
    },
    SPELLS_BY_OPPONENTS: {
        "passive": {"cost": {"change": 1, "applies_to": "spells your opponents play"}}
    },
    CHARACTERS_BY_YOU_FROM: {
        "passive": {"cost": {"change": -1, "applies_to": "characters you play from reserve"}}
    },
    BY_AN_OPPONENT_FLOOR: {
        "passive": {"cost": {"applies_to": "permanents an opponent plays", "at_least": 2}}
    },
    MAY_ROLL_TWO: {"passive": {"instead": {"action": "roll_die", "scope": "mine", "extra": 1}}},
    UNTIL_END_CANT_PLAY: {
        "effect": [
            {
                "action": "ongoing",
                "ongoing": {"duration": "this turn", "cant": "Your opponents can't play Spells"},
            }
        ]
    },
    THIS_AFTERNOON_TARGET_CANT: {
        "effect": [
            {
                "action": "ongoing",
                "subject": "target_opponent",
                "ongoing": {
                    "duration": "this Afternoon",
                    "cant": "Target opponent can't play Characters",
                },
            }
        ]
    },
    EACH_OPPONENT_THIS_DAY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this Day",
                        "cant": "Your opponents can't play Permanents",
                    },
                }
            ],
        }
    },
    EACH_SPELL_FLEETING: {"passive": {"grant": {"to": "spells you play", "keyword": "Fleeting"}}},
}

RULE_SENTENCES_NTH_PLAYED: dict[str, tuple[str, ...]] = {
    "nth_played_costs": (
        FIRST_SPELL_EACH_OPPONENT,
        SECOND_SPELL_YOU,
        FIRST_PERMANENT_OPPONENTS,
        FIRST_CARD_EACH_PLAYER,
        FIRST_AN_OPPONENT_IF,
        AS_LONG_AS_FIRST,
        A_PLAYER_SECOND,
        FIRST_EACH_MORNING,
    ),
    "nth_played_gains": (SECOND_GAINS, OPPONENT_GAINS),
    "nth_played": (FIRST_SPELL_EACH_OPPONENT, SECOND_GAINS),
    "you_play_nth": (SECOND_SPELL_YOU, AS_LONG_AS_FIRST),
    "opponents_together_play_nth": (FIRST_PERMANENT_OPPONENTS, FIRST_AN_OPPONENT_IF),
    "each_opponent_plays_nth": (FIRST_SPELL_EACH_OPPONENT, OPPONENT_GAINS),
    "each_player_plays_nth": (FIRST_CARD_EACH_PLAYER,),
    "any_player_plays_nth": (A_PLAYER_SECOND,),
    "nth_turn": (FIRST_CARD_EACH_PLAYER, FIRST_AN_OPPONENT_IF),
    "nth_day": (FIRST_PERMANENT_OPPONENTS, A_PLAYER_SECOND),
    "nth_phase": (FIRST_SPELL_EACH_OPPONENT, FIRST_EACH_MORNING),
    "limit_is": (ALL_RESERVE_IS, EACH_PLAYERS_LANDMARK_IS, EACH_OPPONENTS_LANDMARK_IS),
    "limit_changed": (OPPONENTS_RESERVE_REDUCED,),
    "cards_cost": (SPELLS_BY_OPPONENTS,),
    "cards_cost_to_play": (CHARACTERS_BY_YOU_FROM,),
    "cards_cost_at_least": (BY_AN_OPPONENT_FLOOR,),
    "limited_replacement": (ONCE_PER_DAY_DICE, ONCE_PER_TURN_RESERVE),
    "roll_dice_instead": (MAY_ROLL_TWO,),
    "opponents_cant_play_first": (UNTIL_END_CANT_PLAY, EACH_OPPONENT_THIS_DAY),
    "target_cant_play_first": (THIS_AFTERNOON_TARGET_CANT,),
    "each_has_keyword": (EACH_SPELL_FLEETING,),
    "played_each_gains_boosts": (
        EACH_PLAYED_BEHIND,
        EACH_PLAYED_MINE,
        PLAYED_AHEAD_GAIN,
        EACH_PLAYED_IF,
        EACH_IN_PLAY_GAINS,
        THEIRS_PLAYED_GAINS,
    ),
}

REFUSED_NTH_PLAYED = {
    FIRST_EACH_MORNING: "the cards played each morning are not counted",
    SECOND_GAINS: "are not applied yet",
    OPPONENT_GAINS: "are not applied yet",
    EACH_IN_PLAY_GAINS: "gives boosts to no card played",
    ONCE_PER_DAY_DICE: "'once per day' limits a replacement's uses",
    ONCE_PER_TURN_RESERVE: "'once per turn' limits a replacement's uses",
    THEIRS_PLAYED_GAINS: "boosts given to the cards another player plays",
}

BOARD_SENTENCES_NTH_PLAYED = (
    FIRST_SPELL_EACH_OPPONENT,
    SECOND_SPELL_YOU,
    EACH_PLAYED_BEHIND,
    OPPONENTS_RESERVE_REDUCED,
    SPELLS_BY_OPPONENTS,
)
