"""A Reaction's trigger crossed along all its dimensions: SUBJECT x EVENT x QUALIFIER x MARK
(issue 30; 2.2.12.g-l, 6.3, 7.1.1).

    .venv/bin/python benchmarks/trigger_marks_audit.py [--list] [--dimension DIM]

A trigger (6.3.b) is a subject ("I", "my Expedition", "your Expedition", "a Character you
control with Tough", "a token", "a card in your Reserve", "an opponent" …) doing an event
the engine watches (plays, joins, leaves, goes to Reserve, returns to hand, moves forward or
fails to, gains a status or boosts, is exhausted or readied, draws, discards, passes, rolls,
a phase begins), with QUALIFIERS ("for the second time this Day", "during Dusk", ", if I'm
exhausted", a limit "This ability triggers only once each Day", an "If …" after the dash),
under a MARK: none (works in play, 2.2.12.g), {I} (a support ability, works only in Reserve,
2.2.12.i), or a trigger icon {J} {H} {R} (7.1.1) printed before it.

Each BASE sentence (no mark, no qualifier) carries the trigger it must read as; every other
cell is judged against its base's reading, by what the CR says of the cell:

- {I}: the base's trigger, marked support — unless the trigger names the bearer's own
  Expedition (a card in Reserve is in none: refused citing 2.2.12.i);
- {J} / {H} / {R} before a trigger: two triggers for one Reaction (2.2.12.l, 7.1.1): refused
  citing 7.1.1;
- "When I return to your hand from your Reserve" unmarked: no self-move (6.3.c), must work in
  Reserve before the event (6.3.f): refused citing 6.3.f; marked {I} it is read;
- "for the Nth time this Day / this turn": the base with that ordinal and period, or refused
  with the reason the engine counts no such event by period, a group's count is not said
  (6.3.g) or the bearer's move makes a new object (2.1.d);
- ", if [condition]" (6.3.b) and "during [phase]" (4.2.a): the base with the condition / the
  phase; a limit per Day: the base with ``per_day``; "If …" after the dash: the base's
  trigger, the condition in the effect (6.5.d).

Verdicts: RIGHT (read as meant), REFUSED RIGHT (refused citing the rule that governs the
cell: the engine cannot run it, or the CR says it never activates), WRONG
(read, but as another trigger — worse than unread), REFUSED (a judge's reason, not the
cell's rule), UNREAD (the grammar does not read the words), BASE (the base itself not read:
the generator's miss, counted apart).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import Stopwatch, audit_card, footer

EFFECT = "Draw a card."

# ---------------------------------------------------------------- the bases (subject x event)


@dataclass(frozen=True)
class Base:
    """A subject doing an event, unmarked and unqualified, and the trigger it must read as
    (the fields its reading must hold)."""

    subject: str
    event: str
    said: str
    expected: tuple[tuple[str, Any], ...]
    place: bool = False  # names the bearer's own Expedition (refused as support, 2.2.12.i)
    never: str = ""  # the rule by which the event never happens (refused citing it)
    phase: bool = False  # "At [phase]" (4.2.b), not "When …"
    from_reserve: bool = False  # the bearer leaving its Reserve (refused unmarked, 6.3.f)


def _b(subject: str, event: str, said: str, trigger: str, **more: Any) -> Base:
    place = bool(more.pop("place", False))
    from_reserve = bool(more.pop("from_reserve", False))
    never = str(more.pop("never", ""))
    phase = bool(more.pop("phase", False))
    expected = (("trigger", trigger), *more.items())
    return Base(
        subject,
        event,
        said,
        expected,
        place=place,
        from_reserve=from_reserve,
        never=never,
        phase=phase,
    )


_NEVER = {
    ("a Character an opponent controls", "joins my Expedition"): "7.5.5.b",
    ("a token", "goes to Reserve"): "2.1.e",
    ("a token", "is returned to your hand"): "2.1.e",
}
"""Subject x event cells that never happen, by the rule the reader must cite: a Character in
an Expedition is controlled by that Expedition's player (7.5.5.b); a token leaving play
ceases to exist rather than join a Reserve or a hand (2.1.e)."""


_OBJECTS = (
    # subject words, the filter they must keep (a subset)
    ("a Character", {"types": ("Character",)}),
    ("another Character", {"types": ("Character",), "another": True}),
    ("a Character you control", {"types": ("Character",), "controller": "you"}),
    (
        "another Character you control",
        {"types": ("Character",), "controller": "you", "another": True},
    ),
    ("a Character an opponent controls", {"types": ("Character",), "controller": "opponent"}),
    ("a Character with Tough", {"types": ("Character",)}),
    ("a Soldier", {"subtypes": ("Soldier",)}),
    ("a token", {"tokens": True}),
)

_OBJECT_EVENTS = (
    # event words, the trigger, whether it names the bearer's Expedition
    ("joins my Expedition", "character_joins_my_expedition", True),
    ("joins your Expeditions", "character_joins_your_expeditions", False),
    ("leaves play", "object_leaves_play", False),
    ("goes to Reserve", "object_goes_to_reserve", False),
    ("gains [[Anchored]]", "gains_status", False),
    ("becomes exhausted", "becomes_status", False),
    ("becomes ready", "loses_status", False),
    ("gains 1 or more boosts", "gains_boosts", False),
    ("leaves the Expedition zone", "object_leaves_expedition_zone", False),
    ("is returned to your hand", "object_returned_to_your_hand", False),
)

_JOIN_TRIGGERS = {
    "character_joins_my_expedition": "another_character_joins_my_expedition",
    "character_joins_your_expeditions": "another_character_joins_your_expeditions",
}
"""A join said of "another Character" is a trigger kind of its own."""


def _object_bases() -> list[Base]:
    out: list[Base] = []
    for subject, _flt in _OBJECTS:
        for event, trigger, place in _OBJECT_EVENTS:
            if subject == "a Character an opponent controls" and "your" in event:
                continue  # never joins your Expeditions; returns to its owner's hand
            kind = trigger
            if subject.startswith("another") and trigger in _JOIN_TRIGGERS:
                kind = _JOIN_TRIGGERS[trigger]
            never = _NEVER.get((subject, event), "")
            out.append(_b(subject, event, f"{subject} {event}", kind, place=place, never=never))
    return out


_I_EVENTS = (
    ("I", "join an Expedition", "I join an Expedition", "i_join_an_expedition", {}),
    ("I", "leave play", "I leave play", "leaves_play", {}),
    ("I", "leave the Expedition zone", "I leave the Expedition zone", "leaves_expedition_zone", {}),
    ("I", "go to Reserve", "I go to Reserve", "goes_to_reserve_from_anywhere", {}),
    (
        "I",
        "go to Reserve from the Expedition zone",
        "I go to Reserve from the Expedition zone",
        "goes_to_reserve_from_expedition_zone",
        {},
    ),
    ("I", "gain [[Anchored]]", "I gain [[Anchored]]", "gains_status", {}),
    ("I", "become ready", "I become ready", "loses_status", {}),
    ("I", "become exhausted", "I become exhausted", "becomes_status", {}),
    ("I", "lose [[Anchored]]", "I lose [[Anchored]]", "loses_status", {}),
    ("I", "gain 1 or more boosts", "I gain 1 or more boosts", "gains_boosts", {}),
    ("I", "switch Expeditions", "I switch Expeditions", "object_switches_expeditions", {}),
    ("I", "am sacrificed", "I am sacrificed", "sacrificed", {}),
    (
        "I",
        "return to your hand from your Reserve",
        "I return to your hand from your Reserve",
        "object_returned_to_your_hand",
        {"from_reserve": True, "joined_from": "reserve"},
    ),
)

_EXPEDITIONS = (
    # subject, its trigger stem, whether it names the bearer's place
    ("my Expedition", "my_expedition", True),
    ("your Expedition", "one_of_your_expeditions", False),
    ("one of your Expeditions", "one_of_your_expeditions", False),
    ("an opponent's Expedition", "an_opponents_expedition", False),
    ("an Expedition", "an_expedition", False),
    ("the Expedition facing me", "the_expedition_facing_me", True),
)

_FAILS = {
    "my_expedition": "my_expedition_fails_to_move_forward",
    "one_of_your_expeditions": "your_expedition_fails_to_move_forward",
}
"""The "fails to move forward" trigger of each subject the engine watches (4.2.4.i)."""


def _expedition_bases() -> list[Base]:
    out: list[Base] = []
    for subject, stem, place in _EXPEDITIONS:
        out.append(
            _b(
                subject,
                "moves forward",
                f"{subject} moves forward",
                f"{stem}_moves_forward",
                place=place,
            )
        )
        out.append(
            _b(
                subject,
                "moves backward",
                f"{subject} moves backward",
                f"{stem}_moves_backward",
                place=place,
            )
        )
        if stem in _FAILS:
            said = f"{subject} fails to move forward"
            out.append(_b(subject, "fails to move forward", said, _FAILS[stem], place=place))
    return out


_PLAYERS = (("you", "you", ""), ("an opponent", "opponent", "s"), ("a player", "any", "s"))
_PLAYER_EVENTS = (
    # verb (the third person adds the suffix), its object, the trigger of "you", of "an opponent"
    ("play", " a Spell", "you_play_a_card", "opponent_plays_a_card"),
    ("draw", " a card", "player_draws_a_card", "player_draws_a_card"),
    ("discard", " a card", "card_discarded", "card_discarded"),
    ("pass", "", "player_passes", "player_passes"),
    ("roll", " a die", "you_roll_a_die", "you_roll_a_die"),
    ("sacrifice", " a Character", "you_sacrifice_a_character", "player_sacrifices"),
)


def _player_bases() -> list[Base]:
    out: list[Base] = []
    for subject, _who, s in _PLAYERS:
        for verb, obj, mine, theirs in _PLAYER_EVENTS:
            third = verb + ("es" if verb.endswith("ss") and s else s)
            said = f"{subject} {third if s else verb}{obj}"
            trigger = mine if not s else theirs
            if subject == "a player" and verb in ("play", "roll"):
                trigger = mine  # any player's play or roll: the trigger with player "any"
            if subject == "a player" and verb in ("discard", "sacrifice"):
                continue
            out.append(_b(subject, f"{verb}{obj}", said, trigger))
    return out


_RESERVE_CARDS = (
    ("a card in your Reserve", "is discarded", "card_discarded"),
    ("a card", "leaves your Reserve", "card_leaves_your_reserve"),
)
"""Cards in a Reserve as the subject (3.2.10; 7.3.7.a discarded from it)."""

PHASES = ("Noon", "Dusk", "Night")
"""Phases whose beginning is a trigger, "At [phase] —" (4.2.b)."""


def _phase_bases() -> list[Base]:
    out = [_b(c, e, f"{c} {e}", t) for c, e, t in _RESERVE_CARDS]
    for phase in PHASES:
        out.append(_b("a phase begins", phase, f"At {phase}", f"at_{phase.lower()}", phase=True))
    return out


def bases() -> list[Base]:
    """Every base: objects' events, the bearer's, Expeditions', players'."""
    mine = [_b(s, e, said, t, **more) for s, e, said, t, more in _I_EVENTS]
    return [*mine, *_object_bases(), *_expedition_bases(), *_player_bases(), *_phase_bases()]


# ---------------------------------------------------------------- the cells


MARKS = ("", "{I}", "{J}", "{H}", "{R}")
QUALIFIERS = (
    "",
    "for the second time this Day",
    "for the first time this turn",
    "during Dusk",
    ", if I'm exhausted",
    "limit each Day",
    "if after the dash",
)


_NOT_OF_A_PHASE = ("for the second time this Day", "for the first time this turn", "during Dusk")
"""Qualifiers no phase's beginning takes (a phase begins once a Day, 4.2.a)."""


