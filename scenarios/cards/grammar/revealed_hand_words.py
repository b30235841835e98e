"""ib39 (issue 30, session 39): "Reveal your hand. If it has no Character, draw a card." in
the grammar's words.

Right after a step revealing "your hand" (the one clause before, ending with its full stop),
"it" in "If it has / contains [count] [cards], …" names that hand: revealing moves no card
(1.2.7.d; the cards stay in the Hand, 3.2.5.a), so the hand the condition looks at as the
next step happens (6.5.d) is the hand revealed. The condition is said "If you have [count]
[cards] in your hand, …", which the grammar reads and the engine evaluates; "it doesn't /
does not contain [a / an] [card]" is "you have no [card] in your hand". Only after "Reveal
your hand." and only with "has" / "contains"; another player's revealed hand ("Target
opponent reveals their hand. If it has …") keeps its words (not read: whose hand the
condition counts is not said for another player by this wording). The printed words stay the
step's text.
"""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.grammar.folds import Rewording, Words

__all__ = ["IB39_REVEALED_HAND_WORDS", "revealed_hand_conditions"]

_REVEALED = ["reveal", "your", "hand", ".", "if"]
"""What "it" must follow: the step revealing your hand, then "If"."""

_HAS = {
    ("has",): [],
    ("contains",): [],
    ("doesn't", "contain"): ["no"],
    ("does", "not", "contain"): ["no"],
    ("doesn't", "have"): ["no"],
    ("does", "not", "have"): ["no"],
}
"""The verbs after "it" and the words they add before the count ("no" for a negation)."""


def _revealed_hand_it(t: Words) -> int:
    """ "Reveal your hand. If it has no Character," -> "… If you have no character in your
    hand,"; 0 anywhere else."""
    said = [w.lower() for w, _, _ in t.said]
    if said[-len(_REVEALED) :] != _REVEALED:
        return 0
    i = t.at
    verb = next((v for v in _HAS if tuple(t.low[i + 1 : i + 1 + len(v)]) == v), None)
    if verb is None:
        return 0
    added = _HAS[verb]
    start = i + 1 + len(verb)
    comma = next((k for k in range(start, len(t.low)) if t.low[k] in (",", ".")), None)
    if comma is None or t.low[comma] != "," or comma == start:
        return 0
    counted = t.low[start:comma]
    if added and counted[:1] in (["a"], ["an"], ["any"]):
        counted = counted[1:]  # "doesn't contain a Character": no Character
    if not counted or {"it", "them", "their", "your", "hand", "in"} & set(counted):
        return 0  # a place of its own said: not this wording
    t.say(["you", "have"], t.printed[i : i + 1 + len(verb)])
    words = [*added, *counted]
    spans = t.printed[start:comma]
    for k, w in enumerate(words):
        t.say([w], [spans[min(max(k - len(added), 0), len(spans) - 1)]])
    t.say(["in", "your", "hand"], [t.printed[comma - 1]])
    return comma - i


IB39_REVEALED_HAND_WORDS = (
    Rewording(
        "the hand just revealed, named 'it' in a condition (1.2.7.d, 6.5.d)",
        frozenset({"it"}),
        _revealed_hand_it,
    ),
)
"""The wording of the module docstring."""


_IT_SAID = re.compile(
    r"^it (?:has|contains|doesn't contain|does not contain|doesn't have|does not have) "
)
"""The printed condition the rewording above reads (kept as printed by the grammar)."""


def revealed_hand_conditions(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``steps`` with the condition of a step right after "Reveal your hand." that the
    rewording above read ("if it has no character") said as the grammar read it ("you have
    no character in your hand"): the words the engine evaluates (6.5.d) — the hand
    revealed, still in its place (1.2.7.d)."""
    out: list[dict[str, Any]] = []
    for step in steps:
        said = str(step.get("if", ""))
        before = out[-1] if out else {}
        revealed = before.get("action") == "reveal" and before.get("subject") == (
            "cards_in_your_hand"
        )
        if revealed and not before.get("players_do") and _IT_SAID.match(said):
            step = {**step, "if": _your_hand(said)}
        out.append(step)
    return out


def _your_hand(said: str) -> str:
    """ "it has no character" -> "you have no character in your hand"; "it doesn't
    contain a spell" -> "you have no spell in your hand"."""
    words = said.split()
    negated = words[1] in ("doesn't", "does")
    rest = words[2:] if not negated else words[3 if words[1] == "doesn't" else 4 :]
    if negated:
        rest = ["no", *(rest[1:] if rest[:1] in (["a"], ["an"], ["any"]) else rest)]
    return " ".join(["you", "have", *rest, "in", "your", "hand"])
