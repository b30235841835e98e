"""Voices: one reading printed the several ways designers print it (issue 30).

The writer (:mod:`all_rules`) prints a reading in one house style. A card set written by
another designer prints the same meaning otherwise: the number in words or digits, "each" or
"every" or "all", the condition before or after its effect, ", then" or ". Then," between
steps, "its controller" or "the player who controls it". A *voice* is one choice per such
construct; :func:`realise` prints the house text in a voice. Every voice keeps the reading:
the choices are the ones the card language treats as one meaning —

* ``numbers``: a count in digits or words ("2 boosts" / "two boosts", "up to one" / "up to
  1"; 6.5.i compares the number, not its spelling). Costs ({2}), statistics (1/1/1) and
  keyword values ([Scout] 2, Tough 1) are symbols, never spelled;
* ``determiner``: "each" / "every" / "all" before a player or a group of objects (6.5.b:
  each object of the group; 1.2.1: each player);
* ``clause``: a condition said before or after the step it governs ("If C, X." / "X if C.";
  6.5.d: the condition governs the step wherever it is printed);
* ``join``: ", then" / ". Then," / " and then" between steps (6.1.c: steps in order);
* ``possessive``: "its controller" / "the player who controls it", "its owner" / "the
  player who owns it" (1.2.5, 1.2.4: the player the rules name either way);
* ``expedition``: "your Hero Expedition" / "your hero Expedition" / "the Expedition of your
  Hero" (3.2.4.b: each player has a Hero Expedition and a Companion Expedition; 1.2.3.c);
* ``passive``: "Exhaust X." / "X is exhausted." — an atomic action of 7.3 said of the object
  it is done to (the CR's own passives: "it is discarded", 2.4.7.d); a sacrifice only of
  "me" ("I am sacrificed."): one sacrifices only what one controls (7.3.36.a), and "Target
  Character is sacrificed" would not say who does;
* ``oxford``: "A, B and C" / "A, B, and C";
* ``dice``: a die's range as the table prints it or in words ("On a 4+" / "On a 4 or more",
  "1-3" / "1 to 3"; 7.3.33.b);
* ``if_you_do``: "You may X. If you do, Y." / "… If so, Y." (6.5.f);
* ``article``: one thing counted as "1" / "a" / "one" ("gains 1 boost" / "gains a boost" /
  "gains one boost", "Draw a card" / "Draw one card"; 6.5.i);
* ``trigger``: a trigger closed by the dash or by a comma ("When X — Draw a card." /
  "When X, draw a card."; 6.3);
* ``costs``: a Hand Cost as the symbol or a bare number ("Hand Cost {3} or less" / "Hand
  Cost 3 or less"; 2.2.7);
* ``boosts``: "2 boosts" / "2 boost counters" (7.3.4.a Remark);
* ``symbols``: a trigger symbol, or the words the CR says it means, or the CR's bracketed
  name ("{J} " / "When I enter play — " / "[When I enter play] "; 1.1.6.e-g, 7.1.1.a-c);
* ``tokens``: a token's name in brackets or bare ("[Brassbug 2/2/2]" / "Brassbug 2/2/2", as
  the CR's examples print it; 7.3.5.b);
* ``mana``: mana as its symbol or a bare number where only mana can be ("costs {1} less" /
  "costs 1 less", "pay {1} to" / "pay 1 to"; 1.1.6);
* ``relative``: "a Character you control" / "a Character that you control" (1.2.5);
* ``counters``: a cost "Spend N of my [name] counters" / "Remove N [name] counters from me"
  (7.3.38.a);
* ``move``: a move said with "put", "return" or "send" ("Send X to Reserve" / "Put X in
  Reserve" / "Return X to Reserve"; 7.3.37.b: synonyms rules-wise; gram40);
* ``limit``: how often, in the house words ("Use this ability only once each Day", "This
  ability triggers only once per Day"), leading ("Once per Day, …"), in parentheses ("(Once
  per Day.)") or of a Reaction ("This Reaction activates only once each Day"); 5.1.2.g,
  1.4.6.c; gram40;
* ``semicolon``: steps as sentences or joined by a semicolon ("Draw a card. I gain 1
  boost." / "Draw a card; I gain 1 boost."; 6.1.c).

A choice that finds no construct of its kind in the text leaves it as written (the
voice does not apply). The house choice of each dimension is its first value.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, fields

from scenarios.cards.card_words import NUMBER_WORDS
from scenarios.cards.grammar.synonym_moves import said_with

__all__ = ["DIMENSIONS", "Voice", "realise", "single_voices"]

_WORD = {n: w for w, n in NUMBER_WORDS.items() if w not in ("a", "an") and 1 <= n <= 10}
_NUMBER = {w: n for n, w in _WORD.items()}
_COUNTED = (
    r"(?:boosts?|cards?|Characters?|Permanents?|Landmarks?|Spells?|tokens?|counters?|"
    r"target|other|regions?|Expeditions?|Mana Orbs?|Heroes|times|"
    r"[A-Z][a-z]+ (?:counters?|tokens?|Characters?)|or more|or less|or fewer)"
)
"""What a count may stand before: a number there is a count of things (6.5.i), never a cost,
a statistic or a keyword's value."""


