"""The (term, decision) pairs :mod:`card_words_citation_audit` asks: each a small board
around a "Watcher" whose printed text uses a section-7.5 term or an ability word of 7.1.1,
the outcome expected and the rule that must be cited at that decision (issue 31). Kept apart
from the runner: the table is data, written by reading CR 5.0 term by term.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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
        "7.5.6.c",  # the criterion that matched (7.5.6.a introduces the list: only relevant)
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
        "switching joins one of your Expeditions (several, each on its own: 7.4.4.j)",
        "7.5.10.c",
        "When a Character joins your Expeditions — Draw a card.",
        "Afternoon",
        _SWITCH_VANILLA,
        True,
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
        "switching leaves one of your Expeditions (several, each on its own: 7.4.4.j)",
        "7.5.11.c",
        "When a Character leaves your Expeditions — Draw a card.",
        "Afternoon",
        _SWITCH_VANILLA,
        True,
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
