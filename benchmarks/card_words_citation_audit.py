"""The card's own words cited where they decide: each term of CR 7.5 and each trigger symbol
of 7.1.1 the card reader takes, asked on a board where it decides (issue 31).

    .venv/bin/python benchmarks/card_words_citation_audit.py [--all]

A trigger or a condition printed with a section-7.5 term ("fails to move forward",
"leaves", "joins", "In Contact", "ahead", "becomes", "you control", "is played") is defined by
that term's own rule; a judge asked "why did (or didn't) it activate?" quotes that rule, not
a rule elsewhere with similar words (4.2.4.i beside 7.5.7.a, 3.2.4.d beside 7.5.10.c). Each
pair below builds one small board around a "Watcher" whose printed text uses the term,
runs it, and checks

- the **outcome**: whether the Watcher's controller drew its card (the Watcher's effect is
  "draw a card"), as the term decides;
- the **citation**: a trace line naming the Watcher cites the term's rule (beside the
  procedure rule acting there: both may be cited, 5.0's most specific rule for the card's
  word is the 7.5 / 7.1 one).

The ability words that are not section-7 terms are asked the same way with their own rule:
"At [phase]" (4.2.b), a conditional step "If …" (6.5.d). Prints the pairs checked and the
ones whose outcome or citation is wrong, with what the lines said; exits 1 when any is.
``--all`` prints every pair's lines.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import Stopwatch, footer

from scenarios.cards.library import default_library
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

WATCHER = "Watcher"
DRAWN = "Vanilla 3/1/0"
"""The card the Watcher's controller draws when its effect happens (the only one in the
Deck)."""


def _card(name: str, kind: str, text: str, **extra: Any) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "type": kind, "hand_cost": 1, "reserve_cost": 1}
    if kind == "Character":
        card.update(forest=1, mountain=1, water=1)
    card.update(extra, text=text, read_text=True, note="A test card of the card words audit.")
    return card


def _spell(text: str) -> dict[str, Any]:
    return _card("Audit Spell", "Spell", text)


@dataclass(frozen=True, slots=True)
class Pair:
    """One (term, decision): the Watcher's printed text, where it is, the board around it,
    the script, whether its controller draws, and the term's rule that decides."""

    term: str
    decision: str
    rule: str
    text: str
    phase: str
    script: tuple[dict[str, Any], ...]
    draws: bool
    watcher: str = "hero"  # "hero", "companion", "hand", "reserve", "landmarks"
    side: str = "p1"
    p1: dict[str, Any] = field(default_factory=dict)
    p2: dict[str, Any] = field(default_factory=dict)
    cards: tuple[dict[str, Any], ...] = ()
    kind: str = "Character"
    entry: tuple[tuple[str, Any], ...] = ()  # the Watcher's statuses, owner …
    adventure: tuple[tuple[str, ...], ...] = ()  # the regions' terrains, when they matter

    def board(self) -> dict[str, Any]:
        players: dict[str, dict[str, Any]] = {"p1": dict(self.p1), "p2": dict(self.p2)}
        side = players[self.side]
        key = (
            self.watcher
            if self.watcher in ("hand", "reserve", "landmarks")
            else (f"{self.watcher}_expedition")
        )
        me: Any = {"card": WATCHER, **dict(self.entry)} if self.entry else WATCHER
        side[key] = [me, *side.get(key, [])]
        side["deck"] = [DRAWN]
        extra = {"zone_type": "Landmark"} if self.kind == "Permanent" else {}
        extra_board = {"adventure": [list(r) for r in self.adventure]} if self.adventure else {}
        return {
            **extra_board,
            "title": f"card words audit: {self.term} / {self.decision}",
            "cards": [_card(WATCHER, self.kind, self.text, **extra), *self.cards],
            "phase": self.phase,
            "players": players,
            "script": list(self.script),
        }


_PLAY_ME = ({"play": {"card": WATCHER, "to": "hero"}},)
_PLAY_ME_FROM_RESERVE = ({"play": {"card": WATCHER, "from": "reserve", "to": "hero"}},)
_DUSK = ({"until": "Night"},)
_NOON = ({"until": "Afternoon"},)
_SWITCH_VANILLA = ({"play": {"card": "Audit Spell"}}, {"answer": "Vanilla 1/1/1"})
_SWITCH = _spell("Target Character switches Expeditions.")

