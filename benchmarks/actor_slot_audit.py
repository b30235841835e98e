"""The ACTOR slot: is every step the reader reads for "you" read for every player who may do
it? (issue 30, gram43)

    .venv/bin/python benchmarks/actor_slot_audit.py [--list] [--wrong] [--dimension DIM]

A slot matrix generated from the grammar itself, not from a list of sentences:

1. The constructions: every alternative of ``you_step`` in ``altered.lark`` (the steps said
   in the imperative, their actor "you" unsaid, 1.4.7.a) — enumerated from the parser's
   rules; each with the first reader-test sentence (``tests/cards_grammar/sentences.py``)
   whose parse holds that rule as a step beginning its sentence (a construction with no such
   sentence is counted apart: its slot cannot be tried from the tests' sentences).
2. The actors (1.2.6, 1.4.7): "you" (the imperative) and the players who may do a step in
   the third person — "Target opponent", "Target player", "Each player", "Each opponent",
   "Your opponent", "Your opponents", "Its controller", "The player who controls it",
   "They" (after "Target an opponent"), "That player" — in two voices: the step alone and
   "[actor] may [step]" (6.5.c).
3. Crossed: the step's words in the third person (the verb's -s form for one player, its
   own form for "Your opponents" / "They"; "you" / "your" as "they" / "their"). A sentence is
   *read right* when its ability is executable with the grammar alone and the step is the
   actor's (``players_do``, or a subject naming that player's choice, 1.4.7.b, 6.1.h);
   *read wrong* when it runs as someone else's step (precision first: worse than unread);
   *refused* when it is not read; *crash* on a reader error.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import grammar_alone
from actor_choice_cases import (
    CHOICES,
    DECISIONS,
    LASTING,
    PLAYED,
    RESTRICTED_PLAYERS,
    STEPS_IN_EACH,
    chosen_right,
    decision_right,
    restriction_right,
    restriction_said,
)
from audit_report import run_dimension_audit
from output_audit import _steps

Step = dict[str, Any]


@dataclass(frozen=True)
class Actor:
    """A player doing a step: the subject as printed, whether its verb takes -s, a sentence
    naming what the subject refers back to, and the words one of which the reading's subject
    or ``players_do`` must hold."""

    label: str
    subject: str
    singular: bool = True
    before: str = ""
    marks: tuple[str, ...] = ()


ACTORS = (
    Actor("target opponent", "Target opponent", marks=("target_opponent",)),
    Actor("target player", "Target player", marks=("target_player",)),
    Actor("each player", "Each player", marks=("each_player",)),
    Actor("each opponent", "Each opponent", marks=("each_opponent",)),
    Actor("your opponent", "Your opponent", marks=("each_opponent", "your_opponent")),
    Actor("your opponents", "Your opponents", False, marks=("each_opponent",)),
    Actor(
        "its controller",
        "Its controller",
        before="Exhaust target Character. ",
        marks=("its_controller",),
    ),
    Actor(
        "the player who controls it",
        "The player who controls it",
        before="Exhaust target Character. ",
        marks=("its_controller",),
    ),
    Actor("they (target opponent)", "They", False, "Target an opponent. ", ("target_opponent",)),
    Actor(
        "that player",
        "That player",
        before="Target player draws a card. ",
        marks=("target_player",),
    ),
)
VOICES = ("step", "may")
_NOT_VERB = frozenset(
    {
        "the",
        "target",
        "each",
        "expeditions",
        "my",
        "your",
        "all",
        "a",
        "an",
        "up",
        "if",
        "x",
        "you",
        "i",
        "it",
        "they",
        "on",
        "after",
        "also",
        "immediately",
        "we",
        "this",
        "that",
    }
)
"""First words of a ``you_step`` that are no imperative verb: the step names no actor."""
_STARTS = ("— ", "{J} ", "{R} ", "{H} ", ". ", ": ")
"""What a step beginning its sentence follows."""
_THEY = {"you": "they", "your": "their", "yours": "theirs", "yourself": "themselves"}


def _third(verb: str) -> str:
    low = verb.lower()
    if low == "have":
        return "has"
    if low.endswith(("sh", "ch", "s", "x")):
        return verb + "es"
    if low.endswith("y") and low[-2:-1] not in ("a", "e", "o", "u"):
        return verb[:-1] + "ies"
    return verb + "s"


def said_by(actor: Actor, step: str, voice: str) -> str:
    """``step`` (an imperative, "Exhaust a Character you control") said by ``actor``."""
    words = step.split(" ")
    verb = words[0].lower()
    if voice == "step" and actor.singular:
        verb = _third(verb)
    rest = [_THEY.get(w.lower(), w) for w in words[1:]]
    if verb.startswith("choose") and "and" in rest and voice == "step" and actor.singular:
        # "Choose a Character you control and send it to Reserve": both verbs the actor's
        at = rest.index("and") + 1
        rest[at] = _third(rest[at]) if at < len(rest) else ""
    may = ["may"] if voice == "may" else []
    return " ".join([actor.subject, *may, verb, *rest])


@dataclass(frozen=True)
class Sample:
    """A construction's sentence: the text and where its step is (character offsets)."""

    rule: str
    text: str
    start: int
    end: int


