"""Counters taken "from [a group]" in all (gv, session 35): "Spend 2 boosts from Characters
you control", "Remove 3 Sap counters from Characters you control".

Said with neither "each" nor "all", N counters "from" a group is N in all, taken from among
its members as the player chooses (the decision is the step's, 6.1.g; removing and spending,
2.5.g and 7.3.38.a) — not N from each member, which the printed text says as "from each
[object]" / "from all [objects]" (one atomic action per member, 6.1.e; from_each.py).

Read: one counter in all ("Spend 1 boost from Characters you control"): from one member the
player chooses — the step "from a Character you control" is (6.1.g: a member without the
counter is an impossible option, not chosen). Two or more in all (gz, session 36): the
player divides them among the members — a remove step on the group without ``each`` (its
amount a total chosen among them, 2.5.g, 6.5.h: fewer in all, all of them), a spend step
``in_all`` (paid in full or not at all, 7.3.38.b, 6.4.c; engine/steps/spent_in_all.py);
"up to N" in all, a remove step whose amount is chosen first. An amount this step cannot
fix ("X", "that many") stays refused, naming the words and the rules.
"""

from __future__ import annotations

import re
from copy import deepcopy
from dataclasses import replace

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.tree import Object

_FROM_EACH = re.compile(r"\bfrom (?:each|all|every)\b")


def bare_group(obj: Object, said: str) -> bool:
    """Whether ``obj`` (the object after "from" in the step's words ``said``) is a group said
    with a plural noun and neither "each" nor "all": counters taken from among it in all."""
    return (
        obj.kind == "each"
        and obj.description.plural
        and " from " in f" {said} "
        and _FROM_EACH.search(said) is None
    )


def from_among(obj: Object, amount: object, said: str) -> Object:
    """The object the step takes counters from when ``obj`` is a bare group: one member the
    player chooses when one counter is taken in all (6.1.g); the group itself when two or
    more are (:func:`divided`); an amount not fixed is refused (6.1.g, 2.5.g / 7.3.38.a).
    ``obj`` itself when it is not a bare group."""
    if not bare_group(obj, said):
        return obj
    if divided(obj, amount, said):
        return obj  # the group itself, the amount divided among it (gz)
    if amount != 1:
        raise NotRead(
            "from",
            "counters taken 'from' several objects said without 'each' are that many in all,"
            " divided among them as the player chooses: read by hand (6.1.g, 2.5.g,"
            " 7.3.38.a)",
            "from_among_group",
        )
    one = deepcopy(obj.description)
    one.plural = False
    one.words = ""
    return replace(obj, kind="chosen", description=one)


def divided(obj: Object, amount: object, said: str) -> bool:
    """Whether ``amount`` counters "from" the bare group ``obj`` are divided among its
    members (gz): a fixed number of 2 or more, or 0 standing for "up to N" (the amount
    chosen first, 6.1.g)."""
    fixed = isinstance(amount, int) and not isinstance(amount, bool)
    return bare_group(obj, said) and fixed and (amount == 0 or int(str(amount)) >= 2)
