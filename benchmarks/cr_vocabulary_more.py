"""More slots for ``cr_vocabulary_audit.py`` (issue 30): a "can't" an effect gives for a
time, an Expedition moving backward, "facing me", and the limits of plays per Day.

- "[object] can't gain [status] / can't be [verb]ed [duration]" and "[object] loses and
  can't gain [status] [duration]" (1.4.1.a, 2.2.15.a, 7.3.21): every status of 2.4.1.a an
  object gains, every keyword of 7.4 (refused: a keyword is an ability an effect grants,
  not an atomic action the engine refuses), the "can't be" verb of each atomic action the
  engine restricts (7.3.36 sacrifice, 7.3.13 exhaust, 7.3.28 ready, 7.3.7 discard, 7.3.32.c
  sent to Reserve; 6.5.b targeted), for a target, "me" and each duration;
- "[Expedition] moves backward [one region]" (7.3.24.a) for each Expedition a step names;
- "[step on] target Character facing me" (7.5.2, 7.3.1.e) and "… in the same Expedition as
  me" (7.5.5.a) for steps on an object; "If I'm the only Character in my Expedition"
  (7.5.5.b);
- "Put [object] on top of / at the bottom of its owner's Deck", "Send / Return [object] to
  the top / bottom / Nth position from the top of its owner's Deck" (3.2.2, 1.1.3.d);
- "Once / Twice per Day." (1.4.6.b) after a quick action, and what the CR has no word for:
  "once per turn" and "reroll" (7.3.33.c) — composed, and reported not read with the reason.
"""

from __future__ import annotations

from collections.abc import Callable

Add = Callable[[str, str, str], None]

CANT_BE_VERBS: dict[str, str] = {
    "sacrificed": "7.3.36.a",
    "exhausted": "7.3.13.a",
    "readied": "7.3.28.a",
    "discarded": "7.3.7.a",
    "sent to Reserve": "7.3.32.c",
    "targeted": "6.5.b",
}
DURATIONS = ("this turn", "this Day", "until end of turn")
WHO = ("Target Character", "I", "Target Character you control")


def compose_more(statuses: tuple[str, ...], keywords: tuple[str, ...], add: Add) -> None:
    """Add the compositions of this module's slots through ``add(kind, rule, text)``."""
    gained = [s for s in statuses if s not in ("Boosted", "Ascended", "Exhausted")]
    for who in WHO:
        for duration in DURATIONS:
            for word in (*gained, "statuses", "boosts", *keywords):
                said = f"[[{word}]]" if word in keywords else word
                add("can't for a time", "1.4.1.a", f"{{J}} {who} can't gain {said} {duration}.")
            for verb, rule in CANT_BE_VERBS.items():
                add("can't for a time", rule, f"{{J}} {who} can't be {verb} {duration}.")
            for word in gained:
                loses = "lose" if who == "I" else "loses"
                add(
                    "can't for a time",
                    "7.3.21.a",
                    f"{{J}} {who} {loses} and can't gain {word} {duration}.",
                )
    for expedition in ("My Expedition", "Target Expedition", "The Expedition facing me"):
        for said in ("backward", "backwards", "backward one region"):
            add("moves backward", "7.3.24.a", f"{{J}} {expedition} moves {said}.")
    for step in (
        "Target Character facing me gains Asleep.",
        "Sacrifice target Character facing me.",
        "Target Character facing me gains 1 boost.",
        "Send target Character facing me to Reserve.",
        "Exhaust target Character facing me.",
    ):
        add("facing me", "7.5.2", f"{{J}} {step}")
        same = step.replace("facing me", "in the same Expedition as me")
        add("my Expedition said", "7.5.5.a", f"{{J}} {same}")
    for then in ("draw a card", "I gain 1 boost", "target Character gains Asleep"):
        for said in ("I'm", "I am"):
            cond = f"If {said} the only Character in my Expedition"
            add("my Expedition said", "7.5.5.b", f"{{J}} {cond}, {then}.")
    for limit in ("Once per Day.", "Twice per Day.", "Only once per Day.", "Once each Day."):
        add("plays per Day", "5.3.e", f"{{T}}: Draw a card. {limit}")
        add("plays per Day", "5.3.e", f"{{2}}: I gain 1 boost. {limit}")
    add("plays per Day", "5.3.e", "{T}: Draw a card. Activate this only once per turn.")
    for who, whose in (("target Character", "its owner's"), ("me", "my owner's")):
        for verb in ("Put", "Send", "Return"):
            for place in ("on top of", "at the bottom of", "to the top of", "to the bottom of"):
                if (verb == "Put") != place.startswith(("on", "at")):
                    continue  # "put … on top of", "send / return … to the top of"
                add("owner's Deck", "3.2.2", f"{{J}} {verb} {who} {place} {whose} Deck.")
            if verb != "Put":
                for nth in ("second", "third", "sixth"):
                    where = f"to the {nth} position from the top of {whose} Deck"
                    add("owner's Deck", "3.2.2.c", f"{{J}} {verb} {who} {where}.")
    add("plays per Day", "7.3.33.c", "{J} Roll a die. You may reroll it.")
