"""Cards named in a question, as the search takes them: plain records from the app (#32).

rules_corpus never imports card code: the app recognises the cards a question names
(``judge_app/card_mentions.py``) and hands the search one :class:`CardMention` per card — where
its name is in the question and the rules words its printed text uses — the way
:meth:`RulesIndex.set_rulings` takes rulings.

What the search does with them (:func:`rules_question`): a card's name is not a rules word, and
left in the question it pulls the Examples that happen to name that card (or look-alike words);
the question is searched with the names taken out and the cards' rules words put in, so "If I
play Kuwat while my opponent controls Haven…" is searched as a question about a Character with a
Reaction that sacrifices and a Permanent with a Reaction that resupplies.

:func:`defined_terms` gives the app those words, from the rules themselves: the glossary's
terms, the keyword actions' and keyword abilities' titles (CR 7.3, 7.4), the words the rules say
a kind of ability is "usually written with" (6.2.b "instead": a replacing modifier; 6.2.c
"also": an additive modifier) and the golden rules' titles whose first word a text uses
("can't": 1.4.1 Can't Beats Can).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rules_corpus.corpus import Corpus
from rules_corpus.model import Document
from rules_corpus.search.analysis import stem_sequence
from rules_corpus.search.query import stems_of
from rules_corpus.search.written_forms import QUOTE

MAX_MENTIONS = 6  # cards a question names that the search takes in (a pasted decklist is not one)
REACTION = "Reaction"
# Two cards that both react may react to the same event: in which order their Reactions are
# played is 4.4's (Checking Reactions: initiative order, 4.4.b).
BOTH_REACT = "Checking Reactions"
# A Reaction whose trigger is the card itself entering a visible zone or being played ("{J}",
# "When I go to Reserve from your hand"): a self-move Reaction, as CR 5.0 6.3.c calls it (the
# term names 6.3, whose rules say when such a Reaction activates: 6.3.e).
SELF_MOVE = "self-move Reactions"
# A Reaction whose trigger is the card itself being played from a zone ("{H}", "{R}": "When I am
# played from Hand –", CR 5.0 7.1.1.b–c): put in play by another card, it is not played, and
# such a Reaction does not activate (7.1.1's Remark; 7.5.12 Play).
PLAYED_FROM = "played-from Reactions"
# A Reaction whose trigger names the player who acts ("When you sacrifice a Character –", "When an
# opponent draws one or more cards –"): a trigger that depends on which player did the action, as
# CR 5.0 1.4.7.a says (Who Did That?) — asked about an action another card makes a player do, who
# did it is the question.
ACTOR_TRIGGER = "player-action Reactions"
MAX_WORDS = 12  # rules words taken from one card


@dataclass(frozen=True, slots=True)
class CardMention:
    """One card named in a question: its name, where the name is (characters of the question
    as given to the search) and the rules words its printed text uses."""

    name: str
    start: int
    end: int
    words: tuple[str, ...] = ()
    kind: str = ""  # the card's type as the rules name it ("Character", "Spell"), if known


def split_named(text: str, cards: Sequence[CardMention]) -> list[tuple[str, bool]]:
    """``text`` cut into pieces, each (piece, whether it is a card's name), in order; spans
    outside the text or overlapping an earlier one are ignored."""
    kept = sorted(
        (c for c in cards[: MAX_MENTIONS * 3] if 0 <= c.start < c.end <= len(text)),
        key=lambda c: c.start,
    )
    pieces: list[tuple[str, bool]] = []
    at = 0
    for card in kept:
        if card.start < at:
            continue
        if card.start > at:
            pieces.append((text[at : card.start], False))
        pieces.append((text[card.start : card.end], True))
        at = card.end
    if at < len(text):
        pieces.append((text[at:], False))
    return pieces


def rules_words(question: str, cards: Sequence[CardMention], both_react: bool = True) -> list[str]:
    """The cards' rules words that ``question`` does not already use, each once (at most
    :data:`MAX_WORDS` a card, :data:`MAX_MENTIONS` cards), and :data:`BOTH_REACT` when two
    cards named have a Reaction (and ``both_react``: the question may be about them)."""
    known = set(stems_of(question))
    added: list[str] = []
    names: list[str] = []
    for card in cards:
        if card.name not in names:
            names.append(card.name)
    distinct = {c.name: c for c in cards}
    for name in names[:MAX_MENTIONS]:
        for word in distinct[name].words[:MAX_WORDS]:
            # Not searched: a self-move Reaction is a form's (interaction.SELF_MOVED), a quoted
            # wording ("“if you do”": written_forms) names its rule, and neither is the
            # question's subject ("if you do" pulled 6.2.e's "If you don't" by its words).
            if word in (SELF_MOVE, PLAYED_FROM, ACTOR_TRIGGER) or word.startswith(QUOTE):
                continue
            stems = set(stems_of(word))
            if stems and not stems <= known:
                known |= stems
                added.append(word)
    reacting = [n for n in names[:MAX_MENTIONS] if REACTION in distinct[n].words]
    if both_react and len(reacting) >= 2 and not set(stems_of(BOTH_REACT)) <= known:
        added.append(BOTH_REACT)
    return added


def rules_question(text: str, cards: Sequence[CardMention]) -> str:
    """``text`` with the cards' names taken out and their rules words added after it: what
    the search looks for (the words after the question: the encoder reads a question first)."""
    question = " ".join(" ".join(p for p, named in split_named(text, cards) if not named).split())
    return " ".join([question, *rules_words(question, cards)]).strip()


_WRITTEN_WITH = re.compile(
    r"called (?P<term>[\w -]+?);[^.]*?usually written with the words? [“\"](?P<marker>[^”\"]+)[”\"]"
)
# The sections whose titles are the words a card's text uses for a rule: statuses, keyword
# actions and keyword abilities.
_DEFINING = ("2.4.", "7.3.", "7.4.")
_STATUSES = "2.4."
# The keyword descriptors (7.5): the words a card's text uses whose meaning the rules fix —
# "you control" (7.5.5), "if you do" (7.5.6), "joins", "leaves", "behind" — each part of a
# title on its own ("Ahead, Behind, Tied"). A descriptor found in a tenth of the rules or more
# ("Play", "Abilities") says nothing about which rule a question needs, and is left out.
_DESCRIBING = "7.5."
# A term of several words is found in a sentence of a card's text with a few other words
# between its own ("play a Character from your hand for free").
_SENTENCE = re.compile(r"[.:;!?•]\s|\s{2,}|\n")
_GAP = 6
_COMMON = 0.1
_WORDS = re.compile(r"[\w']+")
_QUALIFIER = re.compile(r"\s*\(.*?\)|\s+X$")


class DefinedTerms:
    """The terms the rules define, found in a card's text (see the module's docstring)."""

    def __init__(self, corpus: Corpus, slug: str) -> None:
        self._terms: list[tuple[str, tuple[str, ...]]] = []
        self._markers: list[tuple[str, str]] = []
        self._statuses: list[str] = []
        if slug not in corpus.slugs:
            return
        document = corpus.document(slug)
        names: list[str] = []
        # A status is a word a text writes as it is ("[[Boosted]]", "exhausted"): by its
        # stem it would be every text that gives a boost or exhausts (those are 2.5.1's and
        # 7.3.13's words).
        for section in document.sections:
            if section.title == "General":  # 2.4.1, 7.3's own: no term a text uses
                continue
            if section.id.startswith(_STATUSES):
                self._statuses.append(section.title)
            elif section.id.startswith(_DEFINING):
                names.append(_QUALIFIER.sub("", section.title))
        names += _descriptors(document)
        for name in dict.fromkeys(names):
            stems = stem_sequence(name)
            if stems:
                self._terms.append((name, stems))
        for rule in document.rules:
            for match in _WRITTEN_WITH.finditer(rule.text):
                self._markers.append((match.group("marker").lower(), match.group("term")))
        for section in document.sections:
            if section.id.startswith("1.4.") and section.title.split()[0].endswith("'t"):
                self._markers.append((section.title.split()[0].lower(), section.title))

    def __call__(self, text: str) -> list[str]:
        sentences = [stem_sequence(s) for s in _SENTENCE.split(text)]
        lowered = f" {' '.join(_WORDS.findall(text.lower().replace('’', chr(39))))} "
        found = [name for name, term in self._terms if any(_in_order(term, s) for s in sentences)]
        found += [status for status in self._statuses if f" {status.lower()} " in lowered]
        found += [term for marker, term in self._markers if f" {marker} " in lowered]
        return list(dict.fromkeys(found))


def _in_order(term: tuple[str, ...], sentence: tuple[str, ...]) -> bool:
    """Whether ``term``'s stems are in ``sentence`` in order, each within :data:`_GAP` stems
    of the one before: a card writes "play a card with Hand Cost 3 or less for free" (7.3.26
    Play For Free), "switches Expeditions" (7.3.39)."""
    at = -1
    for n, stem in enumerate(term):
        window = sentence[at + 1 :] if n == 0 else sentence[at + 1 : at + 1 + _GAP]
        if stem not in window:
            return False
        at += 1 + window.index(stem)
    return True


def _descriptors(document: Document) -> list[str]:
    """The keyword descriptors' words (7.5) worth adding to a question: each part of a
    section's title, unless the rules use it in a tenth of their rules or more."""
    rules = [frozenset(stem_sequence(rule.text)) for rule in document.rules]
    found: list[str] = []
    for section in document.sections:
        if not section.id.startswith(_DESCRIBING):
            continue
        for part in section.title.split(","):
            stems = stem_sequence(part)
            used = sum(1 for words in rules if set(stems) <= words)
            if stems and used < _COMMON * max(1, len(rules)):
                found.append(part.strip())
    return found
