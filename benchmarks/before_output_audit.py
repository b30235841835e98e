"""Is everything before an ability's output read as composed language? (issue 30)

    .venv/bin/python benchmarks/before_output_audit.py [--list] [--family FAMILY]

A generative audit of the words BEFORE the output ("When …", "At …", "If …:", "Activate only
…"), crossed along their dimensions, never card texts (the output is gram28's:
``output_audit.py``; the ordinals, periods and wordings of the older triggers are
``trigger_audit.py``'s, counted conditions on objects ``condition_audit.py``'s):

- subject x event: every trigger event the engine has on an object (leave play 7.3.20.a,
  go to Reserve 3.2.10, leave the Expedition / Landmark zone 3.2.4 / 3.2.7, gain / lose a
  status 7.3.16 / 7.3.21, become Exhausted 7.5.4.a, gain boosts 7.3.15, is discarded
  7.3.7, is sacrificed 7.3.36) x every object description in the subject slot: Character,
  Permanent, Landmark (a Permanent in Landmarks, 2.2.3.b), token (2.1.e), Spell, sub-type
  (2.2.2), "you control" / "an opponent controls" (1.2.2), "another" (7.2.1.a), a status
  (2.4), a cost or boosts compared (2.2.7, 2.5.1). What cannot be in play (a Spell leaving
  play, 3.1.4.a) must be refused: a reading of it counts as wrong;
- played: "When [player] play(s) [description]" (5.1.2) x the same descriptions;
- phases and Expeditions: "At [phase]" (4.2.b), "At the end of [whose] turn" (4.2.3.e),
  "When [Expedition] moves forward / fails to move forward / moves backward" (4.2.4, 7.5.2);
- player and zone state conditions: a hand, a Reserve, a Discard pile counted or empty
  (3.2), objects controlled by you or an opponent, Landmarks (3.2.7), the bearer's boosts
  and counters (2.5.1), where the Expedition stands (7.5.2), a count compared with the
  other player's (1.2.1.b) — each in every printed form: "If c:", "If c,", "X if c",
  "Unless c:" (negated, 6.5.d), "As long as c," (2.3.2.f), "When …, if c —" (6.3.b);
- activation restrictions of a quick action (5.1.2.g): "Activate only if c", "Use this only
  if c", "Activate only during your turn" (4.2.3.c), "Use only during [phase]" (4.2.a),
  "Activate only once per Day" (1.4.6.b), "Activate only once per turn" (plays in one
  Afternoon turn, 4.2.3.e) in each wording of the verb;
- gaps measured so they stay in sight (their meaning written, the engine has no such
  count or event yet): "When you exhaust / ready [object]" (who acted), "When one or more
  [objects] gain a boost" (once per event); "When one or more [objects] leave play" is read
  (once per event, 1.2.7.c).

Each sentence carries what it must mean (the trigger's fields; the engine condition's count
normalised as ``condition_audit`` does; a quick action's condition or plays per Day). It
prints the share READ (the grammar alone reads it and the engine runs it) and READ RIGHT;
a reading marked wrong is worse than unread (precision first).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import grammar_alone
from audit_report import run_family_audit
from condition_audit import Meaning, _engine_meaning, _filter, _negate

from scenarios.cards.grammar.reader import NotRead, read_ability

DASH = "\u2014"
OUTPUT = "Draw a card."
REFUSED = "refused"
"""What a case that must not be read means: a reading of it is wrong (precision first)."""


@dataclass(frozen=True)
class Case:
    """One generated ability and what it must mean."""

    family: str
    text: str
    trigger: dict[str, Any] | str | None = None
    """The Reaction's fields (its effect aside), or REFUSED."""
    meaning: Meaning | None = None
    """The condition's meaning (condition_audit's normalised count)."""
    quick: dict[str, Any] = field(default_factory=dict)
    """A quick action's restriction: {"if": Meaning} or {"per_day": N}."""


