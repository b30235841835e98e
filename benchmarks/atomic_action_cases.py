"""The atomic actions of 7.3 as steps of an effect and as costs: done, impossible by their
own rule, declined (the first part of the audit's table, read from CR 5.0)."""

from __future__ import annotations

from atomic_action_boards import (
    NAME,
    Case,
    cases_adder,
    character,
    effect,
    offered,
    quick_action,
)


def action_cases() -> list[Case]:
    """Every pair of this part, in the table's order."""
    exhausted = {"card": NAME, "statuses": ["Exhausted"]}
    asleep = {"card": NAME, "statuses": ["Asleep"]}
    boosted = {"card": NAME, "boosts": 2}
    kelon = {"card": NAME, "counters": {"Kelon": 2}}
    fleeting = {"card": NAME, "statuses": ["Fleeting"]}
    token = "Ordis Recruit"  # a token Character of the card library
    c: list[Case] = []
    add = cases_adder(c)

    # 7.3.13 Exhaust
    add("exhaust", "effect", "7.3.13.a", lambda: effect("Exhaust target Character."))
    add(
        "exhaust",
        "effect, already exhausted",
        "7.3.16.b",
        lambda: effect("Exhaust target Character. Draw a card.", exhausted),
        not_rule=("2.4.6.a",),
    )
    add("exhaust", "cost {T}", "7.3.13.b", lambda: quick_action("{T}: Draw a card."))
    add(
        "exhaust",
        "cost {T}, already exhausted",
        "2.4.6.a",
        lambda: offered("{T}: Draw a card.", p1={"hero_expedition": [exhausted]}),
    )
    add(
        "exhaust",
        "you may, declined",
        "6.5.c",
        lambda: effect("You may exhaust target Character. Draw a card.", answers=[NAME, "no"]),
    )
    add(
        "exhaust",
        "in Reserve",
        "7.3.13.a",
        lambda: effect("Exhaust target card in your Reserve.", where="reserve"),
    )
    # 7.3.28 Ready
    add("ready", "effect", "7.3.28.a", lambda: effect("Ready target Character.", exhausted))
    add(
        "ready",
        "effect, not exhausted",
        "7.3.28.b",
        lambda: effect("Ready target Character. Draw a card."),
    )
    add(
        "ready",
        "in Reserve",
        "7.3.28.a",
        lambda: effect("Ready target card in your Reserve.", exhausted, where="reserve"),
    )
    # 7.3.16 / 7.3.21 Gain and lose a status
    add("gain a status", "effect", "7.3.16.a", lambda: effect("Target Character gains [[Asleep]]."))
    add(
        "gain a status",
        "effect, already has it",
        "7.3.16.b",
        lambda: effect("Target Character gains [[Asleep]]. Draw a card.", asleep),
    )
    add(
        "gain a status",
        "you may, declined",
        "6.5.c",
        lambda: effect(
            "You may have target Character gain [[Asleep]]. Draw a card.", answers=[NAME, "no"]
        ),
    )
    add(
        "lose a status",
        "effect",
        "7.3.21.a",
        lambda: effect("Target Character loses [[Asleep]].", asleep),
    )
    add(
        "lose a status",
        "effect, does not have it",
        "7.3.21.b",
        lambda: effect("Target Character loses [[Asleep]]. Draw a card."),
    )
    # 7.3.17 / 7.3.15 / 7.3.38 / 7.3.8 / 7.3.4 boosts and counters
    add("give boosts", "effect", "7.3.17.a", lambda: effect("Target Character gains 2 boosts."))
    add(
        "gain counters",
        "effect",
        "7.3.15.a",
        lambda: effect("Target Character gains 2 Kelon counters."),
    )
    add(
        "spend counters",
        "cost",
        "7.3.38.a",
        lambda: quick_action(
            "Spend 1 of my boosts: Draw a card.", p1={"hero_expedition": [boosted]}
        ),
    )
    add(
        "spend counters",
        "cost, too few",
        "7.3.38.b",
        lambda: offered("Spend 3 of my boosts: Draw a card.", p1={"hero_expedition": [boosted]}),
    )
    add(
        "double counters",
        "effect",
        "7.3.8.a",
        lambda: effect("Double the boosts of target Character.", boosted),
    )
    add(
        "double counters",
        "effect, none",
        "7.3.8.b",
        lambda: effect("Double the boosts of target Character. Draw a card."),
    )
    add("augment", "effect", "7.3.4.a", lambda: effect("Augment target Character.", kelon))
    # 7.3.36 Sacrifice / 7.3.7 Discard
    add("sacrifice", "effect", "7.3.36.a", lambda: effect("Sacrifice a Character.", answers=[NAME]))
    add(
        "sacrifice",
        "cost",
        "7.3.36.a",
        lambda: quick_action("Sacrifice a Character: Draw a card.", answers=[NAME]),
    )
    add(
        "sacrifice",
        "effect, a token",
        "7.3.36.b",
        lambda: effect("Sacrifice a Character.", token, answers=[token]),
        about=token,
    )
    add(
        "sacrifice",
        "effect, none controlled",
        "7.3.36.a",
        lambda: effect("Sacrifice a Character. Draw a card.", owner="p2"),
        about="",
    )
    add("discard", "effect, in play", "7.3.7.a", lambda: effect("Discard target Character."))
    add(
        "discard",
        "effect, a token",
        "2.1.e",
        lambda: effect("Discard target Character.", token),
        about=token,
    )
    add(
        "discard",
        "effect, in Reserve",
        "7.3.7.a",
        lambda: effect("Discard target card in your Reserve.", where="reserve"),
    )
    # 7.3.37 / 7.3.32 Send and return
    add(
        "send to Reserve", "effect", "7.3.37.a", lambda: effect("Send target Character to Reserve.")
    )
    add(
        "send to Reserve",
        "effect, a token",
        "2.1.e",
        lambda: effect("Send target Character to Reserve.", token),
        about=token,
    )
    add(
        "send to Reserve",
        "effect, Fleeting (replaced)",
        "2.4.7.d",
        lambda: effect("Send target Character to Reserve.", fleeting),
    )
    add(
        "send to Reserve",
        "effect, another player's card",
        "3.1.2.c",
        lambda: effect("Send target Character to Reserve.", owner="p2"),
        not_rule=("1.1.3.d",),
    )
    add(
        "return to Hand",
        "effect",
        "7.3.32.a",
        lambda: effect("Return target Character to its owner's hand."),
    )
    add(
        "return to Hand",
        "effect, a token",
        "2.1.e",
        lambda: effect("Return target Character to its owner's hand.", token),
        about=token,
    )
    add(
        "send to Reserve",
        "replaced by a passive (6.2)",
        "6.2.b",
        lambda: effect(
            "Send target Character to Reserve.",
            subject_card=character(
                text="If I would be sent to Reserve, return me to my owner's hand instead."
            ),
        ),
    )
    # 7.3.5 Create
    add(
        "create",
        "effect",
        "7.3.5.a",
        lambda: effect(
            "Create an Ordis Recruit 1/1/1 Soldier token in your hero Expedition.", None
        ),
        about="",
    )
    # 7.3.25 / 7.3.24 Move forward and backward
    add(
        "move forward",
        "effect",
        "7.3.25.a",
        lambda: effect("Your hero Expedition moves forward one region.", None),
        about="",
    )
    add(
        "move forward",
        "effect, in the opposite region",
        "7.3.25.c",
        lambda: effect(
            "Your hero Expedition moves forward one region. Draw a card.",
            None,
            p1={"hero_position": 7},
        ),
        about="",
    )
    add(
        "move backward",
        "effect",
        "7.3.24.a",
        lambda: effect(
            "Your hero Expedition moves backwards one region.", None, p1={"hero_position": 2}
        ),
        about="",
    )
    add(
        "move backward",
        "effect, in its region of origin",
        "7.3.24.b",
        lambda: effect("Your hero Expedition moves backwards one region. Draw a card.", None),
        about="",
    )
    # 7.3.39 Switch / 7.3.6 Defect / 7.3.40 Take control
    add(
        "switch Expeditions",
        "effect",
        "7.3.39.a",
        lambda: effect("Target Character switches Expeditions."),
    )
    add("defect", "effect", "7.3.6.a", lambda: effect("Target Character defects."))
    add(
        "take control",
        "effect",
        "7.3.40.a",
        lambda: effect("Take control of target Character.", owner="p2", answers=[NAME, "hero"]),
    )
    add(
        "take control",
        "effect, already controlled",
        "7.3.40.d",
        lambda: effect("Take control of target Character. Draw a card."),
    )
    # 7.3.9 Draw / 7.3.31 Resupply / 7.3.33 Roll / 7.3.35 Sabotage
    add("draw", "effect", "7.3.9.a", lambda: effect("Draw a card.", None), about="")
    add("resupply", "effect", "7.3.31.a", lambda: effect("Resupply.", None), about="")
    add(
        "resupply",
        "effect, empty Deck and Discard pile",
        "7.3.31.c",
        lambda: effect("Resupply. Draw a card.", None, p1={"deck": []}),
        about="",
    )
    add(
        "roll a die",
        "effect",
        "7.3.33.a",
        lambda: effect("Roll a die. On a 1-3, draw a card.", None, rolls=[2]),
        about="",
    )
    add(
        "sabotage",
        "effect",
        "7.3.35.a",
        lambda: effect("Sabotage.", owner="p2", where="reserve", answers=[[NAME]]),
    )
    add(
        "ascend",
        "effect",
        "7.3.3.a",
        lambda: effect("Your hero Expedition ascends.", None),
        about="",
    )
    return c
