"""The OBJECT slot matrix (issue 30, gram41): every construction of the card grammar that has
an object slot, crossed with every object form, each cell judged right / wrong / refused /
crash.

    .venv/bin/python benchmarks/object_slot_matrix.py [--list] [--construction WORDS] [--sample N]

The constructions are not listed by hand: they are the expansions of the loaded grammar
(``parser.grammar().rules``) with a symbol of the object slot kind in them — ``object`` (what
a step acts on, 2.1, 6.5.b), ``object_desc`` / ``plural_desc`` (a description after a
determiner, or a passive's / restriction's group, 2.3.1.a, 1.4.1.a), ``counted`` /
``counted_many`` (what "for each" and "X is the number of" count, 6.5.i) — plus, as
"narrow", the expansions that print an object noun as literal words instead ("a"
"character", "target" "expedition"). Each construction becomes a sentence: the shortest words
the grammar derives around it (a shortest context from ``start``) and inside it (a shortest
derivation of every other symbol), its slot filled with the plain filler ("target
Character", "Character", "Characters"). A construction whose plain sentence is not read and
run is left out (its other words, not its object, stop it) and counted apart.

The forms (:data:`FORMS`) are the object forms the grammar reads somewhere and those the
development sets print unread: lists across zones and kinds, described groups, negation,
a token named with its type words, an Expedition where a card object must be (which must be
refused: right when refused, 1.2.3). A cell's sentence is the
construction's plain sentence with the form in the slot (said as the slot wants it: a
whole object, a description after a determiner, a plural group). Verdicts: **right** (read,
the form's facts found in the reading, read back by the writer to the same reading, run by
the engine); **wrong** (read and run, a fact of the form missing: the words read as
something else); **refused** (not read or not run); **crash** (the reader failed).
"""

from __future__ import annotations

import argparse
import heapq
import json
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, grammar_alone

from scenarios.cards.grammar.parser import NotRead, grammar
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.coverage import round_trip

SLOTS: dict[str, str] = {
    "object": "np",
    "object_desc": "desc",
    "plural_desc": "plural",
    "counted": "desc",
    "counted_many": "plural",
}
"""The object slot kind's symbols, and how a form is said in each."""

PLAIN = {"np": "target character", "desc": "character", "plural": "characters"}

OBJECT_NOUNS = frozenset(
    {
        "CHARACTER",
        "CHARACTERS",
        "PERMANENT",
        "PERMANENTS",
        "SPELL",
        "SPELLS",
        "CARD",
        "CARDS",
        "LANDMARK",
        "LANDMARKS",
        "TOKEN",
        "TOKENS",
        "EXPEDITION",
        "EXPEDITIONS",
    }
)
"""Object nouns (2.2.1, 1.2.3): a construction printing one as a literal word has a narrow
object filler."""

SAMPLES: dict[str, str] = {
    "STATUS": "anchored",
    "NON_STATUS": "non-anchored",
    "KEYWORD": "[[defender]]",
    "NON_KEYWORD": "non-gigantic",
    "NUMBERED_KEYWORD": "[[tough]]",
    "SUBTYPE": "animal",
    "SUBTYPES": "animals",
    "PHASE": "dusk",
    "TERRAIN": "{v}",
    "NUMBER": "2",
    "NUMWORD": "two",
    "MANA": "{1}",
    "ICON": "{j}",
    "TAP": "{t}",
    "DISCARD_ME": "{d}",
    "SUPPORT": "{i}",
    "DASH": "—",
    "COUNTER_NAME": "sap",
    "DIE_RANGE": "1-3",
    "X_PLUS": "x+2",
    "TOKEN_NAME": "[brassbug 2/2/2]",
}
"""A word of each word class of the lexer (lexer.py), for the generated sentences."""


@dataclass(frozen=True)
class Form:
    """An object form: how it is said as a whole object, after a determiner, as a plural
    group; the facts (words of the reading, as JSON) a right reading has."""

    name: str
    np: str
    desc: str
    plural: str
    facts: tuple[str, ...]
    """Each fact: words of which one ("a|b") is in the reading."""
    refuse: bool = False
    """A form no card object can be (an Expedition, 1.2.3): right when refused."""


