"""Which rules of a trace line decide it, and which it names only on demand (issue 31, 33).

A line cites the rules that decide what it says; a rule that only defines a word or a
template the line uses is not a reason, and is kept apart as ``also`` (the judge's "more"
— ``scenario run --json`` keeps them, a scenario's ``cites`` still finds them). Two
rule-wide principles, never a list of lines:

- **a sub-rule makes its parent redundant**: a line citing 2.4.7 and 2.4.7.d shows 2.4.7.d;
- **a definition serving a procedure on the same line** is on demand: the rules saying a
  token's name, statistics, type, sub-types and abilities are those the effect creating it
  writes, and the template creating effects use (2.2.b, 2.2.4.f, 2.2.11.e, 2.2.1.d,
  2.2.2.j, 2.2.12.f, 7.3.5.b), beside 7.3.5.a — what creating a token is — which decides the
  line "Ordis Recruit is created in p1's hero Expedition".

Applied to every line the engine writes (:func:`engine.core.step`, :func:`engine.core.answer`).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.keywords import ACTION_RULES
from engine.state.actions import ActionKind
from engine.state.records import replace
from engine.why.table import why
from engine.why.trace import TraceEntry


def _serving() -> tuple[tuple[frozenset[str], frozenset[str], frozenset[str]], ...]:
    """(the definitions, the procedure rules they serve, the rules that make that procedure
    not the one deciding) triples of the decision table: a token the effect says is a
    Landmark Permanent is no token Character put in the Expedition zone (7.3.5.a) — its type
    and characteristics are what decide where it goes (2.2.1.d, 2.2.b, 2.2.3.e, 3.2.7.b)."""
    words = frozenset(why("definition.token_words"))
    landmark = frozenset(why("action.token_landmark")) - words
    return ((words, frozenset({ACTION_RULES[ActionKind.CREATE]}), landmark),)


_SERVING = _serving()


def _redundant(rule: str, present: frozenset[str]) -> bool:
    """Whether ``rule`` only repeats another rule of the line: a sub-rule of it is cited,
    or it defines a word a procedure rule of the line uses."""
    if any(other.startswith(rule + ".") for other in present):
        return True
    return any(
        rule in words and served & present and not unless & present
        for words, served, unless in _SERVING
    )


def decisive(entry: TraceEntry, action_rules: Iterable[str] = ()) -> TraceEntry:
    """``entry`` with the rules that do not decide it moved to ``also``; ``action_rules``:
    the rules of the keyword actions its events performed (7.3), which the line cites too."""
    present = frozenset((*entry.rules, *action_rules))
    moved = tuple(r for r in entry.rules if _redundant(r, present))
    if not moved:
        return entry
    kept = tuple(r for r in entry.rules if r not in moved)
    return replace(entry, rules=kept, also=tuple(dict.fromkeys((*entry.also, *moved))))


def line_action_rules(entry: TraceEntry) -> tuple[str, ...]:
    """The rules of the keyword actions ``entry``'s events performed."""
    return tuple(
        dict.fromkeys(ACTION_RULES[e.kind] for e in entry.events if e.kind in ACTION_RULES)
    )
