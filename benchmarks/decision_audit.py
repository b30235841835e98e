"""Does the grammar read who decides, and what follows a decision? (issue 30)

    .venv/bin/python benchmarks/decision_audit.py [--list] [--wrong] [--dimension DIM]

A generative audit crossing, from the CR's vocabulary and never from card texts:

- the **chooser** (1.4.7 who chooses, 6.5.c, 6.1.h): "you", "target opponent", "each
  opponent", "your opponent", "each player", "its controller" and "its owner" (of the
  object a step before named, 6.1.e), "they" after "Target an opponent";
- the **decision form**: a choice of modes (6.5.g: "[chooser] chooses one: • … • …"), an
  optional step (6.5.c: "[chooser] may [act]") followed by "If they do / don't" (6.5.f) and
  "Otherwise" (6.5.e), a tax "[Y] unless [chooser] [acts]" (6.5.d) said after or before its
  step, the Unique's optional cost "You may [cost]: [Y]" (6.5.f, 1.2.5.c), and "otherwise"
  in every slot a condition takes ("If [c], X. Otherwise, Y.", "If [c], X, otherwise Y",
  "X if [c], otherwise Y", "Unless [c], X, otherwise Y", "X unless [c], otherwise Y");
- the **action** decided (7.3): pay Mana (1.2.5), draw 7.3.9, discard from hand / Reserve
  7.3.7, sacrifice 7.3.36, exhaust 7.3.13, ready 7.3.28, send to Reserve 7.3.37, return to hand
  7.3.29, put in the Mana zone 7.3.27, Resupply 7.3.31, roll a die 7.3.33, reveal one's hand;
  as a cost: exhaust me, spend counters 7.3.38, pay and discard together;
- the **voice** (how a designer may say it: "If they don't" / "If they do not", "Otherwise," /
  "otherwise", the tax after or before its step).

Each case says what its reading must mean (the action done by that chooser, optional, with
the follow-up on the right branch) — or that it must be **refused** (precision first: whose
"they" after "each player" decides, a mode chosen by a player the engine does not ask,
"If you do" after another player's choice, "Otherwise" after no condition). Verdicts:
*right* (read and meaning it, or refused when it must be), *wrong* (read meaning something
else, or read when it must be refused), *refused* (not read though it should be), *crash*
(a traceback where a judge must get a clear refusal).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer, grammar_alone
from chooser_audit import Chooser
from output_audit import _steps

Step = dict[str, Any]


# ------------------------------------------------------------------- choosers (1.4.7)
CHOOSERS = (
    Chooser("you", "You", "your", "you"),
    Chooser("target opponent", "Target opponent", "their", "they", marks=("target_opponent",)),
    Chooser("each opponent", "Each opponent", "their", "they", marks=("opponent",)),
    Chooser("your opponent", "Your opponent", "their", "they", marks=("opponent",)),
    Chooser("each player", "Each player", "their", "they", marks=("each_player",)),
    Chooser(
        "its controller",
        "Its controller",
        "their",
        "they",
        "Exhaust target Character. ",
        ("its_controller", "controller"),
    ),
    Chooser(
        "its owner",
        "Its owner",
        "their",
        "they",
        "Exhaust target Character. ",
        ("its_owner", "owner"),
    ),
    Chooser(
        "they (target opponent)",
        "They",
        "their",
        "they",
        "Target an opponent. ",
        ("target_opponent",),
    ),
)


def _is_chooser(who: Chooser, step: Step) -> bool:
    said = f"{step.get('subject', '')} {step.get('players_do', '')}"
    if not who.marks:
        return not any(
            w in said for w in ("player", "opponent", "controller", "owner", "their")
        ) and not step.get("players_do")
    return any(m in said for m in who.marks)


def third(verb: str) -> str:
    """``verb`` said of one player ("draw" -> "draws", "Resupply" -> "Resupplies")."""
    low = verb.lower()
    if low.endswith("y") and low[-2] not in "aeiou":
        said = verb[:-1] + "ies"
    elif low.endswith(("s", "sh", "ch", "x")):
        said = verb + "es"
    else:
        said = verb + "s"
    return said


# ------------------------------------------------------------------- actions (7.3)
@dataclass(frozen=True)
class Act:
    rule: str
    verb: str
    words: str
    """After the verb: "{their}", "{they}" filled for the chooser."""
    action: str
    cost: bool = True
    """Also said as the Unique's optional cost "You may [cost]: …"."""


