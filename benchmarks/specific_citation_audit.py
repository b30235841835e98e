"""Lines that cite only a family's general rule where a lettered rule of that family may name
the exact case (issue 31, cite37).

    .venv/bin/python benchmarks/specific_citation_audit.py [--show N] [--family 7.3.25]

Runs every example scenario (``scenarios/examples/``) and every studied blind batch
(``tests/data/blind_scenarios*``) and reads each engine line of the run with the rules it
cites (deciding, relevant and the action's). A *family* is a numbered section of CR 5.0 and
its lettered rules (``6.4`` and ``6.4.a``–``6.4.e``; ``7.3.25`` and ``7.3.25.a``–``e``). A
line is **general-only** in a family when the only rule of that family it cites is the
family's general one — the section itself (``4.3``, ``2.4.2``) or its first lettered rule
(``6.1.a``, ``7.3.x.a``) when the section has others.

General-only is not wrong by itself: ``7.3.13.a`` is the rule for "Mana Orb 1 is exhausted".
The CR's own words decide whether a sibling names the line's case: a general-only line is a
*candidate* when one of the family's other lettered rules names a word of CR 5.0's
vocabulary (an atomic action 7.3, a status 2.4, a keyword 7.4, a zone 3, a glossary term)
that the line names and the general rule does not. Candidates are to be read against the
CR, not counted as misses: :data:`JUDGED` records, family by family, what reading the CR
decided for the candidates the audit finds (``real``: the sibling governs the line;
otherwise why it does not), so the figure that matters — candidates of a family judged real
— is reproducible.

Prints the families with most general-only lines, their candidates, and the verdicts.
``--show N`` prints N candidate lines per family; ``--family F`` only family F's.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer

from rules_corpus.corpus import parse_corpus
from rules_corpus.model import Document
from scenarios.cards.library import Library, default_library

ROOT = Path(__file__).resolve().parent.parent

VOCABULARY_SECTIONS = re.compile(r"^(?:2\.\d+|2\.4\.\d+|3\.\d+|3\.\d+\.\d+|7\.3\.\d+|7\.4\.\d+)$")
"""The sections whose titles are words of the CR's vocabulary: the kinds of objects and
their characteristics (2.x), statuses (2.4.x), zones (3.x), atomic actions (7.3.x) and
keywords (7.4.x)."""

COMMON = 0.05
"""A vocabulary word printed in more than this share of the rules ("player", "card",
"effect", "Reaction", "rule") names no case: it is left out of the words compared."""

JUDGED: dict[str, str] = {
    "6.4.a": "not real: the lines pay a quick action's cost, in one step (6.4.a); 6.4.e names "
    "DECLINING to pay a quick action's cost, which they do not",
    "7.3.25.a": "not real: Progress moves cite 4.2.4.j with 7.3.25.a; 7.3.25.b-e name Tumult, "
    "the opposite region and the Arena, and the lines of those cases cite them",
    "5.2.1.a": "not real: the word is Scout's granted ability not gained (7.4.5.c, cited); "
    "5.2.1.b/c name gaining Fleeting, said and cited on the lines of the move to Limbo",
    "7.3.36.a": "not real: a discard or a send said NOT to be a sacrifice (6.3.b, cited); "
    "7.3.36.b is the converse, a modified discard still a sacrifice, cited where it occurs",
    "2.4.7.a": "not real: a Spell played from Reserve gains Fleeting by 2.4.7.a (and 5.2.4.a, "
    "cited); 2.4.7.b is a Spell with Fleeting printed, 2.4.7.e its resolution done",
    "7.2.1.a": "not real: a Character's first person (7.2.1.a); 7.2.1.b is a Spell's",
    "7.3.37.a": "borderline: 'return me to my owner's hand instead' made a send; 7.3.37.b "
    "makes return and send one action. The replacement's verb is not in the step data (only "
    "its printed text), so it is left: 1 line",
    "4.2.4.a": "not real: 'ignored' is a Reaction ignored (7.3.19.b, cited); 4.2.4.c/d name "
    "ignored terrains",
    "2.4.6.a": "not real: an exhausted [exhaust me] cost (2.4.6.a Remark); 2.4.6.b (Ready) names "
    "the opposite status",
    "5.2.a": "not real: 5.2.d is a passive changing a played card's status, not a choice",
}
"""What reading CR 5.0 decided for each family's candidates (the largest ones; a family not
here is unjudged)."""


@dataclass(frozen=True, slots=True)
class Line:
    """One engine line of a run: where, what it says, the rules it cites."""

    where: str
    text: str
    rules: frozenset[str]


@dataclass(frozen=True, slots=True)
class Candidate:
    """A general-only line and the siblings that name a word of it the general rule does
    not, with the words."""

    line: Line
    general: str
    siblings: tuple[tuple[str, tuple[str, ...]], ...]


class Families:
    """CR 5.0's families (a section and its lettered rules) and its vocabulary words."""

    def __init__(self, doc: Document) -> None:
        self.sections = {s.id: s for s in doc.sections}
        self.rules = {r.id: r for r in doc.rules}
        terms = {
            re.sub(r"\s*\(.*\)", "", s.title).strip()
            for s in doc.sections
            if VOCABULARY_SECTIONS.match(s.id)
        }
        terms |= {e.term.strip() for e in doc.entries}
        words = {
            t: re.compile(rf"\b{re.escape(t.lower())}(?:s|es|ed|d)?\b") for t in terms if len(t) > 3
        }
        texts = [" ".join((r.text, *r.items)).lower() for r in doc.rules]
        self.words = {
            t: pattern
            for t, pattern in words.items()
            if sum(1 for text in texts if pattern.search(text)) <= COMMON * len(texts)
        }

    def family(self, rule: str) -> str | None:
        """The section ``rule`` belongs to (a section is its own family)."""
        if rule in self.sections:
            return rule
        found = self.rules.get(rule)
        return found.section_id if found else None

    def is_general(self, rule: str) -> bool:
        """Whether ``rule`` is its family's general rule: a section with lettered rules or
        subsections, or the first lettered rule of a section that has others."""
        if rule in self.sections:
            return bool(self.sections[rule].rule_ids or self.sections[rule].children)
        if rule in self.rules and rule.endswith(".a"):
            return len(self.sections[self.rules[rule].section_id].rule_ids) > 1
        return False

    def named(self, text: str) -> set[str]:
        """The vocabulary words ``text`` names."""
        low = text.lower()
        return {t for t, pattern in self.words.items() if pattern.search(low)}

    def text(self, rule: str) -> str:
        if rule in self.rules:
            found = self.rules[rule]
            return " ".join((found.text, *found.items))
        return self.sections[rule].title

    def general_only(self, rules: frozenset[str]) -> list[str]:
        """The general rules of ``rules`` that are the only rule of their family cited."""
        out = []
        for rule in rules:
            if not self.is_general(rule):
                continue
            family = self.family(rule)
            assert family is not None
            if not any(
                other != rule and (self.family(other) == family or other.startswith(family + "."))
                for other in rules
            ):
                out.append(rule)
        return out

    def candidate(self, line: Line, general: str) -> Candidate | None:
        """``line`` as a candidate of ``general``'s family: the siblings naming a word of
        the line the general rule does not name (None: no sibling does)."""
        family = self.family(general)
        section = self.sections.get(family or "")
        if section is None:
            return None
        words = self.named(line.text) - self.named(f"{self.text(general)} {section.title}")
        siblings = tuple(
            (rule, tuple(sorted(self.named(self.text(rule)) & words)))
            for rule in section.rule_ids
            if rule != general
        )
        siblings = tuple(s for s in siblings if s[1])
        return Candidate(line, general, siblings) if siblings else None


