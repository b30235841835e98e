"""The passive ability whose "can't" leaves an option out of a choice, named with its words
(1.4.1.a: "can't" beats "can"; 6.1.g: an impossible option cannot be chosen) — and, when it
speaks in the second person, who "you" is in it: its controller (7.2.3.a,
:func:`engine.why.second_person.second_person_note`). The same words whether the option is
a target (6.5.b) or an object of a choice, in the sandbox and in ``scenario run``.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.state.cards import Ability
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.why.printed_words import ability_words
from engine.why.second_person import second_person_note


def forbidding_note(
    state: GameState, found: Sequence[tuple[str, Ability]]
) -> tuple[str, tuple[str, ...]]:
    """ " — Warden's passive ability “Characters you control can't be targeted by Spells
    your opponents play” forbids it — “you” in it is p2, who controls Warden, so “your
    opponents” means p1" with 7.2.3.a when "you" decides; ``("", ())`` when no ability
    was found (a rule's "can't"). When several forbid it, each is named with its own "you"
    (1.4.1.a: any one "can't" is enough): " — A's passive ability “…” and B's passive
    ability “…” forbid it"."""
    if not found:
        return "", ()
    parts: list[str] = []
    yous: dict[str, None] = {}
    rules: list[str] = []
    for src, ab in found:
        you, you_rules = second_person_note(state, src, ab, named=len(found) > 1)
        words = ability_words(ab.text).rstrip(".")
        parts.append(f"{possessive(state.name(src))} passive ability “{words}”")
        yous.setdefault(you)
        rules.extend(you_rules)
    verb = "forbids" if len(parts) == 1 else "forbid"
    return f" — {' and '.join(parts)} {verb} it{''.join(yous)}", tuple(dict.fromkeys(rules))