ACTS = (
    Act("1.2.5", "pay", "{1}", "pay_mana"),
    Act("7.3.9", "draw", "a card", "draw", cost=False),
    Act("7.3.7", "discard", "a card from {their} hand", "discard"),
    Act("7.3.7", "discard", "a card from {their} Reserve", "discard"),
    Act("7.3.36", "sacrifice", "a Character", "sacrifice"),
    Act("7.3.13", "exhaust", "a Character {they} control", "exhaust"),
    Act("7.3.28", "ready", "a Character {they} control", "ready", cost=False),
    Act("7.3.37", "send", "a Character {they} control to Reserve", "send"),
    Act("7.3.29", "return", "a Character {they} control to {their} hand", "return"),
    Act("7.3.27", "put", "the top card of {their} deck in {their} Mana zone", "put"),
    Act("7.3.31", "Resupply", "", "resupply", cost=False),
    Act("7.3.33", "roll", "a die", "roll_die", cost=False),
    Act("reveal", "reveal", "{their} hand", "reveal", cost=False),
)
COST_ONLY = (
    Act("7.3.13", "exhaust", "me", "exhaust"),
    Act("7.3.38", "spend", "2 of my boosts", "spend_counters"),
    Act("7.3.29", "return", "me to your hand", "return"),
    Act("1.2.5", "pay", "{1} and discard a card from your hand", "discard"),
    Act("1.2.5", "pay", "{2} and exhaust me", "exhaust"),
)


def _said(act: Act, who: Chooser, *, finite: bool) -> str:
    """The act as ``who`` does it: the bare verb after "may" / for "you", the third person
    after another player's subject when ``finite``."""
    words = act.words.replace("{their}", who.their).replace("{they}", who.they).strip()
    verb = third(act.verb) if finite and who.marks and who.subject != "They" else act.verb
    return f"{verb} {words}".strip()


def _acted(act: Act, who: Chooser, step: Step) -> bool:
    """``step`` is ``act`` done (or paid) by ``who``."""
    if act.action == "pay_mana" and not who.marks:
        return "pay" in step
    if step.get("action") != act.action:
        return False
    return _is_chooser(who, step)


# ------------------------------------------------------------------- cases
@dataclass(frozen=True)
class Case:
    text: str
    dims: tuple[tuple[str, str], ...]
    check: Callable[[list[Step]], bool]
    refuse: bool = False
    """The reading must be refused (any reading is wrong)."""


Y = "I gain 2 boosts"
Z = "draw a card"


def _gives(steps: Any) -> bool:
    return any(s.get("action") == "give_boost" for s in _steps(steps or []))


def _draws(steps: Any) -> bool:
    return any(s.get("action") == "draw" for s in _steps(steps or []))


def _decided(act: Act, who: Chooser, do: Callable[[Step], bool], steps: list[Step]) -> bool:
    """A step that is ``act`` by ``who``, optional (6.5.c), meeting ``do`` — "You may pay
    {N}. If you do, Y" is read as Y with its price (``pay``): Y is what follows the payment."""
    for s in steps:
        if act.action == "pay_mana" and not who.marks and "pay" in s and s.get("may"):
            paid = {k: v for k, v in s.items() if k not in ("pay", "may", "if_not_done")}
            s = {
                "action": "pay_mana",
                "pay": s["pay"],
                "may": True,
                "then": [paid],
                **{k: v for k, v in s.items() if k == "if_not_done"},
            }
        if _acted(act, who, s) and s.get("may") and do(s):
            return True
    return False


def may_cases() -> list[Case]:
    """ "[chooser] may [act]. If they do / don't, Y. [Otherwise, Z.]" (6.5.c, 6.5.f, 6.5.e)."""
    found: list[Case] = []
    for who in CHOOSERS:
        they = "you" if not who.marks else "they"
        for act in ACTS:
            said = _said(act, who, finite=False)
            start = f"{{J}} {who.before}{who.subject} may {said}."
            several = who.label == "each player"  # whose "they": refused
            forms: list[tuple[str, str, Callable[[Step], bool]]] = [
                ("may / if they do", f" If {they} do, {Y}.", lambda s: _gives(s.get("then"))),
                (
                    "may / if they don't",
                    f" If {they} don't, {Y}.",
                    lambda s: _gives(s.get("if_not_done")),
                ),
                (
                    "may / if they do not",
                    f" If {they} do not, {Y}.",
                    lambda s: _gives(s.get("if_not_done")),
                ),
                (
                    "may / do, otherwise",
                    f" If {they} do, {Y}. Otherwise, {Z}.",
                    lambda s: _gives(s.get("then")) and _draws(s.get("if_not_done")),
                ),
                (
                    "may / don't, otherwise",
                    f" If {they} don't, {Y}. Otherwise, {Z}.",
                    lambda s: _gives(s.get("if_not_done")) and _draws(s.get("then")),
                ),
                (
                    "may, otherwise",
                    f" Otherwise, {Y}.",
                    lambda s: _gives(s.get("if_not_done")),
                ),
            ]
            for form, tail, do in forms:

                def check(
                    steps: list[Step],
                    act: Act = act,
                    who: Chooser = who,
                    do: Callable[[Step], bool] = do,
                ) -> bool:
                    return _decided(act, who, do, steps)

                dims = (("chooser", who.label), ("form", form), ("action", act.rule))
                found.append(Case(start + tail, dims, check, refuse=several))
            if who.marks:  # "If you do" after another player's choice: whose?
                found.append(
                    Case(
                        f"{start} If you do, {Y}.",
                        (("chooser", who.label), ("form", "must refuse"), ("action", act.rule)),
                        lambda steps: False,
                        refuse=True,
                    )
                )
    return found