@dataclass(frozen=True)
class Cell:
    base: Base
    mark: str
    qualifier: str

    @property
    def text(self) -> str:
        q = self.qualifier
        trigger = self.base.said if self.base.phase else f"When {self.base.said}"
        effect = EFFECT
        if q in ("limit each Day",):
            effect = f"{EFFECT} This ability triggers only once each Day."
        elif q == "if after the dash":
            effect = "If I'm exhausted, draw a card."
        elif q.startswith(","):
            trigger += q
        elif q:
            trigger += f" {q}"
        mark = f"{self.mark} " if self.mark else ""
        return f"{mark}{trigger} — {effect}"

    @property
    def dims(self) -> tuple[tuple[str, str], ...]:
        return (
            ("mark", self.mark or "(none)"),
            ("subject", self.base.subject),
            ("event", self.base.event),
            ("qualifier", self.qualifier or "(none)"),
        )


def cells() -> list[Cell]:
    """Each base under every mark (no qualifier), and with every qualifier (no mark, and
    under {I}, the mark that changes where it works)."""
    out: list[Cell] = []
    for b in bases():
        out.extend(Cell(b, m, "") for m in MARKS)
        said = [q for q in QUALIFIERS if q and not (b.phase and q in _NOT_OF_A_PHASE)]
        out.extend(Cell(b, m, q) for m in ("", "{I}") for q in said)
    return out