PAIRS: tuple[Pair, ...] = (
    Pair(
        "is played",
        "you play a Spell",
        "7.5.12.a",
        "When you play a Spell — Draw a card.",
        "Afternoon",
        ({"play": {"card": "Audit Spell"}}, {"answer": WATCHER}),
        True,
        p1={"hand": ["Audit Spell"], "mana": 1},
        cards=(_spell("Target Character gains 1 boost."),),
    ),
    # 7.1.1 trigger symbols
    Pair(
        "{J}",
        "enters play, played from Hand",
        "7.1.1.a",
        "{J} Draw a card.",
        "Afternoon",
        _PLAY_ME,
        True,
        watcher="hand",
        p1={"mana": 1},
    ),
    Pair(
        "{H}",
        "played from Hand",
        "7.1.1.b",
        "{H} Draw a card.",
        "Afternoon",
        _PLAY_ME,
        True,
        watcher="hand",
        p1={"mana": 1},
    ),
    Pair(
        "{H}",
        "played from Reserve: does not activate",
        "7.1.1.b",
        "{H} Draw a card.",
        "Afternoon",
        _PLAY_ME_FROM_RESERVE,
        False,
        watcher="reserve",
        p1={"mana": 1},
    ),
    Pair(
        "{R}",
        "played from Reserve",
        "7.1.1.c",
        "{R} Draw a card.",
        "Afternoon",
        _PLAY_ME_FROM_RESERVE,
        True,
        watcher="reserve",
        p1={"mana": 1},
    ),
    Pair(
        "{R}",
        "played from Hand: does not activate",
        "7.1.1.c",
        "{R} Draw a card.",
        "Afternoon",
        _PLAY_ME,
        False,
        watcher="hand",
        p1={"mana": 1},
    ),
    # ability words that are not section-7 terms
    Pair("At", "At Noon activates", "4.2.b", "At Noon — Draw a card.", "Noon", _NOON, True),
    Pair(
        "If",
        "a conditional step whose condition is false",
        "6.5.d",
        "{J} If you control two or more Landmarks, draw a card.",
        "Afternoon",
        _PLAY_ME,
        False,
        watcher="hand",
        p1={"mana": 1},
    ),
    # 7.5.2 ahead, behind, tied
    Pair(
        "ahead",
        "the Expedition is ahead",
        "7.5.2.a",
        "{J} If my Expedition is ahead, draw a card.",
        "Afternoon",
        _PLAY_ME,
        True,
        watcher="hand",
        p1={"mana": 1, "hero_position": 2},
        p2={"hero_position": 1},
    ),
    Pair(
        "ahead",
        "tied, so not ahead",
        "7.5.2.a",
        "{J} If my Expedition is ahead, draw a card.",
        "Afternoon",
        _PLAY_ME,
        False,
        watcher="hand",
        p1={"mana": 1, "hero_position": 1},
        p2={"hero_position": 1},
    ),
    Pair(
        "behind",
        "the Expedition is behind",
        "7.5.2.b",
        "{J} If my Expedition is behind, draw a card.",
        "Afternoon",
        _PLAY_ME,
        True,
        watcher="hand",
        p1={"mana": 1},
        p2={"hero_position": 1},
    ),
    Pair(
        "tied",
        "ahead, so not tied",
        "7.5.2.c",
        "{J} If my Expedition is tied, draw a card.",
        "Afternoon",
        _PLAY_ME,
        False,
        watcher="hand",
        p1={"mana": 1, "hero_position": 2},
        p2={"hero_position": 1},
    ),
    Pair(
        "behind",
        "ahead, so not behind",
        "7.5.2.b",
        "{J} If my Expedition is behind, draw a card.",
        "Afternoon",
        _PLAY_ME,
        False,
        watcher="hand",
        p1={"mana": 1, "hero_position": 2},
        p2={"hero_position": 1},
    ),
    # 7.5.4 become
    Pair(
        "becomes",
        "gains a status it did not have",
        "7.5.4.a",
        "When I become [[Asleep]] — Draw a card.",
        "Afternoon",
        ({"play": {"card": "Audit Spell"}}, {"answer": WATCHER}),
        True,
        p1={"hand": ["Audit Spell"], "mana": 1},
        cards=(_spell("Target Character gains [[Asleep]]."),),
    ),
    Pair(
        "becomes",
        "already had the status: does not become it",
        "7.5.4.a",
        "When I become [[Asleep]] — Draw a card.",
        "Afternoon",
        ({"play": {"card": "Audit Spell"}}, {"answer": WATCHER}),
        False,
        p1={"hand": ["Audit Spell"], "mana": 1},
        entry=(("statuses", ["Asleep"]),),
        cards=(_spell("Target Character gains [[Asleep]]."),),
    ),
    # 7.5.3 attempt to
    Pair(
        "attempts to",
        "an Ascended Expedition attempts to Ascend",
        "7.5.3.a",
        "When one of your Expeditions attempts to Ascend — Draw a card.",
        "Afternoon",
        ({"play": {"card": "Gargoyle", "to": "companion"}}, {"answer": ["p1:hero"]}),
        True,
        p1={"hand": ["Gargoyle"], "mana": 2, "ascended": ["hero"]},
    ),
    # 7.5.5 control
    Pair(
        "you control",
        "a Character in Reserve is not controlled",
        "7.5.5.a",
        "At Noon, if you control two or more Characters — Draw a card.",
        "Noon",
        _NOON,
        False,
        p1={"reserve": ["Vanilla 1/1/1"]},
    ),
    Pair(
        "you control",
        "a Character in an Expedition is controlled",
        "7.5.5.b",
        "At Noon, if you control two or more Characters — Draw a card.",
        "Noon",
        _NOON,
        True,
        p1={"companion_expedition": ["Vanilla 1/1/1"]},
    ),
    Pair(
        "you",
        "the controller of a taken Character's Reaction",
        "7.5.5.c",
        "When you play a Character — Draw a card.",
        "Afternoon",
        ({"play": {"card": "Vanilla 1/1/1", "to": "hero"}},),
        True,
        p1={"hand": ["Vanilla 1/1/1"], "mana": 1},
        entry=(("owner", "p2"),),
    ),
    # 7.5.6 do
    Pair(
        "you sacrifice",
        "you sacrificed it",
        "7.5.6.a",
        "When you sacrifice a Character — Draw a card.",
        "Afternoon",
        ({"play": {"card": "Audit Spell"}}, {"answer": "Vanilla 1/1/1"}),
        True,
        p1={"hand": ["Audit Spell"], "mana": 1, "companion_expedition": ["Vanilla 1/1/1"]},
        cards=(_spell("Sacrifice target Character you control."),),
    ),
    # 7.5.7 fails to move forward
    Pair(
        "fails to move forward",
        "a tie at Progress",
        "7.5.7.a",
        "When my Expedition fails to move forward — Draw a card.",
        "Dusk",
        _DUSK,
        True,
        p2={"hero_expedition": [{"card": "Vanilla 1/1/1"}]},
    ),
    Pair(
        "fails to move forward",
        "it moves forward",
        "7.5.7.a",
        "When my Expedition fails to move forward — Draw a card.",
        "Dusk",
        _DUSK,
        False,
    ),
    # 7.5.8 in
    Pair(
        "in",
        "a Character in a terrain of its Expedition's region",
        "7.5.8.c",
        "{J} If I'm in {V}, draw a card.",
        "Afternoon",
        _PLAY_ME,
        True,
        watcher="hand",
        p1={"mana": 1},
    ),
    Pair(
        "in",
        "its Expedition's region has no Forest",
        "7.5.8.c",
        "{J} If I'm in {V}, draw a card.",
        "Afternoon",
        _PLAY_ME,
        False,
        watcher="hand",
        p1={"mana": 1},
        adventure=(("mountain",),) * 8,
    ),
    # 7.5.9 In Contact
    Pair(
        "In Contact",
        "another player's Expedition in its region",
        "7.5.9.a",
        "{J} If my Expedition is In Contact, draw a card.",
        "Afternoon",
        _PLAY_ME,
        True,
        watcher="hand",
        p1={"mana": 1, "hero_position": 2},
        p2={"companion_position": 2},
    ),
    Pair(
        "In Contact",
        "no other Expedition in its region",
        "7.5.9.a",
        "{J} If my Expedition is In Contact, draw a card.",
        "Afternoon",
        _PLAY_ME,
        False,
        watcher="hand",
        p1={"mana": 1, "hero_position": 2},
        p2={"hero_position": 1},
    ),
    Pair(
        "In Contact",
        "the Expedition moves into another player's region",
        "7.5.9.b",
        "When I become In Contact — Draw a card.",
        "Dusk",
        _DUSK,
        True,
        p2={"hero_position": 1},
    ),
    # 7.5.10 join
    Pair(
        "joins",
        "a Character played joins your Expeditions",
        "7.5.10.a",
        "When a Character joins your Expeditions — Draw a card.",
        "Afternoon",
        ({"play": {"card": "Vanilla 1/1/1", "to": "hero"}},),
        True,
        watcher="landmarks",
        kind="Permanent",
        p1={"hand": ["Vanilla 1/1/1"], "mana": 1},
    ),
    Pair(
        "joins",
        "switching does not join your Expeditions",
        "7.5.10.a",
        "When a Character joins your Expeditions — Draw a card.",
        "Afternoon",
        _SWITCH_VANILLA,
        False,
        watcher="landmarks",
        kind="Permanent",
        p1={"hand": ["Audit Spell"], "mana": 1, "companion_expedition": ["Vanilla 1/1/1"]},
        cards=(_SWITCH,),
    ),
    Pair(
        "joins",
        "switching joins the new Expedition",
        "7.5.10.c",
        "When a Character joins my Expedition — Draw a card.",
        "Afternoon",
        _SWITCH_VANILLA,
        True,
        p1={"hand": ["Audit Spell"], "mana": 1, "companion_expedition": ["Vanilla 1/1/1"]},
        cards=(_SWITCH,),
    ),
    Pair(
        "joins",
        "a token created in your Expedition joins it",
        "7.5.10.b",
        "When a Character joins your Expeditions — Draw a card.",
        "Afternoon",
        ({"play": {"card": "Audit Spell"}},),
        True,
        watcher="landmarks",
        kind="Permanent",
        p1={"hand": ["Audit Spell"], "mana": 1},
        cards=(_spell("Create an Ordis Recruit 1/1/1 Soldier token in your hero Expedition."),),
    ),
    # 7.5.11 leave
    Pair(
        "leaves",
        "a card of your Reserve discarded by the opponent's Sabotage leaves it",
        "7.5.11.a",
        "When a card leaves your Reserve — Draw a card.",
        "Afternoon",
        ({"play": {"card": "Audit Spell"}}, {"answer": "Vanilla 1/1/1"}),
        True,
        side="p2",
        p1={"hand": ["Audit Spell"], "mana": 1},
        p2={"reserve": ["Vanilla 1/1/1"]},
        cards=(_spell("Sabotage."),),
    ),
    Pair(
        "leaves",
        "a sacrificed token leaves your Expeditions",
        "7.5.11.b",
        "When a Character leaves your Expeditions — Draw a card.",
        "Afternoon",
        ({"play": {"card": "Audit Spell"}}, {"answer": "Ordis Recruit"}),
        True,
        watcher="landmarks",
        kind="Permanent",
        p1={"hand": ["Audit Spell"], "mana": 1, "hero_expedition": ["Ordis Recruit"]},
        cards=(_spell("Sacrifice target Character you control."),),
    ),
    Pair(
        "leaves",
        "a card played from your Reserve leaves it",
        "7.5.11.a",
        "When a card leaves your Reserve — Draw a card.",
        "Afternoon",
        ({"play": {"card": "Vanilla 1/1/1", "from": "reserve", "to": "companion"}},),
        True,
        p1={"reserve": ["Vanilla 1/1/1"], "mana": 1},
    ),
    Pair(
        "leaves",
        "a Character sent to Reserve leaves your Expeditions",
        "7.5.11.a",
        "When a Character leaves your Expeditions — Draw a card.",
        "Afternoon",
        ({"play": {"card": "Audit Spell"}}, {"answer": "Vanilla 1/1/1"}),
        True,
        watcher="landmarks",
        kind="Permanent",
        p1={"hand": ["Audit Spell"], "mana": 1, "companion_expedition": ["Vanilla 1/1/1"]},
        cards=(_spell("Send target Character to Reserve."),),
    ),
    Pair(
        "leaves",
        "switching does not leave your Expeditions",
        "7.5.11.c",
        "When a Character leaves your Expeditions — Draw a card.",
        "Afternoon",
        _SWITCH_VANILLA,
        False,
        watcher="landmarks",
        kind="Permanent",
        p1={"hand": ["Audit Spell"], "mana": 1, "companion_expedition": ["Vanilla 1/1/1"]},
        cards=(_SWITCH,),
    ),
    Pair(
        "leaves",
        "switching leaves the former Expedition",
        "7.5.11.c",
        "When a Character leaves my Expedition — Draw a card.",
        "Afternoon",
        _SWITCH_VANILLA,
        True,
        p1={"hand": ["Audit Spell"], "mana": 1, "hero_expedition": ["Vanilla 1/1/1"]},
        cards=(_SWITCH,),
    ),
    # 7.5.12 play
    Pair(
        "is played",
        "you play a Character",
        "7.5.12.a",
        "When you play a Character — Draw a card.",
        "Afternoon",
        ({"play": {"card": "Vanilla 1/1/1", "to": "hero"}},),
        True,
        p1={"hand": ["Vanilla 1/1/1"], "mana": 1},
    ),
)
"""Each (term, decision) pair asked."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """One pair run: whether the Watcher's controller drew, and the lines naming it."""

    pair: Pair
    drew: bool
    lines: tuple[tuple[str, tuple[str, ...]], ...]
    error: str = ""

    @property
    def cited(self) -> bool:
        return any(self.pair.rule in rules for _, rules in self.lines)

    @property
    def right(self) -> bool:
        return not self.error and self.drew == self.pair.draws and self.cited