@dataclass(frozen=True)
class Voice:
    """One realisation choice per construct (the first value of each is the house style)."""

    numbers: str = "house"
    determiner: str = "each"
    clause: str = "house"
    join: str = ", then"
    possessive: str = "its"
    expedition: str = "your Hero Expedition"
    passive: str = "active"
    oxford: str = "no"
    dice: str = "table"
    if_you_do: str = "If you do,"
    semicolon: str = "no"
    relative: str = "no"
    article: str = "house"
    trigger: str = "dash"
    symbols: str = "icon"
    tokens: str = "brackets"
    mana: str = "braces"
    costs: str = "symbol"
    boosts: str = "boosts"
    counters: str = "spend"
    move: str = "house"
    limit: str = "house"


DIMENSIONS: dict[str, tuple[str, ...]] = {
    "numbers": ("house", "words", "digits"),
    "determiner": ("each", "every", "all"),
    "clause": ("house", "condition first", "condition last"),
    "join": (", then", ". Then,", " and then"),
    "possessive": ("its", "relative"),
    "expedition": ("your Hero Expedition", "your hero Expedition", "of your Hero"),
    "passive": ("active", "passive"),
    "oxford": ("no", "yes"),
    "dice": ("table", "words"),
    "if_you_do": ("If you do,", "If so,"),
    "semicolon": ("no", "yes"),
    "relative": ("no", "that"),
    "article": ("house", "a", "one"),
    "trigger": ("dash", "comma"),
    "symbols": ("icon", "words", "brackets"),
    "tokens": ("brackets", "bare"),
    "mana": ("braces", "bare"),
    "costs": ("symbol", "number"),
    "boosts": ("boosts", "counters"),
    "counters": ("spend", "remove"),
    "move": ("house", "put", "return", "send"),
    "limit": ("house", "leading", "parentheses", "reaction activates"),
}
"""Each construct's choices, the house choice first."""


def single_voices() -> list[tuple[str, str, Voice]]:
    """(dimension, choice, voice): each choice other than the house's, the rest house."""
    house = Voice()
    found: list[tuple[str, str, Voice]] = []
    for f in fields(Voice):
        for choice in DIMENSIONS[f.name][1:]:
            found.append((f.name, choice, _replace(house, f.name, choice)))
    return found


def _replace(voice: Voice, name: str, choice: str) -> Voice:
    values = {f.name: getattr(voice, f.name) for f in fields(Voice)}
    values[name] = choice
    return Voice(**values)


# ---------------------------------------------------------------- numbers (6.5.i)


def _spelled(match: re.Match[str]) -> str:
    n = int(match.group(2))
    word = _WORD.get(n)
    return match.group(0) if word is None else f"{match.group(1)}{word} {match.group(3)}"


def _digits(match: re.Match[str]) -> str:
    return f"{match.group(1)}{_NUMBER[match.group(2).lower()]} {match.group(3)}"


_DIGIT_COUNT = re.compile(rf"(^|[^\w{{/+\-\]]\s?)(\d+) ({_COUNTED})\b")
_WORD_COUNT = re.compile(
    rf"(\b(?:up to|draws?|gains?|loses?|creates?|sacrifices?|discards?|than|least|most|"
    rf"distribute|spend|remove|the top|the bottom|reveal|look at|puts?|with|have|has) )"
    rf"({'|'.join(sorted(_NUMBER, key=len, reverse=True))}) ({_COUNTED})\b",
    re.IGNORECASE,
)
"""A count in words, where it follows a verb or a bound (never "only one", "one of",
"Choose one", "one or more" after "if there are" — the number stays what it counts)."""


def _numbers(text: str, choice: str) -> str:
    if choice == "words":
        return _DIGIT_COUNT.sub(_spelled, text)
    if choice == "digits":
        return _WORD_COUNT.sub(_digits, text)
    return text


