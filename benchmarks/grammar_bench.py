"""How much of the card language the grammar reads (issue 30), with a set held out.

    .venv/bin/python benchmarks/grammar_bench.py ../shared/cards/sets/*_EN.json \\
        [--hold-out ALIZE] [--uniques 200] [--seed 30]

Prints, per set and for the sets built on / held out:
- definitions executable with the grammar first and the sentence patterns after it (the
  reader as shipped), and with the grammar alone;
- abilities the grammar reads whole that the patterns also read, and how many of those it
  reads differently (a disagreement is a precision problem of one of the two);
- the share of Unique abilities composed from the parts Commons and Rares print (their
  triggers, "If [condition]," conditions and outputs; parts that speak of a sentence before
  them — "If you do", "this way", "the result" — left out) as a Unique prints them — "[trigger]
  If [condition]: [output]" and "[trigger] If [condition]: [X], otherwise [Y]" — that
  execute (parts from the sets not held out only);
- with ``--breakdown``, the composed Uniques the grammar alone does not execute counted by
  the part refused — trigger, condition, the colon joining it, output, or their joining —
  and by grammar rule (unique_breakdown.py);
- the share of grammar rules with a reader test (tests/cards_grammar/test_rules.py) and a
  board test (tests/cards_grammar/test_board.py);
- what the grammar alone leaves, grouped by grammar rule (the rule read last before the
  word not read, or the rule that refused the meaning).

Hold one set out while building (its failures unseen), then report it: that is the figure
that says whether the reader reads the language or the sets it was built on.
"""

from __future__ import annotations

import argparse
import random
import re
import time
from collections import Counter
from contextlib import AbstractContextManager
from pathlib import Path

from _common import Stopwatch, footer, set_cards
from unique_breakdown import breakdown, composed_card

from scenarios.cards.grammar.coverage import rule_coverage, unread_by_rule
from scenarios.cards.grammar.first import grammar_ability, grammar_effects
from scenarios.cards.printed import PrintedCard, definition_key, printed_from_api, read_printed
from scenarios.cards.printed.abilities import read_ability as pattern_ability
from scenarios.cards.printed.abilities import read_keyword
from scenarios.cards.printed.clauses import NotUnderstood
from scenarios.cards.printed.effects import read_effect
from scenarios.cards.printed.reader import _is_passive as is_passive
from scenarios.cards.printed.text import clean, split_abilities


def definitions(path: Path) -> dict[tuple[object, ...], tuple[PrintedCard, str]]:
    """The distinct definitions of a set file, each with its print's rarity reference."""
    found: dict[tuple[object, ...], tuple[PrintedCard, str]] = {}
    for raw in set_cards(path):
        try:
            card = printed_from_api(raw)
        except ValueError:
            continue  # an unknown type: the import's business (issue 30, other part)
        rarity = str((raw.get("rarity") or {}).get("reference", ""))
        found.setdefault(definition_key(card), (card, rarity))
    return found


def _spells_compared(defs: list[PrintedCard]) -> tuple[int, int]:
    """Spell effects read by both readers: how many alike, how many differently."""
    same = differ = 0
    for card in defs:
        if card.type != "Spell":
            continue
        texts = [clean(t) for t in split_abilities(card.main_text)]
        texts = [t for t in texts if t and read_keyword(t) is None and not is_passive(t)]
        if not texts:
            continue
        steps, _ = grammar_effects(texts)
        if steps is None:
            continue
        try:
            pattern = [s for t in texts for s in read_effect(t)]
        except NotUnderstood:
            continue
        if _meaning(pattern) == _meaning(steps):
            same += 1
        else:
            differ += 1
    return same, differ


def _meaning(value: object) -> object:
    """A reading without the display text of its steps ("text" of a delayed step: the
    printed words, whose case the two readers keep differently)."""
    if isinstance(value, dict):
        return {k: _meaning(v) for k, v in value.items() if not (k == "text" and "action" in value)}
    if isinstance(value, list):
        return [_meaning(v) for v in value]
    return value


