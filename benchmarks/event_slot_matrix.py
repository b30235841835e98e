"""The event slot's matrix, generated from the grammar itself (issue 30, gram44).

    .venv/bin/python benchmarks/event_slot_matrix.py [--list] [--family FAMILY] [--sample N]

Two slots, each crossed with every construction the grammar has for it (enumerated from the
parser's rules, never by hand):

- the DIE RESULT (7.3.33.a-b): every rule whose expansion takes ``die_range`` or
  ``die_rolled`` (On a [result], / On a [result]: / • [result], / If you roll [result], /
  When you roll [result] / When an opponent rolls [result] / the result is [result] / you
  rolled a [result] this Day …) x every form of a result ("6", "six", "4+", "1-3", "5 or 6",
  "5 or a 6", "4, 5 or 6", "4 or more", "2 or less"). Each cell knows the faces it means:
  READ RIGHT when the reading keeps those faces, WRONG when other faces, else refused (or a
  crash, a reader bug).
- the EVENT (6.3.b): every alternative of ``event`` (a sample phrase generated from its
  expansion: a literal word as printed, a word class or a nonterminal by a sample filler or
  its shortest expansion) x the frames an event is said in: the trigger ("When [event] —",
  the base), "Whenever [event] —" and "Each time [event] —" (RIGHT when read as the base
  is), the past-tense condition ("If [event, past] this turn, …"), negated ("If no …" /
  "If you didn't …") and counted ("for each [object] that [event, past] this turn"). A past,
  negated or counted cell is counted RIGHT when the grammar reads it and the engine
  evaluates it (the reading is executable): what it means is not checked further here (the
  board tests and trigger_audit's dimensions check meanings). A sample the base frame does
  not read is a generator's miss, counted apart ("sample"); crashes apart too.

The report is :func:`audit_report.run_family_audit`'s: per family (``die: <rule>``,
``event: <frame>``) how many cells were read, read right and read wrong.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from audit_report import run_family_audit, take_sample_size

# ---------------------------------------------------------------- the grammar's rules

_WORD_CLASSES: dict[str, str] = {
    "STATUS": "[[Anchored]]",
    "PHASE": "Dusk",
    "TERRAIN": "{V}",
    "NUMBER": "2",
    "NUMWORD": "two",
    "SUBTYPE": "Robot",
    "SUBTYPES": "Robots",
    "COUNTER_NAME": "Assay",
    "DASH": "\u2014",
    "MANA": "{2}",
    "DIE_RANGE": "4+",
    "EVENT_OR": "or",
    "EVENTS_OR": "or",
    "FACE_COMMA": ",",
    "ICON": "{J}",
}
"""A sample word of each word class of the lexer (lexer.py)."""

_FILLERS: dict[str, str] = {
    "joiner": "a Character",
    "object_desc": "Character",
    "plural_desc": "Characters",
    "count_desc": "a Character",
    "quantity": "2",
    "number": "2",
    "ordinal": "second",
    "boost_word": "boosts",
    "counter_word": "counters",
    "die_rolled": "a 6",
    "die_range": "6",
    "event": "you play a Spell",
    "object": "target Character",
    "zone_word": "Reserve",
    "joined_place": "your Expeditions",
    "terrain_list": "{V}",
}
"""Sample fillers of the nonterminals an event takes (one of what each reads)."""


@dataclass(frozen=True)
class Rule:
    """One expansion of a rule: its name, its alias (the semantic function), its symbols
    (a literal word as printed, or a word class / nonterminal name)."""

    origin: str
    alias: str
    symbols: tuple[tuple[bool, str], ...]  # (is a terminal, its word or name)


def grammar_rules() -> list[Rule]:
    """Every expansion of every rule of the parser (altered.lark after EBNF expansion)."""
    from scenarios.cards.grammar import parser

    lark = parser.grammar()
    literal = {
        t.name: t.pattern.value
        for t in lark.terminals
        if type(t.pattern).__name__ == "PatternStr" and t.name not in _WORD_CLASSES
    }
    rules = []
    for r in lark.rules:
        symbols = tuple(
            (True, literal.get(s.name, s.name)) if s.is_term else (False, s.name)
            for s in r.expansion
        )
        rules.append(Rule(r.origin.name, str(r.alias or r.origin.name), symbols))
    return rules


def _sample(rules: list[Rule], symbol: tuple[bool, str], depth: int = 0) -> str | None:
    """A printed sample of ``symbol``: a literal as printed, a word class's sample word, a
    nonterminal's filler or its shortest expansion (``None`` past a depth or with no sample)."""
    is_term, name = symbol
    if is_term:
        if name in _WORD_CLASSES:
            return _WORD_CLASSES[name]
        return None if name.isupper() else name
    if name in _FILLERS:
        return _FILLERS[name]
    if depth > 4:
        return None
    options = sorted((r for r in rules if r.origin == name), key=lambda r: len(r.symbols))
    for r in options:
        words = [_sample(rules, s, depth + 1) for s in r.symbols]
        if all(w is not None for w in words):
            return " ".join(w for w in words if w)
    return None


