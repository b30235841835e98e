"""Every trace line whose outcome rests on a status names where the status came from (issue
31; scenarios/status_origin_audit.py): over every example and every blind scenario, no line
misses it — a status the judge's set-up gave is the only one with no origin to name. Before
cite10, 37 of 451 such lines named it and 272 missed it (statuses a rule or a cost gave kept
no origin); now every one does or rests on the set-up."""

from __future__ import annotations

from scenarios.status_origin_audit import (
    audit_all,
    audit_lines,
    judge_given_statuses,
    names_origin,
)


def test_the_origin_words_are_known_in_each_form() -> None:
    assert names_origin("stays in play (Anchored: Frozen Moor (a Spell) gave it Anchored on Day 1")
    assert names_origin("(Weariness (a Spell) exhausted it on Day 1, in the Afternoon)")
    assert names_origin("(Fleeting: it gained Fleeting as it was played from Reserve on Day 2")
    assert names_origin("(Mana Orbs 1 and 2 were exhausted to pay for X on Day 1, at Noon)")
    assert not names_origin("Vanilla 2/2/2 stays in play (Anchored)")


def test_mana_short_rests_on_a_status_only_after_mana_was_paid() -> None:
    short = "p1 takes the next turn and chooses a turn effect [not enough ready Mana Orbs to pay"
    assert audit_lines([short], frozenset()) == []  # simply too few: no status decides
    paid = "p1 pays 1 mana: Mana Orb 1 is exhausted"
    (found,) = audit_lines([paid, short], frozenset())
    assert not found.named and not found.judge_given  # a miss: it says nothing of the payment
    prepared = "Prepare: Mana Orb 1 is readied"
    assert audit_lines([paid, prepared, short], frozenset()) == []


def test_a_status_the_set_up_gave_is_the_set_ups() -> None:
    data = {"players": {"p1": {"hero_expedition": [{"card": "V", "statuses": ["anchored"]}]}}}
    given = judge_given_statuses(data)
    assert given == frozenset({"Anchored"})
    (found,) = audit_lines(["Rest: V loses Anchored [V stays in play (Anchored)]"], given)
    assert found.judge_given and not found.named
    (missed,) = audit_lines(["Rest: V loses Anchored [V stays in play (Anchored)]"], frozenset())
    assert not missed.judge_given


def test_every_status_decided_line_of_every_trace_names_the_origin_or_is_the_set_ups() -> None:
    found = audit_all()
    missed = [(p.name, a.text[:200]) for p, a in found if not a.named and not a.judge_given]
    assert missed == []
    named = sum(1 for _, a in found if a.named)
    assert named >= 320, named  # 37 before cite10