def set_figures(label: str, defs: list[PrintedCard]) -> Counter[str]:
    """Print the executable shares of ``defs``; return the grammar's reasons by rule."""
    started = time.perf_counter()
    shipped = [read_printed(c) for c in defs]
    elapsed = time.perf_counter() - started
    alone = [read_printed(c, patterns=False) for c in defs]
    n = max(len(defs), 1)
    ex = sum(r.executable for r in shipped)
    ex_alone = sum(r.executable for r in alone)
    abilities = [a for r in alone for a in r.abilities]
    read = sum(a.status == "executed" for a in abilities)
    same, differ = _spells_compared(defs)
    for card in defs:
        for printed in (*split_abilities(card.main_text), *split_abilities(card.support_text)):
            text = clean(printed)
            if not text or card.type == "Spell":
                continue
            g, _ = grammar_ability(text, support=False)
            if g is None or "keywords" in g:
                continue
            try:
                p = pattern_ability(text, support=False)
            except NotUnderstood:
                continue
            same, differ = (same + 1, differ) if _meaning(p) == _meaning(g) else (same, differ + 1)
    print(
        f"{label}: {len(defs)} definitions: executable {ex} ({100 * ex / n:.1f}%) "
        f"[{1000 * elapsed / n:.2f} ms each]; grammar alone {ex_alone} "
        f"({100 * ex_alone / n:.1f}%), abilities {read}/{len(abilities)} "
        f"({100 * read / max(len(abilities), 1):.1f}%); read by both {same + differ}, "
        f"read differently {differ}"
    )
    return unread_by_rule(defs)


_TRIGGER = re.compile(
    r"^(?P<trigger>\{[JHR]\}|(?:At|When|After) [^\u2014]+? \u2014) (?P<output>.+)$"
)
_CONDITION = re.compile(r"^If (?P<cond>(?!you do\b|you don't\b|you can't\b)[^,.:]+), (?P<rest>.+)$")


_FOLLOW_UP = re.compile(r"\bthis way\b|\bresult\b", re.IGNORECASE)
"""Parts that speak of a sentence before them, as "If you do" does: "When you reveal a card
this way" (the reveal a step of the card made), "If the result is 6+" / "If its Hand Cost is
equal to the die's result" (the roll before it, 7.3.33.a). Composed after any other trigger
they name nothing, so a Unique never prints them alone: left out of the parts."""


def unique_parts(defs: list[tuple[PrintedCard, str]]) -> tuple[list[str], list[str], list[str]]:
    """The triggers, conditions and outputs the Commons and Rares of ``defs`` print."""
    triggers: set[str] = set()
    conditions: set[str] = set()
    outputs: set[str] = set()
    for card, rarity in defs:
        if rarity not in ("COMMON", "RARE"):
            continue
        for printed in (*split_abilities(card.main_text), *split_abilities(card.support_text)):
            text = clean(printed)
            m = _TRIGGER.match(text)
            body = m["output"] if m else (text if card.type == "Spell" else "")
            if m and not _FOLLOW_UP.search(m["trigger"]):
                triggers.add(m["trigger"])
            c = _CONDITION.match(body)
            if c and not _FOLLOW_UP.search(c["cond"]):
                conditions.add(c["cond"])
            elif c:
                continue  # a follow-up condition's body is no output of its own either
            elif body and _is_output(body):
                outputs.add(body)
    return sorted(triggers), sorted(conditions), sorted(outputs)


def _is_output(body: str) -> bool:
    """Whether a printed body is an output (an effect): not a keyword line, not a whole
    ability of its own (a Spell's text may be "{I} When … — …" or "{D}: …"), not a
    follow-up that needs the sentence before it."""
    if read_keyword(body) is not None or "\u2014" in body or body.startswith("{"):
        return False
    return not body.lower().startswith(("otherwise", "if you"))


def compose_uniques(
    parts: tuple[list[str], list[str], list[str]], count: int, seed: int
) -> list[str]:
    """``count`` Unique abilities from the parts: half "[T] If [C]: [O]", half
    "[T] If [C]: [X], otherwise [Y]" (X and Y one sentence each)."""
    return [text for text, *_ in composed_uniques(parts, count, seed)]


def composed_uniques(
    parts: tuple[list[str], list[str], list[str]], count: int, seed: int
) -> list[tuple[str, str, str, list[str]]]:
    """:func:`compose_uniques` with each ability's parts: (text, trigger, condition, outputs)."""
    triggers, conditions, outputs = parts
    if not (triggers and conditions and outputs):  # a set too small to compose from
        return []
    one_sentence = [o for o in outputs if o.count(".") <= 1 and "\u2022" not in o]
    rng = random.Random(seed)
    found: list[tuple[str, str, str, list[str]]] = []
    for i in range(count):
        trigger, condition = rng.choice(triggers), rng.choice(conditions)
        if i % 2 == 0 or len(one_sentence) < 2:
            output = rng.choice(outputs)
            found.append((f"{trigger} If {condition}: {output}", trigger, condition, [output]))
            continue
        x, y = rng.sample(one_sentence, 2)
        text = f"{trigger} If {condition}: {x.rstrip('.')}, otherwise {y[0].lower()}{y[1:]}"
        found.append((text, trigger, condition, [x, y]))
    return found


