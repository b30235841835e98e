"""The reader's side of the voices (gram38, issue 30): a construct printed in another voice
is read as the house voice the grammar quotes, text and all.

:mod:`scenarios.cards.grammar.wordings` reads other wordings as the grammar's word by word,
but the words a rule keeps (a condition, a description, a count: ``if``, ``per``,
``applies_to``) stay as printed, so "every afternoon" was read and then not understood
where it is kept. Here the text itself is said in the house voice before it is parsed and
its spans are kept — the same function in :func:`parser.parse` and in the semantics, so a
span is an offset in one text. Each rewrite is one construct in every slot it fills, and
only where the two voices cannot mean different things (precision first); the printed
ability keeps its printed text (``AbilityModel.text``, set by the printed reader):

* "every" is "each" (not "every N", a rate), as the lexer reads it (6.5.b); "If every
  [object] …" is kept: a condition on all of a group, read by a rule of its own;
* "All players / opponents [verb]" and "Your opponents each [verb]" are "Each player /
  opponent [verb]s": each of them does the step (1.4.7.b; 1.2.1);
* "the player who controls / owns it" is "its controller / owner" (1.2.5, 1.2.4);
* "the Expedition of your Hero / Companion" and "your Hero's Expedition" are "your Hero /
  Companion Expedition" (3.2.4.b);
* a count in digits where the grammar reads it in words ("sacrifice 2 Characters",
  "up to 1 target", "1 or more tokens") and a statistic's bound in words where it reads
  digits ("with {V} three or more", "a total {M} of five or less"; 6.5.i);
* a die's range in words ("On a 4 or more", "4 or higher", "1 to 3", "3 or less", "On 4+")
  as the table prints it ("On a 4+", "1-3", "1-3"; 7.3.33.b), in an ability that rolls a die;
* "[zone] of its owner / controller" is "its owner's / controller's [zone]" (3.1.b);
* "If so," after "You may [step]." is "If you do," (6.5.f: whether the player did it);
* "[object] that you control / an opponent controls" is "[object] you control / an opponent
  controls": the relative pronoun is no part of who controls it (1.2.5). The grammar reads
  every relative clause of a qualifier (``relative_qualifier``, gram62: "that is in your
  Reserve", "which you control"); this rewrite stays for the words a rule keeps as printed
  ("per Character that you control", a condition's count), which would otherwise differ
  in their words from the house wording's;
* the period of the Nth event said "in a turn / in a Day / in an Afternoon" ("When you play a
  Spell for the second time in a turn", "your first card in a Day", "The first time you roll
  a die in a turn") is "each turn / Day / Afternoon": the Nth such event of every such period
  (4.2.3, 4.1) — only after an ordinal, so "in an Expedition" is never a period;
* a cost "Remove N [name] counters from me" / "Remove N of my [name] counters" is "Spend N
  of my [name] counters" (7.3.38.a: spending counters is removing them; "an" is one); a
  step's "remove N / all of my [name] counters" is "remove N / all [name] counters from me";
* a trigger closed by a comma ("When I leave the Expedition zone, draw a card.", "At Noon,
  draw a card.") is closed by the dash the cards print (6.3: the trigger, then the effect);
  "When [event], if [condition] — …" keeps its comma (the condition is the trigger's);
* a Hand / Reserve Cost as a bare number ("Hand Cost 3 or less", "with a Hand Cost of {3}",
  "with a Hand Cost of 4 or less", gram85) is the cost's symbol ("Hand Cost {3} or less";
  2.2.7, 2.2.8);
* "N boost counters" / "a Boost counter" is "N boosts" / "a boost" (7.3.4.a Remark, 2.5.1.a:
  boosts are counters named Boost);
* the CR's words for the trigger symbols: "[When I enter play]", "[When played from Hand]",
  "[When played from Reserve]" are {J}, {H}, {R} (1.1.6.e-g, 7.1.1.a-c), and a trigger
  closed by a spaced hyphen ("At Noon - Draw a card") is closed by the dash (2.2.12.l);
* a token named without its brackets ("Create a Brassbug 2/2/2 Robot token", as the CR's
  examples print it) is the token card's name in brackets (7.3.5.b);
* mana as a bare number where only mana can be ("costs 1 less", "for 5 less", "pay 1 to",
  "can't cost less than 2") is the mana symbol ({1}; 1.1.6, 5.1.2);
* a semicolon between steps is a full stop ("Draw a card; then I gain 1 boost"; 6.1.c);
* the passive of exhaust said of the object as a step of its own ("Target Character is
  exhausted.", "I am exhausted.") is the step (7.3.13.a; the CR's own passives, "it is
  discarded", 2.4.7.d); of sacrifice, only "I am sacrificed." ("Sacrifice me."): one
  sacrifices only an object one controls (7.3.36.a), and "Target Character is sacrificed"
  does not say who does — its controller, or the effect's, who could not (kept as printed).
"""

