"""The writer's words for other players' choices (6.5.c, 6.1.h) — the grammar section
"conditions and choices": a step a player other than "you" may do is written "[Player] may
[step]" ("Target opponent may draw a card"), the verb back in its base form, as the reader
reads it (:mod:`.semantics_other_players_choices`); "You may [X]" otherwise."""

from __future__ import annotations

import re
from typing import Any

_PLAYERS = re.compile(
    r"^(?P<who>target opponent|target player|each player|each opponent|your opponent"
    r"|its controller|its owner) (?P<verb>[A-Za-z]+)(?P<rest>.*)$",
    re.IGNORECASE | re.DOTALL,
)


def base_form(verb: str) -> str:
    """``verb`` said of one player back in its base form: "draws" -> "draw", "resupplies"
    -> "resupply", "has" -> "have" (the inverse of ``third_person``)."""
    low = verb.lower()
    if low == "has":
        said = "have"
    elif low.endswith("ies"):
        said = low[:-3] + "y"
    elif low.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        said = low[:-2]
    else:
        said = low.removesuffix("s")
    return said.capitalize() if verb[:1].isupper() else said


def may_words(text: str, step: dict[str, Any], lower: Any) -> str:
    """ "[Player] may [step]" when ``step`` (its ``text`` written without "may") is done by
    a player the effect names who decides (not ``you_decide``); "You may [text]" else."""
    m = _PLAYERS.match(text)
    subject = str(step.get("subject", ""))
    if m is None or step.get("you_decide") or subject in ("", "controller", "self"):
        return f"You may {lower(text)}"
    return f"{m['who']} may {base_form(m['verb'])}{m['rest']}"
