""""Each player may sacrifice a Character", "Each opponent may discard a card from their
hand": the "may" of a step several players each do on their own objects is each player's own.

The reader writes "Each player sacrifices a Character" as one step whose subject is a choice
every player makes among their own objects, in initiative order, the step then acting on all
the objects chosen at once (6.1.h, 7.3.36.a; 1.4.5.a: "Both Characters are sacrificed
simultaneously"). With "may" (6.5.c) the step was asked once, of the effect's controller, for
everyone. The text says otherwise: each player named does the step as its controller
(1.4.7.b), so each decides their own "may" (6.5.c) — in initiative order, the later player
knowing what the earlier one chose when it is visible (1.4.5.a).

:func:`each_decides` reads such a step as that same choice made by each player, of one object
or none: a player who chooses none declines (6.5.c); one with nothing to choose is not asked
(6.1.g). The step is then no longer optional as a whole. Who did it is plain data: the
objects chosen (``Step.chosen``), each the chooser's own. "May [step] two Characters" (all or
none) is left to :mod:`engine.steps.players_in_turn`: each player in turn decides, then does.
"""

from __future__ import annotations

from engine.state.cards import EffectStep, Subject
from engine.state.records import replace

EACH_CHOOSES_THEIR_OWN: dict[Subject, tuple[Subject, str]] = {
    Subject.A_CHARACTER_EACH_PLAYER_CONTROLS: (Subject.A_CHARACTER_YOU_CONTROL, "each_player"),
    Subject.A_CHARACTER_EACH_OPPONENT_CONTROLS: (
        Subject.A_CHARACTER_YOU_CONTROL,
        "each_opponent",
    ),
    Subject.A_CHARACTER_OR_PERMANENT_EACH_PLAYER_CONTROLS: (
        Subject.A_CHARACTER_OR_PERMANENT_YOU_CONTROL,
        "each_player",
    ),
    Subject.A_CHARACTER_OR_PERMANENT_EACH_OPPONENT_CONTROLS: (
        Subject.A_CHARACTER_OR_PERMANENT_YOU_CONTROL,
        "each_opponent",
    ),
    Subject.A_CARD_FROM_EACH_PLAYERS_HAND: (Subject.A_CARD_FROM_YOUR_HAND, "each_player"),
    Subject.A_CARD_FROM_EACH_OPPONENTS_HAND: (Subject.A_CARD_FROM_YOUR_HAND, "each_opponent"),
    Subject.A_CARD_FROM_EACH_PLAYERS_RESERVE: (
        Subject.A_CARD_FROM_YOUR_RESERVE,
        "each_player",
    ),
    Subject.A_CARD_FROM_EACH_OPPONENTS_RESERVE: (
        Subject.A_CARD_FROM_YOUR_RESERVE,
        "each_opponent",
    ),
}
"""A choice several players make of their own objects -> the same choice written for "you"
and the players who each make it (6.1.h, 1.4.7.b): the form used when each player decides
and then does the step in turn."""


def each_decides(template: EffectStep) -> EffectStep:
    """``template`` with its "may" made each player's own (6.5.c, 1.4.7.b, 1.4.5.a) when it
    is an optional step several players each do on their own objects; else unchanged."""
    if not template.optional or template.players_do or template.subject is None:
        return template
    theirs = EACH_CHOOSES_THEIR_OWN.get(template.subject)
    if theirs is None:
        return template
    if template.choose_count <= 1 and not template.up_to and not template.cost_with:
        # one object or none, each player in turn; all chosen acted on at once (1.4.5.a)
        return replace(template, optional=False, up_to=1)
    yours, players = theirs  # all or none of N: each decides, then does, in turn (6.5.c)
    return replace(template, subject=yours, players_do=players)
