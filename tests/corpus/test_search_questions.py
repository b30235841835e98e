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


def test_a_verb_in_the_question_finds_the_rules_noun() -> None:
    """The rules say "resolution", "decisions", "declaration" where players say "resolved",
    "choices", "declared": the word families in the lexicon join them (the index's stemmer
    does not: "resolv" and "resolut" are different stems)."""
    concepts = understand("once it has resolved, who made the choices", players_lexicon()).concepts
    stems = {c.text: c.stems for c in concepts}
    assert {"resolv", "resolut"} <= stems["resolved"]
    assert {"choic", "decis"} <= stems["choices"]


@pytest.mark.parametrize(
    ("words", "meaning"),
    [("sac a character", "sacrifice"), ("top-deck", "top card"), ("board wipe", "all characters")],
)
def test_other_games_words_carry_the_rules_words(words: str, meaning: str) -> None:
    assert meaning in understand(words, players_lexicon()).meanings


def test_a_quoted_pronoun_is_read_as_the_rules_person() -> None:
    """'who is "you"' asks how a card speaks (CR 5.0 7.2): a quote of words the search would
    ignore is looked up in the lexicon; the same words unquoted are not ("can I play it")."""
    assert "second person" in understand('who is "you" on a card', players_lexicon()).meanings
    assert "first person" in understand('what does "I" mean', players_lexicon()).meanings
    assert understand("can I play it", players_lexicon()).meanings == ()
    assert understand('"bounce"', players_lexicon()).meanings == ()


@pytest.mark.parametrize(
    ("question", "answer"),
    [('what does "you" mean on a card', "7.2.3.a"), ('a card says "they"', "7.2.4.a")],
)
def test_a_quoted_pronoun_finds_its_rule(library: RulesLibrary, question: str, answer: str) -> None:
    assert answer in top(library, question, doc=CR5)


def test_lexicon_names_the_bad_entry() -> None:
    with pytest.raises(ValueError, match="'bounce'"):
        parse_lexicon("bounce: {return: hand}\n")


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("does it untap in the morning", "Prepare"),
        ("graveyard", "Discard pile"),
        ("what does hexproof do here", "Tough"),
        ("can I block with it", "Defender"),
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
    # The section the query names comes first, with its CR 5.0 equivalent.
    assert hits[0].id == "7.3.22" and hits[0].current_id == "7.3.39"


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


@pytest.mark.parametrize(
    ("term", "first"),
    [
        # a rule's run-in heading names the term (CR 5.0 4.2.1.b-e, 4.2.5.b-d)
        ("Prepare", "4.2.1.c"),
        ("Succeed", "4.2.1.b"),
        ("Expand", "4.2.1.e"),
        ("Rest", "4.2.5.b"),
        ("Clean-up", "4.2.5.c"),
        ("Check Victory", "4.2.5.d"),
        # the Morning's daily effect before the keyword action of the same name: the
        # glossary's definition speaks of the Morning
        ("Draw", "4.2.1.d"),
        # a plural section title names the singular term
        ("Cost", "1.2.5"),
        ("Effect", "1.2.6"),
        # a sentence that defines it: "A target is an object, player, …" (1.2.6.c)
        ("Target", "1.2.6.c"),
        # listed as one of its category: "A type is one of the following: …" (2.2.1.a)
        ("Spell", "2.2.1.a"),
        ("Emblem", "2.2.1.a"),
        ("Axiom", "2.2.10.a"),
        ("Gear", "2.2.2.e"),
    ],
)
def test_glossary_entry_links_first_to_the_rule_that_defines_it(
    corpus: Corpus, term: str, first: str
) -> None:
    found = defining_rules(corpus, CR5, term)
    assert found and found[0] == first, found


def test_a_term_with_two_meanings_links_both(corpus: Corpus) -> None:
    assert set(defining_rules(corpus, CR5, "Draw")) == {"4.2.1.d", "7.3.9"}


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
    rule_material = ("rule", "section", "remark", "example")
    first_rule = next(n for n, k in enumerate(kinds) if k in rule_material and n != at)
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


def test_ruling_is_placed_before_superseded_and_glossary_hits() -> None:
    """Current rules first, then the ruling, then the old edition and the glossary (issue 19):
    a ruling never sits below a superseded hit it outranks in kind."""
    from rules_corpus.search.results import SearchHit
    from rules_corpus.search.rulings import place_rulings, ruling_hit

    def hit(doc: str, kind: str, superseded: str | None = None) -> SearchHit:
        return SearchHit(doc, "1.1", kind, "", "", "", (), 1.0, superseded_by=superseded)

    ruling = ruling_hit(RULINGS[0], 1.0)
    current = hit("altered-cr-5.0", "example")
    old = hit("altered-fan-2024", "example", "altered-cr-5.0")
    glossary = hit("altered-cr-5.0", "glossary")
    placed = place_rulings((current, current, old, glossary), [ruling])
    assert placed.index(ruling) == 1  # right after the best rule material
    placed = place_rulings((glossary, current, old), [ruling])
    assert placed.index(ruling) == 1  # never above everything, even a glossary entry
    placed = place_rulings((current, old, current), [ruling])
    assert placed.index(ruling) == 1


@pytest.mark.parametrize(
    "query",
    ["which expedition do I play a gigantic character in", "mana orbs exhausted ready", "gigantic"],
)
def test_a_rule_and_its_example_take_one_place_in_the_results(
    library: RulesLibrary, query: str
) -> None:
    """An Example or Remark is part of its rule (CR 5.0 1.1.1.e; the rule's page shows it):
    the results cite each rule once, so a second hit on the same rule does not take the
    place of another rule."""
    hits = library.index.search(query, doc=CR5, limit=10).hits
    cited = [h.id for h in hits if h.kind in ("rule", "remark", "example")]
    assert cited and len(cited) == len(set(cited)), cited
