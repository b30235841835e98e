"""Which atomic actions "[X]. If [c], [Y] instead" replaces (issue 30, prec34).

A replacing modifier changes what a step or an atomic action does (6.2.b); it may apply to
a whole step or to the atomic actions of some of its objects (6.2.f) — a step on a group has
one atomic action per object (6.1.e). So "instead" replaces X only for what Y is about:

- Y on the same objects as X, or on every one of them and more ("each Character you control
  gains 2 boosts instead" after "each Character you control gains 1 boost"): the whole step;
- Y on objects none of X's ("Characters your opponents control …", "I" after "each other
  Character") or Y a player's act ("draw two cards instead"): the whole step, changed into
  another (6.2.b);
- Y on a described part of X's group ("Soldiers you control gain 2 boosts instead", "I gain
  2 boosts instead" after "each Character you control"): only the part's atomic actions —
  the rest of the group still does X; under the condition, evaluated once (6.5.d-e), the
  rest does X and the part Y, otherwise the whole group does X;
- Y on objects that may or may not be X's ("target Character", "tokens you control" after
  Characters, "I" after "each Soldier you control"): refused — which atomic actions it
  replaces is not said.

A plural pronoun ("they") that could be the group the condition counts or the group X acts
on ("If you control two or more Soldiers, they each gain …" after "Each Character you
control gains 1 boost") is refused when the two differ, and "it" / "that Character" after a
step on a group (which one?): a judge must say which objects "instead" is about. "It" after
a step on one object is that object ("instead" ties it to what X would do).
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead

Step = dict[str, Any]

SAID_BACK = "_said_back"
"""The mark of "[pronoun] [Y] instead": the pronoun printed ("they", "it", "that Character")."""

_GROUPS = frozenset({"objects_in_play", "characters_you_control"})
_IMPLIED: dict[str, Step] = {
    "characters_you_control": {"types": ["Character"], "controller": "you"},
    "objects_in_play": {},
}
"""What each group subject says without a filter (as subset_steps reads it)."""

_WHICH_OBJECTS = (
    "whether {said} among the objects of the step before is not said, so which of its "
    "atomic actions 'instead' replaces is not known (a replacing modifier changes the atomic "
    "actions of what it is about, 6.2.b, 6.2.f, 6.1.e)"
)
_WHICH_ANTECEDENT = (
    "'{said}' may be the objects the condition names or those the step before acts on, and "
    "'instead' replaces different atomic actions in each reading (6.2.b, 6.1.e)"
)
_ONE_OF_GROUP = (
    "'{said}' names one object, the step before a group: which object 'instead' is about is "
    "not said (6.2.b, 6.1.e)"
)


def said_back(step: Step) -> str:
    """The pronoun a "[Y] instead" step's object was printed as, "" when it names its own."""
    from scenarios.cards.grammar.references import REF
    from scenarios.cards.grammar.semantics.them_objects import THEM

    if step.get("subject") != "it":
        return ""
    ref = step.get(REF)
    if isinstance(ref, dict) and ref.get("said"):
        return str(ref["said"])
    return "they" if step.get(THEM) else "it"


def _described(step: Step) -> Step:
    return {**_IMPLIED[str(step["subject"])], **(step.get("filter") or {})}


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, list) and isinstance(b, list):
        return sorted(map(str, a)) == sorted(map(str, b))
    return bool(a == b)


def _within(inner: Step, outer: Step) -> bool:
    """Whether every object ``inner`` describes is one ``outer`` describes: ``inner`` says
    all ``outer`` says (its types among ``outer``'s), and maybe more."""
    for key, value in outer.items():
        if key not in inner:
            return False
        if key == "types":
            if not set(map(str, inner[key])) <= set(map(str, value)):
                return False
        elif not _same(inner[key], value):
            return False
    return True