# ---------------------------------------------------------------- reading and judging


def read(text: str) -> tuple[dict[str, Any] | None, bool, str]:
    """``(the Reaction's fields, support?, "")`` when read and executable, else
    ``(None, False, reason)``."""
    from scenarios.cards.printed.reader import read_printed

    r = read_printed(audit_card(text, name="Probe"))
    if r.abilities and r.abilities[0].status != "executed":
        return None, False, r.abilities[0].reason
    abilities = [a for a in r.model.abilities if a.reaction is not None]
    if not abilities:
        return None, False, "no Reaction read"
    a = abilities[0]
    assert a.reaction is not None
    fields = a.reaction.model_dump(exclude_defaults=True)
    return fields, bool(a.support), ""


_UNREAD = ("is not read by the card grammar", "is not understood yet")
"""The reader's words for a sentence the grammar does not read (no judge's reason)."""

_NTH_REASONS = ("by period", "counted apart", "2.1.d")
"""The reasons an Nth event of a period is refused: the engine counts no such event by period
(4.2.a, 4.2.3.b), a group (of objects, players or Expeditions) counted apart or together is
not said (6.3.g), or the bearer's move between zones makes it a new object (2.1.d)."""


def _holds(fields: dict[str, Any], expected: dict[str, Any]) -> bool:
    for key, want in expected.items():
        got = fields.get(key)
        if isinstance(want, dict):
            if not isinstance(got, dict) or not _holds(got, want):
                return False
        elif got != want:
            return False
    return True


