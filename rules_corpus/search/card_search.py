"""Questions that name cards, and one-word questions, for :class:`RulesIndex` (issue 32).

A mixin of the index (kept apart so the index module stays one idea): the search of a question
the app found cards in (:mod:`~rules_corpus.search.mentions`), what the app asks to recognise
cards and read their texts (which words are the rules', which terms a text uses), and the
one-word questions a player's word answers ("mulligan") or the rules do not know.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, NamedTuple

from rules_corpus.editions import NEW_EDITION
from rules_corpus.search.analysis import is_stop_word
from rules_corpus.search.interaction import Invoked, Principles
from rules_corpus.search.lexicon import MAX_PHRASE_WORDS
from rules_corpus.search.mentions import CardMention, DefinedTerms, split_named
from rules_corpus.search.mentions import rules_words as mention_words
from rules_corpus.search.other_languages import kept_words, without_kept
from rules_corpus.search.query import quotations, stems_of
from rules_corpus.search.question_forms import asks_of_reactions, form_groups
from rules_corpus.search.question_text import NAMED, named_text, typed_text, under, unknown_names
from rules_corpus.search.results import SearchResult
from rules_corpus.search.rule_numbers import parse_rule_number
from rules_corpus.search.translated import in_rules_words
from rules_corpus.search.unknown_cards import NameNotFound, name_words
from rules_corpus.search.written_forms import WrittenForms

if TYPE_CHECKING:
    from rules_corpus.corpus import Corpus
    from rules_corpus.search.candidates import CandidateSignals
    from rules_corpus.search.lexicon import Lexicon
    from rules_corpus.search.results import SearchHit
    from rules_corpus.search.spelling import Speller
    from rules_corpus.search.units import SearchUnit

MAX_QUERY_CHARS = 300


class CardReading(NamedTuple):
    """What a question naming cards is searched as (:meth:`CardQuestions.card_reading`)."""

    searched: str
    names: tuple[str, ...]
    invoked: Invoked
    shown: str | None
    prefix: bool
    question: str = ""  # the question's own words (the names taken out, no cards' words)


_WORDS = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")


class _Cosines(dict[str, float]):
    """A question's cosine with each unit by key, looked up on demand (a mapping over the
    unit vectors' rows, so nothing is built for the units never asked about)."""

    def __init__(self, row: Callable[[str], int | None], cosines: Sequence[float]) -> None:
        super().__init__()
        self._row = row
        self._cosines = cosines

    def __missing__(self, key: str) -> float:
        row = self._row(key)
        return float(self._cosines[row]) if row is not None else 0.0


def _typed(
    corrected: list[str], pieces: list[tuple[str, bool]], cards: Sequence[CardMention]
) -> str:
    """The question as corrected with each card's name written as its type
    (:func:`~rules_corpus.search.interaction.typed_text`; ``pieces`` are the question's as
    typed, ``corrected`` the same pieces after the speller)."""
    kinds = {(c.start, c.end): c.kind for c in cards}
    at = 0
    out: list[str] = []
    for fixed, (piece, named) in zip(corrected, pieces, strict=True):
        if named:
            out.append(
                typed_text(
                    piece,
                    [CardMention(piece, 0, len(piece), (), kinds.get((at, at + len(piece)), ""))],
                )
            )
        else:
            out.append(fixed)
        at += len(piece)
    return " ".join("".join(out).split())


