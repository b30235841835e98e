"""More slots for ``cr_vocabulary_audit.py`` (issue 30): each event in every trigger form,
the "can't" of every status and keyword, and a die's results said every way.

- trigger forms x events: "When [event] —", "Each time [event] —", "The first time [event]
  each turn —" (4.2.3), for events of the CR's vocabulary — a die rolled (7.3.33.a) or of a
  result, a status gained (7.3.16.a), a token entering play (7.3.10.a, 7.3.30.a), the bearer
  returned to Hand (7.3.32.a), a Character sacrificed (7.3.36.a), a Gift made (7.3.22.a), a
  player passing (4.2.3.d), a Resupply (7.3.31.a), a join (7.5.10.a);
- "can't" x every status of 2.4.1.a and every keyword of 7.4 (1.4.1.a), for "I" and for a
  group; "can't be sent / returned to Reserve" (7.3.32.c);
- a die's results (7.3.33.b): "On a [N]: …", "If you roll [N] or more, …", "… Otherwise, …"
  for every face.

What the engine does not count ("the first time … each turn" of most events, "can't gain"
a keyword) is composed too: the audit reports it as not read, the reader's reason naming it.
"""

from __future__ import annotations

from collections.abc import Callable

Add = Callable[[str, str, str], None]

EVENTS: dict[str, str] = {
    "you roll a die": "7.3.33.a",
    "you roll a 6": "7.3.33.a",
    "you roll a 4 or more": "7.3.33.a",
    "an opponent rolls a 1-3": "7.3.33.a",
    "a Character you control gains a status": "7.3.16.a",
    "I gain a status": "7.3.16.a",
    "a token enters play under your control": "7.3.10.a",
    "I'm returned to your Hand": "7.3.32.a",
    "you sacrifice a Character": "7.3.36.a",
    "you make a Gift": "7.3.22.a",
    "an opponent passes": "4.2.3.d",
    "you Resupply": "7.3.31.a",
    "a Character joins my Expedition": "7.5.10.a",
}


def compose_forms(statuses: tuple[str, ...], keywords: tuple[str, ...], add: Add) -> None:
    """Add the compositions of this module's slots through ``add(kind, rule, text)``."""
    for event, rule in EVENTS.items():
        for form in (
            "When {e} \u2014 ",
            "Each time {e} \u2014 ",
            "The first time {e} each turn \u2014 ",
        ):
            add("trigger form x event", rule, form.format(e=event) + "Draw a card.")
    gained = [s for s in statuses if s not in ("Boosted", "Ascended")]
    for said in (*gained, "statuses", "a status", *keywords):
        word = f"[[{said}]]" if said in gained or said in keywords else said
        for who in ("I", "Characters you control", "Your Characters"):
            add("can't gain", "1.4.1.a", f"{who} can't gain {word}.")
    for verb in ("sent to Reserve", "returned to their owner's Reserve", "put in Reserve"):
        add("can't gain", "7.3.32.c", f"Characters you control can't be {verb}.")
    for n in range(1, 7):
        add("die result said", "7.3.33.b", f"{{J}} Roll a die. On a {n}: Draw a card.")
        add(
            "die result said",
            "7.3.33.b",
            f"{{J}} Roll a die. On a {n}, draw two cards. Otherwise, draw a card.",
        )
        add(
            "die result said",
            "7.3.33.b",
            f"{{J}} Roll a die. If you roll {n} or more, draw a card.",
        )
