"""Does time read as composed language, and mean what it says? (issue 30, gram36)

    .venv/bin/python benchmarks/time_audit.py [--list] [--wrong] [--dimension DIM]

A generative audit of TIME in the card language, crossed along its dimensions, never card
texts:

- DURATIONS on the effects that last (2.2.15: an Emblem-Ongoing's duration is "this turn",
  "this Afternoon" or "this Day", 2.2.15.a): a keyword gained or lost (7.4), a "can't" on an
  object (1.4.1.a), control taken (7.3.40), abilities ignored, a cost altered (5.1.2.f), a
  target restriction, an Expedition that can't move forward (7.5.2) x each way a designer
  says the duration ("until end of turn", "until the end of this Day", "for the rest of the
  Afternoon", "until the start of the next Day") x said after the effect or first ("Until
  end of turn, …"). A time that is no CR duration ("until your next turn", "this Dusk",
  "during Dusk this Day") must be refused, never read as another;
- the PAST TENSE (6.5.d): the action (a card played 5.1.2.k, an object sacrificed 7.3.36.a,
  a card discarded 7.3.7.a or drawn 7.3.9.a, a token created 7.3.5.a) x what it was done to
  (type, sub-type, a token, a count) x who did it (you, an opponent, any player: 1.2.2,
  1.2.1.b) in several voices ("you discarded", "you have discarded", "you've discarded",
  "you haven't discarded", "you didn't discard", "an opponent has played", "a card was
  discarded", "no token was created") x the period (this turn 4.2.3, this Day 4.1, this
  Afternoon 4.2.3) x the form ("If c, X", "X if c"). What the history does not keep (another
  phase, a status of a card done with, how many one player did) must be refused.
- COUNTS of what was done (6.5.i): "for each card you discarded this Day", "per Spell an
  opponent played this turn", "X is the number of Characters you sacrificed this Afternoon";
- an Expedition that MOVED forward this Day (7.3.25.a) by every Expedition a condition names,
  and a Character that left the Expedition zone (3.2.4, 7.3.20.a);
- FREQUENCY: "[event] for the first / second time each turn / this turn / each Day / each
  Afternoon" (4.1, 4.2.3), an event the engine does not count by period refused.

Each sentence carries what it must mean: the duration of every Emblem-Ongoing the reading
makes, or the engine condition's (action, period, who, bounds, sense, printed parts), the
older rules' counts ("you played", "a Spell was played this turn") normalised to the same
terms. Verdicts: right, wrong (read and executable, but not as meant), refused (not read or
not executable; right for a sentence that must be refused), crash.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer, grammar_alone

from scenarios.cards.condition_texts import condition_of, count_of
from scenarios.cards.grammar.reader import NotRead, read_ability

Meaning = Any
"""A duration ("this turn") or a past count's normalised tuple; None: must be refused."""


@dataclass(frozen=True)
class Case:
    text: str
    meaning: Meaning
    dims: tuple[tuple[str, str], ...]
    kind: str  # "duration" or "past"


