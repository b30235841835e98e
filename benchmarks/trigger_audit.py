"""Do triggers and conditions read as composed language? (issue 30)

    .venv/bin/python benchmarks/trigger_audit.py [--list] [--family FAMILY]

A generative audit of the trigger and condition language, crossed along its dimensions
(never card texts):

- an object event: who or what (an object description: type, controller, "another", a
  token, where it is, 2.2, 1.2.2, 7.2.1.a) x the event verb of every atomic action and zone
  move the engine has as an event (leave play 7.3.20, sacrifice 7.3.36, go to Reserve
  3.2.10, leave the Expedition zone 3.2.4, gain / lose a status 7.3.16 / 7.3.21, gain
  boosts 7.3.15, lose the last boost 2.5.1, be discarded 7.3.7);
- the bearer's own events ("I leave play", "I lose my last boost");
- a player's event: who (you, an opponent, a player; 1.2.6) x the verb (play 5.1.2,
  sacrifice 7.3.36, discard 7.3.7, draw 7.3.9, pass 4.2.3.d, Resupply 7.3.31, roll 7.3.33,
  create a token 7.3.5);
- an ordinal and a period: "When you [verb] your [first … third] [noun] [from Reserve /
  from your hand] each turn / each Day / this Day / each Afternoon" and "The [first] time
  you [verb] a [noun] each [period]" (4.2.3, 4.1, 5.1.2.d);
- conditions in every tense the cards print: "If you have played a Spell this
  Afternoon", "If a Character was sacrificed this Day", "If my Expedition did not move
  forward this Day", negated ("haven't", "did not", "Unless"), under a Unique's colon;
- the WORDINGS of each dimension ("wording: …" families): every wording of a player
  ("your opponent", "any player"), of where a card is played from ("from your / their
  Reserve", "from hand", "from your hand or from your Reserve", 5.1.2.d, 5.2.a), of a move
  to Reserve or to the Discard pile ("goes to", "is sent to", "is put in", 7.3.37.b), of a
  period ("during Night", "during the Afternoon", "during Rest", 4.2), "one or more
  tokens" (7.3.5), control taken (7.3.40) and a list of terrains ("due to {O} or {V}",
  4.2.4.j).

Each sentence carries what it must mean: the Reaction's trigger fields (the trigger kind,
its filter, ordinal, period, zone, player) or, for a condition, what the engine's
condition counts, over which period, and whether it is negated. The audit prints, per
family, the share READ (the grammar alone reads the ability and the engine runs it) and
the share READ RIGHT (the reading is what the generator meant). A reading marked wrong is
worse than unread (precision first).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import grammar_alone
from audit_report import run_family_audit

from scenarios.cards.condition_texts import condition_of
from scenarios.cards.grammar.reader import NotRead, read_ability

DASH = "\u2014"
OUTPUT = "Draw a card."


@dataclass(frozen=True)
class Case:
    """One generated ability and what it must mean."""

    family: str
    text: str
    trigger: dict[str, Any] = field(default_factory=dict)
    """The Reaction's fields (its effect aside) exactly, for a trigger."""
    condition: tuple[str, tuple[str, ...], bool] | None = None
    """(what is counted, the card types counted, negated), for a condition."""
    otherwise: bool = False
    """A Unique's "[X], otherwise [Y]": the condition's step has Y (6.5.e)."""


# ----------------------------------------------------------------- the dimensions
SUBJECTS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("a Character", {"types": ["Character"]}),
    ("a Character you control", {"types": ["Character"], "controller": "you"}),
    ("a Character an opponent controls", {"types": ["Character"], "controller": "opponent"}),
    (
        "another Character you control",
        {"types": ["Character"], "controller": "you", "another": True},
    ),
    ("a Permanent you control", {"types": ["Permanent"], "controller": "you"}),
    ("a token you control", {"controller": "you", "tokens": True}),
    ("a Character in my Expedition", {"types": ["Character"], "in_my_expedition": True}),
    ("a Character in the Expedition facing me", {"types": ["Character"], "facing_me": True}),
    ("a Character in the Expedition facing mine", {"types": ["Character"], "facing_me": True}),
    (
        "a Character in your other Expedition",
        {"types": ["Character"], "in_your_other_expedition": True},
    ),
)
"""Object descriptions (2.2.1, 1.2.2, 7.2.1.a, 2.1.e) and what the filter keeps of them."""

