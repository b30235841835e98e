"""gg (session 33, issue 30): a count's cap in a parenthesis — "(max. N)", "(max N)",
"(maximum N)" — said as the grammar's ", up to a max of N" (a rewording of the lexer's fold
pass, :mod:`.folds`; the table in :mod:`.rewordings`).

A cap printed after an amount limits it (6.5.i): "I gain 1 boost for each Ember counter on
cards you control (max. 3)" is "…, up to a max of 3" — for boosts and counters the object's
total after the step, for any other counted step the count (``max_total_chain``, steps.py).
The parenthesis is no reminder text (``_LIMIT_KEPT`` of ``scenarios/cards/printed/text.py``
keeps it). Only "max" / "maximum" followed by a number (after an optional full stop and an
optional "of") and not already said as "a max of" are reworded; any other "max" keeps its
words. "…, up to a max. of N" is the grammar's "…, up to a max of N" (the abbreviation's full
stop is no sentence's end).
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import Rewording, Words
from scenarios.cards.grammar.lexicon import NUMBERS

__all__ = ["CAP_WORDS"]


def _is_number(word: str) -> bool:
    return word.isdigit() or word in NUMBERS


def _parenthesised_cap(t: Words) -> int:
    """ "max. 3" / "max 3" / "maximum of 3" (the parenthesis dropped by the word split) ->
    ", up to a max of 3" (6.5.i)."""
    i, low = t.at, t.low
    if i > 0 and low[i - 1] == "a" and low[i + 1 : i + 3] == [".", "of"]:
        t.said.append(t.printed[i])  # "up to a max. of N": the abbreviation's full stop unsaid
        return 2
    if i == 0 or low[i - 1] in ("a", "the", ",", "of", "to"):
        return 0  # "up to a max of N" is the grammar's own; a max named otherwise is kept
    k = i + 1
    if low[k : k + 1] == ["."]:
        k += 1
    if low[k : k + 1] == ["of"]:
        k += 1
    if low[k : k + 1] == [] or not _is_number(low[k]):
        return 0
    if low[k + 1 : k + 2] not in ([], ["."], [","], [";"]):
        return 0  # "max 3 boosts …": not a cap closing the sentence
    first = t.printed[i]
    t.say([",", "up", "to", "a", "max", "of"], [first])
    t.said.append(t.printed[k])
    return k + 1 - i


CAP_WORDS = (
    Rewording(
        "a count's cap in a parenthesis (6.5.i)", frozenset({"max", "maximum"}), _parenthesised_cap
    ),
)
"""The wording of the module docstring."""
