"""A trace line cites the rules that decide it; the others are kept as its ``also``
(engine/why/deciding.py, issue 31): a parent beside its sub-rule, an overview beside the
part it lists, a general rule beside its specific restatement, a word's definition beside
a rule that is not one."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, find, play_card
from engine.core import answer
from engine.why.citations import RULES
from engine.why.deciding import DEFINES, OUTRANKED, decided, split_rules
from engine.why.trace import TraceEntry

from .helpers import pending, until_decision


def test_a_sub_rule_makes_its_parent_only_relevant() -> None:
    assert split_rules(("7.4.7", "7.4.7.c")) == (("7.4.7.c",), ("7.4.7",))
    # 7.4.7 is no parent of 7.4.71 (a sibling with a longer number)
    assert split_rules(("7.4.7", "7.4.71.a")) == (("7.4.7", "7.4.71.a"), ())


def test_an_overview_is_only_relevant_beside_the_part_it_lists() -> None:
    assert split_rules(("5.1.2.a", "5.1.2.c", "5.1.2.d")) == (("5.1.2.c", "5.1.2.d"), ("5.1.2.a",))
    # alone, the overview decides the line
    assert split_rules(("5.1.2.a",)) == (("5.1.2.a",), ())
    assert split_rules(("4.2.a", "4.2.b", "4.2.5.a")) == (("4.2.b", "4.2.5.a"), ("4.2.a",))
    # (with Section 1's summaries of the rules cited, as "see also": 1.1.1.d)
    assert split_rules(("7.5.6.a", "7.5.6.e")) == (("7.5.6.e",), ("7.5.6.a", "1.4.7.a", "1.4.7.e"))


def test_section_ones_summary_is_only_relevant_beside_the_rule_saying_it() -> None:
    # Section 1 is an informal summary (1.1.1.d): 1.2.5.e beside the Mana zone's 3.2.9.f;
    # 1.2.7.b ("paying a cost is a single event") replaced by 6.4.a, which says it
    rules = ("5.1.2.i", "1.2.5.e", "1.2.7.b", "3.2.9.f")
    assert split_rules(rules) == (
        ("5.1.2.i", "6.4.a", "3.2.9.f"),
        ("1.2.5.e", "1.2.7.b", "1.2.5.d"),
    )
    # "a cost is paid in full" is 6.4.c's; 1.2.5.c and 1.4.1.b summarise it
    assert split_rules(("1.2.5.c", "6.4.c")) == (("6.4.c",), ("1.2.5.c", "1.4.1.b"))


def test_a_definition_decides_only_a_line_citing_nothing_else() -> None:
    rules = ("5.1.2.c", "5.3.b", "2.2.12.d", "2.2.12.i")
    assert split_rules(rules) == (("5.1.2.c", "5.3.b", "2.2.12.i"), ("2.2.12.d", "1.2.4.d"))
    assert split_rules(("2.2.12.d",)) == (("2.2.12.d",), ())
    # a rule saying what a word is worth where the line turns on it is no definition
    assert split_rules(("6.3.h", "2.2.7.a")) == (("6.3.h", "2.2.7.a"), ())


def test_the_emblem_reactions_sub_type_beside_the_step_creating_it_is_only_relevant() -> None:
    assert split_rules(("6.3.h", "2.2.2.m", "6.3.f")) == (("6.3.h", "6.3.f"), ("2.2.2.m",))
    # an Emblem-Ongoing is created by 2.2.2.m's own words: it decides that line
    assert split_rules(("2.2.2.m", "2.2.15.a", "7.3.19.a")) == (
        ("2.2.2.m", "2.2.15.a", "7.3.19.a"),
        (),
    )


def test_decided_keeps_the_entry_when_every_rule_decides() -> None:
    entry = TraceEntry("p1 passes", ("4.2.3.d",))
    assert decided(entry) is entry
    split = decided(TraceEntry("Night begins", ("4.2.a", "4.2.5.a")))
    assert (split.rules, split.also) == (("4.2.5.a",), ("4.2.a",))


def test_every_rule_split_is_in_the_citation_registry() -> None:
    for rule, specific in OUTRANKED.items():
        assert rule in RULES and all(r in RULES for r in specific), rule
        assert rule not in specific
    assert all(rule in RULES for rule in DEFINES)


def test_the_engine_gives_out_paying_mana_citing_the_mana_zones_rule() -> None:
    b = GameBuilder().in_hand("p1", "Cheap", hand_cost=1).mana("p1", 1)
    state, _ = until_decision(b.at_afternoon().build())
    state, declared = play_card(state, "p1", find(state, "Cheap"), "hero")
    assert "5.1.2.c" in declared.rules and "5.1.2.a" not in declared.rules
    assert "5.1.2.a" in declared.also
    state, entries = until_decision(state)
    if state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = pending(state)
        state, one = answer(state, d.id, d.option_ids()[0])
        entries = (*entries, one)
    paid = next(e for e in entries if e.text.startswith("p1 pays"))
    assert "3.2.9.f" in paid.rules and "1.2.5.e" not in paid.rules
    assert "1.2.5.e" in paid.also
