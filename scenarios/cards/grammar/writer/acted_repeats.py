"""The writer's words for ib's repeated step (issue 30, session 38), beside the reader's
:mod:`..semantics.acted_repeats`: "[X any number of objects]. For each [noun] [participle]
this way, [step]" — a step done once per object X acted on (6.5.i: ``times`` 0 and ``x_is``
"that many"), the noun the one kind X lets through, as :func:`.composed_steps.acted_count_sentences`
says a counted amount."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.acted_costs import PARTICIPLES

Step = dict[str, Any]


def repeated_for_acted_sentences(
    step: Step, sentence: Callable[[Step], str], lower: Callable[[str], str]
) -> list[str] | None:
    """The two sentences of a step whose one follow-up is done once per object it acted on;
    ``None`` for any other step."""
    follow = step.get("then") or []
    verb = PARTICIPLES.get(str(step.get("action")))
    if verb is None or len(follow) != 1:
        return None
    repeated = follow[0]
    if repeated.get("times") != 0 or repeated.get("x_is") != "that many":
        return None
    if set(repeated) & {"then", "if", "may", "otherwise", "per", "x_chooses", "amount"}:
        return None
    subject = str(step.get("subject", ""))
    said = ["Character"] if "character" in subject else ["card"] if "_card_" in subject else []
    if subject.startswith("a_character_or_permanent_"):
        said = []
    types = (step.get("filter") or {}).get("types") or said
    if len(types) != 1:
        return None
    first = sentence({k: v for k, v in step.items() if k != "then"})
    own = sentence({k: v for k, v in repeated.items() if k not in ("times", "x_is")})
    return [first, f"For each {types[0]} {verb} this way, {lower(own.rstrip('.'))}"]
