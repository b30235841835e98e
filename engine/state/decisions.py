"""Pending decisions: what must be chosen, by whom, among legal options only (6.1.g).

A :class:`Decision` carries the agenda task that resumes once it is answered, so a game
waiting for an answer is plain data like any other state.
"""

from __future__ import annotations

from typing import Final

from engine.state.agenda import Task
from engine.state.records import record


class DecisionKind:
    """Names of decision kinds."""

    INITIAL_MANA: Final = "initial_mana"  # 4.1.i
    EXPAND: Final = "expand"  # 4.2.1.e
    MORNING_SHUFFLE: Final = "morning_shuffle"  # 7.3.9.c
    TURN: Final = "turn"  # 4.2.3.d
    PAY_MANA: Final = "pay_mana"  # 5.1.2.c
    TARGET: Final = "target"  # 6.5.b
    OPTIONAL_STEP: Final = "optional_step"  # 6.5.c
    CHOOSE_REACTION: Final = "choose_reaction"  # 4.4.b
    CLEANUP_RESERVE: Final = "cleanup_reserve"  # 4.2.5.c
    CLEANUP_LANDMARKS: Final = "cleanup_landmarks"  # 4.2.5.c
    CHOOSE: Final = "choose"  # a non-target choice of objects (6.1.g, 6.1.h)
    CHOOSE_AMOUNT: Final = "choose_amount"  # "one or two" (6.1.g)
    PLAY_DESTINATION: Final = "play_destination"  # where a card played by an effect goes (5.2.1.a)
    PLACE: Final = (
        "place"  # which Expedition, for each object, for a Gigantic "my Expedition" (7.4.4.h)
    )
    OPTIONAL_MODIFIER: Final = "optional_modifier"  # apply an optional replacing modifier? (6.2.d)
    CHOOSE_COUNTER: Final = "choose_counter"  # which counter to augment (7.3.4.a)
    MODIFIER_ORDER: Final = "modifier_order"  # which replacing modifier applies first (6.2.h)
    CHOOSE_MODE: Final = "choose_mode"  # the next mode of a modal effect, in order (6.5.g)
    REMOVE_COUNTERS: Final = "remove_counters"  # which counters an effect removes (2.5.g)
    TARGET_ONE_MORE: Final = "target_one_more"  # one more target under a total, or stop (6.5.b)
    ROLL_DIE: Final = "roll_die"  # what the die showed, 1 to 6 (7.3.33.a, 1.1.7.d)
    MODIFY_ROLL: Final = "modify_roll"  # use a modifier of the result noted? (7.3.33.c)
    COST_CHOICE: Final = "cost_choice"  # what a cost discards or sacrifices (1.2.5.a, 5.1.2.c)
    # Whether to pay an optional cost of playing a card, and what it moves (5.1.2.c, 1.2.5.b)
    OPTIONAL_COST: Final = "optional_cost"
    CHOOSE_X: Final = "choose_x"  # X of a cost "Spend X of my counters" (5.1.2.c, 2.5.h)
    CHOOSE_STATUS: Final = "choose_status"  # "gains Fleeting, Anchored or Asleep" (6.1.g)
    # gz: which counters a spend "from [a group]" takes, N in all (6.1.g, 7.3.38.a)
    SPEND_IN_ALL: Final = "spend_in_all"


@record
class Option:
    """One legal answer."""

    id: str
    label: str


@record
class Decision:
    """A choice a player must make. Answers are tuples of option ids, between
    ``min_choices`` and ``max_choices`` distinct ids."""

    id: str
    kind: str
    player: str
    prompt: str
    options: tuple[Option, ...]
    resume: Task
    min_choices: int = 1
    max_choices: int = 1
    rules: tuple[str, ...] = ()

    def option_ids(self) -> tuple[str, ...]:
        """The ids of the legal options."""
        return tuple(o.id for o in self.options)
