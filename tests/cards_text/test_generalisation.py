"""Generalisation, effects: printed-text VARIANTS of the sentences the reader understands, as
an unseen set would print them — other numbers (digits and words), sub-types, statuses,
zones, Expeditions, triggers, "target" / "up to N" / "each" — each asserted to compile to
what its words say. The expectation of every variant is built from its template's
parameters, so a variant that reads as something else fails."""

from __future__ import annotations

from typing import Any

import pytest

from .generalisation import NUMBERS, compiled, plural, reaction

SUBTYPES = ("Robot", "Plant", "Animal", "Spirit", "Soldier", "Mage", "Dragon", "Bureaucrat")
STATUSES = ("Anchored", "Asleep", "Fleeting")
TRIGGERS = {
    "{J}": "enters_play",
    "{H}": "played_from_hand",
    "{R}": "played_from_reserve",
    "At Morning \u2014": "at_morning",
    "At Noon \u2014": "at_noon",
    "At Afternoon \u2014": "at_afternoon",
    "At Dusk \u2014": "at_dusk",
    "At Night \u2014": "at_night",
}
BOOST = {"action": "give_boost", "subject": "self"}


def _boost(n: int) -> dict[str, Any]:
    return {**BOOST, "amount": n} if n != 1 else dict(BOOST)


CASES: list[tuple[str, str, Any]] = []
"""(printed text, card type, expected compilation)."""

# "I gain N boost(s)" under every trigger, N as printed (digits).
for icon, trigger in TRIGGERS.items():
    CASES.append((f"{icon} I gain 2 boosts.", "Character", reaction(trigger, _boost(2))))
for n in range(1, 6):
    CASES.append(
        (f"{{J}} I gain {plural(n, 'boost')}.", "Character", reaction("enters_play", _boost(n)))
    )

# Draws: "a card", "one card", "two cards" ... and the same for target opponent / each player.
CASES.append(("Draw a card.", "Spell", [{"action": "draw"}]))
for n in range(2, 6):
    CASES.append((f"Draw {NUMBERS[n]} cards.", "Spell", [{"action": "draw", "amount": n}]))
CASES.append(("Each player draws a card.", "Spell", [{"action": "draw", "subject": "each_player"}]))
CASES.append(
    (
        "Each player draws two cards.",
        "Spell",
        [{"action": "draw", "subject": "each_player", "amount": 2}],
    )
)
CASES.append(
    ("Target opponent draws a card.", "Spell", [{"action": "draw", "subject": "target_opponent"}])
)

# Statuses gained and lost, by a target, by "I", by another target.
for s in STATUSES:
    CASES.append(
        (
            f"Target Character gains [[{s}]].",
            "Spell",
            [{"action": "gain_status", "subject": "target_character", "status": s}],
        )
    )
    CASES.append(
        (
            f"Target Character loses [[{s}]].",
            "Spell",
            [{"action": "lose_status", "subject": "target_character", "status": s}],
        )
    )
    CASES.append(
        (
            f"{{J}} I gain [[{s}]].",
            "Character",
            reaction("enters_play", {"action": "gain_status", "subject": "self", "status": s}),
        )
    )
    CASES.append(
        (
            f"{{H}} Another target Character gains [[{s}]].",
            "Character",
            reaction(
                "played_from_hand",
                {
                    "action": "gain_status",
                    "subject": "target_character",
                    "status": s,
                    "filter": {"another": True},
                },
            ),
        )
    )
    # Two things gained in either order.
    CASES.append(
        (
            f"Target Character gains 1 boost and [[{s}]].",
            "Spell",
            [
                {
                    "action": "give_boost",
                    "subject": "target_character",
                    "then": [{"action": "gain_status", "subject": "it", "status": s}],
                }
            ],
        )
    )
    CASES.append(
        (
            f"Target Character gains [[{s}]] and 1 boost.",
            "Spell",
            [
                {
                    "action": "gain_status",
                    "subject": "target_character",
                    "status": s,
                    "then": [{"action": "give_boost", "subject": "it"}],
                }
            ],
        )
    )

# Two statuses gained at once, by a target and by "I".
for first in STATUSES:
    for second in STATUSES:
        if first == second:
            continue
        CASES.append(
            (
                f"Target Character gains [[{first}]] and [[{second}]].",
                "Spell",
                [
                    {
                        "action": "gain_status",
                        "subject": "target_character",
                        "status": first,
                        "then": [{"action": "gain_status", "subject": "it", "status": second}],
                    }
                ],
            )
        )
        CASES.append(
            (
                f"{{R}} I gain [[{first}]] and [[{second}]].",
                "Character",
                reaction(
                    "played_from_reserve",
                    {"action": "gain_status", "subject": "self", "status": first},
                    {"action": "gain_status", "subject": "self", "status": second},
                ),
            )
        )

# Objects narrowed by a status or a sub-type, with the keyword actions that move or exhaust.
VERBS = {
    "Discard {obj}.": {"action": "discard"},
    "Exhaust {obj}.": {"action": "exhaust"},
    "Send {obj} to Reserve.": {"action": "send", "to": "reserve"},
    "Return {obj} to its owner's hand.": {"action": "return", "to": "hand", "to_owner": True},
    "Sacrifice {obj}.": None,  # a target cannot be sacrificed by another player (7.3.36.a)
}
for template, step in VERBS.items():
    if step is None:
        continue
    for s in STATUSES:
        expected = {**step, "subject": "target_character", "filter": {"statuses": [s]}}
        CASES.append((template.format(obj=f"target [[{s}]] Character"), "Spell", [expected]))
    for sub in SUBTYPES[:4]:
        expected = {**step, "subject": "target_character", "filter": {"subtypes": [sub]}}
        CASES.append((template.format(obj=f"target {sub}"), "Spell", [expected]))

