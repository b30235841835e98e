"""Four kinds of line, each cited by the rule that says WHY or WHEN (issue 31, cite34: blind
batch 26's findings, fixed as kinds).
    .venv/bin/python benchmarks/moment_citation_audit.py [--all]

Runs every example scenario (``scenarios/examples/``) and every studied blind batch
(``tests/data/blind_scenarios*``) and reads each engine
line of ``judge-app scenario run FILE`` with the rules it cites (deciding and relevant). A
line of a kind below that does not cite the kind's rule is a *miss*:

- ``can't``: a line saying a "can't" holds, beats a "can" or makes something impossible — an
  option not offered, an action not done, a cost not paid — cites the golden rule, 1.4.1.a
  ("can't" beats "can"), beside the specific rule (1.2.4.d, 6.1.g, 6.5.b …); 1.4.1.b is its
  form for a cost ("an impossible cost cannot be paid") and counts. "If you can't" (6.1.g,
  6.5.d) and "attempts to … and can't" (7.5.3.a) are a step's condition, not a "can't"
  forbidding, and are not this kind;
- ``played card not seen``: a Reaction whose trigger is a card being played ("When you
  play …", "When an opponent plays …", quoted, or a Reaction named by a card of the board
  that prints such a trigger) that does not activate BECAUSE of the played card's
  resolution — its card sent out of play by it, or its condition false after a resolution
  that moved or created something — cites 5.1.2.l, the rule that checks it as the card leaves
  Limbo, after its effect;
- ``played, moment not deciding`` (cite35): the same kind of line where the resolution did
  not affect the Reaction — its card was never in play (1.2.4.d alone), or nothing but the
  card itself moved while it resolved — must NOT cite 5.1.2.l: the moment decides nothing
  there. Whether the resolution affected it is read from the trace's own events, between
  the played card's move to Limbo and its leaving Limbo (costs, 5.1.2.i, left out): the
  watcher's card moved out of the Expedition or Landmark zone, or (for a condition) any
  event at all;
- ``modifier order``: a line saying several modifiers apply at once, or which one applies
  first, cites 6.2.h (who chooses: the step's controller, or the first player in initiative
  order), asked or not;
- ``checked again``: the line choosing the next Reaction to play right after one was played
  ("p2 must play the Reaction …" after "… is done resolving") cites 4.4.c (Reactions are
  checked again once one has been played).

Prints, per kind, the lines found and the misses (2 shown each; ``--all``: every miss).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer

from engine.state.cards import TriggerKind
from scenarios.cards.library import Library, default_library

ROOT = Path(__file__).resolve().parent.parent

_CANT = r"can['’]t"
CANT_FORBIDS = re.compile(
    rf"a “{_CANT}”|{_CANT}” (?:holds|beats)|{_CANT} be \w+(?:ed|d)\b[^\]]*(?:not offered|is not "
    rf"asked|impossible|pay nothing|cannot)|(?:“[^”]*{_CANT}[^”]*”) holds"
)
"""A "can't" that forbids: quoted and said to hold or beat a "can", named as what makes
something impossible, or "can't be [done]" with what it keeps from happening."""
CANT_NOT_THIS_KIND = re.compile(rf"\bif (?:you|they|it) {_CANT}\b|attempts? to [^;]* and {_CANT}")
PLAYED_NOT_SEEN = re.compile(
    r"“When (?:you|an opponent|a player|each player|your opponent) plays? [^”]*” "
    r"(?:does not activate|is not activated)"
)
REACTION_OF = re.compile(r"(?:^|\[|; )(?P<source>[^\[;:]+?)'s Reaction does not activate\b")
"""A Reaction named by its source that does not activate: "Spell Sentry's Reaction does not
activate for Send Away: …" — of the kind when that card prints a "when a card is played"
trigger (read from the board's own cards)."""
MODIFIER_ORDER = re.compile(
    r"several modifiers|which (?:modifier )?applies first|\bis applied first|choose the one applied"
)
NEXT_REACTION = re.compile(r"^(?:p\d|\w+) must play the |choose the Reaction to play first")
DONE_RESOLVING = re.compile(r"is done resolving")

PLAYED_CARD_TRIGGERS = frozenset({TriggerKind.YOU_PLAY_A_CARD, TriggerKind.OPPONENT_PLAYS_A_CARD})
"""The "when a card is played" triggers (5.1.2.l), named here so the audit runs on an older
tree too (its figure before a change)."""

KINDS: dict[str, tuple[str, ...]] = {
    "can't": ("1.4.1.a", "6.4.c"),
    "played card not seen": ("5.1.2.l",),
    "played, moment not deciding": ("not 5.1.2.l",),
    "modifier order": ("6.2.h",),
    "checked again": ("4.4.c",),
}
"""Each kind, and the rules any one of which its line must cite."""


def _folders() -> list[Path]:
    out = [ROOT / "scenarios" / "examples"]
    out += sorted(p for p in (ROOT / "tests" / "data").glob("blind_scenarios*"))
    return out


NOT_ACTIVATED = re.compile(
    r"(?:^|\[|; )(?P<source>[^\[;:“]+?)'s (?:“[^”]*” |Reaction )does not activate"
    r"(?: for [^:;\]]+)?: (?P<why>[^;\]]*)"
)
"""One Reaction that does not activate, by its source, and why (up to the next note)."""
OUTSIDE_PLAY = re.compile(r"abilities work only in play")
IN_PLAY_KINDS = ("expedition", "landmark")
"""The zones of play (1.2.3.c, 3.2.4, 3.2.5) by their keys' first word."""


def _in_play(zone: str | None) -> bool:
    return bool(zone) and str(zone).split(":")[0] in IN_PLAY_KINDS


def affected_by_resolution(
    entries: list[Any], at: int, names: dict[str, set[str]], source: str, outside: bool
) -> bool | None:
    """Whether the played card leaving Limbo in ``entries[at]`` affected the Reaction of
    ``source`` as it resolved (None: no card leaves Limbo there). ``outside``: the Reaction's
    card is out of play — affected if an event of the resolution took one of its cards out
    of the Expedition or Landmark zone; otherwise (a condition) if the resolution did
    anything at all. Costs (5.1.2.i) are not the resolution."""
    leaving = [
        ev for ev in entries[at].events if ev.from_zone == "limbo" and ev.played_from is not None
    ]
    if not leaving:
        return None
    played = leaving[0].card_id
    start = None
    for i in range(at - 1, -1, -1):
        if any(ev.card_id == played and ev.to_zone == "limbo" for ev in entries[i].events):
            start = i
            break
    if start is None:
        return None
    events = [
        ev
        for e in entries[start + 1 : at]
        if "5.1.2.i" not in e.rules
        for ev in e.events
        if ev.card_id != played
    ]
    if not outside:
        return bool(events)
    mine = names.get(source, set())
    return any(ev.card_id in mine and _in_play(ev.from_zone) for ev in events)


def moment_lines(
    entries: list[Any], names: dict[str, set[str]], watchers: frozenset[str]
) -> list[tuple[int, str, bool]]:
    """``(entry index, source, affected)`` of each "when a card is played" Reaction an entry
    says does not activate as the played card leaves Limbo."""
    out: list[tuple[int, str, bool]] = []
    for at, entry in enumerate(entries):
        for m in NOT_ACTIVATED.finditer(entry.text):
            source = m["source"].strip()
            quoted = PLAYED_NOT_SEEN.search(m.group(0))
            if source not in watchers and not quoted:
                continue
            affected = affected_by_resolution(
                entries, at, names, source, bool(OUTSIDE_PLAY.search(m["why"]))
            )
            if affected is not None:
                out.append((at, source, affected))
    return out


def _lines(
    path: Path, library: Library
) -> tuple[list[tuple[str, tuple[str, ...]]], set[str], dict[int, bool]]:
    """``(text, rules)`` of each engine line a run of ``path`` shows, the judge's view, the
    names of the board's cards with a "when a card is played" trigger (5.1.2.l), and, by
    engine line, whether the played card's resolution affected the Reaction a line says
    does not activate as it leaves Limbo (``False`` if some such Reaction was not)."""
    from scenarios.errors import LoadError
    from scenarios.scenario.load import load_scenario
    from scenarios.scenario.run import run_scenario

    try:
        scenario = load_scenario(path, library)
    except LoadError:
        return [], set(), {}
    result = run_scenario(scenario)
    watchers = {
        card.name
        for card in result.state.cards.values()
        if any(ab.trigger in PLAYED_CARD_TRIGGERS for ab in card.abilities)
    }
    lines = [
        (line.shown(None), (*line.shown_rules(None), *line.also, *line.action_rules))
        for line in result.lines
        if line.source == "engine"
    ]
    names: dict[str, set[str]] = defaultdict(set)
    for cid, card in result.state.cards.items():
        names[card.name].add(cid)
    affected: dict[int, bool] = {}
    for at, _source, hit in moment_lines(result.entries, names, frozenset(watchers)):
        affected[at] = affected.get(at, True) and hit
    return lines, watchers, affected


def kinds_of(text: str, previous: str, watchers: frozenset[str] = frozenset()) -> list[str]:
    """The kinds of the line ``text`` (``previous``: the engine line before it; ``watchers``:
    the names of the board's cards with a "when a card is played" trigger)."""
    out: list[str] = []
    if CANT_FORBIDS.search(CANT_NOT_THIS_KIND.sub("", text)):
        out.append("can't")
    named = {m["source"].strip() for m in REACTION_OF.finditer(text)}
    if PLAYED_NOT_SEEN.search(text) or named & watchers:
        out.append("played card not seen")
    if MODIFIER_ORDER.search(text):
        out.append("modifier order")
    if NEXT_REACTION.search(text) and DONE_RESOLVING.search(previous):
        out.append("checked again")
    return out


def _missed(kind: str, rules: tuple[str, ...]) -> bool:
    """Whether a line of ``kind`` citing ``rules`` misses: it lacks its kind's rule, or (for
    a moment that decides nothing) it cites 5.1.2.l."""
    if kind == "played, moment not deciding":
        return "5.1.2.l" in rules
    return not set(KINDS[kind]) & set(rules)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--all", action="store_true", help="every miss")
    args = parser.parse_args()
    watch = Stopwatch()
    library = default_library()
    found: dict[str, int] = defaultdict(int)
    misses: dict[str, list[tuple[str, str]]] = defaultdict(list)
    files = 0
    for folder in _folders():
        for path in sorted(folder.glob("*.yaml")):
            files += 1
            where = path.relative_to(ROOT).as_posix()
            previous = ""
            lines, watchers, affected = _lines(path, library)
            for at, (text, rules) in enumerate(lines):
                for kind in kinds_of(text, previous, frozenset(watchers)):
                    if kind == "played card not seen" and affected.get(at) is False:
                        kind = "played, moment not deciding"
                    found[kind] += 1
                    if _missed(kind, rules):
                        misses[kind].append((where, f"{text}  {list(rules)}"))
                previous = text
    print(f"{files} scenarios")
    print(f"{'kind':22} {'lines':>6} {'miss':>6}  rule")
    for kind, rules in KINDS.items():
        print(f"{kind:22} {found[kind]:6d} {len(misses.get(kind, [])):6d}  {' or '.join(rules)}")
    for kind, hits in misses.items():
        print(f"\n{kind}:")
        for where, text in hits if args.all else hits[:2]:
            print(f"  {where}\n    {text}")
    print(f"lines of these kinds without their rule: {sum(len(m) for m in misses.values())}")
    print(footer(watch))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
