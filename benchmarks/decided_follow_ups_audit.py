"""Who acts after another player's decision? (gram64, issue 30)

    .venv/bin/python benchmarks/decided_follow_ups_audit.py [--list]

Crosses the deciding player × the atomic action decided × what follows
(``tests/cards_grammar/sentences_decided_follow_ups.py``) and reads each sentence with the
grammar alone. *Right*: the decision is that player's (``players_do`` or a subject naming
them, 6.5.c) and the follow-up is done by whom it names — the effect's controller for "draw
a card" (6.5.f), the deciding player for "they [step]" (1.4.7.b). *Wrong*: read, meaning
another actor. *Refused*: left to the judge.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import grammar_alone

from tests.cards_grammar.sentences_decided_follow_ups import siblings
from tests.cards_text.helpers import steps as reading_steps

Step = dict[str, Any]
_THEIRS = ("target_opponent", "opponent", "target_player", "each_opponent")


def _decided(found: list[Step]) -> Step | None:
    for s in found:
        if s.get("may"):
            return s
        for key in ("then",):
            inner = _decided(list(s.get(key) or []))
            if inner is not None:
                return inner
    return None


def verdict(text: str, whose: str) -> str:
    """right / wrong / refused for one sentence."""
    reading = grammar_alone(text)
    if not reading.executable:
        return "refused"
    step = _decided(reading_steps(reading))
    if step is None:
        return "wrong"
    decider = str(step.get("players_do") or step.get("subject") or "")
    if not any(w in decider for w in _THEIRS):
        return "wrong"  # the decision read as the effect's controller's (6.5.c)
    follow = [t for k in ("then", "if_not_done") for t in step.get(k) or []]
    if not follow:
        return "wrong"
    in_turn = bool(step.get("players_do"))
    if whose == "me":
        ok = all(t.get("subject") == "self" for t in follow)
    elif whose == "yours":
        ok = (step.get("follow_ups_yours") or not in_turn) and not any(
            t.get("players_do") for t in follow
        )
    else:
        ok = (
            all(not t.get("players_do") for t in follow) and not step.get("follow_ups_yours")
            if in_turn
            else all(t.get("players_do") == "decider" for t in follow)
        )
    return "right" if ok else "wrong"


def main() -> None:
    cases = siblings()
    verdicts = Counter()
    listed = "--list" in sys.argv
    for text, whose in cases:
        v = verdict(text, whose)
        verdicts[v] += 1
        if listed or v == "wrong":
            print(f"{v:8} {text}")
    print(
        f"{len(cases)} sibling sentences: right {verdicts['right']}, wrong {verdicts['wrong']},"
        f" refused {verdicts['refused']}"
    )


if __name__ == "__main__":
    main()
