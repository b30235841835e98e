"""Every kind of refusal and non-event the engine can emit, read from its code: is the rule
it cites as deciding the most specific one, and do the sandbox's moment view and the command
line's ``scenario run`` say the same deciding rules? (issue 31, cite18)

    .venv/bin/python benchmarks/refusal_kinds_audit.py [--all]

The kinds are enumerated from the engine's source (its syntax tree), not from examples:

- a **refusal** is each ``IllegalAction(message, rule, also=...)`` the engine constructs
  (``engine/``): its rule read from a literal, ``rule_of("point")`` or ``why("point")``;
- a **non-event** is each decision point the engine declares one (``Point(...,
  non_event=True)`` in ``engine/why/``: it decides that something does not happen), where
  the engine's code cites it (``why("point")`` / ``rule_of("point")``). The list is read
  from those definitions, not from the words of the lines: a non-event declared without a
  rule, one the engine never cites, and an impossible atomic action's point
  (``impossible.*``, 1.4.1.c) not declared one are each counted wrong.

For each kind the line citing it alone is split as every view splits it
(:func:`engine.why.deciding.split_rules`). A kind **cites a summary as deciding** when a
Section 1 paragraph that a later rule always says (1.1.1.d; :data:`engine.why.summary.
SECTION_ONE` without an ``alone`` reason, such as 1.2.5.c or 1.4.1.b) is among the rules the
view shows as deciding; a Section 1 paragraph with its own reason (1.4.1.a, 1.2.1.b: no later
rule says it) may decide and is not counted. Both views are asked through their own code: the
command line's refusal line (``Runner.refuse``) and engine line (``Runner.record``), the
sandbox's refused moment (``stepping._refused_step``) and engine moment
(``stepping._engine_moment``). Prints the counts, then the kinds found wrong (``--all``:
every kind with its rules); exits 1 when any kind cites a summary as deciding in a view, the
views differ, a section with lettered rules decides (the lettered rule is more specific) or a
cited number is not one of CR 5.0.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer

from engine.state.errors import IllegalAction
from engine.why.deciding import decided
from engine.why.summary import never_deciding
from engine.why.table import _TABLE, why
from engine.why.trace import TraceEntry
from scenarios.scenario.rule_ids import is_cr_rule

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"


_POINT_CALLS = frozenset({"why", "rule_of"})


@dataclass
class Kind:
    """One kind of refusal or non-event: where the engine makes it and the rules it cites."""

    what: str  # "refusal" or "non-event"
    where: str  # module:function (line)
    point: str  # the decision point, or "" for a literal rule
    rules: tuple[str, ...]
    views: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def summary_deciding(self) -> dict[str, tuple[str, ...]]:
        """Per view, the Section 1 summaries it shows as deciding though a later rule says
        them."""
        out = {}
        for view, rules in self.views.items():
            found = tuple(r for r in rules if never_deciding(r))
            if found:
                out[view] = found
        return out

    def section_deciding(self) -> tuple[str, ...]:
        """Sections shown as deciding though CR 5.0 gives them lettered rules (4.2.4 where
        4.2.4.a … say each case): the lettered rule is the more specific."""
        shown = {r for rules in self.views.values() for r in rules}
        return tuple(
            sorted(r for r in shown if re.fullmatch(r"\d+(?:\.\d+)+", r) and is_cr_rule(f"{r}.a"))
        )

    def not_in_cr(self) -> tuple[str, ...]:
        """Rules cited that CR 5.0 does not number (a misprint would cite nothing)."""
        return tuple(r for r in self.rules if not is_cr_rule(r))

    def differ(self) -> bool:
        """Whether the two views show different deciding rules."""
        return len({tuple(sorted(r)) for r in self.views.values()}) > 1


def _point_of(node: ast.AST) -> str | None:
    """``"point"`` of ``why("point")`` / ``rule_of("point")`` (or ``why("point")[0]``)."""
    if isinstance(node, ast.Subscript):
        node = node.value
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _POINT_CALLS
        and node.args
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    ):
        return node.args[0].value
    return None


def _points_named(node: ast.AST) -> tuple[str, ...]:
    """The points a ``why(...)`` / ``rule_of(...)`` call may name: its literal, or each
    literal branch of ``why("a" if c else "b")``."""
    if not (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _POINT_CALLS
        and node.args
    ):
        return ()
    arg = node.args[0]
    branches = [arg.body, arg.orelse] if isinstance(arg, ast.IfExp) else [arg]
    return tuple(
        b.value for b in branches if isinstance(b, ast.Constant) and isinstance(b.value, str)
    )


Scope = dict[str, list[ast.AST]]
"""Name -> the values assigned to it (in the function, then in the module)."""

Found = list[tuple[tuple[str, ...], str]]
"""The alternatives an argument may cite: each its rules and decision points."""


def _assigned(tree: ast.AST) -> Scope:
    scope: Scope = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Assign):
            for target in n.targets:
                if isinstance(target, ast.Name):
                    scope.setdefault(target.id, []).append(n.value)
        elif isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name) and n.value:
            scope.setdefault(n.target.id, []).append(n.value)
    return scope


def _rules_of(node: ast.AST | None, scope: Scope, depth: int = 0) -> Found | None:
    """The rules an argument may name, with its points: a literal rule id, a point's rules
    (``why``, ``rule_of``), a name assigned one of those, either branch of ``a if c else
    b``, or a tuple of those; None when it is computed otherwise (not known from the code)."""
    if node is None:
        return [((), "")]
    if depth > 4:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [((node.value,), "")]
    if isinstance(node, ast.Call | ast.Subscript) and _point_of(node) is not None:
        point = _point_of(node)
        assert point is not None
        if point not in _TABLE:
            return None
        rules = why(point)
        return [((rules[0],) if isinstance(node, ast.Subscript) else rules, point)]
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _POINT_CALLS
        and node.args
        and isinstance(node.args[0], ast.IfExp)
    ):  # rule_of("a" if c else "b")
        branches = (node.args[0].body, node.args[0].orelse)
        out: Found = []
        for b in branches:
            inner = _rules_of(ast.Call(node.func, [b], []), scope, depth + 1)
            if inner is None:
                return None
            out.extend(inner)
        return out
    if isinstance(node, ast.IfExp):
        left = _rules_of(node.body, scope, depth + 1)
        right = _rules_of(node.orelse, scope, depth + 1)
        return None if left is None or right is None else [*left, *right]
    if isinstance(node, ast.Name) and node.id in scope:
        out = []
        for value in scope[node.id]:
            inner = _rules_of(value, scope, depth + 1)
            if inner is None:
                return None
            out.extend(inner)
        return out
    if isinstance(node, ast.Tuple):
        combos: Found = [((), "")]
        for elt in node.elts:
            inner = _rules_of(elt.value if isinstance(elt, ast.Starred) else elt, scope, depth + 1)
            if inner is None:
                return None
            combos = [
                (tuple(dict.fromkeys((*r, *r2))), "+".join(p for p in (p1, p2) if p))
                for r, p1 in combos
                for r2, p2 in inner
            ][:16]
        return combos
    return None


def _functions(tree: ast.Module) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]


def enumerate_kinds() -> tuple[list[Kind], list[str]]:
    """Every refusal and non-event kind of ``engine/``, and the refusal sites whose rule is
    computed (not countable from the code)."""
    kinds: list[Kind] = []
    computed: list[str] = []
    seen_points: set[str] = set()
    for path in sorted(ENGINE.rglob("*.py")):
        module = path.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".")
        tree = ast.parse(path.read_text(encoding="utf-8"))
        module_scope = {
            k: v for k, v in _assigned(tree).items() if len(v) == 1
        }  # a module's constants (``_DECLARED``)
        for fn in _functions(tree):
            where = f"{module}:{fn.name}"
            scope = {**module_scope, **_assigned(fn)}
            for n in ast.walk(fn):
                if not (
                    isinstance(n, ast.Call)
                    and isinstance(n.func, ast.Name)
                    and n.func.id == "IllegalAction"
                ):
                    continue
                rule_arg = n.args[1] if len(n.args) > 1 else None
                also_arg = n.args[2] if len(n.args) > 2 else None
                for kw in n.keywords:
                    if kw.arg == "rule":
                        rule_arg = kw.value
                    elif kw.arg == "also":
                        also_arg = kw.value
                rule = _rules_of(rule_arg, scope)
                also = _rules_of(also_arg, scope)
                if rule is None or also is None or not all(r for r, _ in rule):
                    computed.append(f"{where} ({n.lineno})")
                    continue
                for rules, point in rule:
                    for also_rules, also_point in also:
                        cited = tuple(dict.fromkeys((*rules, *also_rules)))
                        named = "+".join(p for p in (point, also_point) if p)
                        kinds.append(Kind("refusal", f"{where} ({n.lineno})", named, cited))
            for n in ast.walk(fn):
                for point in _points_named(n):
                    if point not in _TABLE or point in seen_points:
                        continue
                    seen_points.add(point)
                    if _TABLE[point].non_event:  # declared by the engine (engine.why.point)
                        kinds.append(Kind("non-event", f"{where} ({n.lineno})", point, why(point)))
    return kinds, computed


def declaration_problems(kinds: list[Kind]) -> list[str]:
    """What is wrong with the engine's declared non-events, read from the table alone: a
    non-event without a rule, one the engine never cites, and an impossible atomic
    action's point (``impossible.*``: that part of the effect does not happen, 1.4.1.c,
    6.5.h) not declared a non-event."""
    cited = {k.point for k in kinds if k.what == "non-event"}
    out: list[str] = []
    for point, p in sorted(_TABLE.items()):
        if p.non_event and not p.rules:
            out.append(f"non-event {point} has no rule")
        if p.non_event and point not in cited:
            out.append(f"non-event {point} is declared but the engine never cites it")
        if point.startswith("impossible.") and not p.non_event:
            out.append(f"{point}: an impossible atomic action, not declared a non-event")
    return out


# ---------------------------------------------------------------- the two views, asked


def _state() -> Any:
    """A small board's state, for the views' wording of a refusal (ids said as names)."""
    from scenarios.scenario.load import load_scenario
    from scenarios.scenario.run import build_state

    example = "4_4_c_remark_initiative_player_plays_all_reactions_first.yaml"
    return build_state(load_scenario(ROOT / "scenarios" / "examples" / example))[0]


def _cli_refusal(state: Any, exc: IllegalAction) -> tuple[str, ...]:
    """The rules ``scenario run`` prints as deciding on its ``refused:`` line."""
    from scenarios.scenario.run import Runner

    def do(_item: object, refusing: bool = False) -> None:
        raise exc

    result = SimpleNamespace(lines=[], refusals=[])
    fake = SimpleNamespace(do=do, state=state, result=result)
    item = SimpleNamespace(refused=SimpleNamespace(cites=()))
    Runner.refuse(fake, 0, 0, item)  # type: ignore[arg-type]
    return tuple(result.lines[-1].rules)


def _sandbox_refusal(state: Any, exc: IllegalAction) -> tuple[str, ...]:
    """The rules the sandbox's refused moment shows as cited (its moment view)."""
    from judge_app.sandbox.stepping import _refused_step

    session = SimpleNamespace(state=state, _push=lambda m: m)
    return tuple(_refused_step(session, exc, 0).rules)  # type: ignore[arg-type]