# ----------------------------------------------------------------- durations
EFFECTS: tuple[tuple[str, str, str], ...] = (
    # (name, said after: {T} the duration, said first: the effect after "[duration], ")
    ("gain keyword", "Target Character gains Defender{T}.", "target Character gains Defender."),
    (
        "gain numbered keyword",
        "Target Character gains Tough 1{T}.",
        "target Character gains Tough 1.",
    ),
    ("lose keyword", "Target Character loses Defender{T}.", "target Character loses Defender."),
    ("has keyword", "Target Character has Defender{T}.", "target Character has Defender."),
    ("I have keyword", "I have Defender{T}.", "I have Defender."),
    (
        "group gains keyword",
        "Characters you control gain Defender{T}.",
        "Characters you control gain Defender.",
    ),
    (
        "can't be",
        "Target Character can't be sacrificed{T}.",
        "target Character can't be sacrificed.",
    ),
    ("can't gain", "Target Character can't gain boosts{T}.", "target Character can't gain boosts."),
    ("take control", "Take control of target Character{T}.", "take control of target Character."),
    (
        "ignore abilities",
        "Ignore the abilities of target Character{T}.",
        "ignore the abilities of target Character.",
    ),
    ("cost altered", "Your Spells cost {1} more{T}.", "your Spells cost {1} more."),
    (
        "opponents can't target",
        "Your opponents can't target Characters you control{T}.",
        "your opponents can't target Characters you control.",
    ),
    (
        "expedition can't move",
        "Target Expedition can't move forward{T}.",
        "target Expedition can't move forward.",
    ),
)
DURATIONS: tuple[tuple[str, str | None], ...] = (
    ("this turn", "this turn"),
    ("until end of turn", "this turn"),
    ("until the end of the turn", "this turn"),
    ("until the end of this turn", "this turn"),
    ("until end of this turn", "this turn"),
    ("for the rest of the turn", "this turn"),
    ("for the rest of this turn", "this turn"),
    ("this Afternoon", "this Afternoon"),
    ("until the end of the Afternoon", "this Afternoon"),
    ("until end of Afternoon", "this Afternoon"),
    ("until the end of this Afternoon", "this Afternoon"),
    ("for the rest of the Afternoon", "this Afternoon"),
    ("this Day", "this Day"),
    ("until the end of the Day", "this Day"),
    ("until end of Day", "this Day"),
    ("until the end of this Day", "this Day"),
    ("until the next Day", "this Day"),
    ("until the start of the next Day", "this Day"),
    ("until the beginning of the next Day", "this Day"),
    ("for the rest of the Day", "this Day"),
    ("for the rest of this Day", "this Day"),
    ("for this turn", "this turn"),
    ("for the turn", "this turn"),
    ("during this turn", "this turn"),
    ("through the end of the turn", "this turn"),
    ("until the end of the current turn", "this turn"),
    ("for this Afternoon", "this Afternoon"),
    ("for the Afternoon", "this Afternoon"),
    ("during this Afternoon", "this Afternoon"),
    ("for the Day", "this Day"),
    ("during this Day", "this Day"),
    ("through the end of the Day", "this Day"),
    ("until the end of the current Day", "this Day"),
    # no CR duration (2.2.15.a): refused
    ("during the Afternoon", None),
    ("until your next turn", None),
    ("until the end of your next turn", None),
    ("until your next Afternoon", None),
    ("this Dusk", None),
    ("until the end of Dusk", None),
    ("during Dusk this Day", None),
    ("until the end of the game", None),
    ("for two turns", None),
    ("next turn", None),
)


def _first(words: str) -> str:
    return words[0].upper() + words[1:]


def duration_cases() -> Iterator[Case]:
    for name, after, first in EFFECTS:
        for words, meant in DURATIONS:
            dims = (
                ("effect", name),
                ("duration words", words),
                ("duration", meant or "refused"),
            )
            yield Case(
                "{R} " + after.replace("{T}", f" {words}"),
                meant,
                (*dims, ("order", "after")),
                "duration",
            )
            yield Case(
                f"{{R}} {_first(words)}, {first}", meant, (*dims, ("order", "first")), "duration"
            )


def _durations(reading: Any) -> list[str]:
    found: list[str] = []
    if isinstance(reading, dict):
        for k, v in reading.items():
            if k == "duration" and isinstance(v, str):
                found.append(v)
            else:
                found.extend(_durations(v))
    elif isinstance(reading, list | tuple):
        for v in reading:
            found.extend(_durations(v))
    return found


# ----------------------------------------------------------------- the past tense
# (verb, past, participle, present, descriptions: (words singular/plural, plural?, types,
# subtypes, token, at least))
Desc = tuple[str, bool, tuple[str, ...], tuple[str, ...], bool, int]
VERBS: tuple[tuple[str, str, str, str, tuple[Desc, ...]], ...] = (
    (
        "played",
        "played",
        "played",
        "play",
        (
            ("a Spell", False, ("Spell",), (), False, 1),
            ("a Character", False, ("Character",), (), False, 1),
            ("a Permanent", False, ("Permanent",), (), False, 1),
            ("a card", False, (), (), False, 1),
            ("two or more Characters", True, ("Character",), (), False, 2),
            ("a Character with Hand Cost {3} or more", False, ("Character",), (), False, 1),
            ("a Robot", False, (), ("Robot",), False, 1),
        ),
    ),
    (
        "sacrificed",
        "sacrificed",
        "sacrificed",
        "sacrifice",
        (
            ("a Character", False, ("Character",), (), False, 1),
            ("a Permanent", False, ("Permanent",), (), False, 1),
            ("a token", False, (), (), True, 1),
            ("two or more Characters", True, ("Character",), (), False, 2),
            ("a Robot Character", False, ("Character",), ("Robot",), False, 1),
        ),
    ),
    (
        "discarded",
        "discarded",
        "discarded",
        "discard",
        (
            ("a card", False, (), (), False, 1),
            ("a Spell", False, ("Spell",), (), False, 1),
            ("a Character", False, ("Character",), (), False, 1),
            ("two or more cards", True, (), (), False, 2),
            ("a Spell with Hand Cost {2} or less", False, ("Spell",), (), False, 1),
        ),
    ),
    (
        "drawn",
        "drew",
        "drawn",
        "draw",
        (
            ("a card", False, (), (), False, 1),
            ("two or more cards", True, (), (), False, 2),
            ("three or more cards", True, (), (), False, 3),
        ),
    ),
    (
        "created",
        "created",
        "created",
        "create",
        (
            ("a token", False, (), (), True, 1),
            ("two or more tokens", True, (), (), True, 2),
            ("a Robot token", False, (), ("Robot",), True, 1),
        ),
    ),
)
PERIODS = (("this turn", "turn"), ("this Day", "day"), ("this Afternoon", "afternoon"))
REFUSED_PERIODS = ("this Dusk", "this Morning")


