"""The reader's semantics of players filtered in the actor slot (gram92, issue 30) — the
grammar section "players filtered" of ``altered.lark``.

"Each opponent who has two or more cards in their Reserve discards a card from their hand",
"Each player with no cards in their hand draws a card", "Each player whose Hero Expedition
is behind gives 1 boost to a Character they control": the step each of the players named
does as its own (1.4.7.b), in initiative order (6.1.h), each only if the condition holds for
them just before their step (6.5.d) — the condition said for "you", that player
(``players_if``, evaluated by engine/steps/players_in_turn.py as each player's step begins).

"… than you" compares the player with the effect's controller: said of "each opponent" in the
engine's two-player games (1.2.1.b), "you" there is that opponent's one opponent, so "who has
more cards in hand than you" is, for them, "you have more cards in your hand than an
opponent". Said of "each player", you are one of the players compared with yourself: no
per-player condition says that exactly, so it is refused (precision first).

"… discards one of them" after "with two or more cards in their Reserve": one of the cards the
filter counted, in that player's own zone (6.5.h).
"""

from __future__ import annotations

import re
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step

_FILTER = re.compile(
    r"^each (?P<who>player|opponent) (?P<how>who has|with|whose|who controls) (?P<rest>.+)$"
)
_THEIR = re.compile(r"\btheir\b")
_IN_HAND = re.compile(r"\bin (?=hand\b|reserve\b)")
_ZONE = re.compile(r"\bcards? in your (?P<zone>hand|reserve)$")


def filter_condition(printed: str) -> str:
    """The condition of ``printed`` ("each opponent with two or more cards in their
    Reserve") as said for each of its players ("you have two or more cards in your
    reserve"); :class:`NotRead` when the engine cannot say it for each of them."""
    from scenarios.cards import vocabulary as v

    m = _FILTER.match(printed.lower())
    if m is None:
        raise NotRead(printed, f"'{printed}': which players do it is not read yet")
    rest = _THEIR.sub("your", m["rest"])
    if rest.endswith(" than you"):
        if m["who"] == "player":
            raise NotRead(
                printed,
                f"'{printed}': you are one of the players compared with you there — whose "
                "count each player's is compared with is not read yet (resolve it by hand)",
                "player_filter_do",
            )
        # the one opponent's one opponent is the effect's controller (1.2.1.b)
        rest = _IN_HAND.sub("in your ", rest.removesuffix(" than you")) + " than an opponent"
    if m["how"] == "whose":
        said = f"your {rest}"
    elif m["how"] == "who controls":
        said = f"you control {rest}"
    else:
        said = f"you have {rest}"
    if v.condition_of(said) is None:
        raise NotRead(printed, f"'{printed}': which players do it is not read yet")
    return said


def each_ones_own(step: Any, players: str, *, may: bool) -> Step:
    """ "[filtered players] discard a card from their hand": the one step in which each
    chooses their own (6.1.h), said as each player's own step instead, so that each one's
    condition applies to theirs (6.5.d, 1.4.7.b)."""
    from scenarios.cards.grammar.semantics.players_in_turn import first_person_action

    if isinstance(step, list) and len(step) == 1:
        step = step[0]
    if not isinstance(step, dict):
        raise NotRead("each", "two steps each player does are not read yet")
    own = {**first_person_action(step), **({"may": True} if may else {})}
    return {**own, "players_do": players}


class PlayerFilterSemantics(SemanticsBase):
    """ "Each opponent who has … / with … / whose … [step]"."""

    @v_args(meta=True)
    def player_filter(self, meta: Meta, _: list[Any]) -> str:
        """The filter's printed words ("with two or more cards in their Reserve")."""
        return " ".join(self._span(meta).split())

    def _filtered(self, meta: Meta, items: list[Any], *, may: bool) -> Step:
        said = " ".join(self._span(meta).split())
        flt = str(items[0])
        players = "each_player" if said.lower().split()[1] == "player" else "each_opponent"
        condition = filter_condition(f"each {said.lower().split()[1]} {flt}")
        step = items[-1]
        if isinstance(step, list) and len(step) == 1:
            step = step[0]
        if not isinstance(step, dict):
            raise NotRead(said, f"'{said}': two steps each player does are not read yet")
        acting: Step = self._acting(meta, players, step, may=may)  # type: ignore[attr-defined]
        if "players_do" not in acting:
            acting = each_ones_own(step, players, may=may)
        return {**acting, "players_if": condition}

    @v_args(meta=True)
    def player_filter_do(self, meta: Meta, items: list[Any]) -> Step:
        """ "Each opponent with no cards in their hand draws a card" (1.4.7.b, 6.5.d)."""
        return self._filtered(meta, items, may=False)

    @v_args(meta=True)
    def player_filter_may_do(self, meta: Meta, items: list[Any]) -> Step:
        """ "Each player who has … may draw a card": each of them decides (6.5.c)."""
        return self._filtered(meta, items, may=True)

    @v_args(meta=True)
    def player_filter_one_of_them(self, meta: Meta, items: list[Any]) -> Step:
        """ "Each opponent with two or more cards in their Reserve discards one of them": one
        of the cards the filter counted, in their own zone, chosen by them (6.5.h, 6.1.h)."""
        from scenarios.cards.grammar.reader import read_spell_effect

        said = " ".join(self._span(meta).split())
        flt = str(items[0])
        who = said.lower().split()[1]
        condition = filter_condition(f"each {who} {flt}")
        zone = _ZONE.search(condition)
        if zone is None:
            raise NotRead(said, f"'{said}': what 'one of them' names is not read yet")
        verb = "discard" if re.search(r"\bdiscards?\b", said.lower()) else "exhaust"
        where = "from" if verb == "discard" else "in"
        step = read_spell_effect(f"{verb.capitalize()} a card {where} your {zone['zone']}.")
        if len(step) != 1:
            raise NotRead(said, f"'{said}': what 'one of them' names is not read yet")
        players = "each_player" if who == "player" else "each_opponent"
        return {**step[0], "players_do": players, "players_if": condition}


class OtherPlayerChoiceSemantics(SemanticsBase):
    """Choices made among what another player showed (gram92)."""

    @v_args(meta=True)
    def other_player_choice_in_revealed_hand(self, meta: Meta, _: list[Any]) -> Step:
        """ "Choose a card in it" after "[player] reveals their hand": refused by name — the
        engine lets a player choose only among cards they may look at, and does not model a
        hand shown to another player for a choice (3.1.3.f, 3.2.4)."""
        said = " ".join(self._span(meta).split())
        raise NotRead(
            said,
            f"'{said}': choosing among the cards of a hand another player revealed is not "
            "done by the engine (hidden information, 3.1.3.f) — resolve it by hand",
            "other_player_choice_in_revealed_hand",
        )
