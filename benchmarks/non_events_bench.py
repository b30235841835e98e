"""Every "did not happen" of the example scenarios, said with its rule (issue 31).

    .venv/bin/python benchmarks/non_events_bench.py [--all]

Runs every example scenario and reads its trace for the non-events a judge is asked
about, by the engine's own words for them:

- a Reaction that does not activate or is not created (its trigger's condition is false,
  6.3.b; a trigger that can't activate, 7.3.1.e; ...);
- an ability, card or option not offered (5.3.b, 6.1.g, 6.4.c, ...);
- a cost that is not paid (declined, 1.2.5.b; impossible, 1.2.5.c, 1.4.1.b);
- a step that does nothing (no legal object or target, 6.5.h, 1.2.6.f, 6.5.b; impossible,
  1.4.1.c and the keyword action's own "is impossible" rule; declined, 6.5.c);
- a modifier that does not apply (6.2.*), an Expedition that does not move (4.2.4.*).

The examples show only the non-events someone wrote a file for, so the bench also asks
every trigger kind of ``reaction_non_events.py`` alike, on boards it builds: a Reaction whose
trigger condition is false (present tense, past tense) must be said not to activate with
6.3.b / 6.3.k, one whose effect's condition is false at resolution must be said to do
nothing with 6.5.d — each question that is not is printed, and counted as uncited. So is
each trigger limit of ``trigger_limit_non_events.py``: an event outside the phase the
trigger names (6.3.b, 4.2.a) and a Reaction past its "only once per Day" (1.4.6.c).

A non-event line is **uncited** when it cites no rule that gives its reason: its rules are
all *frame* rules, cited by such a line whatever happened (a phase beginning, 4.2.a; the
turn's decision, 4.2.3.d; Limbo emptied, 4.4.d; a declaration, 5.1.2.c; one atomic action
per object, 6.1.e). A rule written in a line's words ("(6.5.h)") that the line does not
cite is counted too. Prints the non-events by kind, the uncited ones with the file showing
them (``--all`` lists every non-event line kind with its rules), CPU time beside wall time.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import join_crossings
import leave_play_losses
import qualifier_non_events
import reaction_non_events
import trigger_limit_non_events
import trigger_word_non_events
from _common import Stopwatch, example_scenarios, footer

from scenarios.cards.library import default_library
from scenarios.scenario.load import Scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import Line

# The engine's words for what did not happen, by kind (a line may say several).
KINDS: dict[str, re.Pattern[str]] = {
    "Reaction not activated": re.compile(
        r"does not activate|not activated|can(?:no|')t activate|is not created|"
        r"are not created|not create[ds]? a Reaction",
        re.I,
    ),
    "not offered": re.compile(
        r"not offered|not playable|not asked|is no option|not an option", re.I
    ),
    "cost not paid": re.compile(
        r"cannot pay|can't pay|cannot be paid|declines to pay|does not pay|none of it is paid|"
        r"no Tough cost|nothing to pay",
        re.I,
    ),
    "step does nothing": re.compile(
        r"nothing happens|is ignored|no object|no suitable target|does not happen|"
        r"do not happen|nothing to choose|is impossible|not met|chooses no target|no card|"
        r"will not happen|declines|nothing is done|nothing was done",
        re.I,
    ),
    "modifier not applied": re.compile(
        r"does not apply|do not apply|not apply the|does not modify|no longer applies", re.I
    ),
    "Expedition does not move": re.compile(
        r"fails? to move|does not move|can(?:no|')t move|cannot be moved", re.I
    ),
}

# Rules such a line cites whatever happened: they frame it, they do not give a reason.
FRAME = frozenset(
    {
        "4.2.2.a",
        "4.2.a",
        "4.2.b",
        "4.2.1.a",
        "4.2.4.a",
        "4.2.5.a",
        "4.2.3.b",
        "4.2.3.c",
        "4.2.3.d",
        "4.2.3.e",
        "4.4.b",
        "4.4.c",
        "4.4.d",
        "5.1.2.a",
        "5.1.2.b",
        "5.1.2.c",
        "5.1.2.d",
        "5.2.1.a",
        "5.2.b",
        "6.1.e",
    }
)
_WRITTEN = re.compile(r"\((\d\.\d+(?:\.\d+)?(?:\.[a-z])?)\)")


@dataclass(frozen=True, slots=True)
class NonEvent:
    """One trace line saying something did not happen."""

    file: str
    text: str
    rules: tuple[str, ...]
    kinds: tuple[str, ...]

    @property
    def reasons(self) -> tuple[str, ...]:
        return tuple(r for r in self.rules if r not in FRAME)

    @property
    def unwritten(self) -> tuple[str, ...]:
        """Rule ids the line's words give that it does not cite."""
        return tuple(r for r in _WRITTEN.findall(self.text) if r not in self.rules)

    @property
    def uncited(self) -> bool:
        return not self.reasons or bool(self.unwritten)


def card_texts(scenario: Scenario) -> tuple[str, ...]:
    """The printed texts of the cards a scenario may name, longest first: a line quoting a
    card ("… must play the Reaction of Noon Fog: Expeditions can't move forward …") does
    not say a non-event by the card's words."""
    cards = [*scenario.library.cards.values(), *scenario.local.values()]
    texts = {
        part.strip()
        for card in cards
        for text in (card.model.text, *(a.text for a in card.model.abilities))
        for part in (text, *text.split("\n"))
        if len(part.strip()) > 12
    }
    return tuple(sorted(texts, key=len, reverse=True))


