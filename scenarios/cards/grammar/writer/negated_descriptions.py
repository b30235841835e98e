"""The writer of descriptions by absence and negation (gram37, issue 30;
semantics/negated_descriptions.py): "without [keyword]" (7.4), "that isn't a [card type]"
(2.2.1), "with Hand Cost other than {N}" (2.2.7), "not [qualifier]" — the words the reader
reads back to the same filter."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

FILTER_KEYS = frozenset({"without_keywords", "without_set_keywords", "none_of"})
"""The filter keys :func:`filter_words` says."""

Describe = Callable[[dict[str, Any], str, bool], str]


def filter_words(flt: dict[str, Any], describe: Describe) -> list[str]:
    """A description's words after its noun for :data:`FILTER_KEYS`; ``describe`` writes a
    denied description's own words (writer/objects.py)."""
    from scenarios.cards.grammar.writer.objects import Unwritable

    words = [f"without {k}" for k in flt.get("without_keywords", ())]
    words += [f"without [{k}]" for k in flt.get("without_set_keywords", ())]  # 2.2.12.c
    for denied in flt.get("none_of", ()):
        words.append(_denied_words(dict(denied), describe, Unwritable))
    return words


def _denied_words(denied: dict[str, Any], describe: Describe, unwritable: type[Exception]) -> str:
    types = [str(getattr(t, "value", t)) for t in denied.pop("types", ())]
    if types:
        if denied or len(types) > 1:
            raise unwritable("a denied card type with more words")
        return f"that isn't a {types[0]}"  # 2.2.1
    for kind, label in (("hand_cost", "Hand Cost"), ("reserve_cost", "Reserve Cost")):
        low, high = denied.get(f"{kind}_min"), denied.get(f"{kind}_max")
        if set(denied) == {f"{kind}_min", f"{kind}_max"} and low == high:
            return f"with {label} other than {{{low}}}"  # 2.2.7, 2.2.8
    if set(denied) == {"facing_me"}:
        return "not in the Expedition facing me"  # 1.2.3.c
    said = describe(denied, "", False)
    if not said:
        raise unwritable("a denied description with no words")
    return f"not {said}"
