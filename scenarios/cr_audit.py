"""The citation audit of the Comprehensive Rules 5.0 (``docs/cr_audit.yaml``).

Every rule of sections 1-7 is classified there as a *procedure* (the engine does or decides
something by it), a *definition*, or *not modelled* with the reason. This module loads the
file, checks it against the parsed rules and the engine, and answers the audit's two
questions about each procedure rule:

* is it cited by the engine where it decides? — a rule of a decision point of the engine's
  table (:data:`engine.why.table.TABLE`) or the rule of a keyword action the engine performs
  (:data:`engine.ACTION_RULES`); the table's tests make sure every point is used;
* is it shown by an example? — named in the ``rules:`` or a ``cites:`` expectation of an
  example scenario (``scenarios/examples/``) that is not a known failure; the examples'
  tests make sure those citations are in their traces. A rule no scenario can show (the
  game's setup, before any scenario starts; a judge's edit the desk refuses) says instead
  which unit test shows it (``shown_by: tests/...py::test_name``), and the checker makes
  sure that test exists and names the rule.

``tests/scenarios/test_cr_audit.py`` checks the file; ``benchmarks/citations_bench.py``
prints the procedure rules nobody cites yet and those no example shows.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.pipeline.keywords import ACTION_RULES, IMPLEMENTED
from engine.why.table import TABLE
from rules_corpus.corpus import Corpus
from rules_corpus.model import Rule, Section
from scenarios.errors import LoadError
from scenarios.yamlio import display_path, load_yaml

REPO = Path(__file__).resolve().parents[1]
AUDIT_FILE = REPO / "docs" / "cr_audit.yaml"
EXAMPLES_DIR = REPO / "scenarios" / "examples"
DOCUMENT = "altered-cr-5.0"
SECTIONS = frozenset("1234567")

PROCEDURE = "procedure"
DEFINITION = "definition"
NOT_MODELLED = "not modelled"
KINDS = (PROCEDURE, DEFINITION, NOT_MODELLED)


@dataclass(frozen=True, slots=True)
class Classified:
    """One rule of the audit: its kind, why it is not modelled (``why``), and for a
    procedure the engine does not cite yet, where the engine decides by it (``uncited``)."""

    rule_id: str
    kind: str
    line: int
    why: str = ""
    uncited: str = ""
    shown_by: str = ""


def load_audit(path: Path = AUDIT_FILE) -> dict[str, Classified]:
    """The audit's rules by id; a malformed entry is a :class:`LoadError` naming the file,
    the line and what is wrong."""
    where = display_path(path)
    data = load_yaml(path, round_trip=True)  # its lines are read for every rule
    rules = data.get("rules") if isinstance(data, Mapping) else None
    if not isinstance(rules, Mapping):
        raise LoadError([f"{where}: the file must hold a 'rules' mapping"])
    out: dict[str, Classified] = {}
    for rule_id, entry in rules.items():
        line = _line(rules, rule_id)
        at = f"{where}:{line}: {rule_id}"
        if not isinstance(entry, Mapping):
            raise LoadError([f"{at}: expected {{kind: ...}}, got {entry!r}"])
        unknown = sorted(set(entry) - {"kind", "why", "uncited", "shown_by"})
        if unknown:
            raise LoadError([f"{at}: unknown field(s) {', '.join(unknown)}"])
        kind = entry.get("kind")
        if kind not in KINDS:
            raise LoadError([f"{at}: kind must be one of {', '.join(KINDS)}, not {kind!r}"])
        why, uncited = str(entry.get("why", "")), str(entry.get("uncited", ""))
        shown_by = str(entry.get("shown_by", ""))
        if shown_by and kind != PROCEDURE:
            raise LoadError([f"{at}: only a procedure rule says which test shows it"])
        if shown_by and "::" not in shown_by:
            raise LoadError([f"{at}: shown_by names a test as tests/FILE.py::test_name"])
        if kind == NOT_MODELLED and not why.strip():
            raise LoadError([f"{at}: a rule not modelled says why (why: ...)"])
        if uncited and kind != PROCEDURE:
            raise LoadError([f"{at}: only a procedure rule can be marked uncited"])
        out[str(rule_id)] = Classified(str(rule_id), str(kind), line, why, uncited, shown_by)
    return out


def _line(mapping: Any, key: Any) -> int:
    try:
        return int(mapping.lc.key(key)[0]) + 1
    except (AttributeError, KeyError, TypeError):
        return 0


def audit_units(corpus: Corpus) -> list[str]:
    """The ids the audit covers: every rule of sections 1-7, and every section there with no
    rules or sub-sections of its own (2.4.2 Anchored), in the document's order."""
    out: list[str] = []
    for item_id in corpus.ids(DOCUMENT):
        if item_id.split(".")[0] not in SECTIONS:
            continue
        item = corpus.get(DOCUMENT, item_id)
        if isinstance(item, Rule) or (
            isinstance(item, Section) and not item.children and not item.rule_ids
        ):
            out.append(item_id)
    return out