class CardQuestions:
    """What :class:`~rules_corpus.search.index.RulesIndex` does with cards and single words."""

    if TYPE_CHECKING:  # the index's members this mixin uses
        corpus: Corpus
        _speller: Speller
        _signals: CandidateSignals
        _lexicon: Lexicon
        _units: dict[str, SearchUnit]

        def search(
            self,
            text: str,
            doc: str | None = None,
            kind: str | None = None,
            game: str | None = None,
            limit: int = 10,
            typing: bool = False,
            encode: bool = True,
            cards: Sequence[CardMention] = (),
        ) -> SearchResult: ...

        def _search(
            self,
            text: str,
            doc: str | None,
            kind: str | None,
            game: str | None,
            limit: int,
            typing: bool,
            encode: bool,
            cards: Sequence[CardMention],
            names: frozenset[str] = frozenset(),
        ) -> SearchResult: ...

        def _text_hits(
            self,
            query: str,
            doc: str | None,
            kind: str | None,
            game: str | None,
            limit: int,
            typing: bool,
            notices: list[str],
            pending: list[str] | None = None,
            asked: str | None = None,
            named: tuple[str, ...] = (),
            invoked: Invoked | None = None,
            own: str | None = None,
        ) -> tuple[SearchHit, ...]: ...

    _defined: DefinedTerms | None = None
    _written: WrittenForms | None = None
    _principles: Principles | None = None
    _invoked_units: dict[frozenset[str], tuple[str, ...]] | None = None
    _vocabulary: frozenset[str] | None = None
    _glossed: frozenset[str] | None = None

    def defined_terms(self, text: str) -> list[str]:
        """The terms the current rules define that ``text`` (a card's printed text) uses:
        statuses, keyword actions and abilities, "instead" (a replacing modifier), "can't"
        (:class:`~rules_corpus.search.mentions.DefinedTerms`)."""
        if self._defined is None:
            self._defined = DefinedTerms(self.corpus, NEW_EDITION)
        return self._defined(text)

    def card_terms(self, text: str) -> list[str]:
        """The terms of the current rules a card's printed ``text`` uses
        (:meth:`defined_terms`), and the templates of effects it is worded in, as the rules
        write them ("if you do": 6.5.f, :mod:`~rules_corpus.search.written_forms`) — read in
        a card's text only: a question's "if I …, do I …" is no effect's wording."""
        if self._written is None:
            document = (
                self.corpus.document(NEW_EDITION) if NEW_EDITION in self.corpus.slugs else None
            )
            self._written = WrittenForms(document)
        return [*self.defined_terms(text), *self._written(text)]

    def principles(self) -> Principles:
        """The current rules' sections by title: which a question naming cards invokes
        (:mod:`~rules_corpus.search.interaction`)."""
        if self._principles is None:
            self._principles = Principles(self.corpus, NEW_EDITION, self.defined_terms)
        return self._principles

    def invoked_keys(self, invoked: Invoked) -> tuple[str, ...]:
        """The units (keys) of the rules and sections the question's form invokes: they join
        the candidates of the question, whether its words found them or not (a card's own
        keywords are among the words searched already)."""
        # Only the form's, and the one rule of each template a card's text is worded in
        # (:attr:`Invoked.written`): joining the sections of the cards' and the question's own
        # terms too reached no further studied answer and lowered one (card questions 0.736 →
        # 0.735 MRR).
        sections = invoked.by_form | invoked.written
        if self._invoked_units is None:
            self._invoked_units = {}
        found = self._invoked_units.get(sections)
        if found is None:
            found = tuple(
                key
                for key, unit in self._units.items()
                if unit.doc == invoked.doc
                and unit.kind.value in ("rule", "section")
                and under(unit.id, sections)
            )
            if len(self._invoked_units) > 256:
                self._invoked_units.clear()
            self._invoked_units[sections] = found
        return found

    def unnamed_invoked(self, query: str) -> Invoked | None:
        """What a question no card was recognised in invokes by its form and its own terms,
        when it names cards nobody knows
        (:func:`~rules_corpus.search.interaction.unknown_names`): with no card data imported,
        an interaction question still reaches its general rules."""
        names = unknown_names(query, self._signals.stem_known)
        if not names:
            # Read on every question, the grammar's forms lowered the questions that name no
            # card (judge_questions 0.961 → 0.920 MRR) and helped no card question: a
            # question naming no card is searched as before.
            return None
        # The terms the question writes ("is it still a sacrifice?") name their sections too.
        invoked = self.principles().invoked(
            named_text(query, names), names, self.defined_terms(query)
        )
        if not (invoked.by_form or invoked.by_words):
            return None
        return replace(invoked, typed=typed_text(query, names))

    def rules_word(self, word: str) -> bool:
        """Whether the rules use ``word`` (in some form) in their rules, sections or glossary
        — not only in a Remark or Example, where card names appear ("Kitsune"), nor only in
        the text of another document's glossary entry ("Lindiwe"): a card's name made of such
        words is taken as a name only when written as one."""
        stems = stems_of(word)
        return bool(stems) and stems <= self.rules_vocabulary()

    def names_kept(self, unknown: Iterable[NameNotFound]) -> frozenset[str]:
        """The words of the names no known card has (``unknown``, noted by
        :mod:`~rules_corpus.search.unknown_cards`) that the speller leaves as typed, in lower
        case: a name is no typo of a rules word ("Zephyr Wund" is not "Zephyr wound", "Quillon
        Varge" not "Quillon large") — unless the word is a slip of a term the rules gloss,
        which players capitalise as the rules do ("Fleetin", "Reserv": the keyword Fleeting
        and the zone Reserve, the glossary's entries), which is corrected as before."""
        kept: set[str] = set()
        glossed = self.glossed_stems()
        for word in name_words(unknown):
            fixed = self._speller.correct_word(word)
            if fixed is None or glossed.isdisjoint(stems_of(fixed)):
                kept.add(word)
        return frozenset(kept)

    def glossed_stems(self) -> frozenset[str]:
        """The stems of the current rules' glossary terms (entries and headwords: Fleeting,
        Reserve, Boost, Expedition ...); worked out once."""
        glossed = self._glossed
        if glossed is None:
            found: set[str] = set()
            for unit in self._units.values():
                if unit.doc == NEW_EDITION and unit.kind.value in ("glossary", "headword"):
                    found |= stems_of(f"{unit.title} {unit.term}")
            glossed = self._glossed = frozenset(found)
        return glossed

    def rules_vocabulary(self) -> frozenset[str]:
        """The stems of the rules' own text (Remarks and Examples left out); worked out once
        (half a second: the window does it off the UI thread, reading the known cards). Only
        reads the units, so any thread may call it."""
        vocabulary = self._vocabulary
        if vocabulary is None:
            found: set[str] = set()
            for unit in self._units.values():
                if unit.kind.value in ("remark", "example"):
                    continue
                if unit.kind.value == "glossary" and unit.doc != NEW_EDITION:
                    # Another document's glossary entry is its own prose (a fan guide's game
                    # modes, naming Heroes: "Lindiwe & Maw"): its term is a rules word, not
                    # every word of its text.
                    found |= stems_of(f"{unit.title} {unit.term}")
                    continue
                found |= stems_of(f"{unit.title} {unit.term} {unit.body}")
            vocabulary = self._vocabulary = frozenset(found)
        return vocabulary

    def card_reading(
        self,
        text: str,
        cards: Sequence[CardMention],
        typing: bool = False,
        unknown: frozenset[str] = frozenset(),
    ) -> CardReading | None:
        """What a question naming ``cards`` is searched as: the words outside the names
        (spelling corrected) with the rules words of the cards' texts, the names, the general
        rules its form and cards invoke, the question as corrected (None if unchanged) and
        whether its last word is a prefix; None when only names are left to search. The
        words of ``unknown`` (names no known card has, lower case) are not spell-corrected."""
        pieces = split_named(text, cards)
        corrected: list[str] = []
        changed = False
        # A question in another language is searched without its small words (search44).
        kept = kept_words(text)
        for n, (piece, named) in enumerate(pieces):
            last = not any(not later for _, later in pieces[n + 1 :])
            # Another language's rules words outside the names are read as the rules' terms
            # (a card's name is never translated).
            translated = piece if named else without_kept(in_rules_words(piece), kept)
            fixed = None if named else self._speller.correct(translated, typing and last, unknown)
            if fixed is None and translated != piece:
                fixed = translated
            changed = changed or fixed is not None
            corrected.append(fixed if fixed is not None else piece)
        names = tuple(dict.fromkeys(c.name for c in cards))
        outside = [p for p, (_, named) in zip(corrected, pieces, strict=True) if not named]
        question = quotations(" ".join(" ".join(outside).split()))[:MAX_QUERY_CHARS]
        # The general rules the question's form and its cards invoke (issue 32): the grammar
        # reads the question with each name's place kept ("when NAMED sacrifices").
        asked = " ".join(
            NAMED if named else p for p, (_, named) in zip(corrected, pieces, strict=True)
        )
        # Two cards that react bring the order of Reactions (4.4) to what is searched only when
        # the question asks nothing else of them ("does NAMED count as a Permanent?" is no
        # question about their Reactions).
        asked = " ".join(asked.split())
        groups = form_groups(asked, cards)
        both_react = asks_of_reactions(groups)
        searched = " ".join([question, *mention_words(question, cards, both_react)]).strip()
        if not searched:
            return None
        shown = " ".join("".join(corrected).split()) if changed else None
        invoked = self.principles().invoked(asked, cards, self.defined_terms(question), groups)
        if invoked:
            # The question with its cards' types for names (the encoder's second look).
            invoked = replace(invoked, typed=_typed(corrected, pieces, cards))
        # The words added after the question are whole words: the last one typed is no prefix.
        prefix = typing and not mention_words(question, cards, both_react)
        return CardReading(searched, names, invoked, shown, prefix, question)

    def _search_with_cards(
        self,
        text: str,
        doc: str | None,
        kind: str | None,
        game: str | None,
        limit: int,
        typing: bool,
        encode: bool,
        cards: Sequence[CardMention],
        unknown: frozenset[str] = frozenset(),
    ) -> SearchResult:
        """:meth:`search` of a question naming cards: the names are kept out of the speller
        (a card's name is no typo) and out of what is searched; the rulings are weighed on
        the whole question, names included (a ruling on a card named is evidence). The words
        of ``unknown`` (names no known card has) are kept out of the speller too."""
        notices: list[str] = []
        query = " ".join(text.split())
        limit = max(1, min(limit, 200))
        if len(query) > MAX_QUERY_CHARS or not query or parse_rule_number(query) is not None:
            # A long paste is cut like any question; a rule number is looked up: no cards.
            return self._search(text, doc, kind, game, limit, typing, encode, (), unknown)
        reading = self.card_reading(text, cards, typing, unknown)
        if reading is None:  # only names, of cards whose texts say nothing the rules define
            return self._search(text, doc, kind, game, limit, typing, encode, (), unknown)
        searched, names, invoked, shown, prefix, question = reading
        changed = shown is not None
        pending: list[str] | None = None if encode else []
        hits = self._text_hits(
            searched,
            doc,
            kind,
            game,
            limit,
            prefix,
            notices,
            pending,
            query,
            names,
            invoked,
            own=question,
        )
        return SearchResult(
            query,
            hits,
            shown,
            bool(changed and hits),
            None,
            tuple(notices),
            pending[0] if pending else None,
        )

    def typed_cosines(self, invoked: Invoked, pending: list[str] | None) -> dict[str, float] | None:
        """Each unit's cosine (by key) with the question as :attr:`Invoked.typed` writes it
        (its cards' names as their types), for :func:`~rules_corpus.search.rerank.rerank`;
        None without the encoder, with nothing typed, or — given ``pending``, where the text
        is then put for the window to encode — when it is not encoded yet."""
        semantic = getattr(self, "semantic", None)
        if semantic is None or not invoked.typed:
            return None
        if pending is not None and not semantic.encoder.cached(invoked.typed):
            pending.append(invoked.typed)
            return None
        cosines = semantic.similarities(invoked.typed)
        return _Cosines(semantic.row, cosines)

    def players_meaning(self, query: str) -> str | None:
        """The rules' words for a query that is only a player's word the rules never use
        ("mulligan" → "draw six cards", from the players' words lexicon), else None.

        The sentence encoder reads a word it does not know by its spelling ("mulligan" lies
        close to "Muna"); when the whole question is such a word, its meaning is encoded
        instead — the words are still searched as typed, with their lexicon meanings."""
        words = _WORDS.findall(query.lower())
        if not words or len(words) > MAX_PHRASE_WORDS:
            return None
        meanings = self._lexicon.get(" ".join(words))
        if not meanings or any(self._signals.stem_known(w) for w in words):
            return None
        return meanings[0]

    def unknown_word_notice(self, query: str) -> str | None:
        """What a one-word query the rules do not use is told: which rules' words it was
        searched as (a player's word), or that the rules do not know it."""
        words = _WORDS.findall(query)
        if len(words) != 1 or self._signals.stem_known(words[0]) or is_stop_word(words[0]):
            return None
        meaning = self.players_meaning(query)
        if meaning is not None:
            return f"The rules do not use the word “{words[0]}”: searched as “{meaning}”."
        return f"The rules do not use the word “{words[0]}”."
