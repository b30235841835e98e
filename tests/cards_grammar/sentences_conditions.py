"""Printed sentences for the conditions section (session 3) of the card grammar (written
for these tests, not copied from card data): Expeditions ahead / behind / tied, Ascended,
in a terrain, In Contact (7.5.2, 2.4.3, 7.5.8, 7.5.9), the controller's cards in a zone."""

from __future__ import annotations

from typing import Any


def _draw_if(trigger: str, condition: str, amount: int = 1) -> dict[str, Any]:
    step = {"action": "draw", "amount": amount, "if": condition}
    return {"reaction": {"trigger": trigger, "effect": [step]}}


HEROISM = (
    "When you play a Character with Hand Cost greater than or equal to my number of Heroism"
    " counters — Draw a card."
)

READINGS_CONDITIONS: dict[str, dict[str, Any]] = {
    "{H} If my Expedition is behind or tied, draw two cards.": _draw_if(
        "played_from_hand", "my expedition is behind or tied", 2
    ),
    "{H} If my Expedition isn't ahead, draw two cards.": _draw_if(
        "played_from_hand", "my expedition isn't ahead", 2
    ),
    "{H} If my Expedition is Ascended, draw two cards.": _draw_if(
        "played_from_hand", "my expedition is ascended", 2
    ),
    "{H} If one of your Expeditions is Ascended, draw two cards.": _draw_if(
        "played_from_hand", "one of your expeditions is ascended", 2
    ),
    "{H} If both of your Expeditions are in {V}, draw two cards.": _draw_if(
        "played_from_hand", "both of your expeditions are in {v}", 2
    ),
    "{H} If my Expedition is In Contact, draw two cards.": _draw_if(
        "played_from_hand", "my expedition is in contact", 2
    ),
    "{H} If I'm In Contact, draw two cards.": _draw_if("played_from_hand", "i'm in contact", 2),
    "{H} If I am not In Contact, draw two cards.": _draw_if(
        "played_from_hand", "i am not in contact", 2
    ),
    "{H} If you have two or more cards in your hand, draw two cards.": _draw_if(
        "played_from_hand", "you have two or more cards in your hand", 2
    ),
    "{H} If you have 3 or more Mana Orbs in your Mana zone, draw two cards.": _draw_if(
        "played_from_hand", "you have 3 or more mana orbs in your mana zone", 2
    ),
    "When a Character joins my Expedition, if its Expedition is ahead or tied — Draw a card.": {
        "reaction": {
            "trigger": "character_joins_my_expedition",
            "if": "its expedition is ahead or tied",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "Discard target Fleeting, Anchored or Asleep Character with Hand Cost {4} or less.": {
        "effect": [
            {
                "action": "discard",
                "subject": "target_character",
                "filter": {"any_statuses": ["Fleeting", "Anchored", "Asleep"], "hand_cost_max": 4},
            }
        ]
    },
    "When I become Asleep — Draw a card.": {
        "reaction": {
            "trigger": "becomes_status",
            "filter": {"only_me": True},
            "status": "Asleep",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When a Character you control becomes Anchored — Draw a card.": {
        "reaction": {
            "trigger": "becomes_status",
            "filter": {"types": ["Character"], "controller": "you"},
            "status": "Anchored",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When one of your Expeditions moves forward — Draw a card.": {
        "reaction": {
            "trigger": "one_of_your_expeditions_moves_forward",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "At the beginning of Noon, if my Expedition is Ascended — Draw a card.": {
        "reaction": {
            "trigger": "at_noon",
            "if": "my expedition is ascended",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "{J} Target Plant Robot gains 1 boost.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "target_character",
                    "filter": {"all_subtypes": ["Plant", "Robot"]},
                }
            ],
        }
    },
    "{J} Send target non-Plant Character in {V} to Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "send",
                    "to": "reserve",
                    "subject": "target_character",
                    "filter": {"without_subtypes": ["Plant"], "in_terrain": "forest"},
                }
            ],
        }
    },
    "{J} Send target Asleep Character in the Expedition facing me to Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "send",
                    "to": "reserve",
                    "subject": "target_character",
                    "filter": {"statuses": ["Asleep"], "facing_me": True},
                }
            ],
        }
    },
    "{J} Boosted Characters in target Expedition gain Asleep.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "gain_status",
                    "status": "Asleep",
                    "subject": "characters_in_target_expedition",
                    "filter": {"statuses": ["Boosted"]},
                }
            ],
        }
    },
    "{J} Each other Character in my Expedition gains 1 boost.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "characters_you_control",
                    "filter": {"in_my_expedition": True, "another": True},
                }
            ],
        }
    },
    "When a Character joins my Expedition, if it's not a token — Draw a card.": {
        "reaction": {
            "trigger": "character_joins_my_expedition",
            "if": "it's not a token",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When a Character joins my Expedition, if it's not Fleeting — Draw a card.": {
        "reaction": {
            "trigger": "character_joins_my_expedition",
            "if": "it's not fleeting",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When a Character joins my Expedition, if it was Fleeting — Draw a card.": {
        "reaction": {
            "trigger": "character_joins_my_expedition",
            "if": "it was fleeting",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When a Character joins my Expedition, if its Hand Cost is {3} or more — Draw a card.": {
        "reaction": {
            "trigger": "character_joins_my_expedition",
            "if": "its hand cost is {3} or more",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When you sacrifice another Boosted Character — Draw a card.": {
        "reaction": {
            "trigger": "you_sacrifice_a_character",
            "filter": {"statuses": ["Boosted"], "another": True},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When another Character you control joins my Expedition — Draw a card.": {
        "reaction": {
            "trigger": "another_character_joins_my_expedition",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When you roll one or more dice — If the result is 6+, draw a card.": {
        "reaction": {
            "trigger": "you_roll_dice",
            "effect": [{"action": "draw", "amount": 1, "if": "the result is 6+"}],
        }
    },
    "When a Character you control gains Anchored — That Character gains 1 boost.": {
        "reaction": {
            "trigger": "gains_status",
            "filter": {"types": ["Character"], "controller": "you"},
            "status": "Anchored",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    },
    "Send to Reserve up to three target Characters with a total Hand Cost {5} or less.": {
        "effect": [
            {
                "action": "send",
                "to": "reserve",
                "subject": "target_character",
                "up_to": 3,
                "total": {"of": "hand_cost", "at_most": 5},
            }
        ]
    },
    "Send to Reserve up to two target Characters with total {M} of 4 or less.": {
        "effect": [
            {
                "action": "send",
                "to": "reserve",
                "subject": "target_character",
                "up_to": 2,
                "total": {"of": "mountain", "at_most": 4},
            }
        ]
    },
    HEROISM: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"hand_cost_min_my_counters": "Heroism", "types": ["Character"]},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "{H} If an opponent has more cards in Reserve than you, draw two cards.": _draw_if(
        "played_from_hand", "an opponent has more cards in reserve than you", 2
    ),
    "{H} If you have no Boosted Characters in your Reserve, draw two cards.": _draw_if(
        "played_from_hand", "you have no boosted characters in your reserve", 2
    ),
    "{H} If there are two or more other Characters in my Expedition, draw two cards.": _draw_if(
        "played_from_hand", "there are two or more other characters in my expedition", 2
    ),
    "{J} If there are two or more Characters in the Expedition facing me, draw a card.": _draw_if(
        "enters_play", "there are two or more characters in the expedition facing me"
    ),
    "{J} If there is a Plant in your other Expedition, draw a card.": _draw_if(
        "enters_play", "there is a plant in your other expedition"
    ),
    "{J} If there are no Characters in your Hero Expedition, draw a card.": _draw_if(
        "enters_play", "there are no characters in your hero expedition"
    ),
    "{J} If there are three or more Characters in your Expeditions, draw a card.": _draw_if(
        "enters_play", "there are three or more characters in your expeditions"
    ),
    "When another Boosted Character you control leaves your Expeditions — Draw a card.": {
        "reaction": {
            "trigger": "character_leaves_your_expeditions",
            "filter": {"statuses": ["Boosted"], "another": True},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "Sacrifice target Character, then create a [Scrap 1/1/1] Robot token in its Expedition.": {
        "effect": [
            {
                "action": "sacrifice",
                "subject": "target_character",
                "then": [
                    {
                        "action": "create",
                        "token": "Scrap 1/1/1 Robot",
                        "amount": 1,
                        "subject": "its_expedition",
                    }
                ],
            }
        ]
    },
}

RULE_SENTENCES_CONDITIONS: dict[str, tuple[str, ...]] = {
    "its_expedition_place": (
        "Sacrifice target Character, then create a [Scrap 1/1/1] Robot token in its Expedition.",
    ),
    "ev_leaves_your_expeditions": (
        "When another Boosted Character you control leaves your Expeditions — Draw a card.",
    ),
    "there_are_placed_cond": (
        "{H} If there are two or more other Characters in my Expedition, draw two cards.",
        # one place for every count (issue 30): folded "none_facing_cond" with the others
        "If there are no Characters in the Expedition facing me, I am Gigantic.",
        "{J} If there are two or more Characters in the Expedition facing me, draw a card.",
        "{J} If there is a Plant in your other Expedition, draw a card.",
        "{J} If there are no Characters in your Hero Expedition, draw a card.",
        "{J} If there are three or more Characters in your Expeditions, draw a card.",
    ),
    "lead_theirs_cond": ("{H} If an opponent has more cards in Reserve than you, draw two cards.",),
    "cost_vs_my_counters": (HEROISM,),
    "total_cost_qualifier": (
        "Send to Reserve up to three target Characters with a total Hand Cost {5} or less.",
    ),
    "total_stat_qualifier": (
        "Send to Reserve up to two target Characters with total {M} of 4 or less.",
    ),
    "die_result_cond": ("When you roll one or more dice — If the result is 6+, draw a card.",),
    "that_object": ("When a Character you control gains Anchored — That Character gains 1 boost.",),
    "ev_joins": ("When another Character you control joins my Expedition — Draw a card.",),
    "ev_you_sacrifice": ("When you sacrifice another Boosted Character — Draw a card.",),
    "it_is_not_a_cond": (
        "When a Character joins my Expedition, if it's not a token — Draw a card.",
    ),
    "it_not_status_cond": (
        "When a Character joins my Expedition, if it's not Fleeting — Draw a card.",
    ),
    "it_was_status_cond": (
        "When a Character joins my Expedition, if it was Fleeting — Draw a card.",
    ),
    "its_cost_cond": (
        "When a Character joins my Expedition, if its Hand Cost is {3} or more — Draw a card.",
    ),
    "non_subtype_adjective": ("{J} Send target non-Plant Character in {V} to Reserve.",),
    "in_terrain_qualifier": ("{J} Send target non-Plant Character in {V} to Reserve.",),
    "in_target_expedition": ("{J} Boosted Characters in target Expedition gain Asleep.",),
    "counted_only": ("{J} Send target Asleep Character in the Expedition facing me to Reserve.",),
    "each_object": ("{J} Each other Character in my Expedition gains 1 boost.",),
    "subtype_noun": ("{J} Target Plant Robot gains 1 boost.",),
    "ev_i_become_status": ("When I become Asleep — Draw a card.",),
    "ev_becomes_status": ("When a Character you control becomes Anchored — Draw a card.",),
    "ev_one_of_your_expeditions_forward_any": (
        "When one of your Expeditions moves forward — Draw a card.",
    ),
    "phase_trigger": ("At the beginning of Noon, if my Expedition is Ascended — Draw a card.",),
    "statuses_or_adjective": (
        "Discard target Fleeting, Anchored or Asleep Character with Hand Cost {4} or less.",
    ),
    "expedition_is_cond": (
        "{H} If my Expedition is behind or tied, draw two cards.",
        "{H} If my Expedition isn't ahead, draw two cards.",
        "{H} If my Expedition is Ascended, draw two cards.",
        "{H} If one of your Expeditions is Ascended, draw two cards.",
        "{H} If both of your Expeditions are in {V}, draw two cards.",
        "When a Character joins my Expedition, if its Expedition is ahead or tied — Draw a card.",
    ),
    "expedition_positions": ("{H} If my Expedition isn't ahead, draw two cards.",),
    "expedition_status": ("{H} If one of your Expeditions is Ascended, draw two cards.",),
    "expedition_in_contact": ("{H} If my Expedition is In Contact, draw two cards.",),
    "expedition_in_terrain": ("{H} If both of your Expeditions are in {V}, draw two cards.",),
    "i_in_contact_cond": (
        "{H} If I'm In Contact, draw two cards.",
        "{H} If I am not In Contact, draw two cards.",
    ),
    "you_have_cards_cond": (
        "{H} If you have two or more cards in your hand, draw two cards.",
        "{H} If you have no Boosted Characters in your Reserve, draw two cards.",
    ),
    "mana_orbs_cond": ("{H} If you have 3 or more Mana Orbs in your Mana zone, draw two cards.",),
}

BOARD_SENTENCES_CONDITIONS: tuple[str, ...] = (
    "{H} If my Expedition is behind or tied, draw two cards.",
    "{H} If my Expedition isn't ahead, draw two cards.",
    "{H} If my Expedition is Ascended, draw two cards.",
    "{H} If one of your Expeditions is Ascended, draw two cards.",
    "{H} If my Expedition is In Contact, draw two cards.",
    "{H} If I'm In Contact, draw two cards.",
    "{H} If you have 3 or more Mana Orbs in your Mana zone, draw two cards.",
    "{H} If you control another Character with Hand Cost {3} or more, draw two cards.",
    "{H} If you control a Plant Robot, draw two cards.",
    "{J} Each other Character in my Expedition gains 1 boost.",
    "{H} I gain 1 boost per Character in your Reserve.",
    "{H} I gain X boosts, where X is the number of Plant Robots you control.",
    "When a Character joins my Expedition, if its Hand Cost is {3} or more — Draw a card.",
    "{H} If there are two or more other Characters in my Expedition, draw two cards.",
)
"""The sentences played on boards in test_board_conditions.py."""