# ----------------------------------------------------------------- subjects (2.2, 1.2.2)
LANDMARK = {"types": ["Permanent"], "permanents_in_landmarks": True}
SUBJECTS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    # (words after "a" / "an", the kinds it is: "in_play", "card" (goes to a Reserve, 2.1.e),
    # "hand" (a card in play, returned to a Hand, 7.3.32.a), "expedition" (can be in an
    # Expedition, 2.2.3.b), the filter)
    ("Character", "in_play card hand expedition", {"types": ["Character"]}),
    (
        "Character you control",
        "in_play card hand expedition",
        {"types": ["Character"], "controller": "you"},
    ),
    (
        "Character an opponent controls",
        "in_play card hand expedition",
        {"types": ["Character"], "controller": "opponent"},
    ),
    ("Permanent", "in_play card hand expedition", {"types": ["Permanent"]}),
    (
        "Permanent you control",
        "in_play card hand expedition",
        {"types": ["Permanent"], "controller": "you"},
    ),
    (
        "Permanent an opponent controls",
        "in_play card hand expedition",
        {"types": ["Permanent"], "controller": "opponent"},
    ),
    ("Landmark", "in_play hand", LANDMARK),
    ("Landmark you control", "in_play hand", {**LANDMARK, "controller": "you"}),
    ("Landmark an opponent controls", "in_play hand", {**LANDMARK, "controller": "opponent"}),
    ("token you control", "in_play expedition", {"controller": "you", "tokens": True}),
    (
        "Character token you control",
        "in_play expedition",
        {"types": ["Character"], "controller": "you", "tokens": True},
    ),
    (
        "Robot you control",
        "in_play card hand expedition",
        {"types": ["Character"], "subtypes": ["Robot"], "controller": "you"},
    ),
    (
        "[[Boosted]] Character",
        "in_play card hand expedition",
        {"types": ["Character"], "statuses": ["Boosted"]},
    ),
    (
        "exhausted Character",
        "in_play card hand expedition",
        {"types": ["Character"], "statuses": ["Exhausted"]},
    ),
    (
        "Character with Hand Cost {3} or more",
        "in_play card hand expedition",
        {"types": ["Character"], "hand_cost_min": 3},
    ),
    (
        "Character with 2 or more boosts",
        "in_play card hand expedition",
        {"types": ["Character"], "boosts_min": 2},
    ),
    ("Spell", "card", {"types": ["Spell"]}),
)
ANOTHER = ("Character you control", "Permanent you control", "Landmark you control")
"""The subjects said with "another" too (7.2.1.a)."""

OBJECT_EVENTS: tuple[tuple[str, dict[str, Any], frozenset[str]], ...] = (
    # (the verb, the trigger's fields, the kinds of subject it is said of)
    ("leaves play", {"trigger": "object_leaves_play"}, frozenset({"in_play"})),
    ("goes to Reserve", {"trigger": "object_goes_to_reserve"}, frozenset({"card"})),
    (
        "leaves the Expedition zone",
        {"trigger": "object_leaves_expedition_zone"},
        frozenset({"expedition"}),
    ),
    (
        "gains [[Asleep]]",
        {"trigger": "gains_status", "status": "Asleep"},
        frozenset({"in_play"}),
    ),
    (
        "gains [[Anchored]]",
        {"trigger": "gains_status", "status": "Anchored"},
        frozenset({"in_play"}),
    ),
    (
        "loses [[Asleep]]",
        {"trigger": "loses_status", "status": "Asleep"},
        frozenset({"in_play"}),
    ),
    (
        "becomes exhausted",
        {"trigger": "becomes_status", "status": "Exhausted"},
        frozenset({"in_play"}),
    ),
    ("gains a status", {"trigger": "gains_a_status"}, frozenset({"in_play"})),
    ("gains a boost", {"trigger": "gains_boosts", "amount": 1}, frozenset({"in_play"})),
    (
        "gains 2 or more boosts",
        {"trigger": "gains_boosts", "amount": 2},
        frozenset({"in_play"}),
    ),
    ("is sacrificed", {"trigger": "player_sacrifices"}, frozenset({"in_play"})),
    ("gains a counter", {"trigger": "gains_counters", "amount": 1}, frozenset({"in_play"})),
    (
        "becomes ready",
        {"trigger": "loses_status", "status": "Exhausted"},
        frozenset({"in_play"}),
    ),
    (
        "is returned to your hand",
        {"trigger": "object_returned_to_your_hand"},
        frozenset({"in_play", "hand"}),
    ),
    (
        "gains one or more counters",
        {"trigger": "gains_counters", "amount": 1},
        frozenset({"in_play"}),
    ),
)
"""Events said of an object (7.3.20.a, 3.2.10, 3.2.4, 7.3.16, 7.3.21, 7.5.4.a, 7.3.15)."""

