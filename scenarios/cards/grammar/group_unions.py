"""gx (issue 30, session 36): the lexer's mark of an "and" joining two GROUPS into one —
"Each Robot and each Plant you control gains 1 boost", "Exhaust all Characters and all
Permanents you control", "Characters and Permanents in your Reserve" — one group whose
members are each affected once (6.1.e: one atomic action per object; 6.1.g: the objects a
group names are found as the step happens).

The "and" is a joiner only where the words since the group's opening "each" / "all" are an
object's description (no step verb, no clause mark: "Each Robot gains 1 boost and each
Plant …" is two clauses, read as ever), and the words after it open another group: "each" /
"all" and a noun, or, after a plural type ("Characters"), another plural type."""

from __future__ import annotations

from scenarios.cards.grammar.joined_targets import _CLAUSE_START, _STEP_WORDS, _trigger_mark

_GROUP_OPENERS = frozenset({"each", "all"})
_PLURAL_TYPES = frozenset({"characters", "permanents", "spells", "landmarks", "tokens"})
_NOT_OBJECTS = frozenset(
    {"opponent", "opponents", "player", "players", "of", "other", "turn", "day", "time", "i"}
    | {"its", "their", "my", "your", "his", "her", "the", "these", "those"}
)
"""Words after "each" that say no object group here ("each opponent", "each of your
Expeditions", "each turn"); "each other" is checked on the word after it."""


def joins_groups(low: list[str], i: int) -> bool:
    """Whether the "and" at ``low[i]`` joins a second group to a first whose description
    runs from its "each" / "all" (or its plural type) to this "and"."""
    if low[i] != "and" or i == 0 or i + 2 >= len(low):
        return False
    after = low[i + 1]
    if after in _GROUP_OPENERS:
        second = low[i + 2]
        if second == "other" and i + 3 < len(low):
            second = low[i + 3]
        if second in _NOT_OBJECTS or second in _CLAUSE_START or second.isdigit():
            return False
        return _opens_group(low, i)
    # "Characters and Permanents [qualifiers]": two plural types, one group
    return low[i - 1] in _PLURAL_TYPES and after in _PLURAL_TYPES and low[i - 1] != after


def _opens_group(low: list[str], i: int) -> bool:
    """Whether the words before the "and" at ``i`` are a group's description opened by
    "each" / "all" (no verb or clause mark between)."""
    for k in range(i - 1, -1, -1):
        word = low[k]
        if word in _GROUP_OPENERS:
            nxt = low[k + 1] if k + 1 < i else ""
            return bool(nxt) and nxt not in _NOT_OBJECTS - {"other"}
        if word in _CLAUSE_START or _trigger_mark(word) or word in _STEP_WORDS or word.isdigit():
            return False
    return False