def _folders() -> list[Path]:
    out = [ROOT / "scenarios" / "examples"]
    out += sorted(p for p in (ROOT / "tests" / "data").glob("blind_scenarios*") if p.is_dir())
    return out


def engine_lines(path: Path, library: Library) -> list[Line]:
    """Each engine line a run of ``path`` shows, with every rule it cites."""
    from scenarios.errors import LoadError
    from scenarios.scenario.load import load_scenario
    from scenarios.scenario.run import run_scenario

    try:
        result = run_scenario(load_scenario(path, library))
    except LoadError:
        return []
    where = path.relative_to(ROOT).as_posix()
    return [
        Line(
            where,
            line.shown(None),
            frozenset((*line.shown_rules(None), *line.also, *line.action_rules)),
        )
        for line in result.lines
        if line.source == "engine"
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", type=int, default=2, help="candidate lines shown per family")
    parser.add_argument("--family", help="only this family's general rule (e.g. 7.3.25.a)")
    parser.add_argument("--top", type=int, default=15, help="families listed")
    args = parser.parse_args()
    watch = Stopwatch()
    families = Families(parse_corpus().documents[0])
    library = default_library()
    general: Counter[str] = Counter()
    candidates: dict[str, list[Candidate]] = defaultdict(list)
    lines = 0
    for folder in _folders():
        for path in sorted(folder.glob("*.yaml")):
            for line in engine_lines(path, library):
                lines += 1
                for rule in families.general_only(line.rules):
                    general[rule] += 1
                    found = families.candidate(line, rule)
                    if found:
                        candidates[rule].append(found)
    print(f"engine lines: {lines}")
    print(f"general-only (line, family) pairs: {sum(general.values())}")
    print(
        f"  of which candidates (a sibling names a word of the line): "
        f"{sum(len(c) for c in candidates.values())}"
    )
    print(f"\n{'general rule':14} {'lines':>6} {'cand.':>6}  verdict")
    for rule, n in general.most_common(args.top):
        verdict = JUDGED.get(rule, "unjudged" if candidates.get(rule) else "")
        print(f"{rule:14} {n:6d} {len(candidates.get(rule, [])):6d}  {verdict[:60]}")
    tally: Counter[str] = Counter()
    for rule, found in candidates.items():
        tally[JUDGED.get(rule, "unjudged").split(":")[0]] += len(found)
    print("\ncandidates by verdict: " + ", ".join(f"{v} {n}" for v, n in tally.most_common()))
    print(f"candidates judged real: {tally['real']}")
    shown = [args.family] if args.family else sorted(candidates, key=lambda r: -len(candidates[r]))
    for rule in shown[: args.top]:
        print(f"\n{rule}:")
        for c in candidates.get(rule, [])[: args.show]:
            names = "; ".join(f"{s} ({', '.join(w)})" for s, w in c.siblings)
            print(
                f"  {c.line.where}\n    {c.line.text[:200]}\n    cites {sorted(c.line.rules)}"
                f" — siblings naming its words: {names}"
            )
    print(footer(watch))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
