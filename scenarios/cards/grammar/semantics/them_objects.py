""" "Them" / "they" and "you may [X] or [Y]": what a plural pronoun may name and whom a
"may" covers — checks that keep a reading to what the words say (precision first).

"Them" names the objects a step before acted on (6.5.b, 6.3.i): a step that acted on
several — "up to N target …", "any number of …", a group — and never a step that acted on
one object or on none ("Draw a card", "I gain 1 boost"). A "them" after such a step is
refused rather than read as that step's single "it".

"You may [X] or [Y]" lets the controller decline the choice (6.5.c) only when both choices
are the controller's own acts (6.1.g); a choice whose second step has its own subject ("or
I gain 1 boost") says nothing of whether "may" covers it, so it is refused."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.or_joins import STEP_VERBS
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import Step

THEM = "_them"
"""A step's mark: its object is said "them" / "they" (a plural pronoun), checked against
the step it follows by :func:`check_them`, then removed."""

_NESTED = ("then", "otherwise", "if_not_done", "if_cant", "outcomes")
"""The keys of a step that hold steps of their own (follow-ups, alternatives, results)."""

NO_OBJECTS = "'them' names no objects the step before acted on"
"""The judge's reason a plural pronoun after a step acting on one object or none is refused."""


def acts_on_several(step: Step) -> bool:
    """Whether ``step`` acted on several objects — "them" can name those: up to N (N ≥ 2)
    or any number of targets or chosen objects (6.5.b, 6.5.i), tokens created two or more
    or in each of several places (7.3.5.a), or a group the step names (each / all, 6.1.e).
    One target, one drawn card, one token, "I" or no object: not."""
    if int(step.get("up_to", 0) or 0) >= 2 or step.get("any_number"):
        return True
    if _chooses_several(step):
        return True
    subject = str(step.get("subject", ""))
    amount = step.get("amount", 1)
    if step.get("action") == "create":  # the tokens made (7.3.5.a): N, or one in each place
        several = isinstance(amount, int) and amount >= 2
        return several or bool(_PLURAL_WORDS & set(subject.split("_")))
    if subject.startswith(("target_", "a_")):  # one, as no "up to N" is said
        return False
    return bool(_PLURAL_WORDS & set(subject.split("_")))  # a group named in the plural


_PLURAL_WORDS = frozenset(
    {
        "each",
        "all",
        "characters",
        "cards",
        "permanents",
        "tokens",
        "spells",
        "expeditions",
        "objects",
    }
)
"""Words of a step's subject that name several objects ("each_my_expedition",
"characters_of_target_player"): "them" after it names those the step acted on."""


_MOVING = frozenset({"sacrifice", "return", "send", "discard", "put", "exile", "shuffle"})
"""Actions that move the objects they act on to another zone (7.3): a new object there,
which nothing said before follows (2.1.d)."""

GONE = (
    "'one of them' is said in the present of objects the step before moved to another zone,"
    " which it no longer follows (2.1.d): what they had there is left to the judge"
)
"""The judge's reason "If one of them has / is …" after a step moving them is refused."""


def _moved(step: Step) -> bool:
    """Whether ``step`` moved the objects it acted on out of their zone ("Sacrifice up to
    two Characters", "Return … to their owners' hands")."""
    return str(step.get("action", "")) in _MOVING


ONE_OF_A_GROUP = "'it' names one object, and the step before acted on a group"
"""The judge's reason "it" after a step acting on a whole group is refused (which one?)."""
ONE_OF_SEVERAL = "'it' names one object, and the step before acted on several chosen"
"""The judge's reason "it" after a step choosing several objects is refused (which one?)."""


def _chooses_several(step: Step) -> bool:
    """Whether ``step`` chooses exactly N ≥ 2 objects ("Sacrifice two Characters", 6.5.h)
    or one in each of the chooser's Expeditions (6.1.g; semantics/per_expedition_choices)."""
    return bool(step.get("per_expedition")) or int(step.get("choose_count", 0) or 0) >= 2


