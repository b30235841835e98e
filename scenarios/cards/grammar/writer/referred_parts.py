""" "They" / "them" written after a whole group a step acted on (the reader's
semantics/referred_parts.py): "Characters you control gain 1 boost, then they gain
Anchored" — the follow-up's "it" said in the plural, as the objects of a group are several
(6.1.e)."""

from __future__ import annotations

from scenarios.cards.grammar.semantics.subjects_and_filters import GROUPS_NAMED_AGAIN


def names_group_again(step: dict[str, object]) -> bool:
    """Whether ``step`` acts on a whole group and its follow-ups act on "it" (the group)."""
    then = step.get("then")
    if step.get("subject") not in GROUPS_NAMED_AGAIN or not isinstance(then, list) or not then:
        return False
    return all(isinstance(t, dict) and t.get("subject") == "it" for t in then)


def they_clause(clause: str) -> str | None:
    """ "It gains Anchored" -> "They gain Anchored", "Exhaust it" -> "Exhaust them";
    ``None`` for a clause that says "it" otherwise."""
    words = clause.split(" ")
    if words[0] == "It" and len(words) > 1 and words[1].endswith("s"):
        return " ".join(["They", words[1][:-1], *words[2:]])
    if words[-1] == "it" and "it" not in words[:-1] and words[0] != "It":
        return " ".join([*words[:-1], "them"])
    return None
