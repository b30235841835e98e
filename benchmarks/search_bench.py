"""Search benchmark: index build time, query latency, and answer quality vs an FTS5 baseline.

Prints (not asserts) the figures the rules-corpus issue asks for:

* index build time (whoosh), and the corpus parse time;
* p50/p95 search latency over benchmarks/data/query_mix.txt (words, phrases, rule numbers,
  typos, prefixes), for our search and for a plain SQLite FTS5 baseline over the same units;
* recall@5, MRR and top-1 (the share answered by the hit Enter opens) for both over each
  question set in tests/data (judge_questions.yaml, the
  project's first set; player_questions.yaml, questions phrased as players ask them), with the
  question's document selected, and for ours also with no filter (the default search).

The ranker's weights (rules_corpus/data/ranking_weights.json) were fitted on these same
question sets, so the figures here are in-sample: benchmarks/train_ranker.py reports them
cross-validated, on questions held out of the fit, which is what a new question can expect.

The search runs twice: lexical (as before the sentence encoder loads, and if it cannot) and
with the semantic signal (:mod:`rules_corpus.search.semantic`); for the second, the time to
load the encoder, the memory it takes once loaded (Linux) and the time to encode one question
(cache off) are printed too.

Question files that were never fitted on are reported apart, after the rest:
tests/data/fresh_questions*.yaml (questions written independently) and any file given with
``--questions FILE``. The first two fresh sets' misses were read to find the mechanisms behind
them (:data:`STUDIED`), so they are marked "studied": their figures are those of questions
nobody fitted on, not of questions nobody looked at. Any other fresh set is held out: nobody
has read its misses, and its figure is what a new question can expect. ``--studied-only``
leaves the held-out sets unread (for whoever works on the ranking: reading a held-out set's
figures while tuning makes them tuned).

Each set also reports its *pool recall*: the share of questions with an answer among the
candidates the ranker weighs (``RulesIndex.ranking_candidates``: the engine's matches, the units
closest in meaning, ...), by the question's words as typed; and "in the pool searched", the pool
the search itself ranks — a question naming cards searched as the app searches it (the names
out, their texts' rules words in, the rules its form invokes joined). A miss whose answer is in
the pool searched is the ranking's; one whose answer is not, the candidates'.

``--misses`` lists the questions whose answer is not in our top 5, marked "not in pool" when
the ranker never saw the answer (never for a held-out set).

Questions naming cards (issue 32): tests/data/card_questions.yaml, interaction questions naming real
cards, written before the search was tuned for them (so "studied"), card_questions_studied_2.yaml, a
second studied set written before the fourth round of changes, card_questions_studied_3.yaml, a
third written before the fifth, card_questions_studied_4.yaml, a fourth written before the sixth,
card_questions_studied_5.yaml, a fifth written before the seventh,
card_questions_studied_6.yaml, a sixth written before the eighth,
card_questions_studied_7.yaml, a seventh written before search25's changes,
card_questions_studied_8.yaml, an eighth written before search26's changes,
card_questions_studied_9.yaml, a ninth written before search27's changes,
card_questions_studied_10.yaml, a tenth in French, German and Italian, before search44's,
card_questions_studied_11.yaml, an eleventh on a new set of invented cards, before search45's,
card_questions_studied_12.yaml, a twelfth on interactions of two cards, before search46's,
and tests/data/card_questions_2.yaml and card_questions_3.yaml, written before the second and
the third round of changes, and card_questions_4.yaml and card_questions_10.yaml, written blind,
all held out (their misses are never listed; card_questions_5.yaml, card_questions_6.yaml and
card_questions_7.yaml, written blind and measured once each, are studied since the ninth
round, card_questions_8.yaml since the tenth, card_questions_9.yaml since the eleventh,
card_questions_11.yaml, written blind and measured once, since the twelfth, card_questions_12.yaml
since the thirteenth, card_questions_13.yaml, written blind and measured once, since search30,
card_questions_14.yaml, written blind and measured once, since search31, card_questions_15.yaml
since search32, card_questions_16.yaml, written blind and measured once, since search33),
are
each reported three ways: as today (no card recognised), with the library's cards only
(what the app knows with no card data imported) and, with ``--cards DIR`` (card files in the
official API's shape, e.g. the real sets, never part of the project), with those cards imported into
a temporary pool — their rulings left out, as the issue's measure asks. With cards, every other set
is reported again with recognition on (a question that happens to name a card must not get worse),
the latency is measured with the encoder and recognition together (a question not encoded yet, the
same once encoded, and once encoded with nothing kept from an earlier search), and recognition
alone; the load average is printed (the machine may be shared: CPU times are steadier).

``--cold N`` measures only the first search of a fresh process, N times (issue 32, search42: the
search a judge at a table waits for): each run a new interpreter, timed from before it starts to
the imports done, the rules opened (the index kept from an earlier start), the first question's
result by its words (what the window shows first), the encoder loaded (in the background in the
window), the library's cards' recogniser made, and the first question's result with its meaning
and cards, then warm: the same question again and a second question; with the search's kept
arrays (a later start) and without them (the first start after an install). ``--tree DIR``
runs another checkout's code in those processes (a version before a change, side by side).

Run: ``.venv/bin/python benchmarks/search_bench.py [--misses] [--studied-only] [--questions FILE]
[--cards DIR]`` or ``... --cold 5 [--tree DIR]``
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import sqlite_utils
from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.editions import NEW_EDITION  # noqa: E402
from rules_corpus.search.index import RulesIndex  # noqa: E402
from rules_corpus.search.mentions import CardMention  # noqa: E402
from rules_corpus.search.units import iter_units  # noqa: E402
from rules_corpus.search.unknown_cards import CardNames  # noqa: E402

if TYPE_CHECKING:
    from judge_app.card_mentions import QuestionCards

# As many results as the window lists (judge_app/gui/search_model.py RESULT_LIMIT): with no
# document selected the current rules' hits among them are grouped first, so the figures are
# those of the list a judge sees.
WINDOW_LIMIT = 30


def percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(pct / 100 * (len(ordered) - 1)))]


class Fts5Baseline:
    """Plain SQLite FTS5 (porter stemming, bm25), no query handling of our own.

    The question is searched as a plain FTS5 user would configure it for free text: each of its
    words (or word-joined forms such as a rule number) a quoted phrase, the phrases joined by
    OR, the matches ordered by bm25 (FTS5's own relevance, which weighs rare words above common
    ones). FTS5's default query ANDs every term, which on a long question (a card interaction
    asked in a sentence) matches nothing at all: that would be no baseline."""

    DESCRIPTION = "plain SQLite FTS5, porter stemming, the question's words ORed, ranked by bm25"

    def __init__(self, corpus: object) -> None:
        self.db = sqlite_utils.Database(memory=True)
        rows = [
            {
                "key": u.key,
                "doc": u.doc,
                "id": u.id,
                "kind": u.kind.value,
                "title": u.title,
                "term": u.term,
                "body": u.body,
            }
            for u in iter_units(corpus)  # type: ignore[arg-type]
        ]
        self.db.table("units").insert_all(rows, pk="key")
        self.db.table("units").enable_fts(["title", "term", "body"], tokenize="porter")

    @staticmethod
    def match_expression(query: str) -> str:
        """The question's words as quoted FTS5 phrases joined by OR (each once, in order)."""
        words: list[str] = []
        for chunk in query.split():
            word = chunk.strip(".,;:!?()[]{}'\"“”‘’«»").replace('"', "")
            if word and word.lower() not in (w.lower() for w in words):
                words.append(word)
        return " OR ".join(f'"{w}"' for w in words)

    def search(self, query: str, doc: str | None = None, limit: int = 10) -> list[str]:
        expression = self.match_expression(query)
        if not expression:
            return []
        where, params = ("doc = :doc", {"doc": doc}) if doc else (None, None)
        try:
            rows = self.db.table("units").search(
                expression, limit=limit, where=where, where_args=params, quote=False
            )
            return [row["id"] for row in rows]
        except Exception:
            return []


