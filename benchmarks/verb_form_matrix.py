"""Verb forms and number, crossed with every construction that has an object event (issue 30,
gram48), generated from the grammar itself.

    .venv/bin/python benchmarks/verb_form_matrix.py [--list] [--verbs] [--family F] [--sample N]

The constructions are the alternatives of ``event`` whose subject (or object) is a
``joiner`` (enumerated from the parser's rules, never by hand; a sample phrase each, as
``event_slot_matrix`` makes it). The verb after the subject is found in the verb lexicon
(scenarios/cards/grammar/verbs.py: a verb slot ``_join_now`` of the generated grammar, or a
verb word printed in a rule), and each construction is said in every form its kind allows:

- trigger, by subject number: "a" (the base), "one or more", "two or more",
  "3 or more", "two or more of your" — the verb in the plural after a plural subject
  ("When one or more Characters join …", "… are sacrificed"). A plural cell is RIGHT when
  its reading is the base's (for "of your": the base "a [object] you control") plus once per
  event (1.2.7.c) and, for "N or more", ``at_least`` N, and the card is executable; WRONG
  when read otherwise; else refused.
- past condition ("{J} If [subject] [verb, past] … this turn, draw a card."), singular and
  plural ("two or more Characters were sacrificed"): RIGHT when read and executable (what it
  means is the board tests' and trigger_audit's to check).
- relative description ("{J} Draw a card for each Character that [verb, past] … this
  turn."): RIGHT when read and executable.

A base the grammar does not read is the generator's miss ("sample", counted apart);
crashes apart too.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from audit_report import run_family_audit, take_sample_size
from event_slot_matrix import Rule, _sample, grammar_rules

_SUBJECTS: dict[str, tuple[str, bool]] = {
    "a": ("a Character", False),
    "one or more": ("one or more Characters", True),
    "two or more": ("two or more Characters", True),
    "3 or more": ("3 or more Characters", True),
    "two or more of your": ("two or more of your Characters", True),
}
"""Each subject form: its words, and whether it is plural."""
_AT_LEAST = {"two or more": 2, "3 or more": 3, "two or more of your": 2}


@dataclass(frozen=True)
class Cell:
    """One sentence: its family (construction kind and form), text, base sentence and what
    the reading must add to the base's."""

    family: str
    text: str
    base: str = ""
    added: tuple[tuple[str, Any], ...] = ()
    verb: str = ""


def _verbs() -> dict[str, Any]:
    """Each verb word or slot name a rule may print -> the verb (lexicon)."""
    from scenarios.cards.grammar.verbs import VERBS

    found: dict[str, Any] = {}
    for v in VERBS:
        found[v.third] = v
        found[f"_{v.slot}_now"] = v
    return found


@dataclass(frozen=True)
class Construction:
    """An event with an object slot: the words before it, the verb (or ``None`` when the
    slot is the verb's object) and the words after."""

    alias: str
    before: str
    verb: Any
    after: str


def constructions(rules: list[Rule]) -> list[Construction]:
    verbs = _verbs()
    seen: set[str] = set()
    out: list[Construction] = []
    for r in rules:
        if r.origin != "event" or (False, "joiner") not in r.symbols:
            continue
        i = r.symbols.index((False, "joiner"))
        before = [_sample(rules, s) for s in r.symbols[:i]]
        verb = verbs.get(r.symbols[i + 1][1]) if i + 1 < len(r.symbols) else None
        rest = r.symbols[i + 1 + (verb is not None) :]
        after = [_sample(rules, s) for s in rest]
        if any(w is None for w in (*before, *after)):
            continue
        c = Construction(r.alias, _join(before), verb, _join(after))
        key = f"{c.before}|{c.verb}|{c.after}"
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out


def _join(words: list[str | None]) -> str:
    return " ".join(w for w in words if w)


def _said(c: Construction, subject: str, plural: bool, tense: str = "now") -> str:
    verb = ""
    if c.verb is not None:
        if tense == "now":
            verb = c.verb.lemma if plural else c.verb.third
            verb = "are" if verb == "be" else verb
        else:
            verb = "were" if plural and c.verb.lemma == "be" else c.verb.past
    return _join([c.before, subject, verb, c.after])


