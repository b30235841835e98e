"""Does the grammar read every atomic action a card orders, with every amount and every
chooser? (issue 30)

    .venv/bin/python benchmarks/chooser_audit.py [--list] [--wrong] [--dimension DIM]

A generative audit of an effect's OUTPUT (6.5: its steps), crossing three slots the cards'
language combines in one step, each taken from the CR's vocabulary, never from card texts:

- the atomic action a player does (CR 7.3): draw 7.3.9, discard from hand / from Reserve
  7.3.7, sacrifice 7.3.36, exhaust 7.3.13 / ready 7.3.28 / send to Reserve 7.3.37 what one
  controls, put the top cards of one's deck in one's Mana zone 7.3.27, Resupply 7.3.31,
  Exhausted Resupply 7.3.14, roll a die 7.3.33, create tokens 7.3.5; and the other steps
  cards print beside them (reveal one's hand, look at / reveal the top cards of one's deck);
- who does it, the chooser (1.2, 6.5): "you" (the imperative), "target player", "target
  opponent", "each player", "each opponent", "its controller" and "its owner" (of the object
  a step before named, 6.1.e), "they" after "Target an opponent" / "Target a player";
- how many (6.5.i): "N", "X, where X is …", "up to N", "a … for each …", "… per …",
  "… equal to the number of …", "as many … as …", "that many" (after a step that counted),
  "any number of", "all" / "their hand";
- the counted object steps with the same amounts (give boosts 7.3.17, gain counters 7.3.15,
  spend counters 7.3.38) and "up to a max of N" (a limit on what a step gives);
- object groups named by a player ("each Character target opponent controls", "all
  Characters controlled by target player") under the object actions of 7.3.

Each sentence is printed in the cards' style with the parts it must mean: the action, the
chooser (whose subject or whose turn to act, ``players_do``) and the amount. A sentence is
*read* when the grammar alone (the printed reader with its sentence patterns off) makes its
ability executable (the engine runs every step of it), and *read right* when the reading has
the action done by that chooser in that amount. A reading that runs but misses a part is
*read wrong* (precision first: worse than unread) and listed with ``--wrong``.

"One or more" is not crossed: cards print it in triggers ("When an opponent draws one or more
cards"), not as an amount a step orders; "any number of" is the chooser's free number.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import grammar_alone
from audit_report import run_dimension_audit
from output_audit import _steps

Step = dict[str, Any]


# ------------------------------------------------------------------- the chooser (1.2, 6.5)
@dataclass(frozen=True)
class Chooser:
    label: str
    subject: str
    """The subject as printed ("" for the imperative, "you")."""
    their: str
    they: str
    before: str = ""
    """A sentence naming what the subject refers back to (6.1.e)."""
    marks: tuple[str, ...] = ()
    """Words one of which the reading's subject or ``players_do`` must hold."""


CHOOSERS = (
    Chooser("you", "", "your", "you"),
    Chooser("target player", "Target player", "their", "they", marks=("target_player",)),
    Chooser("target opponent", "Target opponent", "their", "they", marks=("target_opponent",)),
    Chooser("each player", "Each player", "their", "they", marks=("each_player",)),
    Chooser(
        "each opponent",
        "Each opponent",
        "their",
        "they",
        marks=("each_opponent", "opponent"),
    ),
    Chooser(
        "its controller",
        "Its controller",
        "their",
        "they",
        "Exhaust target Character. ",
        ("its_controller",),
    ),
    Chooser(
        "its owner", "Its owner", "their", "they", "Exhaust target Character. ", ("its_owner",)
    ),
    Chooser(
        "they (target opponent)",
        "They",
        "their",
        "they",
        "Target an opponent. ",
        ("target_opponent",),
    ),
    Chooser(
        "they (target player)", "They", "their", "they", "Target a player. ", ("target_player",)
    ),
)


