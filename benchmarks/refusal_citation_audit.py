"""Every reason the engine refuses something, cited by the rule that decides it (issue 31).

    .venv/bin/python benchmarks/refusal_citation_audit.py [--all]

A judge asked "why can't I?" wants the rule that makes *this* answer, play or quick action
illegal, not only the general rule nearby: "target Boosted Character" refuses a Boosted card
in Reserve because "a [type]" is an object in play unless a zone is named (2.2.1.h), not
merely because a suitable target must be chosen (6.5.b). The example scenarios show a
refusal where someone wrote one; this audit asks every reason alike, each on a small board
built here around one test card, the refused item of its script marked ``refused:``:

- a **target** not matching its description — its zone or type (2.2.1.h; for a zone the
  text names, the rule of that zone: in play 3.1.4.a, "your" personal zone 3.1.2.b, the
  Reserve 3.2.10.a, the Discard pile 3.2.3.a), who controls it (7.5.5.b, 7.2.3.a), a
  status (2.4.5.a Boosted, 2.4.4 Asleep, 2.4.6.b exhausted), a Hand or Reserve Cost
  (2.2.7.a, 2.2.8.a), a statistic (2.2.11.b), boosts (2.5.1.a), a sub-type (2.2.2.n); one a
  "can't" protects (1.4.1.a), one whose Tough cost cannot be paid (7.4.7.c), another
  player's object to sacrifice (7.3.36.a);
- a **cost** that cannot be paid, each kind: {T} on an exhausted object (the Remark of
  2.4.6.a), Mana (1.2.5.c), "Sacrifice a Character" with none (1.2.5.c, 7.3.36.a), {D}
  outside the Reserve (a support ability works only there, 2.2.12.i; 7.1.4.b), "Discard a
  card from your Reserve" with none (1.2.5.c), counters it does not have (2.5.h, 7.3.38.b),
  a {T} cost a "can't" makes impossible (1.4.1.b);
- a card that **cannot be played**: Mana (1.2.5.c), exhausted in Reserve (2.4.6.c) — and
  with a "You may play exhausted cards from your Reserve" on the board that is not in effect,
  why (its card exhausted in Reserve 2.4.6.e, a support ability in play 2.2.12.i, an in-play
  ability in Reserve 2.2.12.g) —, a "can't be played" (1.4.1.a), outside its player's turn
  (5.1.1.b), into a place its type does not go (5.2.1.a, 5.2.3.a), a quick action printed
  once each Day (5.1.2.g), the support quick action of an exhausted card in Reserve
  (2.2.12.j, 2.4.6.e), and a turn effect outside the Afternoon, when no turns are taken
  (4.2.3.b, 5.1.1.b).

``CASES`` says, for each, the rules the refusal must cite (read from CR 5.0: the most
specific rule, and the general one beside it where both apply). Prints the pairs checked
and the wrong ones — not refused, or refused without a rule that decides — with what the
refusal said; exits 1 when any is wrong. ``--all`` prints every refusal line.

Its second half asks every choice that is not a target (``choice_citation_cases.py``): the
modes of "Choose one" and "[A] or [B]", a card of one's own Hand, Reserve or Discard pile,
objects given as a cost, "up to N" with fewer, the limits at Clean-up, the order of
simultaneous Reactions, what a Gigantic, Scout or Fleeting card may do: the line that says
why an option is not offered (or is offered and does nothing) must cite the rule that
decides, and the decision must not offer what it names as excluded.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import boards
from _common import Stopwatch, audit_character, audit_spell, footer
from choice_citation_cases import CHOICE_CASES, ChoiceCase

SPELL = "Audit Spell"
SUBJECT = "Audit Subject"
GRANTER = "Audit Granter"  # a card granting an exception the refusal must say is idle
NOTE = "A test card of the refusal citation audit."


def spell(text: str, cost: int = 1) -> dict[str, Any]:
    """The test Spell p1 plays, printing ``text``."""
    return audit_spell(SPELL, text, cost, NOTE)


def subject(text: str = "", cost: int = 1) -> dict[str, Any]:
    """The test Character the refusal is about, printing ``text``."""
    return audit_character(SUBJECT, text, cost, NOTE)


def permanent(text: str = "", zone: str = "Landmark") -> dict[str, Any]:
    return {"name": SUBJECT, "type": "Permanent", "zone_type": zone, "hand_cost": 1,
            "reserve_cost": 1, "text": text, "read_text": bool(text), "note": NOTE}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Case:
    """One reason to refuse: the board (``p1``, ``p2``, the test ``cards``), the script up
    to the refused item (the last), and the rules its refusal must cite."""

    name: str
    cites: tuple[str, ...]
    cards: tuple[dict[str, Any], ...]
    script: tuple[dict[str, Any], ...]
    p1: dict[str, Any] = field(default_factory=dict)
    p2: dict[str, Any] = field(default_factory=dict)
    phase: str = "Afternoon"

    def board(self) -> dict[str, Any]:
        *before, last = self.script
        refused = {**last, "refused": {"cites": list(self.cites)}}
        return {"title": f"refusal audit: {self.name}", "cards": list(self.cards),
                "phase": self.phase, "first_player": "p1",
                "players": {"p1": self.p1, "p2": self.p2},
                "script": [*before, refused]}  # fmt: skip


def _target(name: str, text: str, cites: tuple[str, ...], p2: dict[str, Any],
            answer: Any = SUBJECT, extra: tuple[dict[str, Any], ...] = (),
            p1: dict[str, Any] | None = None, mana: int = 1) -> Case:  # fmt: skip
    """p1 plays a Spell printing ``text`` and answers the target ``answer``: refused."""
    mine = {"hand": [SPELL], "mana": mana, **(p1 or {})}
    return Case(name, cites, (spell(text), *extra),
                ({"play": {"card": SPELL}}, {"answer": answer}), mine, p2)  # fmt: skip


_IN_PLAY = {"hero_expedition": ["Vanilla 2/2/2"]}
"""A suitable target beside the refused one, so that the decision is asked."""

CASES: tuple[Case, ...] = (
    # ------------------------------------------------------------ targets (6.5.b)
    _target(
        "target: a Character in Reserve is not 'a Character'",
        "Discard target Character.",
        ("2.2.1.h", "6.5.b"),
        {**_IN_PLAY, "reserve": [SUBJECT]},
        extra=(subject(),),
    ),
    _target(
        "target: a card in Hand is not 'a Character'",
        "Discard target Character.",
        ("2.2.1.h", "6.5.b"),
        {**_IN_PLAY, "hand": [SUBJECT]},
        extra=(subject(),),
    ),
    _target(
        "target: a Landmark Permanent is not 'a Character'",
        "Discard target Character.",
        ("2.2.1.h", "6.5.b"),
        {**_IN_PLAY, "landmarks": [SUBJECT]},
        extra=(permanent(),),
    ),
    _target(
        "target: a Character is not 'a Permanent'",
        "Discard target Permanent.",
        ("2.2.1.h", "6.5.b"),
        {"landmarks": ["Plain Landmark"], "hero_expedition": [SUBJECT]},
        extra=(subject(),),
    ),
    # a zone the text names: the rule of that zone decides (3.1.4.a, 3.1.2.b, 3.2.x.a)
    _target(
        "target: a Character in play is not 'a card in your Reserve'",
        "Return target card in your Reserve to your Hand.",
        ("3.2.10.a", "6.5.b"),
        {},
        extra=(subject(),),
        p1={"reserve": ["Vanilla 2/2/2"], "hero_expedition": [SUBJECT]},
    ),
    _target(
        "target: a card in the opponent's Reserve is not 'a card in your Reserve'",
        "Return target card in your Reserve to your Hand.",
        ("3.1.2.b", "6.5.b"),
        {"reserve": [SUBJECT]},
        extra=(subject(),),
        p1={"reserve": ["Vanilla 2/2/2"]},
    ),
    _target(
        "target: a Hero is not 'a card in play or in Reserve'",
        "[Augment] target card in play or in Reserve.",
        ("3.1.4.a", "6.5.b"),
        {},
        answer="Audit Hero",
        extra=(
            {
                "name": "Audit Hero",
                "type": "Hero",
                "reserve_limit": 2,
                "landmark_limit": 2,
                "note": NOTE,
            },
        ),
        p1={
            "hero": {"card": "Audit Hero", "counters": {"Performance": 1}},
            "hero_expedition": [{"card": "Vanilla 2/2/2", "boosts": 1}],
        },
    ),
    _target(
        "target: a card in Hand is not 'a card in play or in Reserve'",
        "[Augment] target card in play or in Reserve.",
        ("3.1.4.a", "6.5.b"),
        {"hand": [SUBJECT]},
        extra=(subject(),),
        p1={"hero_expedition": [{"card": "Vanilla 2/2/2", "boosts": 1}]},
    ),
    _target(
        "target: a card in Hand is not 'a card from your Discard pile'",
        "Return target card from your Discard pile to your Hand.",
        ("3.2.3.a", "6.5.b"),
        {},
        extra=(subject(),),
        p1={"discard": ["Vanilla 2/2/2", "Vanilla 1/1/1"], "hand": [SPELL, SUBJECT]},
    ),
    _target(
        "target: 'you control' and the opponent's Character",
        "Target Character you control gains 1 boost.",
        ("7.5.5.b", "7.2.3.a", "6.5.b"),
        {"hero_expedition": [SUBJECT]},
        extra=(subject(),),
        p1={"hero_expedition": ["Vanilla 2/2/2"]},
    ),
    _target(
        "target: 'Boosted' and a Character with no boost",
        "Discard target [[Boosted]] Character.",
        ("2.4.5.a", "6.5.b"),
        {"hero_expedition": [SUBJECT, {"card": "Vanilla 2/2/2", "boosts": 1}]},
        extra=(subject(),),
    ),
    _target(
        "target: 'Asleep' and a Character that is not",
        "Discard target [[Asleep]] Character.",
        ("2.4.4", "6.5.b"),
        {"hero_expedition": [SUBJECT, {"card": "Vanilla 2/2/2", "statuses": ["Asleep"]}]},
        extra=(subject(),),
    ),
    _target(
        "target: 'exhausted' and a ready Character",
        "Discard target exhausted Character.",
        ("2.4.6.b", "6.5.b"),
        {"hero_expedition": [SUBJECT, {"card": "Vanilla 2/2/2", "statuses": ["Exhausted"]}]},
        extra=(subject(),),
    ),
    _target(
        "target: 'with {V} 3 or more' and Water 2",
        "Discard target Character with {V} 3 or more.",
        ("2.2.11.b", "6.5.b"),
        {"hero_expedition": [SUBJECT, "Vanilla 3/1/0"]},
        extra=(subject(),),
    ),
    _target(
        "target: 'with Hand Cost 2 or less' and Hand Cost 3",
        "Discard target Character with Hand Cost 2 or less.",
        ("2.2.7.a", "6.5.b"),
        {**_IN_PLAY, "companion_expedition": [SUBJECT]},
        extra=(subject(cost=3),),
    ),
    _target(
        "target: 'with Reserve Cost 2 or less' and Reserve Cost 3",
        "Discard target Character with Reserve Cost 2 or less.",
        ("2.2.8.a", "6.5.b"),
        {**_IN_PLAY, "companion_expedition": [SUBJECT]},
        extra=(subject(cost=3),),
    ),
    _target(
        "target: 'with 2 or more boosts' and one boost",
        "Discard target Character with 2 or more boosts.",
        ("2.5.1.a", "6.5.b"),
        {
            "hero_expedition": [
                {"card": SUBJECT, "boosts": 1},
                {"card": "Vanilla 2/2/2", "boosts": 2},
            ]
        },
        extra=(subject(),),
    ),
    _target(
        "target: a sub-type the Character does not have",
        "Discard target Soldier.",
        ("2.2.2.n", "6.5.b"),
        {"hero_expedition": [SUBJECT, "Soldier Vanilla"]},
        extra=(
            subject(),
            {**audit_character("Soldier Vanilla", "", 1, NOTE), "subtypes": ["Soldier"]},
        ),
    ),
    _target(
        "target: a Character that can't be targeted",
        "Discard target Character.",
        ("1.4.1.a", "6.5.b"),
        {**_IN_PLAY, "companion_expedition": [SUBJECT]},
        extra=(subject("I can't be targeted."),),
    ),
    _target(
        "target: a Tough cost its controller cannot pay",
        "Discard target Character.",
        ("7.4.7.c",),
        {**_IN_PLAY, "companion_expedition": [SUBJECT]},
        extra=(subject("[[Tough 1]]."),),
    ),
    _target(
        "target: another player's Character to sacrifice",
        "Sacrifice target Character.",
        ("7.3.36.a",),
        {"hero_expedition": [SUBJECT]},
        extra=(subject(),),
        p1={"hero_expedition": ["Vanilla 2/2/2"]},
    ),
    # ------------------------------------------------------------ costs of quick actions
    Case(
        "cost: {T} of an exhausted object",
        ("2.4.6.a",),
        (subject("{T} : Draw a card."),),
        ({"quick_action": {"card": SUBJECT, "ability": 0}},),
        {"hero_expedition": [{"card": SUBJECT, "statuses": ["Exhausted"]}], "mana": 1},
    ),
    Case(
        "cost: Mana the player does not have",
        ("6.4.c",),
        (subject("{3} : Draw a card."),),
        ({"quick_action": {"card": SUBJECT, "ability": 0}},),
        {"hero_expedition": [SUBJECT], "mana": 1},
    ),
    Case(
        "cost: 'Sacrifice a Character' with none to sacrifice",
        ("6.4.c", "7.3.36.a"),
        (permanent("Sacrifice a Character : Draw a card."),),
        ({"quick_action": {"card": SUBJECT, "ability": 0}},),
        {"landmarks": [SUBJECT], "mana": 1},
    ),
    Case(
        "cost: {D} of a card not in Reserve",
        ("2.2.12.i", "7.1.4.b"),
        (subject("{D} : Draw a card."),),
        ({"quick_action": {"card": SUBJECT, "ability": 0}},),
        {"hero_expedition": [SUBJECT], "mana": 1},
    ),
    Case(
        "cost: 'Discard a card from your Reserve' with none",
        ("6.4.c",),
        (subject("Discard a card from your Reserve : Draw a card."),),
        ({"quick_action": {"card": SUBJECT, "ability": 0}},),
        {"hero_expedition": [SUBJECT], "mana": 1},
    ),
    Case(
        "cost: counters it does not have",
        ("2.5.h", "7.3.38.b"),
        (permanent("{T}, Spend 3 of my Sap counters : Draw a card."),),
        ({"quick_action": {"card": SUBJECT, "ability": 0}},),
        {"landmarks": [{"card": SUBJECT, "counters": {"Sap": 1}}], "mana": 1},
    ),
    Case(
        "cost: a {T} cost a 'can't' makes impossible",
        ("6.4.c",),
        (
            subject("{T} : Draw a card."),
            {**permanent("Characters can't be exhausted."), "name": "Audit Lock"},
        ),
        ({"quick_action": {"card": SUBJECT, "ability": 0}},),
        {"hero_expedition": [SUBJECT], "landmarks": ["Audit Lock"], "mana": 1},
    ),
    Case(
        "quick action: printed once each Day, played again",
        ("5.1.2.g",),
        (subject("{1} : Draw a card. Use this ability only once each Day."),),
        (
            {"quick_action": {"card": SUBJECT, "ability": 0}},
            {"answer": ["p1 orb 1"]},
            {"reactions": "in_order"},
            {"quick_action": {"card": SUBJECT, "ability": 0}},
        ),
        {"hero_expedition": [SUBJECT], "mana": 2, "deck": ["Vanilla 1/1/1"] * 2},
    ),
    Case(
        "quick action: support ability of an exhausted card in Reserve",
        ("2.2.12.j", "2.4.6.e"),
        (subject("{D} : Draw a card."),),
        ({"quick_action": {"card": SUBJECT, "ability": 0}},),
        {"reserve": [{"card": SUBJECT, "statuses": ["Exhausted"]}], "mana": 1},
    ),
    # ------------------------------------------------------------ playing a card
    Case(
        "play: Mana the player does not have",
        ("6.4.c",),
        (subject(cost=3),),
        ({"play": {"card": SUBJECT, "to": "hero"}},),
        {"hand": [SUBJECT], "mana": 1},
    ),
    Case(
        "play: an exhausted card in Reserve",
        ("2.4.6.c",),
        (subject(),),
        ({"play": {"card": SUBJECT, "from": "reserve", "to": "hero"}},),
        {"reserve": [{"card": SUBJECT, "statuses": ["Exhausted"]}], "mana": 1},
    ),
    Case(
        "play: an exhausted card in Reserve, the permission's card itself exhausted there",
        ("2.4.6.c", "2.4.6.e"),
        (
            subject(),
            audit_character(
                GRANTER, "{I} You may play exhausted cards from your Reserve.", 3, NOTE
            ),
        ),
        ({"play": {"card": SUBJECT, "from": "reserve", "to": "hero"}},),
        {
            "reserve": [
                {"card": SUBJECT, "statuses": ["Exhausted"]},
                {"card": GRANTER, "statuses": ["Exhausted"]},
            ],
            "mana": 1,
        },
    ),
    Case(
        "play: an exhausted card in Reserve, the support permission's card in play",
        ("2.4.6.c", "2.2.12.i"),
        (
            subject(),
            audit_character(
                GRANTER, "{I} You may play exhausted cards from your Reserve.", 3, NOTE
            ),
        ),
        ({"play": {"card": SUBJECT, "from": "reserve", "to": "hero"}},),
        {
            "reserve": [{"card": SUBJECT, "statuses": ["Exhausted"]}],
            "hero_expedition": [GRANTER],
            "mana": 1,
        },
    ),
    Case(
        "play: an exhausted card in Reserve, the in-play permission's card in Reserve",
        ("2.4.6.c", "2.2.12.g"),
        (
            subject(),
            audit_character(GRANTER, "You may play exhausted cards from your Reserve.", 3, NOTE),
        ),
        ({"play": {"card": SUBJECT, "from": "reserve", "to": "hero"}},),
        {"reserve": [{"card": SUBJECT, "statuses": ["Exhausted"]}, GRANTER], "mana": 1},
    ),
    Case(
        "play: an 'I can't be played' passive",
        ("1.4.1.a",),
        (subject("I can't be played."),),
        ({"play": {"card": SUBJECT, "to": "hero"}},),
        {"hand": [SUBJECT], "mana": 1},
    ),
    Case(
        "play: outside the player's turn",
        ("5.1.1.b",),
        (subject(),),
        ({"play": {"card": SUBJECT, "player": "p2", "to": "hero"}},),
        {"hand": ["Vanilla 1/1/1"], "mana": 1},
        {"hand": [SUBJECT], "mana": 1},
    ),
    Case(
        "play: outside the Afternoon, when no turns are taken",
        ("4.2.3.b",),
        (subject(),),
        ({"play": {"card": SUBJECT, "to": "hero"}},),
        {"hand": [SUBJECT], "mana": 1},
        phase="Dusk",
    ),
    Case(
        "quick action: outside the Afternoon",
        ("4.2.3.b",),
        (subject("{T} : Draw a card."),),
        ({"quick_action": {"card": SUBJECT, "ability": 0}},),
        {"hero_expedition": [SUBJECT], "mana": 1, "hand": ["Vanilla 1/1/1"]},
        phase="Dusk",
    ),
    Case(
        "play: a Character into the Landmarks",
        ("5.2.1.a",),
        (subject(),),
        ({"play": {"card": SUBJECT, "to": "landmark"}},),
        {"hand": [SUBJECT], "mana": 1},
    ),
    Case(
        "play: a Landmark Permanent into an Expedition",
        ("5.2.3.a",),
        (permanent(),),
        ({"play": {"card": SUBJECT, "to": "hero"}},),
        {"hand": [SUBJECT], "mana": 1},
    ),
)
"""Each reason the engine refuses, on its board, with the rules its refusal must cite."""


@dataclass(frozen=True, slots=True)
class Checked:
    """One case's run: whether the item was refused, the rules and words it gave."""

    case: Case
    refused: bool
    rules: tuple[str, ...]
    said: str
    error: str = ""

    @property
    def missing(self) -> tuple[str, ...]:
        return tuple(r for r in self.case.cites if r not in self.rules)

    @property
    def right(self) -> bool:
        return not self.error and self.refused and not self.missing