def cells(sample: int = 0) -> Iterator[Cell]:
    found = constructions(grammar_rules())
    if sample:
        found = found[:sample]
    for c in found:
        base = f"When {_said(c, 'a Character', False)} \u2014 Draw a card."
        yours = f"When {_said(c, 'a Character you control', False)} \u2014 Draw a card."
        for form, (subject, plural) in _SUBJECTS.items():
            text = f"When {_said(c, subject, plural)} \u2014 Draw a card."
            added: list[tuple[str, Any]] = []
            if plural:
                added.append(("once_per_event", True))
            if form in _AT_LEAST:
                added.append(("at_least", _AT_LEAST[form]))
            of_yours = form.endswith("of your")
            kind = "base" if form == "a" else form
            said = yours if of_yours else base
            yield Cell(f"trigger: {kind}", text, said, tuple(added), _lemma(c))
        if c.verb is None or "turn" in c.after or "day" in c.after.lower():
            continue
        for form, (subject, plural) in (
            ("a", _SUBJECTS["a"]),
            ("two or more", _SUBJECTS["two or more"]),
        ):
            text = f"{{J}} If {_said(c, subject, plural, 'past')} this turn, draw a card."
            yield Cell(f"past condition: {form}", text, base, verb=_lemma(c))
        that = _said(c, "Character that", False, "past")
        text = f"{{J}} Draw a card for each {that} this turn."
        yield Cell("relative: that [past]", text, base, verb=_lemma(c))


def _lemma(c: Construction) -> str:
    """The construction's verb ("(object)": the slot is the object of a player's verb)."""
    return "(object)" if c.verb is None else str(c.verb.lemma)


_READ: dict[str, dict[str, Any] | None] = {}


def _read(text: str) -> dict[str, Any] | None:
    from scenarios.cards.grammar.reader import NotRead, read_ability

    if text not in _READ:
        try:
            _READ[text] = read_ability(text)
        except NotRead:
            _READ[text] = None
    return _READ[text]


_CHECKED: dict[Cell, str] = {}


def check(cell: Cell) -> str:
    """'right', 'wrong', 'refused', 'crash' or 'sample' (a base the grammar does not read)."""
    if cell not in _CHECKED:
        try:
            _CHECKED[cell] = _check(cell)
        except Exception as exc:  # a crash is a cell's outcome here
            print(f"crash: {cell.text}: {type(exc).__name__}: {exc}", file=sys.stderr)
            _CHECKED[cell] = "crash"
    return _CHECKED[cell]


def verb_table(found: list[Cell]) -> list[str]:
    """Each verb x construction kind: cells read right / cells whose base is read."""
    kinds = list(dict.fromkeys(c.family for c in found))
    verbs = sorted({c.verb for c in found})
    lines = ["verb x construction (read right / base read):", "  " + " | ".join(["verb", *kinds])]
    for verb in verbs:
        row = []
        for kind in kinds:
            cells = [c for c in found if c.verb == verb and c.family == kind]
            outcomes = [check(c) for c in cells]
            based = [o for o in outcomes if o != "sample"]
            row.append(f"{outcomes.count('right')}/{len(based)}")
        lines.append("  " + " | ".join([verb, *row]))
    return lines


def _check(cell: Cell) -> str:
    from _common import grammar_alone

    base = _read(cell.base)
    if base is None:
        return "sample"
    found = _read(cell.text)
    if found is None:
        return "refused"
    if cell.family.startswith("trigger"):
        if not isinstance(found.get("reaction"), dict):
            return "wrong"
        if found != {"reaction": {**base["reaction"], **dict(cell.added)}}:
            return "wrong"
    if not grammar_alone(cell.text).executable:
        return "refused"
    return "right"


def main() -> None:
    sample = take_sample_size()
    by_verb = "--verbs" in sys.argv
    if by_verb:
        sys.argv.remove("--verbs")
    found = list(cells(sample))
    run_family_audit(
        "verb form matrix (object events x subject number; past condition; relative)",
        __doc__ or "",
        found,
        check,
        apart=("crash", "sample"),
    )
    if by_verb:
        print("\n".join(verb_table(found)))


if __name__ == "__main__":
    main()
