"""The writer of the grammar's block "amounts, costs and the Deck as slots" (issue 30): a
counted step's "for every N [objects]" and "…, up to a max of N" (6.5.i), in the cards'
style, beside the reader (semantics/amounts_and_deck.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]

_TOTAL_CAPPED = frozenset({"give_boost", "gain_counters"})
"""id: the steps whose ", up to a max of N" reads as the object's total (``max_total``)."""

_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def counted_amount_words(step: Step, clause: Callable[[Step], str]) -> str | None:
    """ "[step] for every N [objects]" / "[step] for each [object], up to a max of N"; None
    for a step with neither."""
    if "per_most" in step:
        rest = {k: v for k, v in step.items() if k != "per_most"}
        if step.get("action") in _TOTAL_CAPPED:
            # id: of boosts and counters ", up to a max of N" is the object's total after the
            # step (``max_total``, gram42); the count's own most is "(up to N)" (6.5.i)
            return f"{clause(rest)} (up to {step['per_most']})"
        return f"{clause(rest)}, up to a max of {_WORDS.get(step['per_most'], step['per_most'])}"
    if step.get("per_every") == 2 and step.get("action") == "draw" and "amount" in step:
        # the reading of "Draw cards equal to half the number of [objects], rounded down / up"
        said = _plural(step["per"])
        up = step.get("per_round_up", False)
        plain = {k: v for k, v in step.items() if k != "per_round_up"}
        if set(plain) == {"action", "amount", "per", "per_every"} and step["amount"] == 1:
            return (
                f"Draw cards equal to half the number of {said}, rounded {'up' if up else 'down'}"
            )
    if step.get("per_every") == 2 and step.get("per_round_up"):
        # hd: "[gains] boosts equal to half the number of [objects], rounded up" — never
        # "for every two", which rounds down (6.5.i): the rounding is kept
        from scenarios.cards.grammar.writer.players_acting import player_acting_words

        plain = {k: v for k, v in step.items() if k not in ("per_every", "per_round_up")}
        words = player_acting_words(plain)
        if words is None or " equal to the number of " not in words:
            from scenarios.cards.grammar.writer.objects import Unwritable

            raise Unwritable("half the number, rounded up, of this step")
        half = words.replace(" equal to the number of ", " equal to half the number of ", 1)
        return f"{half}, rounded up"
    if "per_every" in step:
        rest = {k: v for k, v in step.items() if k not in ("per_every", "per")}
        rest.setdefault("amount", 1)  # "Draw a card for every …": one, said by leaving it out
        every = _WORDS.get(step["per_every"], step["per_every"])
        return f"{clause(rest)} for every {every} {_plural(step['per'])}"
    return None


_NOUNS = ("card", "character", "permanent", "spell", "landmark", "token", "orb")  # id40: "mana orb"


def _plural(counted: str) -> str:
    """A count's words with their noun plural ("card in your hand" -> "cards in your
    hand"), as "for every two [objects]" says them; plural words are kept."""
    words = counted.split()
    for i, w in enumerate(words):
        if w in _NOUNS:
            words[i] = w + "s"
            break
    return " ".join(words)
