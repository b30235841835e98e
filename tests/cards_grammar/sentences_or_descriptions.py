"""Sibling sentences of "or" descriptions (issue 30, session 40), written before building (not
copied from card data): "or" between two object descriptions in the slots beside a step's object —
the ONE rule of the object description ic39 built (``ic39_objects_or``), now said wherever the
grammar takes a description:

* COUNTS — "for each Spell or token in your Reserve", "per Bureaucrat or token in my
  Expedition", "the number of Robots or tokens you control" (6.5.i): the objects of either
  description, an object of both counted once (2.2.1: an object is of a kind or not);
* TRIGGERS — "When a Character or a token you control leaves play", "When a token or a
  Bureaucrat joins your Expeditions" (6.3.b): the event of one object of either description,
  one activation for it (6.3.h);
* CONDITIONS — "If you control a Bureaucrat or a Landmark", "If there is a Character or a
  token in my Expedition" (6.5.d): true when one object of either description is there;
* FILTERS — "Each Character or token in my Expedition gains 1 boost" (6.1.e): a group of
  the objects of either description.

Each READ dict maps a sentence to what it must mean, composed here from the kinds it names
(``_KINDS``), never from what the reader printed; each REFUSED dict maps a near-miss (another
meaning — a property's "or" like "with a boost or a counter" — an ambiguity the text leaves
open, or a slot whose rule is not built) to words of its reason. Held by
tests/cards_grammar/test_or_descriptions_siblings.py."""

from __future__ import annotations

from typing import Any

SPELL = "SPELL "
DASH = "\u2014"
Filter = dict[str, Any]

_KINDS: dict[str, Filter] = {
    "Character": {"types": ["Character"]},
    "token": {"tokens": True},
    "Spell": {"types": ["Spell"]},
    "Permanent": {"types": ["Permanent"]},
    "Landmark": {"types": ["Permanent"], "permanents_in_landmarks": True},
    "Robot": {"subtypes": ["Robot"]},
    "Bureaucrat": {"subtypes": ["Bureaucrat"]},
    "Plant": {"subtypes": ["Plant"]},
    "Boosted Character": {"statuses": ["Boosted"], "types": ["Character"]},
    "Character with a boost": {"statuses": ["Boosted"], "types": ["Character"]},
    "Exhausted Character": {"statuses": ["Exhausted"], "types": ["Character"]},
    "Character with no boosts": {"without": ["Boosted"], "types": ["Character"]},
}
"""What each description the siblings name is (2.2.1 types, 2.2.2 sub-types, 2.1.e tokens,
2.2.3.e a Landmark Permanent, 2.4 statuses; "with a boost" is Boosted, 2.4.5.a)."""
_PLURALS = {
    "Character": "Characters",
    "token": "tokens",
    "Spell": "Spells",
    "Permanent": "Permanents",
    "Landmark": "Landmarks",
    "Robot": "Robots",
    "Bureaucrat": "Bureaucrats",
    "Plant": "Plants",
}


def _either(a: str, b: str) -> list[Filter]:
    return [_KINDS[a], _KINDS[b]]


def _fill(frame: str, **words: str) -> str:
    """``frame`` with each ``<name>`` replaced by its words."""
    for name, said in words.items():
        frame = frame.replace(f"<{name}>", said)
    return frame


def _a(kind: str) -> str:
    return ("an " if kind[0].lower() in "aeiou" else "a ") + kind


# --------------------------------------------------------------------- COUNTS (6.5.i)
_IN_PLAY_PAIRS = [
    ("Character", "token"),
    ("Bureaucrat", "token"),
    ("Robot", "Landmark"),
    ("Character", "Landmark"),
    ("Plant", "token"),
    ("token", "Landmark"),
]
_RESERVE_PAIRS = [
    ("Spell", "token"),
    ("Spell", "Character"),
    ("Robot", "Spell"),
    ("Spell", "Permanent"),
    ("Bureaucrat", "Spell"),
    ("Permanent", "Plant"),
]
_COUNT_FRAMES = [
    ("{J} I gain 1 boost for each <a> or <b> <where>.", False),
    ("{R} I gain 1 boost per <a> or <b> <where>.", False),
    ("SPELL Target Character gains 1 boost for each <a> or <b> <where>.", False),
    ("{J} I gain boosts equal to the number of <As> or <bs> <where>.", True),
]
_WHERE = {"you control": "you_control", "in my Expedition": "my_expedition"}


