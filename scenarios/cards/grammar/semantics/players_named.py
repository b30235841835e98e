"""The reader's semantics of players named by a step's subject and of choices said as their
own verb (issue 30) — the grammar section "players named, choices and references" of
``altered.lark``.

"Target opponent exhausts one of their Mana Orbs": the effect's controller targets an
opponent (6.5.b, 1.2.6.c) and that player does the step as the one doing it (1.4.7.b) — "you"
and "their" in it are theirs, they make its choices (6.1.h) and decide its "may" (6.5.c);
the engine plays it as it plays "Each opponent [step]" (engine/steps/players_in_turn.py).
"Target player [step]" is refused: which player is targeted is the controller's choice, which
the engine does not ask for such a step yet (precision first).

"Choose a Character you control and send it to Reserve": a choice (6.1.g) said before the
step acting on it; the step acts on the object chosen, exactly as "Send a Character you
control to Reserve" does. Only a choice (not a target, which is chosen as the step resolves,
6.5.b), and only a step whose own object is "it", are read.
"""

from __future__ import annotations

import re
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.subjects_and_filters import _subject
from scenarios.cards.grammar.tree import Object

_FOLLOWS = ("then", "otherwise", "if", "if_cant", "if_not_done", "also", "do", "modes")
"""What a step may carry after or around it: a step acting on "it" with one of these is not
read as the chosen object's step (what "it" names there is not said)."""


class PlayersNamedSemantics(SemanticsBase):
    """ "Target opponent [step]", "Choose [object] and [step] it"."""

    def target_opponent_acting(self, _: list[Any]) -> str:
        """ "Target opponent": the opponent the controller targets (6.5.b)."""
        return "target_opponent"

    @v_args(meta=True)
    def target_player_acting(self, meta: Meta, _: list[Any]) -> str:
        """ "Target player [step]": refused — the target is either player (1.2.6.c), which
        the engine does not ask the controller for such a step yet."""
        said = " ".join(self._span(meta).split())
        raise NotRead(
            said,
            f"'{said}' doing a step: which player is targeted is not asked for such a step "
            "yet (resolve it by hand)",
            "target_player_acting",
        )

    @v_args(meta=True)
    def choose_and_step(self, meta: Meta, items: list[Any]) -> Step:
        """ "Choose [object] and [step] it": the step said of the object chosen (6.1.g),
        read again with the object's words in the place of "it" — the reading every step of
        the grammar gives that object, never a copy of one step's."""
        from scenarios.cards.grammar.reader import read_spell_effect

        said = " ".join(self._span(meta).split())
        obj = items[0]
        if not isinstance(obj, Object) or not str(_subject(obj).get("subject", "")).startswith(
            "a_"
        ):
            # a target is chosen as the step resolves (6.5.b), "each" is no choice (6.1.g)
            raise NotRead(
                said,
                f"'{said}': only an object chosen (such as 'a Character you control') is "
                "read before the step that acts on it",
                "choose_and_step",
            )
        whole = _said_of_chosen(said)
        if whole is None:
            raise NotRead(said, f"'{said}': the step does not act on the object chosen ('it')")
        try:
            read = read_spell_effect(whole)
        except NotRead as exc:
            raise NotRead(
                said, f"'{said}' is not read yet ({exc.reason})", "choose_and_step"
            ) from exc
        if len(read) != 1 or any(k in read[0] for k in _FOLLOWS):
            raise NotRead(said, f"'{said}': several steps on the object chosen are not read")
        return read[0]


_IT = re.compile(r"\bit\b", re.IGNORECASE)
_CHOSEN = re.compile(r"^(?P<choose>chooses?)\s+(?P<rest>.+)$", re.IGNORECASE)
_THIRD = {"they": "you", "their": "your", "them": "you"}


def _said_of_chosen(said: str) -> str | None:
    """ "Choose a Character you control and send it to Reserve" -> "Send a Character you
    control to Reserve." (in the third person, "chooses … they control and sends it" the
    same, said for "you": the players' step as "you" do it, 1.4.7.b); ``None`` when no
    "and [step] it" follows the object."""
    m = _CHOSEN.match(said)
    if m is None:
        return None
    third = m["choose"].lower() == "chooses"
    words = m["rest"].split(" ")
    for i, word in enumerate(words):
        if word.lower() != "and" or i == 0 or i + 2 > len(words):
            continue
        obj, verb, rest = " ".join(words[:i]), words[i + 1], " ".join(words[i + 2 :])
        if len(_IT.findall(rest)) != 1:
            continue
        if third:
            obj, rest = _second_person(obj), _second_person(rest)
            verb = base_verb(verb)
        step = _IT.sub(obj, rest, count=1)
        return f"{verb[:1].upper()}{verb[1:].lower()} {step}."
    return None


def _second_person(words: str) -> str:
    """The players' words as the step says them for "you" ("they control" -> "you
    control")."""
    return " ".join(_THIRD.get(w.lower(), w) for w in words.split(" "))


def base_verb(verb: str) -> str:
    """ "sends" -> "send", "readies" -> "ready", "discards" -> "discard" (English third
    person singular, undone)."""
    low = verb.lower()
    if low.endswith("ies"):
        return low[:-3] + "y"
    if low.endswith(("shes", "ches", "xes", "zes", "sses", "oes")):
        return low[:-2]
    return low[:-1] if low.endswith("s") else low
