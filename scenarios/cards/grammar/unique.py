"""A Unique's ability read part by part: "[trigger] [If|Unless] [condition]: [output]".

When the grammar does not read such an ability whole, its shape is still the grammar's —
the trigger (rule ``trigger``), the condition with its colon (``colon_condition``) and the
output, "[X], otherwise [Y]" included (``otherwise_tail``) — and each part is read by the
grammar or, failing that, by the sentence patterns of :mod:`scenarios.cards.printed`
(the trigger by ``read_trigger``, the output by ``read_effect``; a condition is kept as its
words, as the card structures evaluate condition texts). The condition then governs the
output exactly as the grammar's ``conditioned_output`` does: one step, or not read.
"""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.grammar.parser import NotRead, parse
from scenarios.cards.grammar.semantics.all_rules import transform
from scenarios.cards.grammar.semantics.condition_it import named_by_object_condition
from scenarios.cards.grammar.semantics.expedition_event_it import expedition_it_placed
from scenarios.cards.grammar.semantics.governing_conditions import governed
from scenarios.cards.grammar.semantics.it_references import _it_named
from scenarios.cards.grammar.tree import Condition

SHAPE = re.compile(
    r"^(?P<trigger>(?:\{I\} )?(?:\{[JHR]\}|(?:At|When|After) [^:\u2014]+? \u2014))\s+"
    r"(?P<word>If|Unless) (?P<cond>[^:]+?)\s*:\s*(?P<output>.+)$"
)
_PHASE_IF = re.compile(r"^(?:\{I\} )?At [A-Za-z]+, if (?P<cond>[^\u2014]+?) \u2014$")
_OTHERWISE = re.compile(r",\s*otherwise,?\s+", re.IGNORECASE)


def read_unique(text: str, *, support: bool, patterns: bool = True) -> dict[str, Any] | None:
    """The ability ``text`` is when it has a Unique's shape (``None`` when it has not);
    :class:`NotRead` naming the part not read."""
    m = SHAPE.match(text)
    if m is None:
        return None
    trigger, trigger_support = _trigger(m["trigger"], text, patterns)
    condition = _condition(f"{m['word']} {m['cond']} :")
    output = m["output"]
    parts = _OTHERWISE.split(output)
    if len(parts) > 2:
        raise NotRead("otherwise", "'otherwise' twice is not read yet", "otherwise_tail")
    # the output is read apart from its trigger: "it" in it names what the trigger names
    named = str(trigger["trigger"])
    steps = _output(parts[0], patterns, named)  # "X, then W, otherwise Y": W governed too (6.5.e)
    if len(parts) == 2 and len(steps) != 1 and "." in parts[0].strip().rstrip("."):
        raise NotRead(
            "otherwise", "'otherwise' after several sentences is not read yet", "otherwise_tail"
        )
    said = condition[0].card_text(condition[1])
    # "them" the group the condition counts, "it" the Expedition the trigger names (the
    # antecedents a Unique's parts introduce, as in a Common's sentence: condition_it.py,
    # expedition_event_it.py)
    effect = named_by_object_condition(
        governed(steps, said, "conditioned_output"), said, groups=True
    )
    effect = expedition_it_placed(effect, str(trigger["trigger"]))
    step = effect[0]
    if len(parts) == 2 and step.get("if") != said:
        # "[c1]: If [c2], X, otherwise Y": Y if c1 fails — not "c1 and c2" (6.5.e)
        raise NotRead("if", "two conditions on one step are not read yet", "conditioned_output")
    if len(parts) == 2:
        step["otherwise"] = _output(parts[1][0].upper() + parts[1][1:], patterns, named)
    _no_loose_it([step, *step.get("also", ())], trigger["trigger"], output)
    _it_named([step], named)  # the composed whole, as a Reaction's effect is checked
    # "it" in the colon's own condition ("If it's a Spell:") names what the trigger names
    _it_named([{"if": step["if"]}], trigger["trigger"])
    ability: dict[str, Any] = {"text": text}
    if support or trigger_support:
        ability["support"] = True
    ability["reaction"] = {**trigger, "effect": [step]}
    return ability


def _trigger(part: str, text: str, patterns: bool) -> tuple[dict[str, Any], bool]:
    try:
        found = transform(parse(part, start="trigger_only"), part)
        return dict(found["trigger"]), bool(found["support"])
    except NotRead:
        if not patterns:
            raise
    from scenarios.cards.printed.abilities import read_trigger

    read = read_trigger(text)
    if read is None:
        raise NotRead(part, f"the trigger '{part.rstrip(' —')}' is not read yet", "trigger")
    if read.reaction is not None:
        return dict(read.reaction), read.support
    if read.trigger == "at_phase":
        fields: dict[str, Any] = {"trigger": f"at_{read.phase}"}
        m = _PHASE_IF.match(part)
        if m is not None:  # "At Noon, if [c] —": the Reaction's own condition (6.3.k)
            fields["if"] = m["cond"].lower()
        elif ", if" in part.lower():
            raise NotRead(part, "a phase trigger with a condition is not read here", "trigger")
        return fields, read.support
    return {"trigger": read.trigger}, read.support


def _condition(part: str) -> tuple[Condition, bool]:
    try:
        found = transform(parse(part, start="condition_only"), part)
        condition, unless = found["condition"]
        return condition, unless
    except NotRead:
        # kept as its words, as a Common's "If [condition]," is; the compiler says
        # whether the engine evaluates it (scenarios/cards/condition_texts.py)
        word, _, rest = part.rstrip(" :").partition(" ")
        return Condition(rest.lower()), word.lower() == "unless"


def _output(text: str, patterns: bool, trigger: str) -> list[dict[str, Any]]:
    """An output's steps: the grammar's reading, else the sentence patterns'. "It" in it
    names what ``trigger`` names (6.3.i), as in a whole Reaction ("When an opponent plays
    a Character — …, otherwise give it 2 boosts"); the whole is checked again after."""
    from scenarios.cards.grammar.reader import read_spell_effect

    try:
        return read_spell_effect(text, it_trigger=trigger)
    except NotRead:
        if not patterns:
            raise
    from scenarios.cards.printed.clauses import NotUnderstood
    from scenarios.cards.printed.effects import read_effect

    try:
        return read_effect(text)
    except NotUnderstood as exc:
        raise NotRead(exc.clause, str(exc), "output") from None


def _no_loose_it(effect: list[dict[str, Any]], trigger: str, output: str) -> None:
    from scenarios.cards.printed.abilities import IT_TRIGGERS
    from scenarios.cards.printed.effects import starts_with_it

    if starts_with_it(effect) and trigger not in IT_TRIGGERS:
        raise NotRead(
            output, "'it' does not refer to anything the trigger or effect names", "object"
        )