def _chooser_is(chooser: Chooser, step: Step) -> bool:
    """Whether the step is done by (or chosen by) ``chooser``."""
    said = f"{step.get('subject', '')} {step.get('players_do', '')}"
    if not chooser.marks:  # "you": no other player named
        return not any(
            w in said for w in ("player", "opponent", "its_controller", "its_owner", "their")
        ) and not step.get("players_do")
    if chooser.label == "each opponent":
        return "target_opponent" not in said and (
            "each_opponent" in said or step.get("subject") == "opponent"
        )
    return any(m in said for m in chooser.marks)


def _verb(chooser: Chooser, verb: str) -> str:
    if not chooser.subject or chooser.subject == "They":
        return verb
    if verb.endswith(("sh", "ch", "s")):
        return verb + "es"
    if verb.endswith("y"):
        return verb[:-1] + "ies"
    return verb + "s"


# ------------------------------------------------------------------- the amount (6.5.i)
COUNTED = "Characters you control"
COUNTED_ONE = "Character you control"


@dataclass(frozen=True)
class Amount:
    label: str
    check: Callable[[Step], bool]


def _per(step: Step) -> bool:
    """A number counted as the step happens: ``per`` (its amount per object counted) or
    ``x_is`` (the step done X times, 6.5.i: "[step] for each [counted]")."""
    return bool(step.get("per") or step.get("x_is"))


def _that_many(step: Step) -> bool:
    """ "that many" (6.5.i): an amount one per object the step before acted on (``per``),
    or how many ONE step chooses (``x_chooses`` with ``x_is``: "Discard that many cards")."""
    return "that many" in (step.get("per"), step.get("x_is") if step.get("x_chooses") else None)


def _fixed(step: Step) -> bool:
    return step.get("amount") == 2 or step.get("choose_count") == 2


def _up_to(step: Step) -> bool:
    return step.get("up_to") == 2 or step.get("amounts") == [0, 1, 2]


AMOUNTS = (
    Amount("N", _fixed),
    Amount("X, where X is", _per),
    Amount("up to N", _up_to),
    Amount("for each", _per),
    Amount("per", _per),
    Amount("equal to", _per),
    Amount("as many as", _per),
    Amount("that many", _that_many),
    Amount("any number of", lambda s: bool(s.get("any_number"))),
    Amount("all", lambda s: not str(s.get("subject", "")).startswith("a_")),
)
THAT_MANY_BEFORE = "Exhaust up to two target Characters. "
"""A step that counts what it did, for "that many" (6.5.i)."""


# ------------------------------------------------------------------- the player's actions (7.3)
@dataclass(frozen=True)
class PlayerAct:
    """A step a player does: its rule, verb, noun (singular, plural), the words after the
    noun ("{their}", "{they}"), the reading's action, and the amounts it takes."""

    rule: str
    verb: str
    one: str
    many: str
    rest: str
    action: str
    amounts: tuple[str, ...]
    all_words: str = ""
    """How "all" is printed after the verb (e.g. "{their} hand")."""


