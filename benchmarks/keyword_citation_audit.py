"""Each keyword of 7.4 and each status of 2.4, cited by its own sub-rule where it decides
(issue 31).

    .venv/bin/python benchmarks/keyword_citation_audit.py [--all]

The example scenarios show a rule where someone thought of writing one; this audit asks
every keyword and status the same questions instead. For each subject (a keyword ability of
7.4 the engine models, or a status of 2.4) and each event of a small, fixed list — entering
play, Progress at Dusk, Rest, being sent to Reserve by an effect, switching Expeditions, a
change of control, being chosen as a target, being played from Reserve, resolving — it
builds the same small board around one test object having that subject, runs it, and
checks that a trace line **naming the object** (or its Expedition, for the statuses and
keywords that decide about an Expedition) cites the subject's **most specific** rule for
that event: the table ``DECIDES`` says which rule decides (read from CR 5.0; the statuses
2.4.2-2.4.4 have unlettered sub-rules, cited by their section).

Pairs where the subject's rules decide nothing (Cooldown resolving from Reserve, Tough
targeted by its controller) are not asked — there the rule must *not* be cited
(``NOT_DECIDING`` is checked the other way round). An Eternal, Anchored or Asleep Character
sent to Reserve by an effect goes like any other, its rule speaking only of Rest: the line
says that non-event with the rule (cite40), as the example scenarios 2.4.2, 2.4.4 and 7.4.3.b
assert. Prints the pairs checked and the
ones whose trace lacks the rule at the decision (or cites it where it does not act), with
what the lines said; exits 1 when any is wrong. ``--all`` prints every pair's lines.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import boards
from _common import Stopwatch, audit_character, audit_spell, footer

NAME = "Audit Subject"
"""The test object's name: every board has one object having the subject."""

KEYWORDS: dict[str, str] = {
    "Cooldown": "[[Cooldown]].",
    "Defender": "[[Defender]].",
    "Eternal": "[[Eternal]].",
    "Gigantic": "[[Gigantic]].",
    "Scout": "[[Scout 1]].",
    "Seasoned": "[[Seasoned]].",
    "Tough": "[[Tough 1]].",
}
"""The keyword abilities of 7.4, each as a card prints it (Fleeting, a keyword of Spells
too, is asked as the status it gives: 2.4.7.b)."""

STATUSES = ("Anchored", "Ascended", "Asleep", "Boosted", "Exhausted", "Fleeting")
"""The statuses of 2.4.1.a."""