QUESTION_SETS = ("judge_questions.yaml", "player_questions.yaml")
CARD_QUESTIONS = ROOT / "tests/data/card_questions.yaml"
# A second studied set, written before the fourth round of changes (issue 32), and a third,
# written before the fifth, cross-validated on since (benchmarks/fit_card_rerank.py): reported
# as the first is.
STUDIED_CARD_QUESTIONS = (
    CARD_QUESTIONS,
    ROOT / "tests/data/card_questions_studied_2.yaml",
    ROOT / "tests/data/card_questions_studied_3.yaml",
    # A fourth, written before the sixth round of changes (from the cards' texts and CR 5.0).
    ROOT / "tests/data/card_questions_studied_4.yaml",
    # A fifth, written before the seventh (keywords and statuses the cards' words invoke, the
    # rules' verbs, control, ownership, tiebreakers).
    ROOT / "tests/data/card_questions_studied_5.yaml",
    # A sixth, written before the eighth (what a question's form invokes: responding, who
    # decides, order, once or per object, timing; cost symbols, tokens, Mana Orbs, Gifts).
    ROOT / "tests/data/card_questions_studied_6.yaml",
    # Three sets written blind and held out until the ninth round of changes, each measured
    # once blind (card_questions_5: 0.850 / 0.655, _6: 0.850 / 0.662, _7: 0.850 / 0.676,
    # recall@5 / MRR with the real sets imported), then studied.
    ROOT / "tests/data/card_questions_5.yaml",
    ROOT / "tests/data/card_questions_6.yaml",
    ROOT / "tests/data/card_questions_7.yaml",
    # An eighth, written blind and held out until the tenth round, measured once blind
    # (0.775 / 0.648 with the real sets imported), then studied.
    ROOT / "tests/data/card_questions_8.yaml",
    # A ninth, written blind and held out until the eleventh round, measured once blind
    # (0.800 / 0.646 with the real sets imported; 0.800 / 0.680 after the tenth), then studied.
    ROOT / "tests/data/card_questions_9.yaml",
    # An eleventh, written blind (search16) and measured once blind on the start tree 8f017b08
    # (benchmarks/card_set_bench.py; recall@5 / MRR / top-1: no card 0.738 / 0.572 / 0.438,
    # library's cards 0.787 / 0.620 / 0.500, real sets imported 0.812 / 0.668 / 0.562), then
    # studied (the learned second look is fitted on it since).
    ROOT / "tests/data/card_questions_11.yaml",
    # A twelfth, written blind (search17) and measured once blind on the start tree 875e4d8a
    # (benchmarks/card_set_bench.py; recall@5 / MRR / top-1: no card 0.713 / 0.558 / 0.450,
    # library's cards 0.775 / 0.624 / 0.525, real sets imported 0.825 / 0.673 / 0.562), then
    # studied.
    ROOT / "tests/data/card_questions_12.yaml",
    # A thirteenth, written blind (search30) and measured once blind on the start tree baf43f52
    # (benchmarks/search_bench.py --questions; recall@5 / MRR / top-1: no card 0.650 / 0.484 /
    # 0.350, library's cards 0.717 / 0.614 / 0.533, real sets imported 0.883 / 0.733 / 0.617),
    # then studied.
    ROOT / "tests/data/card_questions_13.yaml",
    # A fourteenth, written blind (search31) and measured once blind on the start tree c7b87fa9
    # (benchmarks/search_bench.py --questions; recall@5 / MRR / top-1: lexical 0.725 / 0.511 /
    # 0.350, semantic and no card 0.800 / 0.679 / 0.575, real sets imported 0.775 / 0.669 /
    # 0.575), then studied.
    ROOT / "tests/data/card_questions_14.yaml",
    # A fifteenth, written blind (search32; 8 of its 40 with French, German, Spanish or Italian
    # names or words) and measured once blind on the start tree 82b3ed7c
    # (benchmarks/card_set_bench.py; recall@5 / MRR / top-1: no card 0.675 / 0.526 / 0.400,
    # library's cards 0.675 / 0.525 / 0.400, real sets imported 0.700 / 0.584 / 0.500), then
    # studied.
    ROOT / "tests/data/card_questions_15.yaml",
    # A sixteenth, written blind (search33; Mana, 8 of its 40 with French, German, Spanish or
    # Italian names or words, 6 a word or two) and measured once blind on the start tree
    # bae3b5ab (benchmarks/card_set_bench.py; recall@5 / MRR / top-1: no card 0.750 / 0.555 /
    # 0.400, library's cards 0.725 / 0.563 / 0.450, real sets imported 0.800 / 0.639 / 0.525),
    # then studied.
    ROOT / "tests/data/card_questions_16.yaml",
    # A seventh studied set, written by search25 before its changes (from CORE/BISE texts and
    # CR 5.0) and measured on the start tree 486613f7 (benchmarks/card_set_bench.py; recall@5 /
    # MRR / top-1: no card 0.771 / 0.631 / 0.542, library's cards 0.771 / 0.643 / 0.562, real
    # sets imported 0.812 / 0.721 / 0.667), then studied.
    ROOT / "tests/data/card_questions_studied_7.yaml",
    # An eighth studied set, written by search26 before its changes (two cards per question, in
    # players' words, from CORE/BISE texts and CR 5.0), measured on the start tree b5af7748
    # (benchmarks/card_set_bench.py; recall@5 / MRR / top-1: no card 0.712 / 0.504 / 0.385,
    # library's cards 0.769 / 0.569 / 0.462, real sets imported 0.827 / 0.685 / 0.577), then
    # studied.
    ROOT / "tests/data/card_questions_studied_8.yaml",
    # A ninth studied set, written by search27 before its changes (a card's keyword, status or
    # descriptor whose section's lettered rule, or its opening, answers; from CORE/BISE texts and
    # CR 5.0), measured on the start tree 87f9b621 (recall@5 / MRR / top-1: no card 0.974 /
    # 0.841 / 0.737, library's cards 0.974 / 0.828 / 0.711, real sets imported 0.921 / 0.763 /
    # 0.632), then studied.
    ROOT / "tests/data/card_questions_studied_9.yaml",
    # A tenth studied set, written by search44 before its changes (CORE cards named in French,
    # German and Italian, the questions in those languages; answers from CR 5.0), measured on
    # the start tree 28bcc0e9 (benchmarks/card_set_bench.py; recall@5 / MRR / top-1: no card
    # 0.700 / 0.545 / 0.450, library's cards 0.700 / 0.545 / 0.450, real sets imported 0.800 /
    # 0.777 / 0.700), then studied.
    ROOT / "tests/data/card_questions_studied_10.yaml",
    # An eleventh, on a NEW SET the app had never seen, invented by search45 before its changes
    # (tests/data/pool_set_keyword_counters: two set keywords defined only by reminder text and a
    # named counter; answers from CR 5.0), measured on the start tree 75fa0f43
    # (benchmarks/card_set_bench.py --cards tests/data/pool_set_keyword_counters; recall@5 /
    # MRR / top-1: no card 0.850 / 0.670 / 0.550, library's cards 0.850 / 0.670 / 0.550, the
    # set imported 0.900 / 0.767 / 0.650), then studied. Here, as every set, it is measured
    # with the real sets imported (``--cards``), not its own: card_set_bench.py gives its figure.
    ROOT / "tests/data/card_questions_studied_11.yaml",
    # A twelfth, written by search46 before its changes (interactions of two real cards, or a
    # card and a moment, as players ask them: leaving and switching, can't against can, for
    # free, replacements, control and who did it, Reactions' order, Tiebreakers; answers from
    # CR 5.0), measured on the start tree 5fedf7c7 (card_set_bench.py; recall@5 / MRR / top-1:
    # no card 0.600 / 0.481 / 0.400, library 0.560 / 0.488 / 0.440, real sets imported 0.720 /
    # 0.620 / 0.520), then studied.
    ROOT / "tests/data/card_questions_studied_12.yaml",
)
# A second set, written before the second round of changes and held out: its misses are never
# listed (whoever tunes the search must not read them).
HELD_OUT_CARD_QUESTIONS = (
    ROOT / "tests/data/card_questions_2.yaml",
    # A third, written and committed before the third round of changes (issue 32): held out.
    ROOT / "tests/data/card_questions_3.yaml",
    # A fourth, written blind (from the cards' texts and CR 5.0 only) and committed before any
    # run (issue 32): held out.
    ROOT / "tests/data/card_questions_4.yaml",
    # card_questions_5/6/7, written blind the same way, are studied since the ninth round,
    # card_questions_8 since the tenth, card_questions_9 since the eleventh.
    # A tenth, written blind the same way and committed before any run (issue 32): held out.
    # Measured first with the real sets imported: recall@5 0.825, MRR 0.624, top-1 0.500.
    ROOT / "tests/data/card_questions_10.yaml",
)
Reader = Callable[[str], tuple[CardMention, ...]]
# Fresh sets never fitted on whose misses were read to find the mechanisms behind them.
STUDIED = ("fresh_questions.yaml", "fresh_questions_2.yaml")