def event_samples(rules: list[Rule]) -> list[tuple[str, str]]:
    """(semantic function, sample phrase) of each expansion of ``event``, one per distinct
    phrase."""
    seen: set[str] = set()
    out: list[tuple[str, str]] = []
    for r in rules:
        if r.origin != "event":
            continue
        words = [_sample(rules, s) for s in r.symbols]
        if any(w is None for w in words):
            continue
        phrase = " ".join(w for w in words if w)
        if phrase not in seen:
            seen.add(phrase)
            out.append((r.alias, phrase))
    return out


# ---------------------------------------------------------------- tenses of an event

_PAST: dict[str, str] = {
    "leave": "left",
    "leaves": "left",
    "am": "was",
    "is": "was",
    "are": "were",
    "i'm": "i was",
    "go": "went",
    "goes": "went",
    "move": "moved",
    "moves": "moved",
    "join": "joined",
    "joins": "joined",
    "draw": "drew",
    "draws": "drew",
    "fails": "failed",
    "play": "played",
    "plays": "played",
    "sacrifice": "sacrificed",
    "roll": "rolled",
    "rolls": "rolled",
    "create": "created",
    "creates": "created",
    "gain": "gained",
    "gains": "gained",
    "become": "became",
    "becomes": "became",
    "enter": "entered",
    "enters": "entered",
    "lose": "lost",
    "loses": "lost",
    "pass": "passed",
    "receive": "received",
    "switch": "switched",
    "take": "took",
    "takes": "took",
    "attempts": "attempted",
    "returns": "returned",
    "discard": "discarded",
}
"""The past tense of each verb an event is said with (the benchmark's own conjugation)."""
_BASE = {"left": "leave", "was": "be", "were": "be", "went": "go", "drew": "draw", "lost": "lose"}
_BASE.update({"became": "become", "took": "take"})


def _split(phrase: str) -> tuple[str, str, str] | None:
    """(subject, verb, rest) of an event phrase: the verb its first conjugated word."""
    words = phrase.split()
    for i, w in enumerate(words):
        if w.lower() in _PAST and i > 0:
            return " ".join(words[:i]), w.lower(), " ".join(words[i + 1 :])
    return None


def past(phrase: str) -> str | None:
    """The event in the past tense: "a Character joined your Expedition"."""
    parts = _split(phrase)
    if parts is None:
        return None
    subject, verb, rest = parts
    return " ".join(w for w in (subject, _PAST[verb], rest) if w)


def negated(phrase: str) -> str | None:
    """The event negated in the past: "no Character joined …", "you didn't play …"."""
    parts = _split(phrase)
    if parts is None:
        return None
    subject, verb, rest = parts
    low = subject.lower()
    if low.startswith("one or more "):
        return " ".join(w for w in ("no " + subject[len("one or more ") :], _PAST[verb], rest) if w)
    if low.startswith(("a ", "an ", "another ")):
        return " ".join(w for w in ("no " + subject.split(" ", 1)[1], _PAST[verb], rest) if w)
    if verb in ("am", "is", "are"):
        return " ".join(w for w in (subject, "wasn't", rest) if w)
    base = _BASE.get(_PAST[verb], verb.removesuffix("s") if verb.endswith("s") else verb)
    if verb in ("passes", "pass"):
        base = "pass"
    return " ".join(w for w in (subject, "didn't", base, rest) if w)


_PERIOD_SAID = re.compile(r"\b(each|this)\b|\bfor the\b", re.IGNORECASE)
_PLAYERS = ("an opponent", "your opponent", "a player", "any player")