DECIDES: dict[tuple[str, str], str] = {
    # 7.4.1 Cooldown: a Spell with Cooldown back in Reserve after resolving is exhausted
    ("Cooldown", "resolves from Hand"): "7.4.1.b",
    ("Cooldown", "resolves from Reserve"): "7.4.1.b",  # discarded: Cooldown does not apply
    # 7.4.2 Defender
    ("Defender", "Progress"): "7.4.2.b",
    ("Defender", "moved forward at Dusk by an effect"): "7.4.2.c",
    # 7.4.3 Eternal
    ("Eternal", "Rest"): "7.4.3.b",
    # 7.4.4 Gigantic
    ("Gigantic", "enters play"): "7.4.4.c",
    ("Gigantic", "enters play, its own Reaction"): "7.4.4.d",
    ("Gigantic", "its Reaction names my Expedition"): "7.4.4.f",
    ("Gigantic", "defects"): "7.4.4.i",
    ("Gigantic", "Progress"): "7.4.4.e",
    ("Gigantic", "Rest"): "7.4.4.b",
    ("Gigantic", "switches Expeditions"): "7.4.4.n",
    ("Gigantic", "control taken"): "7.4.4.b",
    # 7.4.5 Scout
    ("Scout", "enters play"): "7.4.5.c",
    ("Scout", "in Reserve"): "7.4.5.b",
    # 7.4.6 Seasoned
    ("Seasoned", "Rest"): "7.4.6.b",
    ("Seasoned", "sent to Reserve"): "7.4.6.c",
    # 7.4.7 Tough
    ("Tough", "targeted by the opponent"): "7.4.7.c",
    ("Tough", "targeted, Tough declined"): "7.4.7.d",
    ("Tough", "targeted by its controller"): "7.4.7.c",
    ("Tough", "sent to Reserve"): "7.4.7.c",
    ("Tough", "control taken"): "7.4.7.c",
    ("Tough", "targeted without the mana"): "7.4.7.c",
    ("Tough", "targeted twice by one effect"): "7.4.7.f",
    # 2.4.2 Anchored
    ("Anchored", "Rest"): "2.4.2",
    # A Character sent to Reserve by an effect goes like any other, its rule speaking only of
    # Rest: the line says so, a non-event with the rule a player expects to keep it (cite40,
    # issue 31 — once asked the other way round, in NOT_DECIDING).
    ("Anchored", "sent to Reserve"): "2.4.2",
    ("Asleep", "sent to Reserve"): "2.4.4",
    ("Eternal", "sent to Reserve"): "7.4.3.b",
    # 2.4.3 Ascended (an Expedition's status)
    ("Ascended", "Progress"): "2.4.3",
    ("Ascended", "Rest"): "2.4.3",
    # 2.4.4 Asleep
    ("Asleep", "Progress"): "2.4.4",
    ("Asleep", "Rest"): "2.4.4",
    # 2.4.5 Boosted
    ("Boosted", "sent to Reserve"): "2.4.5.b",
    ("Boosted", "played from Reserve"): "2.4.5.b",  # Remark: it enters play Boosted
    # 2.4.6 Exhausted
    ("Exhausted", "in Reserve"): "2.4.6.c",
    ("Exhausted", "its exhaust-me quick action"): "2.4.6.a",
    ("Exhausted", "its support ability in Reserve"): "2.4.6.e",
    ("Gigantic", "tiebreakers"): "7.4.4.m",
    ("Gigantic", "gained"): "7.4.4.o",
    ("Seasoned", "Rest after control taken"): "7.4.6.b",
    ("Defender", "Progress after control taken"): "7.4.2.b",
    ("Defender", "Progress after switching Expeditions"): "7.4.2.b",
    ("Gigantic", "sent to Reserve"): "7.4.4.b",
    # 2.4.7 Fleeting
    ("Fleeting", "played from Reserve"): "2.4.7.a",
    ("Fleeting", "Rest"): "2.4.7.d",
    ("Fleeting", "sent to Reserve"): "2.4.7.d",
    ("Fleeting", "resolves from Reserve"): "2.4.7.e",
    ("Fleeting", "resolves from Hand"): "2.4.7.b",  # the keyword printed on the Spell
}
"""(subject, event) -> the subject's most specific rule that decides at that event."""

NOT_DECIDING: dict[tuple[str, str], str] = {
    # (Cooldown, resolves from Reserve) is no longer here: the line saying Cooldown does not
    # apply to a Fleeting Spell cites 7.4.1.c — "in itself, Cooldown does nothing" is the
    # rule that answers "does its Cooldown exhaust it?" (blind 35/02, written from the CR)
    ("Tough", "targeted by its controller"): "7.4.7.d",
}
"""(subject, event) -> a rule of the subject that does not act there, so no line cites it
(a rule named where it did not act misleads as much as one missing)."""

ABOUT_EXPEDITION = frozenset({"Defender", "Ascended"})
"""Subjects that decide about an Expedition: their line may name it instead of the card."""


def character(text: str, name: str = NAME, cost: int = 1) -> dict[str, Any]:
    """A 2/2/2 test Character printing ``text``."""
    return audit_character(name, text, cost, "A test card of the keyword citation audit.")


def spell(name: str, text: str, cost: int = 1) -> dict[str, Any]:
    """A test Spell printing ``text``."""
    return audit_spell(name, text, cost, "A test card of the keyword citation audit.")


