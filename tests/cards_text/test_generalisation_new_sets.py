"""Generalisation to card sets we do not have (issue 17): INVENTED printed texts in the
style a new set would print — the constructs of the three sets we have with other numbers,
sub-types, triggers and orders, and wordings the rules define but these sets never print
(7.1.1.a-c: "When I enter play", "When I am played from Hand / Reserve" written out in
words instead of {J} {H} {R}). Expectations are written from each template's parameters
(generalisation.py), never copied from the reader's output; a few run on a board and their
trace is checked against the rule."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder, find

from .generalisation import NUMBERS, compiled, plural, reaction
from .helpers import executed, fields, play, read

SUBTYPES = ("Plant", "Spirit", "Dragon", "Robot")
DRAW = {"action": "draw"}


def boost(subject: str, n: int = 1, **more: Any) -> dict[str, Any]:
    """A give_boost step of ``n`` boosts (1 is the default, left out)."""
    amount = {"amount": n} if n > 1 else {}
    return {"action": "give_boost", "subject": subject, **amount, **more}


# ----------------------------------------------------------------- written-out symbols
WORDS = {
    "When I enter play": "enters_play",  # 7.1.1.a
    "When I am played from Hand": "played_from_hand",  # 7.1.1.b
    "When I am played from Reserve": "played_from_reserve",  # 7.1.1.c
}
SYMBOLS = {"enters_play": "{J}", "played_from_hand": "{H}", "played_from_reserve": "{R}"}

WRITTEN_OUT: list[tuple[str, Any]] = []
for words, trigger in WORDS.items():
    for n in (1, 2, 3):
        WRITTEN_OUT.append(
            (f"{words} \u2014 I gain {plural(n, 'boost')}.", reaction(trigger, boost("self", n)))
        )
        WRITTEN_OUT.append(
            (
                f"{words} \u2014 Draw {NUMBERS[n]} {'card' if n == 1 else 'cards'}.",
                reaction(trigger, {**DRAW, **({"amount": n} if n > 1 else {})}),
            )
        )
    for status in ("Asleep", "Anchored"):
        WRITTEN_OUT.append(
            (
                f"{words} \u2014 Target Character gains [[{status}]].",
                reaction(
                    trigger,
                    {"action": "gain_status", "subject": "target_character", "status": status},
                ),
            )
        )


@pytest.mark.parametrize(("text", "expected"), WRITTEN_OUT, ids=[c[0] for c in WRITTEN_OUT])
def test_7_1_1_the_symbols_written_out_read_as_the_symbols(text: str, expected: Any) -> None:
    assert compiled(text) == expected


@pytest.mark.parametrize("words", list(WORDS))
def test_written_out_and_symbol_compile_alike(words: str) -> None:
    effect = "Target Character you control gains 2 boosts."
    symbol = SYMBOLS[WORDS[words]]
    assert compiled(f"{words} \u2014 {effect}") == compiled(f"{symbol} {effect}")


# ----------------------------------------------------------------- groups in my Expedition
IN_MY_EXPEDITION: list[tuple[str, Any]] = []
for n in (1, 2):
    IN_MY_EXPEDITION.append(
        (
            f"{{J}} Characters in my Expedition gain {plural(n, 'boost')}.",
            reaction(
                "enters_play",
                boost("characters_you_control", n, filter={"in_my_expedition": True}),
            ),
        )
    )
for sub in SUBTYPES:
    IN_MY_EXPEDITION.append(
        (
            f"At Dusk \u2014 {sub}s in my Expedition gain [[Anchored]].",
            reaction(
                "at_dusk",
                {
                    "action": "gain_status",
                    "subject": "characters_you_control",
                    "status": "Anchored",
                    "filter": {"subtypes": [sub], "in_my_expedition": True},
                },
            ),
        )
    )


@pytest.mark.parametrize(
    ("text", "expected"), IN_MY_EXPEDITION, ids=[c[0] for c in IN_MY_EXPEDITION]
)
def test_characters_in_my_expedition_is_the_group_each_character_in_it(
    text: str, expected: Any
) -> None:
    assert compiled(text) == expected


def test_bare_plural_and_each_read_alike() -> None:
    assert compiled("{J} Characters in my Expedition gain 1 boost.") == compiled(
        "{J} Each Character in my Expedition gains 1 boost."
    )


# ----------------------------------------------------------------- on a board
def _board_after_playing(text: str) -> tuple[Any, tuple[Any, ...]]:
    b = (
        GameBuilder()
        .in_hand("p1", "Sower", **fields(executed(read(text, name="Sower"))))
        .in_expedition("p1", "hero", "Ally", forest=1, mountain=1, water=1)
        .in_expedition("p1", "companion", "Far Ally", forest=1, mountain=1, water=1)
        .in_expedition("p2", "hero", "Foe", forest=1, mountain=1, water=1)
        .mana("p1", 3)
        .deck_of("p1", 5)
        .deck_of("p2", 5)
    )
    return play(b, "Sower")


def _rules(entries: tuple[Any, ...]) -> set[str]:
    return {r for e in entries for r in e.rules}


def test_board_when_i_enter_play_triggers_as_the_symbol_does() -> None:
    words, words_trace = _board_after_playing("When I enter play \u2014 I gain 2 boosts.")
    symbol, symbol_trace = _board_after_playing("{J} I gain 2 boosts.")
    assert words.objects[find(words, "Sower")].boosts == 2
    assert symbol.objects[find(symbol, "Sower")].boosts == 2
    assert _rules(words_trace) == _rules(symbol_trace)
    assert "7.1.1.a" in _rules(words_trace)


def test_board_characters_in_my_expedition_gain_boosts_only_there() -> None:
    state, entries = _board_after_playing("{J} Characters in my Expedition gain 1 boost.")
    assert state.objects[find(state, "Sower")].boosts == 1  # 'in my Expedition': me too
    assert state.objects[find(state, "Ally")].boosts == 1
    assert state.objects[find(state, "Far Ally")].boosts == 0  # my other Expedition
    assert state.objects[find(state, "Foe")].boosts == 0  # not mine
    # 7.5.5.a: a player controls their Expeditions — the group is theirs; 7.1.1.a the trigger.
    assert {"7.5.5.a", "7.1.1.a"} <= _rules(entries)