PLAYERS: tuple[tuple[str, str, str], ...] = (
    ("you", "play", "you_play_a_card"),
    ("an opponent", "plays", "opponent_plays_a_card"),
)
PLAYED: tuple[tuple[str, dict[str, Any], str | None], ...] = (
    # (the card played, its filter, its zone type; 5.1.2, 2.2.3.b)
    ("a Character", {"types": ["Character"]}, None),
    ("a Permanent", {"types": ["Permanent"]}, None),
    ("a Landmark", {"types": ["Permanent"]}, "landmark"),
    ("a Landmark Permanent", {"types": ["Permanent"]}, "landmark"),
    ("a Spell", {"types": ["Spell"]}, None),
    ("a Robot", {"subtypes": ["Robot"]}, None),
    ("a Permanent with Hand Cost {3} or more", {"types": ["Permanent"], "hand_cost_min": 3}, None),
    ("a [[Fleeting]] Spell", {"types": ["Spell"], "statuses": ["Fleeting"]}, None),
)

PHASES: tuple[tuple[str, str | dict[str, Any]], ...] = (
    ("At Morning", "at_morning"),
    ("At the start of Morning", "at_morning"),
    ("At Noon", "at_noon"),
    ("At the start of the Afternoon", "at_afternoon"),
    ("At the end of the Afternoon", "at_end_of_afternoon"),
    ("At Dusk", "at_dusk"),
    ("At Night", "at_night"),
    ("At the start of Night", "at_night"),
    ("At the end of the turn", "at_end_of_turn"),
    ("At the end of your turn", {"trigger": "at_end_of_turn", "player": "you"}),
    ("At the end of an opponent's turn", {"trigger": "at_end_of_turn", "player": "opponent"}),
)
"""Day phases (4.2.b): the Reaction activated as the phase begins; the end of a turn (4.2.3.e),
whose turn said as a player's trigger is (1.2.2)."""
EXPEDITION_EVENTS: tuple[tuple[str, str], ...] = (
    ("When my Expedition moves forward", "my_expedition_moves_forward"),
    ("When one of your Expeditions moves forward", "one_of_your_expeditions_moves_forward"),
    ("When an opponent's Expedition moves forward", "an_opponents_expedition_moves_forward"),
    ("When an Expedition moves forward", "an_expedition_moves_forward"),
    ("When my Expedition fails to move forward", "my_expedition_fails_to_move_forward"),
    (
        "When one of your Expeditions fails to move forward",
        "your_expedition_fails_to_move_forward",
    ),
    ("When my Expedition moves backward", "my_expedition_moves_backward"),
    ("When a Character joins my Expedition", "character_joins_my_expedition"),
    ("When another Character joins my Expedition", "another_character_joins_my_expedition"),
    ("When a Character joins your Expeditions", "character_joins_your_expeditions"),
    ("When a Permanent joins your Landmarks", "permanent_joins_your_landmarks"),
    ("When a Landmark you control enters play", "permanent_joins_your_landmarks"),
    ("When you take control of an object", "you_take_control"),
    ("When you gain control of an object", "you_take_control"),
    ("When a Character you control enters play", "character_joins_your_expeditions"),
    (
        "When a Permanent you control enters play",
        "permanent_joins_your_expeditions_or_landmarks",
    ),
)
"""An Expedition's events (4.2.4, 7.5.2) and arrivals in a player's zones (7.5.10.a)."""


# ----------------------------------------------------------------- conditions (3.2, 6.5.d)
def _c(counted: str, low: int | None, high: int | None, **flt: Any) -> Meaning:
    return (
        counted,
        low,
        high,
        _filter({k: tuple(v) if isinstance(v, list) else v for k, v in flt.items()}),
    )