def _count_texts() -> dict[str, tuple[str, list[Filter]]]:
    found: dict[str, tuple[str, list[Filter]]] = {}
    for frame, plural in _COUNT_FRAMES:
        for where, counted in _WHERE.items():
            for a, b in _IN_PLAY_PAIRS:
                if plural and (a, b) == ("token", "Landmark"):
                    continue  # "tokens or Landmarks": refused below
                text = _fill(frame, a=a, b=b, where=where, As=_PLURALS[a], bs=_PLURALS[b])
                found[text] = (counted, _either(a, b))
        for a, b in _RESERVE_PAIRS:
            text = _fill(frame, a=a, b=b, where="in your Reserve", As=_PLURALS[a], bs=_PLURALS[b])
            found[text] = ("your_reserve", _either(a, b))
    return found


COUNTS = _count_texts()
"""A count's sentence -> (where it counts, the two descriptions either of which an object
fits to be counted, once)."""

COUNTS_REFUSED: dict[str, str] = {
    # a property's "or", not two objects: "with a boost or a counter" (2.5: one object)
    "{J} I gain 1 boost for each Character with a boost or a counter.": "a counter",
    "{R} I gain 1 boost per Character with a boost or a Kelon counter.": "Kelon counter",
    # "… with a boost or with a counter": read since session 41 (one kind with either
    # qualifier, sentences_expedition_clauses.py)
    # whose the first is, after a second said with its own words, is not printed
    "{J} I gain 1 boost for each Character with a boost or token you control.": "token",
    "{J} I gain 1 boost for each Character with no boosts or token you control.": "token",
    "{J} I gain 1 boost for each Character you control or token in your Reserve.": "token",
    "{J} I gain 1 boost for each Exhausted Character in my Expedition or token.": "token",
    # not built: the plural words "tokens or Landmarks" are counted as "token or landmarks"
    "{J} I gain boosts equal to the number of tokens or Landmarks you control.": "landmarks",
}

# ------------------------------------------------------------------ TRIGGERS (6.3.b)
_TRIGGER_PAIRS = [
    ("Character", "token"),
    ("Robot", "Landmark"),
    ("Character", "Permanent"),
    ("Bureaucrat", "token"),
    ("Boosted Character", "token"),
    ("Character with a boost", "token"),
    ("Character with no boosts", "token"),
    ("Character", "Landmark"),
]
_EVENTS = [
    ("When <a> or <b> you control leaves play \u2014 Draw a card.", "object_leaves_play", "you"),
    ("When <a> or <b> leaves play \u2014 I gain 1 boost.", "object_leaves_play", None),
    (
        "When <a> or <b> an opponent controls leaves play \u2014 Draw a card.",
        "object_leaves_play",
        "opponent",
    ),
    ("When <a> or <b> you control is exhausted \u2014 I gain 1 boost.", "becomes_status", "you"),
    ("When <a> or <b> you control gains a boost \u2014 Draw a card.", "gains_boosts", "you"),
]


def _trigger_texts() -> dict[str, Filter]:
    found: dict[str, Filter] = {}
    for frame, trigger, controller in _EVENTS:
        for a, b in _TRIGGER_PAIRS:
            if controller and ("with" in a):
                continue  # whose the first is after its own words: refused below
            if trigger != "object_leaves_play" and "Landmark" in (a, b):
                continue  # a Landmark neither exhausts nor gains boosts here: not said
            text = _fill(frame, a=_a(a), b=_a(b))
            reaction: Filter = {"trigger": trigger, "filter": {"any_of": _either(a, b)}}
            if controller:
                reaction["filter"]["controller"] = controller
            found[text] = reaction
    # joins (7.5.10.a-b): Characters' descriptions and tokens join as Characters
    for a, b, place in (
        ("token", "Bureaucrat", "your Expeditions"),
        ("Robot", "token", "my Expedition"),
        ("Plant", "Bureaucrat", "your Expeditions"),
    ):
        text = f"When {_a(a)} or {_a(b)} joins {place} \u2014 I gain 1 boost."
        trigger = "character_joins_" + ("my_expedition" if "my" in place else "your_expeditions")
        found[text] = {"trigger": trigger, "filter": {"any_of": _either(a, b)}}
    # each description with its own words: "you control" said after the first only
    found["When a Character you control or a token leaves play \u2014 Draw a card."] = {
        "trigger": "object_leaves_play",
        "filter": {"any_of": [{"types": ["Character"], "controller": "you"}, {"tokens": True}]},
    }
    return found


