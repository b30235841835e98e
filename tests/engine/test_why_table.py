"""The decision-point table (engine/why/table.py): every rule it names is a rule of CR 5.0 the
engine may cite, every point is used by the engine, and the engine uses no other."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from engine.why.citations import RULES
from engine.why.table import TABLE, rule_of
from rules_corpus.corpus import Corpus
from rules_corpus.model import Rule, Section

ENGINE = Path(__file__).resolve().parents[2] / "engine"
_USE = re.compile(r"""(?:why|rule_of)\(\s*f?["']([\w.{}]+)["']""")
_SINGLE = re.compile(r"""rule_of\(\s*["']([\w.]+)["']""")
_RULE_ID = re.compile(r"[1-9](\.\d+)+(\.[a-z])?")
_TABLE_FILES = tuple(
    f"why/{name}.py"
    for name in (
        "table",
        "passives",
        "playing",
        "effects",
        "choices",
        "by_hand",
        "actions",
        "day",
        "dice",
        "hidden",
        "places",
        "tough",
        "reactions",
        "reaction_kinds",
        "limbo",
        "refusals",
        "steps",
        "point",
        "citations",
        "summary",
        "step_kinds",
        "deciding",
        "characteristics",
        "last_known",
    )
)
"""The table itself, the citation registry (and Section 1's summary, `summary`), the
per-step-kind view of the table (`step_kinds`, which names points, not uses): the only
places rule ids are written."""


def _engine_files() -> list[Path]:
    return [p for p in ENGINE.rglob("*.py") if p.relative_to(ENGINE).as_posix() not in _TABLE_FILES]


def _uses() -> set[str]:
    found: set[str] = set()
    for path in _engine_files():
        found.update(_USE.findall(path.read_text(encoding="utf-8")))
    return found


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes of a module, its classes and functions."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def literal_rule_ids(source: str) -> list[tuple[int, str]]:
    """Every string constant of ``source`` (docstrings aside) that is a rule id, or a
    modifier id naming one (``"rule:2.4.7.d"``), with its line."""
    tree = ast.parse(source)
    skip = _docstrings(tree)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            text = node.value.removeprefix("rule:")
            if _RULE_ID.fullmatch(text):
                found.append((node.lineno, node.value))
    return found


def _expanded(uses: set[str]) -> set[str]:
    """Uses written as f-strings (``why(f"play.enters.{kind}")``) stand for every point
    with that prefix; indirections through a mapping are found by their string values."""
    out = {u for u in uses if "{" not in u}
    for u in uses:
        if "{" in u:
            prefix = u.split("{", 1)[0]
            out.update(p for p in TABLE if p.startswith(prefix))
    for path in ENGINE.rglob("*.py"):
        if (
            path.relative_to(ENGINE).as_posix() not in _TABLE_FILES
        ):  # the table's own keys are no use
            text = path.read_text(encoding="utf-8")
            out.update(p for p in TABLE if f'"{p}"' in text)
    return out


def test_every_rule_of_the_table_is_a_rule_of_cr5_the_engine_may_cite(corpus: Corpus) -> None:
    missing = [
        (point, r)
        for point, p in TABLE.items()
        for r in p.rules
        if r not in RULES or not isinstance(corpus.get("altered-cr-5.0", r), Rule | Section)
    ]
    assert missing == []


def test_every_point_says_what_it_decides() -> None:
    assert all(p.question.endswith("?") and p.rules for p in TABLE.values())


def test_every_point_of_the_table_is_used_by_the_engine() -> None:
    assert sorted(set(TABLE) - _expanded(_uses())) == []


def test_the_engine_uses_only_points_of_the_table() -> None:
    unknown = [u for u in _uses() if "{" not in u and u not in TABLE]
    assert unknown == []


def test_the_engine_writes_no_rule_id_outside_the_table() -> None:
    """Every rule the engine cites or names in a refusal comes from a decision point of
    the table (``why``/``rule_of``), so the table is the one place to review citations."""
    found = [
        f"{path.relative_to(ENGINE.parent)}:{line}: {value}"
        for path in _engine_files()
        for line, value in literal_rule_ids(path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_literal_rule_ids_are_found_in_code_not_in_docstrings() -> None:
    source = '''"""Module (2.1.d)."""
def f():
    """Cites 7.3.16.b."""
    return ("7.3.16.b", "rule:2.4.7.d", "7.3", "p1:hero", "1.4.7.")
'''
    assert [v for _, v in literal_rule_ids(source)] == ["7.3.16.b", "rule:2.4.7.d", "7.3"]


def test_points_used_as_a_single_rule_have_one_rule() -> None:
    singles = {
        point
        for path in _engine_files()
        for point in _SINGLE.findall(path.read_text(encoding="utf-8"))
    }
    assert singles
    assert sorted(p for p in singles if len(TABLE[p].rules) != 1) == []
    assert all(rule_of(p) == TABLE[p].rules[0] for p in singles)


def test_no_point_cites_a_section_whose_lettered_rules_decide(corpus: Corpus) -> None:
    """A section head (``7.4.2``) is never the deciding rule where lettered rules under it
    (``7.4.2.b``) say more: the table names the most specific rule (issue 18)."""
    ids = set(corpus.ids("altered-cr-5.0"))
    heads = [
        (point, r)
        for point, p in TABLE.items()
        for r in p.rules
        if any(i.startswith(r + ".") and i[len(r) + 1 :].isalpha() for i in ids)
    ]
    assert heads == []
