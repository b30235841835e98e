"""The "or"s of a trigger's event the lexer says apart (6.3.b): one joining two descriptions
("When you play a Character or a Spell —", lexed ``EVENT_OR``), and one joining two events
of one subject or two destinations of one move ("When I go to Reserve or am sacrificed",
"When I go to your Discard pile or your Reserve"), the first event's words said again after
it. Read from the printed words before the parser sees them (:class:`.lexer.WordLexer`)."""

from __future__ import annotations

from scenarios.cards.grammar.lookahead import die_face

_EVENT_STARTS = (("when",), ("the", "first", "time"), ("the", "second", "time"))
"""How a trigger's event begins (6.3.b): "When [event] —", "The first time [event] —"."""
_EVENT_ENDS = frozenset({",", "\u2014", ".", ":"})
"""Where a trigger's event ends: its condition after a comma (6.3.b) or its dash."""


def trigger_event_ors(printed: list[str]) -> frozenset[int]:
    """The "or" of a trigger's event that joins two descriptions, each with its article:
    "When you play a Character or a Spell —", "When you sacrifice a Permanent or a Robot —"
    (6.3.b: the event, one object of either description). Said apart from other "or"s
    (lexed ``EVENT_OR``) because a description's own noun may go on with "or" ("Character
    or Permanent"), which the LALR tables would otherwise take; only between the trigger's
    first word and its comma or dash, and never before a die's face ("or a 6", 1.1.7.d)."""
    low = [w.lower() for w in printed]
    if not any(tuple(low[: len(s)]) == s for s in _EVENT_STARTS):
        return frozenset()
    found: set[int] = set()
    for i, w in enumerate(low):
        if w in _EVENT_ENDS:
            break
        after = low[i + 1 : i + 3]
        if w == "or" and after[:1] in (["a"], ["an"]) and after[1:2] and not die_face(after[1]):
            found.add(i)
    return frozenset(found)


EVENT_VERBS = frozenset(
    {
        "am", "is", "are", "was", "go", "goes", "gain", "gains", "lose", "loses", "leave",
        "leaves", "join", "joins", "move", "moves", "fail", "fails", "become", "becomes",
        "enter", "enters", "ascend", "ascends", "draw", "draws", "play", "plays", "sacrifice",
        "sacrifices", "create", "creates", "roll", "rolls", "discard", "discards", "receive",
        "receives",
    }
)  # fmt: skip
"""The verbs a trigger's event says (6.3.b, 7.3): after "or", a second event whose subject
is the first's ("When I go to Reserve or am sacrificed")."""


def trigger_events_joined(printed: list[str]) -> dict[int, list[str]]:
    """The "or" of a trigger's event followed by a second event's verb, with the first
    event's subject said again before it: "When I go to Reserve or am sacrificed" is "When I
    go to Reserve or I am sacrificed", "When my Expedition moves backward or fails to move
    forward" "… or my Expedition fails to move forward" (6.3.b: two events, one Reaction).
    The subject is the words before the first event's verb ("I'm": "I")."""
    low = [w.lower() for w in printed]
    start = next((len(s) for s in _EVENT_STARTS if tuple(low[: len(s)]) == s), None)
    if start is None:
        return {}
    end = next((i for i, w in enumerate(low) if w in _EVENT_ENDS), len(low))
    passive = _passives_joined(printed, low, start, end)
    verb = next((i for i in range(start, end) if low[i] in EVENT_VERBS or low[i] == "i'm"), None)
    if verb is None or not 0 < verb - start + (low[verb] == "i'm") <= 4:
        return passive
    subject = ["I"] if low[verb] == "i'm" else printed[start:verb]
    joined = {
        i: subject for i in range(verb + 1, end - 1) if low[i] == "or" and low[i + 1] in EVENT_VERBS
    }
    return {**passive, **joined, **_destinations_joined(printed, low, subject, verb, end)}


PARTICIPLES = frozenset(
    {"discarded", "sacrificed", "sent", "returned", "put", "exhausted", "readied"}
)
"""The atomic actions a trigger says in the passive voice (7.3: discard 7.3.7, sacrifice
7.3.36, send / return / put 7.3.32, exhaust 7.3.13, ready 7.3.26): after "or", a second
action done to the same subject ("When a Character you control is discarded or
sacrificed")."""
_BE = frozenset({"is", "am", "are", "i'm"})
_PASSIVE_SUBJECT_WORDS = 6
"""The longest subject said again before a second passive action: "a Character an
opponent controls" (a description with its controller, 7.5.5)."""


def _passives_joined(
    printed: list[str], low: list[str], start: int, end: int
) -> dict[int, list[str]]:
    """The "or" between two passive actions of one subject, the subject and its "is" said
    again before the second: "When a Character an opponent controls is discarded or
    sacrificed" is "… or a Character an opponent controls is sacrificed" (6.3.b: two events,
    one Reaction). Only for the first "is / am / are" after the trigger's first word, a
    participle right after it and another after the "or"."""
    be = next((i for i in range(start, end) if low[i] in _BE), None)
    if be is None or be + 1 >= end or low[be + 1] not in PARTICIPLES:
        return {}
    if low[be] == "i'm":
        subject = ["I", "am"]
    elif 0 < be - start <= _PASSIVE_SUBJECT_WORDS:
        subject = [*printed[start:be], printed[be]]
    else:
        return {}
    return {
        i: subject for i in range(be + 2, end - 1) if low[i] == "or" and low[i + 1] in PARTICIPLES
    }


_DESTINATION_STARTS = frozenset({"the", "your", "my", "its", "their", "reserve", "hand", "to"})
"""How a destination said after "or" begins: "your Reserve", "the Discard pile", "to Reserve"."""
_MOVED = frozenset({"sent", "put", "returned"})


def _destinations_joined(
    printed: list[str], low: list[str], subject: list[str], verb: int, end: int
) -> dict[int, list[str]]:
    """The "or" of a move's destinations, the move said again before the second: "When I go
    to your Discard pile or your Reserve" is "… or I go to your Reserve", "When a Character
    is sent to Reserve or to its owner's hand" "… or a Character is sent to its owner's
    hand" (6.3.b: two events, one Reaction; a move goes to one zone, 6.3.g)."""
    said = low[verb:end]
    if said[:2] in (["go", "to"], ["goes", "to"]):
        move = printed[verb : verb + 2]
    elif len(said) > 2 and said[1] in _MOVED and said[2] in ("to", "in", "into"):
        move = printed[verb : verb + 3]
        if said[0] == "i'm":
            move = ["am", *move[1:]]
    else:
        return {}
    first = verb + len(move) - (said[0] == "i'm")
    return {
        i: [*subject, *(move[:-1] if low[i + 1] in ("to", "in", "into") else move)]
        for i in range(first + 1, end - 1)
        if low[i] == "or" and low[i + 1] in _DESTINATION_STARTS
    }
