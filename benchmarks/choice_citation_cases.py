"""Every choice the engine offers or does not offer that is not a target, cited by the rule
that decides it (issue 31): the second half of ``refusal_citation_audit.py``.

A judge asked "why may I not choose that?" — or "I chose it: why did nothing happen?" —
wants the rule that decides *this* choice. Each case builds a small board around one test
card, runs its script to the decision (or past it), and names the words of the trace line
that says why an option is, or is not, offered, and the rules that line must cite (read
from CR 5.0: the most specific rule, and the general one beside it where both apply):

- the **modes** of "Choose one:" and of "[A] or [B]": a mode a "can't" makes impossible
  (6.1.g, 1.4.1.a), an "or" whose step has nothing to choose (6.1.g, and the rule of that
  nothing: 7.3.36.a for a sacrifice), every mode impossible (6.1.g), a mode offered whose
  target is missing, chosen, doing nothing (6.5.b);
- **a card of your choice** in a personal zone — Hand, Reserve, Discard pile: only the
  chooser's own (1.2.1.d, 3.1.2.b); one's own Hand looked at to choose (3.2.5.b);
- a card an effect offers to **play** ("you may play it", "play a Character from your
  Reserve") whose own "I can't be played" holds: not asked, not offered — its "can't" works
  in the zone it would be played from (1.2.4.d) and beats the effect's "can" (1.4.1.a);
- objects given as a **cost**: only objects in play the player controls are sacrificed
  (7.3.36.a), a card discarded from one's own Reserve (1.2.1.d, 3.1.2.b);
- **"up to N"** with fewer to choose: targets chosen once each (6.5.b), cards of a Reserve
  (6.1.g), the top cards of a short Deck (3.2.2.e);
- **your Mana Orbs** with an exhausted one offered: still a Mana Orb (3.2.9.c);
- the **Reserve and Landmark limits** at Clean-up (4.2.5.c with 3.2.10.b, 3.2.7.c) and each
  player choosing in initiative order (6.1.h);
- the **order of simultaneous Reactions** (4.4.b, 5.1.1.c), the player with initiative first
  (the Remark of 4.4.b: 4.4.b cited);
- what a **Gigantic, Scout or Fleeting** card may or may not do: a Gigantic Character played
  into one Expedition (7.4.4.c), Scout's cost offered from Hand only (7.4.5.b, 7.4.5.c), a
  Fleeting Character sent to Reserve discarded instead (2.4.7.d).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from _common import audit_character, audit_spell

SPELL = "Audit Spell"
SUBJECT = "Audit Subject"
LOCK = "Audit Lock"
NOTE = "A test card of the refusal citation audit."


def spell(text: str, cost: int = 1) -> dict[str, Any]:
    """The test Spell p1 plays, printing ``text``."""
    return audit_spell(SPELL, text, cost, NOTE)


def landmark(name: str, text: str) -> dict[str, Any]:
    """A Landmark Permanent named ``name`` printing ``text``."""
    return {"name": name, "type": "Permanent", "zone_type": "Landmark", "hand_cost": 1,
            "reserve_cost": 1, "text": text, "read_text": bool(text), "note": NOTE}  # fmt: skip


@dataclass(frozen=True, slots=True)
class ChoiceCase:
    """One choice offered or not: the board, the script, the words ``says`` of the trace
    line that says why (matched without regard to case), the rules that line must cite,
    and the option words the decision the run stops at must not offer (``excluded``) or
    must offer (``offered``)."""

    name: str
    cites: tuple[str, ...]
    says: str
    cards: tuple[dict[str, Any], ...]
    script: tuple[dict[str, Any], ...]
    p1: dict[str, Any] = field(default_factory=dict)
    p2: dict[str, Any] = field(default_factory=dict)
    phase: str = "Afternoon"
    excluded: tuple[str, ...] = ()
    offered: tuple[str, ...] = ()

    def board(self) -> dict[str, Any]:
        return {"title": f"choice audit: {self.name}", "cards": list(self.cards),
                "phase": self.phase, "first_player": "p1",
                "players": {"p1": self.p1, "p2": self.p2},
                "script": list(self.script)}  # fmt: skip


def _spell_case(
    name: str,
    text: str,
    cites: tuple[str, ...],
    says: str,
    p1: dict[str, Any] | None = None,
    p2: dict[str, Any] | None = None,
    after: tuple[dict[str, Any], ...] = (),
    extra: tuple[dict[str, Any], ...] = (),
    excluded: tuple[str, ...] = (),
    offered: tuple[str, ...] = (),
) -> ChoiceCase:
    """p1 plays a Spell printing ``text`` (then the script items ``after``)."""
    mine = {"hand": [SPELL], "mana": 1, **(p1 or {})}
    return ChoiceCase(name, cites, says, (spell(text), *extra),
                      ({"play": {"card": SPELL}}, *after), mine, p2 or {},
                      excluded=excluded, offered=offered)  # fmt: skip


_NO_COUNTERS = landmark(LOCK, "Cards in play or in Reserve with counters can't gain counters.")
_BOOSTED = {"card": "Vanilla 2/2/2", "counters": {"boost": 1}}
_DECK = ["Vanilla 1/1/1", "Vanilla 1/1/1"]
PROUD = "Proud Knight"
_PROUD = {"name": PROUD, "type": "Character", "hand_cost": 2, "reserve_cost": 2, "forest": 2,
          "mountain": 2, "water": 2, "read_text": True, "note": NOTE,
          "text": "I can't be played if you have less than four Mana Orbs."}  # fmt: skip

CHOICE_CASES: tuple[ChoiceCase, ...] = (
    # ------------------------------------------------------------ modes (6.5.g, 6.1.g)
    _spell_case(
        "mode: one a 'can't' makes impossible is not offered",
        "Choose one: • Each Character you control gains 2 boosts. • Draw a card.",
        ("6.1.g", "1.4.1.a"),
        "makes it impossible",
        {"hero_expedition": [_BOOSTED], "landmarks": [LOCK], "deck": _DECK},
        extra=(_NO_COUNTERS,),
        excluded=("gains 2 boosts",),
    ),
    _spell_case(
        "mode: every mode a 'can't' makes impossible, none chosen",
        "Choose one: • Each Character you control gains 2 boosts. "
        "• Each Character you control gains 1 boost.",
        ("6.1.g", "1.4.1.a"),
        "every mode impossible",
        {"hero_expedition": [_BOOSTED], "landmarks": [LOCK]},
        extra=(_NO_COUNTERS,),
    ),
    _spell_case(
        "or: a sacrifice with nothing to sacrifice is not offered",
        "Sacrifice a Character or draw a card.",
        ("6.1.g", "7.3.36.a"),
        "nothing to choose",
        {"deck": _DECK},
        {"hero_expedition": ["Vanilla 2/2/2"]},
        excluded=("Sacrifice",),
    ),
    _spell_case(
        "mode: offered with no suitable target, chosen, does nothing",
        "Choose one: • Discard target Character in a Reserve. • Draw a card.",
        ("6.5.b",),
        "no suitable target",
        {"deck": _DECK},
        after=({"answer": "Discard target Character in a Reserve."},),
    ),
    _spell_case(
        "may: a 'you may' a 'can't' makes impossible is not asked",
        "You may have each Character you control gain 2 boosts.",
        ("6.1.g", "1.4.1.a"),
        "can't",
        {"hero_expedition": [_BOOSTED], "landmarks": [LOCK]},
        extra=(_NO_COUNTERS,),
    ),
    # a card's own "I can't be played" works where it would be played from (1.2.4.d) and
    # beats the effect's "you may play" (1.4.1.a): both cited (cite34, blind batch 26's 07)
    _spell_case(
        "may: 'you may play it' on a card its own 'can't' holds for is not asked",
        "[Resupply]. If you put a Character in Reserve this way, you may immediately play it "
        "for {1} less.",
        ("6.1.g", "2.2.12.g", "1.4.1.a"),
        "is not asked whether to play it",
        {"deck": [PROUD, "Vanilla 1/1/1"], "mana": 3},
        after=({"answer": ["Mana Orb 1"]},),  # which of the three ready orbs pays (5.1.2.i)
        extra=(_PROUD,),
    ),
    _spell_case(
        "your Reserve: a card its own 'can't' holds for is not offered to play",
        "You may play a Character from your Reserve for free.",
        ("6.1.g", "2.2.12.g", "1.4.1.a"),
        "not offered: Proud Knight",
        {"reserve": [PROUD, "Vanilla 1/1/1"]},
        after=({"answer": "yes"},),
        extra=(_PROUD,),
        excluded=(PROUD,),
    ),
    _spell_case(
        "mode: choose up to two, the controller stops after one",
        "Choose up to two: • Draw a card. • Each Character you control gains 1 boost.",
        ("6.5.g",),
        "no more",
        {"deck": _DECK, "hero_expedition": ["Vanilla 1/1/1"]},
        after=({"answer": "Draw a card."},),
        offered=("Each Character",),
    ),
    # ------------------------------------------------------------ a card of your choice
    _spell_case(
        "your Hand: the opponent's Hand is not offered",
        "Discard a card from your Hand.",
        ("6.1.g", "3.1.2.b", "3.2.5.b"),
        "chooses what to discard for Audit Spell",
        {"hand": [SPELL, "Vanilla 1/1/1"]},
        {"hand": ["Vanilla 2/2/2"]},
        excluded=("Vanilla 2/2/2",),
    ),
    _spell_case(
        "your Reserve: the opponent's Reserve is not offered",
        "Return a card from your Reserve to your Hand.",
        ("6.1.g", "3.1.2.b"),
        "chooses what to return for Audit Spell",
        {"reserve": ["Vanilla 1/1/1"]},
        {"reserve": ["Vanilla 2/2/2"]},
        excluded=("Vanilla 2/2/2",),
    ),
    _spell_case(
        "your Discard pile: the opponent's is not offered",
        "Return a Character from your Discard pile to your Hand.",
        ("6.1.g", "3.1.2.b"),
        "chooses what to return for Audit Spell",
        {"discard": ["Vanilla 1/1/1"]},
        {"discard": ["Vanilla 2/2/2"]},
        excluded=("Vanilla 2/2/2",),
    ),
    # ------------------------------------------------------------ objects given as a cost
    ChoiceCase(
        "cost: 'Sacrifice a Character' offers only the player's own",
        ("7.3.36.a", "6.1.a"),
        "chooses what to sacrifice",
        (landmark(SUBJECT, "Sacrifice a Character : Draw a card."),),
        ({"quick_action": {"card": SUBJECT, "ability": 0}},),
        {"landmarks": [SUBJECT], "hero_expedition": ["Vanilla 1/1/1"], "mana": 1},
        {"hero_expedition": ["Vanilla 2/2/2"]},
        excluded=("Vanilla 2/2/2",),
    ),
    ChoiceCase(
        "cost: 'Discard a card from your Reserve' offers only the player's own",
        ("6.1.a", "3.1.2.b"),
        "chooses what to discard",
        (landmark(SUBJECT, "Discard a card from your Reserve : Draw a card."),),
        ({"quick_action": {"card": SUBJECT, "ability": 0}},),
        {"landmarks": [SUBJECT], "reserve": ["Vanilla 1/1/1"], "mana": 1, "deck": _DECK},
        {"reserve": ["Vanilla 2/2/2"]},
        excluded=("Vanilla 2/2/2",),
    ),
    _spell_case(
        "each player sacrifices: one with nothing to sacrifice, the other still does",
        "Each player sacrifices a Character.",
        ("7.3.36.a", "6.5.h"),
        "nothing to sacrifice",
        {"hero_expedition": ["Vanilla 1/1/1"]},
        {},
        after=({"answer": "Vanilla 1/1/1"},),
    ),
    _spell_case(
        "sacrifice two with only one: the part that cannot be done is ignored",
        "Sacrifice two Characters.",
        ("6.5.h",),
        "chooses 1",
        {"hero_expedition": ["Vanilla 1/1/1"]},
        {"hero_expedition": ["Vanilla 2/2/2"]},
        excluded=("Vanilla 2/2/2",),
    ),
    _spell_case(
        "target opponent discards from their Hand: they choose, their own",
        "Target opponent discards a card from their Hand.",
        ("6.1.g",),
        "discard",
        {"hand": [SPELL, "Vanilla 1/1/1"]},
        {"hand": ["Vanilla 2/2/2", "Vanilla 3/1/0"]},
        after=({"answer": "p2"},),
        excluded=("Vanilla 1/1/1",),
    ),
    _spell_case(
        "effect: 'Sacrifice a Character' offers only the player's own",
        "Sacrifice a Character. Draw a card.",
        ("7.3.36.a", "6.1.g"),
        "only what p1 controls",
        {"hero_expedition": ["Vanilla 1/1/1", "Vanilla 3/1/0"], "deck": _DECK},
        {"hero_expedition": ["Vanilla 2/2/2"]},
        excluded=("Vanilla 2/2/2",),
    ),
    _spell_case(
        "effect cost: 'You may sacrifice a Character to' offers only the player's own",
        "You may sacrifice a Character to draw two cards.",
        ("7.3.36.a",),
        "only what p1 controls",
        {"hero_expedition": ["Vanilla 1/1/1", "Vanilla 3/1/0"], "deck": _DECK},
        {"hero_expedition": ["Vanilla 2/2/2"]},
        after=({"answer": "yes"},),
        excluded=("Vanilla 2/2/2",),
    ),
    _spell_case(
        "effect cost: 'You may discard a card from your Reserve to' offers only the player's own",
        "You may discard a card from your Reserve to draw a card.",
        ("3.1.2.b",),
        "own Reserve",
        {"reserve": ["Vanilla 1/1/1", "Vanilla 3/1/0"], "deck": _DECK},
        {"reserve": ["Vanilla 2/2/2"]},
        after=({"answer": "yes"},),
        excluded=("Vanilla 2/2/2",),
    ),
    ChoiceCase(
        "effect cost: spending counters the object does not have",
        ("7.3.38.b", "6.4.c"),
        "to spend",
        (audit_character(SUBJECT, "{H} You may spend 1 of my boosts to draw a card.", 1, NOTE),),
        ({"play": {"card": SUBJECT, "to": "hero"}},),
        {"hand": [SUBJECT], "mana": 1, "deck": _DECK},
    ),
    # ------------------------------------------------------------ up to N, fewer available
    _spell_case(
        "up to two targets with one suitable",
        "Up to two target Characters you control gain 1 boost.",
        ("6.5.b", "6.1.g"),
        "chooses up to 1",
        {"hero_expedition": ["Vanilla 1/1/1"]},
    ),
    _spell_case(
        "up to two cards of a Reserve holding one",
        "Return up to two cards from your Reserve to your Hand.",
        ("6.1.g",),
        "return",
        {"reserve": ["Vanilla 1/1/1"]},
    ),
    _spell_case(
        "the top three cards of a Deck holding one",
        "Look at the top three cards of your Deck. Put one of them in your Hand.",
        ("3.2.2.e",),
        "looked at",
        {"deck": ["Vanilla 1/1/1"]},
    ),
    # ------------------------------------------------------------ limits at Night (4.2.5.c)
    ChoiceCase(
        "Clean-up: the Reserve over its limit",
        ("4.2.5.c", "3.2.10.b"),
        "Clean-up",
        (),
        (),
        {"reserve": ["Vanilla 1/1/1", "Vanilla 2/2/2", "Vanilla 3/1/0"]},
        {"reserve": ["Vanilla 1/1/1"]},
        phase="Night",
        excluded=("p2's Reserve",),
    ),
    ChoiceCase(
        "Clean-up: the Landmarks over their limit",
        ("4.2.5.c", "3.2.7.c"),
        "Clean-up",
        (landmark("Plain A", ""), landmark("Plain B", ""), landmark("Plain C", "")),
        (),
        {"landmarks": ["Plain A", "Plain B", "Plain C"]},
        {},
        phase="Night",
    ),
    ChoiceCase(
        "Clean-up: both players over, in initiative order",
        ("4.2.5.c", "6.1.h"),
        "Clean-up",
        (),
        ({"answer": ["Vanilla 1/1/1", "Vanilla 2/2/2"]},),
        {"reserve": ["Vanilla 1/1/1", "Vanilla 2/2/2", "Vanilla 3/1/0"]},
        {"reserve": ["Vanilla 1/1/1", "Vanilla 2/2/2", "Vanilla 3/1/0"]},
        phase="Night",
    ),
    ChoiceCase(
        "Clean-up: within the limits, nothing to choose",
        ("4.2.5.c",),
        "Clean-up",
        (),
        (),
        {"reserve": ["Vanilla 1/1/1"]},
        {"reserve": ["Vanilla 1/1/1"]},
        phase="Night",
    ),
    _spell_case(
        "up to two of your Mana Orbs to ready, one exhausted",
        "Ready up to two of your Mana Orbs.",
        ("6.1.g",),
        "chooses up to",
        {"mana": 2},
        after=({"answer": ["p1 orb 1"]},),
    ),
    _spell_case(
        "your Mana Orbs, every one exhausted to pay: still Mana Orbs to choose among",
        "Discard one of your Mana Orbs. If you do, draw a card.",
        ("3.2.9.c", "6.1.g"),
        "chooses 1 Mana Orb to discard",
        {"mana": 1, "deck": _DECK},
    ),
    # ------------------------------------------------------------ simultaneous Reactions
    ChoiceCase(
        "Reactions: the player with initiative orders their own",
        ("4.4.b",),
        "Reaction",
        (
            landmark("Watcher A", "When another Character joins your Expeditions — Draw a card."),
            landmark("Watcher B", "When another Character joins your Expeditions — Draw a card."),
        ),
        ({"play": {"card": "Vanilla 1/1/1", "to": "hero"}},),
        {
            "hand": ["Vanilla 1/1/1"],
            "mana": 1,
            "landmarks": ["Watcher A", "Watcher B"],
            "deck": _DECK,
        },
    ),
    ChoiceCase(
        "Reactions: both players', the player with initiative plays all theirs first",
        ("4.4.b",),
        "Reaction",
        (
            landmark("Watcher A", "When a Character joins an Expedition — Draw a card."),
            landmark("Watcher B", "When a Character joins an Expedition — Draw a card."),
        ),
        ({"play": {"card": "Vanilla 1/1/1", "to": "hero"}},),
        {"hand": ["Vanilla 1/1/1"], "mana": 1, "landmarks": ["Watcher A"], "deck": _DECK},
        {"landmarks": ["Watcher B"], "deck": _DECK},
    ),
    ChoiceCase(
        "Reactions: a support Reaction of an exhausted card in Reserve, said at the event",
        ("2.4.6.e",),
        "support Reaction does not activate",
        (
            audit_character(
                SUBJECT,
                "{I} When another Character joins your Expeditions — I gain 1 boost.",
                2,
                NOTE,
            ),
        ),
        ({"play": {"card": "Vanilla 1/1/1", "to": "hero"}},),
        {
            "hand": ["Vanilla 1/1/1"],
            "mana": 1,
            "reserve": [{"card": SUBJECT, "statuses": ["Exhausted"]}],
        },
    ),
    ChoiceCase(
        "Reactions: an 'At Noon' support Reaction of an exhausted card in Reserve",
        ("2.4.6.e",),
        "support Reaction does not activate",
        (audit_character(SUBJECT, "{I} At Noon — I gain 1 boost.", 2, NOTE),),
        (),
        {"reserve": [{"card": SUBJECT, "statuses": ["Exhausted"]}], "deck": _DECK},
        {"deck": _DECK},
        phase="Morning",
    ),
    # ------------------------------------------------------------ Gigantic, Scout, Fleeting
    _spell_case(
        "Gigantic: 'each Character in target Expedition' finds it once",
        "Each Character in target Expedition gains 1 boost.",
        ("7.4.4.b",),
        "Gigantic",
        {"companion_expedition": [SUBJECT]},
        after=({"answer": "p1:hero"},),
        extra=(audit_character(SUBJECT, "[[Gigantic]].", 1, NOTE),),
    ),
    ChoiceCase(
        "Fleeting: a Character played from Reserve enters play Fleeting",
        ("2.4.7.a",),
        "Fleeting",
        (),
        ({"play": {"card": "Vanilla 1/1/1", "from": "reserve", "to": "hero"}},),
        {"reserve": ["Vanilla 1/1/1"], "mana": 1},
    ),
    ChoiceCase(
        "Fleeting Spell: played from Reserve, discarded after resolving",
        ("2.4.7.e",),
        "Discard pile",
        (spell("Draw a card."),),
        ({"play": {"card": SPELL, "from": "reserve"}},),
        {"reserve": [SPELL], "mana": 1, "deck": _DECK},
    ),
    ChoiceCase(
        "Gigantic: played into one Expedition, joins both",
        ("7.4.4.c",),
        "Gigantic",
        (audit_character(SUBJECT, "[[Gigantic]].", 1, NOTE),),
        ({"play": {"card": SUBJECT, "to": "hero"}},),
        {"hand": [SUBJECT], "mana": 1},
    ),
    ChoiceCase(
        "Gigantic: a token created 'in my Expedition', one of both chosen",
        ("7.4.4.h",),
        "Expedition of token",
        (
            audit_character(
                SUBJECT,
                "[[Gigantic]].  {J} Create an [Ordis Recruit 1/1/1] Soldier token in my "
                "Expedition.",
                1,
                NOTE,
            ),
        ),
        ({"play": {"card": SUBJECT, "to": "hero"}},),
        {"hand": [SUBJECT], "mana": 1},
    ),
    ChoiceCase(
        "Scout: played with Scout, the Reaction that sends it to Reserve",
        ("7.4.5.c",),
        "Send me to Reserve",
        (audit_character(SUBJECT, "[[Scout]] 1.", 3, NOTE),),
        (
            {"answer": f"play {SUBJECT} from hand with Scout 1 for 1 in hero Expedition"},
            {"answer": ["p1 orb 1"]},
        ),
        {"hand": [SUBJECT], "mana": 3},
    ),
    ChoiceCase(
        "Scout: its cost offered from Hand only, not from Reserve",
        ("7.4.5.b",),
        "Scout",
        (audit_character(SUBJECT, "[[Scout]] 1.", 3, NOTE),),
        (),
        {"reserve": [SUBJECT], "mana": 3},
        excluded=("with Scout",),
    ),
    ChoiceCase(
        "Scout: its cost offered from Hand, paid instead of the Hand Cost",
        ("7.4.5.c",),
        "Scout",
        (audit_character(SUBJECT, "[[Scout]] 1.", 3, NOTE),),
        ({"answer": f"play {SUBJECT} from hand with Scout 1 for 1 in hero Expedition"},),
        {"hand": [SUBJECT], "mana": 3},
    ),
    _spell_case(
        "Fleeting: sent to Reserve, discarded instead",
        "Send target Character to its owner's Reserve.",
        ("2.4.7.d",),
        "replaced by rule 2.4.7.d",
        {},
        {"hero_expedition": [{"card": "Vanilla 2/2/2", "statuses": ["Fleeting"]}]},
        after=({"answer": "Vanilla 2/2/2"},),
    ),
)
"""Each choice offered or not, on its board, with the words and rules of its line."""
