"""Noun phrases of card text: numbers, statuses, objects, Expeditions and players.

An object phrase is read word group by word group — a determiner (``target``, ``a``,
``each``, ...), adjectives (statuses, sub-types, ``another``), a noun (``Character``,
``Permanent``, ``card``, ``Character or Permanent``) and qualifiers (``you control``,
``with Hand Cost {3} or less``, ``in your Reserve``, ...) — into a subject of the card
language plus the filter narrowing it (6.5.b targets, 6.1.g choices, groups). A phrase
that does not fit exactly is not understood; the grammar never guesses.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from scenarios.cards import vocabulary as v
from scenarios.cards.card_words import SubTypeWords
from scenarios.cards.printed.place_phrases import EXPEDITIONS as EXPEDITIONS
from scenarios.cards.printed.place_phrases import PLAYERS as PLAYERS
from scenarios.cards.printed.place_phrases import expedition as expedition
from scenarios.cards.printed.place_phrases import player as player

NUMBERS = v.NUMBER_WORDS
"""Number words of card text ("two" → 2)."""
_DIGITS = re.compile(r"^\{?([0-9]{1,9})\}?$")  # no card prints a number of ten digits

STATUS_WORDS = {s.lower(): s for s in ("Anchored", "Asleep", "Boosted", "Exhausted", "Fleeting")}
"""Statuses as card text names them (2.4)."""

SUBTYPE_WORDS: Mapping[str, str] = SubTypeWords()
"""The sub-types in force by word (2.2.2; the rules' and the card data's being read)."""
_PLURAL_SUBTYPES: Mapping[str, str] = SubTypeWords(plural=True)


def number(word: str) -> int | None:
    """``"two"`` -> 2, ``"{3}"`` -> 3, ``"3"`` -> 3; anything else ``None``."""
    word = word.strip().lower()
    if word in NUMBERS:
        return NUMBERS[word]
    m = _DIGITS.match(word)
    return int(m.group(1)) if m else None


def status(word: str) -> str | None:
    """A status named in text (``"fleeting"`` -> ``"Fleeting"``)."""
    return STATUS_WORDS.get(word.strip().lower())


@dataclass
class Obj:
    """An object phrase read: the card language's subject and its filter fields."""

    subject: str
    filter: dict[str, Any] = field(default_factory=dict)
    plural: bool = False
    up_to: int = 0  # "up to N target Characters": between none and N targets (6.5.b)
    targets: int = 0  # "two target Characters": N different targets (6.5.b)
    total: dict[str, Any] | None = None  # "with total {M} of 4 or less": several targets
    any_number: bool = False  # "any number of target cards": none to all of them (6.5.b)

    def step_fields(self) -> dict[str, Any]:
        """``subject`` and, when narrowed, ``filter`` (and ``up_to``, ``total``) for a step."""
        out: dict[str, Any] = {"subject": self.subject}
        if self.filter:
            out["filter"] = dict(self.filter)
        if self.up_to:
            out["up_to"] = self.up_to
        if self.targets:
            out["targets"] = self.targets
        if self.total is not None:
            out["total"] = dict(self.total)
        if self.any_number:
            out["any_number"] = True
        return out


_UP_TO_TARGETS = re.compile(r"up to (?P<n>\w+) (?P<rest>target .+?)(?: each)?")
_N_TARGETS = re.compile(r"(?P<n>two|three|four|five) (?P<rest>targets? .+?)(?: each)?")
""" "Two target Characters [each]": N different targets of one step (6.5.b)."""
_TARGETS_COMMA = re.compile(r"\btargets, ")
_UP_TO_CHOSEN = re.compile(r"up to (?P<n>\w+) (?!targets?\b)(?P<rest>.+)")
_PLURAL_NOUNS = {
    "characters": "character",
    "permanents": "permanent",
    "cards": "card",
    "spells": "spell",
    "tokens": "token",
}


def singular(words: str) -> str:
    """ "cards in Reserve" -> "card in reserve", "Robots you control" -> "robot you
    control": a plural noun phrase as its singular (lower case)."""
    out = []
    for w in words.lower().split():
        if w in _PLURAL_NOUNS:
            w = _PLURAL_NOUNS[w]
        elif w.endswith("s") and w[:-1] in SUBTYPE_WORDS:
            w = w[:-1]
        out.append(w)
    return " ".join(out)


