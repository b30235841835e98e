"""Which general rules a question naming cards invokes: its form and its cards' words (#32).

A player asking about two cards rarely asks what the cards say — the answer is usually a
general principle their texts meet: the order of simultaneous Reactions (CR 5.0 4.4, 1.4.5),
"can't beats can" (1.4.1) and "specific beats general" (1.4.2), replacing and additive
modifiers (6.2), when a Reaction activates (6.3), control and ownership (7.5.5, 1.4.3), the
keyword or status a card has (2.4, 7.3, 7.4). Two sources say which:

* the question's **form**, read by the grammar of interaction questions
  (:mod:`.question_forms`), each form kept apart so each brings its own best rule;
* the **cards' rules words** (:class:`~rules_corpus.search.mentions.CardMention`): a card whose
  text uses a term the rules define by a section's title (Gigantic, Tough, switch Expeditions,
  Control) invokes that section; "instead" (a replacing modifier, 6.2.b) its defining rule's
  section.

The question's own terms count most in **the clause that asks** (:func:`main_clause`): in
"Boom! with NAMED - is it still a sacrifice if it goes to mana instead?" the question is about
a sacrifice (7.3.36); "instead" (6.2) only sets the scene.

Sections are found by their titles in the current rules, not by number: a new edition that
renumbers keeps them (:class:`Principles`). What the ranking does with them is :mod:`.rerank`'s.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rules_corpus.corpus import Corpus
from rules_corpus.model import Document
from rules_corpus.search.ability_relations import AbilityKinds
from rules_corpus.search.analysis import stem_sequence
from rules_corpus.search.impossible import impossible_rules
from rules_corpus.search.mentions import (
    ACTOR_TRIGGER,
    PLAYED_FROM,
    REACTION,
    SELF_MOVE,
    CardMention,
)
from rules_corpus.search.query import QUESTION_WORDS
from rules_corpus.search.question_forms import (
    CONFLICT,
    MOVE_VERBS,
    PUT_NOT_PLAYED,
    SELF_MOVED,
    WHO_DID,
    form_groups,
)
from rules_corpus.search.question_text import main_clause
from rules_corpus.search.sentence_rules import rules_by_sentence
from rules_corpus.search.stating_rules import StatingRules
from rules_corpus.search.written_forms import WrittenForms, asked_of

# The rules that say what a self-move Reaction is and when it activates (6.3.c–f).
_SELF_MOVE_RULE = re.compile(r"\bself-move Reactions?\b")


@dataclass(frozen=True, slots=True)
class Invoked:
    """The sections a question invokes: by its form, and by its cards' words (section ids)."""

    by_form: frozenset[str] = frozenset()
    by_cards: frozenset[str] = frozenset()
    doc: str = ""  # the document the ids are of (the current rules)
    # The sections of the terms the question itself writes ("is it still a sacrifice?" → 7.3.36).
    by_words: frozenset[str] = frozenset()
    # Each form's sections apart (:func:`form_groups`), and the sections of the terms the
    # clause that asks writes (:func:`main_clause`: "is it still a sacrifice", not the "if it
    # goes to mana instead" after it).
    groups: tuple[frozenset[str], ...] = ()
    by_main: frozenset[str] = frozenset()
    # The question with each card's name written as its type ("If I play a Character while my
    # opponent controls a Permanent, …": :func:`typed_text`), what the second look's encoder
    # signal reads (:mod:`.rerank`); empty: none.
    typed: str = ""
    # The rules stating what the terms invoked are or do (:mod:`.stating_rules`): of the
    # sections the cards' and the question's terms invoke, and of those its form invokes.
    stating: frozenset[str] = frozenset()
    stating_form: frozenset[str] = frozenset()
    # The rules stating how an effect worded as a named card's text is resolves
    # (:mod:`.written_forms`: "If you do" → 6.5.f): they join the candidates.
    written: frozenset[str] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.by_form or self.by_cards or self.by_words or self.by_main)