def _cli_line(entry: TraceEntry) -> tuple[str, ...]:
    """The rules ``scenario run`` prints as deciding on an engine line."""
    from scenarios.scenario.run import Runner

    result = SimpleNamespace(lines=[], entries=[])
    Runner.record(SimpleNamespace(result=result), entry)  # type: ignore[arg-type]
    return tuple(result.lines[-1].rules)


def _sandbox_line(state: Any, entry: TraceEntry) -> tuple[str, ...]:
    """The rules the sandbox's moment of an engine step shows as cited."""
    from judge_app.sandbox.stepping import _engine_moment

    return tuple(_engine_moment(state, entry, 0).rules)


def ask_views(kinds: list[Kind]) -> None:
    """Fill each kind's ``views``: the deciding rules each view shows for a line citing it."""
    state = _state()
    for kind in kinds:
        if kind.what == "refusal":
            exc = IllegalAction("refused", kind.rules[0], kind.rules[1:])
            kind.views = {
                "scenario run": _cli_refusal(state, exc),
                "sandbox moment": _sandbox_refusal(state, exc),
            }
        else:
            # the engine splits every entry it gives out once (engine.core): both views read it
            entry = decided(TraceEntry("x does not happen", rules=kind.rules))
            kind.views = {
                "scenario run": _cli_line(entry),
                "sandbox moment": _sandbox_line(state, entry),
            }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--all", action="store_true", help="print every kind with its rules")
    args = parser.parse_args()
    watch = Stopwatch()
    kinds, computed = enumerate_kinds()
    ask_views(kinds)
    refusals = [k for k in kinds if k.what == "refusal"]
    non_events = [k for k in kinds if k.what == "non-event"]
    summary = [k for k in kinds if k.summary_deciding()]
    differ = [k for k in kinds if k.differ()]
    print("Refusal and non-event kinds of engine/, read from the code (issue 31)")
    print(f"  kinds audited:                         {len(kinds)}")
    sites = len({k.where for k in refusals})
    print(
        f"    refusals (site x rule it names):     {len(refusals)} at {sites} IllegalAction sites"
    )
    print(
        f"    non-events (decision points):        {len(non_events)} "
        "(declared in engine/why: Point(..., non_event=True))"
    )
    declared = declaration_problems(kinds)
    print(f"  non-event declarations wrong:          {len(declared)}")
    for line in declared[:12]:
        print(f"    - {line}")
    print(
        f"  refusal sites with a computed rule:    {len(computed)} (not counted here; each is "
        "reached and its rule asserted by tests/engine/test_computed_refusal_rules.py, which "
        "fails on a site it does not reach)"
    )
    print(f"  kinds citing a summary as deciding:    {len(summary)}")
    for view in ("scenario run", "sandbox moment"):
        n = sum(1 for k in kinds if view in k.summary_deciding())
        print(f"    in the view of {view + ':':<22}{n}")
    print(f"  kinds where the two views differ:      {len(differ)}")
    sections = [k for k in kinds if k.section_deciding()]
    unknown = [k for k in kinds if k.not_in_cr()]
    print(f"  kinds deciding by a lettered section:  {len(sections)}")
    print(f"  kinds citing a number not in CR 5.0:   {len(unknown)}")
    wrong = {id(k): k for k in (*summary, *differ, *sections, *unknown)}
    shown = kinds if args.all else list(wrong.values())
    for k in shown[: None if args.all else 12]:
        views = "; ".join(f"{v}: {', '.join(r)}" for v, r in k.views.items())
        print(f"  - {k.what} {k.point or '(literal)'} at {k.where}: cites {', '.join(k.rules)}")
        print(f"      {views}")
    if len(shown) > 12 and not args.all:
        print(f"  ... {len(shown) - 12} more (--all)")
    if args.all and computed:
        print("  refusal sites with a computed rule: " + "; ".join(computed))
    print(footer(watch))
    return 1 if wrong or declared else 0


if __name__ == "__main__":
    sys.exit(main())
