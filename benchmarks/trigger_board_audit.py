"""What a trigger's description reads, the engine must ask of the right object in the right
state: every object event a Reaction watches × every predicate of a trigger's description,
each played on two boards (issue 30, precision).

    .venv/bin/python benchmarks/trigger_board_audit.py [--event KIND] [--wrong]

A trigger is read right and still never fires when its description is asked of the wrong
object (the card in Limbo rather than where it went, 5.1.2.l), in the wrong state (after the
event where the rules look before it, 6.3.f), or of an object that no longer exists. This
audit crosses, from the engine's own tables,

- the **events** the Reactions watch (``TriggerKind``: a card played 5.1.2.l, a Character
  joining or leaving Expeditions 7.5.10, 7.5.11, leaving play 7.3.20, sacrificed 7.3.36,
  discarded 7.3.7, gaining / losing / becoming a status 7.3.16, 7.3.21, 7.5.4, gaining a
  boost 7.3.15 or losing the last 2.5.1, going to Reserve at Rest 4.2.5.b); each trigger kind
  with no object event here is listed as such;
- the **predicates** a trigger's filter carries (the ``ObjectFilter`` field each fills: a
  sub-type 2.2.2, a status 2.4, a cost 2.2.7-8, a statistic 2.2.11, boosts 2.5, the
  controller 1.2.2, token or not 2.1.e, "another" 7.2.1.a, where it is 7.5.5, 1.2.3.c),

writes the trigger "When [description] [event] — Draw a card." in the printed style, reads it
with the grammar alone and, when it reads as executable, plays it on two boards: the event
happens to an object that FITS the description, and to one that does NOT. Cells: **right**
(fires on the fit, not on the miss), **wrong** (never fires, or fires on the miss), **not
read**, **not buildable** (why). Whether it fired is whether the Watcher's controller drew.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import boards
from _common import grammar_alone

from engine.state.conditions import ObjectFilter
from engine.state.triggers import TriggerKind

WATCHER = "Watcher"
SUBJECT = "Subject"
DRAWN = "Vanilla 3/1/0"
SPELL = "Audit Spell"


@dataclass(frozen=True, slots=True)
class Subject:
    """The object the event happens to: its printed characteristics (``card``: sub-types,
    costs, statistics, token), its entry on the board (statuses, boosts), its controller,
    the Expedition it is in, or the Watcher itself (``me``)."""

    card: tuple[tuple[str, Any], ...] = ()
    entry: tuple[tuple[str, Any], ...] = ()
    player: str = ""  # "" : the event's player
    zone: str = "hero"
    me: bool = False


@dataclass(frozen=True, slots=True)
class Predicate:
    """A predicate of a trigger's description: the ``ObjectFilter`` field it fills, its words
    (the description, with its article) and an object that fits and one that does not."""

    field: str
    words: str
    fit: Subject
    miss: Subject
    in_play: bool = False  # said of an object in play only (a status, boosts, a place)


@dataclass(frozen=True, slots=True)
class Watched:
    """An event a Reaction watches: its name, its words ("{x}" the description),
    how the board makes it happen (``play``: the subject's player plays it from Hand;
    ``spell``: p1 casts ``spell`` on it; ``night``: Rest at Night) and whose object it is."""

    name: str
    words: str
    how: str
    spell: str = ""
    player: str = ""  # the player whose object it must be ("" : anyone's)
    entry: tuple[tuple[str, Any], ...] = ()  # what the subject has for the event to be one
    needs: frozenset[str] = field(default_factory=frozenset)  # fields it cannot vary


_P1, _P2 = "p1", "p2"
PREDICATES: tuple[Predicate, ...] = (
    Predicate(
        "subtypes",
        "an Animal Character",
        Subject(card=(("subtypes", ["Animal"]),)),
        Subject(card=(("subtypes", ["Robot"]),)),
    ),
    Predicate(
        "without_subtypes",
        "a non-Animal Character",
        Subject(card=(("subtypes", ["Robot"]),)),
        Subject(card=(("subtypes", ["Animal"]),)),
    ),
    Predicate(
        "statuses",
        "an exhausted Character",
        Subject(entry=(("statuses", ["Exhausted"]),)),
        Subject(),
        in_play=True,
    ),
    Predicate(
        "hand_cost_min",
        "a Character with Hand Cost {3} or more",
        Subject(card=(("hand_cost", 3),)),
        Subject(),
    ),
    Predicate(
        "reserve_cost_min",
        "a Character with Reserve Cost {3} or more",
        Subject(card=(("reserve_cost", 3),)),
        Subject(),
    ),
    Predicate(
        "stat_min",
        "a Character with {M} 2 or more",
        Subject(card=(("mountain", 2),)),
        Subject(card=(("mountain", 0),)),  # 1 with a boost the event gives or takes
    ),
    Predicate(
        "boosts_min",
        "a Character with a boost",
        Subject(entry=(("boosts", 1),)),
        Subject(),
        in_play=True,
    ),
    Predicate(
        "controller",
        "a Character you control",
        Subject(player=_P1),
        Subject(player=_P2),
        in_play=True,
    ),
    Predicate(
        "controller (opponent)",
        "a Character an opponent controls",
        Subject(player=_P2),
        Subject(player=_P1),
        in_play=True,
    ),
    Predicate(
        "tokens",
        "a token Character",
        Subject(card=(("token", True),)),
        Subject(),
        in_play=True,
    ),
    Predicate(
        "non_token",
        "a non-token Character",
        Subject(),
        Subject(card=(("token", True),)),
        in_play=True,
    ),
    Predicate("another", "another Character", Subject(), Subject(me=True)),
    Predicate(
        "in_your_expedition",
        "a Character in your Hero Expedition",
        Subject(player=_P1, zone="hero"),
        Subject(player=_P1, zone="companion"),
    ),
    Predicate(
        "in_my_expedition",
        "a Character in my Expedition",
        Subject(player=_P1, zone="hero"),
        Subject(player=_P1, zone="companion"),
    ),
    Predicate(
        "facing_me",
        "a Character in the Expedition facing me",
        Subject(player=_P2, zone="hero"),
        Subject(player=_P2, zone="companion"),
    ),
)
"""The predicates of a trigger's description, each with an object that fits and one that
does not (the Watcher stands in p1's Hero Expedition)."""

_RETURN = "Return target Character to its owner's Hand."
_ASLEEP = "Target Character gains [[Asleep]]."
_SACRIFICE = "Sacrifice target Character."
EVENTS: tuple[Watched, ...] = (
    Watched("you play", "When you play {x}", "play", player=_P1),
    Watched("an opponent plays", "When an opponent plays {x}", "play", player=_P2),
    Watched("joins your Expeditions", "When {x} joins your Expeditions", "play", player=_P1),
    Watched(
        "joins one of your Expeditions",
        "When {x} joins one of your Expeditions",
        "play",
        player=_P1,
    ),
    Watched("joins my Expedition", "When {x} joins my Expedition", "play", player=_P1),
    Watched("joins an Expedition", "When {x} joins an Expedition", "play", player=_P1),
    Watched(
        "joins an opponent's Expedition",
        "When {x} joins an opponent's Expedition",
        "play",
        player=_P2,
    ),
    Watched(
        "leaves your Expeditions",
        "When {x} leaves your Expeditions",
        "spell",
        _RETURN,
        player=_P1,
    ),
    Watched("leaves my Expedition", "When {x} leaves my Expedition", "spell", _RETURN, player=_P1),
    Watched("leaves play", "When {x} leaves play", "spell", _RETURN),
    Watched("leaves the Expedition zone", "When {x} leaves the Expedition zone", "spell", _RETURN),
    Watched(
        "is returned to your Hand",
        "When {x} is returned to your Hand",
        "spell",
        _RETURN,
        player=_P1,  # to its owner's Hand (7.3.32.a): "your Hand", p1's objects
    ),
    Watched("is sacrificed", "When {x} is sacrificed", "spell", _SACRIFICE),
    Watched("you sacrifice", "When you sacrifice {x}", "spell", _SACRIFICE),
    Watched("is discarded", "When {x} is discarded", "spell", "Discard target Character."),
    Watched(
        "goes to your Discard pile",
        "When {x} goes to your Discard pile",
        "spell",
        "Discard target Character.",
        player=_P1,
    ),
    Watched("gains a status", "When {x} gains [[Asleep]]", "spell", _ASLEEP),
    Watched("gains any status", "When {x} gains a status", "spell", _ASLEEP),
    Watched("becomes a status", "When {x} becomes [[Asleep]]", "spell", _ASLEEP),
    Watched(
        "is exhausted",
        "When {x} is exhausted",
        "spell",
        "Exhaust target Character.",
        needs=frozenset({"statuses"}),  # it becomes exhausted: it was not (7.5.4.a)
    ),
    Watched(
        "loses a status",
        "When {x} loses [[Asleep]]",
        "spell",
        "Target Character loses [[Asleep]].",
        entry=(("statuses", ["Asleep"]),),
    ),
    Watched("gains a boost", "When {x} gains a boost", "spell", "Target Character gains 1 boost."),
    Watched(
        "gains a counter",
        "When {x} gains a Sap counter",
        "spell",
        "Target Character gains 1 Sap counter.",
    ),
    Watched(
        "loses its last boost",
        "When {x} loses its last boost",
        "spell",
        "Remove all boosts from target Character.",
        entry=(("boosts", 1),),
        needs=frozenset({"boosts_min"}),
    ),
    Watched(
        "goes to Reserve (sent)",
        "When {x} goes to Reserve",
        "spell",
        "Send target Character to its owner's Reserve.",
    ),
    Watched("goes to Reserve (Rest)", "When {x} goes to Reserve", "night"),
)
"""The object events a Reaction watches, each with a board that makes it happen."""


def _card(name: str, kind: str, text: str = "", **extra: Any) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "type": kind, "hand_cost": 1, "reserve_cost": 1}
    if kind == "Character":
        card.update(forest=1, mountain=1, water=1)
    card.update(extra)
    if text:
        card.update(text=text, read_text=True)
    card["note"] = "A test card of the trigger board audit."
    return card