def you_step_rules() -> list[str]:
    """Every construction of ``you_step`` (its alias, as the parse tree names it)."""
    from scenarios.cards.grammar.parser import grammar

    names: list[str] = []
    for rule in grammar().rules:
        if rule.origin.name != "you_step":
            continue
        name = str(getattr(rule.alias, "name", rule.alias) or rule.origin.name)
        if name not in names:
            names.append(name)
    return names


def _sentences() -> list[str]:
    import tests.cards_grammar.sentences as s

    found = [t for group in s.RULE_SENTENCES.values() for t in group]
    found += list(s.READINGS) + list(s.BOARD_SENTENCES)
    return list(dict.fromkeys(found))


def samples(rules: list[str]) -> dict[str, Sample]:
    """For each rule, the first test sentence whose parse holds it as a step beginning its
    sentence, its verb first."""
    from lark import Tree

    from scenarios.cards.grammar.parser import parse
    from scenarios.cards.grammar.voiced import house_voice
    from scenarios.cards.printed.text import clean

    wanted = set(rules)
    found: dict[str, Sample] = {}
    for sentence in _sentences():
        if "\n" in sentence:
            continue
        text = house_voice(clean(sentence))
        try:
            tree = parse(text)
        except Exception:  # a sentence of another start rule (NotRead) or none
            continue
        for node in tree.iter_subtrees():
            name = str(node.data)
            if name not in wanted or name in found or not isinstance(node, Tree):
                continue
            meta = node.meta
            if getattr(meta, "empty", True):
                continue
            start, end = meta.start_pos, meta.end_pos
            if not (start == 0 or text[:start].endswith(_STARTS)):
                continue
            if text[end : end + 1] not in (".", "") or (
                text[:start].endswith(": ") and "•" in text
            ):
                continue
            first = text[start:end].split(" ")[0]
            if not first.isalpha() or first.lower() in _NOT_VERB:
                continue
            found[name] = Sample(name, text, start, end)
    return found


@dataclass(frozen=True)
class Case:
    text: str
    dims: tuple[tuple[str, str], ...]
    actor: Actor | None
    expect: tuple[Any, ...] = ()  # what the reading must keep (actor_choice_cases.py)


def cases() -> list[Case]:
    """Every construction with a sample x every actor x every voice (and "you" alone)."""
    rules = you_step_rules()
    found: list[Case] = []
    for rule, sample in sorted(samples(rules).items()):
        step = sample.text[sample.start : sample.end]
        head, tail = sample.text[: sample.start], sample.text[sample.end :]
        found.append(
            Case(sample.text, (("construction", rule), ("actor", "you"), ("voice", "step")), None)
        )
        for actor in ACTORS:
            for voice in VOICES:
                said = said_by(actor, step, voice)
                text = f"{head}{actor.before}{said}{tail}"
                dims = (("construction", rule), ("actor", actor.label), ("voice", voice))
                found.append(Case(text, dims, actor))
    return [
        *found,
        *choice_cases(),
        *restriction_cases(),
        *play_restriction_cases(),
        *several_chosen_cases(),
        *decision_cases(),
    ]


CHOSEN = ("a Character {they} control", "a card in {their} Reserve", "a card from {their} hand")
"""What a player chooses among their own (6.1.h), said for that player."""
ACTED = ("Exhaust it", "Send it to Reserve", "Discard it")
"""The effect's controller's step on the object chosen (7.5.6.c)."""


