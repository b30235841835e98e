"""Decision points of Emblem-Reactions in Limbo: when they are created (6.3.h, 2.2.2.m), how
many one event creates (6.3.g) and how many a Reaction may in a day (6.3.l, 1.4.6), who plays
the next one — the first player in initiative order who controls one (4.4.b, 5.1.1.c,
1.4.5.a), checked again after each (4.4.c) — and what happens when none is left (4.4.d) or
one was played (5.4.d). Whether a Reaction activates at all is :mod:`engine.why.reactions`.

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    # ------------------------------------------------ 4.4 Reactions played from Limbo
    "reaction.step": Point("When are Emblem-Reactions created?", ("6.3.h", "2.2.2.m")),
    "reaction.several_times": Point(
        "Does one event activate a Reaction several times, once per matching atomic action?",
        ("6.3.g",),
    ),
    "reaction.limit": Point("Does a Reaction activate a 101st time in a day?", ("6.3.l",)),
    "reaction.loop_stopped": Point(
        "Does a loop of Reactions end when every new object brings Reactions of its own, "
        "each with its own hundred a day?",
        ("6.3.l",),
    ),
    "reaction.bound_gone": Point(
        "Is a Reaction bound to an object that no longer exists still played — what does "
        "it use of that object?",
        ("6.3.j",),
        non_event=True,
    ),
    "reaction.must_play": Point(
        "Who plays the next Reaction: the first player in initiative order who controls one "
        "in Limbo?",
        ("4.4.b",),
    ),
    "reaction.theirs_though_caused": Point(
        "Whose is a Reaction of my object when another player's effect caused the event that "
        "activated it — who controls it and plays it?",
        ("7.5.5.c",),
    ),
    "reaction.checked_again": Point(
        "Once a Reaction has been played, are Reactions checked again — the next one chosen "
        "anew, not all played at once?",
        ("4.4.c",),
    ),
    "reaction.created_while_waiting": Point(
        "A Reaction created while others wait in Limbo (Reactions checked again after each "
        "one played): is it played, or may it be chosen, just like those already waiting — "
        "before another player's older ones?",
        ("4.4.c",),
    ),
    "reaction.choose": Point(
        "Which of their Reactions does the player with initiative play first?",
        ("4.4.b", "1.4.5.a"),
    ),
    "reaction.label_hidden": Point(
        "May the label of an Emblem-Reaction name a card in a hidden zone its controller "
        "cannot look at?",
        ("3.1.3.f", "3.2.5.b"),
        non_event=True,
    ),
    "reaction.none": Point("What happens when Limbo holds no Reaction?", ("4.4.d",)),
    "reaction.after_daily_effect": Point(
        "When are the Reactions a daily effect activated played — before the next daily "
        "effect or phase?",
        ("4.2.d", "4.2.e"),
    ),
    "reaction.after_turn_effect": Point(
        "When are the Reactions a turn effect activated played — before the turn goes on "
        "or the next turn begins?",
        ("4.2.g", "4.2.3.e"),
    ),
    "reaction.initiative": Point(
        "Several players control Reactions in Limbo: whose is played first — the first "
        "player in initiative order (the player taking the turn in the Afternoon)?",
        ("5.1.1.c", "1.4.5.a"),
    ),
    "reaction.plays": Point("Who is 'I' in the Reaction being played?", ("4.4.b", "7.2.1.d")),
    "reaction.done": Point("What happens to a played Reaction?", ("5.4.d",)),
    "reaction.no_more": Point(
        "What happens when no Reactions are in Limbo after a check?",
        ("4.4.d",),
        non_event=True,
    ),
}
