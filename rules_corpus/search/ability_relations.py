"""What a named card's kind of ability meets in the other cards and in the question's ask (#32).

A question about two cards turns on how their abilities relate, which no word of the question
needs to name: a card that says something *cannot* happen and a card (or the question) asking
whether it does — "Celebration Day on my Expedition, then Small Step, Giant Leap: does it move
forward?" — is can't against can (CR 5.0 1.4.1.a, 1.4.1.c); a card that replaces an event
("If I would leave the Expedition zone …, put me in my owner's Mana zone instead") asked where
the object goes, or which of two outcomes happens, is a replacing modifier's question (6.2.b;
two of them at once, 6.2.h); a prohibition met by a replacement is the impossible event that
cannot be modified (1.4.1.d); a card's Reaction (not a self-move one) asked whether it still
activates as the card itself leaves — "Banishing Gate discards my Bravos Excavator, does it still
trigger?" — is activated by what worked *before* the event (6.3.f), found by its sentence.

Which terms prohibit or replace is read from the rules, not listed: a status or keyword ability
(the sections under CR 5.0 2.4 Statuses and 7.4 Keyword Abilities, found by their titles) whose
rules say that something "cannot" be done prohibits (Defender: 7.4.2.b "cannot move forward";
Exhausted: 2.4.6.c "cannot be played"); one whose rules say an object that "would" do something
does something else "instead" replaces (Fleeting: 2.4.7.d). A card's own "can't" and "instead"
are its rules words already (:mod:`.mentions`: "Can't Beats Can", "replacing modifiers").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from rules_corpus.model import Document
from rules_corpus.search.mentions import REACTION, SELF_MOVE, CardMention

# The principles' section titles (as :mod:`.question_forms` names them).
CANT_BEATS_CAN = "Can't Beats Can"
SPECIFIC_BEATS_GENERAL = "Specific Beats General"
MODIFIERS = "Modifiers"
# A card's rules words for its own "can't" and "instead" (:mod:`.mentions`).
REPLACING_WORD = "replacing modifiers"
# The rule saying a Reaction other than a self-move one is activated by what exists and works
# before the event (6.3.f), by its sentence (:mod:`.sentence_rules` finds it).
WORKED_BEFORE: Final = "rules: a Reaction activated by what worked before the event"
WORKED_BEFORE_SENTENCE: Final = re.compile(
    r"\bReaction other than a self-move Reaction is activated\b"
)
# The sections whose terms a card or a question may have or write: statuses and keyword
# abilities (by title, not number: a new edition that renumbers keeps them).
_TERM_PARENTS = ("Statuses", "Keyword Abilities")
_PROHIBITS = re.compile(r"\bcannot\b|\bcan[’']t\b")
_REPLACES = re.compile(r"\bwould\b[^.]*\binstead\b")

# Whether a question asks if something happens or can be done ("Does it move forward?",
# "can I still …", "will it trigger?"): a yes-or-no question opening a sentence or a clause.
_WHETHER = re.compile(
    r"(?:^|[.?!,:;—–-]\s*|\b(?:then|so|and|but)\s+)"
    r"(?:does|do|did|will|would|is|are|can|could|may)\s+(?:i|it|he|she|they|we|you|my|the|this|that"
    r"|his|her|their|its|NAMED)\b",
    re.IGNORECASE,
)
# A question about what is paid.
_PAYING = re.compile(r"\bpa(?:y|ys|id|ying)\b|\bcosts?\b|\bfree\b", re.IGNORECASE)
# Which of two outcomes happens: "does it go to the discard pile or to my Mana zone?", "which one
# applies?", "which happens?", "where does it go?".
_ALTERNATIVE = re.compile(
    r"\b(?:to|in|into)\b[^?.]*\bor\s+(?:to|in|into)\b"
    r"|\bwhich\b[^?.]*\b(?:applies|apply|happens|happen|wins|win|first)\b"
    r"|\bwhere\b[^?.]*\b(?:go|goes|end up|ends up)\b",
    re.IGNORECASE,
)
# Asked whether it still happens although the card left: "does it still trigger", "even though it
# left", "does the reaction happen anyway".
_STILL_ASKED = re.compile(r"\bstill\b|\beven (?:though|if)\b|\banyway\b")
_ACTIVATES = re.compile(r"\btrigger\w*|\bactivat\w*|\breact\w*|\bresolv\w*|\bhappen\w*|\bgets?\b")
# The card itself leaving play or its zone.
_LEAVES = re.compile(
    r"\b(?:left|leaves?|leaving|sacrific\w*|discard\w*|destroy\w*|dies|died|return\w*"
    r"|bounc\w*|remov\w*)\b|\b(?:sent|sends?|goes|go|went|puts?)\s+(?:\w+\s+){0,2}?to\b",
    re.IGNORECASE,
)


class AbilityKinds:
    """The terms (statuses, keyword abilities) the rules say prohibit or replace something."""

    def __init__(self, document: Document | None) -> None:
        prohibiting: set[str] = set()
        replacing: set[str] = set()
        if document is not None:
            parents = {s.id for s in document.sections if s.title in _TERM_PARENTS}
            for section in document.sections:
                parent = section.id.rsplit(".", 1)[0]
                if parent not in parents or section.title == "General":
                    continue
                texts = [r.text for r in document.rules if r.id.startswith(section.id + ".")]
                title = section.title.lower().removesuffix(" x")
                if any(_PROHIBITS.search(t) for t in texts):
                    prohibiting.add(title)
                if any(_REPLACES.search(t) for t in texts):
                    replacing.add(title)
        self.prohibiting = frozenset(prohibiting)
        self.replacing = frozenset(replacing)

    def forms(
        self, question: str, cards: Sequence[CardMention], terms: Sequence[str] = ()
    ) -> tuple[tuple[str, ...], ...]:
        """The principles the relation of the cards' abilities asks (each a group of section
        titles, as :func:`~.question_forms.form_groups` gives them): ``question`` with each
        name written ``NAMED``, ``terms`` the rules' terms the question itself writes."""
        # What prohibits and what replaces: a card by its own "can't" or "instead", a status or
        # keyword ability the question writes by its rules (a card's keyword the question does
        # not write — a Hero granting Defender to tokens — sets no prohibition asked about).
        written = {t.lower() for t in terms}
        prohibit = {c.name for c in cards if CANT_BEATS_CAN in c.words} | (
            written & self.prohibiting
        )
        replacements = {c.name for c in cards if REPLACING_WORD in c.words} | (
            written & self.replacing
        )
        found: list[tuple[str, ...]] = []
        if prohibit and replacements and not (len(prohibit) == 1 and prohibit == replacements):
            # A prohibition met by a replacement: the impossible event is not modified (1.4.1.d).
            found.append((CANT_BEATS_CAN, MODIFIERS))
        elif (
            prohibit
            and len({c.name for c in cards}) >= 2
            and _WHETHER.search(question)
            and not _PAYING.search(question)
        ):
            # One card says it cannot happen, another makes it (or the question asks if it does).
            # A cost asked ("can't cost less than 2" against "for free") is the cost rules' own
            # order of alterations (5.1.2.f, :mod:`.cost_forms`), not a golden rule's.
            found.append((CANT_BEATS_CAN, SPECIFIC_BEATS_GENERAL))
        if replacements and (_ALTERNATIVE.search(question) or len(replacements) >= 2):
            # Where the replaced event ends, or which of two replacements applies (6.2.b, 6.2.h).
            found.append((MODIFIERS,))
        # A card's Reaction (none of the cards' a self-move one, 6.3.c–e) asked whether it still
        # activates as the card leaves: what worked before the event activates (6.3.f).
        reacts = any(REACTION in c.words for c in cards)
        self_move = any(SELF_MOVE in c.words for c in cards)
        asked = _STILL_ASKED.search(question) and _ACTIVATES.search(question)
        if reacts and not self_move and asked and _LEAVES.search(question):
            found.append((WORKED_BEFORE,))
        return tuple(found)
