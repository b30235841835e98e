"""ia42 (issue 30): a set's keyword ACTION taking an object — one definition read from
reminders each said of the object its print names ("[Smelt] me. (Remove all my Spark
counters, …)", "[Smelt] target Character you control. (Remove all Spark counters from it,
…)"), applied to the object each use names (2.2.12.c, 6.5.i)."""

from __future__ import annotations

from engine import GameBuilder
from scenarios.cards.printed.reminded_keywords import (
    conflict_reason,
    defined_keywords,
    read_by_reminder,
    using_keywords,
)

from ..engine.helpers import rules_of
from .helpers import boosts_of, counters_of, executed, fields, not_executed, play, read, steps

ME = "{J} [Smelt] me. (Remove all my Spark counters, then I gain that many boosts.)"
TARGET = (
    "{T} : [Smelt] target Character you control. (Remove all Spark counters from it, then it"
    " gains that many boosts.)"
)
EACH = (
    "{J} [Smelt] each token you control. (Remove all Spark counters from each of them, then"
    " each gains that many boosts.)"
)
SET = defined_keywords([(ME, "Forge"), (TARGET, "Bellows")])


def test_reminders_said_of_me_and_of_a_target_are_one_definition() -> None:
    smelt = SET["smelt"]
    assert not conflict_reason("smelt", smelt)
    assert getattr(smelt, "object", "") == "me"
    # the other order too: the first print's object is the one the definition is said of
    other = defined_keywords([(TARGET, "Bellows"), (ME, "Forge")])["smelt"]
    assert not conflict_reason("smelt", other)


def test_a_reminder_that_differs_beyond_the_object_is_still_a_conflict() -> None:
    differs = (
        "{J} [Smelt] target Character. (Remove all Spark counters from it, then it gains 1 boost.)"
    )
    found = defined_keywords([(ME, "Forge"), (differs, "Anvil")])
    reason = conflict_reason("smelt", found["smelt"])
    assert "defined twice" in reason and "on Anvil" in reason and "2.2.12.c" in reason
    with using_keywords(found):
        assert "defined twice" in not_executed(read("At Dusk \u2014 [Smelt] me."))


def test_each_use_acts_on_the_object_it_names() -> None:
    with using_keywords(SET):
        on_me = read("At Dusk \u2014 [Smelt] me.")
        on_target = read("{J} Draw a card, then [Smelt] target Character you control.")
        on_it = read("{J} Target Character gains 2 Spark counters, then [Smelt] it.")
    for reading in (on_me, on_target, on_it):
        executed(reading)


def test_no_object_is_refused_by_name() -> None:
    with using_keywords(SET):
        bare = not_executed(read("{J} [Smelt]."))
    assert "[Smelt] acts on the object named after it" in bare


def test_a_use_on_a_group_is_the_definition_done_for_each_object() -> None:
    # ia43: "[Smelt] each token you control": the one definition once per object, "it"
    # that object, each its own count (6.5.i; the engine's for_each)
    with using_keywords(SET):
        group = steps(executed(read("{J} [Smelt] each token you control.")))
        mine = steps(executed(read("{J} [Smelt] each Character you control.")))
        several_targets = not_executed(read("{J} [Smelt] two target Characters."))
    assert group[0]["for_each"] == "objects_in_play" and group[0]["subject"] == "it"
    assert group[0]["then"][0]["subject"] == "it"
    assert mine[0]["for_each"] == "characters_you_control"
    assert "[Smelt] done on each of several objects" in several_targets
    assert "6.5.i" in several_targets and "not read as such a group" in several_targets


def test_board_each_object_loses_its_own_spark_counters_and_gains_that_many() -> None:
    with using_keywords(SET):
        f = fields(executed(read("{J} [Smelt] each Character you control.", name="Crucible")))
    b = (
        GameBuilder()
        .in_hand("p1", "Crucible", **f)
        .in_expedition("p1", "hero", "Ember", counters={"Spark": 2})
        .in_expedition("p1", "hero", "Ash", counters={"Spark": 3})
        .in_expedition("p2", "hero", "Rival", counters={"Spark": 4})
        .mana("p1", 2)
    )
    state, entries = play(b, "Crucible")
    assert (boosts_of(state, "Ember"), counters_of(state, "Ember", "Spark")) == (2, 0)
    assert (boosts_of(state, "Ash"), counters_of(state, "Ash", "Spark")) == (3, 0)
    assert boosts_of(state, "Crucible") == 0  # no Spark counters: none removed, none gained
    assert counters_of(state, "Rival", "Spark") == 4 and boosts_of(state, "Rival") == 0
    assert "6.5.i" in rules_of(entries)


def test_a_reminder_said_of_a_group_is_the_same_definition() -> None:
    # ia43: "from each of them, then each gains that many" is the one definition said of
    # each object of the group (2.2.12.c, 6.5.i) — no conflict, in any order of the prints
    for prints in ([(ME, "Forge"), (EACH, "Crucible")], [(EACH, "Crucible"), (TARGET, "Bellows")]):
        smelt = defined_keywords(prints)["smelt"]
        assert not conflict_reason("smelt", smelt)
        with using_keywords(defined_keywords([*prints, (TARGET, "Bellows")])):
            executed(read("At Dusk \u2014 [Smelt] me."))
            executed(read("{J} [Smelt] target Character."))
            executed(read("{J} [Smelt] each Character you control."))
    they = EACH.replace("then each gains", "then they each gain")
    assert not conflict_reason("smelt", defined_keywords([(ME, "Forge"), (they, "Ingot")])["smelt"])


def test_a_group_reminder_meaning_otherwise_is_still_a_conflict() -> None:
    differs = EACH.replace("that many boosts", "1 boost")
    found = defined_keywords([(ME, "Forge"), (differs, "Crucible")])
    reason = conflict_reason("smelt", found["smelt"])
    assert "defined twice" in reason and "on Crucible" in reason and "2.2.12.c" in reason


def test_a_group_reminder_still_said_of_the_group_is_refused_by_name() -> None:
    theirs = (
        "{J} [Smelt] each token you control. (Remove all their Spark counters, then each"
        " gains that many boosts.)"
    )
    with using_keywords(defined_keywords([(theirs, "Crucible")])):
        reason = not_executed(read("{J} [Smelt] target Character."))
    assert "[Smelt] is the set's keyword" in reason and "on Crucible" in reason
    assert "'their Spark counters" in reason and "is not read" in reason


def test_without_a_set_lexicon_the_reminder_is_said_of_the_printed_object() -> None:
    assert read_by_reminder(TARGET) == (
        "{T} : Remove all Spark counters from target Character you control, then it gains"
        " that many boosts."
    )
    executed(read(TARGET))
    executed(read(ME))


def test_a_keyword_defined_without_an_object_takes_none() -> None:
    glow = defined_keywords(["{J} [Glow]. (I gain 1 boost.)"])
    assert getattr(glow["glow"], "object", "") == ""
    with using_keywords(glow):
        executed(read("{J} Draw a card, then [Glow]."))
        not_executed(read("{J} [Glow] target Character."))
