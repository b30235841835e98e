"""Numbers and players as cards print them (6.5.i, 1.2.6, 7.2.3), for the composition audit
(:mod:`composition_audit`): each counted step with each way cards print its number, each
player description doing each player action, and reading them back — a player the engine
has no choice for refused in a judge's words, never a reader error.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Any

from composition_parts import PLAYERS, Step
from composition_round_trip import Outcome, canonical
from pydantic import ValidationError

from scenarios.cards.grammar.reader import NotRead, read_spell_effect

DOERS: dict[str, tuple[str, str, Step]] = {
    "you draw": ("Draw", "card", {"action": "draw"}),
    "target opponent draws": (
        "Target opponent draws",
        "card",
        {"action": "draw", "subject": "target_opponent"},
    ),
    "each player draws": (
        "Each player draws",
        "card",
        {"action": "draw", "subject": "each_player"},
    ),
    "I gain boosts": ("I gain", "boost", {"action": "give_boost", "subject": "self"}),
    "target Character gains boosts": (
        "Target Character gains",
        "boost",
        {"action": "give_boost", "subject": "target_character"},
    ),
    "I gain Sap counters": (
        "I gain",
        "Sap counter",
        {"action": "gain_counters", "counter": "Sap", "subject": "self"},
    ),
}
"""Who does a counted step, its noun, and its reading without the amount."""

COUNTS: dict[str, tuple[str, str]] = {
    "character you control": ("Character you control", "Characters you control"),
    "card in your reserve": ("card in your Reserve", "cards in your Reserve"),
    "boosted character you control": (
        "Boosted Character you control",
        "Boosted Characters you control",
    ),
}
"""What is counted: its "per" reading -> (printed singular, printed plural)."""


def _amount_words(n: int, noun: str) -> str:
    if noun == "card":
        return "a card" if n == 1 else f"{_WORDS[n]} cards"
    return f"{n} {noun}{'' if n == 1 else 's'}"


_WORDS = {1: "one", 2: "two", 3: "three"}


def printed_numbers() -> Iterator[tuple[str, str, Step]]:
    """(slot, printed text, reading): each counted step with each way cards print its
    number — fixed, "for each", "per", "X, where X is the number of", "equal to the number
    of" (6.5.i)."""
    for (who, (doer, noun, base)), n in itertools.product(DOERS.items(), (1, 2)):
        yield f"fixed {n} <- {who}", f"{doer} {_amount_words(n, noun)}.", {**base, "amount": n}
    for (who, (doer, noun, base)), (counted, (one, many)) in itertools.product(
        DOERS.items(), COUNTS.items()
    ):
        step = {**base, "amount": 1, "per": counted}
        one_of = _amount_words(1, noun)
        yield f"for each <- {who}", f"{doer} {one_of} for each {one}.", step
        yield f"per <- {who}", f"{doer} {one_of} per {one}.", step
        x = f"{doer} X {noun}s, where X is the number of {many}."
        yield f"X, where X is the number of <- {who}", x, step
        yield (
            f"equal to the number of <- {who}",
            f"{doer} {noun}s equal to the number of {many}.",
            step,
        )


PRINTED_PLAYERS: dict[str, str] = {
    "each player": "Each player",
    "each opponent": "Each opponent",
    "target opponent": "Target opponent",
    "target player": "Target player",
}
PRINTED_PLAYER_ACTS: dict[str, tuple[str, Step]] = {
    "draw a card": ("draws a card", {"action": "draw", "amount": 1}),
    "draw two cards": ("draws two cards", {"action": "draw", "amount": 2}),
    "Resupply": ("Resupplies", {"action": "resupply"}),
    "discard a card from hand": ("discards a card from their hand", {"action": "discard"}),
    "sacrifice a Character": ("sacrifices a Character", {"action": "sacrifice"}),
    "sacrifice two Characters": (
        "sacrifices two Characters",
        {"action": "sacrifice", "choose_count": 2},
    ),
    "discard two cards from hand": (
        "discards two cards from their hand",
        {"action": "discard", "choose_count": 2},
    ),
}
PLAYERS_DOING: dict[str, str | None] = {
    "each player": "each_player",
    "each opponent": "each_opponent",
    "target opponent": "target_opponent",
    "target player": "target_player",
}
"""Who does a step the players named do as their own (7.5.6.b): ``players_do`` ("target
player": either player, the effect's controller's target, asked first, 6.5.b)."""
PLAYERS_OWN_ACTS: dict[str, tuple[str, Step]] = {
    "exhaust a Character of theirs": (
        "exhausts a Character they control",
        {"action": "exhaust", "subject": "a_character_you_control"},
    ),
    "ready a Character of theirs": (
        "readies a Character they control",
        {"action": "ready", "subject": "a_character_you_control"},
    ),
    "choose a Character of theirs and exhaust it": (
        "chooses a Character they control and exhausts it",
        {"action": "exhaust", "subject": "a_character_you_control"},
    ),
    "exhaust one of their Mana Orbs": (
        "exhausts one of their Mana Orbs",
        {"action": "exhaust", "subject": "mana_orbs_you_choose", "amount": 1},
    ),
    "ready two of their Mana Orbs": (
        "readies two of their Mana Orbs",
        {"action": "ready", "subject": "mana_orbs_you_choose", "amount": 2},
    ),
}
"""Steps on the acting player's own things, any of which the players named may do."""
UNNAMED_CHOOSERS = ("Its controller", "Its owner")
"""The players of what "it" names: they draw / Resupply (subject ``its_controller``) and do
the steps they choose in as their own (``players_do``, 7.5.6.b)."""