STATE_CONDITIONS: tuple[tuple[str, Meaning], ...] = (
    ("you have no cards in hand", _c("your_hand", None, 0)),
    ("your hand is empty", _c("your_hand", None, 0)),
    ("you have 2 or fewer cards in hand", _c("your_hand", None, 2)),
    ("you have three or more cards in hand", _c("your_hand", 3, None)),
    ("your Reserve is empty", _c("your_reserve", None, 0)),
    ("you have no cards in Reserve", _c("your_reserve", None, 0)),
    ("you have three or more cards in your Reserve", _c("your_reserve", 3, None)),
    ("there are three or more cards in your Reserve", _c("your_reserve", 3, None)),
    ("you have at least 3 cards in your discard pile", _c("your_discard", 3, None)),
    ("your discard pile is empty", _c("your_discard", None, 0)),
    ("your deck is empty", _c("your_deck", None, 0)),
    ("there are no cards in your discard pile", _c("your_discard", None, 0)),
    ("you control three or more Characters", _c("you_control", 3, None, types=("Character",))),
    ("you control no Characters", _c("you_control", None, 0, types=("Character",))),
    ("you control a Landmark", _c("your_landmarks", 1, None)),
    ("you control no Landmarks", _c("your_landmarks", None, 0)),
    ("you control two or more Landmarks", _c("your_landmarks", 2, None)),
    ("you have two or more Landmarks", _c("your_landmarks", 2, None)),
    ("an opponent controls a Landmark", _c("opponent:your_landmarks", 1, None)),
    ("an opponent controls no Landmarks", _c("opponent:your_landmarks", None, 0)),
    (
        "an opponent controls two or more Characters",
        _c("opponent_controls", 2, None, types=("Character",)),
    ),
    ("I have 2 or more boosts", _c("my_counters:boost", 2, None)),
    ("I have no boosts", _c("my_counters:boost", None, 0)),
    ("you have more cards in hand than an opponent", _c("lead:your_hand", 1, None)),
    ("an opponent has more cards in hand than you", _c("lead:your_hand", None, -1)),
    ("you control more Landmarks than an opponent", _c("lead:your_landmarks", 1, None)),
)
"""Conditions on a player's or a zone's state (3.2, 1.2.2, 2.5.1, 1.2.1.b), meant as the
engine counts them."""
KIND_CONDITIONS: tuple[tuple[str, str], ...] = (
    ("my Expedition is ahead", "expedition_ahead"),
    ("my Expedition is behind", "expedition_behind"),
    ("it's your turn", "your_turn"),
)
"""Conditions the engine evaluates as a kind of its own (7.5.2, 4.2.3.c)."""

FORMS: tuple[tuple[str, bool], ...] = (
    # (the ability, negated by its form)
    ("{J} If {c}: " + OUTPUT, False),
    ("{J} If {c}, draw a card.", False),
    ("{J} Draw a card if {c}.", False),
    ("{J} Unless {c}: " + OUTPUT, True),
    ("As long as {c}, I get +1/+1/+1.", False),
    ("When you play a Spell, if {c} " + DASH + " " + OUTPUT, False),
)

RESTRICTION_VERBS = (
    "Activate only",
    "Use only",
    "Activate this only",
    "Use this ability only",
    "You can only activate this",
)
"""A quick action's restriction said with each wording of its verb (5.1.2.g)."""
QUICK = "{T}: Draw a card. "
PER_DAY: tuple[tuple[str, int], ...] = (
    ("once per Day", 1),
    ("once each Day", 1),
    ("twice per Day", 2),
)
PER_TURN: tuple[tuple[str, int], ...] = (("once per turn", 1), ("once each turn", 1))
"""Plays of a quick action counted in one Afternoon turn (4.2.3.e; engine
``Ability.per_turn``)."""
PLURAL_SUBJECTS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    # "When one or more [objects] leave play": once per event, however many (6.3.g)
    (
        "one or more Characters you control",
        "leave play",
        {"types": ["Character"], "controller": "you"},
    ),
    ("one or more Landmarks you control", "leave play", {**LANDMARK, "controller": "you"}),
    (
        "one or more Characters you control",
        "gain a boost",
        {"types": ["Character"], "controller": "you"},
    ),
)
LANDMARK_CARDS_ELSEWHERE = (
    "When a Landmark is discarded",
    "When you discard a Landmark",
    "When a Landmark joins your Reserve",
    "When a Landmark joins your Discard pile",
    "When a Landmark goes to Reserve",
)
"""Events a Landmark card has in a hand or a Deck too, where it is no Permanent in Landmarks
(2.2.3.c): a reading keeping the filter of Landmarks would never fire there — refused."""
PLAYER_ACTS_ON: tuple[tuple[str, dict[str, Any]], ...] = (
    # a player's keyword action on an object (7.3.13, 7.3.28): who did it, not only the event
    ("When you exhaust a Landmark", {"trigger": "you_exhaust", "filter": LANDMARK}),
    ("When you ready a Character", {"trigger": "you_ready", "filter": {"types": ["Character"]}}),
)
DURING: tuple[tuple[str, str], ...] = (
    ("during your turn", "it's your turn"),
    ("during the Afternoon", "it's afternoon"),
    ("during Noon", "it's noon"),
)


