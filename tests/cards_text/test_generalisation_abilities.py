"""Generalisation, abilities: VARIANTS of the triggers, conditions, passives, "the next
[card] you play", dice outcomes and replacing modifiers the reader understands, as an
unseen set would print them (sub-types, factions' card types, keywords, numbers, phases,
"I" / "my Expedition" / "one of your Expeditions" / "you"). Expectations are built from
each template's parameters."""

from __future__ import annotations

from typing import Any

import pytest

from .generalisation import NUMBERS, compiled, plural, reaction

SUBTYPES = ("Robot", "Plant", "Animal", "Spirit", "Soldier", "Mage", "Dragon", "Bureaucrat")
BOOST = {"action": "give_boost", "subject": "self"}
DRAW = {"action": "draw"}

CASES: list[tuple[str, str, Any]] = []


def _next(card: str, change: int) -> dict[str, Any]:
    return {"card_type": card, "cost_change": change}


# "When you play a [sub-type / card type][ from Reserve]" and "When an opponent plays".
for sub in SUBTYPES:
    CASES.append(
        (
            f"When you play a {sub} \u2014 I gain 1 boost.",
            "Character",
            reaction("you_play_a_card", BOOST, filter={"subtypes": [sub]}),
        )
    )
for kind in ("Character", "Spell", "Permanent"):
    CASES.append(
        (
            f"When you play a {kind} \u2014 Draw a card.",
            "Character",
            reaction("you_play_a_card", DRAW, filter={"types": [kind]}),
        )
    )
    CASES.append(
        (
            f"When you play a {kind} from Reserve \u2014 I gain 1 boost.",
            "Character",
            reaction("you_play_a_card", BOOST, filter={"types": [kind]}, played_from="reserve"),
        )
    )
    CASES.append(
        (
            f"When an opponent plays a {kind} \u2014 I gain 1 boost.",
            "Character",
            reaction("opponent_plays_a_card", BOOST, filter={"types": [kind]}),
        )
    )

# Self-move and zone triggers.
for event, trigger in {
    "When I leave the Expedition zone": "leaves_expedition_zone",
    "When I go to Reserve": "goes_to_reserve_from_anywhere",
    "When I'm sacrificed": "sacrificed",
    "When my Expedition moves forward": "my_expedition_moves_forward",
    "When you roll one or more dice": "you_roll_dice",
}.items():
    CASES.append((f"{event} \u2014 Draw a card.", "Character", reaction(trigger, DRAW)))

# Count conditions on sub-types: "If you control two or more [sub-type]s".
for sub in SUBTYPES[:6]:
    for n in (2, 3):
        cond = f"you control {n} or more {sub.lower()}s"
        CASES.append(
            (
                f"{{J}} If you control {NUMBERS[n]} or more {sub}s, I gain {plural(n, 'boost')}.",
                "Character",
                reaction("enters_play", {**BOOST, **({"amount": n} if n > 1 else {}), "if": cond}),
            )
        )

# Keywords granted to groups, and "I am [keyword] unless ...".
for group in ("Characters", "Robots", "Plants", "Soldiers"):
    for kw in ("Defender", "Gigantic", "Seasoned", "Tough 1", "Tough 2"):
        CASES.append(
            (
                f"{group} you control are [{kw}].",
                "Character",
                {"passive": {"grant": {"to": f"{group.lower()} you control", "keyword": kw}}},
            )
        )
for kw in ("Defender", "Eternal", "Seasoned"):
    for sub in ("Bureaucrats", "Robots"):
        CASES.append(
            (
                f"I am [{kw}] unless you control two or more {sub}.",
                "Character",
                {"passive": {"keyword": kw, "if": f"unless you control 2 or more {sub.lower()}"}},
            )
        )

# "The next [card] you play this turn / this Afternoon costs {N} less".
for card in ("Spell", "Character", "Permanent"):
    for n in (1, 2):
        for when in ("turn", "Afternoon"):
            CASES.append(
                (
                    f"{{T}} : The next {card} you play this {when} costs {{{n}}} less.",
                    "Character",
                    {
                        "quick_action": {
                            "cost": {"exhaust_me": True},
                            "effect": [
                                {
                                    "action": "ongoing",
                                    "ongoing": {
                                        "duration": f"this {when}",
                                        "next_played": _next(card, -n),
                                    },
                                }
                            ],
                        }
                    },
                )
            )


# Cost passives of groups of cards.
for scope in ("Robots", "Spells", "Characters", "Plants"):
    for n, direction in ((1, "less"), (2, "more")):
        CASES.append(
            (
                f"{scope} you play cost {{{n}}} {direction}.",
                "Character",
                {
                    "passive": {
                        "cost": {
                            "change": -n if direction == "less" else n,
                            "applies_to": f"{scope.lower()} you play",
                        }
                    }
                },
            )
        )