def sentence(event: Watched, predicate: Predicate) -> str:
    """The Watcher's printed text: the trigger with the description, then its effect."""
    words = event.words.format(x=predicate.words)
    return f"{words[0].upper()}{words[1:]} — Draw a card."


def unbuildable(event: Watched, predicate: Predicate) -> str:
    """Why no pair of boards shows this predicate on this event ("" when they can)."""
    if predicate.field in event.needs:
        return "the event needs what the predicate varies"
    subjects = (predicate.fit, predicate.miss)
    if event.how == "play":
        if predicate.in_play:
            return "a card in Hand has no status, boosts, token or controller in play to vary"
        if event.player and any(s.player and s.player != event.player for s in subjects):
            return f"the card played is {event.player}'s: the trigger names who plays it"
    if event.player and any(s.player and s.player != event.player for s in subjects):
        return f"the event is of {event.player}'s objects only"
    return ""


def board(event: Watched, predicate: Predicate, subject: Subject) -> dict[str, Any]:
    """The scenario data of one cell: the Watcher in p1's Hero Expedition printing the
    trigger, and the event happening to ``subject``."""
    player = subject.player or event.player or _P1
    cards = [_card(WATCHER, "Character", sentence(event, predicate))]
    entry: dict[str, Any] = {"card": WATCHER if subject.me else SUBJECT}
    for key, value in (*event.entry, *subject.entry):
        # the event's and the predicate's statuses both (an Asleep one that is exhausted)
        entry[key] = [*entry.get(key, []), *value] if key == "statuses" else value
    watcher: dict[str, Any] = {"card": WATCHER}
    if not subject.me:
        cards.append(_card(SUBJECT, "Character", **dict(subject.card)))
    elif event.how != "play":
        watcher = entry
    players: dict[str, dict[str, Any]] = {
        _P1: {"deck": [DRAWN, DRAWN], "hero_expedition": []},
        _P2: {"deck": [DRAWN, DRAWN]},
    }
    if not (subject.me and event.how == "play"):
        players[_P1]["hero_expedition"].append(watcher)
    script: list[dict[str, Any]] = []
    phase = "Afternoon"
    first = _P1
    if event.how == "play":
        plays = WATCHER if subject.me else SUBJECT
        side = players[_P1 if subject.me else player]
        cost = 1 if subject.me else int(dict(subject.card).get("hand_cost", 1))
        side.update(hand=[plays], mana=cost)
        script.append({"play": {"card": plays, "to": subject.zone}})
        first = _P1 if subject.me else player
    else:
        if not subject.me:
            key = f"{subject.zone}_expedition"
            players[player].setdefault(key, []).append(entry)
        if event.how == "spell":
            cards.append(_card(SPELL, "Spell", event.spell))
            players[_P1].update(hand=[SPELL], mana=1)
            script += [{"play": {"card": SPELL}}, {"answer": entry["card"]}]
        else:
            phase = "Night"  # Rest: Characters in Expeditions go to Reserve (4.2.5.b)
            script.append({"until": "Morning"})
            if not subject.me:  # the Watcher stays (4.2.5.b)
                watcher["statuses"] = ["Anchored"]
    return {
        "title": f"trigger board audit: {event.name} / {predicate.field}",
        "cards": cards,
        "phase": phase,
        "first_player": first,
        "players": players,
        "script": script,
    }


