"""gram107: a choice of modes printed on one line, read as the bulleted choice it is
(issue 30: who decides, as a language).

"Target opponent chooses one: they discard a card from their Reserve, or you draw a card."
(the [Petition] reminder of NEWSET27) is the choice of modes "Target opponent chooses one:
• They discard a card from their Reserve. • You draw a card.": the modes are the clauses
the last ", or" parts, the chooser the one the sentence names — you ("Choose one:"), target
opponent, each opponent, "Your opponent / An opponent" (6.5.g: the player the effect names
chooses the mode; 1.4.7.b: the player it names does the step; "you" in a mode stays the
effect's controller). Whatever chooses, every mode is then read as the bulleted line is, so
a chooser the grammar does not read on bullets ("Each player chooses one") stays refused by
the same reason.

Read only where it cannot change the meaning: exactly one ", or" between the colon and the
sentence's full stop, no other comma or "or" clause there, and the full stop closes the
text (or its parenthesis): a sentence after it would otherwise be read as part of the
second mode, as a bulleted mode's later sentences are.
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import Rewording, Words

_CHOOSERS = frozenset({"choose", "chooses"})
_CLOSERS = frozenset({")", "."})


def _inline_comma(low: list[str], i: int) -> int | None:
    """The ", or" comma parting the two modes of "[chooser] chooses one: [A], or [B]." whose
    "one" is printed word ``i`` (the module docstring's conditions), else ``None``."""
    if i == 0 or low[i - 1] not in _CHOOSERS or low[i + 1 : i + 2] != [":"]:
        return None
    first = i + 2
    if first >= len(low) or low[first] == "\u2022":
        return None
    end = first
    while end < len(low) and low[end] not in (".", ":", "\u2014", "\u2022"):
        end += 1
    if end >= len(low) or low[end] != "." or any(w not in _CLOSERS for w in low[end + 1 :]):
        return None
    commas = [k for k in range(first, end) if low[k] == ","]
    if len(commas) != 1 or low[commas[0] + 1 : commas[0] + 2] != ["or"]:
        return None
    if commas[0] == first or commas[0] + 2 >= end:
        return None
    return commas[0]


def _inline_modes(t: Words) -> int:
    """ "[chooser] chooses one: [A], or [B]." -> "[chooser] chooses one: • [A]. • [B].":
    read at "one" (the first bullet on the first mode's first word, the comma said as the
    first mode's full stop on its last word, so each mode's text is its own words)."""
    i = t.at
    comma = _inline_comma(t.low, i)
    if comma is None:
        return 0
    t.say(["one", ":"], t.printed[i : i + 2])
    t.say(["\u2022"], t.printed[i + 2 : i + 3])
    t.later[i + 1] = None  # ":" said already
    t.later[comma] = "."
    return 1


def _second_mode(t: Words) -> int:
    """The "or" opening the second mode of a one-line choice of modes: said as its bullet,
    on the second mode's first word."""
    k, low = t.at, t.low
    j = k - 2
    while j > 0 and low[j] not in (".", ":", "\u2014", "\u2022") and not low[j].startswith("{"):
        j -= 1
    if j < 1 or low[j] != ":" or _inline_comma(low, j - 1) != k - 1:
        return 0
    if t.said and t.said[-1][0] == "." and len(t.said) > 1:
        # the first mode's full stop on its last word: its text ends there, not at the comma
        _, start, end = t.said[-2]
        t.said[-1] = (".", start, end)
    t.say(["\u2022"], t.printed[k + 1 : k + 2])
    return 1


CHOOSER_WORDS = (
    Rewording("a choice of modes on one line (6.5.g)", frozenset({"one"}), _inline_modes),
    Rewording("the second mode on one line (6.5.g)", frozenset({"or"}), _second_mode),
)
"""The rewordings of the module docstring, in the order they are tried at a word."""
