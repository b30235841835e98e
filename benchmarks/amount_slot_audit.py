"""The AMOUNT slot matrix (issue 30, gram42): every construction of the card grammar with a
number in it, crossed with every form an amount takes (6.5.i), read by the card reader.

The constructions are not listed by hand: they are the grammar's own rules (``altered.lark``
as the parser built it) whose expansion holds a number — the ``number`` rule, or a digit or
number word said inline (``NUMBER`` / ``NUMWORD``). For each, a sentence is made from the
grammar too: the construction's shortest expansion, inside the shortest context the start
rule gives it, its named words (a status, a sub-type, a terrain …) said by one example
each (:data:`SAMPLES`). The forms (:data:`FORMS`) put the amount into the slot, and what an
amount says after the step ("for each …", "…, up to a max of N", "where X is …") right after
the construction's words, with the step before it that a "this way" count or "that many"
counts when it needs one.

A cell is read **right** when the reading equals the construction's reading with a fixed
amount (its ``base``: the same sentence with ``1`` in the slot, and the same step before it)
but for the amount's own fields on one step (:data:`AMOUNT_KEYS`), and that step has the
field the form must give (a count ``per``, a maximum ``per_most`` / ``max_total``); **wrong**
when it reads otherwise; **refused** when the reader says it does not read it (a by-hand
reason or a word it stops at); **crash** on any other error. A construction whose base is not
read is counted apart (no cells): its other words are another slot's business.

    JUDGE_APP_DATA_DIR=$(mktemp -d) python benchmarks/amount_slot_audit.py [--list] [--limit N]

prints the cells by form and by construction kind, and with ``--list`` the cells not right.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scenarios.cards.grammar.parser import NotRead, grammar
from scenarios.cards.grammar.reader import read_ability

AMOUNT_SLOTS = frozenset({"number", "NUMBER", "NUMWORD"})
"""The symbols that are an amount where they stand in an expansion."""

SAMPLES = {
    "NUMBER": "2",
    "NUMWORD": "two",
    "STATUS": "anchored",
    "SUBTYPE": "Animal",
    "SUBTYPES": "Animals",
    "PHASE": "Dusk",
    "TERRAIN": "{V}",
    "MANA": "{1}",
    "ICON": "{J}",
    "KEYWORD": "Defender",
    "NUMBERED_KEYWORD": "Tough",
    "COUNTER_NAME": "Sap",
    "TOKEN_NAME": "[Brassbug 2/2/2]",
    "X_PLUS": "X+1",
    "DIE_RANGE": "1-3",
    "STAT_CHANGE": "+1/+1/+1",
    "STAT_DELTA": "+1",
    "DASH": "\u2014",
    "TAP": "{T}",
    "SUPPORT": "{I}",
    "DISCARD_ME": "{D}",
}
"""One example of each named word kind the lexer gives (``grammar/lexer.py``)."""

SAID_AS = {
    "object": "target Character",
    "object_desc": "Character",
    "plural_desc": "Characters",
    "counted": "Character you control",
    "counted_many": "Characters you control",
    "card_word": "cards",
    "boost_word": "boosts",
    "counter_word": "counters",
    "token_word": "tokens",
    "place": "my Expedition",
    "step": "draw a card",
    "you_step": "draw a card",
    "chain": "draw a card",
    "player": "target opponent",
}
"""Nonterminals said by a plain example rather than their shortest words (the shortest object
is "them", a pronoun with nothing to name; the shortest step a keyword)."""

STEP_ORIGINS = frozenset(
    {"you_step", "object_step", "player_step", "step", "chain", "clause", "static_after"}
)
"""Constructions that are steps (or say a step's amount): the forms said after a step
("for each", a maximum, "where X is") are tried on them; a number inside a description or
a condition (a cost ceiling, "with a base statistic of 2") takes the forms said in place."""

AMOUNT_KEYS = frozenset(
    {
        "amount",
        "per",
        "per_most",
        "per_every",
        "per_plus",
        "max_total",
        "x_count",
        "times",
        "x_is",
        "x_chooses",
        "choose_count",
    }
)
"""A step's fields that say its amount (``scenarios/cards/step_extras.py``, 6.5.i)."""


@dataclass(frozen=True)
class Form:
    """One form of the amount: what stands in the slot, what follows the construction, the
    step said before it, and the amount field the reading must give (``""``: none more than
    the base's)."""

    name: str
    slot: str
    after: str = ""
    before: str = ""
    gives: str = ""
    steps_only: bool = True
    fronted: bool = False  # ``before`` is the count itself ("For each …, [step]"), no step


FORMS = (
    Form("word", "two", steps_only=False),
    Form("for each", "1", " for each Character you control", gives="per"),
    Form(
        "for each, max",
        "1",
        " for each Character you control, up to a max of 3",
        gives="per_most|max_total",
    ),
    Form("where X", "X", ", where X is the number of Characters you control", gives="per|x_is"),
    Form(
        "this way (sacrificed)",
        "1",
        " for each Character sacrificed this way",
        "Sacrifice any number of Characters. ",
        gives="per|x_is",
    ),
    Form(
        "this way (discarded)",
        "1",
        " for each card discarded this way",
        "Discard any number of cards from your hand. ",
        gives="per|x_is",
    ),
    Form(
        "this way, max",
        "1",
        " for each Character sacrificed this way, up to a max of 2",
        "Sacrifice any number of Characters. ",
        gives="per_most|max_total",
    ),
    Form(
        "this way, two each",
        "2",
        " for each Character sacrificed this way",
        "Sacrifice any number of Characters. ",
        gives="per|x_is",
    ),
    Form(
        "this way (sent)",
        "1",
        " for each Character sent this way",
        "Send any number of Characters you control to Reserve. ",
        gives="per|x_is",
    ),
    Form(
        "for each, before",
        "1",
        "",
        "For each Character you control, ",
        gives="per|x_is",
        fronted=True,
    ),
    Form("that many", "that many", "", "Sacrifice any number of Characters. ", gives="per|x_is"),
    # counters on other objects (2.5.c, 6.5.i): summed over a group, as "per [group]" counts it
    Form(
        "for each counter on a group",
        "1",
        " for each Ember counter on cards you control",
        gives="per",
    ),
    Form("per boost on a group", "1", " per boost on Characters you control", gives="per"),
    Form(
        "where X, counters on a group",
        "X",
        ", where X is the number of Ember counters on Characters you control",
        gives="per|x_is",
    ),
)


# ------------------------------------------------------------------ sentences from the grammar
def _name(sym: Any) -> str:
    return str(sym.name)


def _terminal_words(lark: Any) -> dict[str, str]:
    words: dict[str, str] = {}
    for t in lark.terminals:
        if t.pattern.type == "str":
            words[t.name] = str(t.pattern.value)
    words.update(SAMPLES)
    return words


def _shortest(lark: Any, words: dict[str, str]) -> dict[str, list[str]]:
    """Each nonterminal's shortest expansion in words (a fixpoint over the rules)."""
    best: dict[str, list[str]] = {k: v.split() for k, v in SAID_AS.items()}
    changed = True
    while changed:
        changed = False
        for rule in lark.rules:
            parts = _parts(rule.expansion, best, words)
            if parts is None:
                continue
            out = [w for p in parts for w in p]
            o = _name(rule.origin)
            if o in SAID_AS:
                continue
            if o not in best or len(out) < len(best[o]):
                best[o] = out
                changed = True
    return best


def _parts(
    expansion: list[Any], best: dict[str, list[str]], words: dict[str, str]
) -> list[list[str]] | None:
    """The words of each symbol of ``expansion``, or ``None`` if one has none yet."""
    names = [_name(s) for s in expansion]
    out: list[list[str]] = []
    for i, sym in enumerate(expansion):
        if _the_word(names, i):
            out.append(["number"])
            continue
        got = _words_of(sym, best, words)
        if got is None:
            return None
        out.append(got)
    return out


def _contexts(
    lark: Any, best: dict[str, list[str]], words: dict[str, str]
) -> dict[str, tuple[list[str], list[str]]]:
    """Each nonterminal's shortest context from the start rule: the words before and after."""
    ctx: dict[str, tuple[list[str], list[str]]] = {"start": ([], [])}
    changed = True
    while changed:
        changed = False
        for rule in lark.rules:
            o = _name(rule.origin)
            if o not in ctx:
                continue
            left, right = ctx[o]
            syms = rule.expansion
            parts = _parts(syms, best, words)
            if parts is None:
                continue
            for i, sym in enumerate(syms):
                if sym.is_term:
                    continue
                n = _name(sym)
                new = (
                    left + [w for p in parts[:i] for w in p],
                    [w for p in parts[i + 1 :] for w in p] + right,
                )
                old = ctx.get(n)
                if old is None or len(new[0]) + len(new[1]) < len(old[0]) + len(old[1]):
                    ctx[n] = new
                    changed = True
    return ctx


def _the_word(names: list[str], i: int) -> bool:
    """Whether ``NUMBER`` at ``i`` is the word "number" ("the number of": the lexer gives the
    word and a digit one kind), not a digit."""
    return names[i] == "NUMBER" and (names[i - 1 : i] == ["THE"] or names[i + 1 : i + 2] == ["OF"])


def _words_of(sym: Any, best: dict[str, list[str]], words: dict[str, str]) -> list[str] | None:
    n = _name(sym)
    if sym.is_term:
        return [words[n]] if n in words else None
    return best.get(n)


@dataclass(frozen=True)
class Construction:
    """One rule with an amount slot, said as ``left + words + right`` with the slot at
    ``words[slot]``."""

    rule: str
    origin: str
    left: tuple[str, ...]
    words: tuple[str, ...]
    slot: int
    right: tuple[str, ...]

    def said(self, filler: str, after: str = "", before: str = "") -> str:
        mine = [*self.words[: self.slot], filler, *self.words[self.slot + 1 :]]
        text = " ".join(self.left) + " " + before + " ".join(mine) + after
        return _tidy(text + " " + " ".join(self.right))


def _tidy(text: str) -> str:
    for p in (".", ",", ":"):
        text = text.replace(f" {p}", p)
    return " ".join(text.split()).replace("..", ".")


def constructions() -> list[Construction]:
    """Every rule of the grammar with an amount slot, with its sentence."""
    lark = grammar()
    words = _terminal_words(lark)
    best = _shortest(lark, words)
    ctx = _contexts(lark, best, words)
    found: dict[tuple[str, tuple[str, ...]], Construction] = {}
    for rule in lark.rules:
        names = [_name(s) for s in rule.expansion]
        slots = [i for i, n in enumerate(names) if n in AMOUNT_SLOTS and not _the_word(names, i)]
        o = _name(rule.origin)
        if not slots or o not in ctx or o == "number":
            continue
        parts = _parts(rule.expansion, best, words)
        if parts is None:
            continue
        at = slots[0]
        before = [w for p in parts[:at] for w in p]
        after = [w for p in parts[at + 1 :] for w in p]
        name = str(rule.alias or o)
        c = Construction(
            name, o, tuple(ctx[o][0]), (*before, "1", *after), len(before), tuple(ctx[o][1])
        )
        found.setdefault((name, c.words), c)
    return sorted(found.values(), key=lambda c: (c.rule, c.words))


# ------------------------------------------------------------------ reading and judging
def _read(text: str) -> tuple[str, Any]:
    try:
        return "read", json.loads(json.dumps(read_ability(text), default=str))
    except NotRead as exc:
        return "refused", exc.reason
    except Exception as exc:
        return "crash", f"{type(exc).__name__}: {exc}"


def _steps(reading: Any) -> list[dict[str, Any]]:
    """The steps of a reading, in order (any list of dicts with an ``action``)."""
    out: list[dict[str, Any]] = []

    def walk(x: Any) -> None:
        if isinstance(x, dict):
            if "action" in x:
                out.append(x)
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(reading)
    return out


def _without_amounts(reading: Any) -> Any:
    """``reading`` without its amounts and with its steps in one list, in order (a counted
    step may say as its ``then`` the step it counts; the order of the steps is kept)."""
    steps = [
        {k: v for k, v in step.items() if k not in AMOUNT_KEYS and k != "then"}
        for step in _steps(reading)
    ]
    return [_skeleton(reading), steps]


def _skeleton(reading: Any) -> Any:
    if isinstance(reading, dict):
        if "action" in reading:
            return "step"
        return {k: _skeleton(v) for k, v in reading.items()}
    if isinstance(reading, list):
        return [s for s in (_skeleton(v) for v in reading) if s != "step"]
    return reading


def _own(step: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in step.items() if k != "then"}


def judge(base: Any, reading: Any, form: Form) -> bool:
    """Whether ``reading`` is ``base`` but for one step's amount, which has ``form.gives``."""
    if _without_amounts(base) != _without_amounts(reading):
        return False
    mine, theirs = _steps(reading), _steps(base)
    changed = [m for m, t in zip(mine, theirs, strict=False) if _own(m) != _own(t)]
    return len(changed) == 1 and any(g in changed[0] for g in form.gives.split("|"))


def _numbers_said(reading: Any) -> Any:
    """``reading`` with "two" said as "2" in its words (a condition kept as its words)."""
    return json.loads(json.dumps(reading).replace("two", "2").replace("Two", "2"))


def cells(cons: Iterable[Construction]) -> Iterable[tuple[Construction, str, str, str]]:
    """(construction, form, verdict, text) for each cell; verdict ``base refused`` once for a
    construction whose base (``2`` in the slot) is not read."""
    for c in cons:
        steps = c.origin in STEP_ORIGINS
        first = _read(c.said("2"))
        if first[0] != "read":
            yield c, "", "base refused", c.said("2")
            continue
        bases: dict[str, tuple[str, Any]] = {}
        for form in FORMS:
            if form.steps_only and not steps:
                continue
            text = c.said(form.slot, form.after, form.before)
            got, reading = _read(text)
            if got != "read":
                yield c, form.name, got, text
                continue
            if form.name == "word":
                ok = _numbers_said(reading) == _numbers_said(first[1])
            else:
                before = "" if form.fronted else form.before
                if before not in bases:
                    one = _read(c.said("1", before=before))
                    # "sacrifice 1 Characters" is not said: the base is then "2" in the slot
                    bases[before] = one if one[0] == "read" else _read(c.said("2", before=before))
                kind, base = bases[before]
                ok = kind == "read" and judge(base, reading, form)
            yield c, form.name, "right" if ok else "wrong", text


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--list", action="store_true", help="list the cells not read right")
    ap.add_argument("--limit", type=int, default=0, help="only the first N constructions")
    ap.add_argument("--rule", default="", help="only constructions whose rule has this")
    args = ap.parse_args(argv)
    cons = [c for c in constructions() if args.rule in c.rule]
    if args.limit:
        cons = cons[: args.limit]
    by_form: dict[str, Counter[str]] = {}
    by_kind: dict[str, Counter[str]] = {}
    total: Counter[str] = Counter()
    missed: list[str] = []
    apart = 0
    for c, form, verdict, text in cells(cons):
        if verdict == "base refused":
            apart += 1
            if args.list and c.origin in STEP_ORIGINS:
                missed.append(f"  base not read {c.rule:30} {text}")
            continue
        total[verdict] += 1
        by_form.setdefault(form, Counter())[verdict] += 1
        kind = "step" if c.origin in STEP_ORIGINS else "in place"
        by_kind.setdefault(kind, Counter())[verdict] += 1
        if verdict != "right":
            missed.append(f"  {verdict:8} {c.rule:34} {form:22} {text}")
    heads = ("right", "wrong", "refused", "crash")
    print(f"amount slot matrix: {len(cons)} constructions with a number ({apart} base not read)")
    print(f"  cells: {sum(total.values())}: " + ", ".join(f"{h} {total[h]}" for h in heads))
    print("  by form:")
    for form in [f.name for f in FORMS]:
        got = by_form.get(form, Counter())
        print(f"    {form:24} " + "  ".join(f"{h} {got[h]:3}" for h in heads))
    print("  by construction kind:")
    for kind, got in sorted(by_kind.items()):
        print(f"    {kind:24} " + "  ".join(f"{h} {got[h]:3}" for h in heads))
    if args.list:
        print("\n".join(missed))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