@dataclass(frozen=True, slots=True)
class Cell:
    """One (event, predicate) cell: its verdict and why (the run's trace line)."""

    kind: str  # the event's name
    field: str
    text: str
    verdict: str  # right / wrong / not read / not buildable
    why: str = ""
    trigger: str = ""  # the trigger kind the reader read (``TriggerKind``)


def _fired(data: dict[str, Any], path: Path) -> tuple[bool | None, str]:
    """Whether the Watcher's Reaction resolved (p1 drew), or None and why when the board
    did not load or run."""
    result = boards.run_board(data, path)
    if isinstance(result, str):
        return None, result
    problem = boards.run_problems(result)
    if problem:
        return None, problem
    drew = sum(result.state.name(o) == DRAWN for o in result.state.zone("hand:p1"))
    said = [t for t, _r in boards.engine_lines(result, WATCHER)]
    return drew > 0, (said[-1] if said else "no line names the Watcher")


def judge(event: Watched, predicate: Predicate, folder: Path) -> Cell:
    """Read the cell's sentence; when executable, play it on its two boards."""
    text = sentence(event, predicate)
    cell = (event.name, predicate.field, text)
    reading = grammar_alone(text)
    if not reading.executable:
        reason = next((a.reason for a in reading.abilities if a.reason), "not executable")
        return Cell(*cell, "not read", reason)
    reaction = reading.model.abilities[0].reaction if reading.model else None
    kind = str(reaction.trigger) if reaction is not None else ""
    why = unbuildable(event, predicate)
    if why:
        return Cell(*cell, "not buildable", why, kind)
    name = f"{event.name}_{predicate.field.replace(' ', '_')}"
    fit, fit_line = _fired(board(event, predicate, predicate.fit), folder / f"{name}_fit.yaml")
    miss, miss_line = _fired(board(event, predicate, predicate.miss), folder / f"{name}_miss.yaml")
    if fit is None or miss is None:
        return Cell(*cell, "not buildable", fit_line if fit is None else miss_line, kind)
    if fit and not miss:
        return Cell(*cell, "right", "", kind)
    if not fit:
        return Cell(*cell, "wrong", f"never fires on the object that fits: {fit_line}", kind)
    return Cell(*cell, "wrong", f"fires on the object that does not fit: {miss_line}", kind)