@dataclass(frozen=True, slots=True)
class Subject:
    """What the test object has: a keyword printed on it, or a status on its entry."""

    name: str

    @property
    def keyword(self) -> bool:
        return self.name in KEYWORDS

    def card(self) -> dict[str, Any]:
        if self.name == "Cooldown":
            return spell(NAME, "[[Cooldown]].  Draw a card.")
        return character(KEYWORDS.get(self.name, ""))

    def entry(self) -> dict[str, Any]:
        """The board entry of the test object: its status, or boosts for Boosted and
        Seasoned (what Seasoned keeps)."""
        entry: dict[str, Any] = {"card": NAME}
        if self.name in ("Boosted", "Seasoned"):
            entry["boosts"] = 2
        elif self.name in STATUSES and self.name != "Ascended":
            entry["statuses"] = [self.name]
        return entry


Board = dict[str, Any]
Event = Callable[[Subject], Board]


def _board(subject: Subject, phase: str, p1: dict[str, Any], p2: dict[str, Any]) -> Board:
    return {"title": "audit", "cards": [subject.card()], "phase": phase,
            "players": {"p1": p1, "p2": p2}, "script": []}  # fmt: skip


def enters_play(s: Subject) -> Board:
    b = _board(s, "Afternoon", {"hand": [NAME], "mana": 1}, {})
    if s.name == "Scout":
        b["script"] = [{"answer": [f"play {NAME} from hand with Scout 1 for 1 in hero Expedition"]}]
    else:
        b["script"] = [{"play": {"card": NAME, "to": "hero"}}]
    return b


def progress(s: Subject) -> Board:
    """Dusk: p1's hero Expedition holds the object against an empty board (or, Ascended,
    a tie with a Vanilla 2/2/2 facing it)."""
    p1: dict[str, Any] = {"hero_expedition": [s.entry()]}
    p2: dict[str, Any] = {}
    if s.name == "Ascended":
        p1["ascended"] = ["hero"]
        p2["hero_expedition"] = ["Vanilla 2/2/2"]
    b = _board(s, "Dusk", p1, p2)
    b["script"] = [{"until": "Night"}]
    return b


def rest(s: Subject) -> Board:
    p1: dict[str, Any] = {"hero_expedition": [s.entry()]}
    if s.name == "Ascended":
        p1["ascended"] = ["hero"]
    b = _board(s, "Night", p1, {})
    b["script"] = [{"until": "Morning"}]
    return b


def _p1_plays_on_p2s(s: Subject, text: str, answers: list[Any], mana: int = 1) -> Board:
    """p1 plays a Spell printing ``text`` that targets p2's object, with ``mana`` orbs."""
    b = _board(s, "Afternoon", {"hand": ["Audit Spell"], "mana": mana, "deck": ["Vanilla 1/1/1"]},
               {"hero_expedition": [s.entry()]})  # fmt: skip
    b["cards"].append(spell("Audit Spell", text))
    b["script"] = [{"play": {"card": "Audit Spell"}}, *({"answer": a} for a in answers)]
    return b


def sent_to_reserve(s: Subject) -> Board:
    """p1 sends its own object to Reserve (no Tough cost: its controller)."""
    b = _board(s, "Afternoon", {"hand": ["Audit Spell"], "mana": 1, "hero_expedition":
               [s.entry()]}, {})  # fmt: skip
    b["cards"].append(spell("Audit Spell", "Send target Character to Reserve."))
    b["script"] = [{"play": {"card": "Audit Spell"}}, {"answer": NAME}]
    if s.name == "Tough":  # the opponent's, so that Tough decides
        return _p1_plays_on_p2s(
            s, "Send target Character to Reserve.", [["p1 orb 1"], NAME], mana=2
        )
    return b


def switches(s: Subject) -> Board:
    b = _board(s, "Afternoon", {"hand": ["Audit Spell"], "mana": 1, "hero_expedition":
               [s.entry()]}, {})  # fmt: skip
    b["cards"].append(spell("Audit Spell", "Target Character switches Expeditions."))
    b["script"] = [{"play": {"card": "Audit Spell"}}, {"answer": NAME}]
    return b


