"""Generalisation, triggers, conditions and costs: VARIANTS of "When [a sub-type] joins
your Expeditions", "When you play / an opponent plays [a card] [with Hand Cost {N} or
less/more] [from Reserve]", "At [phase], if [condition]", "When I gain [status] / my Nth
[name] counter", "[N] per [counted]", "If you have N or more Mana Orbs", "If I'm in
[terrain]", and quick action costs ({D}, mana, "Spend N of my [name] counters"), as an
unseen set would print them. Expectations are built from each template's parameters."""

from __future__ import annotations

from typing import Any

import pytest

from .generalisation import NUMBERS, compiled, reaction

SUBTYPES = ("Robot", "Plant", "Animal", "Spirit", "Soldier", "Dragon")
BOOST = {"action": "give_boost", "subject": "self"}
DRAW = {"action": "draw"}
ORDINALS = {2: "second", 3: "third", 4: "fourth"}

CASES: list[tuple[str, str, Any]] = []

for sub in SUBTYPES:
    CASES.append(
        (
            f"When a {sub} joins your Expeditions \u2014 Draw a card.",
            "Character",
            reaction("character_joins_your_expeditions", DRAW, filter={"subtypes": [sub]}),
        )
    )

for kind in ("Character", "Spell", "Permanent"):
    for n in (2, 3, 5):
        CASES.append(
            (
                f"When you play a {kind} with Hand Cost {{{n}}} or less \u2014 I gain 1 boost.",
                "Character",
                reaction("you_play_a_card", BOOST, filter={"hand_cost_max": n, "types": [kind]}),
            )
        )
        CASES.append(
            (
                f"When you play a {kind} with Hand Cost {{{n}}} or more \u2014 Draw a card.",
                "Character",
                reaction("you_play_a_card", DRAW, filter={"hand_cost_min": n, "types": [kind]}),
            )
        )
    CASES.append(
        (
            f"When an opponent plays a {kind} from Reserve \u2014 I gain 1 boost.",
            "Character",
            reaction(
                "opponent_plays_a_card", BOOST, filter={"types": [kind]}, played_from="reserve"
            ),
        )
    )

for phase in ("Noon", "Dusk"):
    for s in ("Boosted", "Anchored", "Exhausted"):
        CASES.append(
            (
                f"At {phase}, if I'm [[{s}]] \u2014 Draw a card.",
                "Character",
                {
                    "reaction": {
                        "trigger": f"at_{phase.lower()}",
                        "if": f"i'm {s.lower()}",
                        "effect": [DRAW],
                    }
                },
            )
        )

for n in (3, 5, 6):
    CASES.append(
        (
            f"{{J}} If you have {n} or more Mana Orbs, I gain 2 boosts.",
            "Character",
            reaction(
                "enters_play", {**BOOST, "amount": 2, "if": f"you have {n} or more mana orbs"}
            ),
        )
    )
    CASES.append(
        (
            f"{{J}} If you have less than {n} Mana Orbs, draw a card.",
            "Character",
            reaction("enters_play", {**DRAW, "if": f"you have less than {n} mana orbs"}),
        )
    )
for icon in ("V", "M", "O"):
    CASES.append(
        (
            f"{{R}} If I'm in {{{icon}}}, I gain 1 boost.",
            "Character",
            reaction("played_from_reserve", {**BOOST, "if": f"i'm in {{{icon.lower()}}}"}),
        )
    )

for s in ("Anchored", "Asleep", "Fleeting", "Boosted"):
    CASES.append(
        (
            f"When I gain [[{s}]] \u2014 Draw a card.",
            "Character",
            reaction("gains_status", DRAW, filter={"only_me": True}, status=s),
        )
    )
    CASES.append(
        (
            f"When a Character you control gains [[{s}]] \u2014 I gain 1 boost.",
            "Character",
            reaction(
                "gains_status",
                BOOST,
                filter={"controller": "you", "types": ["Character"]},
                status=s,
            ),
        )
    )

for nth, word in ORDINALS.items():
    for name in ("Kelon", "Trial", "Arcane"):
        CASES.append(
            (
                f"When I gain my {word} {name} counter \u2014 Draw a card.",
                "Character",
                reaction(
                    "counter_reaches", DRAW, filter={"only_me": True}, amount=nth, counter=name
                ),
            )
        )

for sub in SUBTYPES[:4]:
    CASES.append(
        (
            f"{{J}} I gain 1 boost per {sub} you control.",
            "Character",
            reaction("enters_play", {**BOOST, "per": f"{sub.lower()} you control"}),
        )
    )
for counted in ("card in your hand", "card in your Reserve", "Character you control"):
    CASES.append(
        (
            f"{{J}} I gain 1 boost per {counted}.",
            "Character",
            reaction("enters_play", {**BOOST, "per": counted.lower()}),
        )
    )

# Quick action costs.
for n in (1, 2):
    CASES.append(
        (
            f"{{{n}}}, {{D}} : Draw a card.",
            "Character",
            {
                "support": True,
                "quick_action": {
                    "cost": {"mana": n, "discard_me_from_reserve": True},
                    "effect": [DRAW],
                },
            },
        )
    )
for n in (1, 2, 3):
    for name in ("Kelon", "Sap", "Morale"):
        CASES.append(
            (
                f"{{T}}, Spend {n} of my {name} counters: Draw {NUMBERS[n] if n > 1 else 'a'} "
                f"{'cards' if n > 1 else 'card'}.",
                "Character",
                {
                    "quick_action": {
                        "cost": {"exhaust_me": True, "spend": n, "counter": name},
                        "effect": [{**DRAW, **({"amount": n} if n > 1 else {})}],
                    }
                },
            )
        )


@pytest.mark.parametrize(("text", "type", "expected"), CASES, ids=[c[0] for c in CASES])
def test_variant_compiles_to_what_it_says(text: str, type: str, expected: Any) -> None:
    assert compiled(text, type) == expected


def test_the_suite_holds_enough_variants() -> None:
    assert len(CASES) >= 75