def counted(phrase: str) -> str | None:
    """The event counted: "Character that joined …" (an object's event), "Spell you played"
    (a player's event on an object); ``None`` for other events."""
    parts = _split(phrase)
    if parts is None:
        return None
    subject, verb, rest = parts
    low = subject.lower()
    if low.startswith(("a ", "an ")) and low not in _PLAYERS:
        return " ".join(w for w in (subject.split(" ", 1)[1], "that", _PAST[verb], rest) if w)
    words = rest.split()
    if low in ("you", "an opponent") and words[:1] in (["a"], ["an"]) and len(words) >= 2:
        return " ".join((" ".join(words[1:]), subject, _PAST[verb]))
    return None


# ---------------------------------------------------------------- cells


@dataclass(frozen=True)
class Cell:
    """One sentence of the matrix: its family (the slot and the construction or frame), its
    printed text, and what it must mean (``meant``: the faces, or the base reading's key)."""

    family: str
    text: str
    meant: str = ""
    base: str = ""


_FORMS: dict[str, tuple[int, int]] = {
    "6": (6, 6),
    "six": (6, 6),
    "4+": (4, 6),
    "1-3": (1, 3),
    "5 or 6": (5, 6),
    "5 or a 6": (5, 6),
    "4, 5 or 6": (4, 6),
    "4 or more": (4, 6),
    "2 or less": (1, 2),
}
"""Every form of a die's result the development sets and the cards print, and its faces."""

_DIE_SENTENCES: dict[str, str] = {
    "die_outcome": "{J} Roll a die. On a [R], I gain 2 boosts.",
    "die_outcome_colon": "{J} Roll a die. On a [R]: I gain 2 boosts.",
    "die_slash": "{J} Roll a die: On a [R], I gain 2 boosts / On a 1, draw a card.",
    "die_bullet": "{J} Roll a die. On a: \u2022 [R], I gain 2 boosts. \u2022 1, draw a card.",
    "die_if_you_roll": "{J} Roll a die. If you roll [A][R], I gain 2 boosts.",
    "ev_you_roll_result": "When you roll [A][R] \u2014 I gain 2 boosts.",
    "ev_you_roll_result+and": "When you roll a die and the result is [R] \u2014 I gain 2 boosts.",
    "ev_opponent_rolls_result": "When an opponent rolls [A][R] \u2014 I gain 2 boosts.",
    "die_result_cond": "When you roll a die \u2014 If the result is [R], I gain 2 boosts.",
    "die_result_cond+step": "{J} Roll a die. If the result is [R], I gain 2 boosts.",
    "rolled_this_day_cond": "{J} If you rolled a [R] this Day, I gain 2 boosts.",
    # the start tree's construction for "the result is 4 or more" (folded into die_result_cond)
    "die_result_bound_cond": "When you roll a die \u2014 If the result is [R], I gain 2 boosts.",
}
"""A sentence of each construction with a die's result, ``[R]`` its slot (``[A]``: "a "
where the construction's article is optional)."""


def die_constructions(rules: list[Rule]) -> list[str]:
    """The constructions (semantic functions) whose expansion takes a die's result."""
    names: list[str] = []
    for r in rules:
        if any(not t and n in ("die_range", "die_rolled") for t, n in r.symbols):
            name = r.alias if r.alias != r.origin or r.origin in _DIE_SENTENCES else r.origin
            if r.origin == "die_rolled":
                continue  # the slot's own wrapper: its users are the constructions
            if "and" in [n for t, n in r.symbols if t] and name == "ev_you_roll_result":
                name = "ev_you_roll_result+and"
            if name not in names:
                names.append(name)
    return names


def _has(rules: list[Rule], name: str) -> bool:
    """Whether the grammar has a construction of that semantic function."""
    return any(r.alias == name for r in rules)


