"""Printed sentences of a step gated by a condition on its own objects (issue 30; written for
these tests from CR 6.5.d, 6.5.b and 6.1.e, in the cards' printing style): "[step] unless /
if [condition on it]", "it" the object the step acts on — a target, a chosen object or each
object of a group — judged of each once chosen (``object_if``;
semantics/trailing_conditions.py, engine/steps/object_conditions.py). Each sibling with
what it means: the kind of condition judged of the object and whether it is negated
("unless"). Measured by ``benchmarks/object_conditions_siblings.py``; those played on a
board are in ``test_unless_gates.py``."""

from __future__ import annotations

from engine.state.conditions import ConditionKind

K = ConditionKind

TARGET_UNLESS_BOOSTED = "{J} Send target Character to Reserve unless it's [[Boosted]]."
TARGET_UNLESS_TOUGH = "{J} Send target Character to Reserve unless it has [[Tough]]."
TARGET_UNLESS_BOOST_COUNTER = "{J} Target Character gains 2 boosts unless it has a Boost counter."
EACH_UNLESS_PLANT = "{J} Exhaust each Character unless it's a Plant."
TARGET_UNLESS_CONTROLLER_PERMANENT = (
    "{J} Send target Character to Reserve unless its controller controls a Permanent."
)
YOURS_IF_MAGE = "{J} Ready each Character you control if it's a Mage."

MEANINGS: dict[str, tuple[ConditionKind, bool]] = {
    TARGET_UNLESS_BOOSTED: (K.IT_HAS_STATUS, True),
    TARGET_UNLESS_TOUGH: (K.IT_MATCHES, True),
    TARGET_UNLESS_BOOST_COUNTER: (K.IT_HAS_COUNTERS, True),
    EACH_UNLESS_PLANT: (K.IT_MATCHES, True),
    TARGET_UNLESS_CONTROLLER_PERMANENT: (K.COUNT, True),
    YOURS_IF_MAGE: (K.IT_MATCHES, False),
    # subjects: a target Permanent, a chosen object, a group of an opponent's, "other"
    "{H} Sacrifice target Permanent unless its controller controls a Character.": (K.COUNT, True),
    "{J} Exhaust a Character you control unless it's [[Boosted]].": (K.IT_HAS_STATUS, True),
    "{J} Each Character your opponents control gains [[Asleep]] unless it's in {V}.": (
        K.IT_IS_IN_TERRAIN,
        True,
    ),
    "{J} Each other Character gains [[Asleep]] unless it has an Ember counter.": (
        K.IT_HAS_COUNTERS,
        True,
    ),
    "{H} Send each Character in my Expedition to Reserve unless it's [[Boosted]].": (
        K.IT_HAS_STATUS,
        True,
    ),
    # zones: a card in Reserve, a card put in a Reserve
    "{J} Return target card from your Reserve to your hand unless it's a Spell.": (
        K.IT_IS_TYPE,
        True,
    ),
    "{J} Discard target card from your Reserve unless it's a Character.": (K.IT_IS_TYPE, True),
    "{J} Put target Character in its owner's Reserve unless it's a token.": (K.IT_MATCHES, True),
    # counts and costs said of the object or its controller; "if" as well as "unless"
    "{J} Return target Character to its owner's hand if it has Hand Cost {3} or less.": (
        K.IT_MATCHES,
        False,
    ),
    "{J} Target Character gains [[Anchored]] if it has 2 or more boosts.": (
        K.IT_HAS_COUNTERS,
        False,
    ),
    "{J} Send target Character to Reserve unless its controller has 2 or more cards in Reserve.": (
        K.COUNT,
        True,
    ),
    "{J} Exhaust target Character unless its Expedition is behind.": (
        K.ITS_EXPEDITION_BEHIND,
        True,
    ),
    "{J} Exhaust each Character unless it's a Plant or a Mage.": (K.IT_MATCHES, True),
    "{J} Target Character gains 1 boost if it's a Plant.": (K.IT_MATCHES, False),
    "{R} Characters you control gain 1 boost unless it's your turn.": (K.YOUR_TURN, True),
}
"""Each sibling and what it means: the condition's kind and whether "unless" negates it.
The last names the moment, not an object: a plain condition on the step (6.5.d), not one
judged of each object — the benchmark checks it is not read as one."""

REFUSED: tuple[str, ...] = (
    # "it" after a step on a player: no object for "it" to name (6.5.d)
    "{J} Target opponent draws a card unless it's a Plant.",
    # the trigger names an object too: "it" its Character (6.3.i) or the target?
    "When a Character joins your Expeditions \u2014 Target Character gains 1 boost if it's a "
    "Plant.",
    # several steps: which one the condition governs is not said
    "{J} Exhaust target Character, then draw a card unless it's a Plant.",
)
"""Siblings refused with a reason a judge reads."""

BOARD: tuple[str, ...] = (
    TARGET_UNLESS_BOOSTED,
    TARGET_UNLESS_BOOST_COUNTER,
    EACH_UNLESS_PLANT,
    TARGET_UNLESS_CONTROLLER_PERMANENT,
    YOURS_IF_MAGE,
)
"""Played on boards in ``test_unless_gates.py``."""
