"""Which part of a composed Unique ability is refused (issue 30: Uniques compose).

A composed Unique is "[trigger] If [condition]: [output]" or "[trigger] If [condition]: [X],
otherwise [Y]" (grammar_bench.compose_uniques). When the grammar alone does not execute it,
each part is tried in a frame whose other parts are known to execute, so the count says
which part to build:

- trigger: "[trigger] Draw a card." is not executable;
- condition: "[trigger] If [condition]: Draw a card." is not — split into "condition" (the
  comma form "[trigger] If [condition], draw a card." is not executable either: the condition
  itself), "colon" (the comma form is, the colon form is not: the joining of the condition)
  and "condition 'it'" (its "it" names nothing the composed trigger names);
- output: "[trigger] [output]." (X and Y each) is not — "output 'it'" when its "it" names
  nothing the composed trigger names (the output's own card named it: a composition no
  Unique prints);
- joining: each part executes in its frame and the whole does not.

Each failure is counted under its first refused part (trigger, condition, output), and
by the grammar rule (or the engine's reason) that refused it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from scenarios.cards.printed import PrintedCard, read_printed

NEUTRAL_OUTPUT = "Draw a card."


def composed_card(text: str, name: str = "Composed") -> PrintedCard:
    """A Unique Character printing ``text``: how the bench reads a composed ability."""
    return PrintedCard(
        name,
        "Character",
        rarity="unique",
        hand_cost=3,
        reserve_cost=2,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )


def _why(text: str) -> str:
    """ "" when ``text`` executes by the grammar alone; else the reason, prefixed by the
    grammar rule that refused it when the grammar names one."""
    from scenarios.cards.grammar.first import grammar_ability

    read = read_printed(composed_card(text), patterns=False)
    if read.executable:
        return ""
    reasons = [a.reason for a in read.abilities if a.status != "executed"] or ["not read"]
    _, stop = grammar_ability(text, support=False, patterns=False)
    rule = stop.rule if stop is not None and stop.rule else "engine"
    return f"{rule}: {reasons[0].split(' after ')[0][:80]}"


@dataclass
class Breakdown:
    """Composed failures counted by the part refused and by rule."""

    total: int = 0
    failed: int = 0
    by_part: Counter[str] = field(default_factory=Counter)
    by_rule: Counter[str] = field(default_factory=Counter)

    def lines(self, top: int) -> list[str]:
        out = [f"  composed Unique failures by part ({self.failed} of {self.total}):"]
        out.extend(f"  {k:4d}  {part}" for part, k in self.by_part.most_common())
        out.append(f"  composed Unique failures by part and rule (top {top}):")
        out.extend(f"  {k:4d}  {rule}" for rule, k in self.by_rule.most_common(top))
        return out


def part_refused(trigger: str, condition: str, outputs: list[str]) -> tuple[str, str]:
    """(part, rule and reason) of the first part of a composed Unique not executed in its
    frame; ("joining", reason) when each part is."""
    why = _why(f"{trigger} {NEUTRAL_OUTPUT}")
    if why:
        return "trigger", why
    why = _why(f"{trigger} If {condition}: {NEUTRAL_OUTPUT}")
    if why:
        if "'it' does not refer" in why:
            return "condition 'it'", why
        comma = _why(f"{trigger} If {condition}, {NEUTRAL_OUTPUT.lower()}")
        return ("condition", why) if comma else ("colon", why)
    for output in outputs:
        text = output if output.rstrip().endswith(".") else f"{output}."
        why = _why(f"{trigger} {text[0].upper()}{text[1:]}")
        if why:
            return ("output 'it'" if "'it' does not refer" in why else "output"), why
    return "joining", ""


def breakdown(composed: list[tuple[str, str, str, list[str]]]) -> Breakdown:
    """The breakdown of ``composed`` (text, trigger, condition, outputs) by the grammar alone."""
    found = Breakdown(total=len(composed))
    for text, trigger, condition, outputs in composed:
        whole = _why(text)
        if not whole:
            continue
        found.failed += 1
        part, why = part_refused(trigger, condition, outputs)
        found.by_part[part] += 1
        found.by_rule[f"{part} | {why or whole}"[:110]] += 1
    return found