OBJECT_VERBS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("leaves play", {"trigger": "object_leaves_play"}),
    ("goes to Reserve", {"trigger": "object_goes_to_reserve"}),
    ("leaves the Expedition zone", {"trigger": "object_leaves_expedition_zone"}),
    ("gains [[Asleep]]", {"trigger": "gains_status", "status": "Asleep"}),
    ("gains [[Anchored]]", {"trigger": "gains_status", "status": "Anchored"}),
    ("loses [[Anchored]]", {"trigger": "loses_status", "status": "Anchored"}),
    ("loses [[Fleeting]]", {"trigger": "loses_status", "status": "Fleeting"}),
    ("gains 2 or more boosts", {"trigger": "gains_boosts", "amount": 2}),
    ("loses its last boost", {"trigger": "loses_last_boost"}),
)
"""Events said of an object (7.3.20, 3.2.10, 3.2.4, 7.3.16, 7.3.21, 7.3.15, 2.5.1)."""

MY_EVENTS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("I leave play", {"trigger": "leaves_play"}),
    ("I go to Reserve", {"trigger": "goes_to_reserve_from_anywhere"}),
    ("I am sacrificed", {"trigger": "sacrificed"}),
    (
        "I gain [[Asleep]]",
        {"trigger": "gains_status", "status": "Asleep", "filter": {"only_me": True}},
    ),
    (
        "I lose [[Anchored]]",
        {"trigger": "loses_status", "status": "Anchored", "filter": {"only_me": True}},
    ),
    ("I gain a boost", {"trigger": "gains_boosts", "amount": 1, "filter": {"only_me": True}}),
    ("I lose my last boost", {"trigger": "loses_last_boost", "filter": {"only_me": True}}),
)

PLAYERS = (("you", "you"), ("an opponent", "opponent"), ("a player", "any"))
PLAYER_VERBS: tuple[tuple[str, str, dict[str, dict[str, Any]]], ...] = (
    # (the verb for "you", for a third person, the fields by player)
    (
        "play a Spell",
        "plays a Spell",
        {
            "you": {"trigger": "you_play_a_card", "filter": {"types": ["Spell"]}},
            "opponent": {"trigger": "opponent_plays_a_card", "filter": {"types": ["Spell"]}},
            "any": {"trigger": "you_play_a_card", "filter": {"types": ["Spell"]}, "player": "any"},
        },
    ),
    (
        "sacrifice a Character",
        "sacrifices a Character",
        {
            "you": {"trigger": "you_sacrifice_a_character"},
            "opponent": {"trigger": "player_sacrifices", "player": "opponent"},
            "any": {"trigger": "player_sacrifices", "player": "any"},
        },
    ),
    (
        "discard a card",
        "discards a card",
        {p: {"trigger": "card_discarded", "player": p} for p in ("you", "opponent", "any")},
    ),
    (
        "draw a card",
        "draws a card",
        {p: {"trigger": "player_draws_a_card", "player": p} for p in ("you", "opponent", "any")},
    ),
    (
        "pass",
        "passes",
        {p: {"trigger": "player_passes", "player": p} for p in ("you", "opponent", "any")},
    ),
    (
        "Resupply",
        "Resupplies",
        {p: {"trigger": "player_resupplies", "player": p} for p in ("you", "opponent", "any")},
    ),
)

ORDINALS = (("first", 1), ("second", 2), ("third", 3))
PERIODS = (
    ("each turn", "turn"),
    ("each Day", "day"),
    ("this Day", "day"),
    ("each Afternoon", "afternoon"),
)
COUNTED_VERBS: tuple[tuple[str, str, str, dict[str, Any]], ...] = (
    # (verb, the noun after "your [ordinal]", the noun after "a", the trigger's own fields)
    ("play", "Spell", "Spell", {"trigger": "you_play_a_card", "filter": {"types": ["Spell"]}}),
    (
        "play",
        "Character",
        "Character",
        {"trigger": "you_play_a_card", "filter": {"types": ["Character"]}},
    ),
    ("play", "card", "card", {"trigger": "you_play_a_card"}),
    ("sacrifice", "Character", "Character", {"trigger": "you_sacrifice_a_character"}),
    ("roll", "die", "die", {"trigger": "you_roll_a_die"}),
    ("discard", "card", "card", {"trigger": "card_discarded", "player": "you"}),
    ("draw", "card", "card", {"trigger": "player_draws_a_card", "player": "you"}),
)
ZONES = (("", None), (" from Reserve", "reserve"), (" from your hand", "hand"))

