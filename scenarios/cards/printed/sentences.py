"""Effect sentences and their connectives (6.5), one sentence at a time.

Each sentence of an effect is

* a connective attached to the step before it — "If you do, [X]" (its ``then``, 6.5.f),
  "Otherwise, [X]" (its ``otherwise``, 6.5.e), "If you can't, [X]" (its ``if_cant``),
  "If you put a [kind] in Reserve this way, [X]" (on the card a Resupply put there);
* "You may [X] [to Y]" (:func:`.joined.read_may`, 6.5.c, 6.5.f);
* "If [condition], [X]" / "Unless [condition], [X]" (6.5.d) — the condition is kept as
  written; the compiler decides whether the engine evaluates it;
* "Spend [counters] to [Y]", "[player] may [X] [, then may do it again]";
* or clauses joined by ", then" / "and" (:func:`.joined.read_clauses`).
"""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import NotUnderstood, Step, read_clause
from scenarios.cards.printed.it_refs import last_done, uses_it
from scenarios.cards.printed.joined import read_clauses, read_may, read_may_either
from scenarios.cards.printed.trailing_if import condition_first

_IF = re.compile(r"^(?P<unless>if|unless) (?P<cond>.+?), (?P<x>.+)$")
_IF_DO = re.compile(r"^if you (?:do|did|discarded a card this way),? (?P<x>.+)$")
_IF_DONT = re.compile(r"^if you (?:don't|do not),? (?P<x>.+)$")
_OTHERWISE = re.compile(r"^otherwise,? (?P<x>.+)$")
_SPEND_TO = re.compile(r"^(?P<x>spend [^,]+?) to (?P<y>.+)$")
_AGAIN = re.compile(r"^(?P<x>.+?)(?:,? then may do it again| twice)$")
_PUT_THIS_WAY = re.compile(
    r"^if you put an? (?P<what>character|spell|permanent) in reserve this way, "
    r"(?P<may>you may )?(?:then )?(?P<x>.+)$"
)
_IF_CANT = re.compile(r"^if you can(?:'t|not),? (?P<x>.+)$")
_THEN_START = re.compile(r"^then,? ")
_PLAYER_MAY = re.compile(
    r"^(?P<who>target opponent|each player|your opponent|each opponent) may (?P<x>.+)$"
)

_STARTING_WITH_YOU = re.compile(
    r"^starting with you, each player may (?P<x>(?:immediately )?play .+)$"
)
_A_CARD = "a_card_from_hand_or_reserve"
_IT_IS = re.compile(r"^(?:it|i)(?:'s| is|'m| am) (?P<status>anchored|asleep|fleeting|exhausted)$")


def _condition_kept(cond: str, steps: list[Step]) -> bool:
    """Whether "[it is Asleep]" stays as it is through the first of ``steps``: both act on
    "it" (or "I") and the first neither gains nor loses that status."""
    m = _IT_IS.match(cond)
    if m is None:
        return False
    subjects = {s.get("subject") for s in steps}
    first = steps[0]
    changes = first.get("action") in ("gain_status", "lose_status")
    return (
        len(subjects) == 1
        and subjects <= {"it", "self"}
        and not any("then" in s for s in steps)
        and not (changes and str(first.get("status", "")).lower() == m["status"])
    )


