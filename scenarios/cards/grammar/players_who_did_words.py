"""gram114: the players who did a step, said as its subject (issue 30: what a step did).

"Each player may discard a card from their hand. Each player who did draws two cards." asks,
for each player who decided the optional step before (6.5.c, in initiative order, 6.1.h),
what they did: the players who did it do the next step — "If they do, they draw two cards"
(6.5.f "if you do", said of the players the effect names, 1.4.7.b). "Each opponent who
didn't …" is "If they don't, they …" the same way.

Read only where it cannot change the meaning: the sentence opens a clause (or follows
"Then,") and the sentence just before is "[Each player / Each opponent] may [step]" of the
SAME players — "Each opponent who did" after "Each player may" is some of those players (not
the effect's controller), which this reading cannot say, so it is kept as printed (refused).
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import CLAUSE_START, Rewording, Words

_GROUPS = frozenset({"player", "opponent"})
_DID = {
    ("did", "not"): "don't",
    ("does", "not"): "don't",
    ("did",): "do",
    ("does",): "do",
    ("didn't",): "don't",
    ("doesn't",): "don't",
}
"""The answer in the past or present, as "If they do / don't" says it (6.5.f); the longer
wordings first."""


_PAST = {
    "drew": "draw",
    "discarded": "discard",
    "sacrificed": "sacrifice",
    "exhausted": "exhaust",
    "revealed": "reveal",
    "played": "play",
    "paid": "pay",
    "chose": "choose",
    "gave": "give",
    "returned": "return",
    "sent": "send",
    "created": "create",
}
"""The step's own verb in the past ("Each player may draw a card. Each player who drew …"):
"who did" said by the verb of the optional step just before — read only when it IS that
step's verb (any other past verb asks about another step, kept as printed)."""


def _icon(word: str) -> bool:
    """An icon opening an ability ("{J}", "{H}"), not a mana amount inside a step ("{1}")."""
    return word.startswith("{") and not word[1:-1].isdigit()


def _sentence_before(low: list[str], at: int) -> list[str]:
    """The printed words of the sentence ending just before word ``at`` ("Then," left out)."""
    end = at
    if low[end - 2 : end] == ["then", ","]:
        end -= 2
    if end == 0 or low[end - 1] != ".":
        return []
    start = end - 1
    while start > 0 and low[start - 1] not in CLAUSE_START and not _icon(low[start - 1]):
        start -= 1
    return low[start : end - 1]


def _players_who_did(t: Words) -> int:
    """ "Each [player / opponent] who did[n't] [verb]s …" -> "If they do[n't], they
    [verb]s …" after "Each [player / opponent] may [step]." (the module docstring); "who
    drew" after "may draw …" as "who did" (:data:`_PAST`)."""
    i, low = t.at, t.low
    group = low[i + 1 : i + 2]
    if not group or group[0] not in _GROUPS or low[i + 2 : i + 3] != ["who"]:
        return 0
    answer = next(
        (
            (said, len(words))
            for words, said in _DID.items()
            if tuple(low[i + 3 : i + 3 + len(words)]) == words
        ),
        None,
    )
    past = low[i + 3] if i + 3 < len(low) else ""
    if answer is None and past in _PAST:
        if _sentence_before(low, i)[3:4] != [_PAST[past]]:
            return 0  # a past verb of another step than the one asked before
        answer = ("do", 1)
    if answer is None:
        return 0
    opens = t.starts_clause(i) or (i >= 2 and low[i - 2 : i] == ["then", ","])
    if not opens or _sentence_before(low, i)[:3] != ["each", group[0], "may"]:
        return 0
    said, n = answer
    if not t.starts_clause(i) and [w.lower() for w, _, _ in t.said[-2:]] == ["then", ","]:
        del t.said[-2:]  # "Then, each player who did": "If they do" follows the step anyway
    spans = t.printed[i : i + 3 + n]
    t.say(["if", "they", *said.split(), ","], spans)
    t.say(["they"], spans[-1:])
    return 3 + n


PLAYERS_WHO_DID_WORDS = (
    Rewording(
        "the players who did the optional step before (6.5.f)",
        frozenset({"each"}),
        _players_who_did,
    ),
)
"""The rewording of the module docstring."""