def unique_figures(texts: list[str], parts: tuple[list[str], list[str], list[str]]) -> None:
    cards = [composed_card(t, f"Composed {i}") for i, t in enumerate(texts)]
    shipped = sum(read_printed(c).executable for c in cards)
    alone = sum(read_printed(c, patterns=False).executable for c in cards)
    n = max(len(cards), 1)
    t, c, o = (len(p) for p in parts)
    print(
        f"composed Unique abilities ({t} triggers, {c} conditions, {o} outputs): {len(cards)}: "
        f"executable {shipped} ({100 * shipped / n:.1f}%), grammar alone {alone} "
        f"({100 * alone / n:.1f}%)"
    )
    reasons: Counter[str] = Counter()
    for card in cards:
        for a in read_printed(card).abilities:
            if a.status != "executed":
                reasons[a.reason.split(" after ")[0][:70]] += 1
    for reason, k in reasons.most_common(8):
        print(f"    {k:4d}  {reason}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--hold-out", default="ALIZE", help="set name held out (file prefix)")
    parser.add_argument("--uniques", type=int, default=200)
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument("--top", type=int, default=15)
    parser.add_argument(
        "--breakdown",
        action="store_true",
        help="count the composed Unique abilities the grammar alone does not execute by the "
        "part refused (trigger, condition, colon, output, joining) and by rule",
    )
    parser.add_argument(
        "--set-tokens",
        action="store_true",
        help="read each set with its own token cards, as its import does (2.1.e; "
        "scenarios/pool/tokens.py) — without it, with the library's tokens only",
    )
    parser.add_argument(
        "--list-built-on",
        action="store_true",
        help="list the abilities of the sets built on that the grammar alone leaves, with "
        "the reason (never the held-out set's)",
    )
    args = parser.parse_args(argv)
    watch = Stopwatch()
    built: dict[tuple[object, ...], tuple[PrintedCard, str]] = {}
    held: dict[tuple[object, ...], tuple[PrintedCard, str]] = {}
    for path in args.paths:
        defs = definitions(path)
        (held if path.name.startswith(args.hold_out) else built).update(defs)
        with _tokens_of(defs, args.set_tokens):
            set_figures(path.name, [c for c, _ in defs.values()])
    with _tokens_of(built, args.set_tokens):
        reasons = set_figures("built on", [c for c, _ in built.values()])
    if held:
        with _tokens_of(held, args.set_tokens):
            held_reasons = set_figures(f"held out ({args.hold_out})", [c for c, _ in held.values()])
    with _tokens_of(built, args.set_tokens):
        parts = unique_parts(list(built.values()))
        composed = composed_uniques(parts, args.uniques, args.seed)
        unique_figures([text for text, *_ in composed], parts)
    if args.breakdown:
        for line in breakdown(composed).lines(args.top):
            print(line)
    coverage = rule_coverage()
    print(
        f"grammar rules: {coverage.rules}; with a reader test {coverage.reader} "
        f"({100 * coverage.reader / max(coverage.rules, 1):.0f}%), with a board test "
        f"{coverage.board} ({100 * coverage.board / max(coverage.rules, 1):.0f}%)"
    )
    print(f"  left by the grammar alone (built on), by rule, top {args.top}:")
    for rule, k in reasons.most_common(args.top):
        print(f"  {k:4d}  {rule}")
    if held:
        print(f"  left by the grammar alone (held out), by rule, top {args.top}:")
        for rule, k in held_reasons.most_common(args.top):
            print(f"  {k:4d}  {rule}")
    if args.list_built_on:
        print("  abilities of the sets built on left by the grammar alone:")
        for line in built_on_left([c for c, _ in built.values()]):
            print(f"    {line}")
    print(f"\n{footer(watch)}")
    return 0


def _tokens_of(
    defs: dict[tuple[object, ...], tuple[PrintedCard, str]], wanted: bool
) -> AbstractContextManager[object]:
    """The set's own words, as its import reads them: always the sub-types its cards print
    (2.2.2: "each Mercenary you control" of a set whose cards are Mercenaries); with
    ``wanted``, its keywords (2.2.12.c) and token cards (2.1.e) too — else the library's
    tokens only."""
    from scenarios.cards.card_words import using_subtypes
    from scenarios.pool.as_imported import as_imported
    from scenarios.pool.tokens import data_subtypes

    cards = [c for c, _ in defs.values()]
    if not wanted:
        return using_subtypes(data_subtypes(cards))
    return as_imported(cards)


def built_on_left(defs: list[PrintedCard]) -> list[str]:
    """ "[type] | [ability] | [reason]" for each ability of ``defs`` the grammar alone does
    not execute — for the sets built on only: a held-out set's misses stay unread."""
    found: set[str] = set()
    for card in defs:
        for ability in read_printed(card, patterns=False).abilities:
            if ability.status != "executed":
                found.add(f"{card.type} | {ability.text} | {ability.reason}")
    return sorted(found)


if __name__ == "__main__":
    raise SystemExit(main())