class Quality:
    """recall@5, MRR (over the top 10) and top-1 of one ranking on one question set."""

    def __init__(self) -> None:
        self.hits = 0
        self.first = 0  # answered by the top hit (what Enter opens)
        self.reciprocal = 0.0
        self.count = 0

    def add(self, found: list[str], answers: set[str]) -> int | None:
        self.count += 1
        rank = next((n for n, i in enumerate(found, 1) if i in answers), None)
        if rank is not None and rank <= 5:
            self.hits += 1
        self.first += rank == 1
        if rank is not None:
            self.reciprocal += 1 / rank
        return rank

    def __str__(self) -> str:
        n = max(1, self.count)
        top = self.first / n
        return f"recall@5 {self.hits / n:.3f}, MRR {self.reciprocal / n:.3f}, top-1 {top:.3f}"


def evaluate(
    path: Path,
    index: RulesIndex,
    baseline: Fts5Baseline,
    show_misses: bool,
    read: Reader | None = None,
) -> str:
    """Quality on one question set: ours and FTS5 with the question's document selected, and
    ours with no filter at all (the default search: the answer must come from that document)."""
    name = path.name
    questions = YAML(typ="safe").load(path.read_text(encoding="utf-8"))
    ours, unfiltered, fts5 = Quality(), Quality(), Quality()
    pooled = searched_pool = 0
    misses: list[str] = []
    for item in questions:
        answers = {str(a) for a in item["answers"]}
        doc = item.get("doc")
        # A question with no document is asked in the default search, and its answer must be
        # a hit in the current rules (a rule of the same number in another edition is not it).
        answer_doc = doc or NEW_EDITION
        cards = read(item["question"]) if read is not None else ()
        found = index.search(item["question"], doc=doc, limit=WINDOW_LIMIT, cards=cards).hits
        ours_ids = [h.id if h.doc == answer_doc else "" for h in found[:10]]
        rank = ours.add(ours_ids, answers)
        everywhere = index.search(item["question"], limit=WINDOW_LIMIT, cards=cards).hits[:10]
        unfiltered.add([h.id if h.doc == answer_doc else "" for h in everywhere], answers)
        fts5.add(baseline.search(item["question"], doc=doc, limit=10), answers)
        pool, _, units = index.ranking_candidates(item["question"], doc)
        in_pool = any(units[c.key].doc == answer_doc and units[c.key].id in answers for c in pool)
        pooled += in_pool
        # The pool the search itself ranked: the words a question naming cards is searched
        # as (its cards' rules words), and the rules its form invokes joined.
        ranked_pool, _, _ = index.ranking_candidates(item["question"], doc, cards)
        in_ranked = any(
            units[c.key].doc == answer_doc and units[c.key].id in answers for c in ranked_pool
        )
        searched_pool += in_ranked
        if rank is None or rank > 5:
            where = "" if in_ranked else " (not in pool)"
            misses.append(
                f"  miss{where}: {item['question']!r} -> {ours_ids[:5]} want {sorted(answers)}"
            )
    lines = [
        f"{name}: {len(questions)} questions",
        f"  ours (document selected): {ours}",
        f"  ours (no filter)        : {unfiltered}",
        f"  FTS5 baseline           : {fts5}",
        f"  answer in candidate pool: {pooled / max(1, len(questions)):.3f}",
        f"  ... in the pool searched: {searched_pool / max(1, len(questions)):.3f}"
        " (with the cards recognised: their rules words, the rules the question's form invokes)",
    ]
    if show_misses:
        lines += misses
    return "\n".join(lines)