# ---------------------------------------------------------------- determiners (6.5.b)

_PLURAL_VERBS = {
    "gains": "gain",
    "loses": "lose",
    "draws": "draw",
    "discards": "discard",
    "sacrifices": "sacrifice",
    "returns": "return",
    "exhausts": "exhaust",
    "resupplies": "resupply",
    "has": "have",
    "is": "are",
    "moves": "move",
    "may": "may",
    "can't": "can't",
}
_EACH_GROUP = re.compile(
    r"(?:^|(?<=[.:\u2014•}] )|(?<=, ))(Each|each) (other )?"
    r"(player|opponent|Character|Permanent|Landmark|token)"
    r"((?: (?:you|an opponent|your opponents) control| in (?:my|your|target|their) "
    r"Expeditions?| in play)?) (" + "|".join(re.escape(v) for v in _PLURAL_VERBS) + r")\b"
)


def _all(match: re.Match[str]) -> str:
    first = "All" if match.group(1) == "Each" else "all"
    other = match.group(2) or ""
    return f"{first} {other}{match.group(3)}s{match.group(4)} {_PLURAL_VERBS[match.group(5)]}"


def _all_sentence(sentence: str) -> str:
    said = _EACH_GROUP.sub(_all, sentence)
    if said == sentence:
        return sentence
    # the steps joined after it are said by the same players: "…, then draw three cards"
    return re.sub(
        r"\b(then|and) (" + "|".join(re.escape(v) for v in _PLURAL_VERBS) + r")\b",
        lambda m: f"{m.group(1)} {_PLURAL_VERBS[m.group(2)]}",
        said,
    )


def _determiner(text: str, choice: str) -> str:
    if choice == "every":
        return re.sub(
            r"\b(E|e)ach\b(?! of)", lambda m: "Every" if m.group(1) == "E" else "every", text
        )
    if choice == "all":
        return "".join(_all_sentence(s) for s in re.split(r"(?<=\. )", text))
    return text


# ---------------------------------------------------------------- clause order (6.5.d)

_LEAD = re.compile(r"(^|— |\} |: |\. )If ([^,.—:]+), ([a-zI][^.]*?)\.(?=$| )")
_TRAIL = re.compile(r"(^|— |\} |: |\. )([A-Z][^.,]*?) if ([^,.—:]+)\.(?=$| )")
_KEEP_LEAD = re.compile(
    r"\b(otherwise|instead|unless|then|where X|can only|this way)\b"
    r"|^(?:you|they) (?:do|don't|can't|would)\b|^(?:it|i) would\b",
    re.I,
)
"""A condition that stays where it is: "If you do" / "If they don't" (6.5.f: it answers the
step before it), a replacement's "If you would" (6.2.i), "otherwise", "where X is"."""


def _lead_to_trail(match: re.Match[str]) -> str:
    start, cond, step = match.groups()
    if _KEEP_LEAD.search(step) or _KEEP_LEAD.search(cond) or " if " in step:
        return match.group(0)
    first = step[0].upper() + step[1:] if step[0] != "I" else step
    return f"{start}{first} if {cond}."


def _trail_to_lead(match: re.Match[str]) -> str:
    start, step, cond = match.groups()
    if _KEEP_LEAD.search(step) or _KEEP_LEAD.search(cond) or "(" in step + cond:
        return match.group(0)
    lower = step if step.startswith(("I ", "I'm")) else step[0].lower() + step[1:]
    return f"{start}If {cond}, {lower}."


def _clause(text: str, choice: str) -> str:
    if choice == "condition last":
        return _LEAD.sub(_lead_to_trail, text)
    if choice == "condition first":
        return _TRAIL.sub(_trail_to_lead, text)
    return text


# ---------------------------------------------------------------- joined steps (6.1.c)


def _join(text: str, choice: str) -> str:
    if choice == ". Then,":
        # only before a step of its own (an imperative): "…, then draws" keeps its subject
        if "otherwise" in text.lower():
            return text  # "…, then X, otherwise Y": the choice joins the steps (6.5.d)
        return re.sub(r", then (?!\w+s\b)(\w)", lambda m: ". Then, " + m.group(1), text)
    if choice == " and then":
        return re.sub(r", then\b", " and then", text)
    return text


# ---------------------------------------------------------------- possessives (1.2.4, 1.2.5)


def _possessive(text: str, choice: str) -> str:
    if choice != "relative":
        return text
    text = re.sub(r"\b(I|i)ts controller\b(?!'s)", _who("controls"), text)
    return re.sub(r"\b(I|i)ts owner\b(?!'s)", _who("owns"), text)