FORMS: tuple[Form, ...] = (
    Form("plain", "target character", "character", "characters", ("character",)),
    Form(
        "controller",
        "target character you control",
        "character you control",
        "characters you control",
        ('"you"|you_control',),
    ),
    Form(
        "opponents' group",
        "target permanent an opponent controls",
        "permanent an opponent controls",
        "permanents your opponents control",
        ("permanent", "opponent"),
    ),
    Form(
        "negated controller",
        "target character you don't control",
        "character you don't control",
        "characters you don't control",
        ("not|opponent",),
    ),
    Form(
        "negated boosts",
        "target character with no boosts",
        "character with no boosts",
        "characters with no boosts",
        ("without", "boosted"),
    ),
    Form(
        "where (facing)",
        "each character in the expedition facing me",
        "character in the expedition facing me",
        "characters in the expedition facing me",
        ("facing",),
    ),
    # a place the text names (issue 31 review: never silently dropped — read, or refused)
    Form(
        "where (my Expedition)",
        "target character in my expedition",
        "character in my expedition",
        "characters in my expedition",
        ("my_expedition",),
    ),
    Form(
        "where (your Reserve)",
        "target character in your reserve",
        "character in your reserve",
        "characters in your reserve",
        ("reserve",),
    ),
    Form(
        "where (in play or in Reserve)",
        "target character in play or in reserve",
        "character in play or in reserve",
        "characters in play or in reserve",
        ("reserve",),
    ),
    Form(
        "played from Reserve",
        "a character you play from your reserve",
        "character you play from your reserve",
        "characters you play from your reserve",
        ("reserve",),
    ),
    Form(
        "zones list",
        "up to two target cards you control or in your reserve",
        "card you control or in your reserve",
        "cards you control or in your reserve",
        ("reserve", '"you"|you_control'),
    ),
    Form(
        "kinds list",
        "a character or a permanent",
        "character or permanent",
        "characters or permanents",
        ("character", "permanent"),
    ),
    Form(
        "two targets",
        "target character and target permanent",
        "character and permanent",
        "characters and permanents",
        ("character", "permanent"),
    ),
    Form(
        "sub-type",
        "target animal",
        "animal character",
        "animal characters",
        ("animal",),
    ),
    Form(
        "token with type words",
        "a brassbug character",
        "brassbug character",
        "brassbug characters",
        ("brassbug",),
    ),
    # objects outside play (3.2.3, 3.2.10): a card named by its type, in a discard pile or Reserve
    Form(
        "typed card from discard pile",
        "a permanent card from your discard pile",
        "permanent card from your discard pile",
        "permanent cards from your discard pile",
        ("permanent", "discard"),
    ),
    Form(
        "typed cards in Reserve",
        "a character card in your reserve",
        "character card in your reserve",
        "character cards in your reserve",
        ("character", "reserve"),
    ),
    Form(
        "expedition",
        "target expedition",
        "expedition",
        "expeditions",
        ("expedition",),
        refuse=True,
    ),
)


@dataclass(frozen=True)
class Construction:
    """One expansion of the grammar with an object slot (or a narrow literal object)."""

    origin: str
    alias: str
    said: str
    """The expansion as the grammar writes it."""
    slot_kind: str
    """np / desc / plural, or "narrow" for literal object words."""
    before: tuple[str, ...]
    after: tuple[str, ...]
    """The words around the slot (the whole sentence for a narrow one)."""

    def sentence(self, form: Form | None) -> str:
        if self.slot_kind == "narrow" or form is None:
            filler = PLAIN.get(self.slot_kind, "")
        else:
            filler = getattr(form, self.slot_kind)
        words = [*self.before, *filler.split(), *self.after]
        text = " ".join(w for w in words if w)
        return _tidy(text)


def _tidy(text: str) -> str:
    for mark in (".", ",", ":"):
        text = text.replace(f" {mark}", mark)
    text = text[0].upper() + text[1:] if text else text
    return text if text.endswith((".", "—")) else text + "."


# ----------------------------------------------------------------- shortest derivations


def _terminal_word(lark: Any, name: str) -> str | None:
    if name in SAMPLES:
        return SAMPLES[name]
    for term in lark.terminals:
        if term.name == name:
            if term.pattern.type == "str":
                return str(term.pattern.value)
            return None
    return None


