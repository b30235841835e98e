"""A keyword the rules do not define, read by the reminder text printed with it.

A new set brings keywords of its own — a keyword action ("{J} [Glow]. (I gain 1 boost.)")
or a keyword ability ("[Wayfare]. (When I leave play, draw a card.)") — and prints what
each does in the reminder text after it, in the card language itself. Reminder text has
no existence rules-wise (2.2.12.c): the rules (7.3, 7.4) list the keywords they define,
and for those the reminder only reminds; it is dropped as before. For a keyword that is
neither a rule's keyword nor a word the card grammar knows, the reminder is the only
statement offline of what it does: the keyword and its reminder are read as the
reminder's words, and the card sheet says so (a note). A keyword printed without a
reminder is left as it is (read by hand, naming the word).

A set defines its keyword once and then uses its NAME everywhere (issue 30, gram50): a
Rare reprint prints "{R} [Kindle]." without the reminder, another card "Draw a card and
[Kindle]." The reminders printed anywhere in the pool being read (:func:`using_keywords`,
filled by the import from every print) and on the card itself are the set's definitions
(:func:`defined_keywords`). A keyword ACTION's name is then a word of the grammar's lexicon
(gram54, :mod:`scenarios.cards.grammar.set_lexicon`): the text keeps it — its reminder,
printed here, only reminds — and the grammar reads it as its definition's steps wherever a
step stands. A keyword ABILITY (a definition that is a trigger or an activated ability:
"When …", "…: …") is read only where it is the whole ability ("[Homeward]."); a name in
any other place ("gains [[Warden]]") is left unread. Outside a lexicon (no pool read), a
keyword printed with its reminder is read as the reminder. Read with a pool, a keyword
ABILITY is a word of the lexicon too (gram61, ``SET_KEYWORD``): the grammar reads it where
a rules keyword stands (:mod:`scenarios.cards.grammar.semantics.set_keywords`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from pathlib import Path

from engine import Status
from scenarios.cards import vocabulary as v
from scenarios.cards.grammar.set_lexicon import (
    defines_ability,
    keyword_ability,
    keyword_action,
    set_keywords,
    using_keywords,
)
from scenarios.cards.printed.keyword_numbers import (
    as_parameter,
    has_parameter,
    said_with,
    word_mentions,
)

_GRAMMAR = Path(__file__).resolve().parents[1] / "grammar" / "altered.lark"

_COST_ONLY = r"\((?=[^().]*\bto do this\.?\s*\))"
"""A parenthesis that only says again the cost of the ability it ends ("{D} : [Unfurl].
(Discard me from Reserve to do this.)", 7.1.4): it reminds of the cost, not of what the
keyword does — no definition of the keyword (2.2.12.c), and the keyword before it is named as
if it stood alone (NEWSET40's miss: the set's own definition was refused as "defined twice")."""

_REMINDED = re.compile(
    r"(?:(?<=^)|(?<=[.:}\u2014]\s)|(?<=[.:}\u2014]))"
    r"\[\[?(?P<name>[A-Z][A-Za-z' ]*?)(?: (?P<n>\d+|X))?\]\]?"
    r"(?P<object> (?:me|it|them|(?:another |an? |up to \w+ )?(?:target|each|all) [A-Za-z' ]+?))?"
    r"(?P<after>\.?)\s*"
    r"(?!" + _COST_ONLY + r")\((?P<reminder>[^()]*[A-Za-z][^()]*)\)"
)
"""A bracketed keyword (with its number or X, if any: "[[Tough X]]") where an ability or a
step starts — the text's start, after an icon, a period, a colon or a dash — and the
parenthesis right after it. A bracketed name inside a sentence ("Create a [Mana Moth] (a
1/1/1 token)") is a name, not a keyword, and is left alone."""

_UNBRACKETED = re.compile(
    r"(?:(?<=^)|(?<=\n)|(?<=[.:}\u2014]\s)|(?<=[.:}\u2014]))"
    r"(?P<then>Then )?(?P<name>[A-Z][a-z][A-Za-z']*(?: [A-Z][a-z][A-Za-z']*){0,2})"
    r"(?P<n> (?:\d+|X))?(?P<dot>\.?)(?=\s*(?!" + _COST_ONLY + r")\([^()]*[A-Za-z][^()]*\))"
)
"""A keyword printed WITHOUT its brackets where an ability or a step starts, its reminder
right after it (issue 30, gram77): "Buoyant. (During Rest, I'm not sent to Reserve.)",
"Hardy 2 (…)", "{J} Glow. (I gain 1 boost.)", "… Then Glow. (…)". The name is one to three
capitalised words, its number if any, a period or none, then the parenthesis — the layout of a
keyword line (2.2.12.c), never a sentence ("Draw a card. (…)" has lower-case words)."""


_SENTENCE_STARTS = frozenset(
    [
        "a",
        "an",
        "the",
        "then",
        "and",
        "or",
        "also",
        "otherwise",
        "you",
        "i",
        "if",
        "when",
        "at",
        "during",
        "each",
        "my",
        "your",
        "after",
        "before",
        "until",
        "while",
        "as",
    ]
)
"""Words that start a sentence, never a keyword's name ("Then Glow. (…)" is "Then" and the
keyword "Glow")."""


def bracketed(text: str) -> str:
    """``text`` with each keyword the rules do not define, printed without brackets before
    its reminder (:data:`_UNBRACKETED`), given its brackets: read as the bracketed form is
    (its reminder its definition, 2.2.12.c). A rules keyword (7.4, 2.4) is left as printed:
    the keyword line reads it with or without brackets."""
    if "(" not in text:
        return text

    def bracket(m: re.Match[str]) -> str:
        if known_keyword(m["name"]) or m["name"].split()[0].lower() in _SENTENCE_STARTS:
            return m.group(0)
        keyword = f"[{m['name']}{m['n'] or ''}]{m['dot']}"
        return f"{m['then'] or ''}{keyword}"

    return _UNBRACKETED.sub(bracket, text)


_LITERAL = re.compile(r'"([a-z\']+)"')


@cache
def _grammar_words() -> frozenset[str]:
    """Every word the card grammar spells out (its literals)."""
    try:
        from scenarios.cards.grammar.verbs import grammar_rules  # the verb slots' words

        text = _GRAMMAR.read_text(encoding="utf-8") + grammar_rules()
        return frozenset(_LITERAL.findall(text))
    except OSError:
        return frozenset()


@cache
def known_keyword(name: str) -> bool:
    """Whether ``name`` is a keyword the rules define (7.4 abilities, statuses 2.4) or whose
    every word the card grammar reads (the 7.3 keyword actions: Resupply, Sabotage …)."""
    low = name.lower().strip()
    if low in {k.lower() for k in v.KEYWORD_ABILITIES} | {s.value.lower() for s in Status}:
        return True
    words = low.replace("'", " ").split()
    return bool(words) and all(w in _grammar_words() for w in words)


def _sentence(reminder: str) -> str:
    said = reminder.strip()
    return said if said.endswith((".", "!", "?")) else f"{said}."


class SetDefinition(str):
    """A set keyword's definition (its reminder, 2.2.12.c) and where it is read from: the
    print that carries the reminder (``origin``, "Scalewright" — shown to the judge as "read
    from the reminder on Scalewright"), and, when another print of the set defines the same
    keyword otherwise, that other reminder (``conflict``: the keyword is then refused by name
    wherever it stands — one definition per set). A numbered keyword's number is the
    definition's X ("[Barter 1]. (… for {1} less …)" defines "[Barter X]" as "… for {X} less
    …"; gram89)."""

    origin: str = ""
    conflict: str = ""
    conflict_origin: str = ""
    number: str = ""
    """The number printed with the keyword on the defining print ("2" of "[Signal 2]"), ""
    when none: a reminder printed with another number is compared with this one said with
    that number (:func:`agrees_in_number`)."""
    number_unsure: str = ""
    """The number the defining print bears when its reminder says it more than once: which
    one is the keyword's X is not printed (review28)."""
    printed: str = ""
    """The reminder as the defining print says it (its number, not X): what a refusal quotes
    (prec34) — never the definition rewritten."""
    object: str = ""
    """The object the defining print names after the keyword ("me" of "[Smelt] me. (…)",
    "target Character you control"), "" when none: the reminder is said of it, and the
    keyword then acts on the object each use names (ia42)."""
    numbers: dict[str, str]
    """Each number printed with the keyword beside a reminder agreeing with the definition,
    and the first print that bears it ("3" -> "Beta"): the import names the print of the
    number it reports (ie39)."""


def _defined(reminder: str, origin: str, conflict: str = "", where: str = "") -> SetDefinition:
    found = SetDefinition(reminder)
    found.origin, found.conflict, found.conflict_origin = origin, conflict, where
    found.numbers = {}
    return found


def parametrised(reminder: str, n: str | None) -> str:
    """The definition of a keyword printed with the number ``n`` ("[Barter 1]"): its reminder
    with that number — as a number or in a mana icon, "1" / "{1}" — said as X, the keyword's
    number (gram89). A reminder that does not say the number is kept as printed (a print of
    another number is then refused: its number says nothing)."""
    if n is None or not n.isdigit() or said_more_than_once(reminder, n):
        return reminder
    # said as a word or an ordinal too ("two or more", "my second … counter"; ie39)
    return as_parameter(re.sub(_number(n), "X", reminder), n)


def _number(n: str) -> str:
    # never an ordinal's digits ("2nd": said as an ordinal, keyword_numbers; ie39)
    return rf"(?<![\d.]){n}(?!\d|(?:st|nd|rd|th)\b)"


_DIE_FACE = r"(?:\b[Oo]n an? |\d[-\u2013]){n}(?!\d)|(?<![\d.]){n}[-\u2013]\d"
"""A die's result ("On a 1", "1-3", 6.6): a face, never an amount the keyword's number
scales."""


def said_more_than_once(reminder: str, n: str) -> bool:
    """Whether the reminder of a keyword printed with the number ``n`` says that number more
    than once ("[Haggle 2]. (… for {2} less by also sacrificing a Character with Hand Cost 2
    or less.)"), or as a die's result ("On a 1"): which number the keyword's stands for is
    then not printed, and the keyword is refused by name wherever it is printed with a
    number (review28)."""
    if not n.isdigit():
        return False
    return (
        len(re.findall(_number(n), reminder)) + word_mentions(reminder, n) > 1
        or re.search(_DIE_FACE.format(n=n), reminder) is not None
    )


_ONE_WORD = re.compile(r"\b(?:an?|one)\b", re.IGNORECASE)


def agrees_in_number(first: str, first_n: str, second: str, second_n: str) -> bool:
    """Whether two reminders of one numbered keyword, printed with different numbers, say the
    same definition: each reminder is true of its own print's number, so the two agree when
    the other one said with that number (:func:`with_number`) reads as it — "[Signal 1] (… a
    Lantern counter …)" and "[Signal 2] (… 2 Lantern counters …)", "[Rally 1] (… 1 boost.)"
    and "[Rally 2] (… 2 boosts.)": one keyword, one definition, the first said in the
    singular as English says one thing (2.2.12.c; the grammar's set actions read "[Signal 1]"
    the same way)."""
    from scenarios.cards.grammar.semantics.set_actions import with_number

    def said_with(reminder: str, n: str) -> str:
        return _ONE_WORD.sub("1", with_number(reminder, n) if has_parameter(reminder) else reminder)

    if not first_n or not second_n or first_n == second_n:
        return False
    return any(_same(said_with(first, n), said_with(second, n)) for n in (first_n, second_n))


def _same(a: str, b: str) -> bool:
    """Whether two reminders say the same (case, spacing, mana braces and the final period
    aside)."""

    def key(said: str) -> str:
        return " ".join(re.sub(r"[{}]", "", said).lower().split()).rstrip(".")

    return key(a) == key(b)


def defined_keywords(texts: Iterable[str | tuple[str, str]]) -> dict[str, str]:
    """Each keyword the rules do not define that ``texts`` print with a reminder, by its
    lower-case name: the set's definition of it (:class:`SetDefinition`: the first reminder
    printed, and where; a numbered keyword's number its X). A text may come with where it is
    printed (``(text, "Scalewright")``). Two prints defining a keyword otherwise leave it
    refused by name (``conflict``)."""
    found: dict[str, str] = {}
    for item in texts:
        printed, origin = (item, "") if isinstance(item, str) else item
        text = bracketed(printed)  # "Buoyant. (…)" as "[Buoyant]. (…)" (gram77)
        if "(" not in text or "[" not in text:
            continue
        for m in _REMINDED.finditer(text.replace("#", "")):
            if known_keyword(m["name"]):
                continue
            name = m["name"].lower().strip()
            said = _sentence(parametrised(m["reminder"], m["n"]))
            first = found.get(name)
            if first is None:
                defined = _defined(said, origin)
                defined.number = m["n"] or ""
                defined.numbers[m["n"] or ""] = origin
                defined.printed = _sentence(m["reminder"])
                defined.object = (m["object"] or "").strip()
                if m["n"] and said_more_than_once(m["reminder"], m["n"]):
                    defined.number_unsure = m["n"]
                found[name] = defined
            elif str(getattr(first, "conflict", "")):
                continue
            elif _same(first, said):
                _bears(first, m["n"] or "", origin)
            elif same_up_to_object(name, first, said, (m["object"] or "").strip()):
                _bears(first, m["n"] or "", origin)  # one definition said of another object
            elif agrees_in_number(first, getattr(first, "number", ""), said, m["n"] or ""):
                _bears(first, m["n"] or "", origin)
                if getattr(first, "number", "") in ("", "1") and m["n"] != "1":
                    general = _defined(said, origin)  # the plural reminder defines it
                    general.number = m["n"] or ""
                    general.printed = _sentence(m["reminder"])
                    general.numbers = dict(getattr(first, "numbers", {}))
                    found[name] = general
            else:
                where = getattr(first, "origin", "")
                found[name] = _defined(first, where, said, origin)
    return found


def same_up_to_object(name: str, first: str, said: str, said_object: str) -> bool:
    """Whether two reminders of the keyword action ``name``, each said of the object printed
    with it ("[Smelt] me. (Remove all my Spark counters, then I gain that many boosts.)" and
    "[Smelt] target Character you control. (Remove all Spark counters from it, then it gains
    that many boosts.)"), mean the same up to that object: one definition, not two (2.2.12.c;
    ia42) — compared by the steps each reads to, their object abstracted. Two reminders
    without an object, or one the grammar does not read, are compared by their words."""
    first_object = str(getattr(first, "object", ""))
    if not first_object or not said_object:
        return False
    from scenarios.cards.grammar.semantics.set_action_objects import same_definition

    return same_definition(name, (str(first), first_object), (said, said_object))


def _bears(definition: str, n: str, origin: str) -> None:
    """Record that ``origin`` prints the keyword with the number ``n`` beside a reminder
    that agrees with ``definition``."""
    numbers = getattr(definition, "numbers", None)
    if isinstance(numbers, dict):
        numbers.setdefault(n, origin)


def conflict_reason(name: str, definition: str) -> str:
    """Why the set keyword ``name`` is refused when two prints define it otherwise ("" when
    they do not): both reminders, said to the judge (2.2.12.c; gram89)."""
    other = getattr(definition, "conflict", "")
    if not other:
        return ""

    def said(reminder: str, where: str) -> str:
        return f'"{reminder.strip()}"' + (f" on {where}" if where else "")

    first = said(definition, getattr(definition, "origin", ""))
    second = said(other, getattr(definition, "conflict_origin", ""))
    return (
        f"[{name[:1].upper()}{name[1:]}] is defined twice by the set's reminders, otherwise:"
        f" {first} and {second} — reminder text has no existence rules-wise (2.2.12.c);"
        " check the set's own rules"
    )


_NAMED = re.compile(
    r"\[\[?(?P<name>[A-Z][A-Za-z' ]*?)(?: (?P<n>\d+|X))?\]\]?(?: (?P<after_n>\d+)\b)?(?!\s*(?!"
    + _COST_ONLY
    + r")\()"
    r"(?!\s+(?:[A-Z][A-Za-z'\-]*\s+){0,3}tokens?\b)"
)
"""A bracketed name without a reminder after it, not a token's ("[Waystone] Site token"); its
number inside the brackets or after them ("[Kindle 2]", "[[Kindle]] 2")."""


def _by_name(text: str, defined: Mapping[str, str]) -> str:
    """``text`` with each set keyword ABILITY named alone as an ability ("[Homeward].",
    7.4) read as its definition. A keyword action's name is a word of the grammar's lexicon
    (:mod:`scenarios.cards.grammar.set_lexicon`), read by the grammar wherever a step
    stands — never rewritten here."""

    def ability(m: re.Match[str]) -> str:
        definition = defined.get(m["name"].lower().strip())
        if definition is None or known_keyword(m["name"]) or not defines_ability(definition):
            return m.group(0)
        if keyword_ability(m["name"]) is not None:  # a word of the lexicon (gram61)
            return m.group(0)
        before, after = text[: m.start()], text[m.end() :]
        alone = not before.strip() and after.strip() in ("", ".") and m["n"] is None
        said = definition.rstrip(".") if after.startswith(".") else definition
        return said if alone and not m["after_n"] else m.group(0)

    return _NAMED.sub(ability, text)


_KEYWORD_PLACE = re.compile(
    r"(?:^|[.:}\u2014,]\s*|\band\s+|\b(?:gains?|has|have|loses?|with|without|am)\s+)\[\[?"
    r"(?P<name>[A-Z][A-Za-z']*)\]\]?(?=\s*(?:[.,]|$|\band\b|\bthis\b|\buntil\b|\byou\b))"
)
"""A bracketed one-word name where a keyword stands: a keyword line or list, after a verb
that gives, takes or asks a keyword, after "with" / "without"."""


def undefined_keywords(text: str) -> list[str]:
    """The bracketed names ``text`` prints where a keyword stands that no rule, no word of
    the grammar and no reminder of the set (printed here or in the pool read) defines
    (gram61): the by-hand reason of an ability not read names them."""
    if "[" not in text:
        return []
    own = defined_keywords([text])
    pool = set_keywords()
    return [
        m["name"]
        for m in _KEYWORD_PLACE.finditer(text.replace("#", ""))
        if not known_keyword(m["name"])
        and m["name"].lower() not in own
        and m["name"].lower() not in pool
    ]


def set_keyword_abilities_named(text: str) -> list[str]:
    """The set's keyword ABILITIES (defined in the pool read) ``text`` names in brackets
    (gram61): an ability not read names them in its by-hand reason."""
    if "[" not in text:
        return []
    return [
        m["name"]
        for m in _NAMED.finditer(text.replace("#", ""))
        if keyword_ability(m["name"]) is not None and not known_keyword(m["name"])
    ]


def unread_reminder(name: str, text: str = "") -> str:
    """Why the set's keyword ability ``name`` is not read by its reminder ("" when it is):
    the reminder's unread words, said wherever the keyword stands (gram61) — quoted as the
    set prints them, and said given by the passive or effect of ``text`` that gives it."""
    from scenarios.cards.grammar.parser import NotRead
    from scenarios.cards.grammar.semantics.set_keywords import definition_ability

    definition = keyword_ability(name)
    if definition is None:
        return ""
    try:
        # a numbered keyword's X read as a number: the words are what is asked (gram89)
        definition_ability(name, re.sub(r"\bX\b", "1", said_with(definition, "1")))
    except NotRead as exc:
        found = re.search(rf"\[\[?{re.escape(name)}(?: (?:\d+|X))?\]\]?", text, re.I)
        start = found.start() if found else -1
        shown = found.group(0).strip("[]") if found else name
        return _unread(text, start, shown, definition, exc, _ability_words(name))
    return ""


def _ability_words(name: str) -> Callable[[str], object]:
    def read(printed: str) -> object:
        from scenarios.cards.grammar.reader import read_ability
        from scenarios.cards.printed.text import clean

        return read_ability(clean(printed))

    return read


def _action_words(name: str) -> Callable[[str], object]:
    def read(printed: str) -> object:
        from scenarios.cards.grammar.semantics.set_actions import reminder_steps

        return reminder_steps(name, printed)

    return read


_GIVEN_BY_PASSIVE = re.compile(r"(?<!\bI )\b(?:have|has)\s*$")
"""A keyword a passive gives a group or another object ("Characters in my Expedition have
[Hoard 1]", 2.3.1.a) — "I have [K]" is the card's own keyword."""
_GIVEN_BY_EFFECT = re.compile(r"\bgains?\s*$")


def _unread(
    text: str,
    start: int,
    shown: str,
    definition: str,
    exc: Exception,
    read: Callable[[str], object],
) -> str:
    """Why a set keyword ``shown`` ("Hoard 1") at ``start`` of ``text`` is refused: its
    reminder AS THE SET PRINTS IT quoted (never rewritten with this print's number), where
    it is printed, and the words of it that are not read — found by reading the reminder as
    printed; when those read, only that its X said as this print's number does not
    (2.2.12.c). Given by a passive or an effect, the reason says so."""
    from scenarios.cards.grammar.parser import NotRead

    printed = str(getattr(definition, "printed", "") or definition).strip()
    origin = str(getattr(definition, "origin", ""))
    where = f" on {origin}" if origin else ""
    try:
        read(printed)
    except NotRead as inner:
        words = inner.reason
    else:
        words = f"said with the number of [{shown}] for its X, it is not read"
    before = text[:start] if start >= 0 else ""
    name = re.sub(r" (?:\d+|X)$", "", shown)
    name = name[:1].upper() + name[1:]
    if _GIVEN_BY_PASSIVE.search(before):
        given = ", given by this passive,"
    elif _GIVEN_BY_EFFECT.search(before):
        given = ", given by this effect,"
    else:
        given = ""
    keyword = "keyword" if name.lower() == shown.lower() else f"keyword [{name}]"
    what = f"[{shown}]{given} is the set's {keyword}: its reminder"
    del exc
    return f'{what}, as the set prints it ("{printed}"{where}, 2.2.12.c), is not read: {words}'


def unread_action_reminder(text: str) -> str:
    """Why a set keyword ACTION ``text`` names is not read by its reminder ("" when each
    is): the reminder's own sentence's reason, its X the number printed with the name, said
    wherever the name stands (gram89) — or, when the set defines it twice otherwise, both
    reminders (:func:`conflict_reason`)."""
    if "[" not in text:
        return ""
    from scenarios.cards.grammar.parser import NotRead
    from scenarios.cards.grammar.semantics.set_actions import definition_steps

    plain = text.replace("#", "")
    for m in _NAMED.finditer(plain):
        definition = keyword_action(m["name"])
        if definition is None or known_keyword(m["name"]):
            continue
        conflict = conflict_reason(m["name"], definition)
        if conflict:
            return conflict
        from scenarios.cards.grammar.semantics.set_keywords import number_unsure

        unsure = number_unsure(m["name"], definition)
        if unsure:
            return unsure
        from scenarios.cards.grammar.semantics.set_action_objects import object_use_reason

        wrong_object = object_use_reason(m["name"], definition, plain[m.end() :])
        if wrong_object:  # ia42: "[Smelt]." of a keyword said of an object, and the reverse
            return wrong_object
        # X is the number printed with the name ("[Excavate 2]": "the top 2 cards"), 1 when
        # none is (the words are what is asked): read as the step reads it (gram100)
        number = m["n"] if m["n"] and m["n"] != "X" else m["after_n"] or "1"
        try:
            if getattr(definition, "object", ""):  # said of the object printed with it (ia42)
                from scenarios.cards.grammar.semantics.set_action_objects import (
                    abstracted_steps,
                )

                abstracted_steps(m["name"], definition, str(getattr(definition, "object", "")))
            else:
                definition_steps(m["name"], re.sub(r"\bX\b", number, said_with(definition, number)))
        except NotRead as exc:
            shown = m["name"] + (f" {m['n']}" if m["n"] else "")
            return _unread(text, m.start(), shown, definition, exc, _action_words(m["name"]))
    return ""


def read_by_reminder(text: str) -> str:
    """``text`` with each keyword the rules do not define, printed with a reminder, read as
    its reminder: "{J} [Glow]. (I gain 1 boost.)" -> "{J} I gain 1 boost." Known keywords
    and their reminders are untouched. A set keyword action named as a step without its
    reminder — defined on this text or in the pool read (:func:`using_keywords`) — is read
    as its definition: "{H} Draw a card, then [Glow]." -> "{H} Draw a card, then I gain 1
    boost."."""
    text = bracketed(text)  # "Buoyant. (…)" as "[Buoyant]. (…)" (gram77)
    if "[" not in text:
        return text
    own = defined_keywords([text])
    defined = {**set_keywords(), **own}

    def by_reminder(m: re.Match[str]) -> str:
        if known_keyword(m["name"]):
            return m.group(0)
        if keyword_action(m["name"]) is not None or keyword_ability(m["name"]) is not None:
            # the set's keyword action or ability, a word of the lexicon the grammar reads
            # by its definition wherever a step or a keyword stands (set_lexicon.py): the
            # reminder only reminds
            said_of = m["object"] or ""  # "[Smelt] me.": the object the use names (ia42)
            return f"[{m['name']}{' ' + m['n'] if m['n'] else ''}]{said_of}{m['after']} "
        if m["object"]:  # outside a lexicon: the reminder said of the object printed
            from scenarios.cards.grammar.semantics.set_action_objects import said_of_object

            return said_of_object(_sentence(m["reminder"]), m["object"].strip())
        return _sentence(m["reminder"])

    read = _REMINDED.sub(by_reminder, text) if "(" in text else text
    return _by_name(read, defined) if defined else read


READ_BY_REMINDER = "is not a keyword of the rules: read "
"""The words every note of :func:`reminded_notes` says: the keyword WAS read (by a
reminder), which a card sheet says as a note, not as something left unread."""


def reminded_notes(text: str) -> list[str]:
    """What the card sheet says of each keyword read by its reminder: reminder text has no
    existence rules-wise (2.2.12.c), so the judge is told the reading rests on it."""
    text = bracketed(text)  # "Buoyant. (…)" as "[Buoyant]. (…)" (gram77)
    notes = [
        f"[{m['name']}] {READ_BY_REMINDER}by its reminder text, which has no"
        " existence rules-wise (2.2.12.c) — check the set's own rules"
        for m in _REMINDED.finditer(text)
        if not known_keyword(m["name"])
    ]
    own = {m["name"].lower().strip() for m in _REMINDED.finditer(text)}
    pool = set_keywords()
    for m in _NAMED.finditer(text):
        low = m["name"].lower().strip()
        if low in pool and low not in own and not known_keyword(m["name"]):
            where = getattr(pool[low], "origin", "")
            on = f"on {where}" if where else "with it on another card"
            notes.append(
                f"[{m['name']}] {READ_BY_REMINDER}from the reminder"
                f' {on} ("{pool[low].strip()}"), which has no existence rules-wise'
                " (2.2.12.c) — check the set's own rules"
            )
    return notes


def says_what_was_read(note: str) -> bool:
    """Whether ``note`` tells how a set keyword was read (by its reminder, 2.2.12.c), rather
    than what the reader left out."""
    return READ_BY_REMINDER in note


__all__ = [
    "READ_BY_REMINDER",
    "bracketed",
    "defined_keywords",
    "known_keyword",
    "read_by_reminder",
    "reminded_notes",
    "says_what_was_read",
    "set_keyword_abilities_named",
    "set_keywords",
    "undefined_keywords",
    "unread_action_reminder",
    "unread_reminder",
    "using_keywords",
]
