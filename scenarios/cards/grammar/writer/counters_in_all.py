"""The writer's words for counters taken "from" objects (gz, session 36): the readings of
``semantics/counters_from_group.py`` written back in the cards' style, so the round trip of
``tests/cards_grammar/test_gz_round_trip.py`` covers them.

* "Spend N boosts / [name] counters from [group]" — ``in_all``: N in all, divided among the
  group as its controller chooses (6.1.g, 7.3.38.a); "… from each [object]" without it (N
  from each object, 6.1.e); "… from a [object]" for one chosen.
* "Remove [up to] N boosts / [name] counters from [group]": a total chosen among the group
  (2.5.g, 6.1.g) — a ``remove_counters`` step on a group without ``each``.

Each function gives ``None`` for a reading that is not one of these."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]
Describe = Callable[[Step], str]

_NOUNS = ("Character", "Permanent", "card")


def _plural_group(text: str) -> str | None:
    """ "each Character an opponent controls" -> "Characters an opponent controls"; a group
    already plural ("Characters you control") as it is; ``None`` otherwise."""
    words = text.split(" ")
    if words[0] == "each":
        words = words[1:]
    for i, w in enumerate(words):
        if w in _NOUNS:
            words[i] = w + "s"
            return " ".join(words)
        if w.rstrip("s") in _NOUNS and w.endswith("s"):
            return " ".join(words)
    return None


def _counters(n: int, counter: str) -> str:
    if counter == "boost":
        return f"{n} boost{'s' if n != 1 else ''}"
    return f"{n} {counter} counter{'s' if n != 1 else ''}"


def _each(text: str) -> str | None:
    """ "Characters you control" -> "each Character you control"."""
    words = text.split(" ")
    if words[0] == "each":
        return text
    for i, w in enumerate(words):
        if w.endswith("s") and w[:-1] in _NOUNS:
            words[i] = w[:-1]
            return "each " + " ".join(words)
    return None


def counters_in_all_words(step: Step, obj: Describe) -> str | None:
    """The words of a spend or a removal "from" a group (see the module doc), or ``None``."""
    action, subject = step.get("action"), str(step.get("subject") or "")
    if action not in ("spend_counters", "remove_counters") or not subject:
        return None
    one = subject in ("self", "it") or subject.startswith(("a_", "target_"))
    if one and (action == "remove_counters" or subject != "a_character_you_control"):
        return None
    keys = set(step) - {"action", "subject", "filter", "amount", "counter", "in_all", "amounts"}
    counter = step.get("counter")
    if keys or not counter or step.get("each") or step.get("all_counters"):
        return None
    amount = step.get("amount")
    if action == "spend_counters":
        if not isinstance(amount, int) or "amounts" in step:
            return None
        if subject.startswith("a_"):
            return f"Spend {_counters(amount, counter)} from {obj(step)}"
        group = _plural_group(obj(step)) if step.get("in_all") else _each(obj(step))
        return None if group is None else f"Spend {_counters(amount, counter)} from {group}"
    group = _plural_group(obj(step))
    if group is None:
        return None
    if amount == "X" and step.get("amounts") == list(range(max(step["amounts"]) + 1)):
        most = max(step["amounts"])
        what = _counters(most, counter) if most != 1 else _counters(1, counter)
        return f"Remove up to {what} from {group}"
    if isinstance(amount, int) and amount >= 2 and "amounts" not in step:
        return f"Remove {_counters(amount, counter)} from {group}"
    return None