def _shortest(lark: Any) -> dict[str, tuple[str, ...]]:
    """The shortest words each nonterminal derives (a fixed point over the rules)."""
    best: dict[str, tuple[str, ...]] = {}
    changed = True
    while changed:
        changed = False
        for rule in lark.rules:
            words: list[str] = []
            for sym in rule.expansion:
                if sym.is_term:
                    word = _terminal_word(lark, sym.name)
                    if word is None:
                        break
                    words.append(word)
                elif sym.name in best:
                    words.extend(best[sym.name])
                else:
                    break
            else:
                origin = rule.origin.name
                if origin not in best or len(words) < len(best[origin]):
                    best[origin] = tuple(words)
                    changed = True
    return best


def _contexts(
    lark: Any, short: dict[str, tuple[str, ...]]
) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """For each nonterminal, the shortest words around it in a sentence from ``start``."""
    ctx: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {"start": ((), ())}
    by_origin: dict[str, list[Any]] = defaultdict(list)
    for rule in lark.rules:
        by_origin[rule.origin.name].append(rule)
    queue: list[tuple[int, str]] = [(0, "start")]
    done: set[str] = set()
    while queue:
        _, name = heapq.heappop(queue)
        if name in done:
            continue
        done.add(name)
        pre, post = ctx[name]
        for rule in by_origin[name]:
            syms = rule.expansion
            parts = [_said(lark, s, short) for s in syms]
            if any(p is None for p in parts):
                continue
            for i, sym in enumerate(syms):
                if sym.is_term or sym.name in done:
                    continue
                left = tuple(w for p in parts[:i] for w in p or ())
                right = tuple(w for p in parts[i + 1 :] for w in p or ())
                cand = (pre + left, right + post)
                if sym.name not in ctx or len(cand[0]) + len(cand[1]) < len(ctx[sym.name][0]) + len(
                    ctx[sym.name][1]
                ):
                    ctx[sym.name] = cand
                    heapq.heappush(queue, (len(cand[0]) + len(cand[1]), sym.name))
    return ctx


def _said(lark: Any, sym: Any, short: dict[str, tuple[str, ...]]) -> tuple[str, ...] | None:
    if sym.is_term:
        word = _terminal_word(lark, sym.name)
        return None if word is None else (word,)
    return short.get(sym.name)


def constructions() -> Iterator[Construction]:
    """Every expansion with an object slot, as a sentence around its slot."""
    lark = grammar()
    short = _shortest(lark)
    ctx = _contexts(lark, short)
    seen: set[tuple[str, ...]] = set()
    for rule in lark.rules:
        origin = rule.origin.name
        if origin not in ctx or origin in SLOTS:
            continue
        syms = list(rule.expansion)
        names = [s.name for s in syms]
        slot_at = next((i for i, n in enumerate(names) if n in SLOTS), None)
        narrow = slot_at is None and any(n in OBJECT_NOUNS for n in names)
        if slot_at is None and not narrow:
            continue
        parts = []
        for i, sym in enumerate(syms):
            if i == slot_at:
                parts.append(("<SLOT>",))
                continue
            said = _said(lark, sym, short)
            if said is None:
                break
            parts.append(said)
        else:
            pre, post = ctx[origin]
            words = [w for p in parts for w in p]
            if slot_at is None:
                before, after, kind = tuple(pre) + tuple(words) + tuple(post), (), "narrow"
            else:
                at = words.index("<SLOT>")
                before = tuple(pre) + tuple(words[:at])
                after = tuple(words[at + 1 :]) + tuple(post)
                kind = SLOTS[names[slot_at]]
            key = (*before, "|", *after, kind)
            if key in seen:
                continue
            seen.add(key)
            alias = str(rule.alias or origin)
            yield Construction(origin, alias, " ".join(names), kind, before, after)


# ----------------------------------------------------------------- judging


def _reading(text: str) -> tuple[str, Any]:
    try:
        return "read", read_ability(text)
    except NotRead as exc:
        return "refused", str(exc)
    except Exception as exc:  # a crash of the reader: a bug, said as such
        return "crash", f"{type(exc).__name__}: {exc}"