def _refusal(reason: str, rules: tuple[str, ...]) -> str:
    """A refusal's verdict: "refused right" when it cites one of the cell's ``rules``."""
    if any(rule in reason for rule in rules):
        return "refused right"
    if any(u in reason for u in _UNREAD):
        return "unread"
    return "refused"


def _without_effect(fields: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in fields.items() if k != "effect"}


def refusal_rules(cell: Cell) -> tuple[bool, tuple[str, ...]]:
    """Whether the CR makes the cell a refusal, and the rules (or reason words) a refusal of
    it may cite."""
    b, q = cell.base, cell.qualifier
    nth = _NTH_REASONS if q.startswith("for the") else ()
    if b.never:  # the event never happens (or the icon makes two triggers, 7.1.1)
        return True, (b.never, "7.1.1")
    if cell.mark in ("{J}", "{H}", "{R}"):  # two triggers for one Reaction (2.2.12.l)
        return True, ("7.1.1",)
    if cell.mark == "{I}" and b.place:  # a card in Reserve is in no Expedition (2.2.12.i)
        return True, ("2.2.12.i", *nth)
    if not cell.mark and b.from_reserve:  # works in Reserve only as support (6.3.f)
        return True, ("6.3.f", *nth)
    if nth:
        return False, nth
    if q == "during Dusk":
        return False, ("4.2",)
    return False, ()