_COUNTING = ("N", "X, where X is", "up to N", "for each", "per", "equal to", "as many as")
_CHOSEN = (*_COUNTING, "that many", "any number of", "all")
PLAYER_ACTS = (
    PlayerAct("7.3.9", "draw", "a card", "cards", "", "draw", (*_COUNTING, "that many")),
    PlayerAct(
        "7.3.7",
        "discard",
        "a card",
        "cards",
        " from {their} hand",
        "discard",
        _CHOSEN,
        "{their} hand",
    ),
    PlayerAct(
        "7.3.7",
        "discard",
        "a card",
        "cards",
        " from {their} Reserve",
        "discard",
        _CHOSEN,
        "{their} Reserve",
    ),
    PlayerAct(
        "7.3.36",
        "sacrifice",
        "a Character",
        "Characters",
        "",
        "sacrifice",
        _CHOSEN,
        "all Characters {they} control",
    ),
    PlayerAct(
        "7.3.13",
        "exhaust",
        "a Character",
        "Characters",
        " {they} control",
        "exhaust",
        ("N", "up to N", "any number of", "all"),
        "all Characters {they} control",
    ),
    PlayerAct(
        "7.3.28",
        "ready",
        "a Character",
        "Characters",
        " {they} control",
        "ready",
        ("N", "up to N", "all"),
        "all Characters {they} control",
    ),
    PlayerAct(
        "7.3.37",
        "send",
        "a Character",
        "Characters",
        " {they} control to Reserve",
        "send",
        ("N", "up to N", "all"),
        "all Characters {they} control to Reserve",
    ),
    PlayerAct(
        "7.3.27",
        "put",
        "the top card of {their} deck",
        "the top {n} cards of {their} deck",
        " in {their} Mana zone",
        "put",
        ("one", "N", "X, where X is"),
    ),
    PlayerAct("7.3.31", "Resupply", "", "", "", "resupply", ("one",)),
    PlayerAct("7.3.14", "[Exhausted Resupply]", "", "", "", "exhausted_resupply", ("one",)),
    PlayerAct("7.3.33", "roll", "a die", "", "", "roll_die", ("one",)),
    PlayerAct(
        "7.3.5",
        "create",
        "an [Ordis Recruit 1/1/1] Soldier token",
        "[Ordis Recruit 1/1/1] Soldier tokens",
        " in my Expedition",
        "create",
        ("one", "N", "X, where X is", "for each"),
    ),
    PlayerAct("reveal", "reveal", "{their} hand", "", "", "reveal", ("one",)),
    PlayerAct(
        "look at",
        "look at",
        "the top card of {their} deck",
        "the top {n} cards of {their} deck",
        "",
        "look",
        ("one", "N"),
    ),
    PlayerAct(
        "reveal",
        "reveal",
        "the top card of {their} deck",
        "the top {n} cards of {their} deck",
        "",
        "reveal",
        ("N",),
    ),
)


@dataclass(frozen=True)
class Case:
    text: str
    dims: tuple[tuple[str, str], ...]
    check: Callable[[list[Step]], bool]


def _player_text(act: PlayerAct, who: Chooser, amount: str) -> str | None:
    """The sentence of ``who`` doing ``act`` in ``amount``, in the cards' style."""
    fmt = {"their": who.their, "they": who.they}
    verb = act.verb
    if verb.startswith("["):
        verb = verb if not who.subject or who.subject == "They" else verb[:-1] + "s]"
        verb = verb.replace("Resupplys", "Resupplies")
    elif act.verb == "look at":
        verb = "look at" if not who.subject or who.subject == "They" else "looks at"
    else:
        verb = _verb(who, act.verb)
    rest = act.rest.format(**fmt)
    many = act.many.replace("{n}", "{n}").format(n="{n}", **fmt) if act.many else ""
    one = act.one.format(**fmt)
    tail = ""
    if amount == "one":
        words = f"{one}{rest}" if one else ""
    elif amount == "N":
        words = f"{many.format(n='two')}{rest}" if "{n}" in many else f"two {many}{rest}"
    elif amount == "X, where X is":
        words = f"{many.format(n='X')}{rest}" if "{n}" in many else f"X {many}{rest}"
        tail = f", where X is the number of {COUNTED}"
    elif amount == "up to N":
        words = f"up to two {many}{rest}"
    elif amount in ("for each", "per"):
        words, tail = f"{one}{rest}", f" {amount} {COUNTED_ONE}"
    elif amount == "equal to":
        words, tail = f"{many}{rest}", f" equal to the number of {COUNTED}"
    elif amount == "as many as":
        words, tail = f"as many {many}{rest}", f" as there are {COUNTED}"
    elif amount == "that many":
        words = f"that many {many}{rest}"
    elif amount == "any number of":
        words = f"any number of {many}{rest}"
    elif amount == "all":
        words = act.all_words.format(**fmt)
    else:
        return None
    body = f"{verb} {words}".strip() + tail
    sentence = f"{who.subject} {body}" if who.subject else body[0].upper() + body[1:]
    before = THAT_MANY_BEFORE if amount == "that many" else ""
    return f"{{J}} {before}{who.before}{sentence}."