TRIGGERS = _trigger_texts()
"""A trigger -> the reaction's trigger and event filter it must hold."""

TRIGGERS_REFUSED: dict[str, str] = {
    "When a Character with a boost or a token you control leaves play \u2014 Draw a card.": (
        "whose or where the first object is"
    ),
    "When a Character with no boosts or a token you control is exhausted \u2014 Draw a card.": (
        "whose or where the first object is"
    ),
    "When a Character or a token with no boosts leaves play \u2014 Draw a card.": (
        "whether the words after the second object describe the first too"
    ),
    "When a Spell or a Permanent leaves play \u2014 Draw a card.": "a Spell is never in play",
    "When a Spell or a token you control is exhausted \u2014 Draw a card.": (
        "a Spell is never in play"
    ),
    "When a Character or a Permanent joins your Expeditions \u2014 I gain 1 boost.": (
        "this kind of object joining is not read yet"
    ),
    "When a Landmark or a token joins your Expeditions \u2014 I gain 1 boost.": (
        "this kind of object joining is not read yet"
    ),
    "When a Character or a Permanent you control goes to Reserve \u2014 Draw a card.": (
        "going to Reserve is not read"
    ),
}

# ---------------------------------------------------------------- CONDITIONS (6.5.d)
_CONDITION_PAIRS = [
    ("Character", "token"),
    ("Bureaucrat", "Landmark"),
    ("Robot", "token"),
    ("Boosted Character", "token"),
    ("Character with a boost", "token"),
    ("Plant", "Landmark"),
    ("Exhausted Character", "Landmark"),
    ("token", "Landmark"),
]
_CONDITION_FRAMES = [
    ("{J} If you control <a> or <b>, draw a card.", "you_control", False),
    ("{R} If an opponent controls <a> or <b>, I gain 1 boost.", "opponent_controls", False),
    ("{J} If you don't control <a> or <b>, draw a card.", "you_control", True),
    (
        "When you play a Spell \u2014 If you control <a> or <b>, I gain 1 boost.",
        "you_control",
        False,
    ),
    ("{H} Unless an opponent controls <a> or <b>, draw a card.", "opponent_controls", True),
    ("{J} If there is <a> or <b> in my Expedition, draw a card.", "my_expedition", False),
]


def _condition_texts() -> dict[str, tuple[str, bool, list[Filter]]]:
    found: dict[str, tuple[str, bool, list[Filter]]] = {}
    for frame, counted, negated in _CONDITION_FRAMES:
        for a, b in _CONDITION_PAIRS:
            if counted == "my_expedition" and "Landmark" in (a, b):
                continue  # a Landmark is never in an Expedition (2.2.3.e): not said
            found[_fill(frame, a=_a(a), b=_a(b))] = (counted, negated, _either(a, b))
    # each with its own words: "in my Expedition" said of the first only (7.5.5.b)
    mine = [{"types": ["Character"], "in_my_expedition": True}, _KINDS["token"]]
    found["{J} If you control a Character in my Expedition or a token, draw a card."] = (
        "you_control",
        False,
        mine,
    )
    return found


CONDITIONS = _condition_texts()
"""A condition -> (where the object is looked for, whether "don't" / "unless" negates it,
the two descriptions either of which one object fits)."""

CONDITIONS_REFUSED: dict[str, str] = {
    # whether "with no boosts" says the Character too is not printed (it was read as both)
    "{J} If you control a Character or a token with no boosts, draw a card.": (
        "is not evaluated by the engine yet"
    ),
    "{J} Exhaust target Character or a token with no boosts.": "token with no boosts",
    # whose the first is, after a second said with its own words: not evaluated
    "{J} If you control a Character with a boost or a token you own, draw a card.": (
        "is not evaluated by the engine yet"
    ),
    "{J} If you have a Spell or a Permanent in your Reserve, draw a card.": (
        "is not evaluated by the engine yet"
    ),
    # "two or more Characters or tokens": read since session 41 (a count of either kind,
    # sentences_expedition_clauses.py COUNTED_ORS)
}