def _voices(past: str, part: str, pres: str) -> Iterator[tuple[str, str, bool, str]]:
    """(subject and verb, who, negated, voice) — the description follows."""
    yield f"you {past}", "you", False, "you did"
    yield f"you have {part}", "you", False, "you have done"
    yield f"you've {part}", "you", False, "you've done"
    yield f"you haven't {part}", "you", True, "you haven't done"
    yield f"you didn't {pres}", "you", True, "you didn't do"
    yield f"you did not {pres}", "you", True, "you did not do"
    yield f"an opponent {past}", "opponent", False, "an opponent did"
    yield f"your opponent has {part}", "opponent", False, "your opponent has done"
    yield f"your opponents have {part}", "opponent", False, "your opponents have done"
    yield f"an opponent hasn't {part}", "opponent", True, "an opponent hasn't done"
    yield f"your opponents didn't {pres}", "opponent", True, "your opponents didn't do"
    yield f"a player {past}", "any", False, "a player did"
    yield f"you have already {part}", "you", False, "you have already done"
    yield f"an opponent has already {part}", "opponent", False, "an opponent has already done"


def _plural(noun: str) -> str:
    head, _, rest = noun.partition(" with ")
    heads = head.replace("token", "tokens") if head.endswith("token") else head + "s"
    return f"{heads} with {rest}" if rest else heads


def _more_voices(
    event: str, past: str, pres: str, d: Desc, said_period: str, period: str
) -> Iterator[Case]:
    """ "… earlier this turn", "… so far this Day", "you haven't played any Spells …"."""
    words, plural, _, _, _, low = d
    for adverb in ("earlier", "so far"):
        yield Case(
            f"{{R}} If you {past} {words} {adverb} {said_period}, draw a card.",
            _past(event, period, "you", low, False, d),
            (
                ("action", event),
                ("player", "you"),
                ("voice", f"… {adverb} this"),
                ("period", period),
            ),
            "past",
        )
    if not plural:
        noun = _plural(words.split(" ", 1)[1])
        for subject, who in (("you haven't", "you"), ("your opponents didn't", "opponent")):
            verb = pres if "didn't" in subject else PARTICIPLES[event]
            yield Case(
                f"{{R}} Draw a card if {subject} {verb} any {noun} {said_period}.",
                _past(event, period, who, 1, True, d),
                (("action", event), ("player", who), ("voice", "not … any"), ("period", period)),
                "past",
            )


PARTICIPLES = {
    "played": "played",
    "sacrificed": "sacrificed",
    "discarded": "discarded",
    "drawn": "drawn",
    "created": "created",
}


FORMS = (
    ("{R} If {c}, draw a card.", "if c, X"),
    ("{R} Draw a card if {c}.", "X if c"),
    ("{J} If {c}: Draw a card.", "if c: X"),
)


def _past(event: str, period: str, who: str, low: int, neg: bool, d: Desc) -> Meaning:
    words, _, types, subtypes, token, _ = d
    cost = HAND_COSTS.get(words, (None, None))
    return (
        event,
        period,
        who,
        low,
        None,
        neg,
        tuple(sorted(types)),
        tuple(sorted(subtypes)),
        token,
        *cost,
    )


HAND_COSTS = {
    "a Character with Hand Cost {3} or more": (3, None),
    "a Spell with Hand Cost {2} or less": (None, 2),
}
"""The printed Hand Cost (min, max) a description asks of the card done with (2.2.7)."""