# Hand Cost filters, "or less" and "or more".
for n in range(1, 6):
    CASES.append(
        (
            f"Send target Character with Hand Cost {{{n}}} or less to Reserve.",
            "Spell",
            [
                {
                    "action": "send",
                    "subject": "target_character",
                    "to": "reserve",
                    "filter": {"hand_cost_max": n},
                }
            ],
        )
    )
for n in (3, 5):
    CASES.append(
        (
            f"Discard target Character with Hand Cost {{{n}}} or more.",
            "Spell",
            [{"action": "discard", "subject": "target_character", "filter": {"hand_cost_min": n}}],
        )
    )

# Tokens: sub-types, names, statistics, places, counts.
TOKEN_PLACES = {
    "in my Expedition": "my_expedition",
    "in target Expedition": "target_expedition",
    "in each of your Expeditions": "each_my_expedition",
    "in your other Expedition": "your_other_expedition",
    "in your Hero Expedition": "your_hero_expedition",
    "in your Companion Expedition": "your_companion_expedition",
}
for where, subject in TOKEN_PLACES.items():
    CASES.append(
        (
            f"{{J}} Create a [Brassbug 2/2/2] Robot token {where}.",
            "Character",
            reaction(
                "enters_play",
                {"action": "create", "subject": subject, "token": "Brassbug 2/2/2 Robot"},
            ),
        )
    )
for name, stats, sub in (
    ("Seedling", "1/1/1", "Plant"),
    ("Wolf Pup", "2/1/0", "Animal"),
    ("Wisp", "0/0/3", "Spirit"),
    ("Ordis Recruit", "1/1/1", "Soldier"),
    ("Mana Moth", "2/2/2", "Illusion"),
):
    CASES.append(
        (
            f"Create an [{name} {stats}] {sub} token in my Expedition.",
            "Spell",
            [{"action": "create", "subject": "my_expedition", "token": f"{name} {stats} {sub}"}],
        )
    )
for n in (2, 3):
    CASES.append(
        (
            f"Create {NUMBERS[n]} [Ordis Recruit 1/1/1] Soldier tokens in my Expedition.",
            "Spell",
            [
                {
                    "action": "create",
                    "subject": "my_expedition",
                    "token": "Ordis Recruit 1/1/1 Soldier",
                    "amount": n,
                }
            ],
        )
    )

# "Up to N target Characters each gain 1 boost", groups of a sub-type.
for n in (2, 3, 4):
    CASES.append(
        (
            f"Up to {NUMBERS[n]} target Characters each gain 1 boost.",
            "Spell",
            [{"action": "give_boost", "subject": "target_character", "up_to": n}],
        )
    )
for sub in SUBTYPES[:5]:
    CASES.append(
        (
            f"{{J}} {sub}s you control gain 1 boost.",
            "Character",
            reaction(
                "enters_play",
                {
                    "action": "give_boost",
                    "subject": "characters_you_control",
                    "filter": {"subtypes": [sub]},
                },
            ),
        )
    )

# Counters of any name, as printed.
for name in ("Kelon", "Arcane", "Food", "Sap", "Trial"):
    CASES.append(
        (
            f"{{J}} I gain 2 {name} counters.",
            "Character",
            reaction(
                "enters_play",
                {"action": "gain_counters", "subject": "self", "amount": 2, "counter": name},
            ),
        )
    )

# Player choices.
CASES.append(
    (
        "Target opponent discards a card from their hand.",
        "Spell",
        [{"action": "discard", "subject": "a_card_from_target_opponents_hand"}],
    )
)
CASES.append(
    (
        "Each player discards a card from their hand.",
        "Spell",
        [{"action": "discard", "subject": "a_card_from_each_players_hand"}],
    )
)
CASES.append(
    (
        "Target opponent [Resupplies].",
        "Spell",
        [{"action": "resupply", "subject": "target_opponent"}],
    )
)
CASES.append(
    ("Each player [Resupplies].", "Spell", [{"action": "resupply", "subject": "each_player"}])
)

# Quick actions: mana costs and {T}.
for n in (1, 2, 3):
    CASES.append(
        (
            f"{{{n}}}, {{T}} : Draw a card.",
            "Character",
            {
                "quick_action": {
                    "cost": {"mana": n, "exhaust_me": True},
                    "effect": [{"action": "draw"}],
                }
            },
        )
    )
    CASES.append(
        (
            f"{{T}} : I gain {plural(n, 'boost')}.",
            "Character",
            {"quick_action": {"cost": {"exhaust_me": True}, "effect": [_boost(n)]}},
        )
    )


@pytest.mark.parametrize(("text", "type", "expected"), CASES, ids=[c[0] for c in CASES])
def test_variant_compiles_to_what_it_says(text: str, type: str, expected: Any) -> None:
    assert compiled(text, type) == expected


def test_the_suite_holds_enough_variants() -> None:
    assert len(CASES) >= 100
