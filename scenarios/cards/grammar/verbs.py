"""The card language's verb lexicon: one entry per event verb (lemma -> its forms), from which
the grammar's verb terminals are generated (issue 30, gram48).

A verb's form is morphology, not a construction: "When a Character joins" and "When one or
more Characters join" are one trigger (6.3.b) whose subject is singular or plural. Rather than
each rule of ``altered.lark`` listing the forms it takes ("joins" here, "join" there), a rule
names a verb slot — ``_join_now`` (the present, either number), ``_join_ed`` (the past),
``_join_en`` (the participle) — and :func:`grammar_rules` writes those slots from
:data:`VERBS` once, appended to the grammar text the parser builds (parser.py
``grammar_text``). Every rule naming a slot takes every form the lexicon gives it.

The slots are inlined rules (a leading underscore): their words leave no node in the tree,
so a construction's semantics is the same whichever form was printed; the NUMBER of the
subject is carried by the subject (``many_joiner``: "one or more [objects]", semantics/
batched_subjects.py), never by the verb.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Verb:
    """One verb's forms: the lemma (plural present, "join"), third person singular present
    ("joins"), simple past ("joined") and past participle ("joined")."""

    lemma: str
    third: str
    past: str
    participle: str

    @property
    def slot(self) -> str:
        """The verb's name in the grammar's slots (``_<slot>_now`` …): the lemma, with
        anything but letters made an underscore."""
        return "".join(c if c.isalpha() else "_" for c in self.lemma)


def _regular(lemma: str) -> Verb:
    """A regular verb: "-s" / "-es" in the third person, "-ed" / "-d" in the past."""
    third = lemma + ("es" if lemma.endswith(("s", "sh", "ch", "x", "z")) else "s")
    past = lemma + ("d" if lemma.endswith("e") else "ed")
    return Verb(lemma, third, past, past)


VERBS: tuple[Verb, ...] = (
    _regular("join"),
    Verb("leave", "leaves", "left", "left"),
    _regular("gain"),
    Verb("lose", "loses", "lost", "lost"),
    Verb("go", "goes", "went", "gone"),
    Verb("become", "becomes", "became", "become"),
    _regular("enter"),
    _regular("switch"),
    _regular("move"),
    _regular("return"),
    Verb("be", "is", "was", "been"),
)
"""The verbs whose subject is an object of an event (the ``joiner`` of ``altered.lark``'s
events, 6.3.b): joining a place (7.3.20), leaving it (7.3.20.a), gaining and losing boosts,
counters and statuses (2.4, 2.5), going to a zone, becoming a status (7.5.4.a), entering
play, switching and moving between Expeditions (7.3.39.a, 7.3.24.a), and "is" of the
passives ("is sacrificed", "is discarded", 7.3.36.a, 7.3.7.a)."""

_PLURAL_BE = {"be": ("are", "were")}
"""The verb whose plural is not its lemma: "are" (present), "were" (past)."""

GIVEN_AS: dict[str, str] = {"gain": "given"}
"""The passive of another verb that says the same event (issue 30, gram56: voice): an object
"is given" what it gains — giving boosts to a Character is that Character gaining them
(7.3.17.a), and the grammar reads "Give [object] [statuses / counters]" as the object gaining
them (7.3.15.a, 7.3.16.a). The passive is one more form of the verb: every rule naming a slot
of "gain" reads it ("When a Character is given a boost", "Target Character is given 2
boosts", "I am given [[Anchored]]"), and ``_gain_given`` is that passive (and the words of
:data:`ALSO_SAID`) alone, for the effect's ``gain`` of ``altered.lark``."""

ALSO_SAID: dict[str, Verb] = {"gain": Verb("get", "gets", "got", "gotten")}
"""Another verb the CR itself says for the same event: "get a boost" for "gain 1 boost" (the
example of 7.4.5.e: "we both gain 1 boost … Daedalus will get a boost"). Its forms are forms
of the verb ("I get 2 boosts", "When a Character gets a boost"); not its participle, which
English uses as a passive of any verb ("it does not get sacrificed", same example's rule)."""