def run_pair(pair: Pair, folder: Path) -> Outcome:
    """Build, load and run one pair's board; the engine lines naming the Watcher."""
    from scenarios.errors import LoadError

    name = f"{pair.term}_{pair.decision}".replace(" ", "_")
    path = folder / f"{''.join(c for c in name if c.isalnum() or c == '_')}.yaml"
    path.write_text(yaml.safe_dump(pair.board(), sort_keys=False), encoding="utf-8")
    try:
        scenario = load_scenario(path, default_library())
    except LoadError as exc:
        return Outcome(pair, False, (), f"board does not load: {exc.messages[0]}")
    result = run_scenario(scenario)
    hand = result.state.zone(f"hand:{pair.side}")
    drew = any(result.state.name(o) == DRAWN for o in hand)
    lines = tuple(
        (line.shown(), tuple(dict.fromkeys((*line.shown_rules(), *line.action_rules))))
        for line in result.lines
        if line.source == "engine" and WATCHER in line.shown()
    )
    return Outcome(pair, drew, lines, "; ".join((*result.errors, *result.gaps)))


def audit(folder: Path) -> list[Outcome]:
    """Every pair of ``PAIRS`` run in ``folder``."""
    return [run_pair(p, folder) for p in PAIRS]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="print every pair's lines")
    args = parser.parse_args()
    watch = Stopwatch()
    with tempfile.TemporaryDirectory() as tmp:
        outcomes = audit(Path(tmp))
    wrong = [o for o in outcomes if not o.right]
    terms = sorted({o.pair.term for o in outcomes})
    print(f"terms: {len(terms)} ({', '.join(terms)})")
    print(f"(term, decision) pairs: {len(outcomes)}")
    print(f"  outcome wrong: {sum(o.drew != o.pair.draws for o in outcomes)}")
    print(f"  the term's rule not cited at the decision: {sum(not o.cited for o in outcomes)}")
    for o in outcomes if args.all else wrong:
        p = o.pair
        mark = "ok " if o.right else ("OUTCOME" if o.drew != p.draws else "MISSING")
        print(f"  {mark} {p.term} / {p.decision}: {p.rule}{'  ' + o.error if o.error else ''}")
        for text, rules in o.lines[:8]:
            print(f"        {text[:150]}  [{', '.join(rules)}]")
    print(f"\n{footer(watch)}")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
