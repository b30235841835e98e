"""Effect text -> steps of the card language (6.1.c), sentence by sentence.

An effect is read as sentences; each sentence is

* a connective attached to the step before it — "If you do, [X]" (its ``then``, 6.5.f),
  "Otherwise, [X]" (its ``otherwise``, 6.5.e);
* "You may [X] to [Y]" (X optional, Y only if X happened, 6.5.c, 6.5.f);
* "If [condition], [X]" (6.5.d) — the condition is kept as written; the compiler decides
  whether the engine evaluates it;
* "Choose one: • ... • ..." (6.5.g), "Roll a die. On a 4+, [X]. On a 1-3, [Y]." (7.3.33.b);
* or a list of clauses joined by ", then" / "then" / "and" (one step each, in order, read
  by :mod:`.clauses`).

"It" after a step that chose something is what that step chose (its ``then``).
Anything else raises :class:`~.clauses.NotUnderstood`, so the ability is left to the judge.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from scenarios.cards.printed import count_clauses as _count_clauses  # noqa: F401 (registers)
from scenarios.cards.printed import counted, depending, reveal
from scenarios.cards.printed import counter_clauses as _counter_clauses  # noqa: F401 (registers)
from scenarios.cards.printed import hand_clauses as _hand_clauses  # noqa: F401 (registers)
from scenarios.cards.printed import mana_clauses as _mana_clauses  # noqa: F401 (registers)
from scenarios.cards.printed import next_clauses as _next_clauses  # noqa: F401 (registers)
from scenarios.cards.printed import play_clauses as _play_clauses  # noqa: F401 (registers)
from scenarios.cards.printed import targeting as _targeting  # noqa: F401 (registers)
from scenarios.cards.printed.clauses import NotUnderstood, Step, number_word, read_clause
from scenarios.cards.printed.dice import read_roll
from scenarios.cards.printed.text import BULLET

_IF = re.compile(r"^(?P<unless>if|unless) (?P<cond>.+?), (?P<x>.+)$")
_IF_DO = re.compile(r"^if you (?:do|did|discarded a card this way),? (?P<x>.+)$")
_OTHERWISE = re.compile(r"^otherwise,? (?P<x>.+)$")
_ITS_CHARACTERS = re.compile(
    r"\btarget an expedition((?: that(?:'s| is) ahead)?)\. each of its characters\b", re.I
)
_SPEND_TO = re.compile(r"^(?P<x>spend [^,]+?) to (?P<y>.+)$")
_AGAIN = re.compile(r"^(?P<x>.+?)(?:,? then may do it again| twice)$")
_IF_CANT = re.compile(r"^if you can(?:'t|not),? (?P<x>.+)$")
_THEN_START = re.compile(r"^then,? ")
_PAY_IF_YOU_DO = re.compile(r"\b(you may pay \{\d+\})\. if you do, ", re.IGNORECASE)
_TARGET_THEN_IT = re.compile(r"(^|\. )((?:you may )?target [^.,]+)\. (it|they) ", re.IGNORECASE)
_THEN_SPLIT = re.compile(r",? then,? |, and | and then ")
_SENTENCE = re.compile(r"(?<=[.!])\s+")
_PLAYER_MAY = re.compile(
    r"^(?P<who>target opponent|each player|your opponent|each opponent) may (?P<x>.+)$"
)


_THEM_ALL = re.compile(
    r"^(?P<x>.+ (?:per|for each) (?P<per>[^,]+)), then (?P<verb>[a-z]+) them all(?P<rest>.*)$"
)
_AND_STATUS = re.compile(
    r"^(?P<obj>.+?) (?P<verb>gains?) (?P<n>\w+) (?P<what>boosts?) and "
    r"(?:(?P<verb2>gains?|loses?) )?(?P<status>anchored|asleep|fleeting)$"
)


_STATUS_AND = re.compile(
    r"^(?P<obj>.+?) (?P<verb>gains?) (?P<status>anchored|asleep|fleeting) and "
    r"(?:(?P<n>\w+) (?P<what>boosts?)|(?P<status2>anchored|asleep|fleeting))$"
)
"""The mirror of :data:`_AND_STATUS`: "Target Character gains [[Asleep]] and 1 boost"; also
two statuses, "Target Character gains [[Asleep]] and [[Fleeting]]"."""


def read_clauses(text: str) -> list[Step]:
    """Clauses joined by ", then" / "and" -> steps in order; the whole text as one clause
    first. "It gains 1 boost and Fleeting", "Target Character gains 1 boost and loses
    Fleeting" are two steps on the same object: a target or choice is chosen once
    (6.5.b) and the status step acts on "it", what the first step chose."""
    them_all = _THEM_ALL.match(" ".join(text.strip().rstrip(".").split()).lower())
    if them_all is not None:
        # "I gain 1 boost per other Character in my Expedition, then send them all to
        # Reserve": "them all" is the group just counted, found again as the step happens.
        group = f"each {them_all['per']}"
        return [
            read_clause(them_all["x"]),
            read_clause(f"{them_all['verb']} {group}{them_all['rest']}"),
        ]
    both = _AND_STATUS.match(" ".join(text.strip().rstrip(".").split()).lower())
    if both is not None:
        obj, verb = both["obj"], both["verb"]
        first = read_clause(f"{obj} {verb} {both['n']} {both['what']}")
        status_verb = both["verb2"] or verb
        if str(first.get("subject", "")).startswith(("target_", "a_")):
            first["then"] = [read_clause(f"it {status_verb} {both['status']}")]
            return [first]
        return [first, read_clause(f"{obj} {status_verb} {both['status']}")]
    mirror = _STATUS_AND.match(" ".join(text.strip().rstrip(".").split()).lower())
    if mirror is not None:
        # The same two steps, in the printed order: the status first, then the boosts.
        obj, verb = mirror["obj"], mirror["verb"]
        first = read_clause(f"{obj} {verb} {mirror['status']}")
        # "... and 1 boost" or "... and [[Fleeting]]": the second thing gained.
        second = mirror["status2"] or f"{mirror['n']} {mirror['what']}"
        if str(first.get("subject", "")).startswith(("target_", "a_")):
            first["then"] = [read_clause(f"it {verb} {second}")]
            return [first]
        return [first, read_clause(f"{obj} {verb} {second}")]
    try:
        return [read_clause(text)]
    except NotUnderstood as whole:
        parts = _THEN_SPLIT.split(text)
        if len(parts) == 1:
            joined = _two_clauses(text)
            if joined is None:
                raise whole from None
            return joined
        # "[X], then you may [Y]": Y optional (6.5.c), after X.
        return [
            s for p in parts for s in (_may(p) if p.startswith("you may ") else [read_clause(p)])
        ]


def _two_clauses(text: str) -> list[Step] | None:
    """ "Draw a card and I gain 1 Heroism counter": two whole clauses joined by "and", two
    steps in order (6.1.c) — only when the text has one "and" and each side reads alone."""
    parts = text.split(" and ")
    if len(parts) != 2:
        return None
    try:
        return [read_clause(parts[0]), read_clause(parts[1])]
    except NotUnderstood:
        return None


def read_sentence(sentence: str, before: list[Step]) -> list[Step]:
    """Read one sentence; connectives attach to ``before`` (changed in place). Returns the
    new steps to append."""
    s = " ".join(sentence.strip().rstrip(".").split())
    low = _THEN_START.sub("", s.lower())  # "X. Then, Y.": Y after X, as sentences are
    m = _IF_DO.match(low)
    if m is not None:
        if not before:
            raise NotUnderstood(low, "'if you do' with nothing before it")
        before[-1]["then"] = [*before[-1].get("then", []), *read_clauses(m["x"])]
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
        steps = _one_step(read_clauses(m["x"]))
        if len(steps) != 1:
            raise NotUnderstood(low, "a condition over several steps is not understood yet")
        # "Unless [condition], [X]": X only if the condition is false (6.5.d).
        steps[0]["if"] = m["cond"] if m["unless"] == "if" else f"unless {m['cond']}"
        return steps
    if low.startswith("you may "):
        return _may(low)
    spend = _SPEND_TO.match(low)
    if spend is not None:
        # "Spend 1 counter from a card you control to discard target Permanent": Y only if
        # the counters were spent (6.5.f).
        (first,) = _one_step(read_clauses(spend["x"]))
        if first.get("action") != "spend_counters" or "then" in first:
            raise NotUnderstood(low)
        first["then"] = read_clauses(spend["y"])
        return [first]
    m = _PLAYER_MAY.match(low)
    if m is not None:
        # "Target opponent may [X]": that player decides (6.5.c, 6.1.h); "..., then may do
        # it again": X twice, each time decided anew (6.5.i).
        again = _AGAIN.match(m["x"])
        step = read_clause(f"{m['who']} {again['x'] if again else m['x']}")
        step["may"] = True
        if again is not None:
            step["times"] = 2
        return [step]
    return read_clauses(low)


def _otherwise(x: str, step: Step) -> list[Step]:
    """The steps of "Otherwise, [X]" (6.5.e): "you may [X]" (6.5.c), or "create only one"
    after a step creating several tokens — the same token, one of it."""
    if x.startswith("you may "):
        return _may(x)
    if x == "create only one":
        if step.get("action") != "create" or int(step.get("amount", 1)) < 2:
            raise NotUnderstood(x, "'create only one' without several tokens created before it")
        return [{k: v for k, v in step.items() if k not in ("if", "amount")}]
    return read_clauses(x)


def _one_step(steps: list[Step]) -> list[Step]:
    """ "I gain 1 boost and Fleeting" under one condition: the status step follows the boost
    step as its ``then``. Boosts and statuses can be on "me" in exactly the same zones (2.5.b,
    2.4.1.c), so the status happens exactly when it would have anyway, and the condition is
    evaluated once (6.5.d). Other pairs are left as they are."""
    if len(steps) == 2:
        first, second = steps
        if (
            first.get("subject") == second.get("subject") == "self"
            and first.get("action") == "give_boost"
            and second.get("action") in ("gain_status", "lose_status")
            and "then" not in first
        ):
            return [{**first, "then": [second]}]
    return steps


_OTHERS_DO = frozenset({"target_opponent", "opponent", "each_player", "each_opponent"})
"""Subjects of steps another player does (or every player does, each deciding for
themselves when the step is theirs to decide, 6.1.h)."""


def _may(low: str) -> list[Step]:
    """ "You may [X]" or "You may [X] to [Y]": X optional (6.5.c), Y only if X happened
    (6.5.f). Every "to" is tried as the split, the whole first."""
    body = low[len("you may ") :]
    cuts = [None, *(m.start() for m in re.finditer(r" to ", body))]
    last: NotUnderstood | None = None
    for cut in cuts:
        x, y = (body, "") if cut is None else (body[:cut], body[cut + 4 :])
        pay = re.fullmatch(r"pay \{(\d+)\}(?: and (?P<also>.+))?", x)
        try:
            if pay is not None and pay["also"]:
                # "You may pay {N} and [X] to [Y]": X is done with the payment (6.1.d).
                x = pay["also"]
            elif pay is not None and y:
                # "You may pay {N} to [X]": a cost inside the effect (6.1.d).
                x, y = y, ""
            first = read_clauses(x)
            then = read_clauses(y) if y else []
        except NotUnderstood as exc:
            last = exc
            continue
        if pay is None and len(first) == 2:
            first = _exhaust_and_spend(first, then, low)
            then = []
        if pay is not None:
            if len(first) != 1:
                raise NotUnderstood(low, "'pay' for several steps is not understood yet")
            first[0]["pay"] = int(pay.group(1))
        if len(first) != 1:
            raise NotUnderstood(low, "'you may' over several steps is not understood yet")
        if first[0].get("subject") in _OTHERS_DO:
            # "You may target an opponent, they draw a card": you decide (6.5.c), not
            # whoever does the step ("target opponent may ...", 6.1.h).
            first[0]["you_decide"] = True
        first[0]["may"] = True
        if then:
            first[0]["then"] = then
        return first
    raise last or NotUnderstood(low)


def _exhaust_and_spend(steps: list[Step], then: list[Step], low: str) -> list[Step]:
    """ "You may exhaust me and spend 3 of my Arcane counters to [Y]": both parts or
    neither — the exhaustion is offered only while I have the counters (6.5.d), the
    counters are spent only if I was exhausted, and Y only if they were (6.5.f), so a
    part that cannot be done leaves the rest undone (1.2.5.c)."""
    exhaust, spend = steps
    plain_exhaust = exhaust == {"action": "exhaust", "subject": "self"}
    if not plain_exhaust or spend.get("action") != "spend_counters" or "subject" in spend:
        raise NotUnderstood(low, "'you may' over several steps is not understood yet")
    n, counter = int(spend.get("amount", 1)), str(spend["counter"])
    have = f"{n} or more boosts" if counter == "boost" else f"{n} or more {counter} counters"
    if then:
        spend["then"] = then
    return [{**exhaust, "if": f"i have {have.lower()}", "then": [spend]}]


_ON_A = re.compile(r"^on an? (?P<low>\d)(?:(?P<plus>\+)|-(?P<high>\d))?$")  # "On a 6": one result


def _range(text: str, clause_text: str) -> tuple[int, int]:
    m = _ON_A.match(text.strip())
    if m is None:
        raise NotUnderstood(clause_text)
    low = int(m["low"])
    high = 6 if m["plus"] else int(m["high"] or low)
    if not 1 <= low <= high <= 6:
        raise NotUnderstood(clause_text, f"'{text}' is not a result of a six-sided die (7.3.33.a)")
    return low, high


def _roll(text: str) -> Step:
    """ "Roll a die. On a 4+, [X]. On a 1-3, [Y]." or with ● lines "On a: ● 4+, [X].
    ● 1-3, [Y]." — each result range and its steps (7.3.33.b)."""
    low = text.lower()
    outcomes: list[dict[str, Any]] = []
    if BULLET in low:
        head, *lines = [p.strip() for p in low.split(BULLET)]
        if head not in ("roll a die. on a:", "roll a die, on a:"):
            raise NotUnderstood(head)
        parts = [
            ("on a " + line.split(",", 1)[0], line.split(",", 1)[1])
            for line in lines
            if "," in line
        ]
        if len(parts) != len(lines):
            raise NotUnderstood(low)
    else:
        body = re.sub(r"^roll a die\.\s*", "", low)
        parts = []
        for sentence in _SENTENCE.split(body):
            if "," not in sentence:
                raise NotUnderstood(sentence.rstrip("."))
            when, what = sentence.split(",", 1)
            parts.append((when, what))
    for when, what in parts:
        lo, hi = _range(when, low)
        outcomes.append({"low": lo, "high": hi, "effect": read_effect(what.strip())})
    if not outcomes:
        raise NotUnderstood(low)
    return {"action": "roll_die", "outcomes": outcomes}