def _passive(participle: str) -> dict[str, tuple[str, ...]]:
    """The passive forms of the verb whose participle is ``participle``, by slot: the
    present of either number and of "I" ("is / are / am given"), the past ("was / were
    given"), and what happened before now ("has / have been given")."""
    return {
        "now": (f"is {participle}", f"are {participle}", f"am {participle}"),
        "ed": (f"was {participle}", f"were {participle}"),
        "en": (),
        "done": (
            f"was {participle}",
            f"were {participle}",
            f"has been {participle}",
            f"have been {participle}",
        ),
    }


def forms(verb: Verb) -> dict[str, tuple[str, ...]]:
    """Each slot of ``verb`` and the words it reads (an alternative of several words is
    spaced): ``now`` the present of either number ("joins" / "join"), ``ed`` the past of
    either number ("joined"; "was" / "were"), ``en`` the participle ("joined", "been"),
    ``done`` what happened before now in either tense and number ("left", "has left", "have
    left"; "was", "were", "has been", "have been") — a condition on a period's events
    (6.5.d) says it in the past or the present perfect alike."""
    plural_now, plural_past = _PLURAL_BE.get(verb.lemma, (verb.lemma, verb.past))
    past = _unique(verb.past, plural_past)
    active = {
        "now": _unique(verb.third, plural_now),
        "ed": past,
        "en": (verb.participle,),
        "done": (*past, f"has {verb.participle}", f"have {verb.participle}"),
    }
    given = GIVEN_AS.get(verb.lemma)
    if given is None:
        return active
    passive = _passive(given)
    other = ALSO_SAID.get(verb.lemma)
    also: dict[str, tuple[str, ...]] = {
        "now": (other.third, other.lemma) if other else (),
        "ed": (other.past,) if other else (),
        "en": (),
        "done": (other.past, f"has {other.participle}") if other else (),
    }
    return {slot: _unique(*words, *passive[slot], *also[slot]) for slot, words in active.items()}


def said_pattern(lemma: str, slot: str = "now") -> str:
    """A regular expression alternation of the forms of ``lemma`` in ``slot`` (longest
    first), for the semantics that check a rule's printed span ("gains N or more boosts"):
    the span says any form the grammar reads ("is given", "gets")."""
    verb = next(v for v in VERBS if v.lemma == lemma)
    said = sorted(forms(verb)[slot], key=len, reverse=True)
    return "|".join(w.replace(" ", r"\s+") for w in said)


def _unique(*words: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(words))


def grammar_rules() -> str:
    """The verb slots as Lark rules, one per verb and form ("_join_now: "joins" | "join""),
    appended to ``altered.lark`` when the parser is built."""
    lines = ["", "// ---- verb slots, generated from scenarios/cards/grammar/verbs.py ----"]
    for verb in VERBS:
        for form, words in forms(verb).items():
            alternatives = " | ".join(" ".join(f'"{w}"' for w in a.split()) for a in words)
            lines.append(f"_{verb.slot}_{form}: {alternatives}")
    for lemma, participle in GIVEN_AS.items():
        other = ALSO_SAID.get(lemma)
        said = (*_passive(participle)["now"], *((other.third, other.lemma) if other else ()))
        alternatives = " | ".join(" ".join(f'"{w}"' for w in a.split()) for a in said)
        lines.append(f"_{lemma}_given: {alternatives}")
        # "I" says the lemma, "am" and the lemma of the verb also said: "When I gain / am
        # given / get a boost"
        mine = (lemma, f"am {participle}", *((other.lemma,) if other else ()))
        alternatives = " | ".join(" ".join(f'"{w}"' for w in a.split()) for a in mine)
        lines.append(f"_i_{lemma}: {alternatives}")
    return "\n".join(lines) + "\n"
