"""Scopes, limits and durations written on abilities: plain values with no steps inside.

The leaves of the ability vocabulary of :mod:`engine.state.cards`: whose statistics a
passive ability changes (2.3.1.a), which plays a cost alteration applies to (5.1.2.f),
which objects a granting ability gives its abilities to (2.3.1.a), a "total" limit on a
group of targets (6.5.b), and the durations of Emblem-Ongoings (2.2.15.a).
"""

from __future__ import annotations

from typing import Final

from engine.state.conditions import Condition, ObjectFilter
from engine.state.records import record


@record
class TotalLimit:
    """ "Any number of / up to N target Characters with total {M} of 4 or less", "with a total
    Hand Cost {5} or less": the targets' ``of`` — ``forest``, ``mountain``, ``water`` (their
    statistics as they are, 2.2.11.c) or ``hand_cost`` (printed, tokens 0, 2.2.7.c) — add up
    to ``at_most`` or less."""

    of: str
    at_most: int


@record
class StatModifier:
    """A passive ability changing statistics (2.3.1.a): adds to forest/mountain/water of the
    objects in ``scope`` ("self", "my_expedition", "my_characters" or
    "my_other_characters"; "group": every Character in play ``filter`` lets through, read
    from the bearer, 2.3.1.b) — or, with ``highest``, makes all three equal to their
    highest ("The {V}, {M} and {O} of ... are equal to their highest statistic").
    ``base`` / ``become`` / ``swap``: statistics set or exchanged, not added to."""

    scope: str
    forest: int = 0
    mountain: int = 0
    water: int = 0
    highest: bool = False
    filter: ObjectFilter | None = None  # the objects of a "group" scope
    # "for each Ember counter on me": the change once per thing counted, counted for the
    # bearer's controller as the statistics are looked at (2.3.1.a, 2.2.11.c)
    per: Condition | None = None
    # "the base statistics of [objects] become 1/1/1": the base statistics ({V}, {M}, {O})
    # the change sets — the values boosts and additions then change (2.3.1.d, 2.5.1.b)
    base: tuple[int, int, int] | None = None
    # "[object]'s statistics become 2/2/2": the statistics set after the additions, which
    # change what it does (2.3.2.f, 2.3.3.a) — as ``highest`` is applied
    become: tuple[int, int, int] | None = None
    # "[object]'s {V} and {O} are swapped": the two statistics (terrain names) exchanged as
    # they are after the additions (2.3.2.f), in the order these changes were made (2.3.3.b)
    swap: tuple[str, str] | None = None


class CostScope:
    """Which plays a cost alteration applies to (plain strings)."""

    CARDS: Final = "cards"  # cards played (by the players named by ``players``)
    ME: Final = "me"  # the card bearing the ability (works wherever it is played from, 1.2.4.d)
    MY_QUICK_ACTIONS: Final = "my_quick_actions"  # the quick actions of the bearer


class GrantScope:
    """Which objects a granting passive ability gives its abilities to (plain strings)."""

    CHARACTERS_YOU_PLAY_FROM_RESERVE: Final = "characters_you_play_from_reserve"
    ONLY_CHARACTER_IN_MY_EXPEDITION: Final = "only_character_in_my_expedition"
    SELF: Final = "self"  # the bearer ("If I am in Forest, I am Gigantic", 2.3.2.f)
    SUBTYPE: Final = "subtype"  # every Character in play with ``Grant.subtype`` (2.3.2.e)
    # "Characters you control are Tough 2": every object in play ``Grant.filter`` lets
    # through, read from the bearer (its controller, its Expedition; 2.3.1.b).
    GROUP: Final = "group"
    # "Spells you play with Hand Cost 1 or less have Fleeting": the cards its controller
    # plays that ``Grant.filter`` lets through, as they are played (5.2.4.a).
    CARDS_YOU_PLAY: Final = "cards_you_play"
    # "Target Character gains [Tough 1] this turn": the objects the step that created the
    # Emblem-Ongoing acted on (``Grant.objects``), while each stays in play (2.3.1.b; one
    # that changes zones is a new object, 2.1.d).
    LISTED: Final = "listed"


class Duration:
    """Durations of Emblem-Ongoings (2.2.15.a) — and "until it leaves play", which a card
    may print: the duration is defined by the event that created it (2.2.15.c), and it is
    over when the objects it names have left play, nothing relating to them applying to
    the new objects they became (2.1.d)."""

    TURN: Final = "turn"
    AFTERNOON: Final = "afternoon"
    DAY: Final = "day"
    IN_PLAY: Final = "in_play"
    # End points a card may print beyond the three durations, each defined by the event
    # that created the Emblem (2.2.15.c): "until the next Noon" is over as the next Noon
    # begins (4.2.a, engine.day.phases ENDS_AT); "until your next turn" as the Emblem's
    # controller takes their next turn, in turn order (4.2.3.d, engine.day.afternoon).
    NEXT_MORNING: Final = "next_morning"
    NEXT_NOON: Final = "next_noon"
    NEXT_AFTERNOON: Final = "next_afternoon"
    NEXT_DUSK: Final = "next_dusk"
    NEXT_NIGHT: Final = "next_night"
    YOUR_NEXT_TURN: Final = "your_next_turn"
    # "while I'm in play": over as the Emblem's source leaves play, a new object wherever it
    # went (2.2.15.c, 2.1.d; engine.pipeline.ongoing_ends)
    SOURCE_IN_PLAY: Final = "source_in_play"
    # g1: a delayed step's Emblem-Ongoing ("At the next Dusk, [steps]", 2.2.2.m): it lasts
    # until its "At [phase]" Reaction's moment has come — the next beginning of that phase
    # after the Emblem was made (4.2.b and its Remark: one made during Dusk waits for the next
    # Day's Dusk) — then, as that phase begins, it becomes "until the next [following
    # phase]" (engine.day.delayed_moments), so its Reaction activates once.
    UNTIL_ITS_MOMENT: Final = "until_its_moment"
    # g1: "until the end of your next turn" (2.2.15.c): as its controller takes their next
    # turn (4.2.3.d) it becomes "this turn", over as that turn ends (4.2.3.e); its "At the end
    # of the turn" Reaction does not activate before then (engine.pipeline.reactions).
    END_OF_YOUR_NEXT_TURN: Final = "end_of_your_next_turn"
    # gj: the same end points of the OTHER player's next turn ("until your opponent's next
    # turn", "until the end of their next turn" said of an opponent): the engine plays two
    # players (1.1.2.a), so the Emblem's controller's opponent (1.2.1.b) — over as they take
    # it (4.2.3.d), or as it ends (4.2.3.e; engine.day.delayed_moments)
    OPPONENT_NEXT_TURN: Final = "opponent_next_turn"
    END_OF_OPPONENT_NEXT_TURN: Final = "end_of_opponent_next_turn"