# ---------------------------------------------------------------- FILTERS (6.1.e)
_GROUP_PAIRS = [
    ("Character", "token"),
    ("Robot", "token"),
    ("Bureaucrat", "token"),
    ("token", "Plant"),
]
_GROUP_FRAMES = [
    ("{J} Each <a> or <b> in my Expedition gains 1 boost.", {"in_my_expedition": True}),
    ("SPELL Each <a> or <b> you control gains 1 boost.", {"controller": "you"}),
    ("{R} Exhaust each <a> or <b> an opponent controls.", {"controller": "opponent"}),
    ("{J} Exhaust each <a> or <b> in my Expedition.", {"in_my_expedition": True}),
    ("{H} Each <a> or <b> you control gains Anchored.", {"controller": "you"}),
    ("{J} Ready each <a> or <b> you control.", {"controller": "you"}),
    ("SPELL Each <a> or <b> in my Expedition gains Fleeting.", {"in_my_expedition": True}),
    ("{R} Sacrifice each <a> or <b> you control.", {"controller": "you"}),
    ("{J} Each <a> or <b> an opponent controls gains Asleep.", {"controller": "opponent"}),
]


def _group_texts() -> dict[str, Filter]:
    found: dict[str, Filter] = {}
    for frame, where in _GROUP_FRAMES:
        for a, b in _GROUP_PAIRS:
            text = _fill(frame, a=a, b=b)
            found[text] = {"subject": "objects_in_play", "filter": {**where}}
            found[text]["filter"]["any_of"] = _either(a, b)
    return found


FILTERS = _group_texts()
"""A step on a group of objects of either description -> what its step holds."""

FILTERS_REFUSED: dict[str, str] = {
    "{J} Each Character or Permanent token you control gains 1 boost.": "character or permanent",
    "{R} Ready each Spell or token you control.": "Spell",
    "{J} Each Character with a boost or token you control gains 1 boost.": "token",
    "{J} Each Spell or token in my Expedition gains 1 boost.": "Spell",
}

ALL_TEXTS = [*COUNTS, *COUNTS_REFUSED, *TRIGGERS, *TRIGGERS_REFUSED, *CONDITIONS]
ALL_TEXTS += [*CONDITIONS_REFUSED, *FILTERS, *FILTERS_REFUSED]

# ------------------------------------------------------------ LISTS "X, Y or Z" (ia40)
LISTS_COUNTED: dict[str, tuple[str, list[Filter]]] = {
    "{J} I gain 1 boost for each Robot, Plant or token you control.": (
        "you_control",
        [_KINDS["Robot"], _KINDS["Plant"], _KINDS["token"]],
    ),
    "{J} I gain 1 boost for each Spell, Permanent or token in your Reserve.": (
        "your_reserve",
        [_KINDS["Spell"], _KINDS["Permanent"], _KINDS["token"]],
    ),
    "{J} I gain boosts equal to the number of Spells, Robots or tokens in your Reserve.": (
        "your_reserve",
        [_KINDS["Spell"], _KINDS["Robot"], _KINDS["token"]],
    ),
    "{R} I gain 1 boost per Bureaucrat, Robot or token in my Expedition.": (
        "my_expedition",
        [_KINDS["Bureaucrat"], _KINDS["Robot"], _KINDS["token"]],
    ),
}
"""A count over a list -> (where, the descriptions in the order printed; one said with "or"
by a kind's noun rule, "Permanent or token", is one member of two)."""

LISTS_CONDITIONS: dict[str, tuple[str, list[Filter]]] = {
    "{J} If you control a Robot, a Plant or a token, draw a card.": (
        "you_control",
        [_KINDS["Robot"], _KINDS["Plant"], _KINDS["token"]],
    ),
    "{H} If an opponent controls a Bureaucrat, a Robot or a Landmark, draw a card.": (
        "opponent_controls",
        [_KINDS["Bureaucrat"], _KINDS["Robot"], _KINDS["Landmark"]],
    ),
}

LISTS_TRIGGERS: dict[str, list[Filter]] = {
    "When a Robot, a Plant or a token you control leaves play \u2014 Draw a card.": [
        _KINDS["Robot"],
        _KINDS["Plant"],
        _KINDS["token"],
    ],
    "When a Bureaucrat, a Robot or a Landmark leaves play \u2014 I gain 1 boost.": [
        _KINDS["Bureaucrat"],
        _KINDS["Robot"],
        _KINDS["Landmark"],
    ],
}

LISTS_REFUSED: dict[str, str] = {
    # a group over a list: the card language holds no union of a union here yet
    "{J} Each Robot, Plant or token in my Expedition gains 1 boost.": "no place there yet",
    # a member with words of its own before the last: whose words said of which, not printed
    (
        "When a Character with a boost, a Robot or a token you control leaves play "
        f"{DASH} Draw a card."
    ): "not understood yet",
}
