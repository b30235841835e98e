"""The semantic functions of the grammar's section "gram34: passives that change a rule,
incremental and capped amounts" (issue 30).

- "[subject] can't be [verb] by your opponents / by effects your opponents control": the
  "can't be" action (1.4.1.a) named ``[action]_by_opponent`` — impossible only when an effect
  an opponent of the ability's controller controls does it (the controller of the effect, 7.5.5.c);
  a verb already said of a source ("targeted by Spells by your opponents") is refused.
- "Your opponents can't play Spells" as a passive ability (1.4.1.a): the restriction an
  Emblem-Ongoing's "… this turn" has, for as long as the passive works (its condition,
  2.3.2.f).
- "[cards] cost {N} more for your opponents": as "Your opponents' [cards] cost {N} more"
  (5.1.2.f).
- "Add N to the result of your die rolls" (every roll of the controller, 7.3.33.c: the
  result is modified as it is noted) and "You may add N to …" (the roller chooses).

The incremental amounts ("1 more", "an additional") and the caps ("up to a maximum of N") are
grammar only: they reuse the number and ``max_total`` rules' functions.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from engine.state.restrictions import BY_OPPONENT
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Description

Passive = dict[str, Any]

_PLAYED_KINDS = ("spells", "characters", "permanents", "cards")
"""The cards a "can't be played" names (by type only)."""


_INTO_WORDS = {"facing me": " in the Expedition facing me", "my expedition": " in my Expedition"}
"""The place a card is played into, as a "can't play" is written back (``play_into``)."""


class PlayInto(str):
    """Where a "can't play" says a card is played into (``play_into``): "facing me" (the
    Expedition facing the bearer's, 1.2.3.c) or "my expedition" (the bearer's, 7.2.1.a)."""


def _from_words(rest: list[Any]) -> str:
    """ " from Reserve" / " from hand" (``played_from``'s "reserve" / "hand") and " in the
    Expedition facing me" / " in my Expedition" (``play_into``), or ""."""
    zone = next((str(r) for r in rest if not isinstance(r, PlayInto)), "")
    into = next((_INTO_WORDS[r] for r in rest if isinstance(r, PlayInto)), "")
    return {"reserve": " from Reserve", "hand": " from hand"}.get(zone, "") + into


def _into_refused(kind: str, rest: list[Any]) -> None:
    """Only a Character (5.2.1.a) or an Expedition Permanent (5.2.2.a) is played into an
    Expedition: "can't play Spells in the Expedition facing me" names no place a Spell goes
    (5.2.4.b), "cards" every type — refused with the reason."""
    into = next((r for r in rest if isinstance(r, PlayInto)), None)
    if into is not None and kind.lower() not in ("characters", "permanents"):
        place = _INTO_WORDS[into].strip()
        raise NotRead(
            kind,
            f"'{kind} … {place}': only Characters and Expedition Permanents are played into "
            "an Expedition (5.2.1.a, 5.2.2.a)",
            "play_into",
        )


class RulePassiveSemantics(SemanticsBase):
    """Rule by rule (method name = rule or alias name)."""

    def cant_verb_by_opponents(self, items: list[Any]) -> str:
        """ "[verb] by your opponents' effects": the action when an opponent's effect does
        it (1.4.1.a, 7.5.5.c); said of a verb with a source already, refused."""
        verb = str(items[0])
        if "_by_" in verb:
            raise NotRead("by", f"a second source after '{verb}' is not read", "cant_verb")
        return verb + BY_OPPONENT

    def opponents_cant_play_passive(self, items: list[Any]) -> Passive:
        """ "Your opponents can't play Spells / Characters / Permanents / cards" (1.4.1.a)."""
        kind = str(items[0])
        said = kind.capitalize() if kind != "cards" else "cards"
        return {"cant": f"Your opponents can't play {said}"}

    def cards_cant_be_played(self, items: list[Any]) -> Passive:
        """ "Characters can't be played from Reserve" (1.4.1.a, 5.2.a): by any player; the
        cards said by their type only."""
        group: Description = items[0]
        kind = group.words.strip().lower()
        if kind not in _PLAYED_KINDS:
            raise NotRead(
                group.words,
                f"'{group.words} can't be played' is not read yet",
                "cards_cant_be_played",
            )
        _into_refused(kind, items[1:])
        return {"cant": f"{kind.capitalize()} can't be played{_from_words(items[1:])}"}

    def opponents_cant_play_from(self, items: list[Any]) -> Passive:
        """ "Your opponents can't play Characters from Reserve" (1.4.1.a, 5.2.a)."""
        kind = str(items[0])
        said = kind.capitalize() if kind != "cards" else "cards"
        _into_refused(kind, items[1:])
        return {"cant": f"Your opponents can't play {said}{_from_words(items[1:])}"}

    def play_into_facing_me(self, _: list[Any]) -> PlayInto:
        """ "in the Expedition facing me / in front of me" (1.2.3.c)."""
        return PlayInto("facing me")

    def play_into_mine(self, _: list[Any]) -> PlayInto:
        """ "in my Expedition": the one the bearer is in (7.2.1.a)."""
        return PlayInto("my expedition")

    def cards_cost_for_opponents(self, items: list[Any]) -> Passive:
        """ "[cards] cost {N} more for your opponents": the cards they play (5.1.2.f)."""
        group, *rest = items
        return self.others_cards_cost(["your opponents play", group, *rest])  # type: ignore[attr-defined, no-any-return]

    def add_to_your_rolls(self, items: list[Any]) -> Passive:
        """ "Add N to the result of your die rolls": every roll of the controller (7.3.33.c),
        the N added as the result is noted — no choice."""
        n = int(items[0])
        if n < 1:
            raise NotRead("add", "adding nothing to a result is not read", "add_to_your_rolls")
        return {
            "instead": {"action": "roll_die", "scope": "mine", "add_to_result": n, "always": True}
        }

    def may_add_to_your_rolls(self, items: list[Any]) -> Passive:
        """ "You may add N to the result of your die rolls": the roller may add N once they
        have seen the die (7.3.33.c), as "If you would roll a die, you may add N …" reads."""
        n = int(items[0])
        if n < 1:
            raise NotRead("add", "adding nothing to a result is not read", "may_add_to_your_rolls")
        return {"instead": {"action": "roll_die", "scope": "mine", "add_to_result": n}}

    # ------------------------------------------------------------- can't move (1.4.1.a)
    @v_args(meta=True)
    def expeditions_cant_move_said(self, meta: Meta, items: list[Any]) -> Passive:
        """ "[whose Expeditions] can't move forward / backward [due to effects your
        opponents control]": the card format's words for the engine's restriction (whose
        Expeditions, the way, an opponent's effect only)."""
        words = self._span(meta).lower().split()
        who = items[0] if items and isinstance(items[0], str) else "expeditions"
        way = "backward" if any(w.startswith("backward") for w in words) else "forward"
        due = " due to effects your opponents control" if "due" in words else ""
        return {"cant": f"{who} can't move {way}{due}"}

    def moving_mine(self, _: list[Any]) -> str:
        return "my expedition"

    def moving_in_terrain(self, items: list[Any]) -> str:
        """ "Your Expeditions in {V}": those of them whose region has that terrain (7.5.8.b)
        — the object slot's place words said of Expeditions (gram41)."""
        who = items[0] if items and isinstance(items[0], str) else "expeditions"
        terrain = next(str(i).lower() for i in items if isinstance(i, Token))
        return f"{who} in {terrain}"

    def moving_yours(self, _: list[Any]) -> str:
        return "your expeditions"

    def moving_theirs(self, _: list[Any]) -> str:
        return "your opponents' expeditions"