def latencies(
    index: RulesIndex,
    queries: list[str],
    read: Reader | None = None,
    cpu: list[float] | None = None,
    afresh: bool = False,
) -> list[float]:
    """Milliseconds a search takes (with ``read``: the cards recognised first, as the window
    does on each keystroke); given ``cpu``, the CPU milliseconds of each are added to it (all
    the process's threads: steadier than wall time on a machine other work shares). With
    ``afresh``, nothing is kept from an earlier search of the same question (the index's
    recent parses and matches forgotten before each)."""
    for q in queries[:20]:  # warm up caches
        index.search(q, cards=read(q) if read is not None else ())
    times: list[float] = []
    for q in queries:
        if afresh:
            index.forget_recent()
        t, c = time.perf_counter(), time.process_time()
        index.search(q, cards=read(q) if read is not None else ())
        times.append((time.perf_counter() - t) * 1000)
        if cpu is not None:
            cpu.append((time.process_time() - c) * 1000)
    return times


def recognition_times(read: Reader, queries: list[str]) -> list[float]:
    times: list[float] = []
    for q in queries:
        t = time.perf_counter()
        read(q)
        times.append((time.perf_counter() - t) * 1000)
    return times


def card_readers(
    index: RulesIndex, cards: Path | None, tmp: Path
) -> tuple[CardReader, CardReader | None]:
    """What recognises cards in a question: with the library's cards only, and (given card
    files) with them imported into a pool in ``tmp`` as well — rulings left out."""
    from judge_app.card_mentions import CardRecogniser, QuestionCards, library_cards, pool_cards

    library = library_cards()
    only_library = QuestionCards(CardRecogniser(library, index.rules_word), index.card_terms)
    if cards is None:
        return CardReader(only_library), None
    from scenarios.pool import CardPool

    pool = CardPool(tmp / "cards.db")
    try:
        pool.import_paths(sorted(cards.glob("*.json")) if cards.is_dir() else [cards])
    finally:
        pool.close()
    pooled, notices = pool_cards(tmp / "cards.db")
    for notice in notices:
        print(f"note: {notice}")
    both = QuestionCards(CardRecogniser([*pooled, *library], index.rules_word), index.card_terms)
    return CardReader(only_library), CardReader(both)


