"""Pending decisions: what must be chosen, by whom, among legal options only (6.1.g).

A :class:`Decision` carries the agenda task that resumes once it is answered, so a game
waiting for an answer is plain data like any other state.
"""

from __future__ import annotations

from engine.agenda import Task
from engine.records import record


class DecisionKind:
    """Names of decision kinds."""

    INITIAL_MANA = "initial_mana"  # 4.1.i
    EXPAND = "expand"  # 4.2.1.e
    MORNING_SHUFFLE = "morning_shuffle"  # 7.3.9.c
    TURN = "turn"  # 4.2.3.d
    PAY_MANA = "pay_mana"  # 5.1.2.c
    TARGET = "target"  # 6.5.b
    OPTIONAL_STEP = "optional_step"  # 6.5.c
    CHOOSE_REACTION = "choose_reaction"  # 4.4.b
    CLEANUP_RESERVE = "cleanup_reserve"  # 4.2.5.c
    CLEANUP_LANDMARKS = "cleanup_landmarks"  # 4.2.5.c
    CHOOSE = "choose"  # a non-target choice of objects (6.1.g, 6.1.h)
    CHOOSE_AMOUNT = "choose_amount"  # "one or two" (6.1.g)
    PLAY_DESTINATION = "play_destination"  # where a card played by an effect goes (5.2.1.a)
    PLACE = "place"  # which Expedition, for each object, for a Gigantic "my Expedition" (7.4.4.h)
    OPTIONAL_MODIFIER = "optional_modifier"  # apply an optional replacing modifier? (6.2.d)
    CHOOSE_COUNTER = "choose_counter"  # which counter to augment (7.3.4.a)
    MODIFIER_ORDER = "modifier_order"  # which replacing modifier applies first (6.2.h)
    CHOOSE_MODE = "choose_mode"  # the next mode of a modal effect, in order (6.5.g)


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
