"""Numbered keywords (issue 30, session 39): every sibling of sentences_numbered_keywords.py reads
to what it means or is refused (never another meaning); the writer prints each reading back to the
same reading:

* a numbered set keyword whose reminder says N as an ordinal or a word (2.2.12.c);
* "If you control N or more of them" after a group (6.5.d, 6.5.i);
* "they" in the count of a step a targeted opponent does (1.4.7.b, 6.5.b, 6.5.i);
* "Do this only …" (5.1.2.g, 1.4.6.b, 4.2.a, 4.2.3.c);
* "loses its last [name] counter — It …" (6.3.i), "to have it gain N [name] counters"
  (7.3.18.a), "… with a [name] counter in any Expedition" (3.2.4.b)."""

from __future__ import annotations

from dataclasses import asdict, is_dataclass
from typing import Any

import pytest

from scenarios.cards.compile import compile_card
from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed
from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

from ..cards_text.helpers import read
from .probe import effect_steps, probe_card
from .sentences_numbered_keywords import ALL, EVENTS, LIMITS, NUMBERED, THEM, THEY


@pytest.mark.parametrize(
    ("siblings", "least"),
    [(NUMBERED, 40), (THEM, 40), (THEY, 40), (LIMITS, 40), (EVENTS, 40)],
    ids=["numbered", "them", "they", "limits", "events"],
)
def test_the_siblings_are_many(siblings: dict[str, Any], least: int) -> None:
    assert len(siblings) >= least


# ------------------------------------------------------------ NUMBERED (2.2.12.c)
def _reaction_parts(model: Any) -> dict[str, Any]:
    """The trigger's number, counter and condition of a reading's first Reaction, and the
    amount of its first effect step."""
    (ability,) = model.abilities
    reaction = ability.reaction
    assert reaction is not None
    condition = reaction.condition
    return {
        "trigger": reaction.trigger,
        "amount": reaction.effect[0].amount
        if reaction.trigger in ("played_from_reserve", "enters_play")
        else reaction.amount,
        "counter": reaction.counter,
        "if": getattr(condition, "text", condition),
    }


@pytest.mark.parametrize("case", sorted(NUMBERED))
def test_a_numbered_set_keyword_reads_with_its_own_number(case: str) -> None:
    prints, text, wanted = NUMBERED[case]
    defined = defined_keywords(list(prints))
    with using_keywords(defined):
        reading = read(text)
    if wanted is None:
        assert not reading.executable, (case, text)
        assert any(a.reason for a in reading.abilities)
        return
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    got = _reaction_parts(reading.model)
    assert {k: got[k] for k in wanted} == wanted, got


def test_the_import_names_the_print_of_the_number_and_says_what_reads() -> None:
    """The import report of "[Trial N]" (gram100): the print bearing THAT number names it;
    a number no print bears names the defining print and says the definition is said with
    it; a number whose definition does not read is said not read, and why (ie39)."""
    from scenarios.pool.unknowns import set_keyword_consequence

    prints = (
        ("[Trial 2]. (When I gain my second Trial counter \u2014 Sacrifice me.)", "Alpha"),
        ("[Trial 3]. (When I gain my third Trial counter \u2014 Sacrifice me.)", "Beta"),
    )
    defined = defined_keywords(list(prints))
    three = set_keyword_consequence("Trial 3", defined)
    assert "read by the reminder printed with [Trial 3] on Beta" in three, three
    four = set_keyword_consequence("Trial 4", defined)
    assert "printed with [Trial 2] on Alpha, said with 4" in four, four
    assert "is not read" not in four
    far = set_keyword_consequence("Trial 12", defined)
    assert "is not read there" in far and "12th" in far and "resolved by hand" in far, far
    assert not far.startswith("the set's own keyword: read by"), far


def test_reminders_said_with_ordinals_are_one_definition() -> None:
    from scenarios.cards.printed.reminded_keywords import conflict_reason

    prints = (
        ("[Trial 2]. (When I gain my second Trial counter \u2014 Sacrifice me.)", "Alpha"),
        ("[Trial 3]. (When I gain my third Trial counter \u2014 Sacrifice me.)", "Beta"),
    )
    defined = defined_keywords(list(prints))
    assert conflict_reason("trial", defined["trial"]) == ""
    assert getattr(defined["trial"], "numbers", {}) == {"2": "Alpha", "3": "Beta"}


# ------------------------------------------------------------ the sentences
def _plain(value: Any) -> Any:
    return asdict(value) if is_dataclass(value) and not isinstance(value, type) else value


def _first_compiled_step(text: str) -> Any:
    """The first compiled effect step of ``text``'s reading (a Spell's effect, or the first
    ability's)."""
    fields = compile_card(read_printed(probe_card(text)).model).fields
    effect = fields.get("effect") or ()
    if not effect:
        ability = fields["abilities"][0]
        effect = ability.effect
    return effect[0]


def _reaction(text: str) -> dict[str, Any]:
    ability, stop = grammar_ability(text.removeprefix("SPELL "), support=False)
    assert ability is not None, stop.reason if stop else text
    return dict(ability.get("reaction") or {})


def _check(text: str, wanted: dict[str, Any]) -> None:
    if text in THEM:
        step = effect_steps(text)[wanted["step"]]
        assert step.get("if") == wanted["if"], step
    elif text in THEY:
        step = _first_compiled_step(text)
        count = step.x_count or step.per
        assert count is not None, step
        got = {
            "counted": count.counted,
            "whose": count.whose,
            "counter": count.filter.counter if count.filter else "",
            "counters_min": count.filter.counters_min if count.filter else None,
        }
        assert {k: got[k] for k in wanted if k != "step"} == {
            k: v for k, v in wanted.items() if k != "step"
        }, got
    elif text in LIMITS:
        ability, stop = grammar_ability(text, support=False)
        assert ability is not None, stop.reason if stop else text
        quick = ability["quick_action"]
        assert {k: quick.get(k) for k in wanted} == wanted, quick
    else:
        steps = effect_steps(text)
        if "trigger" in wanted:
            reaction = _reaction(text)
            assert reaction["trigger"] == wanted["trigger"], reaction
            if "counter" in wanted:
                assert reaction.get("counter") == wanted["counter"], reaction
        elif "counter" in wanted:
            assert (steps[0].get("filter") or {}).get("counter") == wanted["counter"], steps
        first = wanted.get("first", {})
        assert {k: steps[0].get(k) for k in first} == first, steps
        does = wanted.get("does", {})
        assert {k: steps[0]["do"].get(k) for k in does} == does, steps


@pytest.mark.parametrize("text", sorted(ALL))
def test_each_sibling_reads_to_its_meaning_or_is_refused(text: str) -> None:
    """Read: executable, and the part it must hold; ``None``: refused, with a reason."""
    reading = read_printed(probe_card(text))
    wanted = ALL[text]
    if wanted is None:
        assert not reading.executable, text
        assert any(getattr(a, "reason", "") for a in reading.abilities)
        return
    assert reading.executable, [a.reason for a in reading.abilities]
    _check(text, wanted)


def _read(text: str) -> dict[str, Any]:
    ability, stop = grammar_ability(text.removeprefix("SPELL "), support=False)
    assert ability is not None, stop.reason if stop else text
    return {k: v for k, v in ability.items() if k != "text"}


@pytest.mark.parametrize(
    "text",
    sorted(t for t, wanted in ALL.items() if wanted is not None and not t.startswith("SPELL")),
)
def test_each_reading_is_written_and_read_back_the_same(text: str) -> None:
    read_ = _read(text)
    written = write_ability({**read_, "text": text})
    assert _read(written) == read_, written