PAST_CONDITIONS: tuple[tuple[str, str, tuple[str, ...], bool], ...] = (
    # (the words after "If", what is counted, the types, negated)
    ("you have played a Spell {p}", "you_played_this_{p}", ("Spell",), False),
    ("you played a Character {p}", "you_played_this_{p}", ("Character",), False),
    ("you haven't played a Spell {p}", "you_played_this_{p}", ("Spell",), True),
    ("you have not played a Character {p}", "you_played_this_{p}", ("Character",), True),
    ("you didn't play a Spell {p}", "you_played_this_{p}", ("Spell",), True),
    ("a Character was sacrificed {p}", "sacrificed_this_{p}", ("Character",), False),
    ("you sacrificed a Character {p}", "you_sacrificed_this_{p}", ("Character",), False),
    ("no Character was sacrificed {p}", "sacrificed_this_{p}", ("Character",), True),
    ("a Character left play {p}", "left_play_this_{p}", ("Character",), False),
    ("my Expedition moved forward {p}", "my_expedition_moved_forward_this_{p}", (), False),
    ("my Expedition did not move forward {p}", "my_expedition_moved_forward_this_{p}", (), True),
    ("my Expedition didn't move forward {p}", "my_expedition_moved_forward_this_{p}", (), True),
)
CONDITION_PERIODS = (("this turn", "turn"), ("this Day", "day"), ("this Afternoon", "afternoon"))


# ----------------------------------------------------------------- the wordings of each dimension
# An unseen designer prints the same meaning in other words: each dimension's wordings
# below (the CR's own words, 3.1-3.2, 4.2, 5.1.2.d, 7.3) are crossed with the others, each
# with what it must mean.
PLAYERS_SAID: tuple[tuple[str, str], ...] = (
    ("you", "you"),
    ("an opponent", "opponent"),
    ("your opponent", "opponent"),
    ("a player", "any"),
    ("any player", "any"),
)
"""Who plays / acts (1.2.2, 1.2.6): every wording of each player."""
PLAYED_NOUNS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("a Spell", {"types": ["Spell"]}),
    ("a Character", {"types": ["Character"]}),
    ("a card", {}),
    ("a Robot", {"subtypes": ["Robot"]}),
)
PLAY_ORIGINS: tuple[tuple[str, str, str | None], ...] = (
    # (the words, whose possessive they use: "" any / "your" / "their", the zone meant)
    ("", "", None),
    (" from Reserve", "", "reserve"),
    (" from the Reserve", "", "reserve"),
    (" from {p} Reserve", "p", "reserve"),
    (" from hand", "", "hand"),
    (" from {p} hand", "p", "hand"),
    (" from {p} hand or from {p} Reserve", "p", "hand_or_reserve"),
    (" from {p} hand or Reserve", "p", "hand_or_reserve"),
    (" from {p} Reserve or hand", "p", "hand_or_reserve"),
    (" from {p} hand or from Reserve", "p", "hand_or_reserve"),
    (" from hand or Reserve", "", "hand_or_reserve"),
)
"""Where a card is played from (5.1.2.d, 5.2.a): a zone with or without its owner, or
both of the zones a card is played from."""
PLAY_TRIGGER = {
    "you": "you_play_a_card",
    "opponent": "opponent_plays_a_card",
    "any": "you_play_a_card",
}

SELF_TO_RESERVE = (
    "I go to Reserve",
    "I go to your Reserve",
    "I am sent to Reserve",
    "I'm sent to Reserve",
    "I am put in Reserve",
    "I'm put in your Reserve",
    "I am sent to your Reserve",
)
"""The bearer going to Reserve (3.2.10, 7.3.27: send / put / go are one move)."""
PERIODS_SAID: tuple[tuple[str, str | None], ...] = (
    ("", None),
    (" during Night", "Night"),
    (" during the Night", "Night"),
    (" during Noon", "Noon"),
    (" during the Afternoon", "Afternoon"),
    (" during Dusk", "Dusk"),
    (" during Rest", "Rest"),
)
"""A phase (4.2.a) or the daily effect Rest (4.2.5.b) the event is kept to."""

