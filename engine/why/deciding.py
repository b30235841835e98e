"""Which of a trace line's rules decide it, and which are only relevant (issue 31).

A judge cites the rule that decides a step — the most specific one — not every rule the
step touches. A trace line's rules are split in two: those that decide it (its ``rules``,
what the trace cites and a scenario's ``cites:`` asserts) and the rest (its ``also``: kept
in the engine's JSON, shown in the command line and the report only on demand). A rule is
only relevant, never a reason, when on the same line

- **a sub-rule says it for this case**: the line cites a rule and one of its own sub-rules
  (6.2 and 6.2.c): the sub-rule decides;
- **a more specific rule says it for this case** (:data:`OUTRANKED`): an overview of a
  procedure whose own part is cited (5.1.2.a "four parts" beside 5.1.2.c, the declaration),
  a list's introduction beside the criterion that matched (7.5.6.a beside 7.5.6.e), a
  general rule restated for one characteristic (2.2.b beside a token's name, type,
  sub-types or statistics; the Emblem-Reaction's sub-type, 2.2.2.m, beside the step that
  creates it, 6.3.h);
- **it is Section 1's summary of a rule the line cites** (:mod:`engine.why.summary`): Section
  1 is an informal summary, and from Section 2 on each paragraph is a rule (1.1.1.d); a
  summary paragraph a later rule always says is replaced by that rule, and any summary
  paragraph of a rule the line cites is named beside it as "see also" (1.2.4.d beside
  2.2.12.g; 1.4.5.a beside 6.1.h);
- **it only defines a word the line uses** (:data:`DEFINES`): what a support ability is
  (2.2.12.d) — when the line cites a rule that is not such a definition; a line citing
  only definitions is decided by them. A rule that says what a word is worth where the
  line turns on it is no such definition: the Hand Cost a trigger compares is the printed
  number (2.2.7.a), a target fails "ready" (2.4.6.b), who is an opponent (1.2.1.b, said
  in Section 1 only) — those decide.

The Examples and Remarks of CR 5.0 are never cited as rule ids (they are a scenario's
``shows:``), so none is a reason here. Applied once, to every entry the engine gives out
(:mod:`engine.core`), so every producer keeps citing what it touches and this module alone
says which rules decide.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from engine.state.records import replace
from engine.why.summary import SECTION_ONE, never_deciding, see_also
from engine.why.trace import TraceEntry

_TOKEN_CHARACTERISTICS = ("2.2.1.d", "2.2.2.j", "2.2.4.f", "2.2.11.e")

OUTRANKED: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        # "[X] to [Y]": X is the cost of Y (the 6.1.d Example), paid in full or not at all
        # (6.4.c) or declined (6.4.b) — the cost rule decides; 6.5.f ("[Do X]; if you did,
        # [do Y]") is kept beside it as only relevant (cite12). Not 6.1.d alone: a mana
        # payment cites 6.1.d too, and "may pay {1}. If they do, …" paid is decided by 6.5.f.
        "6.5.f": ("6.4.c", "6.4.b"),
        # 5.1.2.a/b list the parts of playing; the part's own rule decides the line.
        "5.1.2.a": ("5.1.2.c", "5.1.2.h", "5.1.2.i", "5.1.2.j"),
        "5.1.2.b": ("5.1.2.c", "5.1.2.i", "5.1.2.j"),
        # Resolution for every kind of card, said again for a Character or a Permanent
        # (a Spell's and a quick action's resolution have no rule of their own: 5.1.2.j).
        "5.1.2.j": ("5.2.1.c", "5.2.2.c", "5.2.3.a"),
        # 4.2.a lists the five phases; the phase's own rule says what it holds.
        "4.2.a": ("4.2.1.a", "4.2.2.a", "4.2.4.a", "4.2.5.a"),
        # A phase's list of daily effects, beside the daily effect's own rule.
        "4.2.1.a": ("4.2.1.b", "4.2.1.c", "4.2.1.d", "4.2.1.e"),
        "4.2.4.a": ("4.2.4.b",),
        "4.2.5.a": ("4.2.5.b", "4.2.5.c", "4.2.5.d"),
        # "Look at the first matching criterion": the criterion that matched decides.
        "7.5.6.a": ("7.5.6.b", "7.5.6.c", "7.5.6.d", "7.5.6.e"),
        # A token's base characteristics, said for each characteristic.
        "2.2.b": _TOKEN_CHARACTERISTICS,
        # The Reaction-activating step says it creates an Emblem-Reaction (6.3.h); 2.2.2.m
        # only names its sub-type. An Emblem-Ongoing is 2.2.2.m's own: it decides there.
        "2.2.2.m": ("6.3.h",),
    }
)
"""Rule -> the more specific rules that, cited on the same line, say it for this case."""

DEFINES: Mapping[str, str] = MappingProxyType(
    {
        "2.2.12.d": "support ability",
    }
)
"""Rule -> the word it only defines: a reason only on a line citing nothing else."""


def is_sub_rule(rule: str, parent: str) -> bool:
    """Whether ``rule`` is one of ``parent``'s sub-rules (6.2.c of 6.2; 7.4.7.c of 7.4.7)."""
    return rule != parent and rule.startswith(f"{parent}.")


def later_rules(rules: tuple[str, ...]) -> tuple[str, ...]:
    """``rules`` with each Section 1 paragraph that a later rule always says (1.1.1.d,
    :mod:`engine.why.summary`) preceded by that rule, unless the line cites one already."""
    out: list[str] = []
    for r in rules:
        if never_deciding(r) and not set(rules).intersection(SECTION_ONE[r].said_by):
            out.append(SECTION_ONE[r].said_by[0])
        out.append(r)
    return tuple(dict.fromkeys(out))


def _outranks(cited: set[str], rule: str) -> bool:
    said = SECTION_ONE[rule].said_by if rule in SECTION_ONE else ()
    return bool(cited.intersection((*OUTRANKED.get(rule, ()), *said)))


def split_rules(rules: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``rules`` split into (those that decide the line, those only relevant), each in
    the order cited (see the module's docstring)."""
    rules = later_rules(rules)
    cited = set(rules)
    outranked = {r for r in cited if any(is_sub_rule(o, r) for o in cited) or _outranks(cited, r)}
    left = cited - outranked
    if any(r not in DEFINES for r in left):
        outranked |= left.intersection(DEFINES)
    deciding = tuple(r for r in rules if r not in outranked)
    # the Section 1 paragraphs summarising the deciding rules: "see also" (1.1.1.d)
    also = (*(r for r in rules if r in outranked), *see_also(rules))
    return deciding, tuple(dict.fromkeys(also))


def decided(entry: TraceEntry) -> TraceEntry:
    """``entry`` citing the rules that decide it, the others kept as ``also``."""
    rules, also = split_rules(entry.rules)
    # what a part naming a hidden card cites where it is named, with its summary (1.1.1.d)
    hidden = tuple(r for part in entry.unnamed for r in part.rules)
    also = (*also, *(r for r in see_also(hidden) if r not in rules))
    if not also and rules == entry.rules:
        return entry
    return replace(entry, rules=rules, also=tuple(dict.fromkeys((*entry.also, *also))))