_CHOOSE = re.compile(r"^(?P<may>you may |)choose (?P<up_to>up to )?(?P<n>one|two|three):$")


def _modal(text: str) -> Step:
    """ "Choose X: ● ... ● ..." (6.5.g): each ● line a mode."""
    head, *lines = [p.strip() for p in text.split(BULLET)]
    m = _CHOOSE.match(head.lower())
    if m is None or len(lines) < 2 or (m["up_to"] and m["n"] != "one"):
        raise NotUnderstood(head.lower(), f"'{head}' before the ● lines is not understood yet")
    modes = [{"text": line, "effect": _mode_effect(line)} for line in lines]
    step: Step = {"action": "choose", "modes": modes, "choose": number_word(m["n"], head)}
    if m["may"] or m["up_to"]:
        step["may"] = True  # "choose up to one": one mode or none, as "you may choose one"
    return step


_MODE_COST = re.compile(r"^\{t\}\s*: (?P<x>.+)$", re.IGNORECASE)


def _mode_effect(line: str) -> list[Step]:
    """A mode's steps; "{T} : [X]" is "exhaust me; if you did, [X]" — a cost inside the
    effect: X only if I was exhausted by it (7.1.4.a, 6.5.f)."""
    m = _MODE_COST.match(line.strip())
    if m is None:
        return read_effect(line)
    return [{"action": "exhaust", "subject": "self", "then": read_effect(m["x"])}]