# Dice: other ranges.
for high_low, low_high in ((4, 3), (5, 4), (6, 5), (3, 2)):
    high = "6" if high_low == 6 else f"{high_low}+"
    CASES.append(
        (
            f"Roll a die. On a {high}, draw a card. On a 1-{low_high}, [Resupply].",
            "Spell",
            [
                {
                    "action": "roll_die",
                    "outcomes": [
                        {"low": high_low, "high": 6, "effect": [DRAW]},
                        {"low": 1, "high": low_high, "effect": [{"action": "resupply"}]},
                    ],
                }
            ],
        )
    )

# Replacing modifiers (6.2.b): events of "I", results, "you may", phases, Expeditions.
I_EVENTS = {
    "be discarded": {"action": "discard"},
    "be exhausted": {"action": "exhaust"},
    "be sacrificed": {"action": "sacrifice"},
    "be sent to Reserve": {"action": "move", "to": "reserve"},
    "go to Reserve": {"action": "move", "to": "reserve"},
    "leave the Expedition zone": {"action": "move", "from": "expedition"},
}
RESULTS = {
    "draw a card": {"instead_action": "draw"},
    "[Resupply]": {"instead_action": "resupply"},
    "I gain 2 boosts": {"instead_action": "give_boost", "instead_amount": 2},
    "I gain [[Anchored]]": {"instead_status": "Anchored"},
}
for event, watched in I_EVENTS.items():
    for result, done in RESULTS.items():
        CASES.append(
            (
                f"If I would {event}, {result} instead.",
                "Character",
                {"passive": {"instead": {**watched, **done}}},
            )
        )
for zone, word in (("Mana zone", "mana"), ("hand", "hand"), ("Reserve", "reserve")):
    CASES.append(
        (
            f"If I would leave the Expedition zone, you may put me in my owner's {zone} instead.",
            "Character",
            {
                "passive": {
                    "instead": {
                        "action": "move",
                        "from": "expedition",
                        "instead_to": word,
                        "optional": True,
                    }
                }
            },
        )
    )
for s in ("Fleeting", "Asleep", "Anchored"):
    CASES.append(
        (
            f"If I would gain [[{s}]], I gain 1 boost instead.",
            "Character",
            {
                "passive": {
                    "instead": {
                        "action": "gain_status",
                        "status": s,
                        "instead_action": "give_boost",
                        "instead_amount": 1,
                    }
                }
            },
        )
    )
for who, scope in (("my Expedition", "my_expedition"), ("one of your Expeditions", "mine")):
    for n in (1, 2):
        for phase in ("Dusk", None):
            during = f" during {phase}" if phase else ""
            expected: dict[str, Any] = {"action": "move_forward", "scope": scope, "extra": n}
            if phase:
                expected["during"] = phase.lower()
            CASES.append(
                (
                    f"If {who} would move forward{during}, it moves forward "
                    f"{NUMBERS[n]} more {'region' if n == 1 else 'regions'} instead.",
                    "Character",
                    {"passive": {"instead": expected}},
                )
            )
CASES.append(
    (
        "If you would draw a card, [Resupply] instead.",
        "Character",
        {"passive": {"instead": {"action": "draw", "scope": "mine", "instead_action": "resupply"}}},
    )
)


for roll in ("roll one or more dice", "roll a die"):
    CASES.append(
        (
            f"If you would {roll}, also reveal the top card of your deck.",
            "Character",
            {"passive": {"also": {"action": "roll_die", "scope": "mine", "add": "reveal"}}},
        )
    )

# "one or more dice": the step's dice together, its whole roll (6.2.j); "a die": each die
for roll, whole in (("roll one or more dice", {"whole_roll": True}), ("roll a die", {})):
    CASES.append(
        (
            f"If you would {roll}, instead roll that many dice plus one and ignore the roll of "
            "your choice.",
            "Character",
            {"passive": {"instead": {"action": "roll_die", "scope": "mine", "extra": 1, **whole}}},
        )
    )
CASES.append(
    (
        "If you would roll one or more dice, instead roll that many dice plus two and ignore "
        "two rolls of your choice.",
        "Character",
        {
            "passive": {
                "instead": {"action": "roll_die", "scope": "mine", "extra": 2, "whole_roll": True}
            }
        },
    )
)

for then in ("Then,", "Then"):
    text = (
        f"During Morning, draw only one card. {then} put the top card of your deck in your "
        "Mana zone instead of a card from your hand."
    )
    CASES.append((text, "Hero", {"passive": {"static": text.lower().rstrip(".")}}))

for s in ("Anchored", "Asleep", "Boosted"):
    for phase in ("Afternoon", "Dusk"):
        CASES.append(
            (
                f"If an [[{s}]] Character would leave my Expedition during the {phase}, it "
                f"loses [[{s}]] instead.",
                "Permanent",
                {
                    "passive": {
                        "instead": {
                            "action": "move",
                            "scope": "any",
                            "from": "expedition",
                            "during": phase.lower(),
                            "watched": {
                                "statuses": [s],
                                "types": ["Character"],
                                "in_my_expedition": True,
                            },
                            "leaves_expedition": True,
                            "instead_action": "lose_status",
                            "instead_status": s,
                        }
                    }
                },
            )
        )
