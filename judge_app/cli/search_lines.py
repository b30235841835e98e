"""How ``judge-app search`` prints a hit: citation, kind and title, what replaced it, snippet.

What a judge reads at a terminal, in the window's words (issue 19):

* the matched words are emphasised in a way the rules never write — bold on a terminal,
  ``*word*`` when the output is piped or ``NO_COLOR`` is set — not in square brackets, which
  the rules use themselves ("[Exhaust me]", "The symbol [Muna]", "[When played from Hand]");
* the card icons the Altered text lost read as the rules' words, as in the window
  (:mod:`judge_app.gui.rule_icons`, pure Python): "[When played from Hand] ability", not "🖐
  ability";
* a glossary entry's or headword's title is its term, already in the citation: said once;
* a superseded hit whose CR 5.0 equivalent is also listed says so ("listed above"), so the
  judge reads the rule in force, not the older words twice.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TextIO

from judge_app.gui.rule_icons import icon_words
from rules_corpus.corpus import Corpus
from rules_corpus.search.results import SearchHit

BOLD = ("\x1b[1m", "\x1b[22m")
PLAIN = ("*", "*")


@dataclass(frozen=True, slots=True)
class Emphasis:
    """How the matched words are marked: before and after each."""

    before: str
    after: str


def emphasis_for(stream: TextIO) -> Emphasis:
    """Bold on a terminal (unless ``NO_COLOR`` is set, https://no-color.org), else ``*word*``."""
    isatty = getattr(stream, "isatty", None)
    terminal = bool(isatty and isatty())
    before, after = BOLD if terminal and not os.environ.get("NO_COLOR") else PLAIN
    return Emphasis(before, after)


def hit_lines(
    corpus: Corpus, hit: SearchHit, listed: Sequence[SearchHit], emphasis: Emphasis
) -> list[str]:
    """The lines printed for ``hit`` (not a ruling) of the list ``listed``."""
    game = corpus.document(hit.doc).meta.game
    citation = corpus.citation(hit.doc, hit.id)
    label = "" if hit.kind in ("rule", "section") else f" [{hit.kind}]"
    title = f" — {hit.title}" if hit.title.strip() and hit.title != hit.id else ""
    lines = [icon_words(f"{citation}{label}{title}", game)]
    if hit.superseded_by is not None:
        now = corpus.document(hit.superseded_by).meta.citation_prefix
        if hit.current_id is None:
            lines.append(f"    superseded: no counterpart in {now}")
        else:
            above = _listed(listed, hit.superseded_by, hit.current_id)
            lines.append(f"    superseded: {now} — {hit.current_id}{above}")
    snippet = hit.marked_snippet(emphasis.before, emphasis.after).replace("\n", " ")
    if snippet.strip():
        lines.append(f"    {icon_words(snippet, game)}")
    return lines


def _listed(listed: Sequence[SearchHit], doc: str, item_id: str) -> str:
    """Say " (listed above)" when the current rule ``item_id`` of ``doc`` is among the hits."""
    found = any(h.doc == doc and h.id == item_id and h.superseded_by is None for h in listed)
    return " (listed above)" if found else ""
