"""gb (issue 30, session 33): "You and target opponent each [step]", "You and each opponent
each [step]" — one step the effect's controller and the players named each do as their own
(1.4.7.b): every player (1.2.1.b). Read as "Each player [step]" reads
(:func:`players_in_turn.players_acting`): the players' decisions in initiative order (6.1.h,
1.4.5.a), the atomic actions of one step together (6.1.e, 6.1.f). The engine plays
two-player games, so "target opponent" / "your opponent" is the one opponent there is
(1.2.1.b, 6.5.b). The step is said for "you" ("draw a card"); a step naming "you" / "your"
(whose: the controller's or each player's own?) is refused, and one saying "their" is not
read here."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.players_in_turn import players_acting

EVERY_PLAYER = "each_player"
"""The players who do the step: the controller and every opponent are every player (1.2.1.b)."""


class PlayersTogetherSemantics(SemanticsBase):
    """ "You and [opponents] each [step]": every player does the step (1.4.7.b, 6.1.h)."""

    @v_args(meta=True)
    def gb_you_and_others_do(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        said = " ".join(self._span(meta).split())
        words = said.lower().rstrip(".").split()
        step_words = words[words.index("opponent" if "opponent" in words else "opponents") + 1 :]
        if _YOURS & set(step_words):
            raise NotRead(
                said,
                f"'{said}': whose 'you' / 'your' names there — the effect's controller or each"
                " player doing the step (7.5.6.b) — is read by hand",
                "players_together",
            )
        acting = players_acting(said, EVERY_PLAYER, items[-1], may=False)
        if acting.get("players_do") == EVERY_PLAYER and "target" in words:
            # hd: "You and target opponent": the opponent is targeted (6.5.b), kept so the
            # card is written back with its words; "you and each opponent" is every player
            acting = {**acting, "you_and": "target_opponent"}
        return acting


_YOURS = frozenset({"you", "your", "yours", "yourself"})
"""Words of the step that would name a player: as printed after "You and target opponent
each", the card says "their" for each player's own; "your" is not read (whose it is)."""