_ROLL_X = re.compile(r"^roll a die\. (?P<x>[^.]+), where x is the result\.?$", re.IGNORECASE)


def _roll_x(m: re.Match[str]) -> Step:
    """ "Roll a die. Target Character gains X boosts, where X is the result.": one
    outcome per result, X read as that number (7.3.33.b)."""
    outcomes = [
        {"low": n, "high": n, "effect": read_effect(re.sub(r"\bX\b", str(n), m["x"], flags=re.I))}
        for n in range(1, 7)
    ]
    return {"action": "roll_die", "outcomes": outcomes}


_EACH_CHOOSES = re.compile(
    r"^each player chooses a character they control\. (?:it|they) (?P<x>[^.]+)\.?$",
    re.IGNORECASE,
)


def _each_chooses(m: re.Match[str]) -> Step:
    """ "Each player chooses a Character they control. It gains Asleep.": each player, in
    initiative order, chooses one of theirs (6.1.h); the step then acts on all of them."""
    step = read_clause(f"it {m['x']}")
    if step.get("subject") != "it" or "then" in step:
        raise NotUnderstood(m.string.lower(), "what the chosen Characters do is not understood")
    step["subject"] = "a_character_each_player_controls"
    return step


def read_effect(text: str) -> list[Step]:
    """An effect's text -> its steps (6.1.c)."""
    each = _EACH_CHOOSES.match(text.strip())
    if each is not None:
        return [_each_chooses(each)]
    around_target = read_roll(text, read_effect)  # a target chosen before/after the roll
    if around_target is not None:
        return around_target
    if re.match(r"^roll a die[.,] on an?[: ]", text.lower()):
        return [_roll(text)]
    roll_x = _ROLL_X.match(text.strip())
    if roll_x is not None:
        return [_roll_x(roll_x)]
    counted_steps = counted.read_counted(text, read_effect, _modal)
    if counted_steps is not None:
        return counted_steps
    removed = depending.read_depending(text, read_effect)  # "depending on the number ..."
    if removed is not None:
        return removed
    if BULLET in text:
        return [_modal(text)]
    among = reveal.read_choose_among(text)
    if among is not None:
        return among
    # "Target an Expedition [that's ahead]. Each of its Characters [Y].": the Expedition is
    # the target, its Characters do Y (6.5.b).
    text = _ITS_CHARACTERS.sub(lambda m: f"each Character in target Expedition{m[1]}", text)
    # "[You may] target X. It [Y].": one target, what it does said after (6.5.b).
    text = _TARGET_THEN_IT.sub(lambda m: f"{m[1]}{m[2]}, {m[3]} ", text.strip())
    # "You may pay {2}. If you do, [X].": "You may pay {2} to [X]" (6.1.d, 6.5.f).
    text = _PAY_IF_YOU_DO.sub(lambda m: f"{m[1]} to ", text)
    steps: list[Step] = []
    for sentence in _SENTENCE.split(text.strip()):
        if sentence.strip():
            steps.extend(read_sentence(sentence, steps))
    if not steps:
        raise NotUnderstood(text.lower(), "the effect is empty")
    chained = _chain_it(steps, text.lower())
    _no_it_after_create(chained, text.lower())
    return reveal.settle(chained, text.lower())