DISCARD_PILE_SUBJECTS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("a Character", {"types": ["Character"]}),
    ("a Spell", {"types": ["Spell"]}),
    ("a card", {}),
    ("a [[Fleeting]] Spell", {"types": ["Spell"], "statuses": ["Fleeting"]}),
    ("a Permanent", {"types": ["Permanent"]}),
)
DISCARD_PILE_VERBS = (
    "joins your discard pile",
    "goes to your discard pile",
    "is put in your discard pile",
    "is sent to your discard pile",
    "is put into your discard pile",
)
"""A card arriving in your Discard pile (3.2.3; put / send / go / join: one move, 7.3.37.b)."""

OBJECT_TO_RESERVE = (
    "goes to Reserve",
    "is sent to Reserve",
    "is put in Reserve",
    "is returned to Reserve",
)

PLAYER_ACTS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    # (for "you", for a third person, the fields of "you"; the player is added)
    ("draw a card", "draws a card", {"trigger": "player_draws_a_card"}),
    ("discard a card", "discards a card", {"trigger": "card_discarded"}),
    ("roll a die", "rolls a die", {"trigger": "you_roll_a_die"}),
    ("create a token", "creates a token", {"trigger": "you_create_a_token"}),
    ("Resupply", "Resupplies", {"trigger": "player_resupplies"}),
    ("pass", "passes", {"trigger": "player_passes"}),
)
"""A player's atomic action (7.3.9, 7.3.7, 7.3.33, 7.3.5, 7.3.31, 4.2.3.d), said of every
wording of every player."""

TERRAIN_CAUSES: tuple[tuple[str, dict[str, Any]], ...] = (
    (" due to {O}", {"terrain": "water"}),
    (" due to {V}", {"terrain": "forest"}),
    (" due to {M}", {"terrain": "mountain"}),
    (" due to {O} or {V}", {"terrain": "water", "or_terrains": ["forest"]}),
    (" due to {M} or {O}", {"terrain": "mountain", "or_terrains": ["water"]}),
    (" due to {V}, {M} or {O}", {"terrain": "forest", "or_terrains": ["mountain", "water"]}),
)
"""Why an Expedition moved forward at Progress (4.2.4.j): one terrain or any of a list."""
EXPEDITIONS_MOVING = (
    ("my Expedition", "my_expedition_moves_forward"),
    ("one of your Expeditions", "one_of_your_expeditions_moves_forward"),
)


