"""What the benchmarks of sibling conditions share (issue 30): each sibling sentence, in each
condition form, read by the grammar alone on a Unique Character and compiled; the conditions
the compiled card holds, for the benchmark to judge by what they MEAN; and the tally of
verdicts — right, WRONG (it compiles but means something else: a precision failure) or
refused (the judge resolves it by hand). A benchmark keeps only its sentences and its
judgement.

A benchmark run as a script has ``benchmarks/`` first on its path: ``from _siblings import …``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from _common import audit_card  # (and the repository on the path)

if TYPE_CHECKING:
    from engine.state.conditions import Condition
    from scenarios.cards.compile import Compiled
    from scenarios.cards.models import CardModel

Meaning = TypeVar("Meaning")
VERDICTS = ("right", "WRONG", "refused")


def unique_reading(
    sentence: str, card_type: str = "Character"
) -> tuple[CardModel, Compiled] | None:
    """The card model and the compiled card of ``sentence`` printed on a Unique card of
    ``card_type`` costing 1 (a Character is 1/1/1), read by the grammar alone (no sentence
    patterns); ``None`` when it is refused (the reading is not executable, or the compiled
    card has a gap)."""
    from scenarios.cards.compile import compile_card
    from scenarios.cards.printed import read_printed

    card = audit_card(sentence, type=card_type, name="Unique", rarity="unique")
    reading = read_printed(card, patterns=False)
    if not reading.executable:
        return None
    compiled = compile_card(reading.model)
    if compiled.gaps:
        return None
    return reading.model, compiled


def unique_card_conditions(sentence: str) -> list[Condition] | None:
    """The conditions of ``sentence`` printed on a 1/1/1 Unique Character costing 1, read by
    the grammar alone and compiled (:func:`unique_reading`); ``None`` when it is refused."""
    read = unique_reading(sentence)
    return None if read is None else conditions_in(read[1].fields)


def conditions_in(value: Any) -> list[Condition]:
    """Every condition held anywhere in ``value`` (dataclasses, mappings and sequences
    walked in order)."""
    from engine.state.conditions import Condition

    if isinstance(value, Condition):
        return [value]
    if isinstance(value, dict):
        return [c for v in value.values() for c in conditions_in(v)]
    if isinstance(value, (list, tuple)):
        return [c for v in value for c in conditions_in(v)]
    if dataclasses.is_dataclass(value):
        return [c for f in dataclasses.fields(value) for c in conditions_in(getattr(value, f.name))]
    return []


def tally_forms(
    siblings: Mapping[str, Meaning],
    forms: Sequence[str],
    judge: Callable[[str, Meaning, bool], str],
) -> dict[str, int]:
    """Each sibling (its words and what they mean) said in each condition form (``{c}`` the
    sibling's words; a form opening "{J} Unless" negates it), judged and printed one a line,
    then the tally in one line; the tally is returned too."""
    tally = dict.fromkeys(VERDICTS, 0)
    for words, meaning in siblings.items():
        for form in forms:
            said = form.format(c=words)
            verdict = judge(said, meaning, form.startswith("{{J}} Unless"))
            tally[verdict] += 1
            print(f"{verdict:8} {said}")
    print(
        f"{sum(tally.values())} sentences: right {tally['right']}, WRONG {tally['WRONG']}, "
        f"refused {tally['refused']}"
    )
    return tally


def compact(value: Any) -> str:
    """A condition or filter with only the fields set, for reading by eye."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        parts = []
        for f in dataclasses.fields(value):
            v = getattr(value, f.name)
            default = (
                f.default_factory() if f.default_factory is not dataclasses.MISSING else f.default
            )
            if f.name != "text" and v != default:
                parts.append(f"{f.name}={compact(v)}")
        return f"{type(value).__name__}({', '.join(parts)})"
    if isinstance(value, tuple):
        return "(" + ", ".join(compact(v) for v in value) + ")"
    if isinstance(value, frozenset):
        return "{" + ",".join(sorted(str(getattr(v, "value", v)) for v in value)) + "}"
    return str(getattr(value, "value", value))


@dataclasses.dataclass
class ReadOrRefused:
    """How many sentences a runner of read-or-refuse siblings said, and of them: ``read``
    (meant to be read, and read), ``refused_right`` (to refuse, and refused) and
    ``wrongly_read`` (to refuse, yet read: a precision failure)."""

    total: int = 0
    read: int = 0
    refused_right: int = 0
    wrongly_read: int = 0


def tally_read_or_refused(
    siblings: Sequence[Meaning],
    forms: Sequence[str],
    said: Callable[[Meaning, str], str],
    refused: Collection[Meaning],
    also_refused: Sequence[str] = (),
    verbose: bool = False,
) -> ReadOrRefused:
    """Each sibling said in each condition form (``said``), read by the grammar alone on a
    Unique Character (:func:`unique_card_conditions`) and printed "read" / "refused" one a
    line (``verbose``: with its conditions, :func:`compact`); a sibling in ``refused`` must
    be refused. Then each sentence of ``also_refused``, which must be refused too. The
    counts are returned for the runner's own closing line."""
    counts = ReadOrRefused()
    for sibling in siblings:
        for form in forms:
            counts.total += 1
            conditions = unique_card_conditions(said(sibling, form))
            if conditions is None:
                counts.refused_right += sibling in refused
                print(f"refused  {said(sibling, form)}")
                continue
            counts.read += sibling not in refused
            counts.wrongly_read += sibling in refused
            print(f"read     {said(sibling, form)}")
            if verbose:
                for c in conditions:
                    print(f"           {compact(c)}")
    for sentence in also_refused:
        counts.total += 1
        was_refused = unique_card_conditions(sentence) is None
        counts.refused_right += was_refused
        counts.wrongly_read += not was_refused
        print(f"{'refused' if was_refused else 'read   '}  {sentence}")
    return counts


def meaning_verdict(found: Mapping[str, Any] | None, expected: Mapping[str, Any] | None) -> str:
    """The verdict on a sentence whose judged parts compiled to ``found`` (``None``: refused)
    when its meaning is ``expected`` (``None``: the engine cannot say it, so it must be
    refused): right when every part the meaning names is what it compiled to; WRONG when
    another, or when read though it cannot be said; "refused" or "refused as expected"."""
    if found is None:
        return "refused" if expected is not None else "refused as expected"
    if expected is None:
        return "WRONG"  # read, though the engine cannot say it
    return "right" if all(found.get(k) == v for k, v in expected.items()) else "WRONG"


def tally_uses(
    uses: Sequence[tuple[str, Mapping[str, Meaning] | Sequence[str]]],
    judge: Callable[[str, Any], str],
) -> dict[str, int]:
    """Each use's sentences (a mapping of sentence to meaning, or the sentences alone —
    then judged with ``None``) judged and printed one a line, a tally line per use, then
    the tally of all; the whole tally is returned."""
    total: dict[str, int] = {}
    for use, sentences in uses:
        tally: dict[str, int] = {}
        for s in sentences:
            verdict = judge(s, sentences[s] if isinstance(sentences, Mapping) else None)
            tally[verdict] = tally.get(verdict, 0) + 1
            total[verdict] = total.get(verdict, 0) + 1
            print(f"{verdict:20} {s}")
        print(f"-- {use}: {len(sentences)} sentences: {tally}")
    print(f"== all {sum(total.values())} sentences: {total}")
    return total


def tally_outcomes(
    groups: Sequence[tuple[str, Mapping[str, Any]]],
    outcome: Callable[[str, Any], str],
    list_each: bool = False,
) -> dict[str, int]:
    """Each group's sentences judged by ``outcome`` (sentence, what the file expects) as
    ``right``, ``refused`` or ``wrong``; a line per group (``list_each``: a line per sentence
    before it) and the counts of all returned for the runner's closing line."""
    total = {"right": 0, "refused": 0, "wrong": 0}
    width = max((len(name) for name, _ in groups), default=0)
    for name, group in groups:
        counts = {"right": 0, "refused": 0, "wrong": 0}
        for text, expected in group.items():
            got = outcome(text, expected)
            counts[got] += 1
            if list_each:
                print(f"  {got:8} {text}")
        for k in total:
            total[k] += counts[k]
        print(
            f"{name:{width}} {len(group):3} sentences: read right {counts['right']:3}, "
            f"refused {counts['refused']:3}, read wrong {counts['wrong']}"
        )
    return total


def report_judged(
    siblings: Mapping[str, Meaning], judge: Callable[[str, Meaning], str], label: str
) -> dict[str, int]:
    """Each sibling judged right / WRONG / refused; the WRONG ones printed one a line (every
    one with ``--list`` on the command line), then the tally in one line under ``label``;
    the tally is returned too."""
    import sys

    tally = dict.fromkeys(VERDICTS, 0)
    for sentence, meaning in siblings.items():
        verdict = judge(sentence, meaning)
        tally[verdict] = tally.get(verdict, 0) + 1
        if "--list" in sys.argv or verdict == "WRONG":
            print(f"{verdict:8} {sentence}")
    total = sum(tally.values())
    print(
        f"{label}: {tally['right']}/{total} right, {tally['WRONG']} WRONG, "
        f"{tally['refused']} refused"
    )
    return tally


def effect_verdict(text: str, wanted: Mapping[str, Any] | None) -> str:
    """The verdict on a sibling meant to read as the one effect step ``wanted`` of a
    Reaction (``None``: the engine cannot say it, so it must be refused), read by the
    grammar alone: right / WRONG / refused / refused as expected. A crash is a refusal the
    judge sees as such."""
    from scenarios.cards.grammar.first import grammar_ability

    try:
        ability, _ = grammar_ability(text, support=False)
    except Exception:
        ability = None
    if ability is None:
        return "refused as expected" if wanted is None else "refused"
    if wanted is None:
        return "WRONG"
    effect = ability.get("reaction", {}).get("effect")
    return "right" if effect == [wanted] else "WRONG"


def report_effects(
    siblings: Mapping[str, Any],
    verdict: Callable[[str, Any], str] = effect_verdict,
) -> dict[str, int]:
    """Each sibling's ``verdict`` (:func:`effect_verdict` unless a benchmark judges its own
    way) printed one a line, then the tally in one line; the tally is returned too."""
    tally: dict[str, int] = {}
    for text, wanted in siblings.items():
        found = verdict(text, wanted)
        tally[found] = tally.get(found, 0) + 1
        print(f"{found:20} {text}")
    readable = sum(1 for m in siblings.values() if m is not None)
    print(
        f"siblings {len(siblings)}: right {tally.get('right', 0)}/{readable}, "
        f"WRONG {tally.get('WRONG', 0)}, refused {tally.get('refused', 0)}, "
        f"refused as expected {tally.get('refused as expected', 0)}"
    )
    return tally


Found = TypeVar("Found")


def read_verdict(
    found: Found | None, meaning: Meaning | None, fits: Callable[[Found, Meaning], bool]
) -> str:
    """The verdict on a sentence read to ``found`` (``None``: refused) whose meaning is
    ``meaning`` (``None``: the engine cannot say it, so refusing it is right): right when
    ``fits`` says what was read is what it means; WRONG when not, or when read though it
    cannot be said; refused otherwise."""
    if found is None:
        return "right" if meaning is None else "refused"
    if meaning is None:
        return "WRONG"
    return "right" if fits(found, meaning) else "WRONG"