def cells(sample: int = 0) -> Iterator[Cell]:
    """Every cell of both matrices (with ``sample``, the first N event phrases only)."""
    rules = grammar_rules()
    slot = die_constructions(rules)
    # the constructions that name a result with a narrow filler of their own (not the slot):
    # a sentence each too, so a tree where they do not take the slot is measured alike
    narrow = [n for n in _DIE_SENTENCES if n not in slot and "+" not in n and _has(rules, n)]
    for name in [*slot, *narrow]:
        said = _DIE_SENTENCES.get(name)
        templates = [said] if said else []
        if name in ("die_result_cond", "die_result_bound_cond"):
            templates.append(_DIE_SENTENCES["die_result_cond+step"])
        family = f"die: {name}" if name in slot else f"die (own filler): {name}"
        if not templates:
            yield Cell(family, f"(no sentence for {name})", "none")
            continue
        for template in templates:
            for form, faces in _FORMS.items():
                article = "a " if form[0].isdigit() or form == "six" else ""
                text = template.replace("[A]", article).replace("[R]", form)
                yield Cell(family, text, json.dumps(faces))
    events = event_samples(rules)
    if sample:
        events = events[:sample]
    for _alias, phrase in events:
        base = f"When {phrase} \u2014 Draw a card."
        yield Cell("event: when", base, "base", base)
        yield Cell("event: whenever", f"Whenever {phrase} \u2014 Draw a card.", "same", base)
        yield Cell("event: each time", f"Each time {phrase} \u2014 Draw a card.", "same", base)
        if _PERIOD_SAID.search(phrase):
            continue  # the event says its own period ("each turn"): no "this turn" after it
        p, n, c = past(phrase), negated(phrase), counted(phrase)
        if p is not None:
            yield Cell("event: past", f"{{J}} If {p} this turn, draw a card.", "past", base)
        if n is not None:
            yield Cell("event: negated", f"{{J}} If {n} this turn, draw a card.", "neg", base)
        if c is not None:
            yield Cell("event: count", f"{{J}} Draw a card for each {c} this turn.", "count", base)


# ---------------------------------------------------------------- checks

_BASE_READ: dict[str, bool] = {}


def _read(text: str) -> dict[str, Any] | None:
    from scenarios.cards.grammar.reader import NotRead, read_ability

    try:
        return read_ability(text)
    except NotRead:
        return None


def _faces_read(found: dict[str, Any]) -> set[tuple[int, int]]:
    """Each (low, high) a reading keeps for a die's result: an outcome, a result condition
    ("the result is 4+"), or the faces of "you rolled … this Day"."""
    from scenarios.cards.grammar.semantics.unique_composition import die_faces

    out: set[tuple[int, int]] = set()

    def walk(x: Any) -> None:
        if isinstance(x, dict):
            if "low" in x and "high" in x:
                out.add((x["low"], x["high"]))
            said = x.get("if")
            if isinstance(said, str) and said.startswith("the result is "):
                r = said.removeprefix("the result is ")
                low, _, high = r.rstrip("+").partition("-")
                out.add((int(low), 6 if r.endswith("+") else int(high or low)))
            if isinstance(said, str) and said.startswith("you rolled"):
                faces = die_faces(said)
                if faces:
                    out.add((min(faces), max(faces)))
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(found)
    return out


def check(cell: Cell) -> str:
    """'right', 'wrong', 'refused', 'crash' or 'sample' (a generated phrase the base frame
    does not read: the generator's miss, not the grammar's)."""
    try:
        return _check(cell)
    except Exception as exc:  # a crash is a cell's outcome here
        print(f"crash: {cell.text}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return "crash"


def _check(cell: Cell) -> str:
    from _common import grammar_alone

    if cell.meant == "none":
        return "refused"
    if cell.family.startswith("die"):
        found = _read(cell.text)
        if found is None:
            return "refused"
        low, high = json.loads(cell.meant)
        return "right" if (low, high) in _faces_read(found) else "wrong"
    base = _BASE_READ.get(cell.base)
    if base is None:
        base = _BASE_READ[cell.base] = _read(cell.base) is not None
    if not base:
        return "sample"
    found = _read(cell.text)
    if found is None:
        return "refused"
    if cell.meant == "base":
        return "right"
    if cell.meant == "same":
        return "right" if found == _read(cell.base) else "wrong"
    if not grammar_alone(cell.text).executable:
        return "refused"
    return "right"


def main() -> None:
    sample = take_sample_size()
    run_family_audit(
        "event slot matrix (die results x constructions; events x frames)",
        __doc__ or "",
        cells(sample),
        check,
        apart=("crash", "sample"),
    )


if __name__ == "__main__":
    main()