def past_cases() -> Iterator[Case]:
    n = 0
    for event, past, part, pres, descs in VERBS:
        for d in descs:
            words, plural, _, _, _, low = d
            for said_period, period in PERIODS:
                for subject, who, neg, voice in _voices(past, part, pres):
                    if who == "any" and low > 1:
                        continue  # one player's count: refused below
                    n += 1
                    form, form_name = FORMS[n % len(FORMS)]
                    c = f"{subject} {words} {said_period}"
                    yield Case(
                        form.replace("{c}", c),
                        _past(event, period, who, low, neg, d),
                        (
                            ("action", event),
                            ("description", words),
                            ("player", who),
                            ("voice", voice),
                            ("period", period),
                            ("form", form_name),
                        ),
                        "past",
                    )
                yield from _more_voices(event, past, pres, d, said_period, period)
                # the passive voice: by any player
                be = "were" if plural else "was"
                n += 1
                form, form_name = FORMS[n % len(FORMS)]
                yield Case(
                    form.replace("{c}", f"{words} {be} {part} {said_period}"),
                    _past(event, period, "any", low, False, d),
                    (
                        ("action", event),
                        ("description", words),
                        ("player", "any"),
                        ("voice", "passive"),
                        ("period", period),
                        ("form", form_name),
                    ),
                    "past",
                )
                if not plural:  # "no Spell was played this Day": none at all
                    noun = words.split(" ", 1)[1]
                    yield Case(
                        f"{{R}} If no {noun} was {part} {said_period}, draw a card.",
                        _past(event, period, "any", 1, True, d),
                        (
                            ("action", event),
                            ("description", words),
                            ("player", "any"),
                            ("voice", "passive, no"),
                            ("period", period),
                            ("form", "if c, X"),
                        ),
                        "past",
                    )
            for said_period in REFUSED_PERIODS:  # a period the history does not keep
                yield Case(
                    f"{{R}} If you {past} {words} {said_period}, draw a card.",
                    None,
                    (("action", event), ("refused", "a phase the history does not keep")),
                    "past",
                )
        yield Case(  # a status of a card done with: not kept
            f"{{R}} If you {past} an Exhausted Character this Day, draw a card.",
            None,
            (("action", event), ("refused", "a status of a card done with")),
            "past",
        )
        yield Case(  # one player's count of two
            f"{{R}} If a player {past} two or more cards this turn, draw a card.",
            None,
            (("action", event), ("refused", "how many one player did")),
            "past",
        )


COUNT_FORMS = (
    ("{R} Draw a card for each {d} {who} {verb} {period}.", "for each"),
    ("{R} I gain 1 boost per {d} {who} {verb} {period}.", "per"),
    ("{R} I gain X boosts, where X is the number of {ds} {who} {verb} {period}.", "the number of"),
)
COUNT_WHO = (("you", "you"), ("an opponent", "opponent"), ("your opponents", "opponent"))


def count_cases() -> Iterator[Case]:
    """ "for each card you discarded this Day": a count of what was done (6.5.i)."""
    for event, past, _, _, descs in VERBS:
        for d in descs:
            words, plural, _, _, _, low = d
            if plural:
                continue
            noun = words.split(" ", 1)[1]
            head, _, rest = noun.partition(" with ")
            plural_head = (
                head + "s" if not head.endswith("token") else head.replace("token", "tokens")
            )
            nouns = f"{plural_head} with {rest}" if rest else plural_head
            for said_period, period in PERIODS:
                for who_words, who in COUNT_WHO:
                    for form, form_name in COUNT_FORMS:
                        text = (
                            form.replace("{ds}", nouns)
                            .replace("{d}", noun)
                            .replace("{who}", who_words)
                            .replace("{verb}", past)
                            .replace("{period}", said_period)
                        )
                        meant = _past(event, period, who, low, False, d)
                        yield Case(
                            text,
                            (*meant[:3], None, None, *meant[5:]),
                            (
                                ("action", event),
                                ("description", noun),
                                ("player", who),
                                ("voice", f"count: {form_name}"),
                                ("period", period),
                            ),
                            "count",
                        )
            yield Case(
                f"{{R}} Draw a card for each {noun} you {past} this Dusk.",
                None,
                (("action", event), ("refused", "a phase the history does not keep")),
                "count",
            )


EXPEDITIONS = (
    ("my Expedition", "my", False),
    ("your Hero Expedition", "your_hero", False),
    ("your Companion Expedition", "your_companion", False),
    ("your other Expedition", "your_other", False),
    ("the other Expedition", "your_other", False),
    ("the Expedition facing me", "facing_me", False),
    ("one of your Expeditions", "one_of_yours", True),
    ("each of your Expeditions", "each_yours", True),
    ("both of your Expeditions", "each_yours", True),
    ("your Expeditions", "each_yours", True),
)
LEFT = (
    ("a Character", "", 1),
    ("a Character you control", "you", 1),
    ("two or more Characters", "", 2),
)