def non_events(
    file: str,
    lines: list[Line],
    quoted: tuple[str, ...] = (),
    kinds_said: dict[str, re.Pattern[str]] | None = None,
) -> list[NonEvent]:
    """The lines of one run that say something did not happen (in the table's words or
    the judge's, where hidden cards are named), without the card texts ``quoted``, sorted
    by ``kinds_said`` (default :data:`KINDS`)."""
    said_by = KINDS if kinds_said is None else kinds_said
    found: list[NonEvent] = []
    for line in lines:
        if line.source != "engine":
            continue
        text = line.shown()
        words = f"{line.text} {text}"
        for quote in quoted:
            words = words.replace(quote, "")
        kinds = tuple(k for k, said in said_by.items() if said.search(words))
        if kinds:
            rules = tuple(dict.fromkeys((*line.shown_rules(), *line.action_rules)))
            found.append(NonEvent(file, text, rules, kinds))
    return found


def shape(text: str) -> str:
    """The line's words with numbers generalised, to group alike lines."""
    return re.sub(r"\d+", "N", text)[:170]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="list every non-event line kind")
    args = parser.parse_args()
    watch = Stopwatch()
    found: list[NonEvent] = []
    files = 0
    for path, scenario in example_scenarios(default_library()):
        files += 1
        lines = run_scenario(scenario).lines
        found.extend(non_events(path.name, lines, card_texts(scenario)))
    by_kind = Counter(k for n in found for k in n.kinds)
    uncited = [n for n in found if n.uncited]
    print(f"example scenarios run: {files}")
    print(f"non-event lines: {len(found)}")
    for kind in KINDS:
        bad = sum(1 for n in uncited if kind in n.kinds)
        print(f"  {kind}: {by_kind[kind]} ({bad} uncited)")
    asked = reaction_non_events.audit()
    unsaid = [a for a in asked if not a.right]
    triggers = len({a.trigger for a in asked})
    print(
        f"generated Reaction non-events: {len(asked)} ({triggers} trigger kinds x "
        f"{len(reaction_non_events.TENSES)} questions), {len(unsaid)} not said with the rule"
    )
    for a in unsaid:
        drew = "; the Reaction's draw happened" if a.drew else ""
        print(f"  {a.trigger} / {a.question}{drew} {a.error[:160]}")
    limited = trigger_limit_non_events.audit()
    unlimited = [a for a in limited if not a.right]
    print(
        f"generated trigger-limit non-events: {len(limited)} (a phase the trigger names, "
        f"{sum(1 for a in limited if a.question != 'once per Day')} trigger kinds; once per "
        f"Day), {len(unlimited)} not said with the rule"
    )
    for b in unlimited:
        print(
            f"  {b.trigger} / {b.question}: draws {b.draws} (at most {b.allowed}) {b.error[:160]}"
        )
    qualified = qualifier_non_events.audit()
    unqualified = [a for a in qualified if not a.right]
    print(
        f"generated non-events of trigger qualifiers, joined Expeditions, declined costs "
        f"before 'to' and empty Decks: {len(qualified)}, {len(unqualified)} not said with the rule"
    )
    for c in unqualified:
        drew = "; the draw happened" if c.drew else ""
        print(f"  {c.dimension} / {c.case}{drew} {c.error[:160]}")
    worded = trigger_word_non_events.audit()
    unworded = [a for a in worded if not a.right]
    print(
        f"generated non-events of a trigger's player word or action word: {len(worded)}, "
        f"{len(unworded)} not said with the rule"
    )
    for w in unworded:
        drew = "; the draw happened" if w.drew else ""
        print(f"  {w.dimension} / {w.case}{drew} {w.error[:160]}")
    losses = leave_play_losses.audit()
    unlost = [a for a in losses if not a.right]
    print(
        f"generated leave-play losses (ways of leaving play x counters, statuses, a token, "
        f"Seasoned): {len(losses)}, {len(unlost)} not said with the rule"
    )
    for a2 in unlost:
        print(f"  {a2.case}: {a2.line[:120]} {a2.error[:120]}")
    joins = join_crossings.audit()
    unjoined = [a for a in joins if not a.right]
    print(
        f"generated joins (subjects x create, put, switch, defect): {len(joins)}, "
        f"{len(unjoined)} wrong or not said with the rule"
    )
    for j in unjoined:
        print(f"  {j.case} {j.error[:160]}")
    wrong = (
        len(uncited)
        + len(unsaid)
        + len(unlimited)
        + len(unqualified)
        + len(unworded)
        + len(unlost)
        + len(unjoined)
    )
    total = (
        len(found) + len(asked) + len(limited) + len(qualified) + len(worded) + len(losses)
        + len(joins)
    )  # fmt: skip
    print(f"\nnon-event lines without the rule that decides: {wrong} of {total}")
    shown: dict[str, NonEvent] = {}
    for n in uncited:
        shown.setdefault(shape(n.text), n)
    for key, n in shown.items():
        missing = f"; says {', '.join(n.unwritten)} without citing it" if n.unwritten else ""
        print(f"  {key}  [{', '.join(n.rules)}]{missing}  < {n.file}")
    if args.all:
        groups: dict[tuple[str, ...], Counter[str]] = defaultdict(Counter)
        for n in found:
            groups[n.rules][shape(n.text)] += 1
        print("\nevery non-event line kind, by the rules it cites:")
        for rules, texts in sorted(groups.items(), key=lambda kv: -sum(kv[1].values())):
            print(f"  [{', '.join(rules)}]")
            for text, count in texts.most_common(3):
                print(f"    {count} x {text}")
    print(f"\n{footer(watch)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