def _kind(kind: str) -> Meaning:
    return (f"kind:{kind}", None, None, ())


def cases() -> Iterator[Case]:
    """Every composition of the dimensions above, with what it must mean."""
    for words, kind, flt in SUBJECTS:
        for verb, fields, kinds in OBJECT_EVENTS:
            for another in (False, True) if words in ANOTHER else (False,):
                said = f"another {words}" if another else f"{_a(words)} {words}"
                want: dict[str, Any] | str = REFUSED
                if kinds <= set(kind.split()):
                    said_flt = {**flt, **({"another": True} if another else {})}
                    want = {**fields, "filter": _sacrificed(fields, said_flt)}
                yield Case("subject x event", f"When {said} {verb} {DASH} {OUTPUT}", want)
    for who, verb, trigger in PLAYERS:
        for card, flt, zone in PLAYED:
            want = {"trigger": trigger, "filter": flt, **({"zone_type": zone} if zone else {})}
            yield Case("played", f"When {who} {verb} {card} {DASH} {OUTPUT}", want)
    for said, trigger in PHASES:
        fields = trigger if isinstance(trigger, dict) else {"trigger": trigger}
        yield Case("phases", f"{said} {DASH} {OUTPUT}", fields)
    for said, trigger in EXPEDITION_EVENTS:
        yield Case("expeditions", f"{said} {DASH} {OUTPUT}", {"trigger": trigger})
    for words, verb, flt in PLURAL_SUBJECTS:
        trigger = "object_leaves_play" if verb == "leave play" else "gains_boosts"
        plural = {"trigger": trigger, "filter": flt, "once_per_event": True}
        yield Case("plural subjects", f"When {words} {verb} {DASH} {OUTPUT}", plural)
    for said in LANDMARK_CARDS_ELSEWHERE:
        yield Case("landmark cards elsewhere", f"{said} {DASH} {OUTPUT}", REFUSED)
    for said, fields in PLAYER_ACTS_ON:
        yield Case("player acts on", f"{said} {DASH} {OUTPUT}", fields)
    conditions = [*STATE_CONDITIONS, *((w, _kind(k)) for w, k in KIND_CONDITIONS)]
    for words, meaning in conditions:
        for form, negated in FORMS:
            meant = _negate(meaning) if negated else meaning
            if meant is None and negated:
                meant = (f"not:{meaning[0]}", *meaning[1:])
            yield Case("state condition", form.replace("{c}", words), meaning=meant)
        for verb in RESTRICTION_VERBS:
            text = f"{QUICK}{verb} if {words}."
            yield Case("activation restriction", text, quick={"if": meaning})
    for verb in RESTRICTION_VERBS:
        for words, times in PER_DAY:
            yield Case(
                "activation restriction", f"{QUICK}{verb} {words}.", quick={"per_day": times}
            )
        for words, times in PER_TURN:
            yield Case(
                "activation restriction", f"{QUICK}{verb} {words}.", quick={"per_turn": times}
            )
        for words, condition in DURING:
            yield Case(
                "activation restriction",
                f"{QUICK}{verb} {words}.",
                quick={"if": _meaning_of(condition)},
            )


def _sacrificed(fields: dict[str, Any], flt: dict[str, Any]) -> dict[str, Any]:
    """A sacrifice Reaction watches Characters unless its filter names other types
    (7.3.36.a): "a Character" says no type, a token of any type says both."""
    if fields["trigger"] != "player_sacrifices":
        return flt
    if flt.get("types") == ["Character"]:
        return {k: v for k, v in flt.items() if k != "types"}
    if "types" not in flt:
        return {**flt, "types": ["Character", "Permanent"]}
    return flt


