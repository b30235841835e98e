"""Sibling sentences of gram78 (issue 30): replacing modifiers said "If [object] would
[event], [result] instead" over the CR's events × objects × results (6.2.b), a set's own
keywords read from the reminders it prints (2.2.12.c, 7.3, 7.4) and granted like rules
keywords, and "instead" inside an effect (the earlier step does not happen, 6.2.b). Each is
printed on a card, read by the grammar alone (sentence patterns off) and compiled; the
benchmark prints which read (with the reading, to be judged by meaning) and which are refused.

Run: ``.venv/bin/python benchmarks/replacement_siblings.py [-v]``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "cards_grammar"))

from _common import audit_card
from sentences_replacing_modifiers import (
    INSTEAD_IN_EFFECT,
    KEYWORDS,
    REPLACEMENTS,
    SET_KEYWORD_USES,
)


def _read(text: str, type_: str) -> tuple[bool, str]:
    from scenarios.cards.compile import compile_card
    from scenarios.cards.printed import read_printed

    card = audit_card(text, type_, name="Sibling")
    reading = read_printed(card, patterns=False)
    if not reading.executable:
        reasons = [a.reason for a in reading.abilities if getattr(a, "reason", None)]
        return False, "; ".join(str(r) for r in reasons)[:200]
    compiled = compile_card(reading.model)
    if compiled.gaps:
        return False, f"gaps: {compiled.gaps}"[:200]
    shown = json.dumps(
        reading.model.model_dump(exclude_none=True, exclude_defaults=True), default=str
    )
    return True, shown[:400]


def main() -> None:
    from scenarios.cards.grammar.set_lexicon import using_keywords

    verbose = "-v" in sys.argv
    total = read = 0
    with using_keywords(KEYWORDS):
        for group, sentences in (
            ("replacement", REPLACEMENTS),
            ("set keyword", SET_KEYWORD_USES),
            ("instead in an effect", INSTEAD_IN_EFFECT),
        ):
            n = 0
            for text in sentences:
                type_ = "Spell" if text.startswith("{J}") else "Character"
                ok, shown = _read(text.removeprefix("{J} "), type_)
                n += ok
                if verbose:
                    print(("READ    " if ok else "refused ") + text + "\n        " + shown)
            print(f"{group}: {n}/{len(sentences)} read")
            total += len(sentences)
            read += n
    print(f"all: {read}/{total} read")


if __name__ == "__main__":
    main()
