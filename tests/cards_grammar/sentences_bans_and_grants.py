"""The sibling sentences of bans, cost changes and grants to groups (issue 30, g5), written
before building: each construction in the slots the CR allows (a Spell, {J}/{H}, "When …",
"At …", a passive, "If …"). ``READ``: each must read and be executable; ``REFUSED``: each
must be refused (the words of the reason in the value) — a different meaning, or one the
engine cannot run right. Set keywords (``SET_KEYWORDS``) are read as an import gives them
(a set defines them by their reminders, 2.2.12.c). "SPELL " marks a Spell's text."""

from __future__ import annotations

SET_KEYWORDS = {
    "homeward": "When I go to Reserve from the Expedition zone, draw a card.",
    "stonewall": "I can't be sent to Reserve.",
    "quickstep": "{T} : I gain 1 boost.",
    "sprout": "At Dusk — I gain 1 boost.",
    "rally": "{J} Draw a card.",
    "recall": "When I go to Reserve, draw a card.",
}

READ: tuple[str, ...] = (
    # read since g1 (review32): a ban on targeting lasting until the end of your next turn
    # (2.2.15.c, 4.2.3.d-e)
    "{J} Target Character can't be targeted by Spells until the end of your next turn.",
    # bans: "can't switch Expeditions" (7.3.39.a, 1.4.1.a)
    "{J} Target Character can't switch Expeditions this turn.",
    "SPELL Target Character can't switch Expeditions this turn.",
    "SPELL This turn, target Character can't switch Expeditions.",
    "{H} Target Character can't switch Expeditions this Day.",
    "When you play a Spell — Target Character can't switch Expeditions this Afternoon.",
    "I can't switch Expeditions.",
    "Characters you control can't switch Expeditions.",
    "Your Characters can't switch Expeditions.",
    "Characters in my Expedition can't switch Expeditions.",
    "Other Characters you control can't switch Expeditions.",
    "Each Character you control can't switch Expeditions.",
    "If I have 2 or more boosts, I can't switch Expeditions.",
    "Characters your opponents control can't switch Expeditions.",
    # bans already read (the same "can't" language)
    "{R} Target Character can't be sent to Reserve this turn.",
    "I can't be sent to Reserve.",
    "Characters in my Expedition can't be sent to Reserve.",
    "{J} Target Character can't gain boosts this turn.",
    "Characters your opponents control can't gain boosts.",
    "When you play a Spell — Target Character can't gain boosts this turn.",
    "Opponents can't play Spells during your turn.",
    "{J} Opponents can't play Spells this turn.",
    "SPELL Target opponent can't play Spells this turn.",
    "I can't be targeted by Spells.",
    "I can't be targeted by opponents' Spells.",
    "{R} Target Character can't be targeted by opponents' Spells this turn.",
    "At Dusk — Target Character can't be sent to Reserve this turn.",
    # cost changes (5.1.2.f)
    "Characters your opponents play cost {1} more.",
    "SPELL The next Spell you play this turn costs {2} less.",
    "{J} The next Spell you play this turn costs {1} less.",
    "When you play a Spell — The next Character you play this turn costs {1} less.",
    "SPELL Spells your opponents play cost {1} more until the end of the turn.",
    "SPELL Characters your opponents play cost {1} more this Day.",
    "SPELL Until the end of the turn, Spells your opponents play cost {1} more.",
    "I cost {1} less for each Character you control.",
    "I cost {1} more for each Character your opponents control.",
    "The first Spell you play each turn costs {1} less.",
    # grants to groups: quoted abilities, rules keywords, set keywords (2.3.1.a, 2.2.12.c)
    'Other Characters in my Expedition have "{J} Draw a card."',
    "Animals you control have [[Tough 1]].",
    "Your Animals have [[Tough 1]].",
    "Other Characters in my Expedition have [[Tough 1]].",
    "Boosted Characters you control have [[Defender]].",
    "If I have 2 or more boosts, Characters you control have [[Tough 1]].",
    "Characters you control have [[Homeward]].",
    "Your Characters have [[Homeward]].",
    "Characters you control have [[Stonewall]].",
    "Other Characters you control have [[Quickstep]].",
    "Your Plants have [[Sprout]].",
    # a list of sub-types as one group: each object with one of them (2.2.2)
    "Plants and Animals you control have [[Tough 1]].",
    "Your Mages and Soldiers have [[Defender]].",
    'Plants, Animals and Mages you control have "{T} : I gain 1 boost."',
    "Other Plants and Animals you control have [[Tough 1]].",
    "Plants and Animals you control get +1/+0/+0.",
    "SPELL Plants and Animals you control gain 1 boost.",
    "SPELL Sacrifice all Plants and Animals.",
    "If I have 2 or more boosts, Plants and Animals you control have [[Homeward]].",
    "{J} Target Character gains [[Homeward]] this turn.",
    "When you play a Spell — Target Character you control gains [[Sprout]] this Day.",
    "SPELL Target Character gains [[Quickstep]] this turn.",
)