from __future__ import annotations

import re
from functools import lru_cache

from scenarios.cards.card_words import NUMBER_WORDS
from scenarios.cards.grammar.named_subjects import named_subjects
from scenarios.cards.grammar.trigger_if_commas import trigger_if_comma

__all__ = ["house_voice"]

_WORD = {n: w for w, n in NUMBER_WORDS.items() if w not in ("a", "an")}
_DIGIT = {w: n for n, w in _WORD.items()}
_NUMBERS = "|".join(sorted(_DIGIT, key=len, reverse=True))

_STEP_START = r"(?:^|(?<=[.:\u2014•}] ))"
"""Where a step begins: the text's start, or after a full stop, a colon, a dash, a bullet or
an icon ("{J} ")."""

_SINGULAR = {
    "draw": "draws",
    "discard": "discards",
    "sacrifice": "sacrifices",
    "exhaust": "exhausts",
    "return": "returns",
    "put": "puts",
    "gain": "gains",
    "lose": "loses",
    "have": "has",
    "pay": "pays",
    "choose": "chooses",
    "reveal": "reveals",
    "create": "creates",
    "send": "sends",
    "resupply": "resupplies",
    "may": "may",
}
_VERBS = "|".join(_SINGULAR)


def _rule(pattern: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile(pattern, flags)


_EVERY = _rule(rf"(?<!If )(?<!if )\b(E|e)very\b(?! (?:\d|{_NUMBERS})\b)(?! other\b)")
_ALL_PLAYERS = _rule(
    rf"{_STEP_START}(All|Your) (players|opponents)( each)? ({_VERBS})\b"
    rf"|(?:(?<=, )|(?<=otherwise )|(?<=then ))(all|your) (players|opponents)( each)? ({_VERBS})\b"
)
_WHO = _rule(r"\b(T|t)he player who (controls|owns) it\b")
_HERO_OF = _rule(r"\b(T|t)he (Expedition) of your (Hero|Companion)\b", re.I)
_HEROS = _rule(r"\b(Y|y)our (Hero|Companion)'s Expedition\b", re.I)
_DIGIT_COUNT = _rule(
    r"\b((?i:sacrifices?|discards?|up to)) (\d{1,2}) "
    r"(?=(?:other |target )?(?:cards?|Characters?|Permanents?|Landmarks?|Spells?|tokens?|target))"
    r"|\b((?i:creates?|sacrifices?|discards?|plays?|draws?) )(\d{1,2})(?= or more\b)"
)
"""A count the grammar reads in words: the number of objects a step chooses ("sacrifice 2
Characters", "up to 1 target") or an event counts ("When you create 1 or more tokens").
A condition's bound ("if you have 3 or more …") is kept as printed: ``count_words`` keeps
it in one wording."""
_STAT_WORD = _rule(
    rf"(\{{[VMOvmo]\}} |total \{{[VMOvmo]\}} of |rolled an? |rolls? an? )({_NUMBERS})\b(?= or )",
    re.I,
)
_PASSIVE = _rule(
    rf"{_STEP_START}(?:(Target [A-Z][a-z]+|It|That [A-Z][a-z]+|I) (?:is|am) (exhausted)"
    r"|(I) am (sacrificed))\."
)
"""A passive step: exhaust said of any object, sacrifice only of "me" (7.3.36.a: one
sacrifices only what one controls; "Target Character is sacrificed" names no one who does)."""


def _all(m: re.Match[str]) -> str:
    g = m.groups()
    head, group, verb = (g[0], g[1], g[3]) if g[0] else (g[4], g[5], g[7])
    each = "Each" if head[0].isupper() else "each"
    return f"{each} {group[:-1]} {_SINGULAR[verb]}"


_JOINED_VERB = _rule(rf"(, then |,? and then | and )({_VERBS})\b")


def _each_of_all(text: str) -> str:
    """ "All players discard their hand, then draw three cards": each player does each step
    the sentence joins (1.4.7.b), every verb said for one player."""
    out = []
    for sentence in re.split(r"(?<=\. )", text):
        first = _ALL_PLAYERS.search(sentence)
        if first is None:
            out.append(sentence)
            continue
        # only the verbs joined after "all players": "You may draw a card and return …,
        # then all players discard" keeps "return" said for "you"
        said = _ALL_PLAYERS.sub(_all, sentence)
        head, rest = said[: first.start()], said[first.start() :]
        rest = _JOINED_VERB.sub(lambda m: f"{m.group(1)}{_SINGULAR[m.group(2)]}", rest)
        out.append(head + rest)
    return "".join(out)


def _count(m: re.Match[str]) -> str:
    if m.group(4) is not None:
        return m.group(3) + _WORD.get(int(m.group(4)), m.group(4))
    n = int(m.group(2))
    return f"{m.group(1)} {_WORD.get(n, m.group(2))} "


def _passive(m: re.Match[str]) -> str:
    obj, done = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    verb = "Exhaust" if done == "exhausted" else "Sacrifice"
    said = "me" if obj == "I" else obj[0].lower() + obj[1:]
    return f"{verb} {said}."


def _case(first: str, word: str) -> str:
    """``word`` with a capital where the word it replaces began with one."""
    return word[:1].upper() + word[1:] if first.isupper() else word


def _whose(m: re.Match[str]) -> str:
    role = "controller" if m.group(2) == "controls" else "owner"
    return f"{_case(m.group(1), 'i')}ts {role}"


_ON = r"((?:\b[Oo]n an? |• ))"
_DIE = [
    (_rule(_ON + r"(\d) or (?:more|higher|greater)\b"), r"\1\2+"),
    (_rule(_ON + r"(\d) (?:to|through) (\d)\b"), r"\1\2-\3"),
    (_rule(_ON + r"(\d) or (?:less|lower|fewer)\b"), r"\g<1>1-\2"),
    (_rule(r"\b([Oo]n) (\d(?:\+|-\d))"), r"\1 a \2"),
]
_ZONE_OF = _rule(r"\bthe (hand|Reserve|discard pile|deck) of (its|their) (owner|controller)s?\b")
_IF_SO = _rule(r"(\b[Yy]ou may [^.]+\. )If so,")
_SEMICOLON = _rule(r"; (then )?(\w)")


_THAT_CONTROLS = _rule(
    r"(?<=[a-z] )that (?=(?:you|an opponent|your opponents|each opponent|they) controls?\b)"
)
_NTH_IN_A = _rule(
    r"\b((?:first|second|third|fourth|fifth|sixth)\b[^.:,\u2014]*?) in an? "
    r"(turn|Day|Morning|Noon|Afternoon|Dusk|Night)\b"
)
"""An Nth event's period said "in a turn" (house voice: "each turn")."""
_REMOVE_COST = _rule(
    rf"(^|(?<=, )|(?<=\}} ))[Rr]emove (\d+|an?|{_NUMBERS}) "
    r"(?:of my )?([A-Z][a-z]+) counters?(?: from me)?"
    r"(?=(?:\s*,(?![^.:]*\b(?:then|choose)\b)[^.:]*)?:)"
)
"""A cost's "Remove N counters": the part before the colon of a quick action ("{T}, Remove 1
Seed counter from me:"), never a step whose effect goes on to a colon ("Remove two counters
from me, then choose one:" removes them: 2.5.g, not 7.3.38.a)."""


def _spend(m: re.Match[str]) -> str:
    n = m.group(2)
    count = n if n.isdigit() else "1" if n in ("a", "an") else str(_DIGIT[n])
    return f"{m.group(1)}Spend {count} of my {m.group(3)} counters"


_REMOVE_MINE = _rule(
    rf"\b([Rr]emove (?:all|\d+|{_NUMBERS}) )(?:of )?my ((?:[A-Z][a-z]+ )?counters|boosts)\b"
)
"""A step's "remove N / all of my [name] counters / boosts" (gram86): "remove N [name]
counters / boosts from me", the counters removed from the object whose ability it is (2.5.g;
a cost's "Remove N of my …:" is spending them, _REMOVE_COST, rewritten first)."""


_TRIGGER_COMMA = _rule(
    # "Whenever you would roll a die, …" is a replacement (6.2.b), not a trigger (6.3)
    r"^((?:\{I\} )?(?:(?:When|Whenever) (?![^,\u2014.:]*\bwould\b)[^,\u2014.:]+"
    r"|At (?:Morning|Noon|Dusk|Night)))"
    r", (?!if\b|unless\b|then\b|If\b|Unless\b|Then\b)([a-z]|I\b|[A-Z](?=[a-z]))"
)
_BARE_COST = _rule(r"\b(Hand|Reserve) Cost (of )?(\d{1,2})\b")
_COST_OF = _rule(r"\bwith an? (Hand|Reserve) Cost of \{")
# id: "a Boost counter" too, the counters' name capitalised (2.5.1.a, 2.5.c)
_BOOST_COUNTERS = _rule(r"\b(\w+) [Bb]oost counter(s?)\b")


def _trigger_dash(m: re.Match[str]) -> str:
    first = m.group(2)
    if first.isupper() and first != "I" and _capitalised_noun(m.string[m.start(2) :]):
        return m.group(0)  # "When a Character, Plant or Animal joins …": the trigger goes on
    return f"{m.group(1)} \u2014 {first.upper()}"


_FIRST_WORD = re.compile(r"[A-Za-z]+")


def _capitalised_noun(rest: str) -> bool:
    """gr (session 35): whether the capitalised word opening ``rest`` is one the cards always
    capitalise — a card type, sub-type, status, keyword, phase, zone or Expedition word — so
    the comma before it may list a trigger's nouns rather than close it. Any other word
    ("At Noon, Draw a card", "When I join an Expedition, Put …") is the step's first word
    printed with a capital by a case slip: the same step (6.3: the trigger, then the effect)."""
    from scenarios.cards.grammar import lexicon as lx

    found = _FIRST_WORD.match(rest)
    word = found.group(0).lower() if found else ""
    plural = word[:-1] if word.endswith("s") else word
    return (
        word in _ALWAYS_CAPITALISED
        or plural in _ALWAYS_CAPITALISED
        or word in lx.SUBTYPES
        or lx.plural_subtype(word) is not None
        or word in lx.STATUSES
        or word in lx.KEYWORDS
        or word in lx.PHASES
    )


_ALWAYS_CAPITALISED = frozenset(
    {
        "character", "spell", "permanent", "token", "hero", "companion", "landmark",
        "expedition", "reserve", "mana", "deck", "limbo", "forest", "mountain", "water",
        "emblem", "day",
    }
)  # fmt: skip
"""The card types (2.2.1), zones (3.2) and terrains (2.2.10) the cards print capitalised."""


_SYMBOLS = [
    (_rule(r"^\[When I enter play\] "), "{J} "),
    (_rule(r"^\[When played from [Hh]and\] "), "{H} "),
    (_rule(r"^\[When played from Reserve\] "), "{R} "),
]
_HYPHEN_TRIGGER = _rule(
    r"^((?:\{I\} )?(?:(?:When|Whenever) [^\u2014]+?|At (?:Morning|Noon|Dusk|Night))) - (?=[A-Z])"
)
"""A trigger: an event ("When …") or a phase ("At Noon", 4.2); "At the end of the Afternoon,
…" in an effect is a delayed step, not a trigger, and keeps its comma."""
_BARE_TOKEN = _rule(
    r"\b([Cc]reates?) (an?|one|two|three|four|five|\d+|X|that many) "
    r"((?:[A-Z][\w']*)(?: [A-Z][\w']*)*) (\d+/\d+/\d+)(?=(?: [A-Z]\w+)* tokens?\b)"
)
_BARE_MANA = [
    (_rule(r"\b(costs?|for) (\d{1,2}) (less|more)\b"), r"\1 {\2} \3"),
    (_rule(r"\b([Pp]ay) (\d{1,2})(?= to\b| and\b|[.,:])"), r"\1 {\2}"),
    (_rule(r"\bcost (less|more) than (\d{1,2})\b"), r"cost \1 than {\2}"),
    (_rule(r"\bdown to a minimum of (\d{1,2})\b"), r"down to a minimum of {\1}"),
]


def _cr_words(text: str) -> str:
    for pattern, said in _SYMBOLS:
        text = pattern.sub(said, text)
    if "\u2014" not in text:
        text = _HYPHEN_TRIGGER.sub("\\1 \u2014 ", text)
    text = _BARE_TOKEN.sub(r"\1 \2 [\3 \4]", text)
    for pattern, said in _BARE_MANA:
        text = pattern.sub(said, text)
    return text


def _semicolon(m: re.Match[str]) -> str:
    if m.group(1):
        return f", then {m.group(2)}"
    return f". {m.group(2).upper() if m.group(2) != 'i' else 'I'}"


def _dice(text: str) -> str:
    if "die" not in text.lower():
        return text
    for pattern, said in _DIE:
        text = pattern.sub(said, text)
    return text


@lru_cache(maxsize=4096)
def house_voice(text: str) -> str:
    """``text`` with the voices of the module docstring said as the house voice."""
    said = _cr_words(text)
    said = _SEMICOLON.sub(_semicolon, said)  # a step after it starts a sentence
    said = _EVERY.sub(lambda m: _case(m.group(1), "each"), said)
    said = _each_of_all(said)
    said = _WHO.sub(_whose, said)
    said = _HERO_OF.sub(lambda m: f"{_case(m.group(1), 'y')}our {m.group(3)} Expedition", said)
    said = _HEROS.sub(lambda m: f"{m.group(1)}our {m.group(2)} Expedition", said)
    said = _DIGIT_COUNT.sub(_count, said)
    said = _dice(said)
    said = _ZONE_OF.sub(lambda m: f"{m.group(2)} {m.group(3)}'s {m.group(1)}", said)
    said = _IF_SO.sub(r"\1If you do,", said)
    said = _THAT_CONTROLS.sub("", said)
    said = _REMOVE_COST.sub(_spend, said)
    said = _REMOVE_MINE.sub(r"\1\2 from me", said)
    said = _NTH_IN_A.sub(r"\1 each \2", said)
    said = trigger_if_comma(said)  # gv: "When [e], if [c], [output]" (6.3.b)
    if "\u2014" not in said:  # a dash printed: the trigger ends there, whatever its commas
        said = _TRIGGER_COMMA.sub(_trigger_dash, said)
    said = _BARE_COST.sub(lambda m: f"{m.group(1)} Cost {m.group(2) or ''}{{{m.group(3)}}}", said)
    said = _COST_OF.sub(lambda m: f"with {m.group(1)} Cost {{", said)
    said = _BOOST_COUNTERS.sub(lambda m: f"{m.group(1)} boost{m.group(2)}", said)
    said = _STAT_WORD.sub(lambda m: f"{m.group(1)}{_DIGIT[m.group(2).lower()]}", said)
    said = named_subjects(said)  # gram72: "If the discarded card is a Spell" (7.2.3.a)
    return _PASSIVE.sub(_passive, said)