def control_taken(s: Subject) -> Board:
    if s.name == "Tough":
        return _p1_plays_on_p2s(
            s, "Take control of target Character.", [["p1 orb 1"], NAME, "hero"], mana=2
        )
    return _p1_plays_on_p2s(s, "Take control of target Character.", [NAME, "hero"])


def targeted_by_opponent(s: Subject) -> Board:
    return _p1_plays_on_p2s(s, "Target Character gains [[Asleep]].", [["p1 orb 1"], NAME], mana=2)


def tough_declined(s: Subject) -> Board:
    text = "Up to one target Character gains [[Asleep]]. Draw a card."
    return _p1_plays_on_p2s(s, text, [["p1 orb 1"], []], mana=2)


def targeted_by_controller(s: Subject) -> Board:
    b = _board(s, "Afternoon", {"hand": ["Audit Spell"], "mana": 1, "hero_expedition":
               [s.entry()]}, {})  # fmt: skip
    b["cards"].append(spell("Audit Spell", "Target Character gains [[Asleep]]."))
    b["script"] = [{"play": {"card": "Audit Spell"}}, {"answer": NAME}]
    return b


def in_reserve(s: Subject) -> Board:
    """The object in p1's Reserve at p1's turn: what p1 is offered."""
    return _board(s, "Afternoon", {"reserve": [s.entry()], "mana": 3}, {})


def played_from_reserve(s: Subject) -> Board:
    b = _board(s, "Afternoon", {"reserve": [s.entry()], "mana": 1}, {})
    b["script"] = [{"play": {"card": NAME, "from": "reserve", "to": "hero"}}]
    return b


def resolves(s: Subject, zone: str) -> Board:
    b = _board(s, "Afternoon", {zone: [NAME], "mana": 1, "deck": ["Vanilla 1/1/1"]}, {})
    b["script"] = [{"play": {"card": NAME, "from": zone}}]
    if s.name == "Fleeting":  # the keyword on a Spell (2.4.7.b), from anywhere
        b["cards"] = [spell(NAME, "[[Fleeting]].  Draw a card.")]
    elif s.name != "Cooldown":
        b["cards"] = [spell(NAME, "Draw a card.")]
    return b


def moved_forward_at_dusk(s: Subject) -> Board:
    """At Dusk, before Progress, the "At Dusk" Reaction of p1's Landmark moves p1's hero
    Expedition forward: Defender stops any move forward during Dusk (7.4.2.c)."""
    b = _board(s, "Dusk", {"hero_expedition": [s.entry()], "landmarks": ["Audit Beacon"]}, {})
    b["cards"].append(
        {"name": "Audit Beacon", "type": "Permanent", "zone_type": "Landmark", "hand_cost": 1,
         "reserve_cost": 1, "text": "At Dusk — Your hero Expedition moves forward one region.",
         "read_text": True, "note": "A test card of the keyword citation audit."}
    )  # fmt: skip
    b["script"] = [{"until": "Night"}]
    return b


def with_text(board: Board, extra: str) -> Board:
    """``board`` with the object's card printing ``extra`` after its keyword."""
    card = board["cards"][0]
    card["text"] = f"{card['text']}  {extra}".strip()
    card["read_text"] = True
    return board


def own_reaction(s: Subject) -> Board:
    b = with_text(enters_play(s), "{J} Draw a card.")
    b["players"]["p1"]["deck"] = ["Vanilla 1/1/1"]
    return b


def names_my_expedition(s: Subject) -> Board:
    b = with_text(enters_play(s), "{J} Characters in my Expedition gain 1 boost.")
    b["players"]["p1"]["hero_expedition"] = ["Vanilla 1/1/1"]
    b["players"]["p1"]["companion_expedition"] = ["Vanilla 2/2/2"]
    return b