def uses_it(step: Step) -> bool:
    """Whether a step acts on "it"/"them" (or tests "it" in its condition)."""
    inner = step.get("do") or {}
    cond = str(step.get("if", ""))
    return (
        step.get("subject") in ("it", "its_owner", "its_expedition")
        or inner.get("subject") == "it"
        or cond.startswith(("it ", "it's", "they "))
    )


def starts_with_it(steps: list[Step]) -> bool:
    """Whether an effect acts on "it" before choosing anything: its first step, or the
    first step of any of its modes or die outcomes, uses "it"."""
    if not steps:
        return False
    first = steps[0]
    if uses_it(first):
        return True
    branches = [m["effect"] for m in first.get("modes", [])]
    if not str(first.get("subject", "")).startswith("target_"):  # else "it" is the target
        branches += [o["effect"] for o in first.get("outcomes", [])]
    return any(starts_with_it(list(b)) for b in branches)


def _chose(step: Step) -> bool:
    if step.get("action") == "play":
        return True  # "it" is the card played (6.5.f)
    subject = str(step.get("subject", ""))
    inner = step.get("do") or {}
    subject = str(inner.get("subject", subject)) if step.get("action") == "have_do" else subject
    # "these cards": the cards just revealed from the top of the Deck (1.2.7.d).
    revealed = step.get("action") == "reveal" and subject == "top_cards_of_your_deck"
    return subject.startswith(("target_", "a_", "characters_")) or subject == "it" or revealed


