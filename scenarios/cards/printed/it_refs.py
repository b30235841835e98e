"""What "it" names in an effect (6.5.f): the object a step before chose, or a token created.

"It" after a step that chose something is what that step chose: the later step becomes
part of that step's ``then`` (done only if it was). "It" after a creation is the token
created (7.3.5.a). "It" that names nothing chosen before is not understood.
"""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import NotUnderstood, Step

WHOSE_TURN = re.compile(
    r"\bit(?:'s| is)(?: not)? (?:(?:your|an) (?:opponent's )?turn\b"
    r"|(?:the )?(?:morning|noon|afternoon|dusk|night)\b"
    r"|the (?:first|second|third|fourth|fifth|sixth) day\b)"
)
"""A condition on whose turn it is ("it's your turn", 4.2.3.b), on the phase ("it's Dusk",
4.2.a) or on the Day ("it's the first Day", 4.1.j): its "it" names nothing."""


def uses_it(step: Step) -> bool:
    """Whether a step acts on "it"/"them" (or tests "it" in its condition) — for a "may
    [X] or [Y]" modal step, when each of its modes does."""
    inner = step.get("do") or {}
    cond = WHOSE_TURN.sub("", str(step.get("if", ""))).strip()
    modes = step.get("modes") or ()
    return (
        step.get("subject") in ("it", "its_owner", "its_controller", "its_expedition")
        or inner.get("subject") == "it"
        or cond.startswith(("it ", "it's", "its ", "they "))
        or (bool(modes) and bool(step.get("may")) and all(uses_it(m["effect"][0]) for m in modes))
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
    revealed = step.get("action") in ("reveal", "look") and subject == "top_cards_of_your_deck"
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


def it_after_create(steps: list[Step]) -> list[Step]:
    """ "Create a token in target Expedition, then it gains Anchored" wherever it is written
    (in "If you do, ..." too): "it" is the token created (7.3.5.a) — the step becomes one
    done after the creation, on the tokens it made."""
    out: list[Step] = []
    for step in steps:
        for key in ("then", "otherwise"):
            if step.get(key):
                step[key] = it_after_create(list(step[key]))
        last = last_done(out[-1]) if out else None
        if last is not None and last.get("action") == "create" and uses_it(step):
            last["then"] = [*last.get("then", []), step]
            continue
        out.append(step)
    return out


def last_done(step: Step) -> Step:
    """The step done last in ``step``'s chain of "then" steps."""
    then = step.get("then") or []
    return last_done(then[-1]) if then else step


def chain_it(steps: list[Step], text: str) -> list[Step]:
    """ "[X target], then [do Y to it]" / "[X target]. [Y it].": "it" after the first step
    is what the step before chose, so Y becomes a step done only if X was (6.5.f), where
    "it" is what X acted on — unless the step before acts on "it" too (the same objects,
    those the trigger names). "It" with nothing chosen before is not understood."""
    out: list[Step] = []
    for step in steps:
        if out and uses_it(step) and out[-1].get("subject") != "it":
            before = out[-1]
            if last_done(before).get("action") == "create":
                # "... create a token in target Expedition, then it gains Anchored": "it" is
                # the token (7.3.5.a), not what an earlier step chose (it_after_create).
                out.append(step)
                continue
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
