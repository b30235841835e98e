"""The origins of the statuses the rules of playing give, kept on the object as it gains them
(2.4.1.e) so that a later step deciding from the status says where it came from (issue 31):

* played from Reserve, a card gains Fleeting as it enters Limbo (2.4.7.a; 5.2.1.b, 5.2.2.b,
  5.2.4.a); a Spell with Fleeting in its text box gains it there too (2.4.7.b), or by a
  passive ability that says so (5.2.4.a);
* a Character or Expedition Permanent that had Fleeting in Limbo gains it again as it enters
  the Expedition zone (2.4.7.c; 5.2.1.c, 5.2.2.c) — said with where it had it in Limbo;
* a Spell with Cooldown that goes to the Reserve after resolving becomes exhausted (7.4.1.b);
* Mana Orbs and "me" exhausted to pay a cost (3.2.9.f, 7.1.4.a, 2.4.6.a).
"""

from __future__ import annotations

from engine.pipeline.status_origins import rule_origin
from engine.state.enums import Status
from engine.state.game_state import GameState
from engine.state.objects import StatusOrigin
from engine.state.said import possessive
from engine.why.table import why

__all__ = [
    "COOLDOWN_ORIGIN",
    "entering_fleeting_origin",
    "limbo_fleeting_origin",
    "mana_paid_origin",
    "quick_paid_origin",
]

COOLDOWN_ORIGIN = rule_origin(
    "by its Cooldown as it went to Reserve after resolving", why("play.cooldown"), Status.EXHAUSTED
)
"""7.4.1.b: a Spell with Cooldown that goes to the Reserve after its resolution becomes
exhausted."""


def limbo_fleeting_origin(
    from_reserve: bool, reserve_rules: tuple[str, ...], because: str, rules: tuple[str, ...]
) -> StatusOrigin:
    """How a card being played gains Fleeting as it enters Limbo: "as it was played from
    Reserve" (2.4.7.a), "by the Fleeting in its text box" (2.4.7.b), "by X's passive
    ability" (5.2.4.a) — ``because`` — or, for a Spell a passive ability gave it to with no
    words, "as it entered Limbo" with ``rules``."""
    said = ["as it was played from Reserve"] if from_reserve else []
    said += [because] if because else []
    how = " and ".join(said) or "as it entered Limbo"
    return rule_origin(how, (*(reserve_rules if from_reserve else ()), *rules))


def entering_fleeting_origin(state: GameState, limbo_object: str, point: str) -> StatusOrigin:
    """How a card that had Fleeting in Limbo gains it again as it enters the Expedition
    zone (2.4.7.c, ``point``'s rules), said with how it had it in Limbo: "as it was played
    from Reserve, then again as it entered the Expedition zone"."""
    had = state.objects[limbo_object].origin(Status.FLEETING)
    entered = "as it entered the Expedition zone"
    if had is None:  # the judge's set-up gave it in Limbo
        return rule_origin(f"{entered}, having had Fleeting in Limbo", why(point))
    if had.rules:
        return rule_origin(f"{had.source}, then again {entered}", (*had.rules, *why(point)))
    first = f"in Limbo from {had.source}, then again {entered}"
    return rule_origin(first, (*why("value.status_given"), *why(point)))


def mana_paid_origin(card_name: str) -> StatusOrigin:
    """A Mana Orb exhausted to pay for the card played (5.1.2.i, 3.2.9.f)."""
    return rule_origin(f"to pay for {card_name}", why("value.mana_paid"), Status.EXHAUSTED)


def quick_paid_origin(name: str, mana: bool, exhaust_me: bool) -> StatusOrigin:
    """Mana Orbs and / or the object itself exhausted to pay for its quick action (3.2.9.f;
    [exhaust me], 7.1.4.a)."""
    rules = (
        *(why("value.mana_paid") if mana else ()),
        *(why("value.exhaust_me_paid") if exhaust_me else ()),
    )
    return rule_origin(f"to pay for {possessive(name)} quick action", rules, Status.EXHAUSTED)
