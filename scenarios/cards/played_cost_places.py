"""The words of a cost alteration's cards (5.1.2.f) beyond who plays them and the one zone
:func:`~scenarios.cards.compile_passives.played_cost_scope` reads: where they are played
into ("Characters you play in my Expedition", "… your opponents play in the Expedition
facing me", "… in your Hero Expedition": the Expedition chosen in the declaration of intent,
before costs are paid, 5.1.2.c, 5.2.1.a), "from hand or Reserve" (both zones a card is
played from: no restriction, 5.1.2.d), and the Permanents of one zone type ("Landmark
Permanents you play", 2.2.3.b).

A place no card of those players can be played into ("Characters your opponents play in my
Expedition": a player plays only into their own Expeditions, 5.2.1.a) is refused naming it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.play.cost_places import INTO_FACING_ME, INTO_MY_EXPEDITION
from engine.state.enums import CardType, PermanentZone

_INTO = re.compile(
    r" in (?P<place>my expedition|the expedition facing me|(?P<whose>your|their) "
    r"(?P<kind>hero|companion) expedition)(?= |$)"
)
_BOTH_ZONES = re.compile(
    r" from (?:your |their )?(?:hand|reserve) or (?:your |their )?(?:hand|reserve)"
)
_ZONE_TYPED = re.compile(r"^(?P<other>other )?(?P<zone>landmark|expedition) permanent(?:s)? ")
_YOURS = ("you play",)
_THEIRS = ("your opponents play", "an opponent plays")


class PlaceNotPlayed(Exception):
    """The words name a place the cards cannot be played into (5.2.1.a)."""


def place_fields(
    key: str, scope: Callable[[str], dict[str, object] | None]
) -> dict[str, object] | None:
    """The :class:`~engine.state.abilities.CostSpec` fields of ``key`` (lower-cased words):
    the place, both zones, the Permanent zone type taken off, the rest read by ``scope``
    (``played_cost_scope``); ``None`` when nothing of this module is in it or the rest is
    not read. Raises :class:`PlaceNotPlayed` for a place those players never play into."""
    fields: dict[str, object] = {}
    rest = key
    m = _ZONE_TYPED.match(rest)
    if m is not None:
        fields["permanent_zone"] = PermanentZone(m["zone"].capitalize())
        rest = f"{m['other'] or ''}permanents {rest[m.end() :]}"
    m = _INTO.search(rest)
    if m is not None:
        fields["into"] = _into(m, rest)
        rest = rest[: m.start()] + rest[m.end() :]
    if _BOTH_ZONES.search(rest):
        rest = _BOTH_ZONES.sub("", rest)  # hand or Reserve: wherever it is played from
        fields["from_zone"] = None
    if not fields:
        return None
    read = scope(rest)
    if read is None:
        return None
    if "into" in fields and read.get("card_type") not in (
        None,
        CardType.CHARACTER,
        CardType.PERMANENT,
    ):
        return None  # a Spell is played into no Expedition
    return {**read, **fields}


def _into(m: re.Match[str], key: str) -> str:
    who = next((w for w in (*_YOURS, *_THEIRS) if f" {w}" in key), "each player plays")
    if m["place"] == "my expedition":
        if who in _THEIRS:
            said = f"a card {who} is never played in my Expedition (5.2.1.a)"
            raise PlaceNotPlayed(said)
        return INTO_MY_EXPEDITION
    if m["place"] == "the expedition facing me":
        if who == "you play":
            raise PlaceNotPlayed(
                f"a card {who} is never played in the Expedition facing me (5.2.1.a)"
            )
        return INTO_FACING_ME
    if (m["whose"] == "your") != (who == "you play"):
        raise PlaceNotPlayed(f"'{m['place']}' is not where the card is played (5.2.1.a)")
    return str(m["kind"])