def _inner_chooser(step: Step) -> Step | None:
    """The last step done only if ``step`` is, when it chose something and nothing follows
    it yet: what a later "it" names."""
    then = step.get("then") or []
    if not then:
        return None
    last: Step = then[-1]
    if last.get("action") == "have_do":
        do: Step = last["do"]
        last = do  # the object had do it is what it chose (7.3.18.a)
    if _chose(last) and last.get("subject") != "it" and not last.get("then"):
        return last
    return _inner_chooser(last)


def _no_it_after_create(steps: list[Step] | tuple[Step, ...], text: str) -> None:
    """Refuse "create a token ..., then it [does Y]" wherever it is written (in "If you
    do, ..." too): "it" is the token created (7.3.5.a), which steps do not name yet."""
    for before, step in itertools.pairwise(steps):
        if _last_done(before).get("action") == "create" and uses_it(step):
            raise NotUnderstood(text, "'it' after creating a token is not understood yet")
    for step in steps:
        for key in ("then", "otherwise"):
            _no_it_after_create(step.get(key) or [], text)


def _last_done(step: Step) -> Step:
    """The step done last in ``step``'s chain of "then" steps."""
    then = step.get("then") or []
    return _last_done(then[-1]) if then else step


def _chain_it(steps: list[Step], text: str) -> list[Step]:
    """ "[X target], then [do Y to it]" / "[X target]. [Y it].": "it" after the first step
    is what the step before chose, so Y becomes a step done only if X was (6.5.f), where
    "it" is what X acted on — unless the step before acts on "it" too (the same objects,
    those the trigger names). "It" with nothing chosen before is not understood."""
    out: list[Step] = []
    for step in steps:
        if out and uses_it(step) and out[-1].get("subject") != "it":
            before = out[-1]
            if _last_done(before).get("action") == "create":
                # "... create a token in target Expedition, then it gains Anchored": "it" is
                # the token (7.3.5.a), not what an earlier step chose.
                raise NotUnderstood(text, "'it' after creating a token is not understood yet")
            inner = _inner_chooser(before)
            if not _chose(before) and inner is not None:
                # "You may spend 1 of my boosts to have target Character gain Asleep. You may
                # give it 2 boosts.": "it" is the target chosen inside, whether or not it
                # gained Asleep; only if the target was chosen at all (6.5.f).
                inner.update(then=[step], it_follows=True)
                continue
            if not _chose(before):
                raise NotUnderstood(text, "'it' does not refer to anything chosen before it")
            before["then"] = [*before.get("then", []), step]
            continue
        out.append(step)
    return out