class CardReader:
    """A :data:`Reader` of one set of known cards, which also gives their names (the window's
    and the command line's ``card_names``: the names a question writes that no known card has
    are noted, and kept from the speller)."""

    def __init__(self, cards: QuestionCards) -> None:
        self._cards = cards

    def __call__(self, question: str) -> tuple[CardMention, ...]:
        return self._cards.read(question)[1]

    def names(self) -> CardNames:
        return self._cards.card_names()


def encode_times(index: RulesIndex, questions: list[str]) -> list[float]:
    """One question's encoding, the query cache bypassed (each text encoded afresh)."""
    assert index.semantic is not None
    encoder = index.semantic.encoder
    times: list[float] = []
    for q in questions:
        t = time.perf_counter()
        encoder.encode_many([q])
        times.append((time.perf_counter() - t) * 1000)
    return times


def shows(path: Path, misses: bool) -> bool:
    """Whether the misses of ``path`` are listed: never a held-out fresh set's."""
    held_out = path.name.startswith("fresh_questions") and path.name not in STUDIED
    return misses and not held_out


def resident_mb() -> float | None:
    """The process's resident memory (MB; Linux's /proc, None elsewhere)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, IndexError, ValueError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def figures(name: str, values: list[float]) -> str:
    return (
        f"{name}: p50 {statistics.median(values):.2f} ms, "
        f"p95 {percentile(values, 95):.2f} ms, max {max(values):.2f} ms"
    )


COLD_QUESTIONS = (
    "can my opponent respond when my character leaves the expedition?",
    "does a fleeting spell go to reserve after I play it?",
)

COLD_CHILD = r"""
import sys, time
T0 = float(sys.argv[3])
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from rules_corpus.library import open_library
t = [time.time()]
library = open_library(cache=Path(sys.argv[2]))
t.append(time.time())
first, second = sys.argv[4], sys.argv[5]
library.index.search(first, limit=30)
t.append(time.time())
problem = library.load_semantic()
assert problem is None, problem
t.append(time.time())
from judge_app.card_mentions import CardRecogniser, QuestionCards, library_cards
cards = QuestionCards(CardRecogniser(library_cards(), library.index.rules_word),
                      library.index.card_terms)