def choice_cases() -> list[Case]:
    """ "[actor] chooses [their own object]. [Step] it.": the choice is the actor's, the step
    the effect controller's (1.4.7.c) — every actor x every own choice x every step on it."""
    found: list[Case] = []
    for chosen in CHOSEN:
        for acted in ACTED:
            if ("hand" in chosen) != (acted == "Discard it"):
                continue  # a card in hand is discarded, one in play exhausted or sent
            rule = f"choose_object + {acted.split()[0].lower()}"
            you = chosen.format(they="you", their="your")
            text = f"{{J}} Choose {you}. {acted}."
            found.append(
                Case(text, (("construction", rule), ("actor", "you"), ("voice", "choice")), None)
            )
            for actor in ACTORS:
                verb = "chooses" if actor.singular else "choose"
                theirs = chosen.format(they="they", their="their")
                text = f"{{J}} {actor.before}{actor.subject} {verb} {theirs}. {acted}."
                dims = (("construction", rule), ("actor", actor.label), ("voice", "choice"))
                found.append(Case(text, dims, actor))
    return found


RESTRICTED = ("Your opponents", "Opponents", "Your opponents' effects")
"""The restriction's subject as an actor: the opponents kept from targeting (6.5.b)."""


def restriction_cases() -> list[Case]:
    """ "[opponents] can't target [objects]": the passive "can't be targeted by your
    opponents" said actively (1.4.1.a, 6.5.b) — read right when the reading is that passive's."""
    found: list[Case] = []
    for who in RESTRICTED:
        for objects in ("Characters you control", "me", "Robots"):
            dims = (
                ("construction", "cant_target (passive)"),
                ("actor", who.lower()),
                ("voice", "restriction"),
            )
            found.append(Case(f"{who} can't target {objects}.", dims, RESTRICTION))
    return found


RESTRICTION = Actor("restriction", "", marks=("target_by_opponent",))


def play_restriction_cases() -> list[Case]:
    """ "[players] can't play [cards] [for a time]" (gram55): every opponent or the player
    targeted only (6.5.b, 1.4.1.a) — never one read as the other."""
    found: list[Case] = []
    for who in RESTRICTED_PLAYERS:
        for kind in PLAYED:
            for lasting in LASTING:
                dims = (
                    ("construction", "cant_play_for (restriction)"),
                    ("actor", who.label),
                    ("voice", "can't play"),
                )
                text = restriction_said(who, kind, lasting)
                found.append(Case(text, dims, None, ("cant_play", who)))
    return found


def _their(words: str, actor: Actor | None) -> str:
    """``words`` with "{they}" / "{their}" and the verbs in braces said for ``actor``."""
    they, their = ("you", "your") if actor is None else ("they", "their")
    out = words.replace("{they}", they).replace("{their}", their)
    for verb in ("discard", "sacrifice", "exhaust", "send", "choose"):
        said = _third(verb) if actor is not None and actor.singular else verb
        out = out.replace("{" + verb + "}", said)
    return out


def several_chosen_cases() -> list[Case]:
    """ "[actor] chooses two [objects] / one in each of their Expeditions and [step] them"
    (gram55): the actor's choice (1.4.7.b, 6.1.g) of that many, acted on at once."""
    found: list[Case] = []
    for words, action, quantity in CHOICES:
        rule = f"choose {quantity} + {action}"
        for actor in (None, *ACTORS):
            choose = "Choose" if actor is None else _their("{choose}", actor)
            subject = "" if actor is None else f"{actor.before}{actor.subject} "
            if actor is not None:
                choose = choose.lower()
            text = f"{{J}} {subject}{choose} {_their(words, actor)}."
            label = "you" if actor is None else actor.label
            dims = (("construction", rule), ("actor", label), ("voice", "several chosen"))
            found.append(Case(text, dims, actor, ("chosen", action, quantity)))
    for words, action in STEPS_IN_EACH:
        rule = f"{action} one in each Expedition"
        for actor in (None, *ACTORS):
            subject = "" if actor is None else f"{actor.before}{actor.subject} "
            said = _their(words, actor)
            said = said[:1].upper() + said[1:] if actor is None else said
            label = "you" if actor is None else actor.label
            dims = (("construction", rule), ("actor", label), ("voice", "several chosen"))
            found.append(
                Case(f"{{J}} {subject}{said}.", dims, actor, ("chosen", action, "per_expedition"))
            )
    return found


