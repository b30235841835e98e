"""A set's keyword action defined by its reminder, used in every slot (issue 30, session 42;
sentences written for these tests): without brackets after its first use or in a later
sentence ("Then, Temper each Character you control."), "You may [K]", "[K] twice" (a
definition of one step and what follows it repeated whole, 6.5.i), a player subject
("Target opponent [K]s", "Each player [K]s", 1.4.7.b, 6.1.h) and a definition said of a
group ("They gain 1 boost, then they gain Anchored."), done for each of the group's objects
in turn (6.5.i). The reminder has no existence rules-wise (2.2.12.c): it is the set's
definition as the pool reads it."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder, Status, answer, find
from scenarios.cards.printed.reminded_keywords import (
    conflict_reason,
    defined_keywords,
    read_by_reminder,
    using_keywords,
)

from ..engine.helpers import rules_of, until_decision
from .helpers import boosts_of, executed, fields, not_executed, play, read, steps

TEMPER = "{J} [Temper] target Character you control. (It gains 1 boost, then it gains Anchored.)"
"""A definition of one step and what follows it, said of a target, its reminder opening with
"It"."""
TEMPER_GROUP = (
    "{J} [Temper] each Character you control. (They gain 1 boost, then they gain Anchored.)"
)
"""The same definition said of a group."""
HOARD = "{J} [Hoard]. (Draw a card, then discard a card.)"
"""A player's action of two steps."""

SET = defined_keywords([(TEMPER, "Anvil"), (HOARD, "Miser")])


def _steps(text: str, pool: dict[str, Any] = SET) -> list[dict[str, Any]]:
    with using_keywords(pool):
        return steps(executed(read(text)))


def _refused(text: str, pool: dict[str, Any] = SET) -> str:
    with using_keywords(pool):
        return not_executed(read(text))


def test_a_reminder_opening_with_it_is_said_of_the_object() -> None:
    assert read_by_reminder(TEMPER) == (
        "{J} Target Character you control gains 1 boost, then it gains Anchored."
    )
    executed(read(TEMPER))
    assert not conflict_reason("temper", SET["temper"])


USES = [
    # (text, how many instances, the subject of the first, done for each of a group)
    ("{J} Draw a card. Then, Temper target Character.", 1, "target_character", ""),
    ("{J} Temper target Character.", 1, "target_character", ""),
    ("{J} Draw a card, then temper me.", 1, "self", ""),
    (
        "{J} Draw a card. Then, Temper each Character you control.",
        1,
        "it",
        "characters_you_control",
    ),
    ("{J} Draw a card, then Temper each token you control.", 1, "it", "objects_in_play"),
    ("{J} [Temper] each Character you control.", 1, "it", "characters_you_control"),
    ("{J} You may [Temper] target Character.", 1, "target_character", ""),
    ("{J} [Temper] target Character twice.", 2, "target_character", ""),
    ("{J} [Temper] me twice.", 2, "self", ""),
    ("{J} Temper me twice.", 2, "self", ""),
    ("{J} [Temper] me. Then, Temper target Character.", 2, "self", ""),
]