_OF_TARGET_PLAYER = re.compile(
    r"(?:each|all) (?P<adj>(?:[a-z]+ )*?)characters? controlled by target player"
)
_SUBTYPE_OR_TYPE = re.compile(
    r"(?P<det>an?|another|target|another target) (?P<sub>[a-z]+) or (?P<type>permanent)"
)
_ANY_NUMBER = re.compile(r"any number of (?P<rest>(?:other )?target .+?)(?: each)?")
""""Up to two targets, Characters or Permanents": the same as "target Characters or
Permanents"."""


_TOTAL = re.compile(
    r"(?:any number of|up to (?P<n>\w+)|(?P<exactly>two|three|four|five)) (?P<rest>target .+?) "
    r"with (?:a )?total "
    r"(?:\{(?P<stat>[vmo])\} of (?P<s>\d+)|hand cost \{?(?P<c>\d+)\}?) or less"
)
""" "Any number of target Characters with total {M} of 4 or less", "up to three target
Characters with a total Hand Cost {5} or less": several targets whose total is limited."""
_STAT_ICONS = {"v": "forest", "m": "mountain", "o": "water"}


def _with_total(m: re.Match[str], choice_controlled: bool) -> Obj | None:
    """Several targets chosen one by one, their total limited (6.5.b)."""
    n = number(m["n"]) if m["n"] else 0
    read = object_phrase(m["rest"], choice_controlled=choice_controlled, several=True)
    if n is None or read is None or not read.subject.startswith("target_") or read.up_to:
        return None
    of = _STAT_ICONS[m["stat"]] if m["stat"] else "hand_cost"
    total = {"of": of, "at_most": int(m["s"] or m["c"])}
    if m["exactly"]:
        return Obj(read.subject, read.filter, True, targets=number(m["exactly"]) or 0, total=total)
    return Obj(read.subject, read.filter, True, up_to=n, total=total)


_PRONOUNS = {
    "i": Obj("self"),
    "me": Obj("self"),
    "myself": Obj("self"),
    "it": Obj("it"),
    "that character": Obj("it"),  # the Character the trigger named (6.3.i)
    "them": Obj("it", plural=True),
    "they": Obj("it", plural=True),
}

_NOUNS = (
    # "Expedition Permanent": a Permanent in an Expedition, not in Landmarks (2.2.3).
    ("characters or expedition permanents", ("Character", "Permanent"), True),
    ("character or expedition permanent", ("Character", "Permanent"), False),
    ("expedition permanents", ("Permanent",), True),
    ("expedition permanent", ("Permanent",), False),
    ("characters or permanents", ("Character", "Permanent"), True),
    ("character or permanent", ("Character", "Permanent"), False),
    ("characters", ("Character",), True),
    ("character", ("Character",), False),
    ("permanents", ("Permanent",), True),
    ("permanent", ("Permanent",), False),
    ("landmarks", ("Landmark",), True),
    ("landmark", ("Landmark",), False),
    ("cards", ("card",), True),
    ("card", ("card",), False),
    ("spells", ("Spell",), True),
    ("spell", ("Spell",), False),
    # A token is a Character unless its effect says otherwise (2.2.1.d): either type.
    ("tokens", ("token",), True),
    ("token", ("token",), False),
)

