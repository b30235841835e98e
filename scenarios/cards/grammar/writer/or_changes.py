"""id40 (issue 30): "I gain 2 boosts or lose Asleep", "It gains a Kelon counter or loses
Fleeting" — one of two changes of one object, its controller's choice as the step resolves
(6.1.g), a choice of one mode of two (6.5.g): the reader's ``or_verb_chain``, whose modes
keep the printed words ("I gain 2 boosts", "I lose Asleep"). Written back as printed: the
modes' own form ("Choose one: • I gain 2 boosts • I lose Asleep.") makes the last mode's
words take the sentence's period — other words for the same choice, so another reading."""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]

_WHO = {"self": "I", "it": "It"}
"""The object of the two changes, as the second mode's words begin with it."""


def or_changes_sentences(step: Step) -> list[str] | None:
    """ "[first change] or [second change without its subject]" for a choice of two modes
    that are two changes of "me" / "it"; ``None`` for any other step, or when the words
    would not read back to ``step``."""
    modes = step.get("modes") or []
    if set(step) != {"action", "modes", "choose"} or step["choose"] != 1 or len(modes) != 2:
        return None
    if any(set(m) != {"text", "effect"} or len(m["effect"]) != 1 for m in modes):
        return None
    first, second = (str(m["text"]) for m in modes)
    subject = modes[1]["effect"][0].get("subject")
    who = _WHO.get(str(subject))
    if who is None or not second.startswith(who + " ") or first.endswith("."):
        return None
    said = f"{first} or {second.removeprefix(who + ' ')}"
    from scenarios.cards.grammar.first import grammar_effect

    steps, _ = grammar_effect(said + ".")
    return [said] if steps == [step] else None
