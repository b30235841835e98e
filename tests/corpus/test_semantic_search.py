"""The search with its sentence encoder (issue 19): answers the words never reach, filters
kept, and a lexical search whenever the encoder is not there."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.search import semantic as search_semantic
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.ranking import learned_semantic_ranker
from rules_corpus.semantic.model_file import load_model

CR5 = "altered-cr-5.0"
# The rules say "decisions" (6.1.g: the player who controls the effect makes its decisions);
# the players' words lexicon joins choices/decisions, but not well enough to reach 6.1.g.
PARAPHRASE = "who makes the choices when an effect resolves"


@pytest.fixture(scope="module")
def semantic_index(corpus: Corpus) -> Iterator[RulesIndex]:
    """An index of its own (the session's stays lexical), with its encoder loaded."""
    index = RulesIndex.open_or_build(corpus, "semantic", None)
    assert index.load_semantic(None) is None
    yield index
    index.close()


def candidate_ids(index: RulesIndex, text: str, doc: str | None = CR5) -> set[str]:
    candidates, _, units = index.ranking_candidates(text, doc)
    return {units[c.key].id for c in candidates}


def test_the_shipped_weights_include_a_set_fitted_with_the_semantic_signals() -> None:
    ranker = learned_semantic_ranker()
    assert ranker is not None
    assert ranker.weights["cosine"] != 0.0


def test_the_closest_units_join_the_candidates_the_words_miss(
    library: object, semantic_index: RulesIndex
) -> None:
    lexical = library.index  # type: ignore[attr-defined]
    assert lexical.semantic is None
    assert "6.1.g" not in candidate_ids(lexical, PARAPHRASE)
    assert "6.1.g" in candidate_ids(semantic_index, PARAPHRASE)
    hits = semantic_index.search(PARAPHRASE, doc=CR5, limit=10).hits
    assert "6.1.g" in [h.id for h in hits]


def test_every_candidate_carries_its_cosine_and_rank(semantic_index: RulesIndex) -> None:
    candidates, _, _ = semantic_index.ranking_candidates("can I respond to that", CR5)
    assert all(-1.0 <= c.cosine <= 1.0 for c in candidates)
    assert any(c.cosine > 0.3 for c in candidates)
    assert min(c.semantic_rank for c in candidates) == 0


def test_units_found_by_meaning_respect_the_filters(semantic_index: RulesIndex) -> None:
    for hit in semantic_index.search(PARAPHRASE, doc="heroes-journey", limit=20).hits:
        assert hit.doc == "heroes-journey"
    for hit in semantic_index.search(PARAPHRASE, kind="glossary", limit=20).hits:
        assert hit.kind == "glossary"


def test_a_rule_number_is_still_looked_up_exactly(semantic_index: RulesIndex) -> None:
    assert semantic_index.search("6.1.g").hits[0].id == "6.1.g"


def test_an_encoder_that_cannot_load_leaves_the_search_lexical(
    corpus: Corpus, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    damaged = tmp_path / "minilm.onnx"
    damaged.write_bytes(b"not a model")
    monkeypatch.setattr(search_semantic, "load_model", lambda **_: load_model(damaged))
    index = RulesIndex.open_or_build(corpus, "no-encoder", None)
    problem = index.load_semantic(None)
    assert problem is not None and "minilm.onnx" in problem
    assert index.semantic is None
    assert index.search("fleeting").hits[0].id == "Fleeting"
    index.close()


def test_a_query_whose_words_the_rules_never_use_finds_nothing(semantic_index: RulesIndex) -> None:
    """Meaning joins the words' matches, it does not replace them: no ten guesses for a word
    found nowhere (the search box then says there are no results)."""
    assert semantic_index.search('"unclosed').hits == ()


def test_a_search_that_does_not_wait_ranks_lexically_and_names_the_question(
    library: object, semantic_index: RulesIndex
) -> None:
    """The window's keystrokes never wait for the encoder: a question not encoded yet is
    ranked as the lexical search ranks it and named, encoded, then searched again."""
    question = "when does a character with no boosts leave the expedition"
    waiting = semantic_index.search(question, doc=CR5, encode=False)
    assert waiting.awaiting_meaning == question
    lexical = library.index.search(question, doc=CR5)  # type: ignore[attr-defined]
    assert [h.id for h in waiting.hits] == [h.id for h in lexical.hits]
    semantic_index.encode_question(question)
    again = semantic_index.search(question, doc=CR5, encode=False)
    assert again.awaiting_meaning is None
    assert again.hits == semantic_index.search(question, doc=CR5).hits


def test_a_byte_damaged_model_file_is_named_in_a_judges_words(
    corpus: Corpus, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Damage inside the weights: the file still parses as a model; its digest gives it away.
    from rules_corpus.semantic.model_file import MODEL_FILE

    data = bytearray(MODEL_FILE.read_bytes())
    middle = len(data) // 2
    data[middle : middle + 4096] = bytes(b ^ 0xFF for b in data[middle : middle + 4096])
    damaged = tmp_path / "minilm_l6_int8.onnx"
    damaged.write_bytes(bytes(data))
    # the search passes the digest the shipped vectors record
    monkeypatch.setattr(
        search_semantic,
        "load_model",
        lambda digest, pause: load_model(damaged, digest=digest, pause=pause),
    )
    index = RulesIndex.open_or_build(corpus, "damaged-encoder", None)
    problem = index.load_semantic(None)
    assert problem == (
        "Search by meaning is off: its model file minilm_l6_int8.onnx is damaged. "
        "Results come from word matches only; reinstalling the app restores it."
    )
    assert index.semantic is None
    assert index.search("fleeting").hits[0].id == "Fleeting"
    index.close()


def test_a_rule_carries_the_cosine_of_what_it_is_filed_under(semantic_index: RulesIndex) -> None:
    """A sub-rule states a case of its parent's subject (7.3.16.b under 7.3.16 "Gain
    (status)"): each candidate carries the question's cosine with the rule or section it is
    filed under, a Remark or Example its own rule's; a glossary entry has none."""
    from rules_corpus.search.candidates import _parent_key
    from rules_corpus.search.semantic import QuestionSimilarity

    units = semantic_index._units
    assert _parent_key(f"{CR5}|rule|7.3.16.b", units) == f"{CR5}|section|7.3.16"
    assert _parent_key(f"{CR5}|example|6.2.e|1", units) == f"{CR5}|rule|6.2.e"
    assert _parent_key(f"{CR5}|glossary|Fleeting", units) is None
    text = "can an exhausted character be exhausted again"
    assert semantic_index.semantic is not None
    similarity = QuestionSimilarity(semantic_index.semantic, text, lambda key: True)
    candidates, _, _ = semantic_index.ranking_candidates(text, CR5)
    checked = 0
    for candidate in candidates:
        parent = _parent_key(candidate.key, units)
        expected = similarity.cosine(parent) if parent else 0.0
        assert candidate.parent_cosine == pytest.approx(expected, abs=1e-6), candidate.key
        checked += parent is not None
    assert checked >= 5


def test_a_tokenizer_file_that_cannot_be_read_leaves_the_search_lexical_and_says_why(
    corpus: Corpus, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The model's tokenizer file damaged: no crash, the search by words alone, and the judge
    told why."""
    damaged = tmp_path / "minilm_tokenizer.json"
    damaged.write_text("{ not json", "utf-8")
    monkeypatch.setattr(
        search_semantic,
        "load_model",
        lambda digest, pause: load_model(tokenizer=damaged, digest=digest, pause=pause),
    )
    index = RulesIndex.open_or_build(corpus, "no-tokenizer", None)
    problem = index.load_semantic(None)
    assert problem == (
        "Search by meaning is off: its tokenizer file minilm_tokenizer.json cannot be read. "
        "Results come from word matches only; reinstalling the app restores it."
    )
    assert index.semantic is None
    assert index.search("fleeting").hits[0].id == "Fleeting"
    index.close()