def printed_players() -> Iterator[tuple[str, str, Step | None]]:
    """(slot, printed text, reading or ``None`` when the reader must refuse it): each
    player description doing each player action as cards print it (1.2.6, 7.2.3)."""
    for (who, words), (act, (verb, base)) in itertools.product(
        PRINTED_PLAYERS.items(), PRINTED_PLAYER_ACTS.items()
    ):
        draws, discards, sacrifices = PLAYERS[who]
        subject = {"discard": discards, "sacrifice": sacrifices}.get(base["action"], draws)
        yield f"{who} <- {act}", f"{words} {verb}.", {**base, "subject": subject}
    for (who, doing), (act, (verb, base)) in itertools.product(
        PLAYERS_DOING.items(), PLAYERS_OWN_ACTS.items()
    ):
        text = f"{PRINTED_PLAYERS[who]} {verb}."
        if doing is None:
            yield f"{who} <- {act} (refused)", text, None
        else:
            yield f"{who} <- {act}", text, {**base, "players_do": doing}
    for words, (act, (verb, base)) in itertools.product(
        UNNAMED_CHOOSERS, PRINTED_PLAYER_ACTS.items()
    ):
        text = f"Exhaust target Character. {words} {verb}."
        if base["action"] in ("draw", "resupply"):
            subject = "its_controller" if "controller" in words else "its_owner"
            then = [{**base, "subject": subject}]
            step = {"action": "exhaust", "subject": "target_character", "then": then}
            yield f"{words.lower()} <- {act}", text, step
        else:
            who = "its_controller" if "controller" in words else "its_owner"
            own = {"discard": "a_card_from_your_hand", "sacrifice": "a_character_you_control"}
            then = [{**base, "subject": own[base["action"]], "players_do": who}]
            step = {"action": "exhaust", "subject": "target_character", "then": then}
            yield f"{words.lower()} <- {act}", text, step


def read_printed_player(text: str, step: Step | None) -> Outcome:
    """Read ``text``: the same reading as ``step``; or, ``step`` being ``None``, refused
    in a judge's words. A reader error (not a refusal) is always a failure."""
    try:
        got = read_spell_effect(text)
    except NotRead as exc:
        if step is None:
            return Outcome("", text, str(exc))
        return Outcome("not read", text, str(exc))
    except Exception as exc:
        return Outcome("reader error", text, f"{type(exc).__name__} {exc}"[:160])
    if step is None:
        return Outcome("read, should be refused", text, str(got))
    same = canonical(got) == canonical([step])
    return Outcome("" if same else "read differently", text, "" if same else str(got))


def _per(effect: list[Any]) -> list[Any]:
    """Counted words in either number read alike (the count reader reads both)."""
    out = []
    for s in effect:
        if isinstance(s.get("per"), str):
            s = {**s, "per": re.sub(r"\b(character|card|permanent|token)s\b", r"\1", s["per"])}
        out.append(s)
    return out


def read_printed_number(text: str, step: Step) -> Outcome:
    try:
        got = read_spell_effect(text)
    except NotRead as exc:
        return Outcome("not read", text, str(exc))
    try:
        same = _per(canonical(got)) == _per(canonical([step]))
    except ValidationError as exc:
        return Outcome("read as no valid step", text, str(exc).splitlines()[0])
    return Outcome("" if same else "read differently", text, "" if same else str(got))