def _one_of_a_group(step: Step, follow: Any) -> bool:
    """Whether ``follow`` says "it" (or "its …") after ``step`` acted on a whole group
    ("Characters you control gain 1 boost. It gains Anchored."): which one is not said."""
    from scenarios.cards.grammar.semantics.it_references import GROUPS_NAMED_AGAIN

    group = step.get("subject") in GROUPS_NAMED_AGAIN
    return group and isinstance(follow, dict) and bool(follow) and _names_one(follow)


def _names_one(follow: Step) -> bool:
    """Whether ``follow`` names "it", one object — a condition said of "one of them"
    ranges over all the step acted on, and names none alone (gram85)."""
    from scenarios.cards.grammar.semantics.it_references import names_it, said_of_them

    if said_of_them(follow):
        return names_it({k: v for k, v in follow.items() if k != "if"})
    return names_it(follow)


def _one_of_several(step: Step, follow: Any) -> bool:
    """Whether ``follow`` says "it" (or "its …") after ``step`` chose several objects
    ("Sacrifice two Characters you control. If it was a token, …"): which one is not said."""
    several = _chooses_several(step)
    return several and isinstance(follow, dict) and bool(follow) and _names_one(follow)


def check_them(steps: list[Step]) -> list[Step]:
    """``steps`` with the "them" marks removed, each checked against the step it follows:
    a follow-up said "them" after a step that acted on one object or none is refused
    (6.5.b: the pronoun names what the step before acted on). A "them" opening the effect
    names what the trigger names, checked as "it" is (6.3.i), or the group a condition
    governing the effect counts ("[condition]: Ready them", semantics/condition_it.py): its
    mark is kept for that condition, and removed with the other references' marks
    (``references.no_reference_mark_left``)."""
    return [_checked(step, opening=True) for step in steps]


def _checked(step: Step, opening: bool = False, before: Step | None = None) -> Step:
    from scenarios.cards.grammar.references import passes_it
    from scenarios.cards.grammar.semantics.it_references import said_of_them

    out = {k: v for k, v in step.items() if k != THEM or opening}
    # a player paying between passes on what the step before it acted on (passes_it)
    keeps = passes_it(step) or bool(step.get("keeps_it"))
    source = before if before is not None and keeps else step
    follow = step.get("then") or [{}]
    said_them = isinstance(follow, list) and isinstance(follow[0], dict) and THEM in follow[0]
    if said_them and not acts_on_several(source):
        raise NotRead("them", NO_OBJECTS, "they_object")
    of_them = any(isinstance(f, dict) and said_of_them(f) for f in follow)
    if of_them and not acts_on_several(source):  # "one of them" after one object (gram85)
        raise NotRead("one of them", NO_OBJECTS, "any_of_them_counters_cond")
    if of_them and _moved(source):  # gone from their zone: 1.4.4.a (review27)
        raise NotRead("one of them", GONE, "any_of_them_counters_cond")
    if not said_them and _one_of_a_group(source, follow[0]):
        raise NotRead("it", ONE_OF_A_GROUP, "it")
    if not said_them and _one_of_several(source, follow[0]):
        raise NotRead("it", ONE_OF_SEVERAL, "it")
    for key in _NESTED:
        value = out.get(key)
        if isinstance(value, list):
            after = source if key == "then" else None
            out[key] = [_checked(s, before=after) if isinstance(s, dict) else s for s in value]
    if isinstance(out.get("modes"), list):
        out["modes"] = [_mode_checked(m) for m in out["modes"]]
    return out


def _mode_checked(mode: Any) -> Any:
    if isinstance(mode, dict) and isinstance(mode.get("effect"), list):
        return {**mode, "effect": check_them(mode["effect"])}
    return mode


def may_over_choice(step: Step) -> None:
    """Refuse "you may" over a choice of two steps ("[X] or [Y]", 6.1.g) unless both are
    the controller's own acts, each said from its verb ("You may draw a card or discard a
    card"): a step with its own subject ("or I gain 1 boost") is not something "you" may
    do, and which of the two the "may" covers is not said (6.5.c)."""
    if step.get("action") != "choose" or not step.get("either"):
        return
    for mode in step.get("modes", []):
        words = str(mode.get("text", "")).lower().split()
        if not words or words[0] not in STEP_VERBS:
            raise NotRead(
                "you may",
                f"'you may' before a choice whose step '{mode.get('text', '')}' has its own "
                "subject: whether that step may be declined is not said",
                "may_clause",
            )
