"""Does the reader read the same steps said in another order, voice or clause? (issue 30)

    .venv/bin/python benchmarks/syntax_audit.py --sets ../shared/cards/sets [--list N]
        [--only DIMENSION]

A generative audit of sentence syntax. It takes the abilities the reader executes in the
sets it was built on (CORE and BISE; ALIZE is held out and never read here) and rewrites each
sentence mechanically into the other syntactic forms a designer could print for the same
steps — never new words for a meaning, only the same parts in another arrangement:

- ORDER: a condition after its effect ("X if Y" for "If Y, X", and back), a place said first
  ("In target Expedition, create …"), a time said first ("This turn, the next Spell you play
  …", "After Rest, …", "During the first Day, …"), the object before the place ("Send target
  Character to Reserve" for "Send to Reserve target Character");
- VOICE: the passive of an atomic action done to an object ("Target Character is sent to
  Reserve"; 7.3), who controls or plays an object said as a participle ("Characters
  controlled by you", "the next Spell played by you"; 1.2.5), the object as the indirect
  object of "give" ("Give 2 boosts to target Character", "Give target Character
  [[Anchored]]"; 7.3.15, 7.3.16), the controller moving an Expedition ("Move target
  Expedition forward one region"; 7.3.25);
- CLAUSE: a relative clause for a filter ("a Character whose Hand Cost is {3} or less",
  "a Character that is [[Asleep]]"; 6.5.b), an infinitive of purpose ("costs {1} less to
  play"; 5.1.2), "where X is …" as a sentence of its own;
- LISTS: the items of a list in another order ("loses [[Fleeting]] and gains 2 boosts",
  "target Permanent or Character");
- STEPS JOINED: ", then" / ". Then," / "and then" between steps (6.1.c), ", otherwise" /
  ". Otherwise," (6.5.d).

Each variant replaces its ability in the card, the card is read and compiled, and its compiled
fields (printed words aside, as ``paraphrase_bench.py`` compares them) are compared with the
original's: **same** (read to the same reading), **read differently** (a precision defect:
must stay 0 where the variant keeps the meaning), **not read**. Printed per dimension.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer
from paraphrase_bench import _cards, _reading

from scenarios.cards.printed import PrintedCard

BUILT_ON = ("_CORE_", "_BISE_")
"""The sets the reader was built on: their abilities are the audit's material (the held-out
set's are never read)."""

Variants = Callable[[str], Iterator[str]]

_PLACES = (
    r"target Expedition|my Expedition|each of your Expeditions|your other Expedition"
    r"|your \w+ Expedition"
)
_PLURAL = re.compile(r"\b(up to (?!one)\w+|all|each of|Characters|Permanents|cards|them)\b")


def _low(text: str) -> str:
    """``text`` as the rest of a sentence: its first letter lower-case, but "I", a keyword
    ``[…]`` or a symbol ``{…}``."""
    if text[:2] in ("I ", "I'") or text[:1] in "[{":
        return text
    return text[:1].lower() + text[1:]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _be(subject: str) -> str:
    return "are" if _PLURAL.search(subject) else "is"


# ---------------------------------------------------------------- ORDER
def condition_after(s: str) -> Iterator[str]:
    """ "If Y, X" -> "X if Y" (and "Unless Y, X" -> "X unless Y")."""
    m = re.fullmatch(r"(If|Unless) ([^,]+), (.+)", s)
    if m and not re.match(r"you (do|don't|can't)\b", m[2]) and "otherwise" not in m[3].lower():
        yield f"{_cap(m[3])} {m[1].lower()} {m[2]}"


def condition_before(s: str) -> Iterator[str]:
    """ "X if Y" -> "If Y, X" (a static or step whose condition is printed after it)."""
    m = re.fullmatch(r"([^,]+?) (if|unless) ([^,]+)", s)
    if m and not m[1].lower().startswith(("if ", "when", "at ", "you can only")):
        yield f"{_cap(m[2])} {m[3]}, {_low(m[1])}"


def place_first(s: str) -> Iterator[str]:
    """ "Create … token in [place]" -> "In [place], create … token"."""
    m = re.fullmatch(rf"(Create .+? tokens?) in ({_PLACES})", s)
    if m:
        yield f"In {m[2]}, {_low(m[1])}"