def unless_cases() -> list[Case]:
    """ "Y unless [chooser] [acts]" / "Unless [chooser] [acts], Y" (6.5.d): the chooser may
    act; if they don't, Y."""
    found: list[Case] = []
    for who in CHOOSERS:
        if not who.marks:
            continue  # "unless you [act]": the controller's own choice, said as "you may"
        for act in ACTS:
            said = _said(act, who, finite=True)
            subject = who.subject.lower() if who.subject != "They" else "they"
            for voice, text in (
                ("after", f"{{J}} {who.before}{Y} unless {subject} {said}."),
                ("before", f"{{J}} {who.before}Unless {subject} {said}, {Y.lower()}."),
            ):
                if voice == "before":
                    text = text.replace(", i gain", ", I gain")

                def check(steps: list[Step], act: Act = act, who: Chooser = who) -> bool:
                    return _decided(act, who, lambda s: _gives(s.get("if_not_done")), steps)

                dims = (
                    ("chooser", who.label),
                    ("form", f"unless ({voice})"),
                    ("action", act.rule),
                )
                found.append(Case(text, dims, check, refuse=who.label == "each player"))
    return found


def mode_cases() -> list[Case]:
    """ "[chooser] chooses one: • [they act]. • Y." (6.5.g, 1.4.7.b)."""
    found: list[Case] = []
    for who in CHOOSERS:
        for act in ACTS:
            if act.action == "pay_mana":
                continue
            if who.marks:
                mode = f"They {_said(act, who, finite=False)}"
                verb = "choose" if who.subject == "They" else "chooses"
                head = f"{who.subject} {verb} one:"
            else:
                mode = _said(act, who, finite=False).capitalize()
                head = "Choose one:"
            text = f"{{J}} {who.before}{head} • {mode}. • {Y}."
            expected_opponent = who.label in (
                "target opponent",
                "each opponent",
                "your opponent",
                "they (target opponent)",
            )

            def check(
                steps: list[Step], act: Act = act, who: Chooser = who, opp: bool = expected_opponent
            ) -> bool:
                for s in steps:
                    modes = s.get("modes")
                    if not modes or bool(s.get("opponent_chooses_modes")) != opp:
                        continue
                    first = _steps(modes[0].get("effect"))
                    if any(_acted(act, who, t) for t in first) and _gives(modes[1].get("effect")):
                        return True
                return False

            refuse = not expected_opponent and bool(who.marks)
            dims = (("chooser", who.label), ("form", "chooses one"), ("action", act.rule))
            found.append(Case(text, dims, check, refuse=refuse))
    return found


def cost_cases() -> list[Case]:
    """The Unique's "You may [cost]: Y" (6.5.f, 1.2.5.c): Y only if the cost is paid."""
    found: list[Case] = []
    you = CHOOSERS[0]
    for act in (*[a for a in ACTS if a.cost], *COST_ONLY):
        said = _said(act, you, finite=False)
        for trigger in ("{J}", "{R}", "When I go to Reserve from the Expedition zone —"):

            def check(steps: list[Step], act: Act = act) -> bool:
                return any(
                    _acted(act, you, s) and s.get("may") and _gives(s.get("then")) for s in steps
                ) or any(
                    "pay" in s
                    and s.get("may")
                    and s.get("action") == "give_boost"
                    and act.words == "{1}"
                    for s in steps
                )

            dims = (("chooser", "you"), ("form", "you may [cost]:"), ("action", act.rule))
            found.append(Case(f"{trigger} You may {said}: {Y}.", dims, check))
    return found


CONDITIONS = (
    "you control a Landmark",
    "your hand is empty",
    "I have 2 or more boosts",
)