def _wording_cases() -> Iterator[Case]:
    """Each dimension's wordings crossed with the others' (what a designer may print)."""
    for who, key in PLAYERS_SAID:
        verb = "play" if key == "you" else "plays"
        mine = "your" if key == "you" else "their"
        for noun, flt in PLAYED_NOUNS:
            for words, _whose, zone in PLAY_ORIGINS:
                said = words.replace("{p}", mine)
                want: dict[str, Any] = {"trigger": PLAY_TRIGGER[key]}
                if flt:
                    want["filter"] = flt
                if zone:
                    want["played_from"] = zone
                if key == "any":
                    want["player"] = "any"
                text = f"When {who} {verb} {noun}{said} {DASH} {OUTPUT}"
                yield Case("wording: play origin", text, want)
    for said in SELF_TO_RESERVE:
        for period, phase in PERIODS_SAID:
            want = {"trigger": "goes_to_reserve_from_anywhere"}
            if phase:
                want["during"] = phase
            yield Case("wording: my move", f"When {said}{period} {DASH} {OUTPUT}", want)
    for subject, flt in DISCARD_PILE_SUBJECTS:
        for verb in DISCARD_PILE_VERBS:
            want = {"trigger": "card_joins_your_discard_pile"}
            if flt:
                want["filter"] = flt
            yield Case("wording: discard pile", f"When {subject} {verb} {DASH} {OUTPUT}", want)
    for subject, flt in SUBJECTS[:5]:
        for verb in OBJECT_TO_RESERVE:
            want = {"trigger": "object_goes_to_reserve", "filter": flt}
            yield Case("wording: to Reserve", f"When {subject} {verb} {DASH} {OUTPUT}", want)
    for who, key in PLAYERS_SAID:
        for mine, third, fields in PLAYER_ACTS:
            verb = mine if key == "you" else third
            want = dict(fields)
            if key != "you" or fields["trigger"] in ("card_discarded", "player_draws_a_card"):
                want["player"] = key
            if fields["trigger"] in ("player_resupplies", "player_passes"):
                want["player"] = key
            yield Case("wording: player acts", f"When {who} {verb} {DASH} {OUTPUT}", want)
    for who, key in (
        ("you", "you"),
        ("an opponent", "opponent"),
        ("your opponent", "opponent"),
        ("a player", "any"),
    ):
        verb = "create" if key == "you" else "creates"
        want = {"trigger": "you_create_tokens"}
        if key != "you":
            want["player"] = key
        yield Case("wording: tokens", f"When {who} {verb} one or more tokens {DASH} {OUTPUT}", want)
    for who, key in PLAYERS_SAID:
        verb = "take" if key == "you" else "takes"
        for obj, flt in (
            ("an object", {}),
            ("a Character", {"types": ["Character"]}),
            ("a Permanent", {"types": ["Permanent"]}),
        ):
            want = {"trigger": "you_take_control"}
            if key != "you":
                want["player"] = key
            if flt:
                want["filter"] = flt
            text = f"When {who} {verb} control of {obj} {DASH} {OUTPUT}"
            yield Case("wording: control", text, want)
    for expedition, trigger in EXPEDITIONS_MOVING:
        for cause, terrain in TERRAIN_CAUSES:
            want = {"trigger": trigger, **terrain}
            text = f"When {expedition} moves forward{cause} {DASH} {OUTPUT}"
            yield Case("wording: terrain", text, want)


def _third(verb: str) -> str:
    return verb[:-1] + "ies" if verb.endswith("y") else verb + "s"


def cases() -> Iterator[Case]:
    """Every composition of the dimensions above, with what it must mean."""
    for subject, flt in SUBJECTS:
        for verb, fields in OBJECT_VERBS:
            yield Case(
                "object event", f"When {subject} {verb} {DASH} {OUTPUT}", {**fields, "filter": flt}
            )
    for said, fields in MY_EVENTS:
        yield Case("my event", f"When {said} {DASH} {OUTPUT}", fields)
    for who, key in PLAYERS:
        for mine, third, by in PLAYER_VERBS:
            verb = mine if who == "you" else third
            yield Case("player event", f"When {who} {verb} {DASH} {OUTPUT}", by[key])
    for verb, noun, a_noun, fields in COUNTED_VERBS:
        for word, n in ORDINALS:
            for period, per in PERIODS:
                for zone, origin in ZONES if verb == "play" else ZONES[:1]:
                    want = {**fields, "ordinal": n, "per": per}
                    if origin:
                        want["played_from"] = origin
                    yield Case(
                        "ordinal and period",
                        f"When you {verb} your {word} {noun}{zone} {period} {DASH} {OUTPUT}",
                        want,
                    )
                    article = "an" if a_noun[0] in "aeiou" else "a"
                    yield Case(
                        "the Nth time",
                        f"The {word} time you {verb} {article} {a_noun}{zone} {period} "
                        f"{DASH} {OUTPUT}",
                        want,
                    )
    yield from _uniques()
    yield from _wording_cases()
    for words, counted, types, negated in PAST_CONDITIONS:
        for period, per in CONDITION_PERIODS:
            said = words.format(p=period)
            what = counted.format(p=per)
            for form, neg in (
                ("{J} If {c}: " + OUTPUT, False),
                ("{J} Unless {c}: " + OUTPUT, True),
                ("{J} If {c}, draw a card.", False),
            ):
                yield Case(
                    "past condition",
                    form.replace("{c}", said),
                    condition=(what, types, negated != neg),
                )