def time_first(s: str) -> Iterator[str]:
    """A duration or a moment said first: "This turn, the next …", "After Rest, …"."""
    m = re.fullmatch(r"The next (.+?) this (turn|Day|Morning|Noon|Afternoon|Dusk|Night) (.+)", s)
    if m:
        yield f"This {m[2]}, the next {m[1]} {m[3]}"
    m = re.fullmatch(r"(.+) (this Day|after Rest|during the first Day)", s)
    if m and not s.startswith("The next"):
        yield f"{_cap(m[2])}, {_low(m[1])}"


def object_before_place(s: str) -> Iterator[str]:
    """ "Send to Reserve [object]" -> "Send [object] to Reserve"."""
    m = re.fullmatch(r"(Send|send) to Reserve (.+?)((?:, where .+)?)", s)
    if m:
        yield f"{m[1]} {m[2]} to Reserve{m[3]}"


# ---------------------------------------------------------------- VOICE
_DONE = {
    "Send": ("sent", r" to (Reserve|its owner's Reserve)"),
    "Return": ("returned", r" to (its owner's hand|their owner's hand)"),
    "Exhaust": ("exhausted", ""),
    "Ready": ("readied", ""),
    "Discard": ("discarded", ""),
}


def passive(s: str) -> Iterator[str]:
    """An atomic action done to an object in the passive: "[object] is sent to Reserve"."""
    for verb, (done, rest) in _DONE.items():
        m = re.fullmatch(rf"{verb} ((?:target|up to|it|me|all|each)\b.*?){rest}", s)
        if m and " from " not in m[1] and "," not in m[1]:
            subject = "I am" if m[1] == "me" else f"{_cap(m[1])} {_be(m[1])}"
            tail = m[0][len(verb) + 1 + len(m[1]) :]
            yield f"{subject} {done}{tail}"


def give_to(s: str) -> Iterator[str]:
    """Boosts and statuses as what is given: "Give 2 boosts to [object]", "Give [object]
    [[S]]" for "[object] gains …" / "Give [object] 2 boosts" / "Have [object] gain …"."""
    m = re.fullmatch(r"(Target .+?|It|Up to one target .+?) gains (\w+ boosts?)", s)
    if m:
        yield f"Give {m[2]} to {_low(m[1])}"
    m = re.fullmatch(r"(Target .+?|It|Up to one target .+?) gains (\[\[\w+\]\])", s)
    if m:
        yield f"Give {m[2]} to {_low(m[1])}"
        yield f"Give {_low(m[1])} {m[2]}"
    m = re.fullmatch(r"(You may )?(?:give|Give) (.+?) (\w+ boosts?)", s)
    if m and " to " not in m[2]:
        yield f"{m[1] or ''}{'give' if m[1] else 'Give'} {m[3]} to {m[2]}"
    m = re.fullmatch(r"(You may )?(?:have|Have) (.+?) gain (\[\[\w+\]\]|\w+ boosts?)", s)
    if m and not re.search(r"\b(and|lose|gain)\b", m[2]):
        yield f"{m[1] or ''}{'give' if m[1] else 'Give'} {m[3]} to {m[2]}"
    m = re.fullmatch(r"The next (.+?) gains (\w+ boosts?|\[\[\w+\]\])", s)
    if m:
        yield f"Give {m[2]} to the next {m[1]}"


_PARTICIPLES = (
    (r"\b(Characters?|Permanents?|cards?|Spells?|tokens?) you control\b", r"\1 controlled by you"),
    (
        r"\b(Characters?|Permanents?|cards?) your opponents control\b",
        r"\1 controlled by your opponents",
    ),
    (r"\b(Characters?|Permanents?) controlled by target player\b", r"\1 target player controls"),
    (r"\b(The next \w+) you play\b", r"\1 played by you"),
)


def participle(s: str) -> Iterator[str]:
    """Who controls or plays a described object in the other voice: "Characters controlled
    by you" for "Characters you control", "the next Spell played by you" (1.2.5, 5.1)."""
    for pattern, other in _PARTICIPLES:
        changed = re.sub(pattern, other, s, count=1)
        if changed != s:
            yield changed


def move_expedition(s: str) -> Iterator[str]:
    """ "Target Expedition moves forward one region" -> "Move target Expedition forward one
    region"."""
    m = re.fullmatch(r"(Target Expedition|My Expedition) moves (forward|backwards?) (.+)", s)
    if m:
        yield f"Move {_low(m[1])} {m[2]} {m[3]}"