class Principles:
    """The current rules' sections by title, to say which a question invokes."""

    def __init__(
        self, corpus: Corpus, slug: str, terms: Callable[[str], list[str]] | None = None
    ) -> None:
        self.slug = slug
        # The terms the rules define that a text writes (mentions.DefinedTerms): what the
        # clause a question asks writes (:func:`main_clause`).
        self.terms = terms
        self._by_title: dict[str, list[str]] = {}
        self._defining: dict[str, str] = {}  # a term a rule defines → that rule's section
        self._self_move: frozenset[str] = frozenset()
        self._by_sentence: dict[str, frozenset[str]] = {}
        self._impossible: dict[str, frozenset[str]] = {}
        self._stating: StatingRules | None = None
        self._titled: list[tuple[tuple[str, ...], str]] = []
        self._written = WrittenForms(None)
        self._kinds = AbilityKinds(None)
        if slug not in corpus.slugs:
            return
        document = corpus.document(slug)
        self._written = WrittenForms(document)
        # Which statuses and keyword abilities prohibit or replace (:mod:`.ability_relations`).
        self._kinds = AbilityKinds(document)
        self._titled = _rare_titles(document)
        self._stating = StatingRules(document)
        # The rules that say what a self-move Reaction is and when it activates (6.3.c–f), by
        # the term they write.
        self._self_move = frozenset(
            rule.id for rule in document.rules if _SELF_MOVE_RULE.search(rule.text)
        )
        self._impossible = impossible_rules(document)
        self._by_sentence = rules_by_sentence(document)
        for section in document.sections:
            self._by_title.setdefault(_folded(section.title), []).append(section.id)
            if section.title.endswith(" X"):
                # A keyword with a number ("Scout X", 7.4.5) is written by cards as "Scout 2"
                # and named by its word alone among a card's rules words.
                self._by_title.setdefault(_folded(section.title[:-2]), []).append(section.id)
        for rule in document.rules:
            for term in re.findall(r"are called ([\w -]+?)[;.,]", rule.text):
                self._defining.setdefault(_folded(term), rule.id.rsplit(".", 1)[0])

    def sections(self, titles: Sequence[str]) -> frozenset[str]:
        """The ids of the sections with these titles (a title several sections share names
        them all; a title the rules do not have, none)."""
        found: set[str] = set()
        for title in titles:
            if title == SELF_MOVE:
                found |= self._self_move
                continue
            if title in self._impossible:
                found |= self._impossible[title]
                continue
            if title in self._by_sentence:
                found |= self._by_sentence[title]
                continue
            key = _folded(title)
            written = self._written.rule(title)
            if written is not None:  # a template a card's text is worded in: its one rule
                found.add(written)
                continue
            found.update(self._by_title.get(key, ()))
            if key in self._defining:
                found.add(self._defining[key])
        return frozenset(found)

    def invoked(
        self,
        question: str,
        cards: Sequence[CardMention],
        terms: Sequence[str] = (),
        groups: tuple[tuple[str, ...], ...] | None = None,
    ) -> Invoked:
        """What ``question`` (each card's name written :data:`NAMED`) and its ``cards``
        invoke; ``terms``: the terms the rules define that the question itself writes;
        ``groups``: its :func:`form_groups`, if the caller has them already."""
        if groups is None:
            groups = form_groups(question, cards)
        # How the cards' kinds of ability meet (a prohibition and what it prohibits, a
        # replacement asked where it ends): :mod:`.ability_relations`, search46.
        groups = tuple(dict.fromkeys((*groups, *self._kinds.forms(question, cards, terms))))
        asked = [t for group in groups for t in group]
        # A term that is only a question's own word ("what does it do?") is no term written.
        by_words = self.sections(_written(terms)) | self.titled(question)
        # What the clause that asks writes ("is it still a sacrifice", not the scene set
        # before or after it). Its forms are left to ``groups``: weighed apart, they lowered
        # the studied questions (a "can I still use" clause is no conflict of two cards).
        by_main: frozenset[str] = frozenset()
        if by_words and self.terms is not None:
            by_main = self.sections(_written(self.terms(main_clause(question)))) & by_words
            # Every term the question writes is in the clause that asks: nothing to tell
            # apart (favouring them all would only weigh ``by_words`` twice).
            if by_main == by_words:
                by_main = frozenset()
        stating = self._stating.of if self._stating is not None else _none
        # How the cards' effects are worded ("Sacrifice a Character. If you do, …" → 6.5.f):
        # one rule each, which states what the wording does — asked about or not, what a
        # question about the card most often turns on.
        written = frozenset(
            rule
            for c in cards
            for w in c.words
            if (rule := self._written.rule(w)) is not None and asked_of(w, question)
        )
        if not asked and len({c.name for c in cards}) < 2:
            # One card and no interaction asked: a question about what the card does, which
            # its words already bring to the search (mentions.rules_words).
            return Invoked(
                by_cards=written,
                doc=self.slug,
                by_words=by_words,
                by_main=by_main,
                stating=stating(by_words) | written,
                written=written,
            )
        # A card's self-move Reaction is asked about only when another card moves it (the form
        # SELF_MOVED): as a card's word, it favoured 6.3.c for every card entering play.
        card_titles = [
            w
            for c in cards
            for w in c.words
            if w not in (c.kind, REACTION, SELF_MOVE, PLAYED_FROM, ACTOR_TRIGGER)
        ]
        if WHO_DID[0] in asked and any(ACTOR_TRIGGER in c.words for c in cards):
            # A card whose trigger names the player who acts, asked who did the action: its
            # own words invoke the rules that say who did it (1.4.7.a: "some triggers … depend
            # on which player did a specific action").
            card_titles.extend(WHO_DID)
        by_form, by_cards = self.sections(asked), self.sections(card_titles)
        # A card's keyword the question neither writes nor asks by its form sets the scene:
        # when the form asks a principle (an order, an activation, responding, control, ...),
        # the rule stating that keyword (Scout's 7.4.5.c for any Scout card) is not favoured
        # as an answer — only the keywords the question is about are (the look-alike rules of
        # docs/search_card_misses.md). Two cards set against each other ("A vs B", 1.4.1) are
        # asked about their own words: their keywords stay.
        principle = bool(groups) and CONFLICT not in groups
        scene = by_cards - by_words - by_form if principle else frozenset()
        if any(t in asked for t in (*SELF_MOVED, *PUT_NOT_PLAYED)):
            # "NAMED puts NAMED in play, does …?": the moving verb is the event asked about,
            # not a term whose meaning is asked (7.3.27 "put", "return", "send" are synonyms).
            verbs = self.sections(MOVE_VERBS)
            by_cards, by_words, by_main = by_cards - verbs, by_words - verbs, by_main - verbs
        return Invoked(
            by_form,
            by_cards,
            self.slug,
            by_words,
            tuple(self.sections(group) for group in groups),
            by_main,
            stating=stating((by_cards - scene) | by_words) | written,
            stating_form=stating(by_form) | self.stated(asked),
            written=written,
        )

    def stated(self, titles: Sequence[str]) -> frozenset[str]:
        """The rules found by their sentence (:mod:`.sentence_rules`) among ``titles``: each
        states the principle its form asks ("as a turn effect" for "can I respond?"), as a
        section's stating rule does."""
        return frozenset(r for t in titles for r in self._by_sentence.get(t, ()))

    def titled(self, question: str) -> frozenset[str]:
        """The sections whose title ``question`` writes, of those the rules rarely use
        (:func:`_rare_titles`): "during the tiebreaker" → 4.3 Tiebreakers, "my landmark limit"
        → 2.2.14 Landmark Limit, "at Night" → 4.2.5."""
        stems = stem_sequence(question)
        return frozenset(
            section
            for title, section in self._titled
            if any(stems[n : n + len(title)] == title for n in range(len(stems) - len(title) + 1))
        )


