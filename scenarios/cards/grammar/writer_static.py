"""The writer of the grammar's static abilities (2.2.12.m): a passive reading back to
printed text in the cards' own style — "If [c], I am [keyword].", "[Group] are [keyword].",
"I cost {N} less if [c].", "[Cards] can't cost less than {N}.", "[rule changed]." — so that
the round trip (``tests/cards_grammar/test_round_trip_static.py``) reads it back the same.
"""

from __future__ import annotations

from typing import Any

Passive = dict[str, Any]


class UnwritablePassive(ValueError):
    """A passive reading the writer has no words for (names the part)."""


def write_passive(passive: Passive) -> str:
    """The printed text of a ``PassiveModel`` dict the grammar reads."""
    condition = passive.get("if")
    if "keyword" in passive:
        body = f"I am {passive['keyword']}"
    elif "grant" in passive and "keyword" in passive["grant"]:
        body = f"{_upper(passive['grant']['to'])} are {passive['grant']['keyword']}"
    elif "cost" in passive:
        cost = passive["cost"]
        condition = cost.get("if")
        body = _cost(cost)
    elif "static" in passive:
        body = _upper(passive["static"])
    else:
        raise UnwritablePassive(f"a passive ability of the kind {sorted(passive)}")
    if condition is None:
        return body + "."
    if condition.startswith("unless "):
        return f"Unless {condition[len('unless ') :]}, {_lower_i(body)}."
    return f"If {condition}, {_lower_i(body)}."


def _cost(cost: dict[str, Any]) -> str:
    """A cost change (5.1.2.f): "I cost {N} less", "[cards] cost {N} more, down to a
    minimum of {M}", "I cost {N} less for each [counted]", "[cards] can't cost less than
    {N}"."""
    who = cost["applies_to"]
    if "at_least" in cost:
        return f"{_upper(who)} can't cost less than {{{cost['at_least']}}}"
    change = cost["change"]
    amount = f"{{{abs(change)}}} {'less' if change < 0 else 'more'}"
    body = f"I cost {amount}" if who == "me" else f"{_upper(who)} cost {amount}"
    if "per" in cost:
        body += f" for each {cost['per']}"
    if "minimum" in cost:
        body += f", down to a minimum of {{{cost['minimum']}}}"
    return body


def _upper(words: str) -> str:
    return words[:1].upper() + words[1:]


def _lower_i(body: str) -> str:
    """The body after a leading condition: "I" stays upper case, other words lower."""
    return body if body.startswith("I ") else body[:1].lower() + body[1:]