def audit(
    events: tuple[Watched, ...] = EVENTS, predicates: tuple[Predicate, ...] = PREDICATES
) -> list[Cell]:
    """Every cell of ``events`` × ``predicates``, on boards in a scratch folder."""
    with tempfile.TemporaryDirectory() as tmp:
        return [judge(e, p, Path(tmp)) for e in events for p in predicates]


def unwatched(cells: list[Cell]) -> list[str]:
    """The trigger kinds no cell read (phases, players' events, the bearer's own moves):
    not crossed with descriptions here."""
    seen = {c.trigger for c in cells}
    return [k.value for k in TriggerKind if k.value not in seen]


def _short(verdict: str) -> str:
    return {"right": "ok", "wrong": "WRONG", "not read": "-", "not buildable": "n/b"}[verdict]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--event", help="only this trigger kind")
    parser.add_argument("--wrong", action="store_true", help="list only the wrong cells")
    args = parser.parse_args()
    events = tuple(e for e in EVENTS if not args.event or e.name == args.event)
    filled = {f.name for f in ObjectFilter.__dataclass_fields__.values()}
    unknown = [p.field for p in PREDICATES if p.field.split(" ")[0] not in filled]
    assert not unknown, f"predicates naming no ObjectFilter field: {unknown}"
    cells = audit(events)
    fields = [p.field for p in PREDICATES]
    if not args.wrong:
        width = max(len(e.name) for e in events)
        print(" " * width, *(f"{i:>3}" for i in range(len(fields))))
        for e in events:
            row = [c for c in cells if c.kind == e.name]
            print(f"{e.name:<{width}}", *(f"{_short(c.verdict):>3}" for c in row))
        for i, name in enumerate(fields):
            print(f"  {i:>2}: {name}")
    print("\nwrong cells:")
    for c in cells:
        if c.verdict == "wrong":
            print(f"  {c.kind} / {c.field}: {c.text}\n      {c.why}")
    if not args.wrong:
        print("\nnot buildable / not read:")
        for c in cells:
            if c.verdict in ("not buildable", "not read"):
                print(f"  {c.kind} / {c.field} ({c.verdict}): {c.why[:150]}")
        kinds = sorted({c.trigger for c in cells if c.trigger})
        print(f"\ntrigger kinds read and played ({len(kinds)}): {', '.join(kinds)}")
        print(f"trigger kinds no cell reads ({len(unwatched(cells))})")
    counts = {
        v: sum(c.verdict == v for c in cells)
        for v in ("right", "wrong", "not read", "not buildable")
    }
    print(f"\n{len(cells)} cells: " + ", ".join(f"{n} {v}" for v, n in counts.items()))


if __name__ == "__main__":
    main()
