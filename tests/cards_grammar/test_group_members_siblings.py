"""Group members (session 34) siblings (``sentences_group_members``), judged by meaning: each read
sibling reads as the construction means — by the grammar alone where gm built it — and its card
executes; each near-miss and counter replacement is refused with the judge's reason naming its words
(6.5.b, 6.5.d, 6.5.i, 2.5.c, 6.1.g, 2.2.2, 5.2.1.a, 6.2.b, 2.5.f-g)."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.condition_texts import condition_of
from scenarios.cards.printed import read_printed

from .probe import probe_card
from .sentences_group_members import (
    AMONG,
    COMPARED,
    IN_EXPEDITION,
    OWN_COUNTS,
    PER_OBJECT,
    REFUSED,
    THEM,
)


def _steps(text: str, *, patterns: bool = True) -> list[dict[str, Any]]:
    """Every step of the card's reading (nested ones too), the card executing."""
    reading = read_printed(probe_card(text), patterns=patterns)
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    found: list[dict[str, Any]] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            if "action" in value:
                found.append(value)
            for v in value.values():
                walk(v)
        elif isinstance(value, (list, tuple)):
            for v in value:
                walk(v)

    walk(_plain(reading.model.model_dump(exclude_defaults=True, by_alias=True)))
    return found


def _plain(value: Any) -> Any:
    """The dump with its tuples as lists (the card format's JSON)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def test_at_least_forty_siblings_per_construction() -> None:
    sizes = [len(d) for d in (THEM, OWN_COUNTS, PER_OBJECT, COMPARED, AMONG, IN_EXPEDITION)]
    assert min(sizes) >= 40, sizes


@pytest.mark.parametrize("text", sorted(THEM))
def test_a_condition_said_of_the_members_of_the_group_acted_on(text: str) -> None:
    negated, every = THEM[text]
    # statuses alone ("are Exhausted") and "one of them is" (gram58's words, read before
    # "instead" only) are read by the sentence patterns, with the same condition
    alone = not any(w in text for w in ("Exhausted", "Anchored", "one of them"))
    [step] = [s for s in _steps(text, patterns=not alone) if "of them" in str(s.get("if", ""))]
    condition = condition_of(step["if"])
    assert condition is not None
    assert (condition.negated, condition.every) == (negated, every)


@pytest.mark.parametrize("text", sorted(OWN_COUNTS))
def test_each_members_own_counters_counted(text: str) -> None:
    counted, least = OWN_COUNTS[text]
    [step] = [s for s in _steps(text, patterns=False) if s.get("action") == "give_boost"]
    assert step["per"] == counted
    assert step.get("filter", {}).get("counters_min") == least


@pytest.mark.parametrize("text", sorted(PER_OBJECT))
def test_once_per_object_in_its_expedition(text: str) -> None:
    [step] = [s for s in _steps(text) if s.get("action") == "create"]
    assert step["for_each"] == PER_OBJECT[text] and step["subject"] == "its_expedition"


@pytest.mark.parametrize("text", sorted(COMPARED))
def test_counts_compared_with_each_or_target_opponent(text: str) -> None:
    at_least, at_most, against_target = COMPARED[text]
    conditions = [str(s["if"]) for s in _steps(text) if "if" in s]
    if not conditions:  # a passive's condition ("As long as", 2.3.2.f)
        reading = read_printed(probe_card(text))
        conditions = [str(a.passive.condition) for a in reading.model.abilities if a.passive]
    [said] = conditions
    c = condition_of(said)
    assert c is not None and c.counted == "lead"
    assert (c.at_least, c.at_most, c.against_target) == (at_least, at_most, against_target)


@pytest.mark.parametrize("text", sorted(AMONG))
def test_a_kind_of_card_among_the_cards_seen(text: str) -> None:
    among = [s for s in _steps(text, patterns=False) if s.get("subject") == "a_card_among_them"]
    [step] = [s for s in among if "filter" in s]
    assert step["filter"] == AMONG[text]
    assert step.get("may", False) is ("You may put" in text)


@pytest.mark.parametrize("text", sorted(IN_EXPEDITION))
def test_a_character_card_put_in_your_expedition(text: str) -> None:
    subject, subtypes, up_to = IN_EXPEDITION[text]
    [step] = [s for s in _steps(text, patterns=False) if s.get("to") == "expedition"]
    assert step["action"] == "put" and step["subject"] == subject
    wanted: dict[str, Any] = {"types": ["Character"]}
    if subtypes:
        wanted["subtypes"] = subtypes
    assert step["filter"] == wanted
    assert step.get("up_to", 0) == up_to


@pytest.mark.parametrize("text", sorted(REFUSED))
def test_near_misses_and_counter_replacements_refused_with_the_reason(text: str) -> None:
    reading = read_printed(probe_card(text))
    assert not reading.executable
    reasons = " ".join(a.reason for a in reading.abilities if a.status != "executed").lower()
    assert REFUSED[text] in reasons, reasons