def player_cases() -> list[Case]:
    """Every player's action x every chooser x every amount it takes."""
    found: list[Case] = []
    for act in PLAYER_ACTS:
        for who in CHOOSERS:
            if act.action == "create" and who.subject:
                continue  # a player's Expedition is one of two (4.1): cards say which
            for amount in act.amounts:
                if amount == "that many" and who.before:
                    continue  # "that many" names the step just before (6.5.i)
                text = _player_text(act, who, amount)
                if text is None:
                    continue
                check_amount = next((a.check for a in AMOUNTS if a.label == amount), None)

                def check(
                    steps: list[Step],
                    act: PlayerAct = act,
                    who: Chooser = who,
                    amount_ok: Callable[[Step], bool] | None = check_amount,
                ) -> bool:
                    return any(
                        s.get("action") == act.action
                        and _chooser_is(who, s)
                        and (amount_ok is None or amount_ok(s))
                        for s in steps
                    )

                dims = (
                    ("action", f"{act.rule} {act.action}"),
                    ("chooser", who.label),
                    ("amount", amount),
                )
                found.append(Case(text, dims, check))
    return found


# ------------------------------------------------------------------- counted object steps
OBJECT_COUNTED = (
    ("7.3.17", "give_boost", "{s} {v} {n} boost{pl}", "gain", "boost"),
    ("7.3.15", "gain_counters", "{s} {v} {n} Arcane counter{pl}", "gain", "Arcane counter"),
    ("7.3.38", "spend_counters", "Spend {n} of my boost{pl}", "", "boost"),
)
OBJECT_SUBJECTS = (("I", "self"), ("Target Character", "target_character"))
OBJECT_AMOUNTS = (
    "N",
    "X, where X is",
    "for each",
    "per",
    "equal to",
    "as many as",
    "that many",
    "up to a max of N",
    "all",
)


def _object_text(pattern: str, verb: str, subject: str, amount: str) -> str | None:
    v = verb if subject == "I" else verb + "s"
    spend = pattern.startswith("Spend")
    noun = pattern.split("{n} ")[1].replace("{pl}", "").removeprefix("of my ")
    if spend and subject != "I":
        return None  # "my boosts": the bearer's own (7.3.38)
    if amount == "all":
        if not spend:
            return None
        return f"Spend all my {noun}s"
    if spend and subject != "I":
        return None
    tail = ""
    if amount == "N":
        n, pl = "2", "s"
    elif amount == "X, where X is":
        n, pl, tail = "X", "s", f", where X is the number of {COUNTED}"
    elif amount in ("for each", "per"):
        n, pl, tail = "1", "", f" {amount} {COUNTED_ONE}"
    elif amount == "equal to":
        text = pattern.format(s=subject, v=v, n="", pl="s").replace("  ", " ")
        return text.replace(" of my ", " of my ") + f" equal to the number of {COUNTED}"
    elif amount == "as many as":
        return pattern.format(s=subject, v=v, n="as many", pl="s") + f" as there are {COUNTED}"
    elif amount == "that many":
        return THAT_MANY_BEFORE + pattern.format(s=subject, v=v, n="that many", pl="s")
    elif amount == "up to a max of N":
        if spend:
            return None
        n, pl, tail = "1", "", ", up to a max of 3"
    else:
        return None
    return pattern.format(s=subject, v=v, n=n, pl=pl) + tail


def _object_amount_ok(amount: str, step: Step) -> bool:
    if amount == "N":
        return step.get("amount") == 2
    if amount == "that many":
        return step.get("per") == "that many"
    if amount == "up to a max of N":
        return step.get("max_total") == 3
    if amount == "all":
        # "Spend all my boosts": every one, or as many as are on me as it happens (2.5.c)
        mine = step.get("action") == "spend_counters" and step.get("per") == "my number of boosts"
        return bool(step.get("all_counters")) or step.get("amount") == "all" or mine
    return bool(step.get("per"))