def moved_cases() -> Iterator[Case]:
    """ "if your Hero Expedition has moved forward this Day" (7.3.25.a, 4.1) and "if a
    Character of yours left the Expedition zone this Day" (3.2.4, 7.3.20.a)."""
    for words, scope, plural in EXPEDITIONS:
        have = "have" if plural else "has"
        voices = [("moved forward", False), (f"{have} moved forward", False)]
        if not plural:
            voices += [("didn't move forward", True), (f"{have} not moved forward", True)]
        for verb, neg in voices:
            for said_period in ("this Day", "this turn", "this Dusk"):
                meant = ("moved_forward", scope, neg) if said_period == "this Day" else None
                yield Case(
                    f"{{R}} If {words} {verb} {said_period}, draw a card.",
                    meant,
                    (("Expedition", words), ("voice", verb), ("period", said_period)),
                    "moved",
                )
    for words, whose, low in LEFT:
        for said_period, period in PERIODS:
            yield Case(
                f"{{R}} If {words} left the Expedition zone {said_period}, draw a card.",
                ("left", period, whose, low),
                (("description", words), ("voice", "left the Expedition zone"), ("period", period)),
                "moved",
            )
    yield Case(
        "{R} If a Permanent left the Expedition zone this Day, draw a card.",
        None,
        (("description", "a Permanent"), ("refused", "a Landmark's leaving is not told apart")),
        "moved",
    )


def _engine_moved(c: Any) -> Meaning:
    if c is None:
        return None
    if c.kind == "my_expedition_moved_forward_this_day":
        return ("moved_forward", "my", bool(c.negated))
    if c.kind == "expedition_state" and c.event == "moved_forward":
        return ("moved_forward", c.scope, bool(c.negated))
    left = {
        "left_play_this_turn": "turn",
        "left_play_this_day": "day",
        "left_play_this_afternoon": "afternoon",
    }
    if c.kind == "count" and str(c.counted) in left:
        whose = c.filter.controller if c.filter is not None else ""
        return ("left", left[str(c.counted)], whose or "", c.at_least)
    return None


FREQ_EVENTS = (
    ("you play a Spell", "played"),
    ("you play a Character", "played"),
    ("you discard a card", "discarded"),
    ("you create a token", "created"),
    ("you sacrifice a Character", "sacrificed"),
)
ORDINALS = (("first", 1), ("second", 2))
FREQ_PERIODS = (
    ("each turn", "turn"),
    ("this turn", "turn"),
    ("each Day", "day"),
    ("this Day", "day"),
    ("each Afternoon", "afternoon"),
    ("each Dusk", None),
)


def frequency_cases() -> Iterator[Case]:
    """ "When you play a Spell for the first time each Day —": the Nth event of a period
    (4.1, 4.2.3); an event the engine does not count by period, or a phase, refused."""
    for words, event in FREQ_EVENTS:
        for nth_words, nth in ORDINALS:
            for said, per in FREQ_PERIODS:
                yield Case(
                    f"When {words} for the {nth_words} time {said} \u2014 Draw a card.",
                    (nth, per) if per else None,
                    (("action", event), ("ordinal", nth_words), ("period", said)),
                    "frequency",
                )
    yield Case(
        "When a Character you control leaves play for the first time each Day \u2014 Draw a card.",
        None,
        (("action", "left play"), ("refused", "not counted by period")),
        "frequency",
    )


_OLDER = {
    "you_played_this_turn": ("played", "turn", "you"),
    "you_played_this_day": ("played", "day", "you"),
    "you_played_this_afternoon": ("played", "afternoon", "you"),
    "played_this_turn": ("played", "turn", "any"),
}
_SACRIFICED = {
    "sacrificed_this_turn": "turn",
    "sacrificed_this_day": "day",
    "sacrificed_this_afternoon": "afternoon",
}