def decision_cases() -> list[Case]:
    """ "[actor] may [step]. If they do / don't, [X], otherwise [Y]" (gram55): the actor
    decides (6.5.c), each branch where the words put it (6.5.e, 6.5.f)."""
    found: list[Case] = []
    for step, follow, branches in DECISIONS:
        rule = f"may {step.split()[0]} + {follow.split(',')[0].lower()}"
        if "otherwise" in follow.lower():
            rule += ", otherwise"
        for actor in (None, *ACTORS):
            subject = "You" if actor is None else f"{actor.before}{actor.subject}"
            said = _their(f"{subject} may {step}. {follow}", actor)
            if actor is None:
                said = said.replace("If they", "If you")
            label = "you" if actor is None else actor.label
            dims = (("construction", rule), ("actor", label), ("voice", "decision"))
            found.append(Case(f"{{J}} {said}", dims, actor, ("decision", branches)))
    return found


def _yours(step: Step) -> bool:
    """Whether ``step`` is the effect's controller's own (no other player named)."""
    said = f"{step.get('subject', '')} {step.get('players_do', '')}"
    return not step.get("players_do") and "opponent" not in said and "player" not in said


def _checked(case: Case, steps: list[Step]) -> str:
    """The verdict of a case with an ``expect`` (actor_choice_cases.py)."""
    kind = case.expect[0]
    if kind == "cant_play":
        return "read right" if restriction_right(case.expect[1], steps) else "read wrong"
    actor = case.actor
    mine = [s for s in steps if (_yours(s) if actor is None else _is_actor(actor, s))]
    # "That player chooses …" after their step: its follow-up, done by the same players
    # (``players_do`` steps' ``then``, 1.4.7.b)
    mine += [t for s in mine if s.get("players_do") for t in _steps(s.get("then"))]
    if kind == "chosen":
        _, action, quantity = case.expect
        right = any(chosen_right(action, quantity, s) for s in mine)
    else:
        right = any(decision_right(case.expect[1], s) for s in mine)
    return "read right" if right else "read wrong"


def _is_actor(actor: Actor, step: Step) -> bool:
    said = f"{step.get('subject', '')} {step.get('players_do', '')} {step.get('chooser', '')}"
    if "opponent" in actor.label and (
        step.get("opponent_does") or step.get("opponent_chooses_modes")
    ):
        return True  # the opponent does the step / chooses the mode (1.2.1.b: one opponent)
    if actor.label in ("each opponent", "your opponent", "your opponents"):
        return "target_opponent" not in said and (
            "each_opponent" in said or step.get("subject") == "opponent"
        )
    return any(m in said for m in actor.marks)


def check(case: Case) -> str:
    """``read right``, ``read wrong``, ``not read`` or ``reader error``."""
    try:
        reading = grammar_alone(case.text)
    except Exception:  # a crash is a cell of the matrix
        return "reader error"
    if len(reading.abilities) != 1 or reading.abilities[0].status != "executed":
        return "not read"
    if case.actor is None and not case.expect:
        return "read right"
    dumped = reading.model.model_dump(exclude_defaults=True, mode="json")
    if case.expect:
        return _checked(case, _steps(dumped.get("abilities")))
    if case.actor is RESTRICTION:
        cant = (dumped["abilities"][0].get("passive") or {}).get("cant_be") or {}
        return "read right" if "target_by_opponent" in cant.get("actions", ()) else "read wrong"
    steps = _steps(dumped.get("abilities"))
    if dict(case.dims)["voice"] == "choice":  # they choose, the effect's controller acts
        steps = [s for s in steps if s.get("effect_controller_does")]
    return "read right" if any(_is_actor(case.actor, s) for s in steps) else "read wrong"


def main() -> None:
    rules = you_step_rules()
    found = cases()
    tried = {dict(c.dims)["construction"] for c in found if not c.expect}
    base = {dict(c.dims)["construction"]: c for c in found if c.actor is None and not c.expect}
    print(
        f"you_step constructions in the grammar: {len(rules)}; with a test sentence "
        f"beginning its sentence, its verb first: {len(tried)}"
    )
    unread = [r for r, c in base.items() if check(c) != "read right"]
    keep = [c for c in found if dict(c.dims)["construction"] not in unread]
    print(f"  of which read for 'you' (the imperative): {len(tried) - len(unread)}")
    run_dimension_audit(
        "actor slot (constructions read for 'you' x actors x voices)",
        __doc__.split("\n")[0],
        keep,
        check,
        errors=True,
    )


if __name__ == "__main__":
    main()