def defects(s: Subject) -> Board:
    b = switches(s)
    b["cards"][1] = spell("Audit Spell", "Target Character defects.")
    return b


def targeted_without_the_mana(s: Subject) -> Board:
    b = _p1_plays_on_p2s(s, "Target Character gains [[Asleep]]. Draw a card.", [])
    b["players"]["p2"]["hero_expedition"].append("Vanilla 1/1/1")
    return b


def targeted_twice(s: Subject) -> Board:
    text = "Target Character gains 1 boost. Then target Character gains [[Asleep]]."
    return _p1_plays_on_p2s(s, text, [["p1 orb 1"], NAME, NAME], mana=2)


def exhaust_me(s: Subject) -> Board:
    b = _board(s, "Afternoon", {"hero_expedition": [s.entry()], "deck": ["Vanilla 1/1/1"]}, {})
    return with_text(b, "{T}: Draw a card.")


def support_in_reserve(s: Subject) -> Board:
    """p2's object, exhausted in its Reserve, prints a support ability reducing Reserve
    limits; p1 keeps two cards at Clean-up."""
    b = _board(s, "Night", {"reserve": ["Vanilla 1/1/1", "Vanilla 2/2/2"]},
               {"reserve": [s.entry()]})  # fmt: skip
    b["script"] = [{"until": "Morning"}]
    return with_text(b, "{I} All Reserve limits are reduced by one.")


def tiebreakers(s: Subject) -> Board:
    """Night of a day both players end at 4 regions each (Arena): tiebreakers count the
    statistics, the object's among them (4.3)."""
    entry = {**s.entry(), "statuses": sorted({*s.entry().get("statuses", ()), "Anchored"})}
    p1 = {"hero_position": 4, "companion_position": 4, "hero_expedition": [entry]}
    p2 = {"hero_position": 3, "companion_position": 3,
          "hero_expedition": [{"card": "Vanilla 1/1/1", "statuses": ["Anchored"]}]}  # fmt: skip
    b = _board(s, "Night", p1, p2)
    b["script"] = [{"until": "Morning"}, {"pass": "p2"}, {"pass": "p1"}, {"until": "Night"}]
    return b


def gained(s: Subject) -> Board:
    """A Character without the keyword gains it as p1 plays a Landmark whose passive gives
    it to the Characters p1 controls (7.4.4.o for Gigantic)."""
    b = _board(s, "Afternoon", {"hand": ["Audit Banner"], "mana": 1, "hero_expedition":
               [{"card": NAME}]}, {})  # fmt: skip
    banner = {"name": "Audit Banner", "type": "Permanent", "zone_type": "Landmark",
              "hand_cost": 1, "reserve_cost": 1,
              "text": f"Characters you control are {KEYWORDS[s.name].rstrip('.')}.",
              "read_text": True, "note": "A test card of the keyword citation audit."}  # fmt: skip
    b["cards"] = [character(""), banner]
    b["script"] = [{"play": {"card": "Audit Banner"}}]
    return b


def then_until(b: Board, phase: str) -> Board:
    """``b`` whose Afternoon ends (p2 then p1 pass) and whose day goes on to ``phase``."""
    b["script"] += [{"pass": "p2"}, {"pass": "p1"}, {"until": phase}]
    return b


def after_control_taken(s: Subject, phase_until: str) -> Board:
    """p1 takes control of p2's object, then the day goes on to ``phase_until``."""
    return then_until(control_taken(s), phase_until)


