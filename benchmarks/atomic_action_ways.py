"""The atomic actions of 7.3 in the other ways they occur: on a card another player owns,
on a token or a Fleeting object where a rule does or does not act, replaced (6.2), forbidden
by a "can't" (1.4.1), and the status a card gets from the zone it is played from (5.2)."""

from __future__ import annotations

from collections.abc import Callable

from atomic_action_boards import (
    NAME,
    Board,
    Case,
    board,
    cases_adder,
    character,
    effect,
    exhaust_me_to,
    landmark,
    offered,
    quick_action,
    spell,
)


def way_cases() -> list[Case]:
    """Every pair of this part, in the table's order."""
    boosted = {"card": NAME, "boosts": 2}
    fleeting = {"card": NAME, "statuses": ["Fleeting"]}
    token = "Ordis Recruit"  # a token Character of the card library
    c: list[Case] = []
    add = cases_adder(c)

    # more ways: the object owned by the other player, a token or Fleeting where the rule
    # does not act, modifiers, counts of nothing
    taken = {"card": NAME, "owner": "p2"}
    add(
        "send to Reserve",
        "effect, a Character taken from its owner",
        "3.1.2.c",
        lambda: effect("Send target Character to Reserve.", taken),
    )
    add(
        "sacrifice",
        "effect, a Character taken from its owner",
        "3.1.2.c",
        lambda: effect("Sacrifice a Character.", taken, answers=[NAME]),
    )
    add(
        "return to Hand",
        "effect, a Character taken from its owner",
        "7.3.32.a",
        lambda: effect("Return target Character to its owner's hand.", taken),
    )
    add(
        "return to Hand",
        "effect, 'its owner's hand' of a Character taken from its owner",
        "1.1.3.d",
        lambda: effect("Return target Character to its owner's hand.", taken),
        not_rule=("3.1.2.c",),  # the text names the owner's zone: nothing is redirected
    )
    add(
        "put in a Mana zone",
        "effect, 'its owner's Mana zone' of a Character taken from its owner",
        "1.1.3.d",
        lambda: effect("Put target Character in its owner's Mana zone.", taken),
        not_rule=("3.1.2.c",),
    )
    add(
        "put in a Mana zone",
        "effect",
        "7.3.27.a",
        lambda: effect("Put target Character in its owner's Mana zone."),
        not_rule=("3.1.2.c", "1.1.3.d"),
    )
    add(
        "sacrifice",
        "effect, Fleeting (not going to Reserve)",
        "7.3.36.a",
        lambda: effect("Sacrifice a Character.", fleeting, answers=[NAME]),
        not_rule=("2.4.7.d",),
    )
    add(
        "return to Hand",
        "effect, Fleeting (not going to Reserve)",
        "7.3.32.a",
        lambda: effect("Return target Character to its owner's hand.", fleeting),
        # 2.4.7.d is cited beside it as the non-event (Fleeting does not discard it, cite40);
        # the return itself is 7.3.32.a's
    )
    add(
        "switch Expeditions",
        "effect, a token (stays in the Expedition zone)",
        "7.3.39.b",
        lambda: effect("Target Character switches Expeditions.", token),
        about=token,
        not_rule=("2.1.e",),
    )
    add(
        "sacrifice",
        "replaced by a passive (6.2), still a sacrifice",
        "7.3.36.b",
        lambda: effect(
            "Sacrifice a Character.",
            answers=[NAME],
            subject_card=character(text="If I would be sacrificed, send me to Reserve instead."),
        ),
    )
    add(
        "discard",
        "replaced by a passive (6.2)",
        "6.2.b",
        lambda: effect(
            "Discard target Character.",
            subject_card=character(
                text="If I would be discarded, return me to my owner's hand instead."
            ),
        ),
    )
    add(
        "move forward",
        "effect, farther than the opposite region",
        "7.3.25.d",
        lambda: effect(
            "Your hero Expedition moves forward two regions.", None, p1={"hero_position": 6}
        ),
        about="",
    )
    add(
        "move backward",
        "effect, farther than its region of origin",
        "7.3.24.c",
        lambda: effect(
            "Your hero Expedition moves backwards two regions.", None, p1={"hero_position": 1}
        ),
        about="",
    )
    add(
        "move forward",
        "you may, declined",
        "6.5.c",
        lambda: effect(
            "You may have your hero Expedition move forward one region. Draw a card.",
            None,
            answers=["no"],
        ),
        about="",
    )
    add(
        "draw",
        "effect, empty Deck",
        "3.2.2.e",
        lambda: effect("Draw a card.", None, p1={"deck": []}),
        about="",
    )
    add(
        "resupply",
        "effect, empty Deck, a Discard pile",
        "7.3.31.c",
        lambda: effect("Resupply.", None, p1={"deck": [], "discard": ["Vanilla 2/2/2"]}),
        about="",
    )
    add(
        "exhausted resupply",
        "effect",
        "7.3.14.a",
        lambda: effect("Exhausted Resupply.", None),
        about="",
    )
    add(
        "exchange boosts",
        "effect",
        "7.3.11.a",
        lambda: effect(
            "Exchange the boosts of two target Characters.",
            boosted,
            p1={"companion_expedition": ["Vanilla 1/1/1"]},
            answers=[[NAME, "Vanilla 1/1/1"]],
        ),
    )
    add(
        "exchange boosts",
        "effect, as many",
        "7.3.11.b",
        lambda: effect(
            "Exchange the boosts of two target Characters. Draw a card.",
            p1={"companion_expedition": ["Vanilla 1/1/1"]},
            answers=[[NAME, "Vanilla 1/1/1"]],
        ),
    )
    add(
        "give boosts",
        "effect, in Reserve",
        "7.3.17.a",
        lambda: effect("Target card in your Reserve gains 2 boosts.", where="reserve"),
    )
    add(
        "lose a status",
        "Boosted directly",
        "2.4.5.b",
        lambda: effect("Target Character loses [[Boosted]]. Draw a card.", boosted),
    )
    add(
        "ascend",
        "effect, already Ascended",
        "7.3.16.b",
        lambda: effect(
            "Your hero Expedition ascends. Draw a card.", None, p1={"ascended": ["hero"]}
        ),
        about="",
    )
    add(
        "take control",
        "effect, a Landmark",
        "7.3.40.b",
        lambda: effect(
            "Take control of target Permanent.",
            "Audit Landmark",
            owner="p2",
            answers=["Audit Landmark"],
            where="landmarks",
            subject_card=landmark(""),
        ),
        about="Audit Landmark",
    )
    add(
        "take control",
        "effect, a token (stays in the Expedition zone)",
        "7.3.40.a",
        lambda: effect(
            "Take control of target Character.", token, owner="p2", answers=[token, "hero"]
        ),
        about=token,
        not_rule=("2.1.e",),
    )
    add(
        "gain a status",
        "Fleeting, on a Character",
        "7.3.16.a",
        lambda: effect("Target Character gains [[Fleeting]]."),
    )
    add(
        "discard",
        "cost, a card from Hand",
        "7.3.7.a",
        lambda: quick_action(
            "{T}, Discard a card from your hand: Draw a card.",
            answers=[["Vanilla 2/2/2"]],
            p1={"hand": ["Vanilla 2/2/2"]},
        ),
        about="Vanilla 2/2/2",
    )
    # "You may exhaust me to …": an exhaust that is a cost inside an effect (6.5.f)
    add("exhaust", "cost in an effect", "7.3.13.a", lambda: exhaust_me_to(ready=True))
    add(
        "exhaust",
        "cost in an effect, already exhausted",
        "7.3.16.b",
        lambda: exhaust_me_to(ready=False),
        not_rule=("2.4.6.a",),
    )
    # a "can't" (1.4.1.a) on the action, in an effect and in a cost
    cant_exhaust = landmark("Characters can't be exhausted.", "Audit Ward")
    add(
        "exhaust",
        "effect, a 'can't' forbids it",
        "1.4.1.a",
        lambda: effect(
            "Exhaust target Character. Draw a card.",
            extra_cards=[cant_exhaust],
            p1={"landmarks": ["Audit Ward"]},
        ),
    )
    add(
        "exhaust",
        "cost {T}, a 'can't' forbids it",
        "6.4.c",
        lambda: (
            offered("{T}: Draw a card.", p1={"landmarks": ["Audit Ward"]})
            | {"cards": [character(text="{T}: Draw a card."), cant_exhaust]}
        ),
    )
    add(
        "gain a status",
        "effect, a 'can't' forbids it",
        "1.4.1.a",
        lambda: effect(
            "Target Character gains [[Anchored]]. Draw a card.",
            extra_cards=[landmark("Characters can't gain [[Anchored]].", "Audit Ward")],
            p1={"landmarks": ["Audit Ward"]},
        ),
    )
    add(
        "sacrifice",
        "cost, nothing to sacrifice",
        "7.3.36.a",
        lambda: board(
            [landmark("Sacrifice a Character: Draw a card.", NAME)],
            {"landmarks": [NAME], "deck": ["Vanilla 1/1/1"]},
        ),
    )
    add(
        "sacrifice",
        "you may, declined (a cost in an effect)",
        "6.5.c",
        lambda: effect("You may sacrifice a Character. If you do, draw two cards.", answers=["no"]),
        about="",
    )
    add(
        "take control",
        "effect, not in play",
        "7.3.40.c",
        lambda: effect(
            "Take control of target card in a Reserve. Draw a card.", owner="p2", where="reserve"
        ),
    )
    add(
        "create",
        "effect, in an opponent's Expedition",
        "1.1.7.b",
        lambda: board(
            [],  # a card of the library: "Create a Woollyback 1/1/1 Animal token in target
            # opponent's Companion Expedition (...)."
            {"hand": ["Woolly Woolly Field"], "mana": 2},
            script=[{"play": {"card": "Woolly Woolly Field"}}, {"answer": "p2"}],
        ),
        about="Woollyback",
    )
    add(
        "exchange",
        "effect, Reserve and Hand",
        "7.3.12.a",
        lambda: effect(
            "Exchange target card in your Reserve with a card from your hand.",
            where="reserve",
            p1={"hand": ["Vanilla 2/2/2"]},
            answers=[NAME, "Vanilla 2/2/2"],
        ),
        not_rule=("3.1.2.c",),  # both are p1's: no card would go to another player's zone
    )
    add(
        "exchange",
        "effect, with a card in another player's Reserve",
        "3.1.2.c",
        lambda: effect(
            "Exchange target card in a Reserve with a card from your hand.",
            owner="p2",
            where="reserve",
            p1={"hand": ["Vanilla 2/2/2"]},
            answers=[NAME, "Vanilla 2/2/2"],
        ),
    )
    add(
        "exchange",
        "effect, an empty Hand",
        "7.3.12.b",
        lambda: effect(
            "Exchange target card in your Reserve with a card from your hand. Draw a card.",
            where="reserve",
            answers=[],
        ),
        about="",
    )
    add(
        "double counters",
        "effect, boosts",
        "2.5.1.a",
        lambda: effect("Double the boosts of target Character.", boosted),
    )
    add(
        "move forward",
        "effect, a 'can't' forbids it",
        "1.4.1.a",
        lambda: effect(
            "Your hero Expedition moves forward one region. Draw a card.",
            None,
            extra_cards=[landmark("Expeditions can't move forward.", "Audit Ward")],
            p1={"landmarks": ["Audit Ward"]},
        ),
        about="",
    )
    add(
        "give boosts",
        "effect, a 'can't' forbids it",
        "1.4.1.a",
        lambda: effect(
            "Target Character gains 2 boosts. Draw a card.",
            boosted,
            extra_cards=[
                landmark("Cards in play or in Reserve with counters can't gain counters.", "W")
            ],
            p1={"landmarks": ["W"]},
        ),
    )
    add(
        "augment",
        "effect, no counter to augment",
        "7.3.4.a",
        lambda: effect("Augment target Character. Draw a card."),
    )
    add(
        "sabotage",
        "effect, up to one: none chosen",
        "7.3.35.a",
        lambda: effect("Sabotage. Draw a card.", owner="p2", where="reserve", answers=[[]]),
        about="",
    )
    for way, shuffle in (
        ("Morning, a Deck shorter than the draw", "yes"),
        ("Morning, a short Deck, the shuffle declined", "no"),
    ):
        add("draw", way, "7.3.9.c", _short_deck_morning(shuffle), about="")
    # 5.2: the status a card gets, or does not get, from where it is played
    add(
        "play",
        "Character from Hand: not Fleeting",
        "5.2.1.b",
        lambda: board(
            [character()],
            {"hand": [NAME], "mana": 1},
            script=[{"play": {"card": NAME, "to": "hero"}}],
        ),
        says="Fleeting",
    )
    add(
        "play",
        "Character from Reserve: Fleeting",
        "5.2.1.b",
        lambda: board(
            [character()],
            {"reserve": [NAME], "mana": 1},
            script=[{"play": {"card": NAME, "from": "reserve", "to": "hero"}}],
        ),
        says="Fleeting",
    )
    add(
        "play",
        "Character from Reserve: Fleeting as it enters",
        "5.2.1.c",
        lambda: board(
            [character()],
            {"reserve": [NAME], "mana": 1},
            script=[{"play": {"card": NAME, "from": "reserve", "to": "hero"}}],
        ),
        says="Fleeting",
    )
    add(
        "play",
        "Spell from Hand: not Fleeting",
        "5.2.4.a",
        lambda: board(
            [spell("Draw a card.", NAME)],
            {"hand": [NAME], "mana": 1, "deck": ["Vanilla 1/1/1"]},
            script=[{"play": {"card": NAME}}],
        ),
        says="Fleeting",
    )
    add(
        "play",
        "Spell from Reserve: Fleeting",
        "5.2.4.a",
        lambda: board(
            [spell("Draw a card.", NAME)],
            {"reserve": [NAME], "mana": 1, "deck": ["Vanilla 1/1/1"]},
            script=[{"play": {"card": NAME, "from": "reserve"}}],
        ),
        says="Fleeting",
    )
    add(
        "play",
        "Landmark from Reserve: never Fleeting",
        # the exception to 2.4.7.a at the moment it enters Limbo: 2.4.7.b's Remark ("cannot
        # have or gain Fleeting in any zone"); 5.2.3.a's Remark says it of the resolution
        "2.4.7.b",
        lambda: board(
            [landmark("", NAME)],
            {"reserve": [NAME], "mana": 1},
            script=[{"play": {"card": NAME, "from": "reserve"}}],
        ),
        says="Fleeting",
    )
    return c


def _short_deck_morning(shuffle: str) -> Callable[[], Board]:
    """p1 draws at Morning from a Deck shorter than the draw, answering ``shuffle`` to
    shuffling the Discard pile in (7.3.9.c); on Day 2, as the first Morning is skipped
    (4.1.j)."""

    def make() -> Board:
        return board(
            [],
            {"deck": ["Vanilla 1/1/1"], "discard": ["Vanilla 2/2/2", "Vanilla 3/1/0"]},
            {"deck": ["Vanilla 1/1/1", "Vanilla 1/1/1"]},
            script=[{"answer": {"player": "p1", "choose": [shuffle]}}, {"until": "Noon"}],
            phase="Morning",
        ) | {"day": 2}

    return make