def runs(text: str) -> tuple[bool, str]:
    """Whether the grammar's reading of ``text`` is run by the engine (and why not)."""
    printed = grammar_alone(text)
    if printed.executable:
        return True, ""
    return False, next((a.reason for a in printed.abilities if a.reason), "not run")


def judge(c: Construction, form: Form, plain: Any) -> tuple[str, str]:
    """(verdict, why) of the cell (construction, form)."""
    text = c.sentence(form)
    state, reading = _reading(text)
    if state != "read":
        return ("right" if form.refuse and state == "refused" else state), str(reading)
    try:
        ok, why = runs(text)
    except Exception as exc:
        return "crash", f"{type(exc).__name__}: {exc}"
    if not ok:
        return ("right" if form.refuse else "refused"), why
    if form.refuse:
        return "wrong", f"read and run: {reading}"
    said = json.dumps(reading).lower()
    filler = getattr(form, c.slot_kind)
    # a description kept as its words (a count, a condition: compiled by the engine later)
    kept = filler in said or form.desc in said  # kept as its words (singular or plural)
    missing = [f for f in form.facts if not kept and not any(a in said for a in f.split("|"))]
    if missing or (form.name != "plain" and reading == plain):
        return "wrong", f"read {reading}, without {missing or 'the form'}"
    back = round_trip(text, reading)
    if back:
        return "refused", f"not read back: {back}"
    return "right", ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="list the cells not right")
    parser.add_argument("--construction", default="", help="only constructions containing this")
    parser.add_argument("--form", default="", help="only forms containing this")
    parser.add_argument("--sample", type=int, default=0, help="only the first N constructions")
    args = parser.parse_args()
    watch = Stopwatch()
    all_cons = [c for c in constructions() if args.construction in f"{c.origin} {c.alias} {c.said}"]
    if args.sample:
        all_cons = all_cons[: args.sample]
    kinds = Counter(c.slot_kind for c in all_cons)
    print(f"constructions with an object slot: {len(all_cons)} {dict(kinds)}")
    forms = [f for f in FORMS if args.form in f.name]
    by_form: dict[str, Counter[str]] = defaultdict(Counter)
    by_origin: dict[str, Counter[str]] = defaultdict(Counter)
    failing: list[tuple[Construction, Form, str, str]] = []
    playable = 0
    narrow_read = 0
    for c in all_cons:
        plain_text = c.sentence(None)
        state, plain = _reading(plain_text)
        if state == "read":
            ok, _ = runs(plain_text)
        else:
            ok = False
        if not ok:
            continue
        if c.slot_kind == "narrow":
            narrow_read += 1
            by_origin[f"{c.origin} (narrow)"]["narrow"] += 1
            if args.list:
                print(f"  narrow: {plain_text}   [{c.alias}: {c.said}]")
            continue
        playable += 1
        for form in forms:
            verdict, why = judge(c, form, plain)
            by_form[form.name][verdict] += 1
            by_origin[c.origin][verdict] += 1
            if verdict != "right":
                failing.append((c, form, verdict, why))
    print(
        f"with a plain sentence read and run: {playable} slotted, {narrow_read} narrow "
        f"(literal object words)"
    )
    _table("by form", by_form)
    _table("by construction", by_origin)
    total: Counter[str] = Counter()
    for counts in by_form.values():
        total.update(counts)
    cells = sum(total.values())
    print(
        f"cells: {cells}  right {total['right']}  wrong {total['wrong']}  "
        f"refused {total['refused']}  crash {total['crash']}"
    )
    if args.list:
        for c, form, verdict, why in failing:
            print(f"  {verdict:8} [{form.name}] {c.sentence(form)}   ({c.alias}) {why[:160]}")
    wall, cpu = watch.seconds()
    print(f"time: {wall:.0f} s wall, {cpu:.0f} s CPU")


def _table(title: str, rows: dict[str, Counter[str]]) -> None:
    print(f"{title:34} right  wrong  refused  crash  narrow")
    for name in sorted(rows):
        n = rows[name]
        print(
            f"  {name[:32]:32} {n['right']:5}  {n['wrong']:5}  {n['refused']:7}  "
            f"{n['crash']:5}  {n['narrow']:6}"
        )


if __name__ == "__main__":
    main()