def _flat(found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The steps and their follow-ups in the order said."""
    out: list[dict[str, Any]] = []
    for s in found:
        out.append(s)
        out.extend(_flat(list(s.get("then") or ())))
    return out


@pytest.mark.parametrize(("text", "times", "subject", "group"), USES)
def test_each_use_is_the_whole_definition_on_its_object(
    text: str, times: int, subject: str, group: str
) -> None:
    done = [s for s in _flat(_steps(text)) if str(s.get("keyword_action", "")).lower() == "temper"]
    assert len(done) == times
    first = done[0]
    assert first["action"] == "give_boost" and first["subject"] == subject
    assert str(first.get("for_each", "")) == group
    # what follows the first step is the definition's second, on the same object
    (follow,) = first["then"]
    assert follow["action"] == "gain_status" and follow["status"] == Status.ANCHORED
    assert follow["subject"] == ("self" if subject == "self" else "it")


def test_you_may_covers_the_whole_definition() -> None:
    (first,) = _steps("{J} You may [Hoard].")
    assert first["may"] is True and first["keyword_action"] == "Hoard"
    assert [s["action"] for s in first["then"]] == ["discard"]  # only if the draw is done


def test_a_players_action_done_by_another_player() -> None:
    for who, subject in (("Target opponent", "target_opponent"), ("Each player", "each_player")):
        (first,) = _steps(f"{{J}} {who} [Hoards].")
        assert first["players_do"] == subject and first["action"] == "draw"
        assert [s["action"] for s in first["then"]] == ["discard"]


def test_a_group_definition_of_several_steps_is_one_definition() -> None:
    pool = defined_keywords([(TEMPER_GROUP, "Crucible")])
    assert not conflict_reason("temper", pool["temper"])
    both = defined_keywords([(TEMPER_GROUP, "Crucible"), (TEMPER, "Anvil")])
    assert not conflict_reason("temper", both["temper"])
    (group,) = _steps("{J} [Temper] each Character you control.", pool)
    assert group["for_each"] == "characters_you_control" and group["subject"] == "it"
    (one,) = _steps("{J} Temper target Character.", pool)
    assert one["subject"] == "target_character" and one["then"][0]["subject"] == "it"
    quench = "{J} [Quench] each Character you control. (Exhaust them, then they gain Asleep.)"
    (q,) = _steps("{J} Quench target Character.", defined_keywords([(quench, "Frost")]))
    assert q["action"] == "exhaust" and q["subject"] == "target_character"


def test_a_group_definition_still_said_of_the_group_is_refused() -> None:
    theirs = (
        "{J} [Quench] each Character you control. (Exhaust them, then they lose all their boosts.)"
    )
    reason = _refused("{J} [Quench] target Character.", defined_keywords([(theirs, "Frost")]))
    assert "[Quench]" in reason


def test_board_temper_twice_each_instance_chooses_its_own_target() -> None:
    with using_keywords(SET):
        f = fields(executed(read("{J} [Temper] target Character you control twice.", name="Forge")))
    b = (
        GameBuilder()
        .in_hand("p1", "Forge", **f)
        .in_expedition("p1", "hero", "Ember")
        .in_expedition("p2", "hero", "Rival")
        .mana("p1", 2)
    )
    state, entries = play(b, "Forge")
    asked = []
    for wanted in ("Ember", "Forge"):  # one instance on Ember, the other on Forge (6.5.i)
        d = state.pending
        assert d is not None and d.kind == "target" and d.player == "p1"
        asked.append(sorted(o.label for o in d.options))
        state, e = answer(state, d.id, tuple(o.id for o in d.options if o.label == wanted))
        state, more = until_decision(state)
        entries = (*entries, e, *more)
    assert asked == [["Ember", "Forge"], ["Ember", "Forge"]]  # never the opponent's Rival
    for name in ("Ember", "Forge"):
        assert boosts_of(state, name) == 1
        assert Status.ANCHORED in state.objects[find(state, name)].statuses
    assert boosts_of(state, "Rival") == 0
    assert "6.5.b" in rules_of(entries)


def test_board_group_definition_done_for_each_character() -> None:
    pool = defined_keywords([(TEMPER_GROUP, "Crucible")])
    with using_keywords(pool):
        f = fields(
            executed(
                read("{J} Draw a card. Then, Temper each Character you control.", name="Smith")
            )
        )
    b = (
        GameBuilder()
        .in_hand("p1", "Smith", **f)
        .in_expedition("p1", "hero", "Ember")
        .in_expedition("p1", "companion", "Ash")
        .in_expedition("p2", "hero", "Rival")
        .mana("p1", 2)
        .deck_of("p1", 4)
    )
    state, _ = play(b, "Smith")
    for name in ("Ember", "Ash", "Smith"):
        assert boosts_of(state, name) == 1
        assert Status.ANCHORED in state.objects[find(state, name)].statuses
    assert boosts_of(state, "Rival") == 0
