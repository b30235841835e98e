"""Clauses choosing a number of objects: "Sacrifice two Characters", "Sacrifice one
Character", "Discard two cards from your Reserve".

The player chooses exactly that many of the objects the phrase allows (6.1.g) — all of
them when there are fewer, the part that cannot be performed being ignored (6.5.h) — and
the step acts on them together (one step, 6.1.c). The phrase is read as its singular ("a
Character"), so qualifiers and sub-types read as they do there.
"""

from __future__ import annotations

import re

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import (
    NotUnderstood,
    Step,
    clause,
    number_word,
    read_clause,
    readable,
    zone_not_named,
)
from scenarios.cards.sacrifice_places import SACRIFICE_OUTSIDE_PLAY, sacrifices_outside_play


@clause(r"(?P<verb>sacrifice|discard) (?P<n>one|two|three|four|five|\d) (?P<obj>.+)")
def _some_objects(m: re.Match[str], c: str) -> Step:
    n = number_word(m["n"], c)
    verb = m["verb"]
    obj = m["obj"] if n == 1 else ph.singular(m["obj"])
    if n > 1 and obj == m["obj"]:
        raise NotUnderstood(c)  # "two Character": not a plural the reader knows
    # 7.3.36.a: one sacrifices objects one controls — "two Characters" are yours.
    o = ph.object_phrase(f"a {obj}", choice_controlled=verb == "sacrifice")
    if o is None and verb == "discard":
        zone_not_named(verb, f"{m['n']} {m['obj']}", c, one=f"a {obj}")
    if o is None or not o.subject.startswith("a_"):
        raise NotUnderstood(c, f"'{m['n']} {m['obj']}' is not an object the reader understands yet")
    step: Step = {"action": verb, **o.step_fields()}
    if sacrifices_outside_play(step):  # gu: never a card in a Reserve / Discard pile
        raise NotUnderstood(c, SACRIFICE_OUTSIDE_PLAY)
    if n > 1:
        step["choose_count"] = n
    return step


@clause(r"for each (?P<obj>[^,]+), you may (?P<x>.+)")
def _for_each_you_may(m: re.Match[str], c: str) -> Step:
    """ "For each Permanent you control, you may activate its {J} abilities": the step for
    each of them, one after the other, each time if the player wants (6.5.i, 6.5.c) — the
    same as choosing any number of them, none to all, for one step on them."""
    obj = m["obj"]
    obj = f"another {obj[len('other ') :]}" if obj.startswith("other ") else f"a {obj}"
    o = ph.object_phrase(obj, choice_controlled=True)
    if o is None or not o.subject.startswith("a_"):
        raise NotUnderstood(c, f"'for each {m['obj']}' is not a group the reader understands yet")
    x = re.sub(r"\bits (\{[jhr]\}) abilities\b", r"the \1 abilities of it", m["x"])
    step = read_clause(x)
    if step.get("subject") != "it" or "then" in step:
        raise NotUnderstood(c, f"'you may {m['x']}' for each of them is not understood yet")
    step.update(o.step_fields(), any_number=True)
    return step


@clause(r"target player sacrifices (?:a|one) character")
def _target_player_sacrifices(m: re.Match[str], c: str) -> Step:
    # 1.2.6.c: either player may be targeted; they choose one of their Characters and
    # sacrifice it (6.1.h, 7.3.36.a: one sacrifices an object one controls).
    return {"action": "sacrifice", "subject": "a_character_target_player_controls"}


@clause(
    r"(?P<head>create .+? tokens?),? distributed as you choose among any number of target "
    r"expeditions"
)
def _create_distributed(m: re.Match[str], c: str) -> Step:
    # An Expedition chosen for each token among any of them — the targets (6.5.b, 7.3.5.a);
    # an Expedition no token goes to was not targeted.
    step = read_clause(f"{m['head']} in target expedition")
    if step.get("action") != "create":
        raise NotUnderstood(c)
    return {**step, "subject": "target_expeditions_distributed"}


@clause(r"(?P<head>create .+? tokens? in .+?) with \"(?P<ability>[^\"]+)\"")
def _token_with(m: re.Match[str], c: str) -> Step:
    # 2.2.12.f: a token created "with" an ability has it; the ability is read as any other.
    from scenarios.cards.printed.abilities import read_ability  # it imports this module

    step = read_clause(m["head"])
    if step.get("action") != "create":
        raise NotUnderstood(c)
    said = readable(m["ability"].strip().rstrip("."))
    ability = read_ability(said[:1].upper() + said[1:], support=False)
    # added to those its token card gives it (2.1.e) — once: the token card may print the
    # same ability in other words ("two" for "2"), and a token has it once
    had = [a for a in step.get("token_abilities", ()) if _meaning(a) != _meaning(ability)]
    return {**step, "token_abilities": [*had, ability]}


def _meaning(ability: object) -> object:
    """An ability as the card language reads it, without its printed words."""
    if not isinstance(ability, dict):
        return ability
    return {k: v for k, v in ability.items() if k != "text"}


_THIRD = {"gain": "gains", "lose": "loses"}


@clause(
    r"have (?P<obj>(?:another )?target [^,]+?) (?P<v1>gain|lose) (?P<a>[^,]+?) and "
    r"(?P<v2>gain|lose) (?P<b>.+)"
)
def _have_target_do_both(m: re.Match[str], c: str) -> Step:
    # "Have another target Character lose Fleeting and gain 1 boost": having it do both is
    # it doing both (7.3.18.a) — the target chosen once (6.5.b), then "it" does each.
    obj = m["obj"]
    target = (
        f"target another {obj[len('another target ') :]}" if obj.startswith("another ") else obj
    )
    return read_clause(f"{target}, it {_THIRD[m['v1']]} {m['a']} and {_THIRD[m['v2']]} {m['b']}")