_QUALIFIERS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^you control\b"), "you control"),
    (re.compile(r"^(?:an opponent|your opponents?) controls?\b"), "opponent controls"),
    (re.compile(r"^with hand cost (\{?\d+\}?) or less\b"), "cost max"),
    (re.compile(r"^with hand cost (\{?\d+\}?) or more\b"), "cost min"),
    (re.compile(r"^with reserve cost (\{?\d+\}?) or less\b"), "reserve cost max"),
    (re.compile(r"^with reserve cost (\{?\d+\}?) or more\b"), "reserve cost min"),
    (re.compile(r"^with a base statistic of (\d+)\b"), "base stat"),
    (re.compile(r"^with no statistic over (\d+)\b"), "stats max"),
    (re.compile(r"^in \{([vmo])\}"), "terrain"),
    (re.compile(r"^in your other expedition\b"), "other expedition"),
    (re.compile(r"^that(?:'s| is) ahead\b"), "ahead"),
    (re.compile(r"^in the expedition facing me\b"), "facing me"),
    (
        re.compile(
            r"^with hand cost \{x\} or less, where x is the number of characters you control\b"
        ),
        "cost max count",
    ),
    (
        re.compile(
            r"^with hand cost less than or equal to the hand cost of a character you control\b"
        ),
        "cost max yours",
    ),
    (  # "{X}+{2} or less, where X is my number of Arcane counters": X found as it is checked
        re.compile(
            r"^with hand cost \{x\}(\+\{\d+\} or less, where x is my number of [a-z]+) counters\b"
        ),
        "cost max mine",
    ),
    (re.compile(r"^in my expedition\b"), "in my expedition"),
    (re.compile(r"^(?:from|in) target expedition\b"), "in target expedition"),
    (re.compile(r"^in your reserve\b"), "in your reserve"),
    (re.compile(r"^(?:in|from) (?:a )?reserve\b"), "in reserve"),  # "from a Reserve": any
    (re.compile(r"^in an opponent's reserve\b"), "in opponent reserve"),
    (re.compile(r"^in play or in reserve\b"), "in play or reserve"),
    (re.compile(r"^in play and in reserve\b"), "in play and reserve"),
    (re.compile(r"^in play\b"), "in play"),
    (re.compile(r"^from your hand\b"), "from your hand"),
    (re.compile(r"^from your reserve\b"), "from your reserve"),
)


def _adjectives(words: list[str], flt: dict[str, Any]) -> list[str] | None:
    """Consume status and sub-type adjectives; ``None`` if a word is neither."""
    rest = list(words)
    while rest and _noun_at(rest) is None:
        w = rest.pop(0)
        if w in STATUS_WORDS:
            flt.setdefault("statuses", []).append(STATUS_WORDS[w])
        elif w in SUBTYPE_WORDS:
            flt.setdefault("subtypes", []).append(SUBTYPE_WORDS[w])
        elif w == "non-token":
            flt["non_token"] = True  # a card, not a token (1.1.7.b, 2.1.e)
        else:
            return None
    return rest


def _regular_noun(words: list[str]) -> tuple[str, tuple[str, ...], bool, int] | None:
    text = " ".join(words)
    for noun, types, plural in _NOUNS:
        if text == noun or text.startswith(noun + " "):
            return noun, types, plural, len(noun.split())
    return None


def _noun_at(words: list[str]) -> tuple[str, tuple[str, ...], bool, int] | None:
    found = _regular_noun(words)
    if found is not None:
        return found
    # A sub-type used as a noun ("Robots you control", "a Robot"), not as an adjective
    # ("a Robot Character").
    if (
        words
        and (words[0] in SUBTYPE_WORDS or words[0] in _PLURAL_SUBTYPES)
        and _regular_noun(words[1:]) is None
    ):
        plural = words[0] in _PLURAL_SUBTYPES
        sub = _PLURAL_SUBTYPES[words[0]] if plural else SUBTYPE_WORDS[words[0]]
        return f"subtype:{sub}", ("subtype",), plural, 1
    return None


_STATUS_LIST = re.compile(
    r"\b(?P<list>(?:anchored|asleep|boosted|exhausted|fleeting)"
    r"(?:, (?:anchored|asleep|boosted|exhausted|fleeting))* or "
    r"(?:anchored|asleep|boosted|exhausted|fleeting))\b"
)


