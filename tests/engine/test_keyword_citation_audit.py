"""The keyword and status citation audit (benchmarks/keyword_citation_audit.py) and the
generated Reaction non-events (benchmarks/reaction_non_events.py), held at zero (issue 31).

Every keyword ability of 7.4 and every status of 2.4.1.a the engine models is asked at the
events where its own sub-rule decides; each pair must cite that rule on a line naming the
object, and the pairs where the rule does not act must not cite it. Every trigger kind of the
non-event audit, its condition false in the present and past tense and its effect's condition
false at resolution, must be said not to activate (6.3.b, 6.3.k) / to do nothing (6.5.d).
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest

from engine.state.enums import Keyword, Status

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _bench(name: str) -> ModuleType:
    if str(BENCHMARKS) not in sys.path:
        sys.path.insert(0, str(BENCHMARKS))
    return __import__(name)


@pytest.fixture(scope="module")
def keyword_audit() -> ModuleType:
    return _bench("keyword_citation_audit")


def test_every_keyword_and_status_is_asked(keyword_audit: ModuleType) -> None:
    asked = {s for s, _ in keyword_audit.DECIDES}
    # every keyword the engine knows by name; Fleeting, printed on Spells, is asked as the
    # status it gives (2.4.7.b)
    assert {k.value for k in Keyword} - {Keyword.FLEETING.value} == set(keyword_audit.KEYWORDS)
    assert set(keyword_audit.KEYWORDS) <= asked
    assert ("Fleeting", "resolves from Hand") in keyword_audit.DECIDES
    statuses = {s.value for s in Status}
    assert set(keyword_audit.STATUSES) == statuses
    assert statuses <= asked


def test_each_pair_cites_its_rule_where_it_decides(
    keyword_audit: ModuleType, tmp_path: Path
) -> None:
    outcomes = keyword_audit.audit(tmp_path)
    wrong = [(o.subject, o.event, o.rule, o.error, o.lines[:3]) for o in outcomes if not o.right]
    assert not wrong
    assert sum(o.decides for o in outcomes) >= 37


def test_a_pair_whose_rule_is_not_cited_is_found(keyword_audit: ModuleType, tmp_path: Path) -> None:
    """The audit can fail: asked for a rule that does not decide there, it says so."""
    outcome = keyword_audit.run_pair("Eternal", "Rest", "7.4.6.b", tmp_path)
    assert outcome.lines and not outcome.right


def test_every_generated_reaction_non_event_is_said_with_its_rule() -> None:
    non_events = _bench("reaction_non_events")
    asked = non_events.audit()
    assert len(asked) == len(non_events.TRIGGERS) * len(non_events.TENSES)
    wrong = [(a.trigger, a.question, a.drew, a.error, a.lines[:3]) for a in asked if not a.right]
    assert not wrong


def test_a_false_condition_is_quoted_as_printed() -> None:
    """The reader keeps a condition in lower case; the trace quotes the card's own words
    where the printed text holds them (“you control two or more Landmarks”)."""
    from engine.state.conditions import Condition, ConditionKind
    from engine.why.condition_notes import condition_words

    c = Condition(ConditionKind.COUNT, text="you control two or more landmarks")
    printed = "At Noon, if you control two or more Landmarks — Draw a card."
    assert condition_words(c, printed) == " “you control two or more Landmarks”"
    assert condition_words(c) == " “you control two or more landmarks”"
    status = Condition(ConditionKind.STATUS, past=True, text="i was boosted")
    assert condition_words(status, "When I gain a boost, if I was [[Boosted]] — Draw.") == (
        " “I was Boosted”"
    )