EVENTS: dict[str, Event] = {
    "enters play": enters_play,
    "Progress": progress,
    "Rest": rest,
    "sent to Reserve": sent_to_reserve,
    "switches Expeditions": switches,
    "control taken": control_taken,
    "targeted by the opponent": targeted_by_opponent,
    "targeted, Tough declined": tough_declined,
    "targeted by its controller": targeted_by_controller,
    "in Reserve": in_reserve,
    "played from Reserve": played_from_reserve,
    "resolves from Hand": lambda s: resolves(s, "hand"),
    "resolves from Reserve": lambda s: resolves(s, "reserve"),
    "moved forward at Dusk by an effect": moved_forward_at_dusk,
    "enters play, its own Reaction": own_reaction,
    "its Reaction names my Expedition": names_my_expedition,
    "defects": defects,
    "targeted without the mana": targeted_without_the_mana,
    "targeted twice by one effect": targeted_twice,
    "its exhaust-me quick action": exhaust_me,
    "its support ability in Reserve": support_in_reserve,
    "tiebreakers": tiebreakers,
    "gained": gained,
    "Rest after control taken": lambda s: after_control_taken(s, "Morning"),
    "Progress after control taken": lambda s: after_control_taken(s, "Night"),
    "Progress after switching Expeditions": lambda s: then_until(switches(s), "Night"),
}
"""Each event, as a board built around the subject's object."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """One (subject, event) pair run: the rule looked for and the lines that speak of the
    object (with their rules)."""

    subject: str
    event: str
    rule: str
    lines: tuple[tuple[str, tuple[str, ...]], ...]
    error: str = ""
    decides: bool = True

    @property
    def cited(self) -> bool:
        return any(self.rule in rules for _, rules in self.lines)

    @property
    def right(self) -> bool:
        """Cited at the decision where the rule decides; nowhere where it does not."""
        return not self.error and self.cited == self.decides


def _names_object(subject: str, text: str) -> bool:
    if NAME in text:
        return True
    return subject in ABOUT_EXPEDITION and "Expedition" in text


def run_pair(subject: str, event: str, rule: str, folder: Path, *, decides: bool = True) -> Outcome:
    """Build, load and run the board of one pair; the lines naming its object (every
    engine line, where the rule must not be cited: ``decides`` false)."""
    data = EVENTS[event](Subject(subject))
    path = folder / f"{subject}_{event}.yaml".replace(" ", "_").replace(",", "")
    result = boards.run_board(data, path)
    if isinstance(result, str):
        return Outcome(subject, event, rule, (), f"board does not load: {result}", decides)
    lines = tuple(
        (text, rules)
        for text, rules in boards.engine_lines(result)
        if not decides or _names_object(subject, text)
    )
    return Outcome(subject, event, rule, lines, boards.run_problems(result, gaps=False), decides)


def audit(folder: Path) -> list[Outcome]:
    """Every (subject, event) pair of ``DECIDES`` and ``NOT_DECIDING`` run in ``folder``."""
    return [
        *(run_pair(s, e, r, folder) for (s, e), r in DECIDES.items()),
        *(run_pair(s, e, r, folder, decides=False) for (s, e), r in NOT_DECIDING.items()),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="print every pair's lines")
    args = parser.parse_args()
    watch = Stopwatch()
    with tempfile.TemporaryDirectory() as tmp:
        outcomes = audit(Path(tmp))
    wrong = [o for o in outcomes if not o.right]
    subjects = {o.subject for o in outcomes}
    deciding = [o for o in outcomes if o.decides]
    print(f"subjects: {len(subjects)} ({', '.join(sorted(subjects))})")
    print(f"(subject, event) pairs where a sub-rule decides: {len(deciding)}")
    print(f"  whose trace does not cite it at the decision: {sum(not o.right for o in deciding)}")
    print(f"pairs where the subject's rule does not act: {len(outcomes) - len(deciding)}")
    cited_anyway = sum(not o.decides and not o.right for o in outcomes)
    print(f"  whose trace cites it all the same: {cited_anyway}")
    for o in outcomes if args.all else wrong:
        mark = "ok " if o.right else ("MISSING" if o.decides else "CITED, NOT ACTING")
        print(f"  {mark} {o.subject} / {o.event}: {o.rule}{'  ' + o.error if o.error else ''}")
        for text, rules in o.lines[:8]:
            if o.decides or o.rule in rules or args.all:
                print(f"        {text[:150]}  [{', '.join(rules)}]")
    print(f"\n{footer(watch)}")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