def object_phrase(
    text: str, *, choice_controlled: bool = False, several: bool = False
) -> Obj | None:
    """Read an object phrase; ``None`` if it is not one the language can say.

    ``choice_controlled``: a bare "a Character" means one the player controls (sacrifice,
    7.3.36.a). "Fleeting, Anchored or Asleep" before the noun is any one of them. "Up to
    N target Characters [each]" is a target step choosing between none and N of them
    (``several``: a plural target noun is read)."""
    text = " ".join(text.strip().lower().split())
    total = _TOTAL.fullmatch(text)
    if total is not None and not several:
        return _with_total(total, choice_controlled)
    of_player = _OF_TARGET_PLAYER.fullmatch(text)
    if of_player is not None and not several:
        # "each Character controlled by target player": either player, targeted (1.2.6.c).
        narrowed: dict[str, Any] = {}
        if _adjectives(of_player["adj"].split(), narrowed) != []:
            return None
        return Obj("characters_of_target_player", narrowed, plural=True)
    either = _SUBTYPE_OR_TYPE.fullmatch(text)
    if either is not None and either["sub"] in SUBTYPE_WORDS:
        # "a Robot or Permanent": a Robot Character, or any Permanent.
        read = object_phrase(
            f"{either['det']} character or permanent",
            choice_controlled=choice_controlled,
            several=several,
        )
        if read is None:
            return None
        read.filter.setdefault("subtypes", []).append(SUBTYPE_WORDS[either["sub"]])
        read.filter["or_types"] = [either["type"].capitalize()]
        return read
    any_number = _ANY_NUMBER.fullmatch(text)
    if any_number is not None and not several:
        phrase = re.sub(r"^other target ", "another target ", any_number["rest"])
        read = object_phrase(phrase, choice_controlled=choice_controlled, several=True)
        if read is None or not read.subject.startswith("target_") or read.up_to:
            return None
        return Obj(read.subject, read.filter, True, any_number=True)
    up_to_chosen = _UP_TO_CHOSEN.fullmatch(text)
    if up_to_chosen is not None and not several:
        # "Exhaust up to two cards in Reserve": a choice of none to N of them (6.1.g).
        n = number(up_to_chosen["n"])
        one = singular(up_to_chosen["rest"])
        read = object_phrase(f"a {one}", choice_controlled=choice_controlled)
        if n and one != up_to_chosen["rest"] and read and read.subject.startswith("a_"):
            return Obj(read.subject, read.filter, n > 1, up_to=n)
    up_to = _UP_TO_TARGETS.fullmatch(_TARGETS_COMMA.sub("target ", text))
    if up_to is not None and not several:
        n = number(up_to["n"])
        read = object_phrase(up_to["rest"], choice_controlled=choice_controlled, several=True)
        if n is None or n < 1 or read is None or not read.subject.startswith("target_"):
            return None
        return Obj(read.subject, read.filter, n > 1, up_to=n)
    several_targets = _N_TARGETS.fullmatch(_TARGETS_COMMA.sub("target ", text))
    if several_targets is not None and not several:
        rest = several_targets["rest"]
        rest = "target " + rest[len("targets ") :] if rest.startswith("targets ") else rest
        read = object_phrase(rest, choice_controlled=choice_controlled, several=True)
        if read is None or not read.subject.startswith("target_"):
            return None
        return Obj(read.subject, read.filter, True, targets=number(several_targets["n"]) or 0)
    listed = _STATUS_LIST.search(text)
    if listed is not None:
        statuses = [STATUS_WORDS[w] for w in re.split(r", | or ", listed["list"])]
        reduced = object_phrase(
            text[: listed.start()] + text[listed.end() :],
            choice_controlled=choice_controlled,
            several=several,
        )
        if reduced is not None:
            reduced.filter["any_statuses"] = statuses
        return reduced
    if text in _PRONOUNS:
        o = _PRONOUNS[text]
        return Obj(o.subject, {}, o.plural)
    words = text.split()
    if not words:
        return None
    flt: dict[str, Any] = {}
    det = words[0]
    if det == "another" and len(words) > 1 and words[1] == "target":
        det, words = "target", words[2:]
        flt["another"] = True
    elif det in ("target", "a", "an", "each", "all", "another", "other"):
        words = words[1:]
        det = "a" if det == "an" else det  # "an exhausted card": the same article
        if det == "another":
            det = "a"
            flt["another"] = True
        if det == "other":
            det = "all"
            flt["another"] = True
        if det in ("each", "all") and words and words[0] == "other":
            flt["another"] = True
            words = words[1:]
    else:
        det = "bare"
    rest = _adjectives(words, flt)
    if rest is None:
        return None
    found = _noun_at(rest)
    if found is None:
        return None
    noun, types, plural, length = found
    if "expedition permanent" in noun:
        flt["permanents_in_expeditions"] = True  # 2.2.3: in an Expedition, not in Landmarks
    if noun.startswith("token"):
        flt["tokens"] = True  # a token object (1.1.7.b), a Character or a Permanent (2.2.1.d)
        types = ("Character", "Permanent")
    if noun.startswith("subtype:"):
        flt.setdefault("subtypes", []).append(noun.split(":", 1)[1])
        types = ("Character",)
    quals: list[tuple[str, str]] = []
    tail = " ".join(rest[length:])
    while tail:
        for pattern, name in _QUALIFIERS:
            m = pattern.match(tail)
            if m:
                quals.append((name, m.group(1) if m.groups() else ""))
                tail = tail[m.end() :].strip()
                break
        else:
            return None
    return _subject(det, types, plural and not several, quals, flt, choice_controlled)


