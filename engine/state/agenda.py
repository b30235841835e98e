"""The agenda: what the engine still has to do, as plain data.

The engine never keeps progress in Python control flow (no generators, no closures): the
remaining work is a tuple of :class:`Task` records inside the game state, so a game can be
saved, compared and undone in the middle of resolving an effect.
"""

from __future__ import annotations

from typing import Final

from engine.state.cards import Ability, EffectStep, TriggerKind
from engine.state.enums import Phase
from engine.state.records import record, replace
from engine.state.steps import Step

# ``Task.effect`` of the Reaction check after a daily effect (4.2.d), which the trace names.
AFTER_DAILY_EFFECT: Final = "after a daily effect"
# ``Task.effect`` of the Reaction check after a turn effect (4.2.g), which the trace names.
AFTER_TURN_EFFECT: Final = "after a turn effect"
# ``Task.effect`` of the Reaction check once a Reaction has been played (4.4.a, 4.4.c): checked
# again, so the next Reaction played is chosen anew, never all played at once.
AFTER_A_REACTION: Final = "after a Reaction"


class TaskKind:
    """Names of agenda tasks (plain strings, so the agenda serialises trivially)."""

    SETUP_HERO_COUNTERS: Final = "setup_hero_counters"  # 2.5.e
    SETUP_ADVENTURE: Final = "setup_adventure"
    SETUP_FIRST_PLAYER: Final = "setup_first_player"
    SETUP_DECKS: Final = "setup_decks"
    SETUP_DRAW: Final = "setup_draw"
    SETUP_MANA: Final = "setup_mana"
    BEGIN_PHASE: Final = "begin_phase"
    DAILY: Final = "daily"
    CHECK_REACTIONS: Final = "check_reactions"
    TURN: Final = "turn"
    NEXT_TURN: Final = "next_turn"
    STEP: Final = "step"
    ACTIVATE_REACTIONS: Final = "activate_reactions"
    PLAY_DECLARE: Final = "play_declare"  # after an optional cost is chosen (5.1.2.c)
    PLAY_TO_LIMBO: Final = "play_to_limbo"
    PLAY_PAY: Final = "play_pay"
    PLAY_RESOLVE: Final = "play_resolve"
    PLAY_FINISH: Final = "play_finish"
    PLAY_REACTION: Final = "play_reaction"
    END_REACTION: Final = "end_reaction"
    PLAY_IN_EFFECT: Final = "play_in_effect"
    AFTER_PLAY_IN_EFFECT: Final = "after_play_in_effect"  # "Rush to [do X]" (7.3.34.b), 6.5.f
    QUICK_DECLARE: Final = "quick_declare"  # after the objects a cost moves are chosen
    QUICK_PAY: Final = "quick_pay"
    QUICK_RESOLVE: Final = "quick_resolve"
    TURN_CONTINUES: Final = "turn_continues"
    GROUP_DECIDED: Final = "group_decided"  # every player of a group has decided (6.1.h)
    GROUP_STEP: Final = "group_step"  # a group's step, its player's decisions made (6.1.h)
    EACH_OBJECT: Final = "each_object"  # gf: one object's turn of a "for each" (6.5.i)


@record
class Activation:
    """One activation of a Reaction by an event (6.3.h): which ability of which object,
    controlled by whom, bound to which objects (6.3.i). ``effect`` is set for abilities
    the card does not print (granted abilities, tokens' abilities)."""

    source_object: str
    source_card: str | None
    source_name: str
    ability_index: int
    controller: str
    bound: tuple[str, ...] = ()
    source_expedition: str | None = None
    source_gigantic: bool = False  # the source was Gigantic, in both Expeditions (7.4.4.b)
    it: tuple[str, ...] = ()
    effect: tuple[EffectStep, ...] | None = None
    rules: tuple[str, ...] = ()  # the rules that made this activation (6.3.e, 6.3.f, ...)
    trigger: TriggerKind | None = None
    finds_in_reserve: bool = False  # 7.4.5.e
    text: str = ""  # the ability's text as printed or granted, for the Emblem (2.2.2.m)
    # "When [event] during [the] [Phase]": the event activates it only in that phase (4.2.a)
    during: Phase | None = None
    # "When [event] during Rest": only an event of the daily effect Rest (4.2.5.b)
    daily_effect: str = ""
    # "This ability triggers only once per Day": its activations each Day (1.4.6.c, 6.3.l)
    per_day: int | None = None
    # gy: "This ability triggers only once per turn": its activations each turn (4.2.3.e)
    per_turn: int | None = None
    # what the judge is told of the event beside the activation ("p1 played it, the player
    # Merry Reunion's effect named", 1.4.7.b), said on the Reaction-activating step's line
    said: str = ""
    # "When one or more / N or more [objects] [event]": the event's matches make one
    # activation, if they are N or more (1.2.7.c, 6.3.g; engine.pipeline.batched); 0: one
    # activation per match
    per_event_at_least: int = 0
    # the other player's effect that caused the event ("p2's Off You Go!"), when the
    # Reaction's controller is not that effect's controller: the Reaction is still its
    # object's controller's, said where it is played (7.5.5.c)
    caused_by: str = ""
    # 5.2.d: made by an Emblem-Ongoing changing the card played ("The next Character you
    # play this turn loses Fleeting"), not by a Reaction printed on a card — the lines of
    # its steps name that Emblem (2.2.2.m)
    by_ongoing: bool = False


@record
class Task:
    """One thing left to do. Only the fields its ``kind`` needs are set."""

    kind: str
    step: Step | None = None
    player: str | None = None
    card: str | None = None
    object_id: str | None = None
    phase: Phase | None = None
    effect: str = ""
    dest: str | None = None
    choices: tuple[str, ...] = ()
    activations: tuple[Activation, ...] = ()
    ability_index: int = 0
    amount: int = 0
    free: bool = False
    alternative: str = ""  # an alternative cost chosen in the declaration: "scout" (7.4.5.c)
    in_effect: bool = False  # a card an effect plays (5.2.b), declared after an optional cost
    # objects a quick action's cost, or a card's optional cost, moves (1.2.5.a, 5.1.2.c)
    cost_objects: tuple[str, ...] = ()
    # a quick action the object has from another's passive ability (2.3.1.a), as it was
    # when played: it resolves even if the grant ends as the cost is paid (5.1.2.j)
    granted: Ability | None = None

    def with_answers(self, player: str, *values: str) -> Task:
        """This task with ``player``'s answers recorded, for a decision each player makes
        in turn (``choices`` holds ``"player=value"`` marks)."""
        return replace(self, choices=(*self.choices, *(f"{player}={v}" for v in values)))

    def answers(self) -> list[tuple[str, str]]:
        """The ``(player, value)`` answers recorded so far, in order."""
        return [(c.split("=", 1)[0], c.split("=", 1)[1]) for c in self.choices]