def otherwise_cases() -> list[Case]:
    """ "otherwise" in every slot a condition takes (6.5.d, 6.5.e)."""
    found: list[Case] = []
    you = CHOOSERS[0]
    for act in ACTS:
        if act.action == "pay_mana":
            continue
        x = _said(act, you, finite=False)
        for c in CONDITIONS:
            forms = (
                ("If c, X. Otherwise, Y.", f"If {c}, {x}. Otherwise, {Y}.", False),
                ("If c, X, otherwise Y.", f"If {c}, {x}, otherwise {Y}.", False),
                ("X if c, otherwise Y.", f"{x.capitalize()} if {c}, otherwise {Y}.", False),
                ("X if c. Otherwise, Y.", f"{x.capitalize()} if {c}. Otherwise, {Y}.", False),
                ("Unless c, X, otherwise Y.", f"Unless {c}, {x}, otherwise {Y}.", True),
                ("X unless c, otherwise Y.", f"{x.capitalize()} unless {c}, otherwise {Y}.", True),
                (
                    "X unless c. Otherwise, Y.",
                    f"{x.capitalize()} unless {c}. Otherwise, {Y}.",
                    True,
                ),
            )
            for form, text, unless in forms:

                def check(
                    steps: list[Step], act: Act = act, unless: bool = unless, c: str = c
                ) -> bool:
                    for s in steps:
                        cond = str(s.get("condition", ""))
                        if (
                            _acted(act, you, s)
                            and _gives(s.get("otherwise"))
                            and cond
                            and cond.startswith("unless") == unless
                        ):
                            return True
                    return False

                dims = (("chooser", "you"), ("form", form), ("action", act.rule))
                found.append(Case(f"{{J}} {text}", dims, check))
        # "Otherwise" after no condition: must be refused
        found.append(
            Case(
                f"{{J}} {x.capitalize()}. Otherwise, {Y}.",
                (("chooser", "you"), ("form", "must refuse"), ("action", act.rule)),
                lambda steps: False,
                refuse=True,
            )
        )
    return found


def cases() -> list[Case]:
    return [*mode_cases(), *may_cases(), *unless_cases(), *cost_cases(), *otherwise_cases()]


# ------------------------------------------------------------------- checking
def check(case: Case) -> str:
    """``right``, ``wrong``, ``refused`` or ``crash``."""
    try:
        reading = grammar_alone(case.text)
    except Exception:  # counted and listed: never a traceback for a judge
        return "crash"
    read = len(reading.abilities) == 1 and reading.abilities[0].status == "executed"
    if not read:
        return "right" if case.refuse else "refused"
    if case.refuse:
        return "wrong"
    dumped = reading.model.model_dump(exclude_defaults=True, mode="json")
    steps = _steps(dumped.get("abilities"))
    if any(
        s.get("players_do")
        and not s.get("follow_ups_yours")
        and any(t.get("subject") != "self" for t in _steps([s.get("then"), s.get("if_not_done")]))
        for s in steps
    ):
        # a step players do in turn: the engine makes them the controller of what follows,
        # so "you" there would be theirs (1.4.7.b) — wrong whatever the shape — unless the
        # reading gives its follow-ups back to the effect's controller (``follow_ups_yours``,
        # gram64, played in tests/cards_grammar/test_board_decided_follow_ups.py)
        return "wrong"
    return "right" if case.check(steps) else "wrong"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="list the sentences refused")
    parser.add_argument("--wrong", action="store_true", help="list the sentences read wrong")
    parser.add_argument("--dimension", help="break the figures down by this dimension only")
    args = parser.parse_args()
    watch = Stopwatch()
    verdicts = [(c, check(c)) for c in cases()]
    total = Counter(v for _, v in verdicts)
    n = len(verdicts)
    print(
        f"decision audit: {n} sentences; right {total['right']} "
        f"({100 * total['right'] / n:.1f}%), wrong {total['wrong']}, "
        f"refused {total['refused']}, crash {total['crash']}"
    )
    by: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for case, verdict in verdicts:
        for dim, value in case.dims:
            by[(dim, value)][verdict] += 1
    for (dim, value), counts in sorted(by.items()):
        if args.dimension and dim != args.dimension:
            continue
        m = sum(counts.values())
        print(
            f"  {dim:8} {value:28} {m:4}: right {counts['right']:4}, wrong "
            f"{counts['wrong']:3}, refused {counts['refused']:4}, crash {counts['crash']:2}"
        )
    for case, verdict in verdicts:
        if (args.list and verdict in ("refused", "crash")) or (args.wrong and verdict == "wrong"):
            print(f"  {verdict}: {case.text}")
    print(footer(watch))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
