"""Effect text -> steps of the card language (6.1.c), sentence by sentence.

An effect is first tried whole against the forms that span sentences — "Each player chooses
a Character they control. It ...", dice around a target (:mod:`.dice`), a die's results and
modes (:mod:`.outcomes`), counted effects (:mod:`.counted`), "depending on the number ..."
(:mod:`.depending`), choices among revealed cards (:mod:`.reveal`). Otherwise it is read as
sentences (:mod:`.sentences`: connectives, "you may", conditions; clauses joined by ", then" /
"and" in :mod:`.joined`, one step each read by :mod:`.clauses`), and "it" after a step that
chose something is what that step chose (:mod:`.it_refs`). Anything else raises
:class:`~.clauses.NotUnderstood`, so the ability is left to the judge.
"""

from __future__ import annotations

import re

from scenarios.cards.printed import boost_clauses as _boost_clauses  # noqa: F401 (registers)
from scenarios.cards.printed import count_clauses as _count_clauses  # noqa: F401 (registers)
from scenarios.cards.printed import counted, depending, outcomes, reveal
from scenarios.cards.printed import counter_clauses as _counter_clauses  # noqa: F401 (registers)
from scenarios.cards.printed import game_end as _game_end  # noqa: F401 (registers)
from scenarios.cards.printed import hand_clauses as _hand_clauses  # noqa: F401 (registers)
from scenarios.cards.printed import mana_clauses as _mana_clauses  # noqa: F401 (registers)
from scenarios.cards.printed import next_clauses as _next_clauses
from scenarios.cards.printed import play_clauses as _play_clauses  # noqa: F401 (registers)
from scenarios.cards.printed import players_own as _players_own  # noqa: F401 (registers)
from scenarios.cards.printed import status_clauses as _status_clauses  # noqa: F401 (registers)
from scenarios.cards.printed import targeting as _targeting  # noqa: F401 (registers)
from scenarios.cards.printed import token_names as _token_names  # noqa: F401 (registers)
from scenarios.cards.printed.clauses import NotUnderstood, Step, read_clause
from scenarios.cards.printed.dice import read_roll
from scenarios.cards.printed.it_refs import chain_it, it_after_create, starts_with_it, uses_it
from scenarios.cards.printed.sentences import read_sentence
from scenarios.cards.printed.text import BULLET

__all__ = ["read_effect", "starts_with_it", "uses_it"]

_ITS_CHARACTERS = re.compile(
    r"\btarget an expedition((?: that(?:'s| is) ahead)?)\. each of its characters\b", re.I
)
_IN_IT = re.compile(r"\btarget an expedition\. ([^.]+?) in it\b(?![^.]*\bit\b)", re.I)
_PAY_IF_YOU_DO = re.compile(r"\b(you may pay \{\d+\})\. if you do, ", re.IGNORECASE)
_TARGET_THEN_IT = re.compile(r"(^|\. )((?:you may )?target [^.,]+)\. (it|they) ", re.IGNORECASE)
_SENTENCE = re.compile(r"(?<=[.!])\s+")


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


def read_effect(text: str, *, it_revealed: bool = False) -> list[Step]:
    """An effect's text -> its steps (6.1.c). ``it_revealed``: "it" is a card the trigger
    names, revealed in its owner's Deck ("When you reveal a card this way",
    :func:`.reveal.settle`)."""
    each = _EACH_CHOOSES.match(text.strip())
    if each is not None:
        return [_each_chooses(each)]
    next_from = _next_clauses.read_next_if_from(text, read_clause)  # "If you play it from ..."
    if next_from is not None:
        return next_from
    around_target = read_roll(text, read_effect)  # a target chosen before/after the roll
    if around_target is not None:
        return around_target
    if re.match(r"^roll a die[.,] on an?[: ]", text.lower()):
        return [outcomes.read_roll_results(text, read_effect)]
    roll_and = outcomes.ROLL_AND.match(text.strip())
    if roll_and is not None:
        return [outcomes.read_roll_and(roll_and, read_effect)]
    roll_x = outcomes.ROLL_X.match(text.strip())
    if roll_x is not None:
        return [outcomes.read_roll_x(roll_x, read_effect)]
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
    # "Target an Expedition. Create two [tokens] in it.": the one target, then what is done
    # in it — "... in target Expedition" (6.5.b).
    text = _IN_IT.sub(lambda m: f"{m[1]} in target Expedition", text)
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
    chained = it_after_create(chain_it(steps, text.lower()))
    return reveal.settle(chained, text.lower(), it_revealed=it_revealed)


def _modal(text: str) -> Step:
    """ "Choose X: ● ... ● ..." with each mode read as an effect (:func:`.outcomes.read_modal`)."""
    return outcomes.read_modal(text, read_effect)