def engine_cited() -> frozenset[str]:
    """Every rule the engine cites where it decides: the rules of its decision points and
    the rules of the keyword actions it performs."""
    table = {rule for point in TABLE.values() for rule in point.rules}
    actions = {rule for kind, rule in ACTION_RULES.items() if kind in IMPLEMENTED}
    return frozenset(table | actions)


def examples_showing(directory: Path = EXAMPLES_DIR) -> dict[str, list[str]]:
    """Rule id -> the example files that show it (``rules:``, ``cites:``, or
    ``also_cites:``: a rule the trace names as only relevant to a line, beside the rule
    that decides it — an overview, a definition; engine/why/deciding.py), known failures
    left out: an example the engine cannot reproduce shows nothing yet."""
    out: dict[str, list[str]] = {}
    for path in sorted(directory.glob("*.yaml")):
        data = load_yaml(path)
        if not isinstance(data, Mapping) or data.get("known_failure"):
            continue
        shown = list(_ids(data.get("rules")))
        for item in data.get("expect") or ():
            for key in ("cites", "also_cites"):
                if isinstance(item, Mapping) and key in item:
                    shown.extend(_ids(item[key]))
        for rule_id in shown:
            out.setdefault(rule_id, []).append(path.name)
    return out


def _ids(value: Any) -> Iterable[str]:
    if value is None:
        return ()
    if isinstance(value, str | int | float):
        return (str(value),)
    return (str(v) for v in value)


def problems(audit: Mapping[str, Classified], corpus: Corpus, cited: Iterable[str]) -> list[str]:
    """What is wrong with the audit: a rule of sections 1-7 it leaves out, an id that is no
    such rule, a rule the engine cites classified as not modelled, and a procedure whose
    ``uncited`` mark does not match the engine (cited though marked, or uncited though not
    marked)."""
    cited = frozenset(cited)
    units = audit_units(corpus)
    found: list[str] = [f"{r}: not classified" for r in units if r not in audit]
    known = set(units)
    for entry in audit.values():
        at = f"line {entry.line}: {entry.rule_id}"
        if entry.rule_id not in known:
            found.append(f"{at}: not a rule of sections 1-7 of CR 5.0")
        elif entry.kind == NOT_MODELLED and entry.rule_id in cited:
            found.append(f"{at}: the engine cites it, so it is modelled")
        elif entry.kind == PROCEDURE and entry.rule_id in cited and entry.uncited:
            found.append(f"{at}: the engine cites it now; remove its 'uncited' mark")
        elif entry.kind == PROCEDURE and entry.rule_id not in cited and not entry.uncited:
            found.append(f"{at}: a procedure the engine does not cite; say where (uncited: ...)")
    return found


def uncited_procedures(audit: Mapping[str, Classified], cited: Iterable[str]) -> list[str]:
    """The procedure rules the engine does not cite, in the audit's order."""
    cited = frozenset(cited)
    return [r for r, e in audit.items() if e.kind == PROCEDURE and r not in cited]


def unshown_procedures(audit: Mapping[str, Classified], shown: Iterable[str]) -> list[str]:
    """The procedure rules no example scenario shows, in the audit's order (those shown
    by a named unit test instead included: :func:`shown_by_tests` lists them)."""
    shown = frozenset(shown)
    return [r for r, e in audit.items() if e.kind == PROCEDURE and r not in shown]


def shown_by_tests(audit: Mapping[str, Classified], shown: Iterable[str]) -> list[str]:
    """The procedure rules no example shows whose ``shown_by`` names a unit test."""
    return [r for r in unshown_procedures(audit, shown) if audit[r].shown_by]


def shown_by_problems(audit: Mapping[str, Classified], repo: Path = REPO) -> list[str]:
    """What is wrong with the ``shown_by`` tests: a file that does not exist, a test
    function it does not define, or a test whose body never names the rule it shows."""
    found: list[str] = []
    for entry in audit.values():
        if not entry.shown_by:
            continue
        at = f"line {entry.line}: {entry.rule_id}"
        file, _, name = entry.shown_by.partition("::")
        path = repo / file
        if not path.is_file():
            found.append(f"{at}: shown_by names {file}, which does not exist")
            continue
        body = _function_body(path.read_text(encoding="utf-8"), name)
        if body is None:
            found.append(f"{at}: {file} defines no test {name}")
        elif entry.rule_id not in body and entry.rule_id.replace(".", "_") not in name:
            found.append(f"{at}: {entry.shown_by} does not name {entry.rule_id}")
    return found


def _function_body(source: str, name: str) -> str | None:
    """The text of the top-level function ``name`` of a test file (its ``def`` line to
    the next top-level statement), or ``None`` when the file defines no such function."""
    lines = source.splitlines()
    for i, line in enumerate(lines):
        if line.startswith(f"def {name}("):
            end = next(
                (j for j in range(i + 1, len(lines)) if lines[j][:1] not in ("", " ", ")")),
                len(lines),
            )
            return "\n".join(lines[i:end])
    return None
