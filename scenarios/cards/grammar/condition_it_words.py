"""id39 (issue 30, session 39): "it" naming the object a condition found, in the grammar's
words.

"If you control a token, it gains 1 boost", "If you control an exhausted Character, ready
it", "If there is a Spell in your Reserve, return it to your hand": "it" is an object the
condition found — one of those it looked for, chosen by the effect's controller as the step
would happen (6.1.g: decisions of a step are its controller's, made just before it; none
to choose, the step does nothing — and the condition, checked first, fails, 6.5.d). Said in
the grammar's words as the object chosen: "… a token you control gains 1 boost", "… return a
Spell in your Reserve to your hand". Only the first step's object right after the
condition's comma or colon — "it [verb]s …" or "[verb] it …" — is so said, and only of one
object ("a / an …"): anything between ("target Character gains 1 boost and it …") keeps
"it" as printed, with what it names as before (or refused); after a trigger that names
objects ("When a Character joins your Expedition — …") "it" is the trigger's (6.3.i)."""

from __future__ import annotations

from scenarios.cards.grammar.folds import Rewording, Words

__all__ = ["CONDITION_IT_WORDS"]

_VERBS = frozenset(
    {"ready", "exhaust", "return", "sacrifice", "discard", "send", "put", "play", "reveal"}
)
"""The verbs of a step said "[verb] it" right after the condition."""


def _found(clause: list[str]) -> list[str] | None:
    """The object words a condition clause ("if …") looks for, said as one object, or
    ``None``: "if you control a token" -> "a token you control"; "if there is a Spell in
    your Reserve" -> "a Spell in your Reserve"."""
    if clause[:3] == ["if", "you", "control"] and clause[3:4] in (["a"], ["an"]):
        words = clause[3:]
        if {"or", "and", "more", "another"} & set(words) or "you" in words:
            return None
        return [*words, "you", "control"]
    if clause[:3] == ["if", "there", "is"] and clause[3:4] in (["a"], ["an"]):
        words = clause[3:]
        if words[-3:-1] != ["in", "your"] or {"or", "and", "more"} & set(words):
            return None
        return words
    return None


def _trigger_names_objects(before: list[str]) -> bool:
    """Whether a trigger said before names objects "it" may be (6.3.i): any "When / Each
    time / After …" trigger (an icon, "At [phase]" or a quick action's cost name none)."""
    return any(w in ("when", "whenever", "after", "time") for w in before)


def _it_found(t: Words) -> int:
    """ "If [c], it …" / "If [c], [verb] it …" -> the object the condition found."""
    said = [w.lower() for w, _, _ in t.said]
    cut = next((i for i in range(len(said) - 1, -1, -1) if said[i] in (",", ":")), None)
    if cut is None:
        return 0
    between = said[cut + 1 :]
    if between and not (len(between) == 1 and between[0] in _VERBS):
        return 0
    opened = [i for i, w in enumerate(said[:cut]) if w == "if"]
    if not opened or "." in said[opened[-1] : cut]:
        return 0
    if (
        opened[-1] > 0
        and said[opened[-1] - 1] not in ("—", ":")
        and not said[opened[-1] - 1].startswith("{")
    ):
        return 0  # "[X] if [c]": no clause opened; "[X]. If [c], it …": "it" may be what X named
    if _trigger_names_objects(said[: opened[-1]]):
        return 0  # "When a Character joins … — If you control a Mage, it …": the trigger's (6.3.i)
    if [w for w, _, _ in t.printed[t.at + 1 : t.at + 2]] == ["moves"]:
        return 0  # "it moves forward / backward": an Expedition moves (7.3.24.a, 7.3.25.a)
    found = _found(said[opened[-1] : cut])
    if found is None:
        return 0
    t.say(found, t.printed[t.at : t.at + 1])
    return 1


CONDITION_IT_WORDS = (
    Rewording(
        "the object a condition found, chosen by the effect's controller (6.1.g, 6.5.d)",
        frozenset({"it"}),
        _it_found,
    ),
)
"""The wording of the module docstring."""
