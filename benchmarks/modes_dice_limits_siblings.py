"""Mode headers, dice tables and counted limits (issue 30, gram82): each sibling sentence of
tests/cards_grammar/sentences_modes_dice_limits.py read by the grammar alone and judged by
what it MEANS — right, WRONG (it compiles but means something else: a precision failure)
or refused (the judge resolves it by hand).

- a mode header: who chooses, how many at most and at least, the same mode again, how many
  modes (6.5.g) — on a Spell;
- a die: for each result 1-6 the steps done after the roll, in order (7.3.33.b) — on a Spell;
- a counted limit: the compiled "can't" (1.4.1.a) — whose plays, how many, of which card
  type, over which period — on a Character; a sentence the desk cannot limit is right only
  refused.

    .venv/bin/python benchmarks/modes_dice_limits_siblings.py
"""

from __future__ import annotations

from typing import Any

from _siblings import unique_reading

from tests.cards_grammar.sentences_modes_dice_limits import DICE, LIMITS, MODES

Step = dict[str, Any]


def _read(sentence: str, card_type: str) -> tuple[dict[str, Any], Any] | None:
    """The card model (as data) and the compiled card of ``sentence``; ``None`` when refused."""
    read = unique_reading(sentence, card_type)
    if read is None:
        return None
    model, compiled = read
    return model.model_dump(exclude_none=True, by_alias=True), compiled


def judge_modes(sentence: str, meaning: tuple[str, int, int, bool, int]) -> str:
    read = _read(sentence, "Spell")
    if read is None:
        return "refused"
    effect = read[0].get("effect", [])
    if len(effect) != 1 or effect[0].get("action") != "choose":
        return "WRONG"
    step = effect[0]
    who = "you"
    if step.get("opponent_chooses_modes"):
        who = "target_opponent" if step.get("modes_chooser_targeted") else "opponent"
    most = step.get("choose", 1)
    least = 0 if step.get("may") else step.get("modes_min", most)  # "Choose up to one"
    said = (who, most, least, bool(step.get("repeat_modes")), len(step.get("modes", ())))
    return "right" if said == meaning else "WRONG"


def _actions(steps: list[Step]) -> tuple[str, ...]:
    return tuple(str(s.get("action")) for s in steps)


def judge_dice(sentence: str, meaning: dict[int, tuple[str, ...]] | None) -> str:
    read = _read(sentence, "Spell")
    if read is None:
        return "refused"
    if meaning is None:
        return "WRONG"
    effect: list[Step] = read[0].get("effect", [])
    if not effect or effect[0].get("action") != "roll_die":
        return "WRONG"
    roll, after = effect[0], effect[1:]
    for face in range(1, 7):
        held = [o for o in roll.get("outcomes", ()) if o["low"] <= face <= o["high"]]
        done = _actions(held[0]["effect"]) if held else ()
        if done + _actions(after) != meaning[face]:
            return "WRONG"
    return "right"


def _restrictions(value: Any) -> list[Any]:
    """Every ``Restriction`` held anywhere in ``value`` (dataclasses, mappings, sequences)."""
    import dataclasses

    from engine.state.restrictions import Restriction

    if isinstance(value, Restriction):
        return [value]
    if isinstance(value, dict):
        return [r for v in value.values() for r in _restrictions(v)]
    if isinstance(value, (list, tuple)):
        return [r for v in value for r in _restrictions(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [r for f in dataclasses.fields(value) for r in _restrictions(getattr(value, f.name))]
    return []


def judge_limits(sentence: str, meaning: tuple[str, int, str, str] | None) -> str:
    from engine.state.restrictions import RestrictionKind

    read = _read(sentence, "Character")
    if read is None:
        return "refused"
    if meaning is None:
        return "WRONG"
    found = [
        r for r in _restrictions(read[1].fields) if r.kind == RestrictionKind.OPPONENTS_CANT_PLAY
    ]
    if len(found) != 1 or not found[0].at_most:
        return "WRONG"
    r = found[0]
    whose = "any" if r.any_player else "you" if r.own else "opponents"
    types = tuple(t.value for t in r.group.types) if r.group is not None else ()
    said = (whose, r.at_most, types[0] if len(types) == 1 else "", r.period)
    return "right" if said == meaning and len(types) <= 1 else "WRONG"


def main() -> None:
    total = {"right": 0, "WRONG": 0, "refused": 0}
    for name, family, judge in (
        ("modes", MODES, judge_modes),
        ("dice", DICE, judge_dice),
        ("limits", LIMITS, judge_limits),
    ):
        tally = {"right": 0, "WRONG": 0, "refused": 0}
        for sentence, meaning in family.items():
            try:
                verdict = judge(sentence, meaning)  # type: ignore[operator]
            except AttributeError:  # a compiled "can't" of no counted limit (before gram82)
                verdict = "WRONG"
            tally[verdict] += 1
            total[verdict] += 1
            print(f"{verdict:8} {sentence}")
        refusals = sum(1 for m in family.values() if m is None)
        print(
            f"{name}: {sum(tally.values())} sentences: right {tally['right']}, WRONG "
            f"{tally['WRONG']}, refused {tally['refused']} ({refusals} meant to be refused)"
        )
    print(
        f"all: {sum(total.values())} sentences: right {total['right']}, WRONG {total['WRONG']}, "
        f"refused {total['refused']}"
    )


if __name__ == "__main__":
    main()
