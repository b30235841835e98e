"""Issue 19: how a question becomes a query — the mechanisms, not words for one question.

Each test protects one mechanism of rules_corpus/search/analysis.py, query.py or spelling.py:
numbers reach the index as printed, short words the rules give a meaning can be searched when
quoted, stems keep distinct words apart, typos of the rules' words are corrected while plain
English is left alone, and filler words do not count as concepts.
"""

from __future__ import annotations

import re

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.library import RulesLibrary
from rules_corpus.search.analysis import (
    QUIET_WORDS,
    STOP_WORDS,
    content_stems,
    index_analyzer,
    stems_of,
)
from rules_corpus.search.lexicon import players_lexicon
from rules_corpus.search.query import quotations, understand, unprinted_quotes
from rules_corpus.search.spelling import Speller, is_english_word
from rules_corpus.search.units import iter_units

CR5, HJ = "altered-cr-5.0", "heroes-journey"


def top(library: RulesLibrary, query: str, n: int = 5, **kwargs: object) -> list[str]:
    hits = library.index.search(query, limit=n, **kwargs).hits  # type: ignore[arg-type]
    return [hit.id for hit in hits]


# -- one analysis ------------------------------------------------------------------------------


@pytest.mark.parametrize("field", ["title", "body", "term"])
def test_the_index_analyses_text_as_the_query_does(library: RulesLibrary, field: str) -> None:
    """The engine's fields and the query's concepts must stem alike ("one" is not "on",
    "+2" is a word): a field left with another analyzer would silently miss every word
    whose stems differ."""
    text = "One uses +2 and X; we may leave a Day-2 Expedition with 0 boosts."
    analyzer = library.index._ix.schema[field].analyzer
    assert [t.text for t in analyzer(text)] == [t.text for t in index_analyzer()(text)]
    assert {t.text for t in analyzer(text)} == stems_of(text)


# -- numbers ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Defender +X", "+x"),
        ("Damage +2 adds two wounds", "+2"),
        ("Toto's risk cost is -1", "-1"),
        ("Toto's risk cost is −1", "-1"),  # a typeset minus sign is a minus
        ("its water is 0", "0"),
        ("Pay 1, 2, ..., X mana", "x"),
        ("Pay 1, 2, ..., X mana", "1"),
    ],
)
def test_numbers_are_words_as_the_rules_print_them(text: str, word: str) -> None:
    assert word in stems_of(text)


def test_a_range_is_not_a_negative_number() -> None:
    assert stems_of("1-2 players") == {"1", "2", "player"}


def test_a_signed_number_is_a_concept_of_the_question() -> None:
    concepts = understand("what is the -1 on that token for", players_lexicon()).concepts
    assert [c.text for c in concepts] == ["-1", "token"]


def test_a_signed_keyword_is_found_by_its_number(library: RulesLibrary) -> None:
    """The Heroes' Journey prints "Damage +2 adds two wounds" under Damage bonus and
    "defender +1" under Defender +X: the numbers themselves find them."""
    assert top(library, "damage +2", doc=HJ)[0] == "Damage bonus"
    assert top(library, "defender +1", doc=HJ)[0] == "Defender +X"
    assert set(top(library, "+X", n=3, doc=HJ)) >= {"Defender +X", "Damage +X", "Shoot +X"}


# -- short words: stop words, quiet words and quotes -------------------------------------------


def test_the_rules_pronouns_and_may_are_indexed_but_not_concepts_outside_quotes() -> None:
    assert {"you", "we", "may", "i"} <= stems_of("I gain 2 boosts; we may; you may")
    assert content_stems("you may") == set()
    concepts = understand("can you play it from reserve", players_lexicon()).concepts
    assert [c.text for c in concepts] == ["play", "reserve"]


def test_a_quoted_pronoun_the_rules_define_is_searched(library: RulesLibrary) -> None:
    """CR 5.0 7.2.2 defines "We": quoted, the short word is asked for, not dropped."""
    concepts = understand('who is "we" on a card', players_lexicon()).concepts
    assert [c.text for c in concepts] == ["we", "card"]
    assert set(top(library, 'who is "we" on a card', n=3, doc=CR5)) & {"7.2.2", "7.2.2.a"}