# ---------------------------------------------------------------- CLAUSE
def relative_clause(s: str) -> Iterator[str]:
    """A filter as a relative clause: "whose Hand Cost is {3} or less", "that costs {3} or
    less", "that is [[Asleep]]"."""
    pattern = r"with (a total )?Hand Cost (\{\w+\} or (?:less|more))"
    m = re.search(pattern, s)
    if m:
        total = "total " if m[1] else ""
        yield s[: m.start()] + f"whose {total}Hand Cost is {m[2]}" + s[m.end() :]
        if not m[1]:
            plural = s[: m.start()].rstrip().endswith("s")
            cost = "cost" if plural else "costs"
            yield s[: m.start()] + f"that {cost} {m[2]}" + s[m.end() :]
    m = re.search(r"\b(target|a|an) (\[\[\w+\]\]) (Character|Permanent)\b", s)
    if m:
        yield s[: m.start()] + f"{m[1]} {m[3]} that is {m[2]}" + s[m.end() :]


def to_play(s: str) -> Iterator[str]:
    """An infinitive of purpose: "costs {1} less to play"."""
    m = re.fullmatch(r"(.+ costs \{\w+\} (?:less|more))", s)
    if m:
        yield f"{m[1]} to play"


def where_apart(s: str) -> Iterator[str]:
    """ ", where X is …" as a sentence of its own (the X of the step before it)."""
    m = re.fullmatch(r"(.+), where X is (.+)", s)
    if m:
        yield f"{m[1]}. X is {m[2]}"


# ---------------------------------------------------------------- LISTS
def list_order(s: str) -> Iterator[str]:
    """The items of a list in another order (types, statuses, what one verb gives or
    takes)."""
    m = re.search(r"\b(Character|Permanent)s? or (Character|Permanent)s?\b", s)
    if m and m[1] != m[2]:
        a, b = m[0].split(" or ")
        yield s[: m.start()] + f"{b} or {a}" + s[m.end() :]
    m = re.search(r"(\[\[\w+\]\]) and (\[\[\w+\]\])", s)
    if m:
        yield s[: m.start()] + f"{m[2]} and {m[1]}" + s[m.end() :]
    m = re.fullmatch(r"(.+?) (gains?) (\w+ boosts?) and (loses?) (\[\[\w+\]\])", s)
    if m:
        yield f"{m[1]} {m[4]} {m[5]} and {m[2]} {m[3]}"


# ---------------------------------------------------------------- STEPS JOINED
def then_forms(s: str) -> Iterator[str]:
    """ ", then" between steps as ". Then," and as "and then"."""
    m = re.fullmatch(r"(.+?), then (.+)", s)
    # a step whose doer is said once for both ("Each player discards …, then draws …")
    # keeps it: only steps with their own subject or none are parted
    shared_doer = re.match(r"[a-z]+s\b", m[2]) if m else None
    if m and "," not in m[1] and not shared_doer:
        yield f"{m[1]}. Then, {m[2]}"
        yield f"{m[1]} and then {m[2]}"


def otherwise_apart(s: str) -> Iterator[str]:
    """ ", otherwise" as its own sentence "Otherwise, …"."""
    m = re.fullmatch(r"(If .+?), otherwise,? (.+)", s)
    if m:
        yield f"{m[1]}. Otherwise, {m[2]}"


DIMENSIONS: dict[str, tuple[str, list[Variants]]] = {
    "condition after": ("order", [condition_after]),
    "condition before": ("order", [condition_before]),
    "place first": ("order", [place_first]),
    "time first": ("order", [time_first]),
    "object before place": ("order", [object_before_place]),
    "passive": ("voice", [passive]),
    "give to": ("voice", [give_to]),
    "move an Expedition": ("voice", [move_expedition]),
    "participle": ("voice", [participle]),
    "relative clause": ("clause", [relative_clause]),
    "to play": ("clause", [to_play]),
    "where apart": ("clause", [where_apart]),
    "list order": ("lists", [list_order]),
    "then": ("joined", [then_forms]),
    "otherwise apart": ("joined", [otherwise_apart]),
}


def _head(ability: str) -> tuple[str, str]:
    """An ability as its trigger or cost (kept) and its effect (rewritten)."""
    m = re.match(r"(.*?\u2014\s*|\{[JHR]\}\s*|[^\"]*?\s?:\s+)(.*)", ability)
    if m and not m[1].startswith(("Choose", "•")):
        return m[1], m[2]
    return "", ability


