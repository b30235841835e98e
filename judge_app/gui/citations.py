"""Citations a judge pastes into a ruling: ``Altered CR 5.0 — 6.2.e: <text>`` (pure Python)."""

from __future__ import annotations

from judge_app.gui.rule_icons import icon_words
from rules_corpus.corpus import Corpus, Item
from rules_corpus.model import Entry, Rule, Section


def citation_text(corpus: Corpus, doc: str, item: Item) -> str:
    """The citation of ``item`` followed by its text (rule items as bullet lines), the icons
    the text lost as words (:mod:`judge_app.gui.rule_icons`)."""
    return icon_words(_citation(corpus, doc, item), corpus.document(doc).meta.game)


def note_citation(corpus: Corpus, doc: str, item: Item, kind: str, snippet: str) -> str:
    """The citation of a Remark or Example hit: its rule's citation and text, then the
    Remark or Example itself (a Remark is read with its rule: CR 5.0 1.1.1.e) — the one the
    hit's ``snippet`` shows, or all of that kind when it cannot be told which."""
    text = citation_text(corpus, doc, item)
    notes = [n for n in getattr(item, "notes", ()) if n.kind.value == kind]
    shown = " ".join(snippet.replace("…", " ").split())
    matching = [n for n in notes if shown[:40] and shown[:40] in " ".join(n.text.split())]
    label = "Remark" if kind == "remark" else "Example"
    game = corpus.document(doc).meta.game
    for note in matching or notes:
        text += "\n" + icon_words(f"{label}: {note.text}", game)
    return text


def _citation(corpus: Corpus, doc: str, item: Item) -> str:
    if isinstance(item, Entry):
        return f"{corpus.citation(doc, item.term)}: {item.text}"
    if isinstance(item, Section):
        intro = " ".join(item.intro)
        head = f"{corpus.citation(doc, item.id)}: {item.title}"
        return f"{head}. {intro}" if intro else head
    return f"{corpus.citation(doc, item.id)}: {_rule_text(item)}"


def _rule_text(rule: Rule) -> str:
    lines = [rule.text, *(f"• {item}" for item in rule.items)]
    return "\n".join(lines)
