"""The semantic functions of the block "a Deck shuffled" of ``altered.lark`` (gram104, issue
30): a player's Deck put in a random order (3.2.2.b, 6.5.j) as a trigger's event.

* "When you shuffle your deck", "When an opponent / your opponent / a player shuffles their
  deck", "When your / an opponent's / a player's deck is shuffled": the trigger
  ``player_shuffles_deck``, whose ``player`` says whose Deck (1.2.2: "you", "opponent", any
  player). The engine activates it once per shuffle (6.3.g): "Shuffle your deck", and a
  Discard pile shuffled into an empty Deck (4.2.1.f, 7.3.9.c, 7.3.31.c), which then is the
  Deck's whole random order (engine.pipeline.shuffle_events).

"Each player / target opponent shuffles their deck" as a step is the composed "[player]
[verb]s" reading (``players_do``), each such player shuffling their own Deck."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase

TRIGGER = "player_shuffles_deck"


def _whose(span: str) -> dict[str, str]:
    """Whose Deck the event watches (1.2.2), from the event's first words."""
    words = span.lower().split()
    if words[0] == "you" or words[:2] == ["your", "deck"]:
        return {"player": "you"}
    if words[:2] in (["an", "opponent"], ["your", "opponent"]):
        return {"player": "opponent"}
    if words[:2] in (["an", "opponent's"], ["your", "opponent's"]):
        return {"player": "opponent"}
    return {}  # "a player", "a player's": any player


class ShuffleEventSemantics(SemanticsBase):
    """A Deck shuffled, as a trigger's event (3.2.2.b, 6.5.j)."""

    @v_args(meta=True)
    def g104_you_shuffle(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When you shuffle your deck": the Reaction controller's Deck (7.2.3.a)."""
        return {"trigger": TRIGGER, "player": "you"}

    @v_args(meta=True)
    def g104_player_shuffles(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When an opponent / a player shuffles their deck": that player's own (1.2.2)."""
        return {"trigger": TRIGGER, **_whose(self._span(meta))}

    @v_args(meta=True)
    def g104_deck_is_shuffled(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When your deck is shuffled": shuffled by its own player, whoever's effect
        (3.2.2.b: a player's Deck, shuffled by that player, 1.4.7)."""
        return {"trigger": TRIGGER, **_whose(self._span(meta))}