def _sentences(effect: str) -> list[str]:
    return [p for p in re.split(r"(?<=\.)\s+", effect) if p]


def variants(ability: str, only: str | None = None) -> Iterator[tuple[str, str]]:
    """(dimension, the ability rewritten) for each sentence of ``ability`` each dimension
    rewrites."""
    if any(ch in ability for ch in '("•'):
        return
    head, effect = _head(ability)
    parts = _sentences(effect)
    for i, sentence in enumerate(parts):
        if not sentence.endswith("."):
            continue
        body = sentence[:-1]
        for name, (_, makers) in DIMENSIONS.items():
            if only and name != only:
                continue
            for make in makers:
                for changed in make(body):
                    rest = [*parts[:i], changed + ".", *parts[i + 1 :]]
                    yield name, head + " ".join(rest)
    if (only in (None, "then")) and len(parts) > 1:
        for i in range(len(parts) - 1):
            second = re.match(r"Then,? (.+)", parts[i + 1])
            if second and parts[i].endswith("."):
                joined = f"{parts[i][:-1]}, then {_low(second[1])}"
                yield "then", head + " ".join([*parts[:i], joined, *parts[i + 2 :]])


def _clean(text: str) -> str:
    return " ".join(text.replace("#", "").replace("[]", "").split())


def cases(
    cards: dict[str, PrintedCard], only: str | None
) -> Iterator[tuple[str, str, str, str, PrintedCard]]:
    """(dimension, reference, original ability, variant, the card with the variant) for
    every ability of the built-on sets' cards."""
    for ref, card in sorted(cards.items()):
        if not any(s in ref for s in BUILT_ON):
            continue
        for attr in ("main_text", "support_text"):
            text = getattr(card, attr) or ""
            abilities = re.split(r"\s{2,}", text)
            for k, ability in enumerate(abilities):
                for name, changed in variants(_clean(ability), only):
                    new = "  ".join([*abilities[:k], changed, *abilities[k + 1 :]])
                    changed_card = (
                        replace(card, main_text=new)
                        if attr == "main_text"
                        else replace(card, support_text=new)
                    )
                    yield name, ref, ability, changed, changed_card


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", type=Path, required=True, help="the folder of set files")
    parser.add_argument(
        "--list",
        type=int,
        default=0,
        help="print N variants not read / read differently per dimension",
    )
    parser.add_argument("--only", choices=sorted(DIMENSIONS), help="one dimension")
    args = parser.parse_args(argv)
    watch = Stopwatch()
    cards = _cards(args.sets)
    originals: dict[tuple[str, str], tuple[bool, object]] = {}
    tally: dict[str, Counter[str]] = {name: Counter() for name in DIMENSIONS}
    shown: dict[tuple[str, str], list[str]] = {}
    seen: set[tuple[str, str]] = set()
    for name, ref, ability, changed, card in cases(cards, args.only):
        if (name, changed) in seen:
            continue
        seen.add((name, changed))
        key = (ref, ability)
        if key not in originals:
            originals[key] = _reading(cards[ref])
        ok, meant = originals[key]
        if not ok:
            continue
        read, meaning = _reading(card)
        outcome = "not read" if not read else "same" if meaning == meant else "read differently"
        tally[name][outcome] += 1
        shown.setdefault((name, outcome), []).append(f"{_clean(ability)!r}\n        -> {changed!r}")
    total: Counter[str] = Counter()
    print(
        "syntax audit (issue 30): the built-on sets' executed abilities, each sentence in "
        "another order, voice or clause"
    )
    for name, (group, _) in DIMENSIONS.items():
        t = tally[name]
        total.update(t)
        asked = sum(t.values())
        print(
            f"  {group:7} {name:20} {asked:4} variants: same {t['same']:4} "
            f"({100 * t['same'] / max(asked, 1):5.1f}%), "
            f"read differently {t['read differently']:3}, "
            f"not read {t['not read']:4}"
        )
    asked = sum(total.values())
    print(
        f"all: {asked} variants: same {total['same']} "
        f"({100 * total['same'] / max(asked, 1):.1f}%), "
        f"read differently {total['read differently']}, not read {total['not read']}"
    )
    if args.list:
        for (name, outcome), lines in sorted(shown.items()):
            if outcome == "same":
                continue
            for line in lines[: args.list]:
                print(f"  [{name}: {outcome}] {line}")
    print(footer(watch))
    return 0


if __name__ == "__main__":
    sys.exit(main())