def read_sentence(sentence: str, before: list[Step]) -> list[Step]:
    """Read one sentence; connectives attach to ``before`` (changed in place). Returns the
    new steps to append."""
    s = " ".join(sentence.strip().rstrip(".").split())
    low = _THEN_START.sub("", s.lower())  # "X. Then, Y.": Y after X, as sentences are
    low = condition_first(low)  # "Draw a card if you control a Plant." (trailing_if.py)
    if low.startswith(("if they do,", "if they don't,", "if they do not,")):
        # another player's "may" answered (6.5.c, 6.5.f): read by the card grammar
        # (``if_they_do`` / ``if_they_dont``), never as a condition on the words "they do"
        raise NotUnderstood(low, "'if they do / don't' is read by the card grammar only")
    m = _IF_DO.match(low)
    if m is not None:
        if not before:
            raise NotUnderstood(low, "'if you do' with nothing before it")
        if before[-1].get("cost_with") and not before[-1].get("then"):
            # "You may exhaust me and spend 2 …. If you do, [Y]": the parts printed with "If
            # you do", not "to" — Y depends on their being done (6.5.f), as the grammar reads
            before[-1]["said_if_you_do"] = True
        before[-1]["then"] = [*before[-1].get("then", []), *read_clauses(m["x"])]
        return []
    m = _IF_DONT.match(low)
    if m is not None:
        # "You may [X]. If you don't, [Y]": Y when X is declined or nothing of it is done
        # (6.5.c) — as the card grammar reads it (``if_you_dont``), never a condition.
        if not before or not before[-1].get("may") or before[-1].get("if_not_done"):
            raise NotUnderstood(low, "'if you don't' after a step that is not optional")
        before[-1]["if_not_done"] = read_clauses(m["x"])
        return []
    m = _PUT_THIS_WAY.match(low)
    if m is not None:
        # "Resupply. If you put a Character in Reserve this way, you may then put it in your
        # hand.": X on the card the Resupply put there, if it is one (6.5.d, 6.5.f).
        last = last_done(before[-1]) if before else {}
        if last.get("action") not in ("resupply", "exhausted_resupply") or "subject" in last:
            raise NotUnderstood(low, "'this way' does not name a card put in Reserve before it")
        (step,) = _one_step(read_clauses(m["x"]))
        if not uses_it(step):
            raise NotUnderstood(low)
        step["if"] = f"it's a {m['what']}"
        if m["may"]:
            step["may"] = True
        last["then"] = [*last.get("then", []), step]
        return []
    m = _IF_CANT.match(low)
    if m is not None:
        # "Sacrifice a Robot or Permanent. If you can't, sacrifice me.": the last step that
        # is not about "it" (an "If its ..." sentence may stand between them).
        mandatory = [s for s in before if not uses_it(s)]
        if not mandatory or mandatory[-1].get("may"):
            raise NotUnderstood(low, "'if you can't' without a mandatory step before it")
        mandatory[-1]["if_cant"] = read_clauses(m["x"])
        return []
    m = _OTHERWISE.match(low)
    if m is not None:
        if not before or "if" not in before[-1]:
            raise NotUnderstood(low, "'otherwise' without a condition before it")
        before[-1]["otherwise"] = _otherwise(m["x"], before[-1])
        return []
    m = _IF.match(low)
    if m is not None and ", otherwise " in m["x"]:
        # "If [condition], [X], otherwise [Y]": as "If [condition], [X]. Otherwise, [Y]." (6.5.e)
        x, y = m["x"].split(", otherwise ", 1)
        steps = read_sentence(f"{m['unless']} {m['cond']}, {x}", before)
        if len(steps) != 1:
            raise NotUnderstood(low, "a condition over several steps is not understood yet")
        steps[0]["otherwise"] = _otherwise(y, steps[0])
        return steps
    if m is not None:
        _of_them_named(m["cond"], before, low)  # gm: "If either / both / neither of them …"
        # "If [condition], you may [X] to [Y]": the "may" step under the condition (6.5.d).
        may = m["x"].startswith("you may ")
        steps = read_may(m["x"]) if may else _one_step(read_clauses(m["x"]))
        if len(steps) == 2 and m["unless"] == "if" and _condition_kept(m["cond"], steps):
            # "If it is Asleep, it gains Anchored and loses Asleep": the condition, checked
            # before each step (6.5.d), is the same for both — the first cannot change it.
            return [{**s, "if": m["cond"]} for s in steps]
        if len(steps) != 1:
            raise NotUnderstood(low, "a condition over several steps is not understood yet")
        # "Unless [condition], [X]": X only if the condition is false (6.5.d).
        steps[0]["if"] = m["cond"] if m["unless"] == "if" else f"unless {m['cond']}"
        return steps
    if low.startswith("you may "):
        either = read_may_either(low)
        return either if either is not None else read_may(low)
    spend = _SPEND_TO.match(low)
    if spend is not None:
        # "Spend 1 counter from a card you control to discard target Permanent": Y only if
        # the counters were spent (6.5.f).
        (first,) = _one_step(read_clauses(spend["x"]))
        if first.get("action") != "spend_counters" or "then" in first:
            raise NotUnderstood(low)
        first["then"] = read_clauses(spend["y"])
        return [first]
    m = _STARTING_WITH_YOU.match(low)
    if m is not None:
        # "Starting with you, each player may immediately play a card ... for free": each
        # player in turn, you first, decides and plays one of their own (6.1.h, 5.2.b).
        step = read_clause(m["x"])
        if step.get("action") != "play_for_free" or step.get("subject") != _A_CARD:
            raise NotUnderstood(low, "what each player does in turn is not understood yet")
        return [{**step, "subject": "each_players_card_starting_with_you", "may": True}]
    m = _PLAYER_MAY.match(low)
    if m is not None:
        # "Target opponent may [X]": that player decides (6.5.c, 6.1.h); "..., then may do
        # it again": X twice, each time decided anew (6.5.i).
        each_to = _EACH_TO.match(m["x"]) if m["who"] == "each player" else None
        if each_to is not None:
            return [_each_may_to(each_to, low)]
        again = _AGAIN.match(m["x"])
        step = read_clause(f"{m['who']} {again['x'] if again else m['x']}")
        step["may"] = True
        if again is not None:
            step["times"] = 2
        return [step]
    return read_clauses(low)