def _who(verb: str) -> Callable[[re.Match[str]], str]:
    return lambda m: f"{'The' if m.group(1) == 'I' else 'the'} player who {verb} it"


# ---------------------------------------------------------------- Expeditions (3.2.4.b)


def _expedition(text: str, choice: str) -> str:
    pattern = r"\b(Y|y)our (Hero|Companion) Expedition\b"
    if choice == "your hero Expedition":
        return re.sub(pattern, lambda m: f"{m.group(1)}our {m.group(2).lower()} Expedition", text)
    if choice == "of your Hero":
        return re.sub(
            pattern,
            lambda m: f"{'T' if m.group(1) == 'Y' else 't'}he Expedition of your {m.group(2)}",
            text,
        )
    return text


def _cap(first: str, letter: str) -> str:
    return letter.upper() if first.isupper() else letter


# ---------------------------------------------------------------- passives (7.3)

_PASSIVE = re.compile(
    r"(^|— |\} |: |\. )(?:(Exhaust) (target [A-Z][a-z]+|it|me)|(Sacrifice) (me))\.(?=$| )"
)
_PARTICIPLE = {"Exhaust": "exhausted", "Sacrifice": "sacrificed"}


def _passive(text: str, choice: str) -> str:
    if choice != "passive":
        return text

    def said(m: re.Match[str]) -> str:
        start = m.group(1)
        verb, obj = (m.group(2), m.group(3)) if m.group(2) else (m.group(4), m.group(5))
        done = _PARTICIPLE[verb]
        if obj == "me":
            return f"{start}I am {done}."
        return f"{start}{obj[0].upper() + obj[1:]} is {done}."

    return _PASSIVE.sub(said, text)


# ---------------------------------------------------------------- lists


def _oxford(text: str, choice: str) -> str:
    if choice != "yes":
        return text
    # a list of three or more ("A, B and C"): items of one or two words each
    item = r"[^,.\s]+(?: [^,.\s]+)?"
    return re.sub(rf"(\b{item}, {item}) and\b", r"\1, and", text)


# ---------------------------------------------------------------- dice, follow-ups, semicolons


def _dice(text: str, choice: str) -> str:
    if choice != "words" or "die" not in text.lower():
        return text
    text = re.sub(r"(\b[Oo]n an? |• )(\d)\+", r"\1\2 or more", text)
    return re.sub(r"(\b[Oo]n an? |• )(\d)-(\d)\b", r"\1\2 to \3", text)


def _if_you_do(text: str, choice: str) -> str:
    if choice != "If so,":
        return text
    return re.sub(r"(\bYou may [^.]+\. )If you do,", r"\1If so,", text)


def _semicolon(text: str, choice: str) -> str:
    if choice != "yes":
        return text
    # two steps of an effect, the second an imperative or "I …" (not a follow-up: "If …")
    return re.sub(r"(\} [^.:—]+)\. (?!If\b|Otherwise\b|Then\b|Use\b|You can\b)([A-Z])", _low, text)


def _low(m: re.Match[str]) -> str:
    nxt = m.group(2)
    return f"{m.group(1)}; {nxt if nxt == 'I' else nxt.lower()}"


def _article(text: str, choice: str) -> str:
    if choice == "a":
        return re.sub(r"\b(gains?|loses?) 1 boost\b", r"\1 a boost", text)
    if choice == "one":
        text = re.sub(r"\b(gains?|loses?) 1 boost\b", r"\1 one boost", text)
        return re.sub(r"\b([Dd]raws?) a card\b", r"\1 one card", text)
    return text


def _trigger(text: str, choice: str) -> str:
    trigger, _, effect = text.partition(" \u2014 ")
    if (
        choice != "comma"
        or not effect
        or not re.match(r"(When |At (?:Morning|Noon|Dusk|Night)$)", trigger)
        or "," in trigger
        or re.search(r"\b(if|unless)\b", trigger)
        or effect.startswith(("If ", "Unless "))
    ):
        # "When X, if C, Y" would not say whether C is the trigger's or the effect's (6.3)
        return text
    return re.sub(
        r"^([^\u2014]+?) \u2014 ([A-Z])(?=([a-z ]))",
        # the pronoun "I" keeps its capital; "Immediately" does not
        lambda m: (
            f"{m.group(1)}, {m.group(2) if m.group(2) + m.group(3) == 'I ' else m.group(2).lower()}"
        ),
        text,
        count=1,
    )


