"""gx (issue 30, session 36): A STATUS SAID AS HAD BY A PASSIVE ABILITY — "Characters you
control with 2 or more Ember counters are [[Anchored]]", "… with no boosts are [[Asleep]]",
"I am [[Anchored]]" — is read by hand, with the rules that say why.

CR 5.0 gives no passive ability a status as a continuing fact: a status is not a
characteristic (2.2 lists the characteristics; statuses are 2.4), passive abilities change
characteristics (2.3.1.a, 2.3.1.d), and "an object's statuses do not change unless an
effect causes them to change" (2.4.1.e) — an effect being what a Spell, a quick action, a
Reaction, a daily or a turn effect does as it resolves (1.2.6.a), once: the object gains
the status from then on (7.3.16.a), and loses it at Rest (Anchored 2.4.2, Asleep 2.4.4).
The one status a passive ability gives is Fleeting, a Spell's, as it is played (2.4.7.b) —
read elsewhere. Boosted is never gained or lost directly (2.4.5.b). So the engine keeps no
status "while a condition holds", and a passive saying one is refused."""

from __future__ import annotations


def status_had_reason(status: str) -> str:
    """The refusal's reason for ``status`` said where a keyword or a passive's quality stands
    ("are [[Anchored]]", "Anchored." on a keyword line)."""
    name = status.strip("[]").capitalize()  # the status as the rules name it (2.4.1.a)
    if name == "Boosted":
        return (
            f"'{status}' is a status, not a keyword: an object is Boosted while it has a boost "
            "and never gains or loses Boosted directly (2.4.5.a, 2.4.5.b)"
        )
    return (
        f"'{status}' is a status, not a keyword: a status changes only when an effect makes "
        "it change (2.4.1.e) — an object gains it from then on (7.3.16.a) — and a passive "
        "ability changes characteristics, not statuses (2.3.1.a); only a Spell's Fleeting is "
        "had by a passive ability (2.4.7.b)"
    )