# A section's title the rules write in at most this share of their rules names a procedure or a
# principle a question asks about when it writes it ("Tiebreakers", "Landmark Limit", "Night");
# one they write more often ("Reserve", "Costs", "Effects") only sets the scene.
_RARE_TITLE = 0.02
# The sections whose titles the question's terms name already (mentions.DefinedTerms: statuses,
# keyword actions, abilities and descriptors).
_TERMS_SECTIONS = ("2.4.", "7.3.", "7.4.", "7.5.")


def _rare_titles(document: Document) -> list[tuple[tuple[str, ...], str]]:
    """(the title's stems, the section's id) of each section whose title the rules use in at
    most :data:`_RARE_TITLE` of their rules (a title of stop words only — "It" — has none)."""
    rules = [frozenset(stem_sequence(rule.text)) for rule in document.rules]
    found: list[tuple[tuple[str, ...], str]] = []
    for section in document.sections:
        if section.id.startswith(_TERMS_SECTIONS) or section.title == "General":
            continue
        title = stem_sequence(section.title)
        if not title or (len(title) == 1 and len(title[0]) <= 3):  # "I", "We", "You"
            continue
        used = sum(1 for words in rules if set(title) <= words)
        if used <= _RARE_TITLE * max(1, len(rules)):
            found.append((title, section.id))
    return found


def _none(sections: frozenset[str]) -> frozenset[str]:
    return frozenset()


def _written(terms: Sequence[str]) -> list[str]:
    """``terms`` less those that are only a question's own words ("what does it do?")."""
    return [t for t in terms if t != REACTION and not set(t.lower().split()) <= QUESTION_WORDS]


def _folded(text: str) -> str:
    return " ".join(text.lower().replace("’", "'").split())