_SYMBOL_WORDS = {
    "{J} ": ("When I enter play \u2014 ", "[When I enter play] "),
    "{H} ": ("When I am played from Hand \u2014 ", "[When played from Hand] "),
    "{R} ": ("When I am played from Reserve \u2014 ", "[When played from Reserve] "),
}


def _symbols(text: str, choice: str) -> str:
    for icon, (words, brackets) in _SYMBOL_WORDS.items():
        if choice != "icon" and text.startswith(icon):
            said = words if choice == "words" else brackets
            rest = text[len(icon) :]
            if choice == "words":  # the effect after the dash starts with a capital
                rest = rest[:1].upper() + rest[1:]
            return said + rest
    return text


def _tokens(text: str, choice: str) -> str:
    if choice != "bare":
        return text
    return re.sub(r"\[([A-Z][\w' ]*? \d+/\d+/\d+)\]", r"\1", text)


def _mana(text: str, choice: str) -> str:
    if choice != "bare":
        return text
    text = re.sub(r"\b(costs?|for) \{(\d+)\} (less|more)\b", r"\1 \2 \3", text)
    return re.sub(r"\b([Pp]ay) \{(\d+)\}(?= to\b)", r"\1 \2", text)


def _costs(text: str, choice: str) -> str:
    if choice != "number":
        return text
    return re.sub(r"\b(Hand|Reserve) Cost \{(\d+)\}", r"\1 Cost \2", text)


def _boosts(text: str, choice: str) -> str:
    if choice != "counters":
        return text
    return re.sub(r"\b(\d+|a|one|two|three) boost(s?)\b(?! counter)", r"\1 boost counter\2", text)


def _relative(text: str, choice: str) -> str:
    if choice != "that":
        return text
    return re.sub(
        r"\b(Characters?|Permanents?|Landmarks?|cards?|tokens?|Expeditions?) "
        r"(you control|an opponent controls|each opponent controls)\b",
        r"\1 that \2",
        text,
    )


def _counters(text: str, choice: str) -> str:
    if choice != "remove":
        return text

    def removed(m: re.Match[str]) -> str:
        n = m.group(2)
        plural = "" if n in ("1", "one") else "s"
        verb = "Remove" if m.group(1) == "S" else "remove"
        return f"{verb} {n} {m.group(3)} counter{plural} from me"

    # a cost only (before the colon of a quick action): "Spend 2 of my Sap counters:"
    return re.sub(
        r"\b(S|s)pend (\d+|one|two|three) of my ([A-Z][a-z]+) counters(?=(?:\s*,[^.:]*)?:)",
        removed,
        text,
    )


def _move(text: str, choice: str) -> str:
    """Each move said with the verb ``choice`` and the preposition it takes (7.3.37.b)."""
    return text if choice == "house" else said_with(text, choice)


_HOUSE_LIMIT = re.compile(
    r"\s*(?P<words>Use this ability only (?P<n>once|twice) each Day|This ability triggers only "
    r"(?P<m>once|twice) per Day)\.\s*$"
)


def _limit(text: str, choice: str) -> str:
    """The limit on how often (the house's last sentence) said in the voice ``choice``."""
    m = _HOUSE_LIMIT.search(text)
    if choice == "house" or m is None or m.start() == 0:
        return text
    n, body = m["n"] or m["m"], text[: m.start()]
    if choice == "leading":
        return f"{n.capitalize()} per Day, {body}"
    if choice == "parentheses":
        return f"{body} ({n.capitalize()} per Day.)"
    if m["m"] is None:  # a quick action's limit is not a Reaction's
        return text
    return f"{body} This Reaction activates only {n} each Day."


_REALISE: dict[str, Callable[[str, str], str]] = {
    "numbers": _numbers,
    "determiner": _determiner,
    "clause": _clause,
    "join": _join,
    "possessive": _possessive,
    "expedition": _expedition,
    "passive": _passive,
    "oxford": _oxford,
    "dice": _dice,
    "if_you_do": _if_you_do,
    "semicolon": _semicolon,
    "relative": _relative,
    "article": _article,
    "trigger": _trigger,
    "symbols": _symbols,
    "tokens": _tokens,
    "mana": _mana,
    "costs": _costs,
    "boosts": _boosts,
    "counters": _counters,
    "move": _move,
    "limit": _limit,
}


def realise(text: str, voice: Voice) -> str:
    """``text`` (the house style of the writer) printed in ``voice``."""
    for name, apply in _REALISE.items():
        text = apply(text, getattr(voice, name))
    return text
