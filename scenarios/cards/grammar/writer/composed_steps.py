"""The writer's words for the steps that compose (issue 30, semantics/composed_steps.py): one
verb with several things gained or lost, said in one sentence as the cards print it —
"Target Character gains Anchored and 1 boost", "I lose Anchored and Asleep", "Tokens you
control gain 1 boost and Anchored" (6.1.c: a step per thing, on the same object)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.acted_costs import PARTICIPLES

Step = dict[str, Any]

_GAINS = frozenset({"gain_status", "give_boost", "gain_counters"})
_PLAIN = frozenset({"action", "subject", "filter", "status", "amount", "counter"})


def _thing(step: Step) -> str:
    """What a change gives or takes: a status, "N boost(s)", "N [Name] counter(s)"."""
    if "status" in step:
        return str(step["status"])
    n = int(step["amount"])
    if step["action"] == "gain_counters":
        return f"{n} {step['counter']} counter{'s' if n != 1 else ''}"
    return f"{n} boost{'s' if n != 1 else ''}"


def _distinct(steps: list[Step]) -> bool:
    """Whether no two changes give the same kind of thing (two boosts amounts are not listed)."""
    kinds = [(s.get("status"), s.get("counter"), s["action"]) for s in steps]
    return len(set(kinds)) == len(kinds)


def _family(step: Step) -> str:
    return "gain" if step.get("action") in _GAINS else str(step.get("action"))


def _listed(first: str, things: list[str]) -> str:
    """ "[first clause], [thing], … and [last thing]": the things after the first clause."""
    middle = "".join(f", {t}" for t in things[:-1])
    return f"{first}{middle} and {things[-1]}"


def target_things_words(step: Step, clause: Callable[[Step], str]) -> str | None:
    """ "[target] gains X and Y [and Z]": a change of a target whose follow-ups are changes
    of the same verb on "it" (6.5.b); ``None`` for any other step."""
    then = step.get("then") or []
    if step.get("it_follows") or not then:
        return None
    if step["action"] not in _GAINS | {"lose_status"}:
        return None
    if any(
        t.get("subject") != "it" or set(t) - _PLAIN or _family(t) != _family(step) for t in then
    ):
        return None
    first = {k: v for k, v in step.items() if k not in ("then", "it_follows")}
    if not _distinct([first, *then]):
        return None
    return _listed(clause(first), [_thing(t) for t in then])


def joined_runs(effect: list[Step], clause: Callable[[Step], str]) -> list[Step | str]:
    """The effect with each run of plain changes of one verb on the same "I", "it" or group
    said as one sentence ("I gain 1 boost and Anchored"); the other steps as they are."""
    out: list[Step | str] = []
    run: list[Step] = []

    def close() -> None:
        # the whole run in one sentence, in order (6.1.c): the reader reads a list of any
        # length (altered.lark, "sentence syntax": the list is right-recursive)
        if len(run) > 1 and _distinct(run):
            out.append(_listed(clause(run[0]), [_thing(s) for s in run[1:]]))
        else:
            out.extend(run)
        run.clear()

    for step in effect:
        # a target is chosen by each step that names one (6.5.b): two target steps are
        # two choices, never one "target X gains A and B" (that is one target, then "it")
        targeted = str(step.get("subject", "")).startswith("target")
        plain = (
            not set(step) - _PLAIN
            and step.get("action") in _GAINS | {"lose_status"}
            and not targeted
        )
        same = bool(run) and all(step.get(k) == run[0].get(k) for k in ("subject", "filter"))
        if plain and same and _family(step) == _family(run[0]):
            run.append(step)
            continue
        close()
        if plain:
            run.append(step)
        else:
            out.append(step)
    close()
    return out


def acted_count_sentences(step: Step, sentence: Callable[[Step], str]) -> list[str] | None:
    """ "[X all / any number of objects]. [Y] for each [noun] [participle] this way[, up to a
    max of N]" (6.5.i): a step whose one follow-up makes its amount (cards drawn, boosts
    given, tokens …) per object it acted on (``per: that many``), Y said by its own words
    (gram42: any counted step, any amount); ``None`` for any other step."""
    follow = step.get("then") or []
    verb = PARTICIPLES.get(str(step.get("action")))
    if step.get("action") == "gain_status" and step.get("status"):  # ie: 7.3.13, 6.5.i
        verb = f"that gained {step['status']}"
    if verb is None or len(follow) != 1 or follow[0].get("per") != "that many":
        return None
    counted = follow[0]
    if set(counted) & {"then", "if", "may", "otherwise", "per_every", "per_plus"}:
        return None
    subject = str(step.get("subject", ""))
    # g3: the noun counted is the one kind the step lets through ("card" for any card chosen
    # from a zone); "a Character or Permanent" has no one noun (6.5.i: refused when read)
    said = (
        ["Character"]
        if "character" in subject
        else ["card"]
        if subject.startswith("a_card_")
        else []
    )
    if subject.startswith("a_character_or_permanent_"):
        said = []
    types = (step.get("filter") or {}).get("types") or said
    if len(types) != 1:
        return None
    first = sentence({k: v for k, v in step.items() if k != "then"})
    most = ""
    if counted.get("per_most"):
        most = f", up to a max of {counted['per_most']}"
    elif counted.get("max_total"):
        most = f", up to a max of {counted['max_total']}"
    own = sentence({k: v for k, v in counted.items() if k not in ("per", "per_most", "max_total")})
    return [first, f"{own.rstrip('.')} for each {types[0]} {verb} this way{most}"]


def or_step_sentences(step: Step) -> list[str] | None:
    """ "[X] or [Y]": a choice of one step of two (6.1.g, 6.5.g), each mode said by its own
    printed words; "You may [X] or [Y]" when the choice may be declined (6.5.c), which the
    reader takes only of two steps the controller does; ``None`` for any other step."""
    modes = step.get("modes") or []
    may = step.get("may") is True
    if set(step) - {"may"} != {"action", "modes", "choose", "either"} or step["choose"] != 1:
        return None
    if any(set(m) != {"text", "effect"} or len(m["effect"]) != 1 for m in modes):
        return None
    first, second = (str(m["text"]).rstrip(".") for m in modes)
    if " or " in first or " or " in second or not first or not second:
        return None
    lowered = second if second.split(" ", 1)[0] == "I" else second[:1].lower() + second[1:]
    said = f"{first} or {lowered}"
    if may:
        said = f"You may {first[:1].lower() + first[1:]} or {lowered}"
    # said so only when the words are a choice of two steps as the reader takes them (a
    # mode after "or" that begins with its object, "target Robot Character gains …", is
    # not): otherwise the modes' own form ("Choose one: • …") says it
    from scenarios.cards.grammar.first import grammar_effect

    steps, _ = grammar_effect(said + ".")
    return [said] if steps == [step] else None


def distributed_sentences(step: Step, obj: Callable[[Step], str]) -> list[str] | None:
    """ "Augment [object][, twice]" (7.3.4; 6.5.i) and "[up to N target Characters] each lose
    all their boosts" (2.5.g, 6.1.e); ``None`` for any other step."""
    plain = {k: v for k, v in step.items() if k != "times"}
    if step.get("action") == "augment" and set(plain) <= {"action", "subject", "filter"}:
        times = int(step.get("times", 1))
        again = {1: "", 2: ", twice"}.get(times, f", {times} times")
        return [f"Augment {obj(plain)}{again}"]
    every = {"action": "remove_counters", "counter": "boost", "all_counters": True}
    if all(step.get(k) == v for k, v in every.items()) and step.get("up_to", 0) > 1:
        if set(step) - {*every, "subject", "filter", "up_to"}:
            return None
        said = obj(step)
        return [f"{said[:1].upper()}{said[1:]} each lose all their boosts"]
    return None