def _subject(
    det: str,
    types: tuple[str, ...],
    plural: bool,
    quals: list[tuple[str, str]],
    flt: dict[str, Any],
    choice_controlled: bool,
) -> Obj | None:
    names = [q for q, _ in quals]
    for q, arg in quals:
        if q == "cost max":
            flt["hand_cost_max"] = number(arg)
        elif q == "cost min":
            flt["hand_cost_min"] = number(arg)
        elif q in ("reserve cost max", "reserve cost min"):  # 2.2.8
            flt["reserve_cost_" + q.rsplit(" ", 1)[1]] = number(arg)
        elif q == "base stat":
            flt["base_stat"] = number(arg)
        elif q in ("cost max count", "cost max yours"):
            # The maximum is found as the target is checked (6.5.b).
            flt["hand_cost_max_from"] = (
                "characters_you_control" if q == "cost max count" else "highest_you_control"
            )
        elif q == "cost max mine":
            plus, name = re.findall(r"\d+", arg)[0], arg.split()[-1]
            flt.update(hand_cost_max_my_counters=name.capitalize(), hand_cost_max_plus=int(plus))
        elif q == "facing me":
            flt["facing_me"] = True  # 1.2.3.c
        elif q == "ahead":
            flt["expedition_ahead"] = True  # of "in target Expedition that's ahead" (7.5.2)
        elif q == "other expedition":
            flt["in_your_other_expedition"] = True  # the one I am not in (3.2.3)
        elif q == "terrain":
            flt["in_terrain"] = {"v": "forest", "m": "mountain", "o": "water"}[arg]  # 7.5.8.c
        elif q == "stats max":
            flt["stats_max"] = number(arg)  # 2.2.11.c: each statistic, as it is now
        elif q == "you control":
            flt["controller"] = "you"
        elif q == "opponent controls":
            flt["controller"] = "opponent"
    places = [q for q in names if q.startswith(("in ", "from "))]
    if len(places) > 1:
        return None
    place = places[0] if places else ""
    if "Landmark" in types:
        return None  # Landmarks are Permanents in a zone: not a subject of the engine yet
    if det == "target":
        if plural:
            return None
        if types == ("card",):
            subject = {
                "in reserve": "target_reserve_card",
                "in your reserve": "target_card_in_your_reserve",
                "from your reserve": "target_card_in_your_reserve",
                "in play or reserve": "target_card_in_play_or_reserve",
                "in opponent reserve": "target_reserve_card",
            }.get(place)
            if place == "in opponent reserve":
                flt["controller"] = "opponent"
            if subject is None:
                return None
            return Obj(subject, flt)
        if place == "in play or reserve" and types in (("Character",), ("Permanent",)):
            flt["types"] = list(types)
            return Obj("target_card_in_play_or_reserve", flt)
        if place in ("in reserve", "in your reserve") and len(types) == 1:
            # "target Character in Reserve": in any Reserve; "in your Reserve": yours.
            flt["types"] = list(types)
            mine = place == "in your reserve"
            return Obj("target_card_in_your_reserve" if mine else "target_reserve_card", flt)
        if place not in ("", "in play", "in my expedition"):
            return None
        if types == ("Character",):
            if place == "in my expedition":
                return Obj("target_character_in_my_expedition", flt)
            return Obj("target_character", flt)
        if place == "in my expedition":
            return None
        if types == ("Permanent",):
            if flt.get("controller") == "you":
                del flt["controller"]
                return Obj("target_permanent_you_control", flt)
            return Obj("target_permanent", flt)
        return Obj("target_character_or_permanent", flt)
    if det == "a":
        if plural:
            return None
        if place == "in reserve" and len(types) == 1:
            # "an exhausted card in Reserve": one in any player's Reserve, chosen (6.1.g).
            if types != ("card",):
                flt["types"] = list(types)
            return Obj("a_card_in_reserve", flt)
        if place in ("from your hand", "from your reserve") and len(types) == 1:
            if types != ("card",):
                flt["types"] = list(types)  # "a Spell from your Reserve"
            where = "hand" if place == "from your hand" else "reserve"
            return Obj(f"a_card_from_your_{where}", flt)
        mine = flt.get("controller") == "you" or (choice_controlled and "controller" not in flt)
        if types == ("Character",) and place in ("", "in play", "in my expedition") and mine:
            flt.pop("controller", None)
            if place == "in my expedition":
                flt["in_my_expedition"] = True
            return Obj("a_character_you_control", flt)
        if "Permanent" in types and place in ("", "in play") and mine:
            # "Sacrifice a Permanent", "a Character or Permanent" (7.3.36.a): one of yours.
            flt.pop("controller", None)
            flt["types"] = list(types)
            return Obj("a_character_or_permanent_you_control", flt)
        return None
    if det in ("each", "all", "bare"):
        if det == "bare" and not plural:
            return None
        if det == "each" and plural:
            return None
        if types == ("Character",) and place in ("", "in play") and flt.get("controller") == "you":
            del flt["controller"]
            return Obj("characters_you_control", flt, plural=True)
        if types == ("Character",) and not place and flt.get("in_your_other_expedition"):
            # "each Character in your other Expedition": yours, as only yours are there.
            return Obj("characters_you_control", flt, plural=True)
        if place == "in target expedition" and types == ("Character",):
            return Obj("characters_in_target_expedition", flt, plural=True)
        if place in ("in reserve", "in play and reserve") and types == ("card",) and det != "bare":
            # "Exhaust all cards in Reserve", "Discard all other cards in play and in
            # Reserve": every player's, found as the step happens.
            subject = "cards_in_reserve" if place == "in reserve" else "cards_in_play_and_reserve"
            return Obj(subject, flt, plural=True)
        if place == "in your reserve" and types in (("card",), ("Character",)):
            if types == ("Character",):
                flt["types"] = ["Character"]
            return Obj("cards_in_your_reserve", flt, plural=True)
        if types == ("Character",) and place == "in my expedition":
            # "[each] Character(s) in my Expedition": mine, as only my Characters are there.
            flt.pop("controller", None)
            flt["in_my_expedition"] = True
            return Obj("characters_you_control", flt, plural=True)
        return None
    return None