def run_case(case: Case, folder: Path) -> Checked:
    """Build the case's board, run it and read the refusal of its last script item."""
    result = _load_and_run(case.name, case.board(), folder)
    if isinstance(result, str):
        return Checked(case, False, (), "", result)
    last = len(case.script) - 1
    for r in result.refusals:
        if r.index == last:
            return Checked(case, r.refused, tuple(r.rules), r.text)
    return Checked(case, False, (), "", "; ".join((*result.errors, *result.gaps)) or "not reached")


@dataclass(frozen=True, slots=True)
class ChoiceChecked:
    """One choice case's run: the line that says why (its words and rules), and what the
    decision the run stopped at offered against what it must not or must offer."""

    case: ChoiceCase
    found: bool
    rules: tuple[str, ...]
    said: str
    wrong_options: tuple[str, ...] = ()
    error: str = ""

    @property
    def missing(self) -> tuple[str, ...]:
        return tuple(r for r in self.case.cites if r not in self.rules)

    @property
    def right(self) -> bool:
        return not self.error and self.found and not self.missing and not self.wrong_options


def _load_and_run(name: str, board: dict[str, Any], folder: Path) -> Any:
    """The run of ``board`` written to ``folder``, or the load error's message."""
    stem = "".join(ch if ch.isalnum() else "_" for ch in name)[:80]
    return boards.run_board(board, folder / f"{stem}.yaml")