_EACH_TO = re.compile(r"^(?P<x>.+? from their hand(?: .+?)?) to (?P<y>draw .+|resupply)$")


def _each_may_to(m: re.Match[str], low: str) -> Step:
    """ "Each player may put a card from their hand in Reserve to draw a card": each player
    decides and chooses one of their own cards (6.1.h, 6.5.c); Y is done by each player who
    did X — the owner of a card put (6.5.f, 1.1.3.c)."""
    step = read_clause(f"each player {m['x']}")
    if step.get("subject") != "a_card_from_each_players_hand" or "then" in step:
        raise NotUnderstood(low, "what each player may do is not understood yet")
    then = read_clause(m["y"])
    if then.get("action") not in ("draw", "resupply") or "subject" in then:
        raise NotUnderstood(low, f"'{m['y']}' is not understood after 'each player may'")
    return {**step, "may": True, "then": [{**then, "subject": "its_owner"}]}


def _otherwise(x: str, step: Step) -> list[Step]:
    """The steps of "Otherwise, [X]" (6.5.e): "you may [X]" (6.5.c), or "create only one"
    after a step creating several tokens — the same token, one of it."""
    if x.startswith("you may "):
        return read_may(x)
    if x == "create only one":
        if step.get("action") != "create" or int(step.get("amount", 1)) < 2:
            raise NotUnderstood(x, "'create only one' without several tokens created before it")
        return [{k: v for k, v in step.items() if k not in ("if", "amount")}]
    return read_clauses(x)


def _one_step(steps: list[Step]) -> list[Step]:
    """ "I gain 1 boost and Fleeting" under one condition: the status step follows the boost
    step as its ``then``. Boosts and statuses can be on "me" in exactly the same zones (2.5.b,
    2.4.1.c), so the status happens exactly when it would have anyway, and the condition is
    evaluated once (6.5.d) — ``it_follows``: whatever the boost did, no "if you did"
    (6.5.f). Other pairs are left as they are."""
    if len(steps) == 2:
        first, second = steps
        if (
            first.get("subject") == second.get("subject") == "self"
            and first.get("action") == "give_boost"
            and second.get("action") in ("gain_status", "lose_status")
            and "then" not in first
        ):
            return [{**first, "then": [second], "it_follows": True}]
    return steps


def _of_them_named(cond: str, before: list[Step], low: str) -> None:
    """ "If either / both / neither of them is a Plant" (gm): said of the objects the step
    before acted on (6.5.b) — refused after a step acting on one object or none, or moving
    them to another zone, where the words no longer follow them (2.1.d)."""
    from scenarios.cards.grammar.semantics.it_references import ONE_OF_THEM
    from scenarios.cards.grammar.semantics.them_objects import NO_OBJECTS, acts_on_several

    if not ONE_OF_THEM.match(cond):
        return
    step = before[-1] if before else {}
    if not acts_on_several(step):
        raise NotUnderstood(low, NO_OBJECTS)
    if str(step.get("action", "")) in ("sacrifice", "return", "send", "discard", "put"):
        raise NotUnderstood(low, "'… of them' is said of objects moved to another zone (2.1.d)")
