"""Quantities counted on the board: "Target Character gains X boosts, where X is the number
of cards in your Reserve", "Create X [Ordis Recruit 1/1/1] Soldier tokens in my Expedition,
where X is the number of Characters you control", "Draw X cards, where X is ...".

X is the count, taken as the step happens — as "[N] per [counted]" is (6.5.i: an amount the
effect says how to count): the clause is read with one for X and the step gets ``per``, the
counted phrase ("cards in your Reserve" as "card in your Reserve"; "my number of Arcane
counters": the counters on "me", 2.5.c); "X+2" adds ``per_plus`` 2 to the count. Only an X
standing for an amount is read so: "{X}" or "{X}+{2}" (a cost, read by the object phrases),
a clause with two X, or an action whose amount is not a number of things given, drawn or
made is left to the judge.
"""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, read_clause

_X = re.compile(r"(?<![{\w+])x(?![}\w+])")
_X_PLUS = re.compile(r"(?<![{\w+])x\+(?P<n>\d+)(?![}\w+])")
_COUNTED_AMOUNTS = frozenset({"give_boost", "gain_counters", "draw", "create"})
"""Actions whose amount is how many things are given, drawn or made (7.3.9.a, 2.5, 7.3.5)."""
_PLURAL_HEADS = {"cards": "card", "mana orbs": "mana orb", "tokens": "token"}


def counted_phrase(text: str) -> str:
    """The "per [...]" form of a "the number of [...]" phrase: its head noun singular
    ("cards in your Reserve" -> "card in your Reserve"); object nouns with qualifiers are
    read in either number by the count reader."""
    for plural, one in _PLURAL_HEADS.items():
        if text.startswith(plural + " ") or text == plural:
            return one + text[len(plural) :]
    return text


@clause(r"(?P<body>.+?),? where x is (?:the number of (?P<counted>.+)|(?P<mine>my number of .+))")
def _where_x_is_the_number_of(m: re.Match[str], c: str) -> Step:
    body = m["body"]
    plus = _X_PLUS.search(body)
    if plus is not None:  # "X+2 boosts": the count plus 2
        body = body[: plus.start()] + "x" + body[plus.end() :]
    if len(_X.findall(body)) != 1 or len(re.findall(r"(?<![a-z])x(?![a-z])", body)) != 1:
        raise NotUnderstood(c)  # "{X}", "{X}+{2}", two X: not an amount alone
    step = read_clause(_X.sub("1", body))
    if step.get("action") not in _COUNTED_AMOUNTS or step.get("amount", 1) != 1:
        raise NotUnderstood(c, f"'{c}': X counted for this action is not understood yet")
    if step.get("per") or step.get("amounts") or step.get("up_to") or step.get("x_is"):
        raise NotUnderstood(c)
    counted = counted_phrase(m["counted"]) if m["counted"] else m["mine"]
    return {**step, "per": counted, **({"per_plus": int(plus["n"])} if plus else {})}