def test_a_quoted_phrase_of_short_words_is_one_concept_searched_as_a_phrase(
    library: RulesLibrary,
) -> None:
    """ "you may" is how the rules write an optional step (6.5.c) or modifier (6.2.d): the
    quoted phrase is one concept the unit must hold whole, and not the pronoun "you"."""
    understood = understand('"you may" on a spell, when do I decide', players_lexicon())
    quoted = understood.concepts[0]
    assert (quoted.text, quoted.stems, quoted.whole) == ("you may", {"you", "may"}, True)
    assert not quoted.satisfied_by(frozenset({"you", "spell"}))
    assert "second person" not in understood.meanings
    found = top(library, '"you may"', doc=CR5)
    assert {"6.5.c", "6.2.d"} <= set(found)
    for hit in library.index.search('"you may"', doc=CR5, limit=5).hits:
        assert "you may" in re.sub(r"\W+", " ", hit.snippet.lower()), hit.id


def test_a_single_quoted_pronoun_still_means_the_rules_person() -> None:
    understood = understand('who is "you"', players_lexicon())
    assert "second person" in understood.meanings


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("who is 'we' on a card", 'who is "we" on a card'),
        ("‘you may’ on a spell", '"you may" on a spell'),
        ("“we” here", '"we" here'),
        ("did it 'become' exhausted", 'did it "become" exhausted'),
        ("'if you didn't' then", '"if you didn\'t" then'),
        ("my opponent's card and the players' cards", "my opponent's card and the players' cards"),
        ("can't and won't", "can't and won't"),
        ("he said 'no", "he said 'no"),
    ],
)
def test_single_and_typographic_quotes_are_quotations(typed: str, read: str) -> None:
    """Players quote a card's words with whatever quotes their keyboard gives; an apostrophe
    inside or after a word ("can't", "players'") is not a quote."""
    assert quotations(typed) == read


def test_a_pronoun_in_single_quotes_is_the_rules_person_not_a_typo(library: RulesLibrary) -> None:
    """'we' is "we" (CR 5.0 7.2.2): not the typo "we'" corrected away, nor a dropped word."""
    result = library.index.search("who is 'we' on a card", doc=CR5, limit=3)
    assert result.suggestion is None
    assert {hit.id for hit in result.hits} & {"7.2.2", "7.2.2.a"}


def test_a_quoted_phrase_the_rules_never_print_is_searched_as_its_words(
    library: RulesLibrary,
) -> None:
    """A player quoting a card quotes words no rule prints as a phrase: they are then
    ordinary words of the question, not one phrase no unit can hold; a phrase the rules
    print ("you may", 6.5.c) stays whole."""
    index = library.index
    card_words = unprinted_quotes('"each opponent exhausts two heroes" legal?', index._printed)
    assert card_words == "each opponent exhausts two heroes legal?"
    concepts = understand(card_words, players_lexicon()).concepts
    assert not any(c.whole for c in concepts)
    assert {"opponent", "heroes"} <= {c.text for c in concepts}
    kept = unprinted_quotes('"you may" on a spell', index._printed)
    assert kept == '"you may" on a spell'
    assert unprinted_quotes('"xyzzy" alone', lambda phrase: False) == '"xyzzy" alone'


def test_quiet_words_inside_a_word_are_not_searched_outside_quotes() -> None:
    """ "can't" is the quiet word "can" to the index: outside quotes it names nothing."""
    assert understand("can't beats can", players_lexicon()).engine_text == "beats"
    assert understand('"can\'t beats can"', players_lexicon()).engine_text == '"can\'t beats can"'


def test_empty_grammar_words_are_dropped_even_inside_quotes(library: RulesLibrary) -> None:
    """A phrase still finds its words with other small words between them."""
    assert {"the", "a", "of", "to", "is"} <= STOP_WORDS
    assert not QUIET_WORDS & STOP_WORDS
    assert top(library, '"can\'t beats can"', n=1, doc=CR5) == ["1.4.1"]


# -- stems ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("word", "other"),
    [("one", "on"), ("ones", "on"), ("has", "as"), ("uses", "us"), ("use", "us"), ("ore", "or")],
)
def test_a_word_does_not_stem_into_a_small_word_it_is_not(word: str, other: str) -> None:
    """The original Porter stemmer made "one" "on" and "use" "us" (both then stop words)."""
    assert stems_of(word)
    assert stems_of(word) != stems_of(other)