REFUSED: dict[str, str] = {
    # a Reaction to the arrival in Reserve exists only after it, out of play (6.3.e, 2.3.1.b)
    "Characters you control have [[Recall]].": "6.3.e",
    'Characters you control have "When I go to Reserve — Draw a card."': "6.3.e",
    # an arrival Reaction given once they are in play never triggers (7.1.1)
    "SPELL Target Character gains [[Rally]] this turn.": "",
    # a set keyword taken from a group is not run yet
    "Characters you control lose [[Homeward]].": "taken from a group",
    # an opponent's card is never played in my Expedition (5.2.1.a)
    "Characters your opponents play in my Expedition cost {1} more.": "5.2.1.a",
    # a "can't" given by an effect with no duration printed (2.2.15.b)
    "{J} Target Character can't switch Expeditions.": "no duration",
}

NOT_READ: tuple[str, ...] = (
    # durations past the turn and players' own next turns (2.2.15.c): not read yet
    "SPELL Spells target opponent plays cost {1} more until the end of their next turn.",
    "{J} Target Character can't be targeted by Spells until the end of its controller's next turn.",
    # a list of singular sub-types after "each": not read yet
    "I gain 1 boost for each Plant and Animal you control.",
    # a floor said on the card: not read yet (costs never go below 0 without it)
    "Characters you play cost {1} less, but not less than {1}.",
    # a set keyword whose reminder is an arrival Reaction: the reminder is not read yet
    "Characters you control have [[Rally]].",
    # "have [object] not [verb]": not read yet
    "{J} You may have target Character not switch Expeditions this turn.",
)

_SWITCH = ["switch_expeditions"]
_OF_YOURS = {"types": ["Character"], "controller": "you"}

READINGS_BANS: dict[str, dict[str, object]] = {
    "I can't switch Expeditions.": {"passive": {"cant_be": {"actions": _SWITCH}}},
    "Characters you control can't switch Expeditions.": {
        "passive": {"cant_be": {"actions": _SWITCH, "filter": _OF_YOURS}}
    },
    "Your Characters can't switch Expeditions.": {
        "passive": {"cant_be": {"actions": _SWITCH, "filter": _OF_YOURS}}
    },
    "{J} Target Character can't switch Expeditions this turn.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_character",
                    "ongoing": {"duration": "this turn", "cant_be": _SWITCH},
                }
            ],
        }
    },
    "This turn, target Character can't switch Expeditions.": {
        "effect": [
            {
                "action": "ongoing",
                "subject": "target_character",
                "ongoing": {"duration": "this turn", "cant_be": _SWITCH},
            }
        ]
    },
}
"""What the grammar's "can't switch Expeditions" rules read (1.4.1.a, 7.3.39.a)."""

RULE_SENTENCES_BANS: dict[str, tuple[str, ...]] = {
    "g5_i_cant_switch": ("I can't switch Expeditions.",),
    "g5_group_cant_switch": ("Characters you control can't switch Expeditions.",),
    "g5_your_group_cant_switch": ("Your Characters can't switch Expeditions.",),
    "g5_object_cant_switch_for": ("{J} Target Character can't switch Expeditions this turn.",),
    "g5_object_cant_switch_for_first": ("This turn, target Character can't switch Expeditions.",),
}
