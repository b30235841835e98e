"""Looking back at earlier steps of the same effect (issue 30, gram85): each sibling of
tests/cards_grammar/sentences_looking_back.py read by the grammar alone, compiled, and
judged by what the compiled card MEANS — right, WRONG (it compiles but means something
else: a precision failure) or refused (the judge resolves it by hand).

    .venv/bin/python benchmarks/looking_back_siblings.py
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from _common import probe_card

from engine.state.conditions import Condition, ConditionKind
from scenarios.cards.compile import compile_card
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.printed import read_printed
from tests.cards_grammar.sentences_looking_back import (
    FORESEE,
    GROUP_BACK,
    HAND_COST_OF,
    INSTEAD_PAST,
    REPEATED,
    SPELL,
    TWO_KINDS,
)


def compiled(sentence: str) -> tuple[Any, Any] | None:
    """The reading's model and compiled card of ``sentence`` (the set defining Foresee), or
    ``None`` when it is refused."""
    card = probe_card(sentence.replace(SPELL, "SPELL ", 1))
    with using_keywords(FORESEE):
        reading = read_printed(card, patterns=False)
    if not reading.executable:
        return None
    card_out = compile_card(reading.model)
    if card_out.gaps:
        return None
    return reading.model, card_out


def _effect(model: Any) -> list[dict[str, Any]]:
    dumped = model.model_dump(exclude_defaults=True)
    if dumped.get("effect"):
        return list(dumped["effect"])
    ability = dumped["abilities"][0]
    return list((ability.get("reaction") or ability).get("effect") or [])


def _walk(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for s in steps:
        out.append(s)
        for key in ("then", "otherwise", "chosen_instead", "also"):
            out.extend(_walk(list(s.get(key) or [])))
    return out


def _conditions(value: Any) -> list[Condition]:
    from _siblings import conditions_in

    return conditions_in(value)


def judge_instead(sentence: str, meaning: tuple[str, str]) -> str:
    """The first step chooses its object and the replacing step's condition is read on it
    as it is just before the step, in the present tense (6.5.d)."""
    found = compiled(sentence)
    if found is None:
        return "refused"
    model, card = found
    first = _effect(model)[0]
    if not first.get("chosen_instead"):
        return "WRONG"
    kind, named = meaning
    conds = [c for c in _conditions(card.fields) if c.kind == kind]
    if len(conds) != 1 or conds[0].past or named.lower() not in repr(conds[0]).lower():
        return "WRONG"
    return "right"


def judge_cost(sentence: str, meaning: tuple[str, int]) -> str:
    """The step's object filter bounds the printed cost as said (2.2.7, 2.2.8)."""
    found = compiled(sentence)
    if found is None:
        return "refused"
    field, n = meaning
    flt = _effect(found[0])[0].get("filter") or {}
    bounds = {k: v for k, v in flt.items() if "cost" in k}
    return "right" if bounds == {field: n} else "WRONG"


def judge_repeated(sentence: str, times: int) -> str:
    """As many reveals of the top card, each with its own follow-up, as said."""
    found = compiled(sentence)
    if found is None:
        return "right" if times == 0 else "refused"
    steps = _walk(_effect(found[0]))
    reveals = [s for s in steps if s.get("action") == "reveal"]
    done = sum(int(s.get("times", 1)) for s in reveals)
    whole = all(s.get("then") for s in reveals)
    return "right" if done == times and whole else "WRONG"


def judge_kinds(sentence: str, kinds: tuple[str, str]) -> str:
    """The count fits an object of either kind and no other (2.2.1, 6.5.i)."""
    found = compiled(sentence)
    if found is None:
        return "refused"
    counts = [c for c in _conditions(found[1].fields) if c.kind == ConditionKind.COUNT]
    if len(counts) != 1 or counts[0].filter is None:
        return "WRONG"
    flt = counts[0].filter
    names = {k.lower() for k in kinds}

    def said(f: Any) -> set[str]:
        types = {str(t.value).lower() for t in f.types}
        if f.permanents_in_landmarks:  # a Landmark: a Permanent in a Landmark zone (2.2.3)
            types = {"landmark"} if types == {"permanent"} else {"?"}
        kinds = {s.lower() for s in f.subtypes} | types
        return kinds | {str(t.value).lower() for t in f.or_types}

    if flt.any_of:
        each = [frozenset(said(f)) for f in flt.any_of]
        wanted = {frozenset({k}) for k in names}
        return "right" if len(each) == 2 and set(each) == wanted else "WRONG"
    return "right" if said(flt) == names and not (flt.types and flt.subtypes) else "WRONG"


def judge_group(sentence: str, meaning: str) -> str:
    """ "one / either of them" ("any"): the conditioned step follows the step that chose the
    objects, its condition true when one of them fits (the engine's "it" conditions check
    any of the objects); "both of them" ("all") and "another one" ("again") are not built
    and must be refused."""
    found = compiled(sentence)
    if found is None:
        return "refused"
    if meaning != "any":
        return "WRONG"
    first = _effect(found[0])[0]
    follow = (first.get("then") or [{}])[0]
    kinds = {c.kind for c in _conditions(found[1].fields)}
    nested = str(follow.get("condition", "")).split()[1:3] == ["of", "them"]
    return "right" if nested and ConditionKind.IT_HAS_COUNTERS in kinds else "WRONG"


def tally(
    name: str, siblings: Mapping[str, Any], judge: Callable[[str, Any], str]
) -> dict[str, int]:
    """Each sibling judged and printed one a line, then the tally of ``name``."""
    counts: dict[str, int] = {}
    for sentence, meaning in siblings.items():
        verdict = judge(sentence, meaning)
        counts[verdict] = counts.get(verdict, 0) + 1
        print(f"{verdict:8} {sentence}")
    print(f"== {name}: {len(siblings)} sentences: {counts}")
    return counts


def main() -> None:
    total: dict[str, int] = {}
    for name, siblings, judge in (
        ("before a replaced step", INSTEAD_PAST, judge_instead),
        ("a Hand Cost of N", HAND_COST_OF, judge_cost),
        ("a whole step repeated", REPEATED, judge_repeated),
        ("two kinds counted", TWO_KINDS, judge_kinds),
        ("a group referred back to", GROUP_BACK, judge_group),
    ):
        for k, v in tally(name, siblings, judge).items():
            total[k] = total.get(k, 0) + v
    print(f"ALL {sum(total.values())} sentences: {total}")


if __name__ == "__main__":
    main()