UNIQUE_TRIGGERS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("{J}", {"trigger": "enters_play"}),
    ("{R}", {"trigger": "played_from_reserve"}),
    ("When I lose my last boost \u2014", MY_EVENTS[-1][1]),
    (
        "When you sacrifice your second Character each Day \u2014",
        {"trigger": "you_sacrifice_a_character", "ordinal": 2, "per": "day"},
    ),
    (
        "When you play your first card from Reserve each Afternoon \u2014",
        {"trigger": "you_play_a_card", "ordinal": 1, "per": "afternoon", "played_from": "reserve"},
    ),
    (
        "When a Character you control leaves play \u2014",
        {"trigger": "object_leaves_play", "filter": {"types": ["Character"], "controller": "you"}},
    ),
    ("When an opponent passes \u2014", {"trigger": "player_passes", "player": "opponent"}),
)
"""Triggers of every family, as a Unique prints them before its condition."""

UNIQUE_OUTPUTS = ((OUTPUT, False), ("Draw a card, otherwise I gain 1 boost.", True))


def _uniques() -> Iterator[Case]:
    """A Unique's "[trigger] If / Unless [condition]: [output][, otherwise [output]]"
    (6.5.d, 6.5.e): each trigger x each condition (of a Day and of the Afternoon) x each
    output."""
    for trigger, fields in UNIQUE_TRIGGERS:
        for words, counted, types, negated in PAST_CONDITIONS:
            for period, per in CONDITION_PERIODS[1:]:
                for word, neg in (("If", False), ("Unless", True)):
                    for output, otherwise in UNIQUE_OUTPUTS:
                        text = f"{trigger} {word} {words.format(p=period)}: {output}"
                        meant = (counted.format(p=per), types, negated != neg)
                        yield Case("unique composition", text, fields, meant, otherwise)


# ----------------------------------------------------------------- checking
_ENGINE_COUNTED = {
    # what the audit names a count -> the engine's Counted names that count it
    "you_played_this_turn": {"you_played_this_turn"},
    "you_played_this_day": {"you_played_this_day"},
    "you_played_this_afternoon": {"you_played_this_afternoon"},
    "left_play_this_turn": {"left_play_this_turn"},
}


def _meant_condition(step: dict[str, Any], want: tuple[str, tuple[str, ...], bool]) -> bool:
    """Whether the engine's condition of ``step`` counts what ``want`` says, over its
    period, with its sense (negated or not)."""
    said = step.get("if")
    if not isinstance(said, str):
        return False
    c = condition_of(said)
    if c is None:
        return False
    what, types, negated = want
    counted = str(getattr(c, "counted", "") or getattr(c, "kind", ""))
    flt = getattr(c, "filter", None)
    yours = what.startswith("you_sacrificed")  # by the controller: "you sacrificed"
    if yours:
        what = what.removeprefix("you_")
    if yours != (flt is not None and flt.controller == "you"):
        return False
    if counted not in _ENGINE_COUNTED.get(what, {what}):
        return False
    got_types = tuple(sorted(str(t) for t in (flt.types if flt is not None else ())))
    if got_types != tuple(sorted(types)):
        return False
    # "none" is the negation of "at least one" (6.5.d)
    none = getattr(c, "at_most", None) == 0 and not getattr(c, "at_least", None)
    return (bool(c.negated) != none) == negated


_ANY_SAID = frozenset(
    {
        "you_play_a_card",
        "you_roll_a_die",
        "you_create_a_token",
        "you_create_tokens",
        "you_take_control",
    }
)
"""Triggers naming no player watch the controller's events: "any" is said (1.2.2)."""


def check(case: Case) -> str:
    """'right', 'wrong' (read, but not as meant) or 'unread'."""
    try:
        reading = read_ability(case.text)
    except NotRead:
        return "unread"
    found = grammar_alone(case.text)
    if not found.executable:
        return "unread"
    reaction = reading.get("reaction")
    if reaction is None:
        return "wrong"
    fields = {k: v for k, v in reaction.items() if k != "effect" and v != {}}  # no filter
    if case.condition is not None:
        first = reaction["effect"][0] if reaction.get("effect") else {}
        right = _meant_condition(first, case.condition)
        right = right and bool(first.get("otherwise")) == case.otherwise
        right = right and (not case.trigger or fields == case.trigger)
        return "right" if right else "wrong"
    want = dict(case.trigger)
    if want.get("player") == "any" and want["trigger"] not in _ANY_SAID:
        del want["player"]  # a player's trigger naming no player watches every player (1.2.2)
    return "right" if fields == want else "wrong"


def main() -> None:
    run_family_audit("triggers and conditions composed", __doc__.split("\n")[0], cases(), check)


if __name__ == "__main__":
    main()
