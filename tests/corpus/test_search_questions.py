"""Issue 19: questions as players ask them, current rules first, rulings, lookup gaps."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from rules_corpus.corpus import Corpus
from rules_corpus.editions import edition_map_for
from rules_corpus.library import RulesLibrary
from rules_corpus.search.definitions import defining_rules
from rules_corpus.search.fusion import reciprocal_rank_fusion
from rules_corpus.search.lexicon import parse_lexicon, players_lexicon
from rules_corpus.search.query import content_text, understand
from rules_corpus.search.rulings import MAX_POSITION, RULINGS_DOC, RulingRecord

DATA = Path(__file__).resolve().parents[1] / "data"
CR5, FAN, HJ = "altered-cr-5.0", "altered-fan-2024", "heroes-journey"


def top(library: RulesLibrary, query: str, n: int = 5, **kwargs: object) -> list[str]:
    hits = library.index.search(query, limit=n, **kwargs).hits  # type: ignore[arg-type]
    return [hit.id for hit in hits]


# -- the question set ----------------------------------------------------------------------------


def test_player_questions_cite_ids_that_exist(corpus: Corpus) -> None:
    questions = YAML(typ="safe").load((DATA / "player_questions.yaml").read_text("utf-8"))
    assert len(questions) >= 150
    assert {q["doc"] for q in questions} == {CR5, FAN, HJ}
    missing = [
        (q["question"], a)
        for q in questions
        for a in q["answers"]
        if corpus.get(q["doc"], a) is None
    ]
    assert missing == []
    sections = {str(a).split(".")[0] for q in questions if q["doc"] == CR5 for a in q["answers"]}
    assert {"1", "2", "3", "4", "5", "6", "7", "8"} <= sections


# -- understanding the question -------------------------------------------------------------------


def test_question_words_are_dropped_but_not_inside_quotes() -> None:
    assert content_text("how many cards do I draw") == "cards draw"
    assert content_text('what is "what you see"') == 'is "what you see"'  # engine drops is
    assert content_text("what does my") == "what does my"  # nothing else left: keep it


def test_players_phrases_win_over_their_words() -> None:
    understood = understand("the untap step", players_lexicon())
    assert [c.text for c in understood.concepts] == ["untap step"]
    assert "prepar" in understood.concepts[0].stems


def test_quoted_words_are_taken_as_typed() -> None:
    assert understand('"bounce"', players_lexicon()).meanings == ()
    assert "return" in understand("bounce", players_lexicon()).meanings


def test_lexicon_names_the_bad_entry() -> None:
    with pytest.raises(ValueError, match="'bounce'"):
        parse_lexicon("bounce: {return: hand}\n")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("does it untap in the morning", "Prepare"),
        ("graveyard", "Discard pile"),
        ("what does hexproof do here", "Tough"),
    ],
)
def test_players_words_reach_the_rules_words(
    library: RulesLibrary, question: str, answer: str
) -> None:
    assert answer in top(library, question, doc=CR5)


def test_reciprocal_rank_fusion_rewards_agreement() -> None:
    fused = reciprocal_rank_fusion([["a", "b", "c"], ["b", "a"], ["b"]], k=10)
    assert max(fused, key=fused.__getitem__) == "b"
    assert fused["c"] == pytest.approx(1 / 13)


# -- current rules first (CR 5.0 over the superseded fan edition) -----------------------------


def test_current_rules_first_and_superseded_hits_marked(library: RulesLibrary) -> None:
    hits = library.index.search("switch expeditions", limit=20).hits
    assert hits[0].doc == CR5
    docs = [h.doc for h in hits]
    assert FAN in docs
    first_old = docs.index(FAN)
    assert all(d == FAN for d in docs[first_old:])  # grouped after every current hit
    edition_map = edition_map_for(library.corpus)
    for hit in hits[first_old:]:
        assert hit.superseded_by == CR5
        if hit.kind == "rule":
            assert hit.current_id == edition_map.equivalent(FAN, hit.id)
    assert all(h.superseded_by is None for h in hits[:first_old])


def test_old_edition_filter_still_works(library: RulesLibrary) -> None:
    hits = library.index.search("switch expeditions", doc=FAN, limit=3).hits
    assert hits and all(h.doc == FAN and h.superseded_by == CR5 for h in hits)
    assert hits[0].id.startswith("7.3.22") and hits[0].current_id == "7.3.39.a"


def test_old_rule_number_comes_after_the_current_one(library: RulesLibrary) -> None:
    hits = library.index.search("7.3.22", limit=10).hits
    assert hits[0].doc == CR5


# -- lookup gaps -----------------------------------------------------------------------------


def test_boost_ranks_boost_above_boosted(library: RulesLibrary) -> None:
    found = top(library, "boost", doc=CR5)
    assert found.index("Boost") < found.index("Boosted")
    assert top(library, "boosted", doc=CR5)[0] == "Boosted"


@pytest.mark.parametrize(
    ("term", "rules"),
    [
        ("Fleeting", ("2.4.7",)),
        ("Exhaust", ("7.3.13",)),
        ("Exhausted", ("2.4.6",)),
        ("Boost", ("2.5.1",)),
        ("Scout X", ("7.4.5",)),
        ("Progress", ("4.2.4.b",)),
    ],
)
def test_glossary_entry_links_to_defining_rules(
    corpus: Corpus, term: str, rules: tuple[str, ...]
) -> None:
    assert defining_rules(corpus, CR5, term) == rules


def test_headwords_have_no_defining_rules(corpus: Corpus) -> None:
    assert defining_rules(corpus, HJ, "Atlas") == ()


# -- official card rulings supplied at run time ------------------------------------------------

RULINGS = (
    RulingRecord(
        "Moonlight Jellyfish",
        "TEST_JELLY_1",
        "If Moonlight Jellyfish is sacrificed while Fleeting, does it go to Reserve?",
        "No. Its Reaction checks whether it was Fleeting; a Fleeting Jellyfish stays discarded.",
        "2026-03-01",
        ("2.1.f", "6.3.k"),
    ),
    RulingRecord(
        "Kitsune",
        "TEST_KITSUNE_1",
        "Who chooses first when both players discard?",
        "The first player in initiative order chooses first.",
        "2026-03-02",
        ("1.4.5.a",),
    ),
)


@pytest.fixture
def with_rulings(library: RulesLibrary) -> Iterator[RulesLibrary]:
    library.index.set_rulings(RULINGS)
    yield library
    library.index.set_rulings(())


def test_ruling_sits_between_rules_and_glossary(with_rulings: RulesLibrary) -> None:
    hits = with_rulings.index.search("jellyfish sacrificed fleeting reserve", limit=10).hits
    kinds = [h.kind for h in hits]
    assert "ruling" in kinds
    at = kinds.index("ruling")
    assert 1 <= at <= MAX_POSITION  # seen near the top, never above everything
    first_rule = next(n for n, k in enumerate(kinds) if k in ("rule", "section") and n != at)
    # Right after the best rule when it ranks high enough; no glossary entry between them.
    assert at == min(first_rule + 1, MAX_POSITION)
    assert "glossary" not in kinds[first_rule:at]
    assert not with_rulings.index.search("jellyfish").corrected  # a card name is not a typo
    ruling = hits[at]
    assert ruling.doc == RULINGS_DOC and ruling.title == "Moonlight Jellyfish"
    assert ruling.current_id == "2.1.f"


def test_ruling_that_does_not_answer_is_not_shown(with_rulings: RulesLibrary) -> None:
    hits = with_rulings.index.search("tough cost paid once", limit=10).hits
    assert all(h.kind != "ruling" for h in hits)
    # A one-word lookup is not a question a ruling answers, even if the ruling uses the word.
    assert all(h.kind != "ruling" for h in with_rulings.index.search("fleeting").hits)


def test_ruling_kind_filter_and_document_filter(with_rulings: RulesLibrary) -> None:
    only = with_rulings.index.search("who chooses first initiative", kind="ruling").hits
    assert [h.title for h in only] == ["Kitsune"]
    in_doc = with_rulings.index.search("who chooses first initiative", doc=CR5).hits
    assert all(h.kind != "ruling" for h in in_doc)