def judge(cell: Cell, base_fields: dict[str, Any]) -> str:
    """The verdict of one cell, against its base's reading."""
    fields, support, reason = read(cell.text)
    b, q = cell.base, cell.qualifier
    must_refuse, rules = refusal_rules(cell)
    if fields is None:
        return _refusal(reason, rules)
    if must_refuse or support != (cell.mark == "{I}"):
        return "wrong"
    want = _without_effect(base_fields)
    if q.startswith("for the"):
        ordinal = 2 if "second" in q else 1
        per = "day" if q.endswith("Day") else "turn"
        want = {**want, "ordinal": ordinal, "per": per}
    elif q == "during Dusk" and b.event != "fails to move forward":
        want = {**want, "during": "Dusk"}  # (failing to move forward is at Dusk only, 4.2.4.i)
    elif q.startswith(","):
        if not fields.get("condition"):
            return "wrong"
    elif q == "limit each Day":
        want = {**want, "per_day": 1}
    elif q == "if after the dash":
        effect = fields.get("effect") or ()
        if not effect or not effect[0].get("condition"):
            return "wrong"
    return "right" if _holds(_without_effect(fields), want) else "wrong"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--list", action="store_true", help="list the cells not right")
    parser.add_argument("--dimension", help="the figures by this dimension only")
    args = parser.parse_args()
    watch = Stopwatch()
    verdicts: list[tuple[Cell, str]] = []
    base_reads: dict[Base, dict[str, Any] | None] = {}
    for b in bases():
        fields, _, _ = read(Cell(b, "", "").text)
        expected = dict(b.expected)
        ok = fields is not None and _holds(fields, expected)
        base_reads[b] = fields if ok else None
    for cell in cells():
        base = base_reads[cell.base]
        if base is None and (cell.base.never or cell.mark in ("{J}", "{H}", "{R}")):
            base = {}  # a refusal whatever the base reads
        elif base is None and not (cell.base.from_reserve and cell.mark in ("", "{I}")):
            verdicts.append((cell, "base"))
            continue
        if base is None:  # read only marked: its expected fields stand for the base
            base = dict(cell.base.expected)
            base["filter"] = {"only_me": True}
        verdicts.append((cell, judge(cell, base)))
    total = Counter(v for _, v in verdicts)
    n = len(verdicts)
    print(
        f"trigger marks x subjects x events x qualifiers: {n} cells; read right "
        f"{total['right']}, refused citing the cell's rule {total['refused right']} (together "
        f"{100 * (total['right'] + total['refused right']) / n:.1f}%), WRONG {total['wrong']}, "
        f"refused otherwise {total['refused']}, unread {total['unread']}, base not read "
        f"{total['base']}"
    )
    dims = [args.dimension] if args.dimension else ["mark", "qualifier", "subject", "event"]
    for dim in dims:
        by: dict[str, Counter[str]] = defaultdict(Counter)
        for c, v in verdicts:
            by[dict(c.dims)[dim]][v] += 1
        print(f"  by {dim}:")
        for value, count in sorted(by.items()):
            size = sum(count.values())
            print(
                f"    {value:<40} right {count['right']:>3}/{size:<3} by rule "
                f"{count['refused right']:<3} wrong {count['wrong']:<2} refused "
                f"{count['refused']:<3} unread {count['unread']:<3} base {count['base']}"
            )
    if args.list:
        for c, v in verdicts:
            if v not in ("right", "refused right"):
                print(f"  [{v}] {c.text}")
    print(footer(watch))


if __name__ == "__main__":
    main()