def _engine_past(c: Any) -> Meaning:
    """The engine condition as (action, period, who, at least, at most, negated, types,
    sub-types, token) — "no X" as "not one X" (6.5.d)."""
    if c is None or c.kind != "count":
        return None
    what = str(c.counted)
    if what == "happened":
        said = (c.event, c.period, c.by or "you")
    elif what in _OLDER:
        said = _OLDER[what]
    elif what in _SACRIFICED:
        whose = c.filter.controller if c.filter is not None else ""
        said = ("sacrificed", _SACRIFICED[what], whose or "any")
    else:
        return None
    flt = c.filter
    types = tuple(sorted(str(t.value) for t in flt.types)) if flt is not None else ()
    subtypes = tuple(sorted(flt.subtypes)) if flt is not None else ()
    token = bool(flt.tokens) if flt is not None else False
    low, high, neg = c.at_least, c.at_most, bool(c.negated)
    if high == 0 and low is None:
        low, high, neg = 1, None, not neg
    cost = (flt.hand_cost_min, flt.hand_cost_max) if flt is not None else (None, None)
    return (*said, low, high, neg, types, subtypes, token, *cost)


def _condition_words(reading: dict[str, Any]) -> str | None:
    reaction = reading.get("reaction") or {}
    effect = reaction.get("effect") or []
    first = effect[0] if effect else reading.get("passive") or {}
    said = first.get("if") if isinstance(first, dict) else None
    return said if isinstance(said, str) else None


def _per_words(reading: dict[str, Any]) -> str | None:
    effect = (reading.get("reaction") or {}).get("effect") or []
    per = effect[0].get("per") if effect else None
    return per if isinstance(per, str) else None


# ----------------------------------------------------------------- checking
def check(case: Case) -> str:
    """'right', 'wrong', 'refused' or 'crash'."""
    try:
        reading = read_ability(case.text)
        found = grammar_alone(case.text)
    except NotRead:
        return "right" if case.meaning is None else "refused"
    except Exception:
        return "crash"
    if not found.executable:
        return "right" if case.meaning is None else "refused"
    if case.meaning is None:
        return "wrong"  # read and run, though it must be refused
    if case.kind == "duration":
        got = _durations(reading)
        return "right" if got and all(d == case.meaning for d in got) else "wrong"
    if case.kind == "frequency":
        reaction = reading.get("reaction") or {}
        got = (reaction.get("ordinal"), reaction.get("per"))
        return "right" if got == case.meaning else "wrong"
    if case.kind == "count":
        per = _per_words(reading)
        try:
            got = _engine_past(count_of(per)) if per else None
        except Exception:
            return "crash"
        return "right" if got == case.meaning else "wrong"
    said = _condition_words(reading)
    if case.kind == "moved":
        try:
            got = _engine_moved(condition_of(said)) if said else None
        except Exception:
            return "crash"
        return "right" if got == case.meaning else "wrong"
    try:
        got = _engine_past(condition_of(said)) if said else None
    except Exception:
        return "crash"
    return "right" if got == case.meaning else "wrong"


def cases() -> list[Case]:
    return [*duration_cases(), *past_cases(), *count_cases(), *moved_cases(), *frequency_cases()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="list the sentences refused")
    parser.add_argument("--wrong", action="store_true", help="list those read wrong or crashing")
    parser.add_argument("--dimension", help="break the figures down by this dimension only")
    args = parser.parse_args()
    watch = Stopwatch()
    verdicts = [(c, check(c)) for c in cases()]
    for kind in ("duration", "past", "count", "moved", "frequency"):
        mine = [(c, v) for c, v in verdicts if c.kind == kind]
        total = Counter(v for _, v in mine)
        must = sum(1 for c, _ in mine if c.meaning is None)
        refused_right = sum(1 for c, v in mine if c.meaning is None and v == "right")
        print(
            f"{kind}: {len(mine)} sentences: right {total['right']} "
            f"({100 * total['right'] / len(mine):.1f}%), wrong {total['wrong']}, "
            f"refused {total['refused']}, crash {total['crash']} "
            f"(of which {must} must be refused: refused {refused_right})"
        )
        by: dict[str, dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
        for c, v in mine:
            for d, value in c.dims:
                by[d][value][v] += 1
        for d in sorted(by):
            if args.dimension and d != args.dimension:
                continue
            print(f"  by {d}:")
            for value, count in sorted(by[d].items()):
                size = sum(count.values())
                print(
                    f"    {value:<36} right {count['right']:>4}/{size:<4} wrong {count['wrong']:>3}"
                    f" refused {count['refused']:>4} crash {count['crash']}"
                )
    for c, v in verdicts:
        if (args.list and v == "refused") or (args.wrong and v in ("wrong", "crash")):
            print(f"  [{v}] {c.text}")
    print(footer(watch))


if __name__ == "__main__":
    main()