def run_choice(case: ChoiceCase, folder: Path) -> ChoiceChecked:
    """Run a choice case; of the engine lines saying its words, the one citing the most
    of its rules is the line checked (the first one, when several cite all)."""
    result = _load_and_run(case.name, case.board(), folder)
    if isinstance(result, str):
        return ChoiceChecked(case, False, (), "", error=result)
    if result.errors:
        return ChoiceChecked(case, False, (), "", error="; ".join(result.errors))
    words = case.says.casefold()
    best: tuple[int, str, tuple[str, ...]] | None = None
    for line in result.lines:
        if line.source != "engine" or words not in line.shown().casefold():
            continue
        rules = tuple(dict.fromkeys((*line.rules, *line.shown_rules(), *line.action_rules)))
        score = sum(r in rules for r in case.cites)
        if best is None or score > best[0]:
            best = (score, line.shown(), rules)
    labels = [o.label for o in result.pending.options] if result.pending else []
    wrong = tuple(
        f"offers {w!r}" for w in case.excluded if any(w in label for label in labels)
    ) + tuple(f"does not offer {w!r}" for w in case.offered if not any(w in lb for lb in labels))
    if best is None:
        return ChoiceChecked(case, False, (), "", wrong)
    return ChoiceChecked(case, True, best[2], best[1], wrong)