def _disjoint(a: Step, b: Step) -> bool:
    """Whether no object fits both descriptions: controlled by different players."""
    ca, cb = a.get("controller"), b.get("controller")
    return ca is not None and cb is not None and ca != cb


def check_pronoun(before: Step, step: Step, condition: str, said: str) -> None:
    """Refuse "[pronoun] [Y] instead" whose pronoun could be the objects the condition names
    or those ``before`` acts on, when those differ (``step`` already bound to one)."""
    from scenarios.cards.grammar.semantics.condition_it import counted_group

    if not said or "subject" not in before:
        return
    group = counted_group(condition)
    objects = {k: before[k] for k in ("subject", "filter") if k in before}
    plural = said not in ("it",) and not said.lower().startswith("that ")
    if plural:
        # "they" / "them" / "those …": the condition's group or the group the step before
        # acts on — one object ("I", a target) is no antecedent for it
        if group is not None and group != objects and str(before["subject"]) in _GROUPS:
            raise NotRead(said, _WHICH_ANTECEDENT.format(said=said), "if_instead_clause")
        return
    if str(before.get("subject")) in _GROUPS:
        raise NotRead(said, _ONE_OF_GROUP.format(said=said), "if_instead_clause")
    # "it" after a step on one object is that object, whatever the condition names ("Send
    # target Character to Reserve. If you control a Mage, discard it instead"): "instead"
    # ties it to what the step before would do (6.2.b)


def replaced_atomic_actions(before: Step, step: Step, condition: str, said: str) -> Step | None:
    """``before`` (a step on a group) and ``step`` said "instead" of it under ``condition``:
    the step that does both when ``step`` is about a described part of the group (the rest
    of the group does ``before``, the part ``step``, 6.2.f; otherwise the whole group does
    ``before``, 6.5.e) — None when ``step`` replaces the whole step; refused when which
    atomic actions it replaces is not said."""
    if str(before.get("subject")) not in _GROUPS or set(before) & {
        "if",
        "then",
        "may",
        "per",
        "otherwise",
        "also",
        "times",
        "up_to",
    }:
        return None
    subject = step.get("subject")
    had = _described(before)
    words = said or _printed_object(step)
    which = _WHICH_OBJECTS.format(
        said=f"'{words}' is" if words != "instead" else "the objects said 'instead' are"
    )
    if subject is None or (
        isinstance(subject, str) and subject in ("you", "each_player", "each_opponent")
    ):
        return None  # a player's act in the step's place: the whole step (6.2.b)
    if subject == "self":
        if had.get("another"):
            return None  # "I" is none of "each other …": the whole step changed
        if set(had) <= {"types", "controller"} and "Character" in had.get("types", []):
            rest = {**before, "filter": {**(before.get("filter") or {}), "another": True}}
            return _both(before, rest, step, condition)
        raise NotRead(words, which, "if_instead_clause")
    if subject not in _GROUPS:
        raise NotRead(words, which, "if_instead_clause")
    part = _described(step)
    if _within(had, part):
        return None  # the same objects, or all of them and more: the whole step
    if _disjoint(had, part):
        return None  # none of the step's objects: the whole step changed
    if not _within(part, had):
        raise NotRead(words, which, "if_instead_clause")
    narrowing = {k: v for k, v in part.items() if k not in had or not _same(had[k], v)}
    flt = dict(before.get("filter") or {})
    rest = {**before, "filter": {**flt, "none_of": [*flt.get("none_of", []), narrowing]}}
    return _both(before, rest, step, condition)


def _both(before: Step, rest: Step, part: Step, condition: str) -> Step:
    """Under ``condition`` (evaluated once, 6.5.d-e): ``rest`` then ``part``; otherwise
    ``before`` whole."""
    return {**rest, "if": condition, "also": [part], "otherwise": [before]}


def _printed_object(step: Step) -> str:
    subject = str(step.get("subject", ""))
    return {"self": "I", "target_character": "target Character"}.get(subject, "instead")