def card_filter(text: str) -> dict[str, Any] | None:
    """ "a Spell", "another Character", "a Bureaucrat", "a Permanent with Hand Cost {3} or
    more": the filter of the cards a trigger watches ("When you play ...", 5.1.2.l)."""
    words = " ".join(text.strip().lower().split()).split()
    if not words or words[0] not in ("a", "an", "another"):
        return None
    flt: dict[str, Any] = {}
    if words[0] == "another":
        flt["another"] = True
    rest = _adjectives(words[1:], flt)
    if rest is None:
        return None
    found = _noun_at(rest)
    if found is None or found[2]:
        return None
    noun, types, _, length = found
    if noun.startswith("subtype:"):
        flt.setdefault("subtypes", []).append(noun.split(":", 1)[1])
    elif types == ("Character", "Permanent"):
        flt["types"] = ["Character", "Permanent"]
    elif types in (("Character",), ("Permanent",), ("Spell",)):
        flt["types"] = list(types)
    elif types != ("card",):
        return None
    tail = " ".join(rest[length:])
    while tail:
        for pattern, name in _QUALIFIERS:
            m = pattern.match(tail)
            if m and name in ("cost max", "cost min", "base stat"):
                key = {"cost max": "hand_cost_max", "cost min": "hand_cost_min"}.get(
                    name, "base_stat"
                )
                flt[key] = number(m.group(1))
                tail = tail[m.end() :].strip()
                break
        else:
            return None
    return flt