for phase in ("Afternoon", "Dusk", "Morning"):
    CASES.append(
        (
            f"If a [[Boosted]] Character would leave my Expedition during the {phase}, it loses "
            "all its boosts instead.",
            "Permanent",
            {
                "passive": {
                    "instead": {
                        "action": "move",
                        "scope": "any",
                        "from": "expedition",
                        "during": phase.lower(),
                        "watched": {
                            "statuses": ["Boosted"],
                            "types": ["Character"],
                            "in_my_expedition": True,
                        },
                        "leaves_expedition": True,
                        "instead_action": "remove_counters",
                        "instead_counter": "boost",
                    }
                }
            },
        )
    )
for s in ("Boosted", "Exhausted", "Anchored"):
    CASES.append(
        (
            f"If I would leave the Expedition zone while I'm [[{s}]], put me in my owner's "
            "Mana zone instead.",
            "Character",
            {
                "passive": {
                    "instead": {
                        "action": "move",
                        "from": "expedition",
                        "instead_to": "mana",
                        "if": f"i am {s.lower()}",
                    }
                }
            },
        )
    )

for who, scope in (("my Expedition", "my_expedition"), ("one of your Expeditions", "mine")):
    for verb in ("discard", "sacrifice"):
        for n in (1, 2):
            cards = "a card" if n == 1 else f"{NUMBERS[n]} cards"
            draw: dict[str, Any] = {"action": "draw", **({"amount": n} if n > 1 else {})}
            CASES.append(
                (
                    f"If {who} would move forward, you may {verb} me instead to draw {cards}.",
                    "Permanent",
                    {
                        "passive": {
                            "instead": {
                                "action": "move_forward",
                                "scope": scope,
                                "instead_action": verb,
                                "optional": True,
                                "then": [draw],
                            }
                        }
                    },
                )
            )

for sub in ("Plant", "Robot", "Spirit"):
    for when in ("turn", "Afternoon"):
        CASES.append(
            (
                f"{{T}} : The next {sub} you play this {when} costs {{1}} less.",
                "Character",
                {
                    "quick_action": {
                        "cost": {"exhaust_me": True},
                        "effect": [
                            {
                                "action": "ongoing",
                                "ongoing": {
                                    "duration": f"this {when}",
                                    "next_played": {
                                        "cost_change": -1,
                                        "filter": {"subtypes": [sub]},
                                    },
                                },
                            }
                        ],
                    }
                },
            )
        )

# Other events and results of "I" and "you", as an unseen set might print them.
MORE_REPLACEMENTS: list[tuple[str, str, dict[str, Any]]] = [
    (
        "If I would leave the Landmark zone, put me in my owner's hand instead.",
        "Permanent",
        {"action": "move", "from": "landmark", "instead_to": "hand"},
    ),
    (
        "If I would be returned to your hand, I gain 2 boosts instead.",
        "Character",
        {"action": "move", "to": "hand", "instead_action": "give_boost", "instead_amount": 2},
    ),
    (
        "If I would be readied, draw a card instead.",
        "Character",
        {"action": "ready", "instead_action": "draw"},
    ),
    (
        "If I would lose [[Fleeting]], I gain 1 boost instead.",
        "Character",
        {
            "action": "lose_status",
            "status": "Fleeting",
            "instead_action": "give_boost",
            "instead_amount": 1,
        },
    ),
    (
        "If I would go to your Reserve, you may put me in my owner's Mana zone instead. If you "
        "don't, draw a card.",
        "Character",
        {
            "action": "move",
            "to": "reserve",
            "instead_to": "mana",
            "optional": True,
            "otherwise": [{"action": "draw"}],
        },
    ),
    (
        "If you would [Resupply], draw a card instead.",
        "Character",
        {"action": "resupply", "scope": "mine", "instead_action": "draw"},
    ),
    (
        "If I would be sacrificed, [Exhausted Resupply] instead.",
        "Character",
        {"action": "sacrifice", "instead_action": "exhausted_resupply"},
    ),
]
for text, kind, expected in MORE_REPLACEMENTS:
    CASES.append((text, kind, {"passive": {"instead": expected}}))

NOT_YET = [
    # "The next [word] you play" with a word that is no sub-type (2.2.2): never guessed.
    "{T} : The next Gizmo you play this turn costs {1} less.",
]


@pytest.mark.parametrize("text", NOT_YET)
def test_variant_not_read_yet_is_left_to_the_judge(text: str) -> None:
    assert compiled(text)[0] == "not executed"


@pytest.mark.parametrize(("text", "type", "expected"), CASES, ids=[c[0] for c in CASES])
def test_variant_compiles_to_what_it_says(text: str, type: str, expected: Any) -> None:
    assert compiled(text, type) == expected


def test_the_suite_holds_enough_variants() -> None:
    assert len(CASES) >= 100
