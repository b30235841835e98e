"""Sibling sentences of gram110 (issue 30): durations and restrictions as one language,
written before the reader was changed.

A duration (2.2.15.a: "this turn", "this Afternoon", "this Day"; and the end points a card
may print beyond them — "until the next <phase>", over as that phase begins, 4.2.a; "until
your next turn", over as its controller takes their next turn, 4.2.3.d) said after or
before any change that lasts: a keyword given or taken, a "can't" on an atomic action of
7.3 done to the objects, a "can't play" on a player, a cost changed. "While I'm in play"
lasts until the Character leaves play (2.1.d); on a Spell, never in play, it is refused.
Times that are no end
point the engine keeps ("until the end of your next turn", "as long as …" on a one-shot
effect, "during Dusk" on one) are refused.

Each sibling maps to what it MEANS (the fragments of benchmarks/durations_delays_siblings.py:
each mapping's items found together in one mapping of the compiled card's written steps) or
``None`` where the engine cannot do it: refused, the judge resolves it by hand, is then right.
"""

from __future__ import annotations

from typing import Any

Fragments = tuple[dict[str, Any], ...] | None

DURATIONS: dict[str, str | None] = {
    "this turn": "this turn",
    "until the end of the turn": "this turn",
    "this Day": "this Day",
    "until the end of the Day": "this Day",
    "until the next Morning": "until the next Morning",
    "until the next Noon": "until the next Noon",
    "until the next Afternoon": "until the next Afternoon",
    "until the next Dusk": "until the next Dusk",
    "until the next Night": "until the next Night",
    "until the start of the next Noon": "until the next Noon",
    "until your next turn": "until your next turn",
    "until the start of your next turn": "until your next turn",
    "until the beginning of your next turn": "until your next turn",
    # g1: over as its controller's next turn ends (4.2.3.e)
    "until the end of your next turn": "until the end of your next turn",
    # gj (session 34): a phase is no player's (4.2.a): "until the next Noon"
    "until your next Noon": "until the next Noon",
}

CHANGES: dict[str, dict[str, Any]] = {
    "Target Character gains [Defender]": {"keyword": "Defender"},
    "Target Character gains [Tough 1]": {"keyword": "Tough 1"},
    "Target Character loses [Defender]": {"lose_keyword": "Defender"},
    "Target Character can't gain boosts": {"cant_be": ["gain_boosts"]},
    "Target Character can't be targeted by opponents": {"cant_be": ["target_by_opponent"]},
    "Target Character can't be sent to Reserve": {"cant_be": ["go_to_reserve"]},
    "Target Character can't be sacrificed": {"cant_be": ["sacrifice"]},
    "Target Character can't be exhausted": {"cant_be": ["exhaust"]},
    "Target Character can't be readied": {"cant_be": ["ready"]},
    "Target Character can't gain Asleep": {"cant_be": ["gain_asleep"]},
    "Target opponent can't play Spells": {"cant": "Target opponent can't play Spells"},
    "Your opponents can't play Characters": {
        "cant": "Your opponents can't play Characters",
    },
}


def _said_after() -> dict[str, Fragments]:
    out: dict[str, Fragments] = {}
    for change, fragment in CHANGES.items():
        for words, duration in DURATIONS.items():
            text = f"SPELL {change} {words}."
            out[text] = None if duration is None else ({**fragment, "duration": duration},)
    return out


_FIRST = (
    "until the next Noon",
    "until the next Dusk",
    "until your next turn",
    "until the end of the Day",
)


def _said_first() -> dict[str, Fragments]:
    out: dict[str, Fragments] = {}
    for change, fragment in CHANGES.items():
        if not change.startswith("Target Character"):
            continue
        for words in _FIRST:
            duration = DURATIONS[words]
            said = change[0].lower() + change[1:]
            text = f"SPELL {words[0].upper()}{words[1:]}, {said}."
            out[text] = None if duration is None else ({**fragment, "duration": duration},)
    return out