def object_cases() -> list[Case]:
    """Every counted object step x subject x amount."""
    found: list[Case] = []
    for rule, action, pattern, verb, _noun in OBJECT_COUNTED:
        for subject, reading in OBJECT_SUBJECTS:
            for amount in OBJECT_AMOUNTS:
                text = _object_text(pattern, verb, subject, amount)
                if text is None:
                    continue

                def check(
                    steps: list[Step],
                    action: str = action,
                    reading: str = reading,
                    amount: str = amount,
                ) -> bool:
                    return any(
                        s.get("action") == action
                        and (action == "spend_counters" or s.get("subject") == reading)
                        and _object_amount_ok(amount, s)
                        for s in steps
                    )

                dims = (
                    ("action", f"{rule} {action}"),
                    ("chooser", f"object: {subject}"),
                    ("amount", amount),
                )
                found.append(Case(f"{{J}} {text}.", dims, check))
    return found


# ------------------------------------------------------------------- groups named by a player
GROUP_ACTS = (
    ("7.3.13", "exhaust", "Exhaust {g}", "{G} {v} exhausted"),
    ("7.3.28", "ready", "Ready {g}", ""),
    ("7.3.36", "sacrifice", "Sacrifice {g}", ""),
    ("7.3.37", "send", "Send {g} to Reserve", ""),
    ("7.3.16", "gain_status", "", "{G} {v} [[Asleep]]"),
    ("7.3.17", "give_boost", "", "{G} {v} 1 boost"),
)
GROUP_PLAYERS = (
    ("target player", "target_player"),
    ("target opponent", "target_opponent"),
    ("each opponent", "opponent"),
)


def group_cases() -> list[Case]:
    """Every object action x a group named by the player who controls it."""
    found: list[Case] = []
    for rule, action, imperative, subject_form in GROUP_ACTS:
        for player, mark in GROUP_PLAYERS:
            groups = (
                (f"each Character {player} controls", False, f"each Character {player} controls"),
                (f"all Characters {player} controls", True, f"all Characters {player} controls"),
                (f"all Characters controlled by {player}", True, "controlled by"),
            )
            if player == "each opponent":
                groups = (
                    ("each Character your opponents control", False, "your opponents control"),
                    ("all Characters your opponents control", True, "all … your opponents"),
                )
            for group, plural, form in groups:
                if imperative:
                    text = imperative.format(g=group)
                elif subject_form:
                    g = group[0].upper() + group[1:]
                    text = subject_form.format(G=g, v="gain" if plural else "gains")
                else:
                    continue

                def check(steps: list[Step], action: str = action, mark: str = mark) -> bool:
                    return any(
                        s.get("action") == action
                        and not str(s.get("subject", "")).startswith("a_")
                        and (
                            mark in f"{s.get('subject', '')} {s.get('players_do', '')}"
                            or mark in str(s.get("filter", {}).get("controller", ""))
                        )
                        for s in steps
                    )

                dims = (
                    ("action", f"{rule} {action}"),
                    ("chooser", f"group of {player}"),
                    ("amount", "all" if plural else "each"),
                    ("group form", form),
                )
                found.append(Case(f"{{J}} {text}.", dims, check))
    return found


def cases() -> list[Case]:
    return [*player_cases(), *object_cases(), *group_cases()]


# ------------------------------------------------------------------- checking
def check(case: Case) -> str:
    """``read right``, ``read wrong``, ``not read`` or ``reader error`` (a traceback where
    a judge must get a clear refusal)."""
    try:
        reading = grammar_alone(case.text)
    except Exception:  # counted and listed: never a traceback for a judge
        return "reader error"
    if len(reading.abilities) != 1 or reading.abilities[0].status != "executed":
        return "not read"
    dumped = reading.model.model_dump(exclude_defaults=True, mode="json")
    return "read right" if case.check(_steps(dumped.get("abilities"))) else "read wrong"


def main() -> int:
    run_dimension_audit("chooser audit", __doc__.split("\n")[0], cases(), check, errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
