"""What a script error says, in a judge's words: the card and where it is, never an
engine object id ("o2"); an answer of nothing as "nothing"; how many options a decision
takes as a number of options.

A script error is read by the person who wrote the scenario — the judge's view: every card
may be named, including one in a Hand, a Deck or face-down in a Mana zone.
"""

from __future__ import annotations

import re

from engine.state.decisions import Decision, Option
from engine.state.game_state import GameState
from engine.state.said import zone_words

_ID = re.compile(r"(?:Mana Orb )?'?\b(o\d+)\b'?")
_PLAIN = re.compile(r"[a-z]+|\d+")
"""An option id a script may write as it is: "pass", "yes", "none", a mode's index."""


def object_words(state: GameState, object_id: str) -> str:
    """ "Vanilla 2/2/2 in p1's hero Expedition"; the id itself for what is no object."""
    o = state.objects.get(object_id)
    if o is None:
        return object_id
    return f"{state.name(object_id)} in {zone_words(o.zone)}"


def without_ids(state: GameState, text: str) -> str:
    """``text`` with every object id of ``state`` replaced by the card and where it is:
    "o3 is not a legal option" -> "p1 orb 3 in p1's Mana zone is not a legal option"."""

    def named(m: re.Match[str]) -> str:
        return object_words(state, m[1]) if m[1] in state.objects else m[0]

    return _ID.sub(named, text)


def option_words(state: GameState, option: Option) -> str:
    """One legal answer as the script may write it: a card by its name and where it is,
    anything else by its label (its id too when that is a plain word: "pass")."""
    if option.id in state.objects and (
        option.id in option.label or option.label == state.name(option.id)
    ):
        return object_words(state, option.id)  # "Mana Orb o3", "Vanilla 2/2/2"
    label = without_ids(state, option.label)
    if option.id == option.label or not _PLAIN.fullmatch(option.id):
        return label  # an engine id ("o9", "p1-c2:0") is no word to write
    return f"{option.id} ({label})"


def legal_words(state: GameState, decision: Decision) -> str:
    """The legal answers of ``decision``, in a judge's words, ";"-separated."""
    return "; ".join(option_words(state, o) for o in decision.options)


def how_many(decision: Decision) -> str:
    """ "exactly 1 option", "1 to 3 options", "up to 2 options"."""
    low, high = decision.min_choices, decision.max_choices
    plural = "option" if high == 1 else "options"
    if low == high:
        return f"exactly {low} {plural}"
    if low == 0:
        return f"up to {high} {plural}"
    return f"{low} to {high} {plural}"


def answered(choices: tuple[str, ...]) -> str:
    """What a script's answer says: its choices, or "nothing" for ``answer: []``."""
    return ", ".join(choices) if choices else "nothing (chooses none)"
