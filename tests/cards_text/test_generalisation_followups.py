"""Generalisation of the issue-17 follow-ups: VARIANTS of "When you reveal a card this way —
If its [Hand/Reserve] Cost [is equal to / is less than or equal to / ...] the die's result,
[draw it / you may play it for free / put it into your hand]", as an unseen set would print
them. Expectations are built from each template's parameters."""

from __future__ import annotations

from typing import Any

import pytest

from .generalisation import _plain, compiled, reaction
from .helpers import read

ALSO = "If you would roll one or more dice, also reveal the top card of your deck."


def with_also(text: str) -> Any:
    """What the Reaction ``text`` compiles to on a card that also prints "also reveal the
    top card of your deck" (what "this way" names), or the reason it is not executed."""
    reading = read(f"{ALSO}  {text}")
    missing = [a.reason for a in reading.abilities if a.status != "executed"]
    if missing:
        return ("not executed", missing[0])
    ability = reading.model.abilities[1].model_dump(exclude_defaults=True, by_alias=True)
    ability.pop("text")
    return _plain(ability)


CASES: list[tuple[str, str, Any]] = []

REVEALED = "you_reveal_a_card_this_way"
COMPARISONS = (
    "is equal to",
    "is less than or equal to",
    "is greater than or equal to",
    "is less than",
    "is greater than",
)
ACTIONS = {
    "draw it": {"action": "draw", "subject": "it"},
    "put it into your hand": {"action": "put", "subject": "it", "to": "hand"},
    "play it for free": {"action": "play_for_free", "subject": "it"},
}
for cost in ("Hand", "Reserve"):
    for how in COMPARISONS:
        for words, step in ACTIONS.items():
            result = "the die's result" if words != "play it for free" else "the result"
            cond = f"its {cost.lower()} cost {how} {result}"
            CASES.append(
                (
                    f"When you reveal a card this way \u2014 If its {cost} Cost {how} {result}, "
                    f"{words}.",
                    "Character",
                    reaction(REVEALED, {**step, "if": cond}),
                )
            )
CASES.append(
    (
        "When you reveal a card this way \u2014 You may exhaust me to put it into your hand.",
        "Character",
        reaction(
            REVEALED,
            {
                "action": "exhaust",
                "subject": "self",
                "may": True,
                "then": [{"action": "put", "subject": "it", "to": "hand"}],
                "to_pay": True,  # "exhaust me" is the cost (6.1.d)
            },
        ),
    )
)


# "[N] boosts per Character / Permanent target opponent controls" (Pasiphaë), read with the
# target chosen first (6.5.b): the count stays as printed; the compiler adds the target.
PER_TARGET: list[tuple[str, Any]] = []
for n in (1, 2, 3):
    for noun in ("Character", "Permanent"):
        boosts = "1 boost" if n == 1 else f"{n} boosts"
        per = f"{noun.lower()} target opponent controls"
        step = {"action": "give_boost", "subject": "self", "per": per}
        PER_TARGET.append(
            (
                f"{{J}} I gain {boosts} per {noun} target opponent controls.",
                reaction("enters_play", {**step, **({"amount": n} if n > 1 else {})}),
            )
        )


# The other follow-ups, as an unseen set might print them: tokens named by their token card,
# "Starting with you, each player may play ...", "you win the game" under distinct objects,
# "its Hand Cost was", several cards instead, "add N to its result".
OTHERS: list[tuple[str, Any]] = []
for name, token in (
    ("[BRASSBUG] Robot", "Brassbug 2/2/2 Robot"),
    ("[MANA_MOTH]", "Mana Moth 2/2/2 Illusion"),
):
    for n, word in ((1, "a"), (2, "two")):
        tokens = "token" if n == 1 else "tokens"
        step = {"action": "create", "subject": "my_expedition", "token": token}
        OTHERS.append(
            (
                f"{{H}} Create {word} {name} {tokens} in my Expedition.",
                reaction("played_from_hand", {**step, **({"amount": n} if n > 1 else {})}),
            )
        )
for cost in (2, 4):
    OTHERS.append(
        (
            f"{{R}} Starting with you, each player may play a card with Hand Cost {{{cost}}} or "
            "less for free.",
            reaction(
                "played_from_reserve",
                {
                    "action": "play_for_free",
                    "subject": "each_players_card_starting_with_you",
                    "may": True,
                    "filter": {"hand_cost_max": cost},
                },
            ),
        )
    )
for first, second in (("Robot", "Plant"), ("[[Boosted]] Character", "[[Asleep]] Character")):
    cond = f"you control a {first.lower()}, another {second.lower()}".replace("[[", "").replace(
        "]]", ""
    )
    OTHERS.append(
        (
            f"At Noon, if you control a {first}, another {second} — You win the game.",
            reaction("at_noon", {"action": "win_game"}, **{"if": cond}),
        )
    )
for n, word in ((2, "two"), (3, "three")):
    OTHERS.append(
        (
            f"If I would be discarded, draw {word} cards instead.",
            {
                "passive": {
                    "instead": {"action": "discard", "instead_action": "draw", "instead_amount": n}
                }
            },
        )
    )
    OTHERS.append(
        (
            f"If you would roll a die, you may add {n} to its result.",
            {"passive": {"instead": {"action": "roll_die", "scope": "mine", "add_to_result": n}}},
        )
    )


@pytest.mark.parametrize(("text", "expected"), OTHERS, ids=[c[0] for c in OTHERS])
def test_other_followup_variant_compiles_to_what_it_says(text: str, expected: Any) -> None:
    assert compiled(text) == expected


@pytest.mark.parametrize(("text", "expected"), PER_TARGET, ids=[c[0] for c in PER_TARGET])
def test_per_target_opponent_variant_compiles_to_what_it_says(text: str, expected: Any) -> None:
    assert compiled(text) == expected


@pytest.mark.parametrize(("text", "type", "expected"), CASES, ids=[c[0] for c in CASES])
def test_variant_compiles_to_what_it_says(text: str, type: str, expected: Any) -> None:
    assert with_also(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        # "draw it" of a card that is not one revealed in a Deck.
        "When you play a Spell \u2014 Draw it.",
        "When a Character joins your Expeditions \u2014 Draw it.",
        # a comparison the reader does not know: left to the judge.
        "When you reveal a card this way \u2014 If its Hand Cost is twice the die's result, "
        "draw it.",
    ],
)
def test_variant_left_to_the_judge(text: str) -> None:
    assert with_also(text)[0] == "not executed"


def test_this_way_without_the_cards_own_also_reveal_is_left_to_the_judge() -> None:
    text = (
        "When you reveal a card this way \u2014 If its Hand Cost is equal to the result, draw it."
    )
    assert compiled(text) == (
        "not executed",
        "'this way' names a reveal of this card the engine does not read",
    )


def test_the_suite_holds_enough_variants() -> None:
    assert len(CASES) >= 30
