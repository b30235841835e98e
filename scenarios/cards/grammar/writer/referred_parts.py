""" "They" / "them" written after a whole group a step acted on (the reader's
semantics/referred_parts.py): "Characters you control gain 1 boost, then they gain
Anchored" — the follow-up's "it" said in the plural, as the objects of a group are several
(6.1.e)."""

from __future__ import annotations

from scenarios.cards.grammar.semantics.it_references import GROUPS_NAMED_AGAIN


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


def passive_list_words(ability: dict[str, object]) -> str | None:
    """ "[If c, ]I get +1/+0/+0 and have Defender.", "[Group] have Defender and get
    +0/+0/+1." — two passive abilities of the same objects in one sentence (the first and
    its ``_more``, 2.3.1.a, 2.3.2.f); ``None`` for others."""
    more = ability.get("_more")
    if not isinstance(more, list) or len(more) != 1 or not isinstance(more[0], dict):
        return None
    passives = [ability.get("passive"), more[0].get("passive")]
    if not all(isinstance(p, dict) for p in passives):
        return None
    first, second = (dict(p) for p in passives if isinstance(p, dict))
    condition = first.pop("if", None)
    if second.pop("if", None) != condition:
        return None
    body = _self_parts(first, second) or _group_parts(first, second)
    if body is None:
        return None
    if condition is None:
        return f"{body}."
    lowered = body if body.startswith("I ") else body[0].lower() + body[1:]
    return f"If {condition}, {lowered}."


def _change(stats: dict[str, object]) -> str:
    return "/".join(f"{int(str(stats.get(k, 0))):+d}" for k in ("forest", "mountain", "water"))


def _self_parts(first: dict[str, object], second: dict[str, object]) -> str | None:
    """The bearer's parts, in the orders the grammar reads."""
    stats = first.get("stats")
    if (
        set(first) == {"stats"}
        and isinstance(stats, dict)
        and set(stats)
        <= {
            "scope",
            "forest",
            "mountain",
            "water",
        }
    ):
        if stats.get("scope") != "self":
            return None
        if set(second) == {"keyword"}:
            return f"I get {_change(stats)} and have {second['keyword']}"
        if set(second) == {"lose_keyword"}:
            return f"I get {_change(stats)} and lose {second['lose_keyword']}"
    if set(first) == {"keyword"} and set(second) == {"lose_keyword"}:
        return f"I have {first['keyword']} and lose {second['lose_keyword']}"
    return None


def _group_parts(first: dict[str, object], second: dict[str, object]) -> str | None:
    """A group's keyword and statistic change, said of the group's words ("to")."""
    grant = first.get("grant") if set(first) == {"grant"} else second.get("grant")
    stats = second.get("stats") if set(second) == {"stats"} else first.get("stats")
    if (
        not isinstance(grant, dict)
        or not isinstance(stats, dict)
        or set(grant) != {"to", "keyword"}
    ):
        return None
    if stats.get("scope") != "group":
        return None
    to = str(grant["to"])
    group = to[0].upper() + to[1:]
    if set(first) == {"grant"}:
        return f"{group} have {grant['keyword']} and get {_change(stats)}"
    return f"{group} get {_change(stats)} and have {grant['keyword']}"
