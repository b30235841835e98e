"""Citations a judge pastes into a ruling: ``Altered CR 5.0 — 6.2.e: <text>`` (pure Python)."""

from __future__ import annotations

from judge_app.gui.rule_icons import icon_words
from rules_corpus.corpus import Corpus, Item
from rules_corpus.model import Entry, Rule, Section


def citation_text(corpus: Corpus, doc: str, item: Item) -> str:
    """The citation of ``item`` followed by its text (rule items as bullet lines), the icons
    the text lost as words (:mod:`judge_app.gui.rule_icons`)."""
    return icon_words(_citation(corpus, doc, item), corpus.document(doc).meta.game)


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
