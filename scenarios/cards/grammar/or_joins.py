"""What an "or" joins, where the grammar needs its kind of "or" said by the lexer: two steps
the player chooses between ("… or send me to Reserve", 6.1.g: OR_STEP), or two kinds of
object ("a token or a Permanent", 2.2.1: OR_KIND, gram79) — not two conditions or events
("a token or a Character left play"), whose "or" stays a plain "or".
"""

from __future__ import annotations

from collections.abc import Callable

STEP_VERBS = frozenset(
    {
        "send",
        "sacrifice",
        "draw",
        "discard",
        "exhaust",
        "ready",
        "put",
        "return",
        "create",
        "resupply",
        "give",
        "augment",
    }
)
"""Verbs a step the controller does begins with (7.3): after "or", a second step."""
_KIND_WORDS = frozenset({"token", "landmark", "character", "permanent"})
"""Kinds of object joined by "or" the lexer says OR_KIND around (gram79)."""


_CLAUSE_VERBS = frozenset(
    {
        "is",
        "was",
        "are",
        "were",
        "has",
        "had",
        "have",
        "would",
        "left",
        "leaves",
        "enters",
        "joins",
        "goes",
        "went",
        "gains",
        "loses",
        "moves",
        "can't",
        "can",
        "does",
        "did",
    }
)


def _clause_verb(word: str) -> bool:
    """Whether a word after "… or a [kind]" is the verb of a clause that kind is the subject
    of ("a Character left play", "a Character is exhausted"): the "or" then joins two
    conditions or events, not two kinds of object."""
    return word in _CLAUSE_VERBS or (word.endswith("ed") and word not in ("exhausted",))


def before_step(after: list[str]) -> bool:
    """Whether the words after an "or" begin a step: an action's verb ("or send me to
    Reserve", 7.3), or "I gain / I lose" ("or I lose all my boosts")."""
    if not after:
        return False
    return after[0] in STEP_VERBS or (after[:1] == ["i"] and after[1:2] in (["gain"], ["lose"]))


def kinds_or(printed: list[str], i: int, kind: Callable[[str, str], str]) -> bool:
    """Whether the "or" at ``i`` joins two kinds of object, a token or a Landmark one of
    them ("a token or a Permanent", "target Character or Landmark", "a Plant or a
    token"; 2.2.1, 1.1.7.b) — not a condition or step after it (gram79). ``kind`` is the
    lexer's word kind (:meth:`lexer.WordLexer._kind`), which tells a sub-type."""
    if i == 0 or i + 1 >= len(printed):
        return False
    after = printed[i + 1 : i + 4]
    if after[0].lower() in ("a", "an") and len(after) > 1:
        after = after[1:]
    sides = (printed[i - 1].lower(), after[0].lower())
    if not set(sides) & {"token", "landmark"}:
        return False
    article = printed[i + 1].lower() in ("a", "an") and i + 2 < len(printed)
    j = i + (3 if article else 2)  # the word after the second kind
    if _clause_verb(printed[j].lower() if j < len(printed) else ""):
        return False  # "you control a token or a Character left play": two conditions
    if article and j < len(printed) and printed[j].lower() in ("with", "without", "that"):
        # ia40: "a Character or a token with no boosts": whether the words after the second
        # describe the first too is not printed — two whole descriptions (OR_OBJECT), whose
        # rule refuses it, not two kinds the words are said of
        return False
    if article and i > 1 and _adjective(printed[i - 2].lower(), kind):
        # ia40: "a Boosted Character or a token": the adjective is the first's alone, the
        # second said with its own article — two whole descriptions (OR_OBJECT), not kinds
        return False
    return all(s in _KIND_WORDS or kind(s, "") == "SUBTYPE" for s in sides)


def _adjective(word: str, kind: Callable[[str, str], str]) -> bool:
    """Whether ``word`` is an adjective of an object description: a status ("Boosted"), a
    sub-type said before a noun, "non-token", "other" (2.4, 2.2.2)."""
    return kind(word, "") in ("STATUS", "SUBTYPE") or word in ("non-token", "other")