# Restrictions and durations said on a Character's own triggered ability, the object "I"
# (the Emblem-Ongoing names the Character, 2.2.2.m), and the designers' own sentences.
OTHERS: dict[str, Fragments] = {
    "{J} Until your next turn, I can't be targeted by opponents.": (
        {"cant_be": ["target_by_opponent"], "duration": "until your next turn"},
    ),
    "{J} I gain [Defender] until the next Noon.": (
        {"keyword": "Defender", "duration": "until the next Noon"},
    ),
    "{J} I can't be sent to Reserve until your next turn.": (
        {"cant_be": ["go_to_reserve"], "duration": "until your next turn"},
    ),
    "SPELL Target Character gains 1 boost. It can't lose boosts this turn.": None,
    "SPELL Target opponent can't play cards from Reserve until the next Noon.": (
        {"duration": "until the next Noon"},
    ),
    "SPELL Target opponent can't play Spells until the end of your next turn.": (
        {"duration": "until the end of your next turn"},
    ),
    "SPELL Target Character gains [Defender] as long as you control a Noble.": None,
    "SPELL Target Character gains [Defender] during Dusk.": None,
}

_PLAYERS = {
    "Target opponent": "Target opponent",
    "Your opponents": "Your opponents",
    "Each opponent": "Your opponents",
}
_FROM = {"from Reserve": "Reserve", "from their Reserve": "Reserve", "from their hand": "hand"}
_PLAY_LASTING = ("this Day", "until the next Noon", "until your next turn", "this turn")


def _cant_play_from() -> dict[str, Fragments]:
    """ "[player] can't play [cards] from [zone] [duration]" (1.4.1.a, 5.2.a)."""
    out: dict[str, Fragments] = {}
    for who, said in _PLAYERS.items():
        for zone, where in _FROM.items():
            for kind in ("cards", "Spells"):
                for words in _PLAY_LASTING:
                    cant = f"{said} can't play {kind} from {where}"
                    fragment = {"cant": cant, "duration": DURATIONS[words]}
                    out[f"SPELL {who} can't play {kind} {zone} {words}."] = (fragment,)
    return out


_WHILE = ("while I'm in play", "for as long as I am in play")


def _while_in_play() -> dict[str, Fragments]:
    """ "[change] while I'm in play" on a Character's {J} ability: over as it leaves play
    (2.1.d); on a Spell, never in play (5.1.2.h), refused."""
    out: dict[str, Fragments] = {}
    for change, fragment in CHANGES.items():
        for words in _WHILE:
            said = {**fragment, "duration": "while I'm in play"}
            out[f"{{J}} {change} {words}."] = (said,)
        # "as long as I'm in play" after a change is refused: the grammar keeps "as long as"
        # for a passive's condition ('have "[ability]" as long as [condition]', 2.3.2.f)
        out[f"{{J}} {change} as long as I'm in play."] = None
        out[f"SPELL {change} while I'm in play."] = None
    return out


_LOSES_AND = {"boosts": "gain_boosts", "Asleep": "gain_asleep", "Anchored": "gain_anchored"}


def _loses_boosts_and_cant() -> dict[str, Fragments]:
    """ "[target] loses all its boosts and can't gain [X] [duration]": the boosts removed,
    then the "can't" on the same target (6.5.b)."""
    out: dict[str, Fragments] = {}
    for gained, action in _LOSES_AND.items():
        for words in ("this turn", "until the end of the Day", "until the next Noon"):
            text = f"SPELL Target Character loses all its boosts and can't gain {gained} {words}."
            cant = {"cant_be": [action], "duration": DURATIONS[words]}
            out[text] = ({"action": "remove_counters", "all_counters": True}, cant)
        said = (
            "{J} Target Character an opponent controls loses all its boosts and can't gain "
            f"{gained} while I'm in play."
        )
        cant = {"cant_be": [action], "duration": "while I'm in play"}
        out[said] = ({"action": "remove_counters", "all_counters": True}, cant)
    return out


SIBLINGS: dict[str, Fragments] = {
    **_said_after(),
    **_loses_boosts_and_cant(),
    **_while_in_play(),
    **_said_first(),
    **_cant_play_from(),
    **OTHERS,
}