def _a(words: str) -> str:
    return "an" if words[0].lower() in "aeiou" else "a"


def _meaning_of(said: str) -> Meaning | None:
    """What the engine makes of a condition's words: a count normalised as condition_audit
    does, or the condition's own kind."""
    got = _engine_meaning(said)
    if got is not None:
        return got
    from scenarios.cards.condition_texts import condition_of

    c = condition_of(said)
    if c is not None and c.kind == "count" and c.whose:  # said of another player (1.2.2)
        mine = _engine_meaning(re.sub(r"^(an|your) opponent controls", "you control", said))
        return None if mine is None else (f"{c.whose}:{mine[0]}", *mine[1:])
    if c is None or c.kind == "count":
        return None
    kind: Meaning = (f"kind:{c.kind}", None, None, ())
    if c.phase is not None:
        kind = (f"kind:{c.kind}:{str(c.phase.value).lower()}", None, None, ())
    if c.negated:
        return (f"not:kind:{c.kind}", None, None, ())
    return kind


# ----------------------------------------------------------------- checking
def _reaction_fields(reading: dict[str, Any]) -> dict[str, Any] | None:
    reaction = reading.get("reaction")
    if reaction is None:
        return None
    return {k: v for k, v in reaction.items() if k != "effect" and v != {}}


def _same_filter(got: dict[str, Any], want: dict[str, Any]) -> bool:
    def plain(f: dict[str, Any]) -> dict[str, Any]:
        return {k: sorted(v) if isinstance(v, list) else v for k, v in f.items()}

    return plain(got) == plain(want)


def _check_trigger(case: Case, reading: dict[str, Any]) -> str:
    if case.trigger == REFUSED:
        return "wrong"
    fields = _reaction_fields(reading)
    assert isinstance(case.trigger, dict)
    if fields is None:
        return "wrong"
    want = dict(case.trigger)
    got_filter, want_filter = fields.pop("filter", {}), want.pop("filter", {})
    return "right" if fields == want and _same_filter(got_filter, want_filter) else "wrong"


def _check_condition(case: Case, reading: dict[str, Any]) -> str:
    reaction = reading.get("reaction") or {}
    effect = reaction.get("effect") or []
    said = reaction.get("if")  # "When …, if c —" (6.3.b)
    if not isinstance(said, str):
        first = effect[0] if effect else reading.get("passive") or {}
        said = first.get("if")
    if not isinstance(said, str):
        return "wrong"
    unless = said.lower().startswith("unless ")
    got = _meaning_of(said.removeprefix("unless ").removeprefix("Unless "))
    if got is not None and unless:
        got = _negate(got) or (f"not:{got[0]}", *got[1:])
    return "right" if got is not None and got == case.meaning else "wrong"


def _check_quick(case: Case, reading: dict[str, Any]) -> str:
    quick = reading.get("quick_action")
    if quick is None:
        return "wrong"
    if "per_turn" in case.quick:
        return "right" if quick.get("per_turn") == case.quick["per_turn"] else "wrong"
    if "per_day" in case.quick:
        right = quick.get("per_day") == case.quick["per_day"] and "if" not in quick
        return "right" if right else "wrong"
    said = quick.get("if")
    if not isinstance(said, str) or quick.get("per_day") is not None:
        return "wrong"
    got = _meaning_of(said)
    return "right" if got is not None and got == case.quick["if"] else "wrong"


def check(case: Case) -> str:
    """'right', 'wrong' (read, but not as meant, or read where it must be refused) or
    'unread'."""
    try:
        reading = read_ability(case.text)
    except NotRead:
        return "right" if case.trigger == REFUSED else "unread"
    if not grammar_alone(case.text).executable:
        return "right" if case.trigger == REFUSED else "unread"
    if case.quick:
        return _check_quick(case, reading)
    if case.meaning is not None:
        return _check_condition(case, reading)
    return _check_trigger(case, reading)


def main() -> None:
    run_family_audit("before the output", __doc__.split("\n")[0], cases(), check)


if __name__ == "__main__":
    main()