def test_no_word_of_the_rules_is_lost_to_a_stop_word_by_stemming(corpus: Corpus) -> None:
    """Every word the rules print that is not a stop word keeps a stem of its own (only the
    forms of the stop words themselves, "being", "having", "its", "yours", become them)."""
    vocabulary: set[str] = set()
    for unit in iter_units(corpus):
        vocabulary |= {w.lower() for w in re.findall(r"[A-Za-z]+", f"{unit.title} {unit.body}")}
    lost = sorted(
        word
        for word in vocabulary - STOP_WORDS - QUIET_WORDS
        if (stems_of(word) & (STOP_WORDS | QUIET_WORDS)) or not stems_of(word)
    )
    assert lost == ["being", "beings", "having", "its", "yours"]


def test_a_day_is_a_day() -> None:
    assert stems_of("day days") == {"day"}
    assert stems_of("dies die dying") == {"die"}


# -- typos ------------------------------------------------------------------------------------


def _one_edit_typos(word: str) -> list[str]:
    """A letter doubled, dropped, changed and two swapped, in the middle of ``word``."""
    m = len(word) // 2
    changed = "e" if word[m] != "e" else "a"
    return [
        word[:m] + word[m] + word[m:],
        word[:m] + word[m + 1 :],
        word[:m] + changed + word[m + 1 :],
        word[:m] + word[m + 1] + word[m] + word[m + 2 :],
    ]


def test_typos_of_the_glossary_terms_are_corrected(library: RulesLibrary, corpus: Corpus) -> None:
    """One edit (insertion, deletion, substitution, transposition) in each word of five
    letters or more of every glossary term and headword: the speller gives back the word (or
    one of its forms). Typos that are real words ("phase" → "phrase") cannot be told."""
    speller = library.index._speller
    words = sorted(
        {
            w.lower()
            for u in iter_units(corpus)
            if u.kind.value in ("glossary", "headword")
            for w in u.title.split()
            if w.isalpha() and len(w) >= 5
        }
    )
    tried, wrong = 0, []
    for word in words:
        for typo in _one_edit_typos(word):
            if typo == word or speller.known(typo) or is_english_word(typo):
                continue
            tried += 1
            got = speller.correct_word(typo)
            if got is None or stems_of(got) != stems_of(word):
                wrong.append((typo, got))
    assert tried > 600
    assert len(wrong) <= tried // 100, wrong  # 5 of 747 when written


@pytest.mark.parametrize(
    ("typo", "meant"),
    [("expidition", "expedition"), ("fleetting", "fleeting"), ("hnad", "hand")],
)
def test_typo_of_a_rules_word(library: RulesLibrary, typo: str, meant: str) -> None:
    assert library.index._speller.correct_word(typo) == meant


@pytest.mark.parametrize("word", ["illegal", "attached", "proxies", "hits", "isn't", "buddy"])
def test_english_words_the_rules_never_print_are_not_typos(
    library: RulesLibrary, word: str
) -> None:
    """A player's plain English is what they meant: "illegal" is not "legal"."""
    assert library.index._speller.correct_word(word) is None


def test_a_typo_is_never_corrected_to_a_word_the_search_drops() -> None:
    speller = Speller(["Pay at most 3 mana."], is_english=lambda word: False)
    assert speller.correct_word("att") is None
    assert speller.correct_word("mama") == "mana"


def test_a_swap_of_two_letters_is_one_edit() -> None:
    speller = Speller(["had had had hand"], is_english=lambda word: False)
    assert speller.correct_word("hnad") == "hand"


# -- general TCG vocabulary -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("words", "meaning"),
    [("summoned a creature", "played"), ("draw pile", "deck"), ("my leader", "hero")],
)
def test_other_card_games_words_find_the_rules_words(words: str, meaning: str) -> None:
    assert meaning in understand(words, players_lexicon()).meanings


def test_a_question_mark_is_no_wildcard(library: RulesLibrary) -> None:
    """The last word of a question counts: "first?" is the word "first", not a wildcard for
    "first" and one more letter (which no rule holds)."""
    understood = understand("who plays first?", players_lexicon())
    assert "?" not in understood.engine_text
    parsed, _ = library.index._parse("when does Tough apply?", False, [])
    assert "Wildcard" not in repr(parsed) and "Term('body', 'appli')" in repr(parsed)
