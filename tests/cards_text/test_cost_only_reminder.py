"""A reminder that only says again the cost of the ability it ends ("{D} : [Unfurl]. (Discard
me from Reserve to do this.)", 7.1.4) is no definition of the keyword before it (2.2.12.c):
the set's keyword keeps its one definition (never "defined twice"), the ability is read by it,
and read alone, with no definition anywhere, the keyword is refused by name — never read as
the empty step of a cost said again. (A new set printed its keyword action's definition on
four cards and this cost reminder on two: 33 cards were refused as "defined twice".)"""

from __future__ import annotations

import pytest

from scenarios.cards.printed.reminded_keywords import (
    conflict_reason,
    defined_keywords,
    using_keywords,
)

from .helpers import executed, not_executed, read

DEFINES = "{J} [Unfurl]. (Look at the top two cards of your deck. Put one in your Reserve.)"
COST_ONLY = [
    "{D} : [Unfurl]. (Discard me from Reserve to do this.)",
    "{T} : [Unfurl]. (Exhaust me to do this.)",
    "{D} : Unfurl. (Discard me from Reserve to do this.)",
    "{1}, {D} : [Unfurl] (Pay {1} and discard me from Reserve to do this.)",
]


@pytest.mark.parametrize("cost_only", COST_ONLY)
def test_2_2_12_c_a_cost_reminder_defines_nothing(cost_only: str) -> None:
    for order in ([DEFINES, cost_only], [cost_only, DEFINES]):
        found = defined_keywords([(t, f"card {i}") for i, t in enumerate(order)])
        assert set(found) == {"unfurl"}, found
        assert found["unfurl"].startswith("Look at the top two cards")
        assert conflict_reason("unfurl", found["unfurl"]) == ""


def test_the_support_ability_is_read_by_the_sets_definition() -> None:
    with using_keywords(defined_keywords([(DEFINES, "Rigger")])):
        reading = executed(
            read("", support="{D} : [Unfurl]. (Discard me from Reserve to do this.)")
        )
    (ability,) = reading.model.abilities
    action = ability.quick_action
    assert action is not None and action.cost.discard_me_from_reserve  # the cost, paid once
    (step,) = action.effect
    assert (step.keyword_action, step.action, step.amount) == ("Unfurl", "look", 2)
    assert [then.to for then in step.then] == ["reserve"]  # the definition's steps


def test_alone_the_keyword_is_refused_by_name_not_read_as_nothing() -> None:
    reason = not_executed(read("", support="{D} : [Unfurl]. (Discard me from Reserve to do this.)"))
    assert "Unfurl" in reason, reason


def test_a_definition_that_ends_with_its_cost_still_defines() -> None:
    both = (
        "{D} : [Kindle]. (Target Character you control gains 1 boost."
        " Discard me from Reserve to do this.)"
    )
    found = defined_keywords([both])
    assert found["kindle"].startswith("Target Character you control gains 1 boost.")
