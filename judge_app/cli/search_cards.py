"""The cards a ``judge-app search`` question names, recognised as the window does (issue 32).

The same recogniser and the same records as the search window's chips
(:mod:`judge_app.card_mentions`): names in any imported language, misspelt or partial, against
the library and the imported pool; the search is then given them, so the command line ranks a
question naming cards as the window does. The cards found are listed before the results (text)
or after the hits as entries of kind ``card`` (``--json``: the list of hits keeps its shape and
order; a tool reading only rules skips kind ``card`` as it skips kind ``ruling``; with
``--kind`` only that kind is listed). A name the question writes that no known card has is
said after them, with the known names nearest it (kind ``name not found``;
:mod:`rules_corpus.search.unknown_cards`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from judge_app.card_mentions import (
    CardRecogniser,
    QuestionCards,
    Recognised,
    library_cards,
    pool_cards,
)
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.mentions import CardMention
from rules_corpus.search.unknown_cards import CardNames, NameNotFound

CARD_KIND = "card"
NOT_FOUND_KIND = "name not found"
_SOURCE = {"pool": "imported", "library": "library"}


def question_cards(
    index: RulesIndex, pool_path: Path, question: str
) -> tuple[list[Recognised], tuple[CardMention, ...], list[str], CardNames]:
    """(each card ``question`` names, once; the search's records; messages for the judge; the
    known cards' names, for the names the question writes that no card has)."""
    pooled, notices = pool_cards(pool_path)
    reader = QuestionCards(
        CardRecogniser([*pooled, *library_cards()], index.rules_word), index.card_terms
    )
    found, records = reader.read(question)
    return found, records, notices, reader.card_names()


def not_found_line(names: Sequence[NameNotFound]) -> str:
    """The names the question writes that no known card has, one line each (after the cards
    named): "No imported or library card is called “Zephyr Hound”: nearest Hound. …"."""
    return "\n".join(name.notice() for name in names)


def not_found_json(name: NameNotFound) -> dict[str, Any]:
    """A name no known card has, as a JSON entry beside the hits (kind ``name not found``)."""
    return {"kind": NOT_FOUND_KIND, **name.to_json(), "note": name.notice()}


def card_line(found: list[Recognised]) -> str:
    """The cards named, one line: "Cards named: Kuwat, the Dissenter (Character; typed
    “Kuwat”), …"."""
    shown = []
    for item in found:
        kind = item.card.type_line.strip() or "card"
        typed = f"; typed “{item.typed}”" if item.typed != item.card.name else ""
        shown.append(f"{item.card.name} ({kind}, {_SOURCE[item.card.source]}{typed})")
    return "Cards named: " + "; ".join(shown)


def card_json(item: Recognised, words: tuple[str, ...]) -> dict[str, Any]:
    """One card named, as a JSON entry beside the hits: what the chips show, where the name
    was typed and the rules words the search took from its text."""
    return {
        "kind": CARD_KIND,
        "name": item.card.name,
        "typed": item.typed,
        "start": item.start,
        "end": item.end,
        "type": item.card.type_line,
        "source": _SOURCE[item.card.source],
        "text": item.card.text.strip(),
        "rules_words": list(words),
    }