t.append(time.time())
def ask(question):
    found = library.index.search(question, limit=30, cards=cards.read(question)[1],
                                 card_names=cards.card_names())
    assert found.hits
ask(first)
t.append(time.time())
ask(first)
t.append(time.time())
ask(second)
t.append(time.time())
print(" ".join(f"{(b - a) * 1000:.1f}" for a, b in zip([T0, *t], t)))
"""

COLD_PHASES = (
    "process start -> imports done",
    "rules opened (index kept)",
    "first result by words",
    "encoder loaded",
    "library cards' recogniser made",
    "first result with meaning and cards",
    "warm: the same question again",
    "warm: a second question",
)


def cold_figures(runs: int, tree: Path) -> None:
    """The first search of ``runs`` fresh processes running ``tree``'s code (see the module's
    docstring), the medians of each phase, without and with the search's kept arrays."""
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp) / "cache"
        env = {**os.environ, "JUDGE_APP_DATA_DIR": str(Path(tmp) / "data")}

        def run() -> list[float]:
            child = [sys.executable, "-c", COLD_CHILD, str(tree), str(cache)]
            out = subprocess.run(
                [*child, repr(time.time()), *COLD_QUESTIONS],
                capture_output=True,
                text=True,
                env=env,
                check=True,
            )
            return [float(x) for x in out.stdout.split()]

        run()  # the index built and kept (what an install's first start does once)
        for label, forget in (
            ("first start (nothing kept by the search)", True),
            ("later start", False),
        ):
            rows: list[list[float]] = []
            for _ in range(runs):
                if forget:
                    for kept in cache.glob("semantic-arrays-*"):
                        kept.unlink()
                rows.append(run())
            print(f"cold first search, {label}: median of {runs} fresh processes, ms")
            for n, phase in enumerate(COLD_PHASES):
                values = sorted(r[n] for r in rows)
                print(f"  {phase:<40} {statistics.median(values):8.1f}  (min {values[0]:.1f})")
            total = sorted(sum(r[:6]) for r in rows)
            print(
                f"  {'process start -> first result with meaning':<40} "
                f"{statistics.median(total):8.1f}  (min {total[0]:.1f})"
            )
            by_words = sorted(sum(r[:3]) for r in rows)
            print(
                f"  {'process start -> first result by words':<40} "
                f"{statistics.median(by_words):8.1f}  (min {by_words[0]:.1f})"
            )
    print(f"load average {os.getloadavg()[0]:.1f} (the machine may be shared)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cold", type=int, metavar="N", help="only the cold first search, N runs")
    parser.add_argument("--tree", type=Path, default=ROOT, help="the code --cold runs")
    parser.add_argument("--misses", action="store_true", help="list the questions missed")
    parser.add_argument(
        "--studied-only", action="store_true", help="leave the held-out fresh sets unread"
    )
    parser.add_argument(
        "--cards",
        type=Path,
        help="card files (a folder or a file in the official API's shape) to import",
    )
    parser.add_argument(
        "--questions",
        action="append",
        type=Path,
        default=[],
        help="a question file never fitted on",
    )
    args = parser.parse_args()
    if args.cold:
        cold_figures(args.cold, args.tree.resolve())
        return
    load = os.getloadavg()  # the machine may be shared: wall times mean little under load
    fitted = [ROOT / "tests/data" / name for name in QUESTION_SETS]
    fresh = sorted((ROOT / "tests/data").glob("fresh_questions*.yaml"))
    if args.studied_only:
        fresh = [p for p in fresh if p.name in STUDIED]
    apart = [p for p in [*fresh, *args.questions] if p.exists()]
    t0 = time.perf_counter()
    corpus = parse_corpus()
    parse_s = time.perf_counter() - t0
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        index = RulesIndex.open_or_build(corpus, "bench", Path(tmp))
        build_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        baseline = Fts5Baseline(corpus)
        baseline_build_s = time.perf_counter() - t0

        queries = (ROOT / "benchmarks/data/query_mix.txt").read_text(encoding="utf-8").splitlines()
        queries = [q for q in queries if q.strip()]
        lexical = latencies(index, queries)
        base: list[float] = []
        for q in queries:
            t = time.perf_counter()
            baseline.search(q)
            base.append((time.perf_counter() - t) * 1000)
        reports = {
            "lexical": [evaluate(p, index, baseline, shows(p, args.misses)) for p in fitted + apart]
        }
        before = resident_mb()
        t0 = time.perf_counter()
        problem = index.load_semantic(Path(tmp))
        load_s = time.perf_counter() - t0
        after = resident_mb()
        if problem is None:
            questions = [
                str(item["question"])
                for p in fitted
                for item in YAML(typ="safe").load(p.read_text(encoding="utf-8"))
            ]
            encoding = encode_times(index, questions)
            semantic = latencies(index, queries)
            reports["with semantic"] = [
                evaluate(p, index, baseline, shows(p, args.misses)) for p in fitted + apart
            ]
            library_read, pool_read = card_readers(index, args.cards, Path(tmp))
            first_with_cards = (pool_read or library_read)(queries[0])
            index.search(queries[0], cards=first_with_cards)
            after_first = resident_mb()
            card_lines = []
            for studied in STUDIED_CARD_QUESTIONS:
                card_lines += [
                    f"questions naming cards ({studied.name}), as today (no card recognised):",
                    evaluate(studied, index, baseline, args.misses),
                    "... with the library's cards (no card data imported):",
                    evaluate(studied, index, baseline, args.misses, library_read),
                ]
            held_lines = []
            if not args.studied_only:
                for held in HELD_OUT_CARD_QUESTIONS:
                    if not held.exists():
                        continue
                    held_lines += [
                        f"held-out questions naming cards ({held.name}), as today (none known):",
                        evaluate(held, index, baseline, False),
                        "... with the library's cards (no card data imported):",
                        evaluate(held, index, baseline, False, library_read),
                    ]
            card_queries = [
                str(item["question"])
                for item in YAML(typ="safe").load(CARD_QUESTIONS.read_text(encoding="utf-8"))
            ]
            read = pool_read or library_read
            with_cards_cpu: list[float] = []
            with_cards = latencies(index, queries + card_queries, read, with_cards_cpu)
            # Again, every question now encoded: what a search costs while the judge types (the
            # window never waits for an encoding; it runs in the background, then re-ranks).
            encoded_cpu: list[float] = []
            encoded = latencies(index, queries + card_queries, read, encoded_cpu)
            # ... and again from scratch: nothing kept from the search before (what a question
            # typed for the first time and already encoded costs).
            afresh_cpu: list[float] = []
            afresh = latencies(index, queries + card_queries, read, afresh_cpu, afresh=True)
            recognising = recognition_times(read, queries + card_queries)
            if pool_read is not None:
                for studied in STUDIED_CARD_QUESTIONS:
                    card_lines += [
                        f"... {studied.name} with the cards of {args.cards} imported"
                        " (rulings left out):",
                        evaluate(studied, index, baseline, args.misses, pool_read),
                    ]
                if not args.studied_only:
                    for held in HELD_OUT_CARD_QUESTIONS:
                        if not held.exists():
                            continue
                        held_lines += [
                            f"... {held.name} with the cards of {args.cards} imported "
                            "(rulings left out):",
                            evaluate(held, index, baseline, False, pool_read),
                        ]
                reports["with semantic and cards recognised"] = [
                    evaluate(p, index, baseline, shows(p, args.misses), pool_read)
                    for p in fitted + apart
                ]

    print(f"corpus parse: {parse_s * 1000:.0f} ms; units: {len(list(iter_units(corpus)))}")
    print(f"index build (whoosh): {build_s * 1000:.0f} ms; ", end="")
    print(f"FTS5 baseline build: {baseline_build_s * 1000:.0f} ms")
    print(f"queries: {len(queries)}")
    print(figures("latency lexical      ", lexical))
    if problem is None:
        print(figures("latency with semantic", semantic))
        print(figures("latency with semantic and recognition (+ card questions)", with_cards))
        print(figures("  the same, CPU time", with_cards_cpu))
        print(figures("  the same, questions already encoded", encoded))
        print(figures("  the same, questions already encoded, CPU time", encoded_cpu))
        print(figures("  the same, encoded, nothing kept from earlier searches", afresh))
        print(figures("  the same, encoded, nothing kept, CPU time", afresh_cpu))
        print(figures("recognition alone", recognising))
        if after_first is not None:
            print(
                f"resident memory after the first search (cards recognised): {after_first:.0f} MB"
            )
        print(figures(f"query encode ({len(encoding)} questions, no cache)", encoding))
        print(f"semantic model load (vectors shipped): {load_s * 1000:.0f} ms", end="")
        if before is not None and after is not None:
            print(f", resident memory +{after - before:.0f} MB", end="")
        print()
    else:
        print(f"semantic: not loaded ({problem})")
    print(figures("latency FTS5         ", base))
    print(f"FTS5 baseline: {Fts5Baseline.DESCRIPTION}")
    for mode, lines in reports.items():
        print(f"== {mode} ==")
        print(f"(fitted on {', '.join(QUESTION_SETS)}: in-sample; train_ranker.py cross-validates)")
        for path, report in zip(fitted + apart, lines, strict=True):
            if path in apart:
                seen = path.name in STUDIED
                print("(never fitted on; misses studied:)" if seen else "(held out:)")
            print(report)
    if problem is None:
        print("== questions naming cards (written before tuning; studied since) ==")
        print("\n".join(card_lines))
        if held_lines:
            held_names = ", ".join(p.name for p in HELD_OUT_CARD_QUESTIONS if p.exists())
            print(f"== held-out questions naming cards ({held_names}) ==")
            print("\n".join(held_lines))
    print(f"load average (1, 5, 15 min) at the end: {os.getloadavg()}; at the start: {load}")


if __name__ == "__main__":
    main()
