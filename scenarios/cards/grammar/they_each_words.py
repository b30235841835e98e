"""hc (issue 30, session 37): "If they had …, they …" after a step on several targets, in
the grammar's words.

"Up to two target Characters each lose all their boosts. If they had an Ember counter, they
gain [[Asleep]]": the condition is said of each target on its own (6.5.d, 6.1.e) — the
condition "it had an Ember counter" of one target, which the grammar reads. Only after
"if" / "unless", only before a verb a condition on an object opens with, and only when the
sentence before names several target objects ("up to two target Characters", "two target
Permanents", "target Character and target Permanent"); "they" a player ("If they have 3 or
more cards in hand") keeps its words. The printed words stay the condition's text; the
semantics (``semantics/each_member.py``) check the follow-up acts on "them" and mark it done
once per target.
"""

from __future__ import annotations

import re

from scenarios.cards.grammar.folds import Rewording, Words

SINGULAR = {
    "had": "had",
    "have": "has",
    "are": "is",
    "were": "was",
}
"""The verbs after "they" a condition on an object opens with, and the one "it" says."""

_PLURAL_TARGETS = re.compile(
    r"\b(?:(?:up to )?(?:two|three|four|five|\d+)|any number of) target "
    r"(?!opponents\b|players\b)[a-z]+s\b"
    r"|\btarget (?!opponent\b|player\b)[a-z]+ and (?:another )?target (?!opponent\b|player\b)"
)
"""Several target objects named before: "up to two target Characters", "two target
Permanents", "target Character and another target Character" (6.5.b) — not players."""


def _they_each(t: Words) -> int:
    """ "if they had / have / are / were" -> "if it had / has / is / was" after several
    targets (the module docstring)."""
    i, low = t.at, t.low
    if i == 0 or low[i - 1] not in ("if", "unless") or low[i + 1 : i + 2] == []:
        return 0
    verb = low[i + 1]
    if verb not in SINGULAR or not _PLURAL_TARGETS.search(_sentence_before(low, i)):
        return 0
    t.say(["it", SINGULAR[verb]], [t.printed[i], t.printed[i + 1]])
    return 2


def _sentence_before(low: list[str], at: int) -> str:
    """The words of the sentence before the one word ``at`` is in (the step "they" follows)."""
    stops = [k for k, w in enumerate(low[:at]) if w == "."]
    if not stops:
        return ""
    start = stops[-2] + 1 if len(stops) > 1 else 0
    return " ".join(low[start : stops[-1]])


THEY_EACH_WORDS = (
    Rewording(
        "a condition said of each of several targets (6.5.d)", frozenset({"they"}), _they_each
    ),
)
"""The wording of the module docstring."""