def audit(folder: Path) -> list[Checked]:
    return [run_case(c, folder) for c in CASES]


def audit_choices(folder: Path) -> list[ChoiceChecked]:
    return [run_choice(c, folder) for c in CHOICE_CASES]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="print every refusal line")
    args = parser.parse_args()
    watch = Stopwatch()
    with tempfile.TemporaryDirectory() as tmp:
        checked = audit(Path(tmp))
        choices = audit_choices(Path(tmp))
    wrong = [c for c in checked if not c.right]
    print(f"refusal reasons checked: {len(checked)}; wrong: {len(wrong)}")
    for c in wrong:
        why = c.error or (f"missing {', '.join(c.missing)}" if c.refused else "not refused")
        print(f"  WRONG {c.case.name}: expected {', '.join(c.case.cites)}; {why}")
        if c.refused:
            print(f"        said: {c.said[:220]}  [{', '.join(c.rules)}]")
    if args.all:
        for c in checked:
            print(f"  {'ok   ' if c.right else 'WRONG'} {c.case.name}: {c.said[:160]}  "
                  f"[{', '.join(c.rules)}]")  # fmt: skip
    wrong_choices = [c for c in choices if not c.right]
    print(f"\nchoices offered or not checked: {len(choices)}; wrong: {len(wrong_choices)}")
    for k in wrong_choices:
        why = k.error or "; ".join(
            (
                *((f"missing {', '.join(k.missing)}",) if k.found and k.missing else ()),
                *(() if k.found else (f"no line says {k.case.says!r}",)),
                *k.wrong_options,
            )
        )
        print(f"  WRONG {k.case.name}: expected {', '.join(k.case.cites)}; {why}")
        if k.found:
            print(f"        said: {k.said[:220]}  [{', '.join(k.rules)}]")
    if args.all:
        for k in choices:
            print(f"  {'ok   ' if k.right else 'WRONG'} {k.case.name}: {k.said[:160]}  "
                  f"[{', '.join(k.rules)}]")  # fmt: skip
    print(f"\n{footer(watch)}")
    return 1 if wrong or wrong_choices else 0


if __name__ == "__main__":
    raise SystemExit(main())
